	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	spill                           ; -- Begin function spill
	.p2align	8
	.type	spill,@function
spill:                                  ; @spill
; %bb.0:                                ; %entry
	s_load_dword s69, s[4:5], 0x8
	;;#ASMSTART
	s_mov_b32 s0, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s1, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s2, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s3, 0
	;;#ASMEND
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s69, 0
	;;#ASMSTART
	s_mov_b32 s4, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s5, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s6, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s7, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s8, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s9, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s10, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s11, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s12, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s13, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s14, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s15, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s16, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s17, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s18, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s19, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s20, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s21, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s22, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s23, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s24, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s25, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s26, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s27, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s28, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s29, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s30, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s31, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s32, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s33, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s34, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s35, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s36, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s37, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s38, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s39, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s40, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s41, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s42, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s43, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s44, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s45, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s46, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s47, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s48, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s49, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s50, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s51, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s52, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s53, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s54, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s55, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s56, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s57, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s58, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s59, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s60, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s61, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s62, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s63, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s64, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s65, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s66, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s67, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s68, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s69, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s70, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s71, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s72, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s73, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s74, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s75, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s76, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s77, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s78, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s79, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s80, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s81, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s82, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s83, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s84, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s85, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s86, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s87, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s88, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s89, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s90, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s91, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s92, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s93, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s94, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s95, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s96, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s97, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s98, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s99, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s100, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s101, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 vcc_lo, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 vcc_hi, 0
	;;#ASMEND
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %bb2
	;;#ASMSTART
	v_nop_e64
    v_nop_e64
    v_nop_e64
    v_nop_e64
    v_nop_e64
    v_nop_e64
    v_nop_e64
    v_nop_e64
	;;#ASMEND
