# The chip obeys its uncore's bounds and uses its cores: saxpy's 1 M
# threads on gtx480 read DRAM no faster than its channels deliver (6 x 128
# bytes per line transfer, the transfer in SIMT cycles: the JSON's
# per-core memory_share gives the chip's bytes per cycle), and the 15 SMs
# finish conv5x5's 256 CTAs more than 3 times sooner than one SM with its
# 1/15 share of the uncore (not 15 times: on the chip neighbouring CTAs,
# which share halo lines, run on different SMs, so the L1s hit less and
# the SMs wait on L2 more: 4.3x at the bench launch's 1024 CTAs, 11.2x
# at these 256).
file(REMOVE_RECURSE ${OUT})
file(MAKE_DIRECTORY ${OUT})
function(json_num file key out)
  file(READ ${file} j)
  string(REGEX MATCH "\"${key}\": ([0-9.]+)" m "${j}")
  if(NOT m)
    message(FATAL_ERROR "no ${key} in ${file}")
  endif()
  set(${out} ${CMAKE_MATCH_1} PARENT_SCOPE)
endfunction()
foreach(s saxpy conv5x5)
  execute_process(COMMAND ${CC} --target=simt ${SRC}/samples/${s}.ll -o ${OUT}/${s}.cfg
    RESULT_VARIABLE rc)
  if(rc)
    message(FATAL_ERROR "compile ${s} failed")
  endif()
endforeach()
execute_process(COMMAND ${SIM} ${OUT}/saxpy.cfg --launch=${SRC}/bench/launch/saxpy.launch
  --chip=gtx480 --stats=${OUT}/saxpy.json -q RESULT_VARIABLE rc)
if(rc)
  message(FATAL_ERROR "saxpy on gtx480 failed")
endif()
json_num(${OUT}/saxpy.json cycles cycles)
json_num(${OUT}/saxpy.json dram_read_bytes rd)
# the uncore's dram_bytes_per_cycle is traffic; the peak is in each
# core's memory_share
file(READ ${OUT}/saxpy.json j)
string(REGEX MATCH "\"memory_share\": { \"cores\": 1, \"dram_bytes_per_cycle\": ([0-9.]+)" m "${j}")
if(NOT m)
  message(FATAL_ERROR "no per-core memory_share with cores 1 in ${OUT}/saxpy.json")
endif()
set(peak ${CMAKE_MATCH_1})
string(REGEX REPLACE "\\..*" "" ipeak "${peak}")
math(EXPR limit "${cycles} * (${ipeak} + 1)")
if(rd GREATER limit)
  message(FATAL_ERROR "saxpy read ${rd} bytes of DRAM in ${cycles} cycles: more "
    "than ${peak} bytes per cycle")
endif()
# and it is bandwidth-bound: at least half of that peak
math(EXPR half "${cycles} * ${ipeak} / 2")
if(rd LESS half)
  message(FATAL_ERROR "saxpy read only ${rd} bytes in ${cycles} cycles")
endif()
# 256 CTAs of a 256 x 256 image (the bench launch's 1024 take a minute on
# one SM)
file(WRITE ${OUT}/conv5x5.launch "--grid=16,16 --block=16,16 "
  "--arg=buf:f32:65536:rand:1 --arg=buf:f32:65536:zero "
  "--arg=struct:i32:256,i32:256,f32:1,f32:4,f32:6,f32:4,f32:1,f32:0.00390625\n")
foreach(how chip one)
  set(extra)
  if(how STREQUAL chip)
    set(extra --chip=gtx480)
  endif()
  execute_process(COMMAND ${SIM} ${OUT}/conv5x5.cfg
    --launch=${OUT}/conv5x5.launch ${extra} --stats=${OUT}/c_${how}.json -q
    RESULT_VARIABLE rc)
  if(rc)
    message(FATAL_ERROR "conv5x5 (${how}) failed")
  endif()
  json_num(${OUT}/c_${how}.json cycles c_${how})
endforeach()
math(EXPR three "${c_chip} * 3")
if(NOT c_one GREATER three)
  message(FATAL_ERROR "conv5x5: ${c_chip} cycles on 15 SMs, ${c_one} on one")
endif()
