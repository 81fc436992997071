"""The one door to Qt's translations for the Qt-free wording (no Qt imported here).

Every word for people in ``viewer.presentation`` goes through ``translate(context, text)``: the
English source text is the key, as with Qt's ``tr()``. Without Qt (tests, ``dump``) it returns the
text unchanged; the app (and ``render --lang``) installs ``QCoreApplication.translate`` with
``install`` after loading a ``.qm`` of ``resources/translations``. ``pyside6-lupdate`` reads these
calls (and ``QT_TRANSLATE_NOOP`` in tables) like its own: ``scripts/update_translations.py``
regenerates the ``.ts`` sources and the ``.qm`` from them.

Counts: ``translate(context, "%n game(s)", None, count)`` is Qt's numerus form (lupdate marks it
so, each language gives as many forms as its plural rules have: English two, Japanese, Chinese
and Korean one). Without Qt the English source is made singular or plural here (``english_count``),
the same rule ``scripts/update_translations.py`` writes the English forms with.

``japanese_beside``: learners keep the Japanese term beside the translated one (``流局 Exhaustive
draw``); see ``names.term``.
"""

from __future__ import annotations

import re
from typing import Protocol


class Translator(Protocol):
    """``QCoreApplication.translate``'s shape: ``n`` >= 0 asks for the plural form of a count."""

    def __call__(
        self, context: str, text: str, disambiguation: str | None = None, n: int = -1, /
    ) -> str: ...


LANGUAGES: dict[str, str] = {  # code -> the language's own name (menus show it as it is)
    "en": "English",
    "ja": "日本語",
    "zh": "简体中文",
    "ko": "한국어",
}


_PLURAL_SUFFIX = re.compile(r"(?<=\w)\((e?s)\)")  # "game(s)", "match(es)"


def english_form(text: str, plural: bool) -> str:
    """An English source's singular or plural form: a ``(s)`` / ``(es)`` after a word dropped,
    or kept without its brackets. ``%n`` stays for the number.

    >>> english_form("%n match(es) of %n game(s)", False), english_form("%n game(s)", True)
    ('%n match of %n game', '%n games')
    """
    return _PLURAL_SUFFIX.sub(r"\1" if plural else "", text)


def english_count(text: str, count: int) -> str:
    """An English source with a count as English says it (Qt's rule: one is singular).

    >>> english_count("%n game(s)", 1), english_count("%n game(s)", 0)
    ('1 game', '0 games')
    """
    return english_form(text, count != 1).replace("%n", str(count))


def _identity(context: str, text: str, disambiguation: str | None = None, n: int = -1, /) -> str:
    return english_count(text, n) if n >= 0 else text


_translator: Translator = _identity
_language = "en"
_japanese_beside = True


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` (English source) in the current language; unchanged without a translator.

    With ``n`` >= 0 the text is a count's (``%n`` is the number): the language's plural form."""
    if n < 0:
        return _translator(context, text)
    return _translator(context, text, disambiguation, n)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate knows)
    """Marks a table's source text for lupdate; translated later, where it is shown."""
    return text


def install(translator: Translator | None, language: str, japanese_beside: bool) -> None:
    """Use ``translator`` (e.g. ``QCoreApplication.translate``; None = the English sources) for
    ``language`` (a key of LANGUAGES)."""
    global _translator, _language, _japanese_beside
    _translator = translator or _identity
    _language = language if language in LANGUAGES else "en"
    _japanese_beside = japanese_beside


def language() -> str:
    return _language


def japanese_beside() -> bool:
    """Whether a translated term keeps its Japanese beside it (never in Japanese itself)."""
    return _japanese_beside and _language != "ja"


def language_for_locale(name: str) -> str:
    """A locale name (``ja_JP``, ``zh_Hans_CN``, ``ko-KR``, ``C``) -> one of LANGUAGES.

    >>> [language_for_locale(n) for n in ("ja_JP", "zh_CN", "ko_KR", "de_DE", "C")]
    ['ja', 'zh', 'ko', 'en', 'en']
    """
    code = name.replace("-", "_").split("_")[0].lower()
    return code if code in LANGUAGES else "en"
