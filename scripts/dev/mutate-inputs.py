#!/usr/bin/python3
"""Feeds mutated inputs to tilescope-cli and the viewer's batch mode, as a user's damaged files would
reach them, and reports every run that breaks the promise for bad inputs: exit code 2 with a
message naming the file (or 0 and 3 for inputs that still mean something), never a crash, a hang
or an exit code 1 ("internal error").

    scripts/dev/mutate-inputs.py [--cli PATH] [--viewer PATH] [--runs N] [--seed S] [--keep DIR]

Seeds are the repository's own fixtures (reports, models, ONNX files, sweeps, lessons). Each run
takes one, mutates it (bytes flipped, cut short, spliced, numbers swapped for extreme ones, JSON
values swapped for others of another type) and runs the command that reads it; every breach is
kept in --keep DIR (default /tmp/tilescope-mutations) with the command that shows it. Exits 1 when
anything was kept. The libFuzzer targets (scripts/fuzz) search the loaders more deeply; this goes
through the whole program as a user runs it.
"""

import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# Seed folder -> (file suffixes, the commands that read such a file, with {} for its path).
FAMILIES = {
    "report": ([".tsr", ".json"], ["{cli} summary {}", "{cli} trace {}", "{cli} convert {} --to json -o {out}"]),
    "model": ([".json"], ["{cli} inspect {}", "{cli} compile {} -o {out}"]),
    "onnx": ([".onnx"], ["{cli} inspect {}"]),
    "sweep": ([".json"], ["{cli} sweep merge {dir} -o {out}"]),
    "lesson": ([".json"], ["{cli} lesson {} --check"]),
}
SEED_FOLDERS = {
    "report": ["tests/fuzz/seeds/report", "tests/fixtures/golden"],
    "model": ["tests/fuzz/seeds/model_json", "resources/models"],
    "onnx": ["tests/fuzz/seeds/onnx"],
    "sweep": ["tests/core/cli/bad/sweep-tile-beyond-target"],
    "lesson": ["resources/lessons"],
}
EXTREMES = ["0", "-1", "1e400", "-1e400", "18446744073709551616", "9223372036854775807", "1e-320", "NaN",
            "4294967296", "1000000000000", "0.0000001", "\"\"", "null", "[]", "{}", "true"]


def seeds():
    found = []
    for family, folders in SEED_FOLDERS.items():
        suffixes = FAMILIES[family][0]
        for folder in folders:
            path = os.path.join(ROOT, folder)
            if not os.path.isdir(path):
                continue
            for name in sorted(os.listdir(path)):
                full = os.path.join(path, name)
                if os.path.isfile(full) and any(name.endswith(s) for s in suffixes) and os.path.getsize(full) < 4 << 20:
                    if family == "report" and name.endswith(".json") and "report" not in open(full, "rb").read(200).decode("latin-1"):
                        continue
                    found.append((family, full))
    return found


def mutate_bytes(data, rng):
    data = bytearray(data)
    kind = rng.randrange(4)
    if kind == 0 and data:  # flip a few bytes
        for _ in range(rng.randint(1, 8)):
            data[rng.randrange(len(data))] = rng.randrange(256)
    elif kind == 1 and data:  # cut short
        del data[rng.randrange(len(data)):]
    elif kind == 2 and data:  # splice a piece of itself elsewhere
        a = rng.randrange(len(data))
        b = min(len(data), a + rng.randint(1, 64))
        at = rng.randrange(len(data))
        data[at:at] = data[a:b]
    else:  # a run of one byte
        at = rng.randrange(len(data) + 1)
        data[at:at] = bytes([rng.randrange(256)]) * rng.randint(1, 300)
    return bytes(data)


