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
; %bb.170:
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
; %bb.171:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 67 59 is_stmt 1               ; sources.py:67:59
	v_readfirstlane_b32 s68, v0
	.loc	1 58 10                         ; sources.py:58:10
	s_lshl_b32 s33, s16, 6
	.loc	1 58 28 is_stmt 0               ; sources.py:58:28
	s_lshr_b32 s52, s68, 6
	.loc	1 58 10                         ; sources.py:58:10
	s_or_b32 s16, s52, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s18, s16, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s19, s18, 31
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	v_and_b32_e32 v80, 63, v0
	.loc	1 61 9                          ; sources.py:61:9
	s_add_u32 s18, s2, s18
	s_addc_u32 s19, s3, s19
	.loc	1 61 43 is_stmt 0               ; sources.py:61:43
	v_mul_lo_u32 v2, s12, v80
	.loc	1 61 9                          ; sources.py:61:9
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s16, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[16:17], s[18:19], 0, v[2:3]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[18:19], -1, 0
	.loc	1 65 39 is_stmt 0               ; sources.py:65:39
	v_cmp_gt_i32_e32 vcc, s10, v80
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[22:23], vcc, s[18:19]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v4, 0
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[20:21], s[22:23]
	s_cbranch_execz .LBB0_2
; %bb.1:
	global_load_ubyte v4, v[16:17], off
.LBB0_2:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[20:21]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s53, s52, 4
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s16, s53, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s20, s16, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s21, s20, 31
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s16, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[18:19], s[20:21], 0, v[2:3]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[20:21], -1, 0
	.loc	1 65 18 is_stmt 0               ; sources.py:65:18
	s_and_b64 s[24:25], vcc, s[20:21]
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[22:23], s[24:25]
	s_cbranch_execz .LBB0_4
; %bb.3:
	global_load_ubyte v1, v[18:19], off
.LBB0_4:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[22:23]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s54, s52, 8
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s16, s54, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s22, s16, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s23, s22, 31
	s_add_u32 s22, s2, s22
	s_addc_u32 s23, s3, s23
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s16, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[20:21], s[22:23], 0, v[2:3]
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
	global_load_ubyte v6, v[20:21], off
.LBB0_6:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[24:25]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s55, s52, 12
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s16, s55, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s24, s16, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s25, s24, 31
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s16, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[22:23], s[24:25], 0, v[2:3]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[24:25], -1, 0
	.loc	1 65 18 is_stmt 0               ; sources.py:65:18
	s_and_b64 s[28:29], vcc, s[24:25]
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[26:27], s[28:29]
	s_cbranch_execz .LBB0_8
; %bb.7:
	global_load_ubyte v5, v[22:23], off
.LBB0_8:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[26:27]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s56, s52, 16
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s16, s56, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s26, s16, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s27, s26, 31
	s_add_u32 s26, s2, s26
	s_addc_u32 s27, s3, s27
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s16, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[24:25], s[26:27], 0, v[2:3]
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
	global_load_ubyte v8, v[24:25], off
.LBB0_10:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[28:29]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s57, s52, 20
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s16, s57, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s28, s16, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s29, s28, 31
	s_add_u32 s28, s2, s28
	s_addc_u32 s29, s3, s29
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s16, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[26:27], s[28:29], 0, v[2:3]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[28:29], -1, 0
	.loc	1 65 18 is_stmt 0               ; sources.py:65:18
	s_and_b64 s[34:35], vcc, s[28:29]
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_12
; %bb.11:
	global_load_ubyte v7, v[26:27], off
.LBB0_12:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[30:31]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s58, s52, 24
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s16, s58, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s30, s16, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s31, s30, 31
	s_add_u32 s30, s2, s30
	s_addc_u32 s31, s3, s31
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s16, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[28:29], s[30:31], 0, v[2:3]
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
	global_load_ubyte v10, v[28:29], off
.LBB0_14:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[34:35]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s59, s52, 28
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s16, s59, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s34, s16, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s35, s34, 31
	s_add_u32 s34, s2, s34
	s_addc_u32 s35, s3, s35
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s16, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[30:31], s[34:35], 0, v[2:3]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[34:35], -1, 0
	.loc	1 65 18 is_stmt 0               ; sources.py:65:18
	s_and_b64 s[38:39], vcc, s[34:35]
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[36:37], s[38:39]
	s_cbranch_execz .LBB0_16
; %bb.15:
	global_load_ubyte v9, v[30:31], off
.LBB0_16:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[36:37]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s60, s52, 32
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s16, s60, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s36, s16, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s37, s36, 31
	s_add_u32 s36, s2, s36
	s_addc_u32 s37, s3, s37
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s16, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[32:33], s[36:37], 0, v[2:3]
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
	global_load_ubyte v12, v[32:33], off
.LBB0_18:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[38:39]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s61, s52, 36
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s16, s61, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s38, s16, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s39, s38, 31
	s_add_u32 s38, s2, s38
	s_addc_u32 s39, s3, s39
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s16, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[34:35], s[38:39], 0, v[2:3]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[38:39], -1, 0
	.loc	1 65 18 is_stmt 0               ; sources.py:65:18
	s_and_b64 s[42:43], vcc, s[38:39]
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[40:41], s[42:43]
	s_cbranch_execz .LBB0_20
