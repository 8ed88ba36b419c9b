"""The inspection view's interval tiers: sections and words, as Praat's TextGrid editor draws them.

Every boundary of every interval is a vertical line (one line item per tier, however many words),
never thinned; a word's label is shown where its interval has room for it at the current zoom, so
labels never overlap. ``word_at`` answers which word a click on the tier hit.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF

from voxwell.api import MentalWellnessPartResult
from voxwell.gui.widgets import PLOT_INK

__all__ = ["Interval", "IntervalTier", "section_intervals", "word_intervals"]

_GAP_PX = 4.0


@dataclass(frozen=True)
class Interval:
    """One labelled stretch of a tier (seconds on the take's clock)."""

    start: float
    end: float
    text: str


class IntervalTier:
    """Boundaries and labels of one tier drawn on ``plot`` (y from 0 to 1)."""

    def __init__(self, plot: pg.PlotItem, *, centred: bool) -> None:
        self._plot = plot
        self._centred = centred
        self._intervals: list[Interval] = []
        self._labels: list[pg.TextItem] = []
        self._lines = pg.PlotDataItem(pen=pg.mkPen("#1f4e99", width=1), connect="pairs")
        plot.addItem(self._lines)

    def set_intervals(self, intervals: Sequence[Interval]) -> None:
        for label in self._labels:
            self._plot.removeItem(label)
        self._intervals = list(intervals)
        self._labels = []
        for interval in self._intervals:
            if self._centred:
                label = pg.TextItem(interval.text, color=PLOT_INK, anchor=(0.5, 0.5))
                label.setPos((interval.start + interval.end) / 2, 0.5)
            else:
                label = pg.TextItem(interval.text, color=PLOT_INK, anchor=(0.0, 0.5))
                label.setPos(interval.start, 0.5)
            self._plot.addItem(label)
            self._labels.append(label)
        edges = [edge for i in self._intervals for edge in (i.start, i.end)]
        x = np.repeat(np.asarray(edges, dtype=np.float64), 2)
        y = np.tile(np.asarray([0.0, 1.0]), len(edges))
        self._lines.setData(x, y)
        self.fit()

    def fit(self) -> None:
        """Show a label only where its interval has room for it (labels never overlap)."""
        box = self._plot.getViewBox()
        (left, right), _ = box.viewRange()
        if box.width() <= 1 or right <= left:
            return
        per_second = box.width() / (right - left)
        last_right = -np.inf
        for label, interval in zip(self._labels, self._intervals, strict=True):
            metrics = QFontMetricsF(label.textItem.font())
            needed = (
                metrics.horizontalAdvance(interval.text)
                + 2 * label.textItem.document().documentMargin()
            )
            anchor = (interval.start + interval.end) / 2 if self._centred else interval.start
            x = (anchor - left) * per_second - (needed / 2 if self._centred else 0.0)
            room = (interval.end - interval.start) * per_second >= needed or not self._centred
            visible = bool(
                room and x >= last_right and interval.start >= left and interval.end <= right
            )
            label.setVisible(visible)
            if visible:
                last_right = x + needed + _GAP_PX

    # -- reading back ------------------------------------------------------------------------

    def intervals(self) -> list[Interval]:
        return list(self._intervals)

    def boundaries(self) -> list[float]:
        """The x of every boundary line drawn (two per interval)."""
        x, _ = self._lines.getData()
        return [] if x is None else [float(v) for v in x[::2]]

    def shown_labels(self) -> list[str]:
        return [
            i.text
            for label, i in zip(self._labels, self._intervals, strict=True)
            if label.isVisible()
        ]

    def shown_rects(self) -> list[QRectF]:
        self._plot.getViewBox().updateMatrix()
        return [
            label.mapRectToScene(label.boundingRect())
            for label in self._labels
            if label.isVisible()
        ]

    def at(self, seconds: float) -> Interval | None:
        """The interval holding ``seconds`` (None between intervals)."""
        for interval in self._intervals:
            if interval.start <= seconds <= interval.end:
                return interval
        return None


def section_intervals(sections: Sequence[MentalWellnessPartResult]) -> list[Interval]:
    return [Interval(s.startSecs, s.finishSecs, str(i + 1)) for i, s in enumerate(sections)]


def word_intervals(sections: Sequence[MentalWellnessPartResult]) -> list[Interval]:
    return [Interval(w.start, w.end, w.text) for s in sections for w in s.words or []]
