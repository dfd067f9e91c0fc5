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
	v_readfirstlane_b32 s62, v0
	.loc	1 71 5                          ; sources.py:71:5
	s_and_b32 s52, s62, 0xc0
	.loc	1 58 28                         ; sources.py:58:28
	v_and_b32_e32 v4, 63, v0
	v_or_b32_e32 v1, s52, v4
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_lshl_b32 s33, s16, 7
	.loc	1 58 28                         ; sources.py:58:28
	v_lshrrev_b32_e32 v2, 5, v1
	.loc	1 58 10                         ; sources.py:58:10
	v_or_b32_e32 v5, s33, v2
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	v_mul_lo_u32 v2, v5, s11
	.loc	1 58 28                         ; sources.py:58:28
	v_and_b32_e32 v80, 31, v0
	.loc	1 61 9                          ; sources.py:61:9
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[6:7], v[2:3], 1, s[2:3]
	.loc	1 61 43 is_stmt 0               ; sources.py:61:43
	v_mul_lo_u32 v2, s12, v80
	.loc	1 61 9                          ; sources.py:61:9
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	v_cmp_gt_i32_e32 vcc, s8, v5
	.loc	1 65 39 is_stmt 0               ; sources.py:65:39
	v_cmp_gt_i32_e64 s[36:37], s10, v80
	.loc	1 61 9 is_stmt 1                ; sources.py:61:9
	v_lshl_add_u64 v[32:33], v[2:3], 1, v[6:7]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[20:21], s[36:37], vcc
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_2
; %bb.1:
	global_load_ushort v7, v[32:33], off
.LBB0_2:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[18:19]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	v_or_b32_e32 v10, 8, v5
	.loc	1 61 17                         ; sources.py:61:17
	v_mul_lo_u32 v8, v10, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[2:3]
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	v_cmp_gt_i32_e64 s[40:41], s8, v10
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[34:35], v[2:3], 1, v[8:9]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[20:21], s[36:37], s[40:41]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_4
; %bb.3:
	global_load_ushort v6, v[34:35], off
.LBB0_4:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[18:19]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	v_or_b32_e32 v10, 16, v5
	.loc	1 61 17                         ; sources.py:61:17
	v_mul_lo_u32 v8, v10, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[2:3]
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	v_cmp_gt_i32_e64 s[38:39], s8, v10
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[36:37], v[2:3], 1, v[8:9]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[20:21], s[36:37], s[38:39]
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_6
; %bb.5:
	global_load_ushort v9, v[36:37], off
.LBB0_6:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[18:19]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	v_or_b32_e32 v12, 24, v5
	.loc	1 61 17                         ; sources.py:61:17
	v_mul_lo_u32 v10, v12, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], v[10:11], 1, s[2:3]
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	v_cmp_gt_i32_e64 s[44:45], s8, v12
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[38:39], v[2:3], 1, v[10:11]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[20:21], s[36:37], s[44:45]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_8
; %bb.7:
	global_load_ushort v8, v[38:39], off
.LBB0_8:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[18:19]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	v_or_b32_e32 v12, 32, v5
	.loc	1 61 17                         ; sources.py:61:17
	v_mul_lo_u32 v10, v12, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], v[10:11], 1, s[2:3]
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	v_cmp_gt_i32_e64 s[46:47], s8, v12
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[40:41], v[2:3], 1, v[10:11]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[20:21], s[36:37], s[46:47]
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_10
; %bb.9:
	global_load_ushort v11, v[40:41], off
.LBB0_10:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[18:19]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	v_or_b32_e32 v14, 40, v5
	.loc	1 61 17                         ; sources.py:61:17
	v_mul_lo_u32 v12, v14, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], v[12:13], 1, s[2:3]
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	v_cmp_gt_i32_e64 s[48:49], s8, v14
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[42:43], v[2:3], 1, v[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[20:21], s[36:37], s[48:49]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_12
; %bb.11:
	global_load_ushort v10, v[42:43], off
.LBB0_12:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[18:19]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	v_or_b32_e32 v14, 48, v5
	.loc	1 61 17                         ; sources.py:61:17
	v_mul_lo_u32 v12, v14, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], v[12:13], 1, s[2:3]
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	v_cmp_gt_i32_e64 s[42:43], s8, v14
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[44:45], v[2:3], 1, v[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[20:21], s[36:37], s[42:43]
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_14
; %bb.13:
	global_load_ushort v13, v[44:45], off
.LBB0_14:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[18:19]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	v_or_b32_e32 v16, 56, v5
	.loc	1 61 17                         ; sources.py:61:17
	v_mul_lo_u32 v14, v16, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[14:15], v[14:15], 1, s[2:3]
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	v_cmp_gt_i32_e64 s[50:51], s8, v16
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[46:47], v[2:3], 1, v[14:15]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[20:21], s[36:37], s[50:51]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_16
; %bb.15:
	global_load_ushort v12, v[46:47], off
.LBB0_16:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[18:19]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	v_or_b32_e32 v16, 64, v5
	.loc	1 61 17                         ; sources.py:61:17
	v_mul_lo_u32 v14, v16, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[14:15], v[14:15], 1, s[2:3]
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	v_cmp_gt_i32_e64 s[18:19], s8, v16
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[48:49], v[2:3], 1, v[14:15]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[22:23], s[36:37], s[18:19]
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[20:21], s[22:23]
	s_cbranch_execz .LBB0_18
; %bb.17:
	global_load_ushort v15, v[48:49], off
.LBB0_18:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[20:21]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	v_or_b32_e32 v18, 0x48, v5
	.loc	1 61 17                         ; sources.py:61:17
	v_mul_lo_u32 v16, v18, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 1, s[2:3]
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	v_cmp_gt_i32_e64 s[20:21], s8, v18
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[50:51], v[2:3], 1, v[16:17]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[24:25], s[36:37], s[20:21]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[22:23], s[24:25]
	s_cbranch_execz .LBB0_20
; %bb.19:
	global_load_ushort v14, v[50:51], off
.LBB0_20:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[22:23]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	v_or_b32_e32 v18, 0x50, v5
	.loc	1 61 17                         ; sources.py:61:17
	v_mul_lo_u32 v16, v18, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 1, s[2:3]
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	v_cmp_gt_i32_e64 s[22:23], s8, v18
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[52:53], v[2:3], 1, v[16:17]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[26:27], s[36:37], s[22:23]
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[24:25], s[26:27]
	s_cbranch_execz .LBB0_22
; %bb.21:
	global_load_ushort v17, v[52:53], off
.LBB0_22:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[24:25]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	v_or_b32_e32 v20, 0x58, v5
	.loc	1 61 17                         ; sources.py:61:17
	v_mul_lo_u32 v18, v20, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], v[18:19], 1, s[2:3]
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	v_cmp_gt_i32_e64 s[24:25], s8, v20
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[54:55], v[2:3], 1, v[18:19]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[28:29], s[36:37], s[24:25]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[26:27], s[28:29]
	s_cbranch_execz .LBB0_24
