# Generates tests/intwidth/widths.ll (python3 tests/intwidth/gen_widths.py >
# tests/intwidth/widths.ll): hand-written IR for the forms clang does not
# produce directly. Each kernel reads x[t], y[t] and writes its results to
# out[t*N + k] (i64 each; i128 results take two slots).
import sys
HEAD = '''; Integers of widths the kernel IR does not have (docs/kernel-ir.md,
; "Integers of any width"), written by hand for the forms clang does not
; produce directly: odd widths below 64 (i2, i7, i17, i24, i33, i40, i48,
; i63) and i65, i96, i128 through every operation the front end legalises
; (arithmetic, shifts by constant and variable amounts, signed and unsigned
; division of narrow widths, every compare predicate, casts between all of
; them and to and from floats, loads and stores at alignments 1 to 16,
; select, phi in a loop, aggregates with wide fields, a GEP index of i33,
; and the integer intrinsics LLVM forms at any width: min, max, abs,
; ctpop, ctlz, cttz, funnel shifts).
; Every result goes to memory, so --check compares each with the reference
; interpreter, which computes them in 128 bits itself.
; Launch: tests/intwidth/widths.launch (each kernel: --kernel=NAME).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
'''

class K:
    def __init__(s, name, nout):
        s.name, s.nout, s.lines, s.n, s.slot = name, nout, [], 0, 0
    def v(s, text):
        s.n += 1
        r = '%%v%d' % s.n
        s.lines.append('  %s = %s' % (r, text))
        return r
    def raw(s, text):
        s.lines.append(text)
    def out64(s, ty, val, signed=False):
        if ty != 'i64':
            val = s.v('%s %s %s to i64' % ('sext' if signed else 'zext', ty, val))
        p = s.v('getelementptr inbounds i64, i64* %%out, i64 %d' % s.slot)
        p = s.v('getelementptr inbounds i64, i64* %s, i64 %%base' % p)
        s.raw('  store i64 %s, i64* %s, align 8' % (val, p))
        s.slot += 1
    def out128(s, val, ty='i128'):
        p = s.v('getelementptr inbounds i64, i64* %%out, i64 %d' % s.slot)
        p = s.v('getelementptr inbounds i64, i64* %s, i64 %%base' % p)
        q = s.v('bitcast i64* %s to %s*' % (p, ty))
        s.raw('  store %s %s, %s* %s, align 8' % (ty, val, ty, q))
        s.slot += 2
    def text(s):
        assert s.slot <= s.nout, (s.name, s.slot)
        pro = '''define ptx_kernel void @%s(i64* %%x, i64* %%y, i64* %%out, i8* %%bytes) {
entry:
  %%tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %%cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %%nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %%m = mul i32 %%cta, %%nt
  %%t32 = add i32 %%m, %%tid
  %%t = zext i32 %%t32 to i64
  %%base = mul i64 %%t, %d
  %%px = getelementptr inbounds i64, i64* %%x, i64 %%t
  %%py = getelementptr inbounds i64, i64* %%y, i64 %%t
  %%a = load i64, i64* %%px, align 8
  %%b = load i64, i64* %%py, align 8
''' % (s.name, s.nout)
        return pro + '\n'.join(s.lines) + '\n  ret void\n}\n'

PREDS = ['eq', 'ne', 'ugt', 'uge', 'ult', 'ule', 'sgt', 'sge', 'slt', 'sle']

