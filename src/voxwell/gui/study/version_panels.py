"""One chart panel per model version: values of different versions are never on one axis.

Shared by the Study screen's charts: a ``pyqtgraph`` layout cleared and refilled with a titled
panel for each model version, in the house chart style, and the click that opens a session.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pyqtgraph as pg
from PySide6.QtCore import Signal

from voxwell.gui.calendar_axis import CalendarAxis
from voxwell.gui.widgets import PLOT_INK, style_plot
from voxwell.i18n import translate

__all__ = ["PointClick", "VersionChart", "fill_panels", "session_of"]

PointClick = Callable[[int], None]
"""Called with the session id of a clicked point."""


def fill_panels(
    layout: pg.GraphicsLayoutWidget, versions: Sequence[str], *, dates: bool = False
) -> list[pg.PlotItem]:
    """Clear ``layout`` and give it one panel per model version, side by side."""
    layout.clear()
    panels = []
    for column, version in enumerate(versions):
        axis = {"bottom": CalendarAxis()} if dates else {}
        panel = layout.addPlot(row=0, col=column, axisItems=axis)
        style_plot(panel, zoom_x=True, buttons=True)
        title = translate("VersionPanels", "Model {version}").format(version=version)
        panel.setTitle(title, size="9pt", color=PLOT_INK)
        for name in ("left", "bottom"):
            # Measures lie in [0, 1] and totals are counts: never "(x0.001)" on an axis.
            panel.getAxis(name).enableAutoSIPrefix(False)
        panel.showGrid(x=False, y=True, alpha=0.2)
        panels.append(panel)
    return panels


def session_of(points: Sequence[pg.SpotItem]) -> int | None:
    """The session id a clicked point carries (its ``data``), or None."""
    return int(points[0].data()) if points else None


class VersionChart(pg.GraphicsLayoutWidget):  # type: ignore[misc]  # pyqtgraph is untyped
    """A chart of panels per model version whose clicked points open their session."""

    sessionActivated = Signal(int)

    def __init__(self) -> None:
        super().__init__()
        self.setBackground("w")

    def add_points(
        self,
        panel: pg.PlotItem,
        x: object,
        y: object,
        session_ids: object,
        colour: str,
        *,
        alpha: str = "",
        size: int = 7,
    ) -> None:
        """Points on ``panel`` that open their session when clicked (``alpha``: the fill's
        opacity as two hex digits; none: opaque)."""
        spots = pg.ScatterPlotItem(
            x,
            y,
            data=session_ids,
            brush=pg.mkBrush(colour + alpha),
            pen=pg.mkPen(colour),
            size=size,
        )
        spots.sigClicked.connect(self.clicked)
        panel.addItem(spots)

    def clicked(self, _item: object, points: Sequence[pg.SpotItem], *_: object) -> None:
        """Connected to a point item's click: the session it carries is to be opened."""
        session = session_of(points)
        if session is not None:
            self.sessionActivated.emit(session)
