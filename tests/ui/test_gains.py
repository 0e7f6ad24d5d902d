"""What each player gained and lost, the last roll, the table's facts and the
gain series, through the real main window (computers paused: the test plays
the recorded moves itself with the controller)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSimpleTextItem

from elasund_desktop.ai.bots import bot_rng, make_bot
from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.engine.session import HUMAN, Seat, Session, SessionConfig
from elasund_desktop.engine.stats import turn_series
from elasund_desktop.games import default_registry
from elasund_desktop.games.catan import data as catan_data
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui import gains_view
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.end_of_game import EndOfGameWindow
from elasund_desktop.ui.gains_view import FLASH_COLOUR
from elasund_desktop.ui.main_window import MainWindow
from tests.ui.test_end_of_game import end_by_the_last_move

NAMES = ("Ann", "Bo", "Cy", "Di")


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    win = build_main_window(default_registry(), Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    return win


def recorded(game: str, players: int, seed: int, moves: int) -> Session[Any]:
    """`moves` actions of the game's own computer players (all seats)."""
    spec = default_registry().get(game)
    seats = tuple(Seat(NAMES[i], i, spec.bots[0]) for i in range(players))
    session: Session[Any] = Session(
        spec.rules(), SessionConfig(game, GameConfig(players, {}), seed, seats)
    )
    bot = make_bot(spec.bots[0])
    while len(session.actions) < moves and not session.is_over():
        view = session.rules.view(session.state, session.to_move())
        session.apply(
            bot.choose(view, session.legal_actions(), bot_rng(seed, len(session.actions)))
        )
    return session


def install_before(
    win: MainWindow, played: Session[Any], k: int, humans: tuple[int, ...]
) -> Session[Any]:
    """The game just before action k, `humans` human, the others computers (paused)."""
    seats = tuple(
        replace(s, controller=HUMAN if i in humans else s.controller)
        for i, s in enumerate(played.config.seats)
    )
    config = replace(played.config, seats=seats)
    spec = win.registry.get(config.game_id)
    session: Session[Any] = Session.replay(spec.rules(), config, played.actions[:k])
    win.install_session(spec, session, start_bots=False)
    assert win.controller is not None
    return win.controller.session


def first_event(played: Session[Any], key: str, start: int = 0) -> int:
    for index in range(start, len(played.actions)):
        if any(e.key == key for e in played.events[index]):
            return index
    raise AssertionError(f"no {key} event")


