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
; %bb.171:
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
; %bb.172:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_lshl_b32 s8, s16, 5
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s11, s10, s8
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s1, s11, 31
	s_add_u32 s0, s2, s11
	s_addc_u32 s1, s3, s1
	.loc	1 413 5 is_stmt 1               ; sources.py:413:5
	s_cmp_gt_i32 s10, 0
	s_cselect_b64 s[76:77], -1, 0
	s_cmp_lt_i32 s10, 1
	.loc	1 414 21                        ; sources.py:414:21
	v_mov_b32_e32 v1, 0
	.loc	1 414 13 is_stmt 0              ; sources.py:414:13
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	.loc	1 0 13                          ; sources.py:0:13
	v_lshl_add_u64 v[2:3], s[0:1], 0, v[0:1]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v5, v[2:3], off
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v5, 0
.LBB0_3:
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	s_add_i32 s12, s11, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s13, s12, 31
	s_add_u32 s12, s2, s12
	s_addc_u32 s13, s3, s13
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[14:15], s[76:77], exec
	s_cselect_b32 s14, 1, 0
	s_cmp_lg_u32 s14, 1
	s_cbranch_scc1 .LBB0_5
; %bb.4:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[2:3], s[12:13], 0, v[0:1]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v6, v[2:3], off
	s_branch .LBB0_6
.LBB0_5:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v6, 0
.LBB0_6:
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	s_lshl1_add_u32 s14, s10, s11
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s15, s14, 31
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[18:19], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[2:3], s[14:15], 0, v[0:1]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v7, v[2:3], off
	s_branch .LBB0_9
.LBB0_8:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v7, 0
.LBB0_9:
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	s_mul_i32 s16, s10, 3
	s_add_i32 s16, s11, s16
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s19, s16, 31
	s_add_u32 s18, s2, s16
	s_addc_u32 s19, s3, s19
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[20:21], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_11
; %bb.10:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[2:3], s[18:19], 0, v[0:1]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v8, v[2:3], off
	s_branch .LBB0_12
.LBB0_11:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v8, 0
.LBB0_12:
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	s_lshl2_add_u32 s16, s10, s11
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s21, s16, 31
	s_add_u32 s20, s2, s16
	s_addc_u32 s21, s3, s21
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[22:23], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_14
; %bb.13:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[2:3], s[20:21], 0, v[0:1]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v9, v[2:3], off
	s_branch .LBB0_15
.LBB0_14:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v9, 0
.LBB0_15:
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	s_mul_i32 s16, s10, 5
	s_add_i32 s16, s11, s16
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s23, s16, 31
	s_add_u32 s22, s2, s16
	s_addc_u32 s23, s3, s23
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[24:25], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_17
; %bb.16:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[2:3], s[22:23], 0, v[0:1]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v10, v[2:3], off
	s_branch .LBB0_18
.LBB0_17:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v10, 0
.LBB0_18:
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	s_mul_i32 s16, s10, 6
	s_add_i32 s16, s11, s16
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s25, s16, 31
	s_add_u32 s24, s2, s16
	s_addc_u32 s25, s3, s25
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[26:27], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_20
; %bb.19:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[2:3], s[24:25], 0, v[0:1]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v11, v[2:3], off
	s_branch .LBB0_21
.LBB0_20:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v11, 0
.LBB0_21:
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	s_mul_i32 s16, s10, 7
	s_add_i32 s16, s11, s16
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s27, s16, 31
	s_add_u32 s26, s2, s16
	s_addc_u32 s27, s3, s27
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[28:29], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_23
; %bb.22:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[2:3], s[26:27], 0, v[0:1]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v12, v[2:3], off
	s_branch .LBB0_24
.LBB0_23:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v12, 0
.LBB0_24:
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	s_lshl3_add_u32 s16, s10, s11
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s29, s16, 31
	s_add_u32 s28, s2, s16
	s_addc_u32 s29, s3, s29
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[30:31], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_26
; %bb.25:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[2:3], s[28:29], 0, v[0:1]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v13, v[2:3], off
	s_branch .LBB0_27
.LBB0_26:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v13, 0
.LBB0_27:
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	s_mul_i32 s16, s10, 9
	s_add_i32 s16, s11, s16
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s31, s16, 31
	s_add_u32 s30, s2, s16
	s_addc_u32 s31, s3, s31
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[34:35], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_29
; %bb.28:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[2:3], s[30:31], 0, v[0:1]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v14, v[2:3], off
	s_branch .LBB0_30
.LBB0_29:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v14, 0
.LBB0_30:
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	s_mul_i32 s16, s10, 10
	s_add_i32 s16, s11, s16
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s33, s16, 31
	s_add_u32 s34, s2, s16
	s_addc_u32 s35, s3, s33
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[36:37], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_32
; %bb.31:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[2:3], s[34:35], 0, v[0:1]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v15, v[2:3], off
	s_branch .LBB0_33
.LBB0_32:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v15, 0
.LBB0_33:
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	s_mul_i32 s16, s10, 11
	s_add_i32 s16, s11, s16
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s33, s16, 31
	s_add_u32 s36, s2, s16
	s_addc_u32 s37, s3, s33
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[38:39], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_35
; %bb.34:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[2:3], s[36:37], 0, v[0:1]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v16, v[2:3], off
	s_branch .LBB0_36
.LBB0_35:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v16, 0
.LBB0_36:
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	s_mul_i32 s16, s10, 12
	s_add_i32 s16, s11, s16
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s33, s16, 31
	s_add_u32 s38, s2, s16
	s_addc_u32 s39, s3, s33
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[40:41], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_38
; %bb.37:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[2:3], s[38:39], 0, v[0:1]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v17, v[2:3], off
	s_branch .LBB0_39
.LBB0_38:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v17, 0
.LBB0_39:
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	s_mul_i32 s16, s10, 13
	s_add_i32 s16, s11, s16
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s33, s16, 31
	s_add_u32 s40, s2, s16
	s_addc_u32 s41, s3, s33
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[42:43], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_41
; %bb.40:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[2:3], s[40:41], 0, v[0:1]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v18, v[2:3], off
	s_branch .LBB0_42
.LBB0_41:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v18, 0
.LBB0_42:
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	s_mul_i32 s16, s10, 14
	s_add_i32 s16, s11, s16
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s33, s16, 31
	s_add_u32 s42, s2, s16
	s_addc_u32 s43, s3, s33
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[44:45], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_44
; %bb.43:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[2:3], s[42:43], 0, v[0:1]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v19, v[2:3], off
	s_branch .LBB0_45
.LBB0_44:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v19, 0
.LBB0_45:
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	s_mul_i32 s16, s10, 15
	s_add_i32 s16, s11, s16
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s33, s16, 31
	s_add_u32 s44, s2, s16
	s_addc_u32 s45, s3, s33
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[46:47], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_47
; %bb.46:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[2:3], s[44:45], 0, v[0:1]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v20, v[2:3], off
	s_branch .LBB0_48
.LBB0_47:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v20, 0
.LBB0_48:
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	s_lshl4_add_u32 s16, s10, s11
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s33, s16, 31
	s_add_u32 s46, s2, s16
	s_addc_u32 s47, s3, s33
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[48:49], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_50
; %bb.49:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[2:3], s[46:47], 0, v[0:1]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v21, v[2:3], off
	s_branch .LBB0_51
