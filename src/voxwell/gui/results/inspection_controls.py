"""The inspection view's controls and readouts: playback buttons, spectrogram settings (view range,
window length, dynamic range), the formant toggle, the cursor readout and the selection's figures.

It owns the widgets and the wording only; the view connects them to the plots and the analysis.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDoubleSpinBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from voxwell.analysis.selection import SelectionMeasures
from voxwell.analysis.take_acoustics import MAX_FREQUENCY, RATE, WINDOW_LENGTH, CursorReadout
from voxwell.gui.widgets import wrapped_label
from voxwell.i18n import QT_TRANSLATE_NOOP, translate

__all__ = [
    "CURSOR_HINT",
    "SELECTION_HINT",
    "InspectionControls",
    "SpectrogramSettings",
    "cursor_text",
    "selection_text",
]

DYNAMIC_RANGE_DB = 70.0
"""Praat's default: levels more than this below the loudest are white."""


@dataclass(frozen=True)
class SpectrogramSettings:
    """How the spectrogram is computed and drawn."""

    max_frequency: float = MAX_FREQUENCY
    window_length: float = WINDOW_LENGTH
    dynamic_range: float = DYNAMIC_RANGE_DB


def _decimal(value: float, digits: int) -> str:
    """``value`` with ``digits`` decimals, as the app's locale writes numbers."""
    return QLocale().toString(value, "f", digits)


def _number(value: float, unit: str, digits: int = 1) -> str:
    return "—" if not math.isfinite(value) else f"{_decimal(value, digits)} {unit}"


CURSOR_HINT = QT_TRANSLATE_NOOP("InspectionControls", "Cursor: point at the plots.")
"""The readout line before the pointer has been over this take's plots (shown through
``translate("InspectionControls", CURSOR_HINT)``)."""

SELECTION_HINT = QT_TRANSLATE_NOOP(
    "InspectionControls", "Selection: drag across the plots to select a stretch."
)
"""The selection line while nothing is selected (shown through ``translate``, as above)."""


def cursor_text(readout: CursorReadout) -> str:
    """The readout line: time, frequency and spectral level (over the spectrogram), F0, dB."""
    parts = [
        translate("InspectionControls", "Cursor {time} s").format(time=_decimal(readout.time, 3))
    ]
    if readout.frequency is not None:
        parts.append(f"{round(readout.frequency)} Hz")
        if readout.spectral_db is not None:
            parts.append(
                translate("InspectionControls", "spectrum {level}").format(
                    level=_number(readout.spectral_db, "dB")
                )
            )
    parts.append(
        translate("InspectionControls", "F0 {pitch}").format(pitch=_number(readout.f0_hz, "Hz"))
    )
    parts.append(
        translate("InspectionControls", "intensity {level}").format(
            level=_number(readout.intensity_db, "dB")
        )
    )
    return " · ".join(parts)


def selection_text(start: float, end: float, measures: SelectionMeasures | None) -> str:
    """Start, end and duration of a selection, then its figures once they are measured."""
    head = translate("InspectionControls", "Selection {start}–{end} s ({duration} s)").format(
        start=_decimal(start, 3), end=_decimal(end, 3), duration=_decimal(end - start, 3)
    )
    if measures is None:
        return head
    return " · ".join(
        (
            head,
            translate("InspectionControls", "mean F0 {pitch}").format(
                pitch=_number(measures.f0_mean_hz, "Hz")
            ),
            translate("InspectionControls", "intensity {level}").format(
                level=_number(measures.intensity_mean_db, "dB")
            ),
            translate("InspectionControls", "jitter {jitter}").format(
                jitter=_number(measures.jitter_local_pct, "%", 2)
            ),
            translate("InspectionControls", "shimmer {shimmer}").format(
                shimmer=_number(measures.shimmer_local_pct, "%", 2)
            ),
            translate("InspectionControls", "HNR {hnr}").format(hnr=_number(measures.hnr_db, "dB")),
        )
    )


