"""Registers over a kernel's whole code: an edit that adds an AGPR to a
kernel whose arch VGPRs already reach its accum_offset re-lays the
allocation (or, with --strict, is refused naming both registers and their
lines); the verifier reports the same with or without a reference; the
metadata counts follow what LLVM 22 writes (checked against clang)."""

from __future__ import annotations

import struct
import sys

import pytest

from gcnasm import AsmError, CodeObject, CodeObjectError
from gcnasm.cli import main
from gcnasm.codeobject import assemble, disassemble
from gcnasm.codeobject.registers import KernelRegisters, RegisterNeeds
from gcnasm.codeobject.verifier import verify
from gcnasm.isa import named_registers

from conftest import CORPUS, KERNELS

try:
    from gcnasm.codeobject.analysis import analyze, isa_module
    isa_module()
except CodeObjectError as exc:
    pytest.skip(f"gcnasm.isa is not available yet: {exc}", allow_module_level=True)

# An AMD kernel whose code uses v0..v255 and no AGPRs, with accum_offset 160
# (256 VGPRs granted): its a0 is v160, which the code uses.
FWD_HD128 = CORPUS / "fmha_v3_fwd" / "fwd_hd128_bf16.co"


# --- reading registers off instructions ----------------------------------------

def test_named_registers_expand_tuples_and_kinds():
    text = ("v_mfma_f32_16x16x32_bf16 a[0:3], v[72:75], v[8:11], a[0:3]")
    assert named_registers(text) == [("a", 0, 3), ("v", 72, 75), ("v", 8, 11), ("a", 0, 3)]
    assert named_registers("s_load_dwordx2 s[20:21], s[0:1], 0x0") == [("s", 20, 21),
                                                                       ("s", 0, 1)]
    assert named_registers("s_endpgm") == []
    assert named_registers("v_add_u32_e32 v1, vcc_lo, v2") == [("v", 1, 1), ("v", 2, 2)]


def test_overlap_names_the_colliding_pair():
    used = KernelRegisters([(0, "v_mov_b32 v255, 0"), (8, "v_mov_b32 v160, v1"),
                            (16, "v_accvgpr_write_b32 a0, 0")])
    assert used.needs == RegisterNeeds(vgprs=256, agprs=1, sgprs=0)
    o = used.overlap(160)
    assert (o.agpr, o.agpr_at, o.vgpr, o.vgpr_at, o.exact) == (0, 16, 160, 8, True)
    assert used.overlap(256) is None
    # no register named both ways: the AGPR block still starts below v255
    sparse = KernelRegisters([(0, "v_mov_b32 v255, 0"), (4, "v_accvgpr_write_b32 a200, 0")])
    o = sparse.overlap(160)
    assert (o.agpr, o.vgpr, o.exact) == (200, 255, False)
    assert "v160..v360" in o.describe(lambda off: f"at {off}")


def test_descriptions_never_say_no_vgprs_for_used_vgprs():
    assert RegisterNeeds(vgprs=256, agprs=1).describe_vgprs() == "v0..v255 and a0"
    assert RegisterNeeds(vgprs=1).describe_vgprs() == "v0"
    assert RegisterNeeds().describe_vgprs() == "no VGPRs"


# --- the kernel, through the command line ------------------------------

@pytest.fixture(scope="module")
def fwd(corpus_dir):
    if not FWD_HD128.is_file():
        pytest.skip(f"{FWD_HD128} is absent")
    co = CodeObject.load(FWD_HD128)
    (k,) = co.kernels
    used = KernelRegisters((it.offset, it.inst) for it in analyze(co).items if not it.is_data)
    # the scenario of the issue: v0..v255 used, no AGPRs, AGPRs from v160
    assert used.needs.vgprs == 256 and used.needs.agprs == 0
    assert k.descriptor.accum_offset == 160 and k.descriptor.vgpr_count == 256
    return co


def _with_line(text: str, line: str, before: str = "s_endpgm") -> str:
    lines = text.split("\n")
    at = next(i for i, l in enumerate(lines) if l.strip().startswith(before))
    return "\n".join(lines[:at] + [line] + lines[at:]), at + 1      # (text, its line number)


