"""The generated review fixtures (scripts/make_review_fixtures.py) and small edits of them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from viewer.formats.mjlog import read_mjlog
from viewer.replay import Timeline
from viewer.review import GameReview, parse_report

REVIEW_DATA = Path(__file__).resolve().parent.parent / "data" / "review"
KINDS = ("4p", "3p")


def report_path(kind: str) -> Path:
    return REVIEW_DATA / f"report_{kind}.json"


def game_path(kind: str) -> Path:
    return REVIEW_DATA / f"game_{kind}.mjlog"


def report_json(kind: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(report_path(kind).read_text(encoding="utf-8"))
    return data


def encode(document: object) -> bytes:
    return json.dumps(document).encode()


def build(kind: str, report: dict[str, Any] | None = None, game: str | None = None) -> GameReview:
    record = read_mjlog(game_path(game or kind))
    parsed = parse_report(encode(report or report_json(kind)), "r.json")
    return GameReview.build(parsed, record, Timeline(record))
