"""The settings dialog: service and its address, API keys, input, session defaults, how long
recordings are kept on this computer.

The services are the local engine, a team server (an address the user types: https, or plain
http to a private network address with a warning shown beside it) and the hosted regions.
API keys are saved only in the OS keyring through ``voxwell.client.credentials`` (where there
is no usable keyring the dialog says so plainly and how to pass a key instead), everything else,
base URLs included, in ``settings.json`` (``AppSettings.service_addresses``). Nothing is saved
until every field is valid; a refused field is named in the dialog and nothing else is lost.
"""

from __future__ import annotations

import asyncio

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from voxwell.api import BirthSex, LanguageCode, ModelKind
from voxwell.client import Region, ServiceConfig, plain_http_warning
from voxwell.desk.settings import DEFAULT_MOOD_PROMPT, SERVICE_IDS, AppSettings, save_settings
from voxwell.errors import AudioError, CredentialsError, VoxwellError
from voxwell.gui.async_tasks import run_task
from voxwell.gui.settings.questionnaire_settings import QuestionnaireSettingsBox
from voxwell.gui.widgets import ERROR_STYLE, NOTE_STYLE, push_button, wrapped_label
from voxwell.i18n import QT_TRANSLATE_NOOP, translate
from voxwell.launcher.local_engine import ENGINE_PORTS
from voxwell.locales import UI_LANGUAGES
from voxwell.paths import AppPaths
from voxwell.wording import birth_sex_label, language_name, model_description

__all__ = ["RETENTION_NOTE", "SettingsDialog"]

_LOOKING = QT_TRANSLATE_NOOP("SettingsDialog", "Looking in the keyring…")
_SERVICE_NAMES = {
    Region.LOCAL: QT_TRANSLATE_NOOP("SettingsDialog", "Local engine (on this computer)"),
    Region.TEAM: QT_TRANSLATE_NOOP("SettingsDialog", "Team server (your organisation's engine)"),
    Region.DEFAULT: QT_TRANSLATE_NOOP("SettingsDialog", "Default region"),
    Region.CA: QT_TRANSLATE_NOOP("SettingsDialog", "Canada region"),
    Region.US: QT_TRANSLATE_NOOP("SettingsDialog", "United States region"),
}
"""How the service list names each service (translated where shown)."""

_ADDRESS_LABELS = {
    Region.TEAM: QT_TRANSLATE_NOOP("SettingsDialog", "Team server address"),
    Region.DEFAULT: QT_TRANSLATE_NOOP("SettingsDialog", "Default address"),
    Region.CA: QT_TRANSLATE_NOOP("SettingsDialog", "Canada address"),
    Region.US: QT_TRANSLATE_NOOP("SettingsDialog", "United States address"),
}
"""The address field of each service with one (also naming it in a refused save)."""

_KEY_LABELS = {
    Region.TEAM: QT_TRANSLATE_NOOP("SettingsDialog", "Team server API key"),
    Region.DEFAULT: QT_TRANSLATE_NOOP("SettingsDialog", "Default API key"),
    Region.CA: QT_TRANSLATE_NOOP("SettingsDialog", "Canada API key"),
    Region.US: QT_TRANSLATE_NOOP("SettingsDialog", "United States API key"),
}
"""The API key field of each service with one (also naming it in a refused save)."""

RETENTION_NOTE = QT_TRANSLATE_NOOP(
    "SettingsDialog",
    "Recordings are removed from this computer this many days after their results arrive; "
    "results are kept.",
)
"""The retention rule's one line under its field (``voxwell.desk.retention``; translated where
shown)."""

_TEAM_HELP = QT_TRANSLATE_NOOP(
    "SettingsDialog",
    "A Voxwell engine your organisation runs for its computers: the same engine as the local "
    "one, so its results come from the acoustic reference model, not the hosted clinical model.",
)


def _service_name(region: Region) -> str:
    """The service list's name of ``region``, in the app's language."""
    name = _SERVICE_NAMES.get(region)
    if name is None:
        return translate("SettingsDialog", "{region} region").format(region=region.label)
    return translate("SettingsDialog", name)


def _address_label(region: Region) -> str:
    label = _ADDRESS_LABELS.get(region)
    if label is None:
        return translate("SettingsDialog", "{service} address").format(service=region.label)
    return translate("SettingsDialog", label)


