#!/usr/bin/env python3
"""Compares two build outputs byte for byte and, when they differ, says where.

    tools/reprodiff.py A B

Exit 0 when A and B are identical, 1 when they differ (the first line on stdout names the
first difference), 2 on a usage or read error.

- ELF files: the first differing section in file order (the build ID, a hash of the rest,
  comes last) (by name, from the section header
  table), then every differing section with the offset of its first differing byte. A
  difference outside every section (ELF header, program headers, section header table,
  padding) is named as such.
- tar archives (an OCI image archive): the first member whose name, metadata (mode, owner,
  mtime, type) or content differs, in archive order. A member that is itself an ELF file or
  a tar archive (an image layer) is compared in turn, gzip layers after decompression.
- anything else: the offset of the first differing byte.

Standard library only, so a reviewer behind an air gap can run it as is.
"""

import gzip
import io
import struct
import sys
import tarfile

SHT_NOBITS = 8


def first_diff(a: bytes, b: bytes) -> int | None:
    """Offset of the first differing byte, or None when a == b."""
    if a == b:
        return None
    n = min(len(a), len(b))
    for i in range(n):
        if a[i] != b[i]:
            return i
    return n


def elf_sections(data: bytes) -> list[tuple[str, int, int]]:
    """(name, file offset, size in the file) of every section of an ELF64 little-endian
    file, in section header order; sections without file bytes (.bss) are left out."""
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise ValueError("not a little-endian ELF64 file")
    (shoff,) = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    headers = []
    for i in range(shnum):
        name, kind, _flags, _addr, offset, size = struct.unpack_from(
            "<IIQQQQ", data, shoff + i * shentsize
        )
        headers.append((name, kind, offset, size))
    _, _, str_off, str_size = headers[shstrndx]
    strtab = data[str_off : str_off + str_size]
    out = []
    for name, kind, offset, size in headers:
        if kind == SHT_NOBITS or size == 0:
            continue
        end = strtab.index(b"\0", name)
        out.append((strtab[name:end].decode("ascii", "replace"), offset, size))
    return out


def describe_elf(a: bytes, b: bytes) -> list[str]:
    sa, sb = elf_sections(a), elf_sections(b)
    names_a = [s[0] for s in sa]
    names_b = [s[0] for s in sb]
    if names_a != names_b:
        return [f"different section lists: {names_a} vs {names_b}"]
    diffs = []
    covered = []
    for (name, off_a, size_a), (_, off_b, size_b) in zip(sa, sb):
        covered.append((off_a, off_a + size_a))
        pa, pb = a[off_a : off_a + size_a], b[off_b : off_b + size_b]
        at = first_diff(pa, pb)
        if at is not None or off_a != off_b:
            detail = f"size {size_a} vs {size_b}" if size_a != size_b else f"first differing byte at +{at:#x}"
            if off_a != off_b:
                detail += f", file offset {off_a:#x} vs {off_b:#x}"
            diffs.append((min(off_a, off_b), f"section {name}: {detail}"))
    # The build ID is a hash of the rest of the file: it differs whenever anything else
    # does, so it is named last, as a consequence, not as the cause.
    diffs.sort(key=lambda d: (d[1].startswith("section .note.gnu.build-id:"), d[0]))
    lines = [text for _, text in diffs]
    if not lines:
        at = first_diff(a, b)
        inside = any(lo <= at < hi for lo, hi in covered)
        where = "inside a section" if inside else "outside every section (headers or padding)"
        lines.append(f"byte {at:#x}, {where}")
    return lines


def is_elf(data: bytes) -> bool:
    return data[:4] == b"\x7fELF"


def maybe_gunzip(data: bytes) -> bytes:
    if data[:2] == b"\x1f\x8b":
        try:
            return gzip.decompress(data)
        except OSError:
            return data
    return data


def is_tar(data: bytes) -> bool:
    return len(data) > 262 and data[257:262] == b"ustar"


def describe_tar(a: bytes, b: bytes, prefix: str) -> list[str]:
    ta = tarfile.open(fileobj=io.BytesIO(a))
    tb = tarfile.open(fileobj=io.BytesIO(b))
    ma, mb = ta.getmembers(), tb.getmembers()
    for x, y in zip(ma, mb):
        if x.name != y.name:
            return [f"{prefix}member order/name: {x.name} vs {y.name}"]
        meta_x = (x.mode, x.uid, x.gid, x.uname, x.gname, x.mtime, x.type, x.linkname)
        meta_y = (y.mode, y.uid, y.gid, y.uname, y.gname, y.mtime, y.type, y.linkname)
        if meta_x != meta_y:
            return [f"{prefix}{x.name}: metadata (mode, uid, gid, uname, gname, mtime, type, link) {meta_x} vs {meta_y}"]
        if not x.isfile():
            continue
        fx = ta.extractfile(x)
        fy = tb.extractfile(y)
        cx = fx.read() if fx else b""
        cy = fy.read() if fy else b""
        if cx != cy:
            return [f"{prefix}{x.name}: content differs"] + describe(cx, cy, f"{prefix}{x.name}: ")
    if len(ma) != len(mb):
        return [f"{prefix}{len(ma)} members vs {len(mb)}"]
    at = first_diff(a, b)
    return [f"{prefix}same members, archive bytes differ at {at:#x} (headers or padding)"]


def describe(a: bytes, b: bytes, prefix: str = "") -> list[str]:
    """Why a and b differ (empty when they do not)."""
    if a == b:
        return []
    if is_elf(a) and is_elf(b):
        return [prefix + line for line in describe_elf(a, b)]
    ua, ub = maybe_gunzip(a), maybe_gunzip(b)
    if is_tar(ua) and is_tar(ub):
        if ua == ub:
            return [f"{prefix}same tar content, gzip framing differs (header time or name)"]
        return describe_tar(ua, ub, prefix)
    return [f"{prefix}first differing byte at {first_diff(a, b):#x} (sizes {len(a)} and {len(b)})"]


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    try:
        with open(argv[1], "rb") as fa, open(argv[2], "rb") as fb:
            a, b = fa.read(), fb.read()
    except OSError as error:
        print(f"reprodiff: {error}", file=sys.stderr)
        return 2
    lines = describe(a, b)
    if not lines:
        print(f"identical: {argv[1]} and {argv[2]} ({len(a)} bytes)")
        return 0
    print(f"DIFFERENT: {argv[1]} and {argv[2]}: first difference: {lines[0]}")
    for line in lines[1:]:
        print(f"  also: {line}")
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
