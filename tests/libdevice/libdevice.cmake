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
# The same math through the CUDA API (tests/libdevice/cuda_math.cu):
# against samples/include/vgiw_cuda.h (clang 14), and against the CUDA
# toolkit's own headers (clang 19, so LLVM 17+ builds only); too large for
# one GPU-CC SM.
foreach(t vgiw simt)
  add_test(NAME libdevice_cuda_math_vgiw_header_${t}
    COMMAND vgiwcc --target=${t} tests/libdevice/cuda_math_vgiw.ll --run --check
      --launch=tests/libdevice/cuda_math.launch
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  if(LLVM_VERSION_MAJOR GREATER_EQUAL 17)
    add_test(NAME libdevice_cuda_math_cuda_headers_${t}
      COMMAND vgiwcc --target=${t} tests/libdevice/cuda_math.ll --run --check
        --launch=tests/libdevice/cuda_math.launch
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  endif()
endforeach()
# An oracle that is not ours: the correctly rounded functions (every
# rounding mode) against exact rational arithmetic, in Python.
# python3 and mpmath are dependencies (Makefile deps), not options.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
add_test(NAME libdevice_exact_oracle
  COMMAND ${Python3_EXECUTABLE} tests/libdevice/oracle.py $<TARGET_FILE:vgiwcc>
    ${CMAKE_CURRENT_BINARY_DIR}/libdevice_oracle
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
