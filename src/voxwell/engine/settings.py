"""Settings of one engine instance: where it keeps data, how long URLs live, how work is run.

Values come from the command line first, then ``VOXWELL_*`` environment variables, then the
defaults here, so that tests can shorten every delay without touching code.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from voxwell.errors import VoxwellError

__all__ = ["DEFAULT_USER_DATA_TYPES", "EngineSettings", "SettingsError"]

DEFAULT_USER_DATA_TYPES: tuple[str, ...] = ("sleep", "activity", "mood-diary")
"""User data upload types this engine accepts unless configured otherwise."""


class SettingsError(VoxwellError):
    """A setting has a value the engine cannot use."""


_N = TypeVar("_N", int, float)


def _env_number(env: Mapping[str, str], name: str, default: _N, kind: type[_N], what: str) -> _N:
    raw = env.get(name)
    if raw is None or raw.strip() == "":
        return default
    try:
        value = kind(raw)
    except ValueError as exc:
        raise SettingsError(f"{name} must be {what}, not {raw!r}.") from exc
    if value <= 0:
        raise SettingsError(f"{name} must be more than zero.")
    return value


def _env_float(env: Mapping[str, str], name: str, default: float) -> float:
    return _env_number(env, name, default, float, "a number of seconds")


def _env_int(env: Mapping[str, str], name: str, default: int) -> int:
    return _env_number(env, name, default, int, "a whole number")


@dataclass(frozen=True)
class EngineSettings:
    """Everything an engine needs to know; ``from_env`` fills what the caller left out."""

    data_dir: Path
    api_key: str | None = field(default=None, repr=False)
    host: str = "127.0.0.1"
    port: int = 8765
    workers: int = field(default_factory=lambda: os.cpu_count() or 1)
    upload_url_ttl: float = 3600.0
    delete_delay: float = 12 * 3600.0
    unfinished_run_ttl: float = 7 * 24 * 3600.0
    job_timeout: float = 300.0
    max_upload_bytes: int = 128 * 1024 * 1024
    queue_size: int = 0  # 0: four jobs per worker
    user_data_types: tuple[str, ...] = DEFAULT_USER_DATA_TYPES
    allowed_hosts: tuple[str, ...] = ()
    public_url: str | None = None  # links the engine hands out start with it (else host:port)
    header_timeout: float = 10.0  # a request head must arrive within this after connecting
    keep_alive_timeout: int = 5  # an idle connection is closed this long after a response
    max_connections: int = 2048  # connections served at once (fitted under the open-file limit)

    @classmethod
    def from_env(
        cls,
        env: Mapping[str, str] | None = None,
        *,
        data_dir: Path | None = None,
        api_key: str | None = None,
        host: str = "127.0.0.1",
        port: int = 8765,
        workers: int | None = None,
    ) -> EngineSettings:
        """Settings from explicit values, then ``VOXWELL_*`` variables, then defaults."""
        env = os.environ if env is None else env
        if data_dir is None:
            raw_dir = env.get("VOXWELL_DATA_DIR")
            if raw_dir:
                data_dir = Path(raw_dir)
            else:
                from voxwell.paths import app_paths

                data_dir = app_paths().engine
        key = api_key or env.get("VOXWELL_API_KEY") or None
        if workers is None:
            workers = _env_int(env, "VOXWELL_WORKERS", os.cpu_count() or 1)
        types_raw = env.get("VOXWELL_USER_DATA_TYPES")
        types = (
            tuple(t.strip() for t in types_raw.split(",") if t.strip())
            if types_raw
            else DEFAULT_USER_DATA_TYPES
        )
        hosts_raw = env.get("VOXWELL_ALLOWED_HOSTS", "")
        return cls(
            allowed_hosts=tuple(h.strip().lower() for h in hosts_raw.split(",") if h.strip()),
            data_dir=Path(data_dir),
            api_key=key,
            host=host,
            port=port,
            workers=workers,
            upload_url_ttl=_env_float(env, "VOXWELL_UPLOAD_URL_TTL", 3600.0),
            delete_delay=_env_float(env, "VOXWELL_DELETE_DELAY", 12 * 3600.0),
            job_timeout=_env_float(env, "VOXWELL_JOB_TIMEOUT", 300.0),
            max_upload_bytes=_env_int(env, "VOXWELL_MAX_UPLOAD_BYTES", 128 * 1024 * 1024),
            user_data_types=types,
            public_url=(env.get("VOXWELL_PUBLIC_URL") or "").strip().rstrip("/") or None,
            header_timeout=_env_float(env, "VOXWELL_HEADER_TIMEOUT", 10.0),
            keep_alive_timeout=_env_int(env, "VOXWELL_KEEP_ALIVE_TIMEOUT", 5),
            max_connections=_env_int(env, "VOXWELL_MAX_CONNECTIONS", 2048),
        )

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
    def hosts(self) -> tuple[str, ...]:
        """Host names the engine answers to (a Host header allow-list against DNS rebinding)."""
        return (*{"127.0.0.1", "localhost", "[::1]", "::1", self.host}, *self.allowed_hosts)
