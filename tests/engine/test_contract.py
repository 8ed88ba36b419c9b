"""The HTTP contract of every endpoint: 200, 401 (no key, wrong key), 404 (unknown, another
key's), the exact 422 shape for every kind of bad body, and the OpenAPI snapshot."""

from __future__ import annotations

import json
import os
import uuid
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.engine.engine_helpers import USER, Api, assert_validation_shape

pytestmark = pytest.mark.slow


SNAPSHOT = Path(__file__).with_name("openapi_snapshot.json")

MW_BODY: dict[str, Any] = {"user": USER, "language": "en"}
Q_BODY: dict[str, Any] = {"user": {"userLabel": "participant-017"}, "questionnaireType": "phq-9"}
UD_BODY: dict[str, Any] = {"user": {"userLabel": "participant-017"}, "data": {"hours": 7.5}}

# (method, path, JSON body) of every route that needs a key.
KEYED = [
    ("POST", "/v1/models/mental-wellness", MW_BODY),
    ("GET", f"/v1/models/mental-wellness/{uuid.UUID(int=1)}", None),
    ("POST", "/v1/models/apollo", MW_BODY),
    ("GET", f"/v1/models/apollo/{uuid.UUID(int=2)}", None),
    ("POST", "/v1/questionnaires", Q_BODY),
    ("GET", f"/v1/questionnaires/{uuid.UUID(int=3)}", None),
    ("POST", "/v1/user-data/sleep", UD_BODY),
    ("GET", "/v1/account", None),
]
KEYED_IDS = [f"{method} {path}" for method, path, _ in KEYED]


def test_health_needs_no_key(anonymous: httpx.Client) -> None:
    response = anonymous.get("/health")
    assert response.status_code == 200
    assert response.json()["status"] == "ok"
    assert response.json()["version"]


@pytest.mark.parametrize(("method", "path", "body"), KEYED, ids=KEYED_IDS)
def test_every_route_refuses_a_missing_or_wrong_key(
    anonymous: httpx.Client, method: str, path: str, body: Any
) -> None:
    missing = anonymous.request(method, path, json=body)
    wrong = anonymous.request(method, path, json=body, headers={"x-api-key": "vxk-not-a-key"})
    for response in (missing, wrong):
        assert response.status_code == 401
        assert isinstance(response.json()["detail"], str)
    # A missing key is a 401 even when the body is also malformed.
    assert anonymous.request(method, path, content=b"{").status_code == 401


def test_create_and_read_back_every_resource(api: Api) -> None:
    run = api.create_run(
        tags=[{"name": "site", "value": "A"}],
        activityType="diary",
        deleteData=True,
        dataToDelete=["RECORDINGS"],
    )
    got = api.get_run(run["id"]).json()
    assert got["status"] == "CREATED"
    assert got["userLabel"] == USER["userLabel"]
    assert got["tags"] == [{"name": "site", "value": "A"}]
    assert got["activityType"] == "diary"
    assert got["deleteData"] is True
    assert got["dataToDelete"] == ["RECORDINGS"]
    for absent in ("runAt", "completedAt", "results", "errorCode", "errorReason", "warnings"):
        assert absent not in got
    apollo = api.create_run("apollo")
    assert set(apollo["uploadUrls"]) == {"moodQuestionUploadUrl", "readAloudUploadUrl"}
    got = api.get_run(apollo["id"], "apollo").json()
    assert got["status"] == "CREATED"
    assert got["deleteData"] is False
    questionnaire = api.http.post("/v1/questionnaires", json=Q_BODY).json()
    status = api.http.get(f"/v1/questionnaires/{questionnaire['id']}").json()
    assert status == {"status": "RESULTS_NOT_AVAILABLE"}
    upload = api.http.post("/v1/user-data/sleep", json=UD_BODY)
    assert upload.status_code == 200
    assert uuid.UUID(upload.json()["uploadId"])
    account = api.http.get("/v1/account").json()
    team = getattr(api.engine, "database", None) is not None
    assert account["id"].startswith("team-" if team else "local-")
    assert {"mental-wellness", "apollo", "questionnaire:phq-9", "user-data:sleep"} <= set(
        account["features"]
    )


