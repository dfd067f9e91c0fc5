	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul                          ; -- Begin function matmul
	.p2align	8
	.type	matmul,@function
matmul:                                 ; @matmul
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.202:
	.file	1 "kernels/triton" "sources.py"
	.loc	1 53 0 prologue_end             ; sources.py:53:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.203:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 67 59 is_stmt 1               ; sources.py:67:59
	v_readfirstlane_b32 s70, v0
	.loc	1 58 10                         ; sources.py:58:10
	s_lshl_b32 s33, s16, 7
	.loc	1 58 28 is_stmt 0               ; sources.py:58:28
	s_lshr_b32 s16, s70, 6
	.loc	1 58 10                         ; sources.py:58:10
	s_or_b32 s16, s16, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s18, s16, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	v_and_b32_e32 v96, 63, v0
	.loc	1 61 9                          ; sources.py:61:9
	s_add_u32 s18, s2, s18
	s_addc_u32 s19, s3, s19
	.loc	1 61 43 is_stmt 0               ; sources.py:61:43
	v_mul_lo_u32 v2, s12, v96
	.loc	1 61 9                          ; sources.py:61:9
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s16, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[32:33], v[2:3], 1, s[18:19]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[18:19], -1, 0
	.loc	1 65 39 is_stmt 0               ; sources.py:65:39
	v_cmp_gt_i32_e32 vcc, s10, v96
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[22:23], vcc, s[18:19]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v4, 0
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[20:21], s[22:23]
	s_cbranch_execz .LBB0_2
; %bb.1:
	global_load_ushort v4, v[32:33], off
.LBB0_2:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[20:21]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	s_or_b32 s22, s16, 8
	.loc	1 61 17                         ; sources.py:61:17
	s_mul_i32 s20, s22, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s22, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[34:35], v[2:3], 1, s[20:21]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[20:21], -1, 0
	.loc	1 65 18 is_stmt 0               ; sources.py:65:18
	s_and_b64 s[24:25], vcc, s[20:21]
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[22:23], s[24:25]
	s_cbranch_execz .LBB0_4
; %bb.3:
	global_load_ushort v1, v[34:35], off
.LBB0_4:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[22:23]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	s_or_b32 s24, s16, 16
	.loc	1 61 17                         ; sources.py:61:17
	s_mul_i32 s22, s24, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 1
	s_add_u32 s22, s2, s22
	s_addc_u32 s23, s3, s23
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s24, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[36:37], v[2:3], 1, s[22:23]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[22:23], -1, 0
	.loc	1 65 18 is_stmt 0               ; sources.py:65:18
	s_and_b64 s[26:27], vcc, s[22:23]
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[24:25], s[26:27]
	s_cbranch_execz .LBB0_6
; %bb.5:
	global_load_ushort v6, v[36:37], off
.LBB0_6:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[24:25]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	s_or_b32 s26, s16, 24
	.loc	1 61 17                         ; sources.py:61:17
	s_mul_i32 s24, s26, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s26, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[38:39], v[2:3], 1, s[24:25]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[24:25], -1, 0
	.loc	1 65 18 is_stmt 0               ; sources.py:65:18
	s_and_b64 s[28:29], vcc, s[24:25]
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[26:27], s[28:29]
	s_cbranch_execz .LBB0_8
; %bb.7:
	global_load_ushort v5, v[38:39], off
.LBB0_8:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[26:27]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	s_or_b32 s28, s16, 32
	.loc	1 61 17                         ; sources.py:61:17
	s_mul_i32 s26, s28, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[26:27], s[26:27], 1
	s_add_u32 s26, s2, s26
	s_addc_u32 s27, s3, s27
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s28, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[40:41], v[2:3], 1, s[26:27]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[26:27], -1, 0
	.loc	1 65 18 is_stmt 0               ; sources.py:65:18
	s_and_b64 s[30:31], vcc, s[26:27]
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[28:29], s[30:31]
	s_cbranch_execz .LBB0_10
; %bb.9:
	global_load_ushort v8, v[40:41], off
.LBB0_10:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[28:29]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	s_or_b32 s30, s16, 40
	.loc	1 61 17                         ; sources.py:61:17
	s_mul_i32 s28, s30, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 1
	s_add_u32 s28, s2, s28
	s_addc_u32 s29, s3, s29
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s30, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[42:43], v[2:3], 1, s[28:29]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[28:29], -1, 0
	.loc	1 65 18 is_stmt 0               ; sources.py:65:18
	s_and_b64 s[34:35], vcc, s[28:29]
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_12
; %bb.11:
	global_load_ushort v7, v[42:43], off
.LBB0_12:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[30:31]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	s_or_b32 s34, s16, 48
	.loc	1 61 17                         ; sources.py:61:17
	s_mul_i32 s30, s34, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s31, s30, 31
	s_lshl_b64 s[30:31], s[30:31], 1
	s_add_u32 s30, s2, s30
	s_addc_u32 s31, s3, s31
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s34, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[44:45], v[2:3], 1, s[30:31]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[30:31], -1, 0
	.loc	1 65 18 is_stmt 0               ; sources.py:65:18
	s_and_b64 s[36:37], vcc, s[30:31]
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[34:35], s[36:37]
	s_cbranch_execz .LBB0_14
; %bb.13:
	global_load_ushort v10, v[44:45], off
.LBB0_14:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[34:35]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	s_or_b32 s36, s16, 56
	.loc	1 61 17                         ; sources.py:61:17
	s_mul_i32 s34, s36, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s35, s34, 31
	s_lshl_b64 s[34:35], s[34:35], 1
	s_add_u32 s34, s2, s34
	s_addc_u32 s35, s3, s35
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s36, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[46:47], v[2:3], 1, s[34:35]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[34:35], -1, 0
	.loc	1 65 18 is_stmt 0               ; sources.py:65:18
	s_and_b64 s[38:39], vcc, s[34:35]
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[36:37], s[38:39]
	s_cbranch_execz .LBB0_16
; %bb.15:
	global_load_ushort v9, v[46:47], off
.LBB0_16:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[36:37]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	s_or_b32 s38, s16, 64
	.loc	1 61 17                         ; sources.py:61:17
	s_mul_i32 s36, s38, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s37, s36, 31
	s_lshl_b64 s[36:37], s[36:37], 1
	s_add_u32 s36, s2, s36
	s_addc_u32 s37, s3, s37
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s38, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[48:49], v[2:3], 1, s[36:37]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[36:37], -1, 0
	.loc	1 65 18 is_stmt 0               ; sources.py:65:18
	s_and_b64 s[40:41], vcc, s[36:37]
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[38:39], s[40:41]
	s_cbranch_execz .LBB0_18
; %bb.17:
	global_load_ushort v12, v[48:49], off
.LBB0_18:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[38:39]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	s_or_b32 s40, s16, 0x48
	.loc	1 61 17                         ; sources.py:61:17
	s_mul_i32 s38, s40, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s39, s38, 31
	s_lshl_b64 s[38:39], s[38:39], 1
	s_add_u32 s38, s2, s38
	s_addc_u32 s39, s3, s39
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s40, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[50:51], v[2:3], 1, s[38:39]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[38:39], -1, 0
	.loc	1 65 18 is_stmt 0               ; sources.py:65:18
	s_and_b64 s[42:43], vcc, s[38:39]
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[40:41], s[42:43]
	s_cbranch_execz .LBB0_20
; %bb.19:
	global_load_ushort v11, v[50:51], off
