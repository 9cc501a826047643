# One golden test (see golden.cmake): VGIWCC, INPUT, EMIT, EXPECTED, ACTUAL,
# and TARGET (vgiw when not given).
if(NOT EXISTS ${EXPECTED})
  message(FATAL_ERROR "no expected output ${EXPECTED}; create it with "
    "`cmake --build <build> --target golden` and review it")
endif()
if(NOT TARGET)
  set(TARGET vgiw)
endif()
execute_process(COMMAND ${VGIWCC} --target=${TARGET} ${INPUT} --emit=${EMIT} -o ${ACTUAL}
  RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "vgiwcc failed (${rc}):\n${err}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${EXPECTED} ${ACTUAL}
  RESULT_VARIABLE same)
if(NOT same EQUAL 0)
  execute_process(COMMAND diff -u ${EXPECTED} ${ACTUAL})
  message(FATAL_ERROR "output differs from ${EXPECTED}")
endif()
