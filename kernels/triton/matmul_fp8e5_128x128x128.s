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
; %bb.331:
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
; %bb.332:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
                                        ; implicit-def: $vgpr255 : SGPR spill to VGPR lane
.Ltmp1:
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	s_lshl_b32 s33, s16, 7
	v_writelane_b32 v255, s15, 0
	v_writelane_b32 v255, s14, 1
	v_writelane_b32 v255, s6, 2
	.loc	1 58 28 is_stmt 0               ; sources.py:58:28
	v_and_b32_e32 v5, 63, v0
	v_mov_b32_e32 v1, 0x7f
	v_writelane_b32 v255, s7, 3
	v_writelane_b32 v255, s0, 4
	v_mov_b32_e32 v4, 0
	s_nop 0
	v_writelane_b32 v255, s1, 5
	.loc	1 67 59 is_stmt 1               ; sources.py:67:59
	v_readfirstlane_b32 s0, v0
	.loc	1 58 28                         ; sources.py:58:28
	s_lshr_b32 s84, s0, 7
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s6, s84, s33
	.loc	1 71 5 is_stmt 1                ; sources.py:71:5
	s_and_b32 s1, s0, 0x1c0
	s_mov_b32 s7, s0
	.loc	1 61 17                         ; sources.py:61:17
	s_mul_i32 s0, s6, s11
	v_writelane_b32 v255, s1, 6
	.loc	1 58 28                         ; sources.py:58:28
	v_bitop3_b32 v1, s1, v1, v5 bitop3:0xc8
	.loc	1 61 9                          ; sources.py:61:9
	s_ashr_i32 s1, s0, 31
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 61 43 is_stmt 0               ; sources.py:61:43
	v_mul_lo_u32 v2, v1, s12
	.loc	1 61 9                          ; sources.py:61:9
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s6, s8
	v_writelane_b32 v255, s12, 7
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[2:3]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 65 39 is_stmt 0               ; sources.py:65:39
	v_cmp_gt_i32_e32 vcc, s10, v1
	v_writelane_b32 v255, s0, 8
	scratch_store_dword off, v1, off offset:80 ; 4-byte Folded Spill
	v_mov_b32_e32 v1, 0
	v_writelane_b32 v255, s1, 9
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[0:1], s[0:1], vcc
	.loc	1 65 19                         ; sources.py:65:19
	scratch_store_dwordx2 off, v[6:7], off  ; 8-byte Folded Spill
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[20:21], s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.1:
	scratch_load_dwordx2 v[6:7], off, off   ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_load_ubyte v4, v[6:7], off
.LBB0_2:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[20:21]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s85, s84, 4
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s6, s85, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s0, s6, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s1, s0, 31
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s6, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[2:3]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[0:1], -1, 0
	v_writelane_b32 v255, s0, 10
	scratch_store_dwordx2 off, v[6:7], off offset:8 ; 8-byte Folded Spill
	s_nop 0
	v_writelane_b32 v255, s1, 11
	.loc	1 65 18 is_stmt 0               ; sources.py:65:18
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[22:23], s[0:1]
	s_cbranch_execz .LBB0_4
; %bb.3:
	scratch_load_dwordx2 v[6:7], off, off offset:8 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_load_ubyte v1, v[6:7], off
.LBB0_4:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[22:23]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s86, s84, 8
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s6, s86, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s0, s6, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s1, s0, 31
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s6, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[2:3]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[0:1], -1, 0
	v_writelane_b32 v255, s0, 12
	scratch_store_dwordx2 off, v[6:7], off offset:16 ; 8-byte Folded Spill
	v_mov_b32_e32 v6, 0
	v_writelane_b32 v255, s1, 13
	.loc	1 65 18 is_stmt 0               ; sources.py:65:18
	s_and_b64 s[0:1], vcc, s[0:1]
	v_mov_b32_e32 v7, 0
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[24:25], s[0:1]
	s_mov_b32 s12, s7
	s_cbranch_execz .LBB0_6
; %bb.5:
	scratch_load_dwordx2 v[8:9], off, off offset:16 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_load_ubyte v7, v[8:9], off
.LBB0_6:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[24:25]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s87, s84, 12
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s6, s87, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s0, s6, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s1, s0, 31
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s6, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[8:9], s[0:1], 0, v[2:3]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[0:1], -1, 0
	v_writelane_b32 v255, s0, 14
	scratch_store_dwordx2 off, v[8:9], off offset:24 ; 8-byte Folded Spill
	s_nop 0
	v_writelane_b32 v255, s1, 15
	.loc	1 65 18 is_stmt 0               ; sources.py:65:18
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[26:27], s[0:1]
	s_cbranch_execz .LBB0_8
; %bb.7:
	scratch_load_dwordx2 v[8:9], off, off offset:24 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_load_ubyte v6, v[8:9], off
.LBB0_8:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[26:27]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s88, s84, 16
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s6, s88, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s0, s6, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s1, s0, 31
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s6, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[8:9], s[0:1], 0, v[2:3]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[0:1], -1, 0
	v_writelane_b32 v255, s0, 16
	scratch_store_dwordx2 off, v[8:9], off offset:32 ; 8-byte Folded Spill
	v_mov_b32_e32 v8, 0
	v_writelane_b32 v255, s1, 17
	.loc	1 65 18 is_stmt 0               ; sources.py:65:18
	s_and_b64 s[0:1], vcc, s[0:1]
	v_mov_b32_e32 v9, 0
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[28:29], s[0:1]
	s_cbranch_execz .LBB0_10
; %bb.9:
	scratch_load_dwordx2 v[10:11], off, off offset:32 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_load_ubyte v9, v[10:11], off
.LBB0_10:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[28:29]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s89, s84, 20
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s6, s89, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s0, s6, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s1, s0, 31
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s6, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[10:11], s[0:1], 0, v[2:3]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[0:1], -1, 0
	v_writelane_b32 v255, s0, 18
	scratch_store_dwordx2 off, v[10:11], off offset:40 ; 8-byte Folded Spill
	s_nop 0
	v_writelane_b32 v255, s1, 19
	.loc	1 65 18 is_stmt 0               ; sources.py:65:18
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[30:31], s[0:1]
	s_cbranch_execz .LBB0_12
; %bb.11:
	scratch_load_dwordx2 v[10:11], off, off offset:40 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_load_ubyte v8, v[10:11], off
.LBB0_12:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[30:31]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s90, s84, 24
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s6, s90, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s0, s6, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s1, s0, 31
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s6, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[10:11], s[0:1], 0, v[2:3]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[0:1], -1, 0
	v_writelane_b32 v255, s0, 20
	scratch_store_dwordx2 off, v[10:11], off offset:48 ; 8-byte Folded Spill
	v_mov_b32_e32 v10, 0
	v_writelane_b32 v255, s1, 21
	.loc	1 65 18 is_stmt 0               ; sources.py:65:18
	s_and_b64 s[0:1], vcc, s[0:1]
	v_mov_b32_e32 v11, 0
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[34:35], s[0:1]
	s_cbranch_execz .LBB0_14
; %bb.13:
	scratch_load_dwordx2 v[12:13], off, off offset:48 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_load_ubyte v11, v[12:13], off
.LBB0_14:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[34:35]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s91, s84, 28
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s6, s91, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s0, s6, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s1, s0, 31
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s6, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[12:13], s[0:1], 0, v[2:3]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[0:1], -1, 0
	v_writelane_b32 v255, s0, 22
	scratch_store_dwordx2 off, v[12:13], off offset:56 ; 8-byte Folded Spill
	s_nop 0
	v_writelane_b32 v255, s1, 23
	.loc	1 65 18 is_stmt 0               ; sources.py:65:18
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[36:37], s[0:1]
	s_cbranch_execz .LBB0_16
; %bb.15:
	scratch_load_dwordx2 v[12:13], off, off offset:56 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_load_ubyte v10, v[12:13], off
.LBB0_16:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[36:37]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s92, s84, 32
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s6, s92, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s0, s6, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s1, s0, 31
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s6, s8
	s_cselect_b64 s[36:37], -1, 0
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[250:251], s[0:1], 0, v[2:3]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[0:1], vcc, s[36:37]
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[38:39], s[0:1]
	s_cbranch_execz .LBB0_18
; %bb.17:
	global_load_ubyte v13, v[250:251], off
.LBB0_18:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[38:39]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s93, s84, 36
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s6, s93, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s0, s6, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s1, s0, 31
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s6, s8
	s_cselect_b64 s[38:39], -1, 0
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[252:253], s[0:1], 0, v[2:3]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[0:1], vcc, s[38:39]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[40:41], s[0:1]
	s_cbranch_execz .LBB0_20
; %bb.19:
	global_load_ubyte v12, v[252:253], off
.LBB0_20:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[40:41]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s94, s84, 40
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s6, s94, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s0, s6, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s1, s0, 31
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s6, s8
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[14:15], s[0:1], 0, v[2:3]
	.loc	1 65 19                         ; sources.py:65:19
	s_cselect_b64 s[40:41], -1, 0
	scratch_store_dwordx2 off, v[14:15], off offset:64 ; 8-byte Folded Spill
	.loc	1 65 18 is_stmt 0               ; sources.py:65:18
	s_and_b64 s[0:1], vcc, s[40:41]
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[42:43], s[0:1]
	s_cbranch_execz .LBB0_22
; %bb.21:
	scratch_load_dwordx2 v[16:17], off, off offset:64 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_load_ubyte v15, v[16:17], off
.LBB0_22:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[42:43]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s95, s84, 44
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s6, s95, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s0, s6, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s1, s0, 31
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s6, s8
	s_cselect_b64 s[42:43], -1, 0
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[16:17], s[0:1], 0, v[2:3]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[0:1], vcc, s[42:43]
	.loc	1 65 19 is_stmt 0               ; sources.py:65:19
	scratch_store_dwordx2 off, v[16:17], off offset:72 ; 8-byte Folded Spill
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[44:45], s[0:1]
	s_cbranch_execz .LBB0_24
; %bb.23:
	scratch_load_dwordx2 v[16:17], off, off offset:72 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_load_ubyte v14, v[16:17], off
.LBB0_24:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[44:45]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s96, s84, 48
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s6, s96, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s0, s6, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s1, s0, 31
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s6, s8
	s_cselect_b64 s[44:45], -1, 0
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[56:57], s[0:1], 0, v[2:3]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[0:1], vcc, s[44:45]
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[46:47], s[0:1]
	s_cbranch_execz .LBB0_26
; %bb.25:
	global_load_ubyte v17, v[56:57], off
