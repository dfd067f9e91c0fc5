	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	log_exp_f64                     ; -- Begin function log_exp_f64
	.p2align	8
	.type	log_exp_f64,@function
log_exp_f64:                            ; @log_exp_f64
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.3:
	.file	1 "kernels/triton-emu" "sources.py"
	.loc	1 185 0 prologue_end            ; sources.py:185:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.4:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 27 39 is_stmt 1               ; sources.py:27:39 @[ sources.py:186:15 ]
	v_readfirstlane_b32 s0, v0
.Ltmp2:
	.loc	1 188 5                         ; sources.py:188:5
	s_and_b32 s0, s0, 0xc0
.Ltmp3:
	.loc	1 27 39                         ; sources.py:27:39 @[ sources.py:186:15 ]
	s_nop 0
	v_and_or_b32 v0, v0, 63, s0
	.loc	1 27 12 is_stmt 0               ; sources.py:27:12 @[ sources.py:186:15 ]
	v_lshl_or_b32 v0, s12, 8, v0
	.loc	1 28 18 is_stmt 1               ; sources.py:28:18 @[ sources.py:186:15 ]
	v_cmp_gt_i32_e32 vcc, s6, v0
.Ltmp4:
	.loc	1 187 9                         ; sources.py:187:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 187 17 is_stmt 0              ; sources.py:187:17
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[0:1]
	.loc	1 187 9                         ; sources.py:187:9
	global_load_dwordx2 v[2:3], v[2:3], off
	s_mov_b32 s0, 0x55555555
	s_mov_b32 s1, 0x3fe55555
	.loc	1 188 30 is_stmt 1              ; sources.py:188:30
	v_mov_b32_e32 v5, 0x3ff00000
	v_mov_b32_e32 v4, 0
	s_mov_b32 s6, 0xfefa39ef
	s_mov_b32 s7, 0xbfe62e42
	s_mov_b32 s9, 0x3fe62e42
	s_mov_b32 s12, 0x652b82fe
	s_mov_b32 s13, 0x3ff71547
	s_mov_b32 s8, s6
	s_mov_b32 s11, 0x3c7abc9e
	s_mov_b32 s10, 0x3b39803f
	v_mov_b32_e32 v18, 0xfca7ab0c
	v_mov_b32_e32 v19, 0x3e928af3
	s_mov_b32 s14, 0x6a5dcb37
	s_mov_b32 s15, 0x3e5ade15
	v_mov_b32_e32 v20, 0x623fde64
	v_mov_b32_e32 v21, 0x3ec71dee
	v_mov_b32_e32 v22, 0x7c89e6b0
	v_mov_b32_e32 v23, 0x3efa0199
	v_mov_b32_e32 v6, 0x6b47b09a
	v_mov_b32_e32 v7, 0x3fc38538
	s_mov_b32 s2, 0xbf559e2b
	s_mov_b32 s3, 0x3fc3ab76
	v_mov_b32_e32 v8, 0xd7f4df2e
	v_mov_b32_e32 v9, 0x3fc7474d
	v_mov_b32_e32 v10, 0x16291751
	v_mov_b32_e32 v11, 0x3fcc71c0
	v_mov_b32_e32 v12, 0x9b27acf1
	v_mov_b32_e32 v13, 0x3fd24924
	v_mov_b32_e32 v14, 0x998ef7b6
	v_mov_b32_e32 v15, 0x3fd99999
	v_mov_b32_e32 v16, 0x55555780
	v_mov_b32_e32 v17, 0x3fe55555
	v_mov_b32_e32 v24, 0x14761f6e
	v_mov_b32_e32 v25, 0x3f2a01a0
	s_movk_i32 s16, 0x204
	v_mov_b32_e32 v46, 0x7ff80000
	v_mov_b32_e32 v47, 0xfff00000
	.loc	1 188 14 is_stmt 0              ; sources.py:188:14
	v_lshl_add_u64 v[0:1], s[4:5], 0, v[0:1]
	.loc	1 188 30                        ; sources.py:188:30
	s_waitcnt vmcnt(0)
	v_frexp_mant_f64_e32 v[26:27], v[2:3]
	v_cmp_gt_f64_e32 vcc, s[0:1], v[26:27]
	v_frexp_exp_i32_f64_e32 v32, v[2:3]
	.loc	1 188 63                        ; sources.py:188:63
	v_ldexp_f64 v[28:29], v[2:3], -2
	.loc	1 188 30                        ; sources.py:188:30
	v_cndmask_b32_e64 v5, v5, 2.0, vcc
	v_fma_f64 v[34:35], v[26:27], v[4:5], 1.0
	v_subbrev_co_u32_e32 v40, vcc, 0, v32, vcc
	v_rcp_f64_e32 v[38:39], v[34:35]
	v_add_f64 v[36:37], v[34:35], -1.0
	v_cvt_f64_i32_e32 v[40:41], v40
	v_fma_f64 v[32:33], v[26:27], v[4:5], -1.0
	v_fma_f64 v[4:5], v[26:27], v[4:5], -v[36:37]
	v_mul_f64 v[26:27], v[40:41], s[6:7]
	.loc	1 188 49                        ; sources.py:188:49
	v_mul_f64 v[30:31], v[28:29], s[12:13]
	.loc	1 188 30                        ; sources.py:188:30
	v_fmac_f64_e32 v[26:27], s[8:9], v[40:41]
	.loc	1 188 49                        ; sources.py:188:49
	v_rndne_f64_e32 v[30:31], v[30:31]
	.loc	1 188 30                        ; sources.py:188:30
	v_fmac_f64_e32 v[26:27], s[10:11], v[40:41]
	v_fma_f64 v[36:37], -v[34:35], v[38:39], 1.0
	.loc	1 188 49                        ; sources.py:188:49
	v_fma_f64 v[42:43], s[6:7], v[30:31], v[28:29]
	s_mov_b32 s11, 0xbc7abc9e
	.loc	1 188 30                        ; sources.py:188:30
	v_fma_f64 v[44:45], s[8:9], v[40:41], v[26:27]
	v_fmac_f64_e32 v[38:39], v[36:37], v[38:39]
	.loc	1 188 49                        ; sources.py:188:49
	v_fmac_f64_e32 v[42:43], s[10:11], v[30:31]
	.loc	1 188 30                        ; sources.py:188:30
	v_fma_f64 v[36:37], s[6:7], v[40:41], v[44:45]
	v_fma_f64 v[40:41], -v[34:35], v[38:39], 1.0
	.loc	1 188 49                        ; sources.py:188:49
	v_fmac_f64_e32 v[18:19], s[14:15], v[42:43]
	.loc	1 188 30                        ; sources.py:188:30
	v_fmac_f64_e32 v[38:39], v[40:41], v[38:39]
	.loc	1 188 49                        ; sources.py:188:49
	v_fmac_f64_e32 v[20:21], v[42:43], v[18:19]
	.loc	1 188 30                        ; sources.py:188:30
	v_mul_f64 v[18:19], v[32:33], v[38:39]
	.loc	1 188 49                        ; sources.py:188:49
	v_fmac_f64_e32 v[22:23], v[42:43], v[20:21]
	.loc	1 188 30                        ; sources.py:188:30
	v_mul_f64 v[20:21], v[34:35], v[18:19]
	v_fma_f64 v[20:21], v[18:19], v[34:35], -v[20:21]
	v_fmac_f64_e32 v[20:21], v[18:19], v[4:5]
	v_fma_f64 v[4:5], v[34:35], v[18:19], v[20:21]
	v_add_f64 v[26:27], v[26:27], -v[36:37]
	v_add_f64 v[36:37], v[32:33], -v[4:5]
	v_fma_f64 v[34:35], -v[34:35], v[18:19], v[4:5]
	v_add_f64 v[40:41], v[32:33], -v[36:37]
	v_add_f64 v[20:21], v[34:35], -v[20:21]
	v_add_f64 v[4:5], v[40:41], -v[4:5]
	v_add_f64 v[4:5], v[20:21], v[4:5]
	v_add_f64 v[4:5], v[36:37], v[4:5]
	v_fmac_f64_e32 v[18:19], v[38:39], v[4:5]
	v_fma_f64 v[20:21], -v[32:33], v[38:39], v[18:19]
	v_mul_f64 v[32:33], v[18:19], v[18:19]
	v_fmac_f64_e32 v[6:7], s[2:3], v[32:33]
	v_fmac_f64_e32 v[8:9], v[32:33], v[6:7]
	v_fmac_f64_e32 v[10:11], v[32:33], v[8:9]
	v_fmac_f64_e32 v[12:13], v[32:33], v[10:11]
	v_fmac_f64_e32 v[14:15], v[32:33], v[12:13]
	v_fma_f64 v[4:5], v[38:39], v[4:5], -v[20:21]
	v_mul_f64 v[20:21], v[18:19], v[32:33]
	v_fmac_f64_e32 v[16:17], v[32:33], v[14:15]
	v_mul_f64 v[6:7], v[20:21], v[16:17]
	v_fmac_f64_e32 v[6:7], 2.0, v[18:19]
	v_fma_f64 v[8:9], -2.0, v[18:19], v[6:7]
	v_fma_f64 v[8:9], v[20:21], v[16:17], -v[8:9]
	v_fmac_f64_e32 v[8:9], 2.0, v[4:5]
	v_add_f64 v[4:5], v[6:7], v[8:9]
	v_add_f64 v[6:7], v[4:5], -v[6:7]
	v_add_f64 v[10:11], v[44:45], v[4:5]
	v_add_f64 v[6:7], v[8:9], -v[6:7]
	v_add_f64 v[8:9], v[10:11], -v[44:45]
	v_add_f64 v[12:13], v[10:11], -v[8:9]
	v_add_f64 v[4:5], v[4:5], -v[8:9]
	v_add_f64 v[12:13], v[44:45], -v[12:13]
	v_add_f64 v[8:9], v[26:27], v[6:7]
	v_add_f64 v[4:5], v[4:5], v[12:13]
	v_add_f64 v[14:15], v[8:9], -v[26:27]
	v_add_f64 v[4:5], v[8:9], v[4:5]
	v_add_f64 v[12:13], v[8:9], -v[14:15]
	v_add_f64 v[8:9], v[10:11], v[4:5]
	v_add_f64 v[6:7], v[6:7], -v[14:15]
	v_add_f64 v[12:13], v[26:27], -v[12:13]
	v_add_f64 v[10:11], v[8:9], -v[10:11]
	v_add_f64 v[6:7], v[6:7], v[12:13]
	v_add_f64 v[4:5], v[4:5], -v[10:11]
	v_add_f64 v[4:5], v[6:7], v[4:5]
	.loc	1 188 49                        ; sources.py:188:49
	v_fmac_f64_e32 v[24:25], v[42:43], v[22:23]
	v_mov_b32_e32 v6, 0x1852b7b0
	v_mov_b32_e32 v7, 0x3f56c16c
	.loc	1 188 30                        ; sources.py:188:30
	v_add_f64 v[4:5], v[8:9], v[4:5]
	.loc	1 188 49                        ; sources.py:188:49
	v_fmac_f64_e32 v[6:7], v[42:43], v[24:25]
	v_mov_b32_e32 v8, 0x11122322
	v_mov_b32_e32 v9, 0x3f811111
	v_fmac_f64_e32 v[8:9], v[42:43], v[6:7]
	v_mov_b32_e32 v6, 0x555502a1
	v_mov_b32_e32 v7, 0x3fa55555
	v_fmac_f64_e32 v[6:7], v[42:43], v[8:9]
	v_mov_b32_e32 v8, 0x55555511
	v_mov_b32_e32 v9, 0x3fc55555
	.loc	1 188 30                        ; sources.py:188:30
	v_cmp_class_f64_e64 vcc, v[2:3], s16
	.loc	1 188 49                        ; sources.py:188:49
	v_fmac_f64_e32 v[8:9], v[42:43], v[6:7]
	v_mov_b32_e32 v6, 11
	v_mov_b32_e32 v7, 0x3fe00000
	.loc	1 188 30                        ; sources.py:188:30
	v_cndmask_b32_e32 v4, v4, v2, vcc
	v_cndmask_b32_e32 v5, v5, v3, vcc
	v_cmp_ngt_f64_e32 vcc, 0, v[2:3]
	.loc	1 188 49                        ; sources.py:188:49
	v_fmac_f64_e32 v[6:7], v[42:43], v[8:9]
	v_fma_f64 v[6:7], v[42:43], v[6:7], 1.0
	.loc	1 188 30                        ; sources.py:188:30
	v_cndmask_b32_e32 v5, v46, v5, vcc
	v_cmp_nge_f64_e32 vcc, 0, v[2:3]
	.loc	1 188 49                        ; sources.py:188:49
	v_fma_f64 v[6:7], v[42:43], v[6:7], 1.0
	v_cvt_i32_f64_e32 v8, v[30:31]
	.loc	1 188 30                        ; sources.py:188:30
	v_cndmask_b32_e32 v4, 0, v4, vcc
	v_cmp_neq_f64_e32 vcc, 0, v[2:3]
	s_mov_b32 s0, 0
	s_mov_b32 s1, 0x40900000
	v_cndmask_b32_e32 v5, v47, v5, vcc
	.loc	1 188 49                        ; sources.py:188:49
	v_ldexp_f64 v[6:7], v[6:7], v8
	v_mov_b32_e32 v8, 0x7ff00000
	v_cmp_nlt_f64_e32 vcc, s[0:1], v[28:29]
	s_mov_b32 s2, 0
	s_brev_b32 s3, 8
	v_cndmask_b32_e32 v7, v8, v7, vcc
	.loc	1 188 75                        ; sources.py:188:75
	v_mov_b32_e32 v8, 0x100
	v_cmp_gt_f64_e64 s[2:3], s[2:3], v[2:3]
	s_mov_b32 s0, 0
	s_mov_b32 s1, 0xc090cc00
	v_cndmask_b32_e64 v8, 0, v8, s[2:3]
	v_ldexp_f64 v[2:3], v[2:3], v8
	v_rsq_f64_e32 v[8:9], v[2:3]
	.loc	1 188 49                        ; sources.py:188:49
	v_cmp_ngt_f64_e64 s[0:1], s[0:1], v[28:29]
	s_and_b64 vcc, s[0:1], vcc
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_cndmask_b32_e64 v7, 0, v7, s[0:1]
	.loc	1 188 30                        ; sources.py:188:30
	v_add_f64 v[4:5], v[6:7], v[4:5]
	.loc	1 188 75                        ; sources.py:188:75
	v_mul_f64 v[6:7], v[2:3], v[8:9]
	v_mul_f64 v[8:9], v[8:9], 0.5
	v_fma_f64 v[10:11], -v[8:9], v[6:7], 0.5
	v_fmac_f64_e32 v[6:7], v[6:7], v[10:11]
	v_fma_f64 v[12:13], -v[6:7], v[6:7], v[2:3]
	v_fmac_f64_e32 v[8:9], v[8:9], v[10:11]
	v_fmac_f64_e32 v[6:7], v[12:13], v[8:9]
	v_fma_f64 v[10:11], -v[6:7], v[6:7], v[2:3]
	v_fmac_f64_e32 v[6:7], v[10:11], v[8:9]
	v_mov_b32_e32 v8, 0xffffff80
	v_cndmask_b32_e64 v8, 0, v8, s[2:3]
	v_ldexp_f64 v[6:7], v[6:7], v8
	v_mov_b32_e32 v8, 0x260
	v_cmp_class_f64_e32 vcc, v[2:3], v8
	s_nop 1
	v_cndmask_b32_e32 v3, v7, v3, vcc
	v_cndmask_b32_e32 v2, v6, v2, vcc
	.loc	1 188 30                        ; sources.py:188:30
	v_add_f64 v[2:3], v[2:3], v[4:5]
	.loc	1 188 5                         ; sources.py:188:5
	global_store_dwordx2 v[0:1], v[2:3], off
