"""One immutable ``Frame`` per step: everything a view draws or a person reads at that step.

``build_frame`` is the one place that looks at the record and the timeline for a step: the board,
the popups, the round list and the status line only draw the frame it returns, so none of them
searches the record, groups the wins of a discard or words a result on its own. Later features (a
review entry, the wall, bookmarks) are new optional fields computed here, defaulting to None.

Building a frame is on the step path (once per move): only cheap things are computed up front;
the analysis badges only when they are shown, a win's hand reading only when a popup asks. The
game's ``GameAnalysis`` itself (and the ``mahjong`` package under it) is made by
``AnalysisOnDemand`` the first time one of those asks, so a game's first paint never loads it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, NamedTuple

from viewer.domain.events import Agari, Ryuukyoku
from viewer.domain.record import GameRecord, RoundRecord
from viewer.domain.seats import seat_wind
from viewer.presentation.anonymous import anonymous_record
from viewer.presentation.coach_view import ChoiceShown, CoachOnDemand, ValueState
from viewer.presentation.describe import describe_event, round_title
from viewer.presentation.i18n import translate
from viewer.presentation.on_demand import WallsOnDemand
from viewer.presentation.options import BoardOptions
from viewer.presentation.results import Standings, final_ranking, wins_title
from viewer.presentation.seats import SeatInfo, seat_infos
from viewer.replay import BoardState, Step, Timeline

if TYPE_CHECKING:  # imported on first use: the analysis (AnalysisOnDemand), the wall view, a review
    from viewer.analysis import GameAnalysis, WinBreakdown
    from viewer.coach.model import Decision
    from viewer.coach.value import Valuation
    from viewer.presentation.hand_analysis import Badge
    from viewer.presentation.luck_view import LuckDock
    from viewer.presentation.wall import SeedReader, WallSource, WallView
    from viewer.review import GameReview, ReviewEntry


class AnalysisOnDemand:
    """The game's one ``GameAnalysis`` on the window's own timeline (never a second replay),
    made the first time a badge, a tooltip or a win's reading asks for it."""

    __slots__ = ("_analysis", "timeline")

    def __init__(self, timeline: Timeline, analysis: GameAnalysis | None = None) -> None:
        self.timeline = timeline
        self._analysis = analysis

    @property
    def made(self) -> bool:
        """Whether the analysis exists yet (nothing has asked for it otherwise)."""
        return self._analysis is not None

    def get(self) -> GameAnalysis:
        if self._analysis is None:
            from viewer.analysis import GameAnalysis

            self._analysis = GameAnalysis(self.timeline.record, self.timeline)
        return self._analysis


@dataclass(frozen=True, slots=True)
class Position:
    """Where a step sits in the game."""

    step: Step
    round_count: int
    step_count: int  # steps in this round
    title: str  # 東1局 0本場
    complete: bool  # False: the log stops inside this round
    quiz: bool = False  # the discard quiz: no totals (the round's length would hint at its end)

    @property
    def is_last(self) -> bool:
        """The game's last step."""
        return self.step.round == self.round_count - 1 and self.step.index == self.step_count - 1

    def text(self) -> str:
        """The status line's position: "東1局 0本場 · round 1/8 · step 3 of 120"."""
        if self.quiz:
            text = translate("status", "{title} · round {round} · step {step}")
            number, index = self.step.round + 1, self.step.index + 1
            return text.format(title=self.title, round=number, step=index)
        cut = "" if self.complete else " " + translate("status", "(cut off)")
        text = translate("status", "{title}{cut} · round {round}/{rounds} · step {step} of {steps}")
        return text.format(
            title=self.title,
            cut=cut,
            round=self.step.round + 1,
            rounds=self.round_count,
            step=self.step.index + 1,
            steps=self.step_count,
        )


