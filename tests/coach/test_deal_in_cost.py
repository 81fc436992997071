"""L, the cost of a deal-in into a riichi hand (viewer/coach/deal_in_cost.py), and the script that
measures it (scripts/measure_deal_in_cost.py): its arithmetic on hand-written games of known
values, its reading against an independent count on a few corpus games, and the constants
against the whole corpus."""

from __future__ import annotations

import contextlib
import gzip
import io
import statistics
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from scripts.measure_deal_in_cost import Ron, corpus_paths, figures, main, measure, rons
from tests.conftest import MJLOG_CORPUS, requires_corpus
from tests.logbuilder import document, init
from viewer.coach import deal_in_cost
from viewer.formats.mjlog import parse_mjlog
from viewer.replay.loading import load_game_bytes

HANDS_4P = tuple(tuple(range(13 * s, 13 * s + 13)) for s in range(4))
HANDS_3P = (tuple(range(36, 49)), tuple(range(49, 62)), tuple(range(62, 75)), ())


def _agari(who: int, from_who: int, hand: tuple[int, ...], tile: int, ba: str, ten: str,
           yaku: str, sc: str, ura: bool = False, owari: str = "") -> str:  # fmt: skip
    hai = ",".join(map(str, sorted((*hand, tile))))
    extra = (' doraHaiUra="130"' if ura else "") + (f' owari="{owari}"' if owari else "")
    return (f'<AGARI ba="{ba}" hai="{hai}" machi="{tile}" ten="{ten}" yaku="{yaku}" '
            f'doraHai="135"{extra} who="{who}" fromWho="{from_who}" sc="{sc}"/>')  # fmt: skip


def game_4p() -> bytes:
    """East 1 (1 honba, 1 stick): non-dealer seat 1's riichi rons seat 2 for 7,700 (ippatsu).
    East 2: dealer seat 1's riichi rons seat 3's riichi declaration tile for 11,600 (seat 3's
    riichi is never accepted). East 3 (2 honba): a double ron on seat 0: seat 1 without riichi
    (its riichi of the rounds before does not count) for 2,000, then seat 3's riichi for 3,900."""
    win1 = _agari(1, 2, HANDS_4P[1], 54, "1,2", "30,7700,0", "1,1,2,1,52,2,53,0",
                  "250,0,240,100,250,-80,240,0", ura=True)  # fmt: skip
    east1 = (
        init(0, honba=1, sticks=1, hands=HANDS_4P, scores=(250, 250, 250, 240)),
        "<T52/><D52/>",
        '<U53/><REACH who="1" step="1"/><E53/><REACH who="1" step="2" ten="250,240,250,240"/>',
        "<V54/><F54/>",
        win1,
    )
    win2 = _agari(1, 3, HANDS_4P[1], 54, "0,1", "30,11600,0", "1,1,2,1,52,2,53,0",
                  "250,0,330,126,170,0,240,-116", ura=True)  # fmt: skip
    east2 = (
        init(1, hands=HANDS_4P, scores=(250, 340, 170, 240)),
        '<U52/><REACH who="1" step="1"/><E52/><REACH who="1" step="2" ten="250,330,170,240"/>',
        "<V53/><F53/>",
        '<W54/><REACH who="3" step="1"/><G54/>',
        win2,
    )
    win3a = _agari(1, 0, HANDS_4P[1], 54, "2,1", "30,2000,0", "8,1,52,1",
                   "250,-26,456,36,170,0,114,0")  # fmt: skip
    win3b = _agari(3, 0, HANDS_4P[3], 54, "2,0", "30,3900,0", "1,1,2,1,52,1,53,0",
                   "224,-39,492,0,170,0,114,39", ura=True,
                   owari="185,-31.5,492,59.2,170,-23.0,153,-4.7")  # fmt: skip
    east3 = (
        init(2, honba=2, hands=HANDS_4P, scores=(250, 456, 170, 124)),
        "<V52/><F52/>",
        '<W53/><REACH who="3" step="1"/><G53/><REACH who="3" step="2" ten="250,456,170,114"/>',
        "<T54/><D54/>",
        win3a,
        win3b,
    )
    return document(*east1, *east2, *east3)


def game_3p() -> bytes:
    """East 1 (2 honba, 0 sticks): non-dealer seat 2's riichi rons the dealer for 8,000; the
    dealer pays 8,400 (3-player honba: 200)."""
    win = _agari(2, 0, HANDS_3P[2], 78, "2,1", "30,8000,1", "1,1,2,1,52,2,53,1",
                 "350,-84,350,0,340,94,0,0", ura=True,
                 owari="266,-23.4,350,0.0,434,23.4,0,0.0")  # fmt: skip
    return document(
        init(0, honba=2, hands=HANDS_3P, scores=(350, 350, 350, 0)),
        "<T75/><D75/>",
        "<U76/><E76/>",
        '<V77/><REACH who="2" step="1"/><F77/><REACH who="2" step="2" ten="350,350,340,0"/>',
        "<T78/><D78/>",
        win,
        type_bits=185,
    )


def test_the_hand_written_games_replay_without_a_warning() -> None:
    for data in (game_4p(), game_3p()):
        loaded = load_game_bytes(data)
        assert loaded.warnings == () and loaded.problem is None


