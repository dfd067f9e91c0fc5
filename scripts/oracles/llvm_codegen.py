#!/usr/bin/env python3
"""The LLVM codegen oracle: LLVM 22's own AMDGPU codegen tests, compiled for
gfx950 with llc, assembled with llvm-mc and linked with ld.lld, and what
gcnasm makes of them (docs/oracles.md).

    # compile a deterministic sample into tests/data/llvm-codegen (committed)
    python scripts/oracles/llvm_codegen.py compile --sample --out tests/data/llvm-codegen
    # the whole directory (3,461 files; ~2,700 .ll) into a scratch folder
    python scripts/oracles/llvm_codegen.py compile --all --out /tmp/llvm-codegen
    # run the oracles (round trip, standalone, check, s_nop and s_waitcnt
    # mutations) over a compiled folder and print the figures
    python scripts/oracles/llvm_codegen.py evaluate /tmp/llvm-codegen [--mutations] [--jobs N]

The LLVM source is found with --llvm-src, $GCNASM_LLVM_SRC, or
/work/llvm-src/llvm-toolchain-22_22.1.8/llvm; `compile --fetch DIR` downloads
it (`apt-get source --download-only llvm-toolchain-22` into a private apt
state, as scripts/install-llvm.sh does for the binaries; the .orig.tar.xz is
what is used, a 404 of the .dsc is harmless) and extracts only
llvm/test/CodeGen/AMDGPU.

The LLVM tools run through gcnasm's toolchain lookup (gcnasm.toolchain), so
the llc is the one of the same LLVM as llvm-mc and ld.lld.

Each file is compiled with the same command whatever its RUN lines say (the
oracle is "what llc emits for gfx950", not the test's own check lines):
``llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O2``.  A file llc rejects
(another target's intrinsics, a verifier error, an expected failure) is
skipped with its reason; a file without a kernel (``.amdhsa_kernel``) is
skipped too: gcnasm works on kernels' code objects.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import functools
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
DEFAULT_SRC = Path("/work/llvm-src/llvm-toolchain-22_22.1.8/llvm")
TESTS_SUBDIR = Path("test/CodeGen/AMDGPU")
LLC_ARGS = ["-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx950", "-O2"]
MC_ARGS = ["-triple=amdgcn-amd-amdhsa", "-mcpu=gfx950", "-filetype=obj"]
# The committed sample: every SAMPLE_STEP-th .ll file in name order (a
# deterministic spread over the whole directory), kept when it has a kernel
# and its code object is at most SAMPLE_MAX_CO bytes (a few MB in all).
SAMPLE_STEP = 5
SAMPLE_MAX_CO = 28 * 1024
LLC_TIMEOUT = 120


# --- finding and fetching the LLVM source --------------------------------------

def find_llvm_src(explicit: str | None) -> Path:
    for cand in (explicit, os.environ.get("GCNASM_LLVM_SRC"), DEFAULT_SRC):
        if cand and (Path(cand) / TESTS_SUBDIR).is_dir():
            return Path(cand)
        if cand and (Path(cand) / "llvm" / TESTS_SUBDIR).is_dir():
            return Path(cand) / "llvm"
    sys.exit("llvm_codegen: no LLVM source with test/CodeGen/AMDGPU; give --llvm-src DIR "
             "or use 'compile --fetch DIR'")


def fetch_llvm_src(where: Path) -> Path:
    """apt-get source --download-only llvm-toolchain-22 into a private apt
    state under ``where`` (never /etc/apt), then extract the AMDGPU codegen
    tests from the .orig.tar.xz."""
    where.mkdir(parents=True, exist_ok=True)
    have = sorted(where.glob("llvm-toolchain-22_*/llvm"))
    if have and (have[-1] / TESTS_SUBDIR).is_dir():
        return have[-1]
    state = where / "apt"
    for d in ("lists/partial", "archives/partial", "cache"):
        (state / d).mkdir(parents=True, exist_ok=True)
    (state / "status").write_text("")
    mirror = os.environ.get("GCNASM_DEBIAN_MIRROR", "http://deb.debian.org/debian")
    (state / "sources.list").write_text(f"deb-src {mirror} trixie main\n")
    opts = [f"-oDir::Etc::SourceList={state}/sources.list", "-oDir::Etc::SourceParts=/dev/null",
            f"-oDir::State::Lists={state}/lists", f"-oDir::State::status={state}/status",
            f"-oDir::Cache::Archives={state}/archives", f"-oDir::Cache={state}/cache",
            "-oDebug::NoLocking=1"]
    if Path("/usr/share/keyrings/debian-archive-keyring.gpg").exists():
        opts += ["-oDir::Etc::Trusted=/usr/share/keyrings/debian-archive-keyring.gpg",
                 "-oDir::Etc::TrustedParts=/usr/share/keyrings"]
    subprocess.run(["apt-get", *opts, "-q", "update"], check=True)
    # the .dsc may 404 on some mirrors; the .orig.tar.xz is what matters
    subprocess.run(["apt-get", *opts, "source", "--download-only", "llvm-toolchain-22"],
                   cwd=where, check=False)
    tars = sorted(where.glob("llvm-toolchain-22_*.orig.tar.xz"))
    if not tars:
        sys.exit("llvm_codegen: apt-get source did not download llvm-toolchain-22's .orig.tar.xz")
    top = tars[-1].name[:-len(".orig.tar.xz")]
    subprocess.run(["tar", "-xJf", tars[-1].name, "--wildcards", f"*/llvm/{TESTS_SUBDIR}/*"],
                   cwd=where, check=True)
    found = [p.parent.parent.parent for p in where.glob(f"*/llvm/{TESTS_SUBDIR}")]
    if not found:
        sys.exit(f"llvm_codegen: {tars[-1]} has no llvm/{TESTS_SUBDIR}")
    out = where / top
    if found[0].parent != out and not out.exists():
        found[0].parent.rename(out)
    return out / "llvm"


# --- compiling ----------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def tool_argv(name: str) -> tuple:
    from gcnasm import toolchain
    return tuple(toolchain.exec_argv(name))


def llvm_version() -> str:
    out = subprocess.run([*tool_argv("llc"), "--version"], capture_output=True, text=True).stdout
    m = re.search(r"LLVM version (\S+)", out)
    return m.group(1) if m else "unknown"


def ll_files(src: Path) -> list[Path]:
    return sorted((src / TESTS_SUBDIR).glob("*.ll"))


def sample_of(files: list[Path]) -> list[Path]:
    return files[::SAMPLE_STEP]


def compile_one(ll: Path, out: Path, max_co: int | None = None) -> dict:
    """llc, llvm-mc -filetype=obj, ld.lld -shared: NAME.s and NAME.co in ``out``."""
    stem = ll.stem
    entry = {"source": f"llvm/{TESTS_SUBDIR}/{ll.name}", "name": stem}
    s_path, co_path = out / f"{stem}.s", out / f"{stem}.co"
    try:
        proc = subprocess.run([*tool_argv("llc"), *LLC_ARGS, str(ll), "-o", "-"],
                              capture_output=True, timeout=LLC_TIMEOUT)
    except subprocess.TimeoutExpired:
        return {**entry, "status": "skipped", "reason": f"llc ran past {LLC_TIMEOUT} s"}
    if proc.returncode != 0:
        first = proc.stderr.decode(errors="replace").strip().splitlines()
        return {**entry, "status": "skipped",
                "reason": "llc rejects it: " + (first[0][:200] if first else f"exit {proc.returncode}")}
    text = proc.stdout.decode(errors="replace")
    kernels = len(re.findall(r"^\s*\.amdhsa_kernel\s", text, re.M))
    if not kernels:
        return {**entry, "status": "skipped", "reason": "no kernel"}
    with tempfile.TemporaryDirectory() as tmp:
        s_tmp, o_tmp, co_tmp = Path(tmp) / "k.s", Path(tmp) / "k.o", Path(tmp) / "k.co"
        s_tmp.write_text(text)
        for tool, argv in (("llvm-mc", [*MC_ARGS, str(s_tmp), "-o", str(o_tmp)]),
                           ("ld.lld", ["-shared", str(o_tmp), "-o", str(co_tmp)])):
            p = subprocess.run([*tool_argv(tool), *argv], capture_output=True)
            if p.returncode != 0:
                msg = p.stderr.decode(errors="replace").strip().splitlines()
                return {**entry, "status": "skipped",
                        "reason": f"{tool} rejects llc's output: " + (msg[0][:200] if msg else "")}
        data = co_tmp.read_bytes()
    if max_co is not None and len(data) > max_co:
        return {**entry, "status": "skipped", "reason": f"code object {len(data)} bytes > {max_co}"}
    s_path.write_text(text)
    co_path.write_bytes(data)
    return {**entry, "status": "ok", "kernels": kernels, "s": s_path.name, "co": co_path.name,
            "co_sha256": hashlib.sha256(data).hexdigest()}


def cmd_compile(args) -> int:
    src = fetch_llvm_src(Path(args.fetch)) if args.fetch else find_llvm_src(args.llvm_src)
    files = ll_files(src)
    if args.every:
        chosen = files[args.start::args.every]
    else:
        chosen = files if args.all else sample_of(files)
    if args.limit:
        chosen = chosen[:args.limit]
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    max_co = None if (args.all or args.every) else (args.max_co or SAMPLE_MAX_CO)
    results = []
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for i, r in enumerate(pool.map(lambda p: compile_one(p, out, max_co), chosen)):
            results.append(r)
            if args.verbose:
                print(f"[{i + 1}/{len(chosen)}] {r['name']}: {r['status']} {r.get('reason', '')}",
                      file=sys.stderr)
    manifest = {
        "llvm_version": llvm_version(),
        "llvm_source": f"llvm-toolchain-22 (Debian trixie source package; {src})",
        "directory": f"llvm/{TESTS_SUBDIR}",
        "selection": "all .ll files" if args.all else
                     f"every {args.every}th .ll file in name order from the {args.start}th, "
                     "kept when llc accepts it and it has a kernel" if args.every else
                     f"every {SAMPLE_STEP}th .ll file in name order, kept when llc accepts it, "
                     f"it has a kernel and its code object is at most {max_co} bytes",
        "llc": "llc " + " ".join(LLC_ARGS) + " SOURCE.ll -o NAME.s",
        "llvm-mc": "llvm-mc " + " ".join(MC_ARGS) + " NAME.s -o NAME.o",
        "ld.lld": "ld.lld -shared NAME.o -o NAME.co",
        "files": [r for r in results if r["status"] == "ok"],
        "skipped": {r["name"]: r["reason"] for r in results if r["status"] != "ok"},
    }
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1, sort_keys=False) + "\n")
    ok = len(manifest["files"])
    print(f"{len(chosen)} .ll files: {ok} compiled with kernels "
          f"({sum(r['kernels'] for r in manifest['files'])} kernels), {len(chosen) - ok} skipped; "
          f"manifest in {out / 'manifest.json'}")
    return 0


# --- the oracles (used by tests/test_oracle_llvm_codegen.py too) -----------------

def load_manifest(folder: Path) -> dict:
    return json.loads((Path(folder) / "manifest.json").read_text())


def roundtrip(co_path: Path) -> str | None:
    """gcnasm disasm + asm --template: None when byte-identical, else why not."""
    from gcnasm import GcnasmError
    from gcnasm.codeobject import CodeObject, assemble, disassemble
    try:
        co = CodeObject.load(co_path)
        new = assemble(disassemble(co), co, path=f"{co_path.name}.s").to_bytes()
    except GcnasmError as exc:
        return f"refused: {str(exc).splitlines()[0][:300]}"
    if new == co.to_bytes():
        return None
    return "differs: " + "; ".join(section_differences(new, co.to_bytes())[:4])


def section_differences(mine: bytes, theirs: bytes) -> list[str]:
    """What differs between two code objects, .comment aside (its text names
    the linker): the ELF header's identity, the program headers, and each
    section's name, type, flags, address, size, alignment, link and bytes."""
    from gcnasm.codeobject import elf
    a, b = elf.ElfFile(mine, "gcnasm"), elf.ElfFile(theirs, "ld.lld")
    out = []
    if (a.header.ident, a.header.flags, a.header.type) != \
            (b.header.ident, b.header.flags, b.header.type):
        out.append("ELF header")

    def segs(e):
        return [(s.type, s.flags, s.offset, s.vaddr, s.filesz, s.memsz, s.align)
                for s in e.segments]
    if segs(a) != segs(b):
        out.append("program headers")
    na, nb = [s.name for s in a.sections], [s.name for s in b.sections]
    if na != nb:
        return out + [f"sections {na} vs {nb}"]
    for x, y in zip(a.sections, b.sections):
        if x.name == ".comment":
            continue
        kx = (x.type, x.flags, x.addr, x.size, x.addralign, x.entsize, x.link, x.info)
        ky = (y.type, y.flags, y.addr, y.size, y.addralign, y.entsize, y.link, y.info)
        if kx != ky:
            out.append(f"{x.name} header")
        elif a.section_bytes(x) != b.section_bytes(y):
            out.append(f"{x.name} contents")
    return out


