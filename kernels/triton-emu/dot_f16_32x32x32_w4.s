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
; %bb.34:
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
; %bb.35:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 417 5 is_stmt 1               ; sources.py:417:5
	v_readfirstlane_b32 s11, v0
	.loc	1 409 28                        ; sources.py:409:28
	v_and_b32_e32 v1, 63, v0
	s_and_b32 s13, s11, 0xc0
	v_or_b32_e32 v4, s13, v1
	.loc	1 409 10 is_stmt 0              ; sources.py:409:10
	s_lshl_b32 s8, s16, 5
	.loc	1 409 28                        ; sources.py:409:28
	v_lshrrev_b32_e32 v5, 5, v4
	.loc	1 409 10                        ; sources.py:409:10
	v_or_b32_e32 v2, s8, v5
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	v_mul_lo_u32 v2, v2, s10
	.loc	1 409 28                        ; sources.py:409:28
	v_and_b32_e32 v26, 31, v0
	.loc	1 414 21                        ; sources.py:414:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 413 5                         ; sources.py:413:5
	s_cmp_gt_i32 s10, 0
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[16:17], v[2:3], 1, s[2:3]
	.loc	1 413 5                         ; sources.py:413:5
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s10, 1
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v2, 1, v26
	.loc	1 414 13                        ; sources.py:414:13
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	.loc	1 0 13 is_stmt 0                ; sources.py:0:13
	v_lshl_add_u64 v[6:7], v[16:17], 0, v[2:3]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v9, v[6:7], off
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v9, 0
.LBB0_3:
	.loc	1 409 28 is_stmt 1              ; sources.py:409:28
	v_or_b32_e32 v6, 8, v5
	.loc	1 409 10 is_stmt 0              ; sources.py:409:10
	v_or_b32_e32 v3, s8, v6
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	v_mul_lo_u32 v10, v3, s10
	.loc	1 414 13 is_stmt 0              ; sources.py:414:13
	s_and_b64 s[14:15], s[0:1], exec
	.loc	1 414 21                        ; sources.py:414:21
	v_ashrrev_i32_e32 v11, 31, v10
	.loc	1 414 13                        ; sources.py:414:13
	s_cselect_b32 s12, 1, 0
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[18:19], v[10:11], 1, s[2:3]
	.loc	1 414 13                        ; sources.py:414:13
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_5
; %bb.4:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[10:11], v[18:19], 0, v[2:3]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v10, v[10:11], off
	s_branch .LBB0_6
.LBB0_5:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v10, 0
.LBB0_6:
	.loc	1 409 28 is_stmt 1              ; sources.py:409:28
	v_or_b32_e32 v7, 16, v5
	.loc	1 409 10 is_stmt 0              ; sources.py:409:10
	v_or_b32_e32 v3, s8, v7
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	v_mul_lo_u32 v12, v3, s10
	.loc	1 414 13 is_stmt 0              ; sources.py:414:13
	s_and_b64 s[14:15], s[0:1], exec
	.loc	1 414 21                        ; sources.py:414:21
	v_ashrrev_i32_e32 v13, 31, v12
	.loc	1 414 13                        ; sources.py:414:13
	s_cselect_b32 s12, 1, 0
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[20:21], v[12:13], 1, s[2:3]
	.loc	1 414 13                        ; sources.py:414:13
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[12:13], v[20:21], 0, v[2:3]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v11, v[12:13], off
	s_branch .LBB0_9
.LBB0_8:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v11, 0
.LBB0_9:
	.loc	1 409 28 is_stmt 1              ; sources.py:409:28
	v_or_b32_e32 v8, 24, v5
	.loc	1 409 10 is_stmt 0              ; sources.py:409:10
	v_or_b32_e32 v3, s8, v8
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	v_mul_lo_u32 v12, v3, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[22:23], v[12:13], 1, s[2:3]
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_11
; %bb.10:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[2:3], v[22:23], 0, v[2:3]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v12, v[2:3], off
	s_branch .LBB0_12
.LBB0_11:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v12, 0
.LBB0_12:
	.loc	1 410 10 is_stmt 1              ; sources.py:410:10
	s_lshl_b32 s2, s17, 5
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[14:15], s[0:1], exec
	.loc	1 410 10                        ; sources.py:410:10
	v_or_b32_e32 v2, s2, v26
	.loc	1 415 13                        ; sources.py:415:13
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	.loc	1 415 21 is_stmt 0              ; sources.py:415:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 415 13                        ; sources.py:415:13
	s_cbranch_scc1 .LBB0_16
