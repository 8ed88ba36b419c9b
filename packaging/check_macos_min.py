"""Check that the declared minimum macOS is true: no bundled Mach-O file needs a newer one.

Each Mach-O file records the oldest macOS it runs on (``LC_BUILD_VERSION``'s ``minos``, or
``LC_VERSION_MIN_MACOSX`` in older files). A file that needs macOS 14 makes the whole app crash
on 13, whatever ``LSMinimumSystemVersion`` says, so that value must be the highest of them.
``MACOS_MINIMUM`` below is the one home of the minimum: voxwell.spec writes it into Info.plist.

Two ways to run it (both exit 1 and name the offending files when one needs more):

- on Linux or a Mac, against the wheels pip resolves for the macOS runner (``.ci/run`` does):
  ``python packaging/check_macos_min.py --wheels`` downloads the project's dependencies with
  ``pip download --only-binary=:all: --platform macosx_15_0_arm64`` into
  ``packaging/build/macos-wheels`` (kept as a cache) and reads every Mach-O file inside them;
- on the built app (the macOS CI job): ``python packaging/check_macos_min.py --app
  dist/Voxwell.app`` reads every Mach-O file in the bundle and the bundle's own Info.plist.

Only the ``--arch`` slice (arm64 by default) of a universal file is judged: that is the code an
Apple-silicon Mac runs. Needs macholib (the ``package`` and ``test`` extras).
"""

from __future__ import annotations

import argparse
import plistlib
import subprocess
import sys
import tempfile
import tomllib
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

MACOS_MINIMUM = "15.0"
"""The oldest macOS the app runs on. PySide6 6.10 and later build their Python bindings
(shiboken6, QtCore.abi3.so, ...) for macOS 15, although their wheels are tagged macosx_13_0;
numpy 2.4 and PyAV 18 need macOS 14. Pinning PySide6 6.9 on macOS would bring it to 14."""

ROOT = Path(__file__).resolve().parent.parent
RUNNER_PLATFORM = "macosx_15_0_arm64"
"""The platform tag of the CI's macOS runner (macos-15, arm64): what its pip resolves."""

_MACHO_MAGICS = {
    bytes.fromhex(magic)
    for magic in ("feedface", "cefaedfe", "feedfacf", "cffaedfe", "cafebabe", "bebafeca")
}


@dataclass(frozen=True)
class Finding:
    """One Mach-O file (one architecture slice) and the macOS version it needs."""

    where: str
    arch: str
    minimum: tuple[int, ...]


def version_tuple(text: str) -> tuple[int, ...]:
    parts = tuple(int(part) for part in text.split("."))
    return parts + (0,) * (3 - len(parts))


def version_text(version: tuple[int, ...]) -> str:
    return ".".join(str(part) for part in version[:2])


def _decode(encoded: int) -> tuple[int, ...]:
    # xxxx.yy.zz in nibbles, as in <mach-o/loader.h>
    return (encoded >> 16, (encoded >> 8) & 0xFF, encoded & 0xFF)


def read_minimums(path: Path, label: str) -> Iterator[Finding]:
    """The minimum macOS of each architecture slice of the Mach-O file at ``path``."""
    from macholib.mach_o import (
        CPU_TYPE_NAMES,
        LC_BUILD_VERSION,
        LC_VERSION_MIN_MACOSX,
        PLATFORM_MACOS,
    )
    from macholib.MachO import MachO

    try:
        headers = MachO(str(path)).headers
    except ValueError:
        return  # a universal static library (.a slices): linked at build time, never loaded
    for header in headers:
        arch = CPU_TYPE_NAMES.get(header.header.cputype, str(header.header.cputype))
        for command, data, _ in header.commands:
            if command.cmd == LC_BUILD_VERSION and data.platform == PLATFORM_MACOS:
                yield Finding(label, arch.lower(), _decode(data.minos))
            elif command.cmd == LC_VERSION_MIN_MACOSX:
                yield Finding(label, arch.lower(), _decode(data.version))


def _is_macho(head: bytes) -> bool:
    if head[:4] not in _MACHO_MAGICS:
        return False
    if head[:4] in (b"\xca\xfe\xba\xbe", b"\xbe\xba\xfe\xca"):
        # A universal file, or a Java class file (same magic, then a version of 45 or more).
        slices = int.from_bytes(head[4:8], "big" if head[0] == 0xCA else "little")
        return 0 < slices < 20
    return True


def scan_folder(folder: Path) -> Iterator[Finding]:
    for path in sorted(folder.rglob("*")):
        if path.is_symlink() or not path.is_file():
            continue
        with path.open("rb") as handle:
            if _is_macho(handle.read(8)):
                yield from read_minimums(path, str(path.relative_to(folder)))


