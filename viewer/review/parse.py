"""Reading a review report: bytes in, a ``ReviewReport`` out, or one clear ``ReportError``.

The report is untrusted JSON (downloaded, shared): its size, nesting and numbers are capped and
every field is type-checked, so a broken or hostile file gives one line saying where and what,
never a traceback. Unknown keys are ignored (newer reviewers add some).
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from viewer.review.model import (
    Action,
    Candidate,
    Frozen,
    FrozenMap,
    KyokuReview,
    ReviewEntry,
    ReviewReport,
)

MAX_BYTES = 64 * 1024 * 1024  # a hanchan's report with its logs is 1-3 MB
MAX_DEPTH = 32  # the deepest real path is about 8
MAX_INT_DIGITS = 18
MAX_SHOWN = 40

T = TypeVar("T")


class ReportError(ValueError):
    """A report that cannot be used: ``file: where: what``, one line."""

    def __init__(self, what: str, where: str = "", file: str | None = None) -> None:
        super().__init__(what)
        self.what = what
        self.where = where
        self.file = file

    def __str__(self) -> str:
        return ": ".join(part for part in (self.file, self.where, self.what) if part)


def _shown(value: object) -> str:
    text = json.dumps(value, ensure_ascii=False) if not isinstance(value, FrozenMap) else "{…}"
    return text if len(text) <= MAX_SHOWN else text[: MAX_SHOWN - 1] + "…"


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise ReportError(f"number too large: {text[:MAX_SHOWN]}…")
    return int(text)


def _parse_float(text: str) -> float:
    if len(text) > 64:
        raise ReportError(f"number too long: {text[:MAX_SHOWN]}…")
    value = float(text)
    if not math.isfinite(value):
        raise ReportError(f"number out of range: {text}")
    return value


def _reject_constant(text: str) -> float:
    raise ReportError(f"not a JSON number: {text}")


def freeze(value: object, depth: int = 0) -> Frozen:
    """An immutable copy of parsed JSON, nesting checked (iterating, the parser already ran)."""
    if depth > MAX_DEPTH:
        raise ReportError(f"nested deeper than {MAX_DEPTH} levels")
    if isinstance(value, dict):
        return FrozenMap(tuple((k, freeze(v, depth + 1)) for k, v in value.items()))
    if isinstance(value, list):
        return tuple(freeze(v, depth + 1) for v in value)
    if value is None or isinstance(value, bool | int | float | str):
        return value
    raise ReportError(f"unexpected value {value!r}")  # pragma: no cover - json gives no other


class _Fields:
    """Typed access to one JSON object, naming the path in every error."""

    def __init__(self, value: Frozen, where: str) -> None:
        if not isinstance(value, FrozenMap):
            raise ReportError(f"expected an object, found {_shown(thaw_shallow(value))}", where)
        self.value = value
        self.where = where

    def path(self, key: str) -> str:
        return f"{self.where}.{key}" if self.where else key

    def raw(self, key: str, required: bool = True) -> Frozen:
        for name, item in self.value.items:
            if name == key:
                return item
        if required:
            raise ReportError(f"missing key {key!r}", self.where or "top level")
        return None

    def typed(self, key: str, kind: type[T] | tuple[type, ...], label: str) -> T:
        value = self.raw(key)
        if isinstance(value, bool) and kind in (int, float, (int, float)):
            raise ReportError(f"expected {label}, found {_shown(value)}", self.path(key))
        if not isinstance(value, kind):
            raise ReportError(f"expected {label}, found {_shown(thaw_shallow(value))}",
                              self.path(key))  # fmt: skip
        return value  # type: ignore[return-value]

    def integer(self, key: str, low: int = -(10**9), high: int = 10**9) -> int:
        value: int = self.typed(key, int, "an integer")
        if not low <= value <= high:
            raise ReportError(f"{value} is out of range {low}..{high}", self.path(key))
        return value

    def number(self, key: str) -> float:
        value: float = self.typed(key, (int, float), "a number")
        return float(value)

    def text(self, key: str, default: str | None = None) -> str:
        if default is not None and self.raw(key, required=False) is None:
            return default
        value: str = self.typed(key, str, "a string")
        return value

    def flag(self, key: str, default: bool | None = None) -> bool:
        if default is not None and self.raw(key, required=False) is None:
            return default
        value: bool = self.typed(key, bool, "true or false")
        return value

    def items(self, key: str) -> tuple[Frozen, ...]:
        value = self.raw(key)
        if not isinstance(value, tuple) or isinstance(value, FrozenMap):
            raise ReportError(f"expected a list, found {_shown(thaw_shallow(value))}",
                              self.path(key))  # fmt: skip
        return value

    def each(self, key: str, read: Callable[[Frozen, str], T]) -> tuple[T, ...]:
        return tuple(read(item, f"{self.path(key)}[{i}]") for i, item in enumerate(self.items(key)))


def thaw_shallow(value: Frozen) -> object:
    if isinstance(value, FrozenMap):
        return "{…}"
    if isinstance(value, tuple):
        return "[…]"
    return value


TILE_NAMES = frozenset(
    [f"{n}{s}" for s in "mps" for n in range(1, 10)] + ["5mr", "5pr", "5sr"] + list("ESWNPFC?")
)


def read_tile(value: Frozen, where: str) -> str:
    if not isinstance(value, str) or value not in TILE_NAMES:
        raise ReportError(f"expected an mjai tile, found {_shown(thaw_shallow(value))}", where)
    return value


def read_action(value: Frozen, where: str) -> Action:
    fields = _Fields(value, where)
    kind = fields.text("type")
    actor = fields.integer("actor", 0, 3) if fields.raw("actor", False) is not None else None
    target = fields.integer("target", 0, 3) if fields.raw("target", False) is not None else None
    pai = read_tile(fields.raw("pai"), fields.path("pai")) if fields.raw("pai", False) else None
    consumed: tuple[str, ...] = ()
    if fields.raw("consumed", False) is not None:
        consumed = fields.each("consumed", read_tile)
    assert isinstance(value, FrozenMap)
    return Action(kind, actor, target, pai, consumed, value)


def read_candidate(value: Frozen, where: str) -> Candidate:
    fields = _Fields(value, where)
    prob = fields.number("prob")
    if not 0.0 <= prob <= 1.0 + 1e-6:
        raise ReportError(f"a probability of {prob}", fields.path("prob"))
    return Candidate(read_action(fields.raw("action"), fields.path("action")), prob,
                     fields.number("q_value"))  # fmt: skip


def read_entry(value: Frozen, where: str) -> ReviewEntry:
    fields = _Fields(value, where)
    state = _Fields(fields.raw("state"), fields.path("state"))
    candidates = fields.each("details", read_candidate)
    if not candidates:
        raise ReportError("no candidates", fields.path("details"))
    actual_index = fields.integer("actual_index", 0, len(candidates) - 1)
    return ReviewEntry(
        junme=fields.integer("junme", 0, 200),
        tiles_left=fields.integer("tiles_left", 0, 136),
        last_actor=fields.integer("last_actor", 0, 3),
        tile=read_tile(fields.raw("tile"), fields.path("tile")),
        tehai=state.each("tehai", read_tile),
        at_self_chi_pon=fields.flag("at_self_chi_pon", False),
        at_self_riichi=fields.flag("at_self_riichi", False),
        at_opponent_kakan=fields.flag("at_opponent_kakan", False),
        expected=read_action(fields.raw("expected"), fields.path("expected")),
        actual=read_action(fields.raw("actual"), fields.path("actual")),
        is_equal=fields.flag("is_equal"),
        actual_index=actual_index,
        candidates=candidates,
        shanten=fields.integer("shanten", -1, 8),
        at_furiten=fields.flag("at_furiten", False),
    )


def read_kyoku(value: Frozen, where: str) -> KyokuReview:
    fields = _Fields(value, where)
    scores = fields.items("relative_scores")
    if not all(isinstance(s, int) and not isinstance(s, bool) for s in scores):
        raise ReportError("expected integers", fields.path("relative_scores"))
    return KyokuReview(
        kyoku=fields.integer("kyoku", 0, 15),
        honba=fields.integer("honba", 0, 99),
        end_status=fields.items("end_status") if fields.raw("end_status", False) else (),
        relative_scores=tuple(s for s in scores if isinstance(s, int)),
        entries=fields.each("entries", read_entry),
    )


def _objects(value: Frozen, where: str) -> tuple[FrozenMap, ...] | None:
    if value is None:
        return None
    if (
        isinstance(value, FrozenMap)
        or not isinstance(value, tuple)
        or not all(isinstance(v, FrozenMap) for v in value)
    ):
        raise ReportError("expected a list of objects", where)
    return tuple(v for v in value if isinstance(v, FrozenMap))


def report_from_json(document: Frozen) -> ReviewReport:
    top = _Fields(document, "")
    engine = top.text("engine")
    if engine.lower() != "mortal":
        raise ReportError(f"a review by {_shown(engine)}: only Mortal reports can be shown",
                          "engine")  # fmt: skip
    review = _Fields(top.raw("review"), "review")
    return ReviewReport(
        engine=engine,
        version=top.text("version", ""),
        player_id=top.integer("player_id", 0, 3),
        game_length=top.text("game_length", ""),
        lang=top.text("lang", ""),
        model_tag=review.text("model_tag", ""),
        reviewed=review.integer("total_reviewed", 0, 10**6),
        matches=review.integer("total_matches", 0, 10**6),
        rating=review.number("rating"),
        temperature=review.number("temperature") if review.raw("temperature", False) else 1.0,
        kyokus=review.each("kyokus", read_kyoku),
        mjai_log=_objects(top.raw("mjai_log", False), "mjai_log"),
        split_logs=_objects(top.raw("split_logs", False), "split_logs"),
    )


def parse_report(data: bytes, file: str | None = None) -> ReviewReport:
    """The report in ``data``; ``ReportError`` (naming ``file``) when it is not a usable one."""
    try:
        if len(data) > MAX_BYTES:
            raise ReportError(f"larger than {MAX_BYTES // (1024 * 1024)} MB")
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise ReportError(f"not UTF-8 text (byte {exc.start})") from None
        try:
            parsed = json.loads(text, parse_int=_parse_int, parse_float=_parse_float,
                                parse_constant=_reject_constant)  # fmt: skip
        except json.JSONDecodeError as exc:
            where = f"line {exc.lineno} column {exc.colno}"
            raise ReportError(f"not JSON: {exc.msg}", where) from None
        except RecursionError:
            raise ReportError(f"nested deeper than {MAX_DEPTH} levels") from None
        return report_from_json(freeze(parsed))
    except ReportError as exc:
        exc.file = file
        raise


def read_report(path: str | Path) -> ReviewReport:
    """Read a report file (``ReportError`` also for a file that cannot be opened)."""
    name = str(path)
    try:
        with open(path, "rb") as stream:
            data = stream.read(MAX_BYTES + 1)
    except OSError as exc:
        raise ReportError(exc.strerror or str(exc), file=name) from None
    return parse_report(data, name)
