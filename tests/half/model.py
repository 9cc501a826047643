#!/usr/bin/env python3
"""Oracle for tests/half: IEEE binary16 conversions computed exactly with
rationals (fractions.Fraction), apart from the front end's bit manipulation
(front/ptx.c) and the reference's _Float16 (reference/ref_ptx.c).

PTX cvt.rn.f16.f32 rounds to nearest, ties to even, keeps subnormals and
overflows to infinity; cvt.f32.f16 is exact. A NaN becomes the canonical NaN
without sign, as on the GPU and in cuda_fp16.hpp's host code: 0x7fff in f16,
0x7fffffff in f32.

  model.py inputs DIR N          write DIR/in.bin (N f32) and DIR/hin.bin (N f16)
  model.py f2h|h2f OUT N         compare OUT/arg1.bin, the kernel half_f2h's
                                 or half_h2f's results for those inputs
  model.py funnel OUT N          compare OUT/arg2.bin, the kernel funnel's
                                 (tests/half/funnel.cu) for DIR/lo.bin, hi.bin
  model.py activemask OUT 48     compare OUT/arg0.bin, activemask.cu's masks

The funnel shifts as the PTX ISA defines shf: the 64-bit value b:a (b the
high word) shifted by c mod 32 (.wrap) or min(c, 32) (.clamp), .l keeping
the high word and .r the low one.
"""
import random
import struct
import sys
from fractions import Fraction


def f32_value(bits):
    """(sign, Fraction) of a finite f32, or None for inf/NaN."""
    sign = bits >> 31
    e = (bits >> 23) & 0xff
    m = bits & 0x7fffff
    if e == 0xff:
        return None
    v = Fraction(m, 1 << 23) * Fraction(2) ** -126 if e == 0 else \
        (1 + Fraction(m, 1 << 23)) * Fraction(2) ** (e - 127)
    return sign, v


def round_even(q):
    """q rounded to the nearest integer, ties to even."""
    n = q.numerator // q.denominator
    r = q - n
    if r > Fraction(1, 2) or (r == Fraction(1, 2) and n % 2 == 1):
        n += 1
    return n


def f32_to_f16(bits):
    e = (bits >> 23) & 0xff
    m = bits & 0x7fffff
    sign = (bits >> 31) << 15
    if e == 0xff:
        return 0x7fff if m else sign | 0x7c00
    _, v = f32_value(bits)
    if v >= 65520:             # the midpoint of 65504 and 2^16 rounds to even: 2^16
        return sign | 0x7c00
    if v < Fraction(2) ** -14:  # subnormal (or the smallest normal, 0x400)
        return sign | round_even(v / Fraction(2) ** -24)
    ex = -14
    while v >= Fraction(2) ** (ex + 1):
        ex += 1
    n = round_even(v / Fraction(2) ** (ex - 10))
    if n == 2048:
        n, ex = 1024, ex + 1
    if ex > 15:
        return sign | 0x7c00
    return sign | ((ex + 15) << 10) | (n - 1024)


def f16_to_f32(h):
    sign = h >> 15
    e = (h >> 10) & 0x1f
    m = h & 0x3ff
    if e == 0x1f:
        return 0x7fffffff if m else (sign << 31) | 0x7f800000
    v = Fraction(m, 1 << 24) if e == 0 else (1 + Fraction(m, 1024)) * Fraction(2) ** (e - 15)
    bits = struct.unpack('<I', struct.pack('<f', float(v)))[0]  # exact: v is an f32
    assert Fraction(struct.unpack('<f', struct.pack('<I', bits))[0]) == v
    return (sign << 31) | bits


def shf(left, clamp, a, b, c):
    n = min(c, 32) if clamp else c % 32
    v = (b << 32) | a
    return ((v << n) >> 32) & 0xffffffff if left else (v >> n) & 0xffffffff