; %bb.23:
	global_load_ushort v16, v[54:55], off
.LBB0_24:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[26:27]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	v_or_b32_e32 v20, 0x60, v5
	.loc	1 61 17                         ; sources.py:61:17
	v_mul_lo_u32 v18, v20, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], v[18:19], 1, s[2:3]
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	v_cmp_gt_i32_e64 s[26:27], s8, v20
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[56:57], v[2:3], 1, v[18:19]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[30:31], s[36:37], s[26:27]
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[28:29], s[30:31]
	s_cbranch_execz .LBB0_26
; %bb.25:
	global_load_ushort v19, v[56:57], off
.LBB0_26:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[28:29]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	v_or_b32_e32 v22, 0x68, v5
	.loc	1 61 17                         ; sources.py:61:17
	v_mul_lo_u32 v20, v22, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[2:3]
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	v_cmp_gt_i32_e64 s[28:29], s8, v22
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[58:59], v[2:3], 1, v[20:21]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[34:35], s[36:37], s[28:29]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_28
; %bb.27:
	global_load_ushort v18, v[58:59], off
.LBB0_28:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[30:31]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	v_or_b32_e32 v22, 0x70, v5
	.loc	1 61 17                         ; sources.py:61:17
	v_mul_lo_u32 v20, v22, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[2:3]
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	v_cmp_gt_i32_e64 s[30:31], s8, v22
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[60:61], v[2:3], 1, v[20:21]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[54:55], s[36:37], s[30:31]
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[34:35], s[54:55]
	s_cbranch_execz .LBB0_30
; %bb.29:
	global_load_ushort v21, v[60:61], off
.LBB0_30:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[34:35]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	v_or_b32_e32 v5, 0x78, v5
	.loc	1 61 17                         ; sources.py:61:17
	v_mul_lo_u32 v22, v5, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshl_add_u64 v[22:23], v[22:23], 1, s[2:3]
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	v_cmp_gt_i32_e64 s[34:35], s8, v5
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[62:63], v[2:3], 1, v[22:23]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[36:37], s[36:37], s[34:35]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[2:3], s[36:37]
	s_cbranch_execz .LBB0_32
; %bb.31:
	global_load_ushort v20, v[62:63], off
.LBB0_32:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[2:3]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_lshr_b32 s54, s52, 6
	s_mul_i32 s2, s54, s13
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
	s_cmp_lt_i32 s54, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[64:65], v[2:3], 1, s[16:17]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 43 is_stmt 0               ; sources.py:66:43
	v_cmp_gt_i32_e64 s[36:37], s9, v4
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[52:53], s[36:37], s[16:17]
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	.loc	1 67 59 is_stmt 1               ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[52:53]
	s_cbranch_execz .LBB0_34
; %bb.33:
	global_load_ushort v5, v[64:65], off
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
	s_or_b32 s55, s54, 4
	.loc	1 62 9                          ; sources.py:62:9
	s_lshl_b64 s[52:53], s[52:53], 1
	s_add_u32 s52, s4, s52
	s_addc_u32 s53, s5, s53
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s55, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[66:67], v[2:3], 1, s[52:53]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[52:53], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[52:53], s[36:37], s[52:53]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[56:57], s[16:17], s[52:53]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[52:53], s[56:57]
	s_cbranch_execz .LBB0_36
; %bb.35:
	global_load_ushort v4, v[66:67], off
.LBB0_36:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[52:53]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_lshl3_add_u32 s52, s13, s2
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s53, s52, 31
	.loc	1 62 17                         ; sources.py:62:17
	s_or_b32 s56, s54, 8
	.loc	1 62 9                          ; sources.py:62:9
	s_lshl_b64 s[52:53], s[52:53], 1
	s_add_u32 s52, s4, s52
	s_addc_u32 s53, s5, s53
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s56, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[68:69], v[2:3], 1, s[52:53]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[52:53], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[52:53], s[36:37], s[52:53]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[58:59], s[16:17], s[52:53]
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[52:53], s[58:59]
	s_cbranch_execz .LBB0_38
