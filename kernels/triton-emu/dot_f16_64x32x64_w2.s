	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	dot                             ; -- Begin function dot
	.p2align	8
	.type	dot,@function
dot:                                    ; @dot
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.139:
	.file	1 "kernels/triton-emu" "sources.py"
	.loc	1 404 0 prologue_end            ; sources.py:404:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.140:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 415 13 is_stmt 1              ; sources.py:415:13
	v_readfirstlane_b32 s11, v0
	.loc	1 409 10                        ; sources.py:409:10
	s_lshl_b32 s8, s16, 6
	.loc	1 409 28 is_stmt 0              ; sources.py:409:28
	s_lshr_b32 s16, s11, 6
	.loc	1 409 10                        ; sources.py:409:10
	s_or_b32 s16, s16, s8
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	s_mul_i32 s0, s16, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 409 28 is_stmt 1              ; sources.py:409:28
	v_and_b32_e32 v1, 63, v0
	.loc	1 413 5                         ; sources.py:413:5
	s_cmp_gt_i32 s10, 0
	s_cselect_b64 s[76:77], -1, 0
	s_cmp_lt_i32 s10, 1
	v_lshlrev_b32_e32 v2, 1, v1
	.loc	1 414 13                        ; sources.py:414:13
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	global_load_ushort v6, v2, s[0:1]
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 13 is_stmt 0                ; sources.py:0:13
	v_mov_b32_e32 v6, 0
.LBB0_3:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s12, s16, 2
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s12, s12, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s12, s2, s12
	s_addc_u32 s13, s3, s13
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[14:15], s[76:77], exec
	s_cselect_b32 s14, 1, 0
	s_cmp_lg_u32 s14, 1
	s_cbranch_scc1 .LBB0_5
; %bb.4:
	global_load_ushort v7, v2, s[12:13]
	s_branch .LBB0_6
.LBB0_5:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v7, 0
.LBB0_6:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s14, s16, 4
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s14, s14, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[18:19], s[76:77], exec
	s_cselect_b32 s18, 1, 0
	s_cmp_lg_u32 s18, 1
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	global_load_ushort v8, v2, s[14:15]
	s_branch .LBB0_9
.LBB0_8:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v8, 0
.LBB0_9:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s18, s16, 6
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s18, s18, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s2, s18
	s_addc_u32 s19, s3, s19
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[20:21], s[76:77], exec
	s_cselect_b32 s20, 1, 0
	s_cmp_lg_u32 s20, 1
	s_cbranch_scc1 .LBB0_11
; %bb.10:
	global_load_ushort v9, v2, s[18:19]
	s_branch .LBB0_12
.LBB0_11:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v9, 0
.LBB0_12:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s20, s16, 8
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s20, s20, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[22:23], s[76:77], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	s_cbranch_scc1 .LBB0_14
; %bb.13:
	global_load_ushort v10, v2, s[20:21]
	s_branch .LBB0_15
.LBB0_14:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v10, 0
.LBB0_15:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s22, s16, 10
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s22, s22, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 1
	s_add_u32 s22, s2, s22
	s_addc_u32 s23, s3, s23
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[24:25], s[76:77], exec
	s_cselect_b32 s24, 1, 0
	s_cmp_lg_u32 s24, 1
	s_cbranch_scc1 .LBB0_17
; %bb.16:
	global_load_ushort v11, v2, s[22:23]
	s_branch .LBB0_18
.LBB0_17:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v11, 0
.LBB0_18:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s24, s16, 12
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s24, s24, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[26:27], s[76:77], exec
	s_cselect_b32 s26, 1, 0
	s_cmp_lg_u32 s26, 1
	s_cbranch_scc1 .LBB0_20
; %bb.19:
	global_load_ushort v12, v2, s[24:25]
	s_branch .LBB0_21
.LBB0_20:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v12, 0
.LBB0_21:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s26, s16, 14
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s26, s26, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[26:27], s[26:27], 1
	s_add_u32 s26, s2, s26
	s_addc_u32 s27, s3, s27
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[28:29], s[76:77], exec
	s_cselect_b32 s28, 1, 0
	s_cmp_lg_u32 s28, 1
	s_cbranch_scc1 .LBB0_23
; %bb.22:
	global_load_ushort v13, v2, s[26:27]
	s_branch .LBB0_24
.LBB0_23:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v13, 0
.LBB0_24:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s28, s16, 16
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s28, s28, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 1
	s_add_u32 s28, s2, s28
	s_addc_u32 s29, s3, s29
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[30:31], s[76:77], exec
	s_cselect_b32 s30, 1, 0
	s_cmp_lg_u32 s30, 1
	s_cbranch_scc1 .LBB0_26
; %bb.25:
	global_load_ushort v14, v2, s[28:29]
	s_branch .LBB0_27
.LBB0_26:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v14, 0
.LBB0_27:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s30, s16, 18
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s30, s30, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s31, s30, 31
	s_lshl_b64 s[30:31], s[30:31], 1
	s_add_u32 s30, s2, s30
	s_addc_u32 s31, s3, s31
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[34:35], s[76:77], exec
	s_cselect_b32 s33, 1, 0
	s_cmp_lg_u32 s33, 1
	s_cbranch_scc1 .LBB0_29
; %bb.28:
	global_load_ushort v15, v2, s[30:31]
	s_branch .LBB0_30
.LBB0_29:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v15, 0
.LBB0_30:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s33, s16, 20
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s34, s33, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s35, s34, 31
	s_lshl_b64 s[34:35], s[34:35], 1
	s_add_u32 s34, s2, s34
	s_addc_u32 s35, s3, s35
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[36:37], s[76:77], exec
	s_cselect_b32 s33, 1, 0
	s_cmp_lg_u32 s33, 1
	s_cbranch_scc1 .LBB0_32
; %bb.31:
	global_load_ushort v16, v2, s[34:35]
	s_branch .LBB0_33
.LBB0_32:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v16, 0
.LBB0_33:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s33, s16, 22
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s36, s33, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s37, s36, 31
	s_lshl_b64 s[36:37], s[36:37], 1
	s_add_u32 s36, s2, s36
	s_addc_u32 s37, s3, s37
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[38:39], s[76:77], exec
	s_cselect_b32 s33, 1, 0
	s_cmp_lg_u32 s33, 1
	s_cbranch_scc1 .LBB0_35
; %bb.34:
	global_load_ushort v17, v2, s[36:37]
	s_branch .LBB0_36
