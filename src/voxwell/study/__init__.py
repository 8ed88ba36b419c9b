"""The Study screen without Qt: a measure seen across many participants.

A researcher opens a history (the app's own, or a study file a manifest run wrote: the same
format), filters its sessions, and sees one measure as box plots by group, against a
questionnaire's total, and as each participant's line over time:

- ``table``: :class:`StudyTable`, one row per session with results, as numpy columns (the run's
  measures, the participant's attributes, the nearest PHQ-9 and GAD-7 totals);
- ``view_state``: :class:`StudyViewState`, the view as plain data, and the "study view" JSON
  file that reopens it;
- ``model``: :class:`StudyModel`, a table seen through a view state; what the views draw,
  computed for the visible rows, never mixing model versions; observers are plain callables;
- ``stats``: box-plot figures and Spearman's rho with its confidence interval;
- ``dataset``: the visible rows (or a whole table) as a tidy dataset, per run or per section,
  in CSV or Parquet.

The views (``voxwell.gui``) observe the model; import-linter keeps Qt out of here.
"""

from voxwell.study.dataset import (
    run_dataset,
    section_dataset,
    write_parquet,
    write_runs_csv,
    write_sections_csv,
)
from voxwell.study.model import (
    GroupValues,
    ParticipantLine,
    Scatter,
    StudyModel,
    VersionGroups,
    VisibleRows,
)
from voxwell.study.stats import BoxStats, Correlation, box_stats, spearman
from voxwell.study.table import QUESTIONNAIRE_WINDOW, StudyTable, open_study
from voxwell.study.view_state import (
    StudyFilters,
    StudyViewState,
    load_view_state,
    save_view_state,
)

__all__ = [
    "QUESTIONNAIRE_WINDOW",
    "BoxStats",
    "Correlation",
    "GroupValues",
    "ParticipantLine",
    "Scatter",
    "StudyFilters",
    "StudyModel",
    "StudyTable",
    "StudyViewState",
    "VersionGroups",
    "VisibleRows",
    "box_stats",
    "load_view_state",
    "open_study",
    "run_dataset",
    "save_view_state",
    "section_dataset",
    "spearman",
    "write_parquet",
    "write_runs_csv",
    "write_sections_csv",
]
