# The CUDA headers' inline PTX (docs/vgiwcc.md, "Inline PTX"): each kernel
# of tests/half/convert.cu (half conversions), funnel.cu (funnel shifts)
# and activemask.cu, from clang 14's IR and (LLVM 17+) clang 19's, run with --check
# (the simulator against the reference interpreter, which reads the PTX on
# its own) on every target it fits, and its 65536 threads' results compared
# with tests/half/model.py (exact rational rounding; PTX's shf).
find_package(Python3 REQUIRED COMPONENTS Interpreter)
# KIND FILE TARGETS... (funnel's four forms per thread do not fit GPU-CC's
# SM or SGMF's fabric; activemask is a warp operation, SIMT's alone, refused
# elsewhere: tests/diag/ptx_activemask.ll)
set(VGIW_HALF_RUNS
  "f2h convert vgiw simt gpucc sgmf"
  "h2f convert vgiw simt gpucc sgmf"
  "funnel funnel vgiw simt"
  "activemask activemask simt")
foreach(dir "" llvm19/)
  if(dir AND LLVM_VERSION_MAJOR LESS 17)
    continue()
  endif()
  foreach(run ${VGIW_HALF_RUNS})
    separate_arguments(run)
    list(POP_FRONT run kind file)
    set(input tests/half/${dir}${file}.ll)
    string(REPLACE "/" "_" v "${dir}")
    foreach(t ${run})
      add_test(NAME half_${v}${kind}_${t}
        COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc>
          -DPYTHON=${Python3_EXECUTABLE} -DINPUT=${input} -DKIND=${kind}
          -DTARGET=${t} -DWORK=${CMAKE_CURRENT_BINARY_DIR}/half_${v}${kind}_${t}
          -P ${CMAKE_CURRENT_SOURCE_DIR}/half/run_half.cmake
        WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
    endforeach()
  endforeach()
endforeach()
