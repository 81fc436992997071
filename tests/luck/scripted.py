"""A round written by hand (``HANDS``, ``PLAY``), and rounds played from a seed's own walls so
that every wall fact can be checked: the deal and every draw are the wall's, each seat keeps the
tiles that lower its shanten (the coach's), and a pon can be made once, by the first seat (not
the discarder's right) holding a pair of a discard.

Made by the project's code (no real log is copied), in the manner of tests/wall/wall_logs.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tests.logbuilder import call, header
from tests.wall.wall_logs import DISCARD_TAGS, DRAW_TAGS
from viewer.analysis.hand import kind_counts
from viewer.coach.shanten import shanten
from viewer.domain.melds import MeldKind
from viewer.wall import walls_from_seed
from viewer.wall.layout import RoundWall

# Seat 0 is tenpai at the deal on 5-pin alone (123m 456m 789m 123p + 5p, id 53); seat 2 holds
# the red 5-pin (52). Seat 0 draws East (108) and lets it go, draws 5-pin (54: a hit) and lets it
# go, then draws 6-pin (57) and keeps it, throwing its 5-pin: a new tenpai on 6-pin alone.
HANDS = (
    (0, 4, 8, 12, 17, 20, 24, 28, 32, 36, 40, 44, 53),
    (1, 5, 9, 13, 18, 21, 25, 29, 33, 37, 41, 45, 56),
    (2, 6, 10, 14, 19, 22, 26, 30, 34, 38, 42, 46, 52),
    (3, 7, 11, 15, 23, 27, 31, 35, 39, 43, 47, 64, 68),
)
PLAY = (
    "<T108/><D108/><U112/><E112/><V116/><F116/><W120/><G120/>"  # steps 1-8
    "<T54/><D54/><U113/><E113/><V117/><F117/><W121/><G121/>"  # steps 9-16
    "<T57/><D53/>"  # steps 17-18
)


@dataclass
class Played:
    """What the script did, for the tests to work facts out from."""

    elements: list[str] = field(default_factory=list)
    pon: tuple[int, int, int, int] | None = None  # (board step, caller, discarder, live drawn)


def keep_best(hand: list[int], forbidden: int | None = None) -> int:
    """The tile whose discard leaves the lowest shanten (the highest id among equals)."""
    best: tuple[int, int] | None = None
    for tile in sorted(set(hand), reverse=True):
        if tile >> 2 == forbidden:
            continue
        rest = list(hand)
        rest.remove(tile)
        value = shanten(kind_counts(rest))
        if best is None or value < best[0]:
            best = (value, tile)
    assert best is not None
    return best[1]


def play_round(number: int, wall: RoundWall, pon: bool, last: bool) -> Played:
    """One round of a 4-player game from ``wall``: East ``number`` + 1, no honba."""
    dealer = number % 4
    hands = [list(wall.hand_of(s, dealer)) for s in range(4)]
    hai = " ".join(f'hai{s}="{",".join(map(str, hands[s]))}"' for s in range(4))
    die1, die2 = wall.dice
    played = Played([
        f'<INIT seed="{number},0,0,{die1 - 1},{die2 - 1},{wall.dora_indicators[0]}" '
        f'ten="250,250,250,250" oya="{dealer}" {hai}/>'
    ])  # fmt: skip
    steps = 0
    turn = dealer
    for live, tile in enumerate(wall.draws):
        hands[turn].append(tile)
        out = keep_best(hands[turn])
        hands[turn].remove(out)
        played.elements.append(f"<{DRAW_TAGS[turn]}{tile}/><{DISCARD_TAGS[turn]}{out}/>")
        steps += 2
        if pon and played.pon is None:
            caller = _caller(hands, turn, out)
            if caller is not None:
                pair = [t for t in hands[caller] if t >> 2 == out >> 2][:2]
                for tile_id in pair:
                    hands[caller].remove(tile_id)
                played.elements.append(call(caller, MeldKind.PON, (*pair, out), out, turn))
                steps += 1
                played.pon = (steps, caller, turn, live + 1)
                thrown = keep_best(hands[caller], forbidden=out >> 2)
                hands[caller].remove(thrown)
                played.elements.append(f"<{DISCARD_TAGS[caller]}{thrown}/>")
                steps += 1
                turn = caller
        turn = (turn + 1) % 4
    end = ' owari="250,0.0,250,0.0,250,0.0,250,0.0"' if last else ""
    played.elements.append(f'<RYUUKYOKU ba="0,0" sc="250,0,250,0,250,0,250,0"{end}/>')
    return played


def _caller(hands: list[list[int]], turn: int, out: int) -> int | None:
    for offset in (2, 3):  # not the discarder's right: a pon that moves the turn
        seat = (turn + offset) % 4
        if sum(1 for t in hands[seat] if t >> 2 == out >> 2) >= 2:
            return seat
    return None


def scripted_log(seed: str, rounds: int, pon_in: int | None = None) -> tuple[bytes, list[Played]]:
    """A game of ``rounds`` rounds from ``seed``; round ``pon_in`` (0-based) has one pon."""
    walls = walls_from_seed(seed, rounds, False)
    played = [play_round(n, w, n == pon_in, n == rounds - 1) for n, w in enumerate(walls)]
    head = header().replace("mt19937ar-sha512-n288-base64,test", seed)
    body = "".join("".join(p.elements) for p in played)
    return f'<mjloggm ver="2.3">{head}{body}</mjloggm>'.encode(), played