; %bb.13:
	.loc	1 0 13                          ; sources.py:0:13
	v_mul_lo_u32 v14, v5, s9
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[14:15], v[14:15], 1, s[4:5]
	v_lshl_add_u64 v[14:15], v[2:3], 1, v[14:15]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v5, v[14:15], off
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	s_cbranch_scc1 .LBB0_17
.LBB0_14:
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v14, v6, s9
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[14:15], v[14:15], 1, s[4:5]
	v_lshl_add_u64 v[14:15], v[2:3], 1, v[14:15]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v6, v[14:15], off
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	s_cbranch_scc1 .LBB0_18
.LBB0_15:
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v14, v7, s9
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[14:15], v[14:15], 1, s[4:5]
	v_lshl_add_u64 v[14:15], v[2:3], 1, v[14:15]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v7, v[14:15], off
	s_branch .LBB0_19
.LBB0_16:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v5, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	s_cbranch_scc0 .LBB0_14
.LBB0_17:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v6, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[14:15], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	s_cbranch_scc0 .LBB0_15
.LBB0_18:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v7, 0
.LBB0_19:
	s_lshr_b32 s3, s11, 6
	.loc	1 415 13 is_stmt 1              ; sources.py:415:13
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_21
; %bb.20:
	.loc	1 415 29 is_stmt 0              ; sources.py:415:29
	v_mul_lo_u32 v14, v8, s9
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[14:15], v[14:15], 1, s[4:5]
	v_lshl_add_u64 v[14:15], v[2:3], 1, v[14:15]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v8, v[14:15], off
	s_branch .LBB0_22
.LBB0_21:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v8, 0
.LBB0_22:
	.loc	1 414 13 is_stmt 1              ; sources.py:414:13
	s_cmp_lt_u32 s3, 2
	v_lshlrev_b32_e32 v4, 1, v4
	s_cselect_b32 s0, 0, 0x110
	v_mov_b32_e32 v13, 0xfe
	v_bitop3_b32 v33, v4, s0, v13 bitop3:0x6c
	v_add_u32_e32 v4, 0, v33
	v_xor_b32_e32 v34, 32, v33
	s_waitcnt vmcnt(0)
	ds_write_b16 v4, v9
	ds_write_b16 v4, v11 offset:1024
	v_add_u32_e32 v9, 0, v34
	.loc	1 413 5                         ; sources.py:413:5
	s_sub_i32 s11, s10, 32
	s_mov_b32 s12, 0
	.loc	1 414 13                        ; sources.py:414:13
	ds_write_b16 v9, v10 offset:512
	ds_write_b16 v9, v12 offset:1536
	.loc	1 415 13                        ; sources.py:415:13
	ds_write_b16 v4, v5 offset:4096
	ds_write_b16 v4, v7 offset:5120
	ds_write_b16 v9, v6 offset:4608
	ds_write_b16 v9, v8 offset:5632
	.loc	1 413 5                         ; sources.py:413:5
	s_cmp_gt_i32 s11, 0
	v_and_b32_e32 v28, 12, v0
	v_lshlrev_b32_e32 v5, 3, v0
	v_lshlrev_b32_e32 v4, 1, v0
	s_cbranch_scc1 .LBB0_24
; %bb.23:                               ; %.._crit_edge_crit_edge
	.loc	1 415 13                        ; sources.py:415:13
	v_and_b32_e32 v6, 24, v5
	v_and_b32_e32 v29, 32, v4
	v_lshl_or_b32 v30, v28, 4, v6
	s_mov_b64 s[0:1], 0
	s_branch .LBB0_25
.LBB0_24:
	.loc	1 0 13 is_stmt 0                ; sources.py:0:13
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr30
.LBB0_25:                               ; %Flow22
	s_and_b64 s[0:1], s[0:1], exec
	v_and_b32_e32 v27, 32, v0
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	v_lshlrev_b32_e32 v31, 6, v26
	v_lshrrev_b32_e32 v32, 1, v27
	v_cmp_eq_u32_e32 vcc, 0, v27
	s_cbranch_scc1 .LBB0_28
; %bb.26:                               ; %.lr.ph
	v_lshlrev_b32_e32 v0, 2, v28
	.loc	1 413 5 is_stmt 1               ; sources.py:413:5
	v_lshl_add_u64 v[24:25], v[2:3], 1, s[4:5]
	v_xor_b32_e32 v2, v0, v32
	v_bitop3_b32 v36, v2, 32, v31 bitop3:0x36
	v_mov_b32_e32 v2, 0x220
	v_bitop3_b32 v35, v0, v31, v32 bitop3:0xde
	v_and_b32_e32 v0, 24, v5
	v_cndmask_b32_e64 v2, v2, 0, vcc
	v_lshl_or_b32 v30, v28, 4, v0
	v_bitop3_b32 v0, v2, v4, 32 bitop3:0x78
	v_or_b32_e32 v37, v0, v30
	v_bitop3_b32 v38, v0, 16, v30 bitop3:0x36
	v_add_u32_e32 v0, s13, v1
	v_lshrrev_b32_e32 v0, 5, v0
	v_add_u32_e32 v1, 56, v0
	v_mul_lo_u32 v39, s9, v1
	v_or_b32_e32 v1, 48, v0
	v_mul_lo_u32 v40, s9, v1
	v_add_u32_e32 v1, 40, v0
	v_or_b32_e32 v0, 32, v0
	v_mul_lo_u32 v42, s9, v0
	v_mov_b32_e32 v0, 0
	v_and_b32_e32 v29, 32, v4
	s_lshl_b32 s0, s9, 5
	v_mul_lo_u32 v41, s9, v1
	s_movk_i32 s4, 0x1000
	v_or_b32_e32 v43, 32, v26
	s_mov_b32 s1, 0
	s_mov_b32 s5, 0
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
	s_mov_b32 s13, 0
