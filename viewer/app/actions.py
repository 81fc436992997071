"""Every command of the window, its keys and its menu, in one table (Picard's action factories).

The menus, the shortcuts and the help overlay are all built from ``ACTION_SPECS``, so a key shown
in the help is the key that works. The file-switching and Tenhou-link commands (Ctrl+PageDown/
PageUp, Ctrl+L) are carried out by ``viewer.app.files.opening``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from enum import Enum, auto
from typing import NamedTuple

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence

from viewer.presentation.i18n import translate


class Action(Enum):
    OPEN = auto()
    OPEN_TENHOU = auto()
    NEXT_LOG = auto()
    PREVIOUS_LOG = auto()
    EXPORT = auto()
    COPY_ROUND_LINK = auto()
    COPY_IMAGE = auto()
    SAVE_IMAGE = auto()
    EXPORT_ANIMATION = auto()
    QUIT = auto()
    NEXT = auto()
    PREVIOUS = auto()
    NEXT_TURN = auto()
    PREVIOUS_TURN = auto()
    NEXT_ROUND = auto()
    PREVIOUS_ROUND = auto()
    ROUND_START = auto()
    ROUND_END = auto()
    NEXT_NOTABLE = auto()
    PREVIOUS_NOTABLE = auto()
    AUTOPLAY = auto()
    FASTER = auto()
    SLOWER = auto()
    QUIZ = auto()
    ROTATE_VIEWPOINT = auto()
    OPEN_HANDS = auto()
    SHADE_TSUMOGIRI = auto()
    MARK_DORA = auto()
    SHOW_ANALYSIS = auto()
    SHOW_WALL = auto()
    SHOW_WALL_CLOSED = auto()
    HIDE_NAMES = auto()
    SHOW_ROUNDS = auto()
    OPEN_REVIEW = auto()
    NEXT_DISAGREEMENT = auto()
    PREVIOUS_DISAGREEMENT = auto()
    SHOW_REVIEW = auto()
    SHOW_COACH = auto()
    SHOW_LUCK = auto()
    SHOW_SCORES = auto()
    NEXT_COSTLY = auto()
    PREVIOUS_COSTLY = auto()
    HELP = auto()
    DISMISS = auto()


class ActionSpec(NamedTuple):
    text: str  # menu text (with & mnemonic)
    keys: tuple[str, ...]  # QKeySequence portable strings; the first is shown in the menu
    menu: str  # "file", "go", "play", "view", "help", or "" (keys only, no menu entry)
    help: str  # the line in the help overlay ("" = not listed)
    checkable: bool = False
    # Extra sequences that work but are not shown: "?" and "+" arrive with Shift on most layouts,
    # and not every platform's key mapper drops the Shift when it matches shortcuts.
    hidden_keys: tuple[str, ...] = ()


ACTION_SPECS: dict[Action, ActionSpec] = {
    Action.OPEN: ActionSpec("&Open…", ("Ctrl+O",), "file", "Open a log"),
    Action.OPEN_TENHOU: ActionSpec(
        "Open &Tenhou log…", ("Ctrl+L",), "file", "Open a Tenhou log link or id (downloaded once)"
    ),
    Action.NEXT_LOG: ActionSpec(
        "Ne&xt log",
        ("Ctrl+PgDown",),
        "file",
        "Next log (the file's next game, the dropped list, or the file's folder)",
    ),
    Action.PREVIOUS_LOG: ActionSpec(
        "Pre&vious log",
        ("Ctrl+PgUp",),
        "file",
        "Previous log (the file's previous game, the dropped list, or the folder)",
    ),
    Action.EXPORT: ActionSpec(
        "&Export…", ("Ctrl+E",), "file", "Save the game as tenhou.net/6 JSON or an mjai log"
    ),
    Action.COPY_ROUND_LINK: ActionSpec(
        "&Copy round as tenhou.net/6 link",
        ("Ctrl+Shift+C",),
        "file",
        "Copy this round as a tenhou.net/6 link (for NAGA and the reviewers)",
    ),
    Action.COPY_IMAGE: ActionSpec(
        "&Copy board image", ("Ctrl+C",), "file", "Copy the board as an image"
    ),
    Action.SAVE_IMAGE: ActionSpec(
        "&Save board image…", ("Ctrl+S",), "file", "Save the board as a PNG"
    ),
    Action.EXPORT_ANIMATION: ActionSpec(
        "Export round &animation…",
        ("Ctrl+Shift+S",),
        "file",
        "Export this round as an animation (GIF, APNG, WebP)",
    ),
    Action.QUIT: ActionSpec("&Quit", ("Ctrl+Q",), "file", "Quit"),
    Action.NEXT: ActionSpec("&Next event", ("Right", "Down"), "go", "Next event"),
    Action.PREVIOUS: ActionSpec("&Previous event", ("Left", "Up"), "go", "Previous event"),
    Action.NEXT_TURN: ActionSpec(
        "Next &turn of the viewpoint seat", ("Ctrl+Right",), "go", "Next turn of the bottom seat"
    ),
    Action.PREVIOUS_TURN: ActionSpec(
        "Previous t&urn of the viewpoint seat",
        ("Ctrl+Left",),
        "go",
        "Previous turn of the bottom seat",
    ),
    Action.NEXT_ROUND: ActionSpec("Next &round", ("PgDown",), "go", "Next round"),
    Action.PREVIOUS_ROUND: ActionSpec(
        "Pre&vious round", ("PgUp",), "go", "Previous round (or this round's start)"
    ),
    Action.ROUND_START: ActionSpec("Round &start", ("Home",), "go", "Start of the round"),
    Action.ROUND_END: ActionSpec("Round &end", ("End",), "go", "End of the round (its result)"),
    Action.NEXT_NOTABLE: ActionSpec(
        "Next n&otable event", ("]",), "go", "Next riichi, call, kan, win or draw"
    ),
    Action.PREVIOUS_NOTABLE: ActionSpec(
        "Previous notab&le event", ("[",), "go", "Previous riichi, call, kan, win or draw"
    ),
    Action.AUTOPLAY: ActionSpec("&Autoplay", ("Space",), "play", "Autoplay on / off", True),
    Action.FASTER: ActionSpec(
        "&Faster", ("+", "="), "play", "Autoplay faster", hidden_keys=("Shift++",)
    ),
    Action.SLOWER: ActionSpec("&Slower", ("-",), "play", "Autoplay slower"),
    Action.QUIZ: ActionSpec(
        "&Quiz: what would you play?",
        ("Q",),
        "play",
        "Quiz: guess each discard, call and kan of the bottom seat (Q or Esc leaves)",
        True,
    ),
    Action.ROTATE_VIEWPOINT: ActionSpec(
        "&Rotate the viewpoint", ("V",), "view", "Rotate the table (next seat at the bottom)"
    ),
    Action.OPEN_HANDS: ActionSpec("Open &hands", ("H",), "view", "All hands open / closed", True),
    Action.SHADE_TSUMOGIRI: ActionSpec(
        "Shade &tsumogiri", ("T",), "view", "Shade tsumogiri discards", True
    ),
    Action.MARK_DORA: ActionSpec("Mark &dora", ("D",), "view", "Mark dora tiles", True),
    Action.SHOW_ANALYSIS: ActionSpec(
        "Hand a&nalysis", ("A",), "view", "Hand analysis badges (shanten, waits)", True
    ),
    Action.SHOW_WALL: ActionSpec(
        "The &wall",
        ("W",),
        "view",
        "The wall face up and each seat's next draws",
        True,
    ),
    Action.SHOW_WALL_CLOSED: ActionSpec(
        "The wall face do&wn",
        ("Shift+W",),
        "view",
        "The wall face down, as the players see it",
        True,
    ),
    Action.HIDE_NAMES: ActionSpec(
        "Hide player na&mes", (), "view", "Seats shown as A, B, C, D (for sharing)", True
    ),
    Action.SHOW_ROUNDS: ActionSpec("Round &list", (), "view", "", True),
    Action.OPEN_REVIEW: ActionSpec(
        "&Open review…",
        ("Ctrl+Shift+O",),
        "review",
        "Open a Mortal review report (mjai-reviewer JSON) of this game",
    ),
    Action.NEXT_DISAGREEMENT: ActionSpec(
        "&Next disagreement", (".",), "review", "Next move that disagrees with Mortal"
    ),
    Action.PREVIOUS_DISAGREEMENT: ActionSpec(
        "&Previous disagreement", (",",), "review", "Previous move that disagrees with Mortal"
    ),
    Action.SHOW_REVIEW: ActionSpec(
        "Review &overlay", ("R",), "review", "Review overlay on / off", True
    ),
    Action.SHOW_COACH: ActionSpec(
        "&Coach", ("C",), "view", "Coach: each hand tile's ukeire, the verdict, safety marks", True
    ),
    Action.SHOW_LUCK: ActionSpec(
        "&Luck",
        ("L",),
        "view",
        "Luck: where each tenpai's winning tiles were, what each call changed",
        True,
    ),
    Action.SHOW_SCORES: ActionSpec(
        "&Scores",
        ("S",),
        "view",
        "The game's scores: each seat after every round, the standings",
        True,
    ),
    Action.NEXT_COSTLY: ActionSpec(
        "Next &costly decision", ("N",), "go", "Next costly decision of the bottom seat (coach)"
    ),
    Action.PREVIOUS_COSTLY: ActionSpec(
        "Previous c&ostly decision",
        ("Shift+N",),
        "go",
        "Previous costly decision of the bottom seat (coach)",
    ),
    Action.HELP: ActionSpec(
        "&Keyboard shortcuts", ("F1", "?"), "help", "This help", hidden_keys=("Shift+?",)
    ),
    Action.DISMISS: ActionSpec("Close popup", ("Esc", "Return", "Enter"), "", "Close a popup"),
}

MENUS: tuple[tuple[str, str], ...] = (
    ("file", "&File"),
    ("go", "&Go"),
    ("play", "&Play"),
    ("view", "&View"),
    ("review", "&Review"),
    ("help", "&Help"),
)


def key_sequences(spec: ActionSpec) -> list[QKeySequence]:
    return [QKeySequence(key) for key in (*spec.keys, *spec.hidden_keys)]


def key_text(spec: ActionSpec) -> str:
    """The keys as a person reads them: ``→ / ↓``, ``Ctrl+→``, ``PgDown``."""
    names = []
    for key in spec.keys:
        text = QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)
        for word, arrow in (("Right", "→"), ("Left", "←"), ("Up", "↑"), ("Down", "↓")):
            if text == word or text.endswith("+" + word):
                text = text[: -len(word)] + arrow
        text = {"Return": "Enter", "PgDown": "PgDn"}.get(text, text)
        if text not in names:
            names.append(text)
    return " / ".join(names)


def create_action(action: Action, parent: QObject) -> QAction:
    """One QAction with its keys; window-wide so any focused widget but a text field gets them."""
    spec = ACTION_SPECS[action]
    qaction = QAction(spec.text, parent)
    qaction.setObjectName(f"action_{action.name.lower()}")
    qaction.setShortcuts(key_sequences(spec))
    qaction.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    qaction.setCheckable(spec.checkable)
    if spec.help:
        qaction.setStatusTip(spec.help)
    return qaction


def create_actions(parent: QObject) -> dict[Action, QAction]:
    return {action: create_action(action, parent) for action in Action}


class ActionRegistry:
    """The window's QActions, one per ``Action``, made from the table; each part connects the
    ones it carries out (``on``) and enables them as it sees fit."""

    def __init__(self, parent: QObject) -> None:
        self._actions = create_actions(parent)

    def __getitem__(self, action: Action) -> QAction:
        return self._actions[action]

    def __iter__(self) -> Iterator[QAction]:
        return iter(self._actions.values())

    def on(self, action: Action, slot: Callable[[], object]) -> None:
        """``slot`` carries ``action`` out (the checked state is not passed)."""
        self._actions[action].triggered.connect(lambda _checked=False: slot())

    def replace(self, action: Action, qaction: QAction) -> None:
        """Another QAction stands for ``action`` (a dock's own toggle), with its words, name,
        keys and status tip."""
        old = self._actions[action]
        qaction.setText(old.text())
        qaction.setObjectName(old.objectName())
        qaction.setShortcuts(old.shortcuts())
        qaction.setShortcutContext(old.shortcutContext())
        qaction.setStatusTip(old.statusTip())
        old.deleteLater()
        self._actions[action] = qaction

    def set_enabled(self, actions: Iterable[Action], enabled: bool) -> None:
        for action in actions:
            self._actions[action].setEnabled(enabled)

    def retranslate(self) -> None:
        """Every action's text and status tip in the current language."""
        for action, spec in ACTION_SPECS.items():
            qaction = self._actions[action]
            qaction.setText(translate("actions", spec.text))
            if spec.help:
                qaction.setStatusTip(translate("actions", spec.help))
