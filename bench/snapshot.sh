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
# linear LVC layout, and at its full launch on the vgiw15 chip; every SGMF
# sample on one core and on vgiw15; every embedded chip with -j 1 and -j 2
# at the small launches, and two kernels at once;
# --target=simt --emit=asm,report of every sample; vgiwref's buffers and
# summary of every sample at its small and full launch. Host-time lines
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
REF=$B/reference/vgiwref
for launch in samples/small/*.launch samples/*.launch; do
  s=$(basename "$launch" .launch); tag=$(echo "$launch" | tr / _)
  mkdir -p "$OUT/ref_$tag"
  run "ref_$tag.txt" "$REF" samples/$s.ll --launch="$launch" --out="$OUT/ref_$tag"
  sed -i "s|$OUT/||" "$OUT/ref_$tag.txt"  # the summary names the out directory
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
# SGMF: every sample of samples/sgmf.list, its emits, its small launch on
# one core and on the vgiw15 chip
for s in $(grep -v '^#' samples/sgmf.list); do
  for e in asm report; do run "${s}_sgmf.$e" "$CC" --target=sgmf samples/$s.ll --emit=$e -o -; done
  "$CC" --target=sgmf samples/$s.ll -o "$OUT/${s}_sgmf.cfg.bin" 2>/dev/null || continue
  mkdir -p "$OUT/out_sgmf_$s"
  run "simsgmf_$s.txt" "$SIM" "$OUT/${s}_sgmf.cfg.bin" --launch=samples/small/$s.launch \
    --stats="$OUT/simsgmf_$s.json" --out="$OUT/out_sgmf_$s" -q
  run "simsgmfchip_$s.txt" "$SIM" "$OUT/${s}_sgmf.cfg.bin" --launch=samples/$s.launch --chip=vgiw15 \
    --stats="$OUT/simsgmfchip_$s.json" -q
done
# every embedded chip with the programs of its machine (compiled for the
# chip's cores), in one host thread and in two: the results must not
# depend on -j
smalls=$(ls samples/small/*.launch | xargs -n1 basename | sed 's/\.launch$//')
for s in $smalls; do
  for chip in gtx480 ilp-baseline gpu-t gpu-i gpu-h; do
    "$CC" --target=simt --chip=$chip samples/$s.ll -o "$OUT/${s}_simt_$chip.cfg.bin" 2>/dev/null
  done
  grep -qx "$s" samples/gpucc.list &&
    "$CC" --target=gpucc --chip=gtx470-cc samples/$s.ll -o "$OUT/${s}_gpucc_chip.cfg.bin" 2>/dev/null
done
for j in 1 2; do
  for s in $smalls; do
    for chip in gtx480 ilp-baseline gpu-t gpu-i gpu-h; do
      [ -f "$OUT/${s}_simt_$chip.cfg.bin" ] && run "simtchip_${chip}_j${j}_$s.txt" "$SIM" \
        "$OUT/${s}_simt_$chip.cfg.bin" --launch=samples/small/$s.launch --chip=$chip -j $j \
        --stats="$OUT/simtchip_${chip}_j${j}_$s.json" -q
    done
    [ -f "$OUT/$s.cfg.bin" ] && run "simchip_j${j}_$s.txt" "$SIM" "$OUT/$s.cfg.bin" \
      --launch=samples/small/$s.launch --chip=vgiw15 -j $j --stats="$OUT/simchip_j${j}_$s.json" -q
    [ -f "$OUT/${s}_gpucc_chip.cfg.bin" ] && run "simgpuccchip_j${j}_$s.txt" "$SIM" \
      "$OUT/${s}_gpucc_chip.cfg.bin" --launch=samples/small/$s.launch --chip=gtx470-cc -j $j \
      --stats="$OUT/simgpuccchip_j${j}_$s.json" -q
  done
  # two kernels at once on one chip
  run "simtwith_j$j.txt" "$SIM" "$OUT/saxpy_simt_gpu-h.cfg.bin" --launch=samples/small/saxpy.launch \
    --chip=gpu-h -j $j --with="$OUT/vecadd_simt_gpu-h.cfg.bin" --with-launch=samples/small/vecadd.launch \
    --stats="$OUT/simtwith_j$j.json" -q
  run "simwith_j$j.txt" "$SIM" "$OUT/saxpy.cfg.bin" --launch=samples/small/saxpy.launch \
    --chip=vgiw15 -j $j --with="$OUT/vecadd.cfg.bin" --with-launch=samples/small/vecadd.launch \
    --stats="$OUT/simwith_j$j.json" -q
done
