"""The buttons under the meter: record (or stop, or re-take), listen, import, check the level,
and restore the take a re-take replaced.

They lay themselves out and show what the recording view says is possible (``show_state``);
the view connects their clicks. Each takes focus by Tab only (a click leaves the focus where it
was, so Space still records); each has a key of its own (``KEYS``: Space, or Alt and the
underlined letter), named in its tooltip and in Help > Keyboard shortcuts. A translation picks
its own underlined letters: the tooltips and ``KEYS`` name the keys of the texts shown.
"""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from voxwell.desk.custody import Take
from voxwell.gui.recording.session_footer import AGREED, BACK, UPLOAD
from voxwell.gui.widgets import alt_key, keyed_button, tab_focus_button
from voxwell.i18n import QT_TRANSLATE_NOOP, translate

__all__ = ["KEYS", "TakeControls"]

_RECORD = QT_TRANSLATE_NOOP("TakeControls", "&Record (Space)")
_RETAKE = QT_TRANSLATE_NOOP("TakeControls", "&Re-take (Space)")
_STOP = QT_TRANSLATE_NOOP("TakeControls", "St&op (Space)")
_LISTEN = QT_TRANSLATE_NOOP("TakeControls", "&Listen")
_IMPORT = QT_TRANSLATE_NOOP("TakeControls", "&Import file…")
_LEVEL = QT_TRANSLATE_NOOP("TakeControls", "Check l&evel")
_RESTORE = QT_TRANSLATE_NOOP("TakeControls", "Re&store earlier take")


def _key(context: str, text: str) -> str:
    """The Alt key of a button's text as shown (``Alt+R``)."""
    return alt_key(translate(context, text))


class _Keys:
    """The recording page's keys, for Help > Keyboard shortcuts: (key, what it does) rows in
    the app's language, read each time they are listed (the keys are the buttons' letters)."""

    def rows(self) -> tuple[tuple[str, str], ...]:
        def key(text: str) -> str:
            return _key("TakeControls", text)

        def footer_key(text: str) -> str:
            return _key("SessionFooter", text)

        return (
            (
                translate("TakeControls", "Space"),
                translate(
                    "TakeControls",
                    "Record, stop, or re-take (unless another button has the keyboard's focus)",
                ),
            ),
            (
                key(_RECORD),
                translate("TakeControls", "Record or re-take; {stop} stops").format(
                    stop=key(_STOP)
                ),
            ),
            (key(_LISTEN), translate("TakeControls", "Listen to the take")),
            (key(_LEVEL), translate("TakeControls", "Check the microphone's level")),
            (key(_IMPORT), translate("TakeControls", "Import a file as the take")),
            (key(_RESTORE), translate("TakeControls", "Restore the earlier take")),
            (footer_key(UPLOAD), translate("TakeControls", "Upload and analyse")),
            (footer_key(BACK), translate("TakeControls", "Back to the setup")),
            (footer_key(AGREED), translate("TakeControls", "The person has agreed (consent)")),
            (
                translate("TakeControls", "Tab, Shift+Tab"),
                translate(
                    "TakeControls",
                    "Move between the controls; Space or Enter presses the one in focus",
                ),
            ),
        )

    def __iter__(self) -> Iterator[tuple[str, str]]:
        return iter(self.rows())

    def __len__(self) -> int:
        return len(self.rows())


KEYS = _Keys()
"""The recording page's keys, for Help > Keyboard shortcuts: iterate for (key, what) rows."""


class TakeControls(QWidget):
    """Record/Stop, Listen, Import file…, Check level and Restore earlier take, in a row."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.record_button = tab_focus_button(translate("TakeControls", _RECORD), self)
        self.record_button.setToolTip(
            translate("TakeControls", "Start or stop the take: Space (or {key})").format(
                key=_key("TakeControls", _RECORD)
            )
        )
        self.listen_button = keyed_button(
            translate("TakeControls", _LISTEN),
            translate("TakeControls", "Play the take back: {key}"),
            self,
        )
        self.import_button = keyed_button(
            translate("TakeControls", _IMPORT),
            translate("TakeControls", "Use a recording from a file as this take: {key}"),
            self,
        )
        self.level_button = keyed_button(
            translate("TakeControls", _LEVEL),
            translate(
                "TakeControls", "Open the microphone to see its level before recording: {key}"
            ),
            self,
        )
        self.restore_button = keyed_button(
            translate("TakeControls", _RESTORE),
            translate(
                "TakeControls", "Bring back the take this slot had before the last one: {key}"
            ),
            self,
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for button in self.buttons():
            layout.addWidget(button)
        layout.addStretch(1)

    def buttons(self) -> list[QPushButton]:
        return [
            self.record_button,
            self.listen_button,
            self.import_button,
            self.level_button,
            self.restore_button,
        ]

    def show_state(
        self,
        *,
        has_session: bool,
        has_take: bool,
        recording: bool,
        busy: bool,
        earlier: Take | None,
    ) -> None:
        """What can be done now: ``has_take``, the selected slot has one; ``busy``, a file is
        being imported or the takes checked; ``earlier``, the take Restore would bring back."""
        if recording:
            self.record_button.setText(translate("TakeControls", _STOP))
        else:
            self.record_button.setText(translate("TakeControls", _RETAKE if has_take else _RECORD))
        self.record_button.setEnabled(has_session and not busy)
        self.listen_button.setEnabled(has_take and not recording)
        self.import_button.setEnabled(has_session and not recording and not busy)
        self.level_button.setEnabled(has_session and not recording)
        self.restore_button.setVisible(earlier is not None)
        self.restore_button.setEnabled(earlier is not None and not recording)
        if earlier is not None:
            self.restore_button.setText(_restore_text(earlier))


def _restore_text(earlier: Take) -> str:
    """The Restore button's text for the take it would bring back, with its speech when counted
    (``voxwell.desk.take_messages.restore_label``, with the button's underlined letter)."""
    if earlier.speech_seconds is None:
        return translate("TakeControls", _RESTORE)
    return translate("TakeControls", "Re&store earlier take ({seconds} s)").format(
        seconds=f"{earlier.speech_seconds:.0f}"
    )
