"""Kernel-argument packing from code-object metadata: synthetic layouts with
known bytes, gcnasm's own kernels, and every kernel of AMD's gfx950 corpus."""

from __future__ import annotations

import struct

import numpy as np
import pytest

from gcnasm import CodeObject
from gcnasm.hip.backend import DevicePointer
from gcnasm.hip.errors import KernargError
from gcnasm.hip.kernargs import ArgLayout, RawArg

from conftest import KERNELS, corpus_files


def meta(*args, size=None, **extra):
    m = {".name": "k", ".symbol": "k.kd",
         ".args": [dict(a) if isinstance(a, dict) else a for a in args], **extra}
    if size is not None:
        m[".kernarg_segment_size"] = size
    return m


def arg(offset, size, kind, name=None, vt=None):
    a = {".offset": offset, ".size": size, ".value_kind": kind}
    if name:
        a[".name"] = name
    if vt:
        a[".value_type"] = vt
    return a


VECTOR_ADD = meta(arg(0, 8, "global_buffer", "a"), arg(8, 8, "global_buffer", "b"),
                  arg(16, 8, "global_buffer", "c"), arg(24, 4, "by_value", "n"),
                  arg(32, 4, "hidden_block_count_x"), arg(44, 2, "hidden_group_size_x"),
                  arg(72, 8, "hidden_global_offset_x"), size=280)


def test_explicit_arguments_land_at_their_offsets_and_hidden_ones_stay_zero():
    layout = ArgLayout.from_amd_metadata(VECTOR_ADD)
    assert [s.name for s in layout.explicit] == ["a", "b", "c", "n"]
    assert len(layout.slots) == 7 and layout.size == 280
    a, b, c = DevicePointer(0x1000), DevicePointer(0x7F0000002000), DevicePointer(0x3000)
    raw = layout.pack(a, b, c, 1234)
    assert len(raw) == 280
    assert struct.unpack_from("<QQQI", raw) == (0x1000, 0x7F0000002000, 0x3000, 1234)
    assert raw[28:] == bytes(252)
    assert layout.pack(a, b, c=c, n=1234) == raw          # by metadata name


@pytest.mark.parametrize("value,vt,size,expect", [
    (-1, "i32", 4, b"\xff\xff\xff\xff"),
    (0xFFFFFFFF, "u32", 4, b"\xff\xff\xff\xff"),
    (-2, "i32", 8, b"\xfe\xff\xff\xff" + bytes(4)),       # i32 in an 8-byte slot (aiter)
    (1.5, "f32", 4, struct.pack("<f", 1.5)),
    (1.5, "fp32", 8, struct.pack("<f", 1.5) + bytes(4)),  # fp32 in an 8-byte slot (aiter)
    (3, "f32", 4, struct.pack("<f", 3.0)),                # ints convert to float arguments
    (2.5, None, 8, struct.pack("<d", 2.5)),
    (2.5, "f16", 2, struct.pack("<e", 2.5)),
    (1.0, "bf16", 2, b"\x80\x3f"),
    (np.float32(0.25), None, 4, struct.pack("<f", 0.25)),
    (np.int16(-3), "i16", 2, struct.pack("<h", -3)),
    (True, "i32", 4, b"\x01\x00\x00\x00"),
    (b"\x01\x02\x03", None, 3, b"\x01\x02\x03"),
])
def test_value_encodings(value, vt, size, expect):
    layout = ArgLayout.from_amd_metadata(meta(arg(0, size, "by_value", "x", vt)))
    assert layout.pack(value)[:size] == expect


@pytest.mark.parametrize("args,match", [
    ((), "missing argument #0"),
    ((1, 2, 3), "takes 2 argument"),
    ((1.5, 1), "float 1.5 for an integer"),
    ((1 << 32, 1), "does not fit in 4 bytes"),
    ((DevicePointer(16), 1), "is a value, got a device pointer"),
    ((1, 2), "is a device pointer; pass a DeviceBuffer"),
    ((1, None), "is a device pointer"),
    ((np.float64(1.0), DevicePointer(8)), "numpy float64"),
    ((b"\x00", DevicePointer(8)), "got 1 bytes, needs exactly 4"),
    (("3", DevicePointer(8)), "cannot pass a str"),
])
def test_wrong_count_or_type_is_a_clear_error(args, match):
    layout = ArgLayout.from_amd_metadata(meta(arg(0, 4, "by_value", "n", "i32"),
                                              arg(8, 8, "global_buffer", "p")))
    with pytest.raises(KernargError, match=match) as info:
        layout.pack(*args)
    assert "kernel k" in str(info.value)


