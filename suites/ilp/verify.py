#!/usr/bin/env python3
"""Check that the ILP suite's kernels compute what they claim.

`vgiwcc --run --check` compares a simulator with the reference interpreter,
which runs the same IR: it cannot see a kernel whose algorithm is wrong.
This script runs each kernel in the reference interpreter (vgiwref, at the
manifest's launch), reads the buffers it writes and compares them with an
independent implementation in plain Python: exact for the integer kernels
(N-Queens, MD5 against hashlib, scan), within a float tolerance for the
float ones (Python computes in double precision), for DXT1 each block's
decoded error against a double-precision cluster fit's, and for the ray
tracer on nearly every pixel (silhouettes may flip).

    verify.py VGIWREF WORKDIR [KERNEL...]     (from the repository root)

Exit status 0 when every named kernel (default: every line of
suites/ilp/manifest.tsv whose simt cell is `run`) checks out.
"""
import hashlib
import math
import os
import shlex
import struct
import subprocess
import sys

SUITE = "suites/ilp"


def manifest():
    with open(os.path.join(SUITE, "manifest.tsv")) as f:
        rows = [l.rstrip("\n").split("\t") for l in f
                if l.strip() and not l.startswith("#")]
    head = rows[0]
    return [dict(zip(head, r)) for r in rows[1:]]


