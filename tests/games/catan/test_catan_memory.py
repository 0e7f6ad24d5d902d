"""Card counting (memory.py, hidden.py): what everybody can count of the hands from
the public history, and the determinized worlds that keep it.

Seed 003_0ee0ca23d30f52bb.txt ("Nyersanyag-termelés", "Hetes, mint rabló",
"Monopólium"): production, paying and trading are done in the open; only the
card a robber steals is seen by the thief and the victim alone.  The
situations are built by actions through the rules on the beginner island
(the board is laid by hand, the dice rigged; every card is dealt by a roll).
"""

from __future__ import annotations

from typing import Any

from elasund_desktop.engine.codec import digest
from elasund_desktop.engine.rng import Rng
from elasund_desktop.engine.rules import Action, GameConfig
from elasund_desktop.engine.session import Session, SessionConfig
from elasund_desktop.games.catan import data as D  # noqa: N812
from elasund_desktop.games.catan.rules import CatanState

from .catan_helpers import act, blank, devs, put, rules
from .test_catan_production_robber import rigged

LUMBER, BRICK, WOOL, GRAIN, ORE = range(5)
WORLDS = 60


def bits(*resources: int) -> int:
    return sum(1 << r for r in resources)


def roll(s: CatanState, total: int) -> CatanState:
    return act(rigged(s, total), s.current, "roll").state


def end(s: CatanState) -> CatanState:
    return act(s, s.current, "end_turn").state


def worlds(s: CatanState, player: int) -> list[CatanState]:
    return [rules.determinize(s, player, Rng(k)) for k in range(WORLDS)]


def _board() -> CatanState:
    """Seat 1: a city on the mountains (5) alone; seat 2: settlements on the
    forest (8) and the pasture (10); seat 0 to roll."""
    s = blank(4)
    s = put(s, 1, cities=[0])  # node 0 touches hex 0 only: mountains, 5
    s = put(s, 2, settlements=[2, 1])  # hex 2 forest 8, hex 1 pasture 10
    assert (s.terrain[0], s.numbers[0]) == ("mountains", 5)
    assert (s.terrain[2], s.terrain[1]) == ("forest", "pasture")
    return s._replace(robber=9)  # on the desert


def _play_to_theft() -> tuple[CatanState, CatanState]:
    """(before, after) seat 1, rolling a 7, robs seat 2 of one of his 2 lumber and
    1 wool, all produced in the open."""
    s = _board()
    s = roll(s, 8)  # seat 0's turn: seat 2 gets 1 lumber
    s = roll(end(s), 8)  # seat 1's turn: seat 2, 2 lumber
    s = roll(end(s), 10)  # seat 2's turn: seat 2, 1 wool
    s = roll(end(s), 12)  # seat 3's turn: nothing
    s = roll(end(s), 2)  # seat 0's turn: nothing
    assert s.hands[2] == (2, 0, 1, 0, 0)
    s = end(s)
    assert s.current == 1
    s = roll(s, 7)  # seat 1: nobody discards, the robber moves
    before = s
    after = act(s, 1, "move_robber", 2).state  # seat 2 is the only victim: robbed at once
    assert sum(after.hands[1]) == 1 and sum(after.hands[2]) == 2
    return before, after


def test_after_set_up_by_actions_every_hand_is_known_and_dealt_as_it_is() -> None:
    """The set-up yields and what follows without a theft are public: a careful
    player knows every hand, so every determinized world holds the real hands."""
    s = rules.setup(GameConfig(4, {"layout": "beginner"}), 3)
    pick = Rng(1)
    for _ in range(120):  # set-up, then turns with rolls that are never a 7
        if s.phase == "roll":
            s = roll(s, (4, 5, 6, 8, 9, 10)[pick.below(6)])
            continue
        legal = [a for a in rules.legal_actions(s) if a.kind != "play_knight"]
        s = rules.apply(s, legal[pick.below(len(legal))]).state
    assert s.turn > 5 and sum(map(sum, s.hands)) > 8
    assert s.known == s.hands and s.vague == ((),) * 4
    for w in worlds(s, 0)[:10]:
        assert w.hands == s.hands


