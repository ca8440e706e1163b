#!/usr/bin/env bash
# Every file tilescope-cli writes is written atomically: a write that fails part way (here a file
# size limit of 2 KiB, as a full disk would) exits with 2, names the file with the system's reason,
# leaves the previous file intact and leaves nothing beside it.
# Usage: atomic-writes.sh TILESCOPE_CLI [ONNX_FILE]
set -u
CLI=$1
ONNX=${2:-}
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
failures=0

# expect_kept NAME COMMAND...: COMMAND writes $OUT/NAME/NAME under the limit and must fail cleanly.
expect_kept() {
  local name=$1; shift
  local folder="$OUT/$name"
  mkdir -p "$folder"
  printf 'previous contents\n' > "$folder/$name"
  local err code
  err=$(cd "$folder" && prlimit --fsize=2048 "$@" 2>&1 >/dev/null)
  code=$?
  local problem=""
  [ "$code" -eq 2 ] || problem="exit code $code, expected 2"
  grep -q "$name: cannot write the file: File too large" <<<"$err" || problem="$problem; no file and reason"
  [ "$(cat "$folder/$name")" = "previous contents" ] || problem="$problem; the previous file changed"
  [ "$(ls -A "$folder")" = "$name" ] || problem="$problem; left beside it: $(ls -A "$folder" | tr '\n' ' ')"
  if [ -n "$problem" ]; then
    echo "FAIL $name: $problem"; echo "  $err"; failures=$((failures + 1))
  else
    echo "ok   $name"
  fi
}

"$CLI" compile mnist-pipeline --ipus 4 --training --gradient-accumulation 8 -o "$OUT/pipeline.tsr" >/dev/null ||
  { echo "cannot compile the report the trace test needs"; exit 1; }

expect_kept model.json "$CLI" export-model resnet50 -o model.json
expect_kept report.tsr "$CLI" compile resnet18 --batch-size 2 -o report.tsr
expect_kept report.json "$CLI" convert "$OUT/pipeline.tsr" --to json -o report.json
expect_kept trace.json "$CLI" trace "$OUT/pipeline.tsr" --chrome trace.json
expect_kept sweep.json "$CLI" sweep mlp --batch-size 1,2,4,8,16,32,64 --quiet -o sweep.json
expect_kept sweep.csv "$CLI" sweep mlp --batch-size 1:40 --quiet --csv sweep.csv
if [ -n "$ONNX" ]; then
  expect_kept imported.json "$CLI" import-onnx "$ONNX" -o imported.json
fi
exit $((failures > 0))
