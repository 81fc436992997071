"""mjlog XML elements -> GameRecord (typed events grouped by round).

Tag names carry data (``<T123/>`` is seat 0 drawing tile 123). Draws and discards are nine
elements in ten, so they are looked up in a table of prebuilt, shared event objects: one dict
lookup per element. Everything else goes through one small handler per tag.
"""

from __future__ import annotations

import math
import os
import re
import stat
from collections.abc import Callable, Sequence
from operator import itemgetter
from urllib.parse import unquote_to_bytes

from lxml import etree

from viewer.domain.collector import collector_paused
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
from viewer.domain.lazy import LazySequence
from viewer.domain.melds import Meld, MeldCodeError, decode_meld
from viewer.domain.record import FinalResult, GameRecord, Player, RoundRecord, Rules
from viewer.formats.mjlog.errors import MjlogError, shown
from viewer.formats.mjlog.reader import MAX_INPUT_BYTES, parse_document

DRAW_TAGS = "TUVW"
DISCARD_TAGS = "DEFG"
TILE_EVENTS: dict[str, Draw | Discard] = {
    **{f"{c}{t}": Draw(s, t) for s, c in enumerate(DRAW_TAGS) for t in range(136)},
    **{f"{c}{t}": Discard(s, t) for s, c in enumerate(DISCARD_TAGS) for t in range(136)},
}
_TILE_TAG = re.compile(r"[TUVWDEFG][0-9]+")
_NUMBER = re.compile(r"-?[0-9]+")
# Text -> tile id for attribute lists: a dict lookup per tile is cheaper than int(), and a miss is
# exactly the error (not a number, or out of range).
TILE_IDS: dict[str, int] = {str(t): t for t in range(136)}
_tile_id = TILE_IDS.__getitem__
HAND_ATTRIBUTES = ("hai0", "hai1", "hai2", "hai3")
NAME_ATTRIBUTES = ("n0", "n1", "n2", "n3")
# The attributes of an INIT as Tenhou writes them (a list: el.keys() is compared to it as is).
INIT_NAMES = ["seed", "ten", "oya", *HAND_ATTRIBUTES]
# Frequent elements whose handlers look for unknown attributes only when there are more
# attributes than they know (len(el.attrib) is cheaper than listing the names every time).
SELF_CHECKED = frozenset({"N", "REACH", "DORA"})
REACH_DECLARED_NAMES = ["who", "step"]  # lists: el.keys() is compared to them as is
REACH_ACCEPTED_NAMES = ["who", "ten", "step"]
# Calls and riichi declarations repeat across games; their events are immutable, so they are
# decoded once and shared.
RIICHI_DECLARED = tuple(RiichiDeclared(seat) for seat in range(4))
_CALLS: dict[tuple[bool, str | None, str | None], Call] = {}
# The melds of a win are those its winner called in the round: decoded once, by (code, seat).
_MELDS: dict[tuple[int, int], Meld] = {}
# A win's short attributes repeat from game to game ("0,0" for ba, "30,7700,0" for ten, the same
# yaku lists): their decoded values are immutable and shared, keyed by the attribute's text.
_AGARI_PARTS: dict[tuple[str, ...], object] = {}
_CACHE_LIMIT = 65536  # entries per cache; a cache that grows past it starts again
_new = tuple.__new__


def clear_caches() -> None:
    """Forget the shared decoded values (the benchmark starts each pass as a new process would)."""
    _CALLS.clear()
    _MELDS.clear()
    _AGARI_PARTS.clear()


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
MAX_ROUNDS = 500  # a long hanchan has under 40; more is not a game (and costs time to show)
MAX_ATTRIBUTE_CHARS = 10_000  # the longest real value (a SHUFFLE seed) has 3,357
MAX_NAME_CHARS = 100  # decoded player names are kept this long at most
MAX_WARNINGS = 50  # distinct warnings kept on a record; a flood of odd tags stops there


