// An optimum-graphcore IPUConfig read as optimum-graphcore reads it
// (../shared/own-configs/optimum-graphcore-ipuconfig-handling.md, the section of each rule named).

#include "options/IpuConfig.h"

#include "../ErrorOf.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace tilescope;
using tilescope::test::errorOf;

namespace {

// Graphcore's bert-large-ipu IPUConfig on the Hub, as own-configs/bert-large-uncased holds it.
constexpr const char* kBertLarge = R"({
  "embedding_serialization_factor": 2, "recompute_checkpoint_every_layer": true,
  "optimizer_state_offchip": true, "replicated_tensor_sharding": true, "enable_half_partials": true,
  "replication_factor": 1, "gradient_accumulation_steps": 16, "device_iterations": 1,
  "inference_device_iterations": 5, "inference_replication_factor": 1,
  "executable_cache_dir": "./exe_cache", "ipus_per_replica": 4, "layers_per_ipu": [3, 7, 7, 7],
  "matmul_proportion": [0.15, 0.18, 0.2, 0.25]
})";

bool hasNote(const IpuConfig& config, const std::string& text)
{
    return std::any_of(config.notes.begin(), config.notes.end(),
                       [&](const std::string& note) { return note.find(text) != std::string::npos; });
}

} // namespace

TEST(IpuConfig, ReadsAHubFileWithItsInferenceTwins)
{
    const IpuConfig c = parseIpuConfig(kBertLarge, "ipu_config.json");
    EXPECT_EQ(c.training.ipusPerReplica, 4u);
    EXPECT_EQ(c.training.layersPerIpu, (std::vector<int>{3, 7, 7, 7}));
    EXPECT_EQ(c.training.matmulProportion, (std::vector<double>{0.15, 0.18, 0.2, 0.25}));
    EXPECT_EQ(c.training.embeddingSerializationFactor, 2u);
    EXPECT_EQ(c.gradientAccumulationSteps, 16u);
    EXPECT_TRUE(c.recomputeCheckpointEveryLayer && c.optimizerStateOffchip && c.replicatedTensorSharding);
    // §3: layers, IPUs and a proportion list of the right length fall back to training's ...
    EXPECT_EQ(c.inference.layersPerIpu, c.training.layersPerIpu);
    EXPECT_EQ(c.inference.ipusPerReplica, 4u);
    EXPECT_EQ(c.inference.matmulProportion, c.training.matmulProportion);
    // ... device iterations and serialisation never do.
    EXPECT_EQ(c.inference.deviceIterations, 5u);
    EXPECT_EQ(c.inference.embeddingSerializationFactor, 1u);
    // Every field not simulated is listed once.
    EXPECT_TRUE(hasNote(c, "not simulated: executable_cache_dir"));
}

TEST(IpuConfig, DefaultsAreTodaysOptimumGraphcores)
{
    const IpuConfig c = parseIpuConfig("{}", "empty.json");
    EXPECT_EQ(c.training.layersPerIpu, (std::vector<int>{-1}));
    EXPECT_EQ(c.training.ipusPerReplica, 1u); // len(layers_per_ipu)
    EXPECT_EQ(c.training.matmulProportion, (std::vector<double>{0.2}));
    EXPECT_TRUE(c.enableHalfPartials);
    EXPECT_FALSE(c.optimizerStateOffchip);
    EXPECT_TRUE(c.notes.empty());
}

TEST(IpuConfig, InferenceLayersOfTheirOwnSetTheInferenceIpus)
{
    // §3's Whisper fine-tuning example: 4 IPUs to train, 2 to infer; a training proportion list
    // of another length falls back to 0.2.
    const IpuConfig c = parseIpuConfig(R"({"layers_per_ipu": [5, 7, 5, 7], "inference_layers_per_ipu": [12, 12],
                                           "matmul_proportion": [0.2, 0.2, 0.6, 0.6]})",
                                       "whisper.json");
    EXPECT_EQ(c.training.ipusPerReplica, 4u);
    EXPECT_EQ(c.inference.ipusPerReplica, 2u);
    EXPECT_EQ(c.inference.matmulProportion, (std::vector<double>{0.2}));
}

