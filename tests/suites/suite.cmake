# One line of a suite manifest on one target (docs/eval.md), run as a test
# by tests/suites/suites.cmake: VGIWCC, INPUT (.ll), KERNEL, LAUNCH (the
# manifest's cell: a file relative to DIR, the manifest's folder, or the
# options themselves when it starts with --), TARGET (simt, vgiw, gpucc)
# and EXPECT, the manifest's cell for TARGET:
#   run        vgiwcc --run --check exits 0 and every buffer matches the
#              reference interpreter;
#   refuse:T   a design limit of the target: exit status 1, an error naming
#              the kernel whose text contains T, nothing on standard output;
#   gap:T      a known gap of our compiler: the same clean failure today;
#              when it runs, this test fails so that the manifest is updated.
if(LAUNCH MATCHES "^--")
  separate_arguments(launch UNIX_COMMAND "${LAUNCH}")
else()
  set(launch --launch=${DIR}/${LAUNCH})
endif()
execute_process(COMMAND ${VGIWCC} --target=${TARGET} ${INPUT} --kernel=${KERNEL}
    --run --check ${launch}
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}${err}")
if(EXPECT STREQUAL "run")
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "expected a verified run, got exit status ${rc}")
  endif()
  string(FIND "${out}${err}" "check: every buffer matches the reference interpreter" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "no check line: the results were not compared")
  endif()
  return()
endif()
string(REGEX MATCH "^(refuse|gap):(.+)$" m "${EXPECT}")
if(NOT m)
  message(FATAL_ERROR "manifest cell '${EXPECT}' is not run, refuse:TEXT or gap:TEXT")
endif()
set(kind ${CMAKE_MATCH_1})
set(text ${CMAKE_MATCH_2})
if(kind STREQUAL "gap" AND rc EQUAL 0)
  message(FATAL_ERROR "${KERNEL} now runs on ${TARGET}: the gap is closed, "
    "change its manifest cell to run")
endif()
if(NOT rc EQUAL 1)
  message(FATAL_ERROR "expected a clean refusal (exit status 1), got '${rc}'")
endif()
foreach(e "error:" "${text}")
  string(FIND "${err}" "${e}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "stderr lacks the expected text: ${e}")
  endif()
endforeach()
string(REGEX MATCH "'${KERNEL}'|error: ${KERNEL}:" named "${err}")
if(NOT named)
  message(FATAL_ERROR "the error does not name kernel ${KERNEL}")
endif()
if(NOT out STREQUAL "")
  message(FATAL_ERROR "output written despite the error")
endif()
