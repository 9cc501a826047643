# A simulator's event-driven schedule (cycles in which nothing can change
# are jumped over) against its polling reference (every cycle stepped; the
# environment variable POLL=1) on one sample, at its launch and its small
# launch: the statistics' JSON and every output buffer must be the same
# bytes. Run by ctest as TARGET_schedules_NAME:
#   cmake -DVGIWCC=... -DVGIWSIM=... -DTARGET=gpucc -DPOLL=VGIW_GPUCC_POLLING
#         -DNAME=saxpy -DWORK=DIR -P schedules.cmake
# ARGS (optional): more options for both tools, e.g. "--arch=F -A p=v".
separate_arguments(extra UNIX_COMMAND "${ARGS}")
file(MAKE_DIRECTORY ${WORK})
execute_process(COMMAND ${VGIWCC} --target=${TARGET} samples/${NAME}.ll -o ${WORK}/${NAME}.cfg
    ${extra}
  RESULT_VARIABLE rc)
if(rc)
  message(FATAL_ERROR "vgiwcc --target=${TARGET} samples/${NAME}.ll failed")
endif()
foreach(launch samples/${NAME}.launch samples/small/${NAME}.launch)
  foreach(polling 0 1)
    set(out ${WORK}/p${polling})
    file(REMOVE_RECURSE ${out})
    file(MAKE_DIRECTORY ${out})
    execute_process(COMMAND ${CMAKE_COMMAND} -E env ${POLL}=${polling}
        ${VGIWSIM} ${WORK}/${NAME}.cfg --launch=${launch} --stats=${out}/stats.json
        --out=${out} -q ${extra}
      RESULT_VARIABLE rc)
    if(rc)
      message(FATAL_ERROR "vgiwsim ${NAME} ${launch} (polling ${polling}) failed")
    endif()
  endforeach()
  file(GLOB files RELATIVE ${WORK}/p1 ${WORK}/p1/*)
  list(LENGTH files nfiles)
  if(nfiles LESS 2)
    message(FATAL_ERROR "${NAME}: no statistics or buffers in ${WORK}/p1")
  endif()
  foreach(f ${files})
    execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${WORK}/p0/${f}
        ${WORK}/p1/${f} RESULT_VARIABLE diff)
    if(diff)
      message(FATAL_ERROR "${NAME} at ${launch}: ${f} differs between the "
        "event-driven and the polling schedule (${WORK}/p0, ${WORK}/p1)")
    endif()
  endforeach()
endforeach()
