"""gfx950 SOP1 templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.templates.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose, literal_ok, fmt_ok):
    C_r0 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_r12 = bytes.fromhex(
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010000010100'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000100000000010101010100000000000000000000000101010000'
    )
    C_r14 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000101000000010101010100000000000000000000000101010000'
    )
    C_r2 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000101000000010101010101010101010101010100000101010000'
    )
    C_r3 = bytes.fromhex(
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010000010100'
    )
    C_r5 = bytes.fromhex(
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
    L_imm32 = L['imm32']
    M_r0 = R['r0'][1]
    M_r1 = R['r1'][1]
    M_r11 = R['r11'][1]
    M_r13 = R['r13'][1]
    M_r3 = R['r3'][1]
    M_r4 = R['r4'][1]
    def shape_1dd371f4398b(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r0[((v >> 16) & 127)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 255)
            if t3 == 255: t4 = L_b64(lit) + ''
            else:
                t4 = M_r4[t3]
                if t4 is None: raise Invalid
            return s0 + t1 + s1 + t4
        def takes_literal(v):
            return ((v >> 0) & 255) == 255
        def lossless(v, lit):
            if not C_r0[((v >> 16) & 127)]: return False
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('r5', lit): return False
            elif not C_r5[x]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_31e1c7a9906a(s, mask, base):
        s0, = s
        def render(v, lit):
            t2 = ((v >> 0) & 255)
            if t2 == 255: t3 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t3 = M_r13[t2]
                if t3 is None: raise Invalid
            return s0 + t3
        def takes_literal(v):
            return ((v >> 0) & 255) == 255
        def lossless(v, lit):
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('r14', lit): return False
            elif not C_r14[x]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_322cdc574cc6(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r3[((v >> 16) & 127)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 255)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_r11[t3]
                if t4 is None: raise Invalid
            return s0 + t1 + s1 + t4
        def takes_literal(v):
            return ((v >> 0) & 255) == 255
        def lossless(v, lit):
            if not C_r3[((v >> 16) & 127)]: return False
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('r12', lit): return False
            elif not C_r12[x]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5a990223be27(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r3[((v >> 16) & 127)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 255)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_r1[t3]
                if t4 is None: raise Invalid
            return s0 + t1 + s1 + t4
        def takes_literal(v):
            return ((v >> 0) & 255) == 255
        def lossless(v, lit):
            if not C_r3[((v >> 16) & 127)]: return False
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('r2', lit): return False
            elif not C_r2[x]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5e2de724e15a(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r0[((v >> 16) & 127)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 255)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_r1[t3]
                if t4 is None: raise Invalid
            return s0 + t1 + s1 + t4
        def takes_literal(v):
            return ((v >> 0) & 255) == 255
        def lossless(v, lit):
            if not C_r0[((v >> 16) & 127)]: return False
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('r2', lit): return False
            elif not C_r2[x]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5eaac1d4912e(s, mask, base):
        s0, = s
        def render(v, lit):
            t2 = ((v >> 0) & 255)
            if t2 == 255: t3 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t3 = M_r11[t2]
                if t3 is None: raise Invalid
            return s0 + t3
        def takes_literal(v):
            return ((v >> 0) & 255) == 255
        def lossless(v, lit):
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('r12', lit): return False
            elif not C_r12[x]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_86f09009223f(s, mask, base):
        s0, = s
        def render(v, lit):
            t1 = M_r3[((v >> 16) & 127)]
            if t1 is None: raise Invalid
            return s0 + t1
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r3[((v >> 16) & 127)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_9b1dfb6a1072(s, mask, base):
        s0, = s
        def render(v, lit):
            t2 = ((v >> 0) & 255)
            if t2 == 255: t3 = L_b32(lit) + ''
            else:
                t3 = M_r1[t2]
                if t3 is None: raise Invalid
            return s0 + t3
        def takes_literal(v):
            return ((v >> 0) & 255) == 255
        def lossless(v, lit):
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('r2', lit): return False
            elif not C_r2[x]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c515ec8b0797(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r0[((v >> 16) & 127)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 255)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_r13[t3]
                if t4 is None: raise Invalid
            return s0 + t1 + s1 + t4
        def takes_literal(v):
            return ((v >> 0) & 255) == 255
        def lossless(v, lit):
            if not C_r0[((v >> 16) & 127)]: return False
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('r14', lit): return False
            elif not C_r14[x]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f2b66081427d(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r3[((v >> 16) & 127)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 255)
            if t3 == 255: t4 = L_b64(lit) + ''
            else:
                t4 = M_r4[t3]
                if t4 is None: raise Invalid
            return s0 + t1 + s1 + t4
        def takes_literal(v):
            return ((v >> 0) & 255) == 255
        def lossless(v, lit):
            if not C_r3[((v >> 16) & 127)]: return False
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('r5', lit): return False
            elif not C_r5[x]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    return {
        (0,): (shape_5e2de724e15a, ('s_mov_b32 ', ', '), 0x0, 0x0),
        (1,): (shape_f2b66081427d, ('s_mov_b64 ', ', '), 0x0, 0x0),
        (2,): (shape_5e2de724e15a, ('s_cmov_b32 ', ', '), 0x0, 0x0),
        (3,): (shape_f2b66081427d, ('s_cmov_b64 ', ', '), 0x0, 0x0),
        (4,): (shape_5e2de724e15a, ('s_not_b32 ', ', '), 0x0, 0x0),
        (5,): (shape_f2b66081427d, ('s_not_b64 ', ', '), 0x0, 0x0),
        (6,): (shape_5e2de724e15a, ('s_wqm_b32 ', ', '), 0x0, 0x0),
        (7,): (shape_f2b66081427d, ('s_wqm_b64 ', ', '), 0x0, 0x0),
        (8,): (shape_5e2de724e15a, ('s_brev_b32 ', ', '), 0x0, 0x0),
        (9,): (shape_f2b66081427d, ('s_brev_b64 ', ', '), 0x0, 0x0),
        (10,): (shape_5e2de724e15a, ('s_bcnt0_i32_b32 ', ', '), 0x0, 0x0),
        (11,): (shape_1dd371f4398b, ('s_bcnt0_i32_b64 ', ', '), 0x0, 0x0),
        (12,): (shape_5e2de724e15a, ('s_bcnt1_i32_b32 ', ', '), 0x0, 0x0),
        (13,): (shape_1dd371f4398b, ('s_bcnt1_i32_b64 ', ', '), 0x0, 0x0),
        (14,): (shape_5e2de724e15a, ('s_ff0_i32_b32 ', ', '), 0x0, 0x0),
        (15,): (shape_1dd371f4398b, ('s_ff0_i32_b64 ', ', '), 0x0, 0x0),
        (16,): (shape_5e2de724e15a, ('s_ff1_i32_b32 ', ', '), 0x0, 0x0),
        (17,): (shape_1dd371f4398b, ('s_ff1_i32_b64 ', ', '), 0x0, 0x0),
        (18,): (shape_5e2de724e15a, ('s_flbit_i32_b32 ', ', '), 0x0, 0x0),
        (19,): (shape_1dd371f4398b, ('s_flbit_i32_b64 ', ', '), 0x0, 0x0),
        (20,): (shape_5e2de724e15a, ('s_flbit_i32 ', ', '), 0x0, 0x0),
        (21,): (shape_1dd371f4398b, ('s_flbit_i32_i64 ', ', '), 0x0, 0x0),
        (22,): (shape_5e2de724e15a, ('s_sext_i32_i8 ', ', '), 0x0, 0x0),
        (23,): (shape_5e2de724e15a, ('s_sext_i32_i16 ', ', '), 0x0, 0x0),
        (24,): (shape_5e2de724e15a, ('s_bitset0_b32 ', ', '), 0x0, 0x0),
        (25,): (shape_5a990223be27, ('s_bitset0_b64 ', ', '), 0x0, 0x0),
        (26,): (shape_5e2de724e15a, ('s_bitset1_b32 ', ', '), 0x0, 0x0),
        (27,): (shape_5a990223be27, ('s_bitset1_b64 ', ', '), 0x0, 0x0),
        (28,): (shape_86f09009223f, ('s_getpc_b64 ',), 0xff, 0x0),
        (29,): (shape_5eaac1d4912e, ('s_setpc_b64 ',), 0x7f0000, 0x0),
        (30,): (shape_f2b66081427d, ('s_swappc_b64 ', ', '), 0x0, 0x0),
        (31,): (shape_5eaac1d4912e, ('s_rfe_b64 ',), 0x7f0000, 0x0),
        (32,): (shape_f2b66081427d, ('s_and_saveexec_b64 ', ', '), 0x0, 0x0),
        (33,): (shape_f2b66081427d, ('s_or_saveexec_b64 ', ', '), 0x0, 0x0),
        (34,): (shape_f2b66081427d, ('s_xor_saveexec_b64 ', ', '), 0x0, 0x0),
        (35,): (shape_f2b66081427d, ('s_andn2_saveexec_b64 ', ', '), 0x0, 0x0),
        (36,): (shape_f2b66081427d, ('s_orn2_saveexec_b64 ', ', '), 0x0, 0x0),
        (37,): (shape_f2b66081427d, ('s_nand_saveexec_b64 ', ', '), 0x0, 0x0),
        (38,): (shape_f2b66081427d, ('s_nor_saveexec_b64 ', ', '), 0x0, 0x0),
        (39,): (shape_f2b66081427d, ('s_xnor_saveexec_b64 ', ', '), 0x0, 0x0),
        (40,): (shape_5e2de724e15a, ('s_quadmask_b32 ', ', '), 0x0, 0x0),
        (41,): (shape_f2b66081427d, ('s_quadmask_b64 ', ', '), 0x0, 0x0),
        (42,): (shape_c515ec8b0797, ('s_movrels_b32 ', ', '), 0x0, 0x0),
        (43,): (shape_322cdc574cc6, ('s_movrels_b64 ', ', '), 0x0, 0x0),
        (44,): (shape_5e2de724e15a, ('s_movreld_b32 ', ', '), 0x0, 0x0),
        (45,): (shape_f2b66081427d, ('s_movreld_b64 ', ', '), 0x0, 0x0),
        (46,): (shape_31e1c7a9906a, ('s_cbranch_join ',), 0x7f0000, 0x0),
        (48,): (shape_5e2de724e15a, ('s_abs_i32 ', ', '), 0x0, 0x0),
        (50,): (shape_9b1dfb6a1072, ('s_set_gpr_idx_idx ',), 0x7f0000, 0x0),
        (51,): (shape_f2b66081427d, ('s_andn1_saveexec_b64 ', ', '), 0x0, 0x0),
        (52,): (shape_f2b66081427d, ('s_orn1_saveexec_b64 ', ', '), 0x0, 0x0),
        (53,): (shape_f2b66081427d, ('s_andn1_wrexec_b64 ', ', '), 0x0, 0x0),
        (54,): (shape_f2b66081427d, ('s_andn2_wrexec_b64 ', ', '), 0x0, 0x0),
        (55,): (shape_5a990223be27, ('s_bitreplicate_b64_b32 ', ', '), 0x0, 0x0),
    }
