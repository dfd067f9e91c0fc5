"""A recording stand-in for libamdhip64 / libcuda (test helper, not a test).

:class:`RecordingLibrary` answers every function the bindings declare: it
records each call as ``(function, arguments)`` with the arguments made
comparable (device addresses and handles by value, output pointers by their
C type, the launch's ``extra`` array decoded into its markers and kernarg
bytes), writes plausible values into output parameters, and fails the calls
named in ``failing`` with the status given.  ``install`` puts it in place of
:func:`gcnasm.hip.library.open_library`, so a backend opened afterwards talks
to it through its real cffi declarations.

The recorded sequences pin down which driver functions the HIP and CUDA
bindings call, in which order and with which arguments.
"""

from __future__ import annotations

import itertools
from typing import Dict, List, Tuple

import cffi

from gcnasm.hip import library

DEVICE_BASE = 0x0DE0_0000_0000_0000   # fake device addresses start here
HANDLE_BASE = 0x1000                  # module, function, stream, event handles
_FFI = cffi.FFI()

# Output values by function (HIP and CUDA alike).
INT_OUTPUTS = {
    "hipDriverGetVersion": 60_443_483, "hipRuntimeGetVersion": 60_443_483,
    "cuDriverGetVersion": 12_040, "hipGetDeviceCount": 1, "cuDeviceGetCount": 1,
}
ERROR_NAMES = {"hip": "hipErrorFake", "cuda": "CUDA_ERROR_FAKE"}


class RecordingLibrary:
    def __init__(self, api: str, failing: Dict[str, int] = None, missing=()):
        self.api = api                  # "hip" or "cuda"
        self.failing = dict(failing or {})
        self.missing = set(missing)
        self.calls: List[Tuple[str, tuple]] = []
        self._handles = itertools.count(HANDLE_BASE, 0x10)
        self._addresses = itertools.count(DEVICE_BASE, 0x10000)
        self._strings = {}              # keeps returned C strings alive

    # --- argument normalisation ---------------------------------------------

    def _arg(self, value):
        if isinstance(value, int):
            return self._number(value)
        if isinstance(value, bytes):
            return value
        ctype = _FFI.typeof(value)
        if ctype.kind == "primitive":
            return self._number(int(value))
        if ctype.kind == "array":           # host memory, or the launch's extra array
            if ctype.item.cname == "void *" and ctype.length == 5:
                return self._extra(value)
            return ctype.cname
        number = int(_FFI.cast("uintptr_t", value))
        if number == 0:
            return "NULL"
        if number >= DEVICE_BASE or HANDLE_BASE <= number < HANDLE_BASE + 0x10000:
            return self._number(number)
        return ctype.cname             # an output parameter

    @staticmethod
    def _number(value: int):
        if value >= DEVICE_BASE:
            return ("device", value - DEVICE_BASE)
        if HANDLE_BASE <= value < HANDLE_BASE + 0x10000:
            return ("handle", value)
        return value

    def _extra(self, extra) -> tuple:
        markers = [int(_FFI.cast("uintptr_t", extra[i])) for i in (0, 2, 4)]
        size = _FFI.cast("size_t*", extra[3])[0]
        data = bytes(_FFI.buffer(_FFI.cast("char*", extra[1]), size))
        return ("extra", tuple(markers), size, data)

    # --- the functions ---------------------------------------------------------

    def __getattr__(self, name: str):
        if name.startswith("_") or name in self.missing or not name.startswith(("hip", "cu")):
            raise AttributeError(name)
        return lambda *args: self._call(name, args)

    def _call(self, name: str, args: tuple):
        if name in ("hipGetErrorName", "hipGetErrorString"):
            self.calls.append((name, (args[0],)))
            return self._string(f"{name}:{args[0]}")
        if name in ("cuGetErrorName", "cuGetErrorString"):
            self.calls.append((name, (args[0], self._arg(args[1]))))
            args[1][0] = self._string(f"{name}:{args[0]}")
            return 0
        self.calls.append((name, tuple(self._arg(a) for a in args)))
        if name in self.failing:
            return self.failing[name]
        self._fill_outputs(name, args)
        return 0

    def _string(self, text: str):
        if text not in self._strings:
            self._strings[text] = _FFI.new("char[]", text.encode())
        return self._strings[text]

    def _fill_outputs(self, name: str, args: tuple) -> None:
        if name in INT_OUTPUTS:
            args[0][0] = INT_OUTPUTS[name]
        elif name in ("hipDeviceGetAttribute", "cuDeviceGetAttribute"):
            args[0][0] = 1000 + int(args[1])
        elif name in ("hipDeviceGet", "cuDeviceGet"):
            args[0][0] = int(args[1])
        elif name in ("hipDeviceGetName", "cuDeviceGetName"):
            text = b"Fake GPU"
            _FFI.memmove(args[0], text + b"\0", len(text) + 1)
        elif name in ("hipDeviceTotalMem", "cuDeviceTotalMem_v2"):
            args[0][0] = 1 << 34
        elif name in ("hipMemGetInfo", "cuMemGetInfo_v2"):
            args[0][0], args[1][0] = 1 << 33, 1 << 34
        elif name in ("hipMalloc", "cuMemAlloc_v2"):
            args[0][0] = _FFI.cast(_FFI.typeof(args[0]).item, next(self._addresses))
        elif name in ("hipModuleLoadData", "cuModuleLoadData", "hipModuleGetFunction",
                      "cuModuleGetFunction", "hipStreamCreate", "cuStreamCreate",
                      "hipEventCreate", "cuEventCreate", "cuDevicePrimaryCtxRetain"):
            args[0][0] = _FFI.cast(_FFI.typeof(args[0]).item, next(self._handles))
        elif name.endswith(("ElapsedTime", "ElapsedTime_v2")):
            args[0][0] = 1.5


def install(monkeypatch, lib: RecordingLibrary) -> None:
    """Make every library lookup answer ``lib``."""
    monkeypatch.setattr(library, "open_library",
                        lambda ffi, spec, explicit=None: (lib, f"/fake/{lib.api}.so"))
