	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	attention_fwd                   ; -- Begin function attention_fwd
	.p2align	8
	.type	attention_fwd,@function
attention_fwd:                          ; @attention_fwd
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.212:
	.file	1 "kernels/triton" "sources.py"
	.loc	1 75 0 prologue_end             ; sources.py:75:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.213:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 103 11 is_stmt 1              ; sources.py:103:11
	v_readfirstlane_b32 s0, v0
	.loc	1 82 12                         ; sources.py:82:12
	s_mul_i32 s14, s13, s17
	.loc	1 80 14                         ; sources.py:80:14
	s_lshl_b32 s21, s16, 6
	.loc	1 80 34 is_stmt 0               ; sources.py:80:34
	s_lshr_b32 s84, s0, 6
	.loc	1 83 17 is_stmt 1               ; sources.py:83:17
	s_ashr_i32 s15, s14, 31
	s_mov_b64 s[86:87], s[8:9]
	.loc	1 80 14                         ; sources.py:80:14
	s_or_b32 s8, s84, s21
	.loc	1 83 17                         ; sources.py:83:17
	s_lshl_b64 s[88:89], s[14:15], 1
	s_add_u32 s1, s2, s88
	.loc	1 80 34                         ; sources.py:80:34
	v_and_b32_e32 v1, 63, v0
	.loc	1 83 17                         ; sources.py:83:17
	s_addc_u32 s2, s3, s89
	s_mov_b32 s18, s11
	.loc	1 84 22                         ; sources.py:84:22
	s_cmp_ge_i32 s8, s10
	v_lshlrev_b32_e32 v2, 1, v1
	.loc	1 83 9                          ; sources.py:83:9
	s_cbranch_scc1 .LBB0_16
; %bb.1:
	.loc	1 0 9 is_stmt 0                 ; sources.py:0:9
	s_mul_i32 s8, s8, s12
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	s_add_u32 s8, s1, s8
	s_addc_u32 s9, s2, s9
	.loc	1 83 9                          ; sources.py:83:9
	global_load_ushort v3, v2, s[8:9]
	.loc	1 80 34 is_stmt 1               ; sources.py:80:34
	s_or_b32 s20, s84, 4
	.loc	1 80 14 is_stmt 0               ; sources.py:80:14
	s_or_b32 s3, s20, s21
	.loc	1 84 22 is_stmt 1               ; sources.py:84:22
	s_cmp_ge_i32 s3, s10
	.loc	1 83 9                          ; sources.py:83:9
	s_cbranch_scc0 .LBB0_17
.LBB0_2:
	.loc	1 0 9 is_stmt 0                 ; sources.py:0:9
	v_mov_b32_e32 v5, 0
	.loc	1 80 34 is_stmt 1               ; sources.py:80:34
	s_or_b32 s24, s84, 8
	.loc	1 80 14 is_stmt 0               ; sources.py:80:14
	s_or_b32 s3, s24, s21
	.loc	1 84 22 is_stmt 1               ; sources.py:84:22
	s_cmp_ge_i32 s3, s10
	.loc	1 83 9                          ; sources.py:83:9
	s_cbranch_scc0 .LBB0_18
.LBB0_3:
	.loc	1 0 9 is_stmt 0                 ; sources.py:0:9
	v_mov_b32_e32 v6, 0
	.loc	1 80 34 is_stmt 1               ; sources.py:80:34
	s_or_b32 s28, s84, 12
	.loc	1 80 14 is_stmt 0               ; sources.py:80:14
	s_or_b32 s3, s28, s21
	.loc	1 84 22 is_stmt 1               ; sources.py:84:22
	s_cmp_ge_i32 s3, s10
	.loc	1 83 9                          ; sources.py:83:9
	s_cbranch_scc0 .LBB0_19
.LBB0_4:
	.loc	1 0 9 is_stmt 0                 ; sources.py:0:9
	v_mov_b32_e32 v7, 0
	.loc	1 80 34 is_stmt 1               ; sources.py:80:34
	s_or_b32 s34, s84, 16
	.loc	1 80 14 is_stmt 0               ; sources.py:80:14
	s_or_b32 s3, s34, s21
	.loc	1 84 22 is_stmt 1               ; sources.py:84:22
	s_cmp_ge_i32 s3, s10
	.loc	1 83 9                          ; sources.py:83:9
	s_cbranch_scc0 .LBB0_20
.LBB0_5:
	.loc	1 0 9 is_stmt 0                 ; sources.py:0:9
	v_mov_b32_e32 v9, 0
	.loc	1 80 34 is_stmt 1               ; sources.py:80:34
	s_or_b32 s38, s84, 20
	.loc	1 80 14 is_stmt 0               ; sources.py:80:14
	s_or_b32 s3, s38, s21
	.loc	1 84 22 is_stmt 1               ; sources.py:84:22
	s_cmp_ge_i32 s3, s10
	.loc	1 83 9                          ; sources.py:83:9
	s_cbranch_scc0 .LBB0_21
.LBB0_6:
	.loc	1 0 9 is_stmt 0                 ; sources.py:0:9
	v_mov_b32_e32 v10, 0
	.loc	1 80 34 is_stmt 1               ; sources.py:80:34
	s_or_b32 s42, s84, 24
	.loc	1 80 14 is_stmt 0               ; sources.py:80:14
	s_or_b32 s3, s42, s21
	.loc	1 84 22 is_stmt 1               ; sources.py:84:22
	s_cmp_ge_i32 s3, s10
	.loc	1 83 9                          ; sources.py:83:9
	s_cbranch_scc0 .LBB0_22
.LBB0_7:
	.loc	1 0 9 is_stmt 0                 ; sources.py:0:9
	v_mov_b32_e32 v11, 0
	.loc	1 80 34 is_stmt 1               ; sources.py:80:34
	s_or_b32 s46, s84, 28
	.loc	1 80 14 is_stmt 0               ; sources.py:80:14
	s_or_b32 s3, s46, s21
	.loc	1 84 22 is_stmt 1               ; sources.py:84:22
	s_cmp_ge_i32 s3, s10
	.loc	1 83 9                          ; sources.py:83:9
	s_cbranch_scc0 .LBB0_23
.LBB0_8:
	.loc	1 0 9 is_stmt 0                 ; sources.py:0:9
	v_mov_b32_e32 v12, 0
	.loc	1 80 34 is_stmt 1               ; sources.py:80:34
	s_or_b32 s50, s84, 32
	.loc	1 80 14 is_stmt 0               ; sources.py:80:14
	s_or_b32 s3, s50, s21
	.loc	1 84 22 is_stmt 1               ; sources.py:84:22
	s_cmp_ge_i32 s3, s10
	.loc	1 83 9                          ; sources.py:83:9
	s_cbranch_scc0 .LBB0_24
.LBB0_9:
	.loc	1 0 9 is_stmt 0                 ; sources.py:0:9
	v_mov_b32_e32 v13, 0
	.loc	1 80 34 is_stmt 1               ; sources.py:80:34
	s_or_b32 s19, s84, 36
	.loc	1 80 14 is_stmt 0               ; sources.py:80:14
	s_or_b32 s3, s19, s21
	.loc	1 84 22 is_stmt 1               ; sources.py:84:22
	s_cmp_ge_i32 s3, s10
	.loc	1 83 9                          ; sources.py:83:9
	s_cbranch_scc0 .LBB0_25
.LBB0_10:
	.loc	1 0 9 is_stmt 0                 ; sources.py:0:9
	v_mov_b32_e32 v14, 0
	.loc	1 80 34 is_stmt 1               ; sources.py:80:34
	s_or_b32 s15, s84, 40
	.loc	1 80 14 is_stmt 0               ; sources.py:80:14
	s_or_b32 s3, s15, s21
	.loc	1 84 22 is_stmt 1               ; sources.py:84:22
	s_cmp_ge_i32 s3, s10
	.loc	1 83 9                          ; sources.py:83:9
	s_cbranch_scc0 .LBB0_26
.LBB0_11:
	.loc	1 0 9 is_stmt 0                 ; sources.py:0:9
	v_mov_b32_e32 v15, 0
	.loc	1 80 34 is_stmt 1               ; sources.py:80:34
	s_or_b32 s14, s84, 44
	.loc	1 80 14 is_stmt 0               ; sources.py:80:14
	s_or_b32 s3, s14, s21
	.loc	1 84 22 is_stmt 1               ; sources.py:84:22
	s_cmp_ge_i32 s3, s10
	.loc	1 83 9                          ; sources.py:83:9
	s_cbranch_scc0 .LBB0_27
.LBB0_12:
	.loc	1 0 9 is_stmt 0                 ; sources.py:0:9
	v_mov_b32_e32 v16, 0
	.loc	1 80 34 is_stmt 1               ; sources.py:80:34
	s_or_b32 s13, s84, 48
	.loc	1 80 14 is_stmt 0               ; sources.py:80:14
	s_or_b32 s3, s13, s21
	.loc	1 84 22 is_stmt 1               ; sources.py:84:22
	s_cmp_ge_i32 s3, s10
	.loc	1 83 9                          ; sources.py:83:9
	s_cbranch_scc0 .LBB0_28
.LBB0_13:
	.loc	1 0 9 is_stmt 0                 ; sources.py:0:9
	v_mov_b32_e32 v17, 0
	.loc	1 80 34 is_stmt 1               ; sources.py:80:34
	s_or_b32 s11, s84, 52
	.loc	1 80 14 is_stmt 0               ; sources.py:80:14
	s_or_b32 s3, s11, s21
	.loc	1 84 22 is_stmt 1               ; sources.py:84:22
	s_cmp_ge_i32 s3, s10
	.loc	1 83 9                          ; sources.py:83:9
	s_cbranch_scc0 .LBB0_29
.LBB0_14:
	.loc	1 0 9 is_stmt 0                 ; sources.py:0:9
	v_mov_b32_e32 v18, 0
	.loc	1 80 34 is_stmt 1               ; sources.py:80:34
	s_or_b32 s9, s84, 56
	.loc	1 80 14 is_stmt 0               ; sources.py:80:14
	s_or_b32 s3, s9, s21
	.loc	1 84 22 is_stmt 1               ; sources.py:84:22
	s_cmp_ge_i32 s3, s10
	.loc	1 83 9                          ; sources.py:83:9
	s_cbranch_scc0 .LBB0_30
.LBB0_15:
	.loc	1 0 9 is_stmt 0                 ; sources.py:0:9
	v_mov_b32_e32 v19, 0
	.loc	1 83 9                          ; sources.py:83:9
	s_branch .LBB0_31
.LBB0_16:
	.loc	1 0 9                           ; sources.py:0:9
	v_mov_b32_e32 v3, 0
	.loc	1 80 34 is_stmt 1               ; sources.py:80:34
	s_or_b32 s20, s84, 4
	.loc	1 80 14 is_stmt 0               ; sources.py:80:14
	s_or_b32 s3, s20, s21
	.loc	1 84 22 is_stmt 1               ; sources.py:84:22
	s_cmp_ge_i32 s3, s10
	.loc	1 83 9                          ; sources.py:83:9
	s_cbranch_scc1 .LBB0_2
.LBB0_17:
	.loc	1 83 32 is_stmt 0               ; sources.py:83:32
	s_mul_i32 s8, s3, s12
	.loc	1 83 17                         ; sources.py:83:17
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	s_add_u32 s8, s1, s8
	s_addc_u32 s9, s2, s9
	.loc	1 83 9                          ; sources.py:83:9
	global_load_ushort v5, v2, s[8:9]
	.loc	1 80 34 is_stmt 1               ; sources.py:80:34
	s_or_b32 s24, s84, 8
	.loc	1 80 14 is_stmt 0               ; sources.py:80:14
	s_or_b32 s3, s24, s21
	.loc	1 84 22 is_stmt 1               ; sources.py:84:22
	s_cmp_ge_i32 s3, s10
	.loc	1 83 9                          ; sources.py:83:9
	s_cbranch_scc1 .LBB0_3
.LBB0_18:
	.loc	1 83 32 is_stmt 0               ; sources.py:83:32
	s_mul_i32 s8, s3, s12
	.loc	1 83 17                         ; sources.py:83:17
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	s_add_u32 s8, s1, s8
	s_addc_u32 s9, s2, s9
	.loc	1 83 9                          ; sources.py:83:9
	global_load_ushort v6, v2, s[8:9]
	.loc	1 80 34 is_stmt 1               ; sources.py:80:34
	s_or_b32 s28, s84, 12
	.loc	1 80 14 is_stmt 0               ; sources.py:80:14
	s_or_b32 s3, s28, s21
	.loc	1 84 22 is_stmt 1               ; sources.py:84:22
	s_cmp_ge_i32 s3, s10
	.loc	1 83 9                          ; sources.py:83:9
	s_cbranch_scc1 .LBB0_4
.LBB0_19:
	.loc	1 83 32 is_stmt 0               ; sources.py:83:32
	s_mul_i32 s8, s3, s12
	.loc	1 83 17                         ; sources.py:83:17
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	s_add_u32 s8, s1, s8
	s_addc_u32 s9, s2, s9
	.loc	1 83 9                          ; sources.py:83:9
	global_load_ushort v7, v2, s[8:9]
	.loc	1 80 34 is_stmt 1               ; sources.py:80:34
	s_or_b32 s34, s84, 16
	.loc	1 80 14 is_stmt 0               ; sources.py:80:14
	s_or_b32 s3, s34, s21
	.loc	1 84 22 is_stmt 1               ; sources.py:84:22
	s_cmp_ge_i32 s3, s10
	.loc	1 83 9                          ; sources.py:83:9
	s_cbranch_scc1 .LBB0_5
.LBB0_20:
	.loc	1 83 32 is_stmt 0               ; sources.py:83:32
	s_mul_i32 s8, s3, s12
	.loc	1 83 17                         ; sources.py:83:17
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	s_add_u32 s8, s1, s8
	s_addc_u32 s9, s2, s9
	.loc	1 83 9                          ; sources.py:83:9
	global_load_ushort v9, v2, s[8:9]
	.loc	1 80 34 is_stmt 1               ; sources.py:80:34
	s_or_b32 s38, s84, 20
	.loc	1 80 14 is_stmt 0               ; sources.py:80:14
	s_or_b32 s3, s38, s21
	.loc	1 84 22 is_stmt 1               ; sources.py:84:22
	s_cmp_ge_i32 s3, s10
	.loc	1 83 9                          ; sources.py:83:9
	s_cbranch_scc1 .LBB0_6
.LBB0_21:
	.loc	1 83 32 is_stmt 0               ; sources.py:83:32
	s_mul_i32 s8, s3, s12
	.loc	1 83 17                         ; sources.py:83:17
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	s_add_u32 s8, s1, s8
	s_addc_u32 s9, s2, s9
	.loc	1 83 9                          ; sources.py:83:9
	global_load_ushort v10, v2, s[8:9]
	.loc	1 80 34 is_stmt 1               ; sources.py:80:34
	s_or_b32 s42, s84, 24
	.loc	1 80 14 is_stmt 0               ; sources.py:80:14
	s_or_b32 s3, s42, s21
	.loc	1 84 22 is_stmt 1               ; sources.py:84:22
	s_cmp_ge_i32 s3, s10
	.loc	1 83 9                          ; sources.py:83:9
	s_cbranch_scc1 .LBB0_7
.LBB0_22:
	.loc	1 83 32 is_stmt 0               ; sources.py:83:32
	s_mul_i32 s8, s3, s12
	.loc	1 83 17                         ; sources.py:83:17
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	s_add_u32 s8, s1, s8
	s_addc_u32 s9, s2, s9
	.loc	1 83 9                          ; sources.py:83:9
	global_load_ushort v11, v2, s[8:9]
	.loc	1 80 34 is_stmt 1               ; sources.py:80:34
	s_or_b32 s46, s84, 28
	.loc	1 80 14 is_stmt 0               ; sources.py:80:14
	s_or_b32 s3, s46, s21
	.loc	1 84 22 is_stmt 1               ; sources.py:84:22
	s_cmp_ge_i32 s3, s10
	.loc	1 83 9                          ; sources.py:83:9
	s_cbranch_scc1 .LBB0_8
.LBB0_23:
	.loc	1 83 32 is_stmt 0               ; sources.py:83:32
	s_mul_i32 s8, s3, s12
	.loc	1 83 17                         ; sources.py:83:17
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	s_add_u32 s8, s1, s8
	s_addc_u32 s9, s2, s9
	.loc	1 83 9                          ; sources.py:83:9
	global_load_ushort v12, v2, s[8:9]
	.loc	1 80 34 is_stmt 1               ; sources.py:80:34
	s_or_b32 s50, s84, 32
	.loc	1 80 14 is_stmt 0               ; sources.py:80:14
	s_or_b32 s3, s50, s21
	.loc	1 84 22 is_stmt 1               ; sources.py:84:22
	s_cmp_ge_i32 s3, s10
	.loc	1 83 9                          ; sources.py:83:9
	s_cbranch_scc1 .LBB0_9
.LBB0_24:
	.loc	1 83 32 is_stmt 0               ; sources.py:83:32
	s_mul_i32 s8, s3, s12
	.loc	1 83 17                         ; sources.py:83:17
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	s_add_u32 s8, s1, s8
	s_addc_u32 s9, s2, s9
	.loc	1 83 9                          ; sources.py:83:9
	global_load_ushort v13, v2, s[8:9]
	.loc	1 80 34 is_stmt 1               ; sources.py:80:34
	s_or_b32 s19, s84, 36
	.loc	1 80 14 is_stmt 0               ; sources.py:80:14
	s_or_b32 s3, s19, s21
	.loc	1 84 22 is_stmt 1               ; sources.py:84:22
	s_cmp_ge_i32 s3, s10
	.loc	1 83 9                          ; sources.py:83:9
	s_cbranch_scc1 .LBB0_10
.LBB0_25:
	.loc	1 83 32 is_stmt 0               ; sources.py:83:32
	s_mul_i32 s8, s3, s12
	.loc	1 83 17                         ; sources.py:83:17
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	s_add_u32 s8, s1, s8
	s_addc_u32 s9, s2, s9
	.loc	1 83 9                          ; sources.py:83:9
	global_load_ushort v14, v2, s[8:9]
	.loc	1 80 34 is_stmt 1               ; sources.py:80:34
	s_or_b32 s15, s84, 40
	.loc	1 80 14 is_stmt 0               ; sources.py:80:14
	s_or_b32 s3, s15, s21
	.loc	1 84 22 is_stmt 1               ; sources.py:84:22
	s_cmp_ge_i32 s3, s10
	.loc	1 83 9                          ; sources.py:83:9
	s_cbranch_scc1 .LBB0_11
.LBB0_26:
	.loc	1 83 32 is_stmt 0               ; sources.py:83:32
	s_mul_i32 s8, s3, s12
	.loc	1 83 17                         ; sources.py:83:17
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	s_add_u32 s8, s1, s8
	s_addc_u32 s9, s2, s9
	.loc	1 83 9                          ; sources.py:83:9
	global_load_ushort v15, v2, s[8:9]
	.loc	1 80 34 is_stmt 1               ; sources.py:80:34
	s_or_b32 s14, s84, 44
	.loc	1 80 14 is_stmt 0               ; sources.py:80:14
	s_or_b32 s3, s14, s21
	.loc	1 84 22 is_stmt 1               ; sources.py:84:22
	s_cmp_ge_i32 s3, s10
	.loc	1 83 9                          ; sources.py:83:9
	s_cbranch_scc1 .LBB0_12
.LBB0_27:
	.loc	1 83 32 is_stmt 0               ; sources.py:83:32
	s_mul_i32 s8, s3, s12
	.loc	1 83 17                         ; sources.py:83:17
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	s_add_u32 s8, s1, s8
	s_addc_u32 s9, s2, s9
	.loc	1 83 9                          ; sources.py:83:9
	global_load_ushort v16, v2, s[8:9]
	.loc	1 80 34 is_stmt 1               ; sources.py:80:34
	s_or_b32 s13, s84, 48
	.loc	1 80 14 is_stmt 0               ; sources.py:80:14
	s_or_b32 s3, s13, s21
	.loc	1 84 22 is_stmt 1               ; sources.py:84:22
	s_cmp_ge_i32 s3, s10
	.loc	1 83 9                          ; sources.py:83:9
	s_cbranch_scc1 .LBB0_13
.LBB0_28:
	.loc	1 83 32 is_stmt 0               ; sources.py:83:32
	s_mul_i32 s8, s3, s12
	.loc	1 83 17                         ; sources.py:83:17
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	s_add_u32 s8, s1, s8
	s_addc_u32 s9, s2, s9
	.loc	1 83 9                          ; sources.py:83:9
	global_load_ushort v17, v2, s[8:9]
	.loc	1 80 34 is_stmt 1               ; sources.py:80:34
	s_or_b32 s11, s84, 52
	.loc	1 80 14 is_stmt 0               ; sources.py:80:14
	s_or_b32 s3, s11, s21
	.loc	1 84 22 is_stmt 1               ; sources.py:84:22
	s_cmp_ge_i32 s3, s10
	.loc	1 83 9                          ; sources.py:83:9
	s_cbranch_scc1 .LBB0_14
.LBB0_29:
	.loc	1 83 32 is_stmt 0               ; sources.py:83:32
	s_mul_i32 s8, s3, s12
	.loc	1 83 17                         ; sources.py:83:17
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	s_add_u32 s8, s1, s8
	s_addc_u32 s9, s2, s9
	.loc	1 83 9                          ; sources.py:83:9
	global_load_ushort v18, v2, s[8:9]
	.loc	1 80 34 is_stmt 1               ; sources.py:80:34
	s_or_b32 s9, s84, 56
	.loc	1 80 14 is_stmt 0               ; sources.py:80:14
	s_or_b32 s3, s9, s21
	.loc	1 84 22 is_stmt 1               ; sources.py:84:22
	s_cmp_ge_i32 s3, s10
	.loc	1 83 9                          ; sources.py:83:9
	s_cbranch_scc1 .LBB0_15
.LBB0_30:
	.loc	1 83 32 is_stmt 0               ; sources.py:83:32
	s_mul_i32 s16, s3, s12
	.loc	1 83 17                         ; sources.py:83:17
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s1, s16
	s_addc_u32 s17, s2, s17
	.loc	1 83 9                          ; sources.py:83:9
	global_load_ushort v19, v2, s[16:17]
