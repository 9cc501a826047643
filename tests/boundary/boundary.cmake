# The source tree's boundaries (docs/architecture.md), checked on every file:
# - only front/, compiler/ and reference/ (and their tests) include LLVM
#   headers; vgiw/front.h, the front end's header, also the bench harnesses;
# - a private header (*_int.h) is included only from its own folder, or from
#   the tests of that folder (tests/<folder>/ mirrors <folder>/);
# - no file includes another folder's file by a relative path ("../").
# cmake -DROOT=<source dir> -P boundary.cmake; fails with every violation.
file(GLOB_RECURSE files RELATIVE ${ROOT}
  ${ROOT}/*.c ${ROOT}/*.h ${ROOT}/*.def)
set(llvm_ok "^(front|compiler|reference|tests/front|tests/compiler|tests/reference)/")
# the front end's header: also the bench harnesses that compile kernels
set(front_ok "^(front|compiler|reference|bench|tests/front|tests/compiler|tests/reference)/")
set(bad "")
foreach(f ${files})
  if(f MATCHES "^build")
    continue()
  endif()
  get_filename_component(dir ${f} DIRECTORY)
  file(STRINGS ${ROOT}/${f} incs REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"]")
  foreach(line ${incs})
    string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*[<\"]([^>\"]*)[>\"].*" "\\1" h "${line}")
    if(h MATCHES "^llvm(-c)?/" AND NOT f MATCHES "${llvm_ok}")
      list(APPEND bad "${f}: includes <${h}>: only front/, compiler/ and reference/ include LLVM headers")
    endif()
    if(h STREQUAL "vgiw/front.h" AND NOT f MATCHES "${front_ok}")
      list(APPEND bad "${f}: includes <${h}>, the LLVM front end's header")
    endif()
    if(h MATCHES "\\.\\./")
      list(APPEND bad "${f}: includes \"${h}\" by a relative path into another folder")
    endif()
    if(h MATCHES "_int\\.h$")
      set(owner ${dir})
      if(dir MATCHES "^tests/(.*)$")
        set(owner ${CMAKE_MATCH_1})
      endif()
      if(NOT EXISTS ${ROOT}/${owner}/${h} AND NOT EXISTS ${ROOT}/${dir}/${h})
        list(APPEND bad "${f}: includes \"${h}\", a private header of another folder")
      endif()
    endif()
  endforeach()
endforeach()
if(bad)
  list(JOIN bad "\n" msg)
  message(FATAL_ERROR "${msg}")
endif()
