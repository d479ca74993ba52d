#!/usr/bin/env python3
"""Compares the filtered vendor/ with the crates crates.io publishes, and explains every
difference.

    tools/vendor_check.py --crates DIR [--out audit/vendor-filter.md]

DIR holds the published `.crate` files of Cargo.lock and fuzz/Cargo.lock (the `crates/`
directory of the archive scripts/audit-tools-bundle makes, or a CARGO_HOME's
registry/cache/<index>/). For every crate of vendor/ it checks that the `.crate` is the one
the lock files name (its sha256 is the package checksum cargo verifies), then lists each
published file vendor/ does not hold, and each file whose content differs, with the reason
(one of the filters of `[package.metadata.vendor-filter]` in Cargo.toml). A difference no
filter explains is an error (exit 1): vendor/ would then hold something else than what was
reviewed and published. The report (--out) is committed as audit/vendor-filter.md.

Standard library only.
"""

import argparse
import fnmatch
import hashlib
import io
import json
import os
import re
import sys
import tarfile

# Why each filter of Cargo.toml's [package.metadata.vendor-filter] removes files.
STUB_REASON = ("platform filter (`platforms`: Linux x86_64/aarch64 only): the crate is compiled "
               "for none of them, so cargo vendor-filterer keeps its Cargo.toml and an empty "
               "src/lib.rs")
PATH_REASONS = {
    "pregenerated/*.o": "`exclude-crate-paths`: pregenerated object files (for Windows); ring "
                        "builds its C and assembly from source here",
    "src/v1_": "`exclude-crate-paths`: k8s-openapi API versions the product does not enable "
               "(only `v1_33` is kept)",
}
# cargo vendor itself never copies these (a vendored .gitignore would hide files from git).
CARGO_VENDOR_SKIPS = {".gitignore", ".gitattributes"}
CARGO_VENDOR_REASON = "`cargo vendor` itself: it never copies `.gitignore` and `.gitattributes`"
EMPTY_SHA256 = hashlib.sha256(b"").hexdigest()


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def exclude_patterns(manifest: str) -> dict[str, list[str]]:
    """crate name -> exclude patterns, from Cargo.toml's exclude-crate-paths."""
    out: dict[str, list[str]] = {}
    for name, pattern in re.findall(r'\{\s*name\s*=\s*"([^"]+)"\s*,\s*exclude\s*=\s*"([^"]+)"\s*\}', manifest):
        out.setdefault(name, []).append(pattern)
    return out


def path_reason(path: str, patterns: list[str]) -> str | None:
    for pattern in patterns:
        if fnmatch.fnmatch(path, pattern) or path == pattern or path.startswith(pattern.rstrip("/") + "/"):
            for key, reason in PATH_REASONS.items():
                if pattern.startswith(key):
                    return reason
            return f"`exclude-crate-paths`: {pattern}"
    return None


