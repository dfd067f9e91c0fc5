"""llvm-objdump's answers to the table generator's probes, kept on disk per
LLVM build, so that regenerating the tables with the same LLVM costs no
llvm process for a probe already answered.

A regeneration asks llvm-objdump about millions of words (about 23 minutes
on two cores, nearly all of it in llvm-objdump).  The answers depend only on
the LLVM build, so they are stored under a *fingerprint*: a SHA-256 of the
llvm-mc and llvm-objdump binaries and of the libLLVM they load.  Another
build (another version, a patched one) has another fingerprint and starts
afresh; nothing is ever looked up across builds.

The cache is not trusted blindly: :func:`verify_sample` re-asks llvm-objdump,
live, about a random sample of the stored words every time it is used, and
the generator refuses the cache when an answer differs.

Where: ``$GCNASM_ANSWER_CACHE`` (a directory), else
``~/.cache/gcnasm/llvm-answers``.  ``GCNASM_ANSWER_CACHE=off`` disables it.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import random
import zlib
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple

from .llvm_oracle import Disassembly, disassemble_many

# Bump when the stored format or the meaning of a probe changes.
FORMAT = 1
_DISABLED = ("off", "0", "none", "")

_fingerprints: Dict[tuple, str] = {}


def cache_dir() -> Optional[Path]:
    """The cache's directory, or None when disabled."""
    env = os.environ.get("GCNASM_ANSWER_CACHE")
    if env is not None:
        return None if env.strip().lower() in _DISABLED else Path(env).expanduser()
    return Path.home() / ".cache" / "gcnasm" / "llvm-answers"


def library_files(tool) -> List[Path]:
    """The libLLVM files ``tool`` may load: those in the directories its
    loader is told about and in its prefix's lib directory."""
    dirs = [Path(tool.path).resolve().parent.parent / "lib"]
    argv = list(tool.argv)
    if "--library-path" in argv:
        i = argv.index("--library-path")
        dirs += [Path(d) for d in argv[i + 1].split(":") if d]
    out = []
    for d in dirs:
        if d.is_dir():
            out += sorted(p.resolve() for p in d.glob("libLLVM*.so*") if p.is_file())
    return sorted(set(out))


def fingerprint(toolchain=None) -> str:
    """SHA-256 of llvm-mc, llvm-objdump and the libLLVM they load (their
    contents, not their paths or dates), with their version string."""
    from ..toolchain import default
    chain = toolchain or default()
    tools = (chain.llvm_mc, chain.llvm_objdump)
    key = tuple(str(t.path) for t in tools)
    got = _fingerprints.get(key)
    if got is not None:
        return got
    h = hashlib.sha256(f"format {FORMAT}\n".encode())
    files = sorted({Path(t.path).resolve() for t in tools} |
                   {p for t in tools for p in library_files(t)})
    for t in tools:
        h.update(f"{t.name} {t.version}\n".encode())
    for path in files:
        h.update(path.name.encode() + b"\0")
        with open(path, "rb") as f:
            for block in iter(lambda: f.read(1 << 20), b""):
                h.update(block)
    got = _fingerprints[key] = h.hexdigest()
    return got


# Stored answers: {probe bytes: Disassembly} for probes answered in shared
# batches, and {sha256 of a sequence: (its cases, [Disassembly])} for the
# sequences answered in an llvm process of their own (Prober.run_alone).
Answers = Dict[bytes, Disassembly]
Sequences = Dict[bytes, Tuple[List[bytes], List[Disassembly]]]


def sequence_key(cases: Sequence[bytes]) -> bytes:
    h = hashlib.sha256()
    for c in cases:
        h.update(len(c).to_bytes(2, "little") + c)
    return h.digest()


