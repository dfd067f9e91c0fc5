"""gfx950 VOPC templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.templates.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose, literal_ok, fmt_ok):
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
    C_src_0019b712 = bytes.fromhex(
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010000010100'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000100000000010101010101010101010101010100000101010000'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
    )
    C_src_01d44697 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000101000000010101010101010101010101010100000101010100'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_src_08f690c8 = bytes.fromhex(
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010000010100'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000100000000010101010101010101010101010100000101010000'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
    )
    C_src_a1e43052 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000101000000010101010101010101010101010100000101010100'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_src_fa4b5876 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000101000000010101010100000000000000000000000101010100'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    L_b32 = L['b32']
    L_b64 = L['b64']
    L_f16 = L['f16']
    L_f64 = L['f64']
    L_i16 = L['i16']
    M_map_1bfc3ba5 = R['map_1bfc3ba5'][1]
    M_map_58198513 = R['map_58198513'][1]
    M_map_cbc5d73e = R['map_cbc5d73e'][1]
    M_map_f1eeac2d = R['map_f1eeac2d'][1]
    M_map_f218ebb2 = R['map_f218ebb2'][1]
    def shape_3e8ba87df81d(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t2 = ((v >> 0) & 511)
            if t2 == 255: t3 = L_i16(lit) + ''
            else:
                t3 = M_map_cbc5d73e[t2]
                if t3 is None: raise Invalid
            t4 = M_map_58198513[((v >> 9) & 255)]
            if t4 is None: raise Invalid
            return s0 + t3 + s1 + t4
        def takes_literal(v):
            return ((v >> 0) & 511) == 255
        def lossless(v, lit):
            x = ((v >> 0) & 511)
            if x == 255:
                if not literal_ok('src_fa4b5876', lit): return False
            elif not C_src_fa4b5876[x]: return False
            if not C_map_58198513[((v >> 9) & 255)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_594cc03a6557(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t2 = ((v >> 0) & 511)
            if t2 == 255: t3 = L_f16(lit) + ''
            else:
                t3 = M_map_f1eeac2d[t2]
                if t3 is None: raise Invalid
            t4 = M_map_58198513[((v >> 9) & 255)]
            if t4 is None: raise Invalid
            return s0 + t3 + s1 + t4
        def takes_literal(v):
            return ((v >> 0) & 511) == 255
        def lossless(v, lit):
            x = ((v >> 0) & 511)
            if x == 255:
                if not literal_ok('src_a1e43052', lit): return False
            elif not C_src_a1e43052[x]: return False
            if not C_map_58198513[((v >> 9) & 255)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6b414c75ea20(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t2 = ((v >> 0) & 511)
            if t2 == 255: t3 = L_f64(lit) + ''
            else:
                t3 = M_map_f218ebb2[t2]
                if t3 is None: raise Invalid
            t4 = M_map_58198513[((v >> 9) & 255)]
            if t4 is None: raise Invalid
            return s0 + t3 + s1 + t4
        def takes_literal(v):
            return ((v >> 0) & 511) == 255
        def lossless(v, lit):
            x = ((v >> 0) & 511)
            if x == 255:
                if not literal_ok('src_0019b712', lit): return False
            elif not C_src_0019b712[x]: return False
            if not C_map_58198513[((v >> 9) & 255)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_808ce1884e12(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t2 = ((v >> 0) & 511)
            if t2 == 255: t3 = L_f64(lit) + ''
            else:
                t3 = M_map_f218ebb2[t2]
                if t3 is None: raise Invalid
            t4 = M_map_1bfc3ba5[((v >> 9) & 255)]
            if t4 is None: raise Invalid
            return s0 + t3 + s1 + t4
        def takes_literal(v):
            return ((v >> 0) & 511) == 255
        def lossless(v, lit):
            x = ((v >> 0) & 511)
            if x == 255:
                if not literal_ok('src_0019b712', lit): return False
            elif not C_src_0019b712[x]: return False
            if not C_map_1bfc3ba5[((v >> 9) & 255)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ae90c50b8d8b(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t2 = ((v >> 0) & 511)
            if t2 == 255: t3 = L_b64(lit) + ''
            else:
                t3 = M_map_f218ebb2[t2]
                if t3 is None: raise Invalid
            t4 = M_map_1bfc3ba5[((v >> 9) & 255)]
            if t4 is None: raise Invalid
            return s0 + t3 + s1 + t4
        def takes_literal(v):
            return ((v >> 0) & 511) == 255
        def lossless(v, lit):
            x = ((v >> 0) & 511)
            if x == 255:
                if not literal_ok('src_08f690c8', lit): return False
            elif not C_src_08f690c8[x]: return False
            if not C_map_1bfc3ba5[((v >> 9) & 255)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f14e2fa1aed0(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t2 = ((v >> 0) & 511)
            if t2 == 255: t3 = L_b32(lit) + ''
            else:
                t3 = M_map_f1eeac2d[t2]
                if t3 is None: raise Invalid
            t4 = M_map_58198513[((v >> 9) & 255)]
            if t4 is None: raise Invalid
            return s0 + t3 + s1 + t4
        def takes_literal(v):
            return ((v >> 0) & 511) == 255
        def lossless(v, lit):
            x = ((v >> 0) & 511)
            if x == 255:
                if not literal_ok('src_01d44697', lit): return False
            elif not C_src_01d44697[x]: return False
            if not C_map_58198513[((v >> 9) & 255)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    return {
        (16,): (shape_f14e2fa1aed0, ('v_cmp_class_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (17,): (shape_f14e2fa1aed0, ('v_cmpx_class_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (18,): (shape_6b414c75ea20, ('v_cmp_class_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (19,): (shape_6b414c75ea20, ('v_cmpx_class_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (20,): (shape_594cc03a6557, ('v_cmp_class_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (21,): (shape_594cc03a6557, ('v_cmpx_class_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (32,): (shape_594cc03a6557, ('v_cmp_f_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (33,): (shape_594cc03a6557, ('v_cmp_lt_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (34,): (shape_594cc03a6557, ('v_cmp_eq_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (35,): (shape_594cc03a6557, ('v_cmp_le_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (36,): (shape_594cc03a6557, ('v_cmp_gt_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (37,): (shape_594cc03a6557, ('v_cmp_lg_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (38,): (shape_594cc03a6557, ('v_cmp_ge_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (39,): (shape_594cc03a6557, ('v_cmp_o_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (40,): (shape_594cc03a6557, ('v_cmp_u_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (41,): (shape_594cc03a6557, ('v_cmp_nge_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (42,): (shape_594cc03a6557, ('v_cmp_nlg_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (43,): (shape_594cc03a6557, ('v_cmp_ngt_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (44,): (shape_594cc03a6557, ('v_cmp_nle_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (45,): (shape_594cc03a6557, ('v_cmp_neq_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (46,): (shape_594cc03a6557, ('v_cmp_nlt_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (47,): (shape_594cc03a6557, ('v_cmp_tru_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (48,): (shape_594cc03a6557, ('v_cmpx_f_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (49,): (shape_594cc03a6557, ('v_cmpx_lt_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (50,): (shape_594cc03a6557, ('v_cmpx_eq_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (51,): (shape_594cc03a6557, ('v_cmpx_le_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (52,): (shape_594cc03a6557, ('v_cmpx_gt_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (53,): (shape_594cc03a6557, ('v_cmpx_lg_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (54,): (shape_594cc03a6557, ('v_cmpx_ge_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (55,): (shape_594cc03a6557, ('v_cmpx_o_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (56,): (shape_594cc03a6557, ('v_cmpx_u_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (57,): (shape_594cc03a6557, ('v_cmpx_nge_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (58,): (shape_594cc03a6557, ('v_cmpx_nlg_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (59,): (shape_594cc03a6557, ('v_cmpx_ngt_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (60,): (shape_594cc03a6557, ('v_cmpx_nle_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (61,): (shape_594cc03a6557, ('v_cmpx_neq_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (62,): (shape_594cc03a6557, ('v_cmpx_nlt_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (63,): (shape_594cc03a6557, ('v_cmpx_tru_f16_e32 vcc, ', ', '), 0x0, 0x0),
        (64,): (shape_f14e2fa1aed0, ('v_cmp_f_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (65,): (shape_f14e2fa1aed0, ('v_cmp_lt_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (66,): (shape_f14e2fa1aed0, ('v_cmp_eq_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (67,): (shape_f14e2fa1aed0, ('v_cmp_le_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (68,): (shape_f14e2fa1aed0, ('v_cmp_gt_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (69,): (shape_f14e2fa1aed0, ('v_cmp_lg_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (70,): (shape_f14e2fa1aed0, ('v_cmp_ge_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (71,): (shape_f14e2fa1aed0, ('v_cmp_o_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (72,): (shape_f14e2fa1aed0, ('v_cmp_u_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (73,): (shape_f14e2fa1aed0, ('v_cmp_nge_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (74,): (shape_f14e2fa1aed0, ('v_cmp_nlg_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (75,): (shape_f14e2fa1aed0, ('v_cmp_ngt_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (76,): (shape_f14e2fa1aed0, ('v_cmp_nle_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (77,): (shape_f14e2fa1aed0, ('v_cmp_neq_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (78,): (shape_f14e2fa1aed0, ('v_cmp_nlt_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (79,): (shape_f14e2fa1aed0, ('v_cmp_tru_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (80,): (shape_f14e2fa1aed0, ('v_cmpx_f_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (81,): (shape_f14e2fa1aed0, ('v_cmpx_lt_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (82,): (shape_f14e2fa1aed0, ('v_cmpx_eq_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (83,): (shape_f14e2fa1aed0, ('v_cmpx_le_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (84,): (shape_f14e2fa1aed0, ('v_cmpx_gt_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (85,): (shape_f14e2fa1aed0, ('v_cmpx_lg_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (86,): (shape_f14e2fa1aed0, ('v_cmpx_ge_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (87,): (shape_f14e2fa1aed0, ('v_cmpx_o_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (88,): (shape_f14e2fa1aed0, ('v_cmpx_u_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (89,): (shape_f14e2fa1aed0, ('v_cmpx_nge_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (90,): (shape_f14e2fa1aed0, ('v_cmpx_nlg_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (91,): (shape_f14e2fa1aed0, ('v_cmpx_ngt_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (92,): (shape_f14e2fa1aed0, ('v_cmpx_nle_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (93,): (shape_f14e2fa1aed0, ('v_cmpx_neq_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (94,): (shape_f14e2fa1aed0, ('v_cmpx_nlt_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (95,): (shape_f14e2fa1aed0, ('v_cmpx_tru_f32_e32 vcc, ', ', '), 0x0, 0x0),
        (96,): (shape_808ce1884e12, ('v_cmp_f_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (97,): (shape_808ce1884e12, ('v_cmp_lt_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (98,): (shape_808ce1884e12, ('v_cmp_eq_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (99,): (shape_808ce1884e12, ('v_cmp_le_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (100,): (shape_808ce1884e12, ('v_cmp_gt_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (101,): (shape_808ce1884e12, ('v_cmp_lg_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (102,): (shape_808ce1884e12, ('v_cmp_ge_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (103,): (shape_808ce1884e12, ('v_cmp_o_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (104,): (shape_808ce1884e12, ('v_cmp_u_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (105,): (shape_808ce1884e12, ('v_cmp_nge_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (106,): (shape_808ce1884e12, ('v_cmp_nlg_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (107,): (shape_808ce1884e12, ('v_cmp_ngt_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (108,): (shape_808ce1884e12, ('v_cmp_nle_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (109,): (shape_808ce1884e12, ('v_cmp_neq_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (110,): (shape_808ce1884e12, ('v_cmp_nlt_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (111,): (shape_808ce1884e12, ('v_cmp_tru_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (112,): (shape_808ce1884e12, ('v_cmpx_f_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (113,): (shape_808ce1884e12, ('v_cmpx_lt_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (114,): (shape_808ce1884e12, ('v_cmpx_eq_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (115,): (shape_808ce1884e12, ('v_cmpx_le_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (116,): (shape_808ce1884e12, ('v_cmpx_gt_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (117,): (shape_808ce1884e12, ('v_cmpx_lg_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (118,): (shape_808ce1884e12, ('v_cmpx_ge_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (119,): (shape_808ce1884e12, ('v_cmpx_o_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (120,): (shape_808ce1884e12, ('v_cmpx_u_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (121,): (shape_808ce1884e12, ('v_cmpx_nge_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (122,): (shape_808ce1884e12, ('v_cmpx_nlg_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (123,): (shape_808ce1884e12, ('v_cmpx_ngt_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (124,): (shape_808ce1884e12, ('v_cmpx_nle_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (125,): (shape_808ce1884e12, ('v_cmpx_neq_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (126,): (shape_808ce1884e12, ('v_cmpx_nlt_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (127,): (shape_808ce1884e12, ('v_cmpx_tru_f64_e32 vcc, ', ', '), 0x0, 0x0),
        (160,): (shape_3e8ba87df81d, ('v_cmp_f_i16_e32 vcc, ', ', '), 0x0, 0x0),
        (161,): (shape_3e8ba87df81d, ('v_cmp_lt_i16_e32 vcc, ', ', '), 0x0, 0x0),
        (162,): (shape_3e8ba87df81d, ('v_cmp_eq_i16_e32 vcc, ', ', '), 0x0, 0x0),
        (163,): (shape_3e8ba87df81d, ('v_cmp_le_i16_e32 vcc, ', ', '), 0x0, 0x0),
        (164,): (shape_3e8ba87df81d, ('v_cmp_gt_i16_e32 vcc, ', ', '), 0x0, 0x0),
        (165,): (shape_3e8ba87df81d, ('v_cmp_ne_i16_e32 vcc, ', ', '), 0x0, 0x0),
        (166,): (shape_3e8ba87df81d, ('v_cmp_ge_i16_e32 vcc, ', ', '), 0x0, 0x0),
        (167,): (shape_3e8ba87df81d, ('v_cmp_t_i16_e32 vcc, ', ', '), 0x0, 0x0),
        (168,): (shape_3e8ba87df81d, ('v_cmp_f_u16_e32 vcc, ', ', '), 0x0, 0x0),
        (169,): (shape_3e8ba87df81d, ('v_cmp_lt_u16_e32 vcc, ', ', '), 0x0, 0x0),
        (170,): (shape_3e8ba87df81d, ('v_cmp_eq_u16_e32 vcc, ', ', '), 0x0, 0x0),
        (171,): (shape_3e8ba87df81d, ('v_cmp_le_u16_e32 vcc, ', ', '), 0x0, 0x0),
        (172,): (shape_3e8ba87df81d, ('v_cmp_gt_u16_e32 vcc, ', ', '), 0x0, 0x0),
        (173,): (shape_3e8ba87df81d, ('v_cmp_ne_u16_e32 vcc, ', ', '), 0x0, 0x0),
        (174,): (shape_3e8ba87df81d, ('v_cmp_ge_u16_e32 vcc, ', ', '), 0x0, 0x0),
        (175,): (shape_3e8ba87df81d, ('v_cmp_t_u16_e32 vcc, ', ', '), 0x0, 0x0),
        (176,): (shape_3e8ba87df81d, ('v_cmpx_f_i16_e32 vcc, ', ', '), 0x0, 0x0),
        (177,): (shape_3e8ba87df81d, ('v_cmpx_lt_i16_e32 vcc, ', ', '), 0x0, 0x0),
        (178,): (shape_3e8ba87df81d, ('v_cmpx_eq_i16_e32 vcc, ', ', '), 0x0, 0x0),
        (179,): (shape_3e8ba87df81d, ('v_cmpx_le_i16_e32 vcc, ', ', '), 0x0, 0x0),
        (180,): (shape_3e8ba87df81d, ('v_cmpx_gt_i16_e32 vcc, ', ', '), 0x0, 0x0),
        (181,): (shape_3e8ba87df81d, ('v_cmpx_ne_i16_e32 vcc, ', ', '), 0x0, 0x0),
        (182,): (shape_3e8ba87df81d, ('v_cmpx_ge_i16_e32 vcc, ', ', '), 0x0, 0x0),
        (183,): (shape_3e8ba87df81d, ('v_cmpx_t_i16_e32 vcc, ', ', '), 0x0, 0x0),
        (184,): (shape_3e8ba87df81d, ('v_cmpx_f_u16_e32 vcc, ', ', '), 0x0, 0x0),
        (185,): (shape_3e8ba87df81d, ('v_cmpx_lt_u16_e32 vcc, ', ', '), 0x0, 0x0),
        (186,): (shape_3e8ba87df81d, ('v_cmpx_eq_u16_e32 vcc, ', ', '), 0x0, 0x0),
        (187,): (shape_3e8ba87df81d, ('v_cmpx_le_u16_e32 vcc, ', ', '), 0x0, 0x0),
        (188,): (shape_3e8ba87df81d, ('v_cmpx_gt_u16_e32 vcc, ', ', '), 0x0, 0x0),
        (189,): (shape_3e8ba87df81d, ('v_cmpx_ne_u16_e32 vcc, ', ', '), 0x0, 0x0),
        (190,): (shape_3e8ba87df81d, ('v_cmpx_ge_u16_e32 vcc, ', ', '), 0x0, 0x0),
        (191,): (shape_3e8ba87df81d, ('v_cmpx_t_u16_e32 vcc, ', ', '), 0x0, 0x0),
        (192,): (shape_f14e2fa1aed0, ('v_cmp_f_i32_e32 vcc, ', ', '), 0x0, 0x0),
        (193,): (shape_f14e2fa1aed0, ('v_cmp_lt_i32_e32 vcc, ', ', '), 0x0, 0x0),
        (194,): (shape_f14e2fa1aed0, ('v_cmp_eq_i32_e32 vcc, ', ', '), 0x0, 0x0),
        (195,): (shape_f14e2fa1aed0, ('v_cmp_le_i32_e32 vcc, ', ', '), 0x0, 0x0),
        (196,): (shape_f14e2fa1aed0, ('v_cmp_gt_i32_e32 vcc, ', ', '), 0x0, 0x0),
        (197,): (shape_f14e2fa1aed0, ('v_cmp_ne_i32_e32 vcc, ', ', '), 0x0, 0x0),
        (198,): (shape_f14e2fa1aed0, ('v_cmp_ge_i32_e32 vcc, ', ', '), 0x0, 0x0),
        (199,): (shape_f14e2fa1aed0, ('v_cmp_t_i32_e32 vcc, ', ', '), 0x0, 0x0),
        (200,): (shape_f14e2fa1aed0, ('v_cmp_f_u32_e32 vcc, ', ', '), 0x0, 0x0),
        (201,): (shape_f14e2fa1aed0, ('v_cmp_lt_u32_e32 vcc, ', ', '), 0x0, 0x0),
        (202,): (shape_f14e2fa1aed0, ('v_cmp_eq_u32_e32 vcc, ', ', '), 0x0, 0x0),
        (203,): (shape_f14e2fa1aed0, ('v_cmp_le_u32_e32 vcc, ', ', '), 0x0, 0x0),
        (204,): (shape_f14e2fa1aed0, ('v_cmp_gt_u32_e32 vcc, ', ', '), 0x0, 0x0),
        (205,): (shape_f14e2fa1aed0, ('v_cmp_ne_u32_e32 vcc, ', ', '), 0x0, 0x0),
        (206,): (shape_f14e2fa1aed0, ('v_cmp_ge_u32_e32 vcc, ', ', '), 0x0, 0x0),
        (207,): (shape_f14e2fa1aed0, ('v_cmp_t_u32_e32 vcc, ', ', '), 0x0, 0x0),
        (208,): (shape_f14e2fa1aed0, ('v_cmpx_f_i32_e32 vcc, ', ', '), 0x0, 0x0),
        (209,): (shape_f14e2fa1aed0, ('v_cmpx_lt_i32_e32 vcc, ', ', '), 0x0, 0x0),
        (210,): (shape_f14e2fa1aed0, ('v_cmpx_eq_i32_e32 vcc, ', ', '), 0x0, 0x0),
        (211,): (shape_f14e2fa1aed0, ('v_cmpx_le_i32_e32 vcc, ', ', '), 0x0, 0x0),
        (212,): (shape_f14e2fa1aed0, ('v_cmpx_gt_i32_e32 vcc, ', ', '), 0x0, 0x0),
        (213,): (shape_f14e2fa1aed0, ('v_cmpx_ne_i32_e32 vcc, ', ', '), 0x0, 0x0),
        (214,): (shape_f14e2fa1aed0, ('v_cmpx_ge_i32_e32 vcc, ', ', '), 0x0, 0x0),
        (215,): (shape_f14e2fa1aed0, ('v_cmpx_t_i32_e32 vcc, ', ', '), 0x0, 0x0),
        (216,): (shape_f14e2fa1aed0, ('v_cmpx_f_u32_e32 vcc, ', ', '), 0x0, 0x0),
        (217,): (shape_f14e2fa1aed0, ('v_cmpx_lt_u32_e32 vcc, ', ', '), 0x0, 0x0),
        (218,): (shape_f14e2fa1aed0, ('v_cmpx_eq_u32_e32 vcc, ', ', '), 0x0, 0x0),
        (219,): (shape_f14e2fa1aed0, ('v_cmpx_le_u32_e32 vcc, ', ', '), 0x0, 0x0),
        (220,): (shape_f14e2fa1aed0, ('v_cmpx_gt_u32_e32 vcc, ', ', '), 0x0, 0x0),
        (221,): (shape_f14e2fa1aed0, ('v_cmpx_ne_u32_e32 vcc, ', ', '), 0x0, 0x0),
        (222,): (shape_f14e2fa1aed0, ('v_cmpx_ge_u32_e32 vcc, ', ', '), 0x0, 0x0),
        (223,): (shape_f14e2fa1aed0, ('v_cmpx_t_u32_e32 vcc, ', ', '), 0x0, 0x0),
        (224,): (shape_ae90c50b8d8b, ('v_cmp_f_i64_e32 vcc, ', ', '), 0x0, 0x0),
        (225,): (shape_ae90c50b8d8b, ('v_cmp_lt_i64_e32 vcc, ', ', '), 0x0, 0x0),
        (226,): (shape_ae90c50b8d8b, ('v_cmp_eq_i64_e32 vcc, ', ', '), 0x0, 0x0),
        (227,): (shape_ae90c50b8d8b, ('v_cmp_le_i64_e32 vcc, ', ', '), 0x0, 0x0),
        (228,): (shape_ae90c50b8d8b, ('v_cmp_gt_i64_e32 vcc, ', ', '), 0x0, 0x0),
        (229,): (shape_ae90c50b8d8b, ('v_cmp_ne_i64_e32 vcc, ', ', '), 0x0, 0x0),
        (230,): (shape_ae90c50b8d8b, ('v_cmp_ge_i64_e32 vcc, ', ', '), 0x0, 0x0),
        (231,): (shape_ae90c50b8d8b, ('v_cmp_t_i64_e32 vcc, ', ', '), 0x0, 0x0),
        (232,): (shape_ae90c50b8d8b, ('v_cmp_f_u64_e32 vcc, ', ', '), 0x0, 0x0),
        (233,): (shape_ae90c50b8d8b, ('v_cmp_lt_u64_e32 vcc, ', ', '), 0x0, 0x0),
        (234,): (shape_ae90c50b8d8b, ('v_cmp_eq_u64_e32 vcc, ', ', '), 0x0, 0x0),
        (235,): (shape_ae90c50b8d8b, ('v_cmp_le_u64_e32 vcc, ', ', '), 0x0, 0x0),
        (236,): (shape_ae90c50b8d8b, ('v_cmp_gt_u64_e32 vcc, ', ', '), 0x0, 0x0),
        (237,): (shape_ae90c50b8d8b, ('v_cmp_ne_u64_e32 vcc, ', ', '), 0x0, 0x0),
        (238,): (shape_ae90c50b8d8b, ('v_cmp_ge_u64_e32 vcc, ', ', '), 0x0, 0x0),
        (239,): (shape_ae90c50b8d8b, ('v_cmp_t_u64_e32 vcc, ', ', '), 0x0, 0x0),
        (240,): (shape_ae90c50b8d8b, ('v_cmpx_f_i64_e32 vcc, ', ', '), 0x0, 0x0),
        (241,): (shape_ae90c50b8d8b, ('v_cmpx_lt_i64_e32 vcc, ', ', '), 0x0, 0x0),
        (242,): (shape_ae90c50b8d8b, ('v_cmpx_eq_i64_e32 vcc, ', ', '), 0x0, 0x0),
        (243,): (shape_ae90c50b8d8b, ('v_cmpx_le_i64_e32 vcc, ', ', '), 0x0, 0x0),
        (244,): (shape_ae90c50b8d8b, ('v_cmpx_gt_i64_e32 vcc, ', ', '), 0x0, 0x0),
        (245,): (shape_ae90c50b8d8b, ('v_cmpx_ne_i64_e32 vcc, ', ', '), 0x0, 0x0),
        (246,): (shape_ae90c50b8d8b, ('v_cmpx_ge_i64_e32 vcc, ', ', '), 0x0, 0x0),
        (247,): (shape_ae90c50b8d8b, ('v_cmpx_t_i64_e32 vcc, ', ', '), 0x0, 0x0),
        (248,): (shape_ae90c50b8d8b, ('v_cmpx_f_u64_e32 vcc, ', ', '), 0x0, 0x0),
        (249,): (shape_ae90c50b8d8b, ('v_cmpx_lt_u64_e32 vcc, ', ', '), 0x0, 0x0),
        (250,): (shape_ae90c50b8d8b, ('v_cmpx_eq_u64_e32 vcc, ', ', '), 0x0, 0x0),
        (251,): (shape_ae90c50b8d8b, ('v_cmpx_le_u64_e32 vcc, ', ', '), 0x0, 0x0),
        (252,): (shape_ae90c50b8d8b, ('v_cmpx_gt_u64_e32 vcc, ', ', '), 0x0, 0x0),
        (253,): (shape_ae90c50b8d8b, ('v_cmpx_ne_u64_e32 vcc, ', ', '), 0x0, 0x0),
        (254,): (shape_ae90c50b8d8b, ('v_cmpx_ge_u64_e32 vcc, ', ', '), 0x0, 0x0),
        (255,): (shape_ae90c50b8d8b, ('v_cmpx_t_u64_e32 vcc, ', ', '), 0x0, 0x0),
    }
