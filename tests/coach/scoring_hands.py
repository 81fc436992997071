"""Wins written by hand for the compiled scorer's tests: one (or more) per yaku the library
knows for a tsumo, and the table rules that change a payment (dora, red fives, kita, kazoe,
kiriage, 3-player)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from tests.coach.scoring_cases import Win
from viewer.coach.position import Position
from viewer.coach.value_graph import RIICHI, key_of
from viewer.domain.melds import Meld, MeldKind
from viewer.domain.record import CHIP_BIT, Rules
from viewer.domain.tiles import parse_kind, parse_tiles

FOUR = Rules(type_bits=0x89)
THREE = Rules(type_bits=0x99)
NO_KUITAN = Rules(type_bits=0x8D)
KIRIAGE = Rules(type_bits=0x89 | CHIP_BIT)
_MELD_KINDS = {kind.name.lower(): kind for kind in MeldKind}


@dataclass(frozen=True)
class Written:
    """A win in notation: the concealed tiles (the drawn one among them), the drawn tile, the
    melds as (kind, tiles), the table."""

    name: str  # the library's name of the yaku it shows (or what the case is about)
    hand: str
    win: str
    melds: tuple[tuple[str, str], ...] = ()
    riichi: bool = False
    seat: int = 1
    round_wind: int = 0
    indicators: str = "9p"
    rules: Rules = FOUR
    kita: int = 0

    def made(self) -> Win:
        texts = [self.hand, self.indicators, *(tiles for _, tiles in self.melds)]
        ids = list(parse_tiles("".join(texts)))
        hand = tuple(ids[: len(parse_tiles(self.hand))])
        del ids[: len(hand)]
        indicators = tuple(ids[: len(parse_tiles(self.indicators))])
        del ids[: len(indicators)]
        melds = []
        for kind_name, tiles in self.melds:
            kind = _MELD_KINDS[kind_name]
            mine = tuple(sorted(ids[: len(parse_tiles(tiles))]))
            del ids[: len(mine)]
            called = None if kind is MeldKind.ANKAN else mine[0]
            added = mine[-1] if kind is MeldKind.KAKAN else None
            melds.append(Meld(kind, mine, called, None if called is None else 1, added, 0))
        seen = Counter(t >> 2 for t in hand + indicators)
        seen.update(t >> 2 for meld in melds for t in meld.tiles)
        seen[30] += self.kita
        sanma = self.rules.sanma
        position = Position(
            concealed=hand,
            melds=tuple(melds),
            kita=self.kita,
            unseen=tuple(0 if sanma and 1 <= k <= 7 else 4 - seen[k] for k in range(34)),
            red_unseen=(1, 1, 1),
            draws_left=5,
            round_wind=self.round_wind,
            seat_wind=self.seat,
            dora_indicators=indicators,
            rules=self.rules,
            allowed=(),
        )
        win = parse_kind(self.win)
        if self.win[0] == "0" and self.rules.red_fives:
            win = 34 + win // 9
        key = key_of(hand, self.rules.red_fives) | (RIICHI if self.riichi else 0)
        return Win(position, key, win)


YAKU = (
    Written("Menzen Tsumo", "123m456p789s234s11p", "3s"),
    Written("Riichi", "123m456p789s234s11p", "3s", riichi=True),
    Written("Pinfu", "123m456p789s234s11p", "4s"),
    Written("Tanyao", "456p678s345s66p", "5s", melds=(("chi", "234m"),)),
    Written("Iipeiko", "112233m456p789s99p", "9s"),
    Written("Chiitoitsu", "1122m3344p5566s77z", "7z"),
    Written("Yakuhai (haku)", "123m456p789s99p", "9s", melds=(("pon", "555z"),)),
    Written("Yakuhai (hatsu)", "123m456p789s99p", "9s", melds=(("pon", "666z"),)),
    Written("Yakuhai (chun)", "123m456p789s99p", "9s", melds=(("pon", "777z"),)),
    Written("Yakuhai (seat wind east)", "123m456p789s99p", "9s", (("pon", "111z"),), seat=0,
            round_wind=1),
    Written("Yakuhai (seat wind south)", "123m456p789s99p", "9s", (("pon", "222z"),), seat=1),
    Written("Yakuhai (seat wind west)", "123m456p789s99p", "9s", (("pon", "333z"),), seat=2),
    Written("Yakuhai (seat wind north)", "123m456p789s99p", "9s", (("pon", "444z"),), seat=3),
    Written("Yakuhai (round wind east)", "123m456p789s99p", "9s", (("pon", "111z"),)),
    Written("Yakuhai (round wind south)", "123m456p789s99p", "9s", (("pon", "222z"),), seat=2,
            round_wind=1),
    Written("Yakuhai (round wind west)", "123m456p789s99p", "9s", (("pon", "333z"),),
            round_wind=2),
    Written("Yakuhai (round wind north)", "123m456p789s99p", "9s", (("pon", "444z"),),
            round_wind=3),
    Written("Sanshoku Doujun", "123m123p123s456s99m", "3s"),
    Written("Ittsu", "123456789m456p11s", "1s"),
    Written("Chantai", "123m789p999s123s11z", "1z", seat=2),
    Written("Junchan", "123m789p999s123s11m", "1m"),
    Written("Honroutou", "111m999p111s11z", "1z", melds=(("pon", "999s"),), seat=2),
    Written("Toitoi", "333p444s666m55s", "5s", melds=(("pon", "222m"),)),
    Written("San Ankou", "222m333p444s678s55p", "5p"),
    Written("Sanshoku Doukou", "222m222p222s345s99m", "9m"),
    Written("San Kantsu", "678s55p", "5p",
            (("ankan", "2222m"), ("ankan", "3333p"), ("daiminkan", "4444s"))),
    Written("Shou Sangen", "123m456p77z", "7z", melds=(("pon", "555z"), ("pon", "666z"))),
    Written("Honitsu", "123m567m999m222z44m", "4m", seat=2),
    Written("Chinitsu", "223344m567m888m99m", "9m"),
    Written("Ryanpeikou", "112233m445566p99s", "9s"),
    Written("Shousuushii", "333z123m44z", "4z", melds=(("pon", "111z"), ("pon", "222z"))),
    Written("Dai Suushii", "444z55m", "5m",
            (("pon", "111z"), ("pon", "222z"), ("pon", "333z"))),
    Written("Daisangen", "777z123m99p", "9p", melds=(("pon", "555z"), ("pon", "666z"))),
    Written("Tsuu Iisou", "222z333z555z66z", "6z", melds=(("pon", "111z"),)),
    Written("Chinroutou", "999m111p999p11s", "1s", melds=(("pon", "111m"),)),
    Written("Ryuuiisou", "223344s666s888s66z", "6z"),
    Written("Chuuren Poutou", "11123456789999m", "2m"),
    Written("Daburu Chuuren Poutou", "11123456789999m", "9m"),
    Written("Suu Ankou", "111m222p333s444z55z", "4z"),
    Written("Suu Ankou Tanki", "111m222p333s444z55z", "5z"),
    Written("Suu Kantsu", "55z", "5z", (("ankan", "1111m"), ("daiminkan", "2222p"),
                                        ("kakan", "3333s"), ("ankan", "4444z"))),
    Written("Kokushi Musou", "119m19p19s1234567z", "7z"),
    Written("Kokushi Musou Juusanmen Matchi", "119m19p19s1234567z", "1m"),
)  # fmt: skip

TABLE = (
    Written("Dora", "123m456p789s234s11p", "3s", indicators="1s9m"),
    Written("Aka Dora", "123m406p789s234s11p", "3s"),
    Written("Aka Dora", "406p678s234s66p", "3s", melds=(("chi", "406s"),)),
    Written("Dora", "123p456p789s234s11p", "3s", rules=THREE, kita=2, indicators="3z"),
    Written("kazoe", "22334455667788p", "8p", indicators="1p4p"),
    Written("kazoe", "22334455667788p", "8p", riichi=True, indicators="1z"),
    Written("kiriage", "234m567p345s666s88p", "2m", rules=KIRIAGE, indicators="1m4p"),
    Written("kiriage", "234m567p345s666s88p", "2m", riichi=True, rules=KIRIAGE, indicators="1m"),
    Written("no kiriage", "234m567p345s666s88p", "2m", indicators="1m4p"),
    Written("no kuitan", "456p678s345s66p", "5s", melds=(("chi", "234m"),), rules=NO_KUITAN),
    Written("3-player", "123p456p789s234s11p", "3s", rules=THREE, seat=0),
    Written("riichi on an open hand", "456p678s345s66p", "5s", (("chi", "234m"),), riichi=True),
    Written("no yaku", "456p789s234s11z", "4s", melds=(("chi", "123m"),)),
    Written("double yakuman", "44455z", "5z", (("pon", "111z"), ("pon", "222z"), ("pon", "333z"))),
    Written("not held", "123m456p789s234s11p", "5m"),
    Written("red not held", "123m456p789s234s11p", "0p"),
)
