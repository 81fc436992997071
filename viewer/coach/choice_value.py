"""Call and kan decisions valued: every option is a position the one-player model values.

docs/value.md ("Calls and kans") works examples through. In the discard coach's unit (expected
points), each option of a decision at L tiles left, T draws (``Position.draws_left``):

- **pass** on a call: the 13-tile hand before its next draw, T draws;
- **pon** or **chi**: the hand after the call is a 14-tile position whose allowed discards leave
  out the kuikae kinds; the option is worth its best discard, same T, same unseen (the called
  tile was visible either way); under an accepted riichi that discard takes the fold rule;
- **daiminkan**, **ankan**, **kakan**: the 13-tile hand after the kan with T + 1 draws (the
  rinshan draw first); the new kan dora is not known at the decision and not counted;
- **pass** on a kan: the best discard of the 14-tile hand, as the discard coach values it.

Each option's hand is valued exactly when it is at ``EXACT_SHANTEN`` or better, by the estimate
otherwise; a decision is "exact" when all its options are, else every option is estimated (its
options are compared in one model). The round does not wait (``viewer.coach.survival``): each
own draw's gain is weighed by the chance the round still goes on, and the options compete on
those discounted points (the undiscounted one-player numbers stay in ``tenpai``, ``win``,
``points``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from viewer.coach.calls import after_call, kuikae
from viewer.coach.estimate import estimate_hand_value
from viewer.coach.exact import exact_hand_value
from viewer.coach.model import Decision, Option
from viewer.coach.position import KINDS, Position
from viewer.coach.shanten import shanten
from viewer.coach.survival import survival
from viewer.coach.valuation import (
    EXACT_SHANTEN,
    TIE,
    CandidateValue,
    Valuation,
    folded,
    one_player,
)

HAND_OPTIONS = ("pass", "daiminkan", "ankan", "kakan")  # valued as a 13-tile hand (but a
# kan's pass, which is the 14-tile hand's best discard)


def option_position(position: Position, decision: Decision, option: Option) -> Position:
    """The position ``option`` leads to from the decision's ``position`` (a call's: the 13-tile
    hand after the discard; a kan's: the 14-tile hand after the draw)."""
    if option.call == "pass":
        return position
    tile = decision.called_tile if decision.called_tile is not None else -1
    concealed, melds = after_call(
        position.concealed, position.melds, option, tile, decision.seat, decision.discarder
    )
    if option.call in ("pon", "chi"):
        forbidden = kuikae(option, tile)
        held = {t >> 2 for t in concealed}
        allowed = tuple(k for k in range(KINDS) if k in held and k not in forbidden)
        return replace(position, concealed=tuple(sorted(concealed)), melds=melds,
                       allowed=allowed)  # fmt: skip
    return replace(position, concealed=tuple(sorted(concealed)), melds=melds,
                   draws_left=position.draws_left + 1, allowed=())  # fmt: skip


def option_survival(
    position: Position, decision: Decision, option: Option
) -> tuple[float, ...] | None:
    """The chance each own draw of ``option`` is reached (None when the wall is not known)."""
    left = decision.tiles_left
    if left is None:
        return None
    players = position.rules.players
    draws = position.draws_left
    if option.call == "pass" and decision.kind == "call":
        assert decision.discarder is not None
        others = (decision.seat - decision.discarder - 1) % players
        return survival(left, players, others, draws)
    if option.call in ("pon", "chi") or option.call == "pass":
        return survival(left, players, players - 1, draws)
    return (1.0, *survival(left - 1, players, players - 1, draws))  # a kan: rinshan first


def exact_everywhere(positions: Sequence[Position]) -> bool:
    return all(shanten(p.counts, p.rules.sanma) <= EXACT_SHANTEN for p in positions)


def judge_choice(
    position: Position, decision: Decision, discount: bool = True, exact: bool | None = None
) -> Valuation:
    """A call, kan or riichi decision valued (riichi by ``viewer.coach.riichi_rule``): on the
    discounted points unless ``discount`` is False, exactly where every option's hand is at
    ``EXACT_SHANTEN`` or better unless ``exact`` says."""
    if decision.kind == "riichi":
        from viewer.coach.riichi_rule import judge_riichi

        return judge_riichi(position, decision)
    positions = [option_position(position, decision, o) for o in decision.options]
    if exact is None:
        exact = exact_everywhere(positions)
    valued = []
    for option, where in zip(decision.options, positions, strict=True):
        chances = option_survival(position, decision, option) if discount else None
        valued.append(_option_value(decision, option, where, chances, exact))
    best = max(c.value for c in valued)
    pick = tuple(i for i, c in enumerate(valued) if c.value >= best - TIE)
    played = decision.played
    loss = None
    if played is not None:
        loss = 0.0 if played in pick else max(0.0, best - valued[played].value)
    return Valuation("exact" if exact else "estimate", tuple(valued), pick, loss,
                     kind=decision.kind, played=played)  # fmt: skip


def _option_value(
    decision: Decision,
    option: Option,
    position: Position,
    chances: tuple[float, ...] | None,
    exact: bool,
) -> CandidateValue:
    hand_option = option.call in HAND_OPTIONS and not (
        option.call == "pass" and decision.kind == "kan"
    )
    if hand_option:
        if exact:
            one = exact_hand_value(position, chances)
            tenpai, win, points, worth = one.tenpai, one.win, one.points, one.discounted
            return CandidateValue(-1, tenpai, win, points, 0.0, worth, option.call,
                                  option.tiles, worth)  # fmt: skip
        guess = estimate_hand_value(position, chances)
        return CandidateValue(-1, None, None, guess.points, 0.0, guess.discounted, option.call,
                              option.tiles, guess.discounted)  # fmt: skip
    players = position.rules.players
    dealer = (decision.seat - position.seat_wind) % players
    safety_of = dict(decision.hand_safety)
    _, numbers, discounted = one_player(position, chances, exact)
    candidates = [
        folded(one, safety_of, dealer, position.rules.sanma, worth)
        for one, worth in zip(numbers, discounted, strict=True)
    ]
    chosen = max(candidates, key=lambda c: c.value)
    return replace(chosen, call=option.call, tiles=option.tiles)
