"""Compare sites: the problem shapes a kernel is checked and timed on.

A *site* is co_compare's ``--site``: named dimensions, the buffers they
size, how those buffers (and dimensions) bind to the kernel's arguments,
the launch shape and the FLOP count.  The built-in table below holds the
six GEMMs of a grouped fp8 MoE layer - forward, data gradient and weight
gradient of the gate+up and down projections - and users add or replace
sites with a TOML or JSON file of the same shape (``--sites FILE``).

Schema (one entry of the built-in list, or one ``[[sites]]`` table)::

    name = "gate_up_fwd"
    description = "..."
    dims = { M = 131072, D1 = 2880, D2 = 5760, G = 64, occupancy = 1 }
    line_dims = ["M", "D1", "D2"]        # dims shown on the site line
    flops = "2*M*D1*D2"                  # for TFLOPS
    groups = { count = "G", total = "M", sizes = "uniform" }   # optional
    grid = ["num_cus * occupancy", 1, 1] # blocks
    block = [256, 1, 1]                  # threads per block
    shared_mem = 0                       # dynamic LDS / shared memory bytes
    args = ["A", "B", "Out", "group_offsets", "M", "D2", "D1", "G"]
    min_cos = 0.9999                     # PASS needs cos >= this ...
    max_diff = 0.0                       # ... and, if given, max_diff <= this
    [[sites.buffers]]
    name = "A"; dtype = "fp8_e4m3"; shape = ["M", "D1"]; role = "input"
    init = { kind = "normal", scale = 1.0 }

Expressions (strings) may use the dims, ``num_cus``, ``warp_size``,
``l2_bytes`` and ``max_threads_per_block`` of the device, and the functions
of :mod:`gcnasm.hip.expr`.  ``args`` binds the kernel's explicit arguments
in order: a buffer's name passes its device address, an expression passes a
number (int or float, packed to the argument's size), ``{buffer = "A",
offset = "expr"}`` a pointer into a buffer and ``{value = "expr", dtype =
"fp32"}`` a typed scalar.  ``args`` may instead be a table keyed by the
arguments' metadata names, with ``args_fill = 0`` for value arguments left
out (AMD kernels often carry padding arguments).

``raw_args`` writes values at byte offsets of the kernarg segment whatever
the metadata declares there (some AMD kernels declare a pointer as a 4-byte
``i32``, or the whole segment as one opaque value)::

    raw_args = [
      { offset = 0xe0, buffer = "cu_seqlens_q" },            # 8-byte address
      { offset = 0x10, buffer = "A", buffer_offset = "M * 4", size = 8 },
      { offset = 0x20, value = "SQ", type = "i32", name = "seqlen_q" },
    ]

``type`` is a metadata spelling (i32, u32, i64, f32, bf16, ...; ``size``
follows from it, or is given).  An argument a raw binding covers whole
needs no entry in ``args``; packing fails, naming both, when a binding runs
past the segment, overlaps another binding or a hidden argument, or
overlaps an argument ``args`` also binds.

Buffer roles: ``input`` (filled once from the seed, shared by both
kernels), ``output`` (one copy per kernel, pre-filled with NaN by default,
compared), ``inout`` (one copy per kernel, both filled with the same seeded
data, compared) and ``scratch`` (one copy per kernel, zeroed, not compared;
``reset = true`` zeroes it again before every launch, for kernels that keep
counters in it).  Init kinds: ``normal`` (scale, mean), ``uniform`` (low,
high), ``const`` (value), ``zeros``, ``nan``, ``group_offsets``
(``G+1`` prefix sums of the group sizes), ``group_sizes``, ``file``
(path: raw bytes or ``.npy`` of exactly the buffer's size),
``generated`` (generator, part, params: index tables and routing made by
:mod:`gcnasm.hip.generated` from the dims) and ``addresses`` (buffers: the
device addresses of those input buffers, listed earlier, one per uint64
element and zeros after: a table of pointers some kernels read their
arguments through).
"""

from __future__ import annotations

import copy
import json
import os
import sys
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple, Union

import numpy as np

