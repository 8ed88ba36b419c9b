"""Questionnaires answered through the activity page (plain form posts), user data with the
personal-identifier screen, and the questionnaire definitions themselves."""

from __future__ import annotations

import itertools
import json
import re
from html.parser import HTMLParser
from typing import Any

import httpx
import pytest

from tests.engine.engine_helpers import Api, assert_validation_shape
from voxwell.paths import resource_path

pytestmark = pytest.mark.slow


CREDIT = (
    "Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, "
    "with an educational grant from Pfizer Inc. No permission required to reproduce, translate, "
    "display or distribute."
)


class _Form(HTMLParser):
    """The radio inputs, their labels and the form's action, as a browser would see them."""

    def __init__(self) -> None:
        super().__init__()
        self.action = ""
        self.radios: dict[str, list[str]] = {}
        self.label_for: set[str] = set()
        self.ids: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {k: v or "" for k, v in attrs}
        if tag == "form":
            self.action = values["action"]
        if tag == "input" and values.get("type") == "radio":
            self.radios.setdefault(values["name"], []).append(values["value"])
            self.ids.add(values["id"])
        if tag == "label":
            self.label_for.add(values.get("for", ""))


def open_activity(api: Api, kind: str) -> tuple[str, str, _Form]:
    created = api.http.post(
        "/v1/questionnaires", json={"user": {"userLabel": "p-1"}, "questionnaireType": kind}
    )
    assert created.status_code == 200, created.text
    link = created.json()["activityLink"]
    page = httpx.get(link)  # the user's browser: no API key
    assert page.status_code == 200
    assert page.headers["content-type"].startswith("text/html")
    form = _Form()
    form.feed(page.text)
    # Every radio has a label tied to it (keyboard and screen readers), and nothing external.
    assert form.ids <= form.label_for
    assert not re.search(r"(src|href)=\"https?://", page.text)
    assert "<script" not in page.text
    return created.json()["id"], link, form


def submit(link: str, answers: dict[str, str]) -> httpx.Response:
    return httpx.post(link, data=answers)


def test_phq9_filled_in_on_the_activity_page_is_scored(api: Api) -> None:
    questionnaire_id, link, form = open_activity(api, "phq-9")
    assert len(form.radios) == 10
    assert all(values == ["0", "1", "2", "3"] for values in form.radios.values())
    answers = {f"phq9_{n}": "2" for n in range(1, 9)} | {"phq9_9": "1", "phq9_10": "3"}
    page = submit(link, answers)
    assert page.status_code == 200
    assert "Thank you" in page.text
    assert "local emergency number" in page.text, "item 9 above 0: the crisis text follows"
    assert 'class="crisis" role="alert"' in page.text
    result = api.http.get(f"/v1/questionnaires/{questionnaire_id}").json()
    assert result["status"] == "RESULTS_AVAILABLE"
    details = result["details"]
    assert details["name"] == "Patient Health Questionnaire (PHQ-9)"
    assert details["answers"] == answers
    assert details["completedAt"]
    assert details["questions"]["credit"] == CREDIT
    texts = [item["text"] for item in details["questions"]["items"]]
    assert texts[0] == "Little interest or pleasure in doing things"
    score = details["scoreDetails"]
    assert score["score"] == 8 * 2 + 1  # item 10 is asked, not scored
    meta = score["scoreMetadata"]
    assert meta["severity"] == "moderately-severe"
    assert meta["safetyFlag"] is True
    assert meta["flags"][0]["question"] == "phq9_9"
    # A second submission changes nothing.
    assert submit(link, {f"phq9_{n}": "0" for n in range(1, 10)}).status_code == 409
    assert api.http.get(f"/v1/questionnaires/{questionnaire_id}").json() == result


def test_gad7_minimal_answers_raise_no_flag(api: Api) -> None:
    questionnaire_id, link, form = open_activity(api, "gad-7")
    answers = {name: "0" for name in form.radios if name != "gad7_8"}
    page = submit(link, answers)
    assert page.status_code == 200
    assert "emergency" not in page.text, "no flag, no crisis text"
    score = api.http.get(f"/v1/questionnaires/{questionnaire_id}").json()["details"]["scoreDetails"]
    assert score["score"] == 0
    assert score["scoreMetadata"]["severity"] == "minimal"
    assert score["scoreMetadata"]["safetyFlag"] is False


