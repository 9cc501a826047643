#!/bin/bash
# One step of the vgiw-eval tests (tests/eval/eval.cmake):
#   eval.sh VGIW_EVAL VGIWCC TESTDIR WORKDIR STEP
set -u
eval_=$1 vgiwcc=$2 src=$3 work=$4 step=$5
fail() { echo "FAIL: $*" >&2; exit 1; }
run() { # OUT [options]: run vgiw-eval on small.tsv
	local o=$1; shift
	"$eval_" "$src/small.tsv" --machines=simt,gpucc --vgiwcc="$vgiwcc" \
		-A simt.scheduler.count=1,2 --out="$o" "$@"
}
field() { # CSV ROW COLUMN-NAME: one cell, RFC 4180 quoting undone
	python3 -c 'import csv, sys
rows = list(csv.reader(open(sys.argv[1], newline="")))
print(rows[int(sys.argv[2])][rows[0].index(sys.argv[3])])' "$@"
}
mkdir -p "$work"
tiny() { # FILE: a one-line manifest, saxpy with its small launch (gpucc refuses it)
	local f=$1
	printf 'source\tkernel\tlaunch\tsimt\tgpucc\tnotes\n%s\tsaxpy\t%s\trun\trefuse:barrier\ttiny\n' \
		"$src/../../samples/saxpy.ll" "$src/../../samples/small/saxpy.launch" >"$f"
}
case $step in
hostile)
	# --out and the manifest's folder with shell syntax and a space: data,
	# never run by a shell; -A values are not glob-expanded
	rm -rf "$work/ho" && mkdir -p "$work/ho/m dir;\$(touch INJ2)"
	cd "$work/ho" || fail "cd"
	m="$work/ho/m dir;\$(touch INJ2)/m.tsv"
	tiny "$m"
	for o in 'o;touch INJ1' 'o$(touch INJ2)' 'o `touch INJ3`' "o'q\"d"; do
		"$eval_" "$m" --machines=simt,gpucc --vgiwcc="$vgiwcc" --out="$work/ho/$o" -j 2 --no-report \
			2>"$work/ho.err" || fail "--out='$o': exit $?: $(cat "$work/ho.err")"
		csv=$work/ho/$o/results.csv
		[ "$(field "$csv" 1 status)" = ok ] || fail "--out='$o': $(field "$csv" 1 status) $(field "$csv" 1 message)"
		[ "$(field "$csv" 2 status)" = refused ] || fail "--out='$o': row 2 $(field "$csv" 2 status)"
	done
	find "$work/ho" -name 'INJ[0-9]' | grep -q . && fail "a shell ran a path: $(find "$work/ho" -name 'INJ[0-9]')"
	# -A 'PATH=*' in a folder with files: one run whose value is '*'
	touch "$work/ho/a" "$work/ho/b"
	"$eval_" "$m" --machines=gpucc --vgiwcc="$vgiwcc" --out="$work/ho/glob" -A 'gpucc.x=*' --no-report \
		2>"$work/ho.err" || fail "-A 'gpucc.x=*': exit $?: $(cat "$work/ho.err")"
	[ "$(wc -l <"$work/ho/glob/runs.tsv")" = 1 ] || fail "-A '*' was expanded: $(cat "$work/ho/glob/runs.tsv")"
	[ "$(field "$work/ho/glob/results.csv" 1 gpucc.x)" = '*' ] || fail "-A '*': $(cat "$work/ho/glob/results.csv")"
	;;
crlf)
	# CR line ends: refused, naming the file and line, nothing written
	rm -rf "$work/cr" && mkdir -p "$work/cr"
	tiny "$work/cr/m.tsv"
	sed 's/$/\r/' "$work/cr/m.tsv" >"$work/cr/crlf.tsv"
	"$eval_" "$work/cr/crlf.tsv" --machines=gpucc --vgiwcc="$vgiwcc" --out="$work/cr/o" 2>"$work/cr.err" &&
		fail "a CRLF manifest was accepted"
	grep -q "crlf.tsv:1: .*CR" "$work/cr.err" || fail "no file:line diagnostic: $(cat "$work/cr.err")"
	[ ! -e "$work/cr/o" ] || fail "output written for a CRLF manifest"
	# one CR in a cell of line 2
	sed '2s/tiny/ti\rny/' "$work/cr/m.tsv" >"$work/cr/cell.tsv"
	"$eval_" "$work/cr/cell.tsv" --machines=gpucc --vgiwcc="$vgiwcc" --out="$work/cr/o" 2>"$work/cr.err" &&
		fail "a CR in a cell was accepted"
	grep -q "cell.tsv:2: " "$work/cr.err" || fail "no file:line diagnostic: $(cat "$work/cr.err")"
	[ ! -e "$work/cr/o" ] || fail "output written for a CR in a cell"
	;;
