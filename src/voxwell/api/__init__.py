"""The wire schema of the voice-analysis service, shared by the engine and the client.

One pydantic v2 model or enum per type of the service interface, field names exactly as on the wire
(camelCase, so a model's attributes read like the JSON they stand for). Request bodies forbid
unknown fields and refuse lax coercions; response bodies ignore unknown fields.
``to_wire()`` gives the JSON object as sent. :mod:`voxwell.api.vocabulary` holds the words
around the wire shared by every package: model kinds, slots, recording limits, session statuses
(how they read on screen is ``voxwell.wording``'s). This package imports nothing else of
Voxwell's and nothing of Qt.
"""

from voxwell.api import (
    account,
    apollo,
    common,
    enums,
    live_notes,
    mental_wellness,
    monitor,
    questionnaires,
    vocabulary,
)
from voxwell.api.account import *  # noqa: F403
from voxwell.api.apollo import *  # noqa: F403
from voxwell.api.base import InputModel, OutputModel
from voxwell.api.common import *  # noqa: F403
from voxwell.api.enums import *  # noqa: F403
from voxwell.api.live_notes import *  # noqa: F403
from voxwell.api.mental_wellness import *  # noqa: F403
from voxwell.api.monitor import *  # noqa: F403
from voxwell.api.questionnaires import *  # noqa: F403
from voxwell.api.vocabulary import *  # noqa: F403

API_VERSION = "1.0.0"
"""Version of the interface description (the OpenAPI ``info.version``)."""

# The package's public names are its modules' own (each module curates its ``__all__``).
__all__ = ["API_VERSION", "InputModel", "OutputModel"]
__all__ += account.__all__
__all__ += apollo.__all__
__all__ += common.__all__
__all__ += enums.__all__
__all__ += live_notes.__all__
__all__ += mental_wellness.__all__
__all__ += monitor.__all__
__all__ += questionnaires.__all__
__all__ += vocabulary.__all__