def standalone(s_path: Path, co_path: Path) -> str | None:
    """gcnasm's standalone assembly of llc's .s against ld.lld's code object:
    None when they agree (.comment aside), else why not."""
    from gcnasm import GcnasmError
    from gcnasm.codeobject import assemble
    try:
        mine = assemble(Path(s_path).read_text(), path=Path(s_path).name).to_bytes()
    except GcnasmError as exc:
        return f"refused: {str(exc).splitlines()[0][:300]}"
    diffs = section_differences(mine, Path(co_path).read_bytes())
    return "differs: " + "; ".join(diffs[:4]) if diffs else None


def check_errors(co_path: Path) -> dict[str, int]:
    """The error findings of gcnasm check on ld.lld's code object: rule -> count."""
    from gcnasm.checker import check
    return dict(Counter(f.rule for f in check(str(co_path)).errors))


_NOP = re.compile(r"^(\s*)s_nop\s+(\d+)\s*$")
_WAIT = re.compile(r"^\s*s_waitcnt\s")
_COUNTER = re.compile(r"(vmcnt|lgkmcnt|expcnt)\((\d+)\)")
_LABEL = re.compile(r"^([A-Za-z_.$][\w.$]*):")


def _function_of(lines: list[str]) -> list[str]:
    """For each line, the global symbol (kernel or function) it is in."""
    out, current = [], ""
    for line in lines:
        m = _LABEL.match(line)
        if m and not m.group(1).startswith(".L"):
            current = m.group(1)
        out.append(current)
    return out


