"""Our Hard Catan player at a table of catanatron (3.2.1) bots.

catanatron is installed into a throwaway virtualenv (as bench_catan.py does;
never a dependency of this project) and runs the games in a subprocess.
Three seats are catanatron players; the fourth is a `Bridge` player whose
every decision with a choice is sent here as JSON:

1. what our player may see of catanatron's game (board, buildings, robber,
   bank, its own hand and development cards, the other players' public
   counts, cards played, who holds Longest Road / Largest Army, the step);
2. here it becomes one of our `CatanState`s (the others' hidden cards filled
   in any consistent way: our player determinizes before it looks, so they
   are never read), our Hard player decides, and the decision is mapped back
   onto the index of one of catanatron's playable actions.

Where the two rule sets differ:

* Domestic trade: catanatron has none, so the translated state has the
  turn's offers used up (`offers_made` at the limit) and our player cannot
  start one.
* Multi-step actions of ours are finished here before answering: Year of
  Plenty (play, then two takes), maritime trade (rate, then what to take)
  and the robber (move, then whom to rob) each become one catanatron action.
* catanatron discards for the player at random (a single DISCARD action) and
  has its own conditions for playing a development card; a card it does not
  offer to play now is marked "bought this turn" in our state, so our player
  never chooses it.
* A harbour of catanatron that does not sit on one of our harbour slots
  would count as generic; on the base map every harbour matched.
* catanatron lists a maritime trade at the seat's best rate only; a trade of
  ours at a worse rate (the rules let one give four cards at a harbour) is
  answered with the same trade at the best rate.

Opponents: catanatron's AlphaBetaPlayer is in no release on the package
index (3.2.1 ships RandomPlayer, WeightedRandomPlayer and VictoryPointPlayer);
in 3.2.x it lived in `catanatron_experimental`, which was never published.
For `--opponent alphabeta` the bench therefore needs that player's source
(three files of catanatron's repository, from the 3.2 era, written against
3.2.1's core) in a folder it puts on the catanatron side's import path:
`--alphabeta-src`, by default bench/third_party/catanatron_alphabeta/.  That
folder's README names the repository, commit, file paths, licence and authors
and says how to lay the files out; the source files themselves are not part
of this repository (nothing of catanatron is imported by the app or the
tests).  The value function they use needs `catanatron_gym.features`, so the
throwaway environment also gets catanatron-gym 3.2.1 (without its pinned
gym 0.21, which no longer builds) and gym 0.26.2 (its `__init__` registers an
environment with gym).  The opponents are built as `AlphaBetaPlayer(color)`:
depth 2, no pruning, the `base_fn` value function with its default weights.

    python bench/bench_catanatron_bridge.py --games 200 --opponent alphabeta
    python bench/bench_catanatron_bridge.py --games 20 --opponent weighted
    python bench/bench_catanatron_bridge.py --games 50 --nodes 750   # Hard without the clock
    python bench/bench_catanatron_bridge.py --summarize games.jsonl
    python bench/bench_catanatron_bridge.py --games 3 --nodes 750 --trace decisions.jsonl

`--trace` writes one JSON line per decision of our seat: the turn, everybody's
points, our hand and development cards, what was on offer and what we chose
(with the hexes of a settlement or city spot), to see how a game was lost.

Prints one JSON line per game as it ends (flushed, so a log of a run that is
stopped early keeps every finished game; `--summarize LOG` sums such a log up)
and a summary (win rate with a 95 % Wilson interval; an equal share is 25 %).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, TextIO

from elasund_desktop.ai.levels import HARD, LevelBot, node_budget
from elasund_desktop.engine.rng import Rng
from elasund_desktop.engine.rules import Action, GameConfig
from elasund_desktop.games.catan import data as D  # noqa: N812
from elasund_desktop.games.catan.rules import (
    BANK_TRADE,
    MAIN,
    ROAD_BUILDING,
    ROBBER,
    ROLL,
    SETUP_ROAD,
    SETUP_SETTLEMENT,
    STEAL,
    YEAR_OF_PLENTY,
    CatanRules,
    CatanState,
    longest_road_of,
    recount_points,
    steal_victims,
)
from elasund_desktop.tournament import wilson

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_catan import install_catanatron

RES_OF = {"WOOD": 0, "BRICK": 1, "SHEEP": 2, "WHEAT": 3, "ORE": 4}
CAT_RES = ("WOOD", "BRICK", "SHEEP", "WHEAT", "ORE")
TERRAIN_OF = {
    "WOOD": "forest", "BRICK": "hills", "SHEEP": "pasture", "WHEAT": "fields",
    "ORE": "mountains", None: "desert",
}  # fmt: skip
# catanatron's development cards -> ours
DEV_OF = {
    "KNIGHT": D.KNIGHT, "VICTORY_POINT": D.VICTORY_POINT, "ROAD_BUILDING": D.ROAD_BUILDING,
    "YEAR_OF_PLENTY": D.YEAR_OF_PLENTY, "MONOPOLY": D.MONOPOLY,
}  # fmt: skip
SQ3 = math.sqrt(3)
CORNER = {
    "NORTH": (0.0, -1.0), "NORTHEAST": (SQ3 / 2, -0.5), "SOUTHEAST": (SQ3 / 2, 0.5),
    "SOUTH": (0.0, 1.0), "SOUTHWEST": (-SQ3 / 2, 0.5), "NORTHWEST": (-SQ3 / 2, -0.5),
}  # fmt: skip

DRIVER = r"""
import json, sys
from catanatron import Game, Color
from catanatron.models.player import Player, RandomPlayer
from catanatron.models.enums import RESOURCES, DEVELOPMENT_CARDS
from catanatron.models.map import Port, PORT_DIRECTION_TO_NODEREFS

