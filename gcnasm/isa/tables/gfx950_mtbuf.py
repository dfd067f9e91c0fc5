"""gfx950 MTBUF templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.codegen.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose):
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
    def shape_002079100dfd(s):
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
        return render, takes_literal
    def shape_079acf1a1995(s):
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
        return render, takes_literal
    def shape_1c2b3c8e4c1e(s):
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
        return render, takes_literal
    def shape_1d351117f0b9(s):
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
        return render, takes_literal
    def shape_2395895335b6(s):
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
        return render, takes_literal
    def shape_239b8e404165(s):
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
        return render, takes_literal
    def shape_2e73ef40f305(s):
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
        return render, takes_literal
    def shape_31295c20a221(s):
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
        return render, takes_literal
    def shape_333a9545cb6b(s):
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
        return render, takes_literal
    def shape_3842406f4ff7(s):
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
        return render, takes_literal
    def shape_3d205adb0c55(s):
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
        return render, takes_literal
    def shape_4b637e1e5648(s):
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
        return render, takes_literal
    def shape_51e08f5499c1(s):
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
        return render, takes_literal
    def shape_5214649a6904(s):
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
        return render, takes_literal
    def shape_5973bdbc8458(s):
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
        return render, takes_literal
    def shape_59df211ddedb(s):
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
        return render, takes_literal
    def shape_5c4d0987e760(s):
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
        return render, takes_literal
    def shape_61d5f5a71af1(s):
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
        return render, takes_literal
    def shape_69c828a656de(s):
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
        return render, takes_literal
    def shape_6fe0ad4c6e40(s):
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
        return render, takes_literal
    def shape_7db31ed6c289(s):
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
        return render, takes_literal
    def shape_7f19e61b48df(s):
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
        return render, takes_literal
    def shape_7f9cdc699b81(s):
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
        return render, takes_literal
    def shape_824bf4db744f(s):
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
        return render, takes_literal
    def shape_82e79794006d(s):
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
        return render, takes_literal
    def shape_8525fdc7b834(s):
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
        return render, takes_literal
    def shape_864a372a99b2(s):
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
        return render, takes_literal
    def shape_86d9a6537f85(s):
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
        return render, takes_literal
    def shape_941603e201d1(s):
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
        return render, takes_literal
    def shape_958965da0f85(s):
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
        return render, takes_literal
    def shape_a70ea2d55b4a(s):
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
        return render, takes_literal
    def shape_ab3de9bef4ca(s):
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
        return render, takes_literal
    def shape_b625ec0d4ee0(s):
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
        return render, takes_literal
    def shape_b652eafb6478(s):
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
        return render, takes_literal
    def shape_ba03e382ae88(s):
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
        return render, takes_literal
    def shape_c8fcb231b853(s):
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
        return render, takes_literal
    def shape_c91acc23808b(s):
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
        return render, takes_literal
    def shape_cfe3033e42b5(s):
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
        return render, takes_literal
    def shape_d15067def5b3(s):
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
        return render, takes_literal
    def shape_dd79f2455841(s):
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
        return render, takes_literal
    def shape_e20331f7a210(s):
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
        return render, takes_literal
    def shape_e2cf7afeeaf9(s):
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
        return render, takes_literal
    def shape_e2d4581e3b9f(s):
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
        return render, takes_literal
    def shape_e42670823a7b(s):
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
        return render, takes_literal
    def shape_f3605de3dfee(s):
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
        return render, takes_literal
    def shape_f36dcdfc564e(s):
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
        return render, takes_literal
    def shape_f370378c7ef8(s):
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
        return render, takes_literal
    def shape_fc8b755492dd(s):
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
        return render, takes_literal
    return {
        (0, 0, 0, 0, 0): (shape_b625ec0d4ee0, ('tbuffer_load_format_x ', ', off, ', ', ')),
        (0, 0, 0, 0, 1): (shape_d15067def5b3, ('tbuffer_load_format_x ', ', ', ', ', ', ', ' idxen')),
        (0, 0, 0, 1, 0): (shape_d15067def5b3, ('tbuffer_load_format_x ', ', ', ', ', ', ', ' offen')),
        (0, 0, 0, 1, 1): (
            shape_c91acc23808b,
            ('tbuffer_load_format_x ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (0, 0, 1, 0, 0): (shape_51e08f5499c1, ('tbuffer_load_format_x ', ', off, ', ', ', ' sc0')),
        (0, 0, 1, 0, 1): (
            shape_69c828a656de,
            ('tbuffer_load_format_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (0, 0, 1, 1, 0): (
            shape_69c828a656de,
            ('tbuffer_load_format_x ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (0, 0, 1, 1, 1): (
            shape_a70ea2d55b4a,
            ('tbuffer_load_format_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (0, 1, 0, 0, 0): (shape_f3605de3dfee, ('tbuffer_load_format_x ', ', off, ', ', ')),
        (0, 1, 0, 0, 1): (shape_079acf1a1995, ('tbuffer_load_format_x ', ', ', ', ', ', ', ' idxen')),
        (0, 1, 0, 1, 0): (shape_079acf1a1995, ('tbuffer_load_format_x ', ', ', ', ', ', ', ' offen')),
        (0, 1, 0, 1, 1): (
            shape_fc8b755492dd,
            ('tbuffer_load_format_x ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (0, 1, 1, 0, 0): (shape_e20331f7a210, ('tbuffer_load_format_x ', ', off, ', ', ', ' sc0')),
        (0, 1, 1, 0, 1): (
            shape_239b8e404165,
            ('tbuffer_load_format_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (0, 1, 1, 1, 0): (
            shape_239b8e404165,
            ('tbuffer_load_format_x ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (0, 1, 1, 1, 1): (
            shape_e42670823a7b,
            ('tbuffer_load_format_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (1, 0, 0, 0, 0): (shape_59df211ddedb, ('tbuffer_load_format_xy ', ', off, ', ', ')),
        (1, 0, 0, 0, 1): (shape_e2d4581e3b9f, ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' idxen')),
        (1, 0, 0, 1, 0): (shape_e2d4581e3b9f, ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' offen')),
        (1, 0, 0, 1, 1): (
            shape_2e73ef40f305,
            ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (1, 0, 1, 0, 0): (shape_1c2b3c8e4c1e, ('tbuffer_load_format_xy ', ', off, ', ', ', ' sc0')),
        (1, 0, 1, 0, 1): (
            shape_e2cf7afeeaf9,
            ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (1, 0, 1, 1, 0): (
            shape_e2cf7afeeaf9,
            ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (1, 0, 1, 1, 1): (
            shape_ba03e382ae88,
            ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (1, 1, 0, 0, 0): (shape_5973bdbc8458, ('tbuffer_load_format_xy ', ', off, ', ', ')),
        (1, 1, 0, 0, 1): (shape_7f9cdc699b81, ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' idxen')),
        (1, 1, 0, 1, 0): (shape_7f9cdc699b81, ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' offen')),
        (1, 1, 0, 1, 1): (
            shape_941603e201d1,
            ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (1, 1, 1, 0, 0): (shape_86d9a6537f85, ('tbuffer_load_format_xy ', ', off, ', ', ', ' sc0')),
        (1, 1, 1, 0, 1): (
            shape_f370378c7ef8,
            ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (1, 1, 1, 1, 0): (
            shape_f370378c7ef8,
            ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (1, 1, 1, 1, 1): (
            shape_7f19e61b48df,
            ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (2, 0, 0, 0, 0): (shape_cfe3033e42b5, ('tbuffer_load_format_xyz ', ', off, ', ', ')),
        (2, 0, 0, 0, 1): (shape_2395895335b6, ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' idxen')),
        (2, 0, 0, 1, 0): (shape_2395895335b6, ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' offen')),
        (2, 0, 0, 1, 1): (
            shape_3842406f4ff7,
            ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (2, 0, 1, 0, 0): (shape_82e79794006d, ('tbuffer_load_format_xyz ', ', off, ', ', ', ' sc0')),
        (2, 0, 1, 0, 1): (
            shape_3d205adb0c55,
            ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (2, 0, 1, 1, 0): (
            shape_3d205adb0c55,
            ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (2, 0, 1, 1, 1): (
            shape_c8fcb231b853,
            ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (2, 1, 0, 0, 0): (shape_002079100dfd, ('tbuffer_load_format_xyz ', ', off, ', ', ')),
        (2, 1, 0, 0, 1): (shape_f36dcdfc564e, ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' idxen')),
        (2, 1, 0, 1, 0): (shape_f36dcdfc564e, ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' offen')),
        (2, 1, 0, 1, 1): (
            shape_824bf4db744f,
            ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (2, 1, 1, 0, 0): (shape_333a9545cb6b, ('tbuffer_load_format_xyz ', ', off, ', ', ', ' sc0')),
        (2, 1, 1, 0, 1): (
            shape_1d351117f0b9,
            ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (2, 1, 1, 1, 0): (
            shape_1d351117f0b9,
            ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (2, 1, 1, 1, 1): (
            shape_ab3de9bef4ca,
            ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (3, 0, 0, 0, 0): (shape_61d5f5a71af1, ('tbuffer_load_format_xyzw ', ', off, ', ', ')),
        (3, 0, 0, 0, 1): (
            shape_dd79f2455841,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen'),
        ),
        (3, 0, 0, 1, 0): (
            shape_dd79f2455841,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' offen'),
        ),
        (3, 0, 0, 1, 1): (
            shape_b652eafb6478,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (3, 0, 1, 0, 0): (shape_864a372a99b2, ('tbuffer_load_format_xyzw ', ', off, ', ', ', ' sc0')),
        (3, 0, 1, 0, 1): (
            shape_958965da0f85,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (3, 0, 1, 1, 0): (
            shape_958965da0f85,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (3, 0, 1, 1, 1): (
            shape_5214649a6904,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (3, 1, 0, 0, 0): (shape_6fe0ad4c6e40, ('tbuffer_load_format_xyzw ', ', off, ', ', ')),
        (3, 1, 0, 0, 1): (
            shape_8525fdc7b834,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen'),
        ),
        (3, 1, 0, 1, 0): (
            shape_8525fdc7b834,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' offen'),
        ),
        (3, 1, 0, 1, 1): (
            shape_31295c20a221,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (3, 1, 1, 0, 0): (shape_5c4d0987e760, ('tbuffer_load_format_xyzw ', ', off, ', ', ', ' sc0')),
        (3, 1, 1, 0, 1): (
            shape_7db31ed6c289,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (3, 1, 1, 1, 0): (
            shape_7db31ed6c289,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (3, 1, 1, 1, 1): (
            shape_4b637e1e5648,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (4, 0, 0, 0, 0): (shape_b625ec0d4ee0, ('tbuffer_store_format_x ', ', off, ', ', ')),
        (4, 0, 0, 0, 1): (shape_d15067def5b3, ('tbuffer_store_format_x ', ', ', ', ', ', ', ' idxen')),
        (4, 0, 0, 1, 0): (shape_d15067def5b3, ('tbuffer_store_format_x ', ', ', ', ', ', ', ' offen')),
        (4, 0, 0, 1, 1): (
            shape_c91acc23808b,
            ('tbuffer_store_format_x ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (4, 0, 1, 0, 0): (shape_51e08f5499c1, ('tbuffer_store_format_x ', ', off, ', ', ', ' sc0')),
        (4, 0, 1, 0, 1): (
            shape_69c828a656de,
            ('tbuffer_store_format_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (4, 0, 1, 1, 0): (
            shape_69c828a656de,
            ('tbuffer_store_format_x ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (4, 0, 1, 1, 1): (
            shape_a70ea2d55b4a,
            ('tbuffer_store_format_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (4, 1, 0, 0, 0): (shape_f3605de3dfee, ('tbuffer_store_format_x ', ', off, ', ', ')),
        (4, 1, 0, 0, 1): (shape_079acf1a1995, ('tbuffer_store_format_x ', ', ', ', ', ', ', ' idxen')),
        (4, 1, 0, 1, 0): (shape_079acf1a1995, ('tbuffer_store_format_x ', ', ', ', ', ', ', ' offen')),
        (4, 1, 0, 1, 1): (
            shape_fc8b755492dd,
            ('tbuffer_store_format_x ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (4, 1, 1, 0, 0): (shape_e20331f7a210, ('tbuffer_store_format_x ', ', off, ', ', ', ' sc0')),
        (4, 1, 1, 0, 1): (
            shape_239b8e404165,
            ('tbuffer_store_format_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (4, 1, 1, 1, 0): (
            shape_239b8e404165,
            ('tbuffer_store_format_x ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (4, 1, 1, 1, 1): (
            shape_e42670823a7b,
            ('tbuffer_store_format_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (5, 0, 0, 0, 0): (shape_59df211ddedb, ('tbuffer_store_format_xy ', ', off, ', ', ')),
        (5, 0, 0, 0, 1): (shape_e2d4581e3b9f, ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' idxen')),
        (5, 0, 0, 1, 0): (shape_e2d4581e3b9f, ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' offen')),
        (5, 0, 0, 1, 1): (
            shape_2e73ef40f305,
            ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (5, 0, 1, 0, 0): (shape_1c2b3c8e4c1e, ('tbuffer_store_format_xy ', ', off, ', ', ', ' sc0')),
        (5, 0, 1, 0, 1): (
            shape_e2cf7afeeaf9,
            ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (5, 0, 1, 1, 0): (
            shape_e2cf7afeeaf9,
            ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (5, 0, 1, 1, 1): (
            shape_ba03e382ae88,
            ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (5, 1, 0, 0, 0): (shape_5973bdbc8458, ('tbuffer_store_format_xy ', ', off, ', ', ')),
        (5, 1, 0, 0, 1): (shape_7f9cdc699b81, ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' idxen')),
        (5, 1, 0, 1, 0): (shape_7f9cdc699b81, ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' offen')),
        (5, 1, 0, 1, 1): (
            shape_941603e201d1,
            ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (5, 1, 1, 0, 0): (shape_86d9a6537f85, ('tbuffer_store_format_xy ', ', off, ', ', ', ' sc0')),
        (5, 1, 1, 0, 1): (
            shape_f370378c7ef8,
            ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (5, 1, 1, 1, 0): (
            shape_f370378c7ef8,
            ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (5, 1, 1, 1, 1): (
            shape_7f19e61b48df,
            ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (6, 0, 0, 0, 0): (shape_cfe3033e42b5, ('tbuffer_store_format_xyz ', ', off, ', ', ')),
        (6, 0, 0, 0, 1): (
            shape_2395895335b6,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' idxen'),
        ),
        (6, 0, 0, 1, 0): (
            shape_2395895335b6,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' offen'),
        ),
        (6, 0, 0, 1, 1): (
            shape_3842406f4ff7,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (6, 0, 1, 0, 0): (shape_82e79794006d, ('tbuffer_store_format_xyz ', ', off, ', ', ', ' sc0')),
        (6, 0, 1, 0, 1): (
            shape_3d205adb0c55,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (6, 0, 1, 1, 0): (
            shape_3d205adb0c55,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (6, 0, 1, 1, 1): (
            shape_c8fcb231b853,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (6, 1, 0, 0, 0): (shape_002079100dfd, ('tbuffer_store_format_xyz ', ', off, ', ', ')),
        (6, 1, 0, 0, 1): (
            shape_f36dcdfc564e,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' idxen'),
        ),
        (6, 1, 0, 1, 0): (
            shape_f36dcdfc564e,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' offen'),
        ),
        (6, 1, 0, 1, 1): (
            shape_824bf4db744f,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (6, 1, 1, 0, 0): (shape_333a9545cb6b, ('tbuffer_store_format_xyz ', ', off, ', ', ', ' sc0')),
        (6, 1, 1, 0, 1): (
            shape_1d351117f0b9,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (6, 1, 1, 1, 0): (
            shape_1d351117f0b9,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (6, 1, 1, 1, 1): (
            shape_ab3de9bef4ca,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (7, 0, 0, 0, 0): (shape_61d5f5a71af1, ('tbuffer_store_format_xyzw ', ', off, ', ', ')),
        (7, 0, 0, 0, 1): (
            shape_dd79f2455841,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen'),
        ),
        (7, 0, 0, 1, 0): (
            shape_dd79f2455841,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' offen'),
        ),
        (7, 0, 0, 1, 1): (
            shape_b652eafb6478,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (7, 0, 1, 0, 0): (shape_864a372a99b2, ('tbuffer_store_format_xyzw ', ', off, ', ', ', ' sc0')),
        (7, 0, 1, 0, 1): (
            shape_958965da0f85,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (7, 0, 1, 1, 0): (
            shape_958965da0f85,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (7, 0, 1, 1, 1): (
            shape_5214649a6904,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (7, 1, 0, 0, 0): (shape_6fe0ad4c6e40, ('tbuffer_store_format_xyzw ', ', off, ', ', ')),
        (7, 1, 0, 0, 1): (
            shape_8525fdc7b834,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen'),
        ),
        (7, 1, 0, 1, 0): (
            shape_8525fdc7b834,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' offen'),
        ),
        (7, 1, 0, 1, 1): (
            shape_31295c20a221,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (7, 1, 1, 0, 0): (shape_5c4d0987e760, ('tbuffer_store_format_xyzw ', ', off, ', ', ', ' sc0')),
        (7, 1, 1, 0, 1): (
            shape_7db31ed6c289,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (7, 1, 1, 1, 0): (
            shape_7db31ed6c289,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (7, 1, 1, 1, 1): (
            shape_4b637e1e5648,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (8, 0, 0, 0, 0): (shape_b625ec0d4ee0, ('tbuffer_load_format_d16_x ', ', off, ', ', ')),
        (8, 0, 0, 0, 1): (
            shape_d15067def5b3,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen'),
        ),
        (8, 0, 0, 1, 0): (
            shape_d15067def5b3,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' offen'),
        ),
        (8, 0, 0, 1, 1): (
            shape_c91acc23808b,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (8, 0, 1, 0, 0): (shape_51e08f5499c1, ('tbuffer_load_format_d16_x ', ', off, ', ', ', ' sc0')),
        (8, 0, 1, 0, 1): (
            shape_69c828a656de,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (8, 0, 1, 1, 0): (
            shape_69c828a656de,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (8, 0, 1, 1, 1): (
            shape_a70ea2d55b4a,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (8, 1, 0, 0, 0): (shape_f3605de3dfee, ('tbuffer_load_format_d16_x ', ', off, ', ', ')),
        (8, 1, 0, 0, 1): (
            shape_079acf1a1995,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen'),
        ),
        (8, 1, 0, 1, 0): (
            shape_079acf1a1995,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' offen'),
        ),
        (8, 1, 0, 1, 1): (
            shape_fc8b755492dd,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (8, 1, 1, 0, 0): (shape_e20331f7a210, ('tbuffer_load_format_d16_x ', ', off, ', ', ', ' sc0')),
        (8, 1, 1, 0, 1): (
            shape_239b8e404165,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (8, 1, 1, 1, 0): (
            shape_239b8e404165,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (8, 1, 1, 1, 1): (
            shape_e42670823a7b,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (9, 0, 0, 0, 0): (shape_b625ec0d4ee0, ('tbuffer_load_format_d16_xy ', ', off, ', ', ')),
        (9, 0, 0, 0, 1): (
            shape_d15067def5b3,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen'),
        ),
        (9, 0, 0, 1, 0): (
            shape_d15067def5b3,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' offen'),
        ),
        (9, 0, 0, 1, 1): (
            shape_c91acc23808b,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (9, 0, 1, 0, 0): (shape_51e08f5499c1, ('tbuffer_load_format_d16_xy ', ', off, ', ', ', ' sc0')),
        (9, 0, 1, 0, 1): (
            shape_69c828a656de,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (9, 0, 1, 1, 0): (
            shape_69c828a656de,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (9, 0, 1, 1, 1): (
            shape_a70ea2d55b4a,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (9, 1, 0, 0, 0): (shape_f3605de3dfee, ('tbuffer_load_format_d16_xy ', ', off, ', ', ')),
        (9, 1, 0, 0, 1): (
            shape_079acf1a1995,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen'),
        ),
        (9, 1, 0, 1, 0): (
            shape_079acf1a1995,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' offen'),
        ),
        (9, 1, 0, 1, 1): (
            shape_fc8b755492dd,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (9, 1, 1, 0, 0): (shape_e20331f7a210, ('tbuffer_load_format_d16_xy ', ', off, ', ', ', ' sc0')),
        (9, 1, 1, 0, 1): (
            shape_239b8e404165,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (9, 1, 1, 1, 0): (
            shape_239b8e404165,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (9, 1, 1, 1, 1): (
            shape_e42670823a7b,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (10, 0, 0, 0, 0): (shape_59df211ddedb, ('tbuffer_load_format_d16_xyz ', ', off, ', ', ')),
        (10, 0, 0, 0, 1): (
            shape_e2d4581e3b9f,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen'),
        ),
        (10, 0, 0, 1, 0): (
            shape_e2d4581e3b9f,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' offen'),
        ),
        (10, 0, 0, 1, 1): (
            shape_2e73ef40f305,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (10, 0, 1, 0, 0): (
            shape_1c2b3c8e4c1e,
            ('tbuffer_load_format_d16_xyz ', ', off, ', ', ', ' sc0'),
        ),
        (10, 0, 1, 0, 1): (
            shape_e2cf7afeeaf9,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (10, 0, 1, 1, 0): (
            shape_e2cf7afeeaf9,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (10, 0, 1, 1, 1): (
            shape_ba03e382ae88,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (10, 1, 0, 0, 0): (shape_5973bdbc8458, ('tbuffer_load_format_d16_xyz ', ', off, ', ', ')),
        (10, 1, 0, 0, 1): (
            shape_7f9cdc699b81,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen'),
        ),
        (10, 1, 0, 1, 0): (
            shape_7f9cdc699b81,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' offen'),
        ),
        (10, 1, 0, 1, 1): (
            shape_941603e201d1,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (10, 1, 1, 0, 0): (
            shape_86d9a6537f85,
            ('tbuffer_load_format_d16_xyz ', ', off, ', ', ', ' sc0'),
        ),
        (10, 1, 1, 0, 1): (
            shape_f370378c7ef8,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (10, 1, 1, 1, 0): (
            shape_f370378c7ef8,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (10, 1, 1, 1, 1): (
            shape_7f19e61b48df,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (11, 0, 0, 0, 0): (shape_59df211ddedb, ('tbuffer_load_format_d16_xyzw ', ', off, ', ', ')),
        (11, 0, 0, 0, 1): (
            shape_e2d4581e3b9f,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen'),
        ),
        (11, 0, 0, 1, 0): (
            shape_e2d4581e3b9f,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' offen'),
        ),
        (11, 0, 0, 1, 1): (
            shape_2e73ef40f305,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (11, 0, 1, 0, 0): (
            shape_1c2b3c8e4c1e,
            ('tbuffer_load_format_d16_xyzw ', ', off, ', ', ', ' sc0'),
        ),
        (11, 0, 1, 0, 1): (
            shape_e2cf7afeeaf9,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (11, 0, 1, 1, 0): (
            shape_e2cf7afeeaf9,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (11, 0, 1, 1, 1): (
            shape_ba03e382ae88,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (11, 1, 0, 0, 0): (shape_5973bdbc8458, ('tbuffer_load_format_d16_xyzw ', ', off, ', ', ')),
        (11, 1, 0, 0, 1): (
            shape_7f9cdc699b81,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen'),
        ),
        (11, 1, 0, 1, 0): (
            shape_7f9cdc699b81,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' offen'),
        ),
        (11, 1, 0, 1, 1): (
            shape_941603e201d1,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (11, 1, 1, 0, 0): (
            shape_86d9a6537f85,
            ('tbuffer_load_format_d16_xyzw ', ', off, ', ', ', ' sc0'),
        ),
        (11, 1, 1, 0, 1): (
            shape_f370378c7ef8,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (11, 1, 1, 1, 0): (
            shape_f370378c7ef8,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (11, 1, 1, 1, 1): (
            shape_7f19e61b48df,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (12, 0, 0, 0, 0): (shape_b625ec0d4ee0, ('tbuffer_store_format_d16_x ', ', off, ', ', ')),
        (12, 0, 0, 0, 1): (
            shape_d15067def5b3,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen'),
        ),
        (12, 0, 0, 1, 0): (
            shape_d15067def5b3,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' offen'),
        ),
        (12, 0, 0, 1, 1): (
            shape_c91acc23808b,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (12, 0, 1, 0, 0): (
            shape_51e08f5499c1,
            ('tbuffer_store_format_d16_x ', ', off, ', ', ', ' sc0'),
        ),
        (12, 0, 1, 0, 1): (
            shape_69c828a656de,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (12, 0, 1, 1, 0): (
            shape_69c828a656de,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (12, 0, 1, 1, 1): (
            shape_a70ea2d55b4a,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (12, 1, 0, 0, 0): (shape_f3605de3dfee, ('tbuffer_store_format_d16_x ', ', off, ', ', ')),
        (12, 1, 0, 0, 1): (
            shape_079acf1a1995,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen'),
        ),
        (12, 1, 0, 1, 0): (
            shape_079acf1a1995,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' offen'),
        ),
        (12, 1, 0, 1, 1): (
            shape_fc8b755492dd,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (12, 1, 1, 0, 0): (
            shape_e20331f7a210,
            ('tbuffer_store_format_d16_x ', ', off, ', ', ', ' sc0'),
        ),
        (12, 1, 1, 0, 1): (
            shape_239b8e404165,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (12, 1, 1, 1, 0): (
            shape_239b8e404165,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (12, 1, 1, 1, 1): (
            shape_e42670823a7b,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (13, 0, 0, 0, 0): (shape_b625ec0d4ee0, ('tbuffer_store_format_d16_xy ', ', off, ', ', ')),
        (13, 0, 0, 0, 1): (
            shape_d15067def5b3,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen'),
        ),
        (13, 0, 0, 1, 0): (
            shape_d15067def5b3,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' offen'),
        ),
        (13, 0, 0, 1, 1): (
            shape_c91acc23808b,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (13, 0, 1, 0, 0): (
            shape_51e08f5499c1,
            ('tbuffer_store_format_d16_xy ', ', off, ', ', ', ' sc0'),
        ),
        (13, 0, 1, 0, 1): (
            shape_69c828a656de,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (13, 0, 1, 1, 0): (
            shape_69c828a656de,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (13, 0, 1, 1, 1): (
            shape_a70ea2d55b4a,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (13, 1, 0, 0, 0): (shape_f3605de3dfee, ('tbuffer_store_format_d16_xy ', ', off, ', ', ')),
        (13, 1, 0, 0, 1): (
            shape_079acf1a1995,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen'),
        ),
        (13, 1, 0, 1, 0): (
            shape_079acf1a1995,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' offen'),
        ),
        (13, 1, 0, 1, 1): (
            shape_fc8b755492dd,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (13, 1, 1, 0, 0): (
            shape_e20331f7a210,
            ('tbuffer_store_format_d16_xy ', ', off, ', ', ', ' sc0'),
        ),
        (13, 1, 1, 0, 1): (
            shape_239b8e404165,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (13, 1, 1, 1, 0): (
            shape_239b8e404165,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (13, 1, 1, 1, 1): (
            shape_e42670823a7b,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (14, 0, 0, 0, 0): (shape_59df211ddedb, ('tbuffer_store_format_d16_xyz ', ', off, ', ', ')),
        (14, 0, 0, 0, 1): (
            shape_e2d4581e3b9f,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen'),
        ),
        (14, 0, 0, 1, 0): (
            shape_e2d4581e3b9f,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' offen'),
        ),
        (14, 0, 0, 1, 1): (
            shape_2e73ef40f305,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (14, 0, 1, 0, 0): (
            shape_1c2b3c8e4c1e,
            ('tbuffer_store_format_d16_xyz ', ', off, ', ', ', ' sc0'),
        ),
        (14, 0, 1, 0, 1): (
            shape_e2cf7afeeaf9,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (14, 0, 1, 1, 0): (
            shape_e2cf7afeeaf9,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (14, 0, 1, 1, 1): (
            shape_ba03e382ae88,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (14, 1, 0, 0, 0): (shape_5973bdbc8458, ('tbuffer_store_format_d16_xyz ', ', off, ', ', ')),
        (14, 1, 0, 0, 1): (
            shape_7f9cdc699b81,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen'),
        ),
        (14, 1, 0, 1, 0): (
            shape_7f9cdc699b81,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' offen'),
        ),
        (14, 1, 0, 1, 1): (
            shape_941603e201d1,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (14, 1, 1, 0, 0): (
            shape_86d9a6537f85,
            ('tbuffer_store_format_d16_xyz ', ', off, ', ', ', ' sc0'),
        ),
        (14, 1, 1, 0, 1): (
            shape_f370378c7ef8,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (14, 1, 1, 1, 0): (
            shape_f370378c7ef8,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (14, 1, 1, 1, 1): (
            shape_7f19e61b48df,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (15, 0, 0, 0, 0): (shape_59df211ddedb, ('tbuffer_store_format_d16_xyzw ', ', off, ', ', ')),
        (15, 0, 0, 0, 1): (
            shape_e2d4581e3b9f,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen'),
        ),
        (15, 0, 0, 1, 0): (
            shape_e2d4581e3b9f,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' offen'),
        ),
        (15, 0, 0, 1, 1): (
            shape_2e73ef40f305,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (15, 0, 1, 0, 0): (
            shape_1c2b3c8e4c1e,
            ('tbuffer_store_format_d16_xyzw ', ', off, ', ', ', ' sc0'),
        ),
        (15, 0, 1, 0, 1): (
            shape_e2cf7afeeaf9,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (15, 0, 1, 1, 0): (
            shape_e2cf7afeeaf9,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (15, 0, 1, 1, 1): (
            shape_ba03e382ae88,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
        (15, 1, 0, 0, 0): (shape_5973bdbc8458, ('tbuffer_store_format_d16_xyzw ', ', off, ', ', ')),
        (15, 1, 0, 0, 1): (
            shape_7f9cdc699b81,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen'),
        ),
        (15, 1, 0, 1, 0): (
            shape_7f9cdc699b81,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' offen'),
        ),
        (15, 1, 0, 1, 1): (
            shape_941603e201d1,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen'),
        ),
        (15, 1, 1, 0, 0): (
            shape_86d9a6537f85,
            ('tbuffer_store_format_d16_xyzw ', ', off, ', ', ', ' sc0'),
        ),
        (15, 1, 1, 0, 1): (
            shape_f370378c7ef8,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
        ),
        (15, 1, 1, 1, 0): (
            shape_f370378c7ef8,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
        ),
        (15, 1, 1, 1, 1): (
            shape_7f19e61b48df,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
        ),
    }


def build_lossless(R, literal_ok, fmt_ok):
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
    def lossless_028f80514f22(mask, base):
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
        return lossless
    def lossless_0e3164dcd298(mask, base):
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
        return lossless
    def lossless_2517d0126769(mask, base):
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
        return lossless
    def lossless_33a60e6535b0(mask, base):
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
        return lossless
    def lossless_417ed5f05abe(mask, base):
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
        return lossless
    def lossless_49017b518272(mask, base):
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
        return lossless
    def lossless_49bc123a5a09(mask, base):
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
        return lossless
    def lossless_56388ab091ce(mask, base):
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
        return lossless
    def lossless_76561a13a2c0(mask, base):
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
        return lossless
    def lossless_7b68a2dd86f1(mask, base):
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
        return lossless
    def lossless_8174da802fc9(mask, base):
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
        return lossless
    def lossless_920698279280(mask, base):
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
        return lossless
    def lossless_949994ffb561(mask, base):
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
        return lossless
    def lossless_972a0fc489bd(mask, base):
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
        return lossless
    def lossless_99ce8f18637a(mask, base):
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
        return lossless
    def lossless_b70d0964f52a(mask, base):
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
        return lossless
    def lossless_c2bbe8394fbe(mask, base):
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
        return lossless
    def lossless_c381b9f36fcc(mask, base):
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
        return lossless
    def lossless_cb7a6f5fb83f(mask, base):
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
        return lossless
    def lossless_dca020df80b6(mask, base):
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
        return lossless
    def lossless_ee5c94492605(mask, base):
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
        return lossless
    def lossless_f56705e8e072(mask, base):
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
        return lossless
    def lossless_f8c7d9a9ad0c(mask, base):
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
        return lossless
    def lossless_fab9cd428e14(mask, base):
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
        return lossless
    return {
        (0, 0, 0, 0, 0): (lossless_dca020df80b6, 0xff00000000, 0x0),
        (0, 0, 0, 0, 1): (lossless_972a0fc489bd, 0x0, 0x0),
        (0, 0, 0, 1, 0): (lossless_972a0fc489bd, 0x0, 0x0),
        (0, 0, 0, 1, 1): (lossless_33a60e6535b0, 0x0, 0x0),
        (0, 0, 1, 0, 0): (lossless_dca020df80b6, 0xff00000000, 0x0),
        (0, 0, 1, 0, 1): (lossless_972a0fc489bd, 0x0, 0x0),
        (0, 0, 1, 1, 0): (lossless_972a0fc489bd, 0x0, 0x0),
        (0, 0, 1, 1, 1): (lossless_33a60e6535b0, 0x0, 0x0),
        (0, 1, 0, 0, 0): (lossless_cb7a6f5fb83f, 0xff00000000, 0x0),
        (0, 1, 0, 0, 1): (lossless_56388ab091ce, 0x0, 0x0),
        (0, 1, 0, 1, 0): (lossless_56388ab091ce, 0x0, 0x0),
        (0, 1, 0, 1, 1): (lossless_49017b518272, 0x0, 0x0),
        (0, 1, 1, 0, 0): (lossless_cb7a6f5fb83f, 0xff00000000, 0x0),
        (0, 1, 1, 0, 1): (lossless_56388ab091ce, 0x0, 0x0),
        (0, 1, 1, 1, 0): (lossless_56388ab091ce, 0x0, 0x0),
        (0, 1, 1, 1, 1): (lossless_49017b518272, 0x0, 0x0),
        (1, 0, 0, 0, 0): (lossless_8174da802fc9, 0xff00000000, 0x0),
        (1, 0, 0, 0, 1): (lossless_920698279280, 0x0, 0x0),
        (1, 0, 0, 1, 0): (lossless_920698279280, 0x0, 0x0),
        (1, 0, 0, 1, 1): (lossless_49bc123a5a09, 0x0, 0x0),
        (1, 0, 1, 0, 0): (lossless_8174da802fc9, 0xff00000000, 0x0),
        (1, 0, 1, 0, 1): (lossless_920698279280, 0x0, 0x0),
        (1, 0, 1, 1, 0): (lossless_920698279280, 0x0, 0x0),
        (1, 0, 1, 1, 1): (lossless_49bc123a5a09, 0x0, 0x0),
        (1, 1, 0, 0, 0): (lossless_b70d0964f52a, 0xff00000000, 0x0),
        (1, 1, 0, 0, 1): (lossless_028f80514f22, 0x0, 0x0),
        (1, 1, 0, 1, 0): (lossless_028f80514f22, 0x0, 0x0),
        (1, 1, 0, 1, 1): (lossless_417ed5f05abe, 0x0, 0x0),
        (1, 1, 1, 0, 0): (lossless_b70d0964f52a, 0xff00000000, 0x0),
        (1, 1, 1, 0, 1): (lossless_028f80514f22, 0x0, 0x0),
        (1, 1, 1, 1, 0): (lossless_028f80514f22, 0x0, 0x0),
        (1, 1, 1, 1, 1): (lossless_417ed5f05abe, 0x0, 0x0),
        (2, 0, 0, 0, 0): (lossless_0e3164dcd298, 0xff00000000, 0x0),
        (2, 0, 0, 0, 1): (lossless_ee5c94492605, 0x0, 0x0),
        (2, 0, 0, 1, 0): (lossless_ee5c94492605, 0x0, 0x0),
        (2, 0, 0, 1, 1): (lossless_7b68a2dd86f1, 0x0, 0x0),
        (2, 0, 1, 0, 0): (lossless_0e3164dcd298, 0xff00000000, 0x0),
        (2, 0, 1, 0, 1): (lossless_ee5c94492605, 0x0, 0x0),
        (2, 0, 1, 1, 0): (lossless_ee5c94492605, 0x0, 0x0),
        (2, 0, 1, 1, 1): (lossless_7b68a2dd86f1, 0x0, 0x0),
        (2, 1, 0, 0, 0): (lossless_949994ffb561, 0xff00000000, 0x0),
        (2, 1, 0, 0, 1): (lossless_f8c7d9a9ad0c, 0x0, 0x0),
        (2, 1, 0, 1, 0): (lossless_f8c7d9a9ad0c, 0x0, 0x0),
        (2, 1, 0, 1, 1): (lossless_f56705e8e072, 0x0, 0x0),
        (2, 1, 1, 0, 0): (lossless_949994ffb561, 0xff00000000, 0x0),
        (2, 1, 1, 0, 1): (lossless_f8c7d9a9ad0c, 0x0, 0x0),
        (2, 1, 1, 1, 0): (lossless_f8c7d9a9ad0c, 0x0, 0x0),
        (2, 1, 1, 1, 1): (lossless_f56705e8e072, 0x0, 0x0),
        (3, 0, 0, 0, 0): (lossless_76561a13a2c0, 0xff00000000, 0x0),
        (3, 0, 0, 0, 1): (lossless_fab9cd428e14, 0x0, 0x0),
        (3, 0, 0, 1, 0): (lossless_fab9cd428e14, 0x0, 0x0),
        (3, 0, 0, 1, 1): (lossless_99ce8f18637a, 0x0, 0x0),
        (3, 0, 1, 0, 0): (lossless_76561a13a2c0, 0xff00000000, 0x0),
        (3, 0, 1, 0, 1): (lossless_fab9cd428e14, 0x0, 0x0),
        (3, 0, 1, 1, 0): (lossless_fab9cd428e14, 0x0, 0x0),
        (3, 0, 1, 1, 1): (lossless_99ce8f18637a, 0x0, 0x0),
        (3, 1, 0, 0, 0): (lossless_c381b9f36fcc, 0xff00000000, 0x0),
        (3, 1, 0, 0, 1): (lossless_2517d0126769, 0x0, 0x0),
        (3, 1, 0, 1, 0): (lossless_2517d0126769, 0x0, 0x0),
        (3, 1, 0, 1, 1): (lossless_c2bbe8394fbe, 0x0, 0x0),
        (3, 1, 1, 0, 0): (lossless_c381b9f36fcc, 0xff00000000, 0x0),
        (3, 1, 1, 0, 1): (lossless_2517d0126769, 0x0, 0x0),
        (3, 1, 1, 1, 0): (lossless_2517d0126769, 0x0, 0x0),
        (3, 1, 1, 1, 1): (lossless_c2bbe8394fbe, 0x0, 0x0),
        (4, 0, 0, 0, 0): (lossless_dca020df80b6, 0xff00000000, 0x0),
        (4, 0, 0, 0, 1): (lossless_972a0fc489bd, 0x0, 0x0),
        (4, 0, 0, 1, 0): (lossless_972a0fc489bd, 0x0, 0x0),
        (4, 0, 0, 1, 1): (lossless_33a60e6535b0, 0x0, 0x0),
        (4, 0, 1, 0, 0): (lossless_dca020df80b6, 0xff00000000, 0x0),
        (4, 0, 1, 0, 1): (lossless_972a0fc489bd, 0x0, 0x0),
        (4, 0, 1, 1, 0): (lossless_972a0fc489bd, 0x0, 0x0),
        (4, 0, 1, 1, 1): (lossless_33a60e6535b0, 0x0, 0x0),
        (4, 1, 0, 0, 0): (lossless_cb7a6f5fb83f, 0xff00000000, 0x0),
        (4, 1, 0, 0, 1): (lossless_56388ab091ce, 0x0, 0x0),
        (4, 1, 0, 1, 0): (lossless_56388ab091ce, 0x0, 0x0),
        (4, 1, 0, 1, 1): (lossless_49017b518272, 0x0, 0x0),
        (4, 1, 1, 0, 0): (lossless_cb7a6f5fb83f, 0xff00000000, 0x0),
        (4, 1, 1, 0, 1): (lossless_56388ab091ce, 0x0, 0x0),
        (4, 1, 1, 1, 0): (lossless_56388ab091ce, 0x0, 0x0),
        (4, 1, 1, 1, 1): (lossless_49017b518272, 0x0, 0x0),
        (5, 0, 0, 0, 0): (lossless_8174da802fc9, 0xff00000000, 0x0),
        (5, 0, 0, 0, 1): (lossless_920698279280, 0x0, 0x0),
        (5, 0, 0, 1, 0): (lossless_920698279280, 0x0, 0x0),
        (5, 0, 0, 1, 1): (lossless_49bc123a5a09, 0x0, 0x0),
        (5, 0, 1, 0, 0): (lossless_8174da802fc9, 0xff00000000, 0x0),
        (5, 0, 1, 0, 1): (lossless_920698279280, 0x0, 0x0),
        (5, 0, 1, 1, 0): (lossless_920698279280, 0x0, 0x0),
        (5, 0, 1, 1, 1): (lossless_49bc123a5a09, 0x0, 0x0),
        (5, 1, 0, 0, 0): (lossless_b70d0964f52a, 0xff00000000, 0x0),
        (5, 1, 0, 0, 1): (lossless_028f80514f22, 0x0, 0x0),
        (5, 1, 0, 1, 0): (lossless_028f80514f22, 0x0, 0x0),
        (5, 1, 0, 1, 1): (lossless_417ed5f05abe, 0x0, 0x0),
        (5, 1, 1, 0, 0): (lossless_b70d0964f52a, 0xff00000000, 0x0),
        (5, 1, 1, 0, 1): (lossless_028f80514f22, 0x0, 0x0),
        (5, 1, 1, 1, 0): (lossless_028f80514f22, 0x0, 0x0),
        (5, 1, 1, 1, 1): (lossless_417ed5f05abe, 0x0, 0x0),
        (6, 0, 0, 0, 0): (lossless_0e3164dcd298, 0xff00000000, 0x0),
        (6, 0, 0, 0, 1): (lossless_ee5c94492605, 0x0, 0x0),
        (6, 0, 0, 1, 0): (lossless_ee5c94492605, 0x0, 0x0),
        (6, 0, 0, 1, 1): (lossless_7b68a2dd86f1, 0x0, 0x0),
        (6, 0, 1, 0, 0): (lossless_0e3164dcd298, 0xff00000000, 0x0),
        (6, 0, 1, 0, 1): (lossless_ee5c94492605, 0x0, 0x0),
        (6, 0, 1, 1, 0): (lossless_ee5c94492605, 0x0, 0x0),
        (6, 0, 1, 1, 1): (lossless_7b68a2dd86f1, 0x0, 0x0),
        (6, 1, 0, 0, 0): (lossless_949994ffb561, 0xff00000000, 0x0),
        (6, 1, 0, 0, 1): (lossless_f8c7d9a9ad0c, 0x0, 0x0),
        (6, 1, 0, 1, 0): (lossless_f8c7d9a9ad0c, 0x0, 0x0),
        (6, 1, 0, 1, 1): (lossless_f56705e8e072, 0x0, 0x0),
        (6, 1, 1, 0, 0): (lossless_949994ffb561, 0xff00000000, 0x0),
        (6, 1, 1, 0, 1): (lossless_f8c7d9a9ad0c, 0x0, 0x0),
        (6, 1, 1, 1, 0): (lossless_f8c7d9a9ad0c, 0x0, 0x0),
        (6, 1, 1, 1, 1): (lossless_f56705e8e072, 0x0, 0x0),
        (7, 0, 0, 0, 0): (lossless_76561a13a2c0, 0xff00000000, 0x0),
        (7, 0, 0, 0, 1): (lossless_fab9cd428e14, 0x0, 0x0),
        (7, 0, 0, 1, 0): (lossless_fab9cd428e14, 0x0, 0x0),
        (7, 0, 0, 1, 1): (lossless_99ce8f18637a, 0x0, 0x0),
        (7, 0, 1, 0, 0): (lossless_76561a13a2c0, 0xff00000000, 0x0),
        (7, 0, 1, 0, 1): (lossless_fab9cd428e14, 0x0, 0x0),
        (7, 0, 1, 1, 0): (lossless_fab9cd428e14, 0x0, 0x0),
        (7, 0, 1, 1, 1): (lossless_99ce8f18637a, 0x0, 0x0),
        (7, 1, 0, 0, 0): (lossless_c381b9f36fcc, 0xff00000000, 0x0),
        (7, 1, 0, 0, 1): (lossless_2517d0126769, 0x0, 0x0),
        (7, 1, 0, 1, 0): (lossless_2517d0126769, 0x0, 0x0),
        (7, 1, 0, 1, 1): (lossless_c2bbe8394fbe, 0x0, 0x0),
        (7, 1, 1, 0, 0): (lossless_c381b9f36fcc, 0xff00000000, 0x0),
        (7, 1, 1, 0, 1): (lossless_2517d0126769, 0x0, 0x0),
        (7, 1, 1, 1, 0): (lossless_2517d0126769, 0x0, 0x0),
        (7, 1, 1, 1, 1): (lossless_c2bbe8394fbe, 0x0, 0x0),
        (8, 0, 0, 0, 0): (lossless_dca020df80b6, 0xff00000000, 0x0),
        (8, 0, 0, 0, 1): (lossless_972a0fc489bd, 0x0, 0x0),
        (8, 0, 0, 1, 0): (lossless_972a0fc489bd, 0x0, 0x0),
        (8, 0, 0, 1, 1): (lossless_33a60e6535b0, 0x0, 0x0),
        (8, 0, 1, 0, 0): (lossless_dca020df80b6, 0xff00000000, 0x0),
        (8, 0, 1, 0, 1): (lossless_972a0fc489bd, 0x0, 0x0),
        (8, 0, 1, 1, 0): (lossless_972a0fc489bd, 0x0, 0x0),
        (8, 0, 1, 1, 1): (lossless_33a60e6535b0, 0x0, 0x0),
        (8, 1, 0, 0, 0): (lossless_cb7a6f5fb83f, 0xff00000000, 0x0),
        (8, 1, 0, 0, 1): (lossless_56388ab091ce, 0x0, 0x0),
        (8, 1, 0, 1, 0): (lossless_56388ab091ce, 0x0, 0x0),
        (8, 1, 0, 1, 1): (lossless_49017b518272, 0x0, 0x0),
        (8, 1, 1, 0, 0): (lossless_cb7a6f5fb83f, 0xff00000000, 0x0),
        (8, 1, 1, 0, 1): (lossless_56388ab091ce, 0x0, 0x0),
        (8, 1, 1, 1, 0): (lossless_56388ab091ce, 0x0, 0x0),
        (8, 1, 1, 1, 1): (lossless_49017b518272, 0x0, 0x0),
        (9, 0, 0, 0, 0): (lossless_dca020df80b6, 0xff00000000, 0x0),
        (9, 0, 0, 0, 1): (lossless_972a0fc489bd, 0x0, 0x0),
        (9, 0, 0, 1, 0): (lossless_972a0fc489bd, 0x0, 0x0),
        (9, 0, 0, 1, 1): (lossless_33a60e6535b0, 0x0, 0x0),
        (9, 0, 1, 0, 0): (lossless_dca020df80b6, 0xff00000000, 0x0),
        (9, 0, 1, 0, 1): (lossless_972a0fc489bd, 0x0, 0x0),
        (9, 0, 1, 1, 0): (lossless_972a0fc489bd, 0x0, 0x0),
        (9, 0, 1, 1, 1): (lossless_33a60e6535b0, 0x0, 0x0),
        (9, 1, 0, 0, 0): (lossless_cb7a6f5fb83f, 0xff00000000, 0x0),
        (9, 1, 0, 0, 1): (lossless_56388ab091ce, 0x0, 0x0),
        (9, 1, 0, 1, 0): (lossless_56388ab091ce, 0x0, 0x0),
        (9, 1, 0, 1, 1): (lossless_49017b518272, 0x0, 0x0),
        (9, 1, 1, 0, 0): (lossless_cb7a6f5fb83f, 0xff00000000, 0x0),
        (9, 1, 1, 0, 1): (lossless_56388ab091ce, 0x0, 0x0),
        (9, 1, 1, 1, 0): (lossless_56388ab091ce, 0x0, 0x0),
        (9, 1, 1, 1, 1): (lossless_49017b518272, 0x0, 0x0),
        (10, 0, 0, 0, 0): (lossless_8174da802fc9, 0xff00000000, 0x0),
        (10, 0, 0, 0, 1): (lossless_920698279280, 0x0, 0x0),
        (10, 0, 0, 1, 0): (lossless_920698279280, 0x0, 0x0),
        (10, 0, 0, 1, 1): (lossless_49bc123a5a09, 0x0, 0x0),
        (10, 0, 1, 0, 0): (lossless_8174da802fc9, 0xff00000000, 0x0),
        (10, 0, 1, 0, 1): (lossless_920698279280, 0x0, 0x0),
        (10, 0, 1, 1, 0): (lossless_920698279280, 0x0, 0x0),
        (10, 0, 1, 1, 1): (lossless_49bc123a5a09, 0x0, 0x0),
        (10, 1, 0, 0, 0): (lossless_b70d0964f52a, 0xff00000000, 0x0),
        (10, 1, 0, 0, 1): (lossless_028f80514f22, 0x0, 0x0),
        (10, 1, 0, 1, 0): (lossless_028f80514f22, 0x0, 0x0),
        (10, 1, 0, 1, 1): (lossless_417ed5f05abe, 0x0, 0x0),
        (10, 1, 1, 0, 0): (lossless_b70d0964f52a, 0xff00000000, 0x0),
        (10, 1, 1, 0, 1): (lossless_028f80514f22, 0x0, 0x0),
        (10, 1, 1, 1, 0): (lossless_028f80514f22, 0x0, 0x0),
        (10, 1, 1, 1, 1): (lossless_417ed5f05abe, 0x0, 0x0),
        (11, 0, 0, 0, 0): (lossless_8174da802fc9, 0xff00000000, 0x0),
        (11, 0, 0, 0, 1): (lossless_920698279280, 0x0, 0x0),
        (11, 0, 0, 1, 0): (lossless_920698279280, 0x0, 0x0),
        (11, 0, 0, 1, 1): (lossless_49bc123a5a09, 0x0, 0x0),
        (11, 0, 1, 0, 0): (lossless_8174da802fc9, 0xff00000000, 0x0),
        (11, 0, 1, 0, 1): (lossless_920698279280, 0x0, 0x0),
        (11, 0, 1, 1, 0): (lossless_920698279280, 0x0, 0x0),
        (11, 0, 1, 1, 1): (lossless_49bc123a5a09, 0x0, 0x0),
        (11, 1, 0, 0, 0): (lossless_b70d0964f52a, 0xff00000000, 0x0),
        (11, 1, 0, 0, 1): (lossless_028f80514f22, 0x0, 0x0),
        (11, 1, 0, 1, 0): (lossless_028f80514f22, 0x0, 0x0),
        (11, 1, 0, 1, 1): (lossless_417ed5f05abe, 0x0, 0x0),
        (11, 1, 1, 0, 0): (lossless_b70d0964f52a, 0xff00000000, 0x0),
        (11, 1, 1, 0, 1): (lossless_028f80514f22, 0x0, 0x0),
        (11, 1, 1, 1, 0): (lossless_028f80514f22, 0x0, 0x0),
        (11, 1, 1, 1, 1): (lossless_417ed5f05abe, 0x0, 0x0),
        (12, 0, 0, 0, 0): (lossless_dca020df80b6, 0xff00000000, 0x0),
        (12, 0, 0, 0, 1): (lossless_972a0fc489bd, 0x0, 0x0),
        (12, 0, 0, 1, 0): (lossless_972a0fc489bd, 0x0, 0x0),
        (12, 0, 0, 1, 1): (lossless_33a60e6535b0, 0x0, 0x0),
        (12, 0, 1, 0, 0): (lossless_dca020df80b6, 0xff00000000, 0x0),
        (12, 0, 1, 0, 1): (lossless_972a0fc489bd, 0x0, 0x0),
        (12, 0, 1, 1, 0): (lossless_972a0fc489bd, 0x0, 0x0),
        (12, 0, 1, 1, 1): (lossless_33a60e6535b0, 0x0, 0x0),
        (12, 1, 0, 0, 0): (lossless_cb7a6f5fb83f, 0xff00000000, 0x0),
        (12, 1, 0, 0, 1): (lossless_56388ab091ce, 0x0, 0x0),
        (12, 1, 0, 1, 0): (lossless_56388ab091ce, 0x0, 0x0),
        (12, 1, 0, 1, 1): (lossless_49017b518272, 0x0, 0x0),
        (12, 1, 1, 0, 0): (lossless_cb7a6f5fb83f, 0xff00000000, 0x0),
        (12, 1, 1, 0, 1): (lossless_56388ab091ce, 0x0, 0x0),
        (12, 1, 1, 1, 0): (lossless_56388ab091ce, 0x0, 0x0),
        (12, 1, 1, 1, 1): (lossless_49017b518272, 0x0, 0x0),
        (13, 0, 0, 0, 0): (lossless_dca020df80b6, 0xff00000000, 0x0),
        (13, 0, 0, 0, 1): (lossless_972a0fc489bd, 0x0, 0x0),
        (13, 0, 0, 1, 0): (lossless_972a0fc489bd, 0x0, 0x0),
        (13, 0, 0, 1, 1): (lossless_33a60e6535b0, 0x0, 0x0),
        (13, 0, 1, 0, 0): (lossless_dca020df80b6, 0xff00000000, 0x0),
        (13, 0, 1, 0, 1): (lossless_972a0fc489bd, 0x0, 0x0),
        (13, 0, 1, 1, 0): (lossless_972a0fc489bd, 0x0, 0x0),
        (13, 0, 1, 1, 1): (lossless_33a60e6535b0, 0x0, 0x0),
        (13, 1, 0, 0, 0): (lossless_cb7a6f5fb83f, 0xff00000000, 0x0),
        (13, 1, 0, 0, 1): (lossless_56388ab091ce, 0x0, 0x0),
        (13, 1, 0, 1, 0): (lossless_56388ab091ce, 0x0, 0x0),
        (13, 1, 0, 1, 1): (lossless_49017b518272, 0x0, 0x0),
        (13, 1, 1, 0, 0): (lossless_cb7a6f5fb83f, 0xff00000000, 0x0),
        (13, 1, 1, 0, 1): (lossless_56388ab091ce, 0x0, 0x0),
        (13, 1, 1, 1, 0): (lossless_56388ab091ce, 0x0, 0x0),
        (13, 1, 1, 1, 1): (lossless_49017b518272, 0x0, 0x0),
        (14, 0, 0, 0, 0): (lossless_8174da802fc9, 0xff00000000, 0x0),
        (14, 0, 0, 0, 1): (lossless_920698279280, 0x0, 0x0),
        (14, 0, 0, 1, 0): (lossless_920698279280, 0x0, 0x0),
        (14, 0, 0, 1, 1): (lossless_49bc123a5a09, 0x0, 0x0),
        (14, 0, 1, 0, 0): (lossless_8174da802fc9, 0xff00000000, 0x0),
        (14, 0, 1, 0, 1): (lossless_920698279280, 0x0, 0x0),
        (14, 0, 1, 1, 0): (lossless_920698279280, 0x0, 0x0),
        (14, 0, 1, 1, 1): (lossless_49bc123a5a09, 0x0, 0x0),
        (14, 1, 0, 0, 0): (lossless_b70d0964f52a, 0xff00000000, 0x0),
        (14, 1, 0, 0, 1): (lossless_028f80514f22, 0x0, 0x0),
        (14, 1, 0, 1, 0): (lossless_028f80514f22, 0x0, 0x0),
        (14, 1, 0, 1, 1): (lossless_417ed5f05abe, 0x0, 0x0),
        (14, 1, 1, 0, 0): (lossless_b70d0964f52a, 0xff00000000, 0x0),
        (14, 1, 1, 0, 1): (lossless_028f80514f22, 0x0, 0x0),
        (14, 1, 1, 1, 0): (lossless_028f80514f22, 0x0, 0x0),
        (14, 1, 1, 1, 1): (lossless_417ed5f05abe, 0x0, 0x0),
        (15, 0, 0, 0, 0): (lossless_8174da802fc9, 0xff00000000, 0x0),
        (15, 0, 0, 0, 1): (lossless_920698279280, 0x0, 0x0),
        (15, 0, 0, 1, 0): (lossless_920698279280, 0x0, 0x0),
        (15, 0, 0, 1, 1): (lossless_49bc123a5a09, 0x0, 0x0),
        (15, 0, 1, 0, 0): (lossless_8174da802fc9, 0xff00000000, 0x0),
        (15, 0, 1, 0, 1): (lossless_920698279280, 0x0, 0x0),
        (15, 0, 1, 1, 0): (lossless_920698279280, 0x0, 0x0),
        (15, 0, 1, 1, 1): (lossless_49bc123a5a09, 0x0, 0x0),
        (15, 1, 0, 0, 0): (lossless_b70d0964f52a, 0xff00000000, 0x0),
        (15, 1, 0, 0, 1): (lossless_028f80514f22, 0x0, 0x0),
        (15, 1, 0, 1, 0): (lossless_028f80514f22, 0x0, 0x0),
        (15, 1, 0, 1, 1): (lossless_417ed5f05abe, 0x0, 0x0),
        (15, 1, 1, 0, 0): (lossless_b70d0964f52a, 0xff00000000, 0x0),
        (15, 1, 1, 0, 1): (lossless_028f80514f22, 0x0, 0x0),
        (15, 1, 1, 1, 0): (lossless_028f80514f22, 0x0, 0x0),
        (15, 1, 1, 1, 1): (lossless_417ed5f05abe, 0x0, 0x0),
    }
