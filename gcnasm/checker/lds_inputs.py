"""What the cross-wave LDS analysis (:mod:`.lds_order`) reads of a kernel,
without running it: its finding type, the address slice, and the kernel's
*skeleton* (all the analysis reads, less where it is), by which
:mod:`.memo` replays a template's findings for an edit that left them
alone.  No numpy here: its import alone (70 ms) is a third of the edit
loop's budget, and a replayed analysis needs none of it."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Optional

from .facts import M0, facts_of

# vmcnt's field at its most: s_waitcnt vmcnt(VM_MAX) (what an lgkmcnt-only
# wait encodes) waits for nothing, as SIInsertWaitcnts reads it
VM_MAX = 63

SOURCE = ("AMDGPUUsage memory model (GFX942: LDS operations of different waves are ordered "
          "only by s_barrier); aiter fixes f58c21f6e3, 1cb57144bb, de60dc172e; "
          "docs/check-lds-order.md")


@dataclass
class LdsFinding:
    rule: str
    severity: str
    consumer: object              # ProgramInstruction
    producer_offset: Optional[int]
    message: str


def address_slice(facts) -> frozenset:
    """The register units LDS addresses are computed from, given the facts
    of a kernel's words: the address operands of the LDS accesses and M0,
    and, transitively, the sources of every instruction that writes one
    (flow-insensitive: each distinct word counts once).  The analysis'
    environment keeps only these: a loop counter that no address uses does
    not make every iteration's state a new one."""
    wanted = {M0}
    writers = []
    for f in facts:
        if f.is_ds or f.is_lds_dma:
            wanted.update(f.reads)
        if f.writes:
            writers.append(f)
    changed = True
    while changed:
        changed = False
        for f in writers:
            if not f.writes.isdisjoint(wanted) and not f.reads <= wanted:
                wanted.update(f.reads)
                changed = True
    return frozenset(wanted)


def condition_slice(compares, facts) -> frozenset:
    """The SGPRs the given compares (of the SCC branches) read and,
    transitively, the SGPR sources of their writers among ``facts``
    (flow-insensitive, like :func:`address_slice`): what
    :mod:`.lds_paths` evaluates to rule out a branch edge."""
    def sgprs(units):
        return {u for u in units if u.file == "s"}
    wanted = set()
    for f in compares:
        wanted |= sgprs(f.reads)
    writers = [f for f in facts if f.writes]
    changed = True
    while changed:
        changed = False
        for f in writers:
            if not f.writes.isdisjoint(wanted):
                new = sgprs(f.reads) - wanted
                if new:
                    wanted |= new
                    changed = True
    return frozenset(wanted)


@dataclass
class Skeleton:
    """What :func:`lds_skeleton` gives: ``digest`` of all the analysis
    reads but the LDS-DMA waits; ``kept``, the instructions it acts on
    (those waits left out), in block order; ``places``, each kept
    instruction's *slot* after it, (block index, how many kept instructions
    of its block come before it and it); ``waits``, per slot, the lowest
    vmcnt an s_waitcnt there waits for (slot (b, 0): a block's start)."""
    digest: bytes
    kept: list
    places: list
    waits: dict


def lds_skeleton(kernel) -> Skeleton:
    """All that :func:`.lds_order.find_lds_order` reads of a kernel (a
    KernelProgram), less where it is.  The instructions are those the
    analysis acts on (barriers, LDS accesses, vector-memory events, writers
    of the registers addresses are computed from), in block order; the
    digest covers their encodings, the address slice, what the workgroup's
    shape comes from (the metadata's ``.reqd_workgroup_size`` and
    ``.max_flat_workgroup_size``, the descriptor's work-item id VGPRs), the
    LDS size and the blocks' graph.  Two kernels with the same digest and
    the same ``waits`` have the same findings, the k-th kept instruction of
    one in place of the k-th of the other: an edit that touched none of
    them (an s_nop, a VALU no address comes from, an s_waitcnt's lgkmcnt)
    has the template's.  The waits on vmcnt (an LDS-DMA load's completion)
    are apart: where an edit changes only them, :mod:`.memo` decides from
    the loads the template had in flight at each slot."""
    from ..codeobject.program import blocks_in_order
    blocks = kernel.blocks
    # per distinct word (the .text's instructions share them): one look each
    facts = {w: facts_of(w) for w in {pi.word for b in blocks for pi in b.instructions}}
    relevant = address_slice(facts.values())
    # and the registers of the branch conditions (lds_paths rules edges out by them)
    conditions = condition_slice([f for f in facts.values() if f.mnemonic.startswith("s_cmp_")],
                                 facts.values())
    # of an s_waitcnt the analysis reads only vmcnt, and one at VM_MAX
    # retires nothing: a wait that changes only lgkmcnt or expcnt (what
    # most edits of waits do) leaves the skeleton as it was
    vm_waits = {w: f.waitcnt[0] for w, f in facts.items()
                if f.waitcnt is not None and f.waitcnt[0] < VM_MAX}
    acted_on = {w for w, f in facts.items()
                if f.is_barrier or f.is_ds or f.is_lds_dma or
                (f.counters and "vm_cnt" in f.counters) or not f.writes.isdisjoint(relevant)
                or not f.writes.isdisjoint(conditions)
                # a mask of a loop bound's low bits (lds_paths.parity_counters)
                or f.mnemonic in ("s_and_b32", "s_bfe_u32", "s_bitcmp0_b32", "s_bitcmp1_b32")
                # a compare a branch on the wave id may follow (lds_order splits the waves)
                or f.mnemonic.startswith(("s_cmp_", "s_cmpk_"))}
    acted_on -= vm_waits.keys()
    k = kernel.kernel
    meta = k.metadata or {}
    h = hashlib.sha256(repr((
        meta.get(".reqd_workgroup_size"), meta.get(".max_flat_workgroup_size"),
        k.descriptor.enable_vgpr_workitem_id, k.descriptor.group_segment_fixed_size,
        sorted(u.name for u in relevant), sorted(u.name for u in conditions))).encode())
    index = {b: i for i, b in enumerate(blocks)}
    h.update(repr([index[b] for b in blocks_in_order(kernel)]).encode())
    # each kept instruction adds its length and bytes (one update per block
    # of what was one per instruction: the same digest)
    mark = {w: bytes((len(w.to_bytes()),)) + w.to_bytes() for w in acted_on}
    kept, places, waits = [], [], {}
    for bi, b in enumerate(blocks):
        h.update(repr([index[s] for s in b.successors]).encode())
        if vm_waits.keys().isdisjoint(pi.word for pi in b.instructions):
            mine = [pi for pi in b.instructions if pi.word in mark]
        else:
            mine = []
            for pi in b.instructions:
                vm = vm_waits.get(pi.word)
                if vm is not None:
                    slot = (bi, len(mine))
                    waits[slot] = min(vm, waits.get(slot, VM_MAX))
                elif pi.word in mark:
                    mine.append(pi)
        if mine:
            h.update(b"".join([mark[pi.word] for pi in mine]))
            kept += mine
            places += [(bi, j) for j in range(1, len(mine) + 1)]
        h.update(b"|")
    return Skeleton(h.digest(), kept, places, waits)