; %bb.19:
	global_load_ubyte v11, v[34:35], off
.LBB0_20:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[40:41]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s62, s52, 40
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s16, s62, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s40, s16, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s41, s40, 31
	s_add_u32 s40, s2, s40
	s_addc_u32 s41, s3, s41
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s16, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[36:37], s[40:41], 0, v[2:3]
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
	global_load_ubyte v14, v[36:37], off
.LBB0_22:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[42:43]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s63, s52, 44
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s16, s63, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s42, s16, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s43, s42, 31
	s_add_u32 s42, s2, s42
	s_addc_u32 s43, s3, s43
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s16, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[38:39], s[42:43], 0, v[2:3]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[42:43], -1, 0
	.loc	1 65 18 is_stmt 0               ; sources.py:65:18
	s_and_b64 s[46:47], vcc, s[42:43]
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[44:45], s[46:47]
	s_cbranch_execz .LBB0_24
; %bb.23:
	global_load_ubyte v13, v[38:39], off
.LBB0_24:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[44:45]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s64, s52, 48
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s16, s64, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s44, s16, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s45, s44, 31
	s_add_u32 s44, s2, s44
	s_addc_u32 s45, s3, s45
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s16, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[40:41], s[44:45], 0, v[2:3]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[44:45], -1, 0
	.loc	1 65 18 is_stmt 0               ; sources.py:65:18
	s_and_b64 s[48:49], vcc, s[44:45]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v81, 0
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[46:47], s[48:49]
	s_cbranch_execz .LBB0_26
; %bb.25:
	global_load_ubyte v81, v[40:41], off
.LBB0_26:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[46:47]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s65, s52, 52
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s16, s65, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s46, s16, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s47, s46, 31
	s_add_u32 s46, s2, s46
	s_addc_u32 s47, s3, s47
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s16, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[42:43], s[46:47], 0, v[2:3]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[46:47], -1, 0
	.loc	1 65 18 is_stmt 0               ; sources.py:65:18
	s_and_b64 s[50:51], vcc, s[46:47]
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[48:49], s[50:51]
	s_cbranch_execz .LBB0_28
; %bb.27:
	global_load_ubyte v15, v[42:43], off
.LBB0_28:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[48:49]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s66, s52, 56
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s16, s66, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s48, s16, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s49, s48, 31
	s_add_u32 s48, s2, s48
	s_addc_u32 s49, s3, s49
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s16, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[44:45], s[48:49], 0, v[2:3]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[48:49], -1, 0
	.loc	1 65 18 is_stmt 0               ; sources.py:65:18
	s_and_b64 s[70:71], vcc, s[48:49]
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v83, 0
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[50:51], s[70:71]
	s_cbranch_execz .LBB0_30
; %bb.29:
	global_load_ubyte v83, v[44:45], off
.LBB0_30:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[50:51]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s67, s52, 60
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s16, s67, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s11, s16, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s50, s11, 31
	s_add_u32 s2, s2, s11
	s_addc_u32 s3, s3, s50
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s16, s8
	s_cselect_b64 s[50:51], -1, 0
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[46:47], s[2:3], 0, v[2:3]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[70:71], vcc, s[50:51]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[2:3], s[70:71]
	s_cbranch_execz .LBB0_32
; %bb.31:
	global_load_ubyte v82, v[46:47], off
.LBB0_32:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[2:3]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s69, s52, s13
	.loc	1 59 10                         ; sources.py:59:10
	s_lshl_b32 s11, s17, 6
	.loc	1 62 9                          ; sources.py:62:9
	s_ashr_i32 s3, s69, 31
	.loc	1 59 10                         ; sources.py:59:10
	v_or_b32_e32 v50, s11, v80
	.loc	1 62 9                          ; sources.py:62:9
	s_add_u32 s2, s4, s69
	s_addc_u32 s3, s5, s3
	.loc	1 62 43 is_stmt 0               ; sources.py:62:43
	v_mul_lo_u32 v2, s14, v50
	.loc	1 62 9                          ; sources.py:62:9
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s52, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[48:49], s[2:3], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 66 43 is_stmt 0               ; sources.py:66:43
	v_cmp_gt_i32_e32 vcc, s9, v50
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v85, 0
	.loc	1 67 59 is_stmt 1               ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_34
; %bb.33:
	global_load_ubyte v85, v[48:49], off
.LBB0_34:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_cmp_gt_i32 s10, 0
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 62 17                         ; sources.py:62:17
	s_lshl2_add_u32 s14, s13, s69
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s14, 31
	s_add_u32 s16, s4, s14
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s53, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[50:51], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[16:17]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[70:71], s[2:3], s[16:17]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[70:71]
	s_cbranch_execz .LBB0_36
; %bb.35:
	global_load_ubyte v84, v[50:51], off
