// kernarg_preload.s -- SAXPY with its kernel arguments preloaded into SGPRs.
// gfx950, code object v6.
//
// saxpy_preload(const float *x, float *y, float a, uint n)
//   for i < n:  y[i] = a * x[i] + y[i]        (one fused multiply-add)
//
// .amdhsa_user_sgpr_kernarg_preload_length 6 asks the command processor to
// load the first 6 kernarg dwords (x, y, a, n) into s[2:7], right after the
// kernarg pointer s[0:1]; the workgroup id x then lands in s8.
//
// Kernarg preload layout rule: the first 256 bytes at the kernel entry are a
// compatibility prologue.  Firmware that cannot preload starts at the entry,
// where the prologue loads s[2:7] itself and branches to entry + 256;
// firmware that preloads starts directly at entry + 256.  The body must
// therefore stay at exactly entry + 256: code may be inserted into the
// prologue only within its 256 bytes, and must not shift the body.
//
// 1-D launch, workgroup size 256 (.reqd_workgroup_size), n <= 2^30.
// Entry state: s[0:1] kernarg pointer, s[2:7] kernargs (at entry + 256),
// s8 workgroup id x, v0 work-item id x.

	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6

	.text
	.globl	saxpy_preload
	.p2align	8
	.type	saxpy_preload,@function
saxpy_preload:
	// Compatibility prologue, run only where the kernargs were not preloaded.
	s_load_dwordx2	s[2:3], s[0:1], 0x0	// x
	s_load_dwordx4	s[4:7], s[0:1], 0x8	// y, a, n   (s[2:5] would be misaligned)
	s_waitcnt	lgkmcnt(0)
	s_branch	.Lsaxpy_body
	.p2align	8			// s_nop 0 fill up to entry + 256
.Lsaxpy_body:
	v_lshl_add_u32	v0, s8, 8, v0		// i = wg_id * 256 + tid
	v_cmp_gt_u32_e32	vcc, s7, v0		// i < n
	s_and_saveexec_b64	s[10:11], vcc
	s_cbranch_execz	.Lsaxpy_exit		// whole wave out of range
	v_lshlrev_b32_e32	v1, 2, v0		// byte offset of element i
	global_load_dword	v2, v1, s[2:3]	// x[i]
	global_load_dword	v3, v1, s[4:5]	// y[i]
	s_waitcnt	vmcnt(0)
	v_fmac_f32_e32	v3, s6, v2		// y[i] += a * x[i]
	global_store_dword	v1, v3, s[4:5]
.Lsaxpy_exit:
	s_endpgm
.Lsaxpy_preload_end:
	.size	saxpy_preload, .Lsaxpy_preload_end-saxpy_preload

	// Instruction-prefetch padding at the end of .text, as LLVM emits it.
	.p2alignl	6, 0xbf800000
	.fill	256, 4, 0xbf800000

	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel saxpy_preload
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_kernarg_preload_length 6
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 12
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
  - .name:           saxpy_preload
    .symbol:         saxpy_preload.kd
    .kernarg_segment_size: 24
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count:     18
    .vgpr_count:     4
    .agpr_count:     0
    .sgpr_spill_count: 0
    .vgpr_spill_count: 0
    .max_flat_workgroup_size: 256
    .reqd_workgroup_size: [ 256, 1, 1 ]
    .uses_dynamic_stack: false
    .args:
      - { .name: x, .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global, .is_const: true, .type_name: 'float*' }
      - { .name: y, .offset: 8, .size: 8, .value_kind: global_buffer, .address_space: global, .type_name: 'float*' }
      - { .name: a, .offset: 16, .size: 4, .value_kind: by_value, .type_name: float }
      - { .name: n, .offset: 20, .size: 4, .value_kind: by_value, .type_name: uint }
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
