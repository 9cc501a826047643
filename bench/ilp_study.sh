#!/bin/sh
# The ILP study's figures on our own workloads (docs/chip.md, "The ILP
# study's figures"; papers/ilp-throughput-gpgpu.txt §4.4, §5): every
# suites/ilp/manifest.tsv line whose simt cell is `run`, at its
# paper_launch (Table 2's sizes; the launch column is the ctests' small one), on
# whole simulated chips, and the tables behind
#   Figure 6   BP, SC, BP+SC over the baseline (chip ilp-baseline)
#   Figure 8   static, gshare, perfect prediction over BP+SC (ilp-baseline),
#              under both readings of an unpredicted branch's charge
#              (simt.ilp.branch-resolve ex4 and writeback)
#   Figure 11  GPU-T / GPU-I / GPU-H, single kernels, performance over
#              GPU-T and per SM area; GPU-H with both placements of a
#              kernel alone (chip.dispatch.placement any and steering)
#   Figure 12  two-kernel mixes, the paper's weighted speedup, the shorter
#              kernel looped until the longer one has run once
#              (vgiwsim --with-loop), with the loop counts
# each with the paper's figure beside ours where its text states one (its
# figures are bar charts; the text gives some bars and the geomeans).
# -A KNOB=VALUE (repeatable) is given to every compile and run (e.g. -A
# chip.dispatch.cta=fill for the previous CTA dispatch); -n: Figure 12
# without the loop (each kernel once); -w DIR: the work directory (default
# BUILD_DIR/bench/ilp_study), so that two studies can run at once.
# Not a test. About 240 chip simulations at Table 2's sizes: 19 minutes
# with -j 1 on a 2-core host beside a CI run; -j N runs N at a time (every
# simulation first, then the tables, in the same order).
#   bench/ilp_study.sh [-b BUILD_DIR] [-j N] [-k] [-n] [-w DIR] [-A KNOB=VALUE]... [-o TABLES.md]
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
build=$src/build
keep=0
out=
jobs=1
loop=1
extra=
work=
while [ $# -gt 0 ]; do
	case $1 in
	-b) build=$2; shift 2 ;;
	-j) jobs=$2; shift 2 ;;
	-k) keep=1; shift ;;
	-n) loop=0; shift ;;
	-w) work=$2; shift 2 ;;
	-A) extra="$extra $2"; shift 2 ;;
	-o) out=$2; shift 2 ;;
	*) echo "usage: $0 [-b BUILD_DIR] [-j N] [-k] [-n] [-w DIR] [-A KNOB=VALUE]... [-o TABLES.md]" >&2
	   exit 2 ;;
	esac
done
cmake --build "$build" --target vgiwcc vgiwsim >/dev/null
work=${work:-$build/bench/ilp_study}
rm -rf "$work"
mkdir -p "$work"
python3 - "$src" "$build/compiler/vgiwcc" "$build/sim/vgiwsim" "$work" "${out:-}" \
	"$jobs" "$loop" "$extra" <<'PY'
import concurrent.futures, json, math, os, subprocess, sys

src, cc, sim, work, out = sys.argv[1:6]
jobs = int(sys.argv[6])
LOOP = sys.argv[7] == "1"
EXTRA = sys.argv[8].split()
suite = os.path.join(src, "suites", "ilp")
rows = []
with open(os.path.join(suite, "manifest.tsv")) as f:
    head = f.readline().rstrip("\n").split("\t")
    for line in f:
        c = dict(zip(head, line.rstrip("\n").split("\t")))
        if c.get("simt") == "run":
            rows.append(c)
ABBR = {"nqueens": "NQU", "storegpu": "STO", "raytrace": "Ray", "matmul": "MM",
        "scan": "Scan", "scan_smem": "Scan (smem)", "conv_rows": "Con (rows)",
        "conv_cols": "Con (cols)", "fft": "FFT", "blackscholes": "BS",
        "dxtc": "DT", "scalarprod": "SCP", "matvec": "MV"}
lines = []
def say(s=""):
    print(s, flush=True)
    lines.append(s)

def compile_(c, chip, knobs):
    knobs = list(knobs) + EXTRA
    tag = chip + "".join("_" + k.split("=")[1] for k in knobs)
    cfg = os.path.join(work, "%s_%s.cfg" % (c["kernel"], tag))
    if not os.path.exists(cfg):
        a = [cc, "--target=simt", os.path.join(suite, c["source"].replace(".cu", ".ll")),
             "--kernel=" + c["kernel"], "--chip=" + chip, "-o", cfg]
        for k in knobs:
            a += ["-A", k]
        r = subprocess.run(a, capture_output=True, text=True)
        if r.returncode:
            return None, r.stderr.strip().splitlines()[-1]
    return cfg, None

