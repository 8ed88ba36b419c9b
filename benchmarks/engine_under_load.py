"""Polls while the engine takes many uploads at once: how long a client waits for its run's status.

    .venv/bin/python benchmarks/engine_under_load.py [-n 150] [-m 50] [--interval 0.25]
        [--workers 2] [--file tests/fixtures/audio/short_8s.flac] [--final-within 600]

Starts a real engine (``voxwell engine`` as a child process, ``LocalEngine``) on a fresh data
folder. ``-n`` clients each create a run and upload the recording, all at once, while ``-m``
pollers read runs (``GET /v1/models/mental-wellness/{id}``) in a loop until every run is final
(or ``--final-within`` seconds pass). Prints the poll latencies (p50, p95, max) measured while the
uploads were under way and over the whole run, the errors (any answer but 200, or no answer), and
how many runs ended final. Each poller waits ``--interval`` seconds between its requests (the
desktop client's first polling interval is 0.25 s; 0 polls back to back), starting at a random
point of its interval. The default recording is a real 8 s recording, which the analysis
refuses quickly (too short), so the analysis queue does not dominate the time.

Each simulated client has its own ``httpx.AsyncClient`` (as separate desktop apps would): one
client shared by 200 tasks spends most of its event loop scanning its own connection pool (the
pool's bookkeeping grows with the square of its connections), and that wait was counted as the
engine's. The pollers run in a process of their own, so a poll's figure is not held up by the
uploading clients' work either. All three processes share this machine's cores, so the clients'
cost still competes with the engine's for CPU.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import multiprocessing
import os
import random
import secrets
import ssl
import tempfile
import time
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from pathlib import Path

import httpx

from latency import describe_latencies  # benchmarks/latency.py, beside this script
from voxwell.launcher.local_engine import LocalEngine

_USER = {"userLabel": "load-test", "dateOfBirth": "1984-06-01", "birthSex": "FEMALE"}
_FINAL = ("COMPLETE_OK", "COMPLETE_ERROR")
_CLIENTS_NICENESS = 10
_UPLOADS_DONE = ""
"""Sent after the last run id: the uploads are over."""


@dataclass
class PollTally:
    """What the pollers measured; sent back to the main process whole."""

    polls: list[float] = field(default_factory=list)
    polls_during_uploads: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    final: set[str] = field(default_factory=set)


def _client(base_url: str, key: str, tls: ssl.SSLContext) -> httpx.AsyncClient:
    # One connection per simulated client; the shared TLS context only saves building one each.
    return httpx.AsyncClient(
        base_url=base_url,
        headers={"x-api-key": key},
        timeout=60,
        verify=tls,
        limits=httpx.Limits(max_connections=1),
    )


async def _create_and_upload(
    client: httpx.AsyncClient, body: bytes, run_ids: Connection, errors: list[str]
) -> None:
    try:
        created = await client.post(
            "/v1/models/mental-wellness", json={"user": _USER, "language": "en"}
        )
        if created.status_code != 200:
            errors.append(f"create {created.status_code}")
            return
        run = created.json()
        run_ids.send(run["id"])
        uploaded = await client.put(
            run["recordingUploadUrl"], content=body, headers={"x-api-key": ""}
        )
        if uploaded.status_code != 200:
            errors.append(f"upload {uploaded.status_code}")
    except httpx.HTTPError as exc:
        errors.append(f"create/upload {type(exc).__name__}: {exc}")


async def _upload_all(
    base_url: str, key: str, body: bytes, n: int, run_ids: Connection
) -> list[str]:
    errors: list[str] = []
    tls = ssl.create_default_context()
    clients = [_client(base_url, key, tls) for _ in range(n)]
    started = time.perf_counter()
    await asyncio.gather(*(_create_and_upload(c, body, run_ids, errors) for c in clients))
    run_ids.send(_UPLOADS_DONE)
    print(
        f"{n} creates+uploads of {len(body)} bytes took {time.perf_counter() - started:.1f} s",
        flush=True,
    )
    for client in clients:
        await client.aclose()
    return errors


class _Polling:
    """The pollers' shared view: the runs known so far, and whether uploads are still going."""

    def __init__(self) -> None:
        self.run_ids: list[str] = []
        self.uploading = True
        self.tally = PollTally()
        self.all_final = asyncio.Event()

    def check_all_final(self) -> None:
        if not self.uploading and len(self.tally.final) == len(self.run_ids):
            self.all_final.set()


