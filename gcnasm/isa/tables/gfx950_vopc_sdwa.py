"""gfx950 VOPC_SDWA templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.codegen.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose):
    M_map_107584a0 = R['map_107584a0'][1]
    M_map_1efde9b7 = R['map_1efde9b7'][1]
    M_map_67dd4490 = R['map_67dd4490'][1]
    M_map_919083e7 = R['map_919083e7'][1]
    M_map_d32419b9 = R['map_d32419b9'][1]
    M_map_fdc82061 = R['map_fdc82061'][1]
    def shape_2418c1b71c5c(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t2 = M_map_fdc82061[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t2 is None: raise Invalid
            t1 = compose('int', t2, 0, 0, ((v >> 51) & 1))
            t4 = M_map_fdc82061[((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))]
            if t4 is None: raise Invalid
            t3 = compose('int', t4, 0, 0, ((v >> 59) & 1))
            t5 = M_map_919083e7[((v >> 48) & 7)]
            if t5 is None: raise Invalid
            t6 = M_map_67dd4490[((v >> 56) & 7)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 52) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 53) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 60) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 61) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t3 + s2 + t5 + s3 + t6 + t7 + t8 + t9 + t10
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_5c442323db97(s):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_1efde9b7[((v >> 40) & 127)]
            if t1 is None: raise Invalid
            t3 = M_map_d32419b9[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('fp', t3, ((v >> 53) & 1), ((v >> 52) & 1), 0)
            t5 = M_map_d32419b9[((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))]
            if t5 is None: raise Invalid
            t4 = compose('int', t5, 0, 0, ((v >> 59) & 1))
            t6 = M_map_919083e7[((v >> 48) & 7)]
            if t6 is None: raise Invalid
            t7 = M_map_67dd4490[((v >> 56) & 7)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 51) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 60) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 61) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + s3 + t6 + s4 + t7 + t8 + t9 + t10
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_6db5ead617ab(s):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_1efde9b7[((v >> 40) & 127)]
            if t1 is None: raise Invalid
            t3 = M_map_d32419b9[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('int', t3, 0, 0, ((v >> 51) & 1))
            t5 = M_map_d32419b9[((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))]
            if t5 is None: raise Invalid
            t4 = compose('int', t5, 0, 0, ((v >> 59) & 1))
            t6 = M_map_919083e7[((v >> 48) & 7)]
            if t6 is None: raise Invalid
            t7 = M_map_67dd4490[((v >> 56) & 7)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 52) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 53) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 60) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 61) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + s3 + t6 + s4 + t7 + t8 + t9 + t10 + t11
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_6de07736654d(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t2 = M_map_d32419b9[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t2 is None: raise Invalid
            t1 = compose('int', t2, 0, 0, ((v >> 51) & 1))
            t4 = M_map_d32419b9[((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))]
            if t4 is None: raise Invalid
            t3 = compose('int', t4, 0, 0, ((v >> 59) & 1))
            t5 = M_map_919083e7[((v >> 48) & 7)]
            if t5 is None: raise Invalid
            t6 = M_map_67dd4490[((v >> 56) & 7)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 52) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 53) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 60) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 61) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t3 + s2 + t5 + s3 + t6 + t7 + t8 + t9 + t10
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_829a0374a477(s):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_1efde9b7[((v >> 40) & 127)]
            if t1 is None: raise Invalid
            t3 = M_map_fdc82061[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('int', t3, 0, 0, ((v >> 51) & 1))
            t5 = M_map_fdc82061[((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))]
            if t5 is None: raise Invalid
            t4 = compose('int', t5, 0, 0, ((v >> 59) & 1))
            t6 = M_map_919083e7[((v >> 48) & 7)]
            if t6 is None: raise Invalid
            t7 = M_map_67dd4490[((v >> 56) & 7)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 52) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 53) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 60) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 61) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + s3 + t6 + s4 + t7 + t8 + t9 + t10 + t11
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_b2cc6ebb943c(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t2 = M_map_d32419b9[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t2 is None: raise Invalid
            t1 = compose('fp', t2, ((v >> 53) & 1), ((v >> 52) & 1), 0)
            t4 = M_map_d32419b9[((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))]
            if t4 is None: raise Invalid
            t3 = compose('int', t4, 0, 0, ((v >> 59) & 1))
            t5 = M_map_919083e7[((v >> 48) & 7)]
            if t5 is None: raise Invalid
            t6 = M_map_67dd4490[((v >> 56) & 7)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 51) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 60) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 61) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t3 + s2 + t5 + s3 + t6 + t7 + t8 + t9
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_c9b7ebcc0008(s):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_1efde9b7[((v >> 40) & 127)]
            if t1 is None: raise Invalid
            t3 = M_map_d32419b9[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('fp', t3, ((v >> 53) & 1), ((v >> 52) & 1), 0)
            t5 = M_map_d32419b9[((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))]
            if t5 is None: raise Invalid
            t4 = compose('fp', t5, ((v >> 61) & 1), ((v >> 60) & 1), 0)
            t6 = M_map_919083e7[((v >> 48) & 7)]
            if t6 is None: raise Invalid
            t7 = M_map_67dd4490[((v >> 56) & 7)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 51) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 59) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + s3 + t6 + s4 + t7 + t8 + t9
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_e6733ca2c167(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t2 = M_map_d32419b9[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t2 is None: raise Invalid
            t1 = compose('fp', t2, ((v >> 53) & 1), ((v >> 52) & 1), 0)
            t4 = M_map_d32419b9[((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))]
            if t4 is None: raise Invalid
            t3 = compose('fp', t4, ((v >> 61) & 1), ((v >> 60) & 1), 0)
            t5 = M_map_919083e7[((v >> 48) & 7)]
            if t5 is None: raise Invalid
            t6 = M_map_67dd4490[((v >> 56) & 7)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 51) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 59) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t3 + s2 + t5 + s3 + t6 + t7 + t8
        def takes_literal(v):
            return False
        return render, takes_literal
    return {
        (16, 0): (shape_b2cc6ebb943c, ('v_cmp_class_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (16, 1): (shape_5c442323db97, ('v_cmp_class_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (17, 0): (shape_b2cc6ebb943c, ('v_cmpx_class_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (17, 1): (shape_5c442323db97, ('v_cmpx_class_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (20, 0): (shape_b2cc6ebb943c, ('v_cmp_class_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (20, 1): (shape_5c442323db97, ('v_cmp_class_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (21, 0): (shape_b2cc6ebb943c, ('v_cmpx_class_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (21, 1): (shape_5c442323db97, ('v_cmpx_class_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (32, 0): (shape_e6733ca2c167, ('v_cmp_f_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (32, 1): (shape_c9b7ebcc0008, ('v_cmp_f_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (33, 0): (shape_e6733ca2c167, ('v_cmp_lt_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (33, 1): (shape_c9b7ebcc0008, ('v_cmp_lt_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (34, 0): (shape_e6733ca2c167, ('v_cmp_eq_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (34, 1): (shape_c9b7ebcc0008, ('v_cmp_eq_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (35, 0): (shape_e6733ca2c167, ('v_cmp_le_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (35, 1): (shape_c9b7ebcc0008, ('v_cmp_le_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (36, 0): (shape_e6733ca2c167, ('v_cmp_gt_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (36, 1): (shape_c9b7ebcc0008, ('v_cmp_gt_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (37, 0): (shape_e6733ca2c167, ('v_cmp_lg_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (37, 1): (shape_c9b7ebcc0008, ('v_cmp_lg_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (38, 0): (shape_e6733ca2c167, ('v_cmp_ge_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (38, 1): (shape_c9b7ebcc0008, ('v_cmp_ge_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (39, 0): (shape_e6733ca2c167, ('v_cmp_o_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (39, 1): (shape_c9b7ebcc0008, ('v_cmp_o_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (40, 0): (shape_e6733ca2c167, ('v_cmp_u_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (40, 1): (shape_c9b7ebcc0008, ('v_cmp_u_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (41, 0): (shape_e6733ca2c167, ('v_cmp_nge_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (41, 1): (shape_c9b7ebcc0008, ('v_cmp_nge_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (42, 0): (shape_e6733ca2c167, ('v_cmp_nlg_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (42, 1): (shape_c9b7ebcc0008, ('v_cmp_nlg_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (43, 0): (shape_e6733ca2c167, ('v_cmp_ngt_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (43, 1): (shape_c9b7ebcc0008, ('v_cmp_ngt_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (44, 0): (shape_e6733ca2c167, ('v_cmp_nle_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (44, 1): (shape_c9b7ebcc0008, ('v_cmp_nle_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (45, 0): (shape_e6733ca2c167, ('v_cmp_neq_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (45, 1): (shape_c9b7ebcc0008, ('v_cmp_neq_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (46, 0): (shape_e6733ca2c167, ('v_cmp_nlt_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (46, 1): (shape_c9b7ebcc0008, ('v_cmp_nlt_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (47, 0): (shape_e6733ca2c167, ('v_cmp_tru_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (47, 1): (shape_c9b7ebcc0008, ('v_cmp_tru_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (48, 0): (shape_e6733ca2c167, ('v_cmpx_f_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (48, 1): (shape_c9b7ebcc0008, ('v_cmpx_f_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (49, 0): (shape_e6733ca2c167, ('v_cmpx_lt_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (49, 1): (shape_c9b7ebcc0008, ('v_cmpx_lt_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (50, 0): (shape_e6733ca2c167, ('v_cmpx_eq_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (50, 1): (shape_c9b7ebcc0008, ('v_cmpx_eq_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (51, 0): (shape_e6733ca2c167, ('v_cmpx_le_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (51, 1): (shape_c9b7ebcc0008, ('v_cmpx_le_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (52, 0): (shape_e6733ca2c167, ('v_cmpx_gt_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (52, 1): (shape_c9b7ebcc0008, ('v_cmpx_gt_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (53, 0): (shape_e6733ca2c167, ('v_cmpx_lg_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (53, 1): (shape_c9b7ebcc0008, ('v_cmpx_lg_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (54, 0): (shape_e6733ca2c167, ('v_cmpx_ge_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (54, 1): (shape_c9b7ebcc0008, ('v_cmpx_ge_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (55, 0): (shape_e6733ca2c167, ('v_cmpx_o_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (55, 1): (shape_c9b7ebcc0008, ('v_cmpx_o_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (56, 0): (shape_e6733ca2c167, ('v_cmpx_u_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (56, 1): (shape_c9b7ebcc0008, ('v_cmpx_u_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (57, 0): (shape_e6733ca2c167, ('v_cmpx_nge_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (57, 1): (shape_c9b7ebcc0008, ('v_cmpx_nge_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (58, 0): (shape_e6733ca2c167, ('v_cmpx_nlg_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (58, 1): (shape_c9b7ebcc0008, ('v_cmpx_nlg_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (59, 0): (shape_e6733ca2c167, ('v_cmpx_ngt_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (59, 1): (shape_c9b7ebcc0008, ('v_cmpx_ngt_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (60, 0): (shape_e6733ca2c167, ('v_cmpx_nle_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (60, 1): (shape_c9b7ebcc0008, ('v_cmpx_nle_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (61, 0): (shape_e6733ca2c167, ('v_cmpx_neq_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (61, 1): (shape_c9b7ebcc0008, ('v_cmpx_neq_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (62, 0): (shape_e6733ca2c167, ('v_cmpx_nlt_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (62, 1): (shape_c9b7ebcc0008, ('v_cmpx_nlt_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (63, 0): (shape_e6733ca2c167, ('v_cmpx_tru_f16_sdwa vcc, ', ', ', ' ', ' ')),
        (63, 1): (shape_c9b7ebcc0008, ('v_cmpx_tru_f16_sdwa ', ', ', ', ', ' ', ' ')),
        (64, 0): (shape_e6733ca2c167, ('v_cmp_f_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (64, 1): (shape_c9b7ebcc0008, ('v_cmp_f_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (65, 0): (shape_e6733ca2c167, ('v_cmp_lt_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (65, 1): (shape_c9b7ebcc0008, ('v_cmp_lt_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (66, 0): (shape_e6733ca2c167, ('v_cmp_eq_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (66, 1): (shape_c9b7ebcc0008, ('v_cmp_eq_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (67, 0): (shape_e6733ca2c167, ('v_cmp_le_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (67, 1): (shape_c9b7ebcc0008, ('v_cmp_le_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (68, 0): (shape_e6733ca2c167, ('v_cmp_gt_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (68, 1): (shape_c9b7ebcc0008, ('v_cmp_gt_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (69, 0): (shape_e6733ca2c167, ('v_cmp_lg_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (69, 1): (shape_c9b7ebcc0008, ('v_cmp_lg_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (70, 0): (shape_e6733ca2c167, ('v_cmp_ge_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (70, 1): (shape_c9b7ebcc0008, ('v_cmp_ge_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (71, 0): (shape_e6733ca2c167, ('v_cmp_o_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (71, 1): (shape_c9b7ebcc0008, ('v_cmp_o_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (72, 0): (shape_e6733ca2c167, ('v_cmp_u_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (72, 1): (shape_c9b7ebcc0008, ('v_cmp_u_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (73, 0): (shape_e6733ca2c167, ('v_cmp_nge_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (73, 1): (shape_c9b7ebcc0008, ('v_cmp_nge_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (74, 0): (shape_e6733ca2c167, ('v_cmp_nlg_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (74, 1): (shape_c9b7ebcc0008, ('v_cmp_nlg_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (75, 0): (shape_e6733ca2c167, ('v_cmp_ngt_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (75, 1): (shape_c9b7ebcc0008, ('v_cmp_ngt_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (76, 0): (shape_e6733ca2c167, ('v_cmp_nle_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (76, 1): (shape_c9b7ebcc0008, ('v_cmp_nle_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (77, 0): (shape_e6733ca2c167, ('v_cmp_neq_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (77, 1): (shape_c9b7ebcc0008, ('v_cmp_neq_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (78, 0): (shape_e6733ca2c167, ('v_cmp_nlt_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (78, 1): (shape_c9b7ebcc0008, ('v_cmp_nlt_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (79, 0): (shape_e6733ca2c167, ('v_cmp_tru_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (79, 1): (shape_c9b7ebcc0008, ('v_cmp_tru_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (80, 0): (shape_e6733ca2c167, ('v_cmpx_f_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (80, 1): (shape_c9b7ebcc0008, ('v_cmpx_f_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (81, 0): (shape_e6733ca2c167, ('v_cmpx_lt_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (81, 1): (shape_c9b7ebcc0008, ('v_cmpx_lt_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (82, 0): (shape_e6733ca2c167, ('v_cmpx_eq_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (82, 1): (shape_c9b7ebcc0008, ('v_cmpx_eq_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (83, 0): (shape_e6733ca2c167, ('v_cmpx_le_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (83, 1): (shape_c9b7ebcc0008, ('v_cmpx_le_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (84, 0): (shape_e6733ca2c167, ('v_cmpx_gt_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (84, 1): (shape_c9b7ebcc0008, ('v_cmpx_gt_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (85, 0): (shape_e6733ca2c167, ('v_cmpx_lg_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (85, 1): (shape_c9b7ebcc0008, ('v_cmpx_lg_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (86, 0): (shape_e6733ca2c167, ('v_cmpx_ge_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (86, 1): (shape_c9b7ebcc0008, ('v_cmpx_ge_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (87, 0): (shape_e6733ca2c167, ('v_cmpx_o_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (87, 1): (shape_c9b7ebcc0008, ('v_cmpx_o_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (88, 0): (shape_e6733ca2c167, ('v_cmpx_u_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (88, 1): (shape_c9b7ebcc0008, ('v_cmpx_u_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (89, 0): (shape_e6733ca2c167, ('v_cmpx_nge_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (89, 1): (shape_c9b7ebcc0008, ('v_cmpx_nge_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (90, 0): (shape_e6733ca2c167, ('v_cmpx_nlg_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (90, 1): (shape_c9b7ebcc0008, ('v_cmpx_nlg_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (91, 0): (shape_e6733ca2c167, ('v_cmpx_ngt_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (91, 1): (shape_c9b7ebcc0008, ('v_cmpx_ngt_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (92, 0): (shape_e6733ca2c167, ('v_cmpx_nle_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (92, 1): (shape_c9b7ebcc0008, ('v_cmpx_nle_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (93, 0): (shape_e6733ca2c167, ('v_cmpx_neq_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (93, 1): (shape_c9b7ebcc0008, ('v_cmpx_neq_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (94, 0): (shape_e6733ca2c167, ('v_cmpx_nlt_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (94, 1): (shape_c9b7ebcc0008, ('v_cmpx_nlt_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (95, 0): (shape_e6733ca2c167, ('v_cmpx_tru_f32_sdwa vcc, ', ', ', ' ', ' ')),
        (95, 1): (shape_c9b7ebcc0008, ('v_cmpx_tru_f32_sdwa ', ', ', ', ', ' ', ' ')),
        (160, 0): (shape_2418c1b71c5c, ('v_cmp_f_i16_sdwa vcc, ', ', ', ' ', ' ')),
        (160, 1): (shape_829a0374a477, ('v_cmp_f_i16_sdwa ', ', ', ', ', ' ', ' ')),
        (161, 0): (shape_2418c1b71c5c, ('v_cmp_lt_i16_sdwa vcc, ', ', ', ' ', ' ')),
        (161, 1): (shape_829a0374a477, ('v_cmp_lt_i16_sdwa ', ', ', ', ', ' ', ' ')),
        (162, 0): (shape_2418c1b71c5c, ('v_cmp_eq_i16_sdwa vcc, ', ', ', ' ', ' ')),
        (162, 1): (shape_829a0374a477, ('v_cmp_eq_i16_sdwa ', ', ', ', ', ' ', ' ')),
        (163, 0): (shape_2418c1b71c5c, ('v_cmp_le_i16_sdwa vcc, ', ', ', ' ', ' ')),
        (163, 1): (shape_829a0374a477, ('v_cmp_le_i16_sdwa ', ', ', ', ', ' ', ' ')),
        (164, 0): (shape_2418c1b71c5c, ('v_cmp_gt_i16_sdwa vcc, ', ', ', ' ', ' ')),
        (164, 1): (shape_829a0374a477, ('v_cmp_gt_i16_sdwa ', ', ', ', ', ' ', ' ')),
        (165, 0): (shape_2418c1b71c5c, ('v_cmp_ne_i16_sdwa vcc, ', ', ', ' ', ' ')),
        (165, 1): (shape_829a0374a477, ('v_cmp_ne_i16_sdwa ', ', ', ', ', ' ', ' ')),
        (166, 0): (shape_2418c1b71c5c, ('v_cmp_ge_i16_sdwa vcc, ', ', ', ' ', ' ')),
        (166, 1): (shape_829a0374a477, ('v_cmp_ge_i16_sdwa ', ', ', ', ', ' ', ' ')),
        (167, 0): (shape_2418c1b71c5c, ('v_cmp_t_i16_sdwa vcc, ', ', ', ' ', ' ')),
        (167, 1): (shape_829a0374a477, ('v_cmp_t_i16_sdwa ', ', ', ', ', ' ', ' ')),
        (168, 0): (shape_2418c1b71c5c, ('v_cmp_f_u16_sdwa vcc, ', ', ', ' ', ' ')),
        (168, 1): (shape_829a0374a477, ('v_cmp_f_u16_sdwa ', ', ', ', ', ' ', ' ')),
        (169, 0): (shape_2418c1b71c5c, ('v_cmp_lt_u16_sdwa vcc, ', ', ', ' ', ' ')),
        (169, 1): (shape_829a0374a477, ('v_cmp_lt_u16_sdwa ', ', ', ', ', ' ', ' ')),
        (170, 0): (shape_2418c1b71c5c, ('v_cmp_eq_u16_sdwa vcc, ', ', ', ' ', ' ')),
        (170, 1): (shape_829a0374a477, ('v_cmp_eq_u16_sdwa ', ', ', ', ', ' ', ' ')),
        (171, 0): (shape_2418c1b71c5c, ('v_cmp_le_u16_sdwa vcc, ', ', ', ' ', ' ')),
        (171, 1): (shape_829a0374a477, ('v_cmp_le_u16_sdwa ', ', ', ', ', ' ', ' ')),
        (172, 0): (shape_2418c1b71c5c, ('v_cmp_gt_u16_sdwa vcc, ', ', ', ' ', ' ')),
        (172, 1): (shape_829a0374a477, ('v_cmp_gt_u16_sdwa ', ', ', ', ', ' ', ' ')),
        (173, 0): (shape_2418c1b71c5c, ('v_cmp_ne_u16_sdwa vcc, ', ', ', ' ', ' ')),
        (173, 1): (shape_829a0374a477, ('v_cmp_ne_u16_sdwa ', ', ', ', ', ' ', ' ')),
        (174, 0): (shape_2418c1b71c5c, ('v_cmp_ge_u16_sdwa vcc, ', ', ', ' ', ' ')),
        (174, 1): (shape_829a0374a477, ('v_cmp_ge_u16_sdwa ', ', ', ', ', ' ', ' ')),
        (175, 0): (shape_2418c1b71c5c, ('v_cmp_t_u16_sdwa vcc, ', ', ', ' ', ' ')),
        (175, 1): (shape_829a0374a477, ('v_cmp_t_u16_sdwa ', ', ', ', ', ' ', ' ')),
        (176, 0): (shape_2418c1b71c5c, ('v_cmpx_f_i16_sdwa vcc, ', ', ', ' ', ' ')),
        (176, 1): (shape_829a0374a477, ('v_cmpx_f_i16_sdwa ', ', ', ', ', ' ', ' ')),
        (177, 0): (shape_2418c1b71c5c, ('v_cmpx_lt_i16_sdwa vcc, ', ', ', ' ', ' ')),
        (177, 1): (shape_829a0374a477, ('v_cmpx_lt_i16_sdwa ', ', ', ', ', ' ', ' ')),
        (178, 0): (shape_2418c1b71c5c, ('v_cmpx_eq_i16_sdwa vcc, ', ', ', ' ', ' ')),
        (178, 1): (shape_829a0374a477, ('v_cmpx_eq_i16_sdwa ', ', ', ', ', ' ', ' ')),
        (179, 0): (shape_2418c1b71c5c, ('v_cmpx_le_i16_sdwa vcc, ', ', ', ' ', ' ')),
        (179, 1): (shape_829a0374a477, ('v_cmpx_le_i16_sdwa ', ', ', ', ', ' ', ' ')),
        (180, 0): (shape_2418c1b71c5c, ('v_cmpx_gt_i16_sdwa vcc, ', ', ', ' ', ' ')),
        (180, 1): (shape_829a0374a477, ('v_cmpx_gt_i16_sdwa ', ', ', ', ', ' ', ' ')),
        (181, 0): (shape_2418c1b71c5c, ('v_cmpx_ne_i16_sdwa vcc, ', ', ', ' ', ' ')),
        (181, 1): (shape_829a0374a477, ('v_cmpx_ne_i16_sdwa ', ', ', ', ', ' ', ' ')),
        (182, 0): (shape_2418c1b71c5c, ('v_cmpx_ge_i16_sdwa vcc, ', ', ', ' ', ' ')),
        (182, 1): (shape_829a0374a477, ('v_cmpx_ge_i16_sdwa ', ', ', ', ', ' ', ' ')),
        (183, 0): (shape_2418c1b71c5c, ('v_cmpx_t_i16_sdwa vcc, ', ', ', ' ', ' ')),
        (183, 1): (shape_829a0374a477, ('v_cmpx_t_i16_sdwa ', ', ', ', ', ' ', ' ')),
        (184, 0): (shape_2418c1b71c5c, ('v_cmpx_f_u16_sdwa vcc, ', ', ', ' ', ' ')),
        (184, 1): (shape_829a0374a477, ('v_cmpx_f_u16_sdwa ', ', ', ', ', ' ', ' ')),
        (185, 0): (shape_2418c1b71c5c, ('v_cmpx_lt_u16_sdwa vcc, ', ', ', ' ', ' ')),
        (185, 1): (shape_829a0374a477, ('v_cmpx_lt_u16_sdwa ', ', ', ', ', ' ', ' ')),
        (186, 0): (shape_2418c1b71c5c, ('v_cmpx_eq_u16_sdwa vcc, ', ', ', ' ', ' ')),
        (186, 1): (shape_829a0374a477, ('v_cmpx_eq_u16_sdwa ', ', ', ', ', ' ', ' ')),
        (187, 0): (shape_2418c1b71c5c, ('v_cmpx_le_u16_sdwa vcc, ', ', ', ' ', ' ')),
        (187, 1): (shape_829a0374a477, ('v_cmpx_le_u16_sdwa ', ', ', ', ', ' ', ' ')),
        (188, 0): (shape_2418c1b71c5c, ('v_cmpx_gt_u16_sdwa vcc, ', ', ', ' ', ' ')),
        (188, 1): (shape_829a0374a477, ('v_cmpx_gt_u16_sdwa ', ', ', ', ', ' ', ' ')),
        (189, 0): (shape_2418c1b71c5c, ('v_cmpx_ne_u16_sdwa vcc, ', ', ', ' ', ' ')),
        (189, 1): (shape_829a0374a477, ('v_cmpx_ne_u16_sdwa ', ', ', ', ', ' ', ' ')),
        (190, 0): (shape_2418c1b71c5c, ('v_cmpx_ge_u16_sdwa vcc, ', ', ', ' ', ' ')),
        (190, 1): (shape_829a0374a477, ('v_cmpx_ge_u16_sdwa ', ', ', ', ', ' ', ' ')),
        (191, 0): (shape_2418c1b71c5c, ('v_cmpx_t_u16_sdwa vcc, ', ', ', ' ', ' ')),
        (191, 1): (shape_829a0374a477, ('v_cmpx_t_u16_sdwa ', ', ', ', ', ' ', ' ')),
        (192, 0): (shape_6de07736654d, ('v_cmp_f_i32_sdwa vcc, ', ', ', ' ', ' ')),
        (192, 1): (shape_6db5ead617ab, ('v_cmp_f_i32_sdwa ', ', ', ', ', ' ', ' ')),
        (193, 0): (shape_6de07736654d, ('v_cmp_lt_i32_sdwa vcc, ', ', ', ' ', ' ')),
        (193, 1): (shape_6db5ead617ab, ('v_cmp_lt_i32_sdwa ', ', ', ', ', ' ', ' ')),
        (194, 0): (shape_6de07736654d, ('v_cmp_eq_i32_sdwa vcc, ', ', ', ' ', ' ')),
        (194, 1): (shape_6db5ead617ab, ('v_cmp_eq_i32_sdwa ', ', ', ', ', ' ', ' ')),
        (195, 0): (shape_6de07736654d, ('v_cmp_le_i32_sdwa vcc, ', ', ', ' ', ' ')),
        (195, 1): (shape_6db5ead617ab, ('v_cmp_le_i32_sdwa ', ', ', ', ', ' ', ' ')),
        (196, 0): (shape_6de07736654d, ('v_cmp_gt_i32_sdwa vcc, ', ', ', ' ', ' ')),
        (196, 1): (shape_6db5ead617ab, ('v_cmp_gt_i32_sdwa ', ', ', ', ', ' ', ' ')),
        (197, 0): (shape_6de07736654d, ('v_cmp_ne_i32_sdwa vcc, ', ', ', ' ', ' ')),
        (197, 1): (shape_6db5ead617ab, ('v_cmp_ne_i32_sdwa ', ', ', ', ', ' ', ' ')),
        (198, 0): (shape_6de07736654d, ('v_cmp_ge_i32_sdwa vcc, ', ', ', ' ', ' ')),
        (198, 1): (shape_6db5ead617ab, ('v_cmp_ge_i32_sdwa ', ', ', ', ', ' ', ' ')),
        (199, 0): (shape_6de07736654d, ('v_cmp_t_i32_sdwa vcc, ', ', ', ' ', ' ')),
        (199, 1): (shape_6db5ead617ab, ('v_cmp_t_i32_sdwa ', ', ', ', ', ' ', ' ')),
        (200, 0): (shape_6de07736654d, ('v_cmp_f_u32_sdwa vcc, ', ', ', ' ', ' ')),
        (200, 1): (shape_6db5ead617ab, ('v_cmp_f_u32_sdwa ', ', ', ', ', ' ', ' ')),
        (201, 0): (shape_6de07736654d, ('v_cmp_lt_u32_sdwa vcc, ', ', ', ' ', ' ')),
        (201, 1): (shape_6db5ead617ab, ('v_cmp_lt_u32_sdwa ', ', ', ', ', ' ', ' ')),
        (202, 0): (shape_6de07736654d, ('v_cmp_eq_u32_sdwa vcc, ', ', ', ' ', ' ')),
        (202, 1): (shape_6db5ead617ab, ('v_cmp_eq_u32_sdwa ', ', ', ', ', ' ', ' ')),
        (203, 0): (shape_6de07736654d, ('v_cmp_le_u32_sdwa vcc, ', ', ', ' ', ' ')),
        (203, 1): (shape_6db5ead617ab, ('v_cmp_le_u32_sdwa ', ', ', ', ', ' ', ' ')),
        (204, 0): (shape_6de07736654d, ('v_cmp_gt_u32_sdwa vcc, ', ', ', ' ', ' ')),
        (204, 1): (shape_6db5ead617ab, ('v_cmp_gt_u32_sdwa ', ', ', ', ', ' ', ' ')),
        (205, 0): (shape_6de07736654d, ('v_cmp_ne_u32_sdwa vcc, ', ', ', ' ', ' ')),
        (205, 1): (shape_6db5ead617ab, ('v_cmp_ne_u32_sdwa ', ', ', ', ', ' ', ' ')),
        (206, 0): (shape_6de07736654d, ('v_cmp_ge_u32_sdwa vcc, ', ', ', ' ', ' ')),
        (206, 1): (shape_6db5ead617ab, ('v_cmp_ge_u32_sdwa ', ', ', ', ', ' ', ' ')),
        (207, 0): (shape_6de07736654d, ('v_cmp_t_u32_sdwa vcc, ', ', ', ' ', ' ')),
        (207, 1): (shape_6db5ead617ab, ('v_cmp_t_u32_sdwa ', ', ', ', ', ' ', ' ')),
        (208, 0): (shape_6de07736654d, ('v_cmpx_f_i32_sdwa vcc, ', ', ', ' ', ' ')),
        (208, 1): (shape_6db5ead617ab, ('v_cmpx_f_i32_sdwa ', ', ', ', ', ' ', ' ')),
        (209, 0): (shape_6de07736654d, ('v_cmpx_lt_i32_sdwa vcc, ', ', ', ' ', ' ')),
        (209, 1): (shape_6db5ead617ab, ('v_cmpx_lt_i32_sdwa ', ', ', ', ', ' ', ' ')),
        (210, 0): (shape_6de07736654d, ('v_cmpx_eq_i32_sdwa vcc, ', ', ', ' ', ' ')),
        (210, 1): (shape_6db5ead617ab, ('v_cmpx_eq_i32_sdwa ', ', ', ', ', ' ', ' ')),
        (211, 0): (shape_6de07736654d, ('v_cmpx_le_i32_sdwa vcc, ', ', ', ' ', ' ')),
        (211, 1): (shape_6db5ead617ab, ('v_cmpx_le_i32_sdwa ', ', ', ', ', ' ', ' ')),
        (212, 0): (shape_6de07736654d, ('v_cmpx_gt_i32_sdwa vcc, ', ', ', ' ', ' ')),
        (212, 1): (shape_6db5ead617ab, ('v_cmpx_gt_i32_sdwa ', ', ', ', ', ' ', ' ')),
        (213, 0): (shape_6de07736654d, ('v_cmpx_ne_i32_sdwa vcc, ', ', ', ' ', ' ')),
        (213, 1): (shape_6db5ead617ab, ('v_cmpx_ne_i32_sdwa ', ', ', ', ', ' ', ' ')),
        (214, 0): (shape_6de07736654d, ('v_cmpx_ge_i32_sdwa vcc, ', ', ', ' ', ' ')),
        (214, 1): (shape_6db5ead617ab, ('v_cmpx_ge_i32_sdwa ', ', ', ', ', ' ', ' ')),
        (215, 0): (shape_6de07736654d, ('v_cmpx_t_i32_sdwa vcc, ', ', ', ' ', ' ')),
        (215, 1): (shape_6db5ead617ab, ('v_cmpx_t_i32_sdwa ', ', ', ', ', ' ', ' ')),
        (216, 0): (shape_6de07736654d, ('v_cmpx_f_u32_sdwa vcc, ', ', ', ' ', ' ')),
        (216, 1): (shape_6db5ead617ab, ('v_cmpx_f_u32_sdwa ', ', ', ', ', ' ', ' ')),
        (217, 0): (shape_6de07736654d, ('v_cmpx_lt_u32_sdwa vcc, ', ', ', ' ', ' ')),
        (217, 1): (shape_6db5ead617ab, ('v_cmpx_lt_u32_sdwa ', ', ', ', ', ' ', ' ')),
        (218, 0): (shape_6de07736654d, ('v_cmpx_eq_u32_sdwa vcc, ', ', ', ' ', ' ')),
        (218, 1): (shape_6db5ead617ab, ('v_cmpx_eq_u32_sdwa ', ', ', ', ', ' ', ' ')),
        (219, 0): (shape_6de07736654d, ('v_cmpx_le_u32_sdwa vcc, ', ', ', ' ', ' ')),
        (219, 1): (shape_6db5ead617ab, ('v_cmpx_le_u32_sdwa ', ', ', ', ', ' ', ' ')),
        (220, 0): (shape_6de07736654d, ('v_cmpx_gt_u32_sdwa vcc, ', ', ', ' ', ' ')),
        (220, 1): (shape_6db5ead617ab, ('v_cmpx_gt_u32_sdwa ', ', ', ', ', ' ', ' ')),
        (221, 0): (shape_6de07736654d, ('v_cmpx_ne_u32_sdwa vcc, ', ', ', ' ', ' ')),
        (221, 1): (shape_6db5ead617ab, ('v_cmpx_ne_u32_sdwa ', ', ', ', ', ' ', ' ')),
        (222, 0): (shape_6de07736654d, ('v_cmpx_ge_u32_sdwa vcc, ', ', ', ' ', ' ')),
        (222, 1): (shape_6db5ead617ab, ('v_cmpx_ge_u32_sdwa ', ', ', ', ', ' ', ' ')),
        (223, 0): (shape_6de07736654d, ('v_cmpx_t_u32_sdwa vcc, ', ', ', ' ', ' ')),
        (223, 1): (shape_6db5ead617ab, ('v_cmpx_t_u32_sdwa ', ', ', ', ', ' ', ' ')),
    }


def build_lossless(R, literal_ok, fmt_ok):
    C_map_107584a0 = bytes.fromhex('0100')
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
    def lossless_26af27cb9d4c(mask, base):
        def lossless(v, lit):
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_map_d32419b9[x]: return False
            x = ((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))
            if not C_map_d32419b9[x]: return False
            if not C_map_919083e7[((v >> 48) & 7)]: return False
            if not C_map_67dd4490[((v >> 56) & 7)]: return False
            if not C_map_107584a0[((v >> 51) & 1)]: return False
            if not C_map_107584a0[((v >> 59) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_49ad7540b111(mask, base):
        def lossless(v, lit):
            return False
        return lossless
    def lossless_55dee32cb229(mask, base):
        def lossless(v, lit):
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_map_fdc82061[x]: return False
            x = ((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))
            if not C_map_fdc82061[x]: return False
            if not C_map_919083e7[((v >> 48) & 7)]: return False
            if not C_map_67dd4490[((v >> 56) & 7)]: return False
            if not C_map_107584a0[((v >> 52) & 1)]: return False
            if not C_map_107584a0[((v >> 53) & 1)]: return False
            if not C_map_107584a0[((v >> 60) & 1)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_9753f5ae88d0(mask, base):
        def lossless(v, lit):
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_map_d32419b9[x]: return False
            x = ((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))
            if not C_map_d32419b9[x]: return False
            if not C_map_919083e7[((v >> 48) & 7)]: return False
            if not C_map_67dd4490[((v >> 56) & 7)]: return False
            if not C_map_107584a0[((v >> 51) & 1)]: return False
            if not C_map_107584a0[((v >> 60) & 1)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_ffbbfb188eba(mask, base):
        def lossless(v, lit):
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_map_d32419b9[x]: return False
            x = ((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))
            if not C_map_d32419b9[x]: return False
            if not C_map_919083e7[((v >> 48) & 7)]: return False
            if not C_map_67dd4490[((v >> 56) & 7)]: return False
            if not C_map_107584a0[((v >> 52) & 1)]: return False
            if not C_map_107584a0[((v >> 53) & 1)]: return False
            if not C_map_107584a0[((v >> 60) & 1)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            return (v & mask) == base
        return lossless
    return {
        (16, 0): (lossless_9753f5ae88d0, 0x40407f0000000000, 0x0),
        (16, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (17, 0): (lossless_9753f5ae88d0, 0x40407f0000000000, 0x0),
        (17, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (20, 0): (lossless_9753f5ae88d0, 0x40407f0000000000, 0x0),
        (20, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (21, 0): (lossless_9753f5ae88d0, 0x40407f0000000000, 0x0),
        (21, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (32, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (32, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (33, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (33, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (34, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (34, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (35, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (35, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (36, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (36, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (37, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (37, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (38, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (38, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (39, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (39, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (40, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (40, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (41, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (41, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (42, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (42, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (43, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (43, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (44, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (44, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (45, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (45, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (46, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (46, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (47, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (47, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (48, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (48, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (49, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (49, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (50, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (50, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (51, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (51, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (52, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (52, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (53, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (53, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (54, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (54, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (55, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (55, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (56, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (56, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (57, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (57, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (58, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (58, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (59, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (59, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (60, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (60, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (61, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (61, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (62, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (62, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (63, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (63, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (64, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (64, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (65, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (65, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (66, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (66, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (67, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (67, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (68, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (68, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (69, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (69, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (70, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (70, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (71, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (71, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (72, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (72, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (73, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (73, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (74, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (74, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (75, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (75, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (76, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (76, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (77, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (77, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (78, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (78, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (79, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (79, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (80, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (80, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (81, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (81, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (82, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (82, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (83, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (83, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (84, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (84, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (85, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (85, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (86, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (86, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (87, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (87, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (88, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (88, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (89, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (89, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (90, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (90, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (91, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (91, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (92, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (92, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (93, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (93, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (94, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (94, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (95, 0): (lossless_26af27cb9d4c, 0x40407f0000000000, 0x0),
        (95, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (160, 0): (lossless_55dee32cb229, 0x40407f0000000000, 0x0),
        (160, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (161, 0): (lossless_55dee32cb229, 0x40407f0000000000, 0x0),
        (161, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (162, 0): (lossless_55dee32cb229, 0x40407f0000000000, 0x0),
        (162, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (163, 0): (lossless_55dee32cb229, 0x40407f0000000000, 0x0),
        (163, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (164, 0): (lossless_55dee32cb229, 0x40407f0000000000, 0x0),
        (164, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (165, 0): (lossless_55dee32cb229, 0x40407f0000000000, 0x0),
        (165, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (166, 0): (lossless_55dee32cb229, 0x40407f0000000000, 0x0),
        (166, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (167, 0): (lossless_55dee32cb229, 0x40407f0000000000, 0x0),
        (167, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (168, 0): (lossless_55dee32cb229, 0x40407f0000000000, 0x0),
        (168, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (169, 0): (lossless_55dee32cb229, 0x40407f0000000000, 0x0),
        (169, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (170, 0): (lossless_55dee32cb229, 0x40407f0000000000, 0x0),
        (170, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (171, 0): (lossless_55dee32cb229, 0x40407f0000000000, 0x0),
        (171, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (172, 0): (lossless_55dee32cb229, 0x40407f0000000000, 0x0),
        (172, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (173, 0): (lossless_55dee32cb229, 0x40407f0000000000, 0x0),
        (173, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (174, 0): (lossless_55dee32cb229, 0x40407f0000000000, 0x0),
        (174, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (175, 0): (lossless_55dee32cb229, 0x40407f0000000000, 0x0),
        (175, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (176, 0): (lossless_55dee32cb229, 0x40407f0000000000, 0x0),
        (176, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (177, 0): (lossless_55dee32cb229, 0x40407f0000000000, 0x0),
        (177, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (178, 0): (lossless_55dee32cb229, 0x40407f0000000000, 0x0),
        (178, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (179, 0): (lossless_55dee32cb229, 0x40407f0000000000, 0x0),
        (179, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (180, 0): (lossless_55dee32cb229, 0x40407f0000000000, 0x0),
        (180, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (181, 0): (lossless_55dee32cb229, 0x40407f0000000000, 0x0),
        (181, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (182, 0): (lossless_55dee32cb229, 0x40407f0000000000, 0x0),
        (182, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (183, 0): (lossless_55dee32cb229, 0x40407f0000000000, 0x0),
        (183, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (184, 0): (lossless_55dee32cb229, 0x40407f0000000000, 0x0),
        (184, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (185, 0): (lossless_55dee32cb229, 0x40407f0000000000, 0x0),
        (185, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (186, 0): (lossless_55dee32cb229, 0x40407f0000000000, 0x0),
        (186, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (187, 0): (lossless_55dee32cb229, 0x40407f0000000000, 0x0),
        (187, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (188, 0): (lossless_55dee32cb229, 0x40407f0000000000, 0x0),
        (188, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (189, 0): (lossless_55dee32cb229, 0x40407f0000000000, 0x0),
        (189, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (190, 0): (lossless_55dee32cb229, 0x40407f0000000000, 0x0),
        (190, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (191, 0): (lossless_55dee32cb229, 0x40407f0000000000, 0x0),
        (191, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (192, 0): (lossless_ffbbfb188eba, 0x40407f0000000000, 0x0),
        (192, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (193, 0): (lossless_ffbbfb188eba, 0x40407f0000000000, 0x0),
        (193, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (194, 0): (lossless_ffbbfb188eba, 0x40407f0000000000, 0x0),
        (194, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (195, 0): (lossless_ffbbfb188eba, 0x40407f0000000000, 0x0),
        (195, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (196, 0): (lossless_ffbbfb188eba, 0x40407f0000000000, 0x0),
        (196, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (197, 0): (lossless_ffbbfb188eba, 0x40407f0000000000, 0x0),
        (197, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (198, 0): (lossless_ffbbfb188eba, 0x40407f0000000000, 0x0),
        (198, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (199, 0): (lossless_ffbbfb188eba, 0x40407f0000000000, 0x0),
        (199, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (200, 0): (lossless_ffbbfb188eba, 0x40407f0000000000, 0x0),
        (200, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (201, 0): (lossless_ffbbfb188eba, 0x40407f0000000000, 0x0),
        (201, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (202, 0): (lossless_ffbbfb188eba, 0x40407f0000000000, 0x0),
        (202, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (203, 0): (lossless_ffbbfb188eba, 0x40407f0000000000, 0x0),
        (203, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (204, 0): (lossless_ffbbfb188eba, 0x40407f0000000000, 0x0),
        (204, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (205, 0): (lossless_ffbbfb188eba, 0x40407f0000000000, 0x0),
        (205, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (206, 0): (lossless_ffbbfb188eba, 0x40407f0000000000, 0x0),
        (206, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (207, 0): (lossless_ffbbfb188eba, 0x40407f0000000000, 0x0),
        (207, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (208, 0): (lossless_ffbbfb188eba, 0x40407f0000000000, 0x0),
        (208, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (209, 0): (lossless_ffbbfb188eba, 0x40407f0000000000, 0x0),
        (209, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (210, 0): (lossless_ffbbfb188eba, 0x40407f0000000000, 0x0),
        (210, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (211, 0): (lossless_ffbbfb188eba, 0x40407f0000000000, 0x0),
        (211, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (212, 0): (lossless_ffbbfb188eba, 0x40407f0000000000, 0x0),
        (212, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (213, 0): (lossless_ffbbfb188eba, 0x40407f0000000000, 0x0),
        (213, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (214, 0): (lossless_ffbbfb188eba, 0x40407f0000000000, 0x0),
        (214, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (215, 0): (lossless_ffbbfb188eba, 0x40407f0000000000, 0x0),
        (215, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (216, 0): (lossless_ffbbfb188eba, 0x40407f0000000000, 0x0),
        (216, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (217, 0): (lossless_ffbbfb188eba, 0x40407f0000000000, 0x0),
        (217, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (218, 0): (lossless_ffbbfb188eba, 0x40407f0000000000, 0x0),
        (218, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (219, 0): (lossless_ffbbfb188eba, 0x40407f0000000000, 0x0),
        (219, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (220, 0): (lossless_ffbbfb188eba, 0x40407f0000000000, 0x0),
        (220, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (221, 0): (lossless_ffbbfb188eba, 0x40407f0000000000, 0x0),
        (221, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (222, 0): (lossless_ffbbfb188eba, 0x40407f0000000000, 0x0),
        (222, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (223, 0): (lossless_ffbbfb188eba, 0x40407f0000000000, 0x0),
        (223, 1): (lossless_49ad7540b111, 0x0, 0x0),
    }
