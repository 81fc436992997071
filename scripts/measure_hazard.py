"""Measure h[e], the chance that a round which reached e tiles left ends there, on real logs.

    .venv/bin/python scripts/measure_hazard.py [CORPUS_DIR] [--module]

CORPUS_DIR defaults to ../shared/corpus/mjlog next to the repository; every game under it is read
once (a ``.gz`` twin of a plain file is skipped) with the viewer's own reader. The one-player value
model lets a hand draw until the wall is empty; in real games another seat often wins first. For
each round and each seat, the round *reached* every wall size e from its first (70 tiles left in
4-player games, 55 in 3-player ones: the live wall after the deal) down to the size it ended at,
and it *ended at* e, for that seat, when another seat won (a ron or a tsumo; the winners of a
double ron are not ended for themselves) or an abortive draw (nine terminals, four winds, four
riichi, four kans, triple ron) came while the wall held e tiles. An exhaustive draw (nagashi
mangan included) is where the model's own wall ends: not counted. The wall size follows the
replay's count (one fewer at every draw, the rinshan draws included).

    h[e] = seat-rounds ended at e / seat-rounds that reached e

4-player and 3-player games apart. The counts are the table ``viewer/coach/survival.py`` ships
(``--module`` prints them as its source lines); tests/coach/test_survival.py recomputes them from
the corpus and checks the shipped ones.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from scripts.measure_deal_in_cost import DEFAULT_CORPUS, corpus_paths  # noqa: E402
from viewer.domain.events import Agari, Draw, Ryuukyoku  # noqa: E402
from viewer.domain.record import GameRecord, RoundRecord  # noqa: E402
from viewer.formats.detect import read_game  # noqa: E402
from viewer.formats.errors import LogError  # noqa: E402
from viewer.replay.reducer import WALL_DRAWS  # noqa: E402

ABORTIVE = ("yao9", "kaze4", "reach4", "kan4", "ron3")

Counts = tuple[list[int], list[int]]  # (ended, reached) per wall size 0 ... the first


def round_end(rnd: RoundRecord, players: int) -> tuple[int, int] | None:
    """(the wall size at the round's end, the seats it ended for), or None when the round ends
    as the model's own wall does (an exhaustive draw) or never ends (a cut-off log)."""
    left = WALL_DRAWS[players]
    winners: set[int] = set()
    for event in rnd.events:
        if type(event) is Draw:
            if winners:
                break
            left -= 1
        elif type(event) is Agari:
            winners.add(event.seat)
        elif type(event) is Ryuukyoku:
            if winners:
                break
            if event.kind in ABORTIVE:
                return left, players
            return None
        elif winners:
            break
    if not winners:
        return None
    return left, players - len(winners & set(range(players)))


def reached_size(rnd: RoundRecord, players: int) -> int:
    """The smallest wall size the round reached."""
    return WALL_DRAWS[players] - sum(1 for event in rnd.events if type(event) is Draw)


def count(records: Iterable[GameRecord]) -> dict[int, Counts]:
    """Per player count: seat-rounds ended and reached at each wall size."""
    found: dict[int, Counts] = {}
    for record in records:
        players = record.rules.players
        size = WALL_DRAWS[players] + 1
        ended, reached = found.setdefault(players, ([0] * size, [0] * size))
        for rnd in record.rounds:
            end = round_end(rnd, players)
            low = reached_size(rnd, players) if end is None else end[0]
            for left in range(low, size):
                reached[left] += players
            if end is not None:
                ended[end[0]] += end[1]
    return found


def read_all(paths: Sequence[Path]) -> list[GameRecord]:
    records = []
    for path in paths:
        try:
            records.append(read_game(path))
        except LogError as exc:
            print(f"skipped {path}: {exc}", file=sys.stderr)
    return records


def module_lines(found: dict[int, Counts]) -> str:
    """The counts as ``viewer/coach/survival.py`` writes them."""
    lines = ["# fmt: off"]
    for players in (4, 3):
        ended, reached = found.get(players, ([], []))
        lines.append(f"COUNTS_{players}P = (  # (ended, reached) at e = 0, 1, ...")
        row = "   "
        for pair in zip(ended, reached, strict=True):
            piece = f" ({pair[0]}, {pair[1]}),"
            if len(row) + len(piece) > 99:
                lines.append(row)
                row = "   "
            row += piece
        lines += [row, ")"]
    lines.append("# fmt: on")
    return "\n".join(lines)


def report(found: dict[int, Counts], games: int) -> str:
    lines = [f"{games} games"]
    for players in (4, 3):
        if players not in found:
            continue
        ended, reached = found[players]
        rounds = reached[-1] // players
        lines += ["", f"{players}-player: {rounds} rounds", "   e  ended  reached      h[e]"]
        for left in range(len(ended) - 1, -1, -1):
            share = ended[left] / reached[left] if reached[left] else 0.0
            lines.append(f"{left:>4} {ended[left]:>6} {reached[left]:>8}  {share:8.4f}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("corpus", nargs="?", type=Path, default=DEFAULT_CORPUS,
                        help="folder of mjlog games (default: %(default)s)")  # fmt: skip
    parser.add_argument("--module", action="store_true",
                        help="print the counts as viewer/coach/survival.py has them")  # fmt: skip
    args = parser.parse_args(argv)
    if not args.corpus.is_dir():
        print(f"error: {args.corpus} is not a folder", file=sys.stderr)
        return 2
    paths = corpus_paths(args.corpus)
    found = count(read_all(paths))
    print(module_lines(found) if args.module else report(found, len(paths)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
