#include "simulation/Simulation.h"

#include "../ErrorOf.h"
#include "common/AtomicFile.h"
#include "common/FileRead.h"
#include "options/CompileCommand.h"
#include "report/ReportIO.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

using namespace tilescope;
using tilescope::test::errorOf;

namespace {

SimulationInput mlpInput()
{
    SimulationInput input;
    input.model = "mlp";
    setOption(input, "batch-size", "2");
    setOption(input, "amp", "0.4");
    return input;
}

} // namespace

TEST(Simulation, RecordsTheCommandThatReproducesIt)
{
    ConvPlanCache plans;
    const auto report = simulate(mlpInput(), plans);
    EXPECT_EQ(report.options.at(kCommandOption), "tilescope-cli compile mlp --batch-size 2 --amp 0.4");
    const auto input = simulationInputOf(report);
    ASSERT_TRUE(input);
    EXPECT_EQ(compileArguments(*input), compileArguments(mlpInput()));

    Report foreign = report;
    foreign.options.erase(kCommandOption);
    EXPECT_FALSE(simulationInputOf(foreign));
    foreign.options[kCommandOption] = "tilescope-cli summary x.tsr";
    EXPECT_EQ(errorOf([&] { simulationInputOf(foreign); }).field(), kCommandOption);
}

TEST(Simulation, RecordsTheConfigFilesItReadWhole)
{
    const std::string folder = std::string(TILESCOPE_FIXTURES_DIR) + "/own-configs/bert-base-uncased/";
    const SimulationInput input = parseCompileArguments(
        {folder + "config.json", "--ipu-config", folder + "ipu_config.json", "--inference", "--sequence-length", "128"});
    ConvPlanCache plans;
    const auto report = simulate(input, plans);
    const auto files = recordedInputFiles(report);
    ASSERT_EQ(files.size(), 2u);
    EXPECT_EQ(files[0].kind, "model config");
    EXPECT_EQ(files[0].path, folder + "config.json");
    EXPECT_EQ(files[0].text, readFileBytes(folder + "config.json", "model config"));
    EXPECT_EQ(files[1].kind, "IPUConfig");
    EXPECT_EQ(files[1].path, folder + "ipu_config.json");
    EXPECT_EQ(files[1].text, readFileBytes(folder + "ipu_config.json", "IPUConfig"));
    // They survive the report's encodings.
    for (const auto encoding : {ReportEncoding::Json, ReportEncoding::Binary})
        EXPECT_EQ(recordedInputFiles(parseReport(serializeReport(report, encoding), "r"))[1].text, files[1].text);
    // A built-in model without an IPUConfig records none.
    EXPECT_TRUE(recordedInputFiles(simulate(mlpInput(), plans)).empty());
}

TEST(Simulation, ARecordedModelConfigReproducesTheRunWithoutItsFile)
{
    // The config copied where the test may delete it, then simulated, deleted and simulated again
    // from the report alone.
    const std::string folder = std::string(TILESCOPE_FIXTURES_DIR) + "/own-configs/bert-base-uncased/";
    const auto scratch = std::filesystem::temp_directory_path() / "tilescope-test-recorded-config";
    std::filesystem::create_directories(scratch);
    const std::string config = (scratch / "config.json").string();
    std::filesystem::copy_file(folder + "config.json", config, std::filesystem::copy_options::overwrite_existing);
    ConvPlanCache plans;
    const auto report = simulate(parseCompileArguments({config, "--inference", "--sequence-length", "64"}), plans);
    EXPECT_EQ(modelFileToReproduce(report, config), config); // there and unchanged: the file itself

    std::filesystem::remove(config);
    const auto input = simulationInputOf(report);
    ASSERT_TRUE(input);
    EXPECT_NE(input->model, config);
    EXPECT_EQ(readFileBytes(input->model, "model config"), readFileBytes(folder + "config.json", "model config"));
    const auto again = simulate(*input, plans);
    // The same simulation: only the file's path, in the options and notes, differs.
    EXPECT_TRUE(again.memory == report.memory);
    EXPECT_TRUE(again.liveness == report.liveness);
    EXPECT_TRUE(again.operations == report.operations);
    EXPECT_TRUE(again.execution == report.execution);

    // Changed at its path since: the report's copy, not the new text.
    writeFileAtomically(config, "{\"model_type\": \"bert\", \"hidden_size\": 64}");
    EXPECT_NE(simulationInputOf(report)->model, config);
    std::filesystem::remove_all(scratch);

    // Nowhere to write the copy: an error naming it.
    const char* before = std::getenv("TMPDIR");
    const std::string saved = before ? before : "";
    setenv("TMPDIR", "/nonexistent/tilescope", 1);
    EXPECT_EQ(errorOf([&] { modelFileToReproduce(report, config); }).code(), ErrorCode::WriteFailed);
    if (before)
        setenv("TMPDIR", saved.c_str(), 1);
    else
        unsetenv("TMPDIR");
}

TEST(Simulation, SharedPlansGiveTheSameReportAsFreshOnes)
{
    ConvPlanCache shared;
    auto input = mlpInput();
    simulate(input, shared); // fills the cache
    setOption(input, "amp", "0.6");
    const auto warm = simulate(input, shared);
    ConvPlanCache fresh;
    const auto cold = simulate(input, fresh);
    EXPECT_EQ(serializeReport(warm, ReportEncoding::Json), serializeReport(cold, ReportEncoding::Json));
}

TEST(Simulation, ReportsProgressAndStopsWhenAsked)
{
    ConvPlanCache plans;
    std::vector<double> fractions;
    CompileControl control;
    control.progress = [&](double f) { fractions.push_back(f); };
    simulate(mlpInput(), plans, control);
    ASSERT_FALSE(fractions.empty());
    EXPECT_TRUE(std::is_sorted(fractions.begin(), fractions.end()));
    EXPECT_DOUBLE_EQ(fractions.back(), 1.0);

    std::atomic<bool> stop{true};
    control.stop = &stop;
    EXPECT_EQ(errorOf([&] { simulate(mlpInput(), plans, control); }).code(), ErrorCode::Cancelled);
}

TEST(Simulation, BadInputsAreRefusedNamingTheFileOrOption)
{
    ConvPlanCache plans;
    auto input = mlpInput();
    input.model = "/no/such/model.json";
    const Error missing = errorOf([&] { simulate(input, plans); });
    EXPECT_EQ(missing.code(), ErrorCode::FileNotFound);
    EXPECT_EQ(missing.file(), "/no/such/model.json");
    input = mlpInput();
    input.options.availableMemoryProportion = 2.0;
    EXPECT_EQ(errorOf([&] { simulate(input, plans); }).field(), "available-memory-proportion");
    input = mlpInput();
    setOption(input, "pipeline-split", "NoSuchBlock");
    setOption(input, "ipus", "2");
    EXPECT_EQ(errorOf([&] { simulate(input, plans); }).field(), "pipeline-split");
}
