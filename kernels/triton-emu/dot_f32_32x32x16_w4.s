	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	dot_f32                         ; -- Begin function dot_f32
	.p2align	8
	.type	dot_f32,@function
dot_f32:                                ; @dot_f32
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.15:
	.file	1 "kernels/triton-emu" "sources.py"
	.loc	1 421 0 prologue_end            ; sources.py:421:0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.16:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	v_and_b32_e32 v5, 0x3ff, v0
	s_load_dword s6, s[4:5], 0x20
.Ltmp1:
	.loc	1 433 5 is_stmt 1               ; sources.py:433:5
	v_readfirstlane_b32 s0, v5
	s_bfe_u32 s5, s0, 0x20006
	.loc	1 425 28                        ; sources.py:425:28
	v_and_b32_e32 v28, 63, v0
	s_lshl_b32 s14, s5, 6
	v_or_b32_e32 v6, s14, v28
	.loc	1 425 10 is_stmt 0              ; sources.py:425:10
	s_lshl_b32 s4, s16, 5
	.loc	1 425 28                        ; sources.py:425:28
	v_lshrrev_b32_e32 v1, 4, v6
	.loc	1 425 10                        ; sources.py:425:10
	v_or_b32_e32 v7, s4, v1
	.loc	1 430 13 is_stmt 1              ; sources.py:430:13
	v_mov_b32_e32 v8, s5
	.loc	1 430 29 is_stmt 0              ; sources.py:430:29
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v2, v7, s6
	.loc	1 430 13                        ; sources.py:430:13
	v_bitop3_b32 v8, s14, v8, v28 bitop3:0x36
	.loc	1 430 21                        ; sources.py:430:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 430 48                        ; sources.py:430:48
	v_and_b32_e32 v4, 15, v0
	.loc	1 430 13                        ; sources.py:430:13
	v_sub_u32_e32 v8, v8, v6
	.loc	1 430 21                        ; sources.py:430:21
	v_lshl_add_u64 v[16:17], v[2:3], 2, s[8:9]
	v_mov_b32_e32 v1, 0
	v_lshlrev_b32_e32 v0, 2, v4
	.loc	1 430 13                        ; sources.py:430:13
	v_add_u32_e32 v29, v8, v28
	.loc	1 430 21                        ; sources.py:430:21
	v_lshl_add_u64 v[2:3], v[16:17], 0, v[0:1]
	.loc	1 430 13                        ; sources.py:430:13
	v_lshlrev_b32_e32 v30, 2, v29
	ds_bpermute_b32 v2, v30, v2
	ds_bpermute_b32 v3, v30, v3
	v_cmp_gt_i32_e64 s[2:3], s6, 0
	.loc	1 429 5 is_stmt 1               ; sources.py:429:5
	s_cmp_gt_i32 s6, 0
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 430 13                        ; sources.py:430:13
	v_lshrrev_b64 v[8:9], v29, s[2:3]
	v_and_b32_e32 v8, 1, v8
	s_lshl_b32 s7, s5, 8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 13 is_stmt 0                ; sources.py:0:13
	s_mov_b32 m0, s7
	.loc	1 430 13                        ; sources.py:430:13
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[2:3], off
.LBB0_2:
	.loc	1 0 13                          ; sources.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 425 10 is_stmt 1              ; sources.py:425:10
	s_waitcnt lgkmcnt(1)
	v_or_b32_e32 v2, 16, v7
	.loc	1 430 29                        ; sources.py:430:29
	v_mul_lo_u32 v2, v2, s6
	.loc	1 430 21 is_stmt 0              ; sources.py:430:21
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[18:19], v[2:3], 2, s[8:9]
	v_lshl_add_u64 v[0:1], v[18:19], 0, v[0:1]
	.loc	1 430 13                        ; sources.py:430:13
	s_and_b64 s[2:3], s[0:1], exec
	ds_bpermute_b32 v0, v30, v0
	ds_bpermute_b32 v1, v30, v1
	s_cselect_b32 s2, 1, 0
	v_cmp_ne_u32_e64 s[2:3], s2, 0
	s_nop 1
	v_lshrrev_b64 v[2:3], v29, s[2:3]
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	1 0 13                          ; sources.py:0:13
	s_add_i32 m0, s7, 0x400
	.loc	1 430 13                        ; sources.py:430:13
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[0:1], off
.LBB0_4:
	.loc	1 0 13                          ; sources.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 426 10 is_stmt 1              ; sources.py:426:10
	s_lshl_b32 s2, s17, 5
	.loc	1 425 28                        ; sources.py:425:28
	v_and_b32_e32 v26, 31, v5
	.loc	1 431 13                        ; sources.py:431:13
	s_and_b64 s[0:1], s[0:1], exec
	.loc	1 426 10                        ; sources.py:426:10
	s_waitcnt lgkmcnt(1)
	v_or_b32_e32 v0, s2, v26
	.loc	1 431 13                        ; sources.py:431:13
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	; asyncmark
	s_cbranch_scc1 .LBB0_6
