"""A review on its game: every entry on the step of its decision, and other games refused."""

from __future__ import annotations

import copy
import json

import pytest

from tests.review.helpers import KINDS, build, game_path, report_json
from viewer.domain.events import Agari, Call, Discard, Draw, RiichiDeclared
from viewer.formats.mjlog import read_mjlog
from viewer.replay import Timeline
from viewer.review import DEFAULT_THRESHOLD, ReportError, is_disagreement
from viewer.review.mjai_tiles import mjai_tile


@pytest.mark.parametrize("kind", KINDS)
def test_every_entry_lands_on_a_decision_of_the_reviewed_seat(kind: str) -> None:
    review = build(kind)
    seat = report_json(kind)["player_id"]
    assert len(review.decisions) == review.report.reviewed
    assert [d.number for d in review.decisions] == list(range(len(review.decisions)))
    steps = [d.step for d in review.decisions]
    assert steps == sorted(steps) and len(set(steps)) == len(steps)
    for decision in review.decisions:
        assert review.entry_at(decision.step) is decision.entry
        assert decision.entry.tehai  # the hand was checked against the board
    assert review.entry_at((0, 0)) is None  # type: ignore[arg-type]
    assert seat == review.seat


def test_4p_decisions_are_where_the_game_says() -> None:
    review = build("4p")
    kinds = [(d.step, d.entry.actual.type) for d in review.decisions]
    assert kinds == [
        ((0, 3), "dahai"),  # seat 1's first draw
        ((0, 8), "none"),  # seat 3's 白: seat 1 passes
        ((0, 10), "pon"),  # seat 0's 中
        ((0, 11), "dahai"),  # after the pon
        ((0, 18), "hora"),  # the double ron
        ((1, 1), "ankan"),
        ((1, 4), "reach"),  # the rinshan draw
        ((1, 5), "dahai"),  # the riichi declaration tile
        ((1, 14), "hora"),  # tsumo
    ]


def test_3p_reviewed_seat_and_kita() -> None:
    review = build("3p")
    assert review.seat == 2
    assert [d.entry.actual.type for d in review.decisions] == [
        "nukidora", "dahai", "none", "dahai", "hora",
    ]  # fmt: skip


def test_disagreements_counts_and_worst() -> None:
    review = build("4p")
    assert DEFAULT_THRESHOLD == 1.0
    bad = review.disagreements()
    assert [d.step for d in bad] == [d.step for d in review.decisions if not d.entry.is_equal]
    assert review.round_counts() == {0: (1, 5), 1: (1, 4)}
    assert review.disagreements(0.0) == ()  # nothing is below 0 %
    worst = review.worst()
    assert [d.entry.gap for d in worst] == sorted((d.entry.gap for d in worst), reverse=True)
    assert all(is_disagreement(d.entry) for d in worst)
    first = bad[0].step
    assert review.next_disagreement((0, 0)) == first  # type: ignore[arg-type]
    assert review.previous_disagreement(first) is None
    assert review.next_disagreement(bad[-1].step) is None


def _edited(kind: str, edit) -> dict:  # type: ignore[no-untyped-def,type-arg]
    document = copy.deepcopy(report_json(kind))
    edit(document)
    return document


def _kyokus(document):  # type: ignore[no-untyped-def]
    return document["review"]["kyokus"]


def _entries(document):  # type: ignore[no-untyped-def]
    return document["review"]["kyokus"][0]["entries"]


@pytest.mark.parametrize(
    ("kind", "game", "edit", "message"),
    [
        ("4p", "3p", lambda d: None, "the report is of a 4-player game, this one has 3 players"),
        ("3p", "4p", lambda d: None, "the report is of a 3-player game, this one has 4 players"),
        ("4p", "4p", lambda d: d["mjai_log"][0].update(names=["W", "X", "Y", "Z"]),
         "different players: the report has W, X, Y, Z, the game A, B, C, D"),
        ("4p", "4p", lambda d: d["review"]["kyokus"][1].update(kyoku=5),
         "the game has no South 2 (it has East 1, East 2): the report is of another game"),
        ("4p", "4p", lambda d: d["review"]["kyokus"].append(copy.deepcopy(_kyokus(d)[0])),
         "review.kyokus[2]: East 1 is reviewed twice"),
        ("4p", "4p", lambda d: _entries(d)[0]["state"].update(tehai=["1m"] * 14),
         "a different deal"),
        ("4p", "4p", lambda d: _entries(d)[0].update(tiles_left=30),
         "no such decision of seat 1"),
        ("4p", "4p", lambda d: _entries(d)[0]["actual"].update(pai="2m"),
         "the report says the player chose dahai 2m, but the game goes on with dahai 1s by "
         "seat 1"),
        ("4p", "4p", lambda d: _entries(d)[1].update(actual={"type": "pon", "actor": 1}),
         "the report says the player chose pon, but the game goes on with tsumo"),
        ("3p", "3p", lambda d: _entries(d)[2].update(actual={"type": "none"}) or
         _entries(d)[4].update(actual={"type": "none"}),
         "the report says the player chose none, but the game goes on with a win of that seat"),
    ],
)  # fmt: skip
def test_another_game_is_refused_with_the_reason(kind, game, edit, message) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ReportError) as caught:
        build(kind, _edited(kind, edit), game)
    assert message in str(caught.value)
    assert "\n" not in str(caught.value)


