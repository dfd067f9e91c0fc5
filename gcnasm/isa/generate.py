"""Generate gcnasm's gfx950 instruction tables by probing llvm-mc 22.

    python -m gcnasm.isa.generate            # rewrite gcnasm/isa/tables/gfx950.py
                                             # and the template code beside it
    python -m gcnasm.isa.generate --check    # regenerate and compare (exit 1 on drift)

Nothing in the tables is typed in by hand.  For every family of
:mod:`gcnasm.isa.families` the generator

1. sweeps the key fields (opcode, and mode bits such as SMEM's ``imm``) over
   their whole range with a few base values and keeps every key llvm-mc
   decodes: one *entry* each;
2. for each entry sweeps every other field through all its values (a sample
   of values for wide immediates) and finds, by comparing the printed texts
   token by token, which part of the text that field controls;
3. turns the base text into a *template*: the fixed text with a placeholder
   ``{field:renderer}`` where each field's text goes, and records each
   renderer: a token map (field value -> printed text, ``None`` where llvm-mc
   calls the word invalid) for narrow fields, or the name of one of the
   printers in :mod:`gcnasm.isa.printers` (chosen because it reproduces every
   probed value) for wide ones.

Fields whose text overlaps are grouped into one placeholder (a source and its
abs/neg bits; the op_sel bits of several sources).  A field that never changes
the text is left out of the template: llvm-mc ignores it, and the decoder's
round-trip check (see :mod:`gcnasm.isa.decoder`) preserves such bits.

Corrections that cannot be learned by probing live in
:mod:`gcnasm.isa.fixes`, each with its reason.
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import pprint
import random
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Dict, Iterable, List, Optional, Sequence, Tuple

from . import families as FAM
from . import printers
from .families import Family
from .llvm_oracle import Disassembly, disassemble_many
from .syntax import split_tokens

# The literal the probes append when a source field holds 255.  Its printed
# forms are recognisable for every operand type.
PROBE_LITERAL = 0x12345678
LITERAL_MARK = "\x00LIT"
TABLE_PATH = Path(__file__).resolve().parent / "tables" / "gfx950.py"


class Prober:
    """Batches byte strings through the llvm-mc oracle, with a cache: the
    answers of an :class:`~gcnasm.isa.answer_cache.AnswerCache` when given
    (stored on disk per LLVM build), else a dict of this run's own."""

    def __init__(self, toolchain=None, batch: int = 100_000, store=None):
        self.store = store
        self.cache: Dict[bytes, Disassembly] = store.answers if store is not None else {}
        self.toolchain = toolchain
        self.batch = batch
        self.calls = 0
        self.live = 0                   # probes llvm answered in this run
        # what this run asked (cached or not): what --write-answers keeps
        self.asked: set = set()
        self.asked_sequences: set = set()

    def run(self, cases: Sequence[bytes]) -> List[Disassembly]:
        self.asked.update(cases)
        todo = [c for c in dict.fromkeys(cases) if c not in self.cache]
        chunks = [todo[i:i + self.batch] for i in range(0, len(todo), self.batch)]
        if len(todo) > 20_000 and len(chunks) < 2:
            half = (len(todo) + 1) // 2
            chunks = [todo[:half], todo[half:]]
        if len(chunks) > 1:
            # two llvm processes at a time: the probes are independent
            from concurrent.futures import ThreadPoolExecutor
            with ThreadPoolExecutor(max_workers=2) as pool:
                results = list(pool.map(
                    lambda ch: disassemble_many(ch, toolchain=self.toolchain), chunks))
        else:
            results = [disassemble_many(ch, toolchain=self.toolchain) for ch in chunks]
        for chunk, res in zip(chunks, results):
            self.calls += 1
            self.live += len(chunk)
            for c, r in zip(chunk, res):
                self.cache[c] = r
        return [self.cache[c] for c in cases]

    def run_alone(self, cases: Sequence[bytes]) -> List[Disassembly]:
        """``cases`` in one llvm run of their own, in this order, bypassing
        the shared cache.  llvm-objdump's answer for some invalid operand
        encodings (an inline constant in an f8f6f4 tuple operand) depends on
        what the same process decoded before: it prints a text after some
        words and crashes after others.  A sweep whose answers must not
        depend on how the shared batches happened to be made goes here.
        (The answer to the whole sequence is stored: a fresh process given
        the same sequence answers the same.)"""
        cases = list(cases)
        self.asked_sequences.add(tuple(cases))
        if self.store is not None:
            got = self.store.get_sequence(cases)
            if got is not None:
                return got
        out = disassemble_many(cases, toolchain=self.toolchain)
        self.calls += 1
        self.live += len(cases)
        if self.store is not None:
            self.store.put_sequence(cases, out)
        return out


class CoalescingProber(Prober):
    """A prober shared by many learner threads: each thread's request waits
    until every active thread is waiting (or a short while has passed), and
    then all pending requests go to llvm in one batch.  Learning an entry asks
    a few small questions in sequence; asked for hundreds of entries at once,
    they cost a few processes instead of thousands."""

    def __init__(self, toolchain=None, batch: int = 100_000, linger: float = 0.05, store=None):
        super().__init__(toolchain, batch, store)
        import threading
        self._cond = threading.Condition()
        self._pending: List[Tuple[List[bytes], "threading.Event"]] = []
        self._active = 0
        self._linger = linger
        self._stop = False
        self._thread = threading.Thread(target=self._dispatch, daemon=True)
        self._thread.start()

    def enter(self):
        with self._cond:
            self._active += 1

    def leave(self):
        with self._cond:
            self._active -= 1
            self._cond.notify_all()

    def close(self):
        with self._cond:
            self._stop = True
            self._cond.notify_all()
        self._thread.join()

    def run(self, cases: Sequence[bytes]) -> List[Disassembly]:
        import threading
        self.asked.update(cases)
        todo = [c for c in dict.fromkeys(cases) if c not in self.cache]
        if todo:
            done = threading.Event()
            with self._cond:
                self._pending.append((todo, done))
                self._cond.notify_all()
            done.wait()
        return [self.cache[c] for c in cases]

    def _dispatch(self):
        while True:
            with self._cond:
                while not self._stop and (not self._pending or len(self._pending) < self._active):
                    if self._pending:
                        if not self._cond.wait(self._linger):
                            break                   # lingered long enough
                    else:
                        self._cond.wait()
                if self._stop and not self._pending:
                    return
                batch, self._pending = self._pending, []
            cases = list(dict.fromkeys(c for todo, _ in batch for c in todo
                                       if c not in self.cache))
            if cases:
                Prober.run(self, cases)
            for _, done in batch:
                done.set()


# ---------------------------------------------------------------------------
# Family configuration: the base values probes start from.  Register fields
# get distinct, even values so every operand prints a different token and
# 64-bit tuples stay aligned.

@dataclass
class FamilyPlan:
    family: Family
    bases: List[Dict[str, int]]            # tried in order until one decodes
    fields: Optional[Tuple[str, ...]] = None   # non-key fields to learn (default: all)
    key_ranges: Optional[Dict[str, Iterable[int]]] = None
    # Constant bits of the base value that select the family (e.g. src0=250
    # for DPP); they are part of every probe.
    fixed: int = 0
    # Fields whose register width depends on another field, for entries
    # whose mnemonic contains ``dependent_when``: the f8f6f4 MFMAs' A and B
    # tuples are 4, 6 or 8 registers as cbsz and blgp say.
    dependents: Optional[Dict[str, str]] = None
    dependent_when: str = ""