; %bb.37:
	global_load_ushort v23, v[68:69], off
.LBB0_38:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[52:53]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s3, s13, 12
	s_add_i32 s52, s2, s3
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s53, s52, 31
	.loc	1 62 17                         ; sources.py:62:17
	s_or_b32 s57, s54, 12
	.loc	1 62 9                          ; sources.py:62:9
	s_lshl_b64 s[52:53], s[52:53], 1
	s_add_u32 s52, s4, s52
	s_addc_u32 s53, s5, s53
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s57, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[70:71], v[2:3], 1, s[52:53]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[52:53], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[52:53], s[36:37], s[52:53]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[58:59], s[16:17], s[52:53]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[52:53], s[58:59]
	s_cbranch_execz .LBB0_40
; %bb.39:
	global_load_ushort v22, v[70:71], off
.LBB0_40:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[52:53]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_lshl4_add_u32 s52, s13, s2
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s53, s52, 31
	.loc	1 62 17                         ; sources.py:62:17
	s_or_b32 s58, s54, 16
	.loc	1 62 9                          ; sources.py:62:9
	s_lshl_b64 s[52:53], s[52:53], 1
	s_add_u32 s52, s4, s52
	s_addc_u32 s53, s5, s53
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s58, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[72:73], v[2:3], 1, s[52:53]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[52:53], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[52:53], s[36:37], s[52:53]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[60:61], s[16:17], s[52:53]
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[52:53], s[60:61]
	s_cbranch_execz .LBB0_42
; %bb.41:
	global_load_ushort v25, v[72:73], off
.LBB0_42:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[52:53]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s3, s13, 20
	s_add_i32 s52, s2, s3
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s53, s52, 31
	.loc	1 62 17                         ; sources.py:62:17
	s_or_b32 s59, s54, 20
	.loc	1 62 9                          ; sources.py:62:9
	s_lshl_b64 s[52:53], s[52:53], 1
	s_add_u32 s52, s4, s52
	s_addc_u32 s53, s5, s53
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s59, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[74:75], v[2:3], 1, s[52:53]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[52:53], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[52:53], s[36:37], s[52:53]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[60:61], s[16:17], s[52:53]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[52:53], s[60:61]
	s_cbranch_execz .LBB0_44
; %bb.43:
	global_load_ushort v24, v[74:75], off
.LBB0_44:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[52:53]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s3, s13, 24
	s_add_i32 s52, s2, s3
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s53, s52, 31
	.loc	1 62 17                         ; sources.py:62:17
	s_or_b32 s60, s54, 24
	.loc	1 62 9                          ; sources.py:62:9
	s_lshl_b64 s[52:53], s[52:53], 1
	s_add_u32 s52, s4, s52
	s_addc_u32 s53, s5, s53
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s60, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[76:77], v[2:3], 1, s[52:53]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[52:53], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[52:53], s[36:37], s[52:53]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[64:65], s[16:17], s[52:53]
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[52:53], s[64:65]
	s_cbranch_execz .LBB0_46
; %bb.45:
	global_load_ushort v27, v[76:77], off
