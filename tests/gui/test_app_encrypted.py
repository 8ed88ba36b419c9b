"""A whole session with a keyring: nothing readable of the patient is left in the data folder.

The keyring is the stand-in of ``tests/conftest.py`` (the outside world), its store in memory,
outside the data folder. The take is recorded through the app's recording page, analysed by the
real bundled engine (started with the app's data key), a PHQ-9 is answered on the engine's page;
then every byte of the data folder is searched for the person.
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import httpx
import pytest
import soundfile
from pytestqt.qtbot import QtBot

from tests.conftest import MemoryKeyring
from voxwell.analysis.waveform import take_envelope
from voxwell.audio import FileInput
from voxwell.audio.take_audio import is_sealed_take, sealed_take_bytes, take_bytes
from voxwell.desk.inspection import take_acoustics
from voxwell.exports.session_files import export_audio, export_csv, export_json, export_textgrid
from voxwell.gui.results.export_actions import export_pdf
from voxwell.paths import app_paths

pytestmark = pytest.mark.slow

LABEL = "P-SEALED-0431"


def _every_byte(folder: Path) -> bytes:
    return b"".join(p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file())


def test_a_session_with_a_keyring_leaves_nothing_readable_in_the_data_folder(
    qtbot: QtBot,
    app_launcher: Any,
    audio_fixtures: Path,
    memory_keyring: MemoryKeyring,
    tmp_path: Path,
) -> None:
    app = app_launcher.start(engine_workers=1)
    qtbot.waitUntil(lambda: app.state.engine_state == "ready", timeout=60_000)
    assert app.protection.key is not None
    assert app.window.protection_label.text() == "Data on this computer: encrypted"
    window = app.window
    source = audio_fixtures / "read_passage_en.flac"
    window.recording_view.set_source_factory(lambda slot: FileInput(source, speed=8.0))
    window.setup_view.fill(
        user_label=LABEL, birth_year=1961, birth_month=7, birth_day=14, model_kind="mental-wellness"
    )
    window.setup_view.start_button.click()
    window.recording_view.toggle_recording()
    qtbot.waitUntil(lambda: "recording" in window.recording_view.takes, timeout=30_000)
    take = Path(window.recording_view.takes["recording"])
    assert is_sealed_take(take)
    qtbot.waitUntil(lambda: window.recording_view.footer.upload_button.isEnabled(), timeout=30_000)
    window.recording_view.footer.upload_button.click()
    qtbot.waitUntil(lambda: window.current_page() == "results", timeout=180_000)
    (record,) = app.store.sessions(LABEL)
    assert record.status == "complete"
    transcript = " ".join(s["transcript"] for s in record.run_json["results"]["sections"])
    words = {w.strip(".,;!?").encode() for w in transcript.split() if len(w) > 5}
    assert words, transcript

    questionnaires = window.review_tab("Questionnaires")
    questionnaires.type_box.setCurrentIndex(questionnaires.type_box.findData("phq-9"))
    questionnaires.create_button.click()
    qtbot.waitUntil(lambda: questionnaires.activity_link() != "", timeout=10_000)
    answers = {f"phq9_{i}": "2" for i in range(1, 10)}
    assert httpx.post(questionnaires.activity_link(), data=answers, timeout=10).status_code == 200
    qtbot.waitUntil(lambda: questionnaires.current_reading() is not None, timeout=20_000)

    # The results' waveform, Inspect, Listen's reading and every export work as before.
    assert window.results_view().chart.waveform_points() > 100
    envelope, note = take_envelope(take, read=sealed_take_bytes)
    assert envelope is not None, note
    acoustics = take_acoustics(take)
    assert envelope.duration == pytest.approx(acoustics.duration, abs=0.1)
    assert acoustics.duration > 10
    sound, rate = soundfile.read(io.BytesIO(take_bytes(take)), dtype="int16")
    assert len(sound) / rate == pytest.approx(acoustics.duration, abs=0.1)
    out = tmp_path / "exports"
    out.mkdir()
    export_csv(record, out / "r.csv")
    export_json(record, out / "r.json")
    export_textgrid(record, out / "r.TextGrid")
    pdf = export_pdf(record, out / "r.pdf", app.store.questionnaires(LABEL))
    assert pdf.read_bytes().startswith(b"%PDF")
    (audio,) = export_audio(record, out)
    assert audio.read_bytes()[:4] == b"RIFF"  # an export is the user's own file: plain
    assert LABEL.encode() in (out / "r.csv").read_bytes()

    # Searched while the app and its engine run, their write-ahead logs live.
    data = app_paths().data
    dob = record.request_json["user"]["dateOfBirth"].encode()
    secrets = (LABEL.encode(), dob, b"RIFF", b"fLaC", *words)
    stored = _every_byte(data)
    assert [secret for secret in secrets if secret in stored] == []
    # The engine dropped its copy of the upload once the run was final.
    assert not any((data / "engine" / "audio").rglob("*.audio"))

    # Erased from History while their results are on screen: nothing of them stays there.
    window.show_results(record)
    qtbot.waitUntil(lambda: window.current_page() == "results", timeout=10_000)
    history = window.review_tab("History")
    history.set_user_label_filter(LABEL)
    history.erase_button.click()
    (erase,) = [b for b in history.erase_confirmation.buttons() if b.text() == "Erase"]
    with qtbot.waitSignal(history.personErased, timeout=30_000):
        erase.click()
    assert window.current_page() == "setup"
    assert window.current_user_label() == ""
    assert app.store.sessions(LABEL) == []
