"""Call and kan decisions on hand-written games: where they are, what was played, what they are
worth. Each option's value is checked against the one-player model asked directly, on the
position the option leads to written out here (not through ``viewer.coach.calls``)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from tests.coach.call_logs import (
    KAN_EVENTS,
    RIICHI_CALL_EVENTS,
    YAKUHAI_EVENTS,
    YAKULESS_EVENTS,
    coach_of,
)
from tests.coach.logs import KUIKAE_EVENTS, write
from viewer.coach import GameCoach
from viewer.coach.calls import call_options, kuikae, played_option
from viewer.coach.choice_value import option_position
from viewer.coach.exact import exact_hand_value, exact_values
from viewer.coach.model import Decision, Option
from viewer.coach.position import Position
from viewer.coach.survival import survival
from viewer.coach.value import Valuation, deal_in_chance, deal_in_cost
from viewer.domain.melds import Meld, MeldKind
from viewer.domain.tiles import parse_kind
from viewer.replay import Step

WHITE, FIVE_PIN = parse_kind("5z"), parse_kind("5p")
THREE_PIN, SIX_PIN = parse_kind("3p"), parse_kind("6p")


def calls_at(coach: GameCoach, index: int) -> dict[int, Decision]:
    return {d.seat: d for d in coach.choices(Step(0, index)) if d.kind == "call"}


def best_discard(position: Position, chances: tuple[float, ...], decision: Decision) -> float:
    """The value of the best allowed discard, the fold rule on the discounted points."""
    safety_of = dict(decision.hand_safety)
    dealer = (decision.seat - position.seat_wind) % 4
    best = None
    for one in exact_values(position, chances):
        safeties = safety_of.get(one.tile, ())
        chance = deal_in_chance(safeties)
        loss = deal_in_cost(safeties, dealer, False) if safeties else 0.0
        value = (1 - chance) * one.discounted - chance * loss
        best = value if best is None else max(best, value)
    assert best is not None
    return best


# -- the options ---------------------------------------------------------------------------------
def test_a_red_five_makes_a_call_of_its_own_in_the_oracle_order() -> None:
    # 4p, 5p, 5p, red 5p, 6p, 7p: a 5p can be ponned two ways, kanned, and chied five ways
    hand = [48, 53, 54, 52, 56, 60, 0, 4, 8, 108, 112, 116, 120]
    options = call_options(hand, 55, chi=True, kan=True, red_fives=True)
    assert options == (
        Option("pass", ()),
        Option("pon", (53, 54)), Option("pon", (52, 53)),
        Option("daiminkan", (52, 53, 54)),
        Option("chi", (48, 56)),  # 4p-6p
        Option("chi", (56, 60)),  # 6p-7p (3p is not held)
    )  # fmt: skip
    # without red fives the red id is a plain five: one pon
    plain = call_options(hand, 55, chi=False, kan=False, red_fives=False)
    assert plain == (Option("pass", ()), Option("pon", (52, 53)))
    # a chi with the red five and with a plain one are two calls
    two = call_options([48, 52, 53, 0, 4], 58, chi=True, kan=True, red_fives=True)
    assert two == (Option("pass", ()), Option("chi", (48, 53)), Option("chi", (48, 52)))
    # honours have no chi; only the next seat in a 4-player game chis
    assert call_options([124, 125, 0], 126, chi=True, kan=True, red_fives=True)[1:] == (
        Option("pon", (124, 125)),
    )


def test_the_played_call_is_found_by_its_kinds_and_red_fives() -> None:
    options = call_options([53, 54, 52, 0, 4], 55, chi=False, kan=True, red_fives=True)
    with_red = Meld(MeldKind.PON, (52, 54, 55), 55, 0, None, 0)
    assert played_option(options, with_red) == 2
    plain = Meld(MeldKind.PON, (53, 54, 55), 55, 0, None, 0)
    assert played_option(options, plain) == 1
    kan = Meld(MeldKind.DAIMINKAN, (52, 53, 54, 55), 55, 0, None, 0)
    assert played_option(options, kan) == 3


def test_kuikae_forbids_the_called_kind_and_the_run_s_far_end() -> None:
    p3, p4, p5, p6 = (parse_kind(f"{n}p") for n in (3, 4, 5, 6))
    tile = {kind: 4 * kind + 1 for kind in (p3, p4, p5, p6)}  # plain copies
    assert kuikae(Option("chi", (tile[p4], tile[p5])), tile[p3]) == {p3, p6}
    assert kuikae(Option("chi", (tile[p4], tile[p5])), tile[p6]) == {p6, p3}
    assert kuikae(Option("chi", (tile[p3], tile[p5])), tile[p4]) == {p4}  # a closed wait
    assert kuikae(Option("chi", (tile[p5], tile[p6])), 4 * parse_kind("7p")) == {
        parse_kind("7p"),
        p4,
    }
    seven = parse_kind("7p")
    assert kuikae(Option("chi", (4 * 16, 4 * 17)), 4 * seven) == {seven}  # 7p onto 8p 9p
    assert kuikae(Option("pon", (124, 125)), 126) == {WHITE}
    assert kuikae(Option("daiminkan", (124, 125, 126)), 127) == frozenset()


# -- the decisions of hand-written games ---------------------------------------------------------
def test_a_yakuhai_pon_to_tenpai_is_valued_as_the_model_values_its_hand(tmp_path: Path) -> None:
    coach = coach_of(write(tmp_path / "pon.mjson", YAKUHAI_EVENTS))
    decision = calls_at(coach, 2)[1]
    assert [o.call for o in decision.options] == ["pass", "pon"] and decision.played == 1
    base = coach.choice_position(decision)
    assert len(base.concealed) == 13 and base.draws_left == 17 and decision.tiles_left == 69
    after = replace(
        base,
        concealed=tuple(t for t in base.concealed if t >> 2 != WHITE),
        melds=(Meld(MeldKind.PON, (*decision.options[1].tiles, decision.called_tile), 0, 0, None,
                    0),),
        allowed=tuple(sorted({t >> 2 for t in base.concealed if t >> 2 != WHITE})),
    )  # fmt: skip
    assert option_position(base, decision, decision.options[1]).concealed == after.concealed
    judged = coach.choice_valuation(decision)
    passing, pon = judged.candidates
    # passing: the 13-tile hand before its next draw; the discarder's next seat draws first
    alone = exact_hand_value(base, survival(69, 4, 0, 17))
    assert passing.value == pytest.approx(alone.discounted) and passing.deal_in == 0
    assert (passing.win, passing.points) == pytest.approx((alone.win, alone.points))
    # the pon: its best discard, the discard's three others drawing first
    assert pon.value == pytest.approx(best_discard(after, survival(69, 4, 3, 17), decision))
    assert pon.tenpai == pytest.approx(1.0) and pon.tile != WHITE
    assert judged.pick == (0,) and judged.played == 1
    assert judged.value_loss == pytest.approx(passing.value - pon.value)


def test_a_daiminkan_is_the_hand_after_the_kan_with_the_rinshan_draw(tmp_path: Path) -> None:
    coach = coach_of(write(tmp_path / "kan.mjson", YAKUHAI_EVENTS))
    decision = calls_at(coach, 10)[2]
    assert [(o.call, o.tiles) for o in decision.options] == [
        ("pass", ()), ("pon", (53, 54)), ("pon", (52, 53)), ("daiminkan", (52, 53, 54)),
    ]  # fmt: skip
    assert decision.played == 3
    base = coach.choice_position(decision)
    left = decision.tiles_left
    assert left is not None
    kan = Meld(MeldKind.DAIMINKAN, (52, 53, 54, decision.called_tile or 0), 0, 0, None, 0)
    after = replace(
        base, concealed=tuple(t for t in base.concealed if t >> 2 != FIVE_PIN), melds=(kan,),
        draws_left=base.draws_left + 1, allowed=(),
    )  # fmt: skip
    expected = exact_hand_value(after, (1.0, *survival(left - 1, 4, 3, base.draws_left)))
    judged = coach.choice_valuation(decision)
    assert judged.candidates[3].call == "daiminkan"
    assert judged.candidates[3].value == pytest.approx(expected.discounted)
    assert judged.candidates[3].points == pytest.approx(expected.points)
    # ponning with the red five keeps it (in the meld); with two plain ones the red five is
    # a loose tile the hand lets go: the model sees the difference
    assert judged.candidates[2].points > judged.candidates[1].points


def test_a_yakuless_chi_is_worth_nothing_and_a_pon_first_leaves_it_unplayed(
    tmp_path: Path,
) -> None:
    coach = coach_of(write(tmp_path / "chi.mjson", YAKULESS_EVENTS))
    found = calls_at(coach, 2)
    chi, pon = found[1], found[2]
    assert [o.call for o in chi.options] == ["pass", "chi"] and chi.played is None
    assert [o.call for o in pon.options] == ["pass", "pon"] and pon.played == 1
    judged = coach.choice_valuation(chi)
    assert judged.candidates[1].win == 0 and judged.candidates[1].value == 0
    assert judged.candidates[0].value > 0 and judged.pick == (0,)
    assert judged.value_loss is None and judged.played is None
    # seat 3's ron on the 6p ends the round: seat 1's chi there is no decision
    assert calls_at(coach, 8) == {}


def test_a_chi_under_riichi_takes_the_fold_rule_and_keeps_kuikae(tmp_path: Path) -> None:
    coach = coach_of(write(tmp_path / "riichi.mjson", RIICHI_CALL_EVENTS))
    decision = calls_at(coach, 12)[1]
    assert decision.played == 1 and decision.hand_safety  # seat 3's riichi is accepted
    base = coach.choice_position(decision)
    chi = option_position(base, decision, decision.options[1])
    assert chi.counts[THREE_PIN] and THREE_PIN not in chi.allowed
    assert chi.counts[SIX_PIN] and SIX_PIN not in chi.allowed
    judged = coach.choice_valuation(decision)
    passing, call = judged.candidates
    assert call.tile not in (THREE_PIN, SIX_PIN) and call.deal_in > 0
    left = decision.tiles_left or 0
    assert call.value == pytest.approx(best_discard(chi, survival(left, 4, 3, 16), decision))
    # the pass discards nothing now: no fold rule
    alone = exact_hand_value(base, survival(left, 4, 0, 16))
    assert passing.deal_in == 0 and passing.value == pytest.approx(alone.discounted)


def test_the_kuikae_game_s_chi_is_a_call_decision(tmp_path: Path) -> None:
    coach = coach_of(write(tmp_path / "kuikae.mjson", KUIKAE_EVENTS))
    decision = calls_at(coach, 2)[1]
    assert [o.call for o in decision.options] == ["pass", "chi"] and decision.played == 1
    base = coach.choice_position(decision)
    chi = option_position(base, decision, decision.options[1])
    assert THREE_PIN not in chi.allowed and SIX_PIN not in chi.allowed
    assert len(chi.concealed) == 11 and chi.melds[-1].kind is MeldKind.CHI


def test_kans_of_the_seat_s_own(tmp_path: Path) -> None:
    coach = coach_of(write(tmp_path / "kans.mjson", KAN_EVENTS))
    (ankan,) = [d for d in coach.choices(Step(0, 2)) if d.kind == "kan"]
    assert [o.call for o in ankan.options] == ["pass", "ankan"] and ankan.played == 1
    base = coach.choice_position(ankan)
    left, draws = ankan.tiles_left or 0, base.draws_left
    assert len(base.concealed) == 14 and left == 69
    judged = coach.choice_valuation(ankan)
    no_kan, kan = judged.candidates
    assert no_kan.value == pytest.approx(best_discard(base, survival(left, 4, 3, draws), ankan))
    after = replace(
        base, concealed=tuple(t for t in base.concealed if t >> 2 != parse_kind("7p")),
        melds=(Meld(MeldKind.ANKAN, ankan.options[1].tiles, None, None, None, 0),),
        draws_left=draws + 1, allowed=(),
    )  # fmt: skip
    expected = exact_hand_value(after, (1.0, *survival(left - 1, 4, 3, draws)))
    assert kan.value == pytest.approx(expected.discounted) and kan.tile == -1
    (kakan,) = [d for d in coach.choices(Step(0, 14)) if d.kind == "kan"]
    assert [(o.call, len(o.tiles)) for o in kakan.options] == [("pass", 0), ("kakan", 1)]
    assert kakan.played == 1
    judged_kakan: Valuation = coach.choice_valuation(kakan)
    assert judged_kakan.kind == "kan" and len(judged_kakan.candidates) == 2


def test_the_seat_report_counts_calls_kans_and_riichi(tmp_path: Path) -> None:
    coach = coach_of(write(tmp_path / "kans.mjson", KAN_EVENTS))
    report = coach.report(1)
    assert report is not None
    # seat 1 ponned White (the pick) and made the kakan (the pick)
    assert report.calls.decisions == 1 and report.calls.picks == 1
    assert report.kans.decisions == 1 and report.kans.picks == 1
    assert report.riichi.decisions == 0
    seat_zero = coach.report(0)
    assert seat_zero is not None and seat_zero.calls.decisions == 1
    assert seat_zero.riichi.decisions == 2  # tenpai at steps 4 and 12, dama both times


def test_one_shape_for_every_kind_of_decision(tmp_path: Path) -> None:
    """A surface reads ``best`` and ``played_index`` the same way for a discard and a call."""
    coach = coach_of(write(tmp_path / "pon.mjson", YAKUHAI_EVENTS))
    call = coach.choice_valuation(calls_at(coach, 2)[1])
    assert call.kind == "call" and call.best == call.pick == (0,) and call.played_index() == 1
    discard = coach.valuation(Step(0, 4))  # seat 1's North after its pon
    decision = coach.decision(Step(0, 4))
    assert discard is not None and decision is not None and discard.kind == "discard"
    kinds = [c.tile for c in discard.candidates]
    assert [kinds[i] for i in discard.best] == list(discard.pick)
    played = discard.played_index(decision.actual)
    assert played is not None and kinds[played] == decision.actual
