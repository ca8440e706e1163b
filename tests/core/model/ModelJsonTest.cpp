// The JSON model format: the documented examples load, and every bad input is refused with the
// file, the JSON pointer of the field at fault and a plain message.

#include "model/Builtins.h"
#include "model/ModelJson.h"

#include "common/Error.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace tilescope {
namespace {

const std::string kModelsDir = std::string(TILESCOPE_FIXTURES_DIR) + "/../../resources/models/";

/// A valid model around `ops` (the JSON text of the op objects after the input op "x" [4, 8]).
std::string withOps(const std::string& ops, const std::string& header = R"("format": "tilescope-model", "version": "1.0")")
{
    return "{" + header + R"(, "name": "t", "ops": [
        {"name": "x", "type": "input", "attributes": {"shape": [4, 8]}})" +
           (ops.empty() ? "" : ",\n" + ops) + "]}";
}

const std::string kLinear =
    R"({"name": "fc", "type": "linear", "inputs": ["x", {"name": "w", "shape": [16, 8], "parameter": true}]})";

Error parseError(const std::string& json)
{
    try {
        parseModel(json, "bad.json");
    } catch (const Error& e) {
        return e;
    }
    ADD_FAILURE() << "expected an error for: " << json;
    return Error(ErrorCode::Internal, "no error");
}

void expectError(const std::string& json, ErrorCode code, const std::string& field, const std::string& words)
{
    const Error e = parseError(json);
    EXPECT_EQ(e.code(), code) << e.what();
    EXPECT_EQ(e.file(), "bad.json") << e.what();
    EXPECT_EQ(e.field(), field) << e.what();
    EXPECT_NE(e.message().find(words), std::string::npos) << "'" << words << "' not in: " << e.what();
}