.LBB0_46:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[52:53]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s3, s13, 28
	s_add_i32 s2, s2, s3
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s3, s2, 31
	.loc	1 62 17                         ; sources.py:62:17
	s_or_b32 s53, s54, 28
	.loc	1 62 9                          ; sources.py:62:9
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s53, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[78:79], v[2:3], 1, s[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[2:3], s[36:37], s[2:3]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[4:5], s[16:17], s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_48
; %bb.47:
	global_load_ushort v26, v[78:79], off
.LBB0_48:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_bfe_i32 s2, s62, 0x10007
	.loc	1 67 23                         ; sources.py:67:23
	v_lshlrev_b32_e32 v1, 1, v1
	s_and_b32 s2, s2, 0x110
	v_mov_b32_e32 v2, 0xfe
	v_bitop3_b32 v86, v1, s2, v2 bitop3:0x6c
	v_xor_b32_e32 v87, 32, v86
	v_add_u32_e32 v1, 0, v86
	v_add_u32_e32 v2, 0, v87
	v_xor_b32_e32 v88, 64, v86
	s_waitcnt vmcnt(0)
	ds_write_b16 v1, v7
	ds_write_b16 v1, v9 offset:1024
	ds_write_b16 v1, v11 offset:2048
	ds_write_b16 v1, v13 offset:3072
	ds_write_b16 v1, v15 offset:4096
	ds_write_b16 v1, v17 offset:5120
	ds_write_b16 v1, v19 offset:6144
	ds_write_b16 v1, v21 offset:7168
	ds_write_b16 v2, v6 offset:512
	ds_write_b16 v2, v8 offset:1536
	ds_write_b16 v2, v10 offset:2560
	ds_write_b16 v2, v12 offset:3584
	ds_write_b16 v2, v14 offset:4608
	ds_write_b16 v2, v16 offset:5632
	ds_write_b16 v2, v18 offset:6656
	ds_write_b16 v2, v20 offset:7680
	.loc	1 67 59 is_stmt 0               ; sources.py:67:59
	ds_write_b16 v1, v5 offset:16384
	ds_write_b16 v1, v25 offset:18432
	ds_write_b16 v2, v4 offset:16896
	ds_write_b16 v2, v24 offset:18944
	v_add_u32_e32 v1, 0, v88
	v_xor_b32_e32 v89, 0x60, v86
	.loc	1 59 28 is_stmt 1               ; sources.py:59:28
	s_and_b32 s14, s62, 64
	.loc	1 67 59                         ; sources.py:67:59
	ds_write_b16 v1, v23 offset:17408
	ds_write_b16 v1, v27 offset:19456
	v_add_u32_e32 v1, 0, v89
	.loc	1 64 5                          ; sources.py:64:5
	s_sub_i32 s61, s10, 32
	.loc	1 67 23                         ; sources.py:67:23
	s_mov_b32 s63, 0
	.loc	1 67 59 is_stmt 0               ; sources.py:67:59
	ds_write_b16 v1, v22 offset:17920
	ds_write_b16 v1, v26 offset:19968
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_cmp_gt_i32 s61, 0
	v_lshlrev_b32_e32 v1, 5, v0
	v_lshlrev_b32_e32 v3, 3, v0
	v_lshlrev_b32_e32 v2, 1, v0
	s_cbranch_scc1 .LBB0_50
; %bb.49:                               ; %.._crit_edge_crit_edge
	.loc	1 67 59                         ; sources.py:67:59
	v_and_b32_e32 v4, 24, v3
	s_movk_i32 s2, 0x580
	v_and_or_b32 v4, v1, s2, v4
	s_movk_i32 s2, 0x70
	v_bitop3_b32 v4, v2, v4, s2 bitop3:0x6c
	v_xor_b32_e32 v84, s14, v4
	v_xor_b32_e32 v85, 0x220, v84
	s_mov_b64 s[2:3], 0
	s_branch .LBB0_51
.LBB0_50:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr84
                                        ; implicit-def: $vgpr85
.LBB0_51:                               ; %Flow54
	s_and_b32 s52, s62, 0x80
	s_and_b64 s[2:3], s[2:3], exec
	v_and_b32_e32 v81, 32, v0
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_lshlrev_b32_e32 v83, 2, v0
	v_lshrrev_b32_e32 v82, 1, v81
	s_cbranch_scc1 .LBB0_102
; %bb.52:                               ; %.lr.ph
	v_lshlrev_b32_e32 v0, 6, v80
	v_and_b32_e32 v4, 48, v83
	s_lshl_b32 s2, s52, 4
	v_or_b32_e32 v5, v0, v4
	v_bitop3_b32 v0, v0, v82, v4 bitop3:0x36
	v_bitop3_b32 v90, s2, v5, v82 bitop3:0xf6
	v_bitop3_b32 v91, s2, 32, v0 bitop3:0x36
	v_and_b32_e32 v0, 24, v3
	s_movk_i32 s2, 0x580
	v_and_or_b32 v0, v1, s2, v0
	s_movk_i32 s2, 0x70
	v_bitop3_b32 v0, v2, v0, s2 bitop3:0x6c
	.loc	1 69 14 is_stmt 1               ; sources.py:69:14
	s_lshl_b32 s4, s13, 5
	.loc	1 68 14                         ; sources.py:68:14
	s_lshl_b32 s12, s12, 5
	v_xor_b32_e32 v84, s14, v0
	v_mov_b32_e32 v16, 0
	s_ashr_i32 s13, s12, 31
	s_ashr_i32 s5, s4, 31
	v_xor_b32_e32 v85, 0x220, v84
	v_xor_b32_e32 v92, 32, v84
	s_movk_i32 s62, 0x4000
	s_mov_b32 s64, 0
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
	s_mov_b32 s65, 0
	s_branch .LBB0_54
.LBB0_53:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 14 is_stmt 0                ; sources.py:0:14
	s_or_b64 exec, exec, s[2:3]
	.loc	1 67 59 is_stmt 1               ; sources.py:67:59
	v_add_u32_e32 v133, s62, v84
	v_add_u32_e32 v134, s62, v92
	ds_read_b64_tr_b16 v[136:137], v133
	ds_read_b64_tr_b16 v[138:139], v134 offset:512
	ds_read_b64_tr_b16 v[140:141], v133 offset:2048
	ds_read_b64_tr_b16 v[142:143], v134 offset:2560
	.loc	1 64 5                          ; sources.py:64:5
	s_add_i32 s2, s64, 1
	.loc	1 67 16                         ; sources.py:67:16
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[136:139], v[106:109], v[16:31]
	.loc	1 64 5                          ; sources.py:64:5
	s_cmp_lt_i32 s2, 2
	s_cselect_b32 s64, s2, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_lshl_b32 s63, s64, 13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 67 59 is_stmt 0               ; sources.py:67:59
	s_lshl_b32 s2, s64, 12
	.loc	1 67 16                         ; sources.py:67:16
	v_mfma_f32_32x32x16_bf16 v[0:15], v[136:139], v[98:101], v[0:15]
	.loc	1 67 59                         ; sources.py:67:59
	s_add_i32 s62, s2, 0x4000
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_cmp_lt_i32 s65, s61
	.loc	1 67 16                         ; sources.py:67:16
	v_mfma_f32_32x32x16_bf16 v[16:31], v[140:143], v[102:105], v[16:31]
	.loc	1 67 23 is_stmt 0               ; sources.py:67:23
	v_add_u32_e32 v102, s63, v86
	s_waitcnt vmcnt(0)
	ds_write_b16 v102, v93
	ds_write_b16 v102, v111 offset:1024
	ds_write_b16 v102, v113 offset:2048
	ds_write_b16 v102, v115 offset:3072
	ds_write_b16 v102, v117 offset:4096
	ds_write_b16 v102, v119 offset:5120
	v_add_u32_e32 v93, s63, v87
	ds_write_b16 v93, v110 offset:512
	ds_write_b16 v93, v112 offset:1536
	ds_write_b16 v93, v114 offset:2560
	ds_write_b16 v93, v116 offset:3584
	ds_write_b16 v93, v118 offset:4608
	ds_write_b16 v93, v120 offset:5632
	ds_write_b16 v93, v122 offset:6656
	ds_write_b16 v93, v125 offset:7680
	.loc	1 67 59                         ; sources.py:67:59
	v_add_u32_e32 v93, s2, v86
	.loc	1 67 23                         ; sources.py:67:23
	ds_write_b16 v102, v121 offset:6144
	ds_write_b16 v102, v123 offset:7168
	.loc	1 67 16                         ; sources.py:67:16
	v_mfma_f32_32x32x16_bf16 v[0:15], v[140:143], v[94:97], v[0:15]
	.loc	1 67 59                         ; sources.py:67:59
	ds_write_b16 v93, v124 offset:16384
	ds_write_b16 v93, v129 offset:18432
	v_add_u32_e32 v93, s2, v87
	ds_write_b16 v93, v127 offset:16896
	ds_write_b16 v93, v131 offset:18944
	v_add_u32_e32 v93, s2, v88
	ds_write_b16 v93, v126 offset:17408
	ds_write_b16 v93, v130 offset:19456
	v_add_u32_e32 v93, s2, v89
	ds_write_b16 v93, v128 offset:17920
	ds_write_b16 v93, v132 offset:19968
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_cbranch_scc0 .LBB0_103
.LBB0_54:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 64 5                          ; sources.py:64:5
	s_add_i32 s65, s65, 32
	.loc	1 65 39                         ; sources.py:65:39
	v_or_b32_e32 v93, s65, v80
	v_cmp_gt_i32_e64 s[2:3], s10, v93
	.loc	1 68 9                          ; sources.py:68:9
	v_lshl_add_u64 v[32:33], s[12:13], 1, v[32:33]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[66:67], vcc, s[2:3]
	v_mov_b32_e32 v93, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[66:67]
	s_cbranch_execz .LBB0_56
; %bb.55:                               ;   in Loop: Header=BB0_54 Depth=1
	global_load_ushort v93, v[32:33], off
.LBB0_56:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[34:35], s[12:13], 1, v[34:35]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[66:67], s[40:41], s[2:3]
	v_mov_b32_e32 v111, 0
	v_mov_b32_e32 v110, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[66:67]
	s_cbranch_execz .LBB0_58
; %bb.57:                               ;   in Loop: Header=BB0_54 Depth=1
	global_load_ushort v110, v[34:35], off
.LBB0_58:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[36:37], s[12:13], 1, v[36:37]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[66:67], s[38:39], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[66:67]
	s_cbranch_execz .LBB0_60
; %bb.59:                               ;   in Loop: Header=BB0_54 Depth=1
	global_load_ushort v111, v[36:37], off
.LBB0_60:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[38:39], s[12:13], 1, v[38:39]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[66:67], s[44:45], s[2:3]
	v_mov_b32_e32 v113, 0
	v_mov_b32_e32 v112, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[66:67]
	s_cbranch_execz .LBB0_62
; %bb.61:                               ;   in Loop: Header=BB0_54 Depth=1
	global_load_ushort v112, v[38:39], off
.LBB0_62:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[40:41], s[12:13], 1, v[40:41]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[66:67], s[46:47], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[66:67]
	s_cbranch_execz .LBB0_64
; %bb.63:                               ;   in Loop: Header=BB0_54 Depth=1
	global_load_ushort v113, v[40:41], off
.LBB0_64:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[42:43], s[12:13], 1, v[42:43]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[66:67], s[48:49], s[2:3]
	v_mov_b32_e32 v115, 0
	v_mov_b32_e32 v114, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[66:67]
	s_cbranch_execz .LBB0_66
; %bb.65:                               ;   in Loop: Header=BB0_54 Depth=1
	global_load_ushort v114, v[42:43], off
.LBB0_66:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[44:45], s[12:13], 1, v[44:45]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[66:67], s[42:43], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[66:67]
	s_cbranch_execz .LBB0_68
; %bb.67:                               ;   in Loop: Header=BB0_54 Depth=1
	global_load_ushort v115, v[44:45], off
.LBB0_68:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[46:47], s[12:13], 1, v[46:47]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[66:67], s[50:51], s[2:3]
	v_mov_b32_e32 v117, 0
	v_mov_b32_e32 v116, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[66:67]
	s_cbranch_execz .LBB0_70
; %bb.69:                               ;   in Loop: Header=BB0_54 Depth=1
	global_load_ushort v116, v[46:47], off
.LBB0_70:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[48:49], s[12:13], 1, v[48:49]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[66:67], s[18:19], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[66:67]
	s_cbranch_execz .LBB0_72
; %bb.71:                               ;   in Loop: Header=BB0_54 Depth=1
	global_load_ushort v117, v[48:49], off
.LBB0_72:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[50:51], s[12:13], 1, v[50:51]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[66:67], s[20:21], s[2:3]
	v_mov_b32_e32 v119, 0
	v_mov_b32_e32 v118, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[66:67]
	s_cbranch_execz .LBB0_74
; %bb.73:                               ;   in Loop: Header=BB0_54 Depth=1
	global_load_ushort v118, v[50:51], off
.LBB0_74:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[52:53], s[12:13], 1, v[52:53]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[66:67], s[22:23], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[66:67]
	s_cbranch_execz .LBB0_76
; %bb.75:                               ;   in Loop: Header=BB0_54 Depth=1
	global_load_ushort v119, v[52:53], off
.LBB0_76:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[54:55], s[12:13], 1, v[54:55]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[66:67], s[24:25], s[2:3]
	v_mov_b32_e32 v121, 0
	v_mov_b32_e32 v120, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[66:67]
	s_cbranch_execz .LBB0_78
; %bb.77:                               ;   in Loop: Header=BB0_54 Depth=1
	global_load_ushort v120, v[54:55], off
.LBB0_78:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[56:57], s[12:13], 1, v[56:57]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[66:67], s[26:27], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[66:67]
	s_cbranch_execz .LBB0_80
; %bb.79:                               ;   in Loop: Header=BB0_54 Depth=1
	global_load_ushort v121, v[56:57], off
.LBB0_80:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[58:59], s[12:13], 1, v[58:59]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[66:67], s[28:29], s[2:3]
	v_mov_b32_e32 v123, 0
	v_mov_b32_e32 v122, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[66:67]
	s_cbranch_execz .LBB0_82
; %bb.81:                               ;   in Loop: Header=BB0_54 Depth=1
	global_load_ushort v122, v[58:59], off
.LBB0_82:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[60:61], s[12:13], 1, v[60:61]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[66:67], s[30:31], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[66:67]
	s_cbranch_execz .LBB0_84
; %bb.83:                               ;   in Loop: Header=BB0_54 Depth=1
	global_load_ushort v123, v[60:61], off
.LBB0_84:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[62:63], s[12:13], 1, v[62:63]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[16:17], s[34:35], s[2:3]
	v_mov_b32_e32 v124, 0
	v_mov_b32_e32 v125, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_86
; %bb.85:                               ;   in Loop: Header=BB0_54 Depth=1
	global_load_ushort v125, v[62:63], off
.LBB0_86:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	v_add_u32_e32 v94, s63, v90
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[106:109], v94
	ds_read_b128 v[98:101], v94 offset:4096
	v_add_u32_e32 v94, s63, v91
	ds_read_b128 v[102:105], v94
	ds_read_b128 v[94:97], v94 offset:4096
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s65, s54
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[64:65], s[4:5], 1, v[64:65]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], s[36:37], s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_88
; %bb.87:                               ;   in Loop: Header=BB0_54 Depth=1
	global_load_ushort v124, v[64:65], off