.LBB0_50:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v21, 0
.LBB0_51:
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	s_mul_i32 s16, s10, 17
	s_add_i32 s16, s11, s16
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s33, s16, 31
	s_add_u32 s48, s2, s16
	s_addc_u32 s49, s3, s33
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[50:51], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_53
; %bb.52:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[2:3], s[48:49], 0, v[0:1]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v22, v[2:3], off
	s_branch .LBB0_54
.LBB0_53:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v22, 0
.LBB0_54:
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	s_mul_i32 s16, s10, 18
	s_add_i32 s16, s11, s16
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s33, s16, 31
	s_add_u32 s50, s2, s16
	s_addc_u32 s51, s3, s33
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[52:53], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_56
; %bb.55:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[2:3], s[50:51], 0, v[0:1]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v23, v[2:3], off
	s_branch .LBB0_57
.LBB0_56:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v23, 0
.LBB0_57:
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	s_mul_i32 s16, s10, 19
	s_add_i32 s16, s11, s16
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s33, s16, 31
	s_add_u32 s52, s2, s16
	s_addc_u32 s53, s3, s33
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[54:55], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_59
; %bb.58:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[2:3], s[52:53], 0, v[0:1]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v24, v[2:3], off
	s_branch .LBB0_60
.LBB0_59:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v24, 0
.LBB0_60:
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	s_mul_i32 s16, s10, 20
	s_add_i32 s16, s11, s16
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s33, s16, 31
	s_add_u32 s54, s2, s16
	s_addc_u32 s55, s3, s33
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[56:57], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_62
; %bb.61:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[2:3], s[54:55], 0, v[0:1]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v25, v[2:3], off
	s_branch .LBB0_63
.LBB0_62:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v25, 0
.LBB0_63:
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	s_mul_i32 s16, s10, 21
	s_add_i32 s16, s11, s16
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s33, s16, 31
	s_add_u32 s56, s2, s16
	s_addc_u32 s57, s3, s33
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[58:59], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_65
; %bb.64:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[2:3], s[56:57], 0, v[0:1]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v26, v[2:3], off
	s_branch .LBB0_66
.LBB0_65:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v26, 0
.LBB0_66:
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	s_mul_i32 s16, s10, 22
	s_add_i32 s16, s11, s16
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s33, s16, 31
	s_add_u32 s58, s2, s16
	s_addc_u32 s59, s3, s33
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[60:61], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_68
; %bb.67:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[2:3], s[58:59], 0, v[0:1]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v27, v[2:3], off
	s_branch .LBB0_69
.LBB0_68:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v27, 0
.LBB0_69:
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	s_mul_i32 s16, s10, 23
	s_add_i32 s16, s11, s16
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s33, s16, 31
	s_add_u32 s60, s2, s16
	s_addc_u32 s61, s3, s33
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[62:63], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_71
; %bb.70:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[2:3], s[60:61], 0, v[0:1]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v28, v[2:3], off
	s_branch .LBB0_72
.LBB0_71:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v28, 0
.LBB0_72:
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	s_mul_i32 s16, s10, 24
	s_add_i32 s16, s11, s16
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s33, s16, 31
	s_add_u32 s62, s2, s16
	s_addc_u32 s63, s3, s33
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[64:65], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_74
; %bb.73:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[2:3], s[62:63], 0, v[0:1]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v29, v[2:3], off
	s_branch .LBB0_75
.LBB0_74:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v29, 0
.LBB0_75:
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	s_mul_i32 s16, s10, 25
	s_add_i32 s16, s11, s16
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s33, s16, 31
	s_add_u32 s64, s2, s16
	s_addc_u32 s65, s3, s33
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[66:67], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_77
; %bb.76:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[2:3], s[64:65], 0, v[0:1]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v30, v[2:3], off
	s_branch .LBB0_78
.LBB0_77:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v30, 0
.LBB0_78:
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	s_mul_i32 s16, s10, 26
	s_add_i32 s16, s11, s16
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s33, s16, 31
	s_add_u32 s66, s2, s16
	s_addc_u32 s67, s3, s33
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[68:69], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_80
; %bb.79:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[2:3], s[66:67], 0, v[0:1]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v31, v[2:3], off
	s_branch .LBB0_81
.LBB0_80:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v31, 0
.LBB0_81:
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	s_mul_i32 s16, s10, 27
	s_add_i32 s16, s11, s16
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s33, s16, 31
	s_add_u32 s68, s2, s16
	s_addc_u32 s69, s3, s33
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[70:71], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_83
; %bb.82:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[2:3], s[68:69], 0, v[0:1]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v32, v[2:3], off
	s_branch .LBB0_84
.LBB0_83:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v32, 0
.LBB0_84:
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	s_mul_i32 s16, s10, 28
	s_add_i32 s16, s11, s16
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s33, s16, 31
	s_add_u32 s70, s2, s16
	s_addc_u32 s71, s3, s33
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[72:73], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_86
; %bb.85:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[2:3], s[70:71], 0, v[0:1]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v34, v[2:3], off
	s_branch .LBB0_87
.LBB0_86:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v34, 0
.LBB0_87:
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	s_mul_i32 s16, s10, 29
	s_add_i32 s16, s11, s16
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s33, s16, 31
	s_add_u32 s72, s2, s16
	s_addc_u32 s73, s3, s33
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[74:75], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_89
; %bb.88:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[2:3], s[72:73], 0, v[0:1]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v35, v[2:3], off
	s_branch .LBB0_90
.LBB0_89:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v35, 0
.LBB0_90:
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	s_mul_i32 s16, s10, 30
	s_add_i32 s16, s11, s16
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s33, s16, 31
	s_add_u32 s74, s2, s16
	s_addc_u32 s75, s3, s33
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[78:79], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_92
; %bb.91:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[2:3], s[74:75], 0, v[0:1]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v36, v[2:3], off
	s_branch .LBB0_93
.LBB0_92:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v36, 0
.LBB0_93:
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	s_mul_i32 s16, s10, 31
	s_add_i32 s11, s11, s16
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s16, s11, 31
	s_add_u32 s2, s2, s11
	s_addc_u32 s3, s3, s16
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[78:79], s[76:77], exec
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	s_cbranch_scc1 .LBB0_95
; %bb.94:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[0:1]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v37, v[2:3], off
	s_branch .LBB0_96
.LBB0_95:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v37, 0
.LBB0_96:
	.loc	1 410 10 is_stmt 1              ; sources.py:410:10
	s_lshl_b32 s11, s17, 5
	.loc	1 409 28                        ; sources.py:409:28
	v_and_b32_e32 v1, 31, v0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	.loc	1 410 10                        ; sources.py:410:10
	v_or_b32_e32 v2, s11, v1
	.loc	1 415 13                        ; sources.py:415:13
	s_cselect_b32 s16, 1, 0
	.loc	1 415 30 is_stmt 0              ; sources.py:415:30
	v_lshrrev_b32_e32 v4, 5, v0
	.loc	1 415 13                        ; sources.py:415:13
	s_cmp_lg_u32 s16, 1
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 415 13                        ; sources.py:415:13
	s_cbranch_scc1 .LBB0_129
