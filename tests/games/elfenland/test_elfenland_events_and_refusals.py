"""Elfenland: the exact events (key and every parameter) of the open row, the end of
planning, collecting town pieces, a caravan's arrival, the end of a round and the winner.

Seed 002_1b63b8ecaa8fd933.txt (Ukrainian rules); the quoted sentences are the seed's.
"""

from __future__ import annotations

from elasund_desktop.engine.rules import Action, Event, Transition
from elasund_desktop.games.elfenland import data as D  # noqa: N812
from elasund_desktop.games.elfenland import rules as R  # noqa: N812

from .helpers import RULES, hand, kind, moving, new_game, planning, route, town, with_hand


def apply(
    s: R.ElfenlandState, player: int, kind_: str, *args: object
) -> Transition[R.ElfenlandState]:
    return RULES.apply(s, Action(player, kind_, tuple(args)))


def events(t: Transition[R.ElfenlandState], key: str) -> list[Event]:
    return [e for e in t.events if e.key == key]


def test_a_counter_taken_from_the_open_row_is_replaced_from_the_pile_and_named() -> None:
    """Seed: "кожен бере один жетон транспорту зі стосу або з відкритого ряду" - the row
    keeps its five counters: the gap is filled from the pile."""
    s = new_game(2)
    for _ in range(2):
        s = apply(s, s.current, "draw_secret").state
    p = s.current
    taken = s.row[2]
    t = apply(s, p, "take_counter", 2)
    new = t.state.row[2]
    assert t.events == (
        Event.make("take_counter", player=p, transport=D.TRANSPORTS[taken]),
        Event.make("row_refilled", transport=D.TRANSPORTS[new]),
    )
    assert t.state.row[:2] == s.row[:2] and t.state.row[3:] == s.row[3:]
    assert t.state.pile[new] == s.pile[new] - 1 and sum(t.state.pile) == sum(s.pile) - 1
    assert taken in t.state.shown[p]


def test_planning_ends_when_every_player_has_passed_and_moving_starts() -> None:
    """Seed, phase 5 follows phase 4: once nobody places any more counters, the players
    travel, beginning with the starting player."""
    s = planning(new_game(2), 0, shown=("dragon",))
    s = s._replace(shown=(s.shown[0], ()), secret=((), ()))
    assert not R.can_place(s, 1)  # nothing to place: the empty board takes no obstacle
    t = apply(s, 0, "pass")
    assert t.events == (
        Event.make("pass", player=0),
        Event.make("auto_pass", player=1),
        Event.make("moving_starts"),
    )
    assert (t.state.phase, t.state.current, t.state.step) == (R.MOVE, 0, 0)


def test_planning_goes_on_while_another_player_can_place() -> None:
    s = planning(new_game(2), 0, shown=("dragon",))
    s = s._replace(shown=(s.shown[0], (kind("unicorn"),)), secret=((), ()))
    t = apply(s, 0, "pass")
    assert t.events == (Event.make("pass", player=0),)
    assert (t.state.phase, t.state.current) == (R.PLAN, 1)


def test_visiting_a_town_collects_its_piece_and_counts_them() -> None:
    """Seed: "Після відвідин кожного міста, гравець забирає свій відмітник міста"."""
    rid = "road.dagamura.kihromah"
    s = moving(new_game(3), 1, "dagamura", {rid: "giant_pig"}, giant_pig=1)
    s = s._replace(collected=(0, (1 << town("dagamura")) | (1 << town("virst")), 0))
    t = apply(s, 1, "travel", route(rid), "cards")
    assert events(t, "collect") == [Event.make("collect", player=1, town="kihromah", n=3)]
    assert t.state.collected[1] == s.collected[1] | (1 << town("kihromah"))
    assert t.state.boots[1] == town("kihromah") and RULES.scores(t.state)[1] == 3
    # back to a town already visited: no piece, no event
    back = moving(t.state, 1, "kihromah", {rid: "giant_pig"}, giant_pig=1)
    again = apply(back, 1, "travel", route(rid), "cards")
    assert events(again, "collect") == [] and again.state.collected[1] == t.state.collected[1]
    assert again.state.boots[1] == town("dagamura")


