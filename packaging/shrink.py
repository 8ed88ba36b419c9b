"""Making the frozen app smaller on Linux; used by voxwell.spec (build time only, never shipped).

- ``strip_elf_files``: every ELF file PyInstaller collected is copied and stripped with
  ``strip --strip-unneeded`` (debug information and the symbols no other file links against; the
  dynamic symbol table stays, so nothing that loads or links by name breaks).
- ``trim_icu``: Qt Core links ICU, whose data library (``libicudata.so.NN``, 31 MB) holds the
  locale data of every language. The app's words come from its own catalogues, Qt formats numbers
  and dates from its own CLDR tables, and the app sorts and changes case by no language's rules
  (no QCollator, no locale case mapping), so the per-language resources (collation, currency,
  language, region, unit and zone names, spell-out rules) of every language but English are
  removed with ICU's ``icupkg``, and transliterators too. Kept: root and English, normalisation,
  break iterators (line breaking of any script), character properties, converters, time zone
  rules. A missing language then falls back to root, as ICU does for any locale it has no data
  for. The library is rebuilt with the C compiler (one data symbol, the same name). Needs
  ``icupkg`` (Debian and Ubuntu: icu-devtools) and ``cc``; without them the library is kept whole,
  with a notice.

Each function takes and returns PyInstaller's binaries list of (destination, source, kind).
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import sys
from pathlib import Path

__all__ = ["icu_items_to_drop", "strip_elf_files", "trim_icu"]

Entry = tuple[str, str, str]

_ELF_MAGIC = b"\x7fELF"
# A per-language resource: "de.res", "de_CH.res", "coll/de__PHONEBOOK.res", "zone/sr_Latn.res".
_LANGUAGE_RESOURCE = re.compile(r"^([a-z]{2,3})(_[A-Za-z0-9]*)*\.res$")
_KEPT_LANGUAGES = {"en"}
_NOT_LANGUAGES = {"res_index.res"}  # each tree's index of its locales: matches the pattern, kept


def _say(text: str) -> None:
    print(f"voxwell.spec: {text}", file=sys.stderr)


def _is_elf(path: str) -> bool:
    try:
        with open(path, "rb") as handle:
            return handle.read(4) == _ELF_MAGIC
    except OSError:
        return False


def _loadable(path: Path) -> bool:
    """False when a segment's file offset and address disagree modulo the page size.

    ``strip`` rewrites libraries that auditwheel's patchelf edited (numpy's OpenBLAS, PyAV's
    FFmpeg) into files the loader refuses ("ELF load command address/offset not page-aligned");
    such a file is shipped as it came instead.
    """
    data = path.read_bytes()
    if data[:4] != _ELF_MAGIC or data[4] != 2 or data[5] != 1:
        return True  # not a 64-bit little-endian file: not judged here
    table, entry_size, count = struct.unpack_from("<Q", data, 0x20)[0], *struct.unpack_from(
        "<HH", data, 0x36
    )
    for index in range(count):
        kind, _, offset, address, _, _, _, align = struct.unpack_from(
            "<IIQQQQQQ", data, table + index * entry_size
        )
        if kind != 1:  # PT_LOAD
            continue
        for page in {4096, max(align, 1)}:
            if (address - offset) % page:
                return False
    return True


def strip_elf_files(binaries: list[Entry], workdir: Path) -> list[Entry]:
    """Stripped copies (``strip --strip-unneeded``) of the ELF files among ``binaries``."""
    strip = shutil.which("strip")
    if not sys.platform.startswith("linux") or strip is None:
        return binaries
    folder = workdir / "stripped"
    result: list[Entry] = []
    saved = 0
    for destination, source, kind in binaries:
        if not _is_elf(source):
            result.append((destination, source, kind))
            continue
        copy = folder / destination
        copy.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, copy)
        done = subprocess.run([strip, "--strip-unneeded", str(copy)], capture_output=True)
        if done.returncode != 0 or not _loadable(copy):  # ship it as it came
            why = done.stderr.decode(errors="replace").strip() or "segments no longer aligned"
            _say(f"{destination} not stripped: {why}")
            result.append((destination, source, kind))
            continue
        saved += Path(source).stat().st_size - copy.stat().st_size
        result.append((destination, str(copy), kind))
    _say(f"strip --strip-unneeded saved {saved / 1e6:.1f} MB")
    return result


def _data_symbol(library: Path) -> tuple[str, bytes]:
    """The name and bytes of the one data symbol (``icudtNN_dat``) of an ICU data library."""
    data = library.read_bytes()
    if data[:4] != _ELF_MAGIC or data[4] != 2 or data[5] != 1:
        raise ValueError(f"{library} is not a 64-bit little-endian ELF file")
    section_offset = struct.unpack_from("<Q", data, 0x28)[0]
    entry_size, count = struct.unpack_from("<HH", data, 0x3A)
    sections = []
    for index in range(count):
        fields = struct.unpack_from("<IIQQQQ", data, section_offset + index * entry_size)
        sections.append((fields[3], fields[4]))  # address, file offset
    listing = subprocess.run(
        ["readelf", "--dyn-syms", "--wide", str(library)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    for line in listing.splitlines():
        fields = line.split()
        if len(fields) >= 8 and re.fullmatch(r"icudt\d+_dat", fields[7]):
            value, size, section = int(fields[1], 16), int(fields[2], 0), int(fields[6])
            address, offset = sections[section]
            start = offset + value - address
            return fields[7], data[start : start + size]
    raise ValueError(f"no icudtNN_dat symbol in {library}")


def icu_items_to_drop(items: list[str]) -> list[str]:
    """The items of an ICU data package (``icupkg -l``) that an English-only app does without."""
    dropped = []
    for item in items:
        folder, _, name = item.rpartition("/")
        language = _LANGUAGE_RESOURCE.match(name)
        is_other_language = (
            language is not None
            and name not in _NOT_LANGUAGES
            and language.group(1) not in _KEPT_LANGUAGES
        )
        if is_other_language or (
            folder == "translit" and name != "root.res"
        ):
            dropped.append(item)
    return dropped


def _rebuild_icu_data(library: Path, workdir: Path) -> Path:
    symbol, blob = _data_symbol(library)
    package = symbol.removesuffix("_dat") + "l"  # e.g. icudt73l (little-endian data)
    work = workdir / "icu"
    shutil.rmtree(work, ignore_errors=True)
    (work / "out").mkdir(parents=True)
    original = work / f"{package}.dat"
    original.write_bytes(blob)
    items = subprocess.run(
        ["icupkg", "-l", str(original)], capture_output=True, text=True, check=True
    ).stdout.split()
    dropped = icu_items_to_drop(items)
    (work / "dropped.txt").write_text("\n".join(dropped) + "\n", encoding="utf-8")
    trimmed = work / "out" / original.name
    subprocess.run(
        ["icupkg", "-r", str(work / "dropped.txt"), str(original), str(trimmed)],
        check=True,
        capture_output=True,
    )
    assembly = work / "icudata.S"
    assembly.write_text(
        "\n".join(
            [
                "    .section .rodata",
                f"    .globl {symbol}",
                f"    .type {symbol}, @object",
                "    .balign 16",
                f"{symbol}:",
                f'    .incbin "{trimmed}"',
                f"    .size {symbol}, . - {symbol}",
                '    .section .note.GNU-stack,"",@progbits',
                "",
            ]
        ),
        encoding="utf-8",
    )
    rebuilt = work / library.name
    subprocess.run(
        ["cc", "-shared", "-nostdlib", f"-Wl,-soname,{library.name}", "-o", str(rebuilt),
         str(assembly)],
        check=True,
        capture_output=True,
    )
    _say(
        f"ICU data trimmed to English: {len(dropped)} of {len(items)} items removed, "
        f"{library.stat().st_size / 1e6:.1f} -> {rebuilt.stat().st_size / 1e6:.1f} MB"
    )
    return rebuilt


def trim_icu(binaries: list[Entry], workdir: Path) -> list[Entry]:
    """``binaries`` with the ICU data library replaced by one holding English data only."""
    if not sys.platform.startswith("linux"):
        return binaries
    missing = [tool for tool in ("icupkg", "cc", "readelf") if shutil.which(tool) is None]
    result: list[Entry] = []
    for destination, source, kind in binaries:
        if not re.fullmatch(r"libicudata\.so\.\d+", Path(destination).name):
            result.append((destination, source, kind))
            continue
        if missing:
            _say(f"ICU data kept whole: {', '.join(missing)} not found (apt-get install "
                 "icu-devtools gcc binutils to trim it)")
            result.append((destination, source, kind))
            continue
        result.append((destination, str(_rebuild_icu_data(Path(source), workdir)), kind))
    return result
