"""Expected outputs of the kernels of tests/texture (tex2d.cu, tex2di.ll,
texlayered.cu) computed here from CUDA's point-sampling rule, independently
of the reference interpreter: texel floor(u) with u = x (unnormalised) or
x * size (normalised coordinates), clamped to the edge (clamp) or read as
zero when outside (border); a layered fetch's layer, the dimension after
the coordinates', read as unsigned and clamped to the last layer in either
mode; a cubemap fetch's face and normalised coordinates from its direction
by the CUDA Programming Guide's table, ties to x, then y, a layered one's
layer l reading faces 6 l .. 6 l + 5, l at most the last whole cube
(docs/vgiwcc.md, "Textures"). Usage: model.py OUT.bin KERNEL MODE TEXTURE-SIZE ARGS...
(the launch's numbers); exits 1 naming the first wrong element."""
import math
import struct
import sys


def f32(v):
    return struct.unpack('<f', struct.pack('<f', v))[0]


def texel(size, coords, norm, clamp, layer=None):
    """Index of the texel (x fastest) or None when it reads zero; layer, if
    given, selects a layer of the dimension after the coordinates'."""
    idx, inside = 0, True
    if layer is not None:
        idx = min(layer & 0xffffffff, size[len(coords)] - 1)
    for k in reversed(range(len(coords))):
        c = coords[k]
        if isinstance(c, float):
            u = f32(c * size[k]) if norm else c
            i = -1 if math.isnan(u) else int(min(max(math.floor(u), -1), size[k]))
        else:
            i = c
        inside &= 0 <= i < size[k]
        i = min(max(i, 0), size[k] - 1)
        idx = idx * size[k] + i
    return idx if inside or clamp else None


def cube(x, y, z):
    """Face and normalised coordinates of direction (x, y, z)."""
    ax, ay, az = abs(x), abs(y), abs(z)
    if ax >= ay and ax >= az:     # NaN compares false, as in IEEE
        face, m, sc, tc = (1, ax, z, -y) if x < 0 else (0, ax, -z, -y)
    elif ay >= az:
        face, m, sc, tc = (3, ay, x, -z) if y < 0 else (2, ay, x, z)
    else:
        face, m, sc, tc = (5, az, -x, -y) if z < 0 else (4, az, x, -y)

    def norm(v):
        q = float('nan') if m == 0 or math.isnan(v) or math.isnan(m) else f32(v / m)
        return f32(f32(q + 1.0) * 0.5)
    return face, [norm(sc), norm(tc)]


def main():
    out, kernel, mode, tsize = sys.argv[1:5]
    args = sys.argv[5:]
    size = [int(v) for v in tsize.split('x')]
    norm, clamp = 'norm' in mode, 'clamp' in mode
    data = open(out, 'rb').read()
    isint = kernel in ('fetch1d', 'fetch2di', 'fetch3di', 'fetch1dl')
    got = struct.unpack('<%d%s' % (len(data) // 4, 'i' if isint else 'f'), data)
    want = [0] * len(got)
    if kernel == 'fetch2d':
        w, h, s = int(args[0]), int(args[1]), f32(float(args[2]))
        for y in range(h):
            for x in range(w):
                t = texel(size, [f32(f32(x - 2.5) * s), f32(f32(y - 1.5) * s)], norm, clamp)
                want[y * w + x] = float(t) if t is not None else 0.0
    elif kernel == 'fetch3d':
        w, h, d, s = int(args[0]), int(args[1]), int(args[2]), f32(float(args[3]))
        for z in range(d):
            for y in range(h):
                for x in range(w):
                    t = texel(size, [f32(f32(x - 1.25) * s), f32(f32(y - 1.5) * s),
                                     f32(f32(z - 1.75) * s)], norm, clamp)
                    want[(z * h + y) * w + x] = float(t) if t is not None else 0.0
    elif kernel == 'fetch1d':
        n, s = int(args[0]), f32(float(args[1]))
        for x in range(n):
            t = texel(size, [f32(f32(x - 3.5) * s)], norm, clamp)
            want[x] = t if t is not None else 0
    elif kernel == 'fetch2dl':
        w, h, layers, s = int(args[0]), int(args[1]), int(args[2]), f32(float(args[3]))
        for l in range(layers):
            for y in range(h):
                for x in range(w):
                    t = texel(size, [f32(f32(x - 2.5) * s), f32(f32(y - 1.5) * s)],
                              norm, clamp, l - 1)
                    want[(l * h + y) * w + x] = float(t) if t is not None else 0.0
    elif kernel == 'fetch1dl':
        n, layers, s = int(args[0]), int(args[1]), f32(float(args[2]))
        for l in range(layers):
            for x in range(n):
                t = texel(size, [f32(f32(x - 3.5) * s)], norm, clamp, l - 1)
                want[l * n + x] = t if t is not None else 0
    elif kernel == 'fetchcube':
        s, o = f32(float(args[0])), f32(float(args[1]))
        for c in range(5):
            for b in range(5):
                for a in range(5):
                    face, uv = cube(f32(f32((a - 2) * s) + o), f32(f32((b - 2) * s) - f32(0.5 * o)),
                                    f32(f32((c - 2) * s) + f32(0.25 * o)))
                    t = texel(size, uv, True, clamp, face)
                    want[(c * 5 + b) * 5 + a] = float(t) if t is not None else 0.0
    elif kernel == 'fetchcubel':
        s, o = f32(float(args[0])), f32(float(args[1]))
        cubes = size[2] // 6
        for c in range(5):
            for b in range(5):
                for a in range(5):
                    face, uv = cube(f32(f32((a - 2) * s) + o), f32(f32((b - 2) * s) - f32(0.5 * o)),
                                    f32(f32((c - 2) * s) + f32(0.25 * o)))
                    layer = min((c - 1) & 0xffffffff, (cubes - 1) & 0xffffffff)
                    t = texel(size, uv, True, clamp, (face + 6 * layer) & 0xffffffff)
                    want[(c * 5 + b) * 5 + a] = float(t) if t is not None else 0.0
    elif kernel == 'fetch2d4':
        w, h = int(args[0]), int(args[1])
        for y in range(h):
            for x in range(w):
                t = texel(size, [f32(x - 1.5), f32(y - 0.5)], norm, clamp)
                v = [4 * t + c if t is not None else 0 for c in range(4)]
                want[y * w + x] = f32(f32(f32(v[0] + f32(10.0 * v[1])) +
                                          f32(100.0 * v[2])) + f32(1000.0 * v[3]))
    elif kernel == 'fetch2di':
        w, bx, by = int(args[0]), int(args[1]), int(args[2])
        for y in range(by):
            for x in range(bx):
                t = texel(size, [x - 1, y - 2], norm, clamp)
                want[y * w + x] = t if t is not None else 0
    elif kernel == 'fetch3di':
        w, bx, by, bz = int(args[0]), int(args[1]), int(args[2]), int(args[3])
        for z in range(bz):
            for y in range(by):
                for x in range(bx):
                    t = texel(size, [x - 1, y - 1, z - 1], norm, clamp)
                    # two channels: x and y of the texel, z reads zero
                    v = 2 * t + 1000 * (2 * t + 1) if t is not None else 0
                    want[(z * by + y) * w + x] = v
    bad = [i for i in range(len(got)) if got[i] != want[i]]
    if bad:
        print('%s %s: out[%d] = %r, want %r' % (kernel, mode, bad[0], got[bad[0]], want[bad[0]]))
        sys.exit(1)
    print('ok')


main()
