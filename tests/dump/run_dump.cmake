# One --dump-after test (see dump.cmake): VGIWCC, INPUT, ARGS, EXPECT, OUT.
execute_process(COMMAND ${VGIWCC} ${INPUT} ${ARGS} -o ${OUT}
  RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "vgiwcc failed (${rc}):\n${err}")
endif()
foreach(e IN LISTS EXPECT)
  string(FIND "${err}" "${e}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "stderr lacks the expected text: ${e}\n${err}")
  endif()
endforeach()
# the dumps change nothing of the output
set(args ${ARGS})
list(FILTER args INCLUDE REGEX "^--target=")
execute_process(COMMAND ${VGIWCC} ${INPUT} ${args} -o ${OUT}.plain
  RESULT_VARIABLE rc)
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${OUT} ${OUT}.plain
  RESULT_VARIABLE same)
if(NOT rc EQUAL 0 OR NOT same EQUAL 0)
  message(FATAL_ERROR "the output with --dump-after differs from the one without")
endif()
