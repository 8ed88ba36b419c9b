"""Take the README's screenshots of the desktop app, offscreen (or on a display / under Xvfb).

Starts the bundled engine on loopback in a throwaway home folder, drives the real main window
through the main states with the test fixtures as input (played through the file-backed input
source, as a microphone would be), and saves PNGs under ``docs/screenshots/``:

- ``setup.png``: the session setup form;
- ``level_check.png``: the recording page before the first take: the level check, and consent
  not given yet, with the box to give it there;
- ``recording.png``: recording the read-aloud passage, with the live meter;
- ``upload.png``: the takes uploaded, the run's status and elapsed time;
- ``two_recording_results.png``: disorder probabilities and the 15 symptom scores;
- ``results_sections.png``: a mental wellness run with several sections, transcript and chart;
- ``inspection.png``: the same run's take inspected: spectrogram, pitch, intensity, word tier;
- ``report_page.png``: the first page of that run's PDF report (rendered with poppler's pdftoppm);
- ``questionnaire.png``: a PHQ-9 answered through its activity link, with score and band;
- ``patient_form.png``: the patient-facing GAD-7 form, full screen, partly answered;
- ``timeline.png``: the user's timeline in History: the voice scores and the PHQ-9 total by date.

Usage (from the repository root):

    python docs/make_screenshots.py            # offscreen
    xvfb-run -a -s "-screen 0 1600x1000x24" python docs/make_screenshots.py --display  # real X
"""

from __future__ import annotations

import argparse
import asyncio
import os
import secrets
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
AUDIO = ROOT / "tests" / "fixtures" / "audio"
OUT = ROOT / "docs" / "screenshots"
SIZE = (1200, 820)


async def until(
    condition: Callable[[], bool], within: float, what: str, window: Any = None
) -> None:
    loop = asyncio.get_running_loop()
    ends = loop.time() + within
    while not condition():
        if loop.time() > ends:
            detail = ""
            if window is not None:
                upload = window.upload_view
                shown = f"{upload.state}: {upload.status_text()} {upload.action_label.text()}"
                detail = f" (upload: {shown}; session: {upload.record})"
            raise TimeoutError(f"timed out waiting for {what}{detail}")
        await asyncio.sleep(0.05)


def long_recording(folder: Path) -> Path:
    """About 97 s of speech from three fixtures, for a run with several sections."""
    import numpy as np
    import soundfile

    parts = [
        soundfile.read(str(AUDIO / name), dtype="float32")[0]
        for name in ("read_passage_en.flac", "format_sample.flac", "mood_answer_en.flac")
    ]
    path = folder / "long_session.wav"
    soundfile.write(str(path), np.concatenate(parts), 16000, subtype="PCM_16")
    return path


def clients_of(context: Any) -> Any:
    """Every session's client is the one engine's (the window's ``ClientFor``)."""

    async def clients(record: Any) -> Any:
        return context.client

    return clients


def spoken_passage(folder: Path) -> Path:
    """The app's English passage read by espeak-ng (en-GB, as the session's language)."""
    import subprocess

    from voxwell.api import LanguageCode
    from voxwell.passages import passage_for

    path = folder / "passage_en.wav"
    text = passage_for(LanguageCode.EN_GB).text
    subprocess.run(["espeak-ng", "-v", "en-gb", "-s", "150", "-w", str(path), text], check=True)
    return path