from . import expr, generated
from .dtypes import DType, dtype as lookup_dtype
from .errors import SiteError
from .kernargs import RawArg, value_width

ROLES = ("input", "output", "inout", "scratch")
INIT_KINDS = ("normal", "uniform", "const", "zeros", "nan", "group_offsets", "group_sizes", "file",
              "generated", "addresses")
DEFAULT_INIT = {"input": "normal", "inout": "normal", "output": "nan", "scratch": "zeros"}
DEVICE_NAMES = ("num_cus", "warp_size", "l2_bytes", "max_threads_per_block")
DEFAULT_MIN_COS = 0.9999


def _grouped_gemm(name: str, description: str, dims: Dict[str, int],
                  buffers: List[Dict[str, Any]], args: List[str]) -> Dict[str, Any]:
    return {
        "name": name,
        "description": description,
        "dims": {**dims, "G": 64, "occupancy": 1},
        "line_dims": ["M", "D1", "D2"],
        "flops": "2*M*D1*D2",
        "groups": {"count": "G", "total": "M", "sizes": "uniform"},
        "grid": ["num_cus * occupancy", 1, 1],
        "block": [256, 1, 1],
        "shared_mem": 0,
        "args": args,
        "buffers": buffers + [{"name": "group_offsets", "dtype": "int32", "shape": ["G + 1"],
                               "role": "input", "init": {"kind": "group_offsets"}, "show": False}],
    }


def _buf(name, dtype, shape, role="input"):
    return {"name": name, "dtype": dtype, "shape": shape, "role": role}


GATE_UP = {"M": 131072, "D1": 2880, "D2": 5760}
DOWN = {"M": 131072, "D1": 2880, "D2": 2880}

# The grouped fp8 GEMMs of a MoE layer (64 experts, tokens sorted by expert,
# group g owning rows group_offsets[g] .. group_offsets[g+1]).  D1 is the
# forward input width, D2 the forward output width; every site does
# 2*M*D1*D2 FLOPs.  Argument order is gcnasm's convention for a grouped GEMM
# (a, b, out, group_offsets, M, N, K, groups); kernels with another ABI need
# a site file (docs/compare.md).
BUILTIN_SITES: List[Dict[str, Any]] = [
    _grouped_gemm(
        "gate_up_fwd", "gate+up projection forward: Out[m,:] = A[m,:] . B[g]^T (NT, K = D1)", GATE_UP,
        [_buf("A", "fp8_e4m3", ["M", "D1"]), _buf("B", "fp8_e4m3", ["G", "D2", "D1"]),
         _buf("Out", "bf16", ["M", "D2"], "output")],
        ["A", "B", "Out", "group_offsets", "M", "D2", "D1", "G"]),
    _grouped_gemm(
        "gate_up_dgrad", "gate+up data gradient: dA[m,:] = dOut[m,:] . B[g] (NN, K = D2)", GATE_UP,
        [_buf("dOut", "fp8_e4m3", ["M", "D2"]), _buf("B", "fp8_e4m3", ["G", "D2", "D1"]),
         _buf("dA", "bf16", ["M", "D1"], "output")],
        ["dOut", "B", "dA", "group_offsets", "M", "D1", "D2", "G"]),
    _grouped_gemm(
        "gate_up_wgrad", "gate+up weight gradient: dB[g] = dOut[rows g]^T . A[rows g] (TN, K = rows of g)",
        GATE_UP,
        [_buf("dOut", "fp8_e4m3", ["M", "D2"]), _buf("A", "fp8_e4m3", ["M", "D1"]),
         _buf("dB", "bf16", ["G", "D2", "D1"], "output")],
        ["dOut", "A", "dB", "group_offsets", "M", "D2", "D1", "G"]),
    _grouped_gemm(
        "down_fwd", "down projection forward: Out[m,:] = A[m,:] . B[g]^T (NT, K = D1)", DOWN,
        [_buf("A", "fp8_e4m3", ["M", "D1"]), _buf("B", "fp8_e4m3", ["G", "D2", "D1"]),
         _buf("Out", "bf16", ["M", "D2"], "output")],
        ["A", "B", "Out", "group_offsets", "M", "D2", "D1", "G"]),
    _grouped_gemm(
        "down_dgrad", "down data gradient: dA[m,:] = dOut[m,:] . B[g] (NN, K = D2)", DOWN,
        [_buf("dOut", "fp8_e4m3", ["M", "D2"]), _buf("B", "fp8_e4m3", ["G", "D2", "D1"]),
         _buf("dA", "bf16", ["M", "D1"], "output")],
        ["dOut", "B", "dA", "group_offsets", "M", "D1", "D2", "G"]),
    _grouped_gemm(
        "down_wgrad", "down weight gradient: dB[g] = dOut[rows g]^T . A[rows g] (TN, K = rows of g)", DOWN,
        [_buf("dOut", "fp8_e4m3", ["M", "D2"]), _buf("A", "fp8_e4m3", ["M", "D1"]),
         _buf("dB", "bf16", ["G", "D2", "D1"], "output")],
        ["dOut", "A", "dB", "group_offsets", "M", "D2", "D1", "G"]),
]