.LBB0_27:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 414 13                        ; sources.py:414:13
	v_add_u32_e32 v46, s12, v35
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v47, s12, v36
	ds_read_b128 v[52:55], v46
	ds_read_b128 v[56:59], v47
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	v_add_u32_e32 v44, s13, v43
	v_ashrrev_i32_e32 v45, 31, v44
	v_lshlrev_b64 v[44:45], 1, v[44:45]
	.loc	1 413 5 is_stmt 1               ; sources.py:413:5
	s_add_i32 s14, s13, 32
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[46:47], v[16:17], 0, v[44:45]
	v_lshl_add_u64 v[48:49], v[18:19], 0, v[44:45]
	v_lshl_add_u64 v[50:51], v[20:21], 0, v[44:45]
	v_lshl_add_u64 v[44:45], v[22:23], 0, v[44:45]
	.loc	1 413 5                         ; sources.py:413:5
	s_setprio 1
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v68, v[46:47], off
	global_load_ushort v69, v[48:49], off
	global_load_ushort v70, v[50:51], off
	global_load_ushort v71, v[44:45], off
	; sched_barrier mask(0x00000000)
	.loc	1 415 13                        ; sources.py:415:13
	v_add_u32_e32 v44, s4, v37
	v_add_u32_e32 v45, s4, v38
	ds_read_b64_tr_b16 v[60:61], v44
	ds_read_b64_tr_b16 v[64:65], v44 offset:1024
	ds_read_b64_tr_b16 v[62:63], v45 offset:256
	ds_read_b64_tr_b16 v[66:67], v45 offset:1280
	.loc	1 413 5                         ; sources.py:413:5
	s_setprio 0
	.loc	1 415 29                        ; sources.py:415:29
	v_add_u32_e32 v44, s1, v42
	v_add_u32_e32 v46, s1, v41
	v_add_u32_e32 v48, s1, v40
	.loc	1 415 21 is_stmt 0              ; sources.py:415:21
	v_add_u32_e32 v50, s1, v39
	v_ashrrev_i32_e32 v45, 31, v44
	v_ashrrev_i32_e32 v47, 31, v46
	v_ashrrev_i32_e32 v49, 31, v48
	v_ashrrev_i32_e32 v51, 31, v50
	v_lshl_add_u64 v[44:45], v[44:45], 1, v[24:25]
	v_lshl_add_u64 v[46:47], v[46:47], 1, v[24:25]
	v_lshl_add_u64 v[48:49], v[48:49], 1, v[24:25]
	v_lshl_add_u64 v[50:51], v[50:51], 1, v[24:25]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v72, v[44:45], off
	global_load_ushort v73, v[46:47], off
	global_load_ushort v74, v[48:49], off
	global_load_ushort v75, v[50:51], off
	.loc	1 416 16 is_stmt 1              ; sources.py:416:16
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[0:15], v[60:63], v[52:55], v[0:15]
	; sched_barrier mask(0x00000001)
	.loc	1 413 5                         ; sources.py:413:5
	s_setprio 1
	.loc	1 416 16                        ; sources.py:416:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[64:67], v[56:59], v[0:15]
	.loc	1 413 5                         ; sources.py:413:5
	s_setprio 0
	s_add_i32 s4, s5, 1
	s_cmp_lt_i32 s4, 2
	s_cselect_b32 s5, s4, 0
	.loc	1 414 13                        ; sources.py:414:13
	s_lshl_b32 s12, s5, 11
	.loc	1 413 5                         ; sources.py:413:5
	s_add_i32 s1, s1, s0
	.loc	1 415 13                        ; sources.py:415:13
	s_add_i32 s4, s12, 0x1000
	s_mov_b32 s13, s14
	.loc	1 414 13                        ; sources.py:414:13
	v_add_u32_e32 v44, s12, v33
	v_add_u32_e32 v45, s12, v34
	.loc	1 413 5                         ; sources.py:413:5
	s_cmp_lt_i32 s14, s11
	.loc	1 414 13                        ; sources.py:414:13
	s_barrier
	s_waitcnt vmcnt(7)
	ds_write_b16 v44, v68
	s_waitcnt vmcnt(5)
	ds_write_b16 v44, v70 offset:1024
	ds_write_b16 v45, v69 offset:512
	s_waitcnt vmcnt(4)
	ds_write_b16 v45, v71 offset:1536
	.loc	1 415 13                        ; sources.py:415:13
	s_waitcnt vmcnt(3)
	ds_write_b16 v44, v72 offset:4096
	s_waitcnt vmcnt(1)
	ds_write_b16 v44, v74 offset:5120
	ds_write_b16 v45, v73 offset:4608
	s_waitcnt vmcnt(0)
	ds_write_b16 v45, v75 offset:5632
	.loc	1 413 5                         ; sources.py:413:5
	s_cbranch_scc1 .LBB0_27
	s_branch .LBB0_29
