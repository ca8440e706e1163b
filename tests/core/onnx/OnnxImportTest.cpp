// ONNX import of real PyTorch exports (tests/fixtures/onnx, written by
// scripts/dev/export-onnx-fixtures.py with their weights stripped): parameter counts equal
// PyTorch's, shapes are per sample, and what cannot be imported is refused by name.

#include "onnx/OnnxImport.h"

#include "common/Error.h"
#include "driver/Compiler.h"
#include "model/Builtins.h"
#include "model/ModelJson.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <iterator>

using namespace tilescope;

namespace {

const std::string kOnnxDir = std::string(TILESCOPE_FIXTURES_DIR) + "/onnx/";

nlohmann::json manifest()
{
    std::ifstream in(kOnnxDir + "manifest.json");
    return nlohmann::json::parse(in);
}

std::size_t countOps(const Model& model, OpType type)
{
    return std::size_t(std::count_if(model.ops.begin(), model.ops.end(), [&](const OpView& op) { return op.type == type; }));
}

Error importError(const std::string& file)
{
    try {
        importOnnxModel(file);
    } catch (const Error& e) {
        return e;
    }
    ADD_FAILURE() << file << " was imported";
    return Error(ErrorCode::Internal, "no error");
}

} // namespace

TEST(OnnxImport, EveryFixtureHasPyTorchsParameterCount)
{
    const auto models = manifest();
    ASSERT_GE(models.size(), 7u);
    for (const auto& [name, entry] : models.items()) {
        const auto model = importOnnxModel(kOnnxDir + entry["file"].get<std::string>());
        EXPECT_EQ(parameterCount(model), entry["pytorchParameters"].get<std::uint64_t>()) << name;
    }
}

TEST(OnnxImport, ResNet18MatchesTheBuiltInOne)
{
    // The built-in generator follows torchvision exactly; the export of torchvision's module must agree.
    const auto imported = importOnnxModel(kOnnxDir + "resnet18.onnx");
    const auto builtin = makeBuiltinModel("resnet18");
    EXPECT_EQ(imported.name, "resnet18");
    EXPECT_EQ(parameterCount(imported), parameterCount(builtin));
    EXPECT_EQ(macsPerSample(imported), macsPerSample(builtin));
    EXPECT_EQ(countOps(imported, OpType::Conv2d), 20u);
    EXPECT_EQ(countOps(imported, OpType::BatchNorm), 20u);
    // The input is per sample: the batch is a compile option.
    EXPECT_EQ(imported.ops.front().type, OpType::Input);
    EXPECT_EQ(imported.tensors[std::size_t(imported.ops.front().outputs[0])].shape,
              (std::vector<std::int64_t>{3, 224, 224}));
}

TEST(OnnxImport, MobileNetsClipIsRelu6AndVitKeepsLayerNorm)
{
    const auto mobilenet = importOnnxModel(kOnnxDir + "mobilenet_v2.onnx");
    EXPECT_EQ(countOps(mobilenet, OpType::Relu6), 35u);
    EXPECT_EQ(countOps(mobilenet, OpType::Clip), 0u);
    const auto vit = importOnnxModel(kOnnxDir + "vit_b_16.onnx");
    EXPECT_EQ(countOps(vit, OpType::LayerNorm), 25u);
    EXPECT_EQ(macsPerSample(vit), 17563828224u); // torchvision's table: 17.56 GFLOPS (MACs)
}

