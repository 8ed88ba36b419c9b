"""Takes left behind, sorted out without Qt: what a clinician met in the recovery prompt.

1. A 0:11 take cut off by a microphone loss came back at every start after its slot's re-take had
   been uploaded: a take whose own session stored that slot is now set aside, once.
2. Two takes of one slot were both ticked and the prompt said "Kept 1": one offer per person and
   slot now (the newest), the older one set aside; what is kept is what is counted.
3. The prompt showed no speech: each offer carries its seconds of speech, as the engine counts.

The takes are written by the app's own take writer into a real folder (a take cut short is left
as the writer leaves it, ``.partial.wav``, and looked at at once: ``min_age_seconds=0``); the
history is a real store.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest

from tests.desk.take_helpers import mood_speech, written_take
from voxwell.audio import TakeWriter
from voxwell.audio.preflight import measure_take
from voxwell.audio.takes import owner_of
from voxwell.desk.recovery import SUPERSEDED_FOLDER, Recovery, find_left_behind
from voxwell.history import HistoryStore


@pytest.fixture(scope="module")
def speech(audio_fixtures: Path) -> npt.NDArray[np.float32]:
    return mood_speech(audio_fixtures)


def _store_session(store: HistoryStore, person: str, takes: dict[str, Path]) -> None:
    record = store.create_session(
        user_label=person,
        model_kind="mental-wellness",
        service_name="Local engine",
        base_url="http://127.0.0.1:1",
        language="en-US",
        request_json={},
        takes=takes,
    )
    store.update(record.id, uploaded_slots=list(takes), status="complete")


def test_a_take_recorded_again_and_uploaded_is_set_aside_once_and_never_offered_again(
    tmp_path: Path, store: HistoryStore, speech: npt.NDArray[np.float32]
) -> None:
    takes = tmp_path / "takes"
    cut_off = written_take(takes, "recording", "s-1", "P-4009", speech)
    cut_off.close()  # the microphone went: the take stops where it was, still .partial.wav
    again = written_take(
        takes, "recording", "s-1", "P-4009", np.concatenate([speech, speech[:64_000]])
    )
    _store_session(store, "P-4009", {"recording": again.finish("wav")})

    first = find_left_behind(takes, store, min_age_seconds=0)

    assert first.offers == ()
    (aside,) = first.set_aside
    assert aside.parent == takes / SUPERSEDED_FOLDER
    assert aside.suffix == ".wav"
    assert owner_of(aside).user_label == "P-4009"  # its notes went with it
    assert not cut_off.path.exists()
    # The next start has nothing to offer and nothing more to set aside.
    assert find_left_behind(takes, store, min_age_seconds=0) == Recovery((), ())


def test_one_offer_per_person_and_slot_the_newest_and_kept_means_kept(
    tmp_path: Path, store: HistoryStore, speech: npt.NDArray[np.float32]
) -> None:
    takes = tmp_path / "takes"
    older = written_take(takes, "moodQuestion", "s-2", "P-4009", speech[:48_000]).finish("wav")
    newer = written_take(takes, "moodQuestion", "s-2", "P-4009", speech).finish("wav")
    read = written_take(takes, "readAloud", "s-2", "P-4009", speech).finish("wav")
    other = written_take(takes, "moodQuestion", "s-3", "R-5001", speech).finish("wav")

    found = find_left_behind(takes, store, min_age_seconds=0)

    assert [o.take.path for o in found.offers] == [newer, read, other]
    assert [p.name for p in found.set_aside] == [older.name]
    kept = found.keep(found.offers)  # every offer ticked
    assert [t.path for t in kept.takes] == [newer, read, other]
    assert [(t.slot, t.owner.user_label, t.origin) for t in kept.takes] == [
        ("moodQuestion", "P-4009", "recovered"),
        ("readAloud", "P-4009", "recovered"),
        ("moodQuestion", "R-5001", "recovered"),
    ]
    assert kept.message().startswith("Kept 3 recovered takes for P-4009, R-5001:")
    assert all(path.is_file() for path in (newer, read, other))


def test_each_offer_says_its_speech_and_an_unticked_one_is_discarded(
    tmp_path: Path, store: HistoryStore, speech: npt.NDArray[np.float32]
) -> None:
    takes = tmp_path / "takes"
    whole = written_take(takes, "recording", "s-4", "P-0101", speech).finish("wav")
    cut_short = written_take(takes, "readAloud", "s-5", "P-0102", speech[:80_000])
    cut_short.close()

    found = find_left_behind(takes, store, min_age_seconds=0)

    by_slot = {o.take.label: o for o in found.offers}
    assert by_slot["recording"].speech_seconds == pytest.approx(
        measure_take(whole).speech_seconds, abs=0.05
    )
    assert 0 < (by_slot["readAloud"].speech_seconds or 0) <= 5.0  # of its 5 s
    assert by_slot["recording"].take.finished
    assert not by_slot["readAloud"].take.finished
    kept = found.keep([by_slot["readAloud"]])
    (repaired,) = kept.takes
    assert repaired.path.suffix == ".wav"
    assert repaired.path.is_file()
    assert repaired.speech_seconds == by_slot["readAloud"].speech_seconds
    assert repaired.speech_seconds == pytest.approx(measure_take(repaired.path).speech_seconds)
    assert not whole.exists()  # not ticked: discarded
    assert kept.message().startswith("Kept 1 recovered take for P-0102:")


def test_a_take_whose_person_is_unknown_is_offered_and_kept_in_the_folder(
    tmp_path: Path, store: HistoryStore, speech: npt.NDArray[np.float32]
) -> None:
    takes = tmp_path / "takes"
    writer = TakeWriter(16_000, takes, label="recording")  # notes without an owner
    writer.write(speech)
    writer.close()

    found = find_left_behind(takes, store, min_age_seconds=0)

    (offer,) = found.offers
    assert offer.owner.user_label == ""
    kept = found.keep([offer])
    assert kept.takes == ()
    (path,) = kept.unowned
    assert path.parent == takes
    assert path.is_file()
    assert "no owner recorded" in kept.message()
