"""The coach of one game: each decision judged on demand, and each seat's report.

Nothing is computed when a ``GameCoach`` is made (a log must open as fast without the coach):
a decision is judged the first time it is asked for and kept. The definitions are in
docs/coach.md; ``viewer.coach.efficiency`` counts ukeire, ``viewer.coach.safety`` classes tiles.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from viewer.coach.choices import ChoiceFinder
from viewer.coach.danger import danger
from viewer.coach.efficiency import KINDS, candidate
from viewer.coach.model import Candidate, DealIn, Decision, Safety, SeatReport
from viewer.coach.position import RED_IDS, Position, draws_left
from viewer.coach.safety import safety, safety_class
from viewer.coach.summary import summarize
from viewer.coach.unseen import unseen_counts, visible_tiles
from viewer.coach.value import Valuation, judge, remember, remembered
from viewer.domain.events import Agari, Call, Discard, RiichiAccepted, RiichiDeclared
from viewer.domain.melds import MeldKind
from viewer.domain.record import GameRecord
from viewer.domain.tiles import has_unknown, is_unknown
from viewer.replay import BoardState, Step, Timeline
from viewer.replay.shown import discard_shown
from viewer.replay.state import NO_TILE


class _RoundFacts(NamedTuple):
    """What the safety classes need of a round's history, gathered in one pass."""

    discards: tuple[tuple[int, int], ...]  # (step index, kind) of every discard, in order
    accepted: dict[int, int]  # seat -> step index of its riichi acceptance


class HandView(NamedTuple):
    """What a decision is judged from: the hand, the unseen copies, the allowed discards."""

    counts: tuple[int, ...]  # the concealed hand's kind counts (3n+2 tiles)
    unseen: tuple[int, ...]  # per kind, 4 - visible (2m-8m: 0 in 3-player games)
    allowed: tuple[int, ...]  # the candidates' kinds: held kinds less the kuikae ones


