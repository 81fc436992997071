"""The uma and oka of a game's lobby, where the project knows them, and why not where it does not.

Tenhou's logs give each player's game points at the end (``owari``, uma and oka included) but
not the rule that made them. The rule is known for Tenhou's public ranked lobby (GO ``lobby`` 0)
without chips, private rooms or contests: 4-player games start at 25,000 and return 30,000, the
uma is +20/+10/−10/−20 and the oka (+20) goes to the first; 3-player games start at 35,000 and
return 40,000, uma +20/0/−20, oka +15. Every such game of the corpus agrees (its ``owari`` points,
up to Tenhou's rounding to whole thousands). Elsewhere it is unknown and said so, never guessed:
a custom lobby (``lobby`` > 0) and the chip, jansou and contest rooms keep their own rules, and
logs from before 2010 name no lobby while Tenhou's uma then was not always 10-20 (the corpus
has 2009 games paid +10/+5/−5/−10). A game whose own points disagree with the rule is unknown
too: the log is believed before the table.
"""

from __future__ import annotations

from dataclasses import dataclass

from viewer.domain.record import FinalResult, Rules
from viewer.presentation.i18n import QT_TRANSLATE_NOOP, translate

OWN_RULES_BITS = 0x0200 | 0x0400 | 0x0800 | 0x1000  # chip, jansou, contest, 光: their own rules
ROUNDING = (
    0.5  # Tenhou rounds each score's difference to whole thousands (the first takes the rest)
)

UNNAMED_LOBBY = QT_TRANSLATE_NOOP("scores", "Uma and oka unknown: the log names no lobby.")
OWN_LOBBY = QT_TRANSLATE_NOOP("scores", "Uma and oka unknown: lobby {lobby} sets its own rules.")
OWN_ROOM = QT_TRANSLATE_NOOP("scores", "Uma and oka unknown: room {room} sets its own rules.")
DISAGREES = QT_TRANSLATE_NOOP(
    "scores", "Uma and oka unknown: the log's points do not follow Tenhou's ranked lobby's."
)
KNOWN = QT_TRANSLATE_NOOP(
    "scores",
    "Tenhou's ranked lobby: start {start}, return {target}; uma {uma}, oka {oka} to the first.",
)


@dataclass(frozen=True, slots=True)
class LobbyPoints:
    """How a lobby turns final scores into game points (thousands of points)."""

    start: int  # each seat's score at the start
    target: int  # the return: the score a seat is measured from
    uma: tuple[int, ...]  # by place, first first
    oka: int  # to the first: what the others' return over the start adds up to

    def expected(self, place: int, score: int) -> float:
        """The game points of ``score`` at ``place`` (1 = first), before Tenhou's rounding."""
        bonus = self.oka if place == 1 else 0
        return (score - self.target) / 1000 + self.uma[place - 1] + bonus


TENHOU_RANKED = {
    4: LobbyPoints(start=25000, target=30000, uma=(20, 10, -10, -20), oka=20),
    3: LobbyPoints(start=35000, target=40000, uma=(20, 0, -20), oka=15),
}


@dataclass(frozen=True, slots=True)
class LobbyRule:
    """The lobby's rule, or None with the reason in words."""

    points: LobbyPoints | None
    note: str  # the rule in words, or why it is unknown


def lobby_rule(rules: Rules, final: FinalResult | None, order: tuple[int, ...]) -> LobbyRule:
    """The rule of ``rules``'s lobby; ``order``: the seats best first (``final_ranking``'s), to
    hold the rule to the log's own points when it has them."""
    if rules.lobby is None:
        return LobbyRule(None, translate("scores", UNNAMED_LOBBY))
    if rules.lobby != 0:
        return LobbyRule(None, translate("scores", OWN_LOBBY).format(lobby=rules.lobby))
    if rules.type_bits & OWN_RULES_BITS:
        return LobbyRule(None, translate("scores", OWN_ROOM).format(room=rules.room_name))
    points = TENHOU_RANKED[rules.players]
    if final is not None and not agrees(points, final, order):
        return LobbyRule(None, translate("scores", DISAGREES))
    return LobbyRule(points, known_words(points))


def agrees(points: LobbyPoints, final: FinalResult, order: tuple[int, ...]) -> bool:
    """Whether the log's game points are the rule's, up to Tenhou's rounding (each seat within
    half a thousand; the first, who takes what the others' rounding leaves, within that times
    the others). A log without points has nothing to disagree with."""
    if len(final.points) < len(order):
        return True
    others = len(order) - 1
    for place, seat in enumerate(order, start=1):
        tolerance = ROUNDING * (others if place == 1 else 1) + 1e-9
        if abs(final.points[seat] - points.expected(place, final.scores[seat])) > tolerance:
            return False
    return True


def known_words(points: LobbyPoints) -> str:
    return translate("scores", KNOWN).format(
        start=f"{points.start:,}",
        target=f"{points.target:,}",
        uma="/".join(signed_thousands(u) for u in points.uma),
        oka=signed_thousands(points.oka),
    )


def signed_thousands(value: float, decimals: int = 0) -> str:
    """Game points as players write them: ``+20``, ``−10``, ``+52.3`` with ``decimals`` 1 (a
    true minus sign; a value that rounds to nothing is ``0``, never ``−0``).

    >>> signed_thousands(20), signed_thousands(-10), signed_thousands(52.25, 1)
    ('+20', '−10', '+52.2')
    >>> signed_thousands(-0.04, 1), signed_thousands(0)
    ('0', '0')
    """
    text = f"{value:.{decimals}f}"
    if float(text) == 0:
        return "0"
    return f"−{text[1:]}" if text.startswith("-") else f"+{text}"
