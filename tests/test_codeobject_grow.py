"""Growing .text, checked three ways:

(a) gcnasm's own verifier (layout invariants, branch/s_getpc targets kept);
(b) llvm-readelf -a and llvm-objdump -d accept the output without warnings,
    and objdump's instructions are the original ones with the insertion;
(c) for kernels/ (built from source), the grown .co is byte-identical to an
    ld.lld re-link of the same edit made in the source.

Insertions: at a kernel entry, inside a loop (between a backward branch and
its target), before s_endpgm, in the second of two kernels; of 4 bytes,
1 KiB and 64 KiB; and random valid instructions at random points
(hypothesis).
"""

from __future__ import annotations

import re
import sys

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from gcnasm import AsmError, CodeObject, CodeObjectError
from gcnasm.codeobject import assemble, disassemble
from gcnasm.codeobject.verifier import verify

from conftest import KERNELS, corpus_files

try:
    from gcnasm.codeobject.analysis import isa_module
    isa_module()
except CodeObjectError as exc:
    pytest.skip(f"gcnasm.isa is not available yet: {exc}", allow_module_level=True)

SIZES = {"4B": 1, "1KiB": 256, "64KiB": 16384}          # in s_nop 0 instructions
LABEL = re.compile(r"\s*([A-Za-z_.$][\w.$@]*)\s*:(?!:)")


# --- reading both kinds of assembly ------------------------------------------

def _code_part(line: str) -> str:
    for marker in ("//", ";"):
        at = line.find(marker)
        if at >= 0:
            line = line[:at]
    return line.strip()


def instruction_lines(text: str):
    """Indices of the instruction lines in .text of a kernels/ source or a
    gcnasm disassembly, in order; labels at each (name -> instruction number)."""
    lines = text.split("\n")
    out, labels = [], {}
    in_text, skip = True, False
    for i, line in enumerate(lines):
        body = _code_part(line)
        if not body:
            continue
        word = body.split(None, 1)[0]
        if word in (".amdhsa_kernel", ".amdgpu_metadata"):
            skip = True
        if skip:
            if word in (".end_amdhsa_kernel", ".end_amdgpu_metadata"):
                skip = False
            continue
        if word == ".text":
            in_text = True
        elif word in (".section", ".rodata", ".data"):
            in_text = False
        if not in_text:
            continue
        while True:
            m = LABEL.match(body)
            if not m:
                break
            labels[m.group(1)] = len(out)
            body = body[m.end():].strip()
        if body and not body.startswith("."):
            out.append(i)
    return lines, out, labels


def insert(text: str, index: int, new_lines):
    """``text`` with ``new_lines`` before its ``index``-th instruction."""
    lines, insts, _ = instruction_lines(text)
    at = insts[index] if index < len(insts) else len(lines)
    return "\n".join(lines[:at] + list(new_lines) + lines[at:])


def points(disassembly: str, co: CodeObject):
    """Named insertion points (instruction numbers) found in a disassembly."""
    lines, insts, labels = instruction_lines(disassembly)
    mnemonics = [lines[i].split()[0] for i in insts]
    out = {}
    entries = [labels[k.name] for k in co.kernels if k.name in labels]
    out["entry"] = entries[0]
    if len(entries) > 1:
        out["second_kernel"] = entries[1]
    ends = [i for i, m in enumerate(mnemonics) if m == "s_endpgm"]
    if ends:
        out["before_endpgm"] = ends[0]
    for n, i in enumerate(insts):
        parts = lines[i].split()
        if parts[0] in ("s_branch",) or parts[0].startswith("s_cbranch"):
            target = labels.get(parts[-1])
            if target is not None and target < n:
                out["in_loop"] = target + 1 if target + 1 < n else target
                break
    return out


# --- tools -------------------------------------------------------------------

def _build():
    if not (KERNELS / "build.py").is_file():
        pytest.skip("kernels/build.py is absent")
    sys.path.insert(0, str(KERNELS))
    import build
    return build


