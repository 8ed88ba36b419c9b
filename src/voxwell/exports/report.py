"""What a session's one-page report holds, built from the stored run and the session's details.

Qt-free: ``build_report`` says *what* the report shows (who and when, with date of birth, sex
and language, the service and model version, whether the values come from the local acoustic
reference model, the warnings, the run's state, the values per section with the band of each
banded measure or per disorder and symptom with severity, the whole transcript with section times
or, for a two-recording run, each take's transcript and the read-aloud check, the questionnaire
totals of the same period, what live monitoring heard while the takes were recorded (captions
and alerts with their times, ``live_monitoring_lines``), and the disclaimer).
``voxwell.gui.results.pdf_report``
words and draws it. Values keep their wire names; the GUI gives them their display labels.
The sentences made here (the read-aloud check, the alerts, the run's state) are read on screen and
in the PDF only, so they are in the app's language (``voxwell.i18n``); the machine-readable
exports (CSV, JSON, FHIR, TextGrid) take none of them.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from itertools import pairwise
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from pydantic import ValidationError as PydanticValidationError

from voxwell.api import (
    BAND_VALUES,
    SECTION_MEASURES,
    ApolloModelRunResponse,
    ApolloResults,
    LiveAlert,
    LiveNotes,
    MentalWellnessModelRunResponse,
    ModelKind,
    ModelRunStatus,
    ReadingCheck,
    Severity,
    TakeSlot,
)
from voxwell.exports.tabular import DISCLAIMER, user_cells
from voxwell.history import QuestionnaireRecord, QuestionnaireTotal, SessionRecord, parse_run
from voxwell.history import questionnaire_totals as _questionnaire_totals
from voxwell.i18n import translate
from voxwell.wording import alert_reason, format_clock, live_monitoring_note, slot_label

__all__ = [
    "QUESTIONNAIRE_WINDOW",
    "AnyRun",
    "ReportSection",
    "Score",
    "SessionReport",
    "TakeText",
    "alert_lines",
    "band_severity",
    "build_report",
    "is_reference_model",
    "live_monitoring_lines",
    "no_alerts_line",
    "parse_stored_run",
    "reading_check_text",
    "status_text",
    "stored_live_notes",
    "take_texts",
]

AnyRun = MentalWellnessModelRunResponse | ApolloModelRunResponse

_LOOPBACK = {"127.0.0.1", "localhost", "::1"}

QUESTIONNAIRE_WINDOW = timedelta(days=14)
"""Questionnaires answered this long before or after a session are 'in the same period'."""


_HALFWAYS = tuple((low + high) / 2 for low, high in pairwise(BAND_VALUES))


def band_severity(value: float) -> str:
    """The band of a stepped measure's value (one of ``BAND_VALUES``) in the service's severity
    words: the nearest band, so values a little off still read right."""
    return tuple(Severity)[bisect_right(_HALFWAYS, value)].value


@dataclass(frozen=True)
class ReportSection:
    """One section of a mental wellness run: its span and one value per report measure."""

    start: float
    end: float
    values: tuple[float | None, ...]
    transcript: str = ""


@dataclass(frozen=True)
class Score:
    """A disorder probability or a symptom score of a two-recording run."""

    name: str
    value: float
    severity: str


@dataclass(frozen=True)
class TakeText:
    """What was recognised in one take of a two-recording run, and the read-aloud check's
    verdict in words (empty for the mood-question take)."""

    slot: str
    transcript: str
    reading: str = ""


def reading_check_text(check: ReadingCheck) -> str:
    """The read-aloud check in one plain sentence."""
    if not check.isPassage:
        return translate(
            "SessionReport",
            "Not the passage: only {correct} of the take's words follow the passage "
            "in order. The person may have talked instead of reading; record the read-aloud "
            "take again from the passage.",
        ).format(correct=check.wordsCorrect)
    return translate(
        "SessionReport",
        "Passage read: {correct} of {words} words read correctly, {skipped} skipped, "
        "{misread} misread, {added} added; {pace} words per minute.",
    ).format(
        correct=check.wordsCorrect,
        words=check.passageWords,
        skipped=check.wordsSkipped,
        misread=check.wordsSubstituted,
        added=check.wordsAdded,
        pace=f"{check.wordsPerMinute:.0f}",
    )


def take_texts(results: ApolloResults | None) -> tuple[TakeText, ...]:
    """Each take's transcript and reading verdict (none when the service sent no takes: the
    hosted service's results carry no transcript)."""
    if results is None or results.takes is None:
        return ()
    takes = results.takes
    read = takes.readAloud
    return (
        TakeText(TakeSlot.MOOD_QUESTION.value, takes.moodQuestion.transcript),
        TakeText(
            TakeSlot.READ_ALOUD.value,
            read.transcript,
            reading_check_text(read.readingCheck) if read.readingCheck is not None else "",
        ),
    )


