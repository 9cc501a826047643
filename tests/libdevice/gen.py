#!/usr/bin/env python3
"""Writes tests/libdevice/k_*.ll: kernels that call every supported libdevice
function (functions.txt, minus the refused ones of docs/libdevice.md) on
special values -- NaN, infinities, -0, subnormals, huge arguments, integer
limits -- with each result stored to a buffer that `vgiwcc --run --check`
compares with the reference interpreter. Also writes k_refused.ll, one call
of each refused function, and the launch file. Run from the repository root;
the generated files are committed, so the build needs no Python."""
import os
import re
import struct

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
N = 64          # table rows; threads per CTA
PER_KERNEL = 6  # calls per kernel

def f32(x):
    return struct.unpack('<I', struct.pack('<f', x))[0]

def f64(x):
    return struct.unpack('<Q', struct.pack('<d', x))[0]

def f32_as_f64_hex(bits):
    """LLVM writes float constants as the double of the same value."""
    v = struct.unpack('<f', struct.pack('<I', bits))[0]
    if v != v:  # NaN: payload moved to the double's top bits
        sign = bits >> 31
        quiet_payload = bits & 0x7fffff
        return '0x%016X' % ((sign << 63) | (0x7ff << 52) | (quiet_payload << 29))
    return '0x%016X' % f64(v)

inf = float('inf')
F32_BITS = [f32(v) for v in [
    0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.5, 2.5, -2.5, 3.0, 0.1, 1e-3, 100.0, -100.0,
    1e10, -1e10, inf, -inf, 0.25, 0.75, -0.75, 3.14159265, 1e20, -1e20, 12345.678,
    -7.25, 0.99999994, 1.0000001, 2147483648.0, -2147483648.0, 4294967296.0,
    9.2233720e18, -9.2233720e18, 1.8446744e19, 65504.0, 65520.0, 6e-8, 1e-8, 33.5,
    -33.5, 0.49999997, 16777216.0, 16777218.0, -0.1, 2.0, 10.0, -3.5, 7.0, 1e30,
    -1e30, 1e-30, 5.5, -5.5, 0.33333334]] + [
    0x7fc00000, 0xffc00000, 0x7fa00001,  # quiet NaN, -NaN, signalling NaN
    0x00000001, 0x80000001, 0x007fffff, 0x00800000, 0x7f7fffff, 0xff7fffff,
    0x00400000]
F64_BITS = [f64(v) for v in [
    0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.5, 2.5, -2.5, 3.0, 0.1, 1e-3, 100.0, -100.0,
    1e10, -1e10, inf, -inf, 0.25, 0.75, -0.75, 3.141592653589793, 1e300, -1e300,
    12345.678, -7.25, 0.9999999999999999, 1.0000000000000002, 2147483648.0,
    -2147483648.0, 4294967296.0, 9.223372036854776e18, -9.223372036854776e18,
    1.8446744073709552e19, 65504.0, 3.4028235677973366e38, 3.4028236e38, 1e-8,
    33.5, -33.5, 0.49999999999999994, 9007199254740992.0, 9007199254740994.0, -0.1,
    2.0, 10.0, -3.5, 7.0, 1e30, 1e-310, 1.401298464324817e-45, 7.006492321624085e-46,
    5.5, 0.3333333333333333]] + [
    0x7ff8000000000000, 0xfff8000000000000, 0x7ff4000000000001,
    0x0000000000000001, 0x8000000000000001, 0x000fffffffffffff,
    0x0010000000000000, 0x7fefffffffffffff, 0xffefffffffffffff,
    0x3ff0000010000000]
I32 = [0, 1, -1, 2, 7, 0x7fffffff, -0x80000000, 0x12345678, -0x21524111, 255, 256,
       16777217, -16777217, -0x7fffffff, 3, 5, 100, -100, 0xffff, 0x10000, 0x3c00,
       0x7c00, 0x7e00, 0xfc00, 1, 0x8001, 0x3555, 0x7bff, 0x400, 0x3210, 0x7654, 0x5410,
       0x1f, 31, 32, -32, 126, 127, 128, -126, -149, -150, 1023, -1074, 2000, -2000,
       0x01000000, 0x00ffffff, 0x7ffffff0, 0x40000000, -0x40000000, 9, 10, 11, 12, 13,
       -0x7ffffff0, 0x55555555, -0x55555556, 0x0f0f0f0f, 42, -42, 0x7f800000, 0x7fc00000]
