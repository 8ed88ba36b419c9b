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
point of its interval. The clients run in this process on the same machine, so their own cost is
part of the figures. The default recording is a real 8 s recording, which the analysis
refuses quickly (too short), so the analysis queue does not dominate the time.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import secrets
import statistics
import tempfile
import time
from pathlib import Path

import httpx

from voxwell.client.local_engine import LocalEngine

_USER = {"userLabel": "load-test", "dateOfBirth": "1984-06-01", "birthSex": "FEMALE"}
_FINAL = ("COMPLETE_OK", "COMPLETE_ERROR")


class Tally:
    def __init__(self) -> None:
        self.polls: list[float] = []
        self.polls_during_uploads: list[float] = []
        self.errors: list[str] = []
        self.run_ids: list[str] = []
        self.final: set[str] = set()
        self.uploading = True
        self.all_final = asyncio.Event()


async def _create_and_upload(client: httpx.AsyncClient, body: bytes, tally: Tally) -> None:
    try:
        created = await client.post(
            "/v1/models/mental-wellness", json={"user": _USER, "language": "en"}
        )
        if created.status_code != 200:
            tally.errors.append(f"create {created.status_code}")
            return
        run = created.json()
        tally.run_ids.append(run["id"])
        uploaded = await client.put(
            run["recordingUploadUrl"], content=body, headers={"x-api-key": ""}
        )
        if uploaded.status_code != 200:
            tally.errors.append(f"upload {uploaded.status_code}")
    except httpx.HTTPError as exc:
        tally.errors.append(f"create/upload {type(exc).__name__}: {exc}")


async def _poll(
    client: httpx.AsyncClient, tally: Tally, done: asyncio.Event, index: int, interval: float
) -> None:
    turn = index
    await asyncio.sleep(random.uniform(0, interval))  # independent clients are not in step
    while not done.is_set():
        if interval:
            await asyncio.sleep(interval)
        pending = [r for r in tally.run_ids if r not in tally.final]
        if not pending:
            await asyncio.sleep(0.01)  # nothing created yet, or everything final
            continue
        run_id = pending[turn % len(pending)]
        turn += 1
        started = time.perf_counter()
        try:
            answer = await client.get(f"/v1/models/mental-wellness/{run_id}")
        except httpx.HTTPError as exc:
            tally.errors.append(f"poll {type(exc).__name__}: {exc}")
            continue
        took = time.perf_counter() - started
        tally.polls.append(took)
        if tally.uploading:
            tally.polls_during_uploads.append(took)
        if answer.status_code != 200:
            tally.errors.append(f"poll {answer.status_code}")
        elif answer.json()["status"] in _FINAL:
            tally.final.add(run_id)
            if not tally.uploading and len(tally.final) == len(tally.run_ids):
                tally.all_final.set()


def _describe(name: str, seconds: list[float]) -> str:
    if not seconds:
        return f"{name}: no polls"
    ordered = sorted(seconds)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return (
        f"{name}: n={len(ordered)} p50={statistics.median(ordered) * 1000:.1f} ms "
        f"p95={p95 * 1000:.1f} ms max={ordered[-1] * 1000:.1f} ms"
    )


async def _load(base_url: str, key: str, body: bytes, args: argparse.Namespace) -> Tally:
    tally = Tally()
    done = asyncio.Event()
    limits = httpx.Limits(max_connections=args.n + args.m + 10, max_keepalive_connections=None)
    async with httpx.AsyncClient(
        base_url=base_url, headers={"x-api-key": key}, timeout=60, limits=limits
    ) as client:
        pollers = [
            asyncio.create_task(_poll(client, tally, done, i, args.interval)) for i in range(args.m)
        ]
        started = time.perf_counter()
        await asyncio.gather(*(_create_and_upload(client, body, tally) for _ in range(args.n)))
        tally.uploading = False
        print(
            f"{args.n} creates+uploads of {len(body)} bytes took "
            f"{time.perf_counter() - started:.1f} s",
            flush=True,
        )
        if len(tally.final) == len(tally.run_ids):
            tally.all_final.set()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(tally.all_final.wait(), args.final_within)
        done.set()
        await asyncio.gather(*pollers)
    return tally


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
            tally = asyncio.run(_load(engine.base_url, key, Path(args.file).read_bytes(), args))
    print(_describe("polls during uploads", tally.polls_during_uploads))
    print(_describe("polls overall", tally.polls))
    print(
        f"errors: {len(tally.errors)}" + (f" ({sorted(set(tally.errors))})" if tally.errors else "")
    )
    print(f"runs final: {len(tally.final)}/{args.n}")


if __name__ == "__main__":
    main()