interrupt)
	# SIGINT to the sweep's process group (as ^C does) while a run is going:
	# non-zero exit, no results.csv or report, the finished runs kept; the
	# same command then finishes the rest
	rm -rf "$work/int" && mkdir -p "$work/int"
	tiny "$work/int/m.tsv"
	# a vgiwcc that takes 3 s more to simulate, so that the signal finds a run going
	printf '#!/bin/bash\ncase " $* " in *" --run "*) sleep 3 ;; esac\nexec %q "$@"\n' "$vgiwcc" >"$work/int/slow"
	chmod +x "$work/int/slow"
	set -m
	"$eval_" "$work/int/m.tsv" --machines=simt --vgiwcc="$work/int/slow" -A simt.scheduler.count=1,2,3 \
		--out="$work/int/o" -j 1 2>"$work/int.err" &
	pid=$!
	set +m
	for _ in $(seq 600); do [ -f "$work/int/o/runs/L0002-simt-1.status" ] && break; sleep 0.1; done
	[ -f "$work/int/o/runs/L0002-simt-1.status" ] || { kill -- -$pid; fail "the first run did not finish"; }
	sleep 0.5
	kill -INT -- -$pid
	wait $pid
	rc=$?
	[ $rc -ne 0 ] || fail "an interrupted sweep exited 0: $(cat "$work/int.err")"
	grep -q 'vgiw-eval: error: interrupted' "$work/int.err" || fail "no message: $(cat "$work/int.err")"
	[ ! -e "$work/int/o/results.csv" ] || fail "an interrupted sweep wrote results.csv"
	[ ! -e "$work/int/o/report" ] || fail "an interrupted sweep wrote a report"
	[ ! -e "$work/int/o/runs/L0002-simt-3.status" ] || fail "the last run finished: the signal came too late"
	[ "$(sed -n 2p "$work/int/o/runs/L0002-simt-1.status")" = ok ] || fail "the finished run was not kept"
	for f in "$work"/int/o/runs/*.status; do
		[ "$(sed -n 2p "$f")" = ok ] || fail "$f: a run recorded as interrupted: $(cat "$f")"
	done
	"$eval_" "$work/int/m.tsv" --machines=simt --vgiwcc="$vgiwcc" -A simt.scheduler.count=1,2,3 \
		--out="$work/int/o" -j 1 --no-report 2>"$work/int.err" || fail "the resume exited $?: $(cat "$work/int.err")"
	grep -Eq '3 runs, [12] done already' "$work/int.err" || fail "not resumed: $(cat "$work/int.err")"
	for r in 1 2 3; do
		[ "$(field "$work/int/o/results.csv" $r status)" = ok ] || fail "row $r after the resume: $(field "$work/int/o/results.csv" $r message)"
	done
	;;
fulldisk)
	# writes that fail (the file size limit: EFBIG, as ENOSPC would): exit
	# 1 naming the file, no results.csv, no status file; the same command
	# without the limit then finishes
	rm -rf "$work/fd" && mkdir -p "$work/fd"
	tiny "$work/fd/m.tsv"
	# a long notes cell: in every row of results.csv, once in the other files
	sed -i "2s/tiny\$/$(printf 'n%.0s' $(seq 1500))/" "$work/fd/m.tsv"
	go() { "$eval_" "$work/fd/m.tsv" --machines=gpucc --vgiwcc="$vgiwcc" -A gpucc.clock.core-mhz=1400,1401,1402,1403,1404,1405 \
		--out="$work/fd/o" -j 2 --no-report; }
	go 2>"$work/fd.err" || fail "exit $?: $(cat "$work/fd.err")"
	cp "$work/fd/o/results.csv" "$work/fd/first.csv"
	# a limit that results.csv (about 10 KB) passes part way, the files
	# written before it (about 2 KB) do not
	big=$(wc -c "$work"/fd/o/runs.tsv "$work"/fd/o/manifest.lines | sort -n | sed -n 2p | awk '{ print $1 }')
	kb=$((big / 1024 + 1))
	[ $((kb * 1024)) -lt "$(wc -c <"$work/fd/first.csv")" ] || fail "results.csv is too small for this test"
	rm "$work/fd/o/results.csv"
	(ulimit -f $kb; trap '' XFSZ; go) 2>"$work/fd.err" && fail "a failed results.csv write exited 0"
	grep -q "vgiw-eval: error: .*results.csv" "$work/fd.err" || fail "no message naming results.csv: $(cat "$work/fd.err")"
	grep -q "wrote" "$work/fd.err" && fail "says it wrote: $(cat "$work/fd.err")"
	[ ! -e "$work/fd/o/results.csv" ] || fail "a partial results.csv"
	# nothing can be written: the first write fails, and a run writes no status
	rm -f "$work"/fd/o/runs/L0002-gpucc-1.*
	# (stderr to a pipe: a file could not be written either)
	err=$( (ulimit -f 0; trap '' XFSZ; go) 2>&1) && fail "a sweep that can write nothing exited 0"
	grep -q "vgiw-eval: error: $work/fd/o/" <<<"$err" || fail "no message naming a file: $err"
	err=$( (ulimit -f 0; trap '' XFSZ; "$eval_" --run-one "$work/fd/o" L0002-gpucc-1) 2>&1) &&
		fail "a run that cannot write its status exited 0"
	grep -q "vgiw-eval: error: $work/fd/o/runs/L0002-gpucc-1.status: " <<<"$err" || fail "no message naming the status: $err"
	[ ! -e "$work/fd/o/runs/L0002-gpucc-1.status" ] || fail "a status file from a failed write"
	go 2>"$work/fd.err" || fail "the resume exited $?: $(cat "$work/fd.err")"
	grep -q '6 runs, 5 done already, 1 to run' "$work/fd.err" || fail "not resumed: $(cat "$work/fd.err")"
	cmp "$work/fd/first.csv" "$work/fd/o/results.csv" || fail "the resumed results.csv differs"
	;;
status)
	# a status file cut short (or damaged) is not done: run again, with a warning
	rm -rf "$work/st" && mkdir -p "$work/st"
	tiny "$work/st/m.tsv"
	go() { "$eval_" "$work/st/m.tsv" --machines=simt,gpucc --vgiwcc="$vgiwcc" --out="$work/st/o" --no-report; }
	go 2>"$work/st.err" || fail "exit $?: $(cat "$work/st.err")"
	cp "$work/st/o/results.csv" "$work/st/first.csv"
	for cut in 1 2; do
		for id in L0002-simt-1 L0002-gpucc-1; do
			head -n $cut "$work/st/o/runs/$id.status" >"$work/st/s" && mv "$work/st/s" "$work/st/o/runs/$id.status"
		done
		go 2>"$work/st.err" || fail "exit $?: $(cat "$work/st.err")"
		grep -q '2 runs, 0 done already, 2 to run' "$work/st.err" || fail "a cut status counted as done: $(cat "$work/st.err")"
		grep -q "warning: $work/st/o/runs/L0002-simt-1.status: " "$work/st.err" || fail "no warning: $(cat "$work/st.err")"
		cmp "$work/st/first.csv" "$work/st/o/results.csv" || fail "results.csv differs"
	done
	# a status other than ok, refused, error
	sed -i '2s/.*/done/' "$work/st/o/runs/L0002-gpucc-1.status"
	go 2>"$work/st.err" || fail "exit $?: $(cat "$work/st.err")"
	grep -q '2 runs, 1 done already, 1 to run' "$work/st.err" || fail "a bad status counted as done: $(cat "$work/st.err")"
	;;