; %bb.97:
	.loc	1 0 13                          ; sources.py:0:13
	v_mul_lo_u32 v38, s9, v4
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshl_add_u64 v[38:39], s[4:5], 0, v[38:39]
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[2:3]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v38, v[38:39], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_130
.LBB0_98:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v33, 2, v4
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v40, s9, v33
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v41, 31, v40
	v_lshl_add_u64 v[40:41], s[4:5], 0, v[40:41]
	v_lshl_add_u64 v[40:41], v[40:41], 0, v[2:3]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v41, v[40:41], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_131
.LBB0_99:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v33, 4, v4
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v42, s9, v33
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v43, 31, v42
	v_lshl_add_u64 v[42:43], s[4:5], 0, v[42:43]
	v_lshl_add_u64 v[42:43], v[42:43], 0, v[2:3]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v42, v[42:43], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_132
.LBB0_100:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v33, 6, v4
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v44, s9, v33
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v45, 31, v44
	v_lshl_add_u64 v[44:45], s[4:5], 0, v[44:45]
	v_lshl_add_u64 v[44:45], v[44:45], 0, v[2:3]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v43, v[44:45], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_133
.LBB0_101:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v33, 8, v4
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v44, s9, v33
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v45, 31, v44
	v_lshl_add_u64 v[44:45], s[4:5], 0, v[44:45]
	v_lshl_add_u64 v[44:45], v[44:45], 0, v[2:3]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v44, v[44:45], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_134
.LBB0_102:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v33, 10, v4
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v46, s9, v33
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[4:5], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v45, v[46:47], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_135
.LBB0_103:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v33, 12, v4
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v46, s9, v33
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[4:5], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v46, v[46:47], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_136
.LBB0_104:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v33, 14, v4
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v48, s9, v33
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v49, 31, v48
	v_lshl_add_u64 v[48:49], s[4:5], 0, v[48:49]
	v_lshl_add_u64 v[48:49], v[48:49], 0, v[2:3]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v47, v[48:49], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_137
.LBB0_105:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v33, 16, v4
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v48, s9, v33
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v49, 31, v48
	v_lshl_add_u64 v[48:49], s[4:5], 0, v[48:49]
	v_lshl_add_u64 v[48:49], v[48:49], 0, v[2:3]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v48, v[48:49], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_138
.LBB0_106:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v33, 18, v4
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v50, s9, v33
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v51, 31, v50
	v_lshl_add_u64 v[50:51], s[4:5], 0, v[50:51]
	v_lshl_add_u64 v[50:51], v[50:51], 0, v[2:3]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v49, v[50:51], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_139
.LBB0_107:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v33, 20, v4
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v50, s9, v33
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v51, 31, v50
	v_lshl_add_u64 v[50:51], s[4:5], 0, v[50:51]
	v_lshl_add_u64 v[50:51], v[50:51], 0, v[2:3]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v50, v[50:51], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_140
.LBB0_108:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v33, 22, v4
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v52, s9, v33
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshl_add_u64 v[52:53], s[4:5], 0, v[52:53]
	v_lshl_add_u64 v[52:53], v[52:53], 0, v[2:3]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v51, v[52:53], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_141
.LBB0_109:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v33, 24, v4
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v52, s9, v33
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshl_add_u64 v[52:53], s[4:5], 0, v[52:53]
	v_lshl_add_u64 v[52:53], v[52:53], 0, v[2:3]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v52, v[52:53], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_142
.LBB0_110:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v33, 26, v4
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v54, s9, v33
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v55, 31, v54
	v_lshl_add_u64 v[54:55], s[4:5], 0, v[54:55]
	v_lshl_add_u64 v[54:55], v[54:55], 0, v[2:3]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v53, v[54:55], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_143
.LBB0_111:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v33, 28, v4
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v54, s9, v33
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v55, 31, v54
	v_lshl_add_u64 v[54:55], s[4:5], 0, v[54:55]
	v_lshl_add_u64 v[54:55], v[54:55], 0, v[2:3]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v54, v[54:55], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_144
.LBB0_112:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v33, 30, v4
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v56, s9, v33
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshl_add_u64 v[56:57], s[4:5], 0, v[56:57]
	v_lshl_add_u64 v[56:57], v[56:57], 0, v[2:3]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v55, v[56:57], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_145
.LBB0_113:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v33, 32, v4
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v56, s9, v33
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshl_add_u64 v[56:57], s[4:5], 0, v[56:57]
	v_lshl_add_u64 v[56:57], v[56:57], 0, v[2:3]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v56, v[56:57], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_146
.LBB0_114:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v33, 34, v4
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v58, s9, v33
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v59, 31, v58
	v_lshl_add_u64 v[58:59], s[4:5], 0, v[58:59]
	v_lshl_add_u64 v[58:59], v[58:59], 0, v[2:3]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v57, v[58:59], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_147
.LBB0_115:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v33, 36, v4
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v58, s9, v33
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v59, 31, v58
	v_lshl_add_u64 v[58:59], s[4:5], 0, v[58:59]
	v_lshl_add_u64 v[58:59], v[58:59], 0, v[2:3]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v58, v[58:59], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_148
.LBB0_116:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v33, 38, v4
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v60, s9, v33
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v61, 31, v60
	v_lshl_add_u64 v[60:61], s[4:5], 0, v[60:61]
	v_lshl_add_u64 v[60:61], v[60:61], 0, v[2:3]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v59, v[60:61], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_149
.LBB0_117:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v33, 40, v4
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v60, s9, v33
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v61, 31, v60
	v_lshl_add_u64 v[60:61], s[4:5], 0, v[60:61]
	v_lshl_add_u64 v[60:61], v[60:61], 0, v[2:3]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v60, v[60:61], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_150
.LBB0_118:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v33, 42, v4
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v62, s9, v33
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v63, 31, v62
	v_lshl_add_u64 v[62:63], s[4:5], 0, v[62:63]
	v_lshl_add_u64 v[62:63], v[62:63], 0, v[2:3]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v61, v[62:63], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_151
.LBB0_119:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v33, 44, v4
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v62, s9, v33
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v63, 31, v62
	v_lshl_add_u64 v[62:63], s[4:5], 0, v[62:63]
	v_lshl_add_u64 v[62:63], v[62:63], 0, v[2:3]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v62, v[62:63], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_152
.LBB0_120:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v33, 46, v4
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v64, s9, v33
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[64:65], s[4:5], 0, v[64:65]
	v_lshl_add_u64 v[64:65], v[64:65], 0, v[2:3]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v63, v[64:65], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_153
.LBB0_121:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v33, 48, v4
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v64, s9, v33
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[64:65], s[4:5], 0, v[64:65]
	v_lshl_add_u64 v[64:65], v[64:65], 0, v[2:3]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v64, v[64:65], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_154
.LBB0_122:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v33, 50, v4
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v66, s9, v33
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v67, 31, v66
	v_lshl_add_u64 v[66:67], s[4:5], 0, v[66:67]
	v_lshl_add_u64 v[66:67], v[66:67], 0, v[2:3]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v65, v[66:67], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_155
.LBB0_123:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v33, 52, v4
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v66, s9, v33
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v67, 31, v66
	v_lshl_add_u64 v[66:67], s[4:5], 0, v[66:67]
	v_lshl_add_u64 v[66:67], v[66:67], 0, v[2:3]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v66, v[66:67], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_156
