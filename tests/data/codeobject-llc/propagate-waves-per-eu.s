	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.p2align	2                               ; -- Begin function default_to_1_8_a
	.type	default_to_1_8_a,@function
default_to_1_8_a:                       ; @default_to_1_8_a
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	default_to_1_8_a, .Lfunc_end0-default_to_1_8_a
                                        ; -- End function
	.set .Ldefault_to_1_8_a.num_vgpr, 0
	.set .Ldefault_to_1_8_a.num_agpr, 0
	.set .Ldefault_to_1_8_a.numbered_sgpr, 32
	.set .Ldefault_to_1_8_a.num_named_barrier, 0
	.set .Ldefault_to_1_8_a.private_seg_size, 0
	.set .Ldefault_to_1_8_a.uses_vcc, 0
	.set .Ldefault_to_1_8_a.uses_flat_scratch, 0
	.set .Ldefault_to_1_8_a.has_dyn_sized_stack, 0
	.set .Ldefault_to_1_8_a.has_recursion, 0
	.set .Ldefault_to_1_8_a.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 8
; TotalNumSgprs: 38
; NumVgprs: 0
; NumAgprs: 0
; TotalNumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	kernel_1_8                      ; -- Begin function kernel_1_8
	.p2align	8
	.type	kernel_1_8,@function