.LBB0_36:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_lshl3_add_u32 s14, s13, s69
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s14, 31
	s_add_u32 s16, s4, s14
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s54, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[52:53], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[16:17]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[70:71], s[2:3], s[16:17]
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v87, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[70:71]
	s_cbranch_execz .LBB0_38
; %bb.37:
	global_load_ubyte v87, v[52:53], off
.LBB0_38:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s14, s13, 12
	s_add_i32 s14, s69, s14
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s14, 31
	s_add_u32 s16, s4, s14
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s55, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[54:55], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[16:17]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[70:71], s[2:3], s[16:17]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[70:71]
	s_cbranch_execz .LBB0_40
; %bb.39:
	global_load_ubyte v86, v[54:55], off
.LBB0_40:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_lshl4_add_u32 s14, s13, s69
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s14, 31
	s_add_u32 s16, s4, s14
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s56, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[56:57], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[16:17]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[70:71], s[2:3], s[16:17]
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v89, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[70:71]
	s_cbranch_execz .LBB0_42
; %bb.41:
	global_load_ubyte v89, v[56:57], off
.LBB0_42:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s14, s13, 20
	s_add_i32 s14, s69, s14
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s14, 31
	s_add_u32 s16, s4, s14
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s57, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[58:59], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[16:17]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[70:71], s[2:3], s[16:17]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[70:71]
	s_cbranch_execz .LBB0_44
; %bb.43:
	global_load_ubyte v88, v[58:59], off
.LBB0_44:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s14, s13, 24
	s_add_i32 s14, s69, s14
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s14, 31
	s_add_u32 s16, s4, s14
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s58, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[60:61], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[16:17]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[70:71], s[2:3], s[16:17]
	v_mov_b32_e32 v94, 0
	v_mov_b32_e32 v95, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[70:71]
	s_cbranch_execz .LBB0_46
; %bb.45:
	global_load_ubyte v95, v[60:61], off
.LBB0_46:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s14, s13, 28
	s_add_i32 s14, s69, s14
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s14, 31
	s_add_u32 s16, s4, s14
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s59, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[62:63], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[16:17]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[70:71], s[2:3], s[16:17]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[70:71]
	s_cbranch_execz .LBB0_48
; %bb.47:
	global_load_ubyte v94, v[62:63], off
.LBB0_48:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_lshl_b32 s14, s13, 5
	s_add_i32 s14, s69, s14
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s14, 31
	s_add_u32 s16, s4, s14
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s60, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[64:65], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[16:17]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[70:71], s[2:3], s[16:17]
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v97, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[70:71]
	s_cbranch_execz .LBB0_50
; %bb.49:
	global_load_ubyte v97, v[64:65], off
.LBB0_50:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s14, s13, 36
	s_add_i32 s14, s69, s14
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s14, 31
	s_add_u32 s16, s4, s14
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s61, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[66:67], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[16:17]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[70:71], s[2:3], s[16:17]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[70:71]
	s_cbranch_execz .LBB0_52
; %bb.51:
	global_load_ubyte v96, v[66:67], off
.LBB0_52:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s14, s13, 40
	s_add_i32 s14, s69, s14
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s14, 31
	s_add_u32 s16, s4, s14
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s62, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[68:69], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[16:17]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[70:71], s[2:3], s[16:17]
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v99, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[70:71]
	s_cbranch_execz .LBB0_54
; %bb.53:
	global_load_ubyte v99, v[68:69], off
.LBB0_54:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s14, s13, 44
	s_add_i32 s14, s69, s14
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s14, 31
	s_add_u32 s16, s4, s14
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s63, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[70:71], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[16:17]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[70:71], s[2:3], s[16:17]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[70:71]
	s_cbranch_execz .LBB0_56
; %bb.55:
	global_load_ubyte v98, v[70:71], off
.LBB0_56:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s14, s13, 48
	s_add_i32 s14, s69, s14
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s14, 31
	s_add_u32 s16, s4, s14
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s64, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[72:73], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[16:17]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[70:71], s[2:3], s[16:17]
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v101, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[70:71]
	s_cbranch_execz .LBB0_58
; %bb.57:
	global_load_ubyte v101, v[72:73], off
.LBB0_58:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s14, s13, 52
	s_add_i32 s14, s69, s14
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s14, 31
	s_add_u32 s16, s4, s14
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s65, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[74:75], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[16:17]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[70:71], s[2:3], s[16:17]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[70:71]
	s_cbranch_execz .LBB0_60
; %bb.59:
	global_load_ubyte v100, v[74:75], off
.LBB0_60:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s14, s13, 56
	s_add_i32 s14, s69, s14
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s14, 31
	s_add_u32 s16, s4, s14
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s66, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[76:77], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[16:17]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[70:71], s[2:3], s[16:17]
	v_mov_b32_e32 v102, 0
	v_mov_b32_e32 v103, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[70:71]
	s_cbranch_execz .LBB0_62
; %bb.61:
	global_load_ubyte v103, v[76:77], off
