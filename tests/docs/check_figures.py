#!/usr/bin/python3
"""Checks every simulated figure the README and docs/ quote against what the binary gives.

A document marks what it quotes with a comment after the text, one block per command:

    <!-- figures: compile resnext50_32x4d --precision 32.32 --batch-size 48 --amp 0.6
      roomToSpare.bytes bytes "−65,440 B"
      execution.samplesPerSecond decimal1 "2,737.5"
    -->

A printed result (a sweep's grid) is marked after its fenced block with

    <!-- output: sweep resnext50_32x4d --precision 32.32 --batch-size 8:64:8 --amp 0.1:0.9:0.1 -->

and the block's lines must be lines the command prints, in order, with nothing between them.

A command may go on over lines that end with a backslash. Each further line names a field of `summary --json` (dots and [index]; "A / B" for a ratio), how the
document writes it, and the text as quoted. The check fails when the binary's value, written that
way, is not the quoted text, or when the quoted text is not in the document above the block (so
editing a figure in the prose, or the binary changing it, fails the test). Timings are measured,
not simulated, and are never marked.

With --update the quoted figures that differ are rewritten, in the block and in the text above it
(the last occurrence outside other blocks), for a person to read over before committing: the
prose around a figure may say what the new figure no longer shows. Printed results are not rewritten.

Usage: check_figures.py --cli PATH --root DIR [--self-test | --update]
"""

import argparse
import concurrent.futures
import json
import os
import pathlib
import re
import shlex
import subprocess
import sys
import tempfile

BLOCK = re.compile(r"<!-- figures: (?P<body>.*?)-->", re.S)
OUTPUT = re.compile(r"```\n(?P<shown>(?:(?!```).)*?)```\n\s*<!-- output: (?P<command>[^\n]*?) -->", re.S)
LINE = re.compile(r'^\s*(?P<path>.+?)\s+(?P<format>\w+)\s+"(?P<text>[^"]*)"\s*$')
MINUS = "\u2212"


def grouped(number, decimals):
    text = f"{abs(number):,.{decimals}f}"
    return (MINUS if number < 0 and float(text.replace(",", "")) != 0 else "") + text


FORMATS = {
    "bytes": lambda v: grouped(v, 0) + " B",
    "over": lambda v: grouped(-v, 0) + " B over",
    "int": lambda v: grouped(round(v), 0),
    "decimal1": lambda v: grouped(v, 1),
    "decimal2": lambda v: grouped(v, 2),
    "mb1": lambda v: f"{v / 1e6:,.1f} MB",
    "kilo3": lambda v: f"{v / 1e3:.3g} k",
    "yesno": lambda v: "yes" if v else "no",
}


def field(summary, path):
    value = summary
    for part in re.findall(r"[^.\[\]]+|\[\d+\]", path.strip()):
        value = value[int(part[1:-1])] if part.startswith("[") else value[part]
    return value


def value_of(summary, expression):
    if "/" in expression:
        top, bottom = expression.split("/", 1)
        return field(summary, top) / field(summary, bottom)
    return field(summary, expression)


def run(cli, command, workdir):
    """The summary of `command` (a tilescope-cli compile), compiled into a report of its own."""
    words = shlex.split(command)
    if not words or words[0] != "compile":
        raise ValueError(f"only 'compile' commands are checked, not {command!r}")
    report = pathlib.Path(workdir) / f"figure-{abs(hash(command))}.tsr"
    compiled = subprocess.run([cli, *words, "-o", str(report)], capture_output=True, text=True)
    if compiled.returncode not in (0, 3):
        raise RuntimeError(f"{command}: exit {compiled.returncode}: {compiled.stderr.strip()}")
    summary = subprocess.run([cli, "summary", str(report), "--json"], capture_output=True, text=True, check=True)
    return json.loads(summary.stdout)


def blocks(root):
    documents = [root / "README.md", *sorted((root / "docs").glob("*.md"))]
    for document in documents:
        text = document.read_text(encoding="utf-8")
        for match in BLOCK.finditer(text):
            before = text[: match.start()]
            lines = match.group("body").splitlines()
            command = lines.pop(0)
            while command.endswith("\\") and lines:
                command = command[:-1].rstrip() + " " + lines.pop(0).strip()
            checks = []
            for line in lines:
                if not line.strip():
                    continue
                parsed = LINE.match(line)
                if not parsed:
                    raise ValueError(f"{document}: figures block '{command}': cannot read {line!r}")
                checks.append(parsed.groupdict())
            yield document, command.strip(), before, checks


def outputs(root):
    for document in [root / "README.md", *sorted((root / "docs").glob("*.md"))]:
        for match in OUTPUT.finditer(document.read_text(encoding="utf-8")):
            yield document, match.group("command").strip(), match.group("shown")


def check_output(cli, root, document, command, shown):
    printed = subprocess.run([cli, *shlex.split(command)], capture_output=True, text=True)
    if printed.returncode not in (0, 3):
        return f"{document.relative_to(root)}: '{command}': exit {printed.returncode}: {printed.stderr.strip()}"
    lines = [line.rstrip() for line in printed.stdout.splitlines()]
    wanted = [line.rstrip() for line in shown.splitlines()]
    for start in range(len(lines) - len(wanted) + 1):
        if lines[start : start + len(wanted)] == wanted:
            return None
    differing = next((w for w in wanted if w not in lines), wanted[0] if wanted else "")
    return f"{document.relative_to(root)}: '{command}' does not print the block shown; first line it does not print: {differing!r}"


