"""Logs in and pictures out: every route a log takes into the window, recent files, File →
Export… and the Tenhou link, and the board as a picture or an animation to share."""
