# Batch mode (compiler/batch.c): vgiwcc with several inputs, a list file,
# -j; each case is one branch of run_batch.cmake, run from the source root.
foreach(case failing list jobs usage)
  add_test(NAME compiler_batch_${case}
    COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc> -DCASE=${case}
      -DOUT=${CMAKE_CURRENT_BINARY_DIR}/compiler_batch_${case}
      -P ${CMAKE_CURRENT_SOURCE_DIR}/compiler/run_batch.cmake
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endforeach()