def _next_instruction(lines: list[str], i: int) -> str:
    for line in lines[i + 1:]:
        body = line.split("//")[0].strip()
        if body and not body.startswith("."):
            return body
    return ""


def _previous_instruction(lines: list[str], i: int) -> str:
    for line in reversed(lines[:i]):
        body = line.split("//")[0].strip()
        if body and not body.startswith("."):
            return body
    return ""


def nop_mutants(text: str):
    """(id, mutant text, context) for each s_nop of gcnasm's disassembly,
    shortened by one (deleted when it is s_nop 0).  id: FUNCTION#ORDINAL, the
    ordinal-th s_nop of that kernel or function (stable while the code object
    is)."""
    lines = text.split("\n")
    owner = _function_of(lines)
    seen: Counter = Counter()
    for i, line in enumerate(lines):
        m = _NOP.match(line)
        if not m:
            continue
        seen[owner[i]] += 1
        n = int(m.group(2))
        mutant = list(lines)
        if n == 0:
            del mutant[i]
        else:
            mutant[i] = f"{m.group(1)}s_nop {n - 1}"
        context = f"{_previous_instruction(lines, i)} | s_nop {n} | {_next_instruction(lines, i)}"
        yield f"{owner[i]}#{seen[owner[i]]}", "\n".join(mutant), context


