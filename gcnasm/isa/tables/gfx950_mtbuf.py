"""gfx950 MTBUF templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.templates.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose, literal_ok, fmt_ok):
    C_map_06ddb367 = bytes.fromhex('0101')
    C_map_31fdf7ab = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_map_373deeb3 = bytes.fromhex('0101010101010101010101010101010101010101010101010101000101010100')
    C_map_4825ca0d = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_map_50142e9d = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010100'
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
    C_map_69c50934 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_map_7c7ca559 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_map_9217653d = bytes.fromhex('0101')
    C_map_b76db404 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_map_b8bb2eef = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010000'
    )
    C_map_fce9f7e1 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101000000'
    )
    C_src_3c1faa85 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000101000000010101010101010101010101010100000101010000'
    )
    F_u16_dec = F['u16_dec']
    L_b32 = L['b32']
    M_map_06ddb367 = R['map_06ddb367'][1]
    M_map_31fdf7ab = R['map_31fdf7ab'][1]
    M_map_373deeb3 = R['map_373deeb3'][1]
    M_map_4825ca0d = R['map_4825ca0d'][1]
    M_map_50142e9d = R['map_50142e9d'][1]
    M_map_58198513 = R['map_58198513'][1]
    M_map_5b377423 = R['map_5b377423'][1]
    M_map_69c50934 = R['map_69c50934'][1]
    M_map_7c7ca559 = R['map_7c7ca559'][1]
    M_map_8da80177 = R['map_8da80177'][1]
    M_map_9217653d = R['map_9217653d'][1]
    M_map_b76db404 = R['map_b76db404'][1]
    M_map_b8bb2eef = R['map_b8bb2eef'][1]
    M_map_fce9f7e1 = R['map_fce9f7e1'][1]
    def shape_050305779c10(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_31fdf7ab[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t7 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_map_9217653d[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_06ddb367[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not C_map_31fdf7ab[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_14f292c9345f(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_31fdf7ab[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t7 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_map_9217653d[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_06ddb367[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + s5 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_31fdf7ab[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1895d6450c23(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t6 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 54) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t7 + s3 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1a96e605c167(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_69c50934[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t7 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_map_9217653d[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_06ddb367[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1e807bc5ee75(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_b8bb2eef[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_31fdf7ab[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t7 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_map_9217653d[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_06ddb367[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not C_map_31fdf7ab[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_270f4efc3193(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_31fdf7ab[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t7 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_map_9217653d[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_06ddb367[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not C_map_31fdf7ab[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_297e2932b4bb(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t6 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 54) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t7 + s3 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_2b5e70c28323(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_31fdf7ab[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t7 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_map_9217653d[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_06ddb367[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + s5 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_31fdf7ab[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_2ba4f2433777(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_b8bb2eef[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_31fdf7ab[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t7 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_map_9217653d[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_06ddb367[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + s5 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not C_map_31fdf7ab[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_329f7bcf1b2b(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t7 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_map_9217653d[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_06ddb367[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + s5 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_371f5768c8f5(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t6 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 54) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t7 + s3 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_3dfb4c5f919c(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_31fdf7ab[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t7 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_map_9217653d[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_06ddb367[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_31fdf7ab[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_3e401e1a58f8(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_69c50934[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t7 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_map_9217653d[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_06ddb367[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + s5 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_3ebf5d997c67(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t7 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_map_9217653d[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_06ddb367[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + s5 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_43876442aeab(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t6 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 54) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_4c25ec933fba(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t7 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_map_9217653d[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_06ddb367[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_4d312827b2f4(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t6 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 54) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t7 + s3 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_4f11d2181244(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_31fdf7ab[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t7 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_map_9217653d[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_06ddb367[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + s5 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not C_map_31fdf7ab[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_538293268bd6(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_31fdf7ab[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t7 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_map_9217653d[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_06ddb367[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + s5 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not C_map_31fdf7ab[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5745ca402f09(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_b8bb2eef[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t6 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 54) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5c385276b3f0(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t6 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 54) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6bce9b9fdad6(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_31fdf7ab[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t7 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_map_9217653d[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_06ddb367[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not C_map_31fdf7ab[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_710637fbf558(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t7 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_map_9217653d[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_06ddb367[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + s5 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_7a1d153d6c12(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_31fdf7ab[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t7 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_map_9217653d[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_06ddb367[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + s5 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not C_map_31fdf7ab[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_831727ef72a9(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t6 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 54) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_93932db5a8e2(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t7 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_map_9217653d[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_06ddb367[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + s5 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_93a15fe4f65b(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t6 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 54) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a1c19d771802(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t6 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 54) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t7 + s3 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b1b38518d59a(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t7 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_map_9217653d[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_06ddb367[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + s5 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b594cce6ea12(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t7 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_map_9217653d[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_06ddb367[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b615ee4a9023(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_b8bb2eef[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t7 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_map_9217653d[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_06ddb367[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + s5 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b628be00e2b7(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_69c50934[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_31fdf7ab[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t7 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_map_9217653d[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_06ddb367[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + s5 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not C_map_31fdf7ab[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b68208d5f8a8(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_31fdf7ab[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t7 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_map_9217653d[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_06ddb367[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_31fdf7ab[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b96c41313b28(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_69c50934[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t6 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 54) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_bb76d82a29e8(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_69c50934[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_31fdf7ab[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t7 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_map_9217653d[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_06ddb367[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not C_map_31fdf7ab[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_bcbdba5e5296(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_69c50934[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t6 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 54) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t7 + s3 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c098a670dd74(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t6 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 54) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c6c0a1f4156e(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_31fdf7ab[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t7 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_map_9217653d[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_06ddb367[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + s5 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not C_map_31fdf7ab[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c6d456fe2709(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_b8bb2eef[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t7 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_map_9217653d[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_06ddb367[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_caf836a73002(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t7 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_map_9217653d[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_06ddb367[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_d7efb49d1511(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_b8bb2eef[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t6 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 54) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t7 + s3 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_d99ed8bd7402(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t6 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 54) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_dc96f2e424ad(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_31fdf7ab[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t7 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_map_9217653d[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_06ddb367[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not C_map_31fdf7ab[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_dffad62f7b5b(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t6 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 54) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t7 + s3 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ed796096d454(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t7 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_map_9217653d[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_06ddb367[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f8bb2f3ad4ed(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t7 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_map_9217653d[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_06ddb367[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f9b7c2c0b4c5(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t7 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_map_9217653d[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_06ddb367[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_fd790115ed15(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t7 = M_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_map_9217653d[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_06ddb367[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + s5 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not C_map_7c7ca559[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 54) & 1)]: return False
            if not C_map_06ddb367[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    return {
        (0, 0, 0, 0, 0): (
            shape_43876442aeab,
            ('tbuffer_load_format_x ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (0, 0, 0, 0, 1): (
            shape_ed796096d454,
            ('tbuffer_load_format_x ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (0, 0, 0, 1, 0): (
            shape_ed796096d454,
            ('tbuffer_load_format_x ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (0, 0, 0, 1, 1): (
            shape_b68208d5f8a8,
            ('tbuffer_load_format_x ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (0, 0, 1, 0, 0): (
            shape_4d312827b2f4,
            ('tbuffer_load_format_x ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (0, 0, 1, 0, 1): (
            shape_b1b38518d59a,
            ('tbuffer_load_format_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (0, 0, 1, 1, 0): (
            shape_b1b38518d59a,
            ('tbuffer_load_format_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (0, 0, 1, 1, 1): (
            shape_14f292c9345f,
            ('tbuffer_load_format_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (0, 1, 0, 0, 0): (
            shape_831727ef72a9,
            ('tbuffer_load_format_x ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (0, 1, 0, 0, 1): (
            shape_f9b7c2c0b4c5,
            ('tbuffer_load_format_x ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (0, 1, 0, 1, 0): (
            shape_f9b7c2c0b4c5,
            ('tbuffer_load_format_x ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (0, 1, 0, 1, 1): (
            shape_3dfb4c5f919c,
            ('tbuffer_load_format_x ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (0, 1, 1, 0, 0): (
            shape_dffad62f7b5b,
            ('tbuffer_load_format_x ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (0, 1, 1, 0, 1): (
            shape_329f7bcf1b2b,
            ('tbuffer_load_format_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (0, 1, 1, 1, 0): (
            shape_329f7bcf1b2b,
            ('tbuffer_load_format_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (0, 1, 1, 1, 1): (
            shape_2b5e70c28323,
            ('tbuffer_load_format_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (1, 0, 0, 0, 0): (
            shape_93a15fe4f65b,
            ('tbuffer_load_format_xy ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (1, 0, 0, 0, 1): (
            shape_b594cce6ea12,
            ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (1, 0, 0, 1, 0): (
            shape_b594cce6ea12,
            ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (1, 0, 0, 1, 1): (
            shape_270f4efc3193,
            ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (1, 0, 1, 0, 0): (
            shape_297e2932b4bb,
            ('tbuffer_load_format_xy ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (1, 0, 1, 0, 1): (
            shape_fd790115ed15,
            ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (1, 0, 1, 1, 0): (
            shape_fd790115ed15,
            ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (1, 0, 1, 1, 1): (
            shape_c6c0a1f4156e,
            ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (1, 1, 0, 0, 0): (
            shape_d99ed8bd7402,
            ('tbuffer_load_format_xy ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (1, 1, 0, 0, 1): (
            shape_4c25ec933fba,
            ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (1, 1, 0, 1, 0): (
            shape_4c25ec933fba,
            ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (1, 1, 0, 1, 1): (
            shape_dc96f2e424ad,
            ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (1, 1, 1, 0, 0): (
            shape_a1c19d771802,
            ('tbuffer_load_format_xy ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (1, 1, 1, 0, 1): (
            shape_710637fbf558,
            ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (1, 1, 1, 1, 0): (
            shape_710637fbf558,
            ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (1, 1, 1, 1, 1): (
            shape_4f11d2181244,
            ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (2, 0, 0, 0, 0): (
            shape_b96c41313b28,
            ('tbuffer_load_format_xyz ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (2, 0, 0, 0, 1): (
            shape_1a96e605c167,
            ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (2, 0, 0, 1, 0): (
            shape_1a96e605c167,
            ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (2, 0, 0, 1, 1): (
            shape_bb76d82a29e8,
            ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (2, 0, 1, 0, 0): (
            shape_bcbdba5e5296,
            ('tbuffer_load_format_xyz ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (2, 0, 1, 0, 1): (
            shape_3e401e1a58f8,
            ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (2, 0, 1, 1, 0): (
            shape_3e401e1a58f8,
            ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (2, 0, 1, 1, 1): (
            shape_b628be00e2b7,
            ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (2, 1, 0, 0, 0): (
            shape_5745ca402f09,
            ('tbuffer_load_format_xyz ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (2, 1, 0, 0, 1): (
            shape_c6d456fe2709,
            ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (2, 1, 0, 1, 0): (
            shape_c6d456fe2709,
            ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (2, 1, 0, 1, 1): (
            shape_1e807bc5ee75,
            ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (2, 1, 1, 0, 0): (
            shape_d7efb49d1511,
            ('tbuffer_load_format_xyz ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (2, 1, 1, 0, 1): (
            shape_b615ee4a9023,
            ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (2, 1, 1, 1, 0): (
            shape_b615ee4a9023,
            ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (2, 1, 1, 1, 1): (
            shape_2ba4f2433777,
            ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (3, 0, 0, 0, 0): (
            shape_5c385276b3f0,
            ('tbuffer_load_format_xyzw ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (3, 0, 0, 0, 1): (
            shape_f8bb2f3ad4ed,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (3, 0, 0, 1, 0): (
            shape_f8bb2f3ad4ed,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (3, 0, 0, 1, 1): (
            shape_6bce9b9fdad6,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (3, 0, 1, 0, 0): (
            shape_1895d6450c23,
            ('tbuffer_load_format_xyzw ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (3, 0, 1, 0, 1): (
            shape_3ebf5d997c67,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (3, 0, 1, 1, 0): (
            shape_3ebf5d997c67,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (3, 0, 1, 1, 1): (
            shape_538293268bd6,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (3, 1, 0, 0, 0): (
            shape_c098a670dd74,
            ('tbuffer_load_format_xyzw ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (3, 1, 0, 0, 1): (
            shape_caf836a73002,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (3, 1, 0, 1, 0): (
            shape_caf836a73002,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (3, 1, 0, 1, 1): (
            shape_050305779c10,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (3, 1, 1, 0, 0): (
            shape_371f5768c8f5,
            ('tbuffer_load_format_xyzw ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (3, 1, 1, 0, 1): (
            shape_93932db5a8e2,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (3, 1, 1, 1, 0): (
            shape_93932db5a8e2,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (3, 1, 1, 1, 1): (
            shape_7a1d153d6c12,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (4, 0, 0, 0, 0): (
            shape_43876442aeab,
            ('tbuffer_store_format_x ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (4, 0, 0, 0, 1): (
            shape_ed796096d454,
            ('tbuffer_store_format_x ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (4, 0, 0, 1, 0): (
            shape_ed796096d454,
            ('tbuffer_store_format_x ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (4, 0, 0, 1, 1): (
            shape_b68208d5f8a8,
            ('tbuffer_store_format_x ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (4, 0, 1, 0, 0): (
            shape_4d312827b2f4,
            ('tbuffer_store_format_x ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (4, 0, 1, 0, 1): (
            shape_b1b38518d59a,
            ('tbuffer_store_format_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (4, 0, 1, 1, 0): (
            shape_b1b38518d59a,
            ('tbuffer_store_format_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (4, 0, 1, 1, 1): (
            shape_14f292c9345f,
            ('tbuffer_store_format_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (4, 1, 0, 0, 0): (
            shape_831727ef72a9,
            ('tbuffer_store_format_x ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (4, 1, 0, 0, 1): (
            shape_f9b7c2c0b4c5,
            ('tbuffer_store_format_x ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (4, 1, 0, 1, 0): (
            shape_f9b7c2c0b4c5,
            ('tbuffer_store_format_x ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (4, 1, 0, 1, 1): (
            shape_3dfb4c5f919c,
            ('tbuffer_store_format_x ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (4, 1, 1, 0, 0): (
            shape_dffad62f7b5b,
            ('tbuffer_store_format_x ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (4, 1, 1, 0, 1): (
            shape_329f7bcf1b2b,
            ('tbuffer_store_format_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (4, 1, 1, 1, 0): (
            shape_329f7bcf1b2b,
            ('tbuffer_store_format_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (4, 1, 1, 1, 1): (
            shape_2b5e70c28323,
            ('tbuffer_store_format_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (5, 0, 0, 0, 0): (
            shape_93a15fe4f65b,
            ('tbuffer_store_format_xy ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (5, 0, 0, 0, 1): (
            shape_b594cce6ea12,
            ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (5, 0, 0, 1, 0): (
            shape_b594cce6ea12,
            ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (5, 0, 0, 1, 1): (
            shape_270f4efc3193,
            ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (5, 0, 1, 0, 0): (
            shape_297e2932b4bb,
            ('tbuffer_store_format_xy ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (5, 0, 1, 0, 1): (
            shape_fd790115ed15,
            ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (5, 0, 1, 1, 0): (
            shape_fd790115ed15,
            ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (5, 0, 1, 1, 1): (
            shape_c6c0a1f4156e,
            ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (5, 1, 0, 0, 0): (
            shape_d99ed8bd7402,
            ('tbuffer_store_format_xy ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (5, 1, 0, 0, 1): (
            shape_4c25ec933fba,
            ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (5, 1, 0, 1, 0): (
            shape_4c25ec933fba,
            ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (5, 1, 0, 1, 1): (
            shape_dc96f2e424ad,
            ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (5, 1, 1, 0, 0): (
            shape_a1c19d771802,
            ('tbuffer_store_format_xy ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (5, 1, 1, 0, 1): (
            shape_710637fbf558,
            ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (5, 1, 1, 1, 0): (
            shape_710637fbf558,
            ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (5, 1, 1, 1, 1): (
            shape_4f11d2181244,
            ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (6, 0, 0, 0, 0): (
            shape_b96c41313b28,
            ('tbuffer_store_format_xyz ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (6, 0, 0, 0, 1): (
            shape_1a96e605c167,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (6, 0, 0, 1, 0): (
            shape_1a96e605c167,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (6, 0, 0, 1, 1): (
            shape_bb76d82a29e8,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (6, 0, 1, 0, 0): (
            shape_bcbdba5e5296,
            ('tbuffer_store_format_xyz ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (6, 0, 1, 0, 1): (
            shape_3e401e1a58f8,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (6, 0, 1, 1, 0): (
            shape_3e401e1a58f8,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (6, 0, 1, 1, 1): (
            shape_b628be00e2b7,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (6, 1, 0, 0, 0): (
            shape_5745ca402f09,
            ('tbuffer_store_format_xyz ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (6, 1, 0, 0, 1): (
            shape_c6d456fe2709,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (6, 1, 0, 1, 0): (
            shape_c6d456fe2709,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (6, 1, 0, 1, 1): (
            shape_1e807bc5ee75,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (6, 1, 1, 0, 0): (
            shape_d7efb49d1511,
            ('tbuffer_store_format_xyz ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (6, 1, 1, 0, 1): (
            shape_b615ee4a9023,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (6, 1, 1, 1, 0): (
            shape_b615ee4a9023,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (6, 1, 1, 1, 1): (
            shape_2ba4f2433777,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (7, 0, 0, 0, 0): (
            shape_5c385276b3f0,
            ('tbuffer_store_format_xyzw ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (7, 0, 0, 0, 1): (
            shape_f8bb2f3ad4ed,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (7, 0, 0, 1, 0): (
            shape_f8bb2f3ad4ed,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (7, 0, 0, 1, 1): (
            shape_6bce9b9fdad6,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (7, 0, 1, 0, 0): (
            shape_1895d6450c23,
            ('tbuffer_store_format_xyzw ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (7, 0, 1, 0, 1): (
            shape_3ebf5d997c67,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (7, 0, 1, 1, 0): (
            shape_3ebf5d997c67,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (7, 0, 1, 1, 1): (
            shape_538293268bd6,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (7, 1, 0, 0, 0): (
            shape_c098a670dd74,
            ('tbuffer_store_format_xyzw ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (7, 1, 0, 0, 1): (
            shape_caf836a73002,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (7, 1, 0, 1, 0): (
            shape_caf836a73002,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (7, 1, 0, 1, 1): (
            shape_050305779c10,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (7, 1, 1, 0, 0): (
            shape_371f5768c8f5,
            ('tbuffer_store_format_xyzw ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (7, 1, 1, 0, 1): (
            shape_93932db5a8e2,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (7, 1, 1, 1, 0): (
            shape_93932db5a8e2,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (7, 1, 1, 1, 1): (
            shape_7a1d153d6c12,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (8, 0, 0, 0, 0): (
            shape_43876442aeab,
            ('tbuffer_load_format_d16_x ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (8, 0, 0, 0, 1): (
            shape_ed796096d454,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (8, 0, 0, 1, 0): (
            shape_ed796096d454,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (8, 0, 0, 1, 1): (
            shape_b68208d5f8a8,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (8, 0, 1, 0, 0): (
            shape_4d312827b2f4,
            ('tbuffer_load_format_d16_x ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (8, 0, 1, 0, 1): (
            shape_b1b38518d59a,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (8, 0, 1, 1, 0): (
            shape_b1b38518d59a,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (8, 0, 1, 1, 1): (
            shape_14f292c9345f,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (8, 1, 0, 0, 0): (
            shape_831727ef72a9,
            ('tbuffer_load_format_d16_x ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (8, 1, 0, 0, 1): (
            shape_f9b7c2c0b4c5,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (8, 1, 0, 1, 0): (
            shape_f9b7c2c0b4c5,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (8, 1, 0, 1, 1): (
            shape_3dfb4c5f919c,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (8, 1, 1, 0, 0): (
            shape_dffad62f7b5b,
            ('tbuffer_load_format_d16_x ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (8, 1, 1, 0, 1): (
            shape_329f7bcf1b2b,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (8, 1, 1, 1, 0): (
            shape_329f7bcf1b2b,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (8, 1, 1, 1, 1): (
            shape_2b5e70c28323,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (9, 0, 0, 0, 0): (
            shape_43876442aeab,
            ('tbuffer_load_format_d16_xy ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (9, 0, 0, 0, 1): (
            shape_ed796096d454,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (9, 0, 0, 1, 0): (
            shape_ed796096d454,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (9, 0, 0, 1, 1): (
            shape_b68208d5f8a8,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (9, 0, 1, 0, 0): (
            shape_4d312827b2f4,
            ('tbuffer_load_format_d16_xy ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (9, 0, 1, 0, 1): (
            shape_b1b38518d59a,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (9, 0, 1, 1, 0): (
            shape_b1b38518d59a,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (9, 0, 1, 1, 1): (
            shape_14f292c9345f,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (9, 1, 0, 0, 0): (
            shape_831727ef72a9,
            ('tbuffer_load_format_d16_xy ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (9, 1, 0, 0, 1): (
            shape_f9b7c2c0b4c5,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (9, 1, 0, 1, 0): (
            shape_f9b7c2c0b4c5,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (9, 1, 0, 1, 1): (
            shape_3dfb4c5f919c,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (9, 1, 1, 0, 0): (
            shape_dffad62f7b5b,
            ('tbuffer_load_format_d16_xy ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (9, 1, 1, 0, 1): (
            shape_329f7bcf1b2b,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (9, 1, 1, 1, 0): (
            shape_329f7bcf1b2b,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (9, 1, 1, 1, 1): (
            shape_2b5e70c28323,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (10, 0, 0, 0, 0): (
            shape_93a15fe4f65b,
            ('tbuffer_load_format_d16_xyz ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (10, 0, 0, 0, 1): (
            shape_b594cce6ea12,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (10, 0, 0, 1, 0): (
            shape_b594cce6ea12,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (10, 0, 0, 1, 1): (
            shape_270f4efc3193,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (10, 0, 1, 0, 0): (
            shape_297e2932b4bb,
            ('tbuffer_load_format_d16_xyz ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (10, 0, 1, 0, 1): (
            shape_fd790115ed15,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (10, 0, 1, 1, 0): (
            shape_fd790115ed15,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (10, 0, 1, 1, 1): (
            shape_c6c0a1f4156e,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (10, 1, 0, 0, 0): (
            shape_d99ed8bd7402,
            ('tbuffer_load_format_d16_xyz ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (10, 1, 0, 0, 1): (
            shape_4c25ec933fba,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (10, 1, 0, 1, 0): (
            shape_4c25ec933fba,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (10, 1, 0, 1, 1): (
            shape_dc96f2e424ad,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (10, 1, 1, 0, 0): (
            shape_a1c19d771802,
            ('tbuffer_load_format_d16_xyz ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (10, 1, 1, 0, 1): (
            shape_710637fbf558,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (10, 1, 1, 1, 0): (
            shape_710637fbf558,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (10, 1, 1, 1, 1): (
            shape_4f11d2181244,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (11, 0, 0, 0, 0): (
            shape_93a15fe4f65b,
            ('tbuffer_load_format_d16_xyzw ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (11, 0, 0, 0, 1): (
            shape_b594cce6ea12,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (11, 0, 0, 1, 0): (
            shape_b594cce6ea12,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (11, 0, 0, 1, 1): (
            shape_270f4efc3193,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (11, 0, 1, 0, 0): (
            shape_297e2932b4bb,
            ('tbuffer_load_format_d16_xyzw ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (11, 0, 1, 0, 1): (
            shape_fd790115ed15,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (11, 0, 1, 1, 0): (
            shape_fd790115ed15,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (11, 0, 1, 1, 1): (
            shape_c6c0a1f4156e,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (11, 1, 0, 0, 0): (
            shape_d99ed8bd7402,
            ('tbuffer_load_format_d16_xyzw ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (11, 1, 0, 0, 1): (
            shape_4c25ec933fba,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (11, 1, 0, 1, 0): (
            shape_4c25ec933fba,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (11, 1, 0, 1, 1): (
            shape_dc96f2e424ad,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (11, 1, 1, 0, 0): (
            shape_a1c19d771802,
            ('tbuffer_load_format_d16_xyzw ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (11, 1, 1, 0, 1): (
            shape_710637fbf558,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (11, 1, 1, 1, 0): (
            shape_710637fbf558,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (11, 1, 1, 1, 1): (
            shape_4f11d2181244,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (12, 0, 0, 0, 0): (
            shape_43876442aeab,
            ('tbuffer_store_format_d16_x ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (12, 0, 0, 0, 1): (
            shape_ed796096d454,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (12, 0, 0, 1, 0): (
            shape_ed796096d454,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (12, 0, 0, 1, 1): (
            shape_b68208d5f8a8,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (12, 0, 1, 0, 0): (
            shape_4d312827b2f4,
            ('tbuffer_store_format_d16_x ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (12, 0, 1, 0, 1): (
            shape_b1b38518d59a,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (12, 0, 1, 1, 0): (
            shape_b1b38518d59a,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (12, 0, 1, 1, 1): (
            shape_14f292c9345f,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (12, 1, 0, 0, 0): (
            shape_831727ef72a9,
            ('tbuffer_store_format_d16_x ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (12, 1, 0, 0, 1): (
            shape_f9b7c2c0b4c5,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (12, 1, 0, 1, 0): (
            shape_f9b7c2c0b4c5,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (12, 1, 0, 1, 1): (
            shape_3dfb4c5f919c,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (12, 1, 1, 0, 0): (
            shape_dffad62f7b5b,
            ('tbuffer_store_format_d16_x ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (12, 1, 1, 0, 1): (
            shape_329f7bcf1b2b,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (12, 1, 1, 1, 0): (
            shape_329f7bcf1b2b,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (12, 1, 1, 1, 1): (
            shape_2b5e70c28323,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (13, 0, 0, 0, 0): (
            shape_43876442aeab,
            ('tbuffer_store_format_d16_xy ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (13, 0, 0, 0, 1): (
            shape_ed796096d454,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (13, 0, 0, 1, 0): (
            shape_ed796096d454,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (13, 0, 0, 1, 1): (
            shape_b68208d5f8a8,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (13, 0, 1, 0, 0): (
            shape_4d312827b2f4,
            ('tbuffer_store_format_d16_xy ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (13, 0, 1, 0, 1): (
            shape_b1b38518d59a,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (13, 0, 1, 1, 0): (
            shape_b1b38518d59a,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (13, 0, 1, 1, 1): (
            shape_14f292c9345f,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (13, 1, 0, 0, 0): (
            shape_831727ef72a9,
            ('tbuffer_store_format_d16_xy ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (13, 1, 0, 0, 1): (
            shape_f9b7c2c0b4c5,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (13, 1, 0, 1, 0): (
            shape_f9b7c2c0b4c5,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (13, 1, 0, 1, 1): (
            shape_3dfb4c5f919c,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (13, 1, 1, 0, 0): (
            shape_dffad62f7b5b,
            ('tbuffer_store_format_d16_xy ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (13, 1, 1, 0, 1): (
            shape_329f7bcf1b2b,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (13, 1, 1, 1, 0): (
            shape_329f7bcf1b2b,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (13, 1, 1, 1, 1): (
            shape_2b5e70c28323,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (14, 0, 0, 0, 0): (
            shape_93a15fe4f65b,
            ('tbuffer_store_format_d16_xyz ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (14, 0, 0, 0, 1): (
            shape_b594cce6ea12,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (14, 0, 0, 1, 0): (
            shape_b594cce6ea12,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (14, 0, 0, 1, 1): (
            shape_270f4efc3193,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (14, 0, 1, 0, 0): (
            shape_297e2932b4bb,
            ('tbuffer_store_format_d16_xyz ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (14, 0, 1, 0, 1): (
            shape_fd790115ed15,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (14, 0, 1, 1, 0): (
            shape_fd790115ed15,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (14, 0, 1, 1, 1): (
            shape_c6c0a1f4156e,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (14, 1, 0, 0, 0): (
            shape_d99ed8bd7402,
            ('tbuffer_store_format_d16_xyz ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (14, 1, 0, 0, 1): (
            shape_4c25ec933fba,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (14, 1, 0, 1, 0): (
            shape_4c25ec933fba,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (14, 1, 0, 1, 1): (
            shape_dc96f2e424ad,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (14, 1, 1, 0, 0): (
            shape_a1c19d771802,
            ('tbuffer_store_format_d16_xyz ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (14, 1, 1, 0, 1): (
            shape_710637fbf558,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (14, 1, 1, 1, 0): (
            shape_710637fbf558,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (14, 1, 1, 1, 1): (
            shape_4f11d2181244,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (15, 0, 0, 0, 0): (
            shape_93a15fe4f65b,
            ('tbuffer_store_format_d16_xyzw ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (15, 0, 0, 0, 1): (
            shape_b594cce6ea12,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (15, 0, 0, 1, 0): (
            shape_b594cce6ea12,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (15, 0, 0, 1, 1): (
            shape_270f4efc3193,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (15, 0, 1, 0, 0): (
            shape_297e2932b4bb,
            ('tbuffer_store_format_d16_xyzw ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (15, 0, 1, 0, 1): (
            shape_fd790115ed15,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (15, 0, 1, 1, 0): (
            shape_fd790115ed15,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (15, 0, 1, 1, 1): (
            shape_c6c0a1f4156e,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (15, 1, 0, 0, 0): (
            shape_d99ed8bd7402,
            ('tbuffer_store_format_d16_xyzw ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (15, 1, 0, 0, 1): (
            shape_4c25ec933fba,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (15, 1, 0, 1, 0): (
            shape_4c25ec933fba,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (15, 1, 0, 1, 1): (
            shape_dc96f2e424ad,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (15, 1, 1, 0, 0): (
            shape_a1c19d771802,
            ('tbuffer_store_format_d16_xyzw ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (15, 1, 1, 0, 1): (
            shape_710637fbf558,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (15, 1, 1, 1, 0): (
            shape_710637fbf558,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (15, 1, 1, 1, 1): (
            shape_4f11d2181244,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
    }