.LBB0_124:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v33, 54, v4
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v68, s9, v33
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[68:69], s[4:5], 0, v[68:69]
	v_lshl_add_u64 v[68:69], v[68:69], 0, v[2:3]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v67, v[68:69], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_157
.LBB0_125:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v33, 56, v4
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v68, s9, v33
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[68:69], s[4:5], 0, v[68:69]
	v_lshl_add_u64 v[68:69], v[68:69], 0, v[2:3]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v68, v[68:69], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_158
.LBB0_126:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v33, 58, v4
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v70, s9, v33
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v71, 31, v70
	v_lshl_add_u64 v[70:71], s[4:5], 0, v[70:71]
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[2:3]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v69, v[70:71], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_159
.LBB0_127:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v33, 60, v4
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v70, s9, v33
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v71, 31, v70
	v_lshl_add_u64 v[70:71], s[4:5], 0, v[70:71]
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[2:3]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v70, v[70:71], off
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_160
.LBB0_128:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v33, 62, v4
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v72, s9, v33
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v73, 31, v72
	v_lshl_add_u64 v[72:73], s[4:5], 0, v[72:73]
	v_lshl_add_u64 v[72:73], v[72:73], 0, v[2:3]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v71, v[72:73], off
	s_branch .LBB0_161
.LBB0_129:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v38, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_98
.LBB0_130:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v41, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_99
.LBB0_131:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v42, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_100
.LBB0_132:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v43, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_101
.LBB0_133:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v44, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_102
.LBB0_134:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v45, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_103
.LBB0_135:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v46, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_104
.LBB0_136:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v47, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_105
.LBB0_137:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v48, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_106
.LBB0_138:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v49, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_107
.LBB0_139:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v50, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_108
.LBB0_140:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v51, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_109
.LBB0_141:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v52, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_110
.LBB0_142:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v53, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_111
.LBB0_143:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v54, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_112
.LBB0_144:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v55, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_113
.LBB0_145:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v56, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_114
.LBB0_146:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v57, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_115
.LBB0_147:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v58, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_116
.LBB0_148:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v59, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_117
.LBB0_149:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v60, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_118
.LBB0_150:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v61, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_119
.LBB0_151:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v62, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_120
.LBB0_152:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v63, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_121
.LBB0_153:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v64, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_122
.LBB0_154:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v65, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_123
.LBB0_155:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v66, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_124
.LBB0_156:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v67, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_125
.LBB0_157:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v68, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_126
.LBB0_158:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v69, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_127
.LBB0_159:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v70, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[76:77], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_128
.LBB0_160:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v71, 0
.LBB0_161:
	.loc	1 414 13 is_stmt 1              ; sources.py:414:13
	v_add_u32_e32 v72, 0, v0
	v_xor_b32_e32 v33, 16, v0
	v_xor_b32_e32 v39, 32, v0
	s_waitcnt vmcnt(0)
	ds_write_b8 v72, v5
	ds_write_b8 v72, v6 offset:64
	ds_write_b8 v72, v7 offset:128
	ds_write_b8 v72, v8 offset:192
	ds_write_b8 v72, v21 offset:1024
	ds_write_b8 v72, v22 offset:1088
	ds_write_b8 v72, v23 offset:1152
	ds_write_b8 v72, v24 offset:1216
	v_add_u32_e32 v5, 0, v33
	v_add_u32_e32 v6, 0, v39
	v_xor_b32_e32 v40, 48, v0
	ds_write_b8 v5, v9 offset:256
	ds_write_b8 v5, v10 offset:320
	ds_write_b8 v5, v11 offset:384
	ds_write_b8 v5, v12 offset:448
	ds_write_b8 v5, v25 offset:1280
	ds_write_b8 v5, v26 offset:1344
	ds_write_b8 v5, v27 offset:1408
	ds_write_b8 v5, v28 offset:1472
	ds_write_b8 v6, v13 offset:512
	ds_write_b8 v6, v14 offset:576
	ds_write_b8 v6, v15 offset:640
	ds_write_b8 v6, v16 offset:704
	ds_write_b8 v6, v29 offset:1536
	ds_write_b8 v6, v30 offset:1600
	ds_write_b8 v6, v31 offset:1664
	ds_write_b8 v6, v32 offset:1728
	v_add_u32_e32 v6, 0, v40
	.loc	1 413 5                         ; sources.py:413:5
	s_sub_i32 s33, s10, 64
	.loc	1 414 13                        ; sources.py:414:13
	s_mov_b32 s77, 0
	ds_write_b8 v6, v17 offset:768
	ds_write_b8 v6, v18 offset:832
	ds_write_b8 v6, v19 offset:896
	ds_write_b8 v6, v20 offset:960
	ds_write_b8 v6, v34 offset:1792
	ds_write_b8 v6, v35 offset:1856
	ds_write_b8 v6, v36 offset:1920
	ds_write_b8 v6, v37 offset:1984
	.loc	1 415 13                        ; sources.py:415:13
	ds_write_b8 v72, v38 offset:4096
	ds_write_b8 v72, v41 offset:4160
	ds_write_b8 v72, v42 offset:4224
	ds_write_b8 v72, v43 offset:4288
	ds_write_b8 v72, v48 offset:4608
	ds_write_b8 v72, v49 offset:4672
	ds_write_b8 v72, v50 offset:4736
	ds_write_b8 v72, v51 offset:4800
	ds_write_b8 v72, v56 offset:5120
	ds_write_b8 v72, v57 offset:5184
	ds_write_b8 v72, v58 offset:5248
	ds_write_b8 v72, v59 offset:5312
	ds_write_b8 v72, v64 offset:5632
	ds_write_b8 v72, v65 offset:5696
	ds_write_b8 v72, v66 offset:5760
	ds_write_b8 v72, v67 offset:5824
	ds_write_b8 v5, v44 offset:4352
	ds_write_b8 v5, v45 offset:4416
	ds_write_b8 v5, v46 offset:4480
	ds_write_b8 v5, v47 offset:4544
	ds_write_b8 v5, v52 offset:4864
	ds_write_b8 v5, v53 offset:4928
	ds_write_b8 v5, v54 offset:4992
	ds_write_b8 v5, v55 offset:5056
	ds_write_b8 v5, v60 offset:5376
	ds_write_b8 v5, v61 offset:5440
	ds_write_b8 v5, v62 offset:5504
	ds_write_b8 v5, v63 offset:5568
	ds_write_b8 v5, v68 offset:5888
	ds_write_b8 v5, v69 offset:5952
	ds_write_b8 v5, v70 offset:6016
	ds_write_b8 v5, v71 offset:6080
	.loc	1 413 5                         ; sources.py:413:5
	s_cmp_gt_i32 s33, 0
	v_lshlrev_b32_e32 v5, 4, v0
	v_lshlrev_b32_e32 v6, 3, v0
	v_and_b32_e32 v7, 16, v0
	s_cbranch_scc1 .LBB0_163
; %bb.162:                              ; %.._crit_edge_crit_edge
	.loc	1 415 13                        ; sources.py:415:13
	v_and_b32_e32 v8, 0x2e0, v5
	v_and_or_b32 v9, v6, 8, v7
	s_movk_i32 s16, 0x110
	v_or_b32_e32 v34, v9, v8
	v_bitop3_b32 v36, v9, s16, v8 bitop3:0x36
	s_mov_b64 s[16:17], 0
	s_branch .LBB0_164
