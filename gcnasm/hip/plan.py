"""What a compare would launch, worked out without a GPU (``--dry-run``).

For each site: the site resolved against assumed device quantities, the
launch shape checked against each kernel's metadata, the buffers it would
allocate, and the kernarg segment packed from the site's ``args`` exactly as
:func:`gcnasm.hip.comparison.compare` packs it - with placeholder device
addresses, one per buffer, shown back as ``&NAME`` (``&NAME+0x40`` for an
offset).  Nothing here opens a GPU runtime: images are read and their
argument layouts taken from the AMD metadata or the cubin's ``.nv.info``
(:func:`gcnasm.hip.module.describe_image`), so a site naming an argument the
kernel lacks, a kernel that is not in the file or a file that is not a
kernel image is reported on any machine.
"""

from __future__ import annotations

import struct
from dataclasses import asdict, dataclass, field
from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple

from .errors import GcnasmError, KernargError
from .kernargs import ArgLayout, ArgSlot
from .module import KernelInfo, dim3
from .sites import DEVICE_NAMES, ResolvedSite, Site

# Device quantities site expressions see in a dry run, by image kind (an
# MI355X and an H200); ``assume`` overrides them.
ASSUMED_DEVICES: Dict[str, Dict[str, int]] = {
    "amdgpu": {"num_cus": 256, "warp_size": 64, "l2_bytes": 4 << 20, "max_threads_per_block": 1024},
    "cubin": {"num_cus": 132, "warp_size": 32, "l2_bytes": 60 << 20, "max_threads_per_block": 1024},
}

# Placeholder device addresses: buffer i at PLACEHOLDER_BASE + i * PLACEHOLDER_STRIDE.
PLACEHOLDER_BASE = 0x7E00_0000_0000
PLACEHOLDER_STRIDE = 1 << 40

_FLOAT_FORMATS = {"f16": "<e", "fp16": "<e", "half": "<e", "f32": "<f", "fp32": "<f",
                  "float": "<f", "f64": "<d", "fp64": "<d", "double": "<d"}
_INT_BYTES = {"i8": 1, "u8": 1, "i16": 2, "u16": 2, "i32": 4, "u32": 4, "i64": 8, "u64": 8,
              "int": 4, "uint": 4, "int32": 4, "uint32": 4, "int64": 8, "uint64": 8}


class PlannedPointer:
    """A placeholder device address (what a pointer argument receives)."""

    def __init__(self, address: int):
        self.device_address = address


class PlannedBuffer:
    """A buffer a site would allocate, at a placeholder address."""

    def __init__(self, name: str, nbytes: int, address: int):
        self.name = name
        self.nbytes = nbytes
        self.device_address = address

    def pointer(self, offset: int = 0) -> PlannedPointer:
        if not 0 <= offset <= self.nbytes:
            raise KernargError(f"offset {offset} is outside the {self.nbytes}-byte buffer {self.name}")
        return PlannedPointer(self.device_address + offset)


class UnloadedKernel:
    """A kernel as its image describes it: enough to pack its arguments."""

    def __init__(self, info: KernelInfo, source: str):
        self.info = info
        self.name = info.name
        self.source = source

    def pack(self, *args, fill=None, **kwargs) -> bytes:
        if self.info.layout is None:
            raise KernargError(f"{self.source}: kernel {self.name} records no argument layout")
        return self.info.layout.pack(*args, fill=fill, **kwargs)

    def pack_raw(self, raw, /, *args, fill=None, **kwargs) -> bytes:
        if self.info.layout is None:
            raise KernargError(f"{self.source}: kernel {self.name} records no argument layout")
        return self.info.layout.pack_raw(raw, *args, fill=fill, **kwargs)


@dataclass
class ArgumentRow:
    index: int
    offset: int
    size: int
    name: Optional[str]
    kind: str
    value: str          # &BUFFER[+0xOFF], a number, or "(runtime)" for hidden arguments
    hex: str            # the slot's bytes in memory order


@dataclass
class BufferRow:
    name: str
    dtype: str
    shape: List[int]
    nbytes: int
    role: str
    copies: int         # 2 for per-kernel buffers (outputs, inout, scratch)
    fill: str
    address: int        # placeholder


