"""`render --scores`: the game's scores as a PNG of the size asked, in each language and theme;
bad input is one `error:` line."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from tests.conftest import DATA
from tests.logbuilder import document, init
from tests.score_games import four_player_game
from viewer.cli.main import main


@pytest.fixture
def game(tmp_path: Path) -> Path:
    path = tmp_path / "four.mjlog"
    path.write_bytes(four_player_game())
    return path


def _size(path: Path) -> tuple[int, int]:
    image = QImage(str(path))
    return image.width(), image.height()


def test_scores_are_a_png_of_the_default_size(qapp, game: Path, tmp_path: Path) -> None:
    out = tmp_path / "scores.png"
    assert main(["render", str(game), "--scores", "-o", str(out)]) == 0
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert _size(out) == (1200, 700)


def test_scores_take_the_size_theme_and_language_asked(qapp, game: Path, tmp_path: Path) -> None:
    images = set()
    for extra in ([], ["--theme", "light"], ["--lang", "ja"], ["--hide-names"]):
        out = tmp_path / f"scores{len(images)}.png"
        assert (
            main(["render", str(game), "--scores", "--size", "800x450", *extra, "-o", str(out)])
            == 0
        )
        assert _size(out) == (800, 450)
        images.add(out.read_bytes())
    assert len(images) == 4  # each option changes the picture


def test_a_whole_corpus_free_log_of_the_tests_renders(qapp, tmp_path: Path) -> None:
    out = tmp_path / "short.png"
    assert main(["render", str(DATA / "short_game.xml"), "--scores", "-o", str(out)]) == 0
    assert _size(out) == (1200, 700)


@pytest.mark.parametrize(
    ("make", "extra", "message"),
    [
        (lambda p: None, [], "cannot read the file"),
        (lambda p: p.write_bytes(document(init(), "<T60/><D61/>")), [],
         "seat 0 discards 7p (61), which is not in its hand (round 1, element 7 <D61>)"),
        (lambda p: p.write_bytes(b"<mjloggm ver='2.3'></mjloggm>"), [], ""),
        (lambda p: p.write_bytes(four_player_game()), ["--animate"],
         "--scores draws one picture: it cannot be used with --animate"),
        (lambda p: p.write_bytes(four_player_game()), ["--size", "10x10"], "--size must be"),
    ],
)  # fmt: skip
def test_bad_input_is_one_error_line(qapp, tmp_path: Path, capsys, make, extra, message) -> None:
    log = tmp_path / "game.mjlog"
    make(log)
    out = tmp_path / "out.png"
    assert main(["render", str(log), "--scores", *extra, "-o", str(out)]) == 2
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and message in lines[0], lines
    assert not out.exists()


def test_an_unwritable_output_is_one_error_line(qapp, game: Path, tmp_path: Path, capsys) -> None:
    out = tmp_path / "no-such-folder" / "scores.png"
    assert main(["render", str(game), "--scores", "-o", str(out)]) == 2
    assert capsys.readouterr().err == f"error: {out}: cannot write the PNG\n"
