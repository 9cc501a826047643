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
