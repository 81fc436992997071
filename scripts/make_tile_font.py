"""Write the fonts the viewer ships in ``resources/fonts/``: subsets of Noto CJK (SIL OFL 1.1).

- ``mjlog-viewer-tiles-bold.otf``: Noto Serif CJK JP Bold, only the characters of the tile faces
  (``viewer.ui.fonts.TILE_CHARACTERS``).
- ``mjlog-viewer-sans-regular.otf`` / ``-bold.otf``: Noto Sans CJK JP, printable ASCII, every
  hiragana and katakana (players' names), and every non-ASCII character written in the viewer's
  source (``viewer/**/*.py``) and in the translation sources (``resources/translations/*.ts``,
  when there are any) that the font has: round names, honba and riichi-stick labels, yaku, call
  names... so the board never depends on system fonts (names in kanji excepted).
- ``OFL.txt``: the licence, with the copyright lines of the fonts used.

The subsets are renamed (``viewer.ui.fonts.TILE_FAMILY`` / ``SANS_FAMILY``) as the OFL asks of a
modified version. The output depends only on the source fonts, this script and the viewer's
source: timestamps are kept from the source fonts, so running it twice gives the same bytes.
Rerun it after adding wording with new characters (a test names the missing ones).

Needs fontTools (``pip install fonttools``) and Debian's ``fonts-noto-cjk`` (the .ttc files).
Usage: ``python scripts/make_tile_font.py [--source-dir DIR] [OUTPUT_DIR]``.
"""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from viewer.ui.fonts import (  # noqa: E402
    LICENCE,
    SANS_FAMILY,
    SANS_FONTS,
    TILE_CHARACTERS,
    TILE_FAMILY,
    TILE_FONT,
)

SOURCE_DIR = Path("/usr/share/fonts/opentype/noto")
DEBIAN_COPYRIGHT = Path("/usr/share/doc/fonts-noto-cjk/copyright")
JP = 0  # the face index of "Noto ... CJK JP" in Debian's .ttc collections
ASCII = "".join(chr(c) for c in range(0x20, 0x7F))
# Every hiragana and katakana (and the long-vowel mark and middle dot): players' names are
# written in them, and a name then draws in the shipped font, with no system CJK font needed
# and no fallback lookup at the first paint. (Kanji are too many to ship; they fall back.)
KANA = "".join(chr(c) for c in (*range(0x3041, 0x3097), *range(0x30A1, 0x30FF)))
NOTE = "Subset of {source} by mjlog-viewer's scripts/make_tile_font.py; not the original font."


def source_characters() -> str:
    """Every non-ASCII character of the viewer's source and translation files, sorted."""
    files = sorted((ROOT / "viewer").rglob("*.py"))
    files += sorted((ROOT / "resources" / "translations").glob("*.ts"))
    found = {c for path in files for c in path.read_text(encoding="utf-8") if ord(c) > 0x7F}
    return "".join(sorted(found - {"\ufeff"}))


def load_face(collection: Path) -> TTFont:
    from fontTools.ttLib import TTCollection, TTFont

    fonts = TTCollection(str(collection), recalcTimestamp=False).fonts
    face = fonts[JP]
    buffer = io.BytesIO()
    face.save(buffer)  # a stand-alone copy of the one face, so subsetting cannot touch the others
    buffer.seek(0)
    return TTFont(buffer, recalcTimestamp=False)


def rename(font: TTFont, family: str, style: str, source: str) -> None:
    """Give the subset its own names (the OFL's reserved-name rule) and say what it is."""
    postscript = f"{family.replace(' ', '')}-{style}"
    names = font["name"]
    keep = {0, 7, 13, 14}  # copyright, trademark, licence, licence URL
    names.names = [n for n in names.names if n.nameID in keep]
    for name_id, text in (
        (1, family),
        (2, style),
        (3, f"{postscript};subset"),
        (4, f"{family} {style}"),
        (5, "Version 1.0"),
        (6, postscript),
        (10, NOTE.format(source=source)),
    ):
        names.setName(text, name_id, 3, 1, 0x409)
        names.setName(text, name_id, 1, 0, 0)
    cff = font["CFF "].cff
    cff.fontNames = [postscript]
    top = cff.topDictIndex[0]
    top.FullName = f"{family} {style}"
    top.FamilyName = family
    if hasattr(top, "CIDFontName"):
        top.CIDFontName = postscript


def make_subset(source: Path, text: str, family: str, style: str, output: Path) -> list[str]:
    """Write one subset; return the characters the source font lacks."""
    from fontTools import subset

    font = load_face(source)
    cmap = font.getBestCmap()
    missing = [c for c in text if ord(c) not in cmap]
    source_name = font["name"].getDebugName(4) or source.name
    options = subset.Options()
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.recalc_timestamp = False
    options.layout_features = ["kern", "palt", "locl"]
    subsetter = subset.Subsetter(options)
    subsetter.populate(text="".join(c for c in text if ord(c) in cmap))
    subsetter.subset(font)
    rename(font, family, style, source_name)
    output.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(output))
    return missing


def licence_text(copyrights: list[str]) -> str:
    """The SIL OFL 1.1 as Debian's fonts-noto-cjk states it, under the fonts' copyright lines."""
    lines = DEBIAN_COPYRIGHT.read_text(encoding="utf-8").splitlines()
    start = next(
        i + 1
        for i, line in enumerate(lines[:-1])
        if line == "License: SIL-1.1" and lines[i + 1].startswith(" ")
    )
    body: list[str] = []
    for line in lines[start:]:
        if not line.startswith(" "):
            break
        body.append("" if line.strip() == "." else line[1:])
    head = [
        "The fonts in this folder are subsets of Noto Serif CJK JP Bold and Noto Sans CJK JP",
        "Regular and Bold, renamed, made by scripts/make_tile_font.py. Original copyright:",
        "",
        *dict.fromkeys(copyrights),
        "",
        "This Font Software is licensed under the SIL Open Font License, Version 1.1.",
        "This license is copied below, and is also available with a FAQ at:",
        "https://openfontlicense.org",
        "",
    ]
    return "\n".join([*head, *body]).rstrip() + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("output", nargs="?", type=Path, default=ROOT / "resources")
    parser.add_argument("--source-dir", type=Path, default=SOURCE_DIR)
    args = parser.parse_args(argv)
    out: Path = args.output
    labels = ASCII + KANA + source_characters()
    jobs = [
        ("NotoSerifCJK-Bold.ttc", TILE_CHARACTERS, TILE_FAMILY, "Bold", TILE_FONT),
        ("NotoSansCJK-Regular.ttc", labels, SANS_FAMILY, "Regular", SANS_FONTS[0]),
        ("NotoSansCJK-Bold.ttc", labels, SANS_FAMILY, "Bold", SANS_FONTS[1]),
    ]
    copyrights: list[str] = []
    for source_name, text, family, style, target in jobs:
        source = args.source_dir / source_name
        if not source.exists():
            print(f"error: {source} is missing (apt-get install fonts-noto-cjk)", file=sys.stderr)
            return 2
        missing = make_subset(source, text, family, style, out / target)
        copyrights.append(load_face(source)["name"].getDebugName(0) or "")
        size = (out / target).stat().st_size
        print(f"{target}: {len(text) - len(missing)} characters, {size:,} bytes")
        if missing:
            print(f"  not in {source_name}, left to system fonts: {''.join(missing)}")
    (out / LICENCE).write_text(licence_text(copyrights), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