.LBB0_62:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s16, s13, 60
	s_add_i32 s69, s69, s16
	s_and_b32 s14, s68, 0xc0
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s16, s69, 31
	s_add_u32 s4, s4, s69
	s_addc_u32 s5, s5, s16
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s67, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[78:79], s[4:5], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[4:5], vcc, s[4:5]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[4:5], s[2:3], s[4:5]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_64
; %bb.63:
	global_load_ubyte v102, v[78:79], off
.LBB0_64:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	v_or_b32_e32 v90, s14, v80
	v_bitop3_b32 v91, s14, 16, v80 bitop3:0x36
	.loc	1 67 23                         ; sources.py:67:23
	v_add_u32_e32 v2, 0, v90
	v_add_u32_e32 v3, 0, v91
	v_bitop3_b32 v92, s14, 32, v80 bitop3:0x36
	v_bitop3_b32 v93, s14, 48, v80 bitop3:0x36
	.loc	1 58 28                         ; sources.py:58:28
	s_lshr_b32 s4, s68, 1
	.loc	1 67 23                         ; sources.py:67:23
	s_waitcnt vmcnt(0)
	ds_write_b8 v2, v4
	ds_write_b8 v2, v8 offset:1024
	ds_write_b8 v2, v12 offset:2048
	ds_write_b8 v2, v81 offset:3072
	ds_write_b8 v3, v1 offset:256
	ds_write_b8 v3, v7 offset:1280
	ds_write_b8 v3, v11 offset:2304
	ds_write_b8 v3, v15 offset:3328
	v_add_u32_e32 v1, 0, v92
	v_add_u32_e32 v4, 0, v93
	.loc	1 64 5                          ; sources.py:64:5
	s_sub_i32 s69, s10, 64
	.loc	1 67 23                         ; sources.py:67:23
	s_mov_b32 s73, 0
	ds_write_b8 v1, v6 offset:512
	ds_write_b8 v1, v10 offset:1536
	ds_write_b8 v1, v14 offset:2560
	ds_write_b8 v1, v83 offset:3584
	ds_write_b8 v4, v5 offset:768
	ds_write_b8 v4, v9 offset:1792
	ds_write_b8 v4, v13 offset:2816
	ds_write_b8 v4, v82 offset:3840
	.loc	1 67 59 is_stmt 0               ; sources.py:67:59
	ds_write_b8 v2, v85 offset:8192
	ds_write_b8 v2, v89 offset:9216
	ds_write_b8 v2, v97 offset:10240
	ds_write_b8 v2, v101 offset:11264
	ds_write_b8 v3, v84 offset:8448
	ds_write_b8 v3, v88 offset:9472
	ds_write_b8 v3, v96 offset:10496
	ds_write_b8 v3, v100 offset:11520
	ds_write_b8 v1, v87 offset:8704
	ds_write_b8 v1, v95 offset:9728
	ds_write_b8 v1, v99 offset:10752
	ds_write_b8 v1, v103 offset:11776
	ds_write_b8 v4, v86 offset:8960
	ds_write_b8 v4, v94 offset:9984
	ds_write_b8 v4, v98 offset:11008
	ds_write_b8 v4, v102 offset:12032
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_cmp_gt_i32 s69, 0
	v_lshlrev_b32_e32 v1, 5, v0
	v_lshlrev_b32_e32 v2, 3, v0
	v_and_b32_e32 v84, 8, v0
	v_and_b32_e32 v83, 16, v0
	s_cbranch_scc1 .LBB0_66
; %bb.65:                               ; %.._crit_edge_crit_edge
	.loc	1 67 59                         ; sources.py:67:59
	v_and_b32_e32 v85, 0x4c0, v1
	v_and_b32_e32 v86, 8, v2
	s_mov_b64 s[2:3], 0
	s_branch .LBB0_67
.LBB0_66:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr85
                                        ; implicit-def: $vgpr86
.LBB0_67:                               ; %Flow182
	s_and_b32 s14, s68, 0x80
	s_and_b32 s68, s4, 32
	s_and_b64 s[2:3], s[2:3], exec
	v_and_b32_e32 v81, 31, v0
	v_and_b32_e32 v82, 32, v0
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_lshlrev_b32_e32 v87, 6, v81
	v_lshlrev_b32_e32 v88, 2, v0
	v_lshrrev_b32_e32 v89, 1, v82
	s_cbranch_scc1 .LBB0_134
; %bb.68:                               ; %.lr.ph
	v_bfe_i32 v0, v0, 3, 1
	v_and_b32_e32 v85, 0x4c0, v1
	v_and_b32_e32 v0, 0x110, v0
	v_and_b32_e32 v86, 8, v2
	v_bitop3_b32 v0, v0, v83, v85 bitop3:0x36
	v_or_b32_e32 v0, v86, v0
	.loc	1 69 14 is_stmt 1               ; sources.py:69:14
	s_lshl_b32 s4, s13, 6
	.loc	1 68 14                         ; sources.py:68:14
	s_lshl_b32 s12, s12, 6
	v_lshl_or_b32 v3, s14, 4, v87
	v_bitop3_b32 v4, v88, v89, 48 bitop3:0x6c
	v_or_b32_e32 v96, s68, v0
	v_bitop3_b32 v97, v0, 32, s68 bitop3:0x36
	v_mov_b32_e32 v0, 0
	s_ashr_i32 s13, s12, 31
	s_ashr_i32 s5, s4, 31
	v_or_b32_e32 v94, v3, v4
	v_bitop3_b32 v95, v3, 32, v4 bitop3:0x36
	s_movk_i32 s70, 0x2000
	s_mov_b32 s71, 0
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
	s_mov_b32 s72, 0
	s_branch .LBB0_70
