"""The generated review fixtures (scripts/make_review_fixtures.py) and small edits of them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from viewer.formats.mjlog import read_mjlog
from viewer.replay import Timeline
from viewer.review import GameReview, parse_report
from viewer.review.mjai_tiles import mjai_tile

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


CALL_KINDS = {"chi": "chi", "pon": "pon", "daiminkan": "daiminkan", "kakan": "kakan",
              "ankan": "ankan", "nukidora": "kita"}  # fmt: skip


def reviewed_steps(document: dict[str, Any]) -> list[tuple[list[dict[str, Any]], int]]:
    return [(rnd["steps"], i) for rnd in document["rounds"]
            for i, step in enumerate(rnd["steps"]) if "review" in step]  # fmt: skip


def follows(actual: dict[str, Any], steps: list[dict[str, Any]], index: int, seat: int) -> bool:
    """The dumped steps after ``index`` start with the action (dora and riichi sticks skipped)."""
    rest = [s for s in steps[index + 1 :] if s["event"] not in ("dora", "riichi_accepted")]
    first = rest[0]
    wins = []
    for step in rest:
        if step["event"] != "agari":
            break
        wins.append(step["seat"])
    kind = actual["type"]
    if kind == "dahai":
        river = first["rivers"][seat]
        return (first["event"], first["seat"]) == ("discard", seat) and mjai_tile(
            river[-1]["tile"]) == actual["pai"]  # fmt: skip
    if kind == "reach":
        return (first["event"], first["seat"]) == ("riichi", seat)
    if kind in CALL_KINDS:
        melds = first["melds"][seat]
        return (first["event"], first["seat"]) == ("call", seat) and melds[-1]["kind"] == (
            CALL_KINDS[kind])  # fmt: skip
    if kind == "hora":
        return seat in wins
    if kind == "ryukyoku":
        return first["event"] == "ryuukyoku"
    if kind == "none":
        called = first["event"] == "call" and first["seat"] == seat
        return not called and seat not in wins
    raise AssertionError(kind)
