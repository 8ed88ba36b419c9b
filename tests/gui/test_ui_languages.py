"""The app in its languages: the one chosen or the system's, every screen's words through the
catalogues (a pseudo-language walk), Spanish fitting 1024x640, and the setup and recording pages
free of English in Spanish, Indonesian and Japanese.

The window is the real one, on the file-backed input, with no service connected: the screens'
own words are the subject here, not a run.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from tests.gui.main_window_helpers import unconnected_window
from tests.gui.results_samples import apollo_run, stored_session, wellness_run
from tests.gui.translation_walk import (
    app_language,
    clipped_texts,
    pseudo_language,
    shown_texts,
    untranslated,
)
from tests.test_translations import messages
from voxwell.analysis.risk import find_risks
from voxwell.analysis.transcribe import Word
from voxwell.api import SAFETY_POLICY, BirthSex, LanguageCode, LiveAlert
from voxwell.desk.settings import AppSettings
from voxwell.engine.monitor_policy import PolicyInputs, policy_result
from voxwell.gui.main_window import MainWindow
from voxwell.gui.results.results_view import ResultsView
from voxwell.gui.settings.settings_dialog import SettingsDialog
from voxwell.gui.translation import app_language as chosen_language
from voxwell.gui.translation import system_session_language
from voxwell.history import HistoryStore
from voxwell.locales import UI_LANGUAGES
from voxwell.passages import mood_prompt_for
from voxwell.paths import AppPaths
from voxwell.questionnaires import shipped_definitions
from voxwell.wording import alert_reason

LABEL = "P-0042"
_ENGLISH = QLocale(QLocale.Language.English)
SESSION_LANGUAGE = {"es": LanguageCode.ES_ES, "id": LanguageCode.ID_ID, "ja": LanguageCode.JA_JP}
"""The session's language in each app language (its passage and mood question are the
patient's words, in that language)."""
# Data the walk itself puts on screen, and words that are not the app's to translate: names
# shown in their own language on purpose, Qt's month names (its locale data), the patient's
# own words (the passage and mood question of the session's language) and the published
# instruments' names.
DATA = {
    LABEL,
    "P-001",
    *UI_LANGUAGES.values(),
    *(_ENGLISH.monthName(month, QLocale.FormatType.LongFormat) for month in range(1, 13)),
    *(mood_prompt_for(code.value) for code in LanguageCode),
    *(f"{d.name} ({d.id})" for d in shipped_definitions().values()),
}


@pytest.mark.parametrize(
    ("chosen", "system", "expected"),
    [
        ("", ["es-Latn-ES", "es-ES", "es"], "es"),
        ("", ["pt-BR", "ja-JP"], "ja"),
        ("", ["id-ID"], "id"),
        ("", ["C"], "en"),
        ("", ["fr-FR", "de-DE"], "en"),
        ("ja", ["es-ES"], "ja"),
    ],
)
def test_the_app_follows_the_system_unless_settings_choose(
    chosen: str, system: list[str], expected: str
) -> None:
    assert chosen_language(chosen, system) == expected


def _paths(home: Path) -> AppPaths:
    return AppPaths(data=home / "data", logs=home / "logs", config=home / "config")


def _setup_then_recording(
    window: MainWindow, language: LanguageCode = LanguageCode.ES_ES
) -> list[list[tuple[str, str]]]:
    """The setup page's texts, then the recording page's once a session in ``language`` has
    started."""
    setup = shown_texts(window)
    window.setup_view.fill(
        user_label=LABEL,
        birth_year=1968,
        birth_month=3,
        birth_sex=BirthSex.FEMALE,
        language=language,
        model_kind="apollo",
    )
    window.setup_view.start_button.click()
    assert window.current_page() == "recording"
    return [setup, shown_texts(window)]