.LBB0_88:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s65, s55
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[66:67], s[4:5], 1, v[66:67]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], s[36:37], s[2:3]
	v_mov_b32_e32 v126, 0
	v_mov_b32_e32 v127, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_90
; %bb.89:                               ;   in Loop: Header=BB0_54 Depth=1
	global_load_ushort v127, v[66:67], off
.LBB0_90:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s65, s56
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[68:69], s[4:5], 1, v[68:69]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], s[36:37], s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_92
; %bb.91:                               ;   in Loop: Header=BB0_54 Depth=1
	global_load_ushort v126, v[68:69], off
.LBB0_92:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s65, s57
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[70:71], s[4:5], 1, v[70:71]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], s[36:37], s[2:3]
	v_mov_b32_e32 v129, 0
	v_mov_b32_e32 v128, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_94
; %bb.93:                               ;   in Loop: Header=BB0_54 Depth=1
	global_load_ushort v128, v[70:71], off
.LBB0_94:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s65, s58
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[72:73], s[4:5], 1, v[72:73]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], s[36:37], s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_96
; %bb.95:                               ;   in Loop: Header=BB0_54 Depth=1
	global_load_ushort v129, v[72:73], off
.LBB0_96:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s65, s59
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[74:75], s[4:5], 1, v[74:75]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], s[36:37], s[2:3]
	v_mov_b32_e32 v130, 0
	v_mov_b32_e32 v131, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_98
