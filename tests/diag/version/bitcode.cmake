# What the note for clang 14's textual IR advises works: the same module as
# LLVM 14 bitcode (llvm-as from LLVM 14) compiles, runs and matches the
# reference on this vgiwcc. LLVM_AS, VGIWCC, INPUT, WORK.
file(MAKE_DIRECTORY ${WORK})
execute_process(COMMAND ${LLVM_AS} ${INPUT} -o ${WORK}/m.bc RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "llvm-as failed: ${rc}")
endif()
execute_process(COMMAND ${VGIWCC} ${WORK}/m.bc --run --check --grid=1 --block=4
    --arg=buf:i32:4 --out=${WORK}/out
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}${err}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the bitcode did not compile and check: ${rc}")
endif()
# threads 0..3: (g1 + 4 == g2) folds to false on this layout or true; either
# way every element is the same 7 or 3
file(READ ${WORK}/out/arg0.bin bytes HEX)
if(NOT bytes MATCHES "^(07000000)+$" AND NOT bytes MATCHES "^(03000000)+$")
  message(FATAL_ERROR "unexpected buffer ${bytes}")
endif()
