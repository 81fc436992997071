"""Tiles named for people, in the current language: the ONE place a tile is put into words.

Players read tile pictures, or their language's names, not a notation: English ``8-pin``,
``West``, ``Red dragon``; 日本語 ``8筒``, ``西``, ``中``; 简体中文 ``8筒``, ``西``, ``中``; 한국어
``8통``, ``서``, ``중``. Every text that names a tile to a person (the status line, the tooltips,
the review dock and the box beside the hand, a coach's advice…) calls one of these functions; the
notations (``8p``, ``0p``, mjai's ``5pr`` and ``P``) stay in files, the command line's contract
outputs (``dump``, ``export``) and the code. The words are translated (context ``tiles``): the
translators write each language's forms, so a new language needs no code here.

Which one to call:

- ``kind_words(kind)``: a tile kind 0-33 (``8-pin``, ``West``, ``Red dragon``);
- ``tile_words(tile, red_fives)``: a Tenhou tile id 0-135; the red five of a game with red fives
  is ``red 5-pin`` (``赤5筒``), a hidden tile (ids 136 up) ``a hidden tile``;
- ``notation_words(text)``: the viewer's notation ``8p`` / ``0p`` (red) / ``7z``;
- ``mjai_words(pai)``: mjai's ``8p`` / ``5pr`` (red) / ``W`` / ``?`` (hidden);
- ``kinds_words(kinds)``: several kinds as a list (``2-pin, 5-pin, West``); ``listed(texts)``
  joins other tile texts the same way (``8-pin ×3, West ×2``);
- ``run_words(kinds, red)``: one suit's tiles as players write a group (``789-sou``,
  ``456-pin (red five)``); ``group_words(tiles, red_fives)`` the same from tile ids, honours
  counted (``West ×3``);
- ``wind_words(index)``: a wind as a round's or seat's wind (``East``..``North``).

Without a translator (tests, the command line) the English comes out:

>>> kind_words(16), kind_words(29), kind_words(33), tile_words(52)
('8-pin', 'West', 'Red dragon', 'red 5-pin')
>>> notation_words("0m"), mjai_words("5sr"), mjai_words("P"), mjai_words("?")
('red 5-man', 'red 5-sou', 'White dragon', 'a hidden tile')
>>> kinds_words([10, 13, 29]), run_words([24, 25, 26]), group_words([116, 117, 118])
('2-pin, 5-pin, West', '789-sou', 'West ×3')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from viewer.domain.tiles import KIND_COUNT, RED_FIVES, is_unknown, parse_kind
from viewer.presentation.i18n import QT_TRANSLATE_NOOP, translate
from viewer.review.mjai_tiles import mjai_kind

CONTEXT = "tiles"
SUIT_FORMS = (  # a suited tile, or a group of one suit: {number} is "8" or "789"
    QT_TRANSLATE_NOOP("tiles", "{number}-man"),
    QT_TRANSLATE_NOOP("tiles", "{number}-pin"),
    QT_TRANSLATE_NOOP("tiles", "{number}-sou"),
)
HONOUR_NAMES = (  # 1z..7z
    QT_TRANSLATE_NOOP("tiles", "East"),
    QT_TRANSLATE_NOOP("tiles", "South"),
    QT_TRANSLATE_NOOP("tiles", "West"),
    QT_TRANSLATE_NOOP("tiles", "North"),
    QT_TRANSLATE_NOOP("tiles", "White dragon"),
    QT_TRANSLATE_NOOP("tiles", "Green dragon"),
    QT_TRANSLATE_NOOP("tiles", "Red dragon"),
)
RED_FIVE = QT_TRANSLATE_NOOP("tiles", "red {tile}")  # 赤5筒
RED_IN_GROUP = QT_TRANSLATE_NOOP("tiles", "{tiles} (red five)")  # 456筒(赤)
HIDDEN = QT_TRANSLATE_NOOP("tiles", "a hidden tile")
SEPARATOR = QT_TRANSLATE_NOOP("tiles", ", ")  # between the tiles of a list (ja: 、)


def _words(text: str) -> str:
    return translate(CONTEXT, text)


def kind_words(kind: int) -> str:
    """A tile kind (0-33: 1m..9m, 1p..9p, 1s..9s, East..Red dragon) in words."""
    if not 0 <= kind < KIND_COUNT:
        raise ValueError(f"tile kind out of range: {kind}")
    if kind >= 27:
        return _words(HONOUR_NAMES[kind - 27])
    return _words(SUIT_FORMS[kind // 9]).format(number=kind % 9 + 1)


def _red(text: str) -> str:
    return _words(RED_FIVE).format(tile=text)


def tile_words(tile: int, red_fives: bool = True) -> str:
    """A Tenhou tile id in words: its kind, ``red`` for the red five of a game that plays them,
    ``a hidden tile`` for a hidden one (an mjai log from one seat's view never names those)."""
    if is_unknown(tile):
        return _words(HIDDEN)
    words = kind_words(tile >> 2)
    return _red(words) if red_fives and tile in RED_FIVES else words


def notation_words(text: str) -> str:
    """The viewer's notation in words: ``8p`` -> ``8-pin``, ``0p`` -> ``red 5-pin``."""
    words = kind_words(parse_kind(text))
    return _red(words) if text.startswith("0") else words


def mjai_words(pai: str) -> str:
    """An mjai tile in words: ``5pr`` -> ``red 5-pin``, ``C`` -> ``Red dragon``; ``?`` (and
    anything that is not a tile) is ``a hidden tile``."""
    kind = mjai_kind(pai)
    if kind is None:
        return _words(HIDDEN)
    words = kind_words(kind)
    return _red(words) if pai.endswith("r") else words


def kinds_words(kinds: Iterable[int]) -> str:
    """Several kinds as a list, in the order given: ``2-pin, 5-pin, West`` (``2筒、5筒、西``)."""
    return listed(kind_words(k) for k in kinds)


def listed(texts: Iterable[str]) -> str:
    """Tiles' words as a list, with the language's separator (``, ``; ja ``、``)."""
    return _words(SEPARATOR).join(texts)


def run_words(kinds: Sequence[int], red: bool = False) -> str:
    """Tiles of one suit as players write a group, numbers in the order given: ``789-sou``
    (``789索``), ``456-pin (red five)`` with ``red``; honours are counted (``West ×3``) or
    listed."""
    if not kinds:
        return ""
    first = kinds[0]
    if first >= 27 and all(k == first for k in kinds):
        return kind_words(first) + (f" ×{len(kinds)}" if len(kinds) > 1 else "")
    if first >= 27 or any(k >= 27 or k // 9 != first // 9 for k in kinds):
        return kinds_words(kinds)  # not one suit: each tile named
    numbers = "".join(str(k % 9 + 1) for k in kinds)
    text = _words(SUIT_FORMS[kinds[0] // 9]).format(number=numbers)
    return _words(RED_IN_GROUP).format(tiles=text) if red else text


def group_words(tiles: Sequence[int], red_fives: bool = True) -> str:
    """A group of tile ids (a meld, a pair, a run of a win's hand) in words, sorted:
    ``111-man``, ``West ×3``, ``456-pin (red five)``."""
    ordered = sorted(tiles)
    red = red_fives and any(t in RED_FIVES for t in ordered)
    return run_words([t >> 2 for t in ordered], red)


def wind_words(index: int) -> str:
    """A wind (0 East .. 3 North) as a round's or a seat's wind: ``East`` (``東``)."""
    return _words(HONOUR_NAMES[index % 4])
