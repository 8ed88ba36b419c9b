"""The application's own settings, as one pydantic model: service, input, session defaults.

Saved as ``settings.json`` in the config folder (``voxwell.paths.AppPaths.settings_file``), no
secrets: the hosted regions' and the team server's base URLs are kept by ``voxwell.client`` in
``services.json`` beside it, and API keys only in the OS keyring. An unreadable or partly invalid
file gives the defaults for what cannot be read, so a damaged file never stops the app. The
session defaults here (language, model, birth sex, deletion) are what every new session starts
from (``voxwell.desk.session``), never the previous person's choices.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError, field_validator

from voxwell.api import BirthSex, LanguageCode, ModelKind
from voxwell.files import write_text_atomically
from voxwell.launcher.local_engine import DEFAULT_ENGINE_PORT, ENGINE_PORTS

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


class AppSettings(BaseModel):
    """Everything the user can set, except base URLs (``voxwell.client``) and keys (keyring).

    Strict: a saved ``"yes"`` is not a boolean, nor ``"80"`` a port. Invalid values raise
    ``ValueError`` (pydantic's ``ValidationError``) naming the field.
    """

    model_config = ConfigDict(frozen=True, strict=True, extra="ignore")

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
    # A CTranslate2 Whisper folder of the user's for the local engine (empty: the bundled
    # tiny.en and base; ``voxwell.analysis.asr_models``). Checked when chosen and at the start.
    asr_model: str = ""
    # Questionnaire links on the local network (off by default): the local engine serves the
    # questionnaire pages, and only them, on this computer's network address (``share_address``;
    # empty: found at start) so a patient's own phone can open the link; the API stays on
    # loopback (``voxwell.engine.share_listener``).
    share_questionnaires: bool = False
    share_address: str = ""
    # What a patient sees after answering PHQ-9 item 9 above 0 (empty: the engine's default,
    # which names emergency numbers: ``voxwell.questionnaires.DEFAULT_CRISIS_TEXT``).
    crisis_text: str = ""
    # Live captions and alerts while a take records (``voxwell.desk.LiveMonitor``): the take's
    # audio also goes to the service's monitoring endpoint. Off, takes are recorded and uploaded
    # as before, and nothing is streamed.
    live_captions: bool = True

    @field_validator("asr_model")
    @classmethod
    def _whisper_folder(cls, value: str) -> str:
        value = value.strip()
        if value:
            from voxwell.analysis.asr_models import check_model_folder
            from voxwell.errors import RecogniserModelError

            try:
                check_model_folder(Path(value))
            except RecogniserModelError as exc:
                raise ValueError(str(exc)) from None
        return value

    @field_validator("service")
    @classmethod
    def _known_service(cls, value: str) -> str:
        if value not in SERVICE_IDS:
            raise ValueError(f"unknown service {value!r}")
        return value

    @field_validator("model_kind")
    @classmethod
    def _known_model(cls, value: str) -> str:
        if value not in tuple(ModelKind):
            raise ValueError(f"unknown model {value!r}")
        return value

    @field_validator("language")
    @classmethod
    def _known_language(cls, value: str) -> str:
        return LanguageCode(value).value

    @field_validator("birth_sex")
    @classmethod
    def _known_sex(cls, value: str) -> str:
        return BirthSex(value).value

    @field_validator("mood_prompt")
    @classmethod
    def _some_prompt(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("the mood prompt is empty")
        return value

    @field_validator("engine_port")
    @classmethod
    def _engine_port(cls, value: int) -> int:
        if value not in ENGINE_PORTS:
            raise ValueError(
                f"the engine port {value} is not between "
                f"{ENGINE_PORTS.start} and {ENGINE_PORTS.stop - 1}"
            )
        return value

    def replace(self, **changes: Any) -> AppSettings:
        """A copy with ``changes``, validated like the original."""
        return type(self).model_validate({**self.model_dump(), **changes})

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> AppSettings:
        """Settings from a saved object; each field that is missing or invalid gets its default."""
        settings = cls()
        for name in cls.model_fields:
            if name not in data:
                continue
            try:
                settings = settings.replace(**{name: data[name]})
            except ValidationError as exc:
                _log.warning("Ignoring setting %s=%r: %s", name, data[name], exc.errors()[0]["msg"])
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
    text = json.dumps(settings.model_dump(mode="json"), indent=2) + "\n"
    write_text_atomically(path, text, make_folder=True)