# Which s_waitcnt guards a use of a pending result is decided here from the
# text alone (not by gcnasm's model): in the order of the text, each memory
# instruction that returns a value makes its destination registers pending on
# its counters (SIInsertWaitcnts' counters: VMEM loads vmcnt, LDS and SMEM
# lgkmcnt, FLAT both); a wait with a counter at 0 clears that counter's
# registers.  A wait guards a use when an instruction after it, before the
# next wait, names (reads or overwrites) a register pending on a counter the
# wait names.  Waits for the memory model (before s_barrier, after a volatile
# store, a fence's) and the calling convention (a callee's entry, before a
# return or call) name no pending register and are left out.
_REG = re.compile(r"\b([vsa])(?:(\d+)\b|\[(\d+):(\d+)\])")


def _registers(operands: str) -> set:
    out = set()
    for m in _REG.finditer(operands):
        lo = int(m.group(2) if m.group(2) is not None else m.group(3))
        hi = int(m.group(2) if m.group(2) is not None else m.group(4))
        out.update((m.group(1), r) for r in range(lo, hi + 1))
    return out


def _returns_counters(mnemonic: str, operands: str) -> tuple:
    """The counters a memory instruction that returns registers counts on."""
    if mnemonic.startswith(("s_load_", "s_buffer_load_")):
        return ("lgkmcnt",)
    if mnemonic.startswith("ds_"):
        returns = ("read" in mnemonic or "load" in mnemonic or "rtn" in mnemonic
                   or "permute" in mnemonic or "swizzle" in mnemonic
                   or mnemonic in ("ds_append", "ds_consume"))
        return ("lgkmcnt",) if returns else ()
    if mnemonic.startswith(("global_", "buffer_", "scratch_", "flat_")):
        returns = "load" in mnemonic or ("atomic" in mnemonic and re.search(r"\bsc0\b", operands))
        if not returns or re.search(r"\blds\b", operands):
            return ()
        return ("vmcnt", "lgkmcnt") if mnemonic.startswith("flat_") else ("vmcnt",)
    return ()


def _instruction(line: str):
    body = line.split("//")[0].split(";")[0].strip()
    if not body or body.startswith(".") or body.endswith(":"):
        return None, ""
    parts = body.split(None, 1)
    return parts[0], parts[1] if len(parts) > 1 else ""