@dataclass(frozen=True)
class BufferSpec:
    name: str
    dtype: DType
    shape: Tuple[Any, ...]           # expressions
    role: str
    init: Dict[str, Any]
    show: bool = True
    reset: bool = False


@dataclass(frozen=True)
class Site:
    """One site as written (expressions unevaluated).  :meth:`resolve` binds
    the device and any dimension overrides."""

    name: str
    dims: Dict[str, Any]
    buffers: Tuple[BufferSpec, ...]
    args: Any
    grid: Tuple[Any, Any, Any]
    block: Tuple[Any, Any, Any]
    flops: Any = 0
    shared_mem: Any = 0
    description: str = ""
    line_dims: Tuple[str, ...] = ()
    groups: Optional[Dict[str, Any]] = None
    args_fill: Optional[Any] = None
    min_cos: float = DEFAULT_MIN_COS
    max_diff: Optional[float] = None
    source: str = "built-in"
    # {"family": NAME, ...parameters}: the numpy reference of
    # gcnasm.hip.families that checks the outputs (compare --reference)
    reference: Optional[Dict[str, Any]] = None
    # values at byte offsets of the kernarg segment (see the module's doc)
    raw_args: Tuple[Dict[str, Any], ...] = ()

    def buffer(self, name: str) -> BufferSpec:
        for b in self.buffers:
            if b.name == name:
                return b
        raise SiteError(f"{self.where}: no buffer named {name!r}")

    @property
    def where(self) -> str:
        return f"{self.source}: site {self.name}"

    def resolve(self, device: Mapping[str, int], overrides: Optional[Mapping[str, Any]] = None,
                seed: int = 0) -> "ResolvedSite":
        return ResolvedSite(self, device, overrides or {}, seed)

    def to_dict(self) -> Dict[str, Any]:
        """The site in file form (for ``gcnasm sites --dump``)."""
        out: Dict[str, Any] = {"name": self.name}
        if self.description:
            out["description"] = self.description
        out["dims"] = dict(self.dims)
        if self.line_dims:
            out["line_dims"] = list(self.line_dims)
        out["flops"] = self.flops
        if self.groups:
            out["groups"] = dict(self.groups)
        out["grid"] = list(self.grid)
        out["block"] = list(self.block)
        out["shared_mem"] = self.shared_mem
        out["args"] = copy.deepcopy(self.args)
        if self.args_fill is not None:
            out["args_fill"] = self.args_fill
        out["min_cos"] = self.min_cos
        if self.max_diff is not None:
            out["max_diff"] = self.max_diff
        if self.reference is not None:
            out["reference"] = dict(self.reference)
        if self.raw_args:
            out["raw_args"] = [dict(r) for r in self.raw_args]
        out["buffers"] = []
        for b in self.buffers:
            entry = {"name": b.name, "dtype": b.dtype.name, "shape": list(b.shape), "role": b.role,
                     "init": dict(b.init)}
            if not b.show:
                entry["show"] = False
            if b.reset:
                entry["reset"] = True
            out["buffers"].append(entry)
        return out


