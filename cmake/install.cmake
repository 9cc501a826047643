# Installing libvgiw (the host runtime and the libraries it needs), its
# headers, a CMake package and a pkg-config file. (Each tool's folder
# installs the tool.)
# find_package(vgiw) gives the target vgiw::vgiw; pkg-config vgiw the flags.
set(VGIW_INSTALL_LIBS vgiw vgiw_machine vgiw_chip vgiw_sim vgiw_gpuccsim vgiw_simtsim vgiw_simmem
  vgiw_backend vgiw_launch vgiw_arch vgiw_isa vgiw_support)
install(TARGETS ${VGIW_INSTALL_LIBS} EXPORT vgiwTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/vgiw
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(EXPORT vgiwTargets NAMESPACE vgiw::
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/vgiw)
file(WRITE ${PROJECT_BINARY_DIR}/vgiwConfig.cmake
  "include(CMakeFindDependencyMacro)\nfind_dependency(LibXml2)\nfind_dependency(Threads)\ninclude(\${CMAKE_CURRENT_LIST_DIR}/vgiwTargets.cmake)\n")
install(FILES ${PROJECT_BINARY_DIR}/vgiwConfig.cmake
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/vgiw)
configure_file(${PROJECT_SOURCE_DIR}/sim/vgiw.pc.in
  ${PROJECT_BINARY_DIR}/vgiw.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/vgiw.pc
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
