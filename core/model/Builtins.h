#pragma once
// The built-in models of the seeds: torchvision ResNet/ResNeXt, Hugging Face BERT pre-training and
// question answering, the 4-block MNIST network of the PopTorch pipelining tutorial and a small
// MLP. Each is built as the framework traces it (same parameter names, counts and MACs) with a
// `block` on every op.

#include "model/Model.h"

#include <optional>
#include <string>
#include <vector>

namespace tilescope {

/// Knobs of the built-in generators; each model reads the ones that apply to it.
struct BuiltinOptions {
    std::int64_t sequenceLength = 128;     // BERT: tokens per sample (1..512, the position table)
    std::optional<std::int64_t> layers;    // BERT: encoder layers (default 12 base, 24 large)
    std::int64_t vocabularySize = 30522;   // BERT: WordPiece vocabulary (bert-base-uncased)
    // BERT pre-training: the positions per sequence the masked-LM head decodes (Graphcore's
    // mask_tokens, gathered by a one-hot matmul); unset: every position, as Hugging Face computes it.
    std::optional<std::int64_t> maskTokens;
    // BERT: the word embedding (and the tied masked-LM decoder) in this many slices of the
    // vocabulary, one after another (optimum's embedding_serialization_factor); 1: not serialized.
    std::int64_t embeddingSerializationFactor = 1;
    std::optional<std::int64_t> classes;   // classifier outputs (default 1000 ResNet, 10 MNIST/MLP)
    std::int64_t imageSize = 224;          // ResNet: input height and width (32..1024)
    bool withLoss = true;                  // append the training loss and its label inputs
    std::string task;                      // a Hugging Face config's task (model/HfConfig.h); empty: its own
};

/// The names makeBuiltinModel accepts, in the order `tilescope-cli models` lists them.
std::vector<std::string> builtinModelNames();
/// A one-line description of a built-in model; empty for an unknown name.
std::string builtinModelDescription(const std::string& name);
/// True when `name` is a built-in model.
bool isBuiltinModel(const std::string& name);

/// Checks the generators' options that change a model's structure against the model they are given
/// with: a built-in name, or else a model file, which takes none of them. Throws
/// Error(InvalidOption) whose field names the option: --mask-tokens on a model without a masked-LM
/// head or beyond the sequence, --embedding-serialization-factor on a model without BERT's word
/// embedding or not dividing its vocabulary. (Sizes such as --sequence-length mean nothing to other
/// models and are ignored there.)
void checkModelOptions(const std::string& nameOrPath, const BuiltinOptions& options);

/// Builds a built-in model with inferred shapes. Throws Error(InvalidModel) for an unknown name
/// (listing the known ones) and Error(InvalidOption) for an option out of range.
Model makeBuiltinModel(const std::string& name, const BuiltinOptions& options = {});

/// A built-in model by name, or else the JSON model file at `nameOrPath` (loadModel). Throws
/// Error(FileNotFound) naming the built-ins when it is neither, or what loadModel throws.
Model resolveModel(const std::string& nameOrPath, const BuiltinOptions& options = {});

} // namespace tilescope
