"""The luck of a game as JSON, as `mjlog-viewer luck --json` prints it (a contract: issue 34).

Rounds are the dump's round indexes (0-based), steps the dump's step indexes, tiles kinds 0-33.
The wall's facts are null in a round without a wall (``reason`` says why).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from viewer.luck.game import GameLuck
from viewer.luck.model import CallChange, DrawTally, RoundLuck, SeatLuck, Tenpai, WouldDraw
from viewer.replay import Step


def kinds(tiles: Sequence[int]) -> list[int]:
    return [tile >> 2 for tile in tiles]


def tally_json(tally: DrawTally) -> dict[str, Any]:
    return {"count": tally.count, "hits": tally.hits, "expected": tally.expected, "z": tally.z}


def tenpai_json(tenpai: Tenpai, key: str = "step") -> dict[str, Any]:
    """A tenpai's facts; ``key`` "seat" for the dump's steps (the copies counted there)."""
    first = tenpai.first_live
    return {
        key: tenpai.step if key == "step" else tenpai.seat,
        "waits": list(tenpai.waits),
        "live": tenpai.live,
        "dead_wall": tenpai.dead_wall,
        "in_hands": tenpai.held,
        "visible": len(tenpai.visible),
        "first_live": None if first is None else {"draw": first.draw, "seat": first.seat},
        "dead": tenpai.dead,
        "cut_off": tenpai.cut_off,
    }


def seat_json(seat: SeatLuck) -> dict[str, Any]:
    return {
        "seat": seat.seat,
        "start_shanten": seat.start_shanten,
        "draws": tally_json(seat.tally),
        "tenpais": [tenpai_json(t) for t in seat.tenpais],
    }


def would_json(would: WouldDraw) -> dict[str, Any]:
    return {
        "seat": would.seat,
        "drew": kinds(would.drew),
        "would_draw": None if would.would_draw is None else kinds(would.would_draw),
    }


def call_json(call: CallChange, seats: frozenset[int]) -> dict[str, Any]:
    return {
        "step": call.step,
        "seat": call.seat,
        "without": [would_json(w) for w in call.without if w.seat in seats],
    }


def round_json(rnd: RoundLuck, seats: frozenset[int]) -> dict[str, Any]:
    return {
        "round": rnd.round,
        "wall": rnd.wall,
        "reason": rnd.reason,
        "seats": [seat_json(s) for s in rnd.seats if s.seat in seats],
        "calls": [call_json(c, seats) for c in rnd.calls],
    }


def luck_json(luck: GameLuck, seats: Sequence[int] | None = None) -> dict[str, Any]:
    """The whole document; ``seats``: only these seats' entries (every seat by default)."""
    chosen = frozenset(range(luck.players) if seats is None else seats)
    record = luck.record
    summaries = [luck.summary(seat) for seat in sorted(chosen)]
    return {
        "players": [{"name": p.name, "dan": p.dan, "rate": p.rate} for p in record.players],
        "rounds": [round_json(r, chosen) for r in luck.rounds()],
        "summary": [
            {
                "seat": s.seat,
                "draw_z": s.draw_z,
                "tenpais": s.tenpais,
                "dead_waits": s.dead_waits,
                "cut_off_waits": s.cut_off_waits,
                "deal_ins_while_tenpai": s.deal_ins_while_tenpai,
            }
            for s in summaries
        ],
    }


def round_steps_json(luck: GameLuck, number: int) -> list[dict[str, Any]]:
    """`dump --luck`: per step of the round, {tenpais: [{seat, waits, live, ...} of every
    tenpai that holds there, counted at that step], draw: {seat, shanten, p, hit} | null,
    call: {seat, without} | null}."""
    rnd = luck.round(number)
    draws = {c.step: (s.seat, c) for s in rnd.seats for c in s.draws}
    calls = {c.step: c for c in rnd.calls}
    everyone = frozenset(range(luck.players))
    found = []
    for index in range(luck.timeline.step_count(number)):
        drawn = draws.get(index)
        call = calls.get(index)
        tenpais = luck.tenpais_at(Step(number, index))
        found.append(
            {
                "tenpais": [tenpai_json(t, "seat") for t in tenpais],
                "draw": None
                if drawn is None
                else {
                    "seat": drawn[0],
                    "shanten": drawn[1].shanten,
                    "p": drawn[1].p,
                    "hit": drawn[1].hit,
                },
                "call": None if call is None else call_json(call, everyone),
            }
        )
    return found