@dataclass(frozen=True, slots=True)
class Frame:
    """Everything shown at one step. Optional fields default to None / empty so that later
    features add fields here rather than copies of this in the views."""

    record: GameRecord
    state: BoardState
    options: BoardOptions
    position: Position
    round: RoundRecord
    dealer: int
    seats: tuple[SeatInfo, ...]  # per player: name ("Seat N" without one), rank, rate
    event_text: str  # the step's event in words (the status line)
    # The wins of this discard (a double ron: every consecutive Agari step around this one), in
    # step order, with their steps; ``wins_shown`` of them are revealed at this step.
    wins: tuple[Agari, ...] = ()
    win_steps: tuple[int, ...] = ()
    wins_shown: int = 0
    draw: Ryuukyoku | None = None  # the draw at a Ryuukyoku step
    face_up: tuple[bool, ...] = ()  # per seat: its hand is shown (open hands, winner, tenpai)
    badges: tuple[Badge | None, ...] = ()  # hand analysis by each face-up hand (option on)
    standings: Standings | None = None  # at the game's last step: the final ranking
    analysis_source: AnalysisOnDemand | None = None  # the game's analysis, made when first asked
    wall: WallView | None = None  # the wall at this step, only while the wall view is on
    review: ReviewEntry | None = None  # the reviewed decision taken at this step (overlay on)
    review_seat: int | None = None  # the reviewed seat, when a review is open
    coach: Decision | None = None  # the bottom seat's decision judged here (coach on)
    coach_value: Valuation | None = None  # that decision judged by value, once it is
    coach_judging: bool = False  # its valuation is still being judged (the worker's)
    coach_error: str | None = None  # why the coach could not judge this step (one line)
    coach_source: CoachOnDemand | None = None  # the game's coach, made when first asked
    coach_choices: tuple[ChoiceShown, ...] = ()  # the bottom seat's call, kan, riichi decisions
    luck: LuckDock | None = None  # the Luck dock's round at this step (the dock on)
    walls_source: WallsOnDemand | None = None  # the game's walls and luck, made when first asked

    @property
    def analysis(self) -> GameAnalysis | None:
        """The game's analysis on the same timeline (made now if nothing asked before)."""
        return self.analysis_source.get() if self.analysis_source is not None else None

    # -- derived, cheap ---------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.record.rules.players

    @property
    def revealed_wins(self) -> tuple[Agari, ...]:
        """The wins the board reveals: those of this discard up to this step."""
        return self.wins[: self.wins_shown]

    @property
    def winds(self) -> tuple[int, ...]:
        """Each seat's wind (0 = East)."""
        return tuple(seat_wind(seat, self.dealer, self.players) for seat in range(self.players))

    @property
    def popup_key(self) -> tuple[object, ...] | None:
        """Names the result shown at this step (the same for every win of one discard):
        ("agari", round, first win's step), ("ryuukyoku", round), or None."""
        if self.wins:
            return ("agari", self.position.step.round, self.win_steps[0])
        if self.draw is not None:
            return ("ryuukyoku", self.position.step.round)
        return None

    @property
    def wins_title(self) -> str:
        return wins_title(len(self.wins))

    # -- on demand (what only a popup or a tooltip needs) ----------------------------------------
    def win_breakdown(self, index: int) -> WinBreakdown | None:
        """How the ``index``-th win of this discard was read and scored (None if unknown)."""
        if self.analysis is None:
            return None
        try:
            return self.analysis.win(Step(self.position.step.round, self.win_steps[index]))
        except ValueError:  # MjlogError (a round the replay refuses) or a refused hand
            return None

    def last_tenpai_line(self) -> str | None:
        """At a result: where the bottom seat's last tenpai of the round had its winning tiles
        (the popup's line); None elsewhere, when it was never tenpai or the game has no file."""
        source = self.walls_source
        if (not self.wins and self.draw is None) or source is None or not source.has_seeds:
            return None
        seats = self.seats
        return source.luck().popup_line(
            self.position.step.round, self.options.viewpoint, lambda s: seats[s].name
        )

    def hand_tooltip(self, seat: int) -> str:
        analysis = self.analysis if self.options.show_analysis and not self.options.quiz else None
        if analysis is None:
            return ""
        from viewer.presentation.hand_analysis import hand_tooltip

        return hand_tooltip(analysis, self.position.step, self.state, seat, self.options.open_hands)