TEST(IpuConfig, OlderFormsAreReadAsOptimumGraphcore03ReadThem)
{
    const std::string old = R"({"replication_factor": {"default": 1, "pod16": 4, "pod64": 16},
                                "ipus_per_replica": 4, "layers_per_ipu": [0, 4, 4, 4], "matmul_proportion": [0.25],
                                "embedding_serialization_factor": 0})";
    const IpuConfig byDefault = parseIpuConfig(old, "roberta.json");
    EXPECT_EQ(byDefault.training.replicationFactor, 1u);
    EXPECT_TRUE(hasNote(byDefault, "replication_factor: the pod-type dictionary of optimum-graphcore 0.3 read for default"));
    EXPECT_TRUE(hasNote(byDefault, "matmul_proportion: a one-element list broadcast to every IPU"));
    EXPECT_TRUE(hasNote(byDefault, "embedding_serialization_factor: 0 read as 1"));
    EXPECT_EQ(byDefault.training.embeddingSerializationFactor, 1u);
    IpuConfigReading pod16;
    pod16.podType = "pod16";
    EXPECT_EQ(parseIpuConfig(old, "roberta.json", pod16).training.replicationFactor, 4u);
    IpuConfigReading pod8;
    pod8.podType = "pod8"; // not in the dictionary: its default
    EXPECT_EQ(parseIpuConfig(old, "roberta.json", pod8).training.replicationFactor, 1u);
}

TEST(IpuConfig, RefusesWhatOptimumRefusesNamingTheField)
{
    const auto field = [](const std::string& json) { return errorOf([&] { parseIpuConfig(json, "c.json"); }).field(); };
    EXPECT_EQ(field(R"({"replication_factor": 0})"), "/replication_factor");
    EXPECT_EQ(field(R"({"matmul_proportion": -0.1})"), "/matmul_proportion");
    EXPECT_EQ(field(R"({"layers_per_ipu": [3, -2]})"), "/layers_per_ipu");
    EXPECT_EQ(field(R"({"ipus_per_replica": 4, "layers_per_ipu": [3, 7]})"), "/layers_per_ipu");
    EXPECT_EQ(field(R"({"ipus_per_replica": 4, "layers_per_ipu": [-1], "matmul_proportion": [0.1, 0.2]})"),
              "/matmul_proportion");
    EXPECT_EQ(field(R"({"ipus_per_replica": 4, "layers_per_ipu": [-1], "embedding_serialization_factor": 2,
                        "serialized_embedding_splits_per_ipu": [2, 0, 0, 0]})"),
              "/serialized_embedding_splits_per_ipu");
    EXPECT_EQ(field(R"({"ipus_per_replica": 4, "layers_per_ipu": [-1],
                        "serialized_embedding_splits_per_ipu": [3, 0, 2, 0]})"),
              "/serialized_embedding_splits_per_ipu");
    EXPECT_EQ(field(R"({"enable_half_partials": "yes"})"), "/enable_half_partials");
    const Error notJson = errorOf([] { parseIpuConfig("{\"ipus_per_replica\": ", "cut.json"); });
    EXPECT_EQ(notJson.code(), ErrorCode::FileUnreadable);
    EXPECT_EQ(notJson.file(), "cut.json");
    EXPECT_EQ(errorOf([] { readIpuConfig("/nonexistent/ipu_config.json"); }).code(), ErrorCode::FileNotFound);
}

