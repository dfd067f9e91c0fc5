"""Every dense MFMA and SMFMAC shape and dtype against a matmul in Python
integers: small integer values (exact in every format and in any order of
summation) placed by the lane layouts of AMD's matrix instruction
calculator (docs/emu.md, "Lane layouts of MFMA"), the element encodings
built here from each format's definition (f16/bf16 by their bit layout,
OCP E4M3/E5M2 by exponent bias 7/15)."""

from __future__ import annotations

import re

import numpy as np
import pytest

from emu_oracle_harness import _forms
from gcnasm.emu.machine import run
from gcnasm.emu.memory import Memory
from gcnasm.emu.program import Context, Program
from gcnasm.emu.state import EXEC, Waves
from gcnasm.isa import encode

RNG = np.random.default_rng(2326)


def minifloat(v, ebits, mbits, bias):
    """Bits of the small integer ``v`` in a minifloat (normal numbers)."""
    if v == 0:
        return 0
    sign, a = int(v < 0), abs(v)
    e = a.bit_length() - 1
    m = (a - (1 << e)) << mbits >> e
    assert (1 << e) + (m << e >> mbits) == a, v
    return sign << (ebits + mbits) | (e + bias) << mbits | m


def encode_element(v, kind):
    if kind == "f32":
        return int(np.float32(v).view(np.uint32))
    if kind == "f16":
        return minifloat(v, 5, 10, 15)
    if kind == "bf16":
        return minifloat(v, 8, 7, 127)
    if kind == "fp8":
        return minifloat(v, 4, 3, 7)
    if kind == "bf8":
        return minifloat(v, 5, 2, 15)
    if kind == "i8":
        return v & 0xFF
    raise KeyError(kind)


SIZE = {"f32": 32, "f16": 16, "bf16": 16, "fp8": 8, "bf8": 8, "i8": 8}


def parse(name):
    m = re.fullmatch(r"v_(mfma|smfmac)(?:_scale)?_(f32|i32)_(\d+)x(\d+)x(\d+)(?:_(\d+)b)?_(.+)", name)
    kind, out, M, N, K, B, types = m.groups()
    B = int(B or 1)
    if types == "f8f6f4":
        ta = tb = "fp8"                 # cbsz = blgp = 0: E4M3 both
    elif "_" in types:
        ta, tb = types.split("_")
    else:
        ta = tb = types
    return kind == "smfmac", out, int(M), int(N), int(K), B, ta, tb


