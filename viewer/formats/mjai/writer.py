"""GameRecord -> mjai event log (one JSON object a line), as the AI reviewers read it.

The start of the game also carries the players' ``dan`` and ``rate`` and Tenhou's rule bits
(``tenhou_type``); besides the events every mjai tool knows, a win carries gimite's fields
(``yakus``, ``fu``, ``fan``, ``hora_points``, ``ura_markers``, ``deltas``, ``scores``) and a draw
its ``reason``, ``tenpais`` and ``deltas``, so that reading the file back loses nothing the
board shows.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

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
from viewer.domain.melds import MeldKind
from viewer.domain.record import GameRecord, RoundRecord
from viewer.formats.mjai.names import DRAW_REASONS, WINDS, YAKU_NAMES, tile_text


def write_mjai(record: GameRecord) -> bytes:
    """The whole game as mjai JSON lines (UTF-8, a newline after each event)."""
    lines = [
        json.dumps(event, ensure_ascii=False, separators=(",", ":"))
        for event in game_events(record)
    ]
    return ("\n".join(lines) + "\n").encode("utf-8")


def game_events(record: GameRecord) -> Iterator[dict[str, Any]]:
    red = record.rules.red_fives
    names = [p.name for p in record.players] + [""] * (4 - len(record.players))
    padded = [*record.players, *[None] * (4 - len(record.players))]
    yield {
        "type": "start_game",
        "names": names,
        "kyoku_first": 0,
        "aka_flag": red,
        # not in every mjai: what the board shows of the players and Tenhou's rule bits
        "dan": [p.dan if p else None for p in padded],
        "rate": [p.rate if p else None for p in padded],
        "tenhou_type": record.rules.type_bits,
    }
    for rnd in record.rounds:
        yield from round_events(rnd, red)
    end: dict[str, Any] = {"type": "end_game"}
    if record.final is not None:
        end["scores"] = list(record.final.scores)
    yield end


def round_events(rnd: RoundRecord, red: bool) -> Iterator[dict[str, Any]]:
    start = rnd.start
    drawn = [-1, -1, -1, -1]
    for event in rnd.events:
        if isinstance(event, Draw):
            drawn[event.seat] = event.tile
            yield {"type": "tsumo", "actor": event.seat, "pai": tile_text(event.tile, red)}
        elif isinstance(event, Discard):
            yield {
                "type": "dahai",
                "actor": event.seat,
                "pai": tile_text(event.tile, red),
                "tsumogiri": event.tile == drawn[event.seat],
            }
            drawn[event.seat] = -1
        elif isinstance(event, Call):
            drawn[event.seat] = -1
            yield call_event(event, red)
        elif isinstance(event, RiichiDeclared):
            yield {"type": "reach", "actor": event.seat}
        elif isinstance(event, RiichiAccepted):
            accepted: dict[str, Any] = {"type": "reach_accepted", "actor": event.seat}
            if event.scores is not None:
                accepted["scores"] = list(event.scores)
            yield accepted
        elif isinstance(event, NewDora):
            yield {"type": "dora", "dora_marker": tile_text(event.indicator, red)}
        elif isinstance(event, Agari):
            yield win_event(event, red)
        elif isinstance(event, Ryuukyoku):
            yield draw_event(event, red)
        elif isinstance(event, RoundStart):
            yield start_event(start, red)
    if rnd.complete:
        yield {"type": "end_kyoku"}


def start_event(start: RoundStart, red: bool) -> dict[str, Any]:
    return {
        "type": "start_kyoku",
        "bakaze": WINDS[start.round_index // 4],
        "dora_marker": tile_text(start.dora_indicator, red),
        "kyoku": start.round_index % 4 + 1,
        "honba": start.honba,
        "kyotaku": start.riichi_sticks,
        "oya": start.dealer,
        "scores": list(start.scores),
        "tehais": [[tile_text(t, red) for t in hand] for hand in start.hands],
    }


def call_event(event: Call, red: bool) -> dict[str, Any]:
    meld = event.meld
    kind = meld.kind
    if kind is MeldKind.KITA:
        return {"type": "nukidora", "actor": event.seat, "pai": tile_text(meld.tiles[0], red)}
    if kind is MeldKind.ANKAN:
        return {
            "type": "ankan",
            "actor": event.seat,
            "consumed": [tile_text(t, red) for t in meld.tiles],
        }
    if kind is MeldKind.KAKAN:
        assert meld.added is not None
        return {
            "type": "kakan",
            "actor": event.seat,
            "pai": tile_text(meld.added, red),
            "consumed": [tile_text(t, red) for t in meld.tiles if t != meld.added],
        }
    assert meld.called is not None
    name = {MeldKind.CHI: "chi", MeldKind.PON: "pon", MeldKind.DAIMINKAN: "daiminkan"}[kind]
    return {
        "type": name,
        "actor": event.seat,
        "target": meld.from_seat,
        "pai": tile_text(meld.called, red),
        "consumed": [tile_text(t, red) for t in meld.tiles if t != meld.called],
    }


def win_event(win: Agari, red: bool) -> dict[str, Any]:
    yakus = [[YAKU_NAMES.get(i, str(i)), h] for i, h in win.yaku]
    yakus += [[YAKU_NAMES.get(i, str(i)), 13] for i in win.yakuman]
    event: dict[str, Any] = {
        "type": "hora",
        "actor": win.seat,
        "target": win.from_seat,
        "pai": tile_text(win.win_tile, red),
        "deltas": list(win.deltas),
        "ura_markers": [tile_text(t, red) for t in win.ura_indicators],
        "yakus": yakus,
        "fu": win.fu,
        "fan": win.han,
        "hora_points": win.points,
        "limit": win.limit,
        "scores": [a + b for a, b in zip(win.scores_before, win.deltas, strict=True)],
    }
    if win.pao_seat is not None:
        event["pao"] = win.pao_seat
    return event


def draw_event(draw: Ryuukyoku, red: bool) -> dict[str, Any]:
    return {
        "type": "ryukyoku",
        "reason": DRAW_REASONS.get(draw.kind, "fanpai"),
        "deltas": list(draw.deltas),
        "tenpais": [hand is not None for hand in draw.revealed],
        "tehais": [
            [tile_text(t, red) for t in hand] if hand is not None else [] for hand in draw.revealed
        ],
        "scores": [a + b for a, b in zip(draw.scores_before, draw.deltas, strict=True)],
    }