; %bb.5:
	.loc	1 431 30 is_stmt 0              ; sources.py:431:30
	v_lshrrev_b32_e32 v8, 5, v6
	v_or_b32_e32 v2, 8, v8
	.loc	1 431 29                        ; sources.py:431:29
	v_mul_lo_u32 v2, v2, s15
	v_mul_lo_u32 v8, v8, s15
	.loc	1 431 21                        ; sources.py:431:21
	v_ashrrev_i32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[10:11]
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[10:11]
	.loc	1 431 13                        ; sources.py:431:13
	s_add_i32 m0, s7, 0x1000
	.loc	1 431 21                        ; sources.py:431:21
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[8:9], 0, v[6:7]
	.loc	1 431 13                        ; sources.py:431:13
	global_load_lds_dword v[6:7], off
	s_add_i32 m0, s7, 0x1400
	s_nop 0
	global_load_lds_dword v[2:3], off
.LBB0_6:                                ; %.critedge
	.loc	1 425 28 is_stmt 1              ; sources.py:425:28
	v_lshrrev_b32_e32 v2, 3, v5
	.loc	1 429 5                         ; sources.py:429:5
	s_add_i32 s1, s6, -16
	.loc	1 425 28                        ; sources.py:425:28
	v_and_b32_e32 v27, 4, v2
	.loc	1 429 5                         ; sources.py:429:5
	s_cmp_lt_i32 s1, 1
	v_lshlrev_b32_e32 v31, 6, v26
	v_and_b32_e32 v32, 12, v5
	; asyncmark
	s_cbranch_scc1 .LBB0_9
; %bb.7:                                ; %.lr.ph
	v_lshl_add_u64 v[20:21], v[0:1], 2, s[10:11]
	v_add_u32_e32 v0, s14, v28
	v_lshrrev_b32_e32 v0, 5, v0
	v_add_u32_e32 v1, 24, v0
	v_or_b32_e32 v0, 16, v0
	v_bitop3_b32 v2, v27, v5, 12 bitop3:0x78
	v_mul_lo_u32 v24, s15, v0
	v_mov_b32_e32 v0, 0
	v_bitop3_b32 v33, v27, v31, v32 bitop3:0xde
	v_bitop3_b32 v34, v2, 8, v31 bitop3:0x36
	v_lshlrev_b32_e32 v35, 2, v28
	v_mul_lo_u32 v22, s15, v1
	s_lshl_b32 s3, s15, 4
	s_mov_b32 s0, 0
	s_movk_i32 s10, 0x1000
	v_or_b32_e32 v36, 16, v4
	v_bfrev_b32_e32 v37, -2
	s_mov_b32 s9, 0
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
	s_mov_b32 s8, 0
