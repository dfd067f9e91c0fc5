"""Label names: an edit renames only what it touched.

The disassembler's own labels (branch targets, s_getpc_b64 pcs, data) and
relocation anchors are numbered per owning symbol (``.L<owner>_br<k>``), not
named by offset, so a disassembly of an edited, grown kernel diffs against
the edited text only where the edit was made."""

from __future__ import annotations

import difflib
import re

import pytest

from gcnasm import CodeObject, CodeObjectError
from gcnasm.codeobject import assemble, disassemble
from gcnasm.codeobject.labels import LocalNames

from conftest import KERNELS

try:
    from gcnasm.codeobject.analysis import isa_module
    isa_module()
except CodeObjectError as exc:
    pytest.skip(f"gcnasm.isa is not available yet: {exc}", allow_module_level=True)

LABEL_LINE = re.compile(r"^([.\w$]+):$")
# 320 bytes: more than the 256-byte alignment padding before a second kernel
# can absorb, so .text grows and every later label moves; a multiple of 64 so
# that the padding .p2align 4 or 6 infers in front of data stays the same.
INSERTED = [f"\ts_nop {1 + i % 7}" for i in range(80)]


def _load(name):
    path = KERNELS / f"{name}.co"
    if not path.exists():
        pytest.skip(f"{path} is absent")
    return CodeObject.load(path)


def _changed(before: str, after: str):
    """Lines that differ between two disassemblies, comments that record
    where things are aside (the file, .text's size, a later kernel's entry
    offset: facts about the file, not names in the code)."""
    diff = difflib.unified_diff(before.split("\n"), after.split("\n"), lineterm="", n=0)
    return [line for line in diff if line[:1] in "+-" and not line.startswith(("+++", "---"))
            and not line[1:].startswith("// gcnasm disassembly of ")
            and not line[1:].startswith("// target ")
            and not line[1:].startswith("//     kernel_code_entry_byte_offset = ")]


def _label_index(lines, name):
    return lines.index(f"{name}:")


@pytest.mark.parametrize("name,label", [("two_kernels", ".Lcollatz_steps_br1"),
                                        ("two_kernels", ".Lclamp_column_sum_br2"),
                                        ("const_table", ".Lbitrev_hash_br1"),
                                        ("mfma", None)])
def test_growing_code_renames_no_label(name, label):
    co = _load(name)
    text = disassemble(co)
    lines = text.split("\n")
    labels = [m.group(1) for m in map(LABEL_LINE.match, lines) if m]
    if label is None:          # the first local label of the file
        label = next(n for n in labels if re.fullmatch(r"\.L\w+_br\d+", n))
    at = _label_index(lines, label) + 2          # after the label's first instruction
    edited = "\n".join(lines[:at] + INSERTED + lines[at:])
    grown = assemble(edited, co)
    assert len(grown.text) > len(co.text)        # .text grew, so everything after moved
    again = disassemble(grown)
    assert _changed(edited, again) == []
    # every label after the edit is still there, under the same name
    assert [m.group(1) for m in map(LABEL_LINE.match, again.split("\n")) if m] == labels


def test_offset_names_would_have_changed():
    # the edit above does move the labels after it (what .Lbr_<offset> named)
    co = _load("two_kernels")
    lines = disassemble(co).split("\n")
    at = _label_index(lines, ".Lcollatz_steps_br1") + 2
    grown = assemble("\n".join(lines[:at] + INSERTED + lines[at:]), co)
    from gcnasm.codeobject.analysis import analyze
    old = sorted(set(analyze(co).branches.values()))
    new = sorted(set(analyze(grown).branches.values()))
    assert len(old) == len(new) and old != new


def test_a_new_branch_target_renames_only_later_targets_of_its_function():
    co = _load("two_kernels")
    text = disassemble(co)
    lines = text.split("\n")
    at = _label_index(lines, ".Lcollatz_steps_br1") + 2
    edited_lines = lines[:at] + ["\ts_branch my_new_target", "my_new_target:", "\ts_nop 1"] + lines[at:]
    grown = assemble("\n".join(edited_lines), co)
    again = disassemble(grown)
    # my_new_target is now the second branch target of collatz_steps
    renamed = {f".Lcollatz_steps_br{k}": f".Lcollatz_steps_br{k + 1}" for k in (2, 3)}
    expected = "\n".join(edited_lines)
    for old, new in sorted(renamed.items(), reverse=True):
        expected = re.sub(re.escape(old) + r"\b", new, expected)
    expected = expected.replace("my_new_target", ".Lcollatz_steps_br2")
    assert _changed(expected, again) == []
    # the other functions' labels are untouched
    for n in (".Lcollatz_step_br1", ".Lcollatz_step_br2", ".Lclamp_column_sum_br1",
              ".Lclamp_column_sum_br5"):
        assert f"\n{n}:\n" in again


def test_local_names_are_numbered_per_owner():
    names = LocalNames([(0x100, "k"), (0x200, "f"), (0x100, "k_alias")], taken={".Lf_br2"})
    got = names.name_all("br", [0x40, 0x120, 0x180, 0x200, 0x210, 0x300])
    assert got == {0x40: ".Ltext_br1", 0x120: ".Lk_br1", 0x180: ".Lk_br2",
                   0x200: ".Lf_br1", 0x210: ".Lbr_000210", 0x300: ".Lf_br3"}
    assert names.name_all("pc", [0x104]) == {0x104: ".Lk_pc1"}
