#!/bin/sh
# SIMT registers per thread and occupancy (warps per SM) of every kernel the
# SIMT target runs: the ILP suite (suites/ilp/manifest.tsv, on the ILP
# study's SM, chip ilp-baseline), Rodinia (suites/rodinia/manifest.tsv) and
# the samples (samples/NAME.ll at NAME.launch), the last two on the default
# SIMT SM (GTX480); each at its launch's CTA size, from `vgiwcc
# --target=simt --emit=report` (docs/simt.md, "Registers and occupancy").
# With -B, a second compiler (another checkout's build, e.g. main's) gives
# the "before" columns. With -r, each kernel also runs at its launch
# (`--run --check`: the ILP suite on the chip ilp-baseline, the others on
# one SM) and the table gains its cycles and whether every buffer matched
# the reference interpreter. Not a test.
#   bench/simt_regs.sh [-b BUILD_DIR] [-B BASE_VGIWCC] [-r]
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
build=$src/build
base=
runs=0
while [ $# -gt 0 ]; do
	case $1 in
	-b) build=$2; shift 2 ;;
	-B) base=$2; shift 2 ;;
	-r) runs=1; shift ;;
	*) echo "usage: $0 [-b BUILD_DIR] [-B BASE_VGIWCC] [-r]" >&2; exit 2 ;;
	esac
done
cmake --build "$build" --target vgiwcc >/dev/null
python3 - "$src" "$build/compiler/vgiwcc" "$base" "$runs" <<'PY'
import os, re, subprocess, sys

src, cc, base, runs = sys.argv[1:5]
runs = runs == "1"

def manifest(suite):
    d = os.path.join(src, "suites", suite)
    with open(os.path.join(d, "manifest.tsv")) as f:
        head = f.readline().rstrip("\n").split("\t")
        for line in f:
            c = dict(zip(head, line.rstrip("\n").split("\t")))
            if c.get("simt") == "run":
                yield (os.path.join(d, c["source"].replace(".cu", ".ll")),
                       c["kernel"], os.path.join(d, c["launch"]))

def samples():
    d = os.path.join(src, "samples")
    for n in sorted(os.listdir(d)):
        if n.endswith(".ll") and os.path.exists(os.path.join(d, n[:-3] + ".launch")):
            yield os.path.join(d, n), None, os.path.join(d, n[:-3] + ".launch")

def report(comp, ll, kernel, launch, chip):
    """{kernel: (registers, spilled values, warps/SM, limit)} or an error."""
    a = [comp, "--target=simt", "--emit=report", ll, "--launch=" + launch, "-o", "-"]
    if kernel:
        a.append("--kernel=" + kernel)
    if chip:
        a.append("--chip=" + chip)
    r = subprocess.run(a, capture_output=True, text=True)
    if r.returncode:
        return r.stderr.strip().splitlines()[-1]
    out, cur, occ = {}, None, False
    for line in r.stdout.splitlines():
        m = re.match(r"kernel (\S+): SIMT", line)
        if m:
            cur = m.group(1)
            out[cur] = [None, None, None, None]
            occ = False
            continue
        m = re.match(r"\s+registers per thread (\d+)", line)
        if m and cur:
            out[cur][0] = int(m.group(1))
        m = re.match(r"\s+spilled values (\d+)", line)
        if m and cur:
            out[cur][1] = int(m.group(1))
        if line.strip().startswith("threads/CTA"):
            occ = True
            continue
        m = re.match(r"\s+(\d+)\s+(\d+)\s+(\d+)\s+\S+%\s+(\S+)", line)
        if occ and m and cur:
            out[cur][2], out[cur][3] = int(m.group(3)), m.group(4)
            occ = False
    return out

def cycles(comp, ll, kernel, launch, chip):
    """The run's cycles and 'ok' when --check passed, else the error."""
    a = [comp, "--target=simt", ll, "--launch=" + launch, "--run", "--check"]
    if kernel:
        a.append("--kernel=" + kernel)
    if chip:
        a.append("--chip=" + chip)
    r = subprocess.run(a, capture_output=True, text=True)
    text = r.stdout + r.stderr
    m = re.search(r": (\d+) cycles", text)
    ok = "check: every buffer matches" in text and not r.returncode
    return (int(m.group(1)) if m else None), ("ok" if ok else "FAIL")

def cell(v):
    return "-" if v is None else str(v)

print("| suite | kernel | registers | spilled | warps/SM | limit |" +
      (" cycles | check |" if runs else ""))
print("|---|---|---|---|---|---|" + ("---|---|" if runs else ""))
tot = {}
for suite, rows, chip in (("ilp", manifest("ilp"), "ilp-baseline"),
                          ("rodinia", manifest("rodinia"), None),
                          ("samples", samples(), None)):
    for ll, kernel, launch in rows:
        now = report(cc, ll, kernel, launch, chip)
        old = report(base, ll, kernel, launch, chip) if base else {}
        if isinstance(now, str):
            print("| %s | %s | error: %s | | | |" % (suite, kernel or ll, now))
            continue
        for k, v in now.items():
            o = old.get(k) if isinstance(old, dict) else None
            def pair(j):
                if not base:
                    return cell(v[j])
                if o is None:
                    return "? -> " + cell(v[j])
                return "%s -> %s" % (cell(o[j]), cell(v[j]))
            row = "| %s | %s | %s | %s | %s | %s |" % (suite, k, pair(0), pair(1),
                  pair(2), v[3] or "-")
            if runs:
                kn = kernel or k
                c1, ok = cycles(cc, ll, kn, launch, chip)
                if base:
                    c0, ok0 = cycles(base, ll, kn, launch, chip)
                    row += " %s -> %s | %s |" % (cell(c0), cell(c1), ok)
                else:
                    row += " %s | %s |" % (cell(c1), ok)
            print(row, flush=True)
            t = tot.setdefault(suite, [0, 0, 0])
            t[0] += 1
            if o and o[0] is not None and v[0] is not None:
                t[1] += o[0] - v[0]
            if o and o[2] is not None and v[2] is not None and v[2] != o[2]:
                t[2] += 1
if base:
    for s, t in tot.items():
        print("%s: %d kernels, %d registers fewer in all, occupancy changed on %d"
              % (s, t[0], t[1], t[2]))
PY
