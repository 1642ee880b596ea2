# Sourced by bench/render/run.sh and bench/playback/run.sh: builds this checkout's benchmark page
# (bench/render/dist) and a baseline's, by default `main`, from a temporary git worktree under
# .tmp/ (BENCH_BASE_REF=<ref> picks another; BENCH_BASE_REF=none measures this checkout alone).
# Exports BENCH_BASE_DIST, BENCH_BASE_REF, BENCH_BASE_COMMIT and BENCH_COMMIT for run.ts.
root="$PWD"
mkdir -p bench/results .tmp
base_ref="${BENCH_BASE_REF:-main}"
base_dir="$root/.tmp/render-base"

source bench/lib/baseline.sh
trap 'remove_baseline "$base_dir"' EXIT

npx vite build -c bench/render/vite.config.ts
BENCH_COMMIT="$(git rev-parse --short HEAD)$(git diff --quiet HEAD -- . ':!bench/results' || echo '+changes')"
export BENCH_COMMIT
if [ "$base_ref" != none ]; then
  add_baseline "$base_ref" "$base_dir"
  (cd "$base_dir" && "$BASE_VITE" build -c bench/render/vite.config.ts >/dev/null)
  BENCH_BASE_DIST="$base_dir/bench/render/dist/"
  BENCH_BASE_COMMIT="$(git rev-parse --short "$base_ref")"
  export BENCH_BASE_DIST BENCH_BASE_REF="$base_ref" BENCH_BASE_COMMIT
fi