class InspectionControls(QWidget):
    """Buttons, settings and readouts above the inspection plots."""

    settingsChanged = Signal()
    """A spectrogram setting changed (read ``settings()``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.play_selection_button = QPushButton(
            "▶ " + translate("InspectionControls", "Play &selection")
        )
        self.play_visible_button = QPushButton(
            "▶ " + translate("InspectionControls", "Play &visible")
        )
        self.stop_button = QPushButton("■ " + translate("InspectionControls", "&Stop"))
        self.zoom_button = QPushButton(translate("InspectionControls", "&Zoom to selection"))
        self.all_button = QPushButton(translate("InspectionControls", "Show &all"))
        self.formants_box = QCheckBox(translate("InspectionControls", "&Formants F1–F3"))
        self.max_frequency_box = QSpinBox()
        self.max_frequency_box.setRange(1000, RATE // 2)
        self.max_frequency_box.setSingleStep(500)
        self.max_frequency_box.setSuffix(" Hz")
        self.max_frequency_box.setValue(round(MAX_FREQUENCY))
        self.max_frequency_box.setAccessibleName(
            translate("InspectionControls", "Spectrogram view range, highest frequency")
        )
        self.window_box = QDoubleSpinBox()
        self.window_box.setRange(2.0, 50.0)
        self.window_box.setDecimals(1)
        self.window_box.setSuffix(" ms")
        self.window_box.setValue(WINDOW_LENGTH * 1000)
        self.window_box.setToolTip(
            translate(
                "InspectionControls", "5 ms: broadband (formants); 30 ms: narrowband (harmonics)"
            )
        )
        self.window_box.setAccessibleName(
            translate("InspectionControls", "Spectrogram window length")
        )
        self.range_box = QSpinBox()
        self.range_box.setRange(20, 120)
        self.range_box.setSuffix(" dB")
        self.range_box.setValue(round(DYNAMIC_RANGE_DB))
        self.range_box.setAccessibleName(
            translate("InspectionControls", "Spectrogram dynamic range")
        )
        for box in (self.max_frequency_box, self.window_box, self.range_box):
            box.setKeyboardTracking(False)  # one change when the value is entered, not per key
            box.valueChanged.connect(lambda _v: self.settingsChanged.emit())
        self.cursor_label = QLabel(translate("InspectionControls", CURSOR_HINT))
        self.selection_label = QLabel(translate("InspectionControls", SELECTION_HINT))
        for label in (self.cursor_label, self.selection_label):
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status_label = wrapped_label()

        buttons = QHBoxLayout()
        for button in (
            self.play_selection_button,
            self.play_visible_button,
            self.stop_button,
            self.zoom_button,
            self.all_button,
        ):
            buttons.addWidget(button)
        buttons.addStretch(1)
        settings = QGridLayout()
        for column, (title, widget) in enumerate(
            (
                (translate("InspectionControls", "View to"), self.max_frequency_box),
                (translate("InspectionControls", "Window"), self.window_box),
                (translate("InspectionControls", "Dynamic range"), self.range_box),
            )
        ):
            settings.addWidget(QLabel(title), 0, 2 * column)
            settings.addWidget(widget, 0, 2 * column + 1)
        settings.addWidget(self.formants_box, 0, 6)
        settings.setColumnStretch(7, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addLayout(buttons)
        layout.addLayout(settings)
        layout.addWidget(self.cursor_label)
        layout.addWidget(self.selection_label)
        layout.addWidget(self.status_label)

    def settings(self) -> SpectrogramSettings:
        return SpectrogramSettings(
            max_frequency=float(self.max_frequency_box.value()),
            window_length=self.window_box.value() / 1000.0,
            dynamic_range=float(self.range_box.value()),
        )

    def set_settings(self, settings: SpectrogramSettings) -> None:
        """Set all three at once (one ``settingsChanged``)."""
        boxes = (self.max_frequency_box, self.window_box, self.range_box)
        for box in boxes:
            box.blockSignals(True)
        self.max_frequency_box.setValue(round(settings.max_frequency))
        self.window_box.setValue(settings.window_length * 1000)
        self.range_box.setValue(round(settings.dynamic_range))
        for box in boxes:
            box.blockSignals(False)
        self.settingsChanged.emit()
