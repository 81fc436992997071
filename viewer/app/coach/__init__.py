"""The coach in the window: its controller (View → Coach, the costly-decision keys), its dock, the
tick strip of the round's verdicts, the queue to the worker process that values each decision
(the exact one-player model, the estimate deeper, the fold rule under riichi) and the idle
warmer of a game's cheap facts."""
