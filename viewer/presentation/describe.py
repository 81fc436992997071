"""Events in words, for the status line and the round list's tooltips.

Plain text from domain values (no Qt), so it can be tested without a display. Seats are named by the
players' names; tiles in mpsz notation (``5p``, red ``0p`` written ``red 5p``), honours by name.
"""

from __future__ import annotations

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
from viewer.domain.tiles import HONOR_NAMES_EN, dora_kind, is_unknown, kind_name, tile_name
from viewer.presentation.names import LIMIT_NAMES, TENPAI_KINDS, draw_name
from viewer.presentation.seats import seat_name
from viewer.replay.state import BoardState


def tile_words(tile: int, red_fives: bool = True) -> str:
    if is_unknown(tile):  # a hidden tile (mjai from one seat's view): never named
        return "a hidden tile"
    name = tile_name(tile, red_fives)
    if name[1] == "z":
        return HONOR_NAMES_EN[int(name[0]) - 1]
    if name[0] == "0":
        return f"red 5{name[1]}"
    return name


def kind_words(kind: int) -> str:
    name = kind_name(kind)
    return HONOR_NAMES_EN[kind - 27] if name[1] == "z" else name


def round_title(rnd: RoundRecord) -> str:
    """``東1局 0本場``."""
    return f"{rnd.name_ja()} {rnd.honba}本場"


def describe_event(record: GameRecord, rnd: RoundRecord, state: BoardState) -> str:
    """The step's event in one line: "Aoi discards 5p (tsumogiri)"; ``rnd`` is the step's round."""
    event = state.event
    red = record.rules.red_fives
    if isinstance(event, RoundStart):
        title = round_title(rnd)
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
    river = state.river(event.seat)
    last = river[-1] if river else None
    notes = ["tsumogiri" if last is not None and last.tsumogiri else "from the hand"]
    if last is not None and last.riichi:
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
        value += f", {LIMIT_NAMES[min(win.limit, 5)].en.lower()}"
    return value


def describe_ryuukyoku(draw: Ryuukyoku) -> str:
    name = draw_name(draw.kind)
    tenpai = sum(1 for hand in draw.revealed if hand)
    extra = f", {tenpai} tenpai" if draw.kind in TENPAI_KINDS else ""
    return f"Draw: {name.ja} {name.en}{extra}"
