"""Board geometry, without Qt: seats rotate, rivers wrap, melds turn towards their giver."""

from __future__ import annotations

import subprocess
import sys

import pytest

from viewer.domain.events import Agari, Discard, RoundStart
from viewer.domain.melds import Meld, MeldKind, decode_meld, encode_meld
from viewer.domain.tiles import parse_tiles
from viewer.replay.packed import CALLED, RIICHI, TILE_MASK, TSUMOGIRI
from viewer.replay.state import NO_TILE, BoardState, RiverTile
from viewer.ui.geometry import (
    BACK,
    BOARD_SIZE,
    ROW_RIGHT,
    TILE_H,
    TILE_W,
    Rect,
    hand_row,
    meld_pieces,
    river_rects,
    tile_line,
)
from viewer.ui.layout import layout_board


def river_tile(entry: int) -> RiverTile:
    """A river entry as the replay packs it, decoded (hand-made rivers in these tests)."""
    return RiverTile(
        entry & TILE_MASK, bool(entry & TSUMOGIRI), bool(entry & RIICHI), bool(entry & CALLED)
    )


def make_state(players: int = 4, **changes: object) -> BoardState:
    hands = [parse_tiles("123m456p789s1122z"), parse_tiles("234m567p888s3344z"),
             parse_tiles("345m678p999s5566z"), parse_tiles("789m111p222s3377z")]  # fmt: skip
    if players == 3:
        hands[3] = ()
    start = RoundStart(0, 0, 0, (1, 1), 130, 0, (25000,) * 4, tuple(hands))
    state = BoardState(
        event=start, hands=tuple(tuple(sorted(h)) for h in hands), drawn=(NO_TILE,) * 4,
        rivers=((),) * 4, melds=((),) * 4, dora_indicators=(130,), scores=(25000,) * 4,
        riichi=(False,) * 4, riichi_sticks=0, honba=0, tiles_left=70, round_index=0, dealer=0,
    )  # fmt: skip
    return state._replace(**changes)


def centre_of(rects: list[Rect]) -> tuple[float, float]:
    xs = [r.centre[0] for r in rects]
    ys = [r.centre[1] for r in rects]
    return sum(xs) / len(xs), sum(ys) / len(ys)


@pytest.mark.parametrize("viewpoint", [0, 1, 2, 3])
def test_viewpoint_seat_is_at_the_bottom_and_the_others_counter_clockwise(viewpoint: int) -> None:
    layout = layout_board(make_state(), viewpoint=viewpoint)
    where = {}
    for seat in range(4):
        x, y = centre_of([s.rect for s in layout.seat_sprites(seat, "hand")])
        where[seat] = (x, y)
    assert where[viewpoint][1] > 150  # bottom
    assert where[(viewpoint + 1) % 4][0] > 150  # right: the next seat
    assert where[(viewpoint + 2) % 4][1] < -150  # top: the opposite seat
    assert where[(viewpoint + 3) % 4][0] < -150  # left: the previous seat
    assert layout.positions[viewpoint] == 0


def test_tiles_face_their_owner() -> None:
    layout = layout_board(make_state(), viewpoint=0)
    for seat, quarter in ((0, 0), (1, 1), (2, 2), (3, 3)):
        assert {s.quarter for s in layout.seat_sprites(seat, "hand")} == {quarter}


def test_three_player_game_has_three_seats() -> None:
    layout = layout_board(make_state(players=3), players=3)
    assert sorted(layout.positions) == [0, 1, 2]
    assert not layout.seat_sprites(3)
    assert {label.text for label in layout.labels if label.role == "wind"} == {"東", "南", "西"}


def test_river_rows_of_six_and_the_third_row_carries_on() -> None:
    rects = [r for r, _ in river_rects([river_tile(0)] * 22)]
    rows = sorted({r.y for r in rects})
    assert len(rows) == 3
    assert [r.y for r in rects[:6]] == [rows[0]] * 6
    assert rects[6].y == rows[1] and rects[6].x == rects[0].x
    assert all(r.y == rows[2] for r in rects[12:])  # tiles 19-22 continue the third row
    assert rects[18].x == pytest.approx(rects[17].right)


