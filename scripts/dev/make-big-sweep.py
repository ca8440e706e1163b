#!/usr/bin/env python3
"""Writes a synthetic sweep of BATCHES x AMPS points of the MLP model, byte for byte as
tilescope-cli writes one (sweepToJson: nlohmann's dump(1)), whole and as K shards, so that the
reader, `tilescope-cli sweep merge` and the viewer can be measured on inputs of 10^6 points without
simulating them. The rows pass the reader's checks: the values are the point's, the figures those
a report of the MLP on a Mk2 (1472 tiles of 638976 bytes) could give; every 97th point did not
compile and every 13th is out of memory. Example (10^6 points, about 350 MB, and 8 shards):

    scripts/dev/make-big-sweep.py --batches 1000 --amps 1000 -o /tmp/big.json --shards 8 --shard-dir /tmp/shards
    tilescope-cli sweep merge /tmp/shards -o /tmp/merged.json && cmp /tmp/big.json /tmp/merged.json
"""
import argparse
import json
import os

TILES = 1472
BYTES_PER_TILE = 638976


def string(text):
    return json.dumps(text, ensure_ascii=False)


def axis_values(batches, amps):
    return [str(b) for b in range(1, batches + 1)], [repr(a / amps) if a != amps else "1" for a in range(1, amps + 1)]


def row_text(index, batch, amp):
    """One row as dump(1) writes it, indented as an element of "rows", and whether it fits and its speed."""
    command = "tilescope-cli compile mlp" + ("" if batch == "1" else " --batch-size " + batch) + \
        ("" if amp == "0.6" else " --amp " + amp)
    if index % 97 == 5:
        figures = dict(fits=False, worstTile=0, worstTileBytes=0, excess=0, room=0, roomTile=0, speed=0.0, cycles=0,
                       total=0, alwaysLive=0, peak=0, code=0)
        error = "the point did not compile (synthetic)"
    elif index % 13 == 3:
        worst = BYTES_PER_TILE + 1000 + index % 5000
        figures = dict(fits=False, worstTile=index % TILES, worstTileBytes=worst, excess=worst - BYTES_PER_TILE,
                       room=-(worst - BYTES_PER_TILE), roomTile=index % TILES, speed=0.0, cycles=0,
                       total=50_000_000 + index, alwaysLive=40_000_000, peak=1_000_000 + index % 1000, code=2_000_000)
        error = None
    else:
        worst = 9000 + index % 600_000
        figures = dict(fits=True, worstTile=index % TILES, worstTileBytes=worst, excess=0,
                       room=BYTES_PER_TILE - worst, roomTile=index % TILES, speed=1000.0 + (index * 7919 % 1_000_003) * 0.25,
                       cycles=70_000 + index % 100_000, total=4_700_000 + index, alwaysLive=4_500_000 + index % 1000,
                       peak=100_000 + index % 9999, code=1_800_000 + index % 77)
        error = None
    f = figures
    lines = [
        "  {",
        f'   "index": {index},',
        '   "values": [',
        f"    {string(batch)},",
        f"    {string(amp)}",
        "   ],",
        f'   "fits": {"true" if f["fits"] else "false"},',
        f'   "worstTile": {f["worstTile"]},',
        f'   "worstTileBytes": {f["worstTileBytes"]},',
        f'   "worstTileExcessBytes": {f["excess"]},',
        '   "roomToSpare": {',
        f'    "bytes": {f["room"]},',
        f'    "tile": {f["roomTile"]}',
        "   },",
        f'   "samplesPerSecond": {f["speed"]!r},',
        f'   "cyclesPerIteration": {f["cycles"]},',
        f'   "totalBytes": {f["total"]},',
        f'   "alwaysLiveBytes": {f["alwaysLive"]},',
        f'   "peakNotAlwaysLiveBytes": {f["peak"]},',
        f'   "codeBytes": {f["code"]},',
        f'   "command": {string(command)}' + ("," if error else ""),
    ]
    if error:
        lines.append(f'   "error": {string(error)}')
    lines.append("  }")
    return "\n".join(lines), f["fits"] and not error, f["speed"]


def write_sweep(path, batches, amps, shard=None):
    """The whole sweep, or shard (index, count) of it: its points index, index + count, ..."""
    points = len(batches) * len(amps)
    with open(path, "w", encoding="utf-8") as out:
        out.write('{\n "format": "tilescope-sweep",\n "version": "1.0",\n "model": "mlp",\n'
                  ' "base": "tilescope-cli compile mlp",\n "axes": [\n')
        for n, (option, values) in enumerate((("batch-size", batches), ("available-memory-proportion", amps))):
            out.write('  {\n   "option": ' + string(option) + ',\n   "values": [\n')
            out.write(",\n".join("    " + string(v) for v in values))
            out.write("\n   ]\n  }" + ("," if n == 0 else "") + "\n")
        out.write(f' ],\n "points": {points},\n')
        if shard:
            out.write(f' "shard": {{\n  "index": {shard[0]},\n  "count": {shard[1]}\n }},\n')
        first, step = (shard[0], shard[1]) if shard else (0, 1)
        best, best_speed = None, 0.0
        out.write(' "rows": [\n')
        for index in range(first, points, step):
            text, fits, speed = row_text(index, batches[index // len(amps)], amps[index % len(amps)])
            out.write(("" if index == first else ",\n") + text)
            if fits and (best is None or speed > best_speed):
                best, best_speed = index, speed
        out.write("\n ],\n")
        out.write(' "best": ' + ("null" if shard or best is None else str(best)) + "\n}\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--batches", type=int, default=1000, help="batch sizes 1..N (the first axis)")
    parser.add_argument("--amps", type=int, default=1000, help="amp values 1/N..1 (the second axis)")
    parser.add_argument("-o", "--output", help="the whole sweep's file")
    parser.add_argument("--shards", type=int, default=0, help="also write this many shards")
    parser.add_argument("--shard-dir", help="where the shards go (shard-I.json)")
    a = parser.parse_args()
    batches, amps = axis_values(a.batches, a.amps)
    if a.output:
        write_sweep(a.output, batches, amps)
    if a.shards:
        os.makedirs(a.shard_dir, exist_ok=True)
        for i in range(a.shards):
            write_sweep(os.path.join(a.shard_dir, f"shard-{i}.json"), batches, amps, (i, a.shards))


if __name__ == "__main__":
    main()
