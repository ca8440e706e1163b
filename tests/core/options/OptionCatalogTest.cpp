#include "options/CompileCommand.h"
#include "options/OptionCatalog.h"

#include "../ErrorOf.h"

#include <gtest/gtest.h>

#include <cmath>
#include <sstream>
#include <set>

using namespace tilescope;
using tilescope::test::errorOf;

namespace {

// A training input, so that options that need training are accepted on their own.
SimulationInput trainingInput()
{
    SimulationInput input;
    input.model = "mlp";
    input.options.training = true;
    return input;
}

// The input to try option `d` at its limits on: BERT pre-training for the options that only it
// takes, with a sequence and a vocabulary that the largest values fit.
SimulationInput inputFor(const OptionDefinition& d)
{
    auto input = trainingInput();
    if (d.name == "mask-tokens" || d.name == "embedding-serialization-factor") {
        input.model = "bert-base";
        input.builtin.sequenceLength = 512;
        input.builtin.vocabularySize = 1 << 20;
    }
    return input;
}

std::string numberText(const OptionDefinition& d, double value)
{
    if (d.kind == OptionKind::Integer)
        return std::to_string(std::int64_t(value));
    std::ostringstream out;
    out << value;
    return out.str();
}

} // namespace

TEST(OptionCatalog, NamesAreUniqueAndEveryDefaultReadsBackAndValidates)
{
    std::set<std::string> names;
    for (const auto& d : optionCatalog()) {
        EXPECT_TRUE(names.insert(d.name).second) << d.name;
        if (!d.alias.empty()) {
            EXPECT_TRUE(names.insert(d.alias).second) << d.alias;
        }
        EXPECT_FALSE(d.help.empty()) << d.name;
        EXPECT_EQ(findOption(d.name), &d);
        SimulationInput input;
        EXPECT_NO_THROW(setOption(input, d.name, defaultOptionText(d))) << d.name;
        EXPECT_EQ(optionText(input, d.name), defaultOptionText(d)) << d.name;
    }
    EXPECT_EQ(findOption("amp"), findOption("available-memory-proportion"));
    EXPECT_EQ(findOption("no-such-option"), nullptr);
    SimulationInput defaults;
    EXPECT_NO_THROW(validateInput(defaults));
    // The catalog's defaults are CompileOptions' and BuiltinOptions' own.
    EXPECT_EQ(defaultOptionText(*findOption("available-memory-proportion")), "0.6");
    EXPECT_EQ(defaultOptionText(*findOption("batch-size")), "1");
    EXPECT_EQ(defaultOptionText(*findOption("precision")), "16.16");
    EXPECT_EQ(defaultOptionText(*findOption("target")), "mk2");
    EXPECT_EQ(defaultOptionText(*findOption("image-size")), "224");
}

// One definition of each range: what the catalog accepts at its ends, CompileOptions::validate()
// and the model builders accept too, and one step beyond is refused naming the option.
TEST(OptionCatalog, RangesAgreeWithValidationAndRefusalsNameTheOption)
{
    for (const auto& d : optionCatalog()) {
        if (d.kind != OptionKind::Integer && d.kind != OptionKind::Real)
            continue;
        const double step = d.kind == OptionKind::Integer ? 1.0 : std::max(1e-9, d.maximum * 1e-6);
        for (const double value : {d.minimumExclusive ? d.minimum + step : d.minimum, d.maximum}) {
            auto input = inputFor(d);
            EXPECT_NO_THROW({
                setOption(input, d.name, numberText(d, value));
                validateInput(input);
            }) << d.name << " = " << value;
        }
        for (const double value : {d.minimumExclusive ? d.minimum : d.minimum - step, d.maximum + step * 10}) {
            auto input = trainingInput();
            const Error e = errorOf([&] { setOption(input, d.name, numberText(d, value)); });
            EXPECT_EQ(e.code(), ErrorCode::InvalidOption);
            EXPECT_EQ(e.field(), d.name) << e.what();
            EXPECT_NE(e.message().find("--" + d.name), std::string::npos) << e.what();
        }
        auto input = trainingInput();
        EXPECT_EQ(errorOf([&] { setOption(input, d.name, "many"); }).field(), d.name);
    }
}

TEST(OptionCatalog, ChoicesAndFlagsAreCheckedByName)
{
    SimulationInput input;
    EXPECT_EQ(errorOf([&] { setOption(input, "precision", "8.8"); }).field(), "precision");
    EXPECT_EQ(errorOf([&] { setOption(input, "target", "mk9"); }).field(), "target");
    EXPECT_EQ(errorOf([&] { setOption(input, "training", "yes"); }).field(), "training");
    EXPECT_EQ(errorOf([&] { setOption(input, "amp-ipu", "IPUx=0.4"); }).field(), "amp-ipu");
    EXPECT_EQ(errorOf([&] { setOption(input, "dim", "sequence"); }).field(), "dim");
    EXPECT_EQ(errorOf([&] { setOption(input, "warp-speed", "9"); }).field(), "warp-speed");
    setOption(input, "amp", "0.35");
    EXPECT_DOUBLE_EQ(input.options.availableMemoryProportion, 0.35);
    setOption(input, "no-outlining", "true");
    EXPECT_FALSE(input.options.outlining);
    setOption(input, "classes", "");
    EXPECT_FALSE(input.builtin.classes);
}

