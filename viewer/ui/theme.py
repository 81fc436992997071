"""Light and dark: the colours of the table and of the window, one ``Theme`` each.

The dark theme is the table Tenhou players know (dark green felt, white labels); the light theme
is a brighter felt around a light centre square, light result panels and a light window, for
bright rooms and printing. The board, the tile marks (tsumogiri shading, called-away fading) and
the result panels read ``current()``; their caches are keyed by the theme's name. Choosing a
theme, and following the system's colour scheme, is the window's job (``viewer.app.window.themes``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtGui import QColor, QPalette


@dataclass(frozen=True)
class Theme:
    name: str  # "dark" or "light"
    felt_centre: str
    felt: str
    felt_edge: str
    box: str  # the centre square
    label_colours: dict[str, str]  # text role -> colour (the board's TEXT_STYLES roles)
    strip_active: tuple[int, int, int, int]  # the seat to move
    wind_plate: tuple[int, int, int, int]
    shade: tuple[int, int, int, int]  # tsumogiri: laid over the face
    dim_opacity: float  # called-away discards
    panel_background: str
    panel_card: str
    panel_border: str
    panel_text: dict[str, str] = field(default_factory=dict)  # result panel role -> colour
    window: dict[str, str] = field(default_factory=dict)  # QPalette role -> colour ({} = style's)

    def colour(self, role: str, default: str) -> QColor:
        return QColor(self.label_colours.get(role, default))

    def palette(self, base: QPalette) -> QPalette:
        """The window's palette: the style's own for the light theme, a dark one for dark."""
        palette = QPalette(base)
        for role_name, colour in self.window.items():
            role = getattr(QPalette.ColorRole, role_name)
            palette.setColor(role, QColor(colour))
        if self.window:
            disabled = QColor(self.window.get("PlaceholderText", "#7f7f7f"))
            for role in (QPalette.ColorRole.Text, QPalette.ColorRole.WindowText,
                         QPalette.ColorRole.ButtonText):  # fmt: skip
                palette.setColor(QPalette.ColorGroup.Disabled, role, disabled)
        return palette


DARK = Theme(
    name="dark",
    felt_centre="#2a7a4b",
    felt="#1d5a37",
    felt_edge="#123d25",
    box="#0f2c1c",
    label_colours={},  # the board's own (white on green)
    strip_active=(255, 255, 255, 38),
    wind_plate=(255, 255, 255, 30),
    shade=(20, 30, 40, 95),
    dim_opacity=0.38,
    panel_background="#13261b",
    panel_card="#1b3526",
    panel_border="#3f6b50",
    panel_text={
        "text": "#f2f2ea",
        "title": "#ffffff",
        "subtitle": "#b9d6c4",
        "how": "#ffa04a",
        "head": "#9cc3aa",
        "yaku_en": "#b9d6c4",
        "han": "#ffd86b",
        "total": "#ffd86b",
        "limit": "#ff9a4a",
        "plus": "#7dffa0",
        "minus": "#ff8e8e",
        "note": "#cfe3d6",
    },  # fmt: skip
    window={
        "Window": "#1f2421",
        "WindowText": "#e8ece9",
        "Base": "#161a18",
        "AlternateBase": "#232925",
        "Text": "#e8ece9",
        "Button": "#2a302c",
        "ButtonText": "#e8ece9",
        "Highlight": "#2f7d53",
        "HighlightedText": "#ffffff",
        "ToolTipBase": "#2a302c",
        "ToolTipText": "#e8ece9",
        "PlaceholderText": "#8a948e",
        "Link": "#7ec8ff",
        "Mid": "#3a423d",
        "Dark": "#101311",
        "Light": "#3c4540",
    },  # fmt: skip
)

LIGHT = Theme(
    name="light",
    felt_centre="#4f9068",
    felt="#3f7d57",
    felt_edge="#336b4a",
    box="#e6efe7",
    label_colours={  # the centre square is light: its words dark; the felt keeps white words
        "round": "#10251a",
        "round_en": "#2e4a3a",
        "count": "#10251a",
        "tiles_left": "#1e3528",
        "score": "#10251a",
        "delta_plus": "#0a6a2a",
        "delta_minus": "#a3121b",
    },  # fmt: skip
    strip_active=(255, 255, 255, 70),
    wind_plate=(16, 37, 26, 90),
    shade=(20, 30, 40, 105),
    dim_opacity=0.34,
    panel_background="#f4f6f2",
    panel_card="#ffffff",
    panel_border="#b9cbbd",
    panel_text={
        "text": "#1b211d",
        "title": "#0c120e",
        "subtitle": "#3d5446",
        "how": "#a04a00",
        "head": "#4d6657",
        "yaku_en": "#3d5446",
        "han": "#8a5a00",
        "total": "#8a5a00",
        "limit": "#a04a00",
        "plus": "#0a6a2a",
        "minus": "#a3121b",
        "note": "#2e4a3a",
    },  # fmt: skip
)

THEMES = {theme.name: theme for theme in (DARK, LIGHT)}

_current: list[Theme] = [DARK]


def current() -> Theme:
    return _current[0]


def set_current(theme: Theme) -> bool:
    """Switch the table's theme; True if it changed (the caller repaints). Cached tiles and labels
    are keyed by the theme's name, so nothing needs dropping."""
    if theme is _current[0]:
        return False
    _current[0] = theme
    return True


def panel_style(theme: Theme | None = None) -> str:
    """The result panels' style sheet in ``theme`` (default: the current one)."""
    t = theme or current()
    c = t.panel_text
    return f"""
QWidget#resultPanel {{ background: {t.panel_background}; }}
QFrame#card {{ background: {t.panel_card}; border: 1px solid {t.panel_border};
    border-radius: 8px; }}
QLabel {{ color: {c["text"]}; font-family: "Noto Sans CJK JP"; font-size: 14px; }}
QLabel[role="title"] {{ font-size: 22px; font-weight: bold; color: {c["title"]}; }}
QLabel[role="subtitle"] {{ font-size: 14px; color: {c["subtitle"]}; }}
QLabel[role="how"] {{ font-size: 17px; font-weight: bold; color: {c["how"]}; }}
QLabel[role="head"] {{ font-size: 12px; color: {c["head"]}; }}
QLabel[role="yaku_ja"] {{ font-size: 16px; }}
QLabel[role="yaku_en"] {{ font-size: 13px; color: {c["yaku_en"]}; }}
QLabel[role="han"] {{ font-size: 16px; font-weight: bold; color: {c["han"]}; }}
QLabel[role="total"] {{ font-size: 20px; font-weight: bold; color: {c["total"]}; }}
QLabel[role="limit"] {{ font-size: 20px; font-weight: bold; color: {c["limit"]}; }}
QLabel[role="plus"] {{ color: {c["plus"]}; font-weight: bold; }}
QLabel[role="minus"] {{ color: {c["minus"]}; font-weight: bold; }}
QLabel[role="note"] {{ font-size: 13px; color: {c["note"]}; }}
"""