def test_cards_produced_to_a_seat_are_dealt_to_it_in_every_world() -> None:
    """Seat 1 stole a card, then his city produced 2 ore: every world seat 0
    imagines gives seat 1 his 2 ore, and only his stolen card varies (lumber or
    wool: what seat 2 could have held)."""
    _, s = _play_to_theft()
    s = end(s)
    s = roll(s, 5)  # seat 2's turn: seat 1's city, 2 ore
    assert s.hands[1][ORE] == 2 and sum(s.hands[1]) == 3
    assert s.known[1] == (0, 0, 0, 0, 2) and s.vague[1] == (bits(LUMBER, WOOL),)
    seen = set()
    for w in worlds(s, 0):
        assert w.hands[1][ORE] == 2 and sum(w.hands[1]) == 3
        third = next(r for r in range(5) if w.hands[1][r] and r != ORE)
        assert third in (LUMBER, WOOL)
        seen.add(third)
        # seat 2 keeps the lumber he surely has; the pool of the others holds
        assert w.hands[2][LUMBER] >= 1 and sum(w.hands[2]) == 2
        assert w.hands[1][LUMBER] + w.hands[2][LUMBER] == 2
        assert w.hands[1][WOOL] + w.hands[2][WOOL] == 1
        assert rules.view(w, 0) == rules.view(s, 0)
    assert seen == {LUMBER, WOOL}  # the stolen card is sampled, not read


def test_a_theft_gives_the_thief_one_vague_card_and_the_victim_one() -> None:
    """Seat 1 robs seat 2 (2 lumber, 1 wool, all known): the thief holds one card
    that may be lumber or wool; the victim surely keeps one lumber, and his other
    card is the one the thief did not take."""
    before, after = _play_to_theft()
    assert before.known[2] == (2, 0, 1, 0, 0) and before.vague[2] == ()
    assert after.known[1] == (0, 0, 0, 0, 0) and after.vague[1] == (bits(LUMBER, WOOL),)
    assert after.known[2] == (1, 0, 0, 0, 0) and after.vague[2] == (bits(LUMBER, WOOL),)
    # the stolen card is not in the record: the same record whatever was taken
    thefts = [
        rules.apply(before._replace(rng=x), Action(1, "move_robber", (2,))).state for x in range(12)
    ]
    assert {t.hands[1] for t in thefts} == {(1, 0, 0, 0, 0), (0, 0, 1, 0, 0)}
    assert {(t.known, t.vague) for t in thefts} == {(after.known, after.vague)}
    for w in worlds(after, 3):
        assert sum(w.hands[1]) == 1 and w.hands[1][LUMBER] + w.hands[1][WOOL] == 1
        assert w.hands[2][LUMBER] >= 1


def test_a_theft_from_a_hand_of_one_resource_is_known_to_all() -> None:
    """A victim who surely held lumber only: everybody knows the thief got lumber."""
    s = _board()
    s = roll(s, 8)  # seat 2: 1 lumber
    s = roll(end(s), 7)  # seat 1 rolls a 7
    s = act(s, 1, "move_robber", 2).state
    assert s.hands[1] == (1, 0, 0, 0, 0) and s.known[1] == (1, 0, 0, 0, 0)
    assert s.vague[1] == () and s.known[2] == (0, 0, 0, 0, 0)


def test_after_a_monopoly_nobody_else_holds_that_resource_in_any_world() -> None:
    """Seat 3 plays Monopoly on lumber: every other seat's known lumber is 0, a
    vague card that may have been lumber no longer may, and no world deals
    lumber to anyone but seat 3."""
    _, s = _play_to_theft()
    s = end(s)
    s = roll(s, 5)  # seat 2's turn: seat 1, 2 ore
    s = end(s)
    assert s.current == 3
    s = devs(s, 3, monopoly=1)  # a card bought earlier (the deck is hidden anyway)
    t = act(s, 3, "play_monopoly", "lumber")
    m = t.state
    taken = {e.as_dict()["victim_player"]: e.as_dict()["count"] for e in t.events
             if e.key == "monopoly_take"}  # fmt: skip
    assert m.hands[3][LUMBER] == 2 and sum(taken.values()) == 2
    for q in (0, 1, 2):
        assert m.known[q][LUMBER] == 0
        assert all(not mask & bits(LUMBER) for mask in m.vague[q])
    # seat 1's stolen card was lumber (taken now) or wool (known now): no vague card left
    assert m.vague[1] == () and m.vague[2] == ()
    assert m.known == m.hands
    for observer in (0, 1, 2):
        for w in worlds(m, observer)[:20]:
            assert [w.hands[q][LUMBER] for q in range(4)] == [0, 0, 0, 2]