@dataclass(frozen=True)
class SessionReport:
    """The content of one session's report (``measures``/``sections`` for a mental wellness
    run, ``disorders``/``symptoms`` for a two-recording run)."""

    model_kind: str
    user_label: str
    recorded_at: datetime
    service_name: str
    run_id: str | None
    model_version: str | None
    reference_model: bool
    warnings: tuple[str, ...]
    status: str
    """The run's state when it is not a plain success (empty otherwise)."""
    run: AnyRun
    recording: Path | None = None
    """The take a mental wellness chart draws its waveform from, when it is stored."""
    measures: tuple[str, ...] = ()
    sections: tuple[ReportSection, ...] = ()
    disorders: tuple[Score, ...] = ()
    symptoms: tuple[Score, ...] = ()
    takes: tuple[TakeText, ...] = ()
    """Each take of a two-recording run: its transcript and the read-aloud check."""
    date_of_birth: str | None = None
    birth_sex: str | None = None
    language: str | None = None
    questionnaires: tuple[QuestionnaireTotal, ...] = ()
    """Totals of questionnaires answered within ``QUESTIONNAIRE_WINDOW`` of the session."""
    live: tuple[tuple[str, LiveNotes], ...] = ()
    """Each take's live captions and alerts (slot, notes), for the takes that have them."""
    take_files: tuple[tuple[str, Path], ...] = ()
    """Each stored take (slot, file): the clock its TextGrid spans."""
    disclaimer: str = DISCLAIMER


def stored_live_notes(record: SessionRecord) -> tuple[tuple[str, LiveNotes], ...]:
    """The live captions and alerts stored with a session, in take order (a damaged entry is
    left out: the report does not depend on it)."""
    stored = record.live_monitoring or {}
    found = []
    for slot in record.takes:
        try:
            notes = LiveNotes.model_validate(stored[slot]) if slot in stored else None
        except PydanticValidationError:
            notes = None
        if notes is not None and not notes.empty:
            found.append((slot, notes))
    return tuple(found)


def alert_lines(report: SessionReport) -> list[str]:
    """Every alert and warning of the session, for the top of a report's first page, where a
    printout filed on its own cannot miss it: live monitoring's alerts (highest level first, with
    their take, time and the reviewer's note), then the service's warnings. Empty when there are
    none of any kind."""
    alerts = [(slot, alert) for slot, notes in report.live for alert in notes.alerts]
    alerts.sort(key=lambda found: -found[1].level)
    lines = [
        _alert_sentence(alert, slot_label(slot).lower() if len(report.live) > 1 else "")
        for slot, alert in alerts
    ]
    lines += [
        translate("SessionReport", "Warning from the service: {warning}").format(warning=warning)
        for warning in report.warnings
    ]
    return lines


