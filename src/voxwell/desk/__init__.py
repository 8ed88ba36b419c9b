"""The desktop application's own logic, without Qt: sessions, take custody, settings, services.

Between the views (``voxwell.gui``, the only package that imports Qt) and the libraries below
(``voxwell.sessions``, ``voxwell.launcher``, ``voxwell.client``, ``voxwell.history``,
``voxwell.audio``):

- ``session``: :class:`Desk`, the session life cycle, the person the window is about and the
  session history it keeps (``open_history``; of the views only the History screen reads it);
- ``custody``: :class:`TakeCustody`, whose each take is, which fills a slot, when one may go;
- ``settings``: :class:`AppSettings`, the app's settings as one pydantic model;
- ``connection``: :class:`ServiceConnection`, a service whose clients an engine restart replaces,
  and :class:`EngineStatus`, the bundled engine as the app sees it;
- ``upload_queue``: :class:`UploadQueue`, sessions going up one at a time, their states;
- ``service_directory``: which service serves a stored session;
- ``questionnaire_watch``: the questionnaires made here, kept at once, answers kept before shown;
- ``inspection``: a take's inspection tracks, computed in a process of their own;
- ``failed_takes``: which takes of a failed run to record again;
- ``recovery``: takes left behind, one offer per person and slot, superseded ones set aside;
- ``language_again``: a session's takes analysed again in the language they were spoken in;
- ``retention``: the retention rule for recordings, their audio removed some days after results;
- what the views show, computed without Qt: ``error_actions`` (a failure as one plain action),
  ``questionnaire_results``, ``results_style`` (texts and colours of the results),
  ``take_inputs`` (inputs and imported files).

Starting the bundled engine is ``voxwell.launcher``'s; sessions driven to their end (the runner
and its checkpoints) are ``voxwell.sessions``'; a take's envelope and inspection tracks are
``voxwell.analysis``'; files exported from a session are ``voxwell.exports``'.

What each slot asks the person to say is ``voxwell.passages`` (the analysis's read-aloud check
reads the same texts). Views observe these objects and keep no session state of their own.
Import-linter keeps Qt out.
"""

from voxwell.desk.connection import EngineStatus, ServiceConnection
from voxwell.desk.custody import Take, TakeCustody, TakeOwner
from voxwell.desk.session import Desk, SetupDefaults, addressed_to, open_history
from voxwell.desk.settings import AppSettings, load_settings, save_settings

__all__ = [
    "AppSettings",
    "Desk",
    "EngineStatus",
    "ServiceConnection",
    "SetupDefaults",
    "Take",
    "TakeCustody",
    "TakeOwner",
    "addressed_to",
    "load_settings",
    "open_history",
    "save_settings",
]
