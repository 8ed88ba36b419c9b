"""The local session history: a Qt-free SQLite store of sessions, runs and results, and trends.

The records it keeps (``SessionRecord``, ``QuestionnaireRecord``) are plain data of their own
module, ``voxwell.records``, which the views read without reaching the store; they are named
here too.

``HistoryStore(paths.history_db)`` (``voxwell.paths.AppPaths``) is the store of this
installation. Every session the app records is kept with its take files, the run it became and
the run's last response; a session's trend values never join points of different model
versions. Questionnaires created from the app are kept with their links and answers.
``HistoryCheckpoints`` is the history as the checkpoints of ``voxwell.sessions``' session runner.
``summary``: what a study reads of each session's run (its measures and model version), kept
beside the run so a study of thousands of sessions reads no run (``HistoryStore.study_rows``).
"""

from voxwell import records
from voxwell.history import checkpoints, store, summary, trend
from voxwell.history.checkpoints import *  # noqa: F403
from voxwell.history.store import *  # noqa: F403
from voxwell.history.summary import *  # noqa: F403
from voxwell.history.trend import *  # noqa: F403
from voxwell.records import *  # noqa: F403

# The package's public names are its modules' own (each module curates its ``__all__``).
__all__: list[str] = []
__all__ += checkpoints.__all__
__all__ += records.__all__
__all__ += store.__all__
__all__ += summary.__all__
__all__ += trend.__all__
