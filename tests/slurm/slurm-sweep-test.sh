#!/usr/bin/env bash
# A real single-node Slurm cluster, started here: munged, slurmctld and slurmd on this machine with
# a configuration of their own (ports, state and spool in a temporary directory). A 24-point sweep
# runs as a job array through it (`sweep --slurm DIR --submit --wait`), its shards are merged, and
# the merged file must equal the local run's byte for byte. Exit 77 (ctest: skipped) with the
# reason when the daemons cannot run here; the daemons are stopped and the directory removed on exit.
# Usage: slurm-sweep-test.sh TILESCOPE_CLI
set -uo pipefail
CLI="$1"

skip() { echo "SKIPPED: $*"; exit 77; }
fail() { echo "FAILED: $*"; for log in "$WORK"/*.log; do echo "--- $log"; tail -20 "$log"; done; exit 1; }

[ "$(id -u)" -eq 0 ] || skip "the daemons need root (munged and slurmd run as root here)"
for program in munged slurmctld slurmd sbatch sinfo; do
  command -v "$program" >/dev/null || skip "$program is not installed (slurm-wlm and munge: scripts/lib.sh installs them)"
done

WORK="$(mktemp -d /tmp/tilescope-slurm.XXXXXX)"
chmod 755 "$WORK"
PIDS=()
cleanup() {
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null; done
  [ -f "$WORK/munged.pid" ] && kill "$(cat "$WORK/munged.pid")" 2>/dev/null
  sleep 1
  for pid in "${PIDS[@]}"; do kill -9 "$pid" 2>/dev/null; done
  rm -rf "$WORK"
}
trap cleanup EXIT

# munge: a key and a socket of our own.
dd if=/dev/urandom of="$WORK/munge.key" bs=1024 count=1 status=none
chmod 400 "$WORK/munge.key"
mkdir -p "$WORK/munge"
chmod 700 "$WORK/munge"
munged --force --key-file="$WORK/munge.key" --socket="$WORK/munge/munge.socket" \
  --pid-file="$WORK/munged.pid" --log-file="$WORK/munged.log" --seed-file="$WORK/munge.seed" \
  || skip "munged does not start here: $(tail -3 "$WORK/munged.log" 2>/dev/null)"

HOST="$(hostname -s)"
BASE=$(( 20000 + ($$ % 20000) ))
mkdir -p "$WORK/state" "$WORK/spool"
cat > "$WORK/slurm.conf" <<CONF
ClusterName=tilescope-test
SlurmctldHost=$HOST(127.0.0.1)
SlurmUser=root
SlurmdUser=root
SlurmctldPort=$BASE
SlurmdPort=$(( BASE + 1 ))
AuthType=auth/munge
AuthInfo=socket=$WORK/munge/munge.socket
CredType=cred/munge
StateSaveLocation=$WORK/state
SlurmdSpoolDir=$WORK/spool
SlurmctldPidFile=$WORK/slurmctld.pid
SlurmdPidFile=$WORK/slurmd.pid
SlurmctldLogFile=$WORK/slurmctld.log
SlurmdLogFile=$WORK/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
SlurmdTimeout=30
NodeName=$HOST NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN
PartitionName=tilescope Nodes=$HOST Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF="$WORK/slurm.conf"

slurmctld -D -i -f "$SLURM_CONF" >"$WORK/slurmctld.out.log" 2>&1 &
PIDS+=($!)
slurmd -D -f "$SLURM_CONF" >"$WORK/slurmd.out.log" 2>&1 &
PIDS+=($!)

for _ in $(seq 60); do
  state="$(sinfo -h -o %T 2>/dev/null | head -1)"
  [ "$state" = "idle" ] && break
  sleep 1
done
[ "$state" = "idle" ] || skip "the Slurm daemons did not bring the node up (state '${state:-none}'): $(tail -3 "$WORK/slurmd.log" "$WORK/slurmctld.log" 2>/dev/null | tr '\n' ' ')"
echo "Slurm is up: node $HOST idle"

SWEEP=(mlp --precision 32.32 --batch-size 1:6 --amp 0.2,0.4,0.6,0.8)
"$CLI" sweep "${SWEEP[@]}" --quiet -o "$WORK/local.json" || fail "the local sweep failed"
"$CLI" sweep "${SWEEP[@]}" --slurm "$WORK/array" --shards 4 --submit --wait || fail "the job array failed"
"$CLI" sweep merge "$WORK/array" -o "$WORK/merged.json" || fail "the merge failed"
cmp "$WORK/local.json" "$WORK/merged.json" || fail "the merged sweep differs from the local one"
points="$(grep -c '"index"' "$WORK/merged.json")"
[ "$points" -eq 24 ] || fail "expected 24 points, merged $points"
echo "PASSED: 24 points over 4 array tasks, merged file identical to the local run's"
