"""The exact model's compiled kernel: packed integer arrays and loops compiled by numba.

Python builds the ``Position`` and reads the answer; everything between (the shanten of every
hand met, the graph of reachable hands, the scoring of each win, the backward pass) runs here.
``viewer.coach.kernel.jit`` is the one place numba is imported and configured. The readable
Python model the kernel must equal lives in ``tests/coach/reference``.
"""
