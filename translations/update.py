"""Bring the app's catalogues in step with the sources, and compile them.

    python translations/update.py          # lupdate the .ts files, then lrelease into the package
    python translations/update.py --check  # exit 1 when a catalogue is not in step (CI, tests)

``voxwell_<lang>.ts`` here are the catalogues translators edit (Qt Linguist or any editor);
lupdate reads every ``translate(context, text)`` call of ``src/voxwell`` (``voxwell.i18n``),
with no source locations, so moving code does not change them. lrelease writes the compiled
``src/voxwell/resources/i18n/voxwell_<lang>.qm`` that every install carries.
``glossary.<lang>.json`` holds each clinical term's one translation (checked by the tests).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SOURCES = ROOT / "src" / "voxwell"
COMPILED = SOURCES / "resources" / "i18n"
LANGUAGES = ("es", "id", "ja")
"""The app's languages besides English (``voxwell.locales.UI_LANGUAGES``)."""
PLURALS_ONLY = "en"
"""English's catalogue holds only the plural (``%n``) texts: their English forms."""
ALL_CATALOGUES = (PLURALS_ONLY, *LANGUAGES)


def _tool(name: str) -> str:
    """A Qt tool of the installed PySide6 (``pyside6-lupdate``), beside this Python first."""
    beside = Path(sys.executable).parent / f"pyside6-{name}"
    found = str(beside) if beside.exists() else shutil.which(f"pyside6-{name}")
    if found is None:
        raise SystemExit(f"pyside6-{name} was not found: install PySide6 (pip install -e .)")
    return found


def catalogue(language: str, folder: Path = HERE) -> Path:
    return folder / f"voxwell_{language}.ts"


def lupdate(ts_files: list[Path]) -> None:
    """Update ``ts_files`` from the sources (new texts unfinished, vanished ones dropped)."""
    command = [_tool("lupdate"), "-extensions", "py", "-locations", "none", "-no-obsolete"]
    command += [str(SOURCES), "-ts", *map(str, ts_files)]
    subprocess.run(command, check=True, capture_output=True, cwd=ROOT)


_Key = tuple[str, str, str]


def _key(context: ET.Element, message: ET.Element) -> _Key:
    name = context.findtext("name") or ""
    return name, message.findtext("source") or "", message.findtext("comment") or ""


def plural_entries(ts_file: Path) -> dict[_Key, ET.Element]:
    """The plural entries' translations in ``ts_file`` (to give back after lupdate)."""
    kept = {}
    for context in ET.parse(ts_file).getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            if message.get("numerus") == "yes" and translation is not None:
                kept[_key(context, message)] = translation
    return kept


def mark_plurals(
    ts_file: Path, forms: int, kept: dict[_Key, ET.Element], *, plurals_only: bool = False
) -> None:
    """Make each ``%n`` text a plural entry with ``forms`` forms, its translation the one in
    ``kept`` (and, with ``plurals_only``, drop the rest).

    lupdate's Python reader takes a text as plural only when its count is a number written in
    the call, and turns a plural entry of the file into a single text; so the entries are
    marked again after each lupdate, with their forms as they were.
    """
    tree = ET.parse(ts_file)
    root = tree.getroot()
    for context in list(root.iter("context")):
        for message in list(context.iter("message")):
            plural = "%n" in (message.findtext("source") or "")
            if plurals_only and not plural:
                context.remove(message)
            elif plural:
                message.set("numerus", "yes")
                translation = message.find("translation")
                assert translation is not None
                message.remove(translation)
                earlier = kept.get(_key(context, message))
                if earlier is None:
                    earlier = ET.Element("translation", {"type": "unfinished"})
                    earlier.text = "\n            "
                    for index in range(forms):
                        form = ET.SubElement(earlier, "numerusform")
                        form.tail = "\n        " if index == forms - 1 else "\n            "
                earlier.tail = translation.tail
                message.append(earlier)
        if plurals_only and context.find("message") is None:
            root.remove(context)
    ET.indent(root, space="    ")  # one layout, whatever lupdate or an editor wrote
    body = ET.tostring(root, encoding="unicode")
    ts_file.write_text(f"{_HEADER}{body}\n", encoding="utf-8")


_HEADER = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
PLURAL_FORMS = {"en": 2, "es": 2, "id": 1, "ja": 1}
"""How many plural forms each catalogue's language has (Qt's rules for it)."""


def _update(ts_files: dict[str, Path]) -> None:
    kept = {language: plural_entries(path) for language, path in ts_files.items() if path.exists()}
    lupdate(list(ts_files.values()))
    for language, path in ts_files.items():
        earlier = kept.get(language, {})
        only = language == PLURALS_ONLY
        mark_plurals(path, PLURAL_FORMS[language], earlier, plurals_only=only)


def lrelease(ts_file: Path, qm_file: Path) -> None:
    """Compile ``ts_file`` (unfinished entries are left out: they show in English)."""
    command = [_tool("lrelease"), "-silent", str(ts_file), "-qm", str(qm_file)]
    subprocess.run(command, check=True, capture_output=True)


def out_of_step() -> list[str]:
    """What a fresh lupdate and lrelease would change, one line per file."""
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        copies = {}
        for language in ALL_CATALOGUES:
            copies[language] = catalogue(language, Path(tmp))
            shutil.copyfile(catalogue(language), copies[language])
        _update(copies)
        for language, copy in copies.items():
            if copy.read_bytes() != catalogue(language).read_bytes():
                problems.append(f"{catalogue(language).name} is not in step with the sources")
            compiled = Path(tmp) / f"voxwell_{language}.qm"
            lrelease(catalogue(language), compiled)
            shipped = COMPILED / compiled.name
            if not shipped.exists() or shipped.read_bytes() != compiled.read_bytes():
                problems.append(f"{shipped.name} is not compiled from {catalogue(language).name}")
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only say what is out of step")
    args = parser.parse_args()
    if args.check:
        problems = out_of_step()
        for problem in problems:
            sys.stderr.write(f"{problem}\n")
        return 1 if problems else 0
    _update({language: catalogue(language) for language in ALL_CATALOGUES})
    COMPILED.mkdir(parents=True, exist_ok=True)
    for language in ALL_CATALOGUES:
        lrelease(catalogue(language), COMPILED / f"voxwell_{language}.qm")
    return 0


if __name__ == "__main__":
    sys.exit(main())
