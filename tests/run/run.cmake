# End-to-end tests of every sample: compile, place and route, write the
# .cfg, read it back, simulate, and compare every buffer with the reference
# interpreter (vgiwcc --run --check), at the sample's launch and a smaller
# one (samples/small/, with a partially used last CTA where the kernel has a
# size), also from the -O0 IR compiled at -O0. And the container: two
# compiles give identical bytes, and vgiwdump of the file equals the
# compiler's own --emit=asm.
# The samples of samples/simt_only.list (warp-level operations) are not
# run: vgiwcc must refuse them for VGIW and GPU-CC, naming the operation.
file(GLOB VGIW_RUN_SAMPLES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/samples/*.launch)
file(STRINGS ${PROJECT_SOURCE_DIR}/samples/simt_only.list VGIW_SIMT_ONLY REGEX "^[^#]")
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
  ${PROJECT_SOURCE_DIR}/samples/simt_only.list)
foreach(name ${VGIW_SIMT_ONLY})
  foreach(target vgiw gpucc)
    add_test(NAME refuse_${target}_${name}
      COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc>
        -DINPUT=samples/${name}.ll -DWHICH=${target}
        -P ${CMAKE_CURRENT_SOURCE_DIR}/run/run_refuse.cmake
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  endforeach()
endforeach()
foreach(launch ${VGIW_RUN_SAMPLES})
  get_filename_component(name ${launch} NAME_WE)
  if(name IN_LIST VGIW_SIMT_ONLY)
    continue()
  endif()
  add_test(NAME run_${name}
    COMMAND vgiwcc samples/${name}.ll --run --check --launch=samples/${name}.launch
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  if(EXISTS ${PROJECT_SOURCE_DIR}/samples/small/${name}.launch)
    add_test(NAME run_${name}_small
      COMMAND vgiwcc samples/${name}.ll --run --check --launch=samples/small/${name}.launch
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  endif()
  add_test(NAME run_O0_${name}
    COMMAND vgiwcc samples/O0/${name}.ll -O0 --run --check --launch=samples/${name}.launch
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  if(LLVM_VERSION_MAJOR GREATER_EQUAL 17 AND EXISTS ${PROJECT_SOURCE_DIR}/samples/llvm19/${name}.ll)
    add_test(NAME run_llvm19_${name}
      COMMAND vgiwcc samples/llvm19/${name}.ll --run --check --launch=samples/${name}.launch
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  endif()
  add_test(NAME cfg_${name}
    COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc>
      -DVGIWDUMP=$<TARGET_FILE:vgiwdump> -DINPUT=samples/${name}.ll
      -DWORK=${CMAKE_CURRENT_BINARY_DIR}/cfg_${name}
      -P ${CMAKE_CURRENT_SOURCE_DIR}/run/run_cfg.cmake
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endforeach()
foreach(name saxpy matmul_tiled histogram)
  add_test(NAME tools_${name}
    COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc>
      -DVGIWSIM=$<TARGET_FILE:vgiwsim> -DVGIWREF=$<TARGET_FILE:vgiwref>
      -DNAME=${name} -DWORK=${CMAKE_CURRENT_BINARY_DIR}/tools_${name}
      -P ${CMAKE_CURRENT_SOURCE_DIR}/run/run_tools.cmake
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endforeach()
add_test(NAME host_runtime
  COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc>
    -DHOST=$<TARGET_FILE:saxpy_host> -DBUILD=${PROJECT_BINARY_DIR}
    -DSOURCE=${PROJECT_SOURCE_DIR} -DWORK=${CMAKE_CURRENT_BINARY_DIR}/host_runtime
    -DSANITIZE=${VGIW_SANITIZE}
    -P ${CMAKE_CURRENT_SOURCE_DIR}/run/run_host.cmake)
foreach(o 0 2 3)
  add_test(NAME run_constructs_O${o}
    COMMAND vgiwcc tests/run/constructs.ll -O${o} --run --check
      --launch=tests/run/constructs.launch
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endforeach()
# Checked and saturating arithmetic, scoped atomics, libdevice beyond the
# math table: the front end's
# expansions against the reference interpreter's own semantics.
foreach(name overflow scoped_atomics libdevice)
  foreach(o 0 2)
    add_test(NAME run_${name}_O${o}
      COMMAND vgiwcc tests/run/${name}.ll -O${o} --run --check
        --launch=tests/run/${name}.launch
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  endforeach()
endforeach()
# A guarded double store whose ordering join passes a parameter's address
# (GPU-CC's mapper aborted on it), on every target.
foreach(t vgiw gpucc simt)
  add_test(NAME run_guarded_stores_${t}
    COMMAND vgiwcc --target=${t} tests/run/guarded_stores.ll --run --check
      --launch=tests/run/guarded_stores.launch
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endforeach()
# Out-of-bounds accesses, per buffer and exactly, on every target and in
# the reference interpreter.
foreach(t vgiw gpucc simt ref)
  add_test(NAME run_oob_${t}
    COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc>
      -DVGIWSIM=$<TARGET_FILE:vgiwsim> -DVGIWREF=$<TARGET_FILE:vgiwref>
      -DSOURCE=${PROJECT_SOURCE_DIR} -DWHICH=${t}
      -DWORK=${CMAKE_CURRENT_BINARY_DIR}/oob_${t}
      -P ${CMAKE_CURRENT_SOURCE_DIR}/run/oob.cmake)
endforeach()
# GPU-CC: a kernel that fits maps onto the SM and reports it.
# GPU-CC: the samples that fit an SM compile, simulate and match the
# reference interpreter; their .cfg round-trips; the three tools agree; a
# kernel too large for the SM is refused with what ran out.
file(STRINGS ${PROJECT_SOURCE_DIR}/samples/gpucc.list VGIW_GPUCC_SAMPLES REGEX "^[^#]")
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
  ${PROJECT_SOURCE_DIR}/samples/gpucc.list)
foreach(name ${VGIW_GPUCC_SAMPLES})
  add_test(NAME run_gpucc_${name}
    COMMAND vgiwcc --target=gpucc samples/${name}.ll --run --check
      --launch=samples/${name}.launch
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  if(EXISTS ${PROJECT_SOURCE_DIR}/samples/small/${name}.launch)
    add_test(NAME run_gpucc_${name}_small
      COMMAND vgiwcc --target=gpucc samples/${name}.ll --run --check
        --launch=samples/small/${name}.launch
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  endif()
  if(LLVM_VERSION_MAJOR GREATER_EQUAL 17 AND EXISTS ${PROJECT_SOURCE_DIR}/samples/llvm19/${name}.ll)
    add_test(NAME run_gpucc_llvm19_${name}
      COMMAND vgiwcc --target=gpucc samples/llvm19/${name}.ll --run --check
        --launch=samples/${name}.launch
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  endif()
  add_test(NAME gpucc_cfg_${name}
    COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc>
      -DVGIWDUMP=$<TARGET_FILE:vgiwdump> -DINPUT=samples/${name}.ll -DTARGET=gpucc
      -DWORK=${CMAKE_CURRENT_BINARY_DIR}/gpucc_cfg_${name}
      -P ${CMAKE_CURRENT_SOURCE_DIR}/run/run_cfg.cmake
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endforeach()
add_test(NAME tools_gpucc_saxpy
  COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc>
    -DVGIWSIM=$<TARGET_FILE:vgiwsim> -DVGIWREF=$<TARGET_FILE:vgiwref>
    -DNAME=saxpy -DTARGET=gpucc -DWORK=${CMAKE_CURRENT_BINARY_DIR}/tools_gpucc_saxpy
    -P ${CMAKE_CURRENT_SOURCE_DIR}/run/run_tools.cmake
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
add_test(NAME gpucc_too_large
  COMMAND vgiwcc --target=gpucc samples/conv5x5.ll -o ${CMAKE_CURRENT_BINARY_DIR}/too_large.cfg
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(gpucc_too_large PROPERTIES WILL_FAIL TRUE)
add_test(NAME gpucc_too_large_reason
  COMMAND vgiwcc --target=gpucc samples/conv5x5.ll --emit=report
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(gpucc_too_large_reason PROPERTIES
  PASS_REGULAR_EXPRESSION "kernel 'conv5x5' needs [0-9]+ cores, the SM has 32")
# SIMT: every sample's .cfg round-trips (two compiles give the same bytes,
# vgiwdump equals --emit=asm); the runs with --check: tests/run/simt.cmake.
foreach(launch ${VGIW_RUN_SAMPLES})
  get_filename_component(name ${launch} NAME_WE)
  add_test(NAME simt_cfg_${name}
    COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc>
      -DVGIWDUMP=$<TARGET_FILE:vgiwdump> -DINPUT=samples/${name}.ll -DTARGET=simt
      -DWORK=${CMAKE_CURRENT_BINARY_DIR}/simt_cfg_${name}
      -P ${CMAKE_CURRENT_SOURCE_DIR}/run/run_cfg.cmake
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endforeach()
include(${CMAKE_CURRENT_SOURCE_DIR}/run/simt.cmake)
include(${CMAKE_CURRENT_SOURCE_DIR}/run/sgmf.cmake)