badcsv)
	# vgiw-report on a results.csv it cannot read: file:line, exit 1, no page
	rm -rf "$work/bc" && mkdir -p "$work/bc"
	cp "$work/j1/results.csv" "$work/bc/results.csv"
	sed -i '3s/^/"/' "$work/bc/results.csv"
	python3 "$(dirname "$eval_")/vgiw-report" "$work/bc" 2>"$work/bc.err" && fail "an unbalanced quote was accepted"
	grep -q "vgiw-report: error: $work/bc/results.csv:3: " "$work/bc.err" || fail "no file:line: $(cat "$work/bc.err")"
	[ ! -e "$work/bc/report/index.html" ] || fail "a report from a bad CSV"
	# a row with a field too few
	cp "$work/j1/results.csv" "$work/bc/results.csv"
	sed -i '5s/,[^,]*$//' "$work/bc/results.csv"
	python3 "$(dirname "$eval_")/vgiw-report" "$work/bc" 2>"$work/bc.err" && fail "a short row was accepted"
	grep -q "vgiw-report: error: $work/bc/results.csv:5: " "$work/bc.err" || fail "no file:line: $(cat "$work/bc.err")"
	[ ! -e "$work/bc/report/index.html" ] || fail "a report from a bad CSV"
	;;
progress)
	# no terminal: no bar unless asked; --progress=always: a line per run
	rm -rf "$work/pr" && mkdir -p "$work/pr"
	tiny "$work/pr/m.tsv"
	"$eval_" "$work/pr/m.tsv" --machines=gpucc --vgiwcc="$vgiwcc" -A gpucc.clock.core-mhz=1400,1401 --out="$work/pr/o" \
		--no-report 2>"$work/pr.err" || fail "exit $?"
	[ "$(cat "$work/pr.err")" = "vgiw-eval: 2 runs, 0 done already, 2 to run
vgiw-eval: wrote $work/pr/o/results.csv (2 rows)" ] || fail "stderr: $(cat "$work/pr.err")"
	rm -rf "$work/pr/o"
	"$eval_" "$work/pr/m.tsv" --machines=gpucc --vgiwcc="$vgiwcc" -A gpucc.clock.core-mhz=1400,1401 --out="$work/pr/o" \
		--no-report --progress=always -j 1 2>"$work/pr.err" || fail "exit $?"
	grep -qx 'vgiw-eval: \[1/2\] L0002-gpucc-1: refused' "$work/pr.err" || fail "no progress line: $(cat "$work/pr.err")"
	grep -qx 'vgiw-eval: \[2/2\] L0002-gpucc-2: refused' "$work/pr.err" || fail "no progress line: $(cat "$work/pr.err")"
	"$eval_" "$work/pr/m.tsv" --machines=gpucc --out="$work/pr/o" --progress=sometimes 2>"$work/pr.err" &&
		fail "--progress=sometimes accepted"
	grep -q "vgiw-eval: error: --progress" "$work/pr.err" || fail "$(cat "$work/pr.err")"
	;;
run)
	rm -rf "$work/j1"
	run "$work/j1" -j 1 || fail "vgiw-eval exited $?"
	csv=$work/j1/results.csv
	[ -f "$csv" ] || fail "no results.csv"
	# 3 lines x 2 machines x 2 sweep values, plus the header
	[ "$(wc -l <"$csv")" = 13 ] || fail "expected 13 lines, got $(wc -l <"$csv")"
	head -n 1 "$csv" | grep -q '^source,kernel,launch,simt,vgiw,gpucc,notes,machine,simt.scheduler.count,status,message,cycles,' ||
		fail "unexpected header: $(head -n 1 "$csv")"
	[ "$(field "$csv" 1 notes)" = 'guarded, "scalar" args' ] || fail "notes: $(field "$csv" 1 notes)"
	for c in instructions ipc l1_hits l2_hits dram_read_bytes firings; do
		head -n 1 "$csv" | tr , '\n' | grep -qx "$c" || fail "no column $c"
	done
	# rows in manifest order, then machine order, then sweep order
	got=$(python3 -c 'import csv, sys
for r in list(csv.reader(open(sys.argv[1], newline="")))[1:]: print(r[1] + "/" + r[7] + "/" + r[8])' "$csv" | tr '\n' ' ')
	want="saxpy/simt/1 saxpy/simt/2 saxpy/gpucc/1 saxpy/gpucc/2 vecadd_flat/simt/1 vecadd_flat/simt/2 vecadd_flat/gpucc/1 vecadd_flat/gpucc/2 prefix_sum/simt/1 prefix_sum/simt/2 prefix_sum/gpucc/1 prefix_sum/gpucc/2 "
	[ "$got" = "$want" ] || fail "rows: $got"
	# statuses: gpucc refuses prefix_sum (the manifest cell), the rest run
	for r in 1 2 3 4 5 6 7 8 9 10; do
		[ "$(field "$csv" $r status)" = ok ] || fail "row $r: status $(field "$csv" $r status)"
		[ -n "$(field "$csv" $r cycles)" ] || fail "row $r: no cycles"
	done
	for r in 11 12; do
		[ "$(field "$csv" $r status)" = refused ] || fail "row $r is not refused"
		[ "$(field "$csv" $r message)" = refuse:barrier ] || fail "row $r: message"
		[ -z "$(field "$csv" $r cycles)" ] || fail "row $r: a refused run has cycles"
		[ ! -f "$work/j1/runs/L0005-gpucc-$((r - 10)).log" ] || fail "refused run was simulated"
	done
	# numbers as the JSON has them: simt's warp_ipc is its "ipc"
	j=$(grep -o '"ipc": [0-9.]*' "$work/j1/runs/L0003-simt-2.json" | cut -d' ' -f2)
	[ "$(field "$csv" 2 warp_ipc)" = "$j" ] || fail "warp_ipc $(field "$csv" 2 warp_ipc) != JSON $j"
	# the sweep reached the simulator: 1 and 2 schedulers differ on prefix_sum
	[ "$(field "$csv" 9 cycles)" != "$(field "$csv" 10 cycles)" ] || fail "the -A sweep changed nothing"
	;;
jobs)
	rm -rf "$work/j2"
	run "$work/j2" -j 2 || fail "vgiw-eval -j 2 exited $?"
	cmp "$work/j1/results.csv" "$work/j2/results.csv" || fail "-j 1 and -j 2 differ"
	;;