.LBB0_28:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	v_mov_b32_e32 v15, 0
	s_movk_i32 s4, 0x1000
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
.LBB0_29:                               ; %._crit_edge
	.loc	1 413 5 is_stmt 1               ; sources.py:413:5
	s_add_i32 s10, s10, 31
	s_cmp_lt_i32 s10, 32
	.loc	1 414 13                        ; sources.py:414:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 416 16                        ; sources.py:416:16
	s_cbranch_scc0 .LBB0_32
; %bb.30:
	.loc	1 417 5                         ; sources.py:417:5
	s_cmp_lg_u32 s3, 0
	s_cbranch_scc0 .LBB0_33
.LBB0_31:                               ; %.critedge28
	.loc	1 404 1                         ; sources.py:404:1
	s_endpgm
.LBB0_32:
	.loc	1 0 1 is_stmt 0                 ; sources.py:0:1
	v_mov_b32_e32 v16, 0x220
	v_cndmask_b32_e64 v16, v16, 0, vcc
	v_xor_b32_e32 v17, v16, v29
	v_bitop3_b32 v16, v16, v30, v29 bitop3:0xde
	s_movk_i32 s0, 0x110
	v_add_u32_e32 v16, s4, v16
	v_bitop3_b32 v17, v17, s0, v30 bitop3:0x36
	.loc	1 414 13 is_stmt 1              ; sources.py:414:13
	v_lshlrev_b32_e32 v18, 2, v28
	v_add_u32_e32 v17, s4, v17
	ds_read_b64_tr_b16 v[20:21], v16
	ds_read_b64_tr_b16 v[22:23], v17
	v_bitop3_b32 v18, v18, v31, v32 bitop3:0xde
	v_add_u32_e32 v19, s12, v18
	ds_read_b128 v[28:31], v19
	ds_read_b64_tr_b16 v[32:33], v16 offset:1024
	ds_read_b64_tr_b16 v[34:35], v17 offset:1024
	.loc	1 416 16                        ; sources.py:416:16
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[0:15], v[20:23], v[28:31], v[0:15]
	.loc	1 414 13                        ; sources.py:414:13
	v_xad_u32 v16, v18, 32, s12
	ds_read_b128 v[16:19], v16
	.loc	1 416 16                        ; sources.py:416:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[32:35], v[16:19], v[0:15]
	.loc	1 417 5                         ; sources.py:417:5
	s_cmp_lg_u32 s3, 0
	s_cbranch_scc1 .LBB0_31
.LBB0_33:                               ; %.critedge
	.loc	1 409 10                        ; sources.py:409:10
	v_or_b32_e32 v17, s8, v26
	.loc	1 409 28 is_stmt 0              ; sources.py:409:28
	v_lshrrev_b32_e32 v16, 3, v27
	.loc	1 417 22 is_stmt 1              ; sources.py:417:22
	v_mul_lo_u32 v18, s9, v17
	.loc	1 410 10                        ; sources.py:410:10
	v_or_b32_e32 v16, s2, v16
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
		.amdhsa_next_free_vgpr 76
		.amdhsa_next_free_sgpr 18
		.amdhsa_accum_offset 76
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
	.set .Ldot.num_vgpr, 76
	.set .Ldot.num_agpr, 0
	.set .Ldot.numbered_sgpr, 18
	.set .Ldot.num_named_barrier, 0
	.set .Ldot.private_seg_size, 0
	.set .Ldot.uses_vcc, 1
	.set .Ldot.uses_flat_scratch, 0
	.set .Ldot.has_dyn_sized_stack, 0
	.set .Ldot.has_recursion, 0
	.set .Ldot.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2056
; TotalNumSgprs: 24
; NumVgprs: 76
; NumAgprs: 0
; TotalNumVgprs: 76
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 76
; AccumOffset: 76
; Occupancy: 6
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 18
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
    .max_flat_workgroup_size: 256
    .name:           dot
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         dot.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     76
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
