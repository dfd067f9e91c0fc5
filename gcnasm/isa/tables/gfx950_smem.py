"""gfx950 SMEM templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.codegen.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose):
    F_smem_offset_hex = F['smem_offset_hex']
    M_low_77ca701e = R['low_77ca701e'][2]
    M_map_06311069 = R['map_06311069'][1]
    M_map_0d67148e = R['map_0d67148e'][1]
    M_map_1df62b7d = R['map_1df62b7d'][1]
    M_map_36033e90 = R['map_36033e90'][1]
    M_map_424b8cef = R['map_424b8cef'][1]
    M_map_63bb14d3 = R['map_63bb14d3'][1]
    M_map_6c9a320e = R['map_6c9a320e'][1]
    M_map_c5f1273c = R['map_c5f1273c'][1]
    M_map_c72dbc0f = R['map_c72dbc0f'][1]
    M_map_e62febad = R['map_e62febad'][1]
    def shape_04e1cca1aa8f(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_6c9a320e[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_1df62b7d[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_map_e62febad[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t4 = M_map_63bb14d3[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_0d7e1435ee30(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_6c9a320e[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_c5f1273c[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_low_77ca701e[((v >> 32) & 2097151) & 127]
            if t3 is None: raise Invalid
            t4 = M_map_63bb14d3[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_11dc3d95a8d1(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_36033e90[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_1df62b7d[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t4 = ((v >> 32) & 2097151)
            t3 = F_smem_offset_hex(t4)
            if t3 is None: raise Invalid
            t5 = M_map_63bb14d3[((v >> 16) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_1f36165af08b(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_0d67148e[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_c5f1273c[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_map_e62febad[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 32) & 2097151)
            t4 = F_smem_offset_hex(t5)
            if t4 is None: raise Invalid
            t4 = 'offset:' + t4 + ''
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_2262839cdae0(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_c72dbc0f[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_1df62b7d[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t4 = ((v >> 32) & 2097151)
            t3 = F_smem_offset_hex(t4)
            if t3 is None: raise Invalid
            t5 = M_map_63bb14d3[((v >> 16) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_24abadea634b(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_424b8cef[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_1df62b7d[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_map_e62febad[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 32) & 2097151)
            t4 = F_smem_offset_hex(t5)
            if t4 is None: raise Invalid
            t4 = 'offset:' + t4 + ''
            t6 = M_map_63bb14d3[((v >> 16) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t6
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_28866090f77d(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_c72dbc0f[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_1df62b7d[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_map_e62febad[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 32) & 2097151)
            t4 = F_smem_offset_hex(t5)
            if t4 is None: raise Invalid
            t4 = 'offset:' + t4 + ''
            t6 = M_map_63bb14d3[((v >> 16) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t6
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_2a313beab45c(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_6c9a320e[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_c5f1273c[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_map_e62febad[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t4 = M_map_63bb14d3[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_2dfcb46527bc(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_0d67148e[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_c5f1273c[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_map_e62febad[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_3801be724515(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_36033e90[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_1df62b7d[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_low_77ca701e[((v >> 32) & 2097151) & 127]
            if t3 is None: raise Invalid
            t4 = M_map_63bb14d3[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_39df60f201cb(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_36033e90[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_c5f1273c[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_map_e62febad[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t4 = M_map_63bb14d3[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_3a85dd26a8a4(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_c72dbc0f[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_c5f1273c[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t4 = ((v >> 32) & 2097151)
            t3 = F_smem_offset_hex(t4)
            if t3 is None: raise Invalid
            t5 = M_map_63bb14d3[((v >> 16) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_3dddd48f5fb7(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_36033e90[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_1df62b7d[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_map_e62febad[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 32) & 2097151)
            t4 = F_smem_offset_hex(t5)
            if t4 is None: raise Invalid
            t4 = 'offset:' + t4 + ''
            t6 = M_map_63bb14d3[((v >> 16) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t6
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_3e1b48c87d3e(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_c72dbc0f[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_c5f1273c[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_map_e62febad[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t4 = M_map_63bb14d3[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_456167f854da(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_0d67148e[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_1df62b7d[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t4 = ((v >> 32) & 2097151)
            t3 = F_smem_offset_hex(t4)
            if t3 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_45a3f29d71eb(s):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_1df62b7d[((v >> 0) & 63)]
            if t1 is None: raise Invalid
            t2 = M_low_77ca701e[((v >> 32) & 2097151) & 127]
            if t2 is None: raise Invalid
            return s0 + t1 + s1 + t2
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_4f751c423d60(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_424b8cef[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_c5f1273c[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_map_e62febad[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t4 = M_map_63bb14d3[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_54a5f23b8118(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_06311069[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_c5f1273c[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_map_e62febad[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 32) & 2097151)
            t4 = F_smem_offset_hex(t5)
            if t4 is None: raise Invalid
            t4 = 'offset:' + t4 + ''
            t6 = M_map_63bb14d3[((v >> 16) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t6
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_586d0ebe733f(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_1df62b7d[((v >> 0) & 63)]
            if t1 is None: raise Invalid
            t2 = M_map_e62febad[((v >> 57) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 32) & 2097151)
            t3 = F_smem_offset_hex(t4)
            if t3 is None: raise Invalid
            t3 = 'offset:' + t3 + ''
            return s0 + t1 + s1 + t2 + s2 + t3
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_5f712c626abf(s):
        s0, = s
        def render(v, lit):
            t1 = M_map_36033e90[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            return s0 + t1
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_60455e99933c(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_6c9a320e[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_c5f1273c[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_map_e62febad[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 32) & 2097151)
            t4 = F_smem_offset_hex(t5)
            if t4 is None: raise Invalid
            t4 = 'offset:' + t4 + ''
            t6 = M_map_63bb14d3[((v >> 16) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t6
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_6b1afe9b3be5(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_0d67148e[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_1df62b7d[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_map_e62febad[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 32) & 2097151)
            t4 = F_smem_offset_hex(t5)
            if t4 is None: raise Invalid
            t4 = 'offset:' + t4 + ''
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_6d13272e584b(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_424b8cef[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_1df62b7d[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_low_77ca701e[((v >> 32) & 2097151) & 127]
            if t3 is None: raise Invalid
            t4 = M_map_63bb14d3[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_6fb9c1422ea1(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_36033e90[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_c5f1273c[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_low_77ca701e[((v >> 32) & 2097151) & 127]
            if t3 is None: raise Invalid
            t4 = M_map_63bb14d3[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_70d6578b1d9c(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_6c9a320e[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_c5f1273c[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t4 = ((v >> 32) & 2097151)
            t3 = F_smem_offset_hex(t4)
            if t3 is None: raise Invalid
            t5 = M_map_63bb14d3[((v >> 16) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_74bcf9be1c27(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_06311069[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_1df62b7d[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_map_e62febad[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t4 = M_map_63bb14d3[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_773efcd8cf66(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_6c9a320e[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_1df62b7d[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_low_77ca701e[((v >> 32) & 2097151) & 127]
            if t3 is None: raise Invalid
            t4 = M_map_63bb14d3[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_7b81c8f0d20d(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_06311069[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_1df62b7d[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t4 = ((v >> 32) & 2097151)
            t3 = F_smem_offset_hex(t4)
            if t3 is None: raise Invalid
            t5 = M_map_63bb14d3[((v >> 16) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_82f861f46ced(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_06311069[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_1df62b7d[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_map_e62febad[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 32) & 2097151)
            t4 = F_smem_offset_hex(t5)
            if t4 is None: raise Invalid
            t4 = 'offset:' + t4 + ''
            t6 = M_map_63bb14d3[((v >> 16) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t6
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_85623ee1d851(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_06311069[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_c5f1273c[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t4 = ((v >> 32) & 2097151)
            t3 = F_smem_offset_hex(t4)
            if t3 is None: raise Invalid
            t5 = M_map_63bb14d3[((v >> 16) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_8b8c12b1b25c(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_424b8cef[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_1df62b7d[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_map_e62febad[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t4 = M_map_63bb14d3[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_92c54b1cb1b7(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_c72dbc0f[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_c5f1273c[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_map_e62febad[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 32) & 2097151)
            t4 = F_smem_offset_hex(t5)
            if t4 is None: raise Invalid
            t4 = 'offset:' + t4 + ''
            t6 = M_map_63bb14d3[((v >> 16) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t6
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_930bd4136a0c(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_0d67148e[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_1df62b7d[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_low_77ca701e[((v >> 32) & 2097151) & 127]
            if t3 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_94f1ff6fa737(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_c72dbc0f[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_1df62b7d[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_map_e62febad[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t4 = M_map_63bb14d3[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_951cdf0187bf(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_36033e90[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_c5f1273c[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t4 = ((v >> 32) & 2097151)
            t3 = F_smem_offset_hex(t4)
            if t3 is None: raise Invalid
            t5 = M_map_63bb14d3[((v >> 16) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_9d30004b29ac(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_c72dbc0f[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_c5f1273c[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_low_77ca701e[((v >> 32) & 2097151) & 127]
            if t3 is None: raise Invalid
            t4 = M_map_63bb14d3[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_9e5342ce6656(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_06311069[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_c5f1273c[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_low_77ca701e[((v >> 32) & 2097151) & 127]
            if t3 is None: raise Invalid
            t4 = M_map_63bb14d3[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_aa093736d895(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_424b8cef[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_c5f1273c[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t4 = ((v >> 32) & 2097151)
            t3 = F_smem_offset_hex(t4)
            if t3 is None: raise Invalid
            t5 = M_map_63bb14d3[((v >> 16) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_ae5bb8eed8c2(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_424b8cef[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_c5f1273c[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_low_77ca701e[((v >> 32) & 2097151) & 127]
            if t3 is None: raise Invalid
            t4 = M_map_63bb14d3[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_b4c6da9d957c(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_6c9a320e[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_1df62b7d[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_map_e62febad[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 32) & 2097151)
            t4 = F_smem_offset_hex(t5)
            if t4 is None: raise Invalid
            t4 = 'offset:' + t4 + ''
            t6 = M_map_63bb14d3[((v >> 16) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t6
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_c0ac4d4e2682(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_06311069[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_c5f1273c[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_map_e62febad[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t4 = M_map_63bb14d3[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_c261e2032c4a(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_424b8cef[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_1df62b7d[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t4 = ((v >> 32) & 2097151)
            t3 = F_smem_offset_hex(t4)
            if t3 is None: raise Invalid
            t5 = M_map_63bb14d3[((v >> 16) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_c27c8aca383e(s):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_1df62b7d[((v >> 0) & 63)]
            if t1 is None: raise Invalid
            t2 = M_map_e62febad[((v >> 57) & 127)]
            if t2 is None: raise Invalid
            return s0 + t1 + s1 + t2
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_c8fd91b801a8(s):
        s0, = s
        def render(v, lit):
            return s0
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_cc415f6c0290(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_36033e90[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_1df62b7d[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_map_e62febad[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t4 = M_map_63bb14d3[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_d49c107a3749(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_6c9a320e[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_1df62b7d[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t4 = ((v >> 32) & 2097151)
            t3 = F_smem_offset_hex(t4)
            if t3 is None: raise Invalid
            t5 = M_map_63bb14d3[((v >> 16) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_d8bc1f7ec26a(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_06311069[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_1df62b7d[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_low_77ca701e[((v >> 32) & 2097151) & 127]
            if t3 is None: raise Invalid
            t4 = M_map_63bb14d3[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_db3a072f8b5c(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_0d67148e[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_c5f1273c[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_low_77ca701e[((v >> 32) & 2097151) & 127]
            if t3 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_dd4f487213fd(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_424b8cef[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_c5f1273c[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_map_e62febad[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 32) & 2097151)
            t4 = F_smem_offset_hex(t5)
            if t4 is None: raise Invalid
            t4 = 'offset:' + t4 + ''
            t6 = M_map_63bb14d3[((v >> 16) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t6
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_e072ad3e7dd7(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_0d67148e[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_c5f1273c[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t4 = ((v >> 32) & 2097151)
            t3 = F_smem_offset_hex(t4)
            if t3 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_ed3f40ec6a0b(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_c72dbc0f[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_1df62b7d[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_low_77ca701e[((v >> 32) & 2097151) & 127]
            if t3 is None: raise Invalid
            t4 = M_map_63bb14d3[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_efc3672e80f7(s):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_1df62b7d[((v >> 0) & 63)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 2097151)
            t2 = F_smem_offset_hex(t3)
            if t2 is None: raise Invalid
            return s0 + t1 + s1 + t2
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_f1f7d94e7f35(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_0d67148e[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_1df62b7d[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_map_e62febad[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_fa5cb51a654c(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_36033e90[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_map_c5f1273c[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_map_e62febad[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 32) & 2097151)
            t4 = F_smem_offset_hex(t5)
            if t4 is None: raise Invalid
            t4 = 'offset:' + t4 + ''
            t6 = M_map_63bb14d3[((v >> 16) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t6
        def takes_literal(v):
            return False
        return render, takes_literal
    return {
        (0, 0, 0): (shape_773efcd8cf66, ('s_load_dword ', ', ', ', ')),
        (0, 0, 1): (shape_04e1cca1aa8f, ('s_load_dword ', ', ', ', ')),
        (0, 1, 0): (shape_d49c107a3749, ('s_load_dword ', ', ', ', ')),
        (0, 1, 1): (shape_b4c6da9d957c, ('s_load_dword ', ', ', ', ', ' ')),
        (1, 0, 0): (shape_3801be724515, ('s_load_dwordx2 ', ', ', ', ')),
        (1, 0, 1): (shape_cc415f6c0290, ('s_load_dwordx2 ', ', ', ', ')),
        (1, 1, 0): (shape_11dc3d95a8d1, ('s_load_dwordx2 ', ', ', ', ')),
        (1, 1, 1): (shape_3dddd48f5fb7, ('s_load_dwordx2 ', ', ', ', ', ' ')),
        (2, 0, 0): (shape_d8bc1f7ec26a, ('s_load_dwordx4 ', ', ', ', ')),
        (2, 0, 1): (shape_74bcf9be1c27, ('s_load_dwordx4 ', ', ', ', ')),
        (2, 1, 0): (shape_7b81c8f0d20d, ('s_load_dwordx4 ', ', ', ', ')),
        (2, 1, 1): (shape_82f861f46ced, ('s_load_dwordx4 ', ', ', ', ', ' ')),
        (3, 0, 0): (shape_ed3f40ec6a0b, ('s_load_dwordx8 ', ', ', ', ')),
        (3, 0, 1): (shape_94f1ff6fa737, ('s_load_dwordx8 ', ', ', ', ')),
        (3, 1, 0): (shape_2262839cdae0, ('s_load_dwordx8 ', ', ', ', ')),
        (3, 1, 1): (shape_28866090f77d, ('s_load_dwordx8 ', ', ', ', ', ' ')),
        (4, 0, 0): (shape_6d13272e584b, ('s_load_dwordx16 ', ', ', ', ')),
        (4, 0, 1): (shape_8b8c12b1b25c, ('s_load_dwordx16 ', ', ', ', ')),
        (4, 1, 0): (shape_c261e2032c4a, ('s_load_dwordx16 ', ', ', ', ')),
        (4, 1, 1): (shape_24abadea634b, ('s_load_dwordx16 ', ', ', ', ', ' ')),
        (5, 0, 0): (shape_773efcd8cf66, ('s_scratch_load_dword ', ', ', ', ')),
        (5, 0, 1): (shape_04e1cca1aa8f, ('s_scratch_load_dword ', ', ', ', ')),
        (5, 1, 0): (shape_d49c107a3749, ('s_scratch_load_dword ', ', ', ', ')),
        (5, 1, 1): (shape_b4c6da9d957c, ('s_scratch_load_dword ', ', ', ', ', ' ')),
        (6, 0, 0): (shape_3801be724515, ('s_scratch_load_dwordx2 ', ', ', ', ')),
        (6, 0, 1): (shape_cc415f6c0290, ('s_scratch_load_dwordx2 ', ', ', ', ')),
        (6, 1, 0): (shape_11dc3d95a8d1, ('s_scratch_load_dwordx2 ', ', ', ', ')),
        (6, 1, 1): (shape_3dddd48f5fb7, ('s_scratch_load_dwordx2 ', ', ', ', ', ' ')),
        (7, 0, 0): (shape_d8bc1f7ec26a, ('s_scratch_load_dwordx4 ', ', ', ', ')),
        (7, 0, 1): (shape_74bcf9be1c27, ('s_scratch_load_dwordx4 ', ', ', ', ')),
        (7, 1, 0): (shape_7b81c8f0d20d, ('s_scratch_load_dwordx4 ', ', ', ', ')),
        (7, 1, 1): (shape_82f861f46ced, ('s_scratch_load_dwordx4 ', ', ', ', ', ' ')),
        (8, 0, 0): (shape_0d7e1435ee30, ('s_buffer_load_dword ', ', ', ', ')),
        (8, 0, 1): (shape_2a313beab45c, ('s_buffer_load_dword ', ', ', ', ')),
        (8, 1, 0): (shape_70d6578b1d9c, ('s_buffer_load_dword ', ', ', ', ')),
        (8, 1, 1): (shape_60455e99933c, ('s_buffer_load_dword ', ', ', ', ', ' ')),
        (9, 0, 0): (shape_6fb9c1422ea1, ('s_buffer_load_dwordx2 ', ', ', ', ')),
        (9, 0, 1): (shape_39df60f201cb, ('s_buffer_load_dwordx2 ', ', ', ', ')),
        (9, 1, 0): (shape_951cdf0187bf, ('s_buffer_load_dwordx2 ', ', ', ', ')),
        (9, 1, 1): (shape_fa5cb51a654c, ('s_buffer_load_dwordx2 ', ', ', ', ', ' ')),
        (10, 0, 0): (shape_9e5342ce6656, ('s_buffer_load_dwordx4 ', ', ', ', ')),
        (10, 0, 1): (shape_c0ac4d4e2682, ('s_buffer_load_dwordx4 ', ', ', ', ')),
        (10, 1, 0): (shape_85623ee1d851, ('s_buffer_load_dwordx4 ', ', ', ', ')),
        (10, 1, 1): (shape_54a5f23b8118, ('s_buffer_load_dwordx4 ', ', ', ', ', ' ')),
        (11, 0, 0): (shape_9d30004b29ac, ('s_buffer_load_dwordx8 ', ', ', ', ')),
        (11, 0, 1): (shape_3e1b48c87d3e, ('s_buffer_load_dwordx8 ', ', ', ', ')),
        (11, 1, 0): (shape_3a85dd26a8a4, ('s_buffer_load_dwordx8 ', ', ', ', ')),
        (11, 1, 1): (shape_92c54b1cb1b7, ('s_buffer_load_dwordx8 ', ', ', ', ', ' ')),
        (12, 0, 0): (shape_ae5bb8eed8c2, ('s_buffer_load_dwordx16 ', ', ', ', ')),
        (12, 0, 1): (shape_4f751c423d60, ('s_buffer_load_dwordx16 ', ', ', ', ')),
        (12, 1, 0): (shape_aa093736d895, ('s_buffer_load_dwordx16 ', ', ', ', ')),
        (12, 1, 1): (shape_dd4f487213fd, ('s_buffer_load_dwordx16 ', ', ', ', ', ' ')),
        (16, 0, 0): (shape_773efcd8cf66, ('s_store_dword ', ', ', ', ')),
        (16, 0, 1): (shape_04e1cca1aa8f, ('s_store_dword ', ', ', ', ')),
        (16, 1, 0): (shape_d49c107a3749, ('s_store_dword ', ', ', ', ')),
        (16, 1, 1): (shape_b4c6da9d957c, ('s_store_dword ', ', ', ', ', ' ')),
        (17, 0, 0): (shape_3801be724515, ('s_store_dwordx2 ', ', ', ', ')),
        (17, 0, 1): (shape_cc415f6c0290, ('s_store_dwordx2 ', ', ', ', ')),
        (17, 1, 0): (shape_11dc3d95a8d1, ('s_store_dwordx2 ', ', ', ', ')),
        (17, 1, 1): (shape_3dddd48f5fb7, ('s_store_dwordx2 ', ', ', ', ', ' ')),
        (18, 0, 0): (shape_d8bc1f7ec26a, ('s_store_dwordx4 ', ', ', ', ')),
        (18, 0, 1): (shape_74bcf9be1c27, ('s_store_dwordx4 ', ', ', ', ')),
        (18, 1, 0): (shape_7b81c8f0d20d, ('s_store_dwordx4 ', ', ', ', ')),
        (18, 1, 1): (shape_82f861f46ced, ('s_store_dwordx4 ', ', ', ', ', ' ')),
        (21, 0, 0): (shape_773efcd8cf66, ('s_scratch_store_dword ', ', ', ', ')),
        (21, 0, 1): (shape_04e1cca1aa8f, ('s_scratch_store_dword ', ', ', ', ')),
        (21, 1, 0): (shape_d49c107a3749, ('s_scratch_store_dword ', ', ', ', ')),
        (21, 1, 1): (shape_b4c6da9d957c, ('s_scratch_store_dword ', ', ', ', ', ' ')),
        (22, 0, 0): (shape_3801be724515, ('s_scratch_store_dwordx2 ', ', ', ', ')),
        (22, 0, 1): (shape_cc415f6c0290, ('s_scratch_store_dwordx2 ', ', ', ', ')),
        (22, 1, 0): (shape_11dc3d95a8d1, ('s_scratch_store_dwordx2 ', ', ', ', ')),
        (22, 1, 1): (shape_3dddd48f5fb7, ('s_scratch_store_dwordx2 ', ', ', ', ', ' ')),
        (23, 0, 0): (shape_d8bc1f7ec26a, ('s_scratch_store_dwordx4 ', ', ', ', ')),
        (23, 0, 1): (shape_74bcf9be1c27, ('s_scratch_store_dwordx4 ', ', ', ', ')),
        (23, 1, 0): (shape_7b81c8f0d20d, ('s_scratch_store_dwordx4 ', ', ', ', ')),
        (23, 1, 1): (shape_82f861f46ced, ('s_scratch_store_dwordx4 ', ', ', ', ', ' ')),
        (24, 0, 0): (shape_0d7e1435ee30, ('s_buffer_store_dword ', ', ', ', ')),
        (24, 0, 1): (shape_2a313beab45c, ('s_buffer_store_dword ', ', ', ', ')),
        (24, 1, 0): (shape_70d6578b1d9c, ('s_buffer_store_dword ', ', ', ', ')),
        (24, 1, 1): (shape_60455e99933c, ('s_buffer_store_dword ', ', ', ', ', ' ')),
        (25, 0, 0): (shape_6fb9c1422ea1, ('s_buffer_store_dwordx2 ', ', ', ', ')),
        (25, 0, 1): (shape_39df60f201cb, ('s_buffer_store_dwordx2 ', ', ', ', ')),
        (25, 1, 0): (shape_951cdf0187bf, ('s_buffer_store_dwordx2 ', ', ', ', ')),
        (25, 1, 1): (shape_fa5cb51a654c, ('s_buffer_store_dwordx2 ', ', ', ', ', ' ')),
        (26, 0, 0): (shape_9e5342ce6656, ('s_buffer_store_dwordx4 ', ', ', ', ')),
        (26, 0, 1): (shape_c0ac4d4e2682, ('s_buffer_store_dwordx4 ', ', ', ', ')),
        (26, 1, 0): (shape_85623ee1d851, ('s_buffer_store_dwordx4 ', ', ', ', ')),
        (26, 1, 1): (shape_54a5f23b8118, ('s_buffer_store_dwordx4 ', ', ', ', ', ' ')),
        (32, 0, 0): (shape_c8fd91b801a8, ('s_dcache_inv',)),
        (32, 0, 1): (shape_c8fd91b801a8, ('s_dcache_inv',)),
        (33, 0, 0): (shape_c8fd91b801a8, ('s_dcache_wb',)),
        (33, 0, 1): (shape_c8fd91b801a8, ('s_dcache_wb',)),
        (34, 0, 0): (shape_c8fd91b801a8, ('s_dcache_inv_vol',)),
        (34, 0, 1): (shape_c8fd91b801a8, ('s_dcache_inv_vol',)),
        (35, 0, 0): (shape_c8fd91b801a8, ('s_dcache_wb_vol',)),
        (35, 0, 1): (shape_c8fd91b801a8, ('s_dcache_wb_vol',)),
        (36, 0, 0): (shape_5f712c626abf, ('s_memtime ',)),
        (36, 0, 1): (shape_5f712c626abf, ('s_memtime ',)),
        (37, 0, 0): (shape_5f712c626abf, ('s_memrealtime ',)),
        (37, 0, 1): (shape_5f712c626abf, ('s_memrealtime ',)),
        (38, 0, 0): (shape_930bd4136a0c, ('s_atc_probe ', ', ', ', ')),
        (38, 0, 1): (shape_f1f7d94e7f35, ('s_atc_probe ', ', ', ', ')),
        (38, 1, 0): (shape_456167f854da, ('s_atc_probe ', ', ', ', ')),
        (38, 1, 1): (shape_6b1afe9b3be5, ('s_atc_probe ', ', ', ', ', ' ')),
        (39, 0, 0): (shape_db3a072f8b5c, ('s_atc_probe_buffer ', ', ', ', ')),
        (39, 0, 1): (shape_2dfcb46527bc, ('s_atc_probe_buffer ', ', ', ', ')),
        (39, 1, 0): (shape_e072ad3e7dd7, ('s_atc_probe_buffer ', ', ', ', ')),
        (39, 1, 1): (shape_1f36165af08b, ('s_atc_probe_buffer ', ', ', ', ', ' ')),
        (40, 0, 0): (shape_45a3f29d71eb, ('s_dcache_discard ', ', ')),
        (40, 0, 1): (shape_c27c8aca383e, ('s_dcache_discard ', ', ')),
        (40, 1, 0): (shape_efc3672e80f7, ('s_dcache_discard ', ', ')),
        (40, 1, 1): (shape_586d0ebe733f, ('s_dcache_discard ', ', ', ' ')),
        (41, 0, 0): (shape_45a3f29d71eb, ('s_dcache_discard_x2 ', ', ')),
        (41, 0, 1): (shape_c27c8aca383e, ('s_dcache_discard_x2 ', ', ')),
        (41, 1, 0): (shape_efc3672e80f7, ('s_dcache_discard_x2 ', ', ')),
        (41, 1, 1): (shape_586d0ebe733f, ('s_dcache_discard_x2 ', ', ', ' ')),
        (64, 0, 0): (shape_0d7e1435ee30, ('s_buffer_atomic_swap ', ', ', ', ')),
        (64, 0, 1): (shape_2a313beab45c, ('s_buffer_atomic_swap ', ', ', ', ')),
        (64, 1, 0): (shape_70d6578b1d9c, ('s_buffer_atomic_swap ', ', ', ', ')),
        (64, 1, 1): (shape_60455e99933c, ('s_buffer_atomic_swap ', ', ', ', ', ' ')),
        (65, 0, 0): (shape_6fb9c1422ea1, ('s_buffer_atomic_cmpswap ', ', ', ', ')),
        (65, 0, 1): (shape_39df60f201cb, ('s_buffer_atomic_cmpswap ', ', ', ', ')),
        (65, 1, 0): (shape_951cdf0187bf, ('s_buffer_atomic_cmpswap ', ', ', ', ')),
        (65, 1, 1): (shape_fa5cb51a654c, ('s_buffer_atomic_cmpswap ', ', ', ', ', ' ')),
        (66, 0, 0): (shape_0d7e1435ee30, ('s_buffer_atomic_add ', ', ', ', ')),
        (66, 0, 1): (shape_2a313beab45c, ('s_buffer_atomic_add ', ', ', ', ')),
        (66, 1, 0): (shape_70d6578b1d9c, ('s_buffer_atomic_add ', ', ', ', ')),
        (66, 1, 1): (shape_60455e99933c, ('s_buffer_atomic_add ', ', ', ', ', ' ')),
        (67, 0, 0): (shape_0d7e1435ee30, ('s_buffer_atomic_sub ', ', ', ', ')),
        (67, 0, 1): (shape_2a313beab45c, ('s_buffer_atomic_sub ', ', ', ', ')),
        (67, 1, 0): (shape_70d6578b1d9c, ('s_buffer_atomic_sub ', ', ', ', ')),
        (67, 1, 1): (shape_60455e99933c, ('s_buffer_atomic_sub ', ', ', ', ', ' ')),
        (68, 0, 0): (shape_0d7e1435ee30, ('s_buffer_atomic_smin ', ', ', ', ')),
        (68, 0, 1): (shape_2a313beab45c, ('s_buffer_atomic_smin ', ', ', ', ')),
        (68, 1, 0): (shape_70d6578b1d9c, ('s_buffer_atomic_smin ', ', ', ', ')),
        (68, 1, 1): (shape_60455e99933c, ('s_buffer_atomic_smin ', ', ', ', ', ' ')),
        (69, 0, 0): (shape_0d7e1435ee30, ('s_buffer_atomic_umin ', ', ', ', ')),
        (69, 0, 1): (shape_2a313beab45c, ('s_buffer_atomic_umin ', ', ', ', ')),
        (69, 1, 0): (shape_70d6578b1d9c, ('s_buffer_atomic_umin ', ', ', ', ')),
        (69, 1, 1): (shape_60455e99933c, ('s_buffer_atomic_umin ', ', ', ', ', ' ')),
        (70, 0, 0): (shape_0d7e1435ee30, ('s_buffer_atomic_smax ', ', ', ', ')),
        (70, 0, 1): (shape_2a313beab45c, ('s_buffer_atomic_smax ', ', ', ', ')),
        (70, 1, 0): (shape_70d6578b1d9c, ('s_buffer_atomic_smax ', ', ', ', ')),
        (70, 1, 1): (shape_60455e99933c, ('s_buffer_atomic_smax ', ', ', ', ', ' ')),
        (71, 0, 0): (shape_0d7e1435ee30, ('s_buffer_atomic_umax ', ', ', ', ')),
        (71, 0, 1): (shape_2a313beab45c, ('s_buffer_atomic_umax ', ', ', ', ')),
        (71, 1, 0): (shape_70d6578b1d9c, ('s_buffer_atomic_umax ', ', ', ', ')),
        (71, 1, 1): (shape_60455e99933c, ('s_buffer_atomic_umax ', ', ', ', ', ' ')),
        (72, 0, 0): (shape_0d7e1435ee30, ('s_buffer_atomic_and ', ', ', ', ')),
        (72, 0, 1): (shape_2a313beab45c, ('s_buffer_atomic_and ', ', ', ', ')),
        (72, 1, 0): (shape_70d6578b1d9c, ('s_buffer_atomic_and ', ', ', ', ')),
        (72, 1, 1): (shape_60455e99933c, ('s_buffer_atomic_and ', ', ', ', ', ' ')),
        (73, 0, 0): (shape_0d7e1435ee30, ('s_buffer_atomic_or ', ', ', ', ')),
        (73, 0, 1): (shape_2a313beab45c, ('s_buffer_atomic_or ', ', ', ', ')),
        (73, 1, 0): (shape_70d6578b1d9c, ('s_buffer_atomic_or ', ', ', ', ')),
        (73, 1, 1): (shape_60455e99933c, ('s_buffer_atomic_or ', ', ', ', ', ' ')),
        (74, 0, 0): (shape_0d7e1435ee30, ('s_buffer_atomic_xor ', ', ', ', ')),
        (74, 0, 1): (shape_2a313beab45c, ('s_buffer_atomic_xor ', ', ', ', ')),
        (74, 1, 0): (shape_70d6578b1d9c, ('s_buffer_atomic_xor ', ', ', ', ')),
        (74, 1, 1): (shape_60455e99933c, ('s_buffer_atomic_xor ', ', ', ', ', ' ')),
        (75, 0, 0): (shape_0d7e1435ee30, ('s_buffer_atomic_inc ', ', ', ', ')),
        (75, 0, 1): (shape_2a313beab45c, ('s_buffer_atomic_inc ', ', ', ', ')),
        (75, 1, 0): (shape_70d6578b1d9c, ('s_buffer_atomic_inc ', ', ', ', ')),
        (75, 1, 1): (shape_60455e99933c, ('s_buffer_atomic_inc ', ', ', ', ', ' ')),
        (76, 0, 0): (shape_0d7e1435ee30, ('s_buffer_atomic_dec ', ', ', ', ')),
        (76, 0, 1): (shape_2a313beab45c, ('s_buffer_atomic_dec ', ', ', ', ')),
        (76, 1, 0): (shape_70d6578b1d9c, ('s_buffer_atomic_dec ', ', ', ', ')),
        (76, 1, 1): (shape_60455e99933c, ('s_buffer_atomic_dec ', ', ', ', ', ' ')),
        (96, 0, 0): (shape_6fb9c1422ea1, ('s_buffer_atomic_swap_x2 ', ', ', ', ')),
        (96, 0, 1): (shape_39df60f201cb, ('s_buffer_atomic_swap_x2 ', ', ', ', ')),
        (96, 1, 0): (shape_951cdf0187bf, ('s_buffer_atomic_swap_x2 ', ', ', ', ')),
        (96, 1, 1): (shape_fa5cb51a654c, ('s_buffer_atomic_swap_x2 ', ', ', ', ', ' ')),
        (97, 0, 0): (shape_9e5342ce6656, ('s_buffer_atomic_cmpswap_x2 ', ', ', ', ')),
        (97, 0, 1): (shape_c0ac4d4e2682, ('s_buffer_atomic_cmpswap_x2 ', ', ', ', ')),
        (97, 1, 0): (shape_85623ee1d851, ('s_buffer_atomic_cmpswap_x2 ', ', ', ', ')),
        (97, 1, 1): (shape_54a5f23b8118, ('s_buffer_atomic_cmpswap_x2 ', ', ', ', ', ' ')),
        (98, 0, 0): (shape_6fb9c1422ea1, ('s_buffer_atomic_add_x2 ', ', ', ', ')),
        (98, 0, 1): (shape_39df60f201cb, ('s_buffer_atomic_add_x2 ', ', ', ', ')),
        (98, 1, 0): (shape_951cdf0187bf, ('s_buffer_atomic_add_x2 ', ', ', ', ')),
        (98, 1, 1): (shape_fa5cb51a654c, ('s_buffer_atomic_add_x2 ', ', ', ', ', ' ')),
        (99, 0, 0): (shape_6fb9c1422ea1, ('s_buffer_atomic_sub_x2 ', ', ', ', ')),
        (99, 0, 1): (shape_39df60f201cb, ('s_buffer_atomic_sub_x2 ', ', ', ', ')),
        (99, 1, 0): (shape_951cdf0187bf, ('s_buffer_atomic_sub_x2 ', ', ', ', ')),
        (99, 1, 1): (shape_fa5cb51a654c, ('s_buffer_atomic_sub_x2 ', ', ', ', ', ' ')),
        (100, 0, 0): (shape_6fb9c1422ea1, ('s_buffer_atomic_smin_x2 ', ', ', ', ')),
        (100, 0, 1): (shape_39df60f201cb, ('s_buffer_atomic_smin_x2 ', ', ', ', ')),
        (100, 1, 0): (shape_951cdf0187bf, ('s_buffer_atomic_smin_x2 ', ', ', ', ')),
        (100, 1, 1): (shape_fa5cb51a654c, ('s_buffer_atomic_smin_x2 ', ', ', ', ', ' ')),
        (101, 0, 0): (shape_6fb9c1422ea1, ('s_buffer_atomic_umin_x2 ', ', ', ', ')),
        (101, 0, 1): (shape_39df60f201cb, ('s_buffer_atomic_umin_x2 ', ', ', ', ')),
        (101, 1, 0): (shape_951cdf0187bf, ('s_buffer_atomic_umin_x2 ', ', ', ', ')),
        (101, 1, 1): (shape_fa5cb51a654c, ('s_buffer_atomic_umin_x2 ', ', ', ', ', ' ')),
        (102, 0, 0): (shape_6fb9c1422ea1, ('s_buffer_atomic_smax_x2 ', ', ', ', ')),
        (102, 0, 1): (shape_39df60f201cb, ('s_buffer_atomic_smax_x2 ', ', ', ', ')),
        (102, 1, 0): (shape_951cdf0187bf, ('s_buffer_atomic_smax_x2 ', ', ', ', ')),
        (102, 1, 1): (shape_fa5cb51a654c, ('s_buffer_atomic_smax_x2 ', ', ', ', ', ' ')),
        (103, 0, 0): (shape_6fb9c1422ea1, ('s_buffer_atomic_umax_x2 ', ', ', ', ')),
        (103, 0, 1): (shape_39df60f201cb, ('s_buffer_atomic_umax_x2 ', ', ', ', ')),
        (103, 1, 0): (shape_951cdf0187bf, ('s_buffer_atomic_umax_x2 ', ', ', ', ')),
        (103, 1, 1): (shape_fa5cb51a654c, ('s_buffer_atomic_umax_x2 ', ', ', ', ', ' ')),
        (104, 0, 0): (shape_6fb9c1422ea1, ('s_buffer_atomic_and_x2 ', ', ', ', ')),
        (104, 0, 1): (shape_39df60f201cb, ('s_buffer_atomic_and_x2 ', ', ', ', ')),
        (104, 1, 0): (shape_951cdf0187bf, ('s_buffer_atomic_and_x2 ', ', ', ', ')),
        (104, 1, 1): (shape_fa5cb51a654c, ('s_buffer_atomic_and_x2 ', ', ', ', ', ' ')),
        (105, 0, 0): (shape_6fb9c1422ea1, ('s_buffer_atomic_or_x2 ', ', ', ', ')),
        (105, 0, 1): (shape_39df60f201cb, ('s_buffer_atomic_or_x2 ', ', ', ', ')),
        (105, 1, 0): (shape_951cdf0187bf, ('s_buffer_atomic_or_x2 ', ', ', ', ')),
        (105, 1, 1): (shape_fa5cb51a654c, ('s_buffer_atomic_or_x2 ', ', ', ', ', ' ')),
        (106, 0, 0): (shape_6fb9c1422ea1, ('s_buffer_atomic_xor_x2 ', ', ', ', ')),
        (106, 0, 1): (shape_39df60f201cb, ('s_buffer_atomic_xor_x2 ', ', ', ', ')),
        (106, 1, 0): (shape_951cdf0187bf, ('s_buffer_atomic_xor_x2 ', ', ', ', ')),
        (106, 1, 1): (shape_fa5cb51a654c, ('s_buffer_atomic_xor_x2 ', ', ', ', ', ' ')),
        (107, 0, 0): (shape_6fb9c1422ea1, ('s_buffer_atomic_inc_x2 ', ', ', ', ')),
        (107, 0, 1): (shape_39df60f201cb, ('s_buffer_atomic_inc_x2 ', ', ', ', ')),
        (107, 1, 0): (shape_951cdf0187bf, ('s_buffer_atomic_inc_x2 ', ', ', ', ')),
        (107, 1, 1): (shape_fa5cb51a654c, ('s_buffer_atomic_inc_x2 ', ', ', ', ', ' ')),
        (108, 0, 0): (shape_6fb9c1422ea1, ('s_buffer_atomic_dec_x2 ', ', ', ', ')),
        (108, 0, 1): (shape_39df60f201cb, ('s_buffer_atomic_dec_x2 ', ', ', ', ')),
        (108, 1, 0): (shape_951cdf0187bf, ('s_buffer_atomic_dec_x2 ', ', ', ', ')),
        (108, 1, 1): (shape_fa5cb51a654c, ('s_buffer_atomic_dec_x2 ', ', ', ', ', ' ')),
        (128, 0, 0): (shape_773efcd8cf66, ('s_atomic_swap ', ', ', ', ')),
        (128, 0, 1): (shape_04e1cca1aa8f, ('s_atomic_swap ', ', ', ', ')),
        (128, 1, 0): (shape_d49c107a3749, ('s_atomic_swap ', ', ', ', ')),
        (128, 1, 1): (shape_b4c6da9d957c, ('s_atomic_swap ', ', ', ', ', ' ')),
        (129, 0, 0): (shape_3801be724515, ('s_atomic_cmpswap ', ', ', ', ')),
        (129, 0, 1): (shape_cc415f6c0290, ('s_atomic_cmpswap ', ', ', ', ')),
        (129, 1, 0): (shape_11dc3d95a8d1, ('s_atomic_cmpswap ', ', ', ', ')),
        (129, 1, 1): (shape_3dddd48f5fb7, ('s_atomic_cmpswap ', ', ', ', ', ' ')),
        (130, 0, 0): (shape_773efcd8cf66, ('s_atomic_add ', ', ', ', ')),
        (130, 0, 1): (shape_04e1cca1aa8f, ('s_atomic_add ', ', ', ', ')),
        (130, 1, 0): (shape_d49c107a3749, ('s_atomic_add ', ', ', ', ')),
        (130, 1, 1): (shape_b4c6da9d957c, ('s_atomic_add ', ', ', ', ', ' ')),
        (131, 0, 0): (shape_773efcd8cf66, ('s_atomic_sub ', ', ', ', ')),
        (131, 0, 1): (shape_04e1cca1aa8f, ('s_atomic_sub ', ', ', ', ')),
        (131, 1, 0): (shape_d49c107a3749, ('s_atomic_sub ', ', ', ', ')),
        (131, 1, 1): (shape_b4c6da9d957c, ('s_atomic_sub ', ', ', ', ', ' ')),
        (132, 0, 0): (shape_773efcd8cf66, ('s_atomic_smin ', ', ', ', ')),
        (132, 0, 1): (shape_04e1cca1aa8f, ('s_atomic_smin ', ', ', ', ')),
        (132, 1, 0): (shape_d49c107a3749, ('s_atomic_smin ', ', ', ', ')),
        (132, 1, 1): (shape_b4c6da9d957c, ('s_atomic_smin ', ', ', ', ', ' ')),
        (133, 0, 0): (shape_773efcd8cf66, ('s_atomic_umin ', ', ', ', ')),
        (133, 0, 1): (shape_04e1cca1aa8f, ('s_atomic_umin ', ', ', ', ')),
        (133, 1, 0): (shape_d49c107a3749, ('s_atomic_umin ', ', ', ', ')),
        (133, 1, 1): (shape_b4c6da9d957c, ('s_atomic_umin ', ', ', ', ', ' ')),
        (134, 0, 0): (shape_773efcd8cf66, ('s_atomic_smax ', ', ', ', ')),
        (134, 0, 1): (shape_04e1cca1aa8f, ('s_atomic_smax ', ', ', ', ')),
        (134, 1, 0): (shape_d49c107a3749, ('s_atomic_smax ', ', ', ', ')),
        (134, 1, 1): (shape_b4c6da9d957c, ('s_atomic_smax ', ', ', ', ', ' ')),
        (135, 0, 0): (shape_773efcd8cf66, ('s_atomic_umax ', ', ', ', ')),
        (135, 0, 1): (shape_04e1cca1aa8f, ('s_atomic_umax ', ', ', ', ')),
        (135, 1, 0): (shape_d49c107a3749, ('s_atomic_umax ', ', ', ', ')),
        (135, 1, 1): (shape_b4c6da9d957c, ('s_atomic_umax ', ', ', ', ', ' ')),
        (136, 0, 0): (shape_773efcd8cf66, ('s_atomic_and ', ', ', ', ')),
        (136, 0, 1): (shape_04e1cca1aa8f, ('s_atomic_and ', ', ', ', ')),
        (136, 1, 0): (shape_d49c107a3749, ('s_atomic_and ', ', ', ', ')),
        (136, 1, 1): (shape_b4c6da9d957c, ('s_atomic_and ', ', ', ', ', ' ')),
        (137, 0, 0): (shape_773efcd8cf66, ('s_atomic_or ', ', ', ', ')),
        (137, 0, 1): (shape_04e1cca1aa8f, ('s_atomic_or ', ', ', ', ')),
        (137, 1, 0): (shape_d49c107a3749, ('s_atomic_or ', ', ', ', ')),
        (137, 1, 1): (shape_b4c6da9d957c, ('s_atomic_or ', ', ', ', ', ' ')),
        (138, 0, 0): (shape_773efcd8cf66, ('s_atomic_xor ', ', ', ', ')),
        (138, 0, 1): (shape_04e1cca1aa8f, ('s_atomic_xor ', ', ', ', ')),
        (138, 1, 0): (shape_d49c107a3749, ('s_atomic_xor ', ', ', ', ')),
        (138, 1, 1): (shape_b4c6da9d957c, ('s_atomic_xor ', ', ', ', ', ' ')),
        (139, 0, 0): (shape_773efcd8cf66, ('s_atomic_inc ', ', ', ', ')),
        (139, 0, 1): (shape_04e1cca1aa8f, ('s_atomic_inc ', ', ', ', ')),
        (139, 1, 0): (shape_d49c107a3749, ('s_atomic_inc ', ', ', ', ')),
        (139, 1, 1): (shape_b4c6da9d957c, ('s_atomic_inc ', ', ', ', ', ' ')),
        (140, 0, 0): (shape_773efcd8cf66, ('s_atomic_dec ', ', ', ', ')),
        (140, 0, 1): (shape_04e1cca1aa8f, ('s_atomic_dec ', ', ', ', ')),
        (140, 1, 0): (shape_d49c107a3749, ('s_atomic_dec ', ', ', ', ')),
        (140, 1, 1): (shape_b4c6da9d957c, ('s_atomic_dec ', ', ', ', ', ' ')),
        (160, 0, 0): (shape_3801be724515, ('s_atomic_swap_x2 ', ', ', ', ')),
        (160, 0, 1): (shape_cc415f6c0290, ('s_atomic_swap_x2 ', ', ', ', ')),
        (160, 1, 0): (shape_11dc3d95a8d1, ('s_atomic_swap_x2 ', ', ', ', ')),
        (160, 1, 1): (shape_3dddd48f5fb7, ('s_atomic_swap_x2 ', ', ', ', ', ' ')),
        (161, 0, 0): (shape_d8bc1f7ec26a, ('s_atomic_cmpswap_x2 ', ', ', ', ')),
        (161, 0, 1): (shape_74bcf9be1c27, ('s_atomic_cmpswap_x2 ', ', ', ', ')),
        (161, 1, 0): (shape_7b81c8f0d20d, ('s_atomic_cmpswap_x2 ', ', ', ', ')),
        (161, 1, 1): (shape_82f861f46ced, ('s_atomic_cmpswap_x2 ', ', ', ', ', ' ')),
        (162, 0, 0): (shape_3801be724515, ('s_atomic_add_x2 ', ', ', ', ')),
        (162, 0, 1): (shape_cc415f6c0290, ('s_atomic_add_x2 ', ', ', ', ')),
        (162, 1, 0): (shape_11dc3d95a8d1, ('s_atomic_add_x2 ', ', ', ', ')),
        (162, 1, 1): (shape_3dddd48f5fb7, ('s_atomic_add_x2 ', ', ', ', ', ' ')),
        (163, 0, 0): (shape_3801be724515, ('s_atomic_sub_x2 ', ', ', ', ')),
        (163, 0, 1): (shape_cc415f6c0290, ('s_atomic_sub_x2 ', ', ', ', ')),
        (163, 1, 0): (shape_11dc3d95a8d1, ('s_atomic_sub_x2 ', ', ', ', ')),
        (163, 1, 1): (shape_3dddd48f5fb7, ('s_atomic_sub_x2 ', ', ', ', ', ' ')),
        (164, 0, 0): (shape_3801be724515, ('s_atomic_smin_x2 ', ', ', ', ')),
        (164, 0, 1): (shape_cc415f6c0290, ('s_atomic_smin_x2 ', ', ', ', ')),
        (164, 1, 0): (shape_11dc3d95a8d1, ('s_atomic_smin_x2 ', ', ', ', ')),
        (164, 1, 1): (shape_3dddd48f5fb7, ('s_atomic_smin_x2 ', ', ', ', ', ' ')),
        (165, 0, 0): (shape_3801be724515, ('s_atomic_umin_x2 ', ', ', ', ')),
        (165, 0, 1): (shape_cc415f6c0290, ('s_atomic_umin_x2 ', ', ', ', ')),
        (165, 1, 0): (shape_11dc3d95a8d1, ('s_atomic_umin_x2 ', ', ', ', ')),
        (165, 1, 1): (shape_3dddd48f5fb7, ('s_atomic_umin_x2 ', ', ', ', ', ' ')),
        (166, 0, 0): (shape_3801be724515, ('s_atomic_smax_x2 ', ', ', ', ')),
        (166, 0, 1): (shape_cc415f6c0290, ('s_atomic_smax_x2 ', ', ', ', ')),
        (166, 1, 0): (shape_11dc3d95a8d1, ('s_atomic_smax_x2 ', ', ', ', ')),
        (166, 1, 1): (shape_3dddd48f5fb7, ('s_atomic_smax_x2 ', ', ', ', ', ' ')),
        (167, 0, 0): (shape_3801be724515, ('s_atomic_umax_x2 ', ', ', ', ')),
        (167, 0, 1): (shape_cc415f6c0290, ('s_atomic_umax_x2 ', ', ', ', ')),
        (167, 1, 0): (shape_11dc3d95a8d1, ('s_atomic_umax_x2 ', ', ', ', ')),
        (167, 1, 1): (shape_3dddd48f5fb7, ('s_atomic_umax_x2 ', ', ', ', ', ' ')),
        (168, 0, 0): (shape_3801be724515, ('s_atomic_and_x2 ', ', ', ', ')),
        (168, 0, 1): (shape_cc415f6c0290, ('s_atomic_and_x2 ', ', ', ', ')),
        (168, 1, 0): (shape_11dc3d95a8d1, ('s_atomic_and_x2 ', ', ', ', ')),
        (168, 1, 1): (shape_3dddd48f5fb7, ('s_atomic_and_x2 ', ', ', ', ', ' ')),
        (169, 0, 0): (shape_3801be724515, ('s_atomic_or_x2 ', ', ', ', ')),
        (169, 0, 1): (shape_cc415f6c0290, ('s_atomic_or_x2 ', ', ', ', ')),
        (169, 1, 0): (shape_11dc3d95a8d1, ('s_atomic_or_x2 ', ', ', ', ')),
        (169, 1, 1): (shape_3dddd48f5fb7, ('s_atomic_or_x2 ', ', ', ', ', ' ')),
        (170, 0, 0): (shape_3801be724515, ('s_atomic_xor_x2 ', ', ', ', ')),
        (170, 0, 1): (shape_cc415f6c0290, ('s_atomic_xor_x2 ', ', ', ', ')),
        (170, 1, 0): (shape_11dc3d95a8d1, ('s_atomic_xor_x2 ', ', ', ', ')),
        (170, 1, 1): (shape_3dddd48f5fb7, ('s_atomic_xor_x2 ', ', ', ', ', ' ')),
        (171, 0, 0): (shape_3801be724515, ('s_atomic_inc_x2 ', ', ', ', ')),
        (171, 0, 1): (shape_cc415f6c0290, ('s_atomic_inc_x2 ', ', ', ', ')),
        (171, 1, 0): (shape_11dc3d95a8d1, ('s_atomic_inc_x2 ', ', ', ', ')),
        (171, 1, 1): (shape_3dddd48f5fb7, ('s_atomic_inc_x2 ', ', ', ', ', ' ')),
        (172, 0, 0): (shape_3801be724515, ('s_atomic_dec_x2 ', ', ', ', ')),
        (172, 0, 1): (shape_cc415f6c0290, ('s_atomic_dec_x2 ', ', ', ', ')),
        (172, 1, 0): (shape_11dc3d95a8d1, ('s_atomic_dec_x2 ', ', ', ', ')),
        (172, 1, 1): (shape_3dddd48f5fb7, ('s_atomic_dec_x2 ', ', ', ', ', ' ')),
    }


def build_lossless(R, literal_ok, fmt_ok):
    C_low_77ca701e = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_map_06311069 = bytes.fromhex(
        '0100000001000000010000000100000001000000010000000100000001000000'
        '0100000001000000010000000100000001000000010000000100000001000000'
        '0100000001000000010000000100000001000000010000000100000001000000'
        '0100000001000000000000000100000001000000010000000100000000010000'
    )
    C_map_0d67148e = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_map_1df62b7d = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010001'
    )
    C_map_36033e90 = bytes.fromhex(
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010000010100'
    )
    C_map_424b8cef = bytes.fromhex(
        '0100000001000000010000000100000001000000010000000100000001000000'
        '0100000001000000010000000100000001000000010000000100000001000000'
        '0100000001000000010000000100000001000000010000000100000000000000'
        '0000000000000000000000000100000000000000000000000000000000010000'
    )
    C_map_63bb14d3 = bytes.fromhex('0101')
    C_map_6c9a320e = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_map_c5f1273c = bytes.fromhex(
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100000001000100010001000000'
    )
    C_map_c72dbc0f = bytes.fromhex(
        '0100000001000000010000000100000001000000010000000100000001000000'
        '0100000001000000010000000100000001000000010000000100000001000000'
        '0100000001000000010000000100000001000000010000000100000001000000'
        '0100000000000000000000000100000001000000010000000000000000010000'
    )
    C_map_e62febad = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    def lossless_0561b1104c07(mask, base):
        def lossless(v, lit):
            if not C_map_424b8cef[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            if not C_map_e62febad[((v >> 57) & 127)]: return False
            if not fmt_ok('fmt_f0f58ea8', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_14d5ec03f3ae(mask, base):
        def lossless(v, lit):
            if not C_map_c72dbc0f[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            if not fmt_ok('fmt_547c1598', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_24c67c9a6070(mask, base):
        def lossless(v, lit):
            if not C_map_06311069[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_low_77ca701e[x]: return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_2ae677881fcc(mask, base):
        def lossless(v, lit):
            if not C_map_6c9a320e[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            if not fmt_ok('fmt_547c1598', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_2d4da33dc12d(mask, base):
        def lossless(v, lit):
            if not C_map_6c9a320e[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            if not C_map_e62febad[((v >> 57) & 127)]: return False
            if not fmt_ok('fmt_f0f58ea8', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_2d9a889842cc(mask, base):
        def lossless(v, lit):
            if not C_map_0d67148e[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_low_77ca701e[x]: return False
            return (v & mask) == base
        return lossless
    def lossless_36112f28daec(mask, base):
        def lossless(v, lit):
            if not C_map_36033e90[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            if not C_map_e62febad[((v >> 57) & 127)]: return False
            if not fmt_ok('fmt_f0f58ea8', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_362744ee19c7(mask, base):
        def lossless(v, lit):
            return (v & mask) == base
        return lossless
    def lossless_3a0d97d26687(mask, base):
        def lossless(v, lit):
            if not C_map_c72dbc0f[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_low_77ca701e[x]: return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_3ba1f9ae46eb(mask, base):
        def lossless(v, lit):
            if not C_map_c72dbc0f[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            if not C_map_e62febad[((v >> 57) & 127)]: return False
            if not fmt_ok('fmt_f0f58ea8', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_49ad7540b111(mask, base):
        def lossless(v, lit):
            return False
        return lossless
    def lossless_4cec378e879f(mask, base):
        def lossless(v, lit):
            if not C_map_06311069[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            if not C_map_e62febad[((v >> 57) & 127)]: return False
            if not fmt_ok('fmt_f0f58ea8', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_4f49d6b7711b(mask, base):
        def lossless(v, lit):
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            if not fmt_ok('fmt_547c1598', ((v >> 32) & 2097151)): return False
            return (v & mask) == base
        return lossless
    def lossless_5155d699660f(mask, base):
        def lossless(v, lit):
            if not C_map_06311069[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            if not fmt_ok('fmt_547c1598', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_58bf1b48ff66(mask, base):
        def lossless(v, lit):
            if not C_map_36033e90[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_low_77ca701e[x]: return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_6ec6d4b7b994(mask, base):
        def lossless(v, lit):
            if not C_map_06311069[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            if not C_map_e62febad[((v >> 57) & 127)]: return False
            if not fmt_ok('fmt_f0f58ea8', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_7476643af16e(mask, base):
        def lossless(v, lit):
            if not C_map_36033e90[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            if not C_map_e62febad[((v >> 57) & 127)]: return False
            if not fmt_ok('fmt_f0f58ea8', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_76af905a99ec(mask, base):
        def lossless(v, lit):
            if not C_map_36033e90[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            if not fmt_ok('fmt_547c1598', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_782e7ee99081(mask, base):
        def lossless(v, lit):
            if not C_map_6c9a320e[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            if not fmt_ok('fmt_547c1598', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_80bffabe9106(mask, base):
        def lossless(v, lit):
            if not C_map_0d67148e[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            if not C_map_e62febad[((v >> 57) & 127)]: return False
            if not fmt_ok('fmt_f0f58ea8', ((v >> 32) & 2097151)): return False
            return (v & mask) == base
        return lossless
    def lossless_8ba6842dc4e3(mask, base):
        def lossless(v, lit):
            if not C_map_36033e90[((v >> 6) & 127)]: return False
            return (v & mask) == base
        return lossless
    def lossless_8ec97d76952a(mask, base):
        def lossless(v, lit):
            if not C_map_36033e90[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_low_77ca701e[x]: return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_8fa3c180b92f(mask, base):
        def lossless(v, lit):
            if not C_map_0d67148e[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            if not fmt_ok('fmt_547c1598', ((v >> 32) & 2097151)): return False
            return (v & mask) == base
        return lossless
    def lossless_975c11eb6817(mask, base):
        def lossless(v, lit):
            if not C_map_6c9a320e[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_low_77ca701e[x]: return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_9acc38917a16(mask, base):
        def lossless(v, lit):
            if not C_map_06311069[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_low_77ca701e[x]: return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_a2d9b7b1809c(mask, base):
        def lossless(v, lit):
            if not C_map_424b8cef[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            if not fmt_ok('fmt_547c1598', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_adc0668f2b43(mask, base):
        def lossless(v, lit):
            if not C_map_c72dbc0f[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            if not C_map_e62febad[((v >> 57) & 127)]: return False
            if not fmt_ok('fmt_f0f58ea8', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_af0c158de5a1(mask, base):
        def lossless(v, lit):
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_low_77ca701e[x]: return False
            return (v & mask) == base
        return lossless
    def lossless_afc51507f30d(mask, base):
        def lossless(v, lit):
            if not C_map_424b8cef[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            if not fmt_ok('fmt_547c1598', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_b00aac8c9c7e(mask, base):
        def lossless(v, lit):
            if not C_map_06311069[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            if not fmt_ok('fmt_547c1598', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_b59600a1f713(mask, base):
        def lossless(v, lit):
            if not C_map_424b8cef[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_low_77ca701e[x]: return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_bcbe3401905d(mask, base):
        def lossless(v, lit):
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            if not C_map_e62febad[((v >> 57) & 127)]: return False
            if not fmt_ok('fmt_f0f58ea8', ((v >> 32) & 2097151)): return False
            return (v & mask) == base
        return lossless
    def lossless_c69382b603d0(mask, base):
        def lossless(v, lit):
            if not C_map_0d67148e[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            if not fmt_ok('fmt_547c1598', ((v >> 32) & 2097151)): return False
            return (v & mask) == base
        return lossless
    def lossless_cb176d8f1087(mask, base):
        def lossless(v, lit):
            if not C_map_6c9a320e[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_low_77ca701e[x]: return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_cc0da4bb6040(mask, base):
        def lossless(v, lit):
            if not C_map_0d67148e[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_low_77ca701e[x]: return False
            return (v & mask) == base
        return lossless
    def lossless_d5890af19350(mask, base):
        def lossless(v, lit):
            if not C_map_36033e90[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            if not fmt_ok('fmt_547c1598', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_df535cc449a4(mask, base):
        def lossless(v, lit):
            if not C_map_424b8cef[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_low_77ca701e[x]: return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_e2a17eeb4280(mask, base):
        def lossless(v, lit):
            if not C_map_c72dbc0f[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_low_77ca701e[x]: return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_e2d7f8b3374f(mask, base):
        def lossless(v, lit):
            if not C_map_0d67148e[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            if not C_map_e62febad[((v >> 57) & 127)]: return False
            if not fmt_ok('fmt_f0f58ea8', ((v >> 32) & 2097151)): return False
            return (v & mask) == base
        return lossless
    def lossless_fb64b61582d2(mask, base):
        def lossless(v, lit):
            if not C_map_c72dbc0f[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            if not fmt_ok('fmt_547c1598', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_fe0f1ee9e6e9(mask, base):
        def lossless(v, lit):
            if not C_map_6c9a320e[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            if not C_map_e62febad[((v >> 57) & 127)]: return False
            if not fmt_ok('fmt_f0f58ea8', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_ffff2225a2e4(mask, base):
        def lossless(v, lit):
            if not C_map_424b8cef[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            if not C_map_e62febad[((v >> 57) & 127)]: return False
            if not fmt_ok('fmt_f0f58ea8', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return lossless
    return {
        (0, 0, 0): (lossless_cb176d8f1087, 0xffe000000000a000, 0x0),
        (0, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (0, 1, 0): (lossless_782e7ee99081, 0xffe000000000a000, 0x0),
        (0, 1, 1): (lossless_fe0f1ee9e6e9, 0x1e000000000a000, 0x0),
        (1, 0, 0): (lossless_58bf1b48ff66, 0xffe000000000a000, 0x0),
        (1, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (1, 1, 0): (lossless_76af905a99ec, 0xffe000000000a000, 0x0),
        (1, 1, 1): (lossless_36112f28daec, 0x1e000000000a000, 0x0),
        (2, 0, 0): (lossless_24c67c9a6070, 0xffe000000000a000, 0x0),
        (2, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (2, 1, 0): (lossless_5155d699660f, 0xffe000000000a000, 0x0),
        (2, 1, 1): (lossless_6ec6d4b7b994, 0x1e000000000a000, 0x0),
        (3, 0, 0): (lossless_3a0d97d26687, 0xffe000000000a000, 0x0),
        (3, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (3, 1, 0): (lossless_fb64b61582d2, 0xffe000000000a000, 0x0),
        (3, 1, 1): (lossless_3ba1f9ae46eb, 0x1e000000000a000, 0x0),
        (4, 0, 0): (lossless_b59600a1f713, 0xffe000000000a000, 0x0),
        (4, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (4, 1, 0): (lossless_a2d9b7b1809c, 0xffe000000000a000, 0x0),
        (4, 1, 1): (lossless_ffff2225a2e4, 0x1e000000000a000, 0x0),
        (5, 0, 0): (lossless_cb176d8f1087, 0xffe000000000a000, 0x0),
        (5, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (5, 1, 0): (lossless_782e7ee99081, 0xffe000000000a000, 0x0),
        (5, 1, 1): (lossless_fe0f1ee9e6e9, 0x1e000000000a000, 0x0),
        (6, 0, 0): (lossless_58bf1b48ff66, 0xffe000000000a000, 0x0),
        (6, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (6, 1, 0): (lossless_76af905a99ec, 0xffe000000000a000, 0x0),
        (6, 1, 1): (lossless_36112f28daec, 0x1e000000000a000, 0x0),
        (7, 0, 0): (lossless_24c67c9a6070, 0xffe000000000a000, 0x0),
        (7, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (7, 1, 0): (lossless_5155d699660f, 0xffe000000000a000, 0x0),
        (7, 1, 1): (lossless_6ec6d4b7b994, 0x1e000000000a000, 0x0),
        (8, 0, 0): (lossless_975c11eb6817, 0xffe000000000a000, 0x0),
        (8, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (8, 1, 0): (lossless_2ae677881fcc, 0xffe000000000a000, 0x0),
        (8, 1, 1): (lossless_2d4da33dc12d, 0x1e000000000a000, 0x0),
        (9, 0, 0): (lossless_8ec97d76952a, 0xffe000000000a000, 0x0),
        (9, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (9, 1, 0): (lossless_d5890af19350, 0xffe000000000a000, 0x0),
        (9, 1, 1): (lossless_7476643af16e, 0x1e000000000a000, 0x0),
        (10, 0, 0): (lossless_9acc38917a16, 0xffe000000000a000, 0x0),
        (10, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (10, 1, 0): (lossless_b00aac8c9c7e, 0xffe000000000a000, 0x0),
        (10, 1, 1): (lossless_4cec378e879f, 0x1e000000000a000, 0x0),
        (11, 0, 0): (lossless_e2a17eeb4280, 0xffe000000000a000, 0x0),
        (11, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (11, 1, 0): (lossless_14d5ec03f3ae, 0xffe000000000a000, 0x0),
        (11, 1, 1): (lossless_adc0668f2b43, 0x1e000000000a000, 0x0),
        (12, 0, 0): (lossless_df535cc449a4, 0xffe000000000a000, 0x0),
        (12, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (12, 1, 0): (lossless_afc51507f30d, 0xffe000000000a000, 0x0),
        (12, 1, 1): (lossless_0561b1104c07, 0x1e000000000a000, 0x0),
        (16, 0, 0): (lossless_cb176d8f1087, 0xffe000000000a000, 0x0),
        (16, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (16, 1, 0): (lossless_782e7ee99081, 0xffe000000000a000, 0x0),
        (16, 1, 1): (lossless_fe0f1ee9e6e9, 0x1e000000000a000, 0x0),
        (17, 0, 0): (lossless_58bf1b48ff66, 0xffe000000000a000, 0x0),
        (17, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (17, 1, 0): (lossless_76af905a99ec, 0xffe000000000a000, 0x0),
        (17, 1, 1): (lossless_36112f28daec, 0x1e000000000a000, 0x0),
        (18, 0, 0): (lossless_24c67c9a6070, 0xffe000000000a000, 0x0),
        (18, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (18, 1, 0): (lossless_5155d699660f, 0xffe000000000a000, 0x0),
        (18, 1, 1): (lossless_6ec6d4b7b994, 0x1e000000000a000, 0x0),
        (21, 0, 0): (lossless_cb176d8f1087, 0xffe000000000a000, 0x0),
        (21, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (21, 1, 0): (lossless_782e7ee99081, 0xffe000000000a000, 0x0),
        (21, 1, 1): (lossless_fe0f1ee9e6e9, 0x1e000000000a000, 0x0),
        (22, 0, 0): (lossless_58bf1b48ff66, 0xffe000000000a000, 0x0),
        (22, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (22, 1, 0): (lossless_76af905a99ec, 0xffe000000000a000, 0x0),
        (22, 1, 1): (lossless_36112f28daec, 0x1e000000000a000, 0x0),
        (23, 0, 0): (lossless_24c67c9a6070, 0xffe000000000a000, 0x0),
        (23, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (23, 1, 0): (lossless_5155d699660f, 0xffe000000000a000, 0x0),
        (23, 1, 1): (lossless_6ec6d4b7b994, 0x1e000000000a000, 0x0),
        (24, 0, 0): (lossless_975c11eb6817, 0xffe000000000a000, 0x0),
        (24, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (24, 1, 0): (lossless_2ae677881fcc, 0xffe000000000a000, 0x0),
        (24, 1, 1): (lossless_2d4da33dc12d, 0x1e000000000a000, 0x0),
        (25, 0, 0): (lossless_8ec97d76952a, 0xffe000000000a000, 0x0),
        (25, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (25, 1, 0): (lossless_d5890af19350, 0xffe000000000a000, 0x0),
        (25, 1, 1): (lossless_7476643af16e, 0x1e000000000a000, 0x0),
        (26, 0, 0): (lossless_9acc38917a16, 0xffe000000000a000, 0x0),
        (26, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (26, 1, 0): (lossless_b00aac8c9c7e, 0xffe000000000a000, 0x0),
        (26, 1, 1): (lossless_4cec378e879f, 0x1e000000000a000, 0x0),
        (32, 0, 0): (lossless_362744ee19c7, 0xffffffff0001bfff, 0x0),
        (32, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (33, 0, 0): (lossless_362744ee19c7, 0xffffffff0001bfff, 0x0),
        (33, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (34, 0, 0): (lossless_362744ee19c7, 0xffffffff0001bfff, 0x0),
        (34, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (35, 0, 0): (lossless_362744ee19c7, 0xffffffff0001bfff, 0x0),
        (35, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (36, 0, 0): (lossless_8ba6842dc4e3, 0xffffffff0001a03f, 0x0),
        (36, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (37, 0, 0): (lossless_8ba6842dc4e3, 0xffffffff0001a03f, 0x0),
        (37, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (38, 0, 0): (lossless_cc0da4bb6040, 0xffe000000001a000, 0x0),
        (38, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (38, 1, 0): (lossless_c69382b603d0, 0xffe000000001a000, 0x0),
        (38, 1, 1): (lossless_80bffabe9106, 0x1e000000001a000, 0x0),
        (39, 0, 0): (lossless_2d9a889842cc, 0xffe000000001a000, 0x0),
        (39, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (39, 1, 0): (lossless_8fa3c180b92f, 0xffe000000001a000, 0x0),
        (39, 1, 1): (lossless_e2d7f8b3374f, 0x1e000000001a000, 0x0),
        (40, 0, 0): (lossless_af0c158de5a1, 0xffe000000001bfc0, 0x0),
        (40, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (40, 1, 0): (lossless_4f49d6b7711b, 0xffe000000001bfc0, 0x0),
        (40, 1, 1): (lossless_bcbe3401905d, 0x1e000000001bfc0, 0x0),
        (41, 0, 0): (lossless_af0c158de5a1, 0xffe000000001bfc0, 0x0),
        (41, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (41, 1, 0): (lossless_4f49d6b7711b, 0xffe000000001bfc0, 0x0),
        (41, 1, 1): (lossless_bcbe3401905d, 0x1e000000001bfc0, 0x0),
        (64, 0, 0): (lossless_975c11eb6817, 0xffe000000000a000, 0x0),
        (64, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (64, 1, 0): (lossless_2ae677881fcc, 0xffe000000000a000, 0x0),
        (64, 1, 1): (lossless_2d4da33dc12d, 0x1e000000000a000, 0x0),
        (65, 0, 0): (lossless_8ec97d76952a, 0xffe000000000a000, 0x0),
        (65, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (65, 1, 0): (lossless_d5890af19350, 0xffe000000000a000, 0x0),
        (65, 1, 1): (lossless_7476643af16e, 0x1e000000000a000, 0x0),
        (66, 0, 0): (lossless_975c11eb6817, 0xffe000000000a000, 0x0),
        (66, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (66, 1, 0): (lossless_2ae677881fcc, 0xffe000000000a000, 0x0),
        (66, 1, 1): (lossless_2d4da33dc12d, 0x1e000000000a000, 0x0),
        (67, 0, 0): (lossless_975c11eb6817, 0xffe000000000a000, 0x0),
        (67, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (67, 1, 0): (lossless_2ae677881fcc, 0xffe000000000a000, 0x0),
        (67, 1, 1): (lossless_2d4da33dc12d, 0x1e000000000a000, 0x0),
        (68, 0, 0): (lossless_975c11eb6817, 0xffe000000000a000, 0x0),
        (68, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (68, 1, 0): (lossless_2ae677881fcc, 0xffe000000000a000, 0x0),
        (68, 1, 1): (lossless_2d4da33dc12d, 0x1e000000000a000, 0x0),
        (69, 0, 0): (lossless_975c11eb6817, 0xffe000000000a000, 0x0),
        (69, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (69, 1, 0): (lossless_2ae677881fcc, 0xffe000000000a000, 0x0),
        (69, 1, 1): (lossless_2d4da33dc12d, 0x1e000000000a000, 0x0),
        (70, 0, 0): (lossless_975c11eb6817, 0xffe000000000a000, 0x0),
        (70, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (70, 1, 0): (lossless_2ae677881fcc, 0xffe000000000a000, 0x0),
        (70, 1, 1): (lossless_2d4da33dc12d, 0x1e000000000a000, 0x0),
        (71, 0, 0): (lossless_975c11eb6817, 0xffe000000000a000, 0x0),
        (71, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (71, 1, 0): (lossless_2ae677881fcc, 0xffe000000000a000, 0x0),
        (71, 1, 1): (lossless_2d4da33dc12d, 0x1e000000000a000, 0x0),
        (72, 0, 0): (lossless_975c11eb6817, 0xffe000000000a000, 0x0),
        (72, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (72, 1, 0): (lossless_2ae677881fcc, 0xffe000000000a000, 0x0),
        (72, 1, 1): (lossless_2d4da33dc12d, 0x1e000000000a000, 0x0),
        (73, 0, 0): (lossless_975c11eb6817, 0xffe000000000a000, 0x0),
        (73, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (73, 1, 0): (lossless_2ae677881fcc, 0xffe000000000a000, 0x0),
        (73, 1, 1): (lossless_2d4da33dc12d, 0x1e000000000a000, 0x0),
        (74, 0, 0): (lossless_975c11eb6817, 0xffe000000000a000, 0x0),
        (74, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (74, 1, 0): (lossless_2ae677881fcc, 0xffe000000000a000, 0x0),
        (74, 1, 1): (lossless_2d4da33dc12d, 0x1e000000000a000, 0x0),
        (75, 0, 0): (lossless_975c11eb6817, 0xffe000000000a000, 0x0),
        (75, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (75, 1, 0): (lossless_2ae677881fcc, 0xffe000000000a000, 0x0),
        (75, 1, 1): (lossless_2d4da33dc12d, 0x1e000000000a000, 0x0),
        (76, 0, 0): (lossless_975c11eb6817, 0xffe000000000a000, 0x0),
        (76, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (76, 1, 0): (lossless_2ae677881fcc, 0xffe000000000a000, 0x0),
        (76, 1, 1): (lossless_2d4da33dc12d, 0x1e000000000a000, 0x0),
        (96, 0, 0): (lossless_8ec97d76952a, 0xffe000000000a000, 0x0),
        (96, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (96, 1, 0): (lossless_d5890af19350, 0xffe000000000a000, 0x0),
        (96, 1, 1): (lossless_7476643af16e, 0x1e000000000a000, 0x0),
        (97, 0, 0): (lossless_9acc38917a16, 0xffe000000000a000, 0x0),
        (97, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (97, 1, 0): (lossless_b00aac8c9c7e, 0xffe000000000a000, 0x0),
        (97, 1, 1): (lossless_4cec378e879f, 0x1e000000000a000, 0x0),
        (98, 0, 0): (lossless_8ec97d76952a, 0xffe000000000a000, 0x0),
        (98, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (98, 1, 0): (lossless_d5890af19350, 0xffe000000000a000, 0x0),
        (98, 1, 1): (lossless_7476643af16e, 0x1e000000000a000, 0x0),
        (99, 0, 0): (lossless_8ec97d76952a, 0xffe000000000a000, 0x0),
        (99, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (99, 1, 0): (lossless_d5890af19350, 0xffe000000000a000, 0x0),
        (99, 1, 1): (lossless_7476643af16e, 0x1e000000000a000, 0x0),
        (100, 0, 0): (lossless_8ec97d76952a, 0xffe000000000a000, 0x0),
        (100, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (100, 1, 0): (lossless_d5890af19350, 0xffe000000000a000, 0x0),
        (100, 1, 1): (lossless_7476643af16e, 0x1e000000000a000, 0x0),
        (101, 0, 0): (lossless_8ec97d76952a, 0xffe000000000a000, 0x0),
        (101, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (101, 1, 0): (lossless_d5890af19350, 0xffe000000000a000, 0x0),
        (101, 1, 1): (lossless_7476643af16e, 0x1e000000000a000, 0x0),
        (102, 0, 0): (lossless_8ec97d76952a, 0xffe000000000a000, 0x0),
        (102, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (102, 1, 0): (lossless_d5890af19350, 0xffe000000000a000, 0x0),
        (102, 1, 1): (lossless_7476643af16e, 0x1e000000000a000, 0x0),
        (103, 0, 0): (lossless_8ec97d76952a, 0xffe000000000a000, 0x0),
        (103, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (103, 1, 0): (lossless_d5890af19350, 0xffe000000000a000, 0x0),
        (103, 1, 1): (lossless_7476643af16e, 0x1e000000000a000, 0x0),
        (104, 0, 0): (lossless_8ec97d76952a, 0xffe000000000a000, 0x0),
        (104, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (104, 1, 0): (lossless_d5890af19350, 0xffe000000000a000, 0x0),
        (104, 1, 1): (lossless_7476643af16e, 0x1e000000000a000, 0x0),
        (105, 0, 0): (lossless_8ec97d76952a, 0xffe000000000a000, 0x0),
        (105, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (105, 1, 0): (lossless_d5890af19350, 0xffe000000000a000, 0x0),
        (105, 1, 1): (lossless_7476643af16e, 0x1e000000000a000, 0x0),
        (106, 0, 0): (lossless_8ec97d76952a, 0xffe000000000a000, 0x0),
        (106, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (106, 1, 0): (lossless_d5890af19350, 0xffe000000000a000, 0x0),
        (106, 1, 1): (lossless_7476643af16e, 0x1e000000000a000, 0x0),
        (107, 0, 0): (lossless_8ec97d76952a, 0xffe000000000a000, 0x0),
        (107, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (107, 1, 0): (lossless_d5890af19350, 0xffe000000000a000, 0x0),
        (107, 1, 1): (lossless_7476643af16e, 0x1e000000000a000, 0x0),
        (108, 0, 0): (lossless_8ec97d76952a, 0xffe000000000a000, 0x0),
        (108, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (108, 1, 0): (lossless_d5890af19350, 0xffe000000000a000, 0x0),
        (108, 1, 1): (lossless_7476643af16e, 0x1e000000000a000, 0x0),
        (128, 0, 0): (lossless_cb176d8f1087, 0xffe000000000a000, 0x0),
        (128, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (128, 1, 0): (lossless_782e7ee99081, 0xffe000000000a000, 0x0),
        (128, 1, 1): (lossless_fe0f1ee9e6e9, 0x1e000000000a000, 0x0),
        (129, 0, 0): (lossless_58bf1b48ff66, 0xffe000000000a000, 0x0),
        (129, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (129, 1, 0): (lossless_76af905a99ec, 0xffe000000000a000, 0x0),
        (129, 1, 1): (lossless_36112f28daec, 0x1e000000000a000, 0x0),
        (130, 0, 0): (lossless_cb176d8f1087, 0xffe000000000a000, 0x0),
        (130, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (130, 1, 0): (lossless_782e7ee99081, 0xffe000000000a000, 0x0),
        (130, 1, 1): (lossless_fe0f1ee9e6e9, 0x1e000000000a000, 0x0),
        (131, 0, 0): (lossless_cb176d8f1087, 0xffe000000000a000, 0x0),
        (131, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (131, 1, 0): (lossless_782e7ee99081, 0xffe000000000a000, 0x0),
        (131, 1, 1): (lossless_fe0f1ee9e6e9, 0x1e000000000a000, 0x0),
        (132, 0, 0): (lossless_cb176d8f1087, 0xffe000000000a000, 0x0),
        (132, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (132, 1, 0): (lossless_782e7ee99081, 0xffe000000000a000, 0x0),
        (132, 1, 1): (lossless_fe0f1ee9e6e9, 0x1e000000000a000, 0x0),
        (133, 0, 0): (lossless_cb176d8f1087, 0xffe000000000a000, 0x0),
        (133, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (133, 1, 0): (lossless_782e7ee99081, 0xffe000000000a000, 0x0),
        (133, 1, 1): (lossless_fe0f1ee9e6e9, 0x1e000000000a000, 0x0),
        (134, 0, 0): (lossless_cb176d8f1087, 0xffe000000000a000, 0x0),
        (134, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (134, 1, 0): (lossless_782e7ee99081, 0xffe000000000a000, 0x0),
        (134, 1, 1): (lossless_fe0f1ee9e6e9, 0x1e000000000a000, 0x0),
        (135, 0, 0): (lossless_cb176d8f1087, 0xffe000000000a000, 0x0),
        (135, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (135, 1, 0): (lossless_782e7ee99081, 0xffe000000000a000, 0x0),
        (135, 1, 1): (lossless_fe0f1ee9e6e9, 0x1e000000000a000, 0x0),
        (136, 0, 0): (lossless_cb176d8f1087, 0xffe000000000a000, 0x0),
        (136, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (136, 1, 0): (lossless_782e7ee99081, 0xffe000000000a000, 0x0),
        (136, 1, 1): (lossless_fe0f1ee9e6e9, 0x1e000000000a000, 0x0),
        (137, 0, 0): (lossless_cb176d8f1087, 0xffe000000000a000, 0x0),
        (137, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (137, 1, 0): (lossless_782e7ee99081, 0xffe000000000a000, 0x0),
        (137, 1, 1): (lossless_fe0f1ee9e6e9, 0x1e000000000a000, 0x0),
        (138, 0, 0): (lossless_cb176d8f1087, 0xffe000000000a000, 0x0),
        (138, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (138, 1, 0): (lossless_782e7ee99081, 0xffe000000000a000, 0x0),
        (138, 1, 1): (lossless_fe0f1ee9e6e9, 0x1e000000000a000, 0x0),
        (139, 0, 0): (lossless_cb176d8f1087, 0xffe000000000a000, 0x0),
        (139, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (139, 1, 0): (lossless_782e7ee99081, 0xffe000000000a000, 0x0),
        (139, 1, 1): (lossless_fe0f1ee9e6e9, 0x1e000000000a000, 0x0),
        (140, 0, 0): (lossless_cb176d8f1087, 0xffe000000000a000, 0x0),
        (140, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (140, 1, 0): (lossless_782e7ee99081, 0xffe000000000a000, 0x0),
        (140, 1, 1): (lossless_fe0f1ee9e6e9, 0x1e000000000a000, 0x0),
        (160, 0, 0): (lossless_58bf1b48ff66, 0xffe000000000a000, 0x0),
        (160, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (160, 1, 0): (lossless_76af905a99ec, 0xffe000000000a000, 0x0),
        (160, 1, 1): (lossless_36112f28daec, 0x1e000000000a000, 0x0),
        (161, 0, 0): (lossless_24c67c9a6070, 0xffe000000000a000, 0x0),
        (161, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (161, 1, 0): (lossless_5155d699660f, 0xffe000000000a000, 0x0),
        (161, 1, 1): (lossless_6ec6d4b7b994, 0x1e000000000a000, 0x0),
        (162, 0, 0): (lossless_58bf1b48ff66, 0xffe000000000a000, 0x0),
        (162, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (162, 1, 0): (lossless_76af905a99ec, 0xffe000000000a000, 0x0),
        (162, 1, 1): (lossless_36112f28daec, 0x1e000000000a000, 0x0),
        (163, 0, 0): (lossless_58bf1b48ff66, 0xffe000000000a000, 0x0),
        (163, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (163, 1, 0): (lossless_76af905a99ec, 0xffe000000000a000, 0x0),
        (163, 1, 1): (lossless_36112f28daec, 0x1e000000000a000, 0x0),
        (164, 0, 0): (lossless_58bf1b48ff66, 0xffe000000000a000, 0x0),
        (164, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (164, 1, 0): (lossless_76af905a99ec, 0xffe000000000a000, 0x0),
        (164, 1, 1): (lossless_36112f28daec, 0x1e000000000a000, 0x0),
        (165, 0, 0): (lossless_58bf1b48ff66, 0xffe000000000a000, 0x0),
        (165, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (165, 1, 0): (lossless_76af905a99ec, 0xffe000000000a000, 0x0),
        (165, 1, 1): (lossless_36112f28daec, 0x1e000000000a000, 0x0),
        (166, 0, 0): (lossless_58bf1b48ff66, 0xffe000000000a000, 0x0),
        (166, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (166, 1, 0): (lossless_76af905a99ec, 0xffe000000000a000, 0x0),
        (166, 1, 1): (lossless_36112f28daec, 0x1e000000000a000, 0x0),
        (167, 0, 0): (lossless_58bf1b48ff66, 0xffe000000000a000, 0x0),
        (167, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (167, 1, 0): (lossless_76af905a99ec, 0xffe000000000a000, 0x0),
        (167, 1, 1): (lossless_36112f28daec, 0x1e000000000a000, 0x0),
        (168, 0, 0): (lossless_58bf1b48ff66, 0xffe000000000a000, 0x0),
        (168, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (168, 1, 0): (lossless_76af905a99ec, 0xffe000000000a000, 0x0),
        (168, 1, 1): (lossless_36112f28daec, 0x1e000000000a000, 0x0),
        (169, 0, 0): (lossless_58bf1b48ff66, 0xffe000000000a000, 0x0),
        (169, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (169, 1, 0): (lossless_76af905a99ec, 0xffe000000000a000, 0x0),
        (169, 1, 1): (lossless_36112f28daec, 0x1e000000000a000, 0x0),
        (170, 0, 0): (lossless_58bf1b48ff66, 0xffe000000000a000, 0x0),
        (170, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (170, 1, 0): (lossless_76af905a99ec, 0xffe000000000a000, 0x0),
        (170, 1, 1): (lossless_36112f28daec, 0x1e000000000a000, 0x0),
        (171, 0, 0): (lossless_58bf1b48ff66, 0xffe000000000a000, 0x0),
        (171, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (171, 1, 0): (lossless_76af905a99ec, 0xffe000000000a000, 0x0),
        (171, 1, 1): (lossless_36112f28daec, 0x1e000000000a000, 0x0),
        (172, 0, 0): (lossless_58bf1b48ff66, 0xffe000000000a000, 0x0),
        (172, 0, 1): (lossless_49ad7540b111, 0x0, 0x0),
        (172, 1, 0): (lossless_76af905a99ec, 0xffe000000000a000, 0x0),
        (172, 1, 1): (lossless_36112f28daec, 0x1e000000000a000, 0x0),
    }