def test_a_caravan_arrives_with_the_last_card_paid() -> None:
    """Seed: "він може зіграти будь-які три карти ... щоб все ж таки пройти цією дорогою"."""
    rid = "road.elvenhold.lapphalya"
    s = moving(new_game(2), 0, "elvenhold", {rid: "magic_cloud"}, raft=2, dragon=1, unicorn=1)
    s = apply(s, 0, "travel", route(rid), "caravan").state
    for card in ("raft", "raft"):
        t = apply(s, 0, "pay_card", card)
        assert events(t, "caravan_arrives") == [] and t.state.phase == R.CARAVAN
        s = t.state
    t = apply(s, 0, "pay_card", "dragon")
    assert t.events == (
        Event.make("caravan_arrives", player=0, town="lapphalya"),
        Event.make("collect", player=0, town="lapphalya", n=1),
    )
    assert t.state.phase == R.MOVE and t.state.boots[0] == town("lapphalya")
    assert t.state.hands[0] == hand(unicorn=1) and t.state.pending == ()


def _last_mover(s: R.ElfenlandState, p: int) -> R.ElfenlandState:
    return s._replace(step=s.num_players - 1, current=p, first_player=(p + 1) % s.num_players)


def test_the_round_ends_after_the_last_player_has_moved() -> None:
    """Seed: "Після того, як усі гравці виконають пересування дорогами краю, раунд завершується"."""
    s = _last_mover(moving(new_game(3), 2, "elvenhold", {}, raft=2), 2)._replace(round=2)
    t = apply(s, 2, "end_move")
    assert events(t, "round_ends") == [Event.make("round_ends", round=2)]
    assert t.state.phase in (R.KEEP, R.DRAW_SECRET) and t.state.phase != R.OVER
    # not the last mover: no end of the round
    early = s._replace(step=0)
    t = apply(early, 2, "end_move")
    assert events(t, "round_ends") == [] and t.state.phase == R.MOVE


def test_after_the_last_round_the_winner_is_named_with_his_pieces() -> None:
    """Seed: "Після завершення 4-го раунду гравець, що зібрав найбільше Відмітників Міст
    перемагає" - and no round ends any more."""
    s = _last_mover(moving(new_game(3), 2, "elvenhold", {}), 2)._replace(round=4)
    s = s._replace(collected=(0b110, 0b1110, 0b10))
    t = apply(s, 2, "end_move")
    assert events(t, "winner") == [Event.make("winner", player=1, n=3)]
    assert events(t, "round_ends") == [] and t.state.phase == R.OVER


def test_players_still_tied_are_each_named_winner() -> None:
    """Seed: "У разі нічиєї перемагає той, у кого залишилось більше карт пересування";
    with as many cards left the victory is shared."""
    s = _last_mover(moving(new_game(2), 1, "elvenhold", {}, raft=2), 1)._replace(round=4)
    s = with_hand(s, 0, dragon=2)._replace(collected=(0b110, 0b1010))
    t = apply(s, 1, "end_move")
    assert events(t, "winner") == [
        Event.make("winner", player=0, n=2),
        Event.make("winner", player=1, n=2),
    ]


# --- the events of each step, with every parameter -----------------------------------------------
def _added(before: tuple[int, ...], after: tuple[int, ...]) -> int:
    """The one counter kind in `after` that `before` did not hold."""
    rest = list(after)
    for k in before:
        rest.remove(k)
    assert len(rest) == 1
    return rest[0]


def test_drawing_counters_names_the_player_and_the_transport_he_gets() -> None:
    """Seed: one counter face down first, then three from the pile or the open row, face up."""
    s = new_game(2)
    p = s.current
    t = apply(s, p, "draw_secret")
    got = _added(s.secret[p], t.state.secret[p])
    assert t.events == (Event.make("draw_secret", player=p, transport=D.TRANSPORTS[got]),)
    s = apply(t.state, t.state.current, "draw_secret").state
    q = s.current
    t = apply(s, q, "take_blind")
    got = _added(s.shown[q], t.state.shown[q])
    assert t.events == (Event.make("take_blind", player=q, transport=D.TRANSPORTS[got]),)
    assert t.state.row == s.row and sum(t.state.pile) == sum(s.pile) - 1


