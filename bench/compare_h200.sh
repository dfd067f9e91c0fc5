#!/usr/bin/env bash
# gcnasm compare, proven on an NVIDIA H200 (the GPU the device tool lends).
#
# Runs on the device machine from the repository root, with the .whl folder
# carried (cffi, pycparser and lief wheels for Python 3.12; see docs/compare.md):
#
#   bench/compare_h200.sh [LOGDIR]
#
# 1. installs the carried wheels into /tmp/site;
# 2. lists the device through gcnasm's CUDA backend;
# 3. runs tests/test_hip_gpu.py (demo kernels vs float64 numpy, driver errors,
#    a small compare);
# 4. runs gcnasm compare at the full gate_up_fwd site (M=131072 D1=2880
#    D2=5760, 64 groups) for the reference cubin against itself, against the
#    faster correct variant and against the two deliberately wrong ones, then
#    the faster variant once more with --flush-l2 -v;
# 5. ranks four candidates in one run (gcnasm compare REF CAND...): each
#    checked for correctness, the passing ones timed interleaved with REF
#    (REF, C1, REF, C2, ... rotated, REF against itself for the noise floor)
#    and ranked with 95% bootstrap intervals; then the same with --devices all
#    (one process per GPU of the machine: on a one-GPU machine, one process).
# The whole transcript goes to stdout and LOGDIR/compare_h200.log; each
# compare also writes its JSON report (every timing sample) to LOGDIR.
set -uo pipefail
cd "$(dirname "$0")/.."
logdir=${1:-${OUT:-/tmp}}
mkdir -p "$logdir"
exec > >(tee "$logdir/compare_h200.log") 2>&1

python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade \
    --target /tmp/site .whl/*.whl || exit 1
export PYTHONPATH=/tmp/site:$PWD PYTHONUNBUFFERED=1

run() {
    echo
    echo "\$ $*"
    "$@"
    echo "(exit status $?)"
}

run nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv
run python3 -m gcnasm devices --backend cuda
run python3 -m pytest -q -rs -p no:cacheprovider tests/test_hip_gpu.py

cubins=kernels/cuda
for test in gemm_ref gemm_fast gemm_wrong_k; do
    run python3 -m gcnasm compare $cubins/gemm_ref.cubin $cubins/$test.cubin \
        --benchmark --warmup 50 --iters 200 --site gate_up_fwd --backend cuda \
        --json "$logdir/compare_$test.json"
done
run python3 -m gcnasm compare $cubins/gemm_ref.cubin $cubins/gemm_wrong_rows.cubin \
    --site gate_up_fwd --backend cuda --json "$logdir/compare_gemm_wrong_rows.json"
# The faster variant again, each timed launch starting with cold caches, verbose.
run python3 -m gcnasm compare $cubins/gemm_ref.cubin $cubins/gemm_fast.cubin \
    --benchmark --warmup 50 --iters 200 --site gate_up_fwd --backend cuda --flush-l2 -v
# Four candidates ranked in one interleaved run (docs/compare.md, "Many candidates").
run python3 -m gcnasm compare $cubins/gemm_ref.cubin $cubins/gemm_fast.cubin $cubins/gemm_ref.cubin \
    $cubins/gemm_wrong_k.cubin $cubins/gemm_wrong_rows.cubin \
    --warmup 20 --iters 100 --site gate_up_fwd --backend cuda --json "$logdir/compare_many.json"
run python3 -m gcnasm compare $cubins/gemm_ref.cubin $cubins/gemm_fast.cubin $cubins/gemm_ref.cubin \
    --warmup 20 --iters 100 --site gate_up_fwd --backend cuda --devices all \
    --json "$logdir/compare_many_devices.json"
run nvidia-smi --query-gpu=name,clocks.sm,temperature.gpu,power.draw --format=csv
