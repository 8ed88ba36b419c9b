"""The desktop application: PySide6 views on one qasync event loop.

This is the only package that imports Qt (PySide6, qasync, pyqtgraph), and every module of it does
(a test checks it): the app's logic without Qt is ``voxwell.desk``. Modules import their heavy
dependencies lazily where they can, so that ``voxwell`` opens its window quickly; the analysis
library is never imported by the GUI process (it runs in the engine child process).

- ``app``: the ``voxwell`` entry (QApplication, event loop, engine child process, main window);
- ``service_context``: which service the views talk to and its client;
- ``async_tasks``: running coroutines from slots without losing their errors;
- the views, one class per module.
"""

__all__ = ["WINDOW_TITLE"]

WINDOW_TITLE = "Voxwell"
