"""Find a gfx950-capable LLVM toolchain (llvm-mc, llvm-objdump, llvm-readelf,
ld.lld, clang).

gcnasm itself never needs LLVM at run time; the tools are the test oracle, the
builders of ``kernels/`` and the opponents in ``bench/``.

Lookup order for each tool (the first candidate that runs and knows gfx950
wins):

1. an explicit directory or binary passed by the caller;
2. ``$GCNASM_LLVM`` (a ``bin`` directory, an installation prefix, or a root
   made by ``scripts/install-llvm.sh``);
3. ``$ROCM_PATH/llvm/bin``, then ``/opt/rocm/llvm/bin`` (where ROCm puts it);
4. versioned names on ``PATH`` (``llvm-mc-22``, ``llvm-mc-21``, ... then the
   plain name);
5. the project-local prefix that ``scripts/install-llvm.sh`` makes
   (``$GCNASM_LLVM_PREFIX``, ``<repo>/.llvm``, ``~/.cache/gcnasm/llvm``).

A Debian trixie tree extracted on an older system cannot run its binaries
directly (they need a newer glibc), so such a tree is run through its own
dynamic loader.  When nothing qualifies, :class:`ToolchainError` lists every
candidate tried and why each one failed.
"""

from __future__ import annotations

import functools
import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterator, List, Optional, Sequence

from .errors import GcnasmError

TRIPLE = "amdgcn-amd-amdhsa"
MCPU = "gfx950"
TOOLS = ("llvm-mc", "llvm-objdump", "llvm-readelf", "ld.lld", "clang")
# gfx950 first appeared in LLVM 20; older versioned names are not worth probing.
VERSIONS = tuple(range(30, 19, -1))
_LLVM_SUBDIRS = tuple(f"usr/lib/llvm-{v}/bin" for v in VERSIONS)


class ToolchainError(GcnasmError):
    """No usable gfx950-capable tool was found (the message lists candidates)."""


@dataclass(frozen=True)
class Tool:
    """One runnable LLVM tool.  ``argv`` is the command prefix to run it
    (a loader and its library path come first for an extracted tree)."""

    name: str
    path: Path
    argv: tuple
    version: str

    def run(self, args: Sequence[str], input: Optional[bytes] = None,
            timeout: float = 600, check: bool = True) -> subprocess.CompletedProcess:
        """Run the tool; with ``check`` a non-zero exit raises ToolchainError
        carrying the tool's stderr."""
        proc = subprocess.run([*self.argv, *args], input=input, capture_output=True,
                              timeout=timeout)
        if check and proc.returncode != 0:
            raise ToolchainError(
                f"{self.name} failed (exit {proc.returncode}): "
                f"{' '.join(map(str, args))}\n{proc.stderr.decode(errors='replace').strip()}")
        return proc

    def __str__(self) -> str:
        return f"{self.name} {self.version} ({self.path})"


@dataclass
class _Attempt:
    candidate: str
    reason: str


@dataclass
class _Search:
    name: str
    attempts: List[_Attempt] = field(default_factory=list)


def _repo_root() -> Path:
    return Path(__file__).resolve().parent.parent


def _local_prefixes() -> List[Path]:
    out = []
    env = os.environ.get("GCNASM_LLVM_PREFIX")
    if env:
        out.append(Path(env))
    out.append(_repo_root() / ".llvm")
    out.append(Path.home() / ".cache" / "gcnasm" / "llvm")
    return out


def _loader_argv(root: Path, binary: Path) -> Optional[tuple]:
    """For a Debian tree extracted under ``root``: run ``binary`` through that
    tree's own dynamic loader and libraries."""
    loader = root / "usr/lib64/ld-linux-x86-64.so.2"
    if not loader.exists():
        loader = root / "lib64/ld-linux-x86-64.so.2"
    if not loader.exists():
        return None
    libdirs = [root / "usr/lib/x86_64-linux-gnu", root / "lib/x86_64-linux-gnu",
               binary.parent.parent / "lib"]
    return (str(loader), "--library-path", ":".join(str(d) for d in libdirs), str(binary))


def _candidates_in_dir(name: str, directory: Path, root: Optional[Path]) -> Iterator[tuple]:
    """(description, argv) for ``name`` inside ``directory``."""
    binary = directory / name
    if root is not None:
        argv = _loader_argv(root, binary)
        if argv is not None:
            yield f"{binary} (through {root}'s loader)", argv, binary
            return
    yield str(binary), (str(binary),), binary


