"""The fonts the viewer ships, so tile faces and the board's own labels never depend on the
fonts a system happens to have.

``resources/fonts/`` holds subsets of Noto Serif CJK JP Bold (the characters of the tile faces)
and Noto Sans CJK JP Regular and Bold (printable ASCII and every CJK character the viewer's
source writes), renamed as the SIL Open Font License asks of modified fonts. They are generated
by ``scripts/make_tile_font.py``. Tile glyphs are read straight from the file with ``QRawFont``
(no font matching, no fallback); the label family is registered with the application's font
database, and characters it lacks (player names) fall back to the system's fonts as usual.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtGui import QFontDatabase, QGuiApplication, QPainterPath, QRawFont

from viewer.resources import resource_path

TILE_FAMILY = "mjlog viewer Tiles"
SANS_FAMILY = "mjlog viewer Sans"
TILE_FONT = "fonts/mjlog-viewer-tiles-bold.otf"
SANS_FONTS = ("fonts/mjlog-viewer-sans-regular.otf", "fonts/mjlog-viewer-sans-bold.otf")
LICENCE = "fonts/OFL.txt"
TILE_CHARACTERS = "一二三四五六七八九萬東南西北白發中伍"

_GLYPH_EM = 100.0  # glyph paths come at this pixel size: the tile art scales them itself


_registered: tuple[str, ...] | None = None


def register_fonts() -> tuple[str, ...]:
    """Add the shipped label fonts to the application's font database (once per application)
    and return the families Qt registered; empty when the files are missing, in which case
    labels quietly use the system's fonts, or before a QGuiApplication exists (then nothing is
    remembered, so a later call still registers them)."""
    global _registered
    if _registered is None:
        if QGuiApplication.instance() is None:
            return ()
        _registered = _register()
    return _registered


def _register() -> tuple[str, ...]:
    families: list[str] = []
    for name in SANS_FONTS:
        try:
            path = resource_path(name)
        except FileNotFoundError:
            continue
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id >= 0:
            families.extend(QFontDatabase.applicationFontFamilies(font_id))
    return tuple(dict.fromkeys(families))


@cache
def _tile_font() -> QRawFont:
    raw = QRawFont(str(resource_path(TILE_FONT)), _GLYPH_EM)
    if not raw.isValid():
        raise FileNotFoundError(f"{TILE_FONT} is not a font Qt can read")
    return raw


@cache
def tile_glyph(char: str) -> QPainterPath:
    """The outline of one tile character at a 100-pixel em, baseline at y = 0, taken from the
    shipped tile font; an empty path for a character the font does not have."""
    raw = _tile_font()
    indexes = raw.glyphIndexesForString(char)
    if len(indexes) != 1 or indexes[0] == 0:  # glyph 0 is .notdef: the font lacks it
        return QPainterPath()
    return raw.pathForGlyph(indexes[0])