.LBB0_20:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[40:41]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	s_or_b32 s42, s16, 0x50
	.loc	1 61 17                         ; sources.py:61:17
	s_mul_i32 s40, s42, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s41, s40, 31
	s_lshl_b64 s[40:41], s[40:41], 1
	s_add_u32 s40, s2, s40
	s_addc_u32 s41, s3, s41
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s42, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[52:53], v[2:3], 1, s[40:41]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[40:41], -1, 0
	.loc	1 65 18 is_stmt 0               ; sources.py:65:18
	s_and_b64 s[44:45], vcc, s[40:41]
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[42:43], s[44:45]
	s_cbranch_execz .LBB0_22
; %bb.21:
	global_load_ushort v14, v[52:53], off
.LBB0_22:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[42:43]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	s_or_b32 s44, s16, 0x58
	.loc	1 61 17                         ; sources.py:61:17
	s_mul_i32 s42, s44, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s43, s42, 31
	s_lshl_b64 s[42:43], s[42:43], 1
	s_add_u32 s42, s2, s42
	s_addc_u32 s43, s3, s43
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s44, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[54:55], v[2:3], 1, s[42:43]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[42:43], -1, 0
	.loc	1 65 18 is_stmt 0               ; sources.py:65:18
	s_and_b64 s[46:47], vcc, s[42:43]
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[44:45], s[46:47]
	s_cbranch_execz .LBB0_24
; %bb.23:
	global_load_ushort v13, v[54:55], off
.LBB0_24:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[44:45]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	s_or_b32 s46, s16, 0x60
	.loc	1 61 17                         ; sources.py:61:17
	s_mul_i32 s44, s46, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s45, s44, 31
	s_lshl_b64 s[44:45], s[44:45], 1
	s_add_u32 s44, s2, s44
	s_addc_u32 s45, s3, s45
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s46, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[56:57], v[2:3], 1, s[44:45]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[44:45], -1, 0
	.loc	1 65 18 is_stmt 0               ; sources.py:65:18
	s_and_b64 s[48:49], vcc, s[44:45]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[46:47], s[48:49]
	s_cbranch_execz .LBB0_26
; %bb.25:
	global_load_ushort v16, v[56:57], off
.LBB0_26:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[46:47]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	s_or_b32 s48, s16, 0x68
	.loc	1 61 17                         ; sources.py:61:17
	s_mul_i32 s46, s48, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s47, s46, 31
	s_lshl_b64 s[46:47], s[46:47], 1
	s_add_u32 s46, s2, s46
	s_addc_u32 s47, s3, s47
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s48, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[58:59], v[2:3], 1, s[46:47]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[46:47], -1, 0
	.loc	1 65 18 is_stmt 0               ; sources.py:65:18
	s_and_b64 s[50:51], vcc, s[46:47]
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[48:49], s[50:51]
	s_cbranch_execz .LBB0_28
; %bb.27:
	global_load_ushort v15, v[58:59], off
.LBB0_28:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[48:49]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	s_or_b32 s50, s16, 0x70
	.loc	1 61 17                         ; sources.py:61:17
	s_mul_i32 s48, s50, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s49, s48, 31
	s_lshl_b64 s[48:49], s[48:49], 1
	s_add_u32 s48, s2, s48
	s_addc_u32 s49, s3, s49
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s50, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[60:61], v[2:3], 1, s[48:49]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[48:49], -1, 0
	.loc	1 65 18 is_stmt 0               ; sources.py:65:18
	s_and_b64 s[52:53], vcc, s[48:49]
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, 0
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[50:51], s[52:53]
	s_cbranch_execz .LBB0_30
; %bb.29:
	global_load_ushort v18, v[60:61], off
.LBB0_30:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[50:51]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	s_addk_i32 s16, 0x78
	.loc	1 61 17                         ; sources.py:61:17
	s_mul_i32 s50, s16, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s51, s50, 31
	.loc	1 0 0                           ; sources.py:0
	s_and_b32 s68, s70, 0x1c0
	.loc	1 61 9                          ; sources.py:61:9
	s_lshl_b64 s[50:51], s[50:51], 1
	s_add_u32 s2, s2, s50
	s_addc_u32 s3, s3, s51
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s16, s8
	s_cselect_b64 s[50:51], -1, 0
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[62:63], v[2:3], 1, s[2:3]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[52:53], vcc, s[50:51]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[2:3], s[52:53]
	s_cbranch_execz .LBB0_32
; %bb.31:
	global_load_ushort v17, v[62:63], off
.LBB0_32:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[2:3]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_bfe_u32 s54, s70, 0x20007
	s_mul_i32 s2, s54, s13
	.loc	1 58 28                         ; sources.py:58:28
	v_mov_b32_e32 v2, 0x7f
	.loc	1 62 9                          ; sources.py:62:9
	s_ashr_i32 s3, s2, 31
	.loc	1 58 28                         ; sources.py:58:28
	v_bitop3_b32 v2, s68, v2, v96 bitop3:0xc8
	.loc	1 59 10                         ; sources.py:59:10
	s_lshl_b32 s11, s17, 7
	.loc	1 62 9                          ; sources.py:62:9
	s_lshl_b64 s[16:17], s[2:3], 1
	.loc	1 59 10                         ; sources.py:59:10
	v_or_b32_e32 v19, s11, v2
	.loc	1 62 9                          ; sources.py:62:9
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	.loc	1 62 43 is_stmt 0               ; sources.py:62:43
	v_mul_lo_u32 v2, v19, s14
	.loc	1 62 9                          ; sources.py:62:9
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s54, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[64:65], v[2:3], 1, s[16:17]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 43 is_stmt 0               ; sources.py:66:43
	v_cmp_gt_i32_e32 vcc, s9, v19
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[52:53], s[16:17], vcc
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	.loc	1 67 59 is_stmt 1               ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[52:53]
	s_cbranch_execz .LBB0_34
; %bb.33:
	global_load_ushort v20, v[64:65], off
.LBB0_34:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_cmp_gt_i32 s10, 0
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 62 17                         ; sources.py:62:17
	s_lshl2_add_u32 s52, s13, s2
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s53, s52, 31
	.loc	1 62 17                         ; sources.py:62:17
	s_or_b32 s14, s54, 4
	.loc	1 62 9                          ; sources.py:62:9
	s_lshl_b64 s[52:53], s[52:53], 1
	s_add_u32 s52, s4, s52
	s_addc_u32 s53, s5, s53
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s14, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[66:67], v[2:3], 1, s[52:53]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[52:53], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[52:53], s[52:53], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[56:57], s[16:17], s[52:53]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[52:53], s[56:57]
	s_cbranch_execz .LBB0_36
; %bb.35:
	global_load_ushort v19, v[66:67], off
.LBB0_36:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[52:53]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_lshl3_add_u32 s52, s13, s2
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s53, s52, 31
	.loc	1 62 17                         ; sources.py:62:17
	s_or_b32 s55, s54, 8
	.loc	1 62 9                          ; sources.py:62:9
	s_lshl_b64 s[52:53], s[52:53], 1
	s_add_u32 s52, s4, s52
	s_addc_u32 s53, s5, s53
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s55, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[68:69], v[2:3], 1, s[52:53]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[52:53], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[52:53], s[52:53], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[56:57], s[16:17], s[52:53]
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v22, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[52:53], s[56:57]
	s_cbranch_execz .LBB0_38
; %bb.37:
	global_load_ushort v22, v[68:69], off
