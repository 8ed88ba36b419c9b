"""Take custody: which take belongs to whom, which one fills each slot, and when one may go.

Every take the app holds is a :class:`Take` with a typed owner (``voxwell.audio.TakeOwner``:
session id and user label) and, once counted, its seconds of speech. :class:`TakeCustody` holds
the takes of the session in hand, slot by slot, and the takes waiting for a person's session:
parked by "Back to setup" or "New session", recovered after a crash, or left unsent when the app
closed. A waiting take is given only to a session of its own person.

Nothing a person recorded disappears by accident:

- a new take of a slot becomes the slot's take, and the one it replaces is kept (``replaced``)
  and can be brought back with :meth:`TakeCustody.restore` until the session is uploaded;
- a take that is the best of its slot (the most speech of its current and replaced takes) is
  never deleted unless the person confirmed it (:meth:`TakeCustody.discard` with
  ``confirmed=True``); once the session is sent, :meth:`TakeCustody.sent` deletes the replaced
  takes that are not the best and returns those that are, to ask about.

Every change is told to the subscribers of :attr:`TakeCustody.changes` as a
:class:`CustodyChange` (what happened, to which slot and take), so a view refreshes from the
custody instead of after each call it makes.

Qt-free; files are deleted with ``voxwell.audio.takes.delete_take`` (the take and its notes).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from voxwell.audio.takes import TakeOwner, delete_take
from voxwell.desk.observed import Events
from voxwell.errors import TakeError
from voxwell.i18n import translate

__all__ = [
    "ChangeKind",
    "CustodyChange",
    "SlotTakes",
    "Take",
    "TakeCustody",
    "TakeOrigin",
    "TakeOwner",
]

TakeOrigin = Literal["recorded", "imported", "recovered"]


@dataclass(frozen=True)
class Take:
    """One take file of one slot, whose it is, and its seconds of speech (None: not counted)."""

    path: Path
    slot: str
    owner: TakeOwner
    speech_seconds: float | None = None
    origin: TakeOrigin = "recorded"

    def counted(self, seconds: float) -> Take:
        return dataclasses.replace(self, speech_seconds=seconds)


@dataclass
class SlotTakes:
    """The take that fills a slot now, and the ones it replaced (oldest first)."""

    current: Take | None = None
    replaced: list[Take] = field(default_factory=list)

    def all(self) -> list[Take]:
        return [*self.replaced, *([self.current] if self.current is not None else [])]

    def best(self) -> Take | None:
        """The take with the most speech (uncounted takes count as none); the newest on a tie."""
        takes = self.all()
        if not takes:
            return None
        return max(reversed(takes), key=lambda take: take.speech_seconds or 0.0)


ChangeKind = Literal[
    "began", "placed", "counted", "restored", "discarded", "sent", "closed", "parked", "offered"
]


@dataclass(frozen=True)
class CustodyChange:
    """One change of custody: its kind, and the slot and take it concerns (None for a change of
    the whole session: began, sent, closed, parked, offered)."""

    kind: ChangeKind
    slot: str | None = None
    take: Take | None = None


class TakeCustody:
    """The takes of the session in hand (by slot) and those waiting for their person;
    ``changes`` tells its subscribers of every change."""

    def __init__(self) -> None:
        self._owner: TakeOwner | None = None
        self._slots: dict[str, SlotTakes] = {}
        self._waiting: list[Take] = []
        self.changes: Events[CustodyChange] = Events()

    # -- the session in hand -------------------------------------------------------------------

    @property
    def owner(self) -> TakeOwner | None:
        """Whose session is in hand (None between sessions)."""
        return self._owner

    def begin(self, owner: TakeOwner, slots: Iterable[str]) -> dict[str, Take]:
        """Take a session in hand: the waiting takes of its person fill its slots (the newest
        of each slot is current, older ones are kept as replaced). Returns the current takes."""
        if self._owner is not None:
            self.park()
        self._owner = owner
        self._slots = {slot: SlotTakes() for slot in slots}
        label = owner.user_label.strip()
        mine = [t for t in self._waiting if t.owner.user_label.strip() == label and label]
        for take in mine:
            if take.slot in self._slots:
                self._waiting.remove(take)
                self._put(dataclasses.replace(take, owner=owner))
        self.changes.emit(CustodyChange("began"))
        return self.current_takes()

    def parked_session(self, user_label: str) -> str | None:
        """The session id of ``user_label``'s takes parked by "Back to setup" (None if none), so
        that starting again for that person continues the same session."""
        label = user_label.strip()
        for take in reversed(self._waiting):
            if take.owner.user_label.strip() == label and take.origin != "recovered":
                return take.owner.session_id
        return None

    def add(self, take: Take) -> Take | None:
        """A take has ended (recorded or imported): it fills its slot; the slot's earlier take is
        kept as replaced and returned. A take of another person's session is refused."""
        if self._owner is None or take.slot not in self._slots:
            raise TakeError(
                translate("TakeCustody", "No session is being recorded: the take cannot be placed.")
            )
        if take.owner != self._owner:
            if take.owner.user_label:
                text = translate(
                    "TakeCustody", "This take belongs to {owner}, not to {person}'s session."
                )
            else:
                text = translate(
                    "TakeCustody",
                    "This take belongs to another session, not to {person}'s session.",
                )
            raise TakeError(text.format(owner=take.owner.user_label, person=self._owner.user_label))
        previous = self._put(take)
        self.changes.emit(CustodyChange("placed", take.slot, take))
        return previous

    def _put(self, take: Take) -> Take | None:
        slot = self._slots[take.slot]
        previous = slot.current
        if previous is not None:
            slot.replaced.append(previous)
        slot.current = take
        return previous

    def counted(self, path: Path, seconds: float) -> Take | None:
        """A take's speech has been counted (one brought back is measured again)."""
        for slot in self._slots.values():
            for index, take in enumerate(slot.replaced):
                if take.path == path:
                    slot.replaced[index] = take.counted(seconds)
                    return self._counted(slot.replaced[index])
            if slot.current is not None and slot.current.path == path:
                slot.current = slot.current.counted(seconds)
                return self._counted(slot.current)
        return None

    def _counted(self, take: Take) -> Take:
        self.changes.emit(CustodyChange("counted", take.slot, take))
        return take

    def current(self, slot: str) -> Take | None:
        held = self._slots.get(slot)
        return held.current if held is not None else None

    def current_takes(self) -> dict[str, Take]:
        """The take filling each slot that has one, in the slots' order."""
        return {
            slot: held.current for slot, held in self._slots.items() if held.current is not None
        }

    def replaced(self, slot: str) -> list[Take]:
        held = self._slots.get(slot)
        return list(held.replaced) if held is not None else []

    def best(self, slot: str) -> Take | None:
        held = self._slots.get(slot)
        return held.best() if held is not None else None

    def restore(self, slot: str) -> Take:
        """Bring back the take replaced last; the take it replaces is kept as replaced."""
        held = self._slots.get(slot)
        if held is None or not held.replaced:
            raise TakeError(
                translate("TakeCustody", "There is no earlier take of this slot to bring back.")
            )
        earlier = held.replaced.pop()
        if held.current is not None:
            held.replaced.append(held.current)
        held.current = earlier
        self.changes.emit(CustodyChange("restored", slot, earlier))
        return earlier

    def discard(self, take: Take, *, confirmed: bool = False) -> None:
        """Delete a take of the session in hand. The best take of its slot goes only once the
        person has confirmed (``TakeError`` otherwise)."""
        held = self._slots.get(take.slot)
        if held is None or take not in held.all():
            raise TakeError(
                translate("TakeCustody", "This take is not part of the session being recorded.")
            )
        if held.best() == take and not confirmed:
            raise TakeError(
                translate(
                    "TakeCustody",
                    "This is the take with the most speech of its slot: confirm to delete it.",
                )
            )
        if held.current == take:
            held.current = held.replaced.pop() if held.replaced else None
        else:
            held.replaced.remove(take)
        delete_take(take.path)
        self.changes.emit(CustodyChange("discarded", take.slot, take))

    def sent(self) -> list[Take]:
        """The session was uploaded: replaced takes are deleted, except those that are the best
        of their slot, which are returned (still held) for the person to confirm or keep."""
        ask: list[Take] = []
        for held in self._slots.values():
            best = held.best()
            for take in list(held.replaced):
                if take == best:
                    ask.append(take)
                    continue
                held.replaced.remove(take)
                delete_take(take.path)
        self.changes.emit(CustodyChange("sent"))
        return ask

    def close_session(self) -> None:
        """The session is over (uploaded): nothing of it stays in hand or waits."""
        self._owner = None
        self._slots = {}
        self.changes.emit(CustodyChange("closed"))

    def park(self) -> None:
        """ "Back to setup" or "New session": every take of the session in hand (current and
        replaced) waits for its person's next session."""
        for held in self._slots.values():
            self._waiting.extend(held.all())
        self._owner = None
        self._slots = {}
        self.changes.emit(CustodyChange("parked"))

    # -- takes waiting for their person --------------------------------------------------------

    def offer(self, takes: Iterable[Take]) -> None:
        """Takes recovered or left unsent wait for their own person's session (oldest first:
        the newest of a slot fills it)."""
        self._waiting.extend(takes)
        self.changes.emit(CustodyChange("offered"))

    def waiting(self, user_label: str | None = None) -> list[Take]:
        """Takes waiting (for ``user_label`` only, if given)."""
        if user_label is None:
            return list(self._waiting)
        label = user_label.strip()
        return [t for t in self._waiting if t.owner.user_label.strip() == label]

    def held(self) -> list[Take]:
        """Every take held: the session in hand's (current and replaced) and those waiting."""
        in_hand = [take for held in self._slots.values() for take in held.all()]
        return [*in_hand, *self._waiting]