def test_a_riichi_ron_costs_the_value_tenhou_states() -> None:
    assert list(rons(parse_mjlog(game_4p()))) == [
        Ron(sanma=False, dealer=False, riichi=True, opened=False, ippatsu=True, points=7700,
            paid=8000, honba=300, pao=False),
        Ron(sanma=False, dealer=True, riichi=True, opened=False, ippatsu=True, points=11600,
            paid=11600, honba=0, pao=False),
        Ron(sanma=False, dealer=False, riichi=False, opened=False, ippatsu=False, points=2000,
            paid=2600, honba=600, pao=False),
        Ron(sanma=False, dealer=False, riichi=True, opened=False, ippatsu=True, points=3900,
            paid=3900, honba=0, pao=False),  # the second winner: no honba
    ]  # fmt: skip
    assert list(rons(parse_mjlog(game_3p()))) == [
        Ron(sanma=True, dealer=False, riichi=True, opened=False, ippatsu=True, points=8000,
            paid=8400, honba=400, pao=False),
    ]  # fmt: skip


def test_the_script_reports_the_values_of_a_folder(tmp_path: Path) -> None:
    folder = tmp_path / "source"
    folder.mkdir()
    (folder / "four.mjlog").write_bytes(game_4p())
    (folder / "four.mjlog.gz").write_bytes(gzip.compress(game_4p()))  # a twin: read once
    (folder / "three.mjlog").write_bytes(game_3p())
    assert [p.name for p in corpus_paths(tmp_path)] == ["four.mjlog", "three.mjlog"]
    found = measure(corpus_paths(tmp_path))
    assert figures(found, False, "riichi", False) == (2, 5800.0, 5800.0)  # 7,700 and 3,900
    assert figures(found, False, "riichi", True) == (1, 11600.0, 11600.0)
    assert figures(found, False, "dama", False) == (1, 2000.0, 2000.0)
    assert figures(found, False, "not riichi", False) == (1, 2000.0, 2000.0)
    assert figures(found, False, "open", False).rons == 0
    assert figures(found, True, "riichi", False) == (1, 8000.0, 8000.0)
    assert figures(found, False, "riichi", False, ippatsu=False).rons == 0

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main([str(tmp_path)]) == 0
    text = out.getvalue()
    assert text.startswith("2 games, 5 rons")
    assert "  riichi, non-dealer                     2    5,800    5,800\n" in text
    assert "  riichi, dealer                         1   11,600   11,600\n" in text
    assert "lost points + honba in 5 of 5 rons" in text


def test_a_missing_folder_is_an_error(tmp_path: Path) -> None:
    assert main([str(tmp_path / "absent")]) == 2


# -- real games ----------------------------------------------------------------------------------
# 4- and 3-player, 2009 logs among them, with riichi rons by dealers and non-dealers, double rons
# and rons on a riichi declaration tile.
SAMPLE = (
    "fastmaj/2014060513gm-00c1-0000-84fa529d&tw=1.mjlog",
    "fastmaj/2009082713gm-00e1-0000-8820f355&tw=3.mjlog",
    "mjx/2022060108gm-00a9-0000-b88afbd3.mjlog",
    "mahjong-hands/2009030818gm-00b9-0000-cf1a041a.mjlog",
    "agony5757-mahjong/2020010116gm-00b9-0000-3402acf2.mjlog",
)


def independent_rons(path: Path) -> list[tuple[bool, bool, int]]:
    """(dealer, riichi, points) of every ron, read from the XML itself: a riichi counts from its
    REACH step 2 to the end of the round."""
    dealer, accepted = -1, set[int]()
    found = []
    for element in ET.parse(path).getroot():
        if element.tag == "INIT":
            dealer, accepted = int(element.get("oya", "")), set()
        elif element.tag == "REACH" and element.get("step") == "2":
            accepted.add(int(element.get("who", "")))
        elif element.tag == "AGARI" and element.get("who") != element.get("fromWho"):
            who = int(element.get("who", ""))
            points = int(element.get("ten", "").split(",")[1])
            found.append((who == dealer, who in accepted, points))
    return found


@requires_corpus
@pytest.mark.corpus
def test_the_measure_agrees_with_an_independent_count_on_a_sample() -> None:
    kinds: set[tuple[bool, bool, bool]] = set()
    for name in SAMPLE:
        path = MJLOG_CORPUS / name
        found = measure([path])
        assert [(r.dealer, r.riichi, r.points) for r in found] == independent_rons(path), name
        assert all(r.paid == r.points + r.honba for r in found if not r.pao), name
        kinds.update((r.sanma, r.dealer, r.riichi) for r in found)
    for sanma in (False, True):
        for dealer in (False, True):
            assert (sanma, dealer, True) in kinds


@requires_corpus
@pytest.mark.corpus
def test_the_constants_are_the_corpus_means() -> None:
    found = measure(corpus_paths(MJLOG_CORPUS))
    means = {
        (sanma, dealer): statistics.fmean(
            r.points for r in found if r.sanma is sanma and r.riichi and r.dealer is dealer
        )
        for sanma in (False, True)
        for dealer in (False, True)
    }
    assert round(means[(False, True)], -2) == deal_in_cost.DEALER_RIICHI_LOSS
    assert round(means[(False, False)], -2) == deal_in_cost.NON_DEALER_RIICHI_LOSS
    assert round(means[(True, True)], -2) == deal_in_cost.SANMA_DEALER_RIICHI_LOSS
    assert round(means[(True, False)], -2) == deal_in_cost.SANMA_NON_DEALER_RIICHI_LOSS


def test_the_loss_by_seat_and_table() -> None:
    assert deal_in_cost.riichi_loss(dealer=True) == deal_in_cost.DEALER_RIICHI_LOSS
    assert deal_in_cost.riichi_loss(dealer=False) == deal_in_cost.NON_DEALER_RIICHI_LOSS
    assert deal_in_cost.riichi_loss(True, sanma=True) == deal_in_cost.SANMA_DEALER_RIICHI_LOSS
    assert deal_in_cost.riichi_loss(False, True) == deal_in_cost.SANMA_NON_DEALER_RIICHI_LOSS
    assert deal_in_cost.riichi_loss(False) < deal_in_cost.riichi_loss(True)
