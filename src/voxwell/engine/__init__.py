"""The bundled local engine: a loopback implementation of the voice-analysis service.

``create_app(settings)`` builds the FastAPI app (store, keys, signed upload URLs, analysis
workers, deletion sweeper); ``voxwell engine`` runs it with uvicorn (see ``voxwell.engine.cli``
and docs/engine.md). Imports here are lazy so that analysis worker processes, which import
``voxwell.engine.worker``, do not load the web stack.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from voxwell.engine.app import create_app
    from voxwell.engine.settings import EngineSettings

__all__ = ["EngineSettings", "create_app"]


def __getattr__(name: str) -> Any:
    if name == "create_app":
        from voxwell.engine.app import create_app

        return create_app
    if name == "EngineSettings":
        from voxwell.engine.settings import EngineSettings

        return EngineSettings
    raise AttributeError(name)
