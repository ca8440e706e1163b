// `inspect`'s figures and its JSON: written op by op, the bytes are those of the whole document
// dumped at once (the stable form scripts read), and each op's fields are the model's.

#include "model/Builtins.h"
#include "model/ModelInspection.h"
#include "model/ModelJson.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <numeric>
#include <sstream>

namespace tilescope {
namespace {

using ordered_json = nlohmann::ordered_json;

/// `text` as nlohmann dumps it whole: the form scripts have always read.
std::string dumpedWhole(const std::string& text)
{
    return ordered_json::parse(text).dump(2) + "\n";
}

std::string streamed(const Model& model, const InspectFigures& f)
{
    std::ostringstream out;
    writeInspectJson(model, f, out);
    return out.str();
}

TEST(ModelInspection, JsonWrittenOpByOpReadsAsTheWholeDocument)
{
    // ResNet-50 has blocks and conv weights of four dimensions; mnist-pipeline places its ops on
    // stages and IPUs, which adds two keys to each op.
    for (const std::string name : {"resnet50", "mnist-pipeline", "mlp"}) {
        SCOPED_TRACE(name);
        const Model model = makeBuiltinModel(name);
        const auto f = inspectFigures(model, 8, 2, 4);
        const auto text = streamed(model, f);
        EXPECT_EQ(text, dumpedWhole(text));
        const auto json = ordered_json::parse(text);
        EXPECT_EQ(json.at("macsPerBatch").get<std::uint64_t>(), 8 * f.macsPerSample);
        const auto& ops = json.at("ops");
        ASSERT_EQ(ops.size(), model.ops.size());
        const auto parameters = firstUseParameters(model);
        for (std::size_t i = 0; i < model.ops.size(); ++i) {
            const OpView op = model.ops[i];
            const auto& o = ops[i];
            EXPECT_EQ(o.at("name").get<std::string>(), std::string(op.name));
            EXPECT_EQ(o.at("type").get<std::string>(), opTypeName(op.type));
            EXPECT_EQ(o.at("block").get<std::string>(), std::string(op.block));
            EXPECT_EQ(o.at("outputShape").get<std::vector<std::int64_t>>(),
                      model.tensors[std::size_t(op.outputs.front())].shape.vector());
            EXPECT_EQ(o.at("macsPerSample").get<std::uint64_t>(), opMacsPerSample(model, op));
            EXPECT_EQ(o.at("parameters").get<std::uint64_t>(), parameters[i]);
            EXPECT_EQ(o.contains("pipelineStage"), bool(op.pipelineStage));
            EXPECT_EQ(o.contains("ipu"), bool(op.ipu));
        }
    }
}

TEST(ModelInspection, AModelWithoutOpsIsAnEmptyList)
{
    Model model;
    model.name = "empty";
    const auto text = streamed(model, inspectFigures(model, 1, 2, 2));
    EXPECT_EQ(text, dumpedWhole(text));
    EXPECT_TRUE(nlohmann::json::parse(text).at("ops").empty());
}

TEST(ModelInspection, FiguresFollowTheBatchAndPrecision)
{
    const Model model = makeBuiltinModel("resnet50");
    const auto f = inspectFigures(model, 16, 4, 4);
    EXPECT_EQ(f.batchSize, 16u);
    EXPECT_EQ(f.parameters, parameterCount(model));
    EXPECT_EQ(f.macsPerSample, macsPerSample(model));
    EXPECT_EQ(f.activationBytesPerSample, activationBytesPerSample(model, 4));
    // Twice the half-precision bytes, less what the int32 labels take in either.
    const auto half = inspectFigures(model, 16, 2, 2).activationBytesPerSample;
    EXPECT_GT(f.activationBytesPerSample, 2 * half - 64);
    EXPECT_LT(f.activationBytesPerSample, 2 * half);
    const auto json = nlohmann::json::parse(streamed(model, f));
    EXPECT_EQ(json.at("parameterBytes").get<std::uint64_t>(), 4 * f.parameters);
    EXPECT_EQ(json.at("activationBytes").get<std::uint64_t>(), 16 * f.activationBytesPerSample);
}

TEST(ModelInspection, TiedWeightsCountOnceAtTheirFirstUse)
{
    // BERT's decoder reads the word embeddings again: counted per op, they would be counted twice.
    const Model model = makeBuiltinModel("bert-base");
    const auto perOp = firstUseParameters(model);
    ASSERT_EQ(perOp.size(), model.ops.size());
    EXPECT_EQ(std::accumulate(perOp.begin(), perOp.end(), std::uint64_t(0)), parameterCount(model));
    std::uint64_t readPerOp = 0;
    for (const auto& op : model.ops)
        readPerOp += opParameterCount(model, op);
    EXPECT_GT(readPerOp, parameterCount(model));
}

TEST(ModelJsonWriter, WritesToAStreamWhatModelToJsonReturns)
{
    // An unused parameter is listed in "tensors", ahead of the ops, as the file is written line by line.
    Model model = parseModel(R"({"format": "tilescope-model", "version": "1.0", "name": "t",
        "tensors": [{"name": "spare", "shape": [3], "parameter": true}],
        "ops": [{"name": "x", "type": "input", "attributes": {"shape": [4]}},
                {"name": "r", "type": "relu", "inputs": ["x"]}]})",
                             "t.json");
    std::ostringstream out;
    writeModelJson(model, out);
    EXPECT_EQ(out.str(), modelToJson(model));
    EXPECT_NE(out.str().find("\"tensors\": [\n    {\"name\":\"spare\""), std::string::npos) << out.str();
    EXPECT_EQ(modelToJson(parseModel(out.str(), "again.json")), out.str());
}

} // namespace
} // namespace tilescope
