"""A chance to win on a tile nobody discarded, reviewed as a decision of the seat that could win
(issue 24, item 1): a ron on a kita (3-player), chankan on a kakan, kokushi robbing an ankan, and
the two winners of a double ron on one tile. Placed like the chance after a discard: in the
review, the dump, the frame (overlay) and the dock.

Fixtures: scripts/make_review_fixtures.py with the games of scripts/review_chances.py.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.review.helpers import build, follows, report_json, report_path, reviewed_steps
from viewer.cli.main import main
from viewer.domain.events import Agari, Call, Discard, Draw
from viewer.presentation import BoardOptions, Frames
from viewer.review import GameReview

# report -> (game, [(round, what the step is, its seat, the action played)])
CHANCES: dict[str, tuple[str, list[tuple[int, str, int, str]]]] = {
    "kita_3p": ("kita_3p", [(0, "KITA", 0, "hora"), (1, "draw", 1, "dahai"),
                            (1, "KITA", 2, "none"), (1, "draw", 1, "hora")]),
    "kita_3p_seat2": ("kita_3p", [(0, "KITA", 0, "hora"), (1, "draw", 2, "nukidora"),
                                  (1, "draw", 2, "dahai")]),
    "chankan_4p": ("chankan_4p", [(0, "draw", 1, "dahai"), (0, "draw", 1, "dahai"),
                                  (0, "KAKAN", 0, "hora")]),
    "kokushi_4p": ("kokushi_4p", [(0, "draw", 1, "dahai"), (0, "ANKAN", 0, "hora")]),
    "4p_seat2": ("4p", [(0, "draw", 2, "dahai"), (0, "draw", 2, "dahai"),
                        (0, "discard", 0, "hora"), (1, "draw", 2, "dahai")]),
}  # fmt: skip


def _step_kind(event: object) -> tuple[str, int]:
    match event:
        case Call(seat=seat, meld=meld):
            return meld.kind.name, seat
        case Draw(seat=seat):
            return "draw", seat
        case Discard(seat=seat):
            return "discard", seat
    raise AssertionError(event)


@pytest.mark.parametrize("name", CHANCES)
def test_each_decision_sits_on_its_step(name: str) -> None:
    game, expected = CHANCES[name]
    review = build(name, game=game)
    assert len(review.decisions) == review.report.reviewed == len(expected)
    got = []
    for decision in review.decisions:
        states = review_states(review, decision.step.round, game)
        kind, seat = _step_kind(states[decision.step.index].event)
        got.append((decision.step.round, kind, seat, decision.entry.actual.type))
    assert got == expected


def review_states(review: GameReview, round_number: int, game: str):  # type: ignore[no-untyped-def]
    from tests.review.helpers import game_path
    from viewer.formats.mjlog import read_mjlog
    from viewer.replay import Timeline

    return Timeline(read_mjlog(game_path(game))).states(round_number)


@pytest.mark.parametrize("name", ["kita_3p", "kita_3p_seat2"])
def test_a_double_ron_on_a_kita_is_a_win_for_each_reviewed_winner(name: str) -> None:
    review = build(name, game="kita_3p")
    first = review.decisions[0]
    states = review_states(review, 0, "kita_3p")
    wins = [s.event for s in states[first.step.index + 1 :] if isinstance(s.event, Agari)]
    assert [w.seat for w in wins] == [1, 2] and {w.from_seat for w in wins} == {0}
    assert first.entry.actual.type == "hora" and review.seat in (w.seat for w in wins)
    assert first.entry.tile == "N" and first.entry.last_actor == 0
    assert not first.entry.at_opponent_kakan


def test_a_pass_on_a_kita_ron_is_not_a_win() -> None:
    review = build("kita_3p", game="kita_3p")
    passed = review.decisions[2]
    assert passed.entry.actual.type == "none" and passed.entry.expected.type == "hora"
    assert not passed.entry.is_equal  # Mortal would have taken it: a disagreement to show
    assert passed in review.disagreements()


def test_the_kokushi_chance_keeps_the_last_tile_before_the_ankan() -> None:
    """The reviewer does not change its ``tile`` on an ankan: the last discard (1p) stays."""
    entry = build("kokushi_4p").decisions[1].entry
    assert (entry.tile, entry.last_actor, entry.at_opponent_kakan) == ("1p", 0, False)


@pytest.mark.parametrize("name", CHANCES)
def test_a_chance_misplaced_is_refused(name: str) -> None:
    """Moved one tile later in the wall, the entry matches no step: the error says which kinds
    of step it looked for."""
    from viewer.review import ReportError

    game, _ = CHANCES[name]
    document = report_json(name)
    entry = next(e for k in document["review"]["kyokus"] for e in k["entries"]
                 if e["last_actor"] != document["player_id"])  # fmt: skip
    entry["tiles_left"] -= 1
    with pytest.raises(ReportError, match=r"\((discard or kita or ankan|kakan) of "):
        build(name, document, game)


@pytest.mark.parametrize("name", CHANCES)
def test_dump_puts_each_review_on_its_step(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    report = str(report_path(name))
    assert main(["dump", report, "--review", report]) == 0
    captured = capsys.readouterr()
    assert captured.err == ""
    document: dict[str, Any] = json.loads(captured.out)
    entries = [e for k in report_json(name)["review"]["kyokus"] for e in k["entries"]]
    reviewed = reviewed_steps(document)
    assert len(reviewed) == len(entries)
    for (steps, index), entry in zip(reviewed, entries, strict=True):
        assert steps[index]["review"]["actual"] == entry["actual"]
        assert follows(entry["actual"], steps, index, report_json(name)["player_id"])


@pytest.mark.parametrize("name", ["kita_3p", "chankan_4p", "kokushi_4p"])
def test_the_frame_carries_the_chance_for_the_overlay(name: str) -> None:
    review = build(name)
    chance = next(d for d in review.decisions if d.entry.last_actor != review.seat)
    frames = Frames(review_timeline(name), review=review)
    frame = frames.at(chance.step, BoardOptions(viewpoint=review.seat))
    assert frame.review is chance.entry and frame.review_seat == review.seat
    before = frames.at(chance.step._replace(index=chance.step.index - 1),
                       BoardOptions(viewpoint=review.seat))  # fmt: skip
    assert before.review is None


def review_timeline(name: str):  # type: ignore[no-untyped-def]
    from tests.review.helpers import game_path
    from viewer.formats.mjlog import read_mjlog
    from viewer.replay import Timeline

    return Timeline(read_mjlog(game_path(name)))
