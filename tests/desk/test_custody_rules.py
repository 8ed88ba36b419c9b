"""The rules of take custody, proven over random sessions (a Hypothesis state machine, 500 runs).

Sessions of two people are started, recorded, re-taken, restored, discarded, parked, sent and
given recovered takes in any order, with real take files in a folder. After every step:

- no take reaches another person: the session in hand holds only its person's takes, and a
  take of someone else's session is refused;
- the best take of a slot is never lost without confirmation, and no take the custody holds has
  lost its file;
- a replaced take can be restored until upload;
- every change is told to the custody's subscribers (and to no one who unsubscribed);
- consent belongs to one person: any change of the person on the form lets it lapse.
"""

from __future__ import annotations

import dataclasses
import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    invariant,
    precondition,
    rule,
)

from tests.desk.test_live_monitor import draft
from voxwell.api import ModelKind
from voxwell.desk import Desk, Take, TakeOwner
from voxwell.desk.consent import Consent, Person
from voxwell.desk.custody import CustodyChange
from voxwell.errors import TakeError
from voxwell.sessions.draft import SessionDraft

PEOPLE = ("P-4009", "R-5001")
SLOTS = ModelKind.APOLLO.slots
slots = st.sampled_from([slot.value for slot in SLOTS])
speech = st.floats(min_value=0.0, max_value=40.0, allow_nan=False)


def _draft(person: str) -> SessionDraft:
    return dataclasses.replace(draft(ModelKind.APOLLO.value), user_label=person)


