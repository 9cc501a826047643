# End-to-end tests of every sample: compile, place and route, write the
# .cfg, read it back, simulate, and compare every buffer with the reference
# interpreter (vgiwcc --run --check), at the sample's launch and a smaller
# one (samples/small/, with a partially used last CTA where the kernel has a
# size), also from the -O0 IR compiled at -O0. And the container: two
# compiles give identical bytes, and vgiwdump of the file equals the
# compiler's own --emit=asm.
# The samples of samples/simt_only.list (warp-level operations) are not
# run: vgiwcc must refuse them for VGIW and GPU-CC, naming the operation.
file(GLOB VGIW_RUN_SAMPLES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/samples/*.launch)
file(STRINGS ${PROJECT_SOURCE_DIR}/samples/simt_only.list VGIW_SIMT_ONLY REGEX "^[^#]")
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
  ${PROJECT_SOURCE_DIR}/samples/simt_only.list)
foreach(name ${VGIW_SIMT_ONLY})
  foreach(target vgiw gpucc)
    add_test(NAME refuse_${target}_${name}
      COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc>
        -DINPUT=samples/${name}.ll -DWHICH=${target}
        -P ${CMAKE_CURRENT_SOURCE_DIR}/run/run_refuse.cmake
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  endforeach()
endforeach()
foreach(launch ${VGIW_RUN_SAMPLES})
  get_filename_component(name ${launch} NAME_WE)
  if(name IN_LIST VGIW_SIMT_ONLY)
    continue()
  endif()
  add_test(NAME run_${name}
    COMMAND vgiwcc samples/${name}.ll --run --check --launch=samples/${name}.launch
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  if(EXISTS ${PROJECT_SOURCE_DIR}/samples/small/${name}.launch)
    add_test(NAME run_${name}_small
      COMMAND vgiwcc samples/${name}.ll --run --check --launch=samples/small/${name}.launch
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  endif()
  add_test(NAME run_O0_${name}
    COMMAND vgiwcc samples/O0/${name}.ll -O0 --run --check --launch=samples/${name}.launch
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  if(LLVM_VERSION_MAJOR GREATER_EQUAL 17 AND EXISTS ${PROJECT_SOURCE_DIR}/samples/llvm19/${name}.ll)
    add_test(NAME run_llvm19_${name}
      COMMAND vgiwcc samples/llvm19/${name}.ll --run --check --launch=samples/${name}.launch
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  endif()
  add_test(NAME cfg_${name}
    COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc>
      -DVGIWDUMP=$<TARGET_FILE:vgiwdump> -DINPUT=samples/${name}.ll
      -DWORK=${CMAKE_CURRENT_BINARY_DIR}/cfg_${name}
      -P ${CMAKE_CURRENT_SOURCE_DIR}/run/run_cfg.cmake
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endforeach()
foreach(name saxpy matmul_tiled histogram)
  add_test(NAME tools_${name}
    COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc>
      -DVGIWSIM=$<TARGET_FILE:vgiwsim> -DVGIWREF=$<TARGET_FILE:vgiwref>
      -DNAME=${name} -DWORK=${CMAKE_CURRENT_BINARY_DIR}/tools_${name}
      -P ${CMAKE_CURRENT_SOURCE_DIR}/run/run_tools.cmake
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endforeach()
add_test(NAME cli_outputs
  COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc> -DVGIWSIM=$<TARGET_FILE:vgiwsim>
    -DWORK=${CMAKE_CURRENT_BINARY_DIR}/cli_outputs
    -P ${CMAKE_CURRENT_SOURCE_DIR}/run/cli_outputs.cmake
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
add_test(NAME host_runtime
  COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc>
    -DHOST=$<TARGET_FILE:saxpy_host> -DBUILD=${PROJECT_BINARY_DIR}
    -DSOURCE=${PROJECT_SOURCE_DIR} -DWORK=${CMAKE_CURRENT_BINARY_DIR}/host_runtime
    -DSANITIZE=${VGIW_SANITIZE}
    -P ${CMAKE_CURRENT_SOURCE_DIR}/run/run_host.cmake)
add_test(NAME run_resources
  COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc> -DVGIWSIM=$<TARGET_FILE:vgiwsim>
    -DVGIWREF=$<TARGET_FILE:vgiwref>
    -DSOURCE=${PROJECT_SOURCE_DIR} -DWORK=${CMAKE_CURRENT_BINARY_DIR}/run_resources
    -DSANITIZE=${VGIW_SANITIZE}
    -P ${CMAKE_CURRENT_SOURCE_DIR}/run/resources.cmake)
# libvgiw's bounds (tests/sim/test_runtime.c) on saxpy for VGIW
add_test(NAME sim_runtime_cfg
  COMMAND vgiwcc samples/saxpy.ll -o ${CMAKE_CURRENT_BINARY_DIR}/sim_runtime_saxpy.cfg
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(sim_runtime_cfg PROPERTIES FIXTURES_SETUP sim_runtime_cfg)
set_tests_properties(sim_test_runtime PROPERTIES FIXTURES_REQUIRED sim_runtime_cfg
  ENVIRONMENT "VGIW_TEST_CFG=${CMAKE_CURRENT_BINARY_DIR}/sim_runtime_saxpy.cfg;ASAN_OPTIONS=allocator_may_return_null=1:max_allocation_size_mb=1024")
foreach(o 0 2 3)
  add_test(NAME run_constructs_O${o}
    COMMAND vgiwcc tests/run/constructs.ll -O${o} --run --check
      --launch=tests/run/constructs.launch
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endforeach()
# Checked and saturating arithmetic, scoped atomics, libdevice beyond the
# math table: the front end's
# expansions against the reference interpreter's own semantics.
foreach(name overflow scoped_atomics libdevice)
  foreach(o 0 2)
    add_test(NAME run_${name}_O${o}
      COMMAND vgiwcc tests/run/${name}.ll -O${o} --run --check
        --launch=tests/run/${name}.launch
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  endforeach()
endforeach()
# A guarded double store whose ordering join passes a parameter's address
# (GPU-CC's mapper aborted on it), on every target.
foreach(t vgiw gpucc simt)
  add_test(NAME run_guarded_stores_${t}
    COMMAND vgiwcc --target=${t} tests/run/guarded_stores.ll --run --check
      --launch=tests/run/guarded_stores.launch
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endforeach()
# Out-of-bounds accesses, per buffer and exactly, on every target and in
# the reference interpreter.
foreach(t vgiw gpucc simt ref)
  add_test(NAME run_oob_${t}
    COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc>
      -DVGIWSIM=$<TARGET_FILE:vgiwsim> -DVGIWREF=$<TARGET_FILE:vgiwref>
      -DSOURCE=${PROJECT_SOURCE_DIR} -DWHICH=${t}
      -DWORK=${CMAKE_CURRENT_BINARY_DIR}/oob_${t}
      -P ${CMAKE_CURRENT_SOURCE_DIR}/run/oob.cmake)
endforeach()
# GPU-CC: a kernel that fits maps onto the SM and reports it.
# GPU-CC: the samples that fit an SM compile, simulate and match the
# reference interpreter; their .cfg round-trips; the three tools agree; a
# kernel too large for the SM is refused with what ran out.
file(STRINGS ${PROJECT_SOURCE_DIR}/samples/gpucc.list VGIW_GPUCC_SAMPLES REGEX "^[^#]")
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
  ${PROJECT_SOURCE_DIR}/samples/gpucc.list)
foreach(name ${VGIW_GPUCC_SAMPLES})
  add_test(NAME run_gpucc_${name}
    COMMAND vgiwcc --target=gpucc samples/${name}.ll --run --check
      --launch=samples/${name}.launch
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  if(EXISTS ${PROJECT_SOURCE_DIR}/samples/small/${name}.launch)
    add_test(NAME run_gpucc_${name}_small
      COMMAND vgiwcc --target=gpucc samples/${name}.ll --run --check
        --launch=samples/small/${name}.launch
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  endif()
  if(LLVM_VERSION_MAJOR GREATER_EQUAL 17 AND EXISTS ${PROJECT_SOURCE_DIR}/samples/llvm19/${name}.ll)
    add_test(NAME run_gpucc_llvm19_${name}
      COMMAND vgiwcc --target=gpucc samples/llvm19/${name}.ll --run --check
        --launch=samples/${name}.launch
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  endif()
  add_test(NAME gpucc_cfg_${name}
    COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc>
      -DVGIWDUMP=$<TARGET_FILE:vgiwdump> -DINPUT=samples/${name}.ll -DTARGET=gpucc
      -DWORK=${CMAKE_CURRENT_BINARY_DIR}/gpucc_cfg_${name}
      -P ${CMAKE_CURRENT_SOURCE_DIR}/run/run_cfg.cmake
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endforeach()
add_test(NAME tools_gpucc_saxpy
  COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc>
    -DVGIWSIM=$<TARGET_FILE:vgiwsim> -DVGIWREF=$<TARGET_FILE:vgiwref>
    -DNAME=saxpy -DTARGET=gpucc -DWORK=${CMAKE_CURRENT_BINARY_DIR}/tools_gpucc_saxpy
    -P ${CMAKE_CURRENT_SOURCE_DIR}/run/run_tools.cmake
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
add_test(NAME gpucc_too_large
  COMMAND vgiwcc --target=gpucc samples/conv5x5.ll -o ${CMAKE_CURRENT_BINARY_DIR}/too_large.cfg
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(gpucc_too_large PROPERTIES WILL_FAIL TRUE)
add_test(NAME gpucc_too_large_reason
  COMMAND vgiwcc --target=gpucc samples/conv5x5.ll --emit=report
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(gpucc_too_large_reason PROPERTIES
  PASS_REGULAR_EXPRESSION "kernel 'conv5x5' needs [0-9]+ cores, the SM has 32")
# GPU-CC folds for natural 2-D kernels (passes/gpucc_fold.c, issue 14): the
# natural 3x3 convolution fits one SM, at most 32 cores and 16 load/store
# units, from clang 14 and 19 IR at -O2 and -O0, and verifies at the small
# launch; the small kernels of tests/run/gpuccfold/ verify on every target
# that takes them, and blur3_2d's three __constant__ weights take no LSU.
set(gpucc_fold_ll samples/conv3x3_2d.ll samples/O0/conv3x3_2d.ll)
if(LLVM_VERSION_MAJOR GREATER_EQUAL 17)
  list(APPEND gpucc_fold_ll samples/llvm19/conv3x3_2d.ll samples/llvm19/O0/conv3x3_2d.ll)
endif()
foreach(ll ${gpucc_fold_ll})
  string(REPLACE "/" "_" tag ${ll})
  add_test(NAME gpucc_fits_${tag}
    COMMAND vgiwcc --target=gpucc ${ll} --emit=report
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  set_tests_properties(gpucc_fits_${tag} PROPERTIES PASS_REGULAR_EXPRESSION
    "per copy: ([0-9]|[12][0-9]|3[0-2]) of 32 cores, ([0-9]|1[0-6]) of 16 load/store units")
  add_test(NAME run_gpucc_small_${tag}
    COMMAND vgiwcc --target=gpucc ${ll} --run --check
      --launch=samples/small/conv3x3_2d.launch
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endforeach()
set(gpucc_fold_src tests/run/gpuccfold/fold2d.ll)
if(LLVM_VERSION_MAJOR GREATER_EQUAL 17)
  list(APPEND gpucc_fold_src tests/run/gpuccfold/fold2d.llvm19.ll)
endif()
foreach(ll ${gpucc_fold_src})
  string(FIND ${ll} llvm19 is19)
  set(sfx "")
  if(NOT is19 EQUAL -1)
    set(sfx "_llvm19")
  endif()
  foreach(k blur3_2d band)
    foreach(t gpucc vgiw simt)
      add_test(NAME run_gpuccfold_${k}_${t}${sfx}
        COMMAND vgiwcc --target=${t} --kernel=${k} ${ll} --run --check
          --launch=tests/run/gpuccfold/${k}.launch
        WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
    endforeach()
  endforeach()
  add_test(NAME gpuccfold_blur3_2d_units${sfx}
    COMMAND vgiwcc --target=gpucc --kernel=blur3_2d ${ll} --emit=report
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  set_tests_properties(gpuccfold_blur3_2d_units${sfx} PROPERTIES
    PASS_REGULAR_EXPRESSION "per copy: 1[0-9] of 32 cores, 4 of 16 load/store units")
endforeach()
# Address folding on the address arithmetic, not one source form (issue
# 33): the 3x3 convolution in row-pointer, flattened-offset, centre-pointer,
# size_t and guarded-body forms fits as samples/conv3x3_2d does (at most
# its 31 cores, its 10 LSUs); the 5x5 forms need the same 62-63 cores
# (25 FMULs and 25 FADDs exceed 32: refused); every form verifies.
set(stencil_src tests/run/gpuccfold/stencil.ll)
if(LLVM_VERSION_MAJOR GREATER_EQUAL 17)
  list(APPEND stencil_src tests/run/gpuccfold/stencil.llvm19.ll)
endif()
foreach(ll ${stencil_src})
  string(FIND ${ll} llvm19 is19)
  set(sfx "")
  set(s3 s3_rowptr s3_flat s3_centre s3_size s3_guard)
  if(NOT is19 EQUAL -1)
    set(sfx "_llvm19")
  endif()
  foreach(k ${s3})
    add_test(NAME gpuccfold_fits_${k}${sfx}
      COMMAND vgiwcc --target=gpucc --kernel=${k} ${ll} --emit=report
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
    set_tests_properties(gpuccfold_fits_${k}${sfx} PROPERTIES
      PASS_REGULAR_EXPRESSION "per copy: (2[0-9]|3[01]) of 32 cores, 10 of 16 load/store units")
  endforeach()
  foreach(k s5_index s5_rowptr s5_size)
    add_test(NAME gpuccfold_cores_${k}${sfx}
      COMMAND vgiwcc --target=gpucc --kernel=${k} ${ll} --emit=report
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
    set_tests_properties(gpuccfold_cores_${k}${sfx} PROPERTIES
      PASS_REGULAR_EXPRESSION "kernel '${k}' needs 6[23] cores, the SM has 32")
  endforeach()
  foreach(k s3_rowptr s3_flat s3_centre s3_size s3_guard s5_index s5_rowptr s5_size)
    set(targets vgiw simt)
    list(FIND s3 ${k} fits)
    if(NOT fits EQUAL -1)
      list(APPEND targets gpucc)
    endif()
    foreach(t ${targets})
      add_test(NAME run_gpuccfold_${k}_${t}${sfx}
        COMMAND vgiwcc --target=${t} --kernel=${k} ${ll} --run --check
          --launch=tests/run/gpuccfold/stencil.launch
        WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
    endforeach()
  endforeach()
endforeach()
# SIMT: every sample's .cfg round-trips (two compiles give the same bytes,
# vgiwdump equals --emit=asm); the runs with --check: tests/run/simt.cmake.
foreach(launch ${VGIW_RUN_SAMPLES})
  get_filename_component(name ${launch} NAME_WE)
  add_test(NAME simt_cfg_${name}
    COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc>
      -DVGIWDUMP=$<TARGET_FILE:vgiwdump> -DINPUT=samples/${name}.ll -DTARGET=simt
      -DWORK=${CMAKE_CURRENT_BINARY_DIR}/simt_cfg_${name}
      -P ${CMAKE_CURRENT_SOURCE_DIR}/run/run_cfg.cmake
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endforeach()
include(${CMAKE_CURRENT_SOURCE_DIR}/run/simt.cmake)
# Blocks that read or write more live values than the fabric has LVUs
# (issue 14): partitioning cuts the reads and spills phi inputs it cannot
# cut; VGIW and SIMT, from clang 14 and clang 19 IR.
# Rotates (llvm.fshl/fshr) and llvm.bitreverse at native widths (bits/).
foreach(dn lvcut/stencil20 lvcut/lvreads lvcut/mixed bits/rotate)
  get_filename_component(dir ${dn} DIRECTORY)
  get_filename_component(name ${dn} NAME)
  foreach(t vgiw simt)
    add_test(NAME run_${dir}_${name}_${t}
      COMMAND vgiwcc --target=${t} tests/run/${dn}.ll --run --check
        --launch=tests/run/${dn}.launch
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
    if(LLVM_VERSION_MAJOR GREATER_EQUAL 17)
      add_test(NAME run_${dir}_llvm19_${name}_${t}
        COMMAND vgiwcc --target=${t} tests/run/${dn}.llvm19.ll --run --check
          --launch=tests/run/${dn}.launch
        WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
    endif()
  endforeach()
endforeach()
# Vector IR (<4 x float>) scalarised by canonicalisation, on every target.
foreach(t vgiw gpucc simt)
  add_test(NAME run_bits_vec4_${t}
    COMMAND vgiwcc --target=${t} tests/run/bits/vec4.ll --run --check
      --grid=1 --block=64 --arg=buf:f32:256:rand:1 --arg=buf:f32:256:rand:2
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endforeach()
# Dynamic shared memory (extern __shared__, --dynamic-shared=BYTES): a block
# reduction (barriers: VGIW, SIMT) and a barrier-free staging kernel (every
# target), checked against the reference interpreter; without the option,
# an error before the run on every target and in the reference interpreter;
# an access past the launch's bytes, an out-of-bounds error naming the
# thread, the address, the array and the source line.
foreach(case "reduce:vgiw;simt" "stage:vgiw;gpucc;simt")
  string(REPLACE ":" ";" case "${case}")
  list(POP_FRONT case name)
  foreach(t ${case})
    add_test(NAME run_dynshared_${name}_${t}
      COMMAND vgiwcc --target=${t} tests/run/dynshared/${name}.ll --run --check
        --launch=tests/run/dynshared/${name}.launch
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
    if(LLVM_VERSION_MAJOR GREATER_EQUAL 17)
      add_test(NAME run_dynshared_llvm19_${name}_${t}
        COMMAND vgiwcc --target=${t} tests/run/dynshared/${name}.llvm19.ll --run --check
          --launch=tests/run/dynshared/${name}.launch
        WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
    endif()
    add_test(NAME dynshared_missing_${name}_${t}
      COMMAND vgiwcc --target=${t} tests/run/dynshared/${name}.ll --run
        --grid=2 --block=64 --arg=buf:f32:128:rand:1 --arg=buf:f32:128:zero --arg=128
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
    set_tests_properties(dynshared_missing_${name}_${t} PROPERTIES
      PASS_REGULAR_EXPRESSION "error: kernel '${name}' uses dynamic shared memory \\('extern __shared__' array '[a-z]+'\\) and the launch does not give its size: add --dynamic-shared=BYTES")
  endforeach()
endforeach()
add_test(NAME dynshared_missing_ref
  COMMAND vgiwref tests/run/dynshared/reduce.ll
    --grid=2 --block=64 --arg=buf:f32:128:rand:1 --arg=buf:f32:2:zero --arg=128
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(dynshared_missing_ref PROPERTIES
  PASS_REGULAR_EXPRESSION "error: reference: kernel uses dynamic shared memory \\('extern __shared__' array 'buf'\\)")
# 64 threads need 256 bytes; thread 32 is the first past 128
foreach(t vgiw simt)
  add_test(NAME dynshared_oob_${t}
    COMMAND vgiwcc --target=${t} tests/run/dynshared/reduce.ll --run --dynamic-shared=128
      --grid=2 --block=64 --arg=buf:f32:128:rand:1 --arg=buf:f32:2:zero --arg=128
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  set_tests_properties(dynshared_oob_${t} PROPERTIES
    PASS_REGULAR_EXPRESSION "reduce.cu:19: error: kernel 'reduce' [^\n]*thread 32 \\(ctaid 0,0,0 tid 32,0,0\\): out-of-bounds [^\n]*4 bytes at 0x700000000084: 4 bytes past the end of dynamic shared memory 'buf' \\(128 bytes, --dynamic-shared=128\\)")
endforeach()
add_test(NAME dynshared_oob_gpucc
  COMMAND vgiwcc --target=gpucc tests/run/dynshared/stage.ll --run --dynamic-shared=256
    --grid=1 --block=128 --arg=buf:i32:128:rand:1 --arg=buf:i32:128:zero --arg=128
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(dynshared_oob_gpucc PROPERTIES
  PASS_REGULAR_EXPRESSION "stage.cu:1[0-9]: error: kernel 'stage' [^\n]*tid 64,0,0\\): out-of-bounds [^\n]*at 0x700000000100: 4 bytes past the end of dynamic shared memory 'slot' \\(256 bytes, --dynamic-shared=256\\)")
add_test(NAME dynshared_oob_ref
  COMMAND vgiwref tests/run/dynshared/reduce.ll --dynamic-shared=128
    --grid=2 --block=64 --arg=buf:f32:128:rand:1 --arg=buf:f32:2:zero --arg=128
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(dynshared_oob_ref PROPERTIES
  PASS_REGULAR_EXPRESSION "reduce.cu:19:[0-9]+: error: reference: thread \\(32,0,0\\) of CTA \\(0,0,0\\): out-of-bounds store of 4 bytes at 0x700000000084: 4 bytes past the end of the CTA's shared block \\(132 bytes\\)")
foreach(t vgiw gpucc simt)
  add_test(NAME run_dynshared_other_kernel_${t}
    COMMAND vgiwcc --target=${t} tests/run/dynshared/two.ll --kernel=plain --run --check
      --block=32 --arg=buf:i32:32:zero
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endforeach()
include(${CMAKE_CURRENT_SOURCE_DIR}/run/sgmf.cmake)
# the energy table (docs/energy.md): one entry, one component
foreach(c "vgiw;saxpy;energy.lvc.access=5000;lvc;"
          "vgiw;saxpy;energy.switch.hop=1;network;"
          "simt;saxpy;energy.register-file.read=1;register_file;"
          "simt;saxpy;energy.op.imul=1;imul;"
          "gpucc;saxpy;energy.token-buffer.write=1;token_buffer;"
          "sgmf;saxpy;energy.op.fp=1;fp;"
          "simt;saxpy;energy.dram.byte=1;dram;gtx480"
          "sgmf;saxpy;energy.op.fp=1;fp;vgiw15"
          "vgiw;saxpy;energy.static.vgiw-mw=1000;static;")
  list(GET c 0 t)
  list(GET c 1 n)
  list(GET c 2 ov)
  list(GET c 3 comp)
  list(GET c 4 chip)
  string(REGEX REPLACE "[^a-z0-9]+" "_" id "${t}_${ov}${chip}")
  add_test(NAME energy_override_${id}
    COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc> -DTARGET=${t}
      -DNAME=${n} -DOVERRIDE=${ov} -DCOMPONENT=${comp} -DCHIP=${chip}
      -DWORK=${CMAKE_CURRENT_BINARY_DIR}/energy_override_${id}
      -P ${CMAKE_CURRENT_SOURCE_DIR}/run/energy_override.cmake
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endforeach()
