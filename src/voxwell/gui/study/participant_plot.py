"""Each participant's runs over time as a line, one panel per model version.

A line joins one participant's sessions of one model version only (values of two versions are
not on one scale); the date axis is calendar time. Clicking a point opens its session.
"""

from __future__ import annotations

from collections.abc import Sequence

import pyqtgraph as pg
from PySide6.QtCore import Signal

from voxwell.desk.results_style import measure_label
from voxwell.gui.study.version_panels import fill_panels, session_of
from voxwell.gui.widgets import SERIES_COLOURS
from voxwell.study.model import ParticipantLine

__all__ = ["ParticipantPlot"]


class ParticipantPlot(pg.GraphicsLayoutWidget):  # type: ignore[misc]  # pyqtgraph is untyped
    """One line per participant and model version, over calendar time."""

    sessionActivated = Signal(int)

    def __init__(self) -> None:
        super().__init__()
        self.setBackground("w")
        self._shown: tuple[ParticipantLine, ...] = ()

    def show_lines(self, lines: Sequence[ParticipantLine], measure: str) -> None:
        self._shown = tuple(lines)
        versions = list(dict.fromkeys(line.model_version for line in lines))
        panels = dict(zip(versions, fill_panels(self, versions, dates=True), strict=True))
        for index, line in enumerate(lines):
            colour = SERIES_COLOURS[index % len(SERIES_COLOURS)]
            item = pg.PlotDataItem(
                line.timestamps,
                line.values,
                data=line.session_ids,
                pen=pg.mkPen(colour, width=1.5),
                symbol="o",
                symbolSize=6,
                symbolBrush=colour,
                symbolPen=colour,
                name=line.user_label,
            )
            item.sigPointsClicked.connect(self._clicked)
            panel = panels[line.model_version]
            panel.addItem(item)
        for panel in panels.values():
            panel.setLabel("left", measure_label(measure))
            panel.setLabel("bottom", "Date")

    def _clicked(self, _item: object, points: Sequence[pg.SpotItem], *_: object) -> None:
        session = session_of(points)
        if session is not None:
            self.sessionActivated.emit(session)

    # -- accessors (tests) -------------------------------------------------------------------

    def shown(self) -> tuple[ParticipantLine, ...]:
        return self._shown
