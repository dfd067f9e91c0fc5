// Grouped fp8 GEMM for the NVIDIA H200 (sm_90): the kernels gcnasm compare is
// proven with on the GPU the device tool lends.  They follow the calling
// convention of gcnasm's built-in grouped-GEMM sites (gcnasm/hip/sites.py):
//
//   grouped_fp8_gemm(A, B, Out, group_offsets, M, N, K, G)
//   Out[m, n] = sum_k A[m, k] * B[g][n, k]   for group_offsets[g] <= m < group_offsets[g+1]
//
//   A: M x K fp8 e4m3 (row-major), B: G x N x K fp8 e4m3 (K contiguous: "NT"),
//   Out: M x N bf16, group_offsets: G+1 int32.  Requires K % 16 == 0 and
//   blockDim.x == 256 (otherwise the kernel writes nothing, so the output's
//   NaN pre-fill shows).  The grid may be any size: blocks loop over 128x128
//   output tiles (a persistent kernel, like the AMD one co_compare runs).
//
// fp8 values are exactly representable in fp16, so tiles are converted to
// fp16 in shared memory and multiplied with WMMA (16x16x16, fp32 accumulate).
// These are demonstration kernels for the compare harness, not tuned GEMMs.
//
// Variants (kernels/cuda/build.py builds one cubin per variant):
//   VARIANT_FAST=0  reference: one 16-deep k slice per shared-memory round trip
//   VARIANT_FAST=1  32-deep slices, double-buffered shared memory and global
//                   loads for the next slice issued before the current one is
//                   multiplied.  Same multiply-accumulate order per output
//                   element as the reference, so its results are bit-identical.
//   BUG_SKIP_LAST_K=1      deliberately wrong: drops the last k slice
//   BUG_SKIP_LAST_GROUP=1  deliberately wrong: never writes the last group's rows

#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cuda_fp8.h>
#include <mma.h>
#include <stdint.h>

using namespace nvcuda;

#ifndef VARIANT_FAST
#define VARIANT_FAST 0
#endif
#ifndef BUG_SKIP_LAST_K
#define BUG_SKIP_LAST_K 0
#endif
#ifndef BUG_SKIP_LAST_GROUP
#define BUG_SKIP_LAST_GROUP 0
#endif

constexpr int THREADS = 256;                 // 8 warps: 4 along M x 2 along N
constexpr int BM = 128, BN = 128;
constexpr int BK = VARIANT_FAST ? 32 : 16;   // k depth of one shared-memory slice
constexpr int STAGES = VARIANT_FAST ? 2 : 1;
constexpr int PAD = 8;                       // halves; keeps rows 16-byte aligned
constexpr int LDS = BK + PAD;                // shared-memory row pitch (halves)
constexpr int BYTES_PER_THREAD = BM * BK / THREADS;   // fp8 bytes per thread per slice: 8 or 16

struct Stage {
    __half a[BM][LDS];
    __half b[BN][LDS];
};

struct alignas(16) Fp8Chunk {                // BYTES_PER_THREAD fp8 values
    uint8_t v[BYTES_PER_THREAD];
};

__device__ __forceinline__ Fp8Chunk load_chunk(const uint8_t* p, bool valid) {
    Fp8Chunk c;
    if (BYTES_PER_THREAD == 16) {
        uint4 raw = valid ? __ldg(reinterpret_cast<const uint4*>(p)) : make_uint4(0, 0, 0, 0);
        *reinterpret_cast<uint4*>(c.v) = raw;
    } else {
        uint2 raw = valid ? __ldg(reinterpret_cast<const uint2*>(p)) : make_uint2(0, 0);
        *reinterpret_cast<uint2*>(c.v) = raw;
    }
    return c;
}

