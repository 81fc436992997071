"""A round as an animation (GIF, APNG or WebP): one frame per step, each shown for the autoplay
interval, drawn exactly as the window and ``render`` draw the board.

The encoder is Pillow, imported only when an animation is written (never at start-up): Qt writes
no GIF and no animated PNG or WebP, and a GIF needs colour quantisation and LZW, which is not worth
owning. Pillow writes all three formats, is on PyPI as wheels for every platform the viewer ships
on and in Debian as python3-pil.

Frames are rendered one at a time while the encoder pulls them, so a 150-step round never holds
150 full-colour images; ``progress(done, total)`` is called before each frame and may return False
to cancel (``AnimationCancelled``; no partial file is left behind).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter

from viewer.presentation import BoardOptions, Frames
from viewer.replay import Step
from viewer.ui import tile_art
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
        raise AnimationError(f"{path}: an animation is .gif, .png (APNG) or .webp (got {got!r})")
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
        raise AnimationError(f"{path}: the round has no steps to animate")
    from PIL import Image

    # Pillow's APNG writer walks the frames twice (once for their modes): the rest of the round is
    # a sequence that renders again on each walk, rather than every frame held in memory.
    walks = 2 if fmt == "PNG" else 1
    palette: list[Image.Image] = []

    def convert(image: QImage, popup: bool = False) -> Image.Image:
        frame = to_pillow(image)
        if fmt == "GIF":
            # One palette for the round (taken from the deal) keeps the felt from flickering; a
            # result frame (the board dimmed under a popup) gets its own.
            if popup or not palette:
                own = frame.quantize(255, method=Image.Quantize.MEDIANCUT)
                if popup:
                    return own
                palette.append(own)
            frame = frame.quantize(palette=palette[0], dither=Image.Dither.NONE)
        return frame

    class Rest:
        """The frames after the first, rendered anew on each walk; reports progress."""

        walk = 0

        def __iter__(self) -> Iterator[Image.Image]:
            offset = Rest.walk * count
            Rest.walk += 1
            source = make_images()
            next(source, None)  # the first frame is passed on its own
            for done, image in enumerate(source, start=1):
                if progress is not None and not progress(offset + done, count * walks):
                    raise AnimationCancelled
                yield convert(image, bool(image.text(POPUP_KEY)))

    if progress is not None and not progress(0, count * walks):
        raise AnimationCancelled
    first = convert(next(make_images()))
    target = Path(path)
    partial = target.with_name(target.name + ".part")
    extra = {"quality": 90, "method": 4} if fmt == "WEBP" else {}
    try:
        with partial.open("wb") as out:
            first.save(out, format=fmt, save_all=True, append_images=Rest(),
                       duration=durations, loop=0, **extra)  # fmt: skip
        partial.replace(target)
    except OSError as error:
        raise AnimationError(f"{path}: cannot write the animation ({error})") from None
    finally:
        partial.unlink(missing_ok=True)
    return count


def step_durations(frames: Frames, round_index: int, interval_ms: int) -> list[int]:
    """Each step shown for the autoplay interval; a result (win, draw) held longer, as autoplay
    pauses on it."""
    from viewer.domain.events import Agari, Ryuukyoku

    states = frames.timeline.states(round_index)
    return [
        interval_ms * (RESULT_HOLD if isinstance(s.event, Agari | Ryuukyoku) else 1) for s in states
    ]
