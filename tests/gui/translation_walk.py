"""Walking the app's screens for their words, in a language of the tests' choosing.

``pseudo_catalogue`` makes a catalogue whose every translation is its source in ``⟦ ⟧``, so a
text on screen without the brackets skipped translation. ``shown_texts`` collects what a person
(or a screen reader) gets from a widget tree: label and button texts, titles, tab names, column
headers, placeholders, tooltips, accessible names and descriptions. ``clipped_texts`` finds
single-line texts wider than their widget.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QTableView,
    QTabWidget,
    QTreeView,
    QWidget,
)

from translations import update
from voxwell import i18n
from voxwell.gui.translation import install_ui_language, remove_ui_language

OPEN, CLOSE = "⟦", "⟧"


def pseudo_catalogue(folder: Path) -> Path:
    """A compiled catalogue with every text of the sources as ``⟦text⟧`` (plural forms too)."""
    tree = ET.parse(update.catalogue("es"))
    for message in tree.getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        translation.attrib.pop("type", None)
        if message.get("numerus") == "yes":
            for form in translation.iter("numerusform"):
                form.text = f"{OPEN}{source}{CLOSE}"
        else:
            translation.text = f"{OPEN}{source}{CLOSE}"
    ts_file = folder / "voxwell_pseudo.ts"
    tree.write(ts_file, encoding="utf-8", xml_declaration=True)
    compiled = folder / "voxwell_pseudo.qm"
    update.lrelease(ts_file, compiled)
    return compiled


@contextmanager
def pseudo_language(folder: Path) -> Iterator[None]:
    """The pseudo catalogue installed as the app's language for the ``with`` block."""
    translator = QTranslator()
    assert translator.load(str(pseudo_catalogue(folder)))
    remove_ui_language()
    QCoreApplication.installTranslator(translator)
    i18n.install_translator(QCoreApplication.translate)
    try:
        yield
    finally:
        QCoreApplication.removeTranslator(translator)
        remove_ui_language()


@contextmanager
def app_language(language: str) -> Iterator[None]:
    """One of the app's languages installed as the app starts it, for the ``with`` block."""
    install_ui_language(language)
    try:
        yield
    finally:
        remove_ui_language()


def _plain(text: str) -> str:
    if "<" in text and ">" in text:
        document = QTextDocument()
        document.setHtml(text)
        text = document.toPlainText()
    return text.replace("&&", "&").replace("&", "").strip()


def _showing(widget: QWidget, root: QWidget) -> bool:
    return widget.isVisibleTo(root) and widget.isVisible()


def _qt_standard(button: QAbstractButton) -> bool:
    """A standard button of a dialog's button box or a message box (Qt names it)."""
    box = button.parent()
    while box is not None and not isinstance(box, QDialogButtonBox | QMessageBox):
        box = box.parent()
    if isinstance(box, QDialogButtonBox):
        return box.standardButton(button) != QDialogButtonBox.StandardButton.NoButton
    if isinstance(box, QMessageBox):
        return box.standardButton(button) != QMessageBox.StandardButton.NoButton
    return False


def shown_texts(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) for each text the widgets under ``root`` show or tell assistive technology."""
    found: list[tuple[str, str]] = []

    def add(widget: QWidget, kind: str, text: str) -> None:
        plain = _plain(text)
        if plain:
            found.append((f"{type(widget).__name__}.{kind}", plain))

    widgets = [root, *root.findChildren(QWidget)]
    for widget in widgets:
        if not _showing(widget, root):
            continue
        if widget.isWindow():
            add(widget, "windowTitle", widget.windowTitle())
        add(widget, "toolTip", widget.toolTip())
        add(widget, "accessibleName", widget.accessibleName())
        add(widget, "accessibleDescription", widget.accessibleDescription())
        if isinstance(widget, QAbstractButton) and _qt_standard(widget):
            continue  # Qt's own words (OK, Cancel, Save): its catalogue translates them
        if isinstance(widget, QLabel | QAbstractButton):
            add(widget, "text", widget.text())
        elif isinstance(widget, QGroupBox):
            add(widget, "title", widget.title())
        elif isinstance(widget, QLineEdit):
            add(widget, "placeholder", widget.placeholderText())
        elif isinstance(widget, QComboBox):
            for index in range(widget.count()):
                add(widget, "item", widget.itemText(index))
        elif isinstance(widget, QTabWidget):
            for index in range(widget.count()):
                add(widget, "tab", widget.tabText(index))
                add(widget, "tabToolTip", widget.tabToolTip(index))
        elif isinstance(widget, QTableView | QTreeView):
            header = (
                widget.horizontalHeader() if isinstance(widget, QTableView) else widget.header()
            )
            if header.isHidden() or header.model() is None:
                continue
            for section in range(header.count()):
                title = header.model().headerData(
                    section, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole
                )
                if isinstance(title, str):
                    add(widget, "header", title)
    return found


_NOT_WORDS = re.compile(r"^[\W\d_]*$|^Voxwell$|^[A-Z]{2,}-\d+$", re.UNICODE)
"""Numbers and symbols, the product's name and instrument codes (PHQ-9)."""


def untranslated(texts: list[tuple[str, str]], allowed: set[str]) -> list[tuple[str, str]]:
    """The texts that carry no translation mark and are not data (numbers, symbols, ``allowed``)."""
    return [
        (where, text)
        for where, text in texts
        if OPEN not in text and text not in allowed and not _NOT_WORDS.match(text)
    ]


def _text_room(widget: QWidget) -> int:
    """The width a single-line text has in ``widget``."""
    room = widget.contentsRect().width()
    if isinstance(widget, QCheckBox | QRadioButton):
        option = QStyleOptionButton()
        option.initFrom(widget)
        indicator = QStyle.PixelMetric.PM_IndicatorWidth
        spacing = QStyle.PixelMetric.PM_CheckBoxLabelSpacing
        room -= widget.style().pixelMetric(indicator, option, widget)
        room -= widget.style().pixelMetric(spacing, option, widget)
    elif isinstance(widget, QPushButton):
        option = QStyleOptionButton()
        option.initFrom(widget)
        margin = widget.style().pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, option, widget)
        room -= margin
        if not widget.icon().isNull():
            room -= widget.iconSize().width() + 4
    return room


def clipped_texts(root: QWidget) -> list[tuple[str, str, int, int]]:
    """(class, text, needed, room) for each shown single-line label or button text that does not
    fit its widget (word-wrapped labels: more lines than their height holds)."""
    clipped = []
    for widget in root.findChildren(QWidget):
        if not _showing(widget, root):
            continue
        if isinstance(widget, QLabel) and widget.text() and widget.pixmap().isNull():
            text = _plain(widget.text())
            if widget.wordWrap():
                needed = widget.heightForWidth(widget.width())
                if needed > widget.height() + 1:
                    clipped.append((type(widget).__name__, text, needed, widget.height()))
                continue
            lines = text.splitlines() or [""]
            width = max(widget.fontMetrics().horizontalAdvance(line) for line in lines)
            if width > widget.contentsRect().width() + 1:
                clipped.append((type(widget).__name__, text, width, widget.contentsRect().width()))
        elif isinstance(widget, QAbstractButton) and widget.text():
            text = widget.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
            width = widget.fontMetrics().horizontalAdvance(text)
            room = _text_room(widget)
            if width > room + 1:
                clipped.append((type(widget).__name__, text, width, room))
    return clipped
