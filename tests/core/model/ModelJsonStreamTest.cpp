// A model file is read as it comes (each tensor and op checked and dropped from the document once
// read) when its header comes before its tensors and ops; in any other order it is read whole. Either way the model
// and every error are the same, from memory or from a file on disk.

#include "model/ModelJson.h"

#include "common/Error.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

namespace tilescope {
namespace {

const std::string kHeader = R"("format": "tilescope-model", "version": "1.0")";
const std::string kTensors = R"("tensors": [{"name": "w", "shape": [16, 8], "parameter": true}])";
const std::string kOps = R"("ops": [{"name": "x", "type": "input", "attributes": {"shape": [4, 8]}},
    {"name": "fc", "type": "linear", "inputs": ["x", "w"], "block": "b"},
    {"name": "r", "type": "relu", "inputs": ["fc"], "outputs": [{"name": "y", "shape": [4, 16]}]}])";

std::string onDisk(const std::string& text, const std::string& name)
{
    const auto path = (std::filesystem::temp_directory_path() / name).string();
    std::ofstream(path) << text;
    return path;
}

/// The error of `load()`, with its file, field and message.
template <class Load> Error errorOf(Load&& load)
{
    try {
        load();
    } catch (const Error& e) {
        return e;
    }
    ADD_FAILURE() << "expected an error";
    return Error(ErrorCode::Internal, "no error");
}

void expectSameModel(const Model& a, const Model& b)
{
    EXPECT_EQ(modelToJson(a), modelToJson(b));
    ASSERT_EQ(a.tensors.size(), b.tensors.size());
    for (std::size_t i = 0; i < a.tensors.size(); ++i) {
        EXPECT_EQ(a.tensors[i].name, b.tensors[i].name);
        EXPECT_EQ(a.tensors[i].shape, b.tensors[i].shape);
    }
}

TEST(ModelJsonStream, FieldsInAnyOrderMeanTheSame)
{
    const std::string streamed = "{" + kHeader + R"(, "name": "m", )" + kTensors + ", " + kOps + "}";
    const Model model = parseModel(streamed, "m.json");
    ASSERT_EQ(model.ops.size(), 3u);
    EXPECT_EQ(model.name, "m");
    EXPECT_EQ(model.ops[1].block, "b");
    EXPECT_EQ(parameterCount(model), 128u);
    // The name after the ops, the tensors after them, the header last: read whole, the same model.
    for (const std::string& text : {"{" + kHeader + ", " + kTensors + ", " + kOps + R"(, "name": "m"})",
                                    "{" + kOps + R"(, "name": "m", )" + kTensors + ", " + kHeader + "}",
                                    "{" + kTensors + ", " + kHeader + ", " + kOps + R"(, "name": "m"})"}) {
        expectSameModel(parseModel(text, "m.json"), model);
        const auto path = onDisk(text, "tilescope-stream-order.json");
        expectSameModel(loadModel(path), model);
        std::remove(path.c_str());
    }
}

TEST(ModelJsonStream, ALaterFieldOfTheSameNameWinsAsInADocument)
{
    const std::string twice = "{" + kHeader + ", " + kTensors + R"(, "ops": [{"name": "a", "type": "input",
        "attributes": {"shape": [2]}}], )" + kOps + R"(, "name": "first", "name": "m"})";
    const Model model = parseModel(twice, "m.json");
    ASSERT_EQ(model.ops.size(), 3u);
    EXPECT_EQ(model.ops[0].name, "x");
    EXPECT_EQ(model.name, "m");
    // Tensors listed twice: the second list replaces the first, although the first was streamed.
    const std::string tensorsTwice = "{" + kHeader + R"(, "tensors": [{"name": "v", "shape": [3],
        "parameter": true}], )" + kTensors + ", " + kOps + "}";
    const Model replaced = parseModel(tensorsTwice, "m.json");
    ASSERT_EQ(replaced.tensors.size(), 4u);
    EXPECT_EQ(replaced.tensors[0].name, "w");
    EXPECT_EQ(parameterCount(replaced), 128u);
}