def face_up_seats(
    state: BoardState, players: int, viewpoint: int, open_hands: bool, winners: Sequence[int]
) -> tuple[bool, ...]:
    """Per seat, whether its hand is shown: all with open hands, else the viewpoint's, a winner's
    (as its win is reached) and the hands a draw reveals. The board draws these face up, and
    only these get analysis badges (analysing a hidden hand would give it away)."""
    event = state.event
    shown = set(winners)
    if isinstance(event, Ryuukyoku):
        shown |= {seat for seat, hand in enumerate(event.revealed) if hand is not None}
    return tuple(open_hands or seat == viewpoint or seat in shown for seat in range(players))


class Frames:
    """The frames of one game. What does not change within a game (the seats in words) is made
    once here; ``at`` is the one place a frame is built."""

    def __init__(
        self,
        timeline: Timeline,
        analysis: GameAnalysis | AnalysisOnDemand | None = None,
        wall_seeds: SeedReader | None = None,
        review: GameReview | None = None,
    ) -> None:
        """``analysis`` is the game's ``GameAnalysis`` on this same timeline, or the promise of
        it (``AnalysisOnDemand``); without it there are no badges and no hand readings.
        ``wall_seeds`` reads the log's shuffle seeds, called once, the first time a frame is
        asked for with the wall view on. ``review``: a Mortal review attached to the game."""
        self.timeline = timeline
        if analysis is None or isinstance(analysis, AnalysisOnDemand):
            self.analysis = analysis
        else:
            self.analysis = AnalysisOnDemand(timeline, analysis)
        self.review = review
        self.seats = seat_infos(timeline.record)
        self._wall_seeds = wall_seeds
        self._on_demand = WallsOnDemand(timeline, wall_seeds)
        self._anonymous: tuple[GameRecord, tuple[SeatInfo, ...]] | None = None
        self.coach = CoachOnDemand(timeline)  # nothing is judged until the coach is on

    def reworded(self) -> Frames:
        """The same game's frames with every word made again (the language changed); the walls
        already rebuilt are kept."""
        fresh = Frames(self.timeline, self.analysis, self._wall_seeds, review=self.review)
        fresh._on_demand = self._on_demand
        fresh.coach = self.coach
        return fresh

    def wall_source(self) -> WallSource:
        """The game's walls, made on first use (the only import of ``viewer.wall``)."""
        return self._on_demand.walls()

    def _named(self, hide_names: bool) -> tuple[GameRecord, tuple[SeatInfo, ...]]:
        """The record and seats the frame words things with: the players' or A, B, C, D."""
        if not hide_names:
            return self.timeline.record, self.seats
        if self._anonymous is None:
            record = anonymous_record(self.timeline.record)
            self._anonymous = (record, seat_infos(record))
        return self._anonymous

    def at(self, step: Step, options: BoardOptions) -> Frame:
        """The frame of ``step`` (a valid step of the timeline) seen with ``options``."""
        timeline, analysis, review = self.timeline, self.analysis, self.review
        record, seats = self._named(options.hide_names)
        states = timeline.states(step.round)
        state = states[step.index]
        rnd = record.rounds[step.round]
        players = record.rules.players
        event = state.event
        quiz = options.quiz  # nothing of the future, nothing of the answer
        position = Position(
            step, timeline.round_count, len(states), round_title(rnd), rnd.complete, quiz
        )
        wins: tuple[Agari, ...] = ()
        win_steps: tuple[int, ...] = ()
        shown = 0
        if isinstance(event, Agari):
            first = step.index
            while first > 0 and isinstance(states[first - 1].event, Agari):
                first -= 1
            end = step.index + 1
            while end < len(states) and isinstance(states[end].event, Agari):
                end += 1
            win_steps = tuple(range(first, end))
            wins = tuple(states[i].event for i in win_steps)  # type: ignore[misc]
            shown = step.index - first + 1
        draw = event if isinstance(event, Ryuukyoku) else None
        wall_face_up = options.show_wall and not quiz
        open_hands = options.open_hands and not quiz
        coached = self._coached(step, options)
        face_up = face_up_seats(
            state, players, options.viewpoint, open_hands, [w.seat for w in wins[:shown]]
        )
        frame_badges: tuple[Badge | None, ...] = ()
        if options.show_analysis and analysis is not None and not quiz:
            from viewer.presentation.hand_analysis import badges

            winners = [w.seat for w in wins[:shown]]
            frame_badges = badges(analysis.get(), step, face_up, winners)
        return Frame(
            record=record,
            state=state,
            options=options,
            position=position,
            round=rnd,
            dealer=state.dealer,
            seats=seats,
            event_text=describe_event(record, rnd, state),
            wins=wins,
            win_steps=win_steps,
            wins_shown=shown,
            draw=draw,
            face_up=face_up,
            badges=frame_badges,
            standings=final_ranking(record) if position.is_last else None,
            analysis_source=analysis,
            wall=self._wall(step, rnd, options, wall_face_up),
            review=review.entry_at(step)
            if review is not None and options.show_review and not quiz
            else None,
            review_seat=review.seat if review is not None else None,
            coach=coached.decision,
            coach_value=coached.value.valuation,
            coach_judging=coached.value.judging,
            coach_error=coached.error,
            coach_source=self.coach,
            coach_choices=coached.choices,
            luck=self._on_demand.luck_dock(step, options.viewpoint, lambda s: seats[s].name)
            if options.show_luck and not quiz
            else None,
            walls_source=self._on_demand,
        )

    def _wall(
        self, step: Step, rnd: RoundRecord, options: BoardOptions, face_up: bool
    ) -> WallView | None:
        """The wall view (W or Shift+W); face up, the winning tiles of the bottom seat's tenpai
        marked."""
        if not face_up and not options.show_wall_closed:
            return None
        view = self.wall_source().view(step.round, rnd, step.index, face_up)
        if face_up and view.note is None:
            winning = self._on_demand.winning(step, options.viewpoint)
            if winning:
                view = replace(view, winning=winning)
        return view

    def _coached(self, step: Step, options: BoardOptions) -> _Coached:
        """The bottom seat's decision at ``step`` with the coach on, and its valuation if the
        worker has made it; a coach that fails gives its error in one line instead, and the
        frame is drawn without it."""
        if not options.show_coach or options.quiz:  # the quiz: no verdict before the answer
            return _NOT_COACHED
        try:
            decision = self.coach.shown(step, options.viewpoint)
            choices = self.coach.choices(step, options.viewpoint)
            if decision is None:
                return _Coached(None, _NO_VALUE, None, choices) if choices else _NOT_COACHED
            return _Coached(decision, self.coach.value_state(decision), None, choices)
        except Exception as error:  # the coach must never stop a step from being shown
            import logging  # only on a coach bug: start-up does not load logging

            logging.getLogger(__name__).warning("coaching %s failed", step, exc_info=True)
            return _Coached(None, _NO_VALUE, f"{type(error).__name__}: {error}")


class _Coached(NamedTuple):
    decision: Decision | None
    value: ValueState
    error: str | None
    choices: tuple[ChoiceShown, ...] = ()


_NO_VALUE = ValueState(None, False)
_NOT_COACHED = _Coached(None, _NO_VALUE, None)


def build_frame(
    timeline: Timeline,
    step: Step,
    options: BoardOptions,
    analysis: GameAnalysis | AnalysisOnDemand | None = None,
    review: GameReview | None = None,
) -> Frame:
    """One frame on its own (the render command, tests); a window keeps a ``Frames``."""
    return Frames(timeline, analysis, review=review).at(step, options)
