# The ILP study's SM (arch/ilp-sm.xml, docs/simt.md "The ILP techniques")
# on every sample, included by tests/CMakeLists.txt:
# - run_simt_ilp_NAME[_small]: every ILP technique on (EX8 bypass, shared
#   scoreboard, gshare), compared with the reference interpreter;
# - run_simt_tlp_NAME_small: the TLP core (the overlay alone);
# - simt_ilp_schedules_NAME, simt_tlp_schedules_NAME: the event-driven
#   schedule equals the polling one with every technique on, and on the TLP
#   core (tests/sim/schedules.cmake).
# Every sample's CTA fits the 16 K registers of Table 1: big_block, which
# would need more than 63 registers per thread, spills to local memory
# (docs/simt.md, "Register allocation"). A sample listed in
# VGIW_ILP_32K would run on the table's 32 K variant ("8k/16k/32k
# registers").
set(VGIW_ILP_ALL --arch=arch/ilp-sm.xml -A simt.ilp.bypass=ex8
  -A simt.ilp.scoreboard=shared -A simt.ilp.predictor=gshare)
set(VGIW_ILP_32K)
foreach(launch ${VGIW_RUN_SAMPLES})
  get_filename_component(name ${launch} NAME_WE)
  set(regs)
  if(name IN_LIST VGIW_ILP_32K)
    set(regs -A simt.sm.registers=32768)
  endif()
  add_test(NAME run_simt_ilp_${name}
    COMMAND vgiwcc --target=simt samples/${name}.ll --run --check
      --launch=samples/${name}.launch ${VGIW_ILP_ALL} ${regs}
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  if(EXISTS ${PROJECT_SOURCE_DIR}/samples/small/${name}.launch)
    add_test(NAME run_simt_ilp_${name}_small
      COMMAND vgiwcc --target=simt samples/${name}.ll --run --check
        --launch=samples/small/${name}.launch ${VGIW_ILP_ALL} ${regs}
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
    add_test(NAME run_simt_tlp_${name}_small
      COMMAND vgiwcc --target=simt samples/${name}.ll --run --check
        --launch=samples/small/${name}.launch --arch=arch/ilp-sm.xml ${regs}
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
    foreach(kind ilp tlp)
      if(kind STREQUAL ilp)
        string(REPLACE ";" " " args "${VGIW_ILP_ALL};${regs}")
      else()
        string(REPLACE ";" " " args "--arch=arch/ilp-sm.xml;${regs}")
      endif()
      add_test(NAME simt_${kind}_schedules_${name}
        COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc>
          -DVGIWSIM=$<TARGET_FILE:vgiwsim> -DTARGET=simt -DPOLL=VGIW_SIMT_POLLING
          -DNAME=${name} -DWORK=${CMAKE_CURRENT_BINARY_DIR}/simt_${kind}_schedules_${name}
          "-DARGS=${args}" -P ${CMAKE_CURRENT_SOURCE_DIR}/sim/schedules.cmake
        WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
    endforeach()
  endif()
endforeach()
add_test(NAME simt_ilp_branch_resolve
  COMMAND ${CMAKE_COMMAND} -DCC=$<TARGET_FILE:vgiwcc> -DSIM=$<TARGET_FILE:vgiwsim>
    -DSRC=${PROJECT_SOURCE_DIR} -DOUT=${CMAKE_CURRENT_BINARY_DIR}/simt_ilp_resolve
    -P ${CMAKE_CURRENT_LIST_DIR}/resolve.cmake)
