# Figure 7's companion for vgiw-report (docs/eval.md, "The report"): VGIW's
# speedup over the SIMT SM against token-buffer depth under each
# reconfiguration reading, the Rodinia geomean and each kernel, the default
# point marked. Line charts drawn here as SVG, a CSV of every point.
import math
import os

DEPTH = "vgiw.token-buffer.entries"
READING = "vgiw.reconfig.reading"
LINE_COLOURS = ["#4477aa", "#ee6677", "#228833", "#ccbb44"]


def applies(s):
    """A set swept over the token-buffer depth on VGIW."""
    return DEPTH in s.sweeps and "vgiw" in s.machines


def read_defaults(path, H):
    """DIR/SET/defaults.tsv (vgiw-eval): KEY<TAB>VALUE per -A key."""
    out = {}
    if not os.path.isfile(path):
        return out
    with open(path) as f:
        for n, line in enumerate(f, 1):
            cells = line.rstrip("\n").split("\t")
            if len(cells) != 2 or not cells[0]:
                H.die("%s:%d: want KEY<TAB>VALUE" % (path, n))
            out[cells[0]] = cells[1]
    return out


def _depth(v, where, H):
    try:
        d = int(v)
    except ValueError:
        d = 0
    if d <= 0 or str(d) != v:
        H.die("%s: token-buffer depth '%s' is not a positive integer" % (where, v))
    return d


