#!/usr/bin/env bash
# Every output the tools make of the samples, into one directory, so that a
# change meant to keep behaviour (a refactor, a speed-up) can be checked by
# `diff -r` of a snapshot before and after. Not a test. Usage, from the
# repository root:
#   bench/snapshot.sh BUILD_DIR OUT_DIR
# For every sample .ll (and its -O0 form; the LLVM 19 forms when the build
# is on LLVM 19): vgiwcc --emit=blocks,dfg,report,asm,kir,dot,cfg and the
# place-and-route --stats JSON; the same emits with --target=gpucc for the
# samples of samples/gpucc.list; --print-arch and --help; vgiwsim's stats
# JSON, output buffers and trace at the small launch of every sample (VGIW
# GPU-CC and SIMT) and the `--run --check` summaries; every VGIW sample at
# its full launch (stats, buffers, trace), at its small launch with the
# linear LVC layout, and at its full launch on the vgiw15 chip;
# --target=simt --emit=asm,report of every sample. Host-time lines
# ("simulation took") are left out; stderr and the exit status of each
# command are kept beside its output.
set -u
B=$1; OUT=$2
CC=$B/compiler/vgiwcc; SIM=$B/sim/vgiwsim
mkdir -p "$OUT"
run() { local f=$1; shift; "$@" >"$OUT/$f" 2>"$OUT/$f.err"; echo "rc=$?" >>"$OUT/$f.err"
        sed -i '/simulation took/d' "$OUT/$f.err"; }
lls="samples/*.ll samples/O0/*.ll"
"$CC" --version | grep -q 'LLVM 19' && lls="$lls samples/llvm19/*.ll samples/llvm19/O0/*.ll"
for ll in $lls; do
  tag=$(echo "$ll" | tr / _)
  for e in blocks dfg report asm kir dot cfg; do run "$tag.$e" "$CC" "$ll" --emit=$e -o -; done
  run "$tag.prrep" "$CC" "$ll" --emit=report --stats="$OUT/$tag.prstats"
done
for s in $(grep -v '^#' samples/gpucc.list); do
  for ll in samples/$s.ll samples/O0/$s.ll; do
    tag=$(echo "$ll" | tr / _)_gpucc
    for e in blocks dfg report asm kir dot cfg; do run "$tag.$e" "$CC" --target=gpucc "$ll" --emit=$e -o -; done
  done
done
for ll in samples/*.ll; do
  tag=$(echo "$ll" | tr / _)_simt
  for e in asm report; do run "$tag.$e" "$CC" --target=simt "$ll" --emit=$e -o -; done
  s=$(basename "$ll" .ll)
  [ -f samples/small/$s.launch ] || continue
  "$CC" --target=simt "$ll" -o "$OUT/${s}_simt.cfg.bin" 2>/dev/null || continue
  mkdir -p "$OUT/out_simt_$s"
  run "simsimt_$s.txt" "$SIM" "$OUT/${s}_simt.cfg.bin" --launch=samples/small/$s.launch \
    --stats="$OUT/simsimt_$s.json" --out="$OUT/out_simt_$s" -q
done
run arch_vgiw.xml "$CC" --print-arch=vgiw
run vgiwcc_help.txt "$CC" --help
for launch in samples/small/*.launch; do
  s=$(basename "$launch" .launch)
  "$CC" samples/$s.ll -o "$OUT/$s.cfg.bin" 2>/dev/null || continue
  mkdir -p "$OUT/out_$s"
  run "sim_$s.txt" "$SIM" "$OUT/$s.cfg.bin" --launch="$launch" --stats="$OUT/sim_$s.json" --out="$OUT/out_$s" -q
  run "simtrace_$s.txt" "$SIM" "$OUT/$s.cfg.bin" --launch="$launch" --trace="$OUT/simtrace_$s.json" -q
  run "check_$s.txt" "$CC" samples/$s.ll --run --check --launch="$launch"
done
for s in $(grep -v '^#' samples/gpucc.list); do
  "$CC" --target=gpucc samples/$s.ll -o "$OUT/${s}_gpucc.cfg.bin" 2>/dev/null
  mkdir -p "$OUT/out_gpucc_$s"
  run "simgpucc_$s.txt" "$SIM" "$OUT/${s}_gpucc.cfg.bin" --launch=samples/small/$s.launch --stats="$OUT/simgpucc_$s.json" --out="$OUT/out_gpucc_$s" -q
done
for launch in samples/*.launch; do
  s=$(basename "$launch" .launch)
  [ -f "$OUT/$s.cfg.bin" ] || continue
  mkdir -p "$OUT/outfull_$s"
  run "simfull_$s.txt" "$SIM" "$OUT/$s.cfg.bin" --launch="$launch" --stats="$OUT/simfull_$s.json" \
    --out="$OUT/outfull_$s" --trace="$OUT/simfull_$s.trace.json" -q
  run "simlinear_$s.txt" "$SIM" "$OUT/$s.cfg.bin" --launch=samples/small/$s.launch \
    --lvc-layout=linear --stats="$OUT/simlinear_$s.json" -q
  run "simchip_$s.txt" "$SIM" "$OUT/$s.cfg.bin" --launch="$launch" --chip=vgiw15 \
    --stats="$OUT/simchip_$s.json" -q
done