def launch(c):
    return os.path.join(suite, c.get("paper_launch") or c["launch"])

done = {}
def run(c, chip, knobs=(), with_=None):
    """Chip statistics of c's launch (and with_'s, concurrently), or the
    error's last line; each run once (prefetch() may have made it)."""
    key = (c["kernel"], chip, tuple(knobs), with_["kernel"] if with_ else None)
    if key not in done:
        done[key] = run1(c, chip, knobs, with_)
    return done[key]

def prefetch(runs):
    """Makes the runs (argument tuples of run), jobs at a time."""
    with concurrent.futures.ThreadPoolExecutor(jobs) as ex:
        list(ex.map(lambda r: run(*r), runs))

def run1(c, chip, knobs, with_):
    cfg, err = compile_(c, chip, knobs)
    if err:
        return None, err
    js = cfg.replace(".cfg", "") + ("_with_" + with_["kernel"] if with_ else "") + ".json"
    a = [sim, cfg, "--launch=" + launch(c), "--chip=" + chip,
         "--stats=" + js, "-q"]
    for k in list(knobs) + EXTRA:
        a += ["-A", k]
    if with_:
        cfg2, err = compile_(with_, chip, knobs)
        if err:
            return None, err
        a += ["--with=" + cfg2, "--with-launch=" + launch(with_)]
        if LOOP:
            a += ["--with-loop"]
    r = subprocess.run(a, capture_output=True, text=True)
    if r.returncode:
        return None, (r.stderr.strip().splitlines() or ["failed"])[-1]
    with open(js) as f:
        return json.load(f), None

def gm(xs):
    xs = [x for x in xs if x]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else 0.0

def pct(x):
    return "%+.1f%%" % (100 * (x - 1)) if x else "-"

name = lambda c: ABBR.get(c["kernel"], c["kernel"])
failed = {}

# Figure 6
BP, SC = "simt.ilp.bypass=ex8", "simt.ilp.scoreboard=shared"
# every single-kernel run of Figures 6, 8 and 11 (each compiles its own .cfg)
WB = ["simt.ilp.branch-resolve=writeback"]
prefetch([(c, "ilp-baseline", kn) for c in rows for kn in
          ([], [BP], [SC], [BP, SC]) + tuple([BP, SC] + rs + ["simt.ilp.predictor=" + p]
                                             for rs in ([], WB)
                                             for p in ("static", "gshare", "perfect")) +
          ([BP, SC] + WB,)] +
         [(c, chip) for c in rows for chip in ("gpu-t", "gpu-i", "gpu-h")] +
         [(c, "gpu-h", ["chip.dispatch.placement=steering"]) for c in rows])
PAPER6 = {"Scan": "BP+SC +6.5%", "FFT": "BP+SC +12.9%"}
g6 = {"BP": [], "SC": [], "BP+SC": []}
# Table 2: threads, instructions (M) and baseline IPC (thread instructions
# per core cycle, peak 960)
PAPER2 = {"NQU": (24576, 2, 22.97), "STO": (49152, 91, 271.4), "Ray": (262144, 257, 516.5),
          "MM": (65536, 120, 894.2), "Scan": (32768, 10, 579.98), "Con": (262144, 520, 872.8),
          "FFT": (8192, 37, 374.5), "BS": (61440, 394, 848.82), "DT": (131072, 568, 751.72),
          "SCP": (262144, 32, 681.96), "MV": (131072, 32, 879.37)}
say("## Table 2: the baseline runs (ilp-baseline) beside the paper's")
say()
say("| workload | threads | thread instructions (M) | IPC | paper threads | paper instructions (M) | paper IPC |")
say("|---|---|---|---|---|---|---|")
for c in rows:
    base, err = run(c, "ilp-baseline")
    if not err:
        ti = sum(pc.get("thread_instructions", 0) for pc in base["per_core"])
        p = PAPER2.get(name(c).split(" (")[0]) or ("-", "-", "-")
        say("| %s | %d | %.1f | %.1f | %s | %s | %s |" %
            ((name(c), base["threads"], ti / 1e6, ti / base["cycles"]) + tuple(p)))
