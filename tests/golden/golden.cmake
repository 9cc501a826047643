# Golden tests: vgiwcc --emit=blocks, dfg and report of every sample compared
# with tests/golden/llvm<major>/<sample>.<emit> (canonicalisation differs a
# little between LLVM versions), and for --target=simt --emit=asm and report
# with <sample>.simt.asm, <sample>.simt.report. `cmake --build . --target
# golden` rewrites the expected files of the LLVM in use; review the diff
# before committing.
# Smoke tests: every sample, also its -O0 form, compiles at -O0..-O3, for
# VGIW and for SIMT.
set(golden_dir ${CMAKE_CURRENT_SOURCE_DIR}/golden/llvm${LLVM_VERSION_MAJOR})
file(GLOB VGIW_SAMPLE_LL CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/samples/*.ll)
set(golden_cmds "")
# The samples of samples/simt_only.list have no VGIW dumps (vgiwcc refuses
# their warp-level operations; tests/run/run.cmake checks that).
file(STRINGS ${PROJECT_SOURCE_DIR}/samples/simt_only.list VGIW_GOLDEN_SIMT_ONLY REGEX "^[^#]")
foreach(ll ${VGIW_SAMPLE_LL})
  get_filename_component(name ${ll} NAME_WE)
  set(vgiw_emits blocks dfg report)
  if(name IN_LIST VGIW_GOLDEN_SIMT_ONLY)
    set(vgiw_emits "")
  endif()
  file(RELATIVE_PATH rel ${PROJECT_SOURCE_DIR} ${ll})
  foreach(emit ${vgiw_emits})
    add_test(NAME golden_${name}_${emit}
      COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc> -DINPUT=${rel}
        -DEMIT=${emit} -DEXPECTED=${golden_dir}/${name}.${emit}
        -DACTUAL=${CMAKE_CURRENT_BINARY_DIR}/golden_${name}.${emit}
        -P ${CMAKE_CURRENT_SOURCE_DIR}/golden/run_golden.cmake
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
    list(APPEND golden_cmds COMMAND $<TARGET_FILE:vgiwcc> ${rel} --emit=${emit}
      -o ${golden_dir}/${name}.${emit})
  endforeach()
  foreach(emit asm report)
    add_test(NAME golden_simt_${name}_${emit}
      COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc> -DINPUT=${rel}
        -DEMIT=${emit} -DTARGET=simt -DEXPECTED=${golden_dir}/${name}.simt.${emit}
        -DACTUAL=${CMAKE_CURRENT_BINARY_DIR}/golden_simt_${name}.${emit}
        -P ${CMAKE_CURRENT_SOURCE_DIR}/golden/run_golden.cmake
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
    list(APPEND golden_cmds COMMAND $<TARGET_FILE:vgiwcc> --target=simt ${rel}
      --emit=${emit} -o ${golden_dir}/${name}.simt.${emit})
  endforeach()
  set(variants ${rel})
  if(EXISTS ${PROJECT_SOURCE_DIR}/samples/O0/${name}.ll)
    list(APPEND variants samples/O0/${name}.ll)
  endif()
  if(LLVM_VERSION_MAJOR GREATER_EQUAL 17 AND EXISTS ${PROJECT_SOURCE_DIR}/samples/llvm19/${name}.ll)
    list(APPEND variants samples/llvm19/${name}.ll samples/llvm19/O0/${name}.ll)
  endif()
  foreach(v ${variants})
    string(REPLACE "/" "_" vname ${v})
    foreach(o 0 1 2 3)
      if(vgiw_emits)
        add_test(NAME smoke_${vname}_O${o}
          COMMAND vgiwcc ${v} -O${o} --emit=dfg -o /dev/null
          WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
      endif()
      add_test(NAME smoke_simt_${vname}_O${o}
        COMMAND vgiwcc --target=simt ${v} -O${o} -o /dev/null
        WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
    endforeach()
  endforeach()
endforeach()
add_custom_target(golden
  COMMAND ${CMAKE_COMMAND} -E make_directory ${golden_dir}
  ${golden_cmds}
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
  COMMENT "Rewriting ${golden_dir}")
