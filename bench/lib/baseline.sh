# Sourced by the benchmarks' run.sh files: `add_baseline <ref> <dir>` checks <ref> out as a
# detached git worktree at <dir> (removed again when the benchmark exits) so the benchmark can
# build and measure it in the same run as this checkout.
#
# When the baseline's package-lock.json equals this checkout's, it uses this checkout's installed
# packages (Node and Vite find them by walking up from .tmp/) with its own workspace links; when
# it differs (a baseline from before a dependency change, such as the UI kit replacing
# PrimeReact), it installs its own with `npm ci`, so any commit of the project can be a baseline.
# Sets BASE_VITE to the Vite binary the baseline must build with.

add_baseline() {
  local ref="$1" dir="$2" root="$PWD"
  if [ -e "$dir" ]; then git worktree remove --force "$dir" 2>/dev/null || rm -rf "$dir"; fi
  git worktree add --detach --quiet "$dir" "$ref"
  if git diff --quiet "$ref" HEAD -- package-lock.json; then
    mkdir -p "$dir/node_modules"
    cp -a node_modules/@ringalong "$dir/node_modules/"
    BASE_VITE="$root/node_modules/.bin/vite"
  else
    echo "baseline $ref has other dependencies: installing them in $dir (npm ci)" >&2
    (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
    BASE_VITE="$dir/node_modules/.bin/vite"
  fi
}

remove_baseline() {
  local dir="$1"
  if [ -e "$dir" ]; then git worktree remove --force "$dir" 2>/dev/null || rm -rf "$dir"; fi
}
