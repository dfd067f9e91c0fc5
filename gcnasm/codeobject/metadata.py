"""The NT_AMDGPU_METADATA note: a msgpack map describing every kernel
(``amdhsa.kernels``: name, descriptor symbol, arguments, register counts).

The note's descriptor is padded to 4 bytes, so it is read with a streaming
unpacker that stops after the first object.  msgpack's canonical (smallest)
encoding is what LLVM writes, so ``encode(decode(b)) == b`` for LLVM-made
notes; the tests check that over the whole corpus.
"""

from __future__ import annotations

from typing import Any, Dict

import msgpack

from ..errors import CodeObjectError

NOTE_OWNER = "AMDGPU"
NT_AMDGPU_METADATA = 32


def decode(desc: bytes, where: str = "metadata note") -> Dict[str, Any]:
    """The metadata map held in a note descriptor."""
    unpacker = msgpack.Unpacker(raw=False, strict_map_key=False, max_buffer_size=max(len(desc), 1))
    unpacker.feed(desc)
    try:
        value = unpacker.unpack()
    except msgpack.OutOfData:
        raise CodeObjectError(f"{where}: msgpack data ends early ({len(desc)} bytes)") from None
    except (ValueError, TypeError, msgpack.ExtraData, msgpack.FormatError,
            msgpack.StackError, UnicodeDecodeError) as exc:
        raise CodeObjectError(f"{where}: not valid msgpack ({exc})") from None
    if not isinstance(value, dict):
        raise CodeObjectError(f"{where}: the msgpack value is a {type(value).__name__}, "
                              "not a map")
    kernels = value.get("amdhsa.kernels", [])
    if not isinstance(kernels, list) or not all(isinstance(k, dict) for k in kernels):
        raise CodeObjectError(f"{where}: amdhsa.kernels is not a list of maps")
    return value


def encode(metadata: Dict[str, Any]) -> bytes:
    """msgpack bytes for a metadata map (canonical encoding, as LLVM writes)."""
    return msgpack.packb(metadata, use_bin_type=True)


def build_note(desc: bytes, name: str = NOTE_OWNER, note_type: int = NT_AMDGPU_METADATA) -> bytes:
    """One ELF note record (header, padded name, padded descriptor)."""
    import struct
    raw_name = name.encode() + b"\0"
    pad = lambda b: b + bytes(-len(b) % 4)  # noqa: E731 - tiny local helper
    return struct.pack("<III", len(raw_name), len(desc), note_type) + pad(raw_name) + pad(desc)