def _kernel_sources():
    return sorted(p.stem for p in KERNELS.glob("*.s")) if KERNELS.is_dir() else []


def llvm_accepts(toolchain, data: bytes, tmp_path, name="out.co"):
    """(b): llvm-readelf -a and llvm-objdump -d run without a warning;
    returns objdump's instruction texts (branch offsets dropped)."""
    path = tmp_path / name
    path.write_bytes(data)
    readelf = toolchain.llvm_readelf.run(["-a", "--wide", str(path)], check=False)
    assert readelf.returncode == 0 and not readelf.stderr.strip(), readelf.stderr.decode()
    objdump = toolchain.llvm_objdump.run(["-d", "--mcpu=gfx950", str(path)], check=False)
    assert objdump.returncode == 0 and not objdump.stderr.strip(), objdump.stderr.decode()
    return objdump_instructions(objdump.stdout.decode())


def objdump_instructions(listing: str):
    out = []
    for line in listing.splitlines():
        m = re.match(r"^\s+(\S.*?)\s*// [0-9A-Fa-f]+:", line)
        if not m:
            continue
        text = re.sub(r"\s*<[^>]*>$", "", m.group(1))
        parts = text.split(None, 1)
        if parts[0] in ("s_branch", "s_call_b64") or parts[0].startswith("s_cbranch"):
            text = parts[0]                      # the offset changes when code moves
        if parts[0] in ("s_add_u32", "s_addc_u32"):
            text = " ".join(text.split()[:3])   # s_getpc_b64 offsets change too
        out.append(" ".join(text.split()))
    return out


# --- round trip of our own kernels --------------------------------------------

@pytest.mark.parametrize("name", _kernel_sources())
def test_kernels_round_trip(name):
    co = CodeObject.load(KERNELS / f"{name}.co")
    assert assemble(disassemble(co), co).to_bytes() == co.to_bytes()


# --- (c) against ld.lld, with (a) and (b) -------------------------------------

CASES = [("vector_add", "entry"), ("vector_add", "before_endpgm"),
         ("two_kernels", "entry"), ("two_kernels", "in_loop"), ("two_kernels", "before_endpgm"),
         ("two_kernels", "second_kernel"),
         ("const_table", "entry"), ("const_table", "in_loop"), ("const_table", "before_endpgm"),
         ("mfma", "entry"), ("mfma", "in_loop"), ("mfma", "before_endpgm"),
         ("kernarg_preload", "before_endpgm")]


# The quick tier grows by the smallest and the largest size (in place, and
# moving everything after .text by pages); the slow tier adds 1 KiB.
@pytest.mark.parametrize("size", [s if s != "1KiB" else pytest.param(s, marks=pytest.mark.slow)
                                  for s in SIZES])
@pytest.mark.parametrize("name,where", CASES, ids=[f"{k}-{w}" for k, w in CASES])
def test_growth_matches_ld_lld(toolchain, tmp_path, name, where, size):
    build = _build()
    source_path = KERNELS / f"{name}.s"
    if not source_path.exists():
        pytest.skip(f"{source_path} is absent")
    source = source_path.read_text()
    template = CodeObject.from_bytes(build.build_text(source, toolchain), f"{name}.co")
    text = disassemble(template)
    where_at = points(text, template).get(where)
    if where_at is None:
        pytest.skip(f"{name} has no {where.replace('_', ' ')}")
    nops = ["\ts_nop 0"] * SIZES[size]
    edited_source = insert(source, where_at, nops)
    reference = build.build_text(edited_source, toolchain)
    grown = assemble(insert(text, where_at, nops), template)
    assert grown.to_bytes() == reference                                          # (c)
    assert verify(grown, reference=template).ok, "\n".join(verify(grown, template).lines())  # (a)
    # (b): LLVM reads it without warnings, and apart from s_nop 0 (inserted,
    # or alignment padding that the insertion re-sized) objdump sees the
    # same instructions; (c) already pins every byte.
    before = llvm_accepts(toolchain, template.to_bytes(), tmp_path, "before.co")
    after = llvm_accepts(toolchain, grown.to_bytes(), tmp_path)
    assert [t for t in after if t != "s_nop 0"] == [t for t in before if t != "s_nop 0"]


