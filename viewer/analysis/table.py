"""Hand analysis of every seat at every step of a game: shanten, waits with unseen counts, furiten.

``GameAnalysis`` answers per step and keeps what it computed: a round is analysed forward from its
deal (furiten depends on what passed before), hands are cached by their tiles (a hand only changes
when its seat acts), so stepping through a game costs one or two new hands per step.

Unseen counts come in two views, because the viewer can show the table either way:

- ``unseen``: what the seat itself cannot see: copies not in its own hand, in any river, meld or
  dora indicator. This is the count a player at that seat knows (other hands hidden).
- ``unseen_open``: with every hand face up, the copies nobody can see (still in the wall).

A seat holding 3n+2 tiles (it just drew or called) has no waits: its shanten is the 14-tile one
(-1 for a complete hand) and ``discard_options`` says what each discard leaves.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from viewer.analysis.breakdown import WinBreakdown, explain_win
from viewer.analysis.hand import (
    DiscardOption,
    discard_options,
    hand_shape,
    kind_counts,
)
from viewer.analysis.situation import SituationError, win_situation
from viewer.domain.events import Agari, Call, Discard
from viewer.domain.melds import MeldKind
from viewer.domain.record import GameRecord
from viewer.domain.tiles import UNKNOWN_FIRST, has_unknown
from viewer.replay import BoardState, Step, Timeline
from viewer.replay.state import NO_TILE, RiverTile

DISCARD, MISSED, RIICHI_MISSED = "discard", "missed", "riichi"  # why a seat is furiten


class Wait(NamedTuple):
    kind: int  # tile kind 0-33
    unseen: int  # copies the seat cannot see (own hand and table counted as seen)
    unseen_open: int  # copies not visible with all hands face up


class SeatAnalysis(NamedTuple):
    shanten: int  # -1 complete, 0 tenpai, 1 iishanten ...
    waits: tuple[Wait, ...]  # only for a 3n+1 hand in tenpai
    furiten: bool
    furiten_reason: str | None  # DISCARD, MISSED or RIICHI_MISSED (the strongest one)

    @property
    def tenpai(self) -> bool:
        return bool(self.waits)

    @property
    def wait_kinds(self) -> tuple[int, ...]:
        return tuple(w.kind for w in self.waits)

    def unseen_total(self, open_hands: bool = False) -> int:
        return sum(w.unseen_open if open_hands else w.unseen for w in self.waits)


StepAnalysis = tuple[SeatAnalysis | None, ...]  # one per seat; None for the empty 3-player seat


class _Furiten(NamedTuple):
    missed: tuple[bool, bool, bool, bool]  # since the seat's last discard
    riichi_missed: tuple[bool, bool, bool, bool]  # for the rest of the round


_CLEAR = _Furiten((False,) * 4, (False,) * 4)


class GameAnalysis:
    """Analysis of a whole game, computed on demand and kept."""

    def __init__(self, record: GameRecord, timeline: Timeline) -> None:
        """``timeline`` is the game's one replay (the window's, the dump's): never a second."""
        self.record = record
        self.timeline = timeline
        self.sanma = record.rules.sanma
        count = len(record.rounds)  # never iterate: a lazily read record parses on access
        self._steps: list[list[StepAnalysis]] = [[] for _ in range(count)]
        self._furiten: list[list[_Furiten]] = [[] for _ in range(count)]
        self._wins: dict[Step, WinBreakdown | None] = {}
        self._rivers: list[tuple[RiverTile, ...]] = [(), (), (), ()]  # counted in _rivers_seen
        self._discards: list[tuple[tuple[int, ...], frozenset[int]] | None] = [None] * 4
        # The last rivers tuple counted (consecutive snapshots share it) and its face-up kinds.
        self._rivers_seen: tuple[tuple[tuple[RiverTile, ...], ...], list[int]] | None = None

    # -- per step ------------------------------------------------------------------------------
    def step(self, step: Step) -> StepAnalysis:
        """Every seat's analysis at a step (seat order; None for the empty seat of 3-player)."""
        done = self._steps[step.round]
        if step.index < len(done):
            return done[step.index]
        states = self.timeline.states(step.round)
        if not 0 <= step.index < len(states):
            raise IndexError(f"no step {step.index} in round {step.round}")
        for index in range(len(done), step.index + 1):
            self._advance(step.round, states, index)
        return done[step.index]

    def seat(self, step: Step, seat: int) -> SeatAnalysis | None:
        return self.step(step)[seat]

    def _advance(self, round_number: int, states: Sequence[BoardState], index: int) -> None:
        state = states[index]
        flags = self._furiten_at(round_number, states, index)
        self._furiten[round_number].append(flags)
        seen = self._table_seen(state)
        all_hands = list(seen)
        concealed = [state.concealed(s) for s in range(4)]
        for hand in concealed:
            for tile in hand:
                if tile < UNKNOWN_FIRST:
                    all_hands[tile >> 2] += 1
        seats: list[SeatAnalysis | None] = []
        for seat in range(4):
            if (self.sanma and seat == 3) or has_unknown(concealed[seat]):  # (a hidden hand: none)
                seats.append(None)
                continue
            counts = kind_counts(concealed[seat])
            shape = hand_shape(counts, self.sanma)
            if not shape.waits:
                seats.append(SeatAnalysis(shape.shanten, (), False, None))
                continue
            waits = tuple(
                Wait(k, max(0, 4 - seen[k] - counts[k]), max(0, 4 - all_hands[k]))
                for k in shape.waits
            )
            reason = None
            if flags.riichi_missed[seat]:
                reason = RIICHI_MISSED
            elif self._discarded(state, seat) & set(shape.waits):
                reason = DISCARD
            elif flags.missed[seat]:
                reason = MISSED
            seats.append(SeatAnalysis(shape.shanten, waits, reason is not None, reason))
        self._steps[round_number].append(tuple(seats))

    def _furiten_at(self, round_number: int, states: Sequence[BoardState], index: int) -> _Furiten:
        """Missed-win flags at a step, from the step before (whose analysis is done)."""
        if index == 0:
            return _CLEAR
        before = states[index - 1]
        state = states[index]
        previous = self._furiten[round_number][index - 1]
        missed = list(previous.missed)
        riichi_missed = list(previous.riichi_missed)
        offered = _offered_kind(before)
        # a win ends the round: nobody "let the tile pass" (in a double ron both winners took it)
        if offered is not None and not isinstance(state.event, Agari):
            giver, kind = offered
            analysis = self._steps[round_number][index - 1]
            for seat, seat_analysis in enumerate(analysis):
                if seat == giver or seat_analysis is None or kind not in seat_analysis.wait_kinds:
                    continue
                missed[seat] = True
                if before.riichi[seat]:
                    riichi_missed[seat] = True
        event = state.event
        if isinstance(event, Discard):
            seat = event.seat
            drawn = before.drawn[seat]
            # a riichi hand that does not call tsumo on its winning tile is furiten
            if (
                before.riichi[seat]
                and drawn != NO_TILE
                and event.tile == drawn
                and not has_unknown(before.hands[seat])
                and (drawn >> 2) in hand_shape(kind_counts(before.hands[seat]), self.sanma).waits
            ):
                riichi_missed[seat] = True
            missed[seat] = False
        return _Furiten(tuple(missed), tuple(riichi_missed))  # type: ignore[arg-type]

    # -- the table as a seat sees it ----------------------------------------------------------
    def _table_seen(self, state: BoardState) -> list[int]:
        """Copies of each kind face up on the table: rivers, melds (kita too), dora indicators.

        The rivers' part is kept and updated by the tiles that changed since the last step asked
        (a discard added, a discard called away): snapshots share rivers, and decoding all four
        with ``BoardState.river`` at every step would cost more than the rest of the analysis.
        """
        rivers = tuple(state.river(seat) for seat in range(4))
        cached = self._rivers_seen
        if cached is None or cached[0] != rivers:
            counts = list(cached[1]) if cached is not None else [0] * 34
            for seat in range(4):
                river = rivers[seat]
                before = self._rivers[seat]
                if before is river:
                    continue
                keep = _common_prefix(before, river)
                for tile in before[keep:]:
                    if not tile.called:  # a called tile lies in a meld, counted there
                        counts[tile.tile >> 2] -= 1
                for tile in river[keep:]:
                    if not tile.called:
                        counts[tile.tile >> 2] += 1
                self._rivers[seat] = river
            cached = self._rivers_seen = (rivers, counts)
        seen = list(cached[1])
        for melds in state.melds:
            for meld in melds:
                for tile_id in meld.tiles:
                    seen[tile_id >> 2] += 1
        for tile_id in state.dora_indicators:
            seen[tile_id >> 2] += 1
        return seen

    def _discarded(self, state: BoardState, seat: int) -> frozenset[int]:
        """Kinds the seat has discarded this round (called ones too: they still make furiten);
        kept per seat until its river changes."""
        river = state.rivers[seat]
        known = self._discards[seat]
        if known is None or known[0] is not river:
            kinds = frozenset(river_tile.tile >> 2 for river_tile in state.river(seat))
            known = self._discards[seat] = (river, kinds)
        return known[1]

    # -- on demand -----------------------------------------------------------------------------
    def win(self, step: Step) -> WinBreakdown | None:
        """The scored, laid-out win at an Agari step (None elsewhere, or if it does not score)."""
        if step not in self._wins:
            states = self.timeline.states(step.round)
            result = None
            event = states[step.index].event
            if isinstance(event, Agari) and not has_unknown(event.hand):
                try:
                    situation = win_situation(states, step.index, self.record.rules.players)
                except SituationError:
                    situation = None
                if situation is not None:
                    try:
                        result = explain_win(situation, self.record.rules)
                    except ValueError:  # the library refuses the hand: show no reading
                        result = None
            self._wins[step] = result
        return self._wins[step]

    def discard_options(
        self, step: Step, seat: int, open_hands: bool = False
    ) -> tuple[DiscardOption, ...]:
        """For a seat holding 3n+2 tiles: each discard's shanten and ukeire, best first."""
        state = self.timeline.snapshot(step)
        if has_unknown(state.concealed(seat)):  # a hidden hand has no options to weigh
            return ()
        counts = kind_counts(state.concealed(seat))
        seen = self._table_seen(state)
        hands = range(4) if open_hands else (seat,)
        for s in hands:
            for tile in state.concealed(s):
                if tile < UNKNOWN_FIRST:
                    seen[tile >> 2] += 1
        unseen = tuple(max(0, 4 - c) for c in seen)
        return discard_options(counts, unseen, self.sanma)


def _common_prefix(before: tuple[RiverTile, ...], after: tuple[RiverTile, ...]) -> int:
    """How many first entries two rivers share (a river only grows or has its last tile called)."""
    keep = min(len(before), len(after))
    if before[:keep] == after[:keep]:
        return keep
    if keep and before[: keep - 1] == after[: keep - 1]:
        return keep - 1
    return 0


def _offered_kind(state: BoardState) -> tuple[int, int] | None:
    """(seat, kind) of a tile others could ron at this step: a discard, a kakan or a kita tile."""
    event = state.event
    if isinstance(event, Discard):
        return event.seat, event.tile >> 2
    if isinstance(event, Call):
        meld = event.meld
        if meld.kind is MeldKind.KAKAN and meld.added is not None:
            return event.seat, meld.added >> 2
        if meld.kind is MeldKind.KITA:
            return event.seat, meld.tiles[0] >> 2
    return None
