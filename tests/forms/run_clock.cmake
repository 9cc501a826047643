# One tests/forms clock run (forms.cmake): VGIWCC, PYTHON, INPUT, KERNEL,
# ARGS (vgiwcc's options, comma separated), GRID, EXPECT, WORK. EXPECT
# "check": the run passes --check with one buffer left out as clock()
# values and tests/forms/clock_check.py accepts them; else vgiwcc must
# exit 1 with EXPECT on stderr and write nothing.
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
string(REPLACE "," ";" args "${ARGS}")
execute_process(COMMAND ${VGIWCC} --target=simt ${INPUT} --kernel=${KERNEL}
  --run --check --grid=${GRID} ${args} --out=${WORK}/out
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}${err}")
if(NOT EXPECT STREQUAL "check")
  string(FIND "${err}" "${EXPECT}" at)
  if(NOT rc EQUAL 1 OR at EQUAL -1 OR EXISTS ${WORK}/out)
    message(FATAL_ERROR "want exit 1 with '${EXPECT}' and no outputs (exit ${rc})")
  endif()
  return()
endif()
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "vgiwcc failed (${rc})")
endif()
string(REGEX MATCHALL "is not compared: it holds clock" skipped "${err}")
list(LENGTH skipped n)
string(FIND "${err}" "check: every other buffer matches" at)
if(NOT n EQUAL 1 OR at EQUAL -1)
  message(FATAL_ERROR "want --check to pass with one buffer left out (${n})")
endif()
execute_process(COMMAND ${PYTHON} ${CMAKE_CURRENT_LIST_DIR}/clock_check.py
  ${WORK}/out ${KERNEL} ${GRID} RESULT_VARIABLE rc OUTPUT_VARIABLE res ERROR_VARIABLE err)
message("${res}${err}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "timing outputs wrong by tests/forms/clock_check.py")
endif()
