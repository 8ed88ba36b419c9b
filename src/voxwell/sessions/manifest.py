"""A study manifest: the CSV file that names every recording of a study and whose it is.

``voxwell analyze --manifest study.csv`` runs a whole study in one command. The manifest is
UTF-8 text (with or without the BOM a spreadsheet writes), its separator a comma or a semicolon
(sniffed from the header row), one row per recording, or per pair for the two-recording model.
Row 1 names the columns (matched ignoring case, spaces, ``_`` and ``-``):

- ``file`` (required): the recording; a relative path starts from the manifest's folder.
- ``file2``: the read-aloud take of a two-recording row (``file`` is then the mood answer).
- ``userLabel``, ``dateOfBirth`` (YYYY-MM-DD, or YYYY-MM or YYYY when the day or month is
  unknown, as the app takes it), ``birthSex`` (``voxwell.api.BirthSex``, any case) and
  ``language`` (``voxwell.api.LanguageCode``), each required: the service needs them for a run.
- ``model`` (optional): ``mental-wellness`` or ``apollo`` (``voxwell.api.ModelKind``); by
  default apollo when ``file2`` is given, else mental-wellness.
- ``sessionDate`` (optional): YYYY-MM-DD or an ISO date and time (local time unless it says
  otherwise): the session's date in the study (its ``created_at``).
- any other column: a participant attribute (group, site, arm), kept as text on the session.

Every row is checked before anything is sent, and every problem found is collected: each names
its row (as a spreadsheet numbers it: the header is row 1) and column, and says what to do. A
user label is screened as the app's setup screens it (``draft.identifier_warning``) and, as
attribute values and column names are, with the screen the app and the engine apply to user data
(``voxwell.identifiers``): a study keeps no personal identifiers. A row with a problem is skipped
and the others run; a manifest that cannot be read, lacks a required column, or has no row that
can run raises ``ManifestError``. Qt-free.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TypeVar

from pydantic import ValidationError

from voxwell.api import (
    BirthSex,
    LanguageCode,
    ModelKind,
    UserDetails,
    UserDetailsShort,
    birth_date_parts,
    known_birth_date,
)
from voxwell.errors import ManifestError
from voxwell.identifiers import find_identifiers
from voxwell.sessions.batch_results import BatchItem, result_column_names
from voxwell.sessions.draft import identifier_warning

__all__ = ["COLUMNS", "REQUIRED_COLUMNS", "Manifest", "Problem", "read_manifest"]

REQUIRED_COLUMNS: tuple[str, ...] = ("file", "userLabel", "dateOfBirth", "birthSex", "language")
"""Columns every manifest has."""

COLUMNS: tuple[str, ...] = (*REQUIRED_COLUMNS, "file2", "model", "sessionDate")
"""The columns with a meaning; any other column is a participant attribute."""

_SEPARATORS = (",", ";")
_DATE_OF_BIRTH_FORMS = "give YYYY-MM-DD (or YYYY-MM, or YYYY when the day or month is unknown)"
_NO_IDENTIFIERS = "a study keeps no personal identifiers"


def _fold(name: str) -> str:
    """A column name as it is matched: no case, spaces, ``_`` or ``-``."""
    return re.sub(r"[\s_-]", "", name).lower()


_CANONICAL = {_fold(name): name for name in COLUMNS}

_T = TypeVar("_T")
_Choice = TypeVar("_Choice", BirthSex, LanguageCode, ModelKind)


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a manifest: where (row, column as row 1 names it) and what to do."""

    row: int
    column: str | None
    advice: str

    def __str__(self) -> str:
        where = f"Row {self.row}" + (f", column {self.column}" if self.column else "")
        return f"{where}: {self.advice}"


@dataclass(frozen=True)
class Manifest:
    """A manifest read and checked: the rows that can run, and the problems of the others."""

    path: Path
    items: list[BatchItem]
    attribute_names: tuple[str, ...]
    problems: list[Problem] = field(default_factory=list)
    named_files: frozenset[Path] = frozenset()
    """Every recording a row names, resolved, skipped rows' too: a study keeps their sessions."""

    @property
    def skipped(self) -> dict[int, list[str]]:
        """The rows skipped, each with its problems (as sentences), in row order."""
        rows: dict[int, list[str]] = {}
        for problem in sorted(self.problems, key=lambda p: p.row):
            rows.setdefault(problem.row, []).append(str(problem))
        return rows


