"""The patient's pages pass axe-core's WCAG 2.0, 2.1 and 2.2 A and AA rules in every language
and reflow at 320 px: each questionnaire's form, the form sent with answers missing, the page
after answering, and the used link, asked for in English, Spanish, Indonesian and Japanese.

axe-core runs in Debian's Chromium through playwright-core (``tests/engine/axe``: installed by
``npm ci``, no browser download) against the suite's real engine. Skips, saying why, where
Chromium, Node.js or the packages are missing.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import httpx
import pytest

from voxwell.launcher.local_engine import LocalEngine
from voxwell.locales import UI_LANGUAGES, best_language
from voxwell.questionnaires import shipped_instruments

AXE = Path(__file__).parent / "axe"
CHROMIUM = Path("/usr/bin/chromium")
pytestmark = pytest.mark.slow

# The language a browser asks for, per language of the pages.
BROWSER_LANGUAGE = {"en": "en-US", "es": "es-US", "id": "id-ID", "ja": "ja-JP"}


def _missing() -> str | None:
    if not CHROMIUM.exists():
        return "Debian's chromium is needed"
    if shutil.which("node") is None:
        return "Node.js is needed"
    if not (AXE / "node_modules" / "axe-core").is_dir():
        return "npm ci --prefix tests/engine/axe installs axe-core and playwright-core"
    return None


def _link(engine: LocalEngine, kind: str) -> str:
    created = httpx.post(
        f"{engine.base_url}/v1/questionnaires",
        json={"user": {"userLabel": "p-axe"}, "questionnaireType": kind},
        headers={"x-api-key": engine.api_key},
        timeout=10,
    )
    assert created.status_code == 200, created.text
    return str(created.json()["activityLink"])


def _answerable(kind: str, asked: str) -> bool:
    """The questionnaire has a published wording in the browser's language (else its page says
    so and offers the languages that have one: there is no form to send)."""
    return best_language([asked], shipped_instruments()[kind]) is not None


def _pages(engine: LocalEngine) -> list[dict[str, Any]]:
    """Every activity page in every language (each POST spends a link of its own)."""
    pages: list[dict[str, Any]] = []
    for language in UI_LANGUAGES:
        asked = BROWSER_LANGUAGE[language]
        for kind in ("phq-9", "gad-7"):
            page = {"url": _link(engine, kind), "lang": asked, "submit": ""}
            pages.append({**page, "name": f"{kind} {language}", "widths": [1024, 320]})
            if not _answerable(kind, asked):
                continue
            # The answered form spends its link; the same link opened again is the used page.
            used = _link(engine, kind)
            pages += [
                {
                    "name": f"{kind} missing {language}",
                    "url": _link(engine, kind),
                    "lang": asked,
                    "widths": [320],
                    "submit": "missing",
                },
                {
                    "name": f"{kind} answered {language}",
                    "url": used,
                    "lang": asked,
                    "widths": [320],
                    "submit": "answered",
                },
                {
                    "name": f"{kind} used link {language}",
                    "url": used,
                    "lang": asked,
                    "widths": [320],
                    "submit": "",
                },
            ]
    return pages


@pytest.fixture(scope="module")
def checked(shared_engine: LocalEngine, tmp_path_factory: pytest.TempPathFactory) -> list[dict]:
    missing = _missing()
    if missing:
        pytest.skip(missing)
    pages = tmp_path_factory.mktemp("axe") / "pages.json"
    pages.write_text(json.dumps(_pages(shared_engine)), encoding="utf-8")
    done = subprocess.run(
        ["node", str(AXE / "check.js"), str(pages)],
        cwd=AXE,
        capture_output=True,
        text=True,
        timeout=400,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]


def test_every_page_was_checked(checked: list[dict]) -> None:
    names = {line["name"] for line in checked}
    # Forms in every language; sending, the page after it and a used link where a published
    # wording exists (English; the US-Spanish PHQ-9).
    assert {
        f"{kind} {language}" for kind in ("phq-9", "gad-7") for language in UI_LANGUAGES
    } <= names
    assert {
        "phq-9 missing es",
        "phq-9 answered es",
        "phq-9 used link es",
        "gad-7 answered en",
        "gad-7 used link en",
    } <= names
    assert {line["lang"] for line in checked} == set(UI_LANGUAGES)


def test_no_wcag_violation_on_any_page_in_any_language(checked: list[dict]) -> None:
    violations = {
        f"{line['name']} @{line['width']}px": line["violations"]
        for line in checked
        if line["violations"]
    }
    assert violations == {}


def test_every_page_reflows_at_320_px(checked: list[dict]) -> None:
    wide = {line["name"]: line["scrollWidth"] for line in checked if line["width"] == 320}
    assert {name: width for name, width in wide.items() if width > 320} == {}
