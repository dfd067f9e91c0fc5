"""kernels/: the committed .co files are current, and each is the code object
its source promises (kernels, ELF header, descriptors, metadata, registers,
s_getpc targets, the kernarg-preload layout), and disassembles cleanly.

The byte-identity tests rebuild every kernel with the toolchain into a
temporary directory.  ld.lld writes its own version into .comment, so when the
committed files were linked by a different LLVM than the one found here those
tests skip, saying which two linkers differ.
"""

from __future__ import annotations

import importlib.util
import re
import shutil
import struct
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Dict, List, Tuple

import msgpack
import numpy as np
import pytest

from conftest import KERNELS

# What each source must produce: kernel names in .text order, the code object
# version it asks for, and the kernarg-preload length of each kernel.
EXPECTED = {
    "vector_add": dict(kernels=["vector_add"], cov=5, preload={}),
    "two_kernels": dict(kernels=["collatz_steps", "clamp_column_sum"], cov=6, preload={},
                        functions=["collatz_step"]),
    "const_table": dict(kernels=["bitrev_hash"], cov=6, preload={}, objects=["nibble_rev", "hash_k"]),
    "mfma": dict(kernels=["gemm_bf16_16x16"], cov=6, preload={}),
    "kernarg_preload": dict(kernels=["saxpy_preload"], cov=6, preload={"saxpy_preload": 6}),
}
NAMES = sorted(EXPECTED)
EF_GFX950_XNACK_ANY_SRAMECC_ANY = 0x54F      # EF_AMDGPU_MACH_AMDGCN_GFX950 | XNACK_ANY | SRAMECC_ANY
ABI_VERSION = {5: 3, 6: 4}                   # EI_ABIVERSION per code object version
# SGPRs the hardware reserves beyond .amdhsa_next_free_sgpr on gfx950 as llvm-mc
# counts them with the default settings: VCC, FLAT_SCRATCH, XNACK_MASK.
EXTRA_SGPRS = 6


def _load_build():
    spec = importlib.util.spec_from_file_location("kernels_build", KERNELS / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = _load_build()


# --------------------------------------------------------------------------
# A minimal ELF64 reader: enough for headers, sections, symbols and the note.

@dataclass
class Section:
    name: str
    type: int
    flags: int
    addr: int
    offset: int
    size: int
    link: int


@dataclass
class Symbol:
    name: str
    value: int
    size: int
    type: int          # STT_*
    bind: int          # STB_*
    visibility: int
    section: int


class Elf:
    def __init__(self, data: bytes):
        self.data = data
        assert data[:4] == b"\x7fELF", "not an ELF file"
        self.ident = data[:16]
        (self.e_type, self.e_machine, _, _, _, self.e_shoff, self.e_flags, _, _, _, _,
         shnum, shstrndx) = struct.unpack_from("<HHIQQQIHHHHHH", data, 16)
        raw = [struct.unpack_from("<IIQQQQIIQQ", data, self.e_shoff + i * 64) for i in range(shnum)]
        strtab = raw[shstrndx]
        self.sections = [Section(self._str(strtab[4], r[0]), r[1], r[2], r[3], r[4], r[5], r[6])
                         for r in raw]

    def _str(self, table_offset: int, index: int) -> str:
        start = table_offset + index
        return self.data[start:self.data.index(b"\0", start)].decode()

    def section(self, name: str) -> Section:
        for s in self.sections:
            if s.name == name:
                return s
        raise KeyError(name)

    def symbols(self, table: str = ".symtab") -> List[Symbol]:
        sec = self.section(table)
        names = self.sections[sec.link]
        out = []
        for off in range(sec.offset + 24, sec.offset + sec.size, 24):
            name, info, other, shndx, value, size = struct.unpack_from("<IBBHQQ", self.data, off)
            out.append(Symbol(self._str(names.offset, name), value, size, info & 15, info >> 4,
                              other & 3, shndx))
        return out

    def read(self, addr: int, size: int) -> bytes:
        for s in self.sections:
            if s.type != 8 and s.addr <= addr and addr + size <= s.addr + s.size and s.flags & 2:
                return self.data[s.offset + addr - s.addr: s.offset + addr - s.addr + size]
        raise ValueError(f"address {addr:#x} is in no loaded section")

    def metadata(self) -> dict:
        """The NT_AMDGPU_METADATA msgpack map from .note."""
        note = self.section(".note")
        pos, end = note.offset, note.offset + note.size
        while pos < end:
            namesz, descsz, ntype = struct.unpack_from("<III", self.data, pos)
            name = self.data[pos + 12: pos + 12 + namesz].rstrip(b"\0")
            desc_at = pos + 12 + (namesz + 3) // 4 * 4
            if name == b"AMDGPU" and ntype == 32:
                unpacker = msgpack.Unpacker(raw=False)
                unpacker.feed(self.data[desc_at: desc_at + descsz])
                return next(unpacker)
            pos = desc_at + (descsz + 3) // 4 * 4
        raise AssertionError("no NT_AMDGPU_METADATA note")


@dataclass
class Descriptor:
    group_segment_fixed_size: int
    private_segment_fixed_size: int
    kernarg_size: int
    entry_offset: int
    rsrc3: int
    rsrc1: int
    rsrc2: int
    code_properties: int
    kernarg_preload: int

    @classmethod
    def parse(cls, raw: bytes) -> "Descriptor":
        assert len(raw) == 64
        g, p, k, reserved0, entry = struct.unpack_from("<IIIIq", raw, 0)
        assert reserved0 == 0 and raw[24:44] == bytes(20) and raw[60:64] == bytes(4)
        r3, r1, r2, props, preload = struct.unpack_from("<IIIHH", raw, 44)
        return cls(g, p, k, entry, r3, r1, r2, props, preload)


def co_bytes(name: str) -> bytes:
    path = KERNELS / f"{name}.co"
    if not path.exists():
        pytest.fail(f"{path} is missing: run kernels/build.py")
    return path.read_bytes()


def descriptors(elf: Elf) -> Dict[str, Tuple[Symbol, Descriptor]]:
    out = {}
    for sym in elf.symbols():
        if sym.name.endswith(".kd"):
            out[sym.name[:-3]] = (sym, Descriptor.parse(elf.read(sym.value, 64)))
    return out


def _skip_if_other_linker(toolchain, committed: bytes):
    built_with, have = build.linker_id(committed), build.current_linker_id(toolchain)
    if built_with != have:
        pytest.skip(f"committed files were linked by {built_with!r}, this toolchain's ld.lld is "
                    f"{have!r}; .comment (at least) differs, so bytes cannot match")


# --------------------------------------------------------------------------
# The committed files are current and the build is reproducible.

def test_every_source_is_expected():
    """Each kernels/*.s is described in EXPECTED (and vice versa), and no
    object-file intermediate sits in kernels/."""
    assert sorted(p.stem for p in KERNELS.glob("*.s")) == NAMES
    assert not list(KERNELS.glob("*.o"))


@pytest.mark.parametrize("name", NAMES)
def test_committed_co_is_current(toolchain, name):
    committed = co_bytes(name)
    _skip_if_other_linker(toolchain, committed)
    fresh = build.build_bytes(KERNELS / f"{name}.s", toolchain)
    assert fresh == committed, f"kernels/{name}.co is stale: run kernels/build.py"


@pytest.mark.parametrize("name", NAMES)
def test_build_is_deterministic(toolchain, tmp_path, name):
    """Two builds from different directories and through build_text give the
    same bytes (no path, time or randomness leaks into the output)."""
    src = KERNELS / f"{name}.s"
    other = tmp_path / "elsewhere" / f"{name}.s"
    other.parent.mkdir()
    shutil.copy(src, other)
    first = build.build_bytes(src, toolchain)
    assert build.build_bytes(other, toolchain) == first
    assert build.build_text(src.read_text(), toolchain, name="edited") == first


def _llvm_location(toolchain) -> str:
    """A value for --llvm that finds the tools found here: the bin directory,
    or, for a tree run through its own loader, that tree's root."""
    argv = toolchain.llvm_mc.argv
    if len(argv) == 1:
        return str(Path(argv[0]).parent)
    return str(Path(argv[0]).parents[2])          # <root>/usr/lib64/ld-linux-x86-64.so.2


def test_check_reports_stale_and_missing(toolchain, tmp_path):
    """build.py --check exits 0 on a current copy; after one .co is changed and
    another removed, it exits 1 and names both."""
    for p in list(KERNELS.glob("*.s")) + list(KERNELS.glob("*.co")):
        shutil.copy(p, tmp_path / p.name)
    _skip_if_other_linker(toolchain, (tmp_path / "mfma.co").read_bytes())
    llvm = _llvm_location(toolchain)
    cmd = [sys.executable, str(KERNELS / "build.py"), "--check", "--dir", str(tmp_path)]
    ok = subprocess.run(cmd, capture_output=True, text=True)
    assert ok.returncode == 0, ok.stdout + ok.stderr
    data = bytearray((tmp_path / "mfma.co").read_bytes())
    data[-1] ^= 0xFF
    (tmp_path / "mfma.co").write_bytes(bytes(data))
    (tmp_path / "vector_add.co").unlink()
    bad = subprocess.run(cmd, capture_output=True, text=True)
    assert bad.returncode == 1
    assert "mfma.co" in bad.stdout and "vector_add.co" in bad.stdout
    assert "two_kernels.co" not in bad.stdout
    # a rebuild repairs both, and writes nothing but .co files
    fixed = subprocess.run([sys.executable, str(KERNELS / "build.py"), "--dir", str(tmp_path),
                            "--llvm", llvm], capture_output=True, text=True)
    assert fixed.returncode == 0, fixed.stderr
    assert subprocess.run(cmd, capture_output=True).returncode == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [f"{n}.s" for n in NAMES] + [f"{n}.co" for n in NAMES])


