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
; %bb.41:
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
; %bb.42:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 417 5 is_stmt 1               ; sources.py:417:5
	v_readfirstlane_b32 s11, v0
	.loc	1 409 28                        ; sources.py:409:28
	v_and_b32_e32 v4, 63, v0
	s_and_b32 s0, s11, 0xc0
	v_or_b32_e32 v1, s0, v4
	.loc	1 409 10 is_stmt 0              ; sources.py:409:10
	s_lshl_b32 s8, s16, 5
	.loc	1 409 28                        ; sources.py:409:28
	v_lshrrev_b32_e32 v2, 5, v1
	.loc	1 409 10                        ; sources.py:409:10
	v_or_b32_e32 v5, s8, v2
	.loc	1 414 29 is_stmt 1              ; sources.py:414:29
	v_mul_lo_u32 v2, v5, s10
	.loc	1 409 28                        ; sources.py:409:28
	v_and_b32_e32 v42, 31, v0
	.loc	1 414 21                        ; sources.py:414:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 413 5                         ; sources.py:413:5
	s_cmp_gt_i32 s10, 0
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[32:33], v[2:3], 1, s[2:3]
	.loc	1 413 5                         ; sources.py:413:5
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s10, 1
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v2, 1, v42
	.loc	1 414 13                        ; sources.py:414:13
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	.loc	1 0 13 is_stmt 0                ; sources.py:0:13
	v_lshl_add_u64 v[6:7], v[32:33], 0, v[2:3]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v6, v[6:7], off
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v6, 0
.LBB0_3:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	v_or_b32_e32 v3, 8, v5
	.loc	1 414 29                        ; sources.py:414:29
	v_mul_lo_u32 v8, v3, s10
	.loc	1 414 13 is_stmt 0              ; sources.py:414:13
	s_and_b64 s[12:13], s[0:1], exec
	.loc	1 414 21                        ; sources.py:414:21
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 414 13                        ; sources.py:414:13
	s_cselect_b32 s12, 1, 0
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[34:35], v[8:9], 1, s[2:3]
	.loc	1 414 13                        ; sources.py:414:13
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_5
; %bb.4:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[8:9], v[34:35], 0, v[2:3]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v7, v[8:9], off
	s_branch .LBB0_6
.LBB0_5:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v7, 0
.LBB0_6:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	v_or_b32_e32 v3, 16, v5
	.loc	1 414 29                        ; sources.py:414:29
	v_mul_lo_u32 v8, v3, s10
	.loc	1 414 13 is_stmt 0              ; sources.py:414:13
	s_and_b64 s[12:13], s[0:1], exec
	.loc	1 414 21                        ; sources.py:414:21
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 414 13                        ; sources.py:414:13
	s_cselect_b32 s12, 1, 0
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[36:37], v[8:9], 1, s[2:3]
	.loc	1 414 13                        ; sources.py:414:13
	s_cmp_lg_u32 s12, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[8:9], v[36:37], 0, v[2:3]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v8, v[8:9], off
	s_branch .LBB0_9
.LBB0_8:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v8, 0
.LBB0_9:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	v_or_b32_e32 v3, 24, v5
	.loc	1 414 29                        ; sources.py:414:29
	v_mul_lo_u32 v10, v3, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[38:39], v[10:11], 1, s[2:3]
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_11
; %bb.10:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[2:3], v[38:39], 0, v[2:3]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v5, v[2:3], off
	s_branch .LBB0_12
.LBB0_11:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v5, 0
.LBB0_12:
	s_lshr_b32 s3, s11, 6
	.loc	1 410 10 is_stmt 1              ; sources.py:410:10
	s_lshl_b32 s2, s17, 6
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[12:13], s[0:1], exec
	.loc	1 410 10                        ; sources.py:410:10
	v_or_b32_e32 v2, s2, v4
	.loc	1 415 13                        ; sources.py:415:13
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	.loc	1 415 21 is_stmt 0              ; sources.py:415:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 415 13                        ; sources.py:415:13
	s_cbranch_scc1 .LBB0_21
