#!/bin/bash
# The HTML report in headless Chromium (tests/eval/eval.cmake, docs/eval.md,
# "The report"): vgiw-eval on small.tsv on all four machines and a depth x
# reading sweep on VGIW (Figure 7's companion) writes DIR/report/index.html;
# Chromium loads it (file://, no network) and the page's own script marks
# every <img> that did not load and records load errors and console errors
# in the DOM; the test fails on any, on a console
# message in Chromium's log, or on fewer figures than the machines give.
# A copy with one SVG removed must fail the same check (the check can
# fail). Saves a screenshot as WORKDIR/report.png.
#   report.sh VGIW_EVAL VGIWCC TESTDIR WORKDIR
set -u
eval_=$1 vgiwcc=$2 src=$3 work=$4/report
fail() { echo "FAIL: $*" >&2; exit 1; }
chromium=$(command -v chromium || command -v chromium-browser) || {
	echo "Chromium not installed (Debian: chromium; make deps installs it): skipped"
	exit 77
}
rm -rf "$work" && mkdir -p "$work"
# Figure 7's companion: a depth x reading sweep on VGIW as the set "depth",
# beside the main set's SIMT runs (the default depth and a smaller one)
def=$("$vgiwcc" --print-arch=vgiw | sed -n 's/.*<token-buffer entries="\([0-9]*\)".*/\1/p')
[ -n "$def" ] || fail "no default depth in --print-arch"
"$eval_" "$src/small.tsv" --machines=vgiw --vgiwcc="$vgiwcc" --out="$work/run/depth" -j 2 --no-report \
	-A vgiw.token-buffer.entries=$((def / 2)),$def -A vgiw.reconfig.reading=formula,fixed 2>"$work/eval.err" ||
	fail "vgiw-eval (depth) exited $?: $(cat "$work/eval.err")"
"$eval_" "$src/small.tsv" --machines=simt,vgiw,sgmf,gpucc --vgiwcc="$vgiwcc" \
	--out="$work/run" -j 2 2>"$work/eval.err" || fail "vgiw-eval exited $?: $(cat "$work/eval.err")"
page=$work/run/report/index.html
[ -f "$page" ] || fail "no report/index.html"
nimg=$(grep -o '<img ' "$page" | wc -l)
# speedup over SIMT and over SGMF, LVC/RF, reconfiguration, SGMF loss
[ "$nimg" -ge 5 ] || fail "only $nimg figures in the report"
for f in $(grep -o 'src="[^"]*\.svg"' "$page" | sed 's/src="//; s/"$//'); do
	[ -s "$work/run/report/$f" ] || fail "figure $f is missing"
	python3 -c 'import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])' "$work/run/report/$f" ||
		fail "$f is not well-formed XML"
done
grep -q 'Published against ours' "$page" || fail "no comparison table"
grep -q '<td>VGIW Fig. 7</td>' "$page" || fail "no VGIW Fig. 7 row"
for f in fig7_depth_depth_geomean fig7_depth_depth_kernels; do
	grep -q "src=\"$f.svg\"" "$page" || fail "Figure 7's companion $f is not in the page"
done

browse() { # DIR OUT: load DIR/index.html; OUT.dom, OUT.log
	timeout 120 "$chromium" --headless --no-sandbox --disable-gpu --no-first-run \
		--disable-background-networking --disable-sync --disable-component-update \
		--disable-default-apps --user-data-dir="$work/profile" --enable-logging=stderr --v=0 \
		--virtual-time-budget=5000 "$@"
}
check() { # DIR NAME: 0 when every figure loaded and nothing logged an error
	browse --dump-dom "file://$1/index.html" >"$work/$2.dom" 2>"$work/$2.log" || {
		echo "chromium exited $?: $(tail -3 "$work/$2.log")"; return 1; }
	grep -q "data-figures=\"$nimg loaded $nimg\"" "$work/$2.dom" ||
		{ echo "figures: $(grep -o 'data-figures="[^"]*"' "$work/$2.dom")"; return 1; }
	! grep -q 'data-loaded="no"' "$work/$2.dom" || { echo "an image did not load"; return 1; }
	! grep -q 'data-errors=' "$work/$2.dom" || { echo "errors: $(grep -o 'data-errors="[^"]*"' "$work/$2.dom")"; return 1; }
	! grep -q ':CONSOLE' "$work/$2.log" || { echo "console: $(grep ':CONSOLE' "$work/$2.log" | head -3)"; return 1; }
}
why=$(check "$work/run/report" page) || fail "$why"
# the check fails on a broken copy: one figure gone, one console error
cp -r "$work/run/report" "$work/broken"
rm "$work/broken/$(grep -o 'src="[^"]*\.svg"' "$page" | head -1 | sed 's/src="//; s/"$//')"
check "$work/broken" broken >/dev/null && fail "a missing figure was not detected"
cp -r "$work/run/report" "$work/noisy"
echo '<script>console.error("injected")</script>' >>"$work/noisy/index.html"
check "$work/noisy" noisy >/dev/null && fail "a console error was not detected"
browse --hide-scrollbars --window-size=1280,2000 --screenshot="$4/report.png" \
	"file://$page" >"$work/shot.log" 2>&1 || fail "screenshot failed: $(tail -3 "$work/shot.log")"
[ -s "$4/report.png" ] || fail "no screenshot"
echo "eval_report_chromium: ok ($nimg figures loaded, screenshot $4/report.png)"