.LBB0_31:
	.loc	1 80 34 is_stmt 1               ; sources.py:80:34
	s_or_b32 s8, s84, 60
	.loc	1 0 0 is_stmt 0                 ; sources.py:0
	s_and_b32 s3, s0, 0xc0
	.loc	1 80 14                         ; sources.py:80:14
	s_or_b32 s16, s8, s21
	.loc	1 84 22 is_stmt 1               ; sources.py:84:22
	s_cmp_ge_i32 s16, s10
                                        ; implicit-def: $vgpr233 : SGPR spill to VGPR lane
	.loc	1 83 9                          ; sources.py:83:9
	v_writelane_b32 v233, s21, 0
	s_cbranch_scc1 .LBB0_33
; %bb.32:
	.loc	1 83 32 is_stmt 0               ; sources.py:83:32
	s_mul_i32 s16, s16, s12
	.loc	1 83 17                         ; sources.py:83:17
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s1, s16
	s_addc_u32 s17, s2, s17
	.loc	1 83 9                          ; sources.py:83:9
	global_load_ushort v20, v2, s[16:17]
	s_branch .LBB0_34
.LBB0_33:
	.loc	1 0 9                           ; sources.py:0:9
	v_mov_b32_e32 v20, 0
.LBB0_34:
	.loc	1 80 34 is_stmt 1               ; sources.py:80:34
	s_and_b32 s33, s0, 0x80
	s_bfe_i32 s1, s0, 0x10007
	.loc	1 83 61                         ; sources.py:83:61
	s_and_b32 s85, s0, 64
	.loc	1 80 34                         ; sources.py:80:34
	v_or_b32_e32 v4, s3, v1
	.loc	1 83 9                          ; sources.py:83:9
	s_cmp_eq_u32 s33, 0
	v_lshlrev_b32_e32 v1, 1, v4
	s_cselect_b64 s[2:3], -1, 0
	s_and_b32 s0, s1, 0x110
	v_mov_b32_e32 v8, 0xfe
	v_bitop3_b32 v72, v1, s0, v8 bitop3:0x6c
	v_add_u32_e32 v8, 0, v72
	v_xor_b32_e32 v73, 32, v72
	s_waitcnt vmcnt(0)
	ds_write_b16 v8, v3
	ds_write_b16 v8, v9 offset:2048
	ds_write_b16 v8, v13 offset:4096
	ds_write_b16 v8, v17 offset:6144
	v_add_u32_e32 v9, 0, v73
	v_xor_b32_e32 v74, 64, v72
	ds_write_b16 v9, v5 offset:512
	ds_write_b16 v9, v10 offset:2560
	ds_write_b16 v9, v14 offset:4608
	ds_write_b16 v9, v18 offset:6656
	v_add_u32_e32 v10, 0, v74
	v_xor_b32_e32 v75, 0x60, v72
	.loc	1 80 34                         ; sources.py:80:34
	v_and_b32_e32 v53, 32, v0
	.loc	1 83 9                          ; sources.py:83:9
	ds_write_b16 v10, v6 offset:1024
	ds_write_b16 v10, v11 offset:3072
	ds_write_b16 v10, v15 offset:5120
	ds_write_b16 v10, v19 offset:7168
	v_add_u32_e32 v11, 0, v75
	v_lshlrev_b32_e32 v3, 3, v0
	.loc	1 80 34                         ; sources.py:80:34
	v_and_b32_e32 v61, 31, v0
	.loc	1 83 9                          ; sources.py:83:9
	ds_write_b16 v11, v7 offset:1536
	ds_write_b16 v11, v12 offset:3584
	ds_write_b16 v11, v16 offset:5632
	ds_write_b16 v11, v20 offset:7680
	v_and_b32_e32 v6, 0x70, v3
	v_lshrrev_b32_e32 v7, 1, v53
	s_lshl_b32 s1, s85, 6
	v_lshlrev_b32_e32 v5, 7, v61
	v_bitop3_b32 v12, s1, v6, v7 bitop3:0xf6
	s_movk_i32 s0, 0x60
	v_or_b32_e32 v13, v12, v5
	v_add_u32_e32 v14, 0, v13
	v_xad_u32 v15, v13, 32, 0
	v_xad_u32 v13, v13, 64, 0
	v_bitop3_b32 v12, v12, s0, v5 bitop3:0x36
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[140:143], v14
	ds_read_b128 v[132:135], v15
	v_add_u32_e32 v12, 0, v12
	ds_read_b128 v[136:139], v13
	ds_read_b128 v[128:131], v12
	.loc	1 91 21                         ; sources.py:91:21
	s_add_u32 s0, s4, s88
	s_addc_u32 s1, s5, s89
	.loc	1 90 19                         ; sources.py:90:19
	s_cmp_lt_i32 s84, s10
	s_cselect_b64 s[22:23], -1, 0
	s_cmp_ge_i32 s84, s10
	.loc	1 91 36                         ; sources.py:91:36
	s_mul_i32 s16, s84, s12
	.loc	1 91 13 is_stmt 0               ; sources.py:91:13
	s_cbranch_scc1 .LBB0_36
; %bb.35:
	.loc	1 0 13                          ; sources.py:0:13
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[4:5], s[16:17], 1
	s_add_u32 s4, s0, s4
	s_addc_u32 s5, s1, s5
	.loc	1 91 13                         ; sources.py:91:13
	global_load_ushort v13, v2, s[4:5]
	s_branch .LBB0_37
.LBB0_36:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v13, 0
.LBB0_37:
	.loc	1 88 5 is_stmt 1                ; sources.py:88:5
	s_cmp_gt_i32 s10, 0
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 90 19                         ; sources.py:90:19
	s_cmp_lt_i32 s20, s10
	s_cselect_b64 s[26:27], -1, 0
	.loc	1 91 36                         ; sources.py:91:36
	s_lshl2_add_u32 s20, s12, s16
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_ashr_i32 s21, s20, 31
	.loc	1 88 5 is_stmt 1                ; sources.py:88:5
	s_and_b64 s[26:27], s[4:5], s[26:27]
	.loc	1 91 13                         ; sources.py:91:13
	s_and_b64 s[30:31], s[26:27], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_39
; %bb.38:
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_lshl_b64 s[30:31], s[20:21], 1
	s_add_u32 s30, s0, s30
	s_addc_u32 s31, s1, s31
	.loc	1 91 13                         ; sources.py:91:13
	global_load_ushort v14, v2, s[30:31]
	s_branch .LBB0_40
.LBB0_39:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v14, 0
.LBB0_40:
	.loc	1 90 19 is_stmt 1               ; sources.py:90:19
	s_cmp_lt_i32 s24, s10
	s_cselect_b64 s[30:31], -1, 0
	.loc	1 91 36                         ; sources.py:91:36
	s_lshl3_add_u32 s24, s12, s16
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_ashr_i32 s25, s24, 31
	.loc	1 88 5 is_stmt 1                ; sources.py:88:5
	s_and_b64 s[30:31], s[4:5], s[30:31]
	.loc	1 91 13                         ; sources.py:91:13
	s_and_b64 s[36:37], s[30:31], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_42
; %bb.41:
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_lshl_b64 s[36:37], s[24:25], 1
	s_add_u32 s36, s0, s36
	s_addc_u32 s37, s1, s37
	.loc	1 91 13                         ; sources.py:91:13
	global_load_ushort v15, v2, s[36:37]
	s_branch .LBB0_43
.LBB0_42:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v15, 0
.LBB0_43:
	.loc	1 90 19 is_stmt 1               ; sources.py:90:19
	s_cmp_lt_i32 s28, s10
	.loc	1 91 36                         ; sources.py:91:36
	s_mul_i32 s17, s12, 12
	.loc	1 90 19                         ; sources.py:90:19
	s_cselect_b64 s[36:37], -1, 0
	.loc	1 91 36                         ; sources.py:91:36
	s_add_i32 s28, s16, s17
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_ashr_i32 s29, s28, 31
	.loc	1 88 5 is_stmt 1                ; sources.py:88:5
	s_and_b64 s[36:37], s[4:5], s[36:37]
	.loc	1 91 13                         ; sources.py:91:13
	s_and_b64 s[40:41], s[36:37], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_45
; %bb.44:
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_lshl_b64 s[40:41], s[28:29], 1
	s_add_u32 s40, s0, s40
	s_addc_u32 s41, s1, s41
	.loc	1 91 13                         ; sources.py:91:13
	global_load_ushort v16, v2, s[40:41]
	s_branch .LBB0_46
.LBB0_45:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v16, 0
.LBB0_46:
	.loc	1 90 19 is_stmt 1               ; sources.py:90:19
	s_cmp_lt_i32 s34, s10
	s_cselect_b64 s[40:41], -1, 0
	.loc	1 91 36                         ; sources.py:91:36
	s_lshl4_add_u32 s34, s12, s16
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_ashr_i32 s35, s34, 31
	.loc	1 88 5 is_stmt 1                ; sources.py:88:5
	s_and_b64 s[40:41], s[4:5], s[40:41]
	.loc	1 91 13                         ; sources.py:91:13
	s_and_b64 s[44:45], s[40:41], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_48
; %bb.47:
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_lshl_b64 s[44:45], s[34:35], 1
	s_add_u32 s44, s0, s44
	s_addc_u32 s45, s1, s45
	.loc	1 91 13                         ; sources.py:91:13
	global_load_ushort v17, v2, s[44:45]
	s_branch .LBB0_49
.LBB0_48:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v17, 0
.LBB0_49:
	.loc	1 90 19 is_stmt 1               ; sources.py:90:19
	s_cmp_lt_i32 s38, s10
	.loc	1 91 36                         ; sources.py:91:36
	s_mul_i32 s17, s12, 20
	.loc	1 90 19                         ; sources.py:90:19
	s_cselect_b64 s[44:45], -1, 0
	.loc	1 91 36                         ; sources.py:91:36
	s_add_i32 s38, s16, s17
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_ashr_i32 s39, s38, 31
	.loc	1 88 5 is_stmt 1                ; sources.py:88:5
	s_and_b64 s[44:45], s[4:5], s[44:45]
	.loc	1 91 13                         ; sources.py:91:13
	s_and_b64 s[48:49], s[44:45], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_51
; %bb.50:
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_lshl_b64 s[48:49], s[38:39], 1
	s_add_u32 s48, s0, s48
	s_addc_u32 s49, s1, s49
	.loc	1 91 13                         ; sources.py:91:13
	global_load_ushort v18, v2, s[48:49]
	s_branch .LBB0_52
.LBB0_51:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v18, 0
.LBB0_52:
	.loc	1 90 19 is_stmt 1               ; sources.py:90:19
	s_cmp_lt_i32 s42, s10
	.loc	1 91 36                         ; sources.py:91:36
	s_mul_i32 s17, s12, 24
	.loc	1 90 19                         ; sources.py:90:19
	s_cselect_b64 s[48:49], -1, 0
	.loc	1 91 36                         ; sources.py:91:36
	s_add_i32 s42, s16, s17
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_ashr_i32 s43, s42, 31
	.loc	1 88 5 is_stmt 1                ; sources.py:88:5
	s_and_b64 s[48:49], s[4:5], s[48:49]
	.loc	1 91 13                         ; sources.py:91:13
	s_and_b64 s[52:53], s[48:49], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_54
; %bb.53:
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_lshl_b64 s[52:53], s[42:43], 1
	s_add_u32 s52, s0, s52
	s_addc_u32 s53, s1, s53
	.loc	1 91 13                         ; sources.py:91:13
	global_load_ushort v19, v2, s[52:53]
	s_branch .LBB0_55
.LBB0_54:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v19, 0
.LBB0_55:
	.loc	1 90 19 is_stmt 1               ; sources.py:90:19
	s_cmp_lt_i32 s46, s10
	.loc	1 91 36                         ; sources.py:91:36
	s_mul_i32 s17, s12, 28
	.loc	1 90 19                         ; sources.py:90:19
	s_cselect_b64 s[52:53], -1, 0
	.loc	1 91 36                         ; sources.py:91:36
	s_add_i32 s46, s16, s17
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_ashr_i32 s47, s46, 31
	.loc	1 88 5 is_stmt 1                ; sources.py:88:5
	s_and_b64 s[52:53], s[4:5], s[52:53]
	.loc	1 91 13                         ; sources.py:91:13
	s_and_b64 s[54:55], s[52:53], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_57
; %bb.56:
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_lshl_b64 s[54:55], s[46:47], 1
	s_add_u32 s54, s0, s54
	s_addc_u32 s55, s1, s55
	.loc	1 91 13                         ; sources.py:91:13
	global_load_ushort v20, v2, s[54:55]
	s_branch .LBB0_58
.LBB0_57:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v20, 0
.LBB0_58:
	.loc	1 90 19 is_stmt 1               ; sources.py:90:19
	s_cmp_lt_i32 s50, s10
	s_cselect_b64 s[54:55], -1, 0
	.loc	1 91 36                         ; sources.py:91:36
	s_lshl_b32 s17, s12, 5
	s_add_i32 s50, s16, s17
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_ashr_i32 s51, s50, 31
	.loc	1 88 5 is_stmt 1                ; sources.py:88:5
	s_and_b64 s[56:57], s[4:5], s[54:55]
	.loc	1 91 13                         ; sources.py:91:13
	s_and_b64 s[54:55], s[56:57], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_60
; %bb.59:
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_lshl_b64 s[54:55], s[50:51], 1
	s_add_u32 s54, s0, s54
	s_addc_u32 s55, s1, s55
	.loc	1 91 13                         ; sources.py:91:13
	global_load_ushort v21, v2, s[54:55]
	s_branch .LBB0_61
.LBB0_60:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v21, 0
.LBB0_61:
	.loc	1 90 19 is_stmt 1               ; sources.py:90:19
	s_cmp_lt_i32 s19, s10
	.loc	1 91 36                         ; sources.py:91:36
	s_mul_i32 s17, s12, 36
	.loc	1 90 19                         ; sources.py:90:19
	s_cselect_b64 s[58:59], -1, 0
	.loc	1 91 36                         ; sources.py:91:36
	s_add_i32 s54, s16, s17
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_ashr_i32 s55, s54, 31
	.loc	1 88 5 is_stmt 1                ; sources.py:88:5
	s_and_b64 s[60:61], s[4:5], s[58:59]
	.loc	1 91 13                         ; sources.py:91:13
	s_and_b64 s[58:59], s[60:61], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_63
; %bb.62:
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_lshl_b64 s[58:59], s[54:55], 1
	s_add_u32 s58, s0, s58
	s_addc_u32 s59, s1, s59
	.loc	1 91 13                         ; sources.py:91:13
	global_load_ushort v22, v2, s[58:59]
	s_branch .LBB0_64
.LBB0_63:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v22, 0
.LBB0_64:
	.loc	1 90 19 is_stmt 1               ; sources.py:90:19
	s_cmp_lt_i32 s15, s10
	.loc	1 91 36                         ; sources.py:91:36
	s_mul_i32 s15, s12, 40
	.loc	1 90 19                         ; sources.py:90:19
	s_cselect_b64 s[62:63], -1, 0
	.loc	1 91 36                         ; sources.py:91:36
	s_add_i32 s58, s16, s15
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_ashr_i32 s59, s58, 31
	.loc	1 88 5 is_stmt 1                ; sources.py:88:5
	s_and_b64 s[64:65], s[4:5], s[62:63]
	.loc	1 91 13                         ; sources.py:91:13
	s_and_b64 s[62:63], s[64:65], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_66
; %bb.65:
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_lshl_b64 s[62:63], s[58:59], 1
	s_add_u32 s62, s0, s62
	s_addc_u32 s63, s1, s63
	.loc	1 91 13                         ; sources.py:91:13
	global_load_ushort v23, v2, s[62:63]
	s_branch .LBB0_67
.LBB0_66:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v23, 0
.LBB0_67:
	.loc	1 90 19 is_stmt 1               ; sources.py:90:19
	s_cmp_lt_i32 s14, s10
	.loc	1 91 36                         ; sources.py:91:36
	s_mul_i32 s17, s12, 44
	.loc	1 90 19                         ; sources.py:90:19
	s_cselect_b64 s[14:15], -1, 0
	.loc	1 91 36                         ; sources.py:91:36
	s_add_i32 s62, s16, s17
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_ashr_i32 s63, s62, 31
	.loc	1 88 5 is_stmt 1                ; sources.py:88:5
	s_and_b64 s[68:69], s[4:5], s[14:15]
	.loc	1 91 13                         ; sources.py:91:13
	s_and_b64 s[14:15], s[68:69], exec
	s_cselect_b32 s14, 1, 0
	s_cmp_lg_u32 s14, 1
	s_cbranch_scc1 .LBB0_69
; %bb.68:
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_lshl_b64 s[14:15], s[62:63], 1
	s_add_u32 s14, s0, s14
	s_addc_u32 s15, s1, s15
	.loc	1 91 13                         ; sources.py:91:13
	global_load_ushort v24, v2, s[14:15]
	s_branch .LBB0_70
.LBB0_69:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v24, 0
.LBB0_70:
	.loc	1 90 19 is_stmt 1               ; sources.py:90:19
	s_cmp_lt_i32 s13, s10
	.loc	1 91 36                         ; sources.py:91:36
	s_mul_i32 s13, s12, 48
	.loc	1 90 19                         ; sources.py:90:19
	s_cselect_b64 s[14:15], -1, 0
	.loc	1 91 36                         ; sources.py:91:36
	s_add_i32 s66, s16, s13
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_ashr_i32 s67, s66, 31
	.loc	1 88 5 is_stmt 1                ; sources.py:88:5
	s_and_b64 s[72:73], s[4:5], s[14:15]
	.loc	1 91 13                         ; sources.py:91:13
	s_and_b64 s[14:15], s[72:73], exec
	s_cselect_b32 s13, 1, 0
	s_cmp_lg_u32 s13, 1
	s_cbranch_scc1 .LBB0_72
; %bb.71:
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_lshl_b64 s[14:15], s[66:67], 1
	s_add_u32 s14, s0, s14
	s_addc_u32 s15, s1, s15
	.loc	1 91 13                         ; sources.py:91:13
	global_load_ushort v25, v2, s[14:15]
	s_branch .LBB0_73
.LBB0_72:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v25, 0
.LBB0_73:
	.loc	1 90 19 is_stmt 1               ; sources.py:90:19
	s_cmp_lt_i32 s11, s10
	.loc	1 91 36                         ; sources.py:91:36
	s_mul_i32 s11, s12, 52
	.loc	1 90 19                         ; sources.py:90:19
	s_cselect_b64 s[14:15], -1, 0
	.loc	1 91 36                         ; sources.py:91:36
	s_add_i32 s70, s16, s11
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_ashr_i32 s71, s70, 31
	.loc	1 88 5 is_stmt 1                ; sources.py:88:5
	s_and_b64 s[76:77], s[4:5], s[14:15]
	.loc	1 91 13                         ; sources.py:91:13
	s_and_b64 s[14:15], s[76:77], exec
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	s_cbranch_scc1 .LBB0_75
; %bb.74:
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_lshl_b64 s[14:15], s[70:71], 1
	s_add_u32 s14, s0, s14
	s_addc_u32 s15, s1, s15
	.loc	1 91 13                         ; sources.py:91:13
	global_load_ushort v26, v2, s[14:15]
	s_branch .LBB0_76
.LBB0_75:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v26, 0
.LBB0_76:
	.loc	1 90 19 is_stmt 1               ; sources.py:90:19
	s_cmp_lt_i32 s9, s10
	.loc	1 91 36                         ; sources.py:91:36
	s_mul_i32 s9, s12, 56
	.loc	1 90 19                         ; sources.py:90:19
	s_cselect_b64 s[14:15], -1, 0
	.loc	1 91 36                         ; sources.py:91:36
	s_add_i32 s74, s16, s9
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_ashr_i32 s75, s74, 31
	.loc	1 88 5 is_stmt 1                ; sources.py:88:5
	s_and_b64 s[80:81], s[4:5], s[14:15]
	.loc	1 91 13                         ; sources.py:91:13
	s_and_b64 s[14:15], s[80:81], exec
	s_cselect_b32 s9, 1, 0
	s_cmp_lg_u32 s9, 1
	s_cbranch_scc1 .LBB0_78
; %bb.77:
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_lshl_b64 s[14:15], s[74:75], 1
	s_add_u32 s14, s0, s14
	s_addc_u32 s15, s1, s15
	.loc	1 91 13                         ; sources.py:91:13
	global_load_ushort v27, v2, s[14:15]
	s_branch .LBB0_79
.LBB0_78:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v27, 0
.LBB0_79:
	.loc	1 90 19 is_stmt 1               ; sources.py:90:19
	s_cmp_lt_i32 s8, s10
	.loc	1 91 36                         ; sources.py:91:36
	s_mul_i32 s11, s12, 60
	.loc	1 90 19                         ; sources.py:90:19
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 91 36                         ; sources.py:91:36
	s_add_i32 s78, s16, s11
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_ashr_i32 s79, s78, 31
	.loc	1 88 5 is_stmt 1                ; sources.py:88:5
	s_and_b64 s[82:83], s[4:5], s[8:9]
	.loc	1 91 13                         ; sources.py:91:13
	s_and_b64 s[4:5], s[82:83], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_81
; %bb.80:
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_lshl_b64 s[4:5], s[78:79], 1
	s_add_u32 s4, s0, s4
	s_addc_u32 s5, s1, s5
	.loc	1 91 13                         ; sources.py:91:13
	global_load_ushort v28, v2, s[4:5]
	s_branch .LBB0_82
.LBB0_81:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v28, 0
.LBB0_82:
	.loc	1 93 21 is_stmt 1               ; sources.py:93:21
	s_add_u32 s4, s6, s88
	s_addc_u32 s5, s7, s89
	.loc	1 93 13 is_stmt 0               ; sources.py:93:13
	s_and_b64 s[6:7], s[22:23], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_98
; %bb.83:
	.loc	1 0 13                          ; sources.py:0:13
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[6:7], s[16:17], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	.loc	1 93 13                         ; sources.py:93:13
	global_load_ushort v29, v2, s[6:7]
	s_and_b64 s[6:7], s[26:27], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc0 .LBB0_99
.LBB0_84:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v30, 0
	.loc	1 93 13                         ; sources.py:93:13
	s_and_b64 s[6:7], s[30:31], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc0 .LBB0_100