class AnswerCache:
    """The stored answers of one LLVM build (empty when none were stored).
    ``answers`` is the dict the generator's prober uses as its own cache."""

    def __init__(self, path: Optional[Path], load: bool = True):
        self.path = path
        self.answers: Answers = {}
        self.sequences: Sequences = {}
        self.loaded = 0
        self._loaded_sequences = 0
        if load and path is not None and path.exists():
            self._load()

    @classmethod
    def for_toolchain(cls, toolchain=None, load: bool = True) -> "AnswerCache":
        """This LLVM build's answers (``load=False``: none, to be written anew)."""
        d = cache_dir()
        if d is None:
            return cls(None)
        return cls(d / f"{fingerprint(toolchain)}.pickle.z", load)

    def _load(self) -> None:
        try:
            data = pickle.loads(zlib.decompress(self.path.read_bytes()))
        except (OSError, zlib.error, pickle.UnpicklingError, EOFError, ValueError,
                AttributeError, TypeError):
            return                      # unreadable: start afresh (it is rewritten)
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            return
        self.answers = data["answers"]
        self.sequences = data["sequences"]
        self.loaded = len(self.answers)
        self._loaded_sequences = len(self.sequences)

    @property
    def grown(self) -> bool:
        """Whether answers were added since loading."""
        return (len(self.answers), len(self.sequences)) != (self.loaded, self._loaded_sequences)

    def get_sequence(self, cases: Sequence[bytes]) -> Optional[List[Disassembly]]:
        got = self.sequences.get(sequence_key(cases))
        return None if got is None else list(got[1])

    def put_sequence(self, cases: Sequence[bytes], results: Sequence[Disassembly]) -> None:
        self.sequences[sequence_key(cases)] = ([bytes(c) for c in cases], list(results))

    def save(self) -> None:
        """Write the answers (atomically; a failure to write only loses the cache)."""
        if self.path is None:
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            blob = zlib.compress(pickle.dumps(
                {"format": FORMAT, "answers": self.answers, "sequences": self.sequences},
                protocol=pickle.HIGHEST_PROTOCOL), 1)
            tmp = self.path.with_name(f".{self.path.name}.{os.getpid()}.tmp")
            tmp.write_bytes(blob)
            tmp.replace(self.path)
        except OSError:
            pass

    def verify_sample(self, n: int, seed: Optional[int] = None, toolchain=None) -> "SampleCheck":
        """Ask llvm-objdump, live, about ``n`` stored words picked at random
        (``seed``: a fixed pick) in one batch, and about one stored
        sequence; return what differs."""
        rng = random.Random(seed)
        keys = list(self.answers)
        words = rng.sample(keys, min(n, len(keys)))
        del keys
        live = disassemble_many(words, toolchain=toolchain) if words else []
        differ = [(w, self.answers[w], r) for w, r in zip(words, live) if self.answers[w] != r]
        if differ:
            # A word whose live answer depends on its neighbours (llvm-objdump
            # keeps state between words: see generate.Prober.run_alone) is
            # asked alone too; only a stored answer that neither live answer
            # gives counts.
            alone = [disassemble_many([w], toolchain=toolchain)[0] for w, _, _ in differ]
            differ = [(w, s, r) for (w, s, r), a in zip(differ, alone) if s != a]
        asked = len(words)
        if self.sequences:
            cases, stored = self.sequences[rng.choice(sorted(self.sequences))]
            live = disassemble_many(cases, toolchain=toolchain)
            differ += [(w, s, r) for w, s, r in zip(cases, stored, live) if s != r]
            asked += len(cases)
        return SampleCheck(asked, differ)


class SampleCheck:
    """The outcome of :meth:`AnswerCache.verify_sample`."""

    def __init__(self, asked: int, differ: list):
        self.asked = asked
        self.differ = differ

    @property
    def ok(self) -> bool:
        return not self.differ

    def describe(self, limit: int = 5) -> str:
        lines = [f"{len(self.differ)} of {self.asked} sampled words answer otherwise live:"]
        for w, stored, live in self.differ[:limit]:
            lines.append(f"  {w.hex()}: stored {stored}, live {live}")
        return "\n".join(lines)