def test_preload_prologue(toolchain):
    """A preload kernel's body stays at entry + 256: an insertion that fits
    in the prologue's padding keeps the file's size; one that does not is
    refused with a clear error."""
    co = CodeObject.load(KERNELS / "kernarg_preload.co")
    text = disassemble(co)
    entry = points(text, co)["entry"]
    small = assemble(insert(text, entry, ["\ts_nop 0"] * 4), co)
    assert len(small.text) == len(co.text)
    assert verify(small, reference=co).ok
    with pytest.raises(CodeObjectError, match=r"saxpy_preload preloads kernel arguments.*entry \+ 256"):
        assemble(insert(text, entry, ["\ts_nop 0"] * 64), co)


def test_out_of_range_branch_is_named(toolchain):
    co = CodeObject.load(KERNELS / "two_kernels.co")
    text = disassemble(co)
    where = points(text, co)["in_loop"]
    with pytest.raises(AsmError) as info:
        assemble(insert(text, where, ["\ts_nop 0"] * 40000), co, path="big.s")
    assert "big.s:" in str(info.value)


# --- the corpus ----------------------------------------------------------------

def _corpus_sample():
    """The largest kernel, one fp4 GEMM (the family whose words llvm-mc's
    text cannot reproduce) and every 120th file; the quick tier takes the fp4
    GEMM and the first file."""
    files = corpus_files()
    if not files:
        return []
    largest = max(files, key=lambda p: p.stat().st_size)
    fp4 = [p for p in files if p.parent.name == "f4gemm"][:1]
    quick = {*fp4, files[0]}        # the quick tier's two; the slow tier has them all
    return [p if p in quick else pytest.param(p, marks=pytest.mark.slow)
            for p in sorted({largest, *fp4, *files[::120]})]


@pytest.mark.parametrize("path", _corpus_sample(), ids=lambda p: p.name)
def test_corpus_growth(toolchain, tmp_path, path):
    """Each insertion kind and size on a sample of AMD kernels: verified (a)
    and accepted by LLVM with the right instructions (b)."""
    co = CodeObject.load(path)
    text = disassemble(co)
    before = llvm_accepts(toolchain, co.to_bytes(), tmp_path, "before.co")
    for where, at in sorted(points(text, co).items()):
        for size, count in SIZES.items():
            nops = ["\ts_nop 0"] * count
            try:
                grown = assemble(insert(text, at, nops), co)
            except AsmError as exc:
                # a 64 KiB insertion may push a branch out of simm16 reach:
                # that must be the error, naming a line
                assert "out of range" in str(exc) or "reach" in str(exc), str(exc)
                continue
            report = verify(grown, reference=co)
            assert report.ok, "\n".join(report.lines())
            if size != "64KiB":
                after = llvm_accepts(toolchain, grown.to_bytes(), tmp_path)
                assert after == before[:at] + ["s_nop 0"] * count + before[at:]


# --- hypothesis: random valid instructions at random points -------------------

def _random_instruction(word: int, extra: int):
    """A valid instruction from random bytes (None when they are not one,
    or it is control flow, whose random target would be nonsense)."""
    from gcnasm import DecodeError, encode
    from gcnasm.isa import decode
    try:
        inst = decode((word & 0xFFFFFFFF).to_bytes(4, "little") + extra.to_bytes(12, "little"))
        encode(inst.text)      # text gcnasm.isa itself cannot take back is its own test's business
        # a word whose meaning depends on the word after it (an SDWA/DPP
        # marker in src0) is not an instruction on its own
        if decode(inst.to_bytes()).size != inst.size:
            return None
    except (DecodeError, AsmError):
        return None
    if inst.branch_target is not None or inst.mnemonic.startswith(
            ("s_setpc", "s_swappc", "s_getpc", "s_endpgm", "s_call", "s_branch", "s_cbranch",
             "s_trap", "s_rfe", "s_sethalt")):
        return None
    return inst