def run(vgiwref, work, row):
    """Run ROW's kernel in vgiwref; return (scalar args, buffers by index)."""
    src = os.path.join(SUITE, os.path.splitext(row["source"])[0] + ".ll")
    out = os.path.join(work, row["kernel"])
    os.makedirs(work, exist_ok=True)
    if row["launch"].startswith("--"):
        opts = shlex.split(row["launch"])
    else:
        with open(os.path.join(SUITE, row["launch"])) as f:
            opts = shlex.split(f.read(), comments=True)
    subprocess.run([vgiwref, src, "--kernel=" + row["kernel"]] + opts +
                   ["--out=" + out], check=True, stdout=subprocess.DEVNULL)
    args, bufs = [], {}
    for o in opts:
        if not o.startswith("--arg="):
            continue
        a = o[len("--arg="):]
        i = len(args)
        if a.startswith("buf:"):
            typ = a.split(":")[1]
            with open(os.path.join(out, "arg%d.bin" % i), "rb") as f:
                data = f.read()
            code = {"i32": "I", "f32": "f"}[typ]
            bufs[i] = list(struct.unpack("<%d%s" % (len(data) // 4, code), data))
            args.append(None)
        else:
            args.append(float(a) if "." in a else int(a))
    return args, bufs


def close(got, want, rel=1e-4, absol=1e-5):
    return abs(got - want) <= absol + rel * abs(want)


def check_floats(name, got, want, **tol):
    bad = [i for i, (g, w) in enumerate(zip(got, want)) if not close(g, w, **tol)]
    if len(got) != len(want) or bad:
        i = bad[0] if bad else 0
        return "%s: %d of %d values differ, first at %d: %r, expected %r" % (
            name, len(bad), len(want), i, got[i], want[i])
    return None


def v_nqueens(args, b):
    n, fixed = args[0], args[1]
    counts, total = b[2], b[3][0]

    def solve(cols, ld, rd, row):
        if row == n:
            return 1
        all_ = (1 << n) - 1
        avail, s = all_ & ~(cols | ld | rd), 0
        while avail:
            bit = avail & -avail
            avail ^= bit
            s += solve(cols | bit, ((ld | bit) << 1) & all_, (rd | bit) >> 1, row + 1)
        return s

    for idx in range(len(counts)):
        want = 0
        if idx < n ** fixed:
            cols = ld = rd = 0
            ok, v, all_ = True, idx, (1 << n) - 1
            for _ in range(fixed):
                bit = 1 << (v % n)
                v //= n
                ok = ok and not (cols | ld | rd) & bit
                cols |= bit
                ld = ((ld | bit) << 1) & all_
                rd = (rd | bit) >> 1
            want = solve(cols, ld, rd, fixed) if ok else 0
        if counts[idx] != want:
            return "counts[%d] = %d, expected %d" % (idx, counts[idx], want)
    known = {8: 92, 9: 352, 10: 724, 11: 2680, 12: 14200}
    if total != sum(counts) or (n in known and total != known[n]):
        return "total %d, counts sum to %d, %d-queens has %s" % (
            total, sum(counts), n, known.get(n))
    return None


def v_storegpu(args, b):
    data, digest, n = b[0], b[1], args[2]
    for c in range(n):
        msg = struct.pack("<32I", *data[32 * c:32 * c + 32])
        want = struct.unpack("<4I", hashlib.md5(msg).digest())
        if tuple(digest[4 * c:4 * c + 4]) != want:
            return "chunk %d: digest %s, hashlib says %s" % (
                c, digest[4 * c:4 * c + 4], list(want))
    return None


def v_matmul(args, b):
    a, bb, c = b[0], b[1], b[2]
    m, n, k = args[3], args[4], args[5]
    want = [sum(a[r * k + i] * bb[i * n + col] for i in range(k))
            for r in range(m) for col in range(n)]
    return check_floats("c", c, want)


def v_scan(args, b):
    inp, out, sums, n = b[0], b[1], b[2], args[3]
    blocks = len(sums)
    tb = n // blocks
    for blk in range(blocks):
        s = 0
        for i in range(blk * tb, (blk + 1) * tb):
            s = (s + inp[i]) & 0xffffffff
            if out[i] != s:
                return "out[%d] = %d, expected %d" % (i, out[i], s)
        if sums[blk] != s:
            return "block_sums[%d] = %d, expected %d" % (blk, sums[blk], s)
    return None


TAPS = [0.0010, 0.0030, 0.0080, 0.0180, 0.0350, 0.0590, 0.0870, 0.1120,
        0.1540, 0.1120, 0.0870, 0.0590, 0.0350, 0.0180, 0.0080, 0.0030, 0.0010]


def v_conv(args, b, rows):
    inp, out, w, h = b[0], b[1], args[2], args[3]
    want = []
    for y in range(h):
        for x in range(w):
            s = 0.0
            for i, t in enumerate(TAPS):
                xx, yy = (x + i - 8, y) if rows else (x, y + i - 8)
                if 0 <= xx < w and 0 <= yy < h:
                    s += t * inp[yy * w + xx]
            want.append(s)
    return check_floats("out", out, want)


def v_blackscholes(args, b):
    call, put, up, us, uy, n = b[0], b[1], b[2], b[3], b[4], args[5]
    r, v = 0.02, 0.30

    def cnd(d):
        k = 1.0 / (1.0 + 0.2316419 * abs(d))
        c = 0.39894228040143267794 * math.exp(-0.5 * d * d) * (
            k * (0.31938153 + k * (-0.356563782 + k * (1.781477937 + k * (
                -1.821255978 + k * 1.330274429)))))
        return 1.0 - c if d > 0 else c

    wc, wp = [], []
    for i in range(n):
        s, x, t = 5 + 25 * up[i], 1 + 99 * us[i], 0.25 + 9.75 * uy[i]
        d1 = (math.log(s / x) + (r + 0.5 * v * v) * t) / (v * math.sqrt(t))
        d2 = d1 - v * math.sqrt(t)
        disc = x * math.exp(-r * t)
        wc.append(s * cnd(d1) - disc * cnd(d2))
        wp.append(disc * (1 - cnd(d2)) - s * (1 - cnd(d1)))
    # prices are differences of terms up to ~100: absolute error ~1e-5 x 100
    return (check_floats("call", call, wc, rel=1e-4, absol=2e-3) or
            check_floats("put", put, wp, rel=1e-4, absol=2e-3))


def dxt1_decode(c0, c1, idx):
    """The 16 RGB pixels of a DXT1 block as a decoder reads them (None for
    index 3 of the three-colour mode: transparent)."""
    def rgb(c):
        r5, g6, b5 = (c >> 11) & 31, (c >> 5) & 63, c & 31
        return [r5 << 3 | r5 >> 2, g6 << 2 | g6 >> 4, b5 << 3 | b5 >> 2]
    e0, e1 = rgb(c0), rgb(c1)
    if c0 > c1:
        pal = [e0, e1, [(2 * a + b) // 3 for a, b in zip(e0, e1)],
               [(a + 2 * b) // 3 for a, b in zip(e0, e1)]]
    else:
        pal = [e0, e1, [(a + b) // 2 for a, b in zip(e0, e1)], None]
    return [pal[(idx >> (2 * p)) & 3] for p in range(16)]


def cluster_fit(px):
    """The least-error DXT1 encoding (c0, c1, idx) of 16 RGB pixels by the
    cluster fit the kernel runs, in double precision: pixels sorted along
    the principal axis, every ordered partition into 4 (or 3) clusters,
    least-squares endpoints rounded to RGB565. Range sums make each
    partition O(1)."""
    col = [[v / 255.0 for v in p] for p in px]
    mean = [sum(c[ch] for c in col) / 16 for ch in range(3)]
    d = [[c[ch] - mean[ch] for ch in range(3)] for c in col]
    cov = [[sum(q[i] * q[j] for q in d) for j in range(3)] for i in range(3)]
    v = [1.0, 1.0, 1.0]
    for _ in range(8):
        w = [sum(cov[i][j] * v[j] for j in range(3)) for i in range(3)]
        n = max(abs(x) for x in w)
        v = [x / n for x in w] if n > 0 else [0.0, 0.0, 0.0]
    order = sorted(range(16), key=lambda i: (sum(a * b for a, b in zip(col[i], v)), i))
    s = [col[i] for i in order]
    pre = [[0.0] * 3]
    for c in s:
        pre.append([pre[-1][ch] + c[ch] for ch in range(3)])
    scale = (31.0, 63.0, 31.0)
    best = None
    for k in (3, 2):
        bounds = ([(a, b, c) for a in range(17) for b in range(a, 17) for c in range(b, 17)]
                  if k == 3 else [(a, b) for a in range(17) for b in range(a, 17)])
        for bd in bounds:
            cuts = (0,) + bd + (16,)
            a2 = b2 = ab = 0.0
            ax, bx = [0.0] * 3, [0.0] * 3
            for cl in range(k + 1):
                n = cuts[cl + 1] - cuts[cl]
                beta = cl / k
                alpha = 1 - beta
                a2 += n * alpha * alpha
                b2 += n * beta * beta
                ab += n * alpha * beta
                for ch in range(3):
                    x = pre[cuts[cl + 1]][ch] - pre[cuts[cl]][ch]
                    ax[ch] += alpha * x
                    bx[ch] += beta * x
            det = a2 * b2 - ab * ab
            if det == 0:
                continue
            qa = [round(min(1, max(0, (ax[ch] * b2 - bx[ch] * ab) / det)) * scale[ch]) for ch in range(3)]
            qb = [round(min(1, max(0, (bx[ch] * a2 - ax[ch] * ab) / det)) * scale[ch]) for ch in range(3)]
            err = 0.0
            for ch in range(3):
                A, B = qa[ch] / scale[ch], qb[ch] / scale[ch]
                err += A * A * a2 + B * B * b2 + 2 * (A * B * ab - A * ax[ch] - B * bx[ch])
            if best is None or err < best[0]:
                best = (err, k, cuts, qa, qb)
    _, k, cuts, qa, qb = best
    start = qa[0] << 11 | qa[1] << 5 | qa[2]
    end = qb[0] << 11 | qb[1] << 5 | qb[2]
    pal = [0, 2, 3, 1] if k == 3 else [0, 2, 1]
    idx = 0
    for cl in range(k + 1):
        for r in range(cuts[cl], cuts[cl + 1]):
            idx |= pal[cl] << (2 * order[r])
    if k == 3 and start < end:
        start, end, idx = end, start, idx ^ 0x55555555
    elif k == 3 and start == end:
        idx = 0
    elif k == 2 and start > end:
        start, end, idx = end, start, idx ^ (~(idx >> 1) & 0x55555555)
    return start, end, idx


def v_dxtc(args, b):
    """Each block's decoded error (8-bit RGB, squared) against a double-
    precision cluster fit's: the kernel's float arithmetic may order the
    pixels or round an endpoint differently, so its error may exceed the
    exact fit's by a little, never by a wrong palette index's worth."""
    img, out = b[0], b[1]
    worse, first, total_got, total_want = 0, None, 0, 0
    for bid in range(len(out) // 2):
        px = [[(q >> (8 * c)) & 255 for c in range(3)] for q in img[16 * bid:16 * bid + 16]]
        c0, c1, idx = out[2 * bid] & 0xFFFF, out[2 * bid] >> 16, out[2 * bid + 1]
        got = dxt1_decode(c0, c1, idx)
        if None in got:
            return "block %d: a pixel reads the three-colour mode's transparent index" % bid
        want = dxt1_decode(*cluster_fit(px))
        eg = sum((a - c) ** 2 for p, q in zip(px, got) for a, c in zip(p, q))
        ew = sum((a - c) ** 2 for p, q in zip(px, want) for a, c in zip(p, q))
        total_got += eg
        total_want += ew
        if eg > ew * 1.02 + 64:
            worse += 1
            first = first or (bid, eg, ew)
    if worse:
        return ("%d blocks' errors exceed the cluster fit's, first block %d: %d, "
                "expected about %d" % ((worse,) + first))
    if total_got > total_want * 1.005:
        return "total error %d, the cluster fit's %d" % (total_got, total_want)
    return None


def v_scalarprod(args, b):
    a, bb, res, nvec, ln = b[0], b[1], b[2], args[3], args[4]
    want = [sum(a[v * ln + i] * bb[v * ln + i] for i in range(ln)) for v in range(nvec)]
    return check_floats("result", res, want)


def v_matvec(args, b):
    a, x, y, rows, cols = b[0], b[1], b[2], args[3], args[4]
    want = [sum(a[c * rows + r] * x[c] for c in range(cols)) for r in range(rows)]
    return check_floats("y", y, want)


def v_fft(args, b):
    """b[1]: the transforms of b[0] (blocks of 128 interleaved complex
    points), against the DFT's definition in double precision."""
    import cmath
    x, y, n = b[0], b[1], 128
    want = []
    for f in range(len(x) // (2 * n)):
        pts = [complex(x[2 * (f * n + i)], x[2 * (f * n + i) + 1]) for i in range(n)]
        for k in range(n):
            v = sum(p * cmath.exp(-2j * cmath.pi * k * i / n) for i, p in enumerate(pts))
            want += [v.real, v.imag]
    return check_floats("out", y, want, rel=1e-4, absol=1e-3)


SPHERES = [(0.0, 1.0, 6.0, 1.0, 0.9, 0.2, 0.2, 0.3),
           (-2.2, 0.7, 7.0, 0.7, 0.2, 0.9, 0.3, 0.1),
           (2.0, 0.8, 5.5, 0.8, 0.3, 0.4, 0.9, 0.5),
           (-0.8, 0.35, 4.2, 0.35, 0.9, 0.9, 0.2, 0.0),
           (1.0, 2.6, 8.0, 0.9, 0.8, 0.8, 0.8, 0.7),
           (-3.5, 2.0, 10.0, 1.5, 0.6, 0.3, 0.8, 0.2)]


def nearest(o, d):
    best, which = 1e30, -1
    for s, sp in enumerate(SPHERES):
        p = [o[i] - sp[i] for i in range(3)]
        bq = sum(p[i] * d[i] for i in range(3))
        c = sum(q * q for q in p) - sp[3] * sp[3]
        disc = bq * bq - c
        if disc > 0:
            q = math.sqrt(disc)
            t = -bq - q
            if t < 1e-3:
                t = -bq + q
            if 1e-3 < t < best:
                best, which = t, s
    if d[1] < 0:
        t = -o[1] / d[1]
        if 1e-3 < t < best:
            best, which = t, len(SPHERES)
    return best, which


def trace(x, y, w, h):
    o = [0.0, 1.5, 0.0]
    d = [(2 * (x + 0.5) / w - 1) * w / h, 1 - 2 * (y + 0.5) / h - 0.2, 1.6]
    inv = 1 / math.sqrt(sum(q * q for q in d))
    d = [q * inv for q in d]
    col, weight = [0.0, 0.0, 0.0], 1.0
    for _ in range(3):
        if weight <= 0:
            break
        t, hit = nearest(o, d)
        if hit < 0:
            sky = 0.5 + 0.5 * d[1]
            col = [col[0] + weight * 0.4 * sky, col[1] + weight * 0.6 * sky,
                   col[2] + weight * sky]
            break
        hp = [o[i] + t * d[i] for i in range(3)]
        if hit == len(SPHERES):
            nrm = [0.0, 1.0, 0.0]
            g = 0.9 if (math.floor(hp[0]) + math.floor(hp[2])) & 1 else 0.3
            rgb, mirror = [g, g, g], 0.2
        else:
            sp = SPHERES[hit]
            nrm = [(hp[i] - sp[i]) / sp[3] for i in range(3)]
            rgb, mirror = list(sp[4:7]), sp[7]
        lv = [-4.0 - hp[0], 6.0 - hp[1], 1.0 - hp[2]]
        ld = math.sqrt(sum(q * q for q in lv))
        lv = [q / ld for q in lv]
        lam = sum(nrm[i] * lv[i] for i in range(3))
        light = 0.1
        if lam > 0:
            sd, blk = nearest(hp, lv)
            if blk < 0 or sd > ld:
                light += 0.9 * lam
        wt = weight * (1 - mirror)
        col = [col[i] + wt * light * rgb[i] for i in range(3)]
        weight *= mirror
        dn = sum(d[i] * nrm[i] for i in range(3))
        d = [d[i] - 2 * dn * nrm[i] for i in range(3)]
        o = hp
    return [int(min(max(c, 0.0), 1.0) * 255 + 0.5) for c in col]


def v_raytrace(args, b):
    img, w, h = b[0], args[1], args[2]
    bad = 0
    for y in range(h):
        for x in range(w):
            px = img[y * w + x]
            got = [(px >> (8 * c)) & 255 for c in range(3)]
            want = trace(x, y, w, h)
            if px >> 24 != 255 or max(abs(g - q) for g, q in zip(got, want)) > 2:
                bad += 1
    # float vs double: a ray grazing a silhouette or a shadow edge may
    # take the other side
    if bad > w * h // 1000:
        return "%d of %d pixels differ by more than 2" % (bad, w * h)
    return None


CHECKS = {"nqueens": v_nqueens, "storegpu": v_storegpu, "matmul": v_matmul,
          "scan": v_scan, "scan_smem": v_scan, "conv_rows": lambda a, b: v_conv(a, b, True),
          "conv_cols": lambda a, b: v_conv(a, b, False),
          "blackscholes": v_blackscholes, "dxtc": v_dxtc,
          "scalarprod": v_scalarprod, "matvec": v_matvec,
          "raytrace": v_raytrace, "fft": v_fft}


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    vgiwref, work, names = sys.argv[1], sys.argv[2], sys.argv[3:]
    rows = {r["kernel"]: r for r in manifest()}
    if not names:
        names = [k for k, r in rows.items() if r.get("simt") == "run"]
    failed = 0
    for k in names:
        if k not in rows or k not in CHECKS:
            print("%s: no such kernel in the manifest or no check for it" % k)
            failed += 1
            continue
        try:
            err = CHECKS[k](*run(vgiwref, work, rows[k]))
        except subprocess.CalledProcessError as e:
            err = "vgiwref failed with exit status %d" % e.returncode
        print("%s: %s" % (k, err or "ok"))
        failed += err is not None
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
