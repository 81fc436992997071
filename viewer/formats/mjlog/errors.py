"""The one error type a reader raises, with the position a user needs to find the problem."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from viewer.domain.record import GameRecord


SHOWN_CHARACTERS = 40


def shown(value: object) -> str:
    """``repr`` of a value from the file, cut short: a hostile file can hold megabytes in one."""
    text = repr(value)
    if len(text) <= SHOWN_CHARACTERS:
        return text
    return f"{text[: SHOWN_CHARACTERS - 1]}… ({len(str(value))} characters)"


class MjlogError(ValueError):
    """A log that cannot be read (further).

    ``partial`` holds what could be read before the break (whole rounds, or the rounds up to the
    broken one), so a viewer can still show it; None when nothing usable came before.
    """

    def __init__(
        self,
        message: str,
        *,
        round_ordinal: int | None = None,
        element: int | None = None,
        tag: str | None = None,
        file: str | None = None,
        partial: GameRecord | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.round_ordinal = round_ordinal
        self.element = element
        self.tag = tag
        self.file = file
        self.partial = partial

    @property
    def where(self) -> str:
        """``round R, element N <TAG>`` (the parts that are known)."""
        parts = []
        if self.round_ordinal is not None:
            parts.append(f"round {self.round_ordinal}")
        if self.element is not None:
            tag = self.tag if self.tag is None or len(self.tag) <= 20 else self.tag[:19] + "…"
            parts.append(f"element {self.element}" + (f" <{tag}>" if tag else ""))
        return ", ".join(parts)

    def __str__(self) -> str:
        text = self.message
        if self.where:
            text += f" ({self.where})"
        if self.file:
            text = f"{self.file}: {text}"
        return text

    def with_file(self, file: str) -> MjlogError:
        self.file = file
        return self
