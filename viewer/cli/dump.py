"""`mjlog-viewer dump FILE`: every board state of a game as one JSON object (a contract)."""

from __future__ import annotations

import json
import sys
from typing import Any, TextIO

from viewer.cli.notes import print_warnings
from viewer.domain.events import (
    Agari,
    Call,
    Discard,
    Draw,
    NewDora,
    RiichiAccepted,
    RiichiDeclared,
    RoundStart,
    Ryuukyoku,
)
from viewer.domain.melds import Meld
from viewer.domain.record import GameRecord
from viewer.domain.tiles import has_unknown, is_unknown
from viewer.formats.errors import LogError
from viewer.replay import BoardState, Step, Timeline
from viewer.wall import GameWalls, wall_json

EVENT_NAMES: dict[type, str] = {
    RoundStart: "start",
    Draw: "draw",
    Discard: "discard",
    Call: "call",
    RiichiDeclared: "riichi",
    RiichiAccepted: "riichi_accepted",
    NewDora: "dora",
    Agari: "agari",
    Ryuukyoku: "ryuukyoku",
}


def meld_json(meld: Meld) -> dict[str, Any]:
    return {
        "kind": meld.kind.label,
        "tiles": list(meld.tiles),
        "called": meld.called,
        "from": meld.from_seat,
    }


def hand_json(hand: tuple[int, ...]) -> list[int]:
    """A hand's tile ids; a hidden tile (an mjai log from one seat's view) is -1."""
    if has_unknown(hand):
        return [-1 if is_unknown(t) else t for t in hand]
    return list(hand)


def step_json(state: BoardState) -> dict[str, Any]:
    event = state.event
    seat = None if isinstance(event, RoundStart | NewDora | Ryuukyoku) else event.seat
    return {
        "event": EVENT_NAMES[type(event)],
        "seat": seat,
        "hands": [hand_json(state.concealed(s)) for s in range(4)],
        "rivers": [
            [
                {
                    "tile": entry.tile,
                    "tsumogiri": entry.tsumogiri,
                    "riichi": entry.riichi,
                    "called": entry.called,
                }
                for entry in state.river(seat)
            ]
            for seat in range(4)
        ],
        "melds": [[meld_json(m) for m in seat_melds] for seat_melds in state.melds],
        "dora_indicators": list(state.dora_indicators),
        "scores": list(state.scores),
        "riichi_sticks": state.riichi_sticks,
        "honba": state.honba,
        "riichi": list(state.riichi),
        "tiles_left": state.tiles_left,
    }


def game_json(
    record: GameRecord, timeline: Timeline, analysis: bool = False, walls: GameWalls | None = None
) -> dict[str, Any]:
    analyser = None
    if analysis:
        from viewer.analysis import GameAnalysis, step_analysis_json

        analyser = GameAnalysis(record, timeline)
    rounds = []
    for number, rnd in enumerate(record.rounds):
        steps = [step_json(state) for state in timeline.states(number)]
        if analyser is not None:
            for index, step in enumerate(steps):
                step.update(step_analysis_json(analyser, Step(number, index)))
        rounds.append(
            {
                "wind": rnd.wind,
                "number": rnd.number,
                "honba": rnd.honba,
                "riichi_sticks": rnd.start.riichi_sticks,
                "dealer": rnd.dealer,
                "steps": steps,
            }
        )
        if walls is not None:
            wall = walls.wall(number)
            rounds[-1]["wall"] = None if wall is None else wall_json(wall)
    return {
        "sanma": record.sanma,
        "players": [{"name": p.name, "dan": p.dan, "rate": p.rate} for p in record.players],
        "rounds": rounds,
    }


def run_dump(
    path: str,
    out: TextIO | None = None,
    err: TextIO | None = None,
    analysis: bool = False,
    review: str | None = None,
    wall: bool = False,
    coach: bool = False,
    luck: bool = False,
) -> int:
    """Write the JSON; exit status 2 with one `error:` line for a log that cannot be read.

    ``review``: a review report whose keys are added (viewer.cli.review_dump); FILE may be it.
    """
    out = out or sys.stdout
    err = err or sys.stderr
    from viewer.review import ReportError

    walls = None
    try:
        from viewer.cli.review_dump import attach_for_dump, read_with_report

        record, report = read_with_report(path, review)
        timeline = Timeline(record)
        timeline.replay_all()
        if wall:
            walls = read_walls(path, record)
        document = game_json(record, timeline, analysis, walls)
        if luck:
            add_luck(document, path, record, timeline)
        if coach:
            from viewer.cli.coach_dump import add_coach

            add_coach(document, record, timeline)
        if report is not None and review is not None:
            attach_for_dump(document, report, record, timeline, review)
    except LogError as exc:
        exc.file = exc.file or path
        print(f"error: {exc}", file=err)
        return 2
    except ReportError as exc:
        print(f"error: {exc}", file=err)
        return 2
    text = json.dumps(document, ensure_ascii=False, separators=(",", ":"))
    try:
        out.write(text + "\n")
        out.flush()
    except BrokenPipeError:  # `dump FILE | head` is fine
        return 0
    print_warnings(record, path, err)
    if record.truncation:
        print(f"warning: {path}: {record.truncation}; shown up to there", file=err)
    for problem in walls.warnings() if walls is not None else ():
        print(f"warning: {path}: {problem}; no wall shown", file=err)
    return 0


def add_luck(document: dict[str, Any], path: str, record: GameRecord, timeline: Timeline) -> None:
    """`dump --luck`: each round's ``luck`` {wall, reason} and each step's ``luck`` facts
    (``viewer.luck.export.round_steps_json``)."""
    from viewer.cli.luck import game_luck
    from viewer.luck.export import round_steps_json

    luck = game_luck(path, record, timeline)
    for number, rnd in enumerate(document["rounds"]):
        facts = luck.round(number)
        rnd["luck"] = {"wall": facts.wall, "reason": facts.reason}
        for step, step_luck in zip(rnd["steps"], round_steps_json(luck, number), strict=True):
            step["luck"] = step_luck


def read_walls(path: str, record: GameRecord) -> GameWalls:
    """The walls of the game at ``path`` (its seeds read again: only ``--wall`` needs them);
    a JSON log, which has no seed, is an error saying how to get the game's mjlog."""
    from viewer.cli.wall_seeds import read_seeds

    seeds = read_seeds(path)
    return GameWalls(record, seeds.game, seeds.rounds)