class GameCoach:
    """Judges the decisions of a replayed game (see the module docstring)."""

    def __init__(self, record: GameRecord, timeline: Timeline) -> None:
        self.record = record
        self.timeline = timeline
        self._decisions: dict[Step, Decision | None] = {}
        self._facts: dict[int, _RoundFacts] = {}
        self._valuations: dict[Step, Valuation | None] = {}
        self._choices: dict[Step, tuple[Decision, ...]] = {}
        self._choice_values: dict[Decision, Valuation] = {}
        self._finder = ChoiceFinder(self)

    # -- decisions -----------------------------------------------------------------------------
    def is_decision(self, step: Step) -> bool:
        """Whether ``step`` is a discard the coach judges (cheap: no counting)."""
        if step.index < 1 or not 0 <= step.round < self.timeline.round_count:
            return False
        states = self.timeline.states(step.round)
        if step.index >= len(states):
            return False
        event = states[step.index].event
        if type(event) is not Discard:
            return False
        before = states[step.index - 1]
        seat = event.seat
        if before.riichi[seat] or _hidden(before, seat):
            return False
        held = len(before.hands[seat]) + (before.drawn[seat] != NO_TILE)
        return held % 3 == 2  # (a broken log could give another count: no hand to judge)

    def decision(self, step: Step) -> Decision | None:
        """The judged decision at ``step``, or None when ``step`` is no decision."""
        if step in self._decisions:
            return self._decisions[step]
        judged = self._judge(step) if self.is_decision(step) else None
        self._decisions[step] = judged
        return judged

    def valuation(self, step: Step) -> Valuation | None:
        """The decision at ``step`` judged by value (None for no decision); heavy at 2-shanten
        (seconds), so the window asks ``viewer.app`` 's worker process, never this, while
        stepping. Kept: asking again costs nothing."""
        if step in self._valuations:
            return self._valuations[step]
        decision = self.decision(step)
        position = self.position(step)
        judged = None
        if decision is not None and position is not None:
            judged = remembered(position, decision)
            if judged is None:
                judged = judge(position, decision)
                remember(position, decision, judged)
        self._valuations[step] = judged
        return judged

    def accept(self, step: Step, judged: Valuation) -> None:
        """Keep a valuation judged elsewhere (a worker process)."""
        self._valuations[step] = judged
        decision, position = self.decision(step), self.position(step)
        if decision is not None and position is not None:
            remember(position, decision, judged)

    def has_valued(self, step: Step) -> bool:
        return step in self._valuations

    def has_judged(self, step: Step) -> bool:
        """Whether ``decision(step)`` was asked already (asking again costs nothing)."""
        return step in self._decisions

    def pending(self, step: Step) -> Decision | None:
        """The decision whose hand is on the board at ``step``: the discard that follows it
        (after a riichi declaration of the same seat, if one comes between). None when the next
        step is no decision. The window draws its bars on the hand before the discard."""
        discard = discard_shown(self.timeline, step)
        return None if discard is None else self.decision(discard)

    def decisions(self, round_number: int) -> tuple[Decision, ...]:
        """The round's decisions in order, every seat's (() for no such round)."""
        if not 0 <= round_number < self.timeline.round_count:
            return ()
        found = []
        for index in range(1, self.timeline.step_count(round_number)):
            judged = self.decision(Step(round_number, index))
            if judged is not None:
                found.append(judged)
        return tuple(found)

    # -- call, kan and riichi decisions ----------------------------------------------------------
    def choices(self, step: Step) -> tuple[Decision, ...]:
        """The call, kan and riichi decisions at ``step`` (``viewer.coach.choices``): the calls
        on a discard, seat by seat, then a kan and a riichi after a draw. Cheap, and kept."""
        found = self._choices.get(step)
        if found is None:
            found = self._finder.at(step)
            self._choices[step] = found
        return found

    def has_choices(self, step: Step) -> bool:
        """Whether ``choices(step)`` was asked already (asking again costs nothing)."""
        return step in self._choices

    def choice_position(self, decision: Decision) -> Position:
        """What a call, kan or riichi decision's options are valued from."""
        return self._finder.position(decision)

    def choice_valuation(self, decision: Decision) -> Valuation:
        """A call, kan or riichi decision valued (seconds at 2-shanten, like a discard's)."""
        judged = self._choice_values.get(decision)
        if judged is None:
            position = self.choice_position(decision)
            judged = remembered(position, decision)
            if judged is None:
                judged = judge(position, decision)
                remember(position, decision, judged)
            self._choice_values[decision] = judged
        return judged

    def accept_choice(self, decision: Decision, judged: Valuation) -> None:
        """Keep a choice's valuation judged elsewhere (a worker process)."""
        self._choice_values[decision] = judged
        remember(self.choice_position(decision), decision, judged)

    def has_valued_choice(self, decision: Decision) -> bool:
        return decision in self._choice_values

    def valued_choice(self, decision: Decision) -> Valuation | None:
        """The choice's valuation when it was made already (never computes)."""
        return self._choice_values.get(decision)

    def view(self, step: Step) -> HandView | None:
        """The hand, unseen counts and allowed discards of a decision (None for no decision)."""
        if not self.is_decision(step):
            return None
        states = self.timeline.states(step.round)
        seat = states[step.index].event.seat  # type: ignore[union-attr]
        before = states[step.index - 1]
        counts = [0] * KINDS
        for held in before.concealed(seat):
            counts[held >> 2] += 1
        forbidden = _kuikae(before, seat)
        allowed = tuple(k for k in range(KINDS) if counts[k] and k not in forbidden)
        return HandView(tuple(counts), self.unseen(before, seat), allowed)

    def position(self, step: Step) -> Position | None:
        """What the value model judges the decision at ``step`` from (None for no decision)."""
        view = self.view(step)
        if view is None:
            return None
        states = self.timeline.states(step.round)
        seat = states[step.index].event.seat  # type: ignore[union-attr]
        before = states[step.index - 1]
        return self.position_at(before, seat, before.concealed(seat), view.allowed)

    def position_at(
        self, state: BoardState, seat: int, concealed: tuple[int, ...], allowed: tuple[int, ...]
    ) -> Position:
        """The value model's input for ``seat`` holding ``concealed`` at ``state``."""
        rules = self.record.rules
        own = state.melds[seat]
        unseen = self.unseen(state, seat)
        visible = self.visible(state, seat)
        red_unseen = tuple(  # (a 3-player wall has no 5m at all)
            int(rules.red_fives and red not in visible and unseen[red >> 2] > 0) for red in RED_IDS
        )
        return Position(
            concealed=concealed,
            melds=tuple(m for m in own if m.kind is not MeldKind.KITA),
            kita=sum(1 for m in own if m.kind is MeldKind.KITA),
            unseen=unseen,
            red_unseen=(red_unseen[0], red_unseen[1], red_unseen[2]),
            draws_left=draws_left(state.tiles_left, rules.players),
            round_wind=state.round_index // 4,
            seat_wind=(seat - state.dealer) % rules.players,
            dora_indicators=state.dora_indicators,
            rules=rules,
            allowed=allowed,
        )

    def _judge(self, step: Step) -> Decision:
        states = self.timeline.states(step.round)
        event = states[step.index].event
        assert type(event) is Discard
        seat, tile = event
        before = states[step.index - 1]
        view = self.view(step)
        assert view is not None
        counts, unseen, allowed = view
        sanma = self.record.sanma
        candidates = tuple(candidate(counts, kind, unseen, sanma) for kind in allowed)
        best, loss = _best_and_loss(candidates, tile >> 2)
        against = [r for r in range(4) if r != seat and before.riichi[r]]
        hand_safety: tuple[tuple[int, tuple[Safety, ...]], ...] = ()
        if against:
            genbutsu = {r: self.genbutsu(step.round, step.index, r, before) for r in against}
            hand_safety = tuple(
                (kind, tuple(safety(kind, r, genbutsu[r], unseen) for r in against))
                for kind in range(KINDS)
                if counts[kind]
            )
        actual_safety = next((s for k, s in hand_safety if k == tile >> 2), ())
        riichi = isinstance(before.event, RiichiDeclared) and before.event.seat == seat
        return Decision(
            step.round, step.index, seat, tile >> 2, candidates, best, loss, actual_safety,
            hand_safety, riichi, tiles_left=before.tiles_left,
        )  # fmt: skip

    # -- what the discarder sees ---------------------------------------------------------------
    def unseen(self, state: BoardState, seat: int) -> tuple[int, ...]:
        """unseen(kind) = 4 - visible copies (2m-8m: 0 in 3-player games)."""
        return unseen_counts(state, seat, self.record.sanma)

    @staticmethod
    def visible(state: BoardState, seat: int) -> set[int]:
        """The tile ids ``seat`` sees: its hand, every river and meld, the dora indicators."""
        return visible_tiles(state, seat)

    def _round_facts(self, round_number: int) -> _RoundFacts:
        facts = self._facts.get(round_number)
        if facts is None:
            discards = []
            accepted: dict[int, int] = {}
            for index, state in enumerate(self.timeline.states(round_number)):
                event = state.event
                if type(event) is Discard:
                    discards.append((index, event.tile >> 2))
                elif type(event) is RiichiAccepted:
                    accepted.setdefault(event.seat, index)
            facts = _RoundFacts(tuple(discards), accepted)
            self._facts[round_number] = facts
        return facts

    def genbutsu(self, round_number: int, index: int, seat: int, before: BoardState) -> set[int]:
        """Kinds safe against ``seat`` at step ``index``: its river, and every discard after its
        riichi was accepted (before this step)."""
        safe = {entry.tile >> 2 for entry in before.river(seat)}
        facts = self._round_facts(round_number)
        accepted = facts.accepted.get(seat)
        if accepted is not None:
            safe.update(kind for at, kind in facts.discards if accepted < at < index)
        return safe

    # -- reports -------------------------------------------------------------------------------
    def report(self, seat: int, *, value: bool = True) -> SeatReport | None:
        """``seat``'s game report; None when its hands hold hidden tiles (or no such seat).
        Values every decision of the seat not valued yet (``valuation``: seconds each); with
        ``value=False`` it values nothing and sums the valuations kept so far (the window, whose
        worker process does the valuing, shows the report while it goes on)."""
        if not 0 <= seat < self.record.rules.players:
            return None
        judged: list[tuple[Decision, Valuation | None]] = []
        chosen: list[tuple[Decision, Valuation | None]] = []
        deal_ins: list[DealIn] = []
        for number in range(self.timeline.round_count):
            states = self.timeline.states(number)
            for index, state in enumerate(states):
                event = state.event
                for choice in self.choices(Step(number, index)) if index else ():
                    if choice.seat == seat:  # (the window's worker values riichi too)
                        of = self.choice_valuation if value else self.valued_choice
                        chosen.append((choice, of(choice)))
                if type(event) is Discard and event.seat == seat and index:
                    if _hidden(states[index - 1], seat):
                        return None
                    step = Step(number, index)
                    decision = self.decision(step)
                    if decision is not None:
                        valued = self.valuation(step) if value else self._valuations.get(step)
                        judged.append((decision, valued))
                elif type(event) is Agari and event.from_seat == seat and event.seat != seat:
                    deal_ins.append(self._deal_in(number, states, index, event))
        return summarize(seat, judged, tuple(deal_ins), chosen)

    def _deal_in(
        self, round_number: int, states: Sequence[BoardState], index: int, win: Agari
    ) -> DealIn:
        at = index - 1
        while at > 0 and isinstance(states[at].event, Agari):  # a double ron
            at -= 1
        kind = win.win_tile >> 2
        before = states[max(at - 1, 0)]
        genbutsu = self.genbutsu(round_number, at, win.seat, before)
        cls = safety_class(kind, genbutsu, self.unseen(before, win.from_seat))
        return DealIn(round_number, at, kind, win.seat, cls, danger(cls, kind))


