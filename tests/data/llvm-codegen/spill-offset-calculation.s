	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	test_inst_offset_kernel         ; -- Begin function test_inst_offset_kernel
	.p2align	8
	.type	test_inst_offset_kernel,@function
test_inst_offset_kernel:                ; @test_inst_offset_kernel
; %bb.0:                                ; %entry
	scratch_load_dword v8, off, off offset:4 sc0 sc1
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	;;#ASMEND
	scratch_store_dword off, v8, off offset:4 sc0 sc1
	s_waitcnt vmcnt(0)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel test_inst_offset_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 4092
		.amdhsa_kernarg_size 256
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
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 0
		.amdhsa_accum_offset 12
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
	.size	test_inst_offset_kernel, .Lfunc_end0-test_inst_offset_kernel
                                        ; -- End function
	.set test_inst_offset_kernel.num_vgpr, 9
	.set test_inst_offset_kernel.num_agpr, 0
	.set test_inst_offset_kernel.numbered_sgpr, 0
	.set test_inst_offset_kernel.num_named_barrier, 0
	.set test_inst_offset_kernel.private_seg_size, 4092
	.set test_inst_offset_kernel.uses_vcc, 0
	.set test_inst_offset_kernel.uses_flat_scratch, 0
	.set test_inst_offset_kernel.has_dyn_sized_stack, 0
	.set test_inst_offset_kernel.has_recursion, 0
	.set test_inst_offset_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 28
; TotalNumSgprs: 6
; NumVgprs: 9
; NumAgprs: 0
; TotalNumVgprs: 9
; ScratchSize: 4092
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 6
; NumVGPRsForWavesPerEU: 9
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.globl	test_sgpr_offset_kernel         ; -- Begin function test_sgpr_offset_kernel
	.p2align	8
	.type	test_sgpr_offset_kernel,@function
test_sgpr_offset_kernel:                ; @test_sgpr_offset_kernel
; %bb.0:                                ; %entry
	scratch_load_dword v8, off, off offset:4 sc0 sc1
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	;;#ASMEND
	scratch_store_dword off, v8, off offset:4 sc0 sc1
	s_waitcnt vmcnt(0)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel test_sgpr_offset_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 4096
		.amdhsa_kernarg_size 256
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
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 0
		.amdhsa_accum_offset 12
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
	.size	test_sgpr_offset_kernel, .Lfunc_end1-test_sgpr_offset_kernel
                                        ; -- End function
	.set test_sgpr_offset_kernel.num_vgpr, 9
	.set test_sgpr_offset_kernel.num_agpr, 0
	.set test_sgpr_offset_kernel.numbered_sgpr, 0
	.set test_sgpr_offset_kernel.num_named_barrier, 0
	.set test_sgpr_offset_kernel.private_seg_size, 4096
	.set test_sgpr_offset_kernel.uses_vcc, 0
	.set test_sgpr_offset_kernel.uses_flat_scratch, 0
	.set test_sgpr_offset_kernel.has_dyn_sized_stack, 0
	.set test_sgpr_offset_kernel.has_recursion, 0
	.set test_sgpr_offset_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 28
; TotalNumSgprs: 6
; NumVgprs: 9
; NumAgprs: 0
; TotalNumVgprs: 9
; ScratchSize: 4096
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 6
; NumVGPRsForWavesPerEU: 9
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.globl	test_sgpr_offset_function_scavenge_fail_func ; -- Begin function test_sgpr_offset_function_scavenge_fail_func
	.p2align	2
	.type	test_sgpr_offset_function_scavenge_fail_func,@function
test_sgpr_offset_function_scavenge_fail_func: ; @test_sgpr_offset_function_scavenge_fail_func
; %bb.0:                                ; %entry
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	;;#ASMSTART
	;;#ASMEND
	scratch_load_dword v0, off, s32 offset:8 sc0 sc1
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	;;#ASMEND
	;;#ASMSTART
	;;#ASMEND
	v_accvgpr_write_b32 a0, v0
	;;#ASMSTART
	;;#ASMEND
	s_nop 0
	v_accvgpr_read_b32 v0, a0
	;;#ASMSTART
	;;#ASMEND
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	test_sgpr_offset_function_scavenge_fail_func, .Lfunc_end2-test_sgpr_offset_function_scavenge_fail_func
                                        ; -- End function
	.set test_sgpr_offset_function_scavenge_fail_func.num_vgpr, 8
	.set test_sgpr_offset_function_scavenge_fail_func.num_agpr, 1
	.set test_sgpr_offset_function_scavenge_fail_func.numbered_sgpr, 33
	.set test_sgpr_offset_function_scavenge_fail_func.num_named_barrier, 0
	.set test_sgpr_offset_function_scavenge_fail_func.private_seg_size, 4100
	.set test_sgpr_offset_function_scavenge_fail_func.uses_vcc, 0
	.set test_sgpr_offset_function_scavenge_fail_func.uses_flat_scratch, 0
	.set test_sgpr_offset_function_scavenge_fail_func.has_dyn_sized_stack, 0
	.set test_sgpr_offset_function_scavenge_fail_func.has_recursion, 0
	.set test_sgpr_offset_function_scavenge_fail_func.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 40
