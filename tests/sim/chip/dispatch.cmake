# CTA dispatch on a chip (docs/chip.md, "CTA dispatch"):
# - saxpy's 16 CTAs of 256 threads on gtx480 (15 SMs of 6 such CTAs):
#   round-robin (the default, GPGPU-Sim's issue_block2core: one CTA per SM
#   per cycle, the SMs in turn) puts 2 on SM 0 and 1 on each other SM;
#   fill (an SM takes CTAs for every free slot at once) 6, 6 and 4 on SMs
#   0-2 and none on the others;
# - fft's 128 CTAs on gpu-h alone: placement any runs them on all 38 SMs;
#   steering (fft is low-TLP) fills the 18 ILP SMs first, whose 8 slots
#   each (144) hold all 128, so the 20 TLP SMs run none;
# every run's buffers equal the reference interpreter's (--check).
file(REMOVE_RECURSE ${OUT})
file(MAKE_DIRECTORY ${OUT})
function(run what)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out
    ERROR_VARIABLE err)
  if(rc OR NOT "${out}${err}" MATCHES "every buffer matches")
    message(FATAL_ERROR "${what} failed:\n${out}${err}")
  endif()
endfunction()
# the CTAs each core ran, in core order ("ctas": N of every per_core
# object after the chip's own keys), as a list
function(ctas_per_core json var)
  file(READ ${json} j)
  string(FIND "${j}" "\"per_core\"" at)
  string(SUBSTRING "${j}" ${at} -1 j)
  string(REGEX MATCHALL "\"ctas\": [0-9]+|\"idle\": true" m "${j}")
  set(l)
  foreach(x ${m})
    string(REGEX REPLACE "\"ctas\": |\"idle\": true" "" x "${x}")
    if(x STREQUAL "")
      set(x 0)
    endif()
    list(APPEND l ${x})
  endforeach()
  set(${var} "${l}" PARENT_SCOPE)
endfunction()
foreach(m round-robin fill)
  run("saxpy ${m}" ${CC} --target=simt ${SRC}/samples/saxpy.ll --run --check
    --launch=${SRC}/samples/saxpy.launch --chip=gtx480 -A chip.dispatch.cta=${m}
    --sim-stats=${OUT}/saxpy_${m}.json)
  ctas_per_core(${OUT}/saxpy_${m}.json got_${m})
endforeach()
set(want_round-robin "2;1;1;1;1;1;1;1;1;1;1;1;1;1;1")
set(want_fill "6;6;4;0;0;0;0;0;0;0;0;0;0;0;0")
foreach(m round-robin fill)
  if(NOT "${got_${m}}" STREQUAL "${want_${m}}")
    message(FATAL_ERROR "saxpy with chip.dispatch.cta=${m}: CTAs per SM "
      "${got_${m}}, expected ${want_${m}}")
  endif()
endforeach()
foreach(p any steering)
  run("fft ${p}" ${CC} --target=simt ${SRC}/suites/ilp/fft.ll --kernel=fft --run --check
    --launch=${SRC}/suites/ilp/fft.launch --chip=gpu-h -A chip.dispatch.placement=${p}
    --sim-stats=${OUT}/fft_${p}.json)
  ctas_per_core(${OUT}/fft_${p}.json got)
  list(LENGTH got n)
  if(NOT n EQUAL 38)
    message(FATAL_ERROR "fft ${p}: ${n} cores in the statistics, not 38")
  endif()
  list(SUBLIST got 0 20 tlp)
  list(SUBLIST got 20 18 ilp)
  set(st 0)
  set(si 0)
  set(zt 0)
  foreach(x ${tlp})
    math(EXPR st "${st} + ${x}")
    if(x EQUAL 0)
      math(EXPR zt "${zt} + 1")
    endif()
  endforeach()
  foreach(x ${ilp})
    math(EXPR si "${si} + ${x}")
  endforeach()
  math(EXPR all "${st} + ${si}")
  if(NOT all EQUAL 128)
    message(FATAL_ERROR "fft ${p}: ${all} CTAs ran, not 128 (${got})")
  endif()
  if(p STREQUAL "steering" AND NOT st EQUAL 0)
    message(FATAL_ERROR "fft steering: the TLP SMs ran ${st} CTAs (${got})")
  endif()
  if(p STREQUAL "any" AND NOT zt EQUAL 0)
    message(FATAL_ERROR "fft any: ${zt} TLP SMs ran nothing (${got})")
  endif()
  file(READ ${OUT}/fft_${p}.json j)
  set(first all)
  if(p STREQUAL "steering")
    set(first ilp)
  endif()
  if(NOT j MATCHES "\"side\": \"all\", \"first_side\": \"${first}\"")
    message(FATAL_ERROR "fft ${p}: not first_side ${first}:\n${j}")
  endif()
endforeach()
