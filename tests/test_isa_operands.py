"""Typed operands (gcnasm.isa.operands) and Instruction.operands: every
operand llvm-mc prints becomes a Register, Immediate, Literal, Label or
Modifier whose text is the printed text."""

import pickle

import pytest
from hypothesis import given, strategies as st

from gcnasm.isa import (Immediate, Label, Literal, Modifier, Register, RegisterUnit, decode,
                        encode)
from gcnasm.isa.operands import parse_operand


def ops(text):
    return decode(encode(text)).operands


def test_register_unit_names_and_identity():
    assert str(RegisterUnit.parse("v4")) == "v4"
    assert RegisterUnit.parse("v4") is RegisterUnit("v", 4)
    assert RegisterUnit.parse("vcc_lo").file == "special"
    assert RegisterUnit.parse("ttmp3").file == "ttmp"
    assert RegisterUnit.parse("m0").name == "m0"
    assert sorted([RegisterUnit.parse(n) for n in ("v1", "s3", "a0", "s1")]) == [
        RegisterUnit.parse(n) for n in ("s1", "s3", "v1", "a0")]
    assert pickle.loads(pickle.dumps(RegisterUnit.parse("a7"))) is RegisterUnit.parse("a7")
    with pytest.raises(AttributeError):
        RegisterUnit.parse("v1").index = 3
    with pytest.raises(ValueError):
        RegisterUnit.parse("vcc")          # a pair, not one unit
    with pytest.raises(ValueError):
        RegisterUnit.parse("s106")         # gfx950 has s0..s105


def test_register_tuples():
    r = parse_operand("v[4:7]")
    assert (r.file, r.first, r.count) == ("v", 4, 4)
    assert [str(u) for u in r.units] == ["v4", "v5", "v6", "v7"]
    vcc = parse_operand("vcc")
    assert vcc.file == "special" and [str(u) for u in vcc.units] == ["vcc_lo", "vcc_hi"]
    assert [str(u) for u in parse_operand("exec").units] == ["exec_lo", "exec_hi"]
    assert [str(u) for u in parse_operand("ttmp[0:1]").units] == ["ttmp0", "ttmp1"]
    assert [str(u) for u in parse_operand("src_scc").units] == ["scc"]


def test_source_modifiers():
    r = parse_operand("-|v1|")
    assert isinstance(r, Register) and r.negated and r.absolute and r.text == "-|v1|"
    assert parse_operand("sext(v2)").modifiers == frozenset({"sext"})
    imm = parse_operand("-4.0")
    assert isinstance(imm, Immediate) and imm.value == 0xC0800000


def test_instruction_operands_kinds():
    o = ops("s_add_u32 s4, s2, s6")
    assert [type(x) for x in o] == [Register, Register, Register]
    assert [x.text for x in o] == ["s4", "s2", "s6"]
    o = ops("v_mov_b32_e32 v1, 0x12345")
    assert isinstance(o[1], Literal) and o[1].value == 0x12345
    o = ops("v_add_f16_e32 v1, 1.0, v2")
    assert isinstance(o[1], Immediate) and o[1].value == 0x3C00      # f16 operand
    o = ops("v_add_f32_e32 v1, 1.0, v2")
    assert o[1].value == 0x3F800000
    o = ops("buffer_load_dword v1, v2, s[4:7], 0 offen offset:16")
    assert o[4] == Modifier("offen", True, "offen")
    assert o[5] == Modifier("offset", 16, "offset:16")
    o = ops("s_waitcnt vmcnt(0) lgkmcnt(1)")
    assert [(m.name, m.value) for m in o] == [("vmcnt", 0), ("lgkmcnt", 1)]
    o = ops("v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf")
    assert o[2].value == (0, 1, 2, 3) and o[3].value == 15


def test_branch_operand_is_a_label():
    inst = decode(encode("s_cbranch_scc1 3"))
    (label,) = inst.operands
    assert isinstance(label, Label) and label.target == inst.branch_target == 16


def test_operand_texts_keep_the_printed_strings():
    inst = decode(encode("global_load_dword v1, v[2:3], off"))
    assert inst.operand_texts == ("v1", "v[2:3]", "off")
    assert tuple(o.text for o in inst.operands) == inst.operand_texts


@given(st.integers(0, 255), st.integers(0, 255), st.integers(0, 255))
def test_vop2_register_operands(d, a, b):
    inst = decode(encode(f"v_add_f32_e32 v{d}, v{a}, v{b}"))
    o = inst.operands
    assert [(x.file, x.first, x.count) for x in o] == [("v", d, 1), ("v", a, 1), ("v", b, 1)]


def test_model_is_not_imported_with_the_decoder():
    """Cold start: importing gcnasm.isa and decoding load no typed-model module;
    the first .operands does."""
    import subprocess
    import sys
    code = ("import sys, gcnasm.isa as isa; i = isa.decode(bytes.fromhex('02060480')); i.text; "
            "print(sorted(m for m in sys.modules if m.endswith(('.operands', '.semantics', "
            "'gfx950_semantics')))); i.operands; "
            "print(sorted(m for m in sys.modules if m.endswith(('.operands', '.semantics'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.splitlines()
    assert out[0] == "[]"
    assert out[1] == "['gcnasm.isa.operands', 'gcnasm.isa.semantics']"
