	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	layernorm                       ; -- Begin function layernorm
	.p2align	8
	.type	layernorm,@function
layernorm:                              ; @layernorm
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.1:
	.file	1 "kernels/triton" "sources.py"
	.loc	1 37 0 prologue_end             ; sources.py:37:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.2:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.file	2 "/work/main/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ sources.py:44:11 ]
	v_readfirstlane_b32 s0, v0
.Ltmp2:
	.loc	1 49 5                          ; sources.py:49:5
	s_and_b32 s13, s0, 0xc0
	.loc	1 41 25                         ; sources.py:41:25
	s_mul_i32 s0, s10, s16
	.loc	1 41 17 is_stmt 0               ; sources.py:41:17
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[24:25], s[0:1], 1
	s_add_u32 s16, s2, s24
	s_addc_u32 s0, s3, s25
	.loc	1 39 12 is_stmt 1               ; sources.py:39:12
	v_and_or_b32 v1, v0, 63, s13
	.loc	1 41 9                          ; sources.py:41:9
	s_and_b32 s17, s0, 0xffff
	.loc	1 39 12                         ; sources.py:39:12
	v_or_b32_e32 v2, 0x100, v1
	.loc	1 41 9                          ; sources.py:41:9
	v_lshlrev_b32_e32 v3, 1, v1
	v_bfrev_b32_e32 v6, 1
	.loc	1 40 12                         ; sources.py:40:12
	v_cmp_gt_i32_e64 s[0:1], s11, v1
	v_cmp_gt_i32_e64 s[2:3], s11, v2
	.loc	1 39 12                         ; sources.py:39:12
	v_or_b32_e32 v5, 0x200, v1
	.loc	1 41 9                          ; sources.py:41:9
	v_cndmask_b32_e64 v13, v6, v3, s[0:1]
	v_lshlrev_b32_e32 v3, 1, v2
	s_mov_b64 s[20:21], s[6:7]
	v_cndmask_b32_e64 v14, v6, v3, s[2:3]
	.loc	1 39 12                         ; sources.py:39:12
	v_or_b32_e32 v4, 0x300, v1
	.loc	1 41 9                          ; sources.py:41:9
	v_lshlrev_b32_e32 v3, 1, v5
	.loc	1 40 12                         ; sources.py:40:12
	v_cmp_gt_i32_e64 s[6:7], s11, v5
	.loc	1 41 9                          ; sources.py:41:9
	s_mov_b32 s19, 0x27000
	s_mov_b32 s18, 0x7ffffffe
	v_cndmask_b32_e64 v15, v6, v3, s[6:7]
	v_lshlrev_b32_e32 v3, 1, v4
	.loc	1 40 12                         ; sources.py:40:12
	v_cmp_gt_i32_e64 s[14:15], s11, v4
.Ltmp3:
	.loc	2 314 12                        ; standard.py:314:12 @[ sources.py:42:12 ]
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v0, 12, v0
.Ltmp4:
	.loc	1 41 9                          ; sources.py:41:9
	v_cndmask_b32_e64 v16, v6, v3, s[14:15]
	buffer_load_ushort v3, v14, s[16:19], 0 offen
	buffer_load_ushort v7, v13, s[16:19], 0 offen
	buffer_load_ushort v8, v16, s[16:19], 0 offen
	buffer_load_ushort v9, v15, s[16:19], 0 offen
.Ltmp5:
	.loc	2 314 12                        ; standard.py:314:12 @[ sources.py:42:12 ]
	v_add_u32_e32 v17, 0, v0
.Ltmp6:
	.loc	1 46 9                          ; sources.py:46:9
	v_lshlrev_b32_e32 v0, 2, v1
	v_cndmask_b32_e64 v18, v6, v0, s[0:1]
	v_lshlrev_b32_e32 v10, 2, v2
.Ltmp7:
	.loc	2 314 12                        ; standard.py:314:12 @[ sources.py:42:12 ]
	s_lshr_b32 s13, s13, 4