def test_a_counter_or_an_obstacle_placed_names_both_ends_of_its_road() -> None:
    rid = "road.albaran.feodor"
    s = planning(new_game(2), 0, shown=("dragon",))
    s = s._replace(shown=(s.shown[0], (kind("unicorn"),)))
    t = apply(s, 0, "place_counter", "dragon", route(rid))
    assert t.events == (
        Event.make(
            "place_counter", player=0, transport="dragon", town_a="albaran", town_b="feodor"
        ),
    )
    assert t.state.board[route(rid)] == kind("dragon") and t.state.current == 1
    t = apply(t.state, 1, "place_obstacle", route(rid))
    assert t.events[0] == Event.make("place_obstacle", player=1, town_a="albaran", town_b="feodor")
    assert t.state.blocked[route(rid)] and not t.state.obstacle[1]


def test_a_journey_names_the_town_reached_the_card_and_how_many() -> None:
    """Seed: "кабан-велетень" (giant pig) crosses forest for one card."""
    rid = "road.dagamura.kihromah"
    s = moving(new_game(3), 1, "dagamura", {rid: "giant_pig"}, giant_pig=2)
    t = apply(s, 1, "travel", route(rid), "cards")
    assert t.events[0] == Event.make("travel", player=1, town="kihromah", card="giant_pig", n=1)
    assert t.state.hands[1] == hand(giant_pig=1)


def test_a_caravan_names_its_destination_and_the_cards_owed() -> None:
    """Seed: "Якщо на дорозі є жетон "Перешкода", то для каравану потрібно 4 карти"."""
    rid = "road.elvenhold.lapphalya"
    for obstacles, need in (((), 3), ((rid,), 4)):
        s = moving(new_game(2), 0, "elvenhold", {rid: "magic_cloud"}, obstacles, raft=4)
        t = apply(s, 0, "travel", route(rid), "caravan")
        assert t.events == (Event.make("caravan", player=0, town="lapphalya", n=need),)


def test_all_twenty_towns_before_the_end_of_round_three_announce_an_early_win() -> None:
    """Seed: "Якщо хтось з гравців спромігся відвідати всі міста ельфійського краю до
    завершення 3-го раунду – він негайно перемагає"."""
    rid = "road.dagamura.kihromah"
    s = moving(new_game(3), 1, "dagamura", {rid: "giant_pig"}, giant_pig=1)._replace(round=3)
    s = s._replace(collected=(0, D.ALL_PIECES_MASK & ~(1 << town("kihromah")), 0))
    t = apply(s, 1, "travel", route(rid), "cards")
    assert events(t, "early_win") == [Event.make("early_win", player=1)]
    assert events(t, "collect") == [Event.make("collect", player=1, town="kihromah", n=20)]


def test_the_end_of_a_move_names_the_cards_to_discard_and_each_discard() -> None:
    """Seed: a player holding more than four cards after moving discards down to four."""
    s = moving(new_game(2), 0, "elvenhold", {}, dragon=3, raft=3)
    t = apply(s, 0, "end_move")
    assert t.events == (
        Event.make("end_move", player=0),
        Event.make("must_discard", player=0, n=2),
    )
    t = apply(t.state, 0, "discard", "raft")
    assert t.events == (Event.make("discard", player=0, card="raft"),)
    assert t.state.phase == R.DISCARD


