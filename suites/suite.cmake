# vgiw_suite(NAME SOURCE...): the regen-NAME target of a kernel suite
# (docs/eval.md), which regenerates suites/NAME/SOURCE.ll with clang-14 and
# suites/NAME/llvm19/SOURCE.ll with clang-19, with the flags of
# samples/README.md (from the repository root, relative paths, so nothing
# depends on the machine). VGIW_SUITE_FLAGS_SOURCE adds flags of one source.
# The .ll files are checked in, so nothing else needs clang.
set(VGIW_SUITE_CUDA_FLAGS -x cuda --cuda-gpu-arch=sm_50 -nocudainc -nocudalib
  --cuda-device-only --cuda-path=/nonexistent -fdebug-compilation-dir=.
  -Isamples/include -emit-llvm -S -O2 -gline-tables-only)
find_program(VGIW_CLANG14 NAMES clang-14 PATHS /usr/lib/llvm-14/bin)
find_program(VGIW_CLANG19 NAMES clang-19 PATHS /usr/lib/llvm-19/bin)

function(vgiw_suite name)
  set(cmds)
  foreach(pair "VGIW_CLANG14:suites/${name}" "VGIW_CLANG19:suites/${name}/llvm19")
    string(REPLACE ":" ";" pair "${pair}")
    list(GET pair 0 var)
    list(GET pair 1 dir)
    if(NOT ${var})
      list(APPEND cmds COMMAND ${CMAKE_COMMAND} -E echo
        "regen-${name}: ${var} not found, ${dir}/*.ll left as they are")
      continue()
    endif()
    list(APPEND cmds COMMAND ${CMAKE_COMMAND} -E make_directory ${dir})
    foreach(s ${ARGN})
      list(APPEND cmds COMMAND ${${var}} ${VGIW_SUITE_CUDA_FLAGS} ${VGIW_SUITE_FLAGS_${s}}
        suites/${name}/${s}.cu -o ${dir}/${s}.ll)
    endforeach()
  endforeach()
  add_custom_target(regen-${name} ${cmds}
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
    COMMENT "Regenerating suites/${name}/*.ll with clang"
    VERBATIM)
endfunction()
