"""Child process of the real-window patient form test: the patient form over an app window.

Run as ``python real_window_form.py LINK`` under an X display. A main window showing another
person's data stands for the app behind; the GAD-7 form for ``LINK`` is opened over it as the
app opens it, then ``FORM <form window id>`` is printed. Every change is printed as ``ANSWERS
<number answered> <state>``; the keyboard comes from outside (xdotool).
"""

from __future__ import annotations

import asyncio
import sys

import qasync
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

from voxwell.gui.questionnaires.patient_form import PatientForm
from voxwell.questionnaires import shipped_instruments


def main() -> int:
    app = QApplication([])
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    behind = QMainWindow()
    behind.setCentralWidget(QLabel("P-0999: another person's results", behind))
    behind.resize(900, 600)
    behind.show()
    form = PatientForm(shipped_instruments()["gad-7"], sys.argv[1], behind)
    last = [""]

    def report() -> None:
        line = f"ANSWERS {len(form.answers())} {form.state}"
        if line != last[0]:
            last[0] = line
            print(line, flush=True)

    def opened() -> None:
        form.start()
        print(f"FORM {int(form.winId())}", flush=True)
        timer.start(50)

    timer = QTimer()
    timer.timeout.connect(report)
    QTimer.singleShot(300, opened)
    with loop:
        loop.run_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main())
