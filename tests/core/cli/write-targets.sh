#!/usr/bin/env bash
# Every writer of tilescope-cli respects what its path names (issue 42): a symbolic link stays and
# its target gets the file; a character device (a private null node, never the real /dev), a FIFO
# and /dev/stdout are written in place and stay what they are; /dev/stdout gets the file alone (the
# command's messages go to standard error); a block device is refused with exit 2, naming the path.
# Usage: write-targets.sh TILESCOPE_CLI [ONNX_FILE]
set -u
CLI=$1
ONNX=${2:-}
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
failures=0
fail() { echo "FAIL $1"; failures=$((failures + 1)); }

"$CLI" compile mnist-pipeline --ipus 4 --training --gradient-accumulation 8 -o "$OUT/pipeline.tsr" >/dev/null ||
  { echo "cannot compile the report the trace test needs"; exit 1; }
mkdir -p "$OUT/shards"
"$CLI" sweep mlp --batch-size 1,2 --quiet -o "$OUT/shards/shard-0.json" >/dev/null || { echo "cannot sweep"; exit 1; }

# Each writer as NAME and its command, with @ where the output path goes.
writers=(
  "compile|compile mlp -o @"
  "compile-json|compile mlp --json -o @"
  "sweep|sweep mlp --batch-size 1,2 -o @"
  "sweep-csv|sweep mlp --batch-size 1,2 --csv @"
  "trace|trace $OUT/pipeline.tsr --chrome @"
  "export-model|export-model mlp -o @"
  "convert|convert $OUT/pipeline.tsr --to json -o @"
  "sweep-merge|sweep merge $OUT/shards -o @"
)
[ -n "$ONNX" ] && writers+=("import-onnx|import-onnx $ONNX -o @")

run() { # run NAME PATH: the writer NAME with its output at PATH
  local name=$1 path=$2 entry
  for entry in "${writers[@]}"; do
    if [ "${entry%%|*}" = "$name" ]; then
      local command=${entry#*|}
      # shellcheck disable=SC2086
      "$CLI" ${command//@/$path}
      return
    fi
  done
}

for entry in "${writers[@]}"; do
  name=${entry%%|*}
  folder="$OUT/$name"
  mkdir -p "$folder"
  # The reference: the file as written to a new path.
  run "$name" "$folder/reference" >/dev/null 2>&1
  reference_size=$(stat -c %s "$folder/reference")

  # A symbolic link stays a link; its target holds the new file.
  printf 'old\n' > "$folder/real"
  ln -s real "$folder/link"
  run "$name" "$folder/link" >/dev/null 2>&1
  [ "$(stat -c %F "$folder/link")" = "symbolic link" ] || fail "$name: the link was replaced"
  [ "$(stat -c %s "$folder/real")" = "$reference_size" ] || fail "$name: the link's target did not get the file"

  # A FIFO stays a FIFO and its reader gets the whole file.
  mkfifo "$folder/fifo"
  (cat "$folder/fifo" > "$folder/from-fifo") &
  reader=$!
  run "$name" "$folder/fifo" >/dev/null 2>&1
  wait "$reader"
  [ "$(stat -c %F "$folder/fifo")" = "fifo" ] || fail "$name: the FIFO was replaced"
  [ "$(stat -c %s "$folder/from-fifo")" = "$reference_size" ] || fail "$name: the FIFO's reader got part of the file"

  # /dev/stdout gets the file alone.
  run "$name" /dev/stdout > "$folder/from-stdout" 2>/dev/null
  [ "$(stat -c %s "$folder/from-stdout")" = "$reference_size" ] ||
    fail "$name: /dev/stdout got $(stat -c %s "$folder/from-stdout") bytes, not the file's $reference_size"
  [ -L /dev/stdout ] || fail "$name: /dev/stdout is no longer a link"

  # A private null device stays a device (root only: mknod needs the privilege).
  if mknod -m 666 "$folder/null" c 1 3 2>/dev/null; then
    run "$name" "$folder/null" >/dev/null 2>&1 || fail "$name: writing to a null device failed"
    [ "$(stat -c %F "$folder/null")" = "character special file" ] || fail "$name: the device was replaced"
  fi
  # A block device is refused, naming the path (root only).
  if mknod -m 600 "$folder/disk" b 7 200 2>/dev/null; then
    err=$(run "$name" "$folder/disk" 2>&1 >/dev/null)
    code=$?
    [ "$code" -eq 2 ] || fail "$name: a block device gave exit code $code, not 2"
    grep -q "$folder/disk: cannot write the file: it is a block device" <<<"$err" || fail "$name: $err"
  fi
  [ "$failures" -eq 0 ] && echo "ok   $name"
done
exit $((failures > 0))
