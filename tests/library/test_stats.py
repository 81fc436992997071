"""Each statistic on hand-written games whose answers are worked out by hand (games.py)."""

from __future__ import annotations

import datetime as dt
import sqlite3
from pathlib import Path

import pytest

from tests.library.games import SANMA_EXPECTED, YONMA_EXPECTED, YONMA_GAME
from viewer.library import index_folders, player_stats
from viewer.library.facts import placements_of
from viewer.library.stats import STATS_KEYS, DateError, extra_stats, parse_date


@pytest.mark.parametrize("player", sorted(YONMA_EXPECTED))
def test_yonma_statistics(library: sqlite3.Connection, games_folder: Path, player: str) -> None:
    index_folders(library, [str(games_folder)], workers=1)
    stats = player_stats(library, player, "yonma")
    assert tuple(sorted(stats)) == tuple(sorted(STATS_KEYS))
    assert stats["player"] == player and stats["mode"] == "yonma"
    for key, expected in YONMA_EXPECTED[player].items():
        assert stats[key] == (expected if expected is None else pytest.approx(expected)), key


@pytest.mark.parametrize("player", sorted(SANMA_EXPECTED))
def test_sanma_statistics(library: sqlite3.Connection, games_folder: Path, player: str) -> None:
    index_folders(library, [str(games_folder)], workers=1)
    stats = player_stats(library, player, "sanma")
    for key, expected in SANMA_EXPECTED[player].items():
        assert stats[key] == (expected if expected is None else pytest.approx(expected)), key


def test_modes_are_kept_apart(library: sqlite3.Connection, games_folder: Path) -> None:
    index_folders(library, [str(games_folder)], workers=1)
    assert player_stats(library, "D", "sanma")["games"] == 0
    assert player_stats(library, "A", "yonma")["rounds"] == 5
    assert player_stats(library, "A", "sanma")["rounds"] == 2


def test_an_unknown_player_has_no_games_and_no_rates(library: sqlite3.Connection) -> None:
    stats = player_stats(library, "nobody", "yonma")
    assert stats["games"] == 0 and stats["rounds"] == 0
    assert stats["placements"] == [0, 0, 0, 0]
    assert stats["win_rate"] is None and stats["average_placement"] is None


def test_names_match_exactly_after_url_decoding(
    library: sqlite3.Connection, tmp_path: Path
) -> None:
    folder = tmp_path / "names"
    folder.mkdir()
    game = YONMA_GAME.replace(b'n0="A"', b'n0="%E5%A4%A9%E9%B3%B3"')
    (folder / "game.mjlog").write_bytes(game)
    index_folders(library, [str(folder)], workers=1)
    assert player_stats(library, "天鳳", "yonma")["games"] == 1
    assert player_stats(library, "天", "yonma")["games"] == 0


def test_date_range_includes_both_ends(library: sqlite3.Connection, tmp_path: Path) -> None:
    folder = tmp_path / "dated"
    folder.mkdir()
    for day in ("2024010100", "2024010123", "2024010200", "2024010300"):
        game = YONMA_GAME.replace(b"<TAIKYOKU", f"<!-- {day} --><TAIKYOKU".encode())
        (folder / f"{day}gm-00a9-0000-0a1b2c3d.mjlog").write_bytes(game)
    (folder / "undated.mjlog").write_bytes(YONMA_GAME.replace(b'n1="B"', b'n1="E"'))
    index_folders(library, [str(folder)], workers=1)

    def games(since: str | None, until: str | None) -> int:
        start = parse_date(since) if since else None
        end = parse_date(until) if until else None
        return int(player_stats(library, "A", "yonma", start, end)["games"])

    assert games(None, None) == 5
    assert games("2024-01-01", "2024-01-01") == 2
    assert games("2024-01-02", None) == 2
    assert games(None, "20240102") == 3


def test_a_bad_date_is_refused() -> None:
    with pytest.raises(DateError, match="not a date"):
        parse_date("2024-13-01")
    assert parse_date("2024-02-29") == dt.date(2024, 2, 29)


def test_placements_tie_to_the_lower_seat() -> None:
    assert placements_of((25000, 25000, 25000, 25000)) == (1, 2, 3, 4)
    assert placements_of((20000, 30000, 30000, 20000)) == (3, 1, 2, 4)
    assert placements_of((35000, 40000, 30000)) == (2, 1, 3)


def test_the_windows_further_figures(library: sqlite3.Connection, games_folder: Path) -> None:
    index_folders(library, [str(games_folder)], workers=1)
    a = extra_stats(library, "A", "yonma")
    # A won E1 by ron in riichi and E3 by ron without riichi or calls (damaten); A's riichi
    # rounds: E1 (won) and E4 (dealt in on the declaration tile).
    assert a["tsumo_rate"] == 0.0 and a["damaten_rate"] == 0.5
    assert a["riichi_win_rate"] == 0.5 and a["riichi_deal_in_rate"] == 0.5
    b = extra_stats(library, "B", "yonma")
    assert b["tsumo_rate"] == 0.5 and b["average_win_turn"] == pytest.approx((2 + 0) / 2)
    assert extra_stats(library, "nobody", "yonma")["tsumo_rate"] is None
