"""Write the quiz's screenshots: a "Call or pass?" question of the demo log, answered.

    python scripts/make_quiz_screenshot.py OUT.png [--lang en|ja|zh|ko] [--theme light|dark]
                                           [--seat N] [--answer I] [--asking] [--size WxH]

The quiz plays the demo from seat N's view (1: South, whose first call decision is East 1's chi
on 3-man, two ways) to that seat's first call question, answers it with option I (0 is the
pass; by default the first option that is not what the player did, so that "You" and "Played"
differ), waits for the coach's worker process to value it, and grabs the window: the options'
buttons, the answer's rows and the options' values in the Quiz dock, the frames and tags on the
hand. ``--asking`` grabs the question before the answer instead (the cursor on the first call).
Runs offscreen; docs/quiz.md shows ``docs/quiz-call-en.png`` and ``docs/quiz-call-ja.png``.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


from scripts.screenshot_window import ScreenshotWindow  # noqa: E402
from viewer.replay import Step  # noqa: E402
from viewer.resources import demo_log_path  # noqa: E402

WAIT_S = 180  # the worker's first answer (the child loads, or compiles, the kernel)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="The call quiz's screenshot on the demo log.")
    parser.add_argument("out")
    parser.add_argument("--lang", choices=("en", "ja", "zh", "ko"), default="en")
    parser.add_argument("--theme", choices=("light", "dark"), default="dark")
    parser.add_argument("--seat", type=int, default=1)
    parser.add_argument("--answer", type=int, default=None)
    parser.add_argument("--asking", action="store_true")
    parser.add_argument("--size", default="1400x900")
    args = parser.parse_args(argv)
    from viewer.app.actions import Action

    shot = ScreenshotWindow(args.size, args.lang, args.theme)
    app, window, chrome = shot.app, shot.window, shot.chrome
    if not window.open_path(demo_log_path()):
        return 1
    window.session.update_options(viewpoint=args.seat)
    window.session.go_to(Step(0, 0))
    quiz = chrome.quiz
    quiz.play_interval = 0
    chrome.actions[Action.QUIZ].trigger()

    def wait(done: object, what: str) -> bool:
        end = time.monotonic() + WAIT_S
        while not done():  # type: ignore[operator]
            if time.monotonic() > end:
                print(f"the quiz did not {what}", file=sys.stderr)
                return False
            app.processEvents()
            time.sleep(0.01)
        return True

    while quiz.active and quiz.phase != "finished":
        if quiz.phase == "paused":
            chrome.popups.popup.dismiss()
            continue
        question = quiz.state.question
        if question is not None and question.kind == "call":
            break
        quiz.answer_kind(question.actual)
        quiz.play_on()
    else:
        print("no call question for that seat", file=sys.stderr)
        return 1
    question = quiz.state.question
    if args.asking:
        quiz.move_cursor(1)
    else:
        answer = args.answer
        if answer is None:
            answer = next(c.kind for c in question.choices if c.kind != question.actual)
        quiz.answer_kind(answer)
        if not wait(lambda: quiz.state.revealed.question.judged, "get its valuation"):
            return 1
    shot.save(args.out, before_close=quiz.leave)
    return 0


if __name__ == "__main__":
    sys.exit(main())
