"""Session setup: who is recorded (as a code), birth date and sex, language, model, consent.

The user label gets a live warning when it looks like a name, an e-mail address or an ID number
(it is sent to the service). The birth date takes a year and, when known, a month and a day;
unknown parts become 01. ``startRequested`` carries a validated ``SessionDraft``.
"""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from voxwell.api import BirthSex, LanguageCode, ModelKind
from voxwell.desk.consent import Consent, Person
from voxwell.desk.session import SetupDefaults
from voxwell.desk.settings import AppSettings
from voxwell.errors import VoxwellError
from voxwell.gui.widgets import ERROR_STYLE, WARNING_STYLE, UnsetSpinBox, wrapped_label
from voxwell.i18n import translate
from voxwell.sessions.draft import SessionDraft, identifier_warning
from voxwell.wording import birth_sex_label, language_name, model_description

__all__ = ["SessionSetupView"]


_NO_YEAR = 1899  # the spin box's "not chosen" value


def _month_name(number: int) -> str:
    """The month's full name in the app's language ("January" in English)."""
    return QLocale().monthName(number, QLocale.FormatType.LongFormat)


class SessionSetupView(QWidget):
    """The form before recording; emits ``startRequested(SessionDraft)``."""

    startRequested = Signal(object)

    def __init__(self, settings: AppSettings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        defaults = settings or AppSettings()
        self.label_edit = QLineEdit(self)
        self.label_edit.setPlaceholderText(
            translate("SessionSetupView", "A study code, e.g. P-0042")
        )
        self.label_edit.setMaxLength(256)
        self.label_warning = wrapped_label(parent=self, style=WARNING_STYLE, hidden=True)

        self.year_spin = UnsetSpinBox(self)
        self.year_spin.setRange(_NO_YEAR, date.today().year)
        self.year_spin.setSpecialValueText(translate("SessionSetupView", "Year"))
        self.year_spin.setValue(_NO_YEAR)
        # An unset year (the hidden minimum) is said as "not given" in its description.
        self.month_combo = QComboBox(self)
        self.month_combo.addItem(translate("SessionSetupView", "Month unknown"), None)
        for number in range(1, 13):  # in the app's language (QLocale's default)
            self.month_combo.addItem(_month_name(number), number)
        self.day_combo = QComboBox(self)
        self.day_combo.addItem(translate("SessionSetupView", "Day unknown"), None)
        for number in range(1, 32):
            self.day_combo.addItem(str(number), number)
        self.day_combo.setEnabled(False)
        # The date's parts share the row's one visible label: each gets a label of its own
        # for assistive technology (on Linux a combo box is named by its value, and labelled
        # by a buddy label; hidden labels still count).
        for widget, name in (
            (self.year_spin, translate("SessionSetupView", "Year of birth")),
            (self.month_combo, translate("SessionSetupView", "Month of birth")),
            (self.day_combo, translate("SessionSetupView", "Day of birth")),
        ):
            widget.setAccessibleName(name)
            label = QLabel(name, self)
            label.setBuddy(widget)
            label.hide()

        self.sex_combo = QComboBox(self)
        for sex in BirthSex:
            self.sex_combo.addItem(birth_sex_label(sex), sex.value)
        self.language_combo = QComboBox(self)
        for code in LanguageCode:
            self.language_combo.addItem(language_name(code.value), code.value)

        self.model_buttons = QButtonGroup(self)
        self.model_radios: dict[str, QRadioButton] = {}
        # A named group, so that a screen reader says "Model" before each choice.
        self.model_group = QWidget(self)
        self.model_group.setAccessibleName(translate("SessionSetupView", "Model"))
        models = QVBoxLayout(self.model_group)
        models.setContentsMargins(0, 0, 0, 0)
        for kind in ModelKind:
            radio = QRadioButton(model_description(kind), self.model_group)
            self.model_radios[kind] = radio
            self.model_buttons.addButton(radio)
            models.addWidget(radio)

        self.delete_check = QCheckBox(
            translate("SessionSetupView", "Delete the recordings at the service after analysis"),
            self,
        )
        self.consent_check = QCheckBox(
            translate(
                "SessionSetupView",
                "The person has agreed to the recording and its analysis (required before upload)",
            ),
            self,
        )
        self.error_label = wrapped_label(parent=self, style=ERROR_STYLE, hidden=True)
        self.start_button = QPushButton(translate("SessionSetupView", "Start recording"), self)
        self.start_button.setDefault(True)

        birth = QHBoxLayout()
        birth.addWidget(self.year_spin)
        birth.addWidget(self.month_combo)
        birth.addWidget(self.day_combo)
        form = QFormLayout()
        form.addRow(translate("SessionSetupView", "User label"), self.label_edit)
        form.addRow("", self.label_warning)
        form.addRow(translate("SessionSetupView", "Date of birth"), birth)
        form.addRow(translate("SessionSetupView", "Birth sex"), self.sex_combo)
        form.addRow(translate("SessionSetupView", "Language"), self.language_combo)
        form.addRow(translate("SessionSetupView", "Model"), self.model_group)
        heading = translate("SessionSetupView", "New session")
        title = QLabel(f"<h2>{heading}</h2>", self)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addLayout(form)
        layout.addWidget(self.delete_check)
        layout.addWidget(self.consent_check)
        layout.addWidget(self.error_label)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        layout.addLayout(buttons)
        layout.addStretch(1)

        self.label_edit.textChanged.connect(self._check_label)
        self.month_combo.currentIndexChanged.connect(self._month_changed)
        # Consent belongs to one person: ticked for one, it is unticked when the form shows
        # another (voxwell.desk.consent).
        self._consent = Consent()
        self.consent_check.toggled.connect(self._consent_toggled)
        self.label_edit.textChanged.connect(self._person_changed)
        self.year_spin.valueChanged.connect(self._person_changed)
        self.year_spin.valueChanged.connect(self._describe_year)
        for combo in (self.month_combo, self.day_combo, self.sex_combo):
            combo.currentIndexChanged.connect(self._person_changed)
        self.start_button.clicked.connect(self.start)
        self.label_edit.returnPressed.connect(self.start)
        self.apply_defaults(defaults)
        self._describe_year(self.year_spin.value())

    def _describe_year(self, year: int) -> None:
        self.year_spin.setAccessibleDescription(
            translate("SessionSetupView", "not given") if year == _NO_YEAR else ""
        )

    def apply_defaults(self, settings: AppSettings) -> None:
        """Session defaults from the settings (language, model, birth sex, data deletion)."""
        self.apply_setup_defaults(SetupDefaults.of(settings))

    def apply_setup_defaults(self, defaults: SetupDefaults) -> None:
        """What a new person's session starts from (``voxwell.desk.Desk.new_session``)."""
        self._select(self.language_combo, defaults.language.value)
        self._select(self.sex_combo, defaults.birth_sex.value)
        self.model_radios[defaults.model_kind].setChecked(True)
        self.delete_check.setChecked(defaults.delete_data)

    @staticmethod
    def _select(combo: QComboBox, value: str) -> None:
        index = combo.findData(value)
        if index >= 0:
            combo.setCurrentIndex(index)

    # -- filling in (tests and the recovery prompt use these too) ----------------------------

    def fill(
        self,
        *,
        user_label: str,
        birth_year: int,
        birth_month: int | None = None,
        birth_day: int | None = None,
        birth_sex: BirthSex = BirthSex.UNKNOWN,
        language: LanguageCode = LanguageCode.EN_US,
        model_kind: str = ModelKind.APOLLO,
        consent: bool = True,
        delete_data: bool = False,
    ) -> None:
        self.label_edit.setText(user_label)
        self.year_spin.setValue(birth_year)
        self.month_combo.setCurrentIndex(self.month_combo.findData(birth_month))
        self.day_combo.setCurrentIndex(self.day_combo.findData(birth_day))
        self._select(self.sex_combo, birth_sex.value)
        self._select(self.language_combo, language.value)
        self.model_radios[model_kind].setChecked(True)
        self.consent_check.setChecked(consent)
        self.delete_check.setChecked(delete_data)

    def clear_person(self) -> None:
        """A new person: every personal field and the consent are emptied (defaults stay)."""
        self.label_edit.clear()
        self.year_spin.setValue(_NO_YEAR)
        self.month_combo.setCurrentIndex(0)
        self.day_combo.setCurrentIndex(0)
        self._select(self.sex_combo, BirthSex.UNKNOWN.value)
        self.consent_check.setChecked(False)
        self.show_error("")
        self.label_edit.setFocus()  # a new person is typed in from the first field

    def person(self) -> Person:
        """Who the form shows now (as typed: not checked like :meth:`draft`)."""
        return Person(
            self.label_edit.text(),
            self.year_spin.value(),
            self.month_combo.currentData(),
            self.day_combo.currentData(),
            str(self.sex_combo.currentData()),
        )

    def _consent_toggled(self, given: bool) -> None:
        if given:
            self._consent.give(self.person())
        else:
            self._consent.withdraw()

    def _person_changed(self) -> None:
        if self.consent_check.isChecked() and not self._consent.holds_for(self.person()):
            self.consent_check.setChecked(False)

    def model_kind(self) -> str:
        return next(kind for kind, radio in self.model_radios.items() if radio.isChecked())

    def _check_label(self, text: str) -> None:
        warning = identifier_warning(text)
        self.label_warning.setText(warning or "")
        self.label_warning.setVisible(bool(warning))

    def _month_changed(self) -> None:
        known = self.month_combo.currentData() is not None
        self.day_combo.setEnabled(known)
        if not known:
            self.day_combo.setCurrentIndex(0)

    def draft(self) -> SessionDraft:
        """The draft as filled in; ``VoxwellError`` with a plain message when it is not valid."""
        label = self.label_edit.text().strip()
        if not label:
            raise VoxwellError(
                translate(
                    "SessionSetupView", "Enter a user label: a code for the person, not their name."
                )
            )
        year = self.year_spin.value()
        if year == _NO_YEAR:
            raise VoxwellError(translate("SessionSetupView", "Enter at least the year of birth."))
        month = self.month_combo.currentData()
        day = self.day_combo.currentData() if month is not None else None
        try:
            born = date(year, month or 1, day or 1)
        except ValueError:
            raise VoxwellError(
                translate(
                    "SessionSetupView",
                    "{month} {year} has no day {day}; correct the date of birth.",
                ).format(month=_month_name(month), year=year, day=day)
            ) from None
        if born > date.today():
            raise VoxwellError(
                translate("SessionSetupView", "The date of birth is in the future; correct it.")
            )
        return SessionDraft(
            user_label=label,
            birth_year=year,
            birth_month=month,
            birth_day=day,
            birth_sex=BirthSex(self.sex_combo.currentData()),
            language=LanguageCode(self.language_combo.currentData()),
            model_kind=self.model_kind(),
            delete_data=self.delete_check.isChecked(),
            consent=self.consent_check.isChecked(),
        )

    def show_error(self, message: str) -> None:
        self.error_label.setText(message)
        self.error_label.setVisible(bool(message))

    def start(self) -> None:
        """Start the session the form describes, or say on the form why it cannot start."""
        try:
            draft = self.draft()
        except VoxwellError as exc:
            self.show_error(str(exc))
            return
        self.show_error("")
        self.startRequested.emit(draft)

    def focus_first(self) -> None:
        self.label_edit.setFocus(Qt.FocusReason.OtherFocusReason)
