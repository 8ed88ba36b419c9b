"""The inspection view's graphics: every view draws the spectrogram in Praat's greys."""

from __future__ import annotations

import pyqtgraph as pg
from pytestqt.qtbot import QtBot

from voxwell.gui.results.inspection_plots import InspectionPlots


def _greys(plots: InspectionPlots) -> pg.ColorMap:
    image = next(i for i in plots.plots["spectrogram"].items if isinstance(i, pg.ImageItem))
    return image.getColorMap()


def test_every_view_draws_loud_as_dark_not_only_every_other_one(qtbot: QtBot) -> None:
    # pyqtgraph hands out one cached map object per name: turning that one round in place
    # flipped the map back for every second view.
    for _ in range(3):
        plots = InspectionPlots(lambda *_: None, lambda *_: None, 5000.0)
        qtbot.addWidget(plots.graphics)
        greys = _greys(plots)
        quiet, loud = greys.map(0.0, mode="qcolor"), greys.map(1.0, mode="qcolor")
        assert quiet.lightness() > 200, quiet.name()
        assert loud.lightness() < 50, loud.name()
    assert pg.colormap.get("CET-L1").map(0.0, mode="qcolor").lightness() < 50  # cache untouched