resume)
	rm -rf "$work/re"
	cp -a "$work/j1" "$work/re"
	cp "$work/re/results.csv" "$work/re.first.csv"
	touch "$work/re.stamp"
	sleep 1
	run "$work/re" -j 2 2>"$work/re.err" || fail "second run exited $?"
	grep -q '12 runs, 12 done already, 0 to run' "$work/re.err" || fail "not resumed: $(cat "$work/re.err")"
	[ -z "$(find "$work/re/runs" -newer "$work/re.stamp")" ] || fail "runs were redone"
	cmp "$work/re.first.csv" "$work/re/results.csv" || fail "resumed CSV differs"
	# a lost result is redone, and only it
	rm "$work/re/runs/L0004-simt-1.status"
	run "$work/re" -j 2 2>"$work/re.err" || fail "third run exited $?"
	grep -q '12 runs, 11 done already, 1 to run' "$work/re.err" || fail "$(cat "$work/re.err")"
	cmp "$work/re.first.csv" "$work/re/results.csv" || fail "re-run CSV differs"
	;;
error)
	rm -rf "$work/err"
	printf 'source\tkernel\tlaunch\tsimt\n%s\tsaxpy\t--grid=1 --block=32 --arg=buf:f32:nope\trun\n%s\tsaxpy\tmissing.launch\trun\n' \
		"$src/../../samples/saxpy.ll" "$src/../../samples/saxpy.ll" >"$work/bad.tsv"
	"$eval_" "$work/bad.tsv" --machines=simt --vgiwcc="$vgiwcc" --out="$work/err" -j 2 ||
		fail "a failing run made vgiw-eval fail"
	csv=$work/err/results.csv
	[ "$(wc -l <"$csv")" = 3 ] || fail "expected 3 lines: $(cat "$csv")"
	for r in 1 2; do
		[ "$(field "$csv" $r status)" = error ] || fail "row $r: status $(field "$csv" $r status)"
	done
	sed -n 2p "$csv" | grep -q 'exit 1: .*error' || fail "no error message: $(sed -n 2p "$csv")"
	sed -n 3p "$csv" | grep -q 'missing.launch' || fail "message lacks the launch: $(sed -n 3p "$csv")"
	;;
