#pragma once
// The generator of each family of built-in models (private to core/model).

#include "model/Builtins.h"

namespace tilescope {

/// resnet18, resnet50, resnet101, resnext50_32x4d, resnext101_32x8d (torchvision definitions).
Model makeResNet(const std::string& name, const BuiltinOptions& options);
/// bert-base, bert-large: Hugging Face BertForPreTraining; bert-base-squad, bert-large-squad:
/// BertForQuestionAnswering.
Model makeBert(const std::string& name, const BuiltinOptions& options);
/// What a Hugging Face BERT or RoBERTa config gives (BertConfig, RobertaConfig) and the task's head.
enum class EncoderHead { PreTraining, MaskedLm, QuestionAnswering, SequenceClassification };
struct EncoderConfig {
    std::int64_t hidden = 768;
    std::int64_t layers = 12;
    std::int64_t heads = 12;
    std::int64_t intermediate = 3072;
    std::int64_t vocabulary = 30522;
    std::int64_t maxPositions = 512;
    std::int64_t typeVocabulary = 2;
    double layerNormEpsilon = 1e-12;
    OpType activation = OpType::Gelu; // hidden_act: gelu or relu
    EncoderHead head = EncoderHead::PreTraining;
    bool roberta = false;      // positions from padding_idx + 1; lm_head and classifier heads, no pooler
    std::int64_t labels = 2;   // sequence classification's outputs
};
/// A BERT-style encoder and its head, named as the built-in BERTs are (HF state dict without "bert.").
Model makeEncoder(const std::string& name, const EncoderConfig& config, const BuiltinOptions& options);
/// What a Hugging Face GPT2Config gives.
struct DecoderConfig {
    std::int64_t hidden = 768;    // n_embd
    std::int64_t layers = 12;     // n_layer
    std::int64_t heads = 12;      // n_head
    std::int64_t inner = 3072;    // n_inner, 4 x n_embd when null
    std::int64_t vocabulary = 50257;
    std::int64_t positions = 1024; // n_positions
    double layerNormEpsilon = 1e-5;
    OpType activation = OpType::Gelu; // activation_function
};
/// GPT2LMHeadModel with its causal LM loss.
Model makeGpt2(const std::string& name, const DecoderConfig& config, const BuiltinOptions& options);

/// What a Hugging Face ViTConfig gives.
struct VisionConfig {
    std::int64_t hidden = 768;
    std::int64_t layers = 12;
    std::int64_t heads = 12;
    std::int64_t intermediate = 3072;
    std::int64_t imageSize = 224;
    std::int64_t patchSize = 16;
    std::int64_t channels = 3;
    std::int64_t labels = 1000;
    double layerNormEpsilon = 1e-12;
    double dropout = 0.0; // hidden_dropout_prob
    OpType activation = OpType::Gelu;
};
/// ViTForImageClassification with its cross-entropy.
Model makeVit(const std::string& name, const VisionConfig& config, const BuiltinOptions& options);

/// mnist-pipeline: the PopTorch pipelining tutorial's network, one block per IPU.
Model makeMnistPipeline(const BuiltinOptions& options);
/// mlp: 784-512-512-10 with ReLU.
Model makeMlp(const BuiltinOptions& options);

} // namespace tilescope
