"""Words for luck (``viewer.luck``): where a tenpai's winning tiles were, a seat's draws against
the odds, what a call changed; in the current language (``translate``, context ``luck``).

The command line's text, the Luck dock and the result popup say the same facts in the same
words. ``who`` names a seat (the caller chooses: a name, a wind). The words avoid plural nouns
("3 left in the wall", "draws: 18"), so one form fits every count in every language.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from viewer.presentation.i18n import QT_TRANSLATE_NOOP, language, translate
from viewer.presentation.names import CALL_NAMES, translated
from viewer.presentation.tile_names import kinds_words, listed, tile_words

if TYPE_CHECKING:  # (the words need no luck computed: the Progress tab words stored figures)
    from viewer.luck.model import CallChange, DrawTally, Tenpai, WouldDraw

CONTEXT = "luck"
Who = Callable[[int], str]

DOCK_TITLE = QT_TRANSLATE_NOOP("luck", "Luck")
DOCK_HINT = QT_TRANSLATE_NOOP(
    "luck", "Where each tenpai's winning tiles were, and what each call changed (click a line)."
)
LIVE = QT_TRANSLATE_NOOP("luck", "{count} left in the wall")
FIRST = QT_TRANSLATE_NOOP("luck", "the first was {seat}'s {ordinal} draw")
DEAD_WALL = QT_TRANSLATE_NOOP("luck", "{count} in the dead wall")
IN_HAND = QT_TRANSLATE_NOOP("luck", "{count} in {seat}'s hand")
IN_SIGHT = QT_TRANSLATE_NOOP("luck", "{count} in sight")
NO_WALL = QT_TRANSLATE_NOOP("luck", "the wall is unknown")
DEAD = QT_TRANSLATE_NOOP("luck", "dead wait: no copy left in the wall")
CUT_OFF = QT_TRANSLATE_NOOP("luck", "cut off: no copy falls to {seat}'s own draws")
TENPAI = QT_TRANSLATE_NOOP("luck", "{seat} tenpai on {waits}")
DRAWS = QT_TRANSLATE_NOOP("luck", "draws: {count}, improving: {hits} (expected {expected})")
Z = QT_TRANSLATE_NOOP("luck", "z = {z}")
START = QT_TRANSLATE_NOOP(
    "luck", "starting hand: {shanten} shanten, better than {share}% of starting hands"
)
WITHOUT = QT_TRANSLATE_NOOP("luck", "without {caller}'s {call} of {discarder}'s discard")
NEXT_DRAWS = QT_TRANSLATE_NOOP("luck", "{seat}'s next draws: {tiles} (drew {drew})")
NO_DRAW = QT_TRANSLATE_NOOP("luck", "none")
WOULD_WIN = QT_TRANSLATE_NOOP("luck", "a win with {tile}")
WOULD_TENPAI = QT_TRANSLATE_NOOP("luck", "tenpai with {tile}")
STEP = QT_TRANSLATE_NOOP("luck", "step {step}")
PARTS = QT_TRANSLATE_NOOP("luck", "; ")  # between the places of the tiles (ja: 。or 、)
LAST_TENPAI = QT_TRANSLATE_NOOP("luck", "Your last tenpai ({waits}): {places}")


def words(text: str) -> str:
    return translate(CONTEXT, text)


def ordinal(number: int) -> str:
    """``1st``, ``2nd``, ``11th`` in English; the number alone in the other languages, whose
    translations put their own counter round ``{ordinal}`` (``2回目``, ``第2次``, ``2번째``)."""
    if language() != "en":
        return str(number)
    if 10 <= number % 100 <= 20:
        suffix = "th"
    else:
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"


def signed(value: float, digits: int = 2) -> str:
    """A z with its sign, a true minus, and no "−0.00" (it reads "0.00")."""
    text = f"{value:.{digits}f}"
    if float(text) == 0:
        return f"{0:.{digits}f}"
    return text.replace("-", "−")


def places_words(tenpai: Tenpai, who: Who) -> str:
    """``3 left in the wall: the first was South's 2nd draw; 1 in the dead wall; 2 in West's
    hand; 1 in sight`` (places with no copy are left out, except the live wall)."""
    parts = []
    if tenpai.wall is None:
        parts.append(words(NO_WALL))
    else:
        live = words(LIVE).format(count=len(tenpai.wall.live))
        first = tenpai.first_live
        if first is not None:
            live += ": " + words(FIRST).format(seat=who(first.seat), ordinal=ordinal(first.nth))
        parts.append(live)
        if tenpai.wall.dead_wall:
            parts.append(words(DEAD_WALL).format(count=len(tenpai.wall.dead_wall)))
    for seat, held in enumerate(tenpai.in_hands or ()):
        if held:
            parts.append(words(IN_HAND).format(count=len(held), seat=who(seat)))
    if tenpai.visible:
        parts.append(words(IN_SIGHT).format(count=len(tenpai.visible)))
    if tenpai.dead:
        parts.append(words(DEAD))
    elif tenpai.cut_off:
        parts.append(words(CUT_OFF).format(seat=who(tenpai.seat)))
    return words(PARTS).join(parts)


def tenpai_words(tenpai: Tenpai, who: Who) -> str:
    """``South tenpai on 1-man, 4-man: 3 left in the wall…``"""
    head = words(TENPAI).format(seat=who(tenpai.seat), waits=kinds_words(tenpai.waits))
    return f"{head}: {places_words(tenpai, who)}"


def last_tenpai_words(tenpai: Tenpai, who: Who) -> str:
    """The result popup's line: ``Your last tenpai (1-man, 4-man): 3 left in the wall…``"""
    return words(LAST_TENPAI).format(
        waits=kinds_words(tenpai.waits), places=places_words(tenpai, who)
    )