slurm)
	rm -rf "$work/sl"
	run "$work/sl" --slurm || fail "--slurm exited $?"
	bash -n "$work/sl/slurm.sh" || fail "slurm.sh does not parse"
	grep -qx '#SBATCH --array=1-12' "$work/sl/slurm.sh" || fail "no array range"
	[ ! -f "$work/sl/results.csv" ] || fail "--slurm ran the runs"
	# one array task, run by hand as Slurm would
	SLURM_ARRAY_TASK_ID=3 bash "$work/sl/slurm.sh" || fail "array task 3 failed"
	[ "$(sed -n 2p "$work/sl/runs/L0003-gpucc-1.status")" = ok ] || fail "task 3 did not run L0003-gpucc-1"
	;;
chip)
	# --chip: the chip's statistics (machine "chip" in the JSON)
	rm -rf "$work/chip"
	"$eval_" "$src/small.tsv" --machines=simt --chip=gtx480 --vgiwcc="$vgiwcc" \
		--out="$work/chip" -j 2 || fail "vgiw-eval exited $?"
	csv=$work/chip/results.csv
	[ "$(wc -l <"$csv")" = 4 ] || fail "expected 4 lines"
	[ "$(field "$csv" 1 chip)" = gtx480 ] || fail "no chip column"
	[ "$(field "$csv" 1 status)" = ok ] || fail "saxpy on gtx480: $(field "$csv" 1 message)"
	j=$(grep -m 1 -o '"cores": [0-9]*' "$work/chip/runs/L0003-simt-1.json" | cut -d' ' -f2)
	[ -n "$j" ] && [ "$(field "$csv" 1 chip_cores)" = "$j" ] || fail "chip_cores $(field "$csv" 1 chip_cores) != JSON $j"
	j=$(grep -o '"xbar_wait_cycles": [0-9]*' "$work/chip/runs/L0003-simt-1.json" | cut -d' ' -f2)
	[ -n "$j" ] && [ "$(field "$csv" 1 xbar_wait_cycles)" = "$j" ] || fail "xbar_wait_cycles"
	;;
