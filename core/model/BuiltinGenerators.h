#pragma once
// The generator of each family of built-in models (private to core/model).

#include "model/Builtins.h"

namespace tilescope {

/// resnet18, resnet50, resnet101, resnext50_32x4d, resnext101_32x8d (torchvision definitions).
Model makeResNet(const std::string& name, const BuiltinOptions& options);
/// bert-base, bert-large: Hugging Face BertForPreTraining; bert-base-squad, bert-large-squad:
/// BertForQuestionAnswering.
Model makeBert(const std::string& name, const BuiltinOptions& options);
/// mnist-pipeline: the PopTorch pipelining tutorial's network, one block per IPU.
Model makeMnistPipeline(const BuiltinOptions& options);
/// mlp: 784-512-512-10 with ReLU.
Model makeMlp(const BuiltinOptions& options);

} // namespace tilescope
