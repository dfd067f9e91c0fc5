	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	cannot_create_empty_or_backwards_segment ; -- Begin function cannot_create_empty_or_backwards_segment
	.p2align	8
	.type	cannot_create_empty_or_backwards_segment,@function
cannot_create_empty_or_backwards_segment: ; @cannot_create_empty_or_backwards_segment
; %bb.0:                                ; %bb
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_mov_b32 s24, 0
	s_waitcnt lgkmcnt(0)
	s_bitcmp1_b32 s0, 0
	s_cselect_b64 s[2:3], -1, 0
	s_bitcmp1_b32 s0, 8
	s_cselect_b64 s[10:11], -1, 0
	s_bitcmp1_b32 s0, 16
	v_cndmask_b32_e64 v0, 0, 1, s[2:3]
	s_cselect_b64 s[2:3], -1, 0
	s_bitcmp1_b32 s0, 24
	s_cselect_b64 s[8:9], -1, 0
	s_xor_b64 s[4:5], s[8:9], -1
	s_bitcmp1_b32 s1, 0
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	s_cselect_b64 s[12:13], -1, 0
	s_bitcmp1_b32 s1, 8
	v_cmp_ne_u32_e64 s[0:1], 1, v0
	v_mov_b32_e32 v0, 0
	s_cselect_b64 s[14:15], -1, 0
	v_cmp_ne_u32_e64 s[2:3], 1, v1
	s_and_b64 s[4:5], exec, s[4:5]
	s_and_b64 s[6:7], exec, s[10:11]
	v_mov_b32_e32 v1, v0
	s_branch .LBB0_3
.LBB0_1:                                ;   in Loop: Header=BB0_3 Depth=1
	s_mov_b64 s[18:19], 0
	s_mov_b64 s[20:21], -1
	s_mov_b64 s[16:17], -1
	s_mov_b64 s[22:23], -1
.LBB0_2:                                ; %Flow7
                                        ;   in Loop: Header=BB0_3 Depth=1
	s_and_b64 vcc, exec, s[22:23]
	s_cbranch_vccnz .LBB0_12
.LBB0_3:                                ; %bb7
                                        ; =>This Inner Loop Header: Depth=1
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_1
; %bb.4:                                ; %bb8
                                        ;   in Loop: Header=BB0_3 Depth=1
	s_mov_b64 vcc, s[4:5]
	s_cbranch_vccz .LBB0_6
; %bb.5:                                ; %bb9
                                        ;   in Loop: Header=BB0_3 Depth=1
	s_mov_b64 s[16:17], 0
	s_mov_b64 s[18:19], -1
	s_mov_b64 s[22:23], s[10:11]
	s_cbranch_execz .LBB0_7
	s_branch .LBB0_8
.LBB0_6:                                ;   in Loop: Header=BB0_3 Depth=1
	s_mov_b64 s[16:17], -1
	s_mov_b64 s[18:19], 0
	s_mov_b64 s[22:23], 0
.LBB0_7:                                ; %bb10
                                        ;   in Loop: Header=BB0_3 Depth=1
	s_mov_b64 s[18:19], -1
	s_mov_b64 s[16:17], 0
	s_mov_b64 s[22:23], s[14:15]
.LBB0_8:                                ; %Flow9
                                        ;   in Loop: Header=BB0_3 Depth=1
	s_mov_b64 s[20:21], -1
	s_andn2_b64 vcc, exec, s[22:23]
	s_mov_b64 s[22:23], -1
	s_cbranch_vccnz .LBB0_2
; %bb.9:                                ; %bb13
                                        ;   in Loop: Header=BB0_3 Depth=1
	s_mov_b64 s[16:17], 0
	s_mov_b64 s[20:21], 0
	s_mov_b64 vcc, s[6:7]
	s_cbranch_vccz .LBB0_11
; %bb.10:                               ; %bb16
                                        ;   in Loop: Header=BB0_3 Depth=1
	s_mov_b64 s[20:21], -1
	s_mov_b64 s[22:23], s[12:13]
.LBB0_11:                               ; %Flow11
                                        ;   in Loop: Header=BB0_3 Depth=1
	s_mov_b64 s[18:19], 0
	s_branch .LBB0_2
