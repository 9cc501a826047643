# A SIMT-only sample (see run.cmake): VGIWCC, INPUT, WHICH (vgiw or
# gpucc). vgiwcc must exit with status 1, naming a warp shuffle, the
# target and the kernel, and write nothing.
execute_process(COMMAND ${VGIWCC} ${INPUT} --target=${WHICH} -o -
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${err}")
if(NOT rc EQUAL 1)
  message(FATAL_ERROR "expected exit status 1, got ${rc}")
endif()
if(WHICH STREQUAL "gpucc")
  set(machine "GPU-CC")
else()
  set(machine "VGIW")
endif()
foreach(e "warp shuffle" "is not supported on ${machine}" "(in kernel '")
  string(FIND "${err}" "${e}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "stderr lacks the expected text: ${e}")
  endif()
endforeach()
if(NOT out STREQUAL "")
  message(FATAL_ERROR "output written despite the error")
endif()
