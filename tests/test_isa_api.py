"""The public ISA API: names, Instruction attributes, errors."""

import pytest

import gcnasm
from gcnasm.isa import decode, decode_all, encode


def test_decode_basic_attributes():
    inst = decode(bytes.fromhex("02060480"))
    assert inst.text == "s_add_u32 s4, s2, s6"
    assert inst.mnemonic == "s_add_u32"
    assert inst.operand_texts == ("s4", "s2", "s6")
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


def test_decode_offsets_shares_one_instruction_per_distinct_word():
    from gcnasm.isa import decode_offsets, decode_shared
    data = bytes.fromhex("000080bf" "02060480" "000080bf" "ff0080be78563412" "000081bf")
    offsets, shared = decode_offsets(data)
    assert offsets == [0, 4, 8, 12, 20]
    assert shared[0] is shared[2]                   # the same bytes: one object
    insts = decode_all(data)
    assert [i.offset for i in insts] == offsets
    assert [i.text for i in insts] == [s.text for s in shared]
    assert [i.to_bytes() for i in insts] == [s.to_bytes() for s in shared]
    twin = shared[0].at(8)
    assert twin.offset == 8 and twin.text == "s_nop 0" and twin.size == 4
    assert shared[0].at(shared[0].offset) is shared[0]
    assert decode_shared(data, 12).literal == 0x12345678
    assert decode(data, 12).offset == 12 and decode(bytearray(data), 12).size == 8


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


# Lines llvm-mc refuses, one per kind of mistake: gcnasm must refuse each with
# llvm-mc's message at llvm-mc's column.
BAD_LINES = [
    "v_foo_b32 v1, v2",
    "s_add_u32 s1, s2, v3",
    "global_load_dwordx2 v[1:2], v[4:5], off",
    "s_load_dwordx2 s[1:2], s[4:5], 0x0",
    "s_load_dwordx4 s[2:5], s[4:5], 0x0",
    "s_mov_b64 s[2:3], s[101:102]",
    "v_add_f32_e64 v1, 0x12345678, v2",
    "v_add_f32_e64 v1, 1.5, v2",
    "ds_read_b32 v1, v2 offset:70000",
    "ds_read_b32 v1, v2 offset:-1",
    "global_load_dword v1, v[2:3], off offset:5000",
    "v_mfma_f32_32x32x8_f16 v[0:15], v[1:2], v[4:5], v[0:15]",
    "v_mov_b32 v1, v256",
    "v_mov_b32 v1, a256",
    "s_mov_b32 s1, s102",
    "s_mov_b32 s1, s106",
    "s_mov_b32 s1, ttmp16",
    "v_mov_b32 v1, s[0:1]",
    "v_lshlrev_b64 v[1:2], 1, v[2:3]",
    "buffer_load_dword v1, v2, s[4:7], 0x12345678 offen",
    # a buffer resource that is not 4 SGPRs, and a missing VGPR address
    "buffer_load_dword v1, s[4:6], 0 offen",
    "buffer_load_dword v1, v2, s[4:6], 0 offen",
    "buffer_load_dword v1, off, s[4:8], 0",
    "buffer_load_dword v1, off, v[4:7], 0",
    "buffer_store_dword v1, off, s[4:5], 0",
    "buffer_atomic_add v1, off, s[4:5], 0",
    "buffer_load_dword v1, off, s[5:8], 0",
    "buffer_load_dword v1, s[4:7], 0 offen",
    "buffer_load_dword v1, v[2:3], s[4:7], 0 idxen",
    "buffer_load_dword v1, v2, s[4:7], 0 idxen offen",
    # too few operands: llvm-mc points at the mnemonic
    "s_add_u32 s0, s1",
    "  s_add_u32 s0, s1,",
    "v_add_f32 v1, v2",
    "global_load_dword v1, v[2:3]",
    "ds_read_b32 v1",
    "s_add_u32 s0, , s1",
    # tab-indented lines: the column counts a tab as one character
    "\tv_add_u32 v1, v2, s[0:1]",
    "\t  \tbuffer_load_dword v1, s[4:6], 0 offen",
]


def test_error_messages_match_llvm_mc(toolchain):
    from gcnasm.isa.llvm_oracle import assemble_many
    llvm = assemble_many(BAD_LINES, toolchain=toolchain)
    bad = []
    for text, want in zip(BAD_LINES, llvm):
        assert not want.ok, f"llvm-mc accepts {text!r}: pick another bad line"
        try:
            encode(text)
            got = ("accepted", None)
        except gcnasm.AsmError as exc:
            got = (exc.message, exc.column)
        want_msg = "invalid instruction" if want.error == "invalid instruction" else want.error
        if not (got[0] or "").startswith(want_msg) or got[1] != want.column:
            bad.append((text, (want.error, want.column), got))
    assert not bad, bad


def test_buffer_resource_message_names_the_tuple():
    with pytest.raises(gcnasm.AsmError) as err:
        encode("buffer_load_dword v1, s[4:6], 0 offen")
    assert err.value.column == 23
    assert "resource must be a 4-register SGPR tuple" in err.value.message
    assert "expected 'off'" not in err.value.message


def test_top_level_names():
    for name in ("decode", "decode_all", "encode", "assemble_lines", "AsmError", "DecodeError",
                 "Instruction"):
        assert hasattr(gcnasm, name)
