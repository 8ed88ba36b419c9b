"""Runs exported as files: CSV tables and JSON documents (``tabular``), for ``voxwell analyze
--out`` and the app's export menu, Praat TextGrids (``textgrid``) and the content of the one-page
report (``report``, drawn by the app). Nothing here imports Qt.
"""

from voxwell.exports.tabular import (
    APOLLO_COLUMNS,
    DISCLAIMER,
    MENTAL_WELLNESS_COLUMNS,
    RUN_COLUMNS,
    SESSION_COLUMNS,
    Cell,
    apollo_rows,
    columns_for,
    mental_wellness_rows,
    run_document,
    run_rows,
    user_cells,
    write_csv,
)

__all__ = [
    "APOLLO_COLUMNS",
    "DISCLAIMER",
    "MENTAL_WELLNESS_COLUMNS",
    "RUN_COLUMNS",
    "SESSION_COLUMNS",
    "Cell",
    "apollo_rows",
    "columns_for",
    "mental_wellness_rows",
    "run_document",
    "run_rows",
    "user_cells",
    "write_csv",
]
