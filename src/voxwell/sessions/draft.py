"""The draft of a session and its record in the history, before any run exists.

``SessionDraft`` is what the app's setup view collects (no Qt here); ``request_json`` turns it
into the create-run body kept in the history, so that a session can be created again later.
``identifier_warning`` says when a user label looks like it identifies the person. Running a
stored session (create, upload, poll, every step saved) is :class:`SessionRunner`'s job, with the
history as its checkpoints (``voxwell.history.HistoryCheckpoints``).
"""

from __future__ import annotations

import re
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from voxwell.api import (
    ApolloModelRunCreate,
    BirthSex,
    LanguageCode,
    MentalWellnessModelRunCreate,
    ModelKind,
    UserDetails,
    birth_date_parts,
    known_birth_date,
)
from voxwell.history import HistoryStore, SessionRecord
from voxwell.i18n import translate

__all__ = [
    "LOCAL_SERVICE_NAME",
    "SessionDraft",
    "create_request",
    "create_session_record",
    "draft_from_record",
    "identifier_warning",
    "request_json",
]

LOCAL_SERVICE_NAME = "Local engine"
"""The service name sessions sent to the bundled engine are stored under."""

_EMAIL = re.compile(r"[^@\s]+@[^@\s]+\.[A-Za-z]{2,}")
_ID_NUMBER = re.compile(r"(?<!\d)(\d[\s-]?){6,}(?!\d)")
_NAME = re.compile(r"^[A-ZÀ-Þ][a-zß-ÿ'’-]+(\s+[A-ZÀ-Þ][a-zß-ÿ'’-]+)+$")


def identifier_warning(label: str) -> str | None:
    """A plain warning when a user label looks like a name, an e-mail address or an ID number
    (in the app's language: the setup form shows it; the batch manifest's problems, without a
    translator, read it in English)."""
    text = label.strip()
    if _EMAIL.search(text):
        return translate(
            "IdentifierWarning",
            "This label looks like an e-mail address. "
            "Use a code that does not identify the person.",
        )
    if _ID_NUMBER.search(text):
        return translate(
            "IdentifierWarning",
            "This label contains a long number, like a national ID, health or phone number. "
            "Use a study code instead.",
        )
    if _NAME.match(text):
        return translate(
            "IdentifierWarning",
            "This label looks like a person's name. Use a code that does not identify them.",
        )
    return None


@dataclass(frozen=True)
class SessionDraft:
    """What the setup view collects before recording."""

    user_label: str
    birth_year: int
    birth_month: int | None
    birth_day: int | None
    birth_sex: BirthSex
    language: LanguageCode
    model_kind: str  # "mental-wellness" | "apollo"
    delete_data: bool = False
    consent: bool = False  # the person agreed to the analysis; required before upload
    # Which session a take belongs to (recorded beside each take, with the user label).
    session_id: str = field(default_factory=lambda: uuid.uuid4().hex, compare=False)

    def user_details(self) -> UserDetails:
        """Unknown month or day become 01 (``UserDetails.from_partial``)."""
        return UserDetails.from_partial(
            self.user_label.strip(),
            self.birth_year,
            self.birth_month,
            self.birth_day,
            self.birth_sex,
        )

    def birth_date_known(self) -> str:
        """The date of birth as far as it is known (``voxwell.api.known_birth_date``)."""
        return known_birth_date(self.birth_year, self.birth_month, self.birth_day)

    @property
    def slots(self) -> tuple[str, ...]:
        """The takes this draft's model needs, in the order they are recorded."""
        return ModelKind(self.model_kind).slots


def create_request(
    model_kind: str, user: UserDetails, language: LanguageCode, *, delete_data: bool = False
) -> dict[str, Any]:
    """The create-run body of ``model_kind``, as wire JSON (validated on the way)."""
    body: MentalWellnessModelRunCreate | ApolloModelRunCreate
    if model_kind == ModelKind.APOLLO.value:
        body = ApolloModelRunCreate(user=user, language=language, deleteData=delete_data)
    else:
        body = MentalWellnessModelRunCreate(user=user, language=language, deleteData=delete_data)
    return body.to_wire()


def request_json(draft: SessionDraft) -> dict[str, Any]:
    """The create-run body of the draft's model, as wire JSON (validated on the way)."""
    return create_request(
        draft.model_kind, draft.user_details(), draft.language, delete_data=draft.delete_data
    )


def draft_from_record(record: SessionRecord) -> SessionDraft:
    """The draft a stored session was made from (to record it again after a failure)."""
    body = record.request_json
    user = UserDetails.model_validate(body["user"])
    born = user.dateOfBirth
    # The parts known when it was stored; an older record has only the wire date.
    year, month, day = birth_date_parts(record.birth_date_known or born.isoformat())
    return SessionDraft(
        user_label=user.userLabel,
        birth_year=year,
        birth_month=month,
        birth_day=day,
        birth_sex=user.birthSex,
        language=LanguageCode(body["language"]),
        model_kind=record.model_kind,
        delete_data=bool(body.get("deleteData", False)),
        consent=True,  # it was given before the session was first uploaded
    )


def create_session_record(
    store: HistoryStore,
    draft: SessionDraft,
    takes: dict[str, str],
    *,
    service_name: str,
    base_url: str,
) -> SessionRecord:
    """Store the session the moment its takes are ready (status ``recorded``), with the live
    captions and alerts kept beside its takes."""
    from voxwell.audio.takes import read_live_notes  # the audio package loads PortAudio

    ordered = {slot: takes[slot] for slot in draft.slots}
    live = {slot: read_live_notes(Path(path)) for slot, path in ordered.items()}
    heard = {slot: n.model_dump(mode="json") for slot, n in live.items() if n and not n.empty}
    return store.create_session(
        user_label=draft.user_label.strip(),
        model_kind=draft.model_kind,
        service_name=service_name,
        base_url=base_url,
        language=draft.language.value,
        request_json=request_json(draft),
        takes=ordered,
        birth_date_known=draft.birth_date_known(),
        live_monitoring=heard,
    )
