"""gfx950 SOPK templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.codegen.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose):
    F_hwreg = F['hwreg']
    F_u16_dec = F['u16_dec']
    F_u16_hex = F['u16_hex']
    L_imm32 = L['imm32']
    M_map_1efde9b7 = R['map_1efde9b7'][1]
    M_map_e62febad = R['map_e62febad'][1]
    def shape_0737ca6dc5ab(s):
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
        return render, takes_literal
    def shape_951b5373c482(s):
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
        return render, takes_literal
    def shape_ac9db971bee9(s):
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
        return render, takes_literal
    def shape_c825d244eac4(s):
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
        return render, takes_literal
    def shape_da23ce55688d(s):
        s0, s1 = s
        def render(v, lit):
            t2 = ((v >> 0) & 65535)
            t1 = F_hwreg(t2)
            if t1 is None: raise Invalid
            t3 = L_imm32(lit) + ''
            return s0 + t1 + s1 + t3
        def takes_literal(v):
            return True
        return render, takes_literal
    return {
        (0,): (shape_c825d244eac4, ('s_movk_i32 ', ', ')),
        (1,): (shape_c825d244eac4, ('s_cmovk_i32 ', ', ')),
        (2,): (shape_c825d244eac4, ('s_cmpk_eq_i32 ', ', ')),
        (3,): (shape_c825d244eac4, ('s_cmpk_lg_i32 ', ', ')),
        (4,): (shape_c825d244eac4, ('s_cmpk_gt_i32 ', ', ')),
        (5,): (shape_c825d244eac4, ('s_cmpk_ge_i32 ', ', ')),
        (6,): (shape_c825d244eac4, ('s_cmpk_lt_i32 ', ', ')),
        (7,): (shape_c825d244eac4, ('s_cmpk_le_i32 ', ', ')),
        (8,): (shape_c825d244eac4, ('s_cmpk_eq_u32 ', ', ')),
        (9,): (shape_c825d244eac4, ('s_cmpk_lg_u32 ', ', ')),
        (10,): (shape_c825d244eac4, ('s_cmpk_gt_u32 ', ', ')),
        (11,): (shape_c825d244eac4, ('s_cmpk_ge_u32 ', ', ')),
        (12,): (shape_c825d244eac4, ('s_cmpk_lt_u32 ', ', ')),
        (13,): (shape_c825d244eac4, ('s_cmpk_le_u32 ', ', ')),
        (14,): (shape_c825d244eac4, ('s_addk_i32 ', ', ')),
        (15,): (shape_c825d244eac4, ('s_mulk_i32 ', ', ')),
        (16,): (shape_951b5373c482, ('s_cbranch_i_fork ', ', ')),
        (17,): (shape_ac9db971bee9, ('s_getreg_b32 ', ', ')),
        (18,): (shape_0737ca6dc5ab, ('s_setreg_b32 ', ', ')),
        (20,): (shape_da23ce55688d, ('s_setreg_imm32_b32 ', ', ')),
        (21,): (shape_951b5373c482, ('s_call_b64 ', ', ')),
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
    def lossless_1dcbe56d99a6(mask, base):
        def lossless(v, lit):
            if not fmt_ok('fmt_be9dbfc9', ((v >> 0) & 65535)): return False
            if not C_map_e62febad[((v >> 16) & 127)]: return False
            return (v & mask) == base
        return lossless
    def lossless_90431084209a(mask, base):
        def lossless(v, lit):
            if not C_map_e62febad[((v >> 16) & 127)]: return False
            if not fmt_ok('fmt_931f6c35', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_ab6003df8e82(mask, base):
        def lossless(v, lit):
            if not fmt_ok('fmt_be9dbfc9', ((v >> 0) & 65535)): return False
            if not literal_ok('lit_37673336', lit): return False
            return (v & mask) == base
        return lossless
    def lossless_c491e02bfd72(mask, base):
        def lossless(v, lit):
            if not C_map_1efde9b7[((v >> 16) & 127)]: return False
            if not fmt_ok('fmt_032d7f5a', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_d063f06b4f28(mask, base):
        def lossless(v, lit):
            if not C_map_e62febad[((v >> 16) & 127)]: return False
            if not fmt_ok('fmt_be9dbfc9', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    return {
        (0,): (lossless_90431084209a, 0x0, 0x0),
        (1,): (lossless_90431084209a, 0x0, 0x0),
        (2,): (lossless_90431084209a, 0x0, 0x0),
        (3,): (lossless_90431084209a, 0x0, 0x0),
        (4,): (lossless_90431084209a, 0x0, 0x0),
        (5,): (lossless_90431084209a, 0x0, 0x0),
        (6,): (lossless_90431084209a, 0x0, 0x0),
        (7,): (lossless_90431084209a, 0x0, 0x0),
        (8,): (lossless_90431084209a, 0x0, 0x0),
        (9,): (lossless_90431084209a, 0x0, 0x0),
        (10,): (lossless_90431084209a, 0x0, 0x0),
        (11,): (lossless_90431084209a, 0x0, 0x0),
        (12,): (lossless_90431084209a, 0x0, 0x0),
        (13,): (lossless_90431084209a, 0x0, 0x0),
        (14,): (lossless_90431084209a, 0x0, 0x0),
        (15,): (lossless_90431084209a, 0x0, 0x0),
        (16,): (lossless_c491e02bfd72, 0x0, 0x0),
        (17,): (lossless_d063f06b4f28, 0x0, 0x0),
        (18,): (lossless_1dcbe56d99a6, 0x0, 0x0),
        (20,): (lossless_ab6003df8e82, 0x7f0000, 0x0),
        (21,): (lossless_c491e02bfd72, 0x0, 0x0),
    }
