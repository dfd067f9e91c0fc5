"""Errors raised by :mod:`gcnasm.hip`.

All of them are :class:`~gcnasm.errors.GcnasmError`, so the CLI prints them
as one message and exits non-zero instead of showing a traceback.
"""

from __future__ import annotations

# No typing import: `gcnasm --help` imports this module (through gcnasm.hip).
from ..errors import GcnasmError


class HipError(GcnasmError):
    """A GPU runtime call returned an error status.

    ``function`` is the API function that failed (``"hipModuleLoadData"``),
    ``code`` its numeric status, ``name`` the status's enum name
    (``"hipErrorNoDevice"``) and ``message`` the runtime's own description.
    ``context`` optionally says what gcnasm was doing (which file, which
    kernel)."""

    backend = "hip"

    def __init__(self, function: str, code: int, name: str, message: str,
                 context: str | None = None):
        self.function = function
        self.code = int(code)
        self.name = name
        self.message = message
        self.context = context
        text = f"{function} failed: {name} ({self.code})"
        if message and message != name:
            text += f": {message}"
        if context:
            text += f" [{context}]"
        super().__init__(text)

    def __reduce__(self):
        return (type(self), (self.function, self.code, self.name, self.message, self.context))


class CudaError(HipError):
    """A CUDA driver API call returned an error status (same fields as
    :class:`HipError`, which it subclasses so one ``except`` catches both)."""

    backend = "cuda"


class LibraryNotFoundError(GcnasmError):
    """The GPU runtime library could not be loaded.  ``attempts`` lists every
    candidate tried, each with the reason it was rejected."""

    def __init__(self, what: str, attempts: list[tuple], hint: str = ""):
        self.what = what
        self.attempts = list(attempts)
        lines = [f"cannot load {what}; tried:"]
        lines += [f"  {candidate}: {reason}" for candidate, reason in self.attempts] or ["  (nothing)"]
        if hint:
            lines.append(hint)
        super().__init__("\n".join(lines))


class KernargError(GcnasmError):
    """Kernel arguments that do not fit the kernel's argument layout (wrong
    count, wrong type, a value out of range); the message names the kernel
    and the argument."""


class SiteError(GcnasmError):
    """A compare site that cannot be used (unknown name, a bad field in a
    site file, an expression that does not evaluate); the message names the
    file and the field."""


class ModuleError(GcnasmError):
    """A kernel image (AMD code object or NVIDIA cubin) that gcnasm cannot
    load or whose kernels it cannot describe; the message names the file."""
