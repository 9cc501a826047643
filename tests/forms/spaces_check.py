#!/usr/bin/env python3
"""Check tests/forms/spaces.cu's results independently of the interpreter:
for each thread i, out[i] (arg2.bin) holds the four predicates of the
global, shared and constant pointers (0x421) and of the one picked by
g[i % n] & 3 (global 1, shared 2, constant 4, local 8) in bits 12-15.
usage: spaces_check.py OUTDIR N"""
import struct
import sys

out_dir, n = sys.argv[1], int(sys.argv[2])
g = struct.unpack("<1024i", open(out_dir + "/arg1.bin", "rb").read())
out = struct.unpack("<1024i", open(out_dir + "/arg2.bin", "rb").read())
bad = 0
for i in range(1024):
    want = 0x421 | (1 << (g[i % n] & 3)) << 12
    if out[i] & 0xffff != want:
        bad += 1
        if bad <= 5:
            print("thread %d: 0x%x, want 0x%x" % (i, out[i] & 0xffff, want))
if bad:
    sys.exit("%d threads wrong" % bad)
print("spaces: all 1024 threads' predicates right")
