# Sourced by the speed scripts: fastest_cpu CMD ... runs CMD $runs times
# (default 1) with stdout discarded and prints the fastest run's user +
# system seconds (GNU time); a failing run prints its stderr and exits.
# Uses $work for its scratch files.
[ -x /usr/bin/time ] || { echo "$0: needs /usr/bin/time (Debian package 'time')" >&2; exit 1; }
fastest_cpu() {
	best= r=0
	while [ $r -lt "${runs:-1}" ]; do
		/usr/bin/time -o "$work/cpu.time" -f '%U %S' "$@" >/dev/null 2>"$work/cpu.err" ||
			{ cat "$work/cpu.err" >&2; exit 1; }
		best=$(awk -v best="$best" 'END { c = $1 + $2; print (best == "" || c < best) ? c : best }' "$work/cpu.time")
		r=$((r + 1))
	done
	echo "$best"
}