OPP, GAMES, SEED = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])

def opponent(color):
    if OPP == "alphabeta":
        from catanatron_experimental.machine_learning.players.minimax import AlphaBetaPlayer
        return AlphaBetaPlayer(color)
    if OPP == "weighted":
        from catanatron.players.weighted_random import WeightedRandomPlayer
        return WeightedRandomPlayer(color)
    if OPP == "victorypoint":
        from catanatron.players.search import VictoryPointPlayer
        return VictoryPointPlayer(color)
    return RandomPlayer(color)

def enc(v):
    if isinstance(v, Color):
        return v.value
    if isinstance(v, (tuple, list)):
        return [enc(x) for x in v]
    return v

def observe(game, color):
    st = game.state
    board = st.board
    m = board.map
    me = st.colors.index(color)
    tiles = [{"coord": list(c), "resource": t.resource, "number": t.number,
              "nodes": {r.value: n for r, n in t.nodes.items()}}
             for c, t in m.land_tiles.items()]
    ports = []
    for t in m.tiles.values():
        if isinstance(t, Port):
            a, b = PORT_DIRECTION_TO_NODEREFS[t.direction]
            ports.append({"resource": t.resource, "nodes": [t.nodes[a], t.nodes[b]]})
    ps = st.player_state
    players = []
    for i, c in enumerate(st.colors):
        k = "P%d_" % i
        info = {"vp": ps[k + "VICTORY_POINTS"],
                "cards": sum(ps[k + r + "_IN_HAND"] for r in RESOURCES),
                "devs": sum(ps[k + d + "_IN_HAND"] for d in DEVELOPMENT_CARDS),
                "played": {d: ps[k + "PLAYED_" + d] for d in DEVELOPMENT_CARDS},
                "has_road": ps[k + "HAS_ROAD"], "has_army": ps[k + "HAS_ARMY"],
                "has_rolled": ps[k + "HAS_ROLLED"],
                "dev_in_turn": ps[k + "HAS_PLAYED_DEVELOPMENT_CARD_IN_TURN"]}
        if i == me:
            info["hand"] = [ps[k + r + "_IN_HAND"] for r in RESOURCES]
            info["dev_hand"] = {d: ps[k + d + "_IN_HAND"] for d in DEVELOPMENT_CARDS}
        players.append(info)
    return {
        "me": me, "colors": [c.value for c in st.colors], "tiles": tiles, "ports": ports,
        "robber": list(board.robber_coordinate),
        "buildings": [[n, st.colors.index(c), b] for n, (c, b) in board.buildings.items()],
        "roads": [[a, b, st.colors.index(c)] for (a, b), c in board.roads.items() if a < b],
        "bank": list(st.resource_freqdeck), "dev_deck": len(st.development_listdeck),
        "players": players, "prompt": st.current_prompt.value,
        "road_building": st.is_road_building, "free_roads": st.free_roads_available,
        "turns": st.num_turns,
    }

