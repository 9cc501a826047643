# Chips (docs/chip.md; included by tests/CMakeLists.txt): every sample on
# its machine's embedded chip with --check against the reference
# interpreter, at the sample's own launch (several CTAs per core); the
# chip's statistics deterministic; bad --chip values refused.
foreach(launch ${VGIW_RUN_SAMPLES})
  get_filename_component(name ${launch} NAME_WE)
  add_test(NAME chip_gtx480_${name}
    COMMAND vgiwcc --target=simt samples/${name}.ll --run --check
      --launch=samples/${name}.launch --chip=gtx480
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  set_tests_properties(chip_gtx480_${name} PROPERTIES
    PASS_REGULAR_EXPRESSION "chip of 15 simt cores.*every buffer matches")
endforeach()
add_test(NAME chip_refuse
  COMMAND ${CMAKE_COMMAND} -DCC=$<TARGET_FILE:vgiwcc> -DSIM=$<TARGET_FILE:vgiwsim>
    -DSRC=${PROJECT_SOURCE_DIR} -DOUT=${CMAKE_CURRENT_BINARY_DIR}/chip_refuse
    -P ${CMAKE_CURRENT_LIST_DIR}/refuse.cmake)
add_test(NAME chip_deterministic
  COMMAND ${CMAKE_COMMAND} -DCC=$<TARGET_FILE:vgiwcc> -DSIM=$<TARGET_FILE:vgiwsim>
    -DSRC=${PROJECT_SOURCE_DIR} -DOUT=${CMAKE_CURRENT_BINARY_DIR}/chip_det
    -P ${CMAKE_CURRENT_LIST_DIR}/deterministic.cmake)
# GPU-CC on the gtx470-cc chip: the samples of samples/gpucc.list, compiled
# for the chip (its SM clock is the GTX 470's), each SM a range of CTAs.
file(STRINGS ${PROJECT_SOURCE_DIR}/samples/gpucc.list VGIW_CHIP_GPUCC REGEX "^[^#]")
foreach(name ${VGIW_CHIP_GPUCC})
  add_test(NAME chip_gtx470cc_${name}
    COMMAND vgiwcc --target=gpucc samples/${name}.ll --run --check
      --launch=samples/${name}.launch --chip=gtx470-cc
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  set_tests_properties(chip_gtx470cc_${name} PROPERTIES
    PASS_REGULAR_EXPRESSION "chip of 14 gpucc cores.*every buffer matches")
endforeach()
# VGIW on the vgiw15 chip: every sample VGIW runs (not warp_reduce, whose
# warp shuffles VGIW refuses), whole tiles of CTAs handed to the cores.
foreach(launch ${VGIW_RUN_SAMPLES})
  get_filename_component(name ${launch} NAME_WE)
  if(name STREQUAL "warp_reduce")
    continue()
  endif()
  add_test(NAME chip_vgiw15_${name}
    COMMAND vgiwcc samples/${name}.ll --run --check
      --launch=samples/${name}.launch --chip=vgiw15
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  set_tests_properties(chip_vgiw15_${name} PROPERTIES
    PASS_REGULAR_EXPRESSION "chip of 15 vgiw cores.*every buffer matches")
endforeach()
add_test(NAME chip_jobs
  COMMAND ${CMAKE_COMMAND} -DCC=$<TARGET_FILE:vgiwcc> -DSIM=$<TARGET_FILE:vgiwsim>
    -DSRC=${PROJECT_SOURCE_DIR} -DOUT=${CMAKE_CURRENT_BINARY_DIR}/chip_jobs
    -P ${CMAKE_CURRENT_LIST_DIR}/jobs.cmake)
add_test(NAME chip_bounds
  COMMAND ${CMAKE_COMMAND} -DCC=$<TARGET_FILE:vgiwcc> -DSIM=$<TARGET_FILE:vgiwsim>
    -DSRC=${PROJECT_SOURCE_DIR} -DOUT=${CMAKE_CURRENT_BINARY_DIR}/chip_bounds
    -P ${CMAKE_CURRENT_LIST_DIR}/bounds.cmake)
add_test(NAME chip_concurrent
  COMMAND ${CMAKE_COMMAND} -DCC=$<TARGET_FILE:vgiwcc> -DSIM=$<TARGET_FILE:vgiwsim>
    -DSRC=${PROJECT_SOURCE_DIR} -DOUT=${CMAKE_CURRENT_BINARY_DIR}/chip_concurrent
    -P ${CMAKE_CURRENT_LIST_DIR}/concurrent.cmake)
# The ILP study's chips (papers/ilp-throughput-gpgpu.txt Table 1, §5): two
# of its workloads (suites/ilp) on each with --check, compiled for the chip
# (its SM is arch/ilp-sm.xml); on gpu-h a kernel alone runs on all 38 SMs,
# TLP and ILP (chip.steering.single all).
foreach(chip ilp-baseline gpu-t gpu-i gpu-h)
  foreach(p "storegpu:storegpu" "scan_smem:scan_smem")
    string(REPLACE ":" ";" p "${p}")
    list(GET p 0 k)
    list(GET p 1 s)
    add_test(NAME chip_${chip}_${k}
      COMMAND vgiwcc --target=simt suites/ilp/${s}.ll --kernel=${k} --run --check
        --launch=suites/ilp/${k}.launch --chip=${chip}
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
    set_tests_properties(chip_${chip}_${k} PROPERTIES
      PASS_REGULAR_EXPRESSION "chip of [0-9]+ simt cores.*every buffer matches")
  endforeach()
endforeach()
add_test(NAME chip_steering
  COMMAND ${CMAKE_COMMAND} -DCC=$<TARGET_FILE:vgiwcc> -DSIM=$<TARGET_FILE:vgiwsim>
    -DSRC=${PROJECT_SOURCE_DIR} -DOUT=${CMAKE_CURRENT_BINARY_DIR}/chip_steering
    -P ${CMAKE_CURRENT_LIST_DIR}/steering.cmake)
add_test(NAME chip_dispatch
  COMMAND ${CMAKE_COMMAND} -DCC=$<TARGET_FILE:vgiwcc> -DSIM=$<TARGET_FILE:vgiwsim>
    -DSRC=${PROJECT_SOURCE_DIR} -DOUT=${CMAKE_CURRENT_BINARY_DIR}/chip_dispatch
    -P ${CMAKE_CURRENT_LIST_DIR}/dispatch.cmake)
add_test(NAME chip_loop
  COMMAND ${CMAKE_COMMAND} -DCC=$<TARGET_FILE:vgiwcc> -DSIM=$<TARGET_FILE:vgiwsim>
    -DSRC=${PROJECT_SOURCE_DIR} -DOUT=${CMAKE_CURRENT_BINARY_DIR}/chip_loop
    -P ${CMAKE_CURRENT_LIST_DIR}/loop.cmake)
