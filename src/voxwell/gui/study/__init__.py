"""The Study screen: a measure across a study's participants, drawn from ``voxwell.study``.

``study_view`` holds the controls and observes one ``voxwell.study.StudyModel``; the table
(``study_table``) and the three charts (``group_plot``, ``scatter_plot``, ``participant_plot``)
only draw what the model computes, one panel per model version, and say which session a clicked
point or row is.
"""