def test_an_offer_shows_what_the_offerer_holds() -> None:
    """Seat 1 offers the card he stole: from then on everybody counts it."""
    _, s = _play_to_theft()
    stolen = next(r for r in range(5) if s.hands[1][r])
    s = act(s, 1, "offer_start").state
    s = act(s, 1, "offer_give", D.RESOURCES[stolen]).state
    want = D.RESOURCES[LUMBER if stolen == WOOL else WOOL]
    s = act(s, 1, "offer_get", want).state
    assert s.vague[1] == (bits(LUMBER, WOOL),)  # composing shows nothing yet
    s = act(s, 1, "offer_send", 2).state
    assert s.vague[1] == () and s.known[1][stolen] == 1
    for w in worlds(s, 3)[:20]:
        assert w.hands[1][stolen] == 1


def test_a_domestic_trade_moves_known_cards() -> None:
    """Seat 2 gives a lumber he surely has for seat 1's stolen card."""
    _, s = _play_to_theft()
    stolen = next(r for r in range(5) if s.hands[1][r])
    if stolen == LUMBER:  # seat 2 still holds a lumber and a wool: he offers his wool
        give, get = WOOL, LUMBER
    else:
        give, get = LUMBER, WOOL
    s = end(s)
    s = roll(s, 12)  # seat 2's turn
    s = act(s, 2, "offer_start").state
    s = act(s, 2, "offer_give", D.RESOURCES[give]).state
    s = act(s, 2, "offer_get", D.RESOURCES[get]).state
    s = act(s, 2, "offer_send", 1).state
    s = act(s, 1, "offer_accept").state
    s = act(s, 2, "offer_confirm", 1).state
    # seat 1 showed his stolen card by accepting, and traded it away
    assert s.known[1] == s.hands[1] and s.known[1][give] == 1 and s.vague[1] == ()
    assert s.known[2][get] >= 1 and sum(s.known[2]) + len(s.vague[2]) == sum(s.hands[2])
    for w in worlds(s, 0)[:20]:
        assert w.hands[1] == s.hands[1]


def test_the_record_is_what_replaying_the_log_gives() -> None:
    """The record is derived: a session replayed from its actions has it in every state."""
    config = SessionConfig("catan", GameConfig(4), 17)
    session: Session[Any] = Session(rules, config)
    pick = Rng(17)
    while not session.is_over() and len(session.actions) < 700:
        legal = session.legal_actions()
        session.apply(legal[pick.below(len(legal))])
    again = Session.replay(rules, config, session.actions)
    assert [(s.known, s.vague) for s in again.states] == [
        (s.known, s.vague) for s in session.states
    ]
    assert any(s.vague != ((),) * 4 for s in session.states)  # thefts happened
    # and left out of the digest: a state whose record is forgotten digests the same
    last = session.state
    assert digest(last._replace(known=((0,) * 5,) * 4, vague=((),) * 4)) == digest(last)


def _consistent(hand: tuple[int, ...], known: tuple[int, ...], vague: tuple[int, ...]) -> bool:
    """The hand is the known cards plus one card within each vague mask."""
    extra = [hand[r] - known[r] for r in range(5)]
    if min(extra) < 0 or sum(extra) != len(vague):
        return False

    def place(i: int) -> bool:
        if i == len(vague):
            return True
        for r in range(5):
            if vague[i] >> r & 1 and extra[r]:
                extra[r] -= 1
                if place(i + 1):
                    return True
                extra[r] += 1
        return False

    return place(0)


def test_the_record_is_sound_and_public_along_random_games() -> None:
    """Along random games: every real hand fits its seat's record, and a twin game
    with other hidden hands (a determinized world played on with the same
    actions and dice) keeps the very same record: it reads nothing hidden."""
    for seed in (5, 6, 7):
        s = rules.setup(GameConfig(4), seed)
        pick = Rng(seed)
        twin = None
        differed = False
        steps = 0
        while rules.to_move(s) is not None and steps < 1500:
            steps += 1
            legal = rules.legal_actions(s)
            if twin is None and s.phase == "main":
                # a world of the player on turn whose other hands differ (after a theft)
                for k in range(5):
                    world = rules.determinize(s, s.current, Rng(k))._replace(rng=s.rng)
                    if world.hands != s.hands:
                        twin = world
                        break
            if twin is not None:
                theirs = set(rules.legal_actions(twin))
                legal = [a for a in legal if a in theirs]
                if not legal:
                    break
            action = legal[pick.below(len(legal))]
            s = rules.apply(s, action).state
            for q in range(4):
                assert _consistent(s.hands[q], s.known[q], s.vague[q]), (seed, steps, q)
            if twin is not None:
                twin = rules.apply(twin, action).state
                assert (twin.known, twin.vague) == (s.known, s.vague), (seed, steps)
                differed = differed or twin.hands != s.hands
        assert twin is not None and steps > 300 and differed
