"""The on-disk cache of what is derived from a template: its baseline (its
findings and instruction keys, :class:`.differential.Baseline`, with the
per-word facts of its instructions) and what the rewriter learns of it
(:func:`gcnasm.codeobject.rewriter.template_facts`).  The edit loop (edit
the ``.s``, ``gcnasm asm`` it against the same template, again) analyses
the template once, not at every run.

* Where: ``$GCNASM_CACHE_DIR``, else ``$XDG_CACHE_HOME/gcnasm``, else
  ``~/.cache/gcnasm``; ``GCNASM_CACHE_DIR=off`` (or empty) turns it off.
* Key: the SHA-256 of the template's bytes and of the code that computes the
  findings (each source file's name, size and modification time under
  gcnasm/checker, gcnasm/isa and gcnasm/codeobject): a changed checker never
  reads an older checker's findings.
* Format: :mod:`marshal` of plain values (no code is run to read it),
  one file per template and kind (``baseline-``, ``rewrite-``); each kind's
  reader checks the shape of what it reads.
* Writes are atomic (a temporary file in the same directory, renamed over);
  an entry that cannot be read back as a baseline (truncated, corrupt, an
  older format) is ignored and written again; a cache directory that cannot
  be written is ignored (the check runs as without a cache).
* The newest KEEP entries are kept; older ones are removed when one is written.
"""

from __future__ import annotations

import hashlib
import marshal
import os

# No pathlib or typing here: `gcnasm asm` loads this module on every run
# (start-up time; tests/test_cli_startup.py).  Paths are strings.

ENV = "GCNASM_CACHE_DIR"
_OFF = ("", "0", "off", "no", "none")
_PACKAGE = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
# The newest this many entries are kept (a large kernel's baseline is about
# 300 KB with its words' facts).
KEEP = 128
_code_key = None           # bytes, once computed


def cache_dir():
    """Where baselines are kept, a path string (None: caching is off)."""
    value = os.environ.get(ENV)
    if value is not None:
        return None if value.strip().lower() in _OFF else value
    xdg = os.environ.get("XDG_CACHE_HOME")
    base = xdg if xdg else os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "gcnasm")


def code_key() -> bytes:
    """A digest of the code the findings come from (see the module doc)."""
    global _code_key
    if _code_key is None:
        # (each entry's reader checks its own format too)
        h = hashlib.sha256(b"gcnasm-cache-2")
        for sub in ("checker", "isa", "codeobject"):
            try:
                entries = sorted(os.scandir(os.path.join(_PACKAGE, sub)), key=lambda e: e.name)
            except OSError:
                continue
            for e in entries:
                if e.name.endswith((".py", ".tsv", ".json")):
                    st = e.stat()
                    h.update(f"{sub}/{e.name}:{st.st_size}:{st.st_mtime_ns}\n".encode())
        _code_key = h.digest()
    return _code_key


KINDS = ("baseline", "rewrite")
_PREFIXES = tuple(f"{k}-" for k in KINDS)


def _path_for(data: bytes, kind: str = "baseline"):
    where = cache_dir()
    if where is None:
        return None
    digest = hashlib.sha256(code_key() + hashlib.sha256(data).digest()).hexdigest()
    return os.path.join(where, f"{kind}-{digest}.bin")


def load_plain(kind: str, data: bytes):
    """The plain value kept as ``kind`` for the template whose bytes are
    ``data`` (None: not cached, caching off, or unreadable); its reader
    checks its shape."""
    path = _path_for(data, kind)
    if path is None:
        return None
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except OSError:
        return None
    magic = b"gcnasm-%s\n" % kind.encode()
    if not raw.startswith(magic):
        return None
    try:
        return marshal.loads(raw[len(magic):])
    except Exception:       # noqa: BLE001 - truncated or corrupt: not cached
        return None


def store_plain(kind: str, data: bytes, value) -> bool:
    """Keep ``value`` (plain values only) as ``kind`` for the template
    ``data``; False when it could not be written (no error: the cache is an
    optimisation)."""
    path = _path_for(data, kind)
    if path is None:
        return False
    try:
        blob = marshal.dumps(value)
    except ValueError:      # a value marshal cannot hold: not cached
        return False
    return _write(path, b"gcnasm-%s\n" % kind.encode() + blob)


def _fields() -> list:
    # here, not at import: `gcnasm asm --no-check` reads the rewriter's
    # entry and loads none of the checker's findings (start-up time)
    import dataclasses
    from .report import Finding
    return [f.name for f in dataclasses.fields(Finding)]


