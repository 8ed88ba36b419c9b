"""The app factory: ``create_app(settings)`` builds one engine; nothing happens at import."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI, Request, Response

from voxwell.analysis.asr_models import default_workers
from voxwell.api import API_VERSION
from voxwell.engine.guard import GuardMiddleware
from voxwell.engine.handlers import install_handlers
from voxwell.engine.monitor import MonitorService
from voxwell.engine.observe import RequestObserver
from voxwell.engine.openapi import install_openapi
from voxwell.engine.routes import (
    account,
    activities,
    monitor,
    questionnaires,
    runs,
    uploads,
    user_data,
)
from voxwell.engine.settings import EngineSettings
from voxwell.engine.share_listener import ShareListenerOnly
from voxwell.engine.state import EngineState, open_state

__all__ = ["TITLE", "create_app"]

TITLE = "Voice Analysis and Questionnaire Service"

_DESCRIPTION = (
    "The Voxwell local engine: a loopback implementation of the voice-analysis and questionnaire"
    " service, version 1. Every `/v1` route needs the `x-api-key` header except the signed"
    " upload URLs."
)


def create_app(settings: EngineSettings, state: EngineState | None = None) -> FastAPI:
    """An engine for ``settings``: its store is opened now (or ``state``, opened by the caller
    from the same settings); its analysis workers start with the first run."""
    if state is None:
        state = open_state(settings)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await state.db.aopen()
        state.start()
        idle = settings.worker_idle_timeout or None  # 0: kept, as the analysis workers
        app.state.monitor = MonitorService(default_workers(), idle)
        try:
            yield
        finally:
            app.state.monitor.close()
            state.stop()
            await state.db.aclose()

    app = FastAPI(
        title=TITLE,
        version=API_VERSION,
        description=_DESCRIPTION,
        lifespan=lifespan,
        docs_url=None,
        redoc_url=None,
    )
    app.state.engine = state
    install_handlers(app, state.db.unavailable_errors)
    for area in (runs, uploads, questionnaires, user_data, account):
        app.include_router(area.router)
    app.include_router(account.health_router)
    app.include_router(activities.router)
    app.include_router(monitor.router)
    install_openapi(app, state.definitions, settings.user_data_types)
    app.add_middleware(
        GuardMiddleware,
        hosts=settings.hosts,
        lookup_key=state.keys.lookup,
        unavailable=state.db.unavailable_errors,
    )
    if state.metrics is not None:
        app.add_api_route("/metrics", _metrics, methods=["GET"], include_in_schema=False)
    if settings.share_host is not None:
        # Outside the guard: a request on the sharing listener for anything but an activity
        # page never reaches the API's routes, its key check or its error handlers.
        app.add_middleware(ShareListenerOnly, listener=(settings.share_host, settings.share_port))
    if state.metrics is not None or settings.json_logs:
        # Outermost: it sees every request, the ones the guard refuses too.
        app.add_middleware(
            RequestObserver,
            sink=state.metrics.request if state.metrics is not None else None,
            log_requests=settings.json_logs,
        )
    return app


async def _metrics(request: Request) -> Response:
    """Prometheus' scrape (``voxwell.engine.metrics``); outside ``/v1``, so without a key."""
    from voxwell.engine.metrics import CONTENT_TYPE

    metrics = engine_state(request.app).metrics
    assert metrics is not None  # the route exists only with metrics on
    return Response(metrics.exposition(), media_type=CONTENT_TYPE)


def engine_state(app: FastAPI) -> EngineState:
    """The state of an app made by ``create_app`` (for the command line and benchmarks)."""
    state: EngineState = app.state.engine
    return state
