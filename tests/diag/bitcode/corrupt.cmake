# Corrupted bitcode (issue 33): samples/saxpy.ll's LLVM 14 bitcode cut at
# 1000 bytes (a module block past the end of the file), and two byte-mutated
# copies on which LLVM 14's and 19's bitcode readers end the process (segv.bc:
# SIGSEGV; oom.bc: "LLVM ERROR: out of memory"). vgiwcc and vgiwref must each
# exit 1 with "corrupted bitcode" naming the file, and write no output.
file(MAKE_DIRECTORY ${WORK})
foreach(case cut segv oom)
  foreach(tool vgiwcc vgiwref)
    file(REMOVE ${WORK}/${case}.cfg)
    if(tool STREQUAL "vgiwcc")
      set(cmd ${VGIWCC} -o ${WORK}/${case}.cfg)
    else()
      set(cmd ${VGIWREF})
    endif()
    execute_process(COMMAND ${cmd} ${SRC}/tests/diag/bitcode/${case}.bc
      RESULT_VARIABLE rc ERROR_VARIABLE err)
    if(NOT rc EQUAL 1 OR NOT err MATCHES "${case}.bc: error: corrupted bitcode"
       OR EXISTS ${WORK}/${case}.cfg)
      message(FATAL_ERROR "${tool} ${case}.bc: exit ${rc}, stderr: ${err}")
    endif()
  endforeach()
endforeach()