def check(cli, root):
    failures = []
    printed = list(outputs(root))
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        failures += [f for f in pool.map(lambda o: check_output(cli, root, *o), printed) if f]
    found = list(blocks(root))
    commands = sorted({command for _, command, _, _ in found})
    with tempfile.TemporaryDirectory() as workdir, concurrent.futures.ThreadPoolExecutor(2) as pool:
        def attempt(command):
            try:
                return run(cli, command, workdir)
            except (OSError, RuntimeError, ValueError, subprocess.CalledProcessError, json.JSONDecodeError) as error:
                failures.append(f"'{command}': {error}")
                return None

        summaries = dict(zip(commands, pool.map(attempt, commands)))
    figures = 0
    for document, command, before, checks in found:
        if summaries[command] is None:
            continue
        for c in checks:
            figures += 1
            where = f"{document.relative_to(root)}: '{command}': {c['path']}"
            if c["format"] not in FORMATS:
                failures.append(f"{where}: unknown format {c['format']!r}")
                continue
            try:
                written = FORMATS[c["format"]](value_of(summaries[command], c["path"]))
            except (KeyError, IndexError, TypeError, ZeroDivisionError) as error:
                failures.append(f"{where}: not in the summary ({error!r})")
                continue
            if written != c["text"]:
                failures.append(f"{where}: the binary gives {written!r}, the document quotes {c['text']!r}")
            elif c["text"] not in before:
                failures.append(f"{where}: {c['text']!r} is not in the text above the figures block")
    return figures + len(printed), len(commands) + len(printed), failures


def update(cli, root):
    """Rewrites every differing figure; returns how many it rewrote and what it could not."""
    found = list(blocks(root))
    commands = sorted({command for _, command, _, _ in found})
    with tempfile.TemporaryDirectory() as workdir, concurrent.futures.ThreadPoolExecutor(2) as pool:
        summaries = dict(zip(commands, pool.map(lambda c: run(cli, c, workdir), commands)))
    rewritten, problems = 0, []
    for document in sorted({d for d, _, _, _ in found}):
        text = document.read_text(encoding="utf-8")
        original = [c for d, c, _, _ in found if d == document]
        for index in reversed(range(len(list(BLOCK.finditer(text))))):
            # Positions move as the text above a block is rewritten: find the blocks again.
            matches = list(BLOCK.finditer(text))
            match = matches[index]
            start = 0
            prose, body = text[start : match.start()], match.group(0)
            for line in body.splitlines()[1:]:
                parsed = LINE.match(line)
                if not parsed:
                    continue
                command = original[index]
                c = parsed.groupdict()
                try:
                    written = FORMATS[c["format"]](value_of(summaries[command], c["path"]))
                except (KeyError, IndexError, TypeError, ZeroDivisionError) as error:
                    problems.append(f"{document.relative_to(root)}: '{command}': {c['path']}: not in the summary ({error!r})")
                    continue
                if written == c["text"]:
                    continue
                body = body.replace(f'"{c["text"]}"', f'"{written}"', 1)
                # The last occurrence above the block that is not inside another block.
                at = prose.rfind(c["text"])
                while at >= 0 and any(m.start() <= at < m.end() for m in matches[:index]):
                    at = prose.rfind(c["text"], 0, at)
                if at < 0:
                    problems.append(f"{document.relative_to(root)}: '{command}': {c['text']!r} not in the text above")
                else:
                    prose = prose[:at] + written + prose[at + len(c["text"]) :]
                rewritten += 1
            text = text[:start] + prose + body + text[match.end() :]
        document.write_text(text, encoding="utf-8")
    return rewritten, problems


def self_test(cli, root):
    """Editing a quoted figure in the prose must fail the check."""
    with tempfile.TemporaryDirectory() as copy:
        copy = pathlib.Path(copy)
        (copy / "docs").mkdir()
        readme = (root / "README.md").read_text(encoding="utf-8")
        first = next(blocks(root))
        quoted = first[3][0]["text"]
        edited = re.sub(r"\d(?=\D*$)", lambda m: str((int(m.group()) + 1) % 10), quoted, count=1)
        index = readme.index(quoted)
        (copy / "README.md").write_text(readme[:index] + edited + readme[index + len(quoted):], encoding="utf-8")
        _, _, failures = check(cli, copy)
        if not any(quoted in f for f in failures):
            print(f"editing {quoted!r} to {edited!r} in the README was not caught", file=sys.stderr)
            return 1
        print(f"editing {quoted!r} to {edited!r} in the README fails the check:\n  {failures[0]}")
        return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", required=True)
    parser.add_argument("--root", required=True, type=pathlib.Path)
    parser.add_argument("--self-test", action="store_true")
    parser.add_argument("--update", action="store_true")
    args = parser.parse_args()
    # Commands name files as the README does, from the repository's root.
    args.cli = str(pathlib.Path(args.cli).resolve())
    os.chdir(args.root)
    if args.self_test:
        return self_test(args.cli, args.root)
    if args.update:
        rewritten, problems = update(args.cli, args.root)
        for problem in problems:
            print(problem, file=sys.stderr)
        print(f"{rewritten} figures rewritten; read the text around them before committing")
        return 1 if problems else 0
    figures, commands, failures = check(args.cli, args.root)
    for failure in failures:
        print(failure, file=sys.stderr)
    print(f"{figures} figures from {commands} simulations: {len(failures)} differ")
    return 1 if failures or figures == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
