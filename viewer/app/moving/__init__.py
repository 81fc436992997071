"""Moving through a game: the Go menu's moves, autoplay, and the part that turns keys, the
wheel and autoplay into steps of the session."""
