# One case of tests/io (see io.cmake): CASE, VGIWCC, VGIWSIM, VGIWREF,
# VGIWDUMP, SAXPY (the sample's IR for this LLVM), WORK; run from the
# source tree.
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})

# run(RC STDERR_SUBSTRING command...): exit status and a piece of stderr
function(run want_rc want_err)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out
    ERROR_VARIABLE err)
  if(NOT rc STREQUAL want_rc)
    message(FATAL_ERROR "${ARGN}\nexit status ${rc}, expected ${want_rc}\n${err}")
  endif()
  if(want_err)
    string(FIND "${err}" "${want_err}" at)
    if(at EQUAL -1)
      message(FATAL_ERROR "${ARGN}\nstderr lacks: ${want_err}\nit says: ${err}")
    endif()
  endif()
endfunction()

function(same a b)
  file(SHA256 ${a} ha)
  file(SHA256 ${b} hb)
  if(NOT ha STREQUAL hb)
    message(FATAL_ERROR "${a} and ${b} differ")
  endif()
endfunction()

function(absent path)
  if(EXISTS ${path})
    message(FATAL_ERROR "${path} should not exist")
  endif()
endfunction()

set(W ${WORK})
run(0 "" ${VGIWCC} ${SAXPY} -o ${W}/saxpy.cfg)

if(CASE STREQUAL "launch_lines")
  # the sample's one line, spread over lines with comments and blank lines
  file(WRITE ${W}/multi.launch "# saxpy, 4000 elements\n\n--grid=16   # CTAs\n"
    "--block=256\n  --arg=4000 --arg=2.5\n\t--arg=buf:f32:4096:seq\n"
    "--arg=buf:f32:4096:rand:1\n# the end\n")
  run(0 "" ${VGIWSIM} ${W}/saxpy.cfg --launch=samples/saxpy.launch -q --out=${W}/one)
  run(0 "" ${VGIWSIM} ${W}/saxpy.cfg --launch=${W}/multi.launch -q --out=${W}/multi)
  run(0 "" ${VGIWREF} ${SAXPY} --launch=${W}/multi.launch --out=${W}/ref)
  run(0 "" ${VGIWCC} ${SAXPY} --run --launch=${W}/multi.launch --out=${W}/cc)
  foreach(f arg2.bin arg3.bin summary.txt)
    same(${W}/one/${f} ${W}/multi/${f})
    same(${W}/one/${f} ${W}/ref/${f})
    same(${W}/one/${f} ${W}/cc/${f})
  endforeach()
  # a second line is not dropped: --grid and --block there count
  file(WRITE ${W}/two.launch "--arg=4000 --arg=2.5 --arg=buf:f32:4096:seq --arg=buf:f32:4096:rand:1\n"
    "--grid=16 --block=256\n")
  run(0 "" ${VGIWSIM} ${W}/saxpy.cfg --launch=${W}/two.launch -q --out=${W}/two)
  same(${W}/one/arg3.bin ${W}/two/arg3.bin)
elseif(CASE STREQUAL "launch_errors")
  file(WRITE ${W}/bad.launch "--grid=16\n# fine\n--block=2x\n")
  run(1 "bad.launch:3: error: --block=2x" ${VGIWSIM} ${W}/saxpy.cfg --launch=${W}/bad.launch)
  file(WRITE ${W}/word.launch "--grid=16 --block=256\n\nsaxpy\n")
  run(1 "word.launch:3: error: 'saxpy' is not a launch option" ${VGIWSIM}
    ${W}/saxpy.cfg --launch=${W}/word.launch)
  run(1 "word.launch:3: error: 'saxpy' is not a launch option" ${VGIWREF}
    ${SAXPY} --launch=${W}/word.launch)
  run(1 "word.launch:3: error: 'saxpy' is not a launch option" ${VGIWCC}
    ${SAXPY} --run --launch=${W}/word.launch)
  file(WRITE ${W}/comments.launch "# nothing but a comment\n\n")
  run(1 "comments.launch: error: no launch options" ${VGIWSIM} ${W}/saxpy.cfg
    --launch=${W}/comments.launch)
  file(WRITE ${W}/empty.launch "")
  run(1 "empty.launch: error: no launch options" ${VGIWSIM} ${W}/saxpy.cfg
    --launch=${W}/empty.launch)
  run(1 "error: is a directory, not a launch file" ${VGIWSIM} ${W}/saxpy.cfg
    --launch=${W})
  run(1 "error: cannot open" ${VGIWSIM} ${W}/saxpy.cfg --launch=${W}/none.launch)
