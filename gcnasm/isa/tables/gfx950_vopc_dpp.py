"""gfx950 VOPC_DPP templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.codegen.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose):
    return {
    }


def build_lossless(R, literal_ok, fmt_ok):
    return {
    }
