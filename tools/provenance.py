#!/usr/bin/env python3
"""The release's provenance: an in-toto Statement (v1) with an SLSA v1 provenance predicate.

    tools/provenance.py write --out FILE --revision SHA --dirty false --target TRIPLE \\
        --command CMD [--env NAME=VALUE ...] SUBJECT...
    tools/provenance.py verify FILE [--revision SHA] [--repo DIR] [SUBJECT...]

`write` (scripts/build-release) is standard library only: it reads the inputs itself from
the checkout it runs in and from this machine (the Rust and C toolchains, glibc's libc.a,
Debian package versions). Everything it writes depends on the inputs only, never on the
time, the directory or CARGO_HOME, so two rebuilds give the same statement byte for byte.

`verify` (scripts/audit, or a reviewer) parses the statement with the in-toto attestation
bindings (PyPI `in-toto-attestation`): the Statement and the predicate each into their
protobuf message, strictly (an unknown field is an error), then the bindings' own
validation. It then checks what the bindings cannot: the predicate type, the commit (against
--revision, or the checkout's HEAD), the Cargo.lock and vendor/ digests (against --repo, the
checkout, default: this tool's repository) and each SUBJECT's sha256.

The digest of vendor/ is that of the sorted `sha256sum` listing of its files, so a reviewer
recomputes it with coreutils alone:

    (find vendor -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum) | sha256sum
"""

import argparse
import glob
import hashlib
import json
import os
import re
import subprocess
import sys

STATEMENT_TYPE = "https://in-toto.io/Statement/v1"
PREDICATE_TYPE = "https://slsa.dev/provenance/v1"
REPO_URL = "https://github.com/numberly/vault-db-injector"
# What the build type means (the inputs, and how to repeat the build), documented in the
# repository at the commit that was built.
BUILD_TYPE = REPO_URL + "/blob/main/docs/install-airgapped.md#the-build-type"
BUILDER_ID = REPO_URL + "/blob/main/scripts/build-release"
# Debian packages whose files go into the binary or the image: the C compiler and its
# runtime (ring's C, crt objects, libgcc), the linker, glibc's static libc.a and headers,
# and the CA bundle the image carries.
DEB_PACKAGES = ["gcc-12", "libgcc-12-dev", "cpp-12", "binutils", "libc6-dev", "libc6",
                "linux-libc-dev", "ca-certificates", "umoci", "tar"]


def sha256_file(path: str) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def vendor_digest(root: str) -> str:
    """sha256 of `(find vendor -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum)`."""
    paths = []
    for base, dirs, files in os.walk(os.path.join(root, "vendor")):
        dirs.sort()
        for name in files:
            full = os.path.join(base, name)
            paths.append(os.path.relpath(full, root))
    paths.sort(key=lambda p: p.encode())
    listing = "".join(f"{sha256_file(os.path.join(root, p))}  {p}\n" for p in paths)
    return hashlib.sha256(listing.encode()).hexdigest()


def run(*cmd: str) -> str:
    try:
        out = subprocess.run(cmd, check=True, capture_output=True, text=True)
    except (OSError, subprocess.CalledProcessError) as error:
        return f"unavailable ({error})"
    return out.stdout.strip()


def deb_version(package: str) -> str | None:
    out = run("dpkg-query", "-W", "-f=${Version} ${Architecture}", package)
    if out.startswith("unavailable") or not out:
        return None
    return out


def os_release() -> dict:
    fields = {}
    try:
        with open("/etc/os-release", encoding="utf-8") as handle:
            for line in handle:
                key, _, value = line.strip().partition("=")
                fields[key] = value.strip('"')
    except OSError:
        pass
    try:
        with open("/etc/debian_version", encoding="utf-8") as handle:
            fields["debian_version"] = handle.read().strip()
    except OSError:
        pass
    return fields


def cargo_tool(name: str) -> dict:
    """A cargo-installed tool: its version from the install record beside its binary (it
    prints none itself), and the binary's sha256."""
    found = None
    for directory in os.environ.get("PATH", "").split(os.pathsep):
        candidate = os.path.join(directory, name)
        if os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            found = candidate
            break
    if found is None:
        return {"name": name, "annotations": {"version": "not installed"}}
    version = "unknown"
    record = os.path.join(os.path.dirname(os.path.dirname(found)), ".crates2.json")
    try:
        with open(record, encoding="utf-8") as handle:
            for key in json.load(handle).get("installs", {}):
                parts = key.split()
                if parts[0] == name:
                    version = parts[1]
    except (OSError, ValueError):
        pass
    return {"name": name, "uri": f"pkg:cargo/{name}@{version}", "digest": {"sha256": sha256_file(found)}}


