"""gfx950 SOPK templates as code, generated with the tables by
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
    F_hwreg = F['hwreg']
    F_u16_dec = F['u16_dec']
    F_u16_hex = F['u16_hex']
    L_imm32 = L['imm32']
    M_map_1efde9b7 = R['map_1efde9b7'][1]
    M_map_e62febad = R['map_e62febad'][1]
    def shape_07d14199e49c(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_e62febad[((v >> 16) & 127)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 65535)
            t2 = F_u16_hex(t3)
            if t2 is None: raise Invalid
            return s0 + t1 + s1 + t2
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_e62febad[((v >> 16) & 127)]: return False
            if not fmt_ok('fmt_931f6c35', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1465ec789ca6(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t2 = ((v >> 0) & 65535)
            t1 = F_hwreg(t2)
            if t1 is None: raise Invalid
            t3 = M_map_e62febad[((v >> 16) & 127)]
            if t3 is None: raise Invalid
            return s0 + t1 + s1 + t3
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not fmt_ok('fmt_be9dbfc9', ((v >> 0) & 65535)): return False
            if not C_map_e62febad[((v >> 16) & 127)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_2b04c0a457ea(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t2 = ((v >> 0) & 65535)
            t1 = F_hwreg(t2)
            if t1 is None: raise Invalid
            t3 = L_imm32(lit) + ''
            return s0 + t1 + s1 + t3
        def takes_literal(v):
            return True
        def lossless(v, lit):
            if not fmt_ok('fmt_be9dbfc9', ((v >> 0) & 65535)): return False
            if not literal_ok('lit_37673336', lit): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_63002541f1fe(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_1efde9b7[((v >> 16) & 127)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 65535)
            t2 = F_u16_dec(t3)
            if t2 is None: raise Invalid
            return s0 + t1 + s1 + t2
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1efde9b7[((v >> 16) & 127)]: return False
            if not fmt_ok('fmt_032d7f5a', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c07a71d9adc1(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_e62febad[((v >> 16) & 127)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 65535)
            t2 = F_hwreg(t3)
            if t2 is None: raise Invalid
            return s0 + t1 + s1 + t2
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_e62febad[((v >> 16) & 127)]: return False
            if not fmt_ok('fmt_be9dbfc9', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    return {
        (0,): (shape_07d14199e49c, ('s_movk_i32 ', ', '), 0x0, 0x0),
        (1,): (shape_07d14199e49c, ('s_cmovk_i32 ', ', '), 0x0, 0x0),
        (2,): (shape_07d14199e49c, ('s_cmpk_eq_i32 ', ', '), 0x0, 0x0),
        (3,): (shape_07d14199e49c, ('s_cmpk_lg_i32 ', ', '), 0x0, 0x0),
        (4,): (shape_07d14199e49c, ('s_cmpk_gt_i32 ', ', '), 0x0, 0x0),
        (5,): (shape_07d14199e49c, ('s_cmpk_ge_i32 ', ', '), 0x0, 0x0),
        (6,): (shape_07d14199e49c, ('s_cmpk_lt_i32 ', ', '), 0x0, 0x0),
        (7,): (shape_07d14199e49c, ('s_cmpk_le_i32 ', ', '), 0x0, 0x0),
        (8,): (shape_07d14199e49c, ('s_cmpk_eq_u32 ', ', '), 0x0, 0x0),
        (9,): (shape_07d14199e49c, ('s_cmpk_lg_u32 ', ', '), 0x0, 0x0),
        (10,): (shape_07d14199e49c, ('s_cmpk_gt_u32 ', ', '), 0x0, 0x0),
        (11,): (shape_07d14199e49c, ('s_cmpk_ge_u32 ', ', '), 0x0, 0x0),
        (12,): (shape_07d14199e49c, ('s_cmpk_lt_u32 ', ', '), 0x0, 0x0),
        (13,): (shape_07d14199e49c, ('s_cmpk_le_u32 ', ', '), 0x0, 0x0),
        (14,): (shape_07d14199e49c, ('s_addk_i32 ', ', '), 0x0, 0x0),
        (15,): (shape_07d14199e49c, ('s_mulk_i32 ', ', '), 0x0, 0x0),
        (16,): (shape_63002541f1fe, ('s_cbranch_i_fork ', ', '), 0x0, 0x0),
        (17,): (shape_c07a71d9adc1, ('s_getreg_b32 ', ', '), 0x0, 0x0),
        (18,): (shape_1465ec789ca6, ('s_setreg_b32 ', ', '), 0x0, 0x0),
        (20,): (shape_2b04c0a457ea, ('s_setreg_imm32_b32 ', ', '), 0x7f0000, 0x0),
        (21,): (shape_63002541f1fe, ('s_call_b64 ', ', '), 0x0, 0x0),
    }