; %bb.13:
	.loc	1 0 13                          ; sources.py:0:13
	s_mul_i32 s12, s3, s9
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s12, s4, s12
	s_addc_u32 s13, s5, s13
	v_lshl_add_u64 v[10:11], v[2:3], 1, s[12:13]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v4, v[10:11], off
	s_and_b64 s[12:13], s[0:1], exec
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	s_cbranch_scc1 .LBB0_22
.LBB0_14:
	.loc	1 415 30                        ; sources.py:415:30
	s_or_b32 s11, s3, 4
	.loc	1 415 29                        ; sources.py:415:29
	s_mul_i32 s12, s11, s9
	.loc	1 415 21                        ; sources.py:415:21
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s12, s4, s12
	s_addc_u32 s13, s5, s13
	v_lshl_add_u64 v[10:11], v[2:3], 1, s[12:13]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v9, v[10:11], off
	s_and_b64 s[12:13], s[0:1], exec
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	s_cbranch_scc1 .LBB0_23
.LBB0_15:
	.loc	1 415 30                        ; sources.py:415:30
	s_or_b32 s11, s3, 8
	.loc	1 415 29                        ; sources.py:415:29
	s_mul_i32 s12, s11, s9
	.loc	1 415 21                        ; sources.py:415:21
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s12, s4, s12
	s_addc_u32 s13, s5, s13
	v_lshl_add_u64 v[10:11], v[2:3], 1, s[12:13]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v10, v[10:11], off
	s_and_b64 s[12:13], s[0:1], exec
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	s_cbranch_scc1 .LBB0_24
.LBB0_16:
	.loc	1 415 30                        ; sources.py:415:30
	s_or_b32 s11, s3, 12
	.loc	1 415 29                        ; sources.py:415:29
	s_mul_i32 s12, s11, s9
	.loc	1 415 21                        ; sources.py:415:21
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s12, s4, s12
	s_addc_u32 s13, s5, s13
	v_lshl_add_u64 v[12:13], v[2:3], 1, s[12:13]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v11, v[12:13], off
	s_and_b64 s[12:13], s[0:1], exec
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	s_cbranch_scc1 .LBB0_25
.LBB0_17:
	.loc	1 415 30                        ; sources.py:415:30
	s_or_b32 s11, s3, 16
	.loc	1 415 29                        ; sources.py:415:29
	s_mul_i32 s12, s11, s9
	.loc	1 415 21                        ; sources.py:415:21
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s12, s4, s12
	s_addc_u32 s13, s5, s13
	v_lshl_add_u64 v[12:13], v[2:3], 1, s[12:13]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v12, v[12:13], off
	s_and_b64 s[12:13], s[0:1], exec
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	s_cbranch_scc1 .LBB0_26
.LBB0_18:
	.loc	1 415 30                        ; sources.py:415:30
	s_or_b32 s11, s3, 20
	.loc	1 415 29                        ; sources.py:415:29
	s_mul_i32 s12, s11, s9
	.loc	1 415 21                        ; sources.py:415:21
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s12, s4, s12
	s_addc_u32 s13, s5, s13
	v_lshl_add_u64 v[14:15], v[2:3], 1, s[12:13]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v13, v[14:15], off
	s_and_b64 s[12:13], s[0:1], exec
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	s_cbranch_scc1 .LBB0_27
.LBB0_19:
	.loc	1 415 30                        ; sources.py:415:30
	s_or_b32 s11, s3, 24
	.loc	1 415 29                        ; sources.py:415:29
	s_mul_i32 s12, s11, s9
	.loc	1 415 21                        ; sources.py:415:21
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s12, s4, s12
	s_addc_u32 s13, s5, s13
	v_lshl_add_u64 v[14:15], v[2:3], 1, s[12:13]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v14, v[14:15], off
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_28
.LBB0_20:
	.loc	1 415 30                        ; sources.py:415:30
	s_or_b32 s0, s3, 28
	.loc	1 415 29                        ; sources.py:415:29
	s_mul_i32 s0, s0, s9
	.loc	1 415 21                        ; sources.py:415:21
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	v_lshl_add_u64 v[16:17], v[2:3], 1, s[0:1]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v15, v[16:17], off
	s_branch .LBB0_29
.LBB0_21:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v4, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[12:13], s[0:1], exec
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	s_cbranch_scc0 .LBB0_14
.LBB0_22:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v9, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[12:13], s[0:1], exec
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	s_cbranch_scc0 .LBB0_15
.LBB0_23:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v10, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[12:13], s[0:1], exec
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	s_cbranch_scc0 .LBB0_16
.LBB0_24:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v11, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[12:13], s[0:1], exec
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	s_cbranch_scc0 .LBB0_17
.LBB0_25:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v12, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[12:13], s[0:1], exec
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	s_cbranch_scc0 .LBB0_18
.LBB0_26:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v13, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[12:13], s[0:1], exec
	s_cselect_b32 s11, 1, 0
	s_cmp_lg_u32 s11, 1
	s_cbranch_scc0 .LBB0_19