.Ltmp8:
	.loc	1 42 12                         ; sources.py:42:12
	v_cvt_f32_i32_e32 v12, s11
	.loc	1 46 9                          ; sources.py:46:9
	v_cndmask_b32_e64 v19, v6, v10, s[2:3]
	s_mov_b32 s22, s18
	s_mov_b32 s23, s19
	s_and_b32 s21, s21, 0xffff
	.loc	1 47 9                          ; sources.py:47:9
	s_mov_b32 s10, s18
	s_mov_b32 s11, s19
	s_and_b32 s9, s9, 0xffff
	.loc	1 41 9                          ; sources.py:41:9
	s_waitcnt vmcnt(3)
	v_cvt_f32_f16_e32 v1, v3
	s_waitcnt vmcnt(2)
	v_cvt_f32_f16_e32 v0, v7
	s_waitcnt vmcnt(1)
	v_cvt_f32_f16_e32 v3, v8
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v2, v9
	.loc	1 46 9                          ; sources.py:46:9
	v_lshlrev_b32_e32 v7, 2, v5
	v_lshlrev_b32_e32 v8, 2, v4
.Ltmp9:
	.loc	2 314 12                        ; standard.py:314:12 @[ sources.py:42:12 ]
	v_mov_b32_e32 v9, s13
	v_pk_add_f32 v[4:5], v[0:1], v[2:3]
.Ltmp10:
	.loc	1 46 9                          ; sources.py:46:9
	v_cndmask_b32_e64 v20, v6, v7, s[6:7]
.Ltmp11:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ sources.py:42:12 ] ]
	v_add_f32_e32 v4, v4, v5
.Ltmp12:
	.loc	1 46 9                          ; sources.py:46:9
	v_cndmask_b32_e64 v21, v6, v8, s[14:15]
.Ltmp13:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ sources.py:42:12 ] ]
	s_nop 0
	v_add_f32_dpp v4, v4, v4 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v4, v4, v4 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v4, v4, v4 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v4, v4, v4 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp14:
	.loc	2 314 12                        ; standard.py:314:12 @[ sources.py:42:12 ]
	v_mov_b32_e32 v5, v4
	s_nop 1
	v_mov_b32_dpp v5, v5 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp15:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ sources.py:42:12 ] ]
	v_add_f32_e32 v4, v5, v4
	s_nop 1
	v_add_f32_dpp v4, v4, v4 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp16:
	.loc	2 314 12                        ; standard.py:314:12 @[ sources.py:42:12 ]
	s_nop 0
	v_readlane_b32 s13, v4, 63
	s_nop 1
	v_mov_b32_e32 v4, s13
	ds_write_b32 v9, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v4, v17
