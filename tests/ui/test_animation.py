"""The round as an animation (issue 15): one frame per step, read back with the same library,
in each format; hidden names; cancellation leaves no file."""

from __future__ import annotations

from pathlib import Path

import pytest

from viewer.cli.render import run_render
from viewer.formats.mjlog import read_mjlog
from viewer.presentation import BoardOptions, Frames
from viewer.replay import Timeline
from viewer.ui.animation import (
    AnimationCancelled,
    AnimationError,
    animation_format,
    round_images,
    step_durations,
    write_animation,
)

Image = pytest.importorskip("PIL.Image")
SHORT_GAME = Path(__file__).resolve().parent.parent / "data" / "short_game.xml"
SIZE = "320x200"


@pytest.mark.parametrize("suffix", [".gif", ".png", ".webp"])
def test_animation_has_one_frame_per_step(qapp, tmp_path, suffix):
    out = tmp_path / f"round{suffix}"
    assert run_render([str(SHORT_GAME), "--round", "2", "--animate", "--size", SIZE,
                       "-o", str(out)]) == 0  # fmt: skip
    steps = Timeline(read_mjlog(SHORT_GAME)).step_count(1)
    with Image.open(out) as image:
        assert image.is_animated
        assert image.n_frames == steps
        assert image.size == (320, 200)
        assert image.format == {".gif": "GIF", ".png": "PNG", ".webp": "WEBP"}[suffix]


def test_frames_last_the_autoplay_interval_and_results_longer(qapp, tmp_path):
    out = tmp_path / "round.gif"
    assert run_render([str(SHORT_GAME), "--animate", "--interval", "500", "--size", SIZE,
                       "-o", str(out)]) == 0  # fmt: skip
    with Image.open(out) as image:
        durations = []
        for index in range(image.n_frames):
            image.seek(index)
            durations.append(image.info["duration"])
    assert durations[0] == 500
    assert durations[-1] == 1500  # the result is held as autoplay holds it


def test_hidden_names_change_the_image(qapp, tmp_path):
    plain, hidden = tmp_path / "plain.png", tmp_path / "hidden.png"
    args = [str(SHORT_GAME), "--step", "-1", "--popup", "--size", "640x400"]
    assert run_render([*args, "-o", str(plain)]) == 0
    assert run_render([*args, "--hide-names", "-o", str(hidden)]) == 0
    assert plain.read_bytes() != hidden.read_bytes()


def test_unknown_suffix_is_one_error_line(tmp_path, capsys):
    out = tmp_path / "round.bmp"
    assert run_render([str(SHORT_GAME), "--animate", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("error: ") and ".gif" in err
    assert not out.exists()
    with pytest.raises(AnimationError):
        animation_format("x.jpg")


def test_cancel_leaves_no_file(qapp, tmp_path):
    timeline = Timeline(read_mjlog(SHORT_GAME))
    frames = Frames(timeline)
    seen = []

    def progress(done, total):
        seen.append((done, total))
        return done < 3

    out = tmp_path / "round.gif"
    with pytest.raises(AnimationCancelled):
        write_animation(lambda: round_images(frames, 0, BoardOptions(), (160, 100)),
                        timeline.step_count(0), out, step_durations(frames, 0, 100),
                        progress)  # fmt: skip
    assert seen[-1][0] == 3
    assert list(tmp_path.iterdir()) == []


def test_gif_result_frame_has_its_own_palette(qapp, tmp_path):
    """The board dimmed under a popup has colours the deal lacks: its frame is quantised on its
    own (else the felt bands and the tile backs turn red), the others share the deal's palette."""
    out = tmp_path / "round.gif"
    assert run_render([str(SHORT_GAME), "--animate", "--size", SIZE, "-o", str(out)]) == 0
    with Image.open(out) as image:
        flat = image.getpalette()
        deal = {tuple(flat[i : i + 3]) for i in range(0, len(flat), 3)}
        image.seek(1)
        ordinary = {c for _, c in image.convert("RGB").getcolors(1 << 16)}
        image.seek(image.n_frames - 1)
        result = {c for _, c in image.convert("RGB").getcolors(1 << 16)}
    assert ordinary <= deal  # the shared palette
    # more new colours than the shared palette (255, of which the deal uses len(deal)) could hold
    assert len(result - deal) > 255 - len(deal)


def test_apng_frames_are_the_rendered_steps_pixel_for_pixel(qapp, tmp_path):
    """The streaming APNG writer (changed rectangles over the previous frame) decodes to exactly
    the boards drawn for each step."""
    from PIL import ImageChops

    from viewer.ui.animation import to_pillow

    timeline = Timeline(read_mjlog(SHORT_GAME))
    frames = Frames(timeline)
    count = timeline.step_count(0)
    out = tmp_path / "round.png"

    def images():
        return round_images(frames, 0, BoardOptions(), (240, 150))

    write_animation(images, count, out, step_durations(frames, 0, 200))
    with Image.open(out) as image:
        assert image.n_frames == count
        for index, expected in enumerate(images()):
            image.seek(index)
            got = image.convert("RGB")
            assert ImageChops.difference(got, to_pillow(expected)).getbbox() is None, index


def test_apng_writer_refuses_a_wrong_frame_count(qapp, tmp_path):
    from PySide6.QtGui import QColor, QImage

    from viewer.ui.apng import ApngWriter

    image = QImage(8, 8, QImage.Format.Format_RGB888)
    image.fill(QColor("green"))
    with (tmp_path / "x.png").open("wb") as out:
        writer = ApngWriter(out, 2)
        writer.add(image, 100)
        with pytest.raises(ValueError):
            writer.close()
        with pytest.raises(ValueError):
            writer.add(image, 100, 4, 4)  # would stick out of the image
