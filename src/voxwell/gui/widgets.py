"""The widget set-ups the views share: word-wrapped labels, the colours of error, warning and
note text, buttons wired to a slot or taking focus by Tab only, and the house style of the
charts (dark axis text on their white background, no context menu, no vertical zoom).

Each view builds its own widgets from these, so a label, a button or a plot looks and behaves
the same on every page. Pyqtgraph is not imported here: views that draw no chart stay light.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QDateTime, QLocale, QObject, Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QKeyEvent
from PySide6.QtWidgets import QLabel, QPushButton, QSpinBox, QWidget

from voxwell.desk.results_style import local_time_text

if TYPE_CHECKING:
    import pyqtgraph as pg

__all__ = [
    "ERROR_STYLE",
    "NOTE_STYLE",
    "PLOT_INK",
    "SERIES_COLOURS",
    "SERIES_SYMBOLS",
    "WARNING_STYLE",
    "UnsetSpinBox",
    "alt_key",
    "keyed_button",
    "push_button",
    "shown_time",
    "style_plot",
    "tab_focus_button",
    "wrapped_label",
]

ERROR_STYLE = "color: #b71c1c;"
"""Text that says something failed or must be fixed."""

WARNING_STYLE = "color: #b26a00;"
"""Text that asks for attention without anything having failed (consent, a label's form)."""

NOTE_STYLE = "background:#fff4d6;border:1px solid #d9a400;padding:4px;"
"""A boxed note to read before going on (the reference model, the key store, a team server)."""

PLOT_INK = "#222"
"""Axis text and labels drawn on a chart: dark on the white background."""

SERIES_COLOURS = ("#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#000000")
"""Colours of a chart's series in order (Okabe-Ito: told apart with colour-blind eyes too)."""
SERIES_SYMBOLS = ("o", "s", "t", "d", "+", "star", "x")
"""Symbols of a chart's series in order: a series is told apart without its colour too."""


def wrapped_label(
    text: str = "",
    parent: QWidget | None = None,
    *,
    style: str | None = None,
    hidden: bool = False,
) -> QLabel:
    """A label whose text wraps to its width (``style``: its style sheet, e.g. ERROR_STYLE)."""
    label = QLabel(text, parent)
    label.setWordWrap(True)
    if style is not None:
        label.setStyleSheet(style)
    if hidden:  # only hide: showing a label without a parent would open it as a window
        label.hide()
    return label


def shown_time(when: datetime | str | None) -> str:
    """A moment (an ISO text as the service gives it, naive meaning UTC) in the local time zone,
    as the app's locale writes a short date and time. English keeps the app's own form
    (``01 Mar 2026 10:00``, ``desk.results_style.local_time_text``), as do text that is no ISO
    moment and a missing one."""
    moment = when
    if isinstance(when, str) and when:
        try:
            moment = datetime.fromisoformat(when.replace("Z", "+00:00"))
        except ValueError:
            moment = None
    locale = QLocale()
    english = locale.language() in (QLocale.Language.English, QLocale.Language.C)
    if english or not isinstance(moment, datetime):
        return local_time_text(when)
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    local = QDateTime.fromMSecsSinceEpoch(round(moment.timestamp() * 1000)).toLocalTime()
    return locale.toString(local, QLocale.FormatType.ShortFormat)


def push_button(
    text: str, clicked: Callable[[], object], parent: QWidget | None = None
) -> QPushButton:
    """A push button that calls ``clicked`` when clicked."""
    push = QPushButton(text, parent)
    push.clicked.connect(clicked)
    return push


def announce(source: QObject, text: str, *, assertive: bool = False) -> None:
    """Have assistive technology say ``text`` (from ``source``): politely, after what it is
    saying, or ``assertive``ly, at once (a safety alert, clipping)."""
    event = QAccessibleAnnouncementEvent(source, text)
    event.setPoliteness(
        QAccessible.AnnouncementPoliteness.Assertive
        if assertive
        else QAccessible.AnnouncementPoliteness.Polite
    )
    QAccessible.updateAccessibility(event)


def alt_key(text: str) -> str:
    """The key of a text's mnemonic, ``Alt+R`` for ``&Record`` (a translation picks its own
    letter, so a tooltip naming the key takes it from the text shown); "" when it has none."""
    index = 0
    while (index := text.find("&", index)) >= 0 and index + 1 < len(text):
        if text[index + 1] != "&":
            return f"Alt+{text[index + 1].upper()}"
        index += 2  # "&&" is an ampersand shown
    return ""


def tab_focus_button(text: str, parent: QWidget | None = None) -> QPushButton:
    """A button that takes focus by Tab only, on a page where Space has a job of its own (a
    focused button would take Space as its click)."""
    button = QPushButton(text, parent)
    button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    return button


def keyed_button(text: str, tip: str, parent: QWidget | None = None) -> QPushButton:
    """A :func:`tab_focus_button` whose tooltip ``tip`` names its Alt key (``{key}`` in it)."""
    button = tab_focus_button(text, parent)
    button.setToolTip(tip.format(key=alt_key(button.text())))
    return button


def style_plot(plot: pg.PlotItem | pg.PlotWidget, *, zoom_x: bool, buttons: bool = False) -> None:
    """The house chart style: no context menu, never zoomed vertically (``zoom_x``: time can
    be), dark axis text; ``buttons`` keeps pyqtgraph's auto-range button for zoomable time."""
    plot.setMenuEnabled(False)
    plot.setMouseEnabled(x=zoom_x, y=False)
    if not buttons:
        plot.hideButtons()
    for axis in ("left", "bottom"):
        plot.getAxis(axis).setTextPen(PLOT_INK)


class UnsetSpinBox(QSpinBox):
    """A spin box whose minimum means "not given", shown by its special text ("Year").

    Qt appends typed digits to that text and rejects the result, so a person clicking into the
    field and typing 1980 got nothing; here a digit typed over the special text replaces it.
    """

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.text().isdigit() and self.lineEdit().text() == self.specialValueText():
            self.lineEdit().selectAll()
        super().keyPressEvent(event)
