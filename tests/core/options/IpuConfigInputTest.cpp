// An IPUConfig as a simulation's starting point (options/IpuConfigInput.h): each field becomes its
// option in the mode asked, the trainer's switches add what IPUTrainer adds, and what the command
// line gives wins wherever it stands.

#include "options/CompileCommand.h"
#include "options/IpuConfigInput.h"

#include "../ErrorOf.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

using namespace tilescope;
using tilescope::test::errorOf;

namespace {

// A file of `text` in the test's temporary directory; its path.
std::string writeConfig(const std::string& name, const std::string& text)
{
    const auto path = std::filesystem::temp_directory_path() / ("tilescope-ipuconfig-" + name + ".json");
    std::ofstream(path) << text;
    return path.string();
}

// Graphcore's bert-large-ipu IPUConfig (own-configs/bert-large-uncased) with inference twins.
const std::string kBertLarge = R"({
  "embedding_serialization_factor": 2, "recompute_checkpoint_every_layer": true,
  "optimizer_state_offchip": true, "replicated_tensor_sharding": true, "enable_half_partials": true,
  "replication_factor": 4, "gradient_accumulation_steps": 16, "device_iterations": 1,
  "inference_device_iterations": 5, "inference_replication_factor": 1,
  "ipus_per_replica": 4, "layers_per_ipu": [3, 7, 7, 7], "matmul_proportion": [0.15, 0.25, 0.25, 0.25],
  "inference_layers_per_ipu": [12, 12], "executable_cache_dir": "./exe_cache"
})";

} // namespace

TEST(IpuConfigInput, TrainingFieldsBecomeTheirOptionsWithTheTrainersDefaults)
{
    const auto file = writeConfig("train", kBertLarge);
    const auto in = parseCompileArguments({"bert-large", "--ipu-config", file, "--training"});
    const auto& o = in.options;
    EXPECT_EQ(o.ipus, 4u);
    EXPECT_EQ(o.layersPerIpu, (std::vector<int>{3, 7, 7, 7}));
    // The proportion most IPUs share is the amp; the others are per IPU.
    EXPECT_DOUBLE_EQ(o.availableMemoryProportion, 0.25);
    ASSERT_EQ(o.availableMemoryProportionPerIpu.size(), 1u);
    EXPECT_DOUBLE_EQ(o.availableMemoryProportionPerIpu.at(0), 0.15);
    EXPECT_EQ(o.replicas, 4u);
    EXPECT_EQ(o.gradientAccumulation, 16u);
    EXPECT_EQ(in.builtin.embeddingSerializationFactor, 2);
    EXPECT_TRUE(o.halfPartials && o.replicatedTensorSharding && o.offloadOptimiserState &&
                o.recomputeCheckpointEveryLayer);
    // IPUTrainer: fp16, AdamW with an fp16 first moment (the second stays fp32).
    EXPECT_EQ(o.precision.name(), "16.16");
    EXPECT_EQ(o.optimiser, Optimiser::Adam);
    EXPECT_TRUE(o.halfAccumulator());
    EXPECT_TRUE(o.halfFirstOrderMomentum);
    // Each field not simulated is a note, not dropped.
    ASSERT_FALSE(in.notes.empty());
    EXPECT_NE(in.notes.back().find("not simulated: executable_cache_dir"), std::string::npos);
}

TEST(IpuConfigInput, InferenceReadsTheTwinsAndNoTrainingField)
{
    const auto file = writeConfig("infer", kBertLarge);
    const auto in = parseCompileArguments({"bert-large", "--ipu-config", file});
    EXPECT_EQ(in.options.ipus, 2u); // len(inference_layers_per_ipu)
    EXPECT_EQ(in.options.layersPerIpu, (std::vector<int>{12, 12}));
    EXPECT_EQ(in.options.deviceIterations, 5u);
    EXPECT_EQ(in.options.replicas, 1u);        // never inherited
    EXPECT_EQ(in.builtin.embeddingSerializationFactor, 1); // never inherited
    EXPECT_DOUBLE_EQ(in.options.availableMemoryProportion, 0.2); // a list of another length: 0.2
    EXPECT_EQ(in.options.gradientAccumulation, 1u);
    EXPECT_FALSE(in.options.offloadOptimiserState);
}