.LBB0_35:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v17, 0
.LBB0_36:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s33, s16, 24
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s38, s33, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s39, s38, 31
	s_lshl_b64 s[38:39], s[38:39], 1
	s_add_u32 s38, s2, s38
	s_addc_u32 s39, s3, s39
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[40:41], s[76:77], exec
	s_cselect_b32 s33, 1, 0
	s_cmp_lg_u32 s33, 1
	s_cbranch_scc1 .LBB0_38
; %bb.37:
	global_load_ushort v18, v2, s[38:39]
	s_branch .LBB0_39
.LBB0_38:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v18, 0
.LBB0_39:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s33, s16, 26
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s40, s33, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s41, s40, 31
	s_lshl_b64 s[40:41], s[40:41], 1
	s_add_u32 s40, s2, s40
	s_addc_u32 s41, s3, s41
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[42:43], s[76:77], exec
	s_cselect_b32 s33, 1, 0
	s_cmp_lg_u32 s33, 1
	s_cbranch_scc1 .LBB0_41
; %bb.40:
	global_load_ushort v19, v2, s[40:41]
	s_branch .LBB0_42
.LBB0_41:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v19, 0
.LBB0_42:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s33, s16, 28
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s42, s33, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s43, s42, 31
	s_lshl_b64 s[42:43], s[42:43], 1
	s_add_u32 s42, s2, s42
	s_addc_u32 s43, s3, s43
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[44:45], s[76:77], exec
	s_cselect_b32 s33, 1, 0
	s_cmp_lg_u32 s33, 1
	s_cbranch_scc1 .LBB0_44
; %bb.43:
	global_load_ushort v20, v2, s[42:43]
	s_branch .LBB0_45
.LBB0_44:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v20, 0
.LBB0_45:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s33, s16, 30
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s44, s33, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s45, s44, 31
	s_lshl_b64 s[44:45], s[44:45], 1
	s_add_u32 s44, s2, s44
	s_addc_u32 s45, s3, s45
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[46:47], s[76:77], exec
	s_cselect_b32 s33, 1, 0
	s_cmp_lg_u32 s33, 1
	s_cbranch_scc1 .LBB0_47
; %bb.46:
	global_load_ushort v21, v2, s[44:45]
	s_branch .LBB0_48
.LBB0_47:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v21, 0
.LBB0_48:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s33, s16, 32
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s46, s33, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s47, s46, 31
	s_lshl_b64 s[46:47], s[46:47], 1
	s_add_u32 s46, s2, s46
	s_addc_u32 s47, s3, s47
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[48:49], s[76:77], exec
	s_cselect_b32 s33, 1, 0
	s_cmp_lg_u32 s33, 1
	s_cbranch_scc1 .LBB0_50
; %bb.49:
	global_load_ushort v22, v2, s[46:47]
	s_branch .LBB0_51
.LBB0_50:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v22, 0
.LBB0_51:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s33, s16, 34
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s48, s33, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s49, s48, 31
	s_lshl_b64 s[48:49], s[48:49], 1
	s_add_u32 s48, s2, s48
	s_addc_u32 s49, s3, s49
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[50:51], s[76:77], exec
	s_cselect_b32 s33, 1, 0
	s_cmp_lg_u32 s33, 1
	s_cbranch_scc1 .LBB0_53
; %bb.52:
	global_load_ushort v23, v2, s[48:49]
	s_branch .LBB0_54
.LBB0_53:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v23, 0
.LBB0_54:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s33, s16, 36
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s50, s33, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s51, s50, 31
	s_lshl_b64 s[50:51], s[50:51], 1
	s_add_u32 s50, s2, s50
	s_addc_u32 s51, s3, s51
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[52:53], s[76:77], exec
	s_cselect_b32 s33, 1, 0
	s_cmp_lg_u32 s33, 1
	s_cbranch_scc1 .LBB0_56
; %bb.55:
	global_load_ushort v24, v2, s[50:51]
	s_branch .LBB0_57
.LBB0_56:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v24, 0
.LBB0_57:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s33, s16, 38
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s52, s33, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s53, s52, 31
	s_lshl_b64 s[52:53], s[52:53], 1
	s_add_u32 s52, s2, s52
	s_addc_u32 s53, s3, s53
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[54:55], s[76:77], exec
	s_cselect_b32 s33, 1, 0
	s_cmp_lg_u32 s33, 1
	s_cbranch_scc1 .LBB0_59
; %bb.58:
	global_load_ushort v25, v2, s[52:53]
	s_branch .LBB0_60
.LBB0_59:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v25, 0
.LBB0_60:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s33, s16, 40
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s54, s33, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s55, s54, 31
	s_lshl_b64 s[54:55], s[54:55], 1
	s_add_u32 s54, s2, s54
	s_addc_u32 s55, s3, s55
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[56:57], s[76:77], exec
	s_cselect_b32 s33, 1, 0
	s_cmp_lg_u32 s33, 1
	s_cbranch_scc1 .LBB0_62
; %bb.61:
	global_load_ushort v26, v2, s[54:55]
	s_branch .LBB0_63
.LBB0_62:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v26, 0
.LBB0_63:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s33, s16, 42
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s56, s33, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s57, s56, 31
	s_lshl_b64 s[56:57], s[56:57], 1
	s_add_u32 s56, s2, s56
	s_addc_u32 s57, s3, s57
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[58:59], s[76:77], exec
	s_cselect_b32 s33, 1, 0
	s_cmp_lg_u32 s33, 1
	s_cbranch_scc1 .LBB0_65
; %bb.64:
	global_load_ushort v27, v2, s[56:57]
	s_branch .LBB0_66
.LBB0_65:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v27, 0
.LBB0_66:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s33, s16, 44
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s58, s33, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s59, s58, 31
	s_lshl_b64 s[58:59], s[58:59], 1
	s_add_u32 s58, s2, s58
	s_addc_u32 s59, s3, s59
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[60:61], s[76:77], exec
	s_cselect_b32 s33, 1, 0
	s_cmp_lg_u32 s33, 1
	s_cbranch_scc1 .LBB0_68
; %bb.67:
	global_load_ushort v28, v2, s[58:59]
	s_branch .LBB0_69
.LBB0_68:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v28, 0
.LBB0_69:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s33, s16, 46
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s60, s33, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s61, s60, 31
	s_lshl_b64 s[60:61], s[60:61], 1
	s_add_u32 s60, s2, s60
	s_addc_u32 s61, s3, s61
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[62:63], s[76:77], exec
	s_cselect_b32 s33, 1, 0
	s_cmp_lg_u32 s33, 1
	s_cbranch_scc1 .LBB0_71
