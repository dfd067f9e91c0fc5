"""Loading kernel images onto a backend, and launching their kernels.

:meth:`Module.load` accepts a path or bytes and recognises the image by its
ELF machine: an AMD code object (``EM_AMDGPU``, run by the HIP backend,
argument layouts from its metadata via :class:`gcnasm.CodeObject`) or an
NVIDIA cubin (``EM_CUDA``, run by the CUDA backend, layouts from
:mod:`gcnasm.hip.cubin`).

:func:`launch` is the cuda.core-style entry point::

    with hip.open_backend("hip") as gpu:
        k = gpu.load_module("vector_add.co").kernel()
        a, b, c = (gpu.alloc(4 * n) for _ in range(3))
        hip.launch(k, grid=n // 256, block=256, a, b, c, n)
        gpu.synchronize()
"""

from __future__ import annotations

import os
import struct
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Dict, Mapping, Optional, Tuple, Union

from . import cubin
from .device import Dim3, Resource, Stream
from .errors import GcnasmError, KernargError, ModuleError
from .kernargs import ArgLayout

EM_AMDGPU = 224
EM_CUDA = 190


def elf_machine(image: bytes) -> Optional[int]:
    """``e_machine`` of an ELF image, or None for anything else."""
    if len(image) < 20 or image[:4] != b"\x7fELF":
        return None
    return struct.unpack_from("<H", image, 18)[0]


def dim3(value, what: str) -> Dim3:
    """``(x, y, z)`` from an int or a sequence of up to three ints."""
    if isinstance(value, int) and not isinstance(value, bool):
        value = (value,)
    try:
        dims = tuple(int(v) for v in value)
    except (TypeError, ValueError):
        raise GcnasmError(f"{what} must be an int or up to three ints, got {value!r}") from None
    if not 1 <= len(dims) <= 3 or any(d < 1 for d in dims):
        raise GcnasmError(f"{what} must be 1 to 3 positive ints, got {value!r}")
    return dims + (1,) * (3 - len(dims))


@dataclass(frozen=True)
class KernelInfo:
    """What the image says about one kernel, before it is on a device."""

    name: str
    layout: Optional[ArgLayout]          # None: the image records no argument layout
    metadata: Mapping[str, Any]          # AMD metadata map ({} for cubins)

    @property
    def required_block(self) -> Optional[Dim3]:
        size = self.metadata.get(".reqd_workgroup_size")
        return tuple(int(v) for v in size) if size else None

    @property
    def max_block_threads(self) -> Optional[int]:
        value = self.metadata.get(".max_flat_workgroup_size")
        return int(value) if value else None

    def check_block(self, block: Dim3, source: str) -> None:
        """Raise if the kernel cannot run with ``block`` threads per block."""
        where = f"kernel {self.name} ({source})"
        required = self.required_block
        if required and tuple(block) != tuple(required):
            raise GcnasmError(f"{where} requires block {required}, got {tuple(block)}")
        limit = self.max_block_threads
        threads = block[0] * block[1] * block[2]
        if limit and threads > limit:
            raise GcnasmError(f"{where} allows at most {limit} threads per block "
                              f"(.max_flat_workgroup_size), got {threads}")


def find_kernel(kernels: Mapping[str, KernelInfo], name: Optional[str], source: str) -> KernelInfo:
    """The kernel ``name`` of an image (its symbol, or its metadata ``.name``;
    the only one when ``name`` is None)."""
    if name is None:
        if len(kernels) != 1:
            raise ModuleError(f"{source} has {len(kernels)} kernels; choose one of: "
                              f"{', '.join(kernels)}")
        return next(iter(kernels.values()))
    info = kernels.get(name)
    if info is None:
        by_source_name = [k for k in kernels.values() if k.metadata.get(".name") == name]
        if len(by_source_name) != 1:
            raise ModuleError(f"{source}: no kernel named {name!r} (kernels: "
                              f"{', '.join(kernels)})")
        info = by_source_name[0]
    return info


def describe_image(image: bytes, source: str) -> Tuple[str, Dict[str, KernelInfo]]:
    """``(kind, kernels)`` of an image: kind is "amdgpu" or "cubin"."""
    machine = elf_machine(image)
    if machine == EM_AMDGPU:
        # lazy for start-up time: the CUDA path and `gcnasm devices` read no
        # AMD code object
        from ..codeobject import CodeObject
        co = CodeObject.from_bytes(image, source)
        kernels = {}
        for k in co.kernels:
            layout = ArgLayout.from_amd_metadata(k.metadata, source) if k.metadata else None
            kernels[k.name] = KernelInfo(k.name, layout, dict(k.metadata))
        if not kernels:
            raise ModuleError(f"{source}: the code object has no kernels")
        return "amdgpu", kernels
    if machine == EM_CUDA:
        return "cubin", {name: KernelInfo(name, layout, {})
                         for name, layout in cubin.kernels(image, source).items()}
    if machine is None:
        raise ModuleError(f"{source}: not an ELF file; expected an AMD code object (.co) "
                          f"or an NVIDIA cubin")
    raise ModuleError(f"{source}: ELF machine {machine} is neither AMDGPU ({EM_AMDGPU}) "
                      f"nor CUDA ({EM_CUDA})")


