# Compiles one configuration twice, from its command (ARGS) and from an IPUConfig with the trainer's
# switches (FROM_FILE), and fails, naming it, unless the two reports are the same, but for the
# IPUConfig the second records.
execute_process(COMMAND ${CLI} compile ${ARGS} -o ${OUT}-command.tsr RESULT_VARIABLE code1 OUTPUT_QUIET
                ERROR_VARIABLE err1)
execute_process(COMMAND ${CLI} compile ${FROM_FILE} -o ${OUT}-ipu-config.tsr RESULT_VARIABLE code2 OUTPUT_QUIET
                ERROR_VARIABLE err2)
string(REPLACE ";" " " command "${ARGS}")
string(REPLACE ";" " " fromFile "${FROM_FILE}")
if(NOT code1 EQUAL 0 OR NOT code2 EQUAL 0)
  message(FATAL_ERROR "${NAME}: exit codes ${code1} and ${code2}\n${command}\n${err1}\n${fromFile}\n${err2}")
endif()
# The report from the file records the file whole (Simulation.h kIpuConfigFileOption): the test
# requires it, then compares the reports without it.
function(report_without_recorded_file tsr out)
  execute_process(COMMAND ${CLI} convert ${tsr} --to json --output ${tsr}.json RESULT_VARIABLE code)
  if(NOT code EQUAL 0)
    message(FATAL_ERROR "${NAME}: cannot convert ${tsr}")
  endif()
  file(READ ${tsr}.json report)
  string(JSON recorded ERROR_VARIABLE missing GET "${report}" options ipu-config-text)
  foreach(key ipu-config-file ipu-config-text)
    string(JSON report ERROR_VARIABLE ignored REMOVE "${report}" options ${key})
  endforeach()
  set(${out} "${report}" PARENT_SCOPE)
  set(${out}_recorded "${recorded}" PARENT_SCOPE)
endfunction()
report_without_recorded_file(${OUT}-command.tsr fromCommand)
report_without_recorded_file(${OUT}-ipu-config.tsr fromFile)
if(fromFile_recorded STREQUAL "")
  message(FATAL_ERROR "${NAME}: the report from the IPUConfig does not record the file")
endif()
if(NOT fromCommand STREQUAL fromFile)
  execute_process(COMMAND ${CLI} diff ${OUT}-command.tsr ${OUT}-ipu-config.tsr OUTPUT_VARIABLE diff)
  message(FATAL_ERROR "${NAME}: the report from the IPUConfig differs from the command's\n"
                      "${command}\n${fromFile}\n${diff}")
endif()
