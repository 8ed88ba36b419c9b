"""The inspection view's controls and readouts: playback buttons, spectrogram settings (view range,
window length, dynamic range), the formant toggle, the cursor readout and the selection's figures.

It owns the widgets and the wording only; the view connects them to the plots and the analysis.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
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

__all__ = [
    "CURSOR_HINT",
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


def _number(value: float, unit: str, digits: int = 1) -> str:
    return "—" if not math.isfinite(value) else f"{value:.{digits}f} {unit}"


CURSOR_HINT = "Cursor: point at the plots."
"""The readout line before the pointer has been over this take's plots."""


def cursor_text(readout: CursorReadout) -> str:
    """The readout line: time, frequency and spectral level (over the spectrogram), F0, dB."""
    parts = [f"Cursor {readout.time:.3f} s"]
    if readout.frequency is not None:
        parts.append(f"{readout.frequency:.0f} Hz")
        if readout.spectral_db is not None:
            parts.append(f"spectrum {_number(readout.spectral_db, 'dB')}")
    parts.append(f"F0 {_number(readout.f0_hz, 'Hz')}")
    parts.append(f"intensity {_number(readout.intensity_db, 'dB')}")
    return " · ".join(parts)


def selection_text(start: float, end: float, measures: SelectionMeasures | None) -> str:
    """Start, end and duration of a selection, then its figures once they are measured."""
    head = f"Selection {start:.3f}–{end:.3f} s ({end - start:.3f} s)"
    if measures is None:
        return head
    return " · ".join(
        (
            head,
            f"mean F0 {_number(measures.f0_mean_hz, 'Hz')}",
            f"intensity {_number(measures.intensity_mean_db, 'dB')}",
            f"jitter {_number(measures.jitter_local_pct, '%', 2)}",
            f"shimmer {_number(measures.shimmer_local_pct, '%', 2)}",
            f"HNR {_number(measures.hnr_db, 'dB')}",
        )
    )


class InspectionControls(QWidget):
    """Buttons, settings and readouts above the inspection plots."""

    settingsChanged = Signal()
    """A spectrogram setting changed (read ``settings()``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.play_selection_button = QPushButton("▶ Play &selection")
        self.play_visible_button = QPushButton("▶ Play &visible")
        self.stop_button = QPushButton("■ &Stop")
        self.zoom_button = QPushButton("&Zoom to selection")
        self.all_button = QPushButton("Show &all")
        self.formants_box = QCheckBox("&Formants F1–F3")
        self.max_frequency_box = QSpinBox()
        self.max_frequency_box.setRange(1000, RATE // 2)
        self.max_frequency_box.setSingleStep(500)
        self.max_frequency_box.setSuffix(" Hz")
        self.max_frequency_box.setValue(round(MAX_FREQUENCY))
        self.max_frequency_box.setAccessibleName("Spectrogram view range, highest frequency")
        self.window_box = QDoubleSpinBox()
        self.window_box.setRange(2.0, 50.0)
        self.window_box.setDecimals(1)
        self.window_box.setSuffix(" ms")
        self.window_box.setValue(WINDOW_LENGTH * 1000)
        self.window_box.setToolTip("5 ms: broadband (formants); 30 ms: narrowband (harmonics)")
        self.window_box.setAccessibleName("Spectrogram window length")
        self.range_box = QSpinBox()
        self.range_box.setRange(20, 120)
        self.range_box.setSuffix(" dB")
        self.range_box.setValue(round(DYNAMIC_RANGE_DB))
        self.range_box.setAccessibleName("Spectrogram dynamic range")
        for box in (self.max_frequency_box, self.window_box, self.range_box):
            box.setKeyboardTracking(False)  # one change when the value is entered, not per key
            box.valueChanged.connect(lambda _v: self.settingsChanged.emit())
        self.cursor_label = QLabel(CURSOR_HINT)
        self.selection_label = QLabel("Selection: drag across the plots to select a stretch.")
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
                ("View to", self.max_frequency_box),
                ("Window", self.window_box),
                ("Dynamic range", self.range_box),
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
