"""A real data folder with two people in it, made by the real components, and a byte-wise grep.

``build_home`` fills an ``AppPaths`` folder as the app and its engine fill one: a real engine
(``LocalEngine`` on loopback) analyses a recording of each person and keeps a run still waiting
for its recording, a questionnaire (answered on its activity page) and a user-data upload; the
history keeps their sessions with those runs and their questionnaires; ``voxwell analyze``'s
state keeps a session of each; the takes folder holds takes written by ``TakeWriter`` with
their owner's notes and live notes (kept as WAV and FLAC, cut short, set aside, imported, and a
temporary file an atomic write left behind).
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import numpy as np

from tests.engine.engine_helpers import Api, client_for
from voxwell.api import LiveCaption, LiveNotes
from voxwell.audio.takes import TakeFormat, TakeOwner, TakeWriter, set_aside, write_live_notes
from voxwell.history import HistoryStore
from voxwell.launcher.local_engine import LocalEngine
from voxwell.paths import AppPaths

ERASED = "P-ERASE-7731"
KEPT = "P-KEEP-2208"
BORN = {ERASED: "1961-03-17", KEPT: "1979-11-02"}
HEARD = {ERASED: "sister", KEPT: "library"}
"""A word each one's recording says (``mood_answer_en``, ``format_sample``): in transcripts."""
SPOKEN = {ERASED: "mood_answer_en.flac", KEPT: "format_sample.flac"}
KEY = "vxk-erase-test-5f0c2a9d41be"

__all__ = [
    "BORN",
    "ERASED",
    "HEARD",
    "KEPT",
    "KEY",
    "Home",
    "build_home",
    "home_paths",
    "traces",
]


def home_paths(root: Path) -> AppPaths:
    """The folders ``VOXWELL_HOME=root`` gives (``voxwell.paths.app_paths``)."""
    return AppPaths(data=root / "data", logs=root / "logs", config=root / "config")


@dataclass(frozen=True)
class Home:
    """What ``build_home`` made: the folder, and the engine's ids of each person's items."""

    root: Path
    runs: dict[str, list[str]]  # label -> run ids (the analysed one first)
    questionnaires: dict[str, str]  # label -> the engine's questionnaire id
    outside: Path  # a recording given to ``voxwell analyze``: the user's own file, not the app's

    @property
    def paths(self) -> AppPaths:
        return home_paths(self.root)

    def copy(self, root: Path) -> Home:
        shutil.copytree(self.root, root)
        return Home(root, self.runs, self.questionnaires, root / "elsewhere" / "given.flac")


def _user(label: str) -> dict[str, str]:
    return {"userLabel": label, "dateOfBirth": BORN[label], "birthSex": "FEMALE"}


def _engine_items(api: Api, audio: Path, label: str) -> tuple[dict[str, Any], str, str]:
    """An analysed run, the id of a run waiting for its recording, a questionnaire answered."""
    done = api.analyse(audio / SPOKEN[label], user=_user(label))
    assert done["status"] == "COMPLETE_OK", done
    words = " ".join(section["transcript"] for section in done["results"]["sections"])
    assert HEARD[label] in words.lower(), words
    waiting = api.create_run(user=_user(label))["id"]
    created = api.http.post(
        "/v1/questionnaires", json={"user": {"userLabel": label}, "questionnaireType": "gad-7"}
    )
    assert created.status_code == 200, created.text
    # Answered on the activity page, as the person's browser posts it (no API key).
    answers = {f"gad7_{n}": "1" for n in range(1, 8)}
    answered = httpx.post(created.json()["activityLink"], data=answers)
    assert answered.status_code == 200, answered.text
    data = {"user": {"userLabel": label}, "data": {"note": f"walked, {HEARD[label]}"}}
    assert api.http.post("/v1/user-data/mood-diary", json=data).status_code == 200
    return done, waiting, created.json()["id"]


def _take(folder: Path, owner: TakeOwner, fmt: TakeFormat | None, words: str | None = None) -> Path:
    """A take of half a second of tone with its owner's notes; ``fmt`` None: cut short (left
    as ``.partial.wav``). ``words``: live captions kept beside it."""
    writer = TakeWriter(16000, folder, label="recording", extra=owner.notes())
    writer.write((0.1 * np.sin(np.arange(8000) / 5.0)).astype(np.float32))
    if fmt is None:
        writer.close()
        take = writer.path
    else:
        take = writer.finish(fmt)
    if words is not None:
        write_live_notes(take, LiveNotes(captions=[LiveCaption(start=0.0, end=0.5, text=words)]))
    return take


