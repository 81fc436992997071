"""Luck in the window: View → Luck (L), the dock of the round's tenpais and calls with where the
winning tiles were and what each call changed (docs/luck.md). The result popup's line and the
wall view's rings need no part: the frame carries them (``viewer.presentation.luck_view``)."""
