"""gfx950 SOP2 templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.codegen.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose):
    L_b32 = L['b32']
    L_b64 = L['b64']
    M_map_1efde9b7 = R['map_1efde9b7'][1]
    M_map_8da80177 = R['map_8da80177'][1]
    M_map_b2287ba1 = R['map_b2287ba1'][1]
    M_map_e62febad = R['map_e62febad'][1]
    def shape_0fa24898ef8b(s):
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
        return render, takes_literal
    def shape_22e7edc12745(s):
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
        return render, takes_literal
    def shape_281318e1b2dc(s):
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
        return render, takes_literal
    def shape_42748ea9048a(s):
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
        return render, takes_literal
    def shape_53d3316621b1(s):
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
        return render, takes_literal
    def shape_c7bf64632fb0(s):
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
        return render, takes_literal
    return {
        (0,): (shape_53d3316621b1, ('s_add_u32 ', ', ', ', ')),
        (1,): (shape_53d3316621b1, ('s_sub_u32 ', ', ', ', ')),
        (2,): (shape_53d3316621b1, ('s_add_i32 ', ', ', ', ')),
        (3,): (shape_53d3316621b1, ('s_sub_i32 ', ', ', ', ')),
        (4,): (shape_53d3316621b1, ('s_addc_u32 ', ', ', ', ')),
        (5,): (shape_53d3316621b1, ('s_subb_u32 ', ', ', ', ')),
        (6,): (shape_53d3316621b1, ('s_min_i32 ', ', ', ', ')),
        (7,): (shape_53d3316621b1, ('s_min_u32 ', ', ', ', ')),
        (8,): (shape_53d3316621b1, ('s_max_i32 ', ', ', ', ')),
        (9,): (shape_53d3316621b1, ('s_max_u32 ', ', ', ', ')),
        (10,): (shape_53d3316621b1, ('s_cselect_b32 ', ', ', ', ')),
        (11,): (shape_22e7edc12745, ('s_cselect_b64 ', ', ', ', ')),
        (12,): (shape_53d3316621b1, ('s_and_b32 ', ', ', ', ')),
        (13,): (shape_22e7edc12745, ('s_and_b64 ', ', ', ', ')),
        (14,): (shape_53d3316621b1, ('s_or_b32 ', ', ', ', ')),
        (15,): (shape_22e7edc12745, ('s_or_b64 ', ', ', ', ')),
        (16,): (shape_53d3316621b1, ('s_xor_b32 ', ', ', ', ')),
        (17,): (shape_22e7edc12745, ('s_xor_b64 ', ', ', ', ')),
        (18,): (shape_53d3316621b1, ('s_andn2_b32 ', ', ', ', ')),
        (19,): (shape_22e7edc12745, ('s_andn2_b64 ', ', ', ', ')),
        (20,): (shape_53d3316621b1, ('s_orn2_b32 ', ', ', ', ')),
        (21,): (shape_22e7edc12745, ('s_orn2_b64 ', ', ', ', ')),
        (22,): (shape_53d3316621b1, ('s_nand_b32 ', ', ', ', ')),
        (23,): (shape_22e7edc12745, ('s_nand_b64 ', ', ', ', ')),
        (24,): (shape_53d3316621b1, ('s_nor_b32 ', ', ', ', ')),
        (25,): (shape_22e7edc12745, ('s_nor_b64 ', ', ', ', ')),
        (26,): (shape_53d3316621b1, ('s_xnor_b32 ', ', ', ', ')),
        (27,): (shape_22e7edc12745, ('s_xnor_b64 ', ', ', ', ')),
        (28,): (shape_53d3316621b1, ('s_lshl_b32 ', ', ', ', ')),
        (29,): (shape_0fa24898ef8b, ('s_lshl_b64 ', ', ', ', ')),
        (30,): (shape_53d3316621b1, ('s_lshr_b32 ', ', ', ', ')),
        (31,): (shape_0fa24898ef8b, ('s_lshr_b64 ', ', ', ', ')),
        (32,): (shape_53d3316621b1, ('s_ashr_i32 ', ', ', ', ')),
        (33,): (shape_0fa24898ef8b, ('s_ashr_i64 ', ', ', ', ')),
        (34,): (shape_53d3316621b1, ('s_bfm_b32 ', ', ', ', ')),
        (35,): (shape_281318e1b2dc, ('s_bfm_b64 ', ', ', ', ')),
        (36,): (shape_53d3316621b1, ('s_mul_i32 ', ', ', ', ')),
        (37,): (shape_53d3316621b1, ('s_bfe_u32 ', ', ', ', ')),
        (38,): (shape_53d3316621b1, ('s_bfe_i32 ', ', ', ', ')),
        (39,): (shape_0fa24898ef8b, ('s_bfe_u64 ', ', ', ', ')),
        (40,): (shape_0fa24898ef8b, ('s_bfe_i64 ', ', ', ', ')),
        (41,): (shape_42748ea9048a, ('s_cbranch_g_fork ', ', ')),
        (42,): (shape_53d3316621b1, ('s_absdiff_i32 ', ', ', ', ')),
        (43,): (shape_c7bf64632fb0, ('s_rfe_restore_b64 ', ', ')),
        (44,): (shape_53d3316621b1, ('s_mul_hi_u32 ', ', ', ', ')),
        (45,): (shape_53d3316621b1, ('s_mul_hi_i32 ', ', ', ', ')),
        (46,): (shape_53d3316621b1, ('s_lshl1_add_u32 ', ', ', ', ')),
        (47,): (shape_53d3316621b1, ('s_lshl2_add_u32 ', ', ', ', ')),
        (48,): (shape_53d3316621b1, ('s_lshl3_add_u32 ', ', ', ', ')),
        (49,): (shape_53d3316621b1, ('s_lshl4_add_u32 ', ', ', ', ')),
        (50,): (shape_53d3316621b1, ('s_pack_ll_b32_b16 ', ', ', ', ')),
        (51,): (shape_53d3316621b1, ('s_pack_lh_b32_b16 ', ', ', ', ')),
        (52,): (shape_53d3316621b1, ('s_pack_hh_b32_b16 ', ', ', ', ')),
    }


def build_lossless(R, literal_ok, fmt_ok):
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
    def lossless_2388c9fb3b60(mask, base):
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
        return lossless
    def lossless_822468413310(mask, base):
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
        return lossless
    def lossless_a77a128b7169(mask, base):
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
        return lossless
    def lossless_be014d359851(mask, base):
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
        return lossless
    def lossless_e99c1efaf73d(mask, base):
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
        return lossless
    def lossless_ebcccb77477f(mask, base):
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
        return lossless
    return {
        (0,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (1,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (2,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (3,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (4,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (5,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (6,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (7,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (8,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (9,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (10,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (11,): (lossless_ebcccb77477f, 0x0, 0x0),
        (12,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (13,): (lossless_ebcccb77477f, 0x0, 0x0),
        (14,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (15,): (lossless_ebcccb77477f, 0x0, 0x0),
        (16,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (17,): (lossless_ebcccb77477f, 0x0, 0x0),
        (18,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (19,): (lossless_ebcccb77477f, 0x0, 0x0),
        (20,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (21,): (lossless_ebcccb77477f, 0x0, 0x0),
        (22,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (23,): (lossless_ebcccb77477f, 0x0, 0x0),
        (24,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (25,): (lossless_ebcccb77477f, 0x0, 0x0),
        (26,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (27,): (lossless_ebcccb77477f, 0x0, 0x0),
        (28,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (29,): (lossless_a77a128b7169, 0x0, 0x0),
        (30,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (31,): (lossless_a77a128b7169, 0x0, 0x0),
        (32,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (33,): (lossless_a77a128b7169, 0x0, 0x0),
        (34,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (35,): (lossless_e99c1efaf73d, 0x0, 0x0),
        (36,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (37,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (38,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (39,): (lossless_a77a128b7169, 0x0, 0x0),
        (40,): (lossless_a77a128b7169, 0x0, 0x0),
        (41,): (lossless_822468413310, 0x7f0000, 0x0),
        (42,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (43,): (lossless_be014d359851, 0x7f0000, 0x0),
        (44,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (45,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (46,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (47,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (48,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (49,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (50,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (51,): (lossless_2388c9fb3b60, 0x0, 0x0),
        (52,): (lossless_2388c9fb3b60, 0x0, 0x0),
    }
