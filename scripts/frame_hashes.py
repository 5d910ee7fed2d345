#!/usr/bin/env python3
"""Digests of frame folders, to prove optimisations leave frames unchanged.

For each folder: the frame count, a SHA-256 over every PNG file's bytes (in name order) and a
SHA-256 over every frame's decoded pixels (width, height, RGBA8 rows), decoded here with
Python's zlib alone: chunks checked by CRC, IDAT joined and inflated, all five row filters
undone, RGB widened to RGBA. So a change of PNG bytes with the same pixels shows as a changed
`bytes` digest and an unchanged `pixels` digest.

    frame_hashes.py FOLDER...                 print one line per folder
    frame_hashes.py --check BASELINE FOLDER...  compare with BASELINE; exit 1 on a difference
                                               (--pixels-only: compare the pixel digests alone)
"""
import hashlib, os, struct, sys, zlib


def chunks(data, name):
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{name}: not a PNG")
    offset = 8
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        crc = struct.unpack(">I", data[offset + 8 + length:offset + 12 + length])[0]
        if zlib.crc32(kind + body) != crc:
            raise ValueError(f"{name}: bad CRC in {kind!r}")
        yield kind, body
        offset += 12 + length


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else (b if pb <= pc else c)


def unfilter(kind, row, prior, bpp):
    if kind == 0:
        return row
    out = bytearray(row)
    for i in range(len(out)):
        a = out[i - bpp] if i >= bpp else 0
        b = prior[i]
        c = prior[i - bpp] if i >= bpp else 0
        pred = (0, a, b, (a + b) // 2, paeth(a, b, c))[kind]
        out[i] = (out[i] + pred) & 0xFF
    return bytes(out)


def decode(data, name):
    idat, header = [], None
    for kind, body in chunks(data, name):
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or color not in (2, 6) or interlace:
        raise ValueError(f"{name}: only 8-bit RGB/RGBA, non-interlaced, is decoded here")
    bpp = 3 if color == 2 else 4
    raw = zlib.decompress(b"".join(idat))
    stride = width * bpp
    if len(raw) != height * (stride + 1):
        raise ValueError(f"{name}: {len(raw)} bytes of rows, expected {height * (stride + 1)}")
    rows, prior = [], bytes(stride)
    for y in range(height):
        start = y * (stride + 1)
        prior = unfilter(raw[start], raw[start + 1:start + 1 + stride], prior, bpp)
        rows.append(prior)
    pixels = b"".join(rows)
    if bpp == 3:
        out = bytearray(width * height * 4)
        out[0::4], out[1::4], out[2::4] = pixels[0::3], pixels[1::3], pixels[2::3]
        out[3::4] = b"\xff" * (width * height)
        pixels = bytes(out)
    return struct.pack(">II", width, height) + pixels


def digest(folder):
    names = sorted(n for n in os.listdir(folder) if n.endswith(".png"))
    files, pixels = hashlib.sha256(), hashlib.sha256()
    for name in names:
        with open(os.path.join(folder, name), "rb") as f:
            data = f.read()
        files.update(name.encode() + b"\0" + hashlib.sha256(data).digest())
        pixels.update(name.encode() + b"\0" + hashlib.sha256(decode(data, name)).digest())
    return len(names), files.hexdigest(), pixels.hexdigest()


def main(argv):
    pixels_only = "--pixels-only" in argv
    argv = [a for a in argv if a != "--pixels-only"]
    baseline = None
    if argv[:1] == ["--check"]:
        baseline = {}
        for line in open(argv[1]):
            if line.strip() and not line.startswith("#"):
                label, count, files, pixels = line.split()
                baseline[label] = (int(count), files, pixels)
        argv = argv[2:]
    failed = False
    for folder in argv:
        label = os.path.basename(os.path.normpath(folder))
        count, files, pixels = digest(folder)
        if baseline is None:
            print(label, count, files, pixels)
            continue
        want = baseline.get(label)
        same_pixels = want is not None and want[0] == count and want[2] == pixels
        same_bytes = want is not None and want[1] == files
        verdict = "same bytes" if same_pixels and same_bytes else ("same pixels, other bytes" if same_pixels else "DIFFERENT")
        print(f"{label}: {count} frames: {verdict}")
        failed |= not same_pixels or (not pixels_only and not same_bytes)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