def _or_list(values: Sequence[str]) -> str:
    return ", ".join(values[:-1]) + f" or {values[-1]}" if len(values) > 1 else values[0]


def _letter(index: int) -> str:
    """A column as a spreadsheet names it: A, B, ..., Z, AA, AB, ..."""
    name = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        name = chr(ord("A") + rest) + name
    return name


def _read_text(path: Path) -> str:
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise ManifestError(f"There is no manifest at {path}; check the path.") from None
    except IsADirectoryError:
        raise ManifestError(f"{path} is a folder; give the manifest's CSV file.") from None
    except OSError as exc:
        raise ManifestError(f"The manifest {path} cannot be read ({exc.strerror}).") from exc
    try:
        return data.decode("utf-8-sig")  # a spreadsheet's "CSV UTF-8" starts with a BOM
    except UnicodeDecodeError as exc:
        raise ManifestError(
            f"The manifest {path} is not UTF-8 text (byte {exc.start + 1} is not). Save it as "
            '"CSV UTF-8" (in Excel: Save As, CSV UTF-8 (Comma delimited)).'
        ) from exc


def _separator(text: str) -> str:
    """The separator that splits the header row into more columns (a comma when equal)."""
    header = text.splitlines()[0] if text else ""
    counts = {sep: len(next(csv.reader([header], delimiter=sep), [])) for sep in _SEPARATORS}
    return max(_SEPARATORS, key=lambda sep: counts[sep])


def _records(path: Path, text: str) -> list[list[str]]:
    try:
        return list(csv.reader(io.StringIO(text, newline=""), delimiter=_separator(text)))
    except csv.Error as exc:
        raise ManifestError(
            f"The manifest {path} is not a CSV file a program can read ({exc})."
        ) from exc


@dataclass
class _Header:
    """Which column holds what: the known columns and the attributes, by index."""

    known: dict[str, int]
    names: dict[str, str]  # known column -> its name as row 1 writes it
    attributes: list[tuple[str, int]]


def _header(records: list[list[str]]) -> _Header:
    """Row 1 read; ``ManifestError`` with every problem of it."""
    header = [name.strip() for name in records[0]]
    width = max(len(record) for record in records)
    problems: list[Problem] = []
    known: dict[str, int] = {}
    names: dict[str, str] = {}
    attributes: dict[str, int] = {}
    reserved = result_column_names()

    def bad(column: str | None, advice: str) -> None:
        problems.append(Problem(1, column, advice))

    for index in range(width):
        name = header[index] if index < len(header) else ""
        canonical = _CANONICAL.get(_fold(name))
        if not name:
            if any(index < len(r) and r[index].strip() for r in records[1:]):
                bad(_letter(index), "it has values but no name; name it in row 1, or delete it.")
        elif canonical is not None and canonical in known:
            first = _letter(known[canonical])
            bad(name, f"a second {canonical} column (the first is {first}); delete one of them.")
        elif canonical is not None:
            known[canonical] = index
            names[canonical] = name
        elif name in attributes:
            bad(name, "a second column of this name; rename one of them.")
        elif name in reserved:
            bad(name, f"the results have a column of this name; rename it (say study_{name}).")
        elif find_identifiers({name: "-"}):  # the screen's rule for keys: e-mail, phone, ID
            bad(name, f"its name says it holds personal identifiers; {_NO_IDENTIFIERS}. Delete it.")
        else:
            attributes[name] = index
    missing = [column for column in REQUIRED_COLUMNS if column not in known]
    if missing:
        bad(
            None,
            f"no {', '.join(missing)} column{'s' * (len(missing) > 1)}. Row 1 must name the "
            f"columns {', '.join(REQUIRED_COLUMNS)}; file2, model and sessionDate may follow, "
            "and any other column is kept as a participant attribute.",
        )
    if problems:
        raise ManifestError(
            "The manifest's header (row 1) must be fixed first:", [str(p) for p in problems]
        )
    return _Header(known, names, list(attributes.items()))


