// mfma.s -- a bf16 GEMM with one 16x16 output tile per wave, on the gfx950
// matrix core (v_mfma_f32_16x16x32_bf16, accumulating in AGPRs).
// gfx950, code object v6.
//
// gemm_bf16_16x16(const bf16 *A, const bf16 *Bt, float *C, uint M, uint N, uint K)
//   C[m][n] = sum_k A[m][k] * Bt[n][k]          (C = A * B with B = Bt^T)
//   A is M x K and Bt is N x K, both row-major bf16; C is M x N row-major f32.
//
// Launch: workgroups of 64 work-items (one wave, .reqd_workgroup_size);
// workgroup (x, y) computes the tile C[16y .. 16y+15][16x .. 16x+15], so a
// grid of (N/16, M/16) workgroups covers C; tiles outside C do nothing.
// Requires M and N multiples of 16, K a multiple of 32 (K = 0 stores zeros),
// and M*K*2, N*K*2, M*N*4 < 2^32 (32-bit offsets with saddr addressing).
//
// Operand layout of v_mfma_f32_16x16x32_bf16 (lane l = 0..63):
//   srcA: 8 bf16 of row (l % 16) of the A tile, from k-group (l / 16);
//   srcB: 8 bf16 of column (l % 16) of the B tile, from the same k-group
//         (the same k order as A, so the products pair up);
//   dst:  4 floats, element j is row 4*(l / 16) + j, column (l % 16).
//
// Entry state: s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y,
// v0 work-item id x (0..63).
//
// Unlike the other kernels, this file has no end-of-.text s_nop padding.

	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6

	.text
	.globl	gemm_bf16_16x16
	.p2align	8
	.type	gemm_bf16_16x16,@function
gemm_bf16_16x16:
	s_load_dwordx4	s[4:7], s[0:1], 0x0	// A, Bt
	s_load_dwordx2	s[8:9], s[0:1], 0x10	// C
	s_load_dwordx2	s[12:13], s[0:1], 0x18	// M, N
	s_load_dword	s14, s[0:1], 0x20	// K
	s_lshl_b32	s16, s3, 4		// m0 = 16 * tile row
	s_lshl_b32	s17, s2, 4		// n0 = 16 * tile column
	v_and_b32_e32	v1, 15, v0		// r = lane % 16
	v_lshrrev_b32_e32	v2, 4, v0		// g = lane / 16
	s_waitcnt	lgkmcnt(0)
	s_cmp_ge_u32	s16, s12
	s_cbranch_scc1	.Lgemm_exit		// tile below C
	s_cmp_ge_u32	s17, s13
	s_cbranch_scc1	.Lgemm_exit		// tile right of C
	v_add_u32_e32	v3, s16, v1		// m0 + r
	v_mul_lo_u32	v3, v3, s14		// (m0 + r) * K
	v_lshl_add_u32	v3, v2, 3, v3		// + 8g
	v_lshlrev_b32_e32	v3, 1, v3		// byte offset into A
	v_add_u32_e32	v4, s17, v1		// n0 + r
	v_mul_lo_u32	v4, v4, s14		// (n0 + r) * K
	v_lshl_add_u32	v4, v2, 3, v4		// + 8g
	v_lshlrev_b32_e32	v4, 1, v4		// byte offset into Bt
	v_accvgpr_write_b32	a0, 0		// acc = 0
	v_accvgpr_write_b32	a1, 0
	v_accvgpr_write_b32	a2, 0
	v_accvgpr_write_b32	a3, 0
	s_lshr_b32	s15, s14, 5		// K / 32 steps
	s_cmp_eq_u32	s15, 0
	s_cbranch_scc1	.Lgemm_store		// K < 32: store zeros
.Lgemm_k:
	global_load_dwordx4	v[8:11], v3, s[4:5]	// A[m0 + r][k + 8g .. k + 8g + 7]
	global_load_dwordx4	v[12:15], v4, s[6:7]	// Bt[n0 + r][k + 8g .. k + 8g + 7]
	v_add_u32_e32	v3, 64, v3		// k += 32 (64 bytes)
	v_add_u32_e32	v4, 64, v4
	s_sub_u32	s15, s15, 1
	s_waitcnt	vmcnt(0)
	v_mfma_f32_16x16x32_bf16	a[0:3], v[8:11], v[12:15], a[0:3]
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lgemm_k
	// Wait states between the last MFMA writing a[0:3] and the reads below
	// (generous: 20, more than any gfx950 MFMA needs).
	s_nop	7
	s_nop	7
	s_nop	3
.Lgemm_store:
	v_lshl_add_u32	v5, v2, 2, s16		// row = m0 + 4g
	v_mul_lo_u32	v5, v5, s13		// row * N
	v_add3_u32	v5, v5, s17, v1		// + n0 + r
	v_lshlrev_b32_e32	v5, 2, v5		// byte offset into C
	s_lshl_b32	s18, s13, 2		// row stride of C in bytes
	v_accvgpr_read_b32	v8, a0		// rows 4g and 4g+1 through VGPRs
	v_accvgpr_read_b32	v9, a1
	global_store_dword	v5, v8, s[8:9]
	v_add_u32_e32	v5, s18, v5
	global_store_dword	v5, v9, s[8:9]
	v_add_u32_e32	v5, s18, v5
	global_store_dword	v5, a2, s[8:9]	// rows 4g+2 and 4g+3 straight from AGPRs
	v_add_u32_e32	v5, s18, v5
	global_store_dword	v5, a3, s[8:9]
.Lgemm_exit:
	s_endpgm
.Lgemm_bf16_16x16_end:
	.size	gemm_bf16_16x16, .Lgemm_bf16_16x16_end-gemm_bf16_16x16

	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_bf16_16x16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20		// 16 VGPRs + 4 AGPRs
		.amdhsa_next_free_sgpr 20
		.amdhsa_accum_offset 16		// AGPRs start after v15
		.amdhsa_reserve_vcc 1
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.kernels:
  - .name:           gemm_bf16_16x16
    .symbol:         gemm_bf16_16x16.kd
    .kernarg_segment_size: 36
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count:     26
    .vgpr_count:     20
    .agpr_count:     4
    .sgpr_spill_count: 0
    .vgpr_spill_count: 0
    .max_flat_workgroup_size: 64
    .reqd_workgroup_size: [ 64, 1, 1 ]
    .uses_dynamic_stack: false
    .args:
      - { .name: A, .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global, .is_const: true, .type_name: '__bf16*' }
      - { .name: Bt, .offset: 8, .size: 8, .value_kind: global_buffer, .address_space: global, .is_const: true, .type_name: '__bf16*' }
      - { .name: C, .offset: 16, .size: 8, .value_kind: global_buffer, .address_space: global, .type_name: 'float*' }
      - { .name: M, .offset: 24, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: N, .offset: 28, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: K, .offset: 32, .size: 4, .value_kind: by_value, .type_name: uint }
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
