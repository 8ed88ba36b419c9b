"""The ``voxwell`` command: the desktop app by default, and its sub-commands.

Each sub-command lives with the package that owns it and is imported only when used, so that
``voxwell engine`` never loads Qt and ``voxwell --version`` loads almost nothing.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Sequence

from voxwell import __version__

__all__ = ["main"]

# name -> ("module:function", one-line help); each function takes the remaining argv and returns
# the process exit status.
SUBCOMMANDS: dict[str, tuple[str, str]] = {
    "analyze": (
        "voxwell.sessions.batch:main",
        "analyse recordings in a batch and write the results",
    ),
    "devices": ("voxwell.audio.cli:main", "list the audio inputs (microphones)"),
    "engine": ("voxwell.engine.cli:main", "run the local analysis engine, or manage its API keys"),
    "erase": (
        "voxwell.erasure.cli:main",
        "erase everything kept on this computer of one person (by user label)",
    ),
    "monitor": ("voxwell.monitor_cli:main", "live captions, speech measures and alerts"),
    "self-test": ("voxwell.selftest:main", "check this installation offline: PASS or FAIL"),
}

GUI_ENTRY = "voxwell.gui.app:main"


def _load(target: str) -> Callable[[list[str]], int]:
    module_name, _, function_name = target.partition(":")
    module = importlib.import_module(module_name)
    function: Callable[[list[str]], int] = getattr(module, function_name)
    return function


def _usage() -> str:
    lines = [
        "usage: voxwell [--version] [COMMAND] [ARGS...]",
        "",
        "With no command, opens the desktop application.",
        "",
        "commands:",
    ]
    lines += [f"  {name:<10} {help_text}" for name, (_, help_text) in sorted(SUBCOMMANDS.items())]
    lines += ["", "Run 'voxwell COMMAND --help' for a command's options."]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if sys.stdout is None or sys.stderr is None:
        # A windowed executable started without a console (Explorer, Finder): its output and
        # any traceback go to the app's log file instead of failing on a missing stream.
        from voxwell.applog import configure_app_logging

        configure_app_logging()
    if args and args[0] in ("--version", "-V"):
        print(f"voxwell {__version__}")
        return 0
    if args and args[0] in ("--help", "-h"):
        print(_usage())
        return 0
    if args and args[0] in SUBCOMMANDS:
        return _load(SUBCOMMANDS[args[0]][0])(args[1:])
    if args and not args[0].startswith("-"):
        print(f"voxwell: unknown command {args[0]!r}\n\n{_usage()}", file=sys.stderr)
        return 2
    return _load(GUI_ENTRY)(args)


if __name__ == "__main__":
    sys.exit(main())
