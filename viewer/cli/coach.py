"""`mjlog-viewer coach FILE [--seat N] [--json]`: each seat's game report from the coach.

The report (viewer.coach.SeatReport) in plain text for people or as JSON for tools. Rounds in
the JSON are 0-based indexes into the dump's ``rounds`` and steps the dump's step indexes; the
text names a round as ``render --round`` counts it (1-based) with its name. docs/coach.md says
what each number means.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from viewer.cli.seat_game import chosen_seats, replayed_game
from viewer.coach import DealIn, GameCoach, SeatReport
from viewer.coach.batch import value_game
from viewer.coach.model import ChoiceCounts, CostlyDecision
from viewer.domain.record import GameRecord
from viewer.presentation.seats import seat_name
from viewer.presentation.tile_names import kind_words


def coach_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mjlog-viewer coach",
        description="The coach's report of each seat of a game, without an AI: decisions, "
        "picks (the played tile among the highest value), points lost, folds against riichi, "
        "efficiency (ukeire kept of the best's), shanten backs, pushes against riichi by "
        "safety class, deal-ins and the five costliest discards by value (docs/coach.md, "
        "docs/value.md). Valuing a game takes seconds to minutes, on every core. Exit status "
        "2 and one 'error:' line on stderr when the log cannot be read.",
    )
    parser.add_argument(
        "file", help="a game: mjlog (plain XML or gzip), tenhou.net/6 JSON or mjai (.jsonl)"
    )
    parser.add_argument("--seat", type=int, metavar="N", help="only seat N (0-3, 0-2 in sanma)")
    parser.add_argument(
        "--json",
        action="store_true",
        help="print JSON: {players, seats: [report or null (a seat whose tiles are hidden)]}, "
        "rounds and steps as dump numbers them",
    )
    return parser


def run_coach(argv: Sequence[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    options = coach_parser().parse_args(argv)
    game = replayed_game(options.file, err)
    if game is None:
        return 2
    record, timeline = game
    players = record.rules.players
    seats = chosen_seats(options.seat, players, err)
    if seats is None:
        return 2
    coach = GameCoach(record, timeline)
    value_game(coach, seats)  # every core (a game takes minutes alone)
    reports = [(seat, coach.report(seat)) for seat in seats]
    if options.json:
        document = {
            "players": players,
            "seats": [None if r is None else report_json(record, r) for _, r in reports],
        }
        text = json.dumps(document, ensure_ascii=False, separators=(",", ":"))
    else:
        text = "\n".join(report_text(record, seat, r) for seat, r in reports)
    try:
        out.write(text + "\n")
        out.flush()
    except BrokenPipeError:
        return 0
    if record.truncation:
        print(f"warning: {options.file}: {record.truncation}; coached up to there", file=err)
    return 0


# -- JSON -------------------------------------------------------------------------------------
def report_json(record: GameRecord, report: SeatReport) -> dict[str, Any]:
    return {
        "seat": report.seat,
        "name": seat_name(record, report.seat),
        "decisions": report.decisions,
        "matches": report.matches,
        "efficiency": report.efficiency,
        "actual_ukeire": report.actual_ukeire,
        "best_ukeire": report.best_ukeire,
        "shanten_backs": report.shanten_backs,
        "pushes": dict(report.pushes),
        "deal_ins": [deal_in_json(d) for d in report.deal_ins],
        "picks": report.picks,
        "points_lost": report.points_lost,
        "folds": report.folds,
        "costliest": [
            {"round": c.round, "step": c.step, "played": c.played, "pick": list(c.pick),
             "value_loss": c.value_loss, "kind": c.kind}
            for c in report.costliest
        ],
        "calls": counts_json(report.calls),
        "kans": counts_json(report.kans),
        "riichi": {"decisions": report.riichi.decisions, "matches": report.riichi.matches},
    }  # fmt: skip


def counts_json(counts: ChoiceCounts) -> dict[str, int]:
    return {"decisions": counts.decisions, "picks": counts.picks, "missed": counts.missed,
            "extra": counts.extra}  # fmt: skip


def deal_in_json(deal_in: DealIn) -> dict[str, Any]:
    return {
        "round": deal_in.round,
        "step": deal_in.step,
        "tile": deal_in.tile_kind,
        "winner": deal_in.winner,
        "class": deal_in.cls,
        "danger": deal_in.danger,
    }


# -- text -------------------------------------------------------------------------------------
def report_text(record: GameRecord, seat: int, report: SeatReport | None) -> str:
    name = seat_name(record, seat)
    if report is None:
        return f"seat {seat} ({name}): hidden tiles in this log, no coach"
    lines = [f"seat {seat} ({name})"]
    picks = f" ({report.picks / report.decisions:.0%})" if report.decisions else ""
    lines.append(f"  decisions: {report.decisions}, picks by value: {report.picks}{picks}")
    lines.append(f"  points lost: {report.points_lost:,.0f}")
    lines.append(f"  folds against riichi: {report.folds}")
    share = f" ({report.matches / report.decisions:.0%})" if report.decisions else ""
    lines.append(f"  efficiency matches: {report.matches}{share}")
    if report.efficiency is None:
        lines.append("  efficiency: - (no ukeire to keep)")
    else:
        lines.append(
            f"  efficiency: {report.efficiency:.1%} "
            f"({report.actual_ukeire} of the best's {report.best_ukeire} ukeire)"
        )
    lines.append(f"  shanten backs: {report.shanten_backs}")
    for name, counts in (("calls", report.calls), ("kans", report.kans)):
        lines.append(
            f"  {name}: {counts.decisions} decisions, picks {counts.picks}, "
            f"missed {counts.missed}, extra {counts.extra}"
        )
    lines.append(
        f"  riichi or dama: {report.riichi.decisions} decisions, "
        f"{report.riichi.matches} as the rule says"
    )
    pushes = ", ".join(f"{cls} {count}" for cls, count in report.pushes) or "none"
    lines.append(f"  pushes against riichi: {pushes}")
    if report.deal_ins:
        lines.append("  deal-ins:")
        lines.extend(f"    {deal_in_text(record, d)}" for d in report.deal_ins)
    else:
        lines.append("  deal-ins: none")
    if report.costliest:
        lines.append("  costliest decisions:")
        lines.extend(f"    {costly_text(record, c)}" for c in report.costliest)
    else:
        lines.append("  costliest decisions: none (no value lost)")
    return "\n".join(lines)


def place_text(record: GameRecord, round_number: int, step: int) -> str:
    rnd = record.rounds[round_number]
    return f"round {round_number + 1} ({rnd.name_en()}, {rnd.honba} honba) step {step}"


def deal_in_text(record: GameRecord, deal_in: DealIn) -> str:
    return (
        f"{place_text(record, deal_in.round, deal_in.step)}: {kind_words(deal_in.tile_kind)} "
        f"to seat {deal_in.winner} ({seat_name(record, deal_in.winner)}), {deal_in.cls}, "
        f"{deal_in.danger:g}% deal-in rate"
    )


def costly_text(record: GameRecord, costly: CostlyDecision) -> str:
    if costly.kind != "discard":  # a call or kan: its options by name
        names = costly.calls
        pick = " or ".join(names[i] for i in costly.pick)
        tile = "" if costly.tile is None else f" of {kind_words(costly.tile)}"
        return (
            f"{place_text(record, costly.round, costly.step)}: {costly.kind}{tile}, played "
            f"{names[costly.played]}, pick {pick}, -{costly.value_loss:,.0f} points"
        )
    pick = " or ".join(kind_words(k) for k in costly.pick)
    return (
        f"{place_text(record, costly.round, costly.step)}: played {kind_words(costly.played)}, "
        f"pick {pick}, -{costly.value_loss:,.0f} points"
    )