def draws_words(tally: DrawTally) -> str:
    """``draws: 18, improving: 2 (expected 2.2), z = −0.16``"""
    text = words(DRAWS).format(count=tally.count, hits=tally.hits, expected=f"{tally.expected:.1f}")
    if tally.z is not None:
        text += ", " + words(Z).format(z=signed(tally.z))
    return text


def start_words(shanten: int, share: float) -> str:
    """``starting hand: 3 shanten, better than 72%`` (of the corpus's starting hands)."""
    return words(START).format(shanten=shanten, share=f"{share:.0f}")


def call_words(call: CallChange, who: Who) -> str:
    """``without South's pon of West's discard``"""
    return words(WITHOUT).format(
        caller=who(call.seat),
        call=translated(CALL_NAMES[call.kind]).lower(),
        discarder=who(call.discarder),
    )


def would_words(would: WouldDraw, who: Who, red_fives: bool = True) -> str:
    """``South's next draws: 3-man, 7-pin, West (drew 2-sou, …); tenpai with 7-pin``"""
    text = words(NEXT_DRAWS).format(
        seat=who(would.seat),
        tiles=_tiles(would.would_draw, red_fives) if would.would_draw is not None else "?",
        drew=_tiles(would.drew, red_fives),
    )
    outcome = would_outcome(would, red_fives)
    return f"{text}; {outcome}" if outcome else text


def would_outcome(would: WouldDraw, red_fives: bool = True) -> str:
    """``a win with 7-pin`` or ``tenpai with 7-pin`` when a would-be draw (added alone to the
    hand at the discard) wins or reaches tenpai from further away; else ""."""
    if would.would_draw is None or would.would_shanten is None or would.shanten is None:
        return ""
    for tile, after in zip(would.would_draw, would.would_shanten, strict=True):
        if after < 0:
            return words(WOULD_WIN).format(tile=tile_words(tile, red_fives))
    if would.shanten > 0:
        for tile, after in zip(would.would_draw, would.would_shanten, strict=True):
            if after == 0:
                return words(WOULD_TENPAI).format(tile=tile_words(tile, red_fives))
    return ""


def step_words(step: int) -> str:
    return words(STEP).format(step=step)


def _tiles(tiles: Sequence[int], red_fives: bool) -> str:
    return listed(tile_words(t, red_fives) for t in tiles) if tiles else words(NO_DRAW)
