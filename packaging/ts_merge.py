#!/usr/bin/env python3
"""Three-way merge of Qt Linguist .ts files, as a git merge driver.

    python packaging/ts_merge.py BASE OURS THEIRS     # writes the result into OURS

Two branches that both add or translate messages touch the same XML lines,
so git's line merge conflicts on nearly every parallel change.  This merges by
message instead: a message is identified by (context, source, comment); its
translation follows the usual three-way rule (the side that changed it wins;
when both changed it differently, a finished translation beats an unfinished
one, otherwise OURS wins and the clash is printed).  Messages one side deleted
(that existed in BASE) go; messages either side added stay.

The result keeps OURS' layout with new messages appended to their context;
run packaging/update_translations.py afterwards, which rewrites the files in
lupdate's canonical order and recompiles the .qm files (binary, never merged).

Set up once per clone:

    git config merge.qt-ts.driver "python3 packaging/ts_merge.py %O %A %B"

(.gitattributes already names the driver for translations/*.ts.)
"""

from __future__ import annotations

import copy
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ts_fill import Message, load, messages, serialize

Key = tuple[str, str, str]


def _key(message: Message) -> Key:
    return (message.context, message.source, message.comment)


def _state(message: Message | None) -> tuple[str, tuple[str, ...]] | None:
    if message is None:
        return None
    return (message.status, tuple(message.forms()))


def _index(root: ET.Element) -> dict[Key, Message]:
    return {_key(m): m for m in messages(root)}


def _choose(base: Message | None, ours: Message, theirs: Message, clashes: list[Key]) -> Message:
    b, o, t = _state(base), _state(ours), _state(theirs)
    if o == t or t == b:
        return ours
    if o == b:
        return theirs
    if o is not None and t is not None and o[0] == "unfinished" and t[0] != "unfinished":
        return theirs
    if not (t is not None and t[0] == "unfinished"):
        clashes.append(_key(ours))
    return ours


def merge(base: ET.Element, ours: ET.Element, theirs: ET.Element) -> tuple[ET.Element, list[Key]]:
    """OURS changed in place into the merge of the three; returns it and the clashes."""
    base_ix, theirs_ix = _index(base), _index(theirs)
    ours_ix = _index(ours)
    clashes: list[Key] = []
    contexts = {c.findtext("name") or "": c for c in ours.iter("context")}
    for context in list(ours.iter("context")):
        for element in list(context.findall("message")):
            message = Message(context.findtext("name") or "", element)
            key = _key(message)
            other = theirs_ix.get(key)
            if other is None:
                if key in base_ix:  # THEIRS deleted it
                    context.remove(element)
                continue
            chosen = _choose(base_ix.get(key), message, other, clashes)
            if chosen is other:
                index = list(context).index(element)
                context.remove(element)
                context.insert(index, copy.deepcopy(other.element))
    for key, message in theirs_ix.items():
        if key in ours_ix or key in base_ix:  # present in both, or OURS deleted it
            continue
        context = contexts.get(key[0])
        if context is None:
            context = ET.SubElement(ours, "context")
            ET.SubElement(context, "name").text = key[0]
            contexts[key[0]] = context
        context.append(copy.deepcopy(message.element))
    for context in list(ours.iter("context")):
        if not context.findall("message"):
            ours.remove(context)
    return ours, clashes


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    base_path, ours_path, theirs_path = (Path(a) for a in argv)
    try:
        base = load(base_path) if base_path.stat().st_size else ET.Element("TS")
        ours, theirs = load(ours_path), load(theirs_path)
    except (OSError, ET.ParseError) as exc:
        print(f"ts_merge: cannot read the versions: {exc}", file=sys.stderr)
        return 1  # leave the conflict to git
    merged, clashes = merge(base, ours, theirs)
    ours_path.write_text(serialize(merged), encoding="utf-8", newline="\n")
    for context, source, _comment in clashes:
        short = " ".join(source.split())[:60]
        print(f"ts_merge: both sides translated [{context}] {short!r}; kept ours", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
