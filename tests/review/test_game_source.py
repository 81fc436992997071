"""A report opened alone opens its own game: from its mjai events, else from its split logs."""

from __future__ import annotations

import dataclasses

import pytest

from tests.review.helpers import KINDS, encode, game_path, report_json, report_path
from viewer.formats.mjlog import read_mjlog
from viewer.replay import Timeline
from viewer.review import GameReview, ReportError, parse_report, read_report
from viewer.review.game_source import game_from_report, is_report_bytes


def boards(record):  # type: ignore[no-untyped-def]
    timeline = Timeline(record)
    return [[(tuple(tuple(t // 4 for t in h) for h in s.hands), s.scores)
             for s in timeline.states(n)] for n in range(timeline.round_count)]  # fmt: skip


@pytest.mark.parametrize("kind", KINDS)
def test_the_mjai_log_is_the_game(kind: str) -> None:
    record = game_from_report(read_report(report_path(kind)))
    original = read_mjlog(game_path(kind))
    assert record.rules.players == original.rules.players
    assert [p.name for p in record.players] == [p.name for p in original.players]
    assert boards(record) == boards(original)  # tile kinds: the mjai copies get other ids


def test_split_logs_when_there_are_no_mjai_events() -> None:
    report = dataclasses.replace(read_report(report_path("4p")), mjai_log=None)
    record = game_from_report(report)
    assert len(record.rounds) == 2 and record.rules.players == 4


def test_a_3p_report_with_a_hidden_fourth_hand() -> None:
    report = read_report(report_path("3p"))
    assert report.mjai_log is not None
    from viewer.review.model import FrozenMap

    start = report.mjai_log[1]
    items = tuple((k, tuple((*h, ) if h else ("?",) * 13 for h in v) if k == "tehais" else v)
                  for k, v in start.items)  # type: ignore[union-attr]  # fmt: skip
    edited = (report.mjai_log[0], FrozenMap(items), *report.mjai_log[2:])
    record = game_from_report(dataclasses.replace(report, mjai_log=edited))
    assert record.rules.players == 3


def test_no_game_in_the_report() -> None:
    report = dataclasses.replace(read_report(report_path("3p")), mjai_log=None, split_logs=None)
    with pytest.raises(ReportError, match="holds no game"):
        game_from_report(report, "r.json")


def test_report_detection() -> None:
    assert is_report_bytes(report_path("4p").read_bytes())
    assert not is_report_bytes(game_path("4p").read_bytes())
    assert not is_report_bytes(b'{"log": []}')


def test_three_seat_mjai_form() -> None:
    """mortal-sanma's own form: three names, hands, scores and deltas (no empty fourth seat)."""
    document = report_json("3p")
    for event in document["mjai_log"]:
        for key in ("names", "scores", "deltas", "tehais", "dan", "rate"):
            if isinstance(event.get(key), list) and len(event[key]) == 4:
                event[key] = event[key][:3]
    report = parse_report(encode(document), "sanma.json")
    assert report.players == 3
    record = game_from_report(report)
    review = GameReview.build(report, record, Timeline(record))
    assert record.rules.players == 3 and len(review.decisions) == report.reviewed
