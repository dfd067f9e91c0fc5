	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.p2align	2                               ; -- Begin function callee
	.type	callee,@function
callee:                                 ; @callee
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	flat_store_dword v[0:1], v2 sc0 sc1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	callee, .Lfunc_end0-callee
                                        ; -- End function
	.set .Lcallee.num_vgpr, 3
	.set .Lcallee.num_agpr, 0
	.set .Lcallee.numbered_sgpr, 32
	.set .Lcallee.num_named_barrier, 0
	.set .Lcallee.private_seg_size, 0
	.set .Lcallee.uses_vcc, 0
	.set .Lcallee.uses_flat_scratch, 0
	.set .Lcallee.has_dyn_sized_stack, 0
	.set .Lcallee.has_recursion, 0
	.set .Lcallee.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 20
; TotalNumSgprs: 38
; NumVgprs: 3
; NumAgprs: 0
; TotalNumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	func_caller                     ; -- Begin function func_caller
	.p2align	2
	.type	func_caller,@function
func_caller:                            ; @func_caller
; %bb.0:                                ; %entry
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s16, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[0:1], -1
	scratch_store_dword off, v4, s33        ; 4-byte Folded Spill
	s_mov_b64 exec, s[0:1]
	v_writelane_b32 v4, s30, 0
	v_cmp_eq_u32_e32 vcc, 0, v3
	s_add_i32 s32, s32, 16
	v_writelane_b32 v4, s31, 1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_2
; %bb.1:                                ; %bb
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, callee@rel32@lo+4
	s_addc_u32 s3, s3, callee@rel32@hi+12
	s_swappc_b64 s[30:31], s[2:3]
.LBB1_2:                                ; %UnifiedReturnBlock
	s_or_b64 exec, exec, s[0:1]
	v_readlane_b32 s31, v4, 1
	v_readlane_b32 s30, v4, 0
	s_mov_b32 s32, s33
	s_xor_saveexec_b64 s[0:1], -1
	scratch_load_dword v4, off, s33         ; 4-byte Folded Reload
	s_mov_b64 exec, s[0:1]
	s_mov_b32 s33, s16
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	func_caller, .Lfunc_end1-func_caller
                                        ; -- End function
	.set func_caller.num_vgpr, max(5, .Lcallee.num_vgpr)
	.set func_caller.num_agpr, max(0, .Lcallee.num_agpr)
	.set func_caller.numbered_sgpr, max(34, .Lcallee.numbered_sgpr)
	.set func_caller.num_named_barrier, max(0, .Lcallee.num_named_barrier)
	.set func_caller.private_seg_size, 16+max(.Lcallee.private_seg_size)
	.set func_caller.uses_vcc, or(1, .Lcallee.uses_vcc)
	.set func_caller.uses_flat_scratch, or(0, .Lcallee.uses_flat_scratch)
	.set func_caller.has_dyn_sized_stack, or(0, .Lcallee.has_dyn_sized_stack)
	.set func_caller.has_recursion, or(1, .Lcallee.has_recursion)
	.set func_caller.has_indirect_call, or(0, .Lcallee.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 136
; TotalNumSgprs: 40
; NumVgprs: 5
; NumAgprs: 0
; TotalNumVgprs: 5
; ScratchSize: 16
; MemoryBound: 0
	.text
	.globl	kernel_caller                   ; -- Begin function kernel_caller
	.p2align	8
	.type	kernel_caller,@function
kernel_caller:                          ; @kernel_caller
; %bb.0:                                ; %entry
	s_load_dwordx2 s[16:17], s[4:5], 0x8
	s_mov_b32 s32, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s17, 0
	s_cbranch_scc0 .LBB2_2
; %bb.1:                                ; %ret
	s_endpgm
.LBB2_2:                                ; %bb
	s_load_dwordx2 s[18:19], s[4:5], 0x0
	s_mov_b32 s12, s8
	s_add_u32 s8, s4, 16
	s_mov_b32 s13, s9
	s_addc_u32 s9, s5, 0
	s_mov_b32 s14, s10
	s_mov_b64 s[10:11], s[6:7]
	s_getpc_b64 s[20:21]
	s_add_u32 s20, s20, callee@rel32@lo+4
	s_addc_u32 s21, s21, callee@rel32@hi+12
	s_mov_b64 s[4:5], s[0:1]
	s_mov_b64 s[6:7], s[2:3]
	v_mov_b32_e32 v31, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s18
	v_mov_b32_e32 v1, s19
	v_mov_b32_e32 v2, s16
	s_swappc_b64 s[30:31], s[20:21]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kernel_caller
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
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
	.size	kernel_caller, .Lfunc_end2-kernel_caller
                                        ; -- End function
	.set kernel_caller.num_vgpr, max(32, .Lcallee.num_vgpr)
	.set kernel_caller.num_agpr, max(0, .Lcallee.num_agpr)
	.set kernel_caller.numbered_sgpr, max(33, .Lcallee.numbered_sgpr)
	.set kernel_caller.num_named_barrier, max(0, .Lcallee.num_named_barrier)
	.set kernel_caller.private_seg_size, 0+max(.Lcallee.private_seg_size)
	.set kernel_caller.uses_vcc, or(0, .Lcallee.uses_vcc)
	.set kernel_caller.uses_flat_scratch, or(0, .Lcallee.uses_flat_scratch)
	.set kernel_caller.has_dyn_sized_stack, or(0, .Lcallee.has_dyn_sized_stack)
	.set kernel_caller.has_recursion, or(1, .Lcallee.has_recursion)
	.set kernel_caller.has_indirect_call, or(0, .Lcallee.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 116
; TotalNumSgprs: 39
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
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
; WaveLimiterHint : 0
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
	.set amdgpu.max_num_vgpr, 5
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 34
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  generic
        .name:           p
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .name:           a
        .offset:         8
        .size:           4
        .value_kind:     by_value
      - .name:           b
        .offset:         12
        .size:           4
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         96
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         104
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         112
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         120
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         128
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 1024
    .name:           kernel_caller
    .private_segment_fixed_size: 0
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         kernel_caller.kd
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
