# One device-assert run (forms.cmake, docs/kernel-ir.md "Device
# assertions"): VGIWCC, VGIWSIM, VGIWREF, INPUT, NDEBUG (the same kernels
# built with -DNDEBUG, or empty), KERNEL, TARGET, PASS and FAIL (the --arg
# values of a launch whose assertions all hold and of one where some fail,
# comma separated), EXPECT (the first failure's text), WORK.
# Passing: --check on the target, and every buffer as NDEBUG's build leaves
# it. Failing: vgiwcc --run --check, vgiwsim on the .cfg and (on vgiw) vgiwref
# exit 1 with EXPECT, --check agrees on the first failing thread, and no
# output is written.
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
set(launch --grid=2 --block=32)
foreach(which PASS FAIL)
  string(REPLACE "," ";" ${which} "${${which}}")
  list(TRANSFORM ${which} PREPEND "--arg=")
endforeach()
function(run what want)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL want)
    message(FATAL_ERROR "${what}: expected status ${want}, got ${rc}:\n${out}${err}")
  endif()
  set(text "${out}${err}" PARENT_SCOPE)
endfunction()
function(expect what text needle)
  string(FIND "${text}" "${needle}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "${what}: expected '${needle}' in:\n${text}")
  endif()
endfunction()
set(cc ${VGIWCC} --target=${TARGET} --kernel=${KERNEL})

run("compile" 0 ${cc} ${INPUT} -o ${WORK}/k.cfg)
run("passing launch" 0 ${cc} ${INPUT} --run --check ${launch} ${PASS} --out=${WORK}/pass)
expect("passing launch" "${text}" "check: every buffer matches")
if(NDEBUG)
  run("without assertions" 0 ${cc} ${NDEBUG} --run ${launch} ${PASS} --out=${WORK}/ndebug)
  file(GLOB bins RELATIVE ${WORK}/ndebug ${WORK}/ndebug/*.bin)
  foreach(b ${bins})
    execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${WORK}/pass/${b}
      ${WORK}/ndebug/${b} RESULT_VARIABLE differ)
    if(differ)
      message(FATAL_ERROR "${b} differs from the build without assertions")
    endif()
  endforeach()
endif()

run("failing launch" 1 ${cc} ${INPUT} --run --check ${launch} ${FAIL} --out=${WORK}/fail)
expect("failing launch" "${text}" "error: kernel '${KERNEL}': ${EXPECT}")
expect("failing launch" "${text}" "error: reference: ${EXPECT}")
expect("failing launch" "${text}" "check: the reference interpreter fails the same assertion first")
run("vgiwsim" 1 ${VGIWSIM} ${WORK}/k.cfg ${launch} ${FAIL} --out=${WORK}/simfail)
expect("vgiwsim" "${text}" "error: kernel '${KERNEL}': ${EXPECT}")
if("${TARGET}" STREQUAL "vgiw")
  run("vgiwref" 1 ${VGIWREF} ${INPUT} --kernel=${KERNEL} ${launch} ${FAIL} --out=${WORK}/reffail)
  expect("vgiwref" "${text}" "error: reference: ${EXPECT}")
endif()
foreach(d fail simfail reffail)
  if(EXISTS ${WORK}/${d})
    message(FATAL_ERROR "a failed launch wrote ${WORK}/${d}")
  endif()
endforeach()