def published_files(crate: bytes) -> dict[str, str]:
    files = {}
    with tarfile.open(fileobj=io.BytesIO(crate), mode="r:gz") as archive:
        for member in archive.getmembers():
            if not member.isfile():
                continue
            _, _, path = member.name.partition("/")
            handle = archive.extractfile(member)
            files[path] = sha256(handle.read() if handle else b"")
    return files


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--crates", required=True)
    parser.add_argument("--out")
    parser.add_argument("--repo", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    args = parser.parse_args()
    repo = args.repo
    with open(os.path.join(repo, "Cargo.toml"), encoding="utf-8") as handle:
        patterns = exclude_patterns(handle.read())
    vendor = os.path.join(repo, "vendor")
    rows, errors, summary = [], [], []
    totals = {"crates": 0, "stubs": 0, "removed": 0, "removed_bytes": 0}
    for directory in sorted(os.listdir(vendor)):
        path = os.path.join(vendor, directory)
        if not os.path.isdir(path):
            continue
        with open(os.path.join(path, ".cargo-checksum.json"), encoding="utf-8") as handle:
            sums = json.load(handle)
        with open(os.path.join(path, "Cargo.toml"), encoding="utf-8") as handle:
            text = handle.read()
        package = text[text.index("[package]"):]
        name = re.search(r'^name = "([^"]+)"', package, re.M).group(1)
        version = re.search(r'^version = "([^"]+)"', package, re.M).group(1)
        crate_path = os.path.join(args.crates, f"{name}-{version}.crate")
        try:
            with open(crate_path, "rb") as handle:
                crate = handle.read()
        except OSError:
            errors.append(f"{name} {version}: no published crate in {args.crates}")
            continue
        totals["crates"] += 1
        if sha256(crate) != sums["package"]:
            errors.append(f"{name} {version}: {crate_path} is not the crate Cargo.lock names")
            continue
        published = published_files(crate)
        vendored = sums["files"]
        stub = set(vendored) == {"Cargo.toml", "src/lib.rs"} and vendored["src/lib.rs"] == EMPTY_SHA256
        removed = sorted(set(published) - set(vendored))
        added = sorted(set(vendored) - set(published))
        changed = sorted(p for p in set(published) & set(vendored) if published[p] != vendored[p])
        if stub:
            totals["stubs"] += 1
            removed_here = [p for p in published if p not in vendored or published[p] != vendored[p]]
            totals["removed"] += len(removed_here)
            rows.append((f"{name} {version}", f"all {len(published)} files but Cargo.toml "
                         f"(src/lib.rs emptied)", STUB_REASON))
            continue
        unexplained = []
        by_reason: dict[str, list[str]] = {}
        for file in removed:
            reason = path_reason(file, patterns.get(name, []))
            if reason is None and os.path.basename(file) in CARGO_VENDOR_SKIPS:
                reason = CARGO_VENDOR_REASON
            if reason is None:
                unexplained.append(file)
            else:
                by_reason.setdefault(reason, []).append(file)
        for reason, files in by_reason.items():
            totals["removed"] += len(files)
            shown = ", ".join(f"`{f}`" for f in files[:4]) + (f" and {len(files) - 4} more" if len(files) > 4 else "")
            rows.append((f"{name} {version}", f"{len(files)} files: {shown}", reason))
        for file in unexplained:
            errors.append(f"{name} {version}: `{file}` removed, and no filter of Cargo.toml explains it")
        for file in added:
            errors.append(f"{name} {version}: `{file}` is in vendor/ but not in the published crate")
        for file in changed:
            errors.append(f"{name} {version}: `{file}` differs from the published crate")
    summary.append(f"{totals['crates']} vendored crates compared with their published `.crate` "
                   f"(sha256 = Cargo.lock's checksum): {totals['stubs']} are platform stubs, "
                   f"{len([r for r in rows if r[2] in PATH_REASONS.values()])} lost files to `exclude-crate-paths`, "
                   f"{len([r for r in rows if r[2] == CARGO_VENDOR_REASON])} only their git metadata to cargo vendor; "
                   f"every other crate and file is byte for byte as published; {len(errors)} unexplained differences.")
    report = ["# What the vendor filter removed", "",
              "GENERATED by `tools/vendor_check.py --crates <published crates> --out audit/vendor-filter.md`",
              "(scripts/audit's `vendor` step). Each row is a crate of vendor/ that differs from the `.crate`",
              "crates.io publishes; every crate not listed is identical to it, file for file.", "",
              summary[0], "", "| crate | removed | reason |", "|---|---|---|"]
    report += [f"| {c} | {w} | {r} |" for c, w, r in rows]
    if errors:
        report += ["", "## Unexplained", ""] + [f"- {e}" for e in errors]
    text = "\n".join(report) + "\n"
    if args.out:
        with open(args.out, "w", encoding="utf-8") as handle:
            handle.write(text)
    print(summary[0])
    for error in errors:
        print(f"vendor-check: {error}", file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