@settings(deadline=None, suppress_health_check=list(HealthCheck))
@given(kernel=st.sampled_from(["vector_add", "two_kernels", "const_table", "mfma"]),
       where=st.floats(0, 1), words=st.lists(st.tuples(st.integers(0, 2**32 - 1),
                                                        st.integers(0, 2**96 - 1)),
                                              min_size=1, max_size=6))
def test_random_insertions(kernel, where, words):
    path = KERNELS / f"{kernel}.co"
    if not path.exists():
        pytest.skip(f"{path} is absent")
    co = CodeObject.load(path)
    text = disassemble(co)
    _, insts, _ = instruction_lines(text)
    at = int(where * (len(insts) - 1))       # before an existing instruction
    new = [i for i in (_random_instruction(w, e) for w, e in words) if i is not None]
    if not new:
        return
    edited = insert(text, at, ["\t" + i.text for i in new])
    grown = assemble(edited, co)
    report = verify(grown, reference=co)
    assert report.ok, "\n".join(report.lines())
    # the instructions are the original ones with the new ones at `at`
    again = disassemble(grown)
    lines2, insts2, _ = instruction_lines(again)
    lines1, _, _ = instruction_lines(text)
    got = [lines2[i].split()[0] for i in insts2]
    want = [lines1[i].split()[0] for i in insts]
    assert got == want[:at] + [i.mnemonic for i in new] + want[at:]


# --- registers -----------------------------------------------------------------

def test_more_registers_raise_the_granules():
    co = CodeObject.load(KERNELS / "vector_add.co")
    text = disassemble(co)
    edited = insert(text, points(text, co)["before_endpgm"],
                    ["\tv_mov_b32 v200, 0", "\ts_mov_b32 s70, 0"])
    grown = assemble(edited, co)
    k, old = grown.kernels[0], co.kernels[0]
    assert old.descriptor.vgpr_count < 201 and k.descriptor.vgpr_count >= 204
    assert k.descriptor.granulated_workitem_vgpr_count == 25          # ceil(204 / 8) - 1
    assert k.descriptor.sgpr_count >= 71
    # LLVM's counts (tests/test_codeobject_registers.py checks them against clang):
    # .vgpr_count v0..v200 = 201, .sgpr_count s0..s70 + VCC/FLAT_SCRATCH/XNACK_MASK = 77
    assert k.metadata[".vgpr_count"] == 201 and k.metadata[".sgpr_count"] == 77
    assert any("raised" in line for line in grown.rewrite_report.lines())
    assert verify(grown, reference=co).ok
    with pytest.raises(CodeObjectError, match="strict mode refuses"):
        assemble(edited, co, strict=True)


def test_registers_within_the_grant_change_nothing():
    co = CodeObject.load(KERNELS / "vector_add.co")
    text = disassemble(co)
    granted = co.kernels[0].descriptor.vgpr_count
    edited = insert(text, points(text, co)["before_endpgm"], [f"\tv_mov_b32 v{granted - 1}, 0"])
    grown = assemble(edited, co, strict=True)
    assert grown.kernels[0].descriptor.to_bytes()[44:56] == co.kernels[0].descriptor.to_bytes()[44:56]
    assert grown.metadata == co.metadata


# --- relocations -----------------------------------------------------------------

_TABLE = ('\t.section\t.data.rel.ro,"aw",@progbits\n\t.p2align 3\ncode_table:\n'
          '\t.quad .Lvector_add_done\n\t.quad vector_add\n')