def _takes(paths: AppPaths, label: str, number: int, audio: Path) -> tuple[Path, Path]:
    """Takes of every kind; the recorded take and the imported one (for the sessions)."""
    owner = TakeOwner(f"session-{number}", label)
    said = f"I went for a walk, {HEARD[label]}"
    recorded = _take(paths.takes, owner, "wav", said)
    _take(paths.takes, owner, "flac", said)
    _take(paths.takes, owner, None, said)
    set_aside(_take(paths.takes, owner, "wav", said), paths.takes / "superseded")
    imported = paths.takes / f"20260301T09300{number}Z-recording-imported.flac"
    shutil.copyfile(audio / SPOKEN[label], imported)  # an import has no notes of its own
    # What an atomic write of the live notes leaves when it is cut short (files.atomic_target).
    leftover = paths.takes / f".{recorded.with_suffix('.live.json').name}-x1y2z3.tmp"
    leftover.write_text(said, encoding="utf-8")
    return recorded, imported


def _history(
    store: HistoryStore, label: str, takes: dict[str, Path], run: dict[str, Any] | None
) -> None:
    request = {"user": _user(label), "language": "en", "deleteData": False}
    session = store.create_session(
        user_label=label,
        model_kind="mental-wellness",
        service_name="Local engine",
        base_url="http://127.0.0.1:28765",
        language="en",
        request_json=request,
        takes=takes,
    )
    if run is not None:
        store.update(session.id, run_id=run["id"], run_json=run, status="complete")


def build_home(root: Path, audio: Path) -> Home:
    paths = home_paths(root).ensure()
    outside = root / "elsewhere" / "given.flac"
    outside.parent.mkdir()
    shutil.copyfile(audio / SPOKEN[ERASED], outside)
    runs: dict[str, list[str]] = {}
    questionnaires: dict[str, str] = {}
    with (
        LocalEngine(paths.engine, api_key=KEY, workers=1) as engine,
        client_for(engine, KEY) as http,
        HistoryStore(paths.history_db) as history,
        HistoryStore(paths.batch_state) as batch,
        HistoryStore(_study_file(paths)) as study,
    ):
        api = Api(http, engine)
        for number, label in enumerate((ERASED, KEPT)):
            done, waiting, questionnaire = _engine_items(api, audio, label)
            runs[label] = [done["id"], waiting]
            questionnaires[label] = questionnaire
            recorded, imported = _takes(paths, label, number, audio)
            _history(history, label, {"recording": recorded}, done)
            _history(history, label, {"recording": imported}, None)
            kept = history.add_questionnaire(
                questionnaire_id=questionnaire,
                user_label=label,
                questionnaire_type="gad-7",
                service_name="Local engine",
                base_url=engine.base_url,
                activity_link=f"{engine.base_url}/activities/token",
            )
            details = api.http.get(f"/v1/questionnaires/{questionnaire}").json()
            history.update_questionnaire(kept.id, status=details["status"], details_json=details)
            _history(batch, label, {"recording": outside}, done)
            _history(study, label, {"recording": outside}, done)  # a manifest run's session
    return Home(root, runs, questionnaires, outside)


def _study_file(paths: AppPaths) -> Path:
    """A study a manifest run kept (``voxwell analyze --manifest pilot.csv``)."""
    paths.studies.mkdir(parents=True, exist_ok=True)
    return paths.studies / "pilot.sqlite3"


def traces(folder: Path, needles: list[str]) -> list[str]:
    """Every file under ``folder`` whose name or bytes hold one of ``needles`` (any case)."""
    found = []
    for path in sorted(folder.rglob("*")):
        name = str(path.relative_to(folder)).lower()
        data = path.read_bytes().lower() if path.is_file() else b""
        for needle in needles:
            if needle.lower() in name or needle.lower().encode() in data:
                found.append(f"{path.relative_to(folder)}: {needle}")
    return found
