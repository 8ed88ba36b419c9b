"""Prometheus metrics and JSON logs (issue 24): off on the desktop engine, on by a setting for a
team server; the listed series are there and parse with prometheus-client's own parser, and
nothing in a scrape or a request log line is an API key, a user label, a run id or a path.
"""

from __future__ import annotations

import json
import uuid
from pathlib import Path

import httpx
import pytest

from tests.engine.engine_helpers import USER, Api, client_for
from tests.engine.engine_process import engine_process
from tests.engine.s3_server import free_port
from tests.postgres_cluster import PostgresCluster
from tests.team_server import TeamServer

pytestmark = pytest.mark.slow


parser = pytest.importorskip("prometheus_client.parser", reason="metrics are in the team extra")

_SECRET_LABEL = "label-7f3a-never-in-metrics"


def _families(text: str) -> dict[str, list[tuple[dict[str, str], float]]]:
    found: dict[str, list[tuple[dict[str, str], float]]] = {}
    for family in parser.text_string_to_metric_families(text):
        for sample in family.samples:
            found.setdefault(sample.name, []).append((dict(sample.labels), sample.value))
    return found


def test_the_desktop_engine_serves_no_metrics_unless_asked(tmp_path: Path) -> None:
    with engine_process(tmp_path) as engine:
        assert httpx.get(f"{engine.base_url}/metrics", timeout=10).status_code == 404


def test_a_team_server_exposes_the_listed_series_and_nothing_private(
    postgres: PostgresCluster, tmp_path: Path, audio_fixtures: Path
) -> None:
    worker_port = free_port()
    env = {"VOXWELL_METRICS": "1", "VOXWELL_WORKER_METRICS_PORT": str(worker_port)}
    with (
        TeamServer(postgres, tmp_path, env=env) as team,
        client_for(team.nodes[0], team.api_key) as http,
    ):
        api = Api(http, team.nodes[0])
        user = {**USER, "userLabel": _SECRET_LABEL}
        done = api.analyse(
            audio_fixtures / "mood_answer_en.flac",
            user=user,
            tags=[{"name": "site", "value": _SECRET_LABEL}],
        )
        assert done["status"] == "COMPLETE_OK", done
        unknown = uuid.uuid4()
        assert api.get_run(str(unknown)).status_code == 404
        assert http.get("/no/such/private/path").status_code == 404
        assert httpx.get(f"{team.nodes[0].base_url}/v1/account", timeout=10).status_code == 401

        node_text = http.get("/metrics").text
        worker_text = httpx.get(f"http://127.0.0.1:{worker_port}/metrics", timeout=10).text

    node, worker = _families(node_text), _families(worker_text)
    routes = {labels["route"] for labels, _ in node["voxwell_http_request_duration_seconds_count"]}
    assert "/v1/models/mental-wellness/{model_run_id}" in routes
    assert "/v1/uploads/{token}" in routes or any("{" in route for route in routes)
    assert "unrouted" in routes  # the unknown path and the refused key, by no path of theirs
    states = {labels["state"] for labels, _ in node["voxwell_queue_jobs"]}
    assert states == {"todo", "doing"}
    assert worker["voxwell_job_wait_seconds_count"][0][1] >= 1
    analysed = worker["voxwell_analysis_duration_seconds_count"]
    assert ({"model": "mental-wellness", "language": "en"}, 1.0) in analysed
    outcomes = worker["voxwell_runs_completed_total"]
    assert ({"outcome": "COMPLETE_OK"}, 1.0) in outcomes

    for text in (node_text, worker_text):
        for private in (team.api_key, _SECRET_LABEL, done["id"], str(unknown), "private/path"):
            assert private not in text


def test_json_logs_have_one_object_per_line_and_name_routes_by_template(tmp_path: Path) -> None:
    with engine_process(tmp_path, {"VOXWELL_JSON_LOGS": "1"}) as engine:
        headers = {"x-api-key": engine.api_key}
        unknown = str(uuid.uuid4())
        with httpx.Client(base_url=engine.base_url, headers=headers, timeout=10) as http:
            assert http.get(f"/v1/models/mental-wellness/{unknown}").status_code == 404
    logged = [json.loads(line) for line in engine.lines if line.startswith("{")]
    requests = [entry["http"] for entry in logged if "http" in entry]
    assert {"method": "GET", "route": "/v1/models/mental-wellness/{model_run_id}"}.items() <= (
        requests[-1].items()
    )
    assert requests[-1]["status"] == 404
    everything = "\n".join(engine.lines)
    assert unknown not in everything
    assert engine.api_key not in everything
