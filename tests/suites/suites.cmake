# Our kernel suites (suites/*/manifest.tsv, docs/eval.md): every manifest
# line on every target, with the expectation of the line's simt, vgiw and
# gpucc columns (tests/suites/suite.cmake), from the checked-in clang 14 IR
# and, with LLVM 17 or later, from clang 19's (SUITE/llvm19/NAME.ll).
# Test names: SUITE_TARGET_KERNEL and SUITE_llvm19_TARGET_KERNEL.
function(vgiw_suite_tests suite)
  set(dir ${PROJECT_SOURCE_DIR}/suites/${suite})
  set(manifest ${dir}/manifest.tsv)
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${manifest})
  # a cell may hold ';', which CMake lists split on: hide it first
  file(READ ${manifest} text)
  string(REPLACE ";" "<semicolon>" text "${text}")
  string(REGEX REPLACE "\r?\n" ";" lines "${text}")
  list(FILTER lines EXCLUDE REGEX "^(#.*)?$")
  list(POP_FRONT lines header)
  string(REPLACE "\t" ";" header "${header}")
  foreach(col source kernel launch simt vgiw gpucc)
    list(FIND header ${col} at_${col})
    if(at_${col} EQUAL -1)
      message(FATAL_ERROR "${manifest}: no '${col}' column")
    endif()
  endforeach()
  set(versions "")
  if(LLVM_VERSION_MAJOR GREATER_EQUAL 17)
    set(versions "llvm19")
  endif()
  foreach(line ${lines})
    string(REPLACE "\t" ";" cells "${line}")
    foreach(col source kernel launch simt vgiw gpucc)
      list(LENGTH cells ncells)
      if(NOT at_${col} LESS ncells)
        message(FATAL_ERROR "${manifest}: a line lacks the '${col}' cell: ${line}")
      endif()
      list(GET cells ${at_${col}} ${col})
      string(REPLACE "<semicolon>" ";" ${col} "${${col}}")
    endforeach()
    string(REGEX REPLACE "\\.(cu|cl|ll)$" "" stem ${source})
    foreach(v "" ${versions})
      set(ll suites/${suite}/${stem}.ll)
      set(name ${suite})
      if(v)
        set(ll suites/${suite}/${v}/${stem}.ll)
        set(name ${suite}_${v})
      endif()
      foreach(target simt vgiw gpucc)
        add_test(NAME ${name}_${target}_${kernel}
          COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc> -DINPUT=${ll}
            -DKERNEL=${kernel} -DLAUNCH=${launch} -DDIR=suites/${suite}
            -DTARGET=${target} -DEXPECT=${${target}}
            -P ${CMAKE_CURRENT_FUNCTION_LIST_DIR}/suite.cmake
          WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
      endforeach()
    endforeach()
  endforeach()
endfunction()

vgiw_suite_tests(ilp)
vgiw_suite_tests(rodinia)

# The kernels compute what they claim: each manifest line that runs, in
# the reference interpreter, against an independent plain-Python
# implementation (suites/ilp/verify.py: hashlib's MD5, the known 11-queens
# count, exact integer results, float results within a tolerance).
# python3 is a dependency (Makefile deps installs it), not an option.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
add_test(NAME ilp_verify
  COMMAND ${Python3_EXECUTABLE} suites/ilp/verify.py $<TARGET_FILE:vgiwref>
    ${CMAKE_CURRENT_BINARY_DIR}/ilp_verify
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})

# The Rodinia suite likewise (suites/rodinia/verify.py: plain-Python
# BFS, LU, Gaussian elimination, HotSpot, ... from the inputs), and its
# structured inputs are what suites/rodinia/gen.py writes.
add_test(NAME rodinia_verify
  COMMAND ${Python3_EXECUTABLE} suites/rodinia/verify.py $<TARGET_FILE:vgiwref>
    ${CMAKE_CURRENT_BINARY_DIR}/rodinia_verify
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
add_test(NAME rodinia_inputs
  COMMAND ${Python3_EXECUTABLE} suites/rodinia/gen.py --check
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
