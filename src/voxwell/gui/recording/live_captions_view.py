"""Live captions under the meter on the clinician's recording screen.

``LiveCaptionsView.show_take(live)`` shows a take's monitoring (``voxwell.desk.LiveTake``): its
final transcripts, newest at the bottom (the last few in view), each with its time in the take,
and one line saying where monitoring stands ("Live captions unavailable: …" with the reason
when the service cannot give them). It shows what the desk's model holds and keeps nothing of
its own. It belongs to the recording screen only, never to a patient-facing form.

The captions are a read-only text a screen reader can review line by line (and the keyboard
can reach); each new final caption is announced only when ``announce`` is on (Settings, off by
default: a reader should not talk over the patient).
"""

from __future__ import annotations

import re
from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QTextEdit, QVBoxLayout, QWidget

from voxwell.desk.live_monitor import LiveState, LiveTake
from voxwell.gui.widgets import WARNING_STYLE, announce, wrapped_label
from voxwell.i18n import QT_TRANSLATE_NOOP, translate
from voxwell.wording import format_clock

__all__ = ["CAPTION_LINES", "LiveCaptionsView"]

CAPTION_LINES = 4
"""How many of the latest captions are shown."""

_STATES = {
    LiveState.CONNECTING: QT_TRANSLATE_NOOP(
        "LiveCaptionsView", "Live captions: connecting to the service…"
    ),
    LiveState.LIVE: QT_TRANSLATE_NOOP("LiveCaptionsView", "Live captions: listening."),
    LiveState.FINISHING: QT_TRANSLATE_NOOP(
        "LiveCaptionsView", "Live captions: the last words of the take…"
    ),
    LiveState.DONE: QT_TRANSLATE_NOOP("LiveCaptionsView", "Live captions of the last take."),
    LiveState.RESTORED: QT_TRANSLATE_NOOP(
        "LiveCaptionsView",
        "Live captions of the restored take, as they came when it was recorded.",
    ),
}
_IDLE = QT_TRANSLATE_NOOP("LiveCaptionsView", "Live captions appear here while a take is recorded.")
_OFF = QT_TRANSLATE_NOOP("LiveCaptionsView", "Live captions are off (Settings → Session defaults).")


class LiveCaptionsView(QFrame):
    """The latest captions of the take being (or last) recorded."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("liveCaptions")
        self.status_label = wrapped_label(translate("LiveCaptionsView", _IDLE), self)
        self.status_label.setStyleSheet("color: #555; font-size: 9pt;")
        self.captions_text = QTextEdit(self)
        # Tab moves on from the captions (read, not typed into).
        self.captions_text.setTabChangesFocus(True)
        self.captions_text.setReadOnly(True)
        self.captions_text.setAccessibleName(translate("LiveCaptionsView", "Live captions"))
        self.captions_text.setFrameShape(QFrame.Shape.NoFrame)
        self.captions_text.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Space records elsewhere
        self.captions_text.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        line = self.fontMetrics().lineSpacing()
        self.captions_text.setFixedHeight(line * CAPTION_LINES + 8)
        self.announced: list[str] = []  # the captions announced (tests)
        self._said = 0  # captions of the take in view already announced or passed over
        self._html = ""  # what the text holds (set again only when it changes)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.setSpacing(2)
        layout.addWidget(self.status_label)
        layout.addWidget(self.captions_text)

    def show_take(
        self, live: LiveTake | None, *, enabled: bool = True, announce_captions: bool = False
    ) -> None:
        """Show ``live`` (None: no take monitored yet, or the session changed; ``enabled``
        False: live captions are turned off in Settings; ``announce_captions``: say each new
        final caption through assistive technology)."""
        if live is None:
            self.status_label.setText(translate("LiveCaptionsView", _IDLE if enabled else _OFF))
            self.status_label.setStyleSheet("color: #555; font-size: 9pt;")
            self.captions_text.clear()
            self._said, self._html = 0, ""
            return
        if live.state is LiveState.UNAVAILABLE:
            self.status_label.setText(
                translate("LiveCaptionsView", "Live captions unavailable: {reason}").format(
                    reason=live.reason
                )
            )
            self.status_label.setStyleSheet(WARNING_STYLE + " font-size: 9pt;")
        else:
            self.status_label.setText(translate("LiveCaptionsView", _STATES[live.state]))
            self.status_label.setStyleSheet("color: #555; font-size: 9pt;")
        captions = live.notes.captions
        if len(captions) < self._said:  # another take, or a restored one
            self._said = 0
        if live.state is LiveState.LIVE and announce_captions:
            for caption in captions[self._said :]:
                self.announced.append(caption.text)
                announce(self.captions_text, caption.text)
        self._said = len(captions)
        html = "<br>".join(
            f"<span style='color:#777'>{format_clock(c.start)}</span>&nbsp; {escape(c.text)}"
            for c in captions
        )
        if html != self._html:
            self._html = html
            self.captions_text.setHtml(html)
            bar = self.captions_text.verticalScrollBar()
            bar.setValue(bar.maximum())  # the newest in view

    def caption_texts(self) -> list[str]:
        """The captions shown, as plain text (tests)."""
        lines = self.captions_text.toPlainText().splitlines()
        return [re.sub(r"^\d+:\d{2}\s+", "", line) for line in lines if line.strip()]