.LBB0_69:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 14 is_stmt 0                ; sources.py:0:14
	s_or_b64 exec, exec, s[2:3]
	.loc	1 67 59 is_stmt 1               ; sources.py:67:59
	v_add_u32_e32 v138, s70, v96
	v_add_u32_e32 v139, s70, v97
	ds_read_b64_tr_b8 v[140:141], v138
	ds_read_b64_tr_b8 v[144:145], v138 offset:2048
	ds_read_b64_tr_b8 v[142:143], v139 offset:512
	ds_read_b64_tr_b8 v[146:147], v139 offset:2560
	.loc	1 64 5                          ; sources.py:64:5
	s_add_i32 s2, s71, 1
	s_cmp_lt_i32 s2, 2
	s_cselect_b32 s71, s2, 0
	.loc	1 67 16                         ; sources.py:67:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[140:147], v[98:105], v[0:15]
	.loc	1 67 23 is_stmt 0               ; sources.py:67:23
	s_lshl_b32 s73, s71, 12
	.loc	1 67 59                         ; sources.py:67:59
	s_add_i32 s70, s73, 0x2000
	.loc	1 67 23                         ; sources.py:67:23
	v_add_u32_e32 v138, s73, v90
	v_add_u32_e32 v98, s73, v91
	v_add_u32_e32 v99, s73, v92
	v_add_u32_e32 v100, s73, v93
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_cmp_lt_i32 s72, s69
	.loc	1 67 23                         ; sources.py:67:23
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b8 v138, v106
	ds_write_b8 v138, v110 offset:1024
	ds_write_b8 v138, v114 offset:2048
	ds_write_b8 v138, v118 offset:3072
	ds_write_b8 v98, v108 offset:256
	ds_write_b8 v98, v112 offset:1280
	ds_write_b8 v98, v116 offset:2304
	ds_write_b8 v98, v120 offset:3328
	ds_write_b8 v99, v107 offset:512
	ds_write_b8 v99, v111 offset:1536
	ds_write_b8 v99, v115 offset:2560
	ds_write_b8 v99, v119 offset:3584
	ds_write_b8 v100, v109 offset:768
	ds_write_b8 v100, v113 offset:1792
	ds_write_b8 v100, v117 offset:2816
	ds_write_b8 v100, v122 offset:3840
	.loc	1 67 59 is_stmt 0               ; sources.py:67:59
	ds_write_b8 v138, v121 offset:8192
	ds_write_b8 v138, v126 offset:9216
	ds_write_b8 v138, v130 offset:10240
	ds_write_b8 v138, v134 offset:11264
	ds_write_b8 v98, v124 offset:8448
	ds_write_b8 v98, v128 offset:9472
	ds_write_b8 v98, v132 offset:10496
	ds_write_b8 v98, v136 offset:11520
	ds_write_b8 v99, v123 offset:8704
	ds_write_b8 v99, v127 offset:9728
	ds_write_b8 v99, v131 offset:10752
	ds_write_b8 v99, v135 offset:11776
	ds_write_b8 v100, v125 offset:8960
	ds_write_b8 v100, v129 offset:9984
	ds_write_b8 v100, v133 offset:11008
	ds_write_b8 v100, v137 offset:12032
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_cbranch_scc0 .LBB0_135
.LBB0_70:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 64 5                          ; sources.py:64:5
	s_add_i32 s72, s72, 64
	.loc	1 65 39                         ; sources.py:65:39
	v_or_b32_e32 v98, s72, v80
	v_cmp_gt_i32_e64 s[2:3], s10, v98
	.loc	1 68 9                          ; sources.py:68:9
	v_lshl_add_u64 v[16:17], v[16:17], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[74:75], s[18:19], s[2:3]
	v_mov_b32_e32 v106, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[74:75]
	s_cbranch_execz .LBB0_72
; %bb.71:                               ;   in Loop: Header=BB0_70 Depth=1
	global_load_ubyte v106, v[16:17], off
.LBB0_72:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[18:19], v[18:19], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[74:75], s[20:21], s[2:3]
	v_mov_b32_e32 v107, 0
	v_mov_b32_e32 v108, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[74:75]
	s_cbranch_execz .LBB0_74
; %bb.73:                               ;   in Loop: Header=BB0_70 Depth=1
	global_load_ubyte v108, v[18:19], off
.LBB0_74:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[20:21], v[20:21], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[74:75], s[22:23], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[74:75]
	s_cbranch_execz .LBB0_76
; %bb.75:                               ;   in Loop: Header=BB0_70 Depth=1
	global_load_ubyte v107, v[20:21], off
