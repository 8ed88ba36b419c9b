"""Voxwell: record, analyse and review voice sessions.

The package is split by concern (see each subpackage's docstring):

- ``voxwell.api``: the wire schema shared by the engine and the client;
- ``voxwell.analysis``: the acoustic reference model (decode, speech, words, measures);
- ``voxwell.engine``: the bundled local engine, a loopback implementation of the service;
- ``voxwell.client``: the async httpx client for the engine, a team server or a hosted region;
- ``voxwell.launcher``: the bundled engine as a child process (start, find, its key);
- ``voxwell.history``: the local SQLite history of sessions and questionnaires;
- ``voxwell.sessions``: sessions driven to their end (runner, checkpoints, ``voxwell analyze``);
- ``voxwell.audio``: capture, live speech meter and crash-safe takes;
- ``voxwell.exports``: reports, tables and TextGrids written from results;
- ``voxwell.desk``: the desktop application's own logic, without Qt;
- ``voxwell.gui``: the desktop application's views (the only package that imports Qt).
"""

__version__ = "0.1.0"

__all__ = ["__version__"]