def funnel_inputs(n):
    r = random.Random(41)
    edge = [0, 1, 0x80000000, 0xffffffff, 0x7fffffff, 0x12345678]
    lo = [edge[i % 6] if i < 246 else r.getrandbits(32) for i in range(n)]
    hi = [edge[(i // 6) % 6] if i < 246 else r.getrandbits(32) for i in range(n)]
    return lo, hi


def f32_bits(x):
    return struct.unpack('<I', struct.pack('<f', x))[0]


def inputs(n):
    """f32 inputs: specials, every f16 rounding tie (the midpoint of h and
    h + 1 for every finite h, exact in f32) and one f32 ulp either side,
    both signs; then random bits. f16 inputs: all 65536 values, in turn."""
    r = random.Random(16)
    f = [0x00000000, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000,
         0xffc00001, 0x7f800001, 0x00000001, 0x807fffff, 0x477fefff,
         0x477ff000, 0x477ff001, 0x477fe000, 0x38800000, 0x387fffff,
         0x33000000, 0x33000001, 0x32ffffff, 0x7f7fffff, 0x3f800000]
    for h in range(0x7bff):
        lo, hi = f16_to_f32(h), f16_to_f32(h + 1)
        mid = f32_bits(float((f32_value(lo)[1] + f32_value(hi)[1]) / 2))
        d = r.choice((-1, 0, 1)) if h % 3 else 0
        f.append((mid + d) | (0x80000000 if h & 1 else 0))
    while len(f) < n:
        f.append(r.getrandbits(32))
    return f[:n], [k & 0xffff for k in range(n)]


def main():
    if sys.argv[1] == 'inputs':
        d, n = sys.argv[2], int(sys.argv[3])
        f, h = inputs(n)
        open(d + '/in.bin', 'wb').write(struct.pack('<%dI' % n, *f))
        open(d + '/hin.bin', 'wb').write(struct.pack('<%dH' % n, *h))
        lo, hi = funnel_inputs(n)
        open(d + '/lo.bin', 'wb').write(struct.pack('<%dI' % n, *lo))
        open(d + '/hi.bin', 'wb').write(struct.pack('<%dI' % n, *hi))
        return 0
    kind, out, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
    f, h = inputs(n)
    bad = 0
    if kind == 'activemask':
        # odd threads of 48 in warps of 32: the second warp has 16 threads
        got = struct.unpack('<%dI' % n, open(out + '/arg0.bin', 'rb').read())
        for i in range(n):
            want = 0 if i % 2 == 0 else (0xaaaaaaaa if i < 32 else 0x0000aaaa)
            if got[i] != want:
                bad += 1
                print('activemask thread %d: 0x%08x, want 0x%08x' % (i, got[i], want))
    elif kind == 'funnel':
        lo, hi = funnel_inputs(n)
        got = struct.unpack('<%dI' % (4 * n), open(out + '/arg2.bin', 'rb').read())
        for i in range(n):
            c = i % 41
            for k, (left, clamp) in enumerate(((1, 0), (1, 1), (0, 0), (0, 1))):
                want = shf(left, clamp, lo[i], hi[i], c)
                if got[4 * i + k] != want:
                    bad += 1
                    if bad <= 10:
                        print('shf.%s.%s 0x%08x 0x%08x %d: 0x%08x, want 0x%08x' % (
                            'lr'[1 - left], ('wrap', 'clamp')[clamp], lo[i], hi[i],
                            c, got[4 * i + k], want))
    elif kind == 'f2h':
        got = struct.unpack('<%dH' % n, open(out + '/arg1.bin', 'rb').read())
        for i in range(n):
            want = f32_to_f16(f[i])
            if got[i] != want:
                bad += 1
                if bad <= 10:
                    print('cvt.rn.f16.f32 0x%08x: 0x%04x, want 0x%04x' % (f[i], got[i], want))
    else:
        got = struct.unpack('<%dI' % n, open(out + '/arg1.bin', 'rb').read())
        for i in range(n):
            want = f16_to_f32(h[i])
            if got[i] != want:
                bad += 1
                if bad <= 10:
                    print('cvt.f32.f16 0x%04x: 0x%08x, want 0x%08x' % (h[i], got[i], want))
    if bad:
        print('%d wrong' % bad)
        return 1
    print('ok: %d threads (%s)' % (n, kind))
    return 0


if __name__ == '__main__':
    sys.exit(main())
