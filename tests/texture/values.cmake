# out[i] = 2 * fetch(i - 2) over a 50-element texture holding 0, 1, 2, ...:
# out[0..1] and out[52..59] are 0 (out-of-range fetches read zero), out[2]
# = 0, out[3] = 2, ..., out[51] = 98, out[60..63] untouched (0).
file(REMOVE_RECURSE ${OUT})
execute_process(COMMAND ${VGIWREF} tests/texture/tex1d.ll --grid=2 --block=32
  --arg=tex:f32:50:seq --arg=buf:f32:64 --arg=60 --out=${OUT} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "vgiwref failed (${rc})")
endif()
execute_process(COMMAND python3 -c "
import struct, sys
got = struct.unpack('<64f', open(sys.argv[1], 'rb').read())
want = [2.0 * (i - 2) if 0 <= i - 2 < 50 and i < 60 else 0.0 for i in range(64)]
bad = [i for i in range(64) if got[i] != want[i]]
print('out[%d] = %g, want %g' % (bad[0], got[bad[0]], want[bad[0]]) if bad else 'ok')
" ${OUT}/arg1.bin OUTPUT_VARIABLE res OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT res STREQUAL "ok")
  message(FATAL_ERROR "${res}")
endif()
