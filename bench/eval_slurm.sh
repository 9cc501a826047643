#!/bin/bash
# vgiw-eval's Slurm path against a real single-node Slurm (docs/eval.md,
# "Slurm"): starts munged, slurmctld and slurmd on this machine with a
# minimal slurm.conf written into a temporary directory (ports 16817/16818,
# nothing outside that directory is touched), runs a manifest once through
# GNU parallel and once as the `vgiw-eval --slurm` job array (sbatch
# --wait), gathers that one's results.csv, checks that the two files are
# equal byte for byte, and stops the daemons. Not a test (it needs root and
# the Debian packages slurm-wlm and munge); run by hand:
#   bench/eval_slurm.sh [-b BUILD_DIR] [-k] [MANIFEST [vgiw-eval options]]
# Default: tests/eval/small.tsv on simt,vgiw,gpucc with a two-value sweep.
# -k keeps the temporary directory (daemon logs, both runs).
set -u
src=$(cd "$(dirname "$0")/.." && pwd)
build=$src/build
keep=0
while [ $# -gt 0 ]; do
	case $1 in
	-b) build=$2; shift 2 ;;
	-k) keep=1; shift ;;
	*) break ;;
	esac
done
die() { echo "eval_slurm: error: $*" >&2; exit 1; }
if [ $# -gt 0 ]; then
	manifest=$1; shift
	opts=("$@")
else
	manifest=$src/tests/eval/small.tsv
	opts=(--machines=simt,vgiw,gpucc -A simt.scheduler.count=1,2)
fi
for t in munged mungekey slurmctld slurmd sbatch scontrol sinfo; do
	command -v $t >/dev/null || die "$t not found: apt-get install slurm-wlm munge"
done
[ "$(id -u)" = 0 ] || die "run as root (the daemons run as root here)"
cmake --build "$build" --target vgiwcc >/dev/null || die "cannot build $build"
eval_=$build/eval/vgiw-eval
[ -x "$eval_" ] || die "no $eval_"

t=$(mktemp -d /tmp/vgiw-slurm.XXXXXX)
chmod 755 "$t"
pids=()
stop() {
	local p
	for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done
	for p in "${pids[@]}"; do wait "$p" 2>/dev/null; done
	if [ $keep = 1 ]; then echo "eval_slurm: kept $t" >&2; else rm -rf "$t"; fi
}
trap stop EXIT
node=$(hostname -s)
mkdir -p "$t/state" "$t/spool" "$t/munge"
chmod 700 "$t/munge"
mungekey -c -k "$t/munge/munge.key" >/dev/null 2>&1 ||
	dd if=/dev/urandom of="$t/munge/munge.key" bs=1024 count=1 2>/dev/null
chmod 400 "$t/munge/munge.key"
cat >"$t/slurm.conf" <<EOF
# written by bench/eval_slurm.sh: one node, this machine, root daemons
ClusterName=vgiweval
SlurmctldHost=$node(127.0.0.1)
SlurmctldPort=16817
SlurmdPort=16818
AuthType=auth/munge
AuthInfo=socket=$t/munge/munge.socket
CredType=cred/munge
SlurmUser=root
SlurmdUser=root
StateSaveLocation=$t/state
SlurmdSpoolDir=$t/spool
SlurmctldPidFile=$t/slurmctld.pid
SlurmdPidFile=$t/slurmd.pid
SlurmctldLogFile=$t/slurmctld.log
SlurmdLogFile=$t/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
MpiDefault=none
ReturnToService=2
SlurmdTimeout=30
NodeName=$node NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN
PartitionName=eval Nodes=$node Default=YES MaxTime=INFINITE State=UP
EOF
export SLURM_CONF=$t/slurm.conf
munged --force -F --socket="$t/munge/munge.socket" --key-file="$t/munge/munge.key" \
	--pid-file="$t/munge/munged.pid" --log-file="$t/munge/munged.log" \
	--seed-file="$t/munge/munged.seed" >"$t/munge/munged.out" 2>&1 &
pids+=($!)
for _ in $(seq 50); do [ -S "$t/munge/munge.socket" ] && break; sleep 0.1; done
[ -S "$t/munge/munge.socket" ] || die "munged did not start: $(tail -3 "$t/munge/munged.log")"
slurmctld -D -i -f "$t/slurm.conf" >"$t/slurmctld.out" 2>&1 &
pids+=($!)
slurmd -D -N "$node" -f "$t/slurm.conf" >"$t/slurmd.out" 2>&1 &
pids+=($!)
for _ in $(seq 60); do
	sinfo -h -o %T 2>/dev/null | grep -q -E '^(idle|mixed|allocated)' && break
	sleep 1
done
sinfo -h -o %T 2>/dev/null | grep -q -E '^(idle|mixed|allocated)' ||
	die "the node did not come up: $(sinfo 2>&1 | tail -2); $(tail -3 "$t/slurmctld.log" "$t/slurmd.log" 2>/dev/null)"
echo "eval_slurm: Slurm $(sinfo -V | cut -d' ' -f2) up: node $node, $(nproc) CPUs ($t)" >&2

start=$SECONDS
"$eval_" "$manifest" "${opts[@]}" --out="$t/local" --no-report || die "the GNU parallel run failed"
echo "eval_slurm: GNU parallel run: $((SECONDS - start)) s" >&2
start=$SECONDS
"$eval_" "$manifest" "${opts[@]}" --out="$t/slurm" --slurm --no-report || die "vgiw-eval --slurm failed"
[ -f "$t/slurm/slurm.sh" ] || die "no slurm.sh written"
sbatch --wait --partition=eval "$t/slurm/slurm.sh" || die "the job array failed: $(tail -5 "$t"/slurm/slurm-*.log 2>/dev/null)"
tasks=$(ls "$t"/slurm/slurm-*.log 2>/dev/null | wc -l)
"$eval_" "$manifest" "${opts[@]}" --out="$t/slurm" --no-report 2>"$t/gather.err" || die "gathering failed"
grep -q ' 0 to run' "$t/gather.err" || die "the array left runs undone: $(cat "$t/gather.err")"
echo "eval_slurm: Slurm array of $tasks tasks and the gathering: $((SECONDS - start)) s" >&2
cmp "$t/local/results.csv" "$t/slurm/results.csv" || die "results.csv differs between GNU parallel and Slurm"
echo "eval_slurm: ok: results.csv of the job array ($(($(wc -l <"$t/slurm/results.csv") - 1)) rows) equals the GNU parallel run byte for byte"
