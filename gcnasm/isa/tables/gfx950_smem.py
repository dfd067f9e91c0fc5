"""gfx950 SMEM templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.templates.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose, literal_ok, fmt_ok):
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
    def shape_0d577ddb0001(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_6c9a320e[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            if not fmt_ok('fmt_547c1598', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1274e13be89e(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            if not C_map_e62febad[((v >> 57) & 127)]: return False
            if not fmt_ok('fmt_f0f58ea8', ((v >> 32) & 2097151)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_12bf2da44a17(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_0d67148e[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_low_77ca701e[x]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1dd91b991a2b(s, mask, base):
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
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_254857073702(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_06311069[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_low_77ca701e[x]: return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_281f5b803959(s, mask, base):
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
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_2bb5a5241331(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_6c9a320e[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_low_77ca701e[x]: return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_2c95caa85cf7(s, mask, base):
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
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_328c5c5fc4c2(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_36033e90[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            if not fmt_ok('fmt_547c1598', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_34479253a089(s, mask, base):
        s0, = s
        def render(v, lit):
            return s0
        def takes_literal(v):
            return False
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_38a37b63c1fc(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_c72dbc0f[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_low_77ca701e[x]: return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_40e72921a86d(s, mask, base):
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
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_42834db37bf7(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_6c9a320e[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            if not C_map_e62febad[((v >> 57) & 127)]: return False
            if not fmt_ok('fmt_f0f58ea8', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_4b16239743d9(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_424b8cef[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            if not C_map_e62febad[((v >> 57) & 127)]: return False
            if not fmt_ok('fmt_f0f58ea8', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_556a6613da51(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_1df62b7d[((v >> 0) & 63)]
            if t1 is None: raise Invalid
            t2 = M_map_e62febad[((v >> 57) & 127)]
            if t2 is None: raise Invalid
            return s0 + t1 + s1 + t2
        def takes_literal(v):
            return False
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_57a76502c756(s, mask, base):
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
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_61c70d2e8bcb(s, mask, base):
        s0, = s
        def render(v, lit):
            t1 = M_map_36033e90[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            return s0 + t1
        def takes_literal(v):
            return False
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_627a39711200(s, mask, base):
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
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_63cc13ec9d23(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_0d67148e[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            if not fmt_ok('fmt_547c1598', ((v >> 32) & 2097151)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_656d9777f8bd(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_0d67148e[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            if not C_map_e62febad[((v >> 57) & 127)]: return False
            if not fmt_ok('fmt_f0f58ea8', ((v >> 32) & 2097151)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_66d14d3855bf(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_424b8cef[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            if not fmt_ok('fmt_547c1598', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_686bf68db7b1(s, mask, base):
        s0, = s
        def render(v, lit):
            t1 = M_map_36033e90[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            return s0 + t1
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_36033e90[((v >> 6) & 127)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_68b4b286bed8(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_6c9a320e[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_low_77ca701e[x]: return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6ce1a9a4f9ec(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_6c9a320e[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            if not C_map_e62febad[((v >> 57) & 127)]: return False
            if not fmt_ok('fmt_f0f58ea8', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6db0befa6fd0(s, mask, base):
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
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_6e80447f95b5(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_c72dbc0f[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            if not C_map_e62febad[((v >> 57) & 127)]: return False
            if not fmt_ok('fmt_f0f58ea8', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_7faa9e88bd09(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_0d67148e[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            if not C_map_e62febad[((v >> 57) & 127)]: return False
            if not fmt_ok('fmt_f0f58ea8', ((v >> 32) & 2097151)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_80ca9addae34(s, mask, base):
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
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_848daf801742(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_36033e90[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            if not fmt_ok('fmt_547c1598', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_893a814ffdd8(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_36033e90[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            if not C_map_e62febad[((v >> 57) & 127)]: return False
            if not fmt_ok('fmt_f0f58ea8', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8dca330a8922(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_36033e90[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_low_77ca701e[x]: return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8f82db3c1296(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_1df62b7d[((v >> 0) & 63)]
            if t1 is None: raise Invalid
            t2 = M_low_77ca701e[((v >> 32) & 2097151) & 127]
            if t2 is None: raise Invalid
            return s0 + t1 + s1 + t2
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_low_77ca701e[x]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_98ffdf5d3801(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_36033e90[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_low_77ca701e[x]: return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_99ff3f95043d(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_424b8cef[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            if not fmt_ok('fmt_547c1598', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_9d9d6f7ef506(s, mask, base):
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
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_a695c78dfa60(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_06311069[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            if not fmt_ok('fmt_547c1598', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a7b09ecb3fda(s, mask, base):
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
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_ae540db8a986(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_424b8cef[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_low_77ca701e[x]: return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_af305c732643(s, mask, base):
        s0, = s
        def render(v, lit):
            return s0
        def takes_literal(v):
            return False
        def lossless(v, lit):
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_af3faf3c46b2(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_c72dbc0f[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            if not fmt_ok('fmt_547c1598', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b09e2a168bf5(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_06311069[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            if not fmt_ok('fmt_547c1598', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c71dbe73b36d(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_0d67148e[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            if not fmt_ok('fmt_547c1598', ((v >> 32) & 2097151)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c78c80f1d53b(s, mask, base):
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
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_c7b9e10d12b2(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_0d67148e[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_low_77ca701e[x]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_cd850cef8c7b(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_c72dbc0f[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            if not C_map_e62febad[((v >> 57) & 127)]: return False
            if not fmt_ok('fmt_f0f58ea8', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_d78ac8774acb(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            if not fmt_ok('fmt_547c1598', ((v >> 32) & 2097151)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_d8e64f6350a3(s, mask, base):
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
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_dd7aff19e342(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_36033e90[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            if not C_map_e62febad[((v >> 57) & 127)]: return False
            if not fmt_ok('fmt_f0f58ea8', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e1b3702c1e5a(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_c72dbc0f[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_low_77ca701e[x]: return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e30c6b267adc(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_424b8cef[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            if not C_map_e62febad[((v >> 57) & 127)]: return False
            if not fmt_ok('fmt_f0f58ea8', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e8b303853321(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_c72dbc0f[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            if not fmt_ok('fmt_547c1598', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e8e52e7773f4(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_424b8cef[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_low_77ca701e[x]: return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ea94269cfac9(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_06311069[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            if not C_map_e62febad[((v >> 57) & 127)]: return False
            if not fmt_ok('fmt_f0f58ea8', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f0e9e8514dba(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_6c9a320e[((v >> 6) & 127)]: return False
            if not C_map_c5f1273c[((v >> 0) & 63)]: return False
            if not fmt_ok('fmt_547c1598', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f468c2290f11(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_06311069[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_low_77ca701e[x]: return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f916800384c1(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_06311069[((v >> 6) & 127)]: return False
            if not C_map_1df62b7d[((v >> 0) & 63)]: return False
            if not C_map_e62febad[((v >> 57) & 127)]: return False
            if not fmt_ok('fmt_f0f58ea8', ((v >> 32) & 2097151)): return False
            if not C_map_63bb14d3[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    return {
        (0, 0, 0): (shape_68b4b286bed8, ('s_load_dword ', ', ', ', '), 0xffe000000000a000, 0x0),
        (0, 0, 1): (shape_281f5b803959, ('s_load_dword ', ', ', ', '), 0x0, 0x0),
        (0, 1, 0): (shape_0d577ddb0001, ('s_load_dword ', ', ', ', '), 0xffe000000000a000, 0x0),
        (0, 1, 1): (shape_42834db37bf7, ('s_load_dword ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (1, 0, 0): (shape_8dca330a8922, ('s_load_dwordx2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (1, 0, 1): (shape_a7b09ecb3fda, ('s_load_dwordx2 ', ', ', ', '), 0x0, 0x0),
        (1, 1, 0): (shape_328c5c5fc4c2, ('s_load_dwordx2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (1, 1, 1): (shape_dd7aff19e342, ('s_load_dwordx2 ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (2, 0, 0): (shape_f468c2290f11, ('s_load_dwordx4 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (2, 0, 1): (shape_6db0befa6fd0, ('s_load_dwordx4 ', ', ', ', '), 0x0, 0x0),
        (2, 1, 0): (shape_b09e2a168bf5, ('s_load_dwordx4 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (2, 1, 1): (shape_f916800384c1, ('s_load_dwordx4 ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (3, 0, 0): (shape_e1b3702c1e5a, ('s_load_dwordx8 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (3, 0, 1): (shape_9d9d6f7ef506, ('s_load_dwordx8 ', ', ', ', '), 0x0, 0x0),
        (3, 1, 0): (shape_e8b303853321, ('s_load_dwordx8 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (3, 1, 1): (shape_6e80447f95b5, ('s_load_dwordx8 ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (4, 0, 0): (shape_e8e52e7773f4, ('s_load_dwordx16 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (4, 0, 1): (shape_1dd91b991a2b, ('s_load_dwordx16 ', ', ', ', '), 0x0, 0x0),
        (4, 1, 0): (shape_99ff3f95043d, ('s_load_dwordx16 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (4, 1, 1): (shape_e30c6b267adc, ('s_load_dwordx16 ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (5, 0, 0): (shape_68b4b286bed8, ('s_scratch_load_dword ', ', ', ', '), 0xffe000000000a000, 0x0),
        (5, 0, 1): (shape_281f5b803959, ('s_scratch_load_dword ', ', ', ', '), 0x0, 0x0),
        (5, 1, 0): (shape_0d577ddb0001, ('s_scratch_load_dword ', ', ', ', '), 0xffe000000000a000, 0x0),
        (5, 1, 1): (
            shape_42834db37bf7,
            ('s_scratch_load_dword ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (6, 0, 0): (
            shape_8dca330a8922,
            ('s_scratch_load_dwordx2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (6, 0, 1): (shape_a7b09ecb3fda, ('s_scratch_load_dwordx2 ', ', ', ', '), 0x0, 0x0),
        (6, 1, 0): (
            shape_328c5c5fc4c2,
            ('s_scratch_load_dwordx2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (6, 1, 1): (
            shape_dd7aff19e342,
            ('s_scratch_load_dwordx2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (7, 0, 0): (
            shape_f468c2290f11,
            ('s_scratch_load_dwordx4 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (7, 0, 1): (shape_6db0befa6fd0, ('s_scratch_load_dwordx4 ', ', ', ', '), 0x0, 0x0),
        (7, 1, 0): (
            shape_b09e2a168bf5,
            ('s_scratch_load_dwordx4 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (7, 1, 1): (
            shape_f916800384c1,
            ('s_scratch_load_dwordx4 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (8, 0, 0): (shape_2bb5a5241331, ('s_buffer_load_dword ', ', ', ', '), 0xffe000000000a000, 0x0),
        (8, 0, 1): (shape_2c95caa85cf7, ('s_buffer_load_dword ', ', ', ', '), 0x0, 0x0),
        (8, 1, 0): (shape_f0e9e8514dba, ('s_buffer_load_dword ', ', ', ', '), 0xffe000000000a000, 0x0),
        (8, 1, 1): (
            shape_6ce1a9a4f9ec,
            ('s_buffer_load_dword ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (9, 0, 0): (
            shape_98ffdf5d3801,
            ('s_buffer_load_dwordx2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (9, 0, 1): (shape_80ca9addae34, ('s_buffer_load_dwordx2 ', ', ', ', '), 0x0, 0x0),
        (9, 1, 0): (
            shape_848daf801742,
            ('s_buffer_load_dwordx2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (9, 1, 1): (
            shape_893a814ffdd8,
            ('s_buffer_load_dwordx2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (10, 0, 0): (
            shape_254857073702,
            ('s_buffer_load_dwordx4 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (10, 0, 1): (shape_627a39711200, ('s_buffer_load_dwordx4 ', ', ', ', '), 0x0, 0x0),
        (10, 1, 0): (
            shape_a695c78dfa60,
            ('s_buffer_load_dwordx4 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (10, 1, 1): (
            shape_ea94269cfac9,
            ('s_buffer_load_dwordx4 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (11, 0, 0): (
            shape_38a37b63c1fc,
            ('s_buffer_load_dwordx8 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (11, 0, 1): (shape_40e72921a86d, ('s_buffer_load_dwordx8 ', ', ', ', '), 0x0, 0x0),
        (11, 1, 0): (
            shape_af3faf3c46b2,
            ('s_buffer_load_dwordx8 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (11, 1, 1): (
            shape_cd850cef8c7b,
            ('s_buffer_load_dwordx8 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (12, 0, 0): (
            shape_ae540db8a986,
            ('s_buffer_load_dwordx16 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (12, 0, 1): (shape_c78c80f1d53b, ('s_buffer_load_dwordx16 ', ', ', ', '), 0x0, 0x0),
        (12, 1, 0): (
            shape_66d14d3855bf,
            ('s_buffer_load_dwordx16 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (12, 1, 1): (
            shape_4b16239743d9,
            ('s_buffer_load_dwordx16 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (16, 0, 0): (shape_68b4b286bed8, ('s_store_dword ', ', ', ', '), 0xffe000000000a000, 0x0),
        (16, 0, 1): (shape_281f5b803959, ('s_store_dword ', ', ', ', '), 0x0, 0x0),
        (16, 1, 0): (shape_0d577ddb0001, ('s_store_dword ', ', ', ', '), 0xffe000000000a000, 0x0),
        (16, 1, 1): (shape_42834db37bf7, ('s_store_dword ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (17, 0, 0): (shape_8dca330a8922, ('s_store_dwordx2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (17, 0, 1): (shape_a7b09ecb3fda, ('s_store_dwordx2 ', ', ', ', '), 0x0, 0x0),
        (17, 1, 0): (shape_328c5c5fc4c2, ('s_store_dwordx2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (17, 1, 1): (shape_dd7aff19e342, ('s_store_dwordx2 ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (18, 0, 0): (shape_f468c2290f11, ('s_store_dwordx4 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (18, 0, 1): (shape_6db0befa6fd0, ('s_store_dwordx4 ', ', ', ', '), 0x0, 0x0),
        (18, 1, 0): (shape_b09e2a168bf5, ('s_store_dwordx4 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (18, 1, 1): (shape_f916800384c1, ('s_store_dwordx4 ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (21, 0, 0): (
            shape_68b4b286bed8,
            ('s_scratch_store_dword ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (21, 0, 1): (shape_281f5b803959, ('s_scratch_store_dword ', ', ', ', '), 0x0, 0x0),
        (21, 1, 0): (
            shape_0d577ddb0001,
            ('s_scratch_store_dword ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (21, 1, 1): (
            shape_42834db37bf7,
            ('s_scratch_store_dword ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (22, 0, 0): (
            shape_8dca330a8922,
            ('s_scratch_store_dwordx2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (22, 0, 1): (shape_a7b09ecb3fda, ('s_scratch_store_dwordx2 ', ', ', ', '), 0x0, 0x0),
        (22, 1, 0): (
            shape_328c5c5fc4c2,
            ('s_scratch_store_dwordx2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (22, 1, 1): (
            shape_dd7aff19e342,
            ('s_scratch_store_dwordx2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (23, 0, 0): (
            shape_f468c2290f11,
            ('s_scratch_store_dwordx4 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (23, 0, 1): (shape_6db0befa6fd0, ('s_scratch_store_dwordx4 ', ', ', ', '), 0x0, 0x0),
        (23, 1, 0): (
            shape_b09e2a168bf5,
            ('s_scratch_store_dwordx4 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (23, 1, 1): (
            shape_f916800384c1,
            ('s_scratch_store_dwordx4 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (24, 0, 0): (
            shape_2bb5a5241331,
            ('s_buffer_store_dword ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (24, 0, 1): (shape_2c95caa85cf7, ('s_buffer_store_dword ', ', ', ', '), 0x0, 0x0),
        (24, 1, 0): (
            shape_f0e9e8514dba,
            ('s_buffer_store_dword ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (24, 1, 1): (
            shape_6ce1a9a4f9ec,
            ('s_buffer_store_dword ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (25, 0, 0): (
            shape_98ffdf5d3801,
            ('s_buffer_store_dwordx2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (25, 0, 1): (shape_80ca9addae34, ('s_buffer_store_dwordx2 ', ', ', ', '), 0x0, 0x0),
        (25, 1, 0): (
            shape_848daf801742,
            ('s_buffer_store_dwordx2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (25, 1, 1): (
            shape_893a814ffdd8,
            ('s_buffer_store_dwordx2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (26, 0, 0): (
            shape_254857073702,
            ('s_buffer_store_dwordx4 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (26, 0, 1): (shape_627a39711200, ('s_buffer_store_dwordx4 ', ', ', ', '), 0x0, 0x0),
        (26, 1, 0): (
            shape_a695c78dfa60,
            ('s_buffer_store_dwordx4 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (26, 1, 1): (
            shape_ea94269cfac9,
            ('s_buffer_store_dwordx4 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (32, 0, 0): (shape_af305c732643, ('s_dcache_inv',), 0xffffffff0001bfff, 0x0),
        (32, 0, 1): (shape_34479253a089, ('s_dcache_inv',), 0x0, 0x0),
        (33, 0, 0): (shape_af305c732643, ('s_dcache_wb',), 0xffffffff0001bfff, 0x0),
        (33, 0, 1): (shape_34479253a089, ('s_dcache_wb',), 0x0, 0x0),
        (34, 0, 0): (shape_af305c732643, ('s_dcache_inv_vol',), 0xffffffff0001bfff, 0x0),
        (34, 0, 1): (shape_34479253a089, ('s_dcache_inv_vol',), 0x0, 0x0),
        (35, 0, 0): (shape_af305c732643, ('s_dcache_wb_vol',), 0xffffffff0001bfff, 0x0),
        (35, 0, 1): (shape_34479253a089, ('s_dcache_wb_vol',), 0x0, 0x0),
        (36, 0, 0): (shape_686bf68db7b1, ('s_memtime ',), 0xffffffff0001a03f, 0x0),
        (36, 0, 1): (shape_61c70d2e8bcb, ('s_memtime ',), 0x0, 0x0),
        (37, 0, 0): (shape_686bf68db7b1, ('s_memrealtime ',), 0xffffffff0001a03f, 0x0),
        (37, 0, 1): (shape_61c70d2e8bcb, ('s_memrealtime ',), 0x0, 0x0),
        (38, 0, 0): (shape_c7b9e10d12b2, ('s_atc_probe ', ', ', ', '), 0xffe000000001a000, 0x0),
        (38, 0, 1): (shape_d8e64f6350a3, ('s_atc_probe ', ', ', ', '), 0x0, 0x0),
        (38, 1, 0): (shape_63cc13ec9d23, ('s_atc_probe ', ', ', ', '), 0xffe000000001a000, 0x0),
        (38, 1, 1): (shape_7faa9e88bd09, ('s_atc_probe ', ', ', ', ', ' '), 0x1e000000001a000, 0x0),
        (39, 0, 0): (shape_12bf2da44a17, ('s_atc_probe_buffer ', ', ', ', '), 0xffe000000001a000, 0x0),
        (39, 0, 1): (shape_57a76502c756, ('s_atc_probe_buffer ', ', ', ', '), 0x0, 0x0),
        (39, 1, 0): (shape_c71dbe73b36d, ('s_atc_probe_buffer ', ', ', ', '), 0xffe000000001a000, 0x0),
        (39, 1, 1): (
            shape_656d9777f8bd,
            ('s_atc_probe_buffer ', ', ', ', ', ' '),
            0x1e000000001a000, 0x0,
        ),
        (40, 0, 0): (shape_8f82db3c1296, ('s_dcache_discard ', ', '), 0xffe000000001bfc0, 0x0),
        (40, 0, 1): (shape_556a6613da51, ('s_dcache_discard ', ', '), 0x0, 0x0),
        (40, 1, 0): (shape_d78ac8774acb, ('s_dcache_discard ', ', '), 0xffe000000001bfc0, 0x0),
        (40, 1, 1): (shape_1274e13be89e, ('s_dcache_discard ', ', ', ' '), 0x1e000000001bfc0, 0x0),
        (41, 0, 0): (shape_8f82db3c1296, ('s_dcache_discard_x2 ', ', '), 0xffe000000001bfc0, 0x0),
        (41, 0, 1): (shape_556a6613da51, ('s_dcache_discard_x2 ', ', '), 0x0, 0x0),
        (41, 1, 0): (shape_d78ac8774acb, ('s_dcache_discard_x2 ', ', '), 0xffe000000001bfc0, 0x0),
        (41, 1, 1): (shape_1274e13be89e, ('s_dcache_discard_x2 ', ', ', ' '), 0x1e000000001bfc0, 0x0),
        (64, 0, 0): (
            shape_2bb5a5241331,
            ('s_buffer_atomic_swap ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (64, 0, 1): (shape_2c95caa85cf7, ('s_buffer_atomic_swap ', ', ', ', '), 0x0, 0x0),
        (64, 1, 0): (
            shape_f0e9e8514dba,
            ('s_buffer_atomic_swap ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (64, 1, 1): (
            shape_6ce1a9a4f9ec,
            ('s_buffer_atomic_swap ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (65, 0, 0): (
            shape_98ffdf5d3801,
            ('s_buffer_atomic_cmpswap ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (65, 0, 1): (shape_80ca9addae34, ('s_buffer_atomic_cmpswap ', ', ', ', '), 0x0, 0x0),
        (65, 1, 0): (
            shape_848daf801742,
            ('s_buffer_atomic_cmpswap ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (65, 1, 1): (
            shape_893a814ffdd8,
            ('s_buffer_atomic_cmpswap ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (66, 0, 0): (shape_2bb5a5241331, ('s_buffer_atomic_add ', ', ', ', '), 0xffe000000000a000, 0x0),
        (66, 0, 1): (shape_2c95caa85cf7, ('s_buffer_atomic_add ', ', ', ', '), 0x0, 0x0),
        (66, 1, 0): (shape_f0e9e8514dba, ('s_buffer_atomic_add ', ', ', ', '), 0xffe000000000a000, 0x0),
        (66, 1, 1): (
            shape_6ce1a9a4f9ec,
            ('s_buffer_atomic_add ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (67, 0, 0): (shape_2bb5a5241331, ('s_buffer_atomic_sub ', ', ', ', '), 0xffe000000000a000, 0x0),
        (67, 0, 1): (shape_2c95caa85cf7, ('s_buffer_atomic_sub ', ', ', ', '), 0x0, 0x0),
        (67, 1, 0): (shape_f0e9e8514dba, ('s_buffer_atomic_sub ', ', ', ', '), 0xffe000000000a000, 0x0),
        (67, 1, 1): (
            shape_6ce1a9a4f9ec,
            ('s_buffer_atomic_sub ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (68, 0, 0): (
            shape_2bb5a5241331,
            ('s_buffer_atomic_smin ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (68, 0, 1): (shape_2c95caa85cf7, ('s_buffer_atomic_smin ', ', ', ', '), 0x0, 0x0),
        (68, 1, 0): (
            shape_f0e9e8514dba,
            ('s_buffer_atomic_smin ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (68, 1, 1): (
            shape_6ce1a9a4f9ec,
            ('s_buffer_atomic_smin ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (69, 0, 0): (
            shape_2bb5a5241331,
            ('s_buffer_atomic_umin ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (69, 0, 1): (shape_2c95caa85cf7, ('s_buffer_atomic_umin ', ', ', ', '), 0x0, 0x0),
        (69, 1, 0): (
            shape_f0e9e8514dba,
            ('s_buffer_atomic_umin ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (69, 1, 1): (
            shape_6ce1a9a4f9ec,
            ('s_buffer_atomic_umin ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (70, 0, 0): (
            shape_2bb5a5241331,
            ('s_buffer_atomic_smax ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (70, 0, 1): (shape_2c95caa85cf7, ('s_buffer_atomic_smax ', ', ', ', '), 0x0, 0x0),
        (70, 1, 0): (
            shape_f0e9e8514dba,
            ('s_buffer_atomic_smax ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (70, 1, 1): (
            shape_6ce1a9a4f9ec,
            ('s_buffer_atomic_smax ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (71, 0, 0): (
            shape_2bb5a5241331,
            ('s_buffer_atomic_umax ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (71, 0, 1): (shape_2c95caa85cf7, ('s_buffer_atomic_umax ', ', ', ', '), 0x0, 0x0),
        (71, 1, 0): (
            shape_f0e9e8514dba,
            ('s_buffer_atomic_umax ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (71, 1, 1): (
            shape_6ce1a9a4f9ec,
            ('s_buffer_atomic_umax ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (72, 0, 0): (shape_2bb5a5241331, ('s_buffer_atomic_and ', ', ', ', '), 0xffe000000000a000, 0x0),
        (72, 0, 1): (shape_2c95caa85cf7, ('s_buffer_atomic_and ', ', ', ', '), 0x0, 0x0),
        (72, 1, 0): (shape_f0e9e8514dba, ('s_buffer_atomic_and ', ', ', ', '), 0xffe000000000a000, 0x0),
        (72, 1, 1): (
            shape_6ce1a9a4f9ec,
            ('s_buffer_atomic_and ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (73, 0, 0): (shape_2bb5a5241331, ('s_buffer_atomic_or ', ', ', ', '), 0xffe000000000a000, 0x0),
        (73, 0, 1): (shape_2c95caa85cf7, ('s_buffer_atomic_or ', ', ', ', '), 0x0, 0x0),
        (73, 1, 0): (shape_f0e9e8514dba, ('s_buffer_atomic_or ', ', ', ', '), 0xffe000000000a000, 0x0),
        (73, 1, 1): (
            shape_6ce1a9a4f9ec,
            ('s_buffer_atomic_or ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (74, 0, 0): (shape_2bb5a5241331, ('s_buffer_atomic_xor ', ', ', ', '), 0xffe000000000a000, 0x0),
        (74, 0, 1): (shape_2c95caa85cf7, ('s_buffer_atomic_xor ', ', ', ', '), 0x0, 0x0),
        (74, 1, 0): (shape_f0e9e8514dba, ('s_buffer_atomic_xor ', ', ', ', '), 0xffe000000000a000, 0x0),
        (74, 1, 1): (
            shape_6ce1a9a4f9ec,
            ('s_buffer_atomic_xor ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (75, 0, 0): (shape_2bb5a5241331, ('s_buffer_atomic_inc ', ', ', ', '), 0xffe000000000a000, 0x0),
        (75, 0, 1): (shape_2c95caa85cf7, ('s_buffer_atomic_inc ', ', ', ', '), 0x0, 0x0),
        (75, 1, 0): (shape_f0e9e8514dba, ('s_buffer_atomic_inc ', ', ', ', '), 0xffe000000000a000, 0x0),
        (75, 1, 1): (
            shape_6ce1a9a4f9ec,
            ('s_buffer_atomic_inc ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (76, 0, 0): (shape_2bb5a5241331, ('s_buffer_atomic_dec ', ', ', ', '), 0xffe000000000a000, 0x0),
        (76, 0, 1): (shape_2c95caa85cf7, ('s_buffer_atomic_dec ', ', ', ', '), 0x0, 0x0),
        (76, 1, 0): (shape_f0e9e8514dba, ('s_buffer_atomic_dec ', ', ', ', '), 0xffe000000000a000, 0x0),
        (76, 1, 1): (
            shape_6ce1a9a4f9ec,
            ('s_buffer_atomic_dec ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (96, 0, 0): (
            shape_98ffdf5d3801,
            ('s_buffer_atomic_swap_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (96, 0, 1): (shape_80ca9addae34, ('s_buffer_atomic_swap_x2 ', ', ', ', '), 0x0, 0x0),
        (96, 1, 0): (
            shape_848daf801742,
            ('s_buffer_atomic_swap_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (96, 1, 1): (
            shape_893a814ffdd8,
            ('s_buffer_atomic_swap_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (97, 0, 0): (
            shape_254857073702,
            ('s_buffer_atomic_cmpswap_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (97, 0, 1): (shape_627a39711200, ('s_buffer_atomic_cmpswap_x2 ', ', ', ', '), 0x0, 0x0),
        (97, 1, 0): (
            shape_a695c78dfa60,
            ('s_buffer_atomic_cmpswap_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (97, 1, 1): (
            shape_ea94269cfac9,
            ('s_buffer_atomic_cmpswap_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (98, 0, 0): (
            shape_98ffdf5d3801,
            ('s_buffer_atomic_add_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (98, 0, 1): (shape_80ca9addae34, ('s_buffer_atomic_add_x2 ', ', ', ', '), 0x0, 0x0),
        (98, 1, 0): (
            shape_848daf801742,
            ('s_buffer_atomic_add_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (98, 1, 1): (
            shape_893a814ffdd8,
            ('s_buffer_atomic_add_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (99, 0, 0): (
            shape_98ffdf5d3801,
            ('s_buffer_atomic_sub_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (99, 0, 1): (shape_80ca9addae34, ('s_buffer_atomic_sub_x2 ', ', ', ', '), 0x0, 0x0),
        (99, 1, 0): (
            shape_848daf801742,
            ('s_buffer_atomic_sub_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (99, 1, 1): (
            shape_893a814ffdd8,
            ('s_buffer_atomic_sub_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (100, 0, 0): (
            shape_98ffdf5d3801,
            ('s_buffer_atomic_smin_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (100, 0, 1): (shape_80ca9addae34, ('s_buffer_atomic_smin_x2 ', ', ', ', '), 0x0, 0x0),
        (100, 1, 0): (
            shape_848daf801742,
            ('s_buffer_atomic_smin_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (100, 1, 1): (
            shape_893a814ffdd8,
            ('s_buffer_atomic_smin_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (101, 0, 0): (
            shape_98ffdf5d3801,
            ('s_buffer_atomic_umin_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (101, 0, 1): (shape_80ca9addae34, ('s_buffer_atomic_umin_x2 ', ', ', ', '), 0x0, 0x0),
        (101, 1, 0): (
            shape_848daf801742,
            ('s_buffer_atomic_umin_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (101, 1, 1): (
            shape_893a814ffdd8,
            ('s_buffer_atomic_umin_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (102, 0, 0): (
            shape_98ffdf5d3801,
            ('s_buffer_atomic_smax_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (102, 0, 1): (shape_80ca9addae34, ('s_buffer_atomic_smax_x2 ', ', ', ', '), 0x0, 0x0),
        (102, 1, 0): (
            shape_848daf801742,
            ('s_buffer_atomic_smax_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (102, 1, 1): (
            shape_893a814ffdd8,
            ('s_buffer_atomic_smax_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (103, 0, 0): (
            shape_98ffdf5d3801,
            ('s_buffer_atomic_umax_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (103, 0, 1): (shape_80ca9addae34, ('s_buffer_atomic_umax_x2 ', ', ', ', '), 0x0, 0x0),
        (103, 1, 0): (
            shape_848daf801742,
            ('s_buffer_atomic_umax_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (103, 1, 1): (
            shape_893a814ffdd8,
            ('s_buffer_atomic_umax_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (104, 0, 0): (
            shape_98ffdf5d3801,
            ('s_buffer_atomic_and_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (104, 0, 1): (shape_80ca9addae34, ('s_buffer_atomic_and_x2 ', ', ', ', '), 0x0, 0x0),
        (104, 1, 0): (
            shape_848daf801742,
            ('s_buffer_atomic_and_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (104, 1, 1): (
            shape_893a814ffdd8,
            ('s_buffer_atomic_and_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (105, 0, 0): (
            shape_98ffdf5d3801,
            ('s_buffer_atomic_or_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (105, 0, 1): (shape_80ca9addae34, ('s_buffer_atomic_or_x2 ', ', ', ', '), 0x0, 0x0),
        (105, 1, 0): (
            shape_848daf801742,
            ('s_buffer_atomic_or_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (105, 1, 1): (
            shape_893a814ffdd8,
            ('s_buffer_atomic_or_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (106, 0, 0): (
            shape_98ffdf5d3801,
            ('s_buffer_atomic_xor_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (106, 0, 1): (shape_80ca9addae34, ('s_buffer_atomic_xor_x2 ', ', ', ', '), 0x0, 0x0),
        (106, 1, 0): (
            shape_848daf801742,
            ('s_buffer_atomic_xor_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (106, 1, 1): (
            shape_893a814ffdd8,
            ('s_buffer_atomic_xor_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (107, 0, 0): (
            shape_98ffdf5d3801,
            ('s_buffer_atomic_inc_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (107, 0, 1): (shape_80ca9addae34, ('s_buffer_atomic_inc_x2 ', ', ', ', '), 0x0, 0x0),
        (107, 1, 0): (
            shape_848daf801742,
            ('s_buffer_atomic_inc_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (107, 1, 1): (
            shape_893a814ffdd8,
            ('s_buffer_atomic_inc_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (108, 0, 0): (
            shape_98ffdf5d3801,
            ('s_buffer_atomic_dec_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (108, 0, 1): (shape_80ca9addae34, ('s_buffer_atomic_dec_x2 ', ', ', ', '), 0x0, 0x0),
        (108, 1, 0): (
            shape_848daf801742,
            ('s_buffer_atomic_dec_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (108, 1, 1): (
            shape_893a814ffdd8,
            ('s_buffer_atomic_dec_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (128, 0, 0): (shape_68b4b286bed8, ('s_atomic_swap ', ', ', ', '), 0xffe000000000a000, 0x0),
        (128, 0, 1): (shape_281f5b803959, ('s_atomic_swap ', ', ', ', '), 0x0, 0x0),
        (128, 1, 0): (shape_0d577ddb0001, ('s_atomic_swap ', ', ', ', '), 0xffe000000000a000, 0x0),
        (128, 1, 1): (shape_42834db37bf7, ('s_atomic_swap ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (129, 0, 0): (shape_8dca330a8922, ('s_atomic_cmpswap ', ', ', ', '), 0xffe000000000a000, 0x0),
        (129, 0, 1): (shape_a7b09ecb3fda, ('s_atomic_cmpswap ', ', ', ', '), 0x0, 0x0),
        (129, 1, 0): (shape_328c5c5fc4c2, ('s_atomic_cmpswap ', ', ', ', '), 0xffe000000000a000, 0x0),
        (129, 1, 1): (
            shape_dd7aff19e342,
            ('s_atomic_cmpswap ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (130, 0, 0): (shape_68b4b286bed8, ('s_atomic_add ', ', ', ', '), 0xffe000000000a000, 0x0),
        (130, 0, 1): (shape_281f5b803959, ('s_atomic_add ', ', ', ', '), 0x0, 0x0),
        (130, 1, 0): (shape_0d577ddb0001, ('s_atomic_add ', ', ', ', '), 0xffe000000000a000, 0x0),
        (130, 1, 1): (shape_42834db37bf7, ('s_atomic_add ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (131, 0, 0): (shape_68b4b286bed8, ('s_atomic_sub ', ', ', ', '), 0xffe000000000a000, 0x0),
        (131, 0, 1): (shape_281f5b803959, ('s_atomic_sub ', ', ', ', '), 0x0, 0x0),
        (131, 1, 0): (shape_0d577ddb0001, ('s_atomic_sub ', ', ', ', '), 0xffe000000000a000, 0x0),
        (131, 1, 1): (shape_42834db37bf7, ('s_atomic_sub ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (132, 0, 0): (shape_68b4b286bed8, ('s_atomic_smin ', ', ', ', '), 0xffe000000000a000, 0x0),
        (132, 0, 1): (shape_281f5b803959, ('s_atomic_smin ', ', ', ', '), 0x0, 0x0),
        (132, 1, 0): (shape_0d577ddb0001, ('s_atomic_smin ', ', ', ', '), 0xffe000000000a000, 0x0),
        (132, 1, 1): (shape_42834db37bf7, ('s_atomic_smin ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (133, 0, 0): (shape_68b4b286bed8, ('s_atomic_umin ', ', ', ', '), 0xffe000000000a000, 0x0),
        (133, 0, 1): (shape_281f5b803959, ('s_atomic_umin ', ', ', ', '), 0x0, 0x0),
        (133, 1, 0): (shape_0d577ddb0001, ('s_atomic_umin ', ', ', ', '), 0xffe000000000a000, 0x0),
        (133, 1, 1): (shape_42834db37bf7, ('s_atomic_umin ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (134, 0, 0): (shape_68b4b286bed8, ('s_atomic_smax ', ', ', ', '), 0xffe000000000a000, 0x0),
        (134, 0, 1): (shape_281f5b803959, ('s_atomic_smax ', ', ', ', '), 0x0, 0x0),
        (134, 1, 0): (shape_0d577ddb0001, ('s_atomic_smax ', ', ', ', '), 0xffe000000000a000, 0x0),
        (134, 1, 1): (shape_42834db37bf7, ('s_atomic_smax ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (135, 0, 0): (shape_68b4b286bed8, ('s_atomic_umax ', ', ', ', '), 0xffe000000000a000, 0x0),
        (135, 0, 1): (shape_281f5b803959, ('s_atomic_umax ', ', ', ', '), 0x0, 0x0),
        (135, 1, 0): (shape_0d577ddb0001, ('s_atomic_umax ', ', ', ', '), 0xffe000000000a000, 0x0),
        (135, 1, 1): (shape_42834db37bf7, ('s_atomic_umax ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (136, 0, 0): (shape_68b4b286bed8, ('s_atomic_and ', ', ', ', '), 0xffe000000000a000, 0x0),
        (136, 0, 1): (shape_281f5b803959, ('s_atomic_and ', ', ', ', '), 0x0, 0x0),
        (136, 1, 0): (shape_0d577ddb0001, ('s_atomic_and ', ', ', ', '), 0xffe000000000a000, 0x0),
        (136, 1, 1): (shape_42834db37bf7, ('s_atomic_and ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (137, 0, 0): (shape_68b4b286bed8, ('s_atomic_or ', ', ', ', '), 0xffe000000000a000, 0x0),
        (137, 0, 1): (shape_281f5b803959, ('s_atomic_or ', ', ', ', '), 0x0, 0x0),
        (137, 1, 0): (shape_0d577ddb0001, ('s_atomic_or ', ', ', ', '), 0xffe000000000a000, 0x0),
        (137, 1, 1): (shape_42834db37bf7, ('s_atomic_or ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (138, 0, 0): (shape_68b4b286bed8, ('s_atomic_xor ', ', ', ', '), 0xffe000000000a000, 0x0),
        (138, 0, 1): (shape_281f5b803959, ('s_atomic_xor ', ', ', ', '), 0x0, 0x0),
        (138, 1, 0): (shape_0d577ddb0001, ('s_atomic_xor ', ', ', ', '), 0xffe000000000a000, 0x0),
        (138, 1, 1): (shape_42834db37bf7, ('s_atomic_xor ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (139, 0, 0): (shape_68b4b286bed8, ('s_atomic_inc ', ', ', ', '), 0xffe000000000a000, 0x0),
        (139, 0, 1): (shape_281f5b803959, ('s_atomic_inc ', ', ', ', '), 0x0, 0x0),
        (139, 1, 0): (shape_0d577ddb0001, ('s_atomic_inc ', ', ', ', '), 0xffe000000000a000, 0x0),
        (139, 1, 1): (shape_42834db37bf7, ('s_atomic_inc ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (140, 0, 0): (shape_68b4b286bed8, ('s_atomic_dec ', ', ', ', '), 0xffe000000000a000, 0x0),
        (140, 0, 1): (shape_281f5b803959, ('s_atomic_dec ', ', ', ', '), 0x0, 0x0),
        (140, 1, 0): (shape_0d577ddb0001, ('s_atomic_dec ', ', ', ', '), 0xffe000000000a000, 0x0),
        (140, 1, 1): (shape_42834db37bf7, ('s_atomic_dec ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (160, 0, 0): (shape_8dca330a8922, ('s_atomic_swap_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (160, 0, 1): (shape_a7b09ecb3fda, ('s_atomic_swap_x2 ', ', ', ', '), 0x0, 0x0),
        (160, 1, 0): (shape_328c5c5fc4c2, ('s_atomic_swap_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (160, 1, 1): (
            shape_dd7aff19e342,
            ('s_atomic_swap_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (161, 0, 0): (
            shape_f468c2290f11,
            ('s_atomic_cmpswap_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (161, 0, 1): (shape_6db0befa6fd0, ('s_atomic_cmpswap_x2 ', ', ', ', '), 0x0, 0x0),
        (161, 1, 0): (
            shape_b09e2a168bf5,
            ('s_atomic_cmpswap_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (161, 1, 1): (
            shape_f916800384c1,
            ('s_atomic_cmpswap_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (162, 0, 0): (shape_8dca330a8922, ('s_atomic_add_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (162, 0, 1): (shape_a7b09ecb3fda, ('s_atomic_add_x2 ', ', ', ', '), 0x0, 0x0),
        (162, 1, 0): (shape_328c5c5fc4c2, ('s_atomic_add_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (162, 1, 1): (
            shape_dd7aff19e342,
            ('s_atomic_add_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (163, 0, 0): (shape_8dca330a8922, ('s_atomic_sub_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (163, 0, 1): (shape_a7b09ecb3fda, ('s_atomic_sub_x2 ', ', ', ', '), 0x0, 0x0),
        (163, 1, 0): (shape_328c5c5fc4c2, ('s_atomic_sub_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (163, 1, 1): (
            shape_dd7aff19e342,
            ('s_atomic_sub_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (164, 0, 0): (shape_8dca330a8922, ('s_atomic_smin_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (164, 0, 1): (shape_a7b09ecb3fda, ('s_atomic_smin_x2 ', ', ', ', '), 0x0, 0x0),
        (164, 1, 0): (shape_328c5c5fc4c2, ('s_atomic_smin_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (164, 1, 1): (
            shape_dd7aff19e342,
            ('s_atomic_smin_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (165, 0, 0): (shape_8dca330a8922, ('s_atomic_umin_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (165, 0, 1): (shape_a7b09ecb3fda, ('s_atomic_umin_x2 ', ', ', ', '), 0x0, 0x0),
        (165, 1, 0): (shape_328c5c5fc4c2, ('s_atomic_umin_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (165, 1, 1): (
            shape_dd7aff19e342,
            ('s_atomic_umin_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (166, 0, 0): (shape_8dca330a8922, ('s_atomic_smax_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (166, 0, 1): (shape_a7b09ecb3fda, ('s_atomic_smax_x2 ', ', ', ', '), 0x0, 0x0),
        (166, 1, 0): (shape_328c5c5fc4c2, ('s_atomic_smax_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (166, 1, 1): (
            shape_dd7aff19e342,
            ('s_atomic_smax_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (167, 0, 0): (shape_8dca330a8922, ('s_atomic_umax_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (167, 0, 1): (shape_a7b09ecb3fda, ('s_atomic_umax_x2 ', ', ', ', '), 0x0, 0x0),
        (167, 1, 0): (shape_328c5c5fc4c2, ('s_atomic_umax_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (167, 1, 1): (
            shape_dd7aff19e342,
            ('s_atomic_umax_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (168, 0, 0): (shape_8dca330a8922, ('s_atomic_and_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (168, 0, 1): (shape_a7b09ecb3fda, ('s_atomic_and_x2 ', ', ', ', '), 0x0, 0x0),
        (168, 1, 0): (shape_328c5c5fc4c2, ('s_atomic_and_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (168, 1, 1): (
            shape_dd7aff19e342,
            ('s_atomic_and_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (169, 0, 0): (shape_8dca330a8922, ('s_atomic_or_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (169, 0, 1): (shape_a7b09ecb3fda, ('s_atomic_or_x2 ', ', ', ', '), 0x0, 0x0),
        (169, 1, 0): (shape_328c5c5fc4c2, ('s_atomic_or_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (169, 1, 1): (shape_dd7aff19e342, ('s_atomic_or_x2 ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (170, 0, 0): (shape_8dca330a8922, ('s_atomic_xor_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (170, 0, 1): (shape_a7b09ecb3fda, ('s_atomic_xor_x2 ', ', ', ', '), 0x0, 0x0),
        (170, 1, 0): (shape_328c5c5fc4c2, ('s_atomic_xor_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (170, 1, 1): (
            shape_dd7aff19e342,
            ('s_atomic_xor_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (171, 0, 0): (shape_8dca330a8922, ('s_atomic_inc_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (171, 0, 1): (shape_a7b09ecb3fda, ('s_atomic_inc_x2 ', ', ', ', '), 0x0, 0x0),
        (171, 1, 0): (shape_328c5c5fc4c2, ('s_atomic_inc_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (171, 1, 1): (
            shape_dd7aff19e342,
            ('s_atomic_inc_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (172, 0, 0): (shape_8dca330a8922, ('s_atomic_dec_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (172, 0, 1): (shape_a7b09ecb3fda, ('s_atomic_dec_x2 ', ', ', ', '), 0x0, 0x0),
        (172, 1, 0): (shape_328c5c5fc4c2, ('s_atomic_dec_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (172, 1, 1): (
            shape_dd7aff19e342,
            ('s_atomic_dec_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
    }
