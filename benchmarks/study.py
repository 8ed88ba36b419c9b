"""Study screen speed without Qt (``voxwell.study``): opening a study of 5,000 runs, and a filter
change (figures printed, nothing asserted).

    .venv/bin/python benchmarks/study.py [--runs 5000] [--participants 400] [--repeat 7]
        [--hosted] [--view] [--plain]

A temporary history is filled first, encrypted with a data key as the app keeps it (``--plain``:
unencrypted, as without a keyring): ``--runs`` complete mental wellness runs (5 sections each,
with the local engine's acoustic features and timed words; ``--hosted``: without, as a hosted
service sends them) of ``--participants`` people in three
groups at two sites, over a year; the first seven months analysed by one model version, the rest
by the next (two versions, a month of overlap); and a PHQ-9 and a GAD-7 every six weeks per
person. Then, each the median of ``--repeat`` runs, with the load average:

1. open: the history opened, the study table built (every session's summary read: its run's
   measures, kept beside the run since history step 7; the nearest questionnaires found) and
   the model made. Target <= 1 s. Then the same split in two: the history's own read
   (``HistoryStore.study_rows`` and ``questionnaires``) and the study's work on the rows it
   returned. The summaries are written as the history is filled, as the app writes them; a
   history of before step 7 computes each once, the first time a study reads it.
2. filter change: a group filter set (two filters alternated, so each run is a change), which
   recomputes the visible rows, then the box plots, the scatter with its Spearman rho and the
   participants' lines of one measure. Target <= 200 ms.
"""

from __future__ import annotations

import argparse
import os
import secrets
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the sample run builder lives with the GUI tests

from tests.gui.results_samples import WORDS, wellness_run  # noqa: E402
from voxwell.api import BAND_VALUES, CONTINUOUS_MEASURES, SECTION_FEATURES  # noqa: E402
from voxwell.history import HistoryStore  # noqa: E402
from voxwell.study import StudyModel, StudyTable  # noqa: E402

OPEN_TARGET_S = 1.0
FILTER_TARGET_MS = 200.0
GROUPS = ("control", "treated", "waitlist")
SITES = ("Leeds", "Utrecht")
VERSIONS = ("voxwell-acoustic-1.0", "voxwell-acoustic-1.1")
START = datetime(2025, 1, 6, 9, 0, tzinfo=UTC)
MEASURE = "uniformStress"


def _run(rng: np.random.Generator, level: float, version: str, local: bool) -> dict[str, Any]:
    """A run as the local engine stores one: values rounded as the engine rounds them
    (``voxwell.analysis.pipeline``), each section's features and timed words (``local``; a
    hosted service sends neither)."""
    run = wellness_run(5, model=version)
    run["id"] = str(uuid.UUID(bytes=rng.bytes(16), version=4))
    for section in run["results"]["sections"]:
        for name in ("distress", "stress", "exhaustion", "sleepPropensity", "lowSelfEsteem"):
            section[name]["value"] = BAND_VALUES[int(np.clip(level * 4 + rng.normal(), 0, 3))]
        for name in ("mentalStrain", *CONTINUOUS_MEASURES):
            section[name]["value"] = round(float(np.clip(level + rng.normal(0, 0.15), 0, 1)), 4)
        if not local:
            continue
        section["features"] = {
            name: round(float(rng.uniform(1, 200)), 4) for name in SECTION_FEATURES
        }
        start = section["startSecs"]
        section["words"] = [
            {
                "text": WORDS[k % len(WORDS)],
                "start": round(start + 0.33 * k, 3),
                "end": round(start + 0.33 * k + 0.27, 3),
                "confidence": round(float(rng.uniform(0.6, 1.0)), 4),
            }
            for k in range(25)
        ]
    return run


