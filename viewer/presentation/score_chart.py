"""The game's scores at a glance: everything the scores chart shows, as one Qt-free value.

``score_chart(record)`` gives each seat's score at the start and after every round (a line per
seat), the wins, deal-ins and riichi of each round (marks on the lines), the round's words for
hovering, the scale, and the final standings with the lobby's uma and oka where they are known
(``viewer.presentation.lobby_points``). The widget (``viewer.ui.score_chart``) and ``render
--scores`` only paint it, as the board paints a ``Frame``.

A point after a round is the scores the log gives after its last result (the next round starts
from them); the last point is the game's final scores (``owari``: the leftover riichi sticks
already paid to the first). A log cut off in a round stops at the round before.
"""

from __future__ import annotations

from typing import NamedTuple

from viewer.domain.events import Agari, RiichiDeclared
from viewer.domain.record import GameRecord, RoundRecord
from viewer.presentation.anonymous import anonymous_record
from viewer.presentation.describe import round_title
from viewer.presentation.i18n import QT_TRANSLATE_NOOP, japanese_beside, translate
from viewer.presentation.lobby_points import LobbyRule, lobby_rule, signed_thousands
from viewer.presentation.popup_words import place_text
from viewer.presentation.results import Standing, final_ranking, result_summary, round_results
from viewer.presentation.seats import seat_name

WIN, DEAL_IN, RIICHI = "win", "deal_in", "riichi"
MARK_WORDS = (
    (WIN, QT_TRANSLATE_NOOP("scores", "Win")),
    (DEAL_IN, QT_TRANSLATE_NOOP("scores", "Deal-in")),
    (RIICHI, QT_TRANSLATE_NOOP("scores", "Riichi")),
)
WIND_LABELS = (  # a round under its point: wind and number (honba after a dash)
    QT_TRANSLATE_NOOP("scores", "E{number}"),
    QT_TRANSLATE_NOOP("scores", "S{number}"),
    QT_TRANSLATE_NOOP("scores", "W{number}"),
    QT_TRANSLATE_NOOP("scores", "N{number}"),
)
COLUMNS = (
    QT_TRANSLATE_NOOP("scores", "Place"),
    QT_TRANSLATE_NOOP("scores", "Player"),
    QT_TRANSLATE_NOOP("scores", "Score"),
    QT_TRANSLATE_NOOP("scores", "Uma"),
    QT_TRANSLATE_NOOP("scores", "Oka"),
    QT_TRANSLATE_NOOP("scores", "Points"),
)
UMA_COLUMNS = (3, 4)  # left out where the lobby's uma and oka are unknown
TITLE = QT_TRANSLATE_NOOP("scores", "Scores")
CUT_OFF = QT_TRANSLATE_NOOP("scores", "No final standings: the log stops before the game's end.")
CLICK = QT_TRANSLATE_NOOP("scores", "Click to go to this round.")
CHANGE = QT_TRANSLATE_NOOP("scores", "{who}: {before} → {after} ({change})")
RIICHI_BY = QT_TRANSLATE_NOOP("scores", "Riichi: {who}")
NO_POINTS = "—"  # the log gives no game points (mjai)


class ChartSeat(NamedTuple):
    seat: int
    name: str
    scores: tuple[int, ...]  # [0] the start, [i] after round i
    place: int | None  # the final place; None when the log stops before the end


class ChartRound(NamedTuple):
    number: int  # the round's index in the game (0 = the first hand, as the round list counts)
    wind: int  # 0 East, 1 South ... (a line parts the winds)
    label: str  # under its point: "E1", "S2-1" (東1, 南2-1)
    tip: str  # hovering it: the round, its result, each score's change, who declared riichi


class ChartMark(NamedTuple):
    kind: str  # WIN, DEAL_IN or RIICHI
    seat: int
    point: int  # the point it sits on: i = after round i


class ChartRow(NamedTuple):
    seat: int
    cells: tuple[str, ...]  # one per column


class ScoreChart(NamedTuple):
    title: str
    players: int
    seats: tuple[ChartSeat, ...]
    rounds: tuple[ChartRound, ...]  # rounds[i] made point i + 1
    marks: tuple[ChartMark, ...]
    low: int  # the vertical scale's ends (points)
    high: int
    grid: tuple[tuple[int, str], ...]  # the scale's lines and labels
    start: int  # the starting score (drawn stronger)
    target: int | None  # the lobby's return, where known (drawn dashed)
    legend: tuple[tuple[str, str], ...]  # (mark kind, its words)
    heading: str  # over the standings: "Final standings", or why there are none
    columns: tuple[str, ...]
    rows: tuple[ChartRow, ...]  # best first; () without a final result
    rule: str  # the lobby's uma and oka in words, or why they are unknown
    click: str  # what a click on a round does


