#!/usr/bin/env python3
"""Write the Rodinia suite's structured inputs (suites/rodinia/data/*.bin).

The launches fill plain buffers with `rand:SEED` (splitmix64, as
launch/parse.c does; `rand_f32` below repeats it). Inputs with structure - a
graph, a mesh's neighbours, a matrix that LU factors without pivoting, the
state of a wavefront half way through - are written here, deterministically
(Python's random with fixed seeds, little-endian), and checked in; the
launch files read them with `file:PATH`.

    gen.py [DIR]          (default suites/rodinia/data; from the repository root)
    gen.py --check [DIR]  exit 1 unless the files in DIR are what gen.py writes
"""
import math
import os
import random
import struct
import sys

MASK64 = (1 << 64) - 1


def splitmix64(seed, count):
    st = seed & MASK64
    for _ in range(count):
        st = (st + 0x9e3779b97f4a7c15) & MASK64
        z = st
        z = ((z ^ (z >> 30)) * 0xbf58476d1ce4e5b9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94d049bb133111eb) & MASK64
        yield z ^ (z >> 31)


def rand_f32(seed, count):
    """The floats of buf:f32:COUNT:rand:SEED (exact in float32)."""
    return [(x >> 40) * 2.0 ** -24 for x in splitmix64(seed, count)]


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def pack(code, vals):
    return struct.pack("<%d%s" % (len(vals), code), *vals)