def test_an_incomplete_form_is_shown_again_with_what_is_missing(api: Api) -> None:
    questionnaire_id, link, _ = open_activity(api, "phq-9")
    page = submit(link, {"phq9_1": "1", "phq9_2": "7"})
    assert page.status_code == 422
    assert 'role="alert"' in page.text
    assert "Question 2" in page.text
    assert "Question 3 has no answer" in page.text
    assert 'value="1" checked' in page.text  # the answer already given is kept
    # Each missing answer is marked at its item, and listed with a link to it; CSS clears the
    # mark and the line once the item is answered (no script), and the list when all are.
    for n in range(3, 10):  # item 10 is optional
        item = f"q-phq9_{n}"
        assert f'<fieldset id="{item}" class="missing"' in page.text
        assert f'id="note-{item}"' in page.text
        assert f'<li id="missing-{item}"><a href="#{item}">' in page.text
        assert f"main:has(#{item} input:checked) #missing-{item}," in page.text
    assert '<fieldset id="q-phq9_1">' in page.text, "an answered item is not marked"
    assert 'id="missing-q-phq9_2"' in page.text, "an answer not among the options is listed"
    assert '<fieldset id="q-phq9_10">' in page.text
    listed = "".join(f":has(#q-phq9_{n} input:checked)" for n in range(2, 10))
    assert f"main{listed} .errors{{display:none}}" in page.text
    status = api.http.get(f"/v1/questionnaires/{questionnaire_id}").json()
    assert status == {"status": "RESULTS_NOT_AVAILABLE"}


def test_unknown_activity_link_is_404(api: Api) -> None:
    _, link, _ = open_activity(api, "gad-7")
    forged = link.rsplit("/", 1)[0] + "/not-a-real-token"
    assert httpx.get(forged).status_code == 404
    assert submit(forged, {"gad7_1": "1"}).status_code == 404


def test_unknown_questionnaire_type_lists_the_configured_ones(api: Api) -> None:
    response = api.http.post(
        "/v1/questionnaires", json={"user": {"userLabel": "p-1"}, "questionnaireType": "bdi-ii"}
    )
    detail = assert_validation_shape(response)
    assert detail[0]["loc"] == ["body", "questionnaireType"]
    assert "gad-7" in detail[0]["msg"]
    assert "phq-9" in detail[0]["msg"]


@pytest.mark.parametrize(
    ("data", "where"),
    [
        ({"contact": "jane.doe@example.org"}, ["body", "data", "contact"]),
        ({"notes": ["slept well", "call me on +44 7700 900123"]}, ["body", "data", "notes", 1]),
        ({"profile": {"ssn": "123-45-6789"}}, ["body", "data", "profile", "ssn"]),
        ({"ni": "QQ 12 34 56 C"}, ["body", "data", "ni"]),
        ({"phone": "555 0100"}, ["body", "data", "phone"]),
    ],
)
def test_user_data_with_personal_identifiers_is_refused(
    api: Api, data: dict[str, Any], where: list[Any]
) -> None:
    response = api.http.post(
        "/v1/user-data/mood-diary", json={"user": {"userLabel": "p-1"}, "data": data}
    )
    detail = assert_validation_shape(response)
    assert [entry["loc"] for entry in detail] == [where]


def test_user_data_without_identifiers_is_kept(api: Api) -> None:
    data = {
        "nights": [{"date": "2026-03-01", "start": "2026-03-01T23:10:00+01:00", "hours": 7.2}],
        "steps": 10432,
        "device": "band-3",
    }
    response = api.http.post(
        "/v1/user-data/sleep", json={"user": {"userLabel": "p-1"}, "data": data}
    )
    assert response.status_code == 200
    assert set(response.json()) == {"uploadId"}


def test_unknown_user_data_type_is_422(api: Api) -> None:
    response = api.http.post("/v1/user-data/genome", json={"user": {"userLabel": "p"}, "data": {}})
    detail = assert_validation_shape(response)
    assert detail[0]["loc"] == ["path", "upload_type"]
    assert "sleep" in detail[0]["msg"]


@pytest.mark.parametrize("name", ["phq-9", "gad-7"])
def test_definition_files_have_the_published_shape(name: str) -> None:
    definition = json.loads(resource_path("questionnaires", f"{name}.json").read_text("utf-8"))
    assert definition["id"] == name
    assert definition["credit"] == CREDIT
    frequency = definition["optionSets"]["frequency"]
    assert [o["label"] for o in frequency] == [
        "Not at all",
        "Several days",
        "More than half the days",
        "Nearly every day",
    ]
    assert [o["value"] for o in frequency] == [0, 1, 2, 3]
    scored = [q for q in definition["questions"] if q["scored"]]
    assert len(scored) == (9 if name == "phq-9" else 7)
    bands = definition["scoring"]["bands"]
    assert bands[0]["min"] == 0
    assert bands[-1]["max"] == 3 * len(scored)
    assert all(a["max"] + 1 == b["min"] for a, b in itertools.pairwise(bands))
