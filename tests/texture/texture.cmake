# tex1Dfetch on a texture object (docs/vgiwcc.md, "Textures"): the kernel
# reads indices -2 .. n-3 of a 50-element texture, so out-of-range fetches
# (which read zero) are exercised at both ends; every target runs it with
# --check against the reference interpreter, and the reference's own output
# is compared with the values CUDA gives (out-of-range fetches read zero).
set(VGIW_TEX_LAUNCH --grid=2 --block=32 --arg=tex:f32:50:seq --arg=buf:f32:64 --arg=60)
foreach(target vgiw simt gpucc)
  add_test(NAME texture_tex1d_${target}
    COMMAND vgiwcc --target=${target} tests/texture/tex1d.ll --run --check ${VGIW_TEX_LAUNCH}
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  add_test(NAME texture_tex1d_intrinsic_${target}
    COMMAND vgiwcc --target=${target} tests/texture/tex1d_intrinsic.ll --run --check ${VGIW_TEX_LAUNCH}
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  if(LLVM_VERSION_MAJOR GREATER_EQUAL 17)
    add_test(NAME texture_tex1d_cuda19_${target}
      COMMAND vgiwcc --target=${target} tests/texture/tex1d_cuda19.ll --run --check ${VGIW_TEX_LAUNCH}
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  endif()
endforeach()
add_test(NAME texture_tex1d_values
  COMMAND ${CMAKE_COMMAND} -DVGIWREF=$<TARGET_FILE:vgiwref>
    -DOUT=${CMAKE_CURRENT_BINARY_DIR}/texture_values
    -P ${CMAKE_CURRENT_SOURCE_DIR}/texture/values.cmake
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
file(GLOB VGIW_TEX_DIAG CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/texture/diag_*.ll)
foreach(input ${VGIW_TEX_DIAG})
  get_filename_component(name ${input} NAME_WE)
  add_test(NAME texture_${name}
    COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc> -DINPUT=${input}
      -DOUT=${CMAKE_CURRENT_BINARY_DIR}/texture_${name}.out
      -P ${CMAKE_CURRENT_SOURCE_DIR}/diag/run_diag.cmake
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endforeach()

# Point-sampled 1-D, 2-D and 3-D fetches (docs/vgiwcc.md, "Textures"):
# tex2d.cu's kernels through vgiw_cuda.h (clang 14, tex2d.ll) and the CUDA
# 13 headers (clang 19, tex2d_cuda19.ll), and tex2di.ll's integer-coordinate
# intrinsic (2-D) and asm (3-D, a two-channel texture whose third channel
# reads zero), each in border and clamp mode, with and without normalised
# coordinates. Every case runs with --check on VGIW and SIMT (SGMF and GPU-CC
# where the kernel fits: the float-coordinate fetches need more cores than
# one GPU-CC SM or the SGMF fabric has, and tex2di's graph more GPU-CC
# lanes), and model.py checks the reference's output against CUDA's
# sampling rule computed on its own.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
function(vgiw_tex_case name file kernel mode tsize targets margs)
  set(launch ${ARGN})
  foreach(target ${targets})
    add_test(NAME texture_${name}_${target}
      COMMAND vgiwcc --target=${target} ${file} --kernel=${kernel} --run --check ${launch}
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  endforeach()
  add_test(NAME texture_${name}_values
    COMMAND ${CMAKE_COMMAND} -DVGIWREF=$<TARGET_FILE:vgiwref> -DPYTHON=${Python3_EXECUTABLE}
      -DFILE=${file} -DKERNEL=${kernel} "-DLAUNCH=${launch}" -DMODE=${mode}
      -DTSIZE=${tsize} "-DMARGS=${margs}" -DOUT=${CMAKE_CURRENT_BINARY_DIR}/texture_${name}
      -P ${CMAKE_CURRENT_SOURCE_DIR}/texture/model.cmake
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endfunction()
set(VGIW_TEX_FILES tests/texture/tex2d.ll)
if(LLVM_VERSION_MAJOR GREATER_EQUAL 17)
  list(APPEND VGIW_TEX_FILES tests/texture/tex2d_cuda19.ll)
endif()
foreach(file ${VGIW_TEX_FILES})
  get_filename_component(f ${file} NAME_WE)
  foreach(mode border clamp border,norm clamp,norm)
    string(REPLACE "," "_" m ${mode})
    set(s 1.0)
    if(mode MATCHES norm)
      set(s 0.125)
    endif()
    vgiw_tex_case(${f}_2d_${m} ${file} fetch2d ${mode} 7x5 "vgiw;simt" "12;9;${s}"
      --grid=3,3 --block=4,3 --arg=tex:f32:7x5:${mode}:seq --arg=buf:f32:108
      --arg=12 --arg=9 --arg=${s})
    vgiw_tex_case(${f}_3d_${m} ${file} fetch3d ${mode} 4x3x5 "vgiw;simt" "6;6;6;${s}"
      --grid=2,2,2 --block=3,3,3 --arg=tex:f32:4x3x5:${mode}:seq --arg=buf:f32:216
      --arg=6 --arg=6 --arg=6 --arg=${s})
    vgiw_tex_case(${f}_1d_${m} ${file} fetch1d ${mode} 9 "vgiw;simt" "30;0.05"
      --grid=1 --block=32 --arg=tex:i32:9:${mode}:seq --arg=buf:i32:32 --arg=30 --arg=0.05)
  endforeach()
  foreach(mode border clamp)
    vgiw_tex_case(${f}_2d4_${mode} ${file} fetch2d4 ${mode} 5x6 "vgiw;simt" "8;8"
      --grid=2,2 --block=4,4 --arg=tex:f32x4:5x6:${mode}:seq --arg=buf:f32:64
      --arg=8 --arg=8)
  endforeach()
endforeach()
# Layered and cubemap fetches (texlayered.cu): a 7 x 5 texture of 4 layers
# and a 9-texel one of 3, read at layers -1 (unsigned: past the last) to one
# past the last
set(VGIW_TEXL_FILES tests/texture/texlayered.ll)
if(LLVM_VERSION_MAJOR GREATER_EQUAL 17)
  list(APPEND VGIW_TEXL_FILES tests/texture/texlayered_cuda19.ll)
endif()
foreach(file ${VGIW_TEXL_FILES})
  get_filename_component(f ${file} NAME_WE)
  foreach(mode border clamp border,norm clamp,norm)
    string(REPLACE "," "_" m ${mode})
    set(s 1.0)
    if(mode MATCHES norm)
      set(s 0.125)
    endif()
    vgiw_tex_case(${f}_2d_${m} ${file} fetch2dl ${mode} 7x5x4 "vgiw;simt" "12;9;6;${s}"
      --grid=3,3,2 --block=4,3,3 --arg=tex:f32:7x5x4:${mode}:seq --arg=buf:f32:648
      --arg=12 --arg=9 --arg=6 --arg=${s})
    vgiw_tex_case(${f}_1d_${m} ${file} fetch1dl ${mode} 9x3 "vgiw;simt" "14;5;${s}"
      --grid=1 --block=16,5 --arg=tex:i32:9x3:${mode}:seq --arg=buf:i32:70
      --arg=14 --arg=5 --arg=${s})
  endforeach()
  # cubemaps, 4 x 4 faces: directions with every tie (offset 0) and few
  # (0.3); the norm flag changes nothing, a face is always normalised
  foreach(mode border clamp clamp,norm)
    string(REPLACE "," "_" m ${mode})
    foreach(o 0 0.3)
      string(REPLACE "." "" on ${o})
      vgiw_tex_case(${f}_cube_${m}_${on} ${file} fetchcube ${mode} 4x4x6 "vgiw;simt"
        "0.5;${o}" --grid=1 --block=5,5,5 --arg=tex:f32:4x4x6:${mode}:seq
        --arg=buf:f32:125 --arg=0.5 --arg=${o})
      # three cubes and a partial fourth (20 layers): layers -1 .. 3
      vgiw_tex_case(${f}_cubel_${m}_${on} ${file} fetchcubel ${mode} 3x3x20 "vgiw;simt"
        "0.5;${o}" --grid=1 --block=5,5,5 --arg=tex:f32:3x3x20:${mode}:seq
        --arg=buf:f32:125 --arg=0.5 --arg=${o})
      # four layers: no whole cube (the layer wraps, the index is clamped)
      vgiw_tex_case(${f}_cubel4_${m}_${on} ${file} fetchcubel ${mode} 3x3x4 "vgiw;simt"
        "0.5;${o}" --grid=1 --block=5,5,5 --arg=tex:f32:3x3x4:${mode}:seq
        --arg=buf:f32:125 --arg=0.5 --arg=${o})
    endforeach()
  endforeach()
endforeach()
foreach(mode border clamp)
  vgiw_tex_case(tex3di_${mode} tests/texture/tex2di.ll fetch3di ${mode} 4x3x2 "vgiw;simt"
    "6;6;5;4" --grid=1 --block=6,5,4 --arg=tex:i32x2:4x3x2:${mode}:seq --arg=buf:i32:120 --arg=6)
  vgiw_tex_case(tex2di_${mode} tests/texture/tex2di.ll fetch2di ${mode} 13x4 "vgiw;simt;sgmf"
    "16;16;7" --grid=2 --block=8,7 --arg=tex:i32:13x4:${mode}:seq --arg=buf:i32:112 --arg=16)
endforeach()
add_test(NAME texture_launch_errors
  COMMAND ${CMAKE_COMMAND} -DVGIWREF=$<TARGET_FILE:vgiwref>
    -DOUT=${CMAKE_CURRENT_BINARY_DIR}/texture_launch_errors
    -P ${CMAKE_CURRENT_SOURCE_DIR}/texture/launch_errors.cmake
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
