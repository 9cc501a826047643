# Out-of-bounds accesses on one target (WHICH vgiw, gpucc, simt, or ref for
# the reference interpreter): every access is checked against the
# allocation its pointer came from, with no guard slack. VGIWCC, VGIWSIM,
# VGIWREF, SOURCE (repository root), WORK (a scratch directory).
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})

# run(NAME RC LL LAUNCH [EXPECT...]): the tool on LL with the launch line
# LAUNCH must exit with RC and print every EXPECT on stderr.
function(run name want ll launch)
  file(WRITE ${WORK}/${name}.launch "${launch}\n")
  if(WHICH STREQUAL "ref")
    set(cmd ${VGIWREF} ${SOURCE}/tests/run/${ll} --launch=${WORK}/${name}.launch)
  else()
    set(cmd ${VGIWCC} --target=${WHICH} ${SOURCE}/tests/run/${ll} --run --check
      --launch=${WORK}/${name}.launch)
  endif()
  execute_process(COMMAND ${cmd} RESULT_VARIABLE rc OUTPUT_VARIABLE out
    ERROR_VARIABLE err)
  if(NOT rc EQUAL want)
    message(FATAL_ERROR "${name}: expected exit status ${want}, got ${rc}\n${err}")
  endif()
  foreach(e ${ARGN})
    string(FIND "${err}" "${e}" at)
    if(at EQUAL -1)
      message(FATAL_ERROR "${name}: stderr lacks '${e}':\n${err}")
    endif()
  endforeach()
endfunction()

if(WHICH STREQUAL "ref")
  set(t1 "thread (1,0,0) of CTA (0,0,0)")
  set(t0 "thread (0,0,0) of CTA (0,0,0)")
  set(t63 "thread (63,0,0) of CTA (0,0,0)")
else()
  set(t1 "thread 1 (ctaid 0,0,0 tid 1,0,0)")
  set(t0 "thread 0 (ctaid 0,0,0 tid 0,0,0)")
  set(t63 "thread 63 (ctaid 0,0,0 tid 63,0,0)")
endif()

# The issue's case: a one-element out written at tid * 1024. Thread 1's
# store would land inside `other`, the next buffer.
run(issue 1 oob.ll "--block=2 --arg=buf:i32:1 --arg=buf:i32:4096 --arg=1024 --arg=0"
  "oob.ll:12" "${t1}" "at 0x100001000"
  "4096 bytes past the end of argument 0 (out, 4 bytes)")
# The last four bytes of an 8-byte buffer are in; of a 7-byte one, one
# byte is out; so is the word before the start.
run(last_byte 0 oob.ll "--arg=buf:i8:8 --arg=buf:i32:1 --arg=0 --arg=1")
run(one_past 1 oob.ll "--arg=buf:i8:7 --arg=buf:i32:1 --arg=0 --arg=1"
  "oob.ll:12" "${t0}" "1 bytes past the end of argument 0 (out, 7 bytes)")
run(before 1 oob.ll "--arg=buf:i8:8 --arg=buf:i32:1 --arg=0 --arg=-1"
  "oob.ll:12" "${t0}" "4 bytes before the start of argument 0 (out, 8 bytes)")
# Into the second buffer from the first, exactly at its start.
run(next_buffer 1 oob.ll "--arg=buf:i32:1 --arg=buf:i32:4096 --arg=0 --arg=128"
  "oob.ll:12" "past the end of argument 0 (out, 4 bytes)")
# A thread's local frame: the last word in, one word past out.
run(local_in 0 oob_local.ll "--block=4 --arg=buf:i32:4 --arg=3")
run(local_past 1 oob_local.ll "--block=4 --arg=buf:i32:4 --arg=4"
  "oob_local.ll:17" "${t0}" "4 bytes past the end of the thread's local frame (16 bytes)")
# The CTA's shared block (GPU-CC runs no barriers, so no CTA-wide sharing).
if(NOT WHICH STREQUAL "gpucc")
  run(shared_in 0 oob_shared.ll "--block=64 --arg=buf:i32:64 --arg=1 --arg=0")
  run(shared_past 1 oob_shared.ll "--block=64 --arg=buf:i32:64 --arg=1 --arg=1"
    "oob_shared.ll:13" "${t63}" "4 bytes past the end of the CTA's shared block (256 bytes)")
endif()

# A failed run writes no output buffers.
if(NOT WHICH STREQUAL "ref")
  execute_process(COMMAND ${VGIWCC} --target=${WHICH} ${SOURCE}/tests/run/oob.ll
    -o ${WORK}/oob.cfg RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "compiling oob.ll failed")
  endif()
  execute_process(COMMAND ${VGIWSIM} ${WORK}/oob.cfg --launch=${WORK}/issue.launch
    --out=${WORK}/out -q RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 1 OR EXISTS ${WORK}/out/summary.txt OR EXISTS ${WORK}/out/arg0.bin)
    message(FATAL_ERROR "vgiwsim --out after an out-of-bounds access: status ${rc}, "
      "and it must write nothing\n${err}")
  endif()
endif()