.LBB0_85:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v31, 0
	.loc	1 93 13                         ; sources.py:93:13
	s_and_b64 s[6:7], s[36:37], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc0 .LBB0_101
.LBB0_86:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v32, 0
	.loc	1 93 13                         ; sources.py:93:13
	s_and_b64 s[6:7], s[40:41], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc0 .LBB0_102
.LBB0_87:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v33, 0
	.loc	1 93 13                         ; sources.py:93:13
	s_and_b64 s[6:7], s[44:45], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc0 .LBB0_103
.LBB0_88:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v34, 0
	.loc	1 93 13                         ; sources.py:93:13
	s_and_b64 s[6:7], s[48:49], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc0 .LBB0_104
.LBB0_89:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v35, 0
	.loc	1 93 13                         ; sources.py:93:13
	s_and_b64 s[6:7], s[52:53], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc0 .LBB0_105
.LBB0_90:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v36, 0
	.loc	1 93 13                         ; sources.py:93:13
	s_and_b64 s[6:7], s[56:57], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc0 .LBB0_106
.LBB0_91:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v37, 0
	.loc	1 93 13                         ; sources.py:93:13
	s_and_b64 s[6:7], s[60:61], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc0 .LBB0_107
.LBB0_92:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v38, 0
	.loc	1 93 13                         ; sources.py:93:13
	s_and_b64 s[6:7], s[64:65], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc0 .LBB0_108
.LBB0_93:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v39, 0
	.loc	1 93 13                         ; sources.py:93:13
	s_and_b64 s[6:7], s[68:69], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc0 .LBB0_109
.LBB0_94:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v40, 0
	.loc	1 93 13                         ; sources.py:93:13
	s_and_b64 s[6:7], s[72:73], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc0 .LBB0_110
.LBB0_95:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v41, 0
	.loc	1 93 13                         ; sources.py:93:13
	s_and_b64 s[6:7], s[76:77], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc0 .LBB0_111
.LBB0_96:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v42, 0
	.loc	1 93 13                         ; sources.py:93:13
	s_and_b64 s[6:7], s[80:81], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc0 .LBB0_112
.LBB0_97:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v43, 0
	.loc	1 93 13                         ; sources.py:93:13
	s_branch .LBB0_113
.LBB0_98:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v29, 0
	.loc	1 93 13                         ; sources.py:93:13
	s_and_b64 s[6:7], s[26:27], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_84
.LBB0_99:
	.loc	1 93 21                         ; sources.py:93:21
	s_lshl_b64 s[6:7], s[20:21], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	.loc	1 93 13                         ; sources.py:93:13
	global_load_ushort v30, v2, s[6:7]
	s_and_b64 s[6:7], s[30:31], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_85
.LBB0_100:
	.loc	1 93 21                         ; sources.py:93:21
	s_lshl_b64 s[6:7], s[24:25], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	.loc	1 93 13                         ; sources.py:93:13
	global_load_ushort v31, v2, s[6:7]
	s_and_b64 s[6:7], s[36:37], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_86
.LBB0_101:
	.loc	1 93 21                         ; sources.py:93:21
	s_lshl_b64 s[6:7], s[28:29], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	.loc	1 93 13                         ; sources.py:93:13
	global_load_ushort v32, v2, s[6:7]
	s_and_b64 s[6:7], s[40:41], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_87
.LBB0_102:
	.loc	1 93 21                         ; sources.py:93:21
	s_lshl_b64 s[6:7], s[34:35], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	.loc	1 93 13                         ; sources.py:93:13
	global_load_ushort v33, v2, s[6:7]
	s_and_b64 s[6:7], s[44:45], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_88
.LBB0_103:
	.loc	1 93 21                         ; sources.py:93:21
	s_lshl_b64 s[6:7], s[38:39], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	.loc	1 93 13                         ; sources.py:93:13
	global_load_ushort v34, v2, s[6:7]
	s_and_b64 s[6:7], s[48:49], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_89
.LBB0_104:
	.loc	1 93 21                         ; sources.py:93:21
	s_lshl_b64 s[6:7], s[42:43], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	.loc	1 93 13                         ; sources.py:93:13
	global_load_ushort v35, v2, s[6:7]
	s_and_b64 s[6:7], s[52:53], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_90
.LBB0_105:
	.loc	1 93 21                         ; sources.py:93:21
	s_lshl_b64 s[6:7], s[46:47], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	.loc	1 93 13                         ; sources.py:93:13
	global_load_ushort v36, v2, s[6:7]
	s_and_b64 s[6:7], s[56:57], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_91
.LBB0_106:
	.loc	1 93 21                         ; sources.py:93:21
	s_lshl_b64 s[6:7], s[50:51], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	.loc	1 93 13                         ; sources.py:93:13
	global_load_ushort v37, v2, s[6:7]
	s_and_b64 s[6:7], s[60:61], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_92
.LBB0_107:
	.loc	1 93 21                         ; sources.py:93:21
	s_lshl_b64 s[6:7], s[54:55], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	.loc	1 93 13                         ; sources.py:93:13
	global_load_ushort v38, v2, s[6:7]
	s_and_b64 s[6:7], s[64:65], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_93
.LBB0_108:
	.loc	1 93 21                         ; sources.py:93:21
	s_lshl_b64 s[6:7], s[58:59], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	.loc	1 93 13                         ; sources.py:93:13
	global_load_ushort v39, v2, s[6:7]
	s_and_b64 s[6:7], s[68:69], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_94
.LBB0_109:
	.loc	1 93 21                         ; sources.py:93:21
	s_lshl_b64 s[6:7], s[62:63], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	.loc	1 93 13                         ; sources.py:93:13
	global_load_ushort v40, v2, s[6:7]
	s_and_b64 s[6:7], s[72:73], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_95
.LBB0_110:
	.loc	1 93 21                         ; sources.py:93:21
	s_lshl_b64 s[6:7], s[66:67], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	.loc	1 93 13                         ; sources.py:93:13
	global_load_ushort v41, v2, s[6:7]
	s_and_b64 s[6:7], s[76:77], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_96
.LBB0_111:
	.loc	1 93 21                         ; sources.py:93:21
	s_lshl_b64 s[6:7], s[70:71], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	.loc	1 93 13                         ; sources.py:93:13
	global_load_ushort v42, v2, s[6:7]
	s_and_b64 s[6:7], s[80:81], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_97
.LBB0_112:
	.loc	1 93 21                         ; sources.py:93:21
	s_lshl_b64 s[6:7], s[74:75], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	.loc	1 93 13                         ; sources.py:93:13
	global_load_ushort v43, v2, s[6:7]
.LBB0_113:
	s_and_b64 s[6:7], s[82:83], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	v_and_b32_e32 v12, 0xfe, v1
	s_cbranch_scc1 .LBB0_115
; %bb.114:
	.loc	1 93 21                         ; sources.py:93:21
	s_lshl_b64 s[6:7], s[78:79], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	.loc	1 93 13                         ; sources.py:93:13
	global_load_ushort v44, v2, s[6:7]
	s_branch .LBB0_116
.LBB0_115:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v44, 0
.LBB0_116:
	.loc	1 93 13 is_stmt 1               ; sources.py:93:13
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 0, 0x108
	v_xor_b32_e32 v108, s2, v12
	.loc	1 91 13                         ; sources.py:91:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v8, v13
	ds_write_b16 v8, v17 offset:2048
	ds_write_b16 v8, v21 offset:4096
	ds_write_b16 v8, v25 offset:6144
	ds_write_b16 v9, v14 offset:512
	ds_write_b16 v9, v18 offset:2560
	ds_write_b16 v9, v22 offset:4608
	ds_write_b16 v9, v26 offset:6656
	ds_write_b16 v10, v15 offset:1024
	ds_write_b16 v10, v19 offset:3072
	ds_write_b16 v10, v23 offset:5120
	ds_write_b16 v10, v27 offset:7168
	ds_write_b16 v11, v16 offset:1536
	ds_write_b16 v11, v20 offset:3584
	ds_write_b16 v11, v24 offset:5632
	ds_write_b16 v11, v28 offset:7680
	.loc	1 93 13                         ; sources.py:93:13
	v_add_u32_e32 v8, 0, v108
	v_xor_b32_e32 v109, 16, v108
	ds_write_b16 v8, v29 offset:16384
	ds_write_b16 v8, v33 offset:18432
	ds_write_b16 v8, v37 offset:20480
	ds_write_b16 v8, v41 offset:22528
	v_add_u32_e32 v8, 0, v109
	v_xor_b32_e32 v110, 32, v108
	ds_write_b16 v8, v30 offset:16896
	ds_write_b16 v8, v34 offset:18944
	ds_write_b16 v8, v38 offset:20992
	ds_write_b16 v8, v42 offset:23040
	v_add_u32_e32 v8, 0, v110
	v_xor_b32_e32 v111, 48, v108
	.loc	1 80 34                         ; sources.py:80:34
	v_lshrrev_b32_e32 v50, 3, v53
	.loc	1 93 13                         ; sources.py:93:13
	ds_write_b16 v8, v31 offset:17408
	ds_write_b16 v8, v35 offset:19456
	ds_write_b16 v8, v39 offset:21504
	ds_write_b16 v8, v43 offset:23552
	v_add_u32_e32 v8, 0, v111
	.loc	1 88 5                          ; sources.py:88:5
	s_sub_i32 s17, s10, 64
	.loc	1 80 34                         ; sources.py:80:34
	v_or_b32_e32 v1, 1, v50
	v_or_b32_e32 v77, 3, v50
	v_or_b32_e32 v102, 2, v50
	v_or_b32_e32 v98, 11, v50
	v_or_b32_e32 v99, 10, v50
	v_or_b32_e32 v100, 9, v50
	v_or_b32_e32 v101, 8, v50
	v_or_b32_e32 v82, 19, v50
	v_or_b32_e32 v52, 18, v50
	v_or_b32_e32 v51, 17, v50
	v_or_b32_e32 v83, 16, v50
	v_or_b32_e32 v84, 25, v50
	v_or_b32_e32 v85, 24, v50
	v_or_b32_e32 v86, 27, v50
	v_or_b32_e32 v87, 26, v50
	v_or_b32_e32 v88, 33, v50
	v_or_b32_e32 v89, 32, v50
	v_or_b32_e32 v90, 35, v50
	v_or_b32_e32 v91, 34, v50
	v_or_b32_e32 v92, 41, v50
	v_or_b32_e32 v93, 40, v50
	v_or_b32_e32 v94, 43, v50
	v_or_b32_e32 v95, 42, v50
	v_or_b32_e32 v96, 49, v50
	v_or_b32_e32 v97, 48, v50
	v_or_b32_e32 v78, 58, v50
	v_or_b32_e32 v79, 57, v50
	v_or_b32_e32 v80, 56, v50
	v_or_b32_e32 v81, 51, v50
	.loc	1 91 13                         ; sources.py:91:13
	s_mov_b32 s19, 0
	.loc	1 93 13                         ; sources.py:93:13
	ds_write_b16 v8, v32 offset:17920
	ds_write_b16 v8, v36 offset:19968
	ds_write_b16 v8, v40 offset:22016
	ds_write_b16 v8, v44 offset:24064
	.loc	1 88 5                          ; sources.py:88:5
	s_cmp_gt_i32 s17, 0
	v_lshlrev_b32_e32 v69, 5, v0
	v_and_b32_e32 v68, 24, v3
	v_lshlrev_b32_e32 v8, 1, v0
	v_writelane_b32 v233, s88, 1
	s_nop 1
	v_writelane_b32 v233, s89, 2
	s_cbranch_scc1 .LBB0_118
; %bb.117:                              ; %.._crit_edge_crit_edge
	.loc	1 93 13                         ; sources.py:93:13
	s_movk_i32 s2, 0x180
	v_and_b32_e32 v106, 0x48, v4
	v_and_b32_e32 v70, 32, v8
	v_and_or_b32 v107, v69, s2, v68
	s_mov_b64 s[2:3], 0
	s_branch .LBB0_119
.LBB0_118:
	.loc	1 0 13 is_stmt 0                ; sources.py:0:13
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr106
                                        ; implicit-def: $vgpr70
                                        ; implicit-def: $vgpr107
.LBB0_119:                              ; %Flow
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	v_or_b32_e32 v104, 50, v50
	v_or_b32_e32 v103, 59, v50
	v_mov_b32_e32 v3, 0
	s_cmp_lg_u32 s2, 1
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v60, 0xff800000
	v_bitop3_b32 v105, v5, v7, v6 bitop3:0x36
	v_bfe_i32 v71, v0, 3, 1
	v_cmp_eq_u32_e32 vcc, 0, v53
	v_lshlrev_b32_e32 v76, 1, v61
	s_cbranch_scc1 .LBB0_203
; %bb.120:                              ; %.lr.ph
	.loc	1 88 5 is_stmt 1                ; sources.py:88:5
	v_lshl_add_u64 v[54:55], s[0:1], 0, v[2:3]
	v_lshl_add_u64 v[56:57], s[4:5], 0, v[2:3]
	v_mov_b32_e32 v2, 0x210
	s_movk_i32 s0, 0x180
	s_movk_i32 s1, 0x108
	v_and_b32_e32 v106, 0x48, v4
	v_cndmask_b32_e64 v2, v2, 0, vcc
	v_and_or_b32 v107, v69, s0, v68
	v_bitop3_b32 v11, v71, v68, s1 bitop3:0x6c
	v_bitop3_b32 v4, v106, v107, v2 bitop3:0x36
	v_xor_b32_e32 v5, v2, v76
	v_bitop3_b32 v6, s85, v2, v76 bitop3:0xf6
	v_and_b32_e32 v10, 0x80, v69
	s_lshr_b32 s0, s33, 1
	v_xor_b32_e32 v2, v11, v2
	v_or3_b32 v2, v10, s0, v2
	s_add_i32 s0, s84, 0x7c
	v_writelane_b32 v233, s86, 3
	s_mul_i32 s83, s12, s0
	s_add_i32 s0, s84, 0x78
	v_writelane_b32 v233, s87, 4
	s_mul_i32 s86, s12, s0
	s_add_i32 s0, s84, 0x74
	s_mul_i32 s87, s12, s0
	s_add_i32 s0, s84, 0x70
	s_mul_i32 s88, s12, s0
	s_add_i32 s0, s84, 0x6c
	s_mul_i32 s89, s12, s0
	s_add_i32 s0, s84, 0x68
	s_mul_i32 s90, s12, s0
	s_add_i32 s0, s84, 0x64
	s_mul_i32 s91, s12, s0
	s_add_i32 s0, s84, 0x60
	s_mul_i32 s92, s12, s0
	s_add_i32 s0, s84, 0x5c
	s_mul_i32 s93, s12, s0
	s_add_i32 s0, s84, 0x58
	s_mul_i32 s94, s12, s0
	s_add_i32 s0, s84, 0x54
	s_mul_i32 s95, s12, s0
	s_add_i32 s0, s84, 0x50
	s_mul_i32 s96, s12, s0
	s_add_i32 s0, s84, 0x4c
	s_mul_i32 s97, s12, s0
	s_add_i32 s0, s84, 0x48
	v_and_b32_e32 v70, 32, v8
	s_mul_i32 s98, s12, s0
	s_add_i32 s0, s84, 0x44
	v_bitop3_b32 v7, s85, 8, v5 bitop3:0x36
	v_bitop3_b32 v9, s85, 32, v5 bitop3:0x36
	v_bitop3_b32 v5, s85, 40, v5 bitop3:0x36
	v_or_b32_e32 v10, v2, v70
	v_bitop3_b32 v2, v2, 32, v8 bitop3:0x34
	s_mul_i32 s99, s12, s0
	s_add_i32 s0, s84, 64
	v_xor_b32_e32 v0, 32, v105
	v_xor_b32_e32 v112, 64, v105
	v_xor_b32_e32 v113, 0x60, v105
	v_or_b32_e32 v114, v4, v70
	s_lshl_b32 s82, s85, 1
	v_lshl_add_u32 v115, v61, 2, 0
	v_writelane_b32 v233, s85, 5
	.loc	1 95 14                         ; sources.py:95:14
	s_mov_b32 s4, s18
	s_mov_b32 s5, s18
	s_mov_b32 s6, s18
	s_mov_b32 s7, s18
	.loc	1 89 18                         ; sources.py:89:18
	v_pk_mov_b32 v[58:59], v[50:51], v[52:53] op_sel:[1,0]
	v_bitop3_b32 v116, v4, 32, v8 bitop3:0x34
	.loc	1 88 5                          ; sources.py:88:5
	s_lshl_b32 s85, s12, 6
	s_movk_i32 s11, 0x4000
	s_mul_i32 s13, s12, s0
	v_mov_b32_e32 v126, 0
	v_mov_b32_e32 v127, 0xff800000
	s_mov_b32 s16, 0x3fb8aa3b
	s_mov_b32 s9, 0xc2fc0000
	v_add_u32_e32 v117, 0, v6
	v_add_u32_e32 v118, 0, v7
	v_add_u32_e32 v119, 0, v9
	v_add_u32_e32 v120, 0, v5
	v_add_u32_e32 v121, 0, v10
	v_add_u32_e32 v122, 0, v2
	v_mov_b32_e32 v123, 0xff800000
	v_mov_b32_e32 v124, 0x42800000
	v_not_b32_e32 v125, 63
	s_mov_b32 s8, 0
	s_mov_b32 s14, 0
	s_mov_b32 s15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, v3
	v_mov_b32_e32 v14, v3
	v_mov_b32_e32 v15, v3
	v_mov_b32_e32 v12, v3
	v_mov_b32_e32 v13, v3
	v_mov_b32_e32 v10, v3
	v_mov_b32_e32 v11, v3
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v3
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v2, v3
	s_branch .LBB0_123
.LBB0_121:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 93 21                         ; sources.py:93:21
	v_lshl_add_u64 v[18:19], s[78:79], 1, v[56:57]
	.loc	1 93 13 is_stmt 0               ; sources.py:93:13
	global_load_ushort v203, v[18:19], off
