"""Every code example in README.md and docs/*.md runs (issue 9, item 7).

Each page gets one temporary directory holding the files its examples name
(``FILES``, keyed by file name, with a few per-page choices in
``PAGE_FILES``) and a ``kernels`` link to this checkout's kernels/.  Its
blocks then run in page order, later blocks seeing what earlier ones made:

* ``python``: executed in one namespace per page; an expression line whose
  comment is a Python literal (``inst.text   # 's_add_u32 s4, s2, s6'``)
  must evaluate to it.  A block that opens a GPU (``hip.open_backend(``)
  runs on tests/hip_fake_backend.py, with kernels/vector_add.co emulated in
  numpy, and its ``out`` must be ``x + y``.
* ``sh``: each command line (comment stripped) must exit 0.
* ``console``: each ``$ `` line runs; its output must be the page's text,
  a ``...`` line standing for any lines; it must exit 0, unless the page
  shows a failure (``diff`` with output: 1; a ``gcnasm X:`` error: non-zero).
* ``toml`` holding ``[[sites]]``: loaded as a compare site file.

What cannot run here (a GPU, an editor, the whole suite, the repo's own
build) is listed in ``NOT_RUNNABLE`` with the reason, printed and counted;
an entry that no longer matches an example fails, so the list stays honest.

Unlabelled, ``text``, ``json``, ``asm``... (``CONTENT_LANGUAGES``) and other
``toml`` blocks are output or file contents; an unlabelled one
that starts with ``$ `` must be labelled ``console`` or ``text``.
"""

from __future__ import annotations

import ast
import io
import json
import re
import shutil
import struct
import tokenize
import warnings
from pathlib import Path
from typing import Dict, List

import numpy as np
import pytest

import gcnasm.hip
from conftest import CORPUS, KERNELS, REPO
from gcnasm.hip.sites import load_site_file
from docs_examples import (Block, blocks, console_steps, matches, pages, run_shell, shell_commands,
                           shell_env, strip_comment)
from hip_fake_backend import FakeBackend

if shutil.which("bash") is None:
    pytest.skip("the pages' shell examples need bash", allow_module_level=True)

VADD_SITE = {"name": "vadd", "dims": {"N": 1000}, "flops": "N", "grid": ["ceil_div(N, 256)"],
             "block": [256], "shared_mem": 512,
             "args": {"a": "X", "b": {"buffer": "Y", "offset": 16}, "c": "Z", "n": "N"},
             "buffers": [{"name": "X", "dtype": "fp32", "shape": ["N"]},
                         {"name": "Y", "dtype": "fp32", "shape": ["N"], "init": "uniform"},
                         {"name": "Z", "dtype": "fp32", "shape": ["N"], "role": "output"}]}
MINE_TOML = """\
[[sites]]
name = "mine"
dims = { N = 1000 }
grid = ["ceil_div(N, 256)"]
block = [256]
args = { a = "X", b = "Y", c = "Z", n = "N" }

[[sites.buffers]]
name = "X"
dtype = "fp32"
shape = ["N"]

[[sites.buffers]]
name = "Y"
dtype = "fp32"
shape = ["N"]

[[sites.buffers]]
name = "Z"
dtype = "fp32"
shape = ["N"]
role = "output"
"""
BAD_SITE = dict(VADD_SITE, args=dict(VADD_SITE["args"], bogus="N"))

