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

A fresh machine (CI) has no such directory, so the answers a regeneration
asks are also committed, compactly (:func:`write_committed`, about 6 MB:
probes sorted, each answer written as the tokens that differ from the one
before, xz), in ``tests/data/isa-answers/llvm-answers.xz`` (or
``$GCNASM_COMMITTED_ANSWERS``; ``off`` disables).  The file names the
fingerprint it was made with and is used only by that same LLVM build, and
under the same live sample as the local cache.  ``python -m
gcnasm.isa.generate --write-answers`` writes it.
"""

from __future__ import annotations

import hashlib
import json
import lzma
import os
import pickle
import random
import struct
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

    def adopt_committed(self, toolchain=None) -> Optional[Path]:
        """Take the committed answers (:func:`committed_path`) when they were
        made by this LLVM build; return their path, or None when there are
        none for it.  They are sampled live like any loaded answers."""
        path = committed_path()
        if path is None or not path.exists():
            return None
        try:
            header, answers, sequences = read_committed(path)
        except ValueError:
            return None
        if header.get("fingerprint") != fingerprint(toolchain):
            return None
        answers.update(self.answers)
        sequences.update(self.sequences)
        self.answers, self.sequences = answers, sequences
        self.loaded, self._loaded_sequences = len(answers), len(sequences)
        return path

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


# --- the committed answers ---------------------------------------------------

COMMITTED_FORMAT = 1
COMMITTED_PATH = (Path(__file__).resolve().parents[2] / "tests" / "data" / "isa-answers" /
                  "llvm-answers.xz")
_DELTA, _SEP = "\x01", "\x02"


def committed_path() -> Optional[Path]:
    """The committed answers' file, or None when disabled."""
    env = os.environ.get("GCNASM_COMMITTED_ANSWERS")
    if env is not None:
        return None if env.strip().lower() in _DISABLED else Path(env).expanduser()
    return COMMITTED_PATH


def _answer_line(d: Disassembly) -> str:
    head = f"{d.size}{'!' if d.crashed else ''}"
    if d.text is None:
        return head + "~"
    if any(c in d.text for c in "\n\x01\x02"):
        raise ValueError(f"an answer with a control character: {d.text!r}")
    return f"{head} {d.text}"


def _answer_of(line: str) -> Disassembly:
    head, sep, text = line.partition(" ")
    crashed = "!" in head
    if not sep:
        return Disassembly(None, int(head.rstrip("~!")), crashed)
    return Disassembly(text, int(head.rstrip("!")), crashed)


def _encode_lines(lines) -> str:
    """Each line as the words (split at single spaces) that differ from the
    line before (``\\x01`` then ``index=word`` joined by ``\\x02``) when
    fewer than half differ, else whole: answers sorted by probe differ in a
    field or two."""
    out, prev = [], []
    for line in lines:
        toks = line.split(" ")
        if len(toks) == len(prev):
            diff = [f"{i}={t}" for i, (t, p) in enumerate(zip(toks, prev)) if t != p]
            if 2 * len(diff) < len(toks):
                out.append(_DELTA + _SEP.join(diff))
                prev = toks
                continue
        out.append(line)
        prev = toks
    return "\n".join(out)


def _decode_lines(blob: str) -> List[str]:
    out, prev = [], []
    append = out.append
    for line in blob.split("\n"):
        if line[:1] != _DELTA:
            append(line)
            prev = line
            continue
        toks = prev.split(" ") if isinstance(prev, str) else list(prev)
        if len(line) > 1:
            for item in line[1:].split(_SEP):
                i, _, t = item.partition("=")
                toks[int(i)] = t
        append(" ".join(toks))
        prev = toks
    return out


def write_committed(path: Path, answers: Answers, sequences: Sequences,
                    fingerprint_: str, version: str) -> bytes:
    """Write ``answers`` and ``sequences`` to ``path``, the same bytes for
    the same answers (sorted; xz with fixed settings; no dates); return them."""
    keys = sorted(answers)
    seqs = [sequences[k] for k in sorted(sequences)]
    header = {"format": COMMITTED_FORMAT, "fingerprint": fingerprint_, "llvm": version,
              "answers": len(keys), "sequences": len(seqs)}
    probe_blob = bytearray()
    for k in keys:
        probe_blob += bytes([len(k)]) + k
    for cases, _ in seqs:
        probe_blob += struct.pack("<I", len(cases))
        for c in cases:
            probe_blob += bytes([len(c)]) + c
    lines = [_answer_line(answers[k]) for k in keys]
    lines += [_answer_line(d) for _, results in seqs for d in results]
    text_blob = _encode_lines(lines).encode()
    raw = (json.dumps(header, sort_keys=True).encode() + b"\n" +
           struct.pack("<Q", len(probe_blob)) + bytes(probe_blob) + text_blob)
    blob = lzma.compress(raw, format=lzma.FORMAT_XZ, check=lzma.CHECK_CRC64,
                         preset=9)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_bytes(blob)
    tmp.replace(path)
    return blob


def read_committed(path: Path) -> Tuple[dict, Answers, Sequences]:
    """The header, answers and sequences of a committed file (ValueError
    when it is not one)."""
    try:
        raw = lzma.decompress(path.read_bytes())
        end = raw.index(b"\n")
        header = json.loads(raw[:end])
        (n_probe,) = struct.unpack_from("<Q", raw, end + 1)
        at = end + 9
        probes, text_blob = raw[at:at + n_probe], raw[at + n_probe:]
        if header.get("format") != COMMITTED_FORMAT:
            raise ValueError(f"format {header.get('format')!r}, not {COMMITTED_FORMAT}")
        keys, i = [], 0
        for _ in range(header["answers"]):
            n = probes[i]
            keys.append(bytes(probes[i + 1:i + 1 + n]))
            i += 1 + n
        seq_cases = []
        for _ in range(header["sequences"]):
            (count,) = struct.unpack_from("<I", probes, i)
            i += 4
            cases = []
            for _ in range(count):
                n = probes[i]
                cases.append(bytes(probes[i + 1:i + 1 + n]))
                i += 1 + n
            seq_cases.append(cases)
        results = [_answer_of(line) for line in _decode_lines(text_blob.decode())]
    except (OSError, lzma.LZMAError, ValueError, KeyError, IndexError, struct.error,
            UnicodeDecodeError) as exc:
        raise ValueError(f"{path}: not a committed answers file ({exc})") from None
    if i != len(probes) or len(results) != len(keys) + sum(map(len, seq_cases)):
        raise ValueError(f"{path}: not a committed answers file (counts disagree)")
    answers = dict(zip(keys, results))
    sequences: Sequences = {}
    at = len(keys)
    for cases in seq_cases:
        sequences[sequence_key(cases)] = (cases, results[at:at + len(cases)])
        at += len(cases)
    return header, answers, sequences