def catan_owed(state: Any, total: int) -> dict[int, list[str]]:
    """Rule (Catan production): a settlement beside a hex of the number rolled
    receives 1 card of its resource, a city 2; the robber's hex produces nothing.
    Per seat, the expected "+n resource" lines in the order of the resources."""
    owed: dict[tuple[int, int], int] = {}
    for hex_id, r in state.yields[total]:
        if hex_id == state.robber:
            continue
        for node in catan_data.HEX_NODES[hex_id]:
            owner = state.node_owner[node]
            if owner >= 0:
                owed[(owner, r)] = owed.get((owner, r), 0) + state.node_level[node]
    out: dict[int, list[str]] = {}
    for (seat, r), n in sorted(owed.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        out.setdefault(seat, []).append(f"+{english(catan_data.RESOURCES[r], n)}")
    return out


def english(resource: str, n: int) -> str:
    """The English count of a resource: only "brick" has a plural of its own."""
    return f"{n} {resource}" + ("s" if resource == "brick" and n != 1 else "")


def production_roll(played: Session[Any], start: int, by_computer: bool) -> int:
    """A roll that produces for two seats or more, the bank never short (by a
    computer right after the human seat 0 ended its turn, if `by_computer`)."""
    for index in range(start, len(played.actions)):
        action, events = played.actions[index], played.events[index]
        if action.kind != "roll" or (action.player == 0) == by_computer:
            continue
        if by_computer and played.actions[index - 1].player != 0:
            continue  # the human's turn ended just before: the roll is all that happened since
        keys = [e.key for e in events]
        producers = {e.as_dict()["player"] for e in events if e.key == "produce"}
        if len(producers) >= 2 and not any(k.startswith("shortage") for k in keys):
            return index
    raise AssertionError("no production roll")


def test_a_known_roll_shows_its_gains_in_the_right_rows(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    played = recorded("catan", 4, seed=3, moves=400)
    k = production_roll(played, 60, by_computer=True)
    session = install_before(window, played, k, humans=(0,))
    monkeypatch.setattr(gains_view, "GAINS_MS", 300)
    assert window.controller is not None and window.controller.apply(played.actions[k])
    state = session.state
    total = next(e.as_dict()["total"] for e in session.events[-1] if e.key == "roll")
    owed = catan_owed(state, total)
    assert len(owed) >= 2
    for seat in range(4):
        assert window.players.gains_text(seat) == "\n".join(owed.get(seat, [])), seat
    # The producing hexes flash: one green outline per item of each hex that produced.
    scene = window.scene
    assert scene is not None
    producing = {
        ("hex", h)
        for h, _r in state.yields[total]
        if h != state.robber and any(state.node_owner[n] >= 0 for n in catan_data.HEX_NODES[h])
    }
    assert set(window.gains.places) == producing
    flash = [item for item in window.gains.flash_items if item.scene() is scene]
    assert len(flash) == 1 and flash[0].pen().color() == FLASH_COLOUR
    outline = flash[0].path()
    for place in producing:
        for item in scene.items_for(place):
            assert outline.contains(item.sceneBoundingRect().center())
    others = {("hex", h) for h in range(len(state.terrain))} - producing
    for place in others:
        for item in scene.items_for(place):
            assert not outline.contains(item.sceneBoundingRect().center())
    # The turn summary (a computer rolled) names each player's gains.
    prompt = window.actions_panel.prompt.text()
    for seat, lines in owed.items():
        assert f"{NAMES[seat]} {' '.join(lines)}" in prompt
    # A few seconds later the rows are plain again.
    qtbot.waitUntil(lambda: all(window.players.gains_text(s) == "" for s in range(4)), timeout=30_000)


def steal_index(played: Session[Any]) -> tuple[int, int, int, str]:
    """(action, thief, victim, resource) of a steal."""
    index = first_event(played, "steal")
    event = next(e for e in played.events[index] if e.key == "steal")
    p = event.as_dict()
    return index, p["player"], p["victim_player"], p["resource"]


@pytest.mark.parametrize("side", ["thief", "victim", "other"])
def test_a_stolen_card_is_named_only_to_the_thief_and_the_victim(
    qtbot: Any, window: MainWindow, side: str
) -> None:
    """Rule (Catan, robber): the stolen card is seen by the thief and the victim only."""
    played = recorded("catan", 3, seed=4, moves=900)
    k, thief, victim, resource = steal_index(played)
    other = ({0, 1, 2} - {thief, victim}).pop()
    viewer = {"thief": thief, "victim": victim, "other": other}[side]
    install_before(window, played, k, humans=(viewer,))
    assert window.controller is not None and window.controller.apply(played.actions[k])
    assert window.viewer == viewer
    thief_text = window.players.gains_text(thief)
    victim_text = window.players.gains_text(victim)
    if side == "other":
        assert thief_text.startswith("+1 resource card") and "(" not in thief_text
        assert victim_text.startswith("\u22121 resource card") and "(" not in victim_text
        assert resource not in thief_text + victim_text
    else:
        assert f"+1 resource card ({resource})" in thief_text.split("\n")
        assert f"\u22121 resource card ({resource})" in victim_text.split("\n")


def test_elasund_shows_the_last_roll_and_who_rolled_until_the_next_roll(
    qtbot: Any, window: MainWindow
) -> None:
    played = recorded("elasund", 3, seed=5, moves=200)
    rolls = [i for i, a in enumerate(played.actions) if a.kind == "roll"]
    first, second = rolls[3], rolls[4]
    install_before(window, played, first, humans=(0,))
    controller = window.controller
    assert controller is not None

    def shown() -> tuple[list[str], str, str]:
        scene = window.scene
        assert scene is not None
        items = scene.last_roll_items  # type: ignore[attr-defined]
        dice = [
            child.text()
            for box in items
            if isinstance(box, QGraphicsRectItem)
            for child in box.childItems()
            if isinstance(child, QGraphicsSimpleTextItem)
        ]
        texts = [i.text() for i in items if isinstance(i, QGraphicsSimpleTextItem)]
        return dice, texts[0], texts[1]

    def roll_of(index: int) -> tuple[list[str], str, str]:
        event = next(e for e in played.events[index] if e.key == "roll")
        p = event.as_dict()
        return (
            [str(p["die1"]), str(p["die2"])],
            f"= {p['die1'] + p['die2']}",
            f"Rolled by {NAMES[p['player']]}",
        )

    assert shown() == roll_of(rolls[2])  # the roll before still shows
    assert controller.apply(played.actions[first])
    assert shown() == roll_of(first)
    for index in range(first + 1, second):  # building, permits: the roll stays
        assert controller.apply(played.actions[index])
        assert shown() == roll_of(first)
    assert controller.apply(played.actions[second])
    assert shown() == roll_of(second)


def raw_production(game: str, events: Any, seat: int) -> int:
    """What `seat` received from production, summed straight from the log."""
    total = 0
    for event in events:
        p = event.as_dict()
        if p.get("player") != seat:
            continue
        if game == "catan" and event.key in ("produce", "shortage_single"):
            total += p["count"]
        elif game == "elasund" and event.key == "income":
            total += p["gold"] + p["influence"]
        elif (game == "elfenland" and event.key == "deal") or (
            game == "carrara" and event.key == "cannot_buy"
        ):
            total += p["n"]
        elif game == "carrara" and event.key in ("score_city", "score_type"):
            total += p["coins"]
    return total


@pytest.mark.parametrize(
    ("game", "players", "seed", "moves", "label"),
    [
        ("catan", 4, 3, 500, "Resources produced"),
        ("elasund", 3, 5, 300, "Income per turn"),
        ("elasund", 3, 5, 300, "Income received"),
        ("elfenland", 3, 4, 200, "Travel cards dealt"),
        ("carrara", 3, 7, 200, "Coins received"),
    ],
)
def test_each_gain_series_has_a_point_per_turn_ending_at_the_log(
    qtbot: Any, window: MainWindow, game: str, players: int, seed: int, moves: int, label: str
) -> None:
    played = recorded(game, players, seed, moves)
    session = install_before(window, played, len(played.actions), humans=())
    stats = window.stats.ensure()
    window.refresh()
    series = stats.series
    rules, states = session.rules, session.states
    assert series.turns == turn_series(rules, states).turns  # one point per turn
    assert label in series.labels
    stats.set_metric(label)
    assert stats.current_metric() == label
    per_turn = label == "Income per turn"
    for seat in range(players):
        values = series.series(label, seat)
        assert len(values) == len(series.turns)
        x, y = stats.curves[seat].getData()
        assert list(y) == list(values) and list(x) == list(series.turns)
        start = series.indices[-2] if per_turn else 0
        counted = [events for events in session.events[start : series.indices[-1]]]
        assert values[-1] == raw_production(game, [e for es in counted for e in es], seat)
    if game == "elasund":  # gold and cards over time end at the state
        state = session.state
        assert [series.series("Gold", q)[-1] for q in range(players)] == list(state.gold)
        assert [series.series("Influence cards", q)[-1] for q in range(players)] == [
            sum(h) for h in state.influence
        ]


def test_catan_table_facts_and_the_building_costs(qtbot: Any, window: MainWindow) -> None:
    played = recorded("catan", 4, seed=3, moves=300)
    session = install_before(window, played, len(played.actions), humans=(0,))
    state = session.state
    text = window.players.facts_label.text().split("\n")
    bank = ", ".join(english(res, state.bank[r]) for r, res in enumerate(catan_data.RESOURCES))
    assert f"Bank: {bank}" in text
    assert f"Development cards left: {sum(state.dev_deck)}" in text
    holder = state.longest_road
    assert f"Longest Road: {NAMES[holder] if holder >= 0 else 'nobody'}" in text
    assert window.players.card_button.isVisible()
    window.players.card_button.click()
    box = window.players.card_box
    assert box is not None and box.isVisible()
    assert box.text().split("\n") == [
        "Road: 1 lumber, 1 brick",
        "Settlement: 1 lumber, 1 brick, 1 wool, 1 grain",
        "City: 2 grain, 3 ore",
        "Development card: 1 wool, 1 grain, 1 ore",
    ]
    box.close()


def test_elasund_victory_points_by_source(qtbot: Any, window: MainWindow) -> None:
    played = recorded("elasund", 3, seed=5, moves=400)
    session = install_before(window, played, len(played.actions), humans=(0,))
    parts = session.rules.score_breakdown(session.state)
    text = window.players.facts_label.text().split("\n")
    heading = "Victory points by source (" + ", ".join(p for p, _v in parts) + "):"
    assert heading in text
    for seat in range(3):
        numbers = " · ".join(str(points[seat]) for _p, points in parts)
        assert f"  {NAMES[seat]}: {numbers}" in text
        assert (
            sum(points[seat] for _p, points in parts) == session.rules.scores(session.state)[seat]
        )
    assert not window.players.card_button.isVisible()  # Elasund has no reference card


def test_the_end_of_game_window_shows_the_telling_plot(qtbot: Any, window: MainWindow) -> None:
    session = end_by_the_last_move(window, "catan", 4, 3)
    dialog = window.end_window
    assert isinstance(dialog, EndOfGameWindow)
    assert dialog.plot is not None and dialog.plot.current_metric() == "Victory points"
    assert dialog.telling_plot is not None
    assert dialog.telling_plot.current_metric() == session.rules.telling_metric()
    values = dialog.telling_plot.series.series("Resources produced", 0)
    assert values[-1] == raw_production("catan", [e for es in session.events for e in es], 0)


def test_the_table_facts_follow_a_move_and_a_language_switch(
    qtbot: Any, window: MainWindow
) -> None:
    """The facts are written again only when they or the language changed
    (issue 25, Deliver 6): a move that changes the bank shows, and so does
    a switch to Italian with the same facts."""
    played = recorded("catan", 4, seed=3, moves=300)
    install_before(window, played, len(played.actions) - 40, humans=(0,))
    controller = window.controller
    assert controller is not None
    before = window.players.facts_label.text()
    for action in played.actions[len(played.actions) - 40 :]:
        controller.apply(action)
    state = controller.session.state
    bank = ", ".join(english(res, state.bank[r]) for r, res in enumerate(catan_data.RESOURCES))
    assert f"Bank: {bank}" in window.players.facts_label.text().split("\n")
    assert window.players.facts_label.text() != before
    window.set_language("it")
    qtbot.waitUntil(lambda: "Banca" in window.players.facts_label.text(), timeout=5000)
    window.set_language("en")
    qtbot.waitUntil(lambda: "Bank" in window.players.facts_label.text(), timeout=5000)
