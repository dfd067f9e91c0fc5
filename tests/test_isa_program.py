"""Multi-line assembly: labels, branches, symbolic literals, data and
alignment directives, and errors that name the file, line and column."""

import re

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


# A source with an error on many lines, some indented with tabs: gcnasm
# reports every one as llvm-mc does (file:line:col, message, the line with its
# tabs expanded to 8-column stops, a caret under the column).
MANY_ERRORS = """\
start:
\tbuffer_load_dword v1, s[4:6], 0 offen
\t  s_add_u32 s0, s1, v2 ; a comment
  s_nop 0
\t\tv_foo_b32 v1, v2
\tbuffer_load_dword v1, off, s[4:5], 0
 \t s_add_u32 s0, s1
\tv_mov_b32 v1, v256
\ts_endpgm
\tds_read_b32 v1, v2 offset:70000
"""


def _diagnostics(text: str, path: str):
    """(location, message, source line, caret line) of each error in
    llvm-mc's (or gcnasm's) stderr."""
    lines = text.splitlines()
    out = []
    for i, line in enumerate(lines):
        head = f"{path}:"
        if line.startswith(head) and ": error: " in line:
            where, message = line[len(head):].split(": error: ", 1)
            out.append((where, message, lines[i + 1], lines[i + 2]))
    return out


def test_every_error_reported_like_llvm_mc(toolchain, tmp_path):
    src = tmp_path / "bad.s"
    src.write_text(MANY_ERRORS)
    proc = toolchain.llvm_mc.run(["-triple=amdgcn-amd-amdhsa", "-mcpu=gfx950", str(src),
                                  "-o", "/dev/null"], check=False)
    want = _diagnostics(proc.stderr.decode(), str(src))
    assert proc.returncode == 1 and len(want) == 7, proc.stderr.decode()
    with pytest.raises(gcnasm.AsmError) as err:
        assemble_program(MANY_ERRORS, path=str(src))
    got = _diagnostics(str(err.value), str(src))
    assert len(err.value.errors) == len(got) == len(want)
    for (g_where, g_msg, g_line, g_caret), (w_where, w_msg, w_line, w_caret) in zip(got, want):
        assert g_where == w_where
        # gcnasm may say more after llvm-mc's words ("invalid instruction: unknown
        # mnemonic 'v_foo_b32'")
        assert g_msg.startswith(w_msg), (g_msg, w_msg)
        assert (g_line, g_caret) == (w_line, w_caret)
    first = err.value
    assert (first.line, first.column) == (2, 24)     # the first error leads


def test_error_limit():
    src = "".join(f"\tv_foo_b32 v{i}, v2\n" for i in range(30))
    with pytest.raises(gcnasm.AsmError) as err:
        assemble_program(src, path="x.s")
    assert len(err.value.errors) == 20 and err.value.truncated
    assert str(err.value).endswith("x.s: note: too many errors; stopped after the first 20 "
                                   "(the error limit)")
    # llvm-mc 22 has no limit: error_limit=0 reports them all, as it does
    with pytest.raises(gcnasm.AsmError) as err:
        assemble_program(src, path="x.s", error_limit=0)
    assert [e.line for e in err.value.errors] == list(range(1, 31))
    assert not err.value.truncated and "note:" not in str(err.value)


def test_errors_of_both_passes_in_line_order():
    src = "s_branch nowhere\n  v_foo v1\na:\na: s_nop 0\n.long undefined\n"
    with pytest.raises(gcnasm.AsmError) as err:
        assemble_program(src, path="x.s")
    assert [(e.line, e.column) for e in err.value.errors] == [(1, 10), (2, 3), (4, 1), (5, 7)]
    assert "unknown label" in err.value.errors[0].message


def test_asm_error_pickles_with_every_error():
    import pickle
    with pytest.raises(gcnasm.AsmError) as err:
        assemble_program("v_foo v1\nv_bar v2\n", path="x.s")
    copy = pickle.loads(pickle.dumps(err.value))
    assert str(copy) == str(err.value) and len(copy.errors) == 2


def test_lines_assemble_as_the_text_does():
    """assemble_program takes the text or its lines (the rewriter hands it
    lines), with the same result."""
    whole = assemble_program(SRC)
    lines = assemble_program(SRC.splitlines())
    assert (lines.code, lines.labels, lines.lines) == (whole.code, whole.labels, whole.lines)


@pytest.mark.parametrize("enabled", [True, False])
def test_the_cycle_collector_is_left_as_it_was(enabled):
    """Assembling pauses Python's cycle collector (start-up time) and
    restores it as it found it, after an error too."""
    import gc
    from gcnasm.isa.program import cycle_collection_paused
    was = gc.isenabled()
    try:
        gc.enable() if enabled else gc.disable()
        assemble_program(SRC)
        assert gc.isenabled() is enabled
        with pytest.raises(gcnasm.AsmError):
            assemble_program("s_nop 0\n  v_bogus v0\n")
        assert gc.isenabled() is enabled
        with cycle_collection_paused():
            assert not gc.isenabled()
        assert gc.isenabled() is enabled
    finally:
        gc.enable() if was else gc.disable()