; TotalNumSgprs: 39
; NumVgprs: 8
; NumAgprs: 1
; TotalNumVgprs: 9
; ScratchSize: 4100
; MemoryBound: 0
	.text
	.globl	test_sgpr_offset_function_scavenge_fail_kernel ; -- Begin function test_sgpr_offset_function_scavenge_fail_kernel
	.p2align	8
	.type	test_sgpr_offset_function_scavenge_fail_kernel,@function
test_sgpr_offset_function_scavenge_fail_kernel: ; @test_sgpr_offset_function_scavenge_fail_kernel
; %bb.0:                                ; %entry
	;;#ASMSTART
	;;#ASMEND
	scratch_load_dword v0, off, off offset:8 sc0 sc1
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	;;#ASMEND
	;;#ASMSTART
	;;#ASMEND
	v_accvgpr_write_b32 a0, v0
	;;#ASMSTART
	;;#ASMEND
	s_nop 0
	v_accvgpr_read_b32 v0, a0
	;;#ASMSTART
	;;#ASMEND
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel test_sgpr_offset_function_scavenge_fail_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 4100
		.amdhsa_kernarg_size 256
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
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 8
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
.Lfunc_end3:
	.size	test_sgpr_offset_function_scavenge_fail_kernel, .Lfunc_end3-test_sgpr_offset_function_scavenge_fail_kernel
                                        ; -- End function
	.set test_sgpr_offset_function_scavenge_fail_kernel.num_vgpr, 8
	.set test_sgpr_offset_function_scavenge_fail_kernel.num_agpr, 1
	.set test_sgpr_offset_function_scavenge_fail_kernel.numbered_sgpr, 8
	.set test_sgpr_offset_function_scavenge_fail_kernel.num_named_barrier, 0
	.set test_sgpr_offset_function_scavenge_fail_kernel.private_seg_size, 4100
	.set test_sgpr_offset_function_scavenge_fail_kernel.uses_vcc, 0
	.set test_sgpr_offset_function_scavenge_fail_kernel.uses_flat_scratch, 0
	.set test_sgpr_offset_function_scavenge_fail_kernel.has_dyn_sized_stack, 0
	.set test_sgpr_offset_function_scavenge_fail_kernel.has_recursion, 0
	.set test_sgpr_offset_function_scavenge_fail_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 36
; TotalNumSgprs: 14
; NumVgprs: 8
; NumAgprs: 1
; TotalNumVgprs: 9
; ScratchSize: 4100
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 9
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
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
	.globl	test_sgpr_offset_subregs_kernel ; -- Begin function test_sgpr_offset_subregs_kernel
	.p2align	8
	.type	test_sgpr_offset_subregs_kernel,@function
test_sgpr_offset_subregs_kernel:        ; @test_sgpr_offset_subregs_kernel
; %bb.0:                                ; %entry
	scratch_load_dwordx2 v[8:9], off, off offset:8 sc0 sc1
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	;;#ASMEND
	scratch_load_dword v0, off, off offset:4 sc0 sc1
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	; v[8:9]
	;;#ASMEND
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel test_sgpr_offset_subregs_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 4088
		.amdhsa_kernarg_size 256
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
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 0
		.amdhsa_accum_offset 12
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
.Lfunc_end4:
	.size	test_sgpr_offset_subregs_kernel, .Lfunc_end4-test_sgpr_offset_subregs_kernel
                                        ; -- End function
	.set test_sgpr_offset_subregs_kernel.num_vgpr, 10
	.set test_sgpr_offset_subregs_kernel.num_agpr, 0
	.set test_sgpr_offset_subregs_kernel.numbered_sgpr, 0
	.set test_sgpr_offset_subregs_kernel.num_named_barrier, 0
	.set test_sgpr_offset_subregs_kernel.private_seg_size, 4088
	.set test_sgpr_offset_subregs_kernel.uses_vcc, 0
	.set test_sgpr_offset_subregs_kernel.uses_flat_scratch, 0
	.set test_sgpr_offset_subregs_kernel.has_dyn_sized_stack, 0
	.set test_sgpr_offset_subregs_kernel.has_recursion, 0
	.set test_sgpr_offset_subregs_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 28
