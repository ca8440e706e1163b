# Every bundled lesson is the living proof that the simulator still teaches the guides: each one's
# claims are checked in its simulated reports (`tilescope-cli lesson NAME --check`), one test per
# lesson, so a claim that stops holding fails the suite by the lesson's name.
file(GLOB TILESCOPE_LESSON_FILES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/resources/lessons/*.json)
foreach(lesson_file ${TILESCOPE_LESSON_FILES})
  get_filename_component(lesson ${lesson_file} NAME_WE)
  add_test(NAME lesson.${lesson} COMMAND $<TARGET_FILE:tilescope-cli> lesson ${lesson_file} --check)
  set_tests_properties(lesson.${lesson} PROPERTIES TIMEOUT 300)
endforeach()
# A bad lesson file: exit 2 naming the file and the field.
add_test(NAME lesson.bad_view COMMAND ${CMAKE_COMMAND} -DCLI=$<TARGET_FILE:tilescope-cli> -DEXPECT_CODE=2
         "-DEXPECT_REGEX=bad-view.json: field '/steps/0/view': unknown view 'heatmap'"
         "-DARGS=lesson;${CMAKE_CURRENT_LIST_DIR}/bad-view.json;--check"
         -P ${CMAKE_CURRENT_LIST_DIR}/../cli/RunCli.cmake)