.LBB0_8:                                ; =>This Inner Loop Header: Depth=1
	s_add_i32 s9, s9, 1
	.loc	1 430 21                        ; sources.py:430:21
	v_add_u32_e32 v38, s8, v36
	.loc	1 429 5                         ; sources.py:429:5
	s_cmp_lt_i32 s9, 2
	.loc	1 430 21                        ; sources.py:430:21
	v_ashrrev_i32_e32 v39, 31, v38
	.loc	1 429 5                         ; sources.py:429:5
	s_cselect_b32 s9, s9, 0
	.loc	1 430 21                        ; sources.py:430:21
	v_lshlrev_b64 v[38:39], 2, v[38:39]
	.loc	1 430 13 is_stmt 0              ; sources.py:430:13
	v_lshrrev_b64 v[40:41], v29, exec
	.loc	1 431 21 is_stmt 1              ; sources.py:431:21
	v_ashrrev_i32_e32 v23, 31, v22
	.loc	1 430 13                        ; sources.py:430:13
	v_add_u32_e32 v47, s0, v33
	v_add_u32_e32 v48, s0, v34
	.loc	1 430 21 is_stmt 0              ; sources.py:430:21
	v_lshl_add_u64 v[44:45], v[16:17], 0, v[38:39]
	.loc	1 430 13                        ; sources.py:430:13
	s_lshl_b32 s0, s9, 11
	.loc	1 431 21 is_stmt 1              ; sources.py:431:21
	v_ashrrev_i32_e32 v25, 31, v24
	.loc	1 430 13                        ; sources.py:430:13
	v_and_b32_e32 v46, 1, v40
	.loc	1 431 21                        ; sources.py:431:21
	v_lshl_add_u64 v[42:43], v[22:23], 2, v[20:21]
	.loc	1 431 13 is_stmt 0              ; sources.py:431:13
	v_add_u32_e32 v23, s10, v35
	.loc	1 430 21 is_stmt 1              ; sources.py:430:21
	v_lshl_add_u64 v[38:39], v[18:19], 0, v[38:39]
	.loc	1 430 13 is_stmt 0              ; sources.py:430:13
	s_add_i32 s10, s0, s7
	ds_bpermute_b32 v44, v30, v44
	ds_bpermute_b32 v45, v30, v45
	.loc	1 431 21 is_stmt 1              ; sources.py:431:21
	v_lshl_add_u64 v[40:41], v[24:25], 2, v[20:21]
	.loc	1 430 13                        ; sources.py:430:13
	ds_bpermute_b32 v38, v30, v38
	ds_bpermute_b32 v39, v30, v39
	v_mov_b32_e32 v25, s10
	s_add_i32 s11, s10, 0x400
	v_cmp_eq_u32_e32 vcc, 1, v46
	v_mov_b32_e32 v46, s11
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cndmask_b32_e32 v25, v37, v25, vcc
	s_barrier
	v_readfirstlane_b32 s11, v25
	v_cndmask_b32_e32 v25, v37, v46, vcc
	s_mov_b32 m0, s11
	v_readfirstlane_b32 s14, v25
	global_load_lds_dword v[44:45], off
	s_mov_b32 m0, s14
	.loc	1 429 5                         ; sources.py:429:5
	s_add_i32 s8, s8, 16
	.loc	1 430 13                        ; sources.py:430:13
	global_load_lds_dword v[38:39], off
	.loc	1 431 13                        ; sources.py:431:13
	s_add_i32 m0, s10, 0x1000
	; asyncmark
	.loc	1 430 13                        ; sources.py:430:13
	ds_read2_b32 v[38:39], v47 offset1:4
	ds_read2_b32 v[44:45], v47 offset0:8 offset1:12
	ds_read2_b32 v[46:47], v48 offset1:4
	ds_read2_b32 v[48:49], v48 offset0:8 offset1:12
	.loc	1 431 13                        ; sources.py:431:13
	global_load_lds_dword v[40:41], off
	s_add_i32 m0, s10, 0x1400
	s_add_i32 s10, s0, 0x1000
	global_load_lds_dword v[42:43], off
	; asyncmark
	ds_read2st64_b32 v[40:41], v23 offset1:1
	ds_read2st64_b32 v[42:43], v23 offset0:2 offset1:3
	ds_read2st64_b32 v[50:51], v23 offset0:4 offset1:5
	ds_read2st64_b32 v[52:53], v23 offset0:6 offset1:7
	.loc	1 432 16                        ; sources.py:432:16
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x2_f32 v[0:15], v40, v38, v[0:15]
	.loc	1 429 5                         ; sources.py:429:5
	v_add_u32_e32 v22, s3, v22
	v_add_u32_e32 v24, s3, v24
	s_cmp_lt_i32 s8, s1
	.loc	1 432 16                        ; sources.py:432:16
	v_mfma_f32_32x32x2_f32 v[0:15], v41, v46, v[0:15]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x2_f32 v[0:15], v42, v39, v[0:15]
	v_mfma_f32_32x32x2_f32 v[0:15], v43, v47, v[0:15]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x2_f32 v[0:15], v50, v44, v[0:15]
	v_mfma_f32_32x32x2_f32 v[0:15], v51, v48, v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[0:15], v52, v45, v[0:15]
	v_mfma_f32_32x32x2_f32 v[0:15], v53, v49, v[0:15]
	.loc	1 429 5                         ; sources.py:429:5
	s_cbranch_scc1 .LBB0_8
	s_branch .LBB0_10
.LBB0_9:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	v_mov_b32_e32 v15, 0
	s_mov_b32 s0, 0
	s_movk_i32 s10, 0x1000
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
.LBB0_10:                               ; %._crit_edge
	.loc	1 429 5 is_stmt 1               ; sources.py:429:5
	s_add_i32 s6, s6, 15
	s_cmp_lt_i32 s6, 16
	; wait_asyncmark(0)
	.loc	1 430 13                        ; sources.py:430:13
	s_waitcnt vmcnt(0)
	s_barrier
	.loc	1 432 16                        ; sources.py:432:16
	s_cbranch_scc0 .LBB0_13