.LBB0_122:                              ;   in Loop: Header=BB0_123 Depth=1
	v_add_u32_e32 v18, s11, v114
	ds_read_b64_tr_b16 v[156:157], v18
	ds_read_b64_tr_b16 v[152:153], v18 offset:2048
	ds_read_b64_tr_b16 v[148:149], v18 offset:4096
	ds_read_b64_tr_b16 v[144:145], v18 offset:6144
	.loc	1 95 14 is_stmt 1               ; sources.py:95:14
	s_waitcnt lgkmcnt(11)
	v_mfma_f32_32x32x16_f16 v[18:33], v[34:37], v[140:143], 0
	.loc	1 89 18                         ; sources.py:89:18
	v_or_b32_e32 v60, s15, v102
	.loc	1 95 14                         ; sources.py:95:14
	s_mov_b32 s19, s18
	.loc	1 89 18                         ; sources.py:89:18
	v_or_b32_e32 v66, s15, v98
	.loc	1 96 23                         ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v60
	.loc	1 89 18                         ; sources.py:89:18
	v_or_b32_e32 v67, s15, v99
	v_or_b32_e32 v204, s15, v100
	v_or_b32_e32 v205, s15, v101
	.loc	1 95 14                         ; sources.py:95:14
	s_waitcnt lgkmcnt(9)
	v_mfma_f32_32x32x16_f16 v[18:33], v[38:41], v[132:135], v[18:33]
	.loc	1 89 18                         ; sources.py:89:18
	v_or_b32_e32 v206, s15, v77
	v_or_b32_e32 v207, s15, v50
	v_or_b32_e32 v208, s15, v1
	v_or_b32_e32 v209, s15, v87
	v_or_b32_e32 v210, s15, v84
	v_or_b32_e32 v211, s15, v85
	v_or_b32_e32 v212, s15, v82
	.loc	1 95 14                         ; sources.py:95:14
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_32x32x16_f16 v[18:33], v[42:45], v[136:139], v[18:33]
	.loc	1 89 18                         ; sources.py:89:18
	v_or_b32_e32 v213, s15, v89
	v_or_b32_e32 v214, s15, v86
	v_or_b32_e32 v215, s15, v59
	v_or_b32_e32 v216, s15, v58
	v_or_b32_e32 v217, s15, v96
	v_or_b32_e32 v218, s15, v97
	v_or_b32_e32 v219, s15, v94
	.loc	1 95 14                         ; sources.py:95:14
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x16_f16 v[18:33], v[46:49], v[128:131], v[18:33]
	.loc	1 89 18                         ; sources.py:89:18
	v_or_b32_e32 v220, s15, v95
	v_or_b32_e32 v221, s15, v92
	v_or_b32_e32 v222, s15, v93
	v_or_b32_e32 v223, s15, v90
	v_or_b32_e32 v224, s15, v91
	v_or_b32_e32 v225, s15, v78
	v_or_b32_e32 v226, s15, v79
	.loc	1 95 14                         ; sources.py:95:14
	v_mfma_f32_32x32x16_f16 v[34:49], v[168:171], v[140:143], 0
	s_nop 3
	v_mul_f32_e64 v20, s18, v20
	v_mul_f32_e64 v21, s19, v21
	v_mul_f32_e64 v24, s18, v24
	v_mul_f32_e64 v25, s19, v25
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v20, v123, v20, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v66
	.loc	1 95 14 is_stmt 1               ; sources.py:95:14
	v_pk_mul_f32 v[22:23], s[18:19], v[22:23]
	v_pk_mul_f32 v[18:19], s[6:7], v[18:19]
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v25, v123, v25, vcc
	.loc	1 95 14                         ; sources.py:95:14
	v_mfma_f32_32x32x16_f16 v[34:49], v[164:167], v[132:135], v[34:49]
	.loc	1 96 23                         ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v67
	.loc	1 89 18                         ; sources.py:89:18
	v_or_b32_e32 v227, s15, v80
	v_or_b32_e32 v228, s15, v81
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v24, v123, v24, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v204
	.loc	1 89 18 is_stmt 1               ; sources.py:89:18
	v_or_b32_e32 v229, s15, v103
	v_or_b32_e32 v230, s15, v104
	.loc	1 95 14                         ; sources.py:95:14
	v_mfma_f32_32x32x16_f16 v[34:49], v[160:163], v[136:139], v[34:49]
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v23, v123, v23, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v205
	.loc	1 89 18 is_stmt 1               ; sources.py:89:18
	v_or_b32_e32 v231, s15, v88
	v_or_b32_e32 v232, s15, v83
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v22, v123, v22, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v206
	.loc	1 93 13 is_stmt 1               ; sources.py:93:13
	v_add_u32_e32 v146, s11, v116
	.loc	1 95 14                         ; sources.py:95:14
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x16_f16 v[34:49], v[62:65], v[128:131], v[34:49]
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v21, v123, v21, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v207
	.loc	1 95 14 is_stmt 1               ; sources.py:95:14
	v_pk_mov_b32 v[62:63], v[30:31], v[32:33] op_sel:[1,0]
	v_pk_mov_b32 v[30:31], v[28:29], v[30:31] op_sel:[1,0]
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v18, v123, v18, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v208
	.loc	1 95 14 is_stmt 1               ; sources.py:95:14
	v_pk_mul_f32 v[62:63], s[18:19], v[62:63]
	v_pk_mul_f32 v[30:31], s[18:19], v[30:31]
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v19, v123, v19, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v209
	.loc	1 95 14 is_stmt 1               ; sources.py:95:14
	s_nop 1
	v_pk_mov_b32 v[32:33], v[32:33], v[34:35] op_sel:[1,0]
	v_pk_mov_b32 v[28:29], v[26:27], v[28:29] op_sel:[1,0]
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v160, v123, v63, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v210
	.loc	1 95 14 is_stmt 1               ; sources.py:95:14
	v_pk_mul_f32 v[32:33], s[18:19], v[32:33]
	v_pk_mul_f32 v[28:29], s[6:7], v[28:29]
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v163, v123, v62, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v211
	.loc	1 95 14 is_stmt 1               ; sources.py:95:14
	v_mov_b32_e32 v27, v35
	v_pk_mul_f32 v[26:27], s[4:5], v[26:27]
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v162, v123, v31, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v212
	.loc	1 93 13 is_stmt 1               ; sources.py:93:13
	ds_read_b64_tr_b16 v[158:159], v146 offset:1024
	ds_read_b64_tr_b16 v[154:155], v146 offset:3072
	ds_read_b64_tr_b16 v[150:151], v146 offset:5120
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v31, v123, v30, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v213
	.loc	1 93 13 is_stmt 1               ; sources.py:93:13
	ds_read_b64_tr_b16 v[146:147], v146 offset:7168
	.loc	1 88 5                          ; sources.py:88:5
	s_add_i32 s15, s15, 64
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v66, v123, v33, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v214
	.loc	1 96 14                         ; sources.py:96:14
	s_nop 1
	v_cndmask_b32_e32 v161, v123, v32, vcc
	.loc	1 96 23                         ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v215
	.loc	1 95 14 is_stmt 1               ; sources.py:95:14
	v_pk_mul_f32 v[32:33], s[6:7], v[36:37]
	v_pk_mul_f32 v[36:37], s[18:19], v[38:39]
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v30, v123, v29, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v216
	.loc	1 95 14 is_stmt 1               ; sources.py:95:14
	v_pk_mul_f32 v[38:39], s[18:19], v[40:41]
	v_pk_mul_f32 v[40:41], s[18:19], v[42:43]
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v29, v123, v28, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v217
	.loc	1 96 14                         ; sources.py:96:14
	s_nop 1
	v_cndmask_b32_e32 v41, v123, v41, vcc
	.loc	1 96 23                         ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v218
	.loc	1 96 14                         ; sources.py:96:14
	s_nop 1
	v_cndmask_b32_e32 v40, v123, v40, vcc
	.loc	1 96 23                         ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v219
	.loc	1 96 14                         ; sources.py:96:14
	s_nop 1
	v_cndmask_b32_e32 v63, v123, v39, vcc
	.loc	1 96 23                         ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v220
	.loc	1 96 14                         ; sources.py:96:14
	s_nop 1
	v_cndmask_b32_e32 v62, v123, v38, vcc
	.loc	1 96 23                         ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v221
	.loc	1 96 14                         ; sources.py:96:14
	s_nop 1
	v_cndmask_b32_e32 v65, v123, v37, vcc
	.loc	1 96 23                         ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v222
	.loc	1 96 14                         ; sources.py:96:14
	s_nop 1
	v_cndmask_b32_e32 v64, v123, v36, vcc
	.loc	1 96 23                         ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v223
	.loc	1 96 14                         ; sources.py:96:14
	s_nop 1
	v_cndmask_b32_e32 v165, v123, v33, vcc
	.loc	1 96 23                         ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v224
	.loc	1 95 14 is_stmt 1               ; sources.py:95:14
	v_mov_b32_e32 v33, v46
	.loc	1 96 14                         ; sources.py:96:14
	s_nop 0
	v_cndmask_b32_e32 v164, v123, v32, vcc
	.loc	1 95 14                         ; sources.py:95:14
	v_mov_b32_e32 v32, v45
	v_pk_mul_f32 v[38:39], s[4:5], v[32:33]
	v_mov_b32_e32 v32, v47
	v_mov_b32_e32 v33, v48
	v_pk_mul_f32 v[36:37], s[18:19], v[32:33]
	.loc	1 96 23                         ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v225
	.loc	1 95 14                         ; sources.py:95:14
	v_mov_b32_e32 v45, v49
	v_pk_mul_f32 v[34:35], s[18:19], v[44:45]
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v32, v123, v37, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v226
.Ltmp2:
	.file	2 "/work/main/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 196 12 is_stmt 1              ; standard.py:196:12 @[ standard.py:216:16 @[ sources.py:97:33 ] ]
	v_max3_f32 v44, v164, v165, v64
	v_max3_f32 v45, v65, v62, v63
.Ltmp3:
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v37, v123, v36, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v227
	.loc	1 96 14                         ; sources.py:96:14
	s_nop 1
	v_cndmask_b32_e32 v36, v123, v39, vcc
	.loc	1 96 23                         ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v228
	.loc	1 96 14                         ; sources.py:96:14
	s_nop 1
	v_cndmask_b32_e32 v43, v123, v38, vcc
	.loc	1 96 23                         ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v229
.Ltmp4:
	.loc	2 196 12 is_stmt 1              ; standard.py:196:12 @[ standard.py:216:16 @[ sources.py:97:33 ] ]
	v_max3_f32 v38, v162, v163, v160
	v_max3_f32 v47, v43, v36, v37
.Ltmp5:
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v33, v123, v35, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v230
.Ltmp6:
	.loc	2 196 12 is_stmt 1              ; standard.py:196:12 @[ standard.py:216:16 @[ sources.py:97:33 ] ]
	v_max3_f32 v35, v29, v30, v31
.Ltmp7:
	.loc	1 96 14                         ; sources.py:96:14
	s_nop 0
	v_cndmask_b32_e32 v42, v123, v34, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v231
.Ltmp8:
	.loc	2 196 12 is_stmt 1              ; standard.py:196:12 @[ standard.py:216:16 @[ sources.py:97:33 ] ]
	v_max3_f32 v46, v40, v41, v42
.Ltmp9:
	.loc	1 96 14                         ; sources.py:96:14
	s_nop 0
	v_cndmask_b32_e32 v67, v123, v27, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v232
.Ltmp10:
	.loc	2 196 12 is_stmt 1              ; standard.py:196:12 @[ standard.py:216:16 @[ sources.py:97:33 ] ]
	v_max3_f32 v27, v21, v22, v23
	v_max3_f32 v39, v161, v66, v67
.Ltmp11:
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v28, v123, v26, vcc
.Ltmp12:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ sources.py:97:33 ] ]
	v_max_f32_e32 v26, v18, v19
	v_max3_f32 v34, v24, v25, v28
	v_max3_f32 v26, v26, v20, v27
	v_max3_f32 v27, v35, v38, v39
	v_max3_f32 v35, v44, v45, v46
	v_max3_f32 v38, v47, v32, v33
	v_max3_f32 v26, v26, v34, v27
	v_max3_f32 v26, v26, v35, v38
.Ltmp13:
	.loc	2 216 16                        ; standard.py:216:16 @[ sources.py:97:33 ]
	v_mov_b32_e32 v27, v26
	s_nop 1
	v_permlane32_swap_b32_e32 v26, v27
.Ltmp14:
	.loc	1 97 17                         ; sources.py:97:17
	v_max3_f32 v60, v127, v26, v27
	.loc	1 98 20                         ; sources.py:98:20
	v_pk_add_f32 v[18:19], v[18:19], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[20:21], v[20:21], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 98 13 is_stmt 0               ; sources.py:98:13
	v_pk_mul_f32 v[18:19], v[18:19], s[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], s[16:17] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s9, v19
	v_cmp_gt_f32_e64 s[0:1], s9, v18
	.loc	1 98 20                         ; sources.py:98:20
	v_pk_add_f32 v[22:23], v[22:23], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 98 13                         ; sources.py:98:13
	v_cndmask_b32_e32 v26, 0, v124, vcc
	v_add_f32_e32 v19, v19, v26
	v_cndmask_b32_e64 v26, 0, v124, s[0:1]
	v_exp_f32_e32 v19, v19
	v_add_f32_e32 v18, v18, v26
	v_exp_f32_e32 v18, v18
	v_cndmask_b32_e32 v26, 0, v125, vcc
	v_ldexp_f32 v19, v19, v26
	v_cndmask_b32_e64 v26, 0, v125, s[0:1]
	v_cmp_gt_f32_e32 vcc, s9, v21
	v_ldexp_f32 v18, v18, v26
	v_cmp_gt_f32_e64 s[0:1], s9, v20
	v_cndmask_b32_e32 v26, 0, v124, vcc
	v_add_f32_e32 v21, v21, v26
	v_cndmask_b32_e64 v26, 0, v124, s[0:1]
	v_exp_f32_e32 v21, v21
	v_add_f32_e32 v20, v20, v26
	v_exp_f32_e32 v20, v20
	v_cndmask_b32_e32 v26, 0, v125, vcc
	v_pk_mul_f32 v[22:23], v[22:23], s[16:17] op_sel_hi:[1,0]
	v_ldexp_f32 v21, v21, v26
	v_cndmask_b32_e64 v26, 0, v125, s[0:1]
	v_cmp_gt_f32_e32 vcc, s9, v23
	v_ldexp_f32 v20, v20, v26
	v_cmp_gt_f32_e64 s[0:1], s9, v22
	v_cndmask_b32_e32 v26, 0, v124, vcc
	v_add_f32_e32 v23, v23, v26
	v_cndmask_b32_e64 v26, 0, v124, s[0:1]
	v_exp_f32_e32 v23, v23
	v_add_f32_e32 v22, v22, v26
	v_exp_f32_e32 v22, v22
	.loc	1 98 20                         ; sources.py:98:20
	v_pk_add_f32 v[24:25], v[24:25], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 98 13                         ; sources.py:98:13
	v_cndmask_b32_e32 v26, 0, v125, vcc
	v_pk_mul_f32 v[24:25], v[24:25], s[16:17] op_sel_hi:[1,0]
	v_ldexp_f32 v23, v23, v26
	v_cndmask_b32_e64 v26, 0, v125, s[0:1]
	v_cmp_gt_f32_e32 vcc, s9, v25
	v_ldexp_f32 v22, v22, v26
	v_cmp_gt_f32_e64 s[0:1], s9, v24
	v_cndmask_b32_e32 v26, 0, v124, vcc
	v_add_f32_e32 v25, v25, v26
	v_cndmask_b32_e64 v26, 0, v124, s[0:1]
	v_exp_f32_e32 v25, v25
	v_add_f32_e32 v24, v24, v26
	v_exp_f32_e32 v24, v24
	v_cndmask_b32_e32 v26, 0, v125, vcc
	v_ldexp_f32 v25, v25, v26
	v_cndmask_b32_e64 v26, 0, v125, s[0:1]
	v_ldexp_f32 v24, v24, v26
	.loc	1 98 20                         ; sources.py:98:20
	v_pk_add_f32 v[26:27], v[28:29], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[40:41], v[40:41], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 98 13                         ; sources.py:98:13
	v_pk_mul_f32 v[26:27], v[26:27], s[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[16:17] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s9, v27
	v_cmp_gt_f32_e64 s[0:1], s9, v26
	.loc	1 98 20                         ; sources.py:98:20
	v_pk_add_f32 v[42:43], v[42:43], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 98 13                         ; sources.py:98:13
	v_cndmask_b32_e32 v28, 0, v124, vcc
	v_add_f32_e32 v27, v27, v28
	v_cndmask_b32_e64 v28, 0, v124, s[0:1]
	v_exp_f32_e32 v27, v27
	v_add_f32_e32 v26, v26, v28
	v_exp_f32_e32 v26, v26
	v_cndmask_b32_e32 v28, 0, v125, vcc
	v_ldexp_f32 v27, v27, v28
	v_cndmask_b32_e64 v28, 0, v125, s[0:1]
	v_ldexp_f32 v26, v26, v28
	.loc	1 98 20                         ; sources.py:98:20
	v_pk_add_f32 v[28:29], v[30:31], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 98 13                         ; sources.py:98:13
	v_pk_mul_f32 v[42:43], v[42:43], s[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], s[16:17] op_sel_hi:[1,0]
	.loc	1 98 20                         ; sources.py:98:20
	v_pk_add_f32 v[36:37], v[36:37], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 98 13                         ; sources.py:98:13
	v_cmp_gt_f32_e32 vcc, s9, v29
	v_cmp_gt_f32_e64 s[0:1], s9, v28
	v_pk_mul_f32 v[36:37], v[36:37], s[16:17] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v30, 0, v124, vcc
	v_add_f32_e32 v29, v29, v30
	v_cndmask_b32_e64 v30, 0, v124, s[0:1]
	v_exp_f32_e32 v29, v29
	v_add_f32_e32 v28, v28, v30
	v_exp_f32_e32 v28, v28
	v_cndmask_b32_e32 v30, 0, v125, vcc
	v_ldexp_f32 v29, v29, v30
	v_cndmask_b32_e64 v30, 0, v125, s[0:1]
	v_ldexp_f32 v28, v28, v30
	.loc	1 98 20                         ; sources.py:98:20
	v_pk_add_f32 v[30:31], v[162:163], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[32:33], v[32:33], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 98 13                         ; sources.py:98:13
	v_pk_mul_f32 v[30:31], v[30:31], s[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], s[16:17] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s9, v31
	v_cmp_gt_f32_e64 s[0:1], s9, v30
	s_nop 0
	v_cndmask_b32_e32 v34, 0, v124, vcc
	v_add_f32_e32 v31, v31, v34
	v_cndmask_b32_e64 v34, 0, v124, s[0:1]
	v_exp_f32_e32 v31, v31
	v_add_f32_e32 v30, v30, v34
	v_exp_f32_e32 v30, v30
	v_cndmask_b32_e32 v34, 0, v125, vcc
	v_ldexp_f32 v31, v31, v34
	v_cndmask_b32_e64 v34, 0, v125, s[0:1]
	v_ldexp_f32 v30, v30, v34
	.loc	1 98 20                         ; sources.py:98:20
	v_pk_add_f32 v[34:35], v[160:161], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 101 45 is_stmt 1              ; sources.py:101:45
	v_cvt_pk_f16_f32 v160, v30, v31
	.loc	1 98 13                         ; sources.py:98:13
	v_pk_mul_f32 v[34:35], v[34:35], s[16:17] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e32 vcc, s9, v35
	v_cmp_gt_f32_e64 s[0:1], s9, v34
	s_nop 0
	v_cndmask_b32_e32 v38, 0, v124, vcc
	v_add_f32_e32 v35, v35, v38
	v_cndmask_b32_e64 v38, 0, v124, s[0:1]
	v_exp_f32_e32 v35, v35
	v_add_f32_e32 v34, v34, v38
	v_exp_f32_e32 v34, v34
	v_cndmask_b32_e32 v38, 0, v125, vcc
	v_ldexp_f32 v35, v35, v38
	v_cndmask_b32_e64 v38, 0, v125, s[0:1]
	v_ldexp_f32 v34, v34, v38
	.loc	1 98 20 is_stmt 0               ; sources.py:98:20
	v_pk_add_f32 v[38:39], v[66:67], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 101 45 is_stmt 1              ; sources.py:101:45
	v_cvt_pk_f16_f32 v161, v34, v35
	.loc	1 98 13                         ; sources.py:98:13
	v_pk_mul_f32 v[38:39], v[38:39], s[16:17] op_sel_hi:[1,0]
	.loc	1 101 45                        ; sources.py:101:45
	v_cvt_pk_f16_f32 v66, v24, v25
	.loc	1 98 13                         ; sources.py:98:13
	v_cmp_gt_f32_e32 vcc, s9, v39
	v_cmp_gt_f32_e64 s[0:1], s9, v38
	.loc	1 101 45                        ; sources.py:101:45
	v_cvt_pk_f16_f32 v67, v26, v27
	.loc	1 98 13                         ; sources.py:98:13
	v_cndmask_b32_e32 v44, 0, v124, vcc
	v_add_f32_e32 v39, v39, v44
	v_cndmask_b32_e64 v44, 0, v124, s[0:1]
	v_exp_f32_e32 v39, v39
	v_add_f32_e32 v38, v38, v44
	v_exp_f32_e32 v38, v38
	v_cndmask_b32_e32 v44, 0, v125, vcc
	v_ldexp_f32 v39, v39, v44
	v_cndmask_b32_e64 v44, 0, v125, s[0:1]
	v_ldexp_f32 v38, v38, v44
	.loc	1 98 20 is_stmt 0               ; sources.py:98:20
	v_pk_add_f32 v[44:45], v[164:165], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 101 45 is_stmt 1              ; sources.py:101:45
	v_cvt_pk_f16_f32 v162, v38, v39
	.loc	1 98 13                         ; sources.py:98:13
	v_pk_mul_f32 v[44:45], v[44:45], s[16:17] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e32 vcc, s9, v45
	v_cmp_gt_f32_e64 s[0:1], s9, v44
	s_nop 0
	v_cndmask_b32_e32 v46, 0, v124, vcc
	v_add_f32_e32 v45, v45, v46
	v_cndmask_b32_e64 v46, 0, v124, s[0:1]
	v_exp_f32_e32 v45, v45
	v_add_f32_e32 v44, v44, v46
	v_exp_f32_e32 v44, v44
	v_cndmask_b32_e32 v46, 0, v125, vcc
	v_ldexp_f32 v45, v45, v46
	v_cndmask_b32_e64 v46, 0, v125, s[0:1]
	v_ldexp_f32 v44, v44, v46
	.loc	1 98 20 is_stmt 0               ; sources.py:98:20
	v_pk_add_f32 v[46:47], v[64:65], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 101 45 is_stmt 1              ; sources.py:101:45
	v_cvt_pk_f16_f32 v163, v44, v45
	.loc	1 98 13                         ; sources.py:98:13
	v_pk_mul_f32 v[46:47], v[46:47], s[16:17] op_sel_hi:[1,0]
	.loc	1 101 45                        ; sources.py:101:45
	v_cvt_pk_f16_f32 v65, v22, v23
	.loc	1 98 13                         ; sources.py:98:13
	v_cmp_gt_f32_e32 vcc, s9, v47
	v_cmp_gt_f32_e64 s[0:1], s9, v46
	s_nop 0
	v_cndmask_b32_e32 v48, 0, v124, vcc
	v_add_f32_e32 v47, v47, v48
	v_cndmask_b32_e64 v48, 0, v124, s[0:1]
	v_exp_f32_e32 v47, v47
	v_add_f32_e32 v46, v46, v48
	v_exp_f32_e32 v46, v46
	v_cndmask_b32_e32 v48, 0, v125, vcc
	v_ldexp_f32 v47, v47, v48
	v_cndmask_b32_e64 v48, 0, v125, s[0:1]
	v_ldexp_f32 v46, v46, v48
	.loc	1 98 20 is_stmt 0               ; sources.py:98:20
	v_pk_add_f32 v[48:49], v[62:63], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 99 24 is_stmt 1               ; sources.py:99:24
	v_sub_f32_e32 v63, v127, v60
	.loc	1 98 13                         ; sources.py:98:13
	v_pk_mul_f32 v[48:49], v[48:49], s[16:17] op_sel_hi:[1,0]
	.loc	1 99 17                         ; sources.py:99:17
	v_mul_f32_e32 v63, 0x3fb8aa3b, v63
	.loc	1 98 13                         ; sources.py:98:13
	v_cmp_gt_f32_e32 vcc, s9, v49
	v_cmp_gt_f32_e64 s[0:1], s9, v48
	.loc	1 99 17                         ; sources.py:99:17
	v_cmp_gt_f32_e64 s[2:3], s9, v63
	.loc	1 98 13                         ; sources.py:98:13
	v_cndmask_b32_e32 v62, 0, v124, vcc
	v_add_f32_e32 v49, v49, v62
	v_cndmask_b32_e64 v62, 0, v124, s[0:1]
	v_exp_f32_e32 v49, v49
	v_add_f32_e32 v48, v48, v62
	v_exp_f32_e32 v48, v48
	v_cndmask_b32_e32 v62, 0, v125, vcc
	v_ldexp_f32 v49, v49, v62
	v_cndmask_b32_e64 v62, 0, v125, s[0:1]
	v_cmp_gt_f32_e32 vcc, s9, v41
	v_ldexp_f32 v48, v48, v62
	v_cmp_gt_f32_e64 s[0:1], s9, v40
	v_cndmask_b32_e32 v62, 0, v124, vcc
	v_add_f32_e32 v41, v41, v62
	v_cndmask_b32_e64 v62, 0, v124, s[0:1]
	v_exp_f32_e32 v41, v41
	v_add_f32_e32 v40, v40, v62
	v_exp_f32_e32 v40, v40
	v_cndmask_b32_e32 v62, 0, v125, vcc
	v_ldexp_f32 v41, v41, v62
	v_cndmask_b32_e64 v62, 0, v125, s[0:1]
	v_cmp_gt_f32_e32 vcc, s9, v43
	v_ldexp_f32 v40, v40, v62
	v_cmp_gt_f32_e64 s[0:1], s9, v42
	v_cndmask_b32_e32 v62, 0, v124, vcc
	v_add_f32_e32 v43, v43, v62
	v_cndmask_b32_e64 v62, 0, v124, s[0:1]
	v_exp_f32_e32 v43, v43
	v_add_f32_e32 v42, v42, v62
	v_exp_f32_e32 v42, v42
	v_cndmask_b32_e32 v62, 0, v125, vcc
	v_ldexp_f32 v43, v43, v62
	v_cndmask_b32_e64 v62, 0, v125, s[0:1]
	v_cmp_gt_f32_e32 vcc, s9, v37
	v_ldexp_f32 v42, v42, v62
	v_cmp_gt_f32_e64 s[0:1], s9, v36
	v_cndmask_b32_e32 v62, 0, v124, vcc
	v_add_f32_e32 v37, v37, v62
	v_cndmask_b32_e64 v62, 0, v124, s[0:1]
	v_exp_f32_e32 v37, v37
	v_add_f32_e32 v36, v36, v62
	v_exp_f32_e32 v36, v36
	v_cndmask_b32_e32 v62, 0, v125, vcc
	.loc	1 99 17                         ; sources.py:99:17
	v_cndmask_b32_e64 v64, 0, v124, s[2:3]
	.loc	1 98 13                         ; sources.py:98:13
	v_ldexp_f32 v37, v37, v62
	v_cndmask_b32_e64 v62, 0, v125, s[0:1]
	v_cmp_gt_f32_e32 vcc, s9, v33
	.loc	1 99 17                         ; sources.py:99:17
	v_add_f32_e32 v63, v63, v64
	.loc	1 98 13                         ; sources.py:98:13
	v_ldexp_f32 v36, v36, v62
	v_cndmask_b32_e32 v62, 0, v124, vcc
	v_cmp_gt_f32_e64 s[0:1], s9, v32
	.loc	1 99 17                         ; sources.py:99:17
	v_exp_f32_e32 v63, v63
	.loc	1 98 13                         ; sources.py:98:13
	v_add_f32_e32 v33, v33, v62
	v_cndmask_b32_e64 v62, 0, v124, s[0:1]
	v_add_f32_e32 v32, v32, v62
	v_exp_f32_e32 v62, v32
	.loc	1 99 17                         ; sources.py:99:17
	v_cndmask_b32_e64 v32, 0, v125, s[2:3]
	v_ldexp_f32 v64, v63, v32
	.loc	1 101 15                        ; sources.py:101:15
	v_add_u32_e32 v32, s82, v115
	.loc	1 98 13                         ; sources.py:98:13
	v_exp_f32_e32 v33, v33
	.loc	1 101 15                        ; sources.py:101:15
	ds_write_b32 v32, v64 offset:32768
	v_add_u32_e32 v32, s33, v115
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v32, v32 offset:32768
	.loc	1 98 13                         ; sources.py:98:13
	v_cndmask_b32_e32 v63, 0, v125, vcc
	v_ldexp_f32 v63, v33, v63
	v_cndmask_b32_e64 v33, 0, v125, s[0:1]
	v_ldexp_f32 v62, v62, v33
	.loc	1 101 15                        ; sources.py:101:15
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[2:3], v[2:3], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[32:33] op_sel_hi:[1,0]
	.loc	1 101 45 is_stmt 0              ; sources.py:101:45
	v_cvt_pk_f16_f32 v32, v18, v19
	v_cvt_pk_f16_f32 v164, v46, v47
	v_cvt_pk_f16_f32 v165, v48, v49
	v_cvt_pk_f16_f32 v166, v40, v41
	v_cvt_pk_f16_f32 v167, v42, v43
	v_cvt_pk_f16_f32 v168, v36, v37
	v_cvt_pk_f16_f32 v169, v62, v63
	v_cvt_pk_f16_f32 v33, v20, v21
	v_cvt_pk_f16_f32 v127, v28, v29
	s_barrier
	ds_write_b16 v117, v32 offset:32768
	ds_write_b16_d16_hi v117, v32 offset:32896
	ds_write_b16 v117, v67 offset:34816
	ds_write_b16_d16_hi v117, v67 offset:34944
	ds_write_b16 v117, v162 offset:36864
	ds_write_b16_d16_hi v117, v162 offset:36992
	ds_write_b16 v117, v166 offset:38912
	ds_write_b16_d16_hi v117, v166 offset:39040
	ds_write_b16 v118, v33 offset:33024
	ds_write_b16_d16_hi v118, v33 offset:33152
	ds_write_b16 v118, v127 offset:35072
	ds_write_b16_d16_hi v118, v127 offset:35200
	ds_write_b16 v118, v163 offset:37120
	ds_write_b16_d16_hi v118, v163 offset:37248
	ds_write_b16 v118, v167 offset:39168
	ds_write_b16_d16_hi v118, v167 offset:39296
	ds_write_b16 v119, v65 offset:33792
	ds_write_b16_d16_hi v119, v65 offset:33920
	ds_write_b16 v119, v160 offset:35840
	ds_write_b16_d16_hi v119, v160 offset:35968
	ds_write_b16 v119, v164 offset:37888
	ds_write_b16_d16_hi v119, v164 offset:38016
	ds_write_b16 v119, v168 offset:39936
	ds_write_b16_d16_hi v119, v168 offset:40064
	ds_write_b16 v120, v66 offset:34048
	ds_write_b16_d16_hi v120, v66 offset:34176
	ds_write_b16 v120, v161 offset:36096
	ds_write_b16_d16_hi v120, v161 offset:36224
	ds_write_b16 v120, v165 offset:38144
	ds_write_b16_d16_hi v120, v165 offset:38272
	ds_write_b16 v120, v169 offset:40192
	ds_write_b16_d16_hi v120, v169 offset:40320
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b16 v[162:163], v122 offset:33792
	ds_read_b64_tr_b16 v[160:161], v121 offset:32768
	ds_read_b64_tr_b16 v[164:165], v121 offset:34816
	ds_read_b64_tr_b16 v[168:169], v121 offset:36864
	ds_read_b64_tr_b16 v[204:205], v121 offset:38912
	ds_read_b64_tr_b16 v[166:167], v122 offset:35840
	ds_read_b64_tr_b16 v[170:171], v122 offset:37888
	ds_read_b64_tr_b16 v[206:207], v122 offset:39936
	.loc	1 101 38                        ; sources.py:101:38
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x16_f16 v[2:17], v[156:159], v[160:163], v[2:17]
.Ltmp15:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ sources.py:100:29 ]
	v_add_f32_e64 v18, v18, v20
	v_add_f32_e64 v19, v19, v21
	v_add_f32_e64 v20, v22, v24
	v_add_f32_e64 v21, v23, v25
	v_add_f32_e64 v22, v26, v28
	v_add_f32_e64 v23, v27, v29
	v_pk_add_f32 v[24:25], v[30:31], v[34:35]
	v_pk_add_f32 v[26:27], v[38:39], v[44:45]
	v_pk_add_f32 v[28:29], v[46:47], v[48:49]
	v_pk_add_f32 v[30:31], v[40:41], v[42:43]
