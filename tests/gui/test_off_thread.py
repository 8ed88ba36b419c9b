"""A blocking call from a slot runs in a worker thread while the Qt event loop goes on."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from voxwell.errors import TakeError
from voxwell.gui.off_thread import wait_off_thread


def test_the_event_loop_runs_while_the_call_blocks(qtbot: QtBot) -> None:
    released = threading.Event()
    caller = threading.get_ident()

    def blocking() -> tuple[bool, bool]:
        # Set only by a Qt timer on the GUI thread: it fires only if the event loop runs.
        return released.wait(timeout=10), threading.get_ident() != caller

    QTimer.singleShot(20, released.set)
    got_released, in_another_thread = wait_off_thread(blocking)
    assert got_released
    assert in_another_thread


def test_the_call_s_error_is_raised_to_the_caller(qtbot: QtBot) -> None:
    def failing(name: str) -> None:
        raise TakeError(f"Could not import {name}.")

    with pytest.raises(TakeError, match=r"Could not import take\.wav"):
        wait_off_thread(failing, "take.wav")