class CustodyRules(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.folder = Path(tempfile.mkdtemp(prefix="vx-custody-"))
        self.desk = Desk()
        self.custody = self.desk.custody
        self.heard: list[CustodyChange] = []
        self.custody.changes.subscribe(self.heard.append)
        self.gone: list[CustodyChange] = []
        self.custody.changes.subscribe(self.gone.append)()  # unsubscribed at once
        self.made = 0
        self.person_of: dict[Path, str] = {}  # whose each file is, kept apart from the custody

    def teardown(self) -> None:
        shutil.rmtree(self.folder, ignore_errors=True)

    # -- helpers -------------------------------------------------------------------------------

    def _file(self, person: str) -> Path:
        self.made += 1
        path = self.folder / f"take-{self.made}.wav"
        path.write_bytes(b"RIFF")
        self.person_of[path] = person
        return path

    def _told(self, kind: str, slot: str | None = None) -> None:
        assert self.heard, f"no change was told for {kind}"
        last = self.heard[-1]
        assert (last.kind, last.slot) == (kind, slot), last
        self.heard.clear()

    def _held(self) -> list[Take]:
        return [t for slot in SLOTS for t in self.custody.replaced(slot)] + list(
            self.custody.current_takes().values()
        )

    # -- sessions ------------------------------------------------------------------------------

    @rule(person=st.sampled_from(PEOPLE))
    def start(self, person: str) -> None:
        waiting = [t.path for t in self.custody.waiting(person) if t.slot in SLOTS]
        self.desk.start_session(_draft(person))
        self._told("began")
        held = {t.path for t in self._held()}
        assert set(waiting) <= held, "the person's waiting takes came back to their session"

    @precondition(lambda self: self.custody.owner is not None)
    @rule(slot=slots, seconds=speech)
    def record(self, slot: str, seconds: float) -> None:
        owner = self.custody.owner
        assert owner is not None
        before = self.custody.current(slot)
        replaced = self.custody.add(Take(self._file(owner.user_label), slot, owner, seconds))
        self._told("placed", slot)
        assert replaced == before
        if before is not None:
            assert self.custody.replaced(slot)[-1] == before

    @precondition(lambda self: self.custody.owner is not None)
    @rule(slot=slots, seconds=speech)
    def record_for_someone_else(self, slot: str, seconds: float) -> None:
        owner = self.custody.owner
        assert owner is not None
        other = next(p for p in PEOPLE if p != owner.user_label)
        take = Take(self._file(other), slot, TakeOwner("another-session", other), seconds)
        with pytest.raises(TakeError, match="belongs to"):
            self.custody.add(take)
        assert take not in self._held()
        assert not self.heard

    @precondition(lambda self: self.custody.owner is not None)
    @rule(slot=slots)
    def restore(self, slot: str) -> None:
        earlier = self.custody.replaced(slot)
        if not earlier:
            with pytest.raises(TakeError):
                self.custody.restore(slot)
            return
        current = self.custody.current(slot)
        assert self.custody.restore(slot) == earlier[-1]
        self._told("restored", slot)
        assert self.custody.current(slot) == earlier[-1]
        assert current in self.custody.replaced(slot)

    @precondition(lambda self: self.custody.owner is not None)
    @rule(slot=slots, pick=st.integers(min_value=0, max_value=5), confirmed=st.booleans())
    def discard(self, slot: str, pick: int, confirmed: bool) -> None:
        held = [*self.custody.replaced(slot)]
        current = self.custody.current(slot)
        held += [current] if current is not None else []
        if not held:
            return
        take = held[pick % len(held)]
        best = self.custody.best(slot)
        if take == best and not confirmed:
            with pytest.raises(TakeError, match="confirm"):
                self.custody.discard(take)
            assert take.path.exists()
            assert self.custody.best(slot) == best
            return
        self.custody.discard(take, confirmed=confirmed)
        self._told("discarded", slot)
        assert not take.path.exists()
        assert take not in self._held()

    @rule()
    def back_to_setup(self) -> None:
        held = self._held()
        self.desk.back_to_setup()
        self._told("parked")
        assert self.custody.owner is None
        assert set(held) <= set(self.custody.waiting())

    @rule()
    def new_session(self) -> None:
        self.desk.new_session()
        self._told("parked")
        assert self.desk.draft is None

    @precondition(lambda self: self.custody.owner is not None)
    @rule()
    def send(self) -> None:
        best = {slot: self.custody.best(slot) for slot in SLOTS}
        asked = self.desk.session_sent()
        self._told("closed")
        for take in best.values():
            if take is not None:
                assert take.path.exists(), "the best take of a slot went without confirmation"
        assert all(t.path.exists() for t in asked)
        assert {t.slot for t in asked} <= set(SLOTS)

    @rule(person=st.sampled_from(PEOPLE), slot=slots, seconds=speech)
    def recovered(self, person: str, slot: str, seconds: float) -> None:
        take = Take(self._file(person), slot, TakeOwner("", person), seconds, origin="recovered")
        self.custody.offer([take])
        self._told("offered")
        assert take in self.custody.waiting(person)

    # -- consent -------------------------------------------------------------------------------

    @rule(
        person=st.sampled_from(PEOPLE),
        field=st.sampled_from(["label", "birth_year", "birth_month", "birth_day", "birth_sex"]),
    )
    def consent_for_one_person(self, person: str, field: str) -> None:
        given = Person(person, 1970, 5, None, "FEMALE")
        consent = Consent()
        consent.give(given)
        changed = {
            "label": f"{person}-2",
            "birth_year": 1971,
            "birth_month": 6,
            "birth_day": 3,
            "birth_sex": "MALE",
        }[field]
        assert consent.holds_for(Person(f"  {person} ", 1970, 5, None, "FEMALE"))
        assert not consent.holds_for(dataclasses.replace(given, **{field: changed}))

    # -- after every step ----------------------------------------------------------------------

    @invariant()
    def only_the_person_s_takes_are_in_hand(self) -> None:
        owner = self.custody.owner
        for take in self._held():
            assert owner is not None
            assert self.person_of[take.path] == owner.user_label, "another person's take"
        for take in self.custody.waiting():
            assert self.person_of[take.path] == take.owner.user_label

    @invariant()
    def every_take_held_or_waiting_has_its_file(self) -> None:
        for take in [*self._held(), *self.custody.waiting()]:
            assert take.path.exists(), take

    @invariant()
    def an_unsubscribed_listener_hears_nothing(self) -> None:
        assert self.gone == []


CustodyRules.TestCase.settings = settings(
    max_examples=500,
    stateful_step_count=25,
    deadline=None,  # a shared machine: time is not what is checked
    database=None,  # nothing written into the working tree
    suppress_health_check=[HealthCheck.too_slow],
)
test_custody_rules = CustodyRules.TestCase