def narrow(w):
    k = K('narrow_i%d' % w, 64)
    ty = 'i%d' % w
    a = k.v('trunc i64 %%a to %s' % ty)
    b = k.v('trunc i64 %%b to %s' % ty)
    # a shift amount below w: b mod w, computed in i64
    s64 = k.v('urem i64 %%b, %d' % w)
    s = k.v('trunc i64 %s to %s' % (s64, ty))
    for op in ['add', 'sub', 'mul', 'and', 'or', 'xor']:
        k.out64(ty, k.v('%s %s %s, %s' % (op, ty, a, b)))
    for op in ['shl', 'lshr', 'ashr']:
        k.out64(ty, k.v('%s %s %s, %s' % (op, ty, a, s)))
    # constant operands, including ones with the sign bit set
    k.out64(ty, k.v('add %s %s, -1' % (ty, a)))
    k.out64(ty, k.v('mul %s %s, -3' % (ty, a)))
    k.out64(ty, k.v('ashr %s %s, %d' % (ty, a, w - 1)))
    k.out64(ty, k.v('shl %s %s, %d' % (ty, a, w - 1)))
    # divisors: positive odd, and negative but never -1
    dp = k.v('or %s %s, 1' % (ty, k.v('lshr %s %s, 1' % (ty, b))))
    dn = k.v('and %s %s, -3' % (ty, k.v('or %s %s, %d' % (ty, b, -(1 << (w - 1)) | 1))))
    for d in (dp, dn):
        for op in ['udiv', 'urem', 'sdiv', 'srem']:
            if w < 3 and op in ('sdiv', 'srem') and d is dn:
                continue
            k.out64(ty, k.v('%s %s %s, %s' % (op, ty, a, d)))
    for p in PREDS:
        k.out64('i1', k.v('icmp %s %s %s, %s' % (p, ty, a, b)))
        k.out64('i1', k.v('icmp %s %s %s, -1' % (p, ty, a)))
    k.out64(ty, a, signed=True)
    w128 = k.v('sext %s %s to i128' % (ty, a))
    k.out128(w128)
    z128 = k.v('zext %s %s to i96' % (ty, b))
    k.out128(k.v('zext i96 %s to i128' % z128))
    k.out64(ty, k.v('select i1 %s, %s %s, %s %s' % (k.v('icmp slt %s %s, %s' % (ty, a, b)), ty, a, ty, b)))
    # floats: sitofp/uitofp, and fptosi/fptoui of values in range
    k.out64('i64', k.v('bitcast double %s to i64' % k.v('sitofp %s %s to double' % (ty, a))))
    k.out64('i32', k.v('bitcast float %s to i32' % k.v('uitofp %s %s to float' % (ty, a))))
    half = k.v('sitofp %s %s to double' % (ty, k.v('ashr %s %s, 1' % (ty, a))))
    k.out64(ty, k.v('fptosi double %s to %s' % (half, ty)), signed=True)
    uh = k.v('uitofp %s %s to double' % (ty, k.v('lshr %s %s, 1' % (ty, a))))
    k.out64(ty, k.v('fptoui double %s to %s' % (uh, ty)))
    return k

def memory():
    # stores and loads of i24, i40, i48, i33, i65, i96, i128 at alignment 1
    # (byte offsets 1, 4, 9 ...) and natural ones, in the thread's 64 bytes
    k = K('memory', 16)
    bp = k.v('mul i64 %t, 64')
    at = lambda off: k.v('getelementptr inbounds i8, i8* %%bytes, i64 %s' % k.v('add i64 %s, %d' % (bp, off)))
    A = k.v('or i128 %s, %s' % (k.v('shl i128 %s, 64' % k.v('zext i64 %a to i128')), k.v('zext i64 %b to i128')))
    # 64 bytes per thread: [0,3) i24 align 1 at 1; i40 at 4 (align 4); i48 at 9 (align 1);
    # i33 at 16 (align 8, 5 bytes); i65 at 21 (align 1, 9 bytes); i96 at 32 (align 16);
    # i128 at 48 (align 16)
    layout = [('i24', 1, 1), ('i40', 4, 4), ('i48', 10, 2), ('i33', 16, 8), ('i65', 21, 1),
              ('i96', 32, 16), ('i128', 48, 16)]
    vals = {}
    for ty, off, al in layout:
        val = k.v('trunc i128 %s to %s' % (A, ty)) if ty != 'i128' else A
        p = k.v('bitcast i8* %s to %s*' % (at(off), ty))
        k.raw('  store %s %s, %s* %s, align %d' % (ty, val, ty, p, al))
        vals[ty] = (p, al)
    # the byte between i24 and i40 and the one after i33 stay as the launch zeroed them
    for ty, off, al in layout:
        p, al = vals[ty]
        r = k.v('load %s, %s* %s, align %d' % (ty, ty, p, al))
        w = int(ty[1:])
        if w <= 64:
            k.out64(ty, r)
        else:
            k.out128(k.v('zext %s %s to i128' % (ty, r)) if w < 128 else r)
    # a load that reads the i24 and the byte after it as one i32 (bits above 24 are the i40's)
    q = k.v('bitcast i8* %s to i32*' % at(1))
    k.out64('i32', k.v('load i32, i32* %s, align 1' % q))
    return k

