"""Results in words and numbers: a round's result line, score changes, payments, the final
ranking. The round list, the popups and the status line all read them from here.

A note with a Japanese term in it (供託, 本場, 包) has a plain twin for readers who asked for no
Japanese beside the translated words (``i18n.japanese_beside``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from viewer.domain.events import Agari, Ryuukyoku
from viewer.domain.record import GameRecord, RoundRecord
from viewer.presentation.i18n import japanese_beside, translate
from viewer.presentation.names import RON, TSUMO, draw_name, term, translated
from viewer.presentation.seats import seat_name


def round_results(rnd: RoundRecord) -> tuple[Agari | Ryuukyoku, ...]:
    """The round's result events: one Agari per winner, or its Ryuukyoku; () when cut off."""
    return tuple(e for e in rnd.events if isinstance(e, Agari | Ryuukyoku))


def result_summary(record: GameRecord, rnd: RoundRecord) -> str:
    """One line, the value first (the list is narrow): "Ron 3900 Aoi ← Daichi; Ron 1000 Botan ←
    Daichi", "Tsumo 7900 Chidori", or the draw's name "流局 Exhaustive draw"."""
    results = round_results(rnd)
    if not results:
        if not rnd.complete:
            return translate("results", "cut off (the log stops here)")
        return translate("results", "no result")
    parts = []
    for result in results:
        if isinstance(result, Ryuukyoku):
            parts.append(term(draw_name(result.kind)))
        else:
            who = seat_name(record, result.seat)
            if result.points:  # 0: the log does not give the value (an mjai win without deltas)
                who = f"{result.points} {who}"
            if result.is_tsumo:
                parts.append(f"{translated(TSUMO)} {who}")
            else:
                loser = seat_name(record, result.from_seat)
                parts.append(f"{translated(RON)} {who} ← {loser}")
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


def change_text(points: int) -> str:
    """A score change in a popup's table: "+3900", "-1000", "±0"."""
    return f"{points:+d}" if points else "±0"


def names_list(record: GameRecord, seats: Sequence[int]) -> str:
    return ", ".join(seat_name(record, s) for s in seats)


def wins_title(count: int) -> str:
    """A heading over the win panels only where they need one: several wins of one discard."""
    if count == 2:
        if japanese_beside():
            return translate("results", "Double ron (ダブロン): both wins of this discard")
        return translate("results", "Double ron: both wins of this discard")
    if count > 2:
        return translate("results", "{count} wins of this discard").format(count=count)
    return ""


# -- payments -------------------------------------------------------------------------------------
def tsumo_split(win: Agari, dealer: int, players: int) -> str:
    """How a tsumo's value was paid, the way players say it: "2000-4000" or "4000 all".

    Read from the score changes (less the honba), not recomputed; empty for ron and pao.
    """
    if not win.is_tsumo or win.pao_seat is not None:
        return ""
    payers = [s for s in range(players) if s != win.seat]
    pays = {s: -win.deltas[s] - 100 * win.honba for s in payers}
    if any(p <= 0 for p in pays.values()):
        return ""
    if win.seat == dealer or len(set(pays.values())) == 1:
        return translate("results", "{points} all").format(points=pays[payers[0]])
    children = [p for s, p in pays.items() if s != dealer]
    return f"{min(children)}-{pays[dealer]}"


def win_notes(record: GameRecord, win: Agari) -> str:
    """What the win collects besides its value: honba, riichi sticks, and who pays for pao."""
    parts = []
    honba_bonus = win.deltas[win.seat] - win.points - 1000 * win.riichi_sticks
    if win.honba and honba_bonus > 0:
        text = (
            translate("results", "{count}本場 honba +{points}")
            if japanese_beside()
            else translate("results", "{count} honba +{points}")
        )
        parts.append(text.format(count=win.honba, points=honba_bonus))
    if win.riichi_sticks:
        text = (
            translate("results", "供託 riichi sticks {count} +{points}")
            if japanese_beside()
            else translate("results", "riichi sticks {count} +{points}")
        )
        parts.append(text.format(count=win.riichi_sticks, points=1000 * win.riichi_sticks))
    if win.pao_seat is not None:
        text = (
            translate("results", "包 Pao: {who} is liable")
            if japanese_beside()
            else translate("results", "Pao: {who} is liable")
        )
        parts.append(text.format(who=seat_name(record, win.pao_seat)))
    return "   ·   ".join(parts)


def draw_notes(draw: Ryuukyoku) -> str:
    notes = []
    if draw.honba:
        text = (
            translate("results", "{count}本場 honba")
            if japanese_beside()
            else translate("results", "{count} honba")
        )
        notes.append(text.format(count=draw.honba))
    if draw.riichi_sticks:
        text = (
            translate("results", "供託 riichi sticks {count} (stay on the table)")
            if japanese_beside()
            else translate("results", "riichi sticks {count} (stay on the table)")
        )
        notes.append(text.format(count=draw.riichi_sticks))
    return "   ·   ".join(notes)


# -- the end of the game --------------------------------------------------------------------------
class Standing(NamedTuple):
    place: int  # 1 = first
    seat: int
    name: str
    score: int
    points: float | None  # Tenhou's game points; None when the log has no end (owari)


class Standings(NamedTuple):
    rows: tuple[Standing, ...]
    complete: bool  # False: the log stops before owari; the scores are the last round's start


def final_ranking(record: GameRecord) -> Standings:
    """The players best first; ties go to the lower seat (nearer the first dealer), as Tenhou
    ranks them. Without ``owari`` (a cut-off log) the one fallback: the scores at the start of
    the last round, with no game points."""
    players = record.rules.players
    final = record.final
    if final is not None:
        scores = list(final.scores[:players])
        points: list[float | None] = list(final.points[:players]) or [None] * players
    else:
        scores = list(record.rounds[-1].start.scores[:players]) if record.rounds else [0] * players
        points = [None] * players
    order = sorted(range(players), key=lambda s: (-scores[s], s))
    rows = tuple(
        Standing(place, seat, seat_name(record, seat), scores[seat], points[seat])
        for place, seat in enumerate(order, start=1)
    )
    return Standings(rows, final is not None)


def final_summary(record: GameRecord) -> str:
    """One line per player: "1. Chidori 33200 (+43.2)"; or why there is none."""
    standings = final_ranking(record)
    if not standings.complete:
        return translate("results", "No final result: the log stops before the game's end.")
    return "\n".join(
        f"{row.place}. {row.name} {row.score}"
        + ("" if row.points is None else f" ({row.points:+.1f})")
        for row in standings.rows
    )


def final_block(record: GameRecord) -> str:
    """The round list's footer: a heading, then ``final_summary``."""
    heading = (
        translate("results", "Final standings (終局)")
        if japanese_beside()
        else translate("results", "Final standings")
    )
    return f"{heading}\n{final_summary(record)}"