def waits_before_a_use(lines: list[str]) -> dict:
    """line -> the mutations of that s_waitcnt that leave a use unguarded:
    "deleted" when a later instruction, before the next wait, names a
    register of a result the wait completed; "vmcnt+1" (etc.) when it names
    one of the result that relaxing that counter by one leaves pending (the
    newest the wait completed).  Each counter's pending results are kept in
    issue order; ``s_waitcnt vmcnt(N)`` completes all but the last N."""
    pending: dict = {"vmcnt": [], "lgkmcnt": []}
    out: dict = {}
    open_uses: list = []            # (tag, registers) of the last wait
    wait_line = None
    for i, line in enumerate(lines):
        m = _LABEL.match(line)
        if m and not m.group(1).startswith(".L"):
            pending = {"vmcnt": [], "lgkmcnt": []}
            open_uses, wait_line = [], None
        mnemonic, operands = _instruction(line)
        if mnemonic is None:
            continue
        if mnemonic == "s_waitcnt":
            open_uses, wait_line = [], i
            completed = set()
            for m in _COUNTER.finditer(operands):
                c, n = m.group(1), int(m.group(2))
                if c in pending and len(pending[c]) > n:
                    done = pending[c][:len(pending[c]) - n]
                    pending[c] = pending[c][len(pending[c]) - n:]
                    open_uses.append((f"{c}+1", done[-1]))
                    for regs in done:
                        completed |= regs
            open_uses.append(("deleted", completed))
            continue
        counters = _returns_counters(mnemonic, operands)
        if wait_line is not None and open_uses:
            regs = _registers(operands)
            if counters == ("vmcnt",):
                # VMEM loads return in order: overwriting an earlier load's
                # result needs no wait (SIInsertWaitcnts: same VMEM type)
                regs = _registers(operands.split(",", 1)[1] if "," in operands else "")
            hit = {tag for tag, guarded in open_uses if guarded & regs}
            if hit:
                out.setdefault(wait_line, set()).update(hit)
                open_uses = [(t, g) for t, g in open_uses if t not in hit]
        if counters:
            dest = frozenset(_registers(operands.split(",")[0]))
            for c in counters:
                pending[c].append(dest)
    return out


def wait_mutants(text: str):
    """(id, mutant text, context) for each s_waitcnt mutation that leaves a
    use unguarded (waits_before_a_use): the wait deleted, or one counter
    relaxed by one.  id: FUNCTION#ORDINAL:MUTATION, the ordinal-th s_waitcnt
    of that kernel or function."""
    lines = text.split("\n")
    owner = _function_of(lines)
    guarding = waits_before_a_use(lines)
    seen: Counter = Counter()
    for i, line in enumerate(lines):
        if not _WAIT.match(line):
            continue
        seen[owner[i]] += 1
        tags = guarding.get(i, ())
        base = f"{owner[i]}#{seen[owner[i]]}"
        context = f"{line.strip()} | {_next_instruction(lines, i)}"
        if "deleted" in tags:
            yield f"{base}:deleted", "\n".join(lines[:i] + lines[i + 1:]), context
        for m in _COUNTER.finditer(line):
            if f"{m.group(1)}+1" in tags:
                relaxed = line[:m.start()] + f"{m.group(1)}({int(m.group(2)) + 1})" + line[m.end():]
                yield (f"{base}:{m.group(1)}+1", "\n".join(lines[:i] + [relaxed] + lines[i + 1:]),
                       context)


def mutation_misses(co_path: Path, which: str) -> tuple[int, dict[str, str]]:
    """Run the s_nop ("nop") or s_waitcnt ("wait") mutants of one code object:
    (how many, {id: context} of those gcnasm check does not flag).  A mutant
    is flagged when check against the original code object reports a finding
    the edit introduced (any severity: report.introduced())."""
    from gcnasm import GcnasmError
    from gcnasm.checker import check
    from gcnasm.codeobject import CodeObject, disassemble
    try:
        co = CodeObject.load(co_path)
        text = disassemble(co)
    except GcnasmError as exc:      # a code object gcnasm refuses: nothing is checked
        return 1, {"(load)": f"refused: {str(exc).splitlines()[0][:400]}"}
    gen = nop_mutants if which == "nop" else wait_mutants
    total, missed = 0, {}
    for ident, mutant, context in gen(text):
        total += 1
        try:
            flagged = bool(check(mutant, co).introduced().findings)
        except GcnasmError as exc:      # the text does not reassemble: nothing checked
            flagged, context = False, f"refused: {str(exc).splitlines()[0][:160]}"
        if not flagged:
            missed[ident] = context
    return total, missed


def kernel_mutants(co_path: Path, which: str, kernels: set) -> int:
    """How many of the mutants are in kernels (not in non-kernel functions)."""
    from gcnasm import GcnasmError
    from gcnasm.codeobject import CodeObject, disassemble
    try:
        text = disassemble(CodeObject.load(co_path))
    except GcnasmError:
        return 0
    gen = nop_mutants if which == "nop" else wait_mutants
    return sum(1 for ident, _, _ in gen(text) if ident.partition("#")[0] in kernels)