; %bb.11:
	.loc	1 433 5                         ; sources.py:433:5
	s_cmp_lg_u32 s5, 0
	s_cbranch_scc0 .LBB0_14
.LBB0_12:                               ; %.critedge30
	.loc	1 421 1                         ; sources.py:421:1
	s_endpgm
.LBB0_13:
	.loc	1 431 13                        ; sources.py:431:13
	v_lshl_add_u32 v22, v28, 2, s10
	ds_read2st64_b32 v[16:17], v22 offset1:1
	.loc	1 430 13                        ; sources.py:430:13
	v_bitop3_b32 v20, v27, v31, v32 bitop3:0xde
	v_add_u32_e32 v23, s0, v20
	ds_read2_b32 v[18:19], v23 offset1:4
	v_xad_u32 v24, v20, 8, s0
	ds_read2_b32 v[20:21], v24 offset1:4
	.loc	1 432 16                        ; sources.py:432:16
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x2_f32 v[0:15], v16, v18, v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[0:15], v17, v20, v[0:15]
	.loc	1 431 13                        ; sources.py:431:13
	ds_read2st64_b32 v[16:17], v22 offset0:2 offset1:3
	.loc	1 432 16                        ; sources.py:432:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[0:15], v16, v19, v[0:15]
	v_mfma_f32_32x32x2_f32 v[0:15], v17, v21, v[0:15]
	.loc	1 431 13                        ; sources.py:431:13
	ds_read2st64_b32 v[16:17], v22 offset0:4 offset1:5
	.loc	1 430 13                        ; sources.py:430:13
	ds_read2_b32 v[18:19], v23 offset0:8 offset1:12
	ds_read2_b32 v[20:21], v24 offset0:8 offset1:12
	.loc	1 432 16                        ; sources.py:432:16
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x2_f32 v[0:15], v16, v18, v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[0:15], v17, v20, v[0:15]
	.loc	1 431 13                        ; sources.py:431:13
	ds_read2st64_b32 v[16:17], v22 offset0:6 offset1:7
	.loc	1 432 16                        ; sources.py:432:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[0:15], v16, v19, v[0:15]
	v_mfma_f32_32x32x2_f32 v[0:15], v17, v21, v[0:15]
	.loc	1 433 5                         ; sources.py:433:5
	s_cmp_lg_u32 s5, 0
	s_cbranch_scc1 .LBB0_12
.LBB0_14:                               ; %.critedge2
	.loc	1 425 10                        ; sources.py:425:10
	v_or_b32_e32 v17, s4, v26
	.loc	1 433 22                        ; sources.py:433:22
	v_mul_lo_u32 v18, s15, v17
	.loc	1 426 10                        ; sources.py:426:10
	v_or_b32_e32 v16, s2, v27
	.loc	1 433 14                        ; sources.py:433:14
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[12:13]
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 2, v[18:19]
	.loc	1 433 5 is_stmt 0               ; sources.py:433:5
	s_nop 8
	global_store_dwordx4 v[16:17], v[0:3], off
	global_store_dwordx4 v[16:17], v[4:7], off offset:32
	global_store_dwordx4 v[16:17], v[8:11], off offset:64
	global_store_dwordx4 v[16:17], v[12:15], off offset:96
	.loc	1 421 1 is_stmt 1               ; sources.py:421:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	dot_f32, .Lfunc_end0-dot_f32
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel dot_f32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 312
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 8
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 54
		.amdhsa_next_free_sgpr 18
		.amdhsa_accum_offset 56
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
	.set .Ldot_f32.num_vgpr, 54
	.set .Ldot_f32.num_agpr, 0
	.set .Ldot_f32.numbered_sgpr, 18
	.set .Ldot_f32.num_named_barrier, 0
	.set .Ldot_f32.private_seg_size, 0
	.set .Ldot_f32.uses_vcc, 1
	.set .Ldot_f32.uses_flat_scratch, 0
	.set .Ldot_f32.has_dyn_sized_stack, 0
	.set .Ldot_f32.has_recursion, 0
	.set .Ldot_f32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1696
; TotalNumSgprs: 24
; NumVgprs: 54
; NumAgprs: 0
; TotalNumVgprs: 54
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 54
; AccumOffset: 56
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 13
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
      - .offset:         56
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         60
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         64
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         68
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         70
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         72
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         74
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         76
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         78
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         120
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         136
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         144
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         152
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         160
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         168
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         176
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
      - .offset:         256
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 312
    .max_flat_workgroup_size: 256
    .name:           dot_f32
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         dot_f32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     54
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
