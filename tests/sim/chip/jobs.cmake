# -j N (docs/chip.md, "Parallel host threads"): the same chip launch with
# its cores stepped in 1, 2 and 3 host threads gives the same statistics,
# buffers and diagnostics to the byte: SIMT histogram (global atomics) on
# gtx480, the same with saxpy beside it (two kernels), VGIW histogram on
# vgiw15, GPU-CC saxpy on gtx470-cc, storegpu on gpu-h (TLP and ILP SMs);
# a run stopped by --max-cycles reports the same error whatever -j; a bad
# -j is refused.
file(REMOVE_RECURSE ${OUT})
file(MAKE_DIRECTORY ${OUT})
function(compile name)
  execute_process(COMMAND ${CC} ${ARGN} -o ${OUT}/${name}.cfg RESULT_VARIABLE rc
    ERROR_VARIABLE err)
  if(rc)
    message(FATAL_ERROR "compile ${name} failed:\n${err}")
  endif()
endfunction()
compile(hist_simt --target=simt ${SRC}/samples/histogram.ll)
compile(saxpy_simt --target=simt ${SRC}/samples/saxpy.ll)
compile(hist_vgiw ${SRC}/samples/histogram.ll)
compile(saxpy_gpucc --target=gpucc --chip=gtx470-cc ${SRC}/samples/saxpy.ll)
compile(storegpu --target=simt --chip=gpu-h ${SRC}/suites/ilp/storegpu.ll
  --kernel=storegpu)
# same(NAME RC ARGS...): the run with -j 1, 2, 3 exits RC each time and
# writes the same stderr and, when it succeeds, the same statistics and
# buffers (of --out and, for a pair, --with-out)
function(same name want)
  foreach(j 1 2 3)
    set(d ${OUT}/${name}/j${j})
    file(MAKE_DIRECTORY ${d}/a ${d}/b)
    if(want EQUAL 0)
      set(outs --stats=${d}/s.json --out=${d}/a)
    else()
      set(outs)
    endif()
    set(args ${ARGN})
    string(REPLACE "@W@" "${d}/b" args "${args}")
    execute_process(COMMAND ${SIM} ${args} ${outs} -j ${j} -q
      RESULT_VARIABLE rc ERROR_FILE ${d}/stderr.txt)
    if(NOT rc EQUAL want)
      file(READ ${d}/stderr.txt err)
      message(FATAL_ERROR "${name} -j ${j}: exit ${rc}, not ${want}:\n${err}")
    endif()
  endforeach()
  set(d ${OUT}/${name})
  file(GLOB_RECURSE files RELATIVE ${d}/j1 ${d}/j1/*)
  list(LENGTH files n)
  if(want EQUAL 0 AND n LESS 3)
    message(FATAL_ERROR "${name}: too few outputs: ${files}")
  endif()
  foreach(f ${files})
    foreach(j 2 3)
      execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${d}/j1/${f}
        ${d}/j${j}/${f} RESULT_VARIABLE diff)
      if(diff)
        message(FATAL_ERROR "${name}: ${f} differs between -j 1 and -j ${j}")
      endif()
    endforeach()
  endforeach()
endfunction()
same(simt_histogram 0 ${OUT}/hist_simt.cfg --launch=${SRC}/samples/histogram.launch
  --chip=gtx480)
same(simt_pair 0 ${OUT}/saxpy_simt.cfg --launch=${SRC}/samples/saxpy.launch
  --chip=gtx480 --with=${OUT}/hist_simt.cfg
  --with-launch=${SRC}/samples/histogram.launch --with-out=@W@)
same(vgiw_histogram 0 ${OUT}/hist_vgiw.cfg --launch=${SRC}/samples/histogram.launch
  --chip=vgiw15)
same(gpucc_saxpy 0 ${OUT}/saxpy_gpucc.cfg --launch=${SRC}/samples/saxpy.launch
  --chip=gtx470-cc)
same(gpuh_storegpu 0 ${OUT}/storegpu.cfg --launch=${SRC}/suites/ilp/storegpu.launch
  --chip=gpu-h)
same(simt_cycle_limit 1 ${OUT}/hist_simt.cfg --launch=${SRC}/samples/histogram.launch
  --chip=gtx480 --max-cycles=300)
same(vgiw_cycle_limit 1 ${OUT}/hist_vgiw.cfg --launch=${SRC}/samples/histogram.launch
  --chip=vgiw15 --max-cycles=300)
file(READ ${OUT}/simt_cycle_limit/j1/stderr.txt err)
if(NOT err MATCHES "cycle limit 300")
  message(FATAL_ERROR "the cycle limit did not stop the run:\n${err}")
endif()
execute_process(COMMAND ${SIM} ${OUT}/hist_simt.cfg --launch=${SRC}/samples/histogram.launch
    --chip=gtx480 -j 0 -q RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 1 OR NOT err MATCHES "-j: expected a number of threads from 1 to 64, not '0'")
  message(FATAL_ERROR "-j 0: exit ${rc}:\n${err}")
endif()
