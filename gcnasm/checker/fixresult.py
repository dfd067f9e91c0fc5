"""What :func:`gcnasm.checker.fix_report` returns: the fixed text and, per
change, its cost (which waits got tighter, by how much, inside which loop)."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Dict, List, Optional


@dataclass
class FixChange:
    """One line fix changed or inserted.

    ``kind``: "recount" (a template wait re-counted to wait for the same
    operations after the edit added or removed some: no cost), "tighten" (an
    existing wait made to wait for more), "insert-wait", "insert-nop",
    "lengthen-nop".  ``intent``: per counter, the count that waits for what
    the template's wait waited for (for an inserted wait: the operations
    outstanding there); ``counts``: the count written; ``tighter``: per
    counter, how many more operations it now waits for than ``intent`` (the
    cost: each is a load the wave may stall on); ``wait_states``: the wait
    states added; ``loop``: the label (or line) of the innermost loop's head
    the line is in (None: in no loop): a cost paid every iteration."""

    kind: str
    line: int
    old: Optional[str]
    new: str
    counts: Dict[str, int] = field(default_factory=dict)
    intent: Dict[str, int] = field(default_factory=dict)
    tighter: Dict[str, int] = field(default_factory=dict)
    wait_states: int = 0
    loop: Optional[str] = None
    reason: str = ""

    @property
    def cost(self) -> str:
        """The cost in words ("none" for a re-count)."""
        parts = [f"waits for {n} more {name}cnt operation(s)"
                 for name, n in sorted(self.tighter.items()) if n > 0]
        if self.wait_states:
            parts.append(f"{self.wait_states} more wait state(s)")
        if not parts:
            return "none: waits for the same operations as the template" if self.counts \
                else "none: the template's own wait states"
        where = f" in the loop at {self.loop} (every iteration)" if self.loop else ""
        return ", ".join(parts) + where

    def format(self, path: str) -> str:
        what = f"{self.old.strip()} -> {self.new.strip()}" if self.old is not None \
            else f"inserted {self.new.strip()}"
        where = f" (in the loop at {self.loop})" if self.loop and not self.cost.startswith(
            "waits") and not self.wait_states else ""
        return (f"{path}:{self.line}: {self.kind}: {what}{where}\n    cost: {self.cost}"
                + (f"\n    why: {self.reason}" if self.reason else ""))

    def to_dict(self) -> dict:
        return {**asdict(self), "cost": self.cost}


@dataclass
class FixResult:
    text: str
    path: str
    changes: List[FixChange] = field(default_factory=list)

    @property
    def tightened(self) -> List[FixChange]:
        """The changes with a cost (waits for more, or more wait states)."""
        return [c for c in self.changes if any(n > 0 for n in c.tighter.values())
                or c.wait_states]

    def lines(self) -> List[str]:
        out = [c.format(self.path) for c in self.changes]
        in_loops = sum(1 for c in self.tightened if c.loop)
        out.append(f"{self.path}: {len(self.changes)} change(s), {len(self.tightened)} with a "
                   f"cost ({in_loops} inside a loop)")
        return out

    def to_json(self, wrote: Optional[str] = None) -> str:
        out = {"path": self.path, "changes": [c.to_dict() for c in self.changes],
               "with_cost": len(self.tightened)}
        if wrote is not None:
            out["wrote"] = wrote
        return json.dumps(out, indent=1)