class Bridge(Player):
    def decide(self, game, playable_actions):
        if len(playable_actions) == 1:
            return playable_actions[0]
        obs = observe(game, self.color)
        obs["playable"] = [[a.action_type.value, enc(a.value)] for a in playable_actions]
        print(json.dumps({"decide": obs}), flush=True)
        return playable_actions[int(sys.stdin.readline())]

colors = [Color.RED, Color.BLUE, Color.ORANGE, Color.WHITE]
for g in range(GAMES):
    ours = colors[g % 4]
    players = [Bridge(c) if c == ours else opponent(c) for c in colors]
    game = Game(players, seed=SEED + g)
    game.play()
    winner = game.winning_color()
    ps = game.state.player_state
    vps = {c.value: ps["P%d_ACTUAL_VICTORY_POINTS" % i] for i, c in enumerate(game.state.colors)}
    print(json.dumps({"game": g, "ours": ours.value, "winner": winner.value if winner else None,
                      "seat": game.state.colors.index(ours), "turns": game.state.num_turns,
                      "vps": vps}), flush=True)
"""


class Translator:
    """catanatron's board <-> ours, matched by geometry (both pointy-topped)."""

    def __init__(self, tiles: list[dict[str, Any]]) -> None:
        self.hex_of: dict[tuple[int, ...], int] = {}
        self.node_of: dict[int, int] = {}
        for tile in tiles:
            x, y, z = tile["coord"]
            cx, cy = SQ3 / 2 * (x - y), 1.5 * z
            self.hex_of[tuple(tile["coord"])] = _nearest(D.HEX_CENTRES, (cx, cy))
            for ref, node in tile["nodes"].items():
                dx, dy = CORNER[ref]
                self.node_of[node] = _nearest(D.NODE_POSITIONS, (cx + dx, cy + dy))
        if (
            len(set(self.hex_of.values())) != D.NUM_HEXES
            or len(set(self.node_of.values())) != D.NUM_NODES
        ):
            raise ValueError("board geometry did not match")
        self.cat_node = {ours: theirs for theirs, ours in self.node_of.items()}
        self.cat_hex = {ours: list(coord) for coord, ours in self.hex_of.items()}

    def edge(self, a: int, b: int) -> int:
        x, y = self.node_of[a], self.node_of[b]
        return D.EDGE_ID[(min(x, y), max(x, y))]


def _nearest(points: tuple[tuple[float, float], ...], p: tuple[float, float]) -> int:
    best = min(range(len(points)), key=lambda i: math.dist(points[i], p))
    if math.dist(points[best], p) > 0.2:
        raise ValueError("no point of our board there")
    return best