I64 = [0, 1, -1, 2, 0x7fffffffffffffff, -0x8000000000000000, 9007199254740993,
       -9007199254740993, 16777217, 0x123456789abcdef0, -0x7fffffffffffffff,
       0xffffffff, 0x100000000, 3, 100, -100, 0x20000001, 0x7fffffbfffffffff,
       0x7fffffc000000000, 0x4000000000000001, -0x4000000000000001,
       0x0fffffffffffffff, 0x7ff0000000000000, 0x3ff0000000000000, 255, 256,
       -0x5555555555555556, 0x5555555555555555, 0x0123456789abcdef, 42, -42,
       0x7ffffffffffffc00, 0x7ffffffffffffdff, 0x7ffffffffffffe00]
I32 = [v & 0xffffffff for v in (I32 + I32)[:N]]
I64 = [v & 0xffffffffffffffff for v in (I64 * 2)[:N]]
assert len(F32_BITS) == N and len(F64_BITS) == N, (len(F32_BITS), len(F64_BITS))

LLTY = {'float': 'float', 'double': 'double', 'i32': 'i32', 'i64': 'i64', 'i16': 'i16'}
TABLE = {'float': '@tf32', 'double': '@tf64', 'i32': '@ti32', 'i64': '@ti64'}


def tables():
    def row(ty, vals, fmt):
        return '[' + ', '.join('%s %s' % (ty, fmt(v)) for v in vals) + ']'
    s = []
    s.append('@tf32 = internal addrspace(1) constant [64 x float] ' +
             row('float', F32_BITS, f32_as_f64_hex))
    s.append('@tf64 = internal addrspace(1) constant [64 x double] ' +
             row('double', F64_BITS, lambda b: '0x%016X' % b))
    s.append('@ti32 = internal addrspace(1) constant [64 x i32] ' +
             row('i32', I32, lambda v: str(v - (1 << 32) if v >> 31 else v)))
    s.append('@ti64 = internal addrspace(1) constant [64 x i64] ' +
             row('i64', I64, lambda v: str(v - (1 << 64) if v >> 63 else v)))
    s.append('@tag0 = private unnamed_addr constant [1 x i8] zeroinitializer')
    s.append('@tag1 = private unnamed_addr constant [5 x i8] c"0x1f\\00"')
    s.append('@tag2 = private unnamed_addr constant [4 x i8] c"123\\00"')
    s.append('@tag3 = private unnamed_addr constant [4 x i8] c"017\\00"')
    s.append('@tag4 = private unnamed_addr constant [3 x i8] c"1z\\00"')
    s.append('@tag5 = private unnamed_addr constant [25 x i8] c"999999999999999999999999\\00"')
    return '\n'.join(s)


def parse(line):
    m = re.match(r'(\S+) (__nv_\w+)\((.*)\)', line)
    ret, name, args = m.groups()
    return ret, name, [a.strip() for a in args.split(',') if a.strip()]


def load():
    fns = []
    with open(os.path.join(HERE, 'functions.txt')) as f:
        for line in f:
            if line.startswith('#') or not line.strip():
                continue
            fns.append(parse(line.strip()))
    refused = set()
    with open(os.path.join(ROOT, 'docs', 'libdevice.md')) as f:
        for line in f:
            m = re.match(r'\| `(__nv_\w+)` \| refused', line)
            if m:
                refused.add(m.group(1))
    return fns, refused


class Kernel:
    def __init__(self, name):
        self.name = name
        self.lines = []
        self.tmp = 0
        self.decls = {}

    def t(self):
        self.tmp += 1
        return '%%v%d' % self.tmp

    def emit(self, s):
        self.lines.append('  ' + s)

    def load(self, ty, idx):
        """Table row idx (an i64 value) of type ty."""
        p, v = self.t(), self.t()
        self.emit('%s = getelementptr inbounds [64 x %s], [64 x %s] addrspace(1)* %s, '
                  'i64 0, i64 %s' % (p, ty, ty, TABLE[ty], idx))
        self.emit('%s = load %s, %s addrspace(1)* %s, align %d' %
                  (v, ty, ty, p, 4 if ty in ('float', 'i32') else 8))
        return v