.LBB0_76:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[22:23], v[22:23], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[74:75], s[24:25], s[2:3]
	v_mov_b32_e32 v110, 0
	v_mov_b32_e32 v109, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[74:75]
	s_cbranch_execz .LBB0_78
; %bb.77:                               ;   in Loop: Header=BB0_70 Depth=1
	global_load_ubyte v109, v[22:23], off
.LBB0_78:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[24:25], v[24:25], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[74:75], s[26:27], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[74:75]
	s_cbranch_execz .LBB0_80
; %bb.79:                               ;   in Loop: Header=BB0_70 Depth=1
	global_load_ubyte v110, v[24:25], off
.LBB0_80:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[26:27], v[26:27], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[74:75], s[28:29], s[2:3]
	v_mov_b32_e32 v111, 0
	v_mov_b32_e32 v112, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[74:75]
	s_cbranch_execz .LBB0_82
; %bb.81:                               ;   in Loop: Header=BB0_70 Depth=1
	global_load_ubyte v112, v[26:27], off
.LBB0_82:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[28:29], v[28:29], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[74:75], s[30:31], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[74:75]
	s_cbranch_execz .LBB0_84
; %bb.83:                               ;   in Loop: Header=BB0_70 Depth=1
	global_load_ubyte v111, v[28:29], off
.LBB0_84:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[30:31], v[30:31], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[74:75], s[34:35], s[2:3]
	v_mov_b32_e32 v114, 0
	v_mov_b32_e32 v113, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[74:75]
	s_cbranch_execz .LBB0_86
; %bb.85:                               ;   in Loop: Header=BB0_70 Depth=1
	global_load_ubyte v113, v[30:31], off
.LBB0_86:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[32:33], v[32:33], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[74:75], s[36:37], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[74:75]
	s_cbranch_execz .LBB0_88
; %bb.87:                               ;   in Loop: Header=BB0_70 Depth=1
	global_load_ubyte v114, v[32:33], off
.LBB0_88:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[34:35], v[34:35], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[74:75], s[38:39], s[2:3]
	v_mov_b32_e32 v115, 0
	v_mov_b32_e32 v116, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[74:75]
	s_cbranch_execz .LBB0_90
; %bb.89:                               ;   in Loop: Header=BB0_70 Depth=1
	global_load_ubyte v116, v[34:35], off
.LBB0_90:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[36:37], v[36:37], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[74:75], s[40:41], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[74:75]
	s_cbranch_execz .LBB0_92
; %bb.91:                               ;   in Loop: Header=BB0_70 Depth=1
	global_load_ubyte v115, v[36:37], off
.LBB0_92:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[38:39], v[38:39], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[74:75], s[42:43], s[2:3]
	v_mov_b32_e32 v118, 0
	v_mov_b32_e32 v117, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[74:75]
	s_cbranch_execz .LBB0_94
; %bb.93:                               ;   in Loop: Header=BB0_70 Depth=1
	global_load_ubyte v117, v[38:39], off
.LBB0_94:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[40:41], v[40:41], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[74:75], s[44:45], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[74:75]
	s_cbranch_execz .LBB0_96
; %bb.95:                               ;   in Loop: Header=BB0_70 Depth=1
	global_load_ubyte v118, v[40:41], off
.LBB0_96:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[42:43], v[42:43], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[74:75], s[46:47], s[2:3]
	v_mov_b32_e32 v119, 0
	v_mov_b32_e32 v120, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[74:75]
	s_cbranch_execz .LBB0_98
; %bb.97:                               ;   in Loop: Header=BB0_70 Depth=1
	global_load_ubyte v120, v[42:43], off
.LBB0_98:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[44:45], v[44:45], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[74:75], s[48:49], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[74:75]
	s_cbranch_execz .LBB0_100
; %bb.99:                               ;   in Loop: Header=BB0_70 Depth=1
	global_load_ubyte v119, v[44:45], off
.LBB0_100:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[46:47], v[46:47], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[16:17], s[50:51], s[2:3]
	v_mov_b32_e32 v121, 0
	v_mov_b32_e32 v122, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_102
; %bb.101:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ubyte v122, v[46:47], off
.LBB0_102:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	v_add_u32_e32 v98, s73, v94
	v_add_u32_e32 v102, s73, v95
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[98:101], v98
	.loc	1 67 59                         ; sources.py:67:59
	ds_read_b128 v[102:105], v102
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s72, s52
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[48:49], v[48:49], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_104
; %bb.103:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ubyte v121, v[48:49], off
.LBB0_104:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s72, s53
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[50:51], v[50:51], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v123, 0
	v_mov_b32_e32 v124, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_106
; %bb.105:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ubyte v124, v[50:51], off
.LBB0_106:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s72, s54
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[52:53], v[52:53], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_108
; %bb.107:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ubyte v123, v[52:53], off
.LBB0_108:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s72, s55
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[54:55], v[54:55], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v126, 0
	v_mov_b32_e32 v125, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_110
; %bb.109:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ubyte v125, v[54:55], off
.LBB0_110:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s72, s56
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[56:57], v[56:57], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_112
; %bb.111:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ubyte v126, v[56:57], off
.LBB0_112:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s72, s57
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[58:59], v[58:59], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v127, 0
	v_mov_b32_e32 v128, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_114
