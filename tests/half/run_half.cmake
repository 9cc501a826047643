# One tests/half run (half.cmake): VGIWCC, PYTHON, INPUT, KIND (f2h, h2f
# or funnel), TARGET, WORK. The inputs come from model.py, the results must match
# the reference interpreter (--check) and model.py.
set(N 65536)
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
execute_process(COMMAND ${PYTHON} tests/half/model.py inputs ${WORK} ${N}
  RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "model.py inputs failed (${rc})")
endif()
if(KIND STREQUAL "f2h")
  set(args --arg=buf:f32:${N}:file:${WORK}/in.bin --arg=buf:i16:${N}:zero)
elseif(KIND STREQUAL "funnel")
  math(EXPR N4 "4 * ${N}")
  set(args --arg=buf:i32:${N}:file:${WORK}/lo.bin --arg=buf:i32:${N}:file:${WORK}/hi.bin
    --arg=buf:i32:${N4}:zero)
else()
  set(args --arg=buf:i16:${N}:file:${WORK}/hin.bin --arg=buf:f32:${N}:zero)
endif()
set(kernel half_${KIND})
if(KIND STREQUAL "funnel")
  set(kernel funnel)
endif()
execute_process(COMMAND ${VGIWCC} --target=${TARGET} ${INPUT} --kernel=${kernel}
  --run --check --grid=256 --block=256 ${args} --arg=${N} --out=${WORK}/out
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}${err}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "vgiwcc failed (${rc})")
endif()
string(FIND "${out}${err}" "check: every buffer matches" at)
if(at EQUAL -1)
  message(FATAL_ERROR "no --check verdict")
endif()
execute_process(COMMAND ${PYTHON} tests/half/model.py ${KIND} ${WORK}/out ${N}
  RESULT_VARIABLE rc OUTPUT_VARIABLE res)
message("${res}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "results differ from tests/half/model.py")
endif()
