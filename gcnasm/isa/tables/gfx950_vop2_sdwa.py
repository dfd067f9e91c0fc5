"""gfx950 VOP2_SDWA templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.codegen.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose):
    M_map_107584a0 = R['map_107584a0'][1]
    M_map_58198513 = R['map_58198513'][1]
    M_map_67dd4490 = R['map_67dd4490'][1]
    M_map_919083e7 = R['map_919083e7'][1]
    M_map_d32419b9 = R['map_d32419b9'][1]
    M_map_d7b5c8b3 = R['map_d7b5c8b3'][1]
    M_map_dea46155 = R['map_dea46155'][1]
    M_map_e049914f = R['map_e049914f'][1]
    M_map_e6aaa6e0 = R['map_e6aaa6e0'][1]
    M_map_f8096436 = R['map_f8096436'][1]
    M_map_fdc82061 = R['map_fdc82061'][1]
    def shape_1e43bfa7bf05(s):
        s0, s1, s2, s3, s4, s5, s6 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_map_d32419b9[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('int', t3, 0, 0, ((v >> 51) & 1))
            t5 = M_map_d32419b9[((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))]
            if t5 is None: raise Invalid
            t4 = compose('int', t5, 0, 0, ((v >> 59) & 1))
            t6 = M_map_f8096436[((v >> 45) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_e049914f[((v >> 40) & 7)]
            if t7 is None: raise Invalid
            t8 = M_map_e6aaa6e0[((v >> 43) & 3)]
            if t8 is None: raise Invalid
            t9 = M_map_919083e7[((v >> 48) & 7)]
            if t9 is None: raise Invalid
            t10 = M_map_67dd4490[((v >> 56) & 7)]
            if t10 is None: raise Invalid
            t11 = M_map_d7b5c8b3[((v >> 46) & 3)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 52) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 53) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 60) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_107584a0[((v >> 61) & 1)]
            if t15 is None: raise Invalid
            return (
                s0
                + t1
                + s1
                + t2
                + s2
                + t4
                + t6
                + s3
                + t7
                + s4
                + t8
                + s5
                + t9
                + s6
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
    def shape_33308a229019(s):
        s0, s1, s2, s3, s4, s5, s6 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_map_fdc82061[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('int', t3, 0, 0, ((v >> 51) & 1))
            t5 = M_map_fdc82061[((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))]
            if t5 is None: raise Invalid
            t4 = compose('int', t5, 0, 0, ((v >> 59) & 1))
            t6 = M_map_f8096436[((v >> 45) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_e049914f[((v >> 40) & 7)]
            if t7 is None: raise Invalid
            t8 = M_map_e6aaa6e0[((v >> 43) & 3)]
            if t8 is None: raise Invalid
            t9 = M_map_919083e7[((v >> 48) & 7)]
            if t9 is None: raise Invalid
            t10 = M_map_67dd4490[((v >> 56) & 7)]
            if t10 is None: raise Invalid
            t11 = M_map_d7b5c8b3[((v >> 46) & 3)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 52) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 53) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 60) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_107584a0[((v >> 61) & 1)]
            if t15 is None: raise Invalid
            return (
                s0
                + t1
                + s1
                + t2
                + s2
                + t4
                + t6
                + s3
                + t7
                + s4
                + t8
                + s5
                + t9
                + s6
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
    def shape_418f11b1045e(s):
        s0, s1, s2, s3, s4, s5, s6 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_map_d32419b9[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('fp', t3, ((v >> 53) & 1), ((v >> 52) & 1), 0)
            t5 = M_map_d32419b9[((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))]
            if t5 is None: raise Invalid
            t4 = compose('int', t5, 0, 0, ((v >> 59) & 1))
            t6 = M_map_f8096436[((v >> 45) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_dea46155[((v >> 46) & 3)]
            if t7 is None: raise Invalid
            t8 = M_map_e049914f[((v >> 40) & 7)]
            if t8 is None: raise Invalid
            t9 = M_map_e6aaa6e0[((v >> 43) & 3)]
            if t9 is None: raise Invalid
            t10 = M_map_919083e7[((v >> 48) & 7)]
            if t10 is None: raise Invalid
            t11 = M_map_67dd4490[((v >> 56) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 51) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 60) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 61) & 1)]
            if t14 is None: raise Invalid
            return (
                s0
                + t1
                + s1
                + t2
                + s2
                + t4
                + t6
                + t7
                + s3
                + t8
                + s4
                + t9
                + s5
                + t10
                + s6
                + t11
                + t12
                + t13
                + t14
            )
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_98d8bb3c9226(s):
        s0, s1, s2, s3, s4, s5, s6, s7 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_map_d32419b9[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('int', t3, 0, 0, ((v >> 51) & 1))
            t5 = M_map_d32419b9[((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))]
            if t5 is None: raise Invalid
            t4 = compose('int', t5, 0, 0, ((v >> 59) & 1))
            t6 = M_map_f8096436[((v >> 45) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_e049914f[((v >> 40) & 7)]
            if t7 is None: raise Invalid
            t8 = M_map_e6aaa6e0[((v >> 43) & 3)]
            if t8 is None: raise Invalid
            t9 = M_map_919083e7[((v >> 48) & 7)]
            if t9 is None: raise Invalid
            t10 = M_map_67dd4490[((v >> 56) & 7)]
            if t10 is None: raise Invalid
            t11 = M_map_d7b5c8b3[((v >> 46) & 3)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 52) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 53) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 60) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_107584a0[((v >> 61) & 1)]
            if t15 is None: raise Invalid
            return (
                s0
                + t1
                + s1
                + t2
                + s2
                + t4
                + s3
                + t6
                + s4
                + t7
                + s5
                + t8
                + s6
                + t9
                + s7
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
    def shape_a51b2ccdbcac(s):
        s0, s1, s2, s3, s4, s5, s6, s7 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_map_d32419b9[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('fp', t3, ((v >> 53) & 1), ((v >> 52) & 1), 0)
            t5 = M_map_d32419b9[((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))]
            if t5 is None: raise Invalid
            t4 = compose('fp', t5, ((v >> 61) & 1), ((v >> 60) & 1), 0)
            t6 = M_map_f8096436[((v >> 45) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_e049914f[((v >> 40) & 7)]
            if t7 is None: raise Invalid
            t8 = M_map_e6aaa6e0[((v >> 43) & 3)]
            if t8 is None: raise Invalid
            t9 = M_map_919083e7[((v >> 48) & 7)]
            if t9 is None: raise Invalid
            t10 = M_map_67dd4490[((v >> 56) & 7)]
            if t10 is None: raise Invalid
            t11 = M_map_d7b5c8b3[((v >> 46) & 3)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 51) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 59) & 1)]
            if t13 is None: raise Invalid
            return (
                s0
                + t1
                + s1
                + t2
                + s2
                + t4
                + s3
                + t6
                + s4
                + t7
                + s5
                + t8
                + s6
                + t9
                + s7
                + t10
                + t11
                + t12
                + t13
            )
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_adb28d04683d(s):
        s0, s1, s2, s3, s4, s5, s6 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_d32419b9[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t2 is None: raise Invalid
            t3 = M_map_d32419b9[((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))]
            if t3 is None: raise Invalid
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
            t9 = M_map_67dd4490[((v >> 56) & 7)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 51) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 59) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t5 + s3 + t6 + s4 + t7 + s5 + t8 + s6 + t9 + t10 + t11
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_d180f7a4628e(s):
        s0, s1, s2, s3, s4, s5, s6 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_map_d32419b9[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('fp', t3, ((v >> 53) & 1), ((v >> 52) & 1), 0)
            t5 = M_map_d32419b9[((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))]
            if t5 is None: raise Invalid
            t4 = compose('fp', t5, ((v >> 61) & 1), ((v >> 60) & 1), 0)
            t6 = M_map_f8096436[((v >> 45) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_dea46155[((v >> 46) & 3)]
            if t7 is None: raise Invalid
            t8 = M_map_e049914f[((v >> 40) & 7)]
            if t8 is None: raise Invalid
            t9 = M_map_e6aaa6e0[((v >> 43) & 3)]
            if t9 is None: raise Invalid
            t10 = M_map_919083e7[((v >> 48) & 7)]
            if t10 is None: raise Invalid
            t11 = M_map_67dd4490[((v >> 56) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 51) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 59) & 1)]
            if t13 is None: raise Invalid
            return (
                s0
                + t1
                + s1
                + t2
                + s2
                + t4
                + t6
                + t7
                + s3
                + t8
                + s4
                + t9
                + s5
                + t10
                + s6
                + t11
                + t12
                + t13
            )
        def takes_literal(v):
            return False
        return render, takes_literal
    return {
        (0,): (shape_a51b2ccdbcac, ('v_cndmask_b32_sdwa ', ', ', ', ', ', vcc', ' ', ' ', ' ', ' ')),
        (1,): (shape_d180f7a4628e, ('v_add_f32_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (2,): (shape_d180f7a4628e, ('v_sub_f32_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (3,): (shape_d180f7a4628e, ('v_subrev_f32_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (5,): (shape_d180f7a4628e, ('v_mul_f32_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (6,): (shape_1e43bfa7bf05, ('v_mul_i32_i24_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (7,): (shape_1e43bfa7bf05, ('v_mul_hi_i32_i24_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (8,): (shape_1e43bfa7bf05, ('v_mul_u32_u24_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (9,): (shape_1e43bfa7bf05, ('v_mul_hi_u32_u24_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (10,): (shape_d180f7a4628e, ('v_min_f32_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (11,): (shape_d180f7a4628e, ('v_max_f32_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (12,): (shape_1e43bfa7bf05, ('v_min_i32_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (13,): (shape_1e43bfa7bf05, ('v_max_i32_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (14,): (shape_1e43bfa7bf05, ('v_min_u32_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (15,): (shape_1e43bfa7bf05, ('v_max_u32_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (16,): (shape_1e43bfa7bf05, ('v_lshrrev_b32_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (17,): (shape_1e43bfa7bf05, ('v_ashrrev_i32_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (18,): (shape_1e43bfa7bf05, ('v_lshlrev_b32_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (19,): (shape_1e43bfa7bf05, ('v_and_b32_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (20,): (shape_1e43bfa7bf05, ('v_or_b32_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (21,): (shape_1e43bfa7bf05, ('v_xor_b32_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (25,): (shape_1e43bfa7bf05, ('v_add_co_u32_sdwa ', ', vcc, ', ', ', ' ', ' ', ' ', ' ')),
        (26,): (shape_1e43bfa7bf05, ('v_sub_co_u32_sdwa ', ', vcc, ', ', ', ' ', ' ', ' ', ' ')),
        (27,): (shape_1e43bfa7bf05, ('v_subrev_co_u32_sdwa ', ', vcc, ', ', ', ' ', ' ', ' ', ' ')),
        (28,): (
            shape_98d8bb3c9226,
            ('v_addc_co_u32_sdwa ', ', vcc, ', ', ', ', vcc', ' ', ' ', ' ', ' '),
        ),
        (29,): (
            shape_98d8bb3c9226,
            ('v_subb_co_u32_sdwa ', ', vcc, ', ', ', ', vcc', ' ', ' ', ' ', ' '),
        ),
        (30,): (
            shape_98d8bb3c9226,
            ('v_subbrev_co_u32_sdwa ', ', vcc, ', ', ', ', vcc', ' ', ' ', ' ', ' '),
        ),
        (31,): (shape_d180f7a4628e, ('v_add_f16_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (32,): (shape_d180f7a4628e, ('v_sub_f16_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (33,): (shape_d180f7a4628e, ('v_subrev_f16_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (34,): (shape_d180f7a4628e, ('v_mul_f16_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (38,): (shape_33308a229019, ('v_add_u16_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (39,): (shape_33308a229019, ('v_sub_u16_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (40,): (shape_33308a229019, ('v_subrev_u16_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (41,): (shape_33308a229019, ('v_mul_lo_u16_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (42,): (shape_33308a229019, ('v_lshlrev_b16_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (43,): (shape_33308a229019, ('v_lshrrev_b16_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (44,): (shape_33308a229019, ('v_ashrrev_i16_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (45,): (shape_d180f7a4628e, ('v_max_f16_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (46,): (shape_d180f7a4628e, ('v_min_f16_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (47,): (shape_33308a229019, ('v_max_u16_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (48,): (shape_33308a229019, ('v_max_i16_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (49,): (shape_33308a229019, ('v_min_u16_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (50,): (shape_33308a229019, ('v_min_i16_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (51,): (shape_418f11b1045e, ('v_ldexp_f16_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (52,): (shape_1e43bfa7bf05, ('v_add_u32_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (53,): (shape_1e43bfa7bf05, ('v_sub_u32_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (54,): (shape_1e43bfa7bf05, ('v_subrev_u32_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (60,): (shape_adb28d04683d, ('v_pk_fmac_f16_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
        (61,): (shape_1e43bfa7bf05, ('v_xnor_b32_sdwa ', ', ', ', ', ' ', ' ', ' ', ' ')),
    }


def build_lossless(R, literal_ok, fmt_ok):
    C_map_107584a0 = bytes.fromhex('0100')
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
    C_map_67dd4490 = bytes.fromhex('0101010101010100')
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
    def lossless_0d72c17610d7(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 17) & 255)]: return False
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_map_d32419b9[x]: return False
            x = ((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))
            if not C_map_d32419b9[x]: return False
            if not C_map_f8096436[((v >> 45) & 1)]: return False
            if not C_map_dea46155[((v >> 46) & 3)]: return False
            if not C_map_e049914f[((v >> 40) & 7)]: return False
            if not C_map_e6aaa6e0[((v >> 43) & 3)]: return False
            if not C_map_919083e7[((v >> 48) & 7)]: return False
            if not C_map_67dd4490[((v >> 56) & 7)]: return False
            if not C_map_107584a0[((v >> 51) & 1)]: return False
            if not C_map_107584a0[((v >> 60) & 1)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_671ae59e3667(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 17) & 255)]: return False
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_map_fdc82061[x]: return False
            x = ((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))
            if not C_map_fdc82061[x]: return False
            if not C_map_f8096436[((v >> 45) & 1)]: return False
            if not C_map_e049914f[((v >> 40) & 7)]: return False
            if not C_map_e6aaa6e0[((v >> 43) & 3)]: return False
            if not C_map_919083e7[((v >> 48) & 7)]: return False
            if not C_map_67dd4490[((v >> 56) & 7)]: return False
            if not C_map_d7b5c8b3[((v >> 46) & 3)]: return False
            if not C_map_107584a0[((v >> 52) & 1)]: return False
            if not C_map_107584a0[((v >> 53) & 1)]: return False
            if not C_map_107584a0[((v >> 60) & 1)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_89e5fba94a4e(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 17) & 255)]: return False
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_map_d32419b9[x]: return False
            x = ((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))
            if not C_map_d32419b9[x]: return False
            if not C_map_f8096436[((v >> 45) & 1)]: return False
            if not C_map_e049914f[((v >> 40) & 7)]: return False
            if not C_map_e6aaa6e0[((v >> 43) & 3)]: return False
            if not C_map_919083e7[((v >> 48) & 7)]: return False
            if not C_map_67dd4490[((v >> 56) & 7)]: return False
            if not C_map_d7b5c8b3[((v >> 46) & 3)]: return False
            if not C_map_107584a0[((v >> 51) & 1)]: return False
            if not C_map_107584a0[((v >> 59) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_b4d9a979f020(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 17) & 255)]: return False
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_map_d32419b9[x]: return False
            x = ((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))
            if not C_map_d32419b9[x]: return False
            if not C_map_f8096436[((v >> 45) & 1)]: return False
            if not C_map_dea46155[((v >> 46) & 3)]: return False
            if not C_map_e049914f[((v >> 40) & 7)]: return False
            if not C_map_e6aaa6e0[((v >> 43) & 3)]: return False
            if not C_map_919083e7[((v >> 48) & 7)]: return False
            if not C_map_67dd4490[((v >> 56) & 7)]: return False
            if not C_map_107584a0[((v >> 51) & 1)]: return False
            if not C_map_107584a0[((v >> 59) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_f8518c24d842(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 17) & 255)]: return False
            if not C_map_d32419b9[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]: return False
            if not C_map_d32419b9[((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))]: return False
            if not C_map_f8096436[((v >> 45) & 1)]: return False
            if not C_map_dea46155[((v >> 46) & 3)]: return False
            if not C_map_e049914f[((v >> 40) & 7)]: return False
            if not C_map_e6aaa6e0[((v >> 43) & 3)]: return False
            if not C_map_919083e7[((v >> 48) & 7)]: return False
            if not C_map_67dd4490[((v >> 56) & 7)]: return False
            if not C_map_107584a0[((v >> 51) & 1)]: return False
            if not C_map_107584a0[((v >> 59) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_fd2e07cee8ca(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 17) & 255)]: return False
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_map_d32419b9[x]: return False
            x = ((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))
            if not C_map_d32419b9[x]: return False
            if not C_map_f8096436[((v >> 45) & 1)]: return False
            if not C_map_e049914f[((v >> 40) & 7)]: return False
            if not C_map_e6aaa6e0[((v >> 43) & 3)]: return False
            if not C_map_919083e7[((v >> 48) & 7)]: return False
            if not C_map_67dd4490[((v >> 56) & 7)]: return False
            if not C_map_d7b5c8b3[((v >> 46) & 3)]: return False
            if not C_map_107584a0[((v >> 52) & 1)]: return False
            if not C_map_107584a0[((v >> 53) & 1)]: return False
            if not C_map_107584a0[((v >> 60) & 1)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            return (v & mask) == base
        return lossless
    return {
        (0,): (lossless_89e5fba94a4e, 0x4040000000000000, 0x0),
        (1,): (lossless_b4d9a979f020, 0x4040000000000000, 0x0),
        (2,): (lossless_b4d9a979f020, 0x4040000000000000, 0x0),
        (3,): (lossless_b4d9a979f020, 0x4040000000000000, 0x0),
        (5,): (lossless_b4d9a979f020, 0x4040000000000000, 0x0),
        (6,): (lossless_fd2e07cee8ca, 0x4040000000000000, 0x0),
        (7,): (lossless_fd2e07cee8ca, 0x4040000000000000, 0x0),
        (8,): (lossless_fd2e07cee8ca, 0x4040000000000000, 0x0),
        (9,): (lossless_fd2e07cee8ca, 0x4040000000000000, 0x0),
        (10,): (lossless_b4d9a979f020, 0x4040000000000000, 0x0),
        (11,): (lossless_b4d9a979f020, 0x4040000000000000, 0x0),
        (12,): (lossless_fd2e07cee8ca, 0x4040000000000000, 0x0),
        (13,): (lossless_fd2e07cee8ca, 0x4040000000000000, 0x0),
        (14,): (lossless_fd2e07cee8ca, 0x4040000000000000, 0x0),
        (15,): (lossless_fd2e07cee8ca, 0x4040000000000000, 0x0),
        (16,): (lossless_fd2e07cee8ca, 0x4040000000000000, 0x0),
        (17,): (lossless_fd2e07cee8ca, 0x4040000000000000, 0x0),
        (18,): (lossless_fd2e07cee8ca, 0x4040000000000000, 0x0),
        (19,): (lossless_fd2e07cee8ca, 0x4040000000000000, 0x0),
        (20,): (lossless_fd2e07cee8ca, 0x4040000000000000, 0x0),
        (21,): (lossless_fd2e07cee8ca, 0x4040000000000000, 0x0),
        (25,): (lossless_fd2e07cee8ca, 0x4040000000000000, 0x0),
        (26,): (lossless_fd2e07cee8ca, 0x4040000000000000, 0x0),
        (27,): (lossless_fd2e07cee8ca, 0x4040000000000000, 0x0),
        (28,): (lossless_fd2e07cee8ca, 0x4040000000000000, 0x0),
        (29,): (lossless_fd2e07cee8ca, 0x4040000000000000, 0x0),
        (30,): (lossless_fd2e07cee8ca, 0x4040000000000000, 0x0),
        (31,): (lossless_b4d9a979f020, 0x4040000000000000, 0x0),
        (32,): (lossless_b4d9a979f020, 0x4040000000000000, 0x0),
        (33,): (lossless_b4d9a979f020, 0x4040000000000000, 0x0),
        (34,): (lossless_b4d9a979f020, 0x4040000000000000, 0x0),
        (38,): (lossless_671ae59e3667, 0x4040000000000000, 0x0),
        (39,): (lossless_671ae59e3667, 0x4040000000000000, 0x0),
        (40,): (lossless_671ae59e3667, 0x4040000000000000, 0x0),
        (41,): (lossless_671ae59e3667, 0x4040000000000000, 0x0),
        (42,): (lossless_671ae59e3667, 0x4040000000000000, 0x0),
        (43,): (lossless_671ae59e3667, 0x4040000000000000, 0x0),
        (44,): (lossless_671ae59e3667, 0x4040000000000000, 0x0),
        (45,): (lossless_b4d9a979f020, 0x4040000000000000, 0x0),
        (46,): (lossless_b4d9a979f020, 0x4040000000000000, 0x0),
        (47,): (lossless_671ae59e3667, 0x4040000000000000, 0x0),
        (48,): (lossless_671ae59e3667, 0x4040000000000000, 0x0),
        (49,): (lossless_671ae59e3667, 0x4040000000000000, 0x0),
        (50,): (lossless_671ae59e3667, 0x4040000000000000, 0x0),
        (51,): (lossless_0d72c17610d7, 0x4040000000000000, 0x0),
        (52,): (lossless_fd2e07cee8ca, 0x4040000000000000, 0x0),
        (53,): (lossless_fd2e07cee8ca, 0x4040000000000000, 0x0),
        (54,): (lossless_fd2e07cee8ca, 0x4040000000000000, 0x0),
        (60,): (lossless_f8518c24d842, 0x7070000000000000, 0x0),
        (61,): (lossless_fd2e07cee8ca, 0x4040000000000000, 0x0),
    }