def _key_label(region: Region) -> str:
    label = _KEY_LABELS.get(region)
    if label is None:
        return translate("SettingsDialog", "{service} API key").format(service=region.label)
    return translate("SettingsDialog", label)


class SettingsDialog(QDialog):
    """Edits the settings; ``settingsSaved(AppSettings)`` once everything was stored."""

    settingsSaved = Signal(object)

    def __init__(
        self, settings: AppSettings, parent: QWidget | None = None, *, paths: AppPaths
    ) -> None:
        super().__init__(parent)
        self.sections = QScrollArea(self)  # filled below; fitted whenever rows show or hide
        self.setWindowTitle(translate("SettingsDialog", "Settings"))
        # Two columns of 500 px: notes and warnings wrap onto few lines, and the whole fits a
        # 1366x768 screen.
        self.setMinimumWidth(1000)
        self._settings = settings
        self._paths = paths
        self._services = settings.services()
        self._regions = {region.value: region for region in (*self._services, Region.TEAM)}

        self.service_combo = QComboBox(self)
        for service_id in SERVICE_IDS:
            region = Region(service_id)
            self.service_combo.addItem(_service_name(region), service_id)
            if region is Region.TEAM:
                self.service_combo.setItemData(
                    self.service_combo.count() - 1,
                    translate("SettingsDialog", _TEAM_HELP),
                    Qt.ItemDataRole.ToolTipRole,
                )
        self.service_combo.setCurrentIndex(SERVICE_IDS.index(settings.service))
        self.url_edits: dict[str, QLineEdit] = {}
        self.key_edits: dict[str, QLineEdit] = {}
        self.key_notes: dict[str, QLabel] = {}
        from voxwell.client.credentials import API_KEY_ENV, keyring_problem

        # Said once, in plain words, with the one thing to do (not once per region).
        problem = keyring_problem()
        self._keyring_ok = problem is None
        self.keyring_note = wrapped_label(
            ""
            if problem is None
            else translate(
                "SettingsDialog",
                "{problem} Start Voxwell with the key in the {variable} environment variable "
                "instead.",
            ).format(problem=problem, variable=API_KEY_ENV),
            self,
            style=NOTE_STYLE,
        )
        self.keyring_note.setVisible(problem is not None)
        services = QFormLayout()
        services.addRow(self.keyring_note)
        services.addRow(translate("SettingsDialog", "Service in use"), self.service_combo)
        # Keyring look-ups may wait for an unlock prompt: the notes are filled in once they answer.
        self.engine_key_note = wrapped_label(translate("SettingsDialog", _LOOKING), self)
        services.addRow(translate("SettingsDialog", "Local engine key"), self.engine_key_note)
        self.port_spin = QSpinBox(self)
        self.port_spin.setRange(ENGINE_PORTS.start, ENGINE_PORTS.stop - 1)
        self.port_spin.setValue(settings.engine_port)
        self.port_spin.setToolTip(
            translate(
                "SettingsDialog",
                "The same port at every start keeps questionnaire links working after a "
                "restart. The engine listens on this computer only (127.0.0.1). Used from the "
                "next start.",
            )
        )
        services.addRow(translate("SettingsDialog", "Local engine port"), self.port_spin)
        self.asr_edit = QLineEdit(settings.asr_model, self)
        self.asr_edit.setPlaceholderText(
            translate("SettingsDialog", "Bundled: Whisper tiny.en (English) and base (others)")
        )
        self.asr_edit.setToolTip(
            translate(
                "SettingsDialog",
                "A folder holding a CTranslate2 conversion of Whisper (model.bin, config.json, "
                "tokenizer.json, vocabulary.txt), such as small or large-v3-turbo, to "
                "transcribe with instead of the bundled models. Every result names the model "
                "that made its words. Used from the next start.",
            )
        )
        asr_browse = push_button(
            translate("SettingsDialog", "Choose…"), self._browse_asr_model, self
        )
        asr_row = QHBoxLayout()
        asr_row.addWidget(self.asr_edit, 1)
        asr_row.addWidget(asr_browse)
        services.addRow(translate("SettingsDialog", "Speech recognition model"), asr_row)
        team = self._services.get(Region.TEAM)
        self._add_service_rows(services, Region.TEAM, team.base_url if team else "")
        self.url_edits[Region.TEAM.value].setPlaceholderText(
            "https://voxwell.your-organisation.org"
        )
        self.url_edits[Region.TEAM.value].setToolTip(translate("SettingsDialog", _TEAM_HELP))
        self.team_warning = wrapped_label(parent=self, style=NOTE_STYLE)
        services.addRow("", self.team_warning)
        for region, config in self._services.items():
            if region is not Region.TEAM:
                self._add_service_rows(services, region, config.base_url)
        # Only the chosen service's address and key are shown (and any a refused save names):
        # all of them at once made the dialog taller than a laptop screen.
        self._form = services
        self._revealed: set[str] = set()
        self.service_combo.currentIndexChanged.connect(self._service_changed)
        self.url_edits[Region.TEAM.value].textChanged.connect(self._show_team_warning)
        self._show_team_warning()
        service_box = QGroupBox(translate("SettingsDialog", "Service"), self)
        service_box.setLayout(services)

        self.device_combo = QComboBox(self)
        self.device_combo.addItem(translate("SettingsDialog", "System default input"), "")
        self.device_note = wrapped_label(parent=self)
        self._fill_devices(settings.input_device)
        self.file_check = QCheckBox(
            translate("SettingsDialog", "Use a file as input instead of a microphone"), self
        )
        self.file_edit = QLineEdit(settings.input_file, self)
        self.file_check.setChecked(bool(settings.input_file))
        browse = push_button(translate("SettingsDialog", "Browse…"), self._browse, self)
        file_row = QHBoxLayout()
        file_row.addWidget(self.file_edit, 1)
        file_row.addWidget(browse)
        inputs = QFormLayout()
        inputs.addRow(translate("SettingsDialog", "Microphone"), self.device_combo)
        inputs.addRow("", self.device_note)
        # Only a note to read takes a row: with microphones found there is none.
        inputs.setRowVisible(self.device_note, bool(self.device_note.text()))
        inputs.addRow(self.file_check)
        inputs.addRow(translate("SettingsDialog", "Input file"), file_row)
        input_box = QGroupBox(translate("SettingsDialog", "Input"), self)
        input_box.setLayout(inputs)

        self.language_combo = QComboBox(self)
        for code in LanguageCode:
            self.language_combo.addItem(language_name(code.value), code.value)
        self.language_combo.setCurrentIndex(self.language_combo.findData(settings.language))
        self.model_combo = QComboBox(self)
        for kind in ModelKind:
            self.model_combo.addItem(model_description(kind), kind.value)
        self.model_combo.setCurrentIndex(self.model_combo.findData(settings.model_kind))
        self.sex_combo = QComboBox(self)
        for sex in BirthSex:
            self.sex_combo.addItem(birth_sex_label(sex), sex.value)
        self.sex_combo.setCurrentIndex(self.sex_combo.findData(settings.birth_sex))
        self.delete_check = QCheckBox(
            translate("SettingsDialog", "Delete recordings at the service after analysis"), self
        )
        self.delete_check.setChecked(settings.delete_data)
        self.live_check = QCheckBox(
            translate("SettingsDialog", "Live captions and alerts while recording"), self
        )
        self.live_check.setChecked(settings.live_captions)
        self.announce_check = QCheckBox(
            translate("SettingsDialog", "A screen reader reads each live caption aloud"), self
        )
        self.announce_check.setToolTip(
            translate(
                "SettingsDialog",
                "Off: the captions can be reviewed in their box without being read out over the "
                "person speaking. Safety alerts are always read out at once.",
            )
        )
        self.announce_check.setChecked(settings.announce_captions)
        # The default question is each session language's own (``passages.mood_prompt_for``):
        # shown as an empty field, not as its English wording.
        own = settings.mood_prompt != DEFAULT_MOOD_PROMPT
        self.prompt_edit = QLineEdit(settings.mood_prompt if own else "", self)
        self.prompt_edit.setPlaceholderText(
            translate("SettingsDialog", "Empty: the question in each session's language")
        )
        self.retention_spin = QSpinBox(self)
        self.retention_spin.setRange(0, 36_500)
        self.retention_spin.setSuffix(translate("SettingsDialog", " days"))
        self.retention_spin.setValue(settings.recording_retention_days)
        self.retention_spin.setToolTip(translate("SettingsDialog", "0: removed at the next start."))
        retention_label = QLabel(translate("SettingsDialog", "&Keep recordings"), self)
        retention_label.setBuddy(self.retention_spin)
        defaults = QFormLayout()
        defaults.addRow(translate("SettingsDialog", "Language"), self.language_combo)
        defaults.addRow(translate("SettingsDialog", "Model"), self.model_combo)
        defaults.addRow(translate("SettingsDialog", "Birth sex"), self.sex_combo)
        defaults.addRow(translate("SettingsDialog", "Mood question"), self.prompt_edit)
        defaults.addRow(self.delete_check)
        defaults.addRow(self.live_check)
        defaults.addRow(self.announce_check)
        defaults.addRow(
            wrapped_label(
                translate("SettingsDialog", "The take's audio then also streams to the service."),
                self,
            )
        )
        defaults.addRow(retention_label, self.retention_spin)
        defaults.addRow("", wrapped_label(translate("SettingsDialog", RETENTION_NOTE), self))
        defaults_box = QGroupBox(translate("SettingsDialog", "Session defaults"), self)
        defaults_box.setLayout(defaults)
        self.questionnaire_box = QuestionnaireSettingsBox(settings, self)

        # The app's own language: a row of its own beside the buttons (no height added).
        self.ui_language_combo = QComboBox(self)
        self.ui_language_combo.addItem(translate("SettingsDialog", "Follow the system"), "")
        for tag, name in UI_LANGUAGES.items():
            self.ui_language_combo.addItem(name, tag)  # each in itself, never translated
        self.ui_language_combo.setCurrentIndex(
            max(0, self.ui_language_combo.findData(settings.ui_language))
        )
        restart_note = translate("SettingsDialog", "Used the next time Voxwell starts.")
        self.ui_language_combo.setToolTip(restart_note)
        self.ui_language_combo.setAccessibleDescription(restart_note)
        ui_language_label = QLabel(translate("SettingsDialog", "&Language of the app"), self)
        ui_language_label.setBuddy(self.ui_language_combo)
        self.ui_language_note = wrapped_label(restart_note, self)

        self.error_label = wrapped_label(parent=self, style=ERROR_STYLE, hidden=True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(lambda: run_task(self.save(), owner=self, name="save-settings"))
        buttons.rejected.connect(self.reject)
        # Two columns: one over the other, the boxes made the dialog 785 px tall, more than a
        # 1366x768 laptop screen shows.
        columns = QHBoxLayout()
        for boxes in ((service_box, input_box), (defaults_box, self.questionnaire_box)):
            column = QVBoxLayout()
            for box in boxes:
                column.addWidget(box)
            column.addStretch(1)
            columns.addLayout(column, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(ui_language_label)
        bottom.addWidget(self.ui_language_combo)
        bottom.addWidget(self.ui_language_note, 1)
        bottom.addWidget(buttons)
        # The sections scroll (the buttons stay): in a longer language, or at a larger font,
        # they are taller than a laptop screen shows.
        sections = QWidget(self)
        columns.setContentsMargins(0, 0, 0, 0)  # the dialog's own margins are enough
        sections.setLayout(columns)
        self.sections.setWidget(sections)
        self.sections.setWidgetResizable(True)
        self.sections.setFrameShape(QFrame.Shape.NoFrame)
        layout = QVBoxLayout(self)
        layout.addWidget(self.sections, 1)
        layout.addWidget(self.error_label)
        layout.addLayout(bottom)
        run_task(self.read_key_states(), owner=self, name="read-key-states")

    def _add_service_rows(self, form: QFormLayout, region: Region, base_url: str) -> None:
        """Address, API key and the key's state of one service."""
        url = QLineEdit(base_url, self)
        key = QLineEdit(self)
        key.setEchoMode(QLineEdit.EchoMode.Password)
        key.setPlaceholderText(translate("SettingsDialog", "Paste a new API key to store it"))
        key.setEnabled(self._keyring_ok)
        note = wrapped_label(
            translate("SettingsDialog", _LOOKING) if self._keyring_ok else "", self
        )
        self.url_edits[region.value] = url
        self.key_edits[region.value] = key
        self.key_notes[region.value] = note
        form.addRow(_address_label(region), url)
        form.addRow(_key_label(region), key)
        form.addRow("", note)

    def _show_team_warning(self) -> None:
        """Say what a plain-http team server address exposes, while it is being typed."""
        text = self.url_edits[Region.TEAM.value].text()
        try:
            ServiceConfig.for_region(Region.TEAM, text)
        except ValueError:
            warning = None  # not an address (yet): saving names the problem
        else:
            warning = plain_http_warning(text)
        self.team_warning.setText(warning or "")
        self._update_rows()

    def _update_rows(self) -> None:
        """Show the address and key rows of the chosen service (and of any revealed one)."""
        shown = {self.service_combo.currentData(), *self._revealed}
        for value, url in self.url_edits.items():
            self._form.setRowVisible(url, value in shown)
            self._form.setRowVisible(self.key_edits[value], value in shown)
            self._form.setRowVisible(self.key_notes[value], value in shown and self._keyring_ok)
        team_warned = Region.TEAM.value in shown and bool(self.team_warning.text())
        self._form.setRowVisible(self.team_warning, team_warned)
        self._fit()

    def _service_changed(self) -> None:
        """Another service chosen: what a refused save said was about the last choice, and the
        next save checks again."""
        self._revealed.clear()
        self.error_label.hide()
        self._update_rows()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit()  # the wrapped notes get the lines they need at the dialog's width

    def _fit(self) -> None:
        """Resize to what is shown now: as wide as the sections' widest row and as tall as they
        need at that width (a top-level window does not follow its rows by itself, and squeezed
        the wrapped notes lose their lines), within the screen; beyond it the sections scroll."""
        layout, content = self.layout(), self.sections.widget()
        if layout is None or content is None or not self.isVisible():
            return
        layout.activate()
        screen = self.screen()
        room = screen.availableGeometry() if screen is not None else None
        # What is around the sections (margins, the language row, the buttons); the scroll
        # bar is not counted: at the height fitted here it is not needed.
        rest_w = self.width() - self.sections.width()
        rest_h = self.height() - self.sections.height()
        width = content.sizeHint().width() + rest_w
        if room is not None:
            width = min(width, room.width())
        width = max(width, self.minimumWidth())
        rows = content.layout()
        needed = content.sizeHint().height()
        if rows is not None and rows.hasHeightForWidth():
            needed = rows.totalHeightForWidth(width - rest_w)
        height = needed + rest_h + 4  # a pixel short would bring up the scroll bar
        if room is not None:
            height = min(height, room.height() - 40)
        self.resize(width, height)

    def _reveal(self, value: str) -> None:
        """Show a service's rows though it is not the chosen one (a save names its field)."""
        self._revealed.add(value)
        self._update_rows()

    async def read_key_states(self) -> None:
        """Say where each key is kept, asking the keyring off the event loop."""
        self.engine_key_note.setText(await asyncio.to_thread(self._engine_key_state, self._paths))
        if self._keyring_ok:
            for value, note in self.key_notes.items():
                base_url = self.url_edits[value].text()
                note.setText(await asyncio.to_thread(self._key_state, base_url))
        self._fit()

    @staticmethod
    def _engine_key_state(paths: AppPaths) -> str:
        from voxwell.launcher.engine_key import KeyHome, engine_key_file, stored_engine_key

        try:
            stored = stored_engine_key(paths.engine)
        except CredentialsError as exc:
            return str(exc)
        if stored is None:
            return translate("SettingsDialog", "Made when the local engine first starts.")
        if stored[1] is KeyHome.KEYRING:
            return translate("SettingsDialog", "Kept in the system keyring.")
        return translate(
            "SettingsDialog",
            "There is no system keyring, so it is kept in a file only your user account can "
            "read: {file}",
        ).format(file=engine_key_file(paths.engine))

    @staticmethod
    def _key_state(base_url: str) -> str:
        from voxwell.client.credentials import get_api_key

        try:
            get_api_key(base_url)
        except CredentialsError:
            return translate("SettingsDialog", "No key saved yet.")
        except ValueError:
            return translate("SettingsDialog", "Enter a valid address first.")
        return translate("SettingsDialog", "A key is stored in the system keyring.")

    def _fill_devices(self, chosen: str) -> None:
        try:
            from voxwell.audio import list_input_devices

            devices = list_input_devices()
        except AudioError as exc:
            self.device_note.setText(str(exc))
            devices = []
        else:
            self.device_note.setText(
                ""
                if devices
                else translate(
                    "SettingsDialog", "No microphone was found; a file can be used as input."
                )
            )
        for device in devices:
            self.device_combo.addItem(device.label, device.name)
        self.device_combo.setCurrentIndex(max(0, self.device_combo.findData(chosen)))

    def _browse(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self,
            translate("SettingsDialog", "Input file"),
            "",
            # The patterns stay out of the words: the dialog reads them.
            "{audio} (*.wav *.flac *.ogg);;{every} (*)".format(
                audio=translate("SettingsDialog", "Audio files"),
                every=translate("SettingsDialog", "All files"),
            ),
        )
        if name:
            self.file_edit.setText(name)
            self.file_check.setChecked(True)

    def _browse_asr_model(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, translate("SettingsDialog", "Whisper model folder (CTranslate2)")
        )
        if folder:
            self.asr_edit.setText(folder)

    def edited_settings(self) -> AppSettings:
        """The settings as edited (``VoxwellError`` when a field is not valid)."""
        input_file = self.file_edit.text().strip() if self.file_check.isChecked() else ""
        if self.file_check.isChecked() and not input_file:
            raise VoxwellError(
                translate(
                    "SettingsDialog", "Choose the file to use as input, or untick “Use a file”."
                )
            )
        try:
            return self._settings.replace(
                service=self.service_combo.currentData(),
                input_device=self.device_combo.currentData() or "",
                input_file=input_file,
                language=self.language_combo.currentData(),
                model_kind=self.model_combo.currentData(),
                birth_sex=self.sex_combo.currentData(),
                delete_data=self.delete_check.isChecked(),
                live_captions=self.live_check.isChecked(),
                announce_captions=self.announce_check.isChecked(),
                mood_prompt=self.prompt_edit.text().strip() or DEFAULT_MOOD_PROMPT,
                engine_port=self.port_spin.value(),
                asr_model=self.asr_edit.text().strip(),
                recording_retention_days=self.retention_spin.value(),
                ui_language=self.ui_language_combo.currentData() or "",
                **self.questionnaire_box.values(),
            )
        except ValueError as exc:
            raise VoxwellError(
                translate("SettingsDialog", "A setting is not valid: {problem}.").format(
                    problem=exc
                )
            ) from exc

    async def save(self) -> None:
        """Check everything, then store addresses, keys and settings; close when all worked.

        Keys go to the keyring off the event loop (it may wait for an unlock prompt)."""
        from voxwell.client.credentials import set_api_key

        try:
            settings = self.edited_settings()
            services = dict(self._services)
            for value, edit in self.url_edits.items():
                region = self._regions[value]
                if region is Region.TEAM and not edit.text().strip():
                    services.pop(region, None)  # no team server: its address is forgotten
                    continue
                try:
                    services[region] = ServiceConfig(
                        name=region.label, base_url=edit.text(), region=region
                    )
                except ValueError as exc:
                    self._reveal(value)
                    raise VoxwellError(f"{_address_label(region)}: {exc}") from exc
            if settings.service == Region.TEAM.value and Region.TEAM not in services:
                raise VoxwellError(
                    translate(
                        "SettingsDialog",
                        "Team server address: enter the address your administrator gave you, "
                        "or choose another service.",
                    )
                )
            keys = {v: e.text().strip() for v, e in self.key_edits.items() if e.text().strip()}
            for value in keys:
                if self._regions[value] not in services:
                    self._reveal(value)
                    raise VoxwellError(
                        translate(
                            "SettingsDialog",
                            "{field}: enter the address first; the key is stored for that address.",
                        ).format(field=_key_label(self._regions[value]))
                    )
            for value, key in keys.items():
                await asyncio.to_thread(set_api_key, services[self._regions[value]].base_url, key)
                self.key_edits[value].clear()
            addresses = {region.value: config.base_url for region, config in services.items()}
            settings = settings.replace(service_addresses=addresses)
            save_settings(settings, self._paths.settings_file)
        except (VoxwellError, OSError) as exc:
            refused = isinstance(exc, VoxwellError)  # else the files could not be written
            self.error_label.setText(
                str(exc)
                if refused
                else translate(
                    "SettingsDialog", "The settings could not be saved. {reason}"
                ).format(reason=exc)
            )
            self.error_label.show()
            self._fit()
            return
        self._settings = settings
        self.settingsSaved.emit(settings)
        self.accept()
