"""A measure by group: each session a point over its group's box, one panel per model version.

Points are spread across their group's slot by a jitter fixed by the session id (a redraw does
not move them); the box spans the quartiles with the median, the whiskers reach 1.5 IQR
(``voxwell.study.stats.box_stats``). Clicking a point opens its session.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pyqtgraph as pg

from voxwell.desk.results_style import measure_label
from voxwell.gui.study.version_panels import VersionChart, fill_panels
from voxwell.gui.widgets import PLOT_INK, SERIES_COLOURS
from voxwell.i18n import translate
from voxwell.study.model import VersionGroups
from voxwell.study.stats import BoxStats

__all__ = ["GroupPlot"]

_BOX_HALF = 0.3


def _jitter(session_ids: np.ndarray) -> np.ndarray:
    # A fixed spread per session (Knuth's multiplicative hash), within the box's width.
    spread = (session_ids.astype(np.uint64) * np.uint64(2654435761)) % np.uint64(1000)
    return spread.astype(np.float64) / 1000.0 * 2 * _BOX_HALF * 0.8 - _BOX_HALF * 0.8


class GroupPlot(VersionChart):
    """Box plots with their points of one measure, grouped by one attribute."""

    def __init__(self) -> None:
        super().__init__()
        self._shown: tuple[VersionGroups, ...] = ()
        self._colours: list[tuple[str, str | None, str]] = []

    def show_groups(self, plots: Sequence[VersionGroups], group_by: str | None) -> None:
        self._shown = tuple(plots)
        panels = fill_panels(self, [plot.model_version for plot in plots])
        # A group has one colour in every panel, though a panel may lack some groups.
        names = list(dict.fromkeys(group.group for plot in plots for group in plot.groups))
        self._colours = []
        for panel, plot in zip(panels, plots, strict=True):
            ticks = []
            for slot, group in enumerate(plot.groups):
                colour = SERIES_COLOURS[names.index(group.group) % len(SERIES_COLOURS)]
                self._colours.append((plot.model_version, group.group, colour))
                self._draw_box(panel, slot, group.box, colour)
                x = slot + _jitter(group.session_ids)
                self.add_points(panel, x, group.values, group.session_ids, colour, alpha="99")
                name = group.group if group.group is not None else translate("GroupPlot", "All")
                name = name or translate("GroupPlot", "(none)")
                ticks.append((slot, f"{name}\nn = {group.box.n}"))
            panel.getAxis("bottom").setTicks([ticks])
            panel.setLabel("left", measure_label(plot.measure))
            panel.setLabel("bottom", group_by or translate("GroupPlot", "All sessions"))
            panel.setXRange(-0.6, max(0.6, len(plot.groups) - 0.4))

    @staticmethod
    def _draw_box(panel: pg.PlotItem, slot: int, box: BoxStats, colour: str) -> None:
        left, right = slot - _BOX_HALF, slot + _BOX_HALF
        pen = pg.mkPen(PLOT_INK, width=1.5)
        outline = (
            [left, right, right, left, left],
            [box.q1, box.q1, box.q3, box.q3, box.q1],
        )
        panel.addItem(pg.PlotDataItem(*outline, pen=pen))
        panel.addItem(
            pg.PlotDataItem([left, right], [box.median] * 2, pen=pg.mkPen(colour, width=3))
        )
        for end, edge in ((box.whisker_low, box.q1), (box.whisker_high, box.q3)):
            panel.addItem(pg.PlotDataItem([slot, slot], [edge, end], pen=pen))
            panel.addItem(pg.PlotDataItem([slot - 0.1, slot + 0.1], [end, end], pen=pen))

    # -- accessors (tests) -------------------------------------------------------------------

    def shown(self) -> tuple[VersionGroups, ...]:
        return self._shown

    def colours(self) -> list[tuple[str, str | None, str]]:
        """(model version, group, colour) of each box drawn."""
        return list(self._colours)