clang)
	# a .cu without a committed .ll is compiled with clang (samples/README.md)
	rm -rf "$work/cu" && mkdir -p "$work/cu"
	cp "$src/../../samples/saxpy.cu" "$work/cu/"
	printf 'source\tkernel\tlaunch\nsaxpy.cu\tsaxpy\t%s\n' "$(cat "$src/../../samples/small/saxpy.launch")" >"$work/cu/m.tsv"
	clang=$(command -v clang-14 || command -v clang-19 || command -v clang) || fail "no clang"
	VGIW_CUDA_INCLUDE=$src/../../samples/include "$eval_" "$work/cu/m.tsv" --machines=simt \
		--vgiwcc="$vgiwcc" --clang="$clang" --out="$work/cu/o" || fail "vgiw-eval exited $?"
	[ -f "$work/cu/o/ir/saxpy.ll" ] || fail "no IR compiled"
	[ "$(field "$work/cu/o/results.csv" 1 status)" = ok ] || fail "$(cat "$work/cu/o/results.csv")"
	# without the header's folder clang fails: an error row naming clang
	"$eval_" "$work/cu/m.tsv" --machines=simt --vgiwcc="$vgiwcc" --clang="$clang" \
		--out="$work/cu/o2" || fail "vgiw-eval exited $?"
	field "$work/cu/o2/results.csv" 1 message | grep -q "^clang: .*vgiw_cuda.h" || fail "no clang error"
	;;
ilp)
	# the report reads bench/ilp_study.sh's tables as it prints them
	# (ilp_tables.md: its output on the tree of docs/chip.md's tables) into
	# the ILP figures and the published rows of eval/published.tsv
	rm -rf "$work/ilp" && mkdir -p "$work/ilp/ilp"
	cp "$src/ilp_tables.md" "$work/ilp/ilp/tables.md"
	python3 "$(dirname "$eval_")/vgiw-report" "$work/ilp" || fail "vgiw-report exited $?"
	for f in ilp_fig6 ilp_fig8 ilp_fig8wb ilp_fig11 ilp_fig12; do
		[ -s "$work/ilp/report/$f.svg" ] && [ -s "$work/ilp/report/$f.csv" ] || fail "no $f"
		grep -q "src=\"$f.svg\"" "$work/ilp/report/index.html" || fail "$f not in the page"
	done
	c=$work/ilp/report/comparison.csv
	ours() { grep "^$1," "$c" | python3 -c 'import csv,sys; v = next(csv.reader(sys.stdin))[6]; print(round(float(v), 4) if v else "none")'; }
	# BP+SC geomean +7.9% (a gain in %); Figure 8's static prediction at
	# EX4 and at write-back; GPU-H over GPU-T under both placements and
	# over GPU-I; Figure 12's GPU-H over GPU-I 0.557 / 0.539
	for want in ilp-fig6-bpsc=7.9 ilp-fig8-static=0.4 ilp-fig8-static-wb=1.3 \
	            ilp-fig11-h=1.003 ilp-fig11-h-steer=0.961 ilp-fig11-hi=0.9941 \
	            ilp-fig11-hi-steer=0.9524 ilp-fig12-hi=1.0334; do
		r=$(ours "${want%%=*}")
		[ "$r" = "${want#*=}" ] || fail "${want%%=*}: $r, not ${want#*=}: $(grep "^${want%%=*}," "$c")"
	done
	# every workload of Figure 6's table has its bars, and the geomean
	[ "$(grep -c . "$work/ilp/report/ilp_fig6.csv")" = 15 ] || fail "Figure 6: $(cat "$work/ilp/report/ilp_fig6.csv")"
	grep -q '^geomean,' "$work/ilp/report/ilp_fig6.csv" || fail "no geomean in Figure 6"
	;;
