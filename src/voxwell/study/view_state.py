"""What the Study screen shows, as plain data, and the small JSON file that reopens it.

A view is its filters (a date range, model versions, languages, and attributes each limited to a
set of values), the attribute its box plots group by, the measure shown, the questionnaire of
the scatter plot and the table's sort. ``None`` means "not limited" (all versions, all
languages); an empty set lets nothing through. Dates are whole days in UTC, both ends included.

The "study view" file (``*.json``)::

    {"format": "voxwell-study-view", "version": 1,
     "filters": {"start": "2026-01-05", "end": null, "model_versions": ["voxwell-acoustic-1.0"],
                 "languages": null, "attributes": {"group": ["control"]}},
     "group_by": "group", "measure": "stress", "questionnaire": "phq-9",
     "sort_column": "created_at", "sort_descending": false}

Keys this Voxwell does not know are ignored (a newer Voxwell may add some); a file of a newer
format version, or one that cannot be read as a view, is a :class:`voxwell.errors.StudyError`
that says what to do. The file is written whole or not at all (``voxwell.files``).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from datetime import date
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, StrictBool, StrictStr, ValidationError

from voxwell.errors import StudyError
from voxwell.files import write_text_atomically
from voxwell.study.table import KNOWN_MEASURES, study_questionnaires

__all__ = [
    "VIEW_FILE_FORMAT",
    "VIEW_FILE_VERSION",
    "StudyFilters",
    "StudyViewState",
    "load_view_state",
    "save_view_state",
    "view_state_from_json",
    "view_state_to_json",
]

VIEW_FILE_FORMAT = "voxwell-study-view"
VIEW_FILE_VERSION = 1
"""The format this Voxwell writes: 1 filters, grouping, measure, questionnaire and sort."""


@dataclass(frozen=True)
class StudyFilters:
    """Which sessions the view shows."""

    start: date | None = None
    """The first day shown (UTC); None: from the first session."""
    end: date | None = None
    """The last day shown (UTC), included; None: to the last session."""
    model_versions: frozenset[str] | None = None
    languages: frozenset[str] | None = None
    attributes: Mapping[str, frozenset[str]] = field(default_factory=dict)
    """Attribute name -> the values shown (a session without the attribute has ``""``)."""

    def __post_init__(self) -> None:
        if self.start is not None and self.end is not None and self.start > self.end:
            raise ValueError(f"the date range ends ({self.end}) before it starts ({self.start})")

    def with_attribute(self, name: str, values: Iterable[str] | None) -> StudyFilters:
        """These filters with attribute ``name`` limited to ``values`` (None: not limited)."""
        attributes = {key: kept for key, kept in self.attributes.items() if key != name}
        if values is not None:
            attributes[name] = frozenset(values)
        return replace(self, attributes=attributes)


@dataclass(frozen=True)
class StudyViewState:
    """The whole view: its filters and what its plots and table show."""

    filters: StudyFilters = field(default_factory=StudyFilters)
    group_by: str | None = None
    """The attribute the box plots group by; None: one group of all the visible sessions."""
    measure: str | None = None
    """The measure shown; None: the table's first."""
    questionnaire: str | None = None
    """The questionnaire type of the scatter plot; None: the first the study has."""
    sort_column: str | None = None
    """The table's sort column; None: oldest session first."""
    sort_descending: bool = False


# -- the file ---------------------------------------------------------------------------------


class _FiltersFile(BaseModel):
    model_config = ConfigDict(extra="ignore", strict=True)

    start: date | None = None
    end: date | None = None
    model_versions: list[StrictStr] | None = None
    languages: list[StrictStr] | None = None
    attributes: dict[StrictStr, list[StrictStr]] = {}


class _ViewFile(BaseModel):
    model_config = ConfigDict(extra="ignore", strict=True)

    filters: _FiltersFile = _FiltersFile()
    group_by: StrictStr | None = None
    measure: StrictStr | None = None
    questionnaire: StrictStr | None = None
    sort_column: StrictStr | None = None
    sort_descending: StrictBool = False


