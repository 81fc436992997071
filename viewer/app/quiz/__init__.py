"""The discard quiz in the window: its controller, the keys and clicks it takes, what it takes
away from the window and gives back, its dock, and its questions valued by the coach's worker."""