say()
say("## Figure 6: BP, SC, BP+SC over the baseline (ilp-baseline, 30 SMs)")
say()
say("| workload | base cycles | BP | SC | BP+SC | paper |")
say("|---|---|---|---|---|---|")
for c in rows:
    base, err = run(c, "ilp-baseline")
    if err:
        failed[c["kernel"]] = err
        say("| %s | %s | | | | %s |" % (name(c), "does not run: " + err, PAPER6.get(name(c), "read from figure")))
        continue
    cells = []
    for lab, kn in (("BP", [BP]), ("SC", [SC]), ("BP+SC", [BP, SC])):
        s, err = run(c, "ilp-baseline", kn)
        sp = base["cycles"] / s["cycles"] if s else 0
        g6[lab].append(sp)
        cells.append(pct(sp))
    say("| %s | %d | %s | %s | %s | %s |" % (name(c), base["cycles"], *cells,
        PAPER6.get(name(c), "read from figure")))
say("| geomean | | %s | %s | %s | BP +6.6%%, SC +9.7%%, BP+SC +11.5%% (text) |" %
    tuple(pct(gm(g6[k])) for k in ("BP", "SC", "BP+SC")))
say()

# Figure 8, under each reading of an unpredicted branch's charge
PAPER8 = {"NQU": "static +20.8%, gshare +20.6%", "Ray": "+4.1%", "Scan": "+2.2%"}
for resolve in ("ex4", "writeback"):
  # ex4 is the default: its runs are Figure 6's
  RS = [] if resolve == "ex4" else ["simt.ilp.branch-resolve=" + resolve]
  say("## Figure 8: branch prediction over BP+SC (ilp-baseline), "
      "an unpredicted branch resolved at %s" % ("EX4" if resolve == "ex4" else "write-back"))
  say()
  say("| workload | BP+SC cycles | static | gshare | perfect | accuracy static / gshare | paper |")
  say("|---|---|---|---|---|---|---|")
  g8 = {"static": [], "gshare": [], "perfect": []}
  for c in rows:
    if c["kernel"] in failed:
        continue
    ref, _ = run(c, "ilp-baseline", [BP, SC] + RS)
    if not ref:
        continue
    cells, acc = [], "-"
    for p in ("static", "gshare", "perfect"):
        s, err = run(c, "ilp-baseline", [BP, SC] + RS + ["simt.ilp.predictor=" + p])
        sp = ref["cycles"] / s["cycles"] if s else 0
        g8[p].append(sp)
        cells.append(pct(sp))
        if p == "static" and s:
            b = [pc["ilp"]["branches"] for pc in s["per_core"] if "ilp" in pc]
            u = sum(x["uniform"] for x in b)
            acc = "%.1f%% / %.1f%%" % tuple(100.0 * sum(x["accuracy"][k] * x["uniform"]
                                     for x in b) / u for k in ("static", "gshare")) \
                if u else "no uniform branches"
    say("| %s | %d | %s | %s | %s | %s | %s |" % (name(c), ref["cycles"], *cells, acc,
        PAPER8.get(name(c), "read from figure")))
  say("| geomean | | %s | %s | %s | | static +2.5%%, gshare +2.7%% (text) |" %
      tuple(pct(gm(g8[k])) for k in ("static", "gshare", "perfect")))
  say()

# Figure 11
say("## Figure 11: single kernels on GPU-T, GPU-I, GPU-H (performance over GPU-T; per mm2 of SMs)")
say()
say("GPU-H: a kernel alone on all 38 SMs, its CTAs on any free SM (placement any)")
say("or on the side the steering picks first (placement steering: low-TLP kernels")
say("fill the ILP SMs first, high-TLP ones the TLP SMs).")
say()
say("| workload | GPU-T cycles | GPU-I | GPU-H any | GPU-H steering | first side | GPU-I per mm2 | GPU-H any per mm2 | GPU-H steering per mm2 |")
say("|---|---|---|---|---|---|---|---|---|")
alone = {}
STEER = "chip.dispatch.placement=steering"
g11 = {"I": [], "H": [], "Hs": [], "Ia": [], "Ha": [], "Hsa": []}
for c in rows:
    if c["kernel"] in failed:
        continue
    st = {}
    for chip, kn in (("gpu-t", []), ("gpu-i", []), ("gpu-h", []), ("gpu-hs", [STEER])):
        st[chip], err = run(c, chip[:5], kn)
        if err:
            break
    if err:
        say("| %s | does not run: %s | | | | | | | |" % (name(c), err))
        continue
    alone[c["kernel"]] = {ch: st[ch]["kernels"][0]["ipc"] for ch in st}
    t = st["gpu-t"]
    pi = t["cycles"] / st["gpu-i"]["cycles"]
    ph = t["cycles"] / st["gpu-h"]["cycles"]
    phs = t["cycles"] / st["gpu-hs"]["cycles"]
    ai = pi * t["area_mm2"] / st["gpu-i"]["area_mm2"]
    ah = ph * t["area_mm2"] / st["gpu-h"]["area_mm2"]
    ahs = phs * t["area_mm2"] / st["gpu-hs"]["area_mm2"]
    for k, v in (("I", pi), ("H", ph), ("Hs", phs), ("Ia", ai), ("Ha", ah), ("Hsa", ahs)):
        g11[k].append(v)
    say("| %s | %d | %.3f | %.3f | %.3f | %s | %.3f | %.3f | %.3f |" % (name(c), t["cycles"],
        pi, ph, phs, st["gpu-hs"]["kernels"][0]["first_side"], ai, ah, ahs))