def score_chart(record: GameRecord, hide_names: bool = False) -> ScoreChart:
    """The chart of ``record`` (every round is read: a lazily read game reads them all)."""
    if hide_names:
        record = anonymous_record(record)
    players = record.rules.players
    rounds = tuple(record.rounds)
    lines: list[tuple[int, ...]] = [rounds[0].start.scores[:players]] if rounds else []
    chart_rounds: list[ChartRound] = []
    marks: list[ChartMark] = []
    for number, rnd in enumerate(rounds):
        after = _scores_after(rnd, players)
        if after is None:
            break
        if number == len(rounds) - 1 and record.final is not None:
            after = tuple(record.final.scores[:players])
        point = len(lines)
        marks.extend(_marks(rnd, point))
        chart_rounds.append(
            ChartRound(number, rnd.wind, round_label(rnd), _tip(record, rnd, lines[-1], after))
        )
        lines.append(after)
    standings = final_ranking(record)
    complete = standings.complete and len(chart_rounds) == len(rounds)
    order = tuple(row.seat for row in standings.rows)
    rule = lobby_rule(record.rules, record.final, order)
    places = {row.seat: row.place for row in standings.rows} if complete else {}
    seats = tuple(
        ChartSeat(seat, seat_name(record, seat), tuple(line[seat] for line in lines),
                  places.get(seat))
        for seat in range(players)
    )  # fmt: skip
    start = lines[0][0] if lines else 0
    low, high, grid = _scale([score for line in lines for score in line] + [start])
    columns = tuple(
        translate("scores", text)
        for index, text in enumerate(COLUMNS)
        if rule.points is not None or index not in UMA_COLUMNS
    )
    return ScoreChart(
        title=translate("scores", TITLE),
        players=players,
        seats=seats,
        rounds=tuple(chart_rounds),
        marks=tuple(marks),
        low=low,
        high=high,
        grid=grid,
        start=start,
        target=rule.points.target if rule.points is not None else None,
        legend=tuple((kind, translate("scores", words)) for kind, words in MARK_WORDS),
        heading=_heading(complete),
        columns=columns,
        rows=_rows(standings.rows, rule) if complete else (),
        rule=rule.note,
        click=translate("scores", CLICK),
    )


def round_label(rnd: RoundRecord) -> str:
    """``E1``, ``S2-1`` (the honba after a dash); ``東1`` in Japanese."""
    text = translate("scores", WIND_LABELS[rnd.wind % 4]).format(number=rnd.number)
    return f"{text}-{rnd.honba}" if rnd.honba else text


def _scores_after(rnd: RoundRecord, players: int) -> tuple[int, ...] | None:
    results = round_results(rnd)
    if not results:
        return None
    last = results[-1]
    return tuple(last.scores_before[s] + last.deltas[s] for s in range(players))


def _marks(rnd: RoundRecord, point: int) -> list[ChartMark]:
    marks: list[ChartMark] = []
    riichi = dict.fromkeys(e.seat for e in rnd.events if isinstance(e, RiichiDeclared))
    marks.extend(ChartMark(RIICHI, seat, point) for seat in riichi)
    for result in round_results(rnd):
        if isinstance(result, Agari):
            marks.append(ChartMark(WIN, result.seat, point))
            if not result.is_tsumo:
                marks.append(ChartMark(DEAL_IN, result.from_seat, point))
    return marks


def _tip(
    record: GameRecord, rnd: RoundRecord, before: tuple[int, ...], after: tuple[int, ...]
) -> str:
    lines = [f"{round_title(rnd)} — {result_summary(record, rnd)}"]
    for seat, (old, new) in enumerate(zip(before, after, strict=True)):
        change = new - old
        lines.append(
            translate("scores", CHANGE).format(
                who=seat_name(record, seat),
                before=points_text(old),
                after=points_text(new),
                change=f"{'+' if change > 0 else '−' if change < 0 else '±'}{abs(change):,}",
            )
        )
    riichi = dict.fromkeys(e.seat for e in rnd.events if isinstance(e, RiichiDeclared))
    if riichi:
        who = ", ".join(seat_name(record, seat) for seat in riichi)
        lines.append(translate("scores", RIICHI_BY).format(who=who))
    lines.append(translate("scores", CLICK))
    return "\n".join(lines)


def points_text(points: int) -> str:
    """A score: ``25,000``, ``−3,100`` (a true minus sign)."""
    return f"−{-points:,}" if points < 0 else f"{points:,}"


def _scale(scores: list[int]) -> tuple[int, int, tuple[tuple[int, str], ...]]:
    """The scale's ends on whole steps of 10,000 (5,000 for a quiet game), and its lines."""
    low, high = min(scores), max(scores)
    step = 10000 if high - low > 25000 else 5000
    low = (low // step) * step
    high = -((-high) // step) * step
    if high == low:
        high = low + step
    lines = tuple((value, points_text(value)) for value in range(low, high + 1, step))
    return low, high, lines


def _heading(complete: bool) -> str:
    if not complete:
        return translate("scores", CUT_OFF)
    if japanese_beside():  # the round list's footer's words
        return translate("results", "Final standings (終局)")
    return translate("results", "Final standings")


def _rows(rows: tuple[Standing, ...], rule: LobbyRule) -> tuple[ChartRow, ...]:
    out = []
    for row in rows:
        cells = [place_text(row.place), row.name, points_text(row.score)]
        if rule.points is not None:
            cells.append(signed_thousands(rule.points.uma[row.place - 1]))
            cells.append(signed_thousands(rule.points.oka) if row.place == 1 else "")
        cells.append(NO_POINTS if row.points is None else signed_thousands(row.points, 1))
        out.append(ChartRow(row.seat, tuple(cells)))
    return tuple(out)