def test_a_pointer_slot_takes_an_explicit_bit_pattern():
    # some AMD metadata calls a u32 flag an 8-byte global_buffer
    # (mla_*_lse_ps's out_16_nosplit): exactly the slot's bytes pass as given
    layout = ArgLayout.from_amd_metadata(meta(arg(0, 8, "global_buffer", "flag")))
    assert layout.pack((1).to_bytes(8, "little")) == (1).to_bytes(8, "little") + bytes(layout.size - 8)
    with pytest.raises(KernargError, match="is a device pointer"):
        layout.pack(b"\x01")


def test_names_fill_and_duplicates():
    layout = ArgLayout.from_amd_metadata(meta(
        arg(0, 8, "global_buffer", "O"), arg(8, 8, "by_value", "pad", "i32"),
        arg(16, 4, "by_value", "dim", "i32"), arg(20, 4, "by_value", "pad", "i32")))
    raw = layout.pack(O=DevicePointer(0x40), dim=7, fill=0)
    assert struct.unpack("<QQII", raw) == (0x40, 0, 7, 0)
    with pytest.raises(KernargError, match="2 arguments are named 'pad'"):
        layout.pack(O=DevicePointer(0x40), dim=7, pad=1)
    with pytest.raises(KernargError, match="no argument named 'nope'"):
        layout.pack(nope=1)
    with pytest.raises(KernargError, match="missing argument #0 'O'"):
        layout.pack(dim=7, fill=0)                 # pointers are never filled implicitly
    with pytest.raises(KernargError, match="given twice"):
        layout.pack(DevicePointer(1), 0, 7, 0, O=DevicePointer(1))


def test_bad_metadata_is_rejected_with_the_field():
    with pytest.raises(KernargError, match="overlaps"):
        ArgLayout.from_amd_metadata(meta(arg(0, 8, "by_value"), arg(4, 4, "by_value")))
    with pytest.raises(KernargError, match=r"\.args\[0\] lacks \.size"):
        ArgLayout.from_amd_metadata(meta({".offset": 0, ".value_kind": "by_value"}))
    with pytest.raises(KernargError, match="negative"):
        ArgLayout.from_amd_metadata(meta(arg(-8, 8, "by_value")))
    with pytest.raises(KernargError, match="not a map"):
        ArgLayout.from_amd_metadata(meta(5))


def test_a_declared_size_short_of_the_arguments_is_tolerated_with_a_warning():
    layout = ArgLayout.from_amd_metadata(meta(arg(0, 4, "by_value"), arg(4, 4, "by_value"), size=4))
    assert layout.size == 8 and "packing 8 bytes" in layout.warnings[0]


def _synthetic_values(layout):
    """A distinct, checkable value for each explicit argument."""
    values = []
    for i, s in enumerate(layout.explicit):
        if s.pointer:
            values.append(DevicePointer(0x7F00_0000_0000 + 0x1000 * i))
        elif (s.value_type or "").lower() in ("fp32", "f32", "float"):
            values.append(float(i) + 0.5)
        else:
            values.append(bytes([i % 251 + 1]) * s.size if not s.value_type else (i + 1))
    return values


def _check_packed(layout, values, raw):
    assert len(raw) == layout.size
    covered = set()
    for s, v in zip(layout.explicit, values):
        chunk = raw[s.offset:s.offset + s.size]
        covered.update(range(s.offset, s.offset + s.size))
        if isinstance(v, DevicePointer):
            assert int.from_bytes(chunk, "little") == v.device_address
        elif isinstance(v, float):
            assert struct.unpack_from("<f", chunk)[0] == v
        elif isinstance(v, int):
            assert int.from_bytes(chunk, "little") == v
        else:
            assert chunk == v
    assert all(raw[i] == 0 for i in range(layout.size) if i not in covered)


def _layouts(path):
    co = CodeObject.load(path)
    return [(k.name, ArgLayout.from_amd_metadata(k.metadata, str(path))) for k in co.kernels]


def test_gcnasm_kernels():
    files = sorted(KERNELS.glob("*.co"))
    assert files, "kernels/*.co missing"
    seen = 0
    for path in files:
        co = CodeObject.load(path)
        for k in co.kernels:
            layout = ArgLayout.from_amd_metadata(k.metadata, str(path))
            assert layout.size == k.metadata[".kernarg_segment_size"]
            values = _synthetic_values(layout)
            _check_packed(layout, values, layout.pack(*values))
            seen += 1
    assert seen >= len(files)
    vector_add = ArgLayout.from_amd_metadata(CodeObject.load(KERNELS / "vector_add.co").kernels[0].metadata)
    assert [s.name for s in vector_add.explicit] == ["a", "b", "c", "n"]
    assert any(s.kind == "hidden_group_size_x" for s in vector_add.slots)


