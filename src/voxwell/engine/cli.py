"""``voxwell engine``: run the engine (``serve``, the default), manage its API keys (``keys``),
and, for a team server, run analysis workers (``worker``) and apply migrations (``migrate``).

Running prints one line, ``Voxwell engine listening on http://HOST:PORT``, once the socket
accepts connections (with ``--port 0`` the port is the one the OS chose). SIGTERM or Ctrl+C
stops it cleanly, workers included; so does, with ``--end-with-parent`` (how the app starts it),
the end of standard input or of the parent process (``voxwell.lifeline``). With no key given and
none stored, a key is created and shown once.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import io
import logging
import os
import signal
import socket
import sys
from datetime import UTC, datetime
from pathlib import Path
from types import FrameType

from voxwell import lifeline
from voxwell.engine.db import StoreError
from voxwell.engine.keys import KeyStore, is_key_id
from voxwell.engine.observe import configure_logging
from voxwell.engine.settings import API_KEYS_ENV, EngineSettings, SettingsError
from voxwell.engine.state import EngineState, open_database, open_state
from voxwell.engine.team_cli import (
    add_team_options,
    command_settings,
    migrate_command,
    worker_command,
)
from voxwell.folder_lock import FOLDER_BUSY_STATUS, FolderBusyError, lock_folder

__all__ = ["main"]


def _default(name: str) -> object:
    return EngineSettings.model_fields[name].default


def _run_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="voxwell engine [serve]",
        description="Run the voice-analysis engine: on this computer, or as one API node of a team"
        " server (--database). See also 'voxwell engine keys|worker|migrate --help'.",
    )
    # No defaults here: an option left out falls back to VOXWELL_*, then to EngineSettings.
    parser.add_argument("--host", help=f"address to bind (default {_default('host')})")
    parser.add_argument(
        "--port", type=int, help=f"port (0: any free port; default {_default('port')})"
    )
    parser.add_argument("--data-dir", type=Path, help="where runs and recordings are kept")
    parser.add_argument(
        "--api-key",
        dest="api_keys",
        metavar="KEY",
        action="append",
        help=f"accept this API key (may be repeated; else {API_KEYS_ENV})",
    )
    parser.add_argument(
        "--workers",
        type=int,
        help="analysis worker processes (default: cores; none with --database)",
    )
    add_team_options(parser)
    parser.add_argument(
        "--public-url", help="the URL clients reach this engine at (behind a proxy)"
    )
    parser.add_argument(
        "--share-host",
        help="also serve the questionnaire pages (only them) on this address, e.g. this"
        " computer's address on the local network (default: off)",
    )
    parser.add_argument(
        "--share-port", type=int, help="port of the questionnaire pages' listener (0: any free)"
    )
    parser.add_argument(
        "--end-with-parent",
        action="store_true",
        help="stop when standard input closes or the parent process ends (used by the app)",
    )
    return parser


def _keys_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="voxwell engine keys",
        description="Manage API keys: of the engine in a data folder, or of a team server"
        " (--database).",
    )
    sub = parser.add_subparsers(dest="action", required=True)
    create = sub.add_parser("create", help="create a key and print it")
    listing = sub.add_parser("list", help="list key ids")
    revoke = sub.add_parser("revoke", help="revoke a key by its id (from 'keys list')")
    revoke.add_argument("key_id")
    for action in (create, listing, revoke):
        action.add_argument("--data-dir", type=Path)
        action.add_argument("--database", metavar="URL", help="a team server's PostgreSQL URL")
    return parser


def _stamp(epoch: float | None) -> str:
    if epoch is None:
        return "-"
    return datetime.fromtimestamp(epoch, UTC).replace(microsecond=0).isoformat()


def _keys(argv: list[str]) -> int:
    args = _keys_parser().parse_args(argv)
    settings = command_settings(data_dir=args.data_dir, database=args.database)
    db = open_database(settings)
    try:
        keys = KeyStore(db)
        if args.action == "create":
            key, _ = keys.create()
            print(key)
        elif args.action == "list":
            for info in keys.list():
                state = f"revoked {_stamp(info.revoked_at)}" if info.revoked_at else "active"
                print(f"{info.id}  created {_stamp(info.created_at)}  {state}")
        elif not is_key_id(args.key_id.strip().lower()):
            print(
                f"{args.key_id!r} is not a key id: an id is the hex digits shown by 'keys list'.",
                file=sys.stderr,
            )
            return 1
        elif not keys.revoke(args.key_id):
            print(f"No single active key has the id {args.key_id!r}.", file=sys.stderr)
            return 1
    finally:
        db.close()
    return 0


def _bind(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    # IPPROTO_TCP explicitly: asyncio sets TCP_NODELAY on accepted connections only for sockets
    # that say so, and without it a response's body waits out the client's delayed ACK (40 ms).
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    sock.bind((host, port))
    sock.listen(1024)
    sock.set_inheritable(False)
    return sock


def _bootstrap_key(state: EngineState) -> None:
    settings, keys = state.settings, state.keys
    if settings.api_keys or keys.count_active() > 0:
        return  # given keys are accepted (stored hashed) when the store is opened
    if settings.database is not None:
        # A team server's keys are made with 'keys create' (nodes starting together must not
        # each make one, and a key must not sit in a node's log).
        print(
            "No API key is active on this team server: create one with"
            " 'voxwell engine keys create --database URL'.",
            flush=True,
        )
        return
    key, _ = keys.create()
    print("Created an API key for this engine. It is shown only now; keep it safe:")
    print(f"  {key}", flush=True)


async def _serve(
    state: EngineState, sockets: list[socket.socket], end_with_parent: bool, open_files: int
) -> None:
    import uvicorn

    class _Server(uvicorn.Server):
        _wake: asyncio.Event | None = None
        _loop: asyncio.AbstractEventLoop | None = None

        def handle_exit(self, sig: int, frame: FrameType | None) -> None:
            super().handle_exit(sig, frame)
            # uvicorn re-raises the signal after its graceful stop; a clean stop exits 0.
            captured = getattr(self, "_captured_signals", None)
            if isinstance(captured, list):
                captured.clear()
            if self._loop is not None and self._wake is not None:
                self._loop.call_soon_threadsafe(self._wake.set)

        async def shutdown(self, sockets: list[socket.socket] | None = None) -> None:
            if self.server_state.connections or self.server_state.tasks:
                await super().shutdown(sockets)  # requests in progress get their grace
                return
            # Idle: uvicorn would still pause 0.1 s for connections to close; there are none.
            for server in self.servers:
                server.close()
            for sock in sockets or []:
                sock.close()
            for server in self.servers:
                await server.wait_closed()
            if not self.force_exit:
                await self.lifespan.shutdown()

        async def main_loop(self) -> None:
            # uvicorn's loop notices a stop request only at its next 0.1 s tick; this one also
            # wakes as soon as the signal arrives, so the shutdown starts at once.
            self._loop = asyncio.get_running_loop()
            self._wake = asyncio.Event()
            counter = 0
            should_exit = await self.on_tick(counter)
            while not should_exit:
                counter = (counter + 1) % 864000
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._wake.wait(), 0.1)
                should_exit = await self.on_tick(counter)

    from voxwell.engine.app import create_app
    from voxwell.engine.server import server_options

    config = uvicorn.Config(
        create_app(state.settings, state),
        log_level="warning",
        access_log=False,
        lifespan="on",
        timeout_graceful_shutdown=5,
        server_header=False,
        **server_options(state.settings, open_files),
    )
    server = _Server(config)
    if end_with_parent:
        # The same clean stop as SIGTERM; the workers go with it. Past 15 s (a stuck request)
        # the process exits anyway, and its workers follow it (they watch the engine).
        lifeline.end_with_parent(
            lambda: server.handle_exit(signal.SIGTERM, None), watch_stdin=True, exit_after=15.0
        )

    async def announce() -> None:
        while not server.started:
            if server.should_exit:
                return
            await asyncio.sleep(0.02)
        if state.settings.share_host is not None:
            print(f"Questionnaire pages shared at {state.settings.activity_base_url}", flush=True)
        host, port = sockets[0].getsockname()[:2]
        shown = f"[{host}]" if ":" in host else host
        print(f"Voxwell engine listening on http://{shown}:{port}", flush=True)

    announcer = asyncio.create_task(announce())
    try:
        await server.serve(sockets=sockets)
    finally:
        announcer.cancel()


def _utf8_output() -> None:
    # The app reads this output as UTF-8 whatever the OS's code page (a data folder under a
    # user name such as José must not turn into an encoding error or mojibake).
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(encoding="utf-8", errors="backslashreplace")


def main(argv: list[str]) -> int:
    commands = {"keys": _keys, "migrate": migrate_command, "worker": worker_command}
    if argv and argv[0] in commands:
        try:
            return commands[argv[0]](argv[1:])
        except (SettingsError, StoreError) as exc:
            print(f"voxwell engine {argv[0]}: {exc}", file=sys.stderr)
            return 2
    if argv and argv[0] == "serve":
        argv = argv[1:]
    args = _run_parser().parse_args(argv)
    _utf8_output()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    try:
        given = vars(args)
        end_with_parent = given.pop("end_with_parent")
        settings = command_settings(**given)
        configure_logging(settings.json_logs)
        settings.data_dir.mkdir(parents=True, exist_ok=True)
        os.chmod(settings.data_dir, 0o700)
        # One engine per data folder: held until this process ends, however it ends. A team
        # server's API node takes none: its store is the database and its recordings are in the
        # storage every node shares, so several nodes on one host may share a folder too.
        folder_lock = lock_folder(settings.data_dir) if settings.database is None else None
        from voxwell.engine.server import raise_open_file_limit  # loads the web stack

        open_files = raise_open_file_limit()
        sockets = [_bind(settings.host, settings.port)]
        # With --port 0 the links it hands out need the port the system chose.
        settings = settings.model_copy(update={"port": sockets[0].getsockname()[1]})
        if settings.share_host is not None:
            sockets.append(_bind(settings.share_host, settings.share_port))
            settings = settings.model_copy(update={"share_port": sockets[1].getsockname()[1]})
        # Opened here, once, so that a store that cannot be used (a missing bucket, a database
        # not migrated) is said plainly before the engine serves.
        state = open_state(settings)
        _bootstrap_key(state)
    except (SettingsError, StoreError, OSError) as exc:  # FolderBusyError is an OSError
        print(f"voxwell engine: {exc}", file=sys.stderr)
        return FOLDER_BUSY_STATUS if isinstance(exc, FolderBusyError) else 2
    asyncio.run(_serve(state, sockets, end_with_parent, open_files))
    if folder_lock is not None:
        folder_lock.release()  # the store is closed: another engine may open the folder now
    # Stopped cleanly: the store is closed and the workers are gone. Leave without the
    # interpreter's teardown of the loaded web stack (about 0.2 s), which the desktop app
    # would otherwise wait out on exit.
    logging.shutdown()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)
