"""The patient's pages in the patient's language: the page's own words from its catalogues, the
questionnaire in its published wording for that language, or a page that says there is none.

The pages are asked for as a browser asks (``Accept-Language``, or the page's own language
switch); the catalogues are checked against their sources with pybabel.
"""

from __future__ import annotations

import io
import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import httpx
import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from tests.engine.engine_helpers import Api
from tests.team_server import store_independent
from voxwell.engine.settings import EngineSettings
from voxwell.locales import UI_LANGUAGES
from voxwell.paths import resource_path
from voxwell.questionnaires import DEFAULT_CRISIS_TEXTS, shipped_instruments

ROOT = Path(__file__).resolve().parents[2]
LOCALE = resource_path("activities") / "locale"
PAGES = "the pages' words and their language do not depend on the store"


class _Page(HTMLParser):
    """What a person reads on a page (text outside style), and its language attributes."""

    def __init__(self) -> None:
        super().__init__()
        self.lang = ""
        self.texts: list[str] = []
        self.links: dict[str, str] = {}
        self.action = ""
        self._skip = False
        self._href = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {k: v or "" for k, v in attrs}
        if tag == "html":
            self.lang = values["lang"]
        self._skip = tag in ("style", "title")
        if tag == "a":
            self._href = values["href"]
        if tag == "form":
            self.action = values["action"]

    def handle_endtag(self, tag: str) -> None:
        self._skip = False
        if tag == "a":
            self._href = ""

    def handle_data(self, data: str) -> None:
        text = " ".join(data.split())
        if text and not self._skip:
            self.texts.append(text)
            if self._href:
                self.links[text] = self._href


def _read(response: httpx.Response) -> _Page:
    page = _Page()
    page.feed(response.text)
    return page


def _create(api: Api, kind: str = "phq-9") -> tuple[str, str]:
    """A new questionnaire's id and activity link."""
    created = api.http.post(
        "/v1/questionnaires", json={"user": {"userLabel": "p-lang"}, "questionnaireType": kind}
    )
    assert created.status_code == 200, created.text
    return str(created.json()["id"]), str(created.json()["activityLink"])


def _link(api: Api, kind: str = "phq-9") -> str:
    return _create(api, kind)[1]


# -- the catalogues ------------------------------------------------------------------------------


def _key(message_id: object) -> str:
    """A message's id as one text (a plural's singular and plural joined)."""
    return "\x00".join(message_id) if isinstance(message_id, tuple | list) else str(message_id)


def _extracted(tmp_path: Path) -> set[str]:
    pot = tmp_path / "activities.pot"
    sources = [
        "src/voxwell/engine/routes/activities.py",
        "src/voxwell/gui/questionnaires/patient_form.py",
        "src/voxwell/resources/activities",
    ]
    extract = ["extract", "-F", "babel.cfg", "--no-location", "-o", str(pot), *sources]
    babel = [sys.executable, "-m", "babel.messages.frontend"]
    subprocess.run([*babel, *extract], cwd=ROOT, check=True, capture_output=True)
    with pot.open("rb") as handle:
        return {_key(message.id) for message in read_po(handle) if message.id}


@pytest.mark.parametrize("language", ["es", "id", "ja"])
def test_each_catalogue_is_in_step_complete_and_compiled(language: str, tmp_path: Path) -> None:
    folder = LOCALE / language / "LC_MESSAGES"
    with (folder / "activities.po").open("rb") as handle:
        catalogue = read_po(handle, locale=language)
    messages = [message for message in catalogue if message.id]
    assert {_key(m.id) for m in messages} == _extracted(tmp_path), "run pybabel extract/update"
    for message in messages:
        strings = message.string if isinstance(message.string, tuple | list) else [message.string]
        assert len(strings) == (catalogue.num_plurals if message.pluralizable else 1)
        wanted = re.findall(r"%\(\w+\)s", _key(message.id).split("\x00")[0])
        for string in strings:
            assert string, f"untranslated: {message.id!r}"
            assert re.findall(r"%\(\w+\)s", str(string)) == wanted, message.id
        assert not message.fuzzy, f"unfinished: {message.id!r}"
    compiled = io.BytesIO()
    write_mo(compiled, catalogue)
    assert (folder / "activities.mo").read_bytes() == compiled.getvalue(), "run pybabel compile"


# -- the pages -----------------------------------------------------------------------------------


@store_independent(PAGES)
def test_a_spanish_browser_gets_the_published_us_spanish_phq9(api: Api) -> None:
    link = _link(api)
    response = httpx.get(link, headers={"Accept-Language": "es-US,es;q=0.9,en;q=0.5"})
    assert response.status_code == 200
    page = _read(response)
    assert page.lang == "es"
    spanish = shipped_instruments()["phq-9"]["es-US"]
    assert spanish.instructions in page.texts
    assert f"1. {spanish.questions[0].text}" == "1. Poco interés o placer en hacer cosas"
    assert f"1. {spanish.questions[0].text}" in page.texts
    for option in ("Ningún día", "Varios días", "Más de la mitad de los días"):
        assert option in page.texts
    assert "Casi todos los días" in page.texts
    assert spanish.credit in page.texts
    assert "Enviar respuestas" in page.texts
    assert 'lang="es-US"' in response.text, "the instrument's own language is named too"
    assert page.action.endswith("?lang=es"), "the answers are sent in the same language"
    # The language switch: every language, each named in itself, the current one not a link.
    assert {name: href.rsplit("=", 1)[1] for name, href in page.links.items()} == {
        name: tag for tag, name in UI_LANGUAGES.items() if tag != "es"
    }