.LBB0_12:                               ; %loop.exit.guard6
                                        ;   in Loop: Header=BB0_3 Depth=1
	s_xor_b64 s[22:23], s[20:21], -1
	s_mov_b64 s[20:21], -1
	s_and_b64 vcc, exec, s[22:23]
	s_cbranch_vccz .LBB0_16
; %bb.13:                               ; %bb14
                                        ;   in Loop: Header=BB0_3 Depth=1
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_15
; %bb.14:                               ; %bb15
                                        ;   in Loop: Header=BB0_3 Depth=1
	scratch_store_dwordx2 off, v[0:1], s24
.LBB0_15:                               ; %Flow
                                        ;   in Loop: Header=BB0_3 Depth=1
	s_mov_b64 s[20:21], 0
.LBB0_16:                               ; %Flow13
                                        ;   in Loop: Header=BB0_3 Depth=1
	s_andn2_b64 vcc, exec, s[20:21]
	s_cbranch_vccnz .LBB0_3
; %bb.17:                               ; %loop.exit.guard
	s_and_b64 vcc, exec, s[16:17]
	s_cbranch_vccnz .LBB0_22
; %bb.18:                               ; %loop.exit.guard5
	s_and_b64 vcc, exec, s[18:19]
	s_cbranch_vccnz .LBB0_23
; %bb.19:                               ; %bb17
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccz .LBB0_21
; %bb.20:                               ; %bb19
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccz .LBB0_22
.LBB0_21:                               ; %bb18
	s_endpgm
.LBB0_22:                               ; %bb20
.LBB0_23:                               ; %bb12
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cannot_create_empty_or_backwards_segment
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 264
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
		.amdhsa_next_free_vgpr 2
		.amdhsa_next_free_sgpr 25
		.amdhsa_accum_offset 4
		.amdhsa_reserve_vcc 1
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
	.size	cannot_create_empty_or_backwards_segment, .Lfunc_end0-cannot_create_empty_or_backwards_segment
                                        ; -- End function
	.set cannot_create_empty_or_backwards_segment.num_vgpr, 2
	.set cannot_create_empty_or_backwards_segment.num_agpr, 0
	.set cannot_create_empty_or_backwards_segment.numbered_sgpr, 25
	.set cannot_create_empty_or_backwards_segment.num_named_barrier, 0
	.set cannot_create_empty_or_backwards_segment.private_seg_size, 0
	.set cannot_create_empty_or_backwards_segment.uses_vcc, 1
	.set cannot_create_empty_or_backwards_segment.uses_flat_scratch, 0
	.set cannot_create_empty_or_backwards_segment.has_dyn_sized_stack, 0
	.set cannot_create_empty_or_backwards_segment.has_recursion, 0
	.set cannot_create_empty_or_backwards_segment.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 332
; TotalNumSgprs: 31
; NumVgprs: 2
; NumAgprs: 0
; TotalNumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 31
; NumVGPRsForWavesPerEU: 2
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
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
      - .name:           arg
        .offset:         0
        .size:           1
        .value_kind:     by_value
      - .name:           arg1
        .offset:         1
        .size:           1
        .value_kind:     by_value
      - .name:           arg2
        .offset:         2
        .size:           1
        .value_kind:     by_value
      - .name:           arg3
        .offset:         3
        .size:           1
        .value_kind:     by_value
      - .name:           arg4
        .offset:         4
        .size:           1
        .value_kind:     by_value
      - .name:           arg5
        .offset:         5
        .size:           1
        .value_kind:     by_value
      - .offset:         8
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         12
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         20
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         22
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         24
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         26
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         28
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         30
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         72
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         88
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         96
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         104
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         112
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         120
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         208
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 264
    .max_flat_workgroup_size: 1024
    .name:           cannot_create_empty_or_backwards_segment
    .private_segment_fixed_size: 0
    .sgpr_count:     31
    .sgpr_spill_count: 0
    .symbol:         cannot_create_empty_or_backwards_segment.kd
    .uses_dynamic_stack: false
    .vgpr_count:     2
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