.LBB0_2:                                ; %.critedge
	.loc	1 185 1 is_stmt 1               ; sources.py:185:1
	s_endpgm
.Ltmp5:
.Lfunc_end0:
	.size	log_exp_f64, .Lfunc_end0-log_exp_f64
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel log_exp_f64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 10
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 48
		.amdhsa_next_free_sgpr 17
		.amdhsa_accum_offset 48
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
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
                                        ; -- End function
	.set .Llog_exp_f64.num_vgpr, 48
	.set .Llog_exp_f64.num_agpr, 0
	.set .Llog_exp_f64.numbered_sgpr, 17
	.set .Llog_exp_f64.num_named_barrier, 0
	.set .Llog_exp_f64.private_seg_size, 0
	.set .Llog_exp_f64.uses_vcc, 1
	.set .Llog_exp_f64.uses_flat_scratch, 0
	.set .Llog_exp_f64.has_dyn_sized_stack, 0
	.set .Llog_exp_f64.has_recursion, 0
	.set .Llog_exp_f64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1580
; TotalNumSgprs: 23
; NumVgprs: 48
; NumAgprs: 0
; TotalNumVgprs: 48
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 23
; NumVGPRsForWavesPerEU: 48
; AccumOffset: 48
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 11
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
	.section	.debug_abbrev,"",@progbits
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	1                               ; DW_CHILDREN_yes
	.byte	37                              ; DW_AT_producer
	.byte	14                              ; DW_FORM_strp
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	14                              ; DW_FORM_strp
	.ascii	"\341\177"                      ; DW_AT_APPLE_optimized
	.byte	25                              ; DW_FORM_flag_present
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	32                              ; DW_AT_inline
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	4                               ; DWARF version number
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	8                               ; Address Size (in bytes)
	.byte	1                               ; Abbrev [1] 0xb:0x44 DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	2                               ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
                                        ; DW_AT_APPLE_optimized
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; Abbrev [2] 0x2a:0x6 DW_TAG_subprogram
	.long	.Linfo_string3                  ; DW_AT_name
	.byte	1                               ; DW_AT_inline
	.byte	3                               ; Abbrev [3] 0x30:0x1e DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	186                             ; DW_AT_call_line
	.byte	15                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp1-.Lfunc_begin0
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	0
	.quad	0
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"sources.py"                    ; string offset=7 ; sources.py
.Linfo_string2:
	.asciz	"kernels/triton-emu"            ; string offset=18 ; kernels/triton-emu
.Linfo_string3:
	.asciz	"log_exp_f64"                   ; string offset=37 ; log_exp_f64
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 256
    .name:           log_exp_f64
    .private_segment_fixed_size: 0
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         log_exp_f64.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     48
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