def test_riichi_tile_is_sideways_or_the_next_one_when_called() -> None:
    plain = river_rects([river_tile(e) for e in (1, 2 | RIICHI, 3)])
    assert [s for _, s in plain] == [False, True, False]
    assert plain[1][0].w == TILE_H and plain[1][0].h == TILE_W
    called = river_rects([river_tile(e) for e in (1, 2 | RIICHI | CALLED, 3 | TSUMOGIRI, 4)])
    assert [s for _, s in called] == [False, False, True, False]


@pytest.mark.parametrize(("from_seat", "index"), [(3, 0), (2, 1), (1, 2)])
def test_called_tile_turns_towards_the_seat_it_came_from(from_seat: int, index: int) -> None:
    tiles = (40, 41, 42)
    meld = Meld(MeldKind.PON, tiles, 41, from_seat, None, 0)
    meld = decode_meld(encode_meld(meld, 0), 0)
    pieces, _ = meld_pieces(meld, seat=0)
    assert [p.sideways for p in pieces].index(True) == index
    assert pieces[index].tile == meld.called


def test_daiminkan_from_the_next_seat_lies_sideways_on_the_right() -> None:
    meld = Meld(MeldKind.DAIMINKAN, (40, 41, 42, 43), 43, 1, None, 0)
    pieces, width = meld_pieces(meld, seat=0)
    assert [p.sideways for p in pieces] == [False, False, False, True]
    assert width == 3 * TILE_W + TILE_H


def test_kakan_stacks_the_added_tile_on_the_sideways_one() -> None:
    meld = Meld(MeldKind.KAKAN, (40, 41, 42, 43), 41, 3, 43, 0)
    pieces, width = meld_pieces(meld, seat=0)
    assert width == 2 * TILE_W + TILE_H
    sideways = [p for p in pieces if p.sideways]
    assert len(sideways) == 2
    low, high = sorted(sideways, key=lambda p: -p.rect.y)
    assert high.rect.x == low.rect.x and high.rect.bottom == pytest.approx(low.rect.y)
    assert high.tile == 43


def test_ankan_shows_its_ends_face_down_and_a_red_five_face_up() -> None:
    meld = Meld(MeldKind.ANKAN, (16, 17, 18, 19), None, None, None, 0)
    pieces, _ = meld_pieces(meld, seat=0)
    assert pieces[0].tile == BACK and pieces[3].tile == BACK
    assert 16 in [p.tile for p in pieces[1:3]]


def test_first_meld_is_in_the_right_hand_corner_and_later_ones_to_its_left() -> None:
    first = Meld(MeldKind.PON, (40, 41, 42), 40, 2, None, 0)
    second = Meld(MeldKind.CHI, (0, 4, 8), 0, 3, None, 0)
    row = hand_row(7, True, (first, second), seat=0)
    first_x = min(p.rect.x for p in row.melds[0])
    second_right = max(p.rect.right for p in row.melds[1])
    assert second_right < first_x
    assert row.drawn is not None and row.drawn.x > row.hand[-1].right  # set apart


def test_kita_sit_in_the_corner_right_of_the_melds() -> None:
    """Sanma: the kita group takes the right-hand corner and the melds go to its left, as
    Tenhou log viewers draw it (see docs/user-guide.md, "Three-player games") and as the result
    popup's tile line already has it."""
    pon = Meld(MeldKind.PON, (40, 41, 42), 40, 2, None, 0)
    kita = Meld(MeldKind.KITA, (120,), None, None, None, 0)
    row = hand_row(7, False, (kita, pon), seat=0)
    assert len(row.kita) == 1 and len(row.melds) == 1
    assert row.kita[0].x > max(p.rect.right for p in row.melds[0])
    assert row.kita[0].right == pytest.approx(ROW_RIGHT)