; %bb.70:
	global_load_ushort v29, v2, s[60:61]
	s_branch .LBB0_72
.LBB0_71:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v29, 0
.LBB0_72:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s33, s16, 48
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s62, s33, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s63, s62, 31
	s_lshl_b64 s[62:63], s[62:63], 1
	s_add_u32 s62, s2, s62
	s_addc_u32 s63, s3, s63
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[64:65], s[76:77], exec
	s_cselect_b32 s33, 1, 0
	s_cmp_lg_u32 s33, 1
	s_cbranch_scc1 .LBB0_74
; %bb.73:
	global_load_ushort v31, v2, s[62:63]
	s_branch .LBB0_75
.LBB0_74:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v31, 0
.LBB0_75:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s33, s16, 50
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s64, s33, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s65, s64, 31
	s_lshl_b64 s[64:65], s[64:65], 1
	s_add_u32 s64, s2, s64
	s_addc_u32 s65, s3, s65
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[66:67], s[76:77], exec
	s_cselect_b32 s33, 1, 0
	s_cmp_lg_u32 s33, 1
	s_cbranch_scc1 .LBB0_77
; %bb.76:
	global_load_ushort v32, v2, s[64:65]
	s_branch .LBB0_78
.LBB0_77:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v32, 0
.LBB0_78:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s33, s16, 52
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s66, s33, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s67, s66, 31
	s_lshl_b64 s[66:67], s[66:67], 1
	s_add_u32 s66, s2, s66
	s_addc_u32 s67, s3, s67
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[68:69], s[76:77], exec
	s_cselect_b32 s33, 1, 0
	s_cmp_lg_u32 s33, 1
	s_cbranch_scc1 .LBB0_80
; %bb.79:
	global_load_ushort v33, v2, s[66:67]
	s_branch .LBB0_81
.LBB0_80:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v33, 0
.LBB0_81:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s33, s16, 54
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s68, s33, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s69, s68, 31
	s_lshl_b64 s[68:69], s[68:69], 1
	s_add_u32 s68, s2, s68
	s_addc_u32 s69, s3, s69
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[70:71], s[76:77], exec
	s_cselect_b32 s33, 1, 0
	s_cmp_lg_u32 s33, 1
	s_cbranch_scc1 .LBB0_83
; %bb.82:
	global_load_ushort v34, v2, s[68:69]
	s_branch .LBB0_84
.LBB0_83:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v34, 0
.LBB0_84:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s33, s16, 56
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s70, s33, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s71, s70, 31
	s_lshl_b64 s[70:71], s[70:71], 1
	s_add_u32 s70, s2, s70
	s_addc_u32 s71, s3, s71
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[72:73], s[76:77], exec
	s_cselect_b32 s33, 1, 0
	s_cmp_lg_u32 s33, 1
	s_cbranch_scc1 .LBB0_86
; %bb.85:
	global_load_ushort v36, v2, s[70:71]
	s_branch .LBB0_87
.LBB0_86:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v36, 0
.LBB0_87:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s33, s16, 58
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s72, s33, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s73, s72, 31
	s_lshl_b64 s[72:73], s[72:73], 1
	s_add_u32 s72, s2, s72
	s_addc_u32 s73, s3, s73
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[74:75], s[76:77], exec
	s_cselect_b32 s33, 1, 0
	s_cmp_lg_u32 s33, 1
	s_cbranch_scc1 .LBB0_89
; %bb.88:
	global_load_ushort v37, v2, s[72:73]
	s_branch .LBB0_90
.LBB0_89:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v37, 0
.LBB0_90:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s33, s16, 60
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s74, s33, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s75, s74, 31
	s_lshl_b64 s[74:75], s[74:75], 1
	s_add_u32 s74, s2, s74
	s_addc_u32 s75, s3, s75
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[78:79], s[76:77], exec
	s_cselect_b32 s33, 1, 0
	s_cmp_lg_u32 s33, 1
	s_cbranch_scc1 .LBB0_92
; %bb.91:
	global_load_ushort v44, v2, s[74:75]
	s_branch .LBB0_93
.LBB0_92:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v44, 0
.LBB0_93:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s16, s16, 62
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s78, s16, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s79, s78, 31
	.loc	1 0 0                           ; sources.py:0
	s_and_b32 s11, s11, 64
	.loc	1 414 21                        ; sources.py:414:21
	s_lshl_b64 s[78:79], s[78:79], 1
	s_add_u32 s2, s2, s78
	s_addc_u32 s3, s3, s79
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[78:79], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_95
; %bb.94:
	global_load_ushort v45, v2, s[2:3]
	s_branch .LBB0_96
.LBB0_95:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v45, 0
.LBB0_96:
	.loc	1 410 10 is_stmt 1              ; sources.py:410:10
	s_lshl_b32 s33, s17, 5
	.loc	1 409 28                        ; sources.py:409:28
	v_and_b32_e32 v30, 31, v0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	.loc	1 409 28                        ; sources.py:409:28
	v_or_b32_e32 v4, s11, v1
	.loc	1 410 10                        ; sources.py:410:10
	v_or_b32_e32 v2, s33, v30
	.loc	1 415 13                        ; sources.py:415:13
	s_cselect_b32 s16, 1, 0
	.loc	1 415 30 is_stmt 0              ; sources.py:415:30
	v_lshrrev_b32_e32 v5, 5, v4
	.loc	1 415 13                        ; sources.py:415:13
	s_cmp_lg_u32 s16, 1
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 415 13                        ; sources.py:415:13
	s_cbranch_scc1 .LBB0_113
; %bb.97:
	.loc	1 0 13                          ; sources.py:0:13
	v_mul_lo_u32 v38, v5, s9
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[4:5]
	v_lshl_add_u64 v[38:39], v[2:3], 1, v[38:39]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v46, v[38:39], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_114
.LBB0_98:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v35, 4, v5
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v38, v35, s9
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[4:5]
	v_lshl_add_u64 v[38:39], v[2:3], 1, v[38:39]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v47, v[38:39], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_115
.LBB0_99:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v35, 8, v5
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v38, v35, s9
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[4:5]
	v_lshl_add_u64 v[38:39], v[2:3], 1, v[38:39]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v48, v[38:39], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_116
.LBB0_100:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v35, 12, v5
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v38, v35, s9
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[4:5]
	v_lshl_add_u64 v[38:39], v[2:3], 1, v[38:39]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v49, v[38:39], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_117
