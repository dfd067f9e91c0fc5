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
; %bb.106:
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
; %bb.107:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 67 59 is_stmt 1               ; sources.py:67:59
	v_readfirstlane_b32 s46, v0
	.loc	1 71 5                          ; sources.py:71:5
	s_and_b32 s36, s46, 0xc0
	.loc	1 58 28                         ; sources.py:58:28
	v_and_b32_e32 v4, 63, v0
	v_or_b32_e32 v1, s36, v4
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_lshl_b32 s33, s16, 6
	.loc	1 58 28                         ; sources.py:58:28
	v_lshrrev_b32_e32 v2, 5, v1
	.loc	1 58 10                         ; sources.py:58:10
	v_or_b32_e32 v5, s33, v2
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	v_mul_lo_u32 v2, v5, s11
	.loc	1 58 28                         ; sources.py:58:28
	v_and_b32_e32 v48, 31, v0
	.loc	1 61 9                          ; sources.py:61:9
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[6:7], v[2:3], 1, s[2:3]
	.loc	1 61 43 is_stmt 0               ; sources.py:61:43
	v_mul_lo_u32 v2, s12, v48
	.loc	1 61 9                          ; sources.py:61:9
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	v_cmp_gt_i32_e32 vcc, s8, v5
	.loc	1 65 39 is_stmt 0               ; sources.py:65:39
	v_cmp_gt_i32_e64 s[18:19], s10, v48
	.loc	1 61 9 is_stmt 1                ; sources.py:61:9
	v_lshl_add_u64 v[16:17], v[2:3], 1, v[6:7]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[22:23], s[18:19], vcc
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[20:21], s[22:23]
	s_cbranch_execz .LBB0_2
; %bb.1:
	global_load_ushort v7, v[16:17], off
.LBB0_2:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[20:21]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	v_or_b32_e32 v10, 8, v5
	.loc	1 61 17                         ; sources.py:61:17
	v_mul_lo_u32 v8, v10, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[2:3]
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	v_cmp_gt_i32_e64 s[22:23], s8, v10
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[18:19], v[2:3], 1, v[8:9]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[24:25], s[18:19], s[22:23]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[20:21], s[24:25]
	s_cbranch_execz .LBB0_4
; %bb.3:
	global_load_ushort v6, v[18:19], off
.LBB0_4:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[20:21]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	v_or_b32_e32 v10, 16, v5
	.loc	1 61 17                         ; sources.py:61:17
	v_mul_lo_u32 v8, v10, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[2:3]
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	v_cmp_gt_i32_e64 s[20:21], s8, v10
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[20:21], v[2:3], 1, v[8:9]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[26:27], s[18:19], s[20:21]
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[24:25], s[26:27]
	s_cbranch_execz .LBB0_6
; %bb.5:
	global_load_ushort v9, v[20:21], off
.LBB0_6:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[24:25]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	v_or_b32_e32 v12, 24, v5
	.loc	1 61 17                         ; sources.py:61:17
	v_mul_lo_u32 v10, v12, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], v[10:11], 1, s[2:3]
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	v_cmp_gt_i32_e64 s[24:25], s8, v12
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[22:23], v[2:3], 1, v[10:11]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[28:29], s[18:19], s[24:25]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[26:27], s[28:29]
	s_cbranch_execz .LBB0_8
; %bb.7:
	global_load_ushort v8, v[22:23], off
.LBB0_8:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[26:27]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	v_or_b32_e32 v12, 32, v5
	.loc	1 61 17                         ; sources.py:61:17
	v_mul_lo_u32 v10, v12, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], v[10:11], 1, s[2:3]
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	v_cmp_gt_i32_e64 s[28:29], s8, v12
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[24:25], v[2:3], 1, v[10:11]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[30:31], s[18:19], s[28:29]
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[26:27], s[30:31]
	s_cbranch_execz .LBB0_10
; %bb.9:
	global_load_ushort v11, v[24:25], off
