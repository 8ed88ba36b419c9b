"""A study manifest read and checked: every problem named by row and column, good rows kept.

Manifests are written as a spreadsheet saves them (comma or semicolon, with or without the BOM,
CRLF lines) beside copies of the real audio fixtures, so relative paths are resolved as a
researcher's are. The last tests run ``voxwell analyze --manifest`` to its usage errors, which
come before any service is reached.
"""

from __future__ import annotations

import csv
import io
import shutil
from datetime import UTC, datetime
from pathlib import Path

import pytest

from voxwell.api import BirthSex, LanguageCode, ModelKind
from voxwell.errors import ManifestError
from voxwell.sessions.batch import main
from voxwell.sessions.manifest import Problem, read_manifest

HEADER = [
    "file", "file2", "userLabel", "dateOfBirth", "birthSex", "language", "model", "sessionDate",
    "group", "site",
]  # fmt: skip

GOOD = {
    "file": "takes/mood.flac",
    "userLabel": "P-0001",
    "dateOfBirth": "1984-03-02",
    "birthSex": "FEMALE",
    "language": "en-GB",
    "group": "control",
    "site": "north",
}


@pytest.fixture
def folder(tmp_path: Path, audio_fixtures: Path) -> Path:
    """A study folder: copies of the fixtures in ``takes/``, where manifests are written."""
    takes = tmp_path / "study" / "takes"
    takes.mkdir(parents=True)
    for name, fixture in (
        ("mood.flac", "mood_answer_en.flac"),
        ("read.flac", "read_passage_en.flac"),
        ("short.flac", "short_8s.flac"),
    ):
        shutil.copyfile(audio_fixtures / fixture, takes / name)
    return tmp_path / "study"


def _write(
    path: Path,
    rows: list[dict[str, str]],
    *,
    header: list[str] = HEADER,
    sep: str = ",",
    bom: bool = False,
) -> Path:
    """The manifest as a spreadsheet saves it (CRLF lines; the BOM of "CSV UTF-8")."""
    text = io.StringIO()
    writer = csv.writer(text, delimiter=sep, lineterminator="\r\n")
    writer.writerow(header)
    writer.writerows([row.get(column, "") for column in header] for row in rows)
    path.write_text(("\ufeff" if bom else "") + text.getvalue(), encoding="utf-8", newline="")
    return path


@pytest.mark.parametrize(("sep", "bom"), [(",", False), (",", True), (";", False), (";", True)])
def test_a_valid_manifest_gives_one_item_per_row(folder: Path, sep: str, bom: bool) -> None:
    rows = [
        GOOD,
        {
            "file": "takes/mood.flac",
            "file2": "./takes/read.flac",
            "userLabel": "P-0002",
            "dateOfBirth": "1979",
            "birthSex": "male",
            "language": "es-es",
            "sessionDate": "2024-03-05",
            "site": "south; annex",  # the separator inside a quoted cell
        },
        {
            "file": str(folder / "takes" / "short.flac"),  # an absolute path stays as it is
            "userLabel": "P-0003",
            "dateOfBirth": "1990-07",
            "birthSex": "Unknown",
            "language": "EN",
            "model": "Mental-Wellness",
            "sessionDate": "2024-03-06T14:30:00+01:00",
            "group": "treatment",
        },
    ]
    manifest = read_manifest(_write(folder / "study.csv", rows, sep=sep, bom=bom))
    assert manifest.problems == []
    assert manifest.attribute_names == ("group", "site")
    first, pair, third = manifest.items
    takes = (folder / "takes").resolve()

    assert first.row == 2
    assert first.files == (takes / "mood.flac",)
    assert first.model is ModelKind.MENTAL_WELLNESS
    assert first.user.userLabel == "P-0001"
    assert first.user.dateOfBirth.isoformat() == "1984-03-02"
    assert first.user.birthSex is BirthSex.FEMALE
    assert first.language is LanguageCode.EN_GB
    assert first.birth_date_known == "1984-03-02"
    assert first.created_at is None
    assert dict(first.attributes) == {"group": "control", "site": "north"}
    assert list(first.attributes) == ["group", "site"], "the manifest's order"

    assert pair.row == 3
    assert pair.files == (takes / "mood.flac", takes / "read.flac")
    assert pair.model is ModelKind.APOLLO, "file2 given: the two-recording model"
    assert pair.user.birthSex is BirthSex.MALE
    assert pair.language is LanguageCode.ES_ES
    assert pair.user.dateOfBirth.isoformat() == "1979-01-01"
    assert pair.birth_date_known == "1979", "the parts given, as the app keeps them"
    assert pair.created_at == datetime(2024, 3, 5).astimezone(), "local midnight of that day"
    assert dict(pair.attributes) == {"site": "south; annex"}, "an empty cell is no attribute"

    assert third.files == (takes / "short.flac",)
    assert third.model is ModelKind.MENTAL_WELLNESS
    assert third.user.birthSex is BirthSex.UNKNOWN
    assert third.language is LanguageCode.EN
    assert third.birth_date_known == "1990-07"
    assert third.created_at == datetime(2024, 3, 6, 13, 30, tzinfo=UTC)
    assert third.label == "row 4 short.flac"
    assert manifest.named_files == {takes / "mood.flac", takes / "read.flac", takes / "short.flac"}


