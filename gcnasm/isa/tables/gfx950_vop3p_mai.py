"""gfx950 VOP3P_MAI templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.codegen.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose):
    D_dep_93c07ceb = tuple(R[r][1] for r in R['dep_93c07ceb'][1])
    D_dep_d06451ea = tuple(R[r][1] for r in R['dep_d06451ea'][1])
    L_b32 = L['b32']
    L_f64 = L['f64']
    L_imm32 = L['imm32']
    M_map_02a12805 = R['map_02a12805'][1]
    M_map_02caeb65 = R['map_02caeb65'][1]
    M_map_0538e8ab = R['map_0538e8ab'][1]
    M_map_05e6695a = R['map_05e6695a'][1]
    M_map_06db75d4 = R['map_06db75d4'][1]
    M_map_11cedb38 = R['map_11cedb38'][1]
    M_map_17f1732a = R['map_17f1732a'][1]
    M_map_1bfc3ba5 = R['map_1bfc3ba5'][1]
    M_map_205d55a1 = R['map_205d55a1'][1]
    M_map_28ab48b2 = R['map_28ab48b2'][1]
    M_map_2e26968c = R['map_2e26968c'][1]
    M_map_3242bf3b = R['map_3242bf3b'][1]
    M_map_3f81337f = R['map_3f81337f'][1]
    M_map_445eef89 = R['map_445eef89'][1]
    M_map_447fe195 = R['map_447fe195'][1]
    M_map_4825ca0d = R['map_4825ca0d'][1]
    M_map_4b1c8ada = R['map_4b1c8ada'][1]
    M_map_63b5396d = R['map_63b5396d'][1]
    M_map_6789145a = R['map_6789145a'][1]
    M_map_6789db5b = R['map_6789db5b'][1]
    M_map_6f65affb = R['map_6f65affb'][1]
    M_map_71fbd8bc = R['map_71fbd8bc'][1]
    M_map_73b8aa62 = R['map_73b8aa62'][1]
    M_map_781745df = R['map_781745df'][1]
    M_map_782857e3 = R['map_782857e3'][1]
    M_map_7d83b592 = R['map_7d83b592'][1]
    M_map_9a8920fe = R['map_9a8920fe'][1]
    M_map_a2da2f61 = R['map_a2da2f61'][1]
    M_map_ad6fb1ef = R['map_ad6fb1ef'][1]
    M_map_b0f8de9c = R['map_b0f8de9c'][1]
    M_map_b3b9036d = R['map_b3b9036d'][1]
    M_map_bbb8b4ba = R['map_bbb8b4ba'][1]
    M_map_be25c4b1 = R['map_be25c4b1'][1]
    M_map_c1516fb1 = R['map_c1516fb1'][1]
    M_map_c60ddf02 = R['map_c60ddf02'][1]
    M_map_c94afb43 = R['map_c94afb43'][1]
    M_map_ce8d55d5 = R['map_ce8d55d5'][1]
    M_map_d50d916e = R['map_d50d916e'][1]
    M_map_d741ef42 = R['map_d741ef42'][1]
    M_map_e58a0d84 = R['map_e58a0d84'][1]
    M_map_f1eeac2d = R['map_f1eeac2d'][1]
    M_map_fc58af51 = R['map_fc58af51'][1]
    M_map_fce9f7e1 = R['map_fce9f7e1'][1]
    def shape_03cb1f94e67b(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_d741ef42[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_d50d916e[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_d50d916e[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_71fbd8bc[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_060f70a13cea(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_05e6695a[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_6789145a[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_28ab48b2[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_fc58af51[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_067c91933ec0(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_d741ef42[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_6789145a[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_28ab48b2[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_71fbd8bc[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_06ce640c3fce(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_05e6695a[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t2 = D_dep_d06451ea[((v >> 8) & 7)][((v >> 32) & 511)]
            if t2 is None: raise Invalid
            t3 = D_dep_93c07ceb[((v >> 61) & 7)][((v >> 41) & 511)]
            if t3 is None: raise Invalid
            t5 = ((v >> 50) & 511)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_fc58af51[t5]
                if t6 is None: raise Invalid
            t7 = M_map_06db75d4[((v >> 11) & 15)]
            if t7 is None: raise Invalid
            t8 = M_map_0538e8ab[((v >> 8) & 7)]
            if t8 is None: raise Invalid
            t9 = M_map_3f81337f[((v >> 61) & 7)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + t8 + t9
        def takes_literal(v):
            return ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_093249ab0d13(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_d50d916e[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_9a8920fe[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t10 = M_map_b0f8de9c[t9]
                if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 61) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_0538e8ab[((v >> 8) & 7)]
            if t12 is None: raise Invalid
            t13 = M_map_6789db5b[((v >> 11) & 15)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_0ccc0977746d(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_c60ddf02[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_28ab48b2[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_6789145a[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_c94afb43[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_0e3d6c12efee(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_7d83b592[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_6789145a[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_782857e3[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t10 = M_map_b0f8de9c[t9]
                if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 61) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_0538e8ab[((v >> 8) & 7)]
            if t12 is None: raise Invalid
            t13 = M_map_6789db5b[((v >> 11) & 15)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_0e58e28e2522(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_d741ef42[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_6789145a[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_6789145a[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_71fbd8bc[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_0e97cd767e08(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_02a12805[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_28ab48b2[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_28ab48b2[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_c1516fb1[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_1450fcbbeb53(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_28ab48b2[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_d50d916e[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t10 = M_map_b0f8de9c[t9]
                if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 61) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_0538e8ab[((v >> 8) & 7)]
            if t12 is None: raise Invalid
            t13 = M_map_6789db5b[((v >> 11) & 15)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_15975510e3ed(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_11cedb38[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_6789145a[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_28ab48b2[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_a2da2f61[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_1c9c364fad04(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_7d83b592[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_782857e3[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_3242bf3b[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t10 = M_map_b0f8de9c[t9]
                if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 61) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_0538e8ab[((v >> 8) & 7)]
            if t12 is None: raise Invalid
            t13 = M_map_6789db5b[((v >> 11) & 15)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_20d9b1e369f6(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_4b1c8ada[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_6789145a[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_28ab48b2[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_ad6fb1ef[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_29669d4e88fe(s):
        s0, s1 = s
        def render(v, lit):
            t2 = ((v >> 32) & 511)
            if t2 == 255: t3 = L_b32(lit) + ''
            else:
                t3 = M_map_f1eeac2d[t2]
                if t3 is None: raise Invalid
            t5 = ((v >> 41) & 511)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_f1eeac2d[t5]
                if t6 is None: raise Invalid
            t7 = M_map_445eef89[((v >> 0) & 255)]
            if t7 is None: raise Invalid
            t8 = M_map_6f65affb[((v >> 8) & 7)]
            if t8 is None: raise Invalid
            t9 = M_map_6f65affb[((v >> 61) & 7)]
            if t9 is None: raise Invalid
            t10 = M_map_73b8aa62[((v >> 11) & 15)]
            if t10 is None: raise Invalid
            return s0 + t3 + s1 + t6 + t7 + t8 + t9 + t10
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_29690cd56aeb(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_11cedb38[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t2 = D_dep_d06451ea[((v >> 8) & 7)][((v >> 32) & 511)]
            if t2 is None: raise Invalid
            t3 = D_dep_d06451ea[((v >> 61) & 7)][((v >> 41) & 511)]
            if t3 is None: raise Invalid
            t5 = ((v >> 50) & 511)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_a2da2f61[t5]
                if t6 is None: raise Invalid
            t7 = M_map_06db75d4[((v >> 11) & 15)]
            if t7 is None: raise Invalid
            t8 = M_map_0538e8ab[((v >> 8) & 7)]
            if t8 is None: raise Invalid
            t9 = M_map_3f81337f[((v >> 61) & 7)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + t8 + t9
        def takes_literal(v):
            return ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_29f59f8f5c5c(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_d741ef42[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_28ab48b2[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_6789145a[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_71fbd8bc[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_2b7cf9586543(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_e58a0d84[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_28ab48b2[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_6789145a[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_f64(lit) + ''
            else:
                t10 = M_map_bbb8b4ba[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_63b5396d[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_2c5b4c8ce516(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_4b1c8ada[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_28ab48b2[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_6789145a[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_ad6fb1ef[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_2cc0e66168e8(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_205d55a1[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_28ab48b2[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_28ab48b2[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_f64(lit) + ''
            else:
                t10 = M_map_17f1732a[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_63b5396d[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_2f5c8d733e68(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_d741ef42[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t2 = D_dep_93c07ceb[((v >> 8) & 7)][((v >> 32) & 511)]
            if t2 is None: raise Invalid
            t3 = D_dep_93c07ceb[((v >> 61) & 7)][((v >> 41) & 511)]
            if t3 is None: raise Invalid
            t5 = ((v >> 50) & 511)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_71fbd8bc[t5]
                if t6 is None: raise Invalid
            t7 = M_map_06db75d4[((v >> 11) & 15)]
            if t7 is None: raise Invalid
            t8 = M_map_0538e8ab[((v >> 8) & 7)]
            if t8 is None: raise Invalid
            t9 = M_map_3f81337f[((v >> 61) & 7)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + t8 + t9
        def takes_literal(v):
            return ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_306fd51c7da0(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_7d83b592[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_6789145a[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_d50d916e[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t10 = M_map_b0f8de9c[t9]
                if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 61) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_0538e8ab[((v >> 8) & 7)]
            if t12 is None: raise Invalid
            t13 = M_map_6789db5b[((v >> 11) & 15)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_3096ea96aa7f(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_d50d916e[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_3242bf3b[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t10 = M_map_b0f8de9c[t9]
                if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 61) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_0538e8ab[((v >> 8) & 7)]
            if t12 is None: raise Invalid
            t13 = M_map_6789db5b[((v >> 11) & 15)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_310039490943(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_d741ef42[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_ce8d55d5[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_ce8d55d5[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_71fbd8bc[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_32b0faf74470(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_781745df[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_28ab48b2[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_782857e3[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t10 = M_map_b0f8de9c[t9]
                if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 61) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_0538e8ab[((v >> 8) & 7)]
            if t12 is None: raise Invalid
            t13 = M_map_6789db5b[((v >> 11) & 15)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_3474a400d9c1(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_02a12805[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_28ab48b2[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_6789145a[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_c1516fb1[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_38a5c86f35bf(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_781745df[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_d50d916e[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_3242bf3b[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t10 = M_map_b0f8de9c[t9]
                if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 61) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_0538e8ab[((v >> 8) & 7)]
            if t12 is None: raise Invalid
            t13 = M_map_6789db5b[((v >> 11) & 15)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_3c1459cb4bbe(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_781745df[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_782857e3[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_3242bf3b[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t10 = M_map_b0f8de9c[t9]
                if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 61) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_0538e8ab[((v >> 8) & 7)]
            if t12 is None: raise Invalid
            t13 = M_map_6789db5b[((v >> 11) & 15)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_3f5a6c0bb296(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_205d55a1[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_6789145a[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_28ab48b2[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_f64(lit) + ''
            else:
                t10 = M_map_17f1732a[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_63b5396d[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_3f8e3231c647(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_d741ef42[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_ce8d55d5[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_be25c4b1[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_71fbd8bc[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_4293deb80998(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_d741ef42[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_28ab48b2[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_28ab48b2[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_71fbd8bc[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_42af7d845de8(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_c60ddf02[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_6789145a[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_6789145a[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_c94afb43[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_42b74f77ea69(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_7d83b592[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_782857e3[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_9a8920fe[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t10 = M_map_b0f8de9c[t9]
                if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 61) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_0538e8ab[((v >> 8) & 7)]
            if t12 is None: raise Invalid
            t13 = M_map_6789db5b[((v >> 11) & 15)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_451ee9ca0324(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_11cedb38[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_be25c4b1[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_ce8d55d5[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_a2da2f61[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_47a0e97d085d(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_c60ddf02[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_ce8d55d5[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_be25c4b1[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_c94afb43[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_509000ef231b(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_05e6695a[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_782857e3[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_782857e3[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_fc58af51[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_50a766fc15ff(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_05e6695a[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_be25c4b1[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_be25c4b1[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_fc58af51[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_522e15237d27(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_05e6695a[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t2 = D_dep_d06451ea[((v >> 8) & 7)][((v >> 32) & 511)]
            if t2 is None: raise Invalid
            t3 = D_dep_d06451ea[((v >> 61) & 7)][((v >> 41) & 511)]
            if t3 is None: raise Invalid
            t5 = ((v >> 50) & 511)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_fc58af51[t5]
                if t6 is None: raise Invalid
            t7 = M_map_06db75d4[((v >> 11) & 15)]
            if t7 is None: raise Invalid
            t8 = M_map_0538e8ab[((v >> 8) & 7)]
            if t8 is None: raise Invalid
            t9 = M_map_3f81337f[((v >> 61) & 7)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + t8 + t9
        def takes_literal(v):
            return ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_52dd03acdde9(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_28ab48b2[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_d50d916e[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t10 = M_map_b0f8de9c[t9]
                if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 61) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_0538e8ab[((v >> 8) & 7)]
            if t12 is None: raise Invalid
            t13 = M_map_6789db5b[((v >> 11) & 15)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_535b8ed88104(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_4b1c8ada[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_d50d916e[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_782857e3[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_ad6fb1ef[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_5501560f4235(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_11cedb38[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_782857e3[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_d50d916e[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_a2da2f61[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_5560bebd7beb(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_d741ef42[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_782857e3[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_d50d916e[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_71fbd8bc[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_565c207f15c0(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_c60ddf02[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_ce8d55d5[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_ce8d55d5[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_c94afb43[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_58b2e5d19345(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_11cedb38[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t2 = D_dep_93c07ceb[((v >> 8) & 7)][((v >> 32) & 511)]
            if t2 is None: raise Invalid
            t3 = D_dep_d06451ea[((v >> 61) & 7)][((v >> 41) & 511)]
            if t3 is None: raise Invalid
            t5 = ((v >> 50) & 511)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_a2da2f61[t5]
                if t6 is None: raise Invalid
            t7 = M_map_06db75d4[((v >> 11) & 15)]
            if t7 is None: raise Invalid
            t8 = M_map_0538e8ab[((v >> 8) & 7)]
            if t8 is None: raise Invalid
            t9 = M_map_3f81337f[((v >> 61) & 7)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + t8 + t9
        def takes_literal(v):
            return ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_5bebf6ae4f3d(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_d50d916e[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_3242bf3b[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t10 = M_map_b0f8de9c[t9]
                if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 61) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_0538e8ab[((v >> 8) & 7)]
            if t12 is None: raise Invalid
            t13 = M_map_6789db5b[((v >> 11) & 15)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_5f5448c353b4(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_28ab48b2[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_6789145a[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_f64(lit) + ''
            else:
                t10 = M_map_b3b9036d[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_63b5396d[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_600544b6b92e(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_02a12805[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_6789145a[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_28ab48b2[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_c1516fb1[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_6022067fcb74(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_7d83b592[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_d50d916e[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_3242bf3b[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t10 = M_map_b0f8de9c[t9]
                if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 61) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_0538e8ab[((v >> 8) & 7)]
            if t12 is None: raise Invalid
            t13 = M_map_6789db5b[((v >> 11) & 15)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_615956dc687c(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_4b1c8ada[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_ce8d55d5[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_be25c4b1[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_ad6fb1ef[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_616b041f4bc2(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_11cedb38[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_782857e3[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_782857e3[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_a2da2f61[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_618164bb07ab(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_2e26968c[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_28ab48b2[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_6789145a[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_f64(lit) + ''
            else:
                t10 = M_map_447fe195[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_63b5396d[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_62446bf8a247(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_781745df[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_782857e3[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_9a8920fe[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t10 = M_map_b0f8de9c[t9]
                if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 61) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_0538e8ab[((v >> 8) & 7)]
            if t12 is None: raise Invalid
            t13 = M_map_6789db5b[((v >> 11) & 15)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_6381e11c5a6c(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_4b1c8ada[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t2 = D_dep_93c07ceb[((v >> 8) & 7)][((v >> 32) & 511)]
            if t2 is None: raise Invalid
            t3 = D_dep_93c07ceb[((v >> 61) & 7)][((v >> 41) & 511)]
            if t3 is None: raise Invalid
            t5 = ((v >> 50) & 511)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_ad6fb1ef[t5]
                if t6 is None: raise Invalid
            t7 = M_map_06db75d4[((v >> 11) & 15)]
            if t7 is None: raise Invalid
            t8 = M_map_0538e8ab[((v >> 8) & 7)]
            if t8 is None: raise Invalid
            t9 = M_map_3f81337f[((v >> 61) & 7)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + t8 + t9
        def takes_literal(v):
            return ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_65465b785171(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_05e6695a[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_d50d916e[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_d50d916e[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_fc58af51[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_6b4e20e63dea(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_2e26968c[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_6789145a[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_6789145a[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_f64(lit) + ''
            else:
                t10 = M_map_447fe195[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_63b5396d[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_6e376399bb5d(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_781745df[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_6789145a[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_782857e3[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t10 = M_map_b0f8de9c[t9]
                if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 61) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_0538e8ab[((v >> 8) & 7)]
            if t12 is None: raise Invalid
            t13 = M_map_6789db5b[((v >> 11) & 15)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_70b1d0794ec4(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_d741ef42[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_782857e3[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_782857e3[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_71fbd8bc[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_70c7c633439b(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_e58a0d84[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_28ab48b2[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_28ab48b2[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_f64(lit) + ''
            else:
                t10 = M_map_bbb8b4ba[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_63b5396d[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_7436d3a5e526(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_7d83b592[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_28ab48b2[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_d50d916e[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t10 = M_map_b0f8de9c[t9]
                if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 61) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_0538e8ab[((v >> 8) & 7)]
            if t12 is None: raise Invalid
            t13 = M_map_6789db5b[((v >> 11) & 15)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_75ca7e436c33(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_05e6695a[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_ce8d55d5[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_ce8d55d5[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_fc58af51[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_76058c73ae5a(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_11cedb38[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_6789145a[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_6789145a[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_a2da2f61[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_76ae50d7f7f8(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_11cedb38[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_be25c4b1[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_be25c4b1[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_a2da2f61[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_7701512f673e(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_11cedb38[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_ce8d55d5[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_ce8d55d5[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_a2da2f61[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_783d917afcd2(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_c60ddf02[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_be25c4b1[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_ce8d55d5[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_c94afb43[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_7a2bd09d8536(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_c60ddf02[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_28ab48b2[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_28ab48b2[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_c94afb43[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_7a41882c697d(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_05e6695a[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t2 = D_dep_93c07ceb[((v >> 8) & 7)][((v >> 32) & 511)]
            if t2 is None: raise Invalid
            t3 = D_dep_d06451ea[((v >> 61) & 7)][((v >> 41) & 511)]
            if t3 is None: raise Invalid
            t5 = ((v >> 50) & 511)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_fc58af51[t5]
                if t6 is None: raise Invalid
            t7 = M_map_06db75d4[((v >> 11) & 15)]
            if t7 is None: raise Invalid
            t8 = M_map_0538e8ab[((v >> 8) & 7)]
            if t8 is None: raise Invalid
            t9 = M_map_3f81337f[((v >> 61) & 7)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + t8 + t9
        def takes_literal(v):
            return ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_7ad5112de20f(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_4b1c8ada[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_782857e3[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_d50d916e[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_ad6fb1ef[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_7c0ff4574221(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_d50d916e[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_9a8920fe[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t10 = M_map_b0f8de9c[t9]
                if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 61) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_0538e8ab[((v >> 8) & 7)]
            if t12 is None: raise Invalid
            t13 = M_map_6789db5b[((v >> 11) & 15)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_7d1958ce82a2(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_e58a0d84[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_6789145a[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_6789145a[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_f64(lit) + ''
            else:
                t10 = M_map_bbb8b4ba[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_63b5396d[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_7dc7f439ff19(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_6789145a[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_6789145a[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_f64(lit) + ''
            else:
                t10 = M_map_b3b9036d[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_63b5396d[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_7e7197add53e(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_28ab48b2[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_782857e3[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t10 = M_map_b0f8de9c[t9]
                if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 61) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_0538e8ab[((v >> 8) & 7)]
            if t12 is None: raise Invalid
            t13 = M_map_6789db5b[((v >> 11) & 15)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_82c430686834(s):
        s0, s1, s2 = s
        def render(v, lit):
            t2 = ((v >> 32) & 511)
            if t2 == 255: t3 = L_b32(lit) + ''
            else:
                t3 = M_map_f1eeac2d[t2]
                if t3 is None: raise Invalid
            t5 = ((v >> 41) & 511)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_f1eeac2d[t5]
                if t6 is None: raise Invalid
            t7 = M_map_73b8aa62[((v >> 11) & 15)]
            if t7 is None: raise Invalid
            t8 = M_map_445eef89[((v >> 0) & 255)]
            if t8 is None: raise Invalid
            t9 = M_map_6f65affb[((v >> 8) & 7)]
            if t9 is None: raise Invalid
            t10 = M_map_6f65affb[((v >> 61) & 7)]
            if t10 is None: raise Invalid
            return s0 + t3 + s1 + t6 + t7 + s2 + t8 + t9 + t10
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_837a0049490f(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_d741ef42[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_be25c4b1[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_be25c4b1[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_71fbd8bc[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_83868ed7f68b(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_05e6695a[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t2 = D_dep_93c07ceb[((v >> 8) & 7)][((v >> 32) & 511)]
            if t2 is None: raise Invalid
            t3 = D_dep_93c07ceb[((v >> 61) & 7)][((v >> 41) & 511)]
            if t3 is None: raise Invalid
            t5 = ((v >> 50) & 511)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_fc58af51[t5]
                if t6 is None: raise Invalid
            t7 = M_map_06db75d4[((v >> 11) & 15)]
            if t7 is None: raise Invalid
            t8 = M_map_0538e8ab[((v >> 8) & 7)]
            if t8 is None: raise Invalid
            t9 = M_map_3f81337f[((v >> 61) & 7)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + t8 + t9
        def takes_literal(v):
            return ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_86cfc10c215c(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_205d55a1[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_28ab48b2[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_6789145a[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_f64(lit) + ''
            else:
                t10 = M_map_17f1732a[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_63b5396d[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_8a61c5748ade(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_05e6695a[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_6789145a[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_6789145a[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_fc58af51[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_8c057fc34435(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_4b1c8ada[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_ce8d55d5[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_ce8d55d5[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_ad6fb1ef[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_913eaea99e79(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_205d55a1[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_6789145a[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_6789145a[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_f64(lit) + ''
            else:
                t10 = M_map_17f1732a[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_63b5396d[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_97f5ba7de935(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_782857e3[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_9a8920fe[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t10 = M_map_b0f8de9c[t9]
                if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 61) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_0538e8ab[((v >> 8) & 7)]
            if t12 is None: raise Invalid
            t13 = M_map_6789db5b[((v >> 11) & 15)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_9a104570b401(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_05e6695a[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_28ab48b2[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_6789145a[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_fc58af51[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_9b141c893d83(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_4b1c8ada[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_6789145a[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_6789145a[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_ad6fb1ef[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_9cd5694fefa4(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_4b1c8ada[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_be25c4b1[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_ce8d55d5[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_ad6fb1ef[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_9db0f42c24aa(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_4b1c8ada[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_28ab48b2[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_28ab48b2[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_ad6fb1ef[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_9e577d5acb7a(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_02a12805[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_be25c4b1[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_be25c4b1[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_c1516fb1[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_9e8132914a34(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_11cedb38[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t2 = D_dep_93c07ceb[((v >> 8) & 7)][((v >> 32) & 511)]
            if t2 is None: raise Invalid
            t3 = D_dep_93c07ceb[((v >> 61) & 7)][((v >> 41) & 511)]
            if t3 is None: raise Invalid
            t5 = ((v >> 50) & 511)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_a2da2f61[t5]
                if t6 is None: raise Invalid
            t7 = M_map_06db75d4[((v >> 11) & 15)]
            if t7 is None: raise Invalid
            t8 = M_map_0538e8ab[((v >> 8) & 7)]
            if t8 is None: raise Invalid
            t9 = M_map_3f81337f[((v >> 61) & 7)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + t8 + t9
        def takes_literal(v):
            return ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_a079894ce02a(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_11cedb38[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_ce8d55d5[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_be25c4b1[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_a2da2f61[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_a13a884d76d8(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_d741ef42[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t2 = D_dep_93c07ceb[((v >> 8) & 7)][((v >> 32) & 511)]
            if t2 is None: raise Invalid
            t3 = D_dep_d06451ea[((v >> 61) & 7)][((v >> 41) & 511)]
            if t3 is None: raise Invalid
            t5 = ((v >> 50) & 511)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_71fbd8bc[t5]
                if t6 is None: raise Invalid
            t7 = M_map_06db75d4[((v >> 11) & 15)]
            if t7 is None: raise Invalid
            t8 = M_map_0538e8ab[((v >> 8) & 7)]
            if t8 is None: raise Invalid
            t9 = M_map_3f81337f[((v >> 61) & 7)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + t8 + t9
        def takes_literal(v):
            return ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_a3fb88e2e778(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_781745df[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_d50d916e[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_9a8920fe[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t10 = M_map_b0f8de9c[t9]
                if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 61) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_0538e8ab[((v >> 8) & 7)]
            if t12 is None: raise Invalid
            t13 = M_map_6789db5b[((v >> 11) & 15)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_a6c3239c5716(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_2e26968c[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_6789145a[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_28ab48b2[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_f64(lit) + ''
            else:
                t10 = M_map_447fe195[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_63b5396d[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_a77eae2a0f14(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_4b1c8ada[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t2 = D_dep_d06451ea[((v >> 8) & 7)][((v >> 32) & 511)]
            if t2 is None: raise Invalid
            t3 = D_dep_93c07ceb[((v >> 61) & 7)][((v >> 41) & 511)]
            if t3 is None: raise Invalid
            t5 = ((v >> 50) & 511)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_ad6fb1ef[t5]
                if t6 is None: raise Invalid
            t7 = M_map_06db75d4[((v >> 11) & 15)]
            if t7 is None: raise Invalid
            t8 = M_map_0538e8ab[((v >> 8) & 7)]
            if t8 is None: raise Invalid
            t9 = M_map_3f81337f[((v >> 61) & 7)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + t8 + t9
        def takes_literal(v):
            return ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_a7971baa21cc(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_781745df[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_6789145a[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_d50d916e[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t10 = M_map_b0f8de9c[t9]
                if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 61) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_0538e8ab[((v >> 8) & 7)]
            if t12 is None: raise Invalid
            t13 = M_map_6789db5b[((v >> 11) & 15)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_a9c901704688(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_4b1c8ada[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_d50d916e[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_d50d916e[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_ad6fb1ef[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_aa8b4800d24b(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_11cedb38[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_d50d916e[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_d50d916e[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_a2da2f61[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_acf121860ff5(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_782857e3[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_3242bf3b[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t10 = M_map_b0f8de9c[t9]
                if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 61) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_0538e8ab[((v >> 8) & 7)]
            if t12 is None: raise Invalid
            t13 = M_map_6789db5b[((v >> 11) & 15)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_adbe8d3fc4d0(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_d741ef42[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_d50d916e[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_782857e3[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_71fbd8bc[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_aff8d0781a69(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_c60ddf02[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_6789145a[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_28ab48b2[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_c94afb43[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_b78c2d8b3f59(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_02a12805[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_6789145a[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_6789145a[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_c1516fb1[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_bd35f68bca8c(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_6789145a[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_782857e3[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t10 = M_map_b0f8de9c[t9]
                if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 61) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_0538e8ab[((v >> 8) & 7)]
            if t12 is None: raise Invalid
            t13 = M_map_6789db5b[((v >> 11) & 15)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_bd46c3677f26(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_6789145a[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_28ab48b2[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_f64(lit) + ''
            else:
                t10 = M_map_b3b9036d[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_63b5396d[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_bec98d958ca8(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_05e6695a[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_be25c4b1[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_ce8d55d5[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_fc58af51[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_bf75bd485d0d(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_2e26968c[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_28ab48b2[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_28ab48b2[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_f64(lit) + ''
            else:
                t10 = M_map_447fe195[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_63b5396d[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_c510bbcebc70(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_782857e3[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_9a8920fe[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t10 = M_map_b0f8de9c[t9]
                if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 61) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_0538e8ab[((v >> 8) & 7)]
            if t12 is None: raise Invalid
            t13 = M_map_6789db5b[((v >> 11) & 15)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_c5935b8eb93a(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_4b1c8ada[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t2 = D_dep_d06451ea[((v >> 8) & 7)][((v >> 32) & 511)]
            if t2 is None: raise Invalid
            t3 = D_dep_d06451ea[((v >> 61) & 7)][((v >> 41) & 511)]
            if t3 is None: raise Invalid
            t5 = ((v >> 50) & 511)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_ad6fb1ef[t5]
                if t6 is None: raise Invalid
            t7 = M_map_06db75d4[((v >> 11) & 15)]
            if t7 is None: raise Invalid
            t8 = M_map_0538e8ab[((v >> 8) & 7)]
            if t8 is None: raise Invalid
            t9 = M_map_3f81337f[((v >> 61) & 7)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + t8 + t9
        def takes_literal(v):
            return ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_c65ab6631ffb(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_11cedb38[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_28ab48b2[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_6789145a[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_a2da2f61[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_c92bf7c6caee(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_02a12805[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_ce8d55d5[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_be25c4b1[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_c1516fb1[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_cbb6f68e45d1(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_11cedb38[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t2 = D_dep_d06451ea[((v >> 8) & 7)][((v >> 32) & 511)]
            if t2 is None: raise Invalid
            t3 = D_dep_93c07ceb[((v >> 61) & 7)][((v >> 41) & 511)]
            if t3 is None: raise Invalid
            t5 = ((v >> 50) & 511)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_a2da2f61[t5]
                if t6 is None: raise Invalid
            t7 = M_map_06db75d4[((v >> 11) & 15)]
            if t7 is None: raise Invalid
            t8 = M_map_0538e8ab[((v >> 8) & 7)]
            if t8 is None: raise Invalid
            t9 = M_map_3f81337f[((v >> 61) & 7)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + t8 + t9
        def takes_literal(v):
            return ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_cc581e4a13c2(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_05e6695a[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_28ab48b2[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_28ab48b2[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_fc58af51[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_ccaa333787cf(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_d741ef42[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_be25c4b1[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_ce8d55d5[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_71fbd8bc[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_ccab3a82569d(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_7d83b592[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_d50d916e[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_9a8920fe[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t10 = M_map_b0f8de9c[t9]
                if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 61) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_0538e8ab[((v >> 8) & 7)]
            if t12 is None: raise Invalid
            t13 = M_map_6789db5b[((v >> 11) & 15)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_ce6c9e1fd1ce(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_05e6695a[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_d50d916e[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_782857e3[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_fc58af51[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_d18930340ea4(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_6789145a[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_d50d916e[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t10 = M_map_b0f8de9c[t9]
                if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 61) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_0538e8ab[((v >> 8) & 7)]
            if t12 is None: raise Invalid
            t13 = M_map_6789db5b[((v >> 11) & 15)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_d19139ff33bb(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_d741ef42[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t2 = D_dep_d06451ea[((v >> 8) & 7)][((v >> 32) & 511)]
            if t2 is None: raise Invalid
            t3 = D_dep_93c07ceb[((v >> 61) & 7)][((v >> 41) & 511)]
            if t3 is None: raise Invalid
            t5 = ((v >> 50) & 511)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_71fbd8bc[t5]
                if t6 is None: raise Invalid
            t7 = M_map_06db75d4[((v >> 11) & 15)]
            if t7 is None: raise Invalid
            t8 = M_map_0538e8ab[((v >> 8) & 7)]
            if t8 is None: raise Invalid
            t9 = M_map_3f81337f[((v >> 61) & 7)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + t8 + t9
        def takes_literal(v):
            return ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_d227f0ecda1e(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_e58a0d84[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_6789145a[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_28ab48b2[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_f64(lit) + ''
            else:
                t10 = M_map_bbb8b4ba[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_63b5396d[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_d8af0281b4ba(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_02a12805[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_ce8d55d5[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_ce8d55d5[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_c1516fb1[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_dbb39c19ba65(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_28ab48b2[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_28ab48b2[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_f64(lit) + ''
            else:
                t10 = M_map_b3b9036d[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_63b5396d[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_dbed95a2bca5(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_4b1c8ada[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_be25c4b1[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_be25c4b1[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_ad6fb1ef[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_e019a93f0a42(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_4b1c8ada[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_782857e3[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_782857e3[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_ad6fb1ef[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_e1cf1f37fda6(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_6789145a[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_d50d916e[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t10 = M_map_b0f8de9c[t9]
                if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 61) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_0538e8ab[((v >> 8) & 7)]
            if t12 is None: raise Invalid
            t13 = M_map_6789db5b[((v >> 11) & 15)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_e1e7864274dd(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_02a12805[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_be25c4b1[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_ce8d55d5[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_c1516fb1[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_e275c4cd1ab0(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_d741ef42[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t2 = D_dep_d06451ea[((v >> 8) & 7)][((v >> 32) & 511)]
            if t2 is None: raise Invalid
            t3 = D_dep_d06451ea[((v >> 61) & 7)][((v >> 41) & 511)]
            if t3 is None: raise Invalid
            t5 = ((v >> 50) & 511)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_71fbd8bc[t5]
                if t6 is None: raise Invalid
            t7 = M_map_06db75d4[((v >> 11) & 15)]
            if t7 is None: raise Invalid
            t8 = M_map_0538e8ab[((v >> 8) & 7)]
            if t8 is None: raise Invalid
            t9 = M_map_3f81337f[((v >> 61) & 7)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + t8 + t9
        def takes_literal(v):
            return ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_e38c0d20cd84(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_4b1c8ada[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t2 = D_dep_93c07ceb[((v >> 8) & 7)][((v >> 32) & 511)]
            if t2 is None: raise Invalid
            t3 = D_dep_d06451ea[((v >> 61) & 7)][((v >> 41) & 511)]
            if t3 is None: raise Invalid
            t5 = ((v >> 50) & 511)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_ad6fb1ef[t5]
                if t6 is None: raise Invalid
            t7 = M_map_06db75d4[((v >> 11) & 15)]
            if t7 is None: raise Invalid
            t8 = M_map_0538e8ab[((v >> 8) & 7)]
            if t8 is None: raise Invalid
            t9 = M_map_3f81337f[((v >> 61) & 7)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + t8 + t9
        def takes_literal(v):
            return ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_e74810f34e0b(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_c60ddf02[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_be25c4b1[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_be25c4b1[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_c94afb43[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_e9ab5314d4ab(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_11cedb38[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_28ab48b2[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_28ab48b2[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_a2da2f61[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_e9d05bf9e87a(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_05e6695a[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_ce8d55d5[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_be25c4b1[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_fc58af51[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_ed9caa4c3ab9(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_28ab48b2[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_782857e3[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t10 = M_map_b0f8de9c[t9]
                if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 61) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_0538e8ab[((v >> 8) & 7)]
            if t12 is None: raise Invalid
            t13 = M_map_6789db5b[((v >> 11) & 15)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_f27df743e4a0(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_7d83b592[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_28ab48b2[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_782857e3[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t10 = M_map_b0f8de9c[t9]
                if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 61) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_0538e8ab[((v >> 8) & 7)]
            if t12 is None: raise Invalid
            t13 = M_map_6789db5b[((v >> 11) & 15)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_f2a81db5cafe(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_05e6695a[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_782857e3[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_d50d916e[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_fc58af51[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_f2d554d7c565(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_782857e3[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_3242bf3b[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t10 = M_map_b0f8de9c[t9]
                if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 61) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_0538e8ab[((v >> 8) & 7)]
            if t12 is None: raise Invalid
            t13 = M_map_6789db5b[((v >> 11) & 15)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_f51432802659(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_781745df[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_28ab48b2[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_d50d916e[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t10 = M_map_b0f8de9c[t9]
                if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 61) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_0538e8ab[((v >> 8) & 7)]
            if t12 is None: raise Invalid
            t13 = M_map_6789db5b[((v >> 11) & 15)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_f9a82cc761a5(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_11cedb38[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_d50d916e[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_782857e3[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_a2da2f61[t9]
                if t10 is None: raise Invalid
            t11 = M_map_0538e8ab[((v >> 8) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_6789db5b[((v >> 11) & 15)]
            if t12 is None: raise Invalid
            t13 = M_map_3f81337f[((v >> 61) & 7)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_fba1fcb7b1d8(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_6789145a[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_782857e3[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t10 = M_map_b0f8de9c[t9]
                if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 61) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_0538e8ab[((v >> 8) & 7)]
            if t12 is None: raise Invalid
            t13 = M_map_6789db5b[((v >> 11) & 15)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    return {
        (44, 0, 0, 0): (shape_82c430686834, ('v_mfma_ld_scale_b32 ', ', ', ' op_sel_hi:[0,0]')),
        (44, 0, 0, 1): (shape_82c430686834, ('v_mfma_ld_scale_b32 ', ', ', ' op_sel_hi:[0,1]')),
        (44, 0, 1, 0): (shape_82c430686834, ('v_mfma_ld_scale_b32 ', ', ', ' op_sel_hi:[1,0]')),
        (44, 0, 1, 1): (shape_29669d4e88fe, ('v_mfma_ld_scale_b32 ', ', ')),
        (45, 0, 0, 0): (shape_c5935b8eb93a, ('v_mfma_f32_16x16x128_f8f6f4 ', ', ', ', ', ', ')),
        (45, 0, 0, 1): (shape_a77eae2a0f14, ('v_mfma_f32_16x16x128_f8f6f4 ', ', ', ', ', ', ')),
        (45, 0, 1, 0): (shape_e38c0d20cd84, ('v_mfma_f32_16x16x128_f8f6f4 ', ', ', ', ', ', ')),
        (45, 0, 1, 1): (shape_6381e11c5a6c, ('v_mfma_f32_16x16x128_f8f6f4 ', ', ', ', ', ', ')),
        (45, 1, 0, 0): (shape_522e15237d27, ('v_mfma_f32_16x16x128_f8f6f4 ', ', ', ', ', ', ')),
        (45, 1, 0, 1): (shape_06ce640c3fce, ('v_mfma_f32_16x16x128_f8f6f4 ', ', ', ', ', ', ')),
        (45, 1, 1, 0): (shape_7a41882c697d, ('v_mfma_f32_16x16x128_f8f6f4 ', ', ', ', ', ', ')),
        (45, 1, 1, 1): (shape_83868ed7f68b, ('v_mfma_f32_16x16x128_f8f6f4 ', ', ', ', ', ', ')),
        (46, 0, 0, 0): (shape_e275c4cd1ab0, ('v_mfma_f32_32x32x64_f8f6f4 ', ', ', ', ', ', ')),
        (46, 0, 0, 1): (shape_d19139ff33bb, ('v_mfma_f32_32x32x64_f8f6f4 ', ', ', ', ', ', ')),
        (46, 0, 1, 0): (shape_a13a884d76d8, ('v_mfma_f32_32x32x64_f8f6f4 ', ', ', ', ', ', ')),
        (46, 0, 1, 1): (shape_2f5c8d733e68, ('v_mfma_f32_32x32x64_f8f6f4 ', ', ', ', ', ', ')),
        (46, 1, 0, 0): (shape_29690cd56aeb, ('v_mfma_f32_32x32x64_f8f6f4 ', ', ', ', ', ', ')),
        (46, 1, 0, 1): (shape_cbb6f68e45d1, ('v_mfma_f32_32x32x64_f8f6f4 ', ', ', ', ', ', ')),
        (46, 1, 1, 0): (shape_58b2e5d19345, ('v_mfma_f32_32x32x64_f8f6f4 ', ', ', ', ', ', ')),
        (46, 1, 1, 1): (shape_9e8132914a34, ('v_mfma_f32_32x32x64_f8f6f4 ', ', ', ', ', ', ')),
        (53, 0, 0, 0): (shape_a9c901704688, ('v_mfma_f32_16x16x32_bf16 ', ', ', ', ', ', ')),
        (53, 0, 0, 1): (shape_535b8ed88104, ('v_mfma_f32_16x16x32_bf16 ', ', ', ', ', ', ')),
        (53, 0, 1, 0): (shape_7ad5112de20f, ('v_mfma_f32_16x16x32_bf16 ', ', ', ', ', ', ')),
        (53, 0, 1, 1): (shape_e019a93f0a42, ('v_mfma_f32_16x16x32_bf16 ', ', ', ', ', ', ')),
        (53, 1, 0, 0): (shape_65465b785171, ('v_mfma_f32_16x16x32_bf16 ', ', ', ', ', ', ')),
        (53, 1, 0, 1): (shape_ce6c9e1fd1ce, ('v_mfma_f32_16x16x32_bf16 ', ', ', ', ', ', ')),
        (53, 1, 1, 0): (shape_f2a81db5cafe, ('v_mfma_f32_16x16x32_bf16 ', ', ', ', ', ', ')),
        (53, 1, 1, 1): (shape_509000ef231b, ('v_mfma_f32_16x16x32_bf16 ', ', ', ', ', ', ')),
        (54, 0, 0, 0): (shape_a9c901704688, ('v_mfma_i32_16x16x64_i8 ', ', ', ', ', ', ')),
        (54, 0, 0, 1): (shape_535b8ed88104, ('v_mfma_i32_16x16x64_i8 ', ', ', ', ', ', ')),
        (54, 0, 1, 0): (shape_7ad5112de20f, ('v_mfma_i32_16x16x64_i8 ', ', ', ', ', ', ')),
        (54, 0, 1, 1): (shape_e019a93f0a42, ('v_mfma_i32_16x16x64_i8 ', ', ', ', ', ', ')),
        (54, 1, 0, 0): (shape_65465b785171, ('v_mfma_i32_16x16x64_i8 ', ', ', ', ', ', ')),
        (54, 1, 0, 1): (shape_ce6c9e1fd1ce, ('v_mfma_i32_16x16x64_i8 ', ', ', ', ', ', ')),
        (54, 1, 1, 0): (shape_f2a81db5cafe, ('v_mfma_i32_16x16x64_i8 ', ', ', ', ', ', ')),
        (54, 1, 1, 1): (shape_509000ef231b, ('v_mfma_i32_16x16x64_i8 ', ', ', ', ', ', ')),
        (55, 0, 0, 0): (shape_03cb1f94e67b, ('v_mfma_f32_32x32x16_bf16 ', ', ', ', ', ', ')),
        (55, 0, 0, 1): (shape_adbe8d3fc4d0, ('v_mfma_f32_32x32x16_bf16 ', ', ', ', ', ', ')),
        (55, 0, 1, 0): (shape_5560bebd7beb, ('v_mfma_f32_32x32x16_bf16 ', ', ', ', ', ', ')),
        (55, 0, 1, 1): (shape_70b1d0794ec4, ('v_mfma_f32_32x32x16_bf16 ', ', ', ', ', ', ')),
        (55, 1, 0, 0): (shape_aa8b4800d24b, ('v_mfma_f32_32x32x16_bf16 ', ', ', ', ', ', ')),
        (55, 1, 0, 1): (shape_f9a82cc761a5, ('v_mfma_f32_32x32x16_bf16 ', ', ', ', ', ', ')),
        (55, 1, 1, 0): (shape_5501560f4235, ('v_mfma_f32_32x32x16_bf16 ', ', ', ', ', ', ')),
        (55, 1, 1, 1): (shape_616b041f4bc2, ('v_mfma_f32_32x32x16_bf16 ', ', ', ', ', ', ')),
        (56, 0, 0, 0): (shape_03cb1f94e67b, ('v_mfma_i32_32x32x32_i8 ', ', ', ', ', ', ')),
        (56, 0, 0, 1): (shape_adbe8d3fc4d0, ('v_mfma_i32_32x32x32_i8 ', ', ', ', ', ', ')),
        (56, 0, 1, 0): (shape_5560bebd7beb, ('v_mfma_i32_32x32x32_i8 ', ', ', ', ', ', ')),
        (56, 0, 1, 1): (shape_70b1d0794ec4, ('v_mfma_i32_32x32x32_i8 ', ', ', ', ', ', ')),
        (56, 1, 0, 0): (shape_aa8b4800d24b, ('v_mfma_i32_32x32x32_i8 ', ', ', ', ', ', ')),
        (56, 1, 0, 1): (shape_f9a82cc761a5, ('v_mfma_i32_32x32x32_i8 ', ', ', ', ', ', ')),
        (56, 1, 1, 0): (shape_5501560f4235, ('v_mfma_i32_32x32x32_i8 ', ', ', ', ', ', ')),
        (56, 1, 1, 1): (shape_616b041f4bc2, ('v_mfma_i32_32x32x32_i8 ', ', ', ', ', ', ')),
        (57, 0, 0, 0): (shape_5bebf6ae4f3d, ('v_smfmac_f32_16x16x64_bf16 ', ', ', ', ', ', ')),
        (57, 0, 0, 1): (shape_7c0ff4574221, ('v_smfmac_f32_16x16x64_bf16 ', ', ', ', ', ', ')),
        (57, 0, 1, 0): (shape_f2d554d7c565, ('v_smfmac_f32_16x16x64_bf16 ', ', ', ', ', ', ')),
        (57, 0, 1, 1): (shape_c510bbcebc70, ('v_smfmac_f32_16x16x64_bf16 ', ', ', ', ', ', ')),
        (57, 1, 0, 0): (shape_3096ea96aa7f, ('v_smfmac_f32_16x16x64_bf16 ', ', ', ', ', ', ')),
        (57, 1, 0, 1): (shape_093249ab0d13, ('v_smfmac_f32_16x16x64_bf16 ', ', ', ', ', ', ')),
        (57, 1, 1, 0): (shape_acf121860ff5, ('v_smfmac_f32_16x16x64_bf16 ', ', ', ', ', ', ')),
        (57, 1, 1, 1): (shape_97f5ba7de935, ('v_smfmac_f32_16x16x64_bf16 ', ', ', ', ', ', ')),
        (58, 0, 0, 0): (shape_5bebf6ae4f3d, ('v_smfmac_i32_16x16x128_i8 ', ', ', ', ', ', ')),
        (58, 0, 0, 1): (shape_7c0ff4574221, ('v_smfmac_i32_16x16x128_i8 ', ', ', ', ', ', ')),
        (58, 0, 1, 0): (shape_f2d554d7c565, ('v_smfmac_i32_16x16x128_i8 ', ', ', ', ', ', ')),
        (58, 0, 1, 1): (shape_c510bbcebc70, ('v_smfmac_i32_16x16x128_i8 ', ', ', ', ', ', ')),
        (58, 1, 0, 0): (shape_3096ea96aa7f, ('v_smfmac_i32_16x16x128_i8 ', ', ', ', ', ', ')),
        (58, 1, 0, 1): (shape_093249ab0d13, ('v_smfmac_i32_16x16x128_i8 ', ', ', ', ', ', ')),
        (58, 1, 1, 0): (shape_acf121860ff5, ('v_smfmac_i32_16x16x128_i8 ', ', ', ', ', ', ')),
        (58, 1, 1, 1): (shape_97f5ba7de935, ('v_smfmac_i32_16x16x128_i8 ', ', ', ', ', ', ')),
        (59, 0, 0, 0): (shape_5bebf6ae4f3d, ('v_smfmac_f32_16x16x128_bf8_bf8 ', ', ', ', ', ', ')),
        (59, 0, 0, 1): (shape_7c0ff4574221, ('v_smfmac_f32_16x16x128_bf8_bf8 ', ', ', ', ', ', ')),
        (59, 0, 1, 0): (shape_f2d554d7c565, ('v_smfmac_f32_16x16x128_bf8_bf8 ', ', ', ', ', ', ')),
        (59, 0, 1, 1): (shape_c510bbcebc70, ('v_smfmac_f32_16x16x128_bf8_bf8 ', ', ', ', ', ', ')),
        (59, 1, 0, 0): (shape_3096ea96aa7f, ('v_smfmac_f32_16x16x128_bf8_bf8 ', ', ', ', ', ', ')),
        (59, 1, 0, 1): (shape_093249ab0d13, ('v_smfmac_f32_16x16x128_bf8_bf8 ', ', ', ', ', ', ')),
        (59, 1, 1, 0): (shape_acf121860ff5, ('v_smfmac_f32_16x16x128_bf8_bf8 ', ', ', ', ', ', ')),
        (59, 1, 1, 1): (shape_97f5ba7de935, ('v_smfmac_f32_16x16x128_bf8_bf8 ', ', ', ', ', ', ')),
        (60, 0, 0, 0): (shape_5bebf6ae4f3d, ('v_smfmac_f32_16x16x128_bf8_fp8 ', ', ', ', ', ', ')),
        (60, 0, 0, 1): (shape_7c0ff4574221, ('v_smfmac_f32_16x16x128_bf8_fp8 ', ', ', ', ', ', ')),
        (60, 0, 1, 0): (shape_f2d554d7c565, ('v_smfmac_f32_16x16x128_bf8_fp8 ', ', ', ', ', ', ')),
        (60, 0, 1, 1): (shape_c510bbcebc70, ('v_smfmac_f32_16x16x128_bf8_fp8 ', ', ', ', ', ', ')),
        (60, 1, 0, 0): (shape_3096ea96aa7f, ('v_smfmac_f32_16x16x128_bf8_fp8 ', ', ', ', ', ', ')),
        (60, 1, 0, 1): (shape_093249ab0d13, ('v_smfmac_f32_16x16x128_bf8_fp8 ', ', ', ', ', ', ')),
        (60, 1, 1, 0): (shape_acf121860ff5, ('v_smfmac_f32_16x16x128_bf8_fp8 ', ', ', ', ', ', ')),
        (60, 1, 1, 1): (shape_97f5ba7de935, ('v_smfmac_f32_16x16x128_bf8_fp8 ', ', ', ', ', ', ')),
        (61, 0, 0, 0): (shape_5bebf6ae4f3d, ('v_smfmac_f32_16x16x128_fp8_bf8 ', ', ', ', ', ', ')),
        (61, 0, 0, 1): (shape_7c0ff4574221, ('v_smfmac_f32_16x16x128_fp8_bf8 ', ', ', ', ', ', ')),
        (61, 0, 1, 0): (shape_f2d554d7c565, ('v_smfmac_f32_16x16x128_fp8_bf8 ', ', ', ', ', ', ')),
        (61, 0, 1, 1): (shape_c510bbcebc70, ('v_smfmac_f32_16x16x128_fp8_bf8 ', ', ', ', ', ', ')),
        (61, 1, 0, 0): (shape_3096ea96aa7f, ('v_smfmac_f32_16x16x128_fp8_bf8 ', ', ', ', ', ', ')),
        (61, 1, 0, 1): (shape_093249ab0d13, ('v_smfmac_f32_16x16x128_fp8_bf8 ', ', ', ', ', ', ')),
        (61, 1, 1, 0): (shape_acf121860ff5, ('v_smfmac_f32_16x16x128_fp8_bf8 ', ', ', ', ', ', ')),
        (61, 1, 1, 1): (shape_97f5ba7de935, ('v_smfmac_f32_16x16x128_fp8_bf8 ', ', ', ', ', ', ')),
        (64, 0, 0, 0): (shape_e74810f34e0b, ('v_mfma_f32_32x32x1_2b_f32 ', ', ', ', ', ', ')),
        (64, 0, 0, 1): (shape_783d917afcd2, ('v_mfma_f32_32x32x1_2b_f32 ', ', ', ', ', ', ')),
        (64, 0, 1, 0): (shape_47a0e97d085d, ('v_mfma_f32_32x32x1_2b_f32 ', ', ', ', ', ', ')),
        (64, 0, 1, 1): (shape_565c207f15c0, ('v_mfma_f32_32x32x1_2b_f32 ', ', ', ', ', ', ')),
        (64, 1, 0, 0): (shape_9e577d5acb7a, ('v_mfma_f32_32x32x1_2b_f32 ', ', ', ', ', ', ')),
        (64, 1, 0, 1): (shape_e1e7864274dd, ('v_mfma_f32_32x32x1_2b_f32 ', ', ', ', ', ', ')),
        (64, 1, 1, 0): (shape_c92bf7c6caee, ('v_mfma_f32_32x32x1_2b_f32 ', ', ', ', ', ', ')),
        (64, 1, 1, 1): (shape_d8af0281b4ba, ('v_mfma_f32_32x32x1_2b_f32 ', ', ', ', ', ', ')),
        (65, 0, 0, 0): (shape_837a0049490f, ('v_mfma_f32_16x16x1_4b_f32 ', ', ', ', ', ', ')),
        (65, 0, 0, 1): (shape_ccaa333787cf, ('v_mfma_f32_16x16x1_4b_f32 ', ', ', ', ', ', ')),
        (65, 0, 1, 0): (shape_3f8e3231c647, ('v_mfma_f32_16x16x1_4b_f32 ', ', ', ', ', ', ')),
        (65, 0, 1, 1): (shape_310039490943, ('v_mfma_f32_16x16x1_4b_f32 ', ', ', ', ', ', ')),
        (65, 1, 0, 0): (shape_76ae50d7f7f8, ('v_mfma_f32_16x16x1_4b_f32 ', ', ', ', ', ', ')),
        (65, 1, 0, 1): (shape_451ee9ca0324, ('v_mfma_f32_16x16x1_4b_f32 ', ', ', ', ', ', ')),
        (65, 1, 1, 0): (shape_a079894ce02a, ('v_mfma_f32_16x16x1_4b_f32 ', ', ', ', ', ', ')),
        (65, 1, 1, 1): (shape_7701512f673e, ('v_mfma_f32_16x16x1_4b_f32 ', ', ', ', ', ', ')),
        (66, 0, 0, 0): (shape_dbed95a2bca5, ('v_mfma_f32_4x4x1_16b_f32 ', ', ', ', ', ', ')),
        (66, 0, 0, 1): (shape_9cd5694fefa4, ('v_mfma_f32_4x4x1_16b_f32 ', ', ', ', ', ', ')),
        (66, 0, 1, 0): (shape_615956dc687c, ('v_mfma_f32_4x4x1_16b_f32 ', ', ', ', ', ', ')),
        (66, 0, 1, 1): (shape_8c057fc34435, ('v_mfma_f32_4x4x1_16b_f32 ', ', ', ', ', ', ')),
        (66, 1, 0, 0): (shape_50a766fc15ff, ('v_mfma_f32_4x4x1_16b_f32 ', ', ', ', ', ', ')),
        (66, 1, 0, 1): (shape_bec98d958ca8, ('v_mfma_f32_4x4x1_16b_f32 ', ', ', ', ', ', ')),
        (66, 1, 1, 0): (shape_e9d05bf9e87a, ('v_mfma_f32_4x4x1_16b_f32 ', ', ', ', ', ', ')),
        (66, 1, 1, 1): (shape_75ca7e436c33, ('v_mfma_f32_4x4x1_16b_f32 ', ', ', ', ', ', ')),
        (67, 0, 0, 0): (shape_5bebf6ae4f3d, ('v_smfmac_f32_16x16x128_fp8_fp8 ', ', ', ', ', ', ')),
        (67, 0, 0, 1): (shape_7c0ff4574221, ('v_smfmac_f32_16x16x128_fp8_fp8 ', ', ', ', ', ', ')),
        (67, 0, 1, 0): (shape_f2d554d7c565, ('v_smfmac_f32_16x16x128_fp8_fp8 ', ', ', ', ', ', ')),
        (67, 0, 1, 1): (shape_c510bbcebc70, ('v_smfmac_f32_16x16x128_fp8_fp8 ', ', ', ', ', ', ')),
        (67, 1, 0, 0): (shape_3096ea96aa7f, ('v_smfmac_f32_16x16x128_fp8_fp8 ', ', ', ', ', ', ')),
        (67, 1, 0, 1): (shape_093249ab0d13, ('v_smfmac_f32_16x16x128_fp8_fp8 ', ', ', ', ', ', ')),
        (67, 1, 1, 0): (shape_acf121860ff5, ('v_smfmac_f32_16x16x128_fp8_fp8 ', ', ', ', ', ', ')),
        (67, 1, 1, 1): (shape_97f5ba7de935, ('v_smfmac_f32_16x16x128_fp8_fp8 ', ', ', ', ', ', ')),
        (68, 0, 0, 0): (shape_837a0049490f, ('v_mfma_f32_32x32x2_f32 ', ', ', ', ', ', ')),
        (68, 0, 0, 1): (shape_ccaa333787cf, ('v_mfma_f32_32x32x2_f32 ', ', ', ', ', ', ')),
        (68, 0, 1, 0): (shape_3f8e3231c647, ('v_mfma_f32_32x32x2_f32 ', ', ', ', ', ', ')),
        (68, 0, 1, 1): (shape_310039490943, ('v_mfma_f32_32x32x2_f32 ', ', ', ', ', ', ')),
        (68, 1, 0, 0): (shape_76ae50d7f7f8, ('v_mfma_f32_32x32x2_f32 ', ', ', ', ', ', ')),
        (68, 1, 0, 1): (shape_451ee9ca0324, ('v_mfma_f32_32x32x2_f32 ', ', ', ', ', ', ')),
        (68, 1, 1, 0): (shape_a079894ce02a, ('v_mfma_f32_32x32x2_f32 ', ', ', ', ', ', ')),
        (68, 1, 1, 1): (shape_7701512f673e, ('v_mfma_f32_32x32x2_f32 ', ', ', ', ', ', ')),
        (69, 0, 0, 0): (shape_dbed95a2bca5, ('v_mfma_f32_16x16x4_f32 ', ', ', ', ', ', ')),
        (69, 0, 0, 1): (shape_9cd5694fefa4, ('v_mfma_f32_16x16x4_f32 ', ', ', ', ', ', ')),
        (69, 0, 1, 0): (shape_615956dc687c, ('v_mfma_f32_16x16x4_f32 ', ', ', ', ', ', ')),
        (69, 0, 1, 1): (shape_8c057fc34435, ('v_mfma_f32_16x16x4_f32 ', ', ', ', ', ', ')),
        (69, 1, 0, 0): (shape_50a766fc15ff, ('v_mfma_f32_16x16x4_f32 ', ', ', ', ', ', ')),
        (69, 1, 0, 1): (shape_bec98d958ca8, ('v_mfma_f32_16x16x4_f32 ', ', ', ', ', ', ')),
        (69, 1, 1, 0): (shape_e9d05bf9e87a, ('v_mfma_f32_16x16x4_f32 ', ', ', ', ', ', ')),
        (69, 1, 1, 1): (shape_75ca7e436c33, ('v_mfma_f32_16x16x4_f32 ', ', ', ', ', ', ')),
        (70, 0, 0, 0): (shape_38a5c86f35bf, ('v_smfmac_f32_32x32x32_bf16 ', ', ', ', ', ', ')),
        (70, 0, 0, 1): (shape_a3fb88e2e778, ('v_smfmac_f32_32x32x32_bf16 ', ', ', ', ', ', ')),
        (70, 0, 1, 0): (shape_3c1459cb4bbe, ('v_smfmac_f32_32x32x32_bf16 ', ', ', ', ', ', ')),
        (70, 0, 1, 1): (shape_62446bf8a247, ('v_smfmac_f32_32x32x32_bf16 ', ', ', ', ', ', ')),
        (70, 1, 0, 0): (shape_6022067fcb74, ('v_smfmac_f32_32x32x32_bf16 ', ', ', ', ', ', ')),
        (70, 1, 0, 1): (shape_ccab3a82569d, ('v_smfmac_f32_32x32x32_bf16 ', ', ', ', ', ', ')),
        (70, 1, 1, 0): (shape_1c9c364fad04, ('v_smfmac_f32_32x32x32_bf16 ', ', ', ', ', ', ')),
        (70, 1, 1, 1): (shape_42b74f77ea69, ('v_smfmac_f32_32x32x32_bf16 ', ', ', ', ', ', ')),
        (71, 0, 0, 0): (shape_38a5c86f35bf, ('v_smfmac_i32_32x32x64_i8 ', ', ', ', ', ', ')),
        (71, 0, 0, 1): (shape_a3fb88e2e778, ('v_smfmac_i32_32x32x64_i8 ', ', ', ', ', ', ')),
        (71, 0, 1, 0): (shape_3c1459cb4bbe, ('v_smfmac_i32_32x32x64_i8 ', ', ', ', ', ', ')),
        (71, 0, 1, 1): (shape_62446bf8a247, ('v_smfmac_i32_32x32x64_i8 ', ', ', ', ', ', ')),
        (71, 1, 0, 0): (shape_6022067fcb74, ('v_smfmac_i32_32x32x64_i8 ', ', ', ', ', ', ')),
        (71, 1, 0, 1): (shape_ccab3a82569d, ('v_smfmac_i32_32x32x64_i8 ', ', ', ', ', ', ')),
        (71, 1, 1, 0): (shape_1c9c364fad04, ('v_smfmac_i32_32x32x64_i8 ', ', ', ', ', ', ')),
        (71, 1, 1, 1): (shape_42b74f77ea69, ('v_smfmac_i32_32x32x64_i8 ', ', ', ', ', ', ')),
        (72, 0, 0, 0): (shape_7a2bd09d8536, ('v_mfma_f32_32x32x4_2b_f16 ', ', ', ', ', ', ')),
        (72, 0, 0, 1): (shape_0ccc0977746d, ('v_mfma_f32_32x32x4_2b_f16 ', ', ', ', ', ', ')),
        (72, 0, 1, 0): (shape_aff8d0781a69, ('v_mfma_f32_32x32x4_2b_f16 ', ', ', ', ', ', ')),
        (72, 0, 1, 1): (shape_42af7d845de8, ('v_mfma_f32_32x32x4_2b_f16 ', ', ', ', ', ', ')),
        (72, 1, 0, 0): (shape_0e97cd767e08, ('v_mfma_f32_32x32x4_2b_f16 ', ', ', ', ', ', ')),
        (72, 1, 0, 1): (shape_3474a400d9c1, ('v_mfma_f32_32x32x4_2b_f16 ', ', ', ', ', ', ')),
        (72, 1, 1, 0): (shape_600544b6b92e, ('v_mfma_f32_32x32x4_2b_f16 ', ', ', ', ', ', ')),
        (72, 1, 1, 1): (shape_b78c2d8b3f59, ('v_mfma_f32_32x32x4_2b_f16 ', ', ', ', ', ', ')),
        (73, 0, 0, 0): (shape_4293deb80998, ('v_mfma_f32_16x16x4_4b_f16 ', ', ', ', ', ', ')),
        (73, 0, 0, 1): (shape_29f59f8f5c5c, ('v_mfma_f32_16x16x4_4b_f16 ', ', ', ', ', ', ')),
        (73, 0, 1, 0): (shape_067c91933ec0, ('v_mfma_f32_16x16x4_4b_f16 ', ', ', ', ', ', ')),
        (73, 0, 1, 1): (shape_0e58e28e2522, ('v_mfma_f32_16x16x4_4b_f16 ', ', ', ', ', ', ')),
        (73, 1, 0, 0): (shape_e9ab5314d4ab, ('v_mfma_f32_16x16x4_4b_f16 ', ', ', ', ', ', ')),
        (73, 1, 0, 1): (shape_c65ab6631ffb, ('v_mfma_f32_16x16x4_4b_f16 ', ', ', ', ', ', ')),
        (73, 1, 1, 0): (shape_15975510e3ed, ('v_mfma_f32_16x16x4_4b_f16 ', ', ', ', ', ', ')),
        (73, 1, 1, 1): (shape_76058c73ae5a, ('v_mfma_f32_16x16x4_4b_f16 ', ', ', ', ', ', ')),
        (74, 0, 0, 0): (shape_9db0f42c24aa, ('v_mfma_f32_4x4x4_16b_f16 ', ', ', ', ', ', ')),
        (74, 0, 0, 1): (shape_2c5b4c8ce516, ('v_mfma_f32_4x4x4_16b_f16 ', ', ', ', ', ', ')),
        (74, 0, 1, 0): (shape_20d9b1e369f6, ('v_mfma_f32_4x4x4_16b_f16 ', ', ', ', ', ', ')),
        (74, 0, 1, 1): (shape_9b141c893d83, ('v_mfma_f32_4x4x4_16b_f16 ', ', ', ', ', ', ')),
        (74, 1, 0, 0): (shape_cc581e4a13c2, ('v_mfma_f32_4x4x4_16b_f16 ', ', ', ', ', ', ')),
        (74, 1, 0, 1): (shape_9a104570b401, ('v_mfma_f32_4x4x4_16b_f16 ', ', ', ', ', ', ')),
        (74, 1, 1, 0): (shape_060f70a13cea, ('v_mfma_f32_4x4x4_16b_f16 ', ', ', ', ', ', ')),
        (74, 1, 1, 1): (shape_8a61c5748ade, ('v_mfma_f32_4x4x4_16b_f16 ', ', ', ', ', ', ')),
        (75, 0, 0, 0): (shape_38a5c86f35bf, ('v_smfmac_f32_32x32x64_bf8_bf8 ', ', ', ', ', ', ')),
        (75, 0, 0, 1): (shape_a3fb88e2e778, ('v_smfmac_f32_32x32x64_bf8_bf8 ', ', ', ', ', ', ')),
        (75, 0, 1, 0): (shape_3c1459cb4bbe, ('v_smfmac_f32_32x32x64_bf8_bf8 ', ', ', ', ', ', ')),
        (75, 0, 1, 1): (shape_62446bf8a247, ('v_smfmac_f32_32x32x64_bf8_bf8 ', ', ', ', ', ', ')),
        (75, 1, 0, 0): (shape_6022067fcb74, ('v_smfmac_f32_32x32x64_bf8_bf8 ', ', ', ', ', ', ')),
        (75, 1, 0, 1): (shape_ccab3a82569d, ('v_smfmac_f32_32x32x64_bf8_bf8 ', ', ', ', ', ', ')),
        (75, 1, 1, 0): (shape_1c9c364fad04, ('v_smfmac_f32_32x32x64_bf8_bf8 ', ', ', ', ', ', ')),
        (75, 1, 1, 1): (shape_42b74f77ea69, ('v_smfmac_f32_32x32x64_bf8_bf8 ', ', ', ', ', ', ')),
        (76, 0, 0, 0): (shape_4293deb80998, ('v_mfma_f32_32x32x8_f16 ', ', ', ', ', ', ')),
        (76, 0, 0, 1): (shape_29f59f8f5c5c, ('v_mfma_f32_32x32x8_f16 ', ', ', ', ', ', ')),
        (76, 0, 1, 0): (shape_067c91933ec0, ('v_mfma_f32_32x32x8_f16 ', ', ', ', ', ', ')),
        (76, 0, 1, 1): (shape_0e58e28e2522, ('v_mfma_f32_32x32x8_f16 ', ', ', ', ', ', ')),
        (76, 1, 0, 0): (shape_e9ab5314d4ab, ('v_mfma_f32_32x32x8_f16 ', ', ', ', ', ', ')),
        (76, 1, 0, 1): (shape_c65ab6631ffb, ('v_mfma_f32_32x32x8_f16 ', ', ', ', ', ', ')),
        (76, 1, 1, 0): (shape_15975510e3ed, ('v_mfma_f32_32x32x8_f16 ', ', ', ', ', ', ')),
        (76, 1, 1, 1): (shape_76058c73ae5a, ('v_mfma_f32_32x32x8_f16 ', ', ', ', ', ', ')),
        (77, 0, 0, 0): (shape_9db0f42c24aa, ('v_mfma_f32_16x16x16_f16 ', ', ', ', ', ', ')),
        (77, 0, 0, 1): (shape_2c5b4c8ce516, ('v_mfma_f32_16x16x16_f16 ', ', ', ', ', ', ')),
        (77, 0, 1, 0): (shape_20d9b1e369f6, ('v_mfma_f32_16x16x16_f16 ', ', ', ', ', ', ')),
        (77, 0, 1, 1): (shape_9b141c893d83, ('v_mfma_f32_16x16x16_f16 ', ', ', ', ', ', ')),
        (77, 1, 0, 0): (shape_cc581e4a13c2, ('v_mfma_f32_16x16x16_f16 ', ', ', ', ', ', ')),
        (77, 1, 0, 1): (shape_9a104570b401, ('v_mfma_f32_16x16x16_f16 ', ', ', ', ', ', ')),
        (77, 1, 1, 0): (shape_060f70a13cea, ('v_mfma_f32_16x16x16_f16 ', ', ', ', ', ', ')),
        (77, 1, 1, 1): (shape_8a61c5748ade, ('v_mfma_f32_16x16x16_f16 ', ', ', ', ', ', ')),
        (78, 0, 0, 0): (shape_38a5c86f35bf, ('v_smfmac_f32_32x32x64_bf8_fp8 ', ', ', ', ', ', ')),
        (78, 0, 0, 1): (shape_a3fb88e2e778, ('v_smfmac_f32_32x32x64_bf8_fp8 ', ', ', ', ', ', ')),
        (78, 0, 1, 0): (shape_3c1459cb4bbe, ('v_smfmac_f32_32x32x64_bf8_fp8 ', ', ', ', ', ', ')),
        (78, 0, 1, 1): (shape_62446bf8a247, ('v_smfmac_f32_32x32x64_bf8_fp8 ', ', ', ', ', ', ')),
        (78, 1, 0, 0): (shape_6022067fcb74, ('v_smfmac_f32_32x32x64_bf8_fp8 ', ', ', ', ', ', ')),
        (78, 1, 0, 1): (shape_ccab3a82569d, ('v_smfmac_f32_32x32x64_bf8_fp8 ', ', ', ', ', ', ')),
        (78, 1, 1, 0): (shape_1c9c364fad04, ('v_smfmac_f32_32x32x64_bf8_fp8 ', ', ', ', ', ', ')),
        (78, 1, 1, 1): (shape_42b74f77ea69, ('v_smfmac_f32_32x32x64_bf8_fp8 ', ', ', ', ', ', ')),
        (79, 0, 0, 0): (shape_38a5c86f35bf, ('v_smfmac_f32_32x32x64_fp8_bf8 ', ', ', ', ', ', ')),
        (79, 0, 0, 1): (shape_a3fb88e2e778, ('v_smfmac_f32_32x32x64_fp8_bf8 ', ', ', ', ', ', ')),
        (79, 0, 1, 0): (shape_3c1459cb4bbe, ('v_smfmac_f32_32x32x64_fp8_bf8 ', ', ', ', ', ', ')),
        (79, 0, 1, 1): (shape_62446bf8a247, ('v_smfmac_f32_32x32x64_fp8_bf8 ', ', ', ', ', ', ')),
        (79, 1, 0, 0): (shape_6022067fcb74, ('v_smfmac_f32_32x32x64_fp8_bf8 ', ', ', ', ', ', ')),
        (79, 1, 0, 1): (shape_ccab3a82569d, ('v_smfmac_f32_32x32x64_fp8_bf8 ', ', ', ', ', ', ')),
        (79, 1, 1, 0): (shape_1c9c364fad04, ('v_smfmac_f32_32x32x64_fp8_bf8 ', ', ', ', ', ', ')),
        (79, 1, 1, 1): (shape_42b74f77ea69, ('v_smfmac_f32_32x32x64_fp8_bf8 ', ', ', ', ', ', ')),
        (80, 0, 0, 0): (shape_e74810f34e0b, ('v_mfma_i32_32x32x4_2b_i8 ', ', ', ', ', ', ')),
        (80, 0, 0, 1): (shape_783d917afcd2, ('v_mfma_i32_32x32x4_2b_i8 ', ', ', ', ', ', ')),
        (80, 0, 1, 0): (shape_47a0e97d085d, ('v_mfma_i32_32x32x4_2b_i8 ', ', ', ', ', ', ')),
        (80, 0, 1, 1): (shape_565c207f15c0, ('v_mfma_i32_32x32x4_2b_i8 ', ', ', ', ', ', ')),
        (80, 1, 0, 0): (shape_9e577d5acb7a, ('v_mfma_i32_32x32x4_2b_i8 ', ', ', ', ', ', ')),
        (80, 1, 0, 1): (shape_e1e7864274dd, ('v_mfma_i32_32x32x4_2b_i8 ', ', ', ', ', ', ')),
        (80, 1, 1, 0): (shape_c92bf7c6caee, ('v_mfma_i32_32x32x4_2b_i8 ', ', ', ', ', ', ')),
        (80, 1, 1, 1): (shape_d8af0281b4ba, ('v_mfma_i32_32x32x4_2b_i8 ', ', ', ', ', ', ')),
        (81, 0, 0, 0): (shape_837a0049490f, ('v_mfma_i32_16x16x4_4b_i8 ', ', ', ', ', ', ')),
        (81, 0, 0, 1): (shape_ccaa333787cf, ('v_mfma_i32_16x16x4_4b_i8 ', ', ', ', ', ', ')),
        (81, 0, 1, 0): (shape_3f8e3231c647, ('v_mfma_i32_16x16x4_4b_i8 ', ', ', ', ', ', ')),
        (81, 0, 1, 1): (shape_310039490943, ('v_mfma_i32_16x16x4_4b_i8 ', ', ', ', ', ', ')),
        (81, 1, 0, 0): (shape_76ae50d7f7f8, ('v_mfma_i32_16x16x4_4b_i8 ', ', ', ', ', ', ')),
        (81, 1, 0, 1): (shape_451ee9ca0324, ('v_mfma_i32_16x16x4_4b_i8 ', ', ', ', ', ', ')),
        (81, 1, 1, 0): (shape_a079894ce02a, ('v_mfma_i32_16x16x4_4b_i8 ', ', ', ', ', ', ')),
        (81, 1, 1, 1): (shape_7701512f673e, ('v_mfma_i32_16x16x4_4b_i8 ', ', ', ', ', ', ')),
        (82, 0, 0, 0): (shape_dbed95a2bca5, ('v_mfma_i32_4x4x4_16b_i8 ', ', ', ', ', ', ')),
        (82, 0, 0, 1): (shape_9cd5694fefa4, ('v_mfma_i32_4x4x4_16b_i8 ', ', ', ', ', ', ')),
        (82, 0, 1, 0): (shape_615956dc687c, ('v_mfma_i32_4x4x4_16b_i8 ', ', ', ', ', ', ')),
        (82, 0, 1, 1): (shape_8c057fc34435, ('v_mfma_i32_4x4x4_16b_i8 ', ', ', ', ', ', ')),
        (82, 1, 0, 0): (shape_50a766fc15ff, ('v_mfma_i32_4x4x4_16b_i8 ', ', ', ', ', ', ')),
        (82, 1, 0, 1): (shape_bec98d958ca8, ('v_mfma_i32_4x4x4_16b_i8 ', ', ', ', ', ', ')),
        (82, 1, 1, 0): (shape_e9d05bf9e87a, ('v_mfma_i32_4x4x4_16b_i8 ', ', ', ', ', ', ')),
        (82, 1, 1, 1): (shape_75ca7e436c33, ('v_mfma_i32_4x4x4_16b_i8 ', ', ', ', ', ', ')),
        (83, 0, 0, 0): (shape_38a5c86f35bf, ('v_smfmac_f32_32x32x64_fp8_fp8 ', ', ', ', ', ', ')),
        (83, 0, 0, 1): (shape_a3fb88e2e778, ('v_smfmac_f32_32x32x64_fp8_fp8 ', ', ', ', ', ', ')),
        (83, 0, 1, 0): (shape_3c1459cb4bbe, ('v_smfmac_f32_32x32x64_fp8_fp8 ', ', ', ', ', ', ')),
        (83, 0, 1, 1): (shape_62446bf8a247, ('v_smfmac_f32_32x32x64_fp8_fp8 ', ', ', ', ', ', ')),
        (83, 1, 0, 0): (shape_6022067fcb74, ('v_smfmac_f32_32x32x64_fp8_fp8 ', ', ', ', ', ', ')),
        (83, 1, 0, 1): (shape_ccab3a82569d, ('v_smfmac_f32_32x32x64_fp8_fp8 ', ', ', ', ', ', ')),
        (83, 1, 1, 0): (shape_1c9c364fad04, ('v_smfmac_f32_32x32x64_fp8_fp8 ', ', ', ', ', ', ')),
        (83, 1, 1, 1): (shape_42b74f77ea69, ('v_smfmac_f32_32x32x64_fp8_fp8 ', ', ', ', ', ', ')),
        (84, 0, 0, 0): (shape_a9c901704688, ('v_mfma_f32_16x16x32_f16 ', ', ', ', ', ', ')),
        (84, 0, 0, 1): (shape_535b8ed88104, ('v_mfma_f32_16x16x32_f16 ', ', ', ', ', ', ')),
        (84, 0, 1, 0): (shape_7ad5112de20f, ('v_mfma_f32_16x16x32_f16 ', ', ', ', ', ', ')),
        (84, 0, 1, 1): (shape_e019a93f0a42, ('v_mfma_f32_16x16x32_f16 ', ', ', ', ', ', ')),
        (84, 1, 0, 0): (shape_65465b785171, ('v_mfma_f32_16x16x32_f16 ', ', ', ', ', ', ')),
        (84, 1, 0, 1): (shape_ce6c9e1fd1ce, ('v_mfma_f32_16x16x32_f16 ', ', ', ', ', ', ')),
        (84, 1, 1, 0): (shape_f2a81db5cafe, ('v_mfma_f32_16x16x32_f16 ', ', ', ', ', ', ')),
        (84, 1, 1, 1): (shape_509000ef231b, ('v_mfma_f32_16x16x32_f16 ', ', ', ', ', ', ')),
        (85, 0, 0, 0): (shape_03cb1f94e67b, ('v_mfma_f32_32x32x16_f16 ', ', ', ', ', ', ')),
        (85, 0, 0, 1): (shape_adbe8d3fc4d0, ('v_mfma_f32_32x32x16_f16 ', ', ', ', ', ', ')),
        (85, 0, 1, 0): (shape_5560bebd7beb, ('v_mfma_f32_32x32x16_f16 ', ', ', ', ', ', ')),
        (85, 0, 1, 1): (shape_70b1d0794ec4, ('v_mfma_f32_32x32x16_f16 ', ', ', ', ', ', ')),
        (85, 1, 0, 0): (shape_aa8b4800d24b, ('v_mfma_f32_32x32x16_f16 ', ', ', ', ', ', ')),
        (85, 1, 0, 1): (shape_f9a82cc761a5, ('v_mfma_f32_32x32x16_f16 ', ', ', ', ', ', ')),
        (85, 1, 1, 0): (shape_5501560f4235, ('v_mfma_f32_32x32x16_f16 ', ', ', ', ', ', ')),
        (85, 1, 1, 1): (shape_616b041f4bc2, ('v_mfma_f32_32x32x16_f16 ', ', ', ', ', ', ')),
        (86, 0, 0, 0): (shape_4293deb80998, ('v_mfma_i32_32x32x16_i8 ', ', ', ', ', ', ')),
        (86, 0, 0, 1): (shape_29f59f8f5c5c, ('v_mfma_i32_32x32x16_i8 ', ', ', ', ', ', ')),
        (86, 0, 1, 0): (shape_067c91933ec0, ('v_mfma_i32_32x32x16_i8 ', ', ', ', ', ', ')),
        (86, 0, 1, 1): (shape_0e58e28e2522, ('v_mfma_i32_32x32x16_i8 ', ', ', ', ', ', ')),
        (86, 1, 0, 0): (shape_e9ab5314d4ab, ('v_mfma_i32_32x32x16_i8 ', ', ', ', ', ', ')),
        (86, 1, 0, 1): (shape_c65ab6631ffb, ('v_mfma_i32_32x32x16_i8 ', ', ', ', ', ', ')),
        (86, 1, 1, 0): (shape_15975510e3ed, ('v_mfma_i32_32x32x16_i8 ', ', ', ', ', ', ')),
        (86, 1, 1, 1): (shape_76058c73ae5a, ('v_mfma_i32_32x32x16_i8 ', ', ', ', ', ', ')),
        (87, 0, 0, 0): (shape_9db0f42c24aa, ('v_mfma_i32_16x16x32_i8 ', ', ', ', ', ', ')),
        (87, 0, 0, 1): (shape_2c5b4c8ce516, ('v_mfma_i32_16x16x32_i8 ', ', ', ', ', ', ')),
        (87, 0, 1, 0): (shape_20d9b1e369f6, ('v_mfma_i32_16x16x32_i8 ', ', ', ', ', ', ')),
        (87, 0, 1, 1): (shape_9b141c893d83, ('v_mfma_i32_16x16x32_i8 ', ', ', ', ', ', ')),
        (87, 1, 0, 0): (shape_cc581e4a13c2, ('v_mfma_i32_16x16x32_i8 ', ', ', ', ', ', ')),
        (87, 1, 0, 1): (shape_9a104570b401, ('v_mfma_i32_16x16x32_i8 ', ', ', ', ', ', ')),
        (87, 1, 1, 0): (shape_060f70a13cea, ('v_mfma_i32_16x16x32_i8 ', ', ', ', ', ', ')),
        (87, 1, 1, 1): (shape_8a61c5748ade, ('v_mfma_i32_16x16x32_i8 ', ', ', ', ', ', ')),
        (90, 0, 0, 0): (shape_5bebf6ae4f3d, ('v_smfmac_f32_16x16x64_f16 ', ', ', ', ', ', ')),
        (90, 0, 0, 1): (shape_7c0ff4574221, ('v_smfmac_f32_16x16x64_f16 ', ', ', ', ', ', ')),
        (90, 0, 1, 0): (shape_f2d554d7c565, ('v_smfmac_f32_16x16x64_f16 ', ', ', ', ', ', ')),
        (90, 0, 1, 1): (shape_c510bbcebc70, ('v_smfmac_f32_16x16x64_f16 ', ', ', ', ', ', ')),
        (90, 1, 0, 0): (shape_3096ea96aa7f, ('v_smfmac_f32_16x16x64_f16 ', ', ', ', ', ', ')),
        (90, 1, 0, 1): (shape_093249ab0d13, ('v_smfmac_f32_16x16x64_f16 ', ', ', ', ', ', ')),
        (90, 1, 1, 0): (shape_acf121860ff5, ('v_smfmac_f32_16x16x64_f16 ', ', ', ', ', ', ')),
        (90, 1, 1, 1): (shape_97f5ba7de935, ('v_smfmac_f32_16x16x64_f16 ', ', ', ', ', ', ')),
        (91, 0, 0, 0): (shape_38a5c86f35bf, ('v_smfmac_f32_32x32x32_f16 ', ', ', ', ', ', ')),
        (91, 0, 0, 1): (shape_a3fb88e2e778, ('v_smfmac_f32_32x32x32_f16 ', ', ', ', ', ', ')),
        (91, 0, 1, 0): (shape_3c1459cb4bbe, ('v_smfmac_f32_32x32x32_f16 ', ', ', ', ', ', ')),
        (91, 0, 1, 1): (shape_62446bf8a247, ('v_smfmac_f32_32x32x32_f16 ', ', ', ', ', ', ')),
        (91, 1, 0, 0): (shape_6022067fcb74, ('v_smfmac_f32_32x32x32_f16 ', ', ', ', ', ', ')),
        (91, 1, 0, 1): (shape_ccab3a82569d, ('v_smfmac_f32_32x32x32_f16 ', ', ', ', ', ', ')),
        (91, 1, 1, 0): (shape_1c9c364fad04, ('v_smfmac_f32_32x32x32_f16 ', ', ', ', ', ', ')),
        (91, 1, 1, 1): (shape_42b74f77ea69, ('v_smfmac_f32_32x32x32_f16 ', ', ', ', ', ', ')),
        (93, 0, 0, 0): (shape_7a2bd09d8536, ('v_mfma_f32_32x32x4_2b_bf16 ', ', ', ', ', ', ')),
        (93, 0, 0, 1): (shape_0ccc0977746d, ('v_mfma_f32_32x32x4_2b_bf16 ', ', ', ', ', ', ')),
        (93, 0, 1, 0): (shape_aff8d0781a69, ('v_mfma_f32_32x32x4_2b_bf16 ', ', ', ', ', ', ')),
        (93, 0, 1, 1): (shape_42af7d845de8, ('v_mfma_f32_32x32x4_2b_bf16 ', ', ', ', ', ', ')),
        (93, 1, 0, 0): (shape_0e97cd767e08, ('v_mfma_f32_32x32x4_2b_bf16 ', ', ', ', ', ', ')),
        (93, 1, 0, 1): (shape_3474a400d9c1, ('v_mfma_f32_32x32x4_2b_bf16 ', ', ', ', ', ', ')),
        (93, 1, 1, 0): (shape_600544b6b92e, ('v_mfma_f32_32x32x4_2b_bf16 ', ', ', ', ', ', ')),
        (93, 1, 1, 1): (shape_b78c2d8b3f59, ('v_mfma_f32_32x32x4_2b_bf16 ', ', ', ', ', ', ')),
        (94, 0, 0, 0): (shape_4293deb80998, ('v_mfma_f32_16x16x4_4b_bf16 ', ', ', ', ', ', ')),
        (94, 0, 0, 1): (shape_29f59f8f5c5c, ('v_mfma_f32_16x16x4_4b_bf16 ', ', ', ', ', ', ')),
        (94, 0, 1, 0): (shape_067c91933ec0, ('v_mfma_f32_16x16x4_4b_bf16 ', ', ', ', ', ', ')),
        (94, 0, 1, 1): (shape_0e58e28e2522, ('v_mfma_f32_16x16x4_4b_bf16 ', ', ', ', ', ', ')),
        (94, 1, 0, 0): (shape_e9ab5314d4ab, ('v_mfma_f32_16x16x4_4b_bf16 ', ', ', ', ', ', ')),
        (94, 1, 0, 1): (shape_c65ab6631ffb, ('v_mfma_f32_16x16x4_4b_bf16 ', ', ', ', ', ', ')),
        (94, 1, 1, 0): (shape_15975510e3ed, ('v_mfma_f32_16x16x4_4b_bf16 ', ', ', ', ', ', ')),
        (94, 1, 1, 1): (shape_76058c73ae5a, ('v_mfma_f32_16x16x4_4b_bf16 ', ', ', ', ', ', ')),
        (95, 0, 0, 0): (shape_9db0f42c24aa, ('v_mfma_f32_4x4x4_16b_bf16 ', ', ', ', ', ', ')),
        (95, 0, 0, 1): (shape_2c5b4c8ce516, ('v_mfma_f32_4x4x4_16b_bf16 ', ', ', ', ', ', ')),
        (95, 0, 1, 0): (shape_20d9b1e369f6, ('v_mfma_f32_4x4x4_16b_bf16 ', ', ', ', ', ', ')),
        (95, 0, 1, 1): (shape_9b141c893d83, ('v_mfma_f32_4x4x4_16b_bf16 ', ', ', ', ', ', ')),
        (95, 1, 0, 0): (shape_cc581e4a13c2, ('v_mfma_f32_4x4x4_16b_bf16 ', ', ', ', ', ', ')),
        (95, 1, 0, 1): (shape_9a104570b401, ('v_mfma_f32_4x4x4_16b_bf16 ', ', ', ', ', ', ')),
        (95, 1, 1, 0): (shape_060f70a13cea, ('v_mfma_f32_4x4x4_16b_bf16 ', ', ', ', ', ', ')),
        (95, 1, 1, 1): (shape_8a61c5748ade, ('v_mfma_f32_4x4x4_16b_bf16 ', ', ', ', ', ', ')),
        (96, 0, 0, 0): (shape_4293deb80998, ('v_mfma_f32_32x32x8_bf16 ', ', ', ', ', ', ')),
        (96, 0, 0, 1): (shape_29f59f8f5c5c, ('v_mfma_f32_32x32x8_bf16 ', ', ', ', ', ', ')),
        (96, 0, 1, 0): (shape_067c91933ec0, ('v_mfma_f32_32x32x8_bf16 ', ', ', ', ', ', ')),
        (96, 0, 1, 1): (shape_0e58e28e2522, ('v_mfma_f32_32x32x8_bf16 ', ', ', ', ', ', ')),
        (96, 1, 0, 0): (shape_e9ab5314d4ab, ('v_mfma_f32_32x32x8_bf16 ', ', ', ', ', ', ')),
        (96, 1, 0, 1): (shape_c65ab6631ffb, ('v_mfma_f32_32x32x8_bf16 ', ', ', ', ', ', ')),
        (96, 1, 1, 0): (shape_15975510e3ed, ('v_mfma_f32_32x32x8_bf16 ', ', ', ', ', ', ')),
        (96, 1, 1, 1): (shape_76058c73ae5a, ('v_mfma_f32_32x32x8_bf16 ', ', ', ', ', ', ')),
        (97, 0, 0, 0): (shape_9db0f42c24aa, ('v_mfma_f32_16x16x16_bf16 ', ', ', ', ', ', ')),
        (97, 0, 0, 1): (shape_2c5b4c8ce516, ('v_mfma_f32_16x16x16_bf16 ', ', ', ', ', ', ')),
        (97, 0, 1, 0): (shape_20d9b1e369f6, ('v_mfma_f32_16x16x16_bf16 ', ', ', ', ', ', ')),
        (97, 0, 1, 1): (shape_9b141c893d83, ('v_mfma_f32_16x16x16_bf16 ', ', ', ', ', ', ')),
        (97, 1, 0, 0): (shape_cc581e4a13c2, ('v_mfma_f32_16x16x16_bf16 ', ', ', ', ', ', ')),
        (97, 1, 0, 1): (shape_9a104570b401, ('v_mfma_f32_16x16x16_bf16 ', ', ', ', ', ', ')),
        (97, 1, 1, 0): (shape_060f70a13cea, ('v_mfma_f32_16x16x16_bf16 ', ', ', ', ', ', ')),
        (97, 1, 1, 1): (shape_8a61c5748ade, ('v_mfma_f32_16x16x16_bf16 ', ', ', ', ', ', ')),
        (98, 0, 0, 0): (shape_1450fcbbeb53, ('v_smfmac_f32_16x16x32_f16 ', ', ', ', ', ', ')),
        (98, 0, 0, 1): (shape_7e7197add53e, ('v_smfmac_f32_16x16x32_f16 ', ', ', ', ', ', ')),
        (98, 0, 1, 0): (shape_d18930340ea4, ('v_smfmac_f32_16x16x32_f16 ', ', ', ', ', ', ')),
        (98, 0, 1, 1): (shape_bd35f68bca8c, ('v_smfmac_f32_16x16x32_f16 ', ', ', ', ', ', ')),
        (98, 1, 0, 0): (shape_52dd03acdde9, ('v_smfmac_f32_16x16x32_f16 ', ', ', ', ', ', ')),
        (98, 1, 0, 1): (shape_ed9caa4c3ab9, ('v_smfmac_f32_16x16x32_f16 ', ', ', ', ', ', ')),
        (98, 1, 1, 0): (shape_e1cf1f37fda6, ('v_smfmac_f32_16x16x32_f16 ', ', ', ', ', ', ')),
        (98, 1, 1, 1): (shape_fba1fcb7b1d8, ('v_smfmac_f32_16x16x32_f16 ', ', ', ', ', ', ')),
        (100, 0, 0, 0): (shape_f51432802659, ('v_smfmac_f32_32x32x16_f16 ', ', ', ', ', ', ')),
        (100, 0, 0, 1): (shape_32b0faf74470, ('v_smfmac_f32_32x32x16_f16 ', ', ', ', ', ', ')),
        (100, 0, 1, 0): (shape_a7971baa21cc, ('v_smfmac_f32_32x32x16_f16 ', ', ', ', ', ', ')),
        (100, 0, 1, 1): (shape_6e376399bb5d, ('v_smfmac_f32_32x32x16_f16 ', ', ', ', ', ', ')),
        (100, 1, 0, 0): (shape_7436d3a5e526, ('v_smfmac_f32_32x32x16_f16 ', ', ', ', ', ', ')),
        (100, 1, 0, 1): (shape_f27df743e4a0, ('v_smfmac_f32_32x32x16_f16 ', ', ', ', ', ', ')),
        (100, 1, 1, 0): (shape_306fd51c7da0, ('v_smfmac_f32_32x32x16_f16 ', ', ', ', ', ', ')),
        (100, 1, 1, 1): (shape_0e3d6c12efee, ('v_smfmac_f32_32x32x16_f16 ', ', ', ', ', ', ')),
        (102, 0, 0, 0): (shape_1450fcbbeb53, ('v_smfmac_f32_16x16x32_bf16 ', ', ', ', ', ', ')),
        (102, 0, 0, 1): (shape_7e7197add53e, ('v_smfmac_f32_16x16x32_bf16 ', ', ', ', ', ', ')),
        (102, 0, 1, 0): (shape_d18930340ea4, ('v_smfmac_f32_16x16x32_bf16 ', ', ', ', ', ', ')),
        (102, 0, 1, 1): (shape_bd35f68bca8c, ('v_smfmac_f32_16x16x32_bf16 ', ', ', ', ', ', ')),
        (102, 1, 0, 0): (shape_52dd03acdde9, ('v_smfmac_f32_16x16x32_bf16 ', ', ', ', ', ', ')),
        (102, 1, 0, 1): (shape_ed9caa4c3ab9, ('v_smfmac_f32_16x16x32_bf16 ', ', ', ', ', ', ')),
        (102, 1, 1, 0): (shape_e1cf1f37fda6, ('v_smfmac_f32_16x16x32_bf16 ', ', ', ', ', ', ')),
        (102, 1, 1, 1): (shape_fba1fcb7b1d8, ('v_smfmac_f32_16x16x32_bf16 ', ', ', ', ', ', ')),
        (104, 0, 0, 0): (shape_f51432802659, ('v_smfmac_f32_32x32x16_bf16 ', ', ', ', ', ', ')),
        (104, 0, 0, 1): (shape_32b0faf74470, ('v_smfmac_f32_32x32x16_bf16 ', ', ', ', ', ', ')),
        (104, 0, 1, 0): (shape_a7971baa21cc, ('v_smfmac_f32_32x32x16_bf16 ', ', ', ', ', ', ')),
        (104, 0, 1, 1): (shape_6e376399bb5d, ('v_smfmac_f32_32x32x16_bf16 ', ', ', ', ', ', ')),
        (104, 1, 0, 0): (shape_7436d3a5e526, ('v_smfmac_f32_32x32x16_bf16 ', ', ', ', ', ', ')),
        (104, 1, 0, 1): (shape_f27df743e4a0, ('v_smfmac_f32_32x32x16_bf16 ', ', ', ', ', ', ')),
        (104, 1, 1, 0): (shape_306fd51c7da0, ('v_smfmac_f32_32x32x16_bf16 ', ', ', ', ', ', ')),
        (104, 1, 1, 1): (shape_0e3d6c12efee, ('v_smfmac_f32_32x32x16_bf16 ', ', ', ', ', ', ')),
        (106, 0, 0, 0): (shape_1450fcbbeb53, ('v_smfmac_i32_16x16x64_i8 ', ', ', ', ', ', ')),
        (106, 0, 0, 1): (shape_7e7197add53e, ('v_smfmac_i32_16x16x64_i8 ', ', ', ', ', ', ')),
        (106, 0, 1, 0): (shape_d18930340ea4, ('v_smfmac_i32_16x16x64_i8 ', ', ', ', ', ', ')),
        (106, 0, 1, 1): (shape_bd35f68bca8c, ('v_smfmac_i32_16x16x64_i8 ', ', ', ', ', ', ')),
        (106, 1, 0, 0): (shape_52dd03acdde9, ('v_smfmac_i32_16x16x64_i8 ', ', ', ', ', ', ')),
        (106, 1, 0, 1): (shape_ed9caa4c3ab9, ('v_smfmac_i32_16x16x64_i8 ', ', ', ', ', ', ')),
        (106, 1, 1, 0): (shape_e1cf1f37fda6, ('v_smfmac_i32_16x16x64_i8 ', ', ', ', ', ', ')),
        (106, 1, 1, 1): (shape_fba1fcb7b1d8, ('v_smfmac_i32_16x16x64_i8 ', ', ', ', ', ', ')),
        (108, 0, 0, 0): (shape_f51432802659, ('v_smfmac_i32_32x32x32_i8 ', ', ', ', ', ', ')),
        (108, 0, 0, 1): (shape_32b0faf74470, ('v_smfmac_i32_32x32x32_i8 ', ', ', ', ', ', ')),
        (108, 0, 1, 0): (shape_a7971baa21cc, ('v_smfmac_i32_32x32x32_i8 ', ', ', ', ', ', ')),
        (108, 0, 1, 1): (shape_6e376399bb5d, ('v_smfmac_i32_32x32x32_i8 ', ', ', ', ', ', ')),
        (108, 1, 0, 0): (shape_7436d3a5e526, ('v_smfmac_i32_32x32x32_i8 ', ', ', ', ', ', ')),
        (108, 1, 0, 1): (shape_f27df743e4a0, ('v_smfmac_i32_32x32x32_i8 ', ', ', ', ', ', ')),
        (108, 1, 1, 0): (shape_306fd51c7da0, ('v_smfmac_i32_32x32x32_i8 ', ', ', ', ', ', ')),
        (108, 1, 1, 1): (shape_0e3d6c12efee, ('v_smfmac_i32_32x32x32_i8 ', ', ', ', ', ', ')),
        (110, 0, 0, 0): (shape_bf75bd485d0d, ('v_mfma_f64_16x16x4_f64 ', ', ', ', ', ', ')),
        (110, 0, 0, 1): (shape_618164bb07ab, ('v_mfma_f64_16x16x4_f64 ', ', ', ', ', ', ')),
        (110, 0, 1, 0): (shape_a6c3239c5716, ('v_mfma_f64_16x16x4_f64 ', ', ', ', ', ', ')),
        (110, 0, 1, 1): (shape_6b4e20e63dea, ('v_mfma_f64_16x16x4_f64 ', ', ', ', ', ', ')),
        (110, 1, 0, 0): (shape_2cc0e66168e8, ('v_mfma_f64_16x16x4_f64 ', ', ', ', ', ', ')),
        (110, 1, 0, 1): (shape_86cfc10c215c, ('v_mfma_f64_16x16x4_f64 ', ', ', ', ', ', ')),
        (110, 1, 1, 0): (shape_3f5a6c0bb296, ('v_mfma_f64_16x16x4_f64 ', ', ', ', ', ', ')),
        (110, 1, 1, 1): (shape_913eaea99e79, ('v_mfma_f64_16x16x4_f64 ', ', ', ', ', ', ')),
        (111, 0, 0, 0): (shape_dbb39c19ba65, ('v_mfma_f64_4x4x4_4b_f64 ', ', ', ', ', ', ')),
        (111, 0, 0, 1): (shape_5f5448c353b4, ('v_mfma_f64_4x4x4_4b_f64 ', ', ', ', ', ', ')),
        (111, 0, 1, 0): (shape_bd46c3677f26, ('v_mfma_f64_4x4x4_4b_f64 ', ', ', ', ', ', ')),
        (111, 0, 1, 1): (shape_7dc7f439ff19, ('v_mfma_f64_4x4x4_4b_f64 ', ', ', ', ', ', ')),
        (111, 1, 0, 0): (shape_70c7c633439b, ('v_mfma_f64_4x4x4_4b_f64 ', ', ', ', ', ', ')),
        (111, 1, 0, 1): (shape_2b7cf9586543, ('v_mfma_f64_4x4x4_4b_f64 ', ', ', ', ', ', ')),
        (111, 1, 1, 0): (shape_d227f0ecda1e, ('v_mfma_f64_4x4x4_4b_f64 ', ', ', ', ', ', ')),
        (111, 1, 1, 1): (shape_7d1958ce82a2, ('v_mfma_f64_4x4x4_4b_f64 ', ', ', ', ', ', ')),
        (112, 0, 0, 0): (shape_9db0f42c24aa, ('v_mfma_f32_16x16x32_bf8_bf8 ', ', ', ', ', ', ')),
        (112, 0, 0, 1): (shape_2c5b4c8ce516, ('v_mfma_f32_16x16x32_bf8_bf8 ', ', ', ', ', ', ')),
        (112, 0, 1, 0): (shape_20d9b1e369f6, ('v_mfma_f32_16x16x32_bf8_bf8 ', ', ', ', ', ', ')),
        (112, 0, 1, 1): (shape_9b141c893d83, ('v_mfma_f32_16x16x32_bf8_bf8 ', ', ', ', ', ', ')),
        (112, 1, 0, 0): (shape_cc581e4a13c2, ('v_mfma_f32_16x16x32_bf8_bf8 ', ', ', ', ', ', ')),
        (112, 1, 0, 1): (shape_9a104570b401, ('v_mfma_f32_16x16x32_bf8_bf8 ', ', ', ', ', ', ')),
        (112, 1, 1, 0): (shape_060f70a13cea, ('v_mfma_f32_16x16x32_bf8_bf8 ', ', ', ', ', ', ')),
        (112, 1, 1, 1): (shape_8a61c5748ade, ('v_mfma_f32_16x16x32_bf8_bf8 ', ', ', ', ', ', ')),
        (113, 0, 0, 0): (shape_9db0f42c24aa, ('v_mfma_f32_16x16x32_bf8_fp8 ', ', ', ', ', ', ')),
        (113, 0, 0, 1): (shape_2c5b4c8ce516, ('v_mfma_f32_16x16x32_bf8_fp8 ', ', ', ', ', ', ')),
        (113, 0, 1, 0): (shape_20d9b1e369f6, ('v_mfma_f32_16x16x32_bf8_fp8 ', ', ', ', ', ', ')),
        (113, 0, 1, 1): (shape_9b141c893d83, ('v_mfma_f32_16x16x32_bf8_fp8 ', ', ', ', ', ', ')),
        (113, 1, 0, 0): (shape_cc581e4a13c2, ('v_mfma_f32_16x16x32_bf8_fp8 ', ', ', ', ', ', ')),
        (113, 1, 0, 1): (shape_9a104570b401, ('v_mfma_f32_16x16x32_bf8_fp8 ', ', ', ', ', ', ')),
        (113, 1, 1, 0): (shape_060f70a13cea, ('v_mfma_f32_16x16x32_bf8_fp8 ', ', ', ', ', ', ')),
        (113, 1, 1, 1): (shape_8a61c5748ade, ('v_mfma_f32_16x16x32_bf8_fp8 ', ', ', ', ', ', ')),
        (114, 0, 0, 0): (shape_9db0f42c24aa, ('v_mfma_f32_16x16x32_fp8_bf8 ', ', ', ', ', ', ')),
        (114, 0, 0, 1): (shape_2c5b4c8ce516, ('v_mfma_f32_16x16x32_fp8_bf8 ', ', ', ', ', ', ')),
        (114, 0, 1, 0): (shape_20d9b1e369f6, ('v_mfma_f32_16x16x32_fp8_bf8 ', ', ', ', ', ', ')),
        (114, 0, 1, 1): (shape_9b141c893d83, ('v_mfma_f32_16x16x32_fp8_bf8 ', ', ', ', ', ', ')),
        (114, 1, 0, 0): (shape_cc581e4a13c2, ('v_mfma_f32_16x16x32_fp8_bf8 ', ', ', ', ', ', ')),
        (114, 1, 0, 1): (shape_9a104570b401, ('v_mfma_f32_16x16x32_fp8_bf8 ', ', ', ', ', ', ')),
        (114, 1, 1, 0): (shape_060f70a13cea, ('v_mfma_f32_16x16x32_fp8_bf8 ', ', ', ', ', ', ')),
        (114, 1, 1, 1): (shape_8a61c5748ade, ('v_mfma_f32_16x16x32_fp8_bf8 ', ', ', ', ', ', ')),
        (115, 0, 0, 0): (shape_9db0f42c24aa, ('v_mfma_f32_16x16x32_fp8_fp8 ', ', ', ', ', ', ')),
        (115, 0, 0, 1): (shape_2c5b4c8ce516, ('v_mfma_f32_16x16x32_fp8_fp8 ', ', ', ', ', ', ')),
        (115, 0, 1, 0): (shape_20d9b1e369f6, ('v_mfma_f32_16x16x32_fp8_fp8 ', ', ', ', ', ', ')),
        (115, 0, 1, 1): (shape_9b141c893d83, ('v_mfma_f32_16x16x32_fp8_fp8 ', ', ', ', ', ', ')),
        (115, 1, 0, 0): (shape_cc581e4a13c2, ('v_mfma_f32_16x16x32_fp8_fp8 ', ', ', ', ', ', ')),
        (115, 1, 0, 1): (shape_9a104570b401, ('v_mfma_f32_16x16x32_fp8_fp8 ', ', ', ', ', ', ')),
        (115, 1, 1, 0): (shape_060f70a13cea, ('v_mfma_f32_16x16x32_fp8_fp8 ', ', ', ', ', ', ')),
        (115, 1, 1, 1): (shape_8a61c5748ade, ('v_mfma_f32_16x16x32_fp8_fp8 ', ', ', ', ', ', ')),
        (116, 0, 0, 0): (shape_4293deb80998, ('v_mfma_f32_32x32x16_bf8_bf8 ', ', ', ', ', ', ')),
        (116, 0, 0, 1): (shape_29f59f8f5c5c, ('v_mfma_f32_32x32x16_bf8_bf8 ', ', ', ', ', ', ')),
        (116, 0, 1, 0): (shape_067c91933ec0, ('v_mfma_f32_32x32x16_bf8_bf8 ', ', ', ', ', ', ')),
        (116, 0, 1, 1): (shape_0e58e28e2522, ('v_mfma_f32_32x32x16_bf8_bf8 ', ', ', ', ', ', ')),
        (116, 1, 0, 0): (shape_e9ab5314d4ab, ('v_mfma_f32_32x32x16_bf8_bf8 ', ', ', ', ', ', ')),
        (116, 1, 0, 1): (shape_c65ab6631ffb, ('v_mfma_f32_32x32x16_bf8_bf8 ', ', ', ', ', ', ')),
        (116, 1, 1, 0): (shape_15975510e3ed, ('v_mfma_f32_32x32x16_bf8_bf8 ', ', ', ', ', ', ')),
        (116, 1, 1, 1): (shape_76058c73ae5a, ('v_mfma_f32_32x32x16_bf8_bf8 ', ', ', ', ', ', ')),
        (117, 0, 0, 0): (shape_4293deb80998, ('v_mfma_f32_32x32x16_bf8_fp8 ', ', ', ', ', ', ')),
        (117, 0, 0, 1): (shape_29f59f8f5c5c, ('v_mfma_f32_32x32x16_bf8_fp8 ', ', ', ', ', ', ')),
        (117, 0, 1, 0): (shape_067c91933ec0, ('v_mfma_f32_32x32x16_bf8_fp8 ', ', ', ', ', ', ')),
        (117, 0, 1, 1): (shape_0e58e28e2522, ('v_mfma_f32_32x32x16_bf8_fp8 ', ', ', ', ', ', ')),
        (117, 1, 0, 0): (shape_e9ab5314d4ab, ('v_mfma_f32_32x32x16_bf8_fp8 ', ', ', ', ', ', ')),
        (117, 1, 0, 1): (shape_c65ab6631ffb, ('v_mfma_f32_32x32x16_bf8_fp8 ', ', ', ', ', ', ')),
        (117, 1, 1, 0): (shape_15975510e3ed, ('v_mfma_f32_32x32x16_bf8_fp8 ', ', ', ', ', ', ')),
        (117, 1, 1, 1): (shape_76058c73ae5a, ('v_mfma_f32_32x32x16_bf8_fp8 ', ', ', ', ', ', ')),
        (118, 0, 0, 0): (shape_4293deb80998, ('v_mfma_f32_32x32x16_fp8_bf8 ', ', ', ', ', ', ')),
        (118, 0, 0, 1): (shape_29f59f8f5c5c, ('v_mfma_f32_32x32x16_fp8_bf8 ', ', ', ', ', ', ')),
        (118, 0, 1, 0): (shape_067c91933ec0, ('v_mfma_f32_32x32x16_fp8_bf8 ', ', ', ', ', ', ')),
        (118, 0, 1, 1): (shape_0e58e28e2522, ('v_mfma_f32_32x32x16_fp8_bf8 ', ', ', ', ', ', ')),
        (118, 1, 0, 0): (shape_e9ab5314d4ab, ('v_mfma_f32_32x32x16_fp8_bf8 ', ', ', ', ', ', ')),
        (118, 1, 0, 1): (shape_c65ab6631ffb, ('v_mfma_f32_32x32x16_fp8_bf8 ', ', ', ', ', ', ')),
        (118, 1, 1, 0): (shape_15975510e3ed, ('v_mfma_f32_32x32x16_fp8_bf8 ', ', ', ', ', ', ')),
        (118, 1, 1, 1): (shape_76058c73ae5a, ('v_mfma_f32_32x32x16_fp8_bf8 ', ', ', ', ', ', ')),
        (119, 0, 0, 0): (shape_4293deb80998, ('v_mfma_f32_32x32x16_fp8_fp8 ', ', ', ', ', ', ')),
        (119, 0, 0, 1): (shape_29f59f8f5c5c, ('v_mfma_f32_32x32x16_fp8_fp8 ', ', ', ', ', ', ')),
        (119, 0, 1, 0): (shape_067c91933ec0, ('v_mfma_f32_32x32x16_fp8_fp8 ', ', ', ', ', ', ')),
        (119, 0, 1, 1): (shape_0e58e28e2522, ('v_mfma_f32_32x32x16_fp8_fp8 ', ', ', ', ', ', ')),
        (119, 1, 0, 0): (shape_e9ab5314d4ab, ('v_mfma_f32_32x32x16_fp8_fp8 ', ', ', ', ', ', ')),
        (119, 1, 0, 1): (shape_c65ab6631ffb, ('v_mfma_f32_32x32x16_fp8_fp8 ', ', ', ', ', ', ')),
        (119, 1, 1, 0): (shape_15975510e3ed, ('v_mfma_f32_32x32x16_fp8_fp8 ', ', ', ', ', ', ')),
        (119, 1, 1, 1): (shape_76058c73ae5a, ('v_mfma_f32_32x32x16_fp8_fp8 ', ', ', ', ', ', ')),
        (120, 0, 0, 0): (shape_1450fcbbeb53, ('v_smfmac_f32_16x16x64_bf8_bf8 ', ', ', ', ', ', ')),
        (120, 0, 0, 1): (shape_7e7197add53e, ('v_smfmac_f32_16x16x64_bf8_bf8 ', ', ', ', ', ', ')),
        (120, 0, 1, 0): (shape_d18930340ea4, ('v_smfmac_f32_16x16x64_bf8_bf8 ', ', ', ', ', ', ')),
        (120, 0, 1, 1): (shape_bd35f68bca8c, ('v_smfmac_f32_16x16x64_bf8_bf8 ', ', ', ', ', ', ')),
        (120, 1, 0, 0): (shape_52dd03acdde9, ('v_smfmac_f32_16x16x64_bf8_bf8 ', ', ', ', ', ', ')),
        (120, 1, 0, 1): (shape_ed9caa4c3ab9, ('v_smfmac_f32_16x16x64_bf8_bf8 ', ', ', ', ', ', ')),
        (120, 1, 1, 0): (shape_e1cf1f37fda6, ('v_smfmac_f32_16x16x64_bf8_bf8 ', ', ', ', ', ', ')),
        (120, 1, 1, 1): (shape_fba1fcb7b1d8, ('v_smfmac_f32_16x16x64_bf8_bf8 ', ', ', ', ', ', ')),
        (121, 0, 0, 0): (shape_1450fcbbeb53, ('v_smfmac_f32_16x16x64_bf8_fp8 ', ', ', ', ', ', ')),
        (121, 0, 0, 1): (shape_7e7197add53e, ('v_smfmac_f32_16x16x64_bf8_fp8 ', ', ', ', ', ', ')),
        (121, 0, 1, 0): (shape_d18930340ea4, ('v_smfmac_f32_16x16x64_bf8_fp8 ', ', ', ', ', ', ')),
        (121, 0, 1, 1): (shape_bd35f68bca8c, ('v_smfmac_f32_16x16x64_bf8_fp8 ', ', ', ', ', ', ')),
        (121, 1, 0, 0): (shape_52dd03acdde9, ('v_smfmac_f32_16x16x64_bf8_fp8 ', ', ', ', ', ', ')),
        (121, 1, 0, 1): (shape_ed9caa4c3ab9, ('v_smfmac_f32_16x16x64_bf8_fp8 ', ', ', ', ', ', ')),
        (121, 1, 1, 0): (shape_e1cf1f37fda6, ('v_smfmac_f32_16x16x64_bf8_fp8 ', ', ', ', ', ', ')),
        (121, 1, 1, 1): (shape_fba1fcb7b1d8, ('v_smfmac_f32_16x16x64_bf8_fp8 ', ', ', ', ', ', ')),
        (122, 0, 0, 0): (shape_1450fcbbeb53, ('v_smfmac_f32_16x16x64_fp8_bf8 ', ', ', ', ', ', ')),
        (122, 0, 0, 1): (shape_7e7197add53e, ('v_smfmac_f32_16x16x64_fp8_bf8 ', ', ', ', ', ', ')),
        (122, 0, 1, 0): (shape_d18930340ea4, ('v_smfmac_f32_16x16x64_fp8_bf8 ', ', ', ', ', ', ')),
        (122, 0, 1, 1): (shape_bd35f68bca8c, ('v_smfmac_f32_16x16x64_fp8_bf8 ', ', ', ', ', ', ')),
        (122, 1, 0, 0): (shape_52dd03acdde9, ('v_smfmac_f32_16x16x64_fp8_bf8 ', ', ', ', ', ', ')),
        (122, 1, 0, 1): (shape_ed9caa4c3ab9, ('v_smfmac_f32_16x16x64_fp8_bf8 ', ', ', ', ', ', ')),
        (122, 1, 1, 0): (shape_e1cf1f37fda6, ('v_smfmac_f32_16x16x64_fp8_bf8 ', ', ', ', ', ', ')),
        (122, 1, 1, 1): (shape_fba1fcb7b1d8, ('v_smfmac_f32_16x16x64_fp8_bf8 ', ', ', ', ', ', ')),
        (123, 0, 0, 0): (shape_1450fcbbeb53, ('v_smfmac_f32_16x16x64_fp8_fp8 ', ', ', ', ', ', ')),
        (123, 0, 0, 1): (shape_7e7197add53e, ('v_smfmac_f32_16x16x64_fp8_fp8 ', ', ', ', ', ', ')),
        (123, 0, 1, 0): (shape_d18930340ea4, ('v_smfmac_f32_16x16x64_fp8_fp8 ', ', ', ', ', ', ')),
        (123, 0, 1, 1): (shape_bd35f68bca8c, ('v_smfmac_f32_16x16x64_fp8_fp8 ', ', ', ', ', ', ')),
        (123, 1, 0, 0): (shape_52dd03acdde9, ('v_smfmac_f32_16x16x64_fp8_fp8 ', ', ', ', ', ', ')),
        (123, 1, 0, 1): (shape_ed9caa4c3ab9, ('v_smfmac_f32_16x16x64_fp8_fp8 ', ', ', ', ', ', ')),
        (123, 1, 1, 0): (shape_e1cf1f37fda6, ('v_smfmac_f32_16x16x64_fp8_fp8 ', ', ', ', ', ', ')),
        (123, 1, 1, 1): (shape_fba1fcb7b1d8, ('v_smfmac_f32_16x16x64_fp8_fp8 ', ', ', ', ', ', ')),
        (124, 0, 0, 0): (shape_f51432802659, ('v_smfmac_f32_32x32x32_bf8_bf8 ', ', ', ', ', ', ')),
        (124, 0, 0, 1): (shape_32b0faf74470, ('v_smfmac_f32_32x32x32_bf8_bf8 ', ', ', ', ', ', ')),
        (124, 0, 1, 0): (shape_a7971baa21cc, ('v_smfmac_f32_32x32x32_bf8_bf8 ', ', ', ', ', ', ')),
        (124, 0, 1, 1): (shape_6e376399bb5d, ('v_smfmac_f32_32x32x32_bf8_bf8 ', ', ', ', ', ', ')),
        (124, 1, 0, 0): (shape_7436d3a5e526, ('v_smfmac_f32_32x32x32_bf8_bf8 ', ', ', ', ', ', ')),
        (124, 1, 0, 1): (shape_f27df743e4a0, ('v_smfmac_f32_32x32x32_bf8_bf8 ', ', ', ', ', ', ')),
        (124, 1, 1, 0): (shape_306fd51c7da0, ('v_smfmac_f32_32x32x32_bf8_bf8 ', ', ', ', ', ', ')),
        (124, 1, 1, 1): (shape_0e3d6c12efee, ('v_smfmac_f32_32x32x32_bf8_bf8 ', ', ', ', ', ', ')),
        (125, 0, 0, 0): (shape_f51432802659, ('v_smfmac_f32_32x32x32_bf8_fp8 ', ', ', ', ', ', ')),
        (125, 0, 0, 1): (shape_32b0faf74470, ('v_smfmac_f32_32x32x32_bf8_fp8 ', ', ', ', ', ', ')),
        (125, 0, 1, 0): (shape_a7971baa21cc, ('v_smfmac_f32_32x32x32_bf8_fp8 ', ', ', ', ', ', ')),
        (125, 0, 1, 1): (shape_6e376399bb5d, ('v_smfmac_f32_32x32x32_bf8_fp8 ', ', ', ', ', ', ')),
        (125, 1, 0, 0): (shape_7436d3a5e526, ('v_smfmac_f32_32x32x32_bf8_fp8 ', ', ', ', ', ', ')),
        (125, 1, 0, 1): (shape_f27df743e4a0, ('v_smfmac_f32_32x32x32_bf8_fp8 ', ', ', ', ', ', ')),
        (125, 1, 1, 0): (shape_306fd51c7da0, ('v_smfmac_f32_32x32x32_bf8_fp8 ', ', ', ', ', ', ')),
        (125, 1, 1, 1): (shape_0e3d6c12efee, ('v_smfmac_f32_32x32x32_bf8_fp8 ', ', ', ', ', ', ')),
        (126, 0, 0, 0): (shape_f51432802659, ('v_smfmac_f32_32x32x32_fp8_bf8 ', ', ', ', ', ', ')),
        (126, 0, 0, 1): (shape_32b0faf74470, ('v_smfmac_f32_32x32x32_fp8_bf8 ', ', ', ', ', ', ')),
        (126, 0, 1, 0): (shape_a7971baa21cc, ('v_smfmac_f32_32x32x32_fp8_bf8 ', ', ', ', ', ', ')),
        (126, 0, 1, 1): (shape_6e376399bb5d, ('v_smfmac_f32_32x32x32_fp8_bf8 ', ', ', ', ', ', ')),
        (126, 1, 0, 0): (shape_7436d3a5e526, ('v_smfmac_f32_32x32x32_fp8_bf8 ', ', ', ', ', ', ')),
        (126, 1, 0, 1): (shape_f27df743e4a0, ('v_smfmac_f32_32x32x32_fp8_bf8 ', ', ', ', ', ', ')),
        (126, 1, 1, 0): (shape_306fd51c7da0, ('v_smfmac_f32_32x32x32_fp8_bf8 ', ', ', ', ', ', ')),
        (126, 1, 1, 1): (shape_0e3d6c12efee, ('v_smfmac_f32_32x32x32_fp8_bf8 ', ', ', ', ', ', ')),
        (127, 0, 0, 0): (shape_f51432802659, ('v_smfmac_f32_32x32x32_fp8_fp8 ', ', ', ', ', ', ')),
        (127, 0, 0, 1): (shape_32b0faf74470, ('v_smfmac_f32_32x32x32_fp8_fp8 ', ', ', ', ', ', ')),
        (127, 0, 1, 0): (shape_a7971baa21cc, ('v_smfmac_f32_32x32x32_fp8_fp8 ', ', ', ', ', ', ')),
        (127, 0, 1, 1): (shape_6e376399bb5d, ('v_smfmac_f32_32x32x32_fp8_fp8 ', ', ', ', ', ', ')),
        (127, 1, 0, 0): (shape_7436d3a5e526, ('v_smfmac_f32_32x32x32_fp8_fp8 ', ', ', ', ', ', ')),
        (127, 1, 0, 1): (shape_f27df743e4a0, ('v_smfmac_f32_32x32x32_fp8_fp8 ', ', ', ', ', ', ')),
        (127, 1, 1, 0): (shape_306fd51c7da0, ('v_smfmac_f32_32x32x32_fp8_fp8 ', ', ', ', ', ', ')),
        (127, 1, 1, 1): (shape_0e3d6c12efee, ('v_smfmac_f32_32x32x32_fp8_fp8 ', ', ', ', ', ', ')),
    }


def build_lossless(R, literal_ok, fmt_ok):
    CD_dep_d06451ea = (
        bytes.fromhex(
            '0100000001000000010000000100000001000000010000000100000001000000'
            '0100000001000000010000000100000001000000010000000100000001000000'
            '0100000001000000010000000100000001000000010000000100000001000000'
            '0100000000000000000000000100000001000000010000000000000000010000'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101000000000000000000000000000000'
            '0000000000000000000000000000000001010101010101010100000000000001'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
        ),
        bytes.fromhex(
            '0100000001000000010000000100000001000000010000000100000001000000'
            '0100000001000000010000000100000001000000010000000100000001000000'
            '0100000001000000010000000100000001000000010000000100000001000000'
            '0100000000000000000000000100000001000000010000000000000000010000'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101000000000000000000000000000000'
            '0000000000000000000000000000000001010101010101010100000000000001'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
        ),
        bytes.fromhex(
            '0100000001000000010000000100000001000000010000000100000001000000'
            '0100000001000000010000000100000001000000010000000100000001000000'
            '0100000001000000010000000100000001000000010000000100000001000000'
            '0100000000000000000000000000000000000000000000000000000000000000'
            '0100000000000000000000000000000000000000000000000000000000000000'
            '0000000000000000000000000000000000000000000000000000000000000000'
            '0000000000000000000000000000000000000000000000000000000000000000'
            '0000000000000000000000000000000000000000000000000000000000000000'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
        ),
        bytes.fromhex(
            '0100000001000000010000000100000001000000010000000100000001000000'
            '0100000001000000010000000100000001000000010000000100000001000000'
            '0100000001000000010000000100000001000000010000000100000001000000'
            '0100000000000000000000000000000000000000000000000000000000000000'
            '0100000000000000000000000000000000000000000000000000000000000000'
            '0000000000000000000000000000000000000000000000000000000000000000'
            '0000000000000000000000000000000000000000000000000000000000000000'
            '0000000000000000000000000000000000000000000000000000000000000000'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
        ),
        bytes.fromhex(
            '0100000001000000010000000100000001000000010000000100000001000000'
            '0100000001000000010000000100000001000000010000000100000001000000'
            '0100000001000000010000000100000001000000010000000100000001000000'
            '0100000000000000000000000000000000000000000000000000000000000000'
            '0100000000000000000000000000000000000000000000000000000000000000'
            '0000000000000000000000000000000000000000000000000000000000000000'
            '0000000000000000000000000000000000000000000000000000000000000000'
            '0000000000000000000000000000000000000000000000000000000000000000'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
        ),
        bytes.fromhex(
            '0100000001000000010000000100000001000000010000000100000001000000'
            '0100000001000000010000000100000001000000010000000100000001000000'
            '0100000001000000010000000100000001000000010000000100000001000000'
            '0100000000000000000000000100000001000000010000000000000000010000'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101000000000000000000000000000000'
            '0000000000000000000000000000000001010101010101010100000000000001'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
        ),
        bytes.fromhex(
            '0100000001000000010000000100000001000000010000000100000001000000'
            '0100000001000000010000000100000001000000010000000100000001000000'
            '0100000001000000010000000100000001000000010000000100000001000000'
            '0100000000000000000000000100000001000000010000000000000000010000'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101000000000000000000000000000000'
            '0000000000000000000000000000000001010101010101010100000000000001'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
        ),
        bytes.fromhex(
            '0100000001000000010000000100000001000000010000000100000001000000'
            '0100000001000000010000000100000001000000010000000100000001000000'
            '0100000001000000010000000100000001000000010000000100000001000000'
            '0100000000000000000000000100000001000000010000000000000000010000'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101000000000000000000000000000000'
            '0000000000000000000000000000000001010101010101010100000000000001'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
            '0101010101010101010101010101010101010101010101010101010101010101'
        ),
    )
    C_map_02a12805 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0100000000000000000000000000000000000000000000000000000000000000'
    )
    C_map_02caeb65 = bytes.fromhex('0100000000000000')
    C_map_0538e8ab = bytes.fromhex('0101010101010101')
    C_map_05e6695a = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101000000'
    )
    C_map_06db75d4 = bytes.fromhex('01000000000000000000000000000000')
    C_map_11cedb38 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
    )
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
    C_map_205d55a1 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010100000000000000'
    )
    C_map_2e26968c = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_map_3f81337f = bytes.fromhex('0101010101010101')
    C_map_445eef89 = bytes.fromhex(
        '0100000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
    )
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
    C_map_4b1c8ada = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_map_63b5396d = bytes.fromhex('0101010101010101')
    C_map_6789db5b = bytes.fromhex('01010101010101010101010101010101')
    C_map_6f65affb = bytes.fromhex('0100000000000000')
    C_map_73b8aa62 = bytes.fromhex('01010101000000000000000000000000')
    C_map_781745df = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_map_7d83b592 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
    )
    C_map_c60ddf02 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_map_d741ef42 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_map_e58a0d84 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010100'
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
    C_src_03c3d339 = bytes.fromhex(
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
    C_src_1cebc659 = bytes.fromhex(
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000010000'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000000000000000000000001010101010101010100000000000000'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
    )
    C_src_23f4289a = bytes.fromhex(
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000010000'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000000000000000000000001010101010101010100000000000000'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000000000000000000000000000000'
    )
    C_src_329bc229 = bytes.fromhex(
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000010000'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000000000000000000000001010101010101010100000000000000'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100000000000000000000000000000000000000000000000000000000000000'
    )
    C_src_3b0d706a = bytes.fromhex(
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000010000'
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
    C_src_3b1461f2 = bytes.fromhex(
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000010000'
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
    C_src_410a9161 = bytes.fromhex(
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000010000'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000000000000000000000001010101010101010100000000000000'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
    )
    C_src_50423326 = bytes.fromhex(
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000010000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
    )
    C_src_68d2f54b = bytes.fromhex(
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000010000'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000000000000000000000001010101010101010100000000000000'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100000000000000'
    )
    C_src_72b741c3 = bytes.fromhex(
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000010000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100000000000000'
    )
    C_src_9c867686 = bytes.fromhex(
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
    C_src_a5e1bb44 = bytes.fromhex(
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000010000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
    )
    C_src_b1d7f600 = bytes.fromhex(
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000010000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000000'
    )
    C_src_ba6d6889 = bytes.fromhex(
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000010000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000100000000010101010100000000000000000000000101010000'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
    )
    C_src_c0df19b5 = bytes.fromhex(
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000010000'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000000000000000000000001010101010101010100000000000000'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
    )
    C_src_c628035c = bytes.fromhex(
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000010000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000100000000010101010100000000000000000000000101010000'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
    )
    C_src_cd816cb1 = bytes.fromhex(
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
    C_src_ce465377 = bytes.fromhex(
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000010000'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000000000000000000000001010101010101010100000000000000'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
    )
    C_src_ef9b5b93 = bytes.fromhex(
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000010000'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000000000000000000000001010101010101010100000000000000'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000000'
    )
    D_map_28ab48b2_src_c628035c = bytes.fromhex(
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    D_map_3242bf3b_src_72b741c3 = bytes.fromhex(
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    D_map_6789145a_src_ba6d6889 = bytes.fromhex(
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010100'
    )
    D_map_782857e3_src_50423326 = bytes.fromhex(
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101000000'
    )
    D_map_9a8920fe_src_a5e1bb44 = bytes.fromhex(
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010100000000000000'
    )
    D_map_be25c4b1_src_9c867686 = bytes.fromhex(
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    D_map_ce8d55d5_src_03c3d339 = bytes.fromhex(
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    D_map_d50d916e_src_b1d7f600 = bytes.fromhex(
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    def lossless_00dd635eb35e(mask, base):
        def lossless(v, lit):
            if not C_map_05e6695a[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_ef9b5b93', lit): return False
            elif not C_src_ef9b5b93[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_00df626271ab(mask, base):
        def lossless(v, lit):
            if not D_map_ce8d55d5_src_03c3d339[((v >> 32) & 511)]: return False
            if not (
                D_map_ce8d55d5_src_03c3d339[((v >> 32) & 511)]
                or D_map_be25c4b1_src_9c867686[((v >> 41) & 511)]
            ): return False
            if not C_map_4b1c8ada[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_9c867686', lit): return False
            elif not C_src_9c867686[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_03c3d339', lit): return False
            elif not C_src_03c3d339[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_c0df19b5', lit): return False
            elif not C_src_c0df19b5[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_0584231920c7(mask, base):
        def lossless(v, lit):
            if not D_map_ce8d55d5_src_03c3d339[((v >> 41) & 511)]: return False
            if not C_map_02a12805[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_03c3d339', lit): return False
            elif not C_src_03c3d339[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_9c867686', lit): return False
            elif not C_src_9c867686[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_329bc229', lit): return False
            elif not C_src_329bc229[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_07fd7737827f(mask, base):
        def lossless(v, lit):
            if not D_map_782857e3_src_50423326[((v >> 32) & 511)]: return False
            if not (
                D_map_782857e3_src_50423326[((v >> 32) & 511)]
                or D_map_3242bf3b_src_72b741c3[((v >> 41) & 511)]
            ): return False
            if not C_map_fce9f7e1[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_b1d7f600', lit): return False
            elif not C_src_b1d7f600[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_a5e1bb44', lit): return False
            elif not C_src_a5e1bb44[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_cd816cb1', lit): return False
            elif not C_src_cd816cb1[x]: return False
            if not C_map_02caeb65[((v >> 61) & 7)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            return (v & mask) == base
        return lossless
    def lossless_08296cd663f4(mask, base):
        def lossless(v, lit):
            if not D_map_782857e3_src_50423326[((v >> 32) & 511)]: return False
            if not (
                D_map_782857e3_src_50423326[((v >> 32) & 511)]
                or D_map_3242bf3b_src_72b741c3[((v >> 41) & 511)]
            ): return False
            if not C_map_4825ca0d[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_b1d7f600', lit): return False
            elif not C_src_b1d7f600[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_a5e1bb44', lit): return False
            elif not C_src_a5e1bb44[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_cd816cb1', lit): return False
            elif not C_src_cd816cb1[x]: return False
            if not C_map_02caeb65[((v >> 61) & 7)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            return (v & mask) == base
        return lossless
    def lossless_08ac1cc90d94(mask, base):
        def lossless(v, lit):
            if not D_map_ce8d55d5_src_03c3d339[((v >> 32) & 511)]: return False
            if not (
                D_map_ce8d55d5_src_03c3d339[((v >> 32) & 511)]
                or D_map_be25c4b1_src_9c867686[((v >> 41) & 511)]
            ): return False
            if not C_map_02a12805[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_9c867686', lit): return False
            elif not C_src_9c867686[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_03c3d339', lit): return False
            elif not C_src_03c3d339[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_329bc229', lit): return False
            elif not C_src_329bc229[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_0be254f57c86(mask, base):
        def lossless(v, lit):
            if not D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]: return False
            if not (
                D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]
                or D_map_28ab48b2_src_c628035c[((v >> 41) & 511)]
            ): return False
            if not C_map_02a12805[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_329bc229', lit): return False
            elif not C_src_329bc229[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_0ec75a50829a(mask, base):
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_50423326', lit): return False
            elif not C_src_50423326[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_cd816cb1', lit): return False
            elif not C_src_cd816cb1[x]: return False
            if not C_map_02caeb65[((v >> 61) & 7)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            return (v & mask) == base
        return lossless
    def lossless_0f7f7108ac9d(mask, base):
        def lossless(v, lit):
            if not D_map_782857e3_src_50423326[((v >> 41) & 511)]: return False
            if not C_map_4b1c8ada[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_50423326', lit): return False
            elif not C_src_50423326[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_b1d7f600', lit): return False
            elif not C_src_b1d7f600[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_c0df19b5', lit): return False
            elif not C_src_c0df19b5[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_0ffa5b7084f5(mask, base):
        def lossless(v, lit):
            if not D_map_9a8920fe_src_a5e1bb44[((v >> 41) & 511)]: return False
            if not C_map_4825ca0d[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_50423326', lit): return False
            elif not C_src_50423326[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_72b741c3', lit): return False
            elif not C_src_72b741c3[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_cd816cb1', lit): return False
            elif not C_src_cd816cb1[x]: return False
            if not C_map_02caeb65[((v >> 61) & 7)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            return (v & mask) == base
        return lossless
    def lossless_115bfad9014d(mask, base):
        def lossless(v, lit):
            if not C_map_11cedb38[((v >> 0) & 255)]: return False
            if not CD_dep_d06451ea[((v >> 8) & 7)][((v >> 32) & 511)]: return False
            if not CD_dep_d06451ea[((v >> 61) & 7)][((v >> 41) & 511)]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_23f4289a', lit): return False
            elif not C_src_23f4289a[x]: return False
            if not C_map_06db75d4[((v >> 11) & 15)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_1171032bbbe2(mask, base):
        def lossless(v, lit):
            if not D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]: return False
            if not (
                D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]
                or D_map_d50d916e_src_b1d7f600[((v >> 41) & 511)]
            ): return False
            if not C_map_781745df[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_50423326', lit): return False
            elif not C_src_50423326[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_cd816cb1', lit): return False
            elif not C_src_cd816cb1[x]: return False
            if not C_map_02caeb65[((v >> 61) & 7)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            return (v & mask) == base
        return lossless
    def lossless_13cd2a6ca2d5(mask, base):
        def lossless(v, lit):
            if not (
                D_map_782857e3_src_50423326[((v >> 32) & 511)]
                or D_map_9a8920fe_src_a5e1bb44[((v >> 41) & 511)]
            ): return False
            if not D_map_782857e3_src_50423326[((v >> 32) & 511)]: return False
            if not D_map_9a8920fe_src_a5e1bb44[((v >> 41) & 511)]: return False
            if not C_map_fce9f7e1[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_b1d7f600', lit): return False
            elif not C_src_b1d7f600[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_72b741c3', lit): return False
            elif not C_src_72b741c3[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_cd816cb1', lit): return False
            elif not C_src_cd816cb1[x]: return False
            if not C_map_02caeb65[((v >> 61) & 7)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            return (v & mask) == base
        return lossless
    def lossless_1de64aa8dd08(mask, base):
        def lossless(v, lit):
            if not C_map_02a12805[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_329bc229', lit): return False
            elif not C_src_329bc229[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_209740c549cb(mask, base):
        def lossless(v, lit):
            if not C_map_05e6695a[((v >> 0) & 255)]: return False
            if not CD_dep_d06451ea[((v >> 8) & 7)][((v >> 32) & 511)]: return False
            if not CD_dep_d06451ea[((v >> 61) & 7)][((v >> 41) & 511)]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_ef9b5b93', lit): return False
            elif not C_src_ef9b5b93[x]: return False
            if not C_map_06db75d4[((v >> 11) & 15)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_23de820d329d(mask, base):
        def lossless(v, lit):
            if not D_map_782857e3_src_50423326[((v >> 32) & 511)]: return False
            if not (
                D_map_782857e3_src_50423326[((v >> 32) & 511)]
                or D_map_d50d916e_src_b1d7f600[((v >> 41) & 511)]
            ): return False
            if not C_map_d741ef42[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_b1d7f600', lit): return False
            elif not C_src_b1d7f600[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_50423326', lit): return False
            elif not C_src_50423326[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_1cebc659', lit): return False
            elif not C_src_1cebc659[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_243ec818104a(mask, base):
        def lossless(v, lit):
            if not D_map_6789145a_src_ba6d6889[((v >> 41) & 511)]: return False
            if not C_map_e58a0d84[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_3b0d706a', lit): return False
            elif not C_src_3b0d706a[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_63b5396d[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_25172b82fdde(mask, base):
        def lossless(v, lit):
            if not (
                D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]
                or D_map_6789145a_src_ba6d6889[((v >> 41) & 511)]
            ): return False
            if not D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]: return False
            if not D_map_6789145a_src_ba6d6889[((v >> 41) & 511)]: return False
            if not C_map_2e26968c[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_ce465377', lit): return False
            elif not C_src_ce465377[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_63b5396d[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_25857922c432(mask, base):
        def lossless(v, lit):
            if not D_map_782857e3_src_50423326[((v >> 32) & 511)]: return False
            if not (
                D_map_782857e3_src_50423326[((v >> 32) & 511)]
                or D_map_d50d916e_src_b1d7f600[((v >> 41) & 511)]
            ): return False
            if not C_map_05e6695a[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_b1d7f600', lit): return False
            elif not C_src_b1d7f600[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_50423326', lit): return False
            elif not C_src_50423326[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_ef9b5b93', lit): return False
            elif not C_src_ef9b5b93[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_2af4241e025a(mask, base):
        def lossless(v, lit):
            if not C_map_4b1c8ada[((v >> 0) & 255)]: return False
            if not CD_dep_d06451ea[((v >> 8) & 7)][((v >> 32) & 511)]: return False
            if not CD_dep_d06451ea[((v >> 61) & 7)][((v >> 41) & 511)]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_c0df19b5', lit): return False
            elif not C_src_c0df19b5[x]: return False
            if not C_map_06db75d4[((v >> 11) & 15)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_2dee2151381b(mask, base):
        def lossless(v, lit):
            if not D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]: return False
            if not (
                D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]
                or D_map_28ab48b2_src_c628035c[((v >> 41) & 511)]
            ): return False
            if not C_map_205d55a1[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_68d2f54b', lit): return False
            elif not C_src_68d2f54b[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_63b5396d[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_2e5f7dc8b216(mask, base):
        def lossless(v, lit):
            if not (
                D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]
                or D_map_782857e3_src_50423326[((v >> 41) & 511)]
            ): return False
            if not D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]: return False
            if not D_map_782857e3_src_50423326[((v >> 41) & 511)]: return False
            if not C_map_fce9f7e1[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_b1d7f600', lit): return False
            elif not C_src_b1d7f600[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_cd816cb1', lit): return False
            elif not C_src_cd816cb1[x]: return False
            if not C_map_02caeb65[((v >> 61) & 7)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            return (v & mask) == base
        return lossless
    def lossless_30eba443c0db(mask, base):
        def lossless(v, lit):
            if not (
                D_map_ce8d55d5_src_03c3d339[((v >> 32) & 511)]
                or D_map_ce8d55d5_src_03c3d339[((v >> 41) & 511)]
            ): return False
            if not D_map_ce8d55d5_src_03c3d339[((v >> 32) & 511)]: return False
            if not D_map_ce8d55d5_src_03c3d339[((v >> 41) & 511)]: return False
            if not C_map_c60ddf02[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_9c867686', lit): return False
            elif not C_src_9c867686[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_9c867686', lit): return False
            elif not C_src_9c867686[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_410a9161', lit): return False
            elif not C_src_410a9161[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_336b487f7b87(mask, base):
        def lossless(v, lit):
            if not C_map_781745df[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_50423326', lit): return False
            elif not C_src_50423326[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_a5e1bb44', lit): return False
            elif not C_src_a5e1bb44[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_cd816cb1', lit): return False
            elif not C_src_cd816cb1[x]: return False
            if not C_map_02caeb65[((v >> 61) & 7)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            return (v & mask) == base
        return lossless
    def lossless_348a8becc181(mask, base):
        def lossless(v, lit):
            if not C_map_781745df[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_50423326', lit): return False
            elif not C_src_50423326[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_cd816cb1', lit): return False
            elif not C_src_cd816cb1[x]: return False
            if not C_map_02caeb65[((v >> 61) & 7)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            return (v & mask) == base
        return lossless
    def lossless_3866ad5f3062(mask, base):
        def lossless(v, lit):
            if not (
                D_map_782857e3_src_50423326[((v >> 32) & 511)]
                or D_map_9a8920fe_src_a5e1bb44[((v >> 41) & 511)]
            ): return False
            if not D_map_782857e3_src_50423326[((v >> 32) & 511)]: return False
            if not D_map_9a8920fe_src_a5e1bb44[((v >> 41) & 511)]: return False
            if not C_map_7d83b592[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_b1d7f600', lit): return False
            elif not C_src_b1d7f600[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_72b741c3', lit): return False
            elif not C_src_72b741c3[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_cd816cb1', lit): return False
            elif not C_src_cd816cb1[x]: return False
            if not C_map_02caeb65[((v >> 61) & 7)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            return (v & mask) == base
        return lossless
    def lossless_38795cc3e6b6(mask, base):
        def lossless(v, lit):
            if not C_map_c60ddf02[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_03c3d339', lit): return False
            elif not C_src_03c3d339[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_03c3d339', lit): return False
            elif not C_src_03c3d339[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_410a9161', lit): return False
            elif not C_src_410a9161[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_38c7a60e7315(mask, base):
        def lossless(v, lit):
            if not C_map_c60ddf02[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_410a9161', lit): return False
            elif not C_src_410a9161[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_3bc54e696cb2(mask, base):
        def lossless(v, lit):
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_73b8aa62[((v >> 11) & 15)]: return False
            if not C_map_445eef89[((v >> 0) & 255)]: return False
            if not C_map_6f65affb[((v >> 8) & 7)]: return False
            if not C_map_6f65affb[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_3e4da487a976(mask, base):
        def lossless(v, lit):
            if not (
                D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]
                or D_map_6789145a_src_ba6d6889[((v >> 41) & 511)]
            ): return False
            if not D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]: return False
            if not D_map_6789145a_src_ba6d6889[((v >> 41) & 511)]: return False
            if not C_map_c60ddf02[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_410a9161', lit): return False
            elif not C_src_410a9161[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_40beb4133cb3(mask, base):
        def lossless(v, lit):
            if not (
                D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]
                or D_map_6789145a_src_ba6d6889[((v >> 41) & 511)]
            ): return False
            if not D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]: return False
            if not D_map_6789145a_src_ba6d6889[((v >> 41) & 511)]: return False
            if not C_map_d741ef42[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_1cebc659', lit): return False
            elif not C_src_1cebc659[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_41ae9de75cc6(mask, base):
        def lossless(v, lit):
            if not (
                D_map_782857e3_src_50423326[((v >> 32) & 511)]
                or D_map_782857e3_src_50423326[((v >> 41) & 511)]
            ): return False
            if not D_map_782857e3_src_50423326[((v >> 32) & 511)]: return False
            if not D_map_782857e3_src_50423326[((v >> 41) & 511)]: return False
            if not C_map_4b1c8ada[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_b1d7f600', lit): return False
            elif not C_src_b1d7f600[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_b1d7f600', lit): return False
            elif not C_src_b1d7f600[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_c0df19b5', lit): return False
            elif not C_src_c0df19b5[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_43e20b65d7db(mask, base):
        def lossless(v, lit):
            if not D_map_6789145a_src_ba6d6889[((v >> 41) & 511)]: return False
            if not C_map_205d55a1[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_68d2f54b', lit): return False
            elif not C_src_68d2f54b[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_63b5396d[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_47105fd65f7b(mask, base):
        def lossless(v, lit):
            if not (
                D_map_782857e3_src_50423326[((v >> 32) & 511)]
                or D_map_782857e3_src_50423326[((v >> 41) & 511)]
            ): return False
            if not D_map_782857e3_src_50423326[((v >> 32) & 511)]: return False
            if not D_map_782857e3_src_50423326[((v >> 41) & 511)]: return False
            if not C_map_11cedb38[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_b1d7f600', lit): return False
            elif not C_src_b1d7f600[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_b1d7f600', lit): return False
            elif not C_src_b1d7f600[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_23f4289a', lit): return False
            elif not C_src_23f4289a[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_49ad7540b111(mask, base):
        def lossless(v, lit):
            return False
        return lossless
    def lossless_4befb69853af(mask, base):
        def lossless(v, lit):
            if not (
                D_map_ce8d55d5_src_03c3d339[((v >> 32) & 511)]
                or D_map_ce8d55d5_src_03c3d339[((v >> 41) & 511)]
            ): return False
            if not D_map_ce8d55d5_src_03c3d339[((v >> 32) & 511)]: return False
            if not D_map_ce8d55d5_src_03c3d339[((v >> 41) & 511)]: return False
            if not C_map_05e6695a[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_9c867686', lit): return False
            elif not C_src_9c867686[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_9c867686', lit): return False
            elif not C_src_9c867686[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_ef9b5b93', lit): return False
            elif not C_src_ef9b5b93[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_4ff31e4771e3(mask, base):
        def lossless(v, lit):
            if not D_map_6789145a_src_ba6d6889[((v >> 41) & 511)]: return False
            if not C_map_11cedb38[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_23f4289a', lit): return False
            elif not C_src_23f4289a[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_51608fa4ab89(mask, base):
        def lossless(v, lit):
            if not C_map_e58a0d84[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_3b0d706a', lit): return False
            elif not C_src_3b0d706a[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_63b5396d[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_53a1384f125a(mask, base):
        def lossless(v, lit):
            if not D_map_ce8d55d5_src_03c3d339[((v >> 32) & 511)]: return False
            if not (
                D_map_ce8d55d5_src_03c3d339[((v >> 32) & 511)]
                or D_map_be25c4b1_src_9c867686[((v >> 41) & 511)]
            ): return False
            if not C_map_05e6695a[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_9c867686', lit): return False
            elif not C_src_9c867686[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_03c3d339', lit): return False
            elif not C_src_03c3d339[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_ef9b5b93', lit): return False
            elif not C_src_ef9b5b93[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_5469296a298e(mask, base):
        def lossless(v, lit):
            if not D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]: return False
            if not (
                D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]
                or D_map_28ab48b2_src_c628035c[((v >> 41) & 511)]
            ): return False
            if not C_map_e58a0d84[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_3b0d706a', lit): return False
            elif not C_src_3b0d706a[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_63b5396d[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_55c90c933606(mask, base):
        def lossless(v, lit):
            if not (
                D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]
                or D_map_782857e3_src_50423326[((v >> 41) & 511)]
            ): return False
            if not D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]: return False
            if not D_map_782857e3_src_50423326[((v >> 41) & 511)]: return False
            if not C_map_4825ca0d[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_b1d7f600', lit): return False
            elif not C_src_b1d7f600[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_cd816cb1', lit): return False
            elif not C_src_cd816cb1[x]: return False
            if not C_map_02caeb65[((v >> 61) & 7)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            return (v & mask) == base
        return lossless
    def lossless_562ea4235a37(mask, base):
        def lossless(v, lit):
            if not C_map_11cedb38[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_50423326', lit): return False
            elif not C_src_50423326[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_50423326', lit): return False
            elif not C_src_50423326[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_23f4289a', lit): return False
            elif not C_src_23f4289a[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_58ebefe8ff0b(mask, base):
        def lossless(v, lit):
            if not C_map_d741ef42[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_03c3d339', lit): return False
            elif not C_src_03c3d339[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_03c3d339', lit): return False
            elif not C_src_03c3d339[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_1cebc659', lit): return False
            elif not C_src_1cebc659[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_59b8af8ebdcb(mask, base):
        def lossless(v, lit):
            if not D_map_782857e3_src_50423326[((v >> 41) & 511)]: return False
            if not C_map_d741ef42[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_50423326', lit): return False
            elif not C_src_50423326[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_b1d7f600', lit): return False
            elif not C_src_b1d7f600[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_1cebc659', lit): return False
            elif not C_src_1cebc659[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_5bbd43da2962(mask, base):
        def lossless(v, lit):
            if not C_map_02a12805[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_03c3d339', lit): return False
            elif not C_src_03c3d339[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_03c3d339', lit): return False
            elif not C_src_03c3d339[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_329bc229', lit): return False
            elif not C_src_329bc229[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_5be9961e6231(mask, base):
        def lossless(v, lit):
            if not D_map_ce8d55d5_src_03c3d339[((v >> 41) & 511)]: return False
            if not C_map_05e6695a[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_03c3d339', lit): return False
            elif not C_src_03c3d339[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_9c867686', lit): return False
            elif not C_src_9c867686[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_ef9b5b93', lit): return False
            elif not C_src_ef9b5b93[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_60b3634a7b8a(mask, base):
        def lossless(v, lit):
            if not (
                D_map_782857e3_src_50423326[((v >> 32) & 511)]
                or D_map_9a8920fe_src_a5e1bb44[((v >> 41) & 511)]
            ): return False
            if not D_map_782857e3_src_50423326[((v >> 32) & 511)]: return False
            if not D_map_9a8920fe_src_a5e1bb44[((v >> 41) & 511)]: return False
            if not C_map_781745df[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_b1d7f600', lit): return False
            elif not C_src_b1d7f600[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_72b741c3', lit): return False
            elif not C_src_72b741c3[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_cd816cb1', lit): return False
            elif not C_src_cd816cb1[x]: return False
            if not C_map_02caeb65[((v >> 61) & 7)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            return (v & mask) == base
        return lossless
    def lossless_615e590604e0(mask, base):
        def lossless(v, lit):
            if not (
                D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]
                or D_map_6789145a_src_ba6d6889[((v >> 41) & 511)]
            ): return False
            if not D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]: return False
            if not D_map_6789145a_src_ba6d6889[((v >> 41) & 511)]: return False
            if not C_map_02a12805[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_329bc229', lit): return False
            elif not C_src_329bc229[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_63279ab9cb42(mask, base):
        def lossless(v, lit):
            if not D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]: return False
            if not (
                D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]
                or D_map_28ab48b2_src_c628035c[((v >> 41) & 511)]
            ): return False
            if not C_map_4b1c8ada[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_c0df19b5', lit): return False
            elif not C_src_c0df19b5[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_6a8fc711f279(mask, base):
        def lossless(v, lit):
            if not C_map_7d83b592[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_50423326', lit): return False
            elif not C_src_50423326[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_cd816cb1', lit): return False
            elif not C_src_cd816cb1[x]: return False
            if not C_map_02caeb65[((v >> 61) & 7)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            return (v & mask) == base
        return lossless
    def lossless_6ab879eccb26(mask, base):
        def lossless(v, lit):
            if not D_map_782857e3_src_50423326[((v >> 41) & 511)]: return False
            if not C_map_11cedb38[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_50423326', lit): return False
            elif not C_src_50423326[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_b1d7f600', lit): return False
            elif not C_src_b1d7f600[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_23f4289a', lit): return False
            elif not C_src_23f4289a[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_70708a4b9502(mask, base):
        def lossless(v, lit):
            if not C_map_d741ef42[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_1cebc659', lit): return False
            elif not C_src_1cebc659[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_724fbab290c4(mask, base):
        def lossless(v, lit):
            if not C_map_d741ef42[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_50423326', lit): return False
            elif not C_src_50423326[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_50423326', lit): return False
            elif not C_src_50423326[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_1cebc659', lit): return False
            elif not C_src_1cebc659[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_750b4ea8c9d0(mask, base):
        def lossless(v, lit):
            if not D_map_782857e3_src_50423326[((v >> 41) & 511)]: return False
            if not C_map_05e6695a[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_50423326', lit): return False
            elif not C_src_50423326[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_b1d7f600', lit): return False
            elif not C_src_b1d7f600[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_ef9b5b93', lit): return False
            elif not C_src_ef9b5b93[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_7609b3bfdb9f(mask, base):
        def lossless(v, lit):
            if not D_map_782857e3_src_50423326[((v >> 32) & 511)]: return False
            if not (
                D_map_782857e3_src_50423326[((v >> 32) & 511)]
                or D_map_d50d916e_src_b1d7f600[((v >> 41) & 511)]
            ): return False
            if not C_map_11cedb38[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_b1d7f600', lit): return False
            elif not C_src_b1d7f600[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_50423326', lit): return False
            elif not C_src_50423326[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_23f4289a', lit): return False
            elif not C_src_23f4289a[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_78301de6681b(mask, base):
        def lossless(v, lit):
            if not D_map_9a8920fe_src_a5e1bb44[((v >> 41) & 511)]: return False
            if not C_map_781745df[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_50423326', lit): return False
            elif not C_src_50423326[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_72b741c3', lit): return False
            elif not C_src_72b741c3[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_cd816cb1', lit): return False
            elif not C_src_cd816cb1[x]: return False
            if not C_map_02caeb65[((v >> 61) & 7)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            return (v & mask) == base
        return lossless
    def lossless_79167804c5a3(mask, base):
        def lossless(v, lit):
            if not D_map_9a8920fe_src_a5e1bb44[((v >> 41) & 511)]: return False
            if not C_map_fce9f7e1[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_50423326', lit): return False
            elif not C_src_50423326[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_72b741c3', lit): return False
            elif not C_src_72b741c3[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_cd816cb1', lit): return False
            elif not C_src_cd816cb1[x]: return False
            if not C_map_02caeb65[((v >> 61) & 7)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            return (v & mask) == base
        return lossless
    def lossless_7c72f689d9af(mask, base):
        def lossless(v, lit):
            if not C_map_4b1c8ada[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_c0df19b5', lit): return False
            elif not C_src_c0df19b5[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_7ce0a70a6199(mask, base):
        def lossless(v, lit):
            if not D_map_782857e3_src_50423326[((v >> 32) & 511)]: return False
            if not (
                D_map_782857e3_src_50423326[((v >> 32) & 511)]
                or D_map_3242bf3b_src_72b741c3[((v >> 41) & 511)]
            ): return False
            if not C_map_781745df[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_b1d7f600', lit): return False
            elif not C_src_b1d7f600[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_a5e1bb44', lit): return False
            elif not C_src_a5e1bb44[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_cd816cb1', lit): return False
            elif not C_src_cd816cb1[x]: return False
            if not C_map_02caeb65[((v >> 61) & 7)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            return (v & mask) == base
        return lossless
    def lossless_7d354d818183(mask, base):
        def lossless(v, lit):
            if not D_map_9a8920fe_src_a5e1bb44[((v >> 41) & 511)]: return False
            if not C_map_7d83b592[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_50423326', lit): return False
            elif not C_src_50423326[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_72b741c3', lit): return False
            elif not C_src_72b741c3[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_cd816cb1', lit): return False
            elif not C_src_cd816cb1[x]: return False
            if not C_map_02caeb65[((v >> 61) & 7)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            return (v & mask) == base
        return lossless
    def lossless_7fe89d14b89e(mask, base):
        def lossless(v, lit):
            if not C_map_05e6695a[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_03c3d339', lit): return False
            elif not C_src_03c3d339[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_03c3d339', lit): return False
            elif not C_src_03c3d339[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_ef9b5b93', lit): return False
            elif not C_src_ef9b5b93[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_7fed75b35ad0(mask, base):
        def lossless(v, lit):
            if not C_map_2e26968c[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_ce465377', lit): return False
            elif not C_src_ce465377[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_63b5396d[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_8046fbd2a202(mask, base):
        def lossless(v, lit):
            if not C_map_05e6695a[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_50423326', lit): return False
            elif not C_src_50423326[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_50423326', lit): return False
            elif not C_src_50423326[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_ef9b5b93', lit): return False
            elif not C_src_ef9b5b93[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_807d471df8e7(mask, base):
        def lossless(v, lit):
            if not C_map_4b1c8ada[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_03c3d339', lit): return False
            elif not C_src_03c3d339[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_03c3d339', lit): return False
            elif not C_src_03c3d339[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_c0df19b5', lit): return False
            elif not C_src_c0df19b5[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_82f62739d3c7(mask, base):
        def lossless(v, lit):
            if not D_map_ce8d55d5_src_03c3d339[((v >> 41) & 511)]: return False
            if not C_map_11cedb38[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_03c3d339', lit): return False
            elif not C_src_03c3d339[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_9c867686', lit): return False
            elif not C_src_9c867686[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_23f4289a', lit): return False
            elif not C_src_23f4289a[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_83766dc9cf24(mask, base):
        def lossless(v, lit):
            if not D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]: return False
            if not (
                D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]
                or D_map_28ab48b2_src_c628035c[((v >> 41) & 511)]
            ): return False
            if not C_map_c60ddf02[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_410a9161', lit): return False
            elif not C_src_410a9161[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_83ace01189c3(mask, base):
        def lossless(v, lit):
            if not D_map_ce8d55d5_src_03c3d339[((v >> 32) & 511)]: return False
            if not (
                D_map_ce8d55d5_src_03c3d339[((v >> 32) & 511)]
                or D_map_be25c4b1_src_9c867686[((v >> 41) & 511)]
            ): return False
            if not C_map_c60ddf02[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_9c867686', lit): return False
            elif not C_src_9c867686[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_03c3d339', lit): return False
            elif not C_src_03c3d339[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_410a9161', lit): return False
            elif not C_src_410a9161[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_860120e7acd2(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_3b1461f2', lit): return False
            elif not C_src_3b1461f2[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_63b5396d[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_861e6a7fd248(mask, base):
        def lossless(v, lit):
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_445eef89[((v >> 0) & 255)]: return False
            if not C_map_6f65affb[((v >> 8) & 7)]: return False
            if not C_map_6f65affb[((v >> 61) & 7)]: return False
            if not C_map_73b8aa62[((v >> 11) & 15)]: return False
            return (v & mask) == base
        return lossless
    def lossless_88e6627945ae(mask, base):
        def lossless(v, lit):
            if not (
                D_map_ce8d55d5_src_03c3d339[((v >> 32) & 511)]
                or D_map_ce8d55d5_src_03c3d339[((v >> 41) & 511)]
            ): return False
            if not D_map_ce8d55d5_src_03c3d339[((v >> 32) & 511)]: return False
            if not D_map_ce8d55d5_src_03c3d339[((v >> 41) & 511)]: return False
            if not C_map_11cedb38[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_9c867686', lit): return False
            elif not C_src_9c867686[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_9c867686', lit): return False
            elif not C_src_9c867686[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_23f4289a', lit): return False
            elif not C_src_23f4289a[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_8c20528e1fa1(mask, base):
        def lossless(v, lit):
            if not D_map_6789145a_src_ba6d6889[((v >> 41) & 511)]: return False
            if not C_map_02a12805[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_329bc229', lit): return False
            elif not C_src_329bc229[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_8dc8e7ba02ca(mask, base):
        def lossless(v, lit):
            if not D_map_6789145a_src_ba6d6889[((v >> 41) & 511)]: return False
            if not C_map_c60ddf02[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_410a9161', lit): return False
            elif not C_src_410a9161[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_8f060107a462(mask, base):
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_50423326', lit): return False
            elif not C_src_50423326[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_a5e1bb44', lit): return False
            elif not C_src_a5e1bb44[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_cd816cb1', lit): return False
            elif not C_src_cd816cb1[x]: return False
            if not C_map_02caeb65[((v >> 61) & 7)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            return (v & mask) == base
        return lossless
    def lossless_92af82fde35a(mask, base):
        def lossless(v, lit):
            if not D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]: return False
            if not (
                D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]
                or D_map_d50d916e_src_b1d7f600[((v >> 41) & 511)]
            ): return False
            if not C_map_7d83b592[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_50423326', lit): return False
            elif not C_src_50423326[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_cd816cb1', lit): return False
            elif not C_src_cd816cb1[x]: return False
            if not C_map_02caeb65[((v >> 61) & 7)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            return (v & mask) == base
        return lossless
    def lossless_93c6ce06dd29(mask, base):
        def lossless(v, lit):
            if not D_map_ce8d55d5_src_03c3d339[((v >> 41) & 511)]: return False
            if not C_map_d741ef42[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_03c3d339', lit): return False
            elif not C_src_03c3d339[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_9c867686', lit): return False
            elif not C_src_9c867686[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_1cebc659', lit): return False
            elif not C_src_1cebc659[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_973d9c5b03e2(mask, base):
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_50423326', lit): return False
            elif not C_src_50423326[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_a5e1bb44', lit): return False
            elif not C_src_a5e1bb44[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_cd816cb1', lit): return False
            elif not C_src_cd816cb1[x]: return False
            if not C_map_02caeb65[((v >> 61) & 7)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            return (v & mask) == base
        return lossless
    def lossless_99d643ad096c(mask, base):
        def lossless(v, lit):
            if not (
                D_map_782857e3_src_50423326[((v >> 32) & 511)]
                or D_map_9a8920fe_src_a5e1bb44[((v >> 41) & 511)]
            ): return False
            if not D_map_782857e3_src_50423326[((v >> 32) & 511)]: return False
            if not D_map_9a8920fe_src_a5e1bb44[((v >> 41) & 511)]: return False
            if not C_map_4825ca0d[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_b1d7f600', lit): return False
            elif not C_src_b1d7f600[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_72b741c3', lit): return False
            elif not C_src_72b741c3[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_cd816cb1', lit): return False
            elif not C_src_cd816cb1[x]: return False
            if not C_map_02caeb65[((v >> 61) & 7)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            return (v & mask) == base
        return lossless
    def lossless_9de9d893f820(mask, base):
        def lossless(v, lit):
            if not D_map_782857e3_src_50423326[((v >> 41) & 511)]: return False
            if not C_map_4825ca0d[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_b1d7f600', lit): return False
            elif not C_src_b1d7f600[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_cd816cb1', lit): return False
            elif not C_src_cd816cb1[x]: return False
            if not C_map_02caeb65[((v >> 61) & 7)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            return (v & mask) == base
        return lossless
    def lossless_9fd560d71075(mask, base):
        def lossless(v, lit):
            if not D_map_782857e3_src_50423326[((v >> 41) & 511)]: return False
            if not C_map_7d83b592[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_b1d7f600', lit): return False
            elif not C_src_b1d7f600[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_cd816cb1', lit): return False
            elif not C_src_cd816cb1[x]: return False
            if not C_map_02caeb65[((v >> 61) & 7)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            return (v & mask) == base
        return lossless
    def lossless_a10d1be4d0cf(mask, base):
        def lossless(v, lit):
            if not D_map_ce8d55d5_src_03c3d339[((v >> 32) & 511)]: return False
            if not (
                D_map_ce8d55d5_src_03c3d339[((v >> 32) & 511)]
                or D_map_be25c4b1_src_9c867686[((v >> 41) & 511)]
            ): return False
            if not C_map_11cedb38[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_9c867686', lit): return False
            elif not C_src_9c867686[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_03c3d339', lit): return False
            elif not C_src_03c3d339[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_23f4289a', lit): return False
            elif not C_src_23f4289a[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_a1b425956419(mask, base):
        def lossless(v, lit):
            if not (
                D_map_ce8d55d5_src_03c3d339[((v >> 32) & 511)]
                or D_map_ce8d55d5_src_03c3d339[((v >> 41) & 511)]
            ): return False
            if not D_map_ce8d55d5_src_03c3d339[((v >> 32) & 511)]: return False
            if not D_map_ce8d55d5_src_03c3d339[((v >> 41) & 511)]: return False
            if not C_map_4b1c8ada[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_9c867686', lit): return False
            elif not C_src_9c867686[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_9c867686', lit): return False
            elif not C_src_9c867686[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_c0df19b5', lit): return False
            elif not C_src_c0df19b5[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_a25696d11a73(mask, base):
        def lossless(v, lit):
            if not C_map_d741ef42[((v >> 0) & 255)]: return False
            if not CD_dep_d06451ea[((v >> 8) & 7)][((v >> 32) & 511)]: return False
            if not CD_dep_d06451ea[((v >> 61) & 7)][((v >> 41) & 511)]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_1cebc659', lit): return False
            elif not C_src_1cebc659[x]: return False
            if not C_map_06db75d4[((v >> 11) & 15)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_a3f9b2d73312(mask, base):
        def lossless(v, lit):
            if not D_map_ce8d55d5_src_03c3d339[((v >> 41) & 511)]: return False
            if not C_map_4b1c8ada[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_03c3d339', lit): return False
            elif not C_src_03c3d339[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_9c867686', lit): return False
            elif not C_src_9c867686[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_c0df19b5', lit): return False
            elif not C_src_c0df19b5[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_a42a40001749(mask, base):
        def lossless(v, lit):
            if not (
                D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]
                or D_map_6789145a_src_ba6d6889[((v >> 41) & 511)]
            ): return False
            if not D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]: return False
            if not D_map_6789145a_src_ba6d6889[((v >> 41) & 511)]: return False
            if not C_map_11cedb38[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_23f4289a', lit): return False
            elif not C_src_23f4289a[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_a472d2fad3f2(mask, base):
        def lossless(v, lit):
            if not D_map_ce8d55d5_src_03c3d339[((v >> 32) & 511)]: return False
            if not (
                D_map_ce8d55d5_src_03c3d339[((v >> 32) & 511)]
                or D_map_be25c4b1_src_9c867686[((v >> 41) & 511)]
            ): return False
            if not C_map_d741ef42[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_9c867686', lit): return False
            elif not C_src_9c867686[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_03c3d339', lit): return False
            elif not C_src_03c3d339[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_1cebc659', lit): return False
            elif not C_src_1cebc659[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_a8d296ebba50(mask, base):
        def lossless(v, lit):
            if not D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]: return False
            if not (
                D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]
                or D_map_28ab48b2_src_c628035c[((v >> 41) & 511)]
            ): return False
            if not C_map_11cedb38[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_23f4289a', lit): return False
            elif not C_src_23f4289a[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_ae8b53423e85(mask, base):
        def lossless(v, lit):
            if not (
                D_map_ce8d55d5_src_03c3d339[((v >> 32) & 511)]
                or D_map_ce8d55d5_src_03c3d339[((v >> 41) & 511)]
            ): return False
            if not D_map_ce8d55d5_src_03c3d339[((v >> 32) & 511)]: return False
            if not D_map_ce8d55d5_src_03c3d339[((v >> 41) & 511)]: return False
            if not C_map_d741ef42[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_9c867686', lit): return False
            elif not C_src_9c867686[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_9c867686', lit): return False
            elif not C_src_9c867686[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_1cebc659', lit): return False
            elif not C_src_1cebc659[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_ae90583c518d(mask, base):
        def lossless(v, lit):
            if not D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]: return False
            if not (
                D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]
                or D_map_28ab48b2_src_c628035c[((v >> 41) & 511)]
            ): return False
            if not C_map_2e26968c[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_ce465377', lit): return False
            elif not C_src_ce465377[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_63b5396d[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_b2c4383642e1(mask, base):
        def lossless(v, lit):
            if not (
                D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]
                or D_map_6789145a_src_ba6d6889[((v >> 41) & 511)]
            ): return False
            if not D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]: return False
            if not D_map_6789145a_src_ba6d6889[((v >> 41) & 511)]: return False
            if not C_map_05e6695a[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_ef9b5b93', lit): return False
            elif not C_src_ef9b5b93[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_b39aacf1b224(mask, base):
        def lossless(v, lit):
            if not D_map_6789145a_src_ba6d6889[((v >> 41) & 511)]: return False
            if not C_map_05e6695a[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_ef9b5b93', lit): return False
            elif not C_src_ef9b5b93[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_b8a669e2941b(mask, base):
        def lossless(v, lit):
            if not C_map_205d55a1[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_68d2f54b', lit): return False
            elif not C_src_68d2f54b[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_63b5396d[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_bb63c9430e14(mask, base):
        def lossless(v, lit):
            if not C_map_11cedb38[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_03c3d339', lit): return False
            elif not C_src_03c3d339[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_03c3d339', lit): return False
            elif not C_src_03c3d339[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_23f4289a', lit): return False
            elif not C_src_23f4289a[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_bcbce385cbab(mask, base):
        def lossless(v, lit):
            if not D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]: return False
            if not (
                D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]
                or D_map_d50d916e_src_b1d7f600[((v >> 41) & 511)]
            ): return False
            if not C_map_4825ca0d[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_50423326', lit): return False
            elif not C_src_50423326[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_cd816cb1', lit): return False
            elif not C_src_cd816cb1[x]: return False
            if not C_map_02caeb65[((v >> 61) & 7)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            return (v & mask) == base
        return lossless
    def lossless_bdfb77de72ae(mask, base):
        def lossless(v, lit):
            if not D_map_6789145a_src_ba6d6889[((v >> 41) & 511)]: return False
            if not C_map_2e26968c[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_ce465377', lit): return False
            elif not C_src_ce465377[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_63b5396d[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_c168e6ded8c3(mask, base):
        def lossless(v, lit):
            if not D_map_6789145a_src_ba6d6889[((v >> 41) & 511)]: return False
            if not C_map_d741ef42[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_1cebc659', lit): return False
            elif not C_src_1cebc659[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_c1e49a9b16df(mask, base):
        def lossless(v, lit):
            if not D_map_782857e3_src_50423326[((v >> 41) & 511)]: return False
            if not C_map_fce9f7e1[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_b1d7f600', lit): return False
            elif not C_src_b1d7f600[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_cd816cb1', lit): return False
            elif not C_src_cd816cb1[x]: return False
            if not C_map_02caeb65[((v >> 61) & 7)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            return (v & mask) == base
        return lossless
    def lossless_c45f7bdb35f2(mask, base):
        def lossless(v, lit):
            if not D_map_782857e3_src_50423326[((v >> 32) & 511)]: return False
            if not (
                D_map_782857e3_src_50423326[((v >> 32) & 511)]
                or D_map_3242bf3b_src_72b741c3[((v >> 41) & 511)]
            ): return False
            if not C_map_7d83b592[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_b1d7f600', lit): return False
            elif not C_src_b1d7f600[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_a5e1bb44', lit): return False
            elif not C_src_a5e1bb44[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_cd816cb1', lit): return False
            elif not C_src_cd816cb1[x]: return False
            if not C_map_02caeb65[((v >> 61) & 7)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            return (v & mask) == base
        return lossless
    def lossless_c63033d113a8(mask, base):
        def lossless(v, lit):
            if not D_map_6789145a_src_ba6d6889[((v >> 41) & 511)]: return False
            if not C_map_4b1c8ada[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_c0df19b5', lit): return False
            elif not C_src_c0df19b5[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_caec249ae32c(mask, base):
        def lossless(v, lit):
            if not D_map_6789145a_src_ba6d6889[((v >> 41) & 511)]: return False
            if not C_map_1bfc3ba5[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_3b1461f2', lit): return False
            elif not C_src_3b1461f2[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_63b5396d[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_cafd31c4e548(mask, base):
        def lossless(v, lit):
            if not (
                D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]
                or D_map_782857e3_src_50423326[((v >> 41) & 511)]
            ): return False
            if not D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]: return False
            if not D_map_782857e3_src_50423326[((v >> 41) & 511)]: return False
            if not C_map_7d83b592[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_b1d7f600', lit): return False
            elif not C_src_b1d7f600[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_cd816cb1', lit): return False
            elif not C_src_cd816cb1[x]: return False
            if not C_map_02caeb65[((v >> 61) & 7)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            return (v & mask) == base
        return lossless
    def lossless_cd296960ca66(mask, base):
        def lossless(v, lit):
            if not D_map_782857e3_src_50423326[((v >> 41) & 511)]: return False
            if not C_map_781745df[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_b1d7f600', lit): return False
            elif not C_src_b1d7f600[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_cd816cb1', lit): return False
            elif not C_src_cd816cb1[x]: return False
            if not C_map_02caeb65[((v >> 61) & 7)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            return (v & mask) == base
        return lossless
    def lossless_cd8fcf9a9d13(mask, base):
        def lossless(v, lit):
            if not (
                D_map_782857e3_src_50423326[((v >> 32) & 511)]
                or D_map_782857e3_src_50423326[((v >> 41) & 511)]
            ): return False
            if not D_map_782857e3_src_50423326[((v >> 32) & 511)]: return False
            if not D_map_782857e3_src_50423326[((v >> 41) & 511)]: return False
            if not C_map_d741ef42[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_b1d7f600', lit): return False
            elif not C_src_b1d7f600[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_b1d7f600', lit): return False
            elif not C_src_b1d7f600[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_1cebc659', lit): return False
            elif not C_src_1cebc659[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_cfbafbfe945f(mask, base):
        def lossless(v, lit):
            if not D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]: return False
            if not (
                D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]
                or D_map_28ab48b2_src_c628035c[((v >> 41) & 511)]
            ): return False
            if not C_map_1bfc3ba5[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_3b1461f2', lit): return False
            elif not C_src_3b1461f2[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_63b5396d[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_d03f7711d2ad(mask, base):
        def lossless(v, lit):
            if not (
                D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]
                or D_map_6789145a_src_ba6d6889[((v >> 41) & 511)]
            ): return False
            if not D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]: return False
            if not D_map_6789145a_src_ba6d6889[((v >> 41) & 511)]: return False
            if not C_map_4b1c8ada[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_c0df19b5', lit): return False
            elif not C_src_c0df19b5[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_d2d44dca6922(mask, base):
        def lossless(v, lit):
            if not (
                D_map_ce8d55d5_src_03c3d339[((v >> 32) & 511)]
                or D_map_ce8d55d5_src_03c3d339[((v >> 41) & 511)]
            ): return False
            if not D_map_ce8d55d5_src_03c3d339[((v >> 32) & 511)]: return False
            if not D_map_ce8d55d5_src_03c3d339[((v >> 41) & 511)]: return False
            if not C_map_02a12805[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_9c867686', lit): return False
            elif not C_src_9c867686[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_9c867686', lit): return False
            elif not C_src_9c867686[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_329bc229', lit): return False
            elif not C_src_329bc229[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_d4a60663fd5b(mask, base):
        def lossless(v, lit):
            if not D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]: return False
            if not (
                D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]
                or D_map_28ab48b2_src_c628035c[((v >> 41) & 511)]
            ): return False
            if not C_map_05e6695a[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_ef9b5b93', lit): return False
            elif not C_src_ef9b5b93[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_d533416fab61(mask, base):
        def lossless(v, lit):
            if not D_map_ce8d55d5_src_03c3d339[((v >> 41) & 511)]: return False
            if not C_map_c60ddf02[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_03c3d339', lit): return False
            elif not C_src_03c3d339[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_9c867686', lit): return False
            elif not C_src_9c867686[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_410a9161', lit): return False
            elif not C_src_410a9161[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_d538cd1f0c10(mask, base):
        def lossless(v, lit):
            if not (
                D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]
                or D_map_6789145a_src_ba6d6889[((v >> 41) & 511)]
            ): return False
            if not D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]: return False
            if not D_map_6789145a_src_ba6d6889[((v >> 41) & 511)]: return False
            if not C_map_205d55a1[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_68d2f54b', lit): return False
            elif not C_src_68d2f54b[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_63b5396d[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_d64775d31ecd(mask, base):
        def lossless(v, lit):
            if not (
                D_map_782857e3_src_50423326[((v >> 32) & 511)]
                or D_map_782857e3_src_50423326[((v >> 41) & 511)]
            ): return False
            if not D_map_782857e3_src_50423326[((v >> 32) & 511)]: return False
            if not D_map_782857e3_src_50423326[((v >> 41) & 511)]: return False
            if not C_map_05e6695a[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_b1d7f600', lit): return False
            elif not C_src_b1d7f600[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_b1d7f600', lit): return False
            elif not C_src_b1d7f600[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_ef9b5b93', lit): return False
            elif not C_src_ef9b5b93[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_dadb57337ca3(mask, base):
        def lossless(v, lit):
            if not (
                D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]
                or D_map_782857e3_src_50423326[((v >> 41) & 511)]
            ): return False
            if not D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]: return False
            if not D_map_782857e3_src_50423326[((v >> 41) & 511)]: return False
            if not C_map_781745df[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_b1d7f600', lit): return False
            elif not C_src_b1d7f600[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_cd816cb1', lit): return False
            elif not C_src_cd816cb1[x]: return False
            if not C_map_02caeb65[((v >> 61) & 7)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            return (v & mask) == base
        return lossless
    def lossless_e0bcb6231268(mask, base):
        def lossless(v, lit):
            if not D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]: return False
            if not (
                D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]
                or D_map_d50d916e_src_b1d7f600[((v >> 41) & 511)]
            ): return False
            if not C_map_fce9f7e1[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_50423326', lit): return False
            elif not C_src_50423326[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_cd816cb1', lit): return False
            elif not C_src_cd816cb1[x]: return False
            if not C_map_02caeb65[((v >> 61) & 7)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            return (v & mask) == base
        return lossless
    def lossless_e2408bd2e644(mask, base):
        def lossless(v, lit):
            if not C_map_11cedb38[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_23f4289a', lit): return False
            elif not C_src_23f4289a[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_e5309f9d89f0(mask, base):
        def lossless(v, lit):
            if not (
                D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]
                or D_map_6789145a_src_ba6d6889[((v >> 41) & 511)]
            ): return False
            if not D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]: return False
            if not D_map_6789145a_src_ba6d6889[((v >> 41) & 511)]: return False
            if not C_map_1bfc3ba5[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_3b1461f2', lit): return False
            elif not C_src_3b1461f2[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_63b5396d[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_e7afbd8cc5dc(mask, base):
        def lossless(v, lit):
            if not D_map_782857e3_src_50423326[((v >> 32) & 511)]: return False
            if not (
                D_map_782857e3_src_50423326[((v >> 32) & 511)]
                or D_map_d50d916e_src_b1d7f600[((v >> 41) & 511)]
            ): return False
            if not C_map_4b1c8ada[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_b1d7f600', lit): return False
            elif not C_src_b1d7f600[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_50423326', lit): return False
            elif not C_src_50423326[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_c0df19b5', lit): return False
            elif not C_src_c0df19b5[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_eaf196f1b139(mask, base):
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_50423326', lit): return False
            elif not C_src_50423326[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_cd816cb1', lit): return False
            elif not C_src_cd816cb1[x]: return False
            if not C_map_02caeb65[((v >> 61) & 7)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            return (v & mask) == base
        return lossless
    def lossless_ed74e1e2edff(mask, base):
        def lossless(v, lit):
            if not (
                D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]
                or D_map_6789145a_src_ba6d6889[((v >> 41) & 511)]
            ): return False
            if not D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]: return False
            if not D_map_6789145a_src_ba6d6889[((v >> 41) & 511)]: return False
            if not C_map_e58a0d84[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_3b0d706a', lit): return False
            elif not C_src_3b0d706a[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_63b5396d[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_edbf3f82e8b3(mask, base):
        def lossless(v, lit):
            if not D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]: return False
            if not (
                D_map_6789145a_src_ba6d6889[((v >> 32) & 511)]
                or D_map_28ab48b2_src_c628035c[((v >> 41) & 511)]
            ): return False
            if not C_map_d741ef42[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_c628035c', lit): return False
            elif not C_src_c628035c[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_ba6d6889', lit): return False
            elif not C_src_ba6d6889[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_1cebc659', lit): return False
            elif not C_src_1cebc659[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    def lossless_f468b3c67f4a(mask, base):
        def lossless(v, lit):
            if not C_map_7d83b592[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_50423326', lit): return False
            elif not C_src_50423326[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_a5e1bb44', lit): return False
            elif not C_src_a5e1bb44[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_cd816cb1', lit): return False
            elif not C_src_cd816cb1[x]: return False
            if not C_map_02caeb65[((v >> 61) & 7)]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            return (v & mask) == base
        return lossless
    def lossless_fe62919787f4(mask, base):
        def lossless(v, lit):
            if not C_map_4b1c8ada[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_50423326', lit): return False
            elif not C_src_50423326[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_50423326', lit): return False
            elif not C_src_50423326[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_c0df19b5', lit): return False
            elif not C_src_c0df19b5[x]: return False
            if not C_map_0538e8ab[((v >> 8) & 7)]: return False
            if not C_map_6789db5b[((v >> 11) & 15)]: return False
            if not C_map_3f81337f[((v >> 61) & 7)]: return False
            return (v & mask) == base
        return lossless
    return {
        (44, 0, 0, 0): (lossless_3bc54e696cb2, 0x7fc000000000000, 0x0),
        (44, 0, 0, 1): (lossless_3bc54e696cb2, 0x7fc000000000000, 0x0),
        (44, 0, 1, 0): (lossless_3bc54e696cb2, 0x7fc000000000000, 0x0),
        (44, 0, 1, 1): (lossless_861e6a7fd248, 0x7fc000000000000, 0x0),
        (45, 0, 0, 0): (lossless_2af4241e025a, 0x0, 0x0),
        (45, 0, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (45, 0, 1, 0): (lossless_49ad7540b111, 0x0, 0x0),
        (45, 0, 1, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (45, 1, 0, 0): (lossless_209740c549cb, 0x0, 0x0),
        (45, 1, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (45, 1, 1, 0): (lossless_49ad7540b111, 0x0, 0x0),
        (45, 1, 1, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (46, 0, 0, 0): (lossless_a25696d11a73, 0x0, 0x0),
        (46, 0, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (46, 0, 1, 0): (lossless_49ad7540b111, 0x0, 0x0),
        (46, 0, 1, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (46, 1, 0, 0): (lossless_115bfad9014d, 0x0, 0x0),
        (46, 1, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (46, 1, 1, 0): (lossless_49ad7540b111, 0x0, 0x0),
        (46, 1, 1, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (53, 0, 0, 0): (lossless_fe62919787f4, 0x0, 0x0),
        (53, 0, 0, 1): (lossless_0f7f7108ac9d, 0x0, 0x0),
        (53, 0, 1, 0): (lossless_e7afbd8cc5dc, 0x0, 0x0),
        (53, 0, 1, 1): (lossless_41ae9de75cc6, 0x0, 0x0),
        (53, 1, 0, 0): (lossless_8046fbd2a202, 0x0, 0x0),
        (53, 1, 0, 1): (lossless_750b4ea8c9d0, 0x0, 0x0),
        (53, 1, 1, 0): (lossless_25857922c432, 0x0, 0x0),
        (53, 1, 1, 1): (lossless_d64775d31ecd, 0x0, 0x0),
        (54, 0, 0, 0): (lossless_fe62919787f4, 0x0, 0x0),
        (54, 0, 0, 1): (lossless_0f7f7108ac9d, 0x0, 0x0),
        (54, 0, 1, 0): (lossless_e7afbd8cc5dc, 0x0, 0x0),
        (54, 0, 1, 1): (lossless_41ae9de75cc6, 0x0, 0x0),
        (54, 1, 0, 0): (lossless_8046fbd2a202, 0x0, 0x0),
        (54, 1, 0, 1): (lossless_750b4ea8c9d0, 0x0, 0x0),
        (54, 1, 1, 0): (lossless_25857922c432, 0x0, 0x0),
        (54, 1, 1, 1): (lossless_d64775d31ecd, 0x0, 0x0),
        (55, 0, 0, 0): (lossless_724fbab290c4, 0x0, 0x0),
        (55, 0, 0, 1): (lossless_59b8af8ebdcb, 0x0, 0x0),
        (55, 0, 1, 0): (lossless_23de820d329d, 0x0, 0x0),
        (55, 0, 1, 1): (lossless_cd8fcf9a9d13, 0x0, 0x0),
        (55, 1, 0, 0): (lossless_562ea4235a37, 0x0, 0x0),
        (55, 1, 0, 1): (lossless_6ab879eccb26, 0x0, 0x0),
        (55, 1, 1, 0): (lossless_7609b3bfdb9f, 0x0, 0x0),
        (55, 1, 1, 1): (lossless_47105fd65f7b, 0x0, 0x0),
        (56, 0, 0, 0): (lossless_724fbab290c4, 0x0, 0x0),
        (56, 0, 0, 1): (lossless_59b8af8ebdcb, 0x0, 0x0),
        (56, 0, 1, 0): (lossless_23de820d329d, 0x0, 0x0),
        (56, 0, 1, 1): (lossless_cd8fcf9a9d13, 0x0, 0x0),
        (56, 1, 0, 0): (lossless_562ea4235a37, 0x0, 0x0),
        (56, 1, 0, 1): (lossless_6ab879eccb26, 0x0, 0x0),
        (56, 1, 1, 0): (lossless_7609b3bfdb9f, 0x0, 0x0),
        (56, 1, 1, 1): (lossless_47105fd65f7b, 0x0, 0x0),
        (57, 0, 0, 0): (lossless_8f060107a462, 0x0, 0x0),
        (57, 0, 0, 1): (lossless_0ffa5b7084f5, 0x0, 0x0),
        (57, 0, 1, 0): (lossless_08296cd663f4, 0x0, 0x0),
        (57, 0, 1, 1): (lossless_99d643ad096c, 0x0, 0x0),
        (57, 1, 0, 0): (lossless_973d9c5b03e2, 0x0, 0x0),
        (57, 1, 0, 1): (lossless_79167804c5a3, 0x0, 0x0),
        (57, 1, 1, 0): (lossless_07fd7737827f, 0x0, 0x0),
        (57, 1, 1, 1): (lossless_13cd2a6ca2d5, 0x0, 0x0),
        (58, 0, 0, 0): (lossless_8f060107a462, 0x0, 0x0),
        (58, 0, 0, 1): (lossless_0ffa5b7084f5, 0x0, 0x0),
        (58, 0, 1, 0): (lossless_08296cd663f4, 0x0, 0x0),
        (58, 0, 1, 1): (lossless_99d643ad096c, 0x0, 0x0),
        (58, 1, 0, 0): (lossless_973d9c5b03e2, 0x0, 0x0),
        (58, 1, 0, 1): (lossless_79167804c5a3, 0x0, 0x0),
        (58, 1, 1, 0): (lossless_07fd7737827f, 0x0, 0x0),
        (58, 1, 1, 1): (lossless_13cd2a6ca2d5, 0x0, 0x0),
        (59, 0, 0, 0): (lossless_8f060107a462, 0x0, 0x0),
        (59, 0, 0, 1): (lossless_0ffa5b7084f5, 0x0, 0x0),
        (59, 0, 1, 0): (lossless_08296cd663f4, 0x0, 0x0),
        (59, 0, 1, 1): (lossless_99d643ad096c, 0x0, 0x0),
        (59, 1, 0, 0): (lossless_973d9c5b03e2, 0x0, 0x0),
        (59, 1, 0, 1): (lossless_79167804c5a3, 0x0, 0x0),
        (59, 1, 1, 0): (lossless_07fd7737827f, 0x0, 0x0),
        (59, 1, 1, 1): (lossless_13cd2a6ca2d5, 0x0, 0x0),
        (60, 0, 0, 0): (lossless_8f060107a462, 0x0, 0x0),
        (60, 0, 0, 1): (lossless_0ffa5b7084f5, 0x0, 0x0),
        (60, 0, 1, 0): (lossless_08296cd663f4, 0x0, 0x0),
        (60, 0, 1, 1): (lossless_99d643ad096c, 0x0, 0x0),
        (60, 1, 0, 0): (lossless_973d9c5b03e2, 0x0, 0x0),
        (60, 1, 0, 1): (lossless_79167804c5a3, 0x0, 0x0),
        (60, 1, 1, 0): (lossless_07fd7737827f, 0x0, 0x0),
        (60, 1, 1, 1): (lossless_13cd2a6ca2d5, 0x0, 0x0),
        (61, 0, 0, 0): (lossless_8f060107a462, 0x0, 0x0),
        (61, 0, 0, 1): (lossless_0ffa5b7084f5, 0x0, 0x0),
        (61, 0, 1, 0): (lossless_08296cd663f4, 0x0, 0x0),
        (61, 0, 1, 1): (lossless_99d643ad096c, 0x0, 0x0),
        (61, 1, 0, 0): (lossless_973d9c5b03e2, 0x0, 0x0),
        (61, 1, 0, 1): (lossless_79167804c5a3, 0x0, 0x0),
        (61, 1, 1, 0): (lossless_07fd7737827f, 0x0, 0x0),
        (61, 1, 1, 1): (lossless_13cd2a6ca2d5, 0x0, 0x0),
        (64, 0, 0, 0): (lossless_38795cc3e6b6, 0x0, 0x0),
        (64, 0, 0, 1): (lossless_d533416fab61, 0x0, 0x0),
        (64, 0, 1, 0): (lossless_83ace01189c3, 0x0, 0x0),
        (64, 0, 1, 1): (lossless_30eba443c0db, 0x0, 0x0),
        (64, 1, 0, 0): (lossless_5bbd43da2962, 0x0, 0x0),
        (64, 1, 0, 1): (lossless_0584231920c7, 0x0, 0x0),
        (64, 1, 1, 0): (lossless_08ac1cc90d94, 0x0, 0x0),
        (64, 1, 1, 1): (lossless_d2d44dca6922, 0x0, 0x0),
        (65, 0, 0, 0): (lossless_58ebefe8ff0b, 0x0, 0x0),
        (65, 0, 0, 1): (lossless_93c6ce06dd29, 0x0, 0x0),
        (65, 0, 1, 0): (lossless_a472d2fad3f2, 0x0, 0x0),
        (65, 0, 1, 1): (lossless_ae8b53423e85, 0x0, 0x0),
        (65, 1, 0, 0): (lossless_bb63c9430e14, 0x0, 0x0),
        (65, 1, 0, 1): (lossless_82f62739d3c7, 0x0, 0x0),
        (65, 1, 1, 0): (lossless_a10d1be4d0cf, 0x0, 0x0),
        (65, 1, 1, 1): (lossless_88e6627945ae, 0x0, 0x0),
        (66, 0, 0, 0): (lossless_807d471df8e7, 0x0, 0x0),
        (66, 0, 0, 1): (lossless_a3f9b2d73312, 0x0, 0x0),
        (66, 0, 1, 0): (lossless_00df626271ab, 0x0, 0x0),
        (66, 0, 1, 1): (lossless_a1b425956419, 0x0, 0x0),
        (66, 1, 0, 0): (lossless_7fe89d14b89e, 0x0, 0x0),
        (66, 1, 0, 1): (lossless_5be9961e6231, 0x0, 0x0),
        (66, 1, 1, 0): (lossless_53a1384f125a, 0x0, 0x0),
        (66, 1, 1, 1): (lossless_4befb69853af, 0x0, 0x0),
        (67, 0, 0, 0): (lossless_8f060107a462, 0x0, 0x0),
        (67, 0, 0, 1): (lossless_0ffa5b7084f5, 0x0, 0x0),
        (67, 0, 1, 0): (lossless_08296cd663f4, 0x0, 0x0),
        (67, 0, 1, 1): (lossless_99d643ad096c, 0x0, 0x0),
        (67, 1, 0, 0): (lossless_973d9c5b03e2, 0x0, 0x0),
        (67, 1, 0, 1): (lossless_79167804c5a3, 0x0, 0x0),
        (67, 1, 1, 0): (lossless_07fd7737827f, 0x0, 0x0),
        (67, 1, 1, 1): (lossless_13cd2a6ca2d5, 0x0, 0x0),
        (68, 0, 0, 0): (lossless_58ebefe8ff0b, 0x0, 0x0),
        (68, 0, 0, 1): (lossless_93c6ce06dd29, 0x0, 0x0),
        (68, 0, 1, 0): (lossless_a472d2fad3f2, 0x0, 0x0),
        (68, 0, 1, 1): (lossless_ae8b53423e85, 0x0, 0x0),
        (68, 1, 0, 0): (lossless_bb63c9430e14, 0x0, 0x0),
        (68, 1, 0, 1): (lossless_82f62739d3c7, 0x0, 0x0),
        (68, 1, 1, 0): (lossless_a10d1be4d0cf, 0x0, 0x0),
        (68, 1, 1, 1): (lossless_88e6627945ae, 0x0, 0x0),
        (69, 0, 0, 0): (lossless_807d471df8e7, 0x0, 0x0),
        (69, 0, 0, 1): (lossless_a3f9b2d73312, 0x0, 0x0),
        (69, 0, 1, 0): (lossless_00df626271ab, 0x0, 0x0),
        (69, 0, 1, 1): (lossless_a1b425956419, 0x0, 0x0),
        (69, 1, 0, 0): (lossless_7fe89d14b89e, 0x0, 0x0),
        (69, 1, 0, 1): (lossless_5be9961e6231, 0x0, 0x0),
        (69, 1, 1, 0): (lossless_53a1384f125a, 0x0, 0x0),
        (69, 1, 1, 1): (lossless_4befb69853af, 0x0, 0x0),
        (70, 0, 0, 0): (lossless_336b487f7b87, 0x0, 0x0),
        (70, 0, 0, 1): (lossless_78301de6681b, 0x0, 0x0),
        (70, 0, 1, 0): (lossless_7ce0a70a6199, 0x0, 0x0),
        (70, 0, 1, 1): (lossless_60b3634a7b8a, 0x0, 0x0),
        (70, 1, 0, 0): (lossless_f468b3c67f4a, 0x0, 0x0),
        (70, 1, 0, 1): (lossless_7d354d818183, 0x0, 0x0),
        (70, 1, 1, 0): (lossless_c45f7bdb35f2, 0x0, 0x0),
        (70, 1, 1, 1): (lossless_3866ad5f3062, 0x0, 0x0),
        (71, 0, 0, 0): (lossless_336b487f7b87, 0x0, 0x0),
        (71, 0, 0, 1): (lossless_78301de6681b, 0x0, 0x0),
        (71, 0, 1, 0): (lossless_7ce0a70a6199, 0x0, 0x0),
        (71, 0, 1, 1): (lossless_60b3634a7b8a, 0x0, 0x0),
        (71, 1, 0, 0): (lossless_f468b3c67f4a, 0x0, 0x0),
        (71, 1, 0, 1): (lossless_7d354d818183, 0x0, 0x0),
        (71, 1, 1, 0): (lossless_c45f7bdb35f2, 0x0, 0x0),
        (71, 1, 1, 1): (lossless_3866ad5f3062, 0x0, 0x0),
        (72, 0, 0, 0): (lossless_38c7a60e7315, 0x0, 0x0),
        (72, 0, 0, 1): (lossless_8dc8e7ba02ca, 0x0, 0x0),
        (72, 0, 1, 0): (lossless_83766dc9cf24, 0x0, 0x0),
        (72, 0, 1, 1): (lossless_3e4da487a976, 0x0, 0x0),
        (72, 1, 0, 0): (lossless_1de64aa8dd08, 0x0, 0x0),
        (72, 1, 0, 1): (lossless_8c20528e1fa1, 0x0, 0x0),
        (72, 1, 1, 0): (lossless_0be254f57c86, 0x0, 0x0),
        (72, 1, 1, 1): (lossless_615e590604e0, 0x0, 0x0),
        (73, 0, 0, 0): (lossless_70708a4b9502, 0x0, 0x0),
        (73, 0, 0, 1): (lossless_c168e6ded8c3, 0x0, 0x0),
        (73, 0, 1, 0): (lossless_edbf3f82e8b3, 0x0, 0x0),
        (73, 0, 1, 1): (lossless_40beb4133cb3, 0x0, 0x0),
        (73, 1, 0, 0): (lossless_e2408bd2e644, 0x0, 0x0),
        (73, 1, 0, 1): (lossless_4ff31e4771e3, 0x0, 0x0),
        (73, 1, 1, 0): (lossless_a8d296ebba50, 0x0, 0x0),
        (73, 1, 1, 1): (lossless_a42a40001749, 0x0, 0x0),
        (74, 0, 0, 0): (lossless_7c72f689d9af, 0x0, 0x0),
        (74, 0, 0, 1): (lossless_c63033d113a8, 0x0, 0x0),
        (74, 0, 1, 0): (lossless_63279ab9cb42, 0x0, 0x0),
        (74, 0, 1, 1): (lossless_d03f7711d2ad, 0x0, 0x0),
        (74, 1, 0, 0): (lossless_00dd635eb35e, 0x0, 0x0),
        (74, 1, 0, 1): (lossless_b39aacf1b224, 0x0, 0x0),
        (74, 1, 1, 0): (lossless_d4a60663fd5b, 0x0, 0x0),
        (74, 1, 1, 1): (lossless_b2c4383642e1, 0x0, 0x0),
        (75, 0, 0, 0): (lossless_336b487f7b87, 0x0, 0x0),
        (75, 0, 0, 1): (lossless_78301de6681b, 0x0, 0x0),
        (75, 0, 1, 0): (lossless_7ce0a70a6199, 0x0, 0x0),
        (75, 0, 1, 1): (lossless_60b3634a7b8a, 0x0, 0x0),
        (75, 1, 0, 0): (lossless_f468b3c67f4a, 0x0, 0x0),
        (75, 1, 0, 1): (lossless_7d354d818183, 0x0, 0x0),
        (75, 1, 1, 0): (lossless_c45f7bdb35f2, 0x0, 0x0),
        (75, 1, 1, 1): (lossless_3866ad5f3062, 0x0, 0x0),
        (76, 0, 0, 0): (lossless_70708a4b9502, 0x0, 0x0),
        (76, 0, 0, 1): (lossless_c168e6ded8c3, 0x0, 0x0),
        (76, 0, 1, 0): (lossless_edbf3f82e8b3, 0x0, 0x0),
        (76, 0, 1, 1): (lossless_40beb4133cb3, 0x0, 0x0),
        (76, 1, 0, 0): (lossless_e2408bd2e644, 0x0, 0x0),
        (76, 1, 0, 1): (lossless_4ff31e4771e3, 0x0, 0x0),
        (76, 1, 1, 0): (lossless_a8d296ebba50, 0x0, 0x0),
        (76, 1, 1, 1): (lossless_a42a40001749, 0x0, 0x0),
        (77, 0, 0, 0): (lossless_7c72f689d9af, 0x0, 0x0),
        (77, 0, 0, 1): (lossless_c63033d113a8, 0x0, 0x0),
        (77, 0, 1, 0): (lossless_63279ab9cb42, 0x0, 0x0),
        (77, 0, 1, 1): (lossless_d03f7711d2ad, 0x0, 0x0),
        (77, 1, 0, 0): (lossless_00dd635eb35e, 0x0, 0x0),
        (77, 1, 0, 1): (lossless_b39aacf1b224, 0x0, 0x0),
        (77, 1, 1, 0): (lossless_d4a60663fd5b, 0x0, 0x0),
        (77, 1, 1, 1): (lossless_b2c4383642e1, 0x0, 0x0),
        (78, 0, 0, 0): (lossless_336b487f7b87, 0x0, 0x0),
        (78, 0, 0, 1): (lossless_78301de6681b, 0x0, 0x0),
        (78, 0, 1, 0): (lossless_7ce0a70a6199, 0x0, 0x0),
        (78, 0, 1, 1): (lossless_60b3634a7b8a, 0x0, 0x0),
        (78, 1, 0, 0): (lossless_f468b3c67f4a, 0x0, 0x0),
        (78, 1, 0, 1): (lossless_7d354d818183, 0x0, 0x0),
        (78, 1, 1, 0): (lossless_c45f7bdb35f2, 0x0, 0x0),
        (78, 1, 1, 1): (lossless_3866ad5f3062, 0x0, 0x0),
        (79, 0, 0, 0): (lossless_336b487f7b87, 0x0, 0x0),
        (79, 0, 0, 1): (lossless_78301de6681b, 0x0, 0x0),
        (79, 0, 1, 0): (lossless_7ce0a70a6199, 0x0, 0x0),
        (79, 0, 1, 1): (lossless_60b3634a7b8a, 0x0, 0x0),
        (79, 1, 0, 0): (lossless_f468b3c67f4a, 0x0, 0x0),
        (79, 1, 0, 1): (lossless_7d354d818183, 0x0, 0x0),
        (79, 1, 1, 0): (lossless_c45f7bdb35f2, 0x0, 0x0),
        (79, 1, 1, 1): (lossless_3866ad5f3062, 0x0, 0x0),
        (80, 0, 0, 0): (lossless_38795cc3e6b6, 0x0, 0x0),
        (80, 0, 0, 1): (lossless_d533416fab61, 0x0, 0x0),
        (80, 0, 1, 0): (lossless_83ace01189c3, 0x0, 0x0),
        (80, 0, 1, 1): (lossless_30eba443c0db, 0x0, 0x0),
        (80, 1, 0, 0): (lossless_5bbd43da2962, 0x0, 0x0),
        (80, 1, 0, 1): (lossless_0584231920c7, 0x0, 0x0),
        (80, 1, 1, 0): (lossless_08ac1cc90d94, 0x0, 0x0),
        (80, 1, 1, 1): (lossless_d2d44dca6922, 0x0, 0x0),
        (81, 0, 0, 0): (lossless_58ebefe8ff0b, 0x0, 0x0),
        (81, 0, 0, 1): (lossless_93c6ce06dd29, 0x0, 0x0),
        (81, 0, 1, 0): (lossless_a472d2fad3f2, 0x0, 0x0),
        (81, 0, 1, 1): (lossless_ae8b53423e85, 0x0, 0x0),
        (81, 1, 0, 0): (lossless_bb63c9430e14, 0x0, 0x0),
        (81, 1, 0, 1): (lossless_82f62739d3c7, 0x0, 0x0),
        (81, 1, 1, 0): (lossless_a10d1be4d0cf, 0x0, 0x0),
        (81, 1, 1, 1): (lossless_88e6627945ae, 0x0, 0x0),
        (82, 0, 0, 0): (lossless_807d471df8e7, 0x0, 0x0),
        (82, 0, 0, 1): (lossless_a3f9b2d73312, 0x0, 0x0),
        (82, 0, 1, 0): (lossless_00df626271ab, 0x0, 0x0),
        (82, 0, 1, 1): (lossless_a1b425956419, 0x0, 0x0),
        (82, 1, 0, 0): (lossless_7fe89d14b89e, 0x0, 0x0),
        (82, 1, 0, 1): (lossless_5be9961e6231, 0x0, 0x0),
        (82, 1, 1, 0): (lossless_53a1384f125a, 0x0, 0x0),
        (82, 1, 1, 1): (lossless_4befb69853af, 0x0, 0x0),
        (83, 0, 0, 0): (lossless_336b487f7b87, 0x0, 0x0),
        (83, 0, 0, 1): (lossless_78301de6681b, 0x0, 0x0),
        (83, 0, 1, 0): (lossless_7ce0a70a6199, 0x0, 0x0),
        (83, 0, 1, 1): (lossless_60b3634a7b8a, 0x0, 0x0),
        (83, 1, 0, 0): (lossless_f468b3c67f4a, 0x0, 0x0),
        (83, 1, 0, 1): (lossless_7d354d818183, 0x0, 0x0),
        (83, 1, 1, 0): (lossless_c45f7bdb35f2, 0x0, 0x0),
        (83, 1, 1, 1): (lossless_3866ad5f3062, 0x0, 0x0),
        (84, 0, 0, 0): (lossless_fe62919787f4, 0x0, 0x0),
        (84, 0, 0, 1): (lossless_0f7f7108ac9d, 0x0, 0x0),
        (84, 0, 1, 0): (lossless_e7afbd8cc5dc, 0x0, 0x0),
        (84, 0, 1, 1): (lossless_41ae9de75cc6, 0x0, 0x0),
        (84, 1, 0, 0): (lossless_8046fbd2a202, 0x0, 0x0),
        (84, 1, 0, 1): (lossless_750b4ea8c9d0, 0x0, 0x0),
        (84, 1, 1, 0): (lossless_25857922c432, 0x0, 0x0),
        (84, 1, 1, 1): (lossless_d64775d31ecd, 0x0, 0x0),
        (85, 0, 0, 0): (lossless_724fbab290c4, 0x0, 0x0),
        (85, 0, 0, 1): (lossless_59b8af8ebdcb, 0x0, 0x0),
        (85, 0, 1, 0): (lossless_23de820d329d, 0x0, 0x0),
        (85, 0, 1, 1): (lossless_cd8fcf9a9d13, 0x0, 0x0),
        (85, 1, 0, 0): (lossless_562ea4235a37, 0x0, 0x0),
        (85, 1, 0, 1): (lossless_6ab879eccb26, 0x0, 0x0),
        (85, 1, 1, 0): (lossless_7609b3bfdb9f, 0x0, 0x0),
        (85, 1, 1, 1): (lossless_47105fd65f7b, 0x0, 0x0),
        (86, 0, 0, 0): (lossless_70708a4b9502, 0x0, 0x0),
        (86, 0, 0, 1): (lossless_c168e6ded8c3, 0x0, 0x0),
        (86, 0, 1, 0): (lossless_edbf3f82e8b3, 0x0, 0x0),
        (86, 0, 1, 1): (lossless_40beb4133cb3, 0x0, 0x0),
        (86, 1, 0, 0): (lossless_e2408bd2e644, 0x0, 0x0),
        (86, 1, 0, 1): (lossless_4ff31e4771e3, 0x0, 0x0),
        (86, 1, 1, 0): (lossless_a8d296ebba50, 0x0, 0x0),
        (86, 1, 1, 1): (lossless_a42a40001749, 0x0, 0x0),
        (87, 0, 0, 0): (lossless_7c72f689d9af, 0x0, 0x0),
        (87, 0, 0, 1): (lossless_c63033d113a8, 0x0, 0x0),
        (87, 0, 1, 0): (lossless_63279ab9cb42, 0x0, 0x0),
        (87, 0, 1, 1): (lossless_d03f7711d2ad, 0x0, 0x0),
        (87, 1, 0, 0): (lossless_00dd635eb35e, 0x0, 0x0),
        (87, 1, 0, 1): (lossless_b39aacf1b224, 0x0, 0x0),
        (87, 1, 1, 0): (lossless_d4a60663fd5b, 0x0, 0x0),
        (87, 1, 1, 1): (lossless_b2c4383642e1, 0x0, 0x0),
        (90, 0, 0, 0): (lossless_8f060107a462, 0x0, 0x0),
        (90, 0, 0, 1): (lossless_0ffa5b7084f5, 0x0, 0x0),
        (90, 0, 1, 0): (lossless_08296cd663f4, 0x0, 0x0),
        (90, 0, 1, 1): (lossless_99d643ad096c, 0x0, 0x0),
        (90, 1, 0, 0): (lossless_973d9c5b03e2, 0x0, 0x0),
        (90, 1, 0, 1): (lossless_79167804c5a3, 0x0, 0x0),
        (90, 1, 1, 0): (lossless_07fd7737827f, 0x0, 0x0),
        (90, 1, 1, 1): (lossless_13cd2a6ca2d5, 0x0, 0x0),
        (91, 0, 0, 0): (lossless_336b487f7b87, 0x0, 0x0),
        (91, 0, 0, 1): (lossless_78301de6681b, 0x0, 0x0),
        (91, 0, 1, 0): (lossless_7ce0a70a6199, 0x0, 0x0),
        (91, 0, 1, 1): (lossless_60b3634a7b8a, 0x0, 0x0),
        (91, 1, 0, 0): (lossless_f468b3c67f4a, 0x0, 0x0),
        (91, 1, 0, 1): (lossless_7d354d818183, 0x0, 0x0),
        (91, 1, 1, 0): (lossless_c45f7bdb35f2, 0x0, 0x0),
        (91, 1, 1, 1): (lossless_3866ad5f3062, 0x0, 0x0),
        (93, 0, 0, 0): (lossless_38c7a60e7315, 0x0, 0x0),
        (93, 0, 0, 1): (lossless_8dc8e7ba02ca, 0x0, 0x0),
        (93, 0, 1, 0): (lossless_83766dc9cf24, 0x0, 0x0),
        (93, 0, 1, 1): (lossless_3e4da487a976, 0x0, 0x0),
        (93, 1, 0, 0): (lossless_1de64aa8dd08, 0x0, 0x0),
        (93, 1, 0, 1): (lossless_8c20528e1fa1, 0x0, 0x0),
        (93, 1, 1, 0): (lossless_0be254f57c86, 0x0, 0x0),
        (93, 1, 1, 1): (lossless_615e590604e0, 0x0, 0x0),
        (94, 0, 0, 0): (lossless_70708a4b9502, 0x0, 0x0),
        (94, 0, 0, 1): (lossless_c168e6ded8c3, 0x0, 0x0),
        (94, 0, 1, 0): (lossless_edbf3f82e8b3, 0x0, 0x0),
        (94, 0, 1, 1): (lossless_40beb4133cb3, 0x0, 0x0),
        (94, 1, 0, 0): (lossless_e2408bd2e644, 0x0, 0x0),
        (94, 1, 0, 1): (lossless_4ff31e4771e3, 0x0, 0x0),
        (94, 1, 1, 0): (lossless_a8d296ebba50, 0x0, 0x0),
        (94, 1, 1, 1): (lossless_a42a40001749, 0x0, 0x0),
        (95, 0, 0, 0): (lossless_7c72f689d9af, 0x0, 0x0),
        (95, 0, 0, 1): (lossless_c63033d113a8, 0x0, 0x0),
        (95, 0, 1, 0): (lossless_63279ab9cb42, 0x0, 0x0),
        (95, 0, 1, 1): (lossless_d03f7711d2ad, 0x0, 0x0),
        (95, 1, 0, 0): (lossless_00dd635eb35e, 0x0, 0x0),
        (95, 1, 0, 1): (lossless_b39aacf1b224, 0x0, 0x0),
        (95, 1, 1, 0): (lossless_d4a60663fd5b, 0x0, 0x0),
        (95, 1, 1, 1): (lossless_b2c4383642e1, 0x0, 0x0),
        (96, 0, 0, 0): (lossless_70708a4b9502, 0x0, 0x0),
        (96, 0, 0, 1): (lossless_c168e6ded8c3, 0x0, 0x0),
        (96, 0, 1, 0): (lossless_edbf3f82e8b3, 0x0, 0x0),
        (96, 0, 1, 1): (lossless_40beb4133cb3, 0x0, 0x0),
        (96, 1, 0, 0): (lossless_e2408bd2e644, 0x0, 0x0),
        (96, 1, 0, 1): (lossless_4ff31e4771e3, 0x0, 0x0),
        (96, 1, 1, 0): (lossless_a8d296ebba50, 0x0, 0x0),
        (96, 1, 1, 1): (lossless_a42a40001749, 0x0, 0x0),
        (97, 0, 0, 0): (lossless_7c72f689d9af, 0x0, 0x0),
        (97, 0, 0, 1): (lossless_c63033d113a8, 0x0, 0x0),
        (97, 0, 1, 0): (lossless_63279ab9cb42, 0x0, 0x0),
        (97, 0, 1, 1): (lossless_d03f7711d2ad, 0x0, 0x0),
        (97, 1, 0, 0): (lossless_00dd635eb35e, 0x0, 0x0),
        (97, 1, 0, 1): (lossless_b39aacf1b224, 0x0, 0x0),
        (97, 1, 1, 0): (lossless_d4a60663fd5b, 0x0, 0x0),
        (97, 1, 1, 1): (lossless_b2c4383642e1, 0x0, 0x0),
        (98, 0, 0, 0): (lossless_eaf196f1b139, 0x0, 0x0),
        (98, 0, 0, 1): (lossless_9de9d893f820, 0x0, 0x0),
        (98, 0, 1, 0): (lossless_bcbce385cbab, 0x0, 0x0),
        (98, 0, 1, 1): (lossless_55c90c933606, 0x0, 0x0),
        (98, 1, 0, 0): (lossless_0ec75a50829a, 0x0, 0x0),
        (98, 1, 0, 1): (lossless_c1e49a9b16df, 0x0, 0x0),
        (98, 1, 1, 0): (lossless_e0bcb6231268, 0x0, 0x0),
        (98, 1, 1, 1): (lossless_2e5f7dc8b216, 0x0, 0x0),
        (100, 0, 0, 0): (lossless_348a8becc181, 0x0, 0x0),
        (100, 0, 0, 1): (lossless_cd296960ca66, 0x0, 0x0),
        (100, 0, 1, 0): (lossless_1171032bbbe2, 0x0, 0x0),
        (100, 0, 1, 1): (lossless_dadb57337ca3, 0x0, 0x0),
        (100, 1, 0, 0): (lossless_6a8fc711f279, 0x0, 0x0),
        (100, 1, 0, 1): (lossless_9fd560d71075, 0x0, 0x0),
        (100, 1, 1, 0): (lossless_92af82fde35a, 0x0, 0x0),
        (100, 1, 1, 1): (lossless_cafd31c4e548, 0x0, 0x0),
        (102, 0, 0, 0): (lossless_eaf196f1b139, 0x0, 0x0),
        (102, 0, 0, 1): (lossless_9de9d893f820, 0x0, 0x0),
        (102, 0, 1, 0): (lossless_bcbce385cbab, 0x0, 0x0),
        (102, 0, 1, 1): (lossless_55c90c933606, 0x0, 0x0),
        (102, 1, 0, 0): (lossless_0ec75a50829a, 0x0, 0x0),
        (102, 1, 0, 1): (lossless_c1e49a9b16df, 0x0, 0x0),
        (102, 1, 1, 0): (lossless_e0bcb6231268, 0x0, 0x0),
        (102, 1, 1, 1): (lossless_2e5f7dc8b216, 0x0, 0x0),
        (104, 0, 0, 0): (lossless_348a8becc181, 0x0, 0x0),
        (104, 0, 0, 1): (lossless_cd296960ca66, 0x0, 0x0),
        (104, 0, 1, 0): (lossless_1171032bbbe2, 0x0, 0x0),
        (104, 0, 1, 1): (lossless_dadb57337ca3, 0x0, 0x0),
        (104, 1, 0, 0): (lossless_6a8fc711f279, 0x0, 0x0),
        (104, 1, 0, 1): (lossless_9fd560d71075, 0x0, 0x0),
        (104, 1, 1, 0): (lossless_92af82fde35a, 0x0, 0x0),
        (104, 1, 1, 1): (lossless_cafd31c4e548, 0x0, 0x0),
        (106, 0, 0, 0): (lossless_eaf196f1b139, 0x0, 0x0),
        (106, 0, 0, 1): (lossless_9de9d893f820, 0x0, 0x0),
        (106, 0, 1, 0): (lossless_bcbce385cbab, 0x0, 0x0),
        (106, 0, 1, 1): (lossless_55c90c933606, 0x0, 0x0),
        (106, 1, 0, 0): (lossless_0ec75a50829a, 0x0, 0x0),
        (106, 1, 0, 1): (lossless_c1e49a9b16df, 0x0, 0x0),
        (106, 1, 1, 0): (lossless_e0bcb6231268, 0x0, 0x0),
        (106, 1, 1, 1): (lossless_2e5f7dc8b216, 0x0, 0x0),
        (108, 0, 0, 0): (lossless_348a8becc181, 0x0, 0x0),
        (108, 0, 0, 1): (lossless_cd296960ca66, 0x0, 0x0),
        (108, 0, 1, 0): (lossless_1171032bbbe2, 0x0, 0x0),
        (108, 0, 1, 1): (lossless_dadb57337ca3, 0x0, 0x0),
        (108, 1, 0, 0): (lossless_6a8fc711f279, 0x0, 0x0),
        (108, 1, 0, 1): (lossless_9fd560d71075, 0x0, 0x0),
        (108, 1, 1, 0): (lossless_92af82fde35a, 0x0, 0x0),
        (108, 1, 1, 1): (lossless_cafd31c4e548, 0x0, 0x0),
        (110, 0, 0, 0): (lossless_7fed75b35ad0, 0x0, 0x0),
        (110, 0, 0, 1): (lossless_bdfb77de72ae, 0x0, 0x0),
        (110, 0, 1, 0): (lossless_ae90583c518d, 0x0, 0x0),
        (110, 0, 1, 1): (lossless_25172b82fdde, 0x0, 0x0),
        (110, 1, 0, 0): (lossless_b8a669e2941b, 0x0, 0x0),
        (110, 1, 0, 1): (lossless_43e20b65d7db, 0x0, 0x0),
        (110, 1, 1, 0): (lossless_2dee2151381b, 0x0, 0x0),
        (110, 1, 1, 1): (lossless_d538cd1f0c10, 0x0, 0x0),
        (111, 0, 0, 0): (lossless_860120e7acd2, 0x0, 0x0),
        (111, 0, 0, 1): (lossless_caec249ae32c, 0x0, 0x0),
        (111, 0, 1, 0): (lossless_cfbafbfe945f, 0x0, 0x0),
        (111, 0, 1, 1): (lossless_e5309f9d89f0, 0x0, 0x0),
        (111, 1, 0, 0): (lossless_51608fa4ab89, 0x0, 0x0),
        (111, 1, 0, 1): (lossless_243ec818104a, 0x0, 0x0),
        (111, 1, 1, 0): (lossless_5469296a298e, 0x0, 0x0),
        (111, 1, 1, 1): (lossless_ed74e1e2edff, 0x0, 0x0),
        (112, 0, 0, 0): (lossless_7c72f689d9af, 0x0, 0x0),
        (112, 0, 0, 1): (lossless_c63033d113a8, 0x0, 0x0),
        (112, 0, 1, 0): (lossless_63279ab9cb42, 0x0, 0x0),
        (112, 0, 1, 1): (lossless_d03f7711d2ad, 0x0, 0x0),
        (112, 1, 0, 0): (lossless_00dd635eb35e, 0x0, 0x0),
        (112, 1, 0, 1): (lossless_b39aacf1b224, 0x0, 0x0),
        (112, 1, 1, 0): (lossless_d4a60663fd5b, 0x0, 0x0),
        (112, 1, 1, 1): (lossless_b2c4383642e1, 0x0, 0x0),
        (113, 0, 0, 0): (lossless_7c72f689d9af, 0x0, 0x0),
        (113, 0, 0, 1): (lossless_c63033d113a8, 0x0, 0x0),
        (113, 0, 1, 0): (lossless_63279ab9cb42, 0x0, 0x0),
        (113, 0, 1, 1): (lossless_d03f7711d2ad, 0x0, 0x0),
        (113, 1, 0, 0): (lossless_00dd635eb35e, 0x0, 0x0),
        (113, 1, 0, 1): (lossless_b39aacf1b224, 0x0, 0x0),
        (113, 1, 1, 0): (lossless_d4a60663fd5b, 0x0, 0x0),
        (113, 1, 1, 1): (lossless_b2c4383642e1, 0x0, 0x0),
        (114, 0, 0, 0): (lossless_7c72f689d9af, 0x0, 0x0),
        (114, 0, 0, 1): (lossless_c63033d113a8, 0x0, 0x0),
        (114, 0, 1, 0): (lossless_63279ab9cb42, 0x0, 0x0),
        (114, 0, 1, 1): (lossless_d03f7711d2ad, 0x0, 0x0),
        (114, 1, 0, 0): (lossless_00dd635eb35e, 0x0, 0x0),
        (114, 1, 0, 1): (lossless_b39aacf1b224, 0x0, 0x0),
        (114, 1, 1, 0): (lossless_d4a60663fd5b, 0x0, 0x0),
        (114, 1, 1, 1): (lossless_b2c4383642e1, 0x0, 0x0),
        (115, 0, 0, 0): (lossless_7c72f689d9af, 0x0, 0x0),
        (115, 0, 0, 1): (lossless_c63033d113a8, 0x0, 0x0),
        (115, 0, 1, 0): (lossless_63279ab9cb42, 0x0, 0x0),
        (115, 0, 1, 1): (lossless_d03f7711d2ad, 0x0, 0x0),
        (115, 1, 0, 0): (lossless_00dd635eb35e, 0x0, 0x0),
        (115, 1, 0, 1): (lossless_b39aacf1b224, 0x0, 0x0),
        (115, 1, 1, 0): (lossless_d4a60663fd5b, 0x0, 0x0),
        (115, 1, 1, 1): (lossless_b2c4383642e1, 0x0, 0x0),
        (116, 0, 0, 0): (lossless_70708a4b9502, 0x0, 0x0),
        (116, 0, 0, 1): (lossless_c168e6ded8c3, 0x0, 0x0),
        (116, 0, 1, 0): (lossless_edbf3f82e8b3, 0x0, 0x0),
        (116, 0, 1, 1): (lossless_40beb4133cb3, 0x0, 0x0),
        (116, 1, 0, 0): (lossless_e2408bd2e644, 0x0, 0x0),
        (116, 1, 0, 1): (lossless_4ff31e4771e3, 0x0, 0x0),
        (116, 1, 1, 0): (lossless_a8d296ebba50, 0x0, 0x0),
        (116, 1, 1, 1): (lossless_a42a40001749, 0x0, 0x0),
        (117, 0, 0, 0): (lossless_70708a4b9502, 0x0, 0x0),
        (117, 0, 0, 1): (lossless_c168e6ded8c3, 0x0, 0x0),
        (117, 0, 1, 0): (lossless_edbf3f82e8b3, 0x0, 0x0),
        (117, 0, 1, 1): (lossless_40beb4133cb3, 0x0, 0x0),
        (117, 1, 0, 0): (lossless_e2408bd2e644, 0x0, 0x0),
        (117, 1, 0, 1): (lossless_4ff31e4771e3, 0x0, 0x0),
        (117, 1, 1, 0): (lossless_a8d296ebba50, 0x0, 0x0),
        (117, 1, 1, 1): (lossless_a42a40001749, 0x0, 0x0),
        (118, 0, 0, 0): (lossless_70708a4b9502, 0x0, 0x0),
        (118, 0, 0, 1): (lossless_c168e6ded8c3, 0x0, 0x0),
        (118, 0, 1, 0): (lossless_edbf3f82e8b3, 0x0, 0x0),
        (118, 0, 1, 1): (lossless_40beb4133cb3, 0x0, 0x0),
        (118, 1, 0, 0): (lossless_e2408bd2e644, 0x0, 0x0),
        (118, 1, 0, 1): (lossless_4ff31e4771e3, 0x0, 0x0),
        (118, 1, 1, 0): (lossless_a8d296ebba50, 0x0, 0x0),
        (118, 1, 1, 1): (lossless_a42a40001749, 0x0, 0x0),
        (119, 0, 0, 0): (lossless_70708a4b9502, 0x0, 0x0),
        (119, 0, 0, 1): (lossless_c168e6ded8c3, 0x0, 0x0),
        (119, 0, 1, 0): (lossless_edbf3f82e8b3, 0x0, 0x0),
        (119, 0, 1, 1): (lossless_40beb4133cb3, 0x0, 0x0),
        (119, 1, 0, 0): (lossless_e2408bd2e644, 0x0, 0x0),
        (119, 1, 0, 1): (lossless_4ff31e4771e3, 0x0, 0x0),
        (119, 1, 1, 0): (lossless_a8d296ebba50, 0x0, 0x0),
        (119, 1, 1, 1): (lossless_a42a40001749, 0x0, 0x0),
        (120, 0, 0, 0): (lossless_eaf196f1b139, 0x0, 0x0),
        (120, 0, 0, 1): (lossless_9de9d893f820, 0x0, 0x0),
        (120, 0, 1, 0): (lossless_bcbce385cbab, 0x0, 0x0),
        (120, 0, 1, 1): (lossless_55c90c933606, 0x0, 0x0),
        (120, 1, 0, 0): (lossless_0ec75a50829a, 0x0, 0x0),
        (120, 1, 0, 1): (lossless_c1e49a9b16df, 0x0, 0x0),
        (120, 1, 1, 0): (lossless_e0bcb6231268, 0x0, 0x0),
        (120, 1, 1, 1): (lossless_2e5f7dc8b216, 0x0, 0x0),
        (121, 0, 0, 0): (lossless_eaf196f1b139, 0x0, 0x0),
        (121, 0, 0, 1): (lossless_9de9d893f820, 0x0, 0x0),
        (121, 0, 1, 0): (lossless_bcbce385cbab, 0x0, 0x0),
        (121, 0, 1, 1): (lossless_55c90c933606, 0x0, 0x0),
        (121, 1, 0, 0): (lossless_0ec75a50829a, 0x0, 0x0),
        (121, 1, 0, 1): (lossless_c1e49a9b16df, 0x0, 0x0),
        (121, 1, 1, 0): (lossless_e0bcb6231268, 0x0, 0x0),
        (121, 1, 1, 1): (lossless_2e5f7dc8b216, 0x0, 0x0),
        (122, 0, 0, 0): (lossless_eaf196f1b139, 0x0, 0x0),
        (122, 0, 0, 1): (lossless_9de9d893f820, 0x0, 0x0),
        (122, 0, 1, 0): (lossless_bcbce385cbab, 0x0, 0x0),
        (122, 0, 1, 1): (lossless_55c90c933606, 0x0, 0x0),
        (122, 1, 0, 0): (lossless_0ec75a50829a, 0x0, 0x0),
        (122, 1, 0, 1): (lossless_c1e49a9b16df, 0x0, 0x0),
        (122, 1, 1, 0): (lossless_e0bcb6231268, 0x0, 0x0),
        (122, 1, 1, 1): (lossless_2e5f7dc8b216, 0x0, 0x0),
        (123, 0, 0, 0): (lossless_eaf196f1b139, 0x0, 0x0),
        (123, 0, 0, 1): (lossless_9de9d893f820, 0x0, 0x0),
        (123, 0, 1, 0): (lossless_bcbce385cbab, 0x0, 0x0),
        (123, 0, 1, 1): (lossless_55c90c933606, 0x0, 0x0),
        (123, 1, 0, 0): (lossless_0ec75a50829a, 0x0, 0x0),
        (123, 1, 0, 1): (lossless_c1e49a9b16df, 0x0, 0x0),
        (123, 1, 1, 0): (lossless_e0bcb6231268, 0x0, 0x0),
        (123, 1, 1, 1): (lossless_2e5f7dc8b216, 0x0, 0x0),
        (124, 0, 0, 0): (lossless_348a8becc181, 0x0, 0x0),
        (124, 0, 0, 1): (lossless_cd296960ca66, 0x0, 0x0),
        (124, 0, 1, 0): (lossless_1171032bbbe2, 0x0, 0x0),
        (124, 0, 1, 1): (lossless_dadb57337ca3, 0x0, 0x0),
        (124, 1, 0, 0): (lossless_6a8fc711f279, 0x0, 0x0),
        (124, 1, 0, 1): (lossless_9fd560d71075, 0x0, 0x0),
        (124, 1, 1, 0): (lossless_92af82fde35a, 0x0, 0x0),
        (124, 1, 1, 1): (lossless_cafd31c4e548, 0x0, 0x0),
        (125, 0, 0, 0): (lossless_348a8becc181, 0x0, 0x0),
        (125, 0, 0, 1): (lossless_cd296960ca66, 0x0, 0x0),
        (125, 0, 1, 0): (lossless_1171032bbbe2, 0x0, 0x0),
        (125, 0, 1, 1): (lossless_dadb57337ca3, 0x0, 0x0),
        (125, 1, 0, 0): (lossless_6a8fc711f279, 0x0, 0x0),
        (125, 1, 0, 1): (lossless_9fd560d71075, 0x0, 0x0),
        (125, 1, 1, 0): (lossless_92af82fde35a, 0x0, 0x0),
        (125, 1, 1, 1): (lossless_cafd31c4e548, 0x0, 0x0),
        (126, 0, 0, 0): (lossless_348a8becc181, 0x0, 0x0),
        (126, 0, 0, 1): (lossless_cd296960ca66, 0x0, 0x0),
        (126, 0, 1, 0): (lossless_1171032bbbe2, 0x0, 0x0),
        (126, 0, 1, 1): (lossless_dadb57337ca3, 0x0, 0x0),
        (126, 1, 0, 0): (lossless_6a8fc711f279, 0x0, 0x0),
        (126, 1, 0, 1): (lossless_9fd560d71075, 0x0, 0x0),
        (126, 1, 1, 0): (lossless_92af82fde35a, 0x0, 0x0),
        (126, 1, 1, 1): (lossless_cafd31c4e548, 0x0, 0x0),
        (127, 0, 0, 0): (lossless_348a8becc181, 0x0, 0x0),
        (127, 0, 0, 1): (lossless_cd296960ca66, 0x0, 0x0),
        (127, 0, 1, 0): (lossless_1171032bbbe2, 0x0, 0x0),
        (127, 0, 1, 1): (lossless_dadb57337ca3, 0x0, 0x0),
        (127, 1, 0, 0): (lossless_6a8fc711f279, 0x0, 0x0),
        (127, 1, 0, 1): (lossless_9fd560d71075, 0x0, 0x0),
        (127, 1, 1, 0): (lossless_92af82fde35a, 0x0, 0x0),
        (127, 1, 1, 1): (lossless_cafd31c4e548, 0x0, 0x0),
    }