def wide(w):
    k = K('wide_i%d' % w, 128)
    ty = 'i%d' % w
    # operands spread over both halves: (a << 64 | b) and (b << 64 | ~a), truncated
    A0 = k.v('or i128 %s, %s' % (k.v('shl i128 %s, 64' % k.v('zext i64 %a to i128')), k.v('zext i64 %b to i128')))
    B0 = k.v('or i128 %s, %s' % (k.v('shl i128 %s, 64' % k.v('zext i64 %b to i128')),
                                 k.v('zext i64 %s to i128' % k.v('xor i64 %a, -1'))))
    A = k.v('trunc i128 %s to %s' % (A0, ty)) if w < 128 else A0
    B = k.v('trunc i128 %s to %s' % (B0, ty)) if w < 128 else B0
    out = lambda v: k.out128(k.v('zext %s %s to i128' % (ty, v)) if w < 128 else v)
    for op in ['add', 'sub', 'mul', 'and', 'or', 'xor']:
        out(k.v('%s %s %s, %s' % (op, ty, A, B)))
    # the low word of b alone: products and sums with a zero high half
    zb = k.v('zext i64 %%b to %s' % ty)
    out(k.v('mul %s %s, %s' % (ty, A, zb)))
    out(k.v('add %s %s, %s' % (ty, zb, A)))
    out(k.v('sub %s %s, %s' % (ty, zb, A)))
    # variable shift amounts below w, and the constants around the halves' edge
    s = k.v('zext i64 %s to %s' % (k.v('urem i64 %%b, %d' % w), ty))
    for op in ['shl', 'lshr', 'ashr']:
        out(k.v('%s %s %s, %s' % (op, ty, A, s)))
        for c in sorted(set(c for c in [0, 1, 31, 63, 64, 65, w - 1] if c < w)):
            out(k.v('%s %s %s, %d' % (op, ty, B, c)))
    # constants with high bits set
    big = (0x0123456789abcdeffedcba9876543210 & ((1 << w) - 1))
    out(k.v('add %s %s, %d' % (ty, A, big)))
    out(k.v('mul %s %s, -7' % (ty, B)))
    for p in PREDS:
        k.out64('i1', k.v('icmp %s %s %s, %s' % (p, ty, A, B)))
        # equal high halves: the low halves decide
        A2 = k.v('xor %s %s, %s' % (ty, A, k.v('zext i64 %%b to %s' % ty)))
        k.out64('i1', k.v('icmp %s %s %s, %s' % (p, ty, A, A2)))
        k.out64('i1', k.v('icmp %s %s %s, -1' % (p, ty, B)))
    # casts
    k.out64('i64', k.v('trunc %s %s to i64' % (ty, A)))
    k.out64('i33', k.v('trunc %s %s to i33' % (ty, B)))
    k.out64('i8', k.v('trunc %s %s to i8' % (ty, B)))
    k.out128(k.v('sext %s %s to i128' % (ty, B)) if w < 128 else B)
    out(k.v('sext i64 %%a to %s' % ty))
    out(k.v('sext i33 %s to %s' % (k.v('trunc i64 %b to i33'), ty)))
    out(k.v('select i1 %s, %s %s, %s %s' % (k.v('icmp sgt %s %s, %s' % (ty, A, B)), ty, A, ty, B)))
    # the classic idioms: the high word of 64x64 products
    pu = k.v('mul nuw %s %s, %s' % (ty, k.v('zext i64 %%a to %s' % ty), zb))
    k.out64('i64', k.v('trunc %s %s to i64' % (ty, k.v('lshr %s %s, 64' % (ty, pu)))))
    if w == 128:
        ps = k.v('mul nsw i128 %s, %s' % (k.v('sext i64 %a to i128'), k.v('sext i64 %b to i128')))
        k.out64('i64', k.v('trunc i128 %s to i64' % k.v('ashr i128 %s, 64' % ps)))
    return k