def _every_screen(
    qtbot: QtBot, window: MainWindow, store: HistoryStore, take: Path, home: Path
) -> list[tuple[str, list[tuple[str, str]]]]:
    """(screen, texts) of each screen and dialog the walk opens."""
    screens: list[tuple[str, list[tuple[str, str]]]] = []
    setup, recording = _setup_then_recording(window)
    screens += [("setup", setup), ("recording", recording)]
    for index in range(1, window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        qtbot.wait(10)
        screens.append((f"tab {index}", shown_texts(window)))
    window.tabs.setCurrentIndex(0)
    for name, run, kind in (
        ("mental-wellness results", wellness_run(3), "mental-wellness"),
        ("two-recording results", apollo_run(), "apollo"),
    ):
        view = ResultsView()
        qtbot.addWidget(view)
        view.resize(1024, 640)
        view.show()
        takes = {"moodQuestion": take, "readAloud": take} if kind == "apollo" else None
        view.show_session(stored_session(store, run, take=take, kind=kind, takes=takes))
        screens.append((name, shown_texts(view)))
    dialog = SettingsDialog(AppSettings(), window, paths=_paths(home))
    qtbot.addWidget(dialog)
    dialog.show()
    screens.append(("settings", shown_texts(dialog)))
    keys = window.show_keys()
    assert isinstance(keys, QMessageBox)
    screens.append(("keyboard shortcuts", shown_texts(keys)))
    keys.close()
    return screens


@pytest.mark.usefixtures("qasync_loop")
def test_every_screen_takes_its_words_from_the_catalogues(
    qtbot: QtBot, store: HistoryStore, audio_fixtures: Path, tmp_path: Path
) -> None:
    with pseudo_language(tmp_path):
        window = unconnected_window(qtbot, store, audio_fixtures, (1100, 760))
        take = audio_fixtures / "read_passage_en.flac"
        screens = _every_screen(qtbot, window, store, take, tmp_path)
        skipped = {
            screen: found for screen, texts in screens if (found := untranslated(texts, DATA))
        }
        window.close()
    assert skipped == {}


def _english_sources(language: str) -> set[str]:
    """The catalogue's English texts whose translation differs from them."""
    sources = set()
    for message in messages(language):
        if all(form != message.source for form in message.forms):
            sources.add(message.source.replace("&", ""))
    return sources


_JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]")


@pytest.mark.parametrize("language", ["es", "id", "ja"])
def test_setup_and_recording_pages_show_no_english(
    qtbot: QtBot, store: HistoryStore, audio_fixtures: Path, language: str
) -> None:
    english = _english_sources(language)
    with app_language(language):
        window = unconnected_window(qtbot, store, audio_fixtures, (1100, 760))
        pages = _setup_then_recording(window, SESSION_LANGUAGE[language])
        window.close()
    shown = [text for texts in pages for _, text in texts if text not in DATA]
    assert shown
    assert [text for text in shown if text in english] == []
    if language == "ja":
        lettered = [
            text for text in shown if re.search(r"[A-Za-z]{3,}", text.replace("Voxwell", ""))
        ]
        assert [text for text in lettered if not _JAPANESE.search(text)] == []


def _fits(widget: QWidget) -> list[tuple[str, str, int, int]]:
    return clipped_texts(widget)


@contextmanager
def font_scaled(scale: float) -> Iterator[None]:
    """The app's font at ``scale`` times its size (a larger system font) for the block."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = app.font()
    larger = QFont(before)
    larger.setPointSizeF(before.pointSizeF() * scale)
    app.setFont(larger)
    try:
        yield
    finally:
        app.setFont(before)


@pytest.mark.usefixtures("qasync_loop")
@pytest.mark.parametrize("scale", [1.0, 1.5])
@pytest.mark.parametrize("language", ["en", "es", "id", "ja"])
def test_every_language_fits_1024x640(
    qtbot: QtBot,
    store: HistoryStore,
    audio_fixtures: Path,
    tmp_path: Path,
    language: str,
    scale: float,
) -> None:
    """No clipped text at 1024x640 on the setup and recording pages, in Settings and on the
    results page, in every shipped language, at the system font's size and at 150 %."""
    with app_language(language), font_scaled(scale):
        window = unconnected_window(qtbot, store, audio_fixtures, (1024, 640))
        clipped = {"setup": _fits(window)}
        _setup_then_recording(window, SESSION_LANGUAGE.get(language, LanguageCode.EN_US))
        clipped["recording"] = _fits(window)
        dialog = SettingsDialog(AppSettings(), window, paths=_paths(tmp_path))
        qtbot.addWidget(dialog)
        dialog.show()
        clipped["settings"] = _fits(dialog)
        view = ResultsView()
        qtbot.addWidget(view)
        view.resize(1024, 640)
        view.show()
        take = audio_fixtures / "read_passage_en.flac"
        view.show_session(stored_session(store, wellness_run(3), take=take))
        clipped["results"] = _fits(view)
        # Nothing held them wider or taller than the screen they were given.
        grown = {
            name: widget.size().toTuple()
            for name, widget in (("window", window), ("results", view))
            if widget.size().toTuple() != (1024, 640)
        }
        window.close()
    assert not grown, f"larger than 1024x640: {grown}"
    bad = {screen: found for screen, found in clipped.items() if found}
    assert not bad, "\n".join(f"{k}: {v}" for k, v in bad.items())