.LBB0_38:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[52:53]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s3, s13, 12
	s_add_i32 s52, s2, s3
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s53, s52, 31
	.loc	1 62 17                         ; sources.py:62:17
	s_or_b32 s56, s54, 12
	.loc	1 62 9                          ; sources.py:62:9
	s_lshl_b64 s[52:53], s[52:53], 1
	s_add_u32 s52, s4, s52
	s_addc_u32 s53, s5, s53
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s56, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[70:71], v[2:3], 1, s[52:53]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[52:53], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[52:53], s[52:53], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[58:59], s[16:17], s[52:53]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[52:53], s[58:59]
	s_cbranch_execz .LBB0_40
; %bb.39:
	global_load_ushort v21, v[70:71], off
.LBB0_40:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[52:53]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_lshl4_add_u32 s52, s13, s2
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s53, s52, 31
	.loc	1 62 17                         ; sources.py:62:17
	s_or_b32 s57, s54, 16
	.loc	1 62 9                          ; sources.py:62:9
	s_lshl_b64 s[52:53], s[52:53], 1
	s_add_u32 s52, s4, s52
	s_addc_u32 s53, s5, s53
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s57, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[72:73], v[2:3], 1, s[52:53]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[52:53], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[52:53], s[52:53], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[58:59], s[16:17], s[52:53]
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[52:53], s[58:59]
	s_cbranch_execz .LBB0_42
; %bb.41:
	global_load_ushort v24, v[72:73], off
.LBB0_42:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[52:53]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s3, s13, 20
	s_add_i32 s52, s2, s3
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s53, s52, 31
	.loc	1 62 17                         ; sources.py:62:17
	s_or_b32 s58, s54, 20
	.loc	1 62 9                          ; sources.py:62:9
	s_lshl_b64 s[52:53], s[52:53], 1
	s_add_u32 s52, s4, s52
	s_addc_u32 s53, s5, s53
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s58, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[74:75], v[2:3], 1, s[52:53]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[52:53], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[52:53], s[52:53], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[60:61], s[16:17], s[52:53]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[52:53], s[60:61]
	s_cbranch_execz .LBB0_44
; %bb.43:
	global_load_ushort v23, v[74:75], off
.LBB0_44:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[52:53]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s3, s13, 24
	s_add_i32 s52, s2, s3
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s53, s52, 31
	.loc	1 62 17                         ; sources.py:62:17
	s_or_b32 s59, s54, 24
	.loc	1 62 9                          ; sources.py:62:9
	s_lshl_b64 s[52:53], s[52:53], 1
	s_add_u32 s52, s4, s52
	s_addc_u32 s53, s5, s53
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s59, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[76:77], v[2:3], 1, s[52:53]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[52:53], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[52:53], s[52:53], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[60:61], s[16:17], s[52:53]
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v26, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[52:53], s[60:61]
	s_cbranch_execz .LBB0_46
; %bb.45:
	global_load_ushort v26, v[76:77], off
.LBB0_46:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[52:53]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s3, s13, 28
	s_add_i32 s52, s2, s3
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s53, s52, 31
	.loc	1 62 17                         ; sources.py:62:17
	s_or_b32 s60, s54, 28
	.loc	1 62 9                          ; sources.py:62:9
	s_lshl_b64 s[52:53], s[52:53], 1
	s_add_u32 s52, s4, s52
	s_addc_u32 s53, s5, s53
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s60, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[78:79], v[2:3], 1, s[52:53]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[52:53], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[52:53], s[52:53], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[62:63], s[16:17], s[52:53]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[52:53], s[62:63]
	s_cbranch_execz .LBB0_48
; %bb.47:
	global_load_ushort v25, v[78:79], off
.LBB0_48:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[52:53]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_lshl_b32 s3, s13, 5
	s_add_i32 s52, s2, s3
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s53, s52, 31
	.loc	1 62 17                         ; sources.py:62:17
	s_or_b32 s61, s54, 32
	.loc	1 62 9                          ; sources.py:62:9
	s_lshl_b64 s[52:53], s[52:53], 1
	s_add_u32 s52, s4, s52
	s_addc_u32 s53, s5, s53
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s61, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[80:81], v[2:3], 1, s[52:53]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[52:53], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[52:53], s[52:53], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[62:63], s[16:17], s[52:53]
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[52:53], s[62:63]
	s_cbranch_execz .LBB0_50
; %bb.49:
	global_load_ushort v28, v[80:81], off
.LBB0_50:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[52:53]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s3, s13, 36
	s_add_i32 s52, s2, s3
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s53, s52, 31
	.loc	1 62 17                         ; sources.py:62:17
	s_or_b32 s62, s54, 36
	.loc	1 62 9                          ; sources.py:62:9
	s_lshl_b64 s[52:53], s[52:53], 1
	s_add_u32 s52, s4, s52
	s_addc_u32 s53, s5, s53
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s62, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[82:83], v[2:3], 1, s[52:53]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[52:53], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[52:53], s[52:53], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[64:65], s[16:17], s[52:53]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[52:53], s[64:65]
	s_cbranch_execz .LBB0_52
; %bb.51:
	global_load_ushort v27, v[82:83], off
.LBB0_52:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[52:53]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s3, s13, 40
	s_add_i32 s52, s2, s3
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s53, s52, 31
	.loc	1 62 17                         ; sources.py:62:17
	s_or_b32 s63, s54, 40
	.loc	1 62 9                          ; sources.py:62:9
	s_lshl_b64 s[52:53], s[52:53], 1
	s_add_u32 s52, s4, s52
	s_addc_u32 s53, s5, s53
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s63, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[84:85], v[2:3], 1, s[52:53]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[52:53], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[52:53], s[52:53], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[64:65], s[16:17], s[52:53]
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v30, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[52:53], s[64:65]
	s_cbranch_execz .LBB0_54
; %bb.53:
	global_load_ushort v30, v[84:85], off
.LBB0_54:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[52:53]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s3, s13, 44
	s_add_i32 s52, s2, s3
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s53, s52, 31
	.loc	1 62 17                         ; sources.py:62:17
	s_or_b32 s64, s54, 44
	.loc	1 62 9                          ; sources.py:62:9
	s_lshl_b64 s[52:53], s[52:53], 1
	s_add_u32 s52, s4, s52
	s_addc_u32 s53, s5, s53
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s64, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[86:87], v[2:3], 1, s[52:53]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[52:53], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[52:53], s[52:53], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[66:67], s[16:17], s[52:53]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[52:53], s[66:67]
	s_cbranch_execz .LBB0_56
; %bb.55:
	global_load_ushort v29, v[86:87], off
.LBB0_56:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[52:53]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s3, s13, 48
	s_add_i32 s52, s2, s3
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s53, s52, 31
	.loc	1 62 17                         ; sources.py:62:17
	s_or_b32 s65, s54, 48
	.loc	1 62 9                          ; sources.py:62:9
	s_lshl_b64 s[52:53], s[52:53], 1
	s_add_u32 s52, s4, s52
	s_addc_u32 s53, s5, s53
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s65, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[88:89], v[2:3], 1, s[52:53]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[52:53], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[52:53], s[52:53], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[66:67], s[16:17], s[52:53]
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v97, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[52:53], s[66:67]
	s_cbranch_execz .LBB0_58
; %bb.57:
	global_load_ushort v97, v[88:89], off
