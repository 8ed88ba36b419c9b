"""Session setup: the draft it builds, the identifier warning, dates that do not exist."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QLabel, QLineEdit, QSpinBox
from pytestqt.qtbot import QtBot

from voxwell.api import BirthSex, LanguageCode
from voxwell.desk.settings import AppSettings
from voxwell.gui.recording.session_setup_view import SessionSetupView
from voxwell.sessions.draft import SessionDraft


def _view(qtbot: QtBot) -> SessionSetupView:
    view = SessionSetupView(AppSettings(language="es-ES", model_kind="mental-wellness"))
    qtbot.addWidget(view)
    view.show()
    return view


def test_defaults_come_from_settings(qtbot: QtBot) -> None:
    view = _view(qtbot)
    assert view.language_combo.currentData() == "es-ES"
    assert view.model_kind() == "mental-wellness"


def test_start_emits_the_draft(qtbot: QtBot) -> None:
    view = _view(qtbot)
    view.fill(
        user_label="  P-0042 ",
        birth_year=1971,
        birth_month=11,
        birth_day=None,
        birth_sex=BirthSex.FEMALE,
        language=LanguageCode.JA_JP,
        model_kind="apollo",
        consent=True,
    )
    with qtbot.waitSignal(view.startRequested, timeout=1000) as started:
        view.start_button.click()
    draft: SessionDraft = started.args[0]
    assert draft.user_label == "P-0042"
    assert (draft.birth_year, draft.birth_month, draft.birth_day) == (1971, 11, None)
    assert draft.language is LanguageCode.JA_JP
    assert draft.slots == ("moodQuestion", "readAloud")
    assert draft.consent


def test_label_that_looks_like_an_email_is_warned(qtbot: QtBot) -> None:
    view = _view(qtbot)
    view.label_edit.setText("jane.doe@example.org")
    assert view.label_warning.isVisible()
    assert "e-mail" in view.label_warning.text()
    view.label_edit.setText("P-0042")
    assert not view.label_warning.isVisible()


def test_invalid_input_says_what_to_do(qtbot: QtBot) -> None:
    view = _view(qtbot)
    seen: list[object] = []
    view.startRequested.connect(seen.append)
    view.start_button.click()
    assert "user label" in view.error_label.text()
    view.label_edit.setText("P-1")
    view.start_button.click()
    assert "year of birth" in view.error_label.text()
    view.fill(user_label="P-1", birth_year=1990, birth_month=2, birth_day=30)
    view.start_button.click()
    assert "February 1990 has no day 30" in view.error_label.text()
    assert seen == []


def test_day_needs_a_month(qtbot: QtBot) -> None:
    view = _view(qtbot)
    view.fill(user_label="P-1", birth_year=1990, birth_month=None, birth_day=None)
    assert not view.day_combo.isEnabled()
    view.month_combo.setCurrentIndex(view.month_combo.findData(5))
    assert view.day_combo.isEnabled()


def test_consent_given_for_one_person_is_not_carried_to_the_next(qtbot: QtBot) -> None:
    view = _view(qtbot)
    view.fill(user_label="P-4009", birth_year=1971, birth_sex=BirthSex.FEMALE, consent=True)
    view.language_combo.setCurrentIndex(view.language_combo.findData("es-US"))
    view.model_radios["apollo"].setChecked(True)
    assert view.consent_check.isChecked(), "the same person: language and model are no person"
    view.label_edit.setText("R-5001")  # "Back to setup", and the next person typed in
    assert not view.consent_check.isChecked()
    assert not view.draft().consent
    view.label_edit.setText("P-4009")  # the first person again: consent is asked again too
    assert not view.consent_check.isChecked()
    view.consent_check.setChecked(True)
    view.year_spin.setValue(1972)
    assert not view.consent_check.isChecked()
    view.year_spin.setValue(1971)
    view.consent_check.setChecked(True)
    view.sex_combo.setCurrentIndex(view.sex_combo.findData(BirthSex.MALE.value))
    assert not view.consent_check.isChecked()


def test_every_control_is_named_for_assistive_technology_never_by_its_value(
    qtbot: QtBot,
) -> None:
    """A name of each control's own (its label's, or one set for it), never its value or a
    symbol; the unset year described as not given; the model choices in a named group. (On
    Linux Qt reports a combo box's current text as its name and names it by its label through
    the labelled-by relation, as Orca reads it; the name set here is what the other platforms
    read.)"""
    view = _view(qtbot)
    buddies = {label.buddy(): label.text() for label in view.findChildren(QLabel) if label.buddy()}
    kinds = (QLineEdit, QSpinBox, QComboBox, QAbstractButton)
    controls = [
        widget
        for kind in kinds
        for widget in view.findChildren(kind)
        if not isinstance(widget.parent(), QSpinBox | QComboBox)  # their own parts
    ]
    assert len(controls) >= 10
    for control in controls:
        name = control.accessibleName() or buddies.get(control, "")
        if isinstance(control, QAbstractButton):
            name = name or control.text()
        assert name.strip(), control
        assert name not in ("✕", "…"), "named by a symbol"
        if isinstance(control, QComboBox):
            assert name != control.currentText(), f"named by its value: {name!r}"
            # Linux's bridge names a combo box by its value and its label by this relation.
            accessible = QAccessible.queryAccessibleInterface(control)
            labels = accessible.relations(QAccessible.RelationFlag.Label)
            assert [label.text(QAccessible.Text.Name) for label, _ in labels] == [name]
    year = QAccessible.queryAccessibleInterface(view.year_spin)
    assert year.text(QAccessible.Text.Name) == "Year of birth"
    assert year.text(QAccessible.Text.Description) == "not given"
    view.year_spin.setValue(1980)
    assert year.text(QAccessible.Text.Description) == ""
    group = QAccessible.queryAccessibleInterface(view.model_group)
    assert group.text(QAccessible.Text.Name) == "Model"
    radios = [group.child(index).text(QAccessible.Text.Name) for index in range(group.childCount())]
    assert sorted(radios) == sorted(radio.text() for radio in view.model_radios.values())


def test_a_year_is_typed_into_the_unset_year_field(qtbot: QtBot) -> None:
    """The field shows "Year" until one is given: clicked into or reached by Tab, typed digits
    make the year (Qt appended them to "Year" and refused them, so a person typed in vain)."""
    view = _view(qtbot)
    view.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is view, timeout=3000)
    spin = view.year_spin
    assert spin.text() == "Year"
    qtbot.mouseClick(spin.lineEdit(), Qt.MouseButton.LeftButton)
    assert spin.lineEdit().cursorPosition() == len("Year"), "the caret after the word"
    assert QApplication.focusWidget() is spin, "keys go to the spin box, as a person's do"
    qtbot.keyClicks(spin, "1980")
    assert spin.value() == 1980
    spin.setValue(spin.minimum())
    view.label_edit.setFocus()
    qtbot.keyClick(view.label_edit, Qt.Key.Key_Tab)
    qtbot.keyClicks(spin, "1972")
    assert spin.value() == 1972
    qtbot.keyClicks(spin, "5")  # a given year is edited as numbers are, not replaced
    assert spin.value() == 1972