def _edit(tmp_path, co, line):
    source = disassemble(co)
    edited, number = _with_line(source, line)
    path = tmp_path / "edited.s"
    path.write_text(edited)
    ref = tmp_path / "ref.co"
    ref.write_bytes(co.to_bytes())
    return path, ref, number


def _v160_line(path) -> int:
    """The first line of ``path`` naming v160 (alone or in a tuple)."""
    import re
    pattern = re.compile(r"\bv160\b|v\[(\d+):(\d+)\]")
    for number, line in enumerate(path.read_text().split("\n"), 1):
        code = line.split("//")[0].split("/*")[0]
        for m in pattern.finditer(code):
            if m.group(0) == "v160" or int(m.group(1)) <= 160 <= int(m.group(2)):
                return number
    raise AssertionError("no line names v160")


def test_strict_refuses_an_agpr_on_a_used_arch_vgpr(fwd, tmp_path, capsys):
    path, ref, number = _edit(tmp_path, fwd, "\tv_accvgpr_write_b32 a0, 0")
    out = tmp_path / "out.co"
    assert main(["asm", str(path), "--template", str(ref), "--strict", "-o", str(out)]) != 0
    err = capsys.readouterr().err
    assert f"{path}:{number}:" in err
    assert f"a0 (line {number}) is v160" in err
    assert f"v160 (line {_v160_line(path)})" in err
    assert "accum_offset 160" in err and not out.exists()


def test_without_strict_the_agprs_move_past_the_arch_vgprs(fwd, tmp_path, capsys):
    path, ref, number = _edit(tmp_path, fwd, "\tv_accvgpr_write_b32 a0, 0")
    out = tmp_path / "out.co"
    assert main(["asm", str(path), "--template", str(ref), "-o", str(out)]) == 0
    report = capsys.readouterr().out
    assert "uses v0..v255 and a0, s0..s90" in report and "no VGPRs" not in report
    assert "accum_offset 160 -> 256" in report and f"a0 (line {number}) is v160" in report
    assert "VGPR granule 31 -> 32 (256 -> 264 VGPRs)" in report
    assert "metadata .vgpr_count 256 -> 257" in report and ".agpr_count 1 (added)" in report
    grown = CodeObject.load(out)
    (k,) = grown.kernels
    d = k.descriptor
    assert (d.accum_offset, d.vgpr_count) == (256, 264)
    assert (k.metadata[".vgpr_count"], k.metadata[".agpr_count"]) == (257, 1)
    assert k.metadata[".sgpr_count"] == fwd.kernels[0].metadata[".sgpr_count"]   # untouched
    assert d.sgpr_count == fwd.kernels[0].descriptor.sgpr_count
    capsys.readouterr()
    assert main(["verify", str(out)]) == 0
    assert main(["verify", str(out), "--reference", str(ref)]) == 0


def test_strict_accepts_an_agpr_that_stays_clear():
    """A kernel whose arch VGPRs stop below accum_offset keeps it: the edit
    is still assembled with --strict when the grant covers it."""
    kernel = CodeObject.load(KERNELS / "mfma.co")
    text = disassemble(kernel)
    d = kernel.kernels[0].descriptor
    top = d.vgpr_count - d.accum_offset - 1
    edited, _ = _with_line(text, f"\tv_accvgpr_write_b32 a{top}, 0")
    grown = assemble(edited, kernel, strict=True)
    assert grown.kernels[0].descriptor.to_bytes()[44:56] == d.to_bytes()[44:56]


