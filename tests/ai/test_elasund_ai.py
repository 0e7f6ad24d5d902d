"""What the Elasund computer players know (games/elasund/ai.py) and that their games end."""

from __future__ import annotations

from dataclasses import replace

from elasund_desktop.ai.bots import bot_rng, decide, is_bot_id, make_bot
from elasund_desktop.ai.hooks import game_ai
from elasund_desktop.ai.levels import LevelBot
from elasund_desktop.ai.search import SearchBudget, ismcts
from elasund_desktop.engine.rng import Rng
from elasund_desktop.engine.rules import Action, GameConfig
from elasund_desktop.games.elasund import data as D  # noqa: N812
from elasund_desktop.games.elasund.rules import ElasundRules, ElasundState
from tests.bounded import Bound

RULES = ElasundRules()
AI = game_ai("elasund")


def _start(seed: int = 1) -> ElasundState:
    options = {o.key: o.default for o in RULES.options}
    return RULES.setup(GameConfig(4, options), seed)


def test_wall_tiles_before_a_tower_count_towards_its_cube() -> None:
    """Every third wall tile of a player carries a cube (WALL_REWARDS: 3, 6, 9
    are towers), so the two tiles laid before it are part of a point: without
    that, two gold for a plain tile looks like a loss to the search."""
    st = _start()
    base = AI.evaluate(RULES, st)[0]
    two_laid = AI.evaluate(RULES, replace(st, wall_next=(3, *st.wall_next[1:])))[0]
    assert D.WALL_REWARDS[3][0] == "tower"
    assert two_laid - base > 0.5
    # with no wall space left the tiles lead nowhere
    closed = replace(st, walls=tuple(0 for _ in st.walls))
    closed_laid = replace(closed, wall_next=(3, *st.wall_next[1:]))
    assert AI.evaluate(RULES, closed_laid)[0] == AI.evaluate(RULES, closed)[0]


def test_trade_points_count_towards_the_next_space_with_a_free_flag() -> None:
    """Reaching 3, 5, 7, 9, 11 trade points places a cube while that space has
    a free flag; points on the way there are worth part of it."""
    st = _start()
    base = AI.evaluate(RULES, st)[0]
    two = AI.evaluate(RULES, replace(st, trade=(2, *st.trade[1:])))[0]
    assert two > base + 0.4  # 2 of the 3 points to the first space
    # 3 points passed; the 3 flags of 5 are taken: 4 points are 1 of the 4 to 7
    full = replace(st, trade=(3, *st.trade[1:]), track=((0,), (1, 2, 3), *st.track[2:]))
    four = AI.evaluate(RULES, replace(full, trade=(4, *st.trade[1:])))[0]
    assert 0.0 < four - AI.evaluate(RULES, full)[0] < 0.5 * (two - base)


def test_rollouts_prefer_a_tower_wall_to_taking_gold() -> None:
    """The cheap policy (rollouts, Easy) builds the wall tile with a tower."""
    st = _start()
    p = st.actor
    tower = Action(p, "wall", ("north", 5))
    gold = Action(p, "take_gold")
    weights = AI.weights(RULES, replace(st, wall_next=(3,) * 4), [tower, gold])
    assert weights[0] > weights[1]