def test_crowded_row_shrinks_instead_of_overlapping() -> None:
    kans = [Meld(MeldKind.DAIMINKAN, tuple(range(4 * k, 4 * k + 4)), 4 * k, 1, None, 0)
            for k in (27, 28, 29, 30)]  # fmt: skip
    row = hand_row(1, True, kans, seat=0)
    assert row.scale < 1
    rects = [*row.hand, row.drawn] + [p.rect for m in row.melds for p in m]
    assert all(not a.overlaps(b) for i, a in enumerate(rects) for b in rects[i + 1 :] if a != b)


def test_closed_hands_show_only_the_viewpoint_face_up() -> None:
    layout = layout_board(make_state(), viewpoint=1, open_hands=False)
    assert all(s.tile != BACK for s in layout.seat_sprites(1, "hand"))
    for seat in (0, 2, 3):
        assert {s.tile for s in layout.seat_sprites(seat, "hand")} == {BACK}
    opened = layout_board(make_state(), viewpoint=1, open_hands=True)
    assert all(s.tile != BACK for s in opened.sprites if s.zone == "hand")


def test_tsumogiri_shading_and_called_tiles_follow_the_flags() -> None:
    rivers = ((5 | TSUMOGIRI, 9 | CALLED), (), (), ())
    state = make_state(rivers=rivers)
    shaded = layout_board(state, shade_tsumogiri=True).seat_sprites(0, "river")
    plain = layout_board(state, shade_tsumogiri=False).seat_sprites(0, "river")
    assert [s.shade for s in shaded] == [True, False]
    assert [s.shade for s in plain] == [False, False]
    assert [s.dim for s in shaded] == [False, True]


def test_last_discard_is_highlighted() -> None:
    state = make_state(rivers=((5, 9), (), (), ()), event=Discard(0, 9))
    river = layout_board(state).seat_sprites(0, "river")
    assert [s.highlight for s in river] == [False, True]


def test_dora_marks_only_when_asked() -> None:
    # indicator 130 is 6z (hatsu): the dora is 7z (chun), which seat 3 holds twice
    marked = layout_board(make_state(), mark_dora=True)
    assert {s.tile >> 2 for s in marked.sprites if s.dora} == {33}
    assert not any(s.dora for s in layout_board(make_state()).sprites)


def test_five_dora_slots_unrevealed_ones_face_down() -> None:
    dora = [s for s in layout_board(make_state()).sprites if s.zone == "dora"]
    assert [s.tile for s in dora] == [130, BACK, BACK, BACK, BACK]


def test_agari_reveals_the_winners_hand_with_the_win_tile_apart() -> None:
    hand = parse_tiles("234m567p888s3344z")
    win_tile = hand[-1]
    win = Agari(1, 0, tuple(sorted(hand)), (), win_tile, 30, 2000, 0, ((7, 1),), (), (130,),
                (), 0, 0, (25000,) * 4, (-2000, 2000, 0, 0), None)  # fmt: skip
    state = make_state(event=win, hands=make_state().hands, rivers=((win_tile,), (), (), ()))
    layout = layout_board(state, viewpoint=0, open_hands=False)
    drawn = layout.seat_sprites(1, "drawn")
    assert [s.tile for s in drawn] == [win_tile] and drawn[0].highlight
    assert BACK not in {s.tile for s in layout.seat_sprites(1, "hand")}
    assert layout.seat_sprites(0, "river")[-1].highlight  # the ron tile in the discarder's river


def test_nothing_overlaps_on_a_busy_board() -> None:
    pon = Meld(MeldKind.KAKAN, (40, 41, 42, 43), 41, 3, 43, 0)
    ankan = Meld(MeldKind.ANKAN, (16, 17, 18, 19), None, None, None, 0)
    melds = ((pon, ankan),) * 4
    hands = tuple(tuple(range(60 + 8 * s, 60 + 8 * s + 5)) for s in range(4))
    rivers = tuple(tuple(range(100, 118)) for _ in range(4))
    state = make_state(melds=melds, hands=hands, rivers=rivers, drawn=(99, 98, 97, 96))
    layout = layout_board(state)
    rects = [s.rect for s in layout.sprites]
    half = BOARD_SIZE / 2
    assert all(-half <= r.x and r.right <= half and -half <= r.y and r.bottom <= half
               for r in rects)  # fmt: skip
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            assert not a.overlaps(b), (a, b)