def read_mjlog(path: str | os.PathLike[str]) -> GameRecord:
    """Read and parse a log file; errors name the file."""
    name = os.fspath(path)
    limit = MAX_INPUT_BYTES
    try:
        if not stat.S_ISREG(os.stat(name).st_mode):  # a folder, a device, a pipe that blocks
            raise MjlogError("this is not a regular file", file=name)
        with open(name, "rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            if size > limit:  # say so without reading it (it may be a 4 GB video)
                raise MjlogError(
                    f"the file is {size / 2**20:.1f} MB, larger than the "
                    f"{limit // 2**20} MB any log could be",
                    file=name,
                )
            data = handle.read(limit + 1)
    except MjlogError:
        raise
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the name
        reason = getattr(exc, "strerror", None) or exc
        raise MjlogError(f"cannot read the file: {reason}", file=name) from None
    try:
        return parse_mjlog(data)
    except MjlogError as exc:
        raise exc.with_file(name) from None


def parse_mjlog(data: bytes, lazy: bool = False) -> GameRecord:
    """Parse the bytes of a log (plain XML or gzip) into a GameRecord.

    A log cut off at its end gives its complete part, with ``truncation`` saying where it stops.
    Anything else that is wrong raises MjlogError naming the round and element.

    ``lazy=True`` reads the header now and each round's events on first access (what opening a
    log in the window needs to show the first board at once); errors inside a round are raised
    when it is first read, and ``record.warnings`` then holds the header's warnings only
    (``record.rounds.warnings`` has the rounds' so far).
    """
    document = parse_document(data)
    parser = _Parser(document.root, document.truncation)
    if document.damage is not None:
        raise parser.damaged(document.damage)
    record = parser.parse_header()
    if lazy:
        return record
    with collector_paused():
        rounds = tuple(record.rounds)
    return parser.record(rounds)


class LazyRounds(LazySequence[RoundRecord]):
    """The rounds of a log, each parsed from its elements on first access and then kept."""

    __slots__ = ("_inits", "_parser")

    def __init__(self, parser: _Parser, inits: list[etree._Element]) -> None:
        super().__init__(len(inits))
        self._parser = parser
        self._inits = inits

    def _make(self, index: int) -> RoundRecord:
        return self._parser.parse_round(index, self._inits[index], self)

    @property
    def warnings(self) -> tuple[str, ...]:
        """Warnings of the rounds read so far (after the header's)."""
        return tuple(self._parser.warnings)


class _Parser:
    """The state of one parse, kept for the position in error messages."""

    def __init__(self, root: etree._Element, truncation: str | None) -> None:
        self.root = root
        self.truncation = truncation
        self.rules = Rules()
        self.sanma = False  # copies of the rules' answers: read for every element
        self.player_count = 4
        self.players: tuple[Player, ...] = ()
        self.warnings: list[str] = []
        self._warned: set[str] = set()
        self.final: FinalResult | None = None
        self.element = 0
        self.tag = ""
        self.round_ordinal: int | None = None
        self.seen_players = False
        # Index of each round's INIT among the root's children (-1: not known yet).
        self.init_positions: list[int] = []
        self._round_end: tuple[etree._Element, int] | None = None  # the INIT ending a round read
        self._before_error: tuple[RoundRecord, ...] = ()
        self._open: tuple[list[Event], list[int]] | None = None  # the round being read
        self.owari_broken = False  # the final scores were there but unreadable (a warning)
        self._final_read: tuple[str, FinalResult] | None = None  # the last owari read, as read

    # -- errors and warnings -------------------------------------------------------------------
    def error(self, message: str) -> MjlogError:
        return MjlogError(
            message,
            round_ordinal=self.round_ordinal,
            element=self.element,
            tag=self.tag,
            partial=self.record(self._before_error, broken=True) if self._before_error else None,
        )

    def warn(self, message: str, key: str | None = None) -> None:
        key = key or message
        if key not in self._warned:
            self._warned.add(key)
            if len(self.warnings) < MAX_WARNINGS:
                self.warnings.append(message)
            elif len(self.warnings) == MAX_WARNINGS:
                self.warnings.append("more warnings left out")

    def damaged(self, damage: str) -> MjlogError:
        """XML damage inside the file: the rounds before it (parsed now) are the partial record.

        ``self.root`` holds the elements before the damage. Errors found among them come first,
        as they come first in the file.
        """
        elements = len(self.root)
        try:
            record = self.parse_header()
            rounds = list(record.rounds)
        except MjlogError as exc:
            if exc.message.startswith("the log has no"):  # cut short by the damage itself
                return MjlogError(damage, element=elements + 1, partial=exc.partial)
            return exc
        if rounds and len(rounds[-1].events) == 1:  # a deal alone is nothing to show
            rounds.pop()
        if rounds:
            self.round_ordinal = rounds[-1].ordinal + rounds[-1].complete
        else:
            self.round_ordinal = 1
        return MjlogError(
            damage,
            round_ordinal=self.round_ordinal,
            element=elements + 1,
            partial=self.record(tuple(rounds), broken=True) if rounds else None,
        )

    def record(self, rounds: Sequence[RoundRecord], broken: bool = False) -> GameRecord:
        """The record of ``rounds``; ``broken``: the rounds before a break (no final result)."""
        truncation = self.truncation
        if broken:
            truncation = f"the log breaks in round {self.round_ordinal}; shown up to there"
        return GameRecord(
            rules=self.rules,
            players=self.players,
            rounds=rounds,
            final=None if broken else self.final,
            warnings=tuple(self.warnings),
            truncation=truncation,
        )

    # -- the header and the shape of the game --------------------------------------------------
    def parse_header(self) -> GameRecord:
        """Read everything before the first INIT, find the rounds and the game's end."""
        ver = self.root.get("ver")
        if ver is not None and ver != "2.3":
            self.warn(f"unknown log version {shown(ver)}; read as 2.3")
        header: dict[str, Callable[[etree._Element], None]] = {
            "SHUFFLE": self._ignore,
            "GO": self._go,
            "UN": self._un_header,
            "TAIKYOKU": self._ignore,
            "BYE": self._ignore,
        }
        first_init: etree._Element | None = None
        for el in self.root:
            self.element += 1
            self.tag = str(el.tag)
            if self.tag == "INIT":
                first_init = el
                break
            handler = header.get(self.tag)
            if handler is None:
                if self.tag in KNOWN_ATTRIBUTES or self.tag in TILE_EVENTS:
                    raise self.error(f"<{self.tag}> comes before the first round's <INIT>")
                self.warn(f"unknown element <{short_tag(self.tag)}> ignored", key=f"tag:{self.tag}")
                continue
            self._check_attributes(el)
            handler(el)
        if not self.seen_players:
            raise self.error(
                self._cut_short("the log has no player list (<UN>) before the first round")
            )
        inits = list(self.root.iterchildren("INIT"))
        # Where each round starts. The first INIT is where the header ends; each later one is
        # where the round before it ends, learnt by reading that round (parse_round), as a full
        # read does anyway. root.index() would walk back over every earlier element, per round.
        self.init_positions = [-1] * len(inits)
        if inits and first_init is inits[0]:
            self.init_positions[0] = self.element - 1
        if not inits:
            raise MjlogError(self._cut_short("the log has no rounds (no <INIT> element)"))
        if len(inits) > MAX_ROUNDS:
            self.element, self.tag = self.root.index(inits[MAX_ROUNDS]) + 1, "INIT"
            self.round_ordinal = MAX_ROUNDS + 1
            raise MjlogError(
                f"more than {MAX_ROUNDS} rounds: this is not one game (refused)",
                round_ordinal=self.round_ordinal,
                element=self.element,
                tag=self.tag,
                partial=self.record(LazyRounds(self, inits[:MAX_ROUNDS]), broken=True),
            )
        results = self.root.iterchildren("AGARI", "RYUUKYOKU", reversed=True)
        last_result = next(results, None)
        last_position = -1
        # The last result ends the last round if no INIT comes after it: if the first INIT before
        # it is the last one (a short walk back, where root.index() walks back to the start).
        if last_result is not None and (
            next(last_result.itersiblings("INIT", preceding=True), None) is inits[-1]
        ):
            last_position = self.root.index(last_result)
        last_complete = last_position >= 0
        if last_complete and last_result is not None:
            self.element = last_position + 1
            self.tag = str(last_result.tag)
            self.round_ordinal = len(inits)
            self._owari(last_result.get("owari"))
            self.round_ordinal = None
        if not last_complete:
            where = f"in the middle of round {len(inits)}"
        elif self.final is None and not self.owari_broken:
            where = f"after round {len(inits)}, before the game's end"
        else:
            where = ""
        if where and self.truncation:
            self.truncation = f"{self.truncation}, {where}"
        elif where:
            self.truncation = f"the log stops {where}"
        return self.record(LazyRounds(self, inits))

    def _cut_short(self, message: str) -> str:
        """A message about something missing, saying why when the file is cut off."""
        return f"{message}: {self.truncation}" if self.truncation else message

    # -- one round -----------------------------------------------------------------------------
    def parse_round(self, number: int, init: etree._Element, rounds: LazyRounds) -> RoundRecord:
        """Parse one round from its INIT to the next INIT.

        Draws and discards are taken by the tight inner loop (one dict lookup each); it breaks
        out on anything else, which is handled below with the element's position known.
        """
        self._before_error = ()
        self.round_ordinal = number + 1
        position = self.init_positions[number]
        if position < 0:  # the round before was not read (a lazy read opened here)
            position = self.init_positions[number] = self.root.index(init)
        self.element = first_element = position + 1
        self.tag = "INIT"
        self._open = None
        self._round_end = None
        try:
            record = self._round(init, first_element)
        except MjlogError as exc:
            if exc.partial is None:
                before = list(rounds[:number]) if number else []
                if self._open is not None and len(self._open[0]) > 1:
                    # The broken round up to its last good element is worth showing too.
                    events, skipped = self._open
                    before.append(
                        RoundRecord(number + 1, events[0], tuple(events), first_element,
                                    tuple(skipped), False)
                    )  # fmt: skip
                if before:
                    self.round_ordinal = number + 1
                    exc.partial = self.record(tuple(before), broken=True)
            raise
        if self._round_end is not None:  # the round ended at the next round's INIT: it starts there
            end, end_position = self._round_end
            self._round_end = None
            following = number + 1
            if following < len(rounds._inits) and rounds._inits[following] is end:
                self.init_positions[following] = end_position
        return record

    def _round(self, init: etree._Element, first_element: int) -> RoundRecord:
        start = self._init(init)  # names unknown attributes itself
        events: list[Event] = [start]
        append = events.append
        get_tile_event = TILE_EVENTS.get
        skipped: list[int] = []
        self._open = (events, skipped)  # seen by parse_round when an element is broken
        handlers = ROUND_HANDLERS
        self_checked = SELF_CHECKED
        result: Event | None = None
        children = init.itersiblings()
        while True:
            el: etree._Element | None = None
            if result is None:
                for el in children:
                    event = get_tile_event(el.tag)  # type: ignore[call-overload]
                    if event is None:
                        break
                    append(event)
                else:
                    el = None
            else:
                el = next(children, None)
            if el is None:
                break
            # The element's position and tag are kept on the parser for the messages of errors
            # and warnings, and in locals for the checks here (cheaper than reading them back).
            self.element = element = first_element + len(events) + len(skipped)
            tag = el.tag
            if tag.__class__ is not str:  # an entity's tag is a function
                tag = str(tag)
            self.tag = tag
            if tag == "INIT":
                self._round_end = (el, element - 1)
                break
            handler = handlers.get(tag)
            if handler is None:
                if result is not None and (tag in TILE_EVENTS or tag in KNOWN_ATTRIBUTES):
                    raise self.error("a play after the round's result")
                if _TILE_TAG.fullmatch(tag):
                    raise self.error(f"tile id out of range: {tag[1:]} (must be 0-135)")
                self.warn(f"unknown element <{short_tag(tag)}> ignored", key=f"tag:{tag}")
                skipped.append(element)
                continue
            if tag not in self_checked:
                self._check_attributes(el)
            event = handler(self, el)
            if event is None:
                skipped.append(element)
                continue
            cls = event.__class__
            if result is not None and cls is not Disconnect and cls is not Reconnect:
                if cls is Ryuukyoku or result.__class__ is Ryuukyoku:
                    raise self.error("a second result after the round's draw result")
                if cls is not Agari:
                    raise self.error("a play after the round's result")
            if cls is Agari or cls is Ryuukyoku:
                result = event
            append(event)
        # ordinal, start, events, first_element, skipped, complete
        return _new(RoundRecord, (
            self.round_ordinal or 0, start, tuple(events), first_element, tuple(skipped),
            result is not None,
        ))  # fmt: skip

    # -- attribute helpers ---------------------------------------------------------------------
    def _check_attributes(self, el: etree._Element) -> None:
        known = KNOWN_ATTRIBUTES.get(self.tag)
        if known is None:
            return
        names = el.keys()
        if not known.issuperset(names):
            for name in names:
                if name not in known:
                    self.warn(
                        f"unknown attribute {shown(name)} on <{self.tag}> ignored",
                        key=f"{self.tag}@{name}",
                    )

    def _text(self, el: etree._Element, name: str) -> str:
        value = el.get(name)
        if value is None:
            raise self.error(f"missing attribute {name!r}")
        if len(value) > MAX_ATTRIBUTE_CHARS:
            raise self._too_long(name, value)
        return str(value)

    def _short_text(self, el: etree._Element, name: str) -> str | None:
        """An optional attribute that is split into a list: refused when absurdly long."""
        value = el.get(name)
        if value is None:
            return None
        if len(value) > MAX_ATTRIBUTE_CHARS:
            raise self._too_long(name, value)
        return str(value)

    def _too_long(self, name: str, value: str) -> MjlogError:
        return self.error(
            f"attribute {name} is {len(value)} characters long, far more than any log has"
        )

    def _int(self, el: etree._Element, name: str, default: int | None = None) -> int:
        value = el.get(name)
        if value is None:
            if default is not None:
                return default
            raise self.error(f"missing attribute {name!r}")
        try:
            return int(value)
        except ValueError:
            raise self.error(f"attribute {name}={shown(value)} is not a whole number") from None

    def _int_list(self, el: etree._Element, name: str, count: int | None = None) -> list[int]:
        text = self._text(el, name).strip()
        if not text:
            values: list[int] = []
        else:
            try:
                values = [int(v) for v in text.split(",")]
            except ValueError:
                raise self.error(
                    f"attribute {name}={shown(text)} is not a list of numbers"
                ) from None
        if count is not None and len(values) < count:
            raise self.error(f"attribute {name} has {len(values)} values, expected {count}")
        return values

    def _tiles(self, el: etree._Element, name: str, optional: bool = False) -> tuple[int, ...]:
        text = el.get(name)
        if text is None:
            if optional:
                return ()
            raise self.error(f"missing attribute {name!r}")
        if not text:
            return ()
        if len(text) > MAX_ATTRIBUTE_CHARS:
            raise self._too_long(name, text)
        try:
            return tuple(map(_tile_id, text.split(",")))
        except KeyError:
            pass
        for value in text.split(","):
            if value not in TILE_IDS:
                # "-3", "140" are numbers out of range; " 7", "07", "--5" are no tile ids at all
                if _NUMBER.fullmatch(value) and _out_of_range(value):
                    number = value if len(value) <= 12 else value[:11] + "…"
                    raise self.error(f"tile id out of range in {name}: {number} (must be 0-135)")
                raise self.error(f"attribute {name} holds {shown(value)}, which is not a tile id")
        raise AssertionError("unreachable")

    def _seat(self, el: etree._Element, name: str = "who") -> int:
        seat = self._int(el, name)
        if not 0 <= seat < self.player_count:
            raise self.error(
                f"{name}={seat} names a seat that does not exist in a "
                f"{self.player_count}-player game"
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
        self.sanma = self.rules.sanma
        self.player_count = self.rules.players

    def _un_header(self, el: etree._Element) -> None:
        if self.seen_players:
            return
        self.seen_players = True
        count = self.player_count
        dans = (self._short_text(el, "dan") or "").split(",")
        rates = (self._short_text(el, "rate") or "").split(",")
        sexes = (self._short_text(el, "sx") or "").split(",")
        players = []
        for seat in range(count):
            # name, dan, rate, sex (positional: a frozen dataclass takes keywords slower)
            players.append(
                Player(
                    self._name(el, seat),
                    _maybe_int(dans[seat]) if seat < len(dans) else None,
                    _maybe_float(rates[seat]) if seat < len(rates) else None,
                    sexes[seat] if seat < len(sexes) else "",
                )
            )
        self.players = tuple(players)

    def _name(self, el: etree._Element, seat: int) -> str:
        raw = el.get(NAME_ATTRIBUTES[seat])
        if raw is None:
            raise self.error(f"missing attribute 'n{seat}' (player name)")
        name = _decode_name(raw)
        if len(name) > MAX_NAME_CHARS:
            self.warn(f"player name n{seat} is {len(name)} characters long; cut short")
            name = name[:MAX_NAME_CHARS] + "…"
        return name

    def _un_reconnect(self, el: etree._Element) -> Event | None:
        for seat in range(self.player_count):
            if el.get(NAME_ATTRIBUTES[seat]) is not None:
                return Reconnect(seat, self._name(el, seat))
        return None

    def _bye(self, el: etree._Element) -> Event:
        return Disconnect(self._seat(el))

    # -- round elements ------------------------------------------------------------------------
    # -- fast paths ----------------------------------------------------------------------------
    # INIT, AGARI and REACH are most of the parse's time after draws and discards. Each has a
    # fast path for the well-formed element and falls back, on anything unusual, to the checked
    # handler, which accepts exactly the same input and words the error: the fast path decides
    # nothing on its own.

    def _init(self, el: etree._Element) -> RoundStart:
        """The deal; also names unknown attributes (as ``_check_attributes`` would, first)."""
        names = el.keys()
        if names == INIT_NAMES:  # nine deals in ten: nothing unknown, the values in this order
            seed, ten, oya, h0, h1, h2, h3 = el.values()
        else:
            self._check_attributes(el)
            get = dict(zip(names, el.values(), strict=True)).get  # one listing, not a get() each
            seed, ten, oya, h0, h1, h2, h3 = map(get, INIT_NAMES)
        players = self.player_count
        try:
            if len(seed) > MAX_ATTRIBUTE_CHARS or len(ten) > MAX_ATTRIBUTE_CHARS:
                raise ValueError
            # Every value is read, as the checked handler does: "0,0,0,2,4,116,x" is refused
            # (seven values go the checked way).
            round_index, honba, sticks, die1, die2, indicator = map(int, seed.split(","))
            scores = [*map(int, ten.split(","))]
            dealer = int(oya)
            if not (
                0 <= round_index < 16 and honba >= 0 and sticks >= 0 and 0 <= indicator < 136
                and len(scores) >= players and dealer == round_index % 4 and dealer < players
            ):  # fmt: skip
                raise ValueError
            # A hand of 13 tile ids, looked up by one itemgetter call (a tuple, no map() and
            # tuple() per hand); a part that is no tile id is a KeyError. 13 valid ids are far
            # below MAX_ATTRIBUTE_CHARS, so no length check is needed.
            p0, p1, p2 = h0.split(","), h1.split(","), h2.split(",")
            if players == 4:
                p3 = h3.split(",")
            elif h3:  # tiles dealt to the empty seat of a 3-player game
                raise ValueError
            else:
                p3 = []
            if len(p0) != 13 or len(p1) != 13 or len(p2) != 13 or len(p3) != 13 * (players == 4):
                raise ValueError
            hands = (
                itemgetter(*p0)(TILE_IDS), itemgetter(*p1)(TILE_IDS), itemgetter(*p2)(TILE_IDS),
                itemgetter(*p3)(TILE_IDS) if p3 else (),
            )  # fmt: skip
        except (ValueError, KeyError, TypeError, AttributeError):  # AttributeError: no hai3
            return self._init_checked(el)
        s0, s1, s2, s3 = (*scores, 0)[:4]  # 3 or more values: a 3-player game's fourth is 0
        return _new(RoundStart, (
            round_index, honba, sticks, (die1 + 1, die2 + 1), indicator, dealer,
            (s0 * 100, s1 * 100, s2 * 100, s3 * 100), hands,
        ))  # fmt: skip

    def _reach(self, el: etree._Element) -> Event:
        # Tenhou writes who, step (and ten at step 2) in this order: when the names are exactly
        # those, nothing is unknown and el.values() reads them all at once (one get() each costs
        # more than the whole listing).
        names = el.keys()
        if names == REACH_DECLARED_NAMES:
            who, step = el.values()
            if step == "1":
                try:
                    seat = int(who)
                except ValueError:
                    return self._reach_checked(el)
                if 0 <= seat < self.player_count:
                    return RIICHI_DECLARED[seat]
        elif names == REACH_ACCEPTED_NAMES:
            who, ten, step = el.values()
            if step == "2":
                try:
                    seat = int(who)
                    if len(ten) > MAX_ATTRIBUTE_CHARS:
                        raise ValueError
                    # No strip() as in the checked handler: int() ignores the same whitespace,
                    # and a blank text fails int() and goes the checked way.
                    values = [*map(int, ten.split(","))]
                except ValueError:
                    return self._reach_checked(el)
                if 0 <= seat < self.player_count and len(values) >= self.player_count:
                    s0, s1, s2, s3 = (*values, 0)[:4]  # 3 values in a 3-player game
                    return _new(RiichiAccepted, (seat, (s0 * 100, s1 * 100, s2 * 100, s3 * 100)))
        elif len(names) > 2:  # something unknown
            self._check_attributes(el)
        return self._reach_checked(el)

    def _agari(self, el: etree._Element) -> Event:
        get = el.get
        players = self.player_count
        cap = MAX_ATTRIBUTE_CHARS
        parts = _AGARI_PARTS
        try:
            who, from_seat = int(get("who")), int(get("fromWho"))
            ba, ten, sc, hai, dora = get("ba"), get("ten"), get("sc"), get("hai"), get("doraHai")
            if max(len(ba), len(ten), len(sc), len(hai), len(dora)) > cap:
                raise ValueError
            yaku_text, yakuman_text, meld_text = get("yaku"), get("yakuman"), get("m")
            ura, pao = get("doraHaiUra"), get("paoWho")
            if (
                not 0 <= who < players or not 0 <= from_seat < players
                or (ura is not None and len(ura) > cap)
                or max(len(yaku_text or ""), len(yakuman_text or ""), len(meld_text or "")) > cap
            ):  # fmt: skip
                raise ValueError
            head = parts.get(("ba", ba, ten))
            if head is None:
                honba, sticks = [*map(int, ba.split(","))][:2]
                fu, points, limit = [*map(int, ten.split(","))][:3]
                head = parts[("ba", ba, ten)] = (honba, sticks, fu, points, limit)
            honba, sticks, fu, points, limit = head  # type: ignore[misc]
            yaku = parts.get(("yaku", yaku_text or ""))
            if yaku is None:
                yaku_values = list(map(int, yaku_text.split(","))) if yaku_text else []
                if len(yaku_values) % 2:
                    raise ValueError
                yaku = tuple(zip(yaku_values[0::2], yaku_values[1::2], strict=True))
                parts[("yaku", yaku_text or "")] = yaku
            yakuman = parts.get(("yakuman", yakuman_text or ""))
            if yakuman is None:
                yakuman = tuple(map(int, yakuman_text.split(","))) if yakuman_text else ()
                parts[("yakuman", yakuman_text or "")] = yakuman
            melds: tuple[Meld, ...] = ()
            if meld_text:
                known = _MELDS.get
                melds = tuple(
                    known((code, who)) or decode_meld(code, who)
                    for code in reversed([*map(int, meld_text.split(","))])
                )
            sc_values = [*map(int, sc.split(","))]
            hand = tuple(sorted(map(_tile_id, hai.split(","))))
            dora_indicators = tuple(map(_tile_id, dora.split(",")))
            win_tile = _tile_id(get("machi"))
            ura_indicators = tuple(map(_tile_id, ura.split(","))) if ura else ()
            pao_seat = int(pao) if pao is not None else None
            if len(sc_values) < 2 * players or (
                pao_seat is not None and not 0 <= pao_seat < players
            ):
                raise ValueError
        except (ValueError, KeyError, TypeError):  # MeldCodeError is a ValueError
            return self._agari_checked(el)
        if len(parts) > _CACHE_LIMIT:
            parts.clear()
        self._owari(get("owari"))
        b0, d0, b1, d1, b2, d2, b3, d3 = (*sc_values, 0, 0)[:8]  # 6 values in a 3-player game
        return _new(Agari, (
            who, from_seat, hand, melds, win_tile, fu, points, limit, yaku, yakuman,
            dora_indicators, ura_indicators, honba, sticks,
            (b0 * 100, b1 * 100, b2 * 100, b3 * 100), (d0 * 100, d1 * 100, d2 * 100, d3 * 100),
            pao_seat,
        ))  # fmt: skip

    # -- checked handlers ------------------------------------------------------------------------
    def _init_checked(self, el: etree._Element) -> RoundStart:
        seed = self._int_list(el, "seed", 6)
        round_index, honba, sticks, die1, die2, indicator = seed[:6]
        if not 0 <= round_index < 16 or honba < 0 or sticks < 0:
            raise self.error(f"seed={shown(el.get('seed'))} names no valid round")
        if not 0 <= indicator < 136:
            raise self.error(f"tile id out of range in seed: {indicator} (must be 0-135)")
        ten = self._int_list(el, "ten", self.player_count)
        dealer = self._int(el, "oya")
        players = self.player_count
        if not 0 <= dealer < players:
            raise self.error(
                f"oya={dealer} names a seat that does not exist in a {players}-player game"
            )
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
        scores = tuple([v * 100 for v in (ten + [0, 0, 0, 0])[:4]])
        return RoundStart(
            round_index, honba, sticks, (die1 + 1, die2 + 1), indicator, dealer,
            scores,  # type: ignore[arg-type]
            tuple(hands),
        )  # fmt: skip

    def _call(self, el: etree._Element) -> Event:
        if len(el.attrib) > 2:  # more than who and m: name what else is there
            self._check_attributes(el)
        who_text, code_text = el.get("who"), el.get("m")
        key = (self.sanma, who_text, code_text)
        cached = _CALLS.get(key)  # type: ignore[arg-type]
        if cached is not None:
            return cached
        # The texts read for the key give the numbers (no second get() each); anything unusual is
        # left to _decode_call's helpers, which word the error.
        try:
            who: int | None = int(who_text)  # type: ignore[arg-type]
            code: int | None = int(code_text)  # type: ignore[arg-type]
        except (TypeError, ValueError):
            who = code = None
        if who is not None and not 0 <= who < self.player_count:
            who = None
        event = self._decode_call(el, who, code)
        if len(_CALLS) >= _CACHE_LIMIT:
            _CALLS.clear()
            _MELDS.clear()
        _CALLS[key] = event  # type: ignore[index]
        _MELDS[(event.meld.code, event.seat)] = event.meld
        return event

    def _decode_call(
        self, el: etree._Element, who: int | None = None, code: int | None = None
    ) -> Call:
        """The call of an N element. ``who`` (a seat) and ``code``: read from it already; None:
        read here by the checked helpers."""
        if who is None or code is None:
            who = self._seat(el)
            code = self._int(el, "m")
        try:
            meld = decode_meld(code, who)
        except MeldCodeError as exc:
            raise self.error(str(exc)) from None
        if meld.from_seat is not None and meld.from_seat >= self.player_count:
            raise self.error(
                f"meld code {code} takes a tile from seat {meld.from_seat}, "
                f"which is empty in a 3-player game"
            )
        if self.sanma and meld.kind == 0:
            raise self.error("chi is not allowed in a 3-player game")
        if not self.sanma and meld.kind == 5:
            raise self.error("kita (North extraction) only exists in 3-player games")
        return _new(Call, (who, meld))

    def _reach_checked(self, el: etree._Element) -> Event:
        who = self._seat(el)
        step = self._int(el, "step")
        if step == 1:
            return RiichiDeclared(who)
        if step == 2:
            ten = el.get("ten")
            scores = None
            if ten is not None:
                values = self._int_list(el, "ten", self.player_count)
                scores = tuple(v * 100 for v in (values + [0, 0, 0, 0])[:4])
            return RiichiAccepted(who, scores)
        raise self.error(f"step={step}: a riichi has steps 1 and 2 only")

    def _dora(self, el: etree._Element) -> Event:
        if len(el.attrib) > 1:
            self._check_attributes(el)
        tile = self._int(el, "hai")
        if not 0 <= tile < 136:
            raise self.error(f"tile id out of range: {tile} (must be 0-135)")
        return NewDora(tile)

    def _score_change(self, el: etree._Element) -> tuple[tuple[int, ...], tuple[int, ...]]:
        sc = self._int_list(el, "sc", 2 * self.player_count)
        sc = (sc + [0] * 8)[:8]
        return tuple(v * 100 for v in sc[0::2]), tuple(v * 100 for v in sc[1::2])

    def _ba(self, el: etree._Element) -> tuple[int, int]:
        ba = self._int_list(el, "ba", 2)
        return ba[0], ba[1]

    def _owari(self, text: str | None) -> None:
        """The final scores (a result's ``owari``). Only shown, never replayed: a broken one is a
        warning, not a break (losing a whole game to its last attribute would help no one)."""
        if text is None:
            return
        if self._final_read is not None and self._final_read[0] == text:
            # The header read the last result's owari already; its round reads it again.
            self.final = self._final_read[1]
            return
        if len(text) > MAX_ATTRIBUTE_CHARS:
            return self._bad_owari(f"is {len(text)} characters long")
        try:
            values = [float(v) for v in text.split(",")]
        except ValueError:
            values = [math.nan]
        if not all(map(math.isfinite, values)):
            return self._bad_owari(f"{shown(text)} is not a list of numbers")
        if len(values) < 2 * self.player_count:
            return self._bad_owari(f"has {len(values)} values, expected {2 * self.player_count}")
        values = (values + [0.0] * 8)[:8]
        self.final = FinalResult(
            scores=tuple(round(v * 100) for v in values[0::2]),
            points=tuple(values[1::2]),
        )
        self._final_read = (text, self.final)

    def _bad_owari(self, what: str) -> None:
        self.owari_broken = True
        self.warn(
            f"round {self.round_ordinal}, element {self.element} <{self.tag}>: the final scores "
            f"(owari) are not shown: the attribute {what}"
        )

    def _agari_checked(self, el: etree._Element) -> Agari:
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
        self._owari(el.get("owari"))
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
        """A drawn round: the fast path of ``_ryuukyoku_checked`` (one read per attribute, no
        list padding), falling back to it on anything unusual."""
        get = el.get
        kind = get("type")
        players = self.player_count
        try:
            if kind is not None and kind not in RYUUKYOKU_TYPES:
                raise ValueError  # the checked handler warns about it
            ba, sc = get("ba"), get("sc")
            if len(ba) > MAX_ATTRIBUTE_CHARS or len(sc) > MAX_ATTRIBUTE_CHARS:
                raise ValueError
            honba, sticks = [*map(int, ba.split(","))][:2]
            sc_values = [*map(int, sc.split(","))]
            if len(sc_values) < 2 * players:
                raise ValueError
            revealed = []
            for name in HAND_ATTRIBUTES:
                text = get(name)
                if not text:
                    revealed.append(None)
                elif len(text) > MAX_ATTRIBUTE_CHARS:
                    raise ValueError
                else:
                    revealed.append(tuple(sorted(map(_tile_id, text.split(",")))))
        except (ValueError, KeyError, TypeError):
            return self._ryuukyoku_checked(el)
        self._owari(get("owari"))
        b0, d0, b1, d1, b2, d2, b3, d3 = (*sc_values, 0, 0)[:8]  # 6 values in a 3-player game
        return _new(Ryuukyoku, (
            kind, honba, sticks, (b0 * 100, b1 * 100, b2 * 100, b3 * 100),
            (d0 * 100, d1 * 100, d2 * 100, d3 * 100), tuple(revealed),
        ))  # fmt: skip

    def _ryuukyoku_checked(self, el: etree._Element) -> Event:
        kind = el.get("type")
        if kind is not None and kind not in RYUUKYOKU_TYPES:
            self.warn(f"unknown draw type {shown(kind)}", key=f"ryuukyoku:{kind}")
        honba, sticks = self._ba(el)
        scores_before, deltas = self._score_change(el)
        revealed = tuple(
            tuple(sorted(self._tiles(el, f"hai{seat}"))) if el.get(f"hai{seat}") else None
            for seat in range(4)
        )
        self._owari(el.get("owari"))
        return Ryuukyoku(
            kind=str(kind) if kind is not None else None,
            honba=honba,
            riichi_sticks=sticks,
            scores_before=scores_before,  # type: ignore[arg-type]
            deltas=deltas,  # type: ignore[arg-type]
            revealed=revealed,
        )


def _decode_name(raw: str) -> str:
    """A URL-encoded name. Tenhou escapes every byte (``%4E%69``), which bytes.fromhex reads at
    C speed; anything else goes through the general unquoting."""
    if len(raw) % 3 == 0 and raw[::3] == "%" * (len(raw) // 3):
        try:
            return bytes.fromhex(raw.replace("%", "")).decode("utf-8", "replace")
        except ValueError:
            pass
    return unquote_to_bytes(raw).decode("utf-8", "replace")


def _maybe_int(text: str) -> int | None:
    try:
        return int(text)
    except ValueError:
        return None


def _maybe_float(text: str) -> float | None:
    try:
        value = float(text)
    except ValueError:
        return None
    return value if math.isfinite(value) else None


def _out_of_range(number: str) -> bool:
    """Whether a ``-?[0-9]+`` text is a number outside 0-135 (leading zeros: any length)."""
    digits = number.lstrip("-").lstrip("0")
    return (number.startswith("-") and bool(digits)) or len(digits) > 3 or int(digits or 0) > 135


def short_tag(tag: str) -> str:
    """A tag name from the file, cut short for a message (names can be any length)."""
    return tag if len(tag) <= 20 else tag[:19] + "…"


# Handlers of the elements inside a round (draws and discards never get here). Plain functions in
# a module table, not bound methods kept on the parser: those would make each parser a reference
# cycle, keeping its whole XML tree alive until the cyclic collector found it.
ROUND_HANDLERS: dict[str, Callable[[_Parser, etree._Element], Event | None]] = {
    "N": _Parser._call,
    "REACH": _Parser._reach,
    "DORA": _Parser._dora,
    "AGARI": _Parser._agari,
    "RYUUKYOKU": _Parser._ryuukyoku,
    "BYE": _Parser._bye,
    "UN": _Parser._un_reconnect,
}
