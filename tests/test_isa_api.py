"""The public ISA API: names, Instruction attributes, errors."""

import pytest

import gcnasm
from gcnasm.isa import decode, decode_all, encode


def test_decode_basic_attributes():
    inst = decode(bytes.fromhex("02060480"))
    assert inst.text == "s_add_u32 s4, s2, s6"
    assert inst.mnemonic == "s_add_u32"
    assert inst.operands == ("s4", "s2", "s6")
    assert inst.encoding == "SOP2"
    assert inst.size == 4
    assert inst.to_bytes() == bytes.fromhex("02060480")


def test_literal_is_part_of_the_instruction():
    inst = decode(bytes.fromhex("ff0080be78563412"))
    assert inst.size == 8 and inst.literal == 0x12345678
    assert inst.text == "s_mov_b32 s0, 0x12345678"


def test_decode_at_offset_and_all():
    data = bytes.fromhex("000080bf" "02060480" "000081bf")
    assert decode(data, 4).text == "s_add_u32 s4, s2, s6"
    assert [i.text for i in decode_all(data)] == ["s_nop 0", "s_add_u32 s4, s2, s6", "s_endpgm"]


def test_decode_error_names_offset_and_word():
    with pytest.raises(gcnasm.DecodeError) as err:
        decode(bytes.fromhex("000080bf" "ffffffff"), 4)
    assert err.value.offset == 4 and err.value.word == 0xFFFFFFFF
    assert "0x4" in str(err.value) and "0xffffffff" in str(err.value)


def test_truncated_input_is_a_decode_error():
    with pytest.raises(gcnasm.DecodeError):
        decode(bytes.fromhex("ff0080be"))          # s_mov_b32 with a missing literal
    with pytest.raises(gcnasm.DecodeError):
        decode(b"\x00\x00")


def test_lossy_bits_survive_with_extension():
    # AMD's fp4 GEMMs set bits 13-14 of the v_mfma_ld_scale_b32 prefix, which
    # llvm-mc's text cannot carry (see ../shared/notes/llvm-lossy-encodings.md)
    data = bytes.fromhex("0060acd38c110300008cadd348110284")
    inst = decode(data)
    assert inst.llvm_text.startswith("v_mfma_scale_f32_16x16x128_f8f6f4 a[0:3], v[72:75]")
    assert inst.text.startswith(inst.llvm_text) and "/*gcnasm:" in inst.text
    assert encode(inst.text) == data


@pytest.mark.parametrize("text, message", [
    ("v_bogus_b32 v1, v2", "unknown mnemonic"),
    ("s_add_u32 s0, s1", "too few operands"),
    ("s_add_u32 s0, s1, s2, s3", "invalid operand"),
    ("v_add_f64 v[1:2], v[2:3], v[4:5]", "invalid operand"),
])
def test_encode_errors(text, message):
    with pytest.raises(gcnasm.AsmError) as err:
        encode(text)
    assert message in str(err.value)


def test_top_level_names():
    for name in ("decode", "decode_all", "encode", "assemble_lines", "AsmError", "DecodeError",
                 "Instruction"):
        assert hasattr(gcnasm, name)
