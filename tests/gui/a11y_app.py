"""Child process of the accessibility-bus test: the whole app in a real X window, with Qt's
accessibility on and a finished session in its history.

Run as ``python a11y_app.py TAKE`` (``TAKE``: a speech file, the input of every take) under an X
display and a D-Bus session with the accessibility bus. Prints ``READY`` once the window is on
the screen and ``PAGE <name>`` whenever the session tab's page changes; reads commands on stdin:
``results`` shows the stored session's results. Everything else comes from outside, through the
accessibility bus.
"""

from __future__ import annotations

import queue
import sys
import threading
from collections.abc import Callable
from pathlib import Path

from tests.gui.results_samples import stored_session, wellness_run
from tests.gui.window_child import run_window_app
from voxwell.desk.settings import AppSettings
from voxwell.gui.application import Application


def main() -> int:
    take = Path(sys.argv[1])
    settings = AppSettings(input_file=str(take), live_captions=False)
    return run_window_app(settings, lambda application: _ticker(application, take))


def _ticker(application: Application, take: Path) -> Callable[[], None]:
    window = application.window
    record = stored_session(application.store, wellness_run(3), take=take, label="P-0900")
    commands: queue.Queue[str] = queue.Queue()
    threading.Thread(
        target=lambda: [commands.put(line.strip()) for line in sys.stdin], daemon=True
    ).start()
    shown = {"page": ""}

    def tick() -> None:
        handle = window.windowHandle()
        if not shown["page"]:
            if handle is None or not handle.isExposed():
                return
            print("READY", flush=True)
        page = window.current_page()
        if page != shown["page"]:
            shown["page"] = page
            print(f"PAGE {page}", flush=True)
        while not commands.empty():
            if commands.get() == "results":
                window.show_results(record)

    return tick


if __name__ == "__main__":
    sys.exit(main())
