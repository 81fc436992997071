"""A round as an animation (GIF, APNG or WebP): one frame per step, each shown for the autoplay
interval, drawn exactly as the window and ``render`` draw the board.

GIF and WebP are encoded by Pillow, imported only when one is written (never at start-up): Qt
writes no GIF and no animated PNG or WebP, and a GIF needs colour quantisation and LZW, which is
not worth owning. Pillow is on PyPI as wheels for every platform the viewer ships on and in Debian
as python3-pil. APNG is written by ``viewer.ui.apng`` (Qt's PNG encoder per frame, streamed):
Pillow's APNG writer keeps every frame in memory.

Frames are rendered one at a time while the encoder pulls them; ``progress(done, total)`` is
called before each frame and may return False to cancel (``AnimationCancelled``; no partial file
is left behind). Pillow's WebP writer gathers the frames before encoding (memory grows with the
round); the GIF writer keeps them as 8-bit palette images.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter

from viewer.presentation import BoardOptions, Frames
from viewer.presentation.i18n import translate
from viewer.replay import Step
from viewer.ui import tile_art
from viewer.ui.apng import ApngWriter
from viewer.ui.board_view import BoardView
from viewer.ui.compose import compose_popup, popup_for

if TYPE_CHECKING:
    from PIL import Image

# Suffix -> Pillow format name. A ".png" is written as an animated PNG.
FORMATS = {".gif": "GIF", ".png": "PNG", ".apng": "PNG", ".webp": "WEBP"}
POPUP_KEY = "mjlog-viewer-popup"  # set on a frame drawn under a result popup
RESULT_HOLD = 3  # a result step stays up this many intervals, as autoplay pauses on it

Progress = Callable[[int, int], bool]


class AnimationCancelled(Exception):
    """The user cancelled the export."""


class AnimationError(Exception):
    """The animation cannot be written; the message is the whole error line."""


def animation_format(path: str | Path) -> str:
    """Pillow's format name for ``path``'s suffix, or AnimationError naming the ones we write."""
    suffix = Path(path).suffix.lower()
    if suffix not in FORMATS:
        got = suffix or "no suffix"
        text = translate(
            "sharing", "{path}: an animation is .gif, .png (APNG) or .webp (got {got})"
        )
        raise AnimationError(text.format(path=path, got=repr(got)))
    return FORMATS[suffix]


def round_images(
    frames: Frames,
    round_index: int,
    options: BoardOptions,
    size: tuple[int, int],
    popups: bool = True,
) -> Iterator[QImage]:
    """The board at every step of a round (with the result popup where the window shows one)."""
    view = BoardView()
    for index in range(frames.timeline.step_count(round_index)):
        frame = frames.at(Step(round_index, index), options)
        view.set_frame(frame)
        image = view.render_image(*size)
        panel = popup_for(frame) if popups else None
        if panel is not None:
            image = compose_popup(image, panel)
            image.setText(POPUP_KEY, "1")
        caption(image, frame.position.text())
        yield image


def caption(image: QImage, text: str) -> None:
    """Where the frame is in the game, small in the bottom-left corner: a viewer of the shared
    animation knows the step, and no two frames are alike (encoders merge identical frames, and
    the animation must have exactly one frame per step)."""
    painter = QPainter(image)
    font = QFont(tile_art.SANS)
    height = image.height() / image.devicePixelRatio()
    font.setPixelSize(max(9, round(height / 60)))
    painter.setFont(font)
    painter.setPen(QColor(255, 255, 255, 200))
    margin = font.pixelSize() / 2
    box = QRectF(margin, 0, image.width() / image.devicePixelRatio(), height - margin)
    painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, text)
    painter.end()


def to_pillow(image: QImage) -> Image.Image:
    from PIL import Image

    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    data = bytes(rgb.constBits())
    return Image.frombuffer(
        "RGB", (rgb.width(), rgb.height()), data, "raw", "RGB", rgb.bytesPerLine(), 1
    )


def write_animation(
    make_images: Callable[[], Iterator[QImage]],
    count: int,
    path: str | Path,
    durations: int | list[int],
    progress: Progress | None = None,
) -> int:
    """Encode the ``count`` images ``make_images()`` yields to ``path`` (format from the suffix),
    each shown ``durations`` ms (one figure, or one per frame); returns the frames written."""
    fmt = animation_format(path)
    if count < 1:
        text = translate("sharing", "{path}: the round has no steps to animate")
        raise AnimationError(text.format(path=path))
    delays = durations if isinstance(durations, list) else [durations] * count

    def frames() -> Iterator[QImage]:
        for done, image in enumerate(make_images()):
            if progress is not None and not progress(done, count):
                raise AnimationCancelled
            yield image

    target = Path(path)
    partial = target.with_name(target.name + ".part")
    try:
        with partial.open("wb") as out:
            if fmt == "PNG":
                _write_apng(frames(), out, count, delays)
            else:
                _write_pillow(frames(), out, fmt, delays)
        if progress is not None and not progress(count, count):
            raise AnimationCancelled
        partial.replace(target)
    except (OSError, ValueError) as error:
        text = translate("sharing", "{path}: cannot write the animation ({error})")
        raise AnimationError(text.format(path=path, error=error)) from None
    finally:
        partial.unlink(missing_ok=True)
    return count


def _write_apng(images: Iterator[QImage], out: BinaryIO, count: int, delays: list[int]) -> None:
    """APNG by the project's streaming writer: one frame in memory at a time (and the one before
    it: a frame after the first holds only the rectangle that changed, found by Pillow)."""
    from PIL import ImageChops

    writer = ApngWriter(out, count)
    previous = None
    for image, delay in zip(images, delays, strict=False):
        current = to_pillow(image)
        box = None if previous is None else ImageChops.difference(previous, current).getbbox()
        if previous is None:
            writer.add(image, delay)
        elif box is None:  # nothing changed: one pixel, as it was
            writer.add(image.copy(0, 0, 1, 1), delay)
        else:
            left, top, right, bottom = box
            writer.add(image.copy(left, top, right - left, bottom - top), delay, left, top)
        previous = current
    writer.close()


def _write_pillow(images: Iterator[QImage], out: BinaryIO, fmt: str, delays: list[int]) -> None:
    """GIF (quantised here, LZW by Pillow) and WebP by Pillow."""
    from PIL import Image

    palette: list[Image.Image] = []

    def convert(image: QImage) -> Image.Image:
        frame = to_pillow(image)
        if fmt == "GIF":
            # One palette for the round (taken from the deal) keeps the felt from flickering; a
            # result frame (the board dimmed under a popup) gets its own.
            own_palette = bool(image.text(POPUP_KEY))
            if own_palette or not palette:
                own = frame.quantize(255, method=Image.Quantize.MEDIANCUT)
                if own_palette:
                    return own
                palette.append(own)
            frame = frame.quantize(palette=palette[0], dither=Image.Dither.NONE)
        return frame

    stream = (convert(image) for image in images)
    first = next(stream)
    extra = {"quality": 90, "method": 4} if fmt == "WEBP" else {}
    first.save(out, format=fmt, save_all=True, append_images=stream, duration=delays, loop=0,
               **extra)  # fmt: skip


def step_durations(frames: Frames, round_index: int, interval_ms: int) -> list[int]:
    """Each step shown for the autoplay interval; a result (win, draw) held longer, as autoplay
    pauses on it."""
    from viewer.domain.events import Agari, Ryuukyoku

    states = frames.timeline.states(round_index)
    return [
        interval_ms * (RESULT_HOLD if isinstance(s.event, Agari | Ryuukyoku) else 1) for s in states
    ]
