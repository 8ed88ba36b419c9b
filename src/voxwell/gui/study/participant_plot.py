"""Each participant's runs over time as a line, one panel per model version.

A line joins one participant's sessions of one model version only (values of two versions are
not on one scale); the date axis is calendar time. Clicking a point opens its session. A panel's
lines are one item, broken between participants (``connect``), and its points one scatter item:
hundreds of participants draw in one pass, not an item each (2 s for 800 lines of 5,000 runs).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pyqtgraph as pg

from voxwell.desk.results_style import measure_label
from voxwell.gui.study.version_panels import VersionChart, fill_panels
from voxwell.gui.widgets import SERIES_COLOURS
from voxwell.i18n import translate
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
        colour = SERIES_COLOURS[0]  # a panel is a model version; colours mean groups elsewhere
        for version in versions:
            mine = [line for line in lines if line.model_version == version]
            x = np.concatenate([line.timestamps for line in mine])
            y = np.concatenate([line.values for line in mine])
            ids = np.concatenate([line.session_ids for line in mine])
            # Joined within a participant, broken after each one's last session.
            joined = np.ones(len(x), dtype=bool)
            joined[np.cumsum([len(line.values) for line in mine]) - 1] = False
            panel = panels[version]
            panel.addItem(pg.PlotDataItem(x, y, connect=joined, pen=pg.mkPen(colour, width=1)))
            self.add_points(panel, x, y, ids, colour, size=6)
        for panel in panels.values():
            panel.setLabel("left", measure_label(measure))
            panel.setLabel("bottom", translate("ParticipantPlot", "Date"))

    # -- accessors (tests) -------------------------------------------------------------------

    def shown(self) -> tuple[ParticipantLine, ...]:
        return self._shown