.LBB0_58:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[52:53]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s3, s13, 52
	s_add_i32 s52, s2, s3
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s53, s52, 31
	.loc	1 62 17                         ; sources.py:62:17
	s_or_b32 s66, s54, 52
	.loc	1 62 9                          ; sources.py:62:9
	s_lshl_b64 s[52:53], s[52:53], 1
	s_add_u32 s52, s4, s52
	s_addc_u32 s53, s5, s53
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s66, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[90:91], v[2:3], 1, s[52:53]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[52:53], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[52:53], s[52:53], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[72:73], s[16:17], s[52:53]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[52:53], s[72:73]
	s_cbranch_execz .LBB0_60
; %bb.59:
	global_load_ushort v31, v[90:91], off
.LBB0_60:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[52:53]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s3, s13, 56
	s_add_i32 s52, s2, s3
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s53, s52, 31
	.loc	1 62 17                         ; sources.py:62:17
	s_or_b32 s67, s54, 56
	.loc	1 62 9                          ; sources.py:62:9
	s_lshl_b64 s[52:53], s[52:53], 1
	s_add_u32 s52, s4, s52
	s_addc_u32 s53, s5, s53
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s67, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[92:93], v[2:3], 1, s[52:53]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[52:53], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[52:53], s[52:53], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[72:73], s[16:17], s[52:53]
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v99, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[52:53], s[72:73]
	s_cbranch_execz .LBB0_62
; %bb.61:
	global_load_ushort v99, v[92:93], off
