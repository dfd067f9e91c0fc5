"""Standalone assembly (docs/standalone.md): the whole code object as text and
back, with no template, checked against the AMD corpus (byte for byte) and
against llvm-mc + ld.lld on the same text (section by section, .comment
aside)."""

from __future__ import annotations

import re
import subprocess
import tempfile
from pathlib import Path

import pytest

from conftest import KERNELS, REPO, corpus_files
from gcnasm import AsmError
from gcnasm.codeobject import CodeObject, assemble, disassemble, elf, verify
from gcnasm.codeobject import metadata_yaml

HAND_KERNELS = ["vector_add", "const_table", "two_kernels", "kernarg_preload", "mfma"]
TRITON = sorted((KERNELS / "triton").glob("*.s"))


def sample(step: int):
    files = corpus_files()
    return files[::step] if files else []


def llvm_link(toolchain, text: str) -> bytes:
    """llvm-mc -filetype=obj + ld.lld -shared on ``text``: the oracle."""
    obj = toolchain.mc_assemble(text, obj=True)
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "in.o").write_bytes(obj)
        toolchain.ld_lld.run(["-shared", str(Path(tmp) / "in.o"), "-o", str(Path(tmp) / "out.co")])
        return (Path(tmp) / "out.co").read_bytes()


def section_differences(mine: bytes, theirs: bytes):
    """What differs between two code objects: header, program headers, and
    each section's name, type, flags, address, size, alignment and bytes,
    .comment aside (its text names the linker)."""
    a, b = elf.ElfFile(mine, "gcnasm"), elf.ElfFile(theirs, "llvm")
    out = []
    if (a.header.ident, a.header.flags, a.header.type) != (b.header.ident, b.header.flags,
                                                             b.header.type):
        out.append("ELF header")
    seg = lambda e: [(s.type, s.flags, s.offset, s.vaddr, s.filesz, s.memsz, s.align)  # noqa
                     for s in e.segments]
    if seg(a) != seg(b):
        out.append(f"program headers {seg(a)} vs {seg(b)}")
    names_a, names_b = [s.name for s in a.sections], [s.name for s in b.sections]
    if names_a != names_b:
        return out + [f"sections {names_a} vs {names_b}"]
    for x, y in zip(a.sections, b.sections):
        if x.name == ".comment":
            continue
        kx = (x.type, x.flags, x.addr, x.size, x.addralign, x.entsize, x.link, x.info)
        ky = (y.type, y.flags, y.addr, y.size, y.addralign, y.entsize, y.link, y.info)
        if kx != ky:
            out.append(f"{x.name}: {kx} vs {ky}")
        elif a.section_bytes(x) != b.section_bytes(y):
            out.append(f"{x.name}: contents")
    return out


def without_extensions(text: str) -> str:
    return "".join(line for line in text.splitlines(True)
                   if not line.lstrip().startswith(".gcnasm_"))


def strip_debug(text: str) -> str:
    """``text`` without debug information: .loc/.file/.cfi_* lines and the
    .debug_* sections (gcnasm does not make debug sections yet)."""
    out, skip = [], False
    for line in text.splitlines():
        body = line.split(";")[0].strip()
        if body.startswith((".section", ".text")):
            name = body.split(None, 1)[1].split(",")[0].strip('"') \
                if body.startswith(".section") else ".text"
            skip = name.startswith(".debug_")
            if skip:
                continue
        if skip or body.startswith((".loc", ".file", ".cfi_")):
            continue
        out.append(line)
    return "\n".join(out) + "\n"


# --- the corpus: byte for byte --------------------------------------------------

@pytest.mark.parametrize("path", sample(37), ids=lambda p: p.name)
def test_corpus_standalone_round_trip_is_byte_identical(corpus_dir, path):
    co = CodeObject.load(path)
    text = disassemble(co, standalone=True)
    assert ".amdhsa_kernel" in text and ".amdgpu_metadata" in text
    rebuilt = assemble(text, path=f"{path.name}.s")
    assert rebuilt.to_bytes() == co.to_bytes()


