"""Shared fixtures: where ../shared is, the LLVM oracle, hypothesis profiles.

Tests that need ../shared (the AMD corpus and the llvm-mc cases) skip with a
printed reason when it is absent; CI has it.  Tests that need LLVM skip only
when no gfx950-capable llvm-mc exists at all; the README's set-up installs
one, so in CI they run.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

REPO = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("GCNASM_SHARED", REPO.parent / "shared"))
CORPUS = SHARED / "corpus" / "aiter-gfx950"
LLVM_CASES = SHARED / "corpus" / "llvm-mc"
KERNELS = REPO / "kernels"

# CI runs a fixed number of examples, derandomised so a failure reproduces;
# `pytest --hypothesis-profile=deep` explores much further.
settings.register_profile("ci", max_examples=60, derandomize=True, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("deep", max_examples=3000, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


def corpus_files():
    """Every .co of the AMD corpus, sorted (empty when ../shared is absent)."""
    if not CORPUS.is_dir():
        return []
    return sorted(CORPUS.rglob("*.co"))


def corpus_sample():
    """The quick tier's share of the corpus (``pytest -m "not slow"``): every
    tenth file and the largest of each directory (87 of the 745); the slow
    tier's sweeps take every file."""
    files = corpus_files()
    largest = {}
    for path in files:
        best = largest.get(path.parent)
        if best is None or path.stat().st_size > best.stat().st_size:
            largest[path.parent] = path
    return sorted({*files[::10], *largest.values()})


def require_shared(path: Path = SHARED) -> Path:
    if not path.exists():
        pytest.skip(f"{path} is absent (the shared corpus is only on machines that have ../shared)")
    return path


@pytest.fixture(scope="session")
def shared():
    return require_shared()


@pytest.fixture(scope="session")
def corpus_dir():
    return require_shared(CORPUS)


@pytest.fixture(scope="session")
def llvm_cases():
    return require_shared(LLVM_CASES)


@pytest.fixture(scope="session")
def toolchain():
    """The gfx950 LLVM toolchain; skips (with the lookup report) only when
    llvm-mc is truly absent."""
    from gcnasm import toolchain as tc
    chain = tc.default()
    try:
        chain.llvm_mc
    except tc.ToolchainError as exc:
        pytest.skip(f"llvm-mc for gfx950 is absent: {exc}")
    return chain


# Fixtures that imply a marker: `pytest -m "not llvm"` leaves out every test
# that runs an LLVM tool, `-m "not corpus"` every test of the AMD corpus.
_FIXTURE_MARKERS = {"toolchain": "llvm", "corpus_dir": "corpus", "llvm_cases": "corpus",
                    "shared": "corpus"}


def pytest_collection_modifyitems(config, items):
    for item in items:
        for fixture, marker in _FIXTURE_MARKERS.items():
            if fixture in getattr(item, "fixturenames", ()):
                item.add_marker(marker)
