"""Check that the lock installs from binary wheels alone on every platform the installers target.

``requirements.lock`` is made once for every platform (``uv pip compile --universal``), on
Linux. A pin that has no wheel for Windows or Apple-silicon macOS would be built from source
there (or fail) only when the release job runs, long after the pin was made. This check asks the
package index, without downloading or building anything, for each target:

- which pins apply (their environment markers evaluated for the target, not this machine);
- whether the pinned version has a wheel whose tags the target's CPython accepts (``win_amd64``;
  ``macosx_*_arm64`` or ``universal2`` no newer than ``MACOS_MINIMUM``);
- whether that wheel's SHA-256 is one of the lock's hashes for the pin (else
  ``pip install --require-hashes`` refuses it there).

    python packaging/check_wheels.py [--lock packaging/requirements.lock] [--index URL]

It prints one line per problem and exits 1 when there is any (``.ci/run`` runs it). It reads
the index's JSON simple API (PEP 691) over HTTPS with the standard library, and needs the
``packaging`` library (installed beside macholib by ``.ci/run``).
"""

from __future__ import annotations

import argparse
import json
import sys
import urllib.request
from collections.abc import Iterable, Iterator, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from packaging.requirements import Requirement
from packaging.tags import Tag, compatible_tags, cpython_tags, mac_platforms
from packaging.utils import InvalidWheelFilename, canonicalize_name, parse_wheel_filename

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from check_macos_min import MACOS_MINIMUM  # noqa: E402 (the one home of the minimum macOS)

DEFAULT_LOCK = HERE / "requirements.lock"
DEFAULT_INDEX = "https://pypi.org/simple"
PYTHON = (3, 11)
"""The CPython the installers are built with (``.github/workflows/installers.yml``)."""
PYTHON_FULL = "3.11.9"  # any 3.11 release: the lock's markers compare with 3.12 at most


@dataclass(frozen=True)
class Target:
    """A platform the installers are built for: its marker values and the tags it accepts."""

    name: str
    environment: dict[str, str]
    platforms: tuple[str, ...]

    def tags(self) -> frozenset[Tag]:
        abi = f"cp{PYTHON[0]}{PYTHON[1]}"
        return frozenset(
            (
                *cpython_tags(PYTHON, abis=[abi, "abi3", "none"], platforms=self.platforms),
                *compatible_tags(PYTHON, interpreter=abi, platforms=self.platforms),
            )
        )


def _version(text: str) -> tuple[int, int]:
    major, minor = text.split(".")[:2]
    return int(major), int(minor)


def _environment(sys_platform: str, system: str, os_name: str, machine: str) -> dict[str, str]:
    version = f"{PYTHON[0]}.{PYTHON[1]}"
    return {
        "implementation_name": "cpython",
        "implementation_version": PYTHON_FULL,
        "os_name": os_name,
        "platform_machine": machine,
        "platform_python_implementation": "CPython",
        "platform_release": "",
        "platform_system": system,
        "platform_version": "",
        "python_full_version": PYTHON_FULL,
        "python_version": version,
        "sys_platform": sys_platform,
    }


def targets() -> tuple[Target, ...]:
    """Windows on x86-64 and macOS on Apple silicon at the declared minimum."""
    return (
        Target("win_amd64", _environment("win32", "Windows", "nt", "AMD64"), ("win_amd64",)),
        Target(
            "macOS arm64",
            _environment("darwin", "Darwin", "posix", "arm64"),
            tuple(mac_platforms(_version(MACOS_MINIMUM), "arm64")),
        ),
    )


@dataclass
class Pin:
    """One pinned requirement of the lock and the SHA-256 hashes it allows."""

    requirement: Requirement
    hashes: set[str] = field(default_factory=set)

    @property
    def version(self) -> str:
        (specifier,) = self.requirement.specifier
        return specifier.version