TEST(ModelJsonStream, ErrorsAfterStreamedOpsAreWordedAsEver)
{
    // A field the header does not know, after the ops: refused with its pointer as before.
    const std::string unknownField = "{" + kHeader + ", " + kTensors + ", " + kOps + R"(, "nmae": "m"})";
    // An op reading a tensor that a later op produces: named as read before that op.
    const std::string readEarly = "{" + kHeader + R"(, "ops": [{"name": "x", "type": "input",
        "attributes": {"shape": [4]}}, {"name": "a", "type": "relu", "inputs": ["b"]},
        {"name": "b", "type": "relu", "inputs": ["x"]}]})";
    // The same tensor name twice: the message names where it was first declared.
    const std::string duplicate = "{" + kHeader + ", " + kTensors + R"(, "ops": [{"name": "x", "type": "input",
        "attributes": {"shape": [4, 8]}}, {"name": "fc", "type": "linear", "inputs": ["x",
        {"name": "w", "shape": [16, 8], "parameter": true}]}]})";
    // A streamed tensor that fails its check, after one that passed: named by its place in the file.
    const std::string badTensor = "{" + kHeader + R"(, "tensors": [{"name": "w", "shape": [16, 8],
        "parameter": true}, {"name": "b", "shape": [16, -1], "parameter": true}], )" + kOps + "}";
    // A version after the streamed tensors: it is the one the file declares, as in a document.
    const std::string laterVersion = "{" + kHeader + ", " + kTensors + R"(, "version": "9.0", )" + kOps + "}";
    // Tensors streamed, then no ops: the missing ops are reported, not the streamed tensors.
    const std::string noOps = "{" + kHeader + ", " + kTensors + "}";
    // An op name given twice, then an op that reads no tensor: streamed, op names are checked only
    // after the last op, but the first fault in the file is the one reported.
    const std::string duplicateOpName = "{" + kHeader + R"(, "ops": [{"name": "x", "type": "input",
        "attributes": {"shape": [4]}}, {"name": "a", "type": "relu", "inputs": ["x"], "outputs": ["t1"]},
        {"name": "a", "type": "relu", "inputs": ["t1"], "outputs": ["t2"]},
        {"name": "c", "type": "relu", "inputs": ["nothing"]}]})";
    // An op name given twice and no other fault: found by the check after the last op.
    const std::string onlyDuplicateOpName = duplicateOpName.substr(0, duplicateOpName.find(R"(,
        {"name": "c")")) + "]}";
    // Bad syntax after an op that fails its check: the syntax is what is reported, as before.
    const std::string badOpThenSyntax = "{" + kHeader + R"(, "ops": [{"name": "x", "type": "inpt"}], )";
    const struct {
        std::string text;
        ErrorCode code;
        std::string field;
        std::string words;
    } cases[] = {
        {unknownField, ErrorCode::InvalidField, "/nmae", "unknown field 'nmae'"},
        {readEarly, ErrorCode::InvalidModel, "/ops/1/inputs/0", "read before /ops/2 produces it"},
        {duplicate, ErrorCode::InvalidModel, "/ops/1/inputs/1/name", "already declared at /tensors/0"},
        {duplicateOpName, ErrorCode::InvalidModel, "/ops/2/name", "duplicate op name 'a' (also /ops/1)"},
        {onlyDuplicateOpName, ErrorCode::InvalidModel, "/ops/2/name", "duplicate op name 'a' (also /ops/1)"},
        {badOpThenSyntax, ErrorCode::FileUnreadable, "", "not valid JSON"},
        {badTensor, ErrorCode::InvalidField, "/tensors/1/shape/1", "-1"},
        {laterVersion, ErrorCode::UnsupportedVersion, "/version", "model version 9.0 is newer"},
        {noOps, ErrorCode::MissingField, "/ops", "ops"},
    };
    for (const auto& c : cases) {
        const auto path = onDisk(c.text, "tilescope-stream-error.json");
        for (const Error& e : {errorOf([&] { parseModel(c.text, path); }), errorOf([&] { loadModel(path); })}) {
            EXPECT_EQ(e.code(), c.code) << e.what();
            EXPECT_EQ(e.file(), path) << e.what();
            EXPECT_EQ(e.field(), c.field) << e.what();
            EXPECT_NE(e.message().find(c.words), std::string::npos) << "'" << c.words << "' not in: " << e.what();
        }
        std::remove(path.c_str());
    }
}

