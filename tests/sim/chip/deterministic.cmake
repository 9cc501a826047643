# A chip run twice gives the same statistics and buffers to the byte, and
# its cores share the work: more than one core ran CTAs.
file(REMOVE_RECURSE ${OUT})
file(MAKE_DIRECTORY ${OUT}/a ${OUT}/b)
execute_process(COMMAND ${CC} --target=simt ${SRC}/samples/histogram.ll -o ${OUT}/h.cfg
  RESULT_VARIABLE rc)
if(rc)
  message(FATAL_ERROR "compile failed")
endif()
foreach(d a b)
  execute_process(COMMAND ${SIM} ${OUT}/h.cfg --launch=${SRC}/samples/histogram.launch
      --chip=gtx480 --stats=${OUT}/${d}/s.json --out=${OUT}/${d} -q RESULT_VARIABLE rc)
  if(rc)
    message(FATAL_ERROR "run ${d} failed")
  endif()
endforeach()
file(GLOB bins RELATIVE ${OUT}/a ${OUT}/a/*.bin)
foreach(f s.json ${bins})
  execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${OUT}/a/${f} ${OUT}/b/${f}
    RESULT_VARIABLE diff)
  if(diff)
    message(FATAL_ERROR "${f} differs between two runs")
  endif()
endforeach()
file(READ ${OUT}/a/s.json j)
string(REGEX MATCHALL "\"ctas\": [1-9]" busy "${j}")
list(LENGTH busy n)
# the chip's own line and at least two cores'
if(n LESS 3)
  message(FATAL_ERROR "fewer than two cores ran CTAs:\n${j}")
endif()
