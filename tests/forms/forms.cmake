# Kernel forms clang emits from real CUDA code (docs/vgiwcc.md, "Accepted
# IR"): each kernel of tests/forms/*.cu, from clang 14's IR at -O2 and -O0 and
# (LLVM 17+) clang 19's, compiled, run with --check (the simulator against
# the reference interpreter, byte for byte) on every target it fits, and
# where tests/forms/KERNEL_check.py exists, its results checked by it too
# (the interpreter shares the front end's lowering).
# "KERNEL FILE LAUNCH-ARGS TARGETS..." (vec_add4's eight lanes of memory, vec_mix and vec_loop do not fit
# GPU-CC's SM or SGMF's fabric; GPU-CC also needs loops unrolled; spaces
# has a barrier, which neither has)
find_package(Python3 REQUIRED COMPONENTS Interpreter)
set(VGIW_FORMS_RUNS
  "vec_swap2 vectors 1000,buf:f32:2048:rand:1,buf:f32:2048:zero vgiw simt gpucc sgmf"
  "vec_add4 vectors 1000,buf:f32:4096:rand:1,buf:f32:4096:rand:2,buf:f32:4096:zero vgiw simt sgmf"
  "vec_mix vectors 1000,buf:f32:4096:rand:1,buf:f32:4096:rand:2,buf:f32:4096:zero,buf:i32:2048:rand:3,buf:i32:2048:zero vgiw simt"
  "vec_loop vectors 1000,buf:f32:4096:rand:1,buf:f32:4096:zero,buf:i32:1024:rand:3,buf:i32:1024:zero vgiw simt"
  "spaces spaces 1000,buf:i32:1024:rand:5,buf:i32:1024:zero vgiw simt")
# Device assert (front/assert.c): "KERNEL|PASS-ARGS|FAIL-ARGS|EXPECT|TARGETS",
# a launch of 2 CTAs of 32 threads whose assertions hold and one where the
# first failure (by global thread ID) is EXPECT; summed's loop keeps it off
# GPU-CC, and its build without assertions (unrolled further by clang) does
# not fit SGMF's fabric: a target marked * is not compared with it. summed's
# thread 26 fails its second assertion (26+27+28 >= 80)
# before thread 40 fails its first (40 >= 40).
set(VGIW_FORMS_ASSERTS
  "checked|60,1000,buf:i32:64:seq,buf:i32:64|60,40,buf:i32:64:seq,buf:i32:64|block: [1,0,0], thread: [8,0,0] Assertion `in[i] < limit` failed in checked (20 failures|vgiw simt gpucc sgmf"
  "summed|60,3,1000,buf:i32:64:seq,buf:i32:64|60,3,40,buf:i32:64:seq,buf:i32:64|block: [0,0,0], thread: [26,0,0] Assertion `s < limit * 2` failed in summed (97 failures|vgiw simt sgmf*")
# clock()/clock64() on SIMT (tests/forms/clock.cu): "KERNEL|GRID|ARGS|EXPECT",
# ARGS vgiwcc's options, EXPECT "check" or the error --check gives
set(VGIW_FORMS_CLOCKS
  "timedReduction|64|--block=256,--dynamic-shared=2048,--arg=buf:f32:512:rand:1,--arg=buf:f32:64,--arg=buf:i64:128|check"
  "timedLoop|4|--block=256,--arg=100,--arg=buf:i32:1024:rand:1,--arg=buf:i32:1024,--arg=buf:i64:1024|check"
  "clockIndirect|1|--block=32,--arg=0,--arg=buf:i64:32|a clock() value is stored through a pointer loaded from memory"
  "clockBranch|1|--block=32,--arg=buf:i32:32|a branch depends on clock()")
# each form's file of a kernel source FILE: tests/forms/FILE.ll, FILE.O0.ll,
# or tests/forms/llvm19/FILE.ll
foreach(form .ll .O0.ll llvm19)
  if(form STREQUAL "llvm19" AND LLVM_VERSION_MAJOR LESS 17)
    continue()
  endif()
  if(form STREQUAL "llvm19")
    set(dir tests/forms/llvm19/)
    set(ext .ll)
  else()
    set(dir tests/forms/)
    set(ext ${form})
  endif()
  string(REPLACE "." "" v "${form}")
  foreach(run ${VGIW_FORMS_RUNS})
    separate_arguments(run)
    list(POP_FRONT run kernel file args)
    foreach(t ${run})
      add_test(NAME forms_${v}_${kernel}_${t}
        COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc> -DINPUT=${dir}${file}${ext}
          -DPYTHON=${Python3_EXECUTABLE}
          -DKERNEL=${kernel} -DARGS=${args} -DTARGET=${t}
          -DWORK=${CMAKE_CURRENT_BINARY_DIR}/forms_${v}_${kernel}_${t}
          -P ${CMAKE_CURRENT_SOURCE_DIR}/forms/run_form.cmake
        WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
    endforeach()
  endforeach()
  foreach(run ${VGIW_FORMS_CLOCKS})
    string(REPLACE "|" ";" run "${run}")
    list(GET run 0 kernel)
    list(GET run 1 grid)
    list(GET run 2 args)
    list(GET run 3 expect)
    add_test(NAME forms_${v}_clock_${kernel}
      COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc> -DINPUT=${dir}clock${ext}
        -DPYTHON=${Python3_EXECUTABLE} -DKERNEL=${kernel} -DGRID=${grid}
        -DARGS=${args} "-DEXPECT=${expect}"
        -DWORK=${CMAKE_CURRENT_BINARY_DIR}/forms_${v}_clock_${kernel}
        -P ${CMAKE_CURRENT_SOURCE_DIR}/forms/run_clock.cmake
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  endforeach()
  # the NDEBUG build is clang -O2's only
  set(ndebug "")
  if(NOT form STREQUAL ".O0.ll")
    set(ndebug ${dir}assert.ndebug${ext})
  endif()
  foreach(run ${VGIW_FORMS_ASSERTS})
    string(REPLACE "|" ";" run "${run}")
    list(GET run 0 kernel)
    list(GET run 1 pass)
    list(GET run 2 fail)
    list(GET run 3 expect)
    list(GET run 4 targets)
    separate_arguments(targets)
    foreach(t ${targets})
      set(nd ${ndebug})
      if(t MATCHES "[*]$")
        string(REPLACE "*" "" t "${t}")
        set(nd "")
      endif()
      add_test(NAME forms_${v}_assert_${kernel}_${t}
        COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc> -DVGIWSIM=$<TARGET_FILE:vgiwsim>
          -DVGIWREF=$<TARGET_FILE:vgiwref> -DINPUT=${dir}assert${ext} -DNDEBUG=${nd}
          -DKERNEL=${kernel} -DTARGET=${t} -DPASS=${pass} -DFAIL=${fail} "-DEXPECT=${expect}"
          -DWORK=${CMAKE_CURRENT_BINARY_DIR}/forms_${v}_assert_${kernel}_${t}
          -P ${CMAKE_CURRENT_SOURCE_DIR}/forms/run_assert.cmake
        WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
    endforeach()
  endforeach()
endforeach()