.LBB0_27:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v14, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_20
.LBB0_28:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v15, 0
.LBB0_29:
	.loc	1 414 13 is_stmt 1              ; sources.py:414:13
	s_cmp_lt_u32 s3, 2
	v_lshlrev_b32_e32 v1, 1, v1
	s_cselect_b32 s0, 0, 0x110
	v_mov_b32_e32 v16, 0xfe
	v_bitop3_b32 v51, v1, s0, v16 bitop3:0x6c
	v_add_u32_e32 v1, 0, v51
	v_xor_b32_e32 v52, 32, v51
	s_waitcnt vmcnt(0)
	ds_write_b16 v1, v6 offset:8192
	ds_write_b16 v1, v8 offset:9216
	v_add_u32_e32 v6, 0, v52
	v_xor_b32_e32 v53, 64, v51
	ds_write_b16 v6, v7 offset:8704
	ds_write_b16 v6, v5 offset:9728
	.loc	1 415 13                        ; sources.py:415:13
	ds_write_b16 v1, v4
	ds_write_b16 v1, v12 offset:2048
	ds_write_b16 v6, v9 offset:512
	ds_write_b16 v6, v13 offset:2560
	v_add_u32_e32 v1, 0, v53
	v_xor_b32_e32 v54, 0x60, v51
	ds_write_b16 v1, v10 offset:1024
	ds_write_b16 v1, v14 offset:3072
	v_add_u32_e32 v1, 0, v54
	.loc	1 413 5                         ; sources.py:413:5
	s_sub_i32 s11, s10, 32
	s_mov_b32 s12, 0
	.loc	1 415 13                        ; sources.py:415:13
	ds_write_b16 v1, v11 offset:1536
	ds_write_b16 v1, v15 offset:3584
	.loc	1 413 5                         ; sources.py:413:5
	s_cmp_gt_i32 s11, 0
	v_lshlrev_b32_e32 v1, 5, v0
	v_lshlrev_b32_e32 v4, 3, v0
	v_lshlrev_b32_e32 v5, 1, v0
	s_cbranch_scc1 .LBB0_31
; %bb.30:                               ; %.._crit_edge_crit_edge
	.loc	1 415 13                        ; sources.py:415:13
	v_and_b32_e32 v6, 0x580, v1
	v_and_b32_e32 v7, 24, v4
	v_and_b32_e32 v8, 0x70, v5
	v_bitop3_b32 v46, v6, v8, v7 bitop3:0x36
	v_xor_b32_e32 v47, 0x220, v46
	v_xor_b32_e32 v44, 64, v46
	v_xor_b32_e32 v45, 0x260, v46
	s_mov_b64 s[0:1], 0
	s_branch .LBB0_32
.LBB0_31:
	.loc	1 0 13 is_stmt 0                ; sources.py:0:13
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $vgpr46
                                        ; implicit-def: $vgpr47
                                        ; implicit-def: $vgpr44
                                        ; implicit-def: $vgpr45
.LBB0_32:                               ; %Flow42
	s_and_b64 s[0:1], s[0:1], exec
	v_and_b32_e32 v43, 32, v0
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	v_lshlrev_b32_e32 v48, 6, v42
	v_lshlrev_b32_e32 v49, 2, v0
	v_lshrrev_b32_e32 v50, 1, v43
	s_cbranch_scc1 .LBB0_35