def test_a_complete_city_between_medium_and_easy_players_ends() -> None:
    """One Medium-vs-Easy tournament game once ran to the 100 000-action limit.

    It was a city whose walls and church were complete and where nobody
    could build any more: before the house rule (ElasundRules, `stall_end`)
    such a game never ended, whatever the players did.  Here random players
    build a city up to complete walls and church, then Medium and Easy
    players (node budgets, reproducible) play on: the game must end within a
    few rounds, not wander.
    """
    tried = 0
    for seed in range(1, 30):
        st = _start(seed)
        easy, rnd = make_bot("easy"), make_bot("random")
        count = 0
        bound = Bound(5_000, "the church and walls to be complete")
        while RULES.to_move(st) is not None and (
            st.church_stack or any(w < 0 for w in st.walls)
        ):
            bound.step()
            seat = RULES.to_move(st)
            assert seat is not None
            st = RULES.apply(st, decide(rnd, RULES, st, seat, bot_rng(seed, count))).state
            count += 1
        if RULES.to_move(st) is None:
            continue  # someone won before the city was complete: not the situation
        tried += 1
        reached = count
        bots = [make_bot("medium@20"), easy, make_bot("medium@20"), easy]
        while RULES.to_move(st) is not None and count < reached + 400:
            seat = RULES.to_move(st)
            assert seat is not None
            st = RULES.apply(st, decide(bots[seat], RULES, st, seat, bot_rng(seed, count))).state
            count += 1
        assert RULES.outcome(st) is not None, f"seed {seed}: no end {count - reached} actions on"
        if tried == 2:
            break
    assert tried == 2


def test_node_budget_bot_ids() -> None:
    """"hard@300" is Hard with a node budget of 300 iterations and no clock."""
    bot = make_bot("hard@300")
    assert isinstance(bot, LevelBot)
    assert bot.level == "hard" and bot.bot_id == "hard@300"
    assert bot.budget is not None and bot.budget.seconds is None
    assert bot.budget.iterations == 300
    assert is_bot_id("medium@5") and is_bot_id("easy")
    assert not is_bot_id("easy@5") and not is_bot_id("hard@") and not is_bot_id("hard@x")


class _FlatAI:
    """Every seat equal, every move equally liked: only the root favourite stands out."""

    def __init__(self, favourite_index: int) -> None:
        self.favourite_index = favourite_index

    def evaluate(self, rules: object, state: ElasundState) -> list[float]:
        return [0.0] * state.num_players

    def weights(self, rules: object, state: object, legal: list[Action]) -> list[float]:
        return [1.0] * len(legal)

    def scripted(self, *args: object) -> None:
        return None

    def search_actions(self, rules: object, state: object, legal: list[Action]) -> list[Action]:
        return list(legal)

    def root_favourite(
        self, rules: object, state: object, legal: list[Action], seconds: float | None
    ) -> Action:
        return legal[self.favourite_index]


def test_the_search_starts_from_the_games_root_favourite() -> None:
    """A game's `root_favourite` (Elfenland: its greedy player's move) gets half
    of the prior at the root: with nothing else to tell moves apart, the search
    spends most iterations on it and plays it."""
    st = _start(2)
    bound = Bound(2_000, "a position with four choices")
    while len(RULES.legal_actions(st)) < 4:
        bound.step()
        st = RULES.apply(st, RULES.legal_actions(st)[0]).state
    legal = RULES.legal_actions(st)
    seat = RULES.to_move(st)
    assert seat is not None
    for index in (1, len(legal) - 1):
        flat = _FlatAI(index)
        budget = SearchBudget(None, 40, rollout_depth=0)
        result = ismcts(RULES, st, seat, flat, budget, Rng(3))  # type: ignore[arg-type]
        assert result.action == legal[index]
        assert result.visits[legal[index]] > 40 // 2


# --- where permits go (the search's weights, its shortlist) and building sites ---------


def _permit_step(own: tuple[int, int, int, int], ship_row: int = 6) -> ElasundState:
    """Player 0 places his 0 permit in row `ship_row` of an empty city with
    one permit `own` = (player, value, col, row) already on the board."""
    from elasund_desktop.games.elasund import rules as R  # noqa: N812

    from ..games.elasund.helpers import permits, situation

    st = situation(phase=R.PERMIT_SQUARE, current=0, ship_row=ship_row, pending=(0,))
    return permits(st, [own])