TEST(IpuConfig, OverridesFollowUpdateFromString)
{
    IpuConfig c = parseIpuConfig(kBertLarge, "ipu_config.json");
    applyIpuConfigOverrides(c, "gradient_accumulation_steps=64,layers_per_ipu=[4 6 7 7],matmul_proportion=0.3,"
                               "replicated_tensor_sharding=no,inference_device_iterations=8");
    EXPECT_EQ(c.gradientAccumulationSteps, 64u);
    EXPECT_EQ(c.training.layersPerIpu, (std::vector<int>{4, 6, 7, 7}));
    EXPECT_EQ(c.training.matmulProportion, (std::vector<double>{0.3}));
    EXPECT_FALSE(c.replicatedTensorSharding);
    EXPECT_EQ(c.inference.deviceIterations, 8u);
    // §9: the inference twins' fallbacks are not worked out again.
    EXPECT_EQ(c.inference.layersPerIpu, (std::vector<int>{3, 7, 7, 7}));
    const auto message = [&](const std::string& text) {
        return std::string(errorOf([&] { applyIpuConfigOverrides(c, text); }).what());
    };
    EXPECT_NE(message("seed=3").find("--ipu-config-overrides: seed"), std::string::npos);
    EXPECT_NE(message("replication_factor=0").find("replication_factor"), std::string::npos);
    EXPECT_NE(message("enable_half_partials=maybe").find("not true or false"), std::string::npos);
    EXPECT_NE(message("layers_per_ipu=3 7").find("[a b c]"), std::string::npos);
    EXPECT_NE(message("serialized_embedding_splits_per_ipu=[1 1 0 0]").find("cannot set it from a string"),
              std::string::npos);
}

TEST(IpuConfig, NIpuSetsEachModesReplication)
{
    IpuConfig c = parseIpuConfig(R"({"layers_per_ipu": [5, 7, 5, 7], "inference_layers_per_ipu": [12, 12]})", "w.json");
    applyNIpu(c, 16);
    EXPECT_EQ(c.training.replicationFactor, 4u);
    EXPECT_EQ(c.inference.replicationFactor, 8u);
    EXPECT_NE(std::string(errorOf([&] { applyNIpu(c, 12); }).what()).find("--n-ipu"), std::string::npos);
    EXPECT_NE(std::string(errorOf([&] { applyNIpu(c, 2); }).what()).find("not a multiple"), std::string::npos);
}

TEST(IpuConfig, WildcardLayersSpreadAsModelingUtilsDoes)
{
    // §4's rules, by their numbers.
    EXPECT_EQ(expandLayersPerIpu({3, 7, 7, 7}, 1, 24), (std::vector<std::uint32_t>{24}));        // 2
    EXPECT_EQ(expandLayersPerIpu({-1}, 2, 9), (std::vector<std::uint32_t>{4, 5}));               // 3
    EXPECT_EQ(expandLayersPerIpu({-1, -1, -1, -1}, 4, 26), (std::vector<std::uint32_t>{6, 6, 6, 8}));
    EXPECT_EQ(expandLayersPerIpu({0, -1, -1, -1}, 4, 12), (std::vector<std::uint32_t>{0, 4, 4, 4})); // 4
    EXPECT_EQ(expandLayersPerIpu({2, -1, 3, -1}, 4, 12), (std::vector<std::uint32_t>{2, 3, 3, 4}));
    EXPECT_EQ(expandLayersPerIpu({3, 7, 7, 7}, 4, 24), (std::vector<std::uint32_t>{3, 7, 7, 7}));   // 5
    EXPECT_NE(std::string(errorOf([] { expandLayersPerIpu({3, 7, 7, 6}, 4, 24); }).what())
                  .find("places 23 layers, and the model has 24"),
              std::string::npos);
    EXPECT_NE(std::string(errorOf([] { expandLayersPerIpu({3, 7}, 4, 24); }).what()).find("2 entries for 4 IPUs"),
              std::string::npos);
    EXPECT_NE(std::string(errorOf([] { expandLayersPerIpu({20, -1, 10, -1}, 4, 24); }).what()).find("places 30"),
              std::string::npos);
}
