#!/usr/bin/env bash
# Kills every writer of tilescope-cli with SIGKILL at a spread of delays and checks what is left:
# the target holds its previous contents or the whole new file, never a torn one, and the next
# write to the folder leaves no temporary of ours beside it. Run it again with
# TILESCOPE_NAMED_TEMPORARIES=1 for file systems without unnamed temporaries.
#
#   scripts/dev/kill-writers.sh [--cli build/default/core/cli/tilescope-cli] [--delays 40] [--step-ms 7]
#
# Prints one line per writer and a summary; exits 1 when any kill left a torn file or a stale
# temporary. Takes a few minutes (each delay is a new process).
set -u
CLI=build/default/core/cli/tilescope-cli
DELAYS=40
STEP_MS=7
while [ $# -gt 0 ]; do
  case "$1" in
    --cli) CLI=$2; shift 2 ;;
    --delays) DELAYS=$2; shift 2 ;;
    --step-ms) STEP_MS=$2; shift 2 ;;
    *) echo "usage: $0 [--cli PATH] [--delays N] [--step-ms MS]" >&2; exit 2 ;;
  esac
done
CLI=$(realpath "$CLI")
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT

"$CLI" compile mnist-pipeline --ipus 4 --training --gradient-accumulation 8 -o "$OUT/pipeline.tsr" >/dev/null ||
  { echo "cannot compile the report the trace writer needs"; exit 1; }

# NAME|COMMAND with @ for the output: slow enough writers that a kill lands mid-write.
writers=(
  "report|compile bert-base --training --batch-size 4 -o @"
  "json-report|compile resnet50 --batch-size 4 -o @"
  "sweep|sweep mlp --batch-size 1:200 --quiet -o @"
  "csv|sweep mlp --batch-size 1:200 --quiet --csv @"
  "trace|trace $OUT/pipeline.tsr --chrome @"
  "model|export-model bert-large -o @"
  "convert|convert $OUT/pipeline.tsr --to json -o @"
)

failures=0
for entry in "${writers[@]}"; do
  name=${entry%%|*}
  command=${entry#*|}
  folder="$OUT/$name"
  mkdir -p "$folder"
  target="$folder/out"
  [ "$name" = "json-report" ] && target="$folder/out.json"
  # The whole new file, once, as the reference (named with the target's extension, which chooses
  # the format: out.json.reference would be written as a binary report).
  reference="$folder/reference-$(basename "$target")"
  printf 'previous contents\n' > "$folder/previous"
  # shellcheck disable=SC2086
  (cd "$folder" && "$CLI" ${command//@/$reference} >/dev/null 2>&1)
  torn=0 stale=0 old=0 new=0
  for ((d = 0; d < DELAYS; d++)); do
    printf 'previous contents\n' > "$target"
    # shellcheck disable=SC2086
    (cd "$folder" && exec "$CLI" ${command//@/$target}) >/dev/null 2>&1 &
    pid=$!
    sleep "$(awk -v ms=$((d * STEP_MS)) 'BEGIN { printf "%.3f", ms / 1000 }')"
    kill -9 "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
    if cmp -s "$target" "$folder/previous"; then
      old=$((old + 1))
    elif cmp -s "$target" "$reference"; then
      new=$((new + 1))
    else
      torn=$((torn + 1))
    fi
    # The next write removes what the kill left (a named temporary whose writer is gone).
    # shellcheck disable=SC2086
    (cd "$folder" && "$CLI" ${command//@/$target} >/dev/null 2>&1)
    if ls -A "$folder" | grep -q '^\.tilescope-'; then
      stale=$((stale + 1))
    fi
  done
  echo "$name: $old kept the previous file, $new had the whole new one, $torn torn, $stale left a temporary"
  [ "$torn" -eq 0 ] && [ "$stale" -eq 0 ] || failures=$((failures + 1))
done
[ "$failures" -eq 0 ] && echo "every kill left the previous file or the whole new one, and nothing beside it"
exit $((failures > 0))
