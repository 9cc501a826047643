# Bad tex: launch arguments: each is refused before anything runs, with a
# message that names the argument and what is wrong (the mode when it is
# one we do not model), exit status 1 and no output.
set(cases
  "tex:f32:7x5:wrap|the wrap address mode is not supported"
  "tex:f32:7x5:mirror,norm|the mirror address mode is not supported"
  "tex:f32:7x5:clamp,linear|linear filtering is not supported"
  "tex:f32:7x5:clamp,border|more than one address mode"
  "tex:f32:7x5:clamp,bogus|unknown texture mode 'bogus'"
  "tex:f32:7x5:clamp,|empty texture mode after the last ','"
  "tex:f64:7x5|texel type must be i32 or f32"
  "tex:i8x4:7x5|texel type must be i32 or f32"
  "tex:f32x3:7x5|a texture has 1, 2 or 4 channels"
  "tex:f32:0x5|texture size must be W[xH[xD]]"
  "tex:f32:7x5x2x2|texture size must be W[xH[xD]]"
  "tex:f32:16777217|texture size must be W[xH[xD]]"
  "tex:f32x4:16777216x16777216|texture larger than"
  "tex:f32:16777216x16777216x16777216|texture larger than"
  "tex:f32:7x5:clamp:bogus|unknown initialiser 'bogus'")
file(REMOVE_RECURSE ${OUT})
foreach(c ${cases})
  string(REPLACE "|" ";" c "${c}")
  list(GET c 0 arg)
  list(GET c 1 want)
  execute_process(COMMAND ${VGIWREF} tests/texture/tex2d.ll --kernel=fetch2d
    --grid=1 --block=1 --arg=${arg} --arg=buf:f32:4 --arg=1 --arg=1 --arg=1.0
    --out=${OUT} RESULT_VARIABLE rc ERROR_VARIABLE err OUTPUT_VARIABLE out)
  string(FIND "${err}" "--arg=${arg}: ${want}" at)
  if(NOT rc EQUAL 1 OR at LESS 0 OR EXISTS ${OUT})
    message(FATAL_ERROR "--arg=${arg}: exit ${rc}, wanted 1 and '${want}'; got: ${err}")
  endif()
endforeach()
