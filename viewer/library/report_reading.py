"""A Mortal review report (mjai-reviewer ``--json``) found by ``index``: its game and its figures.

A report carries the game it reviews (its ``mjai_log``, or its ``split_logs``), read by the
review package's one way in (``game_from_report``), as the window and ``dump`` read it. The
library keeps that game's facts, so the report finds the game it reviews by the deal key
(the same game in an mjlog is the same game), and the report's own figures: who was reviewed,
by which model, the rating, the matches and the decisions as the report states them, and the
bad moves, counted here from its entries.
"""

from __future__ import annotations

from viewer.library.facts import GameFacts, game_facts
from viewer.review.game_source import game_from_report
from viewer.review.model import ReviewReport
from viewer.review.parse import MAX_BYTES, ReportError, parse_report

REPORT_MAX_BYTES = MAX_BYTES  # the review package's cap: a report with its logs is 1-3 MB
BAD_MOVE_PROB = 0.05
"""A bad move: the action played had, in Mortal's eyes, a probability under 5 %. Absolute, not
relative to Mortal's favourite (the review dock's disagreements are relative): a move Mortal
all but ruled out, whatever else it considered."""
REPORT_FORMAT = "mortal"  # games.format of a game the library knows only from reports

ReviewRow = tuple[int, str, float, int, int, int]
"""seat, model, rating (0-1, as the report states it), matches, decisions, bad_moves: the
columns of ``mortal_reviews`` after its path (a plain tuple: it crosses from a worker process)."""


class ReportReadError(ValueError):
    """A report the library cannot use; the message is one line, without the path."""


def bad_moves(report: ReviewReport) -> int:
    """Reviewed decisions whose played action had a probability under ``BAD_MOVE_PROB``."""
    return sum(
        1
        for kyoku in report.kyokus
        for entry in kyoku.entries
        if entry.candidates[entry.actual_index].prob < BAD_MOVE_PROB
    )


def read_report_game(data: bytes) -> tuple[GameFacts, str | None, ReviewRow]:
    """The facts of the game a report carries, the ``ref`` of its tenhou.net/6 ``split_logs``
    (Tenhou's log id, when it has them), and the report's row; ``ReportReadError`` saying why
    not."""
    try:
        report = parse_report(data)
        facts = game_facts(game_from_report(report))
        if not 0.0 <= report.rating <= 1.0:
            raise ReportError(f"{report.rating} is not between 0 and 1", "review.rating")
        if report.player_id >= facts.players:
            raise ReportError(
                f"seat {report.player_id} does not exist in its {facts.players}-player game",
                "player_id",
            )
    except ReportError as exc:
        raise ReportReadError(f"a Mortal review report that cannot be used: {exc}") from None
    row = (report.player_id, report.model_tag, report.rating, report.matches, report.reviewed,
           bad_moves(report))  # fmt: skip
    return facts, _ref(report), row


def _ref(report: ReviewReport) -> str | None:
    for log in report.split_logs or ():
        ref = log.get("ref")
        if isinstance(ref, str):
            return ref
    return None
