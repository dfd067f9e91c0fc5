"""Triton sources of the compiler-generated gfx950 kernels in this folder.

Each entry of :data:`KERNELS` names a ``@triton.jit`` function, its argument
types, its compile-time constants and its launch options; ``build.py``
compiles every entry for gfx950 with Triton (on a CPU: no GPU is needed) and
writes ``<name>.hsaco``, Triton's own ``<name>.s`` and ``<name>.json``.
Tests of the checker, the standalone assembler and the emulator use them as
compiler-generated code whose semantics numpy can reproduce.
"""

import triton
import triton.language as tl


@triton.jit
def vector_add(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, x + y, mask=mask)


@triton.jit
def softmax(out_ptr, in_ptr, in_stride, out_stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(in_ptr + row * in_stride + cols, mask=mask, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    num = tl.exp(x)
    tl.store(out_ptr + row * out_stride + cols, num / tl.sum(num, axis=0), mask=mask)


@triton.jit
def layernorm(x_ptr, y_ptr, w_ptr, b_ptr, stride, n_cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * stride + cols, mask=mask, other=0.0).to(tl.float32)
    mean = tl.sum(x, axis=0) / n_cols
    diff = tl.where(mask, x - mean, 0.0)
    var = tl.sum(diff * diff, axis=0) / n_cols
    rstd = 1.0 / tl.sqrt(var + eps)
    w = tl.load(w_ptr + cols, mask=mask)
    b = tl.load(b_ptr + cols, mask=mask)
    y = diff * rstd * w + b
    tl.store(y_ptr + row * stride + cols, y.to(y_ptr.dtype.element_ty), mask=mask)


@triton.jit
def matmul(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_ak, stride_bk, stride_bn,
           stride_cm, stride_cn, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
           BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    a = a_ptr + rm[:, None] * stride_am + rk[None, :] * stride_ak
    b = b_ptr + rk[:, None] * stride_bk + rn[None, :] * stride_bn
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, K, BLOCK_K):
        a_mask = (rm[:, None] < M) & (rk[None, :] + k < K)
        b_mask = (rk[:, None] + k < K) & (rn[None, :] < N)
        acc += tl.dot(tl.load(a, mask=a_mask, other=0.0), tl.load(b, mask=b_mask, other=0.0))
        a += BLOCK_K * stride_ak
        b += BLOCK_K * stride_bk
    c = c_ptr + rm[:, None] * stride_cm + rn[None, :] * stride_cn
    tl.store(c, acc.to(c_ptr.dtype.element_ty), mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def attention_fwd(q_ptr, k_ptr, v_ptr, o_ptr, seq_len, sm_scale, stride_s, stride_h,
                  BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr):
    # one (query block, head) per program; q/k/v/o laid out [head, seq, HEAD_DIM]
    start_m = tl.program_id(0)
    head = tl.program_id(1)
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, HEAD_DIM)
    base = head * stride_h
    q = tl.load(q_ptr + base + offs_m[:, None] * stride_s + offs_d[None, :],
                mask=offs_m[:, None] < seq_len, other=0.0)
    m_i = tl.full((BLOCK_M,), -float("inf"), tl.float32)
    l_i = tl.zeros((BLOCK_M,), tl.float32)
    acc = tl.zeros((BLOCK_M, HEAD_DIM), tl.float32)
    for start_n in range(0, seq_len, BLOCK_N):
        offs_n = start_n + tl.arange(0, BLOCK_N)
        kv_mask = offs_n[:, None] < seq_len
        k = tl.load(k_ptr + base + offs_n[:, None] * stride_s + offs_d[None, :], mask=kv_mask,
                    other=0.0)
        v = tl.load(v_ptr + base + offs_n[:, None] * stride_s + offs_d[None, :], mask=kv_mask,
                    other=0.0)
        qk = tl.dot(q, tl.trans(k)) * sm_scale
        qk = tl.where(offs_n[None, :] < seq_len, qk, -float("inf"))
        m_new = tl.maximum(m_i, tl.max(qk, 1))
        p = tl.exp(qk - m_new[:, None])
        alpha = tl.exp(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        acc = acc * alpha[:, None] + tl.dot(p.to(v.dtype), v)
        m_i = m_new
    acc = acc / l_i[:, None]
    tl.store(o_ptr + base + offs_m[:, None] * stride_s + offs_d[None, :],
             acc.to(o_ptr.dtype.element_ty), mask=offs_m[:, None] < seq_len)


def _matmul(dtype, out, bm, bn, bk, warps):
    sig = {"a_ptr": f"*{dtype}", "b_ptr": f"*{dtype}", "c_ptr": f"*{out}"}
    sig.update({n: "i32" for n in ("M", "N", "K", "stride_am", "stride_ak", "stride_bk",
                                    "stride_bn", "stride_cm", "stride_cn")})
    sig.update(BLOCK_M="constexpr", BLOCK_N="constexpr", BLOCK_K="constexpr")
    return dict(fn=matmul, signature=sig, constexprs=dict(BLOCK_M=bm, BLOCK_N=bn, BLOCK_K=bk),
                num_warps=warps)


#: name -> how to compile it (function, argument types, constants, num_warps).
KERNELS = {
    "vector_add_f32": dict(
        fn=vector_add, signature={"x_ptr": "*fp32", "y_ptr": "*fp32", "out_ptr": "*fp32",
                                  "n": "i32", "BLOCK": "constexpr"},
        constexprs={"BLOCK": 1024}, num_warps=4),
    "softmax_f32": dict(
        fn=softmax, signature={"out_ptr": "*fp32", "in_ptr": "*fp32", "in_stride": "i32",
                               "out_stride": "i32", "n_cols": "i32", "BLOCK": "constexpr"},
        constexprs={"BLOCK": 1024}, num_warps=4),
    "layernorm_f16": dict(
        fn=layernorm, signature={"x_ptr": "*fp16", "y_ptr": "*fp16", "w_ptr": "*fp32",
                                 "b_ptr": "*fp32", "stride": "i32", "n_cols": "i32",
                                 "eps": "fp32", "BLOCK": "constexpr"},
        constexprs={"BLOCK": 1024}, num_warps=4),
    "matmul_f16_64x64x32": _matmul("fp16", "fp16", 64, 64, 32, 4),
    "matmul_f16_128x128x64": _matmul("fp16", "fp32", 128, 128, 64, 8),
    "matmul_bf16_64x64x64": _matmul("bf16", "bf16", 64, 64, 64, 4),
    "matmul_bf16_128x64x32": _matmul("bf16", "fp32", 128, 64, 32, 4),
    "matmul_fp8e4_64x64x64": _matmul("fp8e4nv", "fp32", 64, 64, 64, 4),
    "matmul_fp8e5_128x128x128": _matmul("fp8e5", "fp32", 128, 128, 128, 8),
    "attention_fwd_f16": dict(
        fn=attention_fwd, signature={"q_ptr": "*fp16", "k_ptr": "*fp16", "v_ptr": "*fp16",
                                     "o_ptr": "*fp16", "seq_len": "i32", "sm_scale": "fp32",
                                     "stride_s": "i32", "stride_h": "i32",
                                     "BLOCK_M": "constexpr", "BLOCK_N": "constexpr",
                                     "HEAD_DIM": "constexpr"},
        constexprs=dict(BLOCK_M=64, BLOCK_N=64, HEAD_DIM=64), num_warps=4),
}
