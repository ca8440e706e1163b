#pragma once
// The model options every subcommand that reads a model takes (`inspect`, `export-model`, `compile`):
// the built-in generators' knobs and ONNX's symbolic dimensions.

#include "cli/CliContext.h"
#include "model/Builtins.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tilescope::cli {

/// The generator knobs as command-line options; they only affect built-in models.
struct BuiltinFlags {
    BuiltinOptions options;
    std::int64_t layers = 0;  // 0: the model's default
    std::int64_t classes = 0; // 0: the model's default
    bool noLoss = false;
    std::vector<std::string> dimensions; // ONNX: symbolic dimensions

    void addTo(CLI::App* command)
    {
        addDimensionOption(command, dimensions);
        command->add_option("--sequence-length", options.sequenceLength, "BERT: tokens per sample (1..512)")
            ->capture_default_str();
        command->add_option("--layers", layers, "BERT: encoder layers (default 12 base, 24 large)");
        command->add_option("--vocabulary-size", options.vocabularySize, "BERT: vocabulary size")
            ->capture_default_str();
        command->add_option("--classes", classes, "Classifier outputs (default 1000 ResNet, 10 MNIST/MLP)");
        command->add_option("--image-size", options.imageSize, "ResNet: input height and width")
            ->capture_default_str();
        command->add_flag("--no-loss", noLoss, "Leave out the training loss and its label inputs");
    }

    BuiltinOptions resolved() const
    {
        BuiltinOptions result = options;
        if (layers != 0)
            result.layers = layers;
        if (classes != 0)
            result.classes = classes;
        result.withLoss = !noLoss;
        return result;
    }
};

} // namespace tilescope::cli