def _with_accum_offset(co, accum: int, path="damaged.co"):
    """``co`` with its first kernel's accum_offset set to ``accum``."""
    data = bytearray(co.to_bytes())
    k = co.kernels[0]
    sec = co.elf.section_at_address(k.descriptor_address)
    at = sec.offset + k.descriptor_address - sec.addr + 44          # compute_pgm_rsrc3
    rsrc3, = struct.unpack_from("<I", data, at)
    struct.pack_into("<I", data, at, (rsrc3 & ~0x3F) | (accum // 4 - 1))
    return CodeObject.from_bytes(bytes(data), path)


def test_verify_with_a_reference_reports_what_plain_verify_does(fwd, tmp_path, capsys):
    """The file today's gcnasm wrote for the issue's edit (a0 left on v160)
    fails invariant 7 with and without the reference."""
    path, ref, _ = _edit(tmp_path, fwd, "\tv_accvgpr_write_b32 a0, 0")
    good = assemble(path.read_text(), fwd, path=str(path))
    bad = _with_accum_offset(good, 160)
    plain = [p for p in verify(bad).problems if p.invariant == 7]
    against = [p for p in verify(bad, reference=fwd).problems if p.invariant == 7]
    assert plain and [p.message for p in against] == [p.message for p in plain]
    assert "a0 (at .text+0x" in plain[0].message and "is v160" in plain[0].message
    out = tmp_path / "bad.co"
    out.write_bytes(bad.to_bytes())
    assert main(["verify", str(out)]) == 1
    assert main(["verify", str(out), "--reference", str(ref)]) == 1
    assert "invariant 7" in capsys.readouterr().out


def test_a_reference_with_the_same_problem_marks_it_but_still_fails():
    kernel = CodeObject.load(KERNELS / "mfma.co")
    bad = _with_accum_offset(kernel, 8)             # v0..v15 and a0..a3: AGPRs on v8..v11
    plain = [p.message for p in verify(bad).problems if p.invariant == 7]
    against = [p.message for p in verify(bad, reference=bad).problems if p.invariant == 7]
    assert plain and len(against) == len(plain)
    assert all(a == p + " (the reference has this too)" for a, p in zip(against, plain))


def test_a_template_that_already_aliases_is_not_re_laid():
    """Raising accum_offset would change what the template's own code does
    when it already uses arch VGPRs among its AGPRs: refused, naming both."""
    kernel = _with_accum_offset(CodeObject.load(KERNELS / "mfma.co"), 8)
    text = disassemble(kernel)
    edited, number = _with_line(text, "\tv_accvgpr_write_b32 a9, 0")
    with pytest.raises(AsmError) as exc:
        assemble(edited, kernel, path="alias.s")
    msg = str(exc.value)
    assert msg.startswith(f"alias.s:{number}: error: kernel gemm_bf16_16x16: ")
    assert "a0 (line " in msg and "is v8" in msg and "also uses v8 (line " in msg
    assert "already uses arch VGPRs from v8" in msg
    # an edit that adds no register is left alone
    same, _ = _with_line(text, "\ts_nop 0")
    assert assemble(same, kernel, strict=True).kernels[0].descriptor.accum_offset == 8


def test_an_sgpr_only_edit_reports_the_vgprs_the_kernel_uses():
    kernel = CodeObject.load(KERNELS / "vector_add.co")
    edited, _ = _with_line(disassemble(kernel), "\ts_mov_b32 s70, 0")
    line = next(l for l in assemble(edited, kernel).rewrite_report.lines() if "raised" in l)
    assert "no VGPRs" not in line and "uses v0.." in line and "s0..s70" in line


def test_sgprs_an_edit_adds_count_vcc_flat_scratch_and_xnack_mask():
    """The metadata's .sgpr_count gets LLVM's +6, so the grant must cover it:
    s23 on vector_add's 24 SGPRs raises the granule (strict: refused)."""
    kernel = CodeObject.load(KERNELS / "vector_add.co")
    granted = kernel.kernels[0].descriptor.sgpr_count
    edited, _ = _with_line(disassemble(kernel), f"\ts_mov_b32 s{granted - 1}, 0")
    grown = assemble(edited, kernel)
    (k,) = grown.kernels
    assert k.metadata[".sgpr_count"] == granted + 6
    assert k.descriptor.sgpr_count >= granted + 6
    assert verify(grown, reference=kernel).ok
    with pytest.raises(CodeObjectError, match="with VCC, FLAT_SCRATCH and XNACK_MASK"):
        assemble(edited, kernel, strict=True)


# --- the metadata counts against LLVM 22 ----------------------------------------

_IR = """target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %n) {
  {asm}
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %end
body:
  %pb = getelementptr float, ptr addrspace(1) %b, i32 %i
  %pa = getelementptr float, ptr addrspace(1) %a, i32 %i
  %vb = load float, ptr addrspace(1) %pb
  %va = load float, ptr addrspace(1) %pa
  %s = fadd float %va, %vb
  store float %s, ptr addrspace(1) %pa
  br label %end
end:
  ret void
}
"""

_EDITS = {
    "sgprs": ["s_mov_b32 s70, 0"],
    # s0..s(granted-1) fit the grant by the verifier's count, not by LLVM's
    "sgprs_up_to_the_grant": ["s_mov_b32 s{top}, 0"],
    "agprs_clear": ["v_accvgpr_write_b32 a3, 0"],
    "agprs_on_vgprs": ["v_mov_b32 v40, 0", "v_accvgpr_write_b32 a3, 0"],
    "all": ["v_mov_b32 v40, 0", "v_accvgpr_write_b32 a3, 0", "s_mov_b32 s70, 0"],
}


def _clang_co(toolchain, lines) -> CodeObject:
    """Compile _IR with ``lines`` as inline assembly at the top (clang -S),
    assemble with llvm-mc and link with ld.lld."""
    import tempfile
    from pathlib import Path
    try:
        clang = toolchain.tool("clang")
    except Exception as exc:                       # noqa: BLE001 - reported as the skip
        pytest.skip(f"clang for gfx950 is absent: {exc}")
    asm = "\n  ".join(
        f'call void asm sideeffect "{l}", "~{{{l.split()[1].rstrip(",")}}}"()' for l in lines)
    with tempfile.TemporaryDirectory() as tmp:
        src, out = Path(tmp) / "k.ll", Path(tmp) / "k.s"
        src.write_text(_IR.replace("{asm}", asm))
        clang.run(["-x", "ir", "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx950", "-nogpulib",
                   "-O2", "-S", str(src), "-o", str(out)])
        sys.path.insert(0, str(KERNELS))
        import build
        return CodeObject.from_bytes(build.build_text(out.read_text(), toolchain), "clang.co")


@pytest.fixture(scope="module")
def base(toolchain):
    return _clang_co(toolchain, [])


@pytest.mark.parametrize("edit", sorted(_EDITS))
def test_raised_counts_are_what_llvm_writes(toolchain, base, edit):
    """gcnasm's edit of the plain kernel gets the granules, accum_offset and
    metadata counts that LLVM gives the kernel compiled with the same lines."""
    top = base.kernels[0].descriptor.sgpr_count - 1
    new = [l.format(top=top) for l in _EDITS[edit]]
    want = _clang_co(toolchain, new)
    text = disassemble(base)
    lines = text.split("\n")
    at = next(i for i, l in enumerate(lines) if l.startswith("k:")) + 1
    edited = "\n".join(lines[:at] + ["\t" + l for l in new] + lines[at:])
    got = assemble(edited, base)
    (g,), (w,) = got.kernels, want.kernels
    for field in ("granulated_workitem_vgpr_count", "granulated_wavefront_sgpr_count",
                  "accum_offset"):
        assert getattr(g.descriptor, field) == getattr(w.descriptor, field), field
    for key in (".vgpr_count", ".agpr_count", ".sgpr_count"):
        assert g.metadata[key] == w.metadata[key], key
    assert verify(got, reference=base).ok
    if edit == "sgprs_up_to_the_grant":
        assert g.descriptor.sgpr_count > base.kernels[0].descriptor.sgpr_count


@pytest.mark.parametrize("name", ["two_kernels", "mfma", "const_table", "kernarg_preload"])
def test_kernel_registers_take_the_instructions_in_each_kernels_ranges(name):
    """kernel_registers slices each kernel's ranges out of the analysis by
    offset: the same registers and first uses as testing every
    instruction's offset against every range."""
    from gcnasm.codeobject.registers import kernel_code, kernel_registers
    co = CodeObject.load(KERNELS / f"{name}.co")
    an = co.program().analysis
    placed = [(o, w) for o, w in zip(an.starts, an.decoded) if w is not None]
    for whole in (False, True):
        found = kernel_registers(co, an, whole)
        for k, spans in kernel_code(co, an, whole).items():
            each = KernelRegisters((o, w) for o, w in placed
                                   if any(start <= o < stop for start, stop in spans))
            assert found[k].needs == each.needs
            assert found[k].first_uses() == each.first_uses()
