"""The bundled local engine: a loopback implementation of the voice-analysis service.

``create_app(settings)`` builds the FastAPI app (store, keys, signed upload URLs, analysis
workers, deletion sweeper); ``voxwell engine`` runs it with uvicorn (see ``voxwell.engine.cli``
and docs/engine.md). Imports here are lazy so that analysis worker processes, which import
``voxwell.engine.worker``, do not load the web stack.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from voxwell.engine.app import create_app
    from voxwell.engine.settings import EngineSettings

__all__ = ["EngineSettings", "create_app"]

_HOMES = {"create_app": "voxwell.engine.app", "EngineSettings": "voxwell.engine.settings"}


def __getattr__(name: str) -> Any:
    if name not in _HOMES:
        raise AttributeError(name)
    return getattr(importlib.import_module(_HOMES[name]), name)
