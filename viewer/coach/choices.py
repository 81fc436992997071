"""The call, kan and riichi decisions of a replayed game: where they are and what was played.

- **Calls**: at every discard by another seat, each seat not in riichi whose hand is known and
  could pon (holds two of the kind), daiminkan (holds three, a kan still possible) or chi (the
  discarder's next seat, 4-player only) decides between passing and each distinct call
  (``viewer.coach.calls``). What the seat did is the next event (a riichi acceptance or a new
  dora indicator between is passed over): its call, a pass otherwise. Where a ron (or an
  abortive draw) ends the round at that discard there is no decision, nor on the last tile
  (no call is possible there); where another seat's pon or kan took the tile, a chi-only
  decision is kept but ``played`` is None. A call whose hand would have no allowed discard
  (kuikae) is no option.
- **Kans** of the seat's own, on the step right after its draw: an ankan when the drawn tile
  is the fourth of its kind, a kakan when it completes a pon (and the kan the seat made, when
  it is another); not in riichi, not on the last tile, fewer than four kans on the table.
- **Riichi or dama**, on the step right after the draw: a closed hand not in riichi, with at
  least 4 tiles left and 1,000 points, whose played discard leaves it tenpai (the riichi
  declaration's step when it declared, the discard's step when it stayed dama).

The decisions are plain ``Decision`` values of their ``kind``; ``GameCoach`` keeps them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from viewer.coach.calls import call_options, kan_options, kuikae, played_option
from viewer.coach.model import Decision, Option, Safety
from viewer.coach.position import KINDS, Position
from viewer.coach.safety import safety
from viewer.coach.shanten import shanten
from viewer.domain.events import (
    Agari,
    Call,
    Discard,
    Draw,
    NewDora,
    RiichiAccepted,
    RiichiDeclared,
    Ryuukyoku,
)
from viewer.domain.melds import MeldKind
from viewer.domain.record import GameRecord
from viewer.domain.tiles import has_unknown, is_unknown
from viewer.replay import BoardState, Step, Timeline


class Table(Protocol):
    """What the finder reads of the game's coach (``GameCoach``)."""

    @property
    def record(self) -> GameRecord: ...

    @property
    def timeline(self) -> Timeline: ...

    def position_at(
        self, state: BoardState, seat: int, concealed: tuple[int, ...], allowed: tuple[int, ...]
    ) -> Position: ...

    def unseen(self, state: BoardState, seat: int) -> tuple[int, ...]: ...

    def genbutsu(
        self, round_number: int, index: int, seat: int, before: BoardState
    ) -> set[int]: ...


RIICHI_COST = 1000
RIICHI_LEAST_TILES = 4  # Tenhou: riichi needs at least this many tiles left in the wall
CALLED = (MeldKind.CHI, MeldKind.PON, MeldKind.DAIMINKAN)
OWN_KANS = (MeldKind.ANKAN, MeldKind.KAKAN)
PASSED_OVER = (RiichiAccepted, NewDora)
RIICHI, DAMA = 0, 1  # the riichi options' indices


