# One container test (see run.cmake): VGIWCC, VGIWDUMP, INPUT, WORK, and
# TARGET (vgiw when not given).
file(MAKE_DIRECTORY ${WORK})
if(NOT TARGET)
  set(TARGET vgiw)
endif()
foreach(n a b)
  execute_process(COMMAND ${VGIWCC} --target=${TARGET} ${INPUT} -o ${WORK}/${n}.cfg
    RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "vgiwcc failed (${rc}):\n${err}")
  endif()
endforeach()
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${WORK}/a.cfg ${WORK}/b.cfg
  RESULT_VARIABLE same)
if(NOT same EQUAL 0)
  message(FATAL_ERROR "two compiles of ${INPUT} gave different .cfg bytes")
endif()
execute_process(COMMAND ${VGIWDUMP} ${WORK}/a.cfg OUTPUT_FILE ${WORK}/dump.txt
  RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "vgiwdump rejected the file (${rc}):\n${err}")
endif()
execute_process(COMMAND ${VGIWCC} --target=${TARGET} ${INPUT} --emit=asm -o ${WORK}/asm.txt
  RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "vgiwcc --emit=asm failed (${rc}):\n${err}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${WORK}/dump.txt ${WORK}/asm.txt
  RESULT_VARIABLE same)
if(NOT same EQUAL 0)
  execute_process(COMMAND diff -u ${WORK}/asm.txt ${WORK}/dump.txt)
  message(FATAL_ERROR "vgiwdump of the file differs from vgiwcc --emit=asm")
endif()
