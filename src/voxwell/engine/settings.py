"""Settings of one engine instance: where it keeps data, how long URLs live, how work is run.

One pydantic-settings object, and each default is written once, here. Values come from the
command line first (keyword arguments), then ``VOXWELL_*`` environment variables (the field name
in capitals: ``VOXWELL_JOB_TIMEOUT``), then these defaults, so that tests can shorten every delay
without touching code. Lists are comma-separated in the environment.

The keys this engine accepts come from ``--api-key`` or ``VOXWELL_ENGINE_API_KEYS``; never from
``VOXWELL_API_KEY``, which is the key a *client* sends (``voxwell.client.credentials``).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

from pydantic import Field, SecretStr, ValidationError, field_validator, model_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from voxwell.errors import VoxwellError
from voxwell.privacy.data_key import DATA_KEY_ENV, DataKey
from voxwell.questionnaires import DEFAULT_CRISIS_TEXT, DEFAULT_CRISIS_TEXTS

__all__ = [
    "API_KEYS_ENV",
    "DEFAULT_USER_DATA_TYPES",
    "ENV_PREFIX",
    "EngineSettings",
    "SettingsError",
]

ENV_PREFIX = "VOXWELL_"
API_KEYS_ENV = "VOXWELL_ENGINE_API_KEYS"
"""The keys an engine accepts (comma-separated); the client's own key is ``VOXWELL_API_KEY``."""

DEFAULT_USER_DATA_TYPES: tuple[str, ...] = ("sleep", "activity", "mood-diary")
"""User data upload types this engine accepts unless configured otherwise."""

_CommaList = Annotated[tuple[str, ...], NoDecode]


class SettingsError(VoxwellError):
    """A setting has a value the engine cannot use."""


