"""The one way Voxwell's own on-screen words are translated: ``translate(context, text)``.

Every text a person reads in the app goes through :func:`translate` with an explicit context
(a class or screen name written out, never the runtime class: Python's ``tr()`` takes the
subclass, so a subclass would lose its parent's words). Qt's ``lupdate`` reads these calls from
the sources into the catalogues in ``translations/`` (``translations/update.py``); the compiled
catalogues ship in ``resources/i18n``. The desktop app installs Qt's translator here at start
(``voxwell.gui.translation``); everywhere else (the CLI, the engine, tests that build no app)
the text comes back as written, in English.

- Values go in after translation, as named fields: ``translate("Ctx", "{n} takes").format(n=2)``;
  a translation keeps every field.
- Counts use Qt's plural forms: ``translate("Ctx", "%n second(s)", None, seconds)``; English's
  forms come from an English catalogue of the plurals alone (``voxwell_en.ts``).
- Words defined before any app exists (tables of labels) are marked with
  :func:`QT_TRANSLATE_NOOP` and translated where they are shown: ``translate(ctx, label)``.
- Files that leave the app (CSV, JSON, TextGrid, FHIR) never take translated words.

This module knows nothing of Qt: the models that call it stay free of it.
"""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["QT_TRANSLATE_NOOP", "Translator", "install_translator", "translate"]

Translator = Callable[[str, str, "str | None", int], str]
"""``(context, text, disambiguation, n) -> str``: Qt's ``QCoreApplication.translate``."""

_translator: Translator | None = None


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the app's language (as written when no translator is installed).

    ``%n`` in ``text`` becomes ``n`` (when ``n`` >= 0), as Qt does, and picks the plural form;
    with no translator, English's regular plural: "(s)" is dropped for 1 and "s" otherwise.
    """
    if _translator is not None:
        return _translator(context, text, disambiguation, n)
    if n < 0:
        return text
    return text.replace("%n", str(n)).replace("(s)", "" if n == 1 else "s")


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for the catalogues without translating it (translate where it is shown).

    Named as Qt names it: lupdate finds the marked texts by this name."""
    del context
    return text


def install_translator(translator: Translator | None) -> None:
    """Use ``translator`` for every later :func:`translate` call (None: the words as written)."""
    global _translator
    _translator = translator
