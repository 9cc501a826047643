#!/usr/bin/env python3
"""Compares two co-simulation logs (vgiwsim --cosim and rtl-tb, docs/rtl.md)
block execution by block execution: the executions in the same order, the
same cycles, and the same loads, stores, live-value writes, CVT writes and
exits, each at the same cycle (records of one cycle in any order)."""
import sys

RESULTS = ("ld", "st", "atom", "lv", "br", "exit")


def executions(path):
    out, cur = [], None
    with open(path) as f:
        for line in f:
            w = line.split()
            if not w:
                continue
            if w[0] == "blk":
                cur = {"blk": line.strip(), "rec": [], "end": None}
            elif w[0] in RESULTS and cur is not None:
                cur["rec"].append(line.strip())
            elif w[0] == "end" and cur is not None:
                cur["end"] = line.strip()
                cur["rec"].sort(key=lambda r: (int(r.split()[1]), r))
                out.append(cur)
                cur = None
    return out


def main():
    if len(sys.argv) != 3:
        print("usage: cosim_compare.py vgiwsim.log rtl.log", file=sys.stderr)
        return 2
    a, b = executions(sys.argv[1]), executions(sys.argv[2])
    if not a:
        print(f"{sys.argv[1]}: no block execution", file=sys.stderr)
        return 1
    if len(a) != len(b):
        print(f"{len(a)} block executions in vgiwsim's log, {len(b)} in the RTL's",
              file=sys.stderr)
        return 1
    nrec = 0
    for i, (x, y) in enumerate(zip(a, b)):
        what = f"execution {i} ({x['blk'].split()[1]})"
        if x["blk"] != y["blk"]:
            print(f"{what}: vgiwsim runs `{x['blk'][:60]}`, the RTL `{y['blk'][:60]}`",
                  file=sys.stderr)
            return 1
        for j, (r, s) in enumerate(zip(x["rec"], y["rec"])):
            if r != s:
                print(f"{what}: record {j}: vgiwsim `{r}`, RTL `{s}`", file=sys.stderr)
                return 1
        if len(x["rec"]) != len(y["rec"]):
            print(f"{what}: {len(x['rec'])} records from vgiwsim, {len(y['rec'])} "
                  "from the RTL", file=sys.stderr)
            return 1
        if x["end"] != y["end"]:
            print(f"{what}: vgiwsim `{x['end']}`, RTL `{y['end']}`", file=sys.stderr)
            return 1
        nrec += len(x["rec"])
    print(f"agree: {len(a)} block executions, {nrec} records, "
          f"{sum(int(x['end'].split()[2]) for x in a)} cycles")
    return 0


if __name__ == "__main__":
    sys.exit(main())
