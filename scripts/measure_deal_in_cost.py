"""Measure L, what a deal-in costs, on real Tenhou logs: the mean value of a ron into a riichi hand.

    .venv/bin/python scripts/measure_deal_in_cost.py [CORPUS_DIR]

CORPUS_DIR defaults to ../shared/corpus/mjlog next to the repository; every file under it is read
once (a ``.gz`` twin of a plain file is skipped). Each game is read with the viewer's own reader
(``viewer.formats.detect.read_game``); every ron (an ``Agari`` whose discarder is another seat)
counts once, a double ron twice (the discarder pays both). Its cost is ``Agari.points``, the
points Tenhou writes in the AGARI ``ten`` attribute: the hand's value without honba and riichi
sticks, ura dora and ippatsu included. A ron is a riichi ron when the winner's riichi was accepted
(REACH step 2) earlier in the round; it is split by the winner being the dealer or not, and
4-player from 3-player. Rons by hands without riichi (closed dama, open) are measured alongside.

As a check of the reading, each ron's ``points`` is compared with what the discarder's score lost
(the AGARI ``sc`` delta): the two differ by the honba only (300 a honba in 4-player, 200 in
3-player, to the first winner of a double ron), except under pao, where the discarder pays half.

The figures feed ``viewer/coach/deal_in_cost.py``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import NamedTuple

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from viewer.domain.events import Agari, RiichiAccepted  # noqa: E402
from viewer.domain.record import GameRecord  # noqa: E402
from viewer.formats.detect import read_game  # noqa: E402

DEFAULT_CORPUS = REPO.parent / "shared" / "corpus" / "mjlog"
IPPATSU = 2  # Tenhou's yaku id
CATEGORIES = ("riichi", "dama", "open", "not riichi")  # "not riichi": dama and open together


class Ron(NamedTuple):
    """One ron, as its discarder pays it."""

    sanma: bool
    dealer: bool  # the winner is the dealer
    riichi: bool  # the winner's riichi was accepted before the win
    opened: bool  # the winner has a called meld (chi, pon, open kan)
    ippatsu: bool
    points: int  # the hand's value (AGARI ten), without honba and sticks
    paid: int  # what the discarder's score lost at this win
    honba: int  # what of ``paid`` is honba (0 for the later winners of a double ron)
    pao: bool

    def category(self) -> str:
        return "riichi" if self.riichi else ("open" if self.opened else "dama")

    def is_in(self, category: str) -> bool:
        return self.category() == category or (category == "not riichi" and not self.riichi)


def rons(record: GameRecord) -> Iterator[Ron]:
    """Every ron of a game, in order (a double ron gives two)."""
    per_honba = 200 if record.sanma else 300
    for rnd in record.rounds:
        accepted: set[int] = set()
        first = True
        for event in rnd.events:
            if type(event) is RiichiAccepted:
                accepted.add(event.seat)
            elif type(event) is Agari:
                if not event.is_tsumo:
                    yield Ron(
                        sanma=record.sanma,
                        dealer=event.seat == rnd.dealer,
                        riichi=event.seat in accepted,
                        opened=any(meld.from_seat is not None for meld in event.melds),
                        ippatsu=any(yaku == IPPATSU for yaku, _ in event.yaku),
                        points=event.points,
                        paid=-event.deltas[event.from_seat],
                        honba=event.honba * per_honba if first else 0,
                        pao=event.pao_seat is not None,
                    )
                first = False


def corpus_paths(folder: Path) -> list[Path]:
    """The games under ``folder``, each once: ``name.gz`` is left out when ``name`` is there."""
    files = sorted(p for p in folder.rglob("*") if p.is_file())
    present = set(files)
    return [p for p in files if not (p.suffix == ".gz" and p.with_suffix("") in present)]


def measure(paths: Iterable[Path]) -> list[Ron]:
    return [ron for path in paths for ron in rons(read_game(path))]


class Summary(NamedTuple):
    rons: int
    mean: float
    median: float

    def __str__(self) -> str:
        if not self.rons:
            return f"{0:>6} {'-':>8} {'-':>8}"
        return f"{self.rons:>6} {self.mean:>8,.0f} {self.median:>8,.0f}"


def summary(values: Iterable[int]) -> Summary:
    data = list(values)
    if not data:
        return Summary(0, 0.0, 0.0)
    return Summary(len(data), statistics.fmean(data), float(statistics.median(data)))


def figures(found: Iterable[Ron], sanma: bool, category: str, dealer: bool,
            ippatsu: bool | None = None) -> Summary:  # fmt: skip
    """The points of the rons of one kind (``ippatsu`` None: with and without)."""
    return summary(
        r.points for r in found
        if r.sanma is sanma and r.is_in(category) and r.dealer is dealer
        and (ippatsu is None or r.ippatsu is ippatsu)
    )  # fmt: skip


def report(found: Sequence[Ron], games: int) -> str:
    lines = [f"{games} games, {len(found)} rons (each win of a double ron counted)"]
    for sanma in (False, True):
        lines += ["", f"{'3' if sanma else '4'}-player rons: points (AGARI ten, no honba/sticks)"]
        lines.append(f"  {'winner':<34}{'count':>6} {'mean':>8} {'median':>8}")
        for category in CATEGORIES:
            for dealer in (True, False):
                label = f"{category}, {'dealer' if dealer else 'non-dealer'}"
                lines.append(f"  {label:<34}{figures(found, sanma, category, dealer)}")
        for dealer in (True, False):
            for ippatsu in (True, False):
                label = f"riichi, {'dealer' if dealer else 'non-dealer'}, "
                label += "ippatsu" if ippatsu else "no ippatsu"
                lines.append(f"  {label:<34}{figures(found, sanma, 'riichi', dealer, ippatsu)}")
    plain = sum(r.paid == r.points + r.honba for r in found)
    pao = sum(r.pao for r in found)
    lines += [
        "",
        f"check: the discarder lost points + honba in {plain} of {len(found)} rons; "
        f"under pao (the discarder pays half; counted above at the full value): {pao}",
    ]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("corpus", nargs="?", type=Path, default=DEFAULT_CORPUS,
                        help="folder of mjlog games (default: %(default)s)")  # fmt: skip
    args = parser.parse_args(argv)
    if not args.corpus.is_dir():
        print(f"error: {args.corpus} is not a folder", file=sys.stderr)
        return 2
    paths = corpus_paths(args.corpus)
    print(report(measure(paths), len(paths)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
