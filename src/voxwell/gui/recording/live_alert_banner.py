"""The alert banner of the clinician's recording screen: a safety result as it happens.

``LiveAlertBanner.show_alerts(alerts)`` shows the newest of a take's alerts
(``voxwell.api.LiveAlert``): what its level asks of the clinician, the urgency, and the note for
the human reviewer (the words and when they were said), with how many alerts the take has had.
It is a banner in the page, not a dialog: recording goes on, Space still stops the take. A new
alert is read out at once (an assertive announcement) to a screen-reader user. "Dismiss" hides
it until the next alert. Never shown on a patient-facing form.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QWidget

from voxwell.api import LiveAlert
from voxwell.gui.widgets import announce
from voxwell.i18n import translate
from voxwell.wording import alert_reason, live_monitoring_note

__all__ = ["LiveAlertBanner"]

_COLOURS = {1: ("#fff8e1", "#f9a825"), 2: ("#fff3e0", "#ef6c00"), 3: ("#ffebee", "#c62828")}


class LiveAlertBanner(QFrame):
    """The newest alert of the take; hidden while there is none (or it was dismissed)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("liveAlert")
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.dismiss_button = QToolButton(self)
        self.dismiss_button.setText(translate("LiveAlertBanner", "Dismiss"))
        self.dismiss_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Space stays the take's
        self.dismiss_button.clicked.connect(self.dismiss)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.dismiss_button, 0, Qt.AlignmentFlag.AlignTop)
        self._shown: LiveAlert | None = None
        self._dismissed: LiveAlert | None = None
        self.announced: list[str] = []  # what was read out (tests)
        self.hide()

    @property
    def alert(self) -> LiveAlert | None:
        """The alert on show (None when hidden)."""
        return None if self.isHidden() else self._shown

    def show_alerts(self, alerts: list[LiveAlert]) -> None:
        if not alerts:
            self._shown = self._dismissed = None
            self.hide()
            return
        newest = alerts[-1]
        new = newest != self._shown
        self._shown = newest
        if newest == self._dismissed:
            return
        why = alert_reason(newest)
        if new:  # a safety alert is read out at once, over whatever a reader was saying
            said = f"{newest.heading}. {why}" if why else newest.heading
            self.announced.append(said)
            announce(self.label, said, assertive=True)
        background, border = _COLOURS[newest.level]
        self.setStyleSheet(
            f"#liveAlert {{ background: {background}; border: 2px solid {border}; }}"
        )
        count = ""
        if (alert_count := len(alerts)) > 1:
            count = " · " + translate(
                "LiveAlertBanner", "%n alert(s) in this take", None, alert_count
            )
        reason = f"{escape(why)}<br>" if why else ""
        self.label.setText(
            f"<b style='color:{border}'>{escape(newest.heading)}</b>{count}<br>{reason}"
            f"<span style='color:#555; font-size:9pt'>{escape(live_monitoring_note())}</span>"
        )
        self.show()

    def dismiss(self) -> None:
        self._dismissed = self._shown
        self.hide()
