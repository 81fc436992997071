"""Command-line entry points (dump, render, and opening the window)."""
