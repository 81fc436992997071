"""A streaming animated-PNG writer: each frame is compressed by Qt's PNG encoder and written at
once, so a long round never sits in memory (Pillow's APNG writer keeps every frame: 420 MB for a
140-step round at 960x600, against one frame here).

APNG is PNG plus three chunk types: ``acTL`` (frame count, loops) after ``IHDR``, one ``fcTL``
(size, offset, delay) before each frame's data, and ``fdAT`` (a sequence number and the same
zlib data an ``IDAT`` holds) for the frames after the first. Every frame is an RGB image (the
first whole, the others whole or only the part that changed, at an offset), so each one's IDAT
data from Qt can be reused as it is.
"""

from __future__ import annotations

import struct
import zlib
from typing import BinaryIO, cast

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QImage

SIGNATURE = b"\x89PNG\r\n\x1a\n"
PNG = cast(bytes, "PNG")  # PySide6's stubs type a format as bytes; at run time it takes a str


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def _png_chunks(image: QImage) -> tuple[bytes, bytes]:
    """The IHDR data and the joined IDAT data of ``image`` saved as an RGB PNG by Qt."""
    array = QByteArray()
    buffer = QBuffer(array)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.convertToFormat(QImage.Format.Format_RGB888).save(buffer, PNG):
        raise OSError("Qt could not encode a frame as PNG")
    data = bytes(array.data())
    header, idat, at = b"", [], len(SIGNATURE)
    while at < len(data):
        (length,) = struct.unpack(">I", data[at : at + 4])
        kind, body = data[at + 4 : at + 8], data[at + 8 : at + 8 + length]
        if kind == b"IHDR":
            header = body
        elif kind == b"IDAT":
            idat.append(body)
        at += 12 + length
    return header, b"".join(idat)


class ApngWriter:
    """Write ``count`` frames to ``out`` one by one with ``add``; ``loops`` 0 = for ever."""

    def __init__(self, out: BinaryIO, count: int, loops: int = 0) -> None:
        self.out, self.count, self.loops = out, count, loops
        self.header = b""
        self.sequence = 0
        self.frames = 0

    def add(self, image: QImage, delay_ms: int, x: int = 0, y: int = 0) -> None:
        """The next frame: the whole image first, then whole images or the changed part of one,
        drawn at (``x``, ``y``) over the previous frame."""
        header, data = _png_chunks(image)
        if self.frames == 0:
            if (x, y) != (0, 0):
                raise ValueError("the first frame of an animation is the whole image")
            self.header = header
            self.out.write(SIGNATURE + _chunk(b"IHDR", header))
            self.out.write(_chunk(b"acTL", struct.pack(">II", self.count, self.loops)))
        width, height = struct.unpack(">II", header[:8])
        full_width, full_height = struct.unpack(">II", self.header[:8])
        if header[8:] != self.header[8:] or x + width > full_width or y + height > full_height:
            raise ValueError("a frame of an animation outside the image, or of another kind")
        control = struct.pack(">IIIIIHHBB", self.sequence, width, height, x, y,
                              max(0, min(delay_ms, 65535)), 1000, 0, 0)  # fmt: skip
        self.out.write(_chunk(b"fcTL", control))
        self.sequence += 1
        if self.frames == 0:
            self.out.write(_chunk(b"IDAT", data))
        else:
            self.out.write(_chunk(b"fdAT", struct.pack(">I", self.sequence) + data))
            self.sequence += 1
        self.frames += 1

    def close(self) -> None:
        if self.frames != self.count:
            raise ValueError(f"{self.frames} frames written, {self.count} announced")
        self.out.write(_chunk(b"IEND", b""))
