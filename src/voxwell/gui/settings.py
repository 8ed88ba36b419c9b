"""The application's own settings: service in use, input, session defaults (JSON, no secrets).

Saved as ``settings.json`` in the config folder (``voxwell.paths.AppPaths.settings_file``).
The hosted regions' and the team server's base URLs are kept by ``voxwell.client`` in
``services.json`` beside it, and API keys only in the OS keyring: nothing secret is ever written
here. An unreadable or partly invalid file gives the defaults for what cannot be read, so a
damaged file never stops the app.
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from voxwell.api import BirthSex, LanguageCode, ModelKind
from voxwell.client.local_engine import DEFAULT_ENGINE_PORT, ENGINE_PORTS
from voxwell.files import write_text_atomically

__all__ = [
    "DEFAULT_MOOD_PROMPT",
    "SERVICE_IDS",
    "AppSettings",
    "load_settings",
    "save_settings",
]

_log = logging.getLogger(__name__)

SERVICE_IDS: tuple[str, ...] = ("local", "team", "default", "ca", "us")
"""The services offered: the bundled engine, a team server, then the hosted regions
(``voxwell.client.Region``)."""

DEFAULT_MOOD_PROMPT = "How are you feeling today?"


@dataclass(frozen=True)
class AppSettings:
    """Everything the user can set, except base URLs (``voxwell.client``) and keys (keyring)."""

    service: str = "local"
    input_device: str = ""  # a device name; empty: the system's default input
    input_file: str = ""  # play this file as the input instead of a microphone
    language: str = LanguageCode.EN_US.value
    model_kind: str = ModelKind.APOLLO.value
    birth_sex: str = BirthSex.UNKNOWN.value
    delete_data: bool = False
    mood_prompt: str = DEFAULT_MOOD_PROMPT
    # The local engine's loopback port, the same at every start so that questionnaire links and
    # upload URLs survive a restart (``engine_launch`` falls back, and says so, when it is taken).
    engine_port: int = DEFAULT_ENGINE_PORT

    def __post_init__(self) -> None:
        if self.service not in SERVICE_IDS:
            raise ValueError(f"unknown service {self.service!r}")
        if self.model_kind not in tuple(ModelKind):
            raise ValueError(f"unknown model {self.model_kind!r}")
        LanguageCode(self.language)
        BirthSex(self.birth_sex)
        if not self.mood_prompt.strip():
            raise ValueError("the mood prompt is empty")
        if self.engine_port not in ENGINE_PORTS:
            raise ValueError(
                f"the engine port {self.engine_port} is not between "
                f"{ENGINE_PORTS.start} and {ENGINE_PORTS.stop - 1}"
            )

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> AppSettings:
        """Settings from a saved object; each field that is missing or invalid gets its default."""
        settings = cls()
        for item in fields(cls):
            if item.name not in data:
                continue
            value = data[item.name]
            if not isinstance(value, type(getattr(settings, item.name))):
                _log.warning("Ignoring setting %s=%r (wrong type)", item.name, value)
                continue
            try:
                settings = replace(settings, **{item.name: value})
            except ValueError as exc:
                _log.warning("Ignoring setting %s=%r: %s", item.name, value, exc)
        return settings


def load_settings(path: Path) -> AppSettings:
    """The settings saved in ``path`` (``AppPaths.settings_file``); defaults where it fails."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return AppSettings()
    except (OSError, ValueError) as exc:
        _log.warning("Ignoring unreadable settings %s: %s", path, exc)
        return AppSettings()
    return AppSettings.from_json(data) if isinstance(data, dict) else AppSettings()


def save_settings(settings: AppSettings, path: Path) -> None:
    """Write the settings (to a temporary file first, so a crash never leaves half a file)."""
    write_text_atomically(path, json.dumps(asdict(settings), indent=2) + "\n", make_folder=True)
