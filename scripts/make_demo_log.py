"""Write ``resources/demo.mjlog``: the made-up game the viewer opens when it is given no file.

The game is written by hand as a script of plays (below, ``GAME``) and played out by a small
table simulator that allocates tile ids, tracks hands, rivers, melds, scores and riichi sticks,
and writes Tenhou's XML exactly the way Tenhou writes it (mjlog-format.md). Nothing comes from a
real log. The script is deterministic: running it twice gives the same bytes (a test checks).

What the game shows (an East-only 4-player game, 4 rounds):

- East 1: a chi, a pon, a riichi, and a ron that pays the riichi player (ura dora shown).
- East 2: a pon of Haku upgraded to a kakan (new dora after the rinshan draw), then a tsumo.
- East 3: an ankan (new dora right after the call), a second riichi, and an exhaustive draw with
  two tenpai hands shown and noten payments; the riichi stick stays on the table.
- East 4 (1 honba, 1 stick): a daiminkan whose rinshan tile, thrown at once, is ronned; the new
  dora (flipped before that discard) counts. The game ends with ``owari``.

The plan states plays and, for each win, the yaku and fu a scorer would write down; the
simulator does the arithmetic (points, payments, sticks, honba, final points). The tests in
tests/demo check the result against the ``mahjong`` package and the replay invariants.

Filler draws (``"?"``) take the next unused tile of a fixed shuffle that neither completes the
drawer's hand nor lets anyone ron it, so that nobody ever skips a win.

Usage: ``python scripts/make_demo_log.py [OUTPUT]`` (default: resources/demo.mjlog).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:  # run from a checkout without installing
    sys.path.insert(0, str(REPO))

from mahjong.shanten import Shanten  # noqa: E402

from viewer.domain.melds import Meld, MeldKind, decode_meld, encode_meld  # noqa: E402
from viewer.domain.tiles import RED_FIVES, parse_kind, tile_name  # noqa: E402

DEFAULT_OUTPUT = REPO / "resources" / "demo.mjlog"

GO_TYPE = 0xA1  # 鳳東喰赤: Houou table, East-only, open tanyao, red fives, normal speed
START_SCORE = 25000
RETURN_SCORE = 30000  # East-only: the game goes on into South unless someone has this much
UMA = (20, 10, -10, -20)  # points by rank; the top also gets the oka (what the others lose)
WALL_DRAWS = 70


class Player(NamedTuple):
    name: str
    dan: int
    rate: float
    sex: str


PLAYERS = (
    Player("さくら", 16, 2105.46, "F"),
    Player("Kestrel", 17, 2051.32, "M"),
    Player("ぽんこつ", 18, 2210.80, "M"),
    Player("Marlin", 16, 2033.07, "F"),
)


# -- the plan: plays and results ------------------------------------------------------------------
class Win(NamedTuple):
    """What a scorer writes for a win: Tenhou yaku ids with han (Tenhou's order), and fu."""

    yaku: tuple[tuple[int, int], ...]
    fu: int


class Turn(NamedTuple):
    """The seat to play draws ``draw`` ("?" = filler) and discards ``discard`` ("*" = tsumogiri)."""

    draw: str
    discard: str = "*"
    riichi: bool = False


class Chi(NamedTuple):
    seat: int
    using: str  # the two tiles from the hand, e.g. "3m 4m"
    discard: str


class Pon(NamedTuple):
    seat: int
    discard: str


class Daiminkan(NamedTuple):
    """Kan on the last discard: rinshan draw, new dora indicator, then ``discard``."""

    seat: int
    discard: str = "*"


class Kakan(NamedTuple):
    """The seat to play draws, adds a tile of ``kind`` to its pon, draws a rinshan tile."""

    draw: str
    kind: str
    discard: str = "*"


class Ankan(NamedTuple):
    draw: str
    kind: str
    discard: str = "*"


class Tsumo(NamedTuple):
    draw: str
    win: Win


class Ron(NamedTuple):
    seat: int
    win: Win


class Exhaust(NamedTuple):
    """Filler turns until the wall is empty, then the exhaustive draw; ``tenpai`` as checked."""

    tenpai: tuple[int, ...]


Action = Turn | Chi | Pon | Daiminkan | Kakan | Ankan | Tsumo | Ron | Exhaust


class RoundPlan(NamedTuple):
    label: str  # "E1" ...: checked against the round the results lead to
    dice: tuple[int, int]
    hands: tuple[str, str, str, str]  # 13 tiles per seat, space separated ("0p" = red five)
    dora: str
    actions: tuple[Action, ...]
    kan_dora: tuple[str, ...] = ()
    rinshan: tuple[str, ...] = ()
    ura: tuple[str, ...] = ()  # one per indicator, only used when a riichi player wins


GAME: tuple[RoundPlan, ...] = (
    RoundPlan(
        label="E1",
        dice=(2, 5),
        hands=(
            "1m 9m 1p 4m 2z 3z 5z 6z 3m 6m 7p 2s 8s",
            "3m 4m 6m 5p 6p 7p 2s 2s 6s 7s 4p 8p 9s",
            "2m 3m 4m 8m 8m 4p 0p 6p 3s 4s 6s 7s 1z",
            "6z 6z 1s 2s 3s 5m 6m 7m 9m 9m 4p 5p 1p",
        ),
        dora="3p",
        ura=("2z",),
        actions=(
            Turn("?", "2z"),
            Turn("?", "9s"),
            Turn("2p", "1z"),
            Turn("?"),
            Turn("5m"),
            Chi(1, "3m 4m", "8p"),
            Turn("?"),
            Turn("?"),
            Turn("?", "6z"),
            Pon(3, "1p"),
            Turn("?", "1m"),
            Turn("?"),
            Turn("5s", "2p", riichi=True),
            Turn("?"),
            Turn("?", "3z"),
            Turn("?"),
            Turn("?"),
            Turn("8s"),
            Ron(2, Win(yaku=((1, 1), (7, 1), (8, 1), (52, 1), (54, 1), (53, 0)), fu=30)),
        ),
    ),
    RoundPlan(
        label="E2",
        dice=(4, 1),
        hands=(
            "1z 1z 2s 3s 4m 5m 6m 9p 3p 4p 7z 7m 4z",
            "1m 2p 3p 5p 7m 8m 9m 3z 3z 1s 5s 7s 6z",
            "5z 1p 1p 2p 4s 5s 6s 7p 8p 9p 2z 2z 8m",
            "5z 5z 2m 3m 4m 6p 7p 3s 4s 9s 9s 1m 4z",
        ),
        dora="1m",
        kan_dora=("8s",),
        rinshan=("9m",),
        actions=(
            Turn("?", "6z"),
            Turn("?", "5z"),
            Pon(3, "4z"),
            Turn("?", "4z"),
            Turn("?", "1s"),
            Turn("?", "8m"),
            Turn("8p", "1m"),
            Turn("?", "7z"),
            Turn("?", "9m"),
            Turn("?"),
            Kakan("5z", "5z"),
            Turn("?"),
            Turn("?"),
            Turn("?"),
            Tsumo("5s", Win(yaku=((18, 1), (52, 3)), fu=40)),
        ),
    ),
    RoundPlan(
        label="E3",
        dice=(6, 3),
        hands=(
            "7z 7z 7z 1p 2p 3p 3m 9m 8m 8m 5s 6s 2z",
            "7s 7s 9p 1m 9m 1p 4z 4z 6z 3z 5m 8p 2p",
            "4s 5z 1s 9s 2z 2z 3z 6m 7m 6z 7p 1z 4p",
            "2m 3m 4m 6p 7p 8p 2s 3s 4s 9p 9p 5z 1m",
        ),
        dora="8p",
        kan_dora=("3s",),
        rinshan=("4m",),
        actions=(
            Turn("?", "1z"),
            Turn("5z", "1m"),
            Ankan("7z", "7z", "9m"),
            Turn("?", "1m"),
            Turn("?", "7p"),
            Turn("?"),
            Turn("5m", "2z", riichi=True),
            Turn("?", "3z"),
            Turn("?", "1s"),
            Exhaust(tenpai=(0, 3)),
        ),
    ),
    RoundPlan(
        label="E4",
        dice=(3, 3),
        hands=(
            "3z 1z 2z 9p 1s 5m 7m 2p 3p 6p 7s 9s 4z",
            "3z 3z 3z 1m 2m 7p 8p 1s 2s 4z 5z 6z 7z",
            "3m 4m 5m 6m 7m 8m 2p 3p 4p 6s 7s 5p 1z",
            "3m 7m 8m 1p 4p 8p 9p 2s 3s 9s 2z 4z 6z",
        ),
        dora="9m",
        kan_dora=("5s",),
        rinshan=("8s",),
        actions=(
            Turn("?", "2z"),
            Turn("?", "1z"),
            Turn("?", "7z"),
            Turn("5p", "1z"),
            Turn("?", "4z"),
            Turn("?", "3z"),
            Daiminkan(1),
            Ron(2, Win(yaku=((7, 1), (8, 1), (52, 1)), fu=30)),
        ),
    ),
)


# -- tiles -----------------------------------------------------------------------------------------
class PlanError(ValueError):
    """The plan breaks a rule (a tile used twice, a missed win, a call that cannot be made)."""


def split_tiles(text: str) -> list[str]:
    return text.split()


class TileBank:
    """Hands out tile ids: a plain five is never the red copy unless written ``0``."""

    def __init__(self) -> None:
        self.used: set[int] = set()

    def take(self, text: str) -> int:
        kind = parse_kind(text)
        if text[0] == "0":
            copies = [0]
        elif kind < 27 and kind % 9 == 4:
            copies = [1, 2, 3]
        else:
            copies = [0, 1, 2, 3]
        for copy in copies:
            tile = 4 * kind + copy
            if tile not in self.used:
                self.used.add(tile)
                return tile
        raise PlanError(f"no copy of {text} left")


def counts34(tiles: Sequence[int]) -> list[int]:
    counts = [0] * 34
    for tile in tiles:
        counts[tile >> 2] += 1
    return counts


def is_complete(concealed: Sequence[int]) -> bool:
    """A complete shape (melds aside): 3n+2 concealed tiles forming sets and a pair."""
    return Shanten.calculate_shanten(counts34(concealed)) == Shanten.AGARI_STATE


def is_tenpai(concealed: Sequence[int]) -> bool:
    return shanten(concealed) == 0


def shanten(concealed: Sequence[int]) -> int:
    return Shanten.calculate_shanten(counts34(concealed))


def connectivity(hand: Sequence[int], tile: int) -> int:
    """How much a tile works with the rest of the hand: copies of it, and (suits) neighbours."""
    kind = tile >> 2
    score = 0
    for other in hand:
        if other == tile:
            continue
        k = other >> 2
        if k == kind:
            score += 3
        elif kind < 27 and k // 9 == kind // 9 and abs(k - kind) <= 2:
            score += 2 if abs(k - kind) == 1 else 1
    if score == 0 and (kind >= 27 or kind % 9 in (0, 8)):
        score = -1  # a lone honour or terminal goes first
    return score


# -- scoring arithmetic ----------------------------------------------------------------------------
def ceil100(value: int) -> int:
    return -(-value // 100) * 100


def hand_value(han: int, fu: int) -> tuple[int, int]:
    """(base points, limit code 0-5) for a non-yakuman hand, no kiriage."""
    if han >= 13:
        return 8000, 5
    if han >= 11:
        return 6000, 4
    if han >= 8:
        return 4000, 3
    if han >= 6:
        return 3000, 2
    base = fu * 2 ** (han + 2)
    if han >= 5 or base >= 2000:
        return 2000, 1
    return base, 0


def format_points(tenths: int) -> str:
    sign = "-" if tenths < 0 else ""
    whole, frac = divmod(abs(tenths), 10)
    return f"{sign}{whole}.{frac}"


def final_points(scores: Sequence[int]) -> list[int]:
    """Tenhou's final points in tenths: (score - 30000)/1000 + uma; the top takes the rest."""
    order = sorted(range(4), key=lambda s: (-scores[s], s))
    points = [0] * 4
    for rank, seat in enumerate(order[1:], start=1):
        points[seat] = (scores[seat] - RETURN_SCORE) // 100 + UMA[rank] * 10
    points[order[0]] = -sum(points)
    return points


def quote_name(name: str) -> str:
    """Tenhou percent-encodes every byte of a name, ASCII included."""
    return "".join(f"%{b:02X}" for b in name.encode("utf-8"))


def ids(tiles: Sequence[int]) -> str:
    return ",".join(str(t) for t in tiles)


def ten(scores: Sequence[int]) -> str:
    return ",".join(str(s // 100) for s in scores)


# -- the table -------------------------------------------------------------------------------------
class RoundResult(NamedTuple):
    scores: tuple[int, ...]
    dealer_keeps: bool
    draw: bool  # exhaustive draw (honba goes up, sticks stay)
    sticks: int


class Table:
    """Plays one round of a plan and appends its XML elements to ``out``."""

    def __init__(
        self,
        plan: RoundPlan,
        round_index: int,
        honba: int,
        sticks: int,
        scores: tuple[int, ...],
        out: list[str],
        shuffle_seed: int,
    ) -> None:
        self.plan = plan
        self.round_index = round_index
        self.dealer = round_index % 4
        self.honba = honba
        self.sticks = sticks
        self.scores = list(scores)
        self.out = out
        self.bank = TileBank()
        self.hands: list[list[int]] = []
        for text in plan.hands:
            tiles = split_tiles(text)
            if len(tiles) != 13:
                raise PlanError(f"{plan.label}: a starting hand has {len(tiles)} tiles")
            self.hands.append([self.bank.take(t) for t in tiles])
        self.dora = [self.bank.take(plan.dora)]
        self.kan_dora = [self.bank.take(t) for t in plan.kan_dora]
        self.ura = [self.bank.take(t) for t in plan.ura]
        self.rinshan = [self.bank.take(t) for t in plan.rinshan]
        # Explicit draws are allocated now, in play order, so filler never takes them.
        self.planned_draws: list[int] = []
        for action in plan.actions:
            draw = getattr(action, "draw", "?")
            if draw != "?":
                self.planned_draws.append(self.bank.take(draw))
        pool = [t for t in range(136) if t not in self.bank.used]
        random.Random(shuffle_seed).shuffle(pool)
        self.pool = pool
        self.planned = iter(self.planned_draws)
        self.deal_order = [list(h) for h in self.hands]
        for seat, hand in enumerate(self.deal_order):
            random.Random(shuffle_seed * 10 + seat).shuffle(hand)
        self.melds: list[list[Meld]] = [[], [], [], []]
        self.riichi = [False] * 4
        self.turn = self.dealer
        self.drawn: int | None = None  # the tile the seat to play just drew
        self.last_discard: tuple[int, int] | None = None
        self.draws = 0
        self.first_turn = [True] * 4
        self.called = False  # any call ends everyone's first go-around

    # -- output --------------------------------------------------------------------------------
    def emit(self, element: str) -> None:
        self.out.append(element)

    def emit_init(self) -> None:
        seed = (
            f"{self.round_index},{self.honba},{self.sticks},"
            f"{self.plan.dice[0] - 1},{self.plan.dice[1] - 1},{self.dora[0]}"
        )
        hai = " ".join(f'hai{s}="{ids(self.deal_order[s])}"' for s in range(4))
        self.emit(f'<INIT seed="{seed}" ten="{ten(self.scores)}" oya="{self.dealer}" {hai}/>')

    # -- helpers -------------------------------------------------------------------------------
    def fail(self, message: str) -> PlanError:
        return PlanError(f"{self.plan.label}, draw {self.draws}: {message}")

    def find(self, seat: int, text: str, avoid: int | None = None) -> int:
        """A tile of the hand matching ``text``; a plain five is never the red one."""
        kind = parse_kind(text)
        red_wanted = text[0] == "0"
        candidates = [
            t for t in sorted(self.hands[seat]) if t >> 2 == kind and (t in RED_FIVES) == red_wanted
        ]
        preferred = [t for t in candidates if t != avoid]
        if preferred:
            return preferred[0]
        if candidates:
            return candidates[0]
        raise self.fail(f"seat {seat} has no {text} ({tiles_text(self.hands[seat])})")

    def concealed_with(self, seat: int, tile: int) -> list[int]:
        return [*self.hands[seat], tile]

    def filler(self, seat: int, keep: bool) -> int:
        """The next pool tile that gives nobody a win, preferring a natural one.

        A tile to be thrown at once is best one the drawer has no use for (and not a red five);
        a tile to be kept (another tile is thrown) is best one that helps the hand.
        """
        before = shanten(self.hands[seat])
        fallback: int | None = None
        for i, tile in enumerate(self.pool):
            hand = self.concealed_with(seat, tile)
            if is_complete(hand) or (not keep and self.ron_seats(seat, tile)):
                continue
            helps = shanten(hand) < before
            if helps == keep and tile not in RED_FIVES:
                del self.pool[i]
                return tile
            if fallback is None:
                fallback = i
        if fallback is None:
            raise self.fail(f"no safe filler tile left for seat {seat}")
        return self.pool.pop(fallback)

    def weakest(self, seat: int) -> int | None:
        """The safe tile a plain player would throw: keeps the best shanten, least connected."""
        hand = self.hands[seat]
        best: tuple[int, int, int, int] | None = None
        choice = None
        for tile in sorted(set(hand)):
            if self.ron_seats(seat, tile):
                continue
            rest = list(hand)
            rest.remove(tile)
            key = (shanten(rest), connectivity(hand, tile), tile in RED_FIVES, -tile)
            if best is None or key < best:
                best, choice = key, tile
        return choice

    def auto_turn(self, seat: int, may_tenpai: bool) -> None:
        """A filler turn of the exhaustive-draw phase: riichi and tenpai hands throw the draw;
        others keep a useful draw and throw their weakest tile (staying noten if they must)."""
        self.draw(seat, self.filler(seat, keep=False))
        drawn = self.drawn
        if self.riichi[seat] or is_tenpai([t for t in self.hands[seat] if t != drawn]):
            self.discard(seat, "*", None)
            return
        tile = self.weakest(seat)
        if tile is not None and tile != drawn:
            rest = list(self.hands[seat])
            rest.remove(tile)
            if may_tenpai or shanten(rest) > 0:
                self.discard(seat, tile_name(tile), None, exact=tile)
                return
        self.discard(seat, "*", None)

    def ron_seats(self, discarder: int, tile: int) -> list[int]:
        return [s for s in range(4) if s != discarder and is_complete(self.concealed_with(s, tile))]

    def next_is(self, actions: Sequence[Action], i: int, kind: type) -> Action | None:
        if i + 1 < len(actions) and isinstance(actions[i + 1], kind):
            return actions[i + 1]
        return None

    # -- plays ---------------------------------------------------------------------------------
    def draw(self, seat: int, tile: int, winning: bool = False) -> None:
        if self.draws >= WALL_DRAWS:
            raise self.fail("the wall is empty")
        if is_complete(self.concealed_with(seat, tile)) != winning:
            what = "completes" if not winning else "does not complete"
            raise self.fail(f"seat {seat}'s draw {tile_name(tile)} {what} its hand")
        self.draws += 1
        self.hands[seat].append(tile)
        self.drawn = tile
        if self.first_turn[seat] and not self.called:
            kinds = {t >> 2 for t in self.hands[seat] if t >> 2 >= 27 or (t >> 2) % 9 in (0, 8)}
            if len(kinds) >= 9:
                raise self.fail(f"seat {seat} could abort the hand (kyuushu kyuuhai)")
        self.first_turn[seat] = False
        self.emit(f"<{'TUVW'[seat]}{tile}/>")

    def discard(
        self, seat: int, text: str, ron_follows: Ron | None, exact: int | None = None
    ) -> int:
        if exact is not None:
            tile: int | None = exact
        else:
            tile = self.drawn if text == "*" else self.find(seat, text, avoid=self.drawn)
        if tile is None:
            raise self.fail(f"seat {seat} has no drawn tile to throw")
        if self.riichi[seat] and tile != self.drawn:
            raise self.fail(f"seat {seat} is in riichi and must throw its draw")
        self.hands[seat].remove(tile)
        self.emit(f"<{'DEFG'[seat]}{tile}/>")
        winners = self.ron_seats(seat, tile)
        expected = [ron_follows.seat] if ron_follows else []
        if winners != expected:
            raise self.fail(f"{tile_name(tile)} from seat {seat} is a win for seats {winners}")
        self.last_discard = (seat, tile)
        self.drawn = None
        self.turn = (seat + 1) % 4
        return tile

    def call(self, seat: int, meld: Meld) -> Meld:
        """Write the N element; the meld code comes from the project's own encoder."""
        code = encode_meld(meld, seat)
        meld = meld._replace(code=code)
        if decode_meld(code, seat) != meld:
            raise self.fail(f"meld code {code} does not decode to {meld}")
        self.emit(f'<N who="{seat}" m="{code}"/>')
        self.called = True
        return meld

    def take_discard(self, seat: int, kind: MeldKind, using: list[int]) -> Meld:
        if self.last_discard is None:
            raise self.fail("a call with no discard to take")
        discarder, tile = self.last_discard
        if discarder == seat:
            raise self.fail("a seat cannot call its own discard")
        if kind is MeldKind.CHI and discarder != (seat - 1) % 4:
            raise self.fail("chi only from the previous seat")
        if self.riichi[seat]:
            raise self.fail("a riichi hand cannot call")
        for t in using:
            self.hands[seat].remove(t)
        meld = self.call(seat, Meld(kind, tuple(sorted([tile, *using])), tile, discarder, None, 0))
        self.melds[seat].append(meld)
        self.last_discard = None
        self.drawn = None
        self.turn = seat
        return meld

    def kan_draw_and_dora(self, seat: int, closed: bool) -> None:
        """Rinshan draw and kan dora in Tenhou's order (mjlog-format.md section 6)."""
        if not self.rinshan or not self.kan_dora:
            raise self.fail("the plan lacks a rinshan tile or a kan dora indicator")
        indicator = self.kan_dora.pop(0)
        if closed:  # ankan: the indicator is turned over at once, before the rinshan draw
            self.dora.append(indicator)
            self.emit(f'<DORA hai="{indicator}"/>')
            self.draw(seat, self.rinshan.pop(0))
        else:  # open kan: turned over after the rinshan draw, before the discard
            self.draw(seat, self.rinshan.pop(0))
            self.dora.append(indicator)
            self.emit(f'<DORA hai="{indicator}"/>')

    def play(self) -> RoundResult:
        self.emit_init()
        actions = self.plan.actions
        self.planned = iter(self.planned_draws)
        result: RoundResult | None = None
        for i, action in enumerate(actions):
            if result is not None:
                raise self.fail("a play after the result")
            ron_next = self.next_is(actions, i, Ron)
            if isinstance(action, Turn):
                self.play_turn(action, ron_next)
            elif isinstance(action, Chi):
                using = [self.find(action.seat, t) for t in split_tiles(action.using)]
                self.take_discard(action.seat, MeldKind.CHI, using)
                self.discard(action.seat, action.discard, ron_next)
            elif isinstance(action, Pon):
                self.take_discard(action.seat, MeldKind.PON, self.same_kind(action.seat)[:2])
                self.discard(action.seat, action.discard, ron_next)
            elif isinstance(action, Daiminkan):
                using = self.same_kind(action.seat)
                if len(using) != 3:
                    raise self.fail("daiminkan needs three tiles in the hand")
                self.take_discard(action.seat, MeldKind.DAIMINKAN, using)
                self.kan_draw_and_dora(action.seat, closed=False)
                self.discard(action.seat, action.discard, ron_next)
            elif isinstance(action, Kakan):
                self.play_kakan(action, ron_next)
            elif isinstance(action, Ankan):
                self.play_ankan(action, ron_next)
            elif isinstance(action, Tsumo):
                seat = self.turn
                self.draw(seat, next(self.planned), winning=True)
                assert self.drawn is not None
                result = self.agari(seat, seat, self.drawn, action.win)
            elif isinstance(action, Ron):
                if self.last_discard is None:
                    raise self.fail("a ron with no discard")
                discarder, tile = self.last_discard
                self.hands[action.seat].append(tile)
                result = self.agari(action.seat, discarder, tile, action.win)
            elif isinstance(action, Exhaust):
                result = self.exhaust(action.tenpai)
        if result is None:
            raise self.fail("the round has no result")
        if self.kan_dora or self.rinshan:
            raise self.fail("unused kan dora indicators or rinshan tiles in the plan")
        return result

    def same_kind(self, seat: int) -> list[int]:
        """The seat's tiles of the last discard's kind (for pon and daiminkan)."""
        if self.last_discard is None:
            raise self.fail("a call with no discard to take")
        kind = self.last_discard[1] >> 2
        return sorted(t for t in self.hands[seat] if t >> 2 == kind)

    def play_turn(self, action: Turn, ron_next: Action | None) -> None:
        seat = self.turn
        keep = action.discard != "*"
        tile = self.filler(seat, keep) if action.draw == "?" else next(self.planned)
        self.draw(seat, tile)
        if action.riichi:
            self.declare_riichi(seat)
        self.discard(seat, action.discard, ron_next)
        if action.riichi:
            if not is_tenpai(self.hands[seat]):
                raise self.fail(f"seat {seat} declares riichi without tenpai")
            if not ron_next:  # a ronned declaration tile is never paid for
                self.accept_riichi(seat)

    def play_kakan(self, action: Kakan, ron_next: Action | None) -> None:
        seat = self.turn
        self.draw(seat, next(self.planned))
        kind = parse_kind(action.kind)
        added = self.find(seat, action.kind)
        pons = [
            i
            for i, m in enumerate(self.melds[seat])
            if m.kind is MeldKind.PON and m.tiles[0] >> 2 == kind
        ]
        if not pons:
            raise self.fail(f"seat {seat} has no pon of {action.kind}")
        if self.ron_seats(seat, added):
            raise self.fail("the kakan tile could be robbed (chankan)")
        pon = self.melds[seat][pons[0]]
        self.hands[seat].remove(added)
        tiles = tuple(sorted((*pon.tiles, added)))
        kakan = Meld(MeldKind.KAKAN, tiles, pon.called, pon.from_seat, added, 0)
        self.melds[seat][pons[0]] = self.call(seat, kakan)
        self.drawn = None
        self.kan_draw_and_dora(seat, closed=False)
        self.discard(seat, action.discard, ron_next)

    def play_ankan(self, action: Ankan, ron_next: Action | None) -> None:
        seat = self.turn
        self.draw(seat, next(self.planned))
        kind = parse_kind(action.kind)
        four = sorted(t for t in self.hands[seat] if t >> 2 == kind)
        if len(four) != 4:
            raise self.fail(f"seat {seat} has no four {action.kind} for an ankan")
        for t in four:
            self.hands[seat].remove(t)
        ankan = Meld(MeldKind.ANKAN, tuple(four), None, None, None, 0)
        self.melds[seat].append(self.call(seat, ankan))
        self.drawn = None
        self.kan_draw_and_dora(seat, closed=True)
        self.discard(seat, action.discard, ron_next)

    def declare_riichi(self, seat: int) -> None:
        if any(m.is_open for m in self.melds[seat]) or self.riichi[seat]:
            raise self.fail(f"seat {seat} cannot declare riichi")
        if self.scores[seat] < 1000 or WALL_DRAWS - self.draws < 4:
            raise self.fail(f"seat {seat} cannot pay for riichi or the wall is too short")
        self.emit(f'<REACH who="{seat}" step="1"/>')

    def accept_riichi(self, seat: int) -> None:
        self.riichi[seat] = True
        self.scores[seat] -= 1000
        self.sticks += 1
        self.emit(f'<REACH who="{seat}" ten="{ten(self.scores)}" step="2"/>')

    # -- results -------------------------------------------------------------------------------
    def agari(self, who: int, from_who: int, win_tile: int, win: Win) -> RoundResult:
        hand = sorted(self.hands[who])
        if not is_complete(hand):
            raise self.fail(f"seat {who}'s hand is not complete")
        han = sum(h for _, h in win.yaku)
        base, limit = hand_value(han, win.fu)
        dealer = who == self.dealer
        deltas = [0] * 4
        if who == from_who:
            for payer in range(4):
                if payer == who:
                    continue
                share = 2 * base if dealer or payer == self.dealer else base
                deltas[payer] = -(ceil100(share) + 100 * self.honba)
            points = -sum(deltas) - 300 * self.honba
        else:
            points = ceil100(base * (6 if dealer else 4))
            deltas[from_who] = -(points + 300 * self.honba)
        deltas[who] = -sum(deltas) + 1000 * self.sticks
        melds = ",".join(str(m.code) for m in reversed(self.melds[who]))
        yaku = ",".join(f"{y},{h}" for y, h in win.yaku)
        sc = ",".join(f"{s // 100},{d // 100}" for s, d in zip(self.scores, deltas, strict=True))
        parts = [
            f'ba="{self.honba},{self.sticks}"',
            f'hai="{ids(hand)}"',
            *([f'm="{melds}"'] if melds else []),
            f'machi="{win_tile}"',
            f'ten="{win.fu},{points},{limit}"',
            f'yaku="{yaku}"',
            f'doraHai="{ids(self.dora)}"',
            *([f'doraHaiUra="{ids(self.ura[: len(self.dora)])}"'] if self.riichi[who] else []),
            f'who="{who}"',
            f'fromWho="{from_who}"',
            f'sc="{sc}"',
        ]
        if self.riichi[who] != any(y == 53 for y, _ in win.yaku):
            raise self.fail("ura dora (53) is listed iff the winner is in riichi")
        if self.riichi[who] and len(self.ura) < len(self.dora):
            raise self.fail("the plan lacks ura indicators")
        self.emit("<AGARI " + " ".join(parts))
        scores = tuple(s + d for s, d in zip(self.scores, deltas, strict=True))
        return RoundResult(scores, dealer_keeps=dealer, draw=False, sticks=0)

    def exhaust(self, tenpai: tuple[int, ...]) -> RoundResult:
        while self.draws < WALL_DRAWS:
            self.auto_turn(self.turn, may_tenpai=self.turn in tenpai)
        actual = tuple(s for s in range(4) if is_tenpai(self.hands[s]))
        if actual != tenpai:
            raise self.fail(f"tenpai seats are {actual}, the plan says {tenpai}")
        deltas = [0] * 4
        if 0 < len(tenpai) < 4:
            gain, loss = 3000 // len(tenpai), 3000 // (4 - len(tenpai))
            deltas = [gain if s in tenpai else -loss for s in range(4)]
        sc = ",".join(f"{s // 100},{d // 100}" for s, d in zip(self.scores, deltas, strict=True))
        shown = " ".join(f'hai{s}="{ids(sorted(self.hands[s]))}"' for s in tenpai)
        self.emit(f'<RYUUKYOKU ba="{self.honba},{self.sticks}" sc="{sc}" {shown}')
        scores = tuple(s + d for s, d in zip(self.scores, deltas, strict=True))
        return RoundResult(scores, self.dealer in tenpai, draw=True, sticks=self.sticks)


def tiles_text(tiles: Sequence[int]) -> str:
    return " ".join(tile_name(t) for t in sorted(tiles))


# -- the game --------------------------------------------------------------------------------------
def header() -> list[str]:
    names = " ".join(f'n{s}="{quote_name(p.name)}"' for s, p in enumerate(PLAYERS))
    dan = ",".join(str(p.dan) for p in PLAYERS)
    rate = ",".join(f"{p.rate:.2f}" for p in PLAYERS)
    sx = ",".join(p.sex for p in PLAYERS)
    return [
        f'<GO type="{GO_TYPE}" lobby="0"/>',
        f'<UN {names} dan="{dan}" rate="{rate}" sx="{sx}"/>',
        '<TAIKYOKU oya="0"/>',
    ]


def round_label(round_index: int) -> str:
    return f"{'ESWN'[round_index // 4]}{round_index % 4 + 1}"


def game_over(round_index: int, result: RoundResult) -> bool:
    """East-only: over when someone is below zero, or after East 4 (no renchan) with 30000."""
    if min(result.scores) < 0:
        return True
    last_hand = round_index >= 3 and not result.dealer_keeps
    return last_hand and max(result.scores) >= RETURN_SCORE


def build() -> str:
    """The whole log as text (one line, like Tenhou's, plus a final newline)."""
    out = ['<mjloggm ver="2.3">', *header()]
    scores: tuple[int, ...] = (START_SCORE,) * 4
    round_index = honba = sticks = 0
    for number, plan in enumerate(GAME):
        if plan.label != round_label(round_index):
            raise PlanError(f"plan {plan.label} is played as {round_label(round_index)}")
        table = Table(plan, round_index, honba, sticks, scores, out, shuffle_seed=number + 1)
        result = table.play()
        over = game_over(round_index, result)
        if over != (number == len(GAME) - 1):
            raise PlanError(f"{plan.label}: the game {'ends' if over else 'goes on'} here")
        final = list(result.scores)
        if over:
            top = min(range(4), key=lambda s: (-final[s], s))
            final[top] += 1000 * result.sticks  # sticks left after a final draw go to the top
            owari = ",".join(
                f"{s // 100},{format_points(p)}"
                for s, p in zip(final, final_points(final), strict=True)
            )
            out[-1] += f' owari="{owari}"'
        out[-1] += "/>"
        scores = result.scores
        sticks = result.sticks
        if result.dealer_keeps:
            honba += 1
        else:
            round_index += 1
            honba = honba + 1 if result.draw else 0
    out.append("</mjloggm>")
    return "".join(out) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) > 1:
        print("usage: make_demo_log.py [OUTPUT]", file=sys.stderr)
        return 2
    output = Path(args[0]) if args else DEFAULT_OUTPUT
    try:
        text = build()
    except PlanError as exc:
        print(f"make_demo_log: {exc}", file=sys.stderr)
        return 1
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_bytes(text.encode("ascii"))
    print(f"wrote {output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
