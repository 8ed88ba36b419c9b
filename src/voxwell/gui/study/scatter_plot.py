"""A measure against a questionnaire's totals, with Spearman's rho, one panel per model version.

Each visible session with both a value and a nearby total (``voxwell.study.table``) is a point;
the panel's title gives rho, its 95 % interval and n (``voxwell.study.stats.spearman``), or says
there are too few pairs. Clicking a point opens its session.
"""

from __future__ import annotations

from collections.abc import Sequence

import pyqtgraph as pg
from PySide6.QtCore import QLocale

from voxwell.desk.results_style import measure_label
from voxwell.gui.study.version_panels import VersionChart, fill_panels
from voxwell.gui.widgets import PLOT_INK, SERIES_COLOURS
from voxwell.i18n import translate
from voxwell.study.model import Scatter
from voxwell.study.stats import Correlation

__all__ = ["ScatterPlot", "correlation_text"]


def correlation_text(correlation: Correlation | None, n: int) -> str:
    """Spearman's rho in words, as the panel's title and the screen reader say it."""
    if correlation is None:
        return translate(
            "ScatterPlot", "n = {n}: too few pairs (or no spread) for Spearman's rho"
        ).format(n=n)
    share = round(100 * correlation.confidence)
    locale = QLocale()
    return translate(
        "ScatterPlot", "Spearman's rho {rho} ({share} % CI {low} to {high}), n = {n}"
    ).format(
        rho=locale.toString(correlation.rho, "f", 2),
        share=share,
        low=locale.toString(correlation.low, "f", 2),
        high=locale.toString(correlation.high, "f", 2),
        n=correlation.n,
    )


class ScatterPlot(VersionChart):
    """Points of (questionnaire total, measure) per model version, with rho in each title."""

    def __init__(self) -> None:
        super().__init__()
        self._shown: tuple[Scatter, ...] = ()
        self._titles: list[str] = []

    def show_scatter(self, scatters: Sequence[Scatter], questionnaire_label: str) -> None:
        self._shown = tuple(scatters)
        self._titles = []
        versions = [scatter.model_version for scatter in scatters]
        panels: list[pg.PlotItem] = fill_panels(self, versions)
        # One colour in every panel: a colour means a group on the Groups tab, and a panel
        # is a model version, which its title names.
        colour = SERIES_COLOURS[0]
        for panel, scatter in zip(panels, scatters, strict=True):
            ids = scatter.session_ids
            self.add_points(panel, scatter.totals, scatter.values, ids, colour, alpha="aa", size=8)
            title = correlation_text(scatter.correlation, len(scatter.values))
            self._titles.append(title)
            model = translate("ScatterPlot", "Model {version}").format(
                version=scatter.model_version
            )
            panel.setTitle(f"{model}<br>{title}", size="9pt", color=PLOT_INK)
            panel.setLabel("bottom", questionnaire_label)
            panel.setLabel("left", measure_label(scatter.measure))
        # What the chart shows, in words a screen reader reads: rho per model version.
        self.setAccessibleDescription(
            "; ".join(
                translate("ScatterPlot", "Model {version}: {correlation}").format(
                    version=scatter.model_version, correlation=title
                )
                for scatter, title in zip(scatters, self._titles, strict=True)
            )
        )

    # -- accessors (tests) -------------------------------------------------------------------

    def shown(self) -> tuple[Scatter, ...]:
        return self._shown

    def titles(self) -> list[str]:
        return list(self._titles)
