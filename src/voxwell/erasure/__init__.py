"""Erasing one person from this computer: every local trace of a user label, on request.

- ``plan``: :func:`plan_erase` finds what is kept of a label (history, takes, the state of
  ``voxwell analyze``, the local engine's store) as an :class:`ErasePlan` of ids and take file
  names, never personal data; :func:`describe` says it plainly for the confirmation;
- ``erase``: :func:`erase` carries a plan out behind a journal in the data folder, and
  :func:`resume_pending_erase` finishes one a crash or a kill cut short;
- ``cli``: ``voxwell erase --user-label LABEL [--yes]``.

What was sent to a team server or a hosted region is not reachable from here (the service has
no deletion call): :data:`REMOTE_COPIES_NOTE` says so with every confirmation. Qt-free. A
package of its own, beside ``voxwell.privacy`` rather than in it: it opens the engine's store,
and the engine imports ``voxwell.privacy`` (its data key).
"""

from voxwell.erasure.erase import JOURNAL_NAME, erase, resume_pending_erase
from voxwell.erasure.plan import REMOTE_COPIES_NOTE, ErasePlan, describe, plan_erase

__all__ = [
    "JOURNAL_NAME",
    "REMOTE_COPIES_NOTE",
    "ErasePlan",
    "describe",
    "erase",
    "plan_erase",
    "resume_pending_erase",
]
