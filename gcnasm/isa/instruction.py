"""The Instruction object that :func:`gcnasm.decode` returns, and
``decode``/``decode_all``, which make them from the decoder's words."""

from __future__ import annotations

from typing import TYPE_CHECKING, Dict, FrozenSet, List, Optional, Tuple

from . import decoder, lossless
from .caches import BoundedCache
from .syntax import split_tokens

if TYPE_CHECKING:
    from .operands import Operand, RegisterUnit
    from .semantics import InstructionSemantics

# Encoding names as users know them (the issue of LLVM's DPP/SDWA variants
# and of FLAT's three segments folded into one family here).
_ENCODING_NAMES = {
    "VOP3P_MAI": "VOP3P-MAI", "VOP1_DPP": "VOP1-DPP", "VOP2_DPP": "VOP2-DPP",
    "VOPC_DPP": "VOPC-DPP", "VOP1_SDWA": "VOP1-SDWA", "VOP2_SDWA": "VOP2-SDWA",
    "VOPC_SDWA": "VOPC-SDWA", "VOP3P_SCALE": "VOP3P-MAI",
}
_FLAT_SEGMENTS = {0: "FLAT", 1: "SCRATCH", 2: "GLOBAL"}


class Instruction:
    """One decoded instruction.

    ``text`` is what llvm-mc 22 prints for it, except where llvm-mc's text
    would lose bits of the word: then gcnasm appends an extension comment
    ``/*gcnasm: xor=0x...*/`` (see docs/isa.md) so that ``encode(text)``
    gives back these exact bytes; ``llvm_text`` is llvm-mc's text alone."""

    __slots__ = ("offset", "size", "_data", "family", "key", "value", "literal", "_render",
                 "_llvm_text", "_text", "_compiled", "_proto", "_semantics")

    def __init__(self, data: bytes, offset: int, size: int, family, key, value, literal,
                 render, compiled=None):
        self._data = bytes(data[offset:offset + size])
        self.offset = offset
        self.size = size
        self.family = family
        self.key = key
        self.value = value
        self.literal = literal
        self._render = render
        self._llvm_text: Optional[str] = None
        self._text: Optional[str] = None
        self._compiled = compiled
        self._proto: Optional["Instruction"] = None    # the same bytes seen first
        self._semantics: Optional["InstructionSemantics"] = None

    # -- text ------------------------------------------------------------------
    def _at(self, offset: int) -> "Instruction":
        """This instruction as found at another offset (same bytes)."""
        if offset == self.offset:
            return self
        twin = Instruction.__new__(Instruction)
        twin._data = self._data
        twin.offset = offset
        twin.size = self.size
        twin.family = self.family
        twin.key = self.key
        twin.value = self.value
        twin.literal = self.literal
        twin._render = None
        twin._llvm_text = self._llvm_text
        twin._text = self._text
        twin._compiled = self._compiled
        twin._proto = self if self._proto is None else self._proto
        twin._semantics = self._semantics
        return twin

    @property
    def llvm_text(self) -> str:
        if self._llvm_text is None:
            self._llvm_text = self._render()
        return self._llvm_text

    @property
    def text(self) -> str:
        if self._text is None:
            if self._proto is not None:          # text is the same at any offset
                self._text = self._proto.text
                return self._text
            self._text = lossless.text_of(self._compiled, self.value, self.literal,
                                          self.llvm_text, self._data)
        return self._text

    @property
    def mnemonic(self) -> str:
        return self.llvm_text.split(" ", 1)[0]

    @property
    def operand_texts(self) -> Tuple[str, ...]:
        """The operand and modifier texts, as llvm-mc prints them."""
        toks = split_tokens(self.llvm_text)[1:]
        return tuple(t for t in (x.strip() for x in toks) if t and t != ",")

    # -- typed model (see gcnasm/isa/semantics.py) --------------------------------
    @property
    def semantics(self) -> "InstructionSemantics":
        """Everything below, computed once per distinct instruction word."""
        sem = self._semantics
        if sem is None:
            proto = self._proto
            if proto is not None:
                sem = proto.semantics
            else:
                # imported on first use: decoding and printing (the command
                # line's cold start) never need the model
                from .semantics import semantics_of
                c = self._compiled
                sem = semantics_of(self, c.template if c is not None else None)
            self._semantics = sem
        return sem

    @property
    def operands(self) -> Tuple["Operand", ...]:
        """Typed operands and modifiers in printed order: Register,
        Immediate, Literal, Label, Modifier (gcnasm.isa.operands)."""
        return self.semantics.operands

    @property
    def operand_fields(self) -> Tuple[Optional[str], ...]:
        """For each operand, the encoding field it prints: "src0", "src1",
        "src2" for sources (an MFMA's A, B, C), "vdst", "sdst", "vdata",
        "addr", "data0", "srsrc", ...; None for modifiers and for registers
        printed as fixed text (vcc of a VOP2/VOPC e32 form)."""
        return self.semantics.fields

    def operand(self, field: str) -> Optional["Operand"]:
        """The operand printed from encoding field ``field`` (see
        operand_fields), or None when the instruction has none."""
        sem = self.semantics
        for op, name in zip(sem.operands, sem.fields):
            if name == field:
                return op
        return None

    @property
    def memory_width(self) -> Optional[int]:
        """Bytes one lane's memory access moves (SMEM: the whole access; LDS-DMA:
        the bytes each lane writes to LDS); None for non-memory instructions."""
        return self.semantics.memory_width

    @property
    def defs(self) -> Tuple[int, ...]:
        """Indices into ``operands`` of the registers written."""
        return self.semantics.defs

    @property
    def uses(self) -> Tuple[int, ...]:
        """Indices into ``operands`` of the registers read (a register both
        read and written is in both)."""
        return self.semantics.uses

    @property
    def reads(self) -> FrozenSet["RegisterUnit"]:
        """Every 32-bit register unit read, implicit ones included."""
        return self.semantics.reads

    @property
    def writes(self) -> FrozenSet["RegisterUnit"]:
        """Every 32-bit register unit written, implicit ones included."""
        return self.semantics.writes

    @property
    def category(self) -> str:
        """salu, valu, trans, mfma, vmem, flat, lds, smem, branch, waitcnt,
        barrier, nop or other."""
        return self.semantics.category

    @property
    def is_xdl(self) -> bool:
        """A matrix instruction executed on the XDL unit (MFMA/SMFMAC, not
        the f64 DGEMMs)."""
        return "xdl" in self.semantics.flags

    @property
    def is_dgemm(self) -> bool:
        """An f64 matrix instruction (v_mfma_f64_*)."""
        return "dgemm" in self.semantics.flags

    @property
    def is_dot(self) -> bool:
        """A dot-product instruction (v_dot*, v_dot*c)."""
        return "dot" in self.semantics.flags

    @property
    def passes(self) -> Optional[int]:
        """gfx950 pass count of a matrix instruction (f8f6f4: by its A/B
        formats), else None."""
        return self.semantics.passes

    @property
    def may_load(self) -> bool:
        return "load" in self.semantics.flags

    @property
    def may_store(self) -> bool:
        return "store" in self.semantics.flags

    @property
    def is_atomic(self) -> bool:
        return "atomic" in self.semantics.flags

    @property
    def is_lds_dma(self) -> bool:
        """A buffer/global load that writes LDS (address in m0), not VGPRs."""
        return "lds_dma" in self.semantics.flags

    @property
    def writes_lds(self) -> bool:
        """Writes LDS memory: LDS-DMA loads, DS stores and atomics."""
        f = self.semantics.flags
        return "lds_dma" in f or (self.family.name == "DS" and "store" in f)

    @property
    def counters(self) -> FrozenSet[str]:
        """The s_waitcnt counters it increments: "vm_cnt", "lgkm_cnt", "exp_cnt"."""
        return self.semantics.counters

    @property
    def waitcnt(self) -> Optional[Dict[str, int]]:
        """For s_waitcnt: the count each counter must drop to,
        {"vm_cnt": 0..63, "exp_cnt": 0..7, "lgkm_cnt": 0..15} (the maximum
        means no wait), read from simm16 as gfx9 lays it out: vmcnt in bits
        3:0 and 15:14, expcnt 6:4, lgkmcnt 11:8.  None for anything else."""
        if self.family.name != "SOPP" or self.mnemonic != "s_waitcnt":
            return None
        simm = self.value & 0xFFFF
        return {"vm_cnt": (simm & 0xF) | ((simm >> 14) & 0x3) << 4,
                "exp_cnt": (simm >> 4) & 0x7, "lgkm_cnt": (simm >> 8) & 0xF}

    @property
    def flat_segment(self) -> Optional[str]:
        """"flat", "global" or "scratch" for the FLAT family, else None."""
        if self.family.name != "FLAT":
            return None
        return _FLAT_SEGMENTS.get(self.key[1], "FLAT").lower()

    @property
    def encoding(self) -> str:
        name = self.family.name
        if name == "FLAT":
            return _FLAT_SEGMENTS.get(self.key[1], "FLAT")
        return _ENCODING_NAMES.get(name, name)

    def to_bytes(self) -> bytes:
        return self._data

    @property
    def words(self) -> Tuple[int, ...]:
        d = self._data
        return tuple(int.from_bytes(d[i:i + 4], "little") for i in range(0, len(d), 4))

    @property
    def branch_target(self) -> Optional[int]:
        """For a PC-relative branch: its target as a byte offset from the
        start of this instruction; else None."""
        from .fixes import BRANCHES
        if self.mnemonic not in BRANCHES:
            return None
        simm = self.value & 0xFFFF
        if simm >= 0x8000:
            simm -= 0x10000
        return (simm + 1) * 4

    def __repr__(self) -> str:
        return f"<Instruction {self.offset:#x}: {self.text} [{self._data.hex()}]>"

    def __str__(self) -> str:
        return self.text


