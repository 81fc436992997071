"""Logs written from a seed's own walls: every round deals, draws and reveals what the wall says.

Made by the project's code (no real log is copied): each seat draws and discards the drawn tile in
turn until the live wall is empty, then the round is an exhaustive draw with nobody tenpai.
"""

from __future__ import annotations

from tests.logbuilder import header
from viewer.wall import walls_from_seed
from viewer.wall.layout import RoundWall

DRAW_TAGS = "TUVW"
DISCARD_TAGS = "DEFG"


def round_elements(number: int, wall: RoundWall, last: bool, shuffle: str | None = None) -> str:
    players = wall.players
    dealer = number % players
    hands = [",".join(map(str, wall.hand_of(s, dealer))) for s in range(players)]
    hands += [""] * (4 - players)
    hai = " ".join(f'hai{s}="{h}"' for s, h in enumerate(hands))
    ten = ",".join(["250"] * players + ["0"] * (4 - players))
    die1, die2 = wall.dice
    parts = [
        f'<INIT seed="{number},0,0,{die1 - 1},{die2 - 1},{wall.dora_indicators[0]}" '
        f'ten="{ten}" oya="{dealer}" {hai}' + (f' shuffle="{shuffle}"' if shuffle else "") + "/>"
    ]
    for turn, tile in enumerate(wall.draws):
        seat = (dealer + turn) % players
        parts.append(f"<{DRAW_TAGS[seat]}{tile}/><{DISCARD_TAGS[seat]}{tile}/>")
    sc = ",".join(["250,0"] * players + ["0,0"] * (4 - players))
    end = ""
    if last:
        end = ' owari="' + ",".join(["250,0.0"] * players + ["0,0.0"] * (4 - players)) + '"'
    parts.append(f'<RYUUKYOKU ba="0,0" sc="{sc}"{end}/>')
    return "".join(parts)


def log_from_seed(seed: str, rounds: int, sanma: bool = False) -> bytes:
    walls = walls_from_seed(seed, rounds, sanma)
    head = header(185 if sanma else 169, ("A", "B", "C") if sanma else ("A", "B", "C", "D"))
    head = head.replace("mt19937ar-sha512-n288-base64,test", seed)
    body = "".join(round_elements(n, w, n == rounds - 1) for n, w in enumerate(walls))
    return f'<mjloggm ver="2.3">{head}{body}</mjloggm>'.encode()


def log_from_round_seeds(seeds: list[str]) -> bytes:
    """An early-2009 style log: no SHUFFLE, each INIT with its own ``shuffle`` seed."""
    walls = [walls_from_seed(seed, 1, sanma=False)[0] for seed in seeds]
    head = header().replace('<SHUFFLE seed="mt19937ar-sha512-n288-base64,test" ref=""/>', "")
    body = "".join(round_elements(n, w, n == len(walls) - 1, seeds[n]) for n, w in enumerate(walls))
    return f'<mjloggm ver="2.3">{head}{body}</mjloggm>'.encode()
