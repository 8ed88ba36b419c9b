"""A date axis whose day ticks say their month, for charts over calendar time.

pyqtgraph's date axis labels a span of a few days "18 19 20" with no month tick of its own; this
one writes "18 Nov". The History trend and the Study screen's participant lines use it.
"""

from __future__ import annotations

from datetime import datetime

import pyqtgraph as pg
from PySide6.QtCore import QDate, QLocale

from voxwell.i18n import translate

__all__ = ["CalendarAxis"]

_DAY = 86_400.0


class CalendarAxis(pg.DateAxisItem):  # type: ignore[misc]  # pyqtgraph is untyped
    """pyqtgraph's date axis, with day ticks that say their month: a span of a few days has no
    month tick of its own, so "18 19 20" alone would not say which month it is."""

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        if spacing != _DAY:
            return list(super().tickStrings(values, scale, spacing))
        # A day and its month in the app's language: "18 Nov", "18 nov", "11月18日".
        pattern = translate("CalendarAxis", "d MMM")
        locale = QLocale()
        days = (datetime.fromtimestamp(v).date() for v in values)
        return [locale.toString(QDate(day.year, day.month, day.day), pattern) for day in days]
