# Tool-level input and output cases (tests/io/cases.cmake, one CASE each):
# launch files of several lines, outputs that name an input, write errors,
# input-size caps, entity declarations in architecture files; and a signal
# during an atomic write (signal.sh) and during --emit=hex (signal_hex.sh).
# the sample's IR as this LLVM reads it (as run.cmake chooses)
set(io_saxpy samples/saxpy.ll)
if(LLVM_VERSION_MAJOR GREATER_EQUAL 17 AND EXISTS ${PROJECT_SOURCE_DIR}/samples/llvm19/saxpy.ll)
  set(io_saxpy samples/llvm19/saxpy.ll)
endif()
foreach(case launch_lines launch_errors same_inode write_errors caps arch_entities)
  add_test(NAME io_${case}
    COMMAND ${CMAKE_COMMAND} -DCASE=${case} -DVGIWCC=$<TARGET_FILE:vgiwcc>
      -DVGIWSIM=$<TARGET_FILE:vgiwsim> -DVGIWREF=$<TARGET_FILE:vgiwref>
      -DVGIWDUMP=$<TARGET_FILE:vgiwdump> -DSAXPY=${io_saxpy}
      -DWORK=${CMAKE_CURRENT_BINARY_DIR}/io_${case}
      -P ${CMAKE_CURRENT_SOURCE_DIR}/io/cases.cmake
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endforeach()
add_test(NAME io_signal
  COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/io/signal.sh $<TARGET_FILE:vgiwcc>
    $<TARGET_FILE:vgiwsim> ${PROJECT_SOURCE_DIR} ${CMAKE_CURRENT_BINARY_DIR}/io_signal)
set_tests_properties(io_signal PROPERTIES TIMEOUT 60)
# the same for vgiwcc --emit=hex's temporary directory (signal_hex.sh), where
# strace (a dependency: Makefile deps) holds the writer inside it; the test
# skips only where the kernel forbids tracing
find_program(VGIW_STRACE strace REQUIRED)
add_test(NAME io_signal_hex
  COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/io/signal_hex.sh ${VGIW_STRACE}
    $<TARGET_FILE:vgiwcc> ${PROJECT_SOURCE_DIR} ${CMAKE_CURRENT_BINARY_DIR}/io_signal_hex)
set_tests_properties(io_signal_hex PROPERTIES TIMEOUT 60 SKIP_RETURN_CODE 77)
# align 0 (and the largest align) on every memory operation of a .cfg: the
# simulators' results do not change (align.sh)
add_executable(cfg_align io/align.c)
target_link_libraries(cfg_align PRIVATE vgiw_backend)
add_test(NAME io_align
  COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/io/align.sh $<TARGET_FILE:vgiwcc>
    $<TARGET_FILE:vgiwsim> $<TARGET_FILE:cfg_align> ${PROJECT_SOURCE_DIR}
    ${CMAKE_CURRENT_BINARY_DIR}/io_align)