@dataclass
class KernelPlan:
    role: str           # "ref", "test", or "ref and test" when both pack the same bytes
    source: str
    kernel: str
    kernarg_size: int
    kernarg: bytes
    arguments: List[ArgumentRow]
    hidden: List[ArgumentRow]
    static_lds: Optional[int]
    warnings: List[str] = field(default_factory=list)

    def lines(self) -> List[str]:
        out = [f"  arguments of {self.kernel} ({self.role}), {self.kernarg_size}-byte kernarg segment:"]
        rows = [("offset", "name", "kind", "value", "hex (memory order)")]
        rows += [(str(a.offset), a.name or f"#{a.index}", a.kind, a.value, a.hex)
                 for a in self.arguments]
        widths = [max(len(r[i]) for r in rows) for i in range(4)]
        for r in rows:
            out.append("    " + "  ".join(c.ljust(w) for c, w in zip(r, widths)) + "  " + r[4])
        if self.hidden:
            first, last = self.hidden[0], self.hidden[-1]
            out.append(f"    {len(self.hidden)} hidden argument(s) in bytes {first.offset}.."
                       f"{last.offset + last.size - 1} ({first.kind} ... {last.kind}): "
                       f"left 0, filled by the runtime")
        out.extend(f"    warning: {w}" for w in self.warnings)
        return out


@dataclass
class SitePlan:
    site: ResolvedSite
    grid: Tuple[int, int, int]
    block: Tuple[int, int, int]
    shared_mem: int
    device_bytes: int
    buffers: List[BufferRow]
    kernels: List[KernelPlan]

    def lines(self) -> List[str]:
        static = {k.static_lds for k in self.kernels if k.static_lds is not None}
        lds = (f"LDS {'/'.join(map(str, sorted(static)))} bytes static "
               f"(.group_segment_fixed_size) + {self.shared_mem} dynamic"
               if static else f"dynamic shared memory {self.shared_mem} bytes")
        threads = self.block[0] * self.block[1] * self.block[2]
        out = [self.site.line(),
               f"  launch: grid {self.grid} x block {self.block} ({threads} threads); {lds}",
               f"  device memory: {self.device_bytes} bytes ({self.device_bytes / 1e9:.2f} GB; "
               f"per-kernel buffers twice)",
               "  buffers:"]
        rows = [("name", "dtype", "shape", "bytes", "role", "fill")]
        rows += [(b.name, b.dtype, "x".join(map(str, b.shape)) or "scalar", str(b.nbytes),
                  b.role + (" x2" if b.copies > 1 else ""), b.fill) for b in self.buffers]
        widths = [max(len(r[i]) for r in rows) for i in range(5)]
        for r in rows:
            out.append("    " + "  ".join(c.ljust(w) for c, w in zip(r, widths)) + "  " + r[5])
        for k in self.kernels:
            out.extend(k.lines())
        return out

    def to_dict(self) -> Dict[str, Any]:
        kernels = []
        for k in self.kernels:
            entry = asdict(k)
            entry["kernarg"] = k.kernarg.hex()
            kernels.append(entry)
        return {"site": self.site.site.name, "dims": self.site.dims, "flops": self.site.flops,
                "grid": list(self.grid), "block": list(self.block), "shared_mem": self.shared_mem,
                "device_bytes": self.device_bytes,
                "buffers": [asdict(b) for b in self.buffers], "kernels": kernels}


@dataclass
class DryRunReport:
    """What ``compare(..., dry_run=True)`` returns: nothing ran, so it
    always "passes"; ``text`` is what was printed."""

    device_names: Dict[str, int]
    ref_kernel: str
    test_kernel: str
    sites: List[SitePlan]
    header: List[str]

    passed = True

    @property
    def text(self) -> str:
        lines = list(self.header)
        for s in self.sites:
            lines += [""] + s.lines()
        return "\n".join(lines) + "\n"

    def to_dict(self) -> Dict[str, Any]:
        return {"dry_run": True, "device_names": dict(self.device_names),
                "ref_kernel": self.ref_kernel, "test_kernel": self.test_kernel,
                "sites": [s.to_dict() for s in self.sites]}


def assumed_device_names(kind: str, assume: Optional[Mapping[str, Any]] = None) -> Dict[str, int]:
    """The device quantities a dry run evaluates site expressions with."""
    names = dict(ASSUMED_DEVICES[kind])
    for key, value in (assume or {}).items():
        if key not in DEVICE_NAMES:
            raise GcnasmError(f"--assume names {key!r}; known: {', '.join(DEVICE_NAMES)}")
        try:
            names[key] = int(value)
        except (TypeError, ValueError):
            raise GcnasmError(f"--assume {key}={value!r}: not an integer") from None
    return names


