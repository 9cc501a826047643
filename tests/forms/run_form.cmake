# One tests/forms run (forms.cmake): VGIWCC, PYTHON, INPUT, KERNEL, ARGS (the
# kernel's --arg values, comma separated), TARGET, WORK. The run must pass
# --check: every output buffer equal to the reference interpreter's.
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
string(REPLACE "," ";" args "${ARGS}")
list(TRANSFORM args PREPEND "--arg=")
execute_process(COMMAND ${VGIWCC} --target=${TARGET} ${INPUT} --kernel=${KERNEL}
  --run --check --grid=4 --block=256 ${args} --out=${WORK}/out
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}${err}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "vgiwcc failed (${rc})")
endif()
string(FIND "${out}${err}" "check: every buffer matches" at)
if(at EQUAL -1)
  message(FATAL_ERROR "no --check verdict")
endif()
if(EXISTS ${CMAKE_CURRENT_LIST_DIR}/${KERNEL}_check.py)
  execute_process(COMMAND ${PYTHON} ${CMAKE_CURRENT_LIST_DIR}/${KERNEL}_check.py
    ${WORK}/out 1000 RESULT_VARIABLE rc OUTPUT_VARIABLE res ERROR_VARIABLE err)
  message("${res}${err}")
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "results wrong by tests/forms/${KERNEL}_check.py")
  endif()
endif()