def evaluate_one(folder: Path, entry: dict, mutations: bool) -> dict:
    name = entry["name"]
    s_path, co_path = folder / entry["s"], folder / entry["co"]
    out = {"name": name}
    for key, fn in (("roundtrip", lambda: roundtrip(co_path)),
                    ("standalone", lambda: standalone(s_path, co_path)),
                    ("check", lambda: check_errors(co_path))):
        try:
            out[key] = fn()
        except Exception as exc:        # a crash is a finding of the oracle too
            out[key] = f"crash: {type(exc).__name__}: {exc}"[:300]
    if mutations:
        kernels = kernels_of(s_path.read_text())
        for which in ("nop", "wait"):
            try:
                total, missed = mutation_misses(co_path, which)
                out[which] = {"total": total, "missed": missed,
                              "kernel_total": kernel_mutants(co_path, which, kernels)}
            except Exception as exc:
                out[which] = {"total": 0, "missed": {}, "crash": f"{type(exc).__name__}: {exc}"[:300]}
    return out


def _evaluate_worker(job):
    folder, entry, mutations = job
    return evaluate_one(Path(folder), entry, mutations)


def cmd_evaluate(args) -> int:
    folder = Path(args.folder)
    entries = load_manifest(folder)["files"]
    if args.limit:
        entries = entries[:args.limit]
    jobs = [(str(folder), e, args.mutations) for e in entries]
    results = []
    with concurrent.futures.ProcessPoolExecutor(args.jobs) as pool:
        for r in pool.map(_evaluate_worker, jobs):
            results.append(r)
            if args.verbose:
                print(r["name"], {k: v for k, v in r.items() if k not in ("name", "nop", "wait")},
                      file=sys.stderr)
    n = len(results)
    rt = sum(r["roundtrip"] is None for r in results)
    sa = sum(r["standalone"] is None for r in results)
    clean = sum(r["check"] == {} for r in results)
    print(f"{n} code objects: round trip {rt}/{n} byte-identical; standalone {sa}/{n} as ld.lld; "
          f"check: {clean}/{n} without an error finding")
    if args.mutations:
        for which in ("nop", "wait"):
            total = sum(r[which]["total"] for r in results)
            missed = sum(len(r[which]["missed"]) for r in results)
            print(f"{which} mutants: {total - missed}/{total} flagged")
            k_total = sum(r[which].get("kernel_total", 0) for r in results)
            k_missed = sum(1 for r in results for i in r[which]["missed"]
                           if i.partition("#")[0] in kernels_of(
                               (folder / f"{r['name']}.s").read_text()))
            print(f"{which} mutants in kernels: {k_total - k_missed}/{k_total} flagged")
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1) + "\n")
    return 0


# --- today's known failures (tests/data/llvm-codegen/known_failures.json) -------

def kernels_of(s_text: str) -> set:
    return set(re.findall(r"^\s*\.amdhsa_kernel\s+(\S+)", s_text, re.M))


def _after_inline_asm(s_text: str, function: str, ordinal: int) -> bool:
    """Whether the ordinal-th s_nop of ``function`` in llc's .s follows an
    inline-asm block (;;#ASMEND)."""
    lines = s_text.split("\n")
    inside, seen, prev = False, 0, ""
    for line in lines:
        body = line.strip()
        if body.startswith(f"{function}:"):
            inside = True
        elif inside and re.match(r"^\.Lfunc_end", body):
            break
        elif inside and re.match(r"s_nop\s", body):
            seen += 1
            if seen == ordinal:
                return prev == ";;#ASMEND"
        if body and not body.startswith(";") or body in (";;#ASMEND", ";;#ASMSTART"):
            prev = body
    return False


_PRIVATE_FUNCTION = (
    "in a private function with no symbol whose first instructions gcnasm's text analysis "
    "takes as data (a call target found only through s_getpc_b64 arithmetic): check sees no "
    "function there (issue 22, item 2; issue 20, item 2)")
_INLINE_ASM = (
    "not a model gap: s_nop right after inline asm that defines a register the next "
    "instruction touches; GCNHazardRecognizer::checkVALUHazards and checkInlineAsmHazards "
    "'assume inline asm has dst forwarding hazard' (one wait state) as they cannot see into "
    "it, and the asm here (a comment or a plain v_mov/s_mov) writes no dst_sel (issue 20, "
    "item 5)")