def read_image(source: Union[str, os.PathLike, bytes, bytearray]) -> Tuple[bytes, str]:
    if isinstance(source, (bytes, bytearray, memoryview)):
        return bytes(source), "<bytes>"
    path = Path(source)
    try:
        return path.read_bytes(), str(path)
    except FileNotFoundError:
        raise ModuleError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise ModuleError(f"{path}: is a directory, not a kernel image") from None
    except OSError as exc:
        raise ModuleError(f"{path}: cannot read: {exc.strerror or exc}") from None


class Module(Resource):
    """A kernel image loaded on a backend.  ``kernels`` maps names to
    :class:`KernelInfo`; :meth:`kernel` gives a launchable :class:`Kernel`.
    ``backend`` is a :class:`gcnasm.hip.backend.Backend`."""

    def __init__(self, backend, image: bytes, source: str):
        self.source = source
        self.kind, self.kernels = describe_image(image, source)
        wanted = {"amdgpu": "hip", "cubin": "cuda"}[self.kind]
        runs = getattr(backend, "runs_images", (self.kind,) if backend.name == wanted else ())
        if self.kind not in runs:
            what = "an AMD code object" if self.kind == "amdgpu" else "an NVIDIA cubin"
            raise ModuleError(f"{source} is {what}; the {backend.name} backend runs "
                              f"{backend.image_kind}s (use --backend {wanted})")
        self._image = image          # the runtime may read it lazily; keep it alive
        self.handle = backend.module_load(image, f"loading {source}")
        try:
            super().__init__(backend, lambda: backend.module_unload(self.handle))
        except BaseException:
            backend.module_unload(self.handle)
            raise
        self._functions: Dict[str, Kernel] = {}

    @classmethod
    def load(cls, backend, source, name: Optional[str] = None) -> "Module":
        image, where = read_image(source)
        return cls(backend, image, name or where)

    def kernel(self, name: Optional[str] = None) -> "Kernel":
        """The kernel ``name`` (the only one when ``name`` is None)."""
        self.check_open()
        info = find_kernel(self.kernels, name, self.source)
        if info.name not in self._functions:
            handle = self.backend.module_get_function(self.handle, info.name,
                                                      f"kernel {info.name} in {self.source}")
            self._functions[info.name] = Kernel(self, info, handle)
        return self._functions[info.name]


class Kernel:
    """A launchable kernel (see :func:`launch`)."""

    def __init__(self, module: Module, info: KernelInfo, handle):
        self.module = module
        self.info = info
        self.name = info.name
        self.layout = info.layout
        self.handle = handle

    def pack(self, *args, fill=None, **kwargs) -> bytes:
        if self.layout is None:
            raise KernargError(f"{self.module.source}: kernel {self.name} records no argument "
                               f"layout; pass packed bytes to launch_packed()")
        return self.layout.pack(*args, fill=fill, **kwargs)

    def pack_raw(self, raw, /, *args, fill=None, **kwargs) -> bytes:
        """:meth:`ArgLayout.pack_raw`: ``pack`` plus values at byte offsets."""
        if self.layout is None:
            raise KernargError(f"{self.module.source}: kernel {self.name} records no argument "
                               f"layout; pass packed bytes to launch_packed()")
        return self.layout.pack_raw(raw, *args, fill=fill, **kwargs)

    def check_block(self, block: Dim3) -> None:
        self.info.check_block(block, self.module.source)

    def launch_packed(self, grid, block, kernarg: bytes, shared_mem: int = 0,
                      stream: Optional[Stream] = None) -> None:
        """Launch with an already packed kernarg segment."""
        self.module.check_open()
        grid, block = dim3(grid, "grid"), dim3(block, "block")
        self.check_block(block)
        if shared_mem < 0:
            raise GcnasmError(f"shared_mem must be >= 0, got {shared_mem}")
        self.module.backend.launch_kernel(self.handle, grid, block, int(shared_mem), stream,
                                          bytes(kernarg),
                                          f"kernel {self.name} grid={grid} block={block}")

    def __repr__(self) -> str:
        return f"Kernel({self.name!r} from {self.module.source})"


def launch(kernel: Kernel, grid, block, *args, shared_mem: int = 0,
           stream: Optional[Stream] = None, fill=None, **kwargs) -> None:
    """Pack ``args`` (and ``kwargs``, by argument name) from the kernel's
    argument layout and launch it asynchronously on ``stream``.

    ``grid`` counts blocks (workgroups), ``block`` threads per block; each is
    an int or up to three ints.  Hidden arguments of AMD kernels are filled
    by the runtime.  Errors in the arguments raise
    :class:`~gcnasm.hip.errors.KernargError` before anything is launched."""
    kernarg = kernel.pack(*args, fill=fill, **kwargs)
    kernel.launch_packed(grid, block, kernarg, shared_mem=shared_mem, stream=stream)
