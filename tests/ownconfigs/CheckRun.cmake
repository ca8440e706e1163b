# Compiles one optimum-graphcore run (tests/ownconfigs/CMakeLists.txt) and fails, naming it, unless
# it fits; prints its simulated samples/s beside the published figure when there is one.
execute_process(COMMAND ${CLI} compile ${ARGS} -o ${REPORT} RESULT_VARIABLE code OUTPUT_VARIABLE out
                ERROR_VARIABLE err)
string(REPLACE ";" " " what "tilescope-cli compile ${ARGS}")
if(NOT code EQUAL 0)
  message(FATAL_ERROR "${NAME} does not fit (exit code ${code}), although it ran on IPUs\n${what}\n${out}${err}")
endif()
if(PUBLISHED AND out MATCHES "([0-9]+)(\\.[0-9]+)? samples/s")
  message(STATUS "${NAME}: ${CMAKE_MATCH_1} samples/s simulated, ${PUBLISHED} published by the trainer")
endif()
