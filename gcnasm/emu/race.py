"""Race mode: memory results land as late as the counters allow.

With ``races=True`` every instruction that returns data through a wait
counter (``vm_cnt``: buffer/global/flat/scratch loads and returning atomics;
``lgkm_cnt``: LDS and scalar memory reads) executes as usual, but its
destination registers are then set to a poison pattern and the real values
are kept in a pending record.  The record lands - its values are written -
only at the ``s_waitcnt`` that covers it: vector memory and LDS return in
order, so ``vmcnt(N)`` / ``lgkmcnt(N)`` lands all but the N newest records of
that counter; scalar memory returns out of order, so it lands only when the
wait leaves fewer outstanding operations than there are other (ordered)
ones to blame.  An instruction that reads a register while a record for it
is pending has a race: it is recorded (kernel, reader and producer offsets
and texts, register) in :class:`RaceLog`; an instruction that writes such a
register is recorded too (the late result would overwrite it) - but not an
in-order load of the same counter (LLVM's SIInsertWaitcnts needs no wait for
that WAW): records land oldest first, so the newer result stays, and until
it lands the register holds the poison again.  Records still pending at
``s_endpgm`` land there.

Hazard windows (the wait states software must insert, gfx9 rules as LLVM's
GCNHazardRecognizer applies them to gfx950) are checked on the same run:
a VMEM instruction reading an SGPR within 5 wait states of a VALU writing it;
v_readlane/v_writelane's lane select within 4 of a VALU write; v_div_fmas
reading VCC within 4 of a VALU write; a DPP instruction reading its VGPR
source within 2, or EXEC within 5, of a VALU write.  Wait states are counted
per wave in instructions issued (``s_nop N`` counts N + 1).

MFMA results have windows too (checkMAIVALUHazards, checkMAIHazards90A): a
VALU, VMEM, FLAT or LDS instruction reading or overwriting a VGPR/AGPR an
MFMA wrote, or a later MFMA reading it as SrcA/SrcB, needs (counted from the
MFMA) passes + 3 wait states after an XDL one (one more on gfx950 beyond 2
passes), passes + 2 after a non-XDL one; f64 ones: :func:`_mfma_result_window`.

LDS written by LDS-DMA (``buffer_load ... lds``, ``global_load_lds_*``)
lands like a register result: the bytes hold the poison pattern until the
``vmcnt`` wait covering the load, and an LDS read (``ds_read*``, FLAT
through the shared aperture) of any of them before that is recorded with
the byte range.

The register sets come from the typed instruction model
(:attr:`gcnasm.isa.Instruction.reads` / ``.writes``, implicit ones
included).  SrcC has windows of its own: an MFMA reading as SrcC what an
earlier MFMA wrote (:func:`_srcc_window`), and a VALU or memory instruction
overwriting what an XDL MFMA still reads as SrcC (``_SRCC_WAR``).  LDS
writes (``ds_write*``, LDS atomics, FLAT stores to the shared aperture) into
bytes an LDS-DMA load still owes are recorded like reads of them.  Not
modelled: the other hazard windows (s_setreg/s_getreg, M0 and LDS-DMA,
trans-unit forwarding, DOT results).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
import re
from typing import Dict, FrozenSet, List, NamedTuple, Optional, Tuple

import numpy as np

from ..isa import Modifier, Register

_LDS_RANGE = re.compile(r"LDS\[0x([0-9a-f]+)\.\.0x([0-9a-f]+)\]")
POISON = 0xFFBADBAD        # a quiet NaN as fp32, an implausible address as u32
_POISON_BYTES = np.frombuffer(np.uint32(POISON).tobytes(), dtype=np.uint8)   # by address % 4


def _words(base, width):
    """The dword indices of LDS accesses of ``width`` bytes at byte indices
    ``base`` (k,): every dword any of their bytes is in."""
    if width % 4 == 0 and not (base & 3).any():
        first = base >> 2
        return first if width == 4 else (first[:, None] + np.arange(width // 4)).ravel()
    return np.unique(((base[:, None] + np.arange(width)) >> 2).ravel())


@dataclass(frozen=True)
class Race:
    kernel: str
    reader_offset: int
    reader: str
    producer_offset: int
    producer: str
    register: str
    kind: str = "read"          # "read": read before the wait; "write": overwritten;
    #                             "hazard": read inside a hazard window; "war": a
    #                             register overwritten while an MFMA still reads it
    needed: int = 0             # hazards: wait states required ...
    had: int = 0                # ... and wait states there were
    workgroup: Optional[int] = None     # the first wave found at it: its workgroup (linear
    wave: Optional[int] = None          # id in the launch) and its wave in the workgroup
    lane: Optional[int] = None          # a lane that read or wrote, where lanes matter

    def address_range(self) -> Optional[Tuple[int, int]]:
        """(first, last) byte of the LDS range an LDS-DMA race names, else None."""
        m = _LDS_RANGE.fullmatch(self.register)
        return (int(m.group(1), 16), int(m.group(2), 16)) if m else None

    def to_dict(self) -> dict:
        """The race as plain data (gcnasm compare --json): the kind, the
        kernel, both instructions (.text byte offset and text), the register
        or LDS range, wave and lane, wait states for a hazard."""
        out = {"race_kind": self.kind, "kernel": self.kernel,
               "offset": self.reader_offset, "instruction": self.reader,
               "producer_offset": self.producer_offset, "producer": self.producer,
               "registers": self.register, "workgroup": self.workgroup, "wave": self.wave,
               "lane": self.lane, "text": self.line()}
        span = self.address_range()
        if span is not None:
            out["address_space"] = "LDS"
            out["address_range"] = [span[0], span[1]]
        if self.kind in ("hazard", "war"):
            out["wait_states_needed"], out["wait_states_had"] = self.needed, self.had
        return out

    def line(self) -> str:
        if self.kind == "war":
            return (f"hazard in {self.kernel}: 0x{self.reader_offset:x} `{self.reader}` overwrites "
                    f"{self.register} {self.had} wait state(s) after 0x{self.producer_offset:x} "
                    f"`{self.producer}` reads it as SrcC; {self.needed} needed")
        if self.kind == "hazard":
            return (f"hazard in {self.kernel}: 0x{self.reader_offset:x} `{self.reader}` reads "
                    f"{self.register} {self.had} wait state(s) after 0x{self.producer_offset:x} "
                    f"`{self.producer}` writes it; {self.needed} needed")
        what = "reads" if self.kind == "read" else "overwrites"
        return (f"race in {self.kernel}: 0x{self.reader_offset:x} `{self.reader}` {what} "
                f"{self.register} before the s_waitcnt covering 0x{self.producer_offset:x} "
                f"`{self.producer}`")


class RaceLog:
    """Races found, each (reader, producer, register, kind) once."""

    def __init__(self):
        self.races: List[Race] = []
        self._seen: Dict[tuple, int] = {}

    def add(self, race: Race) -> None:
        """Record ``race``; the registers of one (reader, producer, kind) are
        merged into one entry."""
        key = (race.kernel, race.reader_offset, race.producer_offset, race.kind)
        index = self._seen.get(key)
        if index is None:
            self._seen[key] = len(self.races)
            self.races.append(race)
            return
        old = self.races[index]
        names = old.register.split(", ")
        if race.register not in names:
            merged = ", ".join(sorted(names + [race.register], key=_register_order))
            self.races[index] = dataclasses.replace(old, register=merged)


def _register_order(name: str):
    letters = name.rstrip("0123456789")
    return (letters, int(name[len(letters):] or 0))


class _Pending:
    """One in-flight result: the rows it will write and the waves still owed it."""

    __slots__ = ("counter", "scalar", "waves", "targets", "inst", "lds")

    def __init__(self, counter, scalar, waves, targets, inst, lds=None):
        self.counter = counter        # "vm_cnt" / "lgkm_cnt"
        self.scalar = scalar          # scalar memory: returns out of order
        self.waves = waves            # (n,) bool
        self.targets = targets        # [(kind, row, values (n,64)|(n,), mask)]
        self.inst = inst
        self.lds = lds                # LDS-DMA: (byte indices, their waves, the bytes written)


def _unit_row(unit):
    """(register file, row) of a RegisterUnit."""
    if unit.file in ("v", "a"):
        return unit.file, unit.index
    if unit.file == "s":
        return "s", unit.index
    if unit.file == "ttmp":
        return "s", 108 + unit.index
    return "s", unit.index        # special units: their 9-bit code


class RaceTracker:
    """Per batch: pending records, and which registers they poison."""

    def __init__(self, log: RaceLog, kernel: str):
        self.log = log
        self.kernel = kernel
        self.records: List[_Pending] = []
        self.owed: Dict[Tuple[str, int], List[_Pending]] = {}
        self.issued = None                  # (n,) instructions issued per wave
        self.valu_writes: Dict[Tuple[str, int], Tuple[np.ndarray, np.ndarray]] = {}
        self.mfma_writes: Dict[Tuple[str, int], tuple] = {}
        self.srcc_reads: Dict[Tuple[str, int], Tuple[np.ndarray, np.ndarray]] = {}
        self.first_workgroup = 0            # of the batch (reset() is told by the dispatch)
        self.waves_per_group = 0
        self.lds_owner = None               # per LDS dword: id of the LDS-DMA record owing a byte of it
        self.lds_records: Dict[int, _Pending] = {}
        self.lds_next = 1
        # SrcC windows per (producer, consumer) instruction pair: an MFMA chain
        # asks the same pair on every issue
        self.srcc_windows: Dict[Tuple[int, int], int] = {}
        # every MFMA that has written a register row (in first-write order,
        # and their ids); per SrcC consumer, the longest window any of its
        # rows' producers asks and how many of each row's it has looked at: a
        # consumer whose every producer needs none (an accumulation chain on
        # one tuple) skips the check
        self.row_producers: Dict[Tuple[str, int], Tuple[List[object], set]] = {}
        self.srcc_longest: Dict[int, list] = {}
        # what a producer's SrcC window depends on (its rows, passes, kind):
        # unrolled MFMAs share a few such classes, each looked at once
        self.producer_class: Dict[int, tuple] = {}
        self.result_windows: Dict[int, Dict[str, int]] = {}     # per MFMA: _mfma_result_window

    # --- wrappers --------------------------------------------------------------

    def wrap(self, inst, fn):
        if inst.category == "waitcnt":
            return self._waitcnt(inst)
        tracker = self
        (reads, writes, counter, ordered, counted, delayed, category, hazards, valu_writes,
         issue, mfma_rows, mfma_checks, srcc, srcc_set, reads_srcc, war_checks, lds_dma,
         lds_reader) = _static_facts(inst)

        def run(st, act):
            if tracker.issued is None or tracker.issued.size != st.n:
                tracker.reset(st.n)
            tracker.issued[act] += issue
            for row, name, needed in hazards:
                tracker.hazard(act, inst, row, name, needed)
            if tracker.mfma_writes and mfma_checks:
                tracker.mfma_hazard(act, inst, mfma_checks)
            if tracker.mfma_writes and srcc:
                tracker.srcc_hazard(act, inst, srcc, srcc_set)
            if tracker.srcc_reads and war_checks:
                tracker.srcc_war(act, inst, war_checks)
            if tracker.owed:
                tracker.check(st, act, inst, reads, writes, ordered)
            watch = lds_dma or (lds_reader and bool(tracker.lds_records))
            if watch:
                st.lds_log = []
            try:
                result = fn(st, act)
            finally:
                log, st.lds_log = st.lds_log, None
            if watch and not lds_dma and log:
                tracker.check_lds(st, inst, log)
            for row in valu_writes:
                tracker.valu_wrote(act, row, inst)
            if mfma_rows:
                now = tracker.issued[act]
                for row in mfma_rows:
                    tracker.mfma_wrote(act, row, inst, now)
            if reads_srcc:
                for row in srcc_set:
                    tracker.srcc_read(act, row, inst)
            if counted:
                # every counted operation is outstanding until a wait covers
                # it; only those with register (or LDS-DMA) results are deferred
                tracker.defer(st, act, inst, writes if delayed else [], counter,
                              category == "smem", log if lds_dma else None)
            if inst.mnemonic == "s_endpgm":
                tracker.land_all(st, act)
            return result
        return run

    def who(self, w: Optional[int], lane: Optional[int] = None) -> dict:
        """The Race fields naming batch wave ``w``: its workgroup's linear id
        in the launch and its wave in the workgroup (the batch index when the
        dispatch did not say how waves group)."""
        if w is None:
            return {"workgroup": self.first_workgroup if self.waves_per_group else None,
                    "wave": None, "lane": lane}
        if not self.waves_per_group:
            return {"workgroup": None, "wave": w, "lane": lane}
        return {"workgroup": self.first_workgroup + w // self.waves_per_group,
                "wave": w % self.waves_per_group, "lane": lane}

    def mfma_wrote(self, act, row, inst, now) -> None:
        """``inst`` (an MFMA) wrote ``row`` in the waves ``act``, which have
        issued ``now`` instructions."""
        producers = self.row_producers.get(row)
        if producers is None:
            producers = self.row_producers[row] = ([], set())
        if id(inst) not in producers[1]:
            producers[0].append(inst)
            producers[1].add(id(inst))
            if id(inst) not in self.producer_class:
                self.producer_class[id(inst)] = (_mfma_dst_rows(inst), inst.passes,
                                                 bool(inst.is_dgemm), bool(inst.is_xdl))
        entry = self.mfma_writes.get(row)
        if entry is None:
            n = self.issued.size
            entry = (np.full(n, -(1 << 40), dtype=np.int64), np.empty(n, dtype=object),
                     np.full(n, -1, dtype=np.int64))
            self.mfma_writes[row] = entry
        at, by, where = entry
        at[act] = now
        by[act] = inst
        where[act] = inst.offset

    def mfma_hazard(self, act, inst, checks) -> None:
        for row, name, kind in checks:
            entry = self.mfma_writes.get(row)
            if entry is None:
                continue
            at, by, where = entry
            had = self.issued - at - 1
            near = act & (had < _LONGEST_RESULT_WINDOW)
            if not near.any():
                continue
            # the window is the producer's (_mfma_result_window); the first
            # wave too close is the one reported
            offsets = where[near]
            single = bool((offsets == offsets[0]).all())
            first = None
            for offset in (offsets[:1] if single else np.unique(offsets)):
                mine = near if single else near & (where == offset)
                producer = by[int(np.nonzero(mine)[0][0])]
                window = self.result_windows.get(id(producer))
                if window is None:
                    window = self.result_windows[id(producer)] = _mfma_result_window(producer)
                bad = mine & (had < window[kind])
                if bad.any():
                    w = int(np.nonzero(bad)[0][0])
                    if first is None or w < first[0]:
                        first = (w, producer, window[kind])
            if first is not None:
                w, producer, need = first
                self.log.add(Race(self.kernel, inst.offset, inst.text, producer.offset,
                                  producer.text, name, "hazard", need, int(had[w]),
                                  **self.who(w)))

    def srcc_hazard(self, act, inst, srcc, srcc_set) -> None:
        """This MFMA reads as SrcC registers an earlier MFMA wrote: the
        window depends on both (:func:`_srcc_window`)."""
        known = self.srcc_longest.get(id(inst))
        if known is None:
            known = self.srcc_longest[id(inst)] = [0, [0] * len(srcc), set()]
        seen, classes = known[1], known[2]
        for i, (row, _) in enumerate(srcc):
            producers = self.row_producers.get(row)
            if producers is not None and len(producers[0]) > seen[i]:
                for p in producers[0][seen[i]:]:
                    kind = self.producer_class[id(p)]
                    if kind not in classes:
                        classes.add(kind)
                        known[0] = max(known[0], self._srcc_need(p, inst, srcc_set))
                seen[i] = len(producers[0])
        if known[0] == 0:
            return
        for row, name in srcc:
            entry = self.mfma_writes.get(row)
            if entry is None:
                continue
            at, by, where = entry
            had = self.issued - at - 1
            near = act & (had < _LONGEST_SRCC_WINDOW)
            if not near.any():
                continue
            offsets = where[near]
            # one producer for every wave near it (the usual case) needs no unique
            single = bool((offsets == offsets[0]).all())
            for offset in (offsets[:1] if single else np.unique(offsets)):
                mine = near if single else near & (where == offset)
                producer = by[int(np.nonzero(mine)[0][0])]
                need = self._srcc_need(producer, inst, srcc_set)
                bad = mine & (had < need)
                if bad.any():
                    w = int(np.nonzero(bad)[0][0])
                    self.log.add(Race(self.kernel, inst.offset, inst.text, producer.offset,
                                      producer.text, name, "hazard", need, int(had[w]),
                                      **self.who(w)))

    def _srcc_need(self, producer, inst, srcc_set) -> int:
        key = (id(producer), id(inst))
        need = self.srcc_windows.get(key)
        if need is None:
            need = _srcc_window(producer, inst, _mfma_dst_rows(producer) == srcc_set)
            self.srcc_windows[key] = need
        return need

    def srcc_read(self, act, row, inst) -> None:
        at, by = self.srcc_reads.get(row, (None, None))
        if at is None:
            at = np.full(self.issued.size, -(1 << 40), dtype=np.int64)
            by = np.empty(self.issued.size, dtype=object)
            self.srcc_reads[row] = (at, by)
        at[act] = self.issued[act]
        by[act] = inst

    def srcc_war(self, act, inst, checks) -> None:
        """A VALU or memory instruction writes a register an XDL MFMA reads as
        SrcC, inside its read window (checkMAIVALUHazards, the WAR case)."""
        for row, name in checks:
            entry = self.srcc_reads.get(row)
            if entry is None:
                continue
            at, by = entry
            had = self.issued - at - 1
            near = act & (had < 15)
            if not near.any():
                continue
            w = int(np.nonzero(near)[0][0])
            reader = by[w]
            need = _SRCC_WAR.get(int(reader.passes or 2), 15)
            bad = near & (had < need)
            if bad.any():
                w = int(np.nonzero(bad)[0][0])
                self.log.add(Race(self.kernel, inst.offset, inst.text, reader.offset, reader.text,
                                  name, "war", need, int(had[w]), **self.who(w)))

    def check_lds(self, st, inst, log) -> None:
        """An LDS read of bytes an LDS-DMA load still owes, or a write into
        them (the load's late bytes would overwrite it), reported as
        addresses in the workgroup's LDS.  Checked per dword (the owner
        map's unit), then the bytes of the hit dwords are reported."""
        owner = self.lds_owner
        for kind, base, width, _ in log:
            if kind not in ("read", "write") or base.size == 0:
                continue
            words = _words(base, width)
            words = words[words < owner.size]
            hit = owner[words]
            if not hit.any():
                continue
            # any wave's read counts: LDS is shared by the workgroup
            key = int(hit[hit > 0][0])
            record = self.lds_records.get(key)
            if record is None:
                continue
            touched = (base[:, None] + np.arange(width)).ravel()
            touched = touched[(touched >> 2) < owner.size]
            touched = touched[owner[touched >> 2] > 0]
            group = int(touched[0]) // max(st.lds_size, 4)               # the workgroup's LDS block
            touched = touched % max(st.lds_size, 4)
            who = self.who(None)
            if who["workgroup"] is not None:
                who["workgroup"] += group
            self.log.add(Race(self.kernel, inst.offset, inst.text, record.inst.offset, record.inst.text,
                              f"LDS[0x{int(touched.min()):x}..0x{int(touched.max()):x}]", kind,
                              **who))

    def valu_wrote(self, act, row, inst) -> None:
        at, by = self.valu_writes.get(row, (None, None))
        if at is None:
            at = np.full(self.issued.size, -(1 << 40), dtype=np.int64)
            by = np.empty(self.issued.size, dtype=object)
            self.valu_writes[row] = (at, by)
        at[act] = self.issued[act]
        by[act] = inst

    def hazard(self, act, inst, row, name, needed) -> None:
        written = self.valu_writes.get(row)
        if written is None:
            return
        at, by = written
        had = self.issued - at - 1                     # instructions issued in between
        bad = act & (had < needed)
        if bad.any():
            w = int(np.nonzero(bad)[0][0])
            producer = by[w]
            self.log.add(Race(self.kernel, inst.offset, inst.text, producer.offset, producer.text,
                              name, "hazard", needed, int(had[w]), **self.who(w)))

    def _waitcnt(self, inst):
        limits = {}
        for op in inst.operands:
            if isinstance(op, Modifier) and op.name in ("vmcnt", "lgkmcnt"):
                limits["vm_cnt" if op.name == "vmcnt" else "lgkm_cnt"] = int(op.value)
        tracker = self

        def run(st, act):
            if tracker.issued is None or tracker.issued.size != st.n:
                tracker.reset(st.n)
            tracker.issued[act] += 1
            for counter, limit in limits.items():
                tracker.wait(st, act, counter, limit)
        return run

    # --- bookkeeping ------------------------------------------------------------

    def reset(self, waves: int = 0, first_workgroup: Optional[int] = None,
              waves_per_group: Optional[int] = None) -> None:
        """Forget pending records and hazard history (a new batch of waves:
        ``first_workgroup``, the linear id of its first workgroup, and
        ``waves_per_group`` name the waves of the races found)."""
        if first_workgroup is not None:
            self.first_workgroup = first_workgroup
        if waves_per_group is not None:
            self.waves_per_group = waves_per_group
        self.records = []
        self.owed = {}
        self.issued = np.zeros(waves, dtype=np.int64)
        self.valu_writes = {}
        self.mfma_writes = {}
        self.srcc_reads = {}
        self.lds_owner = None
        self.lds_records = {}

    def check(self, st, act, inst, reads, writes, ordered=None):
        for ((file, row), name), kind in [(r, "read") for r in reads] + [(w, "write") for w in writes]:
            pending = self.owed.get((file, row))
            if not pending:
                continue
            for record in pending:
                if kind == "write" and ordered is not None and record.counter == ordered \
                        and not record.scalar:
                    continue        # an in-order load of the same counter lands before this one
                hit = record.waves & act
                if hit.any():
                    w = int(np.nonzero(hit)[0][0])
                    self.log.add(Race(self.kernel, inst.offset, inst.text, record.inst.offset,
                                      record.inst.text, name, kind,
                                      **self.who(w, _first_lane(record, file, row, w))))

    def defer(self, st, act, inst, writes, counter, scalar, lds_log=None):
        targets = []
        lanes = st.lanes(act)
        for (file, row), _ in writes:
            if file in ("v", "a"):
                regs = st.v if file == "v" else st.a
                values = regs[row].copy()
                targets.append((file, row, values, lanes.copy()))
                np.copyto(regs[row], np.uint32(POISON), where=lanes)
            else:
                values = st.s[row].copy()
                targets.append((file, row, values, act.copy()))
                np.copyto(st.s[row], np.uint32(POISON), where=act)
                if row in (126, 127):
                    st.exec_changed()
        record = _Pending(counter, scalar, act.copy(), targets, inst)
        if lds_log:
            self._owe_lds(st, record, lds_log)
        self.records.append(record)
        for file, row, _, _ in targets:
            self.owed.setdefault((file, row), []).append(record)

    def _owe_lds(self, st, record, lds_log) -> None:
        """Keep the bytes an LDS-DMA load wrote, poison them until it lands.
        Dword-wide, aligned loads (all the compilers emit) are kept and
        poisoned a dword at a time; the owner map marks each dword any
        owed byte is in."""
        parts = [(base, width, waves) for kind, base, width, waves in lds_log
                 if kind == "dma" and base.size]
        if not parts:
            return
        if self.lds_owner is None or self.lds_owner.size != -(-st.lds.size // 4):
            self.lds_owner = np.zeros(-(-st.lds.size // 4), dtype=np.int32)
        key = self.lds_next
        self.lds_next += 1
        whole = st.lds.size % 4 == 0 and all(w % 4 == 0 and not (b & 3).any() for b, w, _ in parts)
        if whole:
            index = np.concatenate([_words(b, w) for b, w, _ in parts])
            waves = np.concatenate([np.repeat(v, w // 4) for _, w, v in parts])
            table = st.lds.view(np.uint32)
            record.lds = (True, index, waves, table[index], key)
            table[index] = np.uint32(POISON)
            self.lds_owner[index] = key
        else:
            index = np.concatenate([(b[:, None] + np.arange(w)).ravel() for b, w, _ in parts])
            waves = np.concatenate([np.repeat(v, w) for _, w, v in parts])
            record.lds = (False, index, waves, st.lds[index], key)
            st.lds[index] = _POISON_BYTES[index & 3]
            self.lds_owner[index >> 2] = key
        self.lds_records[key] = record

    def _land_lds(self, st, record, waves) -> None:
        whole, index, owners, data, key = record.lds
        mine = waves[owners]
        if self.lds_owner is not None:
            # dwords a newer LDS-DMA load owes keep its poison (it lands
            # later, in order, with the bytes that stay)
            mine &= self.lds_owner[index if whole else index >> 2] == key
        done = index[mine]
        if whole:
            st.lds.view(np.uint32)[done] = data[mine]
        else:
            st.lds[done] = data[mine]
            done = done >> 2
        if self.lds_owner is not None:
            self.lds_owner[done] = 0

    def _land(self, st, record, waves):
        if record.lds is not None:
            self._land_lds(st, record, waves)
        for file, row, values, mask in record.targets:
            if file in ("v", "a"):
                regs = st.v if file == "v" else st.a
                np.copyto(regs[row], values, where=mask & waves[:, None])
            else:
                np.copyto(st.s[row], values, where=mask & waves)
                if row in (126, 127):
                    st.exec_changed()
            owed = self.owed.get((file, row))
            if owed and len(owed) > 1:
                self._repoison(st, record, file, row, owed)
        record.waves = record.waves & ~waves
        if not record.waves.any():
            self.records.remove(record)
            if record.lds is not None:
                self.lds_records.pop(record.lds[4], None)
            for file, row, _, _ in record.targets:
                owed = self.owed.get((file, row))
                if owed and record in owed:
                    owed.remove(record)
                    if not owed:
                        del self.owed[(file, row)]

    @staticmethod
    def _repoison(st, landed, file, row, owed) -> None:
        """A register two in-order loads write (a WAW without a wait, legal
        for one counter): the older one has landed, the lanes the newer one
        still owes hold the poison again until it lands."""
        for other in owed:
            if other is landed:
                continue
            for f, r, _, mask in other.targets:
                if f == file and r == row:
                    if file in ("v", "a"):
                        regs = st.v if file == "v" else st.a
                        np.copyto(regs[row], np.uint32(POISON), where=mask & other.waves[:, None])
                    else:
                        np.copyto(st.s[row], np.uint32(POISON), where=mask & other.waves)
                        if row in (126, 127):
                            st.exec_changed()

    def wait(self, st, act, counter, limit):
        records = [r for r in self.records if r.counter == counter]
        if not records:
            return
        # Outstanding per wave, newest first: ordered records land once more
        # than `limit` newer ones exist; scalar ones (out of order) are the
        # last to be assumed done.
        newer = np.zeros(st.n, dtype=np.int64)
        landing = []
        for record in reversed(records):
            owed = record.waves & act
            if not record.scalar:
                land = owed & (newer >= limit)
                if land.any():
                    landing.append((record, land))
            newer += owed
        # land oldest first: two in-order loads into the same register (or
        # LDS bytes) leave the newer one's value, as on the hardware
        for record, land in reversed(landing):
            self._land(st, record, land)
        total = np.zeros(st.n, dtype=np.int64)
        for record in records:
            total += record.waves & act
        for record in records:
            if record.scalar:
                land = record.waves & act & (total > limit)
                if land.any():
                    self._land(st, record, land)
                    total -= land

    def land_all(self, st, act):
        for record in list(self.records):
            waves = record.waves & act
            if waves.any():
                self._land(st, record, waves)


def _first_lane(record, file, row, w) -> Optional[int]:
    """The first lane of wave ``w`` whose late result for ``file``/``row``
    the record still owes (vector registers; None for scalar ones)."""
    for f, r, _, mask in record.targets:
        if f == file and r == row and mask.ndim == 2:
            lanes = np.nonzero(mask[w])[0]
            return int(lanes[0]) if lanes.size else None
    return None


# checkMAIVALUHazards: SMFMA4x4 / GFX940_XDL4Pass / SMFMA16x16 / SMFMA32x32
# ReadVgprVALUWarWaitStates, by the reading XDL MFMA's passes
_SRCC_WAR = {2: 1, 4: 3, 8: 7, 16: 15}
_LONGEST_SRCC_WINDOW = 19
_LONGEST_RESULT_WINDOW = 20         # _mfma_result_window: 16 passes + 4


class _StaticFacts(NamedTuple):
    """What race mode needs of an instruction that its text decides, shared
    by every launch and kernel (ref and test share most texts): computed
    once per text.  Rows are (register file, index); names are the units'."""
    reads: list                 # [(row, name)], in register order
    writes: list
    counter: Optional[str]      # the counter its result lands by
    ordered: Optional[str]      # that counter, for an in-order load with results
    counted: bool               # outstanding on a counter until a wait
    delayed: bool               # ... with register results
    category: str
    hazards: list               # [(row, name, wait states)] after a VALU write
    valu_writes: list           # rows a VALU/trans instruction writes
    issue: int                  # wait states it counts for (s_nop N: N + 1)
    mfma_rows: list             # rows an MFMA writes
    mfma_checks: list           # [(row, name, window kind)] against MFMA results
    srcc: list                  # [(row, name)] an MFMA reads as SrcC
    srcc_set: FrozenSet         # their rows
    reads_srcc: bool            # an XDL MFMA keeping SrcC read for a window
    war_checks: list            # [(row, name)] a write must keep out of SrcC windows
    lds_dma: bool
    lds_reader: bool


_STATIC_FACTS: Dict[str, _StaticFacts] = {}


def _static_facts(inst) -> _StaticFacts:
    key = inst.text
    facts = _STATIC_FACTS.get(key)
    if facts is None:
        if len(_STATIC_FACTS) > 200_000:
            _STATIC_FACTS.clear()
        facts = _STATIC_FACTS[key] = _compute_static_facts(inst)
    return facts


def _compute_static_facts(inst) -> _StaticFacts:
    # in register order: the units are sets, and races are logged in this
    # order (one process's output must not depend on set iteration)
    reads = sorted((_unit_row(u), str(u)) for u in inst.reads)
    writes = sorted((_unit_row(u), str(u)) for u in inst.writes)
    counters = inst.counters
    category = inst.category
    counted = bool(counters) and category in ("vmem", "flat", "lds", "smem")
    delayed = counted and bool(writes)
    # one counter a result lands by: vmcnt where it counts there (LDS-DMA's
    # FLAT form and FLAT loads also list lgkmcnt; a set has no order to
    # pick by)
    counter = "vm_cnt" if "vm_cnt" in counters else (min(counters) if counters else None)
    ordered = counter if delayed and category != "smem" else None

    hazards = _hazard_checks(inst, category, reads)
    valu_writes = [row for row, _ in writes] if category in ("valu", "trans") else []
    issue = 1 + (int(inst.operands[0].value) if inst.mnemonic == "s_nop" and inst.operands else 0)
    mfma_rows = [row for row, _ in writes if row[0] in ("v", "a")] if category == "mfma" else []
    # the instruction's exposure to MFMA result windows: as a VALU or
    # memory reader, a VGPR/AGPR writer (WAW), or an MFMA reading SrcA/B
    legacy = category in ("valu", "trans", "vmem", "flat", "lds")
    mfma_checks = []
    if legacy:
        kind = "read_memory" if category in ("vmem", "flat", "lds") else "read_valu"
        mfma_checks += [(row, name, kind) for row, name in reads if row[0] in ("v", "a")]
        mfma_checks += [(row, name, "write") for row, name in writes if row[0] in ("v", "a")]
    elif category == "mfma":
        for op in [o for o in inst.operands if isinstance(o, Register)][1:3]:
            if op.file in ("v", "a"):
                mfma_checks += [(_unit_row(u), str(u), "srcab") for u in op.units]
    # SrcC: read by this MFMA (checked against earlier MFMA results; an
    # XDL one keeps it read for a window that VALU/memory writes must keep)
    srcc = _mfma_srcc_rows(inst) if category == "mfma" else []
    srcc_set = frozenset(row for row, _ in srcc)
    reads_srcc = bool(srcc) and bool(inst.is_xdl) and not inst.is_dgemm
    war_checks = [(row, name) for row, name in writes if row[0] in ("v", "a")] if legacy else []
    lds_dma = bool(inst.is_lds_dma)
    lds_reader = category in ("lds", "flat") and not lds_dma
    return _StaticFacts(
        reads=reads, writes=writes, counter=counter, ordered=ordered, counted=counted,
        delayed=delayed, category=category, hazards=hazards, valu_writes=valu_writes,
        issue=issue, mfma_rows=mfma_rows, mfma_checks=mfma_checks, srcc=srcc, srcc_set=srcc_set,
        reads_srcc=reads_srcc, war_checks=war_checks, lds_dma=lds_dma, lds_reader=lds_reader)


def _mfma_srcc_rows(inst):
    """[(register row, name)] of the VGPRs/AGPRs an MFMA reads as SrcC: src2,
    or for SMFMAC the destination it accumulates into (its src2 is the
    sparsity index)."""
    regs = [o for o in inst.operands if isinstance(o, Register)]
    if inst.mnemonic.startswith("v_smfmac"):
        op = regs[0] if regs else None
    else:
        op = regs[3] if len(regs) > 3 else None
    if op is None or op.file not in ("v", "a"):
        return []
    return [(_unit_row(u), str(u)) for u in op.units]


def _mfma_dst_rows(inst) -> frozenset:
    regs = [o for o in inst.operands if isinstance(o, Register)]
    return frozenset(_unit_row(u) for u in regs[0].units) if regs else frozenset()


def _srcc_window(producer, consumer, identical: bool) -> int:
    """Wait states between an MFMA writing registers and a later MFMA reading
    them as SrcC - LLVM GCNHazardRecognizer::checkMAIHazards90A for gfx950
    (as gcnasm check's rule mfma-srcc-after-mfma): the same register tuple
    needs none (an accumulation chain) but after a 2-pass MFMA (2,
    GFX940_SMFMA4x4WritesVGPRFullSrcCWaitStates) or between 4-pass DGEMMs
    (4); an overlapping one needs GFX940_XDL_N_PassWritesVGPROverlapped
    XDLOrSMFMASrcC (passes + 1, + 1 on gfx950) between XDL ones,
    ..._SGEMMDGEMMSrcC (passes + 1, + 1 on gfx950 beyond 2 passes) from XDL
    to non-XDL, GFX940_SMFMA_N_Pass...SrcC (passes) between non-XDL ones,
    none from non-XDL to XDL; after a DGEMM 17 (4 after a 4-pass one),
    none for an XDL reader."""
    p_passes = int(producer.passes or 2)
    if identical:
        if producer.is_dgemm and consumer.is_dgemm and p_passes == 4 and int(consumer.passes or 2) == 4:
            return 4
        return 2 if p_passes == 2 else 0
    if producer.is_dgemm:
        return 0 if consumer.is_xdl else (4 if p_passes == 4 else 17)
    if consumer.is_xdl and not producer.is_xdl:
        return 0
    if producer.is_xdl:
        return p_passes + 2 if consumer.is_xdl else p_passes + 1 + (1 if p_passes != 2 else 0)
    return p_passes


def _mfma_result_window(inst) -> Dict[str, int]:
    """Wait states after an MFMA before its result may be read by a VALU
    (``read_valu``) or memory instruction (``read_memory``), overwritten by
    one (``write``), or read as SrcA/SrcB by another MFMA (``srcab``) - LLVM
    GCNHazardRecognizer::checkMAIVALUHazards / checkMAIHazards90A for gfx940
    with gfx950's extra wait state: GFX940_XDL_N_PassWriteVgprVALUMemExpRead,
    ..._VALUWaw, ..._PassWritesVGPROverlappedSrcAB, the SMFMA and DMFMA
    rows."""
    passes = int(inst.passes or 2)
    if inst.is_dgemm:
        if passes == 4:
            return {"read_valu": 6, "read_memory": 9, "write": 6, "srcab": 6}
        return {"read_valu": 19, "read_memory": 18, "write": 11, "srcab": 19}
    if inst.is_xdl:
        need = passes + 3 + (1 if passes != 2 else 0)
        return {"read_valu": need, "read_memory": need, "write": need, "srcab": need}
    return {"read_valu": passes + 2, "read_memory": passes + 2, "write": passes + 2,
            "srcab": passes + 2}


def _hazard_checks(inst, category, reads):
    """``[(register row, name, wait states needed)]`` this instruction must
    keep after a VALU write of that register."""
    checks = []
    name = inst.mnemonic
    base = name.rsplit("_", 1)[0] if name.endswith(("_e32", "_e64", "_dpp", "_sdwa")) else name
    if category in ("vmem", "flat"):
        for (row, unit) in reads:
            if row[0] == "s" and row[1] not in (126, 127):        # SGPR operands, not EXEC
                checks.append((row, unit, 5))
    if base in ("v_readlane_b32", "v_writelane_b32"):
        lane = inst.operands[2]
        if isinstance(lane, Register) and lane.file in ("s", "special", "ttmp"):
            for unit in lane.units:
                checks.append((_unit_row(unit), str(unit), 4))
    if base.startswith("v_div_fmas"):
        checks += [(("s", 106), "vcc_lo", 4), (("s", 107), "vcc_hi", 4)]
    if name.endswith("_dpp"):
        src = inst.operands[1]
        if isinstance(src, Register) and src.file in ("v", "a"):
            for unit in src.units:
                checks.append((_unit_row(unit), str(unit), 2))
        checks += [(("s", 126), "exec_lo", 5), (("s", 127), "exec_hi", 5)]
    return checks
