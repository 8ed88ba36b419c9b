"""The record of one session the app keeps, and of one questionnaire: plain data, Qt-free.

A session is what the clinician recorded for one user label at one sitting: its takes, the run it
became at a service, and that run's last response. ``voxwell.history`` stores and finds these
records; the desk and the views read them without reaching the store. The record is plain data
(no SQLite, no Qt);
its run is read through the wire models of ``voxwell.api`` (:meth:`SessionRecord.parsed_run`);
the words its fields may hold (model kinds, take slots, statuses) are ``voxwell.api``'s.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from functools import cached_property
from typing import Any

from pydantic import ValidationError

from voxwell.api import (
    ApolloModelRunResponse,
    MentalWellnessModelRunResponse,
    ModelKind,
    QuestionnaireStatus,
    SessionStatus,
)

__all__ = ["QuestionnaireRecord", "RunResponse", "SessionRecord", "parse_run"]

RunResponse = MentalWellnessModelRunResponse | ApolloModelRunResponse
"""A stored run's last response, as the model of the session's kind."""


def parse_run(model_kind: str, run_json: Mapping[str, Any]) -> RunResponse:
    """A stored run (wire JSON) as the response model of ``model_kind``; pydantic's
    ``ValidationError`` when it is not one."""
    if model_kind == ModelKind.APOLLO:
        return ApolloModelRunResponse.model_validate(dict(run_json))
    return MentalWellnessModelRunResponse.model_validate(dict(run_json))


@dataclass(frozen=True)
class SessionRecord:
    """One stored session; ``HistoryStore.update`` returns a new record, never mutates one."""

    id: int
    created_at: datetime
    user_label: str
    model_kind: str
    service_name: str
    base_url: str
    language: str
    request_json: dict[str, Any]
    takes: dict[str, str]
    run_id: str | None = None
    upload_urls: dict[str, str] = field(default_factory=dict)
    uploaded_slots: list[str] = field(default_factory=list)
    status: str = SessionStatus.RECORDED
    run_json: dict[str, Any] | None = None
    model_version: str | None = None
    error_code: str | None = None
    error_reason: str | None = None
    # "1980", "1980-05" or "1980-05-17" (voxwell.api.known_birth_date); None: the request's
    # date is all there is (sessions stored before this was kept, or from the batch command).
    birth_date_known: str | None = None
    # slot -> the take's live captions and alerts (voxwell.api.LiveNotes as JSON), for the
    # takes recorded with live monitoring; None for sessions without (or stored before it).
    live_monitoring: dict[str, Any] | None = None
    # When the run's final results were last stored here (None: none yet, or stored before
    # this was kept); the retention rule for recordings counts from it (voxwell.desk.retention).
    results_at: datetime | None = None
    # When that rule removed the takes' audio, and the days it kept them after the results
    # (None: the audio is kept). The results, notes and live notes stay.
    audio_removed_at: datetime | None = None
    audio_retention_days: int | None = None
    # A study participant's attributes (group, site, arm: names to text), from a study manifest;
    # empty for a session recorded here.
    attributes: dict[str, str] = field(default_factory=dict)

    @property
    def is_active(self) -> bool:
        """True while the session still has an upload or a run to finish."""
        return SessionStatus(self.status).is_active

    @property
    def missing_slots(self) -> list[str]:
        """Take slots not uploaded yet, in take order."""
        return [slot for slot in self.takes if slot not in self.uploaded_slots]

    @cached_property
    def parsed_run(self) -> RunResponse | None:
        """The run's last response as the wire model of this session's kind.

        None when no response is stored, or when the stored JSON is not a run of that kind (a
        damaged or hand-edited history): such a session simply has no values.
        """
        if self.run_json is None:
            return None
        try:
            return parse_run(self.model_kind, self.run_json)
        except ValidationError:
            return None


@dataclass(frozen=True)
class QuestionnaireRecord:
    """A questionnaire created at a service, kept so its answers can be fetched after a restart.

    ``id`` is the service's questionnaire id; ``details_json`` is the service's
    ``CompletedQuestionnaireDetails`` (wire JSON) once the answers are in.
    """

    id: str
    created_at: datetime
    user_label: str
    questionnaire_type: str
    service_name: str
    base_url: str
    activity_link: str
    status: str = QuestionnaireStatus.RESULTS_NOT_AVAILABLE
    details_json: dict[str, Any] | None = None

    @property
    def answered(self) -> bool:
        return self.status == QuestionnaireStatus.RESULTS_AVAILABLE