.Ltmp16:
	.loc	1 101 38                        ; sources.py:101:38
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[2:17], v[152:155], v[164:167], v[2:17]
.Ltmp17:
	.loc	2 314 12                        ; standard.py:314:12 @[ sources.py:100:29 ]
	v_add_f32_e64 v32, v36, v62
	v_add_f32_e64 v33, v37, v63
	v_add_f32_e64 v18, v18, v20
	v_add_f32_e64 v19, v19, v21
	v_add_f32_e64 v20, v22, v24
	v_add_f32_e64 v21, v23, v25
	v_pk_add_f32 v[22:23], v[26:27], v[28:29]
	v_pk_add_f32 v[24:25], v[30:31], v[32:33]
	v_pk_add_f32 v[18:19], v[18:19], v[20:21]
	v_pk_add_f32 v[20:21], v[22:23], v[24:25]
.Ltmp18:
	.loc	1 101 38                        ; sources.py:101:38
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[2:17], v[148:151], v[168:171], v[2:17]
.Ltmp19:
	.loc	2 314 12                        ; standard.py:314:12 @[ sources.py:100:29 ]
	v_add_f32_e64 v18, v18, v20
	v_add_f32_e64 v19, v19, v21
.Ltmp20:
	.loc	1 88 5                          ; sources.py:88:5
	s_add_i32 s0, s14, 1
.Ltmp21:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ sources.py:100:29 ] ]
	v_add_f32_e32 v18, v18, v19
.Ltmp22:
	.loc	1 88 5                          ; sources.py:88:5
	s_cmp_lt_i32 s0, 2
.Ltmp23:
	.loc	2 314 12                        ; standard.py:314:12 @[ sources.py:100:29 ]
	v_mov_b32_e32 v19, v18
.Ltmp24:
	.loc	1 88 5                          ; sources.py:88:5
	s_cselect_b32 s14, s0, 0
.Ltmp25:
	.loc	2 314 12                        ; standard.py:314:12 @[ sources.py:100:29 ]
	s_nop 0
	v_permlane32_swap_b32_e32 v18, v19
.Ltmp26:
	.loc	1 91 13                         ; sources.py:91:13
	s_lshl_b32 s19, s14, 13
.Ltmp27:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ sources.py:100:29 ] ]
	v_add_f32_e32 v62, v18, v19
.Ltmp28:
	.loc	1 101 38                        ; sources.py:101:38
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[2:17], v[144:147], v[204:207], v[2:17]
	.loc	1 91 13                         ; sources.py:91:13
	v_add_u32_e32 v18, s19, v72
	s_waitcnt vmcnt(0)
	ds_write_b16 v18, v172
	ds_write_b16 v18, v176 offset:2048
	ds_write_b16 v18, v180 offset:4096
	ds_write_b16 v18, v184 offset:6144
	v_add_u32_e32 v18, s19, v73
	ds_write_b16 v18, v173 offset:512
	ds_write_b16 v18, v177 offset:2560
	ds_write_b16 v18, v181 offset:4608
	ds_write_b16 v18, v185 offset:6656
	v_add_u32_e32 v18, s19, v74
	ds_write_b16 v18, v174 offset:1024
	ds_write_b16 v18, v178 offset:3072
	ds_write_b16 v18, v182 offset:5120
	ds_write_b16 v18, v186 offset:7168
	v_add_u32_e32 v18, s19, v75
	ds_write_b16 v18, v175 offset:1536
	ds_write_b16 v18, v179 offset:3584
	ds_write_b16 v18, v183 offset:5632
	ds_write_b16 v18, v187 offset:7680
	.loc	1 93 13                         ; sources.py:93:13
	v_add_u32_e32 v18, s19, v108
	ds_write_b16 v18, v188 offset:16384
	ds_write_b16 v18, v192 offset:18432
	ds_write_b16 v18, v196 offset:20480
	ds_write_b16 v18, v200 offset:22528
	v_add_u32_e32 v18, s19, v109
	.loc	1 100 15                        ; sources.py:100:15
	v_fmac_f32_e32 v62, v126, v64
	.loc	1 93 13                         ; sources.py:93:13
	s_add_i32 s11, s19, 0x4000
	ds_write_b16 v18, v189 offset:16896
	ds_write_b16 v18, v193 offset:18944
	ds_write_b16 v18, v197 offset:20992
	ds_write_b16 v18, v201 offset:23040
	v_add_u32_e32 v18, s19, v110
	.loc	1 88 5                          ; sources.py:88:5
	s_add_i32 s8, s8, s85
	.loc	1 93 13                         ; sources.py:93:13
	ds_write_b16 v18, v190 offset:17408
	ds_write_b16 v18, v194 offset:19456
	ds_write_b16 v18, v198 offset:21504
	ds_write_b16 v18, v202 offset:23552
	v_add_u32_e32 v18, s19, v111
	.loc	1 88 5                          ; sources.py:88:5
	s_cmp_lt_i32 s15, s17
	v_mov_b32_e32 v126, v62
	v_mov_b32_e32 v127, v60
	.loc	1 93 13                         ; sources.py:93:13
	ds_write_b16 v18, v191 offset:17920
	ds_write_b16 v18, v195 offset:19968
	ds_write_b16 v18, v199 offset:22016
	ds_write_b16 v18, v203 offset:24064
	.loc	1 88 5                          ; sources.py:88:5
	s_cbranch_scc0 .LBB0_204
.LBB0_123:                              ; =>This Inner Loop Header: Depth=1
	.loc	1 89 18                         ; sources.py:89:18
	s_add_i32 s78, s84, s15
	s_add_i32 s1, s78, 64
	.loc	1 90 19                         ; sources.py:90:19
	s_cmp_lt_i32 s1, s10
	s_cselect_b64 s[20:21], -1, 0
	.loc	1 91 36                         ; sources.py:91:36
	s_add_i32 s0, s13, s8
	.loc	1 90 19                         ; sources.py:90:19
	s_cmp_ge_i32 s1, s10
	.loc	1 91 13                         ; sources.py:91:13
	s_cbranch_scc1 .LBB0_125
; %bb.124:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13 is_stmt 0                ; sources.py:0:13
	s_ashr_i32 s1, s0, 31
	v_lshl_add_u64 v[18:19], s[0:1], 1, v[54:55]
	.loc	1 91 13                         ; sources.py:91:13
	global_load_ushort v172, v[18:19], off
	s_branch .LBB0_126
.LBB0_125:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v172, 0
.LBB0_126:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 89 18 is_stmt 1               ; sources.py:89:18
	s_add_i32 s1, s78, 0x44
	.loc	1 90 19                         ; sources.py:90:19
	s_cmp_lt_i32 s1, s10
	s_cselect_b64 s[22:23], -1, 0
	.loc	1 91 36                         ; sources.py:91:36
	s_add_i32 s2, s99, s8
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_ashr_i32 s3, s2, 31
	.loc	1 90 19 is_stmt 1               ; sources.py:90:19
	s_cmp_ge_i32 s1, s10
	.loc	1 91 13                         ; sources.py:91:13
	s_cbranch_scc1 .LBB0_128
; %bb.127:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	v_lshl_add_u64 v[18:19], s[2:3], 1, v[54:55]
	.loc	1 91 13                         ; sources.py:91:13
	global_load_ushort v173, v[18:19], off
	s_branch .LBB0_129
.LBB0_128:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v173, 0
.LBB0_129:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 89 18 is_stmt 1               ; sources.py:89:18
	s_add_i32 s1, s78, 0x48
	.loc	1 90 19                         ; sources.py:90:19
	s_cmp_lt_i32 s1, s10
	s_cselect_b64 s[26:27], -1, 0
	.loc	1 91 36                         ; sources.py:91:36
	s_add_i32 s24, s98, s8
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_ashr_i32 s25, s24, 31
	.loc	1 90 19 is_stmt 1               ; sources.py:90:19
	s_cmp_ge_i32 s1, s10
	.loc	1 91 13                         ; sources.py:91:13
	s_cbranch_scc1 .LBB0_131
; %bb.130:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	v_lshl_add_u64 v[18:19], s[24:25], 1, v[54:55]
	.loc	1 91 13                         ; sources.py:91:13
	global_load_ushort v174, v[18:19], off
	s_branch .LBB0_132
.LBB0_131:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v174, 0
.LBB0_132:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 89 18 is_stmt 1               ; sources.py:89:18
	s_add_i32 s1, s78, 0x4c
	.loc	1 90 19                         ; sources.py:90:19
	s_cmp_lt_i32 s1, s10
	s_cselect_b64 s[30:31], -1, 0
	.loc	1 91 36                         ; sources.py:91:36
	s_add_i32 s28, s97, s8
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_ashr_i32 s29, s28, 31
	.loc	1 90 19 is_stmt 1               ; sources.py:90:19
	s_cmp_ge_i32 s1, s10
	.loc	1 91 13                         ; sources.py:91:13
	s_cbranch_scc1 .LBB0_134
; %bb.133:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	v_lshl_add_u64 v[18:19], s[28:29], 1, v[54:55]
	.loc	1 91 13                         ; sources.py:91:13
	global_load_ushort v175, v[18:19], off
	s_branch .LBB0_135
.LBB0_134:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v175, 0
.LBB0_135:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 89 18 is_stmt 1               ; sources.py:89:18
	s_add_i32 s1, s78, 0x50
	.loc	1 90 19                         ; sources.py:90:19
	s_cmp_lt_i32 s1, s10
	s_cselect_b64 s[36:37], -1, 0
	.loc	1 91 36                         ; sources.py:91:36
	s_add_i32 s34, s96, s8
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_ashr_i32 s35, s34, 31
	.loc	1 90 19 is_stmt 1               ; sources.py:90:19
	s_cmp_ge_i32 s1, s10
	.loc	1 91 13                         ; sources.py:91:13
	s_cbranch_scc1 .LBB0_137
; %bb.136:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	v_lshl_add_u64 v[18:19], s[34:35], 1, v[54:55]
	.loc	1 91 13                         ; sources.py:91:13
	global_load_ushort v176, v[18:19], off
	s_branch .LBB0_138
.LBB0_137:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v176, 0
.LBB0_138:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 89 18 is_stmt 1               ; sources.py:89:18
	s_add_i32 s1, s78, 0x54
	.loc	1 90 19                         ; sources.py:90:19
	s_cmp_lt_i32 s1, s10
	s_cselect_b64 s[40:41], -1, 0
	.loc	1 91 36                         ; sources.py:91:36
	s_add_i32 s38, s95, s8
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_ashr_i32 s39, s38, 31
	.loc	1 90 19 is_stmt 1               ; sources.py:90:19
	s_cmp_ge_i32 s1, s10
	.loc	1 91 13                         ; sources.py:91:13
	s_cbranch_scc1 .LBB0_140
; %bb.139:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	v_lshl_add_u64 v[18:19], s[38:39], 1, v[54:55]
	.loc	1 91 13                         ; sources.py:91:13
	global_load_ushort v177, v[18:19], off
	s_branch .LBB0_141
.LBB0_140:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v177, 0
.LBB0_141:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 89 18 is_stmt 1               ; sources.py:89:18
	s_add_i32 s1, s78, 0x58
	.loc	1 90 19                         ; sources.py:90:19
	s_cmp_lt_i32 s1, s10
	s_cselect_b64 s[44:45], -1, 0
	.loc	1 91 36                         ; sources.py:91:36
	s_add_i32 s42, s94, s8
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_ashr_i32 s43, s42, 31
	.loc	1 90 19 is_stmt 1               ; sources.py:90:19
	s_cmp_ge_i32 s1, s10
	.loc	1 91 13                         ; sources.py:91:13
	s_cbranch_scc1 .LBB0_143
; %bb.142:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	v_lshl_add_u64 v[18:19], s[42:43], 1, v[54:55]
	.loc	1 91 13                         ; sources.py:91:13
	global_load_ushort v178, v[18:19], off
	s_branch .LBB0_144
.LBB0_143:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v178, 0
.LBB0_144:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 89 18 is_stmt 1               ; sources.py:89:18
	s_add_i32 s1, s78, 0x5c
	.loc	1 90 19                         ; sources.py:90:19
	s_cmp_lt_i32 s1, s10
	s_cselect_b64 s[48:49], -1, 0
	.loc	1 91 36                         ; sources.py:91:36
	s_add_i32 s46, s93, s8
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_ashr_i32 s47, s46, 31
	.loc	1 90 19 is_stmt 1               ; sources.py:90:19
	s_cmp_ge_i32 s1, s10
	.loc	1 91 13                         ; sources.py:91:13
	s_cbranch_scc1 .LBB0_146
; %bb.145:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	v_lshl_add_u64 v[18:19], s[46:47], 1, v[54:55]
	.loc	1 91 13                         ; sources.py:91:13
	global_load_ushort v179, v[18:19], off
	s_branch .LBB0_147
.LBB0_146:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v179, 0
.LBB0_147:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 89 18 is_stmt 1               ; sources.py:89:18
	s_add_i32 s1, s78, 0x60
	.loc	1 90 19                         ; sources.py:90:19
	s_cmp_lt_i32 s1, s10
	s_cselect_b64 s[52:53], -1, 0
	.loc	1 91 36                         ; sources.py:91:36
	s_add_i32 s50, s92, s8
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_ashr_i32 s51, s50, 31
	.loc	1 90 19 is_stmt 1               ; sources.py:90:19
	s_cmp_ge_i32 s1, s10
	.loc	1 91 13                         ; sources.py:91:13
	s_cbranch_scc1 .LBB0_149
; %bb.148:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	v_lshl_add_u64 v[18:19], s[50:51], 1, v[54:55]
	.loc	1 91 13                         ; sources.py:91:13
	global_load_ushort v180, v[18:19], off
	s_branch .LBB0_150
.LBB0_149:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v180, 0
.LBB0_150:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 89 18 is_stmt 1               ; sources.py:89:18
	s_add_i32 s1, s78, 0x64
	.loc	1 90 19                         ; sources.py:90:19
	s_cmp_lt_i32 s1, s10
	s_cselect_b64 s[56:57], -1, 0
	.loc	1 91 36                         ; sources.py:91:36
	s_add_i32 s54, s91, s8
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_ashr_i32 s55, s54, 31
	.loc	1 90 19 is_stmt 1               ; sources.py:90:19
	s_cmp_ge_i32 s1, s10
	.loc	1 91 13                         ; sources.py:91:13
	s_cbranch_scc1 .LBB0_152
; %bb.151:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	v_lshl_add_u64 v[18:19], s[54:55], 1, v[54:55]
	.loc	1 91 13                         ; sources.py:91:13
	global_load_ushort v181, v[18:19], off
	s_branch .LBB0_153
.LBB0_152:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v181, 0
.LBB0_153:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 89 18 is_stmt 1               ; sources.py:89:18
	s_add_i32 s1, s78, 0x68
	.loc	1 90 19                         ; sources.py:90:19
	s_cmp_lt_i32 s1, s10
	s_cselect_b64 s[60:61], -1, 0
	.loc	1 91 36                         ; sources.py:91:36
	s_add_i32 s58, s90, s8
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_ashr_i32 s59, s58, 31
	.loc	1 90 19 is_stmt 1               ; sources.py:90:19
	s_cmp_ge_i32 s1, s10
	.loc	1 91 13                         ; sources.py:91:13
	s_cbranch_scc1 .LBB0_155
; %bb.154:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	v_lshl_add_u64 v[18:19], s[58:59], 1, v[54:55]
	.loc	1 91 13                         ; sources.py:91:13
	global_load_ushort v182, v[18:19], off
	s_branch .LBB0_156
.LBB0_155:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v182, 0
.LBB0_156:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 89 18 is_stmt 1               ; sources.py:89:18
	s_add_i32 s1, s78, 0x6c
	.loc	1 90 19                         ; sources.py:90:19
	s_cmp_lt_i32 s1, s10
	s_cselect_b64 s[64:65], -1, 0
	.loc	1 91 36                         ; sources.py:91:36
	s_add_i32 s62, s89, s8
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_ashr_i32 s63, s62, 31
	.loc	1 90 19 is_stmt 1               ; sources.py:90:19
	s_cmp_ge_i32 s1, s10
	.loc	1 91 13                         ; sources.py:91:13
	s_cbranch_scc1 .LBB0_158
