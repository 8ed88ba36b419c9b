"""Every analysis error code and every failure on the way has a plain action."""

from __future__ import annotations

from pathlib import Path

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


def test_an_unreadable_file_lists_the_formats_once_and_as_the_sniffer_names_them(
    tmp_path: Path,
) -> None:
    """The engine's reason (the sniffer's refusal) and the action name the same formats, and
    the message says them once."""
    from voxwell.analysis import decode
    from voxwell.analysis.formats import SUPPORTED_FORMATS
    from voxwell.errors import AnalysisError

    odd = tmp_path / "notes.txt"
    odd.write_text("not audio at all, just words\n" * 20, encoding="utf-8")
    with pytest.raises(AnalysisError) as caught:
        decode(odd)
    action = action_for_error(caught.value)
    assert SUPPORTED_FORMATS in action.text
    assert action.text.count("FLAC") == 1, action.text
    assert "M4A" not in action.text
    hosted = action_for_code(MentalWellnessErrorCode.ERR_RECORDING_INVALID_FORMAT, "Bad file.")
    assert SUPPORTED_FORMATS in hosted.action, "a reason without the list gets it in the action"