@pytest.mark.parametrize("size", ["4B", "64KiB"])
@pytest.mark.parametrize("where", ["entry", "before_endpgm"])
def test_relative_relocations_follow_the_code(toolchain, where, size):
    """A table of code addresses in .data.rel.ro (R_AMDGPU_RELATIVE64 whose
    addends point into .text): growing moves the addends and the table, as an
    ld.lld re-link does."""
    build = _build()
    source = (KERNELS / "vector_add.s").read_text()
    marker = '\t.section\t.rodata,"a",@progbits'
    if marker not in source:
        pytest.skip("vector_add.s changed shape")
    source = source.replace(marker, _TABLE + marker, 1)
    template = CodeObject.from_bytes(build.build_text(source, toolchain), "reloc.co")
    assert template.elf.section(".rela.dyn") is not None
    text = disassemble(template)
    at = points(text, template)[where]
    nops = ["\ts_nop 0"] * SIZES[size]
    reference = build.build_text(insert(source, at, nops), toolchain)
    grown = assemble(insert(text, at, nops), template)
    assert grown.to_bytes() == reference
    assert verify(grown, reference=template).ok


def test_smaller_code_is_padded_in_place():
    co = CodeObject.load(KERNELS / "two_kernels.co")
    text = disassemble(co)
    lines, insts, _ = instruction_lines(text)
    # drop the first instruction of the second kernel's body
    at = points(text, co)["second_kernel"]
    del lines[insts[at]]
    smaller = assemble("\n".join(lines), co)
    assert smaller.rewrite_report.mode == "patched in place"
    assert len(smaller.to_bytes()) == len(co.to_bytes())
    assert [s.offset for s in smaller.elf.sections] == [s.offset for s in co.elf.sections]
    assert verify(smaller, reference=co).ok


def test_getpc_high_half_must_follow_the_sign():
    """Moving a table from after an s_getpc_b64 to before it makes the offset
    negative: the s_addc_u32 high half printed as 0 is now wrong, and the
    assembler says so at that line."""
    co = CodeObject.load(KERNELS / "const_table.co")
    lines = disassemble(co).split("\n")
    start = lines.index("nibble_rev:") - 2                 # .p2align, .type
    end = lines.index(".Lend_nibble_rev:") + 2             # the end label and .size
    table = lines[start:end]
    rest = lines[:start] + lines[end:]
    entry = rest.index("\t.text") + 1
    moved = rest[:entry] + table + rest[entry:]
    with pytest.raises(AsmError, match=r"moved\.s:\d+: error: the high half of this s_getpc_b64 "
                                       r"offset must now be -1"):
        assemble("\n".join(moved), co, path="moved.s")


# --- .dynamic ending on a page boundary ---------------------------------------
#
# When .dynamic (the last relro section) ends exactly on a page, ld.lld's
# .relro_padding is empty and lies just past the RW PT_LOAD and PT_GNU_RELRO,
# in neither by their bounds.  Any growth that moves .dynamic off the page
# gives it a size again, inside both segments.  Files of that shape are made
# here by padding .dynamic's predecessor (.text, or .data.rel.ro) until
# .dynamic ends on the page, then grown and compared with ld.lld re-links.

PAGE = 0x1000
PAGE_SIZES = {"4B": 1, "64B": 16, "4KiB": 1024, "64KiB": 16384}     # in s_nop 0
PADDINGS = ["text", "data_rel_ro"]              # the section padded: .dynamic's predecessor
_PREFETCH_TAIL = "\t.p2alignl\t6, 0xbf800000\n\t.fill\t256, 4, 0xbf800000\n"


def _pad_text(source: str, extra: int) -> str:
    """vector_add.s with ``extra`` bytes more of the s_nop tail, and without
    the .p2alignl before it (which would round .text's end to 64 bytes and
    absorb small insertions)."""
    assert _PREFETCH_TAIL in source, "vector_add.s changed shape"
    return source.replace(_PREFETCH_TAIL, f"\t.fill\t{256 + extra // 4}, 4, 0xbf800000\n", 1)