def describe_init(init: Mapping[str, Any]) -> str:
    extra = ", ".join(f"{k}={v}" for k, v in init.items() if k != "kind")
    return f"{init['kind']}({extra})" if extra else str(init["kind"])


def plan_site(site: Site, names: Mapping[str, int], kernels: Sequence[Tuple[str, UnloadedKernel]],
              *, overrides, seed, grid_dims, block_dims, shared_mem, bind) -> SitePlan:
    """The plan of one site.  ``kernels``: ("ref", kernel), ("test", kernel);
    ``grid_dims``/``block_dims``: functions of the resolved site giving the
    launch dims; ``bind``: comparison's argument binder."""
    resolved = site.resolve(names, overrides, seed)
    grid = dim3(grid_dims(resolved), "grid")
    block = dim3(block_dims(resolved), "block")
    smem = resolved.shared_mem if shared_mem is None else int(shared_mem)
    if smem < 0:
        raise KernargError(f"{site.where}: shared_mem must be >= 0, got {smem}")
    buffers: Dict[str, PlannedBuffer] = {}
    rows: List[BufferRow] = []
    for i, b in enumerate(resolved.buffers.values()):
        spec = b.spec
        address = PLACEHOLDER_BASE + i * PLACEHOLDER_STRIDE
        buffers[spec.name] = PlannedBuffer(spec.name, b.nbytes, address)
        rows.append(BufferRow(spec.name, spec.dtype.name, list(b.shape), b.nbytes, spec.role,
                              1 if spec.role == "input" else 2, describe_init(spec.init), address))
    plans: List[KernelPlan] = []
    for role, kernel in kernels:
        kernel.info.check_block(block, kernel.source)
        kernarg = bind(resolved, kernel, buffers)
        plans.append(_kernel_plan(role, kernel, kernarg, buffers))
    if len(plans) == 2 and plans[0].kernarg == plans[1].kernarg and \
            plans[0].kernel == plans[1].kernel and plans[0].arguments == plans[1].arguments:
        plans[0].role = "ref and test"
        del plans[1]
    return SitePlan(resolved, grid, block, smem, resolved.device_bytes(), rows, plans)


def _kernel_plan(role: str, kernel: UnloadedKernel, kernarg: bytes,
                 buffers: Mapping[str, PlannedBuffer]) -> KernelPlan:
    layout: ArgLayout = kernel.info.layout
    explicit, hidden = [], []
    for slot in layout.slots:
        raw = kernarg[slot.offset:slot.offset + slot.size]
        value = "(runtime)" if slot.hidden else _show_value(slot, raw, buffers)
        row = ArgumentRow(slot.index, slot.offset, slot.size, slot.name,
                          slot.kind + (f" {slot.value_type}" if slot.value_type else ""),
                          value, raw.hex())
        (hidden if slot.hidden else explicit).append(row)
    lds = kernel.info.metadata.get(".group_segment_fixed_size")
    return KernelPlan(role, kernel.source, kernel.name, layout.size, kernarg, explicit, hidden,
                      int(lds) if lds is not None else None, list(layout.warnings))


def _show_value(slot: ArgSlot, raw: bytes, buffers: Mapping[str, PlannedBuffer]) -> str:
    number = int.from_bytes(raw, "little")
    if slot.pointer is not False:
        for b in buffers.values():
            if b.device_address <= number <= b.device_address + b.nbytes:
                delta = number - b.device_address
                return f"&{b.name}" + (f"+0x{delta:x}" if delta else "")
        if slot.pointer:
            return f"0x{number:x}"
    vt = (slot.value_type or "").lower()
    if vt == "bf16" and len(raw) >= 2:
        return repr(struct.unpack("<f", b"\0\0" + raw[:2])[0])
    fmt = _FLOAT_FORMATS.get(vt)
    if fmt and len(raw) >= struct.calcsize(fmt):
        return repr(struct.unpack_from(fmt, raw)[0])
    width = min(_INT_BYTES.get(vt, len(raw)), len(raw))
    if not width:
        return ""
    return str(int.from_bytes(raw[:width], "little", signed=not vt.startswith("u")))
