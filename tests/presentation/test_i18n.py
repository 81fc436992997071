"""The language layer: translations complete and built, the Qt-free door, terms per language."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

from tests.conftest import REPO
from viewer.presentation import i18n
from viewer.presentation.names import DRAW_NAMES, TENPAI, YAKU_NAMES, term, translated

TRANSLATIONS = REPO / "resources" / "translations"


def test_every_language_has_a_ts_and_a_qm() -> None:
    for language in i18n.LANGUAGES:
        assert (TRANSLATIONS / f"mjlog-viewer_{language}.ts").is_file()
        assert (TRANSLATIONS / f"mjlog-viewer_{language}.qm").is_file()


def test_ts_sources_are_complete_and_qm_current() -> None:
    """lupdate + the command table give the committed .ts exactly, no message unfinished, and
    lrelease rebuilds the committed .qm byte for byte."""
    result = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "update_translations.py"), "--check"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize("language", ["ja", "zh", "ko"])
def test_no_message_is_left_untranslated(language: str) -> None:
    root = ET.parse(TRANSLATIONS / f"mjlog-viewer_{language}.ts").getroot()
    messages = list(root.iter("message"))
    assert len(messages) > 200
    for message in messages:
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None and translation.get("type") is None
        texts = [translation.text or ""]
        if message.get("numerus") == "yes":  # a count's: the language's one form, with %n
            texts = [form.text or "" for form in translation.iter("numerusform")]
            assert len(texts) == 1 and "%n" in texts[0], source
        assert all(texts), source
        for field in re.findall(r"\{\w+\}", source):  # placeholders survive
            assert all(field in text for text in texts), (source, texts)


def test_english_counts_have_a_singular_and_a_plural() -> None:
    root = ET.parse(TRANSLATIONS / "mjlog-viewer_en.ts").getroot()
    counts = [m for m in root.iter("message") if m.get("numerus") == "yes"]
    assert len(counts) >= 10
    for message in counts:
        source = message.findtext("source") or ""
        forms = [form.text for form in message.iter("numerusform")]
        assert forms == [i18n.english_form(source, False), i18n.english_form(source, True)]


def test_without_qt_a_count_is_english_singular_or_plural() -> None:
    assert i18n.translate("library", "{title} — %n game(s)", None, 1) == "{title} — 1 game"
    assert i18n.translate("library", "{title} — %n game(s)", None, 0) == "{title} — 0 games"
    assert i18n.english_count("%n match(es)", 3) == "3 matches"
    assert i18n.english_count("%n match(es)", 1) == "1 match"
    assert i18n.translate("x", "%n is kept without a count") == "%n is kept without a count"


def test_without_qt_the_english_sources_are_shown() -> None:
    assert i18n.translate("yaku", "Tanyao") == "Tanyao"
    assert translated(YAKU_NAMES[8]) == "Tanyao"
    assert term(DRAW_NAMES[None]) == "流局 Exhaustive draw"  # the learner's look by default


def _fake(table: dict[tuple[str, str], str]) -> i18n.Translator:
    return lambda context, text: table.get((context, text), text)


def test_term_keeps_the_japanese_beside_only_when_asked() -> None:
    try:
        i18n.install(_fake({("status", "Tenpai"): "听牌"}), "zh", japanese_beside=False)
        assert term(TENPAI) == "听牌"
        i18n.install(_fake({("status", "Tenpai"): "听牌"}), "zh", japanese_beside=True)
        assert term(TENPAI) == "聴牌 听牌"
        i18n.install(_fake({("status", "Tenpai"): "聴牌"}), "ja", japanese_beside=True)
        assert term(TENPAI) == "聴牌"  # never twice in Japanese
    finally:
        i18n.install(None, "en", True)


def test_locale_names_map_to_languages() -> None:
    assert i18n.language_for_locale("ko-KR") == "ko"
    assert i18n.language_for_locale("zh_Hans_CN") == "zh"
    assert i18n.language_for_locale("fr_FR") == "en"


def test_notes_drop_their_japanese_without_the_learners_option() -> None:
    from viewer.presentation.results import wins_title

    assert wins_title(2) == "Double ron (ダブロン): both wins of this discard"
    try:
        i18n.install(None, "en", japanese_beside=False)
        assert wins_title(2) == "Double ron: both wins of this discard"
    finally:
        i18n.install(None, "en", True)
