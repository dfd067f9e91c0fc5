	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	local_stack_offset_uses_sp      ; -- Begin function local_stack_offset_uses_sp
	.p2align	8
	.type	local_stack_offset_uses_sp,@function
local_stack_offset_uses_sp:             ; @local_stack_offset_uses_sp
; %bb.0:                                ; %entry
	v_mov_b32_e32 v0, 0
	s_movk_i32 s0, 0x2000
	scratch_store_dword off, v0, s0 sc0 sc1
	s_waitcnt vmcnt(0)
	s_mov_b32 s0, 0
.LBB0_1:                                ; %loadstoreloop
                                        ; =>This Inner Loop Header: Depth=1
	s_add_i32 s1, s0, 0x3000
	s_add_i32 s0, s0, 1
	s_cmpk_lt_u32 s0, 0x2120
	scratch_store_byte off, v0, s1 sc0 sc1
	s_waitcnt vmcnt(0)
	s_cbranch_scc1 .LBB0_1
; %bb.2:                                ; %split
	v_mov_b32_e32 v0, 0x2000
	s_movk_i32 s0, 0x3000
	scratch_load_dwordx2 v[0:1], v0, s0 offset:208 sc0 sc1
	s_waitcnt vmcnt(0)
	scratch_load_dwordx2 v[2:3], off, s0 offset:64 sc0 sc1
	s_waitcnt vmcnt(0)
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	v_mov_b32_e32 v4, 0
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v4, v[0:1], s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel local_stack_offset_uses_sp
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 24576
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
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 6
		.amdhsa_accum_offset 8
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
	.size	local_stack_offset_uses_sp, .Lfunc_end0-local_stack_offset_uses_sp
                                        ; -- End function
	.set local_stack_offset_uses_sp.num_vgpr, 5
	.set local_stack_offset_uses_sp.num_agpr, 0
	.set local_stack_offset_uses_sp.numbered_sgpr, 6
	.set local_stack_offset_uses_sp.num_named_barrier, 0
	.set local_stack_offset_uses_sp.private_seg_size, 24576
	.set local_stack_offset_uses_sp.uses_vcc, 0
	.set local_stack_offset_uses_sp.uses_flat_scratch, 0
	.set local_stack_offset_uses_sp.has_dyn_sized_stack, 0
	.set local_stack_offset_uses_sp.has_recursion, 0
	.set local_stack_offset_uses_sp.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 132
; TotalNumSgprs: 12
; NumVgprs: 5
; NumAgprs: 0
; TotalNumVgprs: 5
; ScratchSize: 24576
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 5
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.globl	func_local_stack_offset_uses_sp ; -- Begin function func_local_stack_offset_uses_sp
	.p2align	2
	.type	func_local_stack_offset_uses_sp,@function
func_local_stack_offset_uses_sp:        ; @func_local_stack_offset_uses_sp
; %bb.0:                                ; %entry
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s2, s33
	s_add_i32 s33, s32, 0x1fff
	s_and_b32 s33, s33, 0xffffe000
	s_mov_b32 s3, s34
	s_mov_b32 s34, s32
	s_add_i32 s32, s32, 0x8000
	v_mov_b32_e32 v2, 0
	s_add_i32 s0, s33, 0x2000
	scratch_store_dword off, v2, s0 sc0 sc1
	s_waitcnt vmcnt(0)
	s_mov_b32 s0, 0
.LBB1_1:                                ; %loadstoreloop
                                        ; =>This Inner Loop Header: Depth=1
	s_add_i32 s1, s33, s0
	s_addk_i32 s1, 0x3000
	s_add_i32 s0, s0, 1
	s_cmpk_lt_u32 s0, 0x2120
	scratch_store_byte off, v2, s1 sc0 sc1
	s_waitcnt vmcnt(0)
	s_cbranch_scc1 .LBB1_1
