# The reference's values for constexpr.ll / constexpr14.ll at -O0 (the
# constant expressions evaluated by its own 128-bit evaluator) against the
# values the comments of the file derive, WANT: the 8 words of each thread,
# comma-separated, T standing for the thread index.
file(REMOVE_RECURSE ${OUT})
execute_process(COMMAND ${VGIWREF} -O0 ${FILE} --launch=tests/intwidth/constexpr.launch
  --out=${OUT} RESULT_VARIABLE rc OUTPUT_QUIET)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "vgiwref failed (${rc})")
endif()
execute_process(COMMAND ${PYTHON} -c "
import struct, sys
got = struct.unpack('<128q', open(sys.argv[1], 'rb').read())
for t in range(16):
    want = [eval(w, {'T': t}) for w in sys.argv[2].split(',')]
    for k, w in enumerate(want):
        if got[8 * t + k] != w:
            print('thread %d word %d: %d, want %d' % (t, k, got[8 * t + k], w))
            sys.exit(1)
print('ok')
" ${OUT}/arg0.bin "${WANT}" OUTPUT_VARIABLE res OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT res STREQUAL "ok")
  message(FATAL_ERROR "${res}")
endif()
