"""The verified walls of one game, computed round by round when first asked for.

Nothing here runs while a log opens or a step is drawn: ``GameWalls`` only keeps the seeds. The
first request for round k computes the walls of rounds 1..k (the game's generator is one stream)
and checks each against its round (``viewer.wall.verify``); a round that does not reproduce has no
wall and a reason instead.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from viewer.domain.record import GameRecord
from viewer.wall.layout import RoundWall
from viewer.wall.seed import WallSeedError, parse_seed
from viewer.wall.shuffle import game_walls, round_wall
from viewer.wall.verify import mismatch, round_label

NO_SEED = "the log carries no shuffle seed"


class GameWalls:
    """Per round: the wall (reproduced and checked) or why there is none."""

    def __init__(
        self, record: GameRecord, game_seed: str | None, round_seeds: Sequence[str | None] = ()
    ) -> None:
        self._record = record
        self._game_seed = game_seed
        self._round_seeds = tuple(round_seeds)
        self._stream: Iterator[RoundWall] | None = None
        self._seed_problem: str | None = None
        self._results: list[tuple[RoundWall | None, str | None]] = []

    @property
    def round_count(self) -> int:
        return len(self._record.rounds)

    def wall(self, number: int) -> RoundWall | None:
        """The wall of round ``number`` (0-based) when it reproduces the log, else None."""
        return self._result(number)[0]

    def problem(self, number: int) -> str | None:
        """Why round ``number`` has no wall (one line), None when it has one."""
        return self._result(number)[1]

    def warnings(self) -> tuple[str, ...]:
        """Why rounds have no wall (computes every round): one line for a game without a usable
        seed, else one line per round that does not reproduce."""
        problems = [self.problem(n) for n in range(self.round_count)]
        if self._game_problem() is not None and None not in problems:
            return (self._game_problem() or "",)
        return tuple(p for p in problems if p is not None)

    def _game_problem(self) -> str | None:
        if self._game_seed is None and not any(self._round_seeds):
            return NO_SEED
        return self._seed_problem

    def _result(self, number: int) -> tuple[RoundWall | None, str | None]:
        if not 0 <= number < self.round_count:
            raise IndexError(f"round {number} is not in this game")
        while len(self._results) <= number:
            self._results.append(self._compute(len(self._results)))
        return self._results[number]

    def _compute(self, number: int) -> tuple[RoundWall | None, str | None]:
        rnd = self._record.rounds[number]
        try:
            wall = self._candidate(number)
        except WallSeedError as exc:
            return None, f"{round_label(rnd)}: {exc}"
        if wall is None:
            return None, f"{round_label(rnd)}: {NO_SEED}"
        reason = mismatch(rnd, wall)
        return (None, reason) if reason else (wall, None)

    def _candidate(self, number: int) -> RoundWall | None:
        """The wall computed for round ``number``; rounds must be asked for in order."""
        sanma = self._record.sanma
        if self._game_seed is not None:
            if self._seed_problem is not None:
                raise WallSeedError(self._seed_problem)
            if self._stream is None:
                try:
                    self._stream = game_walls(parse_seed(self._game_seed), sanma)
                except WallSeedError as exc:
                    self._seed_problem = f"the SHUFFLE seed cannot be used: {exc}"
                    raise WallSeedError(self._seed_problem) from None
            return next(self._stream)
        own = self._round_seeds[number] if number < len(self._round_seeds) else None
        if own is None:
            return None
        try:
            return round_wall(parse_seed(own), sanma)
        except WallSeedError as exc:
            raise WallSeedError(f"the INIT shuffle seed cannot be used: {exc}") from None
