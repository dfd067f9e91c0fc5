	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.hidden	callee_has_fp                   ; -- Begin function callee_has_fp
	.globl	callee_has_fp
	.p2align	2
	.type	callee_has_fp,@function
callee_has_fp:                          ; @callee_has_fp
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 8
	v_mov_b32_e32 v0, 1
	scratch_store_dword off, v0, s33 sc0 sc1
	s_waitcnt vmcnt(0)
	s_mov_b32 s32, s33
	s_mov_b32 s33, s0
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	callee_has_fp, .Lfunc_end0-callee_has_fp
                                        ; -- End function
	.set callee_has_fp.num_vgpr, 1
	.set callee_has_fp.num_agpr, 0
	.set callee_has_fp.numbered_sgpr, 34
	.set callee_has_fp.num_named_barrier, 0
	.set callee_has_fp.private_seg_size, 8
	.set callee_has_fp.uses_vcc, 0
	.set callee_has_fp.uses_flat_scratch, 0
	.set callee_has_fp.has_dyn_sized_stack, 0
	.set callee_has_fp.has_recursion, 0
	.set callee_has_fp.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 44
; TotalNumSgprs: 40
; NumVgprs: 1
; NumAgprs: 0
; TotalNumVgprs: 1
; ScratchSize: 8
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function csr_vgpr_spill_fp_callee
	.type	csr_vgpr_spill_fp_callee,@function
