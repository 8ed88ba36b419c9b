"""Adversarial requests against a real engine over loopback: none may freeze it, crash it, leak
from it or outlive their welcome. The hostile inputs are made here, in the test; every loop is
bounded and every wait has a deadline.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import json
import os
import re
import resource
import secrets
import selectors
import signal
import socket
import stat
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx
import pytest
from pydantic import ValidationError

from tests.engine.engine_helpers import (
    Api,
    analysis_parents,
    analysis_workers,
    assert_validation_shape,
    client_for,
    engine_keys,
    recordings_folder,
    store_rows,
    wait_until,
)
from tests.hostile_recordings import DAMAGED_FLAC, zero_bit_wav
from tests.team_server import STORES, TeamServer, store_independent
from voxwell.api import MentalWellnessModelRunCreate, UserDataUpload
from voxwell.launcher.local_engine import LocalEngine

pytestmark = pytest.mark.slow


USER = {"userLabel": "p-1", "dateOfBirth": "1984-06-01", "birthSex": "FEMALE"}


_HELD_DECODER = '''
"""A decoder that holds: loaded by a test into the engine's processes, never shipped.

While the file ``armed`` lies beside this one, opening a recording with PyAV (the decoder library
the analysis calls) creates ``decoding`` and waits for ``release``: the test then knows that a
worker is inside the decoder, as it is when a damaged file crashes it.
"""
import pathlib
import time

_here = pathlib.Path(__file__).parent

try:
    import av
except ImportError:
    av = None

if av is not None:
    _open = av.open

    def _held_open(*args, **kwargs):
        if (_here / "armed").exists():
            (_here / "decoding").touch()
            deadline = time.monotonic() + 120
            while not (_here / "release").exists() and time.monotonic() < deadline:
                time.sleep(0.01)
        return _open(*args, **kwargs)

    av.open = _held_open
'''


def _python_path_with(folder: Path) -> str:
    """``PYTHONPATH`` for an engine that loads ``folder``'s ``sitecustomize.py`` (a test's
    stand-in for the outside world) before anything else."""
    return os.pathsep.join(p for p in (str(folder), os.environ.get("PYTHONPATH", "")) if p)


@dataclass
class Hostile(Api):
    decoder_gate: Path
    """Where the held decoder (``_HELD_DECODER``) looks for ``armed`` and ``release``."""


@pytest.fixture(scope="module", params=STORES)
def hostile(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Hostile]:
    """One engine (or team server) with one analysis process that deletes completed runs 1 s
    after they end, and whose decoder a test can hold (``Hostile.decoder_gate``)."""
    gate = tmp_path_factory.mktemp("decoder-gate")
    (gate / "sitecustomize.py").write_text(_HELD_DECODER, encoding="utf-8")
    env = {"VOXWELL_DELETE_DELAY": "1", "PYTHONPATH": _python_path_with(gate)}
    if request.param == "postgresql":
        root = tmp_path_factory.mktemp("hostile-team")
        with (
            TeamServer(request.getfixturevalue("postgres"), root, env=env) as team,
            client_for(team.nodes[0], team.api_key) as http,
        ):
            yield Hostile(http, team.nodes[0], gate)
        return
    data_dir = tmp_path_factory.mktemp("hostile-engine")
    key = f"vxk-hostile-{secrets.token_hex(8)}"
    with (
        LocalEngine(data_dir, api_key=key, workers=1, env=env) as engine,
        client_for(engine, key) as http,
    ):
        yield Hostile(http, engine, gate)


SCREENING = "the request is refused or screened before anything reaches the store"


def _address(engine: LocalEngine) -> tuple[str, int]:
    parts = urlsplit(engine.base_url)
    assert parts.hostname is not None
    assert parts.port is not None
    return parts.hostname, parts.port


def _head(method: str, path: str, api: Api, extra: str = "") -> bytes:
    host, port = _address(api.engine)
    return (
        f"{method} {path} HTTP/1.1\r\nHost: {host}:{port}\r\n"
        f"x-api-key: {api.engine.api_key}\r\ncontent-type: application/json\r\n{extra}\r\n"
    ).encode()


def _status_of(raw: bytes) -> int:
    return int(raw.split(b" ", 2)[1])


def _read_response(sock: socket.socket, within: float) -> bytes:
    """Bytes of one response, head and body (by its Content-Length), with a deadline.

    The head and the body may arrive in separate packets, so the body is read on until its
    declared length is in (or the engine closes the connection)."""
    sock.settimeout(within)
    data = b""
    with contextlib.suppress(ConnectionResetError):
        while b"\r\n\r\n" not in data or len(data) < _expected_length(data):
            chunk = sock.recv(65536)
            if not chunk:
                break
            data += chunk
    return data


def _expected_length(data: bytes) -> int:
    """The length of the whole response once its head is in: head plus Content-Length."""
    head, _, _ = data.partition(b"\r\n\r\n")
    match = re.search(rb"(?im)^content-length:\s*(\d+)\s*$", head)
    return len(head) + 4 + (int(match.group(1)) if match else 0)


# --- 1. Screening user data: linear time, never holding up other requests -----------------


@store_independent(SCREENING, fixture="hostile")
def test_health_answers_while_a_1_mib_user_data_value_is_screened(hostile: Api) -> None:
    # The first half made the old e-mail pattern try every start position to the end (hours
    # for this length); the second half is a worst case of the phone scan. No identifier.
    value = "a" * (512 * 1024) + "x1 " * (500 * 1024 // 3)
    body = json.dumps({"user": {"userLabel": "p-1"}, "data": {"notes": value}}).encode()
    assert len(body) <= 1024 * 1024
    sock = socket.create_connection(_address(hostile.engine), timeout=30)
    health: list[float] = []
    try:
        sock.sendall(
            _head("POST", "/v1/user-data/sleep", hostile, f"content-length: {len(body)}\r\n") + body
        )
        waiting = selectors.DefaultSelector()
        waiting.register(sock, selectors.EVENT_READ)
        with httpx.Client(base_url=hostile.engine.base_url, timeout=5) as other:
            # /health while the screen runs: each must answer (a frozen loop times out at 5 s)
            # and the loop must get answers in while the upload is still unanswered.
            answered_before_upload = 0
            for _ in range(2000):
                if waiting.select(0):
                    break
                started = time.perf_counter()
                assert other.get("/health").status_code == 200
                health.append(time.perf_counter() - started)
                if not waiting.select(0):
                    answered_before_upload += 1
        response = _read_response(sock, 60)
    finally:
        sock.close()
    assert _status_of(response) == 200, response[:300]
    assert answered_before_upload >= 1, "no /health answer arrived while the value was screened"
    print(f"/health while screening: n={len(health)} max={max(health) * 1000:.1f} ms")


@store_independent(SCREENING, fixture="hostile")
def test_identifiers_are_still_found_in_a_large_value(hostile: Api) -> None:
    value = "x1 " * 100_000 + " write to jane.doe@example.org " + "a" * 100_000
    response = hostile.http.post(
        "/v1/user-data/sleep", json={"user": {"userLabel": "p-1"}, "data": {"n": [value]}}
    )
    detail = assert_validation_shape(response)
    assert [entry["loc"] for entry in detail] == [["body", "data", "n", 0]]
    assert "e-mail" in detail[0]["msg"]


# --- 2. The 1 MiB body cap holds for chunked bodies ------------------------------------------


@store_independent(SCREENING, fixture="hostile")
def test_a_chunked_body_over_1_mib_is_413_and_not_read_to_the_end(hostile: Api) -> None:
    prefix = b'{"user": {"userLabel": "p-1", "dateOfBirth": "1984-06-01", "birthSex": "FEMALE"},'
    prefix += b' "language": "en", "tags": [{"name": "n", "value": "'
    chunk = b"v" * 65536
    sock = socket.create_connection(_address(hostile.engine), timeout=30)
    sent = 0
    try:
        sock.sendall(
            _head("POST", "/v1/models/mental-wellness", hostile, "transfer-encoding: chunked\r\n")
        )
        sock.sendall(b"%x\r\n%s\r\n" % (len(prefix), prefix))
        waiting = selectors.DefaultSelector()
        waiting.register(sock, selectors.EVENT_READ)
        # Up to 64 MiB, stopping as soon as the engine answers (it must, after about 1 MiB).
        for _ in range(1024):
            if waiting.select(0):
                break
            try:
                sock.sendall(b"%x\r\n%s\r\n" % (len(chunk), chunk))
            except (BrokenPipeError, ConnectionResetError):
                break
            sent += len(chunk)
        response = _read_response(sock, 30)
    finally:
        sock.close()
    assert _status_of(response) == 413, response[:300]
    assert b"1 MiB" in response
    assert sent < 8 * 1024 * 1024, "the engine kept reading long after the cap"


# --- 5. Strings that are not text, and numbers that are not JSON ---------------------------


def _post_raw(api: Api, path: str, raw: str) -> httpx.Response:
    # Raw text so that "\udfff" escapes and NaN reach the engine exactly as written.
    return api.http.post(path, content=raw.encode(), headers={"content-type": "application/json"})


_USER_JSON = json.dumps(USER)


@pytest.mark.parametrize(
    ("path", "raw", "where"),
    [
        (
            "/v1/models/mental-wellness",
            f'{{"user": {_USER_JSON}, "language": "en", "activityType": "\\udfff"}}',
            ["body", "activityType"],
        ),
        (
            "/v1/models/mental-wellness",
            f'{{"user": {_USER_JSON}, "language": "en", "tags": [{{"name": "a\\ud800", '
            '"value": "v"}]}',
            ["body", "tags", 0, "name"],
        ),
        (
            "/v1/models/mental-wellness",
            '{"user": {"userLabel": "\\udfff", "dateOfBirth": "1984-06-01", "birthSex": "MALE"},'
            ' "language": "en"}',
            ["body", "user", "userLabel"],
        ),
        (
            "/v1/user-data/sleep",
            '{"user": {"userLabel": "p"}, "data": {"n": ["ok", "\\udfff"]}}',
            ["body", "data"],
        ),
        ("/v1/user-data/sleep", '{"user": {"userLabel": "p"}, "data": {"\\udc00": 1}}', None),
        # NUL is no text character: PostgreSQL cannot store it (a team server answered 500).
        (
            "/v1/questionnaires",
            '{"user": {"userLabel": "a\\u0000b"}, "questionnaireType": "phq-9"}',
            ["body", "user", "userLabel"],
        ),
        ("/v1/user-data/sleep", '{"user": {"userLabel": "p"}, "data": {"h": NaN}}', None),
        ("/v1/user-data/sleep", '{"user": {"userLabel": "p"}, "data": {"h": [Infinity]}}', None),
        ("/v1/user-data/sleep", '{"user": {"userLabel": "p"}, "data": {"h": -Infinity}}', None),
    ],
)
def test_strings_that_are_not_text_and_non_finite_numbers_are_422(
    hostile: Api, path: str, raw: str, where: list[Any] | None
) -> None:
    detail = assert_validation_shape(_post_raw(hostile, path, raw))
    assert [entry["loc"] for entry in detail] == [where or ["body", "data"]]
    # The engine keeps answering on this connection (a 500 used to drop it).
    assert hostile.http.get("/v1/account").status_code == 200


@pytest.mark.parametrize(
    ("path", "body", "where"),
    [
        ("/v1/models/mental-wellness", {"activityType": "x" * 257}, ["body", "activityType"]),
        (
            "/v1/models/mental-wellness",
            {"tags": [{"name": "n" * 257, "value": "v"}]},
            ["body", "tags", 0, "name"],
        ),
        (
            "/v1/models/mental-wellness",
            {"tags": [{"name": "n", "value": "v" * 4097}]},
            ["body", "tags", 0, "value"],
        ),
        (
            "/v1/models/mental-wellness",
            {"tags": [{"name": f"n{i}", "value": "v"} for i in range(65)]},
            ["body", "tags"],
        ),
        ("/v1/questionnaires", {"questionnaireType": "q" * 257}, ["body", "questionnaireType"]),
    ],
)
@store_independent(SCREENING, fixture="hostile")
def test_string_fields_have_length_limits(
    hostile: Api, path: str, body: dict[str, Any], where: list[Any]
) -> None:
    if path == "/v1/questionnaires":
        full: dict[str, Any] = {"user": {"userLabel": "p-1"}, **body}
    else:
        full = {"user": USER, "language": "en", **body}
    detail = assert_validation_shape(hostile.http.post(path, json=full))
    assert [entry["loc"] for entry in detail] == [where]
    assert detail[0]["type"] in ("string_too_long", "too_long")


def test_a_refused_length_names_the_limit_and_a_blank_label_is_refused(hostile: Api) -> None:
    path = "/v1/models/mental-wellness"
    too_long = {"user": USER, "language": "en", "tags": [{"name": "n", "value": "v" * 100_000}]}
    detail = assert_validation_shape(hostile.http.post(path, json=too_long))
    assert "at most 4096 characters" in detail[0]["msg"], detail
    for label in ("", " ", "  \t\n "):
        blank = {"user": {**USER, "userLabel": label}, "language": "en"}
        detail = assert_validation_shape(
            hostile.http.post("/v1/models/mental-wellness", json=blank)
        )
        assert [entry["loc"] for entry in detail] == [["body", "user", "userLabel"]], label
    spaced = {**USER, "userLabel": "  p-1  "}  # kept as sent: only a label of spaces is refused
    assert hostile.create_run(user=spaced)["id"]


def test_the_client_models_refuse_what_the_engine_refuses() -> None:
    with pytest.raises(ValidationError):
        MentalWellnessModelRunCreate.model_validate(
            {"user": USER, "language": "en", "activityType": "\udfff"}
        )
    with pytest.raises(ValidationError):
        MentalWellnessModelRunCreate.model_validate(
            {"user": USER, "language": "en", "activityType": "x" * 257}
        )
    with pytest.raises(ValidationError):
        UserDataUpload.model_validate({"user": {"userLabel": "p"}, "data": {"h": float("nan")}})
    kept = UserDataUpload.model_validate({"user": {"userLabel": "p"}, "data": {"h": 7.5}})
    assert kept.data == {"h": 7.5}


# --- 6. Smaller ones ---------------------------------------------------------------------


def _keys(data_dir: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "voxwell", "engine", "keys", *args, "--data-dir", str(data_dir)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_keys_revoke_takes_hex_ids_only(tmp_path: Path) -> None:
    engine_keys(tmp_path, "create")
    for pattern in ("%", "_", "%%", " ", "*", "0x"):
        done = _keys(tmp_path, "revoke", pattern)
        assert done.returncode == 1, (pattern, done.stdout, done.stderr)
        assert "not a key id" in done.stderr
    listed = engine_keys(tmp_path, "list")
    assert listed.count("active") == 1
    assert "revoked" not in listed
    key_id = listed.split()[0]
    assert _keys(tmp_path, "revoke", key_id[:6].upper()).returncode == 0
    assert "revoked" in engine_keys(tmp_path, "list")


def test_keys_create_makes_an_owner_only_data_folder(tmp_path: Path) -> None:
    data_dir = tmp_path / "new" / "engine"
    engine_keys(data_dir, "create")
    assert stat.S_IMODE(data_dir.stat().st_mode) == 0o700
    for name in ("engine.sqlite3", "engine.sqlite3-wal", "engine.sqlite3-shm"):
        if (data_dir / name).exists():
            assert stat.S_IMODE((data_dir / name).stat().st_mode) == 0o600, name


def test_the_activity_page_cannot_be_framed(hostile: Api) -> None:
    created = hostile.http.post(
        "/v1/questionnaires", json={"user": {"userLabel": "p-1"}, "questionnaireType": "phq-9"}
    )
    assert created.status_code == 200, created.text
    page = httpx.get(created.json()["activityLink"], timeout=30)
    assert page.status_code == 200
    assert "frame-ancestors 'none'" in page.headers["content-security-policy"]
    assert page.headers["x-frame-options"] == "DENY"


def test_links_come_from_the_engine_not_from_the_host_header(hostile: Api) -> None:
    port = _address(hostile.engine)[1]
    spoofed = {"host": "localhost:1"}
    run = hostile.http.post(
        "/v1/models/mental-wellness", json={"user": USER, "language": "en"}, headers=spoofed
    )
    assert run.status_code == 200, run.text
    questionnaire = hostile.http.post(
        "/v1/questionnaires",
        json={"user": {"userLabel": "p-1"}, "questionnaireType": "gad-7"},
        headers=spoofed,
    )
    assert questionnaire.status_code == 200, questionnaire.text
    for link in (run.json()["recordingUploadUrl"], questionnaire.json()["activityLink"]):
        assert link.startswith(f"http://127.0.0.1:{port}/"), link


def test_upload_tokens_in_a_non_canonical_form_are_refused(hostile: Api) -> None:
    run = hostile.create_run()
    url: str = run["recordingUploadUrl"]
    base, token = url.rsplit("/", 1)
    run_id, slot, expiry, signature = token.split(".")
    variants = [
        f"{run_id}.{slot}.0{expiry}.{signature}",
        f"{run_id}.{slot}.+{expiry}.{signature}",
        f"{run_id}.{slot}.{expiry} .{signature}",
        f"{run_id}.{slot}.{expiry}_.{signature}",
    ]
    for variant in variants:
        answer = httpx.put(f"{base}/{variant}", content=DAMAGED_FLAC, timeout=30)
        assert answer.status_code == 403, (variant, answer.text)
    assert hostile.get_run(run["id"]).json()["status"] == "CREATED"


def test_error_reasons_name_no_server_path(hostile: Api) -> None:
    run = hostile.analyse(DAMAGED_FLAC)
    assert run["status"] == "COMPLETE_ERROR"
    assert run["errorCode"] == "ERR_RECORDING_INVALID_FORMAT"
    reason: str = run["errorReason"]
    assert str(hostile.engine.data_dir) not in reason
    assert str(recordings_folder(hostile.engine)) not in reason
    assert "/" not in reason, reason
    assert ".audio" not in reason, reason


def test_a_zero_bit_wav_is_an_invalid_recording(hostile: Api) -> None:
    run = hostile.analyse(zero_bit_wav())
    assert run["status"] == "COMPLETE_ERROR"
    assert run["errorCode"] == "ERR_RECORDING_INVALID_FORMAT", run


def _store_bytes(data_dir: Path) -> bytes:
    return b"".join(
        (data_dir / name).read_bytes()
        for name in ("engine.sqlite3", "engine.sqlite3-wal")
        if (data_dir / name).exists()
    )


def _rows_holding(engine: LocalEngine, marker: str) -> int:
    found = store_rows(engine, "SELECT count(*) FROM runs WHERE tags_json LIKE ?", (f"%{marker}%",))
    return int(found[0][0])


def test_a_deleted_run_leaves_nothing_in_the_store_files(hostile: Api) -> None:
    marker = f"marker-{secrets.token_hex(12)}"
    run = hostile.create_run(deleteData=True, tags=[{"name": "t", "value": marker}])
    assert hostile.upload(run["recordingUploadUrl"], DAMAGED_FLAC).status_code == 200
    hostile.wait_final(run["id"])
    assert _rows_holding(hostile.engine, marker) == 1
    # SQLite's files are the engine's own: it also answers for their bytes. (PostgreSQL keeps
    # its files itself; docs/deploy.md says what that means for deleted data.)
    sqlite = getattr(hostile.engine, "database", None) is None
    if sqlite:
        assert marker.encode() in _store_bytes(hostile.engine.data_dir)
    wait_until(
        lambda: hostile.get_run(run["id"]).status_code == 404, within=60, what="the deletion"
    )
    assert _rows_holding(hostile.engine, marker) == 0
    if sqlite:
        # The same bytes a kill -9 would leave behind: the database file and its write-ahead
        # log. The row goes (404) just before the log is checkpointed: let that moment pass.
        wait_until(
            lambda: marker.encode() not in _store_bytes(hostile.engine.data_dir),
            within=10,
            what="the deleted run to leave the database and its log",
        )


def test_repeated_recordings_in_data_to_delete_keep_the_run(hostile: Api) -> None:
    run = hostile.create_run(deleteData=True, dataToDelete=["RECORDINGS", "RECORDINGS"])
    assert hostile.upload(run["recordingUploadUrl"], DAMAGED_FLAC).status_code == 200
    hostile.wait_final(run["id"])
    audio = recordings_folder(hostile.engine) / run["id"]
    wait_until(lambda: not audio.exists(), within=60, what="the recordings to be deleted")
    kept = hostile.get_run(run["id"])
    assert kept.status_code == 200, "only the recordings were to be deleted"
    assert kept.json()["dataToDelete"] == ["RECORDINGS", "RECORDINGS"]


# --- 4. A crashed analysis process ends its run for good -----------------------------------


def test_a_decoder_crash_ends_the_run_with_a_final_format_error(
    hostile: Hostile, audio_fixtures: Path
) -> None:
    # A decoder fault (an 8-channel WAV segfaulted it) kills the worker with SIGSEGV; here the
    # same signal is sent to the worker while it is held inside the decoder (a fast machine
    # analysed the whole recording between the test seeing the attempt and the signal).
    gate = hostile.decoder_gate
    (gate / "armed").touch()
    try:
        run = hostile.create_run()
        upload = hostile.upload(run["recordingUploadUrl"], audio_fixtures / "read_passage_en.flac")
        assert upload.status_code == 200
        wait_until((gate / "decoding").exists, within=120, what="the worker in the decoder")
        workers = [
            pid for parent in analysis_parents(hostile.engine) for pid in analysis_workers(parent)
        ]
        assert workers, "the analysis runs in a worker process"
        for pid in workers:
            os.kill(pid, signal.SIGSEGV)
    finally:
        (gate / "armed").unlink()
        (gate / "release").touch()
    ended = hostile.wait_final(run["id"], within=60)
    assert ended["status"] == "COMPLETE_ERROR"
    assert ended["errorCode"] == "ERR_RECORDING_INVALID_FORMAT", ended
    assert "try" not in ended["errorReason"].lower()


# --- 3. Slow clients ------------------------------------------------------------------------


@contextlib.contextmanager
def _open_file_limit(soft: int) -> Iterator[None]:
    old_soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(soft, hard), hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (old_soft, hard))


def test_slow_connections_neither_starve_new_clients_nor_stay_open(tmp_path: Path) -> None:
    header_timeout = 2.0
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and hard < 2400:
        pytest.skip(f"the hard open-file limit ({hard}) is too low for 1,100 connections")
    env = {"VOXWELL_HEADER_TIMEOUT": str(header_timeout), "VOXWELL_KEEP_ALIVE_TIMEOUT": "1"}
    engine = LocalEngine(tmp_path, api_key=f"vxk-slow-{secrets.token_hex(8)}", workers=1, env=env)
    # Started with the common default limit of 1,024 open files: it must raise its own.
    with _open_file_limit(1024):
        engine.start(60)
    slow: list[socket.socket] = []
    try:
        address = _address(engine)
        for index in range(1100):
            sock = socket.create_connection(address, timeout=10)
            if index % 2:
                sock.sendall(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nx-slow: ")  # half a head
            slow.append(sock)
        opened = time.monotonic()
        with httpx.Client(base_url=engine.base_url, timeout=1.0) as fresh:
            assert fresh.get("/health").status_code == 200
        # Every slow connection is closed by the engine once the header time limit has passed.
        waiting = selectors.DefaultSelector()
        for sock in slow:
            waiting.register(sock, selectors.EVENT_READ)
        deadline = opened + header_timeout + 3.0
        open_ones = len(slow)
        while open_ones and time.monotonic() < deadline:
            for key, _ in waiting.select(max(0.0, deadline - time.monotonic())):
                sock = key.fileobj
                assert isinstance(sock, socket.socket)
                with contextlib.suppress(ConnectionResetError):
                    assert sock.recv(1024) == b""
                waiting.unregister(sock)
                open_ones -= 1
        assert open_ones == 0, f"{open_ones} slow connections were still open"
    finally:
        for sock in slow:
            sock.close()
        engine.stop()


# --- A full disk ---------------------------------------------------------------------------


@pytest.fixture
def tiny_disk(tmp_path: Path) -> Iterator[Path]:
    """A 6 MiB tmpfs (needs root and mount; skipped otherwise)."""
    mount_point = tmp_path / "tiny"
    mount_point.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=6m,mode=0700", "tmpfs", str(mount_point)],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        pytest.skip(f"cannot mount a small file system here: {done.stderr.strip()}")
    try:
        yield mount_point
    finally:
        subprocess.run(["umount", "-l", str(mount_point)], check=False)


def test_a_full_disk_is_a_clear_507(tiny_disk: Path) -> None:
    key = f"vxk-full-{secrets.token_hex(8)}"
    with (
        LocalEngine(tiny_disk / "engine", api_key=key, workers=1) as engine,
        client_for(engine, key) as http,
    ):
        api = Api(http, engine)
        run = api.create_run()
        answer = api.upload(run["recordingUploadUrl"], bytes(8 * 1024 * 1024))
        assert answer.status_code == 507, answer.text
        assert "disk is full" in answer.json()["detail"]
        assert list((engine.data_dir / "audio").rglob("*.part")) == []
        # Nothing was kept, and the engine still answers.
        assert api.get_run(run["id"]).json()["status"] == "CREATED"
        assert http.get("/v1/account").status_code == 200


# --- 8. Uploads on a slow disk -------------------------------------------------------------

_SLOW_DISK = '''
"""A disk that stalls: loaded by a test into the engine's processes, never shipped.

