# Bad --chip values: a diagnostic, exit 1, no statistics written.
file(REMOVE_RECURSE ${OUT})
file(MAKE_DIRECTORY ${OUT})
execute_process(COMMAND ${CC} --target=simt ${SRC}/samples/saxpy.ll -o ${OUT}/saxpy.cfg
  RESULT_VARIABLE rc)
if(rc)
  message(FATAL_ERROR "compile failed")
endif()
file(WRITE ${OUT}/nocores.xml "<architecture version=\"1\"><chip><cores simt=\"0\"/></chip></architecture>\n")
file(WRITE ${OUT}/bad.xml "<architecture version=\"1\"><chip><cores simt=\"x\"/></chip></architecture>\n")
foreach(case "nosuch|no such chip" "vgiw15|no SIMT cores"
    "${OUT}/nocores.xml|has no cores" "${OUT}/bad.xml|bad.xml:1"
    "${OUT}/missing.xml|missing.xml")
  string(REPLACE "|" ";" case "${case}")
  list(GET case 0 chip)
  list(GET case 1 want)
  execute_process(COMMAND ${SIM} ${OUT}/saxpy.cfg --launch=${SRC}/samples/small/saxpy.launch
      --chip=${chip} --stats=${OUT}/s.json -q
    RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 1 OR NOT err MATCHES "${want}" OR EXISTS ${OUT}/s.json)
    message(FATAL_ERROR "--chip=${chip}: rc ${rc}, expected '${want}' in:\n${err}")
  endif()
endforeach()
# an SGMF program on a chip without MT-CGRF cores (gtx480: SIMT SMs only)
execute_process(COMMAND ${CC} --target=sgmf ${SRC}/samples/saxpy.ll -o ${OUT}/saxpy_sgmf.cfg
  RESULT_VARIABLE rc)
execute_process(COMMAND ${SIM} ${OUT}/saxpy_sgmf.cfg --launch=${SRC}/samples/small/saxpy.launch
    --chip=gtx480 --stats=${OUT}/s.json -q
  RESULT_VARIABLE rc2 ERROR_VARIABLE err)
if(rc OR NOT rc2 EQUAL 1 OR NOT err MATCHES "no SGMF cores" OR EXISTS ${OUT}/s.json)
  message(FATAL_ERROR "SGMF on a chip: rc ${rc}/${rc2}, expected 'no SGMF cores' in:\n${err}")
endif()