def test_a_skipped_rows_files_are_still_named(folder: Path) -> None:
    """A study keeps the session of a row skipped for a problem (batch_state)."""
    bad = {**GOOD, "file": "takes/short.flac", "userLabel": "P-0009", "birthSex": "M"}
    manifest = read_manifest(_write(folder / "study.csv", [GOOD, bad]))
    assert list(manifest.skipped) == [3]
    takes = (folder / "takes").resolve()
    assert manifest.named_files == {takes / "mood.flac", takes / "short.flac"}


def test_header_names_are_matched_loosely_and_empty_trailing_columns_ignored(
    folder: Path,
) -> None:
    header = ["File", "user_label", "Date of birth", "BIRTHSEX", "language", "Arm", "", ""]
    row = {"File": "takes/read.flac", "user_label": "P-9", "Date of birth": "2001-12-31"}
    row |= {"BIRTHSEX": "intersex", "language": "ja-JP", "Arm": "B"}
    manifest = read_manifest(_write(folder / "loose.csv", [row], header=header))
    (item,) = manifest.items
    assert item.user.userLabel == "P-9"
    assert item.user.birthSex is BirthSex.INTERSEX
    assert item.language is LanguageCode.JA_JP
    assert manifest.attribute_names == ("Arm",)
    assert dict(item.attributes) == {"Arm": "B"}


BAD_ROWS = [
    ({"file": "takes/none.flac"}, "file", "there is no file at "),
    ({"file": ""}, "file", "no value; give the recording's path"),
    ({"file": "takes"}, "file", "'takes' is a folder; give the recording's file."),
    ({"file2": "takes/none.flac"}, "file2", "there is no file at "),
    ({"model": "apollo"}, "file2", "the two-recording model (apollo) needs the read-aloud take"),
    ({"file2": "takes/read.flac", "model": "mental-wellness"}, "file2", "takes one recording"),
    ({"model": "apolo"}, "model", "'apolo' is not a model; use mental-wellness or apollo."),
    ({"userLabel": ""}, "userLabel", "no value; give the participant's code"),
    ({"userLabel": "jo.bloggs@example.org"}, "userLabel", "looks like an e-mail address"),
    ({"userLabel": "Jane Doe"}, "userLabel", "looks like a person's name"),
    ({"userLabel": "07700 900123"}, "userLabel", "like a national ID, health or phone number"),
    ({"userLabel": "x" * 300}, "userLabel", "not a usable user label"),
    ({"dateOfBirth": "03/02/1984"}, "dateOfBirth", "'03/02/1984' is not a usable date of birth"),
    ({"dateOfBirth": "1984-02-30"}, "dateOfBirth", "give YYYY-MM-DD (or YYYY-MM, or YYYY"),
    ({"dateOfBirth": "2999"}, "dateOfBirth", "(date of birth is in the future)"),
    ({"dateOfBirth": "1850-05"}, "dateOfBirth", "(date of birth is before 1900)"),
    ({"dateOfBirth": ""}, "dateOfBirth", "no value; give the date of birth"),
    ({"birthSex": "M"}, "birthSex", "'M' is not a birth sex; use MALE, FEMALE, INTERSEX or UNK"),
    ({"birthSex": ""}, "birthSex", "no value; give the birth sex"),
    ({"language": "english"}, "language", "'english' is not a language the service knows; use en,"),
    ({"language": ""}, "language", "no value; give the language spoken"),
    ({"sessionDate": "5 March 2024"}, "sessionDate", "'5 March 2024' is not a date; give YYYY-MM"),
    ({"sessionDate": "2999-01-01"}, "sessionDate", "'2999-01-01' is in the future"),
    ({"group": "jo.bloggs@example.org"}, "group", "this looks like an e-mail address; a study"),
    ({"site": "call +44 161 496 0000"}, "site", "this looks like a phone number"),
    ({"site": "QQ 12 34 56 C"}, "site", "this looks like a national identity number"),
    ({"file": "takes/mood.flac"}, "file", "row 2 has the same recording for the same model"),
]  # fmt: skip


