	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	flag_wait                       ; -- Begin function flag_wait
	.p2align	8
	.type	flag_wait,@function
flag_wait:                              ; @flag_wait
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.13:
	.file	1 "kernels/triton-emu" "sources.py"
	.loc	1 356 0 prologue_end            ; sources.py:356:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.14:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_mov_b64 s[8:9], s[2:3]
	s_mov_b64 s[0:1], -1
.Ltmp1:
	.loc	1 360 8 is_stmt 1               ; sources.py:360:8
	s_cmp_eq_u32 s12, 1
	v_cmp_eq_u32_e32 vcc, 0, v0
	.loc	1 360 5 is_stmt 0               ; sources.py:360:5
	s_cbranch_scc0 .LBB0_3
; %bb.1:                                ; %Flow1
	.loc	1 0 5                           ; sources.py:0:5
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_10
.LBB0_2:
	.loc	1 356 1 is_stmt 1               ; sources.py:356:1
	s_endpgm
.LBB0_3:                                ; %.preheader
	.loc	1 0 1 is_stmt 0                 ; sources.py:0:1
	s_mov_b64 s[16:17], s[6:7]
	v_mov_b32_e32 v1, 0
	s_branch .LBB0_6
.LBB0_4:                                ;   in Loop: Header=BB0_6 Depth=1
	s_or_b64 exec, exec, s[6:7]
	.loc	1 363 9 is_stmt 1               ; sources.py:363:9
	v_readfirstlane_b32 s0, v2
.LBB0_5:                                ; %Flow
                                        ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 9 is_stmt 0                 ; sources.py:0:9
	s_or_b64 exec, exec, s[2:3]
	.loc	1 365 15 is_stmt 1              ; sources.py:365:15
	s_cmp_eq_u32 s0, 0
	; wave barrier
	s_cbranch_scc0 .LBB0_9
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	; wave barrier
                                        ; implicit-def: $sgpr0
	.loc	1 363 9                         ; sources.py:363:9
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_5
; %bb.7:                                ;   in Loop: Header=BB0_6 Depth=1
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	v_mbcnt_hi_u32_b32 v2, exec_hi, v2
	v_cmp_eq_u32_e64 s[0:1], 0, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz .LBB0_4
; %bb.8:                                ;   in Loop: Header=BB0_6 Depth=1
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	global_atomic_or v2, v1, v1, s[4:5] sc0
	s_waitcnt vmcnt(0)
	buffer_inv sc1
	s_branch .LBB0_4
.LBB0_9:
	.loc	1 367 34                        ; sources.py:367:34
	s_and_b32 s1, s9, 0xffff
	s_mov_b32 s3, 0x27000
	s_mov_b32 s2, 0x7ffffffe
	s_mov_b32 s0, s8
	v_lshlrev_b32_e32 v1, 2, v0
	buffer_load_dword v2, v1, s[0:3], 0 offen
	.loc	1 367 9 is_stmt 0               ; sources.py:367:9
	s_and_b32 s17, s17, 0xffff
	s_mov_b32 s18, s2
	s_mov_b32 s19, s3
	.loc	1 367 34                        ; sources.py:367:34
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v2, 1, v2
	.loc	1 367 9                         ; sources.py:367:9
	buffer_store_dword v2, v1, s[16:19], 0 offen
	s_branch .LBB0_2
.LBB0_10:
	.loc	1 361 35 is_stmt 1              ; sources.py:361:35
	v_mad_u32_u24 v1, v0, 3, 1
	.loc	1 361 9 is_stmt 0               ; sources.py:361:9
	s_and_b32 s9, s9, 0xffff
	s_mov_b32 s11, 0x27000
	s_mov_b32 s10, 0x7ffffffe
	v_lshlrev_b32_e32 v2, 2, v0
	.loc	1 363 9 is_stmt 1               ; sources.py:363:9
	v_cmp_eq_u32_e32 vcc, 0, v0
	.loc	1 361 9                         ; sources.py:361:9
	buffer_store_dword v1, v2, s[8:11], 0 offen
	; wave barrier
	; wave barrier
	.loc	1 363 9                         ; sources.py:363:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_12
; %bb.11:
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 1
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	global_atomic_swap v0, v1, s[4:5]
	s_waitcnt vmcnt(0)
	buffer_inv sc1
.LBB0_12:
	.loc	1 0 9 is_stmt 0                 ; sources.py:0:9
	s_or_b64 exec, exec, s[0:1]
	; wave barrier
	.loc	1 356 1 is_stmt 1               ; sources.py:356:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	flag_wait, .Lfunc_end0-flag_wait
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel flag_wait
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 10
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 20
		.amdhsa_accum_offset 4
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
	.set .Lflag_wait.num_vgpr, 3
	.set .Lflag_wait.num_agpr, 0
	.set .Lflag_wait.numbered_sgpr, 20
	.set .Lflag_wait.num_named_barrier, 0
	.set .Lflag_wait.private_seg_size, 0
	.set .Lflag_wait.uses_vcc, 1
	.set .Lflag_wait.uses_flat_scratch, 0
	.set .Lflag_wait.has_dyn_sized_stack, 0
	.set .Lflag_wait.has_recursion, 0
	.set .Lflag_wait.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 576
; TotalNumSgprs: 26
; NumVgprs: 3
; NumAgprs: 0
; TotalNumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 3
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
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
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           flag_wait
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         flag_wait.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     3
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
