# Integers of any width up to 128 (docs/kernel-ir.md, "Integers of any
# width"): each kernel compiled for every target it fits, simulated and
# compared byte for byte with the reference interpreter (vgiwcc --run
# --check), from clang 14's IR at -O2 and -O3 (and -O0 where the kernel has
# no long loop) and, on LLVM 17+, clang 19's;
# the hand-written widths.ll also after vgiwcc's -O0 canonicalisation. And
# the refusals: what the front end does not expand is an error at the
# source line, with nothing written.
set(VGIW_IW ${PROJECT_SOURCE_DIR}/tests/intwidth)
# FILE KERNEL TARGETS...
set(VGIW_IW_RUNS
  "wide mulhi vgiw gpucc simt"
  "divrem divrem128 vgiw simt"
  "divrem divrem_odd vgiw simt"
  "wide int128 vgiw simt"
  "sums sums vgiw simt"
  "sums tri vgiw gpucc simt"
  "bitfields bitfields vgiw simt"
  "bitfields bitfield24 vgiw gpucc simt")
foreach(run ${VGIW_IW_RUNS})
  separate_arguments(run)
  list(POP_FRONT run file kernel)
  set(variants tests/intwidth/${file}.ll tests/intwidth/${file}.O3.ll)
  if(LLVM_VERSION_MAJOR GREATER_EQUAL 17)
    list(APPEND variants tests/intwidth/llvm19/${file}.ll tests/intwidth/llvm19/${file}.O3.ll)
  endif()
  if(EXISTS ${VGIW_IW}/O0/${file}.ll)
    list(APPEND variants tests/intwidth/O0/${file}.ll)
  endif()
  foreach(input ${variants})
    string(REGEX REPLACE "^tests/intwidth/" "" v ${input})
    string(REGEX REPLACE "[/.]" "_" v ${v})
    string(REGEX REPLACE "_ll$" "" v ${v})
    set(opt)
    set(targets ${run})
    if(v MATCHES "^O0_")
      # -O0 IR keeps more memory traffic than one GPU-CC SM has lanes for
      set(opt -O0)
      list(REMOVE_ITEM targets gpucc)
    endif()
    foreach(t ${targets})
      add_test(NAME intwidth_${kernel}_${v}_${t}
        COMMAND vgiwcc ${opt} --target=${t} ${input} --kernel=${kernel} --run --check
          --launch=tests/intwidth/${kernel}.launch
        WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
    endforeach()
  endforeach()
endforeach()
foreach(kernel narrow_i2 narrow_i7 narrow_i17 narrow_i24 narrow_i33 narrow_i48
    narrow_i63 memory wide_i65 wide_i96 wide_i127 wide_i128 loops convert
    intrinsics small)
  set(targets vgiw simt)
  if(kernel STREQUAL "small")
    list(APPEND targets gpucc)
  endif()
  foreach(t ${targets})
    add_test(NAME intwidth_widths_${kernel}_${t}
      COMMAND vgiwcc --target=${t} tests/intwidth/widths.ll --kernel=${kernel}
        --run --check --launch=tests/intwidth/widths.launch
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  endforeach()
  add_test(NAME intwidth_widths_${kernel}_O0
    COMMAND vgiwcc -O0 tests/intwidth/widths.ll --kernel=${kernel}
      --run --check --launch=tests/intwidth/widths.launch
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endforeach()
file(GLOB VGIW_IW_REFUSE CONFIGURE_DEPENDS ${VGIW_IW}/refuse/*.ll)
foreach(input ${VGIW_IW_REFUSE})
  get_filename_component(name ${input} NAME_WE)
  add_test(NAME intwidth_refuse_${name}
    COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc> -DINPUT=${input}
      -DOUT=${CMAKE_CURRENT_BINARY_DIR}/intwidth_refuse_${name}.out
      -P ${CMAKE_CURRENT_SOURCE_DIR}/diag/run_diag.cmake
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endforeach()
# Constant expressions of odd widths over a global's address (constexpr.ll
# in the forms every LLVM parses, constexpr14.ll in those only LLVM 14-16
# parse): --check on every target they fit at -O0 (the expressions reach
# the front end) and after LLVM's optimisation (which folds most of them),
# and the reference's own values against the ones the files derive.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
function(vgiw_iw_constexpr name want)
  foreach(opt -O0 -O2)
    foreach(t vgiw simt gpucc)
      if(name STREQUAL "constexpr14" AND opt STREQUAL "-O0" AND t STREQUAL "gpucc")
        continue()  # 40 cores at -O0
      endif()
      add_test(NAME intwidth_${name}${opt}_${t}
        COMMAND vgiwcc ${opt} --target=${t} tests/intwidth/${name}.ll --run --check
          --launch=tests/intwidth/constexpr.launch
        WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
    endforeach()
  endforeach()
  add_test(NAME intwidth_${name}_values
    COMMAND ${CMAKE_COMMAND} -DVGIWREF=$<TARGET_FILE:vgiwref> -DPYTHON=${Python3_EXECUTABLE}
      -DFILE=tests/intwidth/${name}.ll "-DWANT=${want}"
      -DOUT=${CMAKE_CURRENT_BINARY_DIR}/intwidth_${name}_values
      -P ${CMAKE_CURRENT_SOURCE_DIR}/intwidth/constexpr_values.cmake
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endfunction()
vgiw_iw_constexpr(constexpr "12+T,20^T,28+T,-8,-1,70,4,24")
if(LLVM_VERSION_MAJOR LESS 17)
  vgiw_iw_constexpr(constexpr14 "36+T,-12,-1,1,-3,127,13,0")
endif()