def test_build_errors_are_clear(toolchain, tmp_path):
    (tmp_path / "broken.s").write_text(".text\n  s_bogus_instruction s0\n")
    proc = subprocess.run([sys.executable, str(KERNELS / "build.py"), "--dir", str(tmp_path)],
                          capture_output=True, text=True)
    assert proc.returncode == 2
    assert "broken.s" in proc.stderr and "llvm-mc" in proc.stderr and "error" in proc.stderr
    assert not (tmp_path / "broken.co").exists()
    proc = subprocess.run([sys.executable, str(KERNELS / "build.py"), "--dir", str(tmp_path),
                           "no_such_kernel"], capture_output=True, text=True)
    assert proc.returncode == 2 and "no_such_kernel" in proc.stderr


# --------------------------------------------------------------------------
# What each code object contains.

@pytest.mark.parametrize("name", NAMES)
def test_elf_header(name):
    elf = Elf(co_bytes(name))
    assert elf.ident[4] == 2 and elf.ident[5] == 1            # ELF64, little endian
    assert elf.ident[7] == 64                                 # ELFOSABI_AMDGPU_HSA
    assert elf.ident[8] == ABI_VERSION[EXPECTED[name]["cov"]]
    assert elf.e_type == 3                                    # ET_DYN
    assert elf.e_machine == 224                               # EM_AMDGPU
    assert elf.e_flags == EF_GFX950_XNACK_ANY_SRAMECC_ANY


@pytest.mark.parametrize("name", NAMES)
def test_expected_kernels(name):
    elf = Elf(co_bytes(name))
    want = EXPECTED[name]["kernels"]
    text = elf.sections.index(elf.section(".text"))
    rodata = elf.sections.index(elf.section(".rodata"))
    for table in (".symtab", ".dynsym"):
        syms = {s.name: s for s in elf.symbols(table)}
        funcs = [s for s in syms.values() if s.type == 2 and s.bind == 1]    # FUNC GLOBAL
        assert sorted(s.name for s in funcs) == sorted(want), table
        assert [s.name for s in sorted(funcs, key=lambda s: s.value)] == want, table
        for k in want:
            assert syms[k].section == text and syms[k].visibility == 3      # PROTECTED
            kd = syms[f"{k}.kd"]
            assert kd.type == 1 and kd.size == 64 and kd.section == rodata  # OBJECT
    local = {s.name: s for s in elf.symbols() if s.bind == 0}
    for f in EXPECTED[name].get("functions", []):
        assert local[f].type == 2 and local[f].section == text
    for o in EXPECTED[name].get("objects", []):
        assert local[o].type == 1
    meta = elf.metadata()
    assert meta["amdhsa.target"] == "amdgcn-amd-amdhsa--gfx950"
    assert meta["amdhsa.version"] == [1, 2]
    assert [k[".name"] for k in meta["amdhsa.kernels"]] == want
    assert [k[".symbol"] for k in meta["amdhsa.kernels"]] == [f"{k}.kd" for k in want]


