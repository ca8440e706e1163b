#pragma once
// A Hugging Face model config (config.json) as a model: BERT and RoBERTa (pretraining, masked-lm,
// question-answering, sequence-classification), GPT-2 (causal-lm) and ViT (image-classification),
// built from the config's fields as transformers' modeling code builds them (BertBuilder.cpp,
// Gpt2Builder.cpp, VitBuilder.cpp name the classes). Blocks are named so that optimum-graphcore's
// layers_per_ipu places them (compiler/LayerPlacement.h).

#include "model/Builtins.h"

#include <string>
#include <vector>

namespace tilescope {

/// Whether `path` names a Hugging Face model config: a JSON object with a "model_type" field.
/// False for a missing or unreadable file and for Tilescope's own JSON models.
bool isHfConfigFile(const std::string& path);

/// The families a config may name ("bert", "roberta", "gpt2", "vit") and each one's tasks, the
/// default first.
const std::vector<std::pair<std::string, std::vector<std::string>>>& hfFamilies();

/// The model of the config at `path` for `options.task`; an empty task is the one "architectures"
/// names (else the family's first), which the model's notes say. Sizes come from the config, the
/// sequence from --sequence-length, the classes from --classes or the config's labels. Throws
/// Error(InvalidField) naming the file and field for a malformed, negative or absurd value (heads
/// not dividing the width, 10^9 layers), Error(InvalidModel) for a family Tilescope does not
/// build, and Error(InvalidOption) naming --task for a task the family has not, each listing what
/// is supported.
Model makeHfModel(const std::string& path, const BuiltinOptions& options);

} // namespace tilescope
