"""Caps on what a log holds inside its XML (the caps on its bytes are in ``reader``).

A hostile file can hold any number of rounds, megabytes in one attribute, names of any length,
and a flood of odd tags; these keep the cost of each small and the messages short.
"""

MAX_ROUNDS = 500  # a long hanchan has under 40; more is not a game (and costs time to show)
MAX_ATTRIBUTE_CHARS = 10_000  # the longest real value (a SHUFFLE seed) has 3,357
MAX_NAME_CHARS = 100  # decoded player names are kept this long at most
MAX_WARNINGS = 50  # distinct warnings kept on a record; a flood of odd tags stops there