.LBB0_26:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[46:47]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s97, s84, 52
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s6, s97, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s0, s6, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s1, s0, 31
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s6, s8
	s_cselect_b64 s[46:47], -1, 0
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[58:59], s[0:1], 0, v[2:3]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[0:1], vcc, s[46:47]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[48:49], s[0:1]
	s_cbranch_execz .LBB0_28
; %bb.27:
	global_load_ubyte v16, v[58:59], off
.LBB0_28:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[48:49]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s98, s84, 56
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s6, s98, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s0, s6, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s1, s0, 31
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s6, s8
	s_cselect_b64 s[48:49], -1, 0
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[60:61], s[0:1], 0, v[2:3]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[0:1], vcc, s[48:49]
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[50:51], s[0:1]
	s_cbranch_execz .LBB0_30
; %bb.29:
	global_load_ubyte v19, v[60:61], off
.LBB0_30:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[50:51]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s99, s84, 60
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s6, s99, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s0, s6, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s1, s0, 31
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s6, s8
	s_cselect_b64 s[50:51], -1, 0
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[62:63], s[0:1], 0, v[2:3]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[0:1], vcc, s[50:51]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[52:53], s[0:1]
	s_cbranch_execz .LBB0_32
; %bb.31:
	global_load_ubyte v18, v[62:63], off
.LBB0_32:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[52:53]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s18, s84, 64
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s6, s18, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s0, s6, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s1, s0, 31
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s6, s8
	s_cselect_b64 s[52:53], -1, 0
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[64:65], s[0:1], 0, v[2:3]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[0:1], vcc, s[52:53]
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[54:55], s[0:1]
	s_cbranch_execz .LBB0_34
; %bb.33:
	global_load_ubyte v21, v[64:65], off
.LBB0_34:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[54:55]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s19, s84, 0x44
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s6, s19, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s0, s6, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s1, s0, 31
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s6, s8
	s_cselect_b64 s[54:55], -1, 0
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[66:67], s[0:1], 0, v[2:3]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[0:1], vcc, s[54:55]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[56:57], s[0:1]
	s_cbranch_execz .LBB0_36
; %bb.35:
	global_load_ubyte v20, v[66:67], off
.LBB0_36:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[56:57]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s0, s84, 0x48
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s1, s0, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s6, s1, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s7, s6, 31
	s_add_u32 s6, s2, s6
	s_addc_u32 s7, s3, s7
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s1, s8
	s_cselect_b64 s[56:57], -1, 0
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[68:69], s[6:7], 0, v[2:3]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[6:7], vcc, s[56:57]
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[58:59], s[6:7]
	s_cbranch_execz .LBB0_38
; %bb.37:
	global_load_ubyte v23, v[68:69], off
.LBB0_38:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[58:59]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s1, s84, 0x4c
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s14, s1, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s6, s14, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s7, s6, 31
	s_add_u32 s6, s2, s6
	s_addc_u32 s7, s3, s7
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s14, s8
	s_cselect_b64 s[58:59], -1, 0
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[70:71], s[6:7], 0, v[2:3]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[6:7], vcc, s[58:59]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[60:61], s[6:7]
	s_cbranch_execz .LBB0_40
; %bb.39:
	global_load_ubyte v22, v[70:71], off
.LBB0_40:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[60:61]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s6, s84, 0x50
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s7, s6, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s14, s7, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s15, s14, 31
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s7, s8
	s_cselect_b64 s[60:61], -1, 0
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[72:73], s[14:15], 0, v[2:3]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[14:15], vcc, s[60:61]
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[62:63], s[14:15]
	s_cbranch_execz .LBB0_42
; %bb.41:
	global_load_ubyte v25, v[72:73], off
.LBB0_42:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[62:63]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s7, s84, 0x54
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s16, s7, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s14, s16, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s15, s14, 31
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s16, s8
	s_cselect_b64 s[62:63], -1, 0
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[74:75], s[14:15], 0, v[2:3]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[14:15], vcc, s[62:63]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[64:65], s[14:15]
	s_cbranch_execz .LBB0_44
; %bb.43:
	global_load_ubyte v24, v[74:75], off
.LBB0_44:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[64:65]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s14, s84, 0x58
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s15, s14, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s16, s15, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s21, s16, 31
	s_add_u32 s20, s2, s16
	s_addc_u32 s21, s3, s21
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s15, s8
	s_cselect_b64 s[64:65], -1, 0
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[76:77], s[20:21], 0, v[2:3]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[20:21], vcc, s[64:65]
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[66:67], s[20:21]
	s_cbranch_execz .LBB0_46
; %bb.45:
	global_load_ubyte v27, v[76:77], off
.LBB0_46:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[66:67]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s15, s84, 0x5c
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s16, s15, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s20, s16, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s21, s20, 31
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s16, s8
	s_cselect_b64 s[66:67], -1, 0
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[78:79], s[20:21], 0, v[2:3]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[20:21], vcc, s[66:67]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[68:69], s[20:21]
	s_cbranch_execz .LBB0_48
; %bb.47:
	global_load_ubyte v26, v[78:79], off
.LBB0_48:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[68:69]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s20, s84, 0x60
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s16, s20, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s21, s16, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s23, s21, 31
	s_add_u32 s22, s2, s21
	s_addc_u32 s23, s3, s23
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s16, s8
	s_cselect_b64 s[68:69], -1, 0
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[80:81], s[22:23], 0, v[2:3]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[22:23], vcc, s[68:69]
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[70:71], s[22:23]
	s_cbranch_execz .LBB0_50
; %bb.49:
	global_load_ubyte v29, v[80:81], off
.LBB0_50:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[70:71]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s21, s84, 0x64
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s16, s21, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s22, s16, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s23, s22, 31
	s_add_u32 s22, s2, s22
	s_addc_u32 s23, s3, s23
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s16, s8
	s_cselect_b64 s[70:71], -1, 0
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[82:83], s[22:23], 0, v[2:3]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[22:23], vcc, s[70:71]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[72:73], s[22:23]
	s_cbranch_execz .LBB0_52
; %bb.51:
	global_load_ubyte v28, v[82:83], off
.LBB0_52:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[72:73]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s22, s84, 0x68
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s16, s22, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s23, s16, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s25, s23, 31
	s_add_u32 s24, s2, s23
	s_addc_u32 s25, s3, s25
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s16, s8
	s_cselect_b64 s[72:73], -1, 0
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[84:85], s[24:25], 0, v[2:3]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[24:25], vcc, s[72:73]
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[74:75], s[24:25]
	s_cbranch_execz .LBB0_54
; %bb.53:
	global_load_ubyte v31, v[84:85], off
.LBB0_54:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[74:75]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s23, s84, 0x6c
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s16, s23, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s24, s16, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s25, s24, 31
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s16, s8
	s_cselect_b64 s[74:75], -1, 0
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[86:87], s[24:25], 0, v[2:3]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[24:25], vcc, s[74:75]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[76:77], s[24:25]
	s_cbranch_execz .LBB0_56
; %bb.55:
	global_load_ubyte v30, v[86:87], off
.LBB0_56:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[76:77]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s24, s84, 0x70
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s16, s24, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s25, s16, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s27, s25, 31
	s_add_u32 s26, s2, s25
	s_addc_u32 s27, s3, s27
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s16, s8
	s_cselect_b64 s[76:77], -1, 0
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[88:89], s[26:27], 0, v[2:3]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[26:27], vcc, s[76:77]
	v_mov_b32_e32 v161, 0
	v_mov_b32_e32 v162, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[78:79], s[26:27]
	s_cbranch_execz .LBB0_58
; %bb.57:
	global_load_ubyte v162, v[88:89], off
.LBB0_58:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[78:79]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s25, s84, 0x74
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s16, s25, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s26, s16, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s27, s26, 31
	s_add_u32 s26, s2, s26
	s_addc_u32 s27, s3, s27
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s16, s8
	s_cselect_b64 s[78:79], -1, 0
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[90:91], s[26:27], 0, v[2:3]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[26:27], vcc, s[78:79]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[80:81], s[26:27]
	s_cbranch_execz .LBB0_60
; %bb.59:
	global_load_ubyte v161, v[90:91], off
.LBB0_60:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[80:81]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s26, s84, 0x78
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s16, s26, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s27, s16, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s29, s27, 31
	s_add_u32 s28, s2, s27
	s_addc_u32 s29, s3, s29
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s16, s8
	s_cselect_b64 s[80:81], -1, 0
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[92:93], s[28:29], 0, v[2:3]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[28:29], vcc, s[80:81]
	v_mov_b32_e32 v163, 0
	v_mov_b32_e32 v164, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[82:83], s[28:29]
	s_cbranch_execz .LBB0_62
; %bb.61:
	global_load_ubyte v164, v[92:93], off
.LBB0_62:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[82:83]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_or_b32 s27, s84, 0x7c
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	s_or_b32 s16, s27, s33
	.loc	1 61 17 is_stmt 1               ; sources.py:61:17
	s_mul_i32 s11, s16, s11
	.loc	1 61 9 is_stmt 0                ; sources.py:61:9
	s_ashr_i32 s28, s11, 31
	s_add_u32 s2, s2, s11
	s_addc_u32 s3, s3, s28
	.loc	1 65 19 is_stmt 1               ; sources.py:65:19
	s_cmp_lt_i32 s16, s8
	s_cselect_b64 s[82:83], -1, 0
	.loc	1 61 9                          ; sources.py:61:9
	v_lshl_add_u64 v[94:95], s[2:3], 0, v[2:3]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[28:29], vcc, s[82:83]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[2:3], s[28:29]
	s_cbranch_execz .LBB0_64
; %bb.63:
	global_load_ubyte v163, v[94:95], off
.LBB0_64:
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[2:3]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	scratch_load_dword v2, off, off offset:80 ; 4-byte Folded Reload
	s_lshl_b32 s2, s17, 7
	.loc	1 62 17                         ; sources.py:62:17
	s_mul_i32 s11, s84, s13
	v_writelane_b32 v255, s2, 24
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s3, s11, 31
	.loc	1 62 43                         ; sources.py:62:43
	v_readlane_b32 s16, v255, 1
	v_mov_b32_e32 v165, 0
	v_mov_b32_e32 v166, 0
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v32, s2, v2
	.loc	1 62 9                          ; sources.py:62:9
	s_add_u32 s2, s4, s11
	s_addc_u32 s3, s5, s3
	.loc	1 62 43 is_stmt 0               ; sources.py:62:43
	v_mul_lo_u32 v2, v32, s16
	.loc	1 62 9                          ; sources.py:62:9
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s84, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[96:97], s[2:3], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 66 43 is_stmt 0               ; sources.py:66:43
	v_cmp_gt_i32_e32 vcc, s9, v32
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], s[2:3], vcc
	.loc	1 67 59 is_stmt 1               ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_66