def to_state(obs: dict[str, Any], tr: Translator) -> CatanState:
    """Our state as our player may see catanatron's game (others' hidden cards: any filling)."""
    rules = CatanRules()
    n = len(obs["colors"])
    me = obs["me"]
    base = rules.setup(GameConfig(n), 0)
    terrain = ["desert"] * D.NUM_HEXES
    numbers = [0] * D.NUM_HEXES
    for tile in obs["tiles"]:
        h = tr.hex_of[tuple(tile["coord"])]
        terrain[h] = TERRAIN_OF[tile["resource"]]
        numbers[h] = tile["number"] or 0
    yields: list[list[tuple[int, int]]] = [[] for _ in range(13)]
    for h in range(D.NUM_HEXES):
        r = D.TERRAIN_RESOURCE[terrain[h]]
        if r >= 0:
            yields[numbers[h]].append((h, r))
    harbours = ["generic"] * D.NUM_HARBOURS
    slot_of = {frozenset(pair): i for i, pair in enumerate(D.HARBOUR_NODES)}
    for port in obs["ports"]:
        slot = slot_of.get(frozenset(tr.node_of[x] for x in port["nodes"]))
        if slot is not None:
            res = port["resource"]
            harbours[slot] = D.GENERIC if res is None else D.RESOURCES[RES_OF[res]]
    node_owner = [-1] * D.NUM_NODES
    node_level = [0] * D.NUM_NODES
    for node, seat, kind in obs["buildings"]:
        ours = tr.node_of[node]
        node_owner[ours] = seat
        node_level[ours] = 2 if kind == "CITY" else 1
    edge_owner = [-1] * D.NUM_EDGES
    for a, b, seat in obs["roads"]:
        edge_owner[tr.edge(a, b)] = seat
    players = obs["players"]
    bank = tuple(obs["bank"])
    mine = tuple(players[me]["hand"])
    pool = [D.CARDS_PER_RESOURCE - bank[r] - mine[r] for r in range(5)]
    hands: list[tuple[int, ...]] = []
    for q in range(n):
        if q == me:
            hands.append(mine)
            continue
        hand = [0] * 5
        for _ in range(players[q]["cards"]):  # any filling: determinize redraws it
            r = max(range(5), key=lambda x: pool[x])
            pool[r] -= 1
            hand[r] += 1
        hands.append(tuple(hand))
    played = [0] * 5
    for q in range(n):
        for card, k in players[q]["played"].items():
            played[DEV_OF[card]] += k
    own_dev = [0] * 5
    for card, k in players[me]["dev_hand"].items():
        own_dev[DEV_OF[card]] = k
    unseen = [D.DEV_COUNTS[k] - played[k] - own_dev[k] for k in range(5)]
    dev_hands: list[tuple[int, ...]] = []
    for q in range(n):
        if q == me:
            dev_hands.append(tuple(own_dev))
            continue
        hand = [0] * 5
        for _ in range(players[q]["devs"]):
            k = max(range(5), key=lambda x: (x != D.VICTORY_POINT, unseen[x]))
            unseen[k] -= 1
            hand[k] += 1
        dev_hands.append(tuple(hand))
    knights = tuple(players[q]["played"]["KNIGHT"] for q in range(n))
    longest = next((q for q in range(n) if players[q]["has_road"]), -1)
    army = next((q for q in range(n) if players[q]["has_army"]), -1)
    # Trade ratios from catanatron's own ports, node by node: a port whose
    # nodes are not one of our harbour slots (the two maps place a few
    # differently) still gives its owner the ratio catanatron applies.
    port_bits: dict[int, int] = {}
    for port in obs["ports"]:
        res = port["resource"]
        bit = 1 << 5 if res is None else 1 << D.RESOURCE_INDEX[D.RESOURCES[RES_OF[res]]]
        for x in port["nodes"]:
            port_bits[tr.node_of[x]] = port_bits.get(tr.node_of[x], 0) | bit
    ports = []
    for q in range(n):
        mask = 0
        for node, bits in port_bits.items():
            if node_owner[node] == q:
                mask |= bits
        ports.append(mask)
    eo, no = tuple(edge_owner), tuple(node_owner)
    prompt = obs["prompt"]
    me_info = players[me]
    settlements = sum(1 for o in node_owner if o >= 0)
    roads = sum(1 for o in edge_owner if o >= 0)
    anchor = -1
    if prompt == "BUILD_INITIAL_SETTLEMENT":
        phase, step = SETUP_SETTLEMENT, settlements
    elif prompt == "BUILD_INITIAL_ROAD":
        phase, step = SETUP_ROAD, roads
        anchor = next(
            x
            for x in range(D.NUM_NODES)
            if node_owner[x] == me and all(eo[e] != me for e in D.NODE_EDGES[x])
        )
    elif prompt == "MOVE_ROBBER":
        phase, step = ROBBER, 2 * n
    elif obs["road_building"]:
        phase, step = ROAD_BUILDING, 2 * n
    else:
        phase, step = (MAIN if me_info["has_rolled"] else ROLL), 2 * n
    state = base._replace(
        terrain=tuple(terrain),
        numbers=tuple(numbers),
        harbours=tuple(harbours),
        yields=tuple(tuple(y) for y in yields),
        robber=tr.hex_of[tuple(obs["robber"])],
        node_owner=no,
        node_level=tuple(node_level),
        edge_owner=eo,
        hands=tuple(hands),
        bank=bank,
        dev_hands=tuple(dev_hands),
        dev_deck=tuple(unseen),
        knights=knights,
        dev_played=bool(me_info["dev_in_turn"]),
        roads_left=tuple(D.ROADS_PER_PLAYER - eo.count(q) for q in range(n)),
        settlements_left=tuple(
            D.SETTLEMENTS_PER_PLAYER
            - sum(1 for x in range(D.NUM_NODES) if no[x] == q and node_level[x] == 1)
            for q in range(n)
        ),
        cities_left=tuple(
            D.CITIES_PER_PLAYER
            - sum(1 for x in range(D.NUM_NODES) if no[x] == q and node_level[x] == 2)
            for q in range(n)
        ),
        ports=tuple(ports),
        road_length=tuple(longest_road_of(eo, no, q) for q in range(n)),
        longest_road=longest,
        largest_army=army,
        current=me,
        first_player=0,
        phase=phase,
        rolled=bool(me_info["has_rolled"]),
        setup_step=step,
        anchor=anchor,
        free_roads=int(obs["free_roads"]) if phase == ROAD_BUILDING else 0,
        offers_made=D.MAX_OFFERS_PER_TURN,  # catanatron has no domestic trade
        turn=int(obs["turns"]),
        played=tuple(played),
    )
    points = tuple(recount_points(state, q) for q in range(n))
    # A card catanatron does not let us play now (its own conditions) counts as
    # "bought this turn" in our state, so our player does not plan with it.
    offered = {kind for kind, _value in obs.get("playable", [])}
    blocked = [0] * 5
    for kind, card in (
        ("PLAY_KNIGHT_CARD", D.KNIGHT), ("PLAY_ROAD_BUILDING", D.ROAD_BUILDING),
        ("PLAY_YEAR_OF_PLENTY", D.YEAR_OF_PLENTY), ("PLAY_MONOPOLY", D.MONOPOLY),
    ):  # fmt: skip
        if kind not in offered:
            blocked[card] = own_dev[card]
    return state._replace(points=points, dev_new=tuple(blocked))


