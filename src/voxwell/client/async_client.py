"""``AsyncVoiceClient``: typed async access to every endpoint of the service, local or hosted.

One long-lived ``httpx.AsyncClient`` per instance, with explicit timeouts. The API key is added to
each API request by an ``httpx.Auth`` flow, so it is in no default header, repr or log line, and it
is never sent to upload URLs (they are bearer URLs, possibly on another host). Every response is
parsed with ``voxwell.api``; every failure is mapped once into ``voxwell.errors``. Waiting for a
run is the free function ``voxwell.client.polling.wait_for_run(client, run_id)``; whole sessions
(create, upload, poll) are ``voxwell.sessions``'.
"""

from __future__ import annotations

from collections.abc import Generator
from pathlib import Path
from types import TracebackType
from typing import TypeVar
from uuid import UUID

import httpx
import pydantic

from voxwell import __version__
from voxwell.api import (
    AccountResponse,
    ApolloModelRunCreate,
    ApolloModelRunCreateResponse,
    ApolloModelRunResponse,
    MentalWellnessModelRunCreate,
    MentalWellnessModelRunCreateResponse,
    MentalWellnessModelRunResponse,
    ModelKind,
    QuestionnaireCreate,
    QuestionnaireCreateResponse,
    QuestionnaireResponse,
    UserDataUpload,
    UserDataUploadResponse,
)
from voxwell.client.config import (
    ClientTimeouts,
    PollPolicy,
    Region,
    RetryPolicy,
    ServiceConfig,
    normalise_base_url,
)
from voxwell.client.credentials import resolve_api_key
from voxwell.client.mapping import parse_response, status_error, transport_error
from voxwell.client.uploads import UploadProgress, upload_file
from voxwell.i18n import translate

__all__ = ["AsyncVoiceClient", "Run"]

ModelT = TypeVar("ModelT", bound=pydantic.BaseModel)
Run = MentalWellnessModelRunResponse | ApolloModelRunResponse


class _ApiKeyAuth(httpx.Auth):
    """Adds ``x-api-key`` to a request as it is sent; holds the key out of sight."""

    def __init__(self, api_key: pydantic.SecretStr) -> None:
        self._api_key = api_key

    def __repr__(self) -> str:
        return "_ApiKeyAuth(***)"

    def auth_flow(self, request: httpx.Request) -> Generator[httpx.Request, httpx.Response, None]:
        request.headers["x-api-key"] = self._api_key.get_secret_value()
        yield request


