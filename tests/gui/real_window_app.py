"""Child process of the real-window test: the whole app in a real X window, microphone "pulse".

Run as ``python real_window_app.py`` under an X display with a PulseAudio server; the setup is
filled in through its widgets and the recording page opened, then it prints ``READY <window
id>``. Every change of the recording page is printed as ``STATE <slot> <recording 0/1> <meter
idle 0/1> <takes> <speech of the last take>``; the keyboard comes from outside (xdotool).
"""

from __future__ import annotations

import asyncio
import sys

import qasync
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from voxwell.api import BirthSex, LanguageCode
from voxwell.gui.application import Application
from voxwell.gui.settings import AppSettings


def main() -> int:
    app = QApplication([])
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    application = Application(start_engine=False, settings=AppSettings(input_device="pulse"))
    application.start()
    window = application.window
    window.setup_view.fill(
        user_label="P-0777",
        birth_year=1975,
        birth_sex=BirthSex.FEMALE,
        language=LanguageCode.EN_US,
        model_kind="apollo",
    )
    window.setup_view.start_button.click()
    view = window.recording_view
    last = [""]

    def report() -> None:
        speech = view.take_speech("moodQuestion")
        line = (
            f"STATE {view.current_slot} {int(view.is_recording)} {int(view.meter.idle)} "
            f"{','.join(sorted(view.takes)) or '-'} {speech[0] if speech else 0:.1f}"
        )
        if line != last[0]:
            last[0] = line
            print(line, flush=True)

    def ready() -> None:
        window.activateWindow()
        print(f"READY {int(window.winId())}", flush=True)
        timer.start(50)  # states from now on

    timer = QTimer()
    timer.timeout.connect(report)
    QTimer.singleShot(500, ready)
    with loop:
        loop.run_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main())
