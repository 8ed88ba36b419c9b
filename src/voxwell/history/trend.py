"""Trend data: one value per session and measure, grouped into one series per model version.

Values from different model versions are not comparable (a new model may use another scale), so a
series never holds points of two versions and a chart draws each series as its own line.

A mental wellness session's value of a measure is the mean over its sections weighted by each
section's duration (a long section says more than a short one); sections without the measure are
left out, and a session with none of it gives no point. A two-recording session gives the
probability of each disorder (``depressionProbability``, ``anxietyProbability``) and the value of
each of its 15 symptoms (by symptom name). Runs are read through the ``voxwell.api`` models; a
stored run that does not parse as one gives no point.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from pydantic import ValidationError as PydanticValidationError

from voxwell.api import (
    SECTION_MEASURES,
    SYMPTOMS,
    ApolloResults,
    CompletedQuestionnaireDetails,
    MentalWellnessResults,
    ModelKind,
    ModelRunStatus,
)
from voxwell.records import QuestionnaireRecord, SessionRecord

__all__ = [
    "APOLLO_MEASURES",
    "UNKNOWN_MODEL",
    "QuestionnaireTotal",
    "TrendPoint",
    "TrendSeries",
    "build_trend",
    "questionnaire_totals",
    "section_weight",
    "series_key",
    "session_measure_value",
    "session_measures",
]

APOLLO_MEASURES: tuple[str, ...] = (
    "depressionProbability",
    "anxietyProbability",
    *SYMPTOMS,
)
UNKNOWN_MODEL = "unknown model"
"""Series key for runs whose response named no model version."""


@dataclass(frozen=True)
class TrendPoint:
    session_id: int
    at: datetime
    value: float


@dataclass(frozen=True)
class TrendSeries:
    """The points of one measure from one model version, oldest first."""

    model_version: str
    measure: str
    points: tuple[TrendPoint, ...]

    @property
    def values(self) -> list[float]:
        return [point.value for point in self.points]


def section_weight(start_secs: float, finish_secs: float) -> float:
    """A section's weight in its session's value: its duration (a zero-length section still
    counts, with a tiny weight, rather than vanish)."""
    return max(finish_secs - start_secs, 1e-6)


def _mental_wellness_value(results: MentalWellnessResults, measure: str) -> float | None:
    weighted = [
        (value, section_weight(section.startSecs, section.finishSecs))
        for section in results.sections
        if (value := section.measure(measure)) is not None
    ]
    total = sum(weight for _, weight in weighted)
    return sum(value * weight for value, weight in weighted) / total if total > 0 else None


def _apollo_value(results: ApolloResults, measure: str) -> float:
    disorder = measure.removesuffix("Probability")
    if disorder != measure:
        return results.disorders.scores()[disorder].probability
    return results.symptoms.scores()[measure].value


def session_measure_value(record: SessionRecord, measure: str) -> float | None:
    """The session's one value of ``measure``, or None when it has none."""
    run = record.parsed_run
    if run is None or run.status is not ModelRunStatus.COMPLETE_OK or run.results is None:
        return None
    if isinstance(run.results, ApolloResults):
        return _apollo_value(run.results, measure) if measure in APOLLO_MEASURES else None
    if measure in SECTION_MEASURES:
        return _mental_wellness_value(run.results, measure)
    return None


def session_measures(record: SessionRecord) -> list[str]:
    """The measures this session has a value for, in the model's own order."""
    names = APOLLO_MEASURES if record.model_kind == ModelKind.APOLLO else SECTION_MEASURES
    return [name for name in names if session_measure_value(record, name) is not None]


def series_key(record: SessionRecord) -> str:
    """The model version a session's values belong to."""
    if record.model_version:
        return record.model_version
    run = record.parsed_run
    return run.model if run is not None and run.model else UNKNOWN_MODEL


def build_trend(records: Iterable[SessionRecord], measure: str) -> list[TrendSeries]:
    """One series per model version, each oldest first; series ordered by their first point."""
    grouped: dict[str, list[TrendPoint]] = {}
    for record in records:
        value = session_measure_value(record, measure)
        if value is None:
            continue
        point = TrendPoint(session_id=record.id, at=record.created_at, value=value)
        grouped.setdefault(series_key(record), []).append(point)
    series = [
        TrendSeries(
            model_version=version,
            measure=measure,
            points=tuple(sorted(points, key=lambda p: (p.at, p.session_id))),
        )
        for version, points in grouped.items()
    ]
    series.sort(key=lambda s: (s.points[0].at, s.model_version))
    return series


@dataclass(frozen=True)
class QuestionnaireTotal:
    """An answered questionnaire's total score, for timelines and reports."""

    questionnaire_id: str
    questionnaire_type: str
    at: datetime
    """When it was answered (the service's ``completedAt``; else when it was created)."""
    score: int
    max_score: int | None
    severity: str | None
    language: str | None = None
    """The language the answers were given in (the instrument's, e.g. ``es-US``), when kept."""


def _answered_in(questions: dict[str, Any]) -> str | None:
    language = questions.get("language")
    return language if isinstance(language, str) and language else None


def questionnaire_totals(
    records: Iterable[QuestionnaireRecord],
    *,
    start: datetime | None = None,
    end: datetime | None = None,
) -> list[QuestionnaireTotal]:
    """Totals of the answered questionnaires (answered between ``start`` and ``end`` when
    given), oldest first; a questionnaire whose stored answers carry no score is left out."""
    totals = []
    for record in records:
        details = record.details_json if record.answered else None
        if not isinstance(details, dict):
            continue
        try:
            parsed = CompletedQuestionnaireDetails.model_validate(details)
        except PydanticValidationError:
            continue
        if parsed.scoreDetails is None:
            continue
        at = parsed.completedAt if parsed.completedAt.tzinfo else record.created_at
        if (start is not None and at < start) or (end is not None and at > end):
            continue
        metadata = parsed.scoreDetails.scoreMetadata
        maximum = metadata.get("maxScore")
        severity = metadata.get("severityLabel") or metadata.get("severity")
        totals.append(
            QuestionnaireTotal(
                questionnaire_id=record.id,
                questionnaire_type=record.questionnaire_type,
                at=at,
                score=parsed.scoreDetails.score,
                max_score=maximum if isinstance(maximum, int) else None,
                severity=severity if isinstance(severity, str) else None,
                language=_answered_in(parsed.questions),
            )
        )
    totals.sort(key=lambda t: (t.at, t.questionnaire_id))
    return totals
