# The house's floors, checked from every #include "..." of gui/ and core/ (run by ctest as
# structure.includes; `cmake -DSOURCE_DIR=. -P tests/structure/CheckIncludes.cmake` by hand).
#
# gui/ is built in floors; a file may include its own folder and any lower floor, never a higher
# one, never a sibling on its own floor (one view folder from another, one panel from another):
#   7 app/                          the window
#   6 simulate/ sweep/ lessons/     the panels
#   5 views/<view>/                 one folder per report view
#   4 widgets/                      widgets the views share
#   3 plot/                         plot parts the views share
#   2 document/                     the open reports, background work, simulation
#   1 models/                       formats and item models two or more features share
# core/ includes nothing of gui/ and no Qt header.
cmake_minimum_required(VERSION 3.25)
if(NOT SOURCE_DIR)
  message(FATAL_ERROR "CheckIncludes.cmake: pass -DSOURCE_DIR=<the repository>")
endif()

set(floor_models 1)
set(floor_document 2)
set(floor_plot 3)
set(floor_widgets 4)
set(floor_views 5)
set(floor_simulate 6)
set(floor_sweep 6)
set(floor_lessons 6)
set(floor_app 7)

# The room of a gui/-relative path: views/<view> for a view's files, else its top folder.
function(room_of path out_room out_floor)
  string(REGEX MATCH "^[^/]+" top "${path}")
  if(top STREQUAL "views")
    string(REGEX MATCH "^views/[^/]+" room "${path}")
  else()
    set(room "${top}")
  endif()
  if(NOT DEFINED floor_${top})
    set(${out_floor} "" PARENT_SCOPE)
  else()
    set(${out_floor} ${floor_${top}} PARENT_SCOPE)
  endif()
  set(${out_room} "${room}" PARENT_SCOPE)
endfunction()

get_filename_component(SOURCE_DIR "${SOURCE_DIR}" ABSOLUTE)
set(problems "")
file(GLOB_RECURSE gui_files RELATIVE "${SOURCE_DIR}/gui" "${SOURCE_DIR}/gui/*.h" "${SOURCE_DIR}/gui/*.cpp")
foreach(file IN LISTS gui_files)
  room_of("${file}" room floor)
  if(floor STREQUAL "")
    string(APPEND problems "gui/${file}: in no floor (add its folder to tests/structure/CheckIncludes.cmake)\n")
    continue()
  endif()
  file(STRINGS "${SOURCE_DIR}/gui/${file}" includes REGEX "^[ \t]*#[ \t]*include[ \t]+\"")
  foreach(line IN LISTS includes)
    string(REGEX REPLACE "^[^\"]*\"([^\"]+)\".*$" "\\1" included "${line}")
    if(NOT EXISTS "${SOURCE_DIR}/gui/${included}" OR IS_DIRECTORY "${SOURCE_DIR}/gui/${included}")
      continue()  # core's headers, Qt's, or the same folder's by a path of its own
    endif()
    room_of("${included}" included_room included_floor)
    if(included_room STREQUAL room)
      continue()
    endif()
    if(included_floor GREATER floor)
      string(APPEND problems "gui/${file}: includes ${included}, a floor up (${room} is ${floor}, ${included_room} is ${included_floor})\n")
    elseif(included_floor EQUAL floor)
      string(APPEND problems "gui/${file}: includes ${included}, a sibling on its own floor (${room} and ${included_room})\n")
    endif()
  endforeach()
endforeach()

file(GLOB_RECURSE core_files RELATIVE "${SOURCE_DIR}" "${SOURCE_DIR}/core/*.h" "${SOURCE_DIR}/core/*.cpp")
foreach(file IN LISTS core_files)
  file(STRINGS "${SOURCE_DIR}/${file}" includes REGEX "^[ \t]*#[ \t]*include[ \t]+[\"<]")
  foreach(line IN LISTS includes)
    string(REGEX REPLACE "^[^\"<]*[\"<]([^\">]+)[\">].*$" "\\1" included "${line}")
    if(included MATCHES "^Q[A-Za-z]*(/|$)")
      string(APPEND problems "${file}: includes <${included}>: core/ knows nothing of Qt\n")
    elseif(EXISTS "${SOURCE_DIR}/gui/${included}" AND NOT EXISTS "${SOURCE_DIR}/core/${included}")
      string(APPEND problems "${file}: includes ${included} of gui/\n")
    endif()
  endforeach()
endforeach()

if(problems)
  # NOTICE prints each line whole; FATAL_ERROR's diagnostic would wrap the paths.
  message(NOTICE "${problems}")
  message(FATAL_ERROR "Includes above break the house's floors (gui/README.md, docs/ARCHITECTURE.md).")
endif()
list(LENGTH gui_files gui_count)
list(LENGTH core_files core_count)
message(STATUS "Includes keep the floors: ${gui_count} files of gui/, ${core_count} of core/")