@pytest.mark.parametrize("kind", KINDS)
def test_the_next_event_of_each_decision_is_the_actual_action(kind: str) -> None:
    """Independent of the attach check: read the record's own events after each step."""
    review = build(kind)
    timeline = Timeline(read_mjlog(game_path(kind)))
    for decision in review.decisions:
        states = timeline.states(decision.step.round)
        rest = [s.event for s in states[decision.step.index + 1 :]
                if type(s.event).__name__ not in ("NewDora", "RiichiAccepted")]  # fmt: skip
        nxt, actual, seat = rest[0], decision.entry.actual, review.seat
        match actual.type:
            case "dahai":
                assert isinstance(nxt, Discard) and nxt.seat == seat
            case "reach":
                assert isinstance(nxt, RiichiDeclared) and nxt.seat == seat
            case "pon" | "ankan" | "nukidora":
                assert isinstance(nxt, Call) and nxt.seat == seat
                assert nxt.meld.kind.name == {"pon": "PON", "ankan": "ANKAN",
                                              "nukidora": "KITA"}[actual.type]  # fmt: skip
            case "hora":
                wins = [e for e in rest if isinstance(e, Agari)]
                assert any(w.seat == seat for w in wins)
            case "none":
                assert not (isinstance(nxt, Call) and nxt.seat == seat)
                assert isinstance(nxt, Draw | Call)
            case other:
                raise AssertionError(other)


def test_a_game_without_red_fives(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Tenhou's id 16 / 52 / 88 is a plain five there, and the report writes it ``5m``."""
    from tests.review.helpers import encode
    from viewer.review import GameReview, parse_report

    data = game_path("4p").read_bytes().replace(b'<GO type="169"', b'<GO type="171"')
    record = read_mjlog_bytes(data, tmp_path)
    assert not record.rules.red_fives
    text = json.dumps(report_json("4p"))
    for red in ("5mr", "5pr", "5sr"):
        text = text.replace(f'"{red}"', f'"{red[:2]}"')
    report = parse_report(encode(json.loads(text)), "plain.json")
    review = GameReview.build(report, record, Timeline(record))
    assert len(review.decisions) == report.reviewed


def read_mjlog_bytes(data: bytes, folder):  # type: ignore[no-untyped-def]
    path = folder / "plain.mjlog"
    path.write_bytes(data)
    return read_mjlog(path)


def _chankan_game() -> bytes:
    """Seat 0 pons 8s, later adds the fourth 8s (kakan): seat 1 may rob it and passes."""
    from tests.logbuilder import call, document, init
    from viewer.domain.melds import MeldKind

    hands = (
        (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 100, 101),
        tuple(range(11, 24)),
        tuple(range(24, 37)),
        tuple(range(37, 50)),
    )
    return document(
        init(hands=hands),
        "<T50/><D50/><U51/><E51/><V52/><F52/><W102/><G102/>",
        call(0, MeldKind.PON, (100, 101, 102), called=102, from_seat=3),
        "<D0/><U53/><E53/><V54/><F54/><W55/><G55/><T103/>",
        call(0, MeldKind.KAKAN, (100, 101, 102, 103), called=102, from_seat=3, added=103),
        "<T56/><D56/>",
    )


def test_a_pass_on_a_robbable_kakan(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from tests.review.helpers import encode
    from viewer.review import GameReview, parse_report

    path = tmp_path / "chankan.mjlog"
    path.write_bytes(_chankan_game())
    record = read_mjlog(path)
    timeline = Timeline(record)
    states = timeline.states(0)
    kakan = next(i for i, s in enumerate(states)
                 if isinstance(s.event, Call) and s.event.meld.kind.name == "KAKAN")  # fmt: skip
    hand = [mjai_tile(t) for t in states[kakan].concealed(1)]
    none, ron = {"type": "none"}, {"type": "hora", "actor": 1, "target": 0}
    entry = {
        "junme": 3, "tiles_left": states[kakan].tiles_left, "last_actor": 0, "tile": "8s",
        "state": {"tehai": hand, "fuuros": []}, "at_self_chi_pon": False,
        "at_self_riichi": False, "at_opponent_kakan": True, "expected": ron, "actual": none,
        "is_equal": False, "actual_index": 1, "shanten": 0, "at_furiten": False,
        "details": [{"action": ron, "q_value": 0.2, "prob": 0.9},
                    {"action": none, "q_value": -0.1, "prob": 0.1}],
    }  # fmt: skip
    report = {
        "engine": "Mortal", "player_id": 1,
        "review": {"total_reviewed": 1, "total_matches": 0, "rating": 0.0, "model_tag": "t",
                   "kyokus": [{"kyoku": 0, "honba": 0, "relative_scores": [250] * 4,
                               "entries": [entry]}]},
    }  # fmt: skip
    review = GameReview.build(parse_report(encode(report), "k.json"), record, timeline)
    assert [d.step.index for d in review.decisions] == [kakan]
    entry["actual"] = ron  # the game goes on with the rinshan draw: not a ron
    entry["actual_index"] = 0
    with pytest.raises(ReportError, match="the report says the player chose hora, but the game"):
        GameReview.build(parse_report(encode(report), "k.json"), record, timeline)


def test_a_hidden_tile_has_the_mjai_name_of_one() -> None:
    from viewer.domain.tiles import UNKNOWN_FIRST

    assert mjai_tile(UNKNOWN_FIRST) == mjai_tile(UNKNOWN_FIRST + 5) == "?"
    assert (mjai_tile(16), mjai_tile(16, red_fives=False), mjai_tile(135)) == ("5mr", "5m", "C")
