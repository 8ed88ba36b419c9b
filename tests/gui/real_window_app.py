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

import sys
from collections.abc import Callable

from PySide6.QtWidgets import QApplication

from tests.gui.window_child import run_window_app
from voxwell.api import BirthSex, LanguageCode
from voxwell.desk.settings import AppSettings
from voxwell.gui.application import Application


def main() -> int:
    return run_window_app(AppSettings(input_device="pulse"), _ticker)


def _ticker(application: Application) -> Callable[[], None]:
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
    shown = {"ready": False}

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

    def tick() -> None:
        if shown["ready"]:
            report()  # states from now on
            return
        handle = window.windowHandle()
        if handle is None or not handle.isExposed():
            return  # not on the screen yet
        print(f"READY {int(window.winId())}", flush=True)
        shown["ready"] = True

    return tick


if __name__ == "__main__":
    sys.exit(main())
