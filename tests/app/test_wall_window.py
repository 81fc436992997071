"""Key W: the wall view in the window (spoiler-free until asked, the board untouched without it)."""

from __future__ import annotations

import subprocess
import sys

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt

import viewer.presentation.wall as wall_module
from tests.conftest import REPO
from tests.wall import vectors
from tests.wall.wall_logs import log_from_seed
from viewer.app.actions import Action
from viewer.formats.mjlog import read_mjlog
from viewer.formats.mjlog.shuffle import read_shuffle_seeds
from viewer.replay.timeline import Step
from viewer.ui.geometry import BACK
from viewer.wall import GameWalls, next_draws, progress_at


def seeded_log(tmp_path, sanma: bool = False):
    path = tmp_path / ("sanma.mjlog" if sanma else "yonma.mjlog")
    path.write_bytes(log_from_seed(vectors.SEED, 2, sanma))
    return path


def wall_sprites(window, zone: str = "wall"):
    return [s for s in window.board.board_layout().sprites if s.zone == zone]


@pytest.fixture
def seed_reads(monkeypatch):
    """Counts the reads of a log's seeds (the window reads them through this module)."""
    calls: list[object] = []
    original = wall_module.read_seeds

    def counting(path):
        calls.append(path)
        return original(path)

    monkeypatch.setattr(wall_module, "read_seeds", counting)
    return calls


def test_w_toggles_the_wall_view_and_its_menu_entry(window, qtbot, tmp_path):
    assert window.open_path(seeded_log(tmp_path))
    toggle = window.chrome.actions[Action.SHOW_WALL]
    assert toggle.isCheckable() and not toggle.isChecked()
    assert window.board.frame.wall is None and not wall_sprites(window)
    qtbot.keyClick(window, Qt.Key.Key_W)
    assert window.session.options.show_wall and toggle.isChecked()
    assert window.board.frame.wall is not None and wall_sprites(window)
    toggle.trigger()  # the View menu entry
    assert not window.session.options.show_wall
    assert window.board.frame.wall is None and not wall_sprites(window)


@pytest.mark.parametrize("sanma", [False, True])
def test_the_wall_and_next_draws_match_the_seeds_walls(window, qtbot, tmp_path, sanma):
    path = seeded_log(tmp_path, sanma)
    assert window.open_path(path)
    window.session.go_to(Step(1, 9))
    qtbot.keyClick(window, Qt.Key.Key_W)
    record = read_mjlog(path)
    wall = GameWalls(record, *read_shuffle_seeds(path.read_bytes())).wall(1)
    progress = progress_at(record.rounds[1], 9, record.rules.players)
    shown = wall_sprites(window)
    assert all(s.tile != BACK for s in shown)  # asked for: face up
    assert {s.tile for s in shown} >= set(wall.draws[progress.live_drawn :])
    assert {s.tile for s in shown}.isdisjoint(wall.draws[: progress.live_drawn])
    expected = next_draws(wall, progress)
    rows = wall_sprites(window, "next_draws")
    for seat in range(record.rules.players):
        assert tuple(s.tile for s in rows if s.seat == seat) == expected[seat]
    assert [s for s in shown if s.highlight] == [
        s for s in shown if s.tile == expected[progress.next_seat][0]
    ]
    assert not window.status_line.wall_label.isVisibleTo(window)


def test_with_w_off_unrevealed_tiles_stay_face_down(window, qtbot, tmp_path):
    assert window.open_path(seeded_log(tmp_path))
    dora = [s for s in window.board.board_layout().sprites if s.zone == "dora"]
    assert [s.tile == BACK for s in dora] == [False, True, True, True, True]
    assert not wall_sprites(window) and not wall_sprites(window, "next_draws")
    assert all(s.tile >= 0 or s.zone == "dora" for s in window.board.board_layout().sprites)


def test_w_off_leaves_the_board_pixel_identical(window, qtbot, tmp_path):
    assert window.open_path(seeded_log(tmp_path))
    window.session.go_to(Step(0, 17))
    before = window.board.render_image(900, 700)
    qtbot.keyClick(window, Qt.Key.Key_W)
    during = window.board.render_image(900, 700)
    qtbot.keyClick(window, Qt.Key.Key_W)
    after = window.board.render_image(900, 700)
    assert during != before
    assert after == before


def test_seeds_are_read_on_the_first_w_only(window, qtbot, tmp_path, seed_reads):
    path = seeded_log(tmp_path)
    assert window.open_path(path)
    for _ in range(5):
        qtbot.keyClick(window, Qt.Key.Key_Right)
    assert seed_reads == []
    qtbot.keyClick(window, Qt.Key.Key_W)
    for _ in range(5):
        qtbot.keyClick(window, Qt.Key.Key_Right)
    window.session.go_to(Step(1, 0))
    qtbot.keyClick(window, Qt.Key.Key_W)
    qtbot.keyClick(window, Qt.Key.Key_W)
    assert seed_reads == [path]


def test_a_log_without_a_seed_says_so(short_window, qtbot):
    qtbot.keyClick(short_window, Qt.Key.Key_W)
    label = short_window.status_line.wall_label
    assert label.isVisibleTo(short_window)
    assert label.text() == "No wall: the log carries no shuffle seed"
    assert not wall_sprites(short_window)
    qtbot.keyClick(short_window, Qt.Key.Key_W)
    assert not label.isVisibleTo(short_window)