.LBB0_10:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[26:27]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	v_or_b32_e32 v14, 40, v5
	.loc	1 61 17                         ; sources.py:61:17
	v_mul_lo_u32 v12, v14, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], v[12:13], 1, s[2:3]
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	v_cmp_gt_i32_e64 s[30:31], s8, v14
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[26:27], v[2:3], 1, v[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[34:35], s[18:19], s[30:31]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[26:27], s[34:35]
	s_cbranch_execz .LBB0_12
; %bb.11:
	global_load_ushort v10, v[26:27], off
.LBB0_12:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[26:27]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	v_or_b32_e32 v14, 48, v5
	.loc	1 61 17                         ; sources.py:61:17
	v_mul_lo_u32 v12, v14, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], v[12:13], 1, s[2:3]
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	v_cmp_gt_i32_e64 s[26:27], s8, v14
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[28:29], v[2:3], 1, v[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[38:39], s[18:19], s[26:27]
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[34:35], s[38:39]
	s_cbranch_execz .LBB0_14
; %bb.13:
	global_load_ushort v13, v[28:29], off
.LBB0_14:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[34:35]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	v_or_b32_e32 v5, 56, v5
	.loc	1 61 17                         ; sources.py:61:17
	v_mul_lo_u32 v14, v5, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[14:15], v[14:15], 1, s[2:3]
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	v_cmp_gt_i32_e64 s[34:35], s8, v5
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[30:31], v[2:3], 1, v[14:15]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[18:19], s[18:19], s[34:35]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_16
; %bb.15:
	global_load_ushort v12, v[30:31], off
.LBB0_16:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[2:3]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_lshr_b32 s38, s36, 6
	s_mul_i32 s2, s38, s13
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s3, s2, 31
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	s_lshl_b32 s11, s17, 6
	.loc	1 62 9                          ; sources.py:62:9
	s_lshl_b64 s[16:17], s[2:3], 1
	.loc	1 59 10                         ; sources.py:59:10
	v_or_b32_e32 v4, s11, v4
	.loc	1 62 9                          ; sources.py:62:9
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	.loc	1 62 43 is_stmt 0               ; sources.py:62:43
	v_mul_lo_u32 v2, s14, v4
	.loc	1 62 9                          ; sources.py:62:9
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s38, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[32:33], v[2:3], 1, s[16:17]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 43 is_stmt 0               ; sources.py:66:43
	v_cmp_gt_i32_e64 s[18:19], s9, v4
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[36:37], s[18:19], s[16:17]
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	.loc	1 67 59 is_stmt 1               ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[36:37]
	s_cbranch_execz .LBB0_18
; %bb.17:
	global_load_ushort v5, v[32:33], off
.LBB0_18:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_cmp_gt_i32 s10, 0
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 62 17                         ; sources.py:62:17
	s_lshl2_add_u32 s36, s13, s2
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s37, s36, 31
	.loc	1 62 17                         ; sources.py:62:17
	s_or_b32 s14, s38, 4
	.loc	1 62 9                          ; sources.py:62:9
	s_lshl_b64 s[36:37], s[36:37], 1
	s_add_u32 s36, s4, s36
	s_addc_u32 s37, s5, s37
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s14, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[34:35], v[2:3], 1, s[36:37]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[36:37], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[36:37], s[18:19], s[36:37]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[40:41], s[16:17], s[36:37]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[36:37], s[40:41]
	s_cbranch_execz .LBB0_20
; %bb.19:
	global_load_ushort v4, v[34:35], off
.LBB0_20:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[36:37]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_lshl3_add_u32 s36, s13, s2
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s37, s36, 31
	.loc	1 62 17                         ; sources.py:62:17
	s_or_b32 s39, s38, 8
	.loc	1 62 9                          ; sources.py:62:9
	s_lshl_b64 s[36:37], s[36:37], 1
	s_add_u32 s36, s4, s36
	s_addc_u32 s37, s5, s37
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s39, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[36:37], v[2:3], 1, s[36:37]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[36:37], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[36:37], s[18:19], s[36:37]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[40:41], s[16:17], s[36:37]
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[36:37], s[40:41]
	s_cbranch_execz .LBB0_22
; %bb.21:
	global_load_ushort v15, v[36:37], off
.LBB0_22:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[36:37]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s3, s13, 12
	s_add_i32 s36, s2, s3
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s37, s36, 31
	.loc	1 62 17                         ; sources.py:62:17
	s_or_b32 s40, s38, 12
	.loc	1 62 9                          ; sources.py:62:9
	s_lshl_b64 s[36:37], s[36:37], 1
	s_add_u32 s36, s4, s36
	s_addc_u32 s37, s5, s37
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s40, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[38:39], v[2:3], 1, s[36:37]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[36:37], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[36:37], s[18:19], s[36:37]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[42:43], s[16:17], s[36:37]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[36:37], s[42:43]
	s_cbranch_execz .LBB0_24
; %bb.23:
	global_load_ushort v14, v[38:39], off
.LBB0_24:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[36:37]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_lshl4_add_u32 s36, s13, s2
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s37, s36, 31
	.loc	1 62 17                         ; sources.py:62:17
	s_or_b32 s41, s38, 16
	.loc	1 62 9                          ; sources.py:62:9
	s_lshl_b64 s[36:37], s[36:37], 1
	s_add_u32 s36, s4, s36
	s_addc_u32 s37, s5, s37
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s41, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[40:41], v[2:3], 1, s[36:37]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[36:37], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[36:37], s[18:19], s[36:37]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[42:43], s[16:17], s[36:37]
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v50, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[36:37], s[42:43]
	s_cbranch_execz .LBB0_26
; %bb.25:
	global_load_ushort v50, v[40:41], off
.LBB0_26:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[36:37]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s3, s13, 20
	s_add_i32 s36, s2, s3
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s37, s36, 31
	.loc	1 62 17                         ; sources.py:62:17
	s_or_b32 s42, s38, 20
	.loc	1 62 9                          ; sources.py:62:9
	s_lshl_b64 s[36:37], s[36:37], 1
	s_add_u32 s36, s4, s36
	s_addc_u32 s37, s5, s37
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s42, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[42:43], v[2:3], 1, s[36:37]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[36:37], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[36:37], s[18:19], s[36:37]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[44:45], s[16:17], s[36:37]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[36:37], s[44:45]
	s_cbranch_execz .LBB0_28
; %bb.27:
	global_load_ushort v49, v[42:43], off
.LBB0_28:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[36:37]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s3, s13, 24
	s_add_i32 s36, s2, s3
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s37, s36, 31
	.loc	1 62 17                         ; sources.py:62:17
	s_or_b32 s43, s38, 24
	.loc	1 62 9                          ; sources.py:62:9
	s_lshl_b64 s[36:37], s[36:37], 1
	s_add_u32 s36, s4, s36
	s_addc_u32 s37, s5, s37
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s43, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[44:45], v[2:3], 1, s[36:37]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[36:37], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[36:37], s[18:19], s[36:37]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[44:45], s[16:17], s[36:37]
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v52, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[36:37], s[44:45]
	s_cbranch_execz .LBB0_30
; %bb.29:
	global_load_ushort v52, v[44:45], off
.LBB0_30:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[36:37]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s3, s13, 28
	s_add_i32 s2, s2, s3
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s3, s2, 31
	.loc	1 62 17                         ; sources.py:62:17
	s_or_b32 s44, s38, 28
	.loc	1 62 9                          ; sources.py:62:9
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s44, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[46:47], v[2:3], 1, s[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[2:3], s[18:19], s[2:3]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[4:5], s[16:17], s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_32
; %bb.31:
	global_load_ushort v51, v[46:47], off
.LBB0_32:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_bfe_i32 s2, s46, 0x10007
	.loc	1 67 23                         ; sources.py:67:23
	v_lshlrev_b32_e32 v1, 1, v1
	s_and_b32 s2, s2, 0x110
	v_mov_b32_e32 v2, 0xfe
	v_bitop3_b32 v55, v1, s2, v2 bitop3:0x6c
	v_xor_b32_e32 v56, 32, v55
	v_add_u32_e32 v1, 0, v55
	v_add_u32_e32 v2, 0, v56
	v_xor_b32_e32 v57, 64, v55
	s_waitcnt vmcnt(0)
	ds_write_b16 v1, v7
	ds_write_b16 v1, v9 offset:1024
	ds_write_b16 v1, v11 offset:2048
	ds_write_b16 v1, v13 offset:3072
	ds_write_b16 v2, v6 offset:512
	ds_write_b16 v2, v8 offset:1536
	ds_write_b16 v2, v10 offset:2560
	ds_write_b16 v2, v12 offset:3584
	.loc	1 67 59 is_stmt 0               ; sources.py:67:59
	ds_write_b16 v1, v5 offset:8192
	ds_write_b16 v1, v50 offset:10240
	ds_write_b16 v2, v4 offset:8704
	ds_write_b16 v2, v49 offset:10752
	v_add_u32_e32 v1, 0, v57
	v_xor_b32_e32 v58, 0x60, v55
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_and_b32 s36, s46, 64
	.loc	1 67 59                         ; sources.py:67:59
	ds_write_b16 v1, v15 offset:9216
	ds_write_b16 v1, v52 offset:11264
	v_add_u32_e32 v1, 0, v58
	.loc	1 64 5                          ; sources.py:64:5
	s_sub_i32 s45, s10, 32
	.loc	1 67 23                         ; sources.py:67:23
	s_mov_b32 s48, 0
	.loc	1 67 59 is_stmt 0               ; sources.py:67:59
	ds_write_b16 v1, v14 offset:9728
	ds_write_b16 v1, v51 offset:11776
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_cmp_gt_i32 s45, 0
	v_lshlrev_b32_e32 v1, 5, v0
	v_lshlrev_b32_e32 v3, 3, v0
	v_lshlrev_b32_e32 v2, 1, v0
	s_cbranch_scc1 .LBB0_34
; %bb.33:                               ; %.._crit_edge_crit_edge
	.loc	1 67 59                         ; sources.py:67:59
	v_and_b32_e32 v4, 24, v3
	s_movk_i32 s2, 0x580
	v_and_or_b32 v4, v1, s2, v4
	s_movk_i32 s2, 0x70
	v_bitop3_b32 v4, v2, v4, s2 bitop3:0x6c
	v_xor_b32_e32 v53, s36, v4
	v_xor_b32_e32 v54, 0x220, v53
	s_mov_b64 s[2:3], 0
	s_branch .LBB0_35
.LBB0_34:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr53
                                        ; implicit-def: $vgpr54
.LBB0_35:                               ; %Flow30
	s_and_b32 s37, s46, 0x80
	s_and_b64 s[2:3], s[2:3], exec
	v_and_b32_e32 v49, 32, v0
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_lshlrev_b32_e32 v50, 6, v48
	v_lshlrev_b32_e32 v51, 2, v0
	v_lshrrev_b32_e32 v52, 1, v49
	s_cbranch_scc1 .LBB0_70
; %bb.36:                               ; %.lr.ph
	v_lshl_or_b32 v0, s37, 4, v50
	v_bitop3_b32 v4, v51, v52, 48 bitop3:0x6c
	v_or_b32_e32 v59, v0, v4
	v_bitop3_b32 v60, v0, 32, v4 bitop3:0x36
	v_and_b32_e32 v0, 24, v3
	s_movk_i32 s2, 0x580
	v_and_or_b32 v0, v1, s2, v0
	s_movk_i32 s2, 0x70
	v_bitop3_b32 v0, v2, v0, s2 bitop3:0x6c
	.loc	1 69 14 is_stmt 1               ; sources.py:69:14
	s_lshl_b32 s4, s13, 5
	.loc	1 68 14                         ; sources.py:68:14
	s_lshl_b32 s12, s12, 5
	v_xor_b32_e32 v53, s36, v0
	v_mov_b32_e32 v0, 0
	s_ashr_i32 s13, s12, 31
	s_ashr_i32 s5, s4, 31
	v_xor_b32_e32 v54, 0x220, v53
	v_xor_b32_e32 v61, 32, v53
	s_movk_i32 s46, 0x2000
	s_mov_b32 s47, 0
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
	s_mov_b32 s49, 0
	s_branch .LBB0_38
.LBB0_37:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 14 is_stmt 0                ; sources.py:0:14
	s_or_b64 exec, exec, s[2:3]
	.loc	1 67 59 is_stmt 1               ; sources.py:67:59
	v_add_u32_e32 v86, s46, v53
	v_add_u32_e32 v87, s46, v61
	ds_read_b64_tr_b16 v[88:89], v86
	ds_read_b64_tr_b16 v[90:91], v87 offset:512
	ds_read_b64_tr_b16 v[92:93], v86 offset:2048
	ds_read_b64_tr_b16 v[94:95], v87 offset:2560
	.loc	1 64 5                          ; sources.py:64:5
	s_add_i32 s2, s47, 1
	s_cmp_lt_i32 s2, 2
	.loc	1 67 16                         ; sources.py:67:16
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[0:15], v[88:91], v[66:69], v[0:15]
	.loc	1 64 5                          ; sources.py:64:5
	s_cselect_b32 s47, s2, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_lshl_b32 s48, s47, 12
	v_add_u32_e32 v66, s48, v55
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 67 59 is_stmt 0               ; sources.py:67:59
	s_add_i32 s46, s48, 0x2000
	.loc	1 67 16                         ; sources.py:67:16
	v_mfma_f32_32x32x16_f16 v[0:15], v[92:95], v[62:65], v[0:15]
	.loc	1 67 23                         ; sources.py:67:23
	v_add_u32_e32 v62, s48, v56
	s_waitcnt vmcnt(0)
	ds_write_b16 v62, v71 offset:512
	ds_write_b16 v62, v73 offset:1536
	ds_write_b16 v62, v75 offset:2560
	ds_write_b16 v62, v78 offset:3584
	.loc	1 67 59                         ; sources.py:67:59
	ds_write_b16 v66, v77 offset:8192
	ds_write_b16 v66, v82 offset:10240
	ds_write_b16 v62, v80 offset:8704
	ds_write_b16 v62, v84 offset:10752
	v_add_u32_e32 v62, s48, v57
	ds_write_b16 v62, v79 offset:9216
	ds_write_b16 v62, v83 offset:11264
	v_add_u32_e32 v62, s48, v58
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_cmp_lt_i32 s49, s45
	.loc	1 67 23                         ; sources.py:67:23
	ds_write_b16 v66, v70
	ds_write_b16 v66, v72 offset:1024
	ds_write_b16 v66, v74 offset:2048
	ds_write_b16 v66, v76 offset:3072
	.loc	1 67 59 is_stmt 0               ; sources.py:67:59
	ds_write_b16 v62, v81 offset:9728
	ds_write_b16 v62, v85 offset:11776
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_cbranch_scc0 .LBB0_71
.LBB0_38:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 64 5                          ; sources.py:64:5
	s_add_i32 s49, s49, 32
	.loc	1 65 39                         ; sources.py:65:39
	v_or_b32_e32 v62, s49, v48
	v_cmp_gt_i32_e64 s[2:3], s10, v62
	.loc	1 68 9                          ; sources.py:68:9
	v_lshl_add_u64 v[16:17], s[12:13], 1, v[16:17]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[50:51], vcc, s[2:3]
	v_mov_b32_e32 v70, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[50:51]
	s_cbranch_execz .LBB0_40
; %bb.39:                               ;   in Loop: Header=BB0_38 Depth=1
	global_load_ushort v70, v[16:17], off
.LBB0_40:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[18:19], s[12:13], 1, v[18:19]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[50:51], s[22:23], s[2:3]
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v71, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[50:51]
	s_cbranch_execz .LBB0_42
; %bb.41:                               ;   in Loop: Header=BB0_38 Depth=1
	global_load_ushort v71, v[18:19], off
.LBB0_42:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[20:21], s[12:13], 1, v[20:21]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[50:51], s[20:21], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[50:51]
	s_cbranch_execz .LBB0_44
; %bb.43:                               ;   in Loop: Header=BB0_38 Depth=1
	global_load_ushort v72, v[20:21], off
.LBB0_44:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[22:23], s[12:13], 1, v[22:23]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[50:51], s[24:25], s[2:3]
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v73, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[50:51]
	s_cbranch_execz .LBB0_46
; %bb.45:                               ;   in Loop: Header=BB0_38 Depth=1
	global_load_ushort v73, v[22:23], off
.LBB0_46:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[24:25], s[12:13], 1, v[24:25]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[50:51], s[28:29], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[50:51]
	s_cbranch_execz .LBB0_48
; %bb.47:                               ;   in Loop: Header=BB0_38 Depth=1
	global_load_ushort v74, v[24:25], off
.LBB0_48:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[26:27], s[12:13], 1, v[26:27]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[50:51], s[30:31], s[2:3]
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v75, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[50:51]
	s_cbranch_execz .LBB0_50
; %bb.49:                               ;   in Loop: Header=BB0_38 Depth=1
	global_load_ushort v75, v[26:27], off
.LBB0_50:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[28:29], s[12:13], 1, v[28:29]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[50:51], s[26:27], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[50:51]
	s_cbranch_execz .LBB0_52
; %bb.51:                               ;   in Loop: Header=BB0_38 Depth=1
	global_load_ushort v76, v[28:29], off
.LBB0_52:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[30:31], s[12:13], 1, v[30:31]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[16:17], s[34:35], s[2:3]
	v_mov_b32_e32 v77, 0
	v_mov_b32_e32 v78, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_54
; %bb.53:                               ;   in Loop: Header=BB0_38 Depth=1
	global_load_ushort v78, v[30:31], off
.LBB0_54:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	v_add_u32_e32 v62, s48, v59
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[66:69], v62
	v_add_u32_e32 v62, s48, v60
	ds_read_b128 v[62:65], v62
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s49, s38
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[32:33], s[4:5], 1, v[32:33]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], s[18:19], s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_56
; %bb.55:                               ;   in Loop: Header=BB0_38 Depth=1
	global_load_ushort v77, v[32:33], off
.LBB0_56:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s49, s14
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[34:35], s[4:5], 1, v[34:35]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], s[18:19], s[2:3]
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v80, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_58
; %bb.57:                               ;   in Loop: Header=BB0_38 Depth=1
	global_load_ushort v80, v[34:35], off
