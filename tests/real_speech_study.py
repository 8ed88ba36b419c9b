"""A study of real people's recordings: a manifest of ``../shared/real-speech`` in four languages.

Every English row is one real speaker's recording, built (``tests.real_speech.build``) from that
speaker's clips, so that what the row says about its speaker is true: the LJ Speech reader
(adult female, US English) at ten weekly sessions and the two CMU ARCTIC speakers (``aew`` male,
``axb`` female) once each. Spanish, Japanese and Indonesian have four short Common Voice clips
each, from different volunteers whose sex is not published: each of their rows joins the four
clips of its language, each row in another order (Japanese and Indonesian twice over), for the
10 s of speech the service needs; its sex is ``UNKNOWN``. One sentence said over and over is no
fixture: Whisper's guard against repetition loops (the compression ratio of the text) drops it.
The participants are dealt into two groups at two sites, with mixed ages. One more row has a
personal identifier as its label: the bad row, which ``voxwell analyze --manifest`` names and
skips.

Run ``python -m tests.real_speech_study FOLDER [LAST-DAY]`` to build the study by hand (the
recordings and ``study.csv`` in FOLDER; every date moved so that the last session is LAST-DAY,
given as YYYY-MM-DD), for a look at the Study screen.
"""

from __future__ import annotations

import csv
import functools
import sys
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path

from tests.real_speech import build, language_clips, require_real_speech

__all__ = ["BAD_LABEL", "BAD_ROW", "LANGUAGES", "StudyRow", "study_rows", "write_study"]


@dataclass(frozen=True)
class StudyRow:
    """One row of the study: its recording's clips and what the manifest says about it."""

    clips: tuple[str, ...]
    label: str
    date_of_birth: str
    birth_sex: str
    language: str
    session_date: str
    group: str
    site: str

    @property
    def name(self) -> str:
        return f"{self.label}_{self.session_date}.flac"


def _lj_sessions() -> list[tuple[str, ...]]:
    """The 32 LJ clips in order, cut into recordings of at least 14 s (ten of them)."""
    lengths = [9.7, 1.9, 9.7, 5.1, 8.1, 5.7, 8.4, 1.8, 7.6, 8.8, 4.5, 8.2, 2.6, 9.9, 9.2, 5.3]
    lengths += [7.0, 7.5, 6.4, 4.7, 8.6, 7.1, 8.4, 7.9, 8.9, 6.1, 9.6, 5.9, 5.3, 6.9, 7.9, 7.1]
    sessions: list[tuple[str, ...]] = []
    current: list[str] = []
    total = 0.0
    for number, seconds in enumerate(lengths, start=1):
        current.append(f"lj/LJ001-{number:04d}.flac")
        total += seconds
        if total >= 14.0:
            sessions.append(tuple(current))
            current, total = [], 0.0
    return sessions[:10]


_COMMON_VOICE = (("es-ES", "es", 1), ("ja-JP", "ja", 2), ("id-ID", "id", 2))
"""Each language's row: its four clips joined how many times over for 10 s of speech (the
engine's detector counts about 12.4 s of speech in the four Spanish clips, 9.1 s in the
Japanese and 8.0 s in the Indonesian)."""
_FIRST_SESSION = date(2026, 9, 7)
_LAST_SESSION = date(2026, 11, 9)
"""The reader's tenth week; the 14 other participants come in the two weeks before it (a
questionnaire answered within 14 days of a session stands beside it on the Study screen)."""
_GROUPS = ("control", "treatment")
_SITES = ("north", "south")


@functools.cache
def study_rows() -> tuple[StudyRow, ...]:
    """The study's good rows, in manifest order (24: ten sessions of one reader, then 14
    participants once); skips the test without ``../shared/real-speech``."""
    weekly = [(_FIRST_SESSION + timedelta(weeks=week)).isoformat() for week in range(10)]
    reader = ("S-01", "1984-01", "FEMALE", "en-US")
    rows = [
        StudyRow(clips, *reader, day, "control", "north")
        for clips, day in zip(_lj_sessions(), weekly, strict=True)
    ]
    arctic = "arctic/cmu_arctic_us_{}_a{:04d}.wav"
    aew = tuple(arctic.format("aew", n) for n in (1, 2, 3, 1))
    axb = tuple(arctic.format("axb", n) for n in (4, 5, 6, 4, 5, 6))
    rows.append(StudyRow(aew, "S-02", "1961", "MALE", "en-US", "2026-10-25", "treatment", "south"))
    rows.append(
        StudyRow(axb, "S-03", "1990-05-17", "FEMALE", "en-US", "2026-10-26", "treatment", "north")
    )
    index = 0
    for language, folder, times in _COMMON_VOICE:
        clips = language_clips(folder)
        for turn in range(len(clips)):
            order = tuple(clips[turn:] + clips[:turn])
            born = f"{1950 + 4 * index}" + ("-06" if index % 3 == 0 else "")
            day = (_LAST_SESSION - timedelta(days=13 - index)).isoformat()
            who = (f"S-{index + 4:02d}", born, "UNKNOWN", language)
            rows.append(StudyRow(order * times, *who, day, _GROUPS[index % 2], _SITES[index // 6]))
            index += 1
    return tuple(rows)


LANGUAGES = frozenset({"en-US", "es-ES", "ja-JP", "id-ID"})

BAD_LABEL = "maria.lopez@example.org"
"""The bad row's label: an e-mail address, a personal identifier a study must not keep."""

BAD_ROW = 14
"""The bad row's number as a spreadsheet shows it (the header is row 1): in the study's middle."""

_HEADER = ("file", "userLabel", "dateOfBirth", "birthSex", "language", "sessionDate")


def write_study(folder: Path, until: date | None = None) -> Path:
    """Build every row's recording in ``folder/recordings`` and write ``folder/study.csv``
    (relative paths, the bad row at ``BAD_ROW``); returns the manifest's path. ``until`` moves
    every session date so that the last is that day (for questionnaires answered today)."""
    shift = until - _LAST_SESSION if until is not None else timedelta(0)
    require_real_speech()
    recordings = folder / "recordings"
    recordings.mkdir(parents=True, exist_ok=True)
    lines = []
    for row in study_rows():
        built = build(list(row.clips), recordings, Path(row.name).stem)
        who = (row.label, row.date_of_birth, row.birth_sex, row.language)
        day = (date.fromisoformat(row.session_date) + shift).isoformat()
        lines.append([f"recordings/{built.path.name}", *who, day, row.group, row.site])
    unused = build(["lj/LJ001-0002.flac"], recordings, "unused").path.name
    bad = [f"recordings/{unused}", BAD_LABEL, "1975", "FEMALE", "en-US", "2026-10-27"]
    lines.insert(BAD_ROW - 2, [*bad, "control", "north"])
    manifest = folder / "study.csv"
    with manifest.open("w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out, lineterminator="\r\n")
        writer.writerow([*_HEADER, "group", "site"])
        writer.writerows(lines)
    return manifest


if __name__ == "__main__":
    until = date.fromisoformat(sys.argv[2]) if len(sys.argv) > 2 else None
    sys.stdout.write(f"{write_study(Path(sys.argv[1]).resolve(), until)}\n")
