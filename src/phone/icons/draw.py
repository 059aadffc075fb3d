# python3 src/serve/icons/draw.py src/serve/icons  (run once; the files are committed)
# Draws the app's icon (a playing card with a heart on the felt green) and writes the PNGs
# and the ICO: pure Python, supersampled 4x4 for smooth edges.
import struct, zlib, sys, os
GREEN = (0x00, 0x66, 0x44)
WHITE = (0xff, 0xff, 0xff)
RED = (0xc0, 0x10, 0x20)
EDGE = (0x00, 0x4d, 0x33)

def rounded(x, y, x0, y0, x1, y1, r):
    if x < x0 or x > x1 or y < y0 or y > y1: return False
    cx = min(max(x, x0 + r), x1 - r); cy = min(max(y, y0 + r), y1 - r)
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r

def heart(x, y, cx, cy, s):
    # (x^2 + y^2 - 1)^3 - x^2 y^3 <= 0, y up, scaled by s around (cx, cy)
    u = (x - cx) / s; v = -(y - cy) / s
    return (u * u + v * v - 1) ** 3 - u * u * v ** 3 <= 0

def colour(x, y, maskable, full):
    # x, y in 0..1
    if not maskable and not full:
        if not rounded(x, y, 0.02, 0.02, 0.98, 0.98, 0.2): return None
    k = 0.58 if maskable else 0.8    # the card's height as part of the icon
    h = k; w = h * 0.72
    x0 = 0.5 - w / 2; y0 = 0.5 - h / 2
    # a second card behind, shifted, for a hand of cards
    dx = 0.06 * k / 0.8
    on_back = rounded(x, y, x0 + dx, y0 - dx * 0.5, x0 + w + dx, y0 + h - dx * 0.5, 0.07 * k)
    on_front = rounded(x, y, x0 - dx * 0.5, y0 + dx * 0.3, x0 + w - dx * 0.5, y0 + h + dx * 0.3, 0.07 * k)
    if on_front:
        fx0 = x0 - dx * 0.5; fy0 = y0 + dx * 0.3
        inner = rounded(x, y, fx0 + 0.012, fy0 + 0.012, fx0 + w - 0.012, fy0 + h - 0.012, 0.06 * k)
        if not inner: return EDGE
        if heart(x, y, fx0 + w / 2, fy0 + h / 2 + 0.02 * k, 0.19 * k): return RED
        return WHITE
    if on_back:
        bx0 = x0 + dx; by0 = y0 - dx * 0.5
        inner = rounded(x, y, bx0 + 0.012, by0 + 0.012, bx0 + w - 0.012, by0 + h - 0.012, 0.06 * k)
        return (0xe9, 0xe4, 0xd4) if inner else EDGE
    return GREEN

def render(size, maskable=False, full=False):
    n = 4
    rows = []
    for j in range(size):
        row = bytearray([0])
        for i in range(size):
            acc = [0, 0, 0, 0]
            for a in range(n):
                for b in range(n):
                    c = colour((i + (a + 0.5) / n) / size, (j + (b + 0.5) / n) / size, maskable, full)
                    if c is not None:
                        acc[0] += c[0]; acc[1] += c[1]; acc[2] += c[2]; acc[3] += 255
            cov = acc[3] / 255
            if cov:
                row += bytes([round(acc[0] / cov), round(acc[1] / cov), round(acc[2] / cov), round(acc[3] / (n * n))])
            else:
                row += bytes([0, 0, 0, 0])
        rows.append(bytes(row))
    raw = b"".join(rows)
    def chunk(t, d):
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))

out = sys.argv[1]
def write(name, data):
    with open(os.path.join(out, name), "wb") as f: f.write(data)
write("icon-192.png", render(192))
write("icon-512.png", render(512))
write("icon-maskable-512.png", render(512, maskable=True))
write("apple-touch-icon.png", render(180, full=True))
# favicon.ico: 16, 32 and 48 px, each a PNG inside the ICO
imgs = [(s, render(s)) for s in (16, 32, 48)]
head = struct.pack("<HHH", 0, 1, len(imgs))
offset = 6 + 16 * len(imgs); entries = b""; body = b""
for s, png in imgs:
    entries += struct.pack("<BBBBHHII", s, s, 0, 0, 1, 32, len(png), offset + len(body))
    body += png
write("favicon.ico", head + entries + body)
