# Compiles and executes one of Graphcore's published configurations (tests/realconfigs/CMakeLists.txt)
# and fails, naming it, when it stops fitting (EXPECT fits) or starts to (EXPECT out-of-memory), or
# when its simulated samples/s leaves 0.75-1.33 of the published figure (PUBLISHED, when given).
execute_process(COMMAND ${CLI} compile ${ARGS} -o ${REPORT} RESULT_VARIABLE code OUTPUT_VARIABLE out
                ERROR_VARIABLE err)
set(what "${NAME}: tilescope-cli compile ${ARGS}")
string(REPLACE ";" " " what "${what}")
if(EXPECT STREQUAL "fits" AND NOT code EQUAL 0)
  message(FATAL_ERROR "${NAME} no longer fits (exit code ${code}), although Graphcore ran it on real IPUs\n"
                      "${what}\n${out}${err}")
elseif(EXPECT STREQUAL "out-of-memory" AND NOT code EQUAL 3)
  message(FATAL_ERROR "${NAME} should be out of memory (exit code 3), as Graphcore's configurations avoid it; "
                      "exit code ${code}\n${what}\n${out}${err}")
endif()
if(PUBLISHED)
  if(NOT out MATCHES "([0-9]+)(\\.[0-9]+)? samples/s")
    message(FATAL_ERROR "${NAME}: no samples/s in the output\n${out}${err}")
  endif()
  set(simulated ${CMAKE_MATCH_1})
  math(EXPR percent "${simulated} * 100 / ${PUBLISHED}")
  if(percent LESS 75 OR percent GREATER 133)
    message(FATAL_ERROR "${NAME}: ${simulated} samples/s simulated against ${PUBLISHED} published (${percent} %), "
                        "outside 75-133 %\n${what}\n${out}")
  endif()
  message(STATUS "${NAME}: ${simulated} samples/s simulated against ${PUBLISHED} published (${percent} %)")
endif()
message(STATUS "${out}")
