"""mjai event logs: read, written, cut off, gzip, and refused with one line naming the line."""

from __future__ import annotations

import gzip
from typing import Any

import pytest

from tests.helpers import lines
from viewer.domain.events import Agari, Call, Discard, Draw, RiichiAccepted, Ryuukyoku
from viewer.domain.melds import MeldKind
from viewer.formats.detect import detect_format, read_game
from viewer.formats.errors import LogError
from viewer.formats.mjai import parse_mjai, write_mjai

DRAW = {"type": "ryukyoku", "deltas": [0, 0, 0, 0]}


def test_a_round_of_plays() -> None:
    data = lines(
        {"type": "tsumo", "actor": 0, "pai": "9m"},
        {"type": "reach", "actor": 0},
        {"type": "dahai", "actor": 0, "pai": "9m", "tsumogiri": True},
        {"type": "reach_accepted", "actor": 0},
        {"type": "pon", "actor": 2, "target": 0, "pai": "9m", "consumed": ["9m", "9m"]},
        {"type": "dahai", "actor": 2, "pai": "E", "tsumogiri": False},
        DRAW,
    )
    assert detect_format(data) == "mjai"
    record = read_game(data)
    events = record.rounds[0].events
    assert isinstance(events[3], Discard) and events[3].tile == events[1].tile  # type: ignore[attr-defined]
    assert isinstance(events[4], RiichiAccepted) and events[4].scores[0] == 24000  # type: ignore[index]
    call = events[5]
    assert isinstance(call, Call) and call.meld.kind is MeldKind.PON and call.meld.from_seat == 0
    assert isinstance(events[-1], Ryuukyoku)
    assert record.rounds[0].complete and record.truncation is None


def test_the_red_five_gets_the_red_id_and_the_writer_names_it() -> None:
    record = read_game(lines(DRAW))
    assert 16 in record.rounds[0].start.hands[0]
    assert b'"5mr"' in write_mjai(record)


def test_a_tedashi_of_the_drawn_kind_is_not_tsumogiri() -> None:
    data = lines(
        {"type": "tsumo", "actor": 0, "pai": "1m"},
        {"type": "dahai", "actor": 0, "pai": "1m", "tsumogiri": False},
        DRAW,
    )
    events = read_game(data).rounds[0].events
    assert isinstance(events[1], Draw) and isinstance(events[2], Discard)
    assert events[1].tile != events[2].tile


def test_a_win_without_deltas_keeps_the_scores_and_says_so() -> None:
    data = lines(
        {"type": "tsumo", "actor": 0, "pai": "9m"},
        {"type": "hora", "actor": 0, "target": 0},
    )
    record = read_game(data)
    win = record.rounds[0].events[-1]
    assert isinstance(win, Agari) and win.deltas == (0, 0, 0, 0) and win.yaku == ()
    assert any("scores after it are not known" in w for w in record.warnings)


def test_a_hidden_dora_indicator_is_refused_not_invented() -> None:
    data = lines({"type": "dora", "dora_marker": "?"}, DRAW)
    with pytest.raises(LogError, match=r"hidden tile .*\(round 1, line 3\)"):
        read_game(data, name="view.jsonl")


@pytest.mark.parametrize(
    ("event", "message"),
    [
        ({"type": "tsumo", "actor": 0, "pai": "0m"}, "not an mjai tile"),
        ({"type": "tsumo", "actor": 7, "pai": "1m"}, "'actor' must be a whole number"),
        ({"type": "dahai", "actor": 0, "pai": "E", "tsumogiri": False}, "does not hold E"),
        ({"type": "pon", "actor": 1, "target": 0, "pai": "1m", "consumed": ["1m", "1m"]},
         "not the last discard"),
        ({"type": "tsumo", "actor": 0, "pai": "5mr"}, "a second red 5m"),
    ],
)  # fmt: skip
def test_errors_name_the_line(event: dict[str, Any], message: str) -> None:
    with pytest.raises(LogError) as info:
        read_game(lines(event, DRAW), name="bad.jsonl")
    text = str(info.value)
    assert message in text and text.startswith("bad.jsonl: ") and "line 3" in text
    assert "\n" not in text


def test_a_cut_off_file_keeps_what_it_has() -> None:
    data = lines({"type": "tsumo", "actor": 0, "pai": "9m"}, DRAW)
    full = read_game(data)
    cut = data[: data.rindex(b'{"type": "end_kyoku"') + 9]
    record = read_game(cut)
    assert record.truncation == "the file is cut off in its last line"
    assert len(record.rounds[0].events) == len(full.rounds[0].events)
    mid = lines({"type": "tsumo", "actor": 0, "pai": "9m"}, end=False)
    assert read_game(mid).truncation == "the log stops in the middle of round 1"


def test_gzip_whole_and_cut_off() -> None:
    data = gzip.compress(lines({"type": "tsumo", "actor": 0, "pai": "9m"}, DRAW))
    assert detect_format(data) == "mjai"
    assert len(read_game(data).rounds) == 1
    assert "cut off" in (parse_mjai(data[:-12]).truncation or "")


def test_a_damaged_line_in_the_middle_keeps_the_rounds_before() -> None:
    first = lines({"type": "tsumo", "actor": 0, "pai": "9m"}, DRAW, end=False)
    data = first + b'{"type": "end_kyoku"}\n' + first.split(b"\n", 1)[1] + b"{oops\n" + b"{}\n"
    with pytest.raises(LogError) as info:
        read_game(data)
    assert "not a JSON event" in str(info.value) and info.value.partial is not None
    assert len(info.value.partial.rounds) == 1


def test_detection_looks_at_the_event_not_at_the_word_type() -> None:
    assert detect_format(b'{"name":["type","b","c","d"],"log":[]}') == "tenhou6"
    assert detect_format(b'\xef\xbb\xbf {"type":"start_game"}\n') == "mjai"
    assert detect_format(b'{"type":"start_game","names":[]}') == "mjai"  # one line, no newline
