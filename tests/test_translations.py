"""The app's catalogues (``translations/``): in step with the sources, complete, their fields
kept, each clinical term translated one way (the glossaries), Japanese in Japanese script, and the
compiled catalogues the ones every install carries."""

from __future__ import annotations

import ast
import json
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from translations import update
from voxwell.paths import resource_path

LANGUAGES = update.LANGUAGES


FIELD = re.compile(r"\{[a-z_0-9]*(?:![rsa])?(?::[^{}]*)?\}|%n|%L?\d")
TAG = re.compile(r"</?[a-zA-Z][a-zA-Z0-9]*|&[a-z]+;")
MNEMONIC = re.compile(r"&(?=[^&\s;])(?![a-z]+;)")


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    comment: str
    unfinished: bool
    forms: tuple[str, ...]


def messages(language: str) -> list[Message]:
    root = ET.parse(update.catalogue(language)).getroot()
    found = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            if message.get("numerus") == "yes":
                forms = tuple(form.text or "" for form in translation.iter("numerusform"))
            else:
                forms = (translation.text or "",)
            found.append(
                Message(
                    name,
                    message.findtext("source") or "",
                    message.findtext("comment") or "",
                    translation.get("type") == "unfinished",
                    forms,
                )
            )
    return found


def _translate_calls(tree: ast.AST) -> list[ast.Call]:
    calls = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        if (isinstance(func, ast.Name) and func.id in {"translate", "QT_TRANSLATE_NOOP"}) or (
            isinstance(func, ast.Attribute)
            and func.attr == "translate"
            and isinstance(func.value, ast.Name)
            and func.value.id == "i18n"
        ):
            calls.append(node)
    return calls


def _literal(node: ast.expr, kinds: tuple[type, ...]) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, kinds)


def test_every_translation_call_is_one_lupdate_reads() -> None:
    """lupdate finds a text only in a call with its context and text written as literals, and
    drops a call whose count is an expression or given by keyword. (A call with a variable as
    its text translates a text marked elsewhere with ``QT_TRANSLATE_NOOP``.)"""
    unread = []
    for path in sorted(update.SOURCES.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for call in _translate_calls(tree):
            args = call.args
            if len(args) >= 2 and not _literal(args[1], (str,)):
                continue  # translates a text marked elsewhere
            readable = (
                not call.keywords
                and 2 <= len(args) <= 4
                and _literal(args[0], (str,))
                and (len(args) < 3 or _literal(args[2], (str, type(None))))
                and (len(args) < 4 or isinstance(args[3], ast.Name) or _literal(args[3], (int,)))
            )
            if not readable:
                unread.append(f"{path.relative_to(update.ROOT)}:{call.lineno}")
    assert unread == []


def test_no_translation_call_inside_an_f_string() -> None:
    """lupdate does not read inside f-strings: a text written there would never reach the
    catalogues."""
    hidden = []
    for path in sorted(update.SOURCES.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.JoinedStr):
                hidden += [
                    f"{path.relative_to(update.ROOT)}:{call.lineno}"
                    for call in _translate_calls(node)
                    if len(call.args) >= 2 and _literal(call.args[1], (str,))
                ]
    assert hidden == []


def test_catalogues_are_in_step_with_the_sources_and_compiled() -> None:
    assert update.out_of_step() == []


def test_the_app_has_words_to_translate() -> None:
    assert len(messages("es")) > 300


@pytest.mark.parametrize("language", update.ALL_CATALOGUES)
def test_no_unfinished_or_empty_translation(language: str) -> None:
    bad = [m for m in messages(language) if m.unfinished or not all(f.strip() for f in m.forms)]
    assert bad == []


@pytest.mark.parametrize("language", update.ALL_CATALOGUES)
def test_plural_forms_fit_the_language(language: str) -> None:
    plurals = [m for m in messages(language) if "%n" in m.source]
    assert all(len(m.forms) == update.PLURAL_FORMS[language] for m in plurals)
    if language == "en":
        assert plurals, "the English catalogue holds the plural texts"


@pytest.mark.parametrize("language", update.ALL_CATALOGUES)
def test_fields_tags_and_mnemonics_are_kept(language: str) -> None:
    bad = []
    for message in messages(language):
        wanted = (
            sorted(set(FIELD.findall(message.source)) - {"%n"}),
            sorted(TAG.findall(message.source)),
            len(MNEMONIC.findall(message.source)),
        )
        for form in message.forms:
            got = (
                sorted(set(FIELD.findall(form)) - {"%n"}),
                sorted(TAG.findall(form)),
                len(MNEMONIC.findall(form)),
            )
            if got != wanted:
                bad.append((message.context, message.source, form))
    assert bad == []


def glossary(language: str) -> dict[str, list[str]]:
    path = update.HERE / f"glossary.{language}.json"
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["language"] == language
    terms: dict[str, list[str]] = document["terms"]
    return terms


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_clinical_term_is_translated_one_way(language: str) -> None:
    terms = glossary(language)
    assert set(terms) == set(glossary("es")), "every glossary has the same terms"
    bad = []
    for term, forms in terms.items():
        assert forms
        assert all(form.strip() for form in forms)
        used = re.compile(rf"\b{re.escape(term)}(?:s|es)?\b", re.IGNORECASE)
        for message in messages(language):
            if not used.search(FIELD.sub("", message.source)):  # not in a field's name
                continue
            for form in message.forms:
                if not any(wanted.casefold() in form.casefold() for wanted in forms):
                    bad.append((term, message.source, form))
    assert bad == []


# What Japanese text may keep in Latin letters: the product, codes, units, key names.
_LATIN_KEPT = re.compile(
    r"Voxwell|PHQ-9|GAD-7|CSV|JSON|PDF|TextGrid|FHIR|WER|CER|RTF|URL|API|HTTPS?|ID|QR|Whisper|"
    r"Praat|Parquet|SQLCipher|CTranslate2|PNG|SVG|WAV|FLAC|Ogg|MP3|macOS|Linux|Windows|"
    r"libportaudio2|BitLocker|FileVault|LUKS|AT-SPI|Alt|Ctrl|Shift|Space|Enter|Tab|Esc|PortAudio|UTC|"
    r"[a-z]{2}-[A-Z]{2}|\b(?:s|ms|dB|dBFS|Hz|kHz|MB|GB|KB|px|min|h)\b|e\.g\.|"
    r"\b[A-Z]\b"
)


def test_japanese_is_written_in_japanese_script() -> None:
    bad = []
    for message in messages("ja"):
        for form in message.forms:
            text = _LATIN_KEPT.sub("", TAG.sub("", FIELD.sub("", form)))
            text = re.sub(r"<[^>]*>|&[a-z]+;|https?://\S+", "", text)
            if re.search(r"[A-Za-z]{2,}", text):
                bad.append((message.source, form))
    assert bad == []


@pytest.mark.usefixtures("qapp")
@pytest.mark.parametrize("language", update.ALL_CATALOGUES)
def test_every_install_carries_the_compiled_catalogue(language: str) -> None:
    folder = resource_path("i18n")
    translator = QTranslator()
    assert translator.load(f"voxwell_{language}", str(folder))
    message = next(m for m in messages(language) if not m.comment)
    count = 2 if "%n" in message.source else -1
    expected = message.forms[-1].replace("%n", "2")
    QCoreApplication.installTranslator(translator)
    try:
        assert QCoreApplication.translate(message.context, message.source, None, count) == expected
    finally:
        QCoreApplication.removeTranslator(translator)
