"""A ron on a tile nobody discarded keeps its tile through every format: chankan (kakan), a ron
on a kita (3-player, a double ron here), kokushi robbing an ankan (issue 24, item 1). The
tenhou.net/6 and mjai readers took the tile of a robbed kita or ankan as unknown (-1), and the
window's round list then failed on the game."""

from __future__ import annotations

import json

import pytest

from scripts.review_chances import game_chankan_4p, game_kita_3p, game_kokushi_4p
from tests.helpers import lines
from viewer.domain.events import Agari
from viewer.domain.record import GameRecord
from viewer.formats.errors import LogError
from viewer.formats.mjai import parse_mjai, write_mjai
from viewer.formats.mjlog import parse_mjlog
from viewer.formats.tenhou6 import parse_tenhou6, write_tenhou6
from viewer.replay.loading import load_game_bytes


def wins(record: GameRecord) -> list[tuple[int, int, int, tuple[int, ...]]]:
    """(winner, from, kind of the winning tile, kinds of the winning hand) of every win."""
    return [(e.seat, e.from_seat, e.win_tile // 4, tuple(sorted(t // 4 for t in e.hand)))
            for rnd in record.rounds for e in rnd.events if isinstance(e, Agari)]  # fmt: skip


GAMES = {"kita_3p": game_kita_3p, "chankan_4p": game_chankan_4p, "kokushi_4p": game_kokushi_4p}
ROBBED = {"kita_3p": [(1, 0, 30), (2, 0, 30)], "chankan_4p": [(1, 0, 25)],
          "kokushi_4p": [(1, 0, 27)]}  # fmt: skip


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("form", ["mjai", "tenhou6"])
def test_the_robbed_tile_survives_a_round_trip(name: str, form: str) -> None:
    original = parse_mjlog(GAMES[name]())
    assert [w[:3] for w in wins(original) if w[0] != w[1]] == ROBBED[name]
    if form == "mjai":
        again = parse_mjai(write_mjai(original))
    else:
        again = parse_tenhou6(write_tenhou6(original))
    assert wins(again) == wins(original)
    loaded = load_game_bytes(write_mjai(original) if form == "mjai" else write_tenhou6(original))
    assert loaded.warnings == () and loaded.problem is None


def test_a_ron_with_no_tile_to_win_on_is_one_error() -> None:
    data = lines({"type": "hora", "actor": 1, "target": 0, "deltas": [-1000, 1000, 0, 0]})
    with pytest.raises(LogError, match="seat 1 wins by ron with no tile to win on"):
        parse_mjai(data)
    value = json.loads(write_tenhou6(parse_mjlog(game_chankan_4p())))
    kyoku = value["log"][0]
    for column in range(5, 17, 3):  # nobody draws, discards or calls: nothing to win on
        kyoku[column], kyoku[column + 1] = [], []
    with pytest.raises(LogError) as caught:  # the play order already says so
        parse_tenhou6(json.dumps(value).encode())
    assert "did not play last" in str(caught.value) and "\n" not in str(caught.value)