def mutate_json_text(text, rng):
    numbers = [m.span() for m in re.finditer(r"-?\d+(\.\d+)?([eE][-+]?\d+)?", text)]
    if numbers and rng.random() < 0.6:
        a, b = rng.choice(numbers)
        return text[:a] + rng.choice(EXTREMES) + text[b:]
    try:
        document = json.loads(text)
    except ValueError:
        return None
    # Swap one value deep in the document for one of another type.
    path = []
    node = document
    while isinstance(node, (dict, list)) and node and rng.random() < 0.85:
        key = rng.choice(list(node.keys())) if isinstance(node, dict) else rng.randrange(len(node))
        path.append((node, key))
        node = node[key]
    if not path:
        return None
    parent, key = path[-1]
    parent[key] = json.loads(rng.choice(EXTREMES))
    return json.dumps(document)


def mutated(family, path, rng):
    data = open(path, "rb").read()
    if path.endswith(".json") and rng.random() < 0.6:
        text = mutate_json_text(data.decode("utf-8", "replace"), rng)
        if text is not None:
            return text.encode("utf-8")
    return mutate_bytes(data, rng)


def run(command, timeout):
    try:
        done = subprocess.run(command, shell=True, capture_output=True, timeout=timeout,
                              env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
        return done.returncode, done.stderr.decode("utf-8", "replace"), done.stdout.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        return None, "timed out", ""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cli", default=os.path.join(ROOT, "build/default/core/cli/tilescope-cli"))
    parser.add_argument("--viewer", default=os.path.join(ROOT, "build/default/gui/tilescope"))
    parser.add_argument("--runs", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=30.0)
    parser.add_argument("--keep", default="/tmp/tilescope-mutations")
    args = parser.parse_args()

    rng = random.Random(args.seed)
    pool = seeds()
    if not pool:
        sys.exit("no seed inputs found under " + ROOT)
    os.makedirs(args.keep, exist_ok=True)
    work = tempfile.mkdtemp(prefix="tilescope-mutate-")
    codes = {}
    breaches = 0
    try:
        for i in range(args.runs):
            family, seed = rng.choice(pool)
            suffix = os.path.splitext(seed)[1]
            case = os.path.join(work, "case-%d" % i)
            os.makedirs(case)
            name = "shard-0.json" if family == "sweep" else "input" + suffix
            target = os.path.join(case, name)
            open(target, "wb").write(mutated(family, seed, rng))
            commands = list(FAMILIES[family][1])
            if family == "report" and os.path.exists(args.viewer):
                commands.append("{viewer} {} --screenshot " + os.path.join(case, "shots"))
            template = rng.choice(commands)
            command = template.format(target, cli=args.cli, viewer=args.viewer, dir=case,
                                      out=os.path.join(case, "out" + suffix))
            code, error, output = run(command, args.timeout)
            if code == 1 and family == "lesson" and "Some claims do NOT hold." in output:
                code = 0  # a lesson whose mutated claims fail says so: `lesson --check` exits 1 for that
            codes[code] = codes.get(code, 0) + 1
            problem = None
            if code is None:
                problem = "hang (over %.0f s)" % args.timeout
            elif code < 0:
                problem = "killed by signal %d" % -code
            elif code not in (0, 2, 3):
                problem = "exit code %d" % code
            elif code == 2 and name not in error and "error" in error:
                problem = "a message that does not name the file"
            if problem:
                breaches += 1
                kept = os.path.join(args.keep, "breach-%d-%d" % (args.seed, i))
                shutil.copytree(case, kept, dirs_exist_ok=True)
                with open(os.path.join(kept, "WHAT.txt"), "w") as note:
                    note.write("%s\nseed: %s\ncommand: %s\n%s\n" % (problem, seed, command.replace(case, kept), error))
                print("BREACH %s: %s (%s)" % (problem, command, seed))
            shutil.rmtree(case, ignore_errors=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    summary = ", ".join("%s: %d" % ("hang" if c is None else "exit %d" % c, n) for c, n in sorted(codes.items(), key=lambda kv: (kv[0] is None, kv[0] or 0)))
    print("%d runs (%s); %d breaches kept in %s" % (args.runs, summary, breaches, args.keep))
    sys.exit(1 if breaches else 0)


if __name__ == "__main__":
    main()