.LBB0_163:
	.loc	1 0 13 is_stmt 0                ; sources.py:0:13
	s_mov_b64 s[16:17], -1
                                        ; implicit-def: $vgpr34
                                        ; implicit-def: $vgpr36
.LBB0_164:                              ; %Flow477
	s_and_b64 s[16:17], s[16:17], exec
	v_and_b32_e32 v32, 32, v0
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	v_lshlrev_b32_e32 v35, 6, v1
	v_lshlrev_b32_e32 v37, 2, v0
	v_lshrrev_b32_e32 v38, 1, v32
	s_cbranch_scc1 .LBB0_167
; %bb.165:                              ; %.lr.ph
	.loc	1 413 5 is_stmt 1               ; sources.py:413:5
	v_lshl_add_u64 v[18:19], s[4:5], 0, v[2:3]
	v_and_b32_e32 v2, 48, v37
	v_bitop3_b32 v3, v37, v38, 48 bitop3:0x6c
	v_bitop3_b32 v41, v2, v35, v38 bitop3:0xde
	v_bitop3_b32 v42, v3, 32, v35 bitop3:0x36
	v_and_b32_e32 v2, 0x2e0, v5
	v_and_or_b32 v3, v6, 8, v7
	s_movk_i32 s4, 0x110
	v_or_b32_e32 v34, v3, v2
	v_bitop3_b32 v36, v3, s4, v2 bitop3:0x36
	v_bitop3_b32 v43, v3, 16, v2 bitop3:0x36
	v_or_b32_e32 v2, 0x7e, v4
	v_mul_lo_u32 v44, s9, v2
	v_or_b32_e32 v2, 0x7c, v4
	v_mul_lo_u32 v45, s9, v2
	v_or_b32_e32 v2, 0x7a, v4
	v_mul_lo_u32 v46, s9, v2
	v_or_b32_e32 v2, 0x78, v4
	v_mul_lo_u32 v47, s9, v2
	v_or_b32_e32 v2, 0x76, v4
	v_mul_lo_u32 v48, s9, v2
	v_or_b32_e32 v2, 0x74, v4
	v_mul_lo_u32 v49, s9, v2
	v_or_b32_e32 v2, 0x72, v4
	v_mul_lo_u32 v50, s9, v2
	v_or_b32_e32 v2, 0x70, v4
	v_mul_lo_u32 v51, s9, v2
	v_or_b32_e32 v2, 0x6e, v4
	v_mul_lo_u32 v52, s9, v2
	v_or_b32_e32 v2, 0x6c, v4
	v_mul_lo_u32 v53, s9, v2
	v_or_b32_e32 v2, 0x6a, v4
	v_mul_lo_u32 v54, s9, v2
	v_or_b32_e32 v2, 0x68, v4
	v_mul_lo_u32 v55, s9, v2
	v_or_b32_e32 v2, 0x66, v4
	v_mul_lo_u32 v56, s9, v2
	v_or_b32_e32 v2, 0x64, v4
	v_mul_lo_u32 v57, s9, v2
	v_or_b32_e32 v2, 0x62, v4
	v_mul_lo_u32 v58, s9, v2
	v_or_b32_e32 v2, 0x60, v4
	v_mul_lo_u32 v59, s9, v2
	v_or_b32_e32 v2, 0x5e, v4
	v_mul_lo_u32 v60, s9, v2
	v_or_b32_e32 v2, 0x5c, v4
	v_mul_lo_u32 v61, s9, v2
	v_or_b32_e32 v2, 0x5a, v4
	v_mul_lo_u32 v62, s9, v2
	v_or_b32_e32 v2, 0x58, v4
	v_mul_lo_u32 v63, s9, v2
	v_or_b32_e32 v2, 0x56, v4
	v_mul_lo_u32 v64, s9, v2
	v_or_b32_e32 v2, 0x54, v4
	v_mul_lo_u32 v65, s9, v2
	v_or_b32_e32 v2, 0x52, v4
	v_mul_lo_u32 v66, s9, v2
	v_or_b32_e32 v2, 0x50, v4
	v_mul_lo_u32 v67, s9, v2
	v_or_b32_e32 v2, 0x4e, v4
	v_mul_lo_u32 v68, s9, v2
	v_or_b32_e32 v2, 0x4c, v4
	v_mul_lo_u32 v69, s9, v2
	v_or_b32_e32 v2, 0x4a, v4
	v_mul_lo_u32 v70, s9, v2
	v_or_b32_e32 v2, 0x48, v4
	v_mul_lo_u32 v71, s9, v2
	v_or_b32_e32 v2, 0x46, v4
	v_mul_lo_u32 v72, s9, v2
	v_or_b32_e32 v2, 0x44, v4
	v_mul_lo_u32 v73, s9, v2
	v_or_b32_e32 v2, 0x42, v4
	v_mul_lo_u32 v74, s9, v2
	v_or_b32_e32 v2, 64, v4
	v_mul_lo_u32 v75, s9, v2
	v_mov_b32_e32 v2, 0
	s_lshl_b32 s4, s9, 6
	s_movk_i32 s76, 0x1000
	v_or_b32_e32 v76, 64, v0
	s_mov_b32 s5, 0
	s_mov_b32 s17, 0
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v7, v2
	v_mov_b32_e32 v8, v2
	v_mov_b32_e32 v9, v2
	v_mov_b32_e32 v10, v2
	v_mov_b32_e32 v11, v2
	v_mov_b32_e32 v12, v2
	v_mov_b32_e32 v13, v2
	v_mov_b32_e32 v14, v2
	v_mov_b32_e32 v15, v2
	v_mov_b32_e32 v16, v2
	v_mov_b32_e32 v17, v2
	s_mov_b32 s78, 0
