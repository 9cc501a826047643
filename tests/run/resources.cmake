# Allocations a valid launch asks for and the host cannot give (issue 33):
# a kernel's 4 GiB of local frames over a tile and a 4 GiB buffer on the
# command line, on a host with 3 GB of address space (ulimit -v; a
# sanitizer build, which needs the address space for its shadow, has
# ASan's allocator return NULL past 1 GiB instead). Each is a diagnostic
# naming what asked for the memory and how much, exit status 1, and no
# output file; the same for vgiwcc --check's copy of the launch. Then the
# default cycle limit on a kernel that never ends.
# VGIWCC, VGIWSIM, VGIWREF, SOURCE, WORK, SANITIZE.
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
set(ENV{ASAN_OPTIONS} "allocator_may_return_null=1:max_allocation_size_mb=1024")
if(SANITIZE)
  set(limit "")
else()
  set(limit "ulimit -v 3000000; ")
endif()

# refused(NAME EXPECT ARGS...): vgiwsim ARGS in the small host exits 1 with
# EXPECT on stderr and writes neither its statistics nor its buffers.
function(refused name expect)
  string(REPLACE ";" " " args "${ARGN}")
  execute_process(COMMAND sh -c "${limit}exec ${VGIWSIM} ${args} --stats=${WORK}/${name}.json --out=${WORK}/${name}.out"
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 1)
    message(FATAL_ERROR "${name}: expected exit status 1, got ${rc}\n${err}")
  endif()
  string(FIND "${err}" "${expect}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "${name}: stderr lacks '${expect}':\n${err}")
  endif()
  if(EXISTS ${WORK}/${name}.json OR EXISTS ${WORK}/${name}.out/arg0.bin)
    message(FATAL_ERROR "${name}: a refused run wrote its outputs")
  endif()
endfunction()

execute_process(COMMAND ${VGIWCC} ${SOURCE}/tests/run/bigloc.ll -o ${WORK}/bigloc.cfg
  RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "vgiwcc bigloc.ll: ${err}")
endif()
file(MAKE_DIRECTORY ${WORK}/local.out ${WORK}/buffer.out)
refused(local "bigloc.ll: error: kernel 'bigloc': cannot allocate 4294967296 bytes of local memory for 8 CTAs of 1024 threads"
  ${WORK}/bigloc.cfg --grid=8 --block=1024 --arg=buf:i32:8192)
refused(buffer "--arg=buf:i32:1073741824: cannot allocate the buffer's 4294967296 bytes"
  ${WORK}/bigloc.cfg --grid=1 --block=1 --arg=buf:i32:1073741824)
# the same kernel on a launch the host can hold runs
execute_process(COMMAND sh -c "${limit}exec ${VGIWSIM} ${WORK}/bigloc.cfg --grid=1 --block=64 --arg=buf:i32:64 -q"
  RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "bigloc at 64 threads: ${err}")
endif()

# vgiwcc --run --check copies the launch for the reference interpreter: a
# 1.5 GiB buffer the small host holds once but not twice is a diagnostic
# naming the copy, status 1, no --out written (launch_copy aborted in
# xmalloc). Not in a sanitizer build, whose allocator refuses the buffer
# itself.
if(NOT SANITIZE)
  execute_process(COMMAND sh -c "${limit}exec ${VGIWCC} ${SOURCE}/tests/run/bigloc.ll --run --check --grid=1 --block=1 --arg=buf:i32:402653184 --out=${WORK}/copy.out"
    RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 1 OR NOT err MATCHES "bigloc.ll: error: --check: cannot allocate a copy of the launch's 1610612736 bytes of buffers")
    message(FATAL_ERROR "vgiwcc --check of a buffer the host holds once: expected the copy's diagnostic and status 1, got ${rc}:\n${err}")
  endif()
  if(EXISTS ${WORK}/copy.out)
    message(FATAL_ERROR "vgiwcc --check: a refused run wrote its buffers")
  endif()
endif()

# A kernel that never ends stops at its launch's default cycle limit
# (1000 cycles an operation per thread and word, at least 10 M: the floor
# here) with a note naming the limit and the knob; --progress=always shows
# the cycle reached on stderr, and without it (stderr is not a terminal
# here) nothing is shown.
execute_process(COMMAND ${VGIWCC} ${SOURCE}/tests/run/spin.ll -o ${WORK}/spin.cfg
  RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "vgiwcc spin.ll: ${err}")
endif()
set(spin ${WORK}/spin.cfg --grid=1 --block=32 --arg=buf:i32:32 -q)
execute_process(COMMAND ${VGIWSIM} ${spin} --print-max-cycles
  RESULT_VARIABLE rc OUTPUT_VARIABLE out)
if(NOT rc EQUAL 0 OR NOT out STREQUAL "10000000\n")
  message(FATAL_ERROR "spin: --print-max-cycles gave ${rc} '${out}'")
endif()
foreach(p always auto)
  execute_process(COMMAND ${VGIWSIM} ${spin} --progress=${p}
    RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 1 OR NOT err MATCHES "cycle limit 10000000 reached"
     OR NOT err MATCHES "note: 10000000 cycles is the default limit of this launch[^\n]*--max-cycles=N")
    message(FATAL_ERROR "spin --progress=${p}: expected the default limit's stop, got ${rc}:\n${err}")
  endif()
  if(p STREQUAL "always" AND NOT err MATCHES "\rvgiwsim: cycle [0-9]+ of at most 10000000")
    message(FATAL_ERROR "spin --progress=always shows no progress:\n${err}")
  endif()
  if(p STREQUAL "auto" AND err MATCHES "vgiwsim: cycle")
    message(FATAL_ERROR "spin --progress=auto shows progress on a pipe:\n${err}")
  endif()
endforeach()

# --max-cycles means one thing in both tools: N stops at cycle N, 0 is no
# limit, and 2^64-1, the simulators' "from the launch", is refused.
# vgiwcc took 0 as "the default" and stopped the spin at 10 M cycles, in
# about 1 s of CPU; unlimited, both tools are still running when 2 s of
# CPU each (ulimit -t, which a loaded machine does not stretch) kill them.
set(spinrun ${SOURCE}/tests/run/spin.ll --run --grid=1 --block=32 --arg=buf:i32:32)
foreach(tool cc sim)
  if(tool STREQUAL "cc")
    set(cmd ${VGIWCC} ${spinrun})
  else()
    set(cmd ${VGIWSIM} ${spin})
  endif()
  execute_process(COMMAND ${cmd} --max-cycles=1000 RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 1 OR NOT err MATCHES "cycle limit 1000 reached" OR err MATCHES "default limit")
    message(FATAL_ERROR "${tool} --max-cycles=1000: expected a stop at cycle 1000, got ${rc}:\n${err}")
  endif()
  execute_process(COMMAND ${cmd} --max-cycles=18446744073709551615 RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 1 OR NOT err MATCHES "18446744073709551614")
    message(FATAL_ERROR "${tool} --max-cycles=2^64-1: expected a refusal naming the largest, got ${rc}:\n${err}")
  endif()
endforeach()
string(REPLACE ";" " " ccargs "${VGIWCC};${spinrun}")
string(REPLACE ";" " " simargs "${VGIWSIM};${spin}")
execute_process(COMMAND sh -c "ulimit -c 0; ulimit -t 2; ${ccargs} --max-cycles=0 2>/dev/null & c=$!; ${simargs} --max-cycles=0 2>/dev/null; s=$?; wait $c; echo $? $s"
  OUTPUT_VARIABLE out ERROR_QUIET)
# 137: SIGKILL at the hard limit, 152: SIGXCPU
if(NOT out MATCHES "^(137|152) (137|152)\n$")
  message(FATAL_ERROR "--max-cycles=0 on a spinning kernel: vgiwcc and vgiwsim exit statuses '${out}', expected both killed by the CPU limit (137 or 152)")
endif()

# vgiwref's limits mean the same: --max-thread-steps=N and --max-steps=N stop
# at N instructions (in a thread, in the launch), 0 is no limit. The
# reference took --max-thread-steps=0 for its default (10^8 instructions a
# thread, about 0.4 s of CPU on the spin, plain build); unlimited, it is
# still running when 2 s of CPU kill it.
set(refspin ${VGIWREF} ${SOURCE}/tests/run/spin.ll --grid=1 --block=32 --arg=buf:i32:32)
foreach(lim "--max-thread-steps=1000;in one thread" "--max-steps=500;in the launch")
  list(GET lim 0 opt)
  list(GET lim 1 what)
  execute_process(COMMAND ${refspin} ${opt} RESULT_VARIABLE rc ERROR_VARIABLE err)
  string(REGEX REPLACE "^.*=" "" n "${opt}")
  if(NOT rc EQUAL 1 OR NOT err MATCHES "more than ${n} instructions ${what}")
    message(FATAL_ERROR "vgiwref ${opt} on the spin: expected a stop at ${n} ${what}, got ${rc}:\n${err}")
  endif()
endforeach()
string(REPLACE ";" " " refargs "${refspin}")
execute_process(COMMAND sh -c "ulimit -c 0; ulimit -t 2; ${refargs} --max-thread-steps=0 --max-steps=0 2>/dev/null; echo $?"
  OUTPUT_VARIABLE out ERROR_QUIET)
if(NOT out MATCHES "^(137|152)\n$")
  message(FATAL_ERROR "vgiwref --max-thread-steps=0 --max-steps=0 on the spin: exit status '${out}', expected killed by the CPU limit (137 or 152)")
endif()