.LBB0_58:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s49, s39
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[36:37], s[4:5], 1, v[36:37]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], s[18:19], s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_60
; %bb.59:                               ;   in Loop: Header=BB0_38 Depth=1
	global_load_ushort v79, v[36:37], off
.LBB0_60:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s49, s40
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[38:39], s[4:5], 1, v[38:39]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], s[18:19], s[2:3]
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v81, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_62
; %bb.61:                               ;   in Loop: Header=BB0_38 Depth=1
	global_load_ushort v81, v[38:39], off
.LBB0_62:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s49, s41
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[40:41], s[4:5], 1, v[40:41]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], s[18:19], s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_64
; %bb.63:                               ;   in Loop: Header=BB0_38 Depth=1
	global_load_ushort v82, v[40:41], off
.LBB0_64:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s49, s42
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[42:43], s[4:5], 1, v[42:43]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], s[18:19], s[2:3]
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v84, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_66
; %bb.65:                               ;   in Loop: Header=BB0_38 Depth=1
	global_load_ushort v84, v[42:43], off
.LBB0_66:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s49, s43
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[44:45], s[4:5], 1, v[44:45]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], s[18:19], s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_68
; %bb.67:                               ;   in Loop: Header=BB0_38 Depth=1
	global_load_ushort v83, v[44:45], off