@dataclass
class ResolvedBuffer:
    spec: BufferSpec
    shape: Tuple[int, ...]

    @property
    def count(self) -> int:
        return int(np.prod(self.shape, dtype=np.int64)) if self.shape else 1

    @property
    def nbytes(self) -> int:
        return self.count * self.spec.dtype.itemsize


class ResolvedSite:
    """A site with every expression evaluated: ``dims``, ``buffers``,
    ``grid``, ``block``, ``shared_mem``, ``flops`` and the group sizes."""

    def __init__(self, site: Site, device: Mapping[str, int], overrides: Mapping[str, Any],
                 seed: int = 0):
        self.site = site
        where = site.where
        unknown = set(overrides) - set(site.dims)
        if unknown:
            raise SiteError(f"{where}: --set names unknown dims {sorted(unknown)} "
                            f"(dims: {', '.join(site.dims)})")
        names: Dict[str, Any] = {k: v for k, v in device.items()}
        self.dims: Dict[str, int] = {}
        for key, value in site.dims.items():
            raw = overrides.get(key, value)
            number = expr.evaluate(raw, names, f"{where}: dims.{key}")
            names[key] = number
            self.dims[key] = number
        self.names = names
        self.buffers: Dict[str, ResolvedBuffer] = {}
        for b in site.buffers:
            shape = tuple(self._int(s, f"buffers.{b.name}.shape") for s in b.shape)
            if any(d < 0 for d in shape):
                raise SiteError(f"{where}: buffer {b.name} has a negative dimension {shape}")
            self.buffers[b.name] = ResolvedBuffer(b, shape)
        self.grid = tuple(self._int(g, "grid") for g in site.grid)
        self.block = tuple(self._int(g, "block") for g in site.block)
        self.shared_mem = self._int(site.shared_mem, "shared_mem")
        self.flops = float(expr.evaluate(site.flops, names, f"{where}: flops"))
        self.group_sizes = self._group_sizes(seed) if site.groups else None
        self.generated = self._generated(seed)

    def _int(self, text, field_name: str) -> int:
        value = expr.evaluate(text, self.names, f"{self.site.where}: {field_name}")
        if isinstance(value, float):
            if not value.is_integer():
                raise SiteError(f"{self.site.where}: {field_name}: {text!r} is {value}, not an integer")
            value = int(value)
        return value

    def _generated(self, seed: int) -> Dict[str, np.ndarray]:
        """The values of every ``generated`` buffer (one generator call per
        distinct (generator, params), so parts of one call agree)."""
        calls: Dict[Tuple, Dict[str, np.ndarray]] = {}
        out: Dict[str, np.ndarray] = {}
        for b in self.site.buffers:
            if b.init.get("kind") != "generated":
                continue
            where = f"buffers.{b.name}.init"
            params = {k: self._int(v, f"{where}.params.{k}")
                      for k, v in (b.init.get("params") or {}).items()}
            key = (b.init["generator"], tuple(sorted(params.items())))
            if key not in calls:
                try:
                    calls[key] = generated.generate(key[0], params, seed)
                except (KeyError, ValueError) as exc:
                    raise SiteError(f"{self.site.where}: {where}: {exc}") from None
            part = b.init.get("part", "values")
            if part not in calls[key]:
                raise SiteError(f"{self.site.where}: {where}: generator {key[0]!r} makes "
                                f"{sorted(calls[key])}, not {part!r}")
            values = np.asarray(calls[key][part]).reshape(-1)
            count = self.buffers[b.name].count
            if len(values) != count:
                raise SiteError(f"{self.site.where}: {where}: {key[0]}.{part} has {len(values)} "
                                f"values, the buffer {count}")
            out[b.name] = values
        return out

    def _group_sizes(self, seed: int) -> np.ndarray:
        spec = self.site.groups
        where = f"{self.site.where}: groups"
        count = self._int(spec.get("count", 1), "groups.count")
        total = self._int(spec.get("total", 0), "groups.total")
        align = self._int(spec.get("align", 1), "groups.align")
        sizes = spec.get("sizes", "uniform")
        if count < 1 or total < 0 or align < 1:
            raise SiteError(f"{where}: needs count >= 1, total >= 0, align >= 1")
        if isinstance(sizes, (list, tuple)):
            out = np.array([self._int(s, "groups.sizes") for s in sizes], dtype=np.int64)
            if len(out) != count or out.sum() != total or (out < 0).any():
                raise SiteError(f"{where}: sizes {list(out)} must be {count} values >= 0 summing to {total}")
            return out
        if total % align:
            raise SiteError(f"{where}: total {total} is not a multiple of align {align}")
        units = total // align
        if sizes == "uniform":
            out = np.full(count, units // count, dtype=np.int64)
            out[: units % count] += 1
        elif sizes == "random":
            # Deterministic in (seed, site): random proportions, largest remainders.
            rng = np.random.default_rng([seed, zlib.crc32(self.site.name.encode())])
            weights = rng.random(count) + 0.05
            exact = weights / weights.sum() * units
            out = np.floor(exact).astype(np.int64)
            out[np.argsort(out - exact)[: units - out.sum()]] += 1
        else:
            raise SiteError(f"{where}: sizes must be 'uniform', 'random' or a list, got {sizes!r}")
        return out * align

    def raw_args(self, buffers: Mapping[str, Any]) -> List[RawArg]:
        """The site's ``raw_args`` with offsets and values evaluated;
        ``buffers`` maps buffer names to device buffers (``.pointer(offset)``)."""
        out = []
        for i, spec in enumerate(self.site.raw_args):
            where = f"raw_args[{i}]"
            offset = self._int(spec["offset"], f"{where}.offset")
            if "buffer" in spec:
                if spec["buffer"] not in buffers:
                    raise SiteError(f"{self.site.where}: {where}: no buffer named {spec['buffer']!r}")
                at = self._int(spec.get("buffer_offset", 0), f"{where}.buffer_offset")
                value = buffers[spec["buffer"]].pointer(at) if at else buffers[spec["buffer"]]
                size, value_type = int(spec.get("size", 8)), None
                label = spec.get("name", spec["buffer"])
            else:
                value_type = spec.get("type", "i32")
                value = expr.evaluate(spec["value"], self.names, f"{self.site.where}: {where}.value")
                size = int(spec.get("size", value_width(value_type)))
                label = spec.get("name", str(spec["value"]))
            out.append(RawArg(offset, value, size, value_type, label))
        return out

    def line(self) -> str:
        """``gate_up_fwd      M=131072 D1=2880 D2=5760  A=378MB B=1062MB Out=1510MB``."""
        shown = self.site.line_dims or tuple(self.dims)
        dims = " ".join(f"{k}={self.dims[k]}" for k in shown)
        bufs = " ".join(f"{b.spec.name}={format_megabytes(b.nbytes)}"
                        for b in self.buffers.values() if b.spec.show)
        return f"{self.site.name:<16} {dims}  {bufs}".rstrip()

    def device_bytes(self) -> int:
        """Device memory the site needs (two copies of per-kernel buffers)."""
        total = 0
        for b in self.buffers.values():
            total += b.nbytes * (1 if b.spec.role == "input" else 2)
        return total


def format_megabytes(nbytes: int) -> str:
    """Decimal megabytes, rounded (co_compare prints ``A=378MB``)."""
    if nbytes and nbytes < 500_000:
        return f"{nbytes / 1e3:.0f}KB" if nbytes >= 500 else f"{nbytes}B"
    return f"{nbytes / 1e6:.0f}MB"


# --- reading site definitions -------------------------------------------------

def _site_from_dict(entry: Mapping[str, Any], source: str, index: int) -> Site:
    if not isinstance(entry, Mapping):
        raise SiteError(f"{source}: sites[{index}] is not a table")
    name = entry.get("name")
    if not isinstance(name, str) or not name:
        raise SiteError(f"{source}: sites[{index}] has no name")
    where = f"{source}: site {name}"
    known = {"name", "description", "dims", "line_dims", "flops", "groups", "grid", "block",
             "shared_mem", "args", "args_fill", "min_cos", "max_diff", "buffers", "reference",
             "raw_args"}
    extra = set(entry) - known
    if extra:
        raise SiteError(f"{where}: unknown field(s) {sorted(extra)} (known: {', '.join(sorted(known))})")
    dims = entry.get("dims") or {}
    if not isinstance(dims, Mapping):
        raise SiteError(f"{where}: dims must be a table of name = value")
    buffers = []
    raw_buffers = entry.get("buffers")
    if not isinstance(raw_buffers, (list, tuple)) or not raw_buffers:
        raise SiteError(f"{where}: buffers must be a non-empty list")
    for i, b in enumerate(raw_buffers):
        buffers.append(_buffer_from_dict(b, f"{where}: buffers[{i}]"))
    names = [b.name for b in buffers]
    for i, b in enumerate(buffers):
        if b.init["kind"] == "addresses":
            earlier = {e.name for e in buffers[:i] if e.role == "input"}
            wrong = [n for n in b.init["buffers"] if n not in earlier]
            if wrong:
                raise SiteError(f"{where}: buffer {b.name}: init 'addresses' names {wrong}, not "
                                f"input buffers listed before it")
    dupes = {n for n in names if names.count(n) > 1}
    if dupes:
        raise SiteError(f"{where}: duplicate buffer name(s) {sorted(dupes)}")
    if not any(b.role in ("output", "inout") for b in buffers):
        raise SiteError(f"{where}: no buffer has role output or inout, so nothing would be compared")
    args = entry.get("args")
    if not isinstance(args, (list, tuple, Mapping)):
        raise SiteError(f"{where}: args must be a list (by position) or a table (by argument name)")
    for key, spec in (args.items() if isinstance(args, Mapping) else enumerate(args)):
        _check_arg(spec, set(names), f"{where}: args[{key!r}]")
    raw_args = entry.get("raw_args") or []
    if not isinstance(raw_args, (list, tuple)):
        raise SiteError(f"{where}: raw_args must be a list of {{offset=, buffer=}} or "
                        f"{{offset=, value=, type=}} tables")
    for i, spec in enumerate(raw_args):
        _check_raw_arg(spec, set(names), f"{where}: raw_args[{i}]")
    grid = _dim3(entry.get("grid"), f"{where}: grid")
    block = _dim3(entry.get("block"), f"{where}: block")
    groups = entry.get("groups")
    if groups is not None and not isinstance(groups, Mapping):
        raise SiteError(f"{where}: groups must be a table")
    try:
        min_cos = float(entry.get("min_cos", DEFAULT_MIN_COS))
        max_diff = None if entry.get("max_diff") is None else float(entry["max_diff"])
    except (TypeError, ValueError):
        raise SiteError(f"{where}: min_cos and max_diff must be numbers") from None
    line_dims = tuple(entry.get("line_dims") or ())
    missing = [d for d in line_dims if d not in dims]
    if missing:
        raise SiteError(f"{where}: line_dims names unknown dims {missing}")
    reference = entry.get("reference")
    if isinstance(reference, str):
        reference = {"family": reference}
    if reference is not None and not (isinstance(reference, Mapping)
                                      and isinstance(reference.get("family"), str)):
        raise SiteError(f"{where}: reference must be a family name or a table with 'family'")
    return Site(name=name, dims=dict(dims), buffers=tuple(buffers), args=copy.deepcopy(args),
                grid=grid, block=block, flops=entry.get("flops", 0),
                shared_mem=entry.get("shared_mem", 0), description=str(entry.get("description", "")),
                line_dims=line_dims, groups=dict(groups) if groups else None,
                args_fill=entry.get("args_fill"), min_cos=min_cos, max_diff=max_diff, source=source,
                reference=dict(reference) if reference is not None else None,
                raw_args=tuple(dict(r) for r in raw_args))


def site_from_dict(entry: Mapping[str, Any], source: str) -> Site:
    """One site from its file form (a ``[[sites]]`` table, as a dict), checked
    as a site file's are; ``source`` names where it came from in messages."""
    return _site_from_dict(entry, source, 0)


def _dim3(value, where: str) -> Tuple[Any, Any, Any]:
    if isinstance(value, (int, str)) and not isinstance(value, bool):
        value = [value]
    if not isinstance(value, (list, tuple)) or not 1 <= len(value) <= 3:
        raise SiteError(f"{where}: expected 1 to 3 numbers or expressions, got {value!r}")
    return tuple(value) + (1,) * (3 - len(value))


def _buffer_from_dict(entry, where: str) -> BufferSpec:
    if not isinstance(entry, Mapping):
        raise SiteError(f"{where}: not a table")
    extra = set(entry) - {"name", "dtype", "shape", "role", "init", "show", "reset"}
    if extra:
        raise SiteError(f"{where}: unknown field(s) {sorted(extra)}")
    name = entry.get("name")
    if not isinstance(name, str) or not name.isidentifier():
        raise SiteError(f"{where}: name must be an identifier, got {name!r}")
    where = f"{where} ({name})"
    role = entry.get("role", "input")
    if role not in ROLES:
        raise SiteError(f"{where}: role must be one of {', '.join(ROLES)}, got {role!r}")
    try:
        dt = lookup_dtype(entry.get("dtype", ""))
    except SiteError as exc:
        raise SiteError(f"{where}: {exc}") from None
    shape = entry.get("shape")
    if isinstance(shape, (int, str)):
        shape = [shape]
    if not isinstance(shape, (list, tuple)):
        raise SiteError(f"{where}: shape must be a list of sizes")
    init = entry.get("init", DEFAULT_INIT[role])
    if isinstance(init, str):
        init = {"kind": init}
    if not isinstance(init, Mapping) or init.get("kind") not in INIT_KINDS:
        raise SiteError(f"{where}: init kind must be one of {', '.join(INIT_KINDS)}, got {init!r}")
    if init["kind"] == "nan" and not dt.is_float:
        raise SiteError(f"{where}: init 'nan' needs a float type, not {dt.name}")
    if init["kind"] == "file" and not isinstance(init.get("path"), str):
        raise SiteError(f"{where}: init 'file' needs a path")
    if init["kind"] == "generated":
        if init.get("generator") not in generated.GENERATORS:
            raise SiteError(f"{where}: init 'generated' needs a generator, one of "
                            f"{', '.join(generated.GENERATORS)}; got {init.get('generator')!r}")
        if not isinstance(init.get("params", {}), Mapping):
            raise SiteError(f"{where}: init 'generated' params must be a table")
    if init["kind"] == "addresses":
        if not (isinstance(init.get("buffers"), (list, tuple)) and init["buffers"]
                and all(isinstance(n, str) for n in init["buffers"])):
            raise SiteError(f"{where}: init 'addresses' needs buffers, a list of buffer names")
        if dt.name != "uint64" or role != "input":
            raise SiteError(f"{where}: init 'addresses' needs dtype uint64 and role input")
    reset = bool(entry.get("reset", False))
    if reset and (role != "scratch" or init["kind"] not in ("zeros", "const", "nan")):
        raise SiteError(f"{where}: reset = true needs role 'scratch' and a zeros, const or nan init")
    return BufferSpec(name, dt, tuple(shape), role, dict(init), bool(entry.get("show", True)), reset)


def _check_arg(spec, buffer_names: set, where: str) -> None:
    if isinstance(spec, bool):
        raise SiteError(f"{where}: booleans are not arguments; use 0 or 1")
    if isinstance(spec, (int, float)):
        return
    if isinstance(spec, str):
        if spec in buffer_names:
            return
        if not expr.names_in(spec) and not _parses(spec):
            raise SiteError(f"{where}: {spec!r} is neither a buffer name nor an expression")
        return
    if isinstance(spec, Mapping):
        if "buffer" in spec:
            if spec["buffer"] not in buffer_names:
                raise SiteError(f"{where}: no buffer named {spec['buffer']!r}")
            return
        if "value" in spec:
            lookup_dtype(spec.get("dtype", "fp32"))
            return
    raise SiteError(f"{where}: expected a buffer name, an expression, {{buffer=, offset=}} "
                    f"or {{value=, dtype=}}, got {spec!r}")


def _check_raw_arg(spec, buffer_names: set, where: str) -> None:
    if not isinstance(spec, Mapping) or "offset" not in spec or ("buffer" in spec) == ("value" in spec):
        raise SiteError(f"{where}: expected {{offset=, buffer=[, buffer_offset=, size=]}} or "
                        f"{{offset=, value=, type=[, size=]}}, got {spec!r}")
    extra = set(spec) - {"offset", "buffer", "buffer_offset", "value", "type", "size", "name"}
    if extra:
        raise SiteError(f"{where}: unknown field(s) {sorted(extra)}")
    if "buffer" in spec:
        if spec["buffer"] not in buffer_names:
            raise SiteError(f"{where}: no buffer named {spec['buffer']!r}")
        if "type" in spec:
            raise SiteError(f"{where}: a buffer binding passes an address; 'type' is for values")
        if spec.get("size", 8) not in (4, 8):
            raise SiteError(f"{where}: an address takes 4 or 8 bytes, not {spec.get('size')!r}")
        return
    value_type = spec.get("type", "i32")
    if not isinstance(value_type, str) or value_width(value_type) is None:
        raise SiteError(f"{where}: unknown type {value_type!r} (i8 .. u64, f16, bf16, f32, f64)")
    size = spec.get("size", value_width(value_type))
    if isinstance(size, bool) or not isinstance(size, int) or size < value_width(value_type):
        raise SiteError(f"{where}: size {size!r} cannot hold a {value_type}")


def _parses(text: str) -> bool:
    try:
        expr.evaluate(text, {}, "")
        return True
    except SiteError:
        return False


def load_site_file(path: Union[str, os.PathLike]) -> List[Site]:
    """Sites from a ``.toml`` (Python 3.11+) or ``.json`` file holding a
    ``sites`` list."""
    path = Path(path)
    try:
        text = path.read_bytes()
    except OSError as exc:
        raise SiteError(f"{path}: cannot read: {exc.strerror or exc}") from None
    if path.suffix == ".toml":
        if sys.version_info < (3, 11):
            raise SiteError(f"{path}: TOML site files need Python 3.11+ (tomllib); use JSON")
        import tomllib                 # here: absent before Python 3.11
        try:
            data = tomllib.loads(text.decode("utf-8"))
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
            raise SiteError(f"{path}: not valid TOML: {exc}") from None
    elif path.suffix == ".json":
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise SiteError(f"{path}: not valid JSON: {exc}") from None
    else:
        raise SiteError(f"{path}: site files must end in .toml or .json")
    entries = data.get("sites") if isinstance(data, Mapping) else None
    if not isinstance(entries, list) or not entries:
        raise SiteError(f"{path}: expected a non-empty 'sites' list ([[sites]] tables in TOML)")
    sites = [_site_from_dict(e, str(path), i) for i, e in enumerate(entries)]
    names = [s.name for s in sites]
    dupes = {n for n in names if names.count(n) > 1}
    if dupes:
        raise SiteError(f"{path}: duplicate site name(s) {sorted(dupes)}")
    return sites


def builtin_sites() -> List[Site]:
    return [_site_from_dict(e, "built-in", i) for i, e in enumerate(BUILTIN_SITES)]


def site_table(files: Sequence[Union[str, os.PathLike]] = ()) -> Dict[str, Site]:
    """The built-in sites, then each file's (a file's site replaces a
    built-in or earlier one of the same name)."""
    table = {s.name: s for s in builtin_sites()}
    for f in files:
        for s in load_site_file(f):
            table[s.name] = s
    return table


def select(table: Mapping[str, Site], names: Sequence[str]) -> List[Site]:
    """The sites called ``names`` (``all`` for every one), in the order given."""
    if not names or list(names) == ["all"]:
        return list(table.values())
    out = []
    for n in names:
        if n not in table:
            raise SiteError(f"unknown site {n!r}; known: {', '.join(table)}")
        out.append(table[n])
    return out