async def _poll(
    client: httpx.AsyncClient, polling: _Polling, done: asyncio.Event, index: int, interval: float
) -> None:
    tally = polling.tally
    turn = index
    await asyncio.sleep(random.uniform(0, interval))  # independent clients are not in step
    while not done.is_set():
        if interval:
            await asyncio.sleep(interval)
        pending = [r for r in polling.run_ids if r not in tally.final]
        if not pending:
            await asyncio.sleep(0.01)  # nothing created yet, or everything final
            continue
        run_id = pending[turn % len(pending)]
        turn += 1
        during_uploads = polling.uploading
        started = time.perf_counter()
        try:
            answer = await client.get(f"/v1/models/mental-wellness/{run_id}")
        except httpx.HTTPError as exc:
            tally.errors.append(f"poll {type(exc).__name__}: {exc}")
            continue
        took = time.perf_counter() - started
        tally.polls.append(took)
        if during_uploads:
            tally.polls_during_uploads.append(took)
        if answer.status_code != 200:
            tally.errors.append(f"poll {answer.status_code}")
        elif answer.json()["status"] in _FINAL:
            tally.final.add(run_id)
            polling.check_all_final()


async def _receive_run_ids(run_ids: Connection, polling: _Polling) -> None:
    while True:
        run_id: str = await asyncio.to_thread(run_ids.recv)
        if run_id == _UPLOADS_DONE:
            polling.uploading = False
            polling.check_all_final()
            return
        polling.run_ids.append(run_id)


async def _poll_all(
    base_url: str, key: str, m: int, interval: float, final_within: float, run_ids: Connection
) -> PollTally:
    polling = _Polling()
    done = asyncio.Event()
    tls = ssl.create_default_context()
    clients = [_client(base_url, key, tls) for _ in range(m)]
    pollers = [
        asyncio.create_task(_poll(c, polling, done, i, interval)) for i, c in enumerate(clients)
    ]
    await _receive_run_ids(run_ids, polling)
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(polling.all_final.wait(), final_within)
    done.set()
    await asyncio.gather(*pollers)
    for client in clients:
        await client.aclose()
    return polling.tally


def _poller_process(
    base_url: str,
    key: str,
    args: tuple[int, float, float],
    run_ids: Connection,
    result: Connection,
) -> None:
    m, interval, final_within = args
    result.send(asyncio.run(_poll_all(base_url, key, m, interval, final_within, run_ids)))


def _load(
    base_url: str, key: str, body: bytes, args: argparse.Namespace
) -> tuple[PollTally, list[str]]:
    context = multiprocessing.get_context("spawn")
    ids_out, ids_in = context.Pipe(duplex=False)
    result_out, result_in = context.Pipe(duplex=False)
    pollers = context.Process(
        target=_poller_process,
        args=(base_url, key, (args.m, args.interval, args.final_within), ids_out, result_in),
        name="vx-load-pollers",
    )
    pollers.start()
    try:
        if hasattr(os, "nice"):
            # The uploading clients stand for 150 other computers: at a lower priority their CPU
            # is not taken from the engine (nor from the pollers, which measure it).
            os.nice(_CLIENTS_NICENESS)
        upload_errors = asyncio.run(_upload_all(base_url, key, body, args.n, ids_in))
        tally: PollTally = result_out.recv()
    finally:
        pollers.join(30)
        if pollers.is_alive():
            pollers.kill()
    return tally, upload_errors


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=150, help="concurrent create+upload clients")
    parser.add_argument("-m", type=int, default=50, help="concurrent pollers")
    parser.add_argument("--interval", type=float, default=0.25, help="seconds between polls")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--file", default="tests/fixtures/audio/short_8s.flac")
    parser.add_argument("--final-within", type=float, default=600.0)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="voxwell-load-") as folder:
        key = f"vxk-load-{secrets.token_hex(16)}"
        with LocalEngine(Path(folder), api_key=key, workers=args.workers) as engine:
            tally, upload_errors = _load(engine.base_url, key, Path(args.file).read_bytes(), args)
    errors = upload_errors + tally.errors
    print(describe_latencies("polls during uploads", tally.polls_during_uploads))
    print(describe_latencies("polls overall", tally.polls))
    print(f"errors: {len(errors)}" + (f" ({sorted(set(errors))})" if errors else ""))
    print(f"runs final: {len(tally.final)}/{args.n}")


if __name__ == "__main__":
    main()
