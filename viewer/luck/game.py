"""The luck of one game, computed round by round when first asked for (nothing runs when a
``GameLuck`` is made: the window makes one only when the Luck dock or the wall view asks).

A round without a wall (a log with no seed, a wall that does not reproduce) keeps every fact
that needs none: the draws, the waits and where the other copies are in hands and in sight; the
wall's facts are None and the round says why (``GameWalls.problem``, as ``dump --wall`` words
it).
"""

from __future__ import annotations

from viewer.domain.record import GameRecord
from viewer.luck.calls import call_changes
from viewer.luck.model import CallChange, DrawTally, RoundLuck, SeatLuck, SeatSummary, Tenpai
from viewer.luck.seats import (
    deal_ins_while_tenpai,
    draw_chances,
    start_shanten,
    tenpai_at,
    tenpai_spans,
)
from viewer.replay import Step, Timeline
from viewer.wall import GameWalls, RoundWall
from viewer.wall.progress import progress_at

LUCK_VERSION = 1
"""Raise it when a definition changes: the library computes its stored luck again."""


class GameLuck:
    """Per round, the luck of every seat and every call (see the module docstring).

    ``walls``: the game's walls, or None with ``no_wall`` the reason every round gives (a JSON
    log carries no seed).
    """

    def __init__(
        self,
        record: GameRecord,
        timeline: Timeline,
        walls: GameWalls | None,
        no_wall: str | None = None,
    ) -> None:
        self.record = record
        self.timeline = timeline
        self._walls = walls
        self._no_wall = no_wall or "the log carries no shuffle seed"
        self._rounds: dict[int, RoundLuck] = {}
        self._spans: dict[tuple[int, int], list[tuple[int, int, tuple[int, ...]]]] = {}
        self._tenpais: dict[tuple[int, int], tuple[Tenpai, ...]] = {}
        self._seats: dict[tuple[int, int], SeatLuck] = {}
        self._calls: dict[int, tuple[CallChange, ...]] = {}

    @property
    def players(self) -> int:
        return self.record.rules.players

    def wall(self, number: int) -> tuple[RoundWall | None, str | None]:
        """The round's wall, or None and why."""
        if self._walls is None:
            return None, self._no_wall
        return self._walls.wall(number), self._walls.problem(number)

    def round(self, number: int) -> RoundLuck:
        found = self._rounds.get(number)
        if found is None:
            found = self._rounds[number] = self._compute(number)
        return found

    def rounds(self) -> tuple[RoundLuck, ...]:
        return tuple(self.round(n) for n in range(self.timeline.round_count))

    def summary(self, seat: int) -> SeatSummary:
        """The seat over the whole game (computes every round)."""
        tally = DrawTally()
        tenpais = dead = cut_off = deal_ins = 0
        for rnd in self.rounds():
            seat_luck = rnd.seats[seat]
            tally = tally + seat_luck.tally
            tenpais += len(seat_luck.tenpais)
            dead += sum(1 for t in seat_luck.tenpais if t.dead)
            cut_off += sum(1 for t in seat_luck.tenpais if t.cut_off)
            deal_ins += len(seat_luck.deal_ins_while_tenpai)
        return SeatSummary(seat, tally, tenpais, dead, cut_off, deal_ins)

    def waits_at(self, step: Step, seat: int) -> tuple[int, ...]:
        """The waits of the seat's tenpai that holds at ``step`` (() when none): cheap, for the
        wall view's marks (the tenpais alone, no draws, no wall)."""
        for first, last, waits in self._seat_spans(step.round, seat):
            if first <= step.index <= last:
                return waits
        return ()

    def last_tenpai(self, number: int, seat: int) -> Tenpai | None:
        """The seat's last tenpai of the round, its copies counted at its first step (the result
        popup's line; computes that one tenpai only)."""
        spans = self._seat_spans(number, seat)
        if not spans:
            return None
        wall, _ = self.wall(number)
        span = spans[-1]
        progress = None
        if wall is not None:
            progress = progress_at(self.record.rounds[number], span[0], self.players)
        state = self.timeline.states(number)[span[0]]
        return tenpai_at(state, seat, span, self.players, wall, progress)

    def _seat_spans(self, number: int, seat: int) -> list[tuple[int, int, tuple[int, ...]]]:
        key = (number, seat)
        found = self._spans.get(key)
        if found is None:
            states = self.timeline.states(number)
            found = self._spans[key] = tenpai_spans(states, seat, self.record.sanma)
        return found

    def tenpais_at(self, step: Step) -> tuple[Tenpai, ...]:
        """Every seat's tenpai that holds at ``step``, its copies counted at ``step`` itself
        (not at its first step)."""
        states = self.timeline.states(step.round)
        wall, _ = self.wall(step.round)
        progress = progress_at(self.record.rounds[step.round], step.index, self.players)
        found = []
        for seat in range(self.players):
            for tenpai in self.tenpais(step.round, seat):
                if tenpai.covers(step.index):
                    span = (tenpai.step, tenpai.until, tenpai.waits)
                    state = states[step.index]
                    found.append(tenpai_at(state, tenpai.seat, span, self.players, wall, progress))
        return tuple(found)

    def tenpais(self, number: int, seat: int) -> tuple[Tenpai, ...]:
        """The seat's tenpais in the round, each counted at its first step."""
        key = (number, seat)
        found = self._tenpais.get(key)
        if found is None:
            states = self.timeline.states(number)
            wall, _ = self.wall(number)
            rnd, players = self.record.rounds[number], self.players
            made = []
            for span in self._seat_spans(number, seat):
                progress = None if wall is None else progress_at(rnd, span[0], players)
                made.append(tenpai_at(states[span[0]], seat, span, players, wall, progress))
            found = self._tenpais[key] = tuple(made)
        return found

    def seat(self, number: int, seat: int) -> SeatLuck:
        """One seat's round (its draws judged: the costly part, a few ms)."""
        key = (number, seat)
        found = self._seats.get(key)
        if found is None:
            states, sanma = self.timeline.states(number), self.record.sanma
            found = self._seats[key] = SeatLuck(
                seat,
                start_shanten(states[0], seat, sanma),
                draw_chances(states, seat, sanma),
                self.tenpais(number, seat),
                deal_ins_while_tenpai(states, seat, sanma),
            )
        return found

    def deal_ins(self, number: int, seat: int) -> tuple[int, ...]:
        """The steps of the seat's deal-ins with a tenpai hand kept (cheap)."""
        if (number, seat) in self._seats:
            return self._seats[(number, seat)].deal_ins_while_tenpai
        states = self.timeline.states(number)
        return deal_ins_while_tenpai(states, seat, self.record.sanma)

    def calls(self, number: int) -> tuple[CallChange, ...]:
        found = self._calls.get(number)
        if found is None:
            states, rnd = self.timeline.states(number), self.record.rounds[number]
            wall, _ = self.wall(number)
            found = call_changes(rnd, states, self.players, self.record.sanma, wall)
            self._calls[number] = found
        return found

    def _compute(self, number: int) -> RoundLuck:
        wall, reason = self.wall(number)
        seats = tuple(self.seat(number, seat) for seat in range(self.players))
        return RoundLuck(number, None if wall is not None else reason, seats, self.calls(number))
