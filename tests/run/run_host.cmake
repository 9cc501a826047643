# The host runtime as a user meets it (see run.cmake): vgiwcc compiles
# saxpy for VGIW and for GPU-CC, the host program samples/host/saxpy_host.c
# runs each through libvgiw and checks every element; then libvgiw is installed into a scratch prefix
# and the same program is built against it twice, through pkg-config and
# through find_package(vgiw). VGIWCC, HOST, BUILD, SOURCE, WORK, SANITIZE
# (the libraries of a sanitizer build need the runtime linked in too).
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "failed (${rc}): ${ARGN}\n${out}${err}")
  endif()
  message("${out}")
endfunction()
run(${VGIWCC} ${SOURCE}/samples/saxpy.ll -o ${WORK}/saxpy.cfg)
run(${HOST} ${WORK}/saxpy.cfg)
run(${VGIWCC} --target=gpucc ${SOURCE}/samples/saxpy.ll -o ${WORK}/saxpy_gpucc.cfg)
run(${HOST} ${WORK}/saxpy_gpucc.cfg)
run(${CMAKE_COMMAND} --install ${BUILD} --prefix ${WORK}/prefix)
set(ENV{PKG_CONFIG_PATH} ${WORK}/prefix/lib/pkgconfig)
execute_process(COMMAND pkg-config --cflags --libs --static vgiw
  OUTPUT_VARIABLE flags RESULT_VARIABLE rc OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "pkg-config does not know the installed vgiw")
endif()
separate_arguments(flags UNIX_COMMAND "${flags}")
set(san "")
if(SANITIZE)
  set(san -fsanitize=address,undefined)
endif()
run(cc -std=c11 ${san} ${SOURCE}/samples/host/saxpy_host.c ${flags} -o ${WORK}/host_pc)
run(${WORK}/host_pc ${WORK}/saxpy.cfg)
file(WRITE ${WORK}/pkg/CMakeLists.txt "cmake_minimum_required(VERSION 3.18)
project(host C)
find_package(vgiw REQUIRED)
add_executable(saxpy_host ${SOURCE}/samples/host/saxpy_host.c)
target_link_libraries(saxpy_host vgiw::vgiw)
")
run(${CMAKE_COMMAND} -S ${WORK}/pkg -B ${WORK}/pkg/build -DCMAKE_PREFIX_PATH=${WORK}/prefix
  "-DCMAKE_C_FLAGS=${san}" "-DCMAKE_EXE_LINKER_FLAGS=${san}")
run(${CMAKE_COMMAND} --build ${WORK}/pkg/build)
run(${WORK}/pkg/build/saxpy_host ${WORK}/saxpy.cfg)
run(${WORK}/pkg/build/saxpy_host ${WORK}/saxpy_gpucc.cfg)