async def scenario(window: Any, context: Any, folder: Path, display: bool) -> None:
    import httpx
    from PySide6.QtCore import Qt

    from voxwell.api import BirthSex, LanguageCode

    async def shot(name: str) -> None:
        # Let the loop run (layouts, paints) rather than calling processEvents() from inside a
        # task, which would run other tasks' steps re-entrantly and lose them.
        await asyncio.sleep(0.3)
        window.grab().save(str(OUT / f"{name}.png"))
        sys.stdout.write(f"saved docs/screenshots/{name}.png\n")

    setup = window.setup_view
    setup.fill(
        user_label="P-0042",
        birth_year=1984,
        birth_month=5,
        birth_day=None,
        birth_sex=BirthSex.FEMALE,
        language=LanguageCode.EN_GB,
        model_kind="apollo",
        consent=False,  # given on the recording page below
    )
    await shot("setup")

    setup.start_button.click()
    recording = window.recording_view
    # Before the first take: the level check shows the input working, and consent not given
    # yet is said on the recording page, with the box to tick there.
    floor = recording.meter.level_bar.rms_dbfs
    recording.controls.level_button.click()
    await until(lambda: recording.meter.level_bar.rms_dbfs > floor + 20, 20, "the level check")
    await shot("level_check")
    recording.footer.consent_check.setChecked(True)
    await recording.import_file(AUDIO / "mood_answer_en.flac", "moodQuestion")
    recording.select_slot("readAloud")
    recording.start_recording()
    await until(lambda: recording.meter.elapsed_text().startswith("Elapsed 0:11"), 30, "the take")
    await shot("recording")
    recording.stop_recording()
    await until(lambda: not recording.is_recording, 10, "the take to end")
    # The whole of the app's own passage for the analysis, so that the read-aloud check has the
    # passage to find (the screenshot's take was cut short on purpose).
    await recording.import_file(spoken_passage(folder), "readAloud")
    recording.footer.upload_button.click()
    await until(lambda: window.upload_view.state == "running", 60, "the upload", window)
    await shot("upload")
    await until(lambda: window.current_page() == "results", 180, "two-recording results", window)
    await shot("two_recording_results")

    window.new_session()
    setup.fill(
        user_label="P-0042",
        birth_year=1984,
        birth_month=5,
        birth_sex=BirthSex.FEMALE,
        language=LanguageCode.EN_GB,
        model_kind="mental-wellness",
        consent=True,
    )
    setup.start_button.click()
    await recording.import_file(long_recording(folder), "recording")
    recording.footer.upload_button.click()
    await until(lambda: window.current_page() == "results", 240, "mental wellness results", window)
    await shot("results_sections")

    results = window.results_view()
    inspection = results.show_inspection()
    await until(inspection.is_ready, 60, "the inspection tracks")
    words = [w for s in results.chart.sections() for w in s.words or []]
    if words:  # zoom in on a few words so the word tier is readable
        inspection.select(words[0].start, min(words[0].start + 6.0, words[-1].end))
        inspection.zoom_to_selection()
        inspection.select(0.0, 0.0)  # the view, not a highlighted selection
    await shot("inspection")
    results.wellness_tabs.setCurrentIndex(0)
    pdf = await results.export_actions.export_to("pdf", folder / "report.pdf")
    render = await asyncio.create_subprocess_exec(
        "pdftoppm",
        "-r",
        "80",
        "-png",
        "-f",
        "1",
        "-l",
        "1",
        "-singlefile",
        str(pdf),
        str(OUT / "report_page"),
    )
    if await render.wait() != 0:
        raise RuntimeError("pdftoppm could not render the report")
    sys.stdout.write("saved docs/screenshots/report_page.png\n")

    view = window.review_tab("Questionnaires")
    window.tabs.setCurrentIndex(window.tabs.indexOf(view.parentWidget()))
    view.type_box.setCurrentIndex(view.type_box.findData("phq-9"))
    view.create_button.click()
    await until(lambda: view.activity_link() != "", 20, "the activity link")
    answers = {f"phq9_{i}": ("2" if i <= 3 else "1") for i in range(1, 9)}
    answers["phq9_9"] = "0"
    async with httpx.AsyncClient() as browser:
        answered = await browser.post(view.activity_link(), data=answers, timeout=10)
    answered.raise_for_status()
    view.check_now()
    await until(lambda: view.current_reading() is not None, 30, "the questionnaire's score")
    await shot("questionnaire")

    # The patient answers in the app: a GAD-7 full screen, partly answered.
    view.type_box.setCurrentIndex(view.type_box.findData("gad-7"))
    view.create_button.click()
    await until(lambda: view.patient_button.isEnabled(), 20, "the patient form's button")
    view.patient_button.click()
    form = view.patient_form
    assert form is not None
    await until(form.isVisible, 10, "the patient form")
    for number, option in ((1, "1"), (2, "0"), (3, "2")):
        form.choose(f"gad7_{number}", option)
    await asyncio.sleep(0.3)
    # The whole screen (the form covers it) when on a display; the form itself offscreen.
    screen = form.screen().grabWindow(0) if display else form.grab()
    screen.scaledToWidth(SIZE[0], Qt.TransformationMode.SmoothTransformation).save(
        str(OUT / "patient_form.png")
    )
    sys.stdout.write("saved docs/screenshots/patient_form.png\n")
    form.reject()

    history = window.review_tab("History")
    window.tabs.setCurrentIndex(window.tabs.indexOf(history.parentWidget()))
    history.set_user_label_filter("P-0042")
    history.trend.set_measure("mentalStrain")
    await shot("timeline")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--display", action="store_true", help="use the display in DISPLAY (e.g. under xvfb-run)"
    )
    args = parser.parse_args()
    if not args.display:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="voxwell-screens-") as temp:
        folder = Path(temp)
        os.environ["VOXWELL_HOME"] = str(folder / "home")
        import qasync
        from PySide6.QtWidgets import QApplication

        from voxwell.audio import FileInput
        from voxwell.desk import Desk, EngineStatus
        from voxwell.desk.settings import AppSettings
        from voxwell.gui.app_state import AppState
        from voxwell.gui.main_window import MainWindow
        from voxwell.gui.service_context import ServiceContext
        from voxwell.history import HistoryStore
        from voxwell.launcher.local_engine import LocalEngine
        from voxwell.paths import app_paths

        key = "vxk-screens-" + secrets.token_hex(16)
        with LocalEngine(folder / "engine", key, workers=2) as engine:
            app = QApplication.instance() or QApplication([])
            loop = qasync.QEventLoop(app)
            asyncio.set_event_loop(loop)
            context = ServiceContext.for_engine(engine.base_url, key)
            store = HistoryStore(app_paths().ensure().history_db)
            sources = {"readAloud": AUDIO / "read_passage_en.flac"}
            state = AppState(context, engine_state=EngineStatus.READY, desk=Desk(store=store))
            window = MainWindow(
                state,
                AppSettings(language="en-GB"),
                lambda slot: FileInput(sources.get(slot, AUDIO / "mood_answer_en.flac")),
                clients_of(context),
                takes_folder=app_paths().ensure().takes,
            )
            window.resize(*SIZE)
            window.show()
            try:
                loop.run_until_complete(scenario(window, context, folder, args.display))
            finally:
                loop.run_until_complete(context.aclose())
                window.close()
                store.close()
                loop.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
