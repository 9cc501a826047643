# One batch-mode test (see batch.cmake): VGIWCC, CASE, OUT (a scratch
# directory, emptied first).
#   failing  four inputs, the middle two refused (one an invalid module with
#            debug info, which LLVM 14's reader verifies and would end the
#            process on): the others' files are written and equal the
#            single-input outputs, the refused ones have none, exit 1, the
#            summary names them
#   list     inputs from a list file (comments, blank lines) with --emit=kir
#   jobs     -j 1, 2 and 3 print the same stderr (dumps and diagnostics in
#            input order) and write the same files
#   usage    -o, --run and two inputs of one name stop the batch before it
#            begins: exit 1, no file
file(REMOVE_RECURSE ${OUT})
file(MAKE_DIRECTORY ${OUT})

function(expect_text text what)
  string(FIND "${text}" "${what}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "stderr lacks the expected text: ${what}\n${text}")
  endif()
endfunction()

# vgiwcc ARGS...; sets rc and err in the caller
macro(vgiwcc)
  execute_process(COMMAND ${VGIWCC} ${ARGN} RESULT_VARIABLE rc
    OUTPUT_VARIABLE out ERROR_VARIABLE err)
endmacro()

# the single-input output of INPUT with ARGS, to compare with
function(same_as_single file input)
  execute_process(COMMAND ${VGIWCC} ${input} ${ARGN} -o ${OUT}/single
    RESULT_VARIABLE rc)
  execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${file} ${OUT}/single
    RESULT_VARIABLE diff)
  if(NOT rc EQUAL 0 OR NOT diff EQUAL 0)
    message(FATAL_ERROR "${file} differs from the single-input output of ${input}")
  endif()
endfunction()

if(CASE STREQUAL "failing")
  vgiwcc(samples/saxpy.ll tests/diag/recursion.ll tests/diag/invalid_debuginfo.ll
    samples/vecadd.ll --output-dir=${OUT}/cfg)
  message("${err}")
  if(NOT rc EQUAL 1)
    message(FATAL_ERROR "expected exit status 1, got ${rc}")
  endif()
  expect_text("${err}" "tests/diag/recursion.ll:31: error: recursion")
  expect_text("${err}" "tests/diag/invalid_debuginfo.ll:20: error: invalid module: Intrinsic has incorrect return type!")
  expect_text("${err}" "vgiwcc: 2 compiled, 2 failed: tests/diag/recursion.ll, tests/diag/invalid_debuginfo.ll\n")
  if(EXISTS ${OUT}/cfg/recursion.cfg OR EXISTS ${OUT}/cfg/invalid_debuginfo.cfg)
    message(FATAL_ERROR "a failed input wrote a file")
  endif()
  same_as_single(${OUT}/cfg/saxpy.cfg samples/saxpy.ll)
  same_as_single(${OUT}/cfg/vecadd.cfg samples/vecadd.ll)
elseif(CASE STREQUAL "list")
  file(WRITE ${OUT}/inputs.txt "# three samples\nsamples/saxpy.ll\n\n  samples/O0/fig1_divergence.ll  \nsamples/vecadd_opencl.ll\n")
  vgiwcc(@${OUT}/inputs.txt --emit=kir --output-dir=${OUT}/kir)
  message("${err}")
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "expected exit status 0, got ${rc}")
  endif()
  expect_text("${err}" "vgiwcc: 3 compiled, 0 failed\n")
  file(GLOB made RELATIVE ${OUT}/kir ${OUT}/kir/*)
  list(SORT made)
  if(NOT made STREQUAL "fig1_divergence.kir;saxpy.kir;vecadd_opencl.kir")
    message(FATAL_ERROR "the list wrote ${made}")
  endif()
  same_as_single(${OUT}/kir/saxpy.kir samples/saxpy.ll --emit=kir)
  same_as_single(${OUT}/kir/fig1_divergence.kir samples/O0/fig1_divergence.ll --emit=kir)
  same_as_single(${OUT}/kir/vecadd_opencl.kir samples/vecadd_opencl.ll --emit=kir)
elseif(CASE STREQUAL "jobs")
  set(inputs samples/fig1_divergence.ll tests/diag/recursion.ll samples/saxpy.ll
    samples/O0/loop_datadep.ll tests/diag/vote.ll samples/conv3x3.ll)
  foreach(j 1 2 3)
    # one directory name, since -v prints it
    vgiwcc(${inputs} -j ${j} -d live,encode -v --output-dir=${OUT}/d)
    if(NOT rc EQUAL 1)
      message(FATAL_ERROR "-j ${j}: expected exit status 1, got ${rc}\n${err}")
    endif()
    file(RENAME ${OUT}/d ${OUT}/j${j})
    set(err${j} "${err}")
  endforeach()
  message("${err1}")
  expect_text("${err1}" "vgiwcc: 4 compiled, 2 failed: tests/diag/recursion.ll, tests/diag/vote.ll\n")
  foreach(j 2 3)
    if(NOT err${j} STREQUAL err1)
      message(FATAL_ERROR "-j ${j} printed other text than -j 1:\n${err${j}}")
    endif()
    file(GLOB a RELATIVE ${OUT}/j1 ${OUT}/j1/*)
    file(GLOB b RELATIVE ${OUT}/j${j} ${OUT}/j${j}/*)
    if(NOT a STREQUAL b)
      message(FATAL_ERROR "-j ${j} wrote ${b}, -j 1 ${a}")
    endif()
    foreach(f ${a})
      execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${OUT}/j1/${f}
        ${OUT}/j${j}/${f} RESULT_VARIABLE diff)
      if(NOT diff EQUAL 0)
        message(FATAL_ERROR "-j ${j} wrote another ${f} than -j 1")
      endif()
    endforeach()
  endforeach()
elseif(CASE STREQUAL "usage")
  foreach(args "samples/saxpy.ll;samples/vecadd.ll;-o;${OUT}/x.cfg"
               "samples/saxpy.ll;--output-dir=${OUT}/d;--run;--launch=samples/saxpy.launch"
               "samples/saxpy.ll;samples/O0/saxpy.ll;--output-dir=${OUT}/d")
    vgiwcc(${args})
    message("${err}")
    if(NOT rc EQUAL 1)
      message(FATAL_ERROR "${args}: expected exit status 1, got ${rc}")
    endif()
    file(GLOB_RECURSE made ${OUT}/*)
    if(made)
      message(FATAL_ERROR "${args}: wrote ${made}")
    endif()
  endforeach()
  expect_text("${err}" "samples/O0/saxpy.ll: error: would write ${OUT}/d/saxpy.cfg, as 'samples/saxpy.ll' does")
else()
  message(FATAL_ERROR "unknown CASE ${CASE}")
endif()
