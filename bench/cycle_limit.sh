#!/usr/bin/env bash
# The default cycle limit against what real kernels take: every sample at
# its full launch (VGIW and SIMT; GPU-CC for samples/gpucc.list, SGMF for
# samples/sgmf.list), every Rodinia and ILP suite kernel on the targets its
# manifest runs, and with -B the bench launches (bench/launch, VGIW; long).
# Each is compiled, its default limit read with vgiwsim --print-max-cycles
# and then run with no limit; prints cycles, the limit and limit/cycles
# (docs/simulator.md, "Cycle limit"). A ratio at or below 1 is a kernel the
# default would cut short. Not a test. Usage, from the repository root:
#   bench/cycle_limit.sh [-b BUILD_DIR] [-B]
set -u
build=build; with_bench=0
while [ $# -gt 0 ]; do
	case $1 in
	-b) build=$2; shift 2 ;;
	-B) with_bench=1; shift ;;
	*) echo "usage: $0 [-b BUILD] [-B]" >&2; exit 2 ;;
	esac
done
build=$(cd "$build" && pwd) || exit 2
cc=$build/compiler/vgiwcc; sim=$build/sim/vgiwsim
[ -x "$cc" ] && [ -x "$sim" ] || { echo "$0: build vgiwcc and vgiwsim in $build first" >&2; exit 2; }
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
worst=
# one(NAME TARGET LL KERNEL LAUNCH)
one() {
	local name=$1 t=$2 ll=$3 k=$4 launch=$5 lim cyc
	if ! "$cc" --target="$t" --kernel="$k" "$ll" -o "$work/k.cfg" 2>"$work/err"; then
		printf '%-40s %-5s %s\n' "$name" "$t" "not compiled: $(head -1 "$work/err")"; return
	fi
	lim=$("$sim" "$work/k.cfg" --kernel="$k" --launch="$launch" --print-max-cycles 2>"$work/err") || {
		printf '%-40s %-5s %s\n' "$name" "$t" "no limit: $(head -1 "$work/err")"; return; }
	if ! ("$sim" "$work/k.cfg" --kernel="$k" --launch="$launch" \
		--max-cycles=0 -q --stats="$work/s.json" 2>"$work/err"); then
		printf '%-40s %-5s %s\n' "$name" "$t" "failed: $(head -1 "$work/err")"; return
	fi
	cyc=$(grep -o '"cycles": *[0-9]*' "$work/s.json" | head -1 | grep -o '[0-9]*$')
	printf '%-40s %-5s %12s %15s %12s\n' "$name" "$t" "$cyc" "$lim" "$(awk -v l="$lim" -v c="$cyc" 'BEGIN { printf "%.0f", l / c }')"
}
printf '%-40s %-5s %12s %15s %12s\n' kernel tgt cycles limit limit/cycles
for launch in samples/*.launch; do
	s=$(basename "$launch" .launch)
	for t in vgiw simt; do one "samples/$s" $t samples/$s.ll "$s" "$PWD/$launch"; done
	grep -qx "$s" samples/gpucc.list && one "samples/$s" gpucc samples/$s.ll "$s" "$PWD/$launch"
	grep -qx "$s" samples/sgmf.list && one "samples/$s" sgmf samples/$s.ll "$s" "$PWD/$launch"
done
for suite in rodinia ilp; do
	m=suites/$suite/manifest.tsv
	hdr=$(head -1 "$m")
	tail -n +2 "$m" | while IFS=$'\t' read -r -a f; do
		IFS=$'\t' read -r -a h <<<"$hdr"
		for i in "${!h[@]}"; do
			case ${h[$i]} in
			vgiw|simt|gpucc|sgmf)
				[ "${f[$i]}" = run ] && one "$suite/${f[1]}" "${h[$i]}" \
					"suites/$suite/${f[0]%.cu}.ll" "${f[1]}" "$PWD/suites/$suite/${f[2]}" ;;
			esac
		done
	done
done
if [ $with_bench = 1 ]; then
	for launch in bench/launch/*.launch; do
		s=$(basename "$launch" .launch); ll=samples/${s%_4m}.ll
		one "bench/$s" vgiw "$ll" "${s%_4m}" "$PWD/$launch"
	done
fi
