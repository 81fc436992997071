"""Tile faces and the board never depend on the system's fonts (issue 15, "Look").

The same position is drawn twice in subprocesses: once with the machine's fontconfig set-up and
once with a fonts.conf that includes the machine's own (same hinting and antialiasing rules) but
rejects every CJK font, as on a machine without fonts-noto-cjk. The tiles must come out
identical, pixel for pixel, and the whole board image (ASCII player names) nearly so; a control
text drawn in the system's Noto Sans CJK JP, as the board was before, must change, which proves
the fonts really were hidden. Skipped where the trick cannot work: Qt not on fontconfig (Windows,
macOS), or Japanese-capable fonts still visible under the restricted set-up.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from viewer.resources import demo_log_path

REPO = Path(__file__).resolve().parent.parent.parent
SYSTEM_CONFIG = Path(os.environ.get("FONTCONFIG_FILE", "/etc/fonts/fonts.conf"))
DEJAVU = Path("/usr/share/fonts/truetype/dejavu")
REJECT_CJK = (
    "<selectfont><rejectfont><glob>*CJK*</glob>"
    + "".join(
        f'<pattern><patelt name="lang"><string>{lang}</string></patelt></pattern>'
        for lang in ("ja", "zh-cn", "zh-tw", "ko")
    )
    + "</rejectfont></selectfont>"
)
ASCII_NAMES = ("Sakura", "Kestrel", "Ponkotsu", "Marlin")
MAX_BOARD_DIFFERENCE = 0.005  # the bound: under 0.5 % of the pixels


def ascii_names_log(path: Path) -> Path:
    """The demo game with ASCII player names (the demo's two Japanese names replaced)."""
    text = demo_log_path().read_text(encoding="utf-8")
    for seat, name in enumerate(ASCII_NAMES):
        text = re.sub(rf'n{seat}="[^"]*"', f'n{seat}="{name}"', text, count=1)
    path.write_text(text, encoding="utf-8")
    return path


def hidden_cjk_config(folder: Path) -> Path:
    """A fonts.conf: the system's own set-up with every CJK font rejected (or, with no system
    set-up to include, DejaVu alone)."""
    if SYSTEM_CONFIG.is_file():
        body = f'<include ignore_missing="yes">{SYSTEM_CONFIG}</include>{REJECT_CJK}'
    else:
        body = f"<dir>{DEJAVU}</dir>{REJECT_CJK}<cachedir>{folder / 'cache'}</cachedir>"
    conf = folder / "fonts.conf"
    conf.write_text(
        '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n'
        f"<fontconfig>{body}</fontconfig>\n",
        encoding="utf-8",
    )
    return conf


def probe(out: Path, log: Path, fontconfig: Path | None) -> dict[str, object]:
    out.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith("FONTCONFIG")}
    if fontconfig is not None:
        env["FONTCONFIG_FILE"] = str(fontconfig)
    result = subprocess.run(
        [sys.executable, "-m", "tests.ui.font_probe", str(out), str(log)],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=180,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr[-2000:]
    report: dict[str, object] = json.loads(result.stdout.strip().splitlines()[-1])
    return report


def different_pixels(a: Path, b: Path) -> tuple[int, int]:
    """How many pixels differ, and how many there are."""
    first = QImage(str(a)).convertToFormat(QImage.Format.Format_ARGB32)
    second = QImage(str(b)).convertToFormat(QImage.Format.Format_ARGB32)
    assert first.size() == second.size()
    width, height = first.width(), first.height()
    data_a, data_b = bytes(first.constBits()), bytes(second.constBits())
    stride = first.bytesPerLine()
    count = 0
    for y in range(height):
        row_a = data_a[y * stride : y * stride + width * 4]
        row_b = data_b[y * stride : y * stride + width * 4]
        if row_a != row_b:
            count += sum(row_a[i : i + 4] != row_b[i : i + 4] for i in range(0, width * 4, 4))
    return count, width * height


@pytest.fixture(scope="module")
def renders(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    if not sys.platform.startswith("linux"):
        pytest.skip("the fontconfig trick needs Qt on fontconfig (Linux and BSD)")
    folder = tmp_path_factory.mktemp("system-fonts")
    log = ascii_names_log(folder / "ascii-names.mjlog")
    normal = probe(folder / "normal", log, None)
    hidden = probe(folder / "hidden", log, hidden_cjk_config(folder))
    if hidden["japanese_families"]:
        pytest.skip(f"FONTCONFIG_FILE did not hide these fonts: {hidden['japanese_families']}")
    if normal["japanese_families"]:  # the comparison means something only when they were there
        count, _total = different_pixels(
            folder / "normal/control.png", folder / "hidden/control.png"
        )
        assert count > 0, "text in the system's Noto Sans CJK JP did not change: fonts not hidden"
    return folder / "normal", folder / "hidden"


@pytest.mark.slow
def test_tiles_are_identical_without_system_cjk_fonts(renders: tuple[Path, Path]) -> None:
    normal, hidden = renders
    count, total = different_pixels(normal / "tiles.png", hidden / "tiles.png")
    assert count == 0, f"{count} of {total} tile pixels change when CJK fonts are hidden"


@pytest.mark.slow
def test_board_differs_in_under_half_a_percent_without_system_cjk_fonts(
    renders: tuple[Path, Path],
) -> None:
    normal, hidden = renders
    count, total = different_pixels(normal / "board.png", hidden / "board.png")
    print(f"board pixels changed without CJK fonts: {count} of {total} ({count / total:.3%})")
    assert count / total < MAX_BOARD_DIFFERENCE


@pytest.mark.slow
@pytest.mark.parametrize("language", ["ja", "zh", "ko"])
def test_scores_chart_differs_in_under_half_a_percent_without_system_cjk_fonts(
    renders: tuple[Path, Path], language: str
) -> None:
    """The scores chart's words (title, legend, standings, the lobby's rule) are in the shipped
    label font in every language."""
    normal, hidden = renders
    name = f"scores-{language}.png"
    count, total = different_pixels(normal / name, hidden / name)
    print(f"{name} pixels changed without CJK fonts: {count} of {total} ({count / total:.3%})")
    assert count / total < MAX_BOARD_DIFFERENCE
