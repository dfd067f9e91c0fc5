	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.p2align	2                               ; -- Begin function copy
	.type	copy,@function
copy:                                   ; @copy
; %bb.0:                                ; %entry
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v5, 2, v4
	v_and_b32_e32 v4, -16, v5
	s_mov_b32 s0, 0
	v_cmp_ne_u32_e32 vcc, 0, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_3
; %bb.1:                                ; %dynamic-memcpy-expansion-main-body.preheader
	s_mov_b64 s[4:5], 0
.LBB0_2:                                ; %dynamic-memcpy-expansion-main-body
                                        ; =>This Inner Loop Header: Depth=1
	s_ashr_i32 s1, s0, 31
	v_lshl_add_u64 v[6:7], v[2:3], 0, s[0:1]
	flat_load_dwordx4 v[8:11], v[6:7]
	v_lshl_add_u64 v[6:7], v[0:1], 0, s[0:1]
	s_add_i32 s0, s0, 16
	v_cmp_ge_u32_e32 vcc, s0, v4
	s_or_b64 s[4:5], vcc, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx4 v[6:7], v[8:11]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_2
.LBB0_3:                                ; %Flow6
	s_or_b64 exec, exec, s[2:3]
	v_and_b32_e32 v5, 12, v5
	s_mov_b32 s4, 0
	v_cmp_ne_u32_e32 vcc, 0, v5
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_6
; %bb.4:                                ; %dynamic-memcpy-expansion-residual-body.preheader
	s_mov_b64 s[2:3], 0
.LBB0_5:                                ; %dynamic-memcpy-expansion-residual-body
                                        ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v6, s4, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[8:9], v[2:3], 0, v[6:7]
	flat_load_ubyte v8, v[8:9]
	s_add_i32 s4, s4, 1
	v_cmp_ge_u32_e32 vcc, s4, v5
	v_lshl_add_u64 v[6:7], v[0:1], 0, v[6:7]
	s_or_b64 s[2:3], vcc, s[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_byte v[6:7], v8
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_5
.LBB0_6:                                ; %Flow4
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	copy, .Lfunc_end0-copy
                                        ; -- End function
	.set .Lcopy.num_vgpr, 12
	.set .Lcopy.num_agpr, 0
	.set .Lcopy.numbered_sgpr, 32
	.set .Lcopy.num_named_barrier, 0
	.set .Lcopy.private_seg_size, 0
	.set .Lcopy.uses_vcc, 1
	.set .Lcopy.uses_flat_scratch, 0
	.set .Lcopy.has_dyn_sized_stack, 0
	.set .Lcopy.has_recursion, 0
	.set .Lcopy.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 196
; TotalNumSgprs: 38
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	t0                      ; -- Begin function t0
	.globl	t0
	.p2align	8
	.type	t0,@function
t0:                                     ; @t0
; %bb.0:                                ; %entry
	s_mov_b32 s14, s10
	s_mov_b64 s[10:11], s[6:7]
	s_load_dwordx2 s[6:7], s[4:5], 0x0
	s_mov_b64 s[16:17], src_private_base
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, s17
	s_mov_b32 s16, 8
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[2:3], s[6:7]
	flat_store_dwordx2 v[0:1], v[2:3]
	v_mov_b64_e32 v[0:1], s[16:17]
	flat_store_dwordx2 v[0:1], v[2:3]
	flat_load_dwordx2 v[2:3], v[0:1]
	s_mov_b32 s12, s8
	s_add_u32 s8, s4, 8
	s_mov_b32 s13, s9
	s_addc_u32 s9, s5, 0
	s_getpc_b64 s[24:25]
	s_add_u32 s24, s24, copy@rel32@lo+4
	s_addc_u32 s25, s25, copy@rel32@hi+12
	v_mov_b32_e32 v0, 16
	s_mov_b64 s[4:5], s[0:1]
	s_mov_b64 s[6:7], s[2:3]
	v_mov_b32_e32 v1, s17
	v_mov_b32_e32 v4, 27
	s_movk_i32 s32, 0x90
	s_mov_b32 s20, 16
	s_movk_i32 s18, 0x7c
	s_movk_i32 s22, 0x80
	s_mov_b32 s21, s17
	s_mov_b32 s19, s17
	s_mov_b32 s23, s17
	s_swappc_b64 s[30:31], s[24:25]
	v_mov_b32_e32 v2, 0
	v_mov_b64_e32 v[0:1], s[18:19]
	flat_store_dword v[0:1], v2
	v_mov_b64_e32 v[0:1], s[22:23]
	s_mov_b64 s[0:1], 0
	flat_store_dword v[0:1], v2
                                        ; implicit-def: $sgpr2_sgpr3
	s_branch .LBB1_2
.LBB1_1:                                ; %Flow
                                        ;   in Loop: Header=BB1_2 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_and_b64 s[4:5], exec, s[2:3]
	s_or_b64 s[0:1], s[4:5], s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB1_4
.LBB1_2:                                ; %for.cond
                                        ; =>This Inner Loop Header: Depth=1
	flat_load_dword v2, v[0:1]
	s_or_b64 s[2:3], s[2:3], exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, 27, v2
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_1
; %bb.3:                                ; %for.body
                                        ;   in Loop: Header=BB1_2 Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_mov_b64_e32 v[4:5], s[18:19]
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[20:21]
	flat_load_dword v6, v[4:5]
	flat_load_dword v7, v[2:3]
	s_andn2_b64 s[2:3], s[2:3], exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e32 v2, v6, v7
	flat_store_dword v[4:5], v2
	flat_load_dword v2, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e32 v2, 1, v2
	flat_store_dword v[0:1], v2
	s_branch .LBB1_1
.LBB1_4:                                ; %for.cond.cleanup
	s_or_b64 exec, exec, s[0:1]
	v_mov_b64_e32 v[0:1], s[18:19]
	flat_load_dword v2, v[0:1]
	v_mov_b64_e32 v[0:1], s[16:17]
	flat_load_dwordx2 v[0:1], v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel t0
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 144
		.amdhsa_kernarg_size 264
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 33
		.amdhsa_accum_offset 32
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
.Lfunc_end1:
	.size	t0, .Lfunc_end1-t0
                                        ; -- End function
	.set t0.num_vgpr, max(32, .Lcopy.num_vgpr)
	.set t0.num_agpr, max(0, .Lcopy.num_agpr)
	.set t0.numbered_sgpr, max(33, .Lcopy.numbered_sgpr)
	.set t0.num_named_barrier, max(0, .Lcopy.num_named_barrier)
	.set t0.private_seg_size, 144+max(.Lcopy.private_seg_size)
	.set t0.uses_vcc, or(1, .Lcopy.uses_vcc)
	.set t0.uses_flat_scratch, or(0, .Lcopy.uses_flat_scratch)
	.set t0.has_dyn_sized_stack, or(0, .Lcopy.has_dyn_sized_stack)
	.set t0.has_recursion, or(1, .Lcopy.has_recursion)
	.set t0.has_indirect_call, or(0, .Lcopy.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 368
; TotalNumSgprs: 39
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 144
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 39
; NumVGPRsForWavesPerEU: 32
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 12
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .name:           p.coerce
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
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
    .name:           t0
    .private_segment_fixed_size: 144
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         t0.kd
    .uses_dynamic_stack: true
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
