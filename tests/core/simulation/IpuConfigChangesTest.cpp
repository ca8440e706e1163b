// A simulation's options said in an IPUConfig's words: the fields of BERT-Large's published SQuAD
// IPUConfig (tests/fixtures/own-configs/bert-large-uncased) read back from the options it gave, a
// changed configuration's fields beside the baseline's, and the file rewritten with them.

#include "simulation/IpuConfigChanges.h"

#include "onnx/OnnxImport.h"
#include "options/CompileCommand.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

namespace tilescope {
namespace {

using nlohmann::ordered_json;

const std::string kFolder = std::string(TILESCOPE_FIXTURES_DIR) + "/own-configs/bert-large-uncased/";

SimulationInput squad(std::vector<std::string> more = {})
{
    std::vector<std::string> arguments{kFolder + "config.json", "--ipu-config", kFolder + "ipu_config.json",
                                       "--task", "question-answering", "--training", "--sequence-length", "384"};
    arguments.insert(arguments.end(), more.begin(), more.end());
    return parseCompileArguments(arguments);
}

Model modelOf(const SimulationInput& input)
{
    return loadModelInput(input.model, input.builtinForCompile(), {input.dimensions});
}

ordered_json fileAsRead()
{
    std::ifstream in(kFolder + "ipu_config.json");
    std::stringstream text;
    text << in.rdbuf();
    return ordered_json::parse(text.str());
}

TEST(IpuConfigChanges, TheFieldsAreTheFilesAsItWasRead)
{
    const auto input = squad();
    const auto fields = ipuConfigFields(input, modelOf(input));
    const auto file = fileAsRead();
    for (const char* field : {"ipus_per_replica", "layers_per_ipu", "matmul_proportion", "replication_factor",
                              "device_iterations", "embedding_serialization_factor", "enable_half_partials",
                              "gradient_accumulation_steps", "optimizer_state_offchip",
                              "recompute_checkpoint_every_layer"})
        EXPECT_EQ(fields.at(field), file.at(field)) << field;
    // One replica: optimum ignores replicated_tensor_sharding, and so the fields leave it out.
    EXPECT_FALSE(fields.contains("replicated_tensor_sharding"));
    EXPECT_TRUE(ipuConfigChangeWords(file, fields).empty());
}

TEST(IpuConfigChanges, AChangeIsSaidFieldByField)
{
    const auto base = squad();
    const auto model = modelOf(base);
    const auto changed = squad({"--layers-per-ipu", "4,7,7,6", "--amp-ipu", "IPU0=0.1,IPU1=0.18,IPU2=0.2",
                                 "--gradient-accumulation", "32"}); // --amp-ipu replaces the file's, as any option
    const auto words = ipuConfigChangeWords(ipuConfigFields(base, model), ipuConfigFields(changed, model));
    ASSERT_EQ(words.size(), 3u);
    EXPECT_EQ(words[0], "layers_per_ipu: [3, 7, 7, 7] -> [4, 7, 7, 6]");
    EXPECT_EQ(words[1], "matmul_proportion: [0.15, 0.18, 0.2, 0.25] -> [0.1, 0.18, 0.2, 0.25]");
    EXPECT_EQ(words[2], "gradient_accumulation_steps: 16 -> 32");
}

TEST(IpuConfigChanges, InferenceSaysTheTwins)
{
    const auto input = parseCompileArguments({kFolder + "config.json", "--ipu-config", kFolder + "ipu_config.json",
                                              "--task", "question-answering", "--inference"});
    const auto fields = ipuConfigFields(input, modelOf(input));
    EXPECT_EQ(fields.at("inference_device_iterations"), 5);
    EXPECT_FALSE(fields.contains("gradient_accumulation_steps"));
    EXPECT_FALSE(fields.contains("device_iterations"));
}

TEST(IpuConfigChanges, TheRewrittenFileKeepsWhatTilescopeDoesNotSimulate)
{
    const auto changed =
        squad({"--amp", "0.3", "--amp-ipu", "IPU0=0.3,IPU1=0.3,IPU2=0.3", "--gradient-accumulation", "32"});
    const auto rewritten = rewriteIpuConfig(fileAsRead(), changed, modelOf(changed));
    EXPECT_EQ(rewritten.at("executable_cache_dir"), "./exe_cache");
    EXPECT_EQ(rewritten.at("gradient_accumulation_steps"), 32);
    // The file gives a proportion per IPU, and so does its rewrite, though all four are now 0.3.
    EXPECT_EQ(rewritten.at("matmul_proportion"), ordered_json({0.3, 0.3, 0.3, 0.3}));
    EXPECT_EQ(rewritten.begin().key(), fileAsRead().begin().key()); // the file's order
    // And it reads back as the configuration it was written from.
    const std::string path = ::testing::TempDir() + "rewritten_ipu_config.json";
    std::ofstream(path) << rewritten.dump(2);
    const auto again = parseCompileArguments({kFolder + "config.json", "--ipu-config", path, "--task",
                                              "question-answering", "--training", "--sequence-length", "384"});
    EXPECT_TRUE(ipuConfigChangeWords(ipuConfigFields(changed, modelOf(changed)),
                                     ipuConfigFields(again, modelOf(again)))
                    .empty());
}

} // namespace
} // namespace tilescope
