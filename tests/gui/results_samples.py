"""Run responses shaped like the service's, for the review views' tests and the benchmark.

Values follow the wire schema (banded measures take 0, 0.33, 0.66, 1; the rest lie in [0, 1]) and
vary from section to section so a test can tell one section's values from another's.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from voxwell.api import ANXIETY_SYMPTOMS, BANDED_MEASURES, CONTINUOUS_MEASURES, DEPRESSION_SYMPTOMS
from voxwell.history import HistoryStore, SessionRecord

BANDS = (0.0, 0.33, 0.66, 1.0)
WORDS = [
    "the",
    "morning",
    "train",
    "was",
    "late",
    "again",
    "so",
    "I",
    "walked",
    "along",
    "the",
    "river",
    "to",
    "the",
    "office",
]


def sample_sections(count: int, duration: float = 46.0, continuous: bool = True) -> list[dict]:
    width = duration / count
    sections = []
    for i in range(count):
        section: dict[str, Any] = {
            "startSecs": round(i * width + 0.2, 3),
            "finishSecs": round((i + 1) * width - 0.2, 3),
            "transcript": " ".join(WORDS[(i + k) % len(WORDS)] for k in range(6)) + f" {i + 1}",
        }
        for j, name in enumerate(BANDED_MEASURES):
            value = (
                BANDS[(i + j) % 4] if name != "mentalStrain" else round(0.05 + 0.9 * i / count, 3)
            )
            section[name] = {"value": value}
        if continuous:
            for j, name in enumerate(CONTINUOUS_MEASURES):
                section[name] = {"value": round(((i * 7 + j * 3) % 10) / 10 + 0.05, 3)}
        sections.append(section)
    return sections


def wellness_run(
    count: int,
    *,
    model: str = "voxwell-acoustic-1.0",
    warnings=None,
    continuous: bool = True,
    duration: float = 46.0,
) -> dict[str, Any]:
    return {
        "id": "6f1c9a52-2d3e-4d8a-9d5e-0c1f4b6e7a11",
        "createdAt": "2026-03-01T09:30:00+00:00",
        "status": "COMPLETE_OK",
        "runAt": "2026-03-01T09:30:05+00:00",
        "completedAt": "2026-03-01T09:30:09+00:00",
        "warnings": list(warnings or []),
        "userLabel": "P-001",
        "results": {"sections": sample_sections(count, duration, continuous)},
        "deleteData": False,
        "model": model,
    }


def apollo_run(model: str = "voxwell-acoustic-1.0") -> dict[str, Any]:
    severities = ("NONE", "MILD", "MODERATE", "SEVERE")

    def score(i: int) -> dict[str, Any]:
        return {"value": round(0.05 + 0.06 * i, 3), "severity": severities[i % 4]}

    names = DEPRESSION_SYMPTOMS + ANXIETY_SYMPTOMS
    symptoms = {n: score(i) for i, n in enumerate(names)}
    return {
        "id": "1b2c3d4e-2d3e-4d8a-9d5e-0c1f4b6e7a22",
        "createdAt": "2026-03-02T10:00:00+00:00",
        "status": "COMPLETE_OK",
        "userLabel": "P-001",
        "deleteData": False,
        "warnings": ["Background noise in the mood-question recording"],
        "model": model,
        "results": {
            "disorders": {
                "depression": {"probability": 0.62, "severity": "MODERATE"},
                "anxiety": {"probability": 0.18, "severity": "NONE"},
            },
            "symptoms": {
                "depression": {n: symptoms[n] for n in DEPRESSION_SYMPTOMS},
                "anxiety": {n: symptoms[n] for n in ANXIETY_SYMPTOMS},
            },
        },
    }


def stored_session(
    store: HistoryStore,
    run: dict[str, Any],
    *,
    take: Path | None,
    kind: str = "mental-wellness",
    service: str = "Local engine",
    base_url: str = "http://127.0.0.1:8765",
    label: str = "P-001",
    created_at: datetime | None = None,
    birth_date_known: str | None = None,
    takes: dict[str, Path] | None = None,
) -> SessionRecord:
    """A finished session in ``store``: ``take`` is a mental wellness run's recording, ``takes``
    (slot -> file) a two-recording run's."""
    if takes is None:
        takes = {"recording": take} if take and kind == "mental-wellness" else {}
    made = store.create_session(
        user_label=label,
        model_kind=kind,
        service_name=service,
        base_url=base_url,
        language="en",
        request_json={
            "user": {"userLabel": label, "dateOfBirth": "1984-03-01", "birthSex": "FEMALE"},
            "language": "en",
        },
        takes={slot: str(path) for slot, path in takes.items()},
        created_at=created_at or datetime(2026, 3, 1, 9, 30, tzinfo=UTC),
        birth_date_known=birth_date_known,
    )
    return store.update(made.id, run_id=run["id"], run_json=run, status="complete")


def stored_questionnaire(
    store: HistoryStore, qid: str, kind: str, details: dict[str, Any], *, label: str = "P-001"
) -> None:
    """A questionnaire kept as the app keeps one, then answered with ``details`` (wire JSON)."""
    store.add_questionnaire(
        questionnaire_id=qid,
        user_label=label,
        questionnaire_type=kind,
        service_name="Local engine",
        base_url="http://127.0.0.1:1",
        activity_link="http://127.0.0.1:1/q",
    )
    store.update_questionnaire(qid, status="RESULTS_AVAILABLE", details_json=details)


def answered(
    store: HistoryStore, qid: str, kind: str, label: str, when: datetime, score: int
) -> None:
    """A questionnaire of ``kind`` that ``label`` answered at ``when`` with total ``score``."""
    details = {
        "completedAt": when.isoformat(),
        "name": kind.upper(),
        "questions": {},
        "answers": {},
        "scoreDetails": {"score": score, "scoreMetadata": {"maxScore": 27}},
    }
    stored_questionnaire(store, qid, kind, details, label=label)