__device__ __forceinline__ void store_chunk(__half* dst, const Fp8Chunk& c) {
    #pragma unroll
    for (int i = 0; i < BYTES_PER_THREAD; i += 2) {
        __nv_fp8x2_storage_t pair = static_cast<__nv_fp8x2_storage_t>(c.v[i] | (c.v[i + 1] << 8));
        __half2_raw h = __nv_cvt_fp8x2_to_halfraw2(pair, __NV_E4M3);
        *reinterpret_cast<__half2_raw*>(dst + i) = h;
    }
}

// Which rows/columns of a slice one thread moves: THREADS threads cover BM
// rows of BK bytes (and BN rows of B) with BYTES_PER_THREAD bytes each.
constexpr int CHUNKS_PER_ROW = BK / BYTES_PER_THREAD;   // 2 for both variants

struct SliceLoad {
    Fp8Chunk a, b;
};

__device__ __forceinline__ SliceLoad load_slice(const uint8_t* A, const uint8_t* Bg, int row_lo,
                                                int row_hi, int n0, int N, int K, int m0, int k0) {
    const int t = threadIdx.x;
    const int r = t / CHUNKS_PER_ROW;
    const int c = (t % CHUNKS_PER_ROW) * BYTES_PER_THREAD;
    const int m = m0 + r, n = n0 + r, k = k0 + c;
    SliceLoad s;
    s.a = load_chunk(A + (size_t)m * K + k, m >= row_lo && m < row_hi && k < K);
    s.b = load_chunk(Bg + (size_t)n * K + k, n < N && k < K);
    return s;
}

__device__ __forceinline__ void store_slice(Stage& st, const SliceLoad& s) {
    const int t = threadIdx.x;
    const int r = t / CHUNKS_PER_ROW;
    const int c = (t % CHUNKS_PER_ROW) * BYTES_PER_THREAD;
    store_chunk(&st.a[r][c], s.a);
    store_chunk(&st.b[r][c], s.b);
}

typedef wmma::fragment<wmma::accumulator, 16, 16, 16, float> Acc;

__device__ __forceinline__ void multiply_slice(const Stage& st, Acc (&acc)[2][4], int wm, int wn) {
    #pragma unroll
    for (int kk = 0; kk < BK; kk += 16) {
        wmma::fragment<wmma::matrix_a, 16, 16, 16, __half, wmma::row_major> a[2];
        wmma::fragment<wmma::matrix_b, 16, 16, 16, __half, wmma::col_major> b[4];
        #pragma unroll
        for (int i = 0; i < 2; ++i)
            wmma::load_matrix_sync(a[i], &st.a[wm * 32 + i * 16][kk], LDS);
        #pragma unroll
        for (int j = 0; j < 4; ++j)
            wmma::load_matrix_sync(b[j], &st.b[wn * 64 + j * 16][kk], LDS);
        #pragma unroll
        for (int i = 0; i < 2; ++i)
            #pragma unroll
            for (int j = 0; j < 4; ++j)
                wmma::mma_sync(acc[i][j], a[i], b[j], acc[i][j]);
    }
}

