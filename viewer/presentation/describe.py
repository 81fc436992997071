"""Events in words, for the status line and the round list's tooltips.

Plain text from domain values (no Qt), so it can be tested without a display. Seats are named by the
players' names; tiles by their names in the language (``viewer.presentation.tile_names``:
``5-pin``, ``red 5-pin``, ``Red dragon``; 日本語 ``5筒``, ``赤5筒``, ``中``).
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
from viewer.domain.tiles import dora_kind
from viewer.presentation.i18n import translate
from viewer.presentation.names import LIMIT_NAMES, TENPAI_KINDS, draw_name, term, translated
from viewer.presentation.seats import seat_name
from viewer.presentation.tile_names import group_words, kind_words, tile_words
from viewer.replay.state import BoardState


def round_title(rnd: RoundRecord) -> str:
    """``東1局 0本場`` (Tenhou's names of a round, in every language)."""
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
        sticks = translate("events", ", {count} riichi stick(s) on the table")
        text = translate("events", "{title}: {who} deals; dora indicator {tile} (dora {dora})")
        return (
            text.format(title=title, who=seat_name(record, event.dealer), tile=indicator, dora=dora)
            + (sticks.format(count=count) if count else "")
        ).lstrip(": ")
    if isinstance(event, Draw):
        text = translate("events", "{who} draws {tile}")
        return text.format(who=seat_name(record, event.seat), tile=tile_words(event.tile, red))
    if isinstance(event, Discard):
        return _describe_discard(record, state, event)
    if isinstance(event, Call):
        return _describe_call(record, event)
    if isinstance(event, RiichiDeclared):
        return translate("events", "{who} declares riichi").format(
            who=seat_name(record, event.seat)
        )
    if isinstance(event, RiichiAccepted):
        text = translate("events", "{who}'s riichi stands: 1000 points go on the table")
        return text.format(who=seat_name(record, event.seat))
    if isinstance(event, NewDora):
        dora = kind_words(dora_kind(event.indicator >> 2, record.sanma))
        text = translate("events", "New dora indicator {tile} (dora {dora})")
        return text.format(tile=tile_words(event.indicator, red), dora=dora)
    if isinstance(event, Agari):
        return describe_agari(record, event)
    if isinstance(event, Ryuukyoku):
        return describe_ryuukyoku(event)
    return type(event).__name__


def _describe_discard(record: GameRecord, state: BoardState, event: Discard) -> str:
    text = translate("events", "{who} discards {tile}").format(
        who=seat_name(record, event.seat), tile=tile_words(event.tile, record.rules.red_fives)
    )
    river = state.river(event.seat)
    last = river[-1] if river else None
    tsumogiri = last is not None and last.tsumogiri
    notes = [
        translate("events", "tsumogiri") if tsumogiri else translate("events", "from the hand")
    ]
    if last is not None and last.riichi:
        notes.append(translate("events", "riichi declaration"))
    return f"{text} ({', '.join(notes)})"


def _describe_call(record: GameRecord, event: Call) -> str:
    meld = event.meld
    red = record.rules.red_fives
    who = seat_name(record, event.seat)
    from_text = " " + translate("events", "from {who}")
    from_whom = (
        from_text.format(who=seat_name(record, meld.from_seat))
        if meld.from_seat is not None
        else ""
    )
    kind = meld.kind
    if kind is MeldKind.CHI:
        assert meld.called is not None
        run = group_words(meld.tiles, red)
        text = translate("events", "{who} calls chi {tile}{from_whom} ({run})")
        return text.format(who=who, tile=tile_words(meld.called, red), from_whom=from_whom, run=run)
    if kind is MeldKind.PON:
        assert meld.called is not None
        text = translate("events", "{who} calls pon {tile}{from_whom}")
        return text.format(who=who, tile=tile_words(meld.called, red), from_whom=from_whom)
    if kind is MeldKind.DAIMINKAN:
        assert meld.called is not None
        text = translate("events", "{who} calls kan {tile}{from_whom} (daiminkan)")
        return text.format(who=who, tile=tile_words(meld.called, red), from_whom=from_whom)
    if kind is MeldKind.KAKAN:
        added = meld.added if meld.added is not None else meld.tiles[-1]
        text = translate("events", "{who} adds {tile} to the pon (kakan)")
        return text.format(who=who, tile=tile_words(added, red))
    if kind is MeldKind.ANKAN:
        text = translate("events", "{who} declares a closed kan of {tile} (ankan)")
        return text.format(who=who, tile=kind_words(meld.kind_of_tiles))
    return translate("events", "{who} sets aside a North (kita)").format(who=who)


def describe_agari(record: GameRecord, win: Agari) -> str:
    """ "Aoi wins by ron on 4s from Daichi: 3900 (40 fu 2 han)"."""
    who = seat_name(record, win.seat)
    tile = tile_words(win.win_tile, record.rules.red_fives)
    if win.is_tsumo:
        text = translate("events", "{who} wins by tsumo on {tile}: {points} ({value})")
    else:
        text = translate("events", "{who} wins by ron from {loser} on {tile}: {points} ({value})")
    loser = seat_name(record, win.from_seat)
    return text.format(who=who, tile=tile, loser=loser, points=win.points, value=value_words(win))


def value_words(win: Agari) -> str:
    if win.yakuman:
        return translated(LIMIT_NAMES[5]).lower()
    if win.limit:
        value = translate("events", "{han} han").format(han=win.han)
        return f"{value}, {translated(LIMIT_NAMES[min(win.limit, 5)]).lower()}"
    return translate("events", "{fu} fu {han} han").format(fu=win.fu, han=win.han)


def describe_ryuukyoku(draw: Ryuukyoku) -> str:
    name = draw_name(draw.kind)
    tenpai = sum(1 for hand in draw.revealed if hand)
    extra = translate("events", ", {count} tenpai").format(count=tenpai)
    text = translate("events", "Draw: {name}").format(name=term(name))
    return text + (extra if draw.kind in TENPAI_KINDS else "")
