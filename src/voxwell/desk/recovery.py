"""Takes left behind, found at start: which are offered back, which are set aside, what is kept.

A take is left behind when a crash cut it short (``voxwell.audio.recover_takes`` repairs it) or
when the app closed before it was uploaded (``unsent_takes``). :func:`find_left_behind` decides
what the person is asked about:

- **one offer per person and slot, the newest**: an older take of the same slot was recorded
  again, so it is *superseded*; so is a take whose own session already stored a take of that
  slot in the history (a take cut off by a microphone loss, then recorded again and uploaded);
- superseded takes are **set aside** in the takes folder's ``superseded`` folder with their notes,
  so they are never offered again and never deleted here;
- each offer carries its **seconds of speech**, counted as the engine counts them, so the choice
  is made on what matters.

:meth:`Recovery.keep` keeps the ticked offers and discards the others; its :class:`KeptTakes`
says what was kept in one sentence. Takes whose notes name no person are offered on their own
and, kept, stay in the takes folder to be imported by hand: nothing says whose they are.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from voxwell.audio.recovery import RecoveredTake, recover_takes, unsent_takes
from voxwell.audio.takes import TakeOwner, owner_of, set_aside
from voxwell.desk.custody import Take
from voxwell.errors import VoxwellError
from voxwell.history import HistoryStore
from voxwell.i18n import translate

__all__ = ["SUPERSEDED_FOLDER", "KeptTakes", "Recovery", "RecoveryOffer", "find_left_behind"]

SUPERSEDED_FOLDER = "superseded"
"""Where, inside the takes folder, takes recorded again are set aside."""


@dataclass(frozen=True)
class RecoveryOffer:
    """A take offered back, with its seconds of speech (None: it could not be measured)."""

    take: RecoveredTake
    speech_seconds: float | None

    @property
    def owner(self) -> TakeOwner:
        return TakeOwner(self.take.session_id, self.take.user_label)


@dataclass(frozen=True)
class KeptTakes:
    """What the person kept: takes that wait for their own person's next session, takes whose
    person is unknown (left in the takes folder), and what could not be kept."""

    takes: tuple[Take, ...] = ()
    unowned: tuple[Path, ...] = ()
    errors: tuple[str, ...] = ()

    def message(self) -> str:
        """One plain sentence per kind of take kept ("" when nothing was)."""
        parts = []
        kept, unowned = len(self.takes), len(self.unowned)  # lupdate reads a name as the count
        if self.takes:
            people = ", ".join(sorted({take.owner.user_label for take in self.takes}))
            parts.append(
                translate(
                    "Recovery",
                    "Kept %n recovered take(s) for {people}: they fill the matching slots of that "
                    "person's next session only.",
                    None,
                    kept,
                ).format(people=people)
            )
        if self.unowned:
            parts.append(
                translate(
                    "Recovery",
                    "Kept %n take(s) with no owner recorded in the takes folder; import them by "
                    "hand into the right session.",
                    None,
                    unowned,
                )
            )
        return " ".join(parts)


@dataclass(frozen=True)
class Recovery:
    """The takes offered back (oldest first) and the superseded ones set aside."""

    offers: tuple[RecoveryOffer, ...]
    set_aside: tuple[Path, ...]

    def keep(self, ticked: Collection[RecoveryOffer]) -> KeptTakes:
        """Keep the ``ticked`` offers (a take cut short becomes a WAV), discard the others."""
        kept: list[Take] = []
        unowned: list[Path] = []
        errors: list[str] = []
        for offer in self.offers:
            try:
                if offer not in ticked:
                    offer.take.discard()
                    continue
                path = offer.take.keep("wav")
            except VoxwellError as exc:
                errors.append(str(exc))
                continue
            if not offer.owner.user_label:
                unowned.append(path)
                continue
            kept.append(
                Take(path, offer.take.label, offer.owner, offer.speech_seconds, "recovered")
            )
        return KeptTakes(tuple(kept), tuple(unowned), tuple(errors))


def find_left_behind(
    folder: Path, store: HistoryStore, *, min_age_seconds: float = 5.0
) -> Recovery:
    """Repair and sort out the takes left behind in ``folder`` (the app's takes folder), setting
    the superseded ones aside; takes cut short in the last ``min_age_seconds`` are left alone
    (``recover_takes``). Slow (repairs, decodes, counts speech): call it off the event loop.
    ``TakeError`` when the folder cannot be written."""
    found = recover_takes(folder, min_age_seconds=min_age_seconds)
    found += unsent_takes(folder, store.take_paths())
    found.sort(key=_age)
    stored = _stored_slots(store, {take.user_label for take in found if take.session_id})
    newest: dict[tuple[str, str], RecoveredTake] = {}
    unowned: list[RecoveredTake] = []
    superseded: list[RecoveredTake] = []
    for take in found:
        if not take.session_id:
            unowned.append(take)
        elif (take.session_id, take.label) in stored:
            superseded.append(take)
        else:
            earlier = newest.get((take.user_label, take.label))
            if earlier is not None:
                superseded.append(earlier)
            newest[(take.user_label, take.label)] = take
    aside = tuple(set_aside(take.keep("wav"), folder / SUPERSEDED_FOLDER) for take in superseded)
    offered = sorted([*unowned, *newest.values()], key=_age)
    return Recovery(tuple(RecoveryOffer(take, _speech(take.path)) for take in offered), aside)


def _age(take: RecoveredTake) -> tuple[datetime, str]:
    """Oldest first: by start time (a take whose notes were lost first), then by name."""
    return (take.started_at or _LONG_AGO, take.path.name)


_LONG_AGO = datetime.min.replace(tzinfo=UTC)


def _stored_slots(store: HistoryStore, people: set[str]) -> set[tuple[str, str]]:
    """(session id, slot) of every take the history holds for ``people``, from the takes' notes."""
    found = set()
    for person in people:
        for record in store.sessions(person):
            for slot, path in record.takes.items():
                session_id = owner_of(Path(path)).session_id
                if session_id:
                    found.add((session_id, slot))
    return found


def _speech(path: Path) -> float | None:
    from voxwell.audio.preflight import measure_take  # loads FFmpeg and the detector

    try:
        return measure_take(path).speech_seconds
    except VoxwellError:
        return None  # offered all the same: the person can listen to it
