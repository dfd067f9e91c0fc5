"""Register findings: reads of registers nothing sets, and VGPRs that the
AGPRs alias.

* ``read-unwritten`` (warning): an instruction reads a register unit that no
  instruction of the kernel writes and the dispatch does not initialise
  (per the kernel descriptor: user and system SGPRs, the workitem-id VGPRs
  v0..v2, exec, flat_scratch and the aperture registers).  Flow-insensitive:
  a unit written anywhere in the kernel counts as written.  A destination
  that is also read because only part of it is written (D16 loads, DPP, ...)
  is not a read of an unset register.
* ``agpr-alias`` (error): the kernel uses AGPRs and an arch VGPR at or above
  the descriptor's ``accum_offset``, where the AGPRs start in the unified
  register file: the two name the same storage (the rewriter refuses the
  same, see docs/codeobject.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import List

from ..isa import RegisterUnit
from .facts import facts_of

_DISPATCH_SPECIAL = ("exec_lo", "exec_hi", "flat_scratch_lo", "flat_scratch_hi",
                     "src_shared_base", "src_shared_limit", "src_private_base",
                     "src_private_limit", "src_pops_exiting_wave_id")


@dataclass
class RegisterFinding:
    rule: str
    severity: str
    consumer: object                # ProgramInstruction
    unit: str
    message: str


def dispatch_initialised(descriptor) -> frozenset:
    """The register units the dispatch sets before the kernel's first
    instruction (AMDGPUUsage "Initial Kernel Execution State")."""
    d = descriptor
    sgprs = (d.user_sgpr_count + d.enable_sgpr_workgroup_id_x + d.enable_sgpr_workgroup_id_y
             + d.enable_sgpr_workgroup_id_z + d.enable_sgpr_workgroup_info
             + d.enable_private_segment)
    units = {RegisterUnit("s", i) for i in range(sgprs)} | {RegisterUnit("v", i) for i in range(3)}
    units |= {RegisterUnit.parse(n) for n in _DISPATCH_SPECIAL}
    return frozenset(units)


def find_register_issues(kernel) -> List[RegisterFinding]:
    """Register findings of one kernel (a KernelProgram)."""
    d = kernel.kernel.descriptor
    instructions = [pi for b in kernel.blocks for pi in b.instructions]
    words = [pi.word for pi in instructions]
    # Each rule asks one question per distinct word, then finds the
    # instructions of the words that answer yes.
    facts = {w: facts_of(w) for w in dict.fromkeys(words)}
    written = set(dispatch_initialised(d))
    for f in facts.values():
        written |= f.writes
    out: List[RegisterFinding] = []
    unwritten = {w: sorted(f.plain_reads - written) for w, f in facts.items()
                 if not f.plain_reads <= written}
    if unwritten:
        for pi in instructions:
            for u in unwritten.get(pi.word, ()):
                out.append(RegisterFinding(
                    "read-unwritten", "warning", pi, str(u),
                    f"reads {u}, which no instruction of the kernel writes and the dispatch "
                    f"does not set (descriptor: {d.user_sgpr_count} user SGPRs, ...)"))
    accum = d.accum_offset
    high = [w for w, f in facts.items() if f.top_vgpr >= accum]
    if high and any(f.uses_agprs for f in facts.values()):
        # the first instruction with a VGPR at or above accum_offset, and its
        # first unit (in its set's order) that raised the top VGPR so far
        k = min(words.index(w) for w in high)
        top_v = max([facts[w].top_vgpr for w in set(words[:k])], default=-1)
        for u in facts[words[k]].touches:
            if u.file == "v" and u.index > top_v:
                top_v = u.index
                if u.index >= accum:
                    out.append(RegisterFinding(
                        "agpr-alias", "error", instructions[k], str(u),
                        f"uses {u} while the kernel uses AGPRs, which start at v{accum} in the "
                        "unified register file (descriptor accum_offset): "
                        f"{u} and an AGPR are the same register"))
                    break
    return out
