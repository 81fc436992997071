"""Load a language's ``.qm`` into Qt and hand Qt's translate to the Qt-free wording.

One translator at a time on the application; ``i18n.install`` is called before it is installed,
so the ``LanguageChange`` events Qt sends already find the presentation layer in the new
language. The window (View → Language) and ``render --lang`` both come here.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from viewer.presentation import i18n
from viewer.resources import resource_path

_installed: QTranslator | None = None


def qm_path(language: str) -> str:
    return str(resource_path(f"translations/mjlog-viewer_{language}.qm"))


def system_language() -> str:
    """The system's language if the viewer has it, else English."""
    locale = QLocale.system()
    names = [*locale.uiLanguages(), locale.name()]
    for name in names:
        language = i18n.language_for_locale(name)
        if language != "en" or name.lower().startswith("en"):
            return language
    return "en"


def default_japanese_beside(language: str) -> bool:
    """The learner's option when the user has not chosen: on in English (the Japanese terms are
    what Tenhou's own screens show, and what English-speaking players learn to read), off in
    Chinese and Korean (whose terms are close to the Japanese already)."""
    return language == "en"


def apply_language(language: str, japanese_beside: bool | None = None) -> str:
    """Use ``language`` (a key of i18n.LANGUAGES; else English) everywhere: returns the one used.

    Needs a QCoreApplication (the translator hangs on it); ``japanese_beside`` None = the default.
    """
    global _installed
    language = language if language in i18n.LANGUAGES else "en"
    beside = default_japanese_beside(language) if japanese_beside is None else japanese_beside
    app = QCoreApplication.instance()
    translator = QTranslator(app)
    if not translator.load(qm_path(language)):
        raise FileNotFoundError(f"no translation for {language!r}: {qm_path(language)}")
    i18n.install(QCoreApplication.translate, language, beside)
    if _installed is not None:
        QCoreApplication.removeTranslator(_installed)
    QCoreApplication.installTranslator(translator)
    _installed = translator
    return language


def reset_language() -> None:
    """Back to the English sources with the Japanese beside (the state before any language was
    chosen; tests start from it)."""
    global _installed
    if _installed is not None:
        QCoreApplication.removeTranslator(_installed)
        _installed = None
    i18n.install(None, "en", True)