; %bb.33:                               ; %.lr.ph
	.loc	1 413 5 is_stmt 1               ; sources.py:413:5
	s_add_i32 s12, s3, 48
	s_mul_i32 s13, s9, s12
	s_add_i32 s12, s3, 44
	v_lshl_add_u64 v[40:41], v[2:3], 1, s[4:5]
	v_and_b32_e32 v0, 48, v49
	v_bitop3_b32 v2, v49, v50, 48 bitop3:0x6c
	s_mul_i32 s14, s9, s12
	s_add_i32 s12, s3, 40
	v_bitop3_b32 v55, v0, v48, v50 bitop3:0xde
	v_bitop3_b32 v56, v2, 32, v48 bitop3:0x36
	v_and_b32_e32 v0, 0x580, v1
	v_and_b32_e32 v1, 24, v4
	v_and_b32_e32 v2, 0x70, v5
	s_mul_i32 s15, s9, s12
	s_add_i32 s12, s3, 36
	v_bitop3_b32 v46, v0, v2, v1 bitop3:0x36
	s_add_i32 s0, s3, 60
	s_add_i32 s4, s3, 56
	s_add_i32 s5, s3, 52
	s_mul_i32 s16, s9, s12
	s_add_i32 s12, s3, 32
	v_mov_b32_e32 v16, 0
	v_xor_b32_e32 v47, 0x220, v46
	v_xor_b32_e32 v44, 64, v46
	v_xor_b32_e32 v45, 0x260, v46
	v_xor_b32_e32 v57, 32, v46
	v_xor_b32_e32 v58, 0x60, v46
	s_mul_i32 s0, s9, s0
	s_lshl_b32 s1, s9, 5
	s_mul_i32 s4, s9, s4
	s_mul_i32 s5, s9, s5
	s_mul_i32 s17, s9, s12
	s_mov_b32 s12, 0
	s_movk_i32 s19, 0x2000
	v_or_b32_e32 v59, 32, v42
	s_mov_b32 s18, 0
	s_mov_b32 s20, 0
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
	s_mov_b32 s22, 0