.LBB0_2:                                ; %bb3
	;;#ASMSTART
	; reg use s0
	;;#ASMEND
	;;#ASMSTART
	; reg use s1
	;;#ASMEND
	;;#ASMSTART
	; reg use s2
	;;#ASMEND
	;;#ASMSTART
	; reg use s3
	;;#ASMEND
	;;#ASMSTART
	; reg use s4
	;;#ASMEND
	;;#ASMSTART
	; reg use s5
	;;#ASMEND
	;;#ASMSTART
	; reg use s6
	;;#ASMEND
	;;#ASMSTART
	; reg use s7
	;;#ASMEND
	;;#ASMSTART
	; reg use s8
	;;#ASMEND
	;;#ASMSTART
	; reg use s9
	;;#ASMEND
	;;#ASMSTART
	; reg use s10
	;;#ASMEND
	;;#ASMSTART
	; reg use s11
	;;#ASMEND
	;;#ASMSTART
	; reg use s12
	;;#ASMEND
	;;#ASMSTART
	; reg use s13
	;;#ASMEND
	;;#ASMSTART
	; reg use s14
	;;#ASMEND
	;;#ASMSTART
	; reg use s15
	;;#ASMEND
	;;#ASMSTART
	; reg use s16
	;;#ASMEND
	;;#ASMSTART
	; reg use s17
	;;#ASMEND
	;;#ASMSTART
	; reg use s18
	;;#ASMEND
	;;#ASMSTART
	; reg use s19
	;;#ASMEND
	;;#ASMSTART
	; reg use s20
	;;#ASMEND
	;;#ASMSTART
	; reg use s21
	;;#ASMEND
	;;#ASMSTART
	; reg use s22
	;;#ASMEND
	;;#ASMSTART
	; reg use s23
	;;#ASMEND
	;;#ASMSTART
	; reg use s24
	;;#ASMEND
	;;#ASMSTART
	; reg use s25
	;;#ASMEND
	;;#ASMSTART
	; reg use s26
	;;#ASMEND
	;;#ASMSTART
	; reg use s27
	;;#ASMEND
	;;#ASMSTART
	; reg use s28
	;;#ASMEND
	;;#ASMSTART
	; reg use s29
	;;#ASMEND
	;;#ASMSTART
	; reg use s30
	;;#ASMEND
	;;#ASMSTART
	; reg use s31
	;;#ASMEND
	;;#ASMSTART
	; reg use s32
	;;#ASMEND
	;;#ASMSTART
	; reg use s33
	;;#ASMEND
	;;#ASMSTART
	; reg use s34
	;;#ASMEND
	;;#ASMSTART
	; reg use s35
	;;#ASMEND
	;;#ASMSTART
	; reg use s36
	;;#ASMEND
	;;#ASMSTART
	; reg use s37
	;;#ASMEND
	;;#ASMSTART
	; reg use s38
	;;#ASMEND
	;;#ASMSTART
	; reg use s39
	;;#ASMEND
	;;#ASMSTART
	; reg use s40
	;;#ASMEND
	;;#ASMSTART
	; reg use s41
	;;#ASMEND
	;;#ASMSTART
	; reg use s42
	;;#ASMEND
	;;#ASMSTART
	; reg use s43
	;;#ASMEND
	;;#ASMSTART
	; reg use s44
	;;#ASMEND
	;;#ASMSTART
	; reg use s45
	;;#ASMEND
	;;#ASMSTART
	; reg use s46
	;;#ASMEND
	;;#ASMSTART
	; reg use s47
	;;#ASMEND
	;;#ASMSTART
	; reg use s48
	;;#ASMEND
	;;#ASMSTART
	; reg use s49
	;;#ASMEND
	;;#ASMSTART
	; reg use s50
	;;#ASMEND
	;;#ASMSTART
	; reg use s51
	;;#ASMEND
	;;#ASMSTART
	; reg use s52
	;;#ASMEND
	;;#ASMSTART
	; reg use s53
	;;#ASMEND
	;;#ASMSTART
	; reg use s54
	;;#ASMEND
	;;#ASMSTART
	; reg use s55
	;;#ASMEND
	;;#ASMSTART
	; reg use s56
	;;#ASMEND
	;;#ASMSTART
	; reg use s57
	;;#ASMEND
	;;#ASMSTART
	; reg use s58
	;;#ASMEND
	;;#ASMSTART
	; reg use s59
	;;#ASMEND
	;;#ASMSTART
	; reg use s60
	;;#ASMEND
	;;#ASMSTART
	; reg use s61
	;;#ASMEND
	;;#ASMSTART
	; reg use s62
	;;#ASMEND
	;;#ASMSTART
	; reg use s63
	;;#ASMEND
	;;#ASMSTART
	; reg use s64
	;;#ASMEND
	;;#ASMSTART
	; reg use s65
	;;#ASMEND
	;;#ASMSTART
	; reg use s66
	;;#ASMEND
	;;#ASMSTART
	; reg use s67
	;;#ASMEND
	;;#ASMSTART
	; reg use s68
	;;#ASMEND
	;;#ASMSTART
	; reg use s69
	;;#ASMEND
	;;#ASMSTART
	; reg use s70
	;;#ASMEND
	;;#ASMSTART
	; reg use s71
	;;#ASMEND
	;;#ASMSTART
	; reg use s72
	;;#ASMEND
	;;#ASMSTART
	; reg use s73
	;;#ASMEND
	;;#ASMSTART
	; reg use s74
	;;#ASMEND
	;;#ASMSTART
	; reg use s75
	;;#ASMEND
	;;#ASMSTART
	; reg use s76
	;;#ASMEND
	;;#ASMSTART
	; reg use s77
	;;#ASMEND
	;;#ASMSTART
	; reg use s78
	;;#ASMEND
	;;#ASMSTART
	; reg use s79
	;;#ASMEND
	;;#ASMSTART
	; reg use s80
	;;#ASMEND
	;;#ASMSTART
	; reg use s81
	;;#ASMEND
	;;#ASMSTART
	; reg use s82
	;;#ASMEND
	;;#ASMSTART
	; reg use s83
	;;#ASMEND
	;;#ASMSTART
	; reg use s84
	;;#ASMEND
	;;#ASMSTART
	; reg use s85
	;;#ASMEND
	;;#ASMSTART
	; reg use s86
	;;#ASMEND
	;;#ASMSTART
	; reg use s87
	;;#ASMEND
	;;#ASMSTART
	; reg use s88
	;;#ASMEND
	;;#ASMSTART
	; reg use s89
	;;#ASMEND
	;;#ASMSTART
	; reg use s90
	;;#ASMEND
	;;#ASMSTART
	; reg use s91
	;;#ASMEND
	;;#ASMSTART
	; reg use s92
	;;#ASMEND
	;;#ASMSTART
	; reg use s93
	;;#ASMEND
	;;#ASMSTART
	; reg use s94
	;;#ASMEND
	;;#ASMSTART
	; reg use s95
	;;#ASMEND
	;;#ASMSTART
	; reg use s96
	;;#ASMEND
	;;#ASMSTART
	; reg use s97
	;;#ASMEND
	;;#ASMSTART
	; reg use s98
	;;#ASMEND
	;;#ASMSTART
	; reg use s99
	;;#ASMEND
	;;#ASMSTART
	; reg use s100
	;;#ASMEND
	;;#ASMSTART
	; reg use s101
	;;#ASMEND
	;;#ASMSTART
	; reg use vcc_lo
	;;#ASMEND
	;;#ASMSTART
	; reg use vcc_hi
	;;#ASMEND
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel spill
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
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 1
		.amdhsa_next_free_sgpr 102
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
	.size	spill, .Lfunc_end0-spill
                                        ; -- End function
	.set spill.num_vgpr, 0
	.set spill.num_agpr, 0
	.set spill.numbered_sgpr, 102
	.set spill.num_named_barrier, 0
	.set spill.private_seg_size, 0
	.set spill.uses_vcc, 1
	.set spill.uses_flat_scratch, 0
	.set spill.has_dyn_sized_stack, 0
	.set spill.has_recursion, 0
	.set spill.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1816
