"""The wire schema: every type round-trips to its exact JSON, and malformed input is refused."""

from __future__ import annotations

import copy
import json
from datetime import UTC, date, datetime, timedelta, timezone
from typing import Any

import pytest
from pydantic import ValidationError as PydanticValidationError

from tests.api.wire_examples import RUN_ID, USER, USER_SHORT, VALID
from voxwell import api


@pytest.mark.parametrize(("model", "example"), VALID, ids=lambda v: getattr(v, "__name__", ""))
def test_valid_examples_round_trip_to_the_exact_wire_json(
    model: type[api.InputModel] | type[api.OutputModel], example: dict[str, Any]
) -> None:
    parsed = model.model_validate(example)
    assert parsed.to_wire() == example
    # The same through JSON text, as the engine and the client really see it.
    assert model.model_validate_json(json.dumps(example)).to_wire() == example


def test_every_public_schema_type_has_a_valid_example() -> None:
    covered = {model for model, _ in VALID}
    public = {
        getattr(api, name)
        for name in api.__all__
        if isinstance(getattr(api, name), type)
        and issubclass(getattr(api, name), api.InputModel | api.OutputModel)
        and getattr(api, name) not in (api.InputModel, api.OutputModel)
    }
    assert public - covered == set()


def _required_fields(model: type[api.InputModel] | type[api.OutputModel]) -> list[str]:
    return [name for name, field in model.model_fields.items() if field.is_required()]


@pytest.mark.parametrize(("model", "example"), VALID, ids=lambda v: getattr(v, "__name__", ""))
def test_each_missing_required_field_is_refused(
    model: type[api.InputModel] | type[api.OutputModel], example: dict[str, Any]
) -> None:
    for name in _required_fields(model):
        broken = {key: value for key, value in example.items() if key != name}
        with pytest.raises(PydanticValidationError) as caught:
            model.model_validate(broken)
        assert caught.value.errors()[0]["loc"][0] == name


INPUT_EXAMPLES = [(model, ex) for model, ex in VALID if issubclass(model, api.InputModel)]


@pytest.mark.parametrize(
    ("model", "example"), INPUT_EXAMPLES, ids=lambda v: getattr(v, "__name__", "")
)
def test_inputs_refuse_unknown_fields(model: type[api.InputModel], example: dict[str, Any]) -> None:
    with pytest.raises(PydanticValidationError, match="extra"):
        model.model_validate({**example, "unexpected": 1})


def test_outputs_ignore_unknown_fields_from_a_newer_service() -> None:
    body = {"id": RUN_ID, "recordingUploadUrl": "http://h/u", "expiresAt": "later"}
    parsed = api.MentalWellnessModelRunCreateResponse.model_validate(body)
    assert parsed.to_wire() == {"id": RUN_ID, "recordingUploadUrl": "http://h/u"}


@pytest.mark.parametrize(
    ("model", "field", "bad"),
    [
        (api.UserDetails, "birthSex", "male"),
        (api.MentalWellnessModelRunCreate, "language", "en-FR"),
        (api.MentalWellnessModelRunCreate, "dataToDelete", ["AUDIO"]),
        (api.ApolloModelRunCreate, "language", "EN"),
        (api.MentalWellnessModelRunResponse, "status", "DONE"),
        (api.MentalWellnessModelRunResponse, "errorCode", "ERR_UNKNOWN"),
        (api.DisorderScore, "severity", "EXTREME"),
        (api.QuestionnaireResponse, "status", "PENDING"),
    ],
)
def test_wrong_enum_values_are_refused(model: type[Any], field: str, bad: Any) -> None:
    example = copy.deepcopy(next(ex for m, ex in VALID if m is model))
    example[field] = bad
    with pytest.raises(PydanticValidationError) as caught:
        model.model_validate(example)
    assert caught.value.errors()[0]["loc"][0] == field


@pytest.mark.parametrize(
    ("model", "body"),
    [
        (api.MentalWellnessModelRunCreate, {"user": USER, "language": "en", "deleteData": 0}),
        (api.MentalWellnessModelRunCreate, {"user": USER, "language": "en", "deleteData": "true"}),
        (api.ApolloModelRunCreate, {"user": USER, "language": "en", "deleteData": 1}),
    ],
)
def test_numbers_and_strings_are_not_booleans(model: type[api.InputModel], body: Any) -> None:
    with pytest.raises(PydanticValidationError) as caught:
        model.model_validate(body)
    assert caught.value.errors()[0]["loc"] == ("deleteData",)
    with pytest.raises(PydanticValidationError):
        model.model_validate_json(json.dumps(body))


@pytest.mark.parametrize(
    "bad_date",
    [
        0,
        19840701,
        "0",
        "1984",
        "1984-07",
        "84-07-01",
        "1984-13-01",
        "1984-02-30",
        "01/07/1984",
        "1984-07-01T00:00:00",
        "",
        None,
        1984.0,
    ],
)
def test_dates_of_birth_must_be_real_iso_dates(bad_date: Any) -> None:
    body = {**USER, "dateOfBirth": bad_date}
    with pytest.raises(PydanticValidationError) as caught:
        api.UserDetails.model_validate(body)
    assert caught.value.errors()[0]["loc"] == ("dateOfBirth",)
    with pytest.raises(PydanticValidationError):
        api.UserDetails.model_validate_json(json.dumps(body))


