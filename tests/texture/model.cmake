# One texture value test: vgiwref runs KERNEL of FILE with LAUNCH (a
# ';'-list) and writes its buffers; model.py checks argument 1 against
# CUDA's point-sampling rule computed on its own (MODE, TSIZE, MARGS).
file(REMOVE_RECURSE ${OUT})
execute_process(COMMAND ${VGIWREF} ${FILE} --kernel=${KERNEL} ${LAUNCH} --out=${OUT}
  RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "vgiwref failed (${rc})")
endif()
execute_process(COMMAND ${PYTHON} tests/texture/model.py ${OUT}/arg1.bin ${KERNEL}
  ${MODE} ${TSIZE} ${MARGS} RESULT_VARIABLE rc OUTPUT_VARIABLE res
  OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT rc EQUAL 0 OR NOT res STREQUAL "ok")
  message(FATAL_ERROR "${res}")
endif()