.LBB0_62:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[52:53]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s3, s13, 60
	s_add_i32 s2, s2, s3
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s3, s2, 31
	.loc	1 0 0                           ; sources.py:0
	v_or_b32_e32 v100, s68, v96
	s_and_b32 s53, s70, 0x180
	.loc	1 62 17                         ; sources.py:62:17
	s_or_b32 s68, s54, 60
	.loc	1 62 9                          ; sources.py:62:9
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s68, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[94:95], v[2:3], 1, s[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[2:3], s[2:3], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[4:5], s[16:17], s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_64
; %bb.63:
	global_load_ushort v98, v[94:95], off
.LBB0_64:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	v_lshlrev_b32_e32 v2, 1, v100
	s_lshr_b32 s2, s53, 3
	v_xor_b32_e32 v104, s2, v2
	v_xor_b32_e32 v105, 64, v104
	v_add_u32_e32 v2, 0, v104
	v_add_u32_e32 v3, 0, v105
	v_xor_b32_e32 v106, 0x80, v104
	s_waitcnt vmcnt(0)
	ds_write_b16 v2, v4
	ds_write_b16 v2, v6 offset:2048
	ds_write_b16 v2, v8 offset:4096
	ds_write_b16 v2, v10 offset:6144
	ds_write_b16 v2, v12 offset:8192
	ds_write_b16 v2, v14 offset:10240
	ds_write_b16 v2, v16 offset:12288
	ds_write_b16 v2, v18 offset:14336
	ds_write_b16 v3, v1 offset:1024
	ds_write_b16 v3, v5 offset:3072
	ds_write_b16 v3, v7 offset:5120
	ds_write_b16 v3, v9 offset:7168
	ds_write_b16 v3, v11 offset:9216
	ds_write_b16 v3, v13 offset:11264
	ds_write_b16 v3, v15 offset:13312
	ds_write_b16 v3, v17 offset:15360
	.loc	1 67 59                         ; sources.py:67:59
	ds_write_b16 v2, v20 offset:32768
	ds_write_b16 v2, v24 offset:36864
	ds_write_b16 v2, v28 offset:40960
	ds_write_b16 v2, v97 offset:45056
	ds_write_b16 v3, v19 offset:33792
	ds_write_b16 v3, v23 offset:37888
	ds_write_b16 v3, v27 offset:41984
	ds_write_b16 v3, v31 offset:46080
	v_add_u32_e32 v1, 0, v106
	v_xor_b32_e32 v107, 0xc0, v104
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_and_b32 s52, s70, 0xc0
	.loc	1 67 59                         ; sources.py:67:59
	ds_write_b16 v1, v22 offset:34816
	ds_write_b16 v1, v26 offset:38912
	ds_write_b16 v1, v30 offset:43008
	ds_write_b16 v1, v99 offset:47104
	v_add_u32_e32 v1, 0, v107
	.loc	1 64 5                          ; sources.py:64:5
	s_sub_i32 s69, s10, 64
	.loc	1 67 23                         ; sources.py:67:23
	s_mov_b32 s73, 0
	.loc	1 67 59 is_stmt 0               ; sources.py:67:59
	ds_write_b16 v1, v21 offset:35840
	ds_write_b16 v1, v25 offset:39936
	ds_write_b16 v1, v29 offset:44032
	ds_write_b16 v1, v98 offset:48128
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_cmp_gt_i32 s69, 0
	v_and_b32_e32 v1, 44, v0
	v_lshlrev_b32_e32 v101, 3, v0
	v_lshlrev_b32_e32 v2, 1, v0
	s_cbranch_scc1 .LBB0_66
; %bb.65:                               ; %.._crit_edge_crit_edge
	.loc	1 67 59                         ; sources.py:67:59
	v_and_b32_e32 v3, 24, v101
	v_lshlrev_b32_e32 v4, 2, v1
	v_lshl_or_b32 v3, v1, 6, v3
	v_bitop3_b32 v4, v4, v2, 32 bitop3:0x78
	v_xor_b32_e32 v3, v4, v3
	v_xor_b32_e32 v102, s52, v3
	v_xor_b32_e32 v103, 0x440, v102
	s_mov_b64 s[2:3], 0
	s_branch .LBB0_67
.LBB0_66:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr102
                                        ; implicit-def: $vgpr103
.LBB0_67:                               ; %Flow66
	s_and_b32 s53, s70, 0x100
	s_and_b64 s[2:3], s[2:3], exec
	v_and_b32_e32 v97, 31, v0
	v_and_b32_e32 v98, 32, v0
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_lshlrev_b32_e32 v99, 7, v97
	v_lshrrev_b32_e32 v100, 1, v98
	s_cbranch_scc1 .LBB0_134
; %bb.68:                               ; %.lr.ph
	v_and_b32_e32 v0, 0x70, v101
	s_lshl_b32 s2, s53, 4
	v_or_b32_e32 v3, v99, v0
	v_bitop3_b32 v0, v99, v100, v0 bitop3:0x36
	v_bitop3_b32 v108, s2, v3, v100 bitop3:0xf6
	v_mov_b32_e32 v3, 0x60
	v_bitop3_b32 v109, s2, 32, v0 bitop3:0x36
	v_bitop3_b32 v110, s2, 64, v0 bitop3:0x36
	v_bitop3_b32 v111, s2, v3, v0 bitop3:0x36
	v_and_b32_e32 v0, 24, v101
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshl_or_b32 v0, v1, 6, v0
	v_bitop3_b32 v1, v3, v2, 32 bitop3:0x78
	v_xor_b32_e32 v0, v1, v0
	.loc	1 69 14 is_stmt 1               ; sources.py:69:14
	s_lshl_b32 s4, s13, 6
	.loc	1 68 14                         ; sources.py:68:14
	s_lshl_b32 s12, s12, 6
	v_xor_b32_e32 v102, s52, v0
	v_mov_b32_e32 v16, 0
	s_ashr_i32 s13, s12, 31
	s_ashr_i32 s5, s4, 31
	v_xor_b32_e32 v103, 0x440, v102
	v_xor_b32_e32 v112, 64, v102
	s_mov_b32 s70, 0x8000
	s_mov_b32 s71, 0
	v_mov_b32_e32 v17, v16
	v_mov_b32_e32 v18, v16
	v_mov_b32_e32 v19, v16
	v_mov_b32_e32 v20, v16
	v_mov_b32_e32 v21, v16
	v_mov_b32_e32 v22, v16
	v_mov_b32_e32 v23, v16
	v_mov_b32_e32 v24, v16
	v_mov_b32_e32 v25, v16
	v_mov_b32_e32 v26, v16
	v_mov_b32_e32 v27, v16
	v_mov_b32_e32 v28, v16
	v_mov_b32_e32 v29, v16
	v_mov_b32_e32 v30, v16
	v_mov_b32_e32 v31, v16
	v_mov_b32_e32 v0, v16
	v_mov_b32_e32 v1, v16
	v_mov_b32_e32 v2, v16
	v_mov_b32_e32 v3, v16
	v_mov_b32_e32 v4, v16
	v_mov_b32_e32 v5, v16
	v_mov_b32_e32 v6, v16
	v_mov_b32_e32 v7, v16
	v_mov_b32_e32 v8, v16
	v_mov_b32_e32 v9, v16
	v_mov_b32_e32 v10, v16
	v_mov_b32_e32 v11, v16
	v_mov_b32_e32 v12, v16
	v_mov_b32_e32 v13, v16
	v_mov_b32_e32 v14, v16
	v_mov_b32_e32 v15, v16
	s_mov_b32 s72, 0
	s_branch .LBB0_70
.LBB0_69:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 14 is_stmt 0                ; sources.py:0:14
	s_or_b64 exec, exec, s[2:3]
	.loc	1 67 59 is_stmt 1               ; sources.py:67:59
	v_add_u32_e32 v178, s70, v112
	v_add_u32_e32 v145, s70, v102
	ds_read_b64_tr_b16 v[182:183], v178 offset:1024
	ds_read_b64_tr_b16 v[180:181], v145
	ds_read_b64_tr_b16 v[184:185], v145 offset:4096
	ds_read_b64_tr_b16 v[188:189], v145 offset:8192
	ds_read_b64_tr_b16 v[192:193], v145 offset:12288
	ds_read_b64_tr_b16 v[186:187], v178 offset:5120
	ds_read_b64_tr_b16 v[190:191], v178 offset:9216
	ds_read_b64_tr_b16 v[194:195], v178 offset:13312
	.loc	1 67 16 is_stmt 0               ; sources.py:67:16
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x16_f16 v[16:31], v[180:183], v[174:177], v[16:31]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_add_i32 s2, s71, 1
	s_cmp_lt_i32 s2, 2
	s_cselect_b32 s71, s2, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_lshl_b32 s73, s71, 14
	v_add_u32_e32 v145, s73, v104
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 67 16 is_stmt 0               ; sources.py:67:16
	v_mfma_f32_32x32x16_f16 v[0:15], v[180:183], v[158:161], v[0:15]
	.loc	1 67 23                         ; sources.py:67:23
	s_waitcnt vmcnt(0)
	ds_write_b16 v145, v113
	ds_write_b16 v145, v115 offset:2048
	ds_write_b16 v145, v117 offset:4096
	ds_write_b16 v145, v119 offset:6144
	ds_write_b16 v145, v121 offset:8192
	ds_write_b16 v145, v123 offset:10240
	ds_write_b16 v145, v125 offset:12288
	.loc	1 67 59                         ; sources.py:67:59
	s_add_i32 s70, s73, 0x8000
	v_add_u32_e32 v113, s73, v106
	ds_write_b16 v113, v130 offset:34816
	ds_write_b16 v113, v134 offset:38912
	ds_write_b16 v113, v138 offset:43008
	ds_write_b16 v113, v142 offset:47104
	v_add_u32_e32 v113, s73, v107
	.loc	1 67 16                         ; sources.py:67:16
	v_mfma_f32_32x32x16_f16 v[16:31], v[184:187], v[170:173], v[16:31]
	.loc	1 67 23                         ; sources.py:67:23
	v_add_u32_e32 v170, s73, v105
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_cmp_lt_i32 s72, s69
	.loc	1 67 23                         ; sources.py:67:23
	ds_write_b16 v145, v127 offset:14336
	ds_write_b16 v170, v114 offset:1024
	ds_write_b16 v170, v116 offset:3072
	ds_write_b16 v170, v118 offset:5120
	ds_write_b16 v170, v120 offset:7168
	ds_write_b16 v170, v122 offset:9216
	ds_write_b16 v170, v124 offset:11264
	ds_write_b16 v170, v126 offset:13312
	ds_write_b16 v170, v129 offset:15360
	.loc	1 67 59 is_stmt 0               ; sources.py:67:59
	ds_write_b16 v145, v128 offset:32768
	ds_write_b16 v145, v133 offset:36864
	ds_write_b16 v145, v137 offset:40960
	ds_write_b16 v145, v141 offset:45056
	ds_write_b16 v170, v131 offset:33792
	ds_write_b16 v170, v135 offset:37888
	ds_write_b16 v170, v139 offset:41984
	ds_write_b16 v170, v143 offset:46080
	ds_write_b16 v113, v132 offset:35840
	ds_write_b16 v113, v136 offset:39936
	ds_write_b16 v113, v140 offset:44032
	ds_write_b16 v113, v144 offset:48128
	.loc	1 67 16                         ; sources.py:67:16
	v_mfma_f32_32x32x16_f16 v[0:15], v[184:187], v[154:157], v[0:15]
	v_mfma_f32_32x32x16_f16 v[16:31], v[188:191], v[166:169], v[16:31]
	v_mfma_f32_32x32x16_f16 v[0:15], v[188:191], v[150:153], v[0:15]
	v_mfma_f32_32x32x16_f16 v[16:31], v[192:195], v[162:165], v[16:31]
	v_mfma_f32_32x32x16_f16 v[0:15], v[192:195], v[146:149], v[0:15]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_cbranch_scc0 .LBB0_135
.LBB0_70:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 64 5                          ; sources.py:64:5
	s_add_i32 s72, s72, 64
	.loc	1 65 39                         ; sources.py:65:39
	v_or_b32_e32 v113, s72, v96
	v_cmp_gt_i32_e64 s[2:3], s10, v113
	.loc	1 68 9                          ; sources.py:68:9
	v_lshl_add_u64 v[32:33], s[12:13], 1, v[32:33]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[74:75], s[18:19], s[2:3]
	v_mov_b32_e32 v113, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[74:75]
	s_cbranch_execz .LBB0_72
; %bb.71:                               ;   in Loop: Header=BB0_70 Depth=1
	global_load_ushort v113, v[32:33], off
.LBB0_72:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[34:35], s[12:13], 1, v[34:35]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[74:75], s[20:21], s[2:3]
	v_mov_b32_e32 v115, 0
	v_mov_b32_e32 v114, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[74:75]
	s_cbranch_execz .LBB0_74
; %bb.73:                               ;   in Loop: Header=BB0_70 Depth=1
	global_load_ushort v114, v[34:35], off
.LBB0_74:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[36:37], s[12:13], 1, v[36:37]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[74:75], s[22:23], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[74:75]
	s_cbranch_execz .LBB0_76
; %bb.75:                               ;   in Loop: Header=BB0_70 Depth=1
	global_load_ushort v115, v[36:37], off
.LBB0_76:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[38:39], s[12:13], 1, v[38:39]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[74:75], s[24:25], s[2:3]
	v_mov_b32_e32 v117, 0
	v_mov_b32_e32 v116, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[74:75]
	s_cbranch_execz .LBB0_78
; %bb.77:                               ;   in Loop: Header=BB0_70 Depth=1
	global_load_ushort v116, v[38:39], off
.LBB0_78:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[40:41], s[12:13], 1, v[40:41]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[74:75], s[26:27], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[74:75]
	s_cbranch_execz .LBB0_80
; %bb.79:                               ;   in Loop: Header=BB0_70 Depth=1
	global_load_ushort v117, v[40:41], off
.LBB0_80:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[42:43], s[12:13], 1, v[42:43]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[74:75], s[28:29], s[2:3]
	v_mov_b32_e32 v119, 0
	v_mov_b32_e32 v118, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[74:75]
	s_cbranch_execz .LBB0_82
; %bb.81:                               ;   in Loop: Header=BB0_70 Depth=1
	global_load_ushort v118, v[42:43], off
.LBB0_82:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[44:45], s[12:13], 1, v[44:45]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[74:75], s[30:31], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[74:75]
	s_cbranch_execz .LBB0_84
; %bb.83:                               ;   in Loop: Header=BB0_70 Depth=1
	global_load_ushort v119, v[44:45], off
.LBB0_84:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[46:47], s[12:13], 1, v[46:47]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[74:75], s[34:35], s[2:3]
	v_mov_b32_e32 v121, 0
	v_mov_b32_e32 v120, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[74:75]
	s_cbranch_execz .LBB0_86
; %bb.85:                               ;   in Loop: Header=BB0_70 Depth=1
	global_load_ushort v120, v[46:47], off
.LBB0_86:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[48:49], s[12:13], 1, v[48:49]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[74:75], s[36:37], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[74:75]
	s_cbranch_execz .LBB0_88
; %bb.87:                               ;   in Loop: Header=BB0_70 Depth=1
	global_load_ushort v121, v[48:49], off
.LBB0_88:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[50:51], s[12:13], 1, v[50:51]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[74:75], s[38:39], s[2:3]
	v_mov_b32_e32 v123, 0
	v_mov_b32_e32 v122, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[74:75]
	s_cbranch_execz .LBB0_90
; %bb.89:                               ;   in Loop: Header=BB0_70 Depth=1
	global_load_ushort v122, v[50:51], off
.LBB0_90:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[52:53], s[12:13], 1, v[52:53]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[74:75], s[40:41], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[74:75]
	s_cbranch_execz .LBB0_92
; %bb.91:                               ;   in Loop: Header=BB0_70 Depth=1
	global_load_ushort v123, v[52:53], off
.LBB0_92:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[54:55], s[12:13], 1, v[54:55]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[74:75], s[42:43], s[2:3]
	v_mov_b32_e32 v125, 0
	v_mov_b32_e32 v124, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[74:75]
	s_cbranch_execz .LBB0_94
; %bb.93:                               ;   in Loop: Header=BB0_70 Depth=1
	global_load_ushort v124, v[54:55], off
.LBB0_94:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[56:57], s[12:13], 1, v[56:57]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[74:75], s[44:45], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[74:75]
	s_cbranch_execz .LBB0_96
; %bb.95:                               ;   in Loop: Header=BB0_70 Depth=1
	global_load_ushort v125, v[56:57], off
.LBB0_96:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[58:59], s[12:13], 1, v[58:59]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[74:75], s[46:47], s[2:3]
	v_mov_b32_e32 v127, 0
	v_mov_b32_e32 v126, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[74:75]
	s_cbranch_execz .LBB0_98
; %bb.97:                               ;   in Loop: Header=BB0_70 Depth=1
	global_load_ushort v126, v[58:59], off
.LBB0_98:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[60:61], s[12:13], 1, v[60:61]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[74:75], s[48:49], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[74:75]
	s_cbranch_execz .LBB0_100
; %bb.99:                               ;   in Loop: Header=BB0_70 Depth=1
	global_load_ushort v127, v[60:61], off
.LBB0_100:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[62:63], s[12:13], 1, v[62:63]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[16:17], s[50:51], s[2:3]
	v_mov_b32_e32 v128, 0
	v_mov_b32_e32 v129, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_102
; %bb.101:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ushort v129, v[62:63], off
.LBB0_102:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	v_add_u32_e32 v130, s73, v108
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[174:177], v130
	ds_read_b128 v[158:161], v130 offset:8192
	v_add_u32_e32 v130, s73, v109
	ds_read_b128 v[170:173], v130
	ds_read_b128 v[154:157], v130 offset:8192
	v_add_u32_e32 v130, s73, v110
	ds_read_b128 v[166:169], v130
	ds_read_b128 v[150:153], v130 offset:8192
	v_add_u32_e32 v130, s73, v111
	ds_read_b128 v[162:165], v130
	ds_read_b128 v[146:149], v130 offset:8192
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s72, s54
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[64:65], s[4:5], 1, v[64:65]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_104
; %bb.103:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ushort v128, v[64:65], off
.LBB0_104:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s72, s14
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[66:67], s[4:5], 1, v[66:67]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v130, 0
	v_mov_b32_e32 v131, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_106
; %bb.105:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ushort v131, v[66:67], off
.LBB0_106:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s72, s55
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[68:69], s[4:5], 1, v[68:69]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_108
; %bb.107:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ushort v130, v[68:69], off
.LBB0_108:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s72, s56
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[70:71], s[4:5], 1, v[70:71]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v133, 0
	v_mov_b32_e32 v132, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_110
; %bb.109:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ushort v132, v[70:71], off
.LBB0_110:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s72, s57
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[72:73], s[4:5], 1, v[72:73]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_112
; %bb.111:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ushort v133, v[72:73], off
.LBB0_112:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s72, s58
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[74:75], s[4:5], 1, v[74:75]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v134, 0
	v_mov_b32_e32 v135, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_114
; %bb.113:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ushort v135, v[74:75], off
.LBB0_114:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s72, s59
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[76:77], s[4:5], 1, v[76:77]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_116
; %bb.115:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ushort v134, v[76:77], off
.LBB0_116:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s72, s60
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[78:79], s[4:5], 1, v[78:79]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v137, 0
	v_mov_b32_e32 v136, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_118
; %bb.117:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ushort v136, v[78:79], off
.LBB0_118:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s72, s61
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[80:81], s[4:5], 1, v[80:81]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_120
; %bb.119:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ushort v137, v[80:81], off
.LBB0_120:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s72, s62
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[82:83], s[4:5], 1, v[82:83]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v138, 0
	v_mov_b32_e32 v139, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_122
; %bb.121:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ushort v139, v[82:83], off
.LBB0_122:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s72, s63
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[84:85], s[4:5], 1, v[84:85]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_124
; %bb.123:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ushort v138, v[84:85], off
.LBB0_124:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s72, s64
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[86:87], s[4:5], 1, v[86:87]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v141, 0
	v_mov_b32_e32 v140, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_126
; %bb.125:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ushort v140, v[86:87], off
.LBB0_126:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s72, s65
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[88:89], s[4:5], 1, v[88:89]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_128
; %bb.127:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ushort v141, v[88:89], off
.LBB0_128:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s72, s66
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[90:91], s[4:5], 1, v[90:91]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v142, 0
	v_mov_b32_e32 v143, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_130
; %bb.129:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ushort v143, v[90:91], off
.LBB0_130:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s72, s67
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[92:93], s[4:5], 1, v[92:93]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_132
; %bb.131:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ushort v142, v[92:93], off
.LBB0_132:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s72, s68
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[94:95], s[4:5], 1, v[94:95]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v144, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_69
; %bb.133:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ushort v144, v[94:95], off
	s_branch .LBB0_69
.LBB0_134:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	v_mov_b32_e32 v15, 0
	s_mov_b32 s70, 0x8000
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
	v_mov_b32_e32 v31, v15
	v_mov_b32_e32 v30, v15
	v_mov_b32_e32 v29, v15
	v_mov_b32_e32 v28, v15
	v_mov_b32_e32 v27, v15
	v_mov_b32_e32 v26, v15
	v_mov_b32_e32 v25, v15
	v_mov_b32_e32 v24, v15
	v_mov_b32_e32 v23, v15
	v_mov_b32_e32 v22, v15
	v_mov_b32_e32 v21, v15
	v_mov_b32_e32 v20, v15
	v_mov_b32_e32 v19, v15
	v_mov_b32_e32 v18, v15
	v_mov_b32_e32 v17, v15
	v_mov_b32_e32 v16, v15
.LBB0_135:                              ; %Flow67
	.loc	1 67 59 is_stmt 1               ; sources.py:67:59
	v_add_u32_e32 v32, s70, v102
	v_add_u32_e32 v34, s70, v103
	.loc	1 67 23 is_stmt 0               ; sources.py:67:23
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 67 59                         ; sources.py:67:59
	ds_read_b64_tr_b16 v[44:45], v32
	ds_read_b64_tr_b16 v[40:41], v32 offset:4096
	ds_read_b64_tr_b16 v[36:37], v32 offset:8192
	ds_read_b64_tr_b16 v[32:33], v32 offset:12288
	ds_read_b64_tr_b16 v[46:47], v34
	ds_read_b64_tr_b16 v[42:43], v34 offset:4096
	ds_read_b64_tr_b16 v[38:39], v34 offset:8192
	ds_read_b64_tr_b16 v[34:35], v34 offset:12288
	s_load_dword s14, s[0:1], 0x38
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_add_i32 s10, s10, 63
	s_cmp_lt_i32 s10, 64
	s_cbranch_scc1 .LBB0_137
; %bb.136:
	.loc	1 67 23                         ; sources.py:67:23
	v_and_b32_e32 v48, 0x70, v101
	s_lshl_b32 s0, s53, 4
	v_or_b32_e32 v49, v99, v48
	v_bitop3_b32 v49, s0, v49, v100 bitop3:0xf6
	v_add_u32_e32 v50, s73, v49
	ds_read_b128 v[52:55], v50
	v_xad_u32 v51, v49, 32, s73
	v_xad_u32 v49, v49, 64, s73
	v_bitop3_b32 v48, v99, v100, v48 bitop3:0x36
	.loc	1 67 16 is_stmt 0               ; sources.py:67:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[44:47], v[52:55], v[16:31]
	.loc	1 67 23                         ; sources.py:67:23
	ds_read_b128 v[52:55], v51
	.loc	1 67 16                         ; sources.py:67:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[40:43], v[52:55], v[16:31]
	.loc	1 67 23                         ; sources.py:67:23
	ds_read_b128 v[54:57], v49
	v_mov_b32_e32 v52, 0x60
	v_bitop3_b32 v48, s0, v52, v48 bitop3:0x36
	v_add_u32_e32 v48, s73, v48
	.loc	1 67 16                         ; sources.py:67:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[36:39], v[54:57], v[16:31]
	.loc	1 67 23                         ; sources.py:67:23
	ds_read_b128 v[52:55], v48
	.loc	1 67 16                         ; sources.py:67:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[32:35], v[52:55], v[16:31]
	.loc	1 67 23                         ; sources.py:67:23
	ds_read_b128 v[52:55], v50 offset:8192
	.loc	1 67 16                         ; sources.py:67:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[44:47], v[52:55], v[0:15]
	.loc	1 67 23                         ; sources.py:67:23
	ds_read_b128 v[44:47], v51 offset:8192
	.loc	1 67 16                         ; sources.py:67:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[40:43], v[44:47], v[0:15]
	.loc	1 67 23                         ; sources.py:67:23
	ds_read_b128 v[40:43], v49 offset:8192
	.loc	1 67 16                         ; sources.py:67:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[36:39], v[40:43], v[0:15]
	.loc	1 67 23                         ; sources.py:67:23
	ds_read_b128 v[36:39], v48 offset:8192
	.loc	1 67 16                         ; sources.py:67:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[32:35], v[36:39], v[0:15]
.LBB0_137:                              ; %._crit_edge._crit_edge
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_lshr_b32 s0, s53, 3
	s_waitcnt lgkmcnt(0)
	v_or_b32_e32 v32, s0, v97
	s_lshr_b32 s0, s52, 1
	v_lshrrev_b32_e32 v33, 3, v98
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	v_or_b32_e32 v52, s33, v32
	.loc	1 58 28                         ; sources.py:58:28
	v_or_b32_e32 v33, s0, v33
	.loc	1 70 17 is_stmt 1               ; sources.py:70:17
	v_mul_lo_u32 v32, v52, s15
	.loc	1 59 10                         ; sources.py:59:10
	v_or_b32_e32 v50, s11, v33
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[36:37], v[32:33], 2, s[6:7]
	.loc	1 70 43 is_stmt 0               ; sources.py:70:43
	v_mul_lo_u32 v32, v50, s14
	.loc	1 71 55 is_stmt 1               ; sources.py:71:55
	v_cmp_gt_i32_e64 s[4:5], s8, v52
	.loc	1 71 75 is_stmt 0               ; sources.py:71:75
	v_cmp_gt_i32_e32 vcc, s9, v50
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_ashrrev_i32_e32 v33, 31, v32
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], vcc
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_139
; %bb.138:
	.loc	1 0 5                           ; sources.py:0:5
	v_lshl_add_u64 v[34:35], v[32:33], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[34:35], v16, off
