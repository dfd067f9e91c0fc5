"""Errors of the emulator: all are :class:`~gcnasm.errors.GcnasmError`.

Every error raised while a kernel runs carries ``kernel`` and ``offset``
(the ``.text`` byte offset of the instruction, or None when no instruction
was running) so that callers can map it to a ``.s`` line; the scheduler
fills them in for errors raised inside an instruction's semantics.
"""

from __future__ import annotations

from typing import Optional

from ..errors import GcnasmError


class EmulationError(GcnasmError):
    """The emulator cannot run a kernel: an instruction it does not
    implement, a memory access outside every allocation, a launch it cannot
    set up.  The message names the kernel and the instruction's offset."""

    kernel: Optional[str] = None
    offset: Optional[int] = None
    text: Optional[str] = None          # the instruction's text, when known

    def locate(self, kernel: str, offset: int, text: Optional[str] = None) -> "EmulationError":
        """Attach the instruction's place (once: the innermost wins)."""
        if self.offset is None:
            self.kernel, self.offset, self.text = kernel, offset, text
            message = str(self.args[0]) if self.args else ""
            if f".text offset 0x{offset:x}" not in message:
                where = f"kernel {kernel}, .text offset 0x{offset:x}"
                if text:
                    where += f" ({text})"
                if message.startswith(f"kernel {kernel}: "):
                    message = message[len(f"kernel {kernel}: "):]
                self.args = (f"{where}: {message}",) + tuple(self.args[1:])
        return self


class UnimplementedInstruction(EmulationError):
    """An instruction the emulator has no semantics for."""

    def __init__(self, mnemonic: str, text: str, kernel: str, offset: int, reason: str = ""):
        self.mnemonic = mnemonic
        self.kernel = kernel
        self.offset = offset
        self.text = text
        extra = f" ({reason})" if reason else ""
        super().__init__(f"kernel {kernel}: instruction at .text offset 0x{offset:x} is not "
                         f"emulated: {text}{extra}")


class UnsupportedMode(EmulationError):
    """A mode the emulator does not implement (a round mode for an
    instruction that only rounds to nearest, wave32, ...)."""


class MemoryFault(EmulationError):
    """A memory access outside every allocation (global), outside the
    workgroup's LDS or a lane's scratch."""


class RegisterOutOfRange(EmulationError):
    """An instruction names a register past those the kernel's descriptor
    grants (VGPRs, AGPRs) or past the register file (SGPRs)."""


class Deadlock(EmulationError):
    """Every runnable wave spins without changing any state: the launch
    can never finish (a lock never released, a flag never set)."""


class StepLimitExceeded(EmulationError):
    """The launch ran more steps than the limit without finishing."""


class InstructionFault(EmulationError):
    """An instruction's semantics failed on its operands in a way the
    emulator has no more specific error for (reported, never a traceback)."""


class Trap(EmulationError):
    """The kernel executed ``s_trap`` (an assertion, ``__builtin_trap``)."""