def _alert_sentence(alert: LiveAlert, take: str) -> str:
    """``ALERT level 3 of 3: ... while recording in the <take> at 1:05: <the reviewer's note>``
    (the take, the time and the note where there are any; a full stop without a note)."""
    reason = alert_reason(alert)
    fields = {
        "heading": _alert_head(alert),
        "slot": take,
        "time": format_clock(alert.start) if alert.start is not None else "",
        "reason": reason,
    }
    if take and alert.start is not None:
        if reason:
            text = translate(
                "SessionReport", "{heading} while recording in the {slot} at {time}: {reason}"
            )
        else:
            text = translate("SessionReport", "{heading} while recording in the {slot} at {time}.")
    elif take:
        if reason:
            text = translate("SessionReport", "{heading} while recording in the {slot}: {reason}")
        else:
            text = translate("SessionReport", "{heading} while recording in the {slot}.")
    elif alert.start is not None:
        if reason:
            text = translate("SessionReport", "{heading} while recording at {time}: {reason}")
        else:
            text = translate("SessionReport", "{heading} while recording at {time}.")
    elif reason:
        text = translate("SessionReport", "{heading} while recording: {reason}")
    else:
        text = translate("SessionReport", "{heading} while recording.")
    return text.format(**fields)


def _alert_head(alert: LiveAlert) -> str:
    """The alert's heading as the report prints it: ``ALERT level 3 of 3: possible suicide risk
    (act now)`` (a heading in another language is printed as it is)."""
    heading = alert.heading
    return "ALERT" + heading.removeprefix("Alert") if heading.startswith("Alert ") else heading


def _alert_line(alert: LiveAlert) -> str:
    """One alert in the live monitoring section: its heading, `` at 1:05`` when its time is
    known and ``: <the reviewer's note>`` when there is one."""
    reason = alert_reason(alert)
    fields = {
        "heading": _alert_head(alert),
        "time": format_clock(alert.start) if alert.start is not None else "",
        "reason": reason,
    }
    if alert.start is not None:
        if reason:
            text = translate("SessionReport", "{heading} at {time}: {reason}")
        else:
            text = translate("SessionReport", "{heading} at {time}")
    elif reason:
        text = translate("SessionReport", "{heading}: {reason}")
    else:
        return fields["heading"]
    return text.format(**fields)


def no_alerts_line(*, monitored: bool) -> str:
    """What stands where the alerts would when there are none (``monitored``: live monitoring
    ran during a take)."""
    if monitored:
        return translate(
            "SessionReport", "No warnings from the service, and live monitoring raised no alert."
        )
    return translate("SessionReport", "No warnings from the service.")


def live_monitoring_lines(report: SessionReport) -> list[str]:
    """The report's "Live monitoring" section as lines: what it is, then per take its alerts
    (level, alert, urgency, when, the reviewer's note) and its captions with their times."""
    if not report.live:
        return []
    lines = [live_monitoring_note()]
    for slot, notes in report.live:
        take = slot_label(slot) if len(report.live) > 1 else ""
        taken = [_alert_line(alert) for alert in notes.alerts]
        taken += [
            f"{format_clock(c.start)}–{format_clock(c.end)}  {c.text}" for c in notes.captions
        ]
        if take:
            taken = [
                translate("SessionReport", "{slot}: {line}").format(slot=take, line=line)
                for line in taken
            ]
        lines += taken
    return lines


def parse_stored_run(record: SessionRecord) -> AnyRun:
    """The stored run of ``record`` as its model; ``ValueError`` in plain words when it has none
    or the stored JSON does not have the model's shape."""
    if not isinstance(record.run_json, dict):
        raise ValueError(
            translate(
                "SessionReport", "This session has no results yet, so there is nothing to export."
            )
        )
    try:
        return parse_run(record.model_kind, record.run_json)
    except PydanticValidationError as exc:
        problems = exc.error_count()  # (a plain name: lupdate reads no call as the count)
        raise ValueError(
            translate(
                "SessionReport",
                "The stored results do not have the expected shape (%n problem(s)); "
                "they cannot be exported in this format.",
                None,
                problems,
            )
        ) from exc


def is_reference_model(
    service_name: str, base_url: str, run_json: Mapping[str, Any] | None = None
) -> bool:
    """True when the results came from the bundled local engine (its own acoustic model).

    Any one sign is enough: the service is the local engine, the address is this computer, or
    the run names the local model (``voxwell-...``).
    """
    if service_name.strip().lower().startswith("local"):
        return True
    host = urlsplit(base_url).hostname or ""
    if host in _LOOPBACK or host.startswith("127."):
        return True
    model = run_json.get("model") if isinstance(run_json, Mapping) else None
    return isinstance(model, str) and model.lower().startswith("voxwell")


