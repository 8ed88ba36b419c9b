"""The bundled engine as a child process of the app or the CLI; no Qt.

``local_engine.LocalEngine`` starts the engine (the same executable with the ``engine`` command)
on a loopback port, waits for its ready line and stops it; ``engine_discovery`` finds one already
running on a data folder; ``engine_key`` keeps the key of a data folder across launches;
``engine_launch`` starts the desktop app's engine in a thread before Qt is imported. This is the
package that starts processes: ``client`` only talks HTTP to whatever is running, and
``engine`` is what runs inside the child.
"""

__all__: list[str] = []
