#!/bin/sh
# GPU-CC convolution throughput (issue 7; docs/gpuccsim.md): compiles the
# streamed 3x3 and 5x5 convolutions for GPU-CC, simulates their 512x512
# launches (samples/NAME.launch) on one SM and prints cycles, pixels per
# cycle, Gpixels/s of one SM at CLOCK_MHZ, and an estimate for a GPU of SMS
# SMs: SMS x one SM's rate, capped by DRAM bandwidth at 8 bytes per pixel
# (one read, one write: the bound of the GPU-CC paper's section 4.2).
# Defaults are the paper's GTX 470: 14 SMs, 1215 MHz shader clock, 133.9
# GB/s (NVIDIA's specification); the paper reports 14.8 Gpixels/s for 3x3.
# Not a test: a measurement. Usage:
#   [SMS=14] [CLOCK_MHZ=1215] [BW_GBS=133.9] bench/gpucc_conv.sh [-b BUILD_DIR] [SAMPLE ...]
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
build=$src/build/llvm14
if [ "${1:-}" = -b ]; then
	build=$2
	shift 2
fi
samples=${*:-conv3x3_stream conv5x5_stream}
sms=${SMS:-14}
mhz=${CLOCK_MHZ:-1215}
bw=${BW_GBS:-133.9}
pixels=$((512 * 512))

cmake --build "$build" --target vgiwcc vgiwsim >/dev/null
work=$build/bench/gpucc
mkdir -p "$work"
printf '%-16s %6s %10s %10s %12s %14s %10s\n' sample copies cycles px/cycle \
	"Gpx/s (1 SM)" "Gpx/s ($sms SMs)" bound
for s in $samples; do
	"$build/compiler/vgiwcc" --target=gpucc "$src/samples/$s.ll" -o "$work/$s.cfg"
	"$build/sim/vgiwsim" "$work/$s.cfg" --launch="$src/samples/$s.launch" \
		--stats="$work/$s.json" -q
	cycles=$(sed -n 's/^  "cycles": \([0-9]*\),$/\1/p' "$work/$s.json")
	copies=$(sed -n 's/^  "copies": \([0-9]*\),$/\1/p' "$work/$s.json")
	awk -v s="$s" -v c="$cycles" -v k="$copies" -v px="$pixels" -v mhz="$mhz" \
		-v sms="$sms" -v bw="$bw" 'BEGIN {
		ppc = px / c; one = ppc * mhz / 1000; all = one * sms; cap = bw / 8
		printf "%-16s %6d %10d %10.3f %12.2f %14.2f %10s\n", s, k, c, ppc,
			one, all < cap ? all : cap, all < cap ? "compute" : "DRAM"
	}'
done
