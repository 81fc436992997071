"""mjlog XML elements -> GameRecord (typed events grouped by round).

Tag names carry data (``<T123/>`` is seat 0 drawing tile 123). Draws and discards are nine
elements in ten, so they are looked up in a table of prebuilt, shared event objects: one dict
lookup per element. Everything else goes through one small handler per tag.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from urllib.parse import unquote_to_bytes

from lxml import etree

from viewer.domain.events import (
    Agari,
    Call,
    Discard,
    Disconnect,
    Draw,
    Event,
    NewDora,
    Reconnect,
    RiichiAccepted,
    RiichiDeclared,
    RoundStart,
    Ryuukyoku,
)
from viewer.domain.melds import MeldCodeError, decode_meld
from viewer.domain.record import FinalResult, GameRecord, Player, RoundRecord, Rules
from viewer.mjlog.errors import MjlogError
from viewer.mjlog.reader import parse_document

DRAW_TAGS = "TUVW"
DISCARD_TAGS = "DEFG"
TILE_EVENTS: dict[str, Draw | Discard] = {
    **{f"{c}{t}": Draw(s, t) for s, c in enumerate(DRAW_TAGS) for t in range(136)},
    **{f"{c}{t}": Discard(s, t) for s, c in enumerate(DISCARD_TAGS) for t in range(136)},
}
_TILE_TAG = re.compile(r"[TUVWDEFG]\d+")

KNOWN_ATTRIBUTES: dict[str, frozenset[str]] = {
    "SHUFFLE": frozenset({"seed", "ref"}),
    "GO": frozenset({"type", "lobby", "title", "rule", "ranking", "csrule"}),
    "UN": frozenset({"n0", "n1", "n2", "n3", "dan", "rate", "sx", "rc", "gold"}),
    "TAIKYOKU": frozenset({"oya", "rc"}),
    "INIT": frozenset({"seed", "ten", "oya", "hai0", "hai1", "hai2", "hai3", "shuffle", "chip"}),
    "N": frozenset({"who", "m"}),
    "REACH": frozenset({"who", "step", "ten"}),
    "DORA": frozenset({"hai"}),
    "BYE": frozenset({"who"}),
    "AGARI": frozenset(
        {
            "ba",
            "hai",
            "m",
            "machi",
            "ten",
            "yaku",
            "yakuman",
            "doraHai",
            "doraHaiUra",
            "who",
            "fromWho",
            "paoWho",
            "sc",
            "owari",
            "chip",
            "ratio",
        }
    ),  # fmt: skip
    "RYUUKYOKU": frozenset(
        {"type", "ba", "sc", "hai0", "hai1", "hai2", "hai3", "owari", "ratio", "chip"}
    ),
}
RYUUKYOKU_TYPES = frozenset({"nm", "yao9", "kaze4", "reach4", "ron3", "kan4"})


def read_mjlog(path: str | os.PathLike[str]) -> GameRecord:
    """Read and parse a log file; errors name the file."""
    name = os.fspath(path)
    try:
        with open(name, "rb") as handle:
            data = handle.read(_max_file_bytes() + 1)
    except OSError as exc:
        raise MjlogError(f"cannot read the file: {exc.strerror or exc}", file=name) from None
    try:
        return parse_mjlog(data)
    except MjlogError as exc:
        raise exc.with_file(name) from None


def _max_file_bytes() -> int:
    from viewer.mjlog.reader import MAX_INPUT_BYTES

    return MAX_INPUT_BYTES


def parse_mjlog(data: bytes) -> GameRecord:
    """Parse the bytes of a log (plain XML or gzip) into a GameRecord.

    A log cut off at its end gives its complete part, with ``truncation`` saying where it stops.
    Anything else that is wrong raises MjlogError naming the round and element.
    """
    document = parse_document(data)
    return _Parser(document.root, document.truncation).parse()


class _Parser:
    """One parse: walks the root's children once, keeping the position for error messages."""

    def __init__(self, root: etree._Element, truncation: str | None) -> None:
        self.root = root
        self.truncation = truncation
        self.rules = Rules()
        self.players: tuple[Player, ...] = ()
        self.warnings: list[str] = []
        self._warned: set[str] = set()
        self.rounds: list[RoundRecord] = []
        self.final: FinalResult | None = None
        self.element = 0
        self.tag = ""
        self.round_ordinal: int | None = None
        self.seen_players = False

    # -- errors and warnings -------------------------------------------------------------------
    def error(self, message: str) -> MjlogError:
        return MjlogError(
            message,
            round_ordinal=self.round_ordinal,
            element=self.element,
            tag=self.tag,
            partial=self._record(tuple(self.rounds)) if self.rounds else None,
        )

    def warn(self, message: str, key: str | None = None) -> None:
        key = key or message
        if key not in self._warned:
            self._warned.add(key)
            self.warnings.append(message)

    # -- the walk ------------------------------------------------------------------------------
    def parse(self) -> GameRecord:
        ver = self.root.get("ver")
        if ver is not None and ver != "2.3":
            self.warn(f"unknown log version {ver!r}; read as 2.3")
        children = list(self.root)
        tile_events = TILE_EVENTS
        header: dict[str, Callable[[etree._Element], None]] = {
            "SHUFFLE": self._ignore,
            "GO": self._go,
            "UN": self._un_header,
            "TAIKYOKU": self._ignore,
            "BYE": self._ignore,
        }
        index = 0
        for el in children:
            if el.tag == "INIT":
                break
            index += 1
            self.element, self.tag = index, str(el.tag)
            handler = header.get(self.tag)
            if handler is None:
                if self.tag in KNOWN_ATTRIBUTES or self.tag in TILE_EVENTS:
                    raise self.error(f"<{self.tag}> before the first round")
                self.warn(f"unknown element <{self.tag}> ignored", key=f"tag:{self.tag}")
                continue
            self._check_attributes(el)
            handler(el)
        if not self.seen_players:
            raise self.error("the log has no player list (<UN>) before the first round")

        n = len(children)
        while index < n:
            index = self._round(children, index, tile_events)
        if not self.rounds:
            self.element, self.tag = index, ""
            raise MjlogError("the log has no rounds (no <INIT> element)")
        last = self.rounds[-1]
        if self.truncation is None:
            if not last.complete:
                self.truncation = f"the log stops in the middle of round {last.ordinal}"
            elif self.final is None:
                self.truncation = f"the log stops after round {last.ordinal}, before the game's end"
        return self._record(tuple(self.rounds))

    def _record(self, rounds: tuple[RoundRecord, ...]) -> GameRecord:
        return GameRecord(
            rules=self.rules,
            players=self.players,
            rounds=rounds,
            final=self.final,
            warnings=tuple(self.warnings),
            truncation=self.truncation,
        )

    def _round(
        self, children: list[etree._Element], index: int, tile_events: dict[str, Draw | Discard]
    ) -> int:
        """Parse one round from its INIT; return the index of the next round's INIT (or the end)."""
        self.round_ordinal = len(self.rounds) + 1
        el = children[index]
        index += 1
        self.element, self.tag = index, "INIT"
        self._check_attributes(el)
        start = self._init(el)
        events: list[Event] = [start]
        positions = [index]
        append_event, append_position = events.append, positions.append
        handlers = self._round_handlers
        results = 0
        n = len(children)
        while index < n:
            el = children[index]
            tag = el.tag
            event = tile_events.get(tag)  # type: ignore[call-overload]
            if event is not None and not results:
                index += 1
                append_event(event)
                append_position(index)
                continue
            if tag == "INIT":
                break
            index += 1
            self.element, self.tag = index, str(tag)
            handler = handlers.get(self.tag)
            if handler is None:
                if _TILE_TAG.fullmatch(self.tag) and not results:
                    raise self.error(f"tile id out of range: {self.tag[1:]} (must be 0-135)")
                if results and (event is not None or self.tag in ("N", "REACH", "DORA")):
                    raise self.error("a play after the round's result")
                self.warn(f"unknown element <{self.tag}> ignored", key=f"tag:{self.tag}")
                continue
            self._check_attributes(el)
            event = handler(el)
            if event is None:
                continue
            is_result = isinstance(event, Agari | Ryuukyoku)
            if results and not is_result and not isinstance(event, Disconnect | Reconnect):
                raise self.error("a play after the round's result")
            if isinstance(event, Ryuukyoku) and results:
                raise self.error("a draw result after the round's result")
            if isinstance(event, Agari) and results and isinstance(events[-1], Ryuukyoku):
                raise self.error("a win after the round's draw result")
            results += is_result
            append_event(event)
            append_position(index)
        self.rounds.append(
            RoundRecord(self.round_ordinal, start, tuple(events), tuple(positions), results > 0)
        )
        return index

    @property
    def _round_handlers(self) -> dict[str, Callable[[etree._Element], Event | None]]:
        return {
            "N": self._call,
            "REACH": self._reach,
            "DORA": self._dora,
            "AGARI": self._agari,
            "RYUUKYOKU": self._ryuukyoku,
            "BYE": self._bye,
            "UN": self._un_reconnect,
        }

    # -- attribute helpers ---------------------------------------------------------------------
    def _check_attributes(self, el: etree._Element) -> None:
        known = KNOWN_ATTRIBUTES.get(self.tag)
        if known is None:
            return
        for name in el.attrib:
            if name not in known:
                self.warn(
                    f"unknown attribute {name!r} on <{self.tag}> ignored", key=f"{self.tag}@{name}"
                )

    def _text(self, el: etree._Element, name: str) -> str:
        value = el.get(name)
        if value is None:
            raise self.error(f"missing attribute {name!r}")
        return str(value)

    def _int(self, el: etree._Element, name: str, default: int | None = None) -> int:
        value = el.get(name)
        if value is None:
            if default is not None:
                return default
            raise self.error(f"missing attribute {name!r}")
        try:
            return int(value)
        except ValueError:
            raise self.error(f"attribute {name}={value!r} is not a whole number") from None

    def _int_list(self, el: etree._Element, name: str, count: int | None = None) -> list[int]:
        text = self._text(el, name).strip()
        if not text:
            values: list[int] = []
        else:
            try:
                values = [int(v) for v in text.split(",")]
            except ValueError:
                raise self.error(f"attribute {name}={text!r} is not a list of numbers") from None
        if count is not None and len(values) < count:
            raise self.error(f"attribute {name} has {len(values)} values, expected {count}")
        return values

    def _tiles(self, el: etree._Element, name: str, optional: bool = False) -> tuple[int, ...]:
        if optional and el.get(name) is None:
            return ()
        tiles = self._int_list(el, name)
        for tile in tiles:
            if not 0 <= tile < 136:
                raise self.error(f"tile id out of range in {name}: {tile} (must be 0-135)")
        return tuple(tiles)

    def _seat(self, el: etree._Element, name: str = "who") -> int:
        seat = self._int(el, name)
        if not 0 <= seat < self.rules.players:
            raise self.error(
                f"{name}={seat} names a seat that does not exist in a "
                f"{self.rules.players}-player game"
            )
        return seat

    # -- header --------------------------------------------------------------------------------
    def _ignore(self, el: etree._Element) -> None:
        return None

    def _go(self, el: etree._Element) -> None:
        lobby = el.get("lobby")
        self.rules = Rules(
            type_bits=self._int(el, "type"),
            lobby=self._int(el, "lobby") if lobby is not None else None,
        )

    def _un_header(self, el: etree._Element) -> None:
        if self.seen_players:
            return
        self.seen_players = True
        count = self.rules.players
        dans = (el.get("dan") or "").split(",")
        rates = (el.get("rate") or "").split(",")
        sexes = (el.get("sx") or "").split(",")
        players = []
        for seat in range(count):
            players.append(
                Player(
                    name=self._name(el, seat),
                    dan=_maybe_int(dans[seat]) if seat < len(dans) else None,
                    rate=_maybe_float(rates[seat]) if seat < len(rates) else None,
                    sex=sexes[seat] if seat < len(sexes) else "",
                )
            )
        self.players = tuple(players)

    def _name(self, el: etree._Element, seat: int) -> str:
        raw = el.get(f"n{seat}")
        if raw is None:
            raise self.error(f"missing attribute 'n{seat}' (player name)")
        return unquote_to_bytes(raw).decode("utf-8", "replace")

    def _un_reconnect(self, el: etree._Element) -> Event | None:
        for seat in range(self.rules.players):
            if el.get(f"n{seat}") is not None:
                return Reconnect(seat, self._name(el, seat))
        return None

    def _bye(self, el: etree._Element) -> Event:
        return Disconnect(self._seat(el))

    # -- round elements ------------------------------------------------------------------------
    def _init(self, el: etree._Element) -> RoundStart:
        seed = self._int_list(el, "seed", 6)
        round_index, honba, sticks, die1, die2, indicator = seed[:6]
        if not 0 <= round_index < 16 or honba < 0 or sticks < 0:
            raise self.error(f"seed={el.get('seed')!r} names no valid round")
        if not 0 <= indicator < 136:
            raise self.error(f"tile id out of range in seed: {indicator} (must be 0-135)")
        ten = self._int_list(el, "ten", self.rules.players)
        dealer = self._int(el, "oya")
        players = self.rules.players
        if not 0 <= dealer < players:
            raise self.error(f"oya={dealer} names a seat that does not exist")
        if dealer != round_index % 4:
            self.warn(f"round {self.round_ordinal}: dealer {dealer} does not match the round")
        hands = []
        for seat in range(4):
            tiles = self._tiles(el, f"hai{seat}", optional=seat >= players)
            if seat < players and len(tiles) != 13:
                raise self.error(f"hai{seat} has {len(tiles)} tiles, a starting hand has 13")
            if seat >= players and tiles:
                raise self.error(f"hai{seat} deals tiles to a seat that does not play")
            hands.append(tiles)
        scores = tuple(v * 100 for v in (ten + [0, 0, 0, 0])[:4])
        return RoundStart(
            round_index=round_index,
            honba=honba,
            riichi_sticks=sticks,
            dice=(die1 + 1, die2 + 1),
            dora_indicator=indicator,
            dealer=dealer,
            scores=scores,  # type: ignore[arg-type]
            hands=tuple(hands),
        )

    def _call(self, el: etree._Element) -> Event:
        who = self._seat(el)
        code = self._int(el, "m")
        try:
            meld = decode_meld(code, who)
        except MeldCodeError as exc:
            raise self.error(str(exc)) from None
        if meld.from_seat is not None and meld.from_seat >= self.rules.players:
            raise self.error(f"meld code {code} takes a tile from seat {meld.from_seat}, empty")
        if self.rules.sanma and meld.kind == 0:
            raise self.error("chi is not allowed in a 3-player game")
        if not self.rules.sanma and meld.kind == 5:
            raise self.error("kita (North extraction) only exists in 3-player games")
        return Call(who, meld)

    def _reach(self, el: etree._Element) -> Event:
        who = self._seat(el)
        step = self._int(el, "step")
        if step == 1:
            return RiichiDeclared(who)
        if step == 2:
            ten = el.get("ten")
            scores = None
            if ten is not None:
                values = self._int_list(el, "ten", self.rules.players)
                scores = tuple(v * 100 for v in (values + [0, 0, 0, 0])[:4])
            return RiichiAccepted(who, scores)
        raise self.error(f"step={step}: a riichi has steps 1 and 2 only")

    def _dora(self, el: etree._Element) -> Event:
        tile = self._int(el, "hai")
        if not 0 <= tile < 136:
            raise self.error(f"tile id out of range: {tile} (must be 0-135)")
        return NewDora(tile)

    def _score_change(self, el: etree._Element) -> tuple[tuple[int, ...], tuple[int, ...]]:
        sc = self._int_list(el, "sc", 2 * self.rules.players)
        sc = (sc + [0] * 8)[:8]
        return tuple(v * 100 for v in sc[0::2]), tuple(v * 100 for v in sc[1::2])

    def _ba(self, el: etree._Element) -> tuple[int, int]:
        ba = self._int_list(el, "ba", 2)
        return ba[0], ba[1]

    def _owari(self, el: etree._Element) -> None:
        text = el.get("owari")
        if text is None:
            return
        try:
            values = [float(v) for v in text.split(",")]
        except ValueError:
            raise self.error(f"attribute owari={text!r} is not a list of numbers") from None
        if len(values) < 2 * self.rules.players:
            raise self.error(f"attribute owari has {len(values)} values, expected 8")
        values = (values + [0.0] * 8)[:8]
        self.final = FinalResult(
            scores=tuple(round(v * 100) for v in values[0::2]),
            points=tuple(values[1::2]),
        )

    def _agari(self, el: etree._Element) -> Event:
        who = self._seat(el)
        from_seat = self._seat(el, "fromWho")
        pao = el.get("paoWho")
        honba, sticks = self._ba(el)
        ten = self._int_list(el, "ten", 3)
        yaku_values = self._int_list(el, "yaku") if el.get("yaku") is not None else []
        if len(yaku_values) % 2:
            raise self.error("attribute yaku must hold id,han pairs")
        yaku = tuple(zip(yaku_values[0::2], yaku_values[1::2], strict=True))
        yakuman = tuple(self._int_list(el, "yakuman")) if el.get("yakuman") is not None else ()
        melds = []
        if el.get("m") is not None:
            for code in reversed(self._int_list(el, "m")):
                try:
                    melds.append(decode_meld(code, who))
                except MeldCodeError as exc:
                    raise self.error(str(exc)) from None
        scores_before, deltas = self._score_change(el)
        machi = self._int(el, "machi")
        if not 0 <= machi < 136:
            raise self.error(f"tile id out of range in machi: {machi} (must be 0-135)")
        self._owari(el)
        return Agari(
            seat=who,
            from_seat=from_seat,
            hand=tuple(sorted(self._tiles(el, "hai"))),
            melds=tuple(melds),
            win_tile=machi,
            fu=ten[0],
            points=ten[1],
            limit=ten[2],
            yaku=yaku,
            yakuman=yakuman,
            dora_indicators=self._tiles(el, "doraHai"),
            ura_indicators=self._tiles(el, "doraHaiUra", optional=True),
            honba=honba,
            riichi_sticks=sticks,
            scores_before=scores_before,  # type: ignore[arg-type]
            deltas=deltas,  # type: ignore[arg-type]
            pao_seat=self._seat(el, "paoWho") if pao is not None else None,
        )

    def _ryuukyoku(self, el: etree._Element) -> Event:
        kind = el.get("type")
        if kind is not None and kind not in RYUUKYOKU_TYPES:
            self.warn(f"unknown draw type {kind!r}", key=f"ryuukyoku:{kind}")
        honba, sticks = self._ba(el)
        scores_before, deltas = self._score_change(el)
        revealed = tuple(
            tuple(sorted(self._tiles(el, f"hai{seat}"))) if el.get(f"hai{seat}") else None
            for seat in range(4)
        )
        self._owari(el)
        return Ryuukyoku(
            kind=str(kind) if kind is not None else None,
            honba=honba,
            riichi_sticks=sticks,
            scores_before=scores_before,  # type: ignore[arg-type]
            deltas=deltas,  # type: ignore[arg-type]
            revealed=revealed,
        )


def _maybe_int(text: str) -> int | None:
    try:
        return int(text)
    except ValueError:
        return None


def _maybe_float(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return None
