"""Multi-line assembly: labels, branches, symbolic literals, data and
alignment directives, and errors that name the file, line and column."""

import pytest

import gcnasm
from gcnasm.isa import assemble_lines, assemble_program, decode_all, encode


SRC = """\
start:
  s_mov_b32 s0, 5          ; a comment
loop: s_sub_u32 s0, s0, 1  // another
  s_cmp_lg_u32 s0, 0
  s_cbranch_scc1 loop
  s_getpc_b64 s[2:3]
  s_add_u32 s2, s2, table-(start+4)
  s_addc_u32 s3, s3, 0
  s_branch done
  .p2align 4
table: .long 1, 2, 0x3
  .short 7
  .byte 1, 2
done:
  s_endpgm
"""


def test_labels_and_layout():
    p = assemble_program(SRC)
    assert p.labels["loop"] == 4
    assert p.labels["table"] % 16 == 0
    insts = decode_all(p.code[:p.labels["table"]])
    branch = next(i for i in insts if i.mnemonic == "s_cbranch_scc1")
    assert branch.offset + branch.branch_target == p.labels["loop"]
    add = next(i for i in insts if i.mnemonic == "s_add_u32")
    assert add.literal == p.labels["table"] - 4     # pc of s_getpc_b64 + 4 == 4... start is 0
    assert p.code[p.labels["table"]:p.labels["table"] + 12] == bytes.fromhex("010000000200000003000000")


def test_alignment_pads_with_s_nop():
    code = assemble_lines("s_nop 1\n.p2align 4\ns_endpgm\n")
    assert code[4:16] == bytes.fromhex("000080bf") * 3


def test_symbolic_literal_is_always_a_literal():
    # 4 would be an inline constant; as a symbol difference it stays a literal
    code = assemble_lines("a:\n s_add_u32 s0, s0, b-a\nb:\n")
    assert len(code) == 8


def test_branch_out_of_range_is_an_error():
    src = "s_branch far\n.fill 40000, 4, 0\nfar:\n s_endpgm\n"
    with pytest.raises(gcnasm.AsmError) as err:
        assemble_program(src, path="big.s")
    assert "out of range" in str(err.value) and "big.s:1:" in str(err.value)


@pytest.mark.parametrize("src, where, what", [
    ("  v_foo v1\n", "x.s:1:3", "unknown mnemonic"),
    ("s_nop 0\n  s_mov_b32 s0, v1\n", "x.s:2:17", "invalid operand"),
    ("s_branch nowhere\n", "x.s:1:", "unknown label"),
    ("a:\na:\n", "x.s:2:1", "already defined"),
    (".frobnicate 3\n", "x.s:1:1", "unknown directive"),
])
def test_errors_name_file_line_column(src, where, what):
    with pytest.raises(gcnasm.AsmError) as err:
        assemble_program(src, path="x.s")
    msg = str(err.value)
    assert msg.startswith(where) and what in msg, msg


def test_encode_single_instruction_errors_carry_column():
    with pytest.raises(gcnasm.AsmError) as err:
        encode("s_add_u32 s0, s1, v2")
    assert err.value.column == 19
