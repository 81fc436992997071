"""`render --lang`: the board's and the popup's words in the language asked for."""

from __future__ import annotations

from pathlib import Path

import pytest

from viewer.cli.main import main
from viewer.presentation import i18n
from viewer.presentation.names import RON, term

SHORT_GAME = Path(__file__).resolve().parent.parent / "data" / "short_game.xml"


def _render(tmp_path: Path, *extra: str) -> bytes:
    out = tmp_path / f"board{'-'.join(extra)}.png"
    # Round 1's first ron, with its popup (yaku names, "before / change / after").
    args = ["render", str(SHORT_GAME), "--round", "1", "--step", "23", "--popup", "-o", str(out)]
    assert main([*args, *extra]) == 0
    return out.read_bytes()


def test_render_words_the_board_in_each_language(qapp, tmp_path) -> None:
    default = _render(tmp_path)
    assert i18n.language() == "en" and term(RON) == "ロン Ron"  # as before languages existed
    images = {default}
    for language, ron in (("en", "Ron"), ("ja", "ロン"), ("zh", "荣和"), ("ko", "론")):
        images.add(_render(tmp_path, "--lang", language))
        assert i18n.language() == language and term(RON) == ron
    assert len(images) == 5  # every language draws different words
    _render(tmp_path, "--lang", "ko", "--japanese-beside")
    assert term(RON) == "ロン 론"


def test_render_refuses_an_unknown_language(tmp_path, capsys) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["render", str(SHORT_GAME), "--lang", "fr", "-o", str(tmp_path / "x.png")])
    assert exit_info.value.code == 2
    assert "--lang" in capsys.readouterr().err