def test_another_log_opens_spoiler_free_and_w_is_never_remembered(window, qtbot, tmp_path):
    assert window.open_path(seeded_log(tmp_path))
    qtbot.keyClick(window, Qt.Key.Key_W)
    assert window.open_path(seeded_log(tmp_path, sanma=True))
    assert window.board.frame.wall is None and not wall_sprites(window)
    assert not window.chrome.actions[Action.SHOW_WALL].isChecked()
    # The face-down wall gives nothing away: it stays on from one log to the next.
    qtbot.keyClick(window, Qt.Key.Key_W, Qt.KeyboardModifier.ShiftModifier)
    assert window.open_path(seeded_log(tmp_path))
    assert window.board.frame.wall is not None and not window.board.frame.wall.face_up
    faces = {s.tile for s in wall_sprites(window) if s.tile != BACK}
    assert faces == {t.tile for t in window.board.frame.wall.tiles if t.shown} != set()
    from viewer.app.window.toggles import VIEW_TOGGLES

    remembered = {toggle.option for toggle in VIEW_TOGGLES if toggle.setting is not None}
    assert "show_wall" not in remembered and "show_wall_closed" not in remembered


def test_the_wall_is_not_imported_at_start_up():
    code = (
        "import sys, viewer.app.window.main_window, viewer.ui.board_view, viewer.cli.main; "
        "print(sorted(m for m in sys.modules if m.startswith(('viewer.wall', "
        "'viewer.presentation.wall', 'viewer.ui.wall_layout'))))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "[]"


def test_wall_tiles_say_what_they_are(window, qtbot, tmp_path):
    from viewer.ui.board_view import board_scale

    assert window.open_path(seeded_log(tmp_path))
    window.session.go_to(Step(0, 6))
    qtbot.keyClick(window, Qt.Key.Key_W)
    board = window.board
    layout = board.board_layout()
    scale = board_scale(board.width(), board.height(), layout.size)

    def tip(sprite):
        cx, cy = sprite.rect.centre
        return board.tooltip_at(round(board.width() / 2) + cx * scale,
                                round(board.height() / 2) + cy * scale)  # fmt: skip

    view = board.frame.wall
    by_tile = {t.tile: t for t in view.tiles}
    texts = {}
    for sprite in wall_sprites(window):
        piece = by_tile[sprite.tile]
        if piece.role in ("next", "live") or piece.order == 1:
            texts.setdefault(piece.role, tip(sprite))
    assert texts["next"].endswith("· the next draw")
    assert texts["dora"].endswith("· dora indicator 1 (shown)")
    assert "· ura indicator " in texts["ura"] and "· replacement tile " in texts["rinshan"]
    assert "· live wall, draw " in texts["live"]
    seat = board.frame.wall.next_draws
    first = next(s for s in wall_sprites(window, "next_draws") if s.seat == 1)
    assert tip(first).endswith("· B's draw 1 had nobody called")
    assert seat[1][0] == first.tile
    qtbot.keyClick(window, Qt.Key.Key_W)
    assert board.tooltip_at(round(board.width() / 2), round(board.height() / 2)) == ""


def test_shift_w_shows_the_wall_face_down_as_the_players_see_it(window, qtbot, tmp_path):
    assert window.open_path(seeded_log(tmp_path))
    window.session.go_to(Step(0, 9))
    before = window.board.render_image(900, 700)
    toggle = window.chrome.actions[Action.SHOW_WALL_CLOSED]
    qtbot.keyClick(window, Qt.Key.Key_W, Qt.KeyboardModifier.ShiftModifier)
    assert window.session.options.show_wall_closed and toggle.isChecked()
    assert not window.session.options.show_wall
    shown = wall_sprites(window)
    view = window.board.frame.wall
    assert not view.face_up and view.next_draws == ()
    assert not wall_sprites(window, "next_draws")
    faces = [s for s in shown if s.tile != BACK]
    assert [s.tile for s in faces] == [window.board.frame.round.start.dora_indicator]
    assert len(shown) == len(view.tiles) > 0
    # Nothing hidden leaks through a tooltip either.
    from viewer.ui.wall_layout import wall_tooltip

    layout = window.board.board_layout()
    names = set()
    for sprite in shown:
        cx, cy = sprite.rect.centre
        text = wall_tooltip(window.board.frame, layout.sprites, cx, cy)
        assert text
        if sprite.tile == BACK:
            assert "·" not in text
        names.add(text)
    assert "live wall, draw 30" in names
    qtbot.keyClick(window, Qt.Key.Key_W)  # face up wins while both are on
    assert window.board.frame.wall.face_up and wall_sprites(window, "next_draws")
    qtbot.keyClick(window, Qt.Key.Key_W)
    toggle.trigger()
    assert window.board.frame.wall is None
    assert window.board.render_image(900, 700) == before


@pytest.mark.corpus
def test_corpus_games_show_their_wall_in_the_window(window, qtbot, corpus_game, corpus_sanma_game):
    for path, players in ((corpus_game, 4), (corpus_sanma_game, 3)):
        assert window.open_path(path)
        window.session.go_to(Step(1, 20))
        if not window.session.options.show_wall:
            qtbot.keyClick(window, Qt.Key.Key_W)
        frame = window.board.frame
        assert frame.wall is not None and frame.wall.note is None
        shown = wall_sprites(window)
        assert shown and all(s.tile != BACK for s in shown)
        assert {s.seat for s in shown} <= set(range(players))
        record = read_mjlog(path)
        wall = GameWalls(record, *read_shuffle_seeds(path.read_bytes())).wall(1)
        expected = next_draws(wall, progress_at(record.rounds[1], 20, players))
        rows = wall_sprites(window, "next_draws")
        for seat in range(players):
            assert tuple(s.tile for s in rows if s.seat == seat) == expected[seat]
        assert not window.status_line.wall_label.isVisibleTo(window)