; %bb.113:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ubyte v128, v[58:59], off
.LBB0_114:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s72, s58
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[60:61], v[60:61], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_116
; %bb.115:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ubyte v127, v[60:61], off
.LBB0_116:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s72, s59
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[62:63], v[62:63], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v130, 0
	v_mov_b32_e32 v129, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_118
; %bb.117:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ubyte v129, v[62:63], off
.LBB0_118:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s72, s60
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[64:65], v[64:65], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_120
; %bb.119:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ubyte v130, v[64:65], off
.LBB0_120:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s72, s61
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[66:67], v[66:67], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v131, 0
	v_mov_b32_e32 v132, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_122
; %bb.121:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ubyte v132, v[66:67], off
.LBB0_122:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s72, s62
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[68:69], v[68:69], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_124
; %bb.123:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ubyte v131, v[68:69], off
.LBB0_124:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s72, s63
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[70:71], v[70:71], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v134, 0
	v_mov_b32_e32 v133, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_126
; %bb.125:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ubyte v133, v[70:71], off
.LBB0_126:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s72, s64
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[72:73], v[72:73], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_128
; %bb.127:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ubyte v134, v[72:73], off
.LBB0_128:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s72, s65
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[74:75], v[74:75], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v135, 0
	v_mov_b32_e32 v136, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_130
; %bb.129:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ubyte v136, v[74:75], off
.LBB0_130:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s72, s66
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[76:77], v[76:77], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_132
; %bb.131:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ubyte v135, v[76:77], off
.LBB0_132:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s72, s67
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[78:79], v[78:79], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v137, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_69
; %bb.133:                              ;   in Loop: Header=BB0_70 Depth=1
	global_load_ubyte v137, v[78:79], off
	s_branch .LBB0_69
.LBB0_134:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	v_mov_b32_e32 v15, 0
	s_movk_i32 s70, 0x2000
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
.LBB0_135:                              ; %Flow183
	.loc	1 67 59 is_stmt 1               ; sources.py:67:59
	v_mov_b32_e32 v16, 0x110
	v_cmp_eq_u32_e32 vcc, 0, v84
	.loc	1 67 23 is_stmt 0               ; sources.py:67:23
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 67 59                         ; sources.py:67:59
	v_cndmask_b32_e64 v16, v16, 0, vcc
	v_bitop3_b32 v16, v16, v83, v85 bitop3:0x36
	v_or3_b32 v16, v86, v16, s68
	v_add_u32_e32 v18, s70, v16
	v_xad_u32 v22, v16, 32, s70
	ds_read_b64_tr_b8 v[16:17], v18
	ds_read_b64_tr_b8 v[20:21], v18 offset:2048
	ds_read_b64_tr_b8 v[18:19], v22 offset:512
	ds_read_b64_tr_b8 v[22:23], v22 offset:2560
	s_load_dword s2, s[0:1], 0x38
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_add_i32 s10, s10, 63
	s_cmp_lt_i32 s10, 64
	s_cbranch_scc1 .LBB0_137
; %bb.136:
	.loc	1 67 23                         ; sources.py:67:23
	s_lshl_b32 s0, s14, 4
	v_bitop3_b32 v24, v88, v89, 48 bitop3:0x6c
	v_or3_b32 v24, s0, v87, v24
	v_xad_u32 v25, v24, 32, s73
	v_add_u32_e32 v24, s73, v24
	ds_read_b128 v[28:31], v25
	ds_read_b128 v[24:27], v24
	.loc	1 67 16 is_stmt 0               ; sources.py:67:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[16:23], v[24:31], v[0:15]
.LBB0_137:                              ; %._crit_edge._crit_edge
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_lshr_b32 s0, s14, 2
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v16, 3, v82
	s_or_b32 s0, s0, s33
	v_or_b32_e32 v16, s68, v16
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	v_or_b32_e32 v19, s0, v81
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v18, s11, v16
	.loc	1 70 17                         ; sources.py:70:17
	v_mul_lo_u32 v16, v19, s15
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_ashrrev_i32_e32 v17, 31, v16
	.loc	1 71 55 is_stmt 1               ; sources.py:71:55
	v_cmp_gt_i32_e32 vcc, s8, v19
	.loc	1 71 75 is_stmt 0               ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v18
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[6:7]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_139
; %bb.138:
	.loc	1 0 5                           ; sources.py:0:5
	v_mul_lo_u32 v20, v18, s2
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[16:17]
	.loc	1 71 5                          ; sources.py:71:5
	s_nop 1
	global_store_dword v[20:21], v0, off
.LBB0_139:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	s_nop 3
	v_or_b32_e32 v0, 1, v18
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_141
; %bb.140:
	.loc	1 70 43 is_stmt 1               ; sources.py:70:43
	v_mul_lo_u32 v20, v0, s2
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[16:17]
	.loc	1 71 5 is_stmt 1                ; sources.py:71:5
	global_store_dword v[20:21], v1, off