; TotalNumSgprs: 108
; NumVgprs: 0
; NumAgprs: 0
; TotalNumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 108
; NumVGPRsForWavesPerEU: 1
; AccumOffset: 4
; Occupancy: 7
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
	.globl	spill_func                      ; -- Begin function spill_func
	.p2align	2
	.type	spill_func,@function
spill_func:                             ; @spill_func
; %bb.0:                                ; %entry
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_xor_saveexec_b64 s[0:1], -1
	scratch_store_dword off, v0, s32        ; 4-byte Folded Spill
	s_mov_b64 exec, s[0:1]
	v_writelane_b32 v0, s30, 0
	v_writelane_b32 v0, s31, 1
	v_writelane_b32 v0, s33, 2
	v_writelane_b32 v0, s34, 3
	v_writelane_b32 v0, s35, 4
	v_writelane_b32 v0, s36, 5
	v_writelane_b32 v0, s37, 6
	v_writelane_b32 v0, s38, 7
	v_writelane_b32 v0, s39, 8
	v_writelane_b32 v0, s48, 9
	v_writelane_b32 v0, s49, 10
	v_writelane_b32 v0, s50, 11
	v_writelane_b32 v0, s51, 12
	v_writelane_b32 v0, s52, 13
	v_writelane_b32 v0, s53, 14
	v_writelane_b32 v0, s54, 15
	v_writelane_b32 v0, s55, 16
	v_writelane_b32 v0, s64, 17
	v_writelane_b32 v0, s65, 18
	v_writelane_b32 v0, s66, 19
	v_writelane_b32 v0, s67, 20
	v_writelane_b32 v0, s68, 21
	v_writelane_b32 v0, s69, 22
	v_writelane_b32 v0, s70, 23
	v_writelane_b32 v0, s71, 24
	v_writelane_b32 v0, s80, 25
	v_writelane_b32 v0, s81, 26
	v_writelane_b32 v0, s82, 27
	v_writelane_b32 v0, s83, 28
	v_writelane_b32 v0, s84, 29
	v_writelane_b32 v0, s85, 30
	v_writelane_b32 v0, s86, 31
	v_writelane_b32 v0, s87, 32
	v_writelane_b32 v0, s96, 33
	v_writelane_b32 v0, s97, 34
	v_writelane_b32 v0, s98, 35
	v_writelane_b32 v0, s99, 36
	s_mov_b32 s77, s12
	v_writelane_b32 v0, s100, 37
	s_cmp_eq_u32 s77, 0
	v_writelane_b32 v0, s101, 38
	;;#ASMSTART
	s_mov_b32 s0, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s1, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s2, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s3, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s4, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s5, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s6, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s7, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s8, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s9, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s10, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s11, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s12, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s13, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s14, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s15, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s16, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s17, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s18, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s19, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s20, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s21, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s22, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s23, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s24, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s25, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s26, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s27, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s28, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s29, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s30, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s31, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s32, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s33, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s34, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s35, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s36, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s37, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s38, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s39, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s40, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s41, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s42, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s43, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s44, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s45, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s46, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s47, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s48, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s49, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s50, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s51, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s52, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s53, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s54, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s55, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s56, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s57, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s58, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s59, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s60, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s61, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s62, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s63, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s64, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s65, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s66, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s67, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s68, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s69, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s70, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s71, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s72, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s73, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s74, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s75, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s76, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s77, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s78, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s79, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s80, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s81, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s82, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s83, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s84, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s85, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s86, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s87, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s88, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s89, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s90, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s91, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s92, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s93, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s94, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s95, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s96, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s97, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s98, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s99, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s100, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 s101, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 vcc_lo, 0
	;;#ASMEND
	;;#ASMSTART
	s_mov_b32 vcc_hi, 0
	;;#ASMEND
	s_cbranch_scc1 .LBB1_2
