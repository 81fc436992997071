"""Replay rules, event by event, on hand-written rounds (tests/logbuilder.py)."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.logbuilder import call, document, init
from viewer.domain.events import Agari, Call, Discard, Draw, NewDora, RiichiAccepted
from viewer.domain.melds import MeldKind
from viewer.formats.mjlog import MjlogError, parse_mjlog
from viewer.replay import BoardState, RiverTile, Timeline
from viewer.replay.packed import CALLED, HAND_BIT, NO_DRAWN, RIICHI, TSUMOGIRI, hands_of
from viewer.replay.state import NO_TILE

CHI, PON, KAKAN, DAIMINKAN, ANKAN, KITA = MeldKind
HANDS = (
    tuple(range(0, 13)),  # 1m x4, 2m x4, 3m x4, 4m
    (*range(13, 25), 52),  # 4m x3, 5m x4 (16 = red), 6m x4, 7m (24), 0p
    tuple(range(26, 39)),  # 7m x2, 8m x4, 9m x4, 1p x3
    tuple(range(39, 52)),  # 1p, 2p x4, 3p x4, 4p x4
)
TSUMO = (
    '<AGARI ba="0,1" hai="{hai}" machi="70" ten="30,7900,0" yaku="1,1,0,1" doraHai="135,134,133" '
    'doraHaiUra="132,131,130" who="3" fromWho="3" sc="250,-21,250,-21,250,-39,240,91" '
    'owari="229,-10.0,229,-10.0,211,-20.0,331,40.0"/>'
)
SEAT3_FINAL = tuple(sorted((*range(39, 52), 70)))
ROUND = (
    init(hands=HANDS),
    "<T60/><D12/>",  # 1: dealer draws, discards 4m from the hand
    call(1, CHI, (12, 16, 20), called=12, from_seat=0),  # 3
    "<E24/>",  # 4
    call(2, PON, (24, 26, 27), called=24, from_seat=1),  # 5
    "<F28/>",  # 6
    '<W61/><REACH who="3" step="1"/><G61/><REACH who="3" step="2" ten="250,250,250,240"/>',  # 7-10
    "<T62/><D62/><U63/><E63/>",  # 11-14
    "<V25/>",  # 15
    call(2, KAKAN, (24, 25, 26, 27), called=24, from_seat=1, added=25),  # 16
    '<V64/><DORA hai="134"/><F64/>',  # 17-19: open kan: rinshan draw, then the new indicator
    "<W65/><G65/><T66/>",  # 20-22
    call(0, ANKAN, (0, 1, 2, 3)),  # 23
    '<DORA hai="133"/><T67/><D67/>',  # 24-26: closed kan: the indicator comes first
    "<U68/><E68/><V69/><F69/><W70/>",  # 27-31
    TSUMO.format(hai=",".join(map(str, SEAT3_FINAL))),  # 32
)


@pytest.fixture(scope="module")
def states():
    record = parse_mjlog(document(*ROUND))
    assert record.truncation is None and record.warnings == ()
    return Timeline(record).states(0)


def test_one_step_per_event(states) -> None:
    assert len(states) == 33
    assert [type(s.event).__name__ for s in states[:5]] == [
        "RoundStart", "Draw", "Discard", "Call", "Discard",
    ]  # fmt: skip


def test_deal(states) -> None:
    start = states[0]
    assert start.hands[1] == tuple(sorted(HANDS[1]))
    assert start.drawn == (-1, -1, -1, -1)
    assert start.tiles_left == 70 and start.dora_indicators == (135,)
    assert start.scores == (25000, 25000, 25000, 25000)


def test_draw_is_kept_apart_and_counts_down_the_wall(states) -> None:
    assert states[1].drawn == (60, -1, -1, -1)
    assert states[1].hands[0] == HANDS[0]
    assert states[1].concealed(0) == (*HANDS[0], 60)
    assert states[1].tiles_left == 69


def test_tedashi_puts_the_drawn_tile_into_the_hand(states) -> None:
    assert states[2].river(0) == (RiverTile(12, False, False, False),)
    assert states[2].hands[0] == (*range(12), 60)
    assert states[2].drawn[0] == -1


def test_chi_marks_the_discard_called_and_takes_the_tiles(states) -> None:
    after = states[3]
    assert after.river(0)[-1].called
    assert after.melds[1][0].kind is CHI and after.melds[1][0].called == 12
    assert 16 not in after.hands[1] and 20 not in after.hands[1]
    assert len(after.hands[1]) == 11


def test_tsumogiri_and_riichi_declaration(states) -> None:
    declared = states[9]  # G61
    assert declared.river(3) == (RiverTile(61, True, True, False),)
    assert declared.riichi == (False,) * 4
    assert declared.scores[3] == 25000 and declared.riichi_sticks == 0


def test_riichi_stick_is_paid_at_step_two(states) -> None:
    accepted = states[10]
    assert isinstance(accepted.event, RiichiAccepted)
    assert accepted.riichi == (False, False, False, True)
    assert accepted.scores == (25000, 25000, 25000, 24000)
    assert accepted.riichi_sticks == 1


def test_kakan_upgrades_its_pon_in_place(states) -> None:
    after = states[16]
    assert isinstance(after.event, Call)
    (meld,) = after.melds[2]
    assert meld.kind is KAKAN and meld.tiles == (24, 25, 26, 27) and meld.added == 25
    assert meld.called == 24 and meld.from_seat == 1
    assert after.drawn[2] == -1 and 25 not in after.concealed(2)


def test_open_kan_dora_comes_after_the_rinshan_draw(states) -> None:
    assert isinstance(states[17].event, Draw) and states[17].dora_indicators == (135,)
    assert isinstance(states[18].event, NewDora) and states[18].dora_indicators == (135, 134)
    assert states[19].river(2)[-1] == RiverTile(64, True, False, False)


def test_ankan_dora_comes_before_the_rinshan_draw(states) -> None:
    after_kan = states[23]
    assert after_kan.melds[0][0].kind is ANKAN and after_kan.melds[0][0].called is None
    assert not set(range(4)) & set(after_kan.concealed(0))
    assert states[24].dora_indicators == (135, 134, 133)
    assert states[25].drawn[0] == 67


def test_rinshan_draws_count_down_the_wall(states) -> None:
    draws = sum(isinstance(s.event, Draw) for s in states)
    assert states[-1].tiles_left == 70 - draws


def test_agari_applies_the_score_changes_and_takes_the_sticks(states) -> None:
    win = states[-1]
    assert isinstance(win.event, Agari) and win.event.is_tsumo
    assert win.event.hand == SEAT3_FINAL == win.concealed(3)
    assert win.scores == (22900, 22900, 21100, 33100)
    assert win.riichi_sticks == 0


def test_going_back_returns_the_same_snapshot(states) -> None:
    record = parse_mjlog(document(*ROUND))
    timeline = Timeline(record)
    step = timeline.last()
    forward = timeline.snapshot(step)
    for _ in range(10):
        step = timeline.previous(step)
    for _ in range(10):
        step = timeline.next(step)
    assert timeline.snapshot(step) is forward


DECLARE_AND_RON = (
    init(hands=HANDS, sticks=1),
    '<T60/><REACH who="0" step="1"/><D60/>',
    '<AGARI ba="0,1" hai="{}" machi="60" ten="30,1000,0" yaku="8,1" doraHai="135" who="1" '
    'fromWho="0" sc="250,-10,250,20,250,0,250,0"/>'.format(
        ",".join(map(str, sorted((*HANDS[1], 60))))
    ),
    '<AGARI ba="0,0" hai="{}" machi="60" ten="30,1000,0" yaku="8,1" doraHai="135" who="2" '
    'fromWho="0" sc="240,-10,270,0,250,10,250,0" owari="230,0,270,0,260,0,250,0"/>'.format(
        ",".join(map(str, sorted((*HANDS[2], 60))))
    ),
)


def test_ron_on_the_declaration_tile_pays_no_stick_and_double_ron_takes_sticks_once() -> None:
    states = Timeline(parse_mjlog(document(*DECLARE_AND_RON))).states(0)
    declared = states[3]
    assert isinstance(declared.event, Discard)
    assert declared.river(0)[0].riichi and declared.riichi == (False,) * 4
    assert declared.scores[0] == 25000 and declared.riichi_sticks == 1
    first, second = states[4], states[5]
    assert first.scores == (24000, 27000, 25000, 25000) and first.riichi_sticks == 0
    assert second.scores == (23000, 27000, 26000, 25000)


SANMA_HANDS = (
    (*range(0, 4), *range(36, 45)),
    tuple(range(45, 58)),
    tuple(range(58, 71)),
    (),
)


def test_sanma_kita_and_replacement_draw() -> None:
    data = document(
        init(hands=SANMA_HANDS, scores=(350, 350, 350, 0)),
        "<T120/>",
        call(0, KITA, (120,)),
        "<T121/><D121/><U72/><E72/><V73/><F73/><T74/>",
        type_bits=185,
    )
    record = parse_mjlog(data)
    assert record.sanma and len(record.players) == 3
    assert record.truncation  # no result: cut off
    states = Timeline(record).states(0)
    assert states[0].tiles_left == 55
    kita = states[2]
    assert kita.melds[0][0].kind is KITA and 120 not in kita.concealed(0)
    assert states[3].drawn[0] == 121 and states[3].tiles_left == 53
    assert states[9].drawn[0] == 74  # seat 2 passes back to seat 0


@pytest.mark.parametrize(
    ("elements", "message"),
    [
        ("<T60/><D61/>", "seat 0 discards 7p (61), which is not in its hand"),
        ("<T60/><D60/><U60/>", "seat 1 draws 7p (60), which is already in play"),
        ("<T60/><D60/><V61/>", "seat 2 draws out of turn"),
        ("<T60/><D60/>" + call(2, PON, (60, 62, 63), called=60, from_seat=0),
         "seat 2 calls with 7p (62), which is not in its hand"),
        ("<T60/><D60/><U61/><E61/>" + call(2, PON, (60, 62, 63), called=60, from_seat=0),
         "seat 2's pon (meld code 23082) takes 7p (60) from seat 0, "
         "but the last discard is 7p (61) from seat 1"),
        ('<T60/><REACH who="1" step="1"/>',
         "seat 1 declares riichi out of turn (seat 0 is to discard)"),
        ('<T60/><D60/><REACH who="0" step="2"/>', "accepted before its declaration"),
    ],
)  # fmt: skip
def test_rule_breaks_name_the_element(elements: str, message: str) -> None:
    record = parse_mjlog(document(init(hands=HANDS), elements))
    with pytest.raises(MjlogError) as caught:
        Timeline(record).replay_all()
    assert message in str(caught.value)
    assert "(round 1, element " in str(caught.value)


def test_the_replay_names_an_element_as_the_records_reader_does() -> None:
    """The replay reads every format, so the name of the element in a message is the reader's
    (``GameRecord.element_name``): mjlog's tag, another reader's own name, or none at all."""
    record = parse_mjlog(document(init(hands=HANDS), "<T60/><D61/>"))
    assert record.element_name is not None
    named = {"mjlog": record, "other": dataclasses.replace(record, element_name=lambda e: "dahai")}
    unnamed = dataclasses.replace(record, element_name=None)
    messages = {}
    for name, game in [*named.items(), ("none", unnamed)]:
        with pytest.raises(MjlogError) as caught:
            Timeline(game).replay_all()
        messages[name] = str(caught.value)
    assert messages["mjlog"].endswith("(round 1, element 7 <D61>)")
    assert messages["other"].endswith("(round 1, element 7 <dahai>)")
    assert messages["none"].endswith("(round 1, element 7)")


@settings(max_examples=200, deadline=None)
@given(st.permutations(range(136)), st.lists(st.integers(0, 14), min_size=4, max_size=4))
def test_the_hands_int_holds_each_seats_tiles_exactly(tiles: list[int], sizes: list[int]) -> None:
    """The replay keeps all concealed tiles as one int (bit 136 * seat + tile); decoding it gives
    each seat's tiles back, ascending, whatever the tiles and hand sizes."""
    hands, mask, start = [], 0, 0
    for seat, size in enumerate(sizes):
        hand = tuple(sorted(tiles[start : start + size]))
        start += size
        hands.append(hand)
        for tile in hand:
            mask |= HAND_BIT[seat][tile]
    assert hands_of(mask) == tuple(hands)
    assert all(bits[NO_TILE] == 0 for bits in HAND_BIT)  # "no drawn tile" adds nothing


