"""``gcnasm decode`` and ``gcnasm encode``: the ISA from the command line."""

from __future__ import annotations

import re
import sys


def _words(args) -> bytes:
    """Hex from the arguments (or stdin): bytes as ``02 06 04 80`` /
    ``0x02,0x06`` (llvm-mc -disassemble style) or dwords as ``0x80040602``."""
    text = " ".join(args.hex) if args.hex else sys.stdin.read()
    tokens = [t for t in re.split(r"[\s,]+", text.strip()) if t]
    out = bytearray()
    for t in tokens:
        h = t[2:] if t.lower().startswith("0x") else t
        if not re.fullmatch(r"[0-9a-fA-F]+", h):
            from ..errors import GcnasmError
            raise GcnasmError(f"not hexadecimal: {t!r}")
        if len(h) == 8 and t.lower().startswith("0x"):
            out += int(h, 16).to_bytes(4, "little")      # a dword
        elif len(h) % 2 == 0:
            out += bytes.fromhex(h)
        else:
            out += bytes([int(h, 16)])
    return bytes(out)


def _decode(args) -> int:
    from . import decode_all
    data = _words(args)
    for inst in decode_all(data):
        words = " ".join(f"{w:08x}" for w in inst.words)
        print(f"{inst.text:60s} // {inst.offset:06x}: {words}" if args.verbose else inst.text)
    return 0


def _encode(args) -> int:
    from .program import assemble_program
    src = "\n".join(args.text) if args.text else sys.stdin.read()
    prog = assemble_program(src, path="<command line>" if args.text else "<stdin>")
    code = prog.code
    if args.dwords:
        print(" ".join(f"0x{int.from_bytes(code[i:i + 4], 'little'):08x}"
                       for i in range(0, len(code), 4)))
    else:
        print(" ".join(f"{b:02x}" for b in code))
    return 0


def register(sub) -> None:
    p = sub.add_parser("decode", help="print the instructions of gfx950 machine code",
                       description="Decode gfx950 machine code given as hex bytes "
                                   "('02 06 04 80', '0x02,0x06,...') or as dwords "
                                   "('0x80040602'), from the arguments or stdin.")
    p.add_argument("hex", nargs="*", help="hex bytes or 0x-prefixed dwords")
    p.add_argument("-v", "--verbose", action="store_true", help="show offsets and words")
    p.set_defaults(func=_decode)
    p = sub.add_parser("encode", help="assemble gfx950 instructions to machine code",
                       description="Assemble instructions in llvm-mc syntax (one per "
                                   "argument, or lines on stdin; labels and directives "
                                   "allowed) and print the bytes in hex.")
    p.add_argument("text", nargs="*", help="instructions")
    p.add_argument("--dwords", action="store_true", help="print little-endian dwords")
    p.set_defaults(func=_encode)