def loops():
    # phi and select of pairs and of odd widths in a loop with a data-dependent
    # trip count; an aggregate with wide fields through memory and extractvalue
    k = K('loops', 24)
    k.raw('''  %A = or i128 %v_hi, %v_lo
  %n = and i64 %a, 15
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i128 [ 1, %entry ], [ %acc1, %loop ]
  %h = phi i33 [ -1, %entry ], [ %h1, %loop ]
  %st = phi { i128, i33 } [ { i128 -5, i33 -1 }, %entry ], [ %st2, %loop ]
  %stw = extractvalue { i128, i33 } %st, 0
  %stn = extractvalue { i128, i33 } %st, 1
  %stw1 = add i128 %stw, %A
  %stn1 = add i33 %stn, 3
  %st1 = insertvalue { i128, i33 } %st, i128 %stw1, 0
  %st2 = insertvalue { i128, i33 } %st1, i33 %stn1, 1
  %mm = mul i128 %acc, %A
  %acc1 = add i128 %mm, 340282366920938463463374607431768211297
  %hx = mul i33 %h, 5
  %h1 = xor i33 %hx, %h33
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, %n
  br i1 %c, label %loop, label %done
done:
  %sel = select i1 %c0, i128 %acc1, i128 %A''')
    k.lines.insert(0, '  %c0 = icmp slt i64 %a, %b')
    k.lines.insert(0, '  %h33 = trunc i64 %b to i33')
    k.lines.insert(0, '  %v_lo = zext i64 %b to i128')
    k.lines.insert(0, '  %v_hi = shl i128 %v_hi0, 64')
    k.lines.insert(0, '  %v_hi0 = zext i64 %a to i128')
    k.out128('%acc1')
    k.out64('i33', '%h1')
    k.out128('%sel')
    k.out128(k.v('extractvalue { i128, i33 } %st2, 0'))
    k.out64('i33', k.v('extractvalue { i128, i33 } %st2, 1'))
    # { i128, i33, i65 } built, stored, loaded, taken apart
    s0 = k.v('insertvalue { i128, i33, i65 } undef, i128 %acc1, 0')
    s1 = k.v('insertvalue { i128, i33, i65 } %s, i33 %%h1, 1' % s0)
    s2 = k.v('insertvalue { i128, i33, i65 } %s, i65 %s, 2' % (s1, k.v('zext i64 %a to i65')))
    bp = k.v('getelementptr inbounds i8, i8* %%bytes, i64 %s' % k.v('mul i64 %t, 64'))
    sp = k.v('bitcast i8* %s to { i128, i33, i65 }*' % bp)
    k.raw('  store { i128, i33, i65 } %s, { i128, i33, i65 }* %s, align 16' % (s2, sp))
    ld = k.v('load { i128, i33, i65 }, { i128, i33, i65 }* %s, align 16' % sp)
    # a select of aggregates with wide and odd fields
    s3 = k.v('insertvalue { i128, i33, i65 } %s, i128 %%A, 0' % ld)
    sl = k.v('select i1 %%c0, { i128, i33, i65 } %s, { i128, i33, i65 } %s' % (ld, s3))
    e0 = k.v('extractvalue { i128, i33, i65 } %s, 0' % sl)
    e1 = k.v('extractvalue { i128, i33, i65 } %s, 1' % sl)
    e2 = k.v('extractvalue { i128, i33, i65 } %s, 2' % sl)
    k.out128(k.v('lshr i128 %s, 3' % e0))
    k.out64('i33', e1)
    k.out128(k.v('zext i65 %s to i128' % k.v('shl i65 %s, 1' % e2)))
    # a GEP whose index is an i33 (sign-extended: -1 steps back)
    g = k.v('getelementptr inbounds i64, i64* %%out, i33 %s' % k.v('trunc i64 %s to i33' % k.v('add i64 %base, 20')))
    g2 = k.v('getelementptr inbounds i64, i64* %s, i33 -1' % g)
    k.raw('  store i64 %%a, i64* %s, align 8' % g2)
    k.slot = max(k.slot, 20)
    return k