@pytest.mark.parametrize(
    ("index", "change", "message"),
    [
        (16, {"added": None}, "seat 2's kakan (code"),  # the KAKAN of ROUND
        (3, {"called": None}, "seat 1's chi (meld code"),  # the CHI of ROUND
    ],
)
def test_a_meld_missing_its_tile_is_refused(index: int, change: dict, message: str) -> None:
    """No mjlog meld code makes these melds, but a record from another reader could: the replay
    refuses them with a message instead of failing on a missing tile."""
    record = parse_mjlog(document(*ROUND))
    rnd = record.rounds[0]
    event = rnd.events[index]
    assert isinstance(event, Call)
    broken = event._replace(meld=event.meld._replace(**change))
    events = (*rnd.events[:index], broken, *rnd.events[index + 1 :])
    record = dataclasses.replace(record, rounds=(rnd._replace(events=events),))
    with pytest.raises(MjlogError) as caught:
        Timeline(record).replay_all()
    assert message in str(caught.value)
    assert str(caught.value).split(" (round")[0].endswith(("adds no tile", "takes no tile"))


def test_river_reads_every_entry_the_replay_stores() -> None:
    """A river is read through one table of shared RiverTile values: every tile with every
    combination of flags decodes to itself, and the same entry gives the same object."""
    flags = (0, TSUMOGIRI, RIICHI, CALLED, TSUMOGIRI | RIICHI, RIICHI | CALLED,
             TSUMOGIRI | CALLED, TSUMOGIRI | RIICHI | CALLED)  # fmt: skip
    entries = tuple(tile | flag for tile in range(136) for flag in flags)
    state = BoardState(None, (), NO_DRAWN, (entries, (), entries[:1], ()), (), (), (0,) * 4,
                       (False,) * 4, 0, 0, 0, 0, 0)  # fmt: skip
    river = state.river(0)
    assert len(river) == 136 * 8 and state.river(1) == ()
    for entry, tile in zip(entries, river, strict=True):
        assert tile == RiverTile(
            entry & 0xFF, bool(entry & TSUMOGIRI), bool(entry & RIICHI), bool(entry & CALLED)
        )
    assert state.river(2)[0] is river[0]