std::string readFile(const std::string& path)
{
    std::ifstream in(path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST(ModelJson, ParsesAMinimalModel)
{
    const Model model = parseModel(withOps(kLinear), "ok.json");
    EXPECT_EQ(model.name, "t");
    ASSERT_EQ(model.ops.size(), 2u);
    EXPECT_EQ(model.ops[1].type, OpType::Linear);
    EXPECT_EQ(model.tensors[std::size_t(model.ops[1].outputs[0])].shape, (std::vector<std::int64_t>{4, 16}));
    EXPECT_EQ(parameterCount(model), 128u);
    EXPECT_EQ(macsPerSample(model), 4u * 16u * 8u);
}

TEST(ModelJson, LoadsTheHandWrittenExample)
{
    const Model model = loadModel(kModelsDir + "small-cnn.json");
    EXPECT_EQ(model.name, "small-cnn");
    EXPECT_EQ(parameterCount(model), 432u + 32u + 4'608u + 4'672u + 650u);
    // conv1 16x32x32 x 27, conv2 32x16x16 x 144, conv3 64x8x8 x (8 channels per group x 9), fc 10 x 64.
    EXPECT_EQ(macsPerSample(model), 442'368u + 1'179'648u + 294'912u + 640u);
    const auto& conv2 = model.ops[4];
    EXPECT_EQ(conv2.name, "conv2");
    EXPECT_EQ(conv2.availableMemoryProportion, 0.3);
    EXPECT_EQ(conv2.partialsType, std::optional<DataType>(DataType::Half));
    EXPECT_EQ(conv2.block, "features");
}

TEST(ModelJson, BundledExportsMatchTheBuiltins)
{
    // resources/models/<name>.json are `tilescope-cli export-model <name>`: keep them in step.
    for (const std::string name : {"mnist-pipeline", "mlp"}) {
        SCOPED_TRACE(name);
        const Model fromFile = loadModel(kModelsDir + name + ".json");
        EXPECT_EQ(parameterCount(fromFile), parameterCount(makeBuiltinModel(name)));
        EXPECT_EQ(readFile(kModelsDir + name + ".json"), modelToJson(makeBuiltinModel(name)));
    }
}

TEST(ModelJson, FileErrors)
{
    try {
        loadModel("/no/such/dir/model.json");
        FAIL();
    } catch (const Error& e) {
        EXPECT_EQ(e.code(), ErrorCode::FileNotFound);
        EXPECT_EQ(e.file(), "/no/such/dir/model.json");
    }
    expectError("", ErrorCode::FileUnreadable, "", "empty");
    expectError("  \n", ErrorCode::FileUnreadable, "", "empty");
    expectError(withOps(kLinear).substr(0, 60), ErrorCode::FileUnreadable, "", "not valid JSON");
    expectError("[1, 2]", ErrorCode::InvalidField, "", "JSON object");
}

TEST(ModelJson, TruncatedFileOnDiskNamesTheFile)
{
    const auto path = (std::filesystem::temp_directory_path() / "tilescope-truncated-model.json").string();
    {
        std::ofstream out(path);
        out << withOps(kLinear).substr(0, 100);
    }
    try {
        loadModel(path);
        FAIL();
    } catch (const Error& e) {
        EXPECT_EQ(e.code(), ErrorCode::FileUnreadable);
        EXPECT_EQ(e.file(), path);
        EXPECT_NE(std::string(e.what()).find("truncated"), std::string::npos);
    }
    std::remove(path.c_str());
}

TEST(ModelJson, HeaderErrors)
{
    expectError(withOps(kLinear, R"("version": "1.0")"), ErrorCode::MissingField, "/format", "'format'");
    expectError(withOps(kLinear, R"("format": "tilescope-report", "version": "1.0")"), ErrorCode::InvalidField,
                "/format", "not a Tilescope model");
    expectError(withOps(kLinear, R"("format": "tilescope-model")"), ErrorCode::MissingField, "/version", "'version'");
    expectError(withOps(kLinear, R"("format": "tilescope-model", "version": 1)"), ErrorCode::InvalidField,
                "/version", "must be a string");
    expectError(withOps(kLinear, R"("format": "tilescope-model", "version": "2.0")"),
                ErrorCode::UnsupportedVersion, "/version", "newer");
    expectError(R"({"format": "tilescope-model", "version": "1.0"})", ErrorCode::MissingField, "/ops", "'ops'");
    expectError(R"({"format": "tilescope-model", "version": "1.0", "ops": []})", ErrorCode::InvalidModel, "/ops",
                "no ops");
}

TEST(ModelJson, UnknownFieldsAreTyposUnlessTheMinorVersionIsNewer)
{
    const auto typo = withOps(R"({"name": "r", "type": "relu", "input": ["x"]})");
    expectError(typo, ErrorCode::InvalidField, "/ops/1/input", "unknown field 'input'");
    const auto newer = withOps(R"({"name": "r", "type": "relu", "inputs": ["x"], "fusedWith": "x"})",
                               R"("format": "tilescope-model", "version": "1.4")");
    EXPECT_EQ(parseModel(newer, "newer.json").ops.size(), 2u);
}

TEST(ModelJson, OpErrors)
{
    expectError(withOps(R"({"name": "r", "inputs": ["x"]})"), ErrorCode::MissingField, "/ops/1/type", "'type'");
    expectError(withOps(R"({"type": "relu", "inputs": ["x"]})"), ErrorCode::MissingField, "/ops/1/name", "'name'");
    expectError(withOps(R"({"name": "r", "type": "relu"})"), ErrorCode::MissingField, "/ops/1/inputs", "'inputs'");
    const Error unknownType = parseError(withOps(R"({"name": "r", "type": "convolution", "inputs": ["x"]})"));
    EXPECT_EQ(unknownType.code(), ErrorCode::InvalidModel);
    EXPECT_EQ(unknownType.field(), "/ops/1/type");
    for (const auto* known : {"'convolution'", "conv2d", "matmul", "layernorm", "globalavgpool", "slice"})
        EXPECT_NE(unknownType.message().find(known), std::string::npos) << known;
    expectError(withOps(R"({"name": "x", "type": "relu", "inputs": ["x"]})"), ErrorCode::InvalidModel,
                "/ops/1/name", "duplicate op name 'x'");
    expectError(withOps(R"({"name": "i", "type": "input"})"), ErrorCode::MissingField, "/ops/1/attributes/shape",
                "per-sample shape");
    expectError(withOps(R"({"name": "r", "type": "relu", "inputs": ["x"], "outputs": ["a", "b"]})"),
                ErrorCode::InvalidModel, "/ops/1/outputs", "exactly one output");
}

TEST(ModelJson, TensorReferenceErrors)
{
    expectError(withOps(R"({"name": "r", "type": "relu", "inputs": ["y"]})"), ErrorCode::InvalidModel,
                "/ops/1/inputs/0", "unknown tensor 'y'");
    expectError(withOps(R"({"name": "r", "type": "relu", "inputs": ["s"]},
                           {"name": "s", "type": "relu", "inputs": ["x"]})"),
                ErrorCode::InvalidModel, "/ops/1/inputs/0", "read before /ops/2");
    expectError(withOps(R"({"name": "a", "type": "linear", "inputs": ["x", {"name": "w", "shape": [2, 8], "parameter": true}]},
                           {"name": "b", "type": "linear", "inputs": ["x", {"name": "w", "shape": [2, 8], "parameter": true}]})"),
                ErrorCode::InvalidModel, "/ops/2/inputs/1/name", "duplicate tensor name 'w'");
    expectError(withOps(R"({"name": "r", "type": "relu", "inputs": ["x"], "outputs": ["x"]})"),
                ErrorCode::InvalidModel, "/ops/1/outputs/0", "duplicate tensor name 'x'");
    expectError(withOps(R"({"name": "fc", "type": "linear", "inputs": ["x", {"name": "w", "parameter": true}]})"),
                ErrorCode::MissingField, "/ops/1/inputs/1/shape", "needs a shape");
    expectError(withOps(R"({"name": "fc", "type": "linear", "inputs": ["x", {"name": "w", "shape": [16, 8], "parameter": true, "dataType": "bfloat16"}]})"),
                ErrorCode::InvalidField, "/ops/1/inputs/1/dataType", "unknown data type 'bfloat16'");
}

TEST(ModelJson, SizeErrors)
{
    const auto withWeightShape = [](const std::string& shape) {
        return withOps(R"({"name": "fc", "type": "linear", "inputs": ["x", {"name": "w", "shape": )" + shape +
                       R"(, "parameter": true}]})");
    };
    expectError(withWeightShape("[16, -8]"), ErrorCode::InvalidField, "/ops/1/inputs/1/shape/1", "at least 1");
    expectError(withWeightShape("[0, 8]"), ErrorCode::InvalidField, "/ops/1/inputs/1/shape/0", "at least 1");
    expectError(withWeightShape("[4294967296, 8]"), ErrorCode::InvalidField, "/ops/1/inputs/1/shape/0",
                "absurd dimension");
    expectError(withWeightShape("[1048576, 1048576, 8]"), ErrorCode::InvalidField, "/ops/1/inputs/1/shape",
                "2^40");
    // 2^40 elements times 2^31 once wrapped around to 0 and passed.
    expectError(withWeightShape("[1048576, 1048576, 2147483648]"), ErrorCode::InvalidField, "/ops/1/inputs/1/shape",
                "2^40");
    expectError(withWeightShape("[16, 8.5]"), ErrorCode::InvalidField, "/ops/1/inputs/1/shape/1", "integer");
    expectError(withWeightShape("[1e30, 8]"), ErrorCode::InvalidField, "/ops/1/inputs/1/shape/0", "integer");
    expectError(withWeightShape("\"16x8\""), ErrorCode::InvalidField, "/ops/1/inputs/1/shape", "array");
    expectError(R"({"format": "tilescope-model", "version": "1.0", "ops": [
                   {"name": "x", "type": "input", "attributes": {"shape": [3, 0, 8]}}]})",
                ErrorCode::InvalidField, "/ops/0/attributes/shape/1", "at least 1");
    // A plausible input whose op output would be absurd: caught by shape inference, at the op.
    expectError(R"({"format": "tilescope-model", "version": "1.0", "ops": [
                   {"name": "x", "type": "input", "attributes": {"shape": [2097152, 8]}},
                   {"name": "t", "type": "transpose", "inputs": ["x"]},
                   {"name": "m", "type": "matmul", "inputs": ["x", "t"]}]})",
                ErrorCode::InvalidModel, "/ops/2", "2^40");
}

