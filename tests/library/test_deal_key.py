"""The deal key names a game whatever file holds it: the same game in an mjlog, a tenhou.net/6
file, an mjai log or a Mortal report has one key; another game, or a part of the game, another."""

from __future__ import annotations

import pytest

from tests.conftest import CORPUS, corpus_games, requires_corpus
from tests.library.games import SANMA_GAME, YONMA_GAME
from tests.review.helpers import game_path, report_path
from viewer.formats.detect import read_game
from viewer.formats.mjai import parse_mjai, write_mjai
from viewer.formats.mjlog import parse_mjlog
from viewer.formats.tenhou6 import parse_tenhou6, write_tenhou6
from viewer.library.deal_key import DealKeys
from viewer.library.facts import game_facts
from viewer.library.reading import read_log
from viewer.review.game_source import read_game_or_report

FIXTURES = ("4p", "3p", "kita_3p", "chankan_4p", "kokushi_4p")


def key_of(data: bytes) -> str:
    return game_facts(parse_mjlog(data)).deal_key


@pytest.mark.parametrize("kind", FIXTURES)
def test_one_game_in_every_format_has_one_key(kind: str) -> None:
    record = read_game(game_path(kind))
    key = game_facts(record).deal_key
    assert read_log(str(game_path(kind))).facts.deal_key == key  # the lean walk's
    assert game_facts(parse_mjai(write_mjai(record))).deal_key == key
    assert game_facts(parse_tenhou6(write_tenhou6(record))).deal_key == key


@pytest.mark.parametrize("report", ["4p", "4p_seat2", "3p", "kita_3p", "kita_3p_seat2"])
def test_a_report_carries_the_key_of_the_game_it_reviews(report: str) -> None:
    game = report.removesuffix("_seat2")
    carried = read_game_or_report(report_path(report)).record
    assert game_facts(carried).deal_key == key_of(game_path(game).read_bytes())


def test_other_games_and_parts_of_a_game_have_other_keys() -> None:
    keys = {key_of(YONMA_GAME), key_of(SANMA_GAME), key_of(game_path("4p").read_bytes())}
    assert len(keys) == 3
    record = read_game(game_path("4p"))
    assert len(record.rounds) > 1
    first = DealKeys(4)
    start = record.rounds[0].start
    first.add(start.round_index, start.honba, start.hands)
    assert first.key() != game_facts(record).deal_key  # the first round alone is not the game
    last = DealKeys(4)
    for rnd in record.rounds:  # every round counts, the first and the last deals are hashed
        last.add(rnd.start.round_index, rnd.start.honba, rnd.start.hands)
    assert last.key() == game_facts(record).deal_key
    end = record.rounds[-1].start
    last.add(end.round_index, end.honba, end.hands)  # one round more, the same last deal
    assert last.key() != game_facts(record).deal_key


def test_the_key_reads_tile_kinds_in_any_order() -> None:
    """mjai and tenhou.net/6 name a tile, not which of its four copies: 5m is id 16 to 19."""
    one, other = DealKeys(4), DealKeys(4)
    one.add(0, 0, ((16, 0, 135), (), (), ()))
    other.add(0, 0, ((134, 19, 1), (), (), ()))
    assert one.key() == other.key()
    hidden = DealKeys(4)
    hidden.add(0, 0, ((16, 0, 136), (), (), ()))  # a hidden tile is no known tile
    assert hidden.key() != one.key()
    seat = DealKeys(4)
    seat.add(0, 0, ((), (16, 0, 135), (), ()))  # the same tiles at another seat
    assert seat.key() != one.key()


@requires_corpus
def test_corpus_games_keep_their_keys_through_tenhou6_and_mjai() -> None:
    """Every fourth game through tenhou.net/6, every eighth through mjai (the mjai round trip
    of the whole corpus takes 16 s; the formats' own tests replay every game both ways)."""
    games = corpus_games()
    assert any(read_game(p).sanma for p in games[::8])  # 3-player games among them
    for number, path in enumerate(games[::4]):
        record = read_game(path)
        key = read_log(str(path)).facts.deal_key
        assert game_facts(record).deal_key == key, path
        assert game_facts(parse_tenhou6(write_tenhou6(record))).deal_key == key, path
        if number % 2 == 0:
            assert game_facts(parse_mjai(write_mjai(record))).deal_key == key, path


@requires_corpus
def test_the_corpus_tenhou6_twins_of_mjlogs_share_their_keys() -> None:
    """tsubakisakura/mjlog2json holds four games as an mjlog and as Tenhou's own JSON."""
    twins = sorted((CORPUS / "tenhou6" / "tsubakisakura-mjlog2json").glob("*.json"))
    assert len(twins) == 4
    for json_file in twins:
        mjlog = CORPUS / "mjlog" / "tsubakisakura-mjlog2json" / f"{json_file.stem}.xml"
        assert read_log(str(json_file)).facts.deal_key == read_log(str(mjlog)).facts.deal_key
        assert read_log(str(json_file)).content_hash != read_log(str(mjlog)).content_hash