def _expand_location(location: Path) -> Iterator[tuple]:
    """A user-supplied location: a bin directory, a prefix with bin/, or an
    extracted Debian root.  Yields (directory, root-or-None)."""
    location = location.expanduser()
    if (location / "usr").is_dir():              # extracted Debian root
        for sub in _LLVM_SUBDIRS:
            if (location / sub).is_dir():
                yield location / sub, location
        return
    if (location / "root" / "usr").is_dir():     # install-llvm.sh prefix
        yield from _expand_location(location / "root")
        return
    if (location / "bin").is_dir():
        yield location / "bin", _enclosing_debian_root(location / "bin")
        return
    yield location, _enclosing_debian_root(location)


def _enclosing_debian_root(directory: Path) -> Optional[Path]:
    """The extracted Debian root above ``directory`` (for a bin directory given
    directly, such as ``.llvm/root/usr/lib/llvm-22/bin``), or None."""
    for parent in directory.resolve().parents:
        if parent == Path("/"):
            return None      # the host's own loader needs no indirection
        if (parent / "usr/lib64/ld-linux-x86-64.so.2").exists() or \
                (parent / "lib64/ld-linux-x86-64.so.2").exists():
            return parent
    return None


def _candidates(name: str, explicit: Optional[os.PathLike]) -> Iterator[tuple]:
    if explicit is not None:
        p = Path(explicit)
        if p.is_file():
            root = _enclosing_debian_root(p.parent)
            argv = _loader_argv(root, p) if root is not None else None
            yield f"{p} (explicit)", argv or (str(p),), p
            return
        for directory, root in _expand_location(p):
            yield from _candidates_in_dir(name, directory, root)
        return
    env = os.environ.get("GCNASM_LLVM")
    if env:
        for directory, root in _expand_location(Path(env)):
            yield from _candidates_in_dir(name, directory, root)
    rocm = os.environ.get("ROCM_PATH")
    if rocm:
        yield from _candidates_in_dir(name, Path(rocm) / "llvm" / "bin", None)
    yield from _candidates_in_dir(name, Path("/opt/rocm/llvm/bin"), None)
    for version in VERSIONS:
        found = shutil.which(f"{name}-{version}")
        if found:
            yield f"{found} (PATH)", (found,), Path(found)
    found = shutil.which(name)
    if found:
        yield f"{found} (PATH)", (found,), Path(found)
    for prefix in _local_prefixes():
        for directory, root in _expand_location(prefix):
            yield from _candidates_in_dir(name, directory, root)


_VERSION_RE = re.compile(r"(?:LLVM version|clang version|LLD) (\d+)\.(\d+)\.(\d+)", re.I)


def _probe(name: str, argv: tuple) -> str:
    """Return the tool's version if it runs and knows gfx950, else raise
    ToolchainError with the reason."""
    try:
        proc = subprocess.run([*argv, "--version"], capture_output=True, timeout=60)
    except OSError as exc:
        raise ToolchainError(f"cannot run: {exc.strerror or exc}") from None
    except subprocess.TimeoutExpired:
        raise ToolchainError("--version timed out") from None
    text = (proc.stdout + proc.stderr).decode(errors="replace")
    m = _VERSION_RE.search(text)
    if proc.returncode != 0 or not m:
        first = text.strip().splitlines()[:1]
        raise ToolchainError(f"--version failed: {first[0] if first else 'exit %d' % proc.returncode}")
    version = ".".join(m.groups())
    if int(m.group(1)) < 20:
        raise ToolchainError(f"version {version} predates gfx950 (LLVM 20)")
    if name == "llvm-mc":
        proc = subprocess.run([*argv, f"-triple={TRIPLE}", f"-mcpu={MCPU}", "-show-encoding"],
                              input=b"s_nop 0\n", capture_output=True, timeout=60)
        if proc.returncode != 0 or b"[0x00,0x00,0x80,0xbf]" not in proc.stdout:
            raise ToolchainError(f"version {version} rejects -mcpu={MCPU}: "
                                 f"{proc.stderr.decode(errors='replace').strip()[:200]}")
    elif name == "clang":
        with tempfile.TemporaryDirectory() as tmp:
            src = Path(tmp) / "k.cl"
            src.write_text("kernel void k(global int *p) { *p = 1; }\n")
            proc = subprocess.run([*argv, "-cc1", "-triple", TRIPLE, "-target-cpu", MCPU,
                                   "-emit-obj", "-o", str(Path(tmp) / "k.o"), str(src)],
                                  capture_output=True, timeout=120)
        if proc.returncode != 0:
            raise ToolchainError(f"version {version} cannot compile for {MCPU}: "
                                 f"{proc.stderr.decode(errors='replace').strip()[:200]}")
    return version


