"""gfx950 SOPP templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.templates.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose, literal_ok, fmt_ok):
    F_gpr_idx = F['gpr_idx']
    F_never = F['never']
    F_sendmsg = F['sendmsg']
    F_u16_dec = F['u16_dec']
    F_u16_small_dec = F['u16_small_dec']
    F_waitcnt = F['waitcnt']
    def shape_331c7c9ae35e(s, mask, base):
        s0, = s
        def render(v, lit):
            t2 = ((v >> 0) & 65535)
            if t2 == 0: t1 = ''
            else:
                t1 = F_never(t2)
                if t1 is None: raise Invalid
            return s0 + t1
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not fmt_ok('fmt_f62e7ffb', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_338c59f83c18(s, mask, base):
        s0, = s
        def render(v, lit):
            t2 = ((v >> 0) & 65535)
            t1 = F_u16_dec(t2)
            if t1 is None: raise Invalid
            return s0 + t1
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not fmt_ok('fmt_032d7f5a', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_3b8b9d957ad6(s, mask, base):
        s0, = s
        def render(v, lit):
            t2 = ((v >> 0) & 65535)
            t1 = F_sendmsg(t2)
            if t1 is None: raise Invalid
            return s0 + t1
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not fmt_ok('fmt_43183f87', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_81e0e6694c7e(s, mask, base):
        s0, = s
        def render(v, lit):
            t2 = ((v >> 0) & 65535)
            t1 = F_gpr_idx(t2)
            if t1 is None: raise Invalid
            return s0 + t1
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not fmt_ok('fmt_d72b2a07', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a7c0eb209869(s, mask, base):
        s0, = s
        def render(v, lit):
            t2 = ((v >> 0) & 65535)
            t1 = F_u16_small_dec(t2)
            if t1 is None: raise Invalid
            return s0 + t1
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not fmt_ok('fmt_ab2e27b2', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a8a934e2544e(s, mask, base):
        s0, = s
        def render(v, lit):
            t2 = ((v >> 0) & 65535)
            t1 = F_waitcnt(t2)
            if t1 is None: raise Invalid
            return s0 + t1
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not fmt_ok('fmt_ad8ba935', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b43af3071510(s, mask, base):
        s0, = s
        def render(v, lit):
            t2 = ((v >> 0) & 65535)
            if t2 == 0: t1 = ''
            else:
                t1 = F_u16_dec(t2)
                if t1 is None: raise Invalid
                t1 = ' ' + t1 + ''
            return s0 + t1
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not fmt_ok('fmt_809d92ba', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    return {
        (0,): (shape_a7c0eb209869, ('s_nop ',), 0x0, 0x0),
        (1,): (shape_b43af3071510, ('s_endpgm',), 0x0, 0x0),
        (2,): (shape_338c59f83c18, ('s_branch ',), 0x0, 0x0),
        (3,): (shape_331c7c9ae35e, ('s_wakeup',), 0x0, 0x0),
        (4,): (shape_338c59f83c18, ('s_cbranch_scc0 ',), 0x0, 0x0),
        (5,): (shape_338c59f83c18, ('s_cbranch_scc1 ',), 0x0, 0x0),
        (6,): (shape_338c59f83c18, ('s_cbranch_vccz ',), 0x0, 0x0),
        (7,): (shape_338c59f83c18, ('s_cbranch_vccnz ',), 0x0, 0x0),
        (8,): (shape_338c59f83c18, ('s_cbranch_execz ',), 0x0, 0x0),
        (9,): (shape_338c59f83c18, ('s_cbranch_execnz ',), 0x0, 0x0),
        (10,): (shape_331c7c9ae35e, ('s_barrier',), 0x0, 0x0),
        (11,): (shape_a7c0eb209869, ('s_setkill ',), 0x0, 0x0),
        (12,): (shape_a8a934e2544e, ('s_waitcnt ',), 0x0, 0x0),
        (13,): (shape_a7c0eb209869, ('s_sethalt ',), 0x0, 0x0),
        (14,): (shape_a7c0eb209869, ('s_sleep ',), 0x0, 0x0),
        (15,): (shape_a7c0eb209869, ('s_setprio ',), 0x0, 0x0),
        (16,): (shape_3b8b9d957ad6, ('s_sendmsg ',), 0x0, 0x0),
        (17,): (shape_3b8b9d957ad6, ('s_sendmsghalt ',), 0x0, 0x0),
        (18,): (shape_a7c0eb209869, ('s_trap ',), 0x0, 0x0),
        (19,): (shape_331c7c9ae35e, ('s_icache_inv',), 0x0, 0x0),
        (20,): (shape_a7c0eb209869, ('s_incperflevel ',), 0x0, 0x0),
        (21,): (shape_a7c0eb209869, ('s_decperflevel ',), 0x0, 0x0),
        (22,): (shape_331c7c9ae35e, ('s_ttracedata',), 0x0, 0x0),
        (23,): (shape_338c59f83c18, ('s_cbranch_cdbgsys ',), 0x0, 0x0),
        (24,): (shape_338c59f83c18, ('s_cbranch_cdbguser ',), 0x0, 0x0),
        (25,): (shape_338c59f83c18, ('s_cbranch_cdbgsys_or_user ',), 0x0, 0x0),
        (26,): (shape_338c59f83c18, ('s_cbranch_cdbgsys_and_user ',), 0x0, 0x0),
        (27,): (shape_331c7c9ae35e, ('s_endpgm_saved',), 0x0, 0x0),
        (28,): (shape_331c7c9ae35e, ('s_set_gpr_idx_off',), 0x0, 0x0),
        (29,): (shape_81e0e6694c7e, ('s_set_gpr_idx_mode ',), 0x0, 0x0),
        (30,): (shape_331c7c9ae35e, ('s_endpgm_ordered_ps_done',), 0x0, 0x0),
    }