def pack(values, kind):
    """(lanes, E) element values -> (regs, lanes) words."""
    size = SIZE[kind]
    per = 32 // size
    lanes, e = values.shape
    words = np.zeros((max(e // per, 1), lanes), dtype=np.uint64)
    for k in range(e):
        bits = np.array([encode_element(int(v), kind) for v in values[:, k]], dtype=np.uint64)
        words[k // per] |= bits << np.uint64(size * (k % per))
    return words.astype(np.uint32)


def d_place(M, N, B, b, i, j):
    """(register, lane) of D[b][i][j] (docs/emu.md)."""
    if M == 32:
        return 16 * b + 4 * (i // 8) + i % 4, 32 * ((i // 4) % 2) + j
    if M == 16:
        return 4 * b + i % 4, 16 * (i // 4) + j
    return i, 4 * b + j


def _cases():
    out = []
    for base in sorted(_forms()):
        if re.match(r"v_(mfma|smfmac)(_scale)?_(f32|i32)_", base):
            out.append(pytest.param(base, id=base))
    return out


@pytest.mark.parametrize("name", _cases())
def test_matrix_ops_against_an_integer_matmul(name):
    sparse, out, M, N, K, B, ta, tb = parse(name)
    E = M * K * B // 64                       # dense elements per lane of A and B
    lo, hi = (-4, 5) if ta != "i8" else (-8, 9)
    A = RNG.integers(lo, hi, (B, M, K))
    Bm = RNG.integers(lo, hi, (B, K, N))
    idx = None
    if sparse:                                # 4:2: two non-zeros per group of 4 k
        keep = np.zeros((B, M, K), dtype=bool)
        pos = np.zeros((B, M, K // 4, 2), dtype=np.int64)
        for b in range(B):
            for i in range(M):
                for q in range(K // 4):
                    p = np.sort(RNG.choice(4, 2, replace=False))
                    pos[b, i, q] = p
                    keep[b, i, 4 * q + p] = True
        A = np.where(keep, A, 0)
    # lane-local element lists
    a_el = np.zeros((64, E // 2 if sparse else E), dtype=np.int64)
    b_el = np.zeros((64, E), dtype=np.int64)
    idx_words = np.zeros(64, dtype=np.uint64)
    def place(idx, k, rows, bits):
        """(lane, element) of row/column idx's k: gfx950 operands of 256 bits
        a lane hold K in two 128-bit halves (docs/emu.md)."""
        if E * bits == 256 and B == 1:
            h = E // 2
            return idx + rows * ((k % (K // 2)) // h), h * (k // (K // 2)) + k % h
        return rows * b + idx + rows * B * (k // E), k % E

    for b in range(B):
        for i in range(M):
            for k in range(K):
                lane = M * b + i + M * B * (k // E)
                if sparse:
                    q, r = divmod(k % E, 4)
                    p = list(pos[b, i, (k // E) * (E // 4) + q])
                    if r in p:
                        a_el[lane, 2 * q + p.index(r)] = A[b, i, k]
                        idx_words[lane] |= np.uint64(r << (4 * q + 2 * p.index(r)))
                else:
                    a_el[place(i, k, M, SIZE[ta])] = A[b, i, k]
        for j in range(N):
            for k in range(K):
                b_el[place(j, k, N, SIZE[tb])] = Bm[b, k, j]
    a_words, b_words = pack(a_el, ta), pack(b_el, tb)
    d_regs = M * N * B // 64
    C = RNG.integers(-50, 50, (d_regs, 64))
    c_words = (C.astype(np.float32).view(np.uint32) if out == "f32" else (C & 0xFFFFFFFF).astype(np.uint32))
    na, nb = a_words.shape[0], b_words.shape[0]

    def r(first, n):
        return f"v{first}" if n == 1 else f"v[{first}:{first + n - 1}]"
    if sparse:
        text = f"{name} {r(80, d_regs)}, {r(10, na)}, {r(40, nb)}, v120"
    elif "_scale_" in name:
        text = f"{name} {r(80, d_regs)}, {r(10, na)}, {r(40, nb)}, {r(80, d_regs)}, v121, v122 op_sel_hi:[0,0,0]"
    else:
        text = f"{name} {r(80, d_regs)}, {r(10, na)}, {r(40, nb)}, {r(80, d_regs)}"
    # e8m0 scale exponents per lane (byte 0); the 32-k block c of row i
    # (column j) takes lane i + M*c's (j + N*c's)
    scale_exp = RNG.integers(-3, 4, (2, 64))

    def setup(st):
        st.v[10:10 + na, 0] = a_words
        st.v[40:40 + nb, 0] = b_words
        st.v[80:80 + d_regs, 0] = c_words
        st.v[120, 0] = idx_words.astype(np.uint32)
        st.v[121, 0] = (127 + scale_exp[0]).astype(np.uint32)
        st.v[122, 0] = (127 + scale_exp[1]).astype(np.uint32)
    program = Program(encode(text) + encode("s_endpgm"), Context("oracle", 0x10000, Memory()))
    st = Waves(1, 128, 4, np.zeros(1, dtype=np.int64), 0, 16, 1)
    st.s[EXEC] = st.s[EXEC + 1] = 0xFFFFFFFF
    st.exec_changed()
    setup(st)
    run(program, st, 0)
    got = st.v[80:80 + d_regs, 0]
    got = got.view(np.float32).astype(np.float64) if out == "f32" else got.view(np.int32).astype(np.float64)
    want = C.astype(np.float64)
    for b in range(B):
        if "_scale_" in name:
            kk = np.arange(K)
            prod = ((A[b] * 2.0 ** scale_exp[0][np.arange(M)[:, None] + M * (kk[None, :] // 32)])
                    @ (Bm[b] * 2.0 ** scale_exp[1][np.arange(N)[None, :] + N * (kk[:, None] // 32)]))
        else:
            prod = A[b] @ Bm[b]
        for i in range(M):
            for j in range(N):
                reg, lane = d_place(M, N, B, b, i, j)
                want[reg, lane] += prod[i, j]
    np.testing.assert_array_equal(got, want, err_msg=text)
