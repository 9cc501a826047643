# Diagnostic tests: each tests/diag/*.ll says in its header which arguments
# to pass ("; ARGS: ...") and what stderr must contain ("; EXPECT: ...";
# "; THEN: ..." texts in this order; "; COUNT: N TEXT" exactly N times).
# vgiwcc must exit with status 1, print every expectation, write no file.
file(GLOB VGIW_DIAG_INPUTS CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/diag/*.ll)
foreach(input ${VGIW_DIAG_INPUTS})
  get_filename_component(name ${input} NAME_WE)
  add_test(NAME diag_${name}
    COMMAND ${CMAKE_COMMAND} -DVGIWCC=$<TARGET_FILE:vgiwcc> -DINPUT=${input}
      -DOUT=${CMAKE_CURRENT_BINARY_DIR}/diag_${name}.out
      -P ${CMAKE_CURRENT_SOURCE_DIR}/diag/run_diag.cmake
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endforeach()
