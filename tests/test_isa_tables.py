"""The generated tables: regenerating them from llvm-mc reproduces the
committed file exactly (the tables are data measured from llvm-mc, never
edited by hand)."""


import difflib

from gcnasm.isa import generate
from gcnasm.isa.tables import gfx950 as TABLES


def test_tables_are_current(toolchain):
    text, learner = generate.generate(log=lambda *a: None)
    assert not getattr(learner, "errors", None)
    current = generate.TABLE_PATH.read_text()
    if text != current:
        diff = list(difflib.unified_diff(current.splitlines(), text.splitlines(),
                                         "committed", "regenerated", n=1, lineterm=""))
        raise AssertionError("gcnasm/isa/tables/gfx950.py differs from what llvm-mc gives "
                             f"({len(diff)} diff lines); run python -m gcnasm.isa.generate\n"
                             + "\n".join(diff[:60]))


def test_every_family_has_entries():
    for fam, entries in TABLES.TEMPLATES.items():
        if fam != "VOPC_DPP":             # llvm-mc decodes no VOPC DPP word on gfx950
            assert entries, fam