def test_a_permit_that_makes_a_tavern_site_is_preferred() -> None:
    """A tavern or merchant needs 2 permits on its 2x2 squares, with the
    builder's total the highest there: the search's weights rank a square
    next to the player's own permit (a site he controls) far above a square
    that makes no site, also diagonally (Easy only looks at straight
    neighbours)."""
    st = _permit_step((0, 1, 3, 5))
    diagonal = Action(0, "permit_at", (4, 6))  # (3,5) and (4,6) share a 2x2 footprint
    far = Action(0, "permit_at", (7, 6))
    w_diag, w_far = AI.weights(RULES, st, [diagonal, far])
    assert w_diag > 3 * w_far
    # next to an opponent's 2 permit the 0 permit would not be the highest total
    st2 = _permit_step((1, 2, 3, 5))
    w_opp, w_far2 = AI.weights(RULES, st2, [diagonal, far])
    assert w_opp < 2 * w_far2


def test_the_search_looks_at_a_shortlist_of_squares() -> None:
    """Nine squares of row 6 are free: the search keeps the best SHORTLIST by
    its weights, the site-making squares among them."""
    from elasund_desktop.games.elasund.ai import SHORTLIST

    st = _permit_step((0, 1, 3, 5))
    legal = RULES.legal_actions(st)
    assert len(legal) > SHORTLIST
    short = AI.search_actions(RULES, st, legal)
    assert len(short) == SHORTLIST
    assert {a.args for a in short} >= {(2, 6), (3, 6), (4, 6)}


def test_hard_puts_its_permit_where_it_makes_a_site() -> None:
    """Player 0's 1 permit stands two rows above the ship's row (row 4, the
    ship in row 6): a permit in columns 2 to 4 of row 6 puts 2 of the 3
    permits of a large building's 2x3 site in place.  With a node budget of
    100 the search used to spread its iterations over all nine squares and
    pick one nearly at random (here columns 0 and 1)."""
    st = _permit_step((0, 1, 3, 4))
    budget = SearchBudget(seconds=None, iterations=100, rollout_depth=10)
    for seed in (2, 3, 5):
        result = ismcts(RULES, st, 0, AI, budget, bot_rng(seed, 0))
        assert result.action.args in {(2, 6), (3, 6), (4, 6)}


def test_three_permits_on_a_large_building_site_are_worth_more_than_scattered() -> None:
    """A large building needs 3 permits on its 2x3 squares and brings 2 cubes:
    the evaluation values a site the player controls above the same permits
    spread where they make none."""
    from ..games.elasund.helpers import permits, situation

    st = situation(ship_row=6)
    site = permits(st, [(0, 0, 5, 3), (0, 1, 6, 4), (0, 2, 5, 5)])
    spread = permits(st, [(0, 0, 0, 3), (0, 1, 6, 9), (0, 2, 3, 12)])
    assert AI.evaluate(RULES, site)[0] > AI.evaluate(RULES, spread)[0] + 0.4
    # an opponent's higher total on those squares takes the site away
    taken = permits(site, [(1, 4, 6, 5)])
    assert AI.evaluate(RULES, taken)[0] < AI.evaluate(RULES, site)[0] - 0.3


def test_the_search_ends_its_turn_rather_than_upgrade_a_permit_for_nothing() -> None:
    """Bonus step, player 0 holding 3 gold and 2 red cards, his 0 permit alone
    in an empty city (no site it could win or lose): upgrading it costs 2
    cards and gold for nothing the next turns can use.  The search used to
    upgrade (Easy's weights put an upgrade at 10, ending the turn at 4, and
    100 iterations cannot tell the small loss from the dice's noise)."""
    from elasund_desktop.games.elasund import rules as R  # noqa: N812

    from ..games.elasund.helpers import hand, permits, situation

    st = permits(situation(phase=R.BONUS, current=0, ship_row=6), [(0, 0, 6, 9)])
    st = hand(st, 0, gold=3, red=2, blue=0, green=0)
    legal = RULES.legal_actions(st)
    assert Action(0, "bonus_upgrade", (0,)) in legal and Action(0, "end_turn") in legal
    budget = SearchBudget(seconds=None, iterations=100, rollout_depth=10)
    for seed in (1, 2, 3):
        assert ismcts(RULES, st, 0, AI, budget, bot_rng(seed, 0)).action.kind == "end_turn"