class _Row:
    """One row being checked: its cells by column, and the problems found in it."""

    def __init__(self, number: int, cells: list[str], header: _Header, folder: Path) -> None:
        self.number = number
        self._cells = cells
        self._header = header
        self.folder = folder
        self.problems: list[Problem] = []

    def cell(self, column: str) -> str:
        index = self._header.known.get(column)
        if index is None or index >= len(self._cells):
            return ""
        return self._cells[index].strip()

    def path(self, column: str) -> Path | None:
        """The recording a file column names, resolved from the manifest's folder."""
        text = self.cell(column)
        return (self.folder / Path(text).expanduser()).resolve() if text else None

    def attributes(self) -> dict[str, str]:
        cells = self._cells
        return {
            name: cells[index].strip()
            for name, index in self._header.attributes
            if index < len(cells) and cells[index].strip()
        }

    def problem(self, column: str, advice: str) -> None:
        self.problems.append(Problem(self.number, self._header.names.get(column, column), advice))

    def required(self, column: str, what: str) -> str | None:
        """The cell's text, or None (and a problem) when it is empty."""
        text = self.cell(column)
        if not text:
            self.problem(column, f"no value; give {what}.")
            return None
        return text


def _parsed(
    row: _Row, column: str, what: str, parse: Callable[[str], _T | None], advice: str
) -> _T | None:
    """``parse`` of a required cell, or None with a problem (``advice`` formatted with the text)."""
    text = row.required(column, what)
    if text is None:
        return None
    value = parse(text)
    if value is None:
        row.problem(column, advice.format(text=repr(text)))
    return value


def _choice(kind: type[_Choice]) -> Callable[[str], _Choice | None]:
    """A parser of an enum's values, matched ignoring case (and ``_`` or a space for ``-``)."""
    values = {member.value.lower(): member for member in kind}
    return lambda text: values.get(text.lower().replace("_", "-").replace(" ", "-"))


def _recording(row: _Row, column: str) -> Path | None:
    path = row.path(column)
    if path is None:
        return None
    text = row.cell(column)
    if path.is_dir():
        row.problem(column, f"{text!r} is a folder; give the recording's file.")
    elif not path.is_file():
        row.problem(
            column,
            f"there is no file at {path}; check the path (a relative path starts from the "
            f"manifest's folder, {row.folder}).",
        )
    return path


def _model(row: _Row, has_file2: bool) -> ModelKind | None:
    text = row.cell("model")
    if not text:
        return ModelKind.APOLLO if has_file2 else ModelKind.MENTAL_WELLNESS
    model = _choice(ModelKind)(text)
    if model is None:
        row.problem("model", f"{text!r} is not a model; use {_or_list(list(ModelKind))}.")
    return model


def _label(row: _Row) -> str | None:
    label = row.required("userLabel", "the participant's code in the study (not their name)")
    if label is None:
        return None
    try:
        UserDetailsShort(userLabel=label)
    except ValidationError as exc:
        reason = exc.errors()[0]["msg"].removeprefix("Value error, ")
        row.problem("userLabel", f"not a usable user label ({reason}); give a short code.")
        return None
    warning = identifier_warning(label)
    if warning is not None:  # the app's own screen of labels: names, e-mails, ID numbers
        row.problem("userLabel", warning)
        return None
    for _, kind in find_identifiers({"userLabel": label}):
        row.problem("userLabel", f"this looks like {kind}; {_NO_IDENTIFIERS}. Use a study code.")
        return None
    return label


def _birth(row: _Row) -> tuple[int, int | None, int | None] | None:
    text = row.required(
        "dateOfBirth", f"the date of birth: {_DATE_OF_BIRTH_FORMS.removeprefix('give ')}"
    )
    if text is None:
        return None
    try:
        year, month, day = birth_date_parts(text)
        # The range of each part and the plausibility (not in the future, not before 1900).
        UserDetails.from_partial("-", year, month, day, BirthSex.UNKNOWN)
    except ValidationError as exc:
        reason = exc.errors()[0]["msg"].removeprefix("Value error, ")
        row.problem(
            "dateOfBirth",
            f"{text!r} is not a usable date of birth ({reason}); {_DATE_OF_BIRTH_FORMS}.",
        )
        return None
    except ValueError:
        row.problem(
            "dateOfBirth", f"{text!r} is not a usable date of birth; {_DATE_OF_BIRTH_FORMS}."
        )
        return None
    return year, month, day


