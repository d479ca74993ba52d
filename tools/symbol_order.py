#!/usr/bin/env python3
"""Writes the release link's symbol ordering file from callgrind profiles of each mode.

Why: the kernel maps a binary's code into a process 64 KiB at a time around each page it
touches (fault-around), so a long-running mode that executes 1.7 MiB of functions scattered
over the 5.5 MiB `.text` of a binary that holds every mode has nearly all of it resident.
Linked with the functions each mode executes packed together, a mode maps about what it runs.
See docs/performance.md ("The binary's resident code") for the measurements.

Input: callgrind outputs (`--dump-instr=yes --compress-pos=no`) of the release binary itself, each named
`<mode>.<anything>`, and the map of the link that made that binary (`-Map`, which
scripts/build-release writes: it names the functions of a stripped binary). Profiling the
very build that ships matters: a function's name carries a hash of the crate's build
settings, so the names of another build (unstripped, say) need not be the release's. Output: one mangled symbol per line, for
lld's `--symbol-ordering-file`: the functions every profiled mode executes first, then the
groups used by fewer modes (one group per set of modes, so that each mode's code is a few
runs, not scattered), each group in the binary's own order so that code that calls itself
stays near. Functions no profile executed are left to the linker, after these.

  tools/symbol_order.py write --map <lld -Map output> --out <file> <mode>.<n>.callgrind...
  tools/symbol_order.py check --order <file> --map <lld -Map output>

`check` (scripts/build-release, after the link): how many of the ordered functions the
link found, from its map. Names carry a hash of the crate's build metadata, so a change of
the crate's version or of a dependency renames the functions it touches, and a stale order
only loses the layout (the binary is as correct): below 90 % found it warns, below 50 % it
fails, with the command that writes the order again.
"""

import argparse
import bisect
import collections
import os
import subprocess
import sys

WINDOW = 64 * 1024


def link_map(path):
    """lld's map of a link: the `.text` input sections as (start, size, function), in
    address order, and every symbol's address.

    Its lines are `VMA LMA Size Align` and then an output section (`.text`), an input section
    (`file:(.text.name)`) or a symbol's name (the symbols of a stripped link are not all
    listed: a function section's name gives its function)."""
    sections = []
    addresses = {}
    output = None
    with open(path, errors="replace") as f:
        for line in f:
            parts = line.split()
            if len(parts) != 5:
                continue
            try:
                vma, size = int(parts[0], 16), int(parts[2], 16)
            except ValueError:
                continue
            what = parts[4]
            if ":(" in what:
                if output == ".text":
                    # A function section (`-ffunction-sections`, rustc's default) is named
                    # after its function; a stripped link lists no symbol of its own for it.
                    section = what.partition(":(")[2].rstrip(")")
                    name = function_of(section)
                    # [start, size, name, named by a symbol line yet]
                    sections.append([vma, size, name, False])
            elif what.startswith("."):
                output = what
            else:
                addresses.setdefault(what, vma)
                # A section's first symbol names it (glibc's `.text.avx` and the like), when
                # the map gives it mangled (`--no-demangle`): a demangled name is no use to
                # the linker's ordering.
                mangled = not any(c in what for c in " <>:(),")
                if output == ".text" and sections and not sections[-1][3] and mangled:
                    sections[-1][2] = what
                    sections[-1][3] = True
    kept = [(vma, size, name) for vma, size, name, _ in sections if name and size]
    for vma, _, name in kept:
        addresses.setdefault(name, vma)
    kept.sort()
    return kept, addresses


def function_of(section):
    """The function a `.text` input section holds, by the section's name: `.text.<name>`, or
    `.text.unlikely.<name>` and the like for code LLVM placed by temperature."""
    if not section.startswith(".text."):
        return None
    name = section[len(".text.") :]
    for prefix in ("unlikely.", "hot.", "startup.", "exit.", "split."):
        if name.startswith(prefix):
            return name[len(prefix) :]
    return name