# The files the examples name: a path to copy, or the text to write.
FILES: Dict[str, object] = {
    "kernel.co": KERNELS / "vector_add.co",
    "k.co": KERNELS / "vector_add.co",
    "ref.co": KERNELS / "vector_add.co",
    "REF.co": KERNELS / "vector_add.co",
    "f8_block_scale_mi350_x32.co": CORPUS / "f8_block_scale_mi350_x32.co",
    # docs/compare.md's dry run: the site its prose describes, and one naming
    # an argument vector_add lacks
    "vadd.json": json.dumps({"sites": [VADD_SITE]}),
    "bad.json": json.dumps({"sites": [BAD_SITE]}),
    # README's "--sites mine.toml --site mine": a site for vector_add
    "mine.toml": MINE_TOML,
}
# docs/compare.md's dry-run API example runs the built-in gate_up_fwd site,
# whose positional binding fits the CUDA demo kernels; the page's toml site
# binds the MI355X vendor kernel's argument names, which no repository file
# has, so that block is loaded (checked as a site file) but not bound.
PAGE_FILES: Dict[str, Dict[str, object]] = {
    "compare.md": {"ref.co": KERNELS / "cuda" / "gemm_ref.cubin",
                   "test.co": KERNELS / "cuda" / "gemm_fast.cubin"},
    # the emulator's aiter_bf16gemm site: AMD's 64x64 tile as the reference,
    # its 96x64 tile standing in for the reader's edit
    "emu.md": {"ref.co": CORPUS / "bf16gemm" / "bf16gemm_fp32bf16_tn_64x64_splitk_clean.co",
               "edited.co": CORPUS / "bf16gemm" / "bf16gemm_fp32bf16_tn_96x64_splitk_clean.co"},
}
# Names a python example uses as placeholders for the reader's own data.
PLACEHOLDERS = {"edited_source_text": (KERNELS / "vector_add.s").read_text(),
                "n": 1000, "x": np.arange(1000, dtype=np.float32),
                "y": np.linspace(-1, 1, 1000, dtype=np.float32)}


def fake_vector_add(gpu, kernarg, grid, block, shared_mem):
    """kernels/vector_add.s in numpy: c[i] = a[i] + b[i] for i < n."""
    a, b, c, n = struct.unpack_from("<QQQi", kernarg)
    gpu.array(c, "fp32", n)[:] = gpu.array(a, "fp32", n) + gpu.array(b, "fp32", n)
    return 0.01


REAL_OPEN_BACKEND = gcnasm.hip.open_backend


def fake_gpu(name="hip", *args, **kwargs):
    """A python example's ``hip.open_backend``: for a GPU ("hip", "cuda"),
    tests/hip_fake_backend.py knowing kernels/vector_add.co; the emulator
    ("emu") needs no GPU and runs as it is."""
    if name == "emu":
        return REAL_OPEN_BACKEND(name, *args, **kwargs)
    return FakeBackend({(KERNELS / "vector_add.co").read_bytes(): fake_vector_add}, name="hip")

# (page, text the command or block contains) -> why it does not run here
NOT_RUNNABLE: Dict[tuple, str] = {
    ("README.md", "scripts/setup.sh"): "installs the environment (network, pip)",
    ("README.md", ".venv/bin/python -m pytest"): "the whole suite (tests run it by parts)",
    ("README.md", "$EDITOR"): "an interactive editor",
    ("README.md", "--benchmark"): "needs a GPU (tests/test_hip_gpu.py runs on one)",
    ("compare.md", "scripts/setup.sh"): "installs the environment (network, pip)",
    ("compare.md", "gcnasm devices --backend hip"): "needs an AMD GPU",
    ("compare.md", "persistent_gemm_ref.co"):
        "needs an MI355X and the seed's kernels, which are not in the repository",
    ("compare.md", "benchmark_runs=True"):
        "a timed compare of gate_up_fwd at M=8192, 250 launches per kernel: needs a GPU (the "
        "fake backend's numpy GEMM would take minutes; test_hip_comparison.py runs compare() "
        "on it at small sizes; the page's dry-run and launch examples run here)",
    ("emu.md", "--no-races ..."): "'...' stands for the options of the line above",
    ("emu.md", '@semantic("v_sat_pk_u8_i16")'):
        "a sketch of code inside a gcnasm/emu/ group module (module-private helpers, a '...' "
        "body); the emulator's tests run the registered semantics",
    ("kernels.md", "python kernels/build.py"):
        "rebuilds the repository's own kernels/*.co (tests/test_kernels.py checks them)",
}
# Pages whose examples need a file that only ../shared holds.
NEEDS_SHARED = {"f8_block_scale_mi350_x32.co"}


def not_runnable(page: Path, text: str):
    for (name, needle), reason in NOT_RUNNABLE.items():
        if page.name == name and needle in text:
            return (name, needle), reason
    return None, None


def prepare(page: Path, work: Path, page_blocks: List[Block]):
    files = dict(FILES, **PAGE_FILES.get(page.name, {}))
    text = page.read_text()
    for name, source in files.items():
        if name not in text:
            continue
        if isinstance(source, Path):
            if not source.exists():
                pytest.skip(f"{page.name} names {name}; {source} is absent "
                            "(the shared corpus is only on machines that have ../shared)")
            shutil.copyfile(source, work / name)
        else:
            (work / name).write_text(source)
    (work / "kernels").symlink_to(KERNELS, target_is_directory=True)