TEST(OnnxImport, ShapeSubgraphsAreFoldedAndBuffersAreConstants)
{
    // The tiny BERT has a dynamic batch: its reshape targets are Shape/Gather/Concat chains.
    const auto bert = importOnnxModel(kOnnxDir + "bert-tiny.onnx");
    EXPECT_EQ(countOps(bert, OpType::Input), 2u);
    EXPECT_EQ(countOps(bert, OpType::Reshape) + countOps(bert, OpType::Transpose) > 0, true);
    // The position ids (a buffer sliced to the sequence) are folded into a constant that the
    // position embedding looks up.
    bool constantIds = false;
    for (const auto& op : bert.ops)
        if (op.type == OpType::Embedding)
            constantIds = constantIds || bert.tensors[std::size_t(op.inputs[0])].constant;
    EXPECT_TRUE(constantIds);
    // GPT-2's causal mask is a boolean buffer: a constant, not a parameter.
    const auto gpt2 = importOnnxModel(kOnnxDir + "gpt2-tiny.onnx");
    EXPECT_GT(countOps(gpt2, OpType::Where), 0u);
    EXPECT_GT(countOps(gpt2, OpType::Split), 0u);
    for (const auto& t : gpt2.tensors) {
        if (t.dataType == DataType::Bool) {
            EXPECT_FALSE(t.parameter) << t.name;
        }
    }
}

TEST(OnnxImport, OpenEndedAndReversedSlicesFold)
{
    // x[:, 3:] has end INT64_MAX; the pads [0,0,0,0,2,0] (2 after axis 1) are [0,2,0,0,0,0]
    // reversed by a step of -1.
    const auto model = importOnnxModel(kOnnxDir + "open-slices.onnx");
    ASSERT_FALSE(model.ops.empty());
    EXPECT_EQ(model.tensors[std::size_t(model.ops.back().outputs[0])].shape, (std::vector<std::int64_t>{7, 4}));
    EXPECT_EQ(model.ops.back().attributes.intsOr("pads", {}), (std::vector<std::int64_t>{0, 0, 2, 0}));
}

TEST(OnnxImport, WeightsInMissingExternalFilesAreNotNeeded)
{
    const auto external = importOnnxModel(kOnnxDir + "resnet18-external.onnx");
    EXPECT_EQ(parameterCount(external), 11689512u);
    // Two 32768 x 32768 fp32 weights: 8 GiB of data in a file nobody has.
    const auto huge = importOnnxModel(kOnnxDir + "huge-external.onnx");
    EXPECT_EQ(parameterCount(huge), std::uint64_t(2) * 32768 * 32768);
}

TEST(OnnxImport, ImportedModelsCompile)
{
    CompileOptions options;
    options.batchSize = 2;
    for (const auto* file : {"resnet18.onnx", "mobilenet_v2.onnx", "vit_b_16.onnx", "bert-tiny.onnx", "gpt2-tiny.onnx"}) {
        const auto report = compile(importOnnxModel(kOnnxDir + file), options);
        EXPECT_GT(report.operations.size(), 10u) << file;
        EXPECT_EQ(report.model.batchSize, 2u) << file;
    }
}

TEST(OnnxImport, TheJsonExportReadsBackToTheSameModel)
{
    const auto imported = importOnnxModel(kOnnxDir + "gpt2-tiny.onnx");
    const auto reread = parseModel(modelToJson(imported), "gpt2-tiny.json");
    EXPECT_EQ(reread.ops.size(), imported.ops.size());
    EXPECT_EQ(parameterCount(reread), parameterCount(imported));
    EXPECT_EQ(macsPerSample(reread), macsPerSample(imported));
}

TEST(OnnxImport, BadFilesAreRefusedByName)
{
    const auto unsupported = importError(kOnnxDir + "bad/unsupported-op.onnx");
    EXPECT_EQ(unsupported.code(), ErrorCode::InvalidModel);
    EXPECT_NE(std::string(unsupported.what()).find("unsupported-op.onnx: node 'pick_one' (index 1, Hardmax): "
                                                   "unsupported op type 'Hardmax'"),
              std::string::npos)
        << unsupported.what();
    for (const auto* file : {"bad/not-onnx.onnx", "bad/truncated.onnx", "bad/no-graph.onnx"}) {
        const auto error = importError(kOnnxDir + file);
        EXPECT_EQ(error.code(), ErrorCode::FileUnreadable) << file;
        EXPECT_EQ(error.file(), kOnnxDir + file);
    }
    EXPECT_NE(std::string(importError(kOnnxDir + "bad/no-graph.onnx").what()).find("has no graph"), std::string::npos);
    EXPECT_EQ(importError(kOnnxDir + "no-such.onnx").code(), ErrorCode::FileNotFound);
}

