"""mjai event log (JSON lines, plain or gzip) -> GameRecord.

Events come in order, so each line becomes (at most) one event; tiles get ids from the
allocator as they appear and are found again by kind in the hands. Every line is parsed under
caps and checked for type; an error names the line (``line 12``) and the round. A file cut off in
the middle of a line or a round keeps its complete part, with a warning.
"""

from __future__ import annotations

import json
from typing import Any

from viewer.domain.events import Event
from viewer.domain.record import FinalResult, GameRecord, Player, RoundRecord, Rules
from viewer.formats.errors import JsonLogError
from viewer.formats.inflate import inflate
from viewer.formats.mjai.plays import HANDLERS, RoundEvents
from viewer.formats.mjai.values import Stop, first_four, item, number_or_none, numbers
from viewer.formats.tile_ids import TileCountError

MAX_BYTES = 16 * 1024 * 1024  # a hanchan is ~100-200 KB of mjai
MAX_LINE = 64 * 1024  # the longest event (a start_kyoku or a hora) is under 1 KB
MAX_EVENTS = 100_000


def decompress(data: bytes) -> tuple[bytes, str | None]:
    """Inflate a ``.jsonl.gz`` (by its magic bytes), capped; a cut-off stream keeps its part."""
    return inflate(data, MAX_BYTES, JsonLogError)


def parse_mjai(data: bytes) -> GameRecord:
    """Read an mjai log; JsonLogError (one line, with the line number) when it cannot be."""
    if len(data) > MAX_BYTES:
        raise JsonLogError(
            f"the file is {len(data) / 2**20:.1f} MB, larger than the "
            f"{MAX_BYTES // 2**20} MB an mjai log could be"
        )
    text, truncation = decompress(data)
    reader = _Reader(truncation)
    return reader.read(text)


class _Reader(RoundEvents):
    def __init__(self, truncation: str | None) -> None:
        self.truncation = truncation
        self.warnings: list[str] = []
        self.names: list[str] = []
        self.red = True
        self.players = 4
        self.rounds: list[RoundRecord] = []
        self.events: list[Event] | None = None
        self.final: FinalResult | None = None
        self.line = 0
        self.hanchan = False
        self.dans: list[int | None] = []
        self.rates: list[float | None] = []
        self.type_bits: int | None = None

    # -- the file --------------------------------------------------------------------------------
    def read(self, text: bytes) -> GameRecord:
        lines = text.split(b"\n")
        if len(lines) > MAX_EVENTS:
            raise JsonLogError(f"the file has more than {MAX_EVENTS} lines (refused)")
        last = len(lines)
        while last and not lines[last - 1].strip():
            last -= 1
        if not last:
            raise JsonLogError("the file is empty")
        for number in range(last):
            self.line = number + 1
            raw = lines[number]
            if not raw.strip():
                continue
            if len(raw) > MAX_LINE:
                raise self.error(f"the line is {len(raw)} bytes long, far more than an event has")
            try:
                event = json.loads(raw)
            except (ValueError, RecursionError) as exc:
                if number == last - 1 and self.rounds + ([] if self.events is None else [0]):
                    self.truncation = self.truncation or "the file is cut off in its last line"
                    break
                reason = exc.msg if isinstance(exc, json.JSONDecodeError) else "unreadable"
                raise self.error(f"not a JSON event ({reason})") from None
            if not isinstance(event, dict) or not isinstance(event.get("type"), str):
                raise self.error("each line must be a JSON object with a 'type'")
            try:
                self.handle(event)
            except Stop as exc:
                raise self.error(str(exc)) from None
            except TileCountError as exc:
                raise self.error(str(exc)) from None
        if self.events is not None:
            self.close_round(complete=self.result)
        if not self.rounds:
            raise JsonLogError("the log has no rounds (no start_kyoku)")
        if not self.rounds[-1].complete:
            where = f"in the middle of round {len(self.rounds)}"
            self.truncation = (
                f"{self.truncation}, {where}" if self.truncation else (f"the log stops {where}")
            )
        elif self.truncation is None and not self.ended:
            self.truncation = f"the log stops after round {len(self.rounds)}, before the game's end"
        return self.record(broken=False)

    ended = False

    def record(self, broken: bool) -> GameRecord:
        bits = 0x01 | (0x08 if self.hanchan else 0) | (0x10 if self.players == 3 else 0)
        bits |= 0 if self.red else 0x02
        if self.type_bits is not None and bool(self.type_bits & 0x10) == (self.players == 3):
            bits = self.type_bits
        names = self.names + [f"{'ABCD'[i]}" for i in range(len(self.names), 4)]
        players = tuple(
            Player(name[:100], item(self.dans, seat), item(self.rates, seat))
            for seat, name in enumerate(names[: self.players])
        )
        truncation = self.truncation
        if broken:
            truncation = f"the log breaks in round {len(self.rounds) + 1}; shown up to there"
        return GameRecord(
            Rules(bits, None),
            players,
            tuple(self.rounds),
            None if broken else self.final,
            tuple(self.warnings),
            truncation,
        )

    def error(self, message: str) -> JsonLogError:
        ordinal = len(self.rounds) + 1 if self.events is not None else None
        error = JsonLogError(message, round_ordinal=ordinal, position=f"line {self.line}")
        if self.rounds:
            error.partial = self.record(broken=True)
        return error

    # -- events ----------------------------------------------------------------------------------
    def handle(self, event: dict[str, Any]) -> None:
        kind = event["type"]
        if kind == "start_game":
            names = event.get("names")
            if isinstance(names, list):
                self.names = [n if isinstance(n, str) else "" for n in names[:4]]
            flag = event.get("aka_flag")
            self.red = flag is not False
            self.dans = [number_or_none(v, int) for v in first_four(event.get("dan"))]
            self.rates = [number_or_none(v, float) for v in first_four(event.get("rate"))]
            bits = event.get("tenhou_type")
            if isinstance(bits, int) and not isinstance(bits, bool) and 0 <= bits < 0x10000:
                self.type_bits = bits
            return
        if kind == "start_kyoku":
            if self.events is not None:
                self.close_round(complete=False)
                raise Stop("a round starts before the previous one ended")
            self.start(event)
            return
        if kind == "end_game":
            self.ended = True
            self.final = self.final_result(event)
            return
        if kind in ("none", "end_kyoku") and self.events is None:
            return
        if self.events is None:
            raise Stop(f"a '{kind[:20]}' event outside a round")
        handler = HANDLERS.get(kind)
        if handler is None:
            self.warn(f"unknown event type {kind[:20]!r} ignored")
            return
        handler(self, event)

    def final_result(self, event: dict[str, Any]) -> FinalResult | None:
        """The final scores: ``end_game``'s ``scores``, else the scores after the last round.
        Tenhou's game points (uma, oka) are not in mjai and depend on rules it does not name, so
        they stay unknown (empty) rather than guessed."""
        try:
            scores = numbers(event, "scores", self.players)
        except Stop as exc:
            self.warn(f"{exc}; the final scores are the last round's")
            scores = None
        if scores is None:
            if not self.rounds or not self.rounds[-1].complete:
                return None
            scores = list(self.scores)
        return FinalResult(tuple(scores[:4]), ())

    def warn(self, message: str) -> None:
        text = f"line {self.line}: {message}"
        if len(self.warnings) < 50:
            self.warnings.append(text)
