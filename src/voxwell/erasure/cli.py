"""``voxwell erase``: erase every local trace of one person, named by their user label.

    voxwell erase --user-label LABEL [--yes]

An erase a crash or a kill cut short is finished first. Then what will go is shown, and the
label must be typed again to confirm (``--yes`` skips the question, for scripts). Exit status:
0 erased; 1 nothing erased (nothing of that label is kept here, or the label typed again did
not match); 2 a usage error, or a store that cannot be opened or written (an erase cut short
that way is finished by running the command again).

Works on the data folder of ``voxwell.paths.app_paths()`` (``VOXWELL_HOME`` moves it), while the
app and its engine run too. The erase is recorded in the app's log (``voxwell.applog``) as one
line with its time and counts, without the label.
"""

from __future__ import annotations

import argparse
import sys

from voxwell import sqlite_db
from voxwell.applog import configure_app_logging
from voxwell.erasure.erase import erase, resume_pending_erase
from voxwell.erasure.plan import describe, plan_erase
from voxwell.errors import VoxwellError
from voxwell.paths import AppPaths, app_paths
from voxwell.privacy.at_rest import use_data_key

__all__ = ["main"]


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="voxwell erase",
        description="Erase everything this computer keeps of one person: their sessions, takes,"
        " questionnaires and the local engine's runs, questionnaires and user data. A team"
        " server or hosted region keeps its own copy of what was sent there.",
    )
    parser.add_argument(
        "--user-label", required=True, metavar="LABEL", help="the person's user label"
    )
    parser.add_argument(
        "--yes", action="store_true", help="do not ask to type the label again to confirm"
    )
    return parser


def _use_folder_key(paths: AppPaths) -> None:
    """Read and write with the data key of an encrypted data folder (from the keyring, as the
    app does); a folder kept plain stays so: no key is made for it here."""
    from voxwell.privacy.protection import PROTECTION_FILE, protect_data_folder  # the keyring

    if (paths.data / PROTECTION_FILE).exists():
        use_data_key(protect_data_folder(paths.data).secret)


def _confirmed(label: str) -> bool:
    try:
        typed = input("Type the label again to confirm: ")
    except EOFError:
        typed = ""
    return typed.strip() == label


def main(argv: list[str]) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    label = args.user_label.strip()
    if not label:
        parser.error("--user-label must not be empty")
    configure_app_logging()  # the erase's one line, with its time, goes to the app's log
    paths = app_paths()
    try:
        _use_folder_key(paths)
        resumed = resume_pending_erase(paths)
        if resumed is not None:
            print(f"Finished an erase that was cut short earlier ({resumed} items).")
        plan = plan_erase(paths, label)
        if plan.total == 0:
            print(f"Nothing of {label!r} is kept on this computer; nothing was erased.")
            return 1
        print(f"{label}: {describe(plan)}")
        if not args.yes and not _confirmed(label):
            print("The label typed does not match; nothing was erased.", file=sys.stderr)
            return 1
        erased = erase(paths, plan)
    except VoxwellError as exc:
        print(f"voxwell erase: {exc}", file=sys.stderr)
        return 2
    except sqlite_db.Error as exc:  # the engine's store, busy past its timeout (not mapped)
        print(
            f"voxwell erase: the local engine's store could not be written ({exc}). Run the "
            "command again to finish the erase.",
            file=sys.stderr,
        )
        return 2
    print(f"Erased {erased} items of {label!r} from this computer.")
    return 0
