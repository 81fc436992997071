"""`render --theme dark|light` (issue 15): both themes drawn, 4-player and 3-player, each with the
felt and the centre square of its theme, the process's theme left as it was."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from viewer.cli.render import run_render
from viewer.ui import theme

SHORT_GAME = Path(__file__).resolve().parent.parent / "data" / "short_game.xml"


def close(a: QColor, b: QColor, tolerance: int = 40) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))


def render(tmp_path, log: Path, name: str, *extra: str) -> QImage:
    out = tmp_path / f"{log.stem}-{name}.png"
    assert run_render([str(log), "--step", "20", "--size", "800x500", "--theme", name,
                       "-o", str(out), *extra]) == 0  # fmt: skip
    return QImage(str(out))


def check_theme(image: QImage, chosen: theme.Theme) -> None:
    # the felt in a corner (the radial gradient's edge), the centre square in the middle
    assert close(image.pixelColor(3, 3), QColor(chosen.felt_edge))
    centre = image.pixelColor(image.width() // 2, image.height() // 2 + 40)
    assert close(centre, QColor(chosen.box), 60)


@pytest.mark.parametrize("name", ["dark", "light"])
def test_render_in_each_theme(tmp_path, qapp, name):
    image = render(tmp_path, SHORT_GAME, name)
    check_theme(image, theme.THEMES[name])
    assert theme.current() is theme.DARK  # the process's theme is left alone


def test_the_themes_differ(tmp_path, qapp):
    assert render(tmp_path, SHORT_GAME, "dark") != render(tmp_path, SHORT_GAME, "light")


@pytest.mark.parametrize("name", ["dark", "light"])
def test_render_three_player_in_each_theme(tmp_path, qapp, corpus_sanma_game, name):
    check_theme(render(tmp_path, corpus_sanma_game, name), theme.THEMES[name])
