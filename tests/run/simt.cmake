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
# The register cap and spilling (docs/simt.md, "Register allocation"):
# kernels compiled for 16 registers per thread (--maxrregcount, nvcc's
# floor) spill values to local memory and still match the reference
# interpreter; the report counts the spills, and at the machine's cap of 63
# big_block spills too. matmul_tiled's 32 tile addresses fold into
# [r+imm] addressing (docs/simt.md), so it fits in 24 registers or fewer
# with no spill; the ILP study's matmul runs on the study's 16 K-register SM.
foreach(name matmul_tiled conv5x5 warp_reduce big_block prefix_sum nqueens)
  add_test(NAME run_simt_spill16_${name}
    COMMAND vgiwcc --target=simt samples/${name}.ll --maxrregcount=16 --run
      --check --launch=samples/small/${name}.launch
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endforeach()
add_test(NAME simt_spill16_report_matmul_tiled
  COMMAND vgiwcc --target=simt samples/matmul_tiled.ll --maxrregcount=16
    --emit=report
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(simt_spill16_report_matmul_tiled PROPERTIES
  PASS_REGULAR_EXPRESSION "registers per thread 1[0-6] \\(at most 16\\)\n  spilled values [1-9][0-9]* \\([1-9][0-9]* bytes of local memory, [1-9][0-9]* loads, [1-9][0-9]* stores\\)")
add_test(NAME simt_spill_report_big_block
  COMMAND vgiwcc --target=simt samples/big_block.ll --emit=report
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(simt_spill_report_big_block PROPERTIES
  PASS_REGULAR_EXPRESSION "registers per thread ([1-5]?[0-9]|6[0-3]) \\(at most 63\\)\n  spilled values [1-9]")
add_test(NAME simt_offsets_report_matmul_tiled
  COMMAND vgiwcc --target=simt samples/matmul_tiled.ll --emit=report
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(simt_offsets_report_matmul_tiled PROPERTIES
  PASS_REGULAR_EXPRESSION "registers per thread (1?[0-9]|2[0-4]) \\(at most 63\\)\n  spilled values 0 ")
add_test(NAME run_simt_ilp_sm_matmul
  COMMAND vgiwcc --target=simt suites/ilp/matmul.ll --kernel=matmul --run
    --check --launch=suites/ilp/matmul.launch --arch=arch/ilp-sm.xml
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
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