; %bb.65:
	global_load_ubyte v166, v[96:97], off
.LBB0_66:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_cmp_gt_i32 s10, 0
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 62 17                         ; sources.py:62:17
	s_lshl2_add_u32 s16, s13, s11
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s16, 31
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s85, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[98:99], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], s[16:17], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[28:29], s[2:3], s[16:17]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[28:29]
	s_cbranch_execz .LBB0_68
; %bb.67:
	global_load_ubyte v165, v[98:99], off
.LBB0_68:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_lshl3_add_u32 s16, s13, s11
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s16, 31
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s86, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[100:101], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], s[16:17], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[28:29], s[2:3], s[16:17]
	v_mov_b32_e32 v167, 0
	v_mov_b32_e32 v172, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[28:29]
	s_cbranch_execz .LBB0_70
; %bb.69:
	global_load_ubyte v172, v[100:101], off
.LBB0_70:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s16, s13, 12
	s_add_i32 s16, s11, s16
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s16, 31
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s87, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[102:103], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], s[16:17], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[28:29], s[2:3], s[16:17]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[28:29]
	s_cbranch_execz .LBB0_72
; %bb.71:
	global_load_ubyte v167, v[102:103], off
.LBB0_72:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_lshl4_add_u32 s16, s13, s11
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s16, 31
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s88, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[104:105], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], s[16:17], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[28:29], s[2:3], s[16:17]
	v_mov_b32_e32 v173, 0
	v_mov_b32_e32 v174, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[28:29]
	s_cbranch_execz .LBB0_74
; %bb.73:
	global_load_ubyte v174, v[104:105], off
.LBB0_74:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s16, s13, 20
	s_add_i32 s16, s11, s16
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s16, 31
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s89, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[106:107], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], s[16:17], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[28:29], s[2:3], s[16:17]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[28:29]
	s_cbranch_execz .LBB0_76
; %bb.75:
	global_load_ubyte v173, v[106:107], off
.LBB0_76:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s16, s13, 24
	s_add_i32 s16, s11, s16
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s16, 31
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s90, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[108:109], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], s[16:17], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[28:29], s[2:3], s[16:17]
	v_mov_b32_e32 v175, 0
	v_mov_b32_e32 v176, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[28:29]
	s_cbranch_execz .LBB0_78
; %bb.77:
	global_load_ubyte v176, v[108:109], off
.LBB0_78:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s16, s13, 28
	s_add_i32 s16, s11, s16
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s16, 31
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s91, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[110:111], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], s[16:17], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[28:29], s[2:3], s[16:17]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[28:29]
	s_cbranch_execz .LBB0_80
; %bb.79:
	global_load_ubyte v175, v[110:111], off
.LBB0_80:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_lshl_b32 s16, s13, 5
	s_add_i32 s16, s11, s16
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s16, 31
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s92, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[112:113], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], s[16:17], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[28:29], s[2:3], s[16:17]
	v_mov_b32_e32 v177, 0
	v_mov_b32_e32 v178, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[28:29]
	s_cbranch_execz .LBB0_82
; %bb.81:
	global_load_ubyte v178, v[112:113], off
.LBB0_82:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s16, s13, 36
	s_add_i32 s16, s11, s16
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s16, 31
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s93, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[114:115], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], s[16:17], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[28:29], s[2:3], s[16:17]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[28:29]
	s_cbranch_execz .LBB0_84
; %bb.83:
	global_load_ubyte v177, v[114:115], off
.LBB0_84:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s16, s13, 40
	s_add_i32 s16, s11, s16
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s16, 31
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s94, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[116:117], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], s[16:17], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[28:29], s[2:3], s[16:17]
	v_mov_b32_e32 v179, 0
	v_mov_b32_e32 v180, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[28:29]
	s_cbranch_execz .LBB0_86
; %bb.85:
	global_load_ubyte v180, v[116:117], off
.LBB0_86:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s16, s13, 44
	s_add_i32 s16, s11, s16
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s16, 31
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s95, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[118:119], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], s[16:17], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[28:29], s[2:3], s[16:17]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[28:29]
	s_cbranch_execz .LBB0_88
; %bb.87:
	global_load_ubyte v179, v[118:119], off
.LBB0_88:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s16, s13, 48
	s_add_i32 s16, s11, s16
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s16, 31
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s96, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[120:121], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], s[16:17], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[28:29], s[2:3], s[16:17]
	v_mov_b32_e32 v181, 0
	v_mov_b32_e32 v182, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[28:29]
	s_cbranch_execz .LBB0_90
; %bb.89:
	global_load_ubyte v182, v[120:121], off
.LBB0_90:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s16, s13, 52
	s_add_i32 s16, s11, s16
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s16, 31
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s97, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[122:123], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], s[16:17], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[28:29], s[2:3], s[16:17]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[28:29]
	s_cbranch_execz .LBB0_92
; %bb.91:
	global_load_ubyte v181, v[122:123], off
.LBB0_92:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s16, s13, 56
	s_add_i32 s16, s11, s16
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s16, 31
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s98, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[124:125], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], s[16:17], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[28:29], s[2:3], s[16:17]
	v_mov_b32_e32 v183, 0
	v_mov_b32_e32 v184, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[28:29]
	s_cbranch_execz .LBB0_94
; %bb.93:
	global_load_ubyte v184, v[124:125], off
.LBB0_94:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s16, s13, 60
	s_add_i32 s16, s11, s16
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s16, 31
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s99, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[126:127], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], s[16:17], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[28:29], s[2:3], s[16:17]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[28:29]
	s_cbranch_execz .LBB0_96
; %bb.95:
	global_load_ubyte v183, v[126:127], off
.LBB0_96:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_lshl_b32 s16, s13, 6
	s_add_i32 s16, s11, s16
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s16, 31
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s18, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[128:129], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], s[16:17], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[28:29], s[2:3], s[16:17]
	v_mov_b32_e32 v185, 0
	v_mov_b32_e32 v186, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[28:29]
	s_cbranch_execz .LBB0_98
; %bb.97:
	global_load_ubyte v186, v[128:129], off
.LBB0_98:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s16, s13, 0x44
	s_add_i32 s16, s11, s16
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s16, 31
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s19, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[130:131], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], s[16:17], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[28:29], s[2:3], s[16:17]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[28:29]
	s_cbranch_execz .LBB0_100
; %bb.99:
	global_load_ubyte v185, v[130:131], off
.LBB0_100:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s16, s13, 0x48
	s_add_i32 s16, s11, s16
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s16, 31
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s0, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[132:133], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], s[16:17], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[28:29], s[2:3], s[16:17]
	v_mov_b32_e32 v187, 0
	v_mov_b32_e32 v188, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[28:29]
	s_cbranch_execz .LBB0_102
; %bb.101:
	global_load_ubyte v188, v[132:133], off
.LBB0_102:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s16, s13, 0x4c
	s_add_i32 s16, s11, s16
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s16, 31
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s1, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[134:135], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], s[16:17], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[28:29], s[2:3], s[16:17]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[28:29]
	s_cbranch_execz .LBB0_104
; %bb.103:
	global_load_ubyte v187, v[134:135], off
.LBB0_104:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s16, s13, 0x50
	s_add_i32 s16, s11, s16
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s16, 31
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s6, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[136:137], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], s[16:17], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[28:29], s[2:3], s[16:17]
	v_mov_b32_e32 v189, 0
	v_mov_b32_e32 v190, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[28:29]
	s_cbranch_execz .LBB0_106
; %bb.105:
	global_load_ubyte v190, v[136:137], off
.LBB0_106:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s16, s13, 0x54
	s_add_i32 s16, s11, s16
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s16, 31
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s7, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[138:139], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], s[16:17], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[28:29], s[2:3], s[16:17]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[28:29]
	s_cbranch_execz .LBB0_108
; %bb.107:
	global_load_ubyte v189, v[138:139], off
.LBB0_108:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s16, s13, 0x58
	s_add_i32 s16, s11, s16
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s16, 31
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s14, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[140:141], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], s[16:17], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[28:29], s[2:3], s[16:17]
	v_mov_b32_e32 v191, 0
	v_mov_b32_e32 v192, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[28:29]
	s_cbranch_execz .LBB0_110
; %bb.109:
	global_load_ubyte v192, v[140:141], off
.LBB0_110:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s16, s13, 0x5c
	s_add_i32 s16, s11, s16
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s16, 31
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s15, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[142:143], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], s[16:17], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[28:29], s[2:3], s[16:17]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[28:29]
	s_cbranch_execz .LBB0_112
; %bb.111:
	global_load_ubyte v191, v[142:143], off
.LBB0_112:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s16, s13, 0x60
	s_add_i32 s16, s11, s16
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s16, 31
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s20, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[144:145], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], s[16:17], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[28:29], s[2:3], s[16:17]
	v_mov_b32_e32 v193, 0
	v_mov_b32_e32 v194, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[28:29]
	s_cbranch_execz .LBB0_114
; %bb.113:
	global_load_ubyte v194, v[144:145], off
.LBB0_114:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s16, s13, 0x64
	s_add_i32 s16, s11, s16
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s16, 31
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s21, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[146:147], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], s[16:17], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[28:29], s[2:3], s[16:17]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[28:29]
	s_cbranch_execz .LBB0_116
; %bb.115:
	global_load_ubyte v193, v[146:147], off
.LBB0_116:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s16, s13, 0x68
	s_add_i32 s16, s11, s16
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s16, 31
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s22, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[148:149], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], s[16:17], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[28:29], s[2:3], s[16:17]
	v_mov_b32_e32 v195, 0
	v_mov_b32_e32 v196, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[28:29]
	s_cbranch_execz .LBB0_118
; %bb.117:
	global_load_ubyte v196, v[148:149], off
.LBB0_118:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s16, s13, 0x6c
	s_add_i32 s16, s11, s16
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s16, 31
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s23, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[150:151], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], s[16:17], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[28:29], s[2:3], s[16:17]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[28:29]
	s_cbranch_execz .LBB0_120
; %bb.119:
	global_load_ubyte v195, v[150:151], off
.LBB0_120:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s16, s13, 0x70
	s_add_i32 s16, s11, s16
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s16, 31
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s24, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[152:153], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], s[16:17], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[28:29], s[2:3], s[16:17]
	v_mov_b32_e32 v197, 0
	v_mov_b32_e32 v198, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[28:29]
	s_cbranch_execz .LBB0_122
