# --dump-after tests: vgiwcc with ARGS must succeed, print every EXPECT on
# stderr, and write the same output as without the dumps. An unknown pass
# name is a diagnostic test (tests/diag/dump_unknown_pass.ll).
function(vgiw_dump_test name input args expect)
  add_test(NAME dump_${name}
    COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc> -DINPUT=${input}
      "-DARGS=${args}" "-DEXPECT=${expect}"
      -DOUT=${CMAKE_CURRENT_BINARY_DIR}/dump_${name}
      -P ${CMAKE_CURRENT_SOURCE_DIR}/dump/run_dump.cmake
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endfunction()

vgiw_dump_test(live samples/fig1_divergence.ll "--dump-after=live"
  "> after live:;kernel fig1_divergence(;  live out: ;live values: ")
vgiw_dump_test(gpucc_ifconvert samples/fig1_divergence.ll
  "--target=gpucc;--dump-after=ifconvert"
  "> after ifconvert:;kernel fig1_divergence(;select.f32;    exit")
vgiw_dump_test(list samples/fig1_divergence.ll
  "-d;schedule,dfg;-dpartition;--dump-after=map,assemble,encode"
  "> after schedule:;> after dfg:;> after partition:;> after map:;> after assemble:;> after encode:;cfg version 1 target vgiw")