elseif(CASE STREQUAL "same_inode")
  file(COPY_FILE ${SAXPY} ${W}/saxpy.ll)
  file(COPY samples/saxpy.launch DESTINATION ${W})
  file(SHA256 ${W}/saxpy.ll ll0)
  file(SHA256 ${W}/saxpy.cfg cfg0)
  run(1 "this output is the input" ${VGIWCC} ${W}/saxpy.ll -o ${W}/saxpy.ll)
  run(1 "this output is the input" ${VGIWCC} ${W}/saxpy.ll --stats=${W}/saxpy.ll)
  run(1 "this output is the input" ${VGIWCC} ${W}/saxpy.ll --run
    --launch=${W}/saxpy.launch --sim-stats=${W}/saxpy.launch)
  run(1 "this output is the input" ${VGIWCC} ${W}/saxpy.ll --run
    --launch=${W}/saxpy.launch --trace=${W}/saxpy.ll)
  run(1 "this output is the input" ${VGIWSIM} ${W}/saxpy.cfg
    --launch=${W}/saxpy.launch --stats=${W}/saxpy.cfg)
  run(1 "this output is the input" ${VGIWSIM} ${W}/saxpy.cfg
    --launch=${W}/saxpy.launch --trace=${W}/saxpy.cfg)
  # a hard link under another name is the same file
  file(CREATE_LINK ${W}/saxpy.cfg ${W}/link.cfg)
  run(1 "this output is the input" ${VGIWSIM} ${W}/saxpy.cfg
    --launch=${W}/saxpy.launch --stats=${W}/link.cfg)
  # --out=DIR: a buffer file that is the launch file, a buffer's file:PATH
  file(MAKE_DIRECTORY ${W}/out)
  file(COPY samples/saxpy.launch DESTINATION ${W}/out)
  file(RENAME ${W}/out/saxpy.launch ${W}/out/arg2.bin)
  run(1 "this output is the input" ${VGIWSIM} ${W}/saxpy.cfg
    --launch=${W}/out/arg2.bin --out=${W}/out -q)
  run(1 "this output is the input" ${VGIWREF} ${W}/saxpy.ll
    --launch=${W}/out/arg2.bin --out=${W}/out)
  run(1 "this output is the input" ${VGIWCC} ${W}/saxpy.ll --run
    --launch=${W}/out/arg2.bin --out=${W}/out)
  file(WRITE ${W}/out/arg3.bin "0123456789abcdef")
  run(1 "this output is the input" ${VGIWSIM} ${W}/saxpy.cfg --grid=1 --block=4
    --arg=4 --arg=2 --arg=buf:f32:4:seq --arg=buf:f32:4:file:${W}/out/arg3.bin
    --out=${W}/out -q)
  # vgiwdump --hex=DIR over a file named as an image it writes
  file(MAKE_DIRECTORY ${W}/hex)
  file(COPY_FILE ${W}/saxpy.cfg ${W}/hex/k0_blocks.hex)
  run(1 "this output is the input" ${VGIWDUMP} ${W}/hex/k0_blocks.hex --hex=${W}/hex)
  # batch: an output that is another input
  file(MAKE_DIRECTORY ${W}/b)
  file(COPY_FILE ${W}/saxpy.ll ${W}/b/saxpy.ll)
  file(COPY_FILE ${W}/saxpy.ll ${W}/b/k.ll)
  file(COPY_FILE ${W}/saxpy.cfg ${W}/b/k.cfg)
  run(1 "its output ${W}/b/k.cfg is the input '${W}/b/k.cfg'" ${VGIWCC}
    ${W}/b/k.ll ${W}/b/k.cfg --output-dir=${W}/b)
  run(1 "is the input itself" ${VGIWCC} ${W}/b/k.ll --emit=ll --output-dir=${W}/b)
  file(SHA256 ${W}/saxpy.ll ll1)
  file(SHA256 ${W}/saxpy.cfg cfg1)
  if(NOT ll0 STREQUAL ll1 OR NOT cfg0 STREQUAL cfg1)
    message(FATAL_ERROR "an input was changed")
  endif()
  file(GLOB left ${W}/*.tmp* ${W}/out/*.tmp*)
  if(left)
    message(FATAL_ERROR "left behind: ${left}")
  endif()
elseif(CASE STREQUAL "write_errors")
  set(L --launch=samples/saxpy.launch -q)
  run(1 "/dev/full: error: cannot write: No space left on device" ${VGIWSIM}
    ${W}/saxpy.cfg ${L} --stats=/dev/full)
  run(1 "/dev/full: error: cannot write" ${VGIWSIM} ${W}/saxpy.cfg ${L} --trace=/dev/full)
  execute_process(COMMAND ${VGIWSIM} ${W}/saxpy.cfg ${L} --stats=-
    OUTPUT_FILE /dev/full RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 1 OR NOT err MATCHES "cannot write to standard output")
    message(FATAL_ERROR "--stats=- to /dev/full: ${rc} ${err}")
  endif()
  execute_process(COMMAND ${VGIWDUMP} ${W}/saxpy.cfg
    OUTPUT_FILE /dev/full RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 1 OR NOT err MATCHES "cannot write to standard output: No space")
    message(FATAL_ERROR "vgiwdump to /dev/full: ${rc} ${err}")
  endif()
  execute_process(COMMAND ${VGIWCC} ${SAXPY} --emit=asm
    OUTPUT_FILE /dev/full RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 1 OR NOT err MATCHES "cannot write to standard output")
    message(FATAL_ERROR "vgiwcc to /dev/full: ${rc} ${err}")
  endif()
  run(1 "/dev/full: error: cannot write" ${VGIWCC} ${SAXPY} -o /dev/full)
  run(1 "/dev/full: error: cannot write" ${VGIWCC} ${SAXPY} --run
    --launch=samples/saxpy.launch --sim-stats=/dev/full)
  # a device is written in place, never replaced by a file (which a run as
  # root did before); only if it is a device now, as another program may
  # have replaced it
  execute_process(COMMAND test -c /dev/null RESULT_VARIABLE was_device)
  run(0 "" ${VGIWCC} ${SAXPY} -o /dev/null)
  execute_process(COMMAND test -c /dev/null RESULT_VARIABLE rc)
  if(was_device EQUAL 0 AND NOT rc EQUAL 0)
    message(FATAL_ERROR "/dev/null is no longer a device")
  endif()
  # --out: a buffer that cannot be written means no summary.txt
  file(MAKE_DIRECTORY ${W}/out/arg2.bin/x)
  run(1 "arg2.bin: error: cannot write" ${VGIWSIM} ${W}/saxpy.cfg ${L} --out=${W}/out)
  absent(${W}/out/summary.txt)
  file(GLOB left ${W}/out/*.tmp*)
  if(left)
    message(FATAL_ERROR "left behind: ${left}")
  endif()
elseif(CASE STREQUAL "caps")
  set(env ${CMAKE_COMMAND} -E env)
  run(1 "/dev/zero: error: larger than 4096 bytes, the limit for a .cfg (set VGIW_MAX_CFG"
    ${env} VGIW_MAX_CFG=4K ${VGIWSIM} /dev/zero --grid=1 --block=1)
  run(1 "/dev/zero: error: larger than 4096 bytes, the limit for a .cfg"
    ${env} VGIW_MAX_CFG=4K ${VGIWDUMP} /dev/zero)
  run(1 "/dev/zero: error: larger than 1048576 bytes, the limit for LLVM IR (set VGIW_MAX_IR"
    ${env} VGIW_MAX_IR=1M ${VGIWCC} /dev/zero)
  run(1 "/dev/zero: error: larger than 65536 bytes, the limit for LLVM IR"
    ${env} VGIW_MAX_IR=64k ${VGIWREF} /dev/zero --grid=1 --block=1)
  run(1 "/dev/zero: error: larger than 1048576 bytes, the limit for a launch file"
    ${VGIWSIM} ${W}/saxpy.cfg --launch=/dev/zero)
  run(1 "/dev/zero: error: larger than 100 bytes, the limit for a launch file"
    ${env} VGIW_MAX_LAUNCH=100 ${VGIWCC} ${SAXPY} --run --launch=/dev/zero)
  run(1 "/dev/zero: error: larger than 8192 bytes, the limit for an architecture file"
    ${env} VGIW_MAX_ARCH=8K ${VGIWCC} ${SAXPY} --arch=/dev/zero)
  run(1 "/dev/zero: error: larger than 8192 bytes, the limit for an architecture file"
    ${env} VGIW_MAX_ARCH=8K ${VGIWSIM} ${W}/saxpy.cfg --grid=1 --block=1 --arch=/dev/zero)
  # a regular file over the cap is refused from its size; one under it is read
  run(1 "the limit for a .cfg" ${env} VGIW_MAX_CFG=100 ${VGIWDUMP} ${W}/saxpy.cfg)
  run(0 "" ${env} VGIW_MAX_CFG=1M ${VGIWDUMP} ${W}/saxpy.cfg)
  run(1 "VGIW_MAX_CFG='lots': expected a size in bytes" ${env} VGIW_MAX_CFG=lots
    ${VGIWDUMP} ${W}/saxpy.cfg)
elseif(CASE STREQUAL "arch_entities")
  # a finite 10x10 expansion, referenced in an attribute, and an unused one
  set(decl "<!ENTITY e0 \"1\">\n<!ENTITY e1 \"&e0;&e0;&e0;&e0;&e0;&e0;&e0;&e0;&e0;&e0;\">\n")
  file(WRITE ${W}/used.xml "<?xml version=\"1.0\"?>\n<!DOCTYPE vgiw [\n${decl}]>\n"
    "<vgiw name=\"&e1;\"/>\n")
  run(1 "used.xml:3: error: entity declarations are not accepted" ${VGIWCC}
    --arch=${W}/used.xml --print-arch)
  file(WRITE ${W}/unused.xml "<?xml version=\"1.0\"?>\n<!-- <!ENTITY in a comment> -->\n"
    "<!DOCTYPE vgiw [\n<!ENTITY % p \"x\">\n]>\n<vgiw/>\n")
  run(1 "unused.xml:4: error: entity declarations are not accepted" ${VGIWSIM}
    ${W}/saxpy.cfg --grid=1 --block=1 --arch=${W}/unused.xml)
  execute_process(COMMAND ${VGIWCC} --arch=${W}/used.xml --print-arch
    ERROR_VARIABLE err OUTPUT_QUIET)
  if(err MATCHES "loop")
    message(FATAL_ERROR "a finite expansion is no loop: ${err}")
  endif()
else()
  message(FATAL_ERROR "unknown CASE ${CASE}")
endif()