def _session_date(row: _Row) -> datetime | None:
    text = row.cell("sessionDate")
    if not text:
        return None
    try:
        when = datetime.fromisoformat(text)
    except ValueError:
        row.problem(
            "sessionDate",
            f"{text!r} is not a date; give YYYY-MM-DD, or a date and time as 2024-03-05T14:30.",
        )
        return None
    if when.tzinfo is None:
        when = when.astimezone()  # as the researcher's computer tells the time
    if when > datetime.now(UTC):
        row.problem("sessionDate", f"{text!r} is in the future; give the day it was recorded.")
        return None
    return when


def _attributes(row: _Row) -> dict[str, str]:
    attributes = row.attributes()
    for where, kind in find_identifiers(dict(attributes)):
        row.problem(
            str(where[0]),
            f"this looks like {kind}; {_NO_IDENTIFIERS}. Remove it, or replace it with a code.",
        )
    return attributes


def _item(row: _Row) -> BatchItem | None:
    """The row as a batch item; None when it has a problem (each one is in ``row.problems``)."""
    file = _recording(row, "file")
    if file is None:
        row.required("file", "the recording's path (relative to the manifest's folder)")
    file2 = _recording(row, "file2")
    model = _model(row, file2 is not None)
    if model is ModelKind.APOLLO and file2 is None:
        row.problem(
            "file2",
            "the two-recording model (apollo) needs the read-aloud take here "
            "(file is the mood answer); add it, or set model to mental-wellness.",
        )
    elif model is ModelKind.MENTAL_WELLNESS and file2 is not None:
        row.problem(
            "file2",
            "the mental-wellness model takes one recording; clear file2, or set model to apollo.",
        )
    label = _label(row)
    birth = _birth(row)
    sex = _parsed(
        row,
        "birthSex",
        f"the birth sex: {_or_list(list(BirthSex))}",
        _choice(BirthSex),
        f"{{text}} is not a birth sex; use {_or_list(list(BirthSex))}.",
    )
    language = _parsed(
        row,
        "language",
        "the language spoken, for example en-US",
        _choice(LanguageCode),
        f"{{text}} is not a language the service knows; use {_or_list(list(LanguageCode))}.",
    )
    created_at = _session_date(row)
    attributes = _attributes(row)
    if row.problems or file is None or model is None or label is None or birth is None:
        return None
    if sex is None or language is None:
        return None
    return BatchItem(
        files=(file, file2) if file2 is not None else (file,),
        model=model,
        user=UserDetails.from_partial(label, *birth, sex),
        language=language,
        row=row.number,
        created_at=created_at,
        birth_date_known=known_birth_date(*birth),
        attributes=attributes,
    )


def read_manifest(path: Path) -> Manifest:
    """The manifest at ``path``, read and checked (see the module's notes).

    ``ManifestError`` when it cannot be read, its header lacks a required column (or is
    otherwise wrong), or no row can run; the rows with problems are otherwise skipped, their
    problems in ``Manifest.problems``.
    """
    path = Path(path)
    records = _records(path, _read_text(path))
    if not records:
        raise ManifestError(f"The manifest {path} is empty; row 1 must name the columns.")
    header = _header(records)
    folder = path.absolute().parent
    items: list[BatchItem] = []
    problems: list[Problem] = []
    seen: dict[tuple[str, tuple[Path, ...]], int] = {}
    named: set[Path] = set()
    for number, cells in enumerate(records[1:], start=2):
        if not any(cell.strip() for cell in cells):
            continue  # a blank row, as spreadsheets leave them
        row = _Row(number, cells, header, folder)
        named.update(path for path in (row.path("file"), row.path("file2")) if path)
        item = _item(row)
        if item is not None:
            same = (item.model.value, item.files)  # the files are resolved paths
            if same in seen:
                row.problem(
                    "file",
                    f"row {seen[same]} has the same recording for the same "
                    "model; each is analysed once. Delete one of the two rows.",
                )
            else:
                seen[same] = number
                items.append(item)
        problems += row.problems
    if not problems and not items:
        raise ManifestError(
            f"The manifest {path} has no rows below its header; add a row per recording."
        )
    if not items:
        raise ManifestError(
            f"The manifest {path} has no row that can run; fix these problems and run it again:",
            [str(problem) for problem in problems],
        )
    attributes = tuple(name for name, _ in header.attributes)
    return Manifest(path, items, attributes, problems, frozenset(named))