def literal_comments(source: str) -> Dict[int, object]:
    """line -> the literal a ``# comment`` on it states (where it is one)."""
    found = {}
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type != tokenize.COMMENT:
            continue
        comment = tok.string[1:].strip()
        # "('mfma', True, 16): fp8 A and B" -> the literal before the remark
        for end in [len(comment)] + [m.start() for m in re.finditer(r":\s", comment)]:
            try:
                found[tok.start[0]] = ast.literal_eval(comment[:end])
                break
            except (ValueError, SyntaxError):
                continue
    return found


def run_python(block: Block, namespace: dict, failures: List[str]):
    source = block.text
    tree = ast.parse(source, filename=block.where)
    stated = literal_comments(source)
    for stmt in tree.body:
        where = f"{block.where} (+{stmt.lineno})"
        try:
            if isinstance(stmt, ast.Expr):
                value = eval(compile(ast.Expression(stmt.value), where, "eval"), namespace)
                if stmt.end_lineno in stated and not _is_print(stmt.value):
                    if value != stated[stmt.end_lineno]:
                        failures.append(f"{where}: {ast.unparse(stmt.value)} is {value!r}, "
                                        f"the page says {stated[stmt.end_lineno]!r}")
            else:
                exec(compile(ast.Module([stmt], []), where, "exec"), namespace)
        except Exception as exc:  # the report names the example; the test fails below
            failures.append(f"{where}: {ast.unparse(stmt)[:80]!r} raised "
                            f"{type(exc).__name__}: {exc}")
            return


def _is_print(node) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "print"


def expected_returncode(command: str, expected: List[str]):
    """0, 1 for a diff that shows differences, or "non-zero" for a failure
    shown (a command's error, or a ``file:line:col: error:`` diagnostic)."""
    shown = [line for line in expected if line.strip() != "..."]
    if command.startswith("diff ") and shown:
        return 1
    if any(re.match(r"gcnasm [\w-]+: |\S+:\d+:\d+: error: ", line) for line in shown):
        return "non-zero"
    return 0


# Fences that show output or a file's contents, not something to run.
CONTENT_LANGUAGES = ("", "text", "toml", "json", "yaml", "asm", "s", "c", "cpp", "cuda", "diff")


@pytest.mark.parametrize("page", pages(), ids=lambda p: p.name)
def test_page_examples(page, tmp_path, monkeypatch):
    page_blocks = blocks(page)
    work = tmp_path / "work"
    work.mkdir()
    prepare(page, work, page_blocks)
    env = shell_env(tmp_path / "bin")
    monkeypatch.chdir(work)
    monkeypatch.syspath_prepend(str(REPO))
    namespace = {"__name__": "__doc_example__", **PLACEHOLDERS}
    failures: List[str] = []
    not_run: List[str] = []
    ran = 0

    def skipped(key, reason, what):
        not_run.append(f"{what}: not run: {reason}")

    for block in page_blocks:
        if block.lang == "toml" and "[[sites]]" in block.text:
            site_file = tmp_path / f"{page.stem}-{block.line}.toml"
            site_file.write_text(block.text)
            try:
                load_site_file(site_file)
            except Exception as exc:
                failures.append(f"{block.where}: not a valid site file: {exc}")
            ran += 1
            continue
        if block.lang in CONTENT_LANGUAGES:
            if block.lang == "" and block.text.startswith("$ "):
                failures.append(f"{block.where}: a transcript: label it console (runs) or text")
            elif block.lang == "" and any(line.startswith("gcnasm ")
                                          for line in block.text.splitlines()):
                failures.append(f"{block.where}: gcnasm commands: label them sh (runs) or text")
            continue
        if block.lang == "python":
            key, reason = not_runnable(page, block.text)
            if key:
                skipped(key, reason, block.where)
                continue
            if "hip.open_backend(" in block.text:   # launches: on the fake GPU
                monkeypatch.setattr(gcnasm.hip, "open_backend", fake_gpu)
                run_python(block, namespace, failures)
                if '"emu"' not in block.text and "out" in namespace and not np.array_equal(namespace["out"],
                                                             namespace["x"] + namespace["y"]):
                    failures.append(f"{block.where}: out is not x + y on the fake GPU")
            else:
                run_python(block, namespace, failures)
            ran += 1
        elif block.lang == "sh":
            for command in shell_commands(block.text):
                key, reason = not_runnable(page, command)
                if key:
                    skipped(key, reason, f"{block.where} {command!r}")
                    continue
                rc, got = run_shell(strip_comment(command), work, env)
                ran += 1
                if rc != 0:
                    failures.append(f"{block.where}: $ {command}\nexit {rc}:\n" + "\n".join(got))
        elif block.lang == "console":
            for command, expected in console_steps(block.text):
                key, reason = not_runnable(page, command)
                if key:
                    skipped(key, reason, f"{block.where} {command!r}")
                    continue
                rc, got = run_shell(command, work, env)
                ran += 1
                want = expected_returncode(command, expected)
                if (rc == 0) if want == "non-zero" else (rc != want):
                    failures.append(f"{block.where}: $ {command}\nexit {rc}, the page implies "
                                    f"{want}:\n" + "\n".join(got))
                elif not matches(expected, got):
                    failures.append(f"{block.where}: $ {command}\nthe page shows:\n"
                                    + "\n".join(expected) + "\ngcnasm printed:\n" + "\n".join(got))
        else:
            failures.append(f"{block.where}: a ```{block.lang} block: this test does not know "
                            "how to run it (add the language here)")
    for line in not_run:
        print(line)
        warnings.warn(line)
    print(f"{page.name}: {ran} examples ran, {len(not_run)} listed as not runnable")
    assert not failures, "\n\n".join(failures)


