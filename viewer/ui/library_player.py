"""The player page of the Library view: the statistics of ``mjlog-viewer stats`` for both modes,
and charts of placements and rates over the player's games."""

from __future__ import annotations

import sqlite3

from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from viewer.library.browse import game_rates, placement_history
from viewer.library.stats import extra_stats, player_stats
from viewer.presentation.i18n import QT_TRANSLATE_NOOP, translate
from viewer.ui.charts import PlacementChart, RateChart, ValueChart

ROWS = (
    ("games", QT_TRANSLATE_NOOP("library", "Games")),
    ("rounds", QT_TRANSLATE_NOOP("library", "Rounds")),
    ("placements", QT_TRANSLATE_NOOP("library", "Placements")),
    ("average_placement", QT_TRANSLATE_NOOP("library", "Average placement")),
    ("win_rate", QT_TRANSLATE_NOOP("library", "Win rate")),
    ("deal_in_rate", QT_TRANSLATE_NOOP("library", "Deal-in rate")),
    ("riichi_rate", QT_TRANSLATE_NOOP("library", "Riichi rate")),
    ("call_rate", QT_TRANSLATE_NOOP("library", "Call rate")),
    ("average_win_points", QT_TRANSLATE_NOOP("library", "Average win")),
    ("average_deal_in_points", QT_TRANSLATE_NOOP("library", "Average deal-in")),
    ("tsumo_rate", QT_TRANSLATE_NOOP("library", "Wins by tsumo")),
    ("damaten_rate", QT_TRANSLATE_NOOP("library", "Wins closed without riichi")),
    ("average_win_turn", QT_TRANSLATE_NOOP("library", "Average draws to a win")),
    ("riichi_win_rate", QT_TRANSLATE_NOOP("library", "Riichi rounds won")),
    ("riichi_deal_in_rate", QT_TRANSLATE_NOOP("library", "Riichi rounds dealt in")),
)
MODES = (
    ("yonma", QT_TRANSLATE_NOOP("library", "4-player")),
    ("sanma", QT_TRANSLATE_NOOP("library", "3-player")),
)


def stat_text(key: str, value: object) -> str:
    """How one statistic reads on the page."""
    if value is None:
        return "–"
    if key == "placements" and isinstance(value, list):
        return " / ".join(str(count) for count in value)
    if key.endswith("_rate") and isinstance(value, float):
        return f"{value:.1%}"
    if key == "average_placement" and isinstance(value, float):
        return f"{value:.2f}"
    if key == "average_win_turn" and isinstance(value, float):
        return f"{value:.1f}"
    if key.startswith("average_") and isinstance(value, float):
        return f"{value:,.0f}"
    return f"{value:,}" if isinstance(value, int) else str(value)


class PlayerPage(QWidget):
    def __init__(self, connection: sqlite3.Connection, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.connection = connection
        self.player = ""
        layout = QVBoxLayout(self)
        self.heading = QLabel(self)
        self.heading.setObjectName("player_heading")
        layout.addWidget(self.heading)
        grid = QGridLayout()
        self.cells: dict[tuple[str, str], QLabel] = {}
        for column, (_mode, title) in enumerate(MODES, start=1):
            grid.addWidget(QLabel(f"<b>{translate('library', title)}</b>", self), 0, column)
        for row, (key, title) in enumerate(ROWS, start=1):
            grid.addWidget(QLabel(translate("library", title), self), row, 0)
            for column, (mode, _title) in enumerate(MODES, start=1):
                cell = QLabel("–", self)
                cell.setObjectName(f"{mode}_{key}")
                grid.addWidget(cell, row, column)
                self.cells[(mode, key)] = cell
        layout.addLayout(grid)
        self.placement_chart = PlacementChart(self)
        self.win_chart = RateChart(translate("library", "Win rate per game (average of 20)"), self)
        self.deal_in_chart = RateChart(
            translate("library", "Deal-in rate per game (average of 20)"), self
        )
        self.rate_chart = ValueChart(
            translate("library", "Rate at the start of each game"), parent=self
        )
        charts = (self.placement_chart, self.win_chart, self.deal_in_chart, self.rate_chart)
        for chart in charts:
            layout.addWidget(chart, 1)

    def show_player(self, player: str) -> None:
        self.player = player
        if not player:
            self.heading.setText(
                translate("library", "Type your name in “Me” to see your statistics.")
            )
        else:
            self.heading.setText(f"<h3>{_escape(player)}</h3>")
        games = {}
        for mode, _title in MODES:
            stats = (
                {**player_stats(self.connection, player, mode),
                 **extra_stats(self.connection, player, mode)}
                if player else {}
            )  # fmt: skip
            games[mode] = stats.get("games", 0)
            for key, _label in ROWS:
                self.cells[(mode, key)].setText(stat_text(key, stats.get(key)))
        players = 3 if games["sanma"] > games["yonma"] else 4  # charts of the mode played more
        history = placement_history(self.connection, player, players) if player else []
        rates = game_rates(self.connection, player, players) if player else []
        self.placement_chart.set_players(players)
        self.placement_chart.set_values([float(place) for _when, place, _rate in history])
        self.win_chart.set_values([win for win, _deal_in in rates])
        self.deal_in_chart.set_values([deal_in for _win, deal_in in rates])
        self.rate_chart.set_values([rate for _when, _place, rate in history if rate is not None])


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