def executed(path, sections):
    """The functions (by the first symbol of their section) a callgrind output of the
    stripped release binary records, from the address of every instruction it counted
    (`--dump-instr=yes`): without symbols callgrind cannot tell where a function entered
    by a jump (a tail call) begins, so its own function names miss those. Addresses are
    link addresses: valgrind loads the static-pie at 0."""
    starts = [vma for vma, _, _ in sections]
    names = set()
    last = None
    with open(path, errors="replace") as f:
        for line in f:
            if not line.startswith("0x"):
                continue
            try:
                address = int(line.split(None, 1)[0], 16)
            except ValueError:
                continue
            if last is not None and last[0] <= address < last[1]:
                continue
            i = bisect.bisect_right(starts, address) - 1
            if i >= 0:
                vma, size, name = sections[i]
                if address < vma + size:
                    names.add(name)
                    last = (vma, vma + size)
    return names


def windows(table, names):
    """How many 64 KiB windows of the address space the functions touch."""
    touched = set()
    for name in names:
        address, size = table[name]
        touched.update(range(address // WINDOW, (address + max(size, 1) - 1) // WINDOW + 1))
    return len(touched)


def check(order_path, map_path):
    """Exit status 1 when fewer than half of the ordered functions were found by the link."""
    with open(order_path) as f:
        order = [line.strip() for line in f if line.strip() and not line.startswith("#")]
    _, addresses = link_map(map_path)
    found = [name for name in order if name in addresses]
    share = len(found) / max(len(order), 1)
    span = (max(addresses[n] for n in found) - min(addresses[n] for n in found)) if found else 0
    print(
        f"symbol order: {len(found)} of {len(order)} ordered functions found by the link "
        f"({share:.0%}), laid out within {span / 1048576:.2f} MiB"
    )
    if share < 0.9:
        print(
            "symbol order: the order is stale (renamed functions lose their place, and a mode "
            "maps more of the binary's code): write it again with scripts/symbol-order",
            file=sys.stderr,
        )
    return 0 if share >= 0.5 else 1


def write(map_path, out, profiles):
    sections, _ = link_map(map_path)
    table = {name: (vma, size) for vma, size, name in sections}
    used = collections.defaultdict(set)
    for path in profiles:
        mode = os.path.basename(path).split(".")[0]
        used[mode] |= executed(path, sections)
    modes = sorted(used)
    text = sum(size for _, size in table.values())
    for mode in modes:
        names = used[mode]
        size = sum(table[n][1] for n in names)
        print(
            f"{mode}: {len(names)} functions, {size / 1048576:.2f} MiB executed, "
            f"in {windows(table, names)} windows of 64 KiB as linked",
            file=sys.stderr,
        )
    by_function = collections.defaultdict(set)
    for mode in modes:
        for name in used[mode]:
            by_function[name].add(mode)
    # Most widely used first; groups of the same width in a fixed order of their modes.
    groups = collections.defaultdict(list)
    for name, users in by_function.items():
        groups[tuple(m for m in modes if m in users)].append(name)
    order = sorted(groups, key=lambda g: (-len(g), g))
    lines = []
    for group in order:
        lines.extend(sorted(groups[group], key=lambda n: (table[n][0], n)))
    hot = sum(table[n][1] for n in lines)
    with open(out, "w") as f:
        f.write(
            "# lld --symbol-ordering-file for scripts/build-release, written by\n"
            "# scripts/symbol-order (tools/symbol_order.py); do not edit by hand.\n"
            f"# {len(lines)} functions, {hot / 1048576:.2f} MiB of the {text / 1048576:.2f} MiB"
            f" of functions, profiled modes: {', '.join(modes)}\n"
        )
        for name in lines:
            f.write(name + "\n")
    print(f"wrote {out}: {len(lines)} functions, {hot / 1048576:.2f} MiB", file=sys.stderr)


def main():
    parser = argparse.ArgumentParser()
    commands = parser.add_subparsers(dest="command", required=True)
    writing = commands.add_parser("write")
    writing.add_argument("--map", required=True)
    writing.add_argument("--out", required=True)
    writing.add_argument("profiles", nargs="+")
    checking = commands.add_parser("check")
    checking.add_argument("--order", required=True)
    checking.add_argument("--map", required=True)
    args = parser.parse_args()
    if args.command == "check":
        sys.exit(check(args.order, args.map))
    write(args.map, args.out, args.profiles)


if __name__ == "__main__":
    main()