; TotalNumSgprs: 6
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 4088
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 6
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.globl	test_inst_offset_subregs_kernel ; -- Begin function test_inst_offset_subregs_kernel
	.p2align	8
	.type	test_inst_offset_subregs_kernel,@function
test_inst_offset_subregs_kernel:        ; @test_inst_offset_subregs_kernel
; %bb.0:                                ; %entry
	scratch_load_dwordx2 v[8:9], off, off offset:8 sc0 sc1
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	;;#ASMEND
	scratch_load_dword v0, off, off offset:4 sc0 sc1
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	; v[8:9]
	;;#ASMEND
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel test_inst_offset_subregs_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 4092
		.amdhsa_kernarg_size 256
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
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 0
		.amdhsa_accum_offset 12
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
.Lfunc_end5:
	.size	test_inst_offset_subregs_kernel, .Lfunc_end5-test_inst_offset_subregs_kernel
                                        ; -- End function
	.set test_inst_offset_subregs_kernel.num_vgpr, 10
	.set test_inst_offset_subregs_kernel.num_agpr, 0
	.set test_inst_offset_subregs_kernel.numbered_sgpr, 0
	.set test_inst_offset_subregs_kernel.num_named_barrier, 0
	.set test_inst_offset_subregs_kernel.private_seg_size, 4092
	.set test_inst_offset_subregs_kernel.uses_vcc, 0
	.set test_inst_offset_subregs_kernel.uses_flat_scratch, 0
	.set test_inst_offset_subregs_kernel.has_dyn_sized_stack, 0
	.set test_inst_offset_subregs_kernel.has_recursion, 0
	.set test_inst_offset_subregs_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 28
; TotalNumSgprs: 6
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 4092
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 6
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.globl	test_inst_offset_function       ; -- Begin function test_inst_offset_function
	.p2align	2
	.type	test_inst_offset_function,@function
test_inst_offset_function:              ; @test_inst_offset_function
; %bb.0:                                ; %entry
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	scratch_load_dword v8, off, s32 offset:4 sc0 sc1
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	;;#ASMEND
	scratch_store_dword off, v8, s32 offset:4 sc0 sc1
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end6:
	.size	test_inst_offset_function, .Lfunc_end6-test_inst_offset_function
                                        ; -- End function
	.set test_inst_offset_function.num_vgpr, 9
	.set test_inst_offset_function.num_agpr, 0
	.set test_inst_offset_function.numbered_sgpr, 33
	.set test_inst_offset_function.num_named_barrier, 0
	.set test_inst_offset_function.private_seg_size, 4092
	.set test_inst_offset_function.uses_vcc, 0
	.set test_inst_offset_function.uses_flat_scratch, 0
	.set test_inst_offset_function.has_dyn_sized_stack, 0
	.set test_inst_offset_function.has_recursion, 0
	.set test_inst_offset_function.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 32
; TotalNumSgprs: 39
; NumVgprs: 9
; NumAgprs: 0
; TotalNumVgprs: 9
; ScratchSize: 4092
; MemoryBound: 0
	.text
	.globl	test_sgpr_offset_function       ; -- Begin function test_sgpr_offset_function
	.p2align	2
	.type	test_sgpr_offset_function,@function
test_sgpr_offset_function:              ; @test_sgpr_offset_function
; %bb.0:                                ; %entry
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	scratch_load_dword v8, off, s32 offset:8 sc0 sc1
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	;;#ASMEND
	scratch_store_dword off, v8, s32 offset:8 sc0 sc1
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end7:
	.size	test_sgpr_offset_function, .Lfunc_end7-test_sgpr_offset_function
                                        ; -- End function
	.set test_sgpr_offset_function.num_vgpr, 9
	.set test_sgpr_offset_function.num_agpr, 0
	.set test_sgpr_offset_function.numbered_sgpr, 33
	.set test_sgpr_offset_function.num_named_barrier, 0
	.set test_sgpr_offset_function.private_seg_size, 4100
	.set test_sgpr_offset_function.uses_vcc, 0
	.set test_sgpr_offset_function.uses_flat_scratch, 0
	.set test_sgpr_offset_function.has_dyn_sized_stack, 0
	.set test_sgpr_offset_function.has_recursion, 0
	.set test_sgpr_offset_function.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 32