def status_text(record: SessionRecord) -> str:
    """The run's state in plain words when it is not a plain success with results (else "")."""
    run: Mapping[str, Any] = record.run_json if isinstance(record.run_json, dict) else {}
    status = run.get("status")
    if status == "COMPLETE_OK":
        results = run.get("results")
        if record.model_kind == ModelKind.APOLLO:
            if results:
                return ""
            return translate("SessionReport", "The service returned no scores for this run.")
        sections = results.get("sections") if isinstance(results, Mapping) else None
        if sections:
            return ""
        return translate("SessionReport", "The service returned no sections for this recording.")
    if status == "COMPLETE_ERROR" or record.status == "failed":
        code = run.get("errorCode") or record.error_code or "error"
        reason = (
            run.get("errorReason")
            or record.error_reason
            or translate("SessionReport", "no reason given")
        )
        return translate("SessionReport", "The analysis failed ({code}): {reason}").format(
            code=code, reason=reason
        )
    if record.status == "cancelled":
        return translate("SessionReport", "This session was cancelled before results arrived.")
    return translate("SessionReport", "No results yet: the session is {status}.").format(
        status=record.status
    )


def build_report(
    record: SessionRecord, questionnaires: Sequence[QuestionnaireRecord] = ()
) -> SessionReport:
    """The report of a stored session with results; ``ValueError`` when it has none.

    ``questionnaires`` are the user's (any label: those of another user are left out)."""
    run = parse_stored_run(record)
    take = record.takes.get("recording")
    measures: tuple[str, ...] = ()
    sections: tuple[ReportSection, ...] = ()
    disorders: tuple[Score, ...] = ()
    symptoms: tuple[Score, ...] = ()
    takes: tuple[TakeText, ...] = ()
    if run.status is not ModelRunStatus.COMPLETE_OK or run.results is None:
        pass  # nothing to tabulate: the status says why
    elif isinstance(run, ApolloModelRunResponse):
        disorders = tuple(
            Score(name, float(score.probability), score.severity.value)
            for name, score in run.results.disorders.scores().items()
        )
        symptoms = tuple(
            Score(name, float(score.value), score.severity.value)
            for name, score in run.results.symptoms.scores().items()
        )
        takes = take_texts(run.results)
    else:
        parts = run.results.sections
        measures = tuple(
            name
            for name in SECTION_MEASURES
            if any(part.measure(name) is not None for part in parts)
        )
        sections = tuple(
            ReportSection(
                part.startSecs,
                part.finishSecs,
                tuple(part.measure(m) for m in measures),
                part.transcript,
            )
            for part in parts
        )
    user = user_cells(record.request_json, birth_date_known=record.birth_date_known)
    totals = _questionnaire_totals(
        [q for q in questionnaires if q.user_label == record.user_label],
        start=record.created_at - QUESTIONNAIRE_WINDOW,
        end=record.created_at + QUESTIONNAIRE_WINDOW,
    )
    return SessionReport(
        model_kind=record.model_kind,
        user_label=record.user_label,
        recorded_at=record.created_at,
        service_name=record.service_name,
        run_id=record.run_id,
        model_version=record.model_version or run.model,
        reference_model=is_reference_model(record.service_name, record.base_url, record.run_json),
        warnings=tuple(str(warning) for warning in run.warnings or []),
        status=status_text(record),
        run=run,
        recording=Path(take) if take else None,
        measures=measures,
        sections=sections,
        disorders=disorders,
        symptoms=symptoms,
        takes=takes,
        date_of_birth=user["date_of_birth"],
        birth_sex=user["birth_sex"],
        language=user["language"] or record.language or None,
        questionnaires=tuple(totals),
        live=stored_live_notes(record),
        take_files=tuple((slot, Path(file)) for slot, file in record.takes.items() if file),
    )