.LBB0_68:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s49, s44
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[46:47], s[4:5], 1, v[46:47]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], s[18:19], s[2:3]
	v_mov_b32_e32 v85, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_37
; %bb.69:                               ;   in Loop: Header=BB0_38 Depth=1
	global_load_ushort v85, v[46:47], off
	s_branch .LBB0_37
.LBB0_70:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	v_mov_b32_e32 v15, 0
	s_movk_i32 s46, 0x2000
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
.LBB0_71:                               ; %Flow31
	.loc	1 67 59 is_stmt 1               ; sources.py:67:59
	v_add_u32_e32 v16, s46, v53
	v_add_u32_e32 v18, s46, v54
	.loc	1 67 23 is_stmt 0               ; sources.py:67:23
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 67 59                         ; sources.py:67:59
	ds_read_b64_tr_b16 v[20:21], v16
	ds_read_b64_tr_b16 v[16:17], v16 offset:2048
	ds_read_b64_tr_b16 v[22:23], v18
	ds_read_b64_tr_b16 v[18:19], v18 offset:2048
	s_load_dword s2, s[0:1], 0x38
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_add_i32 s10, s10, 31
	s_cmp_lt_i32 s10, 32
	s_cbranch_scc1 .LBB0_73
; %bb.72:
	.loc	1 67 23                         ; sources.py:67:23
	s_lshl_b32 s0, s37, 4
	v_bitop3_b32 v24, v51, v52, 48 bitop3:0x6c
	v_or3_b32 v24, s0, v50, v24
	v_add_u32_e32 v25, s48, v24
	ds_read_b128 v[26:29], v25
	.loc	1 67 16 is_stmt 0               ; sources.py:67:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[20:23], v[26:29], v[0:15]
	.loc	1 67 23                         ; sources.py:67:23
	v_xad_u32 v20, v24, 32, s48
	ds_read_b128 v[20:23], v20
	.loc	1 67 16                         ; sources.py:67:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[16:19], v[20:23], v[0:15]
