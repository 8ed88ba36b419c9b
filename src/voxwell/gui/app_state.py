"""The one state of the running app that views share: the services, the engine's state, the desk.

``AppState`` owns the service in use (what the views talk to), the bundled local engine's own
service (resumed local sessions need it whatever the service in use), the services of older
sessions sent elsewhere, the engine's state, and the ``voxwell.desk.Desk`` (the session in hand,
its takes, the person the window is about), whose changes it signals. Views read it and observe
its signals; only the application changes it. The engine's address and key reach the service in
use from here alone, so no view copies engine state by hand.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from voxwell.client.config import Region
from voxwell.desk import EngineStatus
from voxwell.desk.connection import ServiceConnection
from voxwell.desk.service_directory import ServiceDirectory, stored_api_key
from voxwell.desk.session import Desk
from voxwell.gui.async_tasks import run_task
from voxwell.gui.service_context import ServiceContext
from voxwell.i18n import QT_TRANSLATE_NOOP, translate
from voxwell.records import SessionRecord
from voxwell.sessions.draft import LOCAL_SERVICE_NAME, SessionDraft

if TYPE_CHECKING:
    from voxwell.client import AsyncVoiceClient

__all__ = ["AppState"]

_ENGINE_STATES = {
    EngineStatus.NOT_USED: QT_TRANSLATE_NOOP("AppState", "not used"),
    EngineStatus.NOT_STARTED: QT_TRANSLATE_NOOP("AppState", "not started"),
    EngineStatus.STARTING: QT_TRANSLATE_NOOP("AppState", "starting"),
    EngineStatus.READY: QT_TRANSLATE_NOOP("AppState", "ready"),
    EngineStatus.STOPPED: QT_TRANSLATE_NOOP("AppState", "stopped"),
    EngineStatus.FAILED: QT_TRANSLATE_NOOP("AppState", "failed"),
}
"""The engine's state in words, as "The local engine is not ready (<state>)" says it."""


class AppState(QObject):
    """The services, the engine's state and the draft session of the running app."""

    engineStateChanged = Signal(str, str)  # EngineStatus, plain detail (why it failed)
    draftChanged = Signal(object)  # SessionDraft | None
    deskChanged = Signal()  # the desk's draft, person or settings changed

    def __init__(
        self,
        service: ServiceContext | None = None,
        *,
        engine_state: EngineStatus = EngineStatus.NOT_STARTED,
        desk: Desk | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.desk = desk or Desk()
        """The session in hand, its takes and the person the window is about."""
        self._last_draft = self.desk.draft
        self.desk.subscribe(self._desk_changed)
        self.engine = ServiceContext(service_name=LOCAL_SERVICE_NAME, is_local=True, parent=self)
        """The bundled engine's own service (its address changes at each launch)."""
        self.service = service or ServiceContext(
            service_name=LOCAL_SERVICE_NAME, is_local=True, parent=self
        )
        """The service in use: what the views talk to."""
        self._key_lookup: asyncio.Task[None] | None = None
        self.directory = ServiceDirectory(
            self.service.connection, self.engine.connection, self._key_looked_up
        )
        """Which service serves a stored session (the service in use, the engine, or another)."""
        self._engine_key: str | None = None
        self._engine_state = engine_state
        self._engine_detail = ""

    # -- the engine ----------------------------------------------------------------------------

    @property
    def engine_state(self) -> EngineStatus:
        return self._engine_state

    @property
    def engine_detail(self) -> str:
        """Why the engine failed, in plain words (empty otherwise)."""
        return self._engine_detail

    def set_engine_key(self, api_key: str) -> None:
        """The launched engine's key is known (before it listens)."""
        self._engine_key = api_key
        self._to_engine(self.engine)
        if self.service.is_local:
            self.use_local()

    def set_engine_state(
        self, state: EngineStatus, *, base_url: str = "", detail: str = ""
    ) -> None:
        """The engine started, stopped or failed; ``base_url`` is where it listens when ready."""
        self._engine_state = state
        self._engine_detail = "" if state is EngineStatus.READY else detail
        address = base_url if state is EngineStatus.READY else ""
        word = translate("AppState", _ENGINE_STATES.get(state, str(state)))
        unready = f"{word}: {detail}" if detail else word
        self.engine.set_address(address, unready=unready)
        if self.service.is_local:
            self.service.set_address(address, unready=unready)
        self.engineStateChanged.emit(state, self._engine_detail)

    # -- the service in use --------------------------------------------------------------------

    def use_local(self) -> None:
        """Talk to the bundled engine (at its address once it is ready)."""
        self._to_engine(self.service)

    def _to_engine(self, context: ServiceContext) -> None:
        context.connection.set_service(
            service_id=Region.LOCAL.value,
            service_name=LOCAL_SERVICE_NAME,
            base_url=self.engine.base_url,
            api_key=self._engine_key,
            is_local=True,
        )

    def use_hosted(self, service_id: str, name: str, base_url: str, api_key: str | None) -> None:
        """Talk to a team server or a hosted region (``api_key`` None when none is stored for it;
        ``base_url`` "" when a team server has no address yet)."""
        self.service.connection.set_service(
            service_id=service_id,
            service_name=name,
            base_url=base_url,
            api_key=api_key,
            is_local=False,
        )

    def use_hosted_from_keyring(self, service_id: str, name: str, base_url: str) -> None:
        """Talk to a team server or hosted region whose key the keyring holds: the address is
        used at once, the key once the keyring answers (``clients_for`` waits for it)."""
        self.use_hosted(service_id, name, base_url, None)

        async def look_up() -> None:
            key = await stored_api_key(base_url) if base_url else None
            if key is not None and self.service.base_url == base_url:
                self.use_hosted(service_id, name, base_url, key)

        self._key_lookup = run_task(look_up(), name="look-up-service-key", owner=self)

    async def _key_looked_up(self) -> None:
        if self._key_lookup is not None:
            await asyncio.wait([self._key_lookup])  # done or cancelled: either way, go on

    async def clients_for(self, record: SessionRecord) -> Callable[[], AsyncVoiceClient]:
        """What gives the client of the service a stored session was sent to, at each step."""
        return await self.directory.clients_for(record)

    def services(self) -> list[ServiceConnection]:
        """Every service connection with a client to close at shutdown."""
        return self.directory.connections()

    # -- the session being recorded -------------------------------------------------------------

    @property
    def draft(self) -> SessionDraft | None:
        """The desk's session in hand."""
        return self.desk.draft

    def _desk_changed(self) -> None:
        self.deskChanged.emit()
        if self.desk.draft is not self._last_draft:
            self._last_draft = self.desk.draft
            self.draftChanged.emit(self.desk.draft)
