"""Which registers instructions use.

llvm-mc's text names every register an instruction reads or writes that a
kernel's register budget counts, tuples in full (``v[4:7]``), so register
usage is read off the printed operands.  Used to size a kernel descriptor's
granules after an edit (:mod:`gcnasm.codeobject.rewriter`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..records import Record

_REGISTER = re.compile(r"(?<![\w.])([vas])(?:(\d+)|\[(\d+):(\d+)\])(?![\w\[])")
_SPECIAL = re.compile(r"(?<![\w.])(vcc|flat_scratch|xnack_mask)(?:_lo|_hi)?(?![\w])")


class RegisterUsage(Record):
    """Highest index + 1 of each register file used (0: none), and whether
    the special SGPR pairs are named.  Equal when every field is (and so not
    hashable: it is mutable)."""

    FIELDS = ("vgprs", "agprs", "sgprs", "vcc", "flat_scratch", "xnack_mask")
    __slots__ = FIELDS

    def __init__(self, vgprs: int = 0, agprs: int = 0, sgprs: int = 0, vcc: bool = False,
                 flat_scratch: bool = False, xnack_mask: bool = False):
        self.vgprs = vgprs
        self.agprs = agprs
        self.sgprs = sgprs
        self.vcc = vcc
        self.flat_scratch = flat_scratch
        self.xnack_mask = xnack_mask


def _operands(inst) -> str:
    text = inst if isinstance(inst, str) else inst.llvm_text
    return text.split(None, 1)[1] if " " in text else ""


def named_registers(inst) -> list[tuple[str, int, int]]:
    """The registers an Instruction (or its text) names, as ``(kind, first,
    last)`` with kind ``"v"``, ``"a"`` or ``"s"``: ``v[4:7]`` is
    ``("v", 4, 7)``."""
    out = []
    for m in _REGISTER.finditer(_operands(inst)):
        if m.group(2) is not None:
            first = last = int(m.group(2))
        else:
            first, last = int(m.group(3)), int(m.group(4))
        out.append((m.group(1), first, last))
    return out


def register_usage(instructions: Iterable) -> RegisterUsage:
    """Register usage of gcnasm Instructions (or of their texts)."""
    top = {"v": 0, "a": 0, "s": 0}
    specials = set()
    for inst in instructions:
        if inst is None:
            continue
        ops = _operands(inst)
        for m in _REGISTER.finditer(ops):
            last = int(m.group(2) if m.group(2) is not None else m.group(4))
            kind = m.group(1)
            if last + 1 > top[kind]:
                top[kind] = last + 1
        for m in _SPECIAL.finditer(ops):
            specials.add(m.group(1))
    return RegisterUsage(top["v"], top["a"], top["s"], "vcc" in specials,
                         "flat_scratch" in specials, "xnack_mask" in specials)
