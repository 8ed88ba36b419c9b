"""The shared questionnaire module on the shipped PHQ-9 and GAD-7 definitions: bands and flags."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from voxwell.questionnaires import Definition, load_definitions, shipped_definitions


def _answers(definition: Definition, total: int, **fixed: str) -> dict[str, str]:
    """Answers to every question whose scored values sum to ``total`` (``fixed`` ones kept)."""
    answers = dict(fixed)
    left = total - sum(
        int(v) for k, v in fixed.items() if k in {q.id for q in definition.questions}
    )
    for question in definition.questions:
        if question.id in answers:
            continue
        value = min(3, left) if question.scored else 0
        answers[question.id] = str(value)
        left -= value
    assert left == 0, f"{total} cannot be reached"
    return answers


PHQ9_BANDS = [
    (0, "minimal"),
    (4, "minimal"),
    (5, "mild"),
    (9, "mild"),
    (10, "moderate"),
    (14, "moderate"),
    (15, "moderately-severe"),
    (19, "moderately-severe"),
    (20, "severe"),
    (27, "severe"),
]
GAD7_BANDS = [
    (0, "minimal"),
    (4, "minimal"),
    (5, "mild"),
    (9, "mild"),
    (10, "moderate"),
    (14, "moderate"),
    (15, "severe"),
    (21, "severe"),
]


@pytest.mark.parametrize(
    ("kind", "total", "severity", "max_score"),
    [("phq-9", total, severity, 27) for total, severity in PHQ9_BANDS]
    + [("gad-7", total, severity, 21) for total, severity in GAD7_BANDS],
)
def test_scores_fall_in_the_published_bands(
    kind: str, total: int, severity: str, max_score: int
) -> None:
    definition = shipped_definitions()[kind]
    scored = definition.score(_answers(definition, total))
    assert scored is not None
    assert scored["score"] == total
    assert scored["scoreMetadata"]["severity"] == severity
    assert scored["scoreMetadata"]["maxScore"] == max_score


def test_the_difficulty_item_is_not_scored() -> None:
    phq9 = shipped_definitions()["phq-9"]
    answers = _answers(phq9, 0)
    answers["phq9_10"] = "3"
    scored = phq9.score(answers)
    assert scored is not None
    assert scored["score"] == 0
    assert "phq9_10" not in scored["scoreMetadata"]["scoredQuestions"]


@pytest.mark.parametrize(("item9", "raised"), [("0", False), ("1", True), ("3", True)])
def test_phq9_item9_flag_is_raised_by_any_answer_above_not_at_all(item9: str, raised: bool) -> None:
    phq9 = shipped_definitions()["phq-9"]
    answers = _answers(phq9, 3, phq9_9=item9)
    scored = phq9.score(answers)
    assert scored is not None
    metadata = scored["scoreMetadata"]
    assert metadata["safetyFlag"] is raised
    assert [f["name"] for f in metadata["flags"]] == (["selfHarmRisk"] if raised else [])
    assert [f.name for f in phq9.raised_flags(answers)] == (["selfHarmRisk"] if raised else [])


def test_an_unanswered_item9_raises_no_flag() -> None:
    phq9 = shipped_definitions()["phq-9"]
    answers = {k: v for k, v in _answers(phq9, 6).items() if k != "phq9_9"}
    assert phq9.raised_flags(answers) == []


def test_a_flag_without_min_value_is_raised_from_one(tmp_path: Path) -> None:
    data = json.loads(json.dumps(_phq9_json()))
    for flag in data["scoring"]["flags"]:
        del flag["minValue"]
    definition = Definition.from_json(data)
    assert definition.flags[0].min_value == 1
    assert definition.raised_flags({"phq9_9": "1"})
    assert not definition.raised_flags({"phq9_9": "0"})


def test_score_metadata_repeats_the_definition_bands_on_the_wire() -> None:
    phq9 = shipped_definitions()["phq-9"]
    scored = phq9.score(_answers(phq9, 0))
    assert scored is not None
    assert scored["scoreMetadata"]["bands"] == _phq9_json()["scoring"]["bands"]


def test_check_answers_names_missing_and_invalid_answers() -> None:
    gad7 = shipped_definitions()["gad-7"]
    answers = _answers(gad7, 0)
    answers["gad7_1"] = "7"
    del answers["gad7_2"]
    del answers["gad7_8"]  # optional
    kept, problems = gad7.check_answers(answers)
    assert "gad7_1" not in kept
    assert "gad7_3" in kept
    assert problems == [
        "Question 1 has an answer that is not one of its options.",
        "Question 2 has no answer yet; choose one option.",
    ]


def test_a_damaged_definition_raises_unless_skipped(tmp_path: Path) -> None:
    (tmp_path / "phq-9.json").write_text(json.dumps(_phq9_json()), encoding="utf-8")
    (tmp_path / "broken.json").write_text("{not json", encoding="utf-8")
    with pytest.raises(json.JSONDecodeError, match="property name"):
        load_definitions(tmp_path)
    assert list(load_definitions(tmp_path, skip_damaged=True)) == ["phq-9"]


def _phq9_json() -> dict[str, object]:
    from voxwell.paths import resource_path

    data: dict[str, object] = json.loads(
        (resource_path("questionnaires") / "phq-9.json").read_text(encoding="utf-8")
    )
    return data
