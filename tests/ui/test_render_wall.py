"""`render --wall`: the wall view in a PNG, as the window draws it; without a seed, a warning."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtGui import QImage

from tests.wall import vectors
from tests.wall.wall_logs import log_from_seed
from viewer.cli.render import run_render

SHORT_GAME = "tests/data/short_game.xml"


@pytest.mark.parametrize("sanma", [False, True])
def test_render_wall_draws_the_wall(tmp_path, qapp, capsys, sanma) -> None:  # type: ignore[no-untyped-def]
    log = tmp_path / "seeded.mjlog"
    log.write_bytes(log_from_seed(vectors.SEED, 2, sanma))
    plain, wall = tmp_path / "plain.png", tmp_path / "wall.png"
    args = [str(log), "--round", "2", "--step", "12", "--size", "900x700"]
    assert run_render([*args, "-o", str(plain)]) == 0
    assert run_render([*args, "-o", str(wall), "--wall"]) == 0
    assert QImage(str(plain)) != QImage(str(wall))
    closed = tmp_path / "closed.png"
    assert run_render([*args, "-o", str(closed), "--wall-closed"]) == 0
    assert QImage(str(closed)) not in (QImage(str(plain)), QImage(str(wall)))
    assert capsys.readouterr().err == ""


def test_render_wall_without_a_seed_warns_and_draws_the_plain_board(tmp_path, qapp, capsys) -> None:  # type: ignore[no-untyped-def]
    from tests.conftest import REPO

    plain, wall = tmp_path / "plain.png", tmp_path / "wall.png"
    args = [str(REPO / SHORT_GAME), "--step", "5", "--size", "640x480"]
    assert run_render([*args, "-o", str(plain)]) == 0
    assert run_render([*args, "-o", str(wall), "--wall"]) == 0
    assert capsys.readouterr().err == "warning: No wall: the log carries no shuffle seed\n"
    assert QImage(str(plain)) == QImage(str(wall))


def test_render_wall_of_a_json_log_says_where_the_seed_is(tmp_path, qapp, capsys) -> None:  # type: ignore[no-untyped-def]
    from tests.review.helpers import report_path

    out = tmp_path / "wall.png"
    args = [str(report_path("4p")), "--step", "5", "--size", "640x480", "-o", str(out), "--wall"]
    assert run_render(args) == 0  # the board, without a wall
    (line,) = capsys.readouterr().err.splitlines()
    assert line.startswith("warning: No wall: ") and "a JSON log" in line
    assert "Tenhou's mjlog (XML)" in line and "https://tenhou.net/0/log/?LOG-ID" in line
