"""Error codes and failures translated into what the person at the keyboard should do next.

``action_for_code`` covers the service's analysis error codes (a run that ended
``COMPLETE_ERROR``); ``action_for_error`` covers everything else that can go wrong on the way
(no connection, wrong key, expired upload URL, a file the app cannot read). Each gives a short
title, one plain sentence of what to do, and which :class:`Button` the view offers (record again,
choose another file, open the settings, try again, a new run, or the same takes again in the
language heard: ``in_language``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from voxwell.analysis.formats import SUPPORTED_FORMATS
from voxwell.api.enums import LanguageCode, MentalWellnessErrorCode
from voxwell.errors import (
    AnalysisError,
    ApiConnectionError,
    ApiStatusError,
    ApiTimeoutError,
    AudioDeviceError,
    AuthError,
    CredentialsError,
    NotFoundError,
    RunFailedError,
    RunUnknownError,
    ServerError,
    TakeError,
    UploadUrlExpiredError,
    ValidationFailed,
    VoxwellError,
)
from voxwell.i18n import QT_TRANSLATE_NOOP, translate
from voxwell.wording import language_name

__all__ = ["Button", "ErrorAction", "action_for_code", "action_for_error", "in_language"]


class Button(StrEnum):
    """The one button a failure's action offers."""

    RETAKE = "retake"  # record again
    IMPORT = "import"  # choose another file
    SETTINGS = "settings"  # open the settings
    RETRY = "retry"  # try again
    NEW_RUN = "new-run"  # analyse the same takes as a new run
    LANGUAGE = "language"  # analyse the same takes again in the language heard
    NONE = "none"


@dataclass(frozen=True)
class ErrorAction:
    """What to tell the user, and which button to offer."""

    title: str
    action: str
    button: Button
    detail: str = ""
    language: LanguageCode | None = None  # the language to analyse again in (Button.LANGUAGE)

    @property
    def text(self) -> str:
        text = translate("ErrorActions", "{title}. {action}").format(
            title=self.title, action=self.action
        )
        return text + (f"\n\n{self.detail}" if self.detail else "")


def _shown(action: ErrorAction) -> ErrorAction:
    """A table's action in the app's language (the tables hold the words as written, marked)."""
    return replace(
        action,
        title=translate("ErrorActions", action.title),
        action=translate("ErrorActions", action.action).format(formats=SUPPORTED_FORMATS),
    )


# By code: a plain string from the wire finds its StrEnum member's action.
_CODES: dict[str, ErrorAction] = {
    MentalWellnessErrorCode.ERR_RECORDING_TOO_SHORT: ErrorAction(
        QT_TRANSLATE_NOOP("ErrorActions", "Not enough speech"),
        QT_TRANSLATE_NOOP(
            "ErrorActions",
            "Record again with more speech: keep talking until the meter shows “Enough speech”.",
        ),
        Button.RETAKE,
    ),
    MentalWellnessErrorCode.ERR_RECORDING_TOO_LONG: ErrorAction(
        QT_TRANSLATE_NOOP("ErrorActions", "The recording is too long"),
        QT_TRANSLATE_NOOP(
            "ErrorActions",
            "Record again and stop within 3 minutes, or trim the file to under 3 minutes.",
        ),
        Button.RETAKE,
    ),
    MentalWellnessErrorCode.ERR_RECORDING_INVALID_FORMAT: ErrorAction(
        QT_TRANSLATE_NOOP("ErrorActions", "The file is not a recording the service can read"),
        QT_TRANSLATE_NOOP("ErrorActions", "Re-export it as {formats} audio, then import it again."),
        Button.IMPORT,
    ),
    MentalWellnessErrorCode.ERR_TRANSCRIPTION_FAILED: ErrorAction(
        QT_TRANSLATE_NOOP("ErrorActions", "The speech could not be transcribed"),
        QT_TRANSLATE_NOOP(
            "ErrorActions",
            "Check the microphone and that the session language matches the language spoken, "
            "then record again.",
        ),
        Button.RETAKE,
    ),
    MentalWellnessErrorCode.ERR_INTERNAL: ErrorAction(
        QT_TRANSLATE_NOOP("ErrorActions", "The service failed while analysing the recording"),
        QT_TRANSLATE_NOOP(
            "ErrorActions",
            "Try again; nothing was lost. If it keeps happening, contact the service's support.",
        ),
        Button.RETRY,
    ),
}


_UNFINISHED = ErrorAction(
    QT_TRANSLATE_NOOP("ErrorActions", "The analysis did not finish"),
    QT_TRANSLATE_NOOP("ErrorActions", "Try again; nothing was lost."),
    Button.RETRY,
)
"""The action for a code this version does not know."""


def action_for_code(code: MentalWellnessErrorCode | str | None, reason: str = "") -> ErrorAction:
    """The plain action for an analysis error code (``reason`` is shown as the detail).

    The formats are listed once: when the reason (the local engine's) already names them, the
    action points at it instead of repeating the list."""
    action = _CODES.get(code or "", _UNFINISHED)
    if code == MentalWellnessErrorCode.ERR_RECORDING_INVALID_FORMAT and SUPPORTED_FORMATS in reason:
        action = replace(action, action=_FORMATS_BELOW)
    return replace(_shown(action), detail=reason)


_FORMATS_BELOW = QT_TRANSLATE_NOOP(
    "ErrorActions", "Re-export it in one of the formats named below, then import it again."
)

