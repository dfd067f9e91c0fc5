from pathlib import Path

from setuptools import find_packages, setup

here = Path(__file__).parent

setup(
    name="gcnasm",
    version="0.1.0",
    description="Assembler, disassembler, code-object rewriter and HIP launcher for AMD gfx950 (CDNA4)",
    long_description=(here / "README.md").read_text(encoding="utf-8"),
    long_description_content_type="text/markdown",
    license="MIT",
    python_requires=">=3.9",
    packages=find_packages(include=["gcnasm", "gcnasm.*"]),
    package_data={"gcnasm": ["isa/tables/*", "isa/tables/sources/*"]},
    install_requires=[
        "lief>=0.15",
        "numpy>=1.22",
        "cffi>=1.15",
        "msgpack>=1.0",
        "pyyaml>=5.1",
        "xxhash>=3.0",
    ],
    extras_require={
        # ray: `gcnasm compare REF CAND... --ray` (docs/compare.md); in the test
        # extras so that the suite runs a local Ray cluster (4.9 s for a fresh
        # venv with every dependency and ray 2.60 from the local index);
        # pytest-xdist: the suite runs on two processes (pyproject.toml)
        "ray": ["ray>=2.9"],
        "test": ["pytest>=7", "pytest-xdist>=3", "hypothesis>=6.80", "ray>=2.9"],
    },
    entry_points={"console_scripts": ["gcnasm=gcnasm.cli:run"]},
)
