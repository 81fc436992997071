"""All the board states of a game, addressed by (round, step).

Rounds are replayed on first visit and kept: going back is a lookup, never an undo. ``replay_all``
does every round at once (the dump, the corpus checks, and a GUI that wants to find a broken
round early).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from viewer.domain.collector import collector_paused
from viewer.domain.events import Agari, Call, Draw, RiichiDeclared, Ryuukyoku
from viewer.domain.record import GameRecord, RoundRecord
from viewer.replay.reducer import RoundReplay, replay_round
from viewer.replay.state import BoardState


class Step(NamedTuple):
    """A place in a game. A tuple, so it compares, hashes and sorts as (round, index)."""

    round: int  # 0-based index into record.rounds
    # 0-based step within the round (0 = the deal). The name hides tuple.index, which nothing
    # here calls; mypy flags any such shadowing, and the name is older than the type checks.
    index: int  # type: ignore[assignment]


class Timeline:
    def __init__(self, record: GameRecord) -> None:
        self.record = record
        self._replays: list[RoundReplay | None] = [None] * len(record.rounds)

    # -- rounds --------------------------------------------------------------------------------
    @property
    def round_count(self) -> int:
        return len(self.record.rounds)

    def round(self, round_number: int) -> RoundRecord:
        return self.record.rounds[round_number]

    def states(self, round_number: int) -> Sequence[BoardState]:
        replay = self._replays[round_number]
        if replay is None:
            replay = replay_round(self.record, self.record.rounds[round_number])
            self._replays[round_number] = replay
        return replay.states

    def replay_all(self) -> tuple[str, ...]:
        """Replay every round now; returns the warnings of all rounds.

        For a lazily read record, the warnings of reading its rounds come first (they are not on
        ``record.warnings``, which was made before the rounds were read).
        """
        warnings: list[str] = []
        with collector_paused():
            for number in range(self.round_count):
                warnings.extend(self.round_warnings(number))
        reading = getattr(self.record.rounds, "warnings", ())
        fresh = [w for w in reading if w not in self.record.warnings]
        return (*fresh, *warnings)

    def round_warnings(self, round_number: int) -> tuple[str, ...]:
        """The replay warnings of one round (replaying it if needed)."""
        self.states(round_number)
        replay = self._replays[round_number]
        assert replay is not None
        return replay.warnings

    def step_count(self, round_number: int) -> int:
        return len(self.states(round_number))

    # -- single steps --------------------------------------------------------------------------
    def snapshot(self, step: Step) -> BoardState:
        return self.states(step.round)[step.index]

    def clamp(self, step: Step) -> Step:
        round_number = min(max(step.round, 0), self.round_count - 1)
        index = min(max(step.index, 0), self.step_count(round_number) - 1)
        return Step(round_number, index)

    def first(self) -> Step:
        return Step(0, 0)

    def last(self) -> Step:
        last_round = self.round_count - 1
        return Step(last_round, self.step_count(last_round) - 1)

    def next(self, step: Step) -> Step:
        """One event on, crossing into the next round; stays at the game's last step."""
        if step.index + 1 < self.step_count(step.round):
            return Step(step.round, step.index + 1)
        if step.round + 1 < self.round_count:
            return Step(step.round + 1, 0)
        return step

    def previous(self, step: Step) -> Step:
        if step.index > 0:
            return Step(step.round, step.index - 1)
        if step.round > 0:
            return Step(step.round - 1, self.step_count(step.round - 1) - 1)
        return step

    def round_start(self, step: Step) -> Step:
        return Step(step.round, 0)

    def round_end(self, step: Step) -> Step:
        return Step(step.round, self.step_count(step.round) - 1)

    def next_round(self, step: Step) -> Step:
        return Step(step.round + 1, 0) if step.round + 1 < self.round_count else step

    def previous_round(self, step: Step) -> Step:
        """The start of this round, or of the one before when already at the start."""
        if step.index > 0 or step.round == 0:
            return Step(step.round, 0)
        return Step(step.round - 1, 0)

    def next_turn(self, step: Step, seat: int) -> Step:
        """The next step where ``seat`` draws or calls (its next decision)."""
        return self._search(step, 1, lambda s: _is_turn_of(s, seat))

    def previous_turn(self, step: Step, seat: int) -> Step:
        return self._search(step, -1, lambda s: _is_turn_of(s, seat))

    def next_notable(self, step: Step) -> Step:
        return self._search(step, 1, _is_notable)

    def previous_notable(self, step: Step) -> Step:
        return self._search(step, -1, _is_notable)

    def is_result(self, step: Step) -> bool:
        return isinstance(self.snapshot(step).event, Agari | Ryuukyoku)

    def _search(self, step: Step, direction: int, match: Callable[[BoardState], bool]) -> Step:
        current = step
        while True:
            following = self.next(current) if direction > 0 else self.previous(current)
            if following == current:
                return step
            current = following
            if match(self.snapshot(current)):
                return current


def _is_turn_of(state: BoardState, seat: int) -> bool:
    event = state.event
    return isinstance(event, Draw | Call) and event.seat == seat


def _is_notable(state: BoardState) -> bool:
    return isinstance(state.event, RiichiDeclared | Call | Agari | Ryuukyoku)
