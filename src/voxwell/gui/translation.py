"""The app's language: which one (the settings' choice, else the system's UI languages), and
Qt's translators for it (the app's catalogue from ``resources/i18n`` and Qt's own for standard
buttons and dialogs, where Qt ships one), with numbers and dates in that locale.

Installed once at start, before any window is built (texts are set when widgets are made), and
handed to ``voxwell.i18n`` so that the Qt-free models' words are translated too.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from voxwell import i18n
from voxwell.api import LanguageCode
from voxwell.locales import DEFAULT_LANGUAGE, UI_LANGUAGES, best_language
from voxwell.paths import resource_path

__all__ = [
    "CATALOGUE",
    "QT_CATALOGUES",
    "app_language",
    "install_ui_language",
    "remove_ui_language",
    "system_session_language",
]

CATALOGUE = "voxwell"
"""The app's catalogue: ``resources/i18n/voxwell_<lang>.qm`` (from ``translations/*.ts``)."""

QT_CATALOGUES = ("qtbase",)
"""Qt's own catalogues loaded beside the app's (standard buttons, file and colour dialogs)."""

_installed: list[QTranslator] = []


def app_language(chosen: str, system_languages: Sequence[str] | None = None) -> str:
    """The app's language: ``chosen`` (a ``UI_LANGUAGES`` tag) when set, else the first of the
    system's UI languages that the app has, else English."""
    if chosen in UI_LANGUAGES:
        return chosen
    if system_languages is None:
        system_languages = QLocale.system().uiLanguages()
    return best_language(system_languages, list(UI_LANGUAGES)) or DEFAULT_LANGUAGE


def _without_script(tag: str) -> str:
    """``es-Latn-US`` as ``es-US`` (Qt names the script; the service's codes do not)."""
    parts = tag.replace("_", "-").split("-")
    return "-".join(part for i, part in enumerate(parts) if not (i == 1 and len(part) == 4))


def system_session_language(system_languages: Sequence[str] | None = None) -> str | None:
    """The service's session language nearest the system's UI languages (``es_US`` gives
    ``es-US``, ``es_MX`` ``es-ES``), for a first start's session default; None when it has none."""
    if system_languages is None:
        system_languages = QLocale.system().uiLanguages()
    codes = [code.value for code in LanguageCode]
    return best_language([_without_script(tag) for tag in system_languages], codes)


def install_ui_language(chosen: str = "", system_languages: Sequence[str] | None = None) -> str:
    """Install the translators of the app's language (see :func:`app_language`); returns it.

    Replaces any earlier language. English's catalogue holds only its plural forms (the words
    are written in English); Qt's own catalogues are loaded for the other languages.
    """
    remove_ui_language()
    language = app_language(chosen, system_languages)
    locale = QLocale(language)
    QLocale.setDefault(locale)
    app = QCoreApplication.instance()
    if app is None:
        return language
    wanted = [(f"{CATALOGUE}_{language}", str(resource_path("i18n")))]
    if language != DEFAULT_LANGUAGE:
        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        wanted += [(f"{name}_{language}", qt_folder) for name in QT_CATALOGUES]
    for name, folder in wanted:
        translator = QTranslator(app)
        # Qt has no catalogue of its own for some languages (Indonesian): its few words stay
        # English there, which is all that is lost.
        if translator.load(name, folder):
            app.installTranslator(translator)
            _installed.append(translator)
    i18n.install_translator(QCoreApplication.translate)
    return language


def remove_ui_language() -> None:
    """Back to the words as written (English) and the C locale's numbers."""
    app = QCoreApplication.instance()
    while _installed:
        translator = _installed.pop()
        if app is not None:
            app.removeTranslator(translator)
        translator.deleteLater()
    i18n.install_translator(None)
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
