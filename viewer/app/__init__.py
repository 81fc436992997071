"""The application shell: the window and its parts, one room (folder) per purpose.

Here: the start (``main``), the session (the one cursor), the command table (``actions``) and
what every part is given (``parts``). Rooms: ``window`` (the composition root and the parts
around the board), ``moving``, ``files``, ``coach``, ``quiz``, ``review``, ``library``.
"""