def load(data: bytes) -> Optional[Baseline]:
    """The cached baseline of the template whose bytes are ``data`` (None:
    not cached, caching off, or the entry unreadable)."""
    from .differential import BASELINE_FORMAT, Baseline
    from .report import Finding
    value = load_plain("baseline", data)
    if value is None:
        return None
    try:
        fmt, fields, rows, offsets, keys, branches, memo, facts, blocks, waits, words = value
        if fmt != BASELINE_FORMAT or list(fields) != _fields():
            return None
        findings = [Finding.from_values(dict(zip(fields, row))) for row in rows]
        if not (isinstance(offsets, list) and isinstance(keys, list)
                and len(offsets) == len(keys) and isinstance(branches, dict)
                and isinstance(memo, dict) and (facts is None or isinstance(facts, tuple))
                and isinstance(blocks, dict) and isinstance(waits, dict)
                and (words is None or isinstance(words, tuple))):
            return None
        records = {}
        for name, r in waits.items():
            record = dict(zip(_WAITS, r))
            if not isinstance(record["states"], dict):
                return None
            record["states"] = Packed(record["states"])
            records[name] = record
        return Baseline(findings, offsets, keys, branches, memo, facts, blocks, records, words)
    except Exception:       # noqa: BLE001 - a corrupt entry of any shape is ignored
        return None


def store(data: bytes, baseline: Baseline) -> bool:
    """Keep ``baseline`` for the template ``data``; False when it could not
    be written (no error: the cache is an optimisation)."""
    from .differential import BASELINE_FORMAT
    fields = _fields()
    rows = [tuple(_plain(getattr(f, name)) for name in fields) for f in baseline.findings]
    # one object per distinct key: marshal writes a repeated object once and
    # reads it back as one (a kernel's 33k instructions have 2.5k encodings)
    one: dict = {}
    keys = [one.setdefault(k, k) for k in baseline.keys]
    return store_plain("baseline", data, (
        BASELINE_FORMAT, tuple(fields), rows, list(baseline.offsets), keys,
        dict(baseline.branches), dict(baseline.memo), baseline.facts, dict(baseline.blocks),
        {name: tuple(_packed(r[k]) if k == "states" else r[k] for k in _WAITS)
         for name, r in baseline.waits.items()}, baseline.words))


# the fields of a kernel's s_waitcnt record (gcnasm.checker.waitcnt.find_waits)
_WAITS = ("order", "pops", "rounds", "finished", "states")


class Packed(dict):
    """key -> a plain value kept as its marshal bytes, loaded when read: of
    the states before a kernel's blocks (a third of a large kernel's
    entry) an edit reads one or two."""

    def __getitem__(self, key):
        return marshal.loads(dict.__getitem__(self, key))

    def __eq__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        return self.keys() == other.keys() and all(self[k] == other[k] for k in self)

    __hash__ = None


def _packed(values: dict) -> dict:
    """``values`` as a Packed holds them (each value's marshal bytes)."""
    if isinstance(values, Packed):
        return {k: dict.__getitem__(values, k) for k in values}
    return {k: marshal.dumps(v) for k, v in values.items()}


def _write(path: str, blob: bytes) -> bool:
    """Write ``blob`` to ``path`` atomically, then prune old entries."""
    import tempfile         # here: only a write needs it (start-up time of asm)
    try:
        parent = os.path.dirname(path)
        os.makedirs(parent, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".entry-", dir=parent)
        try:
            with os.fdopen(fd, "wb") as out:
                out.write(blob)
            os.replace(tmp, path)
        except BaseException:
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise
    except OSError:
        return False
    _prune(os.path.dirname(path))
    return True


def _prune(where: str) -> None:
    """Remove all but the newest KEEP entries (another process may be
    removing them too: a file already gone is no error)."""
    try:
        entries = [e for e in os.scandir(where) if e.name.startswith(_PREFIXES)]
        if len(entries) <= KEEP:
            return
        entries.sort(key=lambda e: e.stat().st_mtime_ns, reverse=True)
        for e in entries[KEEP:]:
            try:
                os.unlink(e.path)
            except OSError:
                pass
    except OSError:
        pass


def _plain(value):
    """A field value as marshal can hold it (a frozenset as a sorted tuple)."""
    if isinstance(value, (set, frozenset)):
        return tuple(sorted(value))
    return value
