"""The quiz in words: the question, the answer revealed, the running score, and why a seat
cannot be quizzed. Every text goes through ``translate("quiz", ...)``; what a tile is worth,
the "judging…" mark and a call's or kan's options (``pon White dragon``) are the coach's words
(``value_wording``, ``choice_wording``), written once."""

from __future__ import annotations

from viewer.presentation import choice_wording as cw
from viewer.presentation.i18n import QT_TRANSLATE_NOOP, translate
from viewer.presentation.quiz import MortalPick, QuizAnswer, QuizScore
from viewer.presentation.tile_names import kind_words, listed
from viewer.presentation.value_wording import NOT_VALUED, WAITING, numbers_words, points_text
from viewer.presentation.value_wording import words as coach_words

TITLE = QT_TRANSLATE_NOOP("quiz", "Quiz: what would you play?")
QUESTION = QT_TRANSLATE_NOOP("quiz", "What would you discard?")
CALL_QUESTION = QT_TRANSLATE_NOOP("quiz", "Call or pass?")
KAN_QUESTION = QT_TRANSLATE_NOOP("quiz", "Kan or not?")
HOW_OPTION = QT_TRANSLATE_NOOP(
    "quiz", "Click an option below, or pick one with ↑ / ↓ and press Enter."
)
CALLED = QT_TRANSLATE_NOOP("quiz", "{seat} discarded {tile}.")  # above a call's options
HOW = QT_TRANSLATE_NOOP(
    "quiz", "Click a tile of your hand, or pick one with ← / → and press Enter."
)
PLAYING = QT_TRANSLATE_NOOP("quiz", "The game plays on to your next decision…")
PAUSED = QT_TRANSLATE_NOOP("quiz", "Close the result (Enter) to play on.")
NEXT = QT_TRANSLATE_NOOP("quiz", "Enter, Space or → plays on to the next decision.")
FINISHED = QT_TRANSLATE_NOOP("quiz", "No decision of this seat is left in the game.")
LEAVE = QT_TRANSLATE_NOOP("quiz", "Q or Esc leaves the quiz.")
NEXT_BUTTON = QT_TRANSLATE_NOOP("quiz", "Play on")
LEAVE_BUTTON = QT_TRANSLATE_NOOP("quiz", "Leave the quiz")
HIDDEN_HAND = QT_TRANSLATE_NOOP(
    "quiz", "Cannot quiz this seat: its hand is hidden in this log (it was written from "
    "another seat's view)."
)  # fmt: skip
NO_DECISIONS = QT_TRANSLATE_NOOP(
    "quiz", "Cannot quiz this seat: it has no discard to choose after this point of the game."
)
NO_GAME = QT_TRANSLATE_NOOP("quiz", "Open a game first: the quiz plays it from the bottom seat.")
KUIKAE = QT_TRANSLATE_NOOP("quiz", "{tile} cannot be discarded now (kuikae).")
YOU = QT_TRANSLATE_NOOP("quiz", "You")
PLAYED = QT_TRANSLATE_NOOP("quiz", "Played")
BEST = QT_TRANSLATE_NOOP("quiz", "Best")
MORTAL = QT_TRANSLATE_NOOP("quiz", "Mortal")


def words(text: str) -> str:
    """One of the texts above in the current language."""
    return translate("quiz", text)


def ukeire_words(count: int) -> str:
    return translate("quiz", "{count} ukeire").format(count=count)


def _pick(kind: int, ukeire: int | None, shanten_back: bool) -> str:
    name = kind_words(kind)
    if shanten_back:
        return translate("quiz", "{tile} (shanten back)").format(tile=name)
    return f"{name} ({ukeire_words(ukeire or 0)})"


def verdict(answer: QuizAnswer) -> str:
    """One line on the pick: by value once the question is valued (best, or the points it gave
    up), by ukeire until then, with the judging mark."""
    loss = answer.value_loss
    if loss is not None:
        if answer.is_best and answer.question.decision is not None:
            return translate("quiz", "Best: no option is worth more than yours.")
        if answer.is_best:
            return translate("quiz", "Best: your pick is worth the most.")
        return translate("quiz", "−{loss} points against the best.").format(
            loss=points_text(loss))  # fmt: skip
    if answer.question.decision is not None:  # a call or kan: by value alone
        return coach_words(NOT_VALUED if answer.question.judged else WAITING)
    if answer.is_best:
        text = translate("quiz", "Best: your pick keeps the most ukeire.")
    elif answer.loss is None:
        text = translate("quiz", "A shanten back: your pick takes the hand further from tenpai.")
    else:
        text = translate("quiz", "−{loss} ukeire against the best.").format(loss=answer.loss)
    return text if answer.question.judged else f"{text} {coach_words(WAITING)}"