; %bb.121:
	global_load_ubyte v198, v[152:153], off
.LBB0_122:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s16, s13, 0x74
	s_add_i32 s16, s11, s16
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s16, 31
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s25, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[154:155], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], s[16:17], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[28:29], s[2:3], s[16:17]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[28:29]
	s_cbranch_execz .LBB0_124
; %bb.123:
	global_load_ubyte v197, v[154:155], off
.LBB0_124:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s16, s13, 0x78
	s_add_i32 s16, s11, s16
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s17, s16, 31
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s26, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[156:157], s[16:17], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[16:17], s[16:17], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[28:29], s[2:3], s[16:17]
	v_mov_b32_e32 v199, 0
	v_mov_b32_e32 v200, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[16:17], s[28:29]
	s_cbranch_execz .LBB0_126
; %bb.125:
	global_load_ubyte v200, v[156:157], off
.LBB0_126:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[16:17]
	v_readlane_b32 s16, v255, 6
	s_nop 1
	v_or_b32_e32 v5, s16, v5
	.loc	1 62 17 is_stmt 1               ; sources.py:62:17
	s_mul_i32 s16, s13, 0x7c
	s_add_i32 s11, s11, s16
	.loc	1 62 9 is_stmt 0                ; sources.py:62:9
	s_ashr_i32 s16, s11, 31
	s_add_u32 s4, s4, s11
	s_addc_u32 s5, s5, s16
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_cmp_lt_i32 s27, s10
	.loc	1 62 9                          ; sources.py:62:9
	v_lshl_add_u64 v[158:159], s[4:5], 0, v[2:3]
	.loc	1 66 19                         ; sources.py:66:19
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 66 18 is_stmt 0               ; sources.py:66:18
	s_and_b64 s[4:5], s[4:5], vcc
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_and_b64 s[4:5], s[2:3], s[4:5]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_128
; %bb.127:
	global_load_ubyte v199, v[158:159], off
.LBB0_128:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_bfe_i32 s2, s12, 0x10008
	.loc	1 67 23                         ; sources.py:67:23
	s_and_b32 s2, s2, 0x110
	v_mov_b32_e32 v2, 0xff
	v_bitop3_b32 v254, v5, s2, v2 bitop3:0x6c
	v_xor_b32_e32 v3, 32, v254
	v_add_u32_e32 v2, 0, v254
	v_add_u32_e32 v3, 0, v3
	.loc	1 58 28                         ; sources.py:58:28
	s_lshr_b32 s3, s12, 1
	.loc	1 67 23                         ; sources.py:67:23
	ds_write_b8 v2, v4
	ds_write_b8 v2, v9 offset:2048
	ds_write_b8 v2, v13 offset:4096
	ds_write_b8 v2, v17 offset:6144
	ds_write_b8 v2, v21 offset:8192
	ds_write_b8 v2, v25 offset:10240
	ds_write_b8 v2, v29 offset:12288
	ds_write_b8 v2, v162 offset:14336
	ds_write_b8 v3, v1 offset:512
	ds_write_b8 v3, v8 offset:2560
	ds_write_b8 v3, v12 offset:4608
	ds_write_b8 v3, v16 offset:6656
	ds_write_b8 v3, v20 offset:8704
	ds_write_b8 v3, v24 offset:10752
	ds_write_b8 v3, v28 offset:12800
	ds_write_b8 v3, v161 offset:14848
	v_xor_b32_e32 v1, 64, v254
	v_xor_b32_e32 v4, 0x60, v254
	.loc	1 58 28                         ; sources.py:58:28
	s_and_b32 s16, s3, 0x60
	.loc	1 67 23                         ; sources.py:67:23
	v_add_u32_e32 v1, 0, v1
	v_add_u32_e32 v4, 0, v4
	.loc	1 64 5                          ; sources.py:64:5
	s_add_i32 s11, s10, 0xffffff80
	.loc	1 67 23                         ; sources.py:67:23
	s_mov_b32 s31, 0
	ds_write_b8 v1, v7 offset:1024
	ds_write_b8 v1, v11 offset:3072
	ds_write_b8 v1, v15 offset:5120
	ds_write_b8 v1, v19 offset:7168
	ds_write_b8 v1, v23 offset:9216
	ds_write_b8 v1, v27 offset:11264
	ds_write_b8 v1, v31 offset:13312
	ds_write_b8 v1, v164 offset:15360
	ds_write_b8 v4, v6 offset:1536
	ds_write_b8 v4, v10 offset:3584
	ds_write_b8 v4, v14 offset:5632
	ds_write_b8 v4, v18 offset:7680
	ds_write_b8 v4, v22 offset:9728
	ds_write_b8 v4, v26 offset:11776
	ds_write_b8 v4, v30 offset:13824
	ds_write_b8 v4, v163 offset:15872
	.loc	1 67 59 is_stmt 0               ; sources.py:67:59
	s_waitcnt vmcnt(0)
	ds_write_b8 v2, v166 offset:32768
	ds_write_b8 v2, v174 offset:34816
	ds_write_b8 v2, v178 offset:36864
	ds_write_b8 v2, v182 offset:38912
	ds_write_b8 v2, v186 offset:40960
	ds_write_b8 v2, v190 offset:43008
	ds_write_b8 v2, v194 offset:45056
	ds_write_b8 v2, v198 offset:47104
	ds_write_b8 v3, v165 offset:33280
	ds_write_b8 v3, v173 offset:35328
	ds_write_b8 v3, v177 offset:37376
	ds_write_b8 v3, v181 offset:39424
	ds_write_b8 v3, v185 offset:41472
	ds_write_b8 v3, v189 offset:43520
	ds_write_b8 v3, v193 offset:45568
	ds_write_b8 v3, v197 offset:47616
	ds_write_b8 v1, v172 offset:33792
	ds_write_b8 v1, v176 offset:35840
	ds_write_b8 v1, v180 offset:37888
	ds_write_b8 v1, v184 offset:39936
	ds_write_b8 v1, v188 offset:41984
	ds_write_b8 v1, v192 offset:44032
	ds_write_b8 v1, v196 offset:46080
	ds_write_b8 v1, v200 offset:48128
	ds_write_b8 v4, v167 offset:34304
	ds_write_b8 v4, v175 offset:36352
	ds_write_b8 v4, v179 offset:38400
	ds_write_b8 v4, v183 offset:40448
	ds_write_b8 v4, v187 offset:42496
	ds_write_b8 v4, v191 offset:44544
	ds_write_b8 v4, v195 offset:46592
	ds_write_b8 v4, v199 offset:48640
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_cmp_gt_i32 s11, 0
	v_lshlrev_b32_e32 v1, 6, v0
	v_lshlrev_b32_e32 v3, 2, v0
	v_lshlrev_b32_e32 v48, 3, v0
	v_and_b32_e32 v2, 16, v0
	s_cbranch_scc1 .LBB0_130
; %bb.129:                              ; %.._crit_edge_crit_edge
	.loc	1 67 59                         ; sources.py:67:59
	v_and_b32_e32 v4, 48, v3
	s_movk_i32 s2, 0xb80
	v_and_or_b32 v4, v1, s2, v4
	v_and_b32_e32 v5, 8, v48
	v_bitop3_b32 v4, s16, v4, v2 bitop3:0x36
	s_movk_i32 s2, 0x440
	v_or_b32_e32 v6, v4, v5
	v_bitop3_b32 v35, v4, s2, v5 bitop3:0x36
	s_mov_b64 s[2:3], 0
	scratch_store_dword off, v6, off offset:84 ; 4-byte Folded Spill
	s_branch .LBB0_131
.LBB0_130:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr4
                                        ; kill: killed $vgpr4
                                        ; implicit-def: $vgpr35
.LBB0_131:                              ; %Flow380
	s_and_b32 s17, s12, 0x100
	s_and_b64 s[2:3], s[2:3], exec
	v_and_b32_e32 v160, 31, v0
	v_and_b32_e32 v161, 32, v0
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_lshlrev_b32_e32 v162, 7, v160
	v_lshrrev_b32_e32 v163, 1, v161
	s_cbranch_scc1 .LBB0_262
; %bb.132:                              ; %.lr.ph
	.loc	1 68 14 is_stmt 1               ; sources.py:68:14
	v_readlane_b32 s2, v255, 7
	v_and_b32_e32 v0, 0x70, v48
	s_lshl_b32 s12, s2, 7
	s_lshl_b32 s2, s17, 4
	v_or_b32_e32 v4, v162, v0
	v_bitop3_b32 v0, v162, v163, v0 bitop3:0x36
	v_bitop3_b32 v4, s2, v4, v163 bitop3:0xf6
	scratch_store_dword off, v4, off offset:88 ; 4-byte Folded Spill
	v_bitop3_b32 v4, s2, 32, v0 bitop3:0x36
	scratch_store_dword off, v4, off offset:92 ; 4-byte Folded Spill
	v_bitop3_b32 v4, s2, 64, v0 bitop3:0x36
	scratch_store_dword off, v4, off offset:96 ; 4-byte Folded Spill
	v_mov_b32_e32 v4, 0x60
	v_bitop3_b32 v0, s2, v4, v0 bitop3:0x36
	scratch_store_dword off, v0, off offset:100 ; 4-byte Folded Spill
	v_and_b32_e32 v0, 48, v3
	s_movk_i32 s2, 0xb80
	v_and_or_b32 v0, v1, s2, v0
	v_and_b32_e32 v3, 8, v48
	v_bitop3_b32 v0, s16, v0, v2 bitop3:0x36
	v_or_b32_e32 v1, v0, v3
	s_movk_i32 s2, 0x440
	.loc	1 69 14                         ; sources.py:69:14
	s_lshl_b32 s4, s13, 7
	v_writelane_b32 v255, s17, 1
	scratch_store_dword off, v1, off offset:84 ; 4-byte Folded Spill
	v_bitop3_b32 v1, v0, s2, v3 bitop3:0x36
	v_mov_b32_e32 v16, 0
	s_ashr_i32 s13, s12, 31
	s_ashr_i32 s5, s4, 31
	v_writelane_b32 v255, s16, 6
	scratch_store_dword off, v1, off offset:124 ; 4-byte Folded Spill
	v_bitop3_b32 v176, v0, 64, v3 bitop3:0x36
	s_mov_b32 s29, 0x8000
	s_mov_b32 s28, 0
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
	s_mov_b32 s30, 0
	scratch_store_dword off, v161, off offset:108 ; 4-byte Folded Spill
	scratch_store_dword off, v160, off offset:104 ; 4-byte Folded Spill
	scratch_store_dword off, v162, off offset:112 ; 4-byte Folded Spill
	scratch_store_dword off, v163, off offset:116 ; 4-byte Folded Spill
	scratch_store_dword off, v48, off offset:120 ; 4-byte Folded Spill
	s_branch .LBB0_134
	.loc	1 0 14 is_stmt 0                ; :0:14
