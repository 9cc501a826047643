# Diagnostic tests: each tests/diag/*.ll says in its header which arguments
# to pass ("; ARGS: ...") and what stderr must contain ("; EXPECT: ...";
# "; THEN: ..." texts in this order; "; COUNT: N TEXT" exactly N times).
# vgiwcc must exit with status 1, print every expectation, write no file.
file(GLOB VGIW_DIAG_INPUTS CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/diag/*.ll)
# clang 14 IR whose constant expressions LLVM 17+ no longer reads
# (tests/diag/llvm14/): on LLVM 14 builds only
if(LLVM_VERSION_MAJOR LESS 15)
  file(GLOB VGIW_DIAG_LLVM14 CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/diag/llvm14/*.ll)
  list(APPEND VGIW_DIAG_INPUTS ${VGIW_DIAG_LLVM14})
endif()
foreach(input ${VGIW_DIAG_INPUTS})
  get_filename_component(name ${input} NAME_WE)
  add_test(NAME diag_${name}
    COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc> -DINPUT=${input}
      -DOUT=${CMAKE_CURRENT_BINARY_DIR}/diag_${name}.out
      -P ${CMAKE_CURRENT_SOURCE_DIR}/diag/run_diag.cmake
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endforeach()

# IR that the linked LLVM cannot read, from another LLVM: LLVM's message,
# then a note naming the LLVM that wrote it and what to do.
if(LLVM_VERSION_MAJOR LESS 15)
  # every LLVM 19 sample (opaque pointers) on an LLVM 14 build
  file(GLOB VGIW_DIAG_LLVM19 ${PROJECT_SOURCE_DIR}/samples/llvm19/*.ll
       ${PROJECT_SOURCE_DIR}/samples/llvm19/O0/*.ll)
  foreach(input ${VGIW_DIAG_LLVM19})
    file(RELATIVE_PATH name ${PROJECT_SOURCE_DIR}/samples/llvm19 ${input})
    string(REPLACE "/" "_" name "${name}")
    string(REPLACE ".ll" "" name "${name}")
    add_test(NAME diag_llvm19_ir_${name}
      COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc> -DINPUT=${input}
        -DDIRECTIVES=${CMAKE_CURRENT_SOURCE_DIR}/diag/version/llvm19_ir.txt
        -DOUT=${CMAKE_CURRENT_BINARY_DIR}/diag_llvm19_ir_${name}.out
        -P ${CMAKE_CURRENT_SOURCE_DIR}/diag/run_diag.cmake
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  endforeach()
endif()
if(LLVM_VERSION_MAJOR GREATER_EQUAL 17)
  # clang 14's select constant expression, which LLVM 17 stopped reading
  add_test(NAME diag_constexpr_clang14
    COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc>
      -DINPUT=${CMAKE_CURRENT_SOURCE_DIR}/diag/version/constexpr_clang14.ll
      -DOUT=${CMAKE_CURRENT_BINARY_DIR}/diag_constexpr_clang14.out
      -P ${CMAKE_CURRENT_SOURCE_DIR}/diag/run_diag.cmake
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  # and the note's advice, bitcode, works (where LLVM 14's llvm-as is
  # installed next to this LLVM, as on the machines we build on)
  find_program(VGIW_LLVM_AS_14 NAMES llvm-as-14)
  if(NOT VGIW_LLVM_AS_14)
    find_program(VGIW_LLVM_AS_14 NAMES llvm-as PATHS /usr/lib/llvm-14/bin
                 NO_DEFAULT_PATH)
  endif()
  if(VGIW_LLVM_AS_14)
    add_test(NAME diag_constexpr_clang14_bitcode
      COMMAND ${CMAKE_COMMAND} -DLLVM_AS=${VGIW_LLVM_AS_14} -DVGIWCC=$<TARGET_FILE:vgiwcc>
        -DINPUT=${CMAKE_CURRENT_SOURCE_DIR}/diag/version/constexpr_clang14.ll
        -DWORK=${CMAKE_CURRENT_BINARY_DIR}/diag_constexpr_bitcode
        -P ${CMAKE_CURRENT_SOURCE_DIR}/diag/version/bitcode.cmake
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  endif()
endif()

# clang 14's declaration of llvm.nvvm.match.any.sync.i64 (i64 result, i32
# from LLVM 17 at the latest; LLVM 15 and 16 untested): on LLVM 17+ the
# verifier's message, not the IR reader's abort; on LLVM 14 a valid module
# whose warp match is refused.
if(LLVM_VERSION_MAJOR LESS 15)
  set(VGIW_MATCH_DIRECTIVES -DDIRECTIVES=${CMAKE_CURRENT_SOURCE_DIR}/diag/version/match_any_i64_llvm14.txt)
elseif(LLVM_VERSION_MAJOR GREATER_EQUAL 17)
  set(VGIW_MATCH_DIRECTIVES "")
endif()
if(DEFINED VGIW_MATCH_DIRECTIVES)
  add_test(NAME diag_match_any_i64
    COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc>
      -DINPUT=${CMAKE_CURRENT_SOURCE_DIR}/diag/version/match_any_i64.ll
      ${VGIW_MATCH_DIRECTIVES}
      -DOUT=${CMAKE_CURRENT_BINARY_DIR}/diag_match_any_i64.out
      -P ${CMAKE_CURRENT_SOURCE_DIR}/diag/run_diag.cmake
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endif()

# corrupted bitcode, read by vgiwcc and vgiwref (front/bitcode.c)
add_test(NAME diag_bitcode_corrupt
  COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc>
    -DVGIWREF=$<TARGET_FILE:vgiwref> -DSRC=${PROJECT_SOURCE_DIR}
    -DWORK=${CMAKE_CURRENT_BINARY_DIR}/diag_bitcode_corrupt
    -P ${CMAKE_CURRENT_SOURCE_DIR}/diag/bitcode/corrupt.cmake
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