.LBB0_34:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 414 13                        ; sources.py:414:13
	v_add_u32_e32 v62, s19, v55
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v63, s19, v56
	ds_read_b128 v[76:79], v62
	ds_read_b128 v[80:83], v63
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	v_add_u32_e32 v60, s22, v59
	v_ashrrev_i32_e32 v61, 31, v60
	v_lshlrev_b64 v[60:61], 1, v[60:61]
	.loc	1 413 5 is_stmt 1               ; sources.py:413:5
	s_add_i32 s21, s22, 32
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[62:63], v[32:33], 0, v[60:61]
	v_lshl_add_u64 v[64:65], v[34:35], 0, v[60:61]
	v_lshl_add_u64 v[66:67], v[36:37], 0, v[60:61]
	v_lshl_add_u64 v[60:61], v[38:39], 0, v[60:61]
	.loc	1 413 5                         ; sources.py:413:5
	s_setprio 1
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ushort v100, v[62:63], off
	global_load_ushort v101, v[64:65], off
	global_load_ushort v102, v[66:67], off
	global_load_ushort v103, v[60:61], off
	; sched_barrier mask(0x00000000)
	.loc	1 415 13                        ; sources.py:415:13
	v_add_u32_e32 v60, s12, v46
	v_add_u32_e32 v61, s12, v57
	ds_read_b64_tr_b16 v[84:85], v60
	ds_read_b64_tr_b16 v[88:89], v60 offset:2048
	ds_read_b64_tr_b16 v[86:87], v61 offset:512
	ds_read_b64_tr_b16 v[90:91], v61 offset:2560
	v_add_u32_e32 v60, s12, v44
	v_add_u32_e32 v61, s12, v58
	ds_read_b64_tr_b16 v[92:93], v60
	ds_read_b64_tr_b16 v[96:97], v60 offset:2048
	ds_read_b64_tr_b16 v[94:95], v61 offset:512
	ds_read_b64_tr_b16 v[98:99], v61 offset:2560
	.loc	1 413 5                         ; sources.py:413:5
	s_setprio 0
	.loc	1 415 29                        ; sources.py:415:29
	s_add_i32 s22, s17, s18
	s_add_i32 s24, s16, s18
	s_add_i32 s26, s15, s18
	s_add_i32 s28, s14, s18
	s_add_i32 s30, s13, s18
	s_add_i32 s34, s5, s18
	s_add_i32 s36, s4, s18
	.loc	1 415 21 is_stmt 0              ; sources.py:415:21
	s_add_i32 s38, s0, s18
	s_ashr_i32 s23, s22, 31
	s_ashr_i32 s25, s24, 31
	s_ashr_i32 s27, s26, 31
	s_ashr_i32 s29, s28, 31
	s_ashr_i32 s31, s30, 31
	s_ashr_i32 s35, s34, 31
	s_ashr_i32 s37, s36, 31
	s_ashr_i32 s39, s38, 31
	v_lshl_add_u64 v[60:61], s[22:23], 1, v[40:41]
	v_lshl_add_u64 v[62:63], s[24:25], 1, v[40:41]
	v_lshl_add_u64 v[64:65], s[26:27], 1, v[40:41]
	v_lshl_add_u64 v[66:67], s[28:29], 1, v[40:41]
	v_lshl_add_u64 v[68:69], s[30:31], 1, v[40:41]
	v_lshl_add_u64 v[70:71], s[34:35], 1, v[40:41]
	v_lshl_add_u64 v[72:73], s[36:37], 1, v[40:41]
	v_lshl_add_u64 v[74:75], s[38:39], 1, v[40:41]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ushort v104, v[60:61], off
	global_load_ushort v105, v[62:63], off
	global_load_ushort v106, v[64:65], off
	global_load_ushort v107, v[66:67], off
	global_load_ushort v108, v[68:69], off
	global_load_ushort v109, v[70:71], off
	global_load_ushort v110, v[72:73], off
	global_load_ushort v111, v[74:75], off
	.loc	1 416 16 is_stmt 1              ; sources.py:416:16
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[84:87], v[76:79], v[16:31]
	; sched_barrier mask(0x00000001)
	.loc	1 413 5                         ; sources.py:413:5
	s_setprio 1
	.loc	1 416 16                        ; sources.py:416:16
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[92:95], v[76:79], v[0:15]
	v_mfma_f32_32x32x16_bf16 v[16:31], v[88:91], v[80:83], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[96:99], v[80:83], v[0:15]
	.loc	1 413 5                         ; sources.py:413:5
	s_setprio 0
	s_add_i32 s12, s20, 1
	s_cmp_lt_i32 s12, 2
	s_cselect_b32 s20, s12, 0
	.loc	1 414 13                        ; sources.py:414:13
	s_lshl_b32 s12, s20, 11
	.loc	1 413 5                         ; sources.py:413:5
	s_add_i32 s18, s18, s1
	.loc	1 414 13                        ; sources.py:414:13
	s_add_i32 s19, s12, 0x2000
	v_add_u32_e32 v60, s12, v51
	v_add_u32_e32 v61, s12, v52
	.loc	1 415 13                        ; sources.py:415:13
	s_add_i32 s12, s12, s12
	.loc	1 414 13                        ; sources.py:414:13
	s_barrier
	s_mov_b32 s22, s21
	s_waitcnt vmcnt(11)
	ds_write_b16 v60, v100 offset:8192
	s_waitcnt vmcnt(9)
	ds_write_b16 v60, v102 offset:9216
	ds_write_b16 v61, v101 offset:8704
	s_waitcnt vmcnt(8)
	ds_write_b16 v61, v103 offset:9728
	.loc	1 415 13                        ; sources.py:415:13
	v_add_u32_e32 v60, s12, v51
	.loc	1 413 5                         ; sources.py:413:5
	s_cmp_lt_i32 s21, s11
	.loc	1 415 13                        ; sources.py:415:13
	v_add_u32_e32 v61, s12, v52
	v_add_u32_e32 v62, s12, v53
	v_add_u32_e32 v63, s12, v54
	s_waitcnt vmcnt(7)
	ds_write_b16 v60, v104
	s_waitcnt vmcnt(3)
	ds_write_b16 v60, v108 offset:2048
	ds_write_b16 v61, v105 offset:512
	s_waitcnt vmcnt(2)
	ds_write_b16 v61, v109 offset:2560
	ds_write_b16 v62, v106 offset:1024
	s_waitcnt vmcnt(1)
	ds_write_b16 v62, v110 offset:3072
	ds_write_b16 v63, v107 offset:1536
	s_waitcnt vmcnt(0)
	ds_write_b16 v63, v111 offset:3584
	.loc	1 413 5                         ; sources.py:413:5
	s_cbranch_scc1 .LBB0_34
	s_branch .LBB0_36
.LBB0_35:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	v_mov_b32_e32 v15, 0
	s_movk_i32 s19, 0x2000
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
.LBB0_36:                               ; %._crit_edge
	.loc	1 413 5 is_stmt 1               ; sources.py:413:5
	s_add_i32 s10, s10, 31
	s_cmp_lt_i32 s10, 32
	.loc	1 414 13                        ; sources.py:414:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 416 16                        ; sources.py:416:16
	s_cbranch_scc0 .LBB0_39
