"""`dump --review REPORT`: the review's keys in the dump (a contract, see issue 12).

Top level ``review``: who was reviewed, by what, and the totals; on the step of each reviewed
decision, ``review``: the player's action, the AI's, whether they match, and the candidates in
the report's order. Actions are the report's own mjai objects.
"""

from __future__ import annotations

import os
from typing import Any

from viewer.domain.record import GameRecord
from viewer.replay import Timeline
from viewer.review import GameReview, ReportError, ReviewEntry, ReviewReport, read_report
from viewer.review.game_source import read_game_or_report


def review_summary_json(review: GameReview) -> dict[str, Any]:
    report = review.report
    return {
        "seat": report.player_id,
        "engine": report.engine,
        "model": report.model_tag,
        "reviewed": report.reviewed,
        "matches": report.matches,
        "rating": report.rating,
    }


def review_entry_json(entry: ReviewEntry) -> dict[str, Any]:
    return {
        "actual": entry.actual.json(),
        "expected": entry.expected.json(),
        "match": entry.is_equal,
        "candidates": [
            {"action": c.action.json(), "prob": c.prob, "q": c.q} for c in entry.candidates
        ],
    }


def add_review(document: dict[str, Any], review: GameReview) -> None:
    """Put the review keys into a dumped game (``game_json``'s document), in place."""
    document["review"] = review_summary_json(review)
    for decision in review.decisions:
        step = document["rounds"][decision.step.round]["steps"][decision.step.index]
        step["review"] = review_entry_json(decision.entry)


def read_with_report(path: str, report_path: str | None) -> tuple[GameRecord, ReviewReport | None]:
    """The game to dump (FILE's game: a log, or the game of a report given as FILE) and the
    report to put on it (``--review``; None without). Through the one way in for FILE
    (``read_game_or_report``); a report given both as FILE and as REPORT is read once.

    Raises ``ReportError`` (a report) or the reader's ``LogError`` (the log).
    """
    record, own = read_game_or_report(path)
    if report_path is None:
        return record, None
    same = own is not None and os.path.abspath(path) == os.path.abspath(report_path)
    return record, own if same else read_report(report_path)


def attach_for_dump(document: dict[str, Any], report: ReviewReport, record: GameRecord,
                    timeline: Timeline, report_path: str) -> None:  # fmt: skip
    try:
        add_review(document, GameReview.build(report, record, timeline))
    except ReportError as exc:
        exc.file = exc.file or report_path
        raise