def toolchain() -> list[dict]:
    """Resource descriptors of the compilers, linker, libc and tools that shape the output."""
    deps = []
    rustc = run("rustc", "-vV")
    fields = dict(line.split(": ", 1) for line in rustc.splitlines() if ": " in line)
    sysroot = run("rustc", "--print", "sysroot")
    rust = {
        "name": "rustc",
        "uri": f"pkg:generic/rust@{fields.get('release', 'unknown')}",
        "digest": {"gitCommit": fields.get("commit-hash", "")},
        "annotations": {"verbose_version": rustc, "cargo": run("cargo", "-V")},
    }
    std = sorted(glob.glob(os.path.join(
        sysroot, "lib/rustlib/x86_64-unknown-linux-gnu/lib/libstd-*.rlib")))
    if std:
        rust["annotations"]["libstd_rlib_sha256"] = sha256_file(std[0])
    deps.append(rust)
    deps.append(cargo_tool("cargo-auditable"))
    cc = run("cc", "--version").splitlines()[0] if run("cc", "--version") else "unknown"
    ld = run("ld", "--version").splitlines()[0] if run("ld", "--version") else "unknown"
    libc_a = os.path.realpath(run("cc", "-print-file-name=libc.a"))
    glibc = {"name": "libc.a", "annotations": {"path": libc_a, "ldd": run("ldd", "--version").splitlines()[0]}}
    if os.path.isfile(libc_a):
        glibc["digest"] = {"sha256": sha256_file(libc_a)}
    deps.append({"name": "cc", "annotations": {"version": cc}})
    deps.append({"name": "ld", "annotations": {"version": ld}})
    deps.append(glibc)
    release = os_release()
    distro = release.get("ID", "unknown")
    for package in DEB_PACKAGES:
        version = deb_version(package)
        if version is None:
            continue
        number, _, arch = version.partition(" ")
        deps.append({
            "uri": f"pkg:deb/{distro}/{package}@{number}?arch={arch}&distro={distro}-{release.get('VERSION_ID', '')}",
            "name": package,
        })
    deps.append({
        "name": "build-os",
        "annotations": {
            "PRETTY_NAME": release.get("PRETTY_NAME", "unknown"),
            "debian_version": release.get("debian_version", "unknown"),
        },
    })
    return deps


def write(args: argparse.Namespace) -> int:
    root = os.getcwd()
    subjects = []
    for path in args.subjects:
        subjects.append({"name": os.path.basename(path), "digest": {"sha256": sha256_file(path)}})
        digest_file = path + ".manifest-digest"
        if os.path.isfile(digest_file):
            with open(digest_file, encoding="ascii") as handle:
                algo, _, value = handle.read().strip().partition(":")
            subjects.append({
                "name": "image manifest of " + os.path.basename(path),
                "digest": {algo: value},
                "annotations": {"mediaType": "application/vnd.oci.image.manifest.v1+json"},
            })
    environment = {}
    for pair in args.env:
        key, _, value = pair.partition("=")
        environment[key] = value
    ca = "/etc/ssl/certs/ca-certificates.crt"
    resolved = [
        {"uri": f"git+{REPO_URL}@{args.revision}", "digest": {"gitCommit": args.revision},
         "annotations": {"dirty": args.dirty == "true"}},
        {"name": "Cargo.lock", "digest": {"sha256": sha256_file(os.path.join(root, "Cargo.lock"))}},
        {"name": "vendor/", "digest": {"sha256": vendor_digest(root)},
         "annotations": {"method": "(find vendor -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum) | sha256sum"}},
    ] + toolchain()
    if os.path.isfile(ca):
        resolved.append({"name": "image CA bundle", "uri": "file://" + ca, "digest": {"sha256": sha256_file(ca)}})
    statement = {
        "_type": STATEMENT_TYPE,
        "subject": subjects,
        "predicateType": PREDICATE_TYPE,
        "predicate": {
            "buildDefinition": {
                "buildType": BUILD_TYPE,
                "externalParameters": {
                    "source": f"git+{REPO_URL}@{args.revision}",
                    "command": args.command,
                    "target": args.target,
                    "profile": "release",
                },
                "internalParameters": {"environment": environment},
                "resolvedDependencies": resolved,
            },
            "runDetails": {
                # No start or finish time: the statement must be the same for every rebuild.
                "builder": {"id": BUILDER_ID},
                "metadata": {"invocationId": f"{args.revision}/{args.target}/release"},
            },
        },
    }
    with open(args.out, "w", encoding="utf-8") as handle:
        json.dump(statement, handle, indent=2, sort_keys=True)
        handle.write("\n")
    return 0