def fill(
    store: HistoryStore, runs: int, participants: int, *, local: bool = True, seed: int = 1
) -> None:
    """``runs`` complete sessions of ``participants`` people, and their questionnaires."""
    rng = np.random.default_rng(seed)
    people = [f"S-{n:04d}" for n in range(participants)]
    levels = {label: float(rng.beta(2, 3)) for label in people}
    switch = START + timedelta(days=210)
    for n in range(runs):
        label = people[n % participants]
        at = START + timedelta(days=float(rng.uniform(0, 365)))
        newer = at > switch or (at > switch - timedelta(days=30) and rng.random() < 0.5)
        version = VERSIONS[newer]
        group = GROUPS[int(label[2:]) % 3]
        effect = {"control": 0.0, "treated": -0.08, "waitlist": 0.03}[group]
        made = store.create_session(
            user_label=label,
            model_kind="mental-wellness",
            service_name="Local engine",
            base_url="http://127.0.0.1:8765",
            language="en",
            request_json={"user": {"userLabel": label}, "language": "en"},
            takes={},
            created_at=at,
            attributes={"group": group, "site": SITES[int(label[2:]) % 2]},
        )
        run = _run(rng, min(1.0, max(0.0, levels[label] + effect)), version, local)
        store.update(made.id, run_id=run["id"], run_json=run, status="complete")
    for label in people:
        for week in range(0, 52, 6):
            for kind, top in (("phq-9", 27), ("gad-7", 21)):
                qid = f"{label}-{kind}-{week}"
                when = START + timedelta(weeks=week, days=float(rng.uniform(0, 5)))
                score = int(np.clip(levels[label] * top + rng.normal(0, 3), 0, top))
                store.add_questionnaire(
                    questionnaire_id=qid,
                    user_label=label,
                    questionnaire_type=kind,
                    service_name="Local engine",
                    base_url="http://127.0.0.1:8765",
                    activity_link="http://127.0.0.1:8765/q",
                    created_at=when,
                )
                details = {
                    "completedAt": when.isoformat(),
                    "name": kind.upper(),
                    "questions": {},
                    "answers": {},
                    "scoreDetails": {"score": score, "scoreMetadata": {"maxScore": top}},
                }
                store.update_questionnaire(qid, status="RESULTS_AVAILABLE", details_json=details)


