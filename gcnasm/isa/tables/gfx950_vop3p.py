"""gfx950 VOP3P templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.templates.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose, literal_ok, fmt_ok):
    C_map_0f990cdf = bytes.fromhex('01010101')
    C_map_107584a0 = bytes.fromhex('0100')
    C_map_17676644 = bytes.fromhex('0101010101010101')
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
    C_map_2db18857 = bytes.fromhex('0101010101010101')
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
    C_map_5b377423 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_map_5bd92dbc = bytes.fromhex('0101010101010101')
    C_map_76cc72a5 = bytes.fromhex('01010101')
    C_map_7b64c006 = bytes.fromhex(
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
        '0101000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000101010100000000000001010101010101010101'
        '0101010101010101010101010101010101010000000001010101010101010101'
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
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000101010100000000000001010101010101010101'
        '0101010101010101010101010101010101010000000001010101010101010101'
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
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_map_98368d1b = bytes.fromhex('01010101')
    C_map_e97fa799 = bytes.fromhex('01010101')
    C_map_f8096436 = bytes.fromhex('0101')
    C_map_f9ce0f45 = bytes.fromhex('0101010101010101')
    C_map_faf01184 = bytes.fromhex('0101010101010101')
    C_src_029927d4 = bytes.fromhex(
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
    C_src_2ee32ad8 = bytes.fromhex(
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000010000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000101000000010101010100000000000000000000000101010000'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_src_3d357455 = bytes.fromhex(
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
    C_src_4bab393b = bytes.fromhex(
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
    L_b32 = L['b32']
    L_imm32 = L['imm32']
    L_v2bf16 = L['v2bf16']
    L_v2f16 = L['v2f16']
    M_map_0f990cdf = R['map_0f990cdf'][1]
    M_map_107584a0 = R['map_107584a0'][1]
    M_map_17676644 = R['map_17676644'][1]
    M_map_1bfc3ba5 = R['map_1bfc3ba5'][1]
    M_map_2db18857 = R['map_2db18857'][1]
    M_map_58198513 = R['map_58198513'][1]
    M_map_5b377423 = R['map_5b377423'][1]
    M_map_5bd92dbc = R['map_5bd92dbc'][1]
    M_map_612fe4d7 = R['map_612fe4d7'][1]
    M_map_76cc72a5 = R['map_76cc72a5'][1]
    M_map_7b64c006 = R['map_7b64c006'][1]
    M_map_98368d1b = R['map_98368d1b'][1]
    M_map_e97fa799 = R['map_e97fa799'][1]
    M_map_efe8c31f = R['map_efe8c31f'][1]
    M_map_f1eeac2d = R['map_f1eeac2d'][1]
    M_map_f8096436 = R['map_f8096436'][1]
    M_map_f9ce0f45 = R['map_f9ce0f45'][1]
    M_map_faf01184 = R['map_faf01184'][1]
    def shape_13f517801e86(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_map_f1eeac2d[t3]
                if t4 is None: raise Invalid
            t5 = M_map_107584a0[((v >> 8) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_107584a0[((v >> 9) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 10) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 11) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 12) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 13) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 61) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 62) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 63) & 1)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + t5 + t6 + t7 + t8 + t9 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 8) & 1)]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 11) & 1)]: return False
            if not C_map_107584a0[((v >> 12) & 1)]: return False
            if not C_map_107584a0[((v >> 13) & 1)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_454ca0e80388(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_v2f16(lit) + ''
            else:
                t4 = M_map_f1eeac2d[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_v2f16(lit) + ''
            else:
                t7 = M_map_f1eeac2d[t6]
                if t7 is None: raise Invalid
            t8 = M_map_98368d1b[(((v >> 11) & 1) | (((v >> 12) & 1) << 1))]
            if t8 is None: raise Invalid
            t9 = M_map_76cc72a5[(((v >> 59) & 1) | (((v >> 60) & 1) << 1))]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 13) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 63) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_0f990cdf[(((v >> 61) & 1) | (((v >> 62) & 1) << 1))]
            if t13 is None: raise Invalid
            t14 = M_map_e97fa799[(((v >> 8) & 1) | (((v >> 9) & 1) << 1))]
            if t14 is None: raise Invalid
            t15 = M_map_f8096436[((v >> 15) & 1)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + t8 + t9 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_4bab393b', lit): return False
            elif not C_src_4bab393b[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_4bab393b', lit): return False
            elif not C_src_4bab393b[x]: return False
            if not C_map_98368d1b[(((v >> 11) & 1) | (((v >> 12) & 1) << 1))]: return False
            if not C_map_76cc72a5[(((v >> 59) & 1) | (((v >> 60) & 1) << 1))]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 13) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_0f990cdf[(((v >> 61) & 1) | (((v >> 62) & 1) << 1))]: return False
            if not C_map_e97fa799[(((v >> 8) & 1) | (((v >> 9) & 1) << 1))]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5731ef7a978c(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_v2f16(lit) + ''
            else:
                t4 = M_map_f1eeac2d[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_v2f16(lit) + ''
            else:
                t7 = M_map_f1eeac2d[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_f1eeac2d[t9]
                if t10 is None: raise Invalid
            t11 = M_map_5bd92dbc[(((v >> 11) & 1) | (((v >> 12) & 1) << 1) | (((v >> 13) & 1) << 2))]
            if t11 is None: raise Invalid
            t12 = M_map_2db18857[(((v >> 14) & 1) | (((v >> 59) & 1) << 1) | (((v >> 60) & 1) << 2))]
            if t12 is None: raise Invalid
            t13 = M_map_17676644[(((v >> 61) & 1) | (((v >> 62) & 1) << 1) | (((v >> 63) & 1) << 2))]
            if t13 is None: raise Invalid
            t14 = M_map_faf01184[(((v >> 8) & 1) | (((v >> 9) & 1) << 1) | (((v >> 10) & 1) << 2))]
            if t14 is None: raise Invalid
            t15 = M_map_f8096436[((v >> 15) & 1)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_59ba11572ea7(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_map_f1eeac2d[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_map_f1eeac2d[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_f1eeac2d[t9]
                if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 11) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 12) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 13) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_17676644[(((v >> 61) & 1) | (((v >> 62) & 1) << 1) | (((v >> 63) & 1) << 2))]
            if t14 is None: raise Invalid
            t15 = M_map_faf01184[(((v >> 8) & 1) | (((v >> 9) & 1) << 1) | (((v >> 10) & 1) << 2))]
            if t15 is None: raise Invalid
            t16 = M_map_f8096436[((v >> 15) & 1)]
            if t16 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13 + t14 + t15 + t16
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 11) & 1)]: return False
            if not C_map_107584a0[((v >> 12) & 1)]: return False
            if not C_map_107584a0[((v >> 13) & 1)]: return False
            if not C_map_17676644[(((v >> 61) & 1) | (((v >> 62) & 1) << 1) | (((v >> 63) & 1) << 2))]: return False
            if not C_map_faf01184[(((v >> 8) & 1) | (((v >> 9) & 1) << 1) | (((v >> 10) & 1) << 2))]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5e126da4dbf8(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_map_f1eeac2d[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_map_f1eeac2d[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_f1eeac2d[t9]
                if t10 is None: raise Invalid
            t11 = M_map_5bd92dbc[(((v >> 11) & 1) | (((v >> 12) & 1) << 1) | (((v >> 13) & 1) << 2))]
            if t11 is None: raise Invalid
            t12 = M_map_2db18857[(((v >> 14) & 1) | (((v >> 59) & 1) << 1) | (((v >> 60) & 1) << 2))]
            if t12 is None: raise Invalid
            t13 = M_map_17676644[(((v >> 61) & 1) | (((v >> 62) & 1) << 1) | (((v >> 63) & 1) << 2))]
            if t13 is None: raise Invalid
            t14 = M_map_faf01184[(((v >> 8) & 1) | (((v >> 9) & 1) << 1) | (((v >> 10) & 1) << 2))]
            if t14 is None: raise Invalid
            t15 = M_map_f8096436[((v >> 15) & 1)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_5bd92dbc[(((v >> 11) & 1) | (((v >> 12) & 1) << 1) | (((v >> 13) & 1) << 2))]: return False
            if not C_map_2db18857[(((v >> 14) & 1) | (((v >> 59) & 1) << 1) | (((v >> 60) & 1) << 2))]: return False
            if not C_map_17676644[(((v >> 61) & 1) | (((v >> 62) & 1) << 1) | (((v >> 63) & 1) << 2))]: return False
            if not C_map_faf01184[(((v >> 8) & 1) | (((v >> 9) & 1) << 1) | (((v >> 10) & 1) << 2))]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_86d366c01215(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_map_f1eeac2d[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_map_f1eeac2d[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_f1eeac2d[t9]
                if t10 is None: raise Invalid
            t11 = M_map_5bd92dbc[(((v >> 11) & 1) | (((v >> 12) & 1) << 1) | (((v >> 13) & 1) << 2))]
            if t11 is None: raise Invalid
            t12 = M_map_2db18857[(((v >> 14) & 1) | (((v >> 59) & 1) << 1) | (((v >> 60) & 1) << 2))]
            if t12 is None: raise Invalid
            t13 = M_map_17676644[(((v >> 61) & 1) | (((v >> 62) & 1) << 1) | (((v >> 63) & 1) << 2))]
            if t13 is None: raise Invalid
            t14 = M_map_faf01184[(((v >> 8) & 1) | (((v >> 9) & 1) << 1) | (((v >> 10) & 1) << 2))]
            if t14 is None: raise Invalid
            t15 = M_map_f8096436[((v >> 15) & 1)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_890fce2209b5(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_map_f1eeac2d[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_map_f1eeac2d[t6]
                if t7 is None: raise Invalid
            t8 = M_map_98368d1b[(((v >> 11) & 1) | (((v >> 12) & 1) << 1))]
            if t8 is None: raise Invalid
            t9 = M_map_76cc72a5[(((v >> 59) & 1) | (((v >> 60) & 1) << 1))]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 13) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 63) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_0f990cdf[(((v >> 61) & 1) | (((v >> 62) & 1) << 1))]
            if t13 is None: raise Invalid
            t14 = M_map_e97fa799[(((v >> 8) & 1) | (((v >> 9) & 1) << 1))]
            if t14 is None: raise Invalid
            t15 = M_map_f8096436[((v >> 15) & 1)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + t8 + t9 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_98368d1b[(((v >> 11) & 1) | (((v >> 12) & 1) << 1))]: return False
            if not C_map_76cc72a5[(((v >> 59) & 1) | (((v >> 60) & 1) << 1))]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 13) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_0f990cdf[(((v >> 61) & 1) | (((v >> 62) & 1) << 1))]: return False
            if not C_map_e97fa799[(((v >> 8) & 1) | (((v >> 9) & 1) << 1))]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a4d4aa14f04a(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_map_efe8c31f[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_map_efe8c31f[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_efe8c31f[t9]
                if t10 is None: raise Invalid
            t11 = M_map_5bd92dbc[(((v >> 11) & 1) | (((v >> 12) & 1) << 1) | (((v >> 13) & 1) << 2))]
            if t11 is None: raise Invalid
            t12 = M_map_2db18857[(((v >> 14) & 1) | (((v >> 59) & 1) << 1) | (((v >> 60) & 1) << 2))]
            if t12 is None: raise Invalid
            t13 = M_map_17676644[(((v >> 61) & 1) | (((v >> 62) & 1) << 1) | (((v >> 63) & 1) << 2))]
            if t13 is None: raise Invalid
            t14 = M_map_faf01184[(((v >> 8) & 1) | (((v >> 9) & 1) << 1) | (((v >> 10) & 1) << 2))]
            if t14 is None: raise Invalid
            t15 = M_map_f8096436[((v >> 15) & 1)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_029927d4', lit): return False
            elif not C_src_029927d4[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_029927d4', lit): return False
            elif not C_src_029927d4[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_029927d4', lit): return False
            elif not C_src_029927d4[x]: return False
            if not C_map_5bd92dbc[(((v >> 11) & 1) | (((v >> 12) & 1) << 1) | (((v >> 13) & 1) << 2))]: return False
            if not C_map_2db18857[(((v >> 14) & 1) | (((v >> 59) & 1) << 1) | (((v >> 60) & 1) << 2))]: return False
            if not C_map_17676644[(((v >> 61) & 1) | (((v >> 62) & 1) << 1) | (((v >> 63) & 1) << 2))]: return False
            if not C_map_faf01184[(((v >> 8) & 1) | (((v >> 9) & 1) << 1) | (((v >> 10) & 1) << 2))]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_bbe8979ad168(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_7b64c006[(((v >> 8) & 1) | (((v >> 32) & 511) << 1) | (((v >> 61) & 1) << 10))]
            if t2 is None: raise Invalid
            t3 = M_map_7b64c006[(((v >> 9) & 1) | (((v >> 41) & 511) << 1) | (((v >> 62) & 1) << 10))]
            if t3 is None: raise Invalid
            t4 = M_map_7b64c006[(((v >> 10) & 1) | (((v >> 50) & 511) << 1) | (((v >> 63) & 1) << 10))]
            if t4 is None: raise Invalid
            t5 = M_map_5bd92dbc[(((v >> 11) & 1) | (((v >> 12) & 1) << 1) | (((v >> 13) & 1) << 2))]
            if t5 is None: raise Invalid
            t6 = M_map_f9ce0f45[(((v >> 14) & 1) | (((v >> 59) & 1) << 1) | (((v >> 60) & 1) << 2))]
            if t6 is None: raise Invalid
            t7 = M_map_f8096436[((v >> 15) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            if not C_map_7b64c006[(((v >> 8) & 1) | (((v >> 32) & 511) << 1) | (((v >> 61) & 1) << 10))]: return False
            if not C_map_7b64c006[(((v >> 9) & 1) | (((v >> 41) & 511) << 1) | (((v >> 62) & 1) << 10))]: return False
            if not C_map_7b64c006[(((v >> 10) & 1) | (((v >> 50) & 511) << 1) | (((v >> 63) & 1) << 10))]: return False
            if not C_map_5bd92dbc[(((v >> 11) & 1) | (((v >> 12) & 1) << 1) | (((v >> 13) & 1) << 2))]: return False
            if not C_map_f9ce0f45[(((v >> 14) & 1) | (((v >> 59) & 1) << 1) | (((v >> 60) & 1) << 2))]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_cca536b8469c(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_map_efe8c31f[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_map_efe8c31f[t6]
                if t7 is None: raise Invalid
            t8 = M_map_98368d1b[(((v >> 11) & 1) | (((v >> 12) & 1) << 1))]
            if t8 is None: raise Invalid
            t9 = M_map_76cc72a5[(((v >> 59) & 1) | (((v >> 60) & 1) << 1))]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 13) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 63) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_0f990cdf[(((v >> 61) & 1) | (((v >> 62) & 1) << 1))]
            if t13 is None: raise Invalid
            t14 = M_map_e97fa799[(((v >> 8) & 1) | (((v >> 9) & 1) << 1))]
            if t14 is None: raise Invalid
            t15 = M_map_f8096436[((v >> 15) & 1)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + t8 + t9 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_029927d4', lit): return False
            elif not C_src_029927d4[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_029927d4', lit): return False
            elif not C_src_029927d4[x]: return False
            if not C_map_98368d1b[(((v >> 11) & 1) | (((v >> 12) & 1) << 1))]: return False
            if not C_map_76cc72a5[(((v >> 59) & 1) | (((v >> 60) & 1) << 1))]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 13) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_0f990cdf[(((v >> 61) & 1) | (((v >> 62) & 1) << 1))]: return False
            if not C_map_e97fa799[(((v >> 8) & 1) | (((v >> 9) & 1) << 1))]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e41154ae9667(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_v2f16(lit) + ''
            else:
                t4 = M_map_f1eeac2d[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_v2f16(lit) + ''
            else:
                t7 = M_map_f1eeac2d[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_v2f16(lit) + ''
            else:
                t10 = M_map_f1eeac2d[t9]
                if t10 is None: raise Invalid
            t11 = M_map_5bd92dbc[(((v >> 11) & 1) | (((v >> 12) & 1) << 1) | (((v >> 13) & 1) << 2))]
            if t11 is None: raise Invalid
            t12 = M_map_2db18857[(((v >> 14) & 1) | (((v >> 59) & 1) << 1) | (((v >> 60) & 1) << 2))]
            if t12 is None: raise Invalid
            t13 = M_map_17676644[(((v >> 61) & 1) | (((v >> 62) & 1) << 1) | (((v >> 63) & 1) << 2))]
            if t13 is None: raise Invalid
            t14 = M_map_faf01184[(((v >> 8) & 1) | (((v >> 9) & 1) << 1) | (((v >> 10) & 1) << 2))]
            if t14 is None: raise Invalid
            t15 = M_map_f8096436[((v >> 15) & 1)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_4bab393b', lit): return False
            elif not C_src_4bab393b[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_4bab393b', lit): return False
            elif not C_src_4bab393b[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_4bab393b', lit): return False
            elif not C_src_4bab393b[x]: return False
            if not C_map_5bd92dbc[(((v >> 11) & 1) | (((v >> 12) & 1) << 1) | (((v >> 13) & 1) << 2))]: return False
            if not C_map_2db18857[(((v >> 14) & 1) | (((v >> 59) & 1) << 1) | (((v >> 60) & 1) << 2))]: return False
            if not C_map_17676644[(((v >> 61) & 1) | (((v >> 62) & 1) << 1) | (((v >> 63) & 1) << 2))]: return False
            if not C_map_faf01184[(((v >> 8) & 1) | (((v >> 9) & 1) << 1) | (((v >> 10) & 1) << 2))]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ef55f4b223a3(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_v2bf16(lit) + ''
            else:
                t4 = M_map_f1eeac2d[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_v2bf16(lit) + ''
            else:
                t7 = M_map_f1eeac2d[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_f1eeac2d[t9]
                if t10 is None: raise Invalid
            t11 = M_map_5bd92dbc[(((v >> 11) & 1) | (((v >> 12) & 1) << 1) | (((v >> 13) & 1) << 2))]
            if t11 is None: raise Invalid
            t12 = M_map_2db18857[(((v >> 14) & 1) | (((v >> 59) & 1) << 1) | (((v >> 60) & 1) << 2))]
            if t12 is None: raise Invalid
            t13 = M_map_17676644[(((v >> 61) & 1) | (((v >> 62) & 1) << 1) | (((v >> 63) & 1) << 2))]
            if t13 is None: raise Invalid
            t14 = M_map_faf01184[(((v >> 8) & 1) | (((v >> 9) & 1) << 1) | (((v >> 10) & 1) << 2))]
            if t14 is None: raise Invalid
            t15 = M_map_f8096436[((v >> 15) & 1)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_f1f423ed192c(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_612fe4d7[t3]
                if t4 is None: raise Invalid
            t5 = M_map_107584a0[((v >> 8) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_107584a0[((v >> 9) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 10) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 11) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 12) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 13) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 61) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 62) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 63) & 1)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + t5 + t6 + t7 + t8 + t9 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_2ee32ad8', lit): return False
            elif not C_src_2ee32ad8[x]: return False
            if not C_map_107584a0[((v >> 8) & 1)]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 11) & 1)]: return False
            if not C_map_107584a0[((v >> 12) & 1)]: return False
            if not C_map_107584a0[((v >> 13) & 1)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    return {
        (0,): (shape_5e126da4dbf8, ('v_pk_mad_i16 ', ', ', ', ', ', '), 0x0, 0x0),
        (1,): (shape_890fce2209b5, ('v_pk_mul_lo_u16 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (2,): (shape_890fce2209b5, ('v_pk_add_i16 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (3,): (shape_890fce2209b5, ('v_pk_sub_i16 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (4,): (shape_890fce2209b5, ('v_pk_lshlrev_b16 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (5,): (shape_890fce2209b5, ('v_pk_lshrrev_b16 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (6,): (shape_890fce2209b5, ('v_pk_ashrrev_i16 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (7,): (shape_890fce2209b5, ('v_pk_max_i16 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (8,): (shape_890fce2209b5, ('v_pk_min_i16 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (9,): (shape_5e126da4dbf8, ('v_pk_mad_u16 ', ', ', ', ', ', '), 0x0, 0x0),
        (10,): (shape_890fce2209b5, ('v_pk_add_u16 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (11,): (shape_890fce2209b5, ('v_pk_sub_u16 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (12,): (shape_890fce2209b5, ('v_pk_max_u16 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (13,): (shape_890fce2209b5, ('v_pk_min_u16 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (14,): (shape_e41154ae9667, ('v_pk_fma_f16 ', ', ', ', ', ', '), 0x0, 0x0),
        (15,): (shape_454ca0e80388, ('v_pk_add_f16 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (16,): (shape_454ca0e80388, ('v_pk_mul_f16 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (17,): (shape_454ca0e80388, ('v_pk_min_f16 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (18,): (shape_454ca0e80388, ('v_pk_max_f16 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (26,): (shape_ef55f4b223a3, ('v_dot2_f32_bf16 ', ', ', ', ', ', '), 0x0, 0x0),
        (27,): (shape_e41154ae9667, ('v_pk_minimum3_f16 ', ', ', ', ', ', '), 0x0, 0x0),
        (28,): (shape_e41154ae9667, ('v_pk_maximum3_f16 ', ', ', ', ', ', '), 0x0, 0x0),
        (32,): (shape_bbe8979ad168, ('v_fma_mix_f32 ', ', ', ', ', ', '), 0x0, 0x0),
        (33,): (shape_bbe8979ad168, ('v_fma_mixlo_f16 ', ', ', ', ', ', '), 0x0, 0x0),
        (34,): (shape_bbe8979ad168, ('v_fma_mixhi_f16 ', ', ', ', ', ', '), 0x0, 0x0),
        (35,): (shape_5731ef7a978c, ('v_dot2_f32_f16 ', ', ', ', ', ', '), 0x0, 0x0),
        (38,): (shape_86d366c01215, ('v_dot2_i32_i16 ', ', ', ', ', ', '), 0x0, 0x0),
        (39,): (shape_86d366c01215, ('v_dot2_u32_u16 ', ', ', ', ', ', '), 0x0, 0x0),
        (40,): (
            shape_59ba11572ea7,
            ('v_dot4_i32_i8 ', ', ', ', ', ', '),
            0x1800000000004000, 0x1800000000004000,
        ),
        (41,): (
            shape_59ba11572ea7,
            ('v_dot4_u32_u8 ', ', ', ', ', ', '),
            0x1800000000004000, 0x1800000000004000,
        ),
        (42,): (
            shape_59ba11572ea7,
            ('v_dot8_i32_i4 ', ', ', ', ', ', '),
            0x1800000000004000, 0x1800000000004000,
        ),
        (43,): (
            shape_59ba11572ea7,
            ('v_dot8_u32_u4 ', ', ', ', ', ', '),
            0x1800000000004000, 0x1800000000004000,
        ),
        (48,): (shape_a4d4aa14f04a, ('v_pk_fma_f32 ', ', ', ', ', ', '), 0x0, 0x0),
        (49,): (shape_cca536b8469c, ('v_pk_mul_f32 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (50,): (shape_cca536b8469c, ('v_pk_add_f32 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (51,): (shape_cca536b8469c, ('v_pk_mov_b32 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (88,): (
            shape_f1f423ed192c,
            ('v_accvgpr_read_b32 ', ', '),
            0x1ffffe000000c000, 0x1800000000004000,
        ),
        (89,): (
            shape_13f517801e86,
            ('v_accvgpr_write_b32 ', ', '),
            0x1ffffe000000c000, 0x1800000000004000,
        ),
    }
