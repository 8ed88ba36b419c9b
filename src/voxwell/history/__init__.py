"""The local session history: a Qt-free SQLite store of sessions, runs and results, and trends.

``HistoryStore(paths.history_db)`` (``voxwell.paths.AppPaths``) is the store of this
installation. Every session the app records is kept with its take files, the run it became and
the run's last response; a session's trend values never join points of different model
versions. Questionnaires created from the app are kept with their links and answers.
"""

from voxwell.history.records import (
    ACTIVE_STATUSES,
    MODEL_KINDS,
    QUESTIONNAIRE_STATUSES,
    SESSION_STATUSES,
    TAKE_SLOTS,
    QuestionnaireRecord,
    SessionRecord,
)
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
    "ACTIVE_STATUSES",
    "APOLLO_MEASURES",
    "MENTAL_WELLNESS_MEASURES",
    "MODEL_KINDS",
    "QUESTIONNAIRE_STATUSES",
    "SCHEMA_VERSION",
    "SESSION_STATUSES",
    "TAKE_SLOTS",
    "UNKNOWN_MODEL",
    "HistoryStore",
    "QuestionnaireRecord",
    "QuestionnaireTotal",
    "SessionRecord",
    "TrendPoint",
    "TrendSeries",
    "build_trend",
    "questionnaire_totals",
    "session_measure_value",
    "session_measures",
]
