"""`dump --review REPORT`: the review's keys in the dump (a contract, see issue 12).

Top level ``review``: who was reviewed, by what, and the totals; on the step of each reviewed
decision, ``review``: the player's action, the AI's, whether they match, and the candidates in
the report's order. Actions are the report's own mjai objects.
"""

from __future__ import annotations

import os
from typing import Any

from viewer.domain.record import GameRecord
from viewer.formats.detect import read_game
from viewer.replay import Timeline
from viewer.review import GameReview, ReportError, ReviewEntry, ReviewReport, read_report
from viewer.review.game_source import game_from_report, is_report_bytes


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


def read_with_report(path: str, report_path: str) -> tuple[GameRecord, ReviewReport]:
    """The game to dump and its report: FILE itself when it is the report, else FILE's log.

    Raises ``ReportError`` (the report) or the reader's ``LogError`` (the log).
    """
    report = read_report(report_path)
    same = os.path.abspath(path) == os.path.abspath(report_path)
    if not same:
        try:
            with open(path, "rb") as stream:
                same = is_report_bytes(stream.read(65536))
        except OSError:
            same = False
    if same:
        return game_from_report(report, report_path), report
    return read_game(path), report


def attach_for_dump(document: dict[str, Any], report: ReviewReport, record: GameRecord,
                    timeline: Timeline, report_path: str) -> None:  # fmt: skip
    try:
        add_review(document, GameReview.build(report, record, timeline))
    except ReportError as exc:
        exc.file = exc.file or report_path
        raise