; %bb.97:                               ;   in Loop: Header=BB0_54 Depth=1
	global_load_ushort v131, v[74:75], off
.LBB0_98:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s65, s60
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[76:77], s[4:5], 1, v[76:77]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], s[36:37], s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_100
; %bb.99:                               ;   in Loop: Header=BB0_54 Depth=1
	global_load_ushort v130, v[76:77], off
.LBB0_100:                              ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s65, s53
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[78:79], s[4:5], 1, v[78:79]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], s[36:37], s[2:3]
	v_mov_b32_e32 v132, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_53
; %bb.101:                              ;   in Loop: Header=BB0_54 Depth=1
	global_load_ushort v132, v[78:79], off
	s_branch .LBB0_53
.LBB0_102:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	v_mov_b32_e32 v15, 0
	s_movk_i32 s62, 0x4000
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
.LBB0_103:                              ; %Flow55
	.loc	1 67 59 is_stmt 1               ; sources.py:67:59
	v_add_u32_e32 v32, s62, v84
	v_add_u32_e32 v34, s62, v85
	.loc	1 67 23 is_stmt 0               ; sources.py:67:23
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 67 59                         ; sources.py:67:59
	ds_read_b64_tr_b16 v[36:37], v32
	ds_read_b64_tr_b16 v[32:33], v32 offset:2048
	ds_read_b64_tr_b16 v[38:39], v34
	ds_read_b64_tr_b16 v[34:35], v34 offset:2048
	s_load_dword s40, s[0:1], 0x38
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_add_i32 s10, s10, 31
	s_cmp_lt_i32 s10, 32
	s_cbranch_scc1 .LBB0_105