# Reasons found by reading the misses (docs/oracles.md); keyed by file and
# mutant id prefix.  Everything else is classified by miss_reason's patterns.
MANUAL_REASONS = {
    ("rewrite-vgpr-mfma-to-agpr-phi", "test_rewrite_mfma_copy_to_agpr_phi_loop#"):
        "a hazard carried around a single-block loop is not searched (issue 20, item 2)",
    ("trap-abis", "trap_with_use_after#2:"):
        "not a model gap: the wait's only use is after s_trap 2 (llvm.trap), which on HSA halts "
        "the wave with the PC at the trap and puts the queue in the error state (AMDGPUUsage, "
        "'AMDGPU Trap Handler for AMDHSA OS'); LLVM keeps the code after it reachable, gcnasm "
        "takes the trap as the end of the flow (issue 20, item 5)",
    # Two private functions (no symbol: @store_A, @get_B_ptr, called through an address
    # s_getpc_b64 computes) whose first words gcnasm's text analysis takes as data
    # (.Ltext_data1, .Lkernel_0_data1); the second lies after kernel_0's .size, so the
    # text's owner of its waits reads "kernel_0".
    ("amdgpu-sw-lower-lds-static-indirect-access-nested", "#"): _PRIVATE_FUNCTION,
    **{("amdgpu-sw-lower-lds-static-indirect-access-nested", f"kernel_0#{n}:"): _PRIVATE_FUNCTION
       for n in (4, 5, 6, 7)},
}
# The same for roundtrip / standalone / check failures, keyed by file.
MANUAL_FILE_REASONS = {
    ("check", "lower-module-lds-single-var-unambiguous"):
        "a real race in the test's IR: every wave of the workgroup reads, changes and writes the "
        "same LDS variable with no barrier (the test is about LDS lowering, not "
        "synchronisation); lds-cross-wave-war is right to name it (issue 27, item 2)",
    ("check", "rewrite-vgpr-mfma-to-agpr-phi"):
        "disputed count: a VMEM load overwriting a 16-pass XDL MFMA's result 17 wait states "
        "after it, through a branch; gcnasm asks 18, LLVM's recognizer wrote 17 (issue 20, item 5)",
}


def miss_reason(name: str, ident: str, context: str, s_text: str) -> str:
    """Why a mutant of llc's code is not flagged today (best knowledge)."""
    for (file, prefix), reason in MANUAL_REASONS.items():
        if name == file and ident.startswith(prefix):
            return reason
    if context.startswith("refused:"):
        what = ("gcnasm refuses the code object" if ident == "(load)" else
                "gcnasm's disassembly does not reassemble")
        return (f"{what}, so no mutant is checked: " +
                failure_reason("roundtrip", context, s_text, name))
    owner, _, rest = ident.partition("#")
    if ":" not in rest and _after_inline_asm(s_text, owner, int(rest)):     # an s_nop
        return _INLINE_ASM
    if owner not in kernels_of(s_text):
        return "in a non-kernel function: not explained yet (issue 20, item 5)"
    if ":" not in rest:         # an s_nop
        before, _, after = (part.strip() for part in context.split("|"))
        if before.startswith("s_load") and after.startswith("s_load"):
            return ("SMEM soft clause broken for XNACK (GCNHazardRecognizer::"
                    "checkSoftClauseHazards) is not modelled (issue 20, item 2)")
    if "s_swappc_b64" in s_text:
        return "a kernel that calls a function: calls are not modelled (issue 20, item 2)"
    return "not explained yet (issue 20, item 5)"


def known_failures(results: list, folder: Path) -> dict:
    """known_failures.json's content for the evaluation ``results``."""
    out = {"roundtrip": {}, "standalone": {}, "check": {}, "nop": {}, "wait": {}}
    for r in results:
        name = r["name"]
        s_text = (Path(folder) / f"{name}.s").read_text()
        for key in ("roundtrip", "standalone"):
            if r[key] is not None:
                out[key][name] = {"now": r[key][:160], "reason": failure_reason(key, r[key], s_text, name)}
        if r["check"]:
            rules = sorted(r["check"]) if isinstance(r["check"], dict) else ["crash"]
            out["check"][name] = {"rules": rules, "reason": failure_reason("check", str(r["check"]),
                                                                          s_text, name)}
        for which in ("nop", "wait"):
            if which in r and r[which]["missed"]:
                out[which][name] = {ident: miss_reason(name, ident, ctx, s_text)
                                    for ident, ctx in sorted(r[which]["missed"].items())}
    return out