def test_keeping_a_counter_names_it_and_how_it_is_kept() -> None:
    """Seed: "Кожен гравець скидує до закритого стосу всі свої транспортні жетони крім
    одного, який за вибором гравця може бути закритим або відкритим"."""
    s = moving(new_game(3), 2, "elvenhold", {}, raft=4)
    s = with_hand(with_hand(s, 0, dragon=2), 1)
    s = _last_mover(s, 2)._replace(
        shown=((kind("unicorn"),), (kind("giant_pig"),), (kind("dragon"),)),
        secret=((kind("troll_wagon"),), (), ()),
    )
    assert s.first_player == 0
    s = apply(s, 2, "end_move").state
    assert s.phase == R.KEEP and s.current == 0
    t = apply(s, 0, "keep_counter", "troll_wagon", True)
    assert t.events == (Event.make("keep_secret", player=0, transport="troll_wagon"),)
    t = apply(t.state, 1, "keep_counter", "giant_pig", False)
    assert t.events == (Event.make("keep_open", player=1, transport="giant_pig"),)
    t = apply(t.state, 2, "keep_none")
    # the new round: seat 1 starts, each hand is filled up to eight from seat 1 on
    assert t.events == (
        Event.make("keep_none", player=2),
        Event.make("round_starts", round=2, player=1),
        Event.make("deal", player=1, n=8),
        Event.make("deal", player=2, n=4),
        Event.make("deal", player=0, n=6),
    )
    assert all(sum(h) == D.HAND_SIZE for h in t.state.hands)
    assert (t.state.phase, t.state.current, t.state.step) == (R.DRAW_SECRET, 1, 0)
    assert t.state.secret[0] == (kind("troll_wagon"),) and t.state.shown[1] == (kind("giant_pig"),)


def _last_draw_with_an_empty_starter() -> R.ElfenlandState:
    """Two players, the last draw of the round is blue's; red (the starter) holds
    no counter to place."""
    return new_game(2)._replace(
        phase=R.DRAW_COUNTERS,
        first_player=0,
        current=1,
        step=D.OPEN_DRAWS_PER_ROUND * 2 - 1,
        shown=((), ()),
        secret=((), ()),
    )


def test_a_starting_player_with_nothing_to_place_is_passed_over_at_once() -> None:
    """Ruling (INVENTED auto-pass): a player who cannot place anything is not asked."""
    s = _last_draw_with_an_empty_starter()
    t = apply(s, 1, "take_blind")
    got = t.state.shown[1][0]
    assert t.events == (
        Event.make("take_blind", player=1, transport=D.TRANSPORTS[got]),
        Event.make("auto_pass", player=0),
    )
    assert (t.state.phase, t.state.current, t.state.step) == (R.PLAN, 1, 1)


def test_planning_ends_after_every_player_has_passed_in_turn() -> None:
    """Seed: the players travel once nobody places any more counters; moving starts
    with the starting player at the first step."""
    s = planning(new_game(2), 0, shown=("dragon",))
    s = s._replace(shown=(s.shown[0], (kind("unicorn"),)), secret=((), ()))
    s = apply(s, 0, "pass").state
    assert (s.phase, s.current, s.step) == (R.PLAN, 1, 1)
    t = apply(s, 1, "pass")
    assert t.events == (Event.make("pass", player=1), Event.make("moving_starts"))
    assert (t.state.phase, t.state.current, t.state.step) == (R.MOVE, 0, 0)


def test_the_last_open_draw_from_the_row_also_passes_over_a_starter_with_nothing() -> None:
    s = _last_draw_with_an_empty_starter()
    t = apply(s, 1, "take_counter", 0)
    assert t.events[-1] == Event.make("auto_pass", player=0)
    assert (t.state.phase, t.state.current) == (R.PLAN, 1)


def test_with_an_empty_pile_the_row_closes_up() -> None:
    """Hand-made (the real pile never runs out here): a counter taken from the row is not
    replaced when the pile is empty, and the row closes up."""
    s = new_game(2)
    for _ in range(2):
        s = apply(s, s.current, "draw_secret").state
    s = s._replace(pile=(0,) * len(s.pile))
    p = s.current
    t = apply(s, p, "take_counter", 1)
    assert t.state.row == s.row[:1] + s.row[2:]
    assert events(t, "row_refilled") == [] and s.row[1] in t.state.shown[p]


def test_each_finished_move_counts_one_turn() -> None:
    s = moving(new_game(3), 0, "elvenhold", {}, dragon=2)._replace(turn=7)
    t = apply(s, 0, "end_move")
    assert t.state.turn == 8 and RULES.turn_number(t.state) == 8
    assert (t.state.phase, t.state.current, t.state.step) == (R.MOVE, 1, 1)
