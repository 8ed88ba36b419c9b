"""Every analysis error code and every failure on the way has a plain action."""

from __future__ import annotations

import pytest

from voxwell.api import MentalWellnessErrorCode
from voxwell.desk.error_actions import action_for_code, action_for_error
from voxwell.errors import (
    ApiConnectionError,
    ApiStatusError,
    AuthError,
    CredentialsError,
    RunFailedError,
    UploadUrlExpiredError,
)

EXPECTED = {
    MentalWellnessErrorCode.ERR_RECORDING_TOO_SHORT: ("retake", "more speech"),
    MentalWellnessErrorCode.ERR_RECORDING_TOO_LONG: ("retake", "3 minutes"),
    MentalWellnessErrorCode.ERR_RECORDING_INVALID_FORMAT: ("import", "Re-export"),
    MentalWellnessErrorCode.ERR_TRANSCRIPTION_FAILED: ("retake", "microphone"),
    MentalWellnessErrorCode.ERR_INTERNAL: ("retry", "Try again"),
}


@pytest.mark.parametrize("code", list(MentalWellnessErrorCode))
def test_each_code_has_an_action(code: MentalWellnessErrorCode) -> None:
    action = action_for_code(code, "the service's reason")
    button, words = EXPECTED[code]
    assert action.button == button
    assert words in action.text
    assert "the service's reason" in action.text


def test_transcription_failure_mentions_the_language() -> None:
    assert "language" in action_for_code("ERR_TRANSCRIPTION_FAILED").action


def test_unknown_code_still_gives_an_action() -> None:
    assert action_for_code("ERR_SOMETHING_NEW").button == "retry"
    assert action_for_code(None).button == "retry"


@pytest.mark.parametrize(
    ("error", "button"),
    [
        (AuthError(401, "The API key was not accepted."), "settings"),
        (CredentialsError("no keyring"), "settings"),
        (ApiConnectionError("cannot reach"), "retry"),
        (UploadUrlExpiredError("expired"), "retry"),
        (ApiStatusError(413, "too large"), "import"),
        (
            RunFailedError("r1", MentalWellnessErrorCode.ERR_RECORDING_TOO_SHORT, "3 s"),
            "retake",
        ),
        (ZeroDivisionError("bug"), "retry"),
    ],
)
def test_failures_on_the_way(error: BaseException, button: str) -> None:
    action = action_for_error(error)
    assert action.button == button
    assert action.title
    assert action.action


def test_an_unknown_earlier_run_asks_before_a_new_run() -> None:
    from voxwell.errors import RunUnknownError

    action = action_for_error(RunUnknownError("run-1", "The service does not know run run-1."))
    assert action.button == "new-run"
    assert "still be analysing" in action.action
