"""The coach in the window: View → Coach, the overlay on the board, the dock, keys, errors."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from dataclasses import replace

from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QColor, QImage

from tests.app.coach_game import BEST, DISCARD_STEP, DRAW_STEP, PLAYED, coach_game
from viewer.app.actions import Action
from viewer.replay import Step

WORKER_MS = 60_000  # a spawned child imports numpy and the coach: seconds on a busy machine


@pytest.fixture
def statuses(window, monkeypatch):  # type: ignore[no-untyped-def]
    shown: list[str] = []
    monkeypatch.setattr(window, "show_status", shown.append)
    monkeypatch.setattr(window, "show_error", shown.append)
    return shown


@pytest.fixture
def coached(compiled_kernel, window, tmp_path, statuses):  # type: ignore[no-untyped-def]
    """The hand-written game open, the coach on, at the bottom seat's decision with a riichi."""
    assert window.open_path(coach_game(tmp_path))
    window.chrome.actions[Action.SHOW_COACH].trigger()
    window.session.go_to(Step(0, DRAW_STEP))
    return window


@pytest.fixture
def valued(coached, qtbot):  # type: ignore[no-untyped-def]
    """``coached`` once the worker process has valued both decisions of the bottom seat (the
    real model: a tenpai and a 1-shanten hand, milliseconds each once the child is up)."""
    values = coached.chrome.coach.values
    qtbot.waitUntil(lambda: values.idle and coached.session.frame.coach_value is not None,
                    timeout=WORKER_MS)  # fmt: skip
    coached.chrome.coach.warmer.finish()
    return coached


def _hand(window):  # type: ignore[no-untyped-def]
    """The bottom hand's sprites in the order the overlay draws them."""
    sprites = window.board.board_layout().seat_sprites(0)
    return [s for s in sprites if s.zone in ("hand", "drawn") and s.tile >= 0]


def _paint(window) -> QImage:  # type: ignore[no-untyped-def]
    return window.board.render_image(1600, 1000)


