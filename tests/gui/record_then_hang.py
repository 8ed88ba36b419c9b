"""Child process of the crash test: record a take in the real recording view, then wait to die.

Run as ``python record_then_hang.py AUDIO_FILE``; it prints ``RECORDING <partial path>`` once
more than a second of the take is safely on disk, then keeps recording until it is killed.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from voxwell.api import BirthSex, LanguageCode
from voxwell.audio import FileInput
from voxwell.gui.recording.recording_view import RecordingView
from voxwell.paths import app_paths
from voxwell.sessions.draft import SessionDraft


def main() -> int:
    source = Path(sys.argv[1])
    app = QApplication([])
    # The app's own takes folder (VOXWELL_HOME of the parent test), where the app recovers from.
    view = RecordingView(lambda slot: FileInput(source, speed=1.0), takes_folder=app_paths().takes)
    view.desk.start_session(
        SessionDraft(
            user_label="P-0666",
            birth_year=1990,
            birth_month=None,
            birth_day=None,
            birth_sex=BirthSex.UNKNOWN,
            language=LanguageCode.EN_US,
            model_kind="apollo",
            consent=True,
        )
    )
    view.begin()
    view.select_slot("readAloud")
    view.start_recording()
    if not view.is_recording:
        print("FAILED", view.status_label.text(), flush=True)
        return 1

    def report() -> None:
        writer = view.recorder.writer
        if writer is not None and writer.frames_flushed > writer.samplerate:
            print("RECORDING", writer.path, flush=True)
            timer.stop()

    timer = QTimer()
    timer.timeout.connect(report)
    timer.start(50)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
