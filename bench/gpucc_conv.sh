#!/bin/sh
# GPU-CC convolution throughput (issues 7, 14 and 16; docs/gpuccsim.md):
# compiles the streamed 3x3 and 5x5 convolutions and the natural 2-D 3x3
# (conv3x3_2d: 2-D grid, __constant__ weights; docs/gpucc.md, "Folds for
# natural kernels") for GPU-CC on a chip (default
# gtx470-cc: 14 GPU-CC SMs at 1215 MHz on a GTX 470 uncore, the GPU-CC
# paper's machine), simulates their 512x512 launches (samples/NAME.launch)
# on the whole chip (every SM, the crossbar, L2 and DRAM simulated; no
# extrapolation) and prints chip cycles, pixels per cycle, Gpixels/s at the
# chip's SM clock, the DRAM traffic per cycle and its share of the chip's
# peak (channels x 8 bytes x 4 beats per DRAM clock), then the paper's
# Table 1 (3x3, 512x512, GTX 470 and GPU-CC) beside them. Each sample's
# launch is 512x512 threads (the stream samples' padding pixels counted
# as the paper's pixels). Not a test: a measurement. Usage:
#   [CHIP=gtx470-cc] bench/gpucc_conv.sh [-b BUILD_DIR] [SAMPLE ...]
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
build=$src/build
if [ "${1:-}" = -b ]; then
	build=$2
	shift 2
fi
samples=${*:-conv3x3_stream conv5x5_stream conv3x3_2d}
chip=${CHIP:-gtx470-cc}
pixels=$((512 * 512))

cmake --build "$build" --target vgiwcc vgiwsim >/dev/null
cc=$build/compiler/vgiwcc
work=$build/bench/gpucc
mkdir -p "$work"
# the chip's SM clock and DRAM peak, from its effective description
"$cc" --chip="$chip" --print-arch=all >"$work/arch.xml"
mhz=$(sed -n '/<gpucc>/,/<\/gpucc>/s/.*<clock core-mhz="\([0-9]*\)".*/\1/p' "$work/arch.xml")
dmhz=$(sed -n 's/.*dram-mhz="\([0-9]*\)".*/\1/p' "$work/arch.xml")
chans=$(sed -n 's/.*<dram channels="\([0-9]*\)".*/\1/p' "$work/arch.xml")
printf '%-16s %6s %10s %10s %10s %12s %10s\n' sample copies cycles px/cycle \
	"Gpx/s" "DRAM B/cyc" "% of peak"
for s in $samples; do
	"$cc" --chip="$chip" --target=gpucc "$src/samples/$s.ll" -o "$work/$s.cfg"
	"$build/sim/vgiwsim" "$work/$s.cfg" --launch="$src/samples/$s.launch" \
		--chip="$chip" --stats="$work/$s.json" -q
	# the chip's own lines come first: its cycles, then its cores'
	cycles=$(sed -n 's/^  "cycles": \([0-9]*\),$/\1/p' "$work/$s.json" | head -1)
	copies=$(sed -n 's/^  "copies": \([0-9]*\),$/\1/p' "$work/$s.json" | head -1)
	bpc=$(sed -n 's/.*"dram_bytes_per_cycle": \([0-9.]*\), "xbar.*/\1/p' "$work/$s.json")
	awk -v s="$s" -v c="$cycles" -v k="$copies" -v px="$pixels" -v mhz="$mhz" \
		-v bpc="$bpc" -v dmhz="$dmhz" -v ch="$chans" 'BEGIN {
		ppc = px / c; peak = ch * 8 * 4 * dmhz / mhz
		printf "%-16s %6d %10d %10.3f %10.2f %12.1f %9.0f%%\n", s, k, c, ppc,
			ppc * mhz / 1000, bpc, 100 * bpc / peak
	}'
done
echo
echo "the paper's Table 1 (3x3, 512x512; section 4.1-4.2):"
printf '  %-20s %s\n' "GTX 470 Naive" "3.5 Gpixels/s" "GTX 470 By line" "6.4 Gpixels/s" \
	"GTX 470 By line (R)" "7.8 Gpixels/s" "GTX 470 Shared memory" "4.7 Gpixels/s" \
	"GTX 470 Shared (R)" "4.7 Gpixels/s" "GPU-CC (Fig. 4)" "14.8 Gpixels/s"