def median_ms(repeat: int, work: Callable[[], object]) -> tuple[float, list[float]]:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        work()
        times.append((time.perf_counter() - started) * 1000.0)
    return statistics.median(times), times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5000)
    parser.add_argument("--participants", type=int, default=400)
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument(
        "--hosted",
        action="store_true",
        help="runs as a hosted service sends them: no acoustic features, no timed words",
    )
    parser.add_argument(
        "--view", action="store_true", help="also time the Study screen's redraw, per tab"
    )
    parser.add_argument(
        "--plain",
        action="store_true",
        help="an unencrypted study file (no keyring); by default encrypted, as the app keeps it",
    )
    args = parser.parse_args()
    key = None if args.plain else secrets.token_bytes(32)
    with tempfile.TemporaryDirectory(prefix="voxwell-study-bench-") as folder:
        path = Path(folder) / "study.sqlite3"
        started = time.perf_counter()
        with HistoryStore(path, key=key) as store:
            fill(store, args.runs, args.participants, local=not args.hosted)
        print(
            f"history: {args.runs} {'hosted' if args.hosted else 'local-engine'} runs of "
            f"{args.participants} participants, 3 groups, "
            f"2 model versions, {path.stat().st_size / 1e6:.0f} MB "
            f"({'plain' if key is None else 'encrypted'}), filled in "
            f"{time.perf_counter() - started:.0f} s; load {os.getloadavg()[0]:.2f}"
        )

        def open_study() -> StudyModel:
            with HistoryStore(path, key=key) as store:
                return StudyModel(StudyTable.from_store(store))

        model = open_study()  # warm-up: imports and first-use costs are not the steady state
        table = model.table
        print(
            f"table: {len(table)} rows, {len(table.measures)} measures, attributes "
            f"{', '.join(table.attribute_names)}; {table.describe()}"
        )
        open_ms, open_all = median_ms(args.repeat, open_study)
        # Where opening spends its time: the history's own read, then the study's work.
        with HistoryStore(path, key=key) as store:
            read_ms, _ = median_ms(
                args.repeat, lambda: (store.study_rows(), store.questionnaires())
            )
            rows, questionnaires = store.study_rows(), store.questionnaires()
        build_ms, _ = median_ms(
            args.repeat, lambda: StudyModel(StudyTable.from_rows(rows, questionnaires))
        )
        choices = [{"treated"}, {"control", "waitlist"}]
        turn = iter(range(10**9))

        def filter_change() -> None:
            model.set_attribute_filter("group", choices[next(turn) % 2])
            model.group_plot(MEASURE)
            model.scatter(MEASURE, "phq-9")
            model.participant_lines(MEASURE)

        model.set_group_by("site")
        filter_ms, filter_all = median_ms(args.repeat, filter_change)
        plots = model.group_plot(MEASURE)
        scatters = model.scatter(MEASURE, "phq-9")
        lines = model.participant_lines(MEASURE)
        print(
            f"last view: {len(model.visible)} visible rows; box plots "
            f"{[(p.model_version, [g.box.n for g in p.groups]) for p in plots]}; scatter "
            + "; ".join(
                f"{s.model_version} n={s.correlation.n} rho={s.correlation.rho:.2f} "
                f"[{s.correlation.low:.2f}, {s.correlation.high:.2f}]"
                for s in scatters
                if s.correlation is not None
            )
            + f"; {len(lines)} participant lines"
        )
        for name, median, runs, target, unit in (
            ("open", open_ms / 1000.0, [t / 1000.0 for t in open_all], OPEN_TARGET_S, "s"),
            ("filter change", filter_ms, filter_all, FILTER_TARGET_MS, "ms"),
        ):
            verdict = "within" if median <= target else "OVER"
            print(
                f"{name:<14} median {median:8.3f} {unit:<2} (min {min(runs):.3f}, max "
                f"{max(runs):.3f}, n={len(runs)})   target <= {target:g} {unit}: {verdict}"
            )
        print(
            f"  open, of which: reading the history (HistoryStore.study_rows and "
            f".questionnaires: no run, each session's summary) {read_ms / 1000.0:.3f} s, building "
            f"the study table and model from the rows {build_ms / 1000.0:.3f} s (medians)"
        )
        if args.view:
            with HistoryStore(path, key=key) as store:
                view_redraw(store, args.repeat)
        print(f"load {os.getloadavg()[0]:.2f}")


def _version_chooser(view: Any, app: Any) -> Callable[[], None]:
    """Each call chooses the next of the view's model-version filters (All, then each) and lets
    the view redraw."""
    turn = iter(range(10**9))

    def choose() -> None:
        box = view.version_box
        box.setCurrentIndex(next(turn) % box.count())
        app.processEvents()

    return choose


def view_redraw(store: HistoryStore, repeat: int) -> None:
    """The Study screen itself (offscreen Qt): a model version chosen and the tab in view drawn
    again, per tab, grouped by the study's group; medians against the same 200 ms target."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from voxwell.gui.study.study_view import StudyView

    app = QApplication.instance() or QApplication([])
    started = time.perf_counter()
    view = StudyView(store)
    view.resize(1400, 900)
    view.show()
    app.processEvents()
    print(f"view: Study screen shown with its table in {time.perf_counter() - started:.3f} s")
    view.group_box.setCurrentIndex(view.group_box.findData("group"))
    for tab in ("Table", "Groups", "Questionnaires", "Participants"):
        view.show_tab(tab)
        app.processEvents()

        median, runs = median_ms(repeat, _version_chooser(view, app))
        verdict = "within" if median <= FILTER_TARGET_MS else "OVER"
        print(
            f"view redraw {tab:<14} median {median:7.1f} ms (min {min(runs):.1f}, max "
            f"{max(runs):.1f})   target <= {FILTER_TARGET_MS:g} ms: {verdict}"
        )


if __name__ == "__main__":
    main()