TEST(OnnxImport, ReadsTheBytesOfAFileAsTheFile)
{
    std::ifstream in(kOnnxDir + "resnet18.onnx", std::ios::binary);
    const std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    const auto model = parseOnnxModel(bytes, "downloaded/resnet18.onnx");
    EXPECT_EQ(model.name, "resnet18");
    EXPECT_EQ(parameterCount(model), 11689512u);
    EXPECT_EQ(model.ops.size(), importOnnxModel(kOnnxDir + "resnet18.onnx").ops.size());
    try {
        parseOnnxModel(bytes.substr(0, bytes.size() / 2), "cut.onnx");
        FAIL() << "a truncated file was imported";
    } catch (const Error& e) {
        EXPECT_EQ(e.code(), ErrorCode::FileUnreadable);
        EXPECT_EQ(e.file(), "cut.onnx");
    }
}

TEST(OnnxImport, MalformedNamesAndNodesAreRefusedByName)
{
    // Each once imported and then failed as an internal error (JSON's UTF-8 check, protobuf's
    // index check), made import-onnx write a model that inspect refused, or read out of bounds.
    const std::pair<const char*, const char*> cases[] = {
        {"not-utf8-name.onnx", "the name of node 2 is not UTF-8 text"},
        {"duplicate-node-name.onnx",
         "node '/head/Add' (index 15, Sqrt): makes an op named '/head/Add', a name already taken"},
        {"constant-without-value.onnx",
         "node 'bias' (index 0, Constant): a Constant has exactly one attribute and one output"},
        {"node-without-output.onnx",
         "node 'act' (index 0, Relu): does not match the definition of Relu: Node (act) has output size 0"},
        {"negative-constant-dims.onnx", "node 'c' (index 0, Constant): a Constant with a negative dimension"},
        // A ConstantOfShape of [2^32, 2^32]: its element count overflowed (undefined behaviour,
        // which the asan preset stops at) and it was folded as an empty tensor.
        {"huge-constant-shape.onnx",
         "node 'c' (index 1, ConstantOfShape): output 'k' has the absurd shape [4294967296,4294967296]"},
        {"absurd-reshape.onnx", "node '/h.0/attn/c_attn/Reshape' (index 25, Reshape): output "
                                "'/h.0/attn/c_attn/Reshape_output_0' has the absurd shape [4395513236313604096,128]"},
        {"empty-gather-axis.onnx", "op '/body/Add' (add): constant 'bias' has a dimension of 0 in [0]"},
        {"window-rank.onnx", "node 'conv' (index 0, Conv): weight 'w' has 5 dimensions, the input 4"},
        {"zero-stride.onnx", "node 'conv' (index 0, Conv): attribute 'strides' must be at least 1"},
        {"long-shape-input.onnx", "node 'grow' (index 0, Expand): input 'shape' gives a shape of 100000000 "
                                  "dimensions (more than 32)"},
    };
    for (const auto& [file, words] : cases) {
        const auto error = importError(kOnnxDir + "bad/" + file);
        EXPECT_EQ(error.code(), ErrorCode::InvalidModel) << file;
        EXPECT_EQ(error.file(), kOnnxDir + "bad/" + file);
        EXPECT_NE(error.message().find(words), std::string::npos) << error.what();
    }
}

TEST(OnnxImport, FoldedIndicesBeyondInt64OrNaNAreClamped)
{
    // A Slice step of INT64_MAX and a Gather index cast from NaN, all folded: converting either
    // double to an int64 was undefined behaviour (found by fuzzing; the asan preset stops at it).
    const auto model = importOnnxModel(kOnnxDir + "extreme-indices.onnx");
    ASSERT_EQ(model.ops.size(), 2u);
    EXPECT_EQ(model.ops[1].type, OpType::Add);
    EXPECT_TRUE(model.tensors[std::size_t(model.ops[1].inputs[1])].constant);
}