.LBB0_73:                               ; %._crit_edge._crit_edge
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v16, 2, v49
	s_lshr_b32 s0, s36, 1
	v_or_b32_e32 v19, s0, v16
	s_lshr_b32 s0, s37, 2
	s_or_b32 s0, s0, s33
	.loc	1 71 17                         ; sources.py:71:17
	s_nop 5
	v_cvt_pk_f16_f32 v17, v2, v3
	.loc	1 58 10                         ; sources.py:58:10
	v_or_b32_e32 v2, s0, v48
	.loc	1 71 17                         ; sources.py:71:17
	v_cvt_pk_f16_f32 v18, v0, v1
	.loc	1 59 10                         ; sources.py:59:10
	v_or_b32_e32 v3, s11, v19
	.loc	1 70 17                         ; sources.py:70:17
	v_mul_lo_u32 v0, v2, s15
	.loc	1 71 17                         ; sources.py:71:17
	v_cvt_pk_f16_f32 v16, v4, v5
	v_cvt_pk_f16_f32 v7, v6, v7
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 71 55                         ; sources.py:71:55
	v_cmp_gt_i32_e32 vcc, s8, v2
	.loc	1 71 75 is_stmt 0               ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v3
	.loc	1 71 17                         ; sources.py:71:17
	v_cvt_pk_f16_f32 v6, v8, v9
	v_cvt_pk_f16_f32 v5, v10, v11
	v_cvt_pk_f16_f32 v4, v12, v13
	v_cvt_pk_f16_f32 v2, v14, v15
	v_permlane32_swap_b32_e32 v18, v16
	v_permlane32_swap_b32_e32 v17, v7
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[0:1], 1, s[6:7]
	.loc	1 71 17                         ; sources.py:71:17
	v_permlane32_swap_b32_e32 v6, v4
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 71 17                         ; sources.py:71:17
	v_permlane32_swap_b32_e32 v5, v2
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_75
; %bb.74:
	.loc	1 0 5                           ; sources.py:0:5
	v_mul_lo_u32 v8, v3, s2
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 1, v[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_short v[8:9], v18, off
.LBB0_75:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v8, 1, v3
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v8
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_77
; %bb.76:
	.loc	1 70 43 is_stmt 1               ; sources.py:70:43
	v_mul_lo_u32 v8, v8, s2
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 1, v[0:1]
	.loc	1 71 5 is_stmt 1                ; sources.py:71:5
	global_store_short_d16_hi v[8:9], v18, off
.LBB0_77:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v8, 2, v3
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v8
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_79
; %bb.78:
	.loc	1 70 43 is_stmt 1               ; sources.py:70:43
	v_mul_lo_u32 v8, v8, s2
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 1, v[0:1]
	.loc	1 71 5 is_stmt 1                ; sources.py:71:5
	global_store_short v[8:9], v17, off
.LBB0_79:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v8, 3, v3
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v8
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_81
; %bb.80:
	.loc	1 70 43 is_stmt 1               ; sources.py:70:43
	v_mul_lo_u32 v8, v8, s2
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 1, v[0:1]
	.loc	1 71 5 is_stmt 1                ; sources.py:71:5
	global_store_short_d16_hi v[8:9], v17, off
.LBB0_81:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v8, 4, v3
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v8
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_83
; %bb.82:
	.loc	1 70 43 is_stmt 1               ; sources.py:70:43
	v_mul_lo_u32 v8, v8, s2
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 1, v[0:1]
	.loc	1 71 5 is_stmt 1                ; sources.py:71:5
	global_store_short v[8:9], v16, off
.LBB0_83:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v8, 5, v3
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v8
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_85
; %bb.84:
	.loc	1 70 43 is_stmt 1               ; sources.py:70:43
	v_mul_lo_u32 v8, v8, s2
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 1, v[0:1]
	.loc	1 71 5 is_stmt 1                ; sources.py:71:5
	global_store_short_d16_hi v[8:9], v16, off
.LBB0_85:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v8, 6, v3
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v8
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_87
; %bb.86:
	.loc	1 70 43 is_stmt 1               ; sources.py:70:43
	v_mul_lo_u32 v8, v8, s2
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 1, v[0:1]
	.loc	1 71 5 is_stmt 1                ; sources.py:71:5
	global_store_short v[8:9], v7, off
.LBB0_87:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v8, 7, v3
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v8
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_89
; %bb.88:
	.loc	1 70 43 is_stmt 1               ; sources.py:70:43
	v_mul_lo_u32 v8, v8, s2
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 1, v[0:1]
	.loc	1 71 5 is_stmt 1                ; sources.py:71:5
	global_store_short_d16_hi v[8:9], v7, off
.LBB0_89:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v7, 16, v3
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v7
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_91
; %bb.90:
	.loc	1 70 43 is_stmt 1               ; sources.py:70:43
	v_mul_lo_u32 v8, v7, s2
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 1, v[0:1]
	.loc	1 71 5 is_stmt 1                ; sources.py:71:5
	global_store_short v[8:9], v6, off
.LBB0_91:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v7, 17, v3
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v7
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_93
; %bb.92:
	.loc	1 70 43 is_stmt 1               ; sources.py:70:43
	v_mul_lo_u32 v8, v7, s2
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 1, v[0:1]
	.loc	1 71 5 is_stmt 1                ; sources.py:71:5
	global_store_short_d16_hi v[8:9], v6, off
.LBB0_93:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v6, 18, v3
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v6
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_95
; %bb.94:
	.loc	1 70 43 is_stmt 1               ; sources.py:70:43
	v_mul_lo_u32 v6, v6, s2
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 1, v[0:1]
	.loc	1 71 5 is_stmt 1                ; sources.py:71:5
	global_store_short v[6:7], v5, off
.LBB0_95:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v6, 19, v3
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v6
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_97
; %bb.96:
	.loc	1 70 43 is_stmt 1               ; sources.py:70:43
	v_mul_lo_u32 v6, v6, s2
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 1, v[0:1]
	.loc	1 71 5 is_stmt 1                ; sources.py:71:5
	global_store_short_d16_hi v[6:7], v5, off
.LBB0_97:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v5, 20, v3
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v5
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_99
; %bb.98:
	.loc	1 70 43 is_stmt 1               ; sources.py:70:43
	v_mul_lo_u32 v6, v5, s2
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 1, v[0:1]
	.loc	1 71 5 is_stmt 1                ; sources.py:71:5
	global_store_short v[6:7], v4, off
.LBB0_99:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v5, 21, v3
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v5
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_101
; %bb.100:
	.loc	1 70 43 is_stmt 1               ; sources.py:70:43
	v_mul_lo_u32 v6, v5, s2
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 1, v[0:1]
	.loc	1 71 5 is_stmt 1                ; sources.py:71:5
	global_store_short_d16_hi v[6:7], v4, off
.LBB0_101:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v4, 22, v3
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v4
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_103
; %bb.102:
	.loc	1 70 43 is_stmt 1               ; sources.py:70:43
	v_mul_lo_u32 v4, v4, s2
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, v[0:1]
	.loc	1 71 5 is_stmt 1                ; sources.py:71:5
	global_store_short v[4:5], v2, off
.LBB0_103:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v3, 23, v3
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v3
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_105
; %bb.104:
	.loc	1 70 43 is_stmt 1               ; sources.py:70:43
	v_mul_lo_u32 v4, v3, s2
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[0:1], v[4:5], 1, v[0:1]
	.loc	1 71 5 is_stmt 1                ; sources.py:71:5
	global_store_short_d16_hi v[0:1], v2, off
.LBB0_105:
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
		.amdhsa_next_free_vgpr 96
		.amdhsa_next_free_sgpr 52
		.amdhsa_accum_offset 96
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
	.set .Lmatmul.num_vgpr, 96
	.set .Lmatmul.num_agpr, 0
	.set .Lmatmul.numbered_sgpr, 52
	.set .Lmatmul.num_named_barrier, 0
	.set .Lmatmul.private_seg_size, 0
	.set .Lmatmul.uses_vcc, 1
	.set .Lmatmul.uses_flat_scratch, 0
	.set .Lmatmul.has_dyn_sized_stack, 0
	.set .Lmatmul.has_recursion, 0
	.set .Lmatmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4176
; TotalNumSgprs: 58
; NumVgprs: 96
; NumAgprs: 0
; TotalNumVgprs: 96
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 58
; NumVGPRsForWavesPerEU: 96
; AccumOffset: 96
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 23
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
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .symbol:         matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     96
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
