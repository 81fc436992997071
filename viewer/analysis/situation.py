"""How a win came about, read from the replayed board and events (never from the log's yaku).

Tenhou's AGARI lists the yaku it awarded; to check our own scoring against it, every situation
flag (riichi, ippatsu, rinshan, haitei ...) is derived here from what happened on the table.
The rules, as the corpus settles them (docs/scoring-notes.md in the shared folder):

- ippatsu: riichi, then no call by anyone and no own discard until the win; a robbed kakan does not
  break it (the kan never completes);
- double riichi: the riichi declaration is the seat's first discard and no call came before it;
- rinshan kaihou: a tsumo on the draw right after the winner's own kan **or kita**;
- chankan: a ron on a kakan tile (a 3-player ron on a kita tile has no chankan);
- haitei / houtei: the win on the last draw / on the discard after it (a rinshan draw is never
  haitei);
- tenhou / chiihou: a tsumo on the seat's first draw with no call before it.

A kita counts as a call for ippatsu, double riichi, tenhou and chiihou (riichi.wiki's sanma page
says so; the corpus has no win that tells either way).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from viewer.domain.events import Agari, Call, Discard, Draw, NewDora, RiichiDeclared
from viewer.domain.melds import Meld, MeldKind
from viewer.replay.state import NO_TILE, BoardState

_KAN_KINDS = (MeldKind.KAKAN, MeldKind.DAIMINKAN, MeldKind.ANKAN)
_ROBBABLE = (MeldKind.KAKAN, MeldKind.KITA)


class WinSituation(NamedTuple):
    """Everything the scoring needs besides the rules, rebuilt from the board."""

    seat: int
    from_seat: int  # == seat for tsumo
    tsumo: bool
    concealed: tuple[int, ...]  # the winner's concealed tiles with the win tile, ascending
    win_tile: int
    melds: tuple[Meld, ...]  # chi, pon and kans in call order (kita left out)
    kita: int  # North tiles set aside (3-player), each one a dora
    dora_indicators: tuple[int, ...]
    ura_indicators: tuple[int, ...]
    seat_wind: int  # 0 East .. 3 North, counted from the dealer
    round_wind: int  # 0 East .. 3 North
    riichi: bool
    double_riichi: bool
    ippatsu: bool
    rinshan: bool
    chankan: bool
    haitei: bool
    houtei: bool
    tenhou: bool
    chiihou: bool

    @property
    def dealer(self) -> bool:
        return self.seat_wind == 0


class SituationError(ValueError):
    """The board does not hold a win where the log puts one."""


def board_before(states: Sequence[BoardState], index: int) -> int:
    """The step a win was made on: the last one before ``index`` that is not a win (double ron)."""
    before = index - 1
    while before > 0 and isinstance(states[before].event, Agari):
        before -= 1
    return before


def win_situation(states: Sequence[BoardState], index: int, players: int) -> WinSituation:
    """The situation of the win at step ``index`` of a round's states."""
    agari = states[index].event
    if not isinstance(agari, Agari):
        raise SituationError(f"step {index} is not a win")
    seat = agari.seat
    before_index = board_before(states, index)
    before = states[before_index]
    last = before.event
    concealed_before = before.concealed(seat)
    tsumo = len(concealed_before) % 3 == 2
    chankan = False
    if tsumo:
        win_tile = before.drawn[seat]
        if win_tile == NO_TILE:
            raise SituationError(f"seat {seat} wins by tsumo without a drawn tile")
        concealed = concealed_before
        from_seat = seat
    else:
        if isinstance(last, Discard):
            win_tile, from_seat = last.tile, last.seat
        elif isinstance(last, Call) and last.meld.kind in (MeldKind.KAKAN, MeldKind.KITA):
            meld = last.meld
            win_tile = meld.added if meld.kind is MeldKind.KAKAN else meld.tiles[0]  # type: ignore[assignment]
            from_seat = last.seat
            chankan = meld.kind is MeldKind.KAKAN
        else:
            raise SituationError(f"seat {seat} wins by ron with no tile to take")
        concealed = tuple(sorted((*concealed_before, win_tile)))

    events = [s.event for s in states[1 : before_index + 1]]
    own_melds = before.melds[seat]
    melds = tuple(m for m in own_melds if m.kind is not MeldKind.KITA)
    kita = len(own_melds) - len(melds)
    riichi = before.riichi[seat]
    rinshan = tsumo and _after_own_kan(events, seat)
    last_draw = before.tiles_left == 0
    first_turn = tsumo and _first_draw_uninterrupted(events, seat)
    return WinSituation(
        seat=seat,
        from_seat=from_seat,
        tsumo=tsumo,
        concealed=concealed,
        win_tile=win_tile,
        melds=melds,
        kita=kita,
        dora_indicators=before.dora_indicators,
        ura_indicators=agari.ura_indicators if riichi else (),
        seat_wind=(seat - before.dealer) % players,
        round_wind=before.round_index // 4,
        riichi=riichi,
        double_riichi=riichi and _double_riichi(events, seat),
        ippatsu=riichi and _ippatsu(events, seat),
        rinshan=rinshan,
        chankan=chankan,
        haitei=tsumo and last_draw and not rinshan,
        houtei=not tsumo and last_draw and not chankan,
        tenhou=first_turn and seat == before.dealer,
        chiihou=first_turn and seat != before.dealer,
    )


def _after_own_kan(events: Sequence[object], seat: int) -> bool:
    """The last event is the seat's draw, and it replaced a kan or a kita of the same seat."""
    if not events or not isinstance(events[-1], Draw):
        return False
    for event in reversed(events[:-1]):
        if isinstance(event, NewDora):
            continue
        return (
            isinstance(event, Call)
            and event.seat == seat
            and (event.meld.kind in _KAN_KINDS or event.meld.kind is MeldKind.KITA)
        )
    return False


def _first_draw_uninterrupted(events: Sequence[object], seat: int) -> bool:
    """The seat's first draw is its last event, and no call and no own discard came before."""
    for event in events[:-1]:
        if isinstance(event, Call):
            return False
        if isinstance(event, Draw | Discard) and event.seat == seat:
            return False
    return bool(events) and isinstance(events[-1], Draw) and events[-1].seat == seat


def _riichi_discard(events: Sequence[object], seat: int) -> int:
    """Index (in ``events``) of the seat's riichi declaration discard, -1 if none."""
    pending = False
    for i, event in enumerate(events):
        if isinstance(event, Discard) and event.seat == seat:
            if pending:
                return i
        elif isinstance(event, RiichiDeclared) and event.seat == seat:
            pending = True
    return -1


def _double_riichi(events: Sequence[object], seat: int) -> bool:
    """Riichi declared on the seat's first discard, with no call anywhere before it."""
    for i, event in enumerate(events):
        if isinstance(event, Call):
            return False
        if isinstance(event, Discard) and event.seat == seat:
            return _riichi_discard(events, seat) == i
    return False


def _ippatsu(events: Sequence[object], seat: int) -> bool:
    """No call by anyone and no own discard between the riichi declaration and the win.

    A kakan (or kita) that the win robs, the last event before a ron, never completed, so it does
    not count.
    """
    start = _riichi_discard(events, seat)
    if start < 0:
        return False
    later = list(events[start + 1 :])
    if later and isinstance(later[-1], Call) and later[-1].meld.kind in _ROBBABLE:
        later.pop()  # the robbed kakan (or kita)
    for event in later:
        if isinstance(event, Call):
            return False
        if isinstance(event, Discard) and event.seat == seat:
            return False
    return True
