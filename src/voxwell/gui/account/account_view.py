"""The account tab: which service is in use, the account id and the features it enables.

Fetched when the tab is first shown, when the service changes, and on "Refresh". Features are
listed one per line with a plain explanation where Voxwell knows the feature's meaning.
"""

from __future__ import annotations

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QFormLayout,
    QLabel,
    QListWidget,
    QVBoxLayout,
    QWidget,
)

from voxwell.api import AccountResponse, ModelKind
from voxwell.errors import VoxwellError
from voxwell.gui.async_tasks import run_task
from voxwell.gui.service_context import ServiceContext
from voxwell.gui.widgets import ERROR_STYLE, push_button, wrapped_label
from voxwell.i18n import translate
from voxwell.wording import model_contents, model_label, service_label

__all__ = ["AccountView", "feature_text"]


def feature_text(feature: str) -> str:
    """A feature name with a plain explanation, e.g. ``questionnaire:phq-9``."""
    if feature in tuple(ModelKind):
        kind = ModelKind(feature)
        return translate("AccountView", "{feature} — {model} model ({contents})").format(
            feature=feature, model=model_label(kind), contents=model_contents(kind)
        )
    prefix, _, detail = feature.partition(":")
    if prefix == "questionnaire" and detail:
        return translate("AccountView", "{feature} — questionnaire {type}").format(
            feature=feature, type=detail.upper()
        )
    if prefix == "user-data" and detail:
        return translate("AccountView", "{feature} — user data uploads of type {type}").format(
            feature=feature, type=detail
        )
    return feature


class AccountView(QWidget):
    """Account id and features of ``context``'s service."""

    def __init__(self, context: ServiceContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._context = context
        self._account: AccountResponse | None = None
        self._loaded_for: str | None = None
        self._busy = False

        self.service_label = QLabel("")
        self.url_label = QLabel("")
        self.id_label = QLabel("—")
        self.features_list = QListWidget()
        self.features_list.setAccessibleName(translate("AccountView", "Enabled features"))
        self.refresh_button = push_button(translate("AccountView", "&Refresh"), self.refresh)
        self.error_label = wrapped_label(style=ERROR_STYLE)
        form = QFormLayout()
        form.addRow(translate("AccountView", "Service:"), self.service_label)
        form.addRow(translate("AccountView", "Address:"), self.url_label)
        form.addRow(translate("AccountView", "Account id:"), self.id_label)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(QLabel(translate("AccountView", "Features:")))
        layout.addWidget(self.features_list, 1)
        layout.addWidget(self.refresh_button)
        layout.addWidget(self.error_label)
        context.changed.connect(self._service_changed)
        self._show_service()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._loaded_for != self._context.base_url and not self._busy:
            self.refresh()

    def _service_changed(self) -> None:
        self._show_service()
        self._account = None
        self.id_label.setText("—")
        self.features_list.clear()
        if self.isVisible():
            self.refresh()

    def _show_service(self) -> None:
        self.service_label.setText(service_label(self._context.service_name))
        self.url_label.setText(
            self._context.base_url or translate("AccountView", "(not started yet)")
        )

    def refresh(self) -> None:
        self._busy = True
        self.refresh_button.setEnabled(False)
        self.error_label.setText("")
        run_task(self._refresh(), on_error=self.show_error, owner=self, name="account")

    async def _refresh(self) -> None:
        try:
            base_url = self._context.base_url
            account = await self._context.client().get_account()
            self._account = account
            self._loaded_for = base_url
            self.id_label.setText(account.id or translate("AccountView", "(not reported)"))
            self.features_list.clear()
            self.features_list.addItems([feature_text(f) for f in account.features])
            if not account.features:
                self.features_list.addItem(translate("AccountView", "(no features reported)"))
        finally:
            self._busy = False
            self.refresh_button.setEnabled(True)

    def show_error(self, error: VoxwellError) -> None:
        self.error_label.setText(str(error))

    # -- accessors (tests) -------------------------------------------------------------------

    def account(self) -> AccountResponse | None:
        return self._account

    def feature_lines(self) -> list[str]:
        return [self.features_list.item(i).text() for i in range(self.features_list.count())]
