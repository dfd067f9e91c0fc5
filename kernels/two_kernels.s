// two_kernels.s -- two kernels and one called function in one code object,
// each kernel built around a branch-heavy loop.  gfx950, code object v6.
//
// collatz_steps(const uint *in, uint *out, uint n, uint max_steps)
//   for i < n:  x = in[i]; s = 0
//               while x > 1 and s < max_steps:
//                   x = x odd ? 3*x + 1 : x / 2     (uint32, wrapping); s += 1
//               out[i] = s
//   A divergent per-lane loop: lanes leave it by being masked out of EXEC;
//   the body is a call (s_getpc_b64 + @rel32 literals + s_swappc_b64) to the
//   local function collatz_step, which holds an if/else on the lane's parity.
//
// clamp_column_sum(const float *in, float *out, uint n, uint rows, float lo, float hi)
//   for i < n:  acc = 0.0f
//               for r in 0 .. rows-1:               (in order)
//                   v = in[r*n + i]
//                   if v >= lo:  acc += (v > hi ? hi : v)      (NaN: skipped)
//               out[i] = acc
//   A uniform (scalar) loop over the rows with per-lane conditionals inside.
//
// Both kernels: 1-D launch, workgroup size 256 (.reqd_workgroup_size),
// any number of workgroups; lanes with i >= n do nothing.  Offsets are
// 32-bit (saddr addressing): collatz needs n <= 2^30, clamp_column_sum
// needs rows*n <= 2^30.
//
// Entry state: s[0:1] kernarg pointer, s2 workgroup id x, v0 work-item id x.

	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6

	.text
	.globl	collatz_steps
	.p2align	8
	.type	collatz_steps,@function
collatz_steps:
	s_load_dwordx4	s[4:7], s[0:1], 0x0	// in, out
	s_load_dwordx2	s[8:9], s[0:1], 0x10	// n, max_steps
	v_and_b32_e32	v0, 0x3ff, v0		// work-item id x field of the packed ids
	v_lshl_add_u32	v0, s2, 8, v0		// i = wg_id * 256 + tid
	s_waitcnt	lgkmcnt(0)
	v_cmp_gt_u32_e32	vcc, s8, v0		// i < n
	s_and_saveexec_b64	s[10:11], vcc
	s_cbranch_execz	.Lcollatz_exit		// whole wave out of range
	v_lshlrev_b32_e32	v1, 2, v0		// byte offset of element i
	global_load_dword	v2, v1, s[4:5]	// x
	v_mov_b32_e32	v3, 0			// steps
	s_mov_b64	s[12:13], exec		// lanes in range
	s_waitcnt	vmcnt(0)
	s_cmp_eq_u32	s9, 0
	s_cbranch_scc1	.Lcollatz_store		// max_steps == 0: skip the loop
.Lcollatz_loop:
	v_cmp_lt_u32_e32	vcc, 1, v2		// x > 1
	s_and_b64	exec, exec, vcc
	v_cmp_gt_u32_e32	vcc, s9, v3		// steps < max_steps
	s_and_b64	exec, exec, vcc
	s_cbranch_execz	.Lcollatz_store		// every lane has finished
	s_getpc_b64	s[20:21]
	s_add_u32	s20, s20, collatz_step@rel32@lo+4
	s_addc_u32	s21, s21, collatz_step@rel32@hi+12
	s_swappc_b64	s[30:31], s[20:21]	// x = step(x) on the active lanes
	v_add_u32_e32	v3, 1, v3
	s_branch	.Lcollatz_loop
.Lcollatz_store:
	s_mov_b64	exec, s[12:13]
	global_store_dword	v1, v3, s[6:7]
.Lcollatz_exit:
	s_endpgm
.Lcollatz_steps_end:
	.size	collatz_steps, .Lcollatz_steps_end-collatz_steps

// collatz_step: one Collatz step on the lanes in EXEC.  Private calling
// convention (only collatz_steps calls it): x in v2 (updated in place);
// clobbers v4, vcc, s[14:15]; returns through s[30:31].  EXEC is preserved.
	.p2align	2
	.type	collatz_step,@function
collatz_step:
	v_and_b32_e32	v4, 1, v2
	v_cmp_eq_u32_e32	vcc, 1, v4		// odd lanes (inactive lanes read 0)
	s_mov_b64	s[14:15], exec
	s_cbranch_vccz	.Lstep_even		// no active lane is odd
	s_and_b64	exec, s[14:15], vcc
	v_lshl_add_u32	v2, v2, 1, v2		// 3x
	v_add_u32_e32	v2, 1, v2		// 3x + 1
.Lstep_even:
	s_andn2_b64	exec, s[14:15], vcc	// even lanes
	s_cbranch_execz	.Lstep_return		// no active lane is even
	v_lshrrev_b32_e32	v2, 1, v2		// x / 2
