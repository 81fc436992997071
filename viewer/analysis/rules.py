"""The `mahjong` library's rule switches for a Tenhou table.

Tenhou's scoring differs from the library's defaults in several places; the values below are the
ones that reproduce the logs' points (measured on every win of the corpus, see
docs/scoring-notes.md in the shared folder). The table's own variations (red fives, open tanyao,
3-player, kiriage mangan in chip lobbies) come from the GO type bits through ``Rules``; everything
else is fixed for Tenhou.
"""

from __future__ import annotations

from functools import lru_cache

from mahjong.hand_calculating.hand_config import HandConstants, OptionalRules

from viewer.domain.record import Rules


@lru_cache(maxsize=64)
def _optional_rules(red_fives: bool, kuitan: bool, sanma: bool, kiriage: bool) -> OptionalRules:
    return OptionalRules(
        has_aka_dora=red_fives,
        has_open_tanyao=kuitan,
        has_double_yakuman=False,  # Tenhou pays suuankou tanki, kokushi 13-wait ... once
        kazoe_limit=HandConstants.KAZOE_LIMITED,  # 13+ han is a (single) yakuman
        kiriage=kiriage,  # chip lobbies only: see Rules.kiriage
        fu_for_open_pinfu=True,  # an open pinfu-shaped ron is 30 fu
        fu_for_pinfu_tsumo=False,  # pinfu tsumo: 20 fu and pinfu
        renhou_as_yakuman=False,  # Tenhou has no renhou
        is_three_player=sanma,
    )


def optional_rules(rules: Rules) -> OptionalRules:
    """The library's rules for this table (shared; never mutate the result)."""
    return _optional_rules(rules.red_fives, rules.kuitan, rules.sanma, rules.kiriage)