TEST(ModelJson, WhatFailsWhileReadingNamesTheField)
{
    // Once "number overflow" escaping as an internal error, and a stack overflow.
    expectError(withOps(R"({"name": "r", "type": "relu", "inputs": ["x"], "availableMemoryProportion": 1e400})"),
                ErrorCode::InvalidField, "/ops/1/availableMemoryProportion", "the number 1e400 is beyond the range");
    const std::string deep(200, '[');
    const Error e = parseError(withOps(R"({"name": "p", "type": "pad", "inputs": ["x"], "attributes": {"pads": )" +
                                       deep + std::string(200, ']') + "}}"));
    EXPECT_EQ(e.code(), ErrorCode::InvalidField) << e.what();
    EXPECT_EQ(e.file(), "bad.json");
    EXPECT_EQ(e.field().rfind("/ops/1/attributes/pads/0/0/", 0), 0u) << e.what();
    EXPECT_EQ(e.message(), "values nested more than 128 levels deep");
}

TEST(ModelJson, PlacementErrors)
{
    const auto relu = [](const std::string& extra) {
        return withOps(R"({"name": "r", "type": "relu", "inputs": ["x"], )" + extra + "}");
    };
    expectError(relu(R"("availableMemoryProportion": 0)"), ErrorCode::InvalidField,
                "/ops/1/availableMemoryProportion", "outside (0, 1]");
    expectError(relu(R"("availableMemoryProportion": 1.5)"), ErrorCode::InvalidField,
                "/ops/1/availableMemoryProportion", "outside (0, 1]");
    expectError(relu(R"("availableMemoryProportion": -0.2)"), ErrorCode::InvalidField,
                "/ops/1/availableMemoryProportion", "outside (0, 1]");
    expectError(relu(R"("availableMemoryProportion": "high")"), ErrorCode::InvalidField,
                "/ops/1/availableMemoryProportion", "number");
    EXPECT_EQ(parseModel(relu(R"("availableMemoryProportion": 1)"), "ok.json").ops[1].availableMemoryProportion, 1.0);
    expectError(relu(R"("partialsType": "double")"), ErrorCode::InvalidField, "/ops/1/partialsType",
                "unknown partials type 'double'");
    expectError(relu(R"("pipelineStage": -1)"), ErrorCode::InvalidField, "/ops/1/pipelineStage", "out of range");
    expectError(relu(R"("ipu": 1.5)"), ErrorCode::InvalidField, "/ops/1/ipu", "integer");
    expectError(relu(R"("block": 3)"), ErrorCode::InvalidField, "/ops/1/block", "string");
}