def test_another_keys_resources_are_not_found(api: Api, other_api: Api) -> None:
    run = api.create_run()
    apollo = api.create_run("apollo")
    questionnaire = api.http.post("/v1/questionnaires", json=Q_BODY).json()
    for path in (
        f"/v1/models/mental-wellness/{run['id']}",
        f"/v1/models/apollo/{apollo['id']}",
        f"/v1/questionnaires/{questionnaire['id']}",
    ):
        assert api.http.get(path).status_code == 200
        hidden = other_api.http.get(path)
        assert hidden.status_code == 404
        assert isinstance(hidden.json()["detail"], str)
    # Nor is a run of one kind found under the other kind's path.
    assert api.http.get(f"/v1/models/apollo/{run['id']}").status_code == 404


@pytest.mark.parametrize(
    "path",
    ["/v1/models/mental-wellness/{id}", "/v1/models/apollo/{id}", "/v1/questionnaires/{id}"],
)
def test_unknown_and_malformed_ids(api: Api, path: str) -> None:
    assert api.http.get(path.format(id=uuid.uuid4())).status_code == 404
    detail = assert_validation_shape(api.http.get(path.format(id="not-a-uuid")))
    assert detail[0]["loc"][0] == "path"


BAD_BODIES = [
    pytest.param(b"", {}, id="no-body"),
    pytest.param(b"{", {"content-type": "application/json"}, id="truncated-json"),
    pytest.param(b"\xff\xfe\x00{", {"content-type": "application/json"}, id="undecodable"),
    pytest.param(b"user=a", {"content-type": "application/x-www-form-urlencoded"}, id="form"),
    pytest.param(b"hello", {"content-type": "text/plain"}, id="text"),
    pytest.param(b"[]", {"content-type": "application/json"}, id="array"),
    pytest.param(b"null", {"content-type": "application/json"}, id="null"),
]


@pytest.mark.parametrize(
    "path",
    [
        "/v1/models/mental-wellness",
        "/v1/models/apollo",
        "/v1/questionnaires",
        "/v1/user-data/sleep",
    ],
)
@pytest.mark.parametrize(("content", "headers"), BAD_BODIES)
def test_malformed_bodies_are_422(
    api: Api, path: str, content: bytes, headers: dict[str, str]
) -> None:
    assert_validation_shape(api.http.post(path, content=content, headers=headers))


@pytest.mark.parametrize(
    ("body", "where"),
    [
        ({**MW_BODY, "extra": 1}, ["body", "extra"]),
        ({**MW_BODY, "deleteData": 0}, ["body", "deleteData"]),
        ({**MW_BODY, "language": "fr-FR"}, ["body", "language"]),
        ({"user": {**USER, "dateOfBirth": 0}, "language": "en"}, ["body", "user", "dateOfBirth"]),
        ({"user": {**USER, "birthSex": "M"}, "language": "en"}, ["body", "user", "birthSex"]),
        ({"language": "en"}, ["body", "user"]),
        ({**MW_BODY, "dataToDelete": ["AUDIO"]}, ["body", "dataToDelete", 0]),
    ],
)
def test_field_errors_point_at_the_field(api: Api, body: dict[str, Any], where: list[Any]) -> None:
    detail = assert_validation_shape(api.http.post("/v1/models/mental-wellness", json=body))
    assert any(entry["loc"] == where for entry in detail), detail


def test_openapi_matches_the_committed_snapshot(anonymous: httpx.Client) -> None:
    served = anonymous.get("/openapi.json").json()
    assert served["info"]["version"] == "1.0.0"
    assert served["components"]["securitySchemes"]["APIKeyHeader"]["name"] == "x-api-key"
    if os.environ.get("VOXWELL_UPDATE_SNAPSHOT") == "1":
        SNAPSHOT.write_text(json.dumps(served, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    committed = json.loads(SNAPSHOT.read_text(encoding="utf-8"))
    assert served == committed, (
        "The engine's OpenAPI description changed. If that is intended, run the tests with "
        "VOXWELL_UPDATE_SNAPSHOT=1 and commit tests/engine/openapi_snapshot.json."
    )