TEST(OnnxImport, SymbolicDimensionsNeedAValue)
{
    // The input is ["batch", "sequence", 16]: the batch needs no value, the sequence does.
    const auto file = kOnnxDir + "symbolic-sequence.onnx";
    const auto error = importError(file);
    EXPECT_EQ(error.code(), ErrorCode::InvalidModel);
    EXPECT_NE(std::string(error.what()).find("symbolic dimension 'sequence' (axis 1)"), std::string::npos)
        << error.what();
    OnnxImportOptions options;
    options.dimensions["sequence"] = 7;
    const auto model = importOnnxModel(file, options);
    EXPECT_EQ(model.tensors[std::size_t(model.ops.front().outputs[0])].shape, (std::vector<std::int64_t>{7, 16}));
}

// Each bad/ file is refused as an invalid model naming it, in these words, and not as a symbol.
template <std::size_t N> void expectRefusedNotAsSymbolic(const std::pair<const char*, const char*> (&cases)[N])
{
    for (const auto& [file, words] : cases) {
        const auto error = importError(kOnnxDir + "bad/" + file);
        EXPECT_EQ(error.code(), ErrorCode::InvalidModel) << file;
        EXPECT_EQ(error.file(), kOnnxDir + "bad/" + file);
        EXPECT_NE(error.message().find(words), std::string::npos) << error.what();
        EXPECT_EQ(error.message().find("symbolic"), std::string::npos) << error.what();
    }
}

TEST(OnnxImport, NegativeDimensionsAreRefusedNamingTheInputTheAxisAndTheValue)
{
    // An input of [1, -3, 16] was refused as "a symbolic dimension ''", which it is not, and a
    // negative batch (of [-1, 16]) was taken as a symbolic one.
    const std::pair<const char*, const char*> cases[] = {
        {"negative-dimension.onnx", "graph input 'tokens' has a negative dimension, -3, on axis 1"},
        {"negative-batch.onnx", "graph input 'x' has a negative dimension, -1, on axis 0"},
    };
    expectRefusedNotAsSymbolic(cases);
    // A value given for a symbol does not stand in for a negative size.
    OnnxImportOptions options;
    options.dimensions[""] = 3;
    EXPECT_THROW(importOnnxModel(kOnnxDir + "bad/negative-dimension.onnx", options), Error);
}

TEST(OnnxImport, EmptyAndUnnamedDimensionsAreCalledWhatTheyAre)
{
    // [1, 0, 16] and [1, ?, 16] (a dim with neither a value nor a name) were both refused as "a
    // symbolic dimension ''", and a batch of 0 was taken for a symbolic batch.
    const std::pair<const char*, const char*> cases[] = {
        {"zero-dimension.onnx", "graph input 'x' has a dimension of 0 on axis 1: it is empty"},
        {"zero-batch.onnx", "graph input 'x' has a dimension of 0 on axis 0: it is empty"},
        {"unnamed-dimension.onnx", "graph input 'x' has an unknown dimension on axis 1 (neither a size nor a name)"},
    };
    expectRefusedNotAsSymbolic(cases);
}

TEST(OnnxImport, OnnxPathsAndModelInputs)
{
    EXPECT_TRUE(isOnnxPath("model.onnx"));
    EXPECT_TRUE(isOnnxPath("/a/b/Model.ONNX"));
    EXPECT_FALSE(isOnnxPath("model.json"));
    EXPECT_FALSE(isOnnxPath("onnx"));
    EXPECT_EQ(loadModelInput("mlp").name, "mlp");
    EXPECT_EQ(loadModelInput(kOnnxDir + "resnet18.onnx").name, "resnet18");
    EXPECT_EQ(loadModelInput(std::string(TILESCOPE_FIXTURES_DIR) + "/../../resources/models/mlp.json").name, "mlp");
}