; %bb.104:
	.loc	1 67 23                         ; sources.py:67:23
	v_and_b32_e32 v40, 48, v83
	s_lshl_b32 s0, s52, 4
	v_lshl_or_b32 v40, v80, 6, v40
	v_bitop3_b32 v40, s0, v40, v82 bitop3:0xf6
	v_add_u32_e32 v41, s63, v40
	ds_read_b128 v[42:45], v41
	v_xad_u32 v40, v40, 32, s63
	.loc	1 67 16 is_stmt 0               ; sources.py:67:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[36:39], v[42:45], v[16:31]
	.loc	1 67 23                         ; sources.py:67:23
	ds_read_b128 v[42:45], v40
	.loc	1 67 16                         ; sources.py:67:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[32:35], v[42:45], v[16:31]
	.loc	1 67 23                         ; sources.py:67:23
	ds_read_b128 v[42:45], v41 offset:4096
	.loc	1 67 16                         ; sources.py:67:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[36:39], v[42:45], v[0:15]
	.loc	1 67 23                         ; sources.py:67:23
	ds_read_b128 v[36:39], v40 offset:4096
	.loc	1 67 16                         ; sources.py:67:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[32:35], v[36:39], v[0:15]
.LBB0_105:                              ; %._crit_edge._crit_edge
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_lshr_b32 s0, s52, 2
	s_waitcnt lgkmcnt(0)
	v_or_b32_e32 v32, s0, v80
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	v_or_b32_e32 v52, s33, v32
	.loc	1 59 28 is_stmt 1               ; sources.py:59:28
	v_lshrrev_b32_e32 v32, 3, v81
	s_lshr_b32 s0, s14, 1
	v_or_b32_e32 v32, s0, v32
	.loc	1 59 10 is_stmt 0               ; sources.py:59:10
	v_or_b32_e32 v50, s11, v32
	.loc	1 70 17 is_stmt 1               ; sources.py:70:17
	v_mul_lo_u32 v32, v52, s15
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[36:37], v[32:33], 2, s[6:7]
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v32, v50, s40
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
	s_cbranch_execz .LBB0_107
; %bb.106:
	.loc	1 0 5                           ; sources.py:0:5
	v_lshl_add_u64 v[34:35], v[32:33], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[34:35], v16, off
.LBB0_107:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v16, 1, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v34, v16, s40
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v16
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v35, 31, v34
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[10:11], s[4:5], s[0:1]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[2:3], s[10:11]
	s_cbranch_execz .LBB0_109
; %bb.108:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[38:39], v[34:35], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[38:39], v17, off
.LBB0_109:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v38, 2, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v16, v38, s40
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[2:3], s9, v38
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v17, 31, v16
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[12:13], s[4:5], s[2:3]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[10:11], s[12:13]
	s_cbranch_execz .LBB0_111
; %bb.110:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[38:39], v[16:17], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[38:39], v18, off
.LBB0_111:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[10:11]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v18, 3, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v38, v18, s40
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[38:39], s9, v18
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v39, 31, v38
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[12:13], s[4:5], s[38:39]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[10:11], s[12:13]
	s_cbranch_execz .LBB0_113
; %bb.112:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[40:41], v[38:39], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[40:41], v19, off
.LBB0_113:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[10:11]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v40, 8, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v18, v40, s40
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[10:11], s9, v40
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v19, 31, v18
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[16:17], s[4:5], s[10:11]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[12:13], s[16:17]
	s_cbranch_execz .LBB0_115
; %bb.114:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[40:41], v[18:19], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[40:41], v20, off
.LBB0_115:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[12:13]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v20, 9, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v40, v20, s40
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[12:13], s9, v20
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v41, 31, v40
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[18:19], s[4:5], s[12:13]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[16:17], s[18:19]
	s_cbranch_execz .LBB0_117
; %bb.116:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[42:43], v[40:41], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[42:43], v21, off
.LBB0_117:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[16:17]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v42, 10, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v20, v42, s40
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[36:37], s9, v42
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v21, 31, v20
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[18:19], s[4:5], s[36:37]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[16:17], s[18:19]
	s_cbranch_execz .LBB0_119
; %bb.118:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[42:43], v[20:21], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[42:43], v22, off
.LBB0_119:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[16:17]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v22, 11, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v42, v22, s40
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[16:17], s9, v22
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v43, 31, v42
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[20:21], s[4:5], s[16:17]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_121
; %bb.120:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[44:45], v[42:43], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[44:45], v23, off
.LBB0_121:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[18:19]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v44, 16, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v22, v44, s40
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[18:19], s9, v44
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v23, 31, v22
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[22:23], s[4:5], s[18:19]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[20:21], s[22:23]
	s_cbranch_execz .LBB0_123
; %bb.122:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[44:45], v[22:23], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[44:45], v24, off
.LBB0_123:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[20:21]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v24, 17, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v44, v24, s40
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[20:21], s9, v24
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v45, 31, v44
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[24:25], s[4:5], s[20:21]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[22:23], s[24:25]
	s_cbranch_execz .LBB0_125