.LBB0_101:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v35, 16, v5
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v38, v35, s9
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[4:5]
	v_lshl_add_u64 v[38:39], v[2:3], 1, v[38:39]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v50, v[38:39], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_118
.LBB0_102:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v35, 20, v5
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v38, v35, s9
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[4:5]
	v_lshl_add_u64 v[38:39], v[2:3], 1, v[38:39]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v51, v[38:39], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_119
.LBB0_103:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v35, 24, v5
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v38, v35, s9
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[4:5]
	v_lshl_add_u64 v[38:39], v[2:3], 1, v[38:39]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v52, v[38:39], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_120
.LBB0_104:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v35, 28, v5
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v38, v35, s9
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[4:5]
	v_lshl_add_u64 v[38:39], v[2:3], 1, v[38:39]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v53, v[38:39], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_121
.LBB0_105:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v35, 32, v5
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v38, v35, s9
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[4:5]
	v_lshl_add_u64 v[38:39], v[2:3], 1, v[38:39]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v54, v[38:39], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_122
.LBB0_106:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v35, 36, v5
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v38, v35, s9
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[4:5]
	v_lshl_add_u64 v[38:39], v[2:3], 1, v[38:39]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v55, v[38:39], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_123
.LBB0_107:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v35, 40, v5
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v38, v35, s9
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[4:5]
	v_lshl_add_u64 v[38:39], v[2:3], 1, v[38:39]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v56, v[38:39], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_124
.LBB0_108:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v35, 44, v5
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v38, v35, s9
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[4:5]
	v_lshl_add_u64 v[38:39], v[2:3], 1, v[38:39]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v57, v[38:39], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_125
.LBB0_109:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v35, 48, v5
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v38, v35, s9
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[4:5]
	v_lshl_add_u64 v[38:39], v[2:3], 1, v[38:39]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v58, v[38:39], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_126
.LBB0_110:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v35, 52, v5
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v38, v35, s9
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[4:5]
	v_lshl_add_u64 v[38:39], v[2:3], 1, v[38:39]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v59, v[38:39], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_127
.LBB0_111:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v35, 56, v5
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v38, v35, s9
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[4:5]
	v_lshl_add_u64 v[38:39], v[2:3], 1, v[38:39]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v60, v[38:39], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_128
.LBB0_112:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v5, 60, v5
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v38, v5, s9
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[4:5]
	v_lshl_add_u64 v[38:39], v[2:3], 1, v[38:39]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v5, v[38:39], off
	s_branch .LBB0_129
.LBB0_113:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v46, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_98
.LBB0_114:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v47, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_99
.LBB0_115:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v48, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_100
.LBB0_116:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v49, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_101
.LBB0_117:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v50, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_102
.LBB0_118:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v51, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_103
.LBB0_119:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v52, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_104
.LBB0_120:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v53, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_105
.LBB0_121:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v54, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_106
.LBB0_122:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v55, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_107
.LBB0_123:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v56, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_108
.LBB0_124:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v57, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_109
.LBB0_125:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v58, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_110
.LBB0_126:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v59, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_111
.LBB0_127:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v60, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_112
.LBB0_128:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v5, 0
.LBB0_129:
	.loc	1 414 13 is_stmt 1              ; sources.py:414:13
	v_lshlrev_b32_e32 v35, 1, v4
	v_add_u32_e32 v4, 0, v35
	v_xor_b32_e32 v38, 16, v35
	s_waitcnt vmcnt(0)
	ds_write_b16 v4, v6
	ds_write_b16 v4, v14 offset:2048
	ds_write_b16 v4, v22 offset:4096
	ds_write_b16 v4, v31 offset:6144
	v_add_u32_e32 v6, 0, v38
	v_xor_b32_e32 v39, 32, v35
	ds_write_b16 v6, v7 offset:256
	ds_write_b16 v6, v15 offset:2304
	ds_write_b16 v6, v23 offset:4352
	ds_write_b16 v6, v32 offset:6400
	v_add_u32_e32 v7, 0, v39
	v_xor_b32_e32 v40, 48, v35
	ds_write_b16 v7, v8 offset:512
	ds_write_b16 v7, v16 offset:2560
	ds_write_b16 v7, v24 offset:4608
	ds_write_b16 v7, v33 offset:6656
	v_add_u32_e32 v8, 0, v40
	v_xor_b32_e32 v41, 64, v35
	ds_write_b16 v8, v9 offset:768
	ds_write_b16 v8, v17 offset:2816
	ds_write_b16 v8, v25 offset:4864
	ds_write_b16 v8, v34 offset:6912
	v_add_u32_e32 v9, 0, v41
	v_xor_b32_e32 v42, 0x50, v35
	ds_write_b16 v9, v10 offset:1024
	ds_write_b16 v9, v18 offset:3072
	ds_write_b16 v9, v26 offset:5120
	ds_write_b16 v9, v36 offset:7168
	v_add_u32_e32 v9, 0, v42
	v_xor_b32_e32 v43, 0x60, v35
	ds_write_b16 v9, v11 offset:1280
	ds_write_b16 v9, v19 offset:3328
	ds_write_b16 v9, v27 offset:5376
	ds_write_b16 v9, v37 offset:7424
	v_add_u32_e32 v9, 0, v43
	ds_write_b16 v9, v12 offset:1536
	ds_write_b16 v9, v20 offset:3584
	ds_write_b16 v9, v28 offset:5632
	ds_write_b16 v9, v44 offset:7680
	v_xor_b32_e32 v44, 0x70, v35
	v_add_u32_e32 v9, 0, v44
	.loc	1 413 5                         ; sources.py:413:5
	s_sub_i32 s76, s10, 64
	.loc	1 414 13                        ; sources.py:414:13
	s_mov_b32 s78, 0
	ds_write_b16 v9, v13 offset:1792
	ds_write_b16 v9, v21 offset:3840
	ds_write_b16 v9, v29 offset:5888
	ds_write_b16 v9, v45 offset:7936
	.loc	1 415 13                        ; sources.py:415:13
	ds_write_b16 v4, v46 offset:16384
	ds_write_b16 v4, v50 offset:17408
	ds_write_b16 v4, v54 offset:18432
	ds_write_b16 v4, v58 offset:19456
	ds_write_b16 v6, v47 offset:16640
	ds_write_b16 v6, v51 offset:17664
	ds_write_b16 v6, v55 offset:18688
	ds_write_b16 v6, v59 offset:19712
	ds_write_b16 v7, v48 offset:16896
	ds_write_b16 v7, v52 offset:17920
	ds_write_b16 v7, v56 offset:18944
	ds_write_b16 v7, v60 offset:19968
	ds_write_b16 v8, v49 offset:17152
	ds_write_b16 v8, v53 offset:18176
	ds_write_b16 v8, v57 offset:19200
	ds_write_b16 v8, v5 offset:20224
	.loc	1 413 5                         ; sources.py:413:5
	s_cmp_gt_i32 s76, 0
	v_lshlrev_b32_e32 v4, 4, v0
	v_lshlrev_b32_e32 v32, 3, v0
	v_lshlrev_b32_e32 v5, 1, v0
	s_cbranch_scc1 .LBB0_131
