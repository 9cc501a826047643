# Command lines that used to lose a file or a setting silently (issue 33):
# two outputs naming one file (also through "./" and "..") are refused; the
# command line's --grid= wins over the launch file's, in vgiwsim as in
# vgiwcc; a second --grid= in one launch file is an error; a FIFO nobody
# writes given as --launch does not block. VGIWCC, VGIWSIM, WORK.
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK}/d)
execute_process(COMMAND ${VGIWCC} samples/saxpy.ll -o ${WORK}/k.cfg RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "vgiwcc failed")
endif()
function(expect_refusal what pattern)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc ERROR_VARIABLE err TIMEOUT 60)
  if(NOT rc EQUAL 1 OR NOT err MATCHES "${pattern}")
    message(FATAL_ERROR "${what}: exit ${rc}, stderr: ${err}")
  endif()
endfunction()
expect_refusal("vgiwsim --stats and --trace on one file" "also '${WORK}/s.json'"
  ${VGIWSIM} ${WORK}/k.cfg --launch=samples/saxpy.launch --stats=${WORK}/s.json
  --trace=${WORK}/d/../s.json)
expect_refusal("vgiwcc -o and --sim-stats on one file" "also '${WORK}/k2.cfg'"
  ${VGIWCC} samples/saxpy.ll --run --launch=samples/saxpy.launch -o ${WORK}/k2.cfg
  --sim-stats=${WORK}/./k2.cfg)
if(EXISTS ${WORK}/s.json OR EXISTS ${WORK}/k2.cfg)
  message(FATAL_ERROR "a refused command line wrote a file")
endif()
file(WRITE ${WORK}/two.launch "--grid=16\n--block=256 --grid=8\n")
expect_refusal("two --grid= in a launch file" "two.launch:2: error: a second --grid="
  ${VGIWSIM} ${WORK}/k.cfg --launch=${WORK}/two.launch)
# samples/saxpy.launch says --grid=16: 8 CTAs ran when the command line won
foreach(tool vgiwsim vgiwcc)
  if(tool STREQUAL "vgiwsim")
    set(cmd ${VGIWSIM} ${WORK}/k.cfg --stats=${WORK}/${tool}.json)
  else()
    set(cmd ${VGIWCC} samples/saxpy.ll --run -o ${WORK}/k3.cfg
      --sim-stats=${WORK}/${tool}.json)
  endif()
  execute_process(COMMAND ${cmd} --launch=samples/saxpy.launch --grid=8
    RESULT_VARIABLE rc OUTPUT_QUIET)
  file(READ ${WORK}/${tool}.json json)
  if(NOT rc EQUAL 0 OR NOT json MATCHES "\"ctas\": 8,")
    message(FATAL_ERROR "${tool} --launch=samples/saxpy.launch --grid=8: exit ${rc}, "
      "not 8 CTAs")
  endif()
endforeach()
find_program(MKFIFO mkfifo)
if(MKFIFO)
  execute_process(COMMAND ${MKFIFO} ${WORK}/fifo)
  expect_refusal("a FIFO nobody writes as --launch" "fifo: error:"
    ${VGIWSIM} ${WORK}/k.cfg --launch=${WORK}/fifo)
endif()