; %bb.157:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	v_lshl_add_u64 v[18:19], s[62:63], 1, v[54:55]
	.loc	1 91 13                         ; sources.py:91:13
	global_load_ushort v183, v[18:19], off
	s_branch .LBB0_159
.LBB0_158:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v183, 0
.LBB0_159:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 89 18 is_stmt 1               ; sources.py:89:18
	s_add_i32 s1, s78, 0x70
	.loc	1 90 19                         ; sources.py:90:19
	s_cmp_lt_i32 s1, s10
	s_cselect_b64 s[68:69], -1, 0
	.loc	1 91 36                         ; sources.py:91:36
	s_add_i32 s66, s88, s8
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_ashr_i32 s67, s66, 31
	.loc	1 90 19 is_stmt 1               ; sources.py:90:19
	s_cmp_ge_i32 s1, s10
	.loc	1 91 13                         ; sources.py:91:13
	s_cbranch_scc1 .LBB0_161
; %bb.160:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	v_lshl_add_u64 v[18:19], s[66:67], 1, v[54:55]
	.loc	1 91 13                         ; sources.py:91:13
	global_load_ushort v184, v[18:19], off
	s_branch .LBB0_162
.LBB0_161:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v184, 0
.LBB0_162:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 89 18 is_stmt 1               ; sources.py:89:18
	s_add_i32 s1, s78, 0x74
	.loc	1 90 19                         ; sources.py:90:19
	s_cmp_lt_i32 s1, s10
	s_cselect_b64 s[72:73], -1, 0
	.loc	1 91 36                         ; sources.py:91:36
	s_add_i32 s70, s87, s8
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_ashr_i32 s71, s70, 31
	.loc	1 90 19 is_stmt 1               ; sources.py:90:19
	s_cmp_ge_i32 s1, s10
	.loc	1 91 13                         ; sources.py:91:13
	s_cbranch_scc1 .LBB0_164
; %bb.163:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	v_lshl_add_u64 v[18:19], s[70:71], 1, v[54:55]
	.loc	1 91 13                         ; sources.py:91:13
	global_load_ushort v185, v[18:19], off
	s_branch .LBB0_165
.LBB0_164:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v185, 0
.LBB0_165:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 89 18 is_stmt 1               ; sources.py:89:18
	s_add_i32 s1, s78, 0x78
	.loc	1 90 19                         ; sources.py:90:19
	s_cmp_lt_i32 s1, s10
	s_cselect_b64 s[76:77], -1, 0
	.loc	1 91 36                         ; sources.py:91:36
	s_add_i32 s74, s86, s8
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	s_ashr_i32 s75, s74, 31
	.loc	1 90 19 is_stmt 1               ; sources.py:90:19
	s_cmp_ge_i32 s1, s10
	.loc	1 91 13                         ; sources.py:91:13
	s_cbranch_scc1 .LBB0_167
; %bb.166:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	v_lshl_add_u64 v[18:19], s[74:75], 1, v[54:55]
	.loc	1 91 13                         ; sources.py:91:13
	global_load_ushort v186, v[18:19], off
	s_branch .LBB0_168
.LBB0_167:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v186, 0
.LBB0_168:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 89 18 is_stmt 1               ; sources.py:89:18
	s_add_i32 s1, s78, 0x7c
	.loc	1 90 19                         ; sources.py:90:19
	s_cmp_lt_i32 s1, s10
	s_cselect_b64 s[80:81], -1, 0
	.loc	1 91 21                         ; sources.py:91:21
	s_add_i32 s78, s83, s8
	s_ashr_i32 s79, s78, 31
	.loc	1 90 19                         ; sources.py:90:19
	s_cmp_ge_i32 s1, s10
	.loc	1 91 13                         ; sources.py:91:13
	s_cbranch_scc1 .LBB0_170
; %bb.169:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 91 21 is_stmt 0               ; sources.py:91:21
	v_lshl_add_u64 v[18:19], s[78:79], 1, v[54:55]
	.loc	1 91 13                         ; sources.py:91:13
	global_load_ushort v187, v[18:19], off
	s_branch .LBB0_171
.LBB0_170:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v187, 0
.LBB0_171:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 95 14 is_stmt 1               ; sources.py:95:14
	v_add_u32_e32 v18, s19, v105
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[34:37], v18
	ds_read_b128 v[168:171], v18 offset:4096
	v_add_u32_e32 v18, s19, v0
	ds_read_b128 v[38:41], v18
	ds_read_b128 v[164:167], v18 offset:4096
	v_add_u32_e32 v18, s19, v112
	ds_read_b128 v[42:45], v18
	ds_read_b128 v[160:163], v18 offset:4096
	v_add_u32_e32 v18, s19, v113
	ds_read_b128 v[46:49], v18
	ds_read_b128 v[62:65], v18 offset:4096
	.loc	1 93 13                         ; sources.py:93:13
	s_and_b64 s[20:21], s[20:21], exec
	s_cselect_b32 s1, 1, 0
	s_cmp_lg_u32 s1, 1
	s_cbranch_scc1 .LBB0_187
; %bb.172:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13 is_stmt 0                ; sources.py:0:13
	s_ashr_i32 s1, s0, 31
	v_lshl_add_u64 v[18:19], s[0:1], 1, v[56:57]
	.loc	1 93 13                         ; sources.py:93:13
	global_load_ushort v188, v[18:19], off
	s_and_b64 s[0:1], s[22:23], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_188
.LBB0_173:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v189, 0
	.loc	1 93 13                         ; sources.py:93:13
	s_and_b64 s[0:1], s[26:27], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_189
.LBB0_174:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v190, 0
	.loc	1 93 13                         ; sources.py:93:13
	s_and_b64 s[0:1], s[30:31], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_190
.LBB0_175:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v191, 0
	.loc	1 93 13                         ; sources.py:93:13
	s_and_b64 s[0:1], s[36:37], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_191
.LBB0_176:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v192, 0
	.loc	1 93 13                         ; sources.py:93:13
	s_and_b64 s[0:1], s[40:41], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_192
.LBB0_177:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v193, 0
	.loc	1 93 13                         ; sources.py:93:13
	s_and_b64 s[0:1], s[44:45], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_193
.LBB0_178:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v194, 0
	.loc	1 93 13                         ; sources.py:93:13
	s_and_b64 s[0:1], s[48:49], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_194
.LBB0_179:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v195, 0
	.loc	1 93 13                         ; sources.py:93:13
	s_and_b64 s[0:1], s[52:53], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_195
.LBB0_180:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v196, 0
	.loc	1 93 13                         ; sources.py:93:13
	s_and_b64 s[0:1], s[56:57], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_196
.LBB0_181:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v197, 0
	.loc	1 93 13                         ; sources.py:93:13
	s_and_b64 s[0:1], s[60:61], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_197
.LBB0_182:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v198, 0
	.loc	1 93 13                         ; sources.py:93:13
	s_and_b64 s[0:1], s[64:65], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_198
.LBB0_183:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v199, 0
	.loc	1 93 13                         ; sources.py:93:13
	s_and_b64 s[0:1], s[68:69], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_199
.LBB0_184:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v200, 0
	.loc	1 93 13                         ; sources.py:93:13
	s_and_b64 s[0:1], s[72:73], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_200
.LBB0_185:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v201, 0
	.loc	1 93 13                         ; sources.py:93:13
	s_and_b64 s[0:1], s[76:77], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_201
.LBB0_186:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v202, 0
	.loc	1 93 13                         ; sources.py:93:13
	s_and_b64 s[0:1], s[80:81], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_121
	s_branch .LBB0_202
.LBB0_187:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v188, 0
	.loc	1 93 13                         ; sources.py:93:13
	s_and_b64 s[0:1], s[22:23], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_173
.LBB0_188:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 93 21                         ; sources.py:93:21
	v_lshl_add_u64 v[18:19], s[2:3], 1, v[56:57]
	.loc	1 93 13                         ; sources.py:93:13
	global_load_ushort v189, v[18:19], off
	s_and_b64 s[0:1], s[26:27], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_174
.LBB0_189:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 93 21                         ; sources.py:93:21
	v_lshl_add_u64 v[18:19], s[24:25], 1, v[56:57]
	.loc	1 93 13                         ; sources.py:93:13
	global_load_ushort v190, v[18:19], off
	s_and_b64 s[0:1], s[30:31], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_175
.LBB0_190:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 93 21                         ; sources.py:93:21
	v_lshl_add_u64 v[18:19], s[28:29], 1, v[56:57]
	.loc	1 93 13                         ; sources.py:93:13
	global_load_ushort v191, v[18:19], off
	s_and_b64 s[0:1], s[36:37], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_176
.LBB0_191:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 93 21                         ; sources.py:93:21
	v_lshl_add_u64 v[18:19], s[34:35], 1, v[56:57]
	.loc	1 93 13                         ; sources.py:93:13
	global_load_ushort v192, v[18:19], off
	s_and_b64 s[0:1], s[40:41], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_177
.LBB0_192:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 93 21                         ; sources.py:93:21
	v_lshl_add_u64 v[18:19], s[38:39], 1, v[56:57]
	.loc	1 93 13                         ; sources.py:93:13
	global_load_ushort v193, v[18:19], off
	s_and_b64 s[0:1], s[44:45], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_178
.LBB0_193:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 93 21                         ; sources.py:93:21
	v_lshl_add_u64 v[18:19], s[42:43], 1, v[56:57]
	.loc	1 93 13                         ; sources.py:93:13
	global_load_ushort v194, v[18:19], off
	s_and_b64 s[0:1], s[48:49], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_179
.LBB0_194:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 93 21                         ; sources.py:93:21
	v_lshl_add_u64 v[18:19], s[46:47], 1, v[56:57]
	.loc	1 93 13                         ; sources.py:93:13
	global_load_ushort v195, v[18:19], off
	s_and_b64 s[0:1], s[52:53], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_180
.LBB0_195:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 93 21                         ; sources.py:93:21
	v_lshl_add_u64 v[18:19], s[50:51], 1, v[56:57]
	.loc	1 93 13                         ; sources.py:93:13
	global_load_ushort v196, v[18:19], off
	s_and_b64 s[0:1], s[56:57], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_181
.LBB0_196:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 93 21                         ; sources.py:93:21
	v_lshl_add_u64 v[18:19], s[54:55], 1, v[56:57]
	.loc	1 93 13                         ; sources.py:93:13
	global_load_ushort v197, v[18:19], off
	s_and_b64 s[0:1], s[60:61], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_182
.LBB0_197:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 93 21                         ; sources.py:93:21
	v_lshl_add_u64 v[18:19], s[58:59], 1, v[56:57]
	.loc	1 93 13                         ; sources.py:93:13
	global_load_ushort v198, v[18:19], off
	s_and_b64 s[0:1], s[64:65], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_183
.LBB0_198:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 93 21                         ; sources.py:93:21
	v_lshl_add_u64 v[18:19], s[62:63], 1, v[56:57]
	.loc	1 93 13                         ; sources.py:93:13
	global_load_ushort v199, v[18:19], off
	s_and_b64 s[0:1], s[68:69], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_184
.LBB0_199:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 93 21                         ; sources.py:93:21
	v_lshl_add_u64 v[18:19], s[66:67], 1, v[56:57]
	.loc	1 93 13                         ; sources.py:93:13
	global_load_ushort v200, v[18:19], off
	s_and_b64 s[0:1], s[72:73], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_185
.LBB0_200:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 93 21                         ; sources.py:93:21
	v_lshl_add_u64 v[18:19], s[70:71], 1, v[56:57]
	.loc	1 93 13                         ; sources.py:93:13
	global_load_ushort v201, v[18:19], off
	s_and_b64 s[0:1], s[76:77], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_186
.LBB0_201:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 93 21                         ; sources.py:93:21
	v_lshl_add_u64 v[18:19], s[74:75], 1, v[56:57]
	.loc	1 93 13                         ; sources.py:93:13
	global_load_ushort v202, v[18:19], off
	s_and_b64 s[0:1], s[80:81], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_121
.LBB0_202:                              ;   in Loop: Header=BB0_123 Depth=1
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v203, 0
	.loc	1 93 13                         ; sources.py:93:13
	s_branch .LBB0_122
.LBB0_203:
	.loc	1 0 13                          ; sources.py:0:13
	s_movk_i32 s11, 0x4000
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	s_branch .LBB0_205
.LBB0_204:                              ; %._crit_edge.loopexit
	v_readlane_b32 s86, v233, 3
	v_readlane_b32 s87, v233, 4
	v_readlane_b32 s85, v233, 5
.LBB0_205:                              ; %._crit_edge
	.loc	1 88 5 is_stmt 1                ; sources.py:88:5
	s_add_i32 s1, s10, 63
	s_ashr_i32 s0, s1, 31
	s_lshr_b32 s0, s0, 26
	s_add_i32 s0, s1, s0
	.loc	1 93 13                         ; sources.py:93:13
	v_mov_b32_e32 v0, 0x210
	v_cmp_eq_u32_e32 vcc, 0, v53
	.loc	1 88 5                          ; sources.py:88:5
	s_ashr_i32 s0, s0, 6
	s_max_i32 s0, s0, 1
	.loc	1 93 13                         ; sources.py:93:13
	v_cndmask_b32_e64 v56, v0, 0, vcc
	v_or_b32_e32 v0, v106, v56
	.loc	1 88 5                          ; sources.py:88:5
	s_cmp_gt_i32 s1, 63
	.loc	1 93 13                         ; sources.py:93:13
	v_bitop3_b32 v0, v0, v70, v107 bitop3:0xde
	.loc	1 88 5                          ; sources.py:88:5
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_lt_i32 s1, 64
	.loc	1 93 13                         ; sources.py:93:13
	v_bitop3_b32 v18, v106, v107, v56 bitop3:0x36
	v_add_u32_e32 v0, s11, v0
	s_movk_i32 s1, 0x420
	.loc	1 95 14                         ; sources.py:95:14
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 93 13                         ; sources.py:93:13
	ds_read_b64_tr_b16 v[110:111], v0
	ds_read_b64_tr_b16 v[106:107], v0 offset:2048
	ds_read_b64_tr_b16 v[72:73], v0 offset:4096
	ds_read_b64_tr_b16 v[64:65], v0 offset:6144
	v_bitop3_b32 v0, v18, s1, v70 bitop3:0x36
	v_add_u32_e32 v0, s11, v0
	ds_read_b64_tr_b16 v[112:113], v0
	ds_read_b64_tr_b16 v[108:109], v0 offset:2048
	ds_read_b64_tr_b16 v[74:75], v0 offset:4096
	ds_read_b64_tr_b16 v[66:67], v0 offset:6144
	v_mov_b32_e32 v30, 0
	.loc	1 95 14                         ; sources.py:95:14
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v31, v30
	v_mov_b32_e32 v26, v30
	v_mov_b32_e32 v27, v30
	v_mov_b32_e32 v28, v30
	v_mov_b32_e32 v29, v30
	v_mov_b32_e32 v18, v30
	v_mov_b32_e32 v19, v30
	v_mov_b32_e32 v20, v30
	v_mov_b32_e32 v21, v30
	v_mov_b32_e32 v22, v30
	v_mov_b32_e32 v23, v30
	v_mov_b32_e32 v24, v30
	v_mov_b32_e32 v25, v30
	v_mov_b32_e32 v32, v30
	v_mov_b32_e32 v33, v30
	v_mov_b32_e32 v34, v30
	v_mov_b32_e32 v35, v30
	v_mov_b32_e32 v36, v30
	v_mov_b32_e32 v37, v30
	v_mov_b32_e32 v38, v30
	v_mov_b32_e32 v39, v30
	v_mov_b32_e32 v40, v30
	v_mov_b32_e32 v41, v30
	v_mov_b32_e32 v42, v30
	v_mov_b32_e32 v43, v30
	v_mov_b32_e32 v54, v30
	v_mov_b32_e32 v55, v30
	v_mov_b32_e32 v46, v30
	v_mov_b32_e32 v47, v30
	s_cbranch_scc1 .LBB0_207
; %bb.206:
	v_add_u32_e32 v0, s19, v105
	ds_read_b128 v[34:37], v0
	ds_read_b128 v[114:117], v0 offset:4096
	v_xad_u32 v54, v105, 32, s19
	v_xad_u32 v55, v105, 64, s19
	v_xor_b32_e32 v0, 0x60, v105
	v_add_u32_e32 v0, s19, v0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[18:33], v[34:37], v[140:143], 0
	ds_read_b128 v[34:37], v54
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[18:33], v[34:37], v[132:135], v[18:33]
	ds_read_b128 v[34:37], v55
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[18:33], v[34:37], v[136:139], v[18:33]
	v_mfma_f32_32x32x16_f16 v[34:49], v[114:117], v[140:143], 0
	ds_read_b128 v[114:117], v54 offset:4096
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[34:49], v[114:117], v[132:135], v[34:49]
	ds_read_b128 v[114:117], v55 offset:4096
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[34:49], v[114:117], v[136:139], v[34:49]
	ds_read_b128 v[114:117], v0 offset:4096
	ds_read_b128 v[118:121], v0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[34:49], v[114:117], v[128:131], v[34:49]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[18:33], v[118:121], v[128:131], v[18:33]
	s_nop 9
	v_mov_b32_e32 v54, v45
	v_mov_b32_e32 v55, v46
	v_mov_b32_e32 v46, v47
	v_mov_b32_e32 v47, v48
.LBB0_207:
	.loc	1 88 5                          ; sources.py:88:5
	s_lshl_b32 s0, s0, 6
	s_sub_i32 s0, s0, 64
	.loc	1 89 18                         ; sources.py:89:18
	v_or_b32_e32 v48, s0, v102
	v_or_b32_e32 v57, s0, v98
	v_or_b32_e32 v58, s0, v99
	v_or_b32_e32 v99, s0, v1
	.loc	1 95 14                         ; sources.py:95:14
	v_pk_mul_f32 v[0:1], s[18:19], v[18:19] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], s[18:19], v[20:21] op_sel_hi:[0,1]
	.loc	1 96 14                         ; sources.py:96:14
	v_mov_b32_e32 v105, 0xff800000
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v48
	.loc	1 89 18 is_stmt 1               ; sources.py:89:18
	v_or_b32_e32 v102, s0, v103
	.loc	1 95 14                         ; sources.py:95:14
	v_pk_mul_f32 v[20:21], s[18:19], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], s[18:19], v[24:25] op_sel_hi:[0,1]
	v_mul_f32_e32 v103, s18, v44
	v_pk_mul_f32 v[44:45], s[18:19], v[46:47] op_sel_hi:[0,1]
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v46, v105, v18, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v57
	.loc	1 89 18 is_stmt 1               ; sources.py:89:18
	v_or_b32_e32 v59, s0, v100
	v_or_b32_e32 v63, s0, v101
	v_or_b32_e32 v101, s0, v104
	.loc	1 95 14                         ; sources.py:95:14
	v_mul_f32_e32 v104, s18, v49
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v49, v105, v23, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v58
	.loc	1 89 18 is_stmt 1               ; sources.py:89:18
	v_or_b32_e32 v77, s0, v77
	v_or_b32_e32 v100, s0, v51
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v48, v105, v22, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v59
	.loc	1 89 18 is_stmt 1               ; sources.py:89:18
	v_or_b32_e32 v98, s0, v50
	v_or_b32_e32 v82, s0, v82
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v51, v105, v21, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v63
	.loc	1 89 18 is_stmt 1               ; sources.py:89:18
	v_or_b32_e32 v52, s0, v52
	.loc	1 95 14                         ; sources.py:95:14
	v_pk_mul_f32 v[24:25], s[18:19], v[26:27] op_sel_hi:[0,1]
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v50, v105, v20, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v77
	.loc	1 95 14 is_stmt 1               ; sources.py:95:14
	v_pk_mul_f32 v[26:27], s[18:19], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], s[18:19], v[30:31] op_sel_hi:[0,1]
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v47, v105, v19, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v98
	.loc	1 95 14 is_stmt 1               ; sources.py:95:14
	v_pk_mul_f32 v[30:31], s[18:19], v[32:33] op_sel_hi:[0,1]
	v_pk_mul_f32 v[32:33], s[18:19], v[34:35] op_sel_hi:[0,1]
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v22, v105, v0, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v99
	.loc	1 95 14 is_stmt 1               ; sources.py:95:14
	v_pk_mul_f32 v[34:35], s[18:19], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], s[18:19], v[38:39] op_sel_hi:[0,1]
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v23, v105, v1, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v82
	.loc	1 95 14 is_stmt 1               ; sources.py:95:14
	v_pk_mul_f32 v[38:39], s[18:19], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], s[18:19], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], s[18:19], v[54:55] op_sel_hi:[0,1]
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v55, v105, v27, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v52
	.loc	1 89 18 is_stmt 1               ; sources.py:89:18
	v_or_b32_e32 v83, s0, v83
	v_or_b32_e32 v78, s0, v78
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v54, v105, v26, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v100
	.loc	1 89 18 is_stmt 1               ; sources.py:89:18
	v_or_b32_e32 v79, s0, v79
	v_or_b32_e32 v80, s0, v80
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v59, v105, v25, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v83
	.loc	1 89 18 is_stmt 1               ; sources.py:89:18
	v_or_b32_e32 v81, s0, v81
	v_or_b32_e32 v96, s0, v96
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v58, v105, v24, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v101
	.loc	1 89 18 is_stmt 1               ; sources.py:89:18
	v_or_b32_e32 v97, s0, v97
	v_or_b32_e32 v94, s0, v94
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v20, v105, v103, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v78
	.loc	1 89 18 is_stmt 1               ; sources.py:89:18
	v_or_b32_e32 v95, s0, v95
	v_or_b32_e32 v92, s0, v92
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v0, v105, v45, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v79
	.loc	1 89 18 is_stmt 1               ; sources.py:89:18
	v_or_b32_e32 v93, s0, v93
	v_or_b32_e32 v90, s0, v90
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v19, v105, v44, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v80
	.loc	1 89 18 is_stmt 1               ; sources.py:89:18
	v_or_b32_e32 v91, s0, v91
	v_or_b32_e32 v88, s0, v88
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v18, v105, v43, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v81
	.loc	1 89 18 is_stmt 1               ; sources.py:89:18
	v_or_b32_e32 v89, s0, v89
	v_or_b32_e32 v86, s0, v86
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v21, v105, v42, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v102
	.loc	1 89 18 is_stmt 1               ; sources.py:89:18
	v_or_b32_e32 v87, s0, v87
	v_or_b32_e32 v84, s0, v84
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v1, v105, v104, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v96
	.loc	1 89 18 is_stmt 1               ; sources.py:89:18
	v_or_b32_e32 v85, s0, v85
