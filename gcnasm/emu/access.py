"""Operand access: closures that read and write the registers an operand
of the typed instruction model (:mod:`gcnasm.isa.operands`) names.

Readers return arrays that broadcast against (n, 64) lanes: a VGPR gives
its (n, 64) row, a scalar register (n, 1), a constant a 0-d array.  Scalar
readers (for SALU) give (n,) rows.  Nothing here parses instruction text.
"""

from __future__ import annotations

from typing import Callable, Dict, Optional

import numpy as np

from ..isa import Immediate, Label, Literal, Modifier, Register
from .errors import EmulationError
from .state import EXEC, SCC

U32 = np.uint32
U64 = np.uint64

# Aperture bases (high 32 bits) the emulated device reports through
# src_shared_base / src_private_base and the hidden aperture arguments.
SHARED_APERTURE = 0x1000_0000_0000_0000
PRIVATE_APERTURE = 0x2000_0000_0000_0000
APERTURE_SIZE = 1 << 32
_CONSTANT_SOURCES = {235: SHARED_APERTURE >> 32, 236: (SHARED_APERTURE + APERTURE_SIZE - 1) >> 32,
                     237: PRIVATE_APERTURE >> 32, 238: (PRIVATE_APERTURE + APERTURE_SIZE - 1) >> 32,
                     239: 0}


def scalar_code(op: Register) -> int:
    """The 9-bit source code (row of ``Waves.s``) of a scalar register."""
    if op.file == "s":
        return op.first
    if op.file == "ttmp":
        return 108 + op.first
    if op.file == "special":
        return op.first
    raise EmulationError(f"{op.text} is not a scalar register")


def constant_value(op, bits: int = 32, float64: bool = False) -> int:
    """The value of an Immediate/Literal operand as an unsigned ``bits`` integer.

    TODO(model): the typed model gives a 64-bit operand's literal as its 32
    encoded bits without saying how the hardware widens it (the high half for
    f64 operands, zero/sign extension for b64/u64); this adapter decides from
    ``float64`` and the printed text."""
    value = int(op.value)
    if bits == 64:
        if float64 and (isinstance(op, Literal) or (value & 0xFFFFFFFF) == value and _is_float_text(op.text)):
            return (value & 0xFFFFFFFF) << 32
        return value & 0xFFFFFFFFFFFFFFFF
    return value & ((1 << bits) - 1)


def _is_float_text(text: str) -> bool:
    return any(c in text for c in ".e") and not text.startswith("0x")


def modifiers(inst) -> Dict[str, object]:
    """The instruction's Modifier operands by name."""
    return {op.name: op.value for op in inst.operands if isinstance(op, Modifier)}


def sources(inst):
    """Operands that are values (registers and constants), in order."""
    return [op for op in inst.operands if isinstance(op, (Register, Immediate, Literal))]


# --- vector-context readers ------------------------------------------------------

def vector_reader(op, bits: int = 32, float64: bool = False) -> Callable:
    """A reader of ``op`` as 32- or 64-bit lanes (uint32 / uint64 arrays)."""
    if isinstance(op, (Immediate, Literal)):
        const = np.array(constant_value(op, bits, float64), dtype=U64 if bits == 64 else U32)
        return lambda st: const
    if not isinstance(op, Register):
        raise EmulationError(f"operand {op.text} is not a value")
    i = op.first
    if bits == 32:
        if op.file == "v":
            return lambda st: st.v[i]
        if op.file == "a":
            return lambda st: st.a[i]
        code = scalar_code(op)
        if code in _CONSTANT_SOURCES:
            const = np.array(_CONSTANT_SOURCES[code], dtype=U32)
            return lambda st: const
        if code == 0xFC:        # src_execz
            return lambda st: (~(st.s[EXEC] | st.s[EXEC + 1]).astype(bool)).astype(U32)[:, None]
        if code == 0xFB:        # src_vccz
            return lambda st: (~(st.s[106] | st.s[107]).astype(bool)).astype(U32)[:, None]
        return lambda st: st.s[code][:, None]
    if op.file == "v":
        return lambda st: st.v[i].astype(U64) | (st.v[i + 1].astype(U64) << U64(32))
    if op.file == "a":
        return lambda st: st.a[i].astype(U64) | (st.a[i + 1].astype(U64) << U64(32))
    code = scalar_code(op)
    return lambda st: (st.s[code].astype(U64) | (st.s[code + 1].astype(U64) << U64(32)))[:, None]


def vector_writer(op: Register, bits: int = 32) -> Callable:
    """A writer ``(st, value, lanes)`` of a VGPR/AGPR destination."""
    if not isinstance(op, Register) or op.file not in ("v", "a"):
        raise EmulationError(f"destination {getattr(op, 'text', op)} is not a vector register")
    i = op.first
    file = op.file
    if bits == 32:
        def write(st, value, lanes):
            np.copyto((st.v if file == "v" else st.a)[i], value, where=lanes, casting="unsafe")
        return write

    def write64(st, value, lanes):
        regs = st.v if file == "v" else st.a
        value = np.asarray(value, dtype=U64)
        np.copyto(regs[i], value & U64(0xFFFFFFFF), where=lanes, casting="unsafe")
        np.copyto(regs[i + 1], value >> U64(32), where=lanes, casting="unsafe")
    return write64


def vector_rows(op: Register):
    """The register file array and first row of a v/a register operand."""
    return ("v" if op.file == "v" else "a"), op.first


# --- scalar-context readers ------------------------------------------------------

def scalar_reader(op, bits: int = 32) -> Callable:
    """A reader of ``op`` as (n,) uint32 or uint64 (or a 0-d constant)."""
    if isinstance(op, (Immediate, Literal)):
        const = np.array(constant_value(op, bits), dtype=U64 if bits == 64 else U32)
        return lambda st: const
    if not isinstance(op, Register):
        raise EmulationError(f"operand {op.text} is not a value")
    code = scalar_code(op)
    if code in _CONSTANT_SOURCES:
        const = np.array(_CONSTANT_SOURCES[code], dtype=U32)
        if bits == 64:
            const = np.array(_CONSTANT_SOURCES[code] << 32, dtype=U64)
        return lambda st: const
    if bits == 32:
        if code == 0xFC:
            return lambda st: (~(st.s[EXEC] | st.s[EXEC + 1]).astype(bool)).astype(U32)
        if code == 0xFB:
            return lambda st: (~(st.s[106] | st.s[107]).astype(bool)).astype(U32)
        return lambda st: st.s[code]
    return lambda st: st.s[code].astype(U64) | (st.s[code + 1].astype(U64) << U64(32))


def scalar_writer(op: Register, bits: int = 32) -> Callable:
    """A writer ``(st, value, act)`` of a scalar destination."""
    code = scalar_code(op)
    touches_exec = code <= EXEC + 1 < code + (bits // 32) + 1 or code in (EXEC, EXEC + 1)
    if bits == 32:
        def write(st, value, act):
            np.copyto(st.s[code], value, where=act, casting="unsafe")
            if touches_exec:
                st.exec_changed()
        return write

    def write64(st, value, act):
        value = np.asarray(value, dtype=U64)
        np.copyto(st.s[code], value & U64(0xFFFFFFFF), where=act, casting="unsafe")
        np.copyto(st.s[code + 1], value >> U64(32), where=act, casting="unsafe")
        if touches_exec:
            st.exec_changed()
    return write64


def write_scc(st, value, act) -> None:
    np.copyto(st.s[SCC], value, where=act, casting="unsafe")


def label_target(inst) -> Optional[int]:
    for op in inst.operands:
        if isinstance(op, Label):
            return inst.offset + op.target
    return None