; %bb.1:                                ; %bb2
	;;#ASMSTART
	v_nop_e64
    v_nop_e64
    v_nop_e64
    v_nop_e64
    v_nop_e64
    v_nop_e64
    v_nop_e64
    v_nop_e64
	;;#ASMEND
.LBB1_2:                                ; %bb3
	;;#ASMSTART
	; reg use s0
	;;#ASMEND
	;;#ASMSTART
	; reg use s1
	;;#ASMEND
	;;#ASMSTART
	; reg use s2
	;;#ASMEND
	;;#ASMSTART
	; reg use s3
	;;#ASMEND
	;;#ASMSTART
	; reg use s4
	;;#ASMEND
	;;#ASMSTART
	; reg use s5
	;;#ASMEND
	;;#ASMSTART
	; reg use s6
	;;#ASMEND
	;;#ASMSTART
	; reg use s7
	;;#ASMEND
	;;#ASMSTART
	; reg use s8
	;;#ASMEND
	;;#ASMSTART
	; reg use s9
	;;#ASMEND
	;;#ASMSTART
	; reg use s10
	;;#ASMEND
	;;#ASMSTART
	; reg use s11
	;;#ASMEND
	;;#ASMSTART
	; reg use s12
	;;#ASMEND
	;;#ASMSTART
	; reg use s13
	;;#ASMEND
	;;#ASMSTART
	; reg use s14
	;;#ASMEND
	;;#ASMSTART
	; reg use s15
	;;#ASMEND
	;;#ASMSTART
	; reg use s16
	;;#ASMEND
	;;#ASMSTART
	; reg use s17
	;;#ASMEND
	;;#ASMSTART
	; reg use s18
	;;#ASMEND
	;;#ASMSTART
	; reg use s19
	;;#ASMEND
	;;#ASMSTART
	; reg use s20
	;;#ASMEND
	;;#ASMSTART
	; reg use s21
	;;#ASMEND
	;;#ASMSTART
	; reg use s22
	;;#ASMEND
	;;#ASMSTART
	; reg use s23
	;;#ASMEND
	;;#ASMSTART
	; reg use s24
	;;#ASMEND
	;;#ASMSTART
	; reg use s25
	;;#ASMEND
	;;#ASMSTART
	; reg use s26
	;;#ASMEND
	;;#ASMSTART
	; reg use s27
	;;#ASMEND
	;;#ASMSTART
	; reg use s28
	;;#ASMEND
	;;#ASMSTART
	; reg use s29
	;;#ASMEND
	;;#ASMSTART
	; reg use s30
	;;#ASMEND
	;;#ASMSTART
	; reg use s31
	;;#ASMEND
	;;#ASMSTART
	; reg use s32
	;;#ASMEND
	;;#ASMSTART
	; reg use s33
	;;#ASMEND
	;;#ASMSTART
	; reg use s34
	;;#ASMEND
	;;#ASMSTART
	; reg use s35
	;;#ASMEND
	;;#ASMSTART
	; reg use s36
	;;#ASMEND
	;;#ASMSTART
	; reg use s37
	;;#ASMEND
	;;#ASMSTART
	; reg use s38
	;;#ASMEND
	;;#ASMSTART
	; reg use s39
	;;#ASMEND
	;;#ASMSTART
	; reg use s40
	;;#ASMEND
	;;#ASMSTART
	; reg use s41
	;;#ASMEND
	;;#ASMSTART
	; reg use s42
	;;#ASMEND
	;;#ASMSTART
	; reg use s43
	;;#ASMEND
	;;#ASMSTART
	; reg use s44
	;;#ASMEND
	;;#ASMSTART
	; reg use s45
	;;#ASMEND
	;;#ASMSTART
	; reg use s46
	;;#ASMEND
	;;#ASMSTART
	; reg use s47
	;;#ASMEND
	;;#ASMSTART
	; reg use s48
	;;#ASMEND
	;;#ASMSTART
	; reg use s49
	;;#ASMEND
	;;#ASMSTART
	; reg use s50
	;;#ASMEND
	;;#ASMSTART
	; reg use s51
	;;#ASMEND
	;;#ASMSTART
	; reg use s52
	;;#ASMEND
	;;#ASMSTART
	; reg use s53
	;;#ASMEND
	;;#ASMSTART
	; reg use s54
	;;#ASMEND
	;;#ASMSTART
	; reg use s55
	;;#ASMEND
	;;#ASMSTART
	; reg use s56
	;;#ASMEND
	;;#ASMSTART
	; reg use s57
	;;#ASMEND
	;;#ASMSTART
	; reg use s58
	;;#ASMEND
	;;#ASMSTART
	; reg use s59
	;;#ASMEND
	;;#ASMSTART
	; reg use s60
	;;#ASMEND
	;;#ASMSTART
	; reg use s61
	;;#ASMEND
	;;#ASMSTART
	; reg use s62
	;;#ASMEND
	;;#ASMSTART
	; reg use s63
	;;#ASMEND
	;;#ASMSTART
	; reg use s64
	;;#ASMEND
	;;#ASMSTART
	; reg use s65
	;;#ASMEND
	;;#ASMSTART
	; reg use s66
	;;#ASMEND
	;;#ASMSTART
	; reg use s67
	;;#ASMEND
	;;#ASMSTART
	; reg use s68
	;;#ASMEND
	;;#ASMSTART
	; reg use s69
	;;#ASMEND
	;;#ASMSTART
	; reg use s70
	;;#ASMEND
	;;#ASMSTART
	; reg use s71
	;;#ASMEND
	;;#ASMSTART
	; reg use s72
	;;#ASMEND
	;;#ASMSTART
	; reg use s73
	;;#ASMEND
	;;#ASMSTART
	; reg use s74
	;;#ASMEND
	;;#ASMSTART
	; reg use s75
	;;#ASMEND
	;;#ASMSTART
	; reg use s76
	;;#ASMEND
	;;#ASMSTART
	; reg use s77
	;;#ASMEND
	;;#ASMSTART
	; reg use s78
	;;#ASMEND
	;;#ASMSTART
	; reg use s79
	;;#ASMEND
	;;#ASMSTART
	; reg use s80
	;;#ASMEND
	;;#ASMSTART
	; reg use s81
	;;#ASMEND
	;;#ASMSTART
	; reg use s82
	;;#ASMEND
	;;#ASMSTART
	; reg use s83
	;;#ASMEND
	;;#ASMSTART
	; reg use s84
	;;#ASMEND
	;;#ASMSTART
	; reg use s85
	;;#ASMEND
	;;#ASMSTART
	; reg use s86
	;;#ASMEND
	;;#ASMSTART
	; reg use s87
	;;#ASMEND
	;;#ASMSTART
	; reg use s88
	;;#ASMEND
	;;#ASMSTART
	; reg use s89
	;;#ASMEND
	;;#ASMSTART
	; reg use s90
	;;#ASMEND
	;;#ASMSTART
	; reg use s91
	;;#ASMEND
	;;#ASMSTART
	; reg use s92
	;;#ASMEND
	;;#ASMSTART
	; reg use s93
	;;#ASMEND
	;;#ASMSTART
	; reg use s94
	;;#ASMEND
	;;#ASMSTART
	; reg use s95
	;;#ASMEND
	;;#ASMSTART
	; reg use s96
	;;#ASMEND
	;;#ASMSTART
	; reg use s97
	;;#ASMEND
	;;#ASMSTART
	; reg use s98
	;;#ASMEND
	;;#ASMSTART
	; reg use s99
	;;#ASMEND
	;;#ASMSTART
	; reg use s100
	;;#ASMEND
	;;#ASMSTART
	; reg use s101
	;;#ASMEND
	;;#ASMSTART
	; reg use vcc_lo
	;;#ASMEND
	;;#ASMSTART
	; reg use vcc_hi
	;;#ASMEND
	v_readlane_b32 s101, v0, 38
	v_readlane_b32 s100, v0, 37
	v_readlane_b32 s99, v0, 36
	v_readlane_b32 s98, v0, 35
	v_readlane_b32 s97, v0, 34
	v_readlane_b32 s96, v0, 33
	v_readlane_b32 s87, v0, 32
	v_readlane_b32 s86, v0, 31
	v_readlane_b32 s85, v0, 30
	v_readlane_b32 s84, v0, 29
	v_readlane_b32 s83, v0, 28
	v_readlane_b32 s82, v0, 27
	v_readlane_b32 s81, v0, 26
	v_readlane_b32 s80, v0, 25
	v_readlane_b32 s71, v0, 24
	v_readlane_b32 s70, v0, 23
	v_readlane_b32 s69, v0, 22
	v_readlane_b32 s68, v0, 21
	v_readlane_b32 s67, v0, 20
	v_readlane_b32 s66, v0, 19
	v_readlane_b32 s65, v0, 18
	v_readlane_b32 s64, v0, 17
	v_readlane_b32 s55, v0, 16
	v_readlane_b32 s54, v0, 15
	v_readlane_b32 s53, v0, 14
	v_readlane_b32 s52, v0, 13
	v_readlane_b32 s51, v0, 12
	v_readlane_b32 s50, v0, 11
	v_readlane_b32 s49, v0, 10
	v_readlane_b32 s48, v0, 9
	v_readlane_b32 s39, v0, 8
	v_readlane_b32 s38, v0, 7
	v_readlane_b32 s37, v0, 6
	v_readlane_b32 s36, v0, 5
	v_readlane_b32 s35, v0, 4
	v_readlane_b32 s34, v0, 3
	v_readlane_b32 s33, v0, 2
	v_readlane_b32 s31, v0, 1
	v_readlane_b32 s30, v0, 0
	s_xor_saveexec_b64 s[0:1], -1
	scratch_load_dword v0, off, s32         ; 4-byte Folded Reload
	s_mov_b64 exec, s[0:1]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	spill_func, .Lfunc_end1-spill_func
                                        ; -- End function
	.set spill_func.num_vgpr, 1
	.set spill_func.num_agpr, 0
	.set spill_func.numbered_sgpr, 102
	.set spill_func.num_named_barrier, 0
	.set spill_func.private_seg_size, 8
	.set spill_func.uses_vcc, 1
	.set spill_func.uses_flat_scratch, 0
	.set spill_func.has_dyn_sized_stack, 0
	.set spill_func.has_recursion, 0
	.set spill_func.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 2472
; TotalNumSgprs: 108
; NumVgprs: 1
; NumAgprs: 0
; TotalNumVgprs: 1
; ScratchSize: 8
; MemoryBound: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 1
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 102
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .name:           arg
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .name:           cnd
        .offset:         8
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
    .name:           spill
    .private_segment_fixed_size: 0
    .sgpr_count:     108
    .sgpr_spill_count: 0
    .symbol:         spill.kd
    .uses_dynamic_stack: false
    .vgpr_count:     0
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