class EngineSettings(BaseSettings):
    """Everything an engine needs to know; :meth:`load` is how the command builds it."""

    model_config = SettingsConfigDict(
        env_prefix=ENV_PREFIX,
        frozen=True,
        # Other VOXWELL_* variables (the app's, the client's) are not the engine's business.
        extra="ignore",
        validate_by_name=True,
    )

    data_dir: Path
    api_keys: _CommaList = Field(default=(), repr=False, validation_alias=API_KEYS_ENV)
    # The desktop engine's store is encrypted with the app's data key (hex, from the app that
    # starts it; ``voxwell.privacy``); none: a plain store (a team server, no keyring).
    data_key_hex: SecretStr | None = Field(default=None, repr=False, validation_alias=DATA_KEY_ENV)
    host: str = "127.0.0.1"
    port: int = Field(default=8765, ge=0, le=65535)
    workers: int = Field(default_factory=lambda: os.cpu_count() or 1, ge=1)
    upload_url_ttl: float = Field(default=3600.0, gt=0)
    # Tests only: a file holding seconds added to the clock that judges upload URLs' expiry,
    # so a test moves time forward instead of sleeping (``signing.file_offset_clock``).
    upload_clock_file: Path | None = None
    delete_delay: float = Field(default=12 * 3600.0, gt=0)
    unfinished_run_ttl: float = Field(default=7 * 24 * 3600.0, gt=0)
    # False: a run's recordings are deleted as soon as it is final, the run and its results
    # kept (the desktop engine: the app holds the take, so the engine's copy has no further use).
    keep_recordings: bool = True
    job_timeout: float = Field(default=300.0, gt=0)
    max_upload_bytes: int = Field(default=128 * 1024 * 1024, gt=0)
    queue_size: int = Field(default=0, ge=0)  # 0: four jobs per worker
    user_data_types: _CommaList = DEFAULT_USER_DATA_TYPES
    allowed_hosts: _CommaList = ()
    public_url: str | None = None  # links the engine hands out start with it (else host:port)
    header_timeout: float = Field(default=10.0, gt=0)  # for a request head, from connect
    keep_alive_timeout: int = Field(default=5, gt=0)  # idle connection closed after a response
    max_connections: int = Field(default=2048, gt=0)  # fitted under the open-file limit
    # A team server: PostgreSQL (``postgresql://…``) instead of the SQLite file in ``data_dir``.
    database: str | None = Field(default=None, repr=False)  # the URL may hold a password
    # Where recordings are kept: a folder (path or ``file://``) or ``s3://bucket/prefix``.
    storage: str | None = None  # None: the ``audio`` folder in ``data_dir``
    # The S3-compatible endpoint of ``s3://`` storage (None: AWS); credentials are boto3's own.
    s3_endpoint_url: str | None = None
    # A team server's worker that sent no heartbeat for this long is taken as dead: its jobs
    # are handed to another worker.
    stalled_worker_timeout: float = Field(default=30.0, gt=0)
    # An engine's analysis worker that has held no run for this long ends and gives its memory
    # back (about 480 MB); the next run starts one again (1-2 s). The monitoring processes
    # (live recognition, measures) end after the same time without a call. 0 keeps them for the
    # engine's life. A team server's worker command analyses in its own processes.
    worker_idle_timeout: float = Field(default=180.0, ge=0)
    # A monitoring client that left too many events unread is given this long to take the close
    # frame; then its connection is ended without it.
    monitor_close_timeout: float = Field(default=30.0, gt=0)
    # A CTranslate2 Whisper folder of the user's own (``voxwell.analysis.asr_models``); None:
    # the bundled models. Checked when the settings are made, so a wrong folder stops the
    # engine at start with a plain message instead of failing every run.
    asr_model: Path | None = None
    # A team server's wait for a database connection: past it a request answers 503 with
    # Retry-After, and /health/ready says the database is not ready.
    database_timeout: float = Field(default=3.0, gt=0)
    # A team worker that cannot reach its database for this long exits non-zero (for its
    # service manager to start it again); until then it reconnects with a growing pause.
    database_retry_limit: float = Field(default=300.0, gt=0)
    # Prometheus metrics: GET /metrics on the engine (off on the desktop; on for a team server
    # by this setting), and on a team worker's own port (0: none).
    metrics: bool = False
    worker_metrics_port: int = Field(default=0, ge=0, le=65535)
    # One JSON object per log line, with one line per request (for a log collector).
    json_logs: bool = False
    # The questionnaire pages on the local network (off: None). When on, a listener of its own
    # is bound to this address (``share_port``; 0: any free port) and serves the activity pages
    # only; the API stays on ``host``. Links handed out then point at it.
    share_host: str | None = None
    share_port: int = Field(default=0, ge=0, le=65535)
    # An activity link stops working once answered or this long after it was made.
    activity_link_ttl: float = Field(default=24 * 3600.0, gt=0)
    crisis_text: str = DEFAULT_CRISIS_TEXT
    # The site's crisis text per language of the patient's pages (``VOXWELL_CRISIS_TEXTS``, a
    # JSON object by language tag); a language left out gets ``crisis_text`` when the site set
    # one, else the default of that language (``voxwell.questionnaires.DEFAULT_CRISIS_TEXTS``).
    crisis_texts: dict[str, str] = {}

    @field_validator("share_host", mode="after")
    @classmethod
    def _blank_is_off(cls, value: str | None) -> str | None:
        return value.strip() or None if value is not None else None

    @field_validator("crisis_text", mode="after")
    @classmethod
    def _default_when_blank(cls, value: str) -> str:
        return value.strip() or DEFAULT_CRISIS_TEXT

    @field_validator("crisis_texts", mode="after")
    @classmethod
    def _blank_ones_left_out(cls, value: dict[str, str]) -> dict[str, str]:
        return {language: text.strip() for language, text in value.items() if text.strip()}

    def crisis_text_in(self, language: str) -> str:
        """The crisis text a patient reading ``language`` sees (see ``crisis_texts``)."""
        if language in self.crisis_texts:
            return self.crisis_texts[language]
        if self.crisis_text != DEFAULT_CRISIS_TEXT:
            return self.crisis_text
        return DEFAULT_CRISIS_TEXTS.get(language, DEFAULT_CRISIS_TEXT)

    @field_validator("public_url", mode="after")
    @classmethod
    def _no_trailing_slash(cls, value: str | None) -> str | None:
        return value.strip().rstrip("/") or None if value is not None else None

    @model_validator(mode="before")
    @classmethod
    def _fallback_data_dir(cls, data: Any) -> Any:
        # ``default_data_dir`` (given by ``load``) is used only when neither the caller nor the
        # environment named a data folder: the app's folder is known to the entry point only.
        if isinstance(data, dict) and "default_data_dir" in data:
            data = dict(data)
            fallback = data.pop("default_data_dir")
            if data.get("data_dir") in (None, ""):
                data["data_dir"] = fallback
        return data

    @field_validator("asr_model", mode="after")
    @classmethod
    def _usable_model(cls, value: Path | None) -> Path | None:
        if value is None or not str(value).strip():
            return None
        from voxwell.analysis.asr_models import check_model_folder
        from voxwell.errors import RecogniserModelError

        try:
            check_model_folder(value)
        except RecogniserModelError as exc:
            raise ValueError(str(exc)) from None
        return value

    def share_with_workers(self) -> None:
        """Put what analysis processes read from the environment into it (workers are started
        with this process's environment): the recognition model folder."""
        from voxwell.analysis.asr_models import ASR_MODEL_ENV

        if self.asr_model is not None:
            os.environ[ASR_MODEL_ENV] = str(self.asr_model)

    @field_validator("api_keys", "user_data_types", "allowed_hosts", mode="before")
    @classmethod
    def _split(cls, value: Any) -> Any:
        if isinstance(value, str):
            return tuple(part.strip() for part in value.split(",") if part.strip())
        return value

    @field_validator("allowed_hosts", mode="after")
    @classmethod
    def _lower(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(host.lower() for host in value)

    @classmethod
    def load(cls, *, default_data_dir: Path | None = None, **given: Any) -> EngineSettings:
        """Settings from ``given`` (None: not given), then ``VOXWELL_*`` variables, then defaults.

        ``default_data_dir`` is the data folder when neither names one. Bad values raise
        :class:`SettingsError` naming the variable; a key is never repeated in the message.
        """
        values = {name: value for name, value in given.items() if value is not None}
        if default_data_dir is not None:
            values["default_data_dir"] = default_data_dir
        try:
            return cls(**values)
        except ValidationError as exc:
            raise SettingsError(_plain(exc)) from None  # the error's input may hold a key

    def upload_clock(self) -> Callable[[], float]:
        """The clock that judges upload URLs' expiry: the system's, or a test's offset one."""
        if self.upload_clock_file is None:
            return time.time
        from voxwell.engine.signing import file_offset_clock

        return file_offset_clock(self.upload_clock_file)

    @field_validator("data_key_hex", mode="after")
    @classmethod
    def _usable_data_key(cls, value: SecretStr | None) -> SecretStr | None:
        if value is not None and value.get_secret_value().strip():
            try:
                DataKey(bytes.fromhex(value.get_secret_value().strip()))
            except ValueError:
                raise ValueError(f"{DATA_KEY_ENV} is not a 64-digit hex key") from None
            return value
        return None

    @property
    def data_key(self) -> bytes | None:
        """The 32-byte key of the store, or None for a plain store."""
        if self.data_key_hex is None:
            return None
        return bytes.fromhex(self.data_key_hex.get_secret_value().strip())

    @property
    def job_queue_size(self) -> int:
        return self.queue_size or 4 * self.workers

    @property
    def base_url(self) -> str:
        """Where clients reach this engine: the start of every link it hands out.

        Never taken from a request's Host header, which the client chooses.
        """
        if self.public_url:
            return self.public_url
        host = {"": "127.0.0.1", "0.0.0.0": "127.0.0.1", "::": "::1"}.get(self.host, self.host)
        shown = f"[{host}]" if ":" in host and not host.startswith("[") else host
        return f"http://{shown}:{self.port}"

    @property
    def activity_base_url(self) -> str:
        """The start of activity links: the sharing listener's address when sharing is on."""
        if self.share_host is None:
            return self.base_url
        host = self.share_host
        shown = f"[{host}]" if ":" in host and not host.startswith("[") else host
        return f"http://{shown}:{self.share_port}"

    @property
    def hosts(self) -> tuple[str, ...]:
        """Host names the engine answers to (a Host header allow-list against DNS rebinding)."""
        shared = (self.share_host,) if self.share_host else ()
        return (
            *{"127.0.0.1", "localhost", "[::1]", "::1", self.host},
            *shared,
            *self.allowed_hosts,
        )


def _plain(exc: ValidationError) -> str:
    problems = []
    for error in exc.errors(include_input=False, include_url=False):
        field = str(error["loc"][0]) if error["loc"] else "settings"
        if not field.startswith(ENV_PREFIX):  # named by its field: say its variable too
            field = f"{field} ({ENV_PREFIX}{field.upper()})"
        problems.append(f"{field}: {error['msg']}")
    return "The engine's settings cannot be used. " + "; ".join(problems) + "."
