"""The local session history: a Qt-free SQLite store of sessions, runs and results, and trends.

``HistoryStore(paths.history_db)`` (``voxwell.paths.AppPaths``) is the store of this
installation. Every session the app records is kept with its take files, the run it became and
the run's last response; a session's trend values never join points of different model
versions. Questionnaires created from the app are kept with their links and answers.
``HistoryCheckpoints`` is the history as the checkpoints of ``voxwell.client``'s session runner.
"""

from voxwell.history.checkpoints import HistoryCheckpoints
from voxwell.history.records import QuestionnaireRecord, RunResponse, SessionRecord, parse_run
from voxwell.history.store import SCHEMA_VERSION, HistoryStore
from voxwell.history.trend import (
    APOLLO_MEASURES,
    MENTAL_WELLNESS_MEASURES,
    UNKNOWN_MODEL,
    QuestionnaireTotal,
    TrendPoint,
    TrendSeries,
    build_trend,
    questionnaire_totals,
    session_measure_value,
    session_measures,
)

__all__ = [
    "APOLLO_MEASURES",
    "MENTAL_WELLNESS_MEASURES",
    "SCHEMA_VERSION",
    "UNKNOWN_MODEL",
    "HistoryCheckpoints",
    "HistoryStore",
    "QuestionnaireRecord",
    "QuestionnaireTotal",
    "RunResponse",
    "SessionRecord",
    "TrendPoint",
    "TrendSeries",
    "build_trend",
    "parse_run",
    "questionnaire_totals",
    "session_measure_value",
    "session_measures",
]
