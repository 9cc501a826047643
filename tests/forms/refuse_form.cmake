# One tests/forms refusal (forms.cmake): a construct no machine has, refused
# by vgiwcc on every target and by the reference interpreter with EXPECT and
# the machine's name, status 1, no output file. VGIWCC, VGIWREF, INPUT,
# EXPECT, ARGS (the launch's --arg values, comma separated), WORK.
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
foreach(t vgiw:VGIW simt:SIMT gpucc:GPU-CC sgmf:SGMF)
  string(REPLACE ":" ";" t "${t}")
  list(GET t 0 target)
  list(GET t 1 machine)
  execute_process(COMMAND ${VGIWCC} --target=${target} ${INPUT} -o ${WORK}/${target}.cfg
    RESULT_VARIABLE rc ERROR_VARIABLE err)
  string(FIND "${err}" "${EXPECT} is not supported on ${machine}" at)
  if(NOT rc EQUAL 1 OR at EQUAL -1)
    message(FATAL_ERROR "vgiwcc --target=${target}: expected status 1 and '${EXPECT} is not supported on ${machine}', got ${rc}:\n${err}")
  endif()
  if(EXISTS ${WORK}/${target}.cfg)
    message(FATAL_ERROR "vgiwcc --target=${target}: a refused kernel was written")
  endif()
endforeach()
string(REPLACE "," ";" args "${ARGS}")
list(TRANSFORM args PREPEND "--arg=")
execute_process(COMMAND ${VGIWREF} ${INPUT} --grid=1 --block=32 ${args} --out=${WORK}/ref
  RESULT_VARIABLE rc ERROR_VARIABLE err)
string(FIND "${err}" "reference: ${EXPECT} is not supported" at)
if(NOT rc EQUAL 1 OR at EQUAL -1)
  message(FATAL_ERROR "vgiwref: expected status 1 and '${EXPECT} is not supported', got ${rc}:\n${err}")
endif()
if(EXISTS ${WORK}/ref/summary.txt)
  message(FATAL_ERROR "vgiwref: a refused kernel wrote its buffers")
endif()