say("| geomean | 1 | %.3f | %.3f | %.3f | | %.3f | %.3f | %.3f |" %
    tuple(gm(g11[k]) for k in ("I", "H", "Hs", "Ia", "Ha", "Hsa")))
say()
say("Paper (text of §5): GPU-H 7.5% above GPU-T and 6.5% above GPU-I on average;")
say("the per-workload bars are read from the figure only (GPU-I ahead on NQU, STO,")
say("Ray, Scan, FFT; GPU-T on MM, Con, BS, DT, SCP, MV).")
say()

# Figure 12
LOW = ["nqueens", "storegpu", "scan"]
HIGH = ["matmul", "conv_rows", "dxtc", "matvec"]
byk = {c["kernel"]: c for c in rows}
say("## Figure 12: concurrent mixes, weighted speedup")
say()
say("WS = 1/2 (IPC_X(k1 in the mix) / IPC_GPU-I(k1 alone) + IPC_X(k2 in the mix) / IPC_GPU-T(k2 alone)),")
say("k1 the low-TLP kernel, k2 the high-TLP one (the paper's §5 definition); the")
say("alone IPCs are Figure 11's (GPU-I, GPU-T: every SM). " + (
    "In a mix the kernel that finishes first runs again until the other has run once "
    "(vgiwsim --with-loop; the paper: \"add a loop ... stop when the longer kernel "
    "finishes at least 1 run\"); its IPC is over all its runs. Runs: k1's x k2's per chip."
    if LOOP else "Each kernel runs once (-n)."))
say()
say("| mix | GPU-T | GPU-I | GPU-H | GPU-H sides | runs T / I / H |")
say("|---|---|---|---|---|---|")
g12 = {"gpu-t": [], "gpu-i": [], "gpu-h": []}
prefetch([(byk[k2], chip, (), byk[k1]) for k1 in LOW for k2 in HIGH
          if k1 in alone and k2 in alone for chip in ("gpu-t", "gpu-i", "gpu-h")])
for k1 in LOW:
    for k2 in HIGH:
        if k1 not in alone or k2 not in alone:
            why = failed.get(k2) or failed.get(k1) or "not in the manifest's runs"
            say("| %s + %s | skipped: %s | | | | |" % (ABBR[k1], ABBR[k2], why))
            continue
        cells, sides, runs = [], "", []
        for chip in ("gpu-t", "gpu-i", "gpu-h"):
            s, err = run(byk[k2], chip, (), byk[k1])
            if err:
                cells.append("fails: " + err)
                continue
            ks = {k["kernel"]: k for k in s["kernels"]}
            runs.append("%dx%d" % (ks[k1]["runs"], ks[k2]["runs"]))
            ws = 0.5 * (ks[k1]["ipc"] / alone[k1]["gpu-i"] + ks[k2]["ipc"] / alone[k2]["gpu-t"])
            g12[chip].append(ws)
            cells.append("%.3f" % ws)
            if chip == "gpu-h":
                sides = "%s %s, %s %s" % (ABBR[k1], ks[k1]["side"], ABBR[k2], ks[k2]["side"])
        say("| %s + %s | %s | %s | %s |" % (ABBR[k1], ABBR[k2], " | ".join(cells), sides,
            " / ".join(runs)))
t, i, h = (gm(g12[c]) for c in ("gpu-t", "gpu-i", "gpu-h"))
say("| geomean | %.3f | %.3f | %.3f | | |" % (t, i, h))
say()
if t and i:
    say("GPU-H over GPU-I: %s, over GPU-T: %s. Paper (text of §5): +4.7%% and +19.8%%." %
        (pct(h / i), pct(h / t)))
if out:
    with open(out, "w") as f:
        f.write("\n".join(lines) + "\n")
PY
[ "$keep" = 1 ] || rm -rf "$work"