# the argument a function gets at position k: a row of its type's table
# chosen by k, or for some functions an argument of their own
def arg_index(k):
    return ['%row0', '%row1', '%row2', '%row3'][k]


def call_fn(K, ret, name, params, out_slot, outs):
    args = []
    ptr_outs = []
    for k, ty in enumerate(params):
        if ty.endswith('*'):
            base = ty[:-1]
            if base == 'i8':
                continue  # nan's tag, handled by the caller
            ptr_outs.append(base)
            args.append(None)
            continue
        if ty == 'i16':
            v = K.t()
            K.emit('%s = trunc i32 %s to i16' % (v, K.load('i32', arg_index(k))))
            args.append(('i16', v))
        elif ty == 'i32' and name in ('__nv_jnf', '__nv_jn', '__nv_ynf', '__nv_yn'):
            v = K.t()
            K.emit('%s = add i32 %%small, 0' % v)
            args.append(('i32', v))
        else:
            args.append((ty, K.load(ty, arg_index(k))))
    # pointer outputs: slots of the output buffers of their type
    pk = 0
    for k, ty in enumerate(params):
        if ty.endswith('*') and ty != 'i8*':
            base = ty[:-1]
            p = K.t()
            K.emit('%s = getelementptr inbounds %s, %s* %%o%s, i64 %%slot%d' %
                   (p, base, base, base, out_slot + pk))
            outs[base] = max(outs.get(base, 0), out_slot + pk + 1)
            args[k] = (ty, p)
            pk += 1
    K.decls[name] = 'declare %s @%s(%s)' % (ret, name, ', '.join(params))
    argtxt = ', '.join('%s %s' % a for a in args)
    if ret == 'void':
        K.emit('call void @%s(%s)' % (name, argtxt))
        return
    r = K.t()
    K.emit('%s = call %s @%s(%s)' % (r, ret, name, argtxt))
    p = K.t()
    K.emit('%s = getelementptr inbounds %s, %s* %%o%s, i64 %%slot%d' % (p, ret, ret, ret, out_slot + pk))
    outs[ret] = max(outs.get(ret, 0), out_slot + pk + 1)
    K.emit('store %s %s, %s* %s, align %d' % (ret, r, ret, p, 2 if ret == 'i16' else 4 if ret in ('float', 'i32') else 8))


OUT_TYPES = ['float', 'double', 'i32', 'i64', 'i16']


def kernel_text(K, groups, nslots):
    params = ', '.join('%s* %%o%s' % (t, t) for t in OUT_TYPES)
    head = [
        '; Generated by tests/libdevice/gen.py: libdevice calls on special values,',
        '; each result stored to a slot of the output buffer of its type.',
        'target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"',
        'target triple = "nvptx64-nvidia-cuda"',
        '',
        tables(),
        '',
        'declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()',
        'declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()',
    ] + sorted(K.decls.values()) + [
        '',
        'define ptx_kernel void @%s(%s) {' % (K.name, params),
        '  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()',
        '  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()',
        '  %t32 = add i32 %tid, 0',
        '  %c32 = mul i32 %cta, 64',
        '  %g32 = add i32 %c32, %tid',
        '  %g = zext i32 %g32 to i64',
        '  %row0 = zext i32 %t32 to i64',
        # CTA c pairs row r with rows (r * 5 + 7c + 1) and (r * 11 + 3c + 2)
        '  %m1 = mul i32 %t32, 5',
        '  %c7 = mul i32 %cta, 7',
        '  %m1c = add i32 %m1, %c7',
        '  %m1d = add i32 %m1c, 1',
        '  %m1e = and i32 %m1d, 63',
        '  %row1 = zext i32 %m1e to i64',
        '  %m2 = mul i32 %t32, 11',
        '  %c3 = mul i32 %cta, 3',
        '  %m2c = add i32 %m2, %c3',
        '  %m2d = add i32 %m2c, 2',
        '  %m2e = and i32 %m2d, 63',
        '  %row2 = zext i32 %m2e to i64',
        '  %m3 = xor i32 %t32, 42',
        '  %row3 = zext i32 %m3 to i64',
        '  %sm = urem i32 %g32, 13',
        '  %small = add i32 %sm, -3',
    ]
    for s in range(nslots):
        head.append('  %%base%d = mul i64 %d, 256' % (s, s))
        head.append('  %%slot%d = add i64 %%base%d, %%g' % (s, s))
    return '\n'.join(head + K.lines + ['  ret void', '}', ''])