OWN_CODE_OBJECTS = sorted(KERNELS.glob("*.co")) + sorted((KERNELS / "triton").glob("*.hsaco"))


@pytest.mark.parametrize("path", OWN_CODE_OBJECTS, ids=lambda p: p.name)
def test_own_code_objects_round_trip(path):
    """kernels/ (a .rodata table read through s_getpc_b64, two kernels,
    preload) and Triton's .hsaco (debug sections, absolute symbols)."""
    co = CodeObject.load(path)
    assert assemble(disassemble(co, standalone=True), path=path.name).to_bytes() == co.to_bytes()


@pytest.mark.parametrize("path", sorted(KERNELS.glob("*.co")), ids=lambda p: p.name)
def test_own_standalone_text_is_llvm_assembly(toolchain, path):
    co = CodeObject.load(path)
    text = without_extensions(disassemble(co, standalone=True))
    assert section_differences(llvm_link(toolchain, text), co.to_bytes()) == []


@pytest.mark.parametrize("path", sample(149), ids=lambda p: p.name)
def test_corpus_standalone_text_is_llvm_assembly(corpus_dir, toolchain, path):
    """Interop: without the gcnasm extension lines, llvm-mc + ld.lld make
    the same code object from gcnasm's text."""
    co = CodeObject.load(path)
    text = without_extensions(disassemble(co, standalone=True))
    differences = section_differences(llvm_link(toolchain, text), co.to_bytes())
    if "/*gcnasm:" in text:
        # words llvm-mc cannot spell (gcnasm's lossless extension, a comment
        # to llvm-mc): only .text may differ
        assert differences in ([], [".text: contents"])
    else:
        assert differences == []


@pytest.mark.parametrize("path", sample(61), ids=lambda p: p.name)
def test_metadata_yaml_is_what_llvm_prints(corpus_dir, toolchain, path):
    co = CodeObject.load(path)
    listing = toolchain.llvm_readelf.run(["--notes", str(path)]).stdout
    listing = listing.decode() if isinstance(listing, bytes) else listing
    start = listing.index("---")
    theirs = listing[start:listing.index("\n...", start) + 4].strip() + "\n"
    assert metadata_yaml.dump(co.metadata) == theirs
    assert metadata_yaml.load(theirs) == co.metadata


# --- compiler and hand-written text: as llvm-mc + ld.lld ------------------------

@pytest.mark.parametrize("name", HAND_KERNELS)
def test_kernels_match_llvm(toolchain, name):
    text = (KERNELS / f"{name}.s").read_text()
    mine = assemble(text, path=f"{name}.s").to_bytes()
    assert section_differences(mine, llvm_link(toolchain, text)) == []


@pytest.mark.parametrize("path", TRITON, ids=lambda p: p.stem)
def test_triton_matches_llvm(toolchain, path):
    """Triton's .s as it is: .loc/.file/.cfi_* (so .debug_line and
    .debug_frame), .debug_info/.debug_str with their relocations, the
    merged .debug_str.  LLVM 22's llvm-mc rejects Triton's target id, so it
    gets the equivalent standard one on its .amdgcn_target line; gcnasm keeps
    Triton's (the metadata has it verbatim either way)."""
    text = path.read_text()
    assert '.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"' in text
    llvm_text = re.sub(r'(\.amdgcn_target\s+)"amdgpu9\.50-amd-amdhsa-unknown-gfx950"',
                       r'\1"amdgcn-amd-amdhsa--gfx950"', text)
    mine = assemble(text, path=path.name)
    assert mine.metadata["amdhsa.target"] == "amdgpu9.50-amd-amdhsa-unknown-gfx950"
    names = [s.name for s in mine.elf.sections]
    assert ".debug_line" in names and ".debug_frame" in names
    assert section_differences(mine.to_bytes(), llvm_link(toolchain, llvm_text)) == []