def _axes(o, left, top, pw, ph, xs, xpos, lo, hi, ypos, H, ylabel, xlabel, small=False):
    ticks = []
    d = 10 ** math.floor(math.log10(lo))
    while d <= hi * 1.0001:
        for m in ((1,) if small else (1, 2, 5)):
            if lo * 0.9999 <= d * m <= hi * 1.0001:
                ticks.append(d * m)
        d *= 10
    fs = 9 if small else 11
    for t in ticks:
        yy = ypos(t)
        o.append('<line x1="%d" x2="%d" y1="%.1f" y2="%.1f" stroke="#ddd"/>' % (left, left + pw, yy, yy))
        o.append('<text x="%d" y="%.1f" text-anchor="end" font-size="%d">%s</text>'
                 % (left - 3, yy + 3, fs, H.esc(H.fmt(t))))
    for x in xs:
        xx = xpos(x)
        o.append('<line x1="%.1f" x2="%.1f" y1="%d" y2="%d" stroke="#eee"/>' % (xx, xx, top, top + ph))
        o.append('<text x="%.1f" y="%d" text-anchor="middle" font-size="%d">%d</text>' % (xx, top + ph + 12, fs, x))
    o.append('<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="black"/>' % (left, top, pw, ph))
    if xlabel:
        o.append('<text x="%d" y="%d" text-anchor="middle">%s</text>' % (left + pw // 2, top + ph + 28, H.esc(xlabel)))
    if ylabel:
        o.append('<text transform="translate(%d,%d) rotate(-90)" text-anchor="middle">%s</text>'
                 % (left - 44, top + ph // 2, H.esc(ylabel)))


def _scale(xs, vals, refs):
    vs = [v for v in vals if v is not None and v > 0] + [r for r in refs if r > 0]
    lo = 10 ** math.floor(math.log10(min(vs))) if vs else 0.1
    hi = 10 ** math.ceil(math.log10(max(vs))) if vs else 10
    if hi <= lo:
        hi = lo * 10
    return lo, hi


def _lines(o, xs, series, xpos, ypos, H, r=3):
    for j, (name, ys) in enumerate(series):
        col = LINE_COLOURS[j % len(LINE_COLOURS)]
        pts = [(xpos(x), ypos(y)) for x, y in zip(xs, ys) if y is not None and y > 0]
        if len(pts) > 1:
            o.append('<polyline fill="none" stroke="%s" stroke-width="2"%s points="%s"/>'
                     % (col, ' stroke-dasharray="6,3"' if j % 2 else "",
                        " ".join("%.1f,%.1f" % p for p in pts)))
        for x, y in zip(xs, ys):
            if y is not None and y > 0:
                o.append('<circle cx="%.1f" cy="%.1f" r="%d" fill="%s"><title>%s, depth %d: %s</title></circle>'
                         % (xpos(x), ypos(y), r, col, H.esc(name), x, H.esc(H.fmt(y, 4))))


def _mark(o, x, y, xpos, ypos, top, ph, H, label=True):
    xx = xpos(x)
    o.append('<line x1="%.1f" x2="%.1f" y1="%d" y2="%d" stroke="#555" stroke-dasharray="2,2"/>'
             % (xx, xx, top, top + ph))
    if y is not None and y > 0:
        o.append('<circle cx="%.1f" cy="%.1f" r="7" fill="none" stroke="black" stroke-width="2">'
                 '<title>the default: depth %d, %s</title></circle>' % (xx, ypos(y), x, H.esc(H.fmt(y, 4))))
    if label:
        o.append('<text x="%.1f" y="%d" font-size="10" fill="#555" text-anchor="end">default</text>' % (xx - 3, top + 10))


def geomean_chart(path, title, note, xs, series, default, refs, H):
    """series: [(name, [y per x])]; default: (x, y) or None; refs: [(y, label)]."""
    left, top, pw, ph = 80, 50, 560, 300
    width, height = left + pw + 190, top + ph + 50
    lo, hi = _scale(xs, [y for _, ys in series for y in ys], [r for r, _ in refs])
    lx0, lx1 = math.log2(xs[0]), math.log2(xs[-1]) if xs[-1] > xs[0] else math.log2(xs[0]) + 1

    def xpos(x):
        return left + 20 + (math.log2(x) - lx0) / (lx1 - lx0) * (pw - 40)

    def ypos(y):
        y = max(y, lo)
        return top + ph - (math.log10(y) - math.log10(lo)) / (math.log10(hi) - math.log10(lo)) * ph

    o = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" '
         'font-family="sans-serif" font-size="11">' % (width, height, width, height),
         '<rect width="100%" height="100%" fill="white"/>',
         '<text x="%d" y="20" font-size="14" font-weight="bold">%s</text>' % (left, H.esc(title)),
         '<text x="%d" y="36" fill="#555">%s</text>' % (left, H.esc(note))]
    _axes(o, left, top, pw, ph, xs, xpos, lo, hi, ypos, H, "speedup (log scale)",
          "token-buffer entries (log scale)")
    for r, label in refs:
        yy = ypos(r)
        o.append('<line x1="%d" x2="%d" y1="%.1f" y2="%.1f" stroke="#b00" stroke-dasharray="5,3"/>'
                 % (left, left + pw, yy, yy))
        o.append('<text x="%d" y="%.1f" fill="#b00" text-anchor="end">%s</text>' % (left + pw - 2, yy - 3, H.esc(label)))
    _lines(o, xs, series, xpos, ypos, H, r=4)
    if default:
        _mark(o, default[0], default[1], xpos, ypos, top, ph, H)
    for j, (name, _) in enumerate(series):
        ly = top + 10 + 18 * j
        col = LINE_COLOURS[j % len(LINE_COLOURS)]
        o.append('<line x1="%d" x2="%d" y1="%d" y2="%d" stroke="%s" stroke-width="2"%s/>'
                 % (left + pw + 10, left + pw + 34, ly, ly, col, ' stroke-dasharray="6,3"' if j % 2 else ""))
        o.append('<text x="%d" y="%d">%s</text>' % (left + pw + 40, ly + 4, H.esc(name)))
    if default:
        ly = top + 10 + 18 * len(series)
        o.append('<circle cx="%d" cy="%d" r="6" fill="none" stroke="black" stroke-width="2"/>' % (left + pw + 22, ly))
        o.append('<text x="%d" y="%d">the default</text>' % (left + pw + 40, ly + 4))
    o.append("</svg>")
    with open(path, "w") as f:
        f.write("\n".join(o) + "\n")


def panels_chart(path, title, note, xs, panels, names, default_x, default_name, H):
    """Small multiples: panels [(label, {name: [y per x]})], one shared
    log y scale; the default depth a dotted line, the default point ringed."""
    cols = 6
    pw, ph, gapx, gapy, left, top = 150, 110, 50, 48, 50, 86
    rows = (len(panels) + cols - 1) // cols
    width = left + cols * (pw + gapx)
    height = top + rows * (ph + gapy) + 10
    lo, hi = _scale(xs, [y for _, d in panels for ys in d.values() for y in ys], [1.0])
    lx0, lx1 = math.log2(xs[0]), math.log2(xs[-1]) if xs[-1] > xs[0] else math.log2(xs[0]) + 1
    o = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" '
         'font-family="sans-serif" font-size="11">' % (width, height, width, height),
         '<rect width="100%" height="100%" fill="white"/>',
         '<text x="%d" y="20" font-size="14" font-weight="bold">%s</text>' % (left, H.esc(title)),
         '<text x="%d" y="36" fill="#555">%s</text>' % (left, H.esc(note))]
    lx = left
    for j, n in enumerate(names):
        col = LINE_COLOURS[j % len(LINE_COLOURS)]
        o.append('<line x1="%d" x2="%d" y1="52" y2="52" stroke="%s" stroke-width="2"%s/>'
                 % (lx, lx + 24, col, ' stroke-dasharray="6,3"' if j % 2 else ""))
        o.append('<text x="%d" y="56">%s</text>' % (lx + 30, H.esc(n)))
        lx += 40 + 7 * len(n)
    o.append('<circle cx="%d" cy="52" r="6" fill="none" stroke="black" stroke-width="2"/>' % (lx + 6))
    o.append('<text x="%d" y="56">the default; the red line: 1x</text>' % (lx + 16))
    for i, (label, d) in enumerate(panels):
        px = left + (i % cols) * (pw + gapx)
        py = top + (i // cols) * (ph + gapy)

        def xpos(x, px=px):
            return px + 8 + (math.log2(x) - lx0) / (lx1 - lx0) * (pw - 16)

        def ypos(y, py=py):
            y = max(y, lo)
            return py + ph - (math.log10(y) - math.log10(lo)) / (math.log10(hi) - math.log10(lo)) * ph

        o.append('<text x="%d" y="%d" font-weight="%s">%s</text>'
                 % (px, py - 4, "bold" if label == "geomean" else "normal", H.esc(label)))
        _axes(o, px, py, pw, ph, xs[::2] if len(xs) > 4 else xs, xpos, lo, hi, ypos, H, "", "", small=True)
        yy = ypos(1.0)
        o.append('<line x1="%d" x2="%d" y1="%.1f" y2="%.1f" stroke="#b00" stroke-dasharray="3,2"/>'
                 % (px, px + pw, yy, yy))
        _lines(o, xs, [(n, d.get(n, [None] * len(xs))) for n in names], xpos, ypos, H, r=2)
        if default_x is not None:
            ys = d.get(default_name)
            y = ys[xs.index(default_x)] if ys and default_x in xs else None
            _mark(o, default_x, y, xpos, ypos, py, ph, H, label=False)
    o.append("</svg>")
    with open(path, "w") as f:
        f.write("\n".join(o) + "\n")


def simt_reference(s, sets):
    """(source, kernel, launch, chip) -> the SIMT row, and the set it is
    from: the set's own SIMT runs, else another set's unswept ones (the
    depth changes only VGIW)."""
    def key(r):
        return (r.get("source", ""), r.get("kernel", ""), r.get("launch", ""), r.get("chip", ""))
    for cand in [s] + [t for t in sets if t is not s and not t.sweeps]:
        ref = {}
        for r in cand.rows:
            if r.get("machine") == "simt" and r.get("status") == "ok":
                ref.setdefault(key(r), r)
        if ref and any(key(r) in ref for r in s.rows if r.get("machine") == "vgiw"):
            return ref, cand.name, key
    return {}, None, key


def companion(rep, s, sets, H):
    """The figures, their CSV and the page section for set s."""
    ref, refset, key = simt_reference(s, sets)
    if not ref:
        rep.section("VGIW over SIMT against token-buffer depth, set %s (VGIW Fig. 7's companion)" % s.name,
                    "<p>No SIMT runs of these kernels in this set or an unswept one: no speedups to draw.</p>")
        return
    defaults = read_defaults(os.path.join(s.dir, "defaults.tsv"), H)
    where = os.path.join(s.dir, "results.csv")
    has_reading = READING in s.sweeps
    V = [r for r in s.rows if r.get("machine") == "vgiw"]
    depths = sorted(set(_depth(r.get(DEPTH, ""), where, H) for r in V))
    readings = []
    for r in V:
        rd = r.get(READING, "") if has_reading else ""
        if rd not in readings:
            readings.append(rd)
    kernels, pts, failed = [], {}, []
    for r in V:
        k = key(r)
        lab = r.get("kernel", "?")
        if k not in ref:
            continue
        if lab not in kernels:
            kernels.append(lab)
        d = _depth(r.get(DEPTH, ""), where, H)
        rd = r.get(READING, "") if has_reading else ""
        vc, vm = H.num(r.get("cycles")), H.num(r.get("core_mhz"))
        sc, sm = H.num(ref[k].get("cycles")), H.num(ref[k].get("core_mhz"))
        if r.get("status") != "ok" or not vc or not sc or not vm or not sm:
            failed.append("%s at depth %d%s" % (lab, d, " (%s)" % rd if rd else ""))
            pts[(lab, d, rd)] = (r, None)
            continue
        pts[(lab, d, rd)] = (r, (sc / sm) / (vc / vm))
    if not kernels:
        return
    ddef = defaults.get(DEPTH)
    ddef = int(ddef) if ddef and ddef.isdigit() else None
    rdef = defaults.get(READING, "") if has_reading else ""
    # the geomean over the kernels that ran at every point, so that each
    # point of the curve is the same set of kernels
    every = [k for k in kernels if all(pts.get((k, d, rd), (None, None))[1] for d in depths for rd in readings)]
    gm = {(d, rd): H.geomean([pts[(k, d, rd)][1] for k in every]) for d in depths for rd in readings}

    def rname(rd):
        return "reading=%s" % rd if rd else "this vgiwcc's only reconfiguration cost"
    rows = []
    for k in kernels + ["geomean"]:
        for rd in readings:
            for d in depths:
                mark = "default" if d == ddef and rd == rdef else ""
                if k == "geomean":
                    rows.append([k, d, rd or None, None, None, None, None, gm[(d, rd)], mark])
                    continue
                r, sp = pts.get((k, d, rd), (None, None))
                sr = ref.get(key(r)) if r else None
                rows.append([k, d, rd or None, r and r.get("cycles"), r and H.num(r.get("core_mhz")),
                             sr and sr.get("cycles"), sr and H.num(sr.get("core_mhz")), sp, mark])
    stem = "fig7_depth_" + s.name
    head = ["kernel", "token-buffer entries", "reconfig reading", "vgiw cycles", "vgiw MHz", "simt cycles",
            "simt MHz", "speedup", "default"]
    H.write_csv(rep.fig(stem + ".csv"), head, rows)
    default = (ddef, gm.get((ddef, rdef))) if ddef in depths and rdef in readings else None
    paper = [(3.0, "paper: over 3x"), (1.0, "1x")]
    geomean_chart(rep.fig(stem + "_geomean.svg"),
                  "VGIW over SIMT against token-buffer depth, geomean, set %s" % s.name,
                  "speedup = SIMT time / VGIW time at each core clock; geomean of %d kernels; SIMT from set %s"
                  % (len(every), refset), depths, [(rname(rd), [gm[(d, rd)] for d in depths]) for rd in readings],
                  default, paper, H)
    panels = [(k, {rname(rd): [pts.get((k, d, rd), (None, None))[1] for d in depths] for rd in readings})
              for k in kernels]
    panels.append(("geomean", {rname(rd): [gm[(d, rd)] for d in depths] for rd in readings}))
    panels_chart(rep.fig(stem + "_kernels.svg"),
                 "Each kernel's VGIW/SIMT speedup against token-buffer depth, set %s" % s.name,
                 "x: token-buffer entries (log scale), y: speedup (log scale, shared)", depths, panels,
                 [rname(rd) for rd in readings], ddef if default else None, rname(rdef), H)
    # where the paper's claim would need the machine to be
    said = []
    for rd in readings:
        at = [d for d in depths if gm[(d, rd)] and gm[(d, rd)] >= 3.0]
        best = max(depths, key=lambda d: gm[(d, rd)] or 0)
        said.append("%s: geomean %s at %d entries to %s at %d; the paper's 3x %s" % (
            rname(rd), H.fmt(gm[(depths[0], rd)]), depths[0], H.fmt(gm[(depths[-1], rd)]), depths[-1],
            "from %d entries" % at[0] if at else "at no depth up to %d (best %s at %d)"
            % (depths[-1], H.fmt(gm[(best, rd)]), best)))
    text = ("The depth is the one parameter the paper never states that decides memory-bound kernels "
            "(docs/arch.md); the reconfiguration cost has two readings in the paper (§2's 34 cycles, "
            "§3.2's formula). Every Rodinia kernel on VGIW at each depth%s; the SIMT SM's runs (set %s) are "
            "the same at every depth. %s. " % (" under both readings" if has_reading else "", refset,
                                               "; ".join(said)))
    if default:
        text += "The default (%d entries%s, ringed) gives %s. " % (ddef, ", " + rdef if rdef else "",
                                                                    H.fmt(default[1], 4))
    else:
        text += "No default point: %s. " % ("no defaults.tsv from vgiw-eval" if not defaults else
                                            "the default depth or reading is not among the points")
    if not has_reading:
        text += "This vgiwcc has no %s knob: one reconfiguration cost only. " % READING
    if failed:
        text += "Not ok (left out of the geomean): %s." % ", ".join(failed)
    body = "<p>%s</p>" % H.esc(text)
    for suffix, what in (("_geomean", "the Rodinia geomean"), ("_kernels", "each kernel")):
        body += ('<figure><img src="%s%s.svg" alt="%s"><figcaption>VGIW over SIMT against token-buffer depth, '
                 '%s (<a href="%s%s.svg">SVG</a>, <a href="%s.csv">table</a>)</figcaption></figure>'
                 % (stem, suffix, H.esc(what), H.esc(what), stem, suffix, stem))
    body += "<details><summary>table</summary>%s</details>" % rep.table_html(head, rows)
    rep.section("VGIW over SIMT against token-buffer depth, set %s (VGIW Fig. 7's companion)" % s.name, body)
