# SIMT end-to-end runs (included by run.cmake): every sample compiled with
# --target=simt, simulated on the SIMT SM and compared with the reference
# interpreter, at the sample's launch and the small one, from the -O0 IR
# compiled at -O0, and from LLVM 19's IR; then the three tools on one
# sample, as for the other targets.
foreach(launch ${VGIW_RUN_SAMPLES})
  get_filename_component(name ${launch} NAME_WE)
  add_test(NAME run_simt_${name}
    COMMAND vgiwcc --target=simt samples/${name}.ll --run --check
      --launch=samples/${name}.launch
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  if(EXISTS ${PROJECT_SOURCE_DIR}/samples/small/${name}.launch)
    add_test(NAME run_simt_${name}_small
      COMMAND vgiwcc --target=simt samples/${name}.ll --run --check
        --launch=samples/small/${name}.launch
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  endif()
  add_test(NAME run_simt_O0_${name}
    COMMAND vgiwcc --target=simt samples/O0/${name}.ll -O0 --run --check
      --launch=samples/${name}.launch
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  if(LLVM_VERSION_MAJOR GREATER_EQUAL 17 AND EXISTS ${PROJECT_SOURCE_DIR}/samples/llvm19/${name}.ll)
    add_test(NAME run_simt_llvm19_${name}
      COMMAND vgiwcc --target=simt samples/llvm19/${name}.ll --run --check
        --launch=samples/${name}.launch
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
    if(EXISTS ${PROJECT_SOURCE_DIR}/samples/small/${name}.launch)
      add_test(NAME run_simt_llvm19_${name}_small
        COMMAND vgiwcc --target=simt samples/llvm19/${name}.ll --run --check
          --launch=samples/small/${name}.launch
        WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
    endif()
  endif()
endforeach()
foreach(o 0 2 3)
  add_test(NAME run_simt_constructs_O${o}
    COMMAND vgiwcc --target=simt tests/run/constructs.ll -O${o} --run --check
      --launch=tests/run/constructs.launch
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endforeach()
add_test(NAME tools_simt_saxpy
  COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc>
    -DVGIWSIM=$<TARGET_FILE:vgiwsim> -DVGIWREF=$<TARGET_FILE:vgiwref>
    -DNAME=saxpy -DTARGET=simt -DWORK=${CMAKE_CURRENT_BINARY_DIR}/tools_simt_saxpy
    -P ${CMAKE_CURRENT_SOURCE_DIR}/run/run_tools.cmake
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