def test_every_not_runnable_entry_matches_an_example():
    listed = set()
    for page in pages():
        for block in blocks(page):
            for key in NOT_RUNNABLE:
                if key[0] == page.name and key[1] in block.text:
                    listed.add(key)
    assert listed == set(NOT_RUNNABLE), f"stale entries: {set(NOT_RUNNABLE) - listed}"


NAME = re.compile(r"\bgcnasm((?:\.[A-Za-z_]\w*)+)")


def resolve(dotted: str):
    import importlib
    obj = importlib.import_module("gcnasm")
    path = "gcnasm"
    for part in dotted.strip(".").split("."):
        path += "." + part
        if hasattr(obj, part):
            obj = getattr(obj, part)
        else:
            obj = importlib.import_module(path)   # a submodule not imported by its package
    return obj


@pytest.mark.parametrize("page", pages(), ids=lambda p: p.name)
def test_public_names_the_page_mentions_exist(page):
    missing = []
    for m in NAME.finditer(page.read_text()):
        dotted = m.group(1)
        if dotted in (".co", ".s", ".py", ".md", ".json", ".toml"):   # file names
            continue
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("error", DeprecationWarning)
                resolve(dotted)
        except Exception as exc:
            missing.append(f"gcnasm{dotted}: {type(exc).__name__}: {exc}")
    assert not missing, f"{page.name}:\n" + "\n".join(sorted(set(missing)))


def test_the_runner_checks_what_it_claims():
    assert matches(["a", "...", "d"], ["a", "b", "c", "d"]) and matches(["a", "...", "d"], ["a", "d"])
    assert not matches(["a", "...", "d"], ["a", "b"]) and not matches(["a"], ["a", "b"])
    assert literal_comments("x   # 'v2'\ny  # ('mfma', True, 16): fp8 A and B\nz  # bytes\n") == \
        {1: "v2", 2: ("mfma", True, 16)}
    failures: List[str] = []
    run_python(Block(REPO / "README.md", 1, "python", "x = 2\nx + 1   # 4\n"), {}, failures)
    assert len(failures) == 1 and "is 3, the page says 4" in failures[0]
    assert expected_returncode("diff a b", ["1c1"]) == 1
    assert expected_returncode("gcnasm asm x.s", ["...", "gcnasm asm: x.s:1:1: bad"]) == "non-zero"
    assert shell_commands("a \\\n  b   # c\n# d\n\ne\n") == ["a b   # c", "e"]
    assert strip_comment("sed 's/#x/y/' f   # note") == "sed 's/#x/y/' f"
