"""gfx950 VOP1_DPP templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.codegen.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose):
    M_map_0745adee = R['map_0745adee'][1]
    M_map_107584a0 = R['map_107584a0'][1]
    M_map_1bfc3ba5 = R['map_1bfc3ba5'][1]
    M_map_36444ad5 = R['map_36444ad5'][1]
    M_map_445eef89 = R['map_445eef89'][1]
    M_map_58198513 = R['map_58198513'][1]
    M_map_86dc038b = R['map_86dc038b'][1]
    M_map_e0327e9f = R['map_e0327e9f'][1]
    M_map_ec6ded38 = R['map_ec6ded38'][1]
    def shape_1a6961e10909(s):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_ec6ded38[((v >> 40) & 511)]
            if t3 is None: raise Invalid
            t4 = M_map_36444ad5[((v >> 60) & 15)]
            if t4 is None: raise Invalid
            t5 = M_map_86dc038b[((v >> 56) & 15)]
            if t5 is None: raise Invalid
            t6 = M_map_107584a0[((v >> 52) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 53) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 54) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 55) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_0745adee[((v >> 51) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + s4 + t5 + t6 + t7 + t8 + t9 + t10
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_20d51ea20f57(s):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t3 is None: raise Invalid
            t2 = compose('fp', t3, ((v >> 53) & 1), ((v >> 52) & 1), 0)
            t4 = M_map_e0327e9f[((v >> 40) & 511)]
            if t4 is None: raise Invalid
            t5 = M_map_36444ad5[((v >> 60) & 15)]
            if t5 is None: raise Invalid
            t6 = M_map_86dc038b[((v >> 56) & 15)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 54) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 55) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_0745adee[((v >> 51) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + s3 + t5 + s4 + t6 + t7 + t8 + t9
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_4b3c89d60f64(s):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_map_58198513[((v >> 32) & 255)]
            if t3 is None: raise Invalid
            t2 = compose('fp', t3, ((v >> 53) & 1), ((v >> 52) & 1), 0)
            t4 = M_map_e0327e9f[((v >> 40) & 511)]
            if t4 is None: raise Invalid
            t5 = M_map_36444ad5[((v >> 60) & 15)]
            if t5 is None: raise Invalid
            t6 = M_map_86dc038b[((v >> 56) & 15)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 54) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 55) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_0745adee[((v >> 51) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + s3 + t5 + s4 + t6 + t7 + t8 + t9
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_5fde275e8618(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_ec6ded38[((v >> 40) & 511)]
            if t1 is None: raise Invalid
            t2 = M_map_36444ad5[((v >> 60) & 15)]
            if t2 is None: raise Invalid
            t3 = M_map_86dc038b[((v >> 56) & 15)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 17) & 255)]
            if t4 is None: raise Invalid
            t5 = M_map_107584a0[((v >> 52) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_107584a0[((v >> 53) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 54) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 55) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_0745adee[((v >> 51) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t5 + t6 + t7 + t8 + t9
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_83642824cd27(s):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_e0327e9f[((v >> 40) & 511)]
            if t3 is None: raise Invalid
            t4 = M_map_36444ad5[((v >> 60) & 15)]
            if t4 is None: raise Invalid
            t5 = M_map_86dc038b[((v >> 56) & 15)]
            if t5 is None: raise Invalid
            t6 = M_map_107584a0[((v >> 52) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 53) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 54) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 55) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_0745adee[((v >> 51) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + s4 + t5 + t6 + t7 + t8 + t9 + t10
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_890ed2e12137(s):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_map_58198513[((v >> 32) & 255)]
            if t3 is None: raise Invalid
            t2 = compose('fp', t3, ((v >> 53) & 1), ((v >> 52) & 1), 0)
            t4 = M_map_ec6ded38[((v >> 40) & 511)]
            if t4 is None: raise Invalid
            t5 = M_map_36444ad5[((v >> 60) & 15)]
            if t5 is None: raise Invalid
            t6 = M_map_86dc038b[((v >> 56) & 15)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 54) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 55) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_0745adee[((v >> 51) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + s3 + t5 + s4 + t6 + t7 + t8 + t9
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_93c3962dd0b6(s):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t3 is None: raise Invalid
            t2 = compose('fp', t3, ((v >> 53) & 1), ((v >> 52) & 1), 0)
            t4 = M_map_e0327e9f[((v >> 40) & 511)]
            if t4 is None: raise Invalid
            t5 = M_map_36444ad5[((v >> 60) & 15)]
            if t5 is None: raise Invalid
            t6 = M_map_86dc038b[((v >> 56) & 15)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 54) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 55) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_0745adee[((v >> 51) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + s3 + t5 + s4 + t6 + t7 + t8 + t9
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_f954f997b266(s):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_e0327e9f[((v >> 40) & 511)]
            if t3 is None: raise Invalid
            t4 = M_map_36444ad5[((v >> 60) & 15)]
            if t4 is None: raise Invalid
            t5 = M_map_86dc038b[((v >> 56) & 15)]
            if t5 is None: raise Invalid
            t6 = M_map_107584a0[((v >> 52) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 53) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 54) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 55) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_0745adee[((v >> 51) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + s4 + t5 + t6 + t7 + t8 + t9 + t10
        def takes_literal(v):
            return False
        return render, takes_literal
    return {
        (0,): (shape_5fde275e8618, ('v_nop ', ' ', ' ')),
        (1,): (shape_1a6961e10909, ('v_mov_b32_dpp ', ', ', ' ', ' ', ' ')),
        (3,): (shape_93c3962dd0b6, ('v_cvt_i32_f64_dpp ', ', ', ' ', ' ', ' ')),
        (4,): (shape_83642824cd27, ('v_cvt_f64_i32_dpp ', ', ', ' ', ' ', ' ')),
        (5,): (shape_1a6961e10909, ('v_cvt_f32_i32_dpp ', ', ', ' ', ' ', ' ')),
        (6,): (shape_1a6961e10909, ('v_cvt_f32_u32_dpp ', ', ', ' ', ' ', ' ')),
        (7,): (shape_890ed2e12137, ('v_cvt_u32_f32_dpp ', ', ', ' ', ' ', ' ')),
        (8,): (shape_890ed2e12137, ('v_cvt_i32_f32_dpp ', ', ', ' ', ' ', ' ')),
        (10,): (shape_890ed2e12137, ('v_cvt_f16_f32_dpp ', ', ', ' ', ' ', ' ')),
        (11,): (shape_890ed2e12137, ('v_cvt_f32_f16_dpp ', ', ', ' ', ' ', ' ')),
        (12,): (shape_890ed2e12137, ('v_cvt_rpi_i32_f32_dpp ', ', ', ' ', ' ', ' ')),
        (13,): (shape_890ed2e12137, ('v_cvt_flr_i32_f32_dpp ', ', ', ' ', ' ', ' ')),
        (14,): (shape_1a6961e10909, ('v_cvt_off_f32_i4_dpp ', ', ', ' ', ' ', ' ')),
        (15,): (shape_93c3962dd0b6, ('v_cvt_f32_f64_dpp ', ', ', ' ', ' ', ' ')),
        (16,): (shape_4b3c89d60f64, ('v_cvt_f64_f32_dpp ', ', ', ' ', ' ', ' ')),
        (17,): (shape_1a6961e10909, ('v_cvt_f32_ubyte0_dpp ', ', ', ' ', ' ', ' ')),
        (18,): (shape_1a6961e10909, ('v_cvt_f32_ubyte1_dpp ', ', ', ' ', ' ', ' ')),
        (19,): (shape_1a6961e10909, ('v_cvt_f32_ubyte2_dpp ', ', ', ' ', ' ', ' ')),
        (20,): (shape_1a6961e10909, ('v_cvt_f32_ubyte3_dpp ', ', ', ' ', ' ', ' ')),
        (21,): (shape_93c3962dd0b6, ('v_cvt_u32_f64_dpp ', ', ', ' ', ' ', ' ')),
        (22,): (shape_83642824cd27, ('v_cvt_f64_u32_dpp ', ', ', ' ', ' ', ' ')),
        (23,): (shape_20d51ea20f57, ('v_trunc_f64_dpp ', ', ', ' ', ' ', ' ')),
        (24,): (shape_20d51ea20f57, ('v_ceil_f64_dpp ', ', ', ' ', ' ', ' ')),
        (25,): (shape_20d51ea20f57, ('v_rndne_f64_dpp ', ', ', ' ', ' ', ' ')),
        (26,): (shape_20d51ea20f57, ('v_floor_f64_dpp ', ', ', ' ', ' ', ' ')),
        (27,): (shape_890ed2e12137, ('v_fract_f32_dpp ', ', ', ' ', ' ', ' ')),
        (28,): (shape_890ed2e12137, ('v_trunc_f32_dpp ', ', ', ' ', ' ', ' ')),
        (29,): (shape_890ed2e12137, ('v_ceil_f32_dpp ', ', ', ' ', ' ', ' ')),
        (30,): (shape_890ed2e12137, ('v_rndne_f32_dpp ', ', ', ' ', ' ', ' ')),
        (31,): (shape_890ed2e12137, ('v_floor_f32_dpp ', ', ', ' ', ' ', ' ')),
        (32,): (shape_890ed2e12137, ('v_exp_f32_dpp ', ', ', ' ', ' ', ' ')),
        (33,): (shape_890ed2e12137, ('v_log_f32_dpp ', ', ', ' ', ' ', ' ')),
        (34,): (shape_890ed2e12137, ('v_rcp_f32_dpp ', ', ', ' ', ' ', ' ')),
        (35,): (shape_890ed2e12137, ('v_rcp_iflag_f32_dpp ', ', ', ' ', ' ', ' ')),
        (36,): (shape_890ed2e12137, ('v_rsq_f32_dpp ', ', ', ' ', ' ', ' ')),
        (37,): (shape_20d51ea20f57, ('v_rcp_f64_dpp ', ', ', ' ', ' ', ' ')),
        (38,): (shape_20d51ea20f57, ('v_rsq_f64_dpp ', ', ', ' ', ' ', ' ')),
        (39,): (shape_890ed2e12137, ('v_sqrt_f32_dpp ', ', ', ' ', ' ', ' ')),
        (40,): (shape_20d51ea20f57, ('v_sqrt_f64_dpp ', ', ', ' ', ' ', ' ')),
        (41,): (shape_890ed2e12137, ('v_sin_f32_dpp ', ', ', ' ', ' ', ' ')),
        (42,): (shape_890ed2e12137, ('v_cos_f32_dpp ', ', ', ' ', ' ', ' ')),
        (43,): (shape_1a6961e10909, ('v_not_b32_dpp ', ', ', ' ', ' ', ' ')),
        (44,): (shape_1a6961e10909, ('v_bfrev_b32_dpp ', ', ', ' ', ' ', ' ')),
        (45,): (shape_1a6961e10909, ('v_ffbh_u32_dpp ', ', ', ' ', ' ', ' ')),
        (46,): (shape_1a6961e10909, ('v_ffbl_b32_dpp ', ', ', ' ', ' ', ' ')),
        (47,): (shape_1a6961e10909, ('v_ffbh_i32_dpp ', ', ', ' ', ' ', ' ')),
        (48,): (shape_93c3962dd0b6, ('v_frexp_exp_i32_f64_dpp ', ', ', ' ', ' ', ' ')),
        (49,): (shape_20d51ea20f57, ('v_frexp_mant_f64_dpp ', ', ', ' ', ' ', ' ')),
        (50,): (shape_20d51ea20f57, ('v_fract_f64_dpp ', ', ', ' ', ' ', ' ')),
        (51,): (shape_890ed2e12137, ('v_frexp_exp_i32_f32_dpp ', ', ', ' ', ' ', ' ')),
        (52,): (shape_890ed2e12137, ('v_frexp_mant_f32_dpp ', ', ', ' ', ' ', ' ')),
        (55,): (shape_1a6961e10909, ('v_screen_partition_4se_b32_dpp ', ', ', ' ', ' ', ' ')),
        (56,): (shape_f954f997b266, ('v_mov_b64_dpp ', ', ', ' ', ' ', ' ')),
        (57,): (shape_1a6961e10909, ('v_cvt_f16_u16_dpp ', ', ', ' ', ' ', ' ')),
        (58,): (shape_1a6961e10909, ('v_cvt_f16_i16_dpp ', ', ', ' ', ' ', ' ')),
        (59,): (shape_890ed2e12137, ('v_cvt_u16_f16_dpp ', ', ', ' ', ' ', ' ')),
        (60,): (shape_890ed2e12137, ('v_cvt_i16_f16_dpp ', ', ', ' ', ' ', ' ')),
        (61,): (shape_890ed2e12137, ('v_rcp_f16_dpp ', ', ', ' ', ' ', ' ')),
        (62,): (shape_890ed2e12137, ('v_sqrt_f16_dpp ', ', ', ' ', ' ', ' ')),
        (63,): (shape_890ed2e12137, ('v_rsq_f16_dpp ', ', ', ' ', ' ', ' ')),
        (64,): (shape_890ed2e12137, ('v_log_f16_dpp ', ', ', ' ', ' ', ' ')),
        (65,): (shape_890ed2e12137, ('v_exp_f16_dpp ', ', ', ' ', ' ', ' ')),
        (66,): (shape_890ed2e12137, ('v_frexp_mant_f16_dpp ', ', ', ' ', ' ', ' ')),
        (67,): (shape_890ed2e12137, ('v_frexp_exp_i16_f16_dpp ', ', ', ' ', ' ', ' ')),
        (68,): (shape_890ed2e12137, ('v_floor_f16_dpp ', ', ', ' ', ' ', ' ')),
        (69,): (shape_890ed2e12137, ('v_ceil_f16_dpp ', ', ', ' ', ' ', ' ')),
        (70,): (shape_890ed2e12137, ('v_trunc_f16_dpp ', ', ', ' ', ' ', ' ')),
        (71,): (shape_890ed2e12137, ('v_rndne_f16_dpp ', ', ', ' ', ' ', ' ')),
        (72,): (shape_890ed2e12137, ('v_fract_f16_dpp ', ', ', ' ', ' ', ' ')),
        (73,): (shape_890ed2e12137, ('v_sin_f16_dpp ', ', ', ' ', ' ', ' ')),
        (74,): (shape_890ed2e12137, ('v_cos_f16_dpp ', ', ', ' ', ' ', ' ')),
        (75,): (shape_890ed2e12137, ('v_exp_legacy_f32_dpp ', ', ', ' ', ' ', ' ')),
        (76,): (shape_890ed2e12137, ('v_log_legacy_f32_dpp ', ', ', ' ', ' ', ' ')),
        (77,): (shape_890ed2e12137, ('v_cvt_norm_i16_f16_dpp ', ', ', ' ', ' ', ' ')),
        (78,): (shape_890ed2e12137, ('v_cvt_norm_u16_f16_dpp ', ', ', ' ', ' ', ' ')),
        (79,): (shape_1a6961e10909, ('v_sat_pk_u8_i16_dpp ', ', ', ' ', ' ', ' ')),
        (84,): (shape_1a6961e10909, ('v_cvt_f32_fp8_dpp ', ', ', ' ', ' ', ' ')),
        (85,): (shape_1a6961e10909, ('v_cvt_f32_bf8_dpp ', ', ', ' ', ' ', ' ')),
        (86,): (shape_83642824cd27, ('v_cvt_pk_f32_fp8_dpp ', ', ', ' ', ' ', ' ')),
        (87,): (shape_83642824cd27, ('v_cvt_pk_f32_bf8_dpp ', ', ', ' ', ' ', ' ')),
        (88,): (shape_1a6961e10909, ('v_prng_b32_dpp ', ', ', ' ', ' ', ' ')),
        (91,): (shape_890ed2e12137, ('v_cvt_f32_bf16_dpp ', ', ', ' ', ' ', ' ')),
    }


def build_lossless(R, literal_ok, fmt_ok):
    C_map_0745adee = bytes.fromhex('0101')
    C_map_107584a0 = bytes.fromhex('0100')
    C_map_1bfc3ba5 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_map_36444ad5 = bytes.fromhex('01010101010101010101010101010101')
    C_map_445eef89 = bytes.fromhex(
        '0100000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
    )
    C_map_58198513 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_map_86dc038b = bytes.fromhex('01010101010101010101010101010101')
    C_map_e0327e9f = bytes.fromhex(
        '0100000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000001010101010101010101010101010101'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
    )
    C_map_ec6ded38 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010100010101010101010101010101010101'
        '0001010101010101010101010101010101000000010000000100000001000000'
        '0101010100000000000000000000000001010101010101010101010101010101'
        '0100000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
    )
    def lossless_0fe75c571c19(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 17) & 255)]: return False
            x = ((v >> 32) & 255)
            if not C_map_1bfc3ba5[x]: return False
            if not C_map_e0327e9f[((v >> 40) & 511)]: return False
            if not C_map_36444ad5[((v >> 60) & 15)]: return False
            if not C_map_86dc038b[((v >> 56) & 15)]: return False
            if not C_map_107584a0[((v >> 54) & 1)]: return False
            if not C_map_107584a0[((v >> 55) & 1)]: return False
            if not C_map_0745adee[((v >> 51) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_19a73ed4ef67(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 17) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_e0327e9f[((v >> 40) & 511)]: return False
            if not C_map_36444ad5[((v >> 60) & 15)]: return False
            if not C_map_86dc038b[((v >> 56) & 15)]: return False
            if not C_map_107584a0[((v >> 52) & 1)]: return False
            if not C_map_107584a0[((v >> 53) & 1)]: return False
            if not C_map_107584a0[((v >> 54) & 1)]: return False
            if not C_map_107584a0[((v >> 55) & 1)]: return False
            if not C_map_0745adee[((v >> 51) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_1c7622ae573d(mask, base):
        def lossless(v, lit):
            if not C_map_ec6ded38[((v >> 40) & 511)]: return False
            if not C_map_36444ad5[((v >> 60) & 15)]: return False
            if not C_map_86dc038b[((v >> 56) & 15)]: return False
            if not C_map_445eef89[((v >> 17) & 255)]: return False
            if not C_map_107584a0[((v >> 52) & 1)]: return False
            if not C_map_107584a0[((v >> 53) & 1)]: return False
            if not C_map_107584a0[((v >> 54) & 1)]: return False
            if not C_map_107584a0[((v >> 55) & 1)]: return False
            if not C_map_0745adee[((v >> 51) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_4a3cf996e79e(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 17) & 255)]: return False
            x = ((v >> 32) & 255)
            if not C_map_58198513[x]: return False
            if not C_map_ec6ded38[((v >> 40) & 511)]: return False
            if not C_map_36444ad5[((v >> 60) & 15)]: return False
            if not C_map_86dc038b[((v >> 56) & 15)]: return False
            if not C_map_107584a0[((v >> 54) & 1)]: return False
            if not C_map_107584a0[((v >> 55) & 1)]: return False
            if not C_map_0745adee[((v >> 51) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_69e12073b232(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 17) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_e0327e9f[((v >> 40) & 511)]: return False
            if not C_map_36444ad5[((v >> 60) & 15)]: return False
            if not C_map_86dc038b[((v >> 56) & 15)]: return False
            if not C_map_107584a0[((v >> 52) & 1)]: return False
            if not C_map_107584a0[((v >> 53) & 1)]: return False
            if not C_map_107584a0[((v >> 54) & 1)]: return False
            if not C_map_107584a0[((v >> 55) & 1)]: return False
            if not C_map_0745adee[((v >> 51) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_8656c1279220(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 17) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_ec6ded38[((v >> 40) & 511)]: return False
            if not C_map_36444ad5[((v >> 60) & 15)]: return False
            if not C_map_86dc038b[((v >> 56) & 15)]: return False
            if not C_map_107584a0[((v >> 52) & 1)]: return False
            if not C_map_107584a0[((v >> 53) & 1)]: return False
            if not C_map_107584a0[((v >> 54) & 1)]: return False
            if not C_map_107584a0[((v >> 55) & 1)]: return False
            if not C_map_0745adee[((v >> 51) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_f6382d7b2df6(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 17) & 255)]: return False
            x = ((v >> 32) & 255)
            if not C_map_1bfc3ba5[x]: return False
            if not C_map_e0327e9f[((v >> 40) & 511)]: return False
            if not C_map_36444ad5[((v >> 60) & 15)]: return False
            if not C_map_86dc038b[((v >> 56) & 15)]: return False
            if not C_map_107584a0[((v >> 54) & 1)]: return False
            if not C_map_107584a0[((v >> 55) & 1)]: return False
            if not C_map_0745adee[((v >> 51) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_f71116f11bdf(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 17) & 255)]: return False
            x = ((v >> 32) & 255)
            if not C_map_58198513[x]: return False
            if not C_map_e0327e9f[((v >> 40) & 511)]: return False
            if not C_map_36444ad5[((v >> 60) & 15)]: return False
            if not C_map_86dc038b[((v >> 56) & 15)]: return False
            if not C_map_107584a0[((v >> 54) & 1)]: return False
            if not C_map_107584a0[((v >> 55) & 1)]: return False
            if not C_map_0745adee[((v >> 51) & 1)]: return False
            return (v & mask) == base
        return lossless
    return {
        (0,): (lossless_1c7622ae573d, 0x600ff00000000, 0x0),
        (1,): (lossless_8656c1279220, 0x6000000000000, 0x0),
        (3,): (lossless_f6382d7b2df6, 0x6000000000000, 0x0),
        (4,): (lossless_19a73ed4ef67, 0x6000000000000, 0x0),
        (5,): (lossless_8656c1279220, 0x6000000000000, 0x0),
        (6,): (lossless_8656c1279220, 0x6000000000000, 0x0),
        (7,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (8,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (10,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (11,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (12,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (13,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (14,): (lossless_8656c1279220, 0x6000000000000, 0x0),
        (15,): (lossless_f6382d7b2df6, 0x6000000000000, 0x0),
        (16,): (lossless_f71116f11bdf, 0x6000000000000, 0x0),
        (17,): (lossless_8656c1279220, 0x6000000000000, 0x0),
        (18,): (lossless_8656c1279220, 0x6000000000000, 0x0),
        (19,): (lossless_8656c1279220, 0x6000000000000, 0x0),
        (20,): (lossless_8656c1279220, 0x6000000000000, 0x0),
        (21,): (lossless_f6382d7b2df6, 0x6000000000000, 0x0),
        (22,): (lossless_19a73ed4ef67, 0x6000000000000, 0x0),
        (23,): (lossless_0fe75c571c19, 0x6000000000000, 0x0),
        (24,): (lossless_0fe75c571c19, 0x6000000000000, 0x0),
        (25,): (lossless_0fe75c571c19, 0x6000000000000, 0x0),
        (26,): (lossless_0fe75c571c19, 0x6000000000000, 0x0),
        (27,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (28,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (29,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (30,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (31,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (32,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (33,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (34,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (35,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (36,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (37,): (lossless_0fe75c571c19, 0x6000000000000, 0x0),
        (38,): (lossless_0fe75c571c19, 0x6000000000000, 0x0),
        (39,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (40,): (lossless_0fe75c571c19, 0x6000000000000, 0x0),
        (41,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (42,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (43,): (lossless_8656c1279220, 0x6000000000000, 0x0),
        (44,): (lossless_8656c1279220, 0x6000000000000, 0x0),
        (45,): (lossless_8656c1279220, 0x6000000000000, 0x0),
        (46,): (lossless_8656c1279220, 0x6000000000000, 0x0),
        (47,): (lossless_8656c1279220, 0x6000000000000, 0x0),
        (48,): (lossless_f6382d7b2df6, 0x6000000000000, 0x0),
        (49,): (lossless_0fe75c571c19, 0x6000000000000, 0x0),
        (50,): (lossless_0fe75c571c19, 0x6000000000000, 0x0),
        (51,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (52,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (55,): (lossless_8656c1279220, 0x6000000000000, 0x0),
        (56,): (lossless_69e12073b232, 0x6000000000000, 0x0),
        (57,): (lossless_8656c1279220, 0x6000000000000, 0x0),
        (58,): (lossless_8656c1279220, 0x6000000000000, 0x0),
        (59,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (60,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (61,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (62,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (63,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (64,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (65,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (66,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (67,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (68,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (69,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (70,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (71,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (72,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (73,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (74,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (75,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (76,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (77,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (78,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
        (79,): (lossless_8656c1279220, 0x6000000000000, 0x0),
        (84,): (lossless_8656c1279220, 0x6000000000000, 0x0),
        (85,): (lossless_8656c1279220, 0x6000000000000, 0x0),
        (86,): (lossless_19a73ed4ef67, 0x6000000000000, 0x0),
        (87,): (lossless_19a73ed4ef67, 0x6000000000000, 0x0),
        (88,): (lossless_8656c1279220, 0x6000000000000, 0x0),
        (91,): (lossless_4a3cf996e79e, 0x6000000000000, 0x0),
    }
