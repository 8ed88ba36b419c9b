"""Study histories for the study tests: sessions stored as the app stores them
(``tests.gui.results_samples``), with a participant's attributes, and answered questionnaires."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from tests.gui.results_samples import stored_session, wellness_run
from voxwell.api import CONTINUOUS_MEASURES, SECTION_FEATURES
from voxwell.history import HistoryStore, SessionRecord

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
V1 = "voxwell-acoustic-1.0"
V2 = "voxwell-acoustic-2.0"
# The measures a test moves from run to run: the continuous ones take any value in [0, 1].
MOVED = ("mentalStrain", *CONTINUOUS_MEASURES)


def study_run(
    sections: int = 3,
    *,
    model: str = V1,
    shift: float = 0.0,
    widths: list[float] | None = None,
    features: bool = False,
) -> dict[str, Any]:
    """A complete mental wellness run whose moved measures are the sample's plus ``shift``;
    ``widths`` (seconds) give the sections unequal lengths; ``features`` adds acoustic ones."""
    run = wellness_run(sections, model=model)
    start = 0.0
    for index, section in enumerate(run["results"]["sections"]):
        for name in MOVED:
            section[name]["value"] = round(min(1.0, max(0.0, section[name]["value"] + shift)), 4)
        if widths is not None:
            section["startSecs"], section["finishSecs"] = start, start + widths[index]
            start += widths[index]
        if features:
            section["features"] = {
                name: float(10 * index + offset) for offset, name in enumerate(SECTION_FEATURES)
            }
    return run


def study_session(
    store: HistoryStore,
    label: str,
    at: datetime,
    *,
    attributes: dict[str, str] | None = None,
    run: dict[str, Any] | None = None,
    language: str = "en",
) -> SessionRecord:
    """A complete session of ``label`` at ``at`` with ``attributes``, as a manifest run stores
    one (the run made by :func:`study_run` unless given)."""
    record = stored_session(
        store, run if run is not None else study_run(), take=None, label=label, created_at=at
    )
    return store.update(record.id, attributes=attributes or {}, language=language)


def day(n: float) -> datetime:
    """``T0`` plus ``n`` days."""
    return T0 + timedelta(days=n)