; %bb.130:                              ; %.._crit_edge_crit_edge
	.loc	1 415 13                        ; sources.py:415:13
	v_and_b32_e32 v6, 24, v32
	s_movk_i32 s16, 0xc0
	v_and_b32_e32 v36, 32, v5
	v_and_or_b32 v37, v4, s16, v6
	s_mov_b64 s[16:17], 0
	s_branch .LBB0_132
.LBB0_131:
	.loc	1 0 13 is_stmt 0                ; sources.py:0:13
	s_mov_b64 s[16:17], -1
                                        ; implicit-def: $vgpr36
                                        ; implicit-def: $vgpr37
.LBB0_132:                              ; %Flow79
	s_and_b64 s[16:17], s[16:17], exec
	v_and_b32_e32 v31, 32, v0
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	v_lshlrev_b32_e32 v34, 7, v30
	v_lshrrev_b32_e32 v33, 1, v31
	v_cmp_eq_u32_e32 vcc, 0, v31
	s_cbranch_scc1 .LBB0_135
; %bb.133:                              ; %.lr.ph
	.loc	1 413 5 is_stmt 1               ; sources.py:413:5
	v_lshl_add_u64 v[16:17], v[2:3], 1, s[4:5]
	s_movk_i32 s4, 0x70
	v_lshl_or_b32 v0, s11, 6, v34
	v_bitop3_b32 v2, v32, v33, s4 bitop3:0x6c
	s_movk_i32 s4, 0x60
	v_or_b32_e32 v45, v0, v2
	v_bitop3_b32 v46, v0, 32, v2 bitop3:0x36
	v_bitop3_b32 v47, v0, 64, v2 bitop3:0x36
	v_bitop3_b32 v48, v0, s4, v2 bitop3:0x36
	v_mov_b32_e32 v2, 0x220
	v_and_b32_e32 v0, 24, v32
	v_cndmask_b32_e64 v2, v2, 0, vcc
	s_movk_i32 s4, 0xc0
	v_and_or_b32 v37, v4, s4, v0
	v_bitop3_b32 v0, v2, v5, 32 bitop3:0x78
	v_or_b32_e32 v49, v37, v0
	v_bitop3_b32 v50, v37, 16, v0 bitop3:0x36
	v_add_u32_e32 v0, s11, v1
	v_lshrrev_b32_e32 v0, 5, v0
	v_add_u32_e32 v2, 0x7c, v0
	v_mul_lo_u32 v51, s9, v2
	v_or_b32_e32 v2, 0x78, v0
	v_mul_lo_u32 v52, s9, v2
	v_add_u32_e32 v2, 0x74, v0
	v_mul_lo_u32 v53, s9, v2
	v_or_b32_e32 v2, 0x70, v0
	v_mul_lo_u32 v54, s9, v2
	v_add_u32_e32 v2, 0x6c, v0
	v_mul_lo_u32 v55, s9, v2
	v_or_b32_e32 v2, 0x68, v0
	v_mul_lo_u32 v56, s9, v2
	v_add_u32_e32 v2, 0x64, v0
	v_mul_lo_u32 v57, s9, v2
	v_or_b32_e32 v2, 0x60, v0
	v_mul_lo_u32 v58, s9, v2
	v_add_u32_e32 v2, 0x5c, v0
	v_mul_lo_u32 v59, s9, v2
	v_or_b32_e32 v2, 0x58, v0
	v_mul_lo_u32 v60, s9, v2
	v_add_u32_e32 v2, 0x54, v0
	v_mul_lo_u32 v61, s9, v2
	v_or_b32_e32 v2, 0x50, v0
	v_mul_lo_u32 v62, s9, v2
	v_add_u32_e32 v2, 0x4c, v0
	v_mul_lo_u32 v63, s9, v2
	v_or_b32_e32 v2, 0x48, v0
	v_mul_lo_u32 v64, s9, v2
	v_add_u32_e32 v2, 0x44, v0
	v_or_b32_e32 v0, 64, v0
	v_mul_lo_u32 v66, s9, v0
	v_mov_b32_e32 v0, 0
	v_and_b32_e32 v36, 32, v5
	s_lshl_b32 s4, s9, 6
	v_mul_lo_u32 v65, s9, v2
	s_movk_i32 s77, 0x4000
	v_or_b32_e32 v67, 64, v1
	s_mov_b32 s5, 0
	s_mov_b32 s17, 0
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v8, v0
	v_mov_b32_e32 v9, v0
	v_mov_b32_e32 v10, v0
	v_mov_b32_e32 v11, v0
	v_mov_b32_e32 v12, v0
	v_mov_b32_e32 v13, v0
	v_mov_b32_e32 v14, v0
	v_mov_b32_e32 v15, v0
	s_mov_b32 s79, 0