.Ltmp2:
	.p2align	5
.LBB0_133:                              ;   in Loop: Header=BB0_134 Depth=1
	s_or_b64 exec, exec, s[2:3]
	.loc	1 67 59 is_stmt 1               ; sources.py:67:59
	scratch_load_dword v40, off, off offset:84 ; 4-byte Folded Reload
	.loc	1 64 5                          ; sources.py:64:5
	s_add_i32 s2, s28, 1
	s_cmp_lt_i32 s2, 2
	s_cselect_b32 s28, s2, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_lshl_b32 s31, s28, 14
	.loc	1 67 59 is_stmt 0               ; sources.py:67:59
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v241, s29, v40
	ds_read_b64_tr_b8 v[40:41], v241
	ds_read_b64_tr_b8 v[44:45], v241 offset:4096
	ds_read_b64_tr_b8 v[48:49], v241 offset:8192
	ds_read_b64_tr_b8 v[52:53], v241 offset:12288
	v_add_u32_e32 v241, s29, v176
	ds_read_b64_tr_b8 v[42:43], v241 offset:1024
	ds_read_b64_tr_b8 v[46:47], v241 offset:5120
	ds_read_b64_tr_b8 v[50:51], v241 offset:9216
	ds_read_b64_tr_b8 v[54:55], v241 offset:13312
	s_add_i32 s29, s31, 0x8000
	.loc	1 67 16                         ; sources.py:67:16
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[40:47], v[160:167], v[16:31] cbsz:1 blgp:1
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_cmp_lt_i32 s30, s11
	.loc	1 67 23                         ; sources.py:67:23
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 67 16 is_stmt 0               ; sources.py:67:16
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[40:47], v[242:249], v[0:15] cbsz:1 blgp:1
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[48:55], v[32:39], v[16:31] cbsz:1 blgp:1
	.loc	1 67 23                         ; sources.py:67:23
	v_xor_b32_e32 v33, 32, v254
	v_xor_b32_e32 v34, 64, v254
	v_xor_b32_e32 v35, 0x60, v254
	v_add_u32_e32 v32, s31, v254
	v_add_u32_e32 v33, s31, v33
	v_add_u32_e32 v34, s31, v34
	v_add_u32_e32 v35, s31, v35
	ds_write_b8 v32, v178
	ds_write_b8 v32, v181 offset:2048
	ds_write_b8 v32, v185 offset:4096
	ds_write_b8 v32, v189 offset:6144
	ds_write_b8 v32, v193 offset:8192
	ds_write_b8 v32, v197 offset:10240
	ds_write_b8 v32, v201 offset:12288
	ds_write_b8 v32, v205 offset:14336
	ds_write_b8 v33, v179 offset:512
	ds_write_b8 v33, v183 offset:2560
	ds_write_b8 v33, v187 offset:4608
	ds_write_b8 v33, v191 offset:6656
	ds_write_b8 v33, v195 offset:8704
	ds_write_b8 v33, v199 offset:10752
	ds_write_b8 v33, v203 offset:12800
	ds_write_b8 v33, v207 offset:14848
	ds_write_b8 v34, v177 offset:1024
	ds_write_b8 v34, v182 offset:3072
	ds_write_b8 v34, v186 offset:5120
	ds_write_b8 v34, v190 offset:7168
	ds_write_b8 v34, v194 offset:9216
	ds_write_b8 v34, v198 offset:11264
	ds_write_b8 v34, v202 offset:13312
	ds_write_b8 v34, v206 offset:15360
	ds_write_b8 v35, v180 offset:1536
	ds_write_b8 v35, v184 offset:3584
	ds_write_b8 v35, v188 offset:5632
	ds_write_b8 v35, v192 offset:7680
	ds_write_b8 v35, v196 offset:9728
	ds_write_b8 v35, v200 offset:11776
	ds_write_b8 v35, v204 offset:13824
	ds_write_b8 v35, v209 offset:15872
	.loc	1 67 59                         ; sources.py:67:59
	ds_write_b8 v32, v208 offset:32768
	ds_write_b8 v32, v213 offset:34816
	ds_write_b8 v32, v217 offset:36864
	ds_write_b8 v32, v221 offset:38912
	ds_write_b8 v32, v225 offset:40960
	ds_write_b8 v32, v229 offset:43008
	ds_write_b8 v32, v233 offset:45056
	ds_write_b8 v32, v237 offset:47104
	ds_write_b8 v33, v211 offset:33280
	ds_write_b8 v33, v215 offset:35328
	ds_write_b8 v33, v219 offset:37376
	ds_write_b8 v33, v223 offset:39424
	ds_write_b8 v33, v227 offset:41472
	ds_write_b8 v33, v231 offset:43520
	ds_write_b8 v33, v235 offset:45568
	ds_write_b8 v33, v239 offset:47616
	ds_write_b8 v34, v210 offset:33792
	ds_write_b8 v34, v214 offset:35840
	ds_write_b8 v34, v218 offset:37888
	ds_write_b8 v34, v222 offset:39936
	ds_write_b8 v34, v226 offset:41984
	ds_write_b8 v34, v230 offset:44032
	ds_write_b8 v34, v234 offset:46080
	ds_write_b8 v34, v238 offset:48128
	ds_write_b8 v35, v212 offset:34304
	ds_write_b8 v35, v216 offset:36352
	ds_write_b8 v35, v220 offset:38400
	ds_write_b8 v35, v224 offset:40448
	ds_write_b8 v35, v228 offset:42496
	ds_write_b8 v35, v232 offset:44544
	ds_write_b8 v35, v236 offset:46592
	ds_write_b8 v35, v240 offset:48640
	.loc	1 67 16                         ; sources.py:67:16
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[48:55], v[168:175], v[0:15] cbsz:1 blgp:1
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_cbranch_scc0 .LBB0_263
.LBB0_134:                              ; =>This Inner Loop Header: Depth=1
	.loc	1 68 9                          ; sources.py:68:9
	scratch_load_dwordx2 v[32:33], off, off ; 8-byte Folded Reload
	.loc	1 64 5                          ; sources.py:64:5
	s_addk_i32 s30, 0x80
	.loc	1 65 18                         ; sources.py:65:18
	v_readlane_b32 s16, v255, 8
	v_readlane_b32 s17, v255, 9
	v_mov_b32_e32 v178, 0
	.loc	1 68 9                          ; sources.py:68:9
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[32:33], v[32:33], 0, s[12:13]
	.loc	1 64 5                          ; sources.py:64:5
	scratch_store_dwordx2 off, v[32:33], off ; 8-byte Folded Spill
	.loc	1 65 39                         ; sources.py:65:39
	scratch_load_dword v32, off, off offset:80 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v32, s30, v32
	v_cmp_gt_i32_e64 s[2:3], s10, v32
	.loc	1 65 18 is_stmt 0               ; sources.py:65:18
	s_and_b64 s[34:35], s[16:17], s[2:3]
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[34:35]
	s_cbranch_execz .LBB0_136
; %bb.135:                              ;   in Loop: Header=BB0_134 Depth=1
	scratch_load_dwordx2 v[32:33], off, off ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_load_ubyte v178, v[32:33], off
.LBB0_136:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	scratch_load_dwordx2 v[32:33], off, off offset:8 ; 8-byte Folded Reload
	.loc	1 65 18                         ; sources.py:65:18
	v_readlane_b32 s16, v255, 10
	v_readlane_b32 s17, v255, 11
	s_and_b64 s[34:35], s[16:17], s[2:3]
	v_mov_b32_e32 v177, 0
	v_mov_b32_e32 v179, 0
	.loc	1 68 9                          ; sources.py:68:9
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[32:33], v[32:33], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	scratch_store_dwordx2 off, v[32:33], off offset:8 ; 8-byte Folded Spill
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[34:35]
	s_cbranch_execz .LBB0_138
; %bb.137:                              ;   in Loop: Header=BB0_134 Depth=1
	scratch_load_dwordx2 v[32:33], off, off offset:8 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_load_ubyte v179, v[32:33], off
.LBB0_138:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	scratch_load_dwordx2 v[32:33], off, off offset:16 ; 8-byte Folded Reload
	.loc	1 65 18                         ; sources.py:65:18
	v_readlane_b32 s16, v255, 12
	v_readlane_b32 s17, v255, 13
	s_and_b64 s[34:35], s[16:17], s[2:3]
	.loc	1 68 9                          ; sources.py:68:9
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[32:33], v[32:33], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	scratch_store_dwordx2 off, v[32:33], off offset:16 ; 8-byte Folded Spill
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[34:35]
	s_cbranch_execz .LBB0_140
; %bb.139:                              ;   in Loop: Header=BB0_134 Depth=1
	scratch_load_dwordx2 v[32:33], off, off offset:16 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_load_ubyte v177, v[32:33], off
.LBB0_140:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	scratch_load_dwordx2 v[32:33], off, off offset:24 ; 8-byte Folded Reload
	.loc	1 65 18                         ; sources.py:65:18
	v_readlane_b32 s16, v255, 14
	v_readlane_b32 s17, v255, 15
	s_and_b64 s[34:35], s[16:17], s[2:3]
	v_mov_b32_e32 v181, 0
	v_mov_b32_e32 v180, 0
	.loc	1 68 9                          ; sources.py:68:9
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[32:33], v[32:33], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	scratch_store_dwordx2 off, v[32:33], off offset:24 ; 8-byte Folded Spill
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[34:35]
	s_cbranch_execz .LBB0_142
; %bb.141:                              ;   in Loop: Header=BB0_134 Depth=1
	scratch_load_dwordx2 v[32:33], off, off offset:24 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_load_ubyte v180, v[32:33], off
.LBB0_142:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	scratch_load_dwordx2 v[32:33], off, off offset:32 ; 8-byte Folded Reload
	.loc	1 65 18                         ; sources.py:65:18
	v_readlane_b32 s16, v255, 16
	v_readlane_b32 s17, v255, 17
	s_and_b64 s[34:35], s[16:17], s[2:3]
	.loc	1 68 9                          ; sources.py:68:9
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[32:33], v[32:33], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	scratch_store_dwordx2 off, v[32:33], off offset:32 ; 8-byte Folded Spill
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[34:35]
	s_cbranch_execz .LBB0_144
