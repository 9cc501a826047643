# Half-precision inline PTX (docs/vgiwcc.md, "Inline PTX"): each kernel of
# tests/half/convert.cu, from clang 14's IR and (LLVM 17+) clang 19's, run on
# every target with --check (the simulator against the reference
# interpreter, which reads the PTX on its own), and its 65536 results
# compared with tests/half/model.py's exact rational rounding.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
set(VGIW_HALF_INPUTS tests/half/convert.ll)
if(LLVM_VERSION_MAJOR GREATER_EQUAL 17)
  list(APPEND VGIW_HALF_INPUTS tests/half/llvm19/convert.ll)
endif()
foreach(input ${VGIW_HALF_INPUTS})
  string(REGEX REPLACE "^tests/half/" "" v ${input})
  string(REGEX REPLACE "[/.]" "_" v ${v})
  string(REGEX REPLACE "_ll$" "" v ${v})
  foreach(kind f2h h2f)
    foreach(t vgiw simt gpucc sgmf)
      add_test(NAME half_${v}_${kind}_${t}
        COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc>
          -DPYTHON=${Python3_EXECUTABLE} -DINPUT=${input} -DKIND=${kind}
          -DTARGET=${t} -DWORK=${CMAKE_CURRENT_BINARY_DIR}/half_${v}_${kind}_${t}
          -P ${CMAKE_CURRENT_SOURCE_DIR}/half/run_half.cmake
        WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
    endforeach()
  endforeach()
endforeach()