.LBB0_134:                              ; =>This Inner Loop Header: Depth=1
	.loc	1 414 21                        ; sources.py:414:21
	v_add_u32_e32 v18, s79, v67
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshlrev_b64 v[18:19], 1, v[18:19]
	v_lshl_add_u64 v[72:73], s[0:1], 0, v[18:19]
	.loc	1 414 13 is_stmt 0              ; sources.py:414:13
	global_load_ushort v92, v[72:73], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[72:73], s[12:13], 0, v[18:19]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v93, v[72:73], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[72:73], s[14:15], 0, v[18:19]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v94, v[72:73], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[72:73], s[18:19], 0, v[18:19]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v95, v[72:73], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[72:73], s[20:21], 0, v[18:19]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v96, v[72:73], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[72:73], s[22:23], 0, v[18:19]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v97, v[72:73], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[72:73], s[24:25], 0, v[18:19]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v98, v[72:73], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[72:73], s[26:27], 0, v[18:19]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v99, v[72:73], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[72:73], s[28:29], 0, v[18:19]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v100, v[72:73], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[72:73], s[30:31], 0, v[18:19]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v101, v[72:73], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[72:73], s[34:35], 0, v[18:19]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v102, v[72:73], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[72:73], s[36:37], 0, v[18:19]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v103, v[72:73], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[72:73], s[38:39], 0, v[18:19]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v104, v[72:73], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[72:73], s[40:41], 0, v[18:19]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v105, v[72:73], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[72:73], s[42:43], 0, v[18:19]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v106, v[72:73], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[72:73], s[44:45], 0, v[18:19]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v107, v[72:73], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[72:73], s[46:47], 0, v[18:19]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v108, v[72:73], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[72:73], s[48:49], 0, v[18:19]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v109, v[72:73], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[72:73], s[50:51], 0, v[18:19]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v110, v[72:73], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[72:73], s[52:53], 0, v[18:19]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v111, v[72:73], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[72:73], s[54:55], 0, v[18:19]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v112, v[72:73], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[72:73], s[56:57], 0, v[18:19]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v113, v[72:73], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[72:73], s[58:59], 0, v[18:19]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v114, v[72:73], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[72:73], s[60:61], 0, v[18:19]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v115, v[72:73], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[72:73], s[62:63], 0, v[18:19]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v116, v[72:73], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[72:73], s[64:65], 0, v[18:19]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v117, v[72:73], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[72:73], s[66:67], 0, v[18:19]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v118, v[72:73], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[72:73], s[68:69], 0, v[18:19]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v119, v[72:73], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[72:73], s[70:71], 0, v[18:19]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v120, v[72:73], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[72:73], s[72:73], 0, v[18:19]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v121, v[72:73], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[72:73], s[74:75], 0, v[18:19]
	v_lshl_add_u64 v[18:19], s[2:3], 0, v[18:19]
	.loc	1 415 29 is_stmt 1              ; sources.py:415:29
	v_add_u32_e32 v24, s5, v66
	v_add_u32_e32 v28, s5, v65
	v_add_u32_e32 v26, s5, v64
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v122, v[72:73], off
	global_load_ushort v123, v[18:19], off
	.loc	1 415 29                        ; sources.py:415:29
	v_add_u32_e32 v72, s5, v61
	.loc	1 415 21 is_stmt 0              ; sources.py:415:21
	v_ashrrev_i32_e32 v25, 31, v24
	v_ashrrev_i32_e32 v29, 31, v28
	v_ashrrev_i32_e32 v27, 31, v26
	v_ashrrev_i32_e32 v73, 31, v72
	v_lshl_add_u64 v[24:25], v[24:25], 1, v[16:17]
	v_lshl_add_u64 v[28:29], v[28:29], 1, v[16:17]
	v_lshl_add_u64 v[26:27], v[26:27], 1, v[16:17]
	v_lshl_add_u64 v[72:73], v[72:73], 1, v[16:17]
	.loc	1 414 13 is_stmt 1              ; sources.py:414:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v124, v[24:25], off
	global_load_ushort v125, v[28:29], off
	global_load_ushort v129, v[72:73], off
	global_load_ushort v126, v[26:27], off
	.loc	1 415 29 is_stmt 0              ; sources.py:415:29
	v_add_u32_e32 v28, s5, v58
	v_add_u32_e32 v26, s5, v57
	v_add_u32_e32 v72, s5, v54
	v_add_u32_e32 v22, s5, v63
	v_add_u32_e32 v20, s5, v62
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v29, 31, v28
	v_ashrrev_i32_e32 v27, 31, v26
	v_ashrrev_i32_e32 v73, 31, v72
	v_ashrrev_i32_e32 v23, 31, v22
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[28:29], v[28:29], 1, v[16:17]
	v_lshl_add_u64 v[26:27], v[26:27], 1, v[16:17]
	v_lshl_add_u64 v[72:73], v[72:73], 1, v[16:17]
	.loc	1 415 29                        ; sources.py:415:29
	v_add_u32_e32 v18, s5, v60
	.loc	1 415 21                        ; sources.py:415:21
	v_lshl_add_u64 v[22:23], v[22:23], 1, v[16:17]
	v_lshl_add_u64 v[20:21], v[20:21], 1, v[16:17]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v130, v[28:29], off
	global_load_ushort v132, v[72:73], off
	global_load_ushort v131, v[26:27], off
	.loc	1 415 29                        ; sources.py:415:29
	v_add_u32_e32 v28, s5, v53
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v127, v[22:23], off
	global_load_ushort v128, v[20:21], off
	.loc	1 415 29                        ; sources.py:415:29
	v_add_u32_e32 v24, s5, v59
	v_add_u32_e32 v22, s5, v56
	v_add_u32_e32 v20, s5, v55
	v_add_u32_e32 v26, s5, v52
	.loc	1 415 21                        ; sources.py:415:21
	v_add_u32_e32 v72, s5, v51
	v_ashrrev_i32_e32 v29, 31, v28
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[28:29], v[28:29], 1, v[16:17]
	v_ashrrev_i32_e32 v25, 31, v24
	v_ashrrev_i32_e32 v23, 31, v22
	v_ashrrev_i32_e32 v21, 31, v20
	v_ashrrev_i32_e32 v27, 31, v26
	v_ashrrev_i32_e32 v73, 31, v72
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[16:17]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v133, v[28:29], off
	.loc	1 415 21                        ; sources.py:415:21
	v_lshl_add_u64 v[24:25], v[24:25], 1, v[16:17]
	v_lshl_add_u64 v[22:23], v[22:23], 1, v[16:17]
	v_lshl_add_u64 v[20:21], v[20:21], 1, v[16:17]
	v_lshl_add_u64 v[26:27], v[26:27], 1, v[16:17]
	v_lshl_add_u64 v[28:29], v[72:73], 1, v[16:17]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v134, v[18:19], off
	global_load_ushort v135, v[24:25], off
	global_load_ushort v136, v[22:23], off
	global_load_ushort v137, v[20:21], off
	global_load_ushort v138, v[26:27], off
	global_load_ushort v139, v[28:29], off
	.loc	1 414 13 is_stmt 1              ; sources.py:414:13
	v_add_u32_e32 v70, s78, v45
	v_add_u32_e32 v71, s78, v46
	.loc	1 415 13                        ; sources.py:415:13
	v_add_u32_e32 v74, s77, v49
	v_add_u32_e32 v75, s77, v50
	ds_read_b64_tr_b16 v[18:19], v74
	ds_read_b64_tr_b16 v[20:21], v75 offset:256
	.loc	1 414 13                        ; sources.py:414:13
	ds_read_b128 v[22:25], v70
	ds_read_b128 v[26:29], v71
	.loc	1 415 13                        ; sources.py:415:13
	ds_read_b64_tr_b16 v[70:71], v74 offset:1024
	ds_read_b64_tr_b16 v[76:77], v74 offset:2048
	ds_read_b64_tr_b16 v[80:81], v74 offset:3072
	ds_read_b64_tr_b16 v[72:73], v75 offset:1280
	ds_read_b64_tr_b16 v[78:79], v75 offset:2304
	ds_read_b64_tr_b16 v[82:83], v75 offset:3328
	.loc	1 416 16                        ; sources.py:416:16
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_32x32x16_f16 v[0:15], v[18:21], v[22:25], v[0:15]
	.loc	1 414 13                        ; sources.py:414:13
	v_add_u32_e32 v68, s78, v47
	v_add_u32_e32 v69, s78, v48
	ds_read_b128 v[84:87], v68
	ds_read_b128 v[88:91], v69
	.loc	1 413 5                         ; sources.py:413:5
	s_add_i32 s16, s79, 64
	s_add_i32 s17, s17, 1
	s_cmp_lt_i32 s17, 2
	s_cselect_b32 s17, s17, 0
	.loc	1 416 16                        ; sources.py:416:16
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x16_f16 v[0:15], v[70:73], v[26:29], v[0:15]
	.loc	1 415 13                        ; sources.py:415:13
	s_lshl_b32 s80, s17, 12
	.loc	1 413 5                         ; sources.py:413:5
	s_add_i32 s5, s5, s4
	.loc	1 414 13                        ; sources.py:414:13
	s_lshl_b32 s78, s17, 13
	.loc	1 415 13                        ; sources.py:415:13
	s_add_i32 s77, s80, 0x4000
	s_mov_b32 s79, s16
	.loc	1 414 13                        ; sources.py:414:13
	v_add_u32_e32 v18, s78, v35
	.loc	1 413 5                         ; sources.py:413:5
	s_cmp_lt_i32 s16, s76
	.loc	1 416 16                        ; sources.py:416:16
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[0:15], v[76:79], v[84:87], v[0:15]
	.loc	1 414 13                        ; sources.py:414:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v19, s78, v38
	v_add_u32_e32 v20, s78, v39
	v_add_u32_e32 v21, s78, v40
	v_add_u32_e32 v22, s78, v41
	.loc	1 416 16                        ; sources.py:416:16
	v_mfma_f32_32x32x16_f16 v[0:15], v[80:83], v[88:91], v[0:15]
	.loc	1 414 13                        ; sources.py:414:13
	v_add_u32_e32 v23, s78, v42
	v_add_u32_e32 v24, s78, v43
	v_add_u32_e32 v25, s78, v44
	.loc	1 415 13                        ; sources.py:415:13
	v_add_u32_e32 v26, s80, v35
	v_add_u32_e32 v27, s80, v38
	v_add_u32_e32 v28, s80, v39
	v_add_u32_e32 v29, s80, v40
	.loc	1 414 13                        ; sources.py:414:13
	s_waitcnt vmcnt(47)
	ds_write_b16 v18, v92
	s_waitcnt vmcnt(39)
	ds_write_b16 v18, v100 offset:2048
	s_waitcnt vmcnt(31)
	ds_write_b16 v18, v108 offset:4096
	s_waitcnt vmcnt(23)
	ds_write_b16 v18, v116 offset:6144
	ds_write_b16 v19, v93 offset:256
	ds_write_b16 v19, v101 offset:2304
	ds_write_b16 v19, v109 offset:4352
	s_waitcnt vmcnt(22)
	ds_write_b16 v19, v117 offset:6400
	ds_write_b16 v20, v94 offset:512
	ds_write_b16 v20, v102 offset:2560
	ds_write_b16 v20, v110 offset:4608
	s_waitcnt vmcnt(21)
	ds_write_b16 v20, v118 offset:6656
	ds_write_b16 v21, v95 offset:768
	ds_write_b16 v21, v103 offset:2816
	ds_write_b16 v21, v111 offset:4864
	s_waitcnt vmcnt(20)
	ds_write_b16 v21, v119 offset:6912
	ds_write_b16 v22, v96 offset:1024
	ds_write_b16 v22, v104 offset:3072
	ds_write_b16 v22, v112 offset:5120
	s_waitcnt vmcnt(19)
	ds_write_b16 v22, v120 offset:7168
	ds_write_b16 v23, v97 offset:1280
	ds_write_b16 v23, v105 offset:3328
	ds_write_b16 v23, v113 offset:5376
	s_waitcnt vmcnt(18)
	ds_write_b16 v23, v121 offset:7424
	ds_write_b16 v24, v98 offset:1536
	ds_write_b16 v24, v106 offset:3584
	ds_write_b16 v24, v114 offset:5632
	s_waitcnt vmcnt(17)
	ds_write_b16 v24, v122 offset:7680
	ds_write_b16 v25, v99 offset:1792
	ds_write_b16 v25, v107 offset:3840
	ds_write_b16 v25, v115 offset:5888
	s_waitcnt vmcnt(16)
	ds_write_b16 v25, v123 offset:7936
	.loc	1 415 13                        ; sources.py:415:13
	s_waitcnt vmcnt(15)
	ds_write_b16 v26, v124 offset:16384
	s_waitcnt vmcnt(7)
	ds_write_b16 v26, v128 offset:17408
	ds_write_b16 v26, v130 offset:18432
	ds_write_b16 v26, v132 offset:19456
	ds_write_b16 v27, v125 offset:16640
	ds_write_b16 v27, v129 offset:17664
	ds_write_b16 v27, v131 offset:18688
	s_waitcnt vmcnt(6)
	ds_write_b16 v27, v133 offset:19712
	ds_write_b16 v28, v126 offset:16896
	s_waitcnt vmcnt(5)
	ds_write_b16 v28, v134 offset:17920
	s_waitcnt vmcnt(3)
	ds_write_b16 v28, v136 offset:18944
	s_waitcnt vmcnt(1)
	ds_write_b16 v28, v138 offset:19968
	ds_write_b16 v29, v127 offset:17152
	ds_write_b16 v29, v135 offset:18176
	ds_write_b16 v29, v137 offset:19200
	s_waitcnt vmcnt(0)
	ds_write_b16 v29, v139 offset:20224
	.loc	1 413 5                         ; sources.py:413:5
	s_cbranch_scc1 .LBB0_134
	s_branch .LBB0_136