; %bb.143:                              ;   in Loop: Header=BB0_134 Depth=1
	scratch_load_dwordx2 v[32:33], off, off offset:32 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_load_ubyte v181, v[32:33], off
.LBB0_144:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	scratch_load_dwordx2 v[32:33], off, off offset:40 ; 8-byte Folded Reload
	.loc	1 65 18                         ; sources.py:65:18
	v_readlane_b32 s16, v255, 18
	v_readlane_b32 s17, v255, 19
	s_and_b64 s[34:35], s[16:17], s[2:3]
	v_mov_b32_e32 v182, 0
	v_mov_b32_e32 v183, 0
	.loc	1 68 9                          ; sources.py:68:9
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[32:33], v[32:33], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	scratch_store_dwordx2 off, v[32:33], off offset:40 ; 8-byte Folded Spill
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[34:35]
	s_cbranch_execz .LBB0_146
; %bb.145:                              ;   in Loop: Header=BB0_134 Depth=1
	scratch_load_dwordx2 v[32:33], off, off offset:40 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_load_ubyte v183, v[32:33], off
.LBB0_146:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	scratch_load_dwordx2 v[32:33], off, off offset:48 ; 8-byte Folded Reload
	.loc	1 65 18                         ; sources.py:65:18
	v_readlane_b32 s16, v255, 20
	v_readlane_b32 s17, v255, 21
	s_and_b64 s[34:35], s[16:17], s[2:3]
	.loc	1 68 9                          ; sources.py:68:9
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[32:33], v[32:33], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	scratch_store_dwordx2 off, v[32:33], off offset:48 ; 8-byte Folded Spill
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[34:35]
	s_cbranch_execz .LBB0_148
; %bb.147:                              ;   in Loop: Header=BB0_134 Depth=1
	scratch_load_dwordx2 v[32:33], off, off offset:48 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_load_ubyte v182, v[32:33], off
.LBB0_148:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	scratch_load_dwordx2 v[32:33], off, off offset:56 ; 8-byte Folded Reload
	.loc	1 65 18                         ; sources.py:65:18
	v_readlane_b32 s16, v255, 22
	v_readlane_b32 s17, v255, 23
	s_and_b64 s[34:35], s[16:17], s[2:3]
	v_mov_b32_e32 v185, 0
	v_mov_b32_e32 v184, 0
	.loc	1 68 9                          ; sources.py:68:9
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[32:33], v[32:33], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	scratch_store_dwordx2 off, v[32:33], off offset:56 ; 8-byte Folded Spill
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[34:35]
	s_cbranch_execz .LBB0_150
; %bb.149:                              ;   in Loop: Header=BB0_134 Depth=1
	scratch_load_dwordx2 v[32:33], off, off offset:56 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_load_ubyte v184, v[32:33], off
.LBB0_150:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[250:251], v[250:251], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[34:35], s[36:37], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[34:35]
	s_cbranch_execz .LBB0_152
; %bb.151:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v185, v[250:251], off
.LBB0_152:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[252:253], v[252:253], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[34:35], s[38:39], s[2:3]
	v_mov_b32_e32 v186, 0
	v_mov_b32_e32 v187, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[34:35]
	s_cbranch_execz .LBB0_154
; %bb.153:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v187, v[252:253], off
.LBB0_154:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	scratch_load_dwordx2 v[32:33], off, off offset:64 ; 8-byte Folded Reload
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[34:35], s[40:41], s[2:3]
	.loc	1 68 9                          ; sources.py:68:9
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[32:33], v[32:33], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	scratch_store_dwordx2 off, v[32:33], off offset:64 ; 8-byte Folded Spill
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[34:35]
	s_cbranch_execz .LBB0_156
; %bb.155:                              ;   in Loop: Header=BB0_134 Depth=1
	scratch_load_dwordx2 v[32:33], off, off offset:64 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_load_ubyte v186, v[32:33], off
.LBB0_156:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	scratch_load_dwordx2 v[32:33], off, off offset:72 ; 8-byte Folded Reload
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[34:35], s[42:43], s[2:3]
	v_mov_b32_e32 v189, 0
	v_mov_b32_e32 v188, 0
	.loc	1 68 9                          ; sources.py:68:9
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[32:33], v[32:33], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	scratch_store_dwordx2 off, v[32:33], off offset:72 ; 8-byte Folded Spill
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[34:35]
	s_cbranch_execz .LBB0_158
; %bb.157:                              ;   in Loop: Header=BB0_134 Depth=1
	scratch_load_dwordx2 v[32:33], off, off offset:72 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_load_ubyte v188, v[32:33], off
.LBB0_158:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[56:57], v[56:57], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[34:35], s[44:45], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[34:35]
	s_cbranch_execz .LBB0_160
; %bb.159:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v189, v[56:57], off
.LBB0_160:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[58:59], v[58:59], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[34:35], s[46:47], s[2:3]
	v_mov_b32_e32 v190, 0
	v_mov_b32_e32 v191, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[34:35]
	s_cbranch_execz .LBB0_162
; %bb.161:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v191, v[58:59], off
.LBB0_162:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[60:61], v[60:61], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[34:35], s[48:49], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[34:35]
	s_cbranch_execz .LBB0_164
; %bb.163:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v190, v[60:61], off
.LBB0_164:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[62:63], v[62:63], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[34:35], s[50:51], s[2:3]
	v_mov_b32_e32 v193, 0
	v_mov_b32_e32 v192, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[34:35]
	s_cbranch_execz .LBB0_166
; %bb.165:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v192, v[62:63], off
.LBB0_166:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[64:65], v[64:65], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[34:35], s[52:53], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[34:35]
	s_cbranch_execz .LBB0_168
; %bb.167:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v193, v[64:65], off
.LBB0_168:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[66:67], v[66:67], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[34:35], s[54:55], s[2:3]
	v_mov_b32_e32 v194, 0
	v_mov_b32_e32 v195, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[34:35]
	s_cbranch_execz .LBB0_170
; %bb.169:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v195, v[66:67], off
.LBB0_170:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[68:69], v[68:69], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[34:35], s[56:57], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[34:35]
	s_cbranch_execz .LBB0_172
; %bb.171:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v194, v[68:69], off
.LBB0_172:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[70:71], v[70:71], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[34:35], s[58:59], s[2:3]
	v_mov_b32_e32 v197, 0
	v_mov_b32_e32 v196, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[34:35]
	s_cbranch_execz .LBB0_174
; %bb.173:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v196, v[70:71], off
.LBB0_174:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[72:73], v[72:73], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[34:35], s[60:61], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[34:35]
	s_cbranch_execz .LBB0_176
; %bb.175:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v197, v[72:73], off
.LBB0_176:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[74:75], v[74:75], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[34:35], s[62:63], s[2:3]
	v_mov_b32_e32 v198, 0
	v_mov_b32_e32 v199, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[34:35]
	s_cbranch_execz .LBB0_178
; %bb.177:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v199, v[74:75], off
.LBB0_178:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[76:77], v[76:77], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[34:35], s[64:65], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[34:35]
	s_cbranch_execz .LBB0_180
; %bb.179:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v198, v[76:77], off
.LBB0_180:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[78:79], v[78:79], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[34:35], s[66:67], s[2:3]
	v_mov_b32_e32 v201, 0
	v_mov_b32_e32 v200, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[34:35]
	s_cbranch_execz .LBB0_182
; %bb.181:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v200, v[78:79], off
.LBB0_182:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[80:81], v[80:81], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[34:35], s[68:69], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[34:35]
	s_cbranch_execz .LBB0_184
; %bb.183:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v201, v[80:81], off
.LBB0_184:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[82:83], v[82:83], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[34:35], s[70:71], s[2:3]
	v_mov_b32_e32 v202, 0
	v_mov_b32_e32 v203, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[34:35]
	s_cbranch_execz .LBB0_186
; %bb.185:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v203, v[82:83], off
.LBB0_186:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[84:85], v[84:85], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[34:35], s[72:73], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[34:35]
	s_cbranch_execz .LBB0_188
; %bb.187:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v202, v[84:85], off
.LBB0_188:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[86:87], v[86:87], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[34:35], s[74:75], s[2:3]
	v_mov_b32_e32 v205, 0
	v_mov_b32_e32 v204, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[34:35]
	s_cbranch_execz .LBB0_190
; %bb.189:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v204, v[86:87], off
.LBB0_190:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[88:89], v[88:89], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[34:35], s[76:77], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[34:35]
	s_cbranch_execz .LBB0_192
; %bb.191:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v205, v[88:89], off
.LBB0_192:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[90:91], v[90:91], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[34:35], s[78:79], s[2:3]
	v_mov_b32_e32 v206, 0
	v_mov_b32_e32 v207, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[34:35]
	s_cbranch_execz .LBB0_194
; %bb.193:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v207, v[90:91], off
.LBB0_194:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[92:93], v[92:93], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[34:35], s[80:81], s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[16:17], s[34:35]
	s_cbranch_execz .LBB0_196
; %bb.195:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v206, v[92:93], off
.LBB0_196:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[16:17]
	.loc	1 68 9 is_stmt 1                ; sources.py:68:9
	v_lshl_add_u64 v[94:95], v[94:95], 0, s[12:13]
	.loc	1 65 18                         ; sources.py:65:18
	s_and_b64 s[16:17], s[82:83], s[2:3]
	v_mov_b32_e32 v208, 0
	v_mov_b32_e32 v209, 0
	.loc	1 67 23                         ; sources.py:67:23
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_198
; %bb.197:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v209, v[94:95], off
.LBB0_198:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 23 is_stmt 0                ; sources.py:0:23
	s_or_b64 exec, exec, s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_waitcnt lgkmcnt(0)
	s_barrier
	scratch_load_dword v32, off, off offset:88 ; 4-byte Folded Reload
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s30, s84
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[96:97], v[96:97], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 67 23                         ; sources.py:67:23
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v32, s31, v32
	ds_read_b128 v[160:163], v32
	ds_read_b128 v[242:245], v32 offset:8192
	scratch_load_dword v32, off, off offset:92 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v32, s31, v32
	ds_read_b128 v[164:167], v32
	ds_read_b128 v[246:249], v32 offset:8192
	scratch_load_dword v32, off, off offset:96 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v36, s31, v32
	ds_read_b128 v[32:35], v36
	ds_read_b128 v[168:171], v36 offset:8192
	scratch_load_dword v36, off, off offset:100 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v172, s31, v36
	ds_read_b128 v[36:39], v172
	.loc	1 67 59 is_stmt 0               ; sources.py:67:59
	ds_read_b128 v[172:175], v172 offset:8192
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_200
; %bb.199:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v208, v[96:97], off
.LBB0_200:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 59                          ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s30, s85
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[98:99], v[98:99], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v210, 0
	v_mov_b32_e32 v211, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_202