.LBB0_166:                              ; =>This Inner Loop Header: Depth=1
	.loc	1 414 21                        ; sources.py:414:21
	v_add_u32_e32 v28, s78, v76
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshl_add_u64 v[80:81], s[0:1], 0, v[28:29]
	v_lshl_add_u64 v[84:85], s[22:23], 0, v[28:29]
	v_lshl_add_u64 v[108:109], s[60:61], 0, v[28:29]
	.loc	1 414 13 is_stmt 0              ; sources.py:414:13
	global_load_ubyte v79, v[80:81], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[88:89], s[24:25], 0, v[28:29]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v84, v[84:85], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[92:93], s[26:27], 0, v[28:29]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v108, v[108:109], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[80:81], s[12:13], 0, v[28:29]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v83, v[80:81], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[100:101], s[56:57], 0, v[28:29]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v88, v[88:89], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[80:81], s[14:15], 0, v[28:29]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v87, v[80:81], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[94:95], s[28:29], 0, v[28:29]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v92, v[92:93], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[80:81], s[18:19], 0, v[28:29]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v91, v[80:81], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[104:105], s[58:59], 0, v[28:29]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v100, v[100:101], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[80:81], s[20:21], 0, v[28:29]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v80, v[80:81], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[96:97], s[46:47], 0, v[28:29]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v104, v[104:105], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[110:111], s[62:63], 0, v[28:29]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v81, v[94:95], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[94:95], s[30:31], 0, v[28:29]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v85, v[94:95], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[94:95], s[34:35], 0, v[28:29]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v89, v[94:95], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[94:95], s[36:37], 0, v[28:29]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v93, v[94:95], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[94:95], s[38:39], 0, v[28:29]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v82, v[94:95], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[94:95], s[40:41], 0, v[28:29]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v86, v[94:95], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[94:95], s[42:43], 0, v[28:29]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v90, v[94:95], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[94:95], s[44:45], 0, v[28:29]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v94, v[94:95], off
	.loc	1 415 29 is_stmt 1              ; sources.py:415:29
	v_add_u32_e32 v24, s5, v73
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v95, v[96:97], off
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	v_lshl_add_u64 v[96:97], s[48:49], 0, v[28:29]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v99, v[96:97], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[96:97], s[50:51], 0, v[28:29]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v103, v[96:97], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[96:97], s[52:53], 0, v[28:29]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v107, v[96:97], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[96:97], s[54:55], 0, v[28:29]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v96, v[96:97], off
	.loc	1 415 29 is_stmt 1              ; sources.py:415:29
	v_add_u32_e32 v22, s5, v72
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v97, v[110:111], off
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	v_lshl_add_u64 v[110:111], s[64:65], 0, v[28:29]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v101, v[110:111], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[110:111], s[66:67], 0, v[28:29]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v105, v[110:111], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[110:111], s[68:69], 0, v[28:29]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v109, v[110:111], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[110:111], s[70:71], 0, v[28:29]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v98, v[110:111], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[110:111], s[72:73], 0, v[28:29]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v102, v[110:111], off
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[110:111], s[74:75], 0, v[28:29]
	v_lshl_add_u64 v[28:29], s[2:3], 0, v[28:29]
	.loc	1 415 29 is_stmt 1              ; sources.py:415:29
	v_add_u32_e32 v20, s5, v71
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v106, v[110:111], off
	.loc	1 415 29                        ; sources.py:415:29
	v_add_u32_e32 v112, s5, v70
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v110, v[28:29], off
	.loc	1 415 29                        ; sources.py:415:29
	v_add_u32_e32 v28, s5, v69
	.loc	1 415 21 is_stmt 0              ; sources.py:415:21
	v_ashrrev_i32_e32 v25, 31, v24
	v_ashrrev_i32_e32 v23, 31, v22
	v_ashrrev_i32_e32 v21, 31, v20
	v_ashrrev_i32_e32 v113, 31, v112
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshl_add_u64 v[24:25], v[18:19], 0, v[24:25]
	v_lshl_add_u64 v[22:23], v[18:19], 0, v[22:23]
	v_lshl_add_u64 v[20:21], v[18:19], 0, v[20:21]
	v_lshl_add_u64 v[112:113], v[18:19], 0, v[112:113]
	v_lshl_add_u64 v[28:29], v[18:19], 0, v[28:29]
	.loc	1 415 29                        ; sources.py:415:29
	v_add_u32_e32 v30, s5, v75
	.loc	1 414 13 is_stmt 1              ; sources.py:414:13
	s_waitcnt lgkmcnt(0)
	; wave barrier
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v123, v[24:25], off
	global_load_ubyte v125, v[20:21], off
	global_load_ubyte v126, v[112:113], off
	global_load_ubyte v127, v[28:29], off
	global_load_ubyte v124, v[22:23], off
	.loc	1 415 29 is_stmt 0              ; sources.py:415:29
	v_add_u32_e32 v24, s5, v66
	v_add_u32_e32 v22, s5, v65
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v31, 31, v30
	v_ashrrev_i32_e32 v25, 31, v24
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshl_add_u64 v[30:31], v[18:19], 0, v[30:31]
	.loc	1 415 29                        ; sources.py:415:29
	v_add_u32_e32 v20, s5, v64
	.loc	1 415 21                        ; sources.py:415:21
	v_lshl_add_u64 v[24:25], v[18:19], 0, v[24:25]
	v_lshl_add_u64 v[22:23], v[18:19], 0, v[22:23]
	.loc	1 415 29                        ; sources.py:415:29
	v_add_u32_e32 v26, s5, v74
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v111, v[30:31], off
	global_load_ubyte v130, v[24:25], off
	global_load_ubyte v131, v[22:23], off
	.loc	1 415 29                        ; sources.py:415:29
	v_add_u32_e32 v30, s5, v68
	v_add_u32_e32 v112, s5, v63
	v_add_u32_e32 v24, s5, v59
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v21, 31, v20
	v_ashrrev_i32_e32 v27, 31, v26
	v_ashrrev_i32_e32 v31, 31, v30
	v_lshl_add_u64 v[20:21], v[18:19], 0, v[20:21]
	v_ashrrev_i32_e32 v113, 31, v112
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshl_add_u64 v[26:27], v[18:19], 0, v[26:27]
	v_lshl_add_u64 v[30:31], v[18:19], 0, v[30:31]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v132, v[20:21], off
	.loc	1 415 21                        ; sources.py:415:21
	v_lshl_add_u64 v[20:21], v[18:19], 0, v[112:113]
	v_lshl_add_u64 v[22:23], v[18:19], 0, v[24:25]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v122, v[26:27], off
	global_load_ubyte v128, v[30:31], off
	global_load_ubyte v133, v[20:21], off
	global_load_ubyte v137, v[22:23], off
	.loc	1 415 29                        ; sources.py:415:29
	v_add_u32_e32 v26, s5, v67
	v_add_u32_e32 v28, s5, v62
	v_add_u32_e32 v114, s5, v58
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v27, 31, v26
	v_ashrrev_i32_e32 v29, 31, v28
	v_ashrrev_i32_e32 v115, 31, v114
	.loc	1 415 29                        ; sources.py:415:29
	v_add_u32_e32 v30, s5, v61
	.loc	1 415 21                        ; sources.py:415:21
	v_lshl_add_u64 v[26:27], v[18:19], 0, v[26:27]
	.loc	1 415 29                        ; sources.py:415:29
	v_add_u32_e32 v116, s5, v57
	.loc	1 415 21                        ; sources.py:415:21
	v_lshl_add_u64 v[20:21], v[18:19], 0, v[28:29]
	v_lshl_add_u64 v[24:25], v[18:19], 0, v[114:115]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v129, v[26:27], off
	global_load_ubyte v134, v[20:21], off
	global_load_ubyte v138, v[24:25], off
	.loc	1 415 29                        ; sources.py:415:29
	v_add_u32_e32 v26, s5, v60
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v31, 31, v30
	v_ashrrev_i32_e32 v117, 31, v116
	v_lshl_add_u64 v[20:21], v[18:19], 0, v[30:31]
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshl_add_u64 v[24:25], v[18:19], 0, v[116:117]
	.loc	1 415 29                        ; sources.py:415:29
	v_add_u32_e32 v112, s5, v56
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v135, v[20:21], off
	global_load_ubyte v139, v[24:25], off
	.loc	1 415 21                        ; sources.py:415:21
	v_lshl_add_u64 v[20:21], v[18:19], 0, v[26:27]
	.loc	1 415 29                        ; sources.py:415:29
	v_add_u32_e32 v26, s5, v51
	v_add_u32_e32 v28, s5, v55
	v_add_u32_e32 v114, s5, v50
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v113, 31, v112
	v_ashrrev_i32_e32 v27, 31, v26
	.loc	1 415 29                        ; sources.py:415:29
	v_add_u32_e32 v30, s5, v54
	.loc	1 415 21                        ; sources.py:415:21
	v_lshl_add_u64 v[24:25], v[18:19], 0, v[112:113]
	.loc	1 415 29                        ; sources.py:415:29
	v_add_u32_e32 v112, s5, v49
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v29, 31, v28
	.loc	1 415 29                        ; sources.py:415:29
	v_add_u32_e32 v116, s5, v48
	.loc	1 415 21                        ; sources.py:415:21
	v_lshl_add_u64 v[26:27], v[18:19], 0, v[26:27]
	v_ashrrev_i32_e32 v115, 31, v114
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v136, v[20:21], off
	global_load_ubyte v140, v[24:25], off
	global_load_ubyte v143, v[26:27], off
	.loc	1 415 21                        ; sources.py:415:21
	v_lshl_add_u64 v[24:25], v[18:19], 0, v[28:29]
	v_ashrrev_i32_e32 v31, 31, v30
	v_lshl_add_u64 v[28:29], v[18:19], 0, v[114:115]
	v_ashrrev_i32_e32 v113, 31, v112
	v_ashrrev_i32_e32 v117, 31, v116
	.loc	1 415 29                        ; sources.py:415:29
	v_add_u32_e32 v20, s5, v53
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v141, v[24:25], off
	global_load_ubyte v144, v[28:29], off
	.loc	1 415 21                        ; sources.py:415:21
	v_lshl_add_u64 v[24:25], v[18:19], 0, v[30:31]
	v_lshl_add_u64 v[30:31], v[18:19], 0, v[112:113]
	v_lshl_add_u64 v[112:113], v[18:19], 0, v[116:117]
	.loc	1 415 29                        ; sources.py:415:29
	v_add_u32_e32 v22, s5, v52
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v142, v[24:25], off
	global_load_ubyte v145, v[30:31], off
	global_load_ubyte v146, v[112:113], off
	.loc	1 415 29                        ; sources.py:415:29
	v_add_u32_e32 v24, s5, v47
	v_add_u32_e32 v26, s5, v46
	v_add_u32_e32 v28, s5, v45
	.loc	1 415 21                        ; sources.py:415:21
	v_add_u32_e32 v30, s5, v44
	v_ashrrev_i32_e32 v21, 31, v20
	v_ashrrev_i32_e32 v23, 31, v22
	v_ashrrev_i32_e32 v25, 31, v24
	v_ashrrev_i32_e32 v27, 31, v26
	v_ashrrev_i32_e32 v29, 31, v28
	v_ashrrev_i32_e32 v31, 31, v30
	v_lshl_add_u64 v[20:21], v[18:19], 0, v[20:21]
	v_lshl_add_u64 v[22:23], v[18:19], 0, v[22:23]
	v_lshl_add_u64 v[24:25], v[18:19], 0, v[24:25]
	v_lshl_add_u64 v[26:27], v[18:19], 0, v[26:27]
	v_lshl_add_u64 v[28:29], v[18:19], 0, v[28:29]
	v_lshl_add_u64 v[30:31], v[18:19], 0, v[30:31]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v147, v[20:21], off
	global_load_ubyte v148, v[22:23], off
	global_load_ubyte v149, v[24:25], off
	global_load_ubyte v150, v[26:27], off
	global_load_ubyte v151, v[28:29], off
	global_load_ubyte v152, v[30:31], off
	.loc	1 414 13 is_stmt 1              ; sources.py:414:13
	v_add_u32_e32 v77, s77, v41
	v_add_u32_e32 v78, s77, v42
	.loc	1 415 13                        ; sources.py:415:13
	v_add_u32_e32 v112, s76, v34
	v_add_u32_e32 v113, s76, v43
	.loc	1 414 13                        ; sources.py:414:13
	ds_read_b128 v[24:27], v77
	ds_read_b128 v[28:31], v78
	.loc	1 415 13                        ; sources.py:415:13
	ds_read_b64_tr_b8 v[114:115], v112
	ds_read_b64_tr_b8 v[118:119], v112 offset:1024
	ds_read_b64_tr_b8 v[116:117], v113 offset:256
	ds_read_b64_tr_b8 v[120:121], v113 offset:1280
	.loc	1 416 16                        ; sources.py:416:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[2:17], v[114:121], v[24:31], v[2:17] cbsz:1 blgp:1
	.loc	1 413 5                         ; sources.py:413:5
	s_add_i32 s16, s78, 64
	s_add_i32 s17, s17, 1
	s_cmp_lt_i32 s17, 2
	s_cselect_b32 s17, s17, 0
	.loc	1 414 13                        ; sources.py:414:13
	s_lshl_b32 s77, s17, 11
	.loc	1 413 5                         ; sources.py:413:5
	s_add_i32 s5, s5, s4
	.loc	1 415 13                        ; sources.py:415:13
	s_add_i32 s76, s77, 0x1000
	s_mov_b32 s78, s16
	.loc	1 414 13                        ; sources.py:414:13
	v_add_u32_e32 v20, s77, v0
	.loc	1 413 5                         ; sources.py:413:5
	s_cmp_lt_i32 s16, s33
	.loc	1 414 13                        ; sources.py:414:13
	s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15)
	; wave barrier
	v_add_u32_e32 v21, s77, v33
	v_add_u32_e32 v22, s77, v39
	v_add_u32_e32 v23, s77, v40
	ds_write_b8 v20, v79
	s_waitcnt vmcnt(60)
	ds_write_b8 v20, v83 offset:64
	s_waitcnt vmcnt(58)
	ds_write_b8 v20, v87 offset:128
	s_waitcnt vmcnt(56)
	ds_write_b8 v20, v91 offset:192
	s_waitcnt vmcnt(44)
	ds_write_b8 v20, v95 offset:1024
	s_waitcnt vmcnt(43)
	ds_write_b8 v20, v99 offset:1088
	s_waitcnt vmcnt(42)
	ds_write_b8 v20, v103 offset:1152
	s_waitcnt vmcnt(41)
	ds_write_b8 v20, v107 offset:1216
	ds_write_b8 v21, v80 offset:256
	ds_write_b8 v21, v84 offset:320
	ds_write_b8 v21, v88 offset:384
	ds_write_b8 v21, v92 offset:448
	s_waitcnt vmcnt(40)
	ds_write_b8 v21, v96 offset:1280
	ds_write_b8 v21, v100 offset:1344
	ds_write_b8 v21, v104 offset:1408
	ds_write_b8 v21, v108 offset:1472
	ds_write_b8 v22, v81 offset:512
	ds_write_b8 v22, v85 offset:576
	ds_write_b8 v22, v89 offset:640
	ds_write_b8 v22, v93 offset:704
	s_waitcnt vmcnt(39)
	ds_write_b8 v22, v97 offset:1536
	s_waitcnt vmcnt(38)
	ds_write_b8 v22, v101 offset:1600
	s_waitcnt vmcnt(37)
	ds_write_b8 v22, v105 offset:1664
	s_waitcnt vmcnt(36)
	ds_write_b8 v22, v109 offset:1728
	ds_write_b8 v23, v82 offset:768
	ds_write_b8 v23, v86 offset:832
	ds_write_b8 v23, v90 offset:896
	ds_write_b8 v23, v94 offset:960
	s_waitcnt vmcnt(35)
	ds_write_b8 v23, v98 offset:1792
	s_waitcnt vmcnt(34)
	ds_write_b8 v23, v102 offset:1856
	s_waitcnt vmcnt(33)
	ds_write_b8 v23, v106 offset:1920
	s_waitcnt vmcnt(32)
	ds_write_b8 v23, v110 offset:1984
	.loc	1 415 13                        ; sources.py:415:13
	s_waitcnt vmcnt(26)
	ds_write_b8 v20, v111 offset:4096
	s_waitcnt vmcnt(22)
	ds_write_b8 v20, v122 offset:4160
	ds_write_b8 v20, v123 offset:4224
	ds_write_b8 v20, v124 offset:4288
	s_waitcnt vmcnt(18)
	ds_write_b8 v20, v129 offset:4608
	ds_write_b8 v20, v130 offset:4672
	ds_write_b8 v20, v131 offset:4736
	ds_write_b8 v20, v132 offset:4800
	ds_write_b8 v20, v137 offset:5120
	s_waitcnt vmcnt(16)
	ds_write_b8 v20, v138 offset:5184
	s_waitcnt vmcnt(14)
	ds_write_b8 v20, v139 offset:5248
	s_waitcnt vmcnt(12)
	ds_write_b8 v20, v140 offset:5312
	s_waitcnt vmcnt(11)
	ds_write_b8 v20, v143 offset:5632
	s_waitcnt vmcnt(9)
	ds_write_b8 v20, v144 offset:5696
	s_waitcnt vmcnt(7)
	ds_write_b8 v20, v145 offset:5760
	s_waitcnt vmcnt(6)
	ds_write_b8 v20, v146 offset:5824
	ds_write_b8 v21, v125 offset:4352
	ds_write_b8 v21, v126 offset:4416
	ds_write_b8 v21, v127 offset:4480
	ds_write_b8 v21, v128 offset:4544
	ds_write_b8 v21, v133 offset:4864
	ds_write_b8 v21, v134 offset:4928
	ds_write_b8 v21, v135 offset:4992
	ds_write_b8 v21, v136 offset:5056
	ds_write_b8 v21, v141 offset:5376
	ds_write_b8 v21, v142 offset:5440
	s_waitcnt vmcnt(5)
	ds_write_b8 v21, v147 offset:5504
	s_waitcnt vmcnt(4)
	ds_write_b8 v21, v148 offset:5568
	s_waitcnt vmcnt(3)
	ds_write_b8 v21, v149 offset:5888
	s_waitcnt vmcnt(2)
	ds_write_b8 v21, v150 offset:5952
	s_waitcnt vmcnt(1)
	ds_write_b8 v21, v151 offset:6016
	s_waitcnt vmcnt(0)
	ds_write_b8 v21, v152 offset:6080
	.loc	1 413 5                         ; sources.py:413:5
	s_cbranch_scc1 .LBB0_166
	s_branch .LBB0_168
