# kfuzz_lib.sh - one kernel, one configuration, one target: run it and say
# what happened (docs/kfuzz.md). Sourced by bench/kfuzz.sh (the driver) and
# bench/kfuzz_reduce.sh (the reducer's interestingness test), so that a
# reduced kernel fails exactly the way the driver classified the original.
#
# Needs ROOT, VGIWCC, VGIWREF, KFUZZ set; runs in the kernel's work directory,
# which holds k.cu, in/launch (from `kfuzz inputs`), out.host (the host
# oracle's buffers) and CFG.ll.

# clang's flags for the kernels (samples/README.md, "Generating", with no
# fma contraction) and the host oracle's
KF_CUDA="-x cuda --cuda-gpu-arch=sm_50 -nocudainc -nocudalib --cuda-device-only
      --cuda-path=/nonexistent -I$ROOT/samples/include -emit-llvm -S
      -ffp-contract=off -gline-tables-only"
KF_HOSTFLAGS="-std=c++17 -O1 -ffp-contract=off -fno-fast-math -pthread -w"

# the GPU-CC refusals that are the machine's design, not failures
KF_GPUCC_LIMITS='the SM has|lanes, the arch has|loop with unknown trip count|barrier: GPU-CC|compare-and-swap under a condition'

# kf_host_cmp T CFG: the simulator's buffers against the host's (0: equal).
# KFUZZ_PLANT=ERE plants a failure to test the failure path and the
# reducer: the comparison fails for every kernel whose source matches ERE.
kf_host_cmp() {
	if [ -n "${KFUZZ_PLANT:-}" ] && grep -Eq "$KFUZZ_PLANT" k.cu; then
		echo "planted failure: k.cu matches KFUZZ_PLANT '$KFUZZ_PLANT'" > "diff.$2.$1.txt"
		return 1
	fi
	"$KFUZZ" cmp in/launch out.host "out.$2.$1" > "diff.$2.$1.txt" 2>&1
}

# kf_run T CFG: sets KF_KIND to pass, nanonly (passed after --check
# differed in NaN bits only), refused (a GPU-CC design limit), or a failure
# kind: check-T, differ-T, timeout-T, crash-T, error-T; KF_CMD to the
# command that shows it; KF_MSG to the first error or internal-error line
# (crash-T, error-T). KF_TIMEOUT: seconds per vgiwcc run (default 300).
kf_run() {
	_t=$1 _cfg=$2
	KF_MSG=
	_rc=0
	KF_CMD="$VGIWCC --target=$_t $_cfg.ll --run --check --launch=in/launch --out=out.$_cfg.$_t"
	timeout "${KF_TIMEOUT:-300}" $KF_CMD > "run.$_cfg.$_t.log" 2>&1 || _rc=$?
	_nan=0
	if [ $_rc = 1 ] && grep -q 'differs from the reference interpreter' "run.$_cfg.$_t.log"; then
		# --check compares NaNs bit for bit; LLVM leaves a generated
		# NaN's sign and payload open. Compare the simulator with the
		# reference again, any NaN equal.
		_lvl=2; [ "$_t" = gpucc ] && _lvl=3
		_rcmd="$VGIWCC --target=$_t $_cfg.ll --run --launch=in/launch --out=out.$_cfg.$_t && $VGIWREF $_cfg.ll -O$_lvl --launch=in/launch --out=ref.$_cfg.$_t && $KFUZZ cmp in/launch ref.$_cfg.$_t out.$_cfg.$_t"
		if eval "$_rcmd" > "check.$_cfg.$_t.txt" 2>&1; then
			_nan=1
			_rc=0
		else
			KF_KIND=check-$_t
			KF_CMD="$KF_CMD; $_rcmd"
			return
		fi
	fi
	if [ $_rc = 0 ]; then
		if kf_host_cmp "$_t" "$_cfg"; then
			KF_KIND=pass
			[ $_nan = 1 ] && KF_KIND=nanonly
			rm -f "diff.$_cfg.$_t.txt"
		else
			KF_KIND=differ-$_t
			KF_CMD="$KF_CMD && ./host in/launch out.host ${THREADS:-} && $KFUZZ cmp in/launch out.host out.$_cfg.$_t"
		fi
	elif [ $_rc = 124 ]; then
		KF_KIND=timeout-$_t
	elif [ $_rc -gt 128 ] || grep -q 'internal error\|LLVM ERROR\|Assertion\|AddressSanitizer\|runtime error' "run.$_cfg.$_t.log"; then
		KF_KIND=crash-$_t
		KF_MSG=$(grep -m1 'internal error\|LLVM ERROR\|Assertion\|AddressSanitizer\|runtime error' "run.$_cfg.$_t.log" || echo "signal $((_rc - 128))")
	elif [ "$_t" = gpucc ] && ! grep 'error:' "run.$_cfg.$_t.log" | grep -qvE "$KF_GPUCC_LIMITS"; then
		KF_KIND=refused
	else
		KF_KIND=error-$_t
		KF_MSG=$(grep -m1 'error:' "run.$_cfg.$_t.log" || true)
	fi
}

# kf_msg_key MSG: an error or internal-error message without its location,
# numbers and names, so that a reduced kernel's failure can be matched to
# the original's
kf_msg_key() {
	printf '%s\n' "$1" | awk '{
		i = index($0, "error"); if (!i) i = index($0, "Assertion"); if (!i) i = 1
		s = substr($0, i); gsub(/\047[^\047]*\047/, "X", s); gsub(/[0-9]+/, "N", s)
		print s; exit }'
}