kernel_1_8:                             ; @kernel_1_8
; %bb.0:
	s_mov_b32 s14, s10
	s_mov_b32 s13, s9
	s_mov_b32 s12, s8
	s_mov_b64 s[10:11], s[6:7]
	s_mov_b64 s[8:9], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, default_to_1_8_a@rel32@lo+4
	s_addc_u32 s17, s17, default_to_1_8_a@rel32@hi+12
	s_mov_b64 s[4:5], s[0:1]
	s_mov_b64 s[6:7], s[2:3]
	v_mov_b32_e32 v31, v0
	s_mov_b32 s32, 0
	s_swappc_b64 s[30:31], s[16:17]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kernel_1_8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 256
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
.Lfunc_end1:
	.size	kernel_1_8, .Lfunc_end1-kernel_1_8
                                        ; -- End function
	.set kernel_1_8.num_vgpr, max(32, .Ldefault_to_1_8_a.num_vgpr)
	.set kernel_1_8.num_agpr, max(0, .Ldefault_to_1_8_a.num_agpr)
	.set kernel_1_8.numbered_sgpr, max(33, .Ldefault_to_1_8_a.numbered_sgpr)
	.set kernel_1_8.num_named_barrier, max(0, .Ldefault_to_1_8_a.num_named_barrier)
	.set kernel_1_8.private_seg_size, 0+max(.Ldefault_to_1_8_a.private_seg_size)
	.set kernel_1_8.uses_vcc, or(0, .Ldefault_to_1_8_a.uses_vcc)
	.set kernel_1_8.uses_flat_scratch, or(0, .Ldefault_to_1_8_a.uses_flat_scratch)
	.set kernel_1_8.has_dyn_sized_stack, or(0, .Ldefault_to_1_8_a.has_dyn_sized_stack)
	.set kernel_1_8.has_recursion, or(1, .Ldefault_to_1_8_a.has_recursion)
	.set kernel_1_8.has_indirect_call, or(0, .Ldefault_to_1_8_a.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 64
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
	.p2align	2                               ; -- Begin function default_to_1_2
	.type	default_to_1_2,@function
default_to_1_2:                         ; @default_to_1_2
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	default_to_1_2, .Lfunc_end2-default_to_1_2
                                        ; -- End function
	.set .Ldefault_to_1_2.num_vgpr, 0
	.set .Ldefault_to_1_2.num_agpr, 0
	.set .Ldefault_to_1_2.numbered_sgpr, 32
	.set .Ldefault_to_1_2.num_named_barrier, 0
	.set .Ldefault_to_1_2.private_seg_size, 0
	.set .Ldefault_to_1_2.uses_vcc, 0
	.set .Ldefault_to_1_2.uses_flat_scratch, 0
	.set .Ldefault_to_1_2.has_dyn_sized_stack, 0
	.set .Ldefault_to_1_2.has_recursion, 0
	.set .Ldefault_to_1_2.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 8
; TotalNumSgprs: 38
; NumVgprs: 0
; NumAgprs: 0
; TotalNumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function flat_group_1_1
	.type	flat_group_1_1,@function
flat_group_1_1:                         ; @flat_group_1_1
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	flat_group_1_1, .Lfunc_end3-flat_group_1_1
                                        ; -- End function
	.set .Lflat_group_1_1.num_vgpr, 0
	.set .Lflat_group_1_1.num_agpr, 0
	.set .Lflat_group_1_1.numbered_sgpr, 32
	.set .Lflat_group_1_1.num_named_barrier, 0
	.set .Lflat_group_1_1.private_seg_size, 0
	.set .Lflat_group_1_1.uses_vcc, 0
	.set .Lflat_group_1_1.uses_flat_scratch, 0
	.set .Lflat_group_1_1.has_dyn_sized_stack, 0
	.set .Lflat_group_1_1.has_recursion, 0
	.set .Lflat_group_1_1.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 8
; TotalNumSgprs: 38
; NumVgprs: 0
; NumAgprs: 0
; TotalNumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function default_to_1_8_b
	.type	default_to_1_8_b,@function
default_to_1_8_b:                       ; @default_to_1_8_b
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end4:
	.size	default_to_1_8_b, .Lfunc_end4-default_to_1_8_b
                                        ; -- End function
	.set .Ldefault_to_1_8_b.num_vgpr, 0
	.set .Ldefault_to_1_8_b.num_agpr, 0
	.set .Ldefault_to_1_8_b.numbered_sgpr, 32
	.set .Ldefault_to_1_8_b.num_named_barrier, 0
	.set .Ldefault_to_1_8_b.private_seg_size, 0
	.set .Ldefault_to_1_8_b.uses_vcc, 0
	.set .Ldefault_to_1_8_b.uses_flat_scratch, 0
	.set .Ldefault_to_1_8_b.has_dyn_sized_stack, 0
	.set .Ldefault_to_1_8_b.has_recursion, 0
	.set .Ldefault_to_1_8_b.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 8
; TotalNumSgprs: 38
; NumVgprs: 0
; NumAgprs: 0
; TotalNumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function flat_group_2_8
	.type	flat_group_2_8,@function
flat_group_2_8:                         ; @flat_group_2_8
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	flat_group_2_8, .Lfunc_end5-flat_group_2_8
                                        ; -- End function
	.set .Lflat_group_2_8.num_vgpr, 0
	.set .Lflat_group_2_8.num_agpr, 0
	.set .Lflat_group_2_8.numbered_sgpr, 32
	.set .Lflat_group_2_8.num_named_barrier, 0
	.set .Lflat_group_2_8.private_seg_size, 0
	.set .Lflat_group_2_8.uses_vcc, 0
	.set .Lflat_group_2_8.uses_flat_scratch, 0
	.set .Lflat_group_2_8.has_dyn_sized_stack, 0
	.set .Lflat_group_2_8.has_recursion, 0
	.set .Lflat_group_2_8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 8
; TotalNumSgprs: 38
; NumVgprs: 0
; NumAgprs: 0
; TotalNumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	kernel_1_2                      ; -- Begin function kernel_1_2
	.p2align	8
	.type	kernel_1_2,@function
kernel_1_2:                             ; @kernel_1_2
; %bb.0:
	s_mov_b32 s14, s10
	s_mov_b32 s13, s9
	s_mov_b32 s12, s8
	s_mov_b64 s[10:11], s[6:7]
	s_mov_b64 s[8:9], s[4:5]
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[4:5], s[0:1]
	v_mov_b32_e32 v31, v0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, default_to_1_2@rel32@lo+4
	s_addc_u32 s1, s1, default_to_1_2@rel32@hi+12
	s_mov_b32 s32, 0
	s_swappc_b64 s[30:31], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, flat_group_1_1@rel32@lo+4
	s_addc_u32 s1, s1, flat_group_1_1@rel32@hi+12
	s_swappc_b64 s[30:31], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, default_to_1_8_b@rel32@lo+4
	s_addc_u32 s1, s1, default_to_1_8_b@rel32@hi+12
	s_swappc_b64 s[30:31], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, flat_group_2_8@rel32@lo+4
	s_addc_u32 s1, s1, flat_group_2_8@rel32@hi+12
	s_swappc_b64 s[30:31], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kernel_1_2
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 256
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
		.amdhsa_next_free_vgpr 169
		.amdhsa_next_free_sgpr 96
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
.Lfunc_end6:
	.size	kernel_1_2, .Lfunc_end6-kernel_1_2
                                        ; -- End function
	.set kernel_1_2.num_vgpr, max(32, .Ldefault_to_1_2.num_vgpr, .Lflat_group_1_1.num_vgpr, .Ldefault_to_1_8_b.num_vgpr, .Lflat_group_2_8.num_vgpr)
	.set kernel_1_2.num_agpr, max(0, .Ldefault_to_1_2.num_agpr, .Lflat_group_1_1.num_agpr, .Ldefault_to_1_8_b.num_agpr, .Lflat_group_2_8.num_agpr)
	.set kernel_1_2.numbered_sgpr, max(33, .Ldefault_to_1_2.numbered_sgpr, .Lflat_group_1_1.numbered_sgpr, .Ldefault_to_1_8_b.numbered_sgpr, .Lflat_group_2_8.numbered_sgpr)
	.set kernel_1_2.num_named_barrier, max(0, .Ldefault_to_1_2.num_named_barrier, .Lflat_group_1_1.num_named_barrier, .Ldefault_to_1_8_b.num_named_barrier, .Lflat_group_2_8.num_named_barrier)
	.set kernel_1_2.private_seg_size, 0+max(.Ldefault_to_1_2.private_seg_size, .Lflat_group_1_1.private_seg_size, .Ldefault_to_1_8_b.private_seg_size, .Lflat_group_2_8.private_seg_size)
	.set kernel_1_2.uses_vcc, or(0, .Ldefault_to_1_2.uses_vcc, .Lflat_group_1_1.uses_vcc, .Ldefault_to_1_8_b.uses_vcc, .Lflat_group_2_8.uses_vcc)
	.set kernel_1_2.uses_flat_scratch, or(0, .Ldefault_to_1_2.uses_flat_scratch, .Lflat_group_1_1.uses_flat_scratch, .Ldefault_to_1_8_b.uses_flat_scratch, .Lflat_group_2_8.uses_flat_scratch)
	.set kernel_1_2.has_dyn_sized_stack, or(0, .Ldefault_to_1_2.has_dyn_sized_stack, .Lflat_group_1_1.has_dyn_sized_stack, .Ldefault_to_1_8_b.has_dyn_sized_stack, .Lflat_group_2_8.has_dyn_sized_stack)
	.set kernel_1_2.has_recursion, or(1, .Ldefault_to_1_2.has_recursion, .Lflat_group_1_1.has_recursion, .Ldefault_to_1_8_b.has_recursion, .Lflat_group_2_8.has_recursion)
	.set kernel_1_2.has_indirect_call, or(0, .Ldefault_to_1_2.has_indirect_call, .Lflat_group_1_1.has_indirect_call, .Ldefault_to_1_8_b.has_indirect_call, .Lflat_group_2_8.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 136
; TotalNumSgprs: 39
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 21
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 169
; AccumOffset: 32
; Occupancy: 2
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
	.p2align	2                               ; -- Begin function default_to_1_4
	.type	default_to_1_4,@function
default_to_1_4:                         ; @default_to_1_4
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end7:
	.size	default_to_1_4, .Lfunc_end7-default_to_1_4
                                        ; -- End function
	.set .Ldefault_to_1_4.num_vgpr, 0
	.set .Ldefault_to_1_4.num_agpr, 0
	.set .Ldefault_to_1_4.numbered_sgpr, 32
	.set .Ldefault_to_1_4.num_named_barrier, 0
	.set .Ldefault_to_1_4.private_seg_size, 0
	.set .Ldefault_to_1_4.uses_vcc, 0
	.set .Ldefault_to_1_4.uses_flat_scratch, 0
	.set .Ldefault_to_1_4.has_dyn_sized_stack, 0
	.set .Ldefault_to_1_4.has_recursion, 0
	.set .Ldefault_to_1_4.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 8
; TotalNumSgprs: 38
; NumVgprs: 0
; NumAgprs: 0
; TotalNumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	kernel_1_4                      ; -- Begin function kernel_1_4
	.p2align	8
	.type	kernel_1_4,@function
kernel_1_4:                             ; @kernel_1_4
; %bb.0:
	s_mov_b32 s14, s10
	s_mov_b32 s13, s9
	s_mov_b32 s12, s8
	s_mov_b64 s[10:11], s[6:7]
	s_mov_b64 s[8:9], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, default_to_1_4@rel32@lo+4
	s_addc_u32 s17, s17, default_to_1_4@rel32@hi+12
	s_mov_b64 s[4:5], s[0:1]
	s_mov_b64 s[6:7], s[2:3]
	v_mov_b32_e32 v31, v0
	s_mov_b32 s32, 0
	s_swappc_b64 s[30:31], s[16:17]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kernel_1_4
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 256
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
		.amdhsa_next_free_vgpr 97
		.amdhsa_next_free_sgpr 96
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
.Lfunc_end8:
	.size	kernel_1_4, .Lfunc_end8-kernel_1_4
                                        ; -- End function
	.set kernel_1_4.num_vgpr, max(32, .Ldefault_to_1_4.num_vgpr)
	.set kernel_1_4.num_agpr, max(0, .Ldefault_to_1_4.num_agpr)
	.set kernel_1_4.numbered_sgpr, max(33, .Ldefault_to_1_4.numbered_sgpr)
	.set kernel_1_4.num_named_barrier, max(0, .Ldefault_to_1_4.num_named_barrier)
	.set kernel_1_4.private_seg_size, 0+max(.Ldefault_to_1_4.private_seg_size)
	.set kernel_1_4.uses_vcc, or(0, .Ldefault_to_1_4.uses_vcc)
	.set kernel_1_4.uses_flat_scratch, or(0, .Ldefault_to_1_4.uses_flat_scratch)
	.set kernel_1_4.has_dyn_sized_stack, or(0, .Ldefault_to_1_4.has_dyn_sized_stack)
	.set kernel_1_4.has_recursion, or(1, .Ldefault_to_1_4.has_recursion)
	.set kernel_1_4.has_indirect_call, or(0, .Ldefault_to_1_4.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 64
; TotalNumSgprs: 39
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 12
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 97
; AccumOffset: 32
; Occupancy: 4
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
	.p2align	2                               ; -- Begin function default_to_2_9
	.type	default_to_2_9,@function
default_to_2_9:                         ; @default_to_2_9
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end9:
	.size	default_to_2_9, .Lfunc_end9-default_to_2_9
                                        ; -- End function
	.set .Ldefault_to_2_9.num_vgpr, 0
	.set .Ldefault_to_2_9.num_agpr, 0
	.set .Ldefault_to_2_9.numbered_sgpr, 32
	.set .Ldefault_to_2_9.num_named_barrier, 0
	.set .Ldefault_to_2_9.private_seg_size, 0
	.set .Ldefault_to_2_9.uses_vcc, 0
	.set .Ldefault_to_2_9.uses_flat_scratch, 0
	.set .Ldefault_to_2_9.has_dyn_sized_stack, 0
	.set .Ldefault_to_2_9.has_recursion, 0
	.set .Ldefault_to_2_9.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 8
; TotalNumSgprs: 38
; NumVgprs: 0
; NumAgprs: 0
; TotalNumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	kernel_2_9                      ; -- Begin function kernel_2_9
	.p2align	8
	.type	kernel_2_9,@function
kernel_2_9:                             ; @kernel_2_9
; %bb.0:
	s_mov_b32 s14, s10
	s_mov_b32 s13, s9
	s_mov_b32 s12, s8
	s_mov_b64 s[10:11], s[6:7]
	s_mov_b64 s[8:9], s[4:5]
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[4:5], s[0:1]
	v_mov_b32_e32 v31, v0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, default_to_2_9@rel32@lo+4
	s_addc_u32 s1, s1, default_to_2_9@rel32@hi+12
	s_mov_b32 s32, 0
	s_swappc_b64 s[30:31], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, flat_group_1_1@rel32@lo+4
	s_addc_u32 s1, s1, flat_group_1_1@rel32@hi+12
	s_swappc_b64 s[30:31], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kernel_2_9
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 256
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
.Lfunc_end10:
	.size	kernel_2_9, .Lfunc_end10-kernel_2_9
                                        ; -- End function
	.set kernel_2_9.num_vgpr, max(32, .Ldefault_to_2_9.num_vgpr, .Lflat_group_1_1.num_vgpr)
	.set kernel_2_9.num_agpr, max(0, .Ldefault_to_2_9.num_agpr, .Lflat_group_1_1.num_agpr)
	.set kernel_2_9.numbered_sgpr, max(33, .Ldefault_to_2_9.numbered_sgpr, .Lflat_group_1_1.numbered_sgpr)
	.set kernel_2_9.num_named_barrier, max(0, .Ldefault_to_2_9.num_named_barrier, .Lflat_group_1_1.num_named_barrier)
	.set kernel_2_9.private_seg_size, 0+max(.Ldefault_to_2_9.private_seg_size, .Lflat_group_1_1.private_seg_size)
	.set kernel_2_9.uses_vcc, or(0, .Ldefault_to_2_9.uses_vcc, .Lflat_group_1_1.uses_vcc)
	.set kernel_2_9.uses_flat_scratch, or(0, .Ldefault_to_2_9.uses_flat_scratch, .Lflat_group_1_1.uses_flat_scratch)
	.set kernel_2_9.has_dyn_sized_stack, or(0, .Ldefault_to_2_9.has_dyn_sized_stack, .Lflat_group_1_1.has_dyn_sized_stack)
	.set kernel_2_9.has_recursion, or(1, .Ldefault_to_2_9.has_recursion, .Lflat_group_1_1.has_recursion)
	.set kernel_2_9.has_indirect_call, or(0, .Ldefault_to_2_9.has_indirect_call, .Lflat_group_1_1.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 88
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
	.p2align	2                               ; -- Begin function flat_group_9_10
	.type	flat_group_9_10,@function
flat_group_9_10:                        ; @flat_group_9_10
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end11:
	.size	flat_group_9_10, .Lfunc_end11-flat_group_9_10
                                        ; -- End function
	.set .Lflat_group_9_10.num_vgpr, 0
	.set .Lflat_group_9_10.num_agpr, 0
	.set .Lflat_group_9_10.numbered_sgpr, 32
	.set .Lflat_group_9_10.num_named_barrier, 0
	.set .Lflat_group_9_10.private_seg_size, 0
	.set .Lflat_group_9_10.uses_vcc, 0
	.set .Lflat_group_9_10.uses_flat_scratch, 0
	.set .Lflat_group_9_10.has_dyn_sized_stack, 0
	.set .Lflat_group_9_10.has_recursion, 0
	.set .Lflat_group_9_10.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 8
; TotalNumSgprs: 38
; NumVgprs: 0
; NumAgprs: 0
; TotalNumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	kernel_9_9                      ; -- Begin function kernel_9_9
	.p2align	8
	.type	kernel_9_9,@function
kernel_9_9:                             ; @kernel_9_9
; %bb.0:
	s_mov_b32 s14, s10
	s_mov_b32 s13, s9
	s_mov_b32 s12, s8
	s_mov_b64 s[10:11], s[6:7]
	s_mov_b64 s[8:9], s[4:5]
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[4:5], s[0:1]
	v_mov_b32_e32 v31, v0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, default_to_2_9@rel32@lo+4
	s_addc_u32 s1, s1, default_to_2_9@rel32@hi+12
	s_mov_b32 s32, 0
	s_swappc_b64 s[30:31], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, flat_group_9_10@rel32@lo+4
	s_addc_u32 s1, s1, flat_group_9_10@rel32@hi+12
	s_swappc_b64 s[30:31], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kernel_9_9
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 256
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
.Lfunc_end12:
	.size	kernel_9_9, .Lfunc_end12-kernel_9_9
                                        ; -- End function
	.set kernel_9_9.num_vgpr, max(32, .Ldefault_to_2_9.num_vgpr, .Lflat_group_9_10.num_vgpr)
	.set kernel_9_9.num_agpr, max(0, .Ldefault_to_2_9.num_agpr, .Lflat_group_9_10.num_agpr)
	.set kernel_9_9.numbered_sgpr, max(33, .Ldefault_to_2_9.numbered_sgpr, .Lflat_group_9_10.numbered_sgpr)
	.set kernel_9_9.num_named_barrier, max(0, .Ldefault_to_2_9.num_named_barrier, .Lflat_group_9_10.num_named_barrier)
	.set kernel_9_9.private_seg_size, 0+max(.Ldefault_to_2_9.private_seg_size, .Lflat_group_9_10.private_seg_size)
	.set kernel_9_9.uses_vcc, or(0, .Ldefault_to_2_9.uses_vcc, .Lflat_group_9_10.uses_vcc)
	.set kernel_9_9.uses_flat_scratch, or(0, .Ldefault_to_2_9.uses_flat_scratch, .Lflat_group_9_10.uses_flat_scratch)
	.set kernel_9_9.has_dyn_sized_stack, or(0, .Ldefault_to_2_9.has_dyn_sized_stack, .Lflat_group_9_10.has_dyn_sized_stack)
	.set kernel_9_9.has_recursion, or(1, .Ldefault_to_2_9.has_recursion, .Lflat_group_9_10.has_recursion)
	.set kernel_9_9.has_indirect_call, or(0, .Ldefault_to_2_9.has_indirect_call, .Lflat_group_9_10.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 88
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
	.globl	kernel_2_8                      ; -- Begin function kernel_2_8
	.p2align	8
	.type	kernel_2_8,@function
kernel_2_8:                             ; @kernel_2_8
; %bb.0:
	s_mov_b32 s14, s10
	s_mov_b32 s13, s9
	s_mov_b32 s12, s8
	s_mov_b64 s[10:11], s[6:7]
	s_mov_b64 s[8:9], s[4:5]
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[4:5], s[0:1]
	v_mov_b32_e32 v31, v0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, default_to_1_8_a@rel32@lo+4
	s_addc_u32 s1, s1, default_to_1_8_a@rel32@hi+12
	s_mov_b32 s32, 0
	s_swappc_b64 s[30:31], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, default_to_1_8_b@rel32@lo+4
	s_addc_u32 s1, s1, default_to_1_8_b@rel32@hi+12
	s_swappc_b64 s[30:31], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kernel_2_8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 256
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
.Lfunc_end13:
	.size	kernel_2_8, .Lfunc_end13-kernel_2_8
                                        ; -- End function
	.set kernel_2_8.num_vgpr, max(32, .Ldefault_to_1_8_a.num_vgpr, .Ldefault_to_1_8_b.num_vgpr)
	.set kernel_2_8.num_agpr, max(0, .Ldefault_to_1_8_a.num_agpr, .Ldefault_to_1_8_b.num_agpr)
	.set kernel_2_8.numbered_sgpr, max(33, .Ldefault_to_1_8_a.numbered_sgpr, .Ldefault_to_1_8_b.numbered_sgpr)
	.set kernel_2_8.num_named_barrier, max(0, .Ldefault_to_1_8_a.num_named_barrier, .Ldefault_to_1_8_b.num_named_barrier)
	.set kernel_2_8.private_seg_size, 0+max(.Ldefault_to_1_8_a.private_seg_size, .Ldefault_to_1_8_b.private_seg_size)
	.set kernel_2_8.uses_vcc, or(0, .Ldefault_to_1_8_a.uses_vcc, .Ldefault_to_1_8_b.uses_vcc)
	.set kernel_2_8.uses_flat_scratch, or(0, .Ldefault_to_1_8_a.uses_flat_scratch, .Ldefault_to_1_8_b.uses_flat_scratch)
	.set kernel_2_8.has_dyn_sized_stack, or(0, .Ldefault_to_1_8_a.has_dyn_sized_stack, .Ldefault_to_1_8_b.has_dyn_sized_stack)
	.set kernel_2_8.has_recursion, or(1, .Ldefault_to_1_8_a.has_recursion, .Ldefault_to_1_8_b.has_recursion)
	.set kernel_2_8.has_indirect_call, or(0, .Ldefault_to_1_8_a.has_indirect_call, .Ldefault_to_1_8_b.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 88
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
	.p2align	2                               ; -- Begin function merge_cycle_1
	.type	merge_cycle_1,@function
merge_cycle_1:                          ; @merge_cycle_1
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b64 s[2:3], -1
	scratch_store_dword off, v40, s33       ; 4-byte Folded Spill
	s_mov_b64 exec, s[2:3]
	v_writelane_b32 v40, s0, 2
	s_add_i32 s32, s32, 16
	v_writelane_b32 v40, s30, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, merge_cycle_0@rel32@lo+4
	s_addc_u32 s1, s1, merge_cycle_0@rel32@hi+12
	v_writelane_b32 v40, s31, 1
	s_swappc_b64 s[30:31], s[0:1]
	v_readlane_b32 s31, v40, 1
	v_readlane_b32 s30, v40, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s0, v40, 2
	s_or_saveexec_b64 s[2:3], -1
	scratch_load_dword v40, off, s33        ; 4-byte Folded Reload
	s_mov_b64 exec, s[2:3]
	s_mov_b32 s33, s0
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end14:
	.size	merge_cycle_1, .Lfunc_end14-merge_cycle_1
                                        ; -- End function
	.set .Lmerge_cycle_1.num_vgpr, max(41, .Lmerge_cycle_0.num_vgpr)
	.set .Lmerge_cycle_1.num_agpr, max(0, .Lmerge_cycle_0.num_agpr)
	.set .Lmerge_cycle_1.numbered_sgpr, max(34, .Lmerge_cycle_0.numbered_sgpr)
	.set .Lmerge_cycle_1.num_named_barrier, max(0, .Lmerge_cycle_0.num_named_barrier)
	.set .Lmerge_cycle_1.private_seg_size, 16+max(.Lmerge_cycle_0.private_seg_size)
	.set .Lmerge_cycle_1.uses_vcc, or(1, .Lmerge_cycle_0.uses_vcc)
	.set .Lmerge_cycle_1.uses_flat_scratch, or(0, .Lmerge_cycle_0.uses_flat_scratch)
	.set .Lmerge_cycle_1.has_dyn_sized_stack, or(0, .Lmerge_cycle_0.has_dyn_sized_stack)
	.set .Lmerge_cycle_1.has_recursion, or(1, .Lmerge_cycle_0.has_recursion)
	.set .Lmerge_cycle_1.has_indirect_call, or(0, .Lmerge_cycle_0.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 136
; TotalNumSgprs: .Lmerge_cycle_1.numbered_sgpr+extrasgprs(.Lmerge_cycle_1.uses_vcc, .Lmerge_cycle_1.uses_flat_scratch, 1)
; NumVgprs: max(41, .Lmerge_cycle_0.num_vgpr)
; NumAgprs: max(0, .Lmerge_cycle_0.num_agpr)
; TotalNumVgprs: totalnumvgprs(.Lmerge_cycle_1.num_agpr, .Lmerge_cycle_1.num_vgpr)
; ScratchSize: 16+max(.Lmerge_cycle_0.private_seg_size)
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function merge_cycle_0
	.type	merge_cycle_0,@function
merge_cycle_0:                          ; @merge_cycle_0
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b64 s[2:3], -1
	scratch_store_dword off, v41, s33 offset:4 ; 4-byte Folded Spill
	s_mov_b64 exec, s[2:3]
	v_writelane_b32 v41, s0, 2
	s_add_i32 s32, s32, 16
	v_writelane_b32 v41, s30, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, merge_cycle_1@rel32@lo+4
	s_addc_u32 s1, s1, merge_cycle_1@rel32@hi+12
	scratch_store_dword off, v40, s33       ; 4-byte Folded Spill
	v_writelane_b32 v41, s31, 1
	s_swappc_b64 s[30:31], s[0:1]
	scratch_load_dword v40, off, s33        ; 4-byte Folded Reload
	v_readlane_b32 s31, v41, 1
	v_readlane_b32 s30, v41, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s0, v41, 2
	s_or_saveexec_b64 s[2:3], -1
	scratch_load_dword v41, off, s33 offset:4 ; 4-byte Folded Reload
	s_mov_b64 exec, s[2:3]
	s_mov_b32 s33, s0
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end15:
	.size	merge_cycle_0, .Lfunc_end15-merge_cycle_0
                                        ; -- End function
	.set .Lmerge_cycle_0.num_vgpr, max(42, 41)
	.set .Lmerge_cycle_0.num_agpr, max(0, 0)
	.set .Lmerge_cycle_0.numbered_sgpr, max(34, 34)
	.set .Lmerge_cycle_0.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set .Lmerge_cycle_0.private_seg_size, 16
	.set .Lmerge_cycle_0.uses_vcc, 1
	.set .Lmerge_cycle_0.uses_flat_scratch, 0
	.set .Lmerge_cycle_0.has_dyn_sized_stack, 0
	.set .Lmerge_cycle_0.has_recursion, 1
	.set .Lmerge_cycle_0.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 152
; TotalNumSgprs: 40
; NumVgprs: 42
; NumAgprs: 0
; TotalNumVgprs: 42
; ScratchSize: 16
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function default_captured_address
	.type	default_captured_address,@function
default_captured_address:               ; @default_captured_address
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, default_captured_address@rel32@lo+4
	s_addc_u32 s1, s1, default_captured_address@rel32@hi+12
	v_mov_b64_e32 v[0:1], s[0:1]
	flat_store_dwordx2 v[0:1], v[0:1] sc0 sc1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end16:
	.size	default_captured_address, .Lfunc_end16-default_captured_address
                                        ; -- End function
	.set .Ldefault_captured_address.num_vgpr, 2
	.set .Ldefault_captured_address.num_agpr, 0
	.set .Ldefault_captured_address.numbered_sgpr, 32
	.set .Ldefault_captured_address.num_named_barrier, 0
	.set .Ldefault_captured_address.private_seg_size, 0
	.set .Ldefault_captured_address.uses_vcc, 0
	.set .Ldefault_captured_address.uses_flat_scratch, 0
	.set .Ldefault_captured_address.has_dyn_sized_stack, 0
	.set .Ldefault_captured_address.has_recursion, 0
	.set .Ldefault_captured_address.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 44
; TotalNumSgprs: 38
; NumVgprs: 2
; NumAgprs: 0
; TotalNumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	externally_visible_default      ; -- Begin function externally_visible_default
	.p2align	2
	.type	externally_visible_default,@function
externally_visible_default:             ; @externally_visible_default
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end17:
	.size	externally_visible_default, .Lfunc_end17-externally_visible_default
                                        ; -- End function
	.set externally_visible_default.num_vgpr, 0
	.set externally_visible_default.num_agpr, 0
	.set externally_visible_default.numbered_sgpr, 32
	.set externally_visible_default.num_named_barrier, 0
	.set externally_visible_default.private_seg_size, 0
	.set externally_visible_default.uses_vcc, 0
	.set externally_visible_default.uses_flat_scratch, 0
	.set externally_visible_default.has_dyn_sized_stack, 0
	.set externally_visible_default.has_recursion, 0
	.set externally_visible_default.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 8
; TotalNumSgprs: 38
; NumVgprs: 0
; NumAgprs: 0
; TotalNumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	kernel_3_8                      ; -- Begin function kernel_3_8
	.p2align	8
	.type	kernel_3_8,@function
kernel_3_8:                             ; @kernel_3_8
; %bb.0:
	s_mov_b32 s50, s10
	s_mov_b32 s51, s9
	s_mov_b32 s52, s8
	s_mov_b64 s[34:35], s[6:7]
	s_mov_b64 s[36:37], s[4:5]
	s_mov_b64 s[48:49], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, merge_cycle_0@rel32@lo+4
	s_addc_u32 s1, s1, merge_cycle_0@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s52
	s_mov_b32 s13, s51
	s_mov_b32 s14, s50
	v_mov_b32_e32 v31, v0
	s_mov_b32 s32, 0
	s_mov_b64 s[38:39], s[2:3]
	v_mov_b32_e32 v40, v0
	s_swappc_b64 s[30:31], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, default_captured_address@rel32@lo+4
	s_addc_u32 s1, s1, default_captured_address@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s52
	s_mov_b32 s13, s51
	s_mov_b32 s14, s50
	v_mov_b32_e32 v31, v40
	s_swappc_b64 s[30:31], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, externally_visible_default@gotpcrel32@lo+4
	s_addc_u32 s1, s1, externally_visible_default@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, bitcasted_function@rel32@lo+4
	s_addc_u32 s1, s1, bitcasted_function@rel32@hi+12
	s_swappc_b64 s[30:31], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kernel_3_8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size kernel_3_8.private_seg_size
		.amdhsa_kernarg_size 256
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
		.amdhsa_next_free_vgpr max(totalnumvgprs(kernel_3_8.num_agpr, kernel_3_8.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(kernel_3_8.numbered_sgpr+extrasgprs(kernel_3_8.uses_vcc, kernel_3_8.uses_flat_scratch, 1), 1, 0)-extrasgprs(kernel_3_8.uses_vcc, kernel_3_8.uses_flat_scratch, 1)
		.amdhsa_accum_offset (((((alignto(max(1, kernel_3_8.num_vgpr), 4)/4)-1)&~65536)&63)+1)*4
		.amdhsa_reserve_vcc kernel_3_8.uses_vcc
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
.Lfunc_end18:
	.size	kernel_3_8, .Lfunc_end18-kernel_3_8
                                        ; -- End function
	.set kernel_3_8.num_vgpr, max(41, .Lmerge_cycle_0.num_vgpr, .Ldefault_captured_address.num_vgpr, externally_visible_default.num_vgpr, .Lbitcasted_function.num_vgpr)
	.set kernel_3_8.num_agpr, max(0, .Lmerge_cycle_0.num_agpr, .Ldefault_captured_address.num_agpr, externally_visible_default.num_agpr, .Lbitcasted_function.num_agpr)
	.set kernel_3_8.numbered_sgpr, max(53, .Lmerge_cycle_0.numbered_sgpr, .Ldefault_captured_address.numbered_sgpr, externally_visible_default.numbered_sgpr, .Lbitcasted_function.numbered_sgpr)
	.set kernel_3_8.num_named_barrier, max(0, .Lmerge_cycle_0.num_named_barrier, .Ldefault_captured_address.num_named_barrier, externally_visible_default.num_named_barrier, .Lbitcasted_function.num_named_barrier)
	.set kernel_3_8.private_seg_size, 0+max(.Lmerge_cycle_0.private_seg_size, .Ldefault_captured_address.private_seg_size, externally_visible_default.private_seg_size, .Lbitcasted_function.private_seg_size)
	.set kernel_3_8.uses_vcc, or(1, .Lmerge_cycle_0.uses_vcc, .Ldefault_captured_address.uses_vcc, externally_visible_default.uses_vcc, .Lbitcasted_function.uses_vcc)
	.set kernel_3_8.uses_flat_scratch, or(0, .Lmerge_cycle_0.uses_flat_scratch, .Ldefault_captured_address.uses_flat_scratch, externally_visible_default.uses_flat_scratch, .Lbitcasted_function.uses_flat_scratch)
	.set kernel_3_8.has_dyn_sized_stack, or(0, .Lmerge_cycle_0.has_dyn_sized_stack, .Ldefault_captured_address.has_dyn_sized_stack, externally_visible_default.has_dyn_sized_stack, .Lbitcasted_function.has_dyn_sized_stack)
	.set kernel_3_8.has_recursion, or(1, .Lmerge_cycle_0.has_recursion, .Ldefault_captured_address.has_recursion, externally_visible_default.has_recursion, .Lbitcasted_function.has_recursion)
	.set kernel_3_8.has_indirect_call, or(0, .Lmerge_cycle_0.has_indirect_call, .Ldefault_captured_address.has_indirect_call, externally_visible_default.has_indirect_call, .Lbitcasted_function.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 212
; TotalNumSgprs: kernel_3_8.numbered_sgpr+extrasgprs(kernel_3_8.uses_vcc, kernel_3_8.uses_flat_scratch, 1)
; NumVgprs: kernel_3_8.num_vgpr
; NumAgprs: kernel_3_8.num_agpr
; TotalNumVgprs: totalnumvgprs(kernel_3_8.num_agpr, kernel_3_8.num_vgpr)
; ScratchSize: kernel_3_8.private_seg_size
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: (alignto(max(max(kernel_3_8.numbered_sgpr+extrasgprs(kernel_3_8.uses_vcc, kernel_3_8.uses_flat_scratch, 1), 1, 0), 1), 8)/8)-1
; VGPRBlocks: (alignto(max(max(totalnumvgprs(kernel_3_8.num_agpr, kernel_3_8.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(kernel_3_8.numbered_sgpr+extrasgprs(kernel_3_8.uses_vcc, kernel_3_8.uses_flat_scratch, 1), 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(kernel_3_8.num_agpr, kernel_3_8.num_vgpr), 1, 0)
; AccumOffset: ((alignto(max(1, kernel_3_8.num_vgpr), 4)/4)-1+1)*4
; Occupancy: occupancy(8, 8, 512, 8, 8, max(kernel_3_8.numbered_sgpr+extrasgprs(kernel_3_8.uses_vcc, kernel_3_8.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(kernel_3_8.num_agpr, kernel_3_8.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: (((alignto(max(1, kernel_3_8.num_vgpr), 4)/4)-1)&~65536)&63
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2align	2                               ; -- Begin function bitcasted_function
	.type	bitcasted_function,@function
bitcasted_function:                     ; @bitcasted_function
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v0, 0
	s_setpc_b64 s[30:31]
.Lfunc_end19:
	.size	bitcasted_function, .Lfunc_end19-bitcasted_function
                                        ; -- End function
	.set .Lbitcasted_function.num_vgpr, 1
	.set .Lbitcasted_function.num_agpr, 0
	.set .Lbitcasted_function.numbered_sgpr, 32
	.set .Lbitcasted_function.num_named_barrier, 0
	.set .Lbitcasted_function.private_seg_size, 0
	.set .Lbitcasted_function.uses_vcc, 0
	.set .Lbitcasted_function.uses_flat_scratch, 0
	.set .Lbitcasted_function.has_dyn_sized_stack, 0
	.set .Lbitcasted_function.has_recursion, 0
	.set .Lbitcasted_function.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 12
; TotalNumSgprs: 38
; NumVgprs: 1
; NumAgprs: 0
; TotalNumVgprs: 1
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function called_from_invalid_bounds_0
	.type	called_from_invalid_bounds_0,@function
called_from_invalid_bounds_0:           ; @called_from_invalid_bounds_0
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end20:
	.size	called_from_invalid_bounds_0, .Lfunc_end20-called_from_invalid_bounds_0
                                        ; -- End function
	.set .Lcalled_from_invalid_bounds_0.num_vgpr, 0
	.set .Lcalled_from_invalid_bounds_0.num_agpr, 0
	.set .Lcalled_from_invalid_bounds_0.numbered_sgpr, 32
	.set .Lcalled_from_invalid_bounds_0.num_named_barrier, 0
	.set .Lcalled_from_invalid_bounds_0.private_seg_size, 0
	.set .Lcalled_from_invalid_bounds_0.uses_vcc, 0
	.set .Lcalled_from_invalid_bounds_0.uses_flat_scratch, 0
	.set .Lcalled_from_invalid_bounds_0.has_dyn_sized_stack, 0
	.set .Lcalled_from_invalid_bounds_0.has_recursion, 0
	.set .Lcalled_from_invalid_bounds_0.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 8
; TotalNumSgprs: 38
; NumVgprs: 0
; NumAgprs: 0
; TotalNumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	kernel_invalid_bounds_0_8       ; -- Begin function kernel_invalid_bounds_0_8
	.p2align	8
	.type	kernel_invalid_bounds_0_8,@function
kernel_invalid_bounds_0_8:              ; @kernel_invalid_bounds_0_8
; %bb.0:
	s_mov_b32 s14, s10
	s_mov_b32 s13, s9
	s_mov_b32 s12, s8
	s_mov_b64 s[10:11], s[6:7]
	s_mov_b64 s[8:9], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, called_from_invalid_bounds_0@rel32@lo+4
	s_addc_u32 s17, s17, called_from_invalid_bounds_0@rel32@hi+12
	s_mov_b64 s[4:5], s[0:1]
	s_mov_b64 s[6:7], s[2:3]
	v_mov_b32_e32 v31, v0
	s_mov_b32 s32, 0
	s_swappc_b64 s[30:31], s[16:17]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kernel_invalid_bounds_0_8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 256
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
.Lfunc_end21:
	.size	kernel_invalid_bounds_0_8, .Lfunc_end21-kernel_invalid_bounds_0_8
                                        ; -- End function
	.set kernel_invalid_bounds_0_8.num_vgpr, max(32, .Lcalled_from_invalid_bounds_0.num_vgpr)
	.set kernel_invalid_bounds_0_8.num_agpr, max(0, .Lcalled_from_invalid_bounds_0.num_agpr)
	.set kernel_invalid_bounds_0_8.numbered_sgpr, max(33, .Lcalled_from_invalid_bounds_0.numbered_sgpr)
	.set kernel_invalid_bounds_0_8.num_named_barrier, max(0, .Lcalled_from_invalid_bounds_0.num_named_barrier)
	.set kernel_invalid_bounds_0_8.private_seg_size, 0+max(.Lcalled_from_invalid_bounds_0.private_seg_size)
	.set kernel_invalid_bounds_0_8.uses_vcc, or(0, .Lcalled_from_invalid_bounds_0.uses_vcc)
	.set kernel_invalid_bounds_0_8.uses_flat_scratch, or(0, .Lcalled_from_invalid_bounds_0.uses_flat_scratch)
	.set kernel_invalid_bounds_0_8.has_dyn_sized_stack, or(0, .Lcalled_from_invalid_bounds_0.has_dyn_sized_stack)
	.set kernel_invalid_bounds_0_8.has_recursion, or(1, .Lcalled_from_invalid_bounds_0.has_recursion)
	.set kernel_invalid_bounds_0_8.has_indirect_call, or(0, .Lcalled_from_invalid_bounds_0.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 64
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
	.p2align	2                               ; -- Begin function called_from_invalid_bounds_1
	.type	called_from_invalid_bounds_1,@function
called_from_invalid_bounds_1:           ; @called_from_invalid_bounds_1
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end22:
	.size	called_from_invalid_bounds_1, .Lfunc_end22-called_from_invalid_bounds_1
                                        ; -- End function
	.set .Lcalled_from_invalid_bounds_1.num_vgpr, 0
	.set .Lcalled_from_invalid_bounds_1.num_agpr, 0
	.set .Lcalled_from_invalid_bounds_1.numbered_sgpr, 32
	.set .Lcalled_from_invalid_bounds_1.num_named_barrier, 0
	.set .Lcalled_from_invalid_bounds_1.private_seg_size, 0
	.set .Lcalled_from_invalid_bounds_1.uses_vcc, 0
	.set .Lcalled_from_invalid_bounds_1.uses_flat_scratch, 0
	.set .Lcalled_from_invalid_bounds_1.has_dyn_sized_stack, 0
	.set .Lcalled_from_invalid_bounds_1.has_recursion, 0
	.set .Lcalled_from_invalid_bounds_1.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 8
; TotalNumSgprs: 38
; NumVgprs: 0
; NumAgprs: 0
; TotalNumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	kernel_invalid_bounds_1_123     ; -- Begin function kernel_invalid_bounds_1_123
	.p2align	8
	.type	kernel_invalid_bounds_1_123,@function
kernel_invalid_bounds_1_123:            ; @kernel_invalid_bounds_1_123
; %bb.0:
	s_mov_b32 s14, s10
	s_mov_b32 s13, s9
	s_mov_b32 s12, s8
	s_mov_b64 s[10:11], s[6:7]
	s_mov_b64 s[8:9], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, called_from_invalid_bounds_1@rel32@lo+4
	s_addc_u32 s17, s17, called_from_invalid_bounds_1@rel32@hi+12
	s_mov_b64 s[4:5], s[0:1]
	s_mov_b64 s[6:7], s[2:3]
	v_mov_b32_e32 v31, v0
	s_mov_b32 s32, 0
	s_swappc_b64 s[30:31], s[16:17]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kernel_invalid_bounds_1_123
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 256
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
.Lfunc_end23:
	.size	kernel_invalid_bounds_1_123, .Lfunc_end23-kernel_invalid_bounds_1_123
                                        ; -- End function
	.set kernel_invalid_bounds_1_123.num_vgpr, max(32, .Lcalled_from_invalid_bounds_1.num_vgpr)
	.set kernel_invalid_bounds_1_123.num_agpr, max(0, .Lcalled_from_invalid_bounds_1.num_agpr)
	.set kernel_invalid_bounds_1_123.numbered_sgpr, max(33, .Lcalled_from_invalid_bounds_1.numbered_sgpr)
	.set kernel_invalid_bounds_1_123.num_named_barrier, max(0, .Lcalled_from_invalid_bounds_1.num_named_barrier)
	.set kernel_invalid_bounds_1_123.private_seg_size, 0+max(.Lcalled_from_invalid_bounds_1.private_seg_size)
	.set kernel_invalid_bounds_1_123.uses_vcc, or(0, .Lcalled_from_invalid_bounds_1.uses_vcc)
	.set kernel_invalid_bounds_1_123.uses_flat_scratch, or(0, .Lcalled_from_invalid_bounds_1.uses_flat_scratch)
	.set kernel_invalid_bounds_1_123.has_dyn_sized_stack, or(0, .Lcalled_from_invalid_bounds_1.has_dyn_sized_stack)
	.set kernel_invalid_bounds_1_123.has_recursion, or(1, .Lcalled_from_invalid_bounds_1.has_recursion)
	.set kernel_invalid_bounds_1_123.has_indirect_call, or(0, .Lcalled_from_invalid_bounds_1.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 64
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
	.globl	larger_group_size_implies_lower_minimum ; -- Begin function larger_group_size_implies_lower_minimum
	.p2align	2
	.type	larger_group_size_implies_lower_minimum,@function
larger_group_size_implies_lower_minimum: ; @larger_group_size_implies_lower_minimum
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end24:
	.size	larger_group_size_implies_lower_minimum, .Lfunc_end24-larger_group_size_implies_lower_minimum
                                        ; -- End function
	.set larger_group_size_implies_lower_minimum.num_vgpr, 0
	.set larger_group_size_implies_lower_minimum.num_agpr, 0
	.set larger_group_size_implies_lower_minimum.numbered_sgpr, 32
	.set larger_group_size_implies_lower_minimum.num_named_barrier, 0
	.set larger_group_size_implies_lower_minimum.private_seg_size, 0
	.set larger_group_size_implies_lower_minimum.uses_vcc, 0
	.set larger_group_size_implies_lower_minimum.uses_flat_scratch, 0
	.set larger_group_size_implies_lower_minimum.has_dyn_sized_stack, 0
	.set larger_group_size_implies_lower_minimum.has_recursion, 0
	.set larger_group_size_implies_lower_minimum.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 8
; TotalNumSgprs: 38
; NumVgprs: 0
; NumAgprs: 0
; TotalNumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	kernel_3_6                      ; -- Begin function kernel_3_6
	.p2align	8
	.type	kernel_3_6,@function
kernel_3_6:                             ; @kernel_3_6
; %bb.0:
	s_mov_b32 s13, s9
	s_mov_b32 s12, s8
	s_mov_b64 s[8:9], s[4:5]
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, larger_group_size_implies_lower_minimum@gotpcrel32@lo+4
	s_addc_u32 s5, s5, larger_group_size_implies_lower_minimum@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[4:5], 0x0
	s_mov_b32 s14, s10
	s_mov_b64 s[10:11], s[6:7]
	s_mov_b64 s[4:5], s[0:1]
	s_mov_b64 s[6:7], s[2:3]
	v_mov_b32_e32 v31, v0
	s_mov_b32 s32, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kernel_3_6
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 256
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
		.amdhsa_next_free_vgpr 73
		.amdhsa_next_free_sgpr 91
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
.Lfunc_end25:
	.size	kernel_3_6, .Lfunc_end25-kernel_3_6
                                        ; -- End function
	.set kernel_3_6.num_vgpr, max(32, larger_group_size_implies_lower_minimum.num_vgpr)
	.set kernel_3_6.num_agpr, max(0, larger_group_size_implies_lower_minimum.num_agpr)
	.set kernel_3_6.numbered_sgpr, max(33, larger_group_size_implies_lower_minimum.numbered_sgpr)
	.set kernel_3_6.num_named_barrier, max(0, larger_group_size_implies_lower_minimum.num_named_barrier)
	.set kernel_3_6.private_seg_size, 0+max(larger_group_size_implies_lower_minimum.private_seg_size)
	.set kernel_3_6.uses_vcc, or(0, larger_group_size_implies_lower_minimum.uses_vcc)
	.set kernel_3_6.uses_flat_scratch, or(0, larger_group_size_implies_lower_minimum.uses_flat_scratch)
	.set kernel_3_6.has_dyn_sized_stack, or(0, larger_group_size_implies_lower_minimum.has_dyn_sized_stack)
	.set kernel_3_6.has_recursion, or(1, larger_group_size_implies_lower_minimum.has_recursion)
	.set kernel_3_6.has_indirect_call, or(0, larger_group_size_implies_lower_minimum.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 76
; TotalNumSgprs: 39
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 97
; NumVGPRsForWavesPerEU: 73
; AccumOffset: 32
; Occupancy: 6
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
	.p2align	2                               ; -- Begin function refine_upper_func_3_6
	.type	refine_upper_func_3_6,@function
refine_upper_func_3_6:                  ; @refine_upper_func_3_6
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end26:
	.size	refine_upper_func_3_6, .Lfunc_end26-refine_upper_func_3_6
                                        ; -- End function
	.set .Lrefine_upper_func_3_6.num_vgpr, 0
	.set .Lrefine_upper_func_3_6.num_agpr, 0
	.set .Lrefine_upper_func_3_6.numbered_sgpr, 32
	.set .Lrefine_upper_func_3_6.num_named_barrier, 0
	.set .Lrefine_upper_func_3_6.private_seg_size, 0
	.set .Lrefine_upper_func_3_6.uses_vcc, 0
	.set .Lrefine_upper_func_3_6.uses_flat_scratch, 0
	.set .Lrefine_upper_func_3_6.has_dyn_sized_stack, 0
	.set .Lrefine_upper_func_3_6.has_recursion, 0
	.set .Lrefine_upper_func_3_6.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 8
; TotalNumSgprs: 38
; NumVgprs: 0
; NumAgprs: 0
; TotalNumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function refine_lower_func_4_8
	.type	refine_lower_func_4_8,@function
refine_lower_func_4_8:                  ; @refine_lower_func_4_8
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s2, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[0:1], -1
	scratch_store_dword off, v0, s33        ; 4-byte Folded Spill
	s_mov_b64 exec, s[0:1]
	s_add_i32 s32, s32, 16
	v_writelane_b32 v0, s30, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, refine_upper_func_3_6@rel32@lo+4
	s_addc_u32 s1, s1, refine_upper_func_3_6@rel32@hi+12
	v_writelane_b32 v0, s31, 1
	s_swappc_b64 s[30:31], s[0:1]
	v_readlane_b32 s31, v0, 1
	v_readlane_b32 s30, v0, 0
	s_mov_b32 s32, s33
	s_xor_saveexec_b64 s[0:1], -1
	scratch_load_dword v0, off, s33         ; 4-byte Folded Reload
	s_mov_b64 exec, s[0:1]
	s_mov_b32 s33, s2
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end27:
	.size	refine_lower_func_4_8, .Lfunc_end27-refine_lower_func_4_8
                                        ; -- End function
	.set .Lrefine_lower_func_4_8.num_vgpr, max(1, .Lrefine_upper_func_3_6.num_vgpr)
	.set .Lrefine_lower_func_4_8.num_agpr, max(0, .Lrefine_upper_func_3_6.num_agpr)
	.set .Lrefine_lower_func_4_8.numbered_sgpr, max(34, .Lrefine_upper_func_3_6.numbered_sgpr)
	.set .Lrefine_lower_func_4_8.num_named_barrier, max(0, .Lrefine_upper_func_3_6.num_named_barrier)
	.set .Lrefine_lower_func_4_8.private_seg_size, 16+max(.Lrefine_upper_func_3_6.private_seg_size)
	.set .Lrefine_lower_func_4_8.uses_vcc, or(0, .Lrefine_upper_func_3_6.uses_vcc)
	.set .Lrefine_lower_func_4_8.uses_flat_scratch, or(0, .Lrefine_upper_func_3_6.uses_flat_scratch)
	.set .Lrefine_lower_func_4_8.has_dyn_sized_stack, or(0, .Lrefine_upper_func_3_6.has_dyn_sized_stack)
	.set .Lrefine_lower_func_4_8.has_recursion, or(1, .Lrefine_upper_func_3_6.has_recursion)
	.set .Lrefine_lower_func_4_8.has_indirect_call, or(0, .Lrefine_upper_func_3_6.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 120
; TotalNumSgprs: 40
; NumVgprs: 1
; NumAgprs: 0
; TotalNumVgprs: 1
; ScratchSize: 16
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function func_9_10_a
	.type	func_9_10_a,@function
func_9_10_a:                            ; @func_9_10_a
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end28:
	.size	func_9_10_a, .Lfunc_end28-func_9_10_a
                                        ; -- End function
	.set .Lfunc_9_10_a.num_vgpr, 0
	.set .Lfunc_9_10_a.num_agpr, 0
	.set .Lfunc_9_10_a.numbered_sgpr, 32
	.set .Lfunc_9_10_a.num_named_barrier, 0
	.set .Lfunc_9_10_a.private_seg_size, 0
	.set .Lfunc_9_10_a.uses_vcc, 0
	.set .Lfunc_9_10_a.uses_flat_scratch, 0
	.set .Lfunc_9_10_a.has_dyn_sized_stack, 0
	.set .Lfunc_9_10_a.has_recursion, 0
	.set .Lfunc_9_10_a.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 8
; TotalNumSgprs: 38
; NumVgprs: 0
; NumAgprs: 0
; TotalNumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	kernel_foo_6_8                  ; -- Begin function kernel_foo_6_8
	.p2align	8
	.type	kernel_foo_6_8,@function
kernel_foo_6_8:                         ; @kernel_foo_6_8
; %bb.0:
	s_mov_b32 s14, s10
	s_mov_b32 s13, s9
	s_mov_b32 s12, s8
	s_mov_b64 s[10:11], s[6:7]
	s_mov_b64 s[8:9], s[4:5]
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[4:5], s[0:1]
	v_mov_b32_e32 v31, v0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, refine_upper_func_3_6@rel32@lo+4
	s_addc_u32 s1, s1, refine_upper_func_3_6@rel32@hi+12
	s_mov_b32 s32, 0
	s_swappc_b64 s[30:31], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, refine_lower_func_4_8@rel32@lo+4
	s_addc_u32 s1, s1, refine_lower_func_4_8@rel32@hi+12
	s_swappc_b64 s[30:31], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, func_9_10_a@rel32@lo+4
	s_addc_u32 s1, s1, func_9_10_a@rel32@hi+12
	s_swappc_b64 s[30:31], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kernel_foo_6_8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16
		.amdhsa_kernarg_size 256
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
		.amdhsa_next_free_sgpr 34
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
.Lfunc_end29:
	.size	kernel_foo_6_8, .Lfunc_end29-kernel_foo_6_8
                                        ; -- End function
	.set kernel_foo_6_8.num_vgpr, max(32, .Lrefine_upper_func_3_6.num_vgpr, .Lrefine_lower_func_4_8.num_vgpr, .Lfunc_9_10_a.num_vgpr)
	.set kernel_foo_6_8.num_agpr, max(0, .Lrefine_upper_func_3_6.num_agpr, .Lrefine_lower_func_4_8.num_agpr, .Lfunc_9_10_a.num_agpr)
	.set kernel_foo_6_8.numbered_sgpr, max(33, .Lrefine_upper_func_3_6.numbered_sgpr, .Lrefine_lower_func_4_8.numbered_sgpr, .Lfunc_9_10_a.numbered_sgpr)
	.set kernel_foo_6_8.num_named_barrier, max(0, .Lrefine_upper_func_3_6.num_named_barrier, .Lrefine_lower_func_4_8.num_named_barrier, .Lfunc_9_10_a.num_named_barrier)
	.set kernel_foo_6_8.private_seg_size, 0+max(.Lrefine_upper_func_3_6.private_seg_size, .Lrefine_lower_func_4_8.private_seg_size, .Lfunc_9_10_a.private_seg_size)
	.set kernel_foo_6_8.uses_vcc, or(0, .Lrefine_upper_func_3_6.uses_vcc, .Lrefine_lower_func_4_8.uses_vcc, .Lfunc_9_10_a.uses_vcc)
	.set kernel_foo_6_8.uses_flat_scratch, or(0, .Lrefine_upper_func_3_6.uses_flat_scratch, .Lrefine_lower_func_4_8.uses_flat_scratch, .Lfunc_9_10_a.uses_flat_scratch)
	.set kernel_foo_6_8.has_dyn_sized_stack, or(0, .Lrefine_upper_func_3_6.has_dyn_sized_stack, .Lrefine_lower_func_4_8.has_dyn_sized_stack, .Lfunc_9_10_a.has_dyn_sized_stack)
	.set kernel_foo_6_8.has_recursion, or(1, .Lrefine_upper_func_3_6.has_recursion, .Lrefine_lower_func_4_8.has_recursion, .Lfunc_9_10_a.has_recursion)
	.set kernel_foo_6_8.has_indirect_call, or(0, .Lrefine_upper_func_3_6.has_indirect_call, .Lrefine_lower_func_4_8.has_indirect_call, .Lfunc_9_10_a.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 112
; TotalNumSgprs: 40
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 16
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 40
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
	.p2align	2                               ; -- Begin function func_5_5
	.type	func_5_5,@function
func_5_5:                               ; @func_5_5
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end30:
	.size	func_5_5, .Lfunc_end30-func_5_5
                                        ; -- End function
	.set .Lfunc_5_5.num_vgpr, 0
	.set .Lfunc_5_5.num_agpr, 0
	.set .Lfunc_5_5.numbered_sgpr, 32
	.set .Lfunc_5_5.num_named_barrier, 0
	.set .Lfunc_5_5.private_seg_size, 0
	.set .Lfunc_5_5.uses_vcc, 0
	.set .Lfunc_5_5.uses_flat_scratch, 0
	.set .Lfunc_5_5.has_dyn_sized_stack, 0
	.set .Lfunc_5_5.has_recursion, 0
	.set .Lfunc_5_5.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 8
; TotalNumSgprs: 38
; NumVgprs: 0
; NumAgprs: 0
; TotalNumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function func_9_10_b
	.type	func_9_10_b,@function
func_9_10_b:                            ; @func_9_10_b
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end31:
	.size	func_9_10_b, .Lfunc_end31-func_9_10_b
                                        ; -- End function
	.set .Lfunc_9_10_b.num_vgpr, 0
	.set .Lfunc_9_10_b.num_agpr, 0
	.set .Lfunc_9_10_b.numbered_sgpr, 32
	.set .Lfunc_9_10_b.num_named_barrier, 0
	.set .Lfunc_9_10_b.private_seg_size, 0
	.set .Lfunc_9_10_b.uses_vcc, 0
	.set .Lfunc_9_10_b.uses_flat_scratch, 0
	.set .Lfunc_9_10_b.has_dyn_sized_stack, 0
	.set .Lfunc_9_10_b.has_recursion, 0
	.set .Lfunc_9_10_b.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 8
; TotalNumSgprs: 38
; NumVgprs: 0
; NumAgprs: 0
; TotalNumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function func_5_8
	.type	func_5_8,@function
func_5_8:                               ; @func_5_8
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end32:
	.size	func_5_8, .Lfunc_end32-func_5_8
                                        ; -- End function
	.set .Lfunc_5_8.num_vgpr, 0
	.set .Lfunc_5_8.num_agpr, 0
	.set .Lfunc_5_8.numbered_sgpr, 32
	.set .Lfunc_5_8.num_named_barrier, 0
	.set .Lfunc_5_8.private_seg_size, 0
	.set .Lfunc_5_8.uses_vcc, 0
	.set .Lfunc_5_8.uses_flat_scratch, 0
	.set .Lfunc_5_8.has_dyn_sized_stack, 0
	.set .Lfunc_5_8.has_recursion, 0
	.set .Lfunc_5_8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 8
; TotalNumSgprs: 38
; NumVgprs: 0
; NumAgprs: 0
; TotalNumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	externally_visible              ; -- Begin function externally_visible
	.p2align	2
	.type	externally_visible,@function
externally_visible:                     ; @externally_visible
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end33:
	.size	externally_visible, .Lfunc_end33-externally_visible
                                        ; -- End function
	.set externally_visible.num_vgpr, 0
	.set externally_visible.num_agpr, 0
	.set externally_visible.numbered_sgpr, 32
	.set externally_visible.num_named_barrier, 0
	.set externally_visible.private_seg_size, 0
	.set externally_visible.uses_vcc, 0
	.set externally_visible.uses_flat_scratch, 0
	.set externally_visible.has_dyn_sized_stack, 0
	.set externally_visible.has_recursion, 0
	.set externally_visible.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 8
; TotalNumSgprs: 38
; NumVgprs: 0
; NumAgprs: 0
; TotalNumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	kernel_bar_8_9                  ; -- Begin function kernel_bar_8_9
	.p2align	8
	.type	kernel_bar_8_9,@function
kernel_bar_8_9:                         ; @kernel_bar_8_9
; %bb.0:
	s_mov_b32 s14, s10
	s_mov_b32 s13, s9
	s_mov_b32 s12, s8
	s_mov_b64 s[10:11], s[6:7]
	s_mov_b64 s[8:9], s[4:5]
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[4:5], s[0:1]
	v_mov_b32_e32 v31, v0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, refine_upper_func_3_6@rel32@lo+4
	s_addc_u32 s1, s1, refine_upper_func_3_6@rel32@hi+12
	s_mov_b32 s32, 0
	s_swappc_b64 s[30:31], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, func_5_5@rel32@lo+4
	s_addc_u32 s1, s1, func_5_5@rel32@hi+12
	s_swappc_b64 s[30:31], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, func_9_10_b@rel32@lo+4
	s_addc_u32 s1, s1, func_9_10_b@rel32@hi+12
	s_swappc_b64 s[30:31], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, func_5_8@rel32@lo+4
	s_addc_u32 s1, s1, func_5_8@rel32@hi+12
	s_swappc_b64 s[30:31], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, externally_visible@gotpcrel32@lo+4
	s_addc_u32 s1, s1, externally_visible@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kernel_bar_8_9
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 256
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
.Lfunc_end34:
	.size	kernel_bar_8_9, .Lfunc_end34-kernel_bar_8_9
                                        ; -- End function
	.set kernel_bar_8_9.num_vgpr, max(32, .Lrefine_upper_func_3_6.num_vgpr, .Lfunc_5_5.num_vgpr, .Lfunc_9_10_b.num_vgpr, .Lfunc_5_8.num_vgpr, externally_visible.num_vgpr)
	.set kernel_bar_8_9.num_agpr, max(0, .Lrefine_upper_func_3_6.num_agpr, .Lfunc_5_5.num_agpr, .Lfunc_9_10_b.num_agpr, .Lfunc_5_8.num_agpr, externally_visible.num_agpr)
	.set kernel_bar_8_9.numbered_sgpr, max(33, .Lrefine_upper_func_3_6.numbered_sgpr, .Lfunc_5_5.numbered_sgpr, .Lfunc_9_10_b.numbered_sgpr, .Lfunc_5_8.numbered_sgpr, externally_visible.numbered_sgpr)
	.set kernel_bar_8_9.num_named_barrier, max(0, .Lrefine_upper_func_3_6.num_named_barrier, .Lfunc_5_5.num_named_barrier, .Lfunc_9_10_b.num_named_barrier, .Lfunc_5_8.num_named_barrier, externally_visible.num_named_barrier)
	.set kernel_bar_8_9.private_seg_size, 0+max(.Lrefine_upper_func_3_6.private_seg_size, .Lfunc_5_5.private_seg_size, .Lfunc_9_10_b.private_seg_size, .Lfunc_5_8.private_seg_size, externally_visible.private_seg_size)
	.set kernel_bar_8_9.uses_vcc, or(0, .Lrefine_upper_func_3_6.uses_vcc, .Lfunc_5_5.uses_vcc, .Lfunc_9_10_b.uses_vcc, .Lfunc_5_8.uses_vcc, externally_visible.uses_vcc)
	.set kernel_bar_8_9.uses_flat_scratch, or(0, .Lrefine_upper_func_3_6.uses_flat_scratch, .Lfunc_5_5.uses_flat_scratch, .Lfunc_9_10_b.uses_flat_scratch, .Lfunc_5_8.uses_flat_scratch, externally_visible.uses_flat_scratch)
	.set kernel_bar_8_9.has_dyn_sized_stack, or(0, .Lrefine_upper_func_3_6.has_dyn_sized_stack, .Lfunc_5_5.has_dyn_sized_stack, .Lfunc_9_10_b.has_dyn_sized_stack, .Lfunc_5_8.has_dyn_sized_stack, externally_visible.has_dyn_sized_stack)
	.set kernel_bar_8_9.has_recursion, or(1, .Lrefine_upper_func_3_6.has_recursion, .Lfunc_5_5.has_recursion, .Lfunc_9_10_b.has_recursion, .Lfunc_5_8.has_recursion, externally_visible.has_recursion)
	.set kernel_bar_8_9.has_indirect_call, or(0, .Lrefine_upper_func_3_6.has_indirect_call, .Lfunc_5_5.has_indirect_call, .Lfunc_9_10_b.has_indirect_call, .Lfunc_5_8.has_indirect_call, externally_visible.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 172
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
	.set amdgpu.max_num_vgpr, 42
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
      - .offset:         0
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         4
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         8
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         12
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         14
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         16
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         18
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         20
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         22
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         64
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         80
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         88
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         96
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         104
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         112
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         200
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .max_flat_workgroup_size: 64
    .name:           kernel_1_8
    .private_segment_fixed_size: 0
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         kernel_1_8.kd
    .uses_dynamic_stack: true
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         4
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         8
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         12
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         14
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         16
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         18
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         20
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         22
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         64
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         80
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         88
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         96
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         104
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         112
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         200
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .max_flat_workgroup_size: 64
    .name:           kernel_1_2
    .private_segment_fixed_size: 0
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         kernel_1_2.kd
    .uses_dynamic_stack: true
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         4
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         8
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         12
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         14
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         16
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         18
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         20
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         22
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         64
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         80
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         88
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         96
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         104
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         112
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         200
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .max_flat_workgroup_size: 64
    .name:           kernel_1_4
    .private_segment_fixed_size: 0
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         kernel_1_4.kd
    .uses_dynamic_stack: true
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         4
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         8
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         12
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         14
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         16
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         18
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         20
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         22
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         64
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         80
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         88
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         96
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         104
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         112
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         200
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .max_flat_workgroup_size: 64
    .name:           kernel_2_9
    .private_segment_fixed_size: 0
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         kernel_2_9.kd
    .uses_dynamic_stack: true
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         4
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         8
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         12
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         14
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         16
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         18
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         20
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         22
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         64
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         80
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         88
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         96
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         104
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         112
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         200
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .max_flat_workgroup_size: 64
    .name:           kernel_9_9
    .private_segment_fixed_size: 0
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         kernel_9_9.kd
    .uses_dynamic_stack: true
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         4
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         8
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         12
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         14
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         16
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         18
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         20
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         22
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         64
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         80
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         88
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         96
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         104
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         112
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         200
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .max_flat_workgroup_size: 64
    .name:           kernel_2_8
    .private_segment_fixed_size: 0
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         kernel_2_8.kd
    .uses_dynamic_stack: true
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         4
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         8
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         12
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         14
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         16
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         18
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         20
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         22
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         64
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         80
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         88
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         96
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         104
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         112
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         200
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .max_flat_workgroup_size: 64
    .name:           kernel_3_8
    .private_segment_fixed_size: 16
    .sgpr_count:     59
    .sgpr_spill_count: 0
    .symbol:         kernel_3_8.kd
    .uses_dynamic_stack: true
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         4
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         8
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         12
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         14
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         16
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         18
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         20
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         22
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         64
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         80
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         88
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         96
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         104
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         112
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         200
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .max_flat_workgroup_size: 64
    .name:           kernel_invalid_bounds_0_8
    .private_segment_fixed_size: 0
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         kernel_invalid_bounds_0_8.kd
    .uses_dynamic_stack: true
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         4
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         8
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         12
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         14
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         16
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         18
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         20
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         22
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         64
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         80
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         88
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         96
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         104
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         112
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         200
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .max_flat_workgroup_size: 64
    .name:           kernel_invalid_bounds_1_123
    .private_segment_fixed_size: 0
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         kernel_invalid_bounds_1_123.kd
    .uses_dynamic_stack: true
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         4
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         8
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         12
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         14
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         16
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         18
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         20
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         22
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         64
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         80
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         88
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         96
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         104
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         112
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         200
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .max_flat_workgroup_size: 512
    .name:           kernel_3_6
    .private_segment_fixed_size: 0
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         kernel_3_6.kd
    .uses_dynamic_stack: true
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         4
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         8
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         12
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         14
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         16
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         18
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         20
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         22
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         64
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         80
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         88
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         96
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         104
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         112
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         200
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .max_flat_workgroup_size: 1024
    .name:           kernel_foo_6_8
    .private_segment_fixed_size: 16
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         kernel_foo_6_8.kd
    .uses_dynamic_stack: true
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         4
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         8
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         12
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         14
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         16
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         18
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         20
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         22
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         64
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         80
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         88
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         96
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         104
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         112
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         200
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .max_flat_workgroup_size: 1024
    .name:           kernel_bar_8_9
    .private_segment_fixed_size: 0
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         kernel_bar_8_9.kd
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
