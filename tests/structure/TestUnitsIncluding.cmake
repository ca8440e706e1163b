# structure.units-including: tilescope_split_units_including (cmake/UnitsIncluding.cmake) on a small
# tree: a unit including the header through a header of another folder, one through a header beside
# it and a cycle of headers, and one that reaches only look-alikes, a comment and a missing header.
cmake_minimum_required(VERSION 3.25)
include(${SOURCE_DIR}/cmake/UnitsIncluding.cmake)
set(root ${SOURCE_DIR}/tests/structure/fixtures/units-including)
tilescope_split_units_including(HEADER qcustomplot.h ROOT ${root}
  SOURCES views/a/Direct.cpp views/a/Light.cpp views/a/ThroughBeside.cpp
  INCLUDING including OTHERS others)
if(NOT including STREQUAL "views/a/Direct.cpp;views/a/ThroughBeside.cpp" OR NOT others STREQUAL "views/a/Light.cpp")
  message(FATAL_ERROR "split wrongly: including [${including}], others [${others}]")
endif()
message(STATUS "split: including [${including}], others [${others}]")