.LBB0_167:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	v_mov_b32_e32 v17, 0
	s_movk_i32 s76, 0x1000
	v_mov_b32_e32 v16, v17
	v_mov_b32_e32 v15, v17
	v_mov_b32_e32 v14, v17
	v_mov_b32_e32 v13, v17
	v_mov_b32_e32 v12, v17
	v_mov_b32_e32 v11, v17
	v_mov_b32_e32 v10, v17
	v_mov_b32_e32 v9, v17
	v_mov_b32_e32 v8, v17
	v_mov_b32_e32 v7, v17
	v_mov_b32_e32 v6, v17
	v_mov_b32_e32 v5, v17
	v_mov_b32_e32 v4, v17
	v_mov_b32_e32 v3, v17
	v_mov_b32_e32 v2, v17
.LBB0_168:                              ; %._crit_edge
	.loc	1 413 5 is_stmt 1               ; sources.py:413:5
	s_add_i32 s10, s10, 63
	s_cmp_lt_i32 s10, 64
	.loc	1 414 13                        ; sources.py:414:13
	s_waitcnt lgkmcnt(0)
	; wave barrier
	.loc	1 416 16                        ; sources.py:416:16
	s_cbranch_scc1 .LBB0_170
; %bb.169:
	.loc	1 415 13                        ; sources.py:415:13
	v_add_u32_e32 v0, s76, v34
	v_add_u32_e32 v18, s76, v36
	ds_read_b64_tr_b8 v[20:21], v0
	ds_read_b64_tr_b8 v[24:25], v0 offset:1024
	ds_read_b64_tr_b8 v[22:23], v18
	ds_read_b64_tr_b8 v[26:27], v18 offset:1024
	.loc	1 414 13                        ; sources.py:414:13
	v_and_b32_e32 v0, 48, v37
	v_bitop3_b32 v0, v0, v35, v38 bitop3:0xde
	v_xad_u32 v18, v0, 32, s77
	v_add_u32_e32 v0, s77, v0
	ds_read_b128 v[38:41], v18
	ds_read_b128 v[34:37], v0
	.loc	1 416 16                        ; sources.py:416:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[2:17], v[20:27], v[34:41], v[2:17] cbsz:1 blgp:1
