# simt.ilp.branch-resolve both ways on the ILP study's SM (docs/simt.md,
# "The ILP techniques"; ILP paper §4.3, Figure 5): nqueens' small launch
# on one SM. Without prediction every uniform branch waits for its
# resolution, so `writeback` (the ALU latency and WB + RR: 8 + 2 cycles)
# takes more cycles and more branch stalls than `ex4` (4 cycles); with
# perfect prediction no branch waits, so both readings take the same
# cycles; with static prediction only mispredictions wait, so writeback
# charges more mispredict stalls. Every run's buffers equal the ex4 run's.
file(REMOVE_RECURSE ${OUT})
foreach(p none perfect static)
  foreach(r ex4 writeback)
    set(a --arch=${SRC}/arch/ilp-sm.xml -A simt.ilp.predictor=${p}
      -A simt.ilp.branch-resolve=${r})
    file(MAKE_DIRECTORY ${OUT}/${p}_${r})
    execute_process(COMMAND ${CC} --target=simt ${SRC}/samples/nqueens.ll ${a}
        -o ${OUT}/${p}_${r}.cfg RESULT_VARIABLE rc ERROR_VARIABLE err)
    if(rc)
      message(FATAL_ERROR "compile (${p}, ${r}) failed:\n${err}")
    endif()
    execute_process(COMMAND ${SIM} ${OUT}/${p}_${r}.cfg ${a}
        --launch=${SRC}/samples/small/nqueens.launch --out=${OUT}/${p}_${r}
        --stats=${OUT}/${p}_${r}.json -q RESULT_VARIABLE rc ERROR_VARIABLE err)
    if(rc)
      message(FATAL_ERROR "run (${p}, ${r}) failed:\n${err}")
    endif()
    file(READ ${OUT}/${p}_${r}.json j)
    string(REGEX MATCH "\"cycles\": ([0-9]+)" m "${j}")
    set(cyc_${p}_${r} ${CMAKE_MATCH_1})
    string(REGEX MATCH "\"branch\": ([0-9]+), \"mispredict\": ([0-9]+)" m "${j}")
    set(br_${p}_${r} ${CMAKE_MATCH_1})
    set(mp_${p}_${r} ${CMAKE_MATCH_2})
    if(NOT m)
      message(FATAL_ERROR "no branch stalls in ${p}_${r}.json:\n${j}")
    endif()
    file(GLOB bins RELATIVE ${OUT}/${p}_${r} ${OUT}/${p}_${r}/*.bin)
    if(NOT bins)
      message(FATAL_ERROR "no buffers in ${OUT}/${p}_${r}")
    endif()
    foreach(f ${bins})
      execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files
        ${OUT}/${p}_${r}/${f} ${OUT}/none_ex4/${f} RESULT_VARIABLE diff)
      if(diff)
        message(FATAL_ERROR "${p}_${r}/${f} differs from none_ex4's")
      endif()
    endforeach()
  endforeach()
endforeach()
if(NOT cyc_none_writeback GREATER cyc_none_ex4 OR NOT br_none_writeback GREATER br_none_ex4)
  message(FATAL_ERROR "no prediction: writeback ${cyc_none_writeback} cycles (${br_none_writeback} "
    "branch stalls) is not above ex4's ${cyc_none_ex4} (${br_none_ex4})")
endif()
if(NOT cyc_perfect_writeback EQUAL cyc_perfect_ex4)
  message(FATAL_ERROR "perfect prediction: writeback ${cyc_perfect_writeback} cycles, ex4 "
    "${cyc_perfect_ex4}: no branch waits, so they should be equal")
endif()
if(NOT mp_static_writeback GREATER mp_static_ex4)
  message(FATAL_ERROR "static prediction: writeback's ${mp_static_writeback} mispredict "
    "stalls are not above ex4's ${mp_static_ex4}")
endif()