depth)
	# Figure 7's companion (eval/vgiw_report_depth.py): a depth x reading
	# sweep on VGIW beside an unswept set's SIMT runs; its table has one row
	# per kernel x depth x reading (and the geomean), the default marked
	# once per kernel, speedups as the two results.csv give them, and the
	# default point equal to Figure 7's
	rm -rf "$work/dp" && mkdir -p "$work/dp"
	def=$("$vgiwcc" --print-arch=vgiw | sed -n 's/.*<token-buffer entries="\([0-9]*\)".*/\1/p')
	[ -n "$def" ] || fail "no default depth in --print-arch"
	rdef=$("$vgiwcc" --print-arch=vgiw | tr -s ' \n' ' ' | sed -n 's/.*<reconfig [^>]*reading="\([a-z]*\)".*/\1/p')
	[ -n "$rdef" ] || fail "no default reconfiguration reading in --print-arch"
	lo=16
	[ "$def" != 16 ] || lo=8
	"$eval_" "$src/small.tsv" --machines=simt,vgiw --vgiwcc="$vgiwcc" --out="$work/dp/base" -j 2 --no-report \
		2>"$work/dp.err" || fail "base: exit $?: $(cat "$work/dp.err")"
	"$eval_" "$src/small.tsv" --machines=vgiw --vgiwcc="$vgiwcc" --out="$work/dp/depth" -j 2 --no-report \
		-A vgiw.token-buffer.entries=$lo,$def -A vgiw.reconfig.reading=formula,fixed 2>"$work/dp.err" ||
		fail "depth: exit $?: $(cat "$work/dp.err")"
	grep -qx "vgiw.token-buffer.entries"$'\t'"$def" "$work/dp/depth/defaults.tsv" || fail "defaults.tsv: $(cat "$work/dp/depth/defaults.tsv")"
	grep -qx "vgiw.reconfig.reading"$'\t'"$rdef" "$work/dp/depth/defaults.tsv" || fail "defaults.tsv: $(cat "$work/dp/depth/defaults.tsv")"
	python3 "$(dirname "$eval_")/vgiw-report" "$work/dp" 2>"$work/dp.err" || fail "vgiw-report: $(cat "$work/dp.err")"
	for f in fig7_depth_depth_geomean.svg fig7_depth_depth_kernels.svg fig7_depth_depth.csv; do
		[ -s "$work/dp/report/$f" ] || fail "no $f"
	done
	grep -q 'src="fig7_depth_depth_kernels.svg"' "$work/dp/report/index.html" || fail "the companion is not in the page"
	ls "$work/dp/report" | grep -q '^routing_' && fail "routing figures drawn against the depth"
	python3 - "$work/dp" "$lo" "$def" "$rdef" <<'PY' || fail "the companion's table"
import csv, sys
top, lo, de, rd = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
rows = list(csv.DictReader(open(top + "/report/fig7_depth_depth.csv")))
base = list(csv.DictReader(open(top + "/base/results.csv")))
dep = list(csv.DictReader(open(top + "/depth/results.csv")))
kernels = ["saxpy", "vecadd_flat", "prefix_sum"]
want = sorted((k, d, r) for k in kernels + ["geomean"] for d in (lo, de) for r in ("formula", "fixed"))
got = sorted((r["kernel"], r["token-buffer entries"], r["reconfig reading"]) for r in rows)
assert got == want, got
marked = [(r["kernel"], r["token-buffer entries"], r["reconfig reading"]) for r in rows if r["default"]]
assert sorted(marked) == sorted((k, de, rd) for k in kernels + ["geomean"]), marked
def t(r):
    return float(r["cycles"]) / float(r["core_mhz"])
simt = {r["kernel"]: t(r) for r in base if r["machine"] == "simt"}
fig7 = {r["point"]: float(r["speedup"]) for r in csv.DictReader(open(top + "/report/fig7_vgiw_simt_base.csv"))}
prod = {}
for r in rows:
    if r["kernel"] == "geomean":
        continue
    v = [x for x in dep if x["kernel"] == r["kernel"] and x["vgiw.token-buffer.entries"] == r["token-buffer entries"]
         and x["vgiw.reconfig.reading"] == r["reconfig reading"]]
    assert len(v) == 1 and v[0]["status"] == "ok", v
    sp = simt[r["kernel"]] / t(v[0])
    assert abs(float(r["speedup"]) / sp - 1) < 1e-5, (r, sp)
    key = (r["token-buffer entries"], r["reconfig reading"])
    prod[key] = prod.get(key, 1.0) * sp
    if r["default"]:
        # the default point is Figure 7's run
        assert abs(float(r["speedup"]) / fig7[r["kernel"]] - 1) < 1e-5, (r, fig7)