def test_encoding_leaves_no_garbage_cycles():
    """An instruction that llvm-mc tries in several forms raises and catches
    a mismatch per form; the encoder lets them go, so that nothing it made
    waits for the cycle collector (its frames would hold the caller's)."""
    import gc
    from gcnasm.isa import clear_caches
    clear_caches()
    encode("v_add_f32 v0, v1, v2")       # load what the encoder builds once
    clear_caches()
    gc.collect()
    was = gc.isenabled()
    gc.disable()
    try:
        for text in ("v_add_f32 v0, v1, v2", "v_add_f32 v0, s1, v2 clamp", "s_nop 0"):
            encode(text)
        assert gc.collect() == 0
    finally:
        if was:
            gc.enable()


# --- branches to labels encoded without the encoder (branch_words) ------------

from gcnasm.isa import program as program_module    # noqa: E402


def _branch_program(mnemonics, gap_words: int) -> str:
    """Each branch to a label before it, one after it, and one at
    ``gap_words`` words' distance both ways."""
    lines = ["start:"]
    for m in mnemonics:
        lines += [f"\t{m} start", f"\t{m} end", "\ts_nop 0"]
    lines += ["mid:"] + ["\ts_nop 1"] * gap_words + ["end:"]
    lines += [f"\t{m} mid" for m in mnemonics]
    return "\n".join(lines) + "\n"


def test_branch_words_match_llvm_mc(toolchain, tmp_path):
    """Every branch branch_words knows (once branch_texts has encoded its
    texts), at displacements 0, 1, -1, 32767 and -32768 words, as llvm-mc
    encodes it (the assembler's fast path writes these words without the
    encoder)."""
    program_module.branch_texts()
    words = program_module.branch_words()
    assert {"s_branch", "s_cbranch_scc0", "s_cbranch_scc1", "s_cbranch_vccz",
            "s_cbranch_vccnz", "s_cbranch_execz", "s_cbranch_execnz"} <= set(words)
    assert "s_call_b64" not in words           # takes a register too
    displacements = (0, 1, -1, 32767, -32768)
    src = tmp_path / "b.s"
    src.write_text("".join(f"\t{m} {d}\n" for m in sorted(words) for d in displacements))
    proc = toolchain.llvm_mc.run(["-triple=amdgcn-amd-amdhsa", "-mcpu=gfx950", "-show-encoding",
                                  str(src)])
    encodings = re.findall(r"encoding: \[([^\]]*)\]", proc.stdout.decode())
    want = [bytes(int(b, 16) for b in e.split(",")) for e in encodings]
    got = [(words[m] | (d & 0xFFFF)).to_bytes(4, "little") for m in sorted(words)
           for d in displacements]
    assert got == want


def test_branch_words_need_all_three_encodings():
    gcnasm.isa.clear_caches()
    assert program_module.branch_words() == {}
    program_module.branch_texts()
    assert "s_branch" in program_module.branch_words()
    gcnasm.isa.clear_caches()


def _both_ways(src: str, monkeypatch):
    """assemble_program's result (or error text) with the branch fast path
    and without it (the encoder then encodes every branch)."""
    out = []
    for fast in (True, False):
        with monkeypatch.context() as m:
            if fast:
                program_module.branch_texts()
            else:
                m.setattr(program_module, "branch_words", dict)
            try:
                p = assemble_program(src, path="b.s")
                out.append((p.code, p.labels, p.lines))
            except gcnasm.AsmError as exc:
                out.append(str(exc))
    return out


@pytest.mark.parametrize("gap_words", [0, 5, 32760, 32767, 32768, 40000])
def test_branches_with_branch_words_as_the_encoder_does(gap_words, monkeypatch):
    """With the fast path a branch line's bytes, and the errors of one out of
    reach, are those the encoder gives."""
    src = _branch_program(sorted(program_module.branch_words() or {"s_branch": 0,
                                                                    "s_cbranch_scc0": 0}),
                          gap_words)
    fast, slow = _both_ways(src, monkeypatch)
    assert fast == slow
    if gap_words <= 5 or gap_words >= 32768:
        assert isinstance(fast, str) == (gap_words >= 32768)      # in reach, out of reach


@pytest.mark.parametrize("src", ["\ts_branch nowhere\n",
                                 "\ts_branch odd\n\t.byte 1\nodd:\n\ts_nop 0\n",
                                 "\ts_branch 0x10\n\ts_branch .L1\n.L1:\n\ts_cbranch_scc1 .L1\n",
                                 "x:\n\tS_BRANCH x\n\ts_branch  x\n\ts_branch x // back\n",
                                 "foo@bar:\n\ts_branch foo@bar\n\ts_branch foo@rel32@lo\n",
                                 "a$b:\n\ts_cbranch_scc0 a$b\n\ts_branch $x\n$x:\n",
                                 "vcc:\n\ts_cbranch_vccz vcc\ns_nop:\n\ts_branch s_nop\n"])
def test_branch_lines_the_fast_path_leaves_to_the_encoder(src, monkeypatch):
    fast, slow = _both_ways(src, monkeypatch)
    assert fast == slow
