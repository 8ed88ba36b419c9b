"""Questionnaire texts are instruments, never translated by Voxwell: each shipped language is a
data file with the published wording, its source, credit line and terms, and the texts are
pinned here so that no edit slips through. Scoring is the same in every language."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from voxwell.paths import resource_path
from voxwell.questionnaires import (
    Definition,
    load_instruments,
    shipped_definitions,
    shipped_instruments,
)

PUBLISHED_ES_US_PHQ9 = {
    "instructions": (
        "Durante las últimas 2 semanas, ¿qué tan seguido ha tenido molestias debido a los "
        "siguientes problemas?"
    ),
    "item1": "Poco interés o placer en hacer cosas",
    "item9": "Pensamientos de que estaría mejor muerto(a) o de lastimarse de alguna manera",
    "frequency": [
        "Ningún día",
        "Varios días",
        "Más de la mitad de los días",
        "Casi todos los días",
    ],
    "terms": "No se requiere permiso para reproducir, traducir, presentar o distribuir.",
}

# The SHA-256 of each shipped instrument's texts (name, instructions, credit, terms, every item
# and answer label, in order). A change of wording must change this line too, on purpose.
PINNED = {
    ("gad-7", "en"): "8047530ab7630adf96de3bc485087d0135682fb82b546a81121221de679a5621",
    ("phq-9", "en"): "98e43313278da01af172c341d48b6be2d4d42cd7854e5abbc619235a4bec45c8",
    ("phq-9", "es-US"): "c555c29ed462bfb49b715819dbc023d31b9a06101361454ef9c579ba57ea1e27",
}


def _texts(definition: Definition) -> str:
    shown: dict[str, Any] = {
        "name": definition.name,
        "instructions": definition.instructions,
        "credit": definition.credit,
        "terms": definition.terms,
        "items": [
            [q.id, q.text, [option["label"] for option in q.options]] for q in definition.questions
        ],
    }
    return json.dumps(shown, ensure_ascii=False, sort_keys=True)


def test_every_shipped_instrument_is_pinned() -> None:
    found = {
        (key, language): hashlib.sha256(_texts(version).encode()).hexdigest()
        for key, versions in shipped_instruments().items()
        for language, version in versions.items()
    }
    assert found == PINNED


def test_the_us_spanish_phq9_is_the_published_wording() -> None:
    spanish = shipped_instruments()["phq-9"]["es-US"]
    assert spanish.language == "es-US"
    assert spanish.instructions == PUBLISHED_ES_US_PHQ9["instructions"]
    assert spanish.questions[0].text == PUBLISHED_ES_US_PHQ9["item1"]
    assert spanish.questions[8].text == PUBLISHED_ES_US_PHQ9["item9"]
    for question in spanish.questions[:9]:
        labels = [option["label"] for option in question.options]
        assert labels == PUBLISHED_ES_US_PHQ9["frequency"]
    assert spanish.terms == PUBLISHED_ES_US_PHQ9["terms"]
    assert spanish.credit.endswith(spanish.terms), "the credit line carries the terms"
    assert spanish.source is not None
    assert spanish.source.publisher.startswith("Pfizer")


def test_each_language_file_names_its_source_and_two_checked_copies() -> None:
    for path in sorted((resource_path("questionnaires") / "languages").glob("*.json")):
        version = json.loads(path.read_text(encoding="utf-8"))
        assert set(version["source"]) == {"publisher", "title", "edition"}, path.name
        assert len(version["checkedAgainst"]) >= 2, path.name
        assert version["terms"], path.name
        assert version["credit"], path.name
    for definition in shipped_definitions().values():
        assert definition.source is not None, definition.id
        assert definition.terms, definition.id


def test_scoring_bands_and_flags_are_the_same_in_every_language() -> None:
    english = shipped_definitions()["phq-9"]
    spanish = shipped_instruments()["phq-9"]["es-US"]
    answers = {f"phq9_{n}": "2" for n in range(1, 10)} | {"phq9_9": "1", "phq9_10": "3"}
    assert spanish.score(answers) == english.score(answers)
    assert spanish.raised_flags(answers) == english.raised_flags(answers)
    assert [(q.id, q.scored, q.required) for q in spanish.questions] == [
        (q.id, q.scored, q.required) for q in english.questions
    ]
    assert [[o["value"] for o in q.options] for q in spanish.questions] == [
        [o["value"] for o in q.options] for q in english.questions
    ]
    assert spanish.questions_wire()["language"] == "es-US", "answers keep their language"


def _copy_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "questionnaires"
    (folder / "languages").mkdir(parents=True)
    source = resource_path("questionnaires")
    for path in source.glob("*.json"):
        (folder / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    return folder


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (lambda v: v["questions"].pop("phq9_9"), "no text for item phq9_9"),
        (lambda v: v["optionSets"]["frequency"].pop(), "needs 4 labels"),
        (lambda v: v.update(id="phq-99"), "no questionnaire 'phq-99'"),
    ],
    ids=["missing-item", "missing-label", "unknown-questionnaire"],
)
def test_an_incomplete_language_file_is_refused_by_name(
    tmp_path: Path, change: Any, said: str
) -> None:
    folder = _copy_folder(tmp_path)
    version = json.loads(
        (resource_path("questionnaires") / "languages" / "phq-9.es-US.json").read_text(
            encoding="utf-8"
        )
    )
    change(version)
    broken = folder / "languages" / "phq-9.es-US.json"
    broken.write_text(json.dumps(version, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(ValueError, match=said) as raised:
        load_instruments(folder, shipped_definitions())
    assert "phq-9.es-US.json" in str(raised.value)