; %bb.201:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v211, v[98:99], off
.LBB0_202:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s30, s86
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[100:101], v[100:101], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_204
; %bb.203:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v210, v[100:101], off
.LBB0_204:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s30, s87
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[102:103], v[102:103], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v213, 0
	v_mov_b32_e32 v212, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_206
; %bb.205:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v212, v[102:103], off
.LBB0_206:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s30, s88
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[104:105], v[104:105], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_208
; %bb.207:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v213, v[104:105], off
.LBB0_208:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s30, s89
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[106:107], v[106:107], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v214, 0
	v_mov_b32_e32 v215, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_210
; %bb.209:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v215, v[106:107], off
.LBB0_210:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s30, s90
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[108:109], v[108:109], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_212
; %bb.211:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v214, v[108:109], off
.LBB0_212:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s30, s91
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[110:111], v[110:111], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v217, 0
	v_mov_b32_e32 v216, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_214
; %bb.213:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v216, v[110:111], off
.LBB0_214:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s30, s92
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[112:113], v[112:113], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_216
; %bb.215:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v217, v[112:113], off
.LBB0_216:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s30, s93
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[114:115], v[114:115], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v218, 0
	v_mov_b32_e32 v219, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_218
; %bb.217:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v219, v[114:115], off
.LBB0_218:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s30, s94
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[116:117], v[116:117], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_220
; %bb.219:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v218, v[116:117], off
.LBB0_220:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s30, s95
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[118:119], v[118:119], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v221, 0
	v_mov_b32_e32 v220, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_222
; %bb.221:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v220, v[118:119], off
.LBB0_222:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s30, s96
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[120:121], v[120:121], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_224
; %bb.223:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v221, v[120:121], off
.LBB0_224:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s30, s97
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[122:123], v[122:123], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v222, 0
	v_mov_b32_e32 v223, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_226
; %bb.225:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v223, v[122:123], off
.LBB0_226:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s30, s98
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[124:125], v[124:125], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_228
; %bb.227:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v222, v[124:125], off
.LBB0_228:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s30, s99
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[126:127], v[126:127], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v225, 0
	v_mov_b32_e32 v224, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_230
; %bb.229:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v224, v[126:127], off
.LBB0_230:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s30, s18
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[128:129], v[128:129], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_232
; %bb.231:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v225, v[128:129], off
.LBB0_232:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s30, s19
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[130:131], v[130:131], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v226, 0
	v_mov_b32_e32 v227, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_234
; %bb.233:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v227, v[130:131], off
.LBB0_234:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s30, s0
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[132:133], v[132:133], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_236
; %bb.235:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v226, v[132:133], off
.LBB0_236:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s30, s1
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[134:135], v[134:135], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v229, 0
	v_mov_b32_e32 v228, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_238
; %bb.237:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v228, v[134:135], off
.LBB0_238:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s30, s6
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[136:137], v[136:137], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_240
; %bb.239:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v229, v[136:137], off
.LBB0_240:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s30, s7
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[138:139], v[138:139], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v230, 0
	v_mov_b32_e32 v231, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_242
; %bb.241:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v231, v[138:139], off
.LBB0_242:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s30, s14
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[140:141], v[140:141], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_244
; %bb.243:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v230, v[140:141], off
.LBB0_244:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s30, s15
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[142:143], v[142:143], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v233, 0
	v_mov_b32_e32 v232, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_246
; %bb.245:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v232, v[142:143], off
.LBB0_246:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s30, s20
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[144:145], v[144:145], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_248
; %bb.247:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v233, v[144:145], off
.LBB0_248:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s30, s21
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[146:147], v[146:147], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v234, 0
	v_mov_b32_e32 v235, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_250
; %bb.249:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v235, v[146:147], off
.LBB0_250:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s30, s22
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[148:149], v[148:149], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_252
; %bb.251:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v234, v[148:149], off
.LBB0_252:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s30, s23
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[150:151], v[150:151], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v237, 0
	v_mov_b32_e32 v236, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_254
; %bb.253:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v236, v[150:151], off
.LBB0_254:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s30, s24
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[152:153], v[152:153], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_256
; %bb.255:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v237, v[152:153], off
.LBB0_256:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s30, s25
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[154:155], v[154:155], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v238, 0
	v_mov_b32_e32 v239, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_258
; %bb.257:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v239, v[154:155], off
.LBB0_258:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s30, s26
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[156:157], v[156:157], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_260
; %bb.259:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v238, v[156:157], off
.LBB0_260:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	s_or_b64 exec, exec, s[2:3]
	.loc	1 66 19 is_stmt 1               ; sources.py:66:19
	s_or_b32 s2, s30, s27
	s_cmp_lt_i32 s2, s10
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 69 9                          ; sources.py:69:9
	v_lshl_add_u64 v[158:159], v[158:159], 0, s[4:5]
	.loc	1 66 18                         ; sources.py:66:18
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v240, 0
	.loc	1 67 59                         ; sources.py:67:59
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_133
; %bb.261:                              ;   in Loop: Header=BB0_134 Depth=1
	global_load_ubyte v240, v[158:159], off
	s_branch .LBB0_133
.LBB0_262:
	.loc	1 0 59 is_stmt 0                ; sources.py:0:59
	v_mov_b32_e32 v15, 0
	s_mov_b32 s29, 0x8000
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
	s_branch .LBB0_264
.LBB0_263:                              ; %Flow
	scratch_load_dword v160, off, off offset:104 ; 4-byte Folded Reload
	scratch_load_dword v161, off, off offset:108 ; 4-byte Folded Reload
	scratch_load_dword v162, off, off offset:112 ; 4-byte Folded Reload
	scratch_load_dword v163, off, off offset:116 ; 4-byte Folded Reload
	scratch_load_dword v48, off, off offset:120 ; 4-byte Folded Reload
	scratch_load_dword v35, off, off offset:124 ; 4-byte Folded Reload
	v_readlane_b32 s16, v255, 6
	v_readlane_b32 s17, v255, 1
.LBB0_264:                              ; %Flow381
	.loc	1 67 23 is_stmt 1               ; sources.py:67:23
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 67 59 is_stmt 0               ; sources.py:67:59
	scratch_load_dword v32, off, off offset:84 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v38, s29, v35
	v_readlane_b32 s0, v255, 4
	v_readlane_b32 s1, v255, 5
	s_load_dword s6, s[0:1], 0x38
	.loc	1 64 5 is_stmt 1                ; sources.py:64:5
	s_addk_i32 s10, 0x7f
	s_cmpk_lt_i32 s10, 0x80
	.loc	1 67 59                         ; sources.py:67:59
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v34, s29, v32
	ds_read_b64_tr_b8 v[40:41], v34
	ds_read_b64_tr_b8 v[44:45], v34 offset:4096
	ds_read_b64_tr_b8 v[32:33], v34 offset:8192
	ds_read_b64_tr_b8 v[36:37], v34 offset:12288
	ds_read_b64_tr_b8 v[42:43], v38
	ds_read_b64_tr_b8 v[46:47], v38 offset:4096
	ds_read_b64_tr_b8 v[34:35], v38 offset:8192
	ds_read_b64_tr_b8 v[38:39], v38 offset:12288
	s_cbranch_scc1 .LBB0_266
; %bb.265:
	.loc	1 67 23 is_stmt 0               ; sources.py:67:23
	v_and_b32_e32 v48, 0x70, v48
	s_lshl_b32 s0, s17, 4
	v_or_b32_e32 v49, v162, v48
	v_bitop3_b32 v49, s0, v49, v163 bitop3:0xf6
	v_xad_u32 v50, v49, 32, s31
	v_add_u32_e32 v51, s31, v49
	ds_read_b128 v[56:59], v50
	ds_read_b128 v[52:55], v51
	v_bitop3_b32 v48, v162, v163, v48 bitop3:0x36
	.loc	1 67 16                         ; sources.py:67:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[40:47], v[52:59], v[16:31] cbsz:1 blgp:1
	.loc	1 67 23                         ; sources.py:67:23
	v_mov_b32_e32 v52, 0x60
	v_bitop3_b32 v48, s0, v52, v48 bitop3:0x36
	v_add_u32_e32 v48, s31, v48
	v_xad_u32 v49, v49, 64, s31
	ds_read_b128 v[56:59], v48
	ds_read_b128 v[52:55], v49
	.loc	1 67 16                         ; sources.py:67:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[32:39], v[52:59], v[16:31] cbsz:1 blgp:1
	.loc	1 67 23                         ; sources.py:67:23
	ds_read_b128 v[54:57], v50 offset:8192
	ds_read_b128 v[50:53], v51 offset:8192
	.loc	1 67 16                         ; sources.py:67:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[40:47], v[50:57], v[0:15] cbsz:1 blgp:1
	.loc	1 67 23                         ; sources.py:67:23
	ds_read_b128 v[44:47], v48 offset:8192
	ds_read_b128 v[40:43], v49 offset:8192
	.loc	1 67 16                         ; sources.py:67:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[32:39], v[40:47], v[0:15] cbsz:1 blgp:1
.LBB0_266:                              ; %._crit_edge._crit_edge
	.loc	1 58 28 is_stmt 1               ; sources.py:58:28
	s_lshr_b32 s0, s17, 3
	s_waitcnt lgkmcnt(0)
	v_or_b32_e32 v32, s0, v160
	v_lshrrev_b32_e32 v33, 3, v161
	v_or_b32_e32 v33, s16, v33
	.loc	1 58 10 is_stmt 0               ; sources.py:58:10
	v_or_b32_e32 v52, s33, v32
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_readlane_b32 s0, v255, 24
	v_readlane_b32 s33, v255, 0
	.loc	1 71 55                         ; sources.py:71:55
	v_cmp_gt_i32_e64 s[4:5], s8, v52
	.loc	1 59 10                         ; sources.py:59:10
	v_or_b32_e32 v50, s0, v33
	.loc	1 70 17                         ; sources.py:70:17
	v_mul_lo_u32 v32, v52, s33
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_readlane_b32 s0, v255, 2
	v_ashrrev_i32_e32 v33, 31, v32
	v_readlane_b32 s1, v255, 3
	.loc	1 71 75 is_stmt 1               ; sources.py:71:75
	v_cmp_gt_i32_e32 vcc, s9, v50
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], vcc
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[36:37], v[32:33], 2, s[0:1]
	.loc	1 70 43 is_stmt 0               ; sources.py:70:43
	v_mul_lo_u32 v32, v50, s6
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v33, 31, v32
	.loc	1 71 5 is_stmt 1                ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_268