.LBB0_135:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	v_mov_b32_e32 v15, 0
	s_movk_i32 s77, 0x4000
	v_mov_b32_e32 v14, v15
	v_mov_b32_e32 v13, v15
	v_mov_b32_e32 v12, v15
	v_mov_b32_e32 v11, v15
	v_mov_b32_e32 v10, v15
	v_mov_b32_e32 v9, v15
	v_mov_b32_e32 v8, v15
	v_mov_b32_e32 v7, v15
	v_mov_b32_e32 v6, v15
	v_mov_b32_e32 v5, v15
	v_mov_b32_e32 v4, v15
	v_mov_b32_e32 v3, v15
	v_mov_b32_e32 v2, v15
	v_mov_b32_e32 v1, v15
	v_mov_b32_e32 v0, v15
.LBB0_136:                              ; %._crit_edge
	.loc	1 413 5 is_stmt 1               ; sources.py:413:5
	s_add_i32 s10, s10, 63
	s_cmp_lt_i32 s10, 64
	.loc	1 414 13                        ; sources.py:414:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 416 16                        ; sources.py:416:16
	s_cbranch_scc1 .LBB0_138
; %bb.137:
	.loc	1 0 16 is_stmt 0                ; sources.py:0:16
	v_mov_b32_e32 v16, 0x220
	v_cndmask_b32_e64 v16, v16, 0, vcc
	v_xor_b32_e32 v17, v16, v36
	s_movk_i32 s0, 0x110
	v_bitop3_b32 v16, v37, v16, v36 bitop3:0xf6
	v_bitop3_b32 v17, v37, s0, v17 bitop3:0x36
	v_add_u32_e32 v16, s77, v16
	v_add_u32_e32 v17, s77, v17
	ds_read_b64_tr_b16 v[22:23], v16
	ds_read_b64_tr_b16 v[24:25], v17
	.loc	1 414 13 is_stmt 1              ; sources.py:414:13
	s_movk_i32 s0, 0x70
	v_lshl_or_b32 v18, s11, 6, v34
	v_bitop3_b32 v19, v32, v33, s0 bitop3:0x6c
	v_or_b32_e32 v20, v18, v19
	v_add_u32_e32 v21, s78, v20
	ds_read_b128 v[26:29], v21
	ds_read_b64_tr_b16 v[32:33], v16 offset:1024
	ds_read_b64_tr_b16 v[36:37], v16 offset:2048
	ds_read_b64_tr_b16 v[40:41], v16 offset:3072
	ds_read_b64_tr_b16 v[34:35], v17 offset:1024
	ds_read_b64_tr_b16 v[38:39], v17 offset:2048
	ds_read_b64_tr_b16 v[42:43], v17 offset:3072
	.loc	1 416 16                        ; sources.py:416:16
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x16_f16 v[0:15], v[22:25], v[26:29], v[0:15]
	.loc	1 414 13                        ; sources.py:414:13
	v_xad_u32 v16, v20, 32, s78
	ds_read_b128 v[22:25], v16
	v_xad_u32 v16, v20, 64, s78
	s_movk_i32 s0, 0x60
	.loc	1 416 16                        ; sources.py:416:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[32:35], v[22:25], v[0:15]
	.loc	1 414 13                        ; sources.py:414:13
	ds_read_b128 v[20:23], v16
	v_bitop3_b32 v16, v18, s0, v19 bitop3:0x36
	v_add_u32_e32 v16, s78, v16
	ds_read_b128 v[16:19], v16
	.loc	1 416 16                        ; sources.py:416:16
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[0:15], v[36:39], v[20:23], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[40:43], v[16:19], v[0:15]
.LBB0_138:                              ; %._crit_edge._crit_edge
	.loc	1 409 28                        ; sources.py:409:28
	s_lshr_b32 s0, s11, 1
	v_or_b32_e32 v17, s0, v30
	.loc	1 409 10 is_stmt 0              ; sources.py:409:10
	v_or_b32_e32 v17, s8, v17
	.loc	1 410 28 is_stmt 1              ; sources.py:410:28
	v_lshrrev_b32_e32 v16, 3, v31
	.loc	1 417 22                        ; sources.py:417:22
	v_mul_lo_u32 v18, v17, s9
	.loc	1 410 10                        ; sources.py:410:10
	v_or_b32_e32 v16, s33, v16
	.loc	1 417 14                        ; sources.py:417:14
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[6:7]
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 2, v[18:19]
	.loc	1 417 5 is_stmt 0               ; sources.py:417:5
	s_nop 1
	global_store_dwordx4 v[16:17], v[0:3], off
	global_store_dwordx4 v[16:17], v[4:7], off offset:32
	global_store_dwordx4 v[16:17], v[8:11], off offset:64
	global_store_dwordx4 v[16:17], v[12:15], off offset:96
	.loc	1 404 1 is_stmt 1               ; sources.py:404:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	dot, .Lfunc_end0-dot
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel dot
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 56
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 140
		.amdhsa_next_free_sgpr 81
		.amdhsa_accum_offset 140
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
	.set .Ldot.num_vgpr, 140
	.set .Ldot.num_agpr, 0
	.set .Ldot.numbered_sgpr, 81
	.set .Ldot.num_named_barrier, 0
	.set .Ldot.private_seg_size, 0
	.set .Ldot.uses_vcc, 1
	.set .Ldot.uses_flat_scratch, 0
	.set .Ldot.has_dyn_sized_stack, 0
	.set .Ldot.has_recursion, 0
	.set .Ldot.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6396
; TotalNumSgprs: 87
; NumVgprs: 140
; NumAgprs: 0
; TotalNumVgprs: 140
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 10
; VGPRBlocks: 17
; NumSGPRsForWavesPerEU: 87
; NumVGPRsForWavesPerEU: 140
; AccumOffset: 140
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 34
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
	.byte	0                               ; DW_CHILDREN_no
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
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	4                               ; DWARF version number
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	8                               ; Address Size (in bytes)
	.byte	1                               ; Abbrev [1] 0xb:0x1f DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	2                               ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
                                        ; DW_AT_APPLE_optimized
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
.Ldebug_info_end0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"sources.py"                    ; string offset=7 ; sources.py
.Linfo_string2:
	.asciz	"kernels/triton-emu"            ; string offset=18 ; kernels/triton-emu
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
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .max_flat_workgroup_size: 128
    .name:           dot
    .private_segment_fixed_size: 0
    .sgpr_count:     87
    .sgpr_spill_count: 0
    .symbol:         dot.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     140
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