.LBB0_139:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v16, 1, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v34, v16, s14
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v16
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v35, 31, v34
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[10:11], s[4:5], s[0:1]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[2:3], s[10:11]
	s_cbranch_execz .LBB0_141
; %bb.140:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[38:39], v[34:35], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[38:39], v17, off
.LBB0_141:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v38, 2, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v16, v38, s14
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[2:3], s9, v38
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v17, 31, v16
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[12:13], s[4:5], s[2:3]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[10:11], s[12:13]
	s_cbranch_execz .LBB0_143
; %bb.142:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[38:39], v[16:17], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[38:39], v18, off
.LBB0_143:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[10:11]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v18, 3, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v38, v18, s14
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[38:39], s9, v18
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v39, 31, v38
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[12:13], s[4:5], s[38:39]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[10:11], s[12:13]
	s_cbranch_execz .LBB0_145
; %bb.144:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[40:41], v[38:39], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[40:41], v19, off
.LBB0_145:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[10:11]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v40, 8, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v18, v40, s14
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[10:11], s9, v40
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v19, 31, v18
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[16:17], s[4:5], s[10:11]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[12:13], s[16:17]
	s_cbranch_execz .LBB0_147
; %bb.146:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[40:41], v[18:19], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[40:41], v20, off
.LBB0_147:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[12:13]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v20, 9, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v40, v20, s14
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[12:13], s9, v20
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v41, 31, v40
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[18:19], s[4:5], s[12:13]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[16:17], s[18:19]
	s_cbranch_execz .LBB0_149
