"""mjai logs from one seat's view: hidden tiles ("?") stay hidden, never invented."""

from __future__ import annotations

import json

import pytest

from tests.formats.mjai.one_view import one_view_log
from viewer.analysis import GameAnalysis
from viewer.cli.dump import game_json
from viewer.domain.events import Agari, Discard, Draw
from viewer.domain.tiles import UNKNOWN_FIRST, is_unknown
from viewer.formats.detect import read_game
from viewer.formats.errors import LogError
from viewer.formats.mjai import write_mjai
from viewer.formats.writing import export_bytes
from viewer.presentation import BoardOptions, build_frame
from viewer.replay import Step, Timeline
from viewer.replay.loading import load_game_bytes


def test_a_one_seat_view_opens_and_replays() -> None:
    loaded = load_game_bytes(one_view_log(), "view.jsonl")
    assert loaded.problem is None and loaded.warnings == ()
    states = loaded.timeline.states(0)
    deal = states[0]
    assert not any(map(is_unknown, deal.concealed(0)))  # the viewer's own hand is known
    assert [len(deal.concealed(s)) for s in range(4)] == [13, 13, 13, 13]
    assert all(is_unknown(t) for s in (1, 2, 3) for t in deal.concealed(s))
    last = states[-1]
    assert len(last.concealed(1)) == 13 and all(map(is_unknown, last.concealed(1)))
    # C's pon and D's chi each gave up two hidden tiles, then a discard: 10 hidden left
    assert [len(last.concealed(s)) for s in (2, 3)] == [10, 10]
    assert last.river(1)[0].tile >> 2 == 17 and not last.river(1)[0].tsumogiri  # 9p, tedashi


def test_a_tsumogiri_or_a_tsumo_win_tells_the_hidden_draw() -> None:
    record = read_game(one_view_log())
    events = record.rounds[0].events
    draws = [e for e in events if isinstance(e, Draw)]
    assert is_unknown(draws[1].tile) and is_unknown(draws[3].tile)  # B's and D's stay hidden
    assert draws[2].tile >> 2 == 28  # C's was S (it went out as tsumogiri)
    discard = events[events.index(draws[2]) + 1]
    assert isinstance(discard, Discard) and discard.tile == draws[2].tile
    win = record.rounds[1].events[-1]
    assert isinstance(win, Agari) and win.win_tile >> 2 == 20  # 3s, C's discard
    assert sum(map(is_unknown, win.hand)) == 13  # B's hand was never shown


def test_dump_writes_a_hidden_tile_as_minus_one() -> None:
    loaded = load_game_bytes(one_view_log())
    document = game_json(loaded.record, loaded.timeline, analysis=True)
    hands = document["rounds"][0]["steps"][0]["hands"]
    assert hands[1] == [-1] * 13 and min(hands[0]) >= 0
    assert document["rounds"][0]["steps"][0]["analysis"][1]["shanten"] is None
    assert document["rounds"][0]["steps"][0]["analysis"][0]["shanten"] is not None
    assert all(
        t < UNKNOWN_FIRST
        for t in json.loads(json.dumps(document))["rounds"][1]["steps"][0]["hands"][0]
    )


def test_every_frame_builds_with_analysis_and_names_no_hidden_tile() -> None:
    loaded = load_game_bytes(one_view_log())
    timeline: Timeline = loaded.timeline
    analysis = GameAnalysis(loaded.record, timeline)
    texts = []
    for number in range(timeline.round_count):
        for index in range(len(timeline.states(number))):
            for open_hands in (False, True):
                options = BoardOptions(show_analysis=True, open_hands=open_hands)
                frame = build_frame(timeline, Step(number, index), options, analysis)
                texts.append(frame.event_text)
                for seat in range(4):
                    frame.hand_tooltip(seat)
                if frame.wins:
                    frame.win_breakdown(0)
    assert "B draws a hidden tile" in texts


def test_written_back_as_mjai_the_hidden_tiles_stay_question_marks() -> None:
    record = read_game(one_view_log())
    again = write_mjai(record)
    assert b'"pai": "?"' in again.replace(b'":"', b'": "') and read_game(again).rounds
    original = load_game_bytes(one_view_log())
    copy = load_game_bytes(again)
    assert game_json(copy.record, copy.timeline) == game_json(original.record, original.timeline)


def test_tenhou6_refuses_a_game_with_hidden_tiles() -> None:
    with pytest.raises(ValueError, match=r"tenhou\.net/6 has no way to write a hidden tile"):
        export_bytes(read_game(one_view_log()), "tenhou6")


def test_a_hidden_discard_is_refused() -> None:
    data = one_view_log().replace(b'"pai": "9p"', b'"pai": "?"')
    with pytest.raises(LogError, match=r"a hidden tile \('\?'\) where the tile must be known"):
        read_game(data, name="view.jsonl")


def test_a_hand_of_too_many_hidden_tiles_is_refused_in_one_line() -> None:
    lines = one_view_log().split(b"\n")
    draws = b'{"type": "tsumo", "actor": 1, "pai": "?"}\n' * 4
    data = b"\n".join(lines[:2]) + b"\n" + draws
    with pytest.raises(LogError, match=r"more than 16 hidden tiles \(round 1, line 6\)"):
        read_game(data, name="view.jsonl")