def _pad_rel_ro(source: str, extra: int) -> str:
    """vector_add.s with a .data.rel.ro table of code addresses (the section
    before .dynamic) that is ``extra`` bytes longer."""
    marker = '\t.section\t.rodata,"a",@progbits'
    assert marker in source, "vector_add.s changed shape"
    return source.replace(marker, _TABLE + f"\t.zero\t{extra}\n" + marker, 1)


def _sections(data: bytes):
    co = CodeObject.from_bytes(data)
    return {s.name: s for s in co.elf.sections}


def _page_end_source(build, toolchain, padding: str, short_by: int = 0) -> str:
    """vector_add.s padded so that .dynamic ends ``short_by`` bytes before a
    page boundary (0: exactly on it) when ld.lld links it, with no alignment
    slack between .text's end and the next section (so 4 more bytes of code
    move everything after it)."""
    source = (KERNELS / "vector_add.s").read_text()
    text_extra = pad_extra = 0

    def padded():
        if padding == "text":
            return _pad_text(source, text_extra + pad_extra)
        return _pad_rel_ro(_pad_text(source, text_extra), pad_extra)

    for _ in range(4):       # padding that crosses a page may move .dynamic once more
        sections = _sections(build.build_text(padded(), toolchain))
        text, dynamic = sections[".text"], sections[".dynamic"]
        follower = sections.get(".data.rel.ro", dynamic)
        slack = (follower.addr - (text.addr + text.size)) % PAGE
        gap = (-(dynamic.addr + dynamic.size + short_by)) % PAGE
        if gap == 0 and slack == 0:
            return padded()
        if slack:
            text_extra += slack          # 4: .text ends 8-aligned, so 4 B of code show
        else:
            pad_extra += gap
    raise AssertionError(f"could not make .dynamic end on a page by padding {padding}")


def _relro_layout(toolchain, data: bytes, tmp_path):
    """From llvm-readelf (not gcnasm): .relro_padding's (address, size), the
    RW PT_LOAD's and PT_GNU_RELRO's (vaddr, memsz)."""
    path = tmp_path / "relro.co"
    path.write_bytes(data)
    listing = toolchain.llvm_readelf.run(["-lS", "--wide", str(path)]).stdout.decode()
    padding = re.search(r"\] \.relro_padding\s+NOBITS\s+([0-9a-f]+) [0-9a-f]+ ([0-9a-f]+)",
                        listing)
    loads = re.findall(r"^\s+(LOAD|GNU_RELRO)\s+0x[0-9a-f]+ 0x([0-9a-f]+) 0x[0-9a-f]+ "
                       r"0x[0-9a-f]+ 0x([0-9a-f]+) (R?W?E?)", listing, re.M)
    rw = [(int(v, 16), int(m, 16)) for kind, v, m, flags in loads
          if kind == "LOAD" and "W" in flags]
    relro = [(int(v, 16), int(m, 16)) for kind, v, m, _ in loads if kind == "GNU_RELRO"]
    assert padding and len(rw) == 1 and len(relro) == 1, listing
    return (int(padding.group(1), 16), int(padding.group(2), 16)), rw[0], relro[0]


def _check_relro_layout(toolchain, data: bytes, tmp_path):
    """ld.lld's shape, read by llvm-readelf: .relro_padding ends the RW
    PT_LOAD and PT_GNU_RELRO, which end on a page boundary."""
    (pad_addr, pad_size), rw, relro = _relro_layout(toolchain, data, tmp_path)
    assert pad_addr + pad_size == rw[0] + rw[1] == relro[0] + relro[1]
    assert (pad_addr + pad_size) % PAGE == 0
    assert rw[0] == relro[0]