@pytest.mark.usefixtures("qapp")
def test_a_live_alert_reads_in_the_app_language() -> None:
    """The banner and the report word an alert from the level and urgency the wire gives."""
    alert = LiveAlert(
        level=1, alert="mindful", note="", urgency="within_week", concerns=("voice: stress",)
    )
    english = (alert.heading, alert.reason)
    with app_language("es"):
        spanish = (alert.heading, alert.reason)
    assert english == (
        "Alert level 1 of 3: be aware, check in (follow up within a week)",
        "Concerns: voice: stress.",
    )
    assert spanish == (
        "Alerta de nivel 1 de 3: esté atento y pregunte cómo está (seguimiento en una semana)",
        "Motivos de preocupación: voice: stress.",
    )


def _engine_alert(words: list[Word], summary: dict[str, float | str] | None) -> LiveAlert:
    """The alert the engine's own safety policy raises for ``words`` (Spanish) and ``summary``."""
    inputs = PolicyInputs(
        risks=find_risks(tuple(words), "es"),
        summary=summary,
        speech_seconds=20.0,
        trigger_seconds=10.0,
        user_turns=1,
        segment=1,
    )
    alert = LiveAlert.from_event(policy_result(SAFETY_POLICY, inputs))
    assert alert is not None
    return alert


@pytest.mark.usefixtures("qapp")
def test_the_engine_s_alert_says_why_in_the_app_language() -> None:
    """The engine sends its cues as data beside its English words; the banner and the report say
    them in the app's language: the words the person said and when, or the voice measures."""
    said = [Word("ya", 64.2, 64.5), Word("no", 64.5, 64.7), Word("quiero", 64.7, 65.0)]
    said.append(Word("morir.", 65.0, 65.4))  # quoted without the sentence's full stop
    words_alert = _engine_alert(said, None)
    voice_alert = _engine_alert([Word("hola", 1.0, 1.3)], {"stress": 0.953, "distress": 0.4})
    assert "Risk expression in the person's own words" in words_alert.reason  # the wire's English
    assert alert_reason(words_alert) == (
        "Risk expression in the person's own words: at 1:05 the person said “quiero morir” "
        "(suicidal ideation). Review the recording at these times and assess the person's "
        "safety now."
    )
    with app_language("es"):
        assert alert_reason(words_alert) == (
            "Expresión de riesgo en las propias palabras de la persona: a los 1:05 la persona "
            "dijo «quiero morir» (ideación suicida). Revise la grabación en esos momentos y "
            "valore ahora la seguridad de la persona."
        )
        assert alert_reason(voice_alert) == (
            "Medidas de la voz del modelo de referencia local: estrés en el centil 95."
        )
    with app_language("ja"):
        assert (
            alert_reason(voice_alert)
            == "ローカル参照モデルによる音声の指標: ストレスが95パーセンタイル。"
        )
    # An alert without the cues as data (a hosted region's, or one stored earlier) keeps its words.
    stored = LiveAlert.model_validate(words_alert.model_dump(exclude={"quotes", "voice_cues"}))
    assert alert_reason(stored) == stored.reason == words_alert.reason


@pytest.mark.parametrize(
    ("system", "expected"),
    [
        (["es-Latn-ES", "es-ES", "es"], "es-ES"),
        (["es-Latn-US", "es-US", "es"], "es-US"),
        (["es-Latn-MX", "es-MX", "es"], "es-ES"),
        (["ja-Jpan-JP", "ja-JP"], "ja-JP"),
        (["id-Latn-ID", "id-ID"], "id-ID"),
        (["en-Latn-GB", "en-GB"], "en-GB"),
        (["C"], None),
        (["fr-FR", "fr"], None),
    ],
)
def test_a_first_start_records_in_the_system_language(
    system: list[str], expected: str | None
) -> None:
    assert system_session_language(system) == expected