class ChoiceFinder:
    """Finds the call, kan and riichi decisions of one game (the module docstring)."""

    def __init__(self, coach: Table) -> None:
        self.coach = coach
        self.players = coach.record.rules.players
        self.red_fives = coach.record.rules.red_fives

    def at(self, step: Step) -> tuple[Decision, ...]:
        """Every call, kan and riichi decision at ``step``, calls by seat, then kan, riichi."""
        timeline = self.coach.timeline
        if step.index < 1 or not 0 <= step.round < timeline.round_count:
            return ()
        states = timeline.states(step.round)
        if step.index >= len(states):
            return ()
        event = states[step.index].event
        found: list[Decision] = []
        if type(event) is Discard:
            found += self.calls(step, states)
        drawn = states[step.index - 1]
        if type(drawn.event) is Draw and getattr(event, "seat", None) == drawn.event.seat:
            kan = self.kan(step, states)
            if kan is not None:
                found.append(kan)
            riichi = self.riichi(step, states)
            if riichi is not None:
                found.append(riichi)
        return tuple(found)

    def position(self, decision: Decision) -> Position:
        """What the decision's options are valued from: a call's 13-tile hand after the
        discard, a kan's or riichi's 14-tile hand after the draw."""
        states = self.coach.timeline.states(decision.round)
        seat = decision.seat
        if decision.kind == "call":
            state = states[decision.step]
            return self.coach.position_at(state, seat, state.concealed(seat), ())
        state = states[decision.step - 1]
        concealed = state.concealed(seat)
        allowed = tuple(sorted({t >> 2 for t in concealed}))
        return self.coach.position_at(state, seat, concealed, allowed)

    # -- calls ------------------------------------------------------------------------------------
    def calls(self, step: Step, states: Sequence[BoardState]) -> list[Decision]:
        state = states[step.index]
        event = state.event
        assert type(event) is Discard
        discarder, tile = event
        if state.tiles_left <= 0:
            return []
        following = _next_event(states, step.index)
        if type(following) in (Agari, Ryuukyoku):
            return []
        kans = _kans(state)
        found = []
        for seat in range(self.players):
            if seat == discarder or state.riichi[seat] or _hidden(state, seat):
                continue
            hand = state.concealed(seat)
            if len(hand) % 3 != 1:
                continue
            chi = self.players == 4 and seat == (discarder + 1) % 4
            options = tuple(
                o for o in call_options(hand, tile, chi=chi, kan=kans < 4, red_fives=self.red_fives)
                if o.call in ("pass", "daiminkan") or _discard_left(hand, o, tile)
            )  # fmt: skip
            if len(options) < 2:
                continue
            played = _played_call(options, following, seat)
            found.append(Decision(
                step.round, step.index, seat, tile >> 2, (), (), None, (),
                self.hand_safety(step, state, seat, hand), False, kind="call", options=options,
                played=played, called_tile=tile, tiles_left=state.tiles_left,
                discarder=discarder,
            ))  # fmt: skip
        return found

    def hand_safety(
        self, step: Step, state: BoardState, seat: int, hand: tuple[int, ...]
    ) -> tuple[tuple[int, tuple[Safety, ...]], ...]:
        """Every kind of ``hand`` against each seat in riichi, as the seat sees ``state``."""
        against = [r for r in range(self.players) if r != seat and state.riichi[r]]
        if not against:
            return ()
        coach = self.coach
        genbutsu = {r: coach.genbutsu(step.round, step.index + 1, r, state) for r in against}
        unseen = coach.unseen(state, seat)
        kinds = sorted({t >> 2 for t in hand})
        return tuple(
            (kind, tuple(safety(kind, r, genbutsu[r], unseen) for r in against)) for kind in kinds
        )

    # -- kans and riichi --------------------------------------------------------------------------
    def kan(self, step: Step, states: Sequence[BoardState]) -> Decision | None:
        drawn_state = states[step.index - 1]
        draw = drawn_state.event
        assert type(draw) is Draw
        seat = draw.seat
        if drawn_state.riichi[seat] or _hidden(drawn_state, seat) or drawn_state.tiles_left <= 0:
            return None
        if _kans(drawn_state) >= 4:
            return None
        event = states[step.index].event
        made = event.meld if type(event) is Call and event.meld.kind in OWN_KANS else None
        hand = drawn_state.concealed(seat)
        options = kan_options(hand, draw.tile, drawn_state.melds[seat], made)
        if len(options) < 2:
            return None
        played = 0 if made is None else played_option(options, made)
        kind = draw.tile >> 2 if made is None else made.tiles[0] >> 2
        return Decision(
            step.round, step.index, seat, kind, (), (), None, (),
            self.hand_safety(step, drawn_state, seat, hand), False, kind="kan", options=options,
            played=played, called_tile=draw.tile, tiles_left=drawn_state.tiles_left,
        )  # fmt: skip

    def riichi(self, step: Step, states: Sequence[BoardState]) -> Decision | None:
        drawn_state = states[step.index - 1]
        seat = drawn_state.event.seat  # type: ignore[union-attr]
        if drawn_state.riichi[seat] or _hidden(drawn_state, seat):
            return None
        if any(m.is_open for m in drawn_state.melds[seat]):
            return None
        if drawn_state.tiles_left < RIICHI_LEAST_TILES or drawn_state.scores[seat] < RIICHI_COST:
            return None
        event = states[step.index].event
        if type(event) is RiichiDeclared:
            played, at = RIICHI, step.index + 1
        elif type(event) is Discard:
            played, at = DAMA, step.index
        else:
            return None
        if at >= len(states) or type(states[at].event) is not Discard:
            return None
        discarded = states[at].event.tile  # type: ignore[union-attr]
        hand = list(drawn_state.concealed(seat))
        hand.remove(discarded)
        counts = [0] * KINDS
        for tile in hand:
            counts[tile >> 2] += 1
        if shanten(tuple(counts), self.coach.record.sanma) != 0:
            return None
        options = (Option("riichi", ()), Option("dama", ()))
        return Decision(
            step.round, step.index, seat, discarded >> 2, (), (), None, (), (), False,
            kind="riichi", options=options, played=played, called_tile=discarded,
            tiles_left=drawn_state.tiles_left,
            river=tuple(sorted({entry.tile >> 2 for entry in drawn_state.river(seat)})),
        )  # fmt: skip


def _next_event(states: Sequence[BoardState], index: int) -> object:
    """The event after ``index`` that answers a discard (a riichi acceptance or a new dora
    indicator passed over); None at the round's end."""
    for state in states[index + 1 :]:
        if not isinstance(state.event, PASSED_OVER):
            return state.event
    return None


def _played_call(options: tuple[Option, ...], following: object, seat: int) -> int | None:
    if type(following) is not Call or following.meld.kind not in CALLED:
        return 0
    if following.seat == seat:
        return played_option(options, following.meld)
    took_first = following.meld.kind in (MeldKind.PON, MeldKind.DAIMINKAN)
    if took_first and all(o.call in ("pass", "chi") for o in options):
        return None  # the pon or kan had priority: the chi was never the seat's to make
    return 0


def _discard_left(hand: tuple[int, ...], option: Option, tile: int) -> bool:
    """Whether the hand after a pon or chi keeps a kind kuikae allows."""
    left = list(hand)
    for used in option.tiles:
        left.remove(used)
    forbidden = kuikae(option, tile)
    return any(t >> 2 not in forbidden for t in left)


def _kans(state: BoardState) -> int:
    return sum(1 for melds in state.melds for m in melds if m.is_kan)


def _hidden(state: BoardState, seat: int) -> bool:
    return has_unknown(state.hands[seat]) or is_unknown(state.drawn[seat])