def failure_reason(key: str, text: str, s_text: str = "", name: str = "") -> str:
    if (key, name) in MANUAL_FILE_REASONS:
        return MANUAL_FILE_REASONS[key, name]
    if "gotpcrel" in text:
        return "a call or address through the GOT (@gotpcrel32): gcnasm's linker makes no GOT (issue 22, item 3)"
    if "unexpected character ',' in expression" in text or "unknown symbol" in text and "private_seg_size" in text:
        return "LLVM's symbolic resource expressions (.set x.num_vgpr, max(...)) (issue 22, item 3)"
    if "unknown mnemonic" in text:
        return "an instruction llvm-mc accepts that gcnasm's assembler does not (issue 22, item 1)"
    if "@init_array" in text or "@fini_array" in text:
        return ("'.init_array'/'.fini_array' sections (global constructors: DT_INIT_ARRAY, "
                "__init_array_start/end) are not supported by gcnasm's linker (issue 22, item 3)")
    if "outside .text" in text:
        return "a kernel whose code is empty (entry at the end of .text) is refused (issue 22, item 2)"
    if "unknown label" in text:
        return "a branch to an empty block at the end of a function (issue 22, item 2)"
    if key == "roundtrip" and (".data header" in text or ".bss header" in text):
        return "the writable segment is laid out unlike ld.lld (issue 22, item 2)"
    if key == "check" and "s_swappc_b64" in s_text:
        return "a kernel that calls a function: calls do not wait for everything (issue 20, item 2)"
    return "not explained yet (issue 22 / 20)"


def figures(results: list, folder: Path) -> dict:
    """How many pass each check (what docs/oracles.md reports)."""
    n = len(results)
    out = {"files": n,
           "roundtrip": f"{sum(r['roundtrip'] is None for r in results)}/{n}",
           "standalone": f"{sum(r['standalone'] is None for r in results)}/{n}",
           "check_no_error": f"{sum(not r['check'] for r in results)}/{n}"}
    for which in ("nop", "wait"):
        if all(which in r for r in results):
            total = sum(r[which]["total"] for r in results)
            missed = sum(len(r[which]["missed"]) for r in results)
            k_total = sum(r[which].get("kernel_total", 0) for r in results)
            k_missed = sum(1 for r in results for i in r[which]["missed"]
                           if i.partition("#")[0] in kernels_of(
                               (Path(folder) / f"{r['name']}.s").read_text()))
            out[f"{which}_mutants_flagged"] = f"{total - missed}/{total}"
            out[f"{which}_mutants_in_kernels_flagged"] = f"{k_total - k_missed}/{k_total}"
    return out


def cmd_known(args) -> int:
    results = json.loads(Path(args.results).read_text())
    data = known_failures(results, Path(args.folder))
    data = {"_figures": figures(results, Path(args.folder)), **data}
    data = {"_doc": "Today's failures of the LLVM codegen oracle over tests/data/llvm-codegen "
                    "(docs/oracles.md): tests/test_oracle_llvm_codegen.py fails on any other failure "
                    "and on any listed one that now passes (remove it then).  Written by "
                    "`scripts/oracles/llvm_codegen.py known-failures`, reasons reviewed by hand.",
            **data}
    Path(args.out).write_text(json.dumps(data, indent=1) + "\n")
    print(f"wrote {args.out}: " + ", ".join(f"{k} {len(v)} files" for k, v in data.items()
                                             if not k.startswith("_")))
    print(json.dumps(data["_figures"]))
    return 0


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="command", required=True)
    c = sub.add_parser("compile", help="compile LLVM's AMDGPU codegen tests for gfx950")
    c.add_argument("--llvm-src", help="the llvm/ directory of LLVM 22's source")
    c.add_argument("--fetch", metavar="DIR", help="download LLVM 22's source into DIR first")
    c.add_argument("--all", action="store_true", help="every .ll file (default: the sample)")
    c.add_argument("--sample", action="store_true", help="the committed sample (the default)")
    c.add_argument("--every", type=int, metavar="N",
                   help="a wider stratified sample: every N-th .ll file in name order")
    c.add_argument("--start", type=int, default=0, metavar="K",
                   help="with --every: start at the K-th file (0 is the committed sample's)")
    c.add_argument("--max-co", type=int, help="largest code object kept in the sample")
    c.add_argument("--limit", type=int, help="only the first N chosen files")
    c.add_argument("--out", required=True)
    c.add_argument("--jobs", type=int, default=2)
    c.add_argument("-v", "--verbose", action="store_true")
    c.set_defaults(func=cmd_compile)
    e = sub.add_parser("evaluate", help="run gcnasm's oracles over a compiled folder")
    e.add_argument("folder")
    e.add_argument("--mutations", action="store_true", help="the s_nop and s_waitcnt mutants too")
    e.add_argument("--limit", type=int)
    e.add_argument("--jobs", type=int, default=2)
    e.add_argument("--json", help="write every result here")
    e.add_argument("-v", "--verbose", action="store_true")
    e.set_defaults(func=cmd_evaluate)
    k = sub.add_parser("known-failures", help="write known_failures.json from an evaluation")
    k.add_argument("folder")
    k.add_argument("results", help="the --json of 'evaluate --mutations'")
    k.add_argument("--out", required=True)
    k.set_defaults(func=cmd_known)
    args = p.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.path.insert(0, str(REPO))
    sys.exit(main())
