"""gfx950 SOPP templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.codegen.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose):
    F_gpr_idx = F['gpr_idx']
    F_never = F['never']
    F_sendmsg = F['sendmsg']
    F_u16_dec = F['u16_dec']
    F_u16_small_dec = F['u16_small_dec']
    F_waitcnt = F['waitcnt']
    def shape_0bc3a972bf03(s):
        s0, = s
        def render(v, lit):
            t2 = ((v >> 0) & 65535)
            t1 = F_u16_small_dec(t2)
            if t1 is None: raise Invalid
            return s0 + t1
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_116c4399be3b(s):
        s0, = s
        def render(v, lit):
            t2 = ((v >> 0) & 65535)
            t1 = F_gpr_idx(t2)
            if t1 is None: raise Invalid
            return s0 + t1
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_309304e9aa36(s):
        s0, = s
        def render(v, lit):
            t2 = ((v >> 0) & 65535)
            t1 = F_u16_dec(t2)
            if t1 is None: raise Invalid
            return s0 + t1
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_3b815a4480f0(s):
        s0, = s
        def render(v, lit):
            t2 = ((v >> 0) & 65535)
            t1 = F_waitcnt(t2)
            if t1 is None: raise Invalid
            return s0 + t1
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_c150817671e2(s):
        s0, = s
        def render(v, lit):
            t2 = ((v >> 0) & 65535)
            t1 = F_sendmsg(t2)
            if t1 is None: raise Invalid
            return s0 + t1
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_cda0386e5e2c(s):
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
        return render, takes_literal
    def shape_ea06334f353e(s):
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
        return render, takes_literal
    return {
        (0,): (shape_0bc3a972bf03, ('s_nop ',)),
        (1,): (shape_cda0386e5e2c, ('s_endpgm',)),
        (2,): (shape_309304e9aa36, ('s_branch ',)),
        (3,): (shape_ea06334f353e, ('s_wakeup',)),
        (4,): (shape_309304e9aa36, ('s_cbranch_scc0 ',)),
        (5,): (shape_309304e9aa36, ('s_cbranch_scc1 ',)),
        (6,): (shape_309304e9aa36, ('s_cbranch_vccz ',)),
        (7,): (shape_309304e9aa36, ('s_cbranch_vccnz ',)),
        (8,): (shape_309304e9aa36, ('s_cbranch_execz ',)),
        (9,): (shape_309304e9aa36, ('s_cbranch_execnz ',)),
        (10,): (shape_ea06334f353e, ('s_barrier',)),
        (11,): (shape_0bc3a972bf03, ('s_setkill ',)),
        (12,): (shape_3b815a4480f0, ('s_waitcnt ',)),
        (13,): (shape_0bc3a972bf03, ('s_sethalt ',)),
        (14,): (shape_0bc3a972bf03, ('s_sleep ',)),
        (15,): (shape_0bc3a972bf03, ('s_setprio ',)),
        (16,): (shape_c150817671e2, ('s_sendmsg ',)),
        (17,): (shape_c150817671e2, ('s_sendmsghalt ',)),
        (18,): (shape_0bc3a972bf03, ('s_trap ',)),
        (19,): (shape_ea06334f353e, ('s_icache_inv',)),
        (20,): (shape_0bc3a972bf03, ('s_incperflevel ',)),
        (21,): (shape_0bc3a972bf03, ('s_decperflevel ',)),
        (22,): (shape_ea06334f353e, ('s_ttracedata',)),
        (23,): (shape_309304e9aa36, ('s_cbranch_cdbgsys ',)),
        (24,): (shape_309304e9aa36, ('s_cbranch_cdbguser ',)),
        (25,): (shape_309304e9aa36, ('s_cbranch_cdbgsys_or_user ',)),
        (26,): (shape_309304e9aa36, ('s_cbranch_cdbgsys_and_user ',)),
        (27,): (shape_ea06334f353e, ('s_endpgm_saved',)),
        (28,): (shape_ea06334f353e, ('s_set_gpr_idx_off',)),
        (29,): (shape_116c4399be3b, ('s_set_gpr_idx_mode ',)),
        (30,): (shape_ea06334f353e, ('s_endpgm_ordered_ps_done',)),
    }


def build_lossless(R, literal_ok, fmt_ok):
    def lossless_2f91dbc65c7e(mask, base):
        def lossless(v, lit):
            if not fmt_ok('fmt_43183f87', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_4a3f67e0810b(mask, base):
        def lossless(v, lit):
            if not fmt_ok('fmt_f62e7ffb', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_6c5a9244a707(mask, base):
        def lossless(v, lit):
            if not fmt_ok('fmt_d72b2a07', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_7009f41ee3db(mask, base):
        def lossless(v, lit):
            if not fmt_ok('fmt_032d7f5a', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_76e0eca0da14(mask, base):
        def lossless(v, lit):
            if not fmt_ok('fmt_ad8ba935', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_7e4b4d63d306(mask, base):
        def lossless(v, lit):
            if not fmt_ok('fmt_ab2e27b2', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_fcd2e51e199d(mask, base):
        def lossless(v, lit):
            if not fmt_ok('fmt_809d92ba', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    return {
        (0,): (lossless_7e4b4d63d306, 0x0, 0x0),
        (1,): (lossless_fcd2e51e199d, 0x0, 0x0),
        (2,): (lossless_7009f41ee3db, 0x0, 0x0),
        (3,): (lossless_4a3f67e0810b, 0x0, 0x0),
        (4,): (lossless_7009f41ee3db, 0x0, 0x0),
        (5,): (lossless_7009f41ee3db, 0x0, 0x0),
        (6,): (lossless_7009f41ee3db, 0x0, 0x0),
        (7,): (lossless_7009f41ee3db, 0x0, 0x0),
        (8,): (lossless_7009f41ee3db, 0x0, 0x0),
        (9,): (lossless_7009f41ee3db, 0x0, 0x0),
        (10,): (lossless_4a3f67e0810b, 0x0, 0x0),
        (11,): (lossless_7e4b4d63d306, 0x0, 0x0),
        (12,): (lossless_76e0eca0da14, 0x0, 0x0),
        (13,): (lossless_7e4b4d63d306, 0x0, 0x0),
        (14,): (lossless_7e4b4d63d306, 0x0, 0x0),
        (15,): (lossless_7e4b4d63d306, 0x0, 0x0),
        (16,): (lossless_2f91dbc65c7e, 0x0, 0x0),
        (17,): (lossless_2f91dbc65c7e, 0x0, 0x0),
        (18,): (lossless_7e4b4d63d306, 0x0, 0x0),
        (19,): (lossless_4a3f67e0810b, 0x0, 0x0),
        (20,): (lossless_7e4b4d63d306, 0x0, 0x0),
        (21,): (lossless_7e4b4d63d306, 0x0, 0x0),
        (22,): (lossless_4a3f67e0810b, 0x0, 0x0),
        (23,): (lossless_7009f41ee3db, 0x0, 0x0),
        (24,): (lossless_7009f41ee3db, 0x0, 0x0),
        (25,): (lossless_7009f41ee3db, 0x0, 0x0),
        (26,): (lossless_7009f41ee3db, 0x0, 0x0),
        (27,): (lossless_4a3f67e0810b, 0x0, 0x0),
        (28,): (lossless_4a3f67e0810b, 0x0, 0x0),
        (29,): (lossless_6c5a9244a707, 0x0, 0x0),
        (30,): (lossless_4a3f67e0810b, 0x0, 0x0),
    }