.Ltmp29:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ sources.py:97:33 ] ]
	v_max_f32_e32 v43, v59, v54
.Ltmp30:
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v27, v105, v41, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v97
.Ltmp31:
	.loc	2 196 12 is_stmt 1              ; standard.py:196:12 @[ standard.py:216:16 @[ sources.py:97:33 ] ]
	v_max_f32_e32 v24, v22, v23
	v_max3_f32 v25, v47, v50, v51
.Ltmp32:
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v26, v105, v40, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v94
.Ltmp33:
	.loc	2 196 12 is_stmt 1              ; standard.py:196:12 @[ standard.py:216:16 @[ sources.py:97:33 ] ]
	v_max3_f32 v42, v48, v49, v58
	v_max3_f32 v24, v24, v46, v25
.Ltmp34:
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v39, v105, v39, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v95
.Ltmp35:
	.loc	2 196 12 is_stmt 1              ; standard.py:196:12 @[ standard.py:216:16 @[ sources.py:97:33 ] ]
	v_max3_f32 v25, v26, v27, v20
	v_max3_f32 v44, v21, v18, v19
.Ltmp36:
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v38, v105, v38, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v92
.Ltmp37:
	.loc	2 196 12 is_stmt 1              ; standard.py:196:12 @[ standard.py:216:16 @[ sources.py:97:33 ] ]
	v_max_f32_e32 v45, v0, v1
	s_mov_b32 s4, 0x3fb8aa3b
.Ltmp38:
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v37, v105, v37, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v93
.Ltmp39:
	.loc	2 196 12 is_stmt 1              ; standard.py:196:12 @[ standard.py:216:16 @[ sources.py:97:33 ] ]
	v_max_f32_e32 v40, v37, v38
.Ltmp40:
	.loc	1 98 13                         ; sources.py:98:13
	v_not_b32_e32 v57, 63
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v36, v105, v36, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v90
	.loc	1 96 14                         ; sources.py:96:14
	s_nop 1
	v_cndmask_b32_e32 v35, v105, v35, vcc
	.loc	1 96 23                         ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v91
	.loc	1 96 14                         ; sources.py:96:14
	s_nop 1
	v_cndmask_b32_e32 v34, v105, v34, vcc
	.loc	1 96 23                         ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v88
.Ltmp41:
	.loc	2 196 12 is_stmt 1              ; standard.py:196:12 @[ standard.py:216:16 @[ sources.py:97:33 ] ]
	v_max3_f32 v41, v34, v35, v36
	v_max3_f32 v40, v41, v40, v39
.Ltmp42:
	.loc	1 96 14                         ; sources.py:96:14
	v_cndmask_b32_e32 v33, v105, v33, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v89
	.loc	1 96 14                         ; sources.py:96:14
	s_nop 1
	v_cndmask_b32_e32 v32, v105, v32, vcc
	.loc	1 96 23                         ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v86
	.loc	1 96 14                         ; sources.py:96:14
	s_nop 1
	v_cndmask_b32_e32 v31, v105, v31, vcc
	.loc	1 96 23                         ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v87
.Ltmp43:
	.loc	2 196 12 is_stmt 1              ; standard.py:196:12 @[ standard.py:216:16 @[ sources.py:97:33 ] ]
	v_max_f32_e32 v41, v31, v32
.Ltmp44:
	.loc	1 96 14                         ; sources.py:96:14
	s_nop 0
	v_cndmask_b32_e32 v30, v105, v30, vcc
	.loc	1 96 23 is_stmt 0               ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v84
	.loc	1 96 14                         ; sources.py:96:14
	s_nop 1
	v_cndmask_b32_e32 v29, v105, v29, vcc
	.loc	1 96 23                         ; sources.py:96:23
	v_cmp_gt_i32_e32 vcc, s10, v85
	.loc	1 96 14                         ; sources.py:96:14
	s_nop 1
	v_cndmask_b32_e32 v28, v105, v28, vcc
.Ltmp45:
	.loc	2 196 12 is_stmt 1              ; standard.py:196:12 @[ standard.py:216:16 @[ sources.py:97:33 ] ]
	v_max3_f32 v52, v28, v29, v30
	v_max3_f32 v43, v43, v55, v52
	v_max3_f32 v41, v43, v41, v33
	v_max3_f32 v24, v24, v42, v41
	v_max3_f32 v24, v24, v40, v25
	v_max3_f32 v24, v24, v44, v45
.Ltmp46:
	.loc	2 216 16                        ; standard.py:216:16 @[ sources.py:97:33 ]
	v_mov_b32_e32 v25, v24
	s_nop 1
	v_permlane32_swap_b32_e32 v24, v25
.Ltmp47:
	.loc	1 97 17                         ; sources.py:97:17
	v_max3_f32 v24, v60, v24, v25
	.loc	1 98 20                         ; sources.py:98:20
	v_pk_add_f32 v[22:23], v[22:23], v[24:25] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 98 13 is_stmt 0               ; sources.py:98:13
	v_mov_b32_e32 v52, 0x42800000
	v_pk_mul_f32 v[22:23], v[22:23], s[4:5] op_sel_hi:[1,0]
	s_mov_b32 s5, 0xc2fc0000
	v_cmp_gt_f32_e32 vcc, s5, v23
	.loc	1 98 20                         ; sources.py:98:20
	v_pk_add_f32 v[40:41], v[28:29], v[24:25] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[42:43], v[30:31], v[24:25] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[32:33], v[32:33], v[24:25] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[34:35], v[34:35], v[24:25] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[36:37], v[36:37], v[24:25] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[38:39], v[38:39], v[24:25] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 98 13                         ; sources.py:98:13
	v_cndmask_b32_e32 v25, 0, v52, vcc
	v_add_f32_e32 v23, v23, v25
	v_exp_f32_e32 v23, v23
	.loc	1 98 20                         ; sources.py:98:20
	v_pk_add_f32 v[44:45], v[26:27], v[24:25] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 98 13                         ; sources.py:98:13
	v_cndmask_b32_e32 v25, 0, v57, vcc
	v_cmp_gt_f32_e32 vcc, s5, v22
	v_ldexp_f32 v23, v23, v25
	v_pk_mul_f32 v[40:41], v[40:41], s[4:5] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v25, 0, v52, vcc
	.loc	1 98 20                         ; sources.py:98:20
	v_pk_add_f32 v[26:27], v[46:47], v[24:25] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 98 13                         ; sources.py:98:13
	v_add_f32_e32 v22, v22, v25
	v_pk_mul_f32 v[26:27], v[26:27], s[4:5] op_sel_hi:[1,0]
	v_exp_f32_e32 v22, v22
	v_cmp_gt_f32_e64 s[0:1], s5, v27
	v_pk_mul_f32 v[42:43], v[42:43], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], s[4:5] op_sel_hi:[1,0]
	v_cndmask_b32_e64 v25, 0, v52, s[0:1]
	v_add_f32_e32 v25, v27, v25
	v_exp_f32_e32 v25, v25
	v_cndmask_b32_e32 v27, 0, v57, vcc
	v_ldexp_f32 v22, v22, v27
	v_cndmask_b32_e64 v27, 0, v57, s[0:1]
	v_cmp_gt_f32_e32 vcc, s5, v26
	v_ldexp_f32 v27, v25, v27
	v_pk_mul_f32 v[34:35], v[34:35], s[4:5] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v25, 0, v52, vcc
	v_add_f32_e32 v25, v26, v25
	v_exp_f32_e32 v25, v25
	v_pk_mul_f32 v[36:37], v[36:37], s[4:5] op_sel_hi:[1,0]
	.loc	1 98 20                         ; sources.py:98:20
	v_pk_add_f32 v[28:29], v[50:51], v[24:25] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 98 13                         ; sources.py:98:13
	v_pk_mul_f32 v[38:39], v[38:39], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], s[4:5] op_sel_hi:[1,0]
	v_cmp_gt_f32_e64 s[0:1], s5, v29
	s_nop 1
	v_cndmask_b32_e64 v26, 0, v52, s[0:1]
	v_add_f32_e32 v26, v29, v26
	v_exp_f32_e32 v29, v26
	v_cndmask_b32_e32 v26, 0, v57, vcc
	v_ldexp_f32 v26, v25, v26
	v_cndmask_b32_e64 v25, 0, v57, s[0:1]
	v_cmp_gt_f32_e32 vcc, s5, v28
	v_ldexp_f32 v29, v29, v25
	s_nop 0
	v_cndmask_b32_e32 v25, 0, v52, vcc
	v_add_f32_e32 v25, v28, v25
	v_exp_f32_e32 v25, v25
	.loc	1 98 20                         ; sources.py:98:20
	s_nop 0
	v_pk_add_f32 v[30:31], v[48:49], v[24:25] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 98 13                         ; sources.py:98:13
	s_nop 0
	v_pk_mul_f32 v[30:31], v[30:31], s[4:5] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e64 s[0:1], s5, v31
	s_nop 1
	v_cndmask_b32_e64 v28, 0, v52, s[0:1]
	v_add_f32_e32 v28, v31, v28
	v_exp_f32_e32 v31, v28
	v_cndmask_b32_e32 v28, 0, v57, vcc
	v_ldexp_f32 v28, v25, v28
	v_cndmask_b32_e64 v25, 0, v57, s[0:1]
	v_cmp_gt_f32_e32 vcc, s5, v30
	v_ldexp_f32 v31, v31, v25
	s_nop 0
	v_cndmask_b32_e32 v25, 0, v52, vcc
	v_add_f32_e32 v25, v30, v25
	v_exp_f32_e32 v25, v25
	.loc	1 98 20                         ; sources.py:98:20
	s_nop 0
	v_pk_add_f32 v[46:47], v[58:59], v[24:25] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 98 13                         ; sources.py:98:13
	s_nop 0
	v_pk_mul_f32 v[46:47], v[46:47], s[4:5] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e64 s[0:1], s5, v47
	s_nop 1
	v_cndmask_b32_e64 v30, 0, v52, s[0:1]
	v_add_f32_e32 v30, v47, v30
	v_exp_f32_e32 v47, v30
	v_cndmask_b32_e32 v30, 0, v57, vcc
	v_ldexp_f32 v30, v25, v30
	v_cndmask_b32_e64 v25, 0, v57, s[0:1]
	v_cmp_gt_f32_e32 vcc, s5, v46
	v_ldexp_f32 v47, v47, v25
	s_nop 0
	v_cndmask_b32_e32 v25, 0, v52, vcc
	v_add_f32_e32 v25, v46, v25
	v_exp_f32_e32 v25, v25
	.loc	1 98 20                         ; sources.py:98:20
	s_nop 0
	v_pk_add_f32 v[48:49], v[54:55], v[24:25] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 98 13                         ; sources.py:98:13
	s_nop 0
	v_pk_mul_f32 v[48:49], v[48:49], s[4:5] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e64 s[0:1], s5, v49
	s_nop 1
	v_cndmask_b32_e64 v46, 0, v52, s[0:1]
	v_add_f32_e32 v46, v49, v46
	v_exp_f32_e32 v49, v46
	v_cndmask_b32_e32 v46, 0, v57, vcc
	v_ldexp_f32 v46, v25, v46
	v_cndmask_b32_e64 v25, 0, v57, s[0:1]
	v_cmp_gt_f32_e32 vcc, s5, v48
	v_ldexp_f32 v49, v49, v25
	v_cmp_gt_f32_e64 s[0:1], s5, v41
	v_cndmask_b32_e32 v25, 0, v52, vcc
	v_add_f32_e32 v25, v48, v25
	v_cndmask_b32_e64 v48, 0, v52, s[0:1]
	v_exp_f32_e32 v25, v25
	v_add_f32_e32 v41, v41, v48
	v_exp_f32_e32 v41, v41
	v_cndmask_b32_e32 v48, 0, v57, vcc
	v_ldexp_f32 v48, v25, v48
	v_cndmask_b32_e64 v25, 0, v57, s[0:1]
	v_cmp_gt_f32_e32 vcc, s5, v40
	v_ldexp_f32 v41, v41, v25
	v_cmp_gt_f32_e64 s[0:1], s5, v43
	v_cndmask_b32_e32 v25, 0, v52, vcc
	v_add_f32_e32 v25, v40, v25
	v_cndmask_b32_e64 v40, 0, v52, s[0:1]
	v_exp_f32_e32 v25, v25
	v_add_f32_e32 v40, v43, v40
	v_exp_f32_e32 v43, v40
	v_cndmask_b32_e32 v40, 0, v57, vcc
	v_ldexp_f32 v40, v25, v40
	v_cndmask_b32_e64 v25, 0, v57, s[0:1]
	v_cmp_gt_f32_e32 vcc, s5, v42
	v_ldexp_f32 v43, v43, v25
	v_cmp_gt_f32_e64 s[0:1], s5, v33
	v_cndmask_b32_e32 v25, 0, v52, vcc
	v_add_f32_e32 v25, v42, v25
	v_cndmask_b32_e64 v42, 0, v52, s[0:1]
	v_exp_f32_e32 v25, v25
	v_add_f32_e32 v33, v33, v42
	v_exp_f32_e32 v33, v33
	v_cndmask_b32_e32 v42, 0, v57, vcc
	v_ldexp_f32 v42, v25, v42
	v_cndmask_b32_e64 v25, 0, v57, s[0:1]
	v_cmp_gt_f32_e32 vcc, s5, v32
	v_ldexp_f32 v33, v33, v25
	v_cmp_gt_f32_e64 s[0:1], s5, v35
	v_cndmask_b32_e32 v25, 0, v52, vcc
	v_add_f32_e32 v25, v32, v25
	v_cndmask_b32_e64 v32, 0, v52, s[0:1]
	v_exp_f32_e32 v25, v25
	v_add_f32_e32 v32, v35, v32
	v_exp_f32_e32 v35, v32
	v_cndmask_b32_e32 v32, 0, v57, vcc
	v_ldexp_f32 v32, v25, v32
	v_cndmask_b32_e64 v25, 0, v57, s[0:1]
	v_cmp_gt_f32_e32 vcc, s5, v34
	v_ldexp_f32 v35, v35, v25
	v_cmp_gt_f32_e64 s[0:1], s5, v37
	v_cndmask_b32_e32 v25, 0, v52, vcc
	v_add_f32_e32 v25, v34, v25
	v_cndmask_b32_e64 v34, 0, v52, s[0:1]
	v_exp_f32_e32 v25, v25
	v_add_f32_e32 v34, v37, v34
	v_exp_f32_e32 v37, v34
	v_cndmask_b32_e32 v34, 0, v57, vcc
	v_ldexp_f32 v34, v25, v34
	v_cndmask_b32_e64 v25, 0, v57, s[0:1]
	v_cmp_gt_f32_e32 vcc, s5, v36
	v_ldexp_f32 v37, v37, v25
	v_cmp_gt_f32_e64 s[0:1], s5, v39
	v_cndmask_b32_e32 v25, 0, v52, vcc
	v_add_f32_e32 v25, v36, v25
	v_cndmask_b32_e64 v36, 0, v52, s[0:1]
	v_exp_f32_e32 v25, v25
	v_add_f32_e32 v36, v39, v36
	v_exp_f32_e32 v39, v36
	v_cndmask_b32_e32 v36, 0, v57, vcc
	v_ldexp_f32 v36, v25, v36
	v_cndmask_b32_e64 v25, 0, v57, s[0:1]
	v_cmp_gt_f32_e32 vcc, s5, v38
	v_ldexp_f32 v39, v39, v25
	v_cmp_gt_f32_e64 s[0:1], s5, v45
	v_cndmask_b32_e32 v25, 0, v52, vcc
	v_add_f32_e32 v25, v38, v25
	v_cndmask_b32_e64 v38, 0, v52, s[0:1]
	v_exp_f32_e32 v25, v25
	v_add_f32_e32 v38, v45, v38
	v_exp_f32_e32 v45, v38
	v_cndmask_b32_e32 v38, 0, v57, vcc
	v_ldexp_f32 v38, v25, v38
	v_cndmask_b32_e64 v25, 0, v57, s[0:1]
	v_cmp_gt_f32_e32 vcc, s5, v44
	v_ldexp_f32 v45, v45, v25
.Ltmp48:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ sources.py:100:29 ]
	v_pk_add_f32 v[58:59], v[46:47], v[48:49]
.Ltmp49:
	.loc	1 98 13                         ; sources.py:98:13
	v_cndmask_b32_e32 v25, 0, v52, vcc
	v_add_f32_e32 v25, v44, v25
	v_exp_f32_e32 v25, v25
.Ltmp50:
	.loc	2 314 12                        ; standard.py:314:12 @[ sources.py:100:29 ]
	v_pk_add_f32 v[78:79], v[40:41], v[42:43]
.Ltmp51:
	.loc	1 98 20                         ; sources.py:98:20
	v_pk_add_f32 v[20:21], v[20:21], v[24:25] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
.Ltmp52:
	.loc	2 314 12                        ; standard.py:314:12 @[ sources.py:100:29 ]
	v_pk_add_f32 v[80:81], v[32:33], v[34:35]
.Ltmp53:
	.loc	1 98 13                         ; sources.py:98:13
	v_pk_mul_f32 v[20:21], v[20:21], s[4:5] op_sel_hi:[1,0]
.Ltmp54:
	.loc	2 314 12                        ; standard.py:314:12 @[ sources.py:100:29 ]
	v_pk_add_f32 v[82:83], v[36:37], v[38:39]
.Ltmp55:
	.loc	1 98 13                         ; sources.py:98:13
	v_cmp_gt_f32_e64 s[0:1], s5, v21
	.loc	1 101 45                        ; sources.py:101:45
	v_cvt_pk_f16_f32 v32, v32, v33
	v_cvt_pk_f16_f32 v33, v34, v35
	.loc	1 98 13                         ; sources.py:98:13
	v_cndmask_b32_e64 v44, 0, v52, s[0:1]
	v_add_f32_e32 v21, v21, v44
	v_exp_f32_e32 v21, v21
	v_cndmask_b32_e32 v44, 0, v57, vcc
	v_ldexp_f32 v44, v25, v44
	v_cndmask_b32_e64 v25, 0, v57, s[0:1]
	.loc	1 98 20 is_stmt 0               ; sources.py:98:20
	v_pk_add_f32 v[18:19], v[18:19], v[24:25] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 98 13                         ; sources.py:98:13
	v_cmp_gt_f32_e32 vcc, s5, v20
	v_pk_mul_f32 v[18:19], v[18:19], s[4:5] op_sel_hi:[1,0]
	v_ldexp_f32 v51, v21, v25
	v_cndmask_b32_e32 v21, 0, v52, vcc
	v_cmp_gt_f32_e64 s[0:1], s5, v19
	v_add_f32_e32 v20, v20, v21
	v_exp_f32_e32 v20, v20
	v_cndmask_b32_e64 v21, 0, v52, s[0:1]
	v_add_f32_e32 v19, v19, v21
	v_exp_f32_e32 v19, v19
	v_cndmask_b32_e32 v21, 0, v57, vcc
	.loc	1 98 20                         ; sources.py:98:20
	v_pk_add_f32 v[0:1], v[0:1], v[24:25] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 98 13                         ; sources.py:98:13
	v_ldexp_f32 v50, v20, v21
	v_cndmask_b32_e64 v20, 0, v57, s[0:1]
	v_cmp_gt_f32_e32 vcc, s5, v18
	v_pk_mul_f32 v[0:1], v[0:1], s[4:5] op_sel_hi:[1,0]
	v_ldexp_f32 v55, v19, v20
	v_cndmask_b32_e32 v19, 0, v52, vcc
	v_cmp_gt_f32_e64 s[0:1], s5, v1
	v_add_f32_e32 v18, v18, v19
	v_exp_f32_e32 v18, v18
	v_cndmask_b32_e64 v19, 0, v52, s[0:1]
	v_add_f32_e32 v1, v1, v19
	v_exp_f32_e32 v1, v1
	v_cndmask_b32_e32 v19, 0, v57, vcc
	v_ldexp_f32 v54, v18, v19
	v_cndmask_b32_e64 v18, 0, v57, s[0:1]
	v_cmp_gt_f32_e32 vcc, s5, v0
	v_ldexp_f32 v25, v1, v18
.Ltmp56:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ sources.py:100:29 ]
	v_pk_add_f32 v[20:21], v[28:29], v[30:31]
.Ltmp57:
	.loc	1 98 13                         ; sources.py:98:13
	v_cndmask_b32_e32 v1, 0, v52, vcc
	v_add_f32_e32 v0, v0, v1
	.loc	1 99 24                         ; sources.py:99:24
	v_sub_f32_e32 v1, v60, v24
	.loc	1 99 17 is_stmt 0               ; sources.py:99:17
	v_mul_f32_e32 v1, 0x3fb8aa3b, v1
	v_cmp_gt_f32_e64 s[0:1], s5, v1
	.loc	1 98 13 is_stmt 1               ; sources.py:98:13
	v_exp_f32_e32 v0, v0
.Ltmp58:
	.loc	2 314 12                        ; standard.py:314:12 @[ sources.py:100:29 ]
	v_pk_add_f32 v[84:85], v[44:45], v[50:51]
.Ltmp59:
	.loc	1 99 17                         ; sources.py:99:17
	v_cndmask_b32_e64 v18, 0, v52, s[0:1]
	v_add_f32_e32 v1, v1, v18
	v_exp_f32_e32 v1, v1
	.loc	1 98 13                         ; sources.py:98:13
	v_cndmask_b32_e32 v18, 0, v57, vcc
	v_ldexp_f32 v24, v0, v18
	.loc	1 99 17                         ; sources.py:99:17
	v_cndmask_b32_e64 v0, 0, v57, s[0:1]
	v_ldexp_f32 v19, v1, v0