class AsyncVoiceClient:
    """The client of one service. Use ``async with``, or call ``aclose()`` when done.

    ``service`` is a base URL, a ``ServiceConfig`` (e.g. from ``services_from``, with the
    addresses edited in the app) or a hosted ``Region`` (its factory base URL). Without
    ``api_key`` the key comes from ``VOXWELL_API_KEY`` or the keyring.
    """

    def __init__(
        self,
        service: str | ServiceConfig | Region,
        api_key: str | None = None,
        *,
        timeouts: ClientTimeouts | None = None,
        upload_retry: RetryPolicy | None = None,
        poll: PollPolicy | None = None,
        max_connections: int = 10,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        if isinstance(service, Region):
            service = ServiceConfig.for_region(service)
        if isinstance(service, ServiceConfig):
            self.service = service
        else:
            self.service = ServiceConfig(name="The service", base_url=normalise_base_url(service))
        self.base_url = self.service.base_url
        self._api_key = pydantic.SecretStr(resolve_api_key(self.base_url, api_key))
        self._auth = _ApiKeyAuth(self._api_key)
        self.timeouts = timeouts or ClientTimeouts()
        self.upload_retry = upload_retry or RetryPolicy()
        self.poll = poll or PollPolicy()
        if self.service.region is Region.TEAM:
            self._name = translate("VoiceClient", "The team server at {url}").format(
                url=self.base_url
            )
        elif self.service.region:
            self._name = translate("VoiceClient", "The {name} service ({url})").format(
                name=translate("Region", self.service.name), url=self.base_url
            )
        else:
            self._name = translate("VoiceClient", "The service at {url}").format(url=self.base_url)
        self._http = httpx.AsyncClient(
            base_url=self.base_url,
            timeout=self.timeouts.for_api(),
            limits=httpx.Limits(
                max_connections=max_connections, max_keepalive_connections=max_connections
            ),
            headers={"user-agent": f"voxwell/{__version__}", "accept": "application/json"},
            follow_redirects=False,
            transport=transport,
        )

    def __repr__(self) -> str:
        return f"AsyncVoiceClient({self.base_url!r})"

    async def __aenter__(self) -> AsyncVoiceClient:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        await self._http.aclose()

    @property
    def is_closed(self) -> bool:
        """Closed (``aclose``): it sends nothing more; a reconnecting caller takes a new one."""
        return self._http.is_closed

    # -- plumbing ------------------------------------------------------------------------------

    async def _call(
        self, model: type[ModelT], path: str, *, what: str, body: pydantic.BaseModel | None = None
    ) -> ModelT:
        """GET ``path``, or POST ``body`` to it; a failure is mapped into ``voxwell.errors``, the
        answer parsed as ``model``."""
        wire = None if body is None else body.model_dump(mode="json", exclude_none=True)
        method = "GET" if body is None else "POST"
        try:
            response = await self._http.request(method, path, json=wire, auth=self._auth)
        except httpx.RequestError as exc:
            raise transport_error(exc, self._name) from exc
        if not response.is_success:
            raise status_error(
                response,
                what=what,
                service=self._name,
                api_key=self._api_key.get_secret_value(),
            )
        return parse_response(model, response, service=self._name)

    # -- endpoints -----------------------------------------------------------------------------

    async def health(self) -> bool:
        """Whether the service answers ``GET /health`` (the local engine does; hosted may not)."""
        try:
            response = await self._http.get("/health", timeout=self.timeouts.connect)
        except httpx.TransportError:
            return False
        return response.is_success

    async def create_mental_wellness_run(
        self, body: MentalWellnessModelRunCreate
    ) -> MentalWellnessModelRunCreateResponse:
        return await self._call(
            MentalWellnessModelRunCreateResponse,
            "/v1/models/mental-wellness",
            what=translate("VoiceClient", "Creating a mental wellness run"),
            body=body,
        )

    async def get_mental_wellness_run(self, run_id: UUID | str) -> MentalWellnessModelRunResponse:
        return await self._call(
            MentalWellnessModelRunResponse,
            f"/v1/models/mental-wellness/{run_id}",
            what=translate("VoiceClient", "Mental wellness run {run_id}").format(run_id=run_id),
        )

    async def create_apollo_run(self, body: ApolloModelRunCreate) -> ApolloModelRunCreateResponse:
        return await self._call(
            ApolloModelRunCreateResponse,
            "/v1/models/apollo",
            what=translate("VoiceClient", "Creating a two-recording run"),
            body=body,
        )

    async def get_apollo_run(self, run_id: UUID | str) -> ApolloModelRunResponse:
        return await self._call(
            ApolloModelRunResponse,
            f"/v1/models/apollo/{run_id}",
            what=translate("VoiceClient", "Two-recording run {run_id}").format(run_id=run_id),
        )

    async def get_run(self, model: ModelKind, run_id: UUID | str) -> Run:
        """A run of either model."""
        if model is ModelKind.APOLLO:
            return await self.get_apollo_run(run_id)
        return await self.get_mental_wellness_run(run_id)

    async def upload_file(
        self,
        upload_url: str,
        path: Path | str,
        *,
        on_progress: UploadProgress | None = None,
        content_type: str | None = None,
        content: bytes | None = None,
    ) -> None:
        """Stream a recording to an upload URL (see ``voxwell.client.uploads``); ``content``:
        its plain bytes when the caller read them (a take sealed at rest)."""
        await upload_file(
            self._http,
            upload_url,
            Path(path),
            http_timeout=self.timeouts.for_upload(),
            retry=self.upload_retry,
            on_progress=on_progress,
            content_type=content_type,
            content=content,
        )

    async def create_questionnaire(self, body: QuestionnaireCreate) -> QuestionnaireCreateResponse:
        return await self._call(
            QuestionnaireCreateResponse,
            "/v1/questionnaires",
            what=translate("VoiceClient", "Creating a questionnaire"),
            body=body,
        )

    async def get_questionnaire(self, questionnaire_id: UUID | str) -> QuestionnaireResponse:
        return await self._call(
            QuestionnaireResponse,
            f"/v1/questionnaires/{questionnaire_id}",
            what=translate("VoiceClient", "Questionnaire {questionnaire_id}").format(
                questionnaire_id=questionnaire_id
            ),
        )

    async def upload_user_data(
        self, upload_type: str, body: UserDataUpload
    ) -> UserDataUploadResponse:
        return await self._call(
            UserDataUploadResponse,
            f"/v1/user-data/{upload_type}",
            what=translate("VoiceClient", "User data of type {upload_type}").format(
                upload_type=repr(upload_type)
            ),
            body=body,
        )

    async def get_account(self) -> AccountResponse:
        return await self._call(
            AccountResponse, "/v1/account", what=translate("VoiceClient", "The account")
        )
