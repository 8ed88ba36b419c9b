"""Voxwell: record, analyse and review voice sessions.

The package is split by concern (see each subpackage's docstring):

- ``voxwell.api``: the wire schema shared by the engine and the client;
- ``voxwell.analysis``: the acoustic reference model (decode, speech, words, measures);
- ``voxwell.engine``: the bundled local engine, a loopback implementation of the service;
- ``voxwell.client``: the async client for the engine or a hosted region;
- ``voxwell.audio``: capture, live speech meter and crash-safe takes;
- ``voxwell.gui``: the desktop application (the only package that imports Qt).
"""

__version__ = "0.1.0"

__all__ = ["__version__"]
