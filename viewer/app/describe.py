"""Events and round results in words, for the status line and the round list.

Plain text from domain values (no Qt), so it can be tested without a display. Seats are named by the
players' names; tiles in mpsz notation (``5p``, red ``0p`` written ``red 5p``), honours by name.
"""

from __future__ import annotations

from collections.abc import Sequence

from viewer.domain.events import (
    RYUUKYOKU_NAMES,
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
from viewer.domain.tiles import HONOR_NAMES_EN, dora_kind, kind_name, tile_name
from viewer.replay.state import RIICHI, TSUMOGIRI, BoardState

LIMIT_NAMES = ("", "mangan", "haneman", "baiman", "sanbaiman", "yakuman")


def tile_words(tile: int, red_fives: bool = True) -> str:
    name = tile_name(tile, red_fives)
    if name[1] == "z":
        return HONOR_NAMES_EN[int(name[0]) - 1]
    if name[0] == "0":
        return f"red 5{name[1]}"
    return name


def kind_words(kind: int) -> str:
    name = kind_name(kind)
    return HONOR_NAMES_EN[kind - 27] if name[1] == "z" else name


def seat_name(record: GameRecord, seat: int) -> str:
    if 0 <= seat < len(record.players) and record.players[seat].name:
        return record.players[seat].name
    return f"Seat {seat + 1}"


def round_title(rnd: RoundRecord) -> str:
    """``東1局 0本場``."""
    return f"{rnd.name_ja()} {rnd.honba}本場"


def describe_event(record: GameRecord, state: BoardState) -> str:
    """The step's event in one line: "Aoi discards 5p (tsumogiri)"."""
    event = state.event
    red = record.rules.red_fives
    if isinstance(event, RoundStart):
        rnd = next((r for r in record.rounds if r.start is event), None)
        title = round_title(rnd) if rnd is not None else ""
        indicator = tile_words(event.dora_indicator, red)
        dora = kind_words(dora_kind(event.dora_indicator >> 2, record.sanma))
        count = event.riichi_sticks
        sticks_text = f", {count} riichi stick(s) on the table" if count else ""
        return (
            f"{title}: {seat_name(record, event.dealer)} deals; "
            f"dora indicator {indicator} (dora {dora}){sticks_text}"
        ).lstrip(": ")
    if isinstance(event, Draw):
        return f"{seat_name(record, event.seat)} draws {tile_words(event.tile, red)}"
    if isinstance(event, Discard):
        return _describe_discard(record, state, event)
    if isinstance(event, Call):
        return _describe_call(record, event)
    if isinstance(event, RiichiDeclared):
        return f"{seat_name(record, event.seat)} declares riichi"
    if isinstance(event, RiichiAccepted):
        return f"{seat_name(record, event.seat)}'s riichi stands: 1000 points go on the table"
    if isinstance(event, NewDora):
        dora = kind_words(dora_kind(event.indicator >> 2, record.sanma))
        return f"New dora indicator {tile_words(event.indicator, red)} (dora {dora})"
    if isinstance(event, Agari):
        return describe_agari(record, event)
    if isinstance(event, Ryuukyoku):
        return describe_ryuukyoku(event)
    return type(event).__name__


def _describe_discard(record: GameRecord, state: BoardState, event: Discard) -> str:
    text = (
        f"{seat_name(record, event.seat)} discards {tile_words(event.tile, record.rules.red_fives)}"
    )
    river = state.rivers[event.seat]
    flags = river[-1] if river else 0
    notes = ["tsumogiri" if flags & TSUMOGIRI else "from the hand"]
    if flags & RIICHI:
        notes.append("riichi declaration")
    return f"{text} ({', '.join(notes)})"


def _describe_call(record: GameRecord, event: Call) -> str:
    meld = event.meld
    red = record.rules.red_fives
    who = seat_name(record, event.seat)
    from_whom = f" from {seat_name(record, meld.from_seat)}" if meld.from_seat is not None else ""
    kind = meld.kind
    if kind is MeldKind.CHI:
        assert meld.called is not None
        run = "".join(tile_name(t, red)[0] for t in meld.tiles) + tile_name(meld.tiles[0], red)[1]
        return f"{who} calls chi {tile_words(meld.called, red)}{from_whom} ({run})"
    if kind is MeldKind.PON:
        assert meld.called is not None
        return f"{who} calls pon {tile_words(meld.called, red)}{from_whom}"
    if kind is MeldKind.DAIMINKAN:
        assert meld.called is not None
        return f"{who} calls kan {tile_words(meld.called, red)}{from_whom} (daiminkan)"
    if kind is MeldKind.KAKAN:
        added = meld.added if meld.added is not None else meld.tiles[-1]
        return f"{who} adds {tile_words(added, red)} to the pon (kakan)"
    if kind is MeldKind.ANKAN:
        return f"{who} declares a closed kan of {kind_words(meld.kind_of_tiles)} (ankan)"
    return f"{who} sets aside a North (kita)"


def describe_agari(record: GameRecord, win: Agari) -> str:
    """ "Aoi wins by ron on 4s from Daichi: 3900 (40 fu 2 han)"."""
    who = seat_name(record, win.seat)
    tile = tile_words(win.win_tile, record.rules.red_fives)
    how = "tsumo" if win.is_tsumo else f"ron from {seat_name(record, win.from_seat)}"
    return f"{who} wins by {how} on {tile}: {win.points} ({value_words(win)})"


def value_words(win: Agari) -> str:
    if win.yakuman:
        return "yakuman"
    value = f"{win.han} han" if win.limit else f"{win.fu} fu {win.han} han"
    if win.limit:
        value += f", {LIMIT_NAMES[min(win.limit, 5)]}"
    return value


def describe_ryuukyoku(draw: Ryuukyoku) -> str:
    japanese, english = RYUUKYOKU_NAMES.get(draw.kind, (draw.kind or "", draw.kind or "Draw"))
    tenpai = sum(1 for hand in draw.revealed if hand)
    extra = f", {tenpai} tenpai" if draw.kind in (None, "nm") else ""
    return f"Draw: {japanese} {english}{extra}"


# -- round results (the round list) -------------------------------------------------------------
def round_results(rnd: RoundRecord) -> tuple[Agari | Ryuukyoku, ...]:
    """The round's result events: one Agari per winner, or its Ryuukyoku; () when cut off."""
    return tuple(e for e in rnd.events if isinstance(e, Agari | Ryuukyoku))


def result_summary(record: GameRecord, rnd: RoundRecord) -> str:
    """One line, the value first (the list is narrow): "Ron 3900 Aoi ← Daichi; Ron 1000 Botan ←
    Daichi", "Tsumo 7900 Chidori", or the draw's name "流局 Exhaustive draw"."""
    results = round_results(rnd)
    if not results:
        return "cut off (the log stops here)" if not rnd.complete else "no result"
    parts = []
    for result in results:
        if isinstance(result, Ryuukyoku):
            japanese, english = RYUUKYOKU_NAMES.get(result.kind, ("", result.kind or "Draw"))
            parts.append(f"{japanese} {english}".strip())
        else:
            who = seat_name(record, result.seat)
            if result.is_tsumo:
                parts.append(f"Tsumo {result.points} {who}")
            else:
                loser = seat_name(record, result.from_seat)
                parts.append(f"Ron {result.points} {who} ← {loser}")
    return "; ".join(parts)


def score_changes(record: GameRecord, rnd: RoundRecord) -> tuple[int, ...]:
    """Each seat's total change in this round (points; all results added)."""
    players = record.rules.players
    totals = [0] * players
    for result in round_results(rnd):
        for seat in range(players):
            totals[seat] += result.deltas[seat]
    return tuple(totals)


def signed(points: int) -> str:
    return f"{points:+d}" if points else "0"


def names_list(record: GameRecord, seats: Sequence[int]) -> str:
    return ", ".join(seat_name(record, s) for s in seats)


def final_standings(record: GameRecord) -> tuple[tuple[int, str, int, float], ...]:
    """(place, name, points, game points) from first to last; () when the log has no end.

    Ties keep seat order, as Tenhou's ranking does (the lower seat ranks higher).
    """
    final = record.final
    if final is None:
        return ()
    seats = sorted(range(record.rules.players), key=lambda seat: (-final.scores[seat], seat))
    return tuple(
        (place, seat_name(record, seat), final.scores[seat], final.points[seat])
        for place, seat in enumerate(seats, start=1)
    )


def final_summary(record: GameRecord) -> str:
    """One line per player: "1. Chidori 33200 (+43.2)"; or why there is none."""
    standings = final_standings(record)
    if not standings:
        return "No final result: the log stops before the game's end."
    return "\n".join(
        f"{place}. {name} {points} ({game_points:+.1f})"
        for place, name, points, game_points in standings
    )
