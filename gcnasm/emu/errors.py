"""Errors of the emulator: all are :class:`~gcnasm.errors.GcnasmError`."""

from __future__ import annotations

from ..errors import GcnasmError


class EmulationError(GcnasmError):
    """The emulator cannot run a kernel: an instruction it does not
    implement, a memory access outside every allocation, a launch it cannot
    set up.  The message names the kernel and the instruction's offset."""


class UnimplementedInstruction(EmulationError):
    """An instruction the emulator has no semantics for."""

    def __init__(self, mnemonic: str, text: str, kernel: str, offset: int, reason: str = ""):
        self.mnemonic = mnemonic
        self.kernel = kernel
        self.offset = offset
        extra = f" ({reason})" if reason else ""
        super().__init__(f"kernel {kernel}: instruction at .text offset 0x{offset:x} is not "
                         f"emulated: {text}{extra}")
