"""Live captions under the meter on the clinician's recording screen.

``LiveCaptionsView.show_take(live)`` shows a take's monitoring (``voxwell.desk.LiveTake``): its
last few final transcripts, newest at the bottom, each with its time in the take, and one line
saying where monitoring stands ("Live captions unavailable: …" with the reason when the service
cannot give them). It shows what the desk's model holds and keeps nothing of its own. It belongs
to the recording screen only, never to a patient-facing form.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from voxwell.desk.live_monitor import LiveState, LiveTake
from voxwell.gui.widgets import WARNING_STYLE, wrapped_label
from voxwell.wording import format_clock

__all__ = ["CAPTION_LINES", "LiveCaptionsView"]

CAPTION_LINES = 4
"""How many of the latest captions are shown."""

_STATES = {
    LiveState.CONNECTING: "Live captions: connecting to the service…",
    LiveState.LIVE: "Live captions: listening.",
    LiveState.FINISHING: "Live captions: the last words of the take…",
    LiveState.DONE: "Live captions of the last take.",
    LiveState.RESTORED: "Live captions of the restored take, as they came when it was recorded.",
}
_IDLE = "Live captions appear here while a take is recorded."
_OFF = "Live captions are off (Settings → Session defaults)."


class LiveCaptionsView(QFrame):
    """The latest captions of the take being (or last) recorded."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("liveCaptions")
        self.status_label = wrapped_label(_IDLE, self)
        self.status_label.setStyleSheet("color: #555; font-size: 9pt;")
        self.captions_label = QLabel(self)
        self.captions_label.setWordWrap(True)
        self.captions_label.setTextFormat(Qt.TextFormat.RichText)
        self.captions_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom)
        self.captions_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        line = self.fontMetrics().lineSpacing()
        self.captions_label.setMinimumHeight(line * CAPTION_LINES)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.setSpacing(2)
        layout.addWidget(self.status_label)
        layout.addWidget(self.captions_label)

    def show_take(self, live: LiveTake | None, *, enabled: bool = True) -> None:
        """Show ``live`` (None: no take monitored yet, or the session changed; ``enabled``
        False: live captions are turned off in Settings)."""
        if live is None:
            self.status_label.setText(_IDLE if enabled else _OFF)
            self.status_label.setStyleSheet("color: #555; font-size: 9pt;")
            self.captions_label.clear()
            return
        if live.state is LiveState.UNAVAILABLE:
            self.status_label.setText(f"Live captions unavailable: {live.reason}")
            self.status_label.setStyleSheet(WARNING_STYLE + " font-size: 9pt;")
        else:
            self.status_label.setText(_STATES[live.state])
            self.status_label.setStyleSheet("color: #555; font-size: 9pt;")
        latest = live.notes.captions[-CAPTION_LINES:]
        self.captions_label.setText(
            "<br>".join(
                f"<span style='color:#777'>{format_clock(c.start)}</span>&nbsp; {escape(c.text)}"
                for c in latest
            )
        )

    def caption_texts(self) -> list[str]:
        """The captions shown, as plain text (tests)."""
        text = self.captions_label.text()
        return [part.split("&nbsp; ", 1)[-1] for part in text.split("<br>") if part]
