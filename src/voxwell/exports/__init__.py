"""Runs exported as files: CSV tables and JSON documents (``tabular``), for ``voxwell analyze
--out`` and the app's export menu, Praat TextGrids (``textgrid``) and the content of the one-page
report (``report``, drawn by the app); a stored session's files as the app's export menu writes
them (``session_files``). Nothing here imports Qt.
"""