Writes to an upload's temporary file (``*.part``) block until the test creates the file
``release`` beside this one; the first such write creates ``writing`` to say it has begun.
"""
import io
import pathlib
import time

_here = pathlib.Path(__file__).parent
_open = io.open


class _StalledFile:
    def __init__(self, handle):
        self._handle = handle

    def write(self, data):
        (_here / "writing").touch()
        deadline = time.monotonic() + 120
        while not (_here / "release").exists() and time.monotonic() < deadline:
            time.sleep(0.01)
        return self._handle.write(data)

    def __getattr__(self, name):
        return getattr(self._handle, name)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return self._handle.__exit__(*exc)


def _stalling_open(file, mode="r", *args, **kwargs):
    handle = _open(file, mode, *args, **kwargs)
    if str(file).endswith(".part") and "w" in mode:
        return _StalledFile(handle)
    return handle


io.open = _stalling_open
'''


def test_an_upload_stalled_on_disk_holds_up_no_other_request(tmp_path: Path) -> None:
    # Upload bytes are written to disk off the event loop: while one upload's write is stuck
    # (a slow or overloaded disk), every other request is still answered.
    disk = tmp_path / "slow-disk"
    disk.mkdir()
    (disk / "sitecustomize.py").write_text(_SLOW_DISK, encoding="utf-8")
    key = f"vxk-slowdisk-{secrets.token_hex(8)}"
    engine = LocalEngine(
        tmp_path / "data", api_key=key, workers=1, env={"PYTHONPATH": _python_path_with(disk)}
    )
    with engine, client_for(engine, key) as http:
        api = Api(http, engine)
        run = api.create_run()
        uploading = concurrent.futures.ThreadPoolExecutor(max_workers=1)
        answer = uploading.submit(api.upload, run["recordingUploadUrl"], bytes(300 * 1024))
        try:
            wait_until((disk / "writing").exists, within=30, what="the upload's first write")
            with httpx.Client(base_url=engine.base_url, timeout=5) as other:
                assert other.get("/health").status_code == 200  # a frozen loop times out
                assert api.get_run(run["id"]).json()["status"] == "CREATED"
            assert not answer.done()
        finally:
            (disk / "release").touch()
            uploading.shutdown(wait=True)
        assert answer.result().status_code == 200, answer.result().text