def main():
    fns, refused = load()
    supported = [f for f in fns if f[1] not in refused and f[1] not in ('__nv_nanf', '__nv_nan')]
    # group by signature so a kernel stays small
    by_sig = {}
    for ret, name, params in supported:
        by_sig.setdefault((ret, tuple(params)), []).append((ret, name, params))
    kernels = []
    for sig in sorted(by_sig):
        group = by_sig[sig]
        for i in range(0, len(group), PER_KERNEL):
            kernels.append(group[i:i + PER_KERNEL])
    names = []
    for n, group in enumerate(kernels):
        K = Kernel('k%02d' % n)
        outs = {}
        slot = 0
        for ret, name, params in group:
            before = slot
            call_fn(K, ret, name, params, slot, outs)
            slot = max(v for v in outs.values())
            assert slot > before
        path = os.path.join(HERE, 'k%02d.ll' % n)
        with open(path, 'w') as f:
            f.write('; ' + ' '.join(g[1] for g in group) + '\n')
            f.write(kernel_text(K, group, slot))
        names.append(('k%02d' % n, slot, outs))
    # nan and nanf with constant tags
    K = Kernel('knan')
    outs = {'float': 6, 'double': 6}
    for k in range(6):
        for ty, name in (('float', '__nv_nanf'), ('double', '__nv_nan')):
            K.decls[name] = 'declare %s @%s(i8*)' % (ty, name)
            n = {0: 1, 1: 5, 2: 4, 3: 4, 4: 3, 5: 25}[k]
            r, p = K.t(), K.t()
            K.emit('%s = call %s @%s(i8* getelementptr inbounds ([%d x i8], [%d x i8]* @tag%d, i64 0, i64 0))'
                   % (r, ty, name, n, n, k))
            K.emit('%s = getelementptr inbounds %s, %s* %%o%s, i64 %%slot%d' % (p, ty, ty, ty, k))
            K.emit('store %s %s, %s* %s, align %d' % (ty, r, ty, p, 4 if ty == 'float' else 8))
    with open(os.path.join(HERE, 'knan.ll'), 'w') as f:
        f.write('; __nv_nanf __nv_nan\n' + kernel_text(K, [], 6))
    names.append(('knan', 6, outs))
    # one launch file for all: 4 CTAs of 64 threads, buffers of 256 per slot
    maxslot = max(s for _, s, _ in names)
    with open(os.path.join(HERE, 'k.launch'), 'w') as f:
        f.write('# tests/libdevice/k*.ll: 4 CTAs of 64 threads (one per table row),\n'
                '# output buffers of %d slots of 256 per type\n' % maxslot)
        f.write('--grid=4 --block=64\n')
        for t, c in (('f32', 'float'), ('f64', 'double'), ('i32', 'i32'), ('i64', 'i64'), ('i16', 'i16')):
            f.write('--arg=buf:%s:%d:zero\n' % (t, 256 * maxslot))
    with open(os.path.join(HERE, 'kernels.txt'), 'w') as f:
        f.write('# generated by gen.py: the kernels of tests/libdevice\n')
        for n, _, _ in names:
            f.write(n + '\n')
    # every refused function, each called once, for the diagnostics test
    K = Kernel('krefused')
    for ret, name, params in fns:
        if name not in refused:
            continue
        args = []
        for ty in params:
            args.append('%s %s' % (ty, 'null' if ty.endswith('*') else
                                   '0.0' if ty in ('float', 'double') else '0'))
        K.decls[name] = 'declare %s @%s(%s)' % (ret, name, ', '.join(params))
        K.emit(('%s = ' % K.t() if ret != 'void' else '') +
               'call %s @%s(%s)' % (ret, name, ', '.join(args)))
    with open(os.path.join(HERE, 'krefused.ll'), 'w') as f:
        f.write('; every refused libdevice function, called once\n' + kernel_text(K, [], 0))


main()
