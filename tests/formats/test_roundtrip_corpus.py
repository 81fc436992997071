"""Every corpus mjlog exported to tenhou.net/6 and to mjai and read back shows the same game.

`dump` of the copy equals `dump` of the mjlog step for step, tiles compared by kind with red
fives kept (the copies give their own ids). Each game costs about a second (three dumps), so a
sample of the corpus runs by default: one game in 24 (4- and 3-player) plus the games with rare
events. MJLOG_VIEWER_FULL_CORPUS=1 runs every game (done
for the report of issue 11: all 357 games, the one known tenhou6 difference included).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.conftest import MJLOG_CORPUS, corpus_games
from tests.formats.roundtrip import dump_by_kind, first_difference
from viewer.formats.mjai import parse_mjai, write_mjai
from viewer.formats.mjlog import read_mjlog
from viewer.formats.tenhou6 import parse_tenhou6, write_tenhou6

RARE = {
    "mjx/2016052515gm-00a9-0000-c4d72066.mjlog",  # four kans abort, kan dora
    "dnovikoff-tenhou/sanma2.xml",  # 3-player, kita
    "agony5757-mahjong/2020010116gm-00b9-0000-f0b66de7.mjlog",  # kakan, then kita, then dora
    "dnovikoff-tenhou/chip.xml",  # a 2009-era kakan dora shown before the replacement draw
}
# The one thing tenhou.net/6 cannot say: in this old log a kakan's dora came before the
# replacement draw (later logs: after it, which is what the JSON's reader assumes).
KAKAN_DORA_FIRST = {"dnovikoff-tenhou/chip.xml"}


def _games() -> list[Path]:
    games = corpus_games()
    if os.environ.get("MJLOG_VIEWER_FULL_CORPUS"):
        return games
    return [g for i, g in enumerate(games) if i % 24 == 0 or _name(g) in RARE]


def _name(path: Path) -> str:
    return f"{path.parent.name}/{path.name}"


@pytest.mark.parametrize("path", _games(), ids=_name)
def test_tenhou6_and_mjai_copies_replay_the_same(path: Path) -> None:
    assert MJLOG_CORPUS.is_dir()
    record = read_mjlog(path)
    original = dump_by_kind(record)
    via_mjai = dump_by_kind(parse_mjai(write_mjai(record)))
    assert first_difference(original, via_mjai) is None
    via_tenhou6 = dump_by_kind(parse_tenhou6(write_tenhou6(record, path.name)))
    difference = first_difference(original, via_tenhou6)
    if _name(path) in KAKAN_DORA_FIRST:
        assert difference is not None and difference.endswith("event: dora != draw")
    else:
        assert difference is None


def test_ids_are_the_same_for_the_same_file_and_red_fives_keep_the_red_id(
    corpus_game: Path,
) -> None:
    record = read_mjlog(corpus_game)
    for write, read in ((write_tenhou6, parse_tenhou6), (write_mjai, parse_mjai)):
        data = write(record)
        first, second = read(data), read(data)
        assert [r.events for r in first.rounds] == [r.events for r in second.rounds]
        for original, copy in zip(record.rounds, first.rounds, strict=True):
            reds = {t for hand in original.start.hands for t in hand if t in (16, 52, 88)}
            copied = {t for hand in copy.start.hands for t in hand if t in (16, 52, 88)}
            assert reds == copied
