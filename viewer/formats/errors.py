"""The one error type every reader raises, whatever the format.

``MjlogError`` came first and the window and the CLI already catch it, so it stays the common
type (``LogError`` names it for code that reads any format); the JSON readers raise
``JsonLogError``, a kind of it that words its position as a place in the JSON document or a
line of an mjai file instead of an XML element.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from viewer.formats.mjlog.errors import MjlogError, shown

if TYPE_CHECKING:
    from viewer.domain.record import GameRecord

LogError = MjlogError

__all__ = ["JsonLogError", "LogError", "shown"]


class JsonLogError(MjlogError):
    """A tenhou.net/6 or mjai log that cannot be read (further).

    ``position`` says where in the file: ``log[3][5][7]`` (a JSON path) or ``line 12``.
    """

    def __init__(
        self,
        message: str,
        *,
        round_ordinal: int | None = None,
        position: str | None = None,
        file: str | None = None,
        partial: GameRecord | None = None,
    ) -> None:
        super().__init__(message, round_ordinal=round_ordinal, file=file, partial=partial)
        self.position = position

    @property
    def where(self) -> str:
        parts = []
        if self.round_ordinal is not None:
            parts.append(f"round {self.round_ordinal}")
        if self.position:
            parts.append(self.position)
        return ", ".join(parts)
