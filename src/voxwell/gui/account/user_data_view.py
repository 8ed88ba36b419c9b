"""The user data tab: upload a JSON object about the user under an agreed upload type.

Upload types are read from the account's ``user-data:*`` features when the tab is first shown.
The JSON is checked here first (``voxwell.desk.user_data``): it must parse and be an object,
with the line and column of a syntax error, and it must hold nothing that looks like a personal
identifier (an e-mail address, a phone number, a national identity number), which is never sent
to any service. The service's 422 answers (an unknown upload type) are listed one per line with
the place they point at. The text in the editor is never cleared by a failure.

The data is about one person, named on the tab before anything is sent: the user label field
starts as the person the window is about (``voxwell.desk.Desk.person``), follows that person
until a label is typed here, and the Upload button says whose data it sends. Only the label
shown is used; an empty one is refused, never guessed.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from pydantic import ValidationError as PydanticValidationError
from PySide6.QtGui import QFont, QFontDatabase, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from voxwell.api import UserDataUpload, UserDetailsShort
from voxwell.desk.user_data import describe_422, identifier_lines, parse_user_json
from voxwell.errors import ValidationFailed, VoxwellError
from voxwell.gui.async_tasks import run_task
from voxwell.gui.service_context import ServiceContext
from voxwell.gui.widgets import ERROR_STYLE, push_button, wrapped_label
from voxwell.i18n import translate
from voxwell.wording import service_label

__all__ = ["UserDataView"]

_FEATURE_PREFIX = "user-data:"


class UserDataView(QWidget):
    """Upload JSON user data for the current user label through ``context``'s service."""

    def __init__(
        self,
        context: ServiceContext,
        user_label_provider: Callable[[], str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._context = context
        self._user_label = user_label_provider
        self._busy = False
        self._upload_ids: list[str] = []
        self._types_requested = False
        self._typed_label = False  # a label typed here is kept when the person in view changes

        self.user_label_edit = QLineEdit()
        self.user_label_edit.setAccessibleName(translate("UserDataView", "User label"))
        self.user_label_edit.setPlaceholderText(
            translate("UserDataView", "The user label this data is about")
        )
        self.user_label_edit.setMaxLength(256)
        self.user_label_edit.textEdited.connect(self._label_typed)
        self.user_label_edit.textChanged.connect(lambda _text: self._update_upload_button())
        self.type_box = QComboBox()
        self.type_box.setEditable(True)
        self.type_box.setAccessibleName(translate("UserDataView", "Upload type"))
        self.refresh_types_button = push_button(
            translate("UserDataView", "Types from &account"), self.load_types
        )
        self.editor = QPlainTextEdit()
        # Tab moves on (a keyboard user would be kept in the editor); JSON needs no tab characters.
        self.editor.setTabChangesFocus(True)
        self.editor.setAccessibleName(translate("UserDataView", "JSON data"))
        self.editor.setPlaceholderText('{"date": "2026-03-01", "hoursSlept": 6.5}')
        fixed = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        self.editor.setFont(QFont(fixed))
        self.load_button = push_button(
            translate("UserDataView", "&Load file…"), self.load_file_with_dialog
        )
        self.check_button = push_button(translate("UserDataView", "Chec&k JSON"), self.check_json)
        self.upload_button = push_button(translate("UserDataView", "&Upload"), self.upload)
        self.result_label = wrapped_label()
        self.error_label = wrapped_label(style=ERROR_STYLE)

        top = QHBoxLayout()
        top.addWidget(QLabel(translate("UserDataView", "User label:")))
        top.addWidget(self.user_label_edit, 1)
        top.addWidget(QLabel(translate("UserDataView", "Upload type:")))
        top.addWidget(self.type_box, 1)
        top.addWidget(self.refresh_types_button)
        buttons = QHBoxLayout()
        buttons.addWidget(self.load_button)
        buttons.addWidget(self.check_button)
        buttons.addStretch(1)
        buttons.addWidget(self.upload_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.editor, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.result_label)
        layout.addWidget(self.error_label)
        self.person_changed()

    # -- actions -----------------------------------------------------------------------------

    def check_json(self) -> dict[str, object] | None:
        try:
            value = parse_user_json(self.editor.toPlainText())
        except ValueError as exc:
            self.show_error(str(exc))
            return None
        identifiers = identifier_lines(value)
        if identifiers:
            lines = "".join(f"\n• {line}" for line in identifiers)
            said = translate(
                "UserDataView", "Nothing was sent: personal identifiers stay on this computer."
            )
            self.show_error(said + lines)
            return None
        self.error_label.setText("")
        keys = len(value)  # lupdate finds the text only with a plain name as the count
        self.result_label.setText(
            translate("UserDataView", "The JSON is a valid object with %n key(s).", None, keys)
        )
        return value

    def load_file(self, path: str | Path) -> bool:
        try:
            text = Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            self.show_error(
                translate("UserDataView", "Cannot read {file}: {error}").format(
                    file=Path(path).name, error=exc
                )
            )
            return False
        self.editor.setPlainText(text)
        return self.check_json() is not None

    def load_file_with_dialog(self) -> None:
        # The patterns stay outside the text: only the word is the language's.
        every = translate("UserDataView", "All", "file dialog filter: every file")
        chosen, _ = QFileDialog.getOpenFileName(
            self, translate("UserDataView", "Load JSON"), "", f"JSON (*.json);;{every} (*)"
        )
        if chosen:
            self.load_file(chosen)

    def user_label(self) -> str:
        """Whose data is sent: the label shown on this tab, and nothing else."""
        return self.user_label_edit.text().strip()

    def person_changed(self) -> None:
        """The person the window is about changed: the tab follows, unless a label was typed."""
        if not self._typed_label:
            self.user_label_edit.setText(self._user_label().strip())
        self._update_upload_button()

    def _label_typed(self, text: str) -> None:
        self._typed_label = bool(text.strip())

    def _update_upload_button(self) -> None:
        label = self.user_label()
        self.upload_button.setText(
            translate("UserDataView", "&Upload for {label}").format(label=label)
            if label
            else translate("UserDataView", "&Upload")
        )

    def upload(self) -> None:
        label = self.user_label()
        upload_type = self.type_box.currentText().strip()
        if not label:
            self.show_error(
                translate("UserDataView", "Enter the user label of the person this data is about.")
            )
            self.user_label_edit.setFocus()
            return
        if not upload_type:
            self.show_error(
                translate("UserDataView", "Choose or type the upload type agreed with the service.")
            )
            return
        data = self.check_json()
        if data is None:
            return
        try:
            body = UserDataUpload(user=UserDetailsShort(userLabel=label), data=data)
        except PydanticValidationError:
            self.show_error(
                translate("UserDataView", "The user label must be 1 to 256 characters long.")
            )
            return
        self._set_busy(True)
        self.result_label.setText(
            translate("UserDataView", "Uploading to {service}…").format(
                service=service_label(self._context.service_name)
            )
        )
        run_task(self._upload(upload_type, body), on_error=self.show_error, owner=self)

    async def _upload(self, upload_type: str, body: UserDataUpload) -> None:
        try:
            response = await self._context.client().upload_user_data(upload_type, body)
            self._upload_ids.append(str(response.uploadId))
            self.error_label.setText("")
            self.result_label.setText(
                translate(
                    "UserDataView", "Uploaded as {type} for {label}. Upload id: {upload_id}"
                ).format(type=upload_type, label=body.user.userLabel, upload_id=response.uploadId)
            )
        finally:
            self._set_busy(False)

    def showEvent(self, event: QShowEvent) -> None:
        self.person_changed()
        super().showEvent(event)
        if not self._types_requested:
            self.load_types()

    def load_types(self) -> None:
        """Fill the upload types from the account's ``user-data:*`` features (keeps the text)."""
        self._types_requested = True
        self.refresh_types_button.setEnabled(False)
        run_task(self._load_types(), on_error=self.show_error, owner=self)

    async def _load_types(self) -> None:
        try:
            account = await self._context.client().get_account()
            types = [
                f.removeprefix(_FEATURE_PREFIX)
                for f in account.features
                if f.startswith(_FEATURE_PREFIX)
            ]
            current = self.type_box.currentText()
            self.type_box.clear()
            self.type_box.addItems(types)
            if current:
                self.type_box.setCurrentText(current)
            self.result_label.setText(
                translate("UserDataView", "Upload types enabled: {types}.").format(
                    types=", ".join(types)
                )
                if types
                else translate(
                    "UserDataView",
                    "The account lists no upload types; type the one agreed with the provider.",
                )
            )
        finally:
            self.refresh_types_button.setEnabled(True)

    # -- showing -----------------------------------------------------------------------------

    def show_error(self, error: VoxwellError | str) -> None:
        if isinstance(error, ValidationFailed) and error.details:
            lines = "".join(f"\n• {line}" for line in describe_422(error.details))
            said = translate(
                "UserDataView", "The service did not accept the data (nothing was stored):"
            )
            text = said + lines
        else:
            text = str(error)
        self.error_label.setText(text)
        self.result_label.setText("")

    def _set_busy(self, busy: bool) -> None:
        self._busy = busy
        self.upload_button.setEnabled(not busy)

    # -- accessors (tests) -------------------------------------------------------------------

    def upload_ids(self) -> list[str]:
        return list(self._upload_ids)

    def is_busy(self) -> bool:
        return self._busy

    def upload_types(self) -> list[str]:
        return [self.type_box.itemText(i) for i in range(self.type_box.count())]