def _plans() -> List[FamilyPlan]:
    F = FAM
    vop_src = dict(src0=0x102, vsrc1=6, vdst=4)
    # DPP/SDWA: src0 holds the marker (250/249); the source is dsrc0.
    vop_ext = dict(vsrc1=6, vdst=4)
    dpp = dict(dsrc0=2, dpp_ctrl=0xE4, row_mask=0xF, bank_mask=0xF)
    sdwa = dict(dsrc0=2, dst_sel=6, src0_sel=6, src1_sel=6, dst_unused=0)
    return [
        FamilyPlan(F.SOP2, [dict(sdst=8, ssrc0=4, ssrc1=12), {}]),
        FamilyPlan(F.SOPK, [dict(sdst=8, simm16=0x10), dict(sdst=8), {}]),
        FamilyPlan(F.SOP1, [dict(sdst=8, ssrc0=4), dict(sdst=8), dict(ssrc0=4), {}]),
        FamilyPlan(F.SOPC, [dict(ssrc0=4, ssrc1=12), dict(ssrc0=4), {}]),
        FamilyPlan(F.SOPP, [dict(simm16=0), dict(simm16=1)]),
        FamilyPlan(F.SMEM, [dict(sdata=8, sbase=2, offset=0x10, soffset=12),
                            dict(sdata=8, sbase=2, offset=12, soffset=12), {}]),
        FamilyPlan(F.VOP2, [vop_src, {}]),
        FamilyPlan(F.VOP1, [vop_src, {}]),
        FamilyPlan(F.VOPC, [vop_src, {}]),
        FamilyPlan(F.VOP2_DPP, [dict(vop_ext, **dpp)], fixed=0xFA),
        FamilyPlan(F.VOP1_DPP, [dict(vop_ext, **dpp)], fixed=0xFA),
        FamilyPlan(F.VOPC_DPP, [dict(vop_ext, **dpp)], fixed=0xFA),
        FamilyPlan(F.VOP2_SDWA, [dict(vop_ext, **sdwa)], fixed=0xF9),
        FamilyPlan(F.VOP1_SDWA, [dict(vop_ext, **sdwa)], fixed=0xF9),
        FamilyPlan(F.VOPC_SDWA, [dict(vop_ext, **dict(sdwa, sdst=0, sd=0))], fixed=0xF9),
        FamilyPlan(F.VOP3, [dict(vdst=4, src0=0x102, src1=0x106, src2=0x108),
                            dict(vdst=4, src0=0x102, src1=0x106, src2=0x10A), {}],
                   key_ranges=dict(op=range(0x380))),
        FamilyPlan(F.VOP3P, [dict(vdst=4, src0=0x102, src1=0x106, src2=0x108),
                             dict(vdst=4, src0=0x104, src1=0x10C, src2=0x114), {}]),
        FamilyPlan(F.VOP3P_MAI, [dict(vdst=4, src0=0x102, src1=0x106, src2=0x108),
                                 dict(vdst=4, src0=0x104, src1=0x10C, src2=0x114), {}],
                   dependents=dict(src0="cbsz", src1="blgp"), dependent_when="f8f6f4"),
        FamilyPlan(F.VOP3P_SCALE, [dict(scale_a=0x102, scale_b=0x106, vdst=4, src0=0x104, abid=1,
                                        src1=0x10C, src2=0x114)],
                   fixed=0x1A7 << 87,          # the MFMA half's VOP3P encoding bits
                   dependents=dict(src0="cbsz", src1="blgp"), dependent_when="f8f6f4"),
        # The GWS instructions (ds_gws_init, ds_gws_barrier, ...) decode only
        # with gds set (LLVM DSInstructions.td: class DS_GWS, gdsValue = 1).
        FamilyPlan(F.DS, [dict(addr=2, data0=6, data1=10, vdst=14), {},
                          dict(gds=1, addr=2, data0=6, data1=10, vdst=14)]),
        FamilyPlan(F.FLAT, [dict(addr=2, data=6, saddr=0x7F, vdst=14),
                            dict(addr=2, data=6, saddr=10, vdst=14), {}]),
        FamilyPlan(F.MUBUF, [dict(vaddr=2, vdata=6, srsrc=2, soffset=12), {}]),
        FamilyPlan(F.MTBUF, [dict(vaddr=2, vdata=6, srsrc=2, soffset=12, dfmt=1), {}]),
    ]


# ---------------------------------------------------------------------------
# Probing helpers

def _encode(fam: Family, value: int, fields, literal: Optional[int] = None) -> bytes:
    """The probe bytes for ``value``: the base value, then a literal dword when
    a source field holds 255 (or when the entry takes a mandatory literal)."""
    data = value.to_bytes(fam.size, "little")
    if literal is None:
        for f in fields:
            if f.name in fam.src_fields and f.get(value) == 255:
                literal = PROBE_LITERAL
                break
    if literal is not None:
        data += literal.to_bytes(4, "little")
    return data


def _sweep_values(width: int) -> List[int]:
    """Every value of a narrow field; a fixed, varied sample of a wide one."""
    if width <= NARROW_BITS:
        return list(range(1 << width))
    vals = {0, 1, 2, 3, 4, 5, 7, 8, 15, 16, 17, 31, 32, 63, 64, 65, 100, 127, 128, 255, 256,
            0x3C00, 0x1234}
    for b in range(width):
        vals.update((1 << b, (1 << width) - (1 << b), (1 << b) - 1))
    rng = random.Random(width)          # fixed seed: regeneration is exact
    vals.update(rng.getrandbits(width) for _ in range(96))
    return sorted(v for v in vals if v < (1 << width))


NARROW_BITS = 10


def _common(base: List[str], others: Iterable[List[str]]) -> Tuple[int, int]:
    """Token counts of the prefix and suffix shared by ``base`` and all others."""
    p = s = len(base)
    others = list(others)
    for t in others:
        k = 0
        while k < p and k < len(t) and base[k] == t[k]:
            k += 1
        p = k
    for t in others:
        k = 0
        while k < s and k < len(t) - p and k < len(base) - p and base[-1 - k] == t[-1 - k]:
            k += 1
        s = k
    return p, s


@dataclass
class FieldInfo:
    name: str
    start: int                      # token range in the base text
    end: int
    segments: Dict[int, Optional[str]]
    changes: bool


@dataclass
class Entry:
    family: Family
    key: Tuple[int, ...]
    value: int                      # base value that decodes
    text: str
    size: int
    fields: Tuple                   # the layout (primary or alternative)
    literal: bool = False           # takes a mandatory trailing literal
    template: str = ""
    dependents: Dict[str, str] = field(default_factory=dict)
    slots: List[tuple] = field(default_factory=list)    # (start, end, placeholder)


class GenerateError(Exception):
    pass


def _in_family(fam: Family, value: int) -> bool:
    got = FAM.classify(value & 0xFFFF_FFFF)
    return got is fam or (got is not None and got.name == fam.parent)


def _pinned(fam: Family, value: int) -> set:
    """Fields a ``field=N`` key part pins to N in this value."""
    out = set()
    for name, k in zip(fam.key_fields, fam.key(value)):
        if "=" in name and k:
            out.add(name.split("=")[0])
    return out


def _base_variants(bases: List[Dict[str, int]]) -> List[Dict[str, int]]:
    """Each base, then the base with 1, 2, ... of its fields set to zero."""
    out: List[Dict[str, int]] = []
    for base in bases:
        names = list(base)
        for n_zero in range(len(names) + 1):
            for zeroed in itertools.combinations(names, n_zero):
                variant = {n: (0 if n in zeroed else x) for n, x in base.items()}
                if variant not in out:
                    out.append(variant)
    return out