; TotalNumSgprs: 39
; NumVgprs: 9
; NumAgprs: 0
; TotalNumVgprs: 9
; ScratchSize: 4100
; MemoryBound: 0
	.text
	.globl	test_sgpr_offset_subregs_function ; -- Begin function test_sgpr_offset_subregs_function
	.p2align	2
	.type	test_sgpr_offset_subregs_function,@function
test_sgpr_offset_subregs_function:      ; @test_sgpr_offset_subregs_function
; %bb.0:                                ; %entry
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	scratch_load_dwordx2 v[8:9], off, s32 offset:8 sc0 sc1
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	;;#ASMEND
	scratch_load_dword v0, off, s32 offset:4 sc0 sc1
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	; v[8:9]
	;;#ASMEND
	s_setpc_b64 s[30:31]
.Lfunc_end8:
	.size	test_sgpr_offset_subregs_function, .Lfunc_end8-test_sgpr_offset_subregs_function
                                        ; -- End function
	.set test_sgpr_offset_subregs_function.num_vgpr, 10
	.set test_sgpr_offset_subregs_function.num_agpr, 0
	.set test_sgpr_offset_subregs_function.numbered_sgpr, 33
	.set test_sgpr_offset_subregs_function.num_named_barrier, 0
	.set test_sgpr_offset_subregs_function.private_seg_size, 4088
	.set test_sgpr_offset_subregs_function.uses_vcc, 0
	.set test_sgpr_offset_subregs_function.uses_flat_scratch, 0
	.set test_sgpr_offset_subregs_function.has_dyn_sized_stack, 0
	.set test_sgpr_offset_subregs_function.has_recursion, 0
	.set test_sgpr_offset_subregs_function.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 32
; TotalNumSgprs: 39
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 4088
; MemoryBound: 0
	.text
	.globl	test_inst_offset_subregs_function ; -- Begin function test_inst_offset_subregs_function
	.p2align	2
	.type	test_inst_offset_subregs_function,@function
test_inst_offset_subregs_function:      ; @test_inst_offset_subregs_function
; %bb.0:                                ; %entry
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	scratch_load_dwordx2 v[8:9], off, s32 offset:8 sc0 sc1
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	;;#ASMEND
	scratch_load_dword v0, off, s32 offset:4 sc0 sc1
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	; v[8:9]
	;;#ASMEND
	s_setpc_b64 s[30:31]
.Lfunc_end9:
	.size	test_inst_offset_subregs_function, .Lfunc_end9-test_inst_offset_subregs_function
                                        ; -- End function
	.set test_inst_offset_subregs_function.num_vgpr, 10
	.set test_inst_offset_subregs_function.num_agpr, 0
	.set test_inst_offset_subregs_function.numbered_sgpr, 33
	.set test_inst_offset_subregs_function.num_named_barrier, 0
	.set test_inst_offset_subregs_function.private_seg_size, 4092
	.set test_inst_offset_subregs_function.uses_vcc, 0
	.set test_inst_offset_subregs_function.uses_flat_scratch, 0
	.set test_inst_offset_subregs_function.has_dyn_sized_stack, 0
	.set test_inst_offset_subregs_function.has_recursion, 0
	.set test_inst_offset_subregs_function.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 32
; TotalNumSgprs: 39
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 4092
; MemoryBound: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 10
	.set amdgpu.max_num_agpr, 1
	.set amdgpu.max_num_sgpr, 33
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
    .max_flat_workgroup_size: 1024
    .name:           test_inst_offset_kernel
    .private_segment_fixed_size: 4092
    .sgpr_count:     6
    .sgpr_spill_count: 0
    .symbol:         test_inst_offset_kernel.kd
    .uses_dynamic_stack: false
    .vgpr_count:     9
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
    .name:           test_sgpr_offset_kernel
    .private_segment_fixed_size: 4096
    .sgpr_count:     6
    .sgpr_spill_count: 0
    .symbol:         test_sgpr_offset_kernel.kd
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     1
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
    .name:           test_sgpr_offset_function_scavenge_fail_kernel
    .private_segment_fixed_size: 4100
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         test_sgpr_offset_function_scavenge_fail_kernel.kd
    .uses_dynamic_stack: false
    .vgpr_count:     9
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
    .name:           test_sgpr_offset_subregs_kernel
    .private_segment_fixed_size: 4088
    .sgpr_count:     6
    .sgpr_spill_count: 0
    .symbol:         test_sgpr_offset_subregs_kernel.kd
    .uses_dynamic_stack: false
    .vgpr_count:     10
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
    .name:           test_inst_offset_subregs_kernel
    .private_segment_fixed_size: 4092
    .sgpr_count:     6
    .sgpr_spill_count: 0
    .symbol:         test_inst_offset_subregs_kernel.kd
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