; %bb.267:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	v_lshl_add_u64 v[34:35], v[32:33], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[34:35], v16, off
.LBB0_268:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v16, 1, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v34, v16, s6
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[0:1], s9, v16
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v35, 31, v34
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[10:11], s[4:5], s[0:1]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[2:3], s[10:11]
	s_cbranch_execz .LBB0_270
; %bb.269:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[38:39], v[34:35], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[38:39], v17, off
.LBB0_270:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v38, 2, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v16, v38, s6
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[2:3], s9, v38
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v17, 31, v16
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[12:13], s[4:5], s[2:3]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[10:11], s[12:13]
	s_cbranch_execz .LBB0_272
; %bb.271:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[38:39], v[16:17], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[38:39], v18, off
.LBB0_272:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[10:11]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v18, 3, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v38, v18, s6
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[38:39], s9, v18
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v39, 31, v38
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[12:13], s[4:5], s[38:39]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[10:11], s[12:13]
	s_cbranch_execz .LBB0_274
; %bb.273:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[40:41], v[38:39], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[40:41], v19, off
.LBB0_274:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[10:11]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v40, 8, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v18, v40, s6
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[10:11], s9, v40
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v19, 31, v18
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[14:15], s[4:5], s[10:11]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[12:13], s[14:15]
	s_cbranch_execz .LBB0_276
; %bb.275:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[40:41], v[18:19], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[40:41], v20, off
.LBB0_276:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[12:13]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v20, 9, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v40, v20, s6
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[12:13], s9, v20
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v41, 31, v40
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[14:15], s[4:5], s[12:13]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_278
; %bb.277:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[42:43], v[40:41], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[42:43], v21, off
.LBB0_278:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[16:17]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v42, 10, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v20, v42, s6
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[36:37], s9, v42
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v21, 31, v20
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[14:15], s[4:5], s[36:37]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_280
; %bb.279:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[42:43], v[20:21], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[42:43], v22, off
.LBB0_280:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[16:17]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v22, 11, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v42, v22, s6
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[16:17], s9, v22
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v43, 31, v42
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[14:15], s[4:5], s[16:17]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[18:19], s[14:15]
	s_cbranch_execz .LBB0_282
; %bb.281:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[44:45], v[42:43], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[44:45], v23, off
.LBB0_282:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[18:19]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v44, 16, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v22, v44, s6
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[18:19], s9, v44
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v23, 31, v22
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[14:15], s[4:5], s[18:19]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[20:21], s[14:15]
	s_cbranch_execz .LBB0_284
; %bb.283:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[44:45], v[22:23], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[44:45], v24, off
.LBB0_284:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[20:21]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v24, 17, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v44, v24, s6
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[20:21], s9, v24
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v45, 31, v44
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[14:15], s[4:5], s[20:21]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[22:23], s[14:15]
	s_cbranch_execz .LBB0_286
; %bb.285:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[46:47], v[44:45], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[46:47], v25, off
.LBB0_286:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[22:23]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v46, 18, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v24, v46, s6
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[22:23], s9, v46
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v25, 31, v24
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[14:15], s[4:5], s[22:23]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[24:25], s[14:15]
	s_cbranch_execz .LBB0_288
; %bb.287:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[46:47], v[24:25], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[46:47], v26, off
.LBB0_288:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[24:25]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v26, 19, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v46, v26, s6
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[24:25], s9, v26
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v47, 31, v46
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[14:15], s[4:5], s[24:25]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[26:27], s[14:15]
	s_cbranch_execz .LBB0_290
; %bb.289:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[48:49], v[46:47], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[48:49], v27, off
.LBB0_290:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[26:27]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v48, 24, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v26, v48, s6
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[26:27], s9, v48
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v27, 31, v26
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[14:15], s[4:5], s[26:27]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[28:29], s[14:15]
	s_cbranch_execz .LBB0_292
; %bb.291:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[48:49], v[26:27], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[48:49], v28, off
.LBB0_292:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[28:29]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v28, 25, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v48, v28, s6
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[28:29], s9, v28
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v49, 31, v48
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[14:15], s[4:5], s[28:29]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[30:31], s[14:15]
	s_cbranch_execz .LBB0_294
; %bb.293:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[54:55], v[48:49], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[54:55], v29, off
.LBB0_294:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[30:31]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v51, 26, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v28, v51, s6
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[30:31], s9, v51
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v29, 31, v28
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[14:15], s[4:5], s[30:31]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[34:35], s[14:15]
	s_cbranch_execz .LBB0_296
; %bb.295:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[54:55], v[28:29], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[54:55], v30, off
.LBB0_296:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[34:35]
	.loc	1 59 10 is_stmt 1               ; sources.py:59:10
	v_or_b32_e32 v30, 27, v50
	.loc	1 70 43                         ; sources.py:70:43
	v_mul_lo_u32 v50, v30, s6
	.loc	1 71 75                         ; sources.py:71:75
	v_cmp_gt_i32_e64 s[34:35], s9, v30
	.loc	1 70 9                          ; sources.py:70:9
	v_ashrrev_i32_e32 v51, 31, v50
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[6:7], s[4:5], s[34:35]
	.loc	1 71 5 is_stmt 0                ; sources.py:71:5
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB0_298
; %bb.297:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[36:37], v[50:51], 2, v[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[36:37], v31, off
.LBB0_298:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_or_b64 exec, exec, s[4:5]
	.loc	1 58 10 is_stmt 1               ; sources.py:58:10
	v_or_b32_e32 v36, 64, v52
	.loc	1 70 17                         ; sources.py:70:17
	v_mul_lo_u32 v30, v36, s33
	.loc	1 70 9 is_stmt 0                ; sources.py:70:9
	v_readlane_b32 s4, v255, 2
	v_ashrrev_i32_e32 v31, 31, v30
	v_readlane_b32 s5, v255, 3
	s_nop 1
	v_lshl_add_u64 v[30:31], v[30:31], 2, s[4:5]
	.loc	1 71 55 is_stmt 1               ; sources.py:71:55
	v_cmp_gt_i32_e64 s[4:5], s8, v36
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[8:9], vcc, s[4:5]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[6:7], s[8:9]
	s_cbranch_execnz .LBB0_315
; %bb.299:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[6:7]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[6:7], s[4:5], s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execnz .LBB0_316
.LBB0_300:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[2:3]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_317
.LBB0_301:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[38:39]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_318
.LBB0_302:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[10:11]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_319
.LBB0_303:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[12:13]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_320
.LBB0_304:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_321
.LBB0_305:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[16:17]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_322
.LBB0_306:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[18:19]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_323
.LBB0_307:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[20:21]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_324
.LBB0_308:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[22:23]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_325
.LBB0_309:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[24:25]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_326
.LBB0_310:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[26:27]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_327
.LBB0_311:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[28:29]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_328
.LBB0_312:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_329
.LBB0_313:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54                         ; sources.py:71:54
	s_and_b64 s[0:1], s[4:5], s[34:35]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execnz .LBB0_330
.LBB0_314:
	.loc	1 53 1 is_stmt 1                ; sources.py:53:1
	s_endpgm
.LBB0_315:
	.loc	1 70 9                          ; sources.py:70:9
	v_lshl_add_u64 v[32:33], v[32:33], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[32:33], v0, off
	s_or_b64 exec, exec, s[6:7]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[6:7], s[4:5], s[0:1]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_300
.LBB0_316:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[32:33], v[34:35], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[32:33], v1, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[2:3]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_301
.LBB0_317:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[16:17], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v2, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[38:39]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_302
.LBB0_318:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[38:39], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v3, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[10:11]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_303
.LBB0_319:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[18:19], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v4, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[12:13]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_304
.LBB0_320:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[40:41], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v5, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[36:37]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_305
.LBB0_321:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[20:21], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v6, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[16:17]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_306
.LBB0_322:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[42:43], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v7, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[18:19]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_307
.LBB0_323:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[22:23], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v8, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[20:21]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_308
.LBB0_324:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[44:45], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v9, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[22:23]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_309
.LBB0_325:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[24:25], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v10, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[24:25]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_310
.LBB0_326:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[46:47], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v11, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[26:27]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_311
.LBB0_327:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[26:27], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v12, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[28:29]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_312
.LBB0_328:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[48:49], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v13, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[2:3], s[4:5], s[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_313
.LBB0_329:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[28:29], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v14, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 54 is_stmt 0               ; sources.py:71:54
	s_and_b64 s[0:1], s[4:5], s[34:35]
	.loc	1 71 5                          ; sources.py:71:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_314
.LBB0_330:
	.loc	1 70 9 is_stmt 1                ; sources.py:70:9
	v_lshl_add_u64 v[0:1], v[50:51], 2, v[30:31]
	.loc	1 71 5                          ; sources.py:71:5
	global_store_dword v[0:1], v15, off
	.loc	1 53 1                          ; sources.py:53:1
	s_endpgm
.Ltmp3:
.Lfunc_end0:
	.size	matmul, .Lfunc_end0-matmul
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 132
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
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 256
		.amdhsa_next_free_sgpr 100
		.amdhsa_accum_offset 256
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
	.set .Lmatmul.num_vgpr, 256
	.set .Lmatmul.num_agpr, 0
	.set .Lmatmul.numbered_sgpr, 100
	.set .Lmatmul.num_named_barrier, 0
	.set .Lmatmul.private_seg_size, 132
	.set .Lmatmul.uses_vcc, 1
	.set .Lmatmul.uses_flat_scratch, 0
	.set .Lmatmul.has_dyn_sized_stack, 0
	.set .Lmatmul.has_recursion, 0
	.set .Lmatmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 12712
; TotalNumSgprs: 106
; NumVgprs: 256
; NumAgprs: 0
; TotalNumVgprs: 256
; ScratchSize: 132
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 31
; NumSGPRsForWavesPerEU: 106
; NumVGPRsForWavesPerEU: 256
; AccumOffset: 256
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 63
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
    .private_segment_fixed_size: 132
    .sgpr_count:     106
    .sgpr_spill_count: 27
    .symbol:         matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     256
    .vgpr_spill_count: 53
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
