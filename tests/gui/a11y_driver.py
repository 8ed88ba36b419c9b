"""Driver of the accessibility-bus test, run by Debian's Python (python3-pyatspi) inside
``dbus-run-session``: it starts the app (``a11y_app.py``) and uses it only as assistive
technology does, through AT-SPI.

    dbus-run-session -- /usr/bin/python3 a11y_driver.py APP_PYTHON TAKE

It finds the app on the accessibility bus, lists the controls shown on the setup page, fills
the setup in through AT-SPI's text, value and action interfaces and presses "Start recording",
lists the recording page's controls and reads the meter's state before and during a take
started and stopped by the Record button's action, then lists the results page's controls.
Prints one line ``RESULT <json>``; the test judges it. Standard library and pyatspi only.
"""

from __future__ import annotations

import json
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path

import pyatspi

HERE = Path(__file__).resolve().parent
ROLES = {
    "push button",
    "toggle button",
    "check box",
    "radio button",
    "combo box",
    "spin button",
    "text",
    "page tab",
    "list",
    "table",
    "tree table",
    "slider",
}
"""The roles of controls a person operates or reads as a whole."""


def _states(node):
    try:
        return node.getState()
    except Exception:
        return None


def _labelled_by(node) -> str:
    """The names of what labels ``node`` (Qt names a combo box by its value and tells its
    label through this relation)."""
    try:
        relations = node.getRelationSet()
    except Exception:
        return ""
    for relation in relations:
        if relation.getRelationType() == pyatspi.RELATION_LABELLED_BY:
            names = [relation.getTarget(i).name for i in range(relation.getNTargets())]
            return " ".join(name for name in names if name)
    return ""


def controls(root) -> list[dict]:
    """The shown controls under ``root``: role, name, label (by relation), description,
    value (a combo box's current text)."""
    found = []

    def walk(node, depth: int) -> None:
        if depth > 60:
            return
        states = _states(node)
        if states is None or not states.contains(pyatspi.STATE_SHOWING):
            return
        role = node.getRoleName()
        if role in ROLES and states.contains(pyatspi.STATE_SENSITIVE):
            found.append(
                {
                    "role": role,
                    "name": node.name or "",
                    "label": _labelled_by(node),
                    "description": node.description or "",
                }
            )
        for index in range(node.childCount):
            try:
                child = node.getChildAtIndex(index)
            except Exception:
                continue
            if child is not None:
                walk(child, depth + 1)

    walk(root, 0)
    return found


def find(root, match):
    """The first shown node under ``root`` for which ``match(node)`` holds (None: none)."""
    stack = [root]
    while stack:
        node = stack.pop()
        states = _states(node)
        if states is None or (not states.contains(pyatspi.STATE_SHOWING) and node is not root):
            continue
        try:
            if match(node):
                return node
        except Exception:
            pass
        stack.extend(node.getChildAtIndex(i) for i in reversed(range(node.childCount)))
    return None


def named(root, role: str, start: str):
    node = find(root, lambda n: n.getRoleName() == role and (n.name or "").startswith(start))
    if node is None:
        shown = [c["name"] for c in controls(root) if c["role"] == role]
        raise SystemExit(f"no {role} named {start!r} on the accessibility bus; shown: {shown}")
    return node


def press(node) -> None:
    """Do the node's first action (Press, Toggle) as a screen reader's user would."""
    action = node.queryAction()
    action.doAction(0)


class Child:
    def __init__(self, python: str, take: str) -> None:
        self.process = subprocess.Popen(
            [python, str(HERE / "a11y_app.py"), take],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        self.lines: queue.Queue[str] = queue.Queue()
        out = self.process.stdout
        threading.Thread(
            target=lambda: [self.lines.put(x.strip()) for x in out], daemon=True
        ).start()

    def expect(self, wanted: str, within: float) -> None:
        ends = time.monotonic() + within
        while time.monotonic() < ends:
            try:
                if self.lines.get(timeout=max(0.1, ends - time.monotonic())) == wanted:
                    return
            except queue.Empty:
                break
        raise SystemExit(f"the app did not say {wanted!r} within {within} s")

    def send(self, command: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()


def the_app(within: float = 30.0):
    ends = time.monotonic() + within
    while time.monotonic() < ends:
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name == "Voxwell":
                return app
        time.sleep(0.2)
    raise SystemExit("Voxwell did not appear on the accessibility bus")


def meter_state(app) -> dict:
    """The meter as assistive technology gets it: its role, and its state in its description."""
    node = find(app, lambda n: n.name == "Input level" and bool(n.description))
    if node is None:
        raise SystemExit("no level meter with a state on the accessibility bus")
    return {"role": node.getRoleName(), "description": node.description}


def table_read(app, name: str) -> dict:
    """A table as a screen reader reads it: its column headers and each row's cells."""
    node = find(app, lambda n: n.getRoleName() == "table" and n.name == name)
    if node is None:
        return {"headers": [], "rows": []}
    table = node.queryTable()
    headers = []
    for column in range(table.nColumns):
        header = table.getColumnHeader(column)
        headers.append(header.name if header is not None else table.getColumnDescription(column))
    rows = [
        [table.getAccessibleAt(row, column).name for column in range(table.nColumns)]
        for row in range(table.nRows)
    ]
    return {"headers": headers, "rows": rows}


def take_rows(app) -> list[str]:
    """What the take list says of each take (its rows, as a screen reader reads them)."""
    takes = named(app, "list", "Takes of this session")
    return [takes.getChildAtIndex(i).name or "" for i in range(takes.childCount)]


def until(read, done, within: float = 15.0):
    """``read()`` again until ``done`` holds of it or ``within`` seconds pass; the last read."""
    ends = time.monotonic() + within
    value = read()
    while not done(value) and time.monotonic() < ends:
        time.sleep(0.2)
        value = read()
    return value


def main() -> int:
    python, take = sys.argv[1], sys.argv[2]
    child = Child(python, take)
    result: dict = {}
    try:
        child.expect("READY", 60)
        app = the_app()
        result["setup"] = controls(app)
        named(app, "text", "User label").queryEditableText().setTextContents("P-0042")
        named(app, "spin button", "Year of birth").queryValue().currentValue = 1980
        press(named(app, "check box", "The person has agreed"))
        press(named(app, "push button", "Start recording"))
        child.expect("PAGE recording", 20)
        time.sleep(0.5)  # the page's accessibility objects follow the page
        result["recording"] = controls(app)
        result["meter_before"] = meter_state(app)
        press(named(app, "push button", "Record"))
        # The take plays its file: the meter says its state once it has held a moment.
        result["meter_during"] = until(
            lambda: meter_state(app), lambda m: "dBFS" in m["description"]
        )
        time.sleep(4.0)  # more speech, so that the take is kept
        press(named(app, "push button", "Stop"))
        result["after_take"] = until(lambda: take_rows(app), lambda rows: "speech" in rows[0])
        child.send("results")
        child.expect("PAGE results", 30)
        time.sleep(1.0)
        result["results"] = controls(app)
        press(named(app, "page tab", "Scores as a table"))
        result["table"] = until(
            lambda: table_read(app, "Measures by section as a table"), lambda t: t["rows"]
        )
    finally:
        child.process.terminate()
        try:
            child.process.wait(10)
        except subprocess.TimeoutExpired:
            child.process.kill()
    print("RESULT " + json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