_SPOKEN = (
    QT_TRANSLATE_NOOP("ErrorActions", "English"),
    QT_TRANSLATE_NOOP("ErrorActions", "Spanish"),
    QT_TRANSLATE_NOOP("ErrorActions", "Indonesian"),
    QT_TRANSLATE_NOOP("ErrorActions", "Japanese"),
)
"""The names of the languages heard (``voxwell.analysis.transcribe.LANGUAGE_NAMES``), marked."""


def in_language(action: ErrorAction, heard: LanguageCode, session: LanguageCode) -> ErrorAction:
    """``action`` (a run with no words in ``session``'s language) for takes that sound like
    ``heard``: analyse the same takes again in it, or record again if the person did speak
    ``session``'s language."""
    from voxwell.analysis.transcribe import LANGUAGE_NAMES, whisper_language  # numpy: when needed

    spoken = translate("ErrorActions", LANGUAGE_NAMES[whisper_language(heard)])
    return replace(
        action,
        title=translate("ErrorActions", "The speech sounds like {language}").format(
            language=spoken
        ),
        action=translate(
            "ErrorActions",
            "Analyse the same recordings again in {heard}: nothing is recorded again, and this "
            "run stays in the history. If the person did speak {chosen}, record again.",
        ).format(heard=language_name(heard.value), chosen=language_name(session.value)),
        button=Button.LANGUAGE,
        language=heard,
    )


# Failures on the way, most specific first (the error's message becomes the detail).
_ERRORS: dict[tuple[type[VoxwellError], ...], ErrorAction] = {
    (AuthError, CredentialsError): ErrorAction(
        QT_TRANSLATE_NOOP("ErrorActions", "The service did not accept the API key"),
        QT_TRANSLATE_NOOP("ErrorActions", "Open Settings and enter the API key for this service."),
        Button.SETTINGS,
    ),
    (UploadUrlExpiredError,): ErrorAction(
        QT_TRANSLATE_NOOP("ErrorActions", "The upload link expired"),
        QT_TRANSLATE_NOOP(
            "ErrorActions", "Try again: a new run is created from the same recordings."
        ),
        Button.RETRY,
    ),
    (ApiConnectionError,): ErrorAction(
        QT_TRANSLATE_NOOP("ErrorActions", "The service cannot be reached"),
        QT_TRANSLATE_NOOP(
            "ErrorActions",
            "Check the network connection and the service address in Settings, then try "
            "again. The recordings are kept and upload when you retry.",
        ),
        Button.RETRY,
    ),
    (ApiTimeoutError, ServerError): ErrorAction(
        QT_TRANSLATE_NOOP("ErrorActions", "The service did not answer in time"),
        QT_TRANSLATE_NOOP("ErrorActions", "Try again in a moment; the recordings are kept."),
        Button.RETRY,
    ),
    (RunUnknownError,): ErrorAction(
        QT_TRANSLATE_NOOP("ErrorActions", "The service does not know this session's earlier run"),
        QT_TRANSLATE_NOOP(
            "ErrorActions",
            "It may have been deleted, or made with another key and still be analysing. "
            "Check the service first; to analyse the recordings again as a new run, press "
            "the button.",
        ),
        Button.NEW_RUN,
    ),
    (NotFoundError,): ErrorAction(
        QT_TRANSLATE_NOOP("ErrorActions", "The service no longer has this run"),
        QT_TRANSLATE_NOOP(
            "ErrorActions", "Try again to create a new run from the same recordings."
        ),
        Button.RETRY,
    ),
    (ValidationFailed,): ErrorAction(
        QT_TRANSLATE_NOOP("ErrorActions", "The service refused the session details"),
        QT_TRANSLATE_NOOP(
            "ErrorActions",
            "Check the user label, date of birth and language in the session setup.",
        ),
        Button.NONE,
    ),
    (AudioDeviceError,): ErrorAction(
        QT_TRANSLATE_NOOP("ErrorActions", "The microphone cannot be used"),
        QT_TRANSLATE_NOOP(
            "ErrorActions", "Check the input in Settings, or import a recording from a file."
        ),
        Button.SETTINGS,
    ),
}

_TOO_LARGE = ErrorAction(
    QT_TRANSLATE_NOOP("ErrorActions", "The recording file is too large"),
    QT_TRANSLATE_NOOP(
        "ErrorActions",
        "Save it in a compressed format such as FLAC, or trim it, then import it again.",
    ),
    Button.IMPORT,
)


def action_for_error(error: BaseException) -> ErrorAction:
    """The plain action for a failure on the way (or a failed run raised as an error)."""
    message = str(error)
    if isinstance(error, RunFailedError | AnalysisError):
        return action_for_code(error.code, error.reason)
    for kinds, action in _ERRORS.items():
        if isinstance(error, kinds):
            return replace(_shown(action), detail=message)
    if isinstance(error, ApiStatusError) and error.status_code == 413:
        return replace(_shown(_TOO_LARGE), detail=message)
    if isinstance(error, TakeError):
        return ErrorAction(
            translate("ErrorActions", "The recording could not be saved"), message, Button.NONE
        )
    if isinstance(error, VoxwellError):
        return ErrorAction(translate("ErrorActions", "Something went wrong"), message, Button.RETRY)
    return ErrorAction(
        translate("ErrorActions", "Something went wrong"),
        translate("ErrorActions", "Try again; nothing was lost."),
        Button.RETRY,
        f"{type(error).__name__}: {message}",
    )
