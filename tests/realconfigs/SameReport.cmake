# Compiles one configuration twice, from its command (ARGS) and from an IPUConfig with the trainer's
# switches (FROM_FILE), and fails, naming it, unless the two reports are byte for byte the same.
execute_process(COMMAND ${CLI} compile ${ARGS} -o ${OUT}-command.tsr RESULT_VARIABLE code1 OUTPUT_QUIET
                ERROR_VARIABLE err1)
execute_process(COMMAND ${CLI} compile ${FROM_FILE} -o ${OUT}-ipu-config.tsr RESULT_VARIABLE code2 OUTPUT_QUIET
                ERROR_VARIABLE err2)
string(REPLACE ";" " " command "${ARGS}")
string(REPLACE ";" " " fromFile "${FROM_FILE}")
if(NOT code1 EQUAL 0 OR NOT code2 EQUAL 0)
  message(FATAL_ERROR "${NAME}: exit codes ${code1} and ${code2}\n${command}\n${err1}\n${fromFile}\n${err2}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${OUT}-command.tsr ${OUT}-ipu-config.tsr
                RESULT_VARIABLE differ)
if(differ)
  execute_process(COMMAND ${CLI} diff ${OUT}-command.tsr ${OUT}-ipu-config.tsr OUTPUT_VARIABLE diff)
  message(FATAL_ERROR "${NAME}: the report from the IPUConfig differs from the command's\n"
                      "${command}\n${fromFile}\n${diff}")
endif()
