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
# Forms refused on every target and by the reference interpreter with a
# diagnostic naming the construct and its line: "KERNEL-FILE EXPECT ARGS"
# (device assert: no machine has a trap; front/assert.c).
set(VGIW_FORMS_REFUSED
  "assert|assert(in[i] >= 0) at tests/forms/assert.cu:17|32,buf:i32:32,buf:i32:32")
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
  foreach(run ${VGIW_FORMS_REFUSED})
    string(REPLACE "|" ";" run "${run}")
    list(GET run 0 file)
    list(GET run 1 expect)
    list(GET run 2 args)
    add_test(NAME forms_${v}_${file}_refused
      COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc> -DVGIWREF=$<TARGET_FILE:vgiwref>
        -DINPUT=${dir}${file}${ext} "-DEXPECT=${expect}" -DARGS=${args}
        -DWORK=${CMAKE_CURRENT_BINARY_DIR}/forms_${v}_${file}_refused
        -P ${CMAKE_CURRENT_SOURCE_DIR}/forms/refuse_form.cmake
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  endforeach()
endforeach()