def test_every_corpus_kernel(corpus_dir):
    files = corpus_files()
    kernels = warnings = 0
    for path in files:
        for name, layout in _layouts(path):
            values = _synthetic_values(layout)
            _check_packed(layout, values, layout.pack(*values))
            # the same layout, named arguments instead where names are unique
            kernels += 1
            warnings += bool(layout.warnings)
    print(f"{len(files)} code objects, {kernels} kernels packed, {warnings} with a short "
          f".kernarg_segment_size")
    assert kernels >= len(files)


# --- raw bindings: values at byte offsets, whatever the metadata declares ------

# aiter's fmha_v3_bwd group kernels: an 8-byte pointer declared as a 4-byte
# i32 (ptr_seqstart_q at 0x10 here), a padding i32 after it.
MISDECLARED = meta(arg(0, 8, "global_buffer", "q"), arg(8, 4, "by_value", "n", "i32"),
                   arg(16, 4, "by_value", "ptr_seqstart_q", "i32"),
                   arg(20, 4, "by_value", "pad", "i32"), arg(24, 4, "by_value", "scale", "f32"),
                   arg(32, 4, "hidden_block_count_x"), size=40)


def test_raw_binding_writes_a_pointer_over_a_misdeclared_value():
    layout = ArgLayout.from_amd_metadata(MISDECLARED)
    starts = DevicePointer(0x7F00_1234_5678)
    raw = [RawArg(16, starts, 8, label="seqstart_q"), RawArg(28, 7, 4, "u32")]
    buf = layout.pack_raw(raw, q=DevicePointer(0x1000), n=5, scale=0.5, fill=0)
    assert struct.unpack_from("<QI4xQfI", buf) == (0x1000, 5, 0x7F00_1234_5678, 0.5, 7)
    assert len(buf) == 40 and buf[32:] == bytes(8)
    # ptr_seqstart_q and pad are covered whole: no fill needed for them
    layout.pack_raw(raw, q=DevicePointer(0x1000), n=5, scale=0.5)


def test_raw_binding_over_an_opaque_segment():
    # fmha_v4_fwd: the whole block is one value, _kernarg_raw
    layout = ArgLayout.from_amd_metadata(meta(arg(0, 64, "by_value", "_kernarg_raw"), size=64))
    raw = [RawArg(0, DevicePointer(0xABC0)), RawArg(48, 0.25, 4, "fp32"), RawArg(52, -3, 4, "i32")]
    buf = layout.pack_raw(raw, fill=0)
    assert struct.unpack_from("<Q", buf) == (0xABC0,) and struct.unpack_from("<fi", buf, 48) == (0.25, -3)
    assert buf[8:48] == bytes(40)
    with pytest.raises(KernargError, match="missing argument #0 '_kernarg_raw'"):
        layout.pack_raw(raw)              # covered only in part: needs fill or a value


@pytest.mark.parametrize("raw,kwargs,match", [
    ([RawArg(36, 1, 8, "u64", "tail")], {}, r"raw binding 'tail' \(8 bytes at offset 36 = 0x24\) runs "
                                            r"past the 40-byte kernarg segment"),
    ([RawArg(16, 1, 8, "u64", "a"), RawArg(20, 2, 4, "i32", "b")], {},
     r"raw binding 'a' \(8 bytes at offset 16 = 0x10\) overlaps raw binding 'b'"),
    ([RawArg(16, 1, 8, "u64", "p")], {"pad": 3},
     r"raw binding 'p'.* overlaps argument #3 'pad' \(by_value i32, 4 bytes at offset 20\), which is "
     r"given a value too"),
    ([RawArg(30, 1, 4, "i32", "h")], {}, r"overlaps argument #5 \(hidden_block_count_x.*the runtime fills"),
    ([RawArg(16, 1.5, 8, "i64", "f")], {}, "got float 1.5 for an integer argument"),
    ([RawArg(16, DevicePointer(1 << 40), 4, label="short")], {}, "too small for device pointer"),
    ([RawArg(-4, 1, 4, "i32")], {}, "needs an offset >= 0"),
])
def test_raw_binding_conflicts_are_named(raw, kwargs, match):
    layout = ArgLayout.from_amd_metadata(MISDECLARED)
    with pytest.raises(KernargError, match=match):
        layout.pack_raw(raw, q=DevicePointer(0x1000), fill=0, **kwargs)