.Ltmp60:
	.loc	2 314 12                        ; standard.py:314:12 @[ sources.py:100:29 ]
	v_pk_add_f32 v[0:1], v[22:23], v[26:27]
	v_pk_add_f32 v[86:87], v[54:55], v[24:25]
	v_pk_add_f32 v[0:1], v[0:1], v[20:21]
	v_pk_add_f32 v[20:21], v[58:59], v[78:79]
	v_pk_add_f32 v[58:59], v[80:81], v[82:83]
	v_pk_add_f32 v[78:79], v[84:85], v[86:87]
	v_pk_add_f32 v[0:1], v[0:1], v[20:21]
	v_pk_add_f32 v[20:21], v[58:59], v[78:79]
.Ltmp61:
	.loc	1 101 45                        ; sources.py:101:45
	v_cvt_pk_f16_f32 v24, v24, v25
.Ltmp62:
	.loc	2 314 12                        ; standard.py:314:12 @[ sources.py:100:29 ]
	v_pk_add_f32 v[0:1], v[0:1], v[20:21]
.Ltmp63:
	.loc	1 101 45                        ; sources.py:101:45
	v_bitop3_b32 v25, s85, v56, v76 bitop3:0xf6
.Ltmp64:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ sources.py:100:29 ] ]
	v_add_f32_e32 v20, v0, v1
.Ltmp65:
	.loc	1 101 15                        ; sources.py:101:15
	v_lshlrev_b32_e32 v0, 2, v61
	v_lshl_or_b32 v1, s85, 1, v0
	v_or_b32_e32 v0, s33, v0
	v_add_u32_e32 v1, 0, v1
	v_add_u32_e32 v18, 0, v0
	.loc	1 101 45 is_stmt 0              ; sources.py:101:45
	v_cvt_pk_f16_f32 v22, v22, v23
	v_cvt_pk_f16_f32 v35, v38, v39
	v_add_u32_e32 v39, 0, v25
	.loc	1 101 15                        ; sources.py:101:15
	ds_write_b32 v1, v19 offset:32768
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v18 offset:32768
	.loc	1 101 45                        ; sources.py:101:45
	v_cvt_pk_f16_f32 v23, v26, v27
	v_cvt_pk_f16_f32 v26, v28, v29
	v_cvt_pk_f16_f32 v28, v46, v47
	v_cvt_pk_f16_f32 v34, v36, v37
	v_cvt_pk_f16_f32 v36, v44, v45
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v39, v22 offset:32768
	ds_write_b16_d16_hi v39, v22 offset:32896
	ds_write_b16 v39, v28 offset:34816
	ds_write_b16_d16_hi v39, v28 offset:34944
	ds_write_b16 v39, v32 offset:36864
	ds_write_b16_d16_hi v39, v32 offset:36992
	ds_write_b16 v39, v36 offset:38912
	ds_write_b16_d16_hi v39, v36 offset:39040
	v_xad_u32 v22, v25, 8, 0
	v_cvt_pk_f16_f32 v29, v48, v49
	v_cvt_pk_f16_f32 v37, v50, v51
	ds_write_b16 v22, v23 offset:33024
	ds_write_b16_d16_hi v22, v23 offset:33152
	ds_write_b16 v22, v29 offset:35072
	ds_write_b16_d16_hi v22, v29 offset:35200
	ds_write_b16 v22, v33 offset:37120
	ds_write_b16_d16_hi v22, v33 offset:37248
	ds_write_b16 v22, v37 offset:39168
	ds_write_b16_d16_hi v22, v37 offset:39296
	v_xad_u32 v22, v25, 32, 0
	v_cvt_pk_f16_f32 v27, v30, v31
	v_cvt_pk_f16_f32 v30, v40, v41
	v_cvt_pk_f16_f32 v38, v54, v55
	ds_write_b16 v22, v26 offset:33792
	ds_write_b16_d16_hi v22, v26 offset:33920
	ds_write_b16 v22, v30 offset:35840
	ds_write_b16_d16_hi v22, v30 offset:35968
	ds_write_b16 v22, v34 offset:37888
	ds_write_b16_d16_hi v22, v34 offset:38016
	ds_write_b16 v22, v38 offset:39936
	ds_write_b16_d16_hi v22, v38 offset:40064
	v_xad_u32 v22, v25, 40, 0
	v_cvt_pk_f16_f32 v31, v42, v43
	ds_write_b16 v22, v27 offset:34048
	ds_write_b16_d16_hi v22, v27 offset:34176
	ds_write_b16 v22, v31 offset:36096
	ds_write_b16_d16_hi v22, v31 offset:36224
	ds_write_b16 v22, v35 offset:38144
	ds_write_b16_d16_hi v22, v35 offset:38272
	ds_write_b16 v22, v24 offset:40192
	ds_write_b16_d16_hi v22, v24 offset:40320
	v_and_b32_e32 v22, 0x80, v69
	s_lshr_b32 s0, s33, 1
	v_or_b32_e32 v22, s0, v22
	s_movk_i32 s0, 0x108
	v_bitop3_b32 v23, v71, v68, s0 bitop3:0x6c
	v_xor_b32_e32 v23, v23, v56
	v_or3_b32 v24, v22, v23, v70
	v_add_u32_e32 v22, 0, v24
	v_xad_u32 v24, v24, 32, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b16 v[34:35], v22 offset:32768
	ds_read_b64_tr_b16 v[30:31], v22 offset:34816
	ds_read_b64_tr_b16 v[26:27], v22 offset:36864
	ds_read_b64_tr_b16 v[22:23], v22 offset:38912
	ds_read_b64_tr_b16 v[36:37], v24 offset:33792
	ds_read_b64_tr_b16 v[32:33], v24 offset:35840
	ds_read_b64_tr_b16 v[28:29], v24 offset:37888
	ds_read_b64_tr_b16 v[24:25], v24 offset:39936
	.loc	1 101 38                        ; sources.py:101:38
	s_and_b64 s[0:1], s[2:3], exec
.Ltmp66:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ sources.py:100:29 ]
	v_mov_b32_e32 v21, v20
.Ltmp67:
	.loc	1 101 38                        ; sources.py:101:38
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
.Ltmp68:
	.loc	2 314 12                        ; standard.py:314:12 @[ sources.py:100:29 ]
	v_permlane32_swap_b32_e32 v20, v21
.Ltmp69:
	.loc	1 101 38                        ; sources.py:101:38
	s_cbranch_scc1 .LBB0_209
; %bb.208:
	.loc	1 101 15 is_stmt 0              ; sources.py:101:15
	v_pk_mul_f32 v[16:17], v[16:17], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[0:1] op_sel_hi:[1,0]
.Ltmp70:
	.loc	2 287 12 is_stmt 1              ; standard.py:287:12 @[ standard.py:314:12 @[ sources.py:100:29 ] ]
	v_add_f32_e32 v0, v20, v21
.Ltmp71:
	.loc	1 100 15                        ; sources.py:100:15
	v_fmac_f32_e32 v0, v62, v19
	.loc	1 101 38                        ; sources.py:101:38
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x16_f16 v[2:17], v[110:113], v[34:37], v[2:17]
	v_mov_b32_e32 v62, v0
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[2:17], v[106:109], v[30:33], v[2:17]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[2:17], v[72:75], v[26:29], v[2:17]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[2:17], v[64:67], v[22:25], v[2:17]
.LBB0_209:
	.loc	1 103 11                        ; sources.py:103:11
	ds_write_b32 v1, v62
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v19, v18
	.loc	1 80 34                         ; sources.py:80:34
	s_lshr_b32 s2, s33, 2
	.loc	1 103 11                        ; sources.py:103:11
	s_waitcnt lgkmcnt(0)
	s_nop 5
	v_div_scale_f32 v0, s[0:1], v19, v19, v2
	v_rcp_f32_e32 v1, v0
	.loc	1 80 34                         ; sources.py:80:34
	v_readlane_b32 s0, v233, 0
	s_or_b32 s2, s2, s0
	.loc	1 80 14 is_stmt 0               ; sources.py:80:14
	v_or_b32_e32 v18, s2, v61
	.loc	1 103 11 is_stmt 1              ; sources.py:103:11
	v_fma_f32 v20, -v0, v1, 1.0
	v_fmac_f32_e32 v1, v20, v1
	v_div_scale_f32 v20, vcc, v2, v19, v2
	v_mul_f32_e32 v21, v20, v1
	v_fma_f32 v22, -v0, v21, v20
	v_fmac_f32_e32 v21, v22, v1
	v_fma_f32 v0, -v0, v21, v20
	v_div_scale_f32 v20, s[2:3], v19, v19, v3
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v0, v0, v1, v21
	v_div_fixup_f32 v0, v0, v19, v2
	.loc	1 84 22                         ; sources.py:84:22
	v_cmp_gt_i32_e64 s[0:1], s10, v18
	.loc	1 103 11                        ; sources.py:103:11
	v_fma_f32 v1, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v1, v22
	v_div_scale_f32 v1, vcc, v3, v19, v3
	v_mul_f32_e32 v2, v1, v22
	v_fma_f32 v21, -v20, v2, v1
	v_fmac_f32_e32 v2, v21, v22
	v_fma_f32 v1, -v20, v2, v1
	v_div_scale_f32 v20, s[2:3], v19, v19, v4
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v1, v1, v22, v2
	v_div_fixup_f32 v1, v1, v19, v3
	.loc	1 105 14                        ; sources.py:105:14
	v_cvt_pk_f16_f32 v0, v0, v1
	.loc	1 103 11                        ; sources.py:103:11
	v_fma_f32 v2, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v2, v21
	v_div_scale_f32 v2, vcc, v4, v19, v4
	v_mul_f32_e32 v3, v2, v21
	v_fma_f32 v22, -v20, v3, v2
	v_fmac_f32_e32 v3, v22, v21
	v_fma_f32 v2, -v20, v3, v2
	v_div_scale_f32 v20, s[2:3], v19, v19, v5
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v2, v2, v21, v3
	v_div_fixup_f32 v3, v2, v19, v4
	v_fma_f32 v2, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v2, v22
	v_div_scale_f32 v2, vcc, v5, v19, v5
	v_mul_f32_e32 v4, v2, v22
	v_fma_f32 v21, -v20, v4, v2
	v_fmac_f32_e32 v4, v21, v22
	v_fma_f32 v2, -v20, v4, v2
	v_div_scale_f32 v20, s[2:3], v19, v19, v6
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v2, v2, v22, v4
	v_div_fixup_f32 v4, v2, v19, v5
	v_fma_f32 v2, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v2, v21
	v_div_scale_f32 v2, vcc, v6, v19, v6
	v_mul_f32_e32 v5, v2, v21
	v_fma_f32 v22, -v20, v5, v2
	v_fmac_f32_e32 v5, v22, v21
	v_fma_f32 v2, -v20, v5, v2
	v_div_scale_f32 v20, s[2:3], v19, v19, v7
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v2, v2, v21, v5
	v_div_fixup_f32 v2, v2, v19, v6
	v_fma_f32 v5, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v5, v22
	v_div_scale_f32 v5, vcc, v7, v19, v7
	v_mul_f32_e32 v6, v5, v22
	v_fma_f32 v21, -v20, v6, v5
	v_fmac_f32_e32 v6, v21, v22
	v_fma_f32 v5, -v20, v6, v5
	v_div_scale_f32 v20, s[2:3], v19, v19, v8
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v5, v5, v22, v6
	v_div_fixup_f32 v5, v5, v19, v7
	.loc	1 105 14                        ; sources.py:105:14
	v_cvt_pk_f16_f32 v2, v2, v5
	.loc	1 103 11                        ; sources.py:103:11
	v_fma_f32 v6, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v6, v21
	v_div_scale_f32 v6, vcc, v8, v19, v8
	v_mul_f32_e32 v7, v6, v21
	v_fma_f32 v22, -v20, v7, v6
	v_fmac_f32_e32 v7, v22, v21
	v_fma_f32 v6, -v20, v7, v6
	v_div_scale_f32 v20, s[2:3], v19, v19, v9
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v6, v6, v21, v7
	v_div_fixup_f32 v6, v6, v19, v8
	.loc	1 105 14                        ; sources.py:105:14
	v_permlane32_swap_b32_e32 v0, v2
	.loc	1 103 11                        ; sources.py:103:11
	v_fma_f32 v7, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v7, v22
	v_div_scale_f32 v7, vcc, v9, v19, v9
	v_mul_f32_e32 v8, v7, v22
	v_fma_f32 v21, -v20, v8, v7
	v_fmac_f32_e32 v8, v21, v22
	v_fma_f32 v7, -v20, v8, v7
	v_div_scale_f32 v20, s[2:3], v19, v19, v10
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v7, v7, v22, v8
	v_div_fixup_f32 v7, v7, v19, v9
	v_fma_f32 v8, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v8, v21
	v_div_scale_f32 v8, vcc, v10, v19, v10
	v_mul_f32_e32 v9, v8, v21
	v_fma_f32 v22, -v20, v9, v8
	v_fmac_f32_e32 v9, v22, v21
	v_fma_f32 v8, -v20, v9, v8
	v_div_scale_f32 v20, s[2:3], v19, v19, v11
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v8, v8, v21, v9
	v_div_fixup_f32 v8, v8, v19, v10
	v_fma_f32 v9, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v9, v22
	v_div_scale_f32 v9, vcc, v11, v19, v11
	v_mul_f32_e32 v10, v9, v22
	v_fma_f32 v21, -v20, v10, v9
	v_fmac_f32_e32 v10, v21, v22
	v_fma_f32 v9, -v20, v10, v9
	v_div_scale_f32 v20, s[2:3], v19, v19, v12
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v9, v9, v22, v10
	v_div_fixup_f32 v9, v9, v19, v11
	v_fma_f32 v10, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v10, v21
	v_div_scale_f32 v10, vcc, v12, v19, v12
	v_mul_f32_e32 v11, v10, v21
	v_fma_f32 v22, -v20, v11, v10
	v_fmac_f32_e32 v11, v22, v21
	v_fma_f32 v10, -v20, v11, v10
	v_div_scale_f32 v20, s[2:3], v19, v19, v13
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v10, v10, v21, v11
	v_div_fixup_f32 v10, v10, v19, v12
	v_fma_f32 v11, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v11, v22
	v_div_scale_f32 v11, vcc, v13, v19, v13
	v_mul_f32_e32 v12, v11, v22
	v_fma_f32 v21, -v20, v12, v11
	v_fmac_f32_e32 v12, v21, v22
	v_fma_f32 v11, -v20, v12, v11
	v_div_scale_f32 v20, s[2:3], v19, v19, v14
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v11, v11, v22, v12
	v_div_fixup_f32 v11, v11, v19, v13
	v_fma_f32 v12, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v12, v21
	v_div_scale_f32 v12, vcc, v14, v19, v14
	v_mul_f32_e32 v13, v12, v21
	v_fma_f32 v22, -v20, v13, v12
	v_fmac_f32_e32 v13, v22, v21
	v_fma_f32 v12, -v20, v13, v12
	v_div_scale_f32 v20, s[2:3], v19, v19, v15
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v12, v12, v21, v13
	v_div_fixup_f32 v12, v12, v19, v14
	v_fma_f32 v13, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v13, v22
	v_div_scale_f32 v13, vcc, v15, v19, v15
	v_mul_f32_e32 v14, v13, v22
	v_fma_f32 v21, -v20, v14, v13
	v_fmac_f32_e32 v14, v21, v22
	v_fma_f32 v13, -v20, v14, v13
	v_div_scale_f32 v20, s[2:3], v19, v19, v16
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v1, v13, v22, v14
	v_div_fixup_f32 v5, v1, v19, v15
	v_div_scale_f32 v15, s[2:3], v19, v19, v17
	v_fma_f32 v1, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v1, v21
	v_div_scale_f32 v1, vcc, v16, v19, v16
	v_mul_f32_e32 v13, v1, v21
	v_fma_f32 v14, -v20, v13, v1
	v_fmac_f32_e32 v13, v14, v21
	v_fma_f32 v14, -v20, v13, v1
	v_rcp_f32_e32 v20, v15
	.loc	1 105 14                        ; sources.py:105:14
	v_cvt_pk_f16_f32 v1, v3, v4
	.loc	1 103 11                        ; sources.py:103:11
	v_div_fmas_f32 v4, v14, v21, v13
	.loc	1 105 14                        ; sources.py:105:14
	v_cvt_pk_f16_f32 v3, v6, v7
	.loc	1 103 11                        ; sources.py:103:11
	v_div_fixup_f32 v7, v4, v19, v16
	v_fma_f32 v4, -v15, v20, 1.0
	v_fmac_f32_e32 v20, v4, v20
	v_div_scale_f32 v4, vcc, v17, v19, v17
	v_mul_f32_e32 v13, v4, v20
	v_fma_f32 v6, -v15, v13, v4
	v_fmac_f32_e32 v13, v6, v20
	v_fma_f32 v14, -v15, v13, v4
	.loc	1 105 14                        ; sources.py:105:14
	v_cvt_pk_f16_f32 v6, v12, v5
	.loc	1 103 11                        ; sources.py:103:11
	v_div_fmas_f32 v5, v14, v20, v13
	.loc	1 105 14                        ; sources.py:105:14
	v_cvt_pk_f16_f32 v4, v8, v9
	.loc	1 103 11                        ; sources.py:103:11
	v_div_fixup_f32 v8, v5, v19, v17
	.loc	1 105 14                        ; sources.py:105:14
	v_cvt_pk_f16_f32 v5, v10, v11
	v_cvt_pk_f16_f32 v7, v7, v8
	v_permlane32_swap_b32_e32 v1, v3
	v_permlane32_swap_b32_e32 v4, v6
	v_permlane32_swap_b32_e32 v5, v7
	.loc	1 104 5                         ; sources.py:104:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_211
; %bb.210:                              ; %.critedge
	.loc	1 83 61                         ; sources.py:83:61
	v_lshrrev_b32_e32 v9, 2, v53
	s_lshr_b32 s0, s85, 1
	v_or_b32_e32 v10, s0, v9
	v_readlane_b32 s0, v233, 1
	.loc	1 83 32 is_stmt 0               ; sources.py:83:32
	v_mul_lo_u32 v8, v18, s12
	v_readlane_b32 s1, v233, 2
	.loc	1 104 14 is_stmt 1              ; sources.py:104:14
	s_add_u32 s0, s86, s0
	s_addc_u32 s1, s87, s1
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[0:1]
	v_lshlrev_b32_e32 v10, 1, v10
	v_mov_b32_e32 v11, 0
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[10:11]
	.loc	1 104 5 is_stmt 0               ; sources.py:104:5
	global_store_dwordx4 v[8:9], v[0:3], off
	global_store_dwordx4 v[8:9], v[4:7], off offset:32
.LBB0_211:                              ; %.critedge28
	.loc	1 75 1 is_stmt 1                ; sources.py:75:1
	s_endpgm
.Ltmp72:
.Lfunc_end0:
	.size	attention_fwd, .Lfunc_end0-attention_fwd
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel attention_fwd
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 234
		.amdhsa_next_free_sgpr 100
		.amdhsa_accum_offset 236
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
	.set .Lattention_fwd.num_vgpr, 234
	.set .Lattention_fwd.num_agpr, 0
	.set .Lattention_fwd.numbered_sgpr, 100
	.set .Lattention_fwd.num_named_barrier, 0
	.set .Lattention_fwd.private_seg_size, 0
	.set .Lattention_fwd.uses_vcc, 1
	.set .Lattention_fwd.uses_flat_scratch, 0
	.set .Lattention_fwd.has_dyn_sized_stack, 0
	.set .Lattention_fwd.has_recursion, 0
	.set .Lattention_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 15156
; TotalNumSgprs: 106
; NumVgprs: 234
; NumAgprs: 0
; TotalNumVgprs: 234
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 29
; NumSGPRsForWavesPerEU: 106
; NumVGPRsForWavesPerEU: 234
; AccumOffset: 236
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 58
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
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xb:0x6b DW_TAG_compile_unit
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
	.byte	3                               ; Abbrev [3] 0x30:0x45 DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x19 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	97                              ; DW_AT_call_line
	.byte	33                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4d:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	216                             ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x5a:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges2                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	100                             ; DW_AT_call_line
	.byte	29                              ; DW_AT_call_column
	.byte	6                               ; Abbrev [6] 0x66:0xd DW_TAG_inlined_subroutine
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
	.quad	.Ltmp2-.Lfunc_begin0
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
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	.Ltmp44-.Lfunc_begin0
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	.Ltmp47-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp2-.Lfunc_begin0
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
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	.Ltmp44-.Lfunc_begin0
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	.Ltmp46-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp48-.Lfunc_begin0
	.quad	.Ltmp49-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
	.quad	.Ltmp51-.Lfunc_begin0
	.quad	.Ltmp52-.Lfunc_begin0
	.quad	.Ltmp53-.Lfunc_begin0
	.quad	.Ltmp54-.Lfunc_begin0
	.quad	.Ltmp55-.Lfunc_begin0
	.quad	.Ltmp56-.Lfunc_begin0
	.quad	.Ltmp57-.Lfunc_begin0
	.quad	.Ltmp58-.Lfunc_begin0
	.quad	.Ltmp59-.Lfunc_begin0
	.quad	.Ltmp60-.Lfunc_begin0
	.quad	.Ltmp61-.Lfunc_begin0
	.quad	.Ltmp62-.Lfunc_begin0
	.quad	.Ltmp63-.Lfunc_begin0
	.quad	.Ltmp64-.Lfunc_begin0
	.quad	.Ltmp65-.Lfunc_begin0
	.quad	.Ltmp66-.Lfunc_begin0
	.quad	.Ltmp67-.Lfunc_begin0
	.quad	.Ltmp68-.Lfunc_begin0
	.quad	.Ltmp69-.Lfunc_begin0
	.quad	.Ltmp70-.Lfunc_begin0
	.quad	.Ltmp71-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp64-.Lfunc_begin0
	.quad	.Ltmp65-.Lfunc_begin0
	.quad	.Ltmp70-.Lfunc_begin0
	.quad	.Ltmp71-.Lfunc_begin0
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
	.asciz	"attention_fwd"                 ; string offset=33 ; attention_fwd
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
      - .offset:         44
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
    .name:           attention_fwd
    .private_segment_fixed_size: 0
    .sgpr_count:     106
    .sgpr_spill_count: 6
    .symbol:         attention_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     234
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
