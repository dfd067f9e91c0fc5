"""gfx950 SOP1 templates as code, generated with the tables by
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
    C_src_60268179 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000101000000010101010100000000000000000000000101010000'
    )
    C_src_73e38520 = bytes.fromhex(
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010000010100'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000100000000010101010100000000000000000000000101010000'
    )
    L_b32 = L['b32']
    L_b64 = L['b64']
    L_imm32 = L['imm32']
    M_map_0e92dd39 = R['map_0e92dd39'][1]
    M_map_1efde9b7 = R['map_1efde9b7'][1]
    M_map_8da80177 = R['map_8da80177'][1]
    M_map_9192e140 = R['map_9192e140'][1]
    M_map_b2287ba1 = R['map_b2287ba1'][1]
    M_map_e62febad = R['map_e62febad'][1]
    def shape_0adba80de552(s, mask, base):
        s0, = s
        def render(v, lit):
            t2 = ((v >> 0) & 255)
            if t2 == 255: t3 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t3 = M_map_9192e140[t2]
                if t3 is None: raise Invalid
            return s0 + t3
        def takes_literal(v):
            return ((v >> 0) & 255) == 255
        def lossless(v, lit):
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('src_73e38520', lit): return False
            elif not C_src_73e38520[x]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_25d73437de79(s, mask, base):
        s0, = s
        def render(v, lit):
            t2 = ((v >> 0) & 255)
            if t2 == 255: t3 = L_b32(lit) + ''
            else:
                t3 = M_map_8da80177[t2]
                if t3 is None: raise Invalid
            return s0 + t3
        def takes_literal(v):
            return ((v >> 0) & 255) == 255
        def lossless(v, lit):
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('src_5b9094f8', lit): return False
            elif not C_src_5b9094f8[x]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_4a464eb2803e(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_1efde9b7[((v >> 16) & 127)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 255)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_9192e140[t3]
                if t4 is None: raise Invalid
            return s0 + t1 + s1 + t4
        def takes_literal(v):
            return ((v >> 0) & 255) == 255
        def lossless(v, lit):
            if not C_map_1efde9b7[((v >> 16) & 127)]: return False
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('src_73e38520', lit): return False
            elif not C_src_73e38520[x]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5ea9fa19c4b0(s, mask, base):
        s0, = s
        def render(v, lit):
            t2 = ((v >> 0) & 255)
            if t2 == 255: t3 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t3 = M_map_0e92dd39[t2]
                if t3 is None: raise Invalid
            return s0 + t3
        def takes_literal(v):
            return ((v >> 0) & 255) == 255
        def lossless(v, lit):
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('src_60268179', lit): return False
            elif not C_src_60268179[x]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_80efc37d0ef9(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_e62febad[((v >> 16) & 127)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 255)
            if t3 == 255: t4 = L_b64(lit) + ''
            else:
                t4 = M_map_b2287ba1[t3]
                if t4 is None: raise Invalid
            return s0 + t1 + s1 + t4
        def takes_literal(v):
            return ((v >> 0) & 255) == 255
        def lossless(v, lit):
            if not C_map_e62febad[((v >> 16) & 127)]: return False
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('src_41a256a7', lit): return False
            elif not C_src_41a256a7[x]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_855471a9ea8a(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_e62febad[((v >> 16) & 127)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 255)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_map_8da80177[t3]
                if t4 is None: raise Invalid
            return s0 + t1 + s1 + t4
        def takes_literal(v):
            return ((v >> 0) & 255) == 255
        def lossless(v, lit):
            if not C_map_e62febad[((v >> 16) & 127)]: return False
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('src_5b9094f8', lit): return False
            elif not C_src_5b9094f8[x]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8e1c611e451c(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_e62febad[((v >> 16) & 127)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 255)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_0e92dd39[t3]
                if t4 is None: raise Invalid
            return s0 + t1 + s1 + t4
        def takes_literal(v):
            return ((v >> 0) & 255) == 255
        def lossless(v, lit):
            if not C_map_e62febad[((v >> 16) & 127)]: return False
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('src_60268179', lit): return False
            elif not C_src_60268179[x]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c536d9c0533f(s, mask, base):
        s0, = s
        def render(v, lit):
            t1 = M_map_1efde9b7[((v >> 16) & 127)]
            if t1 is None: raise Invalid
            return s0 + t1
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1efde9b7[((v >> 16) & 127)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_d15deea21274(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_1efde9b7[((v >> 16) & 127)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 255)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_map_8da80177[t3]
                if t4 is None: raise Invalid
            return s0 + t1 + s1 + t4
        def takes_literal(v):
            return ((v >> 0) & 255) == 255
        def lossless(v, lit):
            if not C_map_1efde9b7[((v >> 16) & 127)]: return False
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('src_5b9094f8', lit): return False
            elif not C_src_5b9094f8[x]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e661d16ffb4f(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_1efde9b7[((v >> 16) & 127)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 255)
            if t3 == 255: t4 = L_b64(lit) + ''
            else:
                t4 = M_map_b2287ba1[t3]
                if t4 is None: raise Invalid
            return s0 + t1 + s1 + t4
        def takes_literal(v):
            return ((v >> 0) & 255) == 255
        def lossless(v, lit):
            if not C_map_1efde9b7[((v >> 16) & 127)]: return False
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('src_41a256a7', lit): return False
            elif not C_src_41a256a7[x]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    return {
        (0,): (shape_855471a9ea8a, ('s_mov_b32 ', ', '), 0x0, 0x0),
        (1,): (shape_e661d16ffb4f, ('s_mov_b64 ', ', '), 0x0, 0x0),
        (2,): (shape_855471a9ea8a, ('s_cmov_b32 ', ', '), 0x0, 0x0),
        (3,): (shape_e661d16ffb4f, ('s_cmov_b64 ', ', '), 0x0, 0x0),
        (4,): (shape_855471a9ea8a, ('s_not_b32 ', ', '), 0x0, 0x0),
        (5,): (shape_e661d16ffb4f, ('s_not_b64 ', ', '), 0x0, 0x0),
        (6,): (shape_855471a9ea8a, ('s_wqm_b32 ', ', '), 0x0, 0x0),
        (7,): (shape_e661d16ffb4f, ('s_wqm_b64 ', ', '), 0x0, 0x0),
        (8,): (shape_855471a9ea8a, ('s_brev_b32 ', ', '), 0x0, 0x0),
        (9,): (shape_e661d16ffb4f, ('s_brev_b64 ', ', '), 0x0, 0x0),
        (10,): (shape_855471a9ea8a, ('s_bcnt0_i32_b32 ', ', '), 0x0, 0x0),
        (11,): (shape_80efc37d0ef9, ('s_bcnt0_i32_b64 ', ', '), 0x0, 0x0),
        (12,): (shape_855471a9ea8a, ('s_bcnt1_i32_b32 ', ', '), 0x0, 0x0),
        (13,): (shape_80efc37d0ef9, ('s_bcnt1_i32_b64 ', ', '), 0x0, 0x0),
        (14,): (shape_855471a9ea8a, ('s_ff0_i32_b32 ', ', '), 0x0, 0x0),
        (15,): (shape_80efc37d0ef9, ('s_ff0_i32_b64 ', ', '), 0x0, 0x0),
        (16,): (shape_855471a9ea8a, ('s_ff1_i32_b32 ', ', '), 0x0, 0x0),
        (17,): (shape_80efc37d0ef9, ('s_ff1_i32_b64 ', ', '), 0x0, 0x0),
        (18,): (shape_855471a9ea8a, ('s_flbit_i32_b32 ', ', '), 0x0, 0x0),
        (19,): (shape_80efc37d0ef9, ('s_flbit_i32_b64 ', ', '), 0x0, 0x0),
        (20,): (shape_855471a9ea8a, ('s_flbit_i32 ', ', '), 0x0, 0x0),
        (21,): (shape_80efc37d0ef9, ('s_flbit_i32_i64 ', ', '), 0x0, 0x0),
        (22,): (shape_855471a9ea8a, ('s_sext_i32_i8 ', ', '), 0x0, 0x0),
        (23,): (shape_855471a9ea8a, ('s_sext_i32_i16 ', ', '), 0x0, 0x0),
        (24,): (shape_855471a9ea8a, ('s_bitset0_b32 ', ', '), 0x0, 0x0),
        (25,): (shape_d15deea21274, ('s_bitset0_b64 ', ', '), 0x0, 0x0),
        (26,): (shape_855471a9ea8a, ('s_bitset1_b32 ', ', '), 0x0, 0x0),
        (27,): (shape_d15deea21274, ('s_bitset1_b64 ', ', '), 0x0, 0x0),
        (28,): (shape_c536d9c0533f, ('s_getpc_b64 ',), 0xff, 0x0),
        (29,): (shape_0adba80de552, ('s_setpc_b64 ',), 0x7f0000, 0x0),
        (30,): (shape_e661d16ffb4f, ('s_swappc_b64 ', ', '), 0x0, 0x0),
        (31,): (shape_0adba80de552, ('s_rfe_b64 ',), 0x7f0000, 0x0),
        (32,): (shape_e661d16ffb4f, ('s_and_saveexec_b64 ', ', '), 0x0, 0x0),
        (33,): (shape_e661d16ffb4f, ('s_or_saveexec_b64 ', ', '), 0x0, 0x0),
        (34,): (shape_e661d16ffb4f, ('s_xor_saveexec_b64 ', ', '), 0x0, 0x0),
        (35,): (shape_e661d16ffb4f, ('s_andn2_saveexec_b64 ', ', '), 0x0, 0x0),
        (36,): (shape_e661d16ffb4f, ('s_orn2_saveexec_b64 ', ', '), 0x0, 0x0),
        (37,): (shape_e661d16ffb4f, ('s_nand_saveexec_b64 ', ', '), 0x0, 0x0),
        (38,): (shape_e661d16ffb4f, ('s_nor_saveexec_b64 ', ', '), 0x0, 0x0),
        (39,): (shape_e661d16ffb4f, ('s_xnor_saveexec_b64 ', ', '), 0x0, 0x0),
        (40,): (shape_855471a9ea8a, ('s_quadmask_b32 ', ', '), 0x0, 0x0),
        (41,): (shape_e661d16ffb4f, ('s_quadmask_b64 ', ', '), 0x0, 0x0),
        (42,): (shape_8e1c611e451c, ('s_movrels_b32 ', ', '), 0x0, 0x0),
        (43,): (shape_4a464eb2803e, ('s_movrels_b64 ', ', '), 0x0, 0x0),
        (44,): (shape_855471a9ea8a, ('s_movreld_b32 ', ', '), 0x0, 0x0),
        (45,): (shape_e661d16ffb4f, ('s_movreld_b64 ', ', '), 0x0, 0x0),
        (46,): (shape_5ea9fa19c4b0, ('s_cbranch_join ',), 0x7f0000, 0x0),
        (48,): (shape_855471a9ea8a, ('s_abs_i32 ', ', '), 0x0, 0x0),
        (50,): (shape_25d73437de79, ('s_set_gpr_idx_idx ',), 0x7f0000, 0x0),
        (51,): (shape_e661d16ffb4f, ('s_andn1_saveexec_b64 ', ', '), 0x0, 0x0),
        (52,): (shape_e661d16ffb4f, ('s_orn1_saveexec_b64 ', ', '), 0x0, 0x0),
        (53,): (shape_e661d16ffb4f, ('s_andn1_wrexec_b64 ', ', '), 0x0, 0x0),
        (54,): (shape_e661d16ffb4f, ('s_andn2_wrexec_b64 ', ', '), 0x0, 0x0),
        (55,): (shape_d15deea21274, ('s_bitreplicate_b64_b32 ', ', '), 0x0, 0x0),
    }