.Ltmp17:
	.loc	2 314 12 is_stmt 0              ; standard.py:314:12 @[ sources.py:44:11 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp18:
	.loc	2 287 12 is_stmt 1              ; standard.py:287:12 @[ standard.py:314:12 @[ sources.py:42:12 ] ]
	v_add_f32_dpp v4, v4, v4 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v4, v4, v4 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp19:
	.loc	1 42 12                         ; sources.py:42:12
	v_div_scale_f32 v5, s[16:17], v12, v12, v4
	v_rcp_f32_e32 v6, v5
	v_div_scale_f32 v7, vcc, v4, v12, v4
	.loc	1 49 14                         ; sources.py:49:14
	s_add_u32 s16, s4, s24
	.loc	1 42 12                         ; sources.py:42:12
	v_fma_f32 v8, -v5, v6, 1.0
	v_fmac_f32_e32 v6, v8, v6
	v_mul_f32_e32 v8, v7, v6
	v_fma_f32 v10, -v5, v8, v7
	v_fmac_f32_e32 v8, v10, v6
	v_fma_f32 v5, -v5, v8, v7
	v_div_fmas_f32 v5, v5, v6, v8
	v_div_fixup_f32 v4, v5, v12, v4
	.loc	1 43 27                         ; sources.py:43:27
	v_pk_add_f32 v[0:1], v[0:1], v[4:5] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[2:3], v[2:3], v[4:5] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 43 12 is_stmt 0               ; sources.py:43:12
	v_cndmask_b32_e64 v1, 0, v1, s[2:3]
	v_cndmask_b32_e64 v0, 0, v0, s[0:1]
	v_cndmask_b32_e64 v3, 0, v3, s[14:15]
	v_cndmask_b32_e64 v2, 0, v2, s[6:7]
	.loc	1 44 18 is_stmt 1               ; sources.py:44:18
	v_mul_f32_e32 v4, v0, v0
	v_mul_f32_e32 v5, v1, v1
	v_mul_f32_e32 v6, v2, v2
	v_mul_f32_e32 v7, v3, v3
.Ltmp20:
	.loc	2 314 12                        ; standard.py:314:12 @[ sources.py:44:11 ]
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
.Ltmp21:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ sources.py:44:11 ] ]
	s_nop 0
	v_add_f32_e32 v4, v4, v5
	s_nop 1
	v_add_f32_dpp v4, v4, v4 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v4, v4, v4 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v4, v4, v4 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v4, v4, v4 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp22:
	.loc	2 314 12                        ; standard.py:314:12 @[ sources.py:44:11 ]
	v_mov_b32_e32 v5, v4
	s_nop 1
	v_mov_b32_dpp v5, v5 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp23:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ sources.py:44:11 ] ]
	v_add_f32_e32 v4, v5, v4
	s_nop 1
	v_add_f32_dpp v4, v4, v4 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp24:
	.loc	2 314 12                        ; standard.py:314:12 @[ sources.py:44:11 ]
	s_nop 0
	v_readlane_b32 s0, v4, 63
	s_nop 1
	v_mov_b32_e32 v4, s0
	ds_write_b32 v9, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp25:
	.loc	1 46 9                          ; sources.py:46:9
	buffer_load_dword v4, v18, s[20:23], 0 offen
	buffer_load_dword v5, v19, s[20:23], 0 offen
	buffer_load_dword v6, v20, s[20:23], 0 offen
	buffer_load_dword v7, v21, s[20:23], 0 offen
	.loc	1 47 9                          ; sources.py:47:9
	buffer_load_dword v8, v18, s[8:11], 0 offen
	buffer_load_dword v9, v19, s[8:11], 0 offen
	buffer_load_dword v10, v20, s[8:11], 0 offen
	buffer_load_dword v11, v21, s[8:11], 0 offen
.Ltmp26:
	.loc	2 314 12                        ; standard.py:314:12 @[ sources.py:44:11 ]
	ds_read_b32 v17, v17
