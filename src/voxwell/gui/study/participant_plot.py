"""Each participant's runs over time as a line, one panel per model version.

A line joins one participant's sessions of one model version only (values of two versions are
not on one scale); the date axis is calendar time. Clicking a point opens its session.
"""

from __future__ import annotations

from collections.abc import Sequence

import pyqtgraph as pg

from voxwell.desk.results_style import measure_label
from voxwell.gui.study.version_panels import VersionChart, fill_panels
from voxwell.gui.widgets import SERIES_COLOURS
from voxwell.study.model import ParticipantLine

__all__ = ["ParticipantPlot"]


class ParticipantPlot(VersionChart):
    """One line per participant and model version, over calendar time."""

    def __init__(self) -> None:
        super().__init__()
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
            item.sigPointsClicked.connect(self.clicked)
            panel = panels[line.model_version]
            panel.addItem(item)
        for panel in panels.values():
            panel.setLabel("left", measure_label(measure))
            panel.setLabel("bottom", "Date")

    # -- accessors (tests) -------------------------------------------------------------------

    def shown(self) -> tuple[ParticipantLine, ...]:
        return self._shown
