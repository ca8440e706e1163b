#!/usr/bin/env python3
"""The CLI's cost per layer of a chain of linear layers, as a user meets it: each run a new process
(model read, compiled, executed where it fits, report written).

Rounds interleave the sizes, so that a noisy machine's slow spells fall on all of them alike; each
size keeps its fastest run (the least disturbed), less the fastest run of a 1-layer chain.

    scripts/dev/per-layer-cost.py [--cli PATH] [--rounds 5] [--dir DIR] [-- COMPILE OPTIONS...]

e.g. `scripts/dev/per-layer-cost.py -- --training`. The chains (chainN.json, as in docs/PERFORMANCE.md's
one-liner) are written to DIR when missing.
"""
import argparse
import json
import os
import resource
import subprocess
import sys
import time

SIZES = [1, 1000, 10000, 100000]
RUNS_PER_ROUND = {1: 10, 1000: 10, 10000: 3, 100000: 1}


def chain(layers):
    ops = [{'name': 'x', 'type': 'input', 'attributes': {'shape': [16]}, 'block': 'input'}]
    ops += [{'name': f'layer{i}', 'type': 'linear',
             'inputs': [f'layer{i-1}' if i else 'x',
                        {'name': f'layer{i}.weight', 'shape': [16, 16], 'parameter': True},
                        {'name': f'layer{i}.bias', 'shape': [16], 'parameter': True}],
             'block': f'layer{i}'} for i in range(layers)]
    return {'format': 'tilescope-model', 'version': '1.0', 'name': 'chain', 'ops': ops}


def timed(command):
    """Wall and CPU (user + system) seconds of one run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode not in (0, 3):  # 3: compiled but out of memory, the report still written
        sys.exit(f"{' '.join(command)} failed ({done.returncode}): {done.stderr.strip()}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--cli', default=os.path.join(root, 'build/default/core/cli/tilescope-cli'))
    parser.add_argument('--rounds', type=int, default=5)
    parser.add_argument('--dir', default='/tmp')
    parser.add_argument('options', nargs='*', help='compile options, after --')
    args = parser.parse_args()

    for layers in SIZES:
        path = os.path.join(args.dir, f'chain{layers}.json')
        if not os.path.exists(path):
            with open(path, 'w') as out:
                json.dump(chain(layers), out)
    report = os.path.join(args.dir, f'per-layer-cost-{os.getpid()}.tsr')
    fastest = {layers: (float('inf'), float('inf')) for layers in SIZES}
    for _ in range(args.rounds):
        for layers in SIZES:
            command = [args.cli, 'compile', os.path.join(args.dir, f'chain{layers}.json'), *args.options, '-o', report]
            for _ in range(RUNS_PER_ROUND[layers]):
                wall, cpu = timed(command)
                fastest[layers] = (min(fastest[layers][0], wall), min(fastest[layers][1], cpu))
    os.remove(report)

    one_wall, one_cpu = fastest[1]
    print(f"1-layer chain: {one_wall * 1e3:.1f} ms wall, {one_cpu * 1e3:.1f} ms CPU")
    for layers in SIZES[1:]:
        wall, cpu = fastest[layers]
        print(f"{layers:>7} layers: {(wall - one_wall) / layers * 1e6:5.1f} us wall, "
              f"{(cpu - one_cpu) / layers * 1e6:5.1f} us CPU per layer")


if __name__ == '__main__':
    main()
