// vector_add.s -- c[i] = a[i] + b[i] for every i < n (float32), gfx950.
//
// HIP-style: the block size comes from the hidden argument
// hidden_group_size_x, so the kernel is correct for any 1-D launch with
// blockDim.x <= 1024 and gridDim.x * blockDim.x >= n.  Addresses are 64-bit.
// Code object v5 (ELF ABI version 3), as hipcc for ROCm 6 emits by default;
// the other kernels here are v6.
//
// Kernel ABI on entry (gfx950, wave64):
//   s[0:1] kernarg segment pointer       (user SGPRs)
//   s2     workgroup id x                (system SGPR)
//   v0     work-item id x (packed ids; y and z are not enabled, so zero)

	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5

	.text
	.globl	vector_add
	.p2align	8
	.type	vector_add,@function
vector_add:
	s_load_dword	s3, s[0:1], 0x2c	// hidden_group_size_x | group_size_y << 16
	s_load_dword	s4, s[0:1], 0x18	// n
	s_waitcnt	lgkmcnt(0)
	s_and_b32	s3, s3, 0xffff		// group_size_x
	s_mul_i32	s3, s2, s3		// first index of this workgroup
	v_add_u32_e32	v0, s3, v0		// i
	v_cmp_gt_u32_e32	vcc, s4, v0		// i < n
	s_and_saveexec_b64	s[6:7], vcc
	s_cbranch_execz	.Lvector_add_done	// no lane of this wave is in range
	s_load_dwordx4	s[8:11], s[0:1], 0x0	// a, b
	s_load_dwordx2	s[12:13], s[0:1], 0x10	// c
	v_mov_b32_e32	v1, 0
	v_lshlrev_b64	v[0:1], 2, v[0:1]	// byte offset, 64-bit
	s_waitcnt	lgkmcnt(0)
	v_lshl_add_u64	v[2:3], s[8:9], 0, v[0:1]	// &a[i]
	v_lshl_add_u64	v[4:5], s[10:11], 0, v[0:1]	// &b[i]
	global_load_dword	v6, v[2:3], off
	global_load_dword	v7, v[4:5], off
	v_lshl_add_u64	v[0:1], s[12:13], 0, v[0:1]	// &c[i]
	s_waitcnt	vmcnt(0)
	v_add_f32_e32	v6, v6, v7
	global_store_dword	v[0:1], v6, off
.Lvector_add_done:
	s_endpgm
.Lvector_add_end:
	.size	vector_add, .Lvector_add_end-vector_add

	// Instruction-prefetch padding at the end of .text, as LLVM emits it.
	.p2alignl	6, 0xbf800000
	.fill	256, 4, 0xbf800000

	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vector_add
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 1
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.kernels:
  - .name:           vector_add
    .symbol:         vector_add.kd
    .kernarg_segment_size: 288
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count:     20
    .vgpr_count:     8
    .agpr_count:     0
    .sgpr_spill_count: 0
    .vgpr_spill_count: 0
    .max_flat_workgroup_size: 1024
    .uses_dynamic_stack: false
    .args:
      - { .name: a, .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global, .is_const: true, .type_name: 'float*' }
      - { .name: b, .offset: 8, .size: 8, .value_kind: global_buffer, .address_space: global, .is_const: true, .type_name: 'float*' }
      - { .name: c, .offset: 16, .size: 8, .value_kind: global_buffer, .address_space: global, .type_name: 'float*' }
      - { .name: n, .offset: 24, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .offset: 32, .size: 4, .value_kind: hidden_block_count_x }
      - { .offset: 36, .size: 4, .value_kind: hidden_block_count_y }
      - { .offset: 40, .size: 4, .value_kind: hidden_block_count_z }
      - { .offset: 44, .size: 2, .value_kind: hidden_group_size_x }
      - { .offset: 46, .size: 2, .value_kind: hidden_group_size_y }
      - { .offset: 48, .size: 2, .value_kind: hidden_group_size_z }
      - { .offset: 50, .size: 2, .value_kind: hidden_remainder_x }
      - { .offset: 52, .size: 2, .value_kind: hidden_remainder_y }
      - { .offset: 54, .size: 2, .value_kind: hidden_remainder_z }
      - { .offset: 72, .size: 8, .value_kind: hidden_global_offset_x }
      - { .offset: 80, .size: 8, .value_kind: hidden_global_offset_y }
      - { .offset: 88, .size: 8, .value_kind: hidden_global_offset_z }
      - { .offset: 96, .size: 2, .value_kind: hidden_grid_dims }
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