# sizes shared with verify.py and the launch files
BFS_N = 4096
CFD_NEL = 4096           # mesh cells (Rodinia: fvcorr.domn.097K, 97046)
CFD_BLOCK = 192          # euler3d's block_length
CFD_NELR = CFD_BLOCK * -(-CFD_NEL // CFD_BLOCK)   # padded as euler3d: 4224
LUD_N = 128
NW_N = 128
NW_PENALTY = 10
PF_N = 1000
LAVA_BOXES = (2, 2, 1)   # x, y, z: Rodinia's default is 10 x 10 x 10
SC_NUM, SC_DIM, SC_K, SC_SEED = 2048, 256, 10, 41
PF_SEED = 31


def bfs():
    rng = random.Random(18)
    deg = [rng.randint(1, 10) for _ in range(BFS_N)]
    start, edges = [], []
    for d in deg:
        start.append(len(edges))
        edges += [rng.randrange(BFS_N) for _ in range(d)]
    cost = [-1] * BFS_N
    cost[0] = 0
    frontier, level = [0], 0
    # advance to the level with the widest frontier
    while True:
        nxt = sorted({e for u in frontier
                      for e in edges[start[u]:start[u] + deg[u]] if cost[e] < 0})
        if len(nxt) < len(frontier):
            break
        for v in nxt:
            cost[v] = level + 1
        frontier, level = nxt, level + 1
    visited = [1 if c >= 0 else 0 for c in cost]
    mask = [0] * BFS_N
    for u in frontier:
        mask[u] = 1
    upd = [0] * BFS_N
    for u in frontier:
        for e in edges[start[u]:start[u] + deg[u]]:
            if not visited[e]:
                upd[e] = 1
    nodes = [x for sd in zip(start, deg) for x in sd]
    return {"bfs_nodes": pack("i", nodes),
            "bfs_edges": pack("i", edges), "bfs_mask": pack("b", mask),
            "bfs_visited": pack("b", visited), "bfs_cost": pack("i", cost),
            "bfs_updating": pack("b", upd)}


GAMMA = 1.4


def cfd_flux_rows(d, mx, my, mz, de):
    vx, vy, vz = mx / d, my / d, mz / d
    p = (GAMMA - 1) * (de - 0.5 * d * (vx * vx + vy * vy + vz * vz))
    return [mx * vx + p, mx * vy, mx * vz, my * vx, my * vy + p, my * vz,
            mz * vx, mz * vy, mz * vz + p,
            vx * (de + p), vy * (de + p), vz * (de + p)]


def cfd_ff():
    """euler3d's free stream: Mach 1.2, angle of attack 0, p = 1, rho = 1.4"""
    d, p = 1.4, 1.0
    speed = 1.2 * math.sqrt(GAMMA * p / d)
    m = [d * speed, 0.0, 0.0]
    de = d * 0.5 * speed * speed + p / (GAMMA - 1)
    ff = [f32(x) for x in [d] + m + [de]]
    return ff, [f32(x) for x in cfd_flux_rows(*ff)]


def cfd():
    """CFD_NEL cells padded to CFD_NELR as euler3d pads them: the padding
    cells are copies of the last cell (its state and its neighbours)"""
    rng = random.Random(97)
    ff, ffflux = cfd_ff()
    v = [0.0] * (5 * CFD_NELR)
    for i in range(CFD_NEL):
        for k in range(5):
            v[k * CFD_NELR + i] = ff[k] * (1 + 0.1 * (rng.random() - 0.5)) + \
                (0.05 * (rng.random() - 0.5) if k in (2, 3) else 0.0)
    nb = [0] * (4 * CFD_NELR)
    for j in range(4):
        for i in range(CFD_NEL):
            r = rng.random()
            nb[j * CFD_NELR + i] = -1 if r < 0.05 else -2 if r < 0.1 else \
                rng.randrange(CFD_NEL)
    last = CFD_NEL - 1
    for i in range(CFD_NEL, CFD_NELR):
        for k in range(5):
            v[k * CFD_NELR + i] = v[k * CFD_NELR + last]
        for j in range(4):
            nb[j * CFD_NELR + i] = nb[j * CFD_NELR + last]
    return {"cfd_variables": pack("f", v), "cfd_neighbours": pack("i", nb),
            "cfd_ff_variable": pack("f", ff), "cfd_ff_flux": pack("f", ffflux)}


def lu_tile(a):
    """a 16 x 16 tile (lists) factored in place, as lud_diagonal does"""
    a = [row[:] for row in a]
    for k in range(15):
        for r in range(k + 1, 16):
            a[r][k] = f32(a[r][k] / a[k][k])
        for r in range(k + 1, 16):
            for c in range(k + 1, 16):
                a[r][c] = f32(a[r][c] - f32(a[r][k] * a[k][c]))
    return a


def lud_states():
    """the matrix, after lud_diagonal at offset 0, after lud_perimeter too"""
    rng = random.Random(256)
    n = LUD_N
    m = [[f32(rng.random() + (n if r == c else 0)) for c in range(n)]
         for r in range(n)]
    m1 = [row[:] for row in m]
    dia = lu_tile([row[:16] for row in m[:16]])
    for r in range(16):
        m1[r][:16] = dia[r]
    m2 = [row[:] for row in m1]
    for t in range(16, n, 16):
        for c in range(t, t + 16):          # U = L^-1 A
            for i in range(1, 16):
                s = m2[i][c]
                for j in range(i):
                    s = f32(s - f32(dia[i][j] * m2[j][c]))
                m2[i][c] = s
        for r in range(t, t + 16):          # L = A U^-1
            for i in range(16):
                s = m2[r][i]
                for j in range(i):
                    s = f32(s - f32(m2[r][j] * dia[j][i]))
                m2[r][i] = f32(s / dia[i][i])
    return m, m1, m2


def lud():
    return {"lud_%d" % k: pack("f", [x for row in s for x in row])
            for k, s in enumerate(lud_states())}


def nw_inputs():
    rng = random.Random(2048)
    n = NW_N
    a = [rng.randrange(20) for _ in range(n)]
    b = [rng.randrange(20) for _ in range(n)]
    # a substitution score: 5 for a match, else a fixed pseudo-random -4..2
    sub = [[5 if i == j else (i * 7 + j * 13) % 7 - 4 for j in range(20)]
           for i in range(20)]
    ref = [[0] * (n + 1) for _ in range(n + 1)]
    for r in range(1, n + 1):
        for c in range(1, n + 1):
            ref[r][c] = sub[a[r - 1]][b[c - 1]]
    return ref


def nw_full(ref):
    n = NW_N
    s = [[0] * (n + 1) for _ in range(n + 1)]
    for k in range(n + 1):
        s[0][k] = s[k][0] = -NW_PENALTY * k
    for r in range(1, n + 1):
        for c in range(1, n + 1):
            s[r][c] = max(s[r - 1][c - 1] + ref[r][c], s[r][c - 1] - NW_PENALTY,
                          s[r - 1][c] - NW_PENALTY)
    return s


def nw_state(full, diags):
    """the score matrix with the tiles of tile diagonals < diags computed"""
    n = NW_N
    s = [[0] * (n + 1) for _ in range(n + 1)]
    for r in range(n + 1):
        for c in range(n + 1):
            if r == 0 or c == 0 or (r - 1) // 16 + (c - 1) // 16 < diags:
                s[r][c] = full[r][c]
    return s


def nw():
    ref = nw_inputs()
    full = nw_full(ref)
    flat = lambda s: pack("i", [x for row in s for x in row])
    bw = NW_N // 16
    return {"nw_ref": flat(ref), "nw_1": flat(nw_state(full, bw - 1)),
            "nw_2": flat(nw_state(full, bw))}


def pf():
    w = rand_f32(PF_SEED, PF_N)
    s = 0.0
    for x in w:
        s = f32(s + x)
    return {"pf_sum": pack("f", [s])}


def lavamd():
    bx, by, bz = LAVA_BOXES
    nn, nei = [], []
    for z in range(bz):
        for y in range(by):
            for x in range(bx):
                lst = [(z * by + y) * bx + x]
                for dz in (-1, 0, 1):
                    for dy in (-1, 0, 1):
                        for dx in (-1, 0, 1):
                            xx, yy, zz = x + dx, y + dy, z + dz
                            if (dx, dy, dz) != (0, 0, 0) and 0 <= xx < bx and \
                                    0 <= yy < by and 0 <= zz < bz:
                                lst.append((zz * by + yy) * bx + xx)
                nn.append(len(lst))
                nei += lst + [0] * (27 - len(lst))
    return {"lavamd_nn": pack("i", nn), "lavamd_nei": pack("i", nei)}


def streamcluster():
    coord = rand_f32(SC_SEED, SC_NUM * SC_DIM)
    rng = random.Random(65536)
    centers = rng.sample(range(SC_NUM), SC_K)
    table = [0] * SC_NUM
    for k, c in enumerate(centers):
        table[c] = k
    assign, cost = [], []
    for p in range(SC_NUM):
        best = None
        for c in centers:
            d = 0.0
            for i in range(SC_DIM):
                e = coord[i * SC_NUM + c] - coord[i * SC_NUM + p]
                d += e * e
            if best is None or d < best[0]:
                best = (d, c)
        assign.append(best[1])
        cost.append(f32(best[0]))
    return {"sc_assign": pack("i", assign), "sc_cost": pack("f", cost),
            "sc_center_table": pack("i", table)}


def files():
    out = {}
    for g in (bfs, cfd, lud, nw, pf, lavamd, streamcluster):
        out.update(g())
    return out


def main():
    args = sys.argv[1:]
    check = bool(args) and args[0] == "--check"
    if check:
        args = args[1:]
    d = args[0] if args else "suites/rodinia/data"
    bad = 0
    for name, data in sorted(files().items()):
        path = os.path.join(d, name + ".bin")
        if check:
            try:
                with open(path, "rb") as f:
                    same = f.read() == data
            except OSError:
                same = False
            if not same:
                print("%s: differs from what gen.py writes" % path)
                bad += 1
        else:
            os.makedirs(d, exist_ok=True)
            with open(path, "wb") as f:
                f.write(data)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