.Ltmp27:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ sources.py:44:11 ] ]
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_add_f32_dpp v17, v17, v17 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v17, v17, v17 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp28:
	.loc	1 44 11                         ; sources.py:44:11
	v_div_scale_f32 v18, s[0:1], v12, v12, v17
	v_rcp_f32_e32 v19, v18
	v_div_scale_f32 v20, vcc, v17, v12, v17
	v_fma_f32 v21, -v18, v19, 1.0
	v_fmac_f32_e32 v19, v21, v19
	v_mul_f32_e32 v21, v20, v19
	v_fma_f32 v22, -v18, v21, v20
	v_fmac_f32_e32 v21, v22, v19
	v_fma_f32 v18, -v18, v21, v20
	v_div_fmas_f32 v18, v18, v19, v21
	v_div_fixup_f32 v12, v18, v12, v17
	.loc	1 45 26                         ; sources.py:45:26
	v_add_f32_e32 v12, s12, v12
	.loc	1 45 18 is_stmt 0               ; sources.py:45:18
	v_sqrt_f32_e32 v12, v12
	.loc	1 45 12                         ; sources.py:45:12
	s_nop 0
	v_div_scale_f32 v17, s[0:1], v12, v12, 1.0
	v_rcp_f32_e32 v18, v17
	v_div_scale_f32 v19, vcc, 1.0, v12, 1.0
	.loc	1 49 14 is_stmt 1               ; sources.py:49:14
	s_addc_u32 s0, s5, s25
	.loc	1 49 5 is_stmt 0                ; sources.py:49:5
	s_and_b32 s17, s0, 0xffff
	.loc	1 45 12 is_stmt 1               ; sources.py:45:12
	v_fma_f32 v20, -v17, v18, 1.0
	v_fmac_f32_e32 v18, v20, v18
	v_mul_f32_e32 v20, v19, v18
	v_fma_f32 v21, -v17, v20, v19
	v_fmac_f32_e32 v20, v21, v18
	v_fma_f32 v17, -v17, v20, v19
	v_div_fmas_f32 v17, v17, v18, v20
	v_div_fixup_f32 v12, v17, v12, 1.0
	.loc	1 48 9                          ; sources.py:48:9
	v_pk_mul_f32 v[0:1], v[0:1], v[12:13] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[12:13] op_sel_hi:[1,0]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[0:1], v[4:5], v[0:1], v[8:9]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[2:3], v[6:7], v[2:3], v[10:11]
	.loc	1 49 43                         ; sources.py:49:43
	v_cvt_pk_f16_f32 v0, v0, v1
	v_cvt_pk_f16_f32 v1, v2, v3
	.loc	1 49 5 is_stmt 0                ; sources.py:49:5
	buffer_store_short v0, v13, s[16:19], 0 offen
	v_lshrrev_b32_e32 v0, 16, v0
	v_lshrrev_b32_e32 v2, 16, v1
	buffer_store_short v0, v14, s[16:19], 0 offen
	buffer_store_short v1, v15, s[16:19], 0 offen
	buffer_store_short v2, v16, s[16:19], 0 offen
	.loc	1 37 1 is_stmt 1                ; sources.py:37:1
	s_endpgm
.Ltmp29:
.Lfunc_end0:
	.size	layernorm, .Lfunc_end0-layernorm
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel layernorm
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 64
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 14
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 23
		.amdhsa_next_free_sgpr 26
		.amdhsa_accum_offset 24
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
	.set .Llayernorm.num_vgpr, 23
	.set .Llayernorm.num_agpr, 0
	.set .Llayernorm.numbered_sgpr, 26
	.set .Llayernorm.num_named_barrier, 0
	.set .Llayernorm.private_seg_size, 0
	.set .Llayernorm.uses_vcc, 1
	.set .Llayernorm.uses_flat_scratch, 0
	.set .Llayernorm.has_dyn_sized_stack, 0
	.set .Llayernorm.has_recursion, 0
	.set .Llayernorm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1404
; TotalNumSgprs: 32
; NumVgprs: 23
; NumAgprs: 0
; TotalNumVgprs: 23
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 32
; NumVGPRsForWavesPerEU: 23
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
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
	.byte	1                               ; DW_CHILDREN_yes
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
	.byte	5                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	5                               ; DW_FORM_data2
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
	.byte	1                               ; Abbrev [1] 0xb:0x6c DW_TAG_compile_unit
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
	.byte	3                               ; Abbrev [3] 0x30:0x46 DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	44                              ; DW_AT_call_line
	.byte	11                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4d:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	314                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x5b:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges2                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	42                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x67:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges3                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	314                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp1-.Lfunc_begin0
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	0
	.quad	0
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"sources.py"                    ; string offset=7 ; sources.py
.Linfo_string2:
	.asciz	"kernels/triton"                ; string offset=18 ; kernels/triton
.Linfo_string3:
	.asciz	"layernorm"                     ; string offset=33 ; layernorm
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .max_flat_workgroup_size: 256
    .name:           layernorm
    .private_segment_fixed_size: 0
    .sgpr_count:     32
    .sgpr_spill_count: 0
    .symbol:         layernorm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     23
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