def test_tile_line_puts_the_win_tile_apart_and_melds_after() -> None:
    pon = Meld(MeldKind.PON, (40, 41, 42), 40, 2, None, 0)
    sprites, width, height = tile_line((0, 4, 8, 12), (pon,), 0, apart=13)
    assert [s.tile for s in sprites][:5] == [0, 4, 8, 12, 13]
    assert sprites[4].highlight and sprites[4].rect.x > sprites[3].rect.right
    assert width == pytest.approx(max(s.rect.right for s in sprites))
    assert height == TILE_H


def test_layout_module_does_not_import_qt() -> None:
    code = "import sys, viewer.ui.layout; sys.exit('PySide6' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def _first_overlap(rects: list[Rect]) -> tuple[Rect, Rect] | None:
    ordered = sorted(rects, key=lambda r: r.x)
    for i, a in enumerate(ordered):
        for b in ordered[i + 1 :]:
            if b.x >= a.right:
                break
            if a.overlaps(b):
                return a, b
    return None


@pytest.mark.corpus
@pytest.mark.parametrize("fixture", ["corpus_game", "corpus_sanma_game"])
def test_real_games_never_overlap_tiles(fixture: str, request: pytest.FixtureRequest) -> None:
    from viewer.formats.mjlog import read_mjlog
    from viewer.replay import Timeline

    record = read_mjlog(request.getfixturevalue(fixture))
    timeline = Timeline(record)
    for number in range(timeline.round_count):
        for state in timeline.states(number)[::2]:
            for viewpoint in (0, 1):
                layout = layout_board(state, players=record.rules.players, viewpoint=viewpoint)
                assert _first_overlap([s.rect for s in layout.sprites]) is None


def test_calls_and_riichi_are_announced_at_the_seat() -> None:
    from viewer.domain.events import Call, RiichiDeclared

    pon = Meld(MeldKind.PON, (40, 41, 42), 40, 2, None, 0)
    state = make_state(event=Call(0, pon), melds=((pon,), (), (), ()))
    statuses = {(lb.seat, lb.text) for lb in layout_board(state).labels if lb.role == "status_call"}
    assert statuses == {(0, "ポン Pon")}
    riichi = layout_board(make_state(event=RiichiDeclared(3)))
    assert [(lb.seat, lb.text) for lb in riichi.labels if lb.role == "status_call"] == [
        (3, "立直 Riichi!")
    ]
    accepted = layout_board(make_state(riichi=(False, True, False, False)))
    assert [(lb.seat, lb.text) for lb in accepted.labels if lb.role == "status"] == [
        (1, "立直 Riichi")
    ]


@pytest.mark.parametrize(("viewpoint", "empty"), [(0, "left"), (1, "top"), (2, "right")])
def test_sanma_leaves_tenhous_ghost_seat_empty(corpus_sanma_game, viewpoint, empty) -> None:
    """Tenhou keeps four places in 3-player games, the fourth (seat 3, kamicha of seat 0) empty;
    its client and Tenhou log viewers draw the table that way, so the empty side turns with the
    viewpoint: left from seat 0, top from seat 1, right from seat 2."""
    from tests.frames import frame_at
    from viewer.formats.mjlog import read_mjlog
    from viewer.presentation import BoardOptions
    from viewer.replay import Step, Timeline
    from viewer.ui.layout import layout_frame

    timeline = Timeline(read_mjlog(corpus_sanma_game))
    frame = frame_at(timeline, Step(0, 0), BoardOptions(viewpoint=viewpoint))
    sides = set()
    for sprite in layout_frame(frame).sprites:
        if sprite.zone != "hand":
            continue
        x, y = sprite.rect.x + sprite.rect.w / 2, sprite.rect.y + sprite.rect.h / 2
        if abs(y) >= abs(x):
            sides.add("bottom" if y > 0 else "top")
        else:
            sides.add("right" if x > 0 else "left")
    assert sides == {"bottom", "left", "top", "right"} - {empty}
