"""The Progress tab's draw-luck chart (pytest-qt): each judged game's draw z beside the coach's
measures, lucky games above zero in green, unlucky below in red, a point naming its game."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtGui import QColor

from tests.library.fake_judge import use_fake_judge
from tests.library.judge_games import PLAYER, demo_copies
from tests.luck.scripted import scripted_log
from tests.wall import vectors
from viewer.library import connect, index_folders
from viewer.library.judge import judge_player
from viewer.library.verdicts import played_games
from viewer.ui.library_progress import ProgressPage
from viewer.ui.luck_chart import LUCKY, UNLUCKY, LuckChart


def test_the_scale_stays_symmetric_and_wide_enough(qtbot) -> None:
    chart = LuckChart("z")
    qtbot.addWidget(chart)
    chart.set_values([0.4, -1.1])
    assert (chart.low, chart.high) == (-2.0, 2.0)
    assert [label for _, label in chart.labels] == ["−2", "0", "+2"]
    chart.set_values([3.2, -0.5])
    assert (chart.low, chart.high) == (-4.0, 4.0)
    assert chart.point_color(0.5) == LUCKY and chart.point_color(-0.5) == UNLUCKY


def test_the_progress_tab_charts_each_judged_game_s_draw_z(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    use_fake_judge(monkeypatch)
    folder = tmp_path / "logs"
    demo_copies(folder, 2)
    (folder / "2016022509gm-0009-0000-b327da61.mjlog").write_bytes(
        scripted_log(vectors.SEED, 2, pon_in=0)[0]
    )
    connection = connect(tmp_path / "library.sqlite3")
    index_folders(connection, [str(folder)], workers=1)
    judge_player(connection, PLAYER, workers=1)
    page = ProgressPage(connection)
    qtbot.addWidget(page)
    page.resize(1100, 800)
    page.show_player(PLAYER)
    games = played_games(connection, PLAYER, "yonma")
    chart = page.charts["luck"]
    assert chart.values == [g.luck.draw_z for g in games if g.luck and g.luck.draw_z is not None]
    assert len(chart.values) == 2
    assert chart.tips[0].splitlines()[1].startswith("draw z ")
    assert "dead waits: 0/0" in chart.tips[0]  # the demo's seed is not its wall's
    page.show()
    qtbot.waitExposed(page)
    image = chart.grab().toImage()
    expected = LUCKY if chart.values[0] >= 0 else UNLUCKY
    centre = chart.point_position(0).toPoint()
    around = {  # (the mean's line crosses the point's centre)
        QColor(image.pixel(centre.x() + dx, centre.y() + dy)).name()
        for dx in (-2, 0, 2)
        for dy in (-2, 0, 2)
    }
    assert expected.name() in around
    if (shots := Path(str(tmp_path))).is_dir():
        page.grab().save(str(shots / "progress.png"))