class Learner:
    """Learns the entries of every family and collects their renderers."""

    def __init__(self, prober: Prober, log=None):
        import threading
        self._lock = threading.Lock()
        self.prober = prober
        self.renderers: Dict[tuple, str] = {}      # spec -> id
        self._literal_accepted: Dict[str, int] = {}     # probe text -> llvm-mc's size, 0: refused
        self.log = log or (lambda *a: None)

    # -- renderer registry ----------------------------------------------------
    def renderer(self, spec: tuple) -> str:
        rid = self.renderers.get(spec)
        if rid is None:
            with self._lock:
                rid = self.renderers.get(spec)
                if rid is None:
                    rid = f"r{len(self.renderers)}"
                    self.renderers[spec] = rid
        return rid

    # -- entries ----------------------------------------------------------------
    def entries(self, plan: FamilyPlan) -> List[Entry]:
        """Every key llvm-mc decodes, each with the first base value that
        decodes.  A base value is tried whole, then with ever more of its
        register fields cleared (an instruction without a result wants its
        vdst field zero)."""
        fam = plan.family
        keyf = [fam.key_part(n) for n in fam.key_fields]
        ranges = [list((plan.key_ranges or {}).get(f.name, range(1 << f.width)))
                  if eq is None else [0, 1] for f, eq in keyf]
        found: Dict[tuple, Entry] = {}
        for base in _base_variants(plan.bases):
            combos, values = [], []
            for k in itertools.product(*ranges):
                if k in found:
                    continue
                v = fam.fixed | plan.fixed
                for n, x in base.items():
                    if fam.has(n):
                        v = fam.f(n).put(v, x)
                for (f, eq), x in zip(keyf, k):
                    if eq is None:
                        v = f.put(v, x)
                    elif x:
                        v = f.put(v, eq)
                    elif f.get(v) == eq:
                        v = f.put(v, 10)     # any ordinary value (s[10:11] for saddr)
                if not _in_family(fam, v) or fam.key(v) != k:
                    continue
                combos.append(k)
                values.append(v)
            if not combos:
                continue
            results = self.prober.run([_encode(fam, v, fam.fields) for v in values])
            for k, v, r in zip(combos, values, results):
                # (a DPP/SDWA marker on an opcode without that form decodes
                # as the plain 4-byte word: not an entry of this family)
                if r.text is not None and r.size >= fam.size:
                    found[k] = Entry(fam, k, v, r.text, r.size, fam.fields)
                    if plan.dependents and plan.dependent_when in r.text.split(" ")[0]:
                        found[k].dependents = dict(plan.dependents)
        return [found[k] for k in sorted(found)]

    # -- batching -------------------------------------------------------------
    def prefetch(self, entries: List[Entry]) -> None:
        """Probe, in a few large batches, what learning these entries will ask
        first: the layout test and every field's sweep.  (Learning one entry
        at a time would start two processes per field.)"""
        if not entries:
            return
        fam = entries[0].family
        if fam is FAM.VOP3:
            sdst = fam.f("sdst")
            self.prober.run([_encode(fam, sdst.put(e.value, x), e.fields)
                             for e in entries for x in (0, 6, 106)])
        cases = []
        for e in entries:
            self._choose_layout(e)
            base_size = fam.size + (4 if self._src_literal(e, e.value) else 0)
            lit = PROBE_LITERAL if e.size == base_size + 4 else None
            pinned = _pinned(fam, e.value)
            layouts = [e.fields]
            if fam.alt_fields and fam is not FAM.VOP3:
                layouts.append(fam.alt_fields)
            for f in [f for fields in layouts for f in fields]:
                if f.name in fam.key_fields or (f.mask & fam.match) or f.name in pinned:
                    continue
                for v in _sweep_values(f.bits):
                    w = f.put(e.value, v)
                    if _in_family(fam, w) and fam.key(w) == e.key:
                        cases.append(_encode(fam, w, e.fields, lit))
                if f.name in fam.src_fields:
                    w = f.put(e.value, 255)
                    cases.extend(_encode(fam, w, e.fields, L) for L in LITERAL_SAMPLES)
        self.prober.run(cases)
        # Does llvm-mc assemble each source's literal text?  One llvm-mc run
        # for the family (see _assembled_size).
        probes = [_encode(fam, f.put(e.value, 255), e.fields, L)
                  for e in entries for f in e.fields if f.name in fam.src_fields
                  for L in ACCEPTANCE_SAMPLES]
        self._assemble_literal_texts([r.text for r in self.prober.run(probes)
                                      if r.text is not None])

    # -- one entry ------------------------------------------------------------------
    def learn(self, e: Entry) -> None:
        """Fill in the entry's template.  Families with two layouts try the
        second when the first cannot explain the text."""
        fam = e.family
        if fam.alt_fields and fam is not FAM.VOP3:
            try:
                return self._learn(e)
            except GenerateError:
                e.fields = fam.alt_fields
                e.template = ""
        return self._learn(e)

    def _learn(self, e: Entry) -> None:
        fam = e.family
        self._choose_layout(e)
        base_size = fam.size + (4 if self._src_literal(e, e.value) else 0)
        if e.size == base_size + 4:
            e.literal = True                # e.g. s_setreg_imm32_b32, v_madmk_f32
            # re-probe with our own literal so the text is reproducible
            e.text = self._probe(e, e.value).text
        elif e.size != base_size:
            raise GenerateError(f"{fam.name} {e.key}: size {e.size}, expected {base_size}")
        btok = split_tokens(e.text)
        infos: List[FieldInfo] = []
        ranges: Dict[str, Tuple[int, int]] = {}
        # fields another field's width depends on come after it
        order = sorted(e.fields, key=lambda f: f.name in e.dependents.values())
        for f in order:
            if f.name in fam.key_fields or (f.mask & fam.match):
                continue
            if f.name in _pinned(fam, e.value):
                continue        # pinned by a "field=N" key part
            masks = [ranges[a] for a, b in e.dependents.items() if b == f.name and a in ranges]
            info = self._field(e, f, btok, masks)
            if info is not None:
                if f.name in e.dependents:
                    ranges[f.name] = (info.start, info.end)
                    info.spec = self._dependent_spec(e, f, fam.f(e.dependents[f.name]), btok)
                    info.extra = e.dependents[f.name]
                infos.append(info)
        if e.literal:
            infos.append(self._mandatory_literal(e, btok))
        e.template = self._template(e, btok, infos)

    def _src_literal(self, e: Entry, value: int) -> bool:
        return any(f.name in e.family.src_fields and f.get(value) == 255 for f in e.fields)

    def _probe_many(self, e: Entry, values: Sequence[int], literal: Optional[int] = None):
        if literal is None and e.literal:
            literal = PROBE_LITERAL
        return self.prober.run([_encode(e.family, v, e.fields, literal) for v in values])

    def _probe(self, e: Entry, value: int, literal: Optional[int] = None):
        return self._probe_many(e, [value], literal)[0]

    def _choose_layout(self, e: Entry) -> None:
        """VOP3 with a scalar carry-out, and MFMA/SMFMAC in VOP3P, use the
        family's alternative layout."""
        fam = e.family
        if fam is not FAM.VOP3 or e.fields is fam.alt_fields:
            return
        # VOP3: does bits 8..14 print a scalar register of their own?
        sdst = fam.f("sdst")
        values = [sdst.put(e.value, x) for x in (0, 6, 106)]
        texts = [r.text for r in self._probe_many(e, values)]
        if texts[0] and texts[1] and texts[2] and len(set(texts)) == 3 and (
                "vcc" in texts[2] and "vcc" not in texts[0]):
            e.fields = fam.alt_fields
            e.value = values[0]
            e.text = texts[0]

    def _segments(self, e: Entry, btok: List[str], f_put, values, literal=None, masks=(),
                  results=None):
        """Probe ``f_put(v)`` for each v (or take their ``results``); return
        {v: token list or None}.  Token ranges in ``masks`` are reset to the
        base text (a field whose effect on another operand is accounted for
        there)."""
        if results is None:
            results = self._probe_many(e, [f_put(v) for v in values], literal)
        mnemonic = btok[0]
        out = {}
        for v, r in zip(values, results):
            if r.text is None or r.size < e.family.size:
                # invalid; or (the scaled MFMA) llvm-mc fell back to decoding
                # a shorter instruction, which our decoder also does
                out[v] = None
                continue
            t = split_tokens(r.text)
            for a, b in masks:
                if t[:a] == btok[:a] and len(t) >= b:
                    t = t[:a] + btok[a:b] + t[b:]
            if t[0] != mnemonic:
                raise GenerateError(f"{e.family.name} {e.key} {e.text!r}: a field value "
                                    f"selects another instruction: {r.text!r}")
            out[v] = t
        return out

    def _field(self, e: Entry, f, btok: List[str], masks=()) -> Optional[FieldInfo]:
        # Values that turn the word into another family (src0 = 249/250 makes
        # a VOP2 word SDWA/DPP) are that family's business.
        values = [v for v in _sweep_values(f.bits) if _in_family(e.family, f.put(e.value, v))
                  and e.family.key(f.put(e.value, v)) == e.key]
        toks = self._segments(e, btok, lambda v: f.put(e.value, v), values, masks=masks)
        valid = [t for t in toks.values() if t is not None]
        p, s = _common(btok, valid)
        segs = {v: (None if t is None else "".join(t[p:len(t) - s])) for v, t in toks.items()}
        base_seg = "".join(btok[p:len(btok) - s])
        if all(x == base_seg for x in segs.values()):
            return None                 # llvm-mc ignores this field
        if p == len(btok) - s and p > 0 and btok[p - 1] == " " and all(
                x.endswith(" ") for x in segs.values() if x):
            # An insertion after a space whose texts end in a space: place it
            # before that space instead (the same text), so a following
            # modifier that vanishes with its space leaves no stray blank.
            segs = {v: (x if not x else " " + x[:-1]) for v, x in segs.items()}
            p -= 1
            s = len(btok) - p
        info = FieldInfo(f.name, p, len(btok) - s, segs, True)
        info.spec = self._field_renderer(e, f, segs, btok, p, s)
        return info

    def _dependent_spec(self, e, f, g, btok) -> tuple:
        """A field whose text depends on field ``g``: one token map per
        value of g."""
        rids = []
        for gv in range(1 << g.bits):
            base = g.put(e.value, gv)
            vals = list(range(1 << f.bits))
            # The sweep runs alone: most of these words are invalid operand
            # encodings, on which llvm-objdump's answer depends on what it
            # decoded before (see Prober.run_alone).
            literal = PROBE_LITERAL if e.literal else None
            answers = self.prober.run_alone(
                [_encode(e.family, v, e.fields, literal) for v in [base] + [f.put(base, v) for v in vals]])
            toks = self._segments(e, btok, lambda v: f.put(base, v), vals, results=answers[1:])
            ref = split_tokens(answers[0].text or "") or btok
            valid = [t for t in toks.values() if t is not None]
            p, s = _common(ref, valid) if valid else (0, 0)
            tokens = tuple(None if toks[v] is None else "".join(toks[v][p:len(toks[v]) - s])
                           for v in vals)
            rids.append(self.renderer(("map", tokens)))
        return ("dep", tuple(rids))

    def _field_renderer(self, e, f, segs, btok, p, s) -> tuple:
        """A renderer spec for one field from its probed segments."""
        if f.bits <= NARROW_BITS:
            tokens = tuple(segs.get(v) for v in range(1 << f.bits))
            if f.name in e.family.src_fields and tokens[255] is not None:
                return self._src_spec(e, f, tokens, p, s)
            return ("map", tokens)
        # A wide field whose text depends only on its low bits is narrow.
        low = self._low_bits(e, f, segs, btok)
        if low is not None:
            k, tokens = low
            return ("low", k, tokens)
        return self._printer_spec(e, f.name, segs)

    def _low_bits(self, e, f, segs, btok):
        """(k, tokens) when the field's text depends only on its low k bits
        (k <= NARROW_BITS), the higher bits being ignored; else None."""
        samples = sorted(segs)

        def whole_texts(values):
            probed = self._segments(e, btok, lambda v: f.put(e.value, v), values)
            return {v: (None if t is None else "".join(t)) for v, t in probed.items()}

        # one batch first: does anything above the low NARROW_BITS bits count?
        top = (1 << NARROW_BITS) - 1
        whole = whole_texts(sorted(set(samples) | {v & top for v in samples}))
        if any(whole[v] != whole[v & top] for v in samples):
            return None
        masked = sorted({v & ((1 << k) - 1) for v in samples for k in range(1, NARROW_BITS)})
        whole.update(whole_texts(masked))
        for k in range(1, NARROW_BITS + 1):
            m = (1 << k) - 1
            if all(whole[v] == whole[v & m] for v in samples):
                vals = list(range(1 << k))
                full = self._segments(e, btok, lambda v: f.put(e.value, v), vals)
                valid = [t for t in full.values() if t is not None]
                p, s = _common(btok, valid)
                return k, tuple(None if full[v] is None else "".join(full[v][p:len(full[v]) - s])
                                for v in vals)
        return None

    def _split_affixes(self, segs: Dict[int, Optional[str]]):
        """The text every non-empty segment starts and ends with (" offset:",
        ")", a separating space), and the segments without it."""
        texts = [x for x in segs.values() if x]
        if not texts:
            return "", "", segs
        pre = texts[0]
        for t in texts[1:]:
            while not t.startswith(pre):
                pre = pre[:-1]
        # keep the prefix up to its last separator-like character
        cut = max(pre.rfind(":"), pre.rfind(" "), pre.rfind("("), pre.rfind("["))
        pre = pre[:cut + 1] if cut >= 0 else ""
        suf = ""
        if all(t.endswith(" ") for t in texts):
            suf = " "
        elif all(t.endswith(")") for t in texts) and pre.endswith("("):
            suf = ")"
        core = {v: (x if not x else x[len(pre):len(x) - len(suf)]) for v, x in segs.items()}
        return pre, suf, core

    def _printer_spec(self, e, name, segs) -> tuple:
        omit = tuple(sorted(v for v, x in segs.items() if x == ""))
        omit_zero = omit == (0,)
        if omit and not omit_zero:
            raise GenerateError(f"{e.family.name} {e.key} {e.text!r}: field {name} prints "
                                f"nothing for {omit[:8]}")
        texts = [x for x in segs.values() if x]
        common = texts[0] if texts else ""
        for t in texts[1:]:
            while not t.startswith(common):
                common = common[:-1]
        # every way to split the common start into a fixed prefix and the
        # printer's text, longest prefix first
        cuts = sorted({0} | {i + 1 for i, c in enumerate(common) if c in ": ([,"}, reverse=True)
        for cut in cuts:
            pre = common[:cut]
            for suf in ("", ")", " "):
                if suf and not all(t.endswith(suf) for t in texts):
                    continue
                core = {v: (x if not x else x[len(pre):len(x) - len(suf)])
                        for v, x in segs.items()}
                for pname, fn in printers.FIELD_PRINTERS.items():
                    if all(fn(v) == x for v, x in core.items() if not (omit_zero and v == 0)):
                        return ("fmt", pname, pre, suf, omit_zero)
        sample = list(segs.items())[:: max(1, len(segs) // 12)]
        raise GenerateError(f"{e.family.name} {e.key} {e.text!r}: no printer for field {name}: "
                            f"{sample}")

    def _src_spec(self, e, f, tokens, p, s) -> tuple:
        """A 9-bit source whose code 255 takes a literal: learn how the
        literal prints (its type) and record the map without it."""
        lits = LITERAL_SAMPLES
        value = f.put(e.value, 255)
        results = self.prober.run([_encode(e.family, value, e.fields, L) for L in lits])
        segs = {}
        for L, r in zip(lits, results):
            if r.text is None:
                segs[L] = None
                continue
            t = split_tokens(r.text)
            segs[L] = "".join(t[p:len(t) - s])
        if len(set(segs.values())) == 1:
            return ("map", tokens)          # 255 is not a literal here
        kind, suffix = self._literal_kind(segs)
        if kind is None:
            raise GenerateError(f"{e.family.name} {e.key} {e.text!r}: no literal printer for "
                                f"{f.name}: " + ", ".join(f"{L:#x}->{x}" for L, x in segs.items()))
        mapped = tokens[:255] + (LITERAL_MARK,) + tokens[256:]
        texts = [results[LITERAL_SAMPLES.index(L)].text for L in ACCEPTANCE_SAMPLES]
        with_literal = e.family.size + 4
        if not any(self._assembled_size(t) == with_literal for t in texts if t is not None):
            # llvm-mc reads the literal when decoding but refuses one in
            # this operand when assembling (MUBUF/MTBUF soffset): such
            # words decode, and gcnasm's encoder refuses the same text.
            return ("src", self.renderer(("map", mapped)), kind, suffix, "decode_only")
        return ("src", self.renderer(("map", mapped)), kind, suffix)

    def _assembled_size(self, text: str) -> int:
        """The size of llvm-mc's encoding of a probe text that carries a
        literal in a source, 0 where llvm-mc refuses it (answered for the
        whole family by prefetch)."""
        if text not in self._literal_accepted:
            self._assemble_literal_texts([text])
        return self._literal_accepted[text]

    def _assemble_literal_texts(self, texts: List[str]) -> None:
        """Record llvm-mc's encoded size (0: refused) of each text not yet
        known, in one llvm-mc run."""
        from .llvm_oracle import assemble_many
        texts = sorted({t for t in texts if t not in self._literal_accepted})
        for text, r in zip(texts, assemble_many(texts, toolchain=self.prober.toolchain)):
            self._literal_accepted[text] = len(r.data) if r.ok else 0

    @staticmethod
    def _literal_kind(segs):
        """The literal printer (and a constant trailing comment such as
        ``/*Invalid immediate*/``) that reproduce every probed literal."""
        texts = [x for x in segs.values() if x is not None]
        suffix = ""
        if texts and all(t.endswith("*/") for t in texts):
            cand = texts[0][texts[0].rfind("/*"):]
            if all(t.endswith(cand) for t in texts):
                suffix = cand
        for kind, fn in printers.LITERAL_PRINTERS.items():
            if all((x is None and fn(L) is None) or
                   (x is not None and fn(L) is not None and fn(L) + suffix == x)
                   for L, x in segs.items()):
                return kind, suffix
        return None, ""

    def _mandatory_literal(self, e, btok) -> FieldInfo:
        lits = LITERAL_SAMPLES
        results = self.prober.run([_encode(e.family, e.value, e.fields, L) for L in lits])
        toks = {L: (None if r.text is None else split_tokens(r.text)) for L, r in zip(lits, results)}
        valid = [t for t in toks.values() if t is not None]
        p, s = _common(btok, valid)
        segs = {L: (None if t is None else "".join(t[p:len(t) - s])) for L, t in toks.items()}
        kind, suffix = self._literal_kind(segs)
        if kind is not None:
            info = FieldInfo("literal", p, len(btok) - s, segs, True)
            info.spec = ("lit", kind, suffix)
            return info
        raise GenerateError(f"{e.family.name} {e.key} {e.text!r}: no printer for its literal: "
                            + ", ".join(f"{L:#x}->{x}" for L, x in segs.items()))


    # -- templates ------------------------------------------------------------------
    def _template(self, e: Entry, btok: List[str], infos: List[FieldInfo]) -> str:
        """The base text with each field's (or field group's) text replaced
        by a placeholder ``{fields:renderer}``."""
        spans = sorted((i for i in infos if i.end > i.start), key=lambda i: (i.start, i.end))
        groups: List[list] = []
        for i in spans:
            if groups and i.start < groups[-1][1]:
                groups[-1][1] = max(groups[-1][1], i.end)
                groups[-1][2].append(i)
            else:
                groups.append([i.start, i.end, [i]])
        placed = []                       # (start, end, placeholder)
        for start, end, members in groups:
            placed.append(self._group_placeholder(e, btok, start, end, members))
        inserts: Dict[int, List[FieldInfo]] = {}
        for i in infos:
            if i.end == i.start:
                inserts.setdefault(i.start, []).append(i)
        for pos, members in inserts.items():
            for text in self._insert_placeholders(e, btok, pos, members):
                placed.append((pos, pos, text))
        e.slots = [(start, end, text) for start, end, text in placed]
        out = []
        k = 0
        for start, end, text in sorted(placed, key=lambda x: (x[0], x[1] != x[0])):
            out.append("".join(btok[k:start]))
            out.append(text)
            k = max(k, end)
        out.append("".join(btok[k:]))
        return "".join(out)

    def _placeholder(self, names, spec) -> str:
        return "{" + ",".join(names) + ":" + self.renderer(spec) + "}"

    def _group_placeholder(self, e, btok, start, end, members: List[FieldInfo]):
        """(start, end, placeholder) for fields sharing one stretch of text."""
        if len(members) == 1:
            m = members[0]
            extra = getattr(m, "extra", None)
            return start, end, self._placeholder([m.name] + ([extra] if extra else []), m.spec)
        roles = {m.name: _role(m.name) for m in members}
        operands = [m for m in members if roles[m.name] is None]
        if len(operands) == 1:
            op = operands[0]
            mods = [m for m in members if roles[m.name] is not None]
            for kind in ("fp", "int"):
                if self._verify_mods(e, btok, start, end, op, mods, kind):
                    names = [op.name] + [m.name for m in mods]
                    spec = ("mods", kind, self.renderer(op.spec),
                            tuple(roles[m.name] for m in mods))
                    return start, end, self._placeholder(names, spec)
        try:
            spec = self._enumerate(e, btok, start, end, members)
        except GenerateError:
            # The group's text vanishes for some values (op_sel_hi:[..] at its
            # default): take the separator before it into the group.
            if start == 0 or btok[start - 1].strip() != "":
                raise
            start -= 1
            spec = self._enumerate(e, btok, start, end, members)
        return start, end, self._placeholder([m.name for m in members], spec)

    def _group_text(self, e, btok, start, end, settings: Sequence[Dict[str, int]]):
        """Probe several settings of a group's fields; return each one's text
        between the group's fixed surroundings (None when invalid)."""
        values = []
        for st in settings:
            v = e.value
            for n, x in st.items():
                v = e.family.f(n).put(v, x) if n != "literal" else v
            values.append(v)
        results = self._probe_many(e, values)
        out = []
        pre, post = btok[:start], btok[end:]
        for r in results:
            if r.text is None:
                out.append(None)
                continue
            t = split_tokens(r.text)
            if t[:len(pre)] != pre or (post and t[len(t) - len(post):] != post):
                out.append("\x02")         # surroundings moved: cannot compare
                continue
            out.append("".join(t[len(pre):len(t) - len(post)]))
        return out

    def _verify_mods(self, e, btok, start, end, op, mods, kind) -> bool:
        # seeded by name, not hash(): regeneration must be exact across runs
        rng = random.Random(f"{e.family.name}/{e.key}/{op.name}")
        values = [v for v, x in op.segments.items() if x is not None]
        settings = []
        for _ in range(48):
            st = {op.name: rng.choice(values)}
            for m in mods:
                st[m.name] = rng.getrandbits(1)
            settings.append(st)
        for v in values[:4] + [x for x in (128, 242, 255) if x in op.segments]:
            for bits in itertools.product((0, 1), repeat=len(mods)):
                st = {op.name: v}
                st.update({m.name: b for m, b in zip(mods, bits)})
                settings.append(st)
        texts = self._group_text(e, btok, start, end, settings)
        roles = [_role(m.name) for m in mods]
        for st, got in zip(settings, texts):
            base = op.segments.get(st[op.name])
            if base is None or st[op.name] == 255:
                if st[op.name] == 255:
                    base = (printers.LITERAL_PRINTERS[op.spec[2]](PROBE_LITERAL) + op.spec[3]
                            if op.spec[0] == "src" else base)
                if base is None:
                    continue
            flags = {r: st[m.name] for r, m in zip(roles, mods)}
            want = compose_mods(kind, base, flags.get("abs", 0), flags.get("neg", 0),
                                flags.get("sext", 0))
            if got != want:
                return False
        return True

    def _enumerate(self, e, btok, start, end, members) -> tuple:
        bits = sum(e.family.f(m.name).bits for m in members)
        if bits > 12:
            raise GenerateError(f"{e.family.name} {e.key} {e.text!r}: fields "
                                f"{[m.name for m in members]} share text and are too wide "
                                f"({bits} bits) to tabulate")
        fields = [e.family.f(m.name) for m in members]
        settings = []
        for combo in range(1 << bits):
            st, shift = {}, 0
            for f in fields:
                st[f.name] = (combo >> shift) & ((1 << f.bits) - 1)
                shift += f.bits
            settings.append(st)
        texts = self._group_text(e, btok, start, end, settings)
        if "\x02" in texts:
            raise GenerateError(f"{e.family.name} {e.key} {e.text!r}: group "
                                f"{[m.name for m in members]} moves surrounding text")
        return ("map", tuple(texts))

    def _insert_placeholders(self, e, btok, pos, members: List[FieldInfo]) -> List[str]:
        """Placeholders for fields that print only when set (modifiers), all
        inserted at one place, in llvm-mc's order.  Fields whose texts share a
        keyword (the op_sel bits of several sources) form one placeholder."""
        by_kw: Dict[str, List[FieldInfo]] = {}
        for m in members:
            texts = [x for x in m.segments.values() if x]
            kw = texts[0].strip().split(":")[0].split("(")[0] if texts else m.name
            by_kw.setdefault(kw, []).append(m)
        units = []
        for kw, ms in by_kw.items():
            if len(ms) == 1:
                units.append((ms, self._placeholder([ms[0].name], ms[0].spec)))
            else:
                spec = self._enumerate(e, btok, pos, pos, ms)
                units.append((ms, self._placeholder([m.name for m in ms], spec)))
        # Fields that never print (they only make some values invalid) go
        # first; they need no ordering.
        silent = [ph for ms, ph in units if not any(x for m in ms for x in m.segments.values())]
        units = [(ms, ph) for ms, ph in units if ph not in silent]
        if len(units) <= 1:
            return silent + [ph for _, ph in units]
        # Order: set every unit to a value that prints, and see where each lands.
        st = {}
        sample = []
        for ms, _ in units:
            m = ms[0]
            v = next(v for v, x in sorted(m.segments.items()) if x)
            st[m.name] = v
            sample.append(m.segments[v])
        text = self._group_text(e, btok, pos, pos, [st])[0]
        if text is None or text == "\x02":
            raise GenerateError(f"{e.family.name} {e.key} {e.text!r}: cannot order modifiers "
                                f"{list(by_kw)}")
        where = []
        for (ms, ph), seg in zip(units, sample):
            k = text.find(seg)
            if k < 0:
                raise GenerateError(f"{e.family.name} {e.key} {e.text!r}: modifier {seg!r} "
                                    f"not found in {text!r}")
            where.append((k, ph))
        return silent + [ph for _, ph in sorted(where)]



# Literal values that tell the operand types apart (inline-constant look-alikes,
# 16-bit patterns, sign bits, 1/(2*pi) in each precision).
# Literals (none of them an inline constant of any operand type) whose
# printed forms llvm-mc reads back for some type: a 32-bit pattern, -0.0 and
# a NaN in f16/bf16.  llvm-mc takes literals in a source when it assembles
# any of these texts to a word that still carries the literal.
ACCEPTANCE_SAMPLES = (0x12345678, 0x8000, 0x7FFF)
LITERAL_SAMPLES = (
    0x12345678, 0x0, 0x1, 0x5, 0x40, 0x41, 0xFFFFFFFF, 0xFFFFFFF0, 0xFFFFFFEF, 0x3F800000,
    0xBF800000, 0x3F000000, 0x40800000, 0x3E22F983, 0x3C00, 0xBC00, 0x3800, 0x4400, 0x3118,
    0x3E22, 0x3F80, 0xFFFF, 0x10000, 0x8000, 0x7FFF, 0x80000000, 0x3FF00000, 0xBFF00000,
    0x3FC45F30, 0x40100000, 0x3FE00000, 0x00003C00 | 0x10000, 0xABCD, 0x1234ABCD,
)


# Roles of the bits that wrap a source operand's text.
def _role(name: str) -> Optional[str]:
    for prefix, role in (("abs", "abs"), ("dabs", "abs"), ("sabs", "abs"),
                         ("neg_hi", None), ("neg", "neg"), ("dneg", "neg"), ("sneg", "neg"),
                         ("sext", "sext")):
        if name.startswith(prefix):
            return role
    return None


def is_immediate_text(text: str) -> bool:
    """Whether an operand's printed text is an immediate (llvm-mc then writes
    a negation as neg(...), not '-')."""
    return bool(text) and not text[0].isalpha()


def compose_mods(kind: str, text: str, abs_: int, neg: int, sext: int = 0) -> str:
    """An operand's text with its input modifiers, as llvm-mc prints them."""
    if kind == "fp":
        if neg and not abs_ and is_immediate_text(text):
            return f"neg({text})"
        if abs_:
            text = f"|{text}|"
        return "-" + text if neg else text
    # integer modifiers: only sext is printed
    return f"sext({text})" if sext else text



# ---------------------------------------------------------------------------
# Writing the tables

HEADER = '''"""gfx950 instruction tables, generated by ``python -m gcnasm.isa.generate``
from llvm-mc {version}.  Do not edit: regenerate (corrections belong in
gcnasm/isa/fixes.py).

RENDERERS: renderer id -> spec (see gcnasm/isa/generate.py for the kinds).
TEMPLATES: family -> {{key: template}}; a template is llvm-mc's text with
``{{fields:renderer}}`` where each field's text goes.
LITERAL: (family, key) of entries followed by a mandatory 32-bit literal.
ALT_LAYOUT: (family, key) of entries using the family's alternative layout.
MATRIX_OPS: VOP3P opcodes of matrix (MFMA/SMFMAC) instructions.
DEFAULTS: modifiers llvm-mc always prints but accepts omitted, with the value
it then uses (the fields of a placeholder, comma-joined, -> value).
CANONICAL: llvm-mc's encoding of each entry's base text.
"""
'''


# A DPP control every DPP op accepts: llvm-mc rejects the base word's
# quad_perm on the 64-bit ("DP ALU") ops, which take only row_newbcast.
_FALLBACK_DPP_CTRL = "row_newbcast:1"


def _accepted_bases(entries: List[Entry]) -> list:
    """For each entry: (tokens of a base text llvm-mc assembles, its result),
    or (None, None).  The base text is the entry's own, or failing that the
    same with the fallback DPP control."""
    from .llvm_oracle import assemble_many
    out = [(split_tokens(e.text), r) for e, r in
           zip(entries, assemble_many([e.text for e in entries]))]
    retry = []
    for i, e in enumerate(entries):
        if out[i][1].ok:
            continue
        out[i] = (out[i][0], None)
        for start, end, text in e.slots:
            if text.startswith("{dpp_ctrl:") and end > start:
                tokens = list(out[i][0])
                tokens[start:end] = [_FALLBACK_DPP_CTRL] + [""] * (end - start - 1)
                retry.append((i, tokens))
    for (i, tokens), r in zip(retry, assemble_many(["".join(t) for _, t in retry])):
        if r.ok:
            out[i] = (tokens, r)
    _accept_with_other_sources(entries, out)
    return out


def _accept_with_other_sources(entries: List[Entry], out: list) -> None:
    """For entries whose base text llvm-mc still refuses (an MFMA whose C
    partly overlaps its result, v_cndmask_b32_e64 with a VGPR carry-in):
    the same word with one source set to the result register, an SGPR pair
    or vcc, where llvm-mc decodes that to the same entry and assembles it
    back to the same key."""
    from .llvm_oracle import assemble_many
    probes = []
    for i, e in enumerate(entries):
        if out[i][1] is not None:
            continue
        names = {f.name for f in e.fields}
        choices = [8, 106]
        if "vdst" in names:
            choices.insert(0, 256 + e.family.f("vdst").get(e.value))
        for f in e.fields:
            if f.name not in e.family.src_fields or f.name in e.family.key_fields:
                continue
            for x in choices:
                v = f.put(e.value, x)
                if v != e.value and e.family.key(v) == e.key:
                    probes.append((i, v))
    if not probes:
        return
    fam_of = {i: entries[i].family for i, _ in probes}
    decoded = disassemble_many([v.to_bytes(fam_of[i].size, "little") for i, v in probes])
    texts = [(i, r.text) for (i, _), r in zip(probes, decoded)
             if r.text is not None and r.size == entries[i].size]
    for (i, text), r in zip(texts, assemble_many([t for _, t in texts])):
        e = entries[i]
        if out[i][1] is not None or not r.ok or len(r.data) < e.family.size:
            continue
        value = int.from_bytes(r.data[:e.family.size], "little")
        if _in_family(e.family, value) and e.family.key(value) == e.key:
            out[i] = (split_tokens(text), r)


def canonical_bases(entries: List[Entry], accepted: list) -> Dict[str, Dict[tuple, int]]:
    """llvm-mc's own encoding of each entry's base text: the encoder starts
    from it, so bits no placeholder covers get the values llvm-mc gives them."""
    out: Dict[str, Dict[tuple, int]] = {}
    for e, (_tokens, r) in zip(entries, accepted):
        if r is None or len(r.data) < e.family.size:
            continue
        value = int.from_bytes(r.data[:e.family.size], "little")
        if _in_family(e.family, value) and e.family.key(value) == e.key:
            out.setdefault(e.family.name, {})[e.key] = value
    return out


def omittable_defaults(entries: List[Entry], accepted: list
                       ) -> Dict[str, Dict[tuple, Dict[str, int]]]:
    """Modifiers llvm-mc always prints but lets you leave out (a DPP
    row_mask, the op_sel_hi of a scaled MFMA): each entry's base text is
    assembled again without each such modifier, and llvm-mc's encoding gives
    the value it then uses.  {family: {key: {"field,field": value, ...}}}"""
    from .llvm_oracle import assemble_many
    probes = []
    for e, (btok, base) in zip(entries, accepted):
        if base is None:
            continue
        for start, end, text in e.slots:
            if end <= start or start < 2:
                continue            # absent from the base text
            if btok[start] == " ":
                rest = btok[:start] + btok[end:]          # the slot holds its own space
            elif btok[start - 1] == " ":
                rest = btok[:start - 1] + btok[end:]
            else:
                continue            # a positional operand (after ", ")
            names = text[1:text.index(":")].split(",")
            probes.append((e, names, "".join(rest)))
    out: Dict[str, Dict[tuple, Dict[str, int]]] = {}
    results = assemble_many([t for _, _, t in probes])
    for (e, names, _), r in zip(probes, results):
        if not r.ok or len(r.data) < e.family.size:
            continue
        value = int.from_bytes(r.data[:e.family.size], "little")
        if not _in_family(e.family, value) or e.family.key(value) != e.key:
            continue
        layout = {f.name: f for f in e.fields}
        if any(n not in layout for n in names):
            continue
        combined, shift = 0, 0
        for n in names:
            combined |= layout[n].get(value) << shift
            shift += layout[n].bits
        out.setdefault(e.family.name, {}).setdefault(e.key, {})[",".join(names)] = combined
    return out


def _content_names(learner: Learner, entries: List[Entry]):
    """Renderer ids derived from what each renderer is (its kind and a hash of
    its spec, nested renderers resolved first), so that a change to one entry
    renames nothing else; only renderers some entry uses are kept.  (The
    learner numbered them in whatever order threads finished.)"""
    specs = {rid: spec for spec, rid in learner.renderers.items()}
    names: Dict[str, str] = {}
    resolved: Dict[str, tuple] = {}

    def nested(x):
        return isinstance(x, str) and x in specs and re.fullmatch(r"r\d+", x) is not None

    def fix(x):
        if nested(x):
            return visit(x)
        if isinstance(x, tuple) and x and all(nested(y) for y in x):
            return tuple(visit(y) for y in x)
        return x

    taken: Dict[str, tuple] = {}

    def visit(rid):
        if rid in names:
            return names[rid]
        spec = tuple(fix(x) for x in specs[rid])
        digest = hashlib.sha1(repr(spec).encode()).hexdigest()
        width = 8
        while True:           # lengthen on the (never yet seen) collision of two specs
            name = f"{spec[0]}_{digest[:width]}"
            if taken.get(name, spec) == spec:
                break
            width += 4
        taken[name] = spec
        names[rid] = name
        resolved[name] = spec
        return name

    pat = re.compile(r":(r\d+)\}")
    fam_index = {f.name: i for i, f in enumerate(FAM.ALL)}
    entries = sorted(entries, key=lambda e: (fam_index[e.family.name], e.key))
    for e in entries:
        for rid in pat.findall(e.template):
            visit(rid)
    templates = {id(e): pat.sub(lambda m: ":" + names[m.group(1)] + "}", e.template)
                 for e in entries}
    return resolved, entries, templates


def _wrapped(prefix: str, value, suffix: str = ",", width: int = 100) -> List[str]:
    """``prefix + repr(value) + suffix`` as lines of at most ``width``
    characters: Python's pretty printer breaks tuples, and a long string is
    cut after a ``}`` or a space into adjacent literals."""
    one = f"{prefix}{value!r}{suffix}"
    if len(one) <= width:
        return [one]
    indent = " " * (len(prefix) - len(prefix.lstrip()) + 4)
    if isinstance(value, str):
        room = width - len(indent) - 4
        pieces = re.findall(r".{1,%d}(?:[} ]|$)|.{1,%d}" % (room - 1, room), value)
        lines = [repr(p) for p in pieces if p]
        lines[0] = "(" + lines[0]
        lines[1:] = [" " + line for line in lines[1:]]
        lines[-1] += ")"
    else:
        lines = pprint.pformat(value, width=width - len(indent), compact=True).split("\n")
    lines[-1] += suffix
    return [prefix + lines[0]] + [indent + line for line in lines[1:]]


def write_tables(learner: Learner, entries: List[Entry], version: str, path: Path) -> str:
    renderers, entries, names = _content_names(learner, entries)
    templates: Dict[str, Dict[tuple, str]] = {fam.name: {} for fam in FAM.ALL}
    for e in entries:
        templates[e.family.name][e.key] = names[id(e)]
    lit = sorted((e.family.name, e.key) for e in entries if e.literal)
    alt = sorted((e.family.name, e.key) for e in entries if e.fields is e.family.alt_fields
                 and e.family.alt_fields)
    mai = sorted({e.key[0] for e in entries if e.family is FAM.VOP3P_MAI})
    accepted = _accepted_bases(entries)
    return format_tables(version, renderers, templates, lit, alt, mai,
                         omittable_defaults(entries, accepted), canonical_bases(entries, accepted))


def format_tables(version: str, renderers: Dict[str, tuple], templates: Dict[str, dict],
                  literal: list, alt_layout: list, matrix_ops: list,
                  defaults: Dict[str, dict], canonical: Dict[str, dict]) -> str:
    """The table module's text from its data: one function, so that the same
    data always gives the same text (``--reformat`` relies on it)."""
    lines = [HEADER.format(version=version)]
    lines.append("RENDERERS = {")
    for rid, spec in sorted(renderers.items()):
        lines.extend(_wrapped(f"    {rid!r}: ", spec))
    lines.append("}")
    lines.append("")
    lines.append("TEMPLATES = {")
    for fam, rows in templates.items():
        lines.append(f"    {fam!r}: {{")
        for key, template in sorted(rows.items()):
            lines.extend(_wrapped(f"        {key!r}: ", template))
        lines.append("    },")
    lines.append("}")
    lines.append("")
    lines.extend(_wrapped("LITERAL = frozenset(", sorted(literal), ")"))
    lines.extend(_wrapped("ALT_LAYOUT = frozenset(", sorted(alt_layout), ")"))
    lines.extend(_wrapped("MATRIX_OPS = frozenset(", sorted(matrix_ops), ")"))
    lines.append("")
    lines.append("# modifiers llvm-mc prints but accepts omitted: the value it then uses")
    _write_family_table(lines, "DEFAULTS", defaults, repr)
    lines.append("")
    lines.append("# llvm-mc's encoding of each entry's base text (bits no template covers)")
    _write_family_table(lines, "CANONICAL", canonical, lambda value: f"{value:#x}")
    return "\n".join(lines) + "\n"


def reformat(path: Path = TABLE_PATH) -> str:
    """The committed table module's text written again through
    :func:`format_tables`, with no llvm-mc: for a change of format alone."""
    names: Dict[str, object] = {}
    text = path.read_text()
    exec(compile(text, str(path), "exec"), names)
    version = re.search(r"from llvm-mc (\S+)\.\s", text).group(1)
    return format_tables(version, names["RENDERERS"], names["TEMPLATES"], list(names["LITERAL"]),
                         list(names["ALT_LAYOUT"]), list(names["MATRIX_OPS"]),
                         names["DEFAULTS"], names["CANONICAL"])


def _write_family_table(lines: List[str], name: str, rows_by_family: Dict[str, dict],
                        fmt: Callable[[object], str]) -> None:
    """``NAME = {family: {key: value, ...}, ...}``, keys sorted."""
    lines.append(f"{name} = {{")
    for fam_name, rows in rows_by_family.items():
        lines.append(f"    {fam_name!r}: {{")
        for key, value in sorted(rows.items()):
            line = f"        {key!r}: {fmt(value)},"
            lines.extend([line] if len(line) <= 100 else _wrapped(f"        {key!r}: ", value))
        lines.append("    },")
    lines.append("}")


def _is_matrix(text: str) -> bool:
    return text.startswith(("v_mfma", "v_smfmac"))


@dataclass
class Learned:
    """What the learner measured from llvm-mc: the input of :func:`write_tables`."""
    learner: "Learner"
    entries: List[Entry]
    version: str
    errors: List[str]


def generate(families: Optional[Sequence[str]] = None, log=print,
             keep_going: bool = False, cache="use",
             write_answers: Optional[Path] = None) -> Tuple[str, Learned]:
    """The table file's text, and what it was written from."""
    learned = learn(families, log, keep_going, cache=cache, write_answers=write_answers)
    return write_tables(learned.learner, learned.entries, learned.version, TABLE_PATH), learned


# Stored answers asked again live at each use of the answer cache (about a
# second of llvm-objdump): a changed or corrupt cache is caught here.
CACHE_SAMPLE = 20_000


def learn(families: Optional[Sequence[str]] = None, log=print,
          keep_going: bool = False, cache="use", sample: int = CACHE_SAMPLE,
          write_answers: Optional[Path] = None) -> Learned:
    """Learn the entries of every family (or the named ones) from llvm-mc.
    With ``cache="use"``, llvm-objdump's answers stored for this LLVM build
    (gcnasm.isa.answer_cache) stand in for live probes, after ``sample`` of
    them, picked at random, are asked again live and found the same; new
    answers are added.  ``"refresh"``: every probe live, the store rewritten
    with this run's answers.  ``"off"``: every probe live, nothing stored."""
    if cache not in ("use", "refresh", "off"):
        raise ValueError(f"cache must be 'use', 'refresh' or 'off', not {cache!r}")
    from ..toolchain import default
    from .answer_cache import AnswerCache
    version = default().llvm_mc.version
    store = AnswerCache.for_toolchain(load=cache == "use") if cache != "off" else None
    source = store.path if store is not None else None
    if store is not None and cache == "use" and not store.loaded:
        # a fresh machine: the answers committed for this LLVM build, if any
        source = store.adopt_committed() or source
    if store is not None and store.loaded:
        check = store.verify_sample(sample)
        if not check.ok:
            raise GenerateError(f"the stored llvm-objdump answers ({source}) are not "
                                f"what llvm-objdump answers now: {check.describe()}\n"
                                "delete that file (for the committed one: "
                                "GCNASM_COMMITTED_ANSWERS=off) to probe everything again")
        log(f"stored answers: {store.loaded} ({source}); {check.asked} of them "
            f"asked again live, all the same")
    prober = CoalescingProber(store=store)
    learner = Learner(prober, log=log)
    entries: List[Entry] = []
    mai_ops: List[int] = []
    f8f6f4_ops: List[int] = []
    errors: List[str] = []
    try:
        for plan in _plans():
            if families and plan.family.name not in families:
                continue
            if plan.family is FAM.VOP3P_MAI:
                plan.key_ranges = dict(op=mai_ops)
            if plan.family is FAM.VOP3P_SCALE:
                plan.key_ranges = dict(op=f8f6f4_ops)
            es = learner.entries(plan)
            if plan.family is FAM.VOP3P:
                # Matrix instructions are learned with their own layout.
                mai_ops.extend(e.key[0] for e in es if _is_matrix(e.text))
                f8f6f4_ops.extend(e.key[0] for e in es if "f8f6f4" in e.text.split(" ")[0])
                es = [e for e in es if not _is_matrix(e.text)]
            log(f"{plan.family.name}: {len(es)} entries")
            learner.prefetch(es)
            failures = _learn_all(learner, es, prober)
            for e, exc in failures:
                if not keep_going:
                    raise exc
                errors.append(str(exc))
                log(f"  skipped: {exc}")
            failed = {id(e) for e, _ in failures}
            entries.extend(e for e in es if id(e) not in failed)
    finally:
        prober.close()
    log(f"probes answered live: {prober.live} in {prober.calls} llvm runs")
    if store is not None and store.grown:
        store.save()
        log(f"stored {len(store.answers)} answers in {store.path}")
    if write_answers is not None and not errors:
        _write_answers(write_answers, prober, log)
    return Learned(learner, entries, version, errors)


def _write_answers(path: Path, prober: Prober, log) -> None:
    """The answers this run asked, committed form (gcnasm.isa.answer_cache)."""
    from ..toolchain import default
    from .answer_cache import fingerprint, sequence_key, write_committed
    answers = {k: prober.cache[k] for k in prober.asked}
    sequences = {}
    for cases in prober.asked_sequences:
        results = prober.store.get_sequence(cases) if prober.store is not None else None
        if results is None:
            results = disassemble_many(cases)
        sequences[sequence_key(cases)] = (list(cases), results)
    blob = write_committed(path, answers, sequences, fingerprint(), default().llvm_mc.version)
    log(f"wrote {len(answers)} answers and {len(sequences)} sequences to {path} "
        f"({len(blob)} bytes, sha256 {hashlib.sha256(blob).hexdigest()})")


def _learn_all(learner: Learner, entries: List[Entry], prober, workers: int = 64):
    """Learn entries concurrently (their probes coalesce); return the
    entries that failed, with their errors, in entry order."""
    from concurrent.futures import ThreadPoolExecutor

    def one(e):
        prober.enter()
        try:
            learner.learn(e)
            return None
        except GenerateError as exc:
            return exc
        finally:
            prober.leave()

    with ThreadPoolExecutor(max_workers=workers) as pool:
        results = list(pool.map(one, entries))
    return [(e, exc) for e, exc in zip(entries, results) if exc is not None]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m gcnasm.isa.generate", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true",
                    help="regenerate and compare with the committed tables; exit 1 on any "
                         "difference")
    ap.add_argument("--family", action="append", help="only these families (for development)")
    ap.add_argument("-o", "--output", type=Path, default=TABLE_PATH)
    ap.add_argument("-q", "--quiet", action="store_true")
    ap.add_argument("--reformat", action="store_true",
                    help="write the committed tables again in the current format, without "
                         "llvm-mc (for a change of format alone)")
    ap.add_argument("--cache", choices=("use", "refresh", "off"), default="use",
                    help="llvm-objdump's answers stored for this LLVM build "
                         "(gcnasm.isa.answer_cache): use them (a random sample asked again "
                         "live), refresh them (every probe live, then stored), or leave them "
                         "off (every probe live, nothing stored); default: use")
    ap.add_argument("--write-answers", nargs="?", type=Path, metavar="PATH",
                    const=Path("COMMITTED"),
                    help="also write the llvm-objdump answers this run asked, compactly, for "
                         "committing (default path: tests/data/isa-answers/llvm-answers.xz; "
                         "gcnasm.isa.answer_cache); a fresh machine with the same LLVM build "
                         "then regenerates without asking llvm again, but for a live sample")
    ap.add_argument("--keep-going", action="store_true",
                    help="skip entries that cannot be learned (development only; reports them)")
    args = ap.parse_args(argv)
    log = (lambda *a: None) if args.quiet else (lambda *a: print(*a, file=sys.stderr))
    if args.reformat:
        text = reformat(args.output)
    else:
        write_answers = args.write_answers
        if write_answers == Path("COMMITTED"):
            from .answer_cache import COMMITTED_PATH
            write_answers = COMMITTED_PATH
        if write_answers is not None and args.family:
            ap.error("--write-answers needs every family (no --family)")
        text, learned = generate(args.family, log, keep_going=args.keep_going,
                                 cache=args.cache, write_answers=write_answers)
        if learned.errors:
            log(f"{len(learned.errors)} entries could not be learned")
    if args.check:
        current = args.output.read_text() if args.output.exists() else ""
        if current != text:
            print(f"{args.output} differs from what llvm-mc gives now; "
                  f"run python -m gcnasm.isa.generate", file=sys.stderr)
            return 1
        print(f"{args.output} is current")
        return 0
    args.output.parent.mkdir(parents=True, exist_ok=True)
    tmp = args.output.with_suffix(".tmp")
    tmp.write_text(text)
    tmp.replace(args.output)
    log(f"wrote {args.output}")
    if args.output == TABLE_PATH:
        _write_template_code(log)
    return 0


def _write_template_code(log) -> None:
    """The templates as code (gcnasm.isa.codegen.write_code_modules), from
    the tables just written: in a fresh interpreter, as this one may hold
    the old tables."""
    import subprocess
    subprocess.run([sys.executable, "-c", "from gcnasm.isa.codegen import write_code_modules; "
                    "write_code_modules()"], check=True)
    log(f"wrote the template code beside {TABLE_PATH}")


if __name__ == "__main__":
    sys.exit(main())