@store_independent(PAGES)
def test_answers_sent_in_spanish_are_checked_scored_and_kept_with_their_language(
    api: Api,
) -> None:
    questionnaire_id, link = _create(api)
    missing = httpx.post(f"{link}?lang=es", data={"phq9_1": "1"})
    assert missing.status_code == 422
    page = _read(missing)
    assert page.lang == "es"
    assert "Revise sus respuestas:" in page.texts
    assert "La pregunta 2 aún no tiene respuesta; elija una opción." in page.texts
    assert "Esta pregunta aún no tiene respuesta: elija una opción." in page.texts
    answers = {f"phq9_{n}": "1" for n in range(1, 10)}
    done = httpx.post(f"{link}?lang=es", data=answers)
    assert done.status_code == 200
    page = _read(done)
    assert "Gracias" in page.texts
    assert "Si está pensando en hacerse daño" in page.texts, "item 9 above 0"
    for paragraph in DEFAULT_CRISIS_TEXTS["es"].split("\n\n"):
        assert paragraph in page.texts
    details = api.http.get(f"/v1/questionnaires/{questionnaire_id}").json()["details"]
    assert details["questions"]["language"] == "es-US", "the language the answers were given in"
    assert details["questions"]["items"][0]["text"] == "Poco interés o placer en hacer cosas"
    assert details["scoreDetails"]["score"] == 9, "scored as in every language"
    assert details["scoreDetails"]["scoreMetadata"]["severity"] == "mild"


@pytest.mark.parametrize(
    ("language", "heading", "script"),
    [
        ("ja", "この質問票はこの言語では利用できません", r"[\u3040-\u30ff\u4e00-\u9fff]"),
        ("id", "Kuesioner ini tidak tersedia dalam bahasa ini", r"[A-Za-z]"),
    ],
)
@store_independent(PAGES)
def test_a_language_without_a_published_phq9_says_so_in_that_language(
    api: Api, language: str, heading: str, script: str
) -> None:
    link = _link(api)
    response = httpx.get(link, headers={"Accept-Language": language})
    assert response.status_code == 200
    page = _read(response)
    assert page.lang == language
    assert heading in page.texts
    assert "<form" not in response.text, "no answers in a wording nobody published"
    offered = [
        text
        for text in page.texts
        if text in page.links and page.links[text].endswith(("?lang=en", "?lang=es"))
    ]
    assert sorted(set(offered)) == ["English", "Español"]
    names = set(UI_LANGUAGES.values())
    for text in page.texts:
        if text not in names:
            assert re.search(script, text), f"not in {language}: {text!r}"
    if language == "ja":
        assert not [t for t in page.texts if t not in names and re.search("[A-Za-z]", t)]


@store_independent(PAGES)
def test_the_gad7_in_spanish_offers_the_languages_it_has(api: Api) -> None:
    response = httpx.get(_link(api, "gad-7"), params={"lang": "es"})
    page = _read(response)
    assert page.lang == "es"
    assert "Este cuestionario no está disponible en este idioma" in page.texts
    assert page.links["English"].endswith("?lang=en")


@store_independent(PAGES)
def test_an_unknown_language_gets_english_and_the_switch_overrides_the_browser(api: Api) -> None:
    link = _link(api)
    english = _read(httpx.get(link, headers={"Accept-Language": "fr-FR,fr;q=0.9"}))
    assert english.lang == "en"
    assert "Submit answers" in english.texts
    chosen = _read(httpx.get(link, params={"lang": "es"}, headers={"Accept-Language": "ja"}))
    assert chosen.lang == "es"
    gone = _read(httpx.get(link.rsplit("/", 1)[0] + "/" + "x" * 20, params={"lang": "ja"}))
    assert gone.lang == "ja"
    assert "このアクティビティのリンクは無効です" in gone.texts


def test_each_language_has_its_crisis_text(tmp_path: Path) -> None:
    """The site's text of the page's language, else the site's one text, else the default of
    the language (which names the numbers of its countries)."""
    plain = EngineSettings(data_dir=tmp_path)
    assert plain.crisis_text_in("ja") == DEFAULT_CRISIS_TEXTS["ja"]
    assert "119" in plain.crisis_text_in("ja")
    assert "024" in plain.crisis_text_in("es")
    assert plain.crisis_text_in("fr") == DEFAULT_CRISIS_TEXTS["en"]
    site = EngineSettings(
        data_dir=tmp_path, crisis_text="Call 112.", crisis_texts={"ja": " 119番へ ", "id": " "}
    )
    assert site.crisis_text_in("ja") == "119番へ"
    assert site.crisis_text_in("id") == "Call 112.", "a blank text is no text"
    assert site.crisis_text_in("es") == "Call 112."
