"""Finding and opening a GPU runtime's shared library with cffi.

The lookup is explicit and reported: each candidate tried is recorded with
the reason it was rejected, and when nothing loads the error lists them all
(see :class:`~gcnasm.hip.errors.LibraryNotFoundError`).

Order, for a :class:`LibrarySpec`:

1. the path the caller passed (if it fails, nothing else is tried: an
   explicit choice must not be silently replaced);
2. the spec's environment variable (``GCNASM_LIBHIP``, ``GCNASM_LIBCUDA``),
   under the same rule;
3. the spec's directories (for HIP: ``$HIP_PATH/lib``, ``$ROCM_PATH/lib``,
   ``/opt/rocm/lib``, then ``/opt/rocm-*/lib`` newest first), each with every
   versioned name;
4. the dynamic loader's own search (``LD_LIBRARY_PATH``, the ldconfig
   cache) by each versioned name.

Versioned names matter: Debian installs only ``libamdhip64.so.5`` unless the
``-dev`` package adds the unversioned link.
"""

from __future__ import annotations

import glob
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, List, Optional, Sequence, Tuple

from .errors import LibraryNotFoundError


@dataclass(frozen=True)
class LibrarySpec:
    """How to find one library.  ``dirs`` is a function so environment
    variables are read at lookup time, not at import time."""

    what: str                          # "the HIP runtime (libamdhip64)"
    env_var: str                       # "GCNASM_LIBHIP"
    names: Tuple[str, ...]             # tried in order, in each directory
    dirs: Callable[[], List[Path]] = field(default=lambda: [])
    hint: str = ""


def _rocm_dirs() -> List[Path]:
    dirs: List[Path] = []
    for var in ("HIP_PATH", "ROCM_PATH"):
        root = os.environ.get(var)
        if root:
            dirs += [Path(root) / "lib", Path(root) / "lib64"]
    dirs.append(Path("/opt/rocm/lib"))

    def version_key(path: str):
        return [int(n) for n in re.findall(r"\d+", Path(path).parent.name)]

    dirs += [Path(p) for p in sorted(glob.glob("/opt/rocm-*/lib"), key=version_key, reverse=True)]
    return dirs


def _cuda_dirs() -> List[Path]:
    # The driver library comes with the kernel driver, not the toolkit; never
    # use the toolkit's lib64/stubs copy, which only links and fails every call.
    return [Path("/usr/local/nvidia/lib64"), Path("/usr/lib/x86_64-linux-gnu"),
            Path("/usr/lib64"), Path("/usr/lib/wsl/lib")]


HIP_LIBRARY = LibrarySpec(
    what="the HIP runtime (libamdhip64)",
    env_var="GCNASM_LIBHIP",
    names=("libamdhip64.so", "libamdhip64.so.7", "libamdhip64.so.6", "libamdhip64.so.5"),
    dirs=_rocm_dirs,
    hint="Install ROCm (or Debian's libamdhip64-5), or point GCNASM_LIBHIP at libamdhip64.so.",
)

CUDA_LIBRARY = LibrarySpec(
    what="the CUDA driver (libcuda)",
    env_var="GCNASM_LIBCUDA",
    names=("libcuda.so.1", "libcuda.so"),
    dirs=_cuda_dirs,
    hint="libcuda comes with the NVIDIA kernel driver; point GCNASM_LIBCUDA at libcuda.so.1.",
)


def candidates(spec: LibrarySpec, explicit: Optional[str] = None) -> List[Tuple[str, str, bool]]:
    """The ordered candidates as ``(candidate, origin, final)``; ``final``
    means a failure stops the search (explicit path, environment variable)."""
    out: List[Tuple[str, str, bool]] = []
    if explicit:
        return [(str(explicit), "explicit path", True)]
    env = os.environ.get(spec.env_var)
    if env:
        return [(env, f"${spec.env_var}", True)]
    seen = set()
    for d in spec.dirs():
        for name in spec.names:
            path = str(d / name)
            if path not in seen:
                seen.add(path)
                out.append((path, "directory", False))
    for name in spec.names:
        out.append((name, "dynamic loader", False))
    return out


def open_library(ffi, spec: LibrarySpec, explicit: Optional[str] = None):
    """``(lib, path)`` for the first candidate that ``ffi.dlopen`` accepts, or
    :class:`LibraryNotFoundError` listing every attempt."""
    attempts = []
    for candidate, origin, final in candidates(spec, explicit):
        is_path = "/" in candidate
        if is_path and not os.path.exists(candidate):
            attempts.append((candidate, f"absent ({origin})"))
            if final:
                break
            continue
        try:
            lib = ffi.dlopen(candidate)
        except OSError as exc:
            attempts.append((candidate, f"dlopen failed ({origin}): {_short(exc)}"))
            if final:
                break
            continue
        return lib, candidate if is_path else _loaded_path(candidate)
    raise LibraryNotFoundError(spec.what, attempts, spec.hint)


def _loaded_path(name: str) -> str:
    """Where the loader found ``name`` (from /proc/self/maps), for messages;
    ``name`` itself where that cannot be read."""
    try:
        with open("/proc/self/maps") as maps:
            for line in maps:
                path = line.split(maxsplit=5)[-1].strip()
                if os.path.basename(path).startswith(name):
                    return os.path.realpath(path)
    except OSError:
        pass
    return name


def _short(exc: Exception) -> str:
    text = str(exc).strip()
    # cffi wraps the loader's message ("cannot load library X: <loader text>.
    # Additionally, ctypes.util.find_library() ..."); keep the loader's part.
    if text.startswith("cannot load library"):
        text = text.split(": ", 1)[-1]
    return text.split(".  Additionally", 1)[0]


def missing_symbols(lib, names: Sequence[str]) -> List[str]:
    """Names from ``names`` that the opened library does not export (cffi
    resolves symbols lazily, so a missing one only shows on first access)."""
    missing = []
    for name in names:
        try:
            getattr(lib, name)
        except AttributeError:
            missing.append(name)
    return missing


def declared_names(prototypes: str) -> Tuple[str, ...]:
    """The function names a block of C prototypes declares, one a line."""
    return tuple(line.split("(")[0].split()[-1].lstrip("*")
                 for line in prototypes.strip().splitlines())
