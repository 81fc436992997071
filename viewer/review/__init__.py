"""Mortal review reports (mjai-reviewer ``--json``): read, checked against a game, attached.

Qt-free: the window, the dump and the summary share these values. The names load on first use
(PEP 562), so the window's start-up pays nothing until a report is opened.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from viewer.review.attach import Decision, action_text, attach, kyoku_name
    from viewer.review.game_review import DEFAULT_THRESHOLD, GameReview, is_disagreement
    from viewer.review.model import Action, Candidate, KyokuReview, ReviewEntry, ReviewReport
    from viewer.review.parse import ReportError, parse_report, read_report

_HOMES = {
    "attach": ("Decision", "action_text", "attach", "kyoku_name"),
    "game_review": ("DEFAULT_THRESHOLD", "GameReview", "is_disagreement"),
    "model": ("Action", "Candidate", "KyokuReview", "ReviewEntry", "ReviewReport"),
    "parse": ("ReportError", "parse_report", "read_report"),
}
_MODULE_OF = {name: module for module, names in _HOMES.items() for name in names}

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


def __getattr__(name: str) -> object:
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module 'viewer.review' has no attribute {name!r}")
    value = getattr(import_module(f"viewer.review.{module}"), name)
    globals()[name] = value
    return value