def answer_lines(answer: QuizAnswer) -> list[tuple[str, str]]:
    """(who, what) rows of the revealed answer: you, played, best, and Mortal when known; each
    pick with what it gives up by value (its ukeire while the valuation is awaited)."""
    question = answer.question
    if question.decision is not None:
        return option_lines(answer)
    low = question.lowest_shanten
    valuation = question.valuation

    def pick(kind: int) -> str:
        if valuation is not None:
            given = QuizAnswer(question, kind)
            if given.value_loss is None:
                return kind_words(kind)
            if given.is_best:
                return translate("quiz", "{tile} (best)").format(tile=kind_words(kind))
            return translate("quiz", "{tile} (−{loss} points)").format(
                tile=kind_words(kind), loss=points_text(given.value_loss))  # fmt: skip
        choice = question.choice(kind)
        if choice is None:
            return kind_words(kind)
        return _pick(kind, choice.ukeire, choice.shanten > low)

    def best(kind: int) -> str:
        valued = valuation.of(kind) if valuation is not None else None
        if valued is None:
            return pick(kind)
        return f"{kind_words(kind)} ({numbers_words(valued)})"

    played = pick(question.actual)
    if question.riichi:
        played = translate("quiz", "{tile}, declaring riichi").format(tile=played)
    rows = [
        (words(YOU), pick(answer.chosen)),
        (words(PLAYED), played),
        (words(BEST), listed(best(kind) for kind in question.picks)),
    ]
    if question.mortal is not None:
        rows.append((words(MORTAL), mortal_words(question.mortal)))
    return rows


def mortal_words(mortal: MortalPick) -> str:
    if mortal.action == "reach":
        if mortal.kind is None:
            return translate("quiz", "riichi")
        return translate("quiz", "{tile}, declaring riichi").format(tile=kind_words(mortal.kind))
    if mortal.kind is not None:
        return kind_words(mortal.kind)
    if mortal.action == "hora":
        return translate("quiz", "Tsumo (win)")
    if mortal.action in ("ankan", "kakan"):
        return translate("quiz", "a kan")
    if mortal.action == "nukidora":
        return translate("quiz", "kita")
    return mortal.action


def score_lines(score: QuizScore) -> list[str]:
    """The running score of the game, in lines (by value, over the answers valued so far)."""
    if not score.answered:
        return [translate("quiz", "No answer yet.")]
    lines = [
        translate("quiz", "Best: {count} of {total}").format(count=score.best, total=score.valued),
        translate("quiz", "Points lost: {points}").format(points=points_text(score.points_lost)),
        translate("quiz", "Same as the player: {count} of {total}").format(
            count=score.actual, total=score.answered
        ),
    ]
    if score.mortal_asked:
        lines.append(
            translate("quiz", "Same as Mortal: {count} of {total}").format(
                count=score.mortal, total=score.mortal_asked
            )
        )
    if score.judged < score.answered:
        lines.append(translate("quiz", "Judging {count} more answer(s) by value…").format(
            count=score.answered - score.judged))  # fmt: skip
    return lines


def kuikae(kind: int) -> str:
    return words(KUIKAE).format(tile=kind_words(kind))


# -- a call or kan question --------------------------------------------------------------------
def question_words(kind: str) -> str:
    """The question asked: what would you discard, call or pass, kan or not."""
    return words({"call": CALL_QUESTION, "kan": KAN_QUESTION}.get(kind, QUESTION))


def called_words(seat_name: str, kind: int) -> str:
    """Above a call's options: who discarded what (``C discarded White dragon.``)."""
    return words(CALLED).format(seat=seat_name, tile=kind_words(kind))


def option_lines(answer: QuizAnswer) -> list[tuple[str, str]]:
    """``answer_lines`` of a call or kan question: each option in words (``pon White dragon``),
    you and the player's with what they give up by value, the best with its chance and points."""
    question = answer.question
    decision = question.decision
    assert decision is not None
    valuation = question.valuation

    def pick(index: int) -> str:
        name = cw.option_words(decision, index)
        loss = QuizAnswer(question, index).value_loss
        if loss is None:
            return name
        if index in question.picks:
            return translate("quiz", "{tile} (best)").format(tile=name)
        text = translate("quiz", "{tile} (−{loss} points)")
        return text.format(tile=name, loss=points_text(loss))

    def best(index: int) -> str:
        if valuation is None or not 0 <= index < len(valuation.candidates):
            return cw.option_words(decision, index)
        return f"{cw.option_words(decision, index)} ({numbers_words(valuation.candidates[index])})"

    rows = [(words(YOU), pick(answer.chosen)), (words(PLAYED), pick(question.actual))]
    if valuation is not None:
        rows.append((words(BEST), listed(best(index) for index in question.picks)))
    mortal = question.mortal
    if mortal is not None:
        said = mortal_words(mortal) if mortal.option is None else (
            cw.option_words(decision, mortal.option))  # fmt: skip
        rows.append((words(MORTAL), said))
    return rows
