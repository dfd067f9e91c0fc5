"""gfx950 SOP1 templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.codegen.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose):
    L_b32 = L['b32']
    L_b64 = L['b64']
    L_imm32 = L['imm32']
    M_map_0e92dd39 = R['map_0e92dd39'][1]
    M_map_1efde9b7 = R['map_1efde9b7'][1]
    M_map_8da80177 = R['map_8da80177'][1]
    M_map_9192e140 = R['map_9192e140'][1]
    M_map_b2287ba1 = R['map_b2287ba1'][1]
    M_map_e62febad = R['map_e62febad'][1]
    def shape_33966f8b087c(s):
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
        return render, takes_literal
    def shape_3cee0a2d1b3d(s):
        s0, = s
        def render(v, lit):
            t1 = M_map_1efde9b7[((v >> 16) & 127)]
            if t1 is None: raise Invalid
            return s0 + t1
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_3f65f235b79e(s):
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
        return render, takes_literal
    def shape_44184daa547a(s):
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
        return render, takes_literal
    def shape_69d79086abc8(s):
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
        return render, takes_literal
    def shape_6ee16858774e(s):
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
        return render, takes_literal
    def shape_731b6d5879a6(s):
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
        return render, takes_literal
    def shape_b66a289044a7(s):
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
        return render, takes_literal
    def shape_c3de976ea515(s):
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
        return render, takes_literal
    def shape_fb4bc6eb2b5e(s):
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
        return render, takes_literal
    return {
        (0,): (shape_fb4bc6eb2b5e, ('s_mov_b32 ', ', ')),
        (1,): (shape_b66a289044a7, ('s_mov_b64 ', ', ')),
        (2,): (shape_fb4bc6eb2b5e, ('s_cmov_b32 ', ', ')),
        (3,): (shape_b66a289044a7, ('s_cmov_b64 ', ', ')),
        (4,): (shape_fb4bc6eb2b5e, ('s_not_b32 ', ', ')),
        (5,): (shape_b66a289044a7, ('s_not_b64 ', ', ')),
        (6,): (shape_fb4bc6eb2b5e, ('s_wqm_b32 ', ', ')),
        (7,): (shape_b66a289044a7, ('s_wqm_b64 ', ', ')),
        (8,): (shape_fb4bc6eb2b5e, ('s_brev_b32 ', ', ')),
        (9,): (shape_b66a289044a7, ('s_brev_b64 ', ', ')),
        (10,): (shape_fb4bc6eb2b5e, ('s_bcnt0_i32_b32 ', ', ')),
        (11,): (shape_44184daa547a, ('s_bcnt0_i32_b64 ', ', ')),
        (12,): (shape_fb4bc6eb2b5e, ('s_bcnt1_i32_b32 ', ', ')),
        (13,): (shape_44184daa547a, ('s_bcnt1_i32_b64 ', ', ')),
        (14,): (shape_fb4bc6eb2b5e, ('s_ff0_i32_b32 ', ', ')),
        (15,): (shape_44184daa547a, ('s_ff0_i32_b64 ', ', ')),
        (16,): (shape_fb4bc6eb2b5e, ('s_ff1_i32_b32 ', ', ')),
        (17,): (shape_44184daa547a, ('s_ff1_i32_b64 ', ', ')),
        (18,): (shape_fb4bc6eb2b5e, ('s_flbit_i32_b32 ', ', ')),
        (19,): (shape_44184daa547a, ('s_flbit_i32_b64 ', ', ')),
        (20,): (shape_fb4bc6eb2b5e, ('s_flbit_i32 ', ', ')),
        (21,): (shape_44184daa547a, ('s_flbit_i32_i64 ', ', ')),
        (22,): (shape_fb4bc6eb2b5e, ('s_sext_i32_i8 ', ', ')),
        (23,): (shape_fb4bc6eb2b5e, ('s_sext_i32_i16 ', ', ')),
        (24,): (shape_fb4bc6eb2b5e, ('s_bitset0_b32 ', ', ')),
        (25,): (shape_33966f8b087c, ('s_bitset0_b64 ', ', ')),
        (26,): (shape_fb4bc6eb2b5e, ('s_bitset1_b32 ', ', ')),
        (27,): (shape_33966f8b087c, ('s_bitset1_b64 ', ', ')),
        (28,): (shape_3cee0a2d1b3d, ('s_getpc_b64 ',)),
        (29,): (shape_731b6d5879a6, ('s_setpc_b64 ',)),
        (30,): (shape_b66a289044a7, ('s_swappc_b64 ', ', ')),
        (31,): (shape_731b6d5879a6, ('s_rfe_b64 ',)),
        (32,): (shape_b66a289044a7, ('s_and_saveexec_b64 ', ', ')),
        (33,): (shape_b66a289044a7, ('s_or_saveexec_b64 ', ', ')),
        (34,): (shape_b66a289044a7, ('s_xor_saveexec_b64 ', ', ')),
        (35,): (shape_b66a289044a7, ('s_andn2_saveexec_b64 ', ', ')),
        (36,): (shape_b66a289044a7, ('s_orn2_saveexec_b64 ', ', ')),
        (37,): (shape_b66a289044a7, ('s_nand_saveexec_b64 ', ', ')),
        (38,): (shape_b66a289044a7, ('s_nor_saveexec_b64 ', ', ')),
        (39,): (shape_b66a289044a7, ('s_xnor_saveexec_b64 ', ', ')),
        (40,): (shape_fb4bc6eb2b5e, ('s_quadmask_b32 ', ', ')),
        (41,): (shape_b66a289044a7, ('s_quadmask_b64 ', ', ')),
        (42,): (shape_c3de976ea515, ('s_movrels_b32 ', ', ')),
        (43,): (shape_3f65f235b79e, ('s_movrels_b64 ', ', ')),
        (44,): (shape_fb4bc6eb2b5e, ('s_movreld_b32 ', ', ')),
        (45,): (shape_b66a289044a7, ('s_movreld_b64 ', ', ')),
        (46,): (shape_69d79086abc8, ('s_cbranch_join ',)),
        (48,): (shape_fb4bc6eb2b5e, ('s_abs_i32 ', ', ')),
        (50,): (shape_6ee16858774e, ('s_set_gpr_idx_idx ',)),
        (51,): (shape_b66a289044a7, ('s_andn1_saveexec_b64 ', ', ')),
        (52,): (shape_b66a289044a7, ('s_orn1_saveexec_b64 ', ', ')),
        (53,): (shape_b66a289044a7, ('s_andn1_wrexec_b64 ', ', ')),
        (54,): (shape_b66a289044a7, ('s_andn2_wrexec_b64 ', ', ')),
        (55,): (shape_33966f8b087c, ('s_bitreplicate_b64_b32 ', ', ')),
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
    def lossless_07226d6e6a52(mask, base):
        def lossless(v, lit):
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('src_73e38520', lit): return False
            elif not C_src_73e38520[x]: return False
            return (v & mask) == base
        return lossless
    def lossless_1606bc12f922(mask, base):
        def lossless(v, lit):
            if not C_map_e62febad[((v >> 16) & 127)]: return False
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('src_5b9094f8', lit): return False
            elif not C_src_5b9094f8[x]: return False
            return (v & mask) == base
        return lossless
    def lossless_36cf4977dcee(mask, base):
        def lossless(v, lit):
            if not C_map_1efde9b7[((v >> 16) & 127)]: return False
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('src_73e38520', lit): return False
            elif not C_src_73e38520[x]: return False
            return (v & mask) == base
        return lossless
    def lossless_3b1950248c63(mask, base):
        def lossless(v, lit):
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('src_5b9094f8', lit): return False
            elif not C_src_5b9094f8[x]: return False
            return (v & mask) == base
        return lossless
    def lossless_4c46346d7691(mask, base):
        def lossless(v, lit):
            if not C_map_1efde9b7[((v >> 16) & 127)]: return False
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('src_5b9094f8', lit): return False
            elif not C_src_5b9094f8[x]: return False
            return (v & mask) == base
        return lossless
    def lossless_645a5e0340e4(mask, base):
        def lossless(v, lit):
            if not C_map_1efde9b7[((v >> 16) & 127)]: return False
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('src_41a256a7', lit): return False
            elif not C_src_41a256a7[x]: return False
            return (v & mask) == base
        return lossless
    def lossless_680da829001d(mask, base):
        def lossless(v, lit):
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('src_60268179', lit): return False
            elif not C_src_60268179[x]: return False
            return (v & mask) == base
        return lossless
    def lossless_b39a4fc76838(mask, base):
        def lossless(v, lit):
            if not C_map_e62febad[((v >> 16) & 127)]: return False
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('src_60268179', lit): return False
            elif not C_src_60268179[x]: return False
            return (v & mask) == base
        return lossless
    def lossless_d372c48d287f(mask, base):
        def lossless(v, lit):
            if not C_map_e62febad[((v >> 16) & 127)]: return False
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('src_41a256a7', lit): return False
            elif not C_src_41a256a7[x]: return False
            return (v & mask) == base
        return lossless
    def lossless_ddbf69165003(mask, base):
        def lossless(v, lit):
            if not C_map_1efde9b7[((v >> 16) & 127)]: return False
            return (v & mask) == base
        return lossless
    return {
        (0,): (lossless_1606bc12f922, 0x0, 0x0),
        (1,): (lossless_645a5e0340e4, 0x0, 0x0),
        (2,): (lossless_1606bc12f922, 0x0, 0x0),
        (3,): (lossless_645a5e0340e4, 0x0, 0x0),
        (4,): (lossless_1606bc12f922, 0x0, 0x0),
        (5,): (lossless_645a5e0340e4, 0x0, 0x0),
        (6,): (lossless_1606bc12f922, 0x0, 0x0),
        (7,): (lossless_645a5e0340e4, 0x0, 0x0),
        (8,): (lossless_1606bc12f922, 0x0, 0x0),
        (9,): (lossless_645a5e0340e4, 0x0, 0x0),
        (10,): (lossless_1606bc12f922, 0x0, 0x0),
        (11,): (lossless_d372c48d287f, 0x0, 0x0),
        (12,): (lossless_1606bc12f922, 0x0, 0x0),
        (13,): (lossless_d372c48d287f, 0x0, 0x0),
        (14,): (lossless_1606bc12f922, 0x0, 0x0),
        (15,): (lossless_d372c48d287f, 0x0, 0x0),
        (16,): (lossless_1606bc12f922, 0x0, 0x0),
        (17,): (lossless_d372c48d287f, 0x0, 0x0),
        (18,): (lossless_1606bc12f922, 0x0, 0x0),
        (19,): (lossless_d372c48d287f, 0x0, 0x0),
        (20,): (lossless_1606bc12f922, 0x0, 0x0),
        (21,): (lossless_d372c48d287f, 0x0, 0x0),
        (22,): (lossless_1606bc12f922, 0x0, 0x0),
        (23,): (lossless_1606bc12f922, 0x0, 0x0),
        (24,): (lossless_1606bc12f922, 0x0, 0x0),
        (25,): (lossless_4c46346d7691, 0x0, 0x0),
        (26,): (lossless_1606bc12f922, 0x0, 0x0),
        (27,): (lossless_4c46346d7691, 0x0, 0x0),
        (28,): (lossless_ddbf69165003, 0xff, 0x0),
        (29,): (lossless_07226d6e6a52, 0x7f0000, 0x0),
        (30,): (lossless_645a5e0340e4, 0x0, 0x0),
        (31,): (lossless_07226d6e6a52, 0x7f0000, 0x0),
        (32,): (lossless_645a5e0340e4, 0x0, 0x0),
        (33,): (lossless_645a5e0340e4, 0x0, 0x0),
        (34,): (lossless_645a5e0340e4, 0x0, 0x0),
        (35,): (lossless_645a5e0340e4, 0x0, 0x0),
        (36,): (lossless_645a5e0340e4, 0x0, 0x0),
        (37,): (lossless_645a5e0340e4, 0x0, 0x0),
        (38,): (lossless_645a5e0340e4, 0x0, 0x0),
        (39,): (lossless_645a5e0340e4, 0x0, 0x0),
        (40,): (lossless_1606bc12f922, 0x0, 0x0),
        (41,): (lossless_645a5e0340e4, 0x0, 0x0),
        (42,): (lossless_b39a4fc76838, 0x0, 0x0),
        (43,): (lossless_36cf4977dcee, 0x0, 0x0),
        (44,): (lossless_1606bc12f922, 0x0, 0x0),
        (45,): (lossless_645a5e0340e4, 0x0, 0x0),
        (46,): (lossless_680da829001d, 0x7f0000, 0x0),
        (48,): (lossless_1606bc12f922, 0x0, 0x0),
        (50,): (lossless_3b1950248c63, 0x7f0000, 0x0),
        (51,): (lossless_645a5e0340e4, 0x0, 0x0),
        (52,): (lossless_645a5e0340e4, 0x0, 0x0),
        (53,): (lossless_645a5e0340e4, 0x0, 0x0),
        (54,): (lossless_645a5e0340e4, 0x0, 0x0),
        (55,): (lossless_4c46346d7691, 0x0, 0x0),
    }