def verify(args: argparse.Namespace) -> int:
    try:
        from google.protobuf import json_format
        from in_toto_attestation.predicates.provenance.v1 import provenance_pb2
        from in_toto_attestation.v1 import statement_pb2
        from in_toto_attestation.v1.resource_descriptor import ResourceDescriptor
        from in_toto_attestation.v1.statement import Statement
    except ImportError as error:
        print(f"provenance: the in-toto bindings are missing ({error}): pip install in-toto-attestation", file=sys.stderr)
        return 2
    with open(args.file, encoding="utf-8") as handle:
        text = handle.read()
    problems = []
    try:
        proto = json_format.Parse(text, statement_pb2.Statement())
        Statement.copy_from_pb(proto).validate()
    except (json_format.ParseError, ValueError) as error:
        print(f"provenance: {args.file} is not a valid in-toto Statement: {error}", file=sys.stderr)
        return 1
    if proto.predicate_type != PREDICATE_TYPE:
        problems.append(f"predicateType is {proto.predicate_type}, not {PREDICATE_TYPE}")
    try:
        predicate = provenance_pb2.Provenance()
        json_format.ParseDict(json_format.MessageToDict(proto.predicate), predicate)
    except json_format.ParseError as error:
        print(f"provenance: the predicate is not SLSA v1 provenance: {error}", file=sys.stderr)
        return 1
    definition = predicate.build_definition
    if not definition.build_type or not predicate.run_details.builder.id:
        problems.append("buildType and builder.id are required")
    by_name = {}
    for descriptor in definition.resolved_dependencies:
        ResourceDescriptor.copy_from_pb(descriptor).validate()
        by_name[descriptor.name or descriptor.uri] = descriptor
    repo = args.repo or os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    revision = args.revision or run("git", "-C", repo, "rev-parse", "HEAD")
    source = [d for d in definition.resolved_dependencies if d.uri.startswith("git+")]
    if not source or source[0].digest.get("gitCommit") != revision:
        got = source[0].digest.get("gitCommit") if source else None
        problems.append(f"built from commit {got}, expected {revision}")
    for name, want in (("Cargo.lock", sha256_file(os.path.join(repo, "Cargo.lock"))),
                       ("vendor/", vendor_digest(repo))):
        got = by_name[name].digest.get("sha256") if name in by_name else None
        if got != want:
            problems.append(f"{name}: sha256 {got} in the statement, {want} in {repo}")
    subjects = {s.name: s.digest.get("sha256") for s in proto.subject}
    for path in args.subjects:
        name = os.path.basename(path)
        if subjects.get(name) != sha256_file(path):
            problems.append(f"subject {name}: sha256 {subjects.get(name)} in the statement, {sha256_file(path)} on disk")
    if problems:
        for problem in problems:
            print(f"provenance: {problem}", file=sys.stderr)
        return 1
    names = ", ".join(f"{s.name} {next(iter(s.digest.values()))[:12]}" for s in proto.subject)
    print(f"provenance: {args.file}: in-toto Statement v1 with SLSA v1 provenance, commit {revision[:12]}, "
          f"{len(definition.resolved_dependencies)} resolved dependencies, subjects {names}")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    w = sub.add_parser("write")
    w.add_argument("--out", required=True)
    w.add_argument("--revision", required=True)
    w.add_argument("--dirty", default="false")
    w.add_argument("--target", required=True)
    w.add_argument("--command", required=True)
    w.add_argument("--env", action="append", default=[])
    w.add_argument("subjects", nargs="+")
    v = sub.add_parser("verify")
    v.add_argument("file")
    v.add_argument("--revision")
    v.add_argument("--repo")
    v.add_argument("subjects", nargs="*")
    args = parser.parse_args()
    return write(args) if args.cmd == "write" else verify(args)


if __name__ == "__main__":
    sys.exit(main())