; %bb.124:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[46:47], v[44:45], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[46:47], v25, off
.LBB0_125:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[22:23]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v46, 18, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v24, v46, s40
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[22:23], s9, v46
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v25, 31, v24
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[26:27], s[4:5], s[22:23]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[24:25], s[26:27]
	s_cbranch_execz .LBB0_127
; %bb.126:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[46:47], v[24:25], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[46:47], v26, off
.LBB0_127:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[24:25]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v26, 19, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v46, v26, s40
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[24:25], s9, v26
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v47, 31, v46
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[28:29], s[4:5], s[24:25]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[26:27], s[28:29]
	s_cbranch_execz .LBB0_129
; %bb.128:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[48:49], v[46:47], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[48:49], v27, off
.LBB0_129:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[26:27]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v48, 24, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v26, v48, s40
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[26:27], s9, v48
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v27, 31, v26
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[30:31], s[4:5], s[26:27]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[28:29], s[30:31]
	s_cbranch_execz .LBB0_131
; %bb.130:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[48:49], v[26:27], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[48:49], v28, off
.LBB0_131:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[28:29]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v28, 25, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v48, v28, s40
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[28:29], s9, v28
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v49, 31, v48
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[34:35], s[4:5], s[28:29]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_133
; %bb.132:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[54:55], v[48:49], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[54:55], v29, off
.LBB0_133:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v51, 26, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v28, v51, s40
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[30:31], s9, v51
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v29, 31, v28
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[42:43], s[4:5], s[30:31]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[34:35], s[42:43]
	s_cbranch_execz .LBB0_135
; %bb.134:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[54:55], v[28:29], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[54:55], v30, off
.LBB0_135:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[34:35]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v30, 27, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v50, v30, s40
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[34:35], s9, v30
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v51, 31, v50
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[40:41], s[4:5], s[34:35]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[4:5], s[40:41]
	s_cbranch_execz .LBB0_137
; %bb.136:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[36:37], v[50:51], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[36:37], v31, off
.LBB0_137:
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
	s_cbranch_execnz .LBB0_154
; %bb.138:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[6:7]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[6:7], s[4:5], s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execnz .LBB0_155
.LBB0_139:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[2:3]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_156
.LBB0_140:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[38:39]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_157
.LBB0_141:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[10:11]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_158
.LBB0_142:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[12:13]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_159
.LBB0_143:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_160
.LBB0_144:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[16:17]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_161
.LBB0_145:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[18:19]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_162
.LBB0_146:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[20:21]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_163
.LBB0_147:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[22:23]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_164
.LBB0_148:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[24:25]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_165
.LBB0_149:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[26:27]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_166
.LBB0_150:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[28:29]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_167
.LBB0_151:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_168
.LBB0_152:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[0:1], s[4:5], s[34:35]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execnz .LBB0_169
.LBB0_153:
	.loc	1 53 1 is_stmt 1                ; sources.py:53:1
	s_endpgm
.LBB0_154:
	.loc	1 70 9                          ; sources.py:70:9
	v_lshl_add_u64 v[32:33], v[32:33], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[32:33], v0, off
	s_or_b64 exec, exec, s[6:7]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[6:7], s[4:5], s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_139
.LBB0_155:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[32:33], v[34:35], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[32:33], v1, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[2:3]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_140
.LBB0_156:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[16:17], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v2, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[38:39]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_141
.LBB0_157:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[38:39], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v3, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[10:11]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_142
.LBB0_158:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[18:19], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v4, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[12:13]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_143
.LBB0_159:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[40:41], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v5, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_144
.LBB0_160:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[20:21], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v6, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[16:17]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_145
.LBB0_161:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[42:43], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v7, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[18:19]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_146
.LBB0_162:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[22:23], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v8, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[20:21]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_147
.LBB0_163:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[44:45], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v9, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[22:23]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_148
.LBB0_164:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[24:25], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v10, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[24:25]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_149
.LBB0_165:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[46:47], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v11, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[26:27]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_150
.LBB0_166:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[26:27], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v12, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[28:29]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_151
.LBB0_167:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[48:49], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v13, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_152
.LBB0_168:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[28:29], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v14, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[0:1], s[4:5], s[34:35]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_153
.LBB0_169:
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
		.amdhsa_next_free_vgpr 144
		.amdhsa_next_free_sgpr 68
		.amdhsa_accum_offset 144
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
	.set .Lmatmul.num_vgpr, 144
	.set .Lmatmul.num_agpr, 0
	.set .Lmatmul.numbered_sgpr, 68
	.set .Lmatmul.num_named_barrier, 0
	.set .Lmatmul.private_seg_size, 0
	.set .Lmatmul.uses_vcc, 1
	.set .Lmatmul.uses_flat_scratch, 0
	.set .Lmatmul.has_dyn_sized_stack, 0
	.set .Lmatmul.has_recursion, 0
	.set .Lmatmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6092
; TotalNumSgprs: 74
; NumVgprs: 144
; NumAgprs: 0
; TotalNumVgprs: 144
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 9
; VGPRBlocks: 17
; NumSGPRsForWavesPerEU: 74
; NumVGPRsForWavesPerEU: 144
; AccumOffset: 144
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 35
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
    .sgpr_count:     74
    .sgpr_spill_count: 0
    .symbol:         matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     144
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
