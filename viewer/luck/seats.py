"""One seat's round: its tenpais (with where their winning tiles were), its draws against the
odds it could see, its deal-ins with a tenpai hand, its starting hand's shanten.

A tenpai is a 13-tile state (3n+1 concealed tiles) with waits: the kinds the hand holds fewer
than four of that complete it (regular, seven pairs, thirteen orphans; ``waits_of``).
Consecutive 13-tile states of the seat with the same waits are one tenpai, from the first; the
seat's 14-tile states between them change nothing.

A draw's p is the seat's ukeire over every tile it cannot see, both from the coach's counts
(``viewer.coach.unseen``, ``viewer.coach.efficiency.advancing``) on the board just before the
draw; a hit is a drawn tile that lowers the shanten. Replacement draws count as draws.
"""

from __future__ import annotations

from collections.abc import Sequence

from viewer.analysis.hand import kind_counts
from viewer.coach.efficiency import advancing
from viewer.coach.shanten import shanten
from viewer.coach.unseen import unseen_counts
from viewer.domain.events import Agari, Draw
from viewer.domain.tiles import has_unknown, is_unknown
from viewer.luck.model import DrawChance, Tenpai
from viewer.luck.places import copies, in_hands, in_sight, wall_places
from viewer.replay import BoardState
from viewer.wall import RoundWall
from viewer.wall.progress import WallProgress

EVERY_KIND = (1,) * 34
SANMA_POSSIBLE = tuple(0 if 1 <= kind <= 7 else 1 for kind in range(34))  # no 2m-8m


def waits_at(state: BoardState, seat: int, sanma: bool) -> tuple[int, ...] | None:
    """The waits of the seat's 13-tile state (() when not tenpai); None when the seat holds
    3n+2 tiles (between a draw and its discard) or its tiles are hidden."""
    hand = state.concealed(seat)
    if len(hand) % 3 != 1 or has_unknown(hand):
        return None
    return waits_of(kind_counts(hand), sanma)


def waits_of(counts: tuple[int, ...], sanma: bool) -> tuple[int, ...]:
    """The kinds a 3n+1 hand holds fewer than four of that complete it: those that take its
    shanten from 0 to -1 (the coach's walk; the same kinds as ``hand_shape``'s waits, which
    asks the library tile by tile, a test checks on corpus games)."""
    if shanten(counts, sanma) != 0:  # most hands: one cached walk, no kind tried
        return ()
    return advancing(counts, SANMA_POSSIBLE if sanma else EVERY_KIND, sanma)[1]


def tenpai_spans(
    states: Sequence[BoardState], seat: int, sanma: bool
) -> list[tuple[int, int, tuple[int, ...]]]:
    """(first step, last step, waits) of each tenpai of the seat in the round."""
    spans: list[tuple[int, int, tuple[int, ...]]] = []
    current: tuple[int, tuple[int, ...]] | None = None
    held: tuple[tuple[int, ...], int] | None = None  # the seat's tiles at the last state read
    waits: tuple[int, ...] | None = None
    for index, state in enumerate(states):
        now = (state.hands[seat], state.drawn[seat])
        if now != held:  # (snapshots share the hands a step does not change: most steps)
            held = now
            waits = waits_at(state, seat, sanma)
        if waits is None or (current is not None and waits == current[1]):
            continue
        if current is not None:
            spans.append((current[0], index - 1, current[1]))
        current = (index, waits) if waits else None
    if current is not None:
        spans.append((current[0], len(states) - 1, current[1]))
    return spans


def tenpai_at(
    state: BoardState,
    seat: int,
    span: tuple[int, int, tuple[int, ...]],
    players: int,
    wall: RoundWall | None,
    progress: WallProgress | None,
) -> Tenpai:
    """The tenpai of ``span`` with its winning tiles placed as they lie at ``state``."""
    step, until, waits = span
    wanted = frozenset(copies(waits))
    hands = in_hands(state, seat, players, wanted)
    sight = in_sight(state) & wanted
    places = None
    if wall is not None and progress is not None and hands is not None:
        elsewhere = sight | {t for hand in hands for t in hand} | set(state.concealed(seat))
        places = wall_places(wall, progress, wanted, elsewhere)
    return Tenpai(seat, step, until, waits, hands, tuple(sorted(sight)), places)


def draw_chances(states: Sequence[BoardState], seat: int, sanma: bool) -> tuple[DrawChance, ...]:
    """Every own draw of the seat, judged from its view just before it."""
    found = []
    for index in range(1, len(states)):
        event = states[index].event
        if type(event) is not Draw or event.seat != seat or is_unknown(event.tile):
            continue
        before = states[index - 1]
        hand = before.concealed(seat)
        if len(hand) % 3 != 1 or has_unknown(hand):
            continue
        unseen = unseen_counts(before, seat, sanma)
        base, kinds = advancing(kind_counts(hand), unseen, sanma)
        total = sum(unseen)
        ukeire = sum(unseen[kind] for kind in kinds)
        p = ukeire / total if total else 0.0
        found.append(DrawChance(index, event.tile, base, p, event.tile >> 2 in kinds))
    return tuple(found)


def start_shanten(state: BoardState, seat: int, sanma: bool) -> int | None:
    """The shanten of the seat's 13 starting tiles (None: hidden)."""
    hand = state.concealed(seat)
    if not hand or has_unknown(hand):
        return None
    return shanten(kind_counts(hand), sanma)


def deal_ins_while_tenpai(states: Sequence[BoardState], seat: int, sanma: bool) -> tuple[int, ...]:
    """The steps of the seat's deal-ins (a ron on its discard, or a robbed kan) after which the
    hand it kept was tenpai; a double ron is one deal-in."""
    found = []
    for index, state in enumerate(states):
        event = state.event
        if type(event) is not Agari or event.from_seat != seat or event.seat == seat:
            continue
        at = index - 1
        while at > 0 and isinstance(states[at].event, Agari):
            at -= 1
        if at in found:
            continue
        if waits_at(states[at], seat, sanma):
            found.append(at)
    return tuple(found)