def _optional_set(values: list[str] | None) -> frozenset[str] | None:
    return None if values is None else frozenset(values)


def _optional_list(values: frozenset[str] | None) -> list[str] | None:
    return None if values is None else sorted(values)


def view_state_to_json(state: StudyViewState) -> str:
    """The view as the text of a study view file."""
    filters = state.filters
    document: dict[str, Any] = {
        "format": VIEW_FILE_FORMAT,
        "version": VIEW_FILE_VERSION,
        "filters": {
            "start": None if filters.start is None else filters.start.isoformat(),
            "end": None if filters.end is None else filters.end.isoformat(),
            "model_versions": _optional_list(filters.model_versions),
            "languages": _optional_list(filters.languages),
            "attributes": {name: sorted(filters.attributes[name]) for name in filters.attributes},
        },
        "group_by": state.group_by,
        "measure": state.measure,
        "questionnaire": state.questionnaire,
        "sort_column": state.sort_column,
        "sort_descending": state.sort_descending,
    }
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


def view_state_from_json(text: str, *, source: str = "The study view") -> StudyViewState:
    """The view a study view file's text holds; :class:`StudyError` when it holds none.

    ``source`` begins the error's message (the file's name).
    """
    again = "Save the view again from the Study screen to replace it."
    try:
        document = json.loads(text)
    except ValueError as exc:
        raise StudyError(f"{source} is damaged: it is not JSON ({exc}). {again}") from exc
    if not isinstance(document, dict) or document.get("format") != VIEW_FILE_FORMAT:
        raise StudyError(f"{source} is not a Voxwell study view file. {again}")
    version = document.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise StudyError(f"{source} is damaged: it names no format version. {again}")
    if version > VIEW_FILE_VERSION:
        raise StudyError(
            f"{source} was saved by a newer Voxwell (format {version}). "
            "Update Voxwell to open it; nothing was changed."
        )
    try:
        parsed = _ViewFile.model_validate_json(text)
        state = _state_of(parsed)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "the file"
        raise StudyError(f"{source} is damaged ({where}: {first['msg']}). {again}") from exc
    except ValueError as exc:
        raise StudyError(f"{source} is damaged: {exc}. {again}") from exc
    return state


def _state_of(parsed: _ViewFile) -> StudyViewState:
    if parsed.measure is not None and parsed.measure not in KNOWN_MEASURES:
        raise ValueError(f"it shows {parsed.measure!r}, which is not a measure of the service")
    known = study_questionnaires()
    if parsed.questionnaire is not None and parsed.questionnaire not in known:
        raise ValueError(f"its questionnaire {parsed.questionnaire!r} is none of {known}")
    filters = parsed.filters
    return StudyViewState(
        filters=StudyFilters(
            start=filters.start,
            end=filters.end,
            model_versions=_optional_set(filters.model_versions),
            languages=_optional_set(filters.languages),
            attributes={name: frozenset(values) for name, values in filters.attributes.items()},
        ),
        group_by=parsed.group_by,
        measure=parsed.measure,
        questionnaire=parsed.questionnaire,
        sort_column=parsed.sort_column,
        sort_descending=parsed.sort_descending,
    )


def save_view_state(state: StudyViewState, path: str | Path) -> Path:
    """Write the view to ``path``, whole or not at all."""
    return write_text_atomically(path, view_state_to_json(state))


def load_view_state(path: str | Path) -> StudyViewState:
    """The view saved at ``path``; :class:`StudyError` when it cannot be read as one."""
    target = Path(path)
    try:
        text = target.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise StudyError(
            f"The study view file {target} cannot be read ({reason}). "
            "Check that the file is there, or choose another."
        ) from exc
    return view_state_from_json(text, source=f"The study view file {target.name}")
