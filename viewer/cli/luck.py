"""`mjlog-viewer luck FILE [--seat N] [--json]`: where every tenpai's winning tiles were, each
seat's draws against the odds, what each call changed (issue 34; docs/luck.md).

The JSON is a contract (``viewer.luck.luck_json``): rounds and steps as ``dump`` numbers them,
tiles as kinds 0-33. The text names a round as ``render --round`` counts it (1-based), in the
words the window uses (``viewer.presentation.luck_wording``).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import TextIO

from viewer.cli.seat_game import chosen_seats, replayed_game
from viewer.domain.record import GameRecord
from viewer.luck import GameLuck, RoundLuck, SeatSummary, luck_json, start_percentile
from viewer.presentation import luck_wording as lw
from viewer.presentation.seats import seat_name
from viewer.replay import Timeline
from viewer.wall import GameWalls


def luck_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mjlog-viewer luck",
        description="Luck and the wall: for every tenpai of every seat where its winning tiles "
        "were (the live wall with who would draw each, the dead wall, other hands, in sight; "
        "dead and cut-off waits), each seat's draws against the odds it could see (hits, "
        "expected, z), the starting hand's shanten, and each call's counterfactual draws. The "
        "wall is rebuilt from the log's shuffle seed; where it cannot be (a JSON log, a round "
        "that does not reproduce) its facts are null with the reason. Exit status 2 and one "
        "'error:' line on stderr when the log cannot be read.",
    )
    parser.add_argument(
        "file", help="a game: mjlog (plain XML or gzip), tenhou.net/6 JSON or mjai (.jsonl)"
    )
    parser.add_argument("--seat", type=int, metavar="N", help="only seat N (0-3, 0-2 in sanma)")
    parser.add_argument(
        "--json",
        action="store_true",
        help='print JSON: {"players", "rounds": [{"round", "wall", "reason", "seats": [{"seat", '
        '"start_shanten", "draws": {"count", "hits", "expected", "z"}, "tenpais": [{"step", '
        '"waits", "live", "dead_wall", "in_hands", "visible", "first_live": {"draw", "seat"}, '
        '"dead", "cut_off"}]}], "calls": [{"step", "seat", "without": [{"seat", "drew", '
        '"would_draw"}]}]}], "summary": [{"seat", "draw_z", "tenpais", "dead_waits", '
        '"cut_off_waits", "deal_ins_while_tenpai"}]}; rounds and steps as dump numbers them',
    )
    return parser


def game_luck(path: str, record: GameRecord, timeline: Timeline) -> GameLuck:
    """The luck of the game at ``path``: its walls from the mjlog's seeds; a JSON log (no seed)
    has none, every round saying why as ``dump --wall`` does."""
    from viewer.cli.wall_seeds import read_seeds
    from viewer.formats.mjlog import MjlogError

    try:
        seeds = read_seeds(path)
    except MjlogError as exc:
        return GameLuck(record, timeline, None, str(exc))
    return GameLuck(record, timeline, GameWalls(record, seeds.game, seeds.rounds))


def run_luck(argv: Sequence[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    options = luck_parser().parse_args(argv)
    game = replayed_game(options.file, err)
    if game is None:
        return 2
    record, timeline = game
    players = record.rules.players
    seats = chosen_seats(options.seat, players, err)
    if seats is None:
        return 2
    luck = game_luck(options.file, record, timeline)
    if options.json:
        text = json.dumps(luck_json(luck, seats), ensure_ascii=False, separators=(",", ":"))
    else:
        text = luck_text(luck, seats)
    try:
        out.write(text + "\n")
        out.flush()
    except BrokenPipeError:
        return 0
    if record.truncation:
        print(f"warning: {options.file}: {record.truncation}; judged up to there", file=err)
    return 0


# -- text -------------------------------------------------------------------------------------
def luck_text(luck: GameLuck, seats: Sequence[int]) -> str:
    record = luck.record

    def who(seat: int) -> str:
        return seat_name(record, seat)

    lines = []
    for rnd in luck.rounds():
        lines.extend(round_lines(luck, rnd, seats, who))
    lines.append("summary")
    lines.extend(f"  {summary_line(luck.summary(seat), who)}" for seat in seats)
    return "\n".join(lines)


def round_lines(luck: GameLuck, rnd: RoundLuck, seats: Sequence[int], who: lw.Who) -> list[str]:
    record = luck.record
    source = record.rounds[rnd.round]
    lines = [f"round {rnd.round + 1} ({source.name_en()}, {source.honba} honba)"]
    if rnd.reason is not None:
        lines.append(f"  no wall: {rnd.reason}")
    for seat_luck in rnd.seats:
        if seat_luck.seat not in seats:
            continue
        head = f"  seat {seat_luck.seat} ({who(seat_luck.seat)})"
        if seat_luck.start_shanten is None:
            lines.append(f"{head}: hidden tiles in this log")
            continue
        share = start_percentile(seat_luck.start_shanten, luck.players)
        lines.append(f"{head}: {lw.start_words(seat_luck.start_shanten, share)}")
        lines.append(f"    {lw.draws_words(seat_luck.tally)}")
        for tenpai in seat_luck.tenpais:
            lines.append(f"    {lw.step_words(tenpai.step)}: {lw.tenpai_words(tenpai, who)}")
        for step in seat_luck.deal_ins_while_tenpai:
            lines.append(f"    {lw.step_words(step)}: dealt in while tenpai")
    red = record.rules.red_fives
    for call in rnd.calls:
        lines.append(f"  {lw.step_words(call.step)}: {lw.call_words(call, who)}")
        for would in call.without:
            if would.seat in seats:
                lines.append(f"    {lw.would_words(would, who, red)}")
    return lines


def summary_line(summary: SeatSummary, who: lw.Who) -> str:
    tally = summary.tally
    z = "-" if summary.draw_z is None else lw.signed(summary.draw_z)
    return (
        f"seat {summary.seat} ({who(summary.seat)}): draw z {z} ({tally.hits} hits of "
        f"{tally.count} draws, {tally.expected:.1f} expected); tenpais {summary.tenpais}, "
        f"dead {summary.dead_waits}, cut off {summary.cut_off_waits}; deal-ins while tenpai "
        f"{summary.deal_ins_while_tenpai}"
    )