.LBB0_170:                              ; %._crit_edge._crit_edge
	.loc	1 409 10                        ; sources.py:409:10
	v_or_b32_e32 v1, s8, v1
	.loc	1 409 28 is_stmt 0              ; sources.py:409:28
	v_lshrrev_b32_e32 v0, 3, v32
	.loc	1 417 22 is_stmt 1              ; sources.py:417:22
	v_mul_lo_u32 v18, s9, v1
	.loc	1 410 10                        ; sources.py:410:10
	v_or_b32_e32 v0, s11, v0
	.loc	1 417 14                        ; sources.py:417:14
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[6:7]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[18:19]
	.loc	1 417 5 is_stmt 0               ; sources.py:417:5
	s_nop 11
	global_store_dwordx4 v[0:1], v[2:5], off
	global_store_dwordx4 v[0:1], v[6:9], off offset:32
	global_store_dwordx4 v[0:1], v[10:13], off offset:64
	global_store_dwordx4 v[0:1], v[14:17], off offset:96
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
		.amdhsa_next_free_vgpr 153
		.amdhsa_next_free_sgpr 80
		.amdhsa_accum_offset 156
		.amdhsa_reserve_vcc 0
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
	.set .Ldot.num_vgpr, 153
	.set .Ldot.num_agpr, 0
	.set .Ldot.numbered_sgpr, 80
	.set .Ldot.num_named_barrier, 0
	.set .Ldot.private_seg_size, 0
	.set .Ldot.uses_vcc, 0
	.set .Ldot.uses_flat_scratch, 0
	.set .Ldot.has_dyn_sized_stack, 0
	.set .Ldot.has_recursion, 0
	.set .Ldot.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 8252
; TotalNumSgprs: 86
; NumVgprs: 153
; NumAgprs: 0
; TotalNumVgprs: 153
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 10
; VGPRBlocks: 19
; NumSGPRsForWavesPerEU: 86
; NumVGPRsForWavesPerEU: 153
; AccumOffset: 156
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 38
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
    .max_flat_workgroup_size: 64
    .name:           dot
    .private_segment_fixed_size: 0
    .sgpr_count:     86
    .sgpr_spill_count: 0
    .symbol:         dot.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     153
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