class OurSeat:
    """Decides for the bridge seat and maps the choice onto catanatron's actions."""

    def __init__(self, seed: int, nodes: int | None = None, trace: TextIO | None = None) -> None:
        self.rules = CatanRules()
        self.trace = trace  # one JSON line per decision (what was chosen, and in what position)
        # The default is Hard's wall-clock budget (what the window uses); a
        # node budget plays the same search without the clock, so a busy
        # machine does not weaken it.
        self.bot = LevelBot(HARD, None if nodes is None else node_budget(HARD, nodes))
        self.rng = Rng(seed)
        self.times: list[float] = []
        self.iterations: list[int] = []
        self.fallbacks = 0

    def _decide(self, state: CatanState) -> Action:
        seat = self.rules.to_move(state)
        assert seat is not None
        action = self.bot.decide(self.rules, state, seat, Rng(self.rng.next_u64()))
        # What the time budget bought on this (shared) machine: a busy machine
        # gives our player fewer search iterations per decision.
        self.iterations.append(self.bot.last_iterations)
        return action

    def answer(self, obs: dict[str, Any]) -> int:
        started = time.perf_counter()
        tr = Translator(obs["tiles"])
        state = to_state(obs, tr)
        wanted = self._map(state, tr, obs)
        self.times.append(time.perf_counter() - started)
        playable = obs["playable"]
        if self.trace is not None:
            self.trace.write(json.dumps(_trace_line(state, obs, wanted)) + "\n")
            self.trace.flush()
        for i, (kind, value) in enumerate(playable):
            if kind == wanted[0] and _same(value, wanted[1]):
                return i
        if wanted[0] == "MARITIME_TRADE":
            # catanatron lists a maritime trade at the seat's best rate only: the
            # same trade (same card given, same card taken) at a better rate is
            # what our player gets by asking for it at a worse one
            give, take = wanted[1][0], wanted[1][4]
            for i, (kind, value) in enumerate(playable):
                if kind == "MARITIME_TRADE" and value[0] == give and value[4] == take:
                    return i
        self.fallbacks += 1
        print(f"fallback: ours {wanted} among {playable}", file=sys.stderr)
        same_kind = [i for i, (kind, _v) in enumerate(playable) if kind == wanted[0]]
        return same_kind[0] if same_kind else 0

    def _map(self, state: CatanState, tr: Translator, obs: dict[str, Any]) -> tuple[str, Any]:
        action = self._decide(state)
        kind = action.kind
        colors = obs["colors"]
        if kind in ("place_settlement", "build_settlement"):
            return "BUILD_SETTLEMENT", tr.cat_node[action.args[0]]
        if kind in ("place_road", "build_road"):
            a, b = D.EDGE_NODES[action.args[0]]
            return "BUILD_ROAD", sorted([tr.cat_node[a], tr.cat_node[b]])
        if kind == "build_city":
            return "BUILD_CITY", tr.cat_node[action.args[0]]
        simple = {
            "roll": "ROLL", "end_turn": "END_TURN", "buy_development": "BUY_DEVELOPMENT_CARD",
            "play_knight": "PLAY_KNIGHT_CARD", "play_road_building": "PLAY_ROAD_BUILDING",
        }  # fmt: skip
        if kind in simple:
            return simple[kind], None
        if kind == "play_monopoly":
            return "PLAY_MONOPOLY", CAT_RES[D.RESOURCE_INDEX[action.args[0]]]
        after = self.rules.apply(state, action).state
        if kind == "play_year_of_plenty":
            taken = []
            while after.phase == YEAR_OF_PLENTY:
                take = self._decide(after)
                taken.append(CAT_RES[D.RESOURCE_INDEX[take.args[0]]])
                after = self.rules.apply(after, take).state
            return "PLAY_YEAR_OF_PLENTY", taken
        if kind == "bank_trade":
            give, rate = action.args
            assert after.phase == BANK_TRADE
            take = self._decide(after)
            cards: list[Any] = [CAT_RES[D.RESOURCE_INDEX[give]]] * rate + [None] * (4 - rate)
            return "MARITIME_TRADE", [*cards, CAT_RES[D.RESOURCE_INDEX[take.args[0]]]]
        if kind == "move_robber":
            coord = tr.cat_hex[action.args[0]]
            if after.phase == STEAL:
                victim: int | None = self._decide(after).args[0]
            else:
                victims = steal_victims(
                    state.node_owner, state.hands, action.args[0], state.current
                )
                victim = victims[0] if victims else None
            # catanatron's value: (coordinate, victim colour or None, None)
            return "MOVE_ROBBER", [coord, colors[victim] if victim is not None else None, None]
        return kind, None  # unknown to the bridge: counted as a fallback


