# The ILP paper's steering on gpu-h (docs/chip.md, "Heterogeneous chips";
# papers/ilp-throughput-gpgpu.txt §5): storegpu (4096 threads, at most
# chip.steering.threads) lands on the 18 ILP SMs (cores 20..37), conv_rows
# (65536 threads, 16 or more resident warps per SM) on the 20 TLP SMs
# (cores 0..19), alone (with chip.steering.single side) and as a concurrent
# pair; alone with the default (chip.steering.single all) storegpu runs on
# all 38 SMs, both kinds, and writes the same buffers; with the thresholds
# moved (-A chip.steering.threads=0 -A chip.steering.warps=0) storegpu
# goes to the TLP SMs. Each kernel's buffers in the pair are the ones it
# writes alone. Two kernels on a side of one SM are refused.
file(REMOVE_RECURSE ${OUT})
file(MAKE_DIRECTORY ${OUT}/sa ${OUT}/sb ${OUT}/pa ${OUT}/pb ${OUT}/aa)
foreach(p "storegpu:storegpu" "conv_rows:convolution")
  string(REPLACE ":" ";" p "${p}")
  list(GET p 0 k)
  list(GET p 1 s)
  execute_process(COMMAND ${CC} --target=simt --chip=gpu-h ${SRC}/suites/ilp/${s}.ll
      --kernel=${k} -o ${OUT}/${k}.cfg RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(rc)
    message(FATAL_ERROR "compile ${k} failed:\n${err}")
  endif()
endforeach()
function(run what)
  execute_process(COMMAND ${SIM} ${ARGN} -q RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(rc)
    message(FATAL_ERROR "${what} failed:\n${err}")
  endif()
endfunction()
set(sto ${OUT}/storegpu.cfg --launch=${SRC}/suites/ilp/storegpu.launch --chip=gpu-h)
set(con ${OUT}/conv_rows.cfg --launch=${SRC}/suites/ilp/conv_rows.launch --chip=gpu-h)
run("storegpu alone" ${sto} -A chip.steering.single=side --out=${OUT}/sa
  --stats=${OUT}/sto.json)
run("conv_rows alone" ${con} -A chip.steering.single=side --out=${OUT}/sb
  --stats=${OUT}/con.json)
run("storegpu alone, all SMs" ${sto} --out=${OUT}/aa --stats=${OUT}/stoall.json)
run("the pair" ${con} --with=${OUT}/storegpu.cfg
  --with-launch=${SRC}/suites/ilp/storegpu.launch --out=${OUT}/pb --with-out=${OUT}/pa
  --stats=${OUT}/pair.json)
run("storegpu, thresholds 0" ${sto} -A chip.steering.single=side -A chip.steering.threads=0
  -A chip.steering.warps=0 --stats=${OUT}/sto0.json)
set(ilp "\"first_core\": 20, \"cores\": 18, [^}]*\"side\": \"ilp\"")
set(tlp "\"first_core\": 0, \"cores\": 20, [^}]*\"side\": \"tlp\"")
file(READ ${OUT}/sto.json j)
if(NOT j MATCHES "\"kernel\": \"storegpu\", ${ilp}" OR NOT j MATCHES "\"tlp_sms\": 20"
   OR NOT j MATCHES "\"ilp_sms\": 18" OR NOT j MATCHES "\"area_mm2\": 469.812"
   OR NOT j MATCHES "\\{\"core\": 0, \"idle\": true\\}")
  message(FATAL_ERROR "storegpu alone is not on the ILP SMs:\n${j}")
endif()
file(READ ${OUT}/con.json j)
if(NOT j MATCHES "\"kernel\": \"conv_rows\", ${tlp}")
  message(FATAL_ERROR "conv_rows alone is not on the TLP SMs:\n${j}")
endif()
file(READ ${OUT}/pair.json j)
if(NOT j MATCHES "\"kernel\": \"conv_rows\", ${tlp}"
   OR NOT j MATCHES "\"kernel\": \"storegpu\", ${ilp}")
  message(FATAL_ERROR "the pair is not steered apart:\n${j}")
endif()
file(READ ${OUT}/stoall.json j)
if(NOT j MATCHES "\"kernel\": \"storegpu\", \"first_core\": 0, \"cores\": 38, [^}]*\"side\": \"all\""
   OR j MATCHES "\"idle\": true")
  message(FATAL_ERROR "storegpu alone (chip.steering.single all) is not on all 38 SMs:\n${j}")
endif()
file(READ ${OUT}/sto0.json j)
if(NOT j MATCHES "\"kernel\": \"storegpu\", ${tlp}")
  message(FATAL_ERROR "storegpu with thresholds 0 is not on the TLP SMs:\n${j}")
endif()
foreach(p "pa:sa" "pb:sb" "aa:sa")
  string(REPLACE ":" ";" p "${p}")
  list(GET p 0 x)
  list(GET p 1 y)
  file(GLOB bins RELATIVE ${OUT}/${y} ${OUT}/${y}/*.bin)
  if(NOT bins)
    message(FATAL_ERROR "no buffers in ${OUT}/${y}")
  endif()
  foreach(f ${bins})
    execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${OUT}/${x}/${f}
      ${OUT}/${y}/${f} RESULT_VARIABLE diff)
    if(diff)
      message(FATAL_ERROR "${x}/${f} differs from the kernel's run alone")
    endif()
  endforeach()
endforeach()
# two kernels steered to a side of one SM: refused with a diagnostic
execute_process(COMMAND ${SIM} ${sto} -A chip.ilp.sms=37 -A chip.steering.threads=0
    -A chip.steering.warps=0 --with=${OUT}/storegpu.cfg
    --with-launch=${SRC}/suites/ilp/storegpu.launch -q
  RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 1 OR NOT err MATCHES "the steering puts 2 kernels on the 1 TLP SMs")
  message(FATAL_ERROR "two kernels on a one-SM side: rc ${rc}:\n${err}")
endif()
