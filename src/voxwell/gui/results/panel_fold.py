"""Panels that fold into a tab of their own when the page has no room for them.

Squeezed beside or below a chart, a table or a list is a sliver that shows two rows and cuts
its words; folded, it is a tab of the page's tab widget, whole and as wide as the page, one
arrow key from the chart. Given room again, it goes back to its place in its splitter.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QSplitter, QTabWidget, QWidget

__all__ = ["FoldingPanel"]


class FoldingPanel:
    """``widget`` lives at ``index`` in ``home`` while it has room, else as a tab of ``tabs``."""

    def __init__(
        self,
        widget: QWidget,
        *,
        home: QSplitter,
        index: int,
        tabs: QTabWidget,
        title: str,
        before: Sequence[QWidget],
    ) -> None:
        self.widget = widget
        self._home = home
        self._index = index
        self._tabs = tabs
        self._title = title
        self._before = before
        """Tabs this one goes in front of, the first present wins (the page's order kept)."""
        self._shown = True

    @property
    def folded(self) -> bool:
        return self._tabs.indexOf(self.widget) >= 0

    def fold(self, folded: bool) -> None:
        """Move the panel into its tab (``True``) or back home; the focus goes with it."""
        if folded == self.folded:
            return
        focus = QApplication.focusWidget()
        had_focus = focus is not None and (focus is self.widget or self.widget.isAncestorOf(focus))
        if folded:
            place = next(
                (i for i in map(self._tabs.indexOf, self._before) if i >= 0), self._tabs.count()
            )
            self._tabs.insertTab(place, self.widget, self._title)
        else:
            was_current = self._tabs.currentWidget() is self.widget
            self._tabs.removeTab(self._tabs.indexOf(self.widget))
            if was_current:
                self._tabs.setCurrentIndex(0)
            self._home.insertWidget(self._index, self.widget)
        self.set_shown(self._shown)
        if had_focus:
            if folded:
                self._tabs.setCurrentWidget(self.widget)
            self.widget.setFocus(Qt.FocusReason.OtherFocusReason)

    def set_shown(self, shown: bool) -> None:
        """Show or hide the panel (its tab, when folded): a run without its data hides it."""
        self._shown = shown
        index = self._tabs.indexOf(self.widget)
        if index >= 0:
            self._tabs.setTabVisible(index, shown)
        else:
            self.widget.setVisible(shown)