extern "C" __global__ void __launch_bounds__(THREADS)
grouped_fp8_gemm(const uint8_t* __restrict__ A, const uint8_t* __restrict__ B,
                 __nv_bfloat16* __restrict__ Out, const int* __restrict__ group_offsets,
                 int M, int N, int K, int G) {
    if (blockDim.x != THREADS || blockDim.y != 1 || blockDim.z != 1) return;
    // Shared memory: the k slices, reused after the k loop as per-warp
    // staging for the fp32 -> bf16 epilogue.
    __shared__ __align__(128) unsigned char smem[STAGES * sizeof(Stage)];
    Stage* stages = reinterpret_cast<Stage*>(smem);
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    const int wm = warp / 2, wn = warp % 2;
    const int tiles_m = (M + BM - 1) / BM, tiles_n = (N + BN - 1) / BN;
    const int k_end = BUG_SKIP_LAST_K ? ((K - 1) / BK) * BK : K;
    const int last_group_start = group_offsets[G - 1];

    for (int tile = blockIdx.x; tile < tiles_m * tiles_n; tile += gridDim.x) {
        const int m0 = (tile / tiles_n) * BM, n0 = (tile % tiles_n) * BN;
        const int m_end = min(m0 + BM, M);
        Acc acc[2][4];
        #pragma unroll
        for (int i = 0; i < 2; ++i)
            #pragma unroll
            for (int j = 0; j < 4; ++j)
                wmma::fill_fragment(acc[i][j], 0.0f);

        // First group whose rows reach m0 (binary search over the offsets).
        int lo = 0, hi = G;
        while (hi - lo > 1) {
            int mid = (lo + hi) / 2;
            if (__ldg(group_offsets + mid) <= m0) lo = mid; else hi = mid;
        }
        // A tile may span several groups: run the k loop once per group,
        // loading only that group's rows of A (others as zeros, which add
        // exactly nothing to their accumulators).
        for (int g = lo; g < G && __ldg(group_offsets + g) < m_end; ++g) {
            const int row_lo = max(m0, __ldg(group_offsets + g));
            const int row_hi = min(m_end, __ldg(group_offsets + g + 1));
            if (row_lo >= row_hi) continue;
            const uint8_t* Bg = B + (size_t)g * N * K;
#if VARIANT_FAST
            int buf = 0;
            SliceLoad next = load_slice(A, Bg, row_lo, row_hi, n0, N, K, m0, 0);
            store_slice(stages[0], next);
            __syncthreads();
            for (int k0 = 0; k0 < k_end; k0 += BK) {
                const bool more = k0 + BK < k_end;
                if (more) next = load_slice(A, Bg, row_lo, row_hi, n0, N, K, m0, k0 + BK);
                multiply_slice(stages[buf], acc, wm, wn);
                if (more) store_slice(stages[buf ^ 1], next);
                __syncthreads();
                buf ^= 1;
            }
#else
            for (int k0 = 0; k0 < k_end; k0 += BK) {
                SliceLoad s = load_slice(A, Bg, row_lo, row_hi, n0, N, K, m0, k0);
                store_slice(stages[0], s);
                __syncthreads();
                multiply_slice(stages[0], acc, wm, wn);
                __syncthreads();
            }
#endif
        }

        // Epilogue: each warp stages one 16x16 fp32 fragment at a time and
        // writes it as bf16, 8 columns (16 bytes) per lane.
        __syncthreads();
        float* staging = reinterpret_cast<float*>(smem) + warp * 16 * 16;
        #pragma unroll
        for (int i = 0; i < 2; ++i) {
            #pragma unroll
            for (int j = 0; j < 4; ++j) {
                wmma::store_matrix_sync(staging, acc[i][j], 16, wmma::mem_row_major);
                __syncwarp();
                const int r = lane / 2, c = (lane % 2) * 8;
                const int m = m0 + wm * 32 + i * 16 + r;
                const int n = n0 + wn * 64 + j * 16 + c;
                bool write = m < m_end;
                if (BUG_SKIP_LAST_GROUP) write = write && m < last_group_start;
                if (write) {
                    __nv_bfloat16* dst = Out + (size_t)m * N + n;
                    if (n + 8 <= N && (N % 8) == 0) {
                        __align__(16) __nv_bfloat16 v[8];
                        #pragma unroll
                        for (int e = 0; e < 8; ++e) v[e] = __float2bfloat16_rn(staging[r * 16 + c + e]);
                        *reinterpret_cast<uint4*>(dst) = *reinterpret_cast<const uint4*>(v);
                    } else {
                        for (int e = 0; e < 8 && n + e < N; ++e)
                            dst[e] = __float2bfloat16_rn(staging[r * 16 + c + e]);
                    }
                }
                __syncwarp();
            }
        }
        __syncthreads();   // staging aliases the k slices of the next tile
    }
}