@pytest.mark.parametrize("path", TRITON[:3], ids=lambda p: p.stem)
def test_triton_without_debug_info_matches_llvm(toolchain, path):
    text = strip_debug(path.read_text())
    llvm_text = re.sub(r'(\.amdgcn_target\s+)"amdgpu9\.50-amd-amdhsa-unknown-gfx950"',
                       r'\1"amdgcn-amd-amdhsa--gfx950"', text)
    mine = assemble(text, path=path.name)
    assert section_differences(mine.to_bytes(), llvm_link(toolchain, llvm_text)) == []


def test_vector_add_assembles_with_no_llvm_and_matches_the_committed_build():
    """kernels/vector_add.co was built by kernels/build.py (llvm-mc + ld.lld);
    gcnasm needs no LLVM for the same result."""
    mine = assemble((KERNELS / "vector_add.s").read_text(), path="vector_add.s")
    assert section_differences(mine.to_bytes(), (KERNELS / "vector_add.co").read_bytes()) == []
    assert verify(mine).ok


# --- edits --------------------------------------------------------------------------

def _edit(text: str, old: str, new: str) -> str:
    assert old in text, old
    return text.replace(old, new, 1)


EDITS = {
    "lds": [(".amdhsa_group_segment_fixed_size 0", ".amdhsa_group_segment_fixed_size 4096"),
            (".group_segment_fixed_size: 0", ".group_segment_fixed_size: 4096")],
    "vgprs": [(".amdhsa_next_free_vgpr 8", ".amdhsa_next_free_vgpr 40"),
              (".vgpr_count:     8", ".vgpr_count:     40")],
    "accum_offset": [(".amdhsa_next_free_vgpr 8", ".amdhsa_next_free_vgpr 72"),
                     (".amdhsa_accum_offset 8", ".amdhsa_accum_offset 64")],
    "kernarg": [(".amdhsa_kernarg_size 288", ".amdhsa_kernarg_size 296"),
                (".kernarg_segment_size: 288", ".kernarg_segment_size: 296")],
}


@pytest.mark.parametrize("edit", sorted(EDITS))
def test_edits_change_descriptor_and_metadata_as_llvm_does(toolchain, edit):
    text = (KERNELS / "vector_add.s").read_text()
    for old, new in EDITS[edit]:
        text = _edit(text, old, new)
    mine = assemble(text, path="vector_add.s")
    assert section_differences(mine.to_bytes(), llvm_link(toolchain, text)) == []
    assert verify(mine).ok
    k = mine.kernels[0]
    if edit == "lds":
        assert k.descriptor.group_segment_fixed_size == 4096
        assert k.metadata[".group_segment_fixed_size"] == 4096
    if edit == "vgprs":
        assert k.descriptor.granulated_workitem_vgpr_count == 4      # ceil(40 / 8) - 1
    if edit == "accum_offset":
        assert k.descriptor.accum_offset == 64
        assert k.descriptor.granulated_workitem_vgpr_count == 8     # ceil(72 / 8) - 1


def test_metadata_argument_edit(toolchain):
    text = (KERNELS / "vector_add.s").read_text()
    text = re.sub(r"(\.name:\s+)n\b", r"\1count", text, count=1)
    mine = assemble(text, path="vector_add.s")
    assert "count" in [a.get(".name") for a in mine.kernels[0].args]
    assert section_differences(mine.to_bytes(), llvm_link(toolchain, text)) == []


def test_corpus_lds_edit_flows_through(corpus_dir):
    path = sample(97)[0]
    co = CodeObject.load(path)
    text = disassemble(co, standalone=True)
    old = co.kernels[0].descriptor.group_segment_fixed_size
    text = re.sub(rf"\.amdhsa_group_segment_fixed_size {old}\b",
                  f".amdhsa_group_segment_fixed_size {old + 512}", text)
    text = re.sub(rf"(\.group_segment_fixed_size:\s+){old}\b", rf"\g<1>{old + 512}", text)
    new = assemble(text, path="edited.s")
    assert new.kernels[0].descriptor.group_segment_fixed_size == old + 512
    assert new.kernels[0].metadata[".group_segment_fixed_size"] == old + 512
    assert verify(new).ok