for r in rows:
    if r["kernel"] == "geomean":
        g = prod[(r["token-buffer entries"], r["reconfig reading"])] ** (1 / 3)
        assert abs(float(r["speedup"]) / g - 1) < 1e-5, (r, g)
# the readings differ (the sweep reached the simulator)
sp = {(r["kernel"], r["reconfig reading"]): r["speedup"] for r in rows if r["token-buffer entries"] == de}
assert sp[("saxpy", "formula")] != sp[("saxpy", "fixed")], sp
PY
	;;
depths)
	# a bad --depths list: a diagnostic naming it, exit 1, nothing written
	rm -rf "$work/dl"
	for bad in "abc" "16,x" "16,16" "0" "016" "16,,32" ",16" "99999999999" "65537" "-16"; do
		"$eval_" --paper --out="$work/dl" --vgiwcc="$vgiwcc" --src="$src/../.." --depths="$bad" 2>"$work/dl.err" &&
			fail "--depths=$bad accepted"
		grep -q "^vgiw-eval: error: --depths '$bad'" "$work/dl.err" || fail "--depths=$bad: $(cat "$work/dl.err")"
		[ ! -e "$work/dl" ] || fail "output written for --depths=$bad"
	done
	"$eval_" --paper --out="$work/dl" --vgiwcc="$vgiwcc" --src="$src/../.." --depths= 2>"$work/dl.err" &&
		fail "an empty --depths accepted"
	grep -q "^vgiw-eval: error: --depths" "$work/dl.err" || fail "--depths=: $(cat "$work/dl.err")"
	"$eval_" "$src/small.tsv" --machines=vgiw --out="$work/dl" --vgiwcc="$vgiwcc" --depths=16 2>"$work/dl.err" &&
		fail "--depths without --paper accepted"
	grep -q "^vgiw-eval: error: --depths goes with --paper" "$work/dl.err" || fail "$(cat "$work/dl.err")"
	[ ! -e "$work/dl" ] || fail "output written for --depths without --paper"
	# vgiwcc's own refusal is quoted
	"$eval_" --paper --out="$work/dl" --vgiwcc="$vgiwcc" --src="$src/../.." --depths=16,65537 2>"$work/dl.err"
	grep -q "vgiwcc refuses 65537: .*vgiw.token-buffer.entries" "$work/dl.err" || fail "no vgiwcc message: $(cat "$work/dl.err")"
	;;
usage)
	rm -rf "$work/u"
	for bad in "--machines=simt" "--machines=foo --out=$work/u" "--machines=simt --out=$work/u -j 0" \
		"--machines=simt --out=$work/u -A nokey"; do
		# shellcheck disable=SC2086
		"$eval_" "$src/small.tsv" $bad 2>"$work/u.err" && fail "accepted: $bad"
		grep -q '^vgiw-eval: error: ' "$work/u.err" || fail "no diagnostic for: $bad"
		[ ! -e "$work/u" ] || fail "output written for: $bad"
	done
	# --paper: no manifest, no machines of one's own, a source tree
	for bad in "--paper" "--paper --out=$work/u --machines=simt" "--paper --out=$work/u $src/small.tsv" \
		"--paper --out=$work/u --src=/nonexistent"; do
		# shellcheck disable=SC2086
		"$eval_" $bad 2>"$work/u.err" && fail "accepted: $bad"
		grep -q '^vgiw-eval: error: ' "$work/u.err" || fail "no diagnostic for: $bad"
		[ ! -e "$work/u" ] || fail "output written for: $bad"
	done
	printf 'source\tkernel\tlaunch\nx.ll\t\ty.launch\n' >"$work/u.tsv"
	"$eval_" "$work/u.tsv" --machines=simt --vgiwcc="$vgiwcc" --out="$work/u" 2>"$work/u.err" && fail "accepted a line without kernel"
	grep -q "u.tsv:2: source, kernel and launch are required" "$work/u.err" || fail "$(cat "$work/u.err")"
	[ ! -e "$work/u" ] || fail "output written for a bad manifest"
	;;
*) fail "unknown step $step" ;;
esac
echo "eval_$step: ok"
