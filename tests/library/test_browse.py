"""The queries behind the Library view: filters, sorting, pages, rounds that match a question."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from tests.library.games import YONMA_GAME
from viewer.library import index_folders
from viewer.library.browse import (
    GameFilter,
    count_games,
    fetch_games,
    game_rounds,
    game_seat,
    placement_history,
    rounds_where,
)


def indexed(library: sqlite3.Connection, folder: Path) -> sqlite3.Connection:
    index_folders(library, [str(folder)], workers=1)
    return library


def test_filters(library: sqlite3.Connection, games_folder: Path) -> None:
    db = indexed(library, games_folder)
    assert count_games(db, GameFilter()) == 2
    assert count_games(db, GameFilter(players=3)) == 1
    assert count_games(db, GameFilter(search="D")) == 1  # only the 4-player game has a D
    assert count_games(db, GameFilter(search="4e5f6a7b")) == 1  # part of a log id
    assert count_games(db, GameFilter(search="%")) == 0  # LIKE wildcards are plain text
    assert count_games(db, GameFilter(tag="double_ron")) == 1
    assert count_games(db, GameFilter(tag="double")) == 0  # whole tags only
    assert count_games(db, GameFilter(room="三")) == 1
    assert count_games(db, GameFilter(since="2024-01-02")) == 1
    assert count_games(db, GameFilter(until="2024-01-01")) == 1


def test_rows_sorted_and_paged_with_my_placement(library: sqlite3.Connection,
                                                 games_folder: Path) -> None:  # fmt: skip
    db = indexed(library, games_folder)
    newest_first = fetch_games(db, GameFilter(me="C"))
    assert [row.players for row in newest_first] == [3, 4]
    assert newest_first[1].names == "A · B · C · D"
    assert (newest_first[0].placement, newest_first[0].score) == (1, 40000)
    assert (newest_first[1].placement, newest_first[1].score) == (3, 20000)
    by_rounds = fetch_games(db, GameFilter(), sort="rounds", descending=False)
    assert [row.round_count for row in by_rounds] == [2, 5]
    assert len(fetch_games(db, GameFilter(), offset=1, limit=5)) == 1
    assert newest_first[1].path is not None and newest_first[1].path.endswith(".mjlog")


def test_rounds_where_a_seat_did_something(library: sqlite3.Connection,
                                           games_folder: Path) -> None:  # fmt: skip
    db = indexed(library, games_folder)
    game = fetch_games(db, GameFilter(players=4))[0].game_id
    assert game_seat(db, game, "D") == 3
    assert rounds_where(db, game, 0, "won") == [1, 3]
    assert rounds_where(db, game, 0, "dealt_in") == [4]
    assert rounds_where(db, game, 3, "dealt_in") == [3]
    assert rounds_where(db, game, 0, "riichi") == [1, 4]
    assert rounds_where(db, game, 3, "called") == [5]
    assert rounds_where(db, game, 0, "won_with", yaku=8) == [1, 3]
    assert rounds_where(db, game, 0, "won_with", yaku=1) == []
    rounds = game_rounds(db, game)
    assert [(r.ordinal, r.result, r.winners, r.points) for r in rounds[:3]] == [
        (1, "win", "A", 3900), (2, "win", "B", 2600), (3, "win", "A · B", 2000),
    ]  # fmt: skip
    assert rounds[4].draw_kind == "exhaustive"


def test_placement_history_oldest_first(library: sqlite3.Connection, tmp_path: Path) -> None:
    folder = tmp_path / "history"
    folder.mkdir()
    for day, names in (("2024030100", b'n0="A"'), ("2024010100", b'n0="Z"')):
        game = YONMA_GAME.replace(b'n3="D"', b'n3="A"').replace(b'n0="A"', b'n0="Q"')
        game = game.replace(b'n0="Q"', names)
        (folder / f"{day}gm-00a9-0000-00000000.mjlog").write_bytes(game)
    db = indexed(library, folder)
    history = placement_history(db, "A", 4)
    assert [(when, place) for when, place, _rate in history] == [
        ("2024-01-01 00:00:00", 4), ("2024-03-01 00:00:00", 1), ("2024-03-01 00:00:00", 4),
    ]  # fmt: skip
