"""Child process of the real-window test: the whole app in a real X window, microphone "pulse".

Run as ``python real_window_app.py`` under an X display with a PulseAudio server; the setup is
filled in through its widgets and the recording page opened, then, once the window is on the
screen, it prints ``READY <window id>``. Nothing activates the window (as when the app is started
without a window manager). Every change of the recording page is printed as ``STATE <slot>
<recording 0/1> <meter idle 0/1> <takes> <speech of the last take> <Qt's active window 0/1>``,
and every new status or banner text as ``MESSAGE <text>``; the keyboard comes from outside
(xdotool).
"""

from __future__ import annotations

import asyncio
import sys

import qasync
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from voxwell.api import BirthSex, LanguageCode
from voxwell.desk.settings import AppSettings
from voxwell.gui.application import Application


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
    last: dict[str, str] = {}  # the last line printed of each kind

    def report() -> None:
        speech = view.take_speech("moodQuestion")
        active = QApplication.activeWindow() is window
        line = (
            f"STATE {view.current_slot} {int(view.is_recording)} {int(view.meter.idle)} "
            f"{','.join(sorted(view.takes)) or '-'} {speech[0] if speech else 0:.1f} {int(active)}"
        )
        for text in (line, f"MESSAGE {view.status_label.text()} {window.message()}".strip()):
            kind = text.split()[0]
            if last.get(kind) != text:
                last[kind] = text
                print(text.replace("\n", " "), flush=True)

    def ready() -> None:
        handle = window.windowHandle()
        if handle is None or not handle.isExposed():
            return  # not on the screen yet
        print(f"READY {int(window.winId())}", flush=True)
        timer.timeout.disconnect(ready)
        timer.timeout.connect(report)  # states from now on

    timer = QTimer()
    timer.timeout.connect(ready)
    timer.start(50)
    with loop:
        loop.run_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main())
