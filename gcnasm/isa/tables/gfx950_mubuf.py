"""gfx950 MUBUF templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.codegen.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose):
    F_u16_dec = F['u16_dec']
    L_b32 = L['b32']
    M_map_06ddb367 = R['map_06ddb367'][1]
    M_map_1bfc3ba5 = R['map_1bfc3ba5'][1]
    M_map_373deeb3 = R['map_373deeb3'][1]
    M_map_4825ca0d = R['map_4825ca0d'][1]
    M_map_50142e9d = R['map_50142e9d'][1]
    M_map_58198513 = R['map_58198513'][1]
    M_map_5b377423 = R['map_5b377423'][1]
    M_map_69c50934 = R['map_69c50934'][1]
    M_map_8da80177 = R['map_8da80177'][1]
    M_map_9217653d = R['map_9217653d'][1]
    M_map_b76db404 = R['map_b76db404'][1]
    M_map_b8bb2eef = R['map_b8bb2eef'][1]
    M_map_fce9f7e1 = R['map_fce9f7e1'][1]
    def shape_02df63c42674(s):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_03ca2b20c59a(s):
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
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_09e84522af78(s):
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
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_0c7b1bad9bdf(s):
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
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_16b25c1deb99(s):
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
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_18e6b00ed8f1(s):
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
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_1a860f0808a2(s):
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
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_215d1c699c53(s):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_2222dd18ad2d(s):
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
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_2b4a15ec0a4d(s):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_2e7881672076(s):
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
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + s3 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_3553f9a83d9c(s):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_b8bb2eef[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_36a147ce18a8(s):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + s3 + t6 + t8 + t9 + s4
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_3fb7af7f09af(s):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_69c50934[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_4058d20c8599(s):
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
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_4af71dfd475b(s):
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
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + s3 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_4d6c7549710d(s):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_575a0b36c308(s):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_69c50934[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_57c3f1c8f267(s):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + s3 + t6 + s4 + t8 + t9 + s5
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_59448430918a(s):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_b8bb2eef[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_5e5543bb4fc7(s):
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
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_5e78e30224eb(s):
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
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_684f877341ca(s):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + s3 + t6 + s4 + t8 + t9 + s5
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_7b62ef7d0693(s):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_7b69519914a7(s):
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
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_876a3e74fd16(s):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_898309f046f8(s):
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
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_8bf0f9fb26fa(s):
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
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_8c15a250d748(s):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_8cacd6b70eea(s):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_8ffc994281fa(s):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + s3 + t6 + t8 + t9 + s4
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_96e4010da698(s):
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
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_9829d1bdf071(s):
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
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_98c9d98b001f(s):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_9a0dfca8fd82(s):
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
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + s3 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_a268466d10dd(s):
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
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_a68de3a6048e(s):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_a9daac01e334(s):
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
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_a9e8ca8bc13e(s):
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
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_ac0c4fd179ec(s):
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
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_adc8db8564df(s):
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
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_b74d40577132(s):
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
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + s3 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_b7f9733cc259(s):
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
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + s3 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_b8071e134550(s):
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
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_bc7d742a75b0(s):
        s0, = s
        def render(v, lit):
            t1 = M_map_06ddb367[((v >> 15) & 1)]
            if t1 is None: raise Invalid
            return s0 + t1
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_bde6da8762e4(s):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_c756dffc7d2a(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_373deeb3[((v >> 48) & 31)]
            if t1 is None: raise Invalid
            t3 = ((v >> 56) & 255)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_map_8da80177[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 0) & 4095)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            t7 = M_map_9217653d[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_06ddb367[((v >> 15) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t4 + t5 + t7 + t8 + s2
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_cd8e803a8351(s):
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
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_cf7168dd24e4(s):
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
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_d073b1ec8264(s):
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
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + s3 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_e616f89e55a2(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_373deeb3[((v >> 48) & 31)]
            if t1 is None: raise Invalid
            t3 = ((v >> 56) & 255)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_map_8da80177[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 0) & 4095)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            t7 = M_map_9217653d[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_06ddb367[((v >> 15) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t4 + t5 + s2 + t7 + t8 + s3
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_e8eda8f38906(s):
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
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + s3 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_f3e027306009(s):
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
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + s3 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_f3f464444bb6(s):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    def shape_f56d3b59ef51(s):
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
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        return render, takes_literal
    return {
        (0, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_load_format_x ', ', off, ', ', ')),
        (0, 0, 0, 0, 0, 1): (shape_2222dd18ad2d, ('buffer_load_format_x ', ', ', ', ', ', ', ' idxen')),
        (0, 0, 0, 0, 1, 0): (shape_2222dd18ad2d, ('buffer_load_format_x ', ', ', ', ', ', ', ' offen')),
        (0, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_load_format_x ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (0, 0, 0, 1, 0, 0): (shape_d073b1ec8264, ('buffer_load_format_x ', ', off, ', ', ', ' sc0')),
        (0, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_load_format_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (0, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_load_format_x ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (0, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_load_format_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (0, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_load_format_x ', ', off, ', ', ')),
        (0, 0, 1, 0, 0, 1): (shape_18e6b00ed8f1, ('buffer_load_format_x ', ', ', ', ', ', ', ' idxen')),
        (0, 0, 1, 0, 1, 0): (shape_18e6b00ed8f1, ('buffer_load_format_x ', ', ', ', ', ', ', ' offen')),
        (0, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_load_format_x ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (0, 0, 1, 1, 0, 0): (shape_b74d40577132, ('buffer_load_format_x ', ', off, ', ', ', ' sc0')),
        (0, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_load_format_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (0, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_load_format_x ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (0, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_load_format_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (0, 1, 0, 0, 0, 0): (shape_c756dffc7d2a, ('buffer_load_format_x off, ', ', ', ' lds')),
        (0, 1, 0, 0, 0, 1): (
            shape_36a147ce18a8,
            ('buffer_load_format_x ', ', ', ', ', ' idxen', ' lds'),
        ),
        (0, 1, 0, 0, 1, 0): (
            shape_36a147ce18a8,
            ('buffer_load_format_x ', ', ', ', ', ' offen', ' lds'),
        ),
        (0, 1, 0, 0, 1, 1): (
            shape_8ffc994281fa,
            ('buffer_load_format_x ', ', ', ', ', ' idxen offen', ' lds'),
        ),
        (0, 1, 0, 1, 0, 0): (shape_e616f89e55a2, ('buffer_load_format_x off, ', ', ', ' sc0', ' lds')),
        (0, 1, 0, 1, 0, 1): (
            shape_684f877341ca,
            ('buffer_load_format_x ', ', ', ', ', ' idxen', ' sc0', ' lds'),
        ),
        (0, 1, 0, 1, 1, 0): (
            shape_684f877341ca,
            ('buffer_load_format_x ', ', ', ', ', ' offen', ' sc0', ' lds'),
        ),
        (0, 1, 0, 1, 1, 1): (
            shape_57c3f1c8f267,
            ('buffer_load_format_x ', ', ', ', ', ' idxen offen', ' sc0', ' lds'),
        ),
        (1, 0, 0, 0, 0, 0): (shape_09e84522af78, ('buffer_load_format_xy ', ', off, ', ', ')),
        (1, 0, 0, 0, 0, 1): (
            shape_ac0c4fd179ec,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' idxen'),
        ),
        (1, 0, 0, 0, 1, 0): (
            shape_ac0c4fd179ec,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' offen'),
        ),
        (1, 0, 0, 0, 1, 1): (
            shape_7b62ef7d0693,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (1, 0, 0, 1, 0, 0): (shape_e8eda8f38906, ('buffer_load_format_xy ', ', off, ', ', ', ' sc0')),
        (1, 0, 0, 1, 0, 1): (
            shape_1a860f0808a2,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (1, 0, 0, 1, 1, 0): (
            shape_1a860f0808a2,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (1, 0, 0, 1, 1, 1): (
            shape_215d1c699c53,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (1, 0, 1, 0, 0, 0): (shape_9829d1bdf071, ('buffer_load_format_xy ', ', off, ', ', ')),
        (1, 0, 1, 0, 0, 1): (
            shape_96e4010da698,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' idxen'),
        ),
        (1, 0, 1, 0, 1, 0): (
            shape_96e4010da698,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' offen'),
        ),
        (1, 0, 1, 0, 1, 1): (
            shape_8c15a250d748,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (1, 0, 1, 1, 0, 0): (shape_2e7881672076, ('buffer_load_format_xy ', ', off, ', ', ', ' sc0')),
        (1, 0, 1, 1, 0, 1): (
            shape_f56d3b59ef51,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (1, 0, 1, 1, 1, 0): (
            shape_f56d3b59ef51,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (1, 0, 1, 1, 1, 1): (
            shape_2b4a15ec0a4d,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (2, 0, 0, 0, 0, 0): (shape_a268466d10dd, ('buffer_load_format_xyz ', ', off, ', ', ')),
        (2, 0, 0, 0, 0, 1): (
            shape_cf7168dd24e4,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' idxen'),
        ),
        (2, 0, 0, 0, 1, 0): (
            shape_cf7168dd24e4,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' offen'),
        ),
        (2, 0, 0, 0, 1, 1): (
            shape_3fb7af7f09af,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (2, 0, 0, 1, 0, 0): (shape_f3e027306009, ('buffer_load_format_xyz ', ', off, ', ', ', ' sc0')),
        (2, 0, 0, 1, 0, 1): (
            shape_a9e8ca8bc13e,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (2, 0, 0, 1, 1, 0): (
            shape_a9e8ca8bc13e,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (2, 0, 0, 1, 1, 1): (
            shape_575a0b36c308,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (2, 0, 1, 0, 0, 0): (shape_b8071e134550, ('buffer_load_format_xyz ', ', off, ', ', ')),
        (2, 0, 1, 0, 0, 1): (
            shape_4058d20c8599,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' idxen'),
        ),
        (2, 0, 1, 0, 1, 0): (
            shape_4058d20c8599,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' offen'),
        ),
        (2, 0, 1, 0, 1, 1): (
            shape_3553f9a83d9c,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (2, 0, 1, 1, 0, 0): (shape_9a0dfca8fd82, ('buffer_load_format_xyz ', ', off, ', ', ', ' sc0')),
        (2, 0, 1, 1, 0, 1): (
            shape_8bf0f9fb26fa,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (2, 0, 1, 1, 1, 0): (
            shape_8bf0f9fb26fa,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (2, 0, 1, 1, 1, 1): (
            shape_59448430918a,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (3, 0, 0, 0, 0, 0): (shape_03ca2b20c59a, ('buffer_load_format_xyzw ', ', off, ', ', ')),
        (3, 0, 0, 0, 0, 1): (
            shape_7b69519914a7,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen'),
        ),
        (3, 0, 0, 0, 1, 0): (
            shape_7b69519914a7,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' offen'),
        ),
        (3, 0, 0, 0, 1, 1): (
            shape_f3f464444bb6,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (3, 0, 0, 1, 0, 0): (shape_b7f9733cc259, ('buffer_load_format_xyzw ', ', off, ', ', ', ' sc0')),
        (3, 0, 0, 1, 0, 1): (
            shape_898309f046f8,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (3, 0, 0, 1, 1, 0): (
            shape_898309f046f8,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (3, 0, 0, 1, 1, 1): (
            shape_98c9d98b001f,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (3, 0, 1, 0, 0, 0): (shape_0c7b1bad9bdf, ('buffer_load_format_xyzw ', ', off, ', ', ')),
        (3, 0, 1, 0, 0, 1): (
            shape_cd8e803a8351,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen'),
        ),
        (3, 0, 1, 0, 1, 0): (
            shape_cd8e803a8351,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' offen'),
        ),
        (3, 0, 1, 0, 1, 1): (
            shape_bde6da8762e4,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (3, 0, 1, 1, 0, 0): (shape_4af71dfd475b, ('buffer_load_format_xyzw ', ', off, ', ', ', ' sc0')),
        (3, 0, 1, 1, 0, 1): (
            shape_16b25c1deb99,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (3, 0, 1, 1, 1, 0): (
            shape_16b25c1deb99,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (3, 0, 1, 1, 1, 1): (
            shape_8cacd6b70eea,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (4, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_store_format_x ', ', off, ', ', ')),
        (4, 0, 0, 0, 0, 1): (
            shape_2222dd18ad2d,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' idxen'),
        ),
        (4, 0, 0, 0, 1, 0): (
            shape_2222dd18ad2d,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' offen'),
        ),
        (4, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (4, 0, 0, 1, 0, 0): (shape_d073b1ec8264, ('buffer_store_format_x ', ', off, ', ', ', ' sc0')),
        (4, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (4, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (4, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (4, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_store_format_x ', ', off, ', ', ')),
        (4, 0, 1, 0, 0, 1): (
            shape_18e6b00ed8f1,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' idxen'),
        ),
        (4, 0, 1, 0, 1, 0): (
            shape_18e6b00ed8f1,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' offen'),
        ),
        (4, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (4, 0, 1, 1, 0, 0): (shape_b74d40577132, ('buffer_store_format_x ', ', off, ', ', ', ' sc0')),
        (4, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (4, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (4, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (5, 0, 0, 0, 0, 0): (shape_09e84522af78, ('buffer_store_format_xy ', ', off, ', ', ')),
        (5, 0, 0, 0, 0, 1): (
            shape_ac0c4fd179ec,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' idxen'),
        ),
        (5, 0, 0, 0, 1, 0): (
            shape_ac0c4fd179ec,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' offen'),
        ),
        (5, 0, 0, 0, 1, 1): (
            shape_7b62ef7d0693,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (5, 0, 0, 1, 0, 0): (shape_e8eda8f38906, ('buffer_store_format_xy ', ', off, ', ', ', ' sc0')),
        (5, 0, 0, 1, 0, 1): (
            shape_1a860f0808a2,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (5, 0, 0, 1, 1, 0): (
            shape_1a860f0808a2,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (5, 0, 0, 1, 1, 1): (
            shape_215d1c699c53,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (5, 0, 1, 0, 0, 0): (shape_9829d1bdf071, ('buffer_store_format_xy ', ', off, ', ', ')),
        (5, 0, 1, 0, 0, 1): (
            shape_96e4010da698,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' idxen'),
        ),
        (5, 0, 1, 0, 1, 0): (
            shape_96e4010da698,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' offen'),
        ),
        (5, 0, 1, 0, 1, 1): (
            shape_8c15a250d748,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (5, 0, 1, 1, 0, 0): (shape_2e7881672076, ('buffer_store_format_xy ', ', off, ', ', ', ' sc0')),
        (5, 0, 1, 1, 0, 1): (
            shape_f56d3b59ef51,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (5, 0, 1, 1, 1, 0): (
            shape_f56d3b59ef51,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (5, 0, 1, 1, 1, 1): (
            shape_2b4a15ec0a4d,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (6, 0, 0, 0, 0, 0): (shape_a268466d10dd, ('buffer_store_format_xyz ', ', off, ', ', ')),
        (6, 0, 0, 0, 0, 1): (
            shape_cf7168dd24e4,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' idxen'),
        ),
        (6, 0, 0, 0, 1, 0): (
            shape_cf7168dd24e4,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' offen'),
        ),
        (6, 0, 0, 0, 1, 1): (
            shape_3fb7af7f09af,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (6, 0, 0, 1, 0, 0): (shape_f3e027306009, ('buffer_store_format_xyz ', ', off, ', ', ', ' sc0')),
        (6, 0, 0, 1, 0, 1): (
            shape_a9e8ca8bc13e,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (6, 0, 0, 1, 1, 0): (
            shape_a9e8ca8bc13e,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (6, 0, 0, 1, 1, 1): (
            shape_575a0b36c308,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (6, 0, 1, 0, 0, 0): (shape_b8071e134550, ('buffer_store_format_xyz ', ', off, ', ', ')),
        (6, 0, 1, 0, 0, 1): (
            shape_4058d20c8599,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' idxen'),
        ),
        (6, 0, 1, 0, 1, 0): (
            shape_4058d20c8599,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' offen'),
        ),
        (6, 0, 1, 0, 1, 1): (
            shape_3553f9a83d9c,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (6, 0, 1, 1, 0, 0): (shape_9a0dfca8fd82, ('buffer_store_format_xyz ', ', off, ', ', ', ' sc0')),
        (6, 0, 1, 1, 0, 1): (
            shape_8bf0f9fb26fa,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (6, 0, 1, 1, 1, 0): (
            shape_8bf0f9fb26fa,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (6, 0, 1, 1, 1, 1): (
            shape_59448430918a,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (7, 0, 0, 0, 0, 0): (shape_03ca2b20c59a, ('buffer_store_format_xyzw ', ', off, ', ', ')),
        (7, 0, 0, 0, 0, 1): (
            shape_7b69519914a7,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen'),
        ),
        (7, 0, 0, 0, 1, 0): (
            shape_7b69519914a7,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' offen'),
        ),
        (7, 0, 0, 0, 1, 1): (
            shape_f3f464444bb6,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (7, 0, 0, 1, 0, 0): (
            shape_b7f9733cc259,
            ('buffer_store_format_xyzw ', ', off, ', ', ', ' sc0'),
        ),
        (7, 0, 0, 1, 0, 1): (
            shape_898309f046f8,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (7, 0, 0, 1, 1, 0): (
            shape_898309f046f8,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (7, 0, 0, 1, 1, 1): (
            shape_98c9d98b001f,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (7, 0, 1, 0, 0, 0): (shape_0c7b1bad9bdf, ('buffer_store_format_xyzw ', ', off, ', ', ')),
        (7, 0, 1, 0, 0, 1): (
            shape_cd8e803a8351,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen'),
        ),
        (7, 0, 1, 0, 1, 0): (
            shape_cd8e803a8351,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' offen'),
        ),
        (7, 0, 1, 0, 1, 1): (
            shape_bde6da8762e4,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (7, 0, 1, 1, 0, 0): (
            shape_4af71dfd475b,
            ('buffer_store_format_xyzw ', ', off, ', ', ', ' sc0'),
        ),
        (7, 0, 1, 1, 0, 1): (
            shape_16b25c1deb99,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (7, 0, 1, 1, 1, 0): (
            shape_16b25c1deb99,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (7, 0, 1, 1, 1, 1): (
            shape_8cacd6b70eea,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (8, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_load_format_d16_x ', ', off, ', ', ')),
        (8, 0, 0, 0, 0, 1): (
            shape_2222dd18ad2d,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen'),
        ),
        (8, 0, 0, 0, 1, 0): (
            shape_2222dd18ad2d,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' offen'),
        ),
        (8, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (8, 0, 0, 1, 0, 0): (
            shape_d073b1ec8264,
            ('buffer_load_format_d16_x ', ', off, ', ', ', ' sc0'),
        ),
        (8, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (8, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (8, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (8, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_load_format_d16_x ', ', off, ', ', ')),
        (8, 0, 1, 0, 0, 1): (
            shape_18e6b00ed8f1,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen'),
        ),
        (8, 0, 1, 0, 1, 0): (
            shape_18e6b00ed8f1,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' offen'),
        ),
        (8, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (8, 0, 1, 1, 0, 0): (
            shape_b74d40577132,
            ('buffer_load_format_d16_x ', ', off, ', ', ', ' sc0'),
        ),
        (8, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (8, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (8, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (9, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_load_format_d16_xy ', ', off, ', ', ')),
        (9, 0, 0, 0, 0, 1): (
            shape_2222dd18ad2d,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen'),
        ),
        (9, 0, 0, 0, 1, 0): (
            shape_2222dd18ad2d,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' offen'),
        ),
        (9, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (9, 0, 0, 1, 0, 0): (
            shape_d073b1ec8264,
            ('buffer_load_format_d16_xy ', ', off, ', ', ', ' sc0'),
        ),
        (9, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (9, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (9, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (9, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_load_format_d16_xy ', ', off, ', ', ')),
        (9, 0, 1, 0, 0, 1): (
            shape_18e6b00ed8f1,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen'),
        ),
        (9, 0, 1, 0, 1, 0): (
            shape_18e6b00ed8f1,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' offen'),
        ),
        (9, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (9, 0, 1, 1, 0, 0): (
            shape_b74d40577132,
            ('buffer_load_format_d16_xy ', ', off, ', ', ', ' sc0'),
        ),
        (9, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (9, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (9, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (10, 0, 0, 0, 0, 0): (shape_09e84522af78, ('buffer_load_format_d16_xyz ', ', off, ', ', ')),
        (10, 0, 0, 0, 0, 1): (
            shape_ac0c4fd179ec,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen'),
        ),
        (10, 0, 0, 0, 1, 0): (
            shape_ac0c4fd179ec,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' offen'),
        ),
        (10, 0, 0, 0, 1, 1): (
            shape_7b62ef7d0693,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (10, 0, 0, 1, 0, 0): (
            shape_e8eda8f38906,
            ('buffer_load_format_d16_xyz ', ', off, ', ', ', ' sc0'),
        ),
        (10, 0, 0, 1, 0, 1): (
            shape_1a860f0808a2,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (10, 0, 0, 1, 1, 0): (
            shape_1a860f0808a2,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (10, 0, 0, 1, 1, 1): (
            shape_215d1c699c53,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (10, 0, 1, 0, 0, 0): (shape_9829d1bdf071, ('buffer_load_format_d16_xyz ', ', off, ', ', ')),
        (10, 0, 1, 0, 0, 1): (
            shape_96e4010da698,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen'),
        ),
        (10, 0, 1, 0, 1, 0): (
            shape_96e4010da698,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' offen'),
        ),
        (10, 0, 1, 0, 1, 1): (
            shape_8c15a250d748,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (10, 0, 1, 1, 0, 0): (
            shape_2e7881672076,
            ('buffer_load_format_d16_xyz ', ', off, ', ', ', ' sc0'),
        ),
        (10, 0, 1, 1, 0, 1): (
            shape_f56d3b59ef51,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (10, 0, 1, 1, 1, 0): (
            shape_f56d3b59ef51,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (10, 0, 1, 1, 1, 1): (
            shape_2b4a15ec0a4d,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (11, 0, 0, 0, 0, 0): (shape_09e84522af78, ('buffer_load_format_d16_xyzw ', ', off, ', ', ')),
        (11, 0, 0, 0, 0, 1): (
            shape_ac0c4fd179ec,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen'),
        ),
        (11, 0, 0, 0, 1, 0): (
            shape_ac0c4fd179ec,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' offen'),
        ),
        (11, 0, 0, 0, 1, 1): (
            shape_7b62ef7d0693,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (11, 0, 0, 1, 0, 0): (
            shape_e8eda8f38906,
            ('buffer_load_format_d16_xyzw ', ', off, ', ', ', ' sc0'),
        ),
        (11, 0, 0, 1, 0, 1): (
            shape_1a860f0808a2,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (11, 0, 0, 1, 1, 0): (
            shape_1a860f0808a2,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (11, 0, 0, 1, 1, 1): (
            shape_215d1c699c53,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (11, 0, 1, 0, 0, 0): (shape_9829d1bdf071, ('buffer_load_format_d16_xyzw ', ', off, ', ', ')),
        (11, 0, 1, 0, 0, 1): (
            shape_96e4010da698,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen'),
        ),
        (11, 0, 1, 0, 1, 0): (
            shape_96e4010da698,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' offen'),
        ),
        (11, 0, 1, 0, 1, 1): (
            shape_8c15a250d748,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (11, 0, 1, 1, 0, 0): (
            shape_2e7881672076,
            ('buffer_load_format_d16_xyzw ', ', off, ', ', ', ' sc0'),
        ),
        (11, 0, 1, 1, 0, 1): (
            shape_f56d3b59ef51,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (11, 0, 1, 1, 1, 0): (
            shape_f56d3b59ef51,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (11, 0, 1, 1, 1, 1): (
            shape_2b4a15ec0a4d,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (12, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_store_format_d16_x ', ', off, ', ', ')),
        (12, 0, 0, 0, 0, 1): (
            shape_2222dd18ad2d,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen'),
        ),
        (12, 0, 0, 0, 1, 0): (
            shape_2222dd18ad2d,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' offen'),
        ),
        (12, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (12, 0, 0, 1, 0, 0): (
            shape_d073b1ec8264,
            ('buffer_store_format_d16_x ', ', off, ', ', ', ' sc0'),
        ),
        (12, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (12, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (12, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (12, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_store_format_d16_x ', ', off, ', ', ')),
        (12, 0, 1, 0, 0, 1): (
            shape_18e6b00ed8f1,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen'),
        ),
        (12, 0, 1, 0, 1, 0): (
            shape_18e6b00ed8f1,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' offen'),
        ),
        (12, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (12, 0, 1, 1, 0, 0): (
            shape_b74d40577132,
            ('buffer_store_format_d16_x ', ', off, ', ', ', ' sc0'),
        ),
        (12, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (12, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (12, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (13, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_store_format_d16_xy ', ', off, ', ', ')),
        (13, 0, 0, 0, 0, 1): (
            shape_2222dd18ad2d,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen'),
        ),
        (13, 0, 0, 0, 1, 0): (
            shape_2222dd18ad2d,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' offen'),
        ),
        (13, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (13, 0, 0, 1, 0, 0): (
            shape_d073b1ec8264,
            ('buffer_store_format_d16_xy ', ', off, ', ', ', ' sc0'),
        ),
        (13, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (13, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (13, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (13, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_store_format_d16_xy ', ', off, ', ', ')),
        (13, 0, 1, 0, 0, 1): (
            shape_18e6b00ed8f1,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen'),
        ),
        (13, 0, 1, 0, 1, 0): (
            shape_18e6b00ed8f1,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' offen'),
        ),
        (13, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (13, 0, 1, 1, 0, 0): (
            shape_b74d40577132,
            ('buffer_store_format_d16_xy ', ', off, ', ', ', ' sc0'),
        ),
        (13, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (13, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (13, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (14, 0, 0, 0, 0, 0): (shape_09e84522af78, ('buffer_store_format_d16_xyz ', ', off, ', ', ')),
        (14, 0, 0, 0, 0, 1): (
            shape_ac0c4fd179ec,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen'),
        ),
        (14, 0, 0, 0, 1, 0): (
            shape_ac0c4fd179ec,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' offen'),
        ),
        (14, 0, 0, 0, 1, 1): (
            shape_7b62ef7d0693,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (14, 0, 0, 1, 0, 0): (
            shape_e8eda8f38906,
            ('buffer_store_format_d16_xyz ', ', off, ', ', ', ' sc0'),
        ),
        (14, 0, 0, 1, 0, 1): (
            shape_1a860f0808a2,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (14, 0, 0, 1, 1, 0): (
            shape_1a860f0808a2,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (14, 0, 0, 1, 1, 1): (
            shape_215d1c699c53,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (14, 0, 1, 0, 0, 0): (shape_9829d1bdf071, ('buffer_store_format_d16_xyz ', ', off, ', ', ')),
        (14, 0, 1, 0, 0, 1): (
            shape_96e4010da698,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen'),
        ),
        (14, 0, 1, 0, 1, 0): (
            shape_96e4010da698,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' offen'),
        ),
        (14, 0, 1, 0, 1, 1): (
            shape_8c15a250d748,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (14, 0, 1, 1, 0, 0): (
            shape_2e7881672076,
            ('buffer_store_format_d16_xyz ', ', off, ', ', ', ' sc0'),
        ),
        (14, 0, 1, 1, 0, 1): (
            shape_f56d3b59ef51,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (14, 0, 1, 1, 1, 0): (
            shape_f56d3b59ef51,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (14, 0, 1, 1, 1, 1): (
            shape_2b4a15ec0a4d,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (15, 0, 0, 0, 0, 0): (shape_09e84522af78, ('buffer_store_format_d16_xyzw ', ', off, ', ', ')),
        (15, 0, 0, 0, 0, 1): (
            shape_ac0c4fd179ec,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen'),
        ),
        (15, 0, 0, 0, 1, 0): (
            shape_ac0c4fd179ec,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' offen'),
        ),
        (15, 0, 0, 0, 1, 1): (
            shape_7b62ef7d0693,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (15, 0, 0, 1, 0, 0): (
            shape_e8eda8f38906,
            ('buffer_store_format_d16_xyzw ', ', off, ', ', ', ' sc0'),
        ),
        (15, 0, 0, 1, 0, 1): (
            shape_1a860f0808a2,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (15, 0, 0, 1, 1, 0): (
            shape_1a860f0808a2,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (15, 0, 0, 1, 1, 1): (
            shape_215d1c699c53,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (15, 0, 1, 0, 0, 0): (shape_9829d1bdf071, ('buffer_store_format_d16_xyzw ', ', off, ', ', ')),
        (15, 0, 1, 0, 0, 1): (
            shape_96e4010da698,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen'),
        ),
        (15, 0, 1, 0, 1, 0): (
            shape_96e4010da698,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' offen'),
        ),
        (15, 0, 1, 0, 1, 1): (
            shape_8c15a250d748,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (15, 0, 1, 1, 0, 0): (
            shape_2e7881672076,
            ('buffer_store_format_d16_xyzw ', ', off, ', ', ', ' sc0'),
        ),
        (15, 0, 1, 1, 0, 1): (
            shape_f56d3b59ef51,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (15, 0, 1, 1, 1, 0): (
            shape_f56d3b59ef51,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (15, 0, 1, 1, 1, 1): (
            shape_2b4a15ec0a4d,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (16, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_load_ubyte ', ', off, ', ', ')),
        (16, 0, 0, 0, 0, 1): (shape_2222dd18ad2d, ('buffer_load_ubyte ', ', ', ', ', ', ', ' idxen')),
        (16, 0, 0, 0, 1, 0): (shape_2222dd18ad2d, ('buffer_load_ubyte ', ', ', ', ', ', ', ' offen')),
        (16, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_load_ubyte ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (16, 0, 0, 1, 0, 0): (shape_d073b1ec8264, ('buffer_load_ubyte ', ', off, ', ', ', ' sc0')),
        (16, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_load_ubyte ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (16, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_load_ubyte ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (16, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_load_ubyte ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (16, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_load_ubyte ', ', off, ', ', ')),
        (16, 0, 1, 0, 0, 1): (shape_18e6b00ed8f1, ('buffer_load_ubyte ', ', ', ', ', ', ', ' idxen')),
        (16, 0, 1, 0, 1, 0): (shape_18e6b00ed8f1, ('buffer_load_ubyte ', ', ', ', ', ', ', ' offen')),
        (16, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_load_ubyte ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (16, 0, 1, 1, 0, 0): (shape_b74d40577132, ('buffer_load_ubyte ', ', off, ', ', ', ' sc0')),
        (16, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_load_ubyte ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (16, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_load_ubyte ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (16, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_load_ubyte ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (16, 1, 0, 0, 0, 0): (shape_c756dffc7d2a, ('buffer_load_ubyte off, ', ', ', ' lds')),
        (16, 1, 0, 0, 0, 1): (shape_36a147ce18a8, ('buffer_load_ubyte ', ', ', ', ', ' idxen', ' lds')),
        (16, 1, 0, 0, 1, 0): (shape_36a147ce18a8, ('buffer_load_ubyte ', ', ', ', ', ' offen', ' lds')),
        (16, 1, 0, 0, 1, 1): (
            shape_8ffc994281fa,
            ('buffer_load_ubyte ', ', ', ', ', ' idxen offen', ' lds'),
        ),
        (16, 1, 0, 1, 0, 0): (shape_e616f89e55a2, ('buffer_load_ubyte off, ', ', ', ' sc0', ' lds')),
        (16, 1, 0, 1, 0, 1): (
            shape_684f877341ca,
            ('buffer_load_ubyte ', ', ', ', ', ' idxen', ' sc0', ' lds'),
        ),
        (16, 1, 0, 1, 1, 0): (
            shape_684f877341ca,
            ('buffer_load_ubyte ', ', ', ', ', ' offen', ' sc0', ' lds'),
        ),
        (16, 1, 0, 1, 1, 1): (
            shape_57c3f1c8f267,
            ('buffer_load_ubyte ', ', ', ', ', ' idxen offen', ' sc0', ' lds'),
        ),
        (17, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_load_sbyte ', ', off, ', ', ')),
        (17, 0, 0, 0, 0, 1): (shape_2222dd18ad2d, ('buffer_load_sbyte ', ', ', ', ', ', ', ' idxen')),
        (17, 0, 0, 0, 1, 0): (shape_2222dd18ad2d, ('buffer_load_sbyte ', ', ', ', ', ', ', ' offen')),
        (17, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_load_sbyte ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (17, 0, 0, 1, 0, 0): (shape_d073b1ec8264, ('buffer_load_sbyte ', ', off, ', ', ', ' sc0')),
        (17, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_load_sbyte ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (17, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_load_sbyte ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (17, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_load_sbyte ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (17, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_load_sbyte ', ', off, ', ', ')),
        (17, 0, 1, 0, 0, 1): (shape_18e6b00ed8f1, ('buffer_load_sbyte ', ', ', ', ', ', ', ' idxen')),
        (17, 0, 1, 0, 1, 0): (shape_18e6b00ed8f1, ('buffer_load_sbyte ', ', ', ', ', ', ', ' offen')),
        (17, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_load_sbyte ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (17, 0, 1, 1, 0, 0): (shape_b74d40577132, ('buffer_load_sbyte ', ', off, ', ', ', ' sc0')),
        (17, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_load_sbyte ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (17, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_load_sbyte ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (17, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_load_sbyte ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (17, 1, 0, 0, 0, 0): (shape_c756dffc7d2a, ('buffer_load_sbyte off, ', ', ', ' lds')),
        (17, 1, 0, 0, 0, 1): (shape_36a147ce18a8, ('buffer_load_sbyte ', ', ', ', ', ' idxen', ' lds')),
        (17, 1, 0, 0, 1, 0): (shape_36a147ce18a8, ('buffer_load_sbyte ', ', ', ', ', ' offen', ' lds')),
        (17, 1, 0, 0, 1, 1): (
            shape_8ffc994281fa,
            ('buffer_load_sbyte ', ', ', ', ', ' idxen offen', ' lds'),
        ),
        (17, 1, 0, 1, 0, 0): (shape_e616f89e55a2, ('buffer_load_sbyte off, ', ', ', ' sc0', ' lds')),
        (17, 1, 0, 1, 0, 1): (
            shape_684f877341ca,
            ('buffer_load_sbyte ', ', ', ', ', ' idxen', ' sc0', ' lds'),
        ),
        (17, 1, 0, 1, 1, 0): (
            shape_684f877341ca,
            ('buffer_load_sbyte ', ', ', ', ', ' offen', ' sc0', ' lds'),
        ),
        (17, 1, 0, 1, 1, 1): (
            shape_57c3f1c8f267,
            ('buffer_load_sbyte ', ', ', ', ', ' idxen offen', ' sc0', ' lds'),
        ),
        (18, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_load_ushort ', ', off, ', ', ')),
        (18, 0, 0, 0, 0, 1): (shape_2222dd18ad2d, ('buffer_load_ushort ', ', ', ', ', ', ', ' idxen')),
        (18, 0, 0, 0, 1, 0): (shape_2222dd18ad2d, ('buffer_load_ushort ', ', ', ', ', ', ', ' offen')),
        (18, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_load_ushort ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (18, 0, 0, 1, 0, 0): (shape_d073b1ec8264, ('buffer_load_ushort ', ', off, ', ', ', ' sc0')),
        (18, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_load_ushort ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (18, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_load_ushort ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (18, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_load_ushort ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (18, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_load_ushort ', ', off, ', ', ')),
        (18, 0, 1, 0, 0, 1): (shape_18e6b00ed8f1, ('buffer_load_ushort ', ', ', ', ', ', ', ' idxen')),
        (18, 0, 1, 0, 1, 0): (shape_18e6b00ed8f1, ('buffer_load_ushort ', ', ', ', ', ', ', ' offen')),
        (18, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_load_ushort ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (18, 0, 1, 1, 0, 0): (shape_b74d40577132, ('buffer_load_ushort ', ', off, ', ', ', ' sc0')),
        (18, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_load_ushort ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (18, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_load_ushort ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (18, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_load_ushort ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (18, 1, 0, 0, 0, 0): (shape_c756dffc7d2a, ('buffer_load_ushort off, ', ', ', ' lds')),
        (18, 1, 0, 0, 0, 1): (
            shape_36a147ce18a8,
            ('buffer_load_ushort ', ', ', ', ', ' idxen', ' lds'),
        ),
        (18, 1, 0, 0, 1, 0): (
            shape_36a147ce18a8,
            ('buffer_load_ushort ', ', ', ', ', ' offen', ' lds'),
        ),
        (18, 1, 0, 0, 1, 1): (
            shape_8ffc994281fa,
            ('buffer_load_ushort ', ', ', ', ', ' idxen offen', ' lds'),
        ),
        (18, 1, 0, 1, 0, 0): (shape_e616f89e55a2, ('buffer_load_ushort off, ', ', ', ' sc0', ' lds')),
        (18, 1, 0, 1, 0, 1): (
            shape_684f877341ca,
            ('buffer_load_ushort ', ', ', ', ', ' idxen', ' sc0', ' lds'),
        ),
        (18, 1, 0, 1, 1, 0): (
            shape_684f877341ca,
            ('buffer_load_ushort ', ', ', ', ', ' offen', ' sc0', ' lds'),
        ),
        (18, 1, 0, 1, 1, 1): (
            shape_57c3f1c8f267,
            ('buffer_load_ushort ', ', ', ', ', ' idxen offen', ' sc0', ' lds'),
        ),
        (19, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_load_sshort ', ', off, ', ', ')),
        (19, 0, 0, 0, 0, 1): (shape_2222dd18ad2d, ('buffer_load_sshort ', ', ', ', ', ', ', ' idxen')),
        (19, 0, 0, 0, 1, 0): (shape_2222dd18ad2d, ('buffer_load_sshort ', ', ', ', ', ', ', ' offen')),
        (19, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_load_sshort ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (19, 0, 0, 1, 0, 0): (shape_d073b1ec8264, ('buffer_load_sshort ', ', off, ', ', ', ' sc0')),
        (19, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_load_sshort ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (19, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_load_sshort ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (19, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_load_sshort ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (19, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_load_sshort ', ', off, ', ', ')),
        (19, 0, 1, 0, 0, 1): (shape_18e6b00ed8f1, ('buffer_load_sshort ', ', ', ', ', ', ', ' idxen')),
        (19, 0, 1, 0, 1, 0): (shape_18e6b00ed8f1, ('buffer_load_sshort ', ', ', ', ', ', ', ' offen')),
        (19, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_load_sshort ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (19, 0, 1, 1, 0, 0): (shape_b74d40577132, ('buffer_load_sshort ', ', off, ', ', ', ' sc0')),
        (19, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_load_sshort ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (19, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_load_sshort ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (19, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_load_sshort ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (19, 1, 0, 0, 0, 0): (shape_c756dffc7d2a, ('buffer_load_sshort off, ', ', ', ' lds')),
        (19, 1, 0, 0, 0, 1): (
            shape_36a147ce18a8,
            ('buffer_load_sshort ', ', ', ', ', ' idxen', ' lds'),
        ),
        (19, 1, 0, 0, 1, 0): (
            shape_36a147ce18a8,
            ('buffer_load_sshort ', ', ', ', ', ' offen', ' lds'),
        ),
        (19, 1, 0, 0, 1, 1): (
            shape_8ffc994281fa,
            ('buffer_load_sshort ', ', ', ', ', ' idxen offen', ' lds'),
        ),
        (19, 1, 0, 1, 0, 0): (shape_e616f89e55a2, ('buffer_load_sshort off, ', ', ', ' sc0', ' lds')),
        (19, 1, 0, 1, 0, 1): (
            shape_684f877341ca,
            ('buffer_load_sshort ', ', ', ', ', ' idxen', ' sc0', ' lds'),
        ),
        (19, 1, 0, 1, 1, 0): (
            shape_684f877341ca,
            ('buffer_load_sshort ', ', ', ', ', ' offen', ' sc0', ' lds'),
        ),
        (19, 1, 0, 1, 1, 1): (
            shape_57c3f1c8f267,
            ('buffer_load_sshort ', ', ', ', ', ' idxen offen', ' sc0', ' lds'),
        ),
        (20, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_load_dword ', ', off, ', ', ')),
        (20, 0, 0, 0, 0, 1): (shape_2222dd18ad2d, ('buffer_load_dword ', ', ', ', ', ', ', ' idxen')),
        (20, 0, 0, 0, 1, 0): (shape_2222dd18ad2d, ('buffer_load_dword ', ', ', ', ', ', ', ' offen')),
        (20, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_load_dword ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (20, 0, 0, 1, 0, 0): (shape_d073b1ec8264, ('buffer_load_dword ', ', off, ', ', ', ' sc0')),
        (20, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_load_dword ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (20, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_load_dword ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (20, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_load_dword ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (20, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_load_dword ', ', off, ', ', ')),
        (20, 0, 1, 0, 0, 1): (shape_18e6b00ed8f1, ('buffer_load_dword ', ', ', ', ', ', ', ' idxen')),
        (20, 0, 1, 0, 1, 0): (shape_18e6b00ed8f1, ('buffer_load_dword ', ', ', ', ', ', ', ' offen')),
        (20, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_load_dword ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (20, 0, 1, 1, 0, 0): (shape_b74d40577132, ('buffer_load_dword ', ', off, ', ', ', ' sc0')),
        (20, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_load_dword ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (20, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_load_dword ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (20, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_load_dword ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (20, 1, 0, 0, 0, 0): (shape_c756dffc7d2a, ('buffer_load_dword off, ', ', ', ' lds')),
        (20, 1, 0, 0, 0, 1): (shape_36a147ce18a8, ('buffer_load_dword ', ', ', ', ', ' idxen', ' lds')),
        (20, 1, 0, 0, 1, 0): (shape_36a147ce18a8, ('buffer_load_dword ', ', ', ', ', ' offen', ' lds')),
        (20, 1, 0, 0, 1, 1): (
            shape_8ffc994281fa,
            ('buffer_load_dword ', ', ', ', ', ' idxen offen', ' lds'),
        ),
        (20, 1, 0, 1, 0, 0): (shape_e616f89e55a2, ('buffer_load_dword off, ', ', ', ' sc0', ' lds')),
        (20, 1, 0, 1, 0, 1): (
            shape_684f877341ca,
            ('buffer_load_dword ', ', ', ', ', ' idxen', ' sc0', ' lds'),
        ),
        (20, 1, 0, 1, 1, 0): (
            shape_684f877341ca,
            ('buffer_load_dword ', ', ', ', ', ' offen', ' sc0', ' lds'),
        ),
        (20, 1, 0, 1, 1, 1): (
            shape_57c3f1c8f267,
            ('buffer_load_dword ', ', ', ', ', ' idxen offen', ' sc0', ' lds'),
        ),
        (21, 0, 0, 0, 0, 0): (shape_09e84522af78, ('buffer_load_dwordx2 ', ', off, ', ', ')),
        (21, 0, 0, 0, 0, 1): (shape_ac0c4fd179ec, ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' idxen')),
        (21, 0, 0, 0, 1, 0): (shape_ac0c4fd179ec, ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' offen')),
        (21, 0, 0, 0, 1, 1): (
            shape_7b62ef7d0693,
            ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (21, 0, 0, 1, 0, 0): (shape_e8eda8f38906, ('buffer_load_dwordx2 ', ', off, ', ', ', ' sc0')),
        (21, 0, 0, 1, 0, 1): (
            shape_1a860f0808a2,
            ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (21, 0, 0, 1, 1, 0): (
            shape_1a860f0808a2,
            ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (21, 0, 0, 1, 1, 1): (
            shape_215d1c699c53,
            ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (21, 0, 1, 0, 0, 0): (shape_9829d1bdf071, ('buffer_load_dwordx2 ', ', off, ', ', ')),
        (21, 0, 1, 0, 0, 1): (shape_96e4010da698, ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' idxen')),
        (21, 0, 1, 0, 1, 0): (shape_96e4010da698, ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' offen')),
        (21, 0, 1, 0, 1, 1): (
            shape_8c15a250d748,
            ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (21, 0, 1, 1, 0, 0): (shape_2e7881672076, ('buffer_load_dwordx2 ', ', off, ', ', ', ' sc0')),
        (21, 0, 1, 1, 0, 1): (
            shape_f56d3b59ef51,
            ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (21, 0, 1, 1, 1, 0): (
            shape_f56d3b59ef51,
            ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (21, 0, 1, 1, 1, 1): (
            shape_2b4a15ec0a4d,
            ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (22, 0, 0, 0, 0, 0): (shape_a268466d10dd, ('buffer_load_dwordx3 ', ', off, ', ', ')),
        (22, 0, 0, 0, 0, 1): (shape_cf7168dd24e4, ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' idxen')),
        (22, 0, 0, 0, 1, 0): (shape_cf7168dd24e4, ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' offen')),
        (22, 0, 0, 0, 1, 1): (
            shape_3fb7af7f09af,
            ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (22, 0, 0, 1, 0, 0): (shape_f3e027306009, ('buffer_load_dwordx3 ', ', off, ', ', ', ' sc0')),
        (22, 0, 0, 1, 0, 1): (
            shape_a9e8ca8bc13e,
            ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (22, 0, 0, 1, 1, 0): (
            shape_a9e8ca8bc13e,
            ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (22, 0, 0, 1, 1, 1): (
            shape_575a0b36c308,
            ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (22, 0, 1, 0, 0, 0): (shape_b8071e134550, ('buffer_load_dwordx3 ', ', off, ', ', ')),
        (22, 0, 1, 0, 0, 1): (shape_4058d20c8599, ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' idxen')),
        (22, 0, 1, 0, 1, 0): (shape_4058d20c8599, ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' offen')),
        (22, 0, 1, 0, 1, 1): (
            shape_3553f9a83d9c,
            ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (22, 0, 1, 1, 0, 0): (shape_9a0dfca8fd82, ('buffer_load_dwordx3 ', ', off, ', ', ', ' sc0')),
        (22, 0, 1, 1, 0, 1): (
            shape_8bf0f9fb26fa,
            ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (22, 0, 1, 1, 1, 0): (
            shape_8bf0f9fb26fa,
            ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (22, 0, 1, 1, 1, 1): (
            shape_59448430918a,
            ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (22, 1, 0, 0, 0, 0): (shape_c756dffc7d2a, ('buffer_load_dwordx3 off, ', ', ', ' lds')),
        (22, 1, 0, 0, 0, 1): (
            shape_36a147ce18a8,
            ('buffer_load_dwordx3 ', ', ', ', ', ' idxen', ' lds'),
        ),
        (22, 1, 0, 0, 1, 0): (
            shape_36a147ce18a8,
            ('buffer_load_dwordx3 ', ', ', ', ', ' offen', ' lds'),
        ),
        (22, 1, 0, 0, 1, 1): (
            shape_8ffc994281fa,
            ('buffer_load_dwordx3 ', ', ', ', ', ' idxen offen', ' lds'),
        ),
        (22, 1, 0, 1, 0, 0): (shape_e616f89e55a2, ('buffer_load_dwordx3 off, ', ', ', ' sc0', ' lds')),
        (22, 1, 0, 1, 0, 1): (
            shape_684f877341ca,
            ('buffer_load_dwordx3 ', ', ', ', ', ' idxen', ' sc0', ' lds'),
        ),
        (22, 1, 0, 1, 1, 0): (
            shape_684f877341ca,
            ('buffer_load_dwordx3 ', ', ', ', ', ' offen', ' sc0', ' lds'),
        ),
        (22, 1, 0, 1, 1, 1): (
            shape_57c3f1c8f267,
            ('buffer_load_dwordx3 ', ', ', ', ', ' idxen offen', ' sc0', ' lds'),
        ),
        (23, 0, 0, 0, 0, 0): (shape_03ca2b20c59a, ('buffer_load_dwordx4 ', ', off, ', ', ')),
        (23, 0, 0, 0, 0, 1): (shape_7b69519914a7, ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' idxen')),
        (23, 0, 0, 0, 1, 0): (shape_7b69519914a7, ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' offen')),
        (23, 0, 0, 0, 1, 1): (
            shape_f3f464444bb6,
            ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (23, 0, 0, 1, 0, 0): (shape_b7f9733cc259, ('buffer_load_dwordx4 ', ', off, ', ', ', ' sc0')),
        (23, 0, 0, 1, 0, 1): (
            shape_898309f046f8,
            ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (23, 0, 0, 1, 1, 0): (
            shape_898309f046f8,
            ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (23, 0, 0, 1, 1, 1): (
            shape_98c9d98b001f,
            ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (23, 0, 1, 0, 0, 0): (shape_0c7b1bad9bdf, ('buffer_load_dwordx4 ', ', off, ', ', ')),
        (23, 0, 1, 0, 0, 1): (shape_cd8e803a8351, ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' idxen')),
        (23, 0, 1, 0, 1, 0): (shape_cd8e803a8351, ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' offen')),
        (23, 0, 1, 0, 1, 1): (
            shape_bde6da8762e4,
            ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (23, 0, 1, 1, 0, 0): (shape_4af71dfd475b, ('buffer_load_dwordx4 ', ', off, ', ', ', ' sc0')),
        (23, 0, 1, 1, 0, 1): (
            shape_16b25c1deb99,
            ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (23, 0, 1, 1, 1, 0): (
            shape_16b25c1deb99,
            ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (23, 0, 1, 1, 1, 1): (
            shape_8cacd6b70eea,
            ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (23, 1, 0, 0, 0, 0): (shape_c756dffc7d2a, ('buffer_load_dwordx4 off, ', ', ', ' lds')),
        (23, 1, 0, 0, 0, 1): (
            shape_36a147ce18a8,
            ('buffer_load_dwordx4 ', ', ', ', ', ' idxen', ' lds'),
        ),
        (23, 1, 0, 0, 1, 0): (
            shape_36a147ce18a8,
            ('buffer_load_dwordx4 ', ', ', ', ', ' offen', ' lds'),
        ),
        (23, 1, 0, 0, 1, 1): (
            shape_8ffc994281fa,
            ('buffer_load_dwordx4 ', ', ', ', ', ' idxen offen', ' lds'),
        ),
        (23, 1, 0, 1, 0, 0): (shape_e616f89e55a2, ('buffer_load_dwordx4 off, ', ', ', ' sc0', ' lds')),
        (23, 1, 0, 1, 0, 1): (
            shape_684f877341ca,
            ('buffer_load_dwordx4 ', ', ', ', ', ' idxen', ' sc0', ' lds'),
        ),
        (23, 1, 0, 1, 1, 0): (
            shape_684f877341ca,
            ('buffer_load_dwordx4 ', ', ', ', ', ' offen', ' sc0', ' lds'),
        ),
        (23, 1, 0, 1, 1, 1): (
            shape_57c3f1c8f267,
            ('buffer_load_dwordx4 ', ', ', ', ', ' idxen offen', ' sc0', ' lds'),
        ),
        (24, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_store_byte ', ', off, ', ', ')),
        (24, 0, 0, 0, 0, 1): (shape_2222dd18ad2d, ('buffer_store_byte ', ', ', ', ', ', ', ' idxen')),
        (24, 0, 0, 0, 1, 0): (shape_2222dd18ad2d, ('buffer_store_byte ', ', ', ', ', ', ', ' offen')),
        (24, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_store_byte ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (24, 0, 0, 1, 0, 0): (shape_d073b1ec8264, ('buffer_store_byte ', ', off, ', ', ', ' sc0')),
        (24, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_store_byte ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (24, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_store_byte ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (24, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_store_byte ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (24, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_store_byte ', ', off, ', ', ')),
        (24, 0, 1, 0, 0, 1): (shape_18e6b00ed8f1, ('buffer_store_byte ', ', ', ', ', ', ', ' idxen')),
        (24, 0, 1, 0, 1, 0): (shape_18e6b00ed8f1, ('buffer_store_byte ', ', ', ', ', ', ', ' offen')),
        (24, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_store_byte ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (24, 0, 1, 1, 0, 0): (shape_b74d40577132, ('buffer_store_byte ', ', off, ', ', ', ' sc0')),
        (24, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_store_byte ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (24, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_store_byte ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (24, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_store_byte ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (25, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_store_byte_d16_hi ', ', off, ', ', ')),
        (25, 0, 0, 0, 0, 1): (
            shape_2222dd18ad2d,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' idxen'),
        ),
        (25, 0, 0, 0, 1, 0): (
            shape_2222dd18ad2d,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' offen'),
        ),
        (25, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (25, 0, 0, 1, 0, 0): (
            shape_d073b1ec8264,
            ('buffer_store_byte_d16_hi ', ', off, ', ', ', ' sc0'),
        ),
        (25, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (25, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (25, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (25, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_store_byte_d16_hi ', ', off, ', ', ')),
        (25, 0, 1, 0, 0, 1): (
            shape_18e6b00ed8f1,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' idxen'),
        ),
        (25, 0, 1, 0, 1, 0): (
            shape_18e6b00ed8f1,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' offen'),
        ),
        (25, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (25, 0, 1, 1, 0, 0): (
            shape_b74d40577132,
            ('buffer_store_byte_d16_hi ', ', off, ', ', ', ' sc0'),
        ),
        (25, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (25, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (25, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (26, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_store_short ', ', off, ', ', ')),
        (26, 0, 0, 0, 0, 1): (shape_2222dd18ad2d, ('buffer_store_short ', ', ', ', ', ', ', ' idxen')),
        (26, 0, 0, 0, 1, 0): (shape_2222dd18ad2d, ('buffer_store_short ', ', ', ', ', ', ', ' offen')),
        (26, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_store_short ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (26, 0, 0, 1, 0, 0): (shape_d073b1ec8264, ('buffer_store_short ', ', off, ', ', ', ' sc0')),
        (26, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_store_short ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (26, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_store_short ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (26, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_store_short ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (26, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_store_short ', ', off, ', ', ')),
        (26, 0, 1, 0, 0, 1): (shape_18e6b00ed8f1, ('buffer_store_short ', ', ', ', ', ', ', ' idxen')),
        (26, 0, 1, 0, 1, 0): (shape_18e6b00ed8f1, ('buffer_store_short ', ', ', ', ', ', ', ' offen')),
        (26, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_store_short ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (26, 0, 1, 1, 0, 0): (shape_b74d40577132, ('buffer_store_short ', ', off, ', ', ', ' sc0')),
        (26, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_store_short ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (26, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_store_short ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (26, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_store_short ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (27, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_store_short_d16_hi ', ', off, ', ', ')),
        (27, 0, 0, 0, 0, 1): (
            shape_2222dd18ad2d,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' idxen'),
        ),
        (27, 0, 0, 0, 1, 0): (
            shape_2222dd18ad2d,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' offen'),
        ),
        (27, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (27, 0, 0, 1, 0, 0): (
            shape_d073b1ec8264,
            ('buffer_store_short_d16_hi ', ', off, ', ', ', ' sc0'),
        ),
        (27, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (27, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (27, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (27, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_store_short_d16_hi ', ', off, ', ', ')),
        (27, 0, 1, 0, 0, 1): (
            shape_18e6b00ed8f1,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' idxen'),
        ),
        (27, 0, 1, 0, 1, 0): (
            shape_18e6b00ed8f1,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' offen'),
        ),
        (27, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (27, 0, 1, 1, 0, 0): (
            shape_b74d40577132,
            ('buffer_store_short_d16_hi ', ', off, ', ', ', ' sc0'),
        ),
        (27, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (27, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (27, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (28, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_store_dword ', ', off, ', ', ')),
        (28, 0, 0, 0, 0, 1): (shape_2222dd18ad2d, ('buffer_store_dword ', ', ', ', ', ', ', ' idxen')),
        (28, 0, 0, 0, 1, 0): (shape_2222dd18ad2d, ('buffer_store_dword ', ', ', ', ', ', ', ' offen')),
        (28, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_store_dword ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (28, 0, 0, 1, 0, 0): (shape_d073b1ec8264, ('buffer_store_dword ', ', off, ', ', ', ' sc0')),
        (28, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_store_dword ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (28, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_store_dword ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (28, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_store_dword ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (28, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_store_dword ', ', off, ', ', ')),
        (28, 0, 1, 0, 0, 1): (shape_18e6b00ed8f1, ('buffer_store_dword ', ', ', ', ', ', ', ' idxen')),
        (28, 0, 1, 0, 1, 0): (shape_18e6b00ed8f1, ('buffer_store_dword ', ', ', ', ', ', ', ' offen')),
        (28, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_store_dword ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (28, 0, 1, 1, 0, 0): (shape_b74d40577132, ('buffer_store_dword ', ', off, ', ', ', ' sc0')),
        (28, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_store_dword ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (28, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_store_dword ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (28, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_store_dword ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (29, 0, 0, 0, 0, 0): (shape_09e84522af78, ('buffer_store_dwordx2 ', ', off, ', ', ')),
        (29, 0, 0, 0, 0, 1): (
            shape_ac0c4fd179ec,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' idxen'),
        ),
        (29, 0, 0, 0, 1, 0): (
            shape_ac0c4fd179ec,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' offen'),
        ),
        (29, 0, 0, 0, 1, 1): (
            shape_7b62ef7d0693,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (29, 0, 0, 1, 0, 0): (shape_e8eda8f38906, ('buffer_store_dwordx2 ', ', off, ', ', ', ' sc0')),
        (29, 0, 0, 1, 0, 1): (
            shape_1a860f0808a2,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (29, 0, 0, 1, 1, 0): (
            shape_1a860f0808a2,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (29, 0, 0, 1, 1, 1): (
            shape_215d1c699c53,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (29, 0, 1, 0, 0, 0): (shape_9829d1bdf071, ('buffer_store_dwordx2 ', ', off, ', ', ')),
        (29, 0, 1, 0, 0, 1): (
            shape_96e4010da698,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' idxen'),
        ),
        (29, 0, 1, 0, 1, 0): (
            shape_96e4010da698,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' offen'),
        ),
        (29, 0, 1, 0, 1, 1): (
            shape_8c15a250d748,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (29, 0, 1, 1, 0, 0): (shape_2e7881672076, ('buffer_store_dwordx2 ', ', off, ', ', ', ' sc0')),
        (29, 0, 1, 1, 0, 1): (
            shape_f56d3b59ef51,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (29, 0, 1, 1, 1, 0): (
            shape_f56d3b59ef51,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (29, 0, 1, 1, 1, 1): (
            shape_2b4a15ec0a4d,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (30, 0, 0, 0, 0, 0): (shape_a268466d10dd, ('buffer_store_dwordx3 ', ', off, ', ', ')),
        (30, 0, 0, 0, 0, 1): (
            shape_cf7168dd24e4,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' idxen'),
        ),
        (30, 0, 0, 0, 1, 0): (
            shape_cf7168dd24e4,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' offen'),
        ),
        (30, 0, 0, 0, 1, 1): (
            shape_3fb7af7f09af,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (30, 0, 0, 1, 0, 0): (shape_f3e027306009, ('buffer_store_dwordx3 ', ', off, ', ', ', ' sc0')),
        (30, 0, 0, 1, 0, 1): (
            shape_a9e8ca8bc13e,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (30, 0, 0, 1, 1, 0): (
            shape_a9e8ca8bc13e,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (30, 0, 0, 1, 1, 1): (
            shape_575a0b36c308,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (30, 0, 1, 0, 0, 0): (shape_b8071e134550, ('buffer_store_dwordx3 ', ', off, ', ', ')),
        (30, 0, 1, 0, 0, 1): (
            shape_4058d20c8599,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' idxen'),
        ),
        (30, 0, 1, 0, 1, 0): (
            shape_4058d20c8599,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' offen'),
        ),
        (30, 0, 1, 0, 1, 1): (
            shape_3553f9a83d9c,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (30, 0, 1, 1, 0, 0): (shape_9a0dfca8fd82, ('buffer_store_dwordx3 ', ', off, ', ', ', ' sc0')),
        (30, 0, 1, 1, 0, 1): (
            shape_8bf0f9fb26fa,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (30, 0, 1, 1, 1, 0): (
            shape_8bf0f9fb26fa,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (30, 0, 1, 1, 1, 1): (
            shape_59448430918a,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (31, 0, 0, 0, 0, 0): (shape_03ca2b20c59a, ('buffer_store_dwordx4 ', ', off, ', ', ')),
        (31, 0, 0, 0, 0, 1): (
            shape_7b69519914a7,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' idxen'),
        ),
        (31, 0, 0, 0, 1, 0): (
            shape_7b69519914a7,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' offen'),
        ),
        (31, 0, 0, 0, 1, 1): (
            shape_f3f464444bb6,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (31, 0, 0, 1, 0, 0): (shape_b7f9733cc259, ('buffer_store_dwordx4 ', ', off, ', ', ', ' sc0')),
        (31, 0, 0, 1, 0, 1): (
            shape_898309f046f8,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (31, 0, 0, 1, 1, 0): (
            shape_898309f046f8,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (31, 0, 0, 1, 1, 1): (
            shape_98c9d98b001f,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (31, 0, 1, 0, 0, 0): (shape_0c7b1bad9bdf, ('buffer_store_dwordx4 ', ', off, ', ', ')),
        (31, 0, 1, 0, 0, 1): (
            shape_cd8e803a8351,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' idxen'),
        ),
        (31, 0, 1, 0, 1, 0): (
            shape_cd8e803a8351,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' offen'),
        ),
        (31, 0, 1, 0, 1, 1): (
            shape_bde6da8762e4,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (31, 0, 1, 1, 0, 0): (shape_4af71dfd475b, ('buffer_store_dwordx4 ', ', off, ', ', ', ' sc0')),
        (31, 0, 1, 1, 0, 1): (
            shape_16b25c1deb99,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (31, 0, 1, 1, 1, 0): (
            shape_16b25c1deb99,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (31, 0, 1, 1, 1, 1): (
            shape_8cacd6b70eea,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (32, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_load_ubyte_d16 ', ', off, ', ', ')),
        (32, 0, 0, 0, 0, 1): (
            shape_2222dd18ad2d,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' idxen'),
        ),
        (32, 0, 0, 0, 1, 0): (
            shape_2222dd18ad2d,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' offen'),
        ),
        (32, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (32, 0, 0, 1, 0, 0): (shape_d073b1ec8264, ('buffer_load_ubyte_d16 ', ', off, ', ', ', ' sc0')),
        (32, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (32, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (32, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (32, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_load_ubyte_d16 ', ', off, ', ', ')),
        (32, 0, 1, 0, 0, 1): (
            shape_18e6b00ed8f1,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' idxen'),
        ),
        (32, 0, 1, 0, 1, 0): (
            shape_18e6b00ed8f1,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' offen'),
        ),
        (32, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (32, 0, 1, 1, 0, 0): (shape_b74d40577132, ('buffer_load_ubyte_d16 ', ', off, ', ', ', ' sc0')),
        (32, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (32, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (32, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (33, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_load_ubyte_d16_hi ', ', off, ', ', ')),
        (33, 0, 0, 0, 0, 1): (
            shape_2222dd18ad2d,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' idxen'),
        ),
        (33, 0, 0, 0, 1, 0): (
            shape_2222dd18ad2d,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' offen'),
        ),
        (33, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (33, 0, 0, 1, 0, 0): (
            shape_d073b1ec8264,
            ('buffer_load_ubyte_d16_hi ', ', off, ', ', ', ' sc0'),
        ),
        (33, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (33, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (33, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (33, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_load_ubyte_d16_hi ', ', off, ', ', ')),
        (33, 0, 1, 0, 0, 1): (
            shape_18e6b00ed8f1,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' idxen'),
        ),
        (33, 0, 1, 0, 1, 0): (
            shape_18e6b00ed8f1,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' offen'),
        ),
        (33, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (33, 0, 1, 1, 0, 0): (
            shape_b74d40577132,
            ('buffer_load_ubyte_d16_hi ', ', off, ', ', ', ' sc0'),
        ),
        (33, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (33, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (33, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (34, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_load_sbyte_d16 ', ', off, ', ', ')),
        (34, 0, 0, 0, 0, 1): (
            shape_2222dd18ad2d,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' idxen'),
        ),
        (34, 0, 0, 0, 1, 0): (
            shape_2222dd18ad2d,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' offen'),
        ),
        (34, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (34, 0, 0, 1, 0, 0): (shape_d073b1ec8264, ('buffer_load_sbyte_d16 ', ', off, ', ', ', ' sc0')),
        (34, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (34, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (34, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (34, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_load_sbyte_d16 ', ', off, ', ', ')),
        (34, 0, 1, 0, 0, 1): (
            shape_18e6b00ed8f1,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' idxen'),
        ),
        (34, 0, 1, 0, 1, 0): (
            shape_18e6b00ed8f1,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' offen'),
        ),
        (34, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (34, 0, 1, 1, 0, 0): (shape_b74d40577132, ('buffer_load_sbyte_d16 ', ', off, ', ', ', ' sc0')),
        (34, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (34, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (34, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (35, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_load_sbyte_d16_hi ', ', off, ', ', ')),
        (35, 0, 0, 0, 0, 1): (
            shape_2222dd18ad2d,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' idxen'),
        ),
        (35, 0, 0, 0, 1, 0): (
            shape_2222dd18ad2d,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' offen'),
        ),
        (35, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (35, 0, 0, 1, 0, 0): (
            shape_d073b1ec8264,
            ('buffer_load_sbyte_d16_hi ', ', off, ', ', ', ' sc0'),
        ),
        (35, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (35, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (35, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (35, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_load_sbyte_d16_hi ', ', off, ', ', ')),
        (35, 0, 1, 0, 0, 1): (
            shape_18e6b00ed8f1,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' idxen'),
        ),
        (35, 0, 1, 0, 1, 0): (
            shape_18e6b00ed8f1,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' offen'),
        ),
        (35, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (35, 0, 1, 1, 0, 0): (
            shape_b74d40577132,
            ('buffer_load_sbyte_d16_hi ', ', off, ', ', ', ' sc0'),
        ),
        (35, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (35, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (35, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (36, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_load_short_d16 ', ', off, ', ', ')),
        (36, 0, 0, 0, 0, 1): (
            shape_2222dd18ad2d,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' idxen'),
        ),
        (36, 0, 0, 0, 1, 0): (
            shape_2222dd18ad2d,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' offen'),
        ),
        (36, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (36, 0, 0, 1, 0, 0): (shape_d073b1ec8264, ('buffer_load_short_d16 ', ', off, ', ', ', ' sc0')),
        (36, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (36, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (36, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (36, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_load_short_d16 ', ', off, ', ', ')),
        (36, 0, 1, 0, 0, 1): (
            shape_18e6b00ed8f1,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' idxen'),
        ),
        (36, 0, 1, 0, 1, 0): (
            shape_18e6b00ed8f1,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' offen'),
        ),
        (36, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (36, 0, 1, 1, 0, 0): (shape_b74d40577132, ('buffer_load_short_d16 ', ', off, ', ', ', ' sc0')),
        (36, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (36, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (36, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (37, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_load_short_d16_hi ', ', off, ', ', ')),
        (37, 0, 0, 0, 0, 1): (
            shape_2222dd18ad2d,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' idxen'),
        ),
        (37, 0, 0, 0, 1, 0): (
            shape_2222dd18ad2d,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' offen'),
        ),
        (37, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (37, 0, 0, 1, 0, 0): (
            shape_d073b1ec8264,
            ('buffer_load_short_d16_hi ', ', off, ', ', ', ' sc0'),
        ),
        (37, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (37, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (37, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (37, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_load_short_d16_hi ', ', off, ', ', ')),
        (37, 0, 1, 0, 0, 1): (
            shape_18e6b00ed8f1,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' idxen'),
        ),
        (37, 0, 1, 0, 1, 0): (
            shape_18e6b00ed8f1,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' offen'),
        ),
        (37, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (37, 0, 1, 1, 0, 0): (
            shape_b74d40577132,
            ('buffer_load_short_d16_hi ', ', off, ', ', ', ' sc0'),
        ),
        (37, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (37, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (37, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (38, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_load_format_d16_hi_x ', ', off, ', ', ')),
        (38, 0, 0, 0, 0, 1): (
            shape_2222dd18ad2d,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' idxen'),
        ),
        (38, 0, 0, 0, 1, 0): (
            shape_2222dd18ad2d,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' offen'),
        ),
        (38, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (38, 0, 0, 1, 0, 0): (
            shape_d073b1ec8264,
            ('buffer_load_format_d16_hi_x ', ', off, ', ', ', ' sc0'),
        ),
        (38, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (38, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (38, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (38, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_load_format_d16_hi_x ', ', off, ', ', ')),
        (38, 0, 1, 0, 0, 1): (
            shape_18e6b00ed8f1,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' idxen'),
        ),
        (38, 0, 1, 0, 1, 0): (
            shape_18e6b00ed8f1,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' offen'),
        ),
        (38, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (38, 0, 1, 1, 0, 0): (
            shape_b74d40577132,
            ('buffer_load_format_d16_hi_x ', ', off, ', ', ', ' sc0'),
        ),
        (38, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (38, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (38, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (39, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_store_format_d16_hi_x ', ', off, ', ', ')),
        (39, 0, 0, 0, 0, 1): (
            shape_2222dd18ad2d,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' idxen'),
        ),
        (39, 0, 0, 0, 1, 0): (
            shape_2222dd18ad2d,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' offen'),
        ),
        (39, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (39, 0, 0, 1, 0, 0): (
            shape_d073b1ec8264,
            ('buffer_store_format_d16_hi_x ', ', off, ', ', ', ' sc0'),
        ),
        (39, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (39, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (39, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (39, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_store_format_d16_hi_x ', ', off, ', ', ')),
        (39, 0, 1, 0, 0, 1): (
            shape_18e6b00ed8f1,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' idxen'),
        ),
        (39, 0, 1, 0, 1, 0): (
            shape_18e6b00ed8f1,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' offen'),
        ),
        (39, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (39, 0, 1, 1, 0, 0): (
            shape_b74d40577132,
            ('buffer_store_format_d16_hi_x ', ', off, ', ', ', ' sc0'),
        ),
        (39, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (39, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (39, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (40, 0, 0, 0, 0, 0): (shape_bc7d742a75b0, ('buffer_wbl2',)),
        (40, 0, 0, 1, 0, 0): (shape_bc7d742a75b0, ('buffer_wbl2 sc0',)),
        (41, 0, 0, 0, 0, 0): (shape_bc7d742a75b0, ('buffer_inv',)),
        (41, 0, 0, 1, 0, 0): (shape_bc7d742a75b0, ('buffer_inv sc0',)),
        (64, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_atomic_swap ', ', off, ', ', ')),
        (64, 0, 0, 0, 0, 1): (shape_2222dd18ad2d, ('buffer_atomic_swap ', ', ', ', ', ', ', ' idxen')),
        (64, 0, 0, 0, 1, 0): (shape_2222dd18ad2d, ('buffer_atomic_swap ', ', ', ', ', ', ', ' offen')),
        (64, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_atomic_swap ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (64, 0, 0, 1, 0, 0): (shape_d073b1ec8264, ('buffer_atomic_swap ', ', off, ', ', ', ' sc0')),
        (64, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_atomic_swap ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (64, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_atomic_swap ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (64, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_atomic_swap ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (64, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_atomic_swap ', ', off, ', ', ')),
        (64, 0, 1, 0, 0, 1): (shape_18e6b00ed8f1, ('buffer_atomic_swap ', ', ', ', ', ', ', ' idxen')),
        (64, 0, 1, 0, 1, 0): (shape_18e6b00ed8f1, ('buffer_atomic_swap ', ', ', ', ', ', ', ' offen')),
        (64, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_atomic_swap ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (64, 0, 1, 1, 0, 0): (shape_b74d40577132, ('buffer_atomic_swap ', ', off, ', ', ', ' sc0')),
        (64, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_atomic_swap ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (64, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_atomic_swap ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (64, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_atomic_swap ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (65, 0, 0, 0, 0, 0): (shape_09e84522af78, ('buffer_atomic_cmpswap ', ', off, ', ', ')),
        (65, 0, 0, 0, 0, 1): (
            shape_ac0c4fd179ec,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' idxen'),
        ),
        (65, 0, 0, 0, 1, 0): (
            shape_ac0c4fd179ec,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' offen'),
        ),
        (65, 0, 0, 0, 1, 1): (
            shape_7b62ef7d0693,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (65, 0, 0, 1, 0, 0): (shape_e8eda8f38906, ('buffer_atomic_cmpswap ', ', off, ', ', ', ' sc0')),
        (65, 0, 0, 1, 0, 1): (
            shape_1a860f0808a2,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (65, 0, 0, 1, 1, 0): (
            shape_1a860f0808a2,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (65, 0, 0, 1, 1, 1): (
            shape_215d1c699c53,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (65, 0, 1, 0, 0, 0): (shape_9829d1bdf071, ('buffer_atomic_cmpswap ', ', off, ', ', ')),
        (65, 0, 1, 0, 0, 1): (
            shape_96e4010da698,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' idxen'),
        ),
        (65, 0, 1, 0, 1, 0): (
            shape_96e4010da698,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' offen'),
        ),
        (65, 0, 1, 0, 1, 1): (
            shape_8c15a250d748,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (65, 0, 1, 1, 0, 0): (shape_2e7881672076, ('buffer_atomic_cmpswap ', ', off, ', ', ', ' sc0')),
        (65, 0, 1, 1, 0, 1): (
            shape_f56d3b59ef51,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (65, 0, 1, 1, 1, 0): (
            shape_f56d3b59ef51,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (65, 0, 1, 1, 1, 1): (
            shape_2b4a15ec0a4d,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (66, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_atomic_add ', ', off, ', ', ')),
        (66, 0, 0, 0, 0, 1): (shape_2222dd18ad2d, ('buffer_atomic_add ', ', ', ', ', ', ', ' idxen')),
        (66, 0, 0, 0, 1, 0): (shape_2222dd18ad2d, ('buffer_atomic_add ', ', ', ', ', ', ', ' offen')),
        (66, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_atomic_add ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (66, 0, 0, 1, 0, 0): (shape_d073b1ec8264, ('buffer_atomic_add ', ', off, ', ', ', ' sc0')),
        (66, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_atomic_add ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (66, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_atomic_add ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (66, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_atomic_add ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (66, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_atomic_add ', ', off, ', ', ')),
        (66, 0, 1, 0, 0, 1): (shape_18e6b00ed8f1, ('buffer_atomic_add ', ', ', ', ', ', ', ' idxen')),
        (66, 0, 1, 0, 1, 0): (shape_18e6b00ed8f1, ('buffer_atomic_add ', ', ', ', ', ', ', ' offen')),
        (66, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_atomic_add ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (66, 0, 1, 1, 0, 0): (shape_b74d40577132, ('buffer_atomic_add ', ', off, ', ', ', ' sc0')),
        (66, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_atomic_add ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (66, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_atomic_add ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (66, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_atomic_add ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (67, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_atomic_sub ', ', off, ', ', ')),
        (67, 0, 0, 0, 0, 1): (shape_2222dd18ad2d, ('buffer_atomic_sub ', ', ', ', ', ', ', ' idxen')),
        (67, 0, 0, 0, 1, 0): (shape_2222dd18ad2d, ('buffer_atomic_sub ', ', ', ', ', ', ', ' offen')),
        (67, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_atomic_sub ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (67, 0, 0, 1, 0, 0): (shape_d073b1ec8264, ('buffer_atomic_sub ', ', off, ', ', ', ' sc0')),
        (67, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_atomic_sub ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (67, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_atomic_sub ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (67, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_atomic_sub ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (67, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_atomic_sub ', ', off, ', ', ')),
        (67, 0, 1, 0, 0, 1): (shape_18e6b00ed8f1, ('buffer_atomic_sub ', ', ', ', ', ', ', ' idxen')),
        (67, 0, 1, 0, 1, 0): (shape_18e6b00ed8f1, ('buffer_atomic_sub ', ', ', ', ', ', ', ' offen')),
        (67, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_atomic_sub ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (67, 0, 1, 1, 0, 0): (shape_b74d40577132, ('buffer_atomic_sub ', ', off, ', ', ', ' sc0')),
        (67, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_atomic_sub ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (67, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_atomic_sub ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (67, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_atomic_sub ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (68, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_atomic_smin ', ', off, ', ', ')),
        (68, 0, 0, 0, 0, 1): (shape_2222dd18ad2d, ('buffer_atomic_smin ', ', ', ', ', ', ', ' idxen')),
        (68, 0, 0, 0, 1, 0): (shape_2222dd18ad2d, ('buffer_atomic_smin ', ', ', ', ', ', ', ' offen')),
        (68, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_atomic_smin ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (68, 0, 0, 1, 0, 0): (shape_d073b1ec8264, ('buffer_atomic_smin ', ', off, ', ', ', ' sc0')),
        (68, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_atomic_smin ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (68, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_atomic_smin ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (68, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_atomic_smin ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (68, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_atomic_smin ', ', off, ', ', ')),
        (68, 0, 1, 0, 0, 1): (shape_18e6b00ed8f1, ('buffer_atomic_smin ', ', ', ', ', ', ', ' idxen')),
        (68, 0, 1, 0, 1, 0): (shape_18e6b00ed8f1, ('buffer_atomic_smin ', ', ', ', ', ', ', ' offen')),
        (68, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_atomic_smin ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (68, 0, 1, 1, 0, 0): (shape_b74d40577132, ('buffer_atomic_smin ', ', off, ', ', ', ' sc0')),
        (68, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_atomic_smin ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (68, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_atomic_smin ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (68, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_atomic_smin ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (69, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_atomic_umin ', ', off, ', ', ')),
        (69, 0, 0, 0, 0, 1): (shape_2222dd18ad2d, ('buffer_atomic_umin ', ', ', ', ', ', ', ' idxen')),
        (69, 0, 0, 0, 1, 0): (shape_2222dd18ad2d, ('buffer_atomic_umin ', ', ', ', ', ', ', ' offen')),
        (69, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_atomic_umin ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (69, 0, 0, 1, 0, 0): (shape_d073b1ec8264, ('buffer_atomic_umin ', ', off, ', ', ', ' sc0')),
        (69, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_atomic_umin ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (69, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_atomic_umin ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (69, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_atomic_umin ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (69, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_atomic_umin ', ', off, ', ', ')),
        (69, 0, 1, 0, 0, 1): (shape_18e6b00ed8f1, ('buffer_atomic_umin ', ', ', ', ', ', ', ' idxen')),
        (69, 0, 1, 0, 1, 0): (shape_18e6b00ed8f1, ('buffer_atomic_umin ', ', ', ', ', ', ', ' offen')),
        (69, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_atomic_umin ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (69, 0, 1, 1, 0, 0): (shape_b74d40577132, ('buffer_atomic_umin ', ', off, ', ', ', ' sc0')),
        (69, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_atomic_umin ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (69, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_atomic_umin ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (69, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_atomic_umin ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (70, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_atomic_smax ', ', off, ', ', ')),
        (70, 0, 0, 0, 0, 1): (shape_2222dd18ad2d, ('buffer_atomic_smax ', ', ', ', ', ', ', ' idxen')),
        (70, 0, 0, 0, 1, 0): (shape_2222dd18ad2d, ('buffer_atomic_smax ', ', ', ', ', ', ', ' offen')),
        (70, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_atomic_smax ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (70, 0, 0, 1, 0, 0): (shape_d073b1ec8264, ('buffer_atomic_smax ', ', off, ', ', ', ' sc0')),
        (70, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_atomic_smax ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (70, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_atomic_smax ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (70, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_atomic_smax ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (70, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_atomic_smax ', ', off, ', ', ')),
        (70, 0, 1, 0, 0, 1): (shape_18e6b00ed8f1, ('buffer_atomic_smax ', ', ', ', ', ', ', ' idxen')),
        (70, 0, 1, 0, 1, 0): (shape_18e6b00ed8f1, ('buffer_atomic_smax ', ', ', ', ', ', ', ' offen')),
        (70, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_atomic_smax ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (70, 0, 1, 1, 0, 0): (shape_b74d40577132, ('buffer_atomic_smax ', ', off, ', ', ', ' sc0')),
        (70, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_atomic_smax ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (70, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_atomic_smax ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (70, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_atomic_smax ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (71, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_atomic_umax ', ', off, ', ', ')),
        (71, 0, 0, 0, 0, 1): (shape_2222dd18ad2d, ('buffer_atomic_umax ', ', ', ', ', ', ', ' idxen')),
        (71, 0, 0, 0, 1, 0): (shape_2222dd18ad2d, ('buffer_atomic_umax ', ', ', ', ', ', ', ' offen')),
        (71, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_atomic_umax ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (71, 0, 0, 1, 0, 0): (shape_d073b1ec8264, ('buffer_atomic_umax ', ', off, ', ', ', ' sc0')),
        (71, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_atomic_umax ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (71, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_atomic_umax ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (71, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_atomic_umax ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (71, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_atomic_umax ', ', off, ', ', ')),
        (71, 0, 1, 0, 0, 1): (shape_18e6b00ed8f1, ('buffer_atomic_umax ', ', ', ', ', ', ', ' idxen')),
        (71, 0, 1, 0, 1, 0): (shape_18e6b00ed8f1, ('buffer_atomic_umax ', ', ', ', ', ', ', ' offen')),
        (71, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_atomic_umax ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (71, 0, 1, 1, 0, 0): (shape_b74d40577132, ('buffer_atomic_umax ', ', off, ', ', ', ' sc0')),
        (71, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_atomic_umax ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (71, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_atomic_umax ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (71, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_atomic_umax ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (72, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_atomic_and ', ', off, ', ', ')),
        (72, 0, 0, 0, 0, 1): (shape_2222dd18ad2d, ('buffer_atomic_and ', ', ', ', ', ', ', ' idxen')),
        (72, 0, 0, 0, 1, 0): (shape_2222dd18ad2d, ('buffer_atomic_and ', ', ', ', ', ', ', ' offen')),
        (72, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_atomic_and ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (72, 0, 0, 1, 0, 0): (shape_d073b1ec8264, ('buffer_atomic_and ', ', off, ', ', ', ' sc0')),
        (72, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_atomic_and ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (72, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_atomic_and ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (72, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_atomic_and ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (72, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_atomic_and ', ', off, ', ', ')),
        (72, 0, 1, 0, 0, 1): (shape_18e6b00ed8f1, ('buffer_atomic_and ', ', ', ', ', ', ', ' idxen')),
        (72, 0, 1, 0, 1, 0): (shape_18e6b00ed8f1, ('buffer_atomic_and ', ', ', ', ', ', ', ' offen')),
        (72, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_atomic_and ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (72, 0, 1, 1, 0, 0): (shape_b74d40577132, ('buffer_atomic_and ', ', off, ', ', ', ' sc0')),
        (72, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_atomic_and ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (72, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_atomic_and ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (72, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_atomic_and ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (73, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_atomic_or ', ', off, ', ', ')),
        (73, 0, 0, 0, 0, 1): (shape_2222dd18ad2d, ('buffer_atomic_or ', ', ', ', ', ', ', ' idxen')),
        (73, 0, 0, 0, 1, 0): (shape_2222dd18ad2d, ('buffer_atomic_or ', ', ', ', ', ', ', ' offen')),
        (73, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_atomic_or ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (73, 0, 0, 1, 0, 0): (shape_d073b1ec8264, ('buffer_atomic_or ', ', off, ', ', ', ' sc0')),
        (73, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_atomic_or ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (73, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_atomic_or ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (73, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_atomic_or ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (73, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_atomic_or ', ', off, ', ', ')),
        (73, 0, 1, 0, 0, 1): (shape_18e6b00ed8f1, ('buffer_atomic_or ', ', ', ', ', ', ', ' idxen')),
        (73, 0, 1, 0, 1, 0): (shape_18e6b00ed8f1, ('buffer_atomic_or ', ', ', ', ', ', ', ' offen')),
        (73, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_atomic_or ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (73, 0, 1, 1, 0, 0): (shape_b74d40577132, ('buffer_atomic_or ', ', off, ', ', ', ' sc0')),
        (73, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_atomic_or ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (73, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_atomic_or ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (73, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_atomic_or ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (74, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_atomic_xor ', ', off, ', ', ')),
        (74, 0, 0, 0, 0, 1): (shape_2222dd18ad2d, ('buffer_atomic_xor ', ', ', ', ', ', ', ' idxen')),
        (74, 0, 0, 0, 1, 0): (shape_2222dd18ad2d, ('buffer_atomic_xor ', ', ', ', ', ', ', ' offen')),
        (74, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_atomic_xor ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (74, 0, 0, 1, 0, 0): (shape_d073b1ec8264, ('buffer_atomic_xor ', ', off, ', ', ', ' sc0')),
        (74, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_atomic_xor ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (74, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_atomic_xor ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (74, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_atomic_xor ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (74, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_atomic_xor ', ', off, ', ', ')),
        (74, 0, 1, 0, 0, 1): (shape_18e6b00ed8f1, ('buffer_atomic_xor ', ', ', ', ', ', ', ' idxen')),
        (74, 0, 1, 0, 1, 0): (shape_18e6b00ed8f1, ('buffer_atomic_xor ', ', ', ', ', ', ', ' offen')),
        (74, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_atomic_xor ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (74, 0, 1, 1, 0, 0): (shape_b74d40577132, ('buffer_atomic_xor ', ', off, ', ', ', ' sc0')),
        (74, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_atomic_xor ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (74, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_atomic_xor ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (74, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_atomic_xor ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (75, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_atomic_inc ', ', off, ', ', ')),
        (75, 0, 0, 0, 0, 1): (shape_2222dd18ad2d, ('buffer_atomic_inc ', ', ', ', ', ', ', ' idxen')),
        (75, 0, 0, 0, 1, 0): (shape_2222dd18ad2d, ('buffer_atomic_inc ', ', ', ', ', ', ', ' offen')),
        (75, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_atomic_inc ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (75, 0, 0, 1, 0, 0): (shape_d073b1ec8264, ('buffer_atomic_inc ', ', off, ', ', ', ' sc0')),
        (75, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_atomic_inc ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (75, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_atomic_inc ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (75, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_atomic_inc ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (75, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_atomic_inc ', ', off, ', ', ')),
        (75, 0, 1, 0, 0, 1): (shape_18e6b00ed8f1, ('buffer_atomic_inc ', ', ', ', ', ', ', ' idxen')),
        (75, 0, 1, 0, 1, 0): (shape_18e6b00ed8f1, ('buffer_atomic_inc ', ', ', ', ', ', ', ' offen')),
        (75, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_atomic_inc ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (75, 0, 1, 1, 0, 0): (shape_b74d40577132, ('buffer_atomic_inc ', ', off, ', ', ', ' sc0')),
        (75, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_atomic_inc ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (75, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_atomic_inc ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (75, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_atomic_inc ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (76, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_atomic_dec ', ', off, ', ', ')),
        (76, 0, 0, 0, 0, 1): (shape_2222dd18ad2d, ('buffer_atomic_dec ', ', ', ', ', ', ', ' idxen')),
        (76, 0, 0, 0, 1, 0): (shape_2222dd18ad2d, ('buffer_atomic_dec ', ', ', ', ', ', ', ' offen')),
        (76, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_atomic_dec ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (76, 0, 0, 1, 0, 0): (shape_d073b1ec8264, ('buffer_atomic_dec ', ', off, ', ', ', ' sc0')),
        (76, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_atomic_dec ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (76, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_atomic_dec ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (76, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_atomic_dec ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (76, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_atomic_dec ', ', off, ', ', ')),
        (76, 0, 1, 0, 0, 1): (shape_18e6b00ed8f1, ('buffer_atomic_dec ', ', ', ', ', ', ', ' idxen')),
        (76, 0, 1, 0, 1, 0): (shape_18e6b00ed8f1, ('buffer_atomic_dec ', ', ', ', ', ', ', ' offen')),
        (76, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_atomic_dec ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (76, 0, 1, 1, 0, 0): (shape_b74d40577132, ('buffer_atomic_dec ', ', off, ', ', ', ' sc0')),
        (76, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_atomic_dec ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (76, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_atomic_dec ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (76, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_atomic_dec ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (77, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_atomic_add_f32 ', ', off, ', ', ')),
        (77, 0, 0, 0, 0, 1): (
            shape_2222dd18ad2d,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' idxen'),
        ),
        (77, 0, 0, 0, 1, 0): (
            shape_2222dd18ad2d,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' offen'),
        ),
        (77, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (77, 0, 0, 1, 0, 0): (shape_d073b1ec8264, ('buffer_atomic_add_f32 ', ', off, ', ', ', ' sc0')),
        (77, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (77, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (77, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (77, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_atomic_add_f32 ', ', off, ', ', ')),
        (77, 0, 1, 0, 0, 1): (
            shape_18e6b00ed8f1,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' idxen'),
        ),
        (77, 0, 1, 0, 1, 0): (
            shape_18e6b00ed8f1,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' offen'),
        ),
        (77, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (77, 0, 1, 1, 0, 0): (shape_b74d40577132, ('buffer_atomic_add_f32 ', ', off, ', ', ', ' sc0')),
        (77, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (77, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (77, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (78, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_atomic_pk_add_f16 ', ', off, ', ', ')),
        (78, 0, 0, 0, 0, 1): (
            shape_2222dd18ad2d,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' idxen'),
        ),
        (78, 0, 0, 0, 1, 0): (
            shape_2222dd18ad2d,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' offen'),
        ),
        (78, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (78, 0, 0, 1, 0, 0): (
            shape_d073b1ec8264,
            ('buffer_atomic_pk_add_f16 ', ', off, ', ', ', ' sc0'),
        ),
        (78, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (78, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (78, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (78, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_atomic_pk_add_f16 ', ', off, ', ', ')),
        (78, 0, 1, 0, 0, 1): (
            shape_18e6b00ed8f1,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' idxen'),
        ),
        (78, 0, 1, 0, 1, 0): (
            shape_18e6b00ed8f1,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' offen'),
        ),
        (78, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (78, 0, 1, 1, 0, 0): (
            shape_b74d40577132,
            ('buffer_atomic_pk_add_f16 ', ', off, ', ', ', ' sc0'),
        ),
        (78, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (78, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (78, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (79, 0, 0, 0, 0, 0): (shape_09e84522af78, ('buffer_atomic_add_f64 ', ', off, ', ', ')),
        (79, 0, 0, 0, 0, 1): (
            shape_ac0c4fd179ec,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' idxen'),
        ),
        (79, 0, 0, 0, 1, 0): (
            shape_ac0c4fd179ec,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' offen'),
        ),
        (79, 0, 0, 0, 1, 1): (
            shape_7b62ef7d0693,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (79, 0, 0, 1, 0, 0): (shape_e8eda8f38906, ('buffer_atomic_add_f64 ', ', off, ', ', ', ' sc0')),
        (79, 0, 0, 1, 0, 1): (
            shape_1a860f0808a2,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (79, 0, 0, 1, 1, 0): (
            shape_1a860f0808a2,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (79, 0, 0, 1, 1, 1): (
            shape_215d1c699c53,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (79, 0, 1, 0, 0, 0): (shape_9829d1bdf071, ('buffer_atomic_add_f64 ', ', off, ', ', ')),
        (79, 0, 1, 0, 0, 1): (
            shape_96e4010da698,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' idxen'),
        ),
        (79, 0, 1, 0, 1, 0): (
            shape_96e4010da698,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' offen'),
        ),
        (79, 0, 1, 0, 1, 1): (
            shape_8c15a250d748,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (79, 0, 1, 1, 0, 0): (shape_2e7881672076, ('buffer_atomic_add_f64 ', ', off, ', ', ', ' sc0')),
        (79, 0, 1, 1, 0, 1): (
            shape_f56d3b59ef51,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (79, 0, 1, 1, 1, 0): (
            shape_f56d3b59ef51,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (79, 0, 1, 1, 1, 1): (
            shape_2b4a15ec0a4d,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (80, 0, 0, 0, 0, 0): (shape_09e84522af78, ('buffer_atomic_min_f64 ', ', off, ', ', ')),
        (80, 0, 0, 0, 0, 1): (
            shape_ac0c4fd179ec,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' idxen'),
        ),
        (80, 0, 0, 0, 1, 0): (
            shape_ac0c4fd179ec,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' offen'),
        ),
        (80, 0, 0, 0, 1, 1): (
            shape_7b62ef7d0693,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (80, 0, 0, 1, 0, 0): (shape_e8eda8f38906, ('buffer_atomic_min_f64 ', ', off, ', ', ', ' sc0')),
        (80, 0, 0, 1, 0, 1): (
            shape_1a860f0808a2,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (80, 0, 0, 1, 1, 0): (
            shape_1a860f0808a2,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (80, 0, 0, 1, 1, 1): (
            shape_215d1c699c53,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (80, 0, 1, 0, 0, 0): (shape_9829d1bdf071, ('buffer_atomic_min_f64 ', ', off, ', ', ')),
        (80, 0, 1, 0, 0, 1): (
            shape_96e4010da698,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' idxen'),
        ),
        (80, 0, 1, 0, 1, 0): (
            shape_96e4010da698,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' offen'),
        ),
        (80, 0, 1, 0, 1, 1): (
            shape_8c15a250d748,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (80, 0, 1, 1, 0, 0): (shape_2e7881672076, ('buffer_atomic_min_f64 ', ', off, ', ', ', ' sc0')),
        (80, 0, 1, 1, 0, 1): (
            shape_f56d3b59ef51,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (80, 0, 1, 1, 1, 0): (
            shape_f56d3b59ef51,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (80, 0, 1, 1, 1, 1): (
            shape_2b4a15ec0a4d,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (81, 0, 0, 0, 0, 0): (shape_09e84522af78, ('buffer_atomic_max_f64 ', ', off, ', ', ')),
        (81, 0, 0, 0, 0, 1): (
            shape_ac0c4fd179ec,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' idxen'),
        ),
        (81, 0, 0, 0, 1, 0): (
            shape_ac0c4fd179ec,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' offen'),
        ),
        (81, 0, 0, 0, 1, 1): (
            shape_7b62ef7d0693,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (81, 0, 0, 1, 0, 0): (shape_e8eda8f38906, ('buffer_atomic_max_f64 ', ', off, ', ', ', ' sc0')),
        (81, 0, 0, 1, 0, 1): (
            shape_1a860f0808a2,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (81, 0, 0, 1, 1, 0): (
            shape_1a860f0808a2,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (81, 0, 0, 1, 1, 1): (
            shape_215d1c699c53,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (81, 0, 1, 0, 0, 0): (shape_9829d1bdf071, ('buffer_atomic_max_f64 ', ', off, ', ', ')),
        (81, 0, 1, 0, 0, 1): (
            shape_96e4010da698,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' idxen'),
        ),
        (81, 0, 1, 0, 1, 0): (
            shape_96e4010da698,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' offen'),
        ),
        (81, 0, 1, 0, 1, 1): (
            shape_8c15a250d748,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (81, 0, 1, 1, 0, 0): (shape_2e7881672076, ('buffer_atomic_max_f64 ', ', off, ', ', ', ' sc0')),
        (81, 0, 1, 1, 0, 1): (
            shape_f56d3b59ef51,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (81, 0, 1, 1, 1, 0): (
            shape_f56d3b59ef51,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (81, 0, 1, 1, 1, 1): (
            shape_2b4a15ec0a4d,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (82, 0, 0, 0, 0, 0): (shape_adc8db8564df, ('buffer_atomic_pk_add_bf16 ', ', off, ', ', ')),
        (82, 0, 0, 0, 0, 1): (
            shape_2222dd18ad2d,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' idxen'),
        ),
        (82, 0, 0, 0, 1, 0): (
            shape_2222dd18ad2d,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' offen'),
        ),
        (82, 0, 0, 0, 1, 1): (
            shape_4d6c7549710d,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (82, 0, 0, 1, 0, 0): (
            shape_d073b1ec8264,
            ('buffer_atomic_pk_add_bf16 ', ', off, ', ', ', ' sc0'),
        ),
        (82, 0, 0, 1, 0, 1): (
            shape_5e78e30224eb,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (82, 0, 0, 1, 1, 0): (
            shape_5e78e30224eb,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (82, 0, 0, 1, 1, 1): (
            shape_876a3e74fd16,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (82, 0, 1, 0, 0, 0): (shape_5e5543bb4fc7, ('buffer_atomic_pk_add_bf16 ', ', off, ', ', ')),
        (82, 0, 1, 0, 0, 1): (
            shape_18e6b00ed8f1,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' idxen'),
        ),
        (82, 0, 1, 0, 1, 0): (
            shape_18e6b00ed8f1,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' offen'),
        ),
        (82, 0, 1, 0, 1, 1): (
            shape_a68de3a6048e,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (82, 0, 1, 1, 0, 0): (
            shape_b74d40577132,
            ('buffer_atomic_pk_add_bf16 ', ', off, ', ', ', ' sc0'),
        ),
        (82, 0, 1, 1, 0, 1): (
            shape_a9daac01e334,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (82, 0, 1, 1, 1, 0): (
            shape_a9daac01e334,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (82, 0, 1, 1, 1, 1): (
            shape_02df63c42674,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (96, 0, 0, 0, 0, 0): (shape_09e84522af78, ('buffer_atomic_swap_x2 ', ', off, ', ', ')),
        (96, 0, 0, 0, 0, 1): (
            shape_ac0c4fd179ec,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' idxen'),
        ),
        (96, 0, 0, 0, 1, 0): (
            shape_ac0c4fd179ec,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' offen'),
        ),
        (96, 0, 0, 0, 1, 1): (
            shape_7b62ef7d0693,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (96, 0, 0, 1, 0, 0): (shape_e8eda8f38906, ('buffer_atomic_swap_x2 ', ', off, ', ', ', ' sc0')),
        (96, 0, 0, 1, 0, 1): (
            shape_1a860f0808a2,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (96, 0, 0, 1, 1, 0): (
            shape_1a860f0808a2,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (96, 0, 0, 1, 1, 1): (
            shape_215d1c699c53,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (96, 0, 1, 0, 0, 0): (shape_9829d1bdf071, ('buffer_atomic_swap_x2 ', ', off, ', ', ')),
        (96, 0, 1, 0, 0, 1): (
            shape_96e4010da698,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' idxen'),
        ),
        (96, 0, 1, 0, 1, 0): (
            shape_96e4010da698,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' offen'),
        ),
        (96, 0, 1, 0, 1, 1): (
            shape_8c15a250d748,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (96, 0, 1, 1, 0, 0): (shape_2e7881672076, ('buffer_atomic_swap_x2 ', ', off, ', ', ', ' sc0')),
        (96, 0, 1, 1, 0, 1): (
            shape_f56d3b59ef51,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (96, 0, 1, 1, 1, 0): (
            shape_f56d3b59ef51,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (96, 0, 1, 1, 1, 1): (
            shape_2b4a15ec0a4d,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (97, 0, 0, 0, 0, 0): (shape_03ca2b20c59a, ('buffer_atomic_cmpswap_x2 ', ', off, ', ', ')),
        (97, 0, 0, 0, 0, 1): (
            shape_7b69519914a7,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' idxen'),
        ),
        (97, 0, 0, 0, 1, 0): (
            shape_7b69519914a7,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' offen'),
        ),
        (97, 0, 0, 0, 1, 1): (
            shape_f3f464444bb6,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (97, 0, 0, 1, 0, 0): (
            shape_b7f9733cc259,
            ('buffer_atomic_cmpswap_x2 ', ', off, ', ', ', ' sc0'),
        ),
        (97, 0, 0, 1, 0, 1): (
            shape_898309f046f8,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (97, 0, 0, 1, 1, 0): (
            shape_898309f046f8,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (97, 0, 0, 1, 1, 1): (
            shape_98c9d98b001f,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (97, 0, 1, 0, 0, 0): (shape_0c7b1bad9bdf, ('buffer_atomic_cmpswap_x2 ', ', off, ', ', ')),
        (97, 0, 1, 0, 0, 1): (
            shape_cd8e803a8351,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' idxen'),
        ),
        (97, 0, 1, 0, 1, 0): (
            shape_cd8e803a8351,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' offen'),
        ),
        (97, 0, 1, 0, 1, 1): (
            shape_bde6da8762e4,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (97, 0, 1, 1, 0, 0): (
            shape_4af71dfd475b,
            ('buffer_atomic_cmpswap_x2 ', ', off, ', ', ', ' sc0'),
        ),
        (97, 0, 1, 1, 0, 1): (
            shape_16b25c1deb99,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (97, 0, 1, 1, 1, 0): (
            shape_16b25c1deb99,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (97, 0, 1, 1, 1, 1): (
            shape_8cacd6b70eea,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (98, 0, 0, 0, 0, 0): (shape_09e84522af78, ('buffer_atomic_add_x2 ', ', off, ', ', ')),
        (98, 0, 0, 0, 0, 1): (
            shape_ac0c4fd179ec,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' idxen'),
        ),
        (98, 0, 0, 0, 1, 0): (
            shape_ac0c4fd179ec,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' offen'),
        ),
        (98, 0, 0, 0, 1, 1): (
            shape_7b62ef7d0693,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (98, 0, 0, 1, 0, 0): (shape_e8eda8f38906, ('buffer_atomic_add_x2 ', ', off, ', ', ', ' sc0')),
        (98, 0, 0, 1, 0, 1): (
            shape_1a860f0808a2,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (98, 0, 0, 1, 1, 0): (
            shape_1a860f0808a2,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (98, 0, 0, 1, 1, 1): (
            shape_215d1c699c53,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (98, 0, 1, 0, 0, 0): (shape_9829d1bdf071, ('buffer_atomic_add_x2 ', ', off, ', ', ')),
        (98, 0, 1, 0, 0, 1): (
            shape_96e4010da698,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' idxen'),
        ),
        (98, 0, 1, 0, 1, 0): (
            shape_96e4010da698,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' offen'),
        ),
        (98, 0, 1, 0, 1, 1): (
            shape_8c15a250d748,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (98, 0, 1, 1, 0, 0): (shape_2e7881672076, ('buffer_atomic_add_x2 ', ', off, ', ', ', ' sc0')),
        (98, 0, 1, 1, 0, 1): (
            shape_f56d3b59ef51,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (98, 0, 1, 1, 1, 0): (
            shape_f56d3b59ef51,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (98, 0, 1, 1, 1, 1): (
            shape_2b4a15ec0a4d,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (99, 0, 0, 0, 0, 0): (shape_09e84522af78, ('buffer_atomic_sub_x2 ', ', off, ', ', ')),
        (99, 0, 0, 0, 0, 1): (
            shape_ac0c4fd179ec,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' idxen'),
        ),
        (99, 0, 0, 0, 1, 0): (
            shape_ac0c4fd179ec,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' offen'),
        ),
        (99, 0, 0, 0, 1, 1): (
            shape_7b62ef7d0693,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (99, 0, 0, 1, 0, 0): (shape_e8eda8f38906, ('buffer_atomic_sub_x2 ', ', off, ', ', ', ' sc0')),
        (99, 0, 0, 1, 0, 1): (
            shape_1a860f0808a2,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (99, 0, 0, 1, 1, 0): (
            shape_1a860f0808a2,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (99, 0, 0, 1, 1, 1): (
            shape_215d1c699c53,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (99, 0, 1, 0, 0, 0): (shape_9829d1bdf071, ('buffer_atomic_sub_x2 ', ', off, ', ', ')),
        (99, 0, 1, 0, 0, 1): (
            shape_96e4010da698,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' idxen'),
        ),
        (99, 0, 1, 0, 1, 0): (
            shape_96e4010da698,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' offen'),
        ),
        (99, 0, 1, 0, 1, 1): (
            shape_8c15a250d748,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (99, 0, 1, 1, 0, 0): (shape_2e7881672076, ('buffer_atomic_sub_x2 ', ', off, ', ', ', ' sc0')),
        (99, 0, 1, 1, 0, 1): (
            shape_f56d3b59ef51,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (99, 0, 1, 1, 1, 0): (
            shape_f56d3b59ef51,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (99, 0, 1, 1, 1, 1): (
            shape_2b4a15ec0a4d,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (100, 0, 0, 0, 0, 0): (shape_09e84522af78, ('buffer_atomic_smin_x2 ', ', off, ', ', ')),
        (100, 0, 0, 0, 0, 1): (
            shape_ac0c4fd179ec,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' idxen'),
        ),
        (100, 0, 0, 0, 1, 0): (
            shape_ac0c4fd179ec,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' offen'),
        ),
        (100, 0, 0, 0, 1, 1): (
            shape_7b62ef7d0693,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (100, 0, 0, 1, 0, 0): (shape_e8eda8f38906, ('buffer_atomic_smin_x2 ', ', off, ', ', ', ' sc0')),
        (100, 0, 0, 1, 0, 1): (
            shape_1a860f0808a2,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (100, 0, 0, 1, 1, 0): (
            shape_1a860f0808a2,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (100, 0, 0, 1, 1, 1): (
            shape_215d1c699c53,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (100, 0, 1, 0, 0, 0): (shape_9829d1bdf071, ('buffer_atomic_smin_x2 ', ', off, ', ', ')),
        (100, 0, 1, 0, 0, 1): (
            shape_96e4010da698,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' idxen'),
        ),
        (100, 0, 1, 0, 1, 0): (
            shape_96e4010da698,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' offen'),
        ),
        (100, 0, 1, 0, 1, 1): (
            shape_8c15a250d748,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (100, 0, 1, 1, 0, 0): (shape_2e7881672076, ('buffer_atomic_smin_x2 ', ', off, ', ', ', ' sc0')),
        (100, 0, 1, 1, 0, 1): (
            shape_f56d3b59ef51,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (100, 0, 1, 1, 1, 0): (
            shape_f56d3b59ef51,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (100, 0, 1, 1, 1, 1): (
            shape_2b4a15ec0a4d,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (101, 0, 0, 0, 0, 0): (shape_09e84522af78, ('buffer_atomic_umin_x2 ', ', off, ', ', ')),
        (101, 0, 0, 0, 0, 1): (
            shape_ac0c4fd179ec,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' idxen'),
        ),
        (101, 0, 0, 0, 1, 0): (
            shape_ac0c4fd179ec,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' offen'),
        ),
        (101, 0, 0, 0, 1, 1): (
            shape_7b62ef7d0693,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (101, 0, 0, 1, 0, 0): (shape_e8eda8f38906, ('buffer_atomic_umin_x2 ', ', off, ', ', ', ' sc0')),
        (101, 0, 0, 1, 0, 1): (
            shape_1a860f0808a2,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (101, 0, 0, 1, 1, 0): (
            shape_1a860f0808a2,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (101, 0, 0, 1, 1, 1): (
            shape_215d1c699c53,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (101, 0, 1, 0, 0, 0): (shape_9829d1bdf071, ('buffer_atomic_umin_x2 ', ', off, ', ', ')),
        (101, 0, 1, 0, 0, 1): (
            shape_96e4010da698,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' idxen'),
        ),
        (101, 0, 1, 0, 1, 0): (
            shape_96e4010da698,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' offen'),
        ),
        (101, 0, 1, 0, 1, 1): (
            shape_8c15a250d748,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (101, 0, 1, 1, 0, 0): (shape_2e7881672076, ('buffer_atomic_umin_x2 ', ', off, ', ', ', ' sc0')),
        (101, 0, 1, 1, 0, 1): (
            shape_f56d3b59ef51,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (101, 0, 1, 1, 1, 0): (
            shape_f56d3b59ef51,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (101, 0, 1, 1, 1, 1): (
            shape_2b4a15ec0a4d,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (102, 0, 0, 0, 0, 0): (shape_09e84522af78, ('buffer_atomic_smax_x2 ', ', off, ', ', ')),
        (102, 0, 0, 0, 0, 1): (
            shape_ac0c4fd179ec,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' idxen'),
        ),
        (102, 0, 0, 0, 1, 0): (
            shape_ac0c4fd179ec,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' offen'),
        ),
        (102, 0, 0, 0, 1, 1): (
            shape_7b62ef7d0693,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (102, 0, 0, 1, 0, 0): (shape_e8eda8f38906, ('buffer_atomic_smax_x2 ', ', off, ', ', ', ' sc0')),
        (102, 0, 0, 1, 0, 1): (
            shape_1a860f0808a2,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (102, 0, 0, 1, 1, 0): (
            shape_1a860f0808a2,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (102, 0, 0, 1, 1, 1): (
            shape_215d1c699c53,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (102, 0, 1, 0, 0, 0): (shape_9829d1bdf071, ('buffer_atomic_smax_x2 ', ', off, ', ', ')),
        (102, 0, 1, 0, 0, 1): (
            shape_96e4010da698,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' idxen'),
        ),
        (102, 0, 1, 0, 1, 0): (
            shape_96e4010da698,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' offen'),
        ),
        (102, 0, 1, 0, 1, 1): (
            shape_8c15a250d748,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (102, 0, 1, 1, 0, 0): (shape_2e7881672076, ('buffer_atomic_smax_x2 ', ', off, ', ', ', ' sc0')),
        (102, 0, 1, 1, 0, 1): (
            shape_f56d3b59ef51,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (102, 0, 1, 1, 1, 0): (
            shape_f56d3b59ef51,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (102, 0, 1, 1, 1, 1): (
            shape_2b4a15ec0a4d,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (103, 0, 0, 0, 0, 0): (shape_09e84522af78, ('buffer_atomic_umax_x2 ', ', off, ', ', ')),
        (103, 0, 0, 0, 0, 1): (
            shape_ac0c4fd179ec,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' idxen'),
        ),
        (103, 0, 0, 0, 1, 0): (
            shape_ac0c4fd179ec,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' offen'),
        ),
        (103, 0, 0, 0, 1, 1): (
            shape_7b62ef7d0693,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (103, 0, 0, 1, 0, 0): (shape_e8eda8f38906, ('buffer_atomic_umax_x2 ', ', off, ', ', ', ' sc0')),
        (103, 0, 0, 1, 0, 1): (
            shape_1a860f0808a2,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (103, 0, 0, 1, 1, 0): (
            shape_1a860f0808a2,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (103, 0, 0, 1, 1, 1): (
            shape_215d1c699c53,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (103, 0, 1, 0, 0, 0): (shape_9829d1bdf071, ('buffer_atomic_umax_x2 ', ', off, ', ', ')),
        (103, 0, 1, 0, 0, 1): (
            shape_96e4010da698,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' idxen'),
        ),
        (103, 0, 1, 0, 1, 0): (
            shape_96e4010da698,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' offen'),
        ),
        (103, 0, 1, 0, 1, 1): (
            shape_8c15a250d748,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (103, 0, 1, 1, 0, 0): (shape_2e7881672076, ('buffer_atomic_umax_x2 ', ', off, ', ', ', ' sc0')),
        (103, 0, 1, 1, 0, 1): (
            shape_f56d3b59ef51,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (103, 0, 1, 1, 1, 0): (
            shape_f56d3b59ef51,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (103, 0, 1, 1, 1, 1): (
            shape_2b4a15ec0a4d,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (104, 0, 0, 0, 0, 0): (shape_09e84522af78, ('buffer_atomic_and_x2 ', ', off, ', ', ')),
        (104, 0, 0, 0, 0, 1): (
            shape_ac0c4fd179ec,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' idxen'),
        ),
        (104, 0, 0, 0, 1, 0): (
            shape_ac0c4fd179ec,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' offen'),
        ),
        (104, 0, 0, 0, 1, 1): (
            shape_7b62ef7d0693,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (104, 0, 0, 1, 0, 0): (shape_e8eda8f38906, ('buffer_atomic_and_x2 ', ', off, ', ', ', ' sc0')),
        (104, 0, 0, 1, 0, 1): (
            shape_1a860f0808a2,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (104, 0, 0, 1, 1, 0): (
            shape_1a860f0808a2,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (104, 0, 0, 1, 1, 1): (
            shape_215d1c699c53,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (104, 0, 1, 0, 0, 0): (shape_9829d1bdf071, ('buffer_atomic_and_x2 ', ', off, ', ', ')),
        (104, 0, 1, 0, 0, 1): (
            shape_96e4010da698,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' idxen'),
        ),
        (104, 0, 1, 0, 1, 0): (
            shape_96e4010da698,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' offen'),
        ),
        (104, 0, 1, 0, 1, 1): (
            shape_8c15a250d748,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (104, 0, 1, 1, 0, 0): (shape_2e7881672076, ('buffer_atomic_and_x2 ', ', off, ', ', ', ' sc0')),
        (104, 0, 1, 1, 0, 1): (
            shape_f56d3b59ef51,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (104, 0, 1, 1, 1, 0): (
            shape_f56d3b59ef51,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (104, 0, 1, 1, 1, 1): (
            shape_2b4a15ec0a4d,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (105, 0, 0, 0, 0, 0): (shape_09e84522af78, ('buffer_atomic_or_x2 ', ', off, ', ', ')),
        (105, 0, 0, 0, 0, 1): (
            shape_ac0c4fd179ec,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' idxen'),
        ),
        (105, 0, 0, 0, 1, 0): (
            shape_ac0c4fd179ec,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' offen'),
        ),
        (105, 0, 0, 0, 1, 1): (
            shape_7b62ef7d0693,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (105, 0, 0, 1, 0, 0): (shape_e8eda8f38906, ('buffer_atomic_or_x2 ', ', off, ', ', ', ' sc0')),
        (105, 0, 0, 1, 0, 1): (
            shape_1a860f0808a2,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (105, 0, 0, 1, 1, 0): (
            shape_1a860f0808a2,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (105, 0, 0, 1, 1, 1): (
            shape_215d1c699c53,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (105, 0, 1, 0, 0, 0): (shape_9829d1bdf071, ('buffer_atomic_or_x2 ', ', off, ', ', ')),
        (105, 0, 1, 0, 0, 1): (
            shape_96e4010da698,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' idxen'),
        ),
        (105, 0, 1, 0, 1, 0): (
            shape_96e4010da698,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' offen'),
        ),
        (105, 0, 1, 0, 1, 1): (
            shape_8c15a250d748,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (105, 0, 1, 1, 0, 0): (shape_2e7881672076, ('buffer_atomic_or_x2 ', ', off, ', ', ', ' sc0')),
        (105, 0, 1, 1, 0, 1): (
            shape_f56d3b59ef51,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (105, 0, 1, 1, 1, 0): (
            shape_f56d3b59ef51,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (105, 0, 1, 1, 1, 1): (
            shape_2b4a15ec0a4d,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (106, 0, 0, 0, 0, 0): (shape_09e84522af78, ('buffer_atomic_xor_x2 ', ', off, ', ', ')),
        (106, 0, 0, 0, 0, 1): (
            shape_ac0c4fd179ec,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' idxen'),
        ),
        (106, 0, 0, 0, 1, 0): (
            shape_ac0c4fd179ec,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' offen'),
        ),
        (106, 0, 0, 0, 1, 1): (
            shape_7b62ef7d0693,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (106, 0, 0, 1, 0, 0): (shape_e8eda8f38906, ('buffer_atomic_xor_x2 ', ', off, ', ', ', ' sc0')),
        (106, 0, 0, 1, 0, 1): (
            shape_1a860f0808a2,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (106, 0, 0, 1, 1, 0): (
            shape_1a860f0808a2,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (106, 0, 0, 1, 1, 1): (
            shape_215d1c699c53,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (106, 0, 1, 0, 0, 0): (shape_9829d1bdf071, ('buffer_atomic_xor_x2 ', ', off, ', ', ')),
        (106, 0, 1, 0, 0, 1): (
            shape_96e4010da698,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' idxen'),
        ),
        (106, 0, 1, 0, 1, 0): (
            shape_96e4010da698,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' offen'),
        ),
        (106, 0, 1, 0, 1, 1): (
            shape_8c15a250d748,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (106, 0, 1, 1, 0, 0): (shape_2e7881672076, ('buffer_atomic_xor_x2 ', ', off, ', ', ', ' sc0')),
        (106, 0, 1, 1, 0, 1): (
            shape_f56d3b59ef51,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (106, 0, 1, 1, 1, 0): (
            shape_f56d3b59ef51,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (106, 0, 1, 1, 1, 1): (
            shape_2b4a15ec0a4d,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (107, 0, 0, 0, 0, 0): (shape_09e84522af78, ('buffer_atomic_inc_x2 ', ', off, ', ', ')),
        (107, 0, 0, 0, 0, 1): (
            shape_ac0c4fd179ec,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' idxen'),
        ),
        (107, 0, 0, 0, 1, 0): (
            shape_ac0c4fd179ec,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' offen'),
        ),
        (107, 0, 0, 0, 1, 1): (
            shape_7b62ef7d0693,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (107, 0, 0, 1, 0, 0): (shape_e8eda8f38906, ('buffer_atomic_inc_x2 ', ', off, ', ', ', ' sc0')),
        (107, 0, 0, 1, 0, 1): (
            shape_1a860f0808a2,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (107, 0, 0, 1, 1, 0): (
            shape_1a860f0808a2,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (107, 0, 0, 1, 1, 1): (
            shape_215d1c699c53,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (107, 0, 1, 0, 0, 0): (shape_9829d1bdf071, ('buffer_atomic_inc_x2 ', ', off, ', ', ')),
        (107, 0, 1, 0, 0, 1): (
            shape_96e4010da698,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' idxen'),
        ),
        (107, 0, 1, 0, 1, 0): (
            shape_96e4010da698,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' offen'),
        ),
        (107, 0, 1, 0, 1, 1): (
            shape_8c15a250d748,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (107, 0, 1, 1, 0, 0): (shape_2e7881672076, ('buffer_atomic_inc_x2 ', ', off, ', ', ', ' sc0')),
        (107, 0, 1, 1, 0, 1): (
            shape_f56d3b59ef51,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (107, 0, 1, 1, 1, 0): (
            shape_f56d3b59ef51,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (107, 0, 1, 1, 1, 1): (
            shape_2b4a15ec0a4d,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (108, 0, 0, 0, 0, 0): (shape_09e84522af78, ('buffer_atomic_dec_x2 ', ', off, ', ', ')),
        (108, 0, 0, 0, 0, 1): (
            shape_ac0c4fd179ec,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' idxen'),
        ),
        (108, 0, 0, 0, 1, 0): (
            shape_ac0c4fd179ec,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' offen'),
        ),
        (108, 0, 0, 0, 1, 1): (
            shape_7b62ef7d0693,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (108, 0, 0, 1, 0, 0): (shape_e8eda8f38906, ('buffer_atomic_dec_x2 ', ', off, ', ', ', ' sc0')),
        (108, 0, 0, 1, 0, 1): (
            shape_1a860f0808a2,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (108, 0, 0, 1, 1, 0): (
            shape_1a860f0808a2,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (108, 0, 0, 1, 1, 1): (
            shape_215d1c699c53,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (108, 0, 1, 0, 0, 0): (shape_9829d1bdf071, ('buffer_atomic_dec_x2 ', ', off, ', ', ')),
        (108, 0, 1, 0, 0, 1): (
            shape_96e4010da698,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' idxen'),
        ),
        (108, 0, 1, 0, 1, 0): (
            shape_96e4010da698,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' offen'),
        ),
        (108, 0, 1, 0, 1, 1): (
            shape_8c15a250d748,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (108, 0, 1, 1, 0, 0): (shape_2e7881672076, ('buffer_atomic_dec_x2 ', ', off, ', ', ', ' sc0')),
        (108, 0, 1, 1, 0, 1): (
            shape_f56d3b59ef51,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (108, 0, 1, 1, 1, 0): (
            shape_f56d3b59ef51,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (108, 0, 1, 1, 1, 1): (
            shape_2b4a15ec0a4d,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
    }


def build_lossless(R, literal_ok, fmt_ok):
    C_map_06ddb367 = bytes.fromhex('0101')
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
    def lossless_09dd3aabde82(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_3388534fe2a3(mask, base):
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_39a70d690658(mask, base):
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_44ee57e1e1da(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_470d1a8daa54(mask, base):
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_4a0f4a7cab62(mask, base):
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_4a5cd7a55040(mask, base):
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_524ddb4323ea(mask, base):
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_5a35ebd94d14(mask, base):
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_61e1cc5119c6(mask, base):
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_67ee8f3abf1f(mask, base):
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_6ef70031bb50(mask, base):
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_7a39394f5dc1(mask, base):
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_a34762753a6e(mask, base):
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_a61fdc8ae933(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_aac3541f608e(mask, base):
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_b3b100ec4028(mask, base):
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_bd21ef409b56(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_c20379f0901f(mask, base):
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_c3050c380786(mask, base):
        def lossless(v, lit):
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_d0395c98fa9d(mask, base):
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_da01872fd623(mask, base):
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_ddd32d043594(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_e3bc58024ca9(mask, base):
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_e8c331a734d0(mask, base):
        def lossless(v, lit):
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_ea909344edd3(mask, base):
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_f141aa6aaacf(mask, base):
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_f37520d4d299(mask, base):
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    return {
        (0, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (0, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (0, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (0, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (0, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (0, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (0, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (0, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (0, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (0, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (0, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (0, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (0, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (0, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (0, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (0, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (0, 1, 0, 0, 0, 0): (lossless_c3050c380786, 0x60ffff02000000, 0x0),
        (0, 1, 0, 0, 0, 1): (lossless_09dd3aabde82, 0x60ff0002000000, 0x0),
        (0, 1, 0, 0, 1, 0): (lossless_09dd3aabde82, 0x60ff0002000000, 0x0),
        (0, 1, 0, 0, 1, 1): (lossless_44ee57e1e1da, 0x60ff0002000000, 0x0),
        (0, 1, 0, 1, 0, 0): (lossless_c3050c380786, 0x60ffff02000000, 0x0),
        (0, 1, 0, 1, 0, 1): (lossless_09dd3aabde82, 0x60ff0002000000, 0x0),
        (0, 1, 0, 1, 1, 0): (lossless_09dd3aabde82, 0x60ff0002000000, 0x0),
        (0, 1, 0, 1, 1, 1): (lossless_44ee57e1e1da, 0x60ff0002000000, 0x0),
        (1, 0, 0, 0, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (1, 0, 0, 0, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (1, 0, 0, 0, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (1, 0, 0, 0, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (1, 0, 0, 1, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (1, 0, 0, 1, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (1, 0, 0, 1, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (1, 0, 0, 1, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (1, 0, 1, 0, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (1, 0, 1, 0, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (1, 0, 1, 0, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (1, 0, 1, 0, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (1, 0, 1, 1, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (1, 0, 1, 1, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (1, 0, 1, 1, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (1, 0, 1, 1, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (2, 0, 0, 0, 0, 0): (lossless_aac3541f608e, 0x6000ff02000000, 0x0),
        (2, 0, 0, 0, 0, 1): (lossless_7a39394f5dc1, 0x60000002000000, 0x0),
        (2, 0, 0, 0, 1, 0): (lossless_7a39394f5dc1, 0x60000002000000, 0x0),
        (2, 0, 0, 0, 1, 1): (lossless_524ddb4323ea, 0x60000002000000, 0x0),
        (2, 0, 0, 1, 0, 0): (lossless_aac3541f608e, 0x6000ff02000000, 0x0),
        (2, 0, 0, 1, 0, 1): (lossless_7a39394f5dc1, 0x60000002000000, 0x0),
        (2, 0, 0, 1, 1, 0): (lossless_7a39394f5dc1, 0x60000002000000, 0x0),
        (2, 0, 0, 1, 1, 1): (lossless_524ddb4323ea, 0x60000002000000, 0x0),
        (2, 0, 1, 0, 0, 0): (lossless_f141aa6aaacf, 0x6000ff02000000, 0x0),
        (2, 0, 1, 0, 0, 1): (lossless_c20379f0901f, 0x60000002000000, 0x0),
        (2, 0, 1, 0, 1, 0): (lossless_c20379f0901f, 0x60000002000000, 0x0),
        (2, 0, 1, 0, 1, 1): (lossless_4a0f4a7cab62, 0x60000002000000, 0x0),
        (2, 0, 1, 1, 0, 0): (lossless_f141aa6aaacf, 0x6000ff02000000, 0x0),
        (2, 0, 1, 1, 0, 1): (lossless_c20379f0901f, 0x60000002000000, 0x0),
        (2, 0, 1, 1, 1, 0): (lossless_c20379f0901f, 0x60000002000000, 0x0),
        (2, 0, 1, 1, 1, 1): (lossless_4a0f4a7cab62, 0x60000002000000, 0x0),
        (3, 0, 0, 0, 0, 0): (lossless_d0395c98fa9d, 0x6000ff02000000, 0x0),
        (3, 0, 0, 0, 0, 1): (lossless_b3b100ec4028, 0x60000002000000, 0x0),
        (3, 0, 0, 0, 1, 0): (lossless_b3b100ec4028, 0x60000002000000, 0x0),
        (3, 0, 0, 0, 1, 1): (lossless_3388534fe2a3, 0x60000002000000, 0x0),
        (3, 0, 0, 1, 0, 0): (lossless_d0395c98fa9d, 0x6000ff02000000, 0x0),
        (3, 0, 0, 1, 0, 1): (lossless_b3b100ec4028, 0x60000002000000, 0x0),
        (3, 0, 0, 1, 1, 0): (lossless_b3b100ec4028, 0x60000002000000, 0x0),
        (3, 0, 0, 1, 1, 1): (lossless_3388534fe2a3, 0x60000002000000, 0x0),
        (3, 0, 1, 0, 0, 0): (lossless_4a5cd7a55040, 0x6000ff02000000, 0x0),
        (3, 0, 1, 0, 0, 1): (lossless_f37520d4d299, 0x60000002000000, 0x0),
        (3, 0, 1, 0, 1, 0): (lossless_f37520d4d299, 0x60000002000000, 0x0),
        (3, 0, 1, 0, 1, 1): (lossless_67ee8f3abf1f, 0x60000002000000, 0x0),
        (3, 0, 1, 1, 0, 0): (lossless_4a5cd7a55040, 0x6000ff02000000, 0x0),
        (3, 0, 1, 1, 0, 1): (lossless_f37520d4d299, 0x60000002000000, 0x0),
        (3, 0, 1, 1, 1, 0): (lossless_f37520d4d299, 0x60000002000000, 0x0),
        (3, 0, 1, 1, 1, 1): (lossless_67ee8f3abf1f, 0x60000002000000, 0x0),
        (4, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (4, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (4, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (4, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (4, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (4, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (4, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (4, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (4, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (4, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (4, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (4, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (4, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (4, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (4, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (4, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (5, 0, 0, 0, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (5, 0, 0, 0, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (5, 0, 0, 0, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (5, 0, 0, 0, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (5, 0, 0, 1, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (5, 0, 0, 1, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (5, 0, 0, 1, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (5, 0, 0, 1, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (5, 0, 1, 0, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (5, 0, 1, 0, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (5, 0, 1, 0, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (5, 0, 1, 0, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (5, 0, 1, 1, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (5, 0, 1, 1, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (5, 0, 1, 1, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (5, 0, 1, 1, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (6, 0, 0, 0, 0, 0): (lossless_aac3541f608e, 0x6000ff02000000, 0x0),
        (6, 0, 0, 0, 0, 1): (lossless_7a39394f5dc1, 0x60000002000000, 0x0),
        (6, 0, 0, 0, 1, 0): (lossless_7a39394f5dc1, 0x60000002000000, 0x0),
        (6, 0, 0, 0, 1, 1): (lossless_524ddb4323ea, 0x60000002000000, 0x0),
        (6, 0, 0, 1, 0, 0): (lossless_aac3541f608e, 0x6000ff02000000, 0x0),
        (6, 0, 0, 1, 0, 1): (lossless_7a39394f5dc1, 0x60000002000000, 0x0),
        (6, 0, 0, 1, 1, 0): (lossless_7a39394f5dc1, 0x60000002000000, 0x0),
        (6, 0, 0, 1, 1, 1): (lossless_524ddb4323ea, 0x60000002000000, 0x0),
        (6, 0, 1, 0, 0, 0): (lossless_f141aa6aaacf, 0x6000ff02000000, 0x0),
        (6, 0, 1, 0, 0, 1): (lossless_c20379f0901f, 0x60000002000000, 0x0),
        (6, 0, 1, 0, 1, 0): (lossless_c20379f0901f, 0x60000002000000, 0x0),
        (6, 0, 1, 0, 1, 1): (lossless_4a0f4a7cab62, 0x60000002000000, 0x0),
        (6, 0, 1, 1, 0, 0): (lossless_f141aa6aaacf, 0x6000ff02000000, 0x0),
        (6, 0, 1, 1, 0, 1): (lossless_c20379f0901f, 0x60000002000000, 0x0),
        (6, 0, 1, 1, 1, 0): (lossless_c20379f0901f, 0x60000002000000, 0x0),
        (6, 0, 1, 1, 1, 1): (lossless_4a0f4a7cab62, 0x60000002000000, 0x0),
        (7, 0, 0, 0, 0, 0): (lossless_d0395c98fa9d, 0x6000ff02000000, 0x0),
        (7, 0, 0, 0, 0, 1): (lossless_b3b100ec4028, 0x60000002000000, 0x0),
        (7, 0, 0, 0, 1, 0): (lossless_b3b100ec4028, 0x60000002000000, 0x0),
        (7, 0, 0, 0, 1, 1): (lossless_3388534fe2a3, 0x60000002000000, 0x0),
        (7, 0, 0, 1, 0, 0): (lossless_d0395c98fa9d, 0x6000ff02000000, 0x0),
        (7, 0, 0, 1, 0, 1): (lossless_b3b100ec4028, 0x60000002000000, 0x0),
        (7, 0, 0, 1, 1, 0): (lossless_b3b100ec4028, 0x60000002000000, 0x0),
        (7, 0, 0, 1, 1, 1): (lossless_3388534fe2a3, 0x60000002000000, 0x0),
        (7, 0, 1, 0, 0, 0): (lossless_4a5cd7a55040, 0x6000ff02000000, 0x0),
        (7, 0, 1, 0, 0, 1): (lossless_f37520d4d299, 0x60000002000000, 0x0),
        (7, 0, 1, 0, 1, 0): (lossless_f37520d4d299, 0x60000002000000, 0x0),
        (7, 0, 1, 0, 1, 1): (lossless_67ee8f3abf1f, 0x60000002000000, 0x0),
        (7, 0, 1, 1, 0, 0): (lossless_4a5cd7a55040, 0x6000ff02000000, 0x0),
        (7, 0, 1, 1, 0, 1): (lossless_f37520d4d299, 0x60000002000000, 0x0),
        (7, 0, 1, 1, 1, 0): (lossless_f37520d4d299, 0x60000002000000, 0x0),
        (7, 0, 1, 1, 1, 1): (lossless_67ee8f3abf1f, 0x60000002000000, 0x0),
        (8, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (8, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (8, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (8, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (8, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (8, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (8, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (8, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (8, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (8, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (8, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (8, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (8, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (8, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (8, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (8, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (9, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (9, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (9, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (9, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (9, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (9, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (9, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (9, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (9, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (9, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (9, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (9, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (9, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (9, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (9, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (9, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (10, 0, 0, 0, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (10, 0, 0, 0, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (10, 0, 0, 0, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (10, 0, 0, 0, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (10, 0, 0, 1, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (10, 0, 0, 1, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (10, 0, 0, 1, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (10, 0, 0, 1, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (10, 0, 1, 0, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (10, 0, 1, 0, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (10, 0, 1, 0, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (10, 0, 1, 0, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (10, 0, 1, 1, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (10, 0, 1, 1, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (10, 0, 1, 1, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (10, 0, 1, 1, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (11, 0, 0, 0, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (11, 0, 0, 0, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (11, 0, 0, 0, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (11, 0, 0, 0, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (11, 0, 0, 1, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (11, 0, 0, 1, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (11, 0, 0, 1, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (11, 0, 0, 1, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (11, 0, 1, 0, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (11, 0, 1, 0, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (11, 0, 1, 0, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (11, 0, 1, 0, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (11, 0, 1, 1, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (11, 0, 1, 1, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (11, 0, 1, 1, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (11, 0, 1, 1, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (12, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (12, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (12, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (12, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (12, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (12, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (12, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (12, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (12, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (12, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (12, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (12, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (12, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (12, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (12, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (12, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (13, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (13, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (13, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (13, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (13, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (13, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (13, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (13, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (13, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (13, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (13, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (13, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (13, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (13, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (13, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (13, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (14, 0, 0, 0, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (14, 0, 0, 0, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (14, 0, 0, 0, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (14, 0, 0, 0, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (14, 0, 0, 1, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (14, 0, 0, 1, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (14, 0, 0, 1, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (14, 0, 0, 1, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (14, 0, 1, 0, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (14, 0, 1, 0, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (14, 0, 1, 0, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (14, 0, 1, 0, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (14, 0, 1, 1, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (14, 0, 1, 1, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (14, 0, 1, 1, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (14, 0, 1, 1, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (15, 0, 0, 0, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (15, 0, 0, 0, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (15, 0, 0, 0, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (15, 0, 0, 0, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (15, 0, 0, 1, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (15, 0, 0, 1, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (15, 0, 0, 1, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (15, 0, 0, 1, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (15, 0, 1, 0, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (15, 0, 1, 0, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (15, 0, 1, 0, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (15, 0, 1, 0, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (15, 0, 1, 1, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (15, 0, 1, 1, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (15, 0, 1, 1, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (15, 0, 1, 1, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (16, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (16, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (16, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (16, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (16, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (16, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (16, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (16, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (16, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (16, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (16, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (16, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (16, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (16, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (16, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (16, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (16, 1, 0, 0, 0, 0): (lossless_c3050c380786, 0x60ffff02000000, 0x0),
        (16, 1, 0, 0, 0, 1): (lossless_09dd3aabde82, 0x60ff0002000000, 0x0),
        (16, 1, 0, 0, 1, 0): (lossless_09dd3aabde82, 0x60ff0002000000, 0x0),
        (16, 1, 0, 0, 1, 1): (lossless_44ee57e1e1da, 0x60ff0002000000, 0x0),
        (16, 1, 0, 1, 0, 0): (lossless_c3050c380786, 0x60ffff02000000, 0x0),
        (16, 1, 0, 1, 0, 1): (lossless_09dd3aabde82, 0x60ff0002000000, 0x0),
        (16, 1, 0, 1, 1, 0): (lossless_09dd3aabde82, 0x60ff0002000000, 0x0),
        (16, 1, 0, 1, 1, 1): (lossless_44ee57e1e1da, 0x60ff0002000000, 0x0),
        (17, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (17, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (17, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (17, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (17, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (17, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (17, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (17, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (17, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (17, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (17, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (17, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (17, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (17, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (17, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (17, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (17, 1, 0, 0, 0, 0): (lossless_c3050c380786, 0x60ffff02000000, 0x0),
        (17, 1, 0, 0, 0, 1): (lossless_09dd3aabde82, 0x60ff0002000000, 0x0),
        (17, 1, 0, 0, 1, 0): (lossless_09dd3aabde82, 0x60ff0002000000, 0x0),
        (17, 1, 0, 0, 1, 1): (lossless_44ee57e1e1da, 0x60ff0002000000, 0x0),
        (17, 1, 0, 1, 0, 0): (lossless_c3050c380786, 0x60ffff02000000, 0x0),
        (17, 1, 0, 1, 0, 1): (lossless_09dd3aabde82, 0x60ff0002000000, 0x0),
        (17, 1, 0, 1, 1, 0): (lossless_09dd3aabde82, 0x60ff0002000000, 0x0),
        (17, 1, 0, 1, 1, 1): (lossless_44ee57e1e1da, 0x60ff0002000000, 0x0),
        (18, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (18, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (18, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (18, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (18, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (18, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (18, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (18, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (18, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (18, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (18, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (18, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (18, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (18, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (18, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (18, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (18, 1, 0, 0, 0, 0): (lossless_c3050c380786, 0x60ffff02000000, 0x0),
        (18, 1, 0, 0, 0, 1): (lossless_09dd3aabde82, 0x60ff0002000000, 0x0),
        (18, 1, 0, 0, 1, 0): (lossless_09dd3aabde82, 0x60ff0002000000, 0x0),
        (18, 1, 0, 0, 1, 1): (lossless_44ee57e1e1da, 0x60ff0002000000, 0x0),
        (18, 1, 0, 1, 0, 0): (lossless_c3050c380786, 0x60ffff02000000, 0x0),
        (18, 1, 0, 1, 0, 1): (lossless_09dd3aabde82, 0x60ff0002000000, 0x0),
        (18, 1, 0, 1, 1, 0): (lossless_09dd3aabde82, 0x60ff0002000000, 0x0),
        (18, 1, 0, 1, 1, 1): (lossless_44ee57e1e1da, 0x60ff0002000000, 0x0),
        (19, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (19, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (19, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (19, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (19, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (19, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (19, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (19, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (19, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (19, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (19, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (19, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (19, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (19, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (19, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (19, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (19, 1, 0, 0, 0, 0): (lossless_c3050c380786, 0x60ffff02000000, 0x0),
        (19, 1, 0, 0, 0, 1): (lossless_09dd3aabde82, 0x60ff0002000000, 0x0),
        (19, 1, 0, 0, 1, 0): (lossless_09dd3aabde82, 0x60ff0002000000, 0x0),
        (19, 1, 0, 0, 1, 1): (lossless_44ee57e1e1da, 0x60ff0002000000, 0x0),
        (19, 1, 0, 1, 0, 0): (lossless_c3050c380786, 0x60ffff02000000, 0x0),
        (19, 1, 0, 1, 0, 1): (lossless_09dd3aabde82, 0x60ff0002000000, 0x0),
        (19, 1, 0, 1, 1, 0): (lossless_09dd3aabde82, 0x60ff0002000000, 0x0),
        (19, 1, 0, 1, 1, 1): (lossless_44ee57e1e1da, 0x60ff0002000000, 0x0),
        (20, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (20, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (20, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (20, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (20, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (20, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (20, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (20, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (20, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (20, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (20, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (20, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (20, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (20, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (20, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (20, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (20, 1, 0, 0, 0, 0): (lossless_c3050c380786, 0x60ffff02000000, 0x0),
        (20, 1, 0, 0, 0, 1): (lossless_09dd3aabde82, 0x60ff0002000000, 0x0),
        (20, 1, 0, 0, 1, 0): (lossless_09dd3aabde82, 0x60ff0002000000, 0x0),
        (20, 1, 0, 0, 1, 1): (lossless_44ee57e1e1da, 0x60ff0002000000, 0x0),
        (20, 1, 0, 1, 0, 0): (lossless_c3050c380786, 0x60ffff02000000, 0x0),
        (20, 1, 0, 1, 0, 1): (lossless_09dd3aabde82, 0x60ff0002000000, 0x0),
        (20, 1, 0, 1, 1, 0): (lossless_09dd3aabde82, 0x60ff0002000000, 0x0),
        (20, 1, 0, 1, 1, 1): (lossless_44ee57e1e1da, 0x60ff0002000000, 0x0),
        (21, 0, 0, 0, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (21, 0, 0, 0, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (21, 0, 0, 0, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (21, 0, 0, 0, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (21, 0, 0, 1, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (21, 0, 0, 1, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (21, 0, 0, 1, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (21, 0, 0, 1, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (21, 0, 1, 0, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (21, 0, 1, 0, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (21, 0, 1, 0, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (21, 0, 1, 0, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (21, 0, 1, 1, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (21, 0, 1, 1, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (21, 0, 1, 1, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (21, 0, 1, 1, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (22, 0, 0, 0, 0, 0): (lossless_aac3541f608e, 0x6000ff02000000, 0x0),
        (22, 0, 0, 0, 0, 1): (lossless_7a39394f5dc1, 0x60000002000000, 0x0),
        (22, 0, 0, 0, 1, 0): (lossless_7a39394f5dc1, 0x60000002000000, 0x0),
        (22, 0, 0, 0, 1, 1): (lossless_524ddb4323ea, 0x60000002000000, 0x0),
        (22, 0, 0, 1, 0, 0): (lossless_aac3541f608e, 0x6000ff02000000, 0x0),
        (22, 0, 0, 1, 0, 1): (lossless_7a39394f5dc1, 0x60000002000000, 0x0),
        (22, 0, 0, 1, 1, 0): (lossless_7a39394f5dc1, 0x60000002000000, 0x0),
        (22, 0, 0, 1, 1, 1): (lossless_524ddb4323ea, 0x60000002000000, 0x0),
        (22, 0, 1, 0, 0, 0): (lossless_f141aa6aaacf, 0x6000ff02000000, 0x0),
        (22, 0, 1, 0, 0, 1): (lossless_c20379f0901f, 0x60000002000000, 0x0),
        (22, 0, 1, 0, 1, 0): (lossless_c20379f0901f, 0x60000002000000, 0x0),
        (22, 0, 1, 0, 1, 1): (lossless_4a0f4a7cab62, 0x60000002000000, 0x0),
        (22, 0, 1, 1, 0, 0): (lossless_f141aa6aaacf, 0x6000ff02000000, 0x0),
        (22, 0, 1, 1, 0, 1): (lossless_c20379f0901f, 0x60000002000000, 0x0),
        (22, 0, 1, 1, 1, 0): (lossless_c20379f0901f, 0x60000002000000, 0x0),
        (22, 0, 1, 1, 1, 1): (lossless_4a0f4a7cab62, 0x60000002000000, 0x0),
        (22, 1, 0, 0, 0, 0): (lossless_c3050c380786, 0x60ffff02000000, 0x0),
        (22, 1, 0, 0, 0, 1): (lossless_09dd3aabde82, 0x60ff0002000000, 0x0),
        (22, 1, 0, 0, 1, 0): (lossless_09dd3aabde82, 0x60ff0002000000, 0x0),
        (22, 1, 0, 0, 1, 1): (lossless_44ee57e1e1da, 0x60ff0002000000, 0x0),
        (22, 1, 0, 1, 0, 0): (lossless_c3050c380786, 0x60ffff02000000, 0x0),
        (22, 1, 0, 1, 0, 1): (lossless_09dd3aabde82, 0x60ff0002000000, 0x0),
        (22, 1, 0, 1, 1, 0): (lossless_09dd3aabde82, 0x60ff0002000000, 0x0),
        (22, 1, 0, 1, 1, 1): (lossless_44ee57e1e1da, 0x60ff0002000000, 0x0),
        (23, 0, 0, 0, 0, 0): (lossless_d0395c98fa9d, 0x6000ff02000000, 0x0),
        (23, 0, 0, 0, 0, 1): (lossless_b3b100ec4028, 0x60000002000000, 0x0),
        (23, 0, 0, 0, 1, 0): (lossless_b3b100ec4028, 0x60000002000000, 0x0),
        (23, 0, 0, 0, 1, 1): (lossless_3388534fe2a3, 0x60000002000000, 0x0),
        (23, 0, 0, 1, 0, 0): (lossless_d0395c98fa9d, 0x6000ff02000000, 0x0),
        (23, 0, 0, 1, 0, 1): (lossless_b3b100ec4028, 0x60000002000000, 0x0),
        (23, 0, 0, 1, 1, 0): (lossless_b3b100ec4028, 0x60000002000000, 0x0),
        (23, 0, 0, 1, 1, 1): (lossless_3388534fe2a3, 0x60000002000000, 0x0),
        (23, 0, 1, 0, 0, 0): (lossless_4a5cd7a55040, 0x6000ff02000000, 0x0),
        (23, 0, 1, 0, 0, 1): (lossless_f37520d4d299, 0x60000002000000, 0x0),
        (23, 0, 1, 0, 1, 0): (lossless_f37520d4d299, 0x60000002000000, 0x0),
        (23, 0, 1, 0, 1, 1): (lossless_67ee8f3abf1f, 0x60000002000000, 0x0),
        (23, 0, 1, 1, 0, 0): (lossless_4a5cd7a55040, 0x6000ff02000000, 0x0),
        (23, 0, 1, 1, 0, 1): (lossless_f37520d4d299, 0x60000002000000, 0x0),
        (23, 0, 1, 1, 1, 0): (lossless_f37520d4d299, 0x60000002000000, 0x0),
        (23, 0, 1, 1, 1, 1): (lossless_67ee8f3abf1f, 0x60000002000000, 0x0),
        (23, 1, 0, 0, 0, 0): (lossless_c3050c380786, 0x60ffff02000000, 0x0),
        (23, 1, 0, 0, 0, 1): (lossless_09dd3aabde82, 0x60ff0002000000, 0x0),
        (23, 1, 0, 0, 1, 0): (lossless_09dd3aabde82, 0x60ff0002000000, 0x0),
        (23, 1, 0, 0, 1, 1): (lossless_44ee57e1e1da, 0x60ff0002000000, 0x0),
        (23, 1, 0, 1, 0, 0): (lossless_c3050c380786, 0x60ffff02000000, 0x0),
        (23, 1, 0, 1, 0, 1): (lossless_09dd3aabde82, 0x60ff0002000000, 0x0),
        (23, 1, 0, 1, 1, 0): (lossless_09dd3aabde82, 0x60ff0002000000, 0x0),
        (23, 1, 0, 1, 1, 1): (lossless_44ee57e1e1da, 0x60ff0002000000, 0x0),
        (24, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (24, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (24, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (24, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (24, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (24, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (24, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (24, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (24, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (24, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (24, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (24, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (24, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (24, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (24, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (24, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (25, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (25, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (25, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (25, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (25, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (25, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (25, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (25, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (25, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (25, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (25, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (25, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (25, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (25, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (25, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (25, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (26, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (26, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (26, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (26, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (26, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (26, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (26, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (26, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (26, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (26, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (26, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (26, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (26, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (26, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (26, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (26, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (27, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (27, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (27, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (27, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (27, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (27, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (27, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (27, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (27, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (27, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (27, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (27, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (27, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (27, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (27, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (27, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (28, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (28, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (28, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (28, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (28, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (28, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (28, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (28, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (28, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (28, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (28, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (28, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (28, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (28, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (28, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (28, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (29, 0, 0, 0, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (29, 0, 0, 0, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (29, 0, 0, 0, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (29, 0, 0, 0, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (29, 0, 0, 1, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (29, 0, 0, 1, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (29, 0, 0, 1, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (29, 0, 0, 1, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (29, 0, 1, 0, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (29, 0, 1, 0, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (29, 0, 1, 0, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (29, 0, 1, 0, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (29, 0, 1, 1, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (29, 0, 1, 1, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (29, 0, 1, 1, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (29, 0, 1, 1, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (30, 0, 0, 0, 0, 0): (lossless_aac3541f608e, 0x6000ff02000000, 0x0),
        (30, 0, 0, 0, 0, 1): (lossless_7a39394f5dc1, 0x60000002000000, 0x0),
        (30, 0, 0, 0, 1, 0): (lossless_7a39394f5dc1, 0x60000002000000, 0x0),
        (30, 0, 0, 0, 1, 1): (lossless_524ddb4323ea, 0x60000002000000, 0x0),
        (30, 0, 0, 1, 0, 0): (lossless_aac3541f608e, 0x6000ff02000000, 0x0),
        (30, 0, 0, 1, 0, 1): (lossless_7a39394f5dc1, 0x60000002000000, 0x0),
        (30, 0, 0, 1, 1, 0): (lossless_7a39394f5dc1, 0x60000002000000, 0x0),
        (30, 0, 0, 1, 1, 1): (lossless_524ddb4323ea, 0x60000002000000, 0x0),
        (30, 0, 1, 0, 0, 0): (lossless_f141aa6aaacf, 0x6000ff02000000, 0x0),
        (30, 0, 1, 0, 0, 1): (lossless_c20379f0901f, 0x60000002000000, 0x0),
        (30, 0, 1, 0, 1, 0): (lossless_c20379f0901f, 0x60000002000000, 0x0),
        (30, 0, 1, 0, 1, 1): (lossless_4a0f4a7cab62, 0x60000002000000, 0x0),
        (30, 0, 1, 1, 0, 0): (lossless_f141aa6aaacf, 0x6000ff02000000, 0x0),
        (30, 0, 1, 1, 0, 1): (lossless_c20379f0901f, 0x60000002000000, 0x0),
        (30, 0, 1, 1, 1, 0): (lossless_c20379f0901f, 0x60000002000000, 0x0),
        (30, 0, 1, 1, 1, 1): (lossless_4a0f4a7cab62, 0x60000002000000, 0x0),
        (31, 0, 0, 0, 0, 0): (lossless_d0395c98fa9d, 0x6000ff02000000, 0x0),
        (31, 0, 0, 0, 0, 1): (lossless_b3b100ec4028, 0x60000002000000, 0x0),
        (31, 0, 0, 0, 1, 0): (lossless_b3b100ec4028, 0x60000002000000, 0x0),
        (31, 0, 0, 0, 1, 1): (lossless_3388534fe2a3, 0x60000002000000, 0x0),
        (31, 0, 0, 1, 0, 0): (lossless_d0395c98fa9d, 0x6000ff02000000, 0x0),
        (31, 0, 0, 1, 0, 1): (lossless_b3b100ec4028, 0x60000002000000, 0x0),
        (31, 0, 0, 1, 1, 0): (lossless_b3b100ec4028, 0x60000002000000, 0x0),
        (31, 0, 0, 1, 1, 1): (lossless_3388534fe2a3, 0x60000002000000, 0x0),
        (31, 0, 1, 0, 0, 0): (lossless_4a5cd7a55040, 0x6000ff02000000, 0x0),
        (31, 0, 1, 0, 0, 1): (lossless_f37520d4d299, 0x60000002000000, 0x0),
        (31, 0, 1, 0, 1, 0): (lossless_f37520d4d299, 0x60000002000000, 0x0),
        (31, 0, 1, 0, 1, 1): (lossless_67ee8f3abf1f, 0x60000002000000, 0x0),
        (31, 0, 1, 1, 0, 0): (lossless_4a5cd7a55040, 0x6000ff02000000, 0x0),
        (31, 0, 1, 1, 0, 1): (lossless_f37520d4d299, 0x60000002000000, 0x0),
        (31, 0, 1, 1, 1, 0): (lossless_f37520d4d299, 0x60000002000000, 0x0),
        (31, 0, 1, 1, 1, 1): (lossless_67ee8f3abf1f, 0x60000002000000, 0x0),
        (32, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (32, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (32, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (32, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (32, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (32, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (32, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (32, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (32, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (32, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (32, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (32, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (32, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (32, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (32, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (32, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (33, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (33, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (33, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (33, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (33, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (33, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (33, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (33, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (33, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (33, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (33, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (33, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (33, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (33, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (33, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (33, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (34, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (34, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (34, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (34, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (34, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (34, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (34, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (34, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (34, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (34, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (34, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (34, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (34, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (34, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (34, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (34, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (35, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (35, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (35, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (35, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (35, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (35, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (35, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (35, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (35, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (35, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (35, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (35, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (35, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (35, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (35, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (35, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (36, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (36, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (36, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (36, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (36, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (36, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (36, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (36, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (36, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (36, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (36, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (36, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (36, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (36, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (36, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (36, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (37, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (37, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (37, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (37, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (37, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (37, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (37, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (37, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (37, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (37, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (37, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (37, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (37, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (37, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (37, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (37, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (38, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (38, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (38, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (38, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (38, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (38, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (38, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (38, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (38, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (38, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (38, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (38, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (38, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (38, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (38, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (38, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (39, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (39, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (39, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (39, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (39, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (39, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (39, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (39, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (39, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (39, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (39, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (39, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (39, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (39, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (39, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (39, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (40, 0, 0, 0, 0, 0): (lossless_e8c331a734d0, 0xff7fffff02020fff, 0x0),
        (40, 0, 0, 1, 0, 0): (lossless_e8c331a734d0, 0xff7fffff02020fff, 0x0),
        (41, 0, 0, 0, 0, 0): (lossless_e8c331a734d0, 0xff7fffff02020fff, 0x0),
        (41, 0, 0, 1, 0, 0): (lossless_e8c331a734d0, 0xff7fffff02020fff, 0x0),
        (64, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (64, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (64, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (64, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (64, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (64, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (64, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (64, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (64, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (64, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (64, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (64, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (64, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (64, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (64, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (64, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (65, 0, 0, 0, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (65, 0, 0, 0, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (65, 0, 0, 0, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (65, 0, 0, 0, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (65, 0, 0, 1, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (65, 0, 0, 1, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (65, 0, 0, 1, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (65, 0, 0, 1, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (65, 0, 1, 0, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (65, 0, 1, 0, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (65, 0, 1, 0, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (65, 0, 1, 0, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (65, 0, 1, 1, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (65, 0, 1, 1, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (65, 0, 1, 1, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (65, 0, 1, 1, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (66, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (66, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (66, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (66, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (66, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (66, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (66, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (66, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (66, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (66, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (66, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (66, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (66, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (66, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (66, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (66, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (67, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (67, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (67, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (67, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (67, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (67, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (67, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (67, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (67, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (67, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (67, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (67, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (67, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (67, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (67, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (67, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (68, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (68, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (68, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (68, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (68, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (68, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (68, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (68, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (68, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (68, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (68, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (68, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (68, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (68, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (68, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (68, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (69, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (69, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (69, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (69, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (69, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (69, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (69, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (69, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (69, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (69, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (69, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (69, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (69, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (69, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (69, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (69, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (70, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (70, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (70, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (70, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (70, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (70, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (70, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (70, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (70, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (70, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (70, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (70, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (70, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (70, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (70, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (70, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (71, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (71, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (71, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (71, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (71, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (71, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (71, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (71, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (71, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (71, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (71, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (71, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (71, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (71, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (71, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (71, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (72, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (72, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (72, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (72, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (72, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (72, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (72, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (72, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (72, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (72, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (72, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (72, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (72, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (72, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (72, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (72, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (73, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (73, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (73, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (73, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (73, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (73, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (73, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (73, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (73, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (73, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (73, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (73, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (73, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (73, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (73, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (73, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (74, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (74, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (74, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (74, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (74, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (74, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (74, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (74, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (74, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (74, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (74, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (74, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (74, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (74, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (74, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (74, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (75, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (75, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (75, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (75, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (75, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (75, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (75, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (75, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (75, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (75, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (75, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (75, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (75, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (75, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (75, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (75, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (76, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (76, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (76, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (76, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (76, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (76, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (76, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (76, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (76, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (76, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (76, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (76, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (76, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (76, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (76, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (76, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (77, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (77, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (77, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (77, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (77, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (77, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (77, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (77, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (77, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (77, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (77, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (77, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (77, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (77, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (77, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (77, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (78, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (78, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (78, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (78, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (78, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (78, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (78, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (78, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (78, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (78, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (78, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (78, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (78, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (78, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (78, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (78, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (79, 0, 0, 0, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (79, 0, 0, 0, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (79, 0, 0, 0, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (79, 0, 0, 0, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (79, 0, 0, 1, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (79, 0, 0, 1, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (79, 0, 0, 1, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (79, 0, 0, 1, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (79, 0, 1, 0, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (79, 0, 1, 0, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (79, 0, 1, 0, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (79, 0, 1, 0, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (79, 0, 1, 1, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (79, 0, 1, 1, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (79, 0, 1, 1, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (79, 0, 1, 1, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (80, 0, 0, 0, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (80, 0, 0, 0, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (80, 0, 0, 0, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (80, 0, 0, 0, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (80, 0, 0, 1, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (80, 0, 0, 1, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (80, 0, 0, 1, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (80, 0, 0, 1, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (80, 0, 1, 0, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (80, 0, 1, 0, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (80, 0, 1, 0, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (80, 0, 1, 0, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (80, 0, 1, 1, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (80, 0, 1, 1, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (80, 0, 1, 1, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (80, 0, 1, 1, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (81, 0, 0, 0, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (81, 0, 0, 0, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (81, 0, 0, 0, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (81, 0, 0, 0, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (81, 0, 0, 1, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (81, 0, 0, 1, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (81, 0, 0, 1, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (81, 0, 0, 1, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (81, 0, 1, 0, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (81, 0, 1, 0, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (81, 0, 1, 0, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (81, 0, 1, 0, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (81, 0, 1, 1, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (81, 0, 1, 1, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (81, 0, 1, 1, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (81, 0, 1, 1, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (82, 0, 0, 0, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (82, 0, 0, 0, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (82, 0, 0, 0, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (82, 0, 0, 0, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (82, 0, 0, 1, 0, 0): (lossless_ddd32d043594, 0x6000ff02000000, 0x0),
        (82, 0, 0, 1, 0, 1): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (82, 0, 0, 1, 1, 0): (lossless_bd21ef409b56, 0x60000002000000, 0x0),
        (82, 0, 0, 1, 1, 1): (lossless_a61fdc8ae933, 0x60000002000000, 0x0),
        (82, 0, 1, 0, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (82, 0, 1, 0, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (82, 0, 1, 0, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (82, 0, 1, 0, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (82, 0, 1, 1, 0, 0): (lossless_ea909344edd3, 0x6000ff02000000, 0x0),
        (82, 0, 1, 1, 0, 1): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (82, 0, 1, 1, 1, 0): (lossless_61e1cc5119c6, 0x60000002000000, 0x0),
        (82, 0, 1, 1, 1, 1): (lossless_e3bc58024ca9, 0x60000002000000, 0x0),
        (96, 0, 0, 0, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (96, 0, 0, 0, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (96, 0, 0, 0, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (96, 0, 0, 0, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (96, 0, 0, 1, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (96, 0, 0, 1, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (96, 0, 0, 1, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (96, 0, 0, 1, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (96, 0, 1, 0, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (96, 0, 1, 0, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (96, 0, 1, 0, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (96, 0, 1, 0, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (96, 0, 1, 1, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (96, 0, 1, 1, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (96, 0, 1, 1, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (96, 0, 1, 1, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (97, 0, 0, 0, 0, 0): (lossless_d0395c98fa9d, 0x6000ff02000000, 0x0),
        (97, 0, 0, 0, 0, 1): (lossless_b3b100ec4028, 0x60000002000000, 0x0),
        (97, 0, 0, 0, 1, 0): (lossless_b3b100ec4028, 0x60000002000000, 0x0),
        (97, 0, 0, 0, 1, 1): (lossless_3388534fe2a3, 0x60000002000000, 0x0),
        (97, 0, 0, 1, 0, 0): (lossless_d0395c98fa9d, 0x6000ff02000000, 0x0),
        (97, 0, 0, 1, 0, 1): (lossless_b3b100ec4028, 0x60000002000000, 0x0),
        (97, 0, 0, 1, 1, 0): (lossless_b3b100ec4028, 0x60000002000000, 0x0),
        (97, 0, 0, 1, 1, 1): (lossless_3388534fe2a3, 0x60000002000000, 0x0),
        (97, 0, 1, 0, 0, 0): (lossless_4a5cd7a55040, 0x6000ff02000000, 0x0),
        (97, 0, 1, 0, 0, 1): (lossless_f37520d4d299, 0x60000002000000, 0x0),
        (97, 0, 1, 0, 1, 0): (lossless_f37520d4d299, 0x60000002000000, 0x0),
        (97, 0, 1, 0, 1, 1): (lossless_67ee8f3abf1f, 0x60000002000000, 0x0),
        (97, 0, 1, 1, 0, 0): (lossless_4a5cd7a55040, 0x6000ff02000000, 0x0),
        (97, 0, 1, 1, 0, 1): (lossless_f37520d4d299, 0x60000002000000, 0x0),
        (97, 0, 1, 1, 1, 0): (lossless_f37520d4d299, 0x60000002000000, 0x0),
        (97, 0, 1, 1, 1, 1): (lossless_67ee8f3abf1f, 0x60000002000000, 0x0),
        (98, 0, 0, 0, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (98, 0, 0, 0, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (98, 0, 0, 0, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (98, 0, 0, 0, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (98, 0, 0, 1, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (98, 0, 0, 1, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (98, 0, 0, 1, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (98, 0, 0, 1, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (98, 0, 1, 0, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (98, 0, 1, 0, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (98, 0, 1, 0, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (98, 0, 1, 0, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (98, 0, 1, 1, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (98, 0, 1, 1, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (98, 0, 1, 1, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (98, 0, 1, 1, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (99, 0, 0, 0, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (99, 0, 0, 0, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (99, 0, 0, 0, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (99, 0, 0, 0, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (99, 0, 0, 1, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (99, 0, 0, 1, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (99, 0, 0, 1, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (99, 0, 0, 1, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (99, 0, 1, 0, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (99, 0, 1, 0, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (99, 0, 1, 0, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (99, 0, 1, 0, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (99, 0, 1, 1, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (99, 0, 1, 1, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (99, 0, 1, 1, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (99, 0, 1, 1, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (100, 0, 0, 0, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (100, 0, 0, 0, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (100, 0, 0, 0, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (100, 0, 0, 0, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (100, 0, 0, 1, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (100, 0, 0, 1, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (100, 0, 0, 1, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (100, 0, 0, 1, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (100, 0, 1, 0, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (100, 0, 1, 0, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (100, 0, 1, 0, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (100, 0, 1, 0, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (100, 0, 1, 1, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (100, 0, 1, 1, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (100, 0, 1, 1, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (100, 0, 1, 1, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (101, 0, 0, 0, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (101, 0, 0, 0, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (101, 0, 0, 0, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (101, 0, 0, 0, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (101, 0, 0, 1, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (101, 0, 0, 1, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (101, 0, 0, 1, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (101, 0, 0, 1, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (101, 0, 1, 0, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (101, 0, 1, 0, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (101, 0, 1, 0, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (101, 0, 1, 0, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (101, 0, 1, 1, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (101, 0, 1, 1, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (101, 0, 1, 1, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (101, 0, 1, 1, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (102, 0, 0, 0, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (102, 0, 0, 0, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (102, 0, 0, 0, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (102, 0, 0, 0, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (102, 0, 0, 1, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (102, 0, 0, 1, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (102, 0, 0, 1, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (102, 0, 0, 1, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (102, 0, 1, 0, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (102, 0, 1, 0, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (102, 0, 1, 0, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (102, 0, 1, 0, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (102, 0, 1, 1, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (102, 0, 1, 1, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (102, 0, 1, 1, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (102, 0, 1, 1, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (103, 0, 0, 0, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (103, 0, 0, 0, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (103, 0, 0, 0, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (103, 0, 0, 0, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (103, 0, 0, 1, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (103, 0, 0, 1, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (103, 0, 0, 1, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (103, 0, 0, 1, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (103, 0, 1, 0, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (103, 0, 1, 0, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (103, 0, 1, 0, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (103, 0, 1, 0, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (103, 0, 1, 1, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (103, 0, 1, 1, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (103, 0, 1, 1, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (103, 0, 1, 1, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (104, 0, 0, 0, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (104, 0, 0, 0, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (104, 0, 0, 0, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (104, 0, 0, 0, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (104, 0, 0, 1, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (104, 0, 0, 1, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (104, 0, 0, 1, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (104, 0, 0, 1, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (104, 0, 1, 0, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (104, 0, 1, 0, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (104, 0, 1, 0, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (104, 0, 1, 0, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (104, 0, 1, 1, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (104, 0, 1, 1, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (104, 0, 1, 1, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (104, 0, 1, 1, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (105, 0, 0, 0, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (105, 0, 0, 0, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (105, 0, 0, 0, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (105, 0, 0, 0, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (105, 0, 0, 1, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (105, 0, 0, 1, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (105, 0, 0, 1, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (105, 0, 0, 1, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (105, 0, 1, 0, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (105, 0, 1, 0, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (105, 0, 1, 0, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (105, 0, 1, 0, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (105, 0, 1, 1, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (105, 0, 1, 1, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (105, 0, 1, 1, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (105, 0, 1, 1, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (106, 0, 0, 0, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (106, 0, 0, 0, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (106, 0, 0, 0, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (106, 0, 0, 0, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (106, 0, 0, 1, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (106, 0, 0, 1, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (106, 0, 0, 1, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (106, 0, 0, 1, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (106, 0, 1, 0, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (106, 0, 1, 0, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (106, 0, 1, 0, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (106, 0, 1, 0, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (106, 0, 1, 1, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (106, 0, 1, 1, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (106, 0, 1, 1, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (106, 0, 1, 1, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (107, 0, 0, 0, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (107, 0, 0, 0, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (107, 0, 0, 0, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (107, 0, 0, 0, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (107, 0, 0, 1, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (107, 0, 0, 1, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (107, 0, 0, 1, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (107, 0, 0, 1, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (107, 0, 1, 0, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (107, 0, 1, 0, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (107, 0, 1, 0, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (107, 0, 1, 0, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (107, 0, 1, 1, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (107, 0, 1, 1, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (107, 0, 1, 1, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (107, 0, 1, 1, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (108, 0, 0, 0, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (108, 0, 0, 0, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (108, 0, 0, 0, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (108, 0, 0, 0, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (108, 0, 0, 1, 0, 0): (lossless_6ef70031bb50, 0x6000ff02000000, 0x0),
        (108, 0, 0, 1, 0, 1): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (108, 0, 0, 1, 1, 0): (lossless_a34762753a6e, 0x60000002000000, 0x0),
        (108, 0, 0, 1, 1, 1): (lossless_39a70d690658, 0x60000002000000, 0x0),
        (108, 0, 1, 0, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (108, 0, 1, 0, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (108, 0, 1, 0, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (108, 0, 1, 0, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
        (108, 0, 1, 1, 0, 0): (lossless_470d1a8daa54, 0x6000ff02000000, 0x0),
        (108, 0, 1, 1, 0, 1): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (108, 0, 1, 1, 1, 0): (lossless_da01872fd623, 0x60000002000000, 0x0),
        (108, 0, 1, 1, 1, 1): (lossless_5a35ebd94d14, 0x60000002000000, 0x0),
    }
