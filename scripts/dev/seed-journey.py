#!/usr/bin/env python3
"""Runs the seed's availableMemoryProportion journey (seeds/000, section 2.1) through tilescope-cli
and prints, per batch size, which of the six journey points hold and the figures behind them.

A developer's tool for calibrating the simulator's [I] constants: the tests in
tests/core/driver/SeedJourneyTest.cpp are the authority, this only shows where a change moves
the figures. Example:

    scripts/dev/seed-journey.py build/default/core/cli/tilescope-cli resnext50_32x4d 40,44,48 \
        --precision 32.32
"""
import json
import subprocess
import sys
import tempfile

AMPS = ['0.8', '0.75', '0.6', '0.35', '0.01', '0.005']


def compile_report(cli, model, batch, amp, extra, directory):
    out = f'{directory}/{model}_{batch}_{amp}.json'
    run = subprocess.run([cli, 'compile', model, '--batch-size', str(batch), '--amp', amp, '-o', out, '--json'] +
                         extra, capture_output=True, text=True)
    if run.returncode not in (0, 3):  # 3: out of memory, the report is still written
        sys.exit(f'tilescope-cli failed for batch {batch}, amp {amp}:\n{run.stderr}')
    with open(out) as report:
        return json.loads(run.stdout), json.load(report)


def same_plans_and_liveness(a, b, memory_too=False):
    same = a['operations']['plan'] == b['operations']['plan'] and a['liveness'] == b['liveness']
    return same and (not memory_too or a['memory'] == b['memory'])


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    cli, model, batches, extra = sys.argv[1], sys.argv[2], sys.argv[3].split(','), sys.argv[4:]
    with tempfile.TemporaryDirectory() as directory:
        for batch in batches:
            runs = {amp: compile_report(cli, model, batch, amp, extra, directory) for amp in AMPS}
            summary = {amp: runs[amp][0] for amp in AMPS}
            report = {amp: runs[amp][1] for amp in AMPS}
            target = report['0.8']['target']
            total = target['tilesPerIpu'] * target['bytesPerTile'] * target.get('ipus', 1)
            tile_bytes = target['bytesPerTile']

            def imbalance(amp):
                return summary[amp]['tileBytes']['max'] / summary[amp]['tileBytes']['mean']

            peak_08 = summary['0.8']['alwaysLiveBytes'] + summary['0.8']['peakNotAlwaysLiveBytes']
            worst_06 = summary['0.6']['worstTile']
            points = {
                1: not summary['0.8']['fits'] and peak_08 > total,
                2: same_plans_and_liveness(report['0.8'], report['0.75']),
                3: (summary['0.6']['peakNotAlwaysLiveBytes'] < summary['0.75']['peakNotAlwaysLiveBytes']
                    and not summary['0.6']['fits'] and worst_06['bytesExcludingGaps'] < tile_bytes),
                4: (summary['0.6']['peakNotAlwaysLiveBytes'] < summary['0.75']['peakNotAlwaysLiveBytes']
                    and summary['0.6']['alwaysLiveBytes'] > summary['0.75']['alwaysLiveBytes']),
                5: (same_plans_and_liveness(report['0.01'], report['0.005'], memory_too=True)
                    and summary['0.01']['plannerFallbacks'] > 0 and not summary['0.01']['fits']
                    and imbalance('0.01') > 1.5 * imbalance('0.6')),
                6: summary['0.35']['fits'],
            }
            held = ' '.join(f'{p}:{"yes" if ok else "NO"}' for p, ok in points.items())
            print(f'{model} batch {batch}: {held} | amp 0.8 always-live + peak not-always-live '
                  f'{peak_08 / 1e6:.0f} of {total / 1e6:.0f} MB | amp 0.6 worst tile {worst_06["id"]} '
                  f'{worst_06["bytesExcludingGaps"]} B without gaps, {worst_06["bytes"]} B with | '
                  f'imbalance {imbalance("0.6"):.2f} at 0.6, {imbalance("0.01"):.2f} at 0.01', flush=True)


if __name__ == '__main__':
    main()