TEST(ModelJson, AttributeErrors)
{
    const auto conv = [](const std::string& attributes) {
        return R"({"format": "tilescope-model", "version": "1.0", "ops": [
            {"name": "x", "type": "input", "attributes": {"shape": [8, 16, 16]}},
            {"name": "c", "type": "conv2d", "inputs": ["x", {"name": "w", "shape": [8, 8, 3, 3], "parameter": true}],
             "attributes": )" + attributes + "}]}";
    };
    expectError(conv(R"({"stride": "2"})"), ErrorCode::InvalidField, "/ops/1/attributes/stride", "number");
    expectError(conv(R"({"stride": [2, 1.5]})"), ErrorCode::InvalidField, "/ops/1/attributes/stride/1", "integer");
    expectError(conv(R"({"a/b": true})"), ErrorCode::InvalidField, "/ops/1/attributes/a~1b", "number");
    expectError(conv(R"({"stride": 0})"), ErrorCode::InvalidModel, "/ops/1", "attribute 'stride' is 0");
    expectError(conv(R"([1, 2])"), ErrorCode::InvalidField, "/ops/1/attributes", "object");
    const Model ok = parseModel(conv(R"({"stride": [2, 1], "padding": 1, "dilation": 1})"), "ok.json");
    EXPECT_EQ(ok.tensors[std::size_t(ok.ops[1].outputs[0])].shape, (std::vector<std::int64_t>{8, 8, 16}));
}

TEST(ModelJson, ShapeErrorsNameTheOp)
{
    expectError(withOps(R"({"name": "fc", "type": "linear", "inputs": ["x", {"name": "w", "shape": [16, 9], "parameter": true}]})"),
                ErrorCode::InvalidModel, "/ops/1", "op 'fc' (linear): input [4,8] has 8 features");
    expectError(withOps(R"({"name": "r", "type": "relu", "inputs": ["x"], "outputs": [{"name": "y", "shape": [4, 9]}]})"),
                ErrorCode::InvalidModel, "/ops/1/outputs/0/shape", "declared with shape [4,9]");
}

TEST(ModelJson, InlineAndListedTensorsMeanTheSame)
{
    const std::string listed = R"({"format": "tilescope-model", "version": "1.0",
        "tensors": [{"name": "w", "shape": [16, 8], "parameter": true}, {"name": "ids", "dataType": "int32"}],
        "ops": [{"name": "x", "type": "input", "attributes": {"shape": [4, 8]}},
                {"name": "fc", "type": "linear", "inputs": ["x", "w"]},
                {"name": "ids", "type": "input", "attributes": {"shape": [4]}},
                {"name": "e", "type": "embedding", "inputs": ["ids", {"name": "table", "shape": [100, 8], "parameter": true}]}]})";
    const Model model = parseModel(listed, "listed.json");
    EXPECT_EQ(parameterCount(model), 128u + 800u);
    const Model back = parseModel(modelToJson(model), "back.json");
    EXPECT_EQ(parameterCount(back), parameterCount(model));
    EXPECT_EQ(back.tensors[std::size_t(back.ops[2].outputs[0])].dataType, DataType::Int32);
    EXPECT_EQ(back.tensors[std::size_t(back.ops[3].outputs[0])].shape, (std::vector<std::int64_t>{4, 8}));
}

} // namespace
} // namespace tilescope
