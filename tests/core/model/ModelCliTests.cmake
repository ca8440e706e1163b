# Command-line tests of `models`, `inspect` and `export-model` (included from tests/core/areas.cmake).
set(MODEL_CLI $<TARGET_FILE:tilescope-cli>)
set(MODEL_BAD ${CMAKE_CURRENT_SOURCE_DIR}/model/bad)
set(RUN_CLI ${CMAKE_CURRENT_SOURCE_DIR}/cli/RunCli.cmake)

add_test(NAME model.cli.models COMMAND ${MODEL_CLI} models)
set_tests_properties(model.cli.models PROPERTIES PASS_REGULAR_EXPRESSION "resnext101_32x8d +88,791,336 params")
add_test(NAME model.cli.inspect_json COMMAND ${MODEL_CLI} inspect resnet50 --json --batch-size 8)
set_tests_properties(model.cli.inspect_json PROPERTIES
  PASS_REGULAR_EXPRESSION "\"parameters\": 25557032,.*\"macsPerSample\": 4089184256,.*\"activationBytes\": [0-9]+,.*\"ops\": \\[")
add_test(NAME model.cli.inspect_text COMMAND ${MODEL_CLI} inspect mnist-pipeline)
set_tests_properties(model.cli.inspect_text PROPERTIES PASS_REGULAR_EXPRESSION "Parameters: +90,026.*layer2.conv +conv2d +B2")
add_test(NAME model.cli.inspect_example COMMAND ${MODEL_CLI} inspect ${PROJECT_SOURCE_DIR}/resources/models/small-cnn.json)
set_tests_properties(model.cli.inspect_example PROPERTIES PASS_REGULAR_EXPRESSION "Parameters: +10,394")
add_test(NAME model.cli.export_stdout COMMAND ${MODEL_CLI} export-model mlp)
set_tests_properties(model.cli.export_stdout PROPERTIES PASS_REGULAR_EXPRESSION "\"format\": \"tilescope-model\"")

function(model_cli_expect_input_error name regex)
  add_test(NAME model.cli.${name} COMMAND ${CMAKE_COMMAND} -DCLI=${MODEL_CLI} -DEXPECT_CODE=2
           "-DEXPECT_REGEX=${regex}" "-DARGS=${ARGN}" -P ${RUN_CLI})
endfunction()
model_cli_expect_input_error(inspect_batch_zero "batch size must be at least 1, not 0" inspect mlp --batch-size 0)
model_cli_expect_input_error(inspect_batch_negative "batch size must be at least 1, not -4" inspect mlp --batch-size=-4)
model_cli_expect_input_error(inspect_unknown "no-such-model: neither a built-in model" inspect no-such-model)
model_cli_expect_input_error(inspect_unknown_op "unknown-op.json: field '/ops/1/type': unknown op type 'swish'"
                             inspect ${MODEL_BAD}/unknown-op.json)
model_cli_expect_input_error(inspect_bad_amp "bad-amp.json: field '/ops/1/availableMemoryProportion': .*outside"
                             inspect ${MODEL_BAD}/bad-amp.json)
model_cli_expect_input_error(inspect_long_sequence "sequence-length must be between 1 and 512"
                             inspect bert-base --sequence-length 1024)
model_cli_expect_input_error(export_unknown "neither a built-in model" export-model resnet34)

# Every built-in survives export-model -> inspect FILE with the same parameters and MACs.
foreach(model resnet18 resnet50 resnet101 resnext50_32x4d resnext101_32x8d bert-base bert-large mnist-pipeline mlp)
  add_test(NAME model.cli.export_round_trip.${model}
           COMMAND ${CMAKE_COMMAND} -DCLI=${MODEL_CLI} -DMODEL=${model} -DWORK_DIR=${CMAKE_CURRENT_BINARY_DIR}
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/model/ExportRoundTrip.cmake)
endforeach()
