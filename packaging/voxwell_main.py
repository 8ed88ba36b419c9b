"""Entry script of the frozen Voxwell app (PyInstaller runs this file, not ``python -m voxwell``).

``multiprocessing.freeze_support()`` must run before anything else: the engine's analysis workers
are started with the ``spawn`` method, which re-runs this executable with multiprocessing's own
arguments; freeze_support turns such a run into the worker and never returns. Every other run is
the ``voxwell`` command: the desktop app, ``engine``, ``self-test``, ...
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()

    from voxwell.cli import main

    sys.exit(main())
