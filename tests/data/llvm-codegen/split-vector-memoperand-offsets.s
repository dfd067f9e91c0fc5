	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	ds_reorder_vector_split         ; -- Begin function ds_reorder_vector_split
	.p2align	8
	.type	ds_reorder_vector_split,@function
ds_reorder_vector_split:                ; @ds_reorder_vector_split
; %bb.0:                                ; %entry
	s_load_dwordx4 s[12:15], s[4:5], 0x0
	s_load_dwordx4 s[0:3], s[4:5], 0x18
	s_load_dwordx2 s[10:11], s[4:5], 0x10
	v_and_b32_e32 v1, 0x3ff, v0
	s_mov_b32 s4, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s14
	s_mul_i32 s3, s3, s8
	v_add_u32_e32 v4, s3, v1
	v_mov_b32_e32 v3, s15
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[2:3], v[4:5], 2, v[2:3]
	global_load_dword v2, v[2:3], off
	v_lshlrev_b64 v[6:7], 5, v[4:5]
	v_lshl_add_u64 v[6:7], s[12:13], 0, v[6:7]
	global_load_dwordx4 v[12:15], v[6:7], off offset:16
	global_load_dwordx4 v[8:11], v[6:7], off
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	v_bfe_u32 v6, v0, 10, 10
	s_mov_b32 s5, s4
	v_mov_b64_e32 v[18:19], s[6:7]
	v_bfe_u32 v3, v0, 20, 10
	v_mov_b64_e32 v[16:17], s[4:5]
	v_mad_u64_u32 v[0:1], s[4:5], v1, s1, v[6:7]
	v_mul_lo_u32 v0, v0, s2
	v_add_lshl_u32 v0, v0, v3, 8
	v_lshl_add_u32 v1, v4, 5, v0
	s_lshl_b32 s3, s0, 3
	ds_write_b128 v1, v[16:19] offset:16
	ds_write_b128 v1, v[16:19]
	s_ashr_i32 s1, s0, 31
	s_waitcnt vmcnt(2)
	v_lshlrev_b32_e32 v1, 5, v2
	v_add3_u32 v0, v0, s3, v1
	s_waitcnt vmcnt(1)
	ds_write_b128 v0, v[12:15] offset:16
	s_waitcnt vmcnt(0)
	ds_write_b128 v0, v[8:11]
	ds_read2_b64 v[10:13], v0 offset0:1 offset1:2
	ds_read_b64 v[14:15], v0 offset:24
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[0:1], 5, v[2:3]
	v_lshl_add_u64 v[0:1], s[10:11], 0, v[0:1]
	v_lshl_add_u64 v[0:1], s[0:1], 3, v[0:1]
	s_waitcnt lgkmcnt(1)
	global_store_dwordx4 v[0:1], v[8:11], off
	s_waitcnt lgkmcnt(0)
	global_store_dwordx4 v[0:1], v[12:15], off offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel ds_reorder_vector_split
		.amdhsa_group_segment_fixed_size 65536
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 20
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	ds_reorder_vector_split, .Lfunc_end0-ds_reorder_vector_split
                                        ; -- End function
	.set ds_reorder_vector_split.num_vgpr, 20
	.set ds_reorder_vector_split.num_agpr, 0
	.set ds_reorder_vector_split.numbered_sgpr, 16
	.set ds_reorder_vector_split.num_named_barrier, 0
	.set ds_reorder_vector_split.private_seg_size, 0
	.set ds_reorder_vector_split.uses_vcc, 0
	.set ds_reorder_vector_split.uses_flat_scratch, 0
	.set ds_reorder_vector_split.has_dyn_sized_stack, 0
	.set ds_reorder_vector_split.has_recursion, 0
	.set ds_reorder_vector_split.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 312
; TotalNumSgprs: 22
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 65536 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .name:           srcValues
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           offsets
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           destBuffer
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .name:           alignmentOffset
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .name:           tmp
        .offset:         28
        .size:           4
        .value_kind:     by_value
      - .name:           tmp1
        .offset:         32
        .size:           4
        .value_kind:     by_value
      - .name:           x.i.12.i
        .offset:         36
        .size:           4
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         44
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         52
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         54
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         56
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         58
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         60
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         62
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         104
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         120
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         128
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         136
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         144
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         152
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         240
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 65536
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .max_flat_workgroup_size: 1024
    .name:           ds_reorder_vector_split
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         ds_reorder_vector_split.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