def read_lock(text: str) -> list[Pin]:
    """The pins of a hashed requirements file (``name==version ; marker \\`` then hashes)."""
    pins: list[Pin] = []
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip().rstrip("\\").strip()
        if not line:
            continue
        if line.startswith("--hash="):
            if not pins:
                raise ValueError(f"a hash before any requirement: {raw!r}")
            algorithm, _, digest = line.removeprefix("--hash=").partition(":")
            if algorithm == "sha256":
                pins[-1].hashes.add(digest)
            continue
        requirement = Requirement(line)
        specifiers = list(requirement.specifier)
        if len(specifiers) != 1 or specifiers[0].operator != "==":
            raise ValueError(f"not an exact pin: {line!r}")
        pins.append(Pin(requirement))
    return pins


def index_files(index: str, name: str) -> list[dict[str, object]]:
    """Every file the index lists for project ``name`` (PEP 691 JSON)."""
    request = urllib.request.Request(
        f"{index.rstrip('/')}/{canonicalize_name(name)}/",
        headers={"Accept": "application/vnd.pypi.simple.v1+json"},
    )
    with urllib.request.urlopen(request, timeout=60) as response:
        files: list[dict[str, object]] = json.load(response)["files"]
    return files


def applying(pins: Iterable[Pin], target: Target) -> list[Pin]:
    """The pins ``target`` installs (their markers evaluated for it, not for this machine)."""
    return [
        pin
        for pin in pins
        if pin.requirement.marker is None or pin.requirement.marker.evaluate(target.environment)
    ]


def problems(pins: Iterable[Pin], listings: Mapping[str, list[dict[str, object]]]) -> Iterator[str]:
    """One line for each pin that a target needs and cannot install from a locked wheel."""
    pins = list(pins)
    for target in targets():
        accepted = target.tags()
        for pin in applying(pins, target):
            name = canonicalize_name(pin.requirement.name)
            fitting: list[tuple[str, str]] = []
            for entry in listings[name]:
                filename = str(entry["filename"])
                if not filename.endswith(".whl"):
                    continue
                try:
                    _, version, _, tags = parse_wheel_filename(filename)
                except InvalidWheelFilename:
                    continue  # an old upload under rules of its time: never the pinned file
                if str(version) == pin.version and tags & accepted:
                    digests = entry.get("hashes")
                    digest = digests.get("sha256", "") if isinstance(digests, dict) else ""
                    fitting.append((filename, str(digest)))
            where = f"{name}=={pin.version} ({target.name})"
            if not fitting:
                yield f"{where}: no wheel for this platform; it would be built from source"
            elif not any(digest in pin.hashes for _, digest in fitting):
                names = ", ".join(filename for filename, _ in fitting)
                yield f"{where}: the lock lacks the hash of its wheel ({names})"


def check(lock_text: str, index: str = DEFAULT_INDEX) -> list[str]:
    """The problems of the lock ``lock_text`` against ``index`` (empty when it is sound)."""
    pins = read_lock(lock_text)
    names: list[str] = sorted({canonicalize_name(pin.requirement.name) for pin in pins})
    with ThreadPoolExecutor(max_workers=8) as pool:
        listings = dict(zip(names, pool.map(lambda n: index_files(index, n), names), strict=True))
    return list(problems(pins, listings))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lock", type=Path, default=DEFAULT_LOCK)
    parser.add_argument("--index", default=DEFAULT_INDEX)
    args = parser.parse_args(argv)
    text = args.lock.read_text(encoding="utf-8")
    found = check(text, args.index)
    for line in found:
        sys.stderr.write(f"check_wheels: {line}\n")
    pins = read_lock(text)
    counted = ", ".join(f"{len(applying(pins, t))} pins on {t.name}" for t in targets())
    if found:
        sys.stdout.write(f"check_wheels: FAIL: {len(found)} lack a locked wheel ({counted})\n")
        return 1
    sys.stdout.write(
        f"check_wheels: every pin of {args.lock.name} installs from a locked wheel ({counted})\n"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