; %bb.148:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[42:43], v[40:41], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[42:43], v21, off
.LBB0_149:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[16:17]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v42, 10, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v20, v42, s14
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[36:37], s9, v42
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v21, 31, v20
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[18:19], s[4:5], s[36:37]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[16:17], s[18:19]
	s_cbranch_execz .LBB0_151
; %bb.150:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[42:43], v[20:21], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[42:43], v22, off
.LBB0_151:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[16:17]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v22, 11, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v42, v22, s14
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[16:17], s9, v22
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v43, 31, v42
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[20:21], s[4:5], s[16:17]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_153
; %bb.152:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[44:45], v[42:43], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[44:45], v23, off
.LBB0_153:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[18:19]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v44, 16, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v22, v44, s14
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[18:19], s9, v44
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v23, 31, v22
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[22:23], s[4:5], s[18:19]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[20:21], s[22:23]
	s_cbranch_execz .LBB0_155
; %bb.154:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[44:45], v[22:23], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[44:45], v24, off
.LBB0_155:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[20:21]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v24, 17, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v44, v24, s14
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[20:21], s9, v24
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v45, 31, v44
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[24:25], s[4:5], s[20:21]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[22:23], s[24:25]
	s_cbranch_execz .LBB0_157
; %bb.156:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[46:47], v[44:45], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[46:47], v25, off
.LBB0_157:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[22:23]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v46, 18, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v24, v46, s14
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[22:23], s9, v46
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v25, 31, v24
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[26:27], s[4:5], s[22:23]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[24:25], s[26:27]
	s_cbranch_execz .LBB0_159