; %bb.37:
	.loc	1 417 5                         ; sources.py:417:5
	s_cmp_lg_u32 s3, 0
	s_cbranch_scc0 .LBB0_40
.LBB0_38:                               ; %.critedge60
	.loc	1 404 1                         ; sources.py:404:1
	s_endpgm
.LBB0_39:
	.loc	1 0 1 is_stmt 0                 ; sources.py:0:1
	v_add_u32_e32 v32, s12, v46
	.loc	1 414 13 is_stmt 1              ; sources.py:414:13
	v_and_b32_e32 v34, 48, v49
	v_add_u32_e32 v33, s12, v47
	ds_read_b64_tr_b16 v[36:37], v32
	ds_read_b64_tr_b16 v[38:39], v33
	v_bitop3_b32 v34, v34, v48, v50 bitop3:0xde
	v_add_u32_e32 v35, s19, v34
	ds_read_b128 v[46:49], v35
	ds_read_b64_tr_b16 v[50:51], v32 offset:2048
	ds_read_b64_tr_b16 v[52:53], v33 offset:2048
	.loc	1 416 16                        ; sources.py:416:16
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[36:39], v[46:49], v[16:31]
	.loc	1 414 13                        ; sources.py:414:13
	v_xad_u32 v32, v34, 32, s19
	ds_read_b128 v[34:37], v32
	v_add_u32_e32 v32, s12, v44
	v_add_u32_e32 v33, s12, v45
	.loc	1 416 16                        ; sources.py:416:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[50:53], v[34:37], v[16:31]
	ds_read_b64_tr_b16 v[38:39], v32
	ds_read_b64_tr_b16 v[40:41], v33
	ds_read_b64_tr_b16 v[50:51], v32 offset:2048
	ds_read_b64_tr_b16 v[52:53], v33 offset:2048
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[38:41], v[46:49], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[50:53], v[34:37], v[0:15]
	.loc	1 417 5                         ; sources.py:417:5
	s_cmp_lg_u32 s3, 0
	s_cbranch_scc1 .LBB0_38
.LBB0_40:                               ; %.critedge
	.loc	1 409 10                        ; sources.py:409:10
	v_or_b32_e32 v33, s8, v42
	.loc	1 410 28                        ; sources.py:410:28
	v_lshrrev_b32_e32 v32, 3, v43
	.loc	1 417 22                        ; sources.py:417:22
	v_mul_lo_u32 v34, s9, v33
	.loc	1 410 10                        ; sources.py:410:10
	v_or_b32_e32 v32, s2, v32
	.loc	1 417 14                        ; sources.py:417:14
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[34:35], v[34:35], 2, s[6:7]
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[32:33], v[32:33], 2, v[34:35]
	.loc	1 417 5 is_stmt 0               ; sources.py:417:5
	global_store_dwordx4 v[32:33], v[16:19], off
	global_store_dwordx4 v[32:33], v[20:23], off offset:32
	global_store_dwordx4 v[32:33], v[24:27], off offset:64
	global_store_dwordx4 v[32:33], v[28:31], off offset:96
	global_store_dwordx4 v[32:33], v[0:3], off offset:128
	global_store_dwordx4 v[32:33], v[4:7], off offset:160
	global_store_dwordx4 v[32:33], v[8:11], off offset:192
	global_store_dwordx4 v[32:33], v[12:15], off offset:224
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
		.amdhsa_next_free_vgpr 112
		.amdhsa_next_free_sgpr 40
		.amdhsa_accum_offset 112
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
	.set .Ldot.num_vgpr, 112
	.set .Ldot.num_agpr, 0
	.set .Ldot.numbered_sgpr, 40
	.set .Ldot.num_named_barrier, 0
	.set .Ldot.private_seg_size, 0
	.set .Ldot.uses_vcc, 0
	.set .Ldot.uses_flat_scratch, 0
	.set .Ldot.has_dyn_sized_stack, 0
	.set .Ldot.has_recursion, 0
	.set .Ldot.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2876
; TotalNumSgprs: 46
; NumVgprs: 112
; NumAgprs: 0
; TotalNumVgprs: 112
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 13
; NumSGPRsForWavesPerEU: 46
; NumVGPRsForWavesPerEU: 112
; AccumOffset: 112
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 27
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
    .sgpr_count:     46
    .sgpr_spill_count: 0
    .symbol:         dot.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     112
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
