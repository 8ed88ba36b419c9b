"""Questionnaire links shared on the network: a listener of its own, bound to a second loopback
address (127.0.0.2 stands in for the computer's address on the local network), serves the
activity pages and nothing else; the API stays on 127.0.0.1. Links expire when answered or a day
after they were made; a PHQ-9 answer above 0 on item 9 is followed by the site's crisis text."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest

from tests.engine.engine_process import EngineProcess, engine_process
from tests.service_fixtures import SECOND_ADDRESS, needs_second_address

SHARED = SECOND_ADDRESS
CRISIS = "Call 999 now, or the Riverside crisis team on 0800 000 000.\n\nYou are not alone."


pytestmark = [pytest.mark.slow, needs_second_address()]


@pytest.fixture(scope="module")
def shared(tmp_path_factory: pytest.TempPathFactory) -> Iterator[EngineProcess]:
    env = {"VOXWELL_SHARE_HOST": SHARED, "VOXWELL_CRISIS_TEXT": CRISIS, "VOXWELL_METRICS": "1"}
    with engine_process(tmp_path_factory.mktemp("shared"), env) as engine:
        yield engine


def _create(engine: EngineProcess, kind: str = "phq-9") -> tuple[str, str]:
    created = httpx.post(
        f"{engine.base_url}/v1/questionnaires",
        json={"user": {"userLabel": "p-7"}, "questionnaireType": kind},
        headers={"x-api-key": engine.api_key},
    )
    assert created.status_code == 200, created.text
    return created.json()["id"], created.json()["activityLink"]


def test_the_link_points_at_the_sharing_listener_and_the_api_stays_on_loopback(
    shared: EngineProcess,
) -> None:
    assert urlsplit(shared.base_url).hostname == "127.0.0.1"
    _, link = _create(shared)
    where = urlsplit(link)
    assert where.hostname == SHARED
    assert where.port != urlsplit(shared.base_url).port, "a listener of its own"
    assert f"Questionnaire pages shared at http://{SHARED}:{where.port}" in shared.lines
    page = httpx.get(link)
    assert page.status_code == 200
    assert "<fieldset" in page.text
    # Nothing listens on the network address at the API's port.
    with pytest.raises(httpx.ConnectError):
        httpx.get(f"http://{SHARED}:{urlsplit(shared.base_url).port}/health/live")


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("GET", "/v1/questionnaires/{id}"),
        ("POST", "/v1/questionnaires"),
        ("GET", "/v1/runs/mental-wellness"),
        ("GET", "/health/live"),
        ("GET", "/metrics"),
        ("GET", "/openapi.json"),
        ("GET", "/activities/"),
        ("GET", "/activities"),
        ("GET", "/activities/not-a-real-token-at-all"),
        ("POST", "/activities/not-a-real-token-at-all"),
        ("GET", "/"),
    ],
)
def test_the_sharing_listener_refuses_everything_but_a_page_with_its_token(
    shared: EngineProcess, method: str, path: str
) -> None:
    questionnaire_id, link = _create(shared)
    base = link.split("/activities/")[0]
    url = base + path.format(id=questionnaire_id)
    answer = httpx.request(
        method,
        url,
        headers={"x-api-key": shared.api_key},
        json={"user": {"userLabel": "p-7"}, "questionnaireType": "phq-9"},
    )
    assert answer.status_code == 404, (path, answer.text)
    assert questionnaire_id not in answer.text
    # The same request on the API's own listener is served (the refusal is the listener's).
    if path.startswith("/v1/questionnaires/"):
        own = httpx.get(
            shared.base_url + path.format(id=questionnaire_id),
            headers={"x-api-key": shared.api_key},
        )
        assert own.status_code == 200


def test_a_flagged_answer_shows_the_sites_crisis_text_and_the_link_then_expires(
    shared: EngineProcess,
) -> None:
    questionnaire_id, link = _create(shared)
    answers = {f"phq9_{n}": "0" for n in range(1, 11)} | {"phq9_9": "1"}
    page = httpx.post(link, data=answers)
    assert page.status_code == 200
    assert "Thank you" in page.text
    for paragraph in CRISIS.split("\n\n"):
        assert f"<p>{paragraph}</p>" in page.text
    # The clinician's side still carries the flag.
    result = httpx.get(
        f"{shared.base_url}/v1/questionnaires/{questionnaire_id}",
        headers={"x-api-key": shared.api_key},
    ).json()
    assert result["details"]["scoreDetails"]["scoreMetadata"]["safetyFlag"] is True
    # Answered: the link takes no second answer.
    assert httpx.post(link, data=answers).status_code == 409


def test_a_link_not_answered_within_a_day_expires(shared: EngineProcess) -> None:
    _, link = _create(shared, "gad-7")
    assert httpx.get(link).status_code == 200
    token = link.rsplit("/", 1)[1]
    data_dir = Path(shared.process.args[shared.process.args.index("--data-dir") + 1])
    with sqlite3.connect(data_dir / "engine.sqlite3") as writer:  # made 25 hours ago
        writer.execute(
            "UPDATE questionnaires SET created_at = created_at - 90000 WHERE token = ?", (token,)
        )
    page = httpx.get(link)
    assert page.status_code == 404
    assert "a link lasts a day" in page.text
    assert httpx.post(link, data={"gad7_1": "0"}).status_code == 404


def test_sharing_is_off_by_default(tmp_path: Path) -> None:
    with engine_process(tmp_path) as engine:
        _, link = _create(engine)
        assert urlsplit(link).hostname == "127.0.0.1"
        assert urlsplit(link).port == urlsplit(engine.base_url).port
        assert not any("shared at" in line for line in engine.lines)