# ---------------------------------------------------------------------------
# Decoding

def decode(data: bytes, offset: int = 0) -> Instruction:
    """Decode the instruction at ``offset`` of ``data``.  Raises DecodeError
    naming the offset and the word where llvm-mc would call it invalid."""
    c, value, literal, size = decoder.decode_word(data, offset)
    inst = Instruction(data, offset, size, c.template.family, c.template.key, value, literal,
                       None, c)
    inst._llvm_text = decoder.render(c, value, literal, offset)   # an invalid operand raises
    return inst


# Instructions already seen, by their bytes: decoding a kernel touches a few
# thousand distinct words many times over.
_seen = BoundedCache(__name__, 2_000_000)


def decode_all(data: bytes) -> List[Instruction]:
    """Decode a whole ``.text``; raises DecodeError at the first invalid word."""
    data = bytes(data)
    out = []
    append = out.append
    offset = 0
    n = len(data)
    seen = _seen
    sizes = _size_cache
    while offset < n:
        head = data[offset:offset + 8]
        size = sizes.get(head)
        if size is None:
            proto = decode(data, offset)
            size = proto.size
            if _size_fixed_by_head(proto):
                sizes.put(head, size)
            seen.put(data[offset:offset + size], proto)
        else:
            key = data[offset:offset + size]
            proto = seen.get(key)
            if proto is None:
                proto = seen.put(key, decode(data, offset))
        append(proto._at(offset))
        offset += size
    return out


_size_cache = BoundedCache(__name__, 2_000_000)


def _size_fixed_by_head(inst: Instruction) -> bool:
    """The first 8 bytes fix an instruction's size (a literal, if any, starts
    within or right after them), except for a v_mfma_ld_scale_b32 prefix,
    which is 16 bytes or 8 depending on the MFMA after it."""
    w0 = int.from_bytes(inst.to_bytes()[:4], "little")
    return not (w0 >> 23 == 0x1A7 and (w0 >> 16) & 0x7F == 0x2C)
