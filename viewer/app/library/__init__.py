"""The Library in the window: the way in from the main window, the Library window itself, and
the scans and judging it starts in the background."""