def _hidden(state: BoardState, seat: int) -> bool:
    return has_unknown(state.hands[seat]) or is_unknown(state.drawn[seat])


def _kuikae(state: BoardState, seat: int) -> set[int]:
    """Kinds a seat may not discard right after its chi or pon (Tenhou's kuikae rule)."""
    event = state.event
    if not isinstance(event, Call) or event.seat != seat:
        return set()
    meld = event.meld
    if meld.kind not in (MeldKind.CHI, MeldKind.PON) or meld.called is None:
        return set()
    called = meld.called >> 2
    forbidden = {called}
    if meld.kind is MeldKind.CHI:
        low = meld.tiles[0] >> 2
        if called == low and low % 9 <= 5:
            forbidden.add(low + 3)  # 3 called onto 4-5: 6 is forbidden too
        elif called == low + 2 and low % 9 >= 1:
            forbidden.add(low - 1)  # 6 called onto 4-5: 3 is forbidden too
    return forbidden


def _best_and_loss(
    candidates: tuple[Candidate, ...], actual: int
) -> tuple[tuple[int, ...], int | None]:
    if not candidates:
        return (), None
    lowest = min(c.shanten for c in candidates)
    most = max(c.ukeire for c in candidates if c.shanten == lowest)
    best = tuple(c.tile for c in candidates if c.shanten == lowest and c.ukeire == most)
    played = next((c for c in candidates if c.tile == actual), None)
    if played is None or played.shanten != lowest:
        return best, None
    return best, most - played.ukeire
