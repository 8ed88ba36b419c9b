"""The application's own settings, as one pydantic model: service and its addresses, input,
session defaults, how long recordings are kept on this computer.

Saved as ``settings.json`` in the config folder (``voxwell.paths.AppPaths.settings_file``), no
secrets: API keys are only in the OS keyring. The hosted regions' and the team server's base URLs
are settings like the others (``service_addresses``); those an older Voxwell kept in
``services.json`` are read from there while ``settings.json`` has none, and are in
``settings.json`` from the next save on (the old file is left on disk, and ignored). An
unreadable or partly invalid file gives the defaults for what cannot be read, so a damaged file
never stops the app. The session defaults here (language, model, birth sex, deletion) are what
every new session starts from (``voxwell.desk.session``), never the previous person's choices.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError, field_validator

from voxwell.api import BirthSex, LanguageCode, ModelKind
from voxwell.client.config import Region, ServiceConfig, services_from
from voxwell.files import write_text_atomically
from voxwell.i18n import translate
from voxwell.launcher.engine_launch import saved_service_addresses
from voxwell.launcher.local_engine import DEFAULT_ENGINE_PORT, ENGINE_PORTS
from voxwell.locales import UI_LANGUAGES

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

_ADDRESSED = {region.value: region for region in Region if region is not Region.LOCAL}
"""The services with an address to save: the hosted regions and the team server (the local
engine's is found at each start)."""


class AppSettings(BaseModel):
    """Everything the user can set, except API keys (keyring).

    Strict: a saved ``"yes"`` is not a boolean, nor ``"80"`` a port. Invalid values raise
    ``ValueError`` (pydantic's ``ValidationError``) naming the field.
    """

    model_config = ConfigDict(frozen=True, strict=True, extra="ignore")

    service: str = "local"
    # The language of the app's own words (``voxwell.locales.UI_LANGUAGES``); empty: the
    # system's UI languages, as first started (``voxwell.gui.translation``). Read at start.
    ui_language: str = ""
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
    # What a patient sees after answering PHQ-9 item 9 above 0, per language of the patient's
    # pages (``voxwell.locales.UI_LANGUAGES``): a language left out gets ``crisis_text`` when
    # set, else its default, which names the emergency and crisis numbers of its countries
    # (``voxwell.questionnaires.DEFAULT_CRISIS_TEXTS``).
    crisis_texts: dict[str, str] = {}
    crisis_text: str = ""  # the site's text for every language without its own
    # Live captions and alerts while a take records (``voxwell.desk.LiveMonitor``): the take's
    # audio also goes to the service's monitoring endpoint. Off, takes are recorded and uploaded
    # as before, and nothing is streamed.
    live_captions: bool = True
    # Each final live caption read out by a screen reader as it comes (off: the captions are
    # reviewed in their box; a reader must not talk over the patient by default). Safety alerts
    # are always announced at once.
    announce_captions: bool = False
    # The retention rule for recordings on this computer (``voxwell.desk.retention``): a
    # session's take audio is removed this many days after its results arrived (0: at the next
    # start); its results, notes and live notes are kept.
    recording_retention_days: int = 30
    # Base URLs by region value (the hosted regions and "team"), as edited; a hosted region left
    # out has its factory address, the team server none (``services()``).
    service_addresses: dict[str, str] = {}

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

    @field_validator("ui_language")
    @classmethod
    def _known_ui_language(cls, value: str) -> str:
        if value and value not in UI_LANGUAGES:
            raise ValueError(f"unknown language of the app {value!r}")
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
            raise ValueError(translate("AppSettings", "the mood prompt is empty"))
        return value

    @field_validator("engine_port")
    @classmethod
    def _engine_port(cls, value: int) -> int:
        if value not in ENGINE_PORTS:
            raise ValueError(
                translate(
                    "AppSettings", "the engine port {port} is not between {first} and {last}"
                ).format(port=value, first=ENGINE_PORTS.start, last=ENGINE_PORTS.stop - 1)
            )
        return value

    @field_validator("recording_retention_days")
    @classmethod
    def _retention_days(cls, value: int) -> int:
        if value < 0:
            raise ValueError(
                translate(
                    "AppSettings", "recordings cannot be kept {days} days: use 0 or more"
                ).format(days=value)
            )
        return value

    @field_validator("service_addresses")
    @classmethod
    def _service_addresses(cls, value: dict[str, str]) -> dict[str, str]:
        return {region: _checked_address(region, url) for region, url in value.items()}

    def services(self) -> dict[Region, ServiceConfig]:
        """The hosted regions at their saved addresses (else their factory ones), and the team
        server when an address is saved for it."""
        return services_from(self.service_addresses)

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
            value = data[name]
            if name == "service_addresses":
                value = _usable_addresses(value)  # one damaged address costs only itself
            try:
                settings = settings.replace(**{name: value})
            except ValidationError as exc:
                _log.warning("Ignoring setting %s=%r: %s", name, value, exc.errors()[0]["msg"])
        return settings


def _checked_address(region: str, url: str) -> str:
    """``url`` normalised as the address of ``region`` (a region's value); ``ValueError`` naming
    what is wrong. A team server's may be plain http to a private network address."""
    if region not in _ADDRESSED:
        raise ValueError(
            f"unknown region {region!r} in the service addresses; "
            f"use one of {', '.join(_ADDRESSED)}"
        )
    service = _ADDRESSED[region]
    return ServiceConfig(name=service.label, base_url=url, region=service).base_url


def _usable_addresses(saved: object) -> object:
    """The saved addresses that are valid: each one invalid is logged and left out (a hosted
    region then has its factory address, the team server none), the others are kept."""
    if not isinstance(saved, dict):
        return saved  # refused whole by the field's own check, which says why
    usable: dict[str, str] = {}
    for region, url in saved.items():
        try:
            if not isinstance(url, str):
                raise ValueError(f"{url!r} is not an address")
            usable[region] = _checked_address(region, url)
        except ValueError as exc:
            _log.warning("Ignoring the saved address of %s: %s", region, exc)
    return usable


def load_settings(path: Path) -> AppSettings:
    """The settings saved in ``path`` (``AppPaths.settings_file``); defaults where it fails.

    Service addresses missing from it are those of the ``services.json`` an older Voxwell kept
    beside it (``saved_service_addresses``), so that they are saved here with the next save."""
    data: object = {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        pass
    except (OSError, ValueError) as exc:
        _log.warning("Ignoring unreadable settings %s: %s", path, exc)
    saved = dict(data) if isinstance(data, dict) else {}
    if not isinstance(saved.get("service_addresses"), dict):
        saved["service_addresses"] = saved_service_addresses(path)
    return AppSettings.from_json(saved)


def save_settings(settings: AppSettings, path: Path) -> None:
    """Write the settings (to a temporary file first, so a crash never leaves half a file)."""
    text = json.dumps(settings.model_dump(mode="json"), indent=2) + "\n"
    write_text_atomically(path, text, make_folder=True)
