# Two kernels at once on one chip (docs/chip.md, "Concurrent kernels"):
# saxpy and histogram on gtx480 each write the buffers they write alone,
# the statistics give each kernel its half of the cores and its CTAs, and
# --with without --chip is refused.
file(REMOVE_RECURSE ${OUT})
file(MAKE_DIRECTORY ${OUT}/pa ${OUT}/pb ${OUT}/sa ${OUT}/sb)
foreach(s saxpy histogram)
  execute_process(COMMAND ${CC} --target=simt ${SRC}/samples/${s}.ll -o ${OUT}/${s}.cfg
    RESULT_VARIABLE rc)
  if(rc)
    message(FATAL_ERROR "compile ${s} failed")
  endif()
endforeach()
execute_process(COMMAND ${SIM} ${OUT}/saxpy.cfg --launch=${SRC}/samples/saxpy.launch
    --chip=gtx480 --with=${OUT}/histogram.cfg
    --with-launch=${SRC}/samples/histogram.launch --out=${OUT}/pa --with-out=${OUT}/pb
    --stats=${OUT}/pair.json -q RESULT_VARIABLE rc ERROR_VARIABLE err)
if(rc)
  message(FATAL_ERROR "the pair failed:\n${err}")
endif()
execute_process(COMMAND ${SIM} ${OUT}/saxpy.cfg --launch=${SRC}/samples/saxpy.launch
  --out=${OUT}/sa -q RESULT_VARIABLE rc1)
execute_process(COMMAND ${SIM} ${OUT}/histogram.cfg --launch=${SRC}/samples/histogram.launch
  --out=${OUT}/sb -q RESULT_VARIABLE rc2)
if(rc1 OR rc2)
  message(FATAL_ERROR "a solo run failed")
endif()
foreach(p "pa:sa" "pb:sb")
  string(REPLACE ":" ";" p "${p}")
  list(GET p 0 x)
  list(GET p 1 y)
  file(GLOB bins RELATIVE ${OUT}/${y} ${OUT}/${y}/*.bin)
  if(NOT bins)
    message(FATAL_ERROR "no buffers in ${OUT}/${y}")
  endif()
  foreach(f ${bins})
    execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${OUT}/${x}/${f}
      ${OUT}/${y}/${f} RESULT_VARIABLE diff)
    if(diff)
      message(FATAL_ERROR "${x}/${f} differs from the kernel's run alone")
    endif()
  endforeach()
endforeach()
file(READ ${OUT}/pair.json j)
if(NOT j MATCHES "\"kernel\": \"saxpy\", \"first_core\": 0, \"cores\": 7, \"cycles\": [0-9]+, \"ctas\": 16,"
   OR NOT j MATCHES "\"kernel\": \"histogram\", \"first_core\": 7, \"cores\": 8, \"cycles\": [0-9]+, \"ctas\": 8,")
  message(FATAL_ERROR "per-kernel statistics:\n${j}")
endif()
execute_process(COMMAND ${SIM} ${OUT}/saxpy.cfg --launch=${SRC}/samples/saxpy.launch
    --with=${OUT}/histogram.cfg --with-launch=${SRC}/samples/histogram.launch -q
  RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 1 OR NOT err MATCHES "needs --chip=")
  message(FATAL_ERROR "--with without --chip: rc ${rc}:\n${err}")
endif()
