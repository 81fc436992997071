"""Mortal review reports (mjai-reviewer ``--json``): read, checked against a game, attached.

Qt-free: the window, the dump and the summary share these values.
"""

from viewer.review.attach import Decision, action_text, attach, kyoku_name
from viewer.review.game_review import DEFAULT_THRESHOLD, GameReview, is_disagreement
from viewer.review.model import Action, Candidate, KyokuReview, ReviewEntry, ReviewReport
from viewer.review.parse import ReportError, parse_report, read_report

__all__ = [
    "DEFAULT_THRESHOLD",
    "Action",
    "Candidate",
    "Decision",
    "GameReview",
    "KyokuReview",
    "ReportError",
    "ReviewEntry",
    "ReviewReport",
    "action_text",
    "attach",
    "is_disagreement",
    "kyoku_name",
    "parse_report",
    "read_report",
]
