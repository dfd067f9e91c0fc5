"""gfx950 SOP2 templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.templates.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose, literal_ok, fmt_ok):
    C_map_1efde9b7 = bytes.fromhex(
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010000010100'
    )
    C_map_e62febad = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_src_41a256a7 = bytes.fromhex(
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010000010100'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000100000000010101010101010101010101010100000101010000'
    )
    C_src_5b9094f8 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000101000000010101010101010101010101010100000101010000'
    )
    C_src_ab6749c9 = bytes.fromhex(
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010000010100'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000100000000010101010101010101010101010100000101010000'
    )
    L_b32 = L['b32']
    L_b64 = L['b64']
    M_map_1efde9b7 = R['map_1efde9b7'][1]
    M_map_8da80177 = R['map_8da80177'][1]
    M_map_b2287ba1 = R['map_b2287ba1'][1]
    M_map_e62febad = R['map_e62febad'][1]
    def shape_01911a757137(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t2 = ((v >> 0) & 255)
            if t2 == 255: t3 = L_b64(lit) + ''
            else:
                t3 = M_map_b2287ba1[t2]
                if t3 is None: raise Invalid
            t5 = ((v >> 8) & 255)
            if t5 == 255: t6 = L_b64(lit) + ''
            else:
                t6 = M_map_b2287ba1[t5]
                if t6 is None: raise Invalid
            return s0 + t3 + s1 + t6
        def takes_literal(v):
            return ((v >> 0) & 255) == 255 or ((v >> 8) & 255) == 255
        def lossless(v, lit):
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('src_ab6749c9', lit): return False
            elif not C_src_ab6749c9[x]: return False
            x = ((v >> 8) & 255)
            if x == 255:
                if not literal_ok('src_ab6749c9', lit): return False
            elif not C_src_ab6749c9[x]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_386babe40ead(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_1efde9b7[((v >> 16) & 127)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 255)
            if t3 == 255: t4 = L_b64(lit) + ''
            else:
                t4 = M_map_b2287ba1[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 8) & 255)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_map_8da80177[t6]
                if t7 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7
        def takes_literal(v):
            return ((v >> 0) & 255) == 255 or ((v >> 8) & 255) == 255
        def lossless(v, lit):
            if not C_map_1efde9b7[((v >> 16) & 127)]: return False
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('src_41a256a7', lit): return False
            elif not C_src_41a256a7[x]: return False
            x = ((v >> 8) & 255)
            if x == 255:
                if not literal_ok('src_5b9094f8', lit): return False
            elif not C_src_5b9094f8[x]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_666ba98ef85a(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t2 = ((v >> 0) & 255)
            if t2 == 255: t3 = L_b64(lit) + ''
            else:
                t3 = M_map_b2287ba1[t2]
                if t3 is None: raise Invalid
            t5 = ((v >> 8) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            return s0 + t3 + s1 + t6
        def takes_literal(v):
            return ((v >> 0) & 255) == 255 or ((v >> 8) & 255) == 255
        def lossless(v, lit):
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('src_41a256a7', lit): return False
            elif not C_src_41a256a7[x]: return False
            x = ((v >> 8) & 255)
            if x == 255:
                if not literal_ok('src_5b9094f8', lit): return False
            elif not C_src_5b9094f8[x]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8bbed7ee651b(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_e62febad[((v >> 16) & 127)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 255)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_map_8da80177[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 8) & 255)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_map_8da80177[t6]
                if t7 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7
        def takes_literal(v):
            return ((v >> 0) & 255) == 255 or ((v >> 8) & 255) == 255
        def lossless(v, lit):
            if not C_map_e62febad[((v >> 16) & 127)]: return False
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('src_5b9094f8', lit): return False
            elif not C_src_5b9094f8[x]: return False
            x = ((v >> 8) & 255)
            if x == 255:
                if not literal_ok('src_5b9094f8', lit): return False
            elif not C_src_5b9094f8[x]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_cc14383c7d61(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_1efde9b7[((v >> 16) & 127)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 255)
            if t3 == 255: t4 = L_b64(lit) + ''
            else:
                t4 = M_map_b2287ba1[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 8) & 255)
            if t6 == 255: t7 = L_b64(lit) + ''
            else:
                t7 = M_map_b2287ba1[t6]
                if t7 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7
        def takes_literal(v):
            return ((v >> 0) & 255) == 255 or ((v >> 8) & 255) == 255
        def lossless(v, lit):
            if not C_map_1efde9b7[((v >> 16) & 127)]: return False
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('src_41a256a7', lit): return False
            elif not C_src_41a256a7[x]: return False
            x = ((v >> 8) & 255)
            if x == 255:
                if not literal_ok('src_41a256a7', lit): return False
            elif not C_src_41a256a7[x]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ee7b7ce8af07(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_1efde9b7[((v >> 16) & 127)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 255)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_map_8da80177[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 8) & 255)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_map_8da80177[t6]
                if t7 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7
        def takes_literal(v):
            return ((v >> 0) & 255) == 255 or ((v >> 8) & 255) == 255
        def lossless(v, lit):
            if not C_map_1efde9b7[((v >> 16) & 127)]: return False
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('src_5b9094f8', lit): return False
            elif not C_src_5b9094f8[x]: return False
            x = ((v >> 8) & 255)
            if x == 255:
                if not literal_ok('src_5b9094f8', lit): return False
            elif not C_src_5b9094f8[x]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    return {
        (0,): (shape_8bbed7ee651b, ('s_add_u32 ', ', ', ', '), 0x0, 0x0),
        (1,): (shape_8bbed7ee651b, ('s_sub_u32 ', ', ', ', '), 0x0, 0x0),
        (2,): (shape_8bbed7ee651b, ('s_add_i32 ', ', ', ', '), 0x0, 0x0),
        (3,): (shape_8bbed7ee651b, ('s_sub_i32 ', ', ', ', '), 0x0, 0x0),
        (4,): (shape_8bbed7ee651b, ('s_addc_u32 ', ', ', ', '), 0x0, 0x0),
        (5,): (shape_8bbed7ee651b, ('s_subb_u32 ', ', ', ', '), 0x0, 0x0),
        (6,): (shape_8bbed7ee651b, ('s_min_i32 ', ', ', ', '), 0x0, 0x0),
        (7,): (shape_8bbed7ee651b, ('s_min_u32 ', ', ', ', '), 0x0, 0x0),
        (8,): (shape_8bbed7ee651b, ('s_max_i32 ', ', ', ', '), 0x0, 0x0),
        (9,): (shape_8bbed7ee651b, ('s_max_u32 ', ', ', ', '), 0x0, 0x0),
        (10,): (shape_8bbed7ee651b, ('s_cselect_b32 ', ', ', ', '), 0x0, 0x0),
        (11,): (shape_cc14383c7d61, ('s_cselect_b64 ', ', ', ', '), 0x0, 0x0),
        (12,): (shape_8bbed7ee651b, ('s_and_b32 ', ', ', ', '), 0x0, 0x0),
        (13,): (shape_cc14383c7d61, ('s_and_b64 ', ', ', ', '), 0x0, 0x0),
        (14,): (shape_8bbed7ee651b, ('s_or_b32 ', ', ', ', '), 0x0, 0x0),
        (15,): (shape_cc14383c7d61, ('s_or_b64 ', ', ', ', '), 0x0, 0x0),
        (16,): (shape_8bbed7ee651b, ('s_xor_b32 ', ', ', ', '), 0x0, 0x0),
        (17,): (shape_cc14383c7d61, ('s_xor_b64 ', ', ', ', '), 0x0, 0x0),
        (18,): (shape_8bbed7ee651b, ('s_andn2_b32 ', ', ', ', '), 0x0, 0x0),
        (19,): (shape_cc14383c7d61, ('s_andn2_b64 ', ', ', ', '), 0x0, 0x0),
        (20,): (shape_8bbed7ee651b, ('s_orn2_b32 ', ', ', ', '), 0x0, 0x0),
        (21,): (shape_cc14383c7d61, ('s_orn2_b64 ', ', ', ', '), 0x0, 0x0),
        (22,): (shape_8bbed7ee651b, ('s_nand_b32 ', ', ', ', '), 0x0, 0x0),
        (23,): (shape_cc14383c7d61, ('s_nand_b64 ', ', ', ', '), 0x0, 0x0),
        (24,): (shape_8bbed7ee651b, ('s_nor_b32 ', ', ', ', '), 0x0, 0x0),
        (25,): (shape_cc14383c7d61, ('s_nor_b64 ', ', ', ', '), 0x0, 0x0),
        (26,): (shape_8bbed7ee651b, ('s_xnor_b32 ', ', ', ', '), 0x0, 0x0),
        (27,): (shape_cc14383c7d61, ('s_xnor_b64 ', ', ', ', '), 0x0, 0x0),
        (28,): (shape_8bbed7ee651b, ('s_lshl_b32 ', ', ', ', '), 0x0, 0x0),
        (29,): (shape_386babe40ead, ('s_lshl_b64 ', ', ', ', '), 0x0, 0x0),
        (30,): (shape_8bbed7ee651b, ('s_lshr_b32 ', ', ', ', '), 0x0, 0x0),
        (31,): (shape_386babe40ead, ('s_lshr_b64 ', ', ', ', '), 0x0, 0x0),
        (32,): (shape_8bbed7ee651b, ('s_ashr_i32 ', ', ', ', '), 0x0, 0x0),
        (33,): (shape_386babe40ead, ('s_ashr_i64 ', ', ', ', '), 0x0, 0x0),
        (34,): (shape_8bbed7ee651b, ('s_bfm_b32 ', ', ', ', '), 0x0, 0x0),
        (35,): (shape_ee7b7ce8af07, ('s_bfm_b64 ', ', ', ', '), 0x0, 0x0),
        (36,): (shape_8bbed7ee651b, ('s_mul_i32 ', ', ', ', '), 0x0, 0x0),
        (37,): (shape_8bbed7ee651b, ('s_bfe_u32 ', ', ', ', '), 0x0, 0x0),
        (38,): (shape_8bbed7ee651b, ('s_bfe_i32 ', ', ', ', '), 0x0, 0x0),
        (39,): (shape_386babe40ead, ('s_bfe_u64 ', ', ', ', '), 0x0, 0x0),
        (40,): (shape_386babe40ead, ('s_bfe_i64 ', ', ', ', '), 0x0, 0x0),
        (41,): (shape_01911a757137, ('s_cbranch_g_fork ', ', '), 0x7f0000, 0x0),
        (42,): (shape_8bbed7ee651b, ('s_absdiff_i32 ', ', ', ', '), 0x0, 0x0),
        (43,): (shape_666ba98ef85a, ('s_rfe_restore_b64 ', ', '), 0x7f0000, 0x0),
        (44,): (shape_8bbed7ee651b, ('s_mul_hi_u32 ', ', ', ', '), 0x0, 0x0),
        (45,): (shape_8bbed7ee651b, ('s_mul_hi_i32 ', ', ', ', '), 0x0, 0x0),
        (46,): (shape_8bbed7ee651b, ('s_lshl1_add_u32 ', ', ', ', '), 0x0, 0x0),
        (47,): (shape_8bbed7ee651b, ('s_lshl2_add_u32 ', ', ', ', '), 0x0, 0x0),
        (48,): (shape_8bbed7ee651b, ('s_lshl3_add_u32 ', ', ', ', '), 0x0, 0x0),
        (49,): (shape_8bbed7ee651b, ('s_lshl4_add_u32 ', ', ', ', '), 0x0, 0x0),
        (50,): (shape_8bbed7ee651b, ('s_pack_ll_b32_b16 ', ', ', ', '), 0x0, 0x0),
        (51,): (shape_8bbed7ee651b, ('s_pack_lh_b32_b16 ', ', ', ', '), 0x0, 0x0),
        (52,): (shape_8bbed7ee651b, ('s_pack_hh_b32_b16 ', ', ', ', '), 0x0, 0x0),
    }
