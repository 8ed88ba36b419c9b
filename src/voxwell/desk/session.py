"""The session life cycle of the desktop app: setup, recording, back, new, sent; whose it is.

:class:`Desk` is the one owner of the session state the views show: the settings, the draft
being recorded, the person whose data the window is about (``person``: the session being
recorded, or the one whose results are open), and the takes (:class:`TakeCustody`). Views observe
it (``subscribe``) and call its methods; they keep no session state of their own.

Decisions it carries:

- A new session starts from the settings' defaults (language, model, birth sex, data deletion),
  never from the last person's choices (:meth:`Desk.setup_defaults`).
- "Back to setup" and "New session" park the takes with their person; starting again for that
  person continues the same session with them, each with its own count of speech.
- Everything personal (user data, questionnaires, exports) is addressed to :attr:`Desk.person`
  unless a label is typed, and says so before it is sent (:func:`addressed_to`).
- The installation's session history (``voxwell.history``) is opened here
  (:func:`open_history`) and held by the desk (:attr:`Desk.store`): the desk's models read and
  write it; of the views only the History screen reads it.

Qt-free.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path

from voxwell.api import BirthSex, LanguageCode
from voxwell.desk.custody import Take, TakeCustody, TakeOwner
from voxwell.desk.observed import Observed
from voxwell.desk.settings import AppSettings
from voxwell.history import HistoryStore
from voxwell.sessions.draft import SessionDraft

__all__ = ["Desk", "SetupDefaults", "addressed_to", "open_history"]


def open_history(path: Path, *, key: bytes | None = None) -> HistoryStore:
    """The session history kept at ``path`` (``AppPaths.history_db``), opened (made if new),
    encrypted with the data key ``key`` (``voxwell.privacy``; None: kept plain)."""
    return HistoryStore(path, key=key)


@dataclass(frozen=True)
class SetupDefaults:
    """What the setup form shows for a new person (nothing personal)."""

    language: LanguageCode
    model_kind: str
    birth_sex: BirthSex
    delete_data: bool

    @classmethod
    def of(cls, settings: AppSettings) -> SetupDefaults:
        return cls(
            language=LanguageCode(settings.language),
            model_kind=settings.model_kind,
            birth_sex=BirthSex(settings.birth_sex),
            delete_data=settings.delete_data,
        )


def addressed_to(typed: str, person: str) -> str:
    """Whose data an action acts on: the label typed for it, else the person in view."""
    return typed.strip() or person.strip()


class Desk(Observed):
    """The session in hand, the person in view, the takes, the settings; ``subscribe`` to hear
    of every change of the draft, the person or the settings."""

    def __init__(
        self, settings: AppSettings | None = None, store: HistoryStore | None = None
    ) -> None:
        super().__init__()
        self._settings = settings or AppSettings()
        self._store = store
        self.custody = TakeCustody()
        self._draft: SessionDraft | None = None
        self._person = ""

    @property
    def store(self) -> HistoryStore:
        """The session history the desk keeps sessions in (``RuntimeError`` for a desk made
        without one, as for a view shown on its own)."""
        if self._store is None:
            raise RuntimeError("This desk keeps no session history.")
        return self._store

    @property
    def keeps_history(self) -> bool:
        return self._store is not None

    @property
    def settings(self) -> AppSettings:
        return self._settings

    @property
    def draft(self) -> SessionDraft | None:
        """The session being recorded (None between sessions)."""
        return self._draft

    @property
    def person(self) -> str:
        """The user label the window is about: the session being recorded, or the session whose
        results are open; "" when there is none."""
        return self._person

    def owner(self) -> TakeOwner | None:
        """Whose takes are recorded now."""
        draft = self._draft
        return None if draft is None else TakeOwner(draft.session_id, draft.user_label.strip())

    # -- the life cycle ----------------------------------------------------------------------

    def setup_defaults(self) -> SetupDefaults:
        return SetupDefaults.of(self._settings)

    def apply_settings(self, settings: AppSettings) -> None:
        self._settings = settings
        self._changed()

    def start_session(self, draft: SessionDraft) -> SessionDraft:
        """Recording begins for ``draft``'s person; their parked or recovered takes come back
        (the parked session continues). Returns the draft as recorded."""
        parked = self.custody.parked_session(draft.user_label)
        if parked is not None:
            draft = dataclasses.replace(draft, session_id=parked)
        self._draft = draft
        self._person = draft.user_label.strip()
        owner = self.owner()
        assert owner is not None
        self.custody.begin(owner, draft.slots)
        self._changed()
        return draft

    def record_again(self, draft: SessionDraft, keep: dict[str, str]) -> SessionDraft:
        """A stored session goes back to recording (its run failed): ``keep`` (slot -> path)
        are the takes that stay, the others are recorded or imported again."""
        draft = self.start_session(draft)
        owner = self.owner()
        assert owner is not None
        for slot, path in keep.items():
            if slot in draft.slots and self.custody.current(slot) is None:
                self.custody.add(Take(Path(path), slot, owner))
        return draft

    def update_draft(self, draft: SessionDraft) -> None:
        """The same session with a change (consent given on the recording page)."""
        if self._draft is not None and draft.session_id == self._draft.session_id:
            self._draft = draft
            self._changed()

    def back_to_setup(self) -> None:
        """The takes wait for their person; the setup shows that person again."""
        self.custody.park()
        self._changed()

    def new_session(self) -> SetupDefaults:
        """A new person: the takes in hand wait for theirs, nothing personal stays, and the
        setup starts from the settings' defaults (returned)."""
        self.custody.park()
        self._draft = None
        self._person = ""
        self._changed()
        return self.setup_defaults()

    def session_sent(self) -> list[Take]:
        """The session is stored for upload: its replaced takes go, except the best of a slot
        (returned, for the person to decide); the session leaves the hands of the recorder."""
        ask = self.custody.sent()
        self.custody.close_session()
        return ask

    def show_person(self, user_label: str) -> None:
        """A stored session of ``user_label`` is on screen (results, history)."""
        self._person = user_label.strip()
        self._changed()