def _granule(count: int) -> int:
    """gfx950's VGPR and SGPR block encoding as LLVM 22 computes it: blocks
    of 8 registers, minus one."""
    return max(0, (count + 7) // 8 - 1)


@pytest.mark.parametrize("name", NAMES)
def test_descriptors_match_metadata(name):
    elf = Elf(co_bytes(name))
    kds = descriptors(elf)
    syms = {s.name: s for s in elf.symbols()}
    for meta in elf.metadata()["amdhsa.kernels"]:
        k = meta[".name"]
        sym, kd = kds[k]
        entry = sym.value + kd.entry_offset
        assert entry == syms[k].value and entry % 256 == 0
        assert kd.kernarg_size == meta[".kernarg_segment_size"]
        assert kd.group_segment_fixed_size == meta[".group_segment_fixed_size"]
        assert kd.private_segment_fixed_size == meta[".private_segment_fixed_size"]
        assert kd.rsrc1 & 0x3F == _granule(meta[".vgpr_count"]), "VGPR granule"
        assert (kd.rsrc1 >> 6) & 0xF == _granule(meta[".sgpr_count"]), "SGPR granule"
        accum_offset = ((kd.rsrc3 & 0x3F) + 1) * 4
        if meta[".agpr_count"]:         # unified file: AGPRs follow accum_offset VGPRs
            assert meta[".vgpr_count"] == accum_offset + meta[".agpr_count"]
        else:
            assert meta[".vgpr_count"] <= accum_offset
        assert kd.kernarg_preload & 0x7F == EXPECTED[name]["preload"].get(k, 0)
        assert meta[".wavefront_size"] == 64
        # explicit arguments lie inside the kernarg segment and do not overlap
        end = 0
        for arg in sorted(meta[".args"], key=lambda a: a[".offset"]):
            assert arg[".offset"] >= end and arg[".offset"] % min(arg[".size"], 8) == 0
            end = arg[".offset"] + arg[".size"]
        assert end <= meta[".kernarg_segment_size"]


# --------------------------------------------------------------------------
# Disassembly: clean, and registers within what the descriptors declare.

@dataclass
class Inst:
    addr: int
    text: str
    words: List[int]


def disassemble(toolchain, name: str) -> Tuple[str, str, Dict[str, List[Inst]]]:
    proc = toolchain.llvm_objdump.run(["-d", "--mcpu=gfx950", str(KERNELS / f"{name}.co")],
                                      check=False)
    out, err = proc.stdout.decode(), proc.stderr.decode()
    assert proc.returncode == 0, err
    funcs: Dict[str, List[Inst]] = {}
    current = None
    line_re = re.compile(r"^\s+(\S.*?)\s*//\s*([0-9A-F]+):((?:\s[0-9A-F]{8})+)")
    for line in out.splitlines():
        m = re.match(r"^[0-9a-f]+ <(.+)>:$", line)
        if m:
            current = funcs.setdefault(m.group(1), [])
            continue
        m = line_re.match(line)
        if m and current is not None:
            current.append(Inst(int(m.group(2), 16), m.group(1),
                                [int(w, 16) for w in m.group(3).split()]))
    return out, err, funcs


@pytest.mark.parametrize("name", NAMES)
def test_objdump_disassembles_cleanly(toolchain, name):
    out, err, funcs = disassemble(toolchain, name)
    assert err.strip() == ""
    assert "warning" not in out.lower() and "<unknown>" not in out
    for k in EXPECTED[name]["kernels"]:
        assert funcs[k][-1].text == "s_endpgm" or any(i.text == "s_endpgm" for i in funcs[k])


_REG = re.compile(r"(?<![\w.])([sva])(?:(\d+)|\[(\d+):(\d+)\])(?![\w])")


def _max_registers(insts: List[Inst]) -> Dict[str, int]:
    top = {"s": -1, "v": -1, "a": -1}
    for inst in insts:
        operands = inst.text.split(None, 1)[1] if " " in inst.text else ""
        for kind, single, lo, hi in _REG.findall(operands):
            top[kind] = max(top[kind], int(single or hi))
    return top


@pytest.mark.parametrize("name", NAMES)
def test_registers_within_descriptor(toolchain, name):
    """Every s/v/a register a kernel (and the local functions placed after it)
    touches is below what its descriptor and metadata declare."""
    _, _, funcs = disassemble(toolchain, name)
    elf = Elf(co_bytes(name))
    order = sorted((s.value, s.name) for s in elf.symbols() if s.type == 2)
    metas = {m[".name"]: m for m in elf.metadata()["amdhsa.kernels"]}
    kds = descriptors(elf)
    owner = None
    used: Dict[str, List[Inst]] = {}
    for _, fname in order:
        if fname in metas:
            owner = fname
        used.setdefault(owner, []).extend(funcs.get(fname, []))
    for k, meta in metas.items():
        top = _max_registers(used[k])
        kd = kds[k][1]
        accum_offset = ((kd.rsrc3 & 0x3F) + 1) * 4
        assert top["v"] < accum_offset, f"{k}: v{top['v']} reaches the AGPRs"
        assert top["a"] < meta[".agpr_count"] or (top["a"] == -1 and meta[".agpr_count"] == 0)
        assert top["s"] < meta[".sgpr_count"] - EXTRA_SGPRS
        user_sgprs = (kd.rsrc2 >> 1) & 0x1F
        assert user_sgprs == 2 + (kd.kernarg_preload & 0x7F)


def _getpc_targets(insts: List[Inst]) -> List[Tuple[int, int]]:
    """(address of s_getpc_b64, resolved target) for each s_getpc_b64 followed
    by s_add_u32 / s_addc_u32 with 32-bit literals on the same pair."""
    out = []
    for i, inst in enumerate(insts):
        if not inst.text.startswith("s_getpc_b64"):
            continue
        lo_inst, hi_inst = insts[i + 1], insts[i + 2]
        assert lo_inst.text.startswith("s_add_u32") and hi_inst.text.startswith("s_addc_u32")
        lo = lo_inst.words[1]
        if len(hi_inst.words) == 2:
            hi = hi_inst.words[1]
        else:                                   # inline constant in SSRC1 (0 or -1)
            ssrc1 = (hi_inst.words[0] >> 8) & 0xFF
            hi = {0x80: 0, 0xC1: 0xFFFFFFFF}[ssrc1]
        offset = (hi << 32 | lo) - (1 << 64 if hi & 0x80000000 else 0)
        out.append((inst.addr, inst.addr + 4 + offset))
    return out


def test_getpc_literals_resolve_to_symbols(toolchain):
    """The s_getpc_b64 sequences reach what they should: the call to the local
    function, the table in .text (assembler-resolved symbol difference) and
    the table in .rodata (linker-resolved @rel32 relocations)."""
    _, _, funcs = disassemble(toolchain, "two_kernels")
    syms = {s.name: s.value for s in Elf(co_bytes("two_kernels")).symbols()}
    assert [t for _, t in _getpc_targets(funcs["collatz_steps"])] == [syms["collatz_step"]]
    _, _, funcs = disassemble(toolchain, "const_table")
    elf = Elf(co_bytes("const_table"))
    syms = {s.name: s.value for s in elf.symbols()}
    targets = [t for _, t in _getpc_targets(funcs["bitrev_hash"])]
    assert targets == [syms["nibble_rev"], syms["hash_k"]]
    assert elf.read(syms["nibble_rev"], 64) == struct.pack(
        "<16I", *[int(f"{n:04b}"[::-1], 2) for n in range(16)])
    assert elf.read(syms["hash_k"], 8) == struct.pack("<2I", 0x9E3779B1, 0x7F4A7C15)


def test_kernarg_preload_layout(toolchain):
    """saxpy_preload: the 256-byte compatibility prologue loads exactly the
    preloaded SGPRs and branches to entry + 256, where the body starts."""
    _, _, funcs = disassemble(toolchain, "kernarg_preload")
    insts = funcs["saxpy_preload"]
    entry = insts[0].addr
    prologue = [i for i in insts if i.addr < entry + 256 and i.text != "s_nop 0"]
    assert [i.text.split()[0] for i in prologue] == [
        "s_load_dwordx2", "s_load_dwordx4", "s_waitcnt", "s_branch"]
    branch = prologue[-1]
    simm16 = branch.words[0] & 0xFFFF
    assert branch.addr + 4 + 4 * (simm16 - (1 << 16) * (simm16 >> 15)) == entry + 256
    body = [i for i in insts if i.addr >= entry + 256]
    assert body[0].addr == entry + 256 and body[0].text.startswith("v_lshl_add_u32")
    kd = descriptors(Elf(co_bytes("kernarg_preload")))["saxpy_preload"][1]
    assert kd.kernarg_preload == 6                 # length 6 dwords, offset 0


def test_mfma_kernel_uses_agprs(toolchain):
    _, _, funcs = disassemble(toolchain, "mfma")
    texts = [i.text for i in funcs["gemm_bf16_16x16"]]
    assert "v_mfma_f32_16x16x32_bf16 a[0:3], v[8:11], v[12:15], a[0:3]" in texts
    meta = Elf(co_bytes("mfma")).metadata()["amdhsa.kernels"][0]
    assert meta[".agpr_count"] == 4 and meta[".vgpr_count"] == 20


def test_two_kernels_are_branch_heavy(toolchain):
    """Each kernel of two_kernels has a backward branch (its loop) and several
    forward conditional branches; collatz_steps also calls collatz_step."""
    _, _, funcs = disassemble(toolchain, "two_kernels")
    for k in ("collatz_steps", "clamp_column_sum"):
        forward = backward = 0
        for inst in funcs[k]:
            if inst.text.startswith(("s_branch", "s_cbranch")):
                simm16 = inst.words[0] & 0xFFFF
                backward += simm16 >= 0x8000
                forward += simm16 < 0x8000 and inst.text.startswith("s_cbranch")
        assert backward >= 1 and forward >= 3, k
    assert any(i.text.startswith("s_swappc_b64") for i in funcs["collatz_steps"])
    body = [i.text for i in funcs["collatz_step"] if i.text != "s_nop 0"]
    assert body[-1] == "s_setpc_b64 s[30:31]"


# --------------------------------------------------------------------------
# Functional check: run each kernel on a small model of a gfx950 wave64 and
# compare with a Python reference.
#
# The model executes llvm-objdump's decoding of the committed .co, and knows
# only the instructions these kernels use, with their ISA semantics (EXEC
# masking, SCC, VCC, VCCZ, carries, s_getpc/s_swappc/s_setpc, saddr
# addressing, kernarg preload).  It is evidence that the control flow, the
# address arithmetic and the register/ABI usage are right; it is not the
# hardware.  In particular the MFMA operand layout is modelled as documented
# (row/column = lane % 16, k-group = lane / 16, output row = 4*(lane/16) + j);
# wait states and memory latency are not modelled.

M32 = 0xFFFFFFFF
M64 = (1 << 64) - 1
IMAGE_BASE = 0x7F0000000000            # where the code object is "loaded"
LANES = np.arange(64, dtype=np.uint64)


class Memory:
    """Flat little-endian memory made of separately allocated regions."""

    def __init__(self):
        self.regions: List[Tuple[int, bytearray]] = []
        self.next = 0x100000000

    def map(self, addr: int, data: bytes) -> int:
        self.regions.append((addr, bytearray(data)))
        return addr

    def alloc(self, data: bytes) -> int:
        addr = self.next
        self.next += (len(data) + 0xFFFF) // 0x10000 * 0x10000 + 0x10000
        return self.map(addr, data)

    def _find(self, addr: int, size: int):
        for start, buf in self.regions:
            if start <= addr and addr + size <= start + len(buf):
                return buf, addr - start
        raise AssertionError(f"access to unmapped memory {addr:#x}+{size}")

    def read(self, addr: int, size: int) -> bytes:
        buf, off = self._find(addr, size)
        return bytes(buf[off:off + size])

    def write(self, addr: int, data: bytes) -> None:
        buf, off = self._find(addr, len(data))
        buf[off:off + len(data)] = data

    def region(self, addr: int) -> bytearray:
        return self._find(addr, 1)[0]


_OPERAND = re.compile(r"^([sva])(\d+)$|^([sva])\[(\d+):(\d+)\]$")


class Wave:
    def __init__(self, code: Dict[int, Inst], mem: Memory, pc: int):
        self.code, self.mem, self.pc = code, mem, pc
        self.s = [0] * 108
        self.v = np.zeros((256, 64), np.uint32)
        self.a = np.zeros((256, 64), np.uint32)
        self.exec = M64
        self.vcc = 0
        self.scc = 0

    # operands --------------------------------------------------------------
    @staticmethod
    def reg(text: str) -> Tuple[str, int, int]:
        m = _OPERAND.match(text)
        if not m:
            raise AssertionError(f"not a register: {text}")
        if m.group(1):
            return m.group(1), int(m.group(2)), 1
        return m.group(3), int(m.group(4)), int(m.group(5)) - int(m.group(4)) + 1

    @staticmethod
    def imm(text: str) -> int:
        if text.startswith("lit(") and text.endswith(")"):
            text = text[4:-1]
        return int(text, 0)

    def s32(self, text: str) -> int:
        if text[0] == "s" and text[1:].isdigit():
            return self.s[int(text[1:])]
        return self.imm(text) & M32

    def s64(self, text: str) -> int:
        if text == "exec":
            return self.exec
        if text == "vcc":
            return self.vcc
        if text.startswith("s["):
            _, i, n = self.reg(text)
            assert n == 2
            return self.s[i] | self.s[i + 1] << 32
        return self.imm(text) & M64

    def set_s64(self, text: str, value: int) -> None:
        value &= M64
        if text == "exec":
            self.exec = value
        elif text == "vcc":
            self.vcc = value
        else:
            _, i, n = self.reg(text)
            assert n == 2
            self.s[i], self.s[i + 1] = value & M32, value >> 32

    def vsrc(self, text: str) -> np.ndarray:
        if text[0] in "va" and (text[1:].isdigit()):
            return (self.v if text[0] == "v" else self.a)[int(text[1:])].copy()
        return np.full(64, self.s32(text), np.uint32)

    def vsrc64(self, text: str) -> np.ndarray:
        if text.startswith("v["):
            _, i, n = self.reg(text)
            return self.v[i].astype(np.uint64) | self.v[i + 1].astype(np.uint64) << np.uint64(32)
        return np.full(64, self.s64(text), np.uint64)

    def active(self) -> np.ndarray:
        return ((np.uint64(self.exec) >> LANES) & np.uint64(1)).astype(bool)

    def vwrite(self, text: str, value: np.ndarray) -> None:
        kind, i, n = self.reg(text)
        file = self.v if kind == "v" else self.a
        mask = self.active()
        value = np.asarray(value)
        if n == 1:
            file[i][mask] = value.astype(np.uint32)[mask]
        else:
            assert n == 2 and value.dtype == np.uint64
            file[i][mask] = (value & np.uint64(M32)).astype(np.uint32)[mask]
            file[i + 1][mask] = (value >> np.uint64(32)).astype(np.uint32)[mask]

    @staticmethod
    def f32(x: np.ndarray) -> np.ndarray:
        return x.astype(np.uint32).view(np.float32)

    @staticmethod
    def mask_of(bits: np.ndarray) -> int:
        return sum(1 << int(i) for i in np.nonzero(bits)[0])

    # execution -------------------------------------------------------------
    def run(self, limit: int = 200000) -> None:
        for _ in range(limit):
            if self.step():
                return
        raise AssertionError("wave did not reach s_endpgm")

    def step(self) -> bool:
        inst = self.code[self.pc]
        parts = inst.text.split(None, 1)
        op = parts[0]
        ops = [o.strip() for o in parts[1].split(",")] if len(parts) > 1 else []
        nxt = self.pc + 4 * len(inst.words)
        simm16 = inst.words[0] & 0xFFFF
        target = nxt + 4 * (simm16 - ((simm16 >> 15) << 16))
        s = self.s
        if op in ("s_waitcnt", "s_nop"):
            pass
        elif op == "s_endpgm":
            return True
        elif op.startswith("s_load_dword"):
            count = {"s_load_dword": 1, "s_load_dwordx2": 2, "s_load_dwordx4": 4}[op]
            kind, i, n = self.reg(ops[0])
            assert kind == "s" and n == count
            data = self.mem.read((self.s64(ops[1]) + self.imm(ops[2])) & M64, 4 * count)
            s[i:i + count] = struct.unpack(f"<{count}I", data)
        elif op in ("s_and_b32", "s_mul_i32", "s_lshl_b32", "s_lshr_b32", "s_add_u32",
                    "s_addc_u32", "s_sub_u32"):
            a, b = self.s32(ops[1]), self.s32(ops[2])
            d = int(ops[0][1:])
            if op == "s_and_b32":
                r = a & b; self.scc = int(r != 0)
            elif op == "s_mul_i32":
                r = (a * b) & M32
            elif op == "s_lshl_b32":
                r = (a << (b & 31)) & M32; self.scc = int(r != 0)
            elif op == "s_lshr_b32":
                r = a >> (b & 31); self.scc = int(r != 0)
            elif op == "s_add_u32":
                t = a + b; r = t & M32; self.scc = t >> 32
            elif op == "s_addc_u32":
                t = a + b + self.scc; r = t & M32; self.scc = t >> 32
            else:
                r = (a - b) & M32; self.scc = int(a < b)
            s[d] = r
        elif op == "s_mov_b32":
            s[int(ops[0][1:])] = self.s32(ops[1])
        elif op.startswith("s_cmp_"):
            a, b = self.s32(ops[0]), self.s32(ops[1])
            self.scc = int({"s_cmp_eq_u32": a == b, "s_cmp_lg_u32": a != b,
                            "s_cmp_lt_u32": a < b, "s_cmp_ge_u32": a >= b}[op])
        elif op in ("s_and_b64", "s_andn2_b64"):
            a, b = self.s64(ops[1]), self.s64(ops[2])
            r = a & b if op == "s_and_b64" else a & ~b & M64
            self.set_s64(ops[0], r)
            self.scc = int(r != 0)
        elif op == "s_mov_b64":
            self.set_s64(ops[0], self.s64(ops[1]))
        elif op == "s_and_saveexec_b64":
            old = self.exec
            self.exec = self.s64(ops[1]) & old
            self.set_s64(ops[0], old)
            self.scc = int(self.exec != 0)
        elif op in ("s_branch", "s_cbranch_execz", "s_cbranch_scc1", "s_cbranch_vccz"):
            taken = {"s_branch": True, "s_cbranch_execz": self.exec == 0,
                     "s_cbranch_scc1": self.scc == 1, "s_cbranch_vccz": self.vcc == 0}[op]
            if taken:
                nxt = target
        elif op == "s_getpc_b64":
            self.set_s64(ops[0], self.pc + 4)
        elif op == "s_swappc_b64":
            dest = self.s64(ops[1])
            self.set_s64(ops[0], self.pc + 4)
            nxt = dest
        elif op == "s_setpc_b64":
            nxt = self.s64(ops[0])
        elif op.startswith("v_cmp_"):
            assert ops[0] == "vcc" and op.endswith("_e32")
            cond, typ = op.split("_")[2:4]
            a, b = self.vsrc(ops[1]), self.vsrc(ops[2])
            if typ == "f32":
                a, b = self.f32(a), self.f32(b)
            with np.errstate(invalid="ignore"):
                bits = {"gt": a > b, "lt": a < b, "eq": a == b, "le": a <= b}[cond]
            self.vcc = self.mask_of(bits & self.active())
        elif op in ("v_add_u32_e32", "v_and_b32_e32", "v_or_b32_e32", "v_lshlrev_b32_e32",
                    "v_lshrrev_b32_e32", "v_mul_lo_u32"):
            a, b = self.vsrc(ops[1]).astype(np.uint64), self.vsrc(ops[2]).astype(np.uint64)
            r = {"v_add_u32_e32": a + b, "v_and_b32_e32": a & b, "v_or_b32_e32": a | b,
                 "v_lshlrev_b32_e32": b << (a & np.uint64(31)),
                 "v_lshrrev_b32_e32": b >> (a & np.uint64(31)),
                 "v_mul_lo_u32": a * b}[op]
            self.vwrite(ops[0], (r & np.uint64(M32)).astype(np.uint32))
        elif op in ("v_lshl_add_u32", "v_add3_u32", "v_bfe_u32"):
            a, b, c = (self.vsrc(o).astype(np.uint64) for o in ops[1:4])
            if op == "v_lshl_add_u32":
                r = (a << (b & np.uint64(31))) + c
            elif op == "v_add3_u32":
                r = a + b + c
            else:
                r = (a >> (b & np.uint64(31))) & ((np.uint64(1) << (c & np.uint64(31))) - np.uint64(1))
            self.vwrite(ops[0], (r & np.uint64(M32)).astype(np.uint32))
        elif op == "v_mov_b32_e32":
            self.vwrite(ops[0], self.vsrc(ops[1]))
        elif op == "v_lshlrev_b64":
            sh = self.vsrc(ops[1]).astype(np.uint64) & np.uint64(63)
            self.vwrite(ops[0], self.vsrc64(ops[2]) << sh)
        elif op == "v_lshl_add_u64":
            sh = np.uint64(self.imm(ops[2]))
            with np.errstate(over="ignore"):
                self.vwrite(ops[0], (self.vsrc64(ops[1]) << sh) + self.vsrc64(ops[3]))
        elif op == "v_add_f32_e32":
            r = self.f32(self.vsrc(ops[1])) + self.f32(self.vsrc(ops[2]))
            self.vwrite(ops[0], r.view(np.uint32))
        elif op == "v_fmac_f32_e32":
            a, b = self.f32(self.vsrc(ops[1])), self.f32(self.vsrc(ops[2]))
            d = self.f32(self.vsrc(ops[0]))
            r = (a.astype(np.float64) * b + d).astype(np.float32)   # exact for the test data
            self.vwrite(ops[0], r.view(np.uint32))
        elif op == "v_accvgpr_write_b32":
            self.vwrite(ops[0], self.vsrc(ops[1]))
        elif op == "v_accvgpr_read_b32":
            self.vwrite(ops[0], self.vsrc(ops[1]))
        elif op == "v_mfma_f32_16x16x32_bf16":
            self.mfma_16x16x32_bf16(*ops)
        elif op.startswith(("global_load_dword", "global_store_dword")):
            self.global_memory(op, ops)
        else:
            raise AssertionError(f"the model does not know {inst.text!r}")
        self.pc = nxt
        return False

    def _addresses(self, vaddr: str, saddr: str) -> np.ndarray:
        if saddr == "off":
            return self.vsrc64(vaddr)
        return np.uint64(self.s64(saddr)) + self.vsrc(vaddr).astype(np.uint64)

    def global_memory(self, op: str, ops: List[str]) -> None:
        mask = self.active()
        if op.startswith("global_load"):
            kind, i, n = self.reg(ops[0])
            addrs = self._addresses(ops[1], ops[2])
            for lane in np.nonzero(mask)[0]:
                words = struct.unpack(f"<{n}I", self.mem.read(int(addrs[lane]), 4 * n))
                for j, w in enumerate(words):
                    self.v[i + j][lane] = w
        else:
            kind, i, n = self.reg(ops[1])
            data = self.v if kind == "v" else self.a
            addrs = self._addresses(ops[0], ops[2])
            for lane in np.nonzero(mask)[0]:
                self.mem.write(int(addrs[lane]),
                               struct.pack(f"<{n}I", *[int(data[i + j][lane]) for j in range(n)]))

    def mfma_16x16x32_bf16(self, dst: str, src_a: str, src_b: str, src_c: str) -> None:
        def bf16_operand(text):
            kind, i, n = self.reg(text)
            assert kind == "v" and n == 4
            words = self.v[i:i + 4].T                    # [lane][dword]
            halves = np.stack([words & 0xFFFF, words >> 16], axis=2).reshape(64, 8)
            return (halves.astype(np.uint32) << 16).view(np.float32)   # [lane][item]
        a, b = bf16_operand(src_a), bf16_operand(src_b)
        A = np.zeros((16, 32), np.float32)
        B = np.zeros((32, 16), np.float32)
        for lane in range(64):
            r, g = lane % 16, lane // 16
            A[r, 8 * g: 8 * g + 8] = a[lane]
            B[8 * g: 8 * g + 8, r] = b[lane]
        kc, ic, _ = self.reg(src_c)
        kd, id_, _ = self.reg(dst)
        cfile = self.v if kc == "v" else self.a
        dfile = self.v if kd == "v" else self.a
        C = np.zeros((16, 16), np.float32)
        for lane in range(64):
            for j in range(4):
                C[4 * (lane // 16) + j, lane % 16] = cfile[ic + j][lane:lane + 1].view(np.float32)[0]
        D = (A.astype(np.float64) @ B.astype(np.float64) + C).astype(np.float32)
        for lane in range(64):
            for j in range(4):
                dfile[id_ + j][lane] = D[4 * (lane // 16) + j, lane % 16:lane % 16 + 1].view(np.uint32)[0]


def _load(toolchain, name: str, mem: Memory):
    """Map the code object's loaded sections into ``mem``; return the decoded
    code by absolute address, the symbols and the metadata by kernel name."""
    data = co_bytes(name)
    elf = Elf(data)
    for sec in elf.sections:
        if sec.flags & 2 and sec.size:                     # SHF_ALLOC
            body = bytes(sec.size) if sec.type == 8 else data[sec.offset:sec.offset + sec.size]
            mem.map(IMAGE_BASE + sec.addr, body)
    _, _, funcs = disassemble(toolchain, name)
    code = {IMAGE_BASE + i.addr: i for insts in funcs.values() for i in insts}
    syms = {s.name: s for s in elf.symbols()}
    metas = {m[".name"]: m for m in elf.metadata()["amdhsa.kernels"]}
    return code, syms, metas, descriptors(elf)


def launch(toolchain, name: str, kernel: str, mem: Memory, args: List[Tuple[str, object]],
           grid: Tuple[int, int], block: int, preload_firmware: bool = True) -> None:
    """Dispatch ``kernel`` over ``grid`` workgroups of ``block`` work-items
    (1-D blocks).  ``args`` are (struct format, value) pairs in .args order;
    hidden arguments are filled as the HIP runtime would."""
    code, syms, metas, kds = _load(toolchain, name, mem)
    meta, (kd_sym, kd) = metas[kernel], kds[kernel]
    kernarg = bytearray(meta[".kernarg_segment_size"])
    explicit = [a for a in meta[".args"] if not a[".value_kind"].startswith("hidden_")]
    assert len(explicit) == len(args)
    for arg, (fmt, value) in zip(explicit, args):
        struct.pack_into("<" + fmt, kernarg, arg[".offset"], value)
    for arg in meta[".args"]:
        kind, off = arg[".value_kind"], arg[".offset"]
        values = {"hidden_block_count_x": grid[0], "hidden_block_count_y": grid[1],
                  "hidden_block_count_z": 1, "hidden_group_size_x": block,
                  "hidden_group_size_y": 1, "hidden_group_size_z": 1, "hidden_grid_dims": 2}
        if kind in values:
            struct.pack_into({2: "<H", 4: "<I", 8: "<Q"}[arg[".size"]], kernarg, off, values[kind])
    kernarg_addr = mem.alloc(bytes(kernarg))
    entry = IMAGE_BASE + kd_sym.value + kd.entry_offset
    user = (kd.rsrc2 >> 1) & 0x1F
    preload = kd.kernarg_preload & 0x7F
    for gy in range(grid[1]):
        for gx in range(grid[0]):
            for w in range((block + 63) // 64):
                start = entry + 256 if (preload and preload_firmware) else entry
                wave = Wave(code, mem, start)
                wave.s[0], wave.s[1] = kernarg_addr & M32, kernarg_addr >> 32
                if preload and preload_firmware:
                    wave.s[2:2 + preload] = struct.unpack_from(f"<{preload}I", kernarg, 0)
                sys_sgpr = user
                for enabled, value in ((kd.rsrc2 >> 7 & 1, gx), (kd.rsrc2 >> 8 & 1, gy)):
                    if enabled:
                        wave.s[sys_sgpr] = value
                        sys_sgpr += 1
                tid = w * 64 + np.arange(64)
                wave.v[0] = tid.astype(np.uint32)
                wave.exec = Wave.mask_of(tid < block)
                wave.run()


def _buffer(mem: Memory, array: np.ndarray) -> int:
    return mem.alloc(np.ascontiguousarray(array).tobytes())


def _read(mem: Memory, addr: int, dtype, count: int) -> np.ndarray:
    return np.frombuffer(mem.read(addr, count * np.dtype(dtype).itemsize), dtype).copy()


@pytest.mark.parametrize("block, n", [(256, 1000), (128, 300), (1024, 1024)])
def test_vector_add_computes(toolchain, block, n):
    rng = np.random.default_rng(1)
    a = rng.standard_normal(n + 50).astype(np.float32)
    b = rng.standard_normal(n + 50).astype(np.float32)
    mem = Memory()
    pa, pb, pc = _buffer(mem, a), _buffer(mem, b), _buffer(mem, np.full(n + 50, 7, np.float32))
    launch(toolchain, "vector_add", "vector_add", mem,
           [("Q", pa), ("Q", pb), ("Q", pc), ("I", n)], ((n + block - 1) // block + 1, 1), block)
    c = _read(mem, pc, np.float32, n + 50)
    assert np.array_equal(c[:n], a[:n] + b[:n])
    assert np.all(c[n:] == 7)                    # nothing written past n


def _collatz(x: int, max_steps: int) -> int:
    steps = 0
    while x > 1 and steps < max_steps:
        x = (3 * x + 1) & M32 if x & 1 else x >> 1
        steps += 1
    return steps


@pytest.mark.parametrize("max_steps", [0, 1, 150])
def test_collatz_steps_computes(toolchain, max_steps):
    rng = np.random.default_rng(2)
    n = 300
    x = rng.integers(0, 5000, n, dtype=np.uint32)
    x[:6] = [0, 1, 2, 27, 0xFFFFFFFF, 0xAAAAAAAB]      # 27: 111 steps; the last two wrap
    mem = Memory()
    pin, pout = _buffer(mem, x), _buffer(mem, np.full(n + 20, 0xDEAD, np.uint32))
    launch(toolchain, "two_kernels", "collatz_steps", mem,
           [("Q", pin), ("Q", pout), ("I", n), ("I", max_steps)], (2, 1), 256)
    out = _read(mem, pout, np.uint32, n + 20)
    assert out[:n].tolist() == [_collatz(int(v), max_steps) for v in x]
    assert np.all(out[n:] == 0xDEAD)


@pytest.mark.parametrize("rows", [0, 1, 5])
def test_clamp_column_sum_computes(toolchain, rows):
    rng = np.random.default_rng(3)
    n = 300
    lo, hi = np.float32(-1.0), np.float32(2.0)
    data = rng.uniform(-3, 3, (max(rows, 1), n)).astype(np.float32)
    data[0, :4] = [np.nan, -np.inf, np.inf, 0.5]
    if rows >= 3:
        data[1] = np.clip(data[1], lo, hi - 0.5)     # no lane above hi: skips the clamp
        data[2] = np.minimum(data[2], lo - 0.25)     # every lane below lo: skips the add
    mem = Memory()
    pin, pout = _buffer(mem, data), _buffer(mem, np.full(n + 20, 9, np.float32))
    launch(toolchain, "two_kernels", "clamp_column_sum", mem,
           [("Q", pin), ("Q", pout), ("I", n), ("I", rows), ("f", lo), ("f", hi)], (2, 1), 256)
    out = _read(mem, pout, np.float32, n + 20)
    want = np.zeros(n, np.float32)
    for r in range(rows):
        v = data[r]
        with np.errstate(invalid="ignore"):
            keep = v >= lo
        want = np.where(keep, want + np.where(v > hi, hi, v), want).astype(np.float32)
    assert np.array_equal(out[:n], want)
    assert np.all(out[n:] == 9)


def test_bitrev_hash_computes(toolchain):
    rng = np.random.default_rng(4)
    n = 300
    x = rng.integers(0, 1 << 32, n, dtype=np.uint64).astype(np.uint32)
    x[:3] = [0, 1, 0x80000000]
    mem = Memory()
    pin, pout = _buffer(mem, x), _buffer(mem, np.zeros(n + 20, np.uint32))
    launch(toolchain, "const_table", "bitrev_hash", mem,
           [("Q", pin), ("Q", pout), ("I", n)], (2, 1), 256)
    out = _read(mem, pout, np.uint32, n + 20)
    want = [(int(f"{int(v):032b}"[::-1], 2) * 0x9E3779B1 + 0x7F4A7C15) & M32 for v in x]
    assert out[:n].tolist() == want and not out[n:].any()


def _bf16(values: np.ndarray) -> np.ndarray:
    """float32 values that bf16 holds exactly -> their bf16 bit patterns."""
    bits = values.astype(np.float32).view(np.uint32)
    assert not (bits & 0xFFFF).any()
    return (bits >> 16).astype(np.uint16)


@pytest.mark.parametrize("M, N, K", [(32, 48, 64), (16, 16, 32), (16, 32, 0)])
def test_gemm_bf16_computes(toolchain, M, N, K):
    rng = np.random.default_rng(5)
    A = rng.integers(-8, 8, (M, K)).astype(np.float32)
    Bt = rng.integers(-8, 8, (N, K)).astype(np.float32)
    mem = Memory()
    pa = _buffer(mem, _bf16(A) if K else np.zeros(1, np.uint16))
    pb = _buffer(mem, _bf16(Bt) if K else np.zeros(1, np.uint16))
    pc = _buffer(mem, np.full(M * N + 16, 5, np.float32))
    # one extra column and row of workgroups: those tiles must do nothing
    launch(toolchain, "mfma", "gemm_bf16_16x16", mem,
           [("Q", pa), ("Q", pb), ("Q", pc), ("I", M), ("I", N), ("I", K)],
           (N // 16 + 1, M // 16 + 1), 64)
    C = _read(mem, pc, np.float32, M * N + 16)
    assert np.array_equal(C[:M * N].reshape(M, N), A @ Bt.T)
    assert np.all(C[M * N:] == 5)


@pytest.mark.parametrize("preload_firmware", [True, False])
def test_saxpy_preload_computes(toolchain, preload_firmware):
    """Correct both where the firmware preloads (start at entry + 256 with
    s[2:7] loaded) and where it does not (start at entry, the prologue loads)."""
    n = 700
    x = (np.arange(n + 10) % 97 - 40).astype(np.float32)
    y = (np.arange(n + 10) % 13).astype(np.float32) * 0.5
    mem = Memory()
    px, py = _buffer(mem, x), _buffer(mem, y)
    launch(toolchain, "kernarg_preload", "saxpy_preload", mem,
           [("Q", px), ("Q", py), ("f", 1.5), ("I", n)], (3, 1), 256,
           preload_firmware=preload_firmware)
    out = _read(mem, py, np.float32, n + 10)
    assert np.array_equal(out[:n], np.float32(1.5) * x[:n] + y[:n])
    assert np.array_equal(out[n:], y[n:])
