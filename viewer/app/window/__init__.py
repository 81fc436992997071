"""The window around the board: the composition root (``MainWindow``), the chrome made after
the first paint, and the parts every game shows (menus, toggles, the round list, the status line,
popups and overlays, drops, themes, language, the settings kept between runs)."""