def _trace_line(state: CatanState, obs: dict[str, Any], wanted: tuple[str, Any]) -> dict[str, Any]:
    """One decision for `--trace`: the position as our seat saw it and the choice."""
    me = state.current
    line: dict[str, Any] = {
        "turn": obs["turns"],
        "prompt": obs["prompt"],
        "vp": [p["vp"] for p in obs["players"]],
        "me": me,
        "hand": list(state.hands[me]),
        "devs": list(state.dev_hands[me]),
        "choice": wanted,
        "options": sorted({kind for kind, _v in obs["playable"]}),
    }
    if wanted[0] == "BUILD_SETTLEMENT" or wanted[0] == "BUILD_CITY":
        theirs = Translator(obs["tiles"]).cat_node
        node = next(x for x in range(D.NUM_NODES) if theirs[x] == wanted[1])
        line["pips"] = [(state.terrain[h], state.numbers[h]) for h in D.NODE_HEXES[node]]
    return line


def _same(theirs: Any, ours: Any) -> bool:
    if isinstance(theirs, list) and isinstance(ours, list):
        if len(theirs) == 2 and all(isinstance(x, int) for x in theirs + ours):
            return sorted(theirs) == sorted(ours)  # an edge, either way round
        if all(isinstance(x, str) for x in theirs + ours):
            return sorted(theirs) == sorted(ours)  # Year of Plenty: the same cards
        return len(theirs) == len(ours) and all(
            _same(a, b) for a, b in zip(theirs, ours, strict=True)
        )
    return bool(theirs == ours)


THIRD_PARTY = Path(__file__).resolve().parent / "third_party" / "catanatron_alphabeta"
MINIMAX = Path("catanatron_experimental", "machine_learning", "players", "minimax.py")
# catanatron_gym 3.2.1 pins gym 0.21, which no longer builds with a current
# setuptools; its features module needs none of gym, only its __init__ imports
# gym's registration, which 0.26.2 still has.
ALPHABETA_DEPS = (("--no-deps", "catanatron-gym==3.2.1"), ("gym==0.26.2",))


def install_alphabeta_deps(python: Path) -> None:
    for spec in ALPHABETA_DEPS:
        subprocess.run(
            [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *spec],
            check=True,
        )