def convert():
    # int <-> float for i65, i96, i128 (and i33 for comparison): operands
    # over both halves; doubles from 2^-10 to 2^182 in magnitude (so
    # conversions to integers saturate too), NaN, infinities and -0
    k = K('convert', 96)
    A0 = k.v('or i128 %s, %s' % (k.v('shl i128 %s, 64' % k.v('zext i64 %a to i128')), k.v('zext i64 %b to i128')))
    # thread-dependent magnitudes: shift right by t mod 128
    A0 = k.v('lshr i128 %s, %s' % (A0, k.v('zext i64 %s to i128' % k.v('and i64 %t, 127'))))
    # rounding ties and near-ties for float and double, in some threads
    for tt, c in ((7, (1 << 64) + (1 << 40)), (8, (1 << 64) + (1 << 40) + 1),
                  (9, (1 << 127) + (1 << 103)), (10, (1 << 128) - (1 << 64) - (1 << 11)),
                  (11, (1 << 64) + (1 << 11)), (12, (1 << 64) + (1 << 11) + 1)):
        A0 = k.v('select i1 %s, i128 %d, i128 %s' % (k.v('icmp eq i64 %%t, %d' % tt), c, A0))
    e = k.v('add i64 %s, 1013' % k.v('urem i64 %b, 192'))
    scale = k.v('bitcast i64 %s to double' % k.v('shl i64 %s, 52' % e))
    x0 = k.v('fmul double %s, %s' % (k.v('sitofp i64 %s to double' % k.v('ashr i64 %a, 11')), scale))
    sel = k.v('and i64 %t, 15')
    x1 = k.v('select i1 %s, double 0x7FF8000000000000, double %s' % (k.v('icmp eq i64 %s, 3' % sel), x0))
    x2 = k.v('select i1 %s, double 0x7FF0000000000000, double %s' % (k.v('icmp eq i64 %s, 4' % sel), x1))
    x3 = k.v('select i1 %s, double 0xFFF0000000000000, double %s' % (k.v('icmp eq i64 %s, 5' % sel), x2))
    x = k.v('select i1 %s, double -0.0, double %s' % (k.v('icmp eq i64 %s, 6' % sel), x3))
    xf = k.v('fptrunc double %s to float' % x)
    for w in (33, 65, 96, 128):
        ty = 'i%d' % w
        A = k.v('trunc i128 %s to %s' % (A0, ty)) if w < 128 else A0
        for op in ('uitofp', 'sitofp'):
            k.out64('i64', k.v('bitcast double %s to i64' % k.v('%s %s %s to double' % (op, ty, A))))
            k.out64('i32', k.v('bitcast float %s to i32' % k.v('%s %s %s to float' % (op, ty, A))))
        for op in ('fptoui', 'fptosi'):
            for src, fty in ((x, 'double'), (xf, 'float')):
                r = k.v('%s %s %s to %s' % (op, fty, src, ty))
                if w <= 64:
                    k.out64(ty, r)
                else:
                    k.out128(k.v('zext %s %s to i128' % (ty, r)) if w < 128 else r)
    return k