TEST(IpuConfigInput, TheCommandLineWinsWhereverItStands)
{
    const auto file = writeConfig("wins", kBertLarge);
    for (const auto& arguments : {std::vector<std::string>{"bert-large", "--amp", "0.4", "--ipu-config", file,
                                                           "--training", "--optimiser", "sgd"},
                                  std::vector<std::string>{"bert-large", "--training", "--ipu-config", file,
                                                           "--optimiser", "sgd", "--amp=0.4"}}) {
        const auto in = parseCompileArguments(arguments);
        EXPECT_DOUBLE_EQ(in.options.availableMemoryProportion, 0.4);
        EXPECT_EQ(in.options.optimiser, Optimiser::Sgd);
        EXPECT_EQ(in.options.ipus, 4u); // the file's, where nothing is given
    }
}

TEST(IpuConfigInput, TheTrainersSwitchesAndOverrides)
{
    const auto file = writeConfig("switches", kBertLarge);
    const auto in = parseCompileArguments({"bert-large", "--ipu-config", file, "--training", "--lamb", "--fp32",
                                           "--n-ipu", "16", "--ipu-config-overrides",
                                           "gradient_accumulation_steps=64,layers_per_ipu=[0 8 8 8]"});
    EXPECT_EQ(in.options.optimiser, Optimiser::Lamb);
    EXPECT_EQ(in.options.precision.name(), "32.32");
    EXPECT_FALSE(in.options.halfAccumulator());
    EXPECT_FALSE(in.options.halfFirstOrderMomentum);
    EXPECT_EQ(in.options.replicas, 4u); // 16 / 4
    EXPECT_EQ(in.options.gradientAccumulation, 64u);
    EXPECT_EQ(in.options.layersPerIpu, (std::vector<int>{0, 8, 8, 8}));
}

TEST(IpuConfigInput, TheCommandNamesTheFileAndWhatDiffersFromIt)
{
    const auto file = writeConfig("command", kBertLarge);
    const auto in = parseCompileArguments({"bert-large", "--ipu-config", file, "--training", "--amp", "0.4"});
    const auto arguments = compileArguments(in);
    EXPECT_EQ(arguments, (std::vector<std::string>{"bert-large", "--training", "--amp", "0.4", "--ipu-config", file}));
    const auto again = parseCompileArguments(arguments);
    EXPECT_EQ(compileArguments(again), arguments);
    EXPECT_EQ(again.options.asMap(), in.options.asMap());
}

TEST(IpuConfigInput, RefusalsNameTheFileAndTheField)
{
    const auto zero = writeConfig("zero", R"({"matmul_proportion": 0})");
    auto e = errorOf([&] { parseCompileArguments({"bert-base", "--ipu-config", zero}); });
    EXPECT_EQ(e.code(), ErrorCode::InvalidField);
    EXPECT_EQ(e.file(), zero);
    EXPECT_EQ(e.field(), "/matmul_proportion");
    const auto high = writeConfig("high", R"({"matmul_proportion": 1.5})");
    e = errorOf([&] { parseCompileArguments({"bert-base", "--ipu-config", high, "--training"}); });
    EXPECT_EQ(e.field(), "/matmul_proportion");
    EXPECT_NE(e.message().find("at most 1"), std::string::npos);
    const auto many = writeConfig("many", R"({"ipus_per_replica": 128, "layers_per_ipu": [-1]})");
    e = errorOf([&] { parseCompileArguments({"bert-base", "--ipu-config", many, "--training"}); });
    EXPECT_EQ(e.code(), ErrorCode::InvalidField);
    EXPECT_EQ(e.field(), "/ipus_per_replica");
    e = errorOf([&] { parseCompileArguments({"bert-base", "--ipu-config", "/no/such/ipu_config.json"}); });
    EXPECT_EQ(e.code(), ErrorCode::FileNotFound);
    // The trainer's switches mean nothing without its IPUConfig.
    e = errorOf([&] { parseCompileArguments({"bert-base", "--training", "--lamb"}); });
    EXPECT_EQ(e.code(), ErrorCode::InvalidOption);
    EXPECT_EQ(e.field(), "lamb");
}