# --- bad input ------------------------------------------------------------------------

BASE = (KERNELS / "vector_add.s").read_text()
BAD = {
    "unknown directive": (_edit(BASE, "\t.text\n", "\t.text\n\t.frobnicate 3\n"),
                          "unknown directive '.frobnicate'"),
    "missing end": (BASE.replace("\t.end_amdhsa_kernel\n", ""), "no .end_amdhsa_kernel"),
    "field out of range": (_edit(BASE, ".amdhsa_float_denorm_mode_32 3",
                                 ".amdhsa_float_denorm_mode_32 7"), "does not fit"),
    "too many sgprs": (_edit(BASE, ".amdhsa_next_free_sgpr 14", ".amdhsa_next_free_sgpr 120"),
                       "too many SGPRs"),
    "metadata yaml": (_edit(BASE, ".kernarg_segment_size: 288", ".kernarg_segment_size: [288"),
                      "invalid .amdgpu_metadata"),
    "metadata not metadata": (_edit(BASE, ".kernarg_segment_size: 288",
                                    ".kernarg_segment_size: lots"), "must be an integer"),
    "symbol defined twice": (_edit(BASE, ".Lvector_add_done:\n",
                                   ".Lvector_add_done:\nvector_add:\n"), "already defined"),
    "repeated field": (_edit(BASE, ".amdhsa_ieee_mode 1", ".amdhsa_ieee_mode 1\n"
                                   "\t\t.amdhsa_ieee_mode 1"), "cannot be repeated"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_input_names_file_line_column(case):
    text, words = BAD[case]
    with pytest.raises(AsmError) as info:
        assemble(text, path="bad.s")
    first = info.value.errors[0]
    assert words in first.message
    assert first.path == "bad.s" and first.line >= 1 and first.column >= 1
    assert str(info.value).startswith(f"bad.s:{first.line}:{first.column}")


def test_cli_writes_nothing_on_bad_input(tmp_path):
    import os
    import sys
    src = tmp_path / "bad.s"
    src.write_text(BAD["unknown directive"][0])
    out = tmp_path / "out.co"
    env = dict(os.environ, PYTHONPATH=str(REPO))
    run = subprocess.run([sys.executable, "-m", "gcnasm", "asm", str(src), "-o", str(out)],
                         capture_output=True, text=True, env=env)
    assert run.returncode != 0
    assert f"{src}:" in run.stderr and "unknown directive" in run.stderr
    assert not out.exists()


def test_cli_standalone_round_trip(tmp_path, corpus_dir):
    import os
    import sys
    path = sample(211)[0]
    env = dict(os.environ, PYTHONPATH=str(REPO))
    text, out = tmp_path / "k.s", tmp_path / "k.co"
    subprocess.run([sys.executable, "-m", "gcnasm", "disasm", "--standalone", str(path),
                    "-o", str(text)], check=True, env=env)
    subprocess.run([sys.executable, "-m", "gcnasm", "asm", str(text), "-o", str(out)],
                   check=True, env=env, capture_output=True)
    assert out.read_bytes() == path.read_bytes()


OPENCL = """
__kernel void scale(__global float *out, __global const float *in, float s, int n) {
  int i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  if (i < n) out[i] = in[i] * s;
}
__kernel void twice(__global int *p) { p[__builtin_amdgcn_workitem_id_x()] *= 2; }
"""


@pytest.mark.parametrize("debug", [
    [], ["-debug-info-kind=line-tables-only", "-dwarf-version=4"],
    ["-debug-info-kind=line-tables-only", "-dwarf-version=5"],
    ["-debug-info-kind=line-tables-only", "-dwarf-version=5", "-fdebug-compilation-dir=/src",
     "-main-file-name", "k.cl"]], ids=["plain", "g-dwarf4", "g-dwarf5", "g-dwarf5-dir"])
def test_clang_opencl_output_matches_llvm(toolchain, tmp_path, debug):
    """clang -S for gfx950 OpenCL (two kernels, $local aliases, .set
    symbols, .AMDGPU.csdata; with -g: .ident, .file/.loc, .cfi_*, .debug_*)
    assembles as llvm-mc + ld.lld assemble it."""
    if not toolchain.available("clang"):
        pytest.skip("clang for gfx950 is absent")
    source = tmp_path / "k.cl"
    source.write_text(OPENCL)
    headers = sorted(Path(toolchain.clang.path).resolve().parent.parent.glob(
        "lib/clang/*/include"))
    toolchain.clang.run(["-cc1", "-triple", "amdgcn-amd-amdhsa", "-target-cpu", "gfx950", "-O2",
                         "-S", "-x", "cl", "-cl-std=CL2.0", *debug,
                         *(["-internal-isystem", str(headers[0])] if headers else []),
                         "-finclude-default-header", str(source), "-o", str(tmp_path / "k.s")])
    text = (tmp_path / "k.s").read_text()
    mine = assemble(text, path="k.s")
    assert [k.name for k in mine.kernels] == ["scale", "twice"]
    assert section_differences(mine.to_bytes(), llvm_link(toolchain, text)) == []


def test_got_operands_link_as_ld_lld(toolchain):
    """@gotpcrel32 operands (a defined symbol and an undefined one): .got,
    .rela.dyn, DT_RELA*, undefined symbols first in .dynsym, as ld.lld."""
    got = ("\ts_getpc_b64 s[2:3]\n\ts_add_u32 s2, s2, {0}@gotpcrel32@lo+4\n"
           "\ts_addc_u32 s3, s3, {0}@gotpcrel32@hi+12\n")
    text = _edit(BASE, "\ts_load_dword\ts4, s[0:1], 0x18",
                 got.format("vector_add") + got.format("elsewhere") +
                 "\ts_load_dword\ts4, s[0:1], 0x18")
    mine = assemble(text, path="got.s")
    assert section_differences(mine.to_bytes(), llvm_link(toolchain, text)) == []
    names = [s.name for s in mine.elf.sections]
    assert ".got" in names and ".rela.dyn" in names


def test_other_symbol_operands_are_refused_clearly():
    text = _edit(BASE, "\ts_load_dword\ts4, s[0:1], 0x18",
                 "\ts_add_u32 s2, s2, table@abs32@lo\n\ts_load_dword\ts4, s[0:1], 0x18")
    with pytest.raises(AsmError) as info:
        assemble(text, path="abs.s")
    assert "@abs32" in info.value.errors[0].message and info.value.errors[0].column == 20


ODD_VALUES = """    .gcnasm_odd:
      - !str 1
      - !str true
      - !str 0x10
      - !str ''
      - 'a: b'
      - '-x'
      - 'y''z'
      - 1.5
      - -3
      - true
      - 0x10
      - 010
      - ''
      - "tab\\there"
      - 'float*'
      - ' lead'
"""


def test_metadata_scalars_typed_and_printed_as_llvm(toolchain, tmp_path):
    """Scalars LLVM reads as another type than their text suggests, and how
    llvm-readelf prints them back (tags, quotes)."""
    text = _edit(BASE, "    .symbol:         vector_add.kd\n",
                 "    .symbol:         vector_add.kd\n" + ODD_VALUES)
    co = assemble(text, path="odd.s")
    assert co.metadata["amdhsa.kernels"][0][".gcnasm_odd"] == [
        "1", "true", "0x10", "", "a: b", "-x", "y'z", 1.5, -3, True, 16, 8, 0.0, "tab\there",
        "float*", " lead"]
    path = tmp_path / "odd.co"
    path.write_bytes(co.to_bytes())
    listing = toolchain.llvm_readelf.run(["--notes", str(path)]).stdout
    listing = listing.decode() if isinstance(listing, bytes) else listing
    start = listing.index("---")
    assert metadata_yaml.dump(co.metadata) == \
        listing[start:listing.index("\n...", start) + 4].strip() + "\n"


def test_mutated_sources_fail_cleanly():
    """Random damage to kernels/ sources: a GcnasmError (file:line:col) or a
    code object, never another exception."""
    import random
    from gcnasm import GcnasmError
    junk = [".amdhsa_kernel", ".end_amdhsa_kernel", ".amdgpu_metadata", ".end_amdgpu_metadata",
            "---", ":", '"', ".section .data,\"aw\"", ".size x, y", ".type x,@object", ".globl",
            ".set a, b", ".long x", ".byte 300", ".p2align 99", ".p2alignl 6, 1",
            ".amdhsa_next_free_vgpr -1", ".amdhsa_accum_offset 600", '.ascii "\\',
            "\t.amdhsa_code_object_version 9", '.amdgcn_target "gfx90a"', ".bss",
            ".gcnasm_descriptor_bits foo, 1", ".hidden vector_add", "\ts_branch nowhere",
            "vector_add.kd:", ".previous", ".fill -1, 4, 0", ".skip 1000000000"]
    sources = [(KERNELS / f"{k}.s").read_text().splitlines() for k in ("vector_add", "two_kernels")]
    rng = random.Random(11)
    for _ in range(150):
        lines = list(rng.choice(sources))
        for _ in range(rng.randint(1, 4)):
            j = rng.randrange(len(lines))
            roll = rng.random()
            if roll < 0.3:
                del lines[j]
            elif roll < 0.5:
                lines.insert(j, lines[rng.randrange(len(lines))])
            elif roll < 0.8:
                lines.insert(j, rng.choice(junk))
            elif lines[j]:
                k = rng.randrange(len(lines[j]))
                lines[j] = lines[j][:k] + rng.choice("9-\":,@") + lines[j][k + 1:]
        try:
            assemble("\n".join(lines) + "\n", path="fuzz.s")
        except GcnasmError:
            pass


HIP = """
#define __global__ __attribute__((global))
extern "C" __global__ void axpy(float *y, const float *x, float a, int n) {
  int i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 256;
  if (i < n) y[i] += a * x[i];
}
"""


def test_clang_hip_output_matches_llvm(toolchain, tmp_path):
    """clang -S for HIP device code (a .bss for the compilation-unit id, DWARF
    5 line tables)."""
    if not toolchain.available("clang"):
        pytest.skip("clang for gfx950 is absent")
    (tmp_path / "k.hip").write_text(HIP)
    toolchain.clang.run(["-cc1", "-triple", "amdgcn-amd-amdhsa", "-aux-triple",
                         "x86_64-unknown-linux-gnu", "-target-cpu", "gfx950", "-fcuda-is-device",
                         "-O2", "-S", "-x", "hip", "-debug-info-kind=line-tables-only",
                         str(tmp_path / "k.hip"), "-o", str(tmp_path / "k.s")])
    text = (tmp_path / "k.s").read_text()
    mine = assemble(text, path="k.s")
    assert ".bss" in [s.name for s in mine.elf.sections]
    assert section_differences(mine.to_bytes(), llvm_link(toolchain, text)) == []


DATA = """\t.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
\t.text
\t.globl k
\t.p2align 8
\t.type k,@function
k:
\ts_endpgm
\t.data
\t.globl counter
\t.type counter,@object
counter:
\t.long 5, 6, 7
\t.size counter, 12
\t.bss
\t.p2align 3
scratch:
\t.zero 24
\t.section .data.extra,"aw",@progbits
\t.byte 1
\t.section .text.more,"ax",@progbits
more:
\ts_nop 0
"""


def test_writable_data_and_section_prefixes_as_ld_lld(toolchain):
    """.data and .bss after RELRO in a PT_LOAD of their own; .data.extra
    into .data and .text.more into .text, as ld.lld names output sections."""
    mine = assemble(DATA, path="data.s")
    assert section_differences(mine.to_bytes(), llvm_link(toolchain, DATA)) == []