csr_vgpr_spill_fp_callee:               ; @csr_vgpr_spill_fp_callee
; %bb.0:                                ; %bb
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s2, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[0:1], -1
	scratch_store_dword off, v1, s33        ; 4-byte Folded Spill
	s_mov_b64 exec, s[0:1]
	s_add_i32 s32, s32, 16
	v_writelane_b32 v1, s30, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, callee_has_fp@rel32@lo+4
	s_addc_u32 s1, s1, callee_has_fp@rel32@hi+12
	v_accvgpr_write_b32 a0, v40             ;  Reload Reuse
	v_writelane_b32 v1, s31, 1
	s_swappc_b64 s[30:31], s[0:1]
	;;#ASMSTART
	; clobber csr v40
	;;#ASMEND
	v_readlane_b32 s31, v1, 1
	v_readlane_b32 s30, v1, 0
	v_accvgpr_read_b32 v40, a0              ;  Reload Reuse
	s_mov_b32 s32, s33
	s_xor_saveexec_b64 s[0:1], -1
	scratch_load_dword v1, off, s33         ; 4-byte Folded Reload
	s_mov_b64 exec, s[0:1]
	s_mov_b32 s33, s2
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	csr_vgpr_spill_fp_callee, .Lfunc_end1-csr_vgpr_spill_fp_callee
                                        ; -- End function
	.set .Lcsr_vgpr_spill_fp_callee.num_vgpr, max(41, callee_has_fp.num_vgpr)
	.set .Lcsr_vgpr_spill_fp_callee.num_agpr, max(1, callee_has_fp.num_agpr)
	.set .Lcsr_vgpr_spill_fp_callee.numbered_sgpr, max(34, callee_has_fp.numbered_sgpr)
	.set .Lcsr_vgpr_spill_fp_callee.num_named_barrier, max(0, callee_has_fp.num_named_barrier)
	.set .Lcsr_vgpr_spill_fp_callee.private_seg_size, 16+max(callee_has_fp.private_seg_size)
	.set .Lcsr_vgpr_spill_fp_callee.uses_vcc, or(0, callee_has_fp.uses_vcc)
	.set .Lcsr_vgpr_spill_fp_callee.uses_flat_scratch, or(0, callee_has_fp.uses_flat_scratch)
	.set .Lcsr_vgpr_spill_fp_callee.has_dyn_sized_stack, or(0, callee_has_fp.has_dyn_sized_stack)
	.set .Lcsr_vgpr_spill_fp_callee.has_recursion, or(1, callee_has_fp.has_recursion)
	.set .Lcsr_vgpr_spill_fp_callee.has_indirect_call, or(0, callee_has_fp.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 136
; TotalNumSgprs: 40
; NumVgprs: 41
; NumAgprs: 1
; TotalNumVgprs: 45
; ScratchSize: 24
; MemoryBound: 0
	.text
	.globl	kernel_call                     ; -- Begin function kernel_call
	.p2align	8
	.type	kernel_call,@function
kernel_call:                            ; @kernel_call
; %bb.0:                                ; %bb
	s_mov_b32 s14, s10
	s_mov_b32 s13, s9
	s_mov_b32 s12, s8
	s_mov_b64 s[10:11], s[6:7]
	s_mov_b64 s[8:9], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, csr_vgpr_spill_fp_callee@rel32@lo+4
	s_addc_u32 s17, s17, csr_vgpr_spill_fp_callee@rel32@hi+12
	s_mov_b64 s[4:5], s[0:1]
	s_mov_b64 s[6:7], s[2:3]
	v_mov_b32_e32 v31, v0
	s_mov_b32 s32, 0
	s_swappc_b64 s[30:31], s[16:17]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kernel_call
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 24
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
		.amdhsa_next_free_vgpr 45
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 44
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
	.size	kernel_call, .Lfunc_end2-kernel_call
                                        ; -- End function
	.set kernel_call.num_vgpr, max(32, .Lcsr_vgpr_spill_fp_callee.num_vgpr)
	.set kernel_call.num_agpr, max(0, .Lcsr_vgpr_spill_fp_callee.num_agpr)
	.set kernel_call.numbered_sgpr, max(33, .Lcsr_vgpr_spill_fp_callee.numbered_sgpr)
	.set kernel_call.num_named_barrier, max(0, .Lcsr_vgpr_spill_fp_callee.num_named_barrier)
	.set kernel_call.private_seg_size, 0+max(.Lcsr_vgpr_spill_fp_callee.private_seg_size)
	.set kernel_call.uses_vcc, or(0, .Lcsr_vgpr_spill_fp_callee.uses_vcc)
	.set kernel_call.uses_flat_scratch, or(0, .Lcsr_vgpr_spill_fp_callee.uses_flat_scratch)
	.set kernel_call.has_dyn_sized_stack, or(0, .Lcsr_vgpr_spill_fp_callee.has_dyn_sized_stack)
	.set kernel_call.has_recursion, or(1, .Lcsr_vgpr_spill_fp_callee.has_recursion)
	.set kernel_call.has_indirect_call, or(0, .Lcsr_vgpr_spill_fp_callee.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 64
; TotalNumSgprs: 40
; NumVgprs: 41
; NumAgprs: 1
; TotalNumVgprs: 45
; ScratchSize: 24
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 45
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2align	2                               ; -- Begin function csr_vgpr_spill_fp_tailcall_callee
	.type	csr_vgpr_spill_fp_tailcall_callee,@function
csr_vgpr_spill_fp_tailcall_callee:      ; @csr_vgpr_spill_fp_tailcall_callee
; %bb.0:                                ; %bb
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_xor_saveexec_b64 s[0:1], -1
	scratch_store_dword off, v1, s32        ; 4-byte Folded Spill
	s_mov_b64 exec, s[0:1]
	v_accvgpr_write_b32 a0, v40             ;  Reload Reuse
	v_writelane_b32 v1, s33, 0
	;;#ASMSTART
	; clobber csr v40
	;;#ASMEND
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, callee_has_fp@rel32@lo+4
	s_addc_u32 s1, s1, callee_has_fp@rel32@hi+12
	v_readlane_b32 s33, v1, 0
	v_accvgpr_read_b32 v40, a0              ;  Reload Reuse
	s_xor_saveexec_b64 s[2:3], -1
	scratch_load_dword v1, off, s32         ; 4-byte Folded Reload
	s_mov_b64 exec, s[2:3]
	s_setpc_b64 s[0:1]
.Lfunc_end3:
	.size	csr_vgpr_spill_fp_tailcall_callee, .Lfunc_end3-csr_vgpr_spill_fp_tailcall_callee
                                        ; -- End function
	.set .Lcsr_vgpr_spill_fp_tailcall_callee.num_vgpr, max(41, callee_has_fp.num_vgpr)
	.set .Lcsr_vgpr_spill_fp_tailcall_callee.num_agpr, max(1, callee_has_fp.num_agpr)
	.set .Lcsr_vgpr_spill_fp_tailcall_callee.numbered_sgpr, max(34, callee_has_fp.numbered_sgpr)
	.set .Lcsr_vgpr_spill_fp_tailcall_callee.num_named_barrier, max(0, callee_has_fp.num_named_barrier)
	.set .Lcsr_vgpr_spill_fp_tailcall_callee.private_seg_size, 8+max(callee_has_fp.private_seg_size)
	.set .Lcsr_vgpr_spill_fp_tailcall_callee.uses_vcc, or(0, callee_has_fp.uses_vcc)
	.set .Lcsr_vgpr_spill_fp_tailcall_callee.uses_flat_scratch, or(0, callee_has_fp.uses_flat_scratch)
	.set .Lcsr_vgpr_spill_fp_tailcall_callee.has_dyn_sized_stack, or(0, callee_has_fp.has_dyn_sized_stack)
	.set .Lcsr_vgpr_spill_fp_tailcall_callee.has_recursion, or(1, callee_has_fp.has_recursion)
	.set .Lcsr_vgpr_spill_fp_tailcall_callee.has_indirect_call, or(0, callee_has_fp.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 92
; TotalNumSgprs: 40
; NumVgprs: 41
; NumAgprs: 1
; TotalNumVgprs: 45
; ScratchSize: 16
; MemoryBound: 0
	.text
	.globl	kernel_tailcall                 ; -- Begin function kernel_tailcall
	.p2align	8
	.type	kernel_tailcall,@function
kernel_tailcall:                        ; @kernel_tailcall
; %bb.0:                                ; %bb
	s_mov_b32 s14, s10
	s_mov_b32 s13, s9
	s_mov_b32 s12, s8
	s_mov_b64 s[10:11], s[6:7]
	s_mov_b64 s[8:9], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, csr_vgpr_spill_fp_tailcall_callee@rel32@lo+4
	s_addc_u32 s17, s17, csr_vgpr_spill_fp_tailcall_callee@rel32@hi+12
	s_mov_b64 s[4:5], s[0:1]
	s_mov_b64 s[6:7], s[2:3]
	v_mov_b32_e32 v31, v0
	s_mov_b32 s32, 0
	s_swappc_b64 s[30:31], s[16:17]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kernel_tailcall
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
		.amdhsa_next_free_vgpr 45
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 44
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
	.size	kernel_tailcall, .Lfunc_end4-kernel_tailcall
                                        ; -- End function
	.set kernel_tailcall.num_vgpr, max(32, .Lcsr_vgpr_spill_fp_tailcall_callee.num_vgpr)
	.set kernel_tailcall.num_agpr, max(0, .Lcsr_vgpr_spill_fp_tailcall_callee.num_agpr)
	.set kernel_tailcall.numbered_sgpr, max(33, .Lcsr_vgpr_spill_fp_tailcall_callee.numbered_sgpr)
	.set kernel_tailcall.num_named_barrier, max(0, .Lcsr_vgpr_spill_fp_tailcall_callee.num_named_barrier)
	.set kernel_tailcall.private_seg_size, 0+max(.Lcsr_vgpr_spill_fp_tailcall_callee.private_seg_size)
	.set kernel_tailcall.uses_vcc, or(0, .Lcsr_vgpr_spill_fp_tailcall_callee.uses_vcc)
	.set kernel_tailcall.uses_flat_scratch, or(0, .Lcsr_vgpr_spill_fp_tailcall_callee.uses_flat_scratch)
	.set kernel_tailcall.has_dyn_sized_stack, or(0, .Lcsr_vgpr_spill_fp_tailcall_callee.has_dyn_sized_stack)
	.set kernel_tailcall.has_recursion, or(1, .Lcsr_vgpr_spill_fp_tailcall_callee.has_recursion)
	.set kernel_tailcall.has_indirect_call, or(0, .Lcsr_vgpr_spill_fp_tailcall_callee.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 64
; TotalNumSgprs: 40
; NumVgprs: 41
; NumAgprs: 1
; TotalNumVgprs: 45
; ScratchSize: 16
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 45
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.hidden	tail_call                       ; -- Begin function tail_call
	.globl	tail_call
	.p2align	2
	.type	tail_call,@function
tail_call:                              ; @tail_call
; %bb.0:                                ; %entry
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	v_mov_b32_e32 v0, 0
	s_mov_b32 s33, s0
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	tail_call, .Lfunc_end5-tail_call
                                        ; -- End function
	.set tail_call.num_vgpr, 1
	.set tail_call.num_agpr, 0
	.set tail_call.numbered_sgpr, 34
	.set tail_call.num_named_barrier, 0
	.set tail_call.private_seg_size, 0
	.set tail_call.uses_vcc, 0
	.set tail_call.uses_flat_scratch, 0
	.set tail_call.has_dyn_sized_stack, 0
	.set tail_call.has_recursion, 0
	.set tail_call.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 24
; TotalNumSgprs: 40
; NumVgprs: 1
; NumAgprs: 0
; TotalNumVgprs: 1
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	caller_save_vgpr_spill_fp_tail_call ; -- Begin function caller_save_vgpr_spill_fp_tail_call
	.globl	caller_save_vgpr_spill_fp_tail_call
	.p2align	2
	.type	caller_save_vgpr_spill_fp_tail_call,@function
caller_save_vgpr_spill_fp_tail_call:    ; @caller_save_vgpr_spill_fp_tail_call
; %bb.0:                                ; %entry
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s2, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[0:1], -1
	scratch_store_dword off, v1, s33        ; 4-byte Folded Spill
	s_mov_b64 exec, s[0:1]
	s_add_i32 s32, s32, 16
	v_writelane_b32 v1, s30, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, tail_call@rel32@lo+4
	s_addc_u32 s1, s1, tail_call@rel32@hi+12
	v_writelane_b32 v1, s31, 1
	s_swappc_b64 s[30:31], s[0:1]
	v_readlane_b32 s31, v1, 1
	v_readlane_b32 s30, v1, 0
	s_mov_b32 s32, s33
	s_xor_saveexec_b64 s[0:1], -1
	scratch_load_dword v1, off, s33         ; 4-byte Folded Reload
	s_mov_b64 exec, s[0:1]
	s_mov_b32 s33, s2
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end6:
	.size	caller_save_vgpr_spill_fp_tail_call, .Lfunc_end6-caller_save_vgpr_spill_fp_tail_call
                                        ; -- End function
	.set caller_save_vgpr_spill_fp_tail_call.num_vgpr, max(2, tail_call.num_vgpr)
	.set caller_save_vgpr_spill_fp_tail_call.num_agpr, max(0, tail_call.num_agpr)
	.set caller_save_vgpr_spill_fp_tail_call.numbered_sgpr, max(34, tail_call.numbered_sgpr)
	.set caller_save_vgpr_spill_fp_tail_call.num_named_barrier, max(0, tail_call.num_named_barrier)
	.set caller_save_vgpr_spill_fp_tail_call.private_seg_size, 16+max(tail_call.private_seg_size)
	.set caller_save_vgpr_spill_fp_tail_call.uses_vcc, or(0, tail_call.uses_vcc)
	.set caller_save_vgpr_spill_fp_tail_call.uses_flat_scratch, or(0, tail_call.uses_flat_scratch)
	.set caller_save_vgpr_spill_fp_tail_call.has_dyn_sized_stack, or(0, tail_call.has_dyn_sized_stack)
	.set caller_save_vgpr_spill_fp_tail_call.has_recursion, or(1, tail_call.has_recursion)
	.set caller_save_vgpr_spill_fp_tail_call.has_indirect_call, or(0, tail_call.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 120
; TotalNumSgprs: 40
; NumVgprs: 2
; NumAgprs: 0
; TotalNumVgprs: 2
; ScratchSize: 16
; MemoryBound: 0
	.text
	.hidden	caller_save_vgpr_spill_fp       ; -- Begin function caller_save_vgpr_spill_fp
	.globl	caller_save_vgpr_spill_fp
	.p2align	2
	.type	caller_save_vgpr_spill_fp,@function
caller_save_vgpr_spill_fp:              ; @caller_save_vgpr_spill_fp
; %bb.0:                                ; %entry
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s3, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[0:1], -1
	scratch_store_dword off, v2, s33        ; 4-byte Folded Spill
	s_mov_b64 exec, s[0:1]
	s_add_i32 s32, s32, 16
	v_writelane_b32 v2, s30, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, caller_save_vgpr_spill_fp_tail_call@rel32@lo+4
	s_addc_u32 s1, s1, caller_save_vgpr_spill_fp_tail_call@rel32@hi+12
	v_writelane_b32 v2, s31, 1
	s_swappc_b64 s[30:31], s[0:1]
	v_readlane_b32 s31, v2, 1
	v_readlane_b32 s30, v2, 0
	s_mov_b32 s32, s33
	s_xor_saveexec_b64 s[0:1], -1
	scratch_load_dword v2, off, s33         ; 4-byte Folded Reload
	s_mov_b64 exec, s[0:1]
	s_mov_b32 s33, s3
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end7:
	.size	caller_save_vgpr_spill_fp, .Lfunc_end7-caller_save_vgpr_spill_fp
                                        ; -- End function
	.set caller_save_vgpr_spill_fp.num_vgpr, max(3, caller_save_vgpr_spill_fp_tail_call.num_vgpr)
	.set caller_save_vgpr_spill_fp.num_agpr, max(0, caller_save_vgpr_spill_fp_tail_call.num_agpr)
	.set caller_save_vgpr_spill_fp.numbered_sgpr, max(34, caller_save_vgpr_spill_fp_tail_call.numbered_sgpr)
	.set caller_save_vgpr_spill_fp.num_named_barrier, max(0, caller_save_vgpr_spill_fp_tail_call.num_named_barrier)
	.set caller_save_vgpr_spill_fp.private_seg_size, 16+max(caller_save_vgpr_spill_fp_tail_call.private_seg_size)
	.set caller_save_vgpr_spill_fp.uses_vcc, or(0, caller_save_vgpr_spill_fp_tail_call.uses_vcc)
	.set caller_save_vgpr_spill_fp.uses_flat_scratch, or(0, caller_save_vgpr_spill_fp_tail_call.uses_flat_scratch)
	.set caller_save_vgpr_spill_fp.has_dyn_sized_stack, or(0, caller_save_vgpr_spill_fp_tail_call.has_dyn_sized_stack)
	.set caller_save_vgpr_spill_fp.has_recursion, or(1, caller_save_vgpr_spill_fp_tail_call.has_recursion)
	.set caller_save_vgpr_spill_fp.has_indirect_call, or(0, caller_save_vgpr_spill_fp_tail_call.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 120
; TotalNumSgprs: 40
; NumVgprs: 3
; NumAgprs: 0
; TotalNumVgprs: 3
; ScratchSize: 32
; MemoryBound: 0
	.text
	.protected	kernel                  ; -- Begin function kernel
	.globl	kernel
	.p2align	8
	.type	kernel,@function
kernel:                                 ; @kernel
; %bb.0:                                ; %entry
	s_mov_b32 s14, s10
	s_mov_b32 s13, s9
	s_mov_b32 s12, s8
	s_mov_b64 s[10:11], s[6:7]
	s_mov_b64 s[8:9], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, caller_save_vgpr_spill_fp@rel32@lo+4
	s_addc_u32 s17, s17, caller_save_vgpr_spill_fp@rel32@hi+12
	s_mov_b64 s[4:5], s[0:1]
	s_mov_b64 s[6:7], s[2:3]
	v_mov_b32_e32 v31, v0
	s_mov_b32 s32, 0
	s_swappc_b64 s[30:31], s[16:17]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 32
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
.Lfunc_end8:
	.size	kernel, .Lfunc_end8-kernel
                                        ; -- End function
	.set kernel.num_vgpr, max(32, caller_save_vgpr_spill_fp.num_vgpr)
	.set kernel.num_agpr, max(0, caller_save_vgpr_spill_fp.num_agpr)
	.set kernel.numbered_sgpr, max(33, caller_save_vgpr_spill_fp.numbered_sgpr)
	.set kernel.num_named_barrier, max(0, caller_save_vgpr_spill_fp.num_named_barrier)
	.set kernel.private_seg_size, 0+max(caller_save_vgpr_spill_fp.private_seg_size)
	.set kernel.uses_vcc, or(0, caller_save_vgpr_spill_fp.uses_vcc)
	.set kernel.uses_flat_scratch, or(0, caller_save_vgpr_spill_fp.uses_flat_scratch)
	.set kernel.has_dyn_sized_stack, or(0, caller_save_vgpr_spill_fp.has_dyn_sized_stack)
	.set kernel.has_recursion, or(1, caller_save_vgpr_spill_fp.has_recursion)
	.set kernel.has_indirect_call, or(0, caller_save_vgpr_spill_fp.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 64
; TotalNumSgprs: 40
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 32
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
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 41
	.set amdgpu.max_num_agpr, 1
	.set amdgpu.max_num_sgpr, 34
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
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
    .name:           kernel_call
    .private_segment_fixed_size: 24
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         kernel_call.kd
    .uses_dynamic_stack: true
    .vgpr_count:     45
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
    .name:           kernel_tailcall
    .private_segment_fixed_size: 16
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         kernel_tailcall.kd
    .uses_dynamic_stack: true
    .vgpr_count:     45
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
    .name:           kernel
    .private_segment_fixed_size: 32
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         kernel.kd
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