; %bb.158:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[46:47], v[24:25], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[46:47], v26, off
.LBB0_159:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[24:25]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v26, 19, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v46, v26, s14
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[24:25], s9, v26
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v47, 31, v46
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[28:29], s[4:5], s[24:25]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[26:27], s[28:29]
	s_cbranch_execz .LBB0_161
; %bb.160:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[48:49], v[46:47], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[48:49], v27, off
.LBB0_161:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[26:27]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v48, 24, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v26, v48, s14
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[26:27], s9, v48
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v27, 31, v26
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[30:31], s[4:5], s[26:27]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[28:29], s[30:31]
	s_cbranch_execz .LBB0_163
; %bb.162:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[48:49], v[26:27], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[48:49], v28, off
.LBB0_163:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[28:29]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v28, 25, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v48, v28, s14
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[28:29], s9, v28
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v49, 31, v48
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[34:35], s[4:5], s[28:29]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_165
; %bb.164:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[54:55], v[48:49], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[54:55], v29, off
.LBB0_165:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v51, 26, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v28, v51, s14
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[30:31], s9, v51
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v29, 31, v28
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[40:41], s[4:5], s[30:31]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[34:35], s[40:41]
	s_cbranch_execz .LBB0_167
; %bb.166:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[54:55], v[28:29], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[54:55], v30, off
.LBB0_167:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[34:35]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v30, 27, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v50, v30, s14
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[34:35], s9, v30
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v51, 31, v50
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[40:41], s[4:5], s[34:35]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[4:5], s[40:41]
	s_cbranch_execz .LBB0_169
; %bb.168:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[36:37], v[50:51], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[36:37], v31, off
.LBB0_169:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[4:5]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	v_or_b32_e32 v36, 64, v52
	.loc	1 70 17                         ; sources.py:70:17
	v_mul_lo_u32 v30, v36, s15
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_ashrrev_i32_e32 v31, 31, v30
	.loc	1 71 55 is_stmt 1               ; sources.py:71:55
	v_cmp_gt_i32_e64 s[4:5], s8, v36
	.loc	1 70 9                          ; sources.py:70:9
	v_lshl_add_u64 v[30:31], v[30:31], 2, s[6:7]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[8:9], vcc, s[4:5]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[6:7], s[8:9]
	s_cbranch_execnz .LBB0_186
; %bb.170:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[6:7]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[6:7], s[4:5], s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execnz .LBB0_187
.LBB0_171:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[2:3]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_188
.LBB0_172:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[38:39]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_189
.LBB0_173:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[10:11]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_190
.LBB0_174:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[12:13]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_191
.LBB0_175:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_192
.LBB0_176:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[16:17]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_193
.LBB0_177:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[18:19]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_194
.LBB0_178:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[20:21]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_195
.LBB0_179:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[22:23]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_196
.LBB0_180:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[24:25]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_197
.LBB0_181:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[26:27]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_198
.LBB0_182:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[28:29]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_199
.LBB0_183:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_200
.LBB0_184:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[0:1], s[4:5], s[34:35]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execnz .LBB0_201
.LBB0_185:
	.loc	1 53 1 is_stmt 1                ; sources.py:53:1
	s_endpgm
.LBB0_186:
	.loc	1 70 9                          ; sources.py:70:9
	v_lshl_add_u64 v[32:33], v[32:33], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[32:33], v0, off
	s_or_b64 exec, exec, s[6:7]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[6:7], s[4:5], s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_171
.LBB0_187:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[32:33], v[34:35], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[32:33], v1, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[2:3]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_172
.LBB0_188:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[16:17], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v2, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[38:39]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_173
.LBB0_189:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[38:39], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v3, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[10:11]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_174
.LBB0_190:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[18:19], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v4, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[12:13]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_175
.LBB0_191:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[40:41], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v5, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_176
.LBB0_192:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[20:21], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v6, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[16:17]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_177
.LBB0_193:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[42:43], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v7, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[18:19]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_178
.LBB0_194:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[22:23], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v8, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[20:21]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_179
.LBB0_195:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[44:45], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v9, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[22:23]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_180
.LBB0_196:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[24:25], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v10, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[24:25]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_181
.LBB0_197:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[46:47], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v11, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[26:27]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_182
.LBB0_198:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[26:27], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v12, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[28:29]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_183
.LBB0_199:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[48:49], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v13, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_184
.LBB0_200:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[28:29], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v14, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[0:1], s[4:5], s[34:35]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_185
.LBB0_201:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[50:51], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v15, off
	.loc	1 53 1                          ; sources.py:53:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	matmul, .Lfunc_end0-matmul
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 80
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
		.amdhsa_next_free_vgpr 196
		.amdhsa_next_free_sgpr 76
		.amdhsa_accum_offset 196
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
	.set .Lmatmul.num_vgpr, 196
	.set .Lmatmul.num_agpr, 0
	.set .Lmatmul.numbered_sgpr, 76
	.set .Lmatmul.num_named_barrier, 0
	.set .Lmatmul.private_seg_size, 0
	.set .Lmatmul.uses_vcc, 1
	.set .Lmatmul.uses_flat_scratch, 0
	.set .Lmatmul.has_dyn_sized_stack, 0
	.set .Lmatmul.has_recursion, 0
	.set .Lmatmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 7488
; TotalNumSgprs: 82
; NumVgprs: 196
; NumAgprs: 0
; TotalNumVgprs: 196
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 10
; VGPRBlocks: 24
; NumSGPRsForWavesPerEU: 82
; NumVGPRsForWavesPerEU: 196
; AccumOffset: 196
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 48
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
	.asciz	"kernels/triton"                ; string offset=18 ; kernels/triton
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
      - .offset:         36
        .size:           4
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .value_kind:     by_value
      - .offset:         56
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 512
    .name:           matmul
    .private_segment_fixed_size: 0
    .sgpr_count:     82
    .sgpr_spill_count: 0
    .symbol:         matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     196
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