TEST(ModelJsonStream, AFileOfManyOpsLoadsOpByOp)
{
    std::string text = "{" + kHeader + R"(, "name": "chain", "ops": [{"name": "x", "type": "input",
        "attributes": {"shape": [16]}})";
    constexpr int kLayers = 5000;
    for (int i = 0; i < kLayers; ++i)
        text += R"(, {"name": "l)" + std::to_string(i) + R"(", "type": "relu", "inputs": [")" +
                (i ? "l" + std::to_string(i - 1) : std::string("x")) + R"("], "block": "l)" + std::to_string(i) + "\"}";
    text += "]}";
    const auto path = onDisk(text, "tilescope-stream-chain.json");
    const Model model = loadModel(path);
    std::remove(path.c_str());
    ASSERT_EQ(model.ops.size(), std::size_t(kLayers + 1));
    EXPECT_EQ(model.ops.back().name, "l" + std::to_string(kLayers - 1));
    EXPECT_EQ(model.tensors[std::size_t(model.ops.back().outputs[0])].shape, (std::vector<std::int64_t>{16}));
    expectSameModel(parseModel(text, "chain.json"), model);
}

TEST(ModelJsonStream, AFileOfManyTensorsLoadsTensorByTensor)
{
    // A weight and a bias declared for each layer, ahead of the ops, as an exporter lists them.
    constexpr int kLayers = 2000;
    std::string tensors = R"("tensors": [)";
    std::string ops = R"("ops": [{"name": "x", "type": "input", "attributes": {"shape": [8]}})";
    for (int i = 0; i < kLayers; ++i) {
        const auto layer = "l" + std::to_string(i);
        tensors += std::string(i ? ", " : "") + R"({"name": ")" + layer +
                   R"(.w", "shape": [8, 8], "parameter": true}, {"name": ")" + layer +
                   R"(.b", "shape": [8], "parameter": true})";
        ops += R"(, {"name": ")" + layer + R"(", "type": "linear", "inputs": [")" +
               (i ? "l" + std::to_string(i - 1) : std::string("x")) + R"(", ")" + layer + R"(.w", ")" + layer +
               R"(.b"]})";
    }
    const std::string text = "{" + kHeader + ", " + tensors + "], " + ops + "]}";
    const auto path = onDisk(text, "tilescope-stream-tensors.json");
    const Model model = loadModel(path);
    std::remove(path.c_str());
    ASSERT_EQ(model.tensors.size(), std::size_t(3 * kLayers + 1));
    EXPECT_EQ(model.tensors[std::size_t(2 * kLayers - 1)].name, "l" + std::to_string(kLayers - 1) + ".b");
    EXPECT_EQ(model.tensors[std::size_t(2 * kLayers - 2)].shape, (std::vector<std::int64_t>{8, 8}));
    EXPECT_EQ(parameterCount(model), std::uint64_t(kLayers * (64 + 8)));
    expectSameModel(parseModel(text, "tensors.json"), model);
}

TEST(ModelJsonStream, ANameRepeatedFarApartIsFoundAfterTheTablesGrow)
{
    // The name tables grow (and place every name again) many times over 3,000 ops: the repeat of an
    // early name, and a read of a name no op produces, must still be found.
    std::string chain = "{" + kHeader + R"(, "ops": [{"name": "x", "type": "input", "attributes": {"shape": [4]}})";
    for (int i = 0; i < 3000; ++i)
        chain += R"(, {"name": "l)" + std::to_string(i) + R"(", "type": "relu", "inputs": [")" +
                 (i ? "l" + std::to_string(i - 1) : std::string("x")) + "\"]}";
    const auto repeated = chain + R"(, {"name": "l7", "type": "relu", "inputs": ["l2999"]}]})";
    const auto e = errorOf([&] { parseModel(repeated, "repeat.json"); });
    EXPECT_EQ(e.field(), "/ops/3001/name") << e.what();
    EXPECT_NE(e.message().find("duplicate op name 'l7' (also /ops/8)"), std::string::npos) << e.what();
    const auto unknown = chain + R"(, {"name": "last", "type": "relu", "inputs": ["l3000"]}]})";
    EXPECT_EQ(errorOf([&] { parseModel(unknown, "unknown.json"); }).field(), "/ops/3001/inputs/0");
    const Model model = parseModel(chain + "]}", "chain.json");
    EXPECT_EQ(model.ops[2999].inputs[0], model.ops[2998].outputs[0]);
}

} // namespace
} // namespace tilescope