.LBB0_141:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v0, 2, v18
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_143
; %bb.142:
	.loc	1 70 43 is_stmt 1               ; sources.py:70:43
	v_mul_lo_u32 v0, v0, s2
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 71 5 is_stmt 1                ; sources.py:71:5
	global_store_dword v[0:1], v2, off
.LBB0_143:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v0, 3, v18
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_145
; %bb.144:
	.loc	1 70 43 is_stmt 1               ; sources.py:70:43
	v_mul_lo_u32 v0, v0, s2
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 71 5 is_stmt 1                ; sources.py:71:5
	global_store_dword v[0:1], v3, off
.LBB0_145:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v0, 8, v18
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_147
; %bb.146:
	.loc	1 70 43 is_stmt 1               ; sources.py:70:43
	v_mul_lo_u32 v0, v0, s2
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 71 5 is_stmt 1                ; sources.py:71:5
	global_store_dword v[0:1], v4, off
.LBB0_147:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v0, 9, v18
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_149
; %bb.148:
	.loc	1 70 43 is_stmt 1               ; sources.py:70:43
	v_mul_lo_u32 v0, v0, s2
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 71 5 is_stmt 1                ; sources.py:71:5
	global_store_dword v[0:1], v5, off
.LBB0_149:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v0, 10, v18
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_151
; %bb.150:
	.loc	1 70 43 is_stmt 1               ; sources.py:70:43
	v_mul_lo_u32 v0, v0, s2
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 71 5 is_stmt 1                ; sources.py:71:5
	global_store_dword v[0:1], v6, off
.LBB0_151:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v0, 11, v18
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_153
; %bb.152:
	.loc	1 70 43 is_stmt 1               ; sources.py:70:43
	v_mul_lo_u32 v0, v0, s2
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 71 5 is_stmt 1                ; sources.py:71:5
	global_store_dword v[0:1], v7, off
.LBB0_153:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v0, 16, v18
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_155
; %bb.154:
	.loc	1 70 43 is_stmt 1               ; sources.py:70:43
	v_mul_lo_u32 v0, v0, s2
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 71 5 is_stmt 1                ; sources.py:71:5
	global_store_dword v[0:1], v8, off
.LBB0_155:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v0, 17, v18
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_157
; %bb.156:
	.loc	1 70 43 is_stmt 1               ; sources.py:70:43
	v_mul_lo_u32 v0, v0, s2
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 71 5 is_stmt 1                ; sources.py:71:5
	global_store_dword v[0:1], v9, off
.LBB0_157:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v0, 18, v18
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_159
; %bb.158:
	.loc	1 70 43 is_stmt 1               ; sources.py:70:43
	v_mul_lo_u32 v0, v0, s2
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 71 5 is_stmt 1                ; sources.py:71:5
	global_store_dword v[0:1], v10, off
.LBB0_159:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v0, 19, v18
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_161
; %bb.160:
	.loc	1 70 43 is_stmt 1               ; sources.py:70:43
	v_mul_lo_u32 v0, v0, s2
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 71 5 is_stmt 1                ; sources.py:71:5
	global_store_dword v[0:1], v11, off
.LBB0_161:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v0, 24, v18
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_163
; %bb.162:
	.loc	1 70 43 is_stmt 1               ; sources.py:70:43
	v_mul_lo_u32 v0, v0, s2
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 71 5 is_stmt 1                ; sources.py:71:5
	global_store_dword v[0:1], v12, off
.LBB0_163:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v0, 25, v18
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_165
; %bb.164:
	.loc	1 70 43 is_stmt 1               ; sources.py:70:43
	v_mul_lo_u32 v0, v0, s2
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 71 5 is_stmt 1                ; sources.py:71:5
	global_store_dword v[0:1], v13, off
.LBB0_165:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v0, 26, v18
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_167
; %bb.166:
	.loc	1 70 43 is_stmt 1               ; sources.py:70:43
	v_mul_lo_u32 v0, v0, s2
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 71 5 is_stmt 1                ; sources.py:71:5
	global_store_dword v[0:1], v14, off
.LBB0_167:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v0, 27, v18
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_169
; %bb.168:
	.loc	1 70 43 is_stmt 1               ; sources.py:70:43
	v_mul_lo_u32 v0, v0, s2
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 71 5 is_stmt 1                ; sources.py:71:5
	global_store_dword v[0:1], v15, off
.LBB0_169:
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
		.amdhsa_next_free_vgpr 148
		.amdhsa_next_free_sgpr 76
		.amdhsa_accum_offset 148
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
	.set .Lmatmul.num_vgpr, 148
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
; codeLenInByte = 6016
; TotalNumSgprs: 82
; NumVgprs: 148
; NumAgprs: 0
; TotalNumVgprs: 148
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 10
; VGPRBlocks: 18
; NumSGPRsForWavesPerEU: 82
; NumVGPRsForWavesPerEU: 148
; AccumOffset: 148
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 36
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
    .max_flat_workgroup_size: 256
    .name:           matmul
    .private_segment_fixed_size: 0
    .sgpr_count:     82
    .sgpr_spill_count: 0
    .symbol:         matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     148
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