def summary(lines: list[dict[str, Any]]) -> dict[str, Any]:
    """Win rate with its 95 % Wilson interval over finished games' JSON lines."""
    played = len(lines)
    wins = sum(1 for m in lines if m["winner"] == m["ours"])
    unfinished = sum(1 for m in lines if m["winner"] is None)
    low, high = wilson(wins, played)
    return {
        "games": played,
        "wins": wins,
        "unfinished": unfinished,
        "win_rate": round(wins / played, 4) if played else 0.0,
        "win_rate_95": [round(low, 4), round(high, 4)],
        "avg_turns": round(sum(m["turns"] for m in lines) / played, 1) if played else 0.0,
    }


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[int(q * (len(ordered) - 1))] if ordered else 0.0


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--opponent",
        default="alphabeta",
        choices=("alphabeta", "weighted", "victorypoint", "random"),
    )
    parser.add_argument("--venv", type=Path, default=None, help="reuse this virtualenv folder")
    parser.add_argument(
        "--alphabeta-src",
        type=Path,
        default=THIRD_PARTY,
        help="folder holding catanatron_experimental/machine_learning/players/ (see its README)",
    )
    parser.add_argument(
        "--nodes", type=int, default=None, help="Hard with this node budget instead of its time"
    )
    parser.add_argument(
        "--trace", type=Path, default=None, help="log every decision of our seat (JSON lines)"
    )
    parser.add_argument("--summarize", type=Path, default=None, help="sum up a log of game lines")
    args = parser.parse_args(argv)
    if args.summarize is not None:
        logged = [json.loads(x) for x in args.summarize.read_text().splitlines() if x.strip()]
        games = [m for m in logged if "game" in m]
        print(json.dumps({"log": args.summarize.name, **summary(games)}))
        return
    env = dict(os.environ)
    if args.opponent == "alphabeta":
        source = args.alphabeta_src.resolve()
        if not (source / MINIMAX).is_file():
            raise SystemExit(
                f"AlphaBetaPlayer's source is not in {source}: lay out the files as "
                "bench/third_party/catanatron_alphabeta/README.md says, or pass --alphabeta-src"
            )
        env["PYTHONPATH"] = str(source)
    with tempfile.TemporaryDirectory(prefix="catanatron-bridge-") as tmp:
        folder = args.venv if args.venv is not None else Path(tmp) / "venv"
        python = install_catanatron(folder)
        if args.opponent == "alphabeta":
            install_alphabeta_deps(python)
        proc = subprocess.Popen(
            [str(python), "-c", DRIVER, args.opponent, str(args.games), str(args.seed)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1, env=env,
        )  # fmt: skip
        assert proc.stdin is not None and proc.stdout is not None
        trace = None if args.trace is None else args.trace.open("w")
        seat = OurSeat(args.seed, args.nodes, trace)
        finished: list[dict[str, Any]] = []
        started = time.perf_counter()
        for line in proc.stdout:
            message = json.loads(line)
            if "decide" in message:
                proc.stdin.write(f"{seat.answer(message['decide'])}\n")
                proc.stdin.flush()
                continue
            finished.append(message)
            message["decisions_so_far"] = len(seat.times)
            message["fallbacks_so_far"] = seat.fallbacks
            message["elapsed_s"] = round(time.perf_counter() - started, 1)
            message["avg_iterations_so_far"] = (
                round(sum(seat.iterations) / len(seat.iterations)) if seat.iterations else 0
            )
            print(json.dumps(message), flush=True)
        if proc.wait() != 0:
            raise SystemExit("the catanatron side failed (see its message above)")
    times = seat.times
    iterations = seat.iterations
    print(
        json.dumps(
            {
                "opponent": args.opponent,
                "hard_budget": f"{args.nodes} nodes" if args.nodes else "default (time)",
                **summary(finished),
                "decisions": len(times),
                "p95_decision_s": round(_percentile(times, 0.95), 3),
                "max_decision_s": round(max(times, default=0.0), 3),
                "avg_iterations": round(sum(iterations) / len(iterations)) if iterations else 0,
                "fallbacks": seat.fallbacks,
                "seconds": round(time.perf_counter() - started, 1),
            }
        )
    )


if __name__ == "__main__":
    main()