def test_implausible_dates_of_birth_are_refused() -> None:
    tomorrow = (date.today() + timedelta(days=1)).isoformat()
    for bad in (tomorrow, "1899-12-31"):
        with pytest.raises(PydanticValidationError):
            api.UserDetails.model_validate({**USER, "dateOfBirth": bad})


@pytest.mark.parametrize(
    ("month", "day", "expected"),
    [
        (None, None, "1984-01-01"),
        (7, None, "1984-07-01"),
        (7, 23, "1984-07-23"),
        (None, 23, "1984-01-01"),
    ],
)
def test_unknown_parts_of_a_birth_date_become_01(
    month: int | None, day: int | None, expected: str
) -> None:
    details = api.UserDetails.from_partial("p-1", 1984, month, day, api.BirthSex.UNKNOWN)
    assert details.to_wire()["dateOfBirth"] == expected


def test_empty_user_labels_are_refused() -> None:
    with pytest.raises(PydanticValidationError):
        api.UserDetailsShort.model_validate({"userLabel": ""})
    with pytest.raises(PydanticValidationError):
        api.UserDetailsShort.model_validate({"userLabel": 42})


@pytest.mark.parametrize(
    ("value", "wire"),
    [
        (datetime(2026, 3, 1, 9, 15, 0, 123456, tzinfo=UTC), "2026-03-01T09:15:00+00:00"),
        (
            datetime(2026, 3, 1, 9, 15, tzinfo=timezone(timedelta(hours=-5))),
            "2026-03-01T09:15:00-05:00",
        ),
        (datetime(2026, 3, 1, 9, 15), "2026-03-01T09:15:00+00:00"),
    ],
)
def test_timestamps_serialise_as_iso_8601_with_offset(value: datetime, wire: str) -> None:
    run = api.MentalWellnessModelRunResponse(
        id=RUN_ID,  # type: ignore[arg-type]
        createdAt=value,
        status=api.ModelRunStatus.CREATED,
        userLabel="p",
        deleteData=False,
    )
    assert run.to_wire()["createdAt"] == wire


def test_timestamps_from_a_service_with_z_suffix_are_read() -> None:
    run = api.MentalWellnessModelRunResponse.model_validate(
        {
            "id": RUN_ID,
            "createdAt": "2026-03-01T09:15:00Z",
            "status": "CREATED",
            "userLabel": "p",
            "deleteData": False,
        }
    )
    assert run.createdAt == datetime(2026, 3, 1, 9, 15, tzinfo=UTC)


def test_part_result_measure_lookup() -> None:
    section = api.MentalWellnessPartResult.model_validate(VALID[8][1])
    assert section.measure("mentalStrain") == pytest.approx(0.4125)
    assert section.measure("uniformStress") == pytest.approx(0.25)
    with pytest.raises(KeyError):
        section.measure("happiness")


def test_features_and_words_are_an_optional_extension() -> None:
    hosted = api.MentalWellnessPartResult.model_validate(VALID[8][1])
    assert hosted.features is None
    assert hosted.words is None
    assert hosted.feature("f0MeanHz") is None
    local = api.MentalWellnessPartResult.model_validate(
        {
            **VALID[8][1],
            "features": {"f0MeanHz": 182.4, "hnrDb": 17.5},
            "words": [{"text": "good", "start": 0.2, "end": 0.48}],
        }
    )
    assert local.feature("f0MeanHz") == pytest.approx(182.4)
    assert local.feature("jitterLocalPercent") is None
    assert local.words == [api.SectionWord(text="good", start=0.2, end=0.48)]
    assert api.feature_unit("f0MeanHz") == "Hz"
    assert api.feature_unit("jitterLocalPercent") == "%"
    assert all(api.SECTION_FEATURES.values())


def test_short_user_details_do_not_accept_birth_details() -> None:
    with pytest.raises(PydanticValidationError, match="extra"):
        api.UserDetailsShort.model_validate({**USER_SHORT, "birthSex": "MALE"})


def test_the_label_validator_and_its_published_pattern_agree_on_every_character() -> None:
    # A schema-driven client (or fuzzer) builds labels from the OpenAPI pattern; the engine must
    # accept exactly those. Python's isspace() and ECMAScript's \s differ (U+001F, U+FEFF...).
    import re

    from pydantic import TypeAdapter, ValidationError

    from voxwell.api.base import WireLabel

    label = TypeAdapter(WireLabel)
    published = label.json_schema()["pattern"]
    # Spelled out, not \s: that class means other characters in ECMAScript than in Python's re.
    assert "\\s" not in published
    pattern = re.compile(published)
    disagree = []
    for code in range(1, 0x10000):
        if 0xD800 <= code <= 0xDFFF:
            continue  # lone surrogates are refused as text before the blank rule
        value = chr(code)
        try:
            label.validate_python(value)
            accepted = True
        except ValidationError:
            accepted = False
        if accepted != bool(pattern.match(value)):
            disagree.append(hex(code))
    assert disagree == []
    assert pattern.match("\x1f P-1")
    assert label.validate_python("\x1f P-1") == "\x1f P-1"