TEST(OptionCatalog, ContradictionsAreRefusedNamingTheOptionThatCausesThem)
{
    auto input = trainingInput();
    setOption(input, "replicated-tensor-sharding", "true");
    EXPECT_EQ(errorOf([&] { validateInput(input); }).field(), "replicated-tensor-sharding");
    input = {};
    setOption(input, "gradient-accumulation", "4");
    EXPECT_EQ(errorOf([&] { validateInput(input); }).field(), "gradient-accumulation");
    input = {};
    setOption(input, "amp-ipu", "IPU2=0.4");
    EXPECT_EQ(errorOf([&] { validateInput(input); }).field(), "amp-ipu");
    input = {};
    setOption(input, "target", "mk1");
    setOption(input, "io-tiles", "1300");
    EXPECT_EQ(errorOf([&] { validateInput(input); }).field(), "io-tiles");
}

TEST(OptionCatalog, ArgumentsListOnlyWhatDiffersAndReadBackToTheSameInput)
{
    SimulationInput plain;
    plain.model = "resnet50";
    EXPECT_EQ(compileArguments(plain), std::vector<std::string>{"resnet50"});

    auto input = trainingInput();
    input.model = "models/my model.onnx";
    for (const auto& [name, text] : std::vector<std::pair<std::string, std::string>>{
             {"batch-size", "48"}, {"amp", "0.35"}, {"precision", "32.32"}, {"ipus", "4"},
             {"amp-ipu", "IPU1=0.4,IPU3=0.5"}, {"pipeline-split", "B2,B3,B4"}, {"pipeline", "interleaved"},
             {"gradient-accumulation", "16"}, {"recompute", "standard"}, {"dim", "sequence=128"},
             {"offload-optimiser-state", "true"}, {"host-bandwidth", "2.5"}, {"classes", "10"}})
        setOption(input, name, text);
    const auto arguments = compileArguments(input);
    EXPECT_EQ(arguments.front(), "models/my model.onnx");
    const auto again = parseCompileArguments(arguments);
    EXPECT_EQ(compileArguments(again), arguments);
    EXPECT_EQ(again.options.asMap(), input.options.asMap());
    EXPECT_EQ(again.dimensions, input.dimensions);

    const auto line = compileCommandLine(input, "out.tsr");
    EXPECT_EQ(line.rfind("tilescope-cli compile 'models/my model.onnx' --classes 10 ", 0), 0u) << line;
    EXPECT_NE(line.find("--training"), std::string::npos);
    EXPECT_EQ(line.substr(line.size() - 10), "-o out.tsr");
    auto words = splitCommandLine(line);
    EXPECT_EQ(words[2], "models/my model.onnx");
    EXPECT_EQ(shellQuoted("it's"), "'it'\\''s'");
    EXPECT_EQ(splitCommandLine(shellQuoted("it's a \"test\"")), std::vector<std::string>{"it's a \"test\""});
}

TEST(OptionCatalog, CommandLinesParseAsAShellSplitsThem)
{
    EXPECT_EQ(splitCommandLine(R"(a 'b c' "d \"e\"" f\ g  )"),
              (std::vector<std::string>{"a", "b c", "d \"e\"", "f g"}));
    EXPECT_EQ(errorOf([] { splitCommandLine("a 'b"); }).code(), ErrorCode::InvalidOption);

    const auto input = parseCompileArguments({"mlp", "--amp=0.4", "--amp-ipu", "IPU1=0.3", "--amp-ipu", "IPU0=0.2",
                                              "--training"});
    EXPECT_DOUBLE_EQ(input.options.availableMemoryProportion, 0.4);
    EXPECT_EQ(input.options.availableMemoryProportionPerIpu.size(), 2u);
    EXPECT_TRUE(input.options.training);
    EXPECT_EQ(errorOf([] { parseCompileArguments({"mlp", "--training", "--inference"}); }).field(), "inference");
    EXPECT_EQ(errorOf([] { parseCompileArguments({"mlp", "--batch-size"}); }).field(), "batch-size");
    EXPECT_EQ(errorOf([] { parseCompileArguments({"--batch-size", "2"}); }).field(), "model");
    EXPECT_EQ(errorOf([] { parseCompileArguments({"mlp", "mlp2"}); }).field(), "model");
}
