"""gfx950 VOP1_SDWA templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.codegen.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose):
    M_map_02caeb65 = R['map_02caeb65'][1]
    M_map_0904e53d = R['map_0904e53d'][1]
    M_map_107584a0 = R['map_107584a0'][1]
    M_map_1bfc3ba5 = R['map_1bfc3ba5'][1]
    M_map_445eef89 = R['map_445eef89'][1]
    M_map_58198513 = R['map_58198513'][1]
    M_map_919083e7 = R['map_919083e7'][1]
    M_map_d32419b9 = R['map_d32419b9'][1]
    M_map_d7b5c8b3 = R['map_d7b5c8b3'][1]
    M_map_dea46155 = R['map_dea46155'][1]
    M_map_e049914f = R['map_e049914f'][1]
    M_map_e6aaa6e0 = R['map_e6aaa6e0'][1]
    M_map_f8096436 = R['map_f8096436'][1]
    M_map_fdc82061 = R['map_fdc82061'][1]
    def shape_113027c55703(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_map_d32419b9[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('int', t3, 0, 0, ((v >> 51) & 1))
            t4 = M_map_f8096436[((v >> 45) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_dea46155[((v >> 46) & 3)]
            if t5 is None: raise Invalid
            t6 = M_map_919083e7[((v >> 48) & 7)]
            if t6 is None: raise Invalid
            t7 = M_map_0904e53d[((v >> 40) & 7)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 52) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 53) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_02caeb65[((v >> 56) & 7)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 59) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 60) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 61) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 63) & 1)]
            if t14 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5 + s2 + t6 + t7 + t8 + t9 + t10 + t11 + t12 + t13 + t14
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_19e3c703c71e(s):
        s0, = s
        def render(v, lit):
            t1 = M_map_445eef89[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_107584a0[((v >> 45) & 1)]
            if t2 is None: raise Invalid
            t3 = M_map_d7b5c8b3[((v >> 46) & 3)]
            if t3 is None: raise Invalid
            t4 = M_map_02caeb65[((v >> 48) & 7)]
            if t4 is None: raise Invalid
            t5 = M_map_107584a0[((v >> 51) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_107584a0[((v >> 52) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 53) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_02caeb65[((v >> 56) & 7)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 59) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 60) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 61) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 63) & 1)]
            if t12 is None: raise Invalid
            return s0 + t1 + t2 + t3 + t4 + t5 + t6 + t7 + t8 + t9 + t10 + t11 + t12
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_56eaba6985d0(s):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_map_d32419b9[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('fp', t3, ((v >> 53) & 1), ((v >> 52) & 1), 0)
            t4 = M_map_f8096436[((v >> 45) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_e049914f[((v >> 40) & 7)]
            if t5 is None: raise Invalid
            t6 = M_map_e6aaa6e0[((v >> 43) & 3)]
            if t6 is None: raise Invalid
            t7 = M_map_919083e7[((v >> 48) & 7)]
            if t7 is None: raise Invalid
            t8 = M_map_d7b5c8b3[((v >> 46) & 3)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 51) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_02caeb65[((v >> 56) & 7)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 59) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 60) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 61) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 63) & 1)]
            if t14 is None: raise Invalid
            return (
                s0
                + t1
                + s1
                + t2
                + t4
                + s2
                + t5
                + s3
                + t6
                + s4
                + t7
                + t8
                + t9
                + t10
                + t11
                + t12
                + t13
                + t14
            )
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_58b90940ffa2(s):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_map_d32419b9[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('fp', t3, ((v >> 53) & 1), ((v >> 52) & 1), 0)
            t4 = M_map_f8096436[((v >> 45) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_dea46155[((v >> 46) & 3)]
            if t5 is None: raise Invalid
            t6 = M_map_e049914f[((v >> 40) & 7)]
            if t6 is None: raise Invalid
            t7 = M_map_e6aaa6e0[((v >> 43) & 3)]
            if t7 is None: raise Invalid
            t8 = M_map_919083e7[((v >> 48) & 7)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 51) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_02caeb65[((v >> 56) & 7)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 59) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 60) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 61) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 63) & 1)]
            if t14 is None: raise Invalid
            return (
                s0
                + t1
                + s1
                + t2
                + t4
                + t5
                + s2
                + t6
                + s3
                + t7
                + s4
                + t8
                + t9
                + t10
                + t11
                + t12
                + t13
                + t14
            )
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_a566782f7a42(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_map_d32419b9[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('int', t3, 0, 0, ((v >> 51) & 1))
            t4 = M_map_f8096436[((v >> 45) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_dea46155[((v >> 46) & 3)]
            if t5 is None: raise Invalid
            t6 = M_map_919083e7[((v >> 48) & 7)]
            if t6 is None: raise Invalid
            t7 = M_map_0904e53d[((v >> 40) & 7)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 52) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 53) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_02caeb65[((v >> 56) & 7)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 59) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 60) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 61) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 63) & 1)]
            if t14 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5 + s2 + t6 + t7 + t8 + t9 + t10 + t11 + t12 + t13 + t14
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_b8ac1850ff15(s):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_map_fdc82061[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('int', t3, 0, 0, ((v >> 51) & 1))
            t4 = M_map_f8096436[((v >> 45) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_dea46155[((v >> 46) & 3)]
            if t5 is None: raise Invalid
            t6 = M_map_e049914f[((v >> 40) & 7)]
            if t6 is None: raise Invalid
            t7 = M_map_e6aaa6e0[((v >> 43) & 3)]
            if t7 is None: raise Invalid
            t8 = M_map_919083e7[((v >> 48) & 7)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 52) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 56) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 59) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 60) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 61) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_107584a0[((v >> 63) & 1)]
            if t15 is None: raise Invalid
            return (
                s0
                + t1
                + s1
                + t2
                + t4
                + t5
                + s2
                + t6
                + s3
                + t7
                + s4
                + t8
                + t9
                + t10
                + t11
                + t12
                + t13
                + t14
                + t15
            )
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_c0fb20aa6fab(s):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_map_d32419b9[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('int', t3, 0, 0, ((v >> 51) & 1))
            t4 = M_map_f8096436[((v >> 45) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_e049914f[((v >> 40) & 7)]
            if t5 is None: raise Invalid
            t6 = M_map_e6aaa6e0[((v >> 43) & 3)]
            if t6 is None: raise Invalid
            t7 = M_map_919083e7[((v >> 48) & 7)]
            if t7 is None: raise Invalid
            t8 = M_map_d7b5c8b3[((v >> 46) & 3)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 52) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 56) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 59) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 60) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 61) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_107584a0[((v >> 63) & 1)]
            if t15 is None: raise Invalid
            return (
                s0
                + t1
                + s1
                + t2
                + t4
                + s2
                + t5
                + s3
                + t6
                + s4
                + t7
                + t8
                + t9
                + t10
                + t11
                + t12
                + t13
                + t14
                + t15
            )
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_d5050c41f6bc(s):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_map_d32419b9[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('int', t3, 0, 0, ((v >> 51) & 1))
            t4 = M_map_f8096436[((v >> 45) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_dea46155[((v >> 46) & 3)]
            if t5 is None: raise Invalid
            t6 = M_map_e049914f[((v >> 40) & 7)]
            if t6 is None: raise Invalid
            t7 = M_map_e6aaa6e0[((v >> 43) & 3)]
            if t7 is None: raise Invalid
            t8 = M_map_919083e7[((v >> 48) & 7)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 52) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 56) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 59) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 60) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 61) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_107584a0[((v >> 63) & 1)]
            if t15 is None: raise Invalid
            return (
                s0
                + t1
                + s1
                + t2
                + t4
                + t5
                + s2
                + t6
                + s3
                + t7
                + s4
                + t8
                + t9
                + t10
                + t11
                + t12
                + t13
                + t14
                + t15
            )
        def takes_literal(v):
            return False
        return render, takes_literal
    return {
        (0,): (shape_19e3c703c71e, ('v_nop',)),
        (1,): (shape_c0fb20aa6fab, ('v_mov_b32_sdwa ', ', ', ' ', ' ', ' ')),
        (5,): (shape_d5050c41f6bc, ('v_cvt_f32_i32_sdwa ', ', ', ' ', ' ', ' ')),
        (6,): (shape_d5050c41f6bc, ('v_cvt_f32_u32_sdwa ', ', ', ' ', ' ', ' ')),
        (7,): (shape_56eaba6985d0, ('v_cvt_u32_f32_sdwa ', ', ', ' ', ' ', ' ')),
        (8,): (shape_56eaba6985d0, ('v_cvt_i32_f32_sdwa ', ', ', ' ', ' ', ' ')),
        (10,): (shape_58b90940ffa2, ('v_cvt_f16_f32_sdwa ', ', ', ' ', ' ', ' ')),
        (11,): (shape_58b90940ffa2, ('v_cvt_f32_f16_sdwa ', ', ', ' ', ' ', ' ')),
        (12,): (shape_56eaba6985d0, ('v_cvt_rpi_i32_f32_sdwa ', ', ', ' ', ' ', ' ')),
        (13,): (shape_56eaba6985d0, ('v_cvt_flr_i32_f32_sdwa ', ', ', ' ', ' ', ' ')),
        (14,): (shape_d5050c41f6bc, ('v_cvt_off_f32_i4_sdwa ', ', ', ' ', ' ', ' ')),
        (17,): (shape_d5050c41f6bc, ('v_cvt_f32_ubyte0_sdwa ', ', ', ' ', ' ', ' ')),
        (18,): (shape_d5050c41f6bc, ('v_cvt_f32_ubyte1_sdwa ', ', ', ' ', ' ', ' ')),
        (19,): (shape_d5050c41f6bc, ('v_cvt_f32_ubyte2_sdwa ', ', ', ' ', ' ', ' ')),
        (20,): (shape_d5050c41f6bc, ('v_cvt_f32_ubyte3_sdwa ', ', ', ' ', ' ', ' ')),
        (27,): (shape_58b90940ffa2, ('v_fract_f32_sdwa ', ', ', ' ', ' ', ' ')),
        (28,): (shape_58b90940ffa2, ('v_trunc_f32_sdwa ', ', ', ' ', ' ', ' ')),
        (29,): (shape_58b90940ffa2, ('v_ceil_f32_sdwa ', ', ', ' ', ' ', ' ')),
        (30,): (shape_58b90940ffa2, ('v_rndne_f32_sdwa ', ', ', ' ', ' ', ' ')),
        (31,): (shape_58b90940ffa2, ('v_floor_f32_sdwa ', ', ', ' ', ' ', ' ')),
        (32,): (shape_58b90940ffa2, ('v_exp_f32_sdwa ', ', ', ' ', ' ', ' ')),
        (33,): (shape_58b90940ffa2, ('v_log_f32_sdwa ', ', ', ' ', ' ', ' ')),
        (34,): (shape_58b90940ffa2, ('v_rcp_f32_sdwa ', ', ', ' ', ' ', ' ')),
        (35,): (shape_58b90940ffa2, ('v_rcp_iflag_f32_sdwa ', ', ', ' ', ' ', ' ')),
        (36,): (shape_58b90940ffa2, ('v_rsq_f32_sdwa ', ', ', ' ', ' ', ' ')),
        (39,): (shape_58b90940ffa2, ('v_sqrt_f32_sdwa ', ', ', ' ', ' ', ' ')),
        (41,): (shape_58b90940ffa2, ('v_sin_f32_sdwa ', ', ', ' ', ' ', ' ')),
        (42,): (shape_58b90940ffa2, ('v_cos_f32_sdwa ', ', ', ' ', ' ', ' ')),
        (43,): (shape_c0fb20aa6fab, ('v_not_b32_sdwa ', ', ', ' ', ' ', ' ')),
        (44,): (shape_c0fb20aa6fab, ('v_bfrev_b32_sdwa ', ', ', ' ', ' ', ' ')),
        (45,): (shape_c0fb20aa6fab, ('v_ffbh_u32_sdwa ', ', ', ' ', ' ', ' ')),
        (46,): (shape_c0fb20aa6fab, ('v_ffbl_b32_sdwa ', ', ', ' ', ' ', ' ')),
        (47,): (shape_c0fb20aa6fab, ('v_ffbh_i32_sdwa ', ', ', ' ', ' ', ' ')),
        (51,): (shape_56eaba6985d0, ('v_frexp_exp_i32_f32_sdwa ', ', ', ' ', ' ', ' ')),
        (52,): (shape_58b90940ffa2, ('v_frexp_mant_f32_sdwa ', ', ', ' ', ' ', ' ')),
        (55,): (shape_c0fb20aa6fab, ('v_screen_partition_4se_b32_sdwa ', ', ', ' ', ' ', ' ')),
        (57,): (shape_b8ac1850ff15, ('v_cvt_f16_u16_sdwa ', ', ', ' ', ' ', ' ')),
        (58,): (shape_b8ac1850ff15, ('v_cvt_f16_i16_sdwa ', ', ', ' ', ' ', ' ')),
        (59,): (shape_56eaba6985d0, ('v_cvt_u16_f16_sdwa ', ', ', ' ', ' ', ' ')),
        (60,): (shape_56eaba6985d0, ('v_cvt_i16_f16_sdwa ', ', ', ' ', ' ', ' ')),
        (61,): (shape_58b90940ffa2, ('v_rcp_f16_sdwa ', ', ', ' ', ' ', ' ')),
        (62,): (shape_58b90940ffa2, ('v_sqrt_f16_sdwa ', ', ', ' ', ' ', ' ')),
        (63,): (shape_58b90940ffa2, ('v_rsq_f16_sdwa ', ', ', ' ', ' ', ' ')),
        (64,): (shape_58b90940ffa2, ('v_log_f16_sdwa ', ', ', ' ', ' ', ' ')),
        (65,): (shape_58b90940ffa2, ('v_exp_f16_sdwa ', ', ', ' ', ' ', ' ')),
        (66,): (shape_58b90940ffa2, ('v_frexp_mant_f16_sdwa ', ', ', ' ', ' ', ' ')),
        (67,): (shape_56eaba6985d0, ('v_frexp_exp_i16_f16_sdwa ', ', ', ' ', ' ', ' ')),
        (68,): (shape_58b90940ffa2, ('v_floor_f16_sdwa ', ', ', ' ', ' ', ' ')),
        (69,): (shape_58b90940ffa2, ('v_ceil_f16_sdwa ', ', ', ' ', ' ', ' ')),
        (70,): (shape_58b90940ffa2, ('v_trunc_f16_sdwa ', ', ', ' ', ' ', ' ')),
        (71,): (shape_58b90940ffa2, ('v_rndne_f16_sdwa ', ', ', ' ', ' ', ' ')),
        (72,): (shape_58b90940ffa2, ('v_fract_f16_sdwa ', ', ', ' ', ' ', ' ')),
        (73,): (shape_58b90940ffa2, ('v_sin_f16_sdwa ', ', ', ' ', ' ', ' ')),
        (74,): (shape_58b90940ffa2, ('v_cos_f16_sdwa ', ', ', ' ', ' ', ' ')),
        (75,): (shape_58b90940ffa2, ('v_exp_legacy_f32_sdwa ', ', ', ' ', ' ', ' ')),
        (76,): (shape_58b90940ffa2, ('v_log_legacy_f32_sdwa ', ', ', ' ', ' ', ' ')),
        (77,): (shape_56eaba6985d0, ('v_cvt_norm_i16_f16_sdwa ', ', ', ' ', ' ', ' ')),
        (78,): (shape_56eaba6985d0, ('v_cvt_norm_u16_f16_sdwa ', ', ', ' ', ' ', ' ')),
        (79,): (shape_c0fb20aa6fab, ('v_sat_pk_u8_i16_sdwa ', ', ', ' ', ' ', ' ')),
        (84,): (shape_113027c55703, ('v_cvt_f32_fp8_sdwa ', ', ', ' ')),
        (85,): (shape_113027c55703, ('v_cvt_f32_bf8_sdwa ', ', ', ' ')),
        (86,): (shape_a566782f7a42, ('v_cvt_pk_f32_fp8_sdwa ', ', ', ' ')),
        (87,): (shape_a566782f7a42, ('v_cvt_pk_f32_bf8_sdwa ', ', ', ' ')),
        (88,): (shape_c0fb20aa6fab, ('v_prng_b32_sdwa ', ', ', ' ', ' ', ' ')),
        (91,): (shape_58b90940ffa2, ('v_cvt_f32_bf16_sdwa ', ', ', ' ', ' ', ' ')),
    }


def build_lossless(R, literal_ok, fmt_ok):
    C_map_02caeb65 = bytes.fromhex('0100000000000000')
    C_map_0904e53d = bytes.fromhex('0000000000000100')
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
    C_map_919083e7 = bytes.fromhex('0101010101010100')
    C_map_d32419b9 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000101000000010101010101010101010101010100000101010100'
    )
    C_map_d7b5c8b3 = bytes.fromhex('01000000')
    C_map_dea46155 = bytes.fromhex('01010101')
    C_map_e049914f = bytes.fromhex('0101010101010100')
    C_map_e6aaa6e0 = bytes.fromhex('01010100')
    C_map_f8096436 = bytes.fromhex('0101')
    C_map_fdc82061 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000101000000010101010101010101010101010100000101010100'
    )
    def lossless_337a84cf71e3(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 17) & 255)]: return False
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_map_d32419b9[x]: return False
            if not C_map_f8096436[((v >> 45) & 1)]: return False
            if not C_map_e049914f[((v >> 40) & 7)]: return False
            if not C_map_e6aaa6e0[((v >> 43) & 3)]: return False
            if not C_map_919083e7[((v >> 48) & 7)]: return False
            if not C_map_d7b5c8b3[((v >> 46) & 3)]: return False
            if not C_map_107584a0[((v >> 51) & 1)]: return False
            if not C_map_02caeb65[((v >> 56) & 7)]: return False
            if not C_map_107584a0[((v >> 59) & 1)]: return False
            if not C_map_107584a0[((v >> 60) & 1)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_49ad7540b111(mask, base):
        def lossless(v, lit):
            return False
        return lossless
    def lossless_5f5f1b3ea341(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 17) & 255)]: return False
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_map_d32419b9[x]: return False
            if not C_map_f8096436[((v >> 45) & 1)]: return False
            if not C_map_e049914f[((v >> 40) & 7)]: return False
            if not C_map_e6aaa6e0[((v >> 43) & 3)]: return False
            if not C_map_919083e7[((v >> 48) & 7)]: return False
            if not C_map_d7b5c8b3[((v >> 46) & 3)]: return False
            if not C_map_107584a0[((v >> 52) & 1)]: return False
            if not C_map_107584a0[((v >> 53) & 1)]: return False
            if not C_map_02caeb65[((v >> 56) & 7)]: return False
            if not C_map_107584a0[((v >> 59) & 1)]: return False
            if not C_map_107584a0[((v >> 60) & 1)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_6a7abac4047a(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 17) & 255)]: return False
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_map_d32419b9[x]: return False
            if not C_map_f8096436[((v >> 45) & 1)]: return False
            if not C_map_dea46155[((v >> 46) & 3)]: return False
            if not C_map_919083e7[((v >> 48) & 7)]: return False
            if not C_map_0904e53d[((v >> 40) & 7)]: return False
            if not C_map_107584a0[((v >> 52) & 1)]: return False
            if not C_map_107584a0[((v >> 53) & 1)]: return False
            if not C_map_02caeb65[((v >> 56) & 7)]: return False
            if not C_map_107584a0[((v >> 59) & 1)]: return False
            if not C_map_107584a0[((v >> 60) & 1)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_99d52c88d77f(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 17) & 255)]: return False
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_map_fdc82061[x]: return False
            if not C_map_f8096436[((v >> 45) & 1)]: return False
            if not C_map_dea46155[((v >> 46) & 3)]: return False
            if not C_map_e049914f[((v >> 40) & 7)]: return False
            if not C_map_e6aaa6e0[((v >> 43) & 3)]: return False
            if not C_map_919083e7[((v >> 48) & 7)]: return False
            if not C_map_107584a0[((v >> 52) & 1)]: return False
            if not C_map_107584a0[((v >> 53) & 1)]: return False
            if not C_map_02caeb65[((v >> 56) & 7)]: return False
            if not C_map_107584a0[((v >> 59) & 1)]: return False
            if not C_map_107584a0[((v >> 60) & 1)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_b9fbb8afd326(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 17) & 255)]: return False
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_map_d32419b9[x]: return False
            if not C_map_f8096436[((v >> 45) & 1)]: return False
            if not C_map_dea46155[((v >> 46) & 3)]: return False
            if not C_map_e049914f[((v >> 40) & 7)]: return False
            if not C_map_e6aaa6e0[((v >> 43) & 3)]: return False
            if not C_map_919083e7[((v >> 48) & 7)]: return False
            if not C_map_107584a0[((v >> 52) & 1)]: return False
            if not C_map_107584a0[((v >> 53) & 1)]: return False
            if not C_map_02caeb65[((v >> 56) & 7)]: return False
            if not C_map_107584a0[((v >> 59) & 1)]: return False
            if not C_map_107584a0[((v >> 60) & 1)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_ce332eff13a4(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 17) & 255)]: return False
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_map_d32419b9[x]: return False
            if not C_map_f8096436[((v >> 45) & 1)]: return False
            if not C_map_dea46155[((v >> 46) & 3)]: return False
            if not C_map_e049914f[((v >> 40) & 7)]: return False
            if not C_map_e6aaa6e0[((v >> 43) & 3)]: return False
            if not C_map_919083e7[((v >> 48) & 7)]: return False
            if not C_map_107584a0[((v >> 51) & 1)]: return False
            if not C_map_02caeb65[((v >> 56) & 7)]: return False
            if not C_map_107584a0[((v >> 59) & 1)]: return False
            if not C_map_107584a0[((v >> 60) & 1)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_dfd02d1252b0(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 17) & 255)]: return False
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_map_d32419b9[x]: return False
            if not C_map_f8096436[((v >> 45) & 1)]: return False
            if not C_map_dea46155[((v >> 46) & 3)]: return False
            if not C_map_919083e7[((v >> 48) & 7)]: return False
            if not C_map_0904e53d[((v >> 40) & 7)]: return False
            if not C_map_107584a0[((v >> 52) & 1)]: return False
            if not C_map_107584a0[((v >> 53) & 1)]: return False
            if not C_map_02caeb65[((v >> 56) & 7)]: return False
            if not C_map_107584a0[((v >> 59) & 1)]: return False
            if not C_map_107584a0[((v >> 60) & 1)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return lossless
    return {
        (0,): (lossless_49ad7540b111, 0x0, 0x0),
        (1,): (lossless_5f5f1b3ea341, 0x4040000000000000, 0x0),
        (5,): (lossless_b9fbb8afd326, 0x4040000000000000, 0x0),
        (6,): (lossless_b9fbb8afd326, 0x4040000000000000, 0x0),
        (7,): (lossless_337a84cf71e3, 0x4040000000000000, 0x0),
        (8,): (lossless_337a84cf71e3, 0x4040000000000000, 0x0),
        (10,): (lossless_ce332eff13a4, 0x4040000000000000, 0x0),
        (11,): (lossless_ce332eff13a4, 0x4040000000000000, 0x0),
        (12,): (lossless_337a84cf71e3, 0x4040000000000000, 0x0),
        (13,): (lossless_337a84cf71e3, 0x4040000000000000, 0x0),
        (14,): (lossless_b9fbb8afd326, 0x4040000000000000, 0x0),
        (17,): (lossless_b9fbb8afd326, 0x4040000000000000, 0x0),
        (18,): (lossless_b9fbb8afd326, 0x4040000000000000, 0x0),
        (19,): (lossless_b9fbb8afd326, 0x4040000000000000, 0x0),
        (20,): (lossless_b9fbb8afd326, 0x4040000000000000, 0x0),
        (27,): (lossless_ce332eff13a4, 0x4040000000000000, 0x0),
        (28,): (lossless_ce332eff13a4, 0x4040000000000000, 0x0),
        (29,): (lossless_ce332eff13a4, 0x4040000000000000, 0x0),
        (30,): (lossless_ce332eff13a4, 0x4040000000000000, 0x0),
        (31,): (lossless_ce332eff13a4, 0x4040000000000000, 0x0),
        (32,): (lossless_ce332eff13a4, 0x4040000000000000, 0x0),
        (33,): (lossless_ce332eff13a4, 0x4040000000000000, 0x0),
        (34,): (lossless_ce332eff13a4, 0x4040000000000000, 0x0),
        (35,): (lossless_ce332eff13a4, 0x4040000000000000, 0x0),
        (36,): (lossless_ce332eff13a4, 0x4040000000000000, 0x0),
        (39,): (lossless_ce332eff13a4, 0x4040000000000000, 0x0),
        (41,): (lossless_ce332eff13a4, 0x4040000000000000, 0x0),
        (42,): (lossless_ce332eff13a4, 0x4040000000000000, 0x0),
        (43,): (lossless_5f5f1b3ea341, 0x4040000000000000, 0x0),
        (44,): (lossless_5f5f1b3ea341, 0x4040000000000000, 0x0),
        (45,): (lossless_5f5f1b3ea341, 0x4040000000000000, 0x0),
        (46,): (lossless_5f5f1b3ea341, 0x4040000000000000, 0x0),
        (47,): (lossless_5f5f1b3ea341, 0x4040000000000000, 0x0),
        (51,): (lossless_337a84cf71e3, 0x4040000000000000, 0x0),
        (52,): (lossless_ce332eff13a4, 0x4040000000000000, 0x0),
        (55,): (lossless_5f5f1b3ea341, 0x4040000000000000, 0x0),
        (57,): (lossless_99d52c88d77f, 0x4040000000000000, 0x0),
        (58,): (lossless_99d52c88d77f, 0x4040000000000000, 0x0),
        (59,): (lossless_337a84cf71e3, 0x4040000000000000, 0x0),
        (60,): (lossless_337a84cf71e3, 0x4040000000000000, 0x0),
        (61,): (lossless_ce332eff13a4, 0x4040000000000000, 0x0),
        (62,): (lossless_ce332eff13a4, 0x4040000000000000, 0x0),
        (63,): (lossless_ce332eff13a4, 0x4040000000000000, 0x0),
        (64,): (lossless_ce332eff13a4, 0x4040000000000000, 0x0),
        (65,): (lossless_ce332eff13a4, 0x4040000000000000, 0x0),
        (66,): (lossless_ce332eff13a4, 0x4040000000000000, 0x0),
        (67,): (lossless_337a84cf71e3, 0x4040000000000000, 0x0),
        (68,): (lossless_ce332eff13a4, 0x4040000000000000, 0x0),
        (69,): (lossless_ce332eff13a4, 0x4040000000000000, 0x0),
        (70,): (lossless_ce332eff13a4, 0x4040000000000000, 0x0),
        (71,): (lossless_ce332eff13a4, 0x4040000000000000, 0x0),
        (72,): (lossless_ce332eff13a4, 0x4040000000000000, 0x0),
        (73,): (lossless_ce332eff13a4, 0x4040000000000000, 0x0),
        (74,): (lossless_ce332eff13a4, 0x4040000000000000, 0x0),
        (75,): (lossless_ce332eff13a4, 0x4040000000000000, 0x0),
        (76,): (lossless_ce332eff13a4, 0x4040000000000000, 0x0),
        (77,): (lossless_337a84cf71e3, 0x4040000000000000, 0x0),
        (78,): (lossless_337a84cf71e3, 0x4040000000000000, 0x0),
        (79,): (lossless_5f5f1b3ea341, 0x4040000000000000, 0x0),
        (84,): (lossless_6a7abac4047a, 0x4040180000000000, 0x0),
        (85,): (lossless_6a7abac4047a, 0x4040180000000000, 0x0),
        (86,): (lossless_dfd02d1252b0, 0x4040180000000000, 0x0),
        (87,): (lossless_dfd02d1252b0, 0x4040180000000000, 0x0),
        (88,): (lossless_5f5f1b3ea341, 0x4040000000000000, 0x0),
        (91,): (lossless_ce332eff13a4, 0x4040000000000000, 0x0),
    }
