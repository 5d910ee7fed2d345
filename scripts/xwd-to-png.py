"""Converts a window dump from xwd (32-bit pixels, least significant byte first) into a PNG.

Usage: python3 scripts/xwd-to-png.py WINDOW.xwd OUTPUT.png
"""
import struct
import sys
import zlib


def main(source: str, target: str) -> None:
    data = open(source, "rb").read()
    field = lambda index: struct.unpack(">I", data[index * 4:index * 4 + 4])[0]
    header, width, height, order = field(0), field(4), field(5), field(7)
    bits, line, colors = field(11), field(12), field(19)
    if bits != 32 or order != 0:
        sys.exit(f"{source}: {bits} bits a pixel in byte order {order}; only 32, least significant first, is read")
    start = header + colors * 12
    rows = bytearray()
    for y in range(height):
        rows.append(0)
        row = data[start + y * line:start + y * line + width * 4]
        for x in range(width):
            rows += bytes((row[x * 4 + 2], row[x * 4 + 1], row[x * 4]))

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b"")
    with open(target + ".tmp", "wb") as out:
        out.write(png)
    import os
    os.replace(target + ".tmp", target)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: python3 scripts/xwd-to-png.py WINDOW.xwd OUTPUT.png")
    main(sys.argv[1], sys.argv[2])