def find_tool(name: str, explicit: Optional[os.PathLike] = None) -> Tool:
    """Locate ``name`` (one of :data:`TOOLS`).  Raises ToolchainError listing
    every candidate tried and why it was rejected."""
    if name not in TOOLS:
        raise ValueError(f"unknown tool {name!r}; expected one of {', '.join(TOOLS)}")
    search = _Search(name)
    seen = set()
    for desc, argv, path in _candidates(name, explicit):
        if argv in seen:
            continue
        seen.add(argv)
        if not path.exists():
            search.attempts.append(_Attempt(desc, "not found"))
            continue
        try:
            version = _probe(name, argv)
        except ToolchainError as exc:
            search.attempts.append(_Attempt(desc, str(exc)))
            continue
        return Tool(name, path, argv, version)
    lines = [f"no gfx950-capable {name} found; tried:"]
    lines += [f"  {a.candidate}: {a.reason}" for a in search.attempts] or ["  (no candidates)"]
    lines.append("set GCNASM_LLVM to an LLVM >= 20 bin directory, or run scripts/install-llvm.sh")
    raise ToolchainError("\n".join(lines))


@functools.lru_cache(maxsize=None)
def _cached_tool(name: str, explicit: Optional[str]) -> Tool:
    return find_tool(name, explicit)


class Toolchain:
    """The five tools, each located on first use and cached."""

    def __init__(self, explicit: Optional[os.PathLike] = None):
        self.explicit = None if explicit is None else str(explicit)

    def tool(self, name: str) -> Tool:
        return _cached_tool(name, self.explicit)

    llvm_mc = property(lambda self: self.tool("llvm-mc"))
    llvm_objdump = property(lambda self: self.tool("llvm-objdump"))
    llvm_readelf = property(lambda self: self.tool("llvm-readelf"))
    ld_lld = property(lambda self: self.tool("ld.lld"))
    clang = property(lambda self: self.tool("clang"))

    def available(self, name: str) -> bool:
        try:
            self.tool(name)
            return True
        except ToolchainError:
            return False

    # Thin helpers used by tests, kernels/build.py and bench/.
    def mc_assemble(self, source: str, obj: bool = False, mcpu: str = MCPU,
                    extra: Sequence[str] = ()) -> bytes:
        """llvm-mc on ``source``: the -show-encoding listing (obj=False) or an
        ELF relocatable object (obj=True)."""
        args = [f"-triple={TRIPLE}", f"-mcpu={mcpu}", *extra]
        if obj:
            with tempfile.TemporaryDirectory() as tmp:
                out = Path(tmp) / "out.o"
                self.llvm_mc.run([*args, "-filetype=obj", "-o", str(out)], input=source.encode())
                return out.read_bytes()
        return self.llvm_mc.run([*args, "-show-encoding"], input=source.encode()).stdout

    def mc_disassemble(self, hex_text: str, mcpu: str = MCPU) -> subprocess.CompletedProcess:
        """llvm-mc -disassemble on ``hex_text`` ("0x.. 0x.." bytes); returns the
        completed process (stderr carries the 'invalid instruction' warnings)."""
        return self.llvm_mc.run([f"-triple={TRIPLE}", f"-mcpu={mcpu}", "-disassemble"],
                                input=hex_text.encode(), check=False)


def exec_argv(name: str, explicit: Optional[os.PathLike] = None) -> List[str]:
    """The command that runs LLVM program ``name``: one of :data:`TOOLS`, as
    found, or another program of the same LLVM (``llvm-nm``, ``llc``, ...)
    beside the llvm-mc found, run through the same loader.  Raises
    ToolchainError naming the programs available."""
    if name in TOOLS:
        return list(Toolchain(explicit).tool(name).argv)
    mc = Toolchain(explicit).llvm_mc
    bin_dir = mc.path.parent
    others = sorted(p.name for p in bin_dir.iterdir()
                    if p.name not in TOOLS and os.access(p, os.X_OK) and not p.is_dir())
    if os.sep in name or name not in others:
        raise ToolchainError(
            f"unknown tool {name!r}; gcnasm finds {', '.join(TOOLS)}; the LLVM in {bin_dir} "
            f"also has {', '.join(others) if others else 'nothing else'}")
    return [*mc.argv[:-1], str(bin_dir / name)]


def default() -> Toolchain:
    """The toolchain found by the default lookup order."""
    return Toolchain()


def describe(explicit: Optional[os.PathLike] = None) -> str:
    """One line per tool: where it was found, or why not (for ``gcnasm toolchain``)."""
    tc = Toolchain(explicit)
    lines = []
    for name in TOOLS:
        try:
            lines.append(f"{name}: {tc.tool(name)}")
        except ToolchainError as exc:
            lines.append(str(exc))
    return "\n".join(lines)