def intrinsics():
    # llvm.{s,u}{min,max}, abs, ctpop, ctlz, cttz, which LLVM 17+ forms from
    # compare-and-select idioms at any width; zero and the smallest value
    # in some threads
    k = K('intrinsics', 160)
    A0 = k.v('or i128 %s, %s' % (k.v('shl i128 %s, 64' % k.v('zext i64 %a to i128')), k.v('zext i64 %b to i128')))
    A0 = k.v('lshr i128 %s, %s' % (A0, k.v('zext i64 %s to i128' % k.v('and i64 %t, 127'))))
    B0 = k.v('or i128 %s, %s' % (k.v('shl i128 %s, 64' % k.v('zext i64 %b to i128')), k.v('zext i64 %a to i128')))
    for w in (7, 33, 65, 128):
        ty = 'i%d' % w
        A = k.v('trunc i128 %s to %s' % (A0, ty)) if w < 128 else A0
        B = k.v('trunc i128 %s to %s' % (B0, ty)) if w < 128 else B0
        A = k.v('select i1 %s, %s 0, %s %s' % (k.v('icmp eq i64 %t, 5'), ty, ty, A))
        A = k.v('select i1 %s, %s %d, %s %s' % (k.v('icmp eq i64 %t, 6'), ty, -(1 << (w - 1)), ty, A))
        out = (lambda v, w=w, ty=ty: k.out64(ty, v) if w <= 64 else
               k.out128(k.v('zext %s %s to i128' % (ty, v)) if w < 128 else v))
        for f in ('smin', 'smax', 'umin', 'umax'):
            out(k.v('call %s @llvm.%s.%s(%s %s, %s %s)' % (ty, f, ty, ty, A, ty, B)))
        for f in ('abs', 'ctlz', 'cttz'):
            out(k.v('call %s @llvm.%s.%s(%s %s, i1 false)' % (ty, f, ty, ty, A)))
        out(k.v('call %s @llvm.ctpop.%s(%s %s)' % (ty, ty, ty, A)))
        # funnel shifts: any amount (taken modulo w), and rotates
        for f in ('fshl', 'fshr'):
            out(k.v('call %s @llvm.%s.%s(%s %s, %s %s, %s %s)' % (ty, f, ty, ty, A, ty, B, ty, B)))
            out(k.v('call %s @llvm.%s.%s(%s %s, %s %s, %s %s)' % (ty, f, ty, ty, B, ty, B, ty, A)))
            out(k.v('call %s @llvm.%s.%s(%s %s, %s %s, %s 3)' % (ty, f, ty, ty, A, ty, B, ty)))
    return k

def small():
    # a few of each, small enough for one GPU-CC SM
    k = K('small', 8)
    a = k.v('trunc i64 %a to i33')
    b = k.v('trunc i64 %b to i33')
    k.out64('i33', k.v('mul i33 %s, %s' % (a, b)))
    k.out64('i33', k.v('ashr i33 %s, %s' % (a, k.v('and i33 %s, 31' % b))))
    A = k.v('or i128 %s, %s' % (k.v('shl i128 %s, 64' % k.v('zext i64 %a to i128')), k.v('zext i64 %b to i128')))
    k.out128(k.v('mul i128 %s, %s' % (A, k.v('zext i64 %a to i128'))))
    return k

ks = [small(), convert(), intrinsics()] + [narrow(w) for w in (2, 7, 17, 24, 33, 48, 63)] + [memory()] + [wide(w) for w in (65, 96, 127, 128)] + [loops()]
print(HEAD)
for w in (7, 33, 65, 128):
    for f in ('smin', 'smax', 'umin', 'umax'):
        print('declare i%d @llvm.%s.i%d(i%d, i%d)' % (w, f, w, w, w))
    for f in ('abs', 'ctlz', 'cttz'):
        print('declare i%d @llvm.%s.i%d(i%d, i1)' % (w, f, w, w))
    print('declare i%d @llvm.ctpop.i%d(i%d)' % (w, w, w))
    for f in ('fshl', 'fshr'):
        print('declare i%d @llvm.%s.i%d(i%d, i%d, i%d)' % (w, f, w, w, w, w))
print()
for k in ks:
    print(k.text())