.Lstep_return:
	s_mov_b64	exec, s[14:15]
	s_setpc_b64	s[30:31]
.Lcollatz_step_end:
	.size	collatz_step, .Lcollatz_step_end-collatz_step

	.globl	clamp_column_sum
	.p2align	8
	.type	clamp_column_sum,@function
clamp_column_sum:
	s_load_dwordx4	s[4:7], s[0:1], 0x0	// in, out
	s_load_dwordx4	s[8:11], s[0:1], 0x10	// n, rows, lo, hi
	v_lshl_add_u32	v0, s2, 8, v0		// i = wg_id * 256 + tid
	s_waitcnt	lgkmcnt(0)
	v_cmp_gt_u32_e32	vcc, s8, v0		// i < n
	s_and_saveexec_b64	s[12:13], vcc
	s_cbranch_execz	.Lclamp_exit		// whole wave out of range
	v_mov_b32_e32	v1, 0			// acc = 0.0f
	v_lshlrev_b32_e32	v2, 2, v0		// byte offset of in[0*n + i]
	s_cmp_eq_u32	s9, 0
	s_cbranch_scc1	.Lclamp_store		// rows == 0: skip the loop
	s_lshl_b32	s14, s8, 2		// row stride in bytes
	s_mov_b32	s15, s9			// rows left
	s_mov_b64	s[16:17], exec		// lanes in range
.Lclamp_loop:
	global_load_dword	v3, v2, s[4:5]	// v = in[r*n + i]
	v_add_u32_e32	v2, s14, v2		// next row
	s_waitcnt	vmcnt(0)
	v_cmp_le_f32_e32	vcc, s10, v3		// lo <= v
	s_and_b64	exec, s[16:17], vcc
	s_cbranch_execz	.Lclamp_next		// every lane below lo (or NaN)
	v_cmp_lt_f32_e32	vcc, s11, v3		// hi < v
	s_and_saveexec_b64	s[18:19], vcc
	s_cbranch_execz	.Lclamp_add		// no lane above hi
	v_mov_b32_e32	v3, s11			// clamp to hi
.Lclamp_add:
	s_mov_b64	exec, s[18:19]
	v_add_f32_e32	v1, v1, v3
.Lclamp_next:
	s_mov_b64	exec, s[16:17]
	s_sub_u32	s15, s15, 1
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lclamp_loop		// next row
.Lclamp_store:
	v_lshlrev_b32_e32	v2, 2, v0
	global_store_dword	v2, v1, s[6:7]
.Lclamp_exit:
	s_endpgm
.Lclamp_column_sum_end:
	.size	clamp_column_sum, .Lclamp_column_sum_end-clamp_column_sum

	// Instruction-prefetch padding at the end of .text, as LLVM emits it.
	.p2alignl	6, 0xbf800000
	.fill	256, 4, 0xbf800000

	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel collatz_steps
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 1
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
	.end_amdhsa_kernel

	.p2align	6, 0x0
	.amdhsa_kernel clamp_column_sum
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 20
		.amdhsa_accum_offset 4
		.amdhsa_reserve_vcc 1
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.kernels:
  - .name:           collatz_steps
    .symbol:         collatz_steps.kd
    .kernarg_segment_size: 24
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count:     38
    .vgpr_count:     5
    .agpr_count:     0
    .sgpr_spill_count: 0
    .vgpr_spill_count: 0
    .max_flat_workgroup_size: 256
    .reqd_workgroup_size: [ 256, 1, 1 ]
    .uses_dynamic_stack: false
    .args:
      - { .name: in, .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global, .is_const: true, .type_name: 'uint*' }
      - { .name: out, .offset: 8, .size: 8, .value_kind: global_buffer, .address_space: global, .type_name: 'uint*' }
      - { .name: n, .offset: 16, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: max_steps, .offset: 20, .size: 4, .value_kind: by_value, .type_name: uint }
  - .name:           clamp_column_sum
    .symbol:         clamp_column_sum.kd
    .kernarg_segment_size: 32
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count:     26
    .vgpr_count:     4
    .agpr_count:     0
    .sgpr_spill_count: 0
    .vgpr_spill_count: 0
    .max_flat_workgroup_size: 256
    .reqd_workgroup_size: [ 256, 1, 1 ]
    .uses_dynamic_stack: false
    .args:
      - { .name: in, .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global, .is_const: true, .type_name: 'float*' }
      - { .name: out, .offset: 8, .size: 8, .value_kind: global_buffer, .address_space: global, .type_name: 'float*' }
      - { .name: n, .offset: 16, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: rows, .offset: 20, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: lo, .offset: 24, .size: 4, .value_kind: by_value, .type_name: float }
      - { .name: hi, .offset: 28, .size: 4, .value_kind: by_value, .type_name: float }
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
