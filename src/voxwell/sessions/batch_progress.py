"""Progress of ``voxwell analyze``: a bar per file on a terminal, plain lines when piped.

On a terminal the files being worked on are drawn as a live block of bars at the bottom, redrawn
at most ten times a second; a file that finishes leaves one permanent line above the block. When
the output is not a terminal (a pipe, a log file), each change of phase is one plain line.
"""

from __future__ import annotations

import shutil
import time
from typing import Protocol, TextIO

__all__ = ["LineProgress", "Progress", "TerminalProgress", "make_progress"]

_BAR_WIDTH = 20
_REDRAW_EVERY = 0.1


class Progress(Protocol):
    """What the batch reports: a phase per item, upload progress, and the end of an item."""

    def phase(self, index: int, text: str) -> None: ...

    def uploaded(self, index: int, sent: int, total: int) -> None: ...

    def finish(self, index: int, text: str, *, ok: bool) -> None: ...

    def close(self) -> None: ...


class LineProgress:
    """One line per change of phase, for pipes and logs."""

    def __init__(self, stream: TextIO, labels: list[str]) -> None:
        self._stream = stream
        self._labels = labels
        self._width = len(str(len(labels)))

    def _line(self, index: int, text: str) -> None:
        number = f"[{index + 1:>{self._width}}/{len(self._labels)}]"
        self._stream.write(f"{number} {self._labels[index]}: {text}\n")
        self._stream.flush()

    def phase(self, index: int, text: str) -> None:
        self._line(index, text)

    def uploaded(self, index: int, sent: int, total: int) -> None:
        if sent == total:
            self._line(index, "uploaded")

    def finish(self, index: int, text: str, *, ok: bool) -> None:
        self._line(index, text if ok else f"FAILED {text}")

    def close(self) -> None:
        self._stream.flush()


class TerminalProgress:
    """A live block of one bar per active file, redrawn in place with ANSI cursor moves."""

    def __init__(self, stream: TextIO, labels: list[str]) -> None:
        self._stream = stream
        self._labels = labels
        self._label_width = min(32, max((len(label) for label in labels), default=8))
        self._fraction: dict[int, float] = {}
        self._text: dict[int, str] = {}
        self._drawn = 0
        self._last_draw = 0.0

    def _bar(self, index: int) -> str:
        label = self._labels[index]
        if len(label) > self._label_width:
            label = "…" + label[-(self._label_width - 1) :]
        filled = round(self._fraction.get(index, 0.0) * _BAR_WIDTH)
        bar = "█" * filled + "·" * (_BAR_WIDTH - filled)
        line = f"{label:<{self._label_width}} {bar} {self._text.get(index, '')}"
        return line[: max(20, shutil.get_terminal_size().columns - 1)]

    def _redraw(self, permanent: str | None = None, *, force: bool = False) -> None:
        now = time.monotonic()
        if not force and permanent is None and now - self._last_draw < _REDRAW_EVERY:
            return
        self._last_draw = now
        out = [f"\x1b[{self._drawn}F" if self._drawn else "", "\x1b[J"]
        if permanent is not None:
            out.append(permanent + "\n")
        out += [self._bar(index) + "\n" for index in sorted(self._text)]
        self._drawn = len(self._text)
        self._stream.write("".join(out))
        self._stream.flush()

    def phase(self, index: int, text: str) -> None:
        self._text[index] = text
        self._redraw(force=True)

    def uploaded(self, index: int, sent: int, total: int) -> None:
        self._fraction[index] = sent / total if total else 1.0
        self._text[index] = f"uploading {100 * sent // max(total, 1):3d}%"
        self._redraw(force=sent == total)

    def finish(self, index: int, text: str, *, ok: bool) -> None:
        self._text.pop(index, None)
        self._fraction.pop(index, None)
        mark = "done  " if ok else "FAILED"
        self._redraw(f"{mark} {self._labels[index]}: {text}")

    def close(self) -> None:
        self._redraw(force=True)


def make_progress(stream: TextIO, labels: list[str]) -> Progress:
    """Bars on a terminal, plain lines otherwise."""
    if stream.isatty():
        return TerminalProgress(stream, labels)
    return LineProgress(stream, labels)