@pytest.mark.parametrize("size", list(PAGE_SIZES))
@pytest.mark.parametrize("padding", PADDINGS)
def test_growth_from_dynamic_on_a_page_boundary(toolchain, tmp_path, padding, size):
    build = _build()
    source = _page_end_source(build, toolchain, padding)
    template = CodeObject.from_bytes(build.build_text(source, toolchain), "page_end.co")
    dynamic = template.elf.require(".dynamic")
    assert (dynamic.addr + dynamic.size) % PAGE == 0
    assert template.elf.require(".relro_padding").size == 0
    text = disassemble(template)
    at = points(text, template)["before_endpgm"]
    nops = ["\ts_nop 0"] * PAGE_SIZES[size]
    reference = build.build_text(insert(source, at, nops), toolchain)
    grown = assemble(insert(text, at, nops), template)
    report = verify(grown, reference=template)
    assert report.ok, "\n".join(report.lines())
    assert grown.to_bytes() == reference
    # the growth moved .dynamic off the page (or, by whole pages, onto the next)
    grown_padding = grown.elf.require(".relro_padding").size
    assert (grown_padding == 0) == (PAGE_SIZES[size] * 4 % PAGE == 0), hex(grown_padding)
    _check_relro_layout(toolchain, grown.to_bytes(), tmp_path)
    # objdump reads it; apart from s_nop 0 (inserted, or alignment padding
    # the insertion re-sized) the instructions are the same (bytes pinned above)
    before = llvm_accepts(toolchain, template.to_bytes(), tmp_path, "before.co")
    after = llvm_accepts(toolchain, grown.to_bytes(), tmp_path)
    assert [t for t in after if t != "s_nop 0"] == [t for t in before if t != "s_nop 0"]


@pytest.mark.parametrize("padding", PADDINGS)
def test_growth_onto_a_page_boundary(toolchain, padding):
    """The other way: growth that brings .dynamic's end onto the page
    empties .relro_padding, as ld.lld does."""
    build = _build()
    source = _page_end_source(build, toolchain, padding, short_by=64)
    template = CodeObject.from_bytes(build.build_text(source, toolchain), "page_end.co")
    assert template.elf.require(".relro_padding").size == 64
    text = disassemble(template)
    at = points(text, template)["before_endpgm"]
    nops = ["\ts_nop 0"] * 16
    reference = build.build_text(insert(source, at, nops), toolchain)
    grown = assemble(insert(text, at, nops), template)
    assert grown.elf.require(".relro_padding").size == 0
    assert grown.to_bytes() == reference
    assert verify(grown, reference=template).ok


def _corpus_with_empty_relro_padding():
    """Every corpus file whose .relro_padding is empty (one in the
    aiter-gfx950 corpus of 745 files); reads only the section headers."""
    from gcnasm.codeobject import elf
    out = []
    for path in corpus_files():
        image = elf.ElfFile(path.read_bytes(), str(path))
        padding = image.section(".relro_padding")
        if padding is not None and padding.size == 0:
            out.append(path)
    return out


@pytest.mark.parametrize("path", _corpus_with_empty_relro_padding(), ids=lambda p: p.name)
def test_corpus_growth_from_dynamic_on_a_page_boundary(toolchain, tmp_path, path):
    """AMD kernels of that shape, grown at their entry by every size: gcnasm's
    verifier, llvm-readelf's view of the relro segments, and objdump's
    instructions (no ld.lld re-link exists for these: no source)."""
    co = CodeObject.load(path)
    text = disassemble(co)
    before = llvm_accepts(toolchain, co.to_bytes(), tmp_path, "before.co")
    at = points(text, co)["entry"]
    for size, count in PAGE_SIZES.items():
        grown = assemble(insert(text, at, ["\ts_nop 0"] * count), co)
        report = verify(grown, reference=co)
        assert report.ok, f"{size}:\n" + "\n".join(report.lines())
        _check_relro_layout(toolchain, grown.to_bytes(), tmp_path)
        after = llvm_accepts(toolchain, grown.to_bytes(), tmp_path)
        assert after == before[:at] + ["s_nop 0"] * count + before[at:], size
