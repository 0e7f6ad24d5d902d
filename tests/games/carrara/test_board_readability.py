"""What a newcomer must be able to read off the Carrara board (found in play-tests).

* every block on the wheel lies inside its own segment, centred on the segment's
  axis (blocks pushed to one side looked as if they lay on the neighbour segment);
* the price box of each wheel position shows the price of each colour as a coin
  (the price table of seed 004 / rules-data §2);
* each city of the main board shows the marble it accepts as blocks;
* the objective board shows the viewer's progress towards each target.
"""

from __future__ import annotations

import math
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsRectItem, QGraphicsSimpleTextItem

from elasund_desktop.games.carrara import data as D  # noqa: N812
from elasund_desktop.games.carrara.board import WHEEL_C, WHEEL_R, CarraraBoard
from elasund_desktop.games.carrara.rules import CarraraState

from .helpers import RULES, board, conserve_blocks, set_player, start, tile

ZERO = (0, 0, 0, 0, 0, 0)


def drawn(state: CarraraState, viewer: int = 0) -> CarraraBoard:
    scene = CarraraBoard()
    scene.draw_state(state, RULES.view(state, viewer), viewer)
    return scene


def texts_of(item: Any) -> list[str]:
    return [c.text() for c in item.childItems() if isinstance(c, QGraphicsSimpleTextItem)]


def angle_off_axis(scene_x: float, scene_y: float, k: int) -> float:
    """Degrees between a point and the axis of the segment at position k (I points up)."""
    angle = math.degrees(math.atan2(scene_y - WHEEL_C.y(), scene_x - WHEEL_C.x()))
    axis = -90.0 + k * 360.0 / D.WHEEL_SEGMENTS
    return (angle - axis + 180.0) % 360.0 - 180.0


@pytest.mark.parametrize("count", [1, 2, 3, 5, 7, 11])
def test_blocks_lie_centred_in_their_own_segment(qapp: QCoreApplication, count: int) -> None:
    for k in range(D.WHEEL_SEGMENTS):
        blocks = [0] * 6
        for i in range(count):
            blocks[i % 6] += 1
        wheel = tuple(tuple(blocks) if j == k else ZERO for j in range(6))
        scene = drawn(conserve_blocks(start(3)._replace(wheel=wheel)))
        segment = scene.items_for(("segment", k))[0]
        items = [c for c in segment.childItems() if isinstance(c, QGraphicsRectItem)]
        assert len(items) == count
        offsets = []
        for item in items:
            centre = item.sceneBoundingRect().center()
            off = angle_off_axis(centre.x(), centre.y(), k)
            # well inside the 60° segment, and inside the disc
            assert abs(off) < 24.0, (k, count, off)
            distance = math.hypot(centre.x() - WHEEL_C.x(), centre.y() - WHEEL_C.y())
            assert distance + 14.5 < WHEEL_R
            offsets.append(off)
        assert abs(sum(offsets) / len(offsets)) < 3.0, (k, count, offsets)


def test_price_boxes_show_each_colour_price_as_a_coin(qapp: QCoreApplication) -> None:
    scene = drawn(start(3))
    boxes = [
        item
        for item in scene.items()
        if isinstance(item, QGraphicsRectItem)
        and sum(isinstance(c, QGraphicsEllipseItem) for c in item.childItems()) == 6
    ]
    shown = sorted(
        tuple(int(texts_of(c)[0]) for c in b.childItems() if isinstance(c, QGraphicsEllipseItem))
        for b in boxes
    )
    assert shown == sorted(D.PRICES)  # one box per position, white .. black


@pytest.mark.parametrize(("city", "ranks"), [("livorno", ["1"]), ("lucca", ["1", "2", "3"])])
def test_cities_show_the_marble_they_accept(
    qapp: QCoreApplication, city: str, ranks: list[str]
) -> None:
    scene = drawn(start(3))
    frame = scene.items_for(("score_city", city))[0]
    blocks = [c for c in frame.childItems() if isinstance(c, QGraphicsRectItem) and texts_of(c)]
    assert [texts_of(b)[0] for b in blocks] == ranks
    assert "sum of your building values" in frame.toolTip()


def test_objectives_show_the_viewers_progress(qapp: QCoreApplication) -> None:
    s = start(3)
    s = set_player(
        s,
        0,
        markers_used=2,
        objects=(1, 0, 2, 0, 0, 0),
        boards=board(lerici=[("porta", 5), ("villa", 4)]),
    )
    assert tile("porta", 5) >= 0
    scene = drawn(s, viewer=0)
    shown = {i.text() for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)}
    assert "✘ Scorings: 2 of 4" in shown
    assert "✘ Objects: 3 of 7" in shown
    assert "✘ Building value: 9 of 25" in shown


def test_blocks_that_may_be_taken_show_their_price(qapp: QCoreApplication) -> None:
    """While taking, each highlighted block carries its price at that position (II)."""
    from elasund_desktop.games.carrara.rules import A_TAKE

    wheel = (ZERO, (1, 0, 1, 0, 0, 1), ZERO, ZERO, ZERO, ZERO)
    s = conserve_blocks(start(3)._replace(wheel=wheel, phase="take", segment=1))
    scene = drawn(s, viewer=s.current)
    scene.set_legal(RULES.legal_actions(s))
    assert {a.args[0] for a in RULES.legal_actions(s) if a in A_TAKE[s.current]} == {
        "white",
        "red",
        "black",
    }
    prices = sorted(
        int(texts_of(item)[0]) for item in scene._hints if isinstance(item, QGraphicsEllipseItem)
    )
    assert prices == sorted((D.PRICES[1][D.WHITE], D.PRICES[1][D.RED], D.PRICES[1][D.BLACK]))
    # a price never hides another block of the segment
    segment = scene.items_for(("segment", 1))[0]
    blocks = [c.sceneBoundingRect() for c in segment.childItems()]
    for tag in (i for i in scene._hints if isinstance(i, QGraphicsEllipseItem)):
        rect = tag.sceneBoundingRect()
        assert sum(rect.intersects(b) for b in blocks) == 1  # only its own block


def test_paying_shows_how_many_blocks_are_still_due(qapp: QCoreApplication) -> None:
    """A building is paid with exactly its value in blocks: 3 for a value-3 palace."""
    from .helpers import marble

    s = start(3)
    p = s.current
    s = set_player(s, p, marble=marble(white=1, yellow=2, red=1))
    s = s._replace(phase="pay", tile=tile("palazzo", 3), city=2, paid=(0, 1, 0, 0, 0, 0))
    scene = drawn(conserve_blocks(s), viewer=p)
    shown = {i.text() for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)}
    assert "Still to pay: 2  ·  set aside: 1×2" in shown
    # and the city being paid for is outlined like the chosen tile
    column = scene.items_for(("city", "lucca"))[0]
    assert column.pen().widthF() > 3  # type: ignore[attr-defined]
    other = scene.items_for(("city", "pisa"))[0]
    assert other.pen().widthF() < 2  # type: ignore[attr-defined]