@pytest.mark.parametrize(("change", "column", "advice"), BAD_ROWS)
def test_a_bad_row_is_named_by_row_and_column_and_skipped(
    folder: Path, change: dict[str, str], column: str, advice: str
) -> None:
    bad = {**GOOD, "file": "takes/short.flac", "userLabel": "P-0002", **change}
    manifest = read_manifest(_write(folder / "study.csv", [GOOD, bad]))
    assert [item.row for item in manifest.items] == [2], "the good row still runs"
    (problem,) = manifest.problems
    assert (problem.row, problem.column) == (3, column)
    assert str(problem).startswith(f"Row 3, column {column}: ")
    assert advice in str(problem)
    assert manifest.skipped == {3: [str(problem)]}


def test_every_problem_of_a_row_is_named_and_the_column_as_row_1_writes_it(folder: Path) -> None:
    header = ["file", "user_label", "date-of-birth", "Birth Sex", "language"]
    good = {"file": "takes/mood.flac", "user_label": "P-1", "date-of-birth": "1984"}
    good |= {"Birth Sex": "FEMALE", "language": "en"}
    bad = {"file": "takes/none.flac", "user_label": "P-2", "date-of-birth": "84-13"}
    bad |= {"Birth Sex": "F", "language": "en"}
    manifest = read_manifest(_write(folder / "study.csv", [good, bad], header=header))
    assert [(p.row, p.column) for p in manifest.problems] == [
        (3, "file"),
        (3, "date-of-birth"),
        (3, "Birth Sex"),
    ]
    assert str(manifest.problems[2]) == (
        "Row 3, column Birth Sex: 'F' is not a birth sex; use MALE, FEMALE, INTERSEX or UNKNOWN."
    )


def test_rows_are_numbered_as_a_spreadsheet_shows_them(folder: Path) -> None:
    # A quoted cell over two lines is one row; a blank row is a row too.
    path = folder / "study.csv"
    path.write_text(
        "file,userLabel,dateOfBirth,birthSex,language,notes\r\n"
        'takes/mood.flac,P-1,1984,MALE,en,"first line\r\nsecond line"\r\n'
        "\r\n"
        "takes/read.flac,P-2,1984,X,en,\r\n",
        encoding="utf-8",
        newline="",
    )
    manifest = read_manifest(path)
    assert dict(manifest.items[0].attributes) == {"notes": "first line\r\nsecond line"}
    assert [str(problem).split(":")[0] for problem in manifest.problems] == [
        "Row 4, column birthSex"
    ]


@pytest.mark.parametrize(
    ("header", "message"),
    [
        (
            ["file", "userLabel", "birthSex"],
            "Row 1: no dateOfBirth, language columns. Row 1 must name the columns file, "
            "userLabel, dateOfBirth, birthSex, language;",
        ),
        (
            [*HEADER[:6], "date_of_birth"],
            "Row 1, column date_of_birth: a second dateOfBirth column (the first is D)",
        ),
        ([*HEADER, "status"], "Row 1, column status: the results have a column of this name"),
        ([*HEADER, "Email"], "Row 1, column Email: its name says it holds personal identifiers"),
        ([*HEADER, "group"], "Row 1, column group: a second column of this name"),
    ],
)
def test_a_header_without_its_columns_is_an_error_naming_them(
    folder: Path, header: list[str], message: str
) -> None:
    row = {**GOOD, "status": "x", "Email": "x", "date_of_birth": "1984"}
    with pytest.raises(ManifestError) as raised:
        read_manifest(_write(folder / "study.csv", [row], header=header))
    assert any(problem.startswith(message) for problem in raised.value.problems), raised.value
    assert message in str(raised.value)