; %bb.2:                                ; %split
	v_mov_b32_e32 v2, 0x2000
	s_add_i32 s0, s33, 0x3000
	scratch_load_dwordx2 v[2:3], v2, s0 offset:208 sc0 sc1
	s_waitcnt vmcnt(0)
	s_add_i32 s0, s33, 0x3000
	scratch_load_dwordx2 v[4:5], off, s0 offset:64 sc0 sc1
	s_waitcnt vmcnt(0)
	s_mov_b32 s32, s34
	s_mov_b32 s34, s3
	s_mov_b32 s33, s2
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[4:5]
	global_store_dwordx2 v[0:1], v[2:3], off sc0 sc1
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	func_local_stack_offset_uses_sp, .Lfunc_end1-func_local_stack_offset_uses_sp
                                        ; -- End function
	.set func_local_stack_offset_uses_sp.num_vgpr, 6
	.set func_local_stack_offset_uses_sp.num_agpr, 0
	.set func_local_stack_offset_uses_sp.numbered_sgpr, 35
	.set func_local_stack_offset_uses_sp.num_named_barrier, 0
	.set func_local_stack_offset_uses_sp.private_seg_size, 32768
	.set func_local_stack_offset_uses_sp.uses_vcc, 0
	.set func_local_stack_offset_uses_sp.uses_flat_scratch, 0
	.set func_local_stack_offset_uses_sp.has_dyn_sized_stack, 0
	.set func_local_stack_offset_uses_sp.has_recursion, 0
	.set func_local_stack_offset_uses_sp.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 184
; TotalNumSgprs: 41
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 32768
; MemoryBound: 0
	.text
	.globl	local_stack_offset_uses_sp_flat ; -- Begin function local_stack_offset_uses_sp_flat
	.p2align	8
	.type	local_stack_offset_uses_sp_flat,@function
local_stack_offset_uses_sp_flat:        ; @local_stack_offset_uses_sp_flat
; %bb.0:                                ; %entry
	v_mov_b32_e32 v0, 0
	s_movk_i32 s0, 0x2000
	scratch_store_dword off, v0, s0 sc0 sc1
	s_waitcnt vmcnt(0)
	s_mov_b32 s0, 0
.LBB2_1:                                ; %loadstoreloop
                                        ; =>This Inner Loop Header: Depth=1
	s_add_i32 s1, s0, 0x4000
	s_add_i32 s0, s0, 1
	s_cmpk_lt_u32 s0, 0x2120
	scratch_store_byte off, v0, s1 sc0 sc1
	s_waitcnt vmcnt(0)
	s_cbranch_scc1 .LBB2_1
; %bb.2:                                ; %split
	v_mov_b32_e32 v0, 0x1000
	s_movk_i32 s0, 0x4000
	scratch_load_dwordx2 v[8:9], v0, s0 offset:720 sc0 sc1
	s_waitcnt vmcnt(0)
	scratch_load_dwordx4 v[0:3], v0, s0 offset:704 sc0 sc1
	s_waitcnt vmcnt(0)
	scratch_load_dwordx4 v[4:7], off, s0 sc0 sc1
	s_waitcnt vmcnt(0)
	scratch_load_dwordx2 v[10:11], off, s0 offset:16 sc0 sc1
	s_waitcnt vmcnt(0)
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	v_mov_b32_e32 v12, 0
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[8:9], 0, v[10:11]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[6:7]
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v12, v[4:5], s[0:1] offset:16 sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v12, v[0:3], s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel local_stack_offset_uses_sp_flat
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 24576
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
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 6
		.amdhsa_accum_offset 16
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
.Lfunc_end2:
	.size	local_stack_offset_uses_sp_flat, .Lfunc_end2-local_stack_offset_uses_sp_flat
                                        ; -- End function
	.set local_stack_offset_uses_sp_flat.num_vgpr, 13
	.set local_stack_offset_uses_sp_flat.num_agpr, 0
	.set local_stack_offset_uses_sp_flat.numbered_sgpr, 6
	.set local_stack_offset_uses_sp_flat.num_named_barrier, 0
	.set local_stack_offset_uses_sp_flat.private_seg_size, 24576
	.set local_stack_offset_uses_sp_flat.uses_vcc, 0
	.set local_stack_offset_uses_sp_flat.uses_flat_scratch, 0
	.set local_stack_offset_uses_sp_flat.has_dyn_sized_stack, 0
	.set local_stack_offset_uses_sp_flat.has_recursion, 0
	.set local_stack_offset_uses_sp_flat.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 184
; TotalNumSgprs: 12
; NumVgprs: 13
; NumAgprs: 0
; TotalNumVgprs: 13
; ScratchSize: 24576
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 13
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 6
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 35
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .name:           out
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
    .name:           local_stack_offset_uses_sp
    .private_segment_fixed_size: 24576
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         local_stack_offset_uses_sp.kd
    .uses_dynamic_stack: false
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .name:           out
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
    .name:           local_stack_offset_uses_sp_flat
    .private_segment_fixed_size: 24576
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         local_stack_offset_uses_sp_flat.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