def scan_wheel(wheel: Path) -> Iterator[Finding]:
    with zipfile.ZipFile(wheel) as archive, tempfile.TemporaryDirectory() as scratch:
        for info in archive.infolist():
            if info.is_dir() or info.file_size < 64:
                continue
            with archive.open(info) as member:
                if not _is_macho(member.read(8)):
                    continue
            extracted = Path(archive.extract(info, scratch))
            yield from read_minimums(extracted, f"{wheel.name}:{info.filename}")
            extracted.unlink()


def project_requirements() -> list[str]:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    requirements: list[str] = data["project"]["dependencies"]
    return requirements


def download_wheels(folder: Path, platform: str, python: str) -> list[Path]:
    """The wheels pip resolves for ``platform`` (binary wheels only; ``folder`` is a cache)."""
    folder.mkdir(parents=True, exist_ok=True)
    command = [
        sys.executable, "-m", "pip", "download", "--disable-pip-version-check",
        "--only-binary=:all:", "--platform", platform, "--python-version", python,
        "--implementation", "cp", "--dest", str(folder), "--progress-bar", "off",
        *project_requirements(),
    ]  # fmt: skip
    done = subprocess.run(command, capture_output=True, text=True, timeout=900)
    if done.returncode != 0:
        sys.stderr.write(done.stdout + done.stderr)
        raise SystemExit(f"check_macos_min: pip could not download the wheels for {platform}")
    # Only what pip resolved this time counts (the cache may hold older versions too). pip
    # evaluates environment markers for this machine, not the target, so a Linux-only
    # dependency (keyring's SecretStorage) is checked too; harmless, one file more.
    lines = [line.strip() for line in done.stdout.splitlines()]
    wheels = [
        folder / Path(line.split()[-1]).name
        for line in lines
        if line.startswith(("Saved ", "File was already downloaded ")) and line.endswith(".whl")
    ]
    if not wheels:
        raise SystemExit("check_macos_min: pip reported no wheels; its output:\n" + done.stdout)
    return wheels


def judge(findings: list[Finding], declared: str, arch: str, source: str) -> int:
    relevant = [finding for finding in findings if finding.arch in (arch, "arm64e")]
    if not relevant:
        print(f"check_macos_min: no {arch} Mach-O files found in {source}", file=sys.stderr)
        return 1
    highest = max(finding.minimum for finding in relevant)
    too_new = [finding for finding in relevant if finding.minimum > version_tuple(declared)]
    print(
        f"check_macos_min: {len(relevant)} {arch} Mach-O files in {source}; the highest minimum "
        f"is macOS {version_text(highest)}; declared: {declared}"
    )
    for finding in sorted(too_new, key=lambda f: (f.minimum, f.where), reverse=True):
        print(f"  needs macOS {version_text(finding.minimum)}: {finding.where}", file=sys.stderr)
    if too_new:
        print(
            f"check_macos_min: FAIL: {len(too_new)} files need a newer macOS than {declared}; "
            "raise MACOS_MINIMUM (packaging/check_macos_min.py) and the README, or pin "
            "older wheels.",
            file=sys.stderr,
        )
        return 1
    print("check_macos_min: OK")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    target = parser.add_mutually_exclusive_group(required=True)
    target.add_argument("--app", type=Path, help="a built Voxwell.app")
    target.add_argument("--wheels", action="store_true", help="the wheels pip resolves")
    parser.add_argument("--platform", default=RUNNER_PLATFORM)
    parser.add_argument("--python-version", default="3.11")
    parser.add_argument("--arch", default="arm64")
    parser.add_argument(
        "--cache", type=Path, default=ROOT / "packaging" / "build" / "macos-wheels"
    )
    args = parser.parse_args(argv)
    if args.app is not None:
        with (args.app / "Contents" / "Info.plist").open("rb") as handle:
            declared = str(plistlib.load(handle)["LSMinimumSystemVersion"])
        if version_tuple(declared) != version_tuple(MACOS_MINIMUM):
            print(f"check_macos_min: Info.plist says {declared}, not {MACOS_MINIMUM}")
            return 1
        return judge(list(scan_folder(args.app)), declared, args.arch, str(args.app))
    wheels = download_wheels(args.cache, args.platform, args.python_version)
    findings = [finding for wheel in wheels for finding in scan_wheel(wheel)]
    return judge(findings, MACOS_MINIMUM, args.arch, f"{len(wheels)} wheels for {args.platform}")


if __name__ == "__main__":
    sys.exit(main())