def test_values_in_a_column_without_a_name_are_an_error(folder: Path) -> None:
    path = folder / "study.csv"
    path.write_text(
        "file,userLabel,dateOfBirth,birthSex,language\ntakes/mood.flac,P-1,1984,MALE,en,,oops\n",
        encoding="utf-8",
    )
    with pytest.raises(ManifestError) as raised:
        read_manifest(path)
    assert raised.value.problems == [
        "Row 1, column G: it has values but no name; name it in row 1, or delete it."
    ]


def test_a_manifest_without_a_valid_row_is_an_error_listing_every_problem(folder: Path) -> None:
    rows = [{**GOOD, "birthSex": "M"}, {**GOOD, "file": "takes/read.flac", "language": "fr"}]
    with pytest.raises(ManifestError) as raised:
        read_manifest(_write(folder / "study.csv", rows))
    assert "has no row that can run" in str(raised.value)
    assert [problem.split(":")[0] for problem in raised.value.problems] == [
        "Row 2, column birthSex",
        "Row 3, column language",
    ]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "There is no manifest at"),
        (b"", "is empty"),
        (b"file,userLabel,dateOfBirth,birthSex,language\r\n", "has no rows below its header"),
        (
            "file,userLabel,dateOfBirth,birthSex,language,site\r\n"
            "takes/mood.flac,P-1,1984,MALE,en,Zoë's\r\n".encode("cp1252"),
            'is not UTF-8 text (byte 87 is not). Save it as "CSV UTF-8"',
        ),
    ],
)
def test_an_unreadable_manifest_is_an_error(
    folder: Path, content: bytes | None, message: str
) -> None:
    path = folder / "study.csv"
    if content is not None:
        path.write_bytes(content)
    with pytest.raises(ManifestError) as raised:
        read_manifest(path)
    assert message in str(raised.value)


def test_a_problem_reads_as_a_sentence() -> None:
    assert (
        str(Problem(7, "birthSex", "say what to do.")) == "Row 7, column birthSex: say what to do."
    )
    assert str(Problem(1, None, "no file column.")) == "Row 1: no file column."


# -- the command's usage errors (before any service is reached) ----------------------------------


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("VOXWELL_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.mark.parametrize(
    ("extra", "complaint"),
    [
        (["--user-label", "P-1"], "leave out --user-label."),
        (["--model", "apollo", "--sex", "male"], "leave out --sex, --model."),
        (["--state", "elsewhere.sqlite3"], "leave out --state."),
        (["takes/mood.flac"], "--manifest names the recordings; give no FILE with it."),
        (["--jobs", "0"], "--jobs must be 1 or more"),
        (["--out", "results.txt"], "must end in .json or .csv"),
    ],
)
def test_manifest_usage_errors_exit_2(
    folder: Path,
    home: Path,
    extra: list[str],
    complaint: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    manifest = _write(folder / "study.csv", [GOOD])
    assert main(["--manifest", str(manifest), "--engine", "http://127.0.0.1:9", *extra]) == 2
    assert complaint in capsys.readouterr().err
    assert not (home / "data" / "studies").exists(), "nothing is kept of a command that never ran"


def test_a_manifest_with_no_valid_row_exits_2_naming_each_problem(
    folder: Path, home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = [{**GOOD, "birthSex": "M"}, {**GOOD, "file": "takes/none.flac"}]
    manifest = _write(folder / "study.csv", rows)
    assert main(["--manifest", str(manifest), "--engine", "http://127.0.0.1:9"]) == 2
    err = capsys.readouterr().err
    assert f"voxwell analyze: The manifest {manifest} has no row that can run" in err
    assert "  Row 2, column birthSex: 'M' is not a birth sex" in err
    assert "  Row 3, column file: there is no file at " in err


def test_a_missing_manifest_exits_2(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--manifest", str(home / "none.csv"), "--engine", "http://127.0.0.1:9"]) == 2
    assert "There is no manifest at" in capsys.readouterr().err


def test_without_a_manifest_the_files_and_user_details_are_still_required(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["--engine", "http://127.0.0.1:9"])
    assert exited.value.code == 2
    assert (
        "the following arguments are required: FILE, --user-label, --dob, --sex, --language"
        in capsys.readouterr().err
    )