def test_off_by_default_and_remembered(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from viewer.app.window.main_window import MainWindow

    path = str(tmp_path / "viewer.ini")
    first = MainWindow(QSettings(path, QSettings.Format.IniFormat))
    qtbot.addWidget(first)
    toggle = first.chrome.actions[Action.SHOW_COACH]
    assert not first.session.options.show_coach and not toggle.isChecked()
    assert toggle.shortcut().toString() == "C"
    toggle.trigger()
    assert first.session.options.show_coach and toggle.isChecked()
    assert first.session.options.coach_threshold == 100  # points
    first.chrome.coach.set_threshold(750)
    first.close()
    second = MainWindow(QSettings(path, QSettings.Format.IniFormat))
    qtbot.addWidget(second)
    assert (
        second.session.options.show_coach and second.chrome.actions[Action.SHOW_COACH].isChecked()
    )
    assert second.session.options.coach_threshold == 750
    second.close()


def test_the_key_turns_it_on(window, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    assert window.open_path(coach_game(tmp_path))
    qtbot.keyClick(window.board, Qt.Key.Key_C)
    assert window.session.options.show_coach
    assert window.chrome.coach.panel.isVisible()
    qtbot.keyClick(window.board, Qt.Key.Key_C)
    assert not window.session.options.show_coach and not window.chrome.coach.panel.isVisible()


def test_nothing_is_judged_until_the_coach_is_on(window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    assert window.open_path(coach_game(tmp_path))
    window.session.go_to(Step(0, DRAW_STEP))
    frame = window.session.frame
    assert frame.coach is None and frame.coach_source is not None
    assert not frame.coach_source.made  # opening and stepping made no coach
    window.session.update_options(show_coach=True)
    assert window.session.frame.coach is not None and frame.coach_source.made


def test_the_decision_shows_on_the_step_holding_its_hand(coached) -> None:  # type: ignore[no-untyped-def]
    frame = coached.session.frame
    assert frame.coach.step == DISCARD_STEP and frame.coach.seat == 0
    assert frame.coach.actual == PLAYED and BEST in frame.coach.best and frame.coach.loss == 4
    coached.session.go_to(Step(0, DISCARD_STEP))  # the discard itself: the hand has let go
    assert coached.session.frame.coach is None
    coached.session.go_to(Step(0, 3))  # seat 1's draw: not the bottom seat's decision
    assert coached.session.frame.coach is None
    coached.session.update_options(viewpoint=1)  # seat 1 at the bottom: before its riichi
    coached.session.go_to(Step(0, 3))
    assert coached.session.frame.coach is not None and coached.session.frame.coach.seat == 1
    coached.session.go_to(Step(0, 4))  # the declaration: the same hand, the same decision
    assert coached.session.frame.coach.step == 5 and coached.session.frame.coach.riichi


def _dominant(color: QColor) -> str:
    channels = {"red": color.red(), "green": color.green(), "blue": color.blue()}
    return max(channels, key=channels.__getitem__)


def test_bar_colours_by_ukeire_while_judging(coached) -> None:  # type: ignore[no-untyped-def]
    """Before the worker's valuation: the ukeire facts (green the best, red a shanten back, blue
    the tile played)."""
    frame = coached.session.frame
    judging = frame if frame.coach_judging else replace(frame, coach_value=None,
                                                         coach_judging=True)  # fmt: skip
    coached.board.set_frame(judging)
    image = _paint(coached)
    decision = judging.coach
    seen = set()
    for sprite, bar in zip(_hand(coached), coached.board.coach_shapes.bars, strict=True):
        kind = sprite.tile >> 2
        pixel = image.pixelColor(round(bar.center().x()), round(bar.bottom() - 2))
        if kind in decision.best:
            expected = "green"
        elif decision.candidate(kind).shanten > decision.lowest_shanten:
            expected = "red"
        else:
            assert kind == PLAYED
            expected = "blue"
        assert _dominant(pixel) == expected, (kind, pixel.name())
        seen.add(expected)
    assert seen == {"green", "red", "blue"}


def test_bar_colours_and_heights_by_value(valued) -> None:  # type: ignore[no-untyped-def]
    from viewer.presentation.value_verdict import kind_class
    from viewer.ui.coach_overlay import CLASS_COLORS

    image = _paint(valued)
    frame = valued.session.frame
    decision, valuation = frame.coach, frame.coach_value
    shapes = valued.board.coach_shapes
    assert len(shapes.bars) == len(_hand(valued)) == 14
    heights = {}
    for sprite, bar in zip(_hand(valued), shapes.bars, strict=True):
        kind = sprite.tile >> 2
        colour = CLASS_COLORS[kind_class(decision, valuation, kind)]
        x = round(bar.left()) + 6  # clear of the played bar's outline and of the figure
        rows = range(round(bar.top()), round(bar.bottom()))
        heights[kind] = sum(1 for y in rows if image.pixelColor(x, y) == colour)
        assert heights[kind] >= 2, (kind, colour.name())
    assert kind_class(decision, valuation, BEST) == "pick"
    assert kind_class(decision, valuation, PLAYED) == "large"  # −1,280 points under riichi
    assert heights[BEST] == max(heights.values()) > heights[PLAYED]  # the pick's is full


def test_box_words_in_english_and_japanese(valued) -> None:  # type: ignore[no-untyped-def]
    from viewer.presentation.value_wording import points_text, verdict_text
    from viewer.ui.translations import apply_language

    frame = valued.session.frame
    decision, valuation = frame.coach, frame.coach_value
    best = valuation.of(BEST)
    assert valuation.method == "exact" and valuation.pick == (BEST,)
    text = verdict_text(decision, valuation, False)
    assert text == (f"Best 6-sou: win {best.win * 100:.0f} %, {points_text(best.points)} points; "
                    f"played 3-sou: −{points_text(valuation.value_loss)}")  # fmt: skip
    assert valued.chrome.coach.status.text() == text
    _paint(valued)
    assert valued.board.coach_shapes.box is not None
    apply_language("ja", False)
    japanese = verdict_text(decision, valuation, False)
    assert "6索" in japanese and "3索" in japanese and "和了率" in japanese
    assert "points" not in japanese and "点" in japanese


def test_safety_marks_while_riichi(coached) -> None:  # type: ignore[no-untyped-def]
    _paint(coached)
    kinds = [s.tile >> 2 for s in _hand(coached)]
    marks = dict(zip(kinds, (m for _r, m in coached.board.coach_shapes.marks), strict=True))
    assert marks[14] == "genbutsu" and marks[21] == "genbutsu"  # 6p, 4s: discarded after riichi
    assert marks[24] == "suji"  # 7s: 4s genbutsu
    assert marks[27] == "no-chance"  # East, two seen: only a tanki can wait on it
    assert marks[PLAYED] == "other"
    tip = coached.board.tooltip_at(*_centre(coached, 24))
    assert "suji against B" in tip and "4.5" in tip
    coached.session.go_to(Step(0, 1))  # the first decision, before the riichi: no marks
    _paint(coached)
    assert coached.session.frame.coach is not None and coached.board.coach_shapes.marks == ()


def _centre(window, kind: int) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    sprite = next(s for s in _hand(window) if s.tile >> 2 == kind)
    x, y = sprite.rect.centre
    from viewer.ui.board_view import board_scale

    scale = board_scale(window.board.width(), window.board.height(), window.board.layout_.size)
    return round(window.board.width() / 2) + x * scale, round(window.board.height() / 2) + y * scale


def test_dock_contents(valued) -> None:  # type: ignore[no-untyped-def]
    panel = valued.chrome.coach.panel
    frame = valued.session.frame
    decision, valuation = frame.coach, frame.coach_value
    assert panel.isVisible()
    assert panel.candidates.rowCount() == len(decision.candidates) == 13
    headers = [panel.candidates.horizontalHeaderItem(c).text()
               for c in range(panel.candidates.columnCount())]  # fmt: skip
    assert headers == ["Discard", "Shanten", "Ukeire", "Tenpai %", "Win %", "Points",
                       "Deal-in %", "Value", "Tiles that advance"]  # fmt: skip
    rows = {panel.candidates.item(r, 0).toolTip(): r for r in range(13)}
    assert rows["6-sou"] == 0  # the pick first
    played = rows["3-sou"]
    cell = lambda row, column: panel.candidates.item(row, column).text()  # noqa: E731
    assert cell(played, 2) == "4" and cell(rows["6-sou"], 2) == "8"  # the ukeire facts stay
    three = valuation.of(PLAYED)
    assert cell(played, 3) == f"{three.tenpai * 100:.1f}" and cell(played, 6) == "12.0"
    assert cell(rows["4-sou"], 6) == "0.0"  # genbutsu
    assert not panel.candidates.item(rows["6-sou"], 8).icon().isNull()  # the tiles, as pictures
    assert panel.candidates.item(rows["6-sou"], 8).toolTip() == "2-sou, 5-sou"
    assert panel.method.text() == (
        "By value: the exact one-player model, each draw weighed by the round's survival"
    )
    assert panel.danger.rowCount() == 13 and panel.danger.columnCount() == 2
    assert panel.danger.horizontalHeaderItem(1).text() == "against B"
    summary = panel.summary.text()
    assert "By value: the pick 1 of 2" in summary and "Decisions: 2" in summary
    assert "Judged by value so far" not in summary
    assert panel.costliest.count() == 1 and "3-sou" in panel.costliest.item(0).text()
    assert "points" in panel.costliest.item(0).text()


def test_strip_shows_the_round_and_a_click_goes_there(valued, qtbot) -> None:  # type: ignore[no-untyped-def]
    strip = valued.chrome.coach.panel.strip
    valued.session.go_to(Step(0, 0))
    assert [t.decision.step for t in strip.ticks] == [2, DISCARD_STEP]
    from viewer.app.coach.strip import JUDGING, tick_color
    from viewer.ui.coach_overlay import CLASS_COLORS

    first, second = strip.ticks
    assert second.verdict == "large" and tick_color(second) == CLASS_COLORS["large"]
    assert first.verdict == "pick" and tick_color(first) == CLASS_COLORS["pick"]  # North out
    assert tick_color(first._replace(verdict=None)) == JUDGING
    x = round(strip.x_of(DISCARD_STEP))
    qtbot.mouseClick(strip, Qt.MouseButton.LeftButton, pos=QPoint(x, strip.height() // 2))
    assert valued.session.step == Step(0, DRAW_STEP)


def test_costly_keys_and_threshold(valued, qtbot, statuses) -> None:  # type: ignore[no-untyped-def]
    valued.session.go_to(Step(0, 0))
    qtbot.keyClick(valued.board, Qt.Key.Key_N)
    assert valued.session.step == Step(0, DRAW_STEP)  # −1,280 points: costly from 100
    qtbot.keyClick(valued.board, Qt.Key.Key_N)  # none further: stays, says so
    assert valued.session.step == Step(0, DRAW_STEP)
    assert statuses[-1] == "No further costly decision"
    valued.session.go_to(Step(0, 14))
    qtbot.keyClick(valued.board, Qt.Key.Key_N, Qt.KeyboardModifier.ShiftModifier)
    assert valued.session.step == Step(0, DRAW_STEP)
    loss = valued.session.frame.coach_value.value_loss
    box = valued.chrome.coach.panel.threshold_box
    box.setValue(round(loss) + 50)  # no longer costly
    assert valued.session.options.coach_threshold == round(loss) + 50
    assert box.suffix() == " points lost"
    valued.session.go_to(Step(0, 0))
    qtbot.keyClick(valued.board, Qt.Key.Key_N)
    assert valued.session.step == Step(0, 0)


def test_costly_keys_say_what_is_still_being_judged(coached, statuses) -> None:  # type: ignore[no-untyped-def]
    from tests.coach.worker_judges import slow_judge

    values = coached.chrome.coach.values
    values.stop()
    values.judge = slow_judge  # nothing will be valued
    coached.session.go_to(Step(0, 0))
    assert coached.chrome.coach.step_costly(+1) is False
    assert (
        statuses[-1]
        == "No further costly decision among those judged so far (2 still being judged)"
    )


def test_render_coach_draws_the_overlay_by_value(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from viewer.cli.render import run_render
    from viewer.ui.coach_overlay import CLASS_COLORS

    game = coach_game(tmp_path)
    plain, coach = tmp_path / "plain.png", tmp_path / "coach.png"
    base = [str(game), "--round", "1", "--step", str(DRAW_STEP), "--size", "800x500"]
    assert run_render([*base, "-o", str(plain)]) == 0
    assert run_render([*base, "--coach", "-o", str(coach)]) == 0
    image = QImage(str(coach))
    assert image.size() == QImage(str(plain)).size()
    assert image != QImage(str(plain))
    colours = {image.pixelColor(x, y).name() for x in range(0, 800, 2) for y in range(250, 500, 2)}
    assert CLASS_COLORS["large"].name() in colours  # the played 3-sou's bar: valued, red


def test_a_failing_coach_is_one_status_line(window, tmp_path, statuses, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from viewer.coach.game import GameCoach

    def broken(self, step):  # type: ignore[no-untyped-def]
        raise RuntimeError("the coach broke")

    monkeypatch.setattr(GameCoach, "decision", broken)
    window.session.update_options(show_coach=True)
    assert window.open_path(coach_game(tmp_path))  # the log opens all the same
    window.session.go_to(Step(0, DRAW_STEP))
    assert window.session.frame.coach is None
    assert window.session.frame.coach_error == "RuntimeError: the coach broke"
    _paint(window)  # and the step paints
    lines = [s for s in statuses if "the coach broke" in s]
    assert lines == ["The coach could not judge this step: RuntimeError: the coach broke"]
    assert window.chrome.coach.step_costly(+1) is False  # the keys say it once too, and stay put


def test_side_by_side_with_a_mortal_review(window, statuses) -> None:  # type: ignore[no-untyped-def]
    from tests.review.helpers import game_path, report_path

    assert window.open_path(game_path("4p"))
    assert window.chrome.review.attach_file(report_path("4p"))
    window.session.update_options(show_coach=True)
    both = 0
    for decision in window.session.review.decisions:
        window.session.go_to(decision.step)
        frame = window.session.frame
        if frame.review is None or frame.coach is None:
            continue
        for size in ((1600, 1000), (900, 900)):  # room beside the hand, and none
            window.board.render_image(*size)
            review, coach = window.board.review_shapes, window.board.coach_shapes
            assert review is not None and review.box is not None and coach.box is not None
            drawn = [*review.bars, review.box]
            assert not coach.box.intersects(review.box), (decision.step, size)
            assert not any(bar.intersects(other) for bar in coach.bars for other in drawn)
        both += 1
    assert both >= 3
    assert window.chrome.review.panel.isVisible() and window.chrome.coach.panel.isVisible()


def test_hidden_hands_get_no_box(window, tmp_path, statuses) -> None:  # type: ignore[no-untyped-def]
    from tests.formats.mjai.one_view import one_view_log

    path = tmp_path / "view.jsonl"
    path.write_bytes(one_view_log())
    window.session.update_options(show_coach=True)
    assert window.open_path(path)
    coached = {0: 0, 1: 0}
    for seat in (0, 1):  # the seat whose view it is, and a hidden one
        window.session.update_options(viewpoint=seat)
        for index in range(len(window.session.timeline.states(0))):
            window.session.go_to(Step(0, index))
            _paint(window)
            if window.session.frame.coach is not None:
                coached[seat] += 1
                assert window.board.coach_shapes.box is not None
            else:
                assert window.board.coach_shapes is None
    assert coached[0] >= 1 and coached[1] == 0
    assert not [s for s in statuses if "coach" in s]


def test_a_log_cut_short_is_coached_as_far_as_it_goes(window, tmp_path, statuses) -> None:  # type: ignore[no-untyped-def]
    from tests.app.coach_game import EVENTS, HANDS
    from tests.logbuilder import document, init

    cut = EVENTS[: EVENTS.index("<T92/><D80/>") + len("<T92/><D80/>")]
    path = tmp_path / "cut.mjlog"
    path.write_bytes(document(init(hands=HANDS) + cut)[: -len("</mjloggm>")])
    window.session.update_options(show_coach=True)
    assert window.open_path(path)
    window.session.go_to(Step(0, DRAW_STEP))
    assert window.session.frame.coach is not None and window.session.frame.coach.loss == 4
    window.chrome.coach.warmer.finish()
    assert "Decisions: 2" in window.chrome.coach.panel.summary.text()
    assert not [s for s in statuses if "could not judge" in s]


def test_the_dock_follows_the_language(valued) -> None:  # type: ignore[no-untyped-def]
    panel = valued.chrome.coach.panel
    assert "win" in panel.verdict.text() and "step" in panel.costliest.item(0).text()
    valued.chrome.language.choose("ja")
    assert "和了率" in panel.verdict.text() and "6索" in panel.verdict.text()
    assert "手順" in panel.costliest.item(0).text() and "東1局" in panel.costliest.item(0).text()
    assert panel.tabs.tabText(1) == "対局全体"
    assert panel.candidates.horizontalHeaderItem(2).text() == "受け入れ"
    assert panel.candidates.horizontalHeaderItem(4).text() == "和了率"
    assert "期待値" in panel.summary.text() and "厳密" in panel.method.text()


def test_a_coach_failing_while_idle_is_one_status_line(coached, statuses, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from viewer.presentation.coach_view import CoachOnDemand

    def broken(self, step):  # type: ignore[no-untyped-def]
        raise ValueError("judging broke")

    monkeypatch.setattr(CoachOnDemand, "judge", broken)
    monkeypatch.setattr(CoachOnDemand, "judged", lambda self, step: False)
    coached.session.go_to(Step(0, 0))  # nothing to show here: the idle judging fails
    coached.chrome.coach.warmer.finish()
    assert not coached.chrome.coach.warmer.timer.isActive()
    coached.session.go_to(Step(0, 1))  # and the step's own judging: the same line, said once
    assert coached.session.frame.coach is None
    lines = [s for s in statuses if "broke" in s]
    assert lines == ["The coach could not judge this step: ValueError: judging broke"]


def test_between_decisions_the_dock_keeps_the_last_verdict(valued) -> None:  # type: ignore[no-untyped-def]
    panel = valued.chrome.coach.panel
    at_decision = panel.verdict.text()
    assert "win" in at_decision and "Last discard" not in at_decision
    valued.session.go_to(Step(0, DISCARD_STEP))  # the discard itself: no decision here
    assert valued.session.frame.coach is None
    assert "Last discard: " in panel.verdict.text()
    assert panel.verdict.text().replace("Last discard: ", "") == at_decision
    _paint(valued)
    assert panel.candidates.rowCount() > 0 and valued.board.coach_shapes is None
    valued.chrome.language.choose("ja")
    assert "直前の打牌" in panel.verdict.text()
    valued.chrome.language.choose("en")
    valued.session.go_to(Step(0, 0))  # the round's start: nothing decided yet
    assert panel.verdict.text() == "No decision of the bottom seat at this step."
    assert panel.candidates.rowCount() == 0
