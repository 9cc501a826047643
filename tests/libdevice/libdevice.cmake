# libdevice (docs/libdevice.md): every supported function on special values
# (tests/libdevice/k*.ll, written by gen.py), compiled, simulated and
# compared with the reference interpreter on VGIW and SIMT, and on GPU-CC
# for the kernels that fit one SM; every refused one reported at its line.
file(STRINGS ${PROJECT_SOURCE_DIR}/tests/libdevice/kernels.txt VGIW_LD_KERNELS REGEX "^[^#]")
file(STRINGS ${PROJECT_SOURCE_DIR}/tests/libdevice/gpucc.txt VGIW_LD_GPUCC REGEX "^[^#]")
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
  ${PROJECT_SOURCE_DIR}/tests/libdevice/kernels.txt
  ${PROJECT_SOURCE_DIR}/tests/libdevice/gpucc.txt)
foreach(k ${VGIW_LD_KERNELS})
  set(targets vgiw simt)
  if(k IN_LIST VGIW_LD_GPUCC)
    list(APPEND targets gpucc)
  endif()
  foreach(t ${targets})
    add_test(NAME libdevice_${k}_${t}
      COMMAND vgiwcc --target=${t} tests/libdevice/${k}.ll --run --check
        --launch=tests/libdevice/k.launch
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  endforeach()
endforeach()
add_test(NAME libdevice_refused
  COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc>
    -P ${PROJECT_SOURCE_DIR}/tests/libdevice/refused.cmake
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
