#!/usr/bin/env python3
"""Check tests/forms/clock.cu's timing outputs, which --check leaves out:
timedReduction's timer (arg2.bin, GRID starts then GRID ends) has each
CTA's end after its start, and its output (arg1.bin) is the minimum of
the input (arg0.bin); timedLoop's elapsed (arg3.bin) is positive in every
thread. usage: clock_check.py OUTDIR KERNEL GRID"""
import struct
import sys

out_dir, kernel, grid = sys.argv[1], sys.argv[2], int(sys.argv[3])


def read(name, fmt):
    data = open(out_dir + "/" + name, "rb").read()
    return struct.unpack("<%d%s" % (len(data) // struct.calcsize(fmt), fmt), data)


if kernel == "timedReduction":
    timer = read("arg2.bin", "q")
    bad = [b for b in range(grid) if not timer[grid + b] > timer[b] >= 0]
    if bad:
        sys.exit("CTA %d: start %d, end %d" % (bad[0], timer[bad[0]], timer[grid + bad[0]]))
    want = min(read("arg0.bin", "f"))
    out = read("arg1.bin", "f")
    if any(v != want for v in out):
        sys.exit("output %r, want %r everywhere" % (out[:4], want))
    print("timedReduction: %d CTAs from %d to %d cycles, minimum %r" %
          (grid, min(timer[:grid]), max(timer[grid:]), want))
else:
    elapsed = read("arg3.bin", "q")
    if min(elapsed) <= 0:
        sys.exit("a thread's loop took %d cycles" % min(elapsed))
    print("timedLoop: %d to %d cycles a thread" % (min(elapsed), max(elapsed)))
