#include "model/Builtins.h"

#include "model/BuiltinGenerators.h"
#include "model/HfConfig.h"
#include "model/ModelJson.h"

#include "common/Error.h"

#include <array>
#include <filesystem>

namespace tilescope {
namespace {

struct BuiltinEntry {
    const char* name;
    const char* description;
};

constexpr std::array<BuiltinEntry, 11> kBuiltins{{
    {"resnet18", "torchvision ResNet-18, 224x224 RGB, 1000 classes"},
    {"resnet50", "torchvision ResNet-50 (v1.5, stride in the 3x3), 224x224 RGB, 1000 classes"},
    {"resnet101", "torchvision ResNet-101, 224x224 RGB, 1000 classes"},
    {"resnext50_32x4d",
     "torchvision ResNeXt-50 32x4d (grouped 3x3 convolutions), 224x224 RGB, the model of the amp guide's demo"},
    {"resnext101_32x8d", "torchvision ResNeXt-101 32x8d (grouped 3x3 convolutions), 224x224 RGB"},
    {"bert-base", "Hugging Face BertForPreTraining, bert-base-uncased (12 layers, hidden 768), sequence 128"},
    {"bert-large", "Hugging Face BertForPreTraining, bert-large-uncased (24 layers, hidden 1024), sequence 128"},
    {"bert-base-squad",
     "Hugging Face BertForQuestionAnswering (SQuAD), bert-base-uncased: encoder and a start/end head, sequence 128"},
    {"bert-large-squad",
     "Hugging Face BertForQuestionAnswering (SQuAD), bert-large-uncased: encoder and a start/end head, sequence 128"},
    {"mnist-pipeline", "PopTorch pipelining tutorial: 2 conv + 2 linear layers in blocks B1..B4 on IPUs 0..3"},
    {"mlp", "MNIST multilayer perceptron 784-512-512-10 with ReLU"},
}};

bool isBertPreTraining(const std::string& name)
{
    return name == "bert-base" || name == "bert-large";
}

bool isBert(const std::string& name)
{
    return isBertPreTraining(name) || name == "bert-base-squad" || name == "bert-large-squad";
}

std::string knownNames()
{
    std::string names;
    for (const auto& entry : kBuiltins)
        names += std::string(names.empty() ? "" : ", ") + entry.name;
    return names;
}

} // namespace

std::vector<std::string> builtinModelNames()
{
    std::vector<std::string> names;
    for (const auto& entry : kBuiltins)
        names.emplace_back(entry.name);
    return names;
}

std::string builtinModelDescription(const std::string& name)
{
    for (const auto& entry : kBuiltins)
        if (name == entry.name)
            return entry.description;
    return {};
}

bool isBuiltinModel(const std::string& name)
{
    return !builtinModelDescription(name).empty();
}

void checkModelOptions(const std::string& nameOrPath, const BuiltinOptions& options)
{
    if (!isBuiltinModel(nameOrPath) && isHfConfigFile(nameOrPath))
        return; // its builder checks them against the config's own sizes
    if (!options.task.empty())
        throw Error(ErrorCode::InvalidOption,
                    "--task chooses the head of a Hugging Face config.json; " +
                        (isBuiltinModel(nameOrPath) ? "'" + nameOrPath + "' is built in" : std::string("a model file")) +
                        " with its own",
                    {}, "task");
    const std::string model = isBuiltinModel(nameOrPath) ? "'" + nameOrPath + "'" : "a model file";
    if (options.maskTokens) {
        if (!isBertPreTraining(nameOrPath))
            throw Error(ErrorCode::InvalidOption,
                        "--mask-tokens applies to BERT pre-training (bert-base, bert-large), whose masked-LM head "
                        "decodes that many positions per sequence; " + model + " has no masked-LM head",
                        {}, "mask-tokens");
        if (*options.maskTokens < 1 || *options.maskTokens > options.sequenceLength)
            throw Error(ErrorCode::InvalidOption,
                        "--mask-tokens must be between 1 and the sequence length (" +
                            std::to_string(options.sequenceLength) + "), got " + std::to_string(*options.maskTokens),
                        {}, "mask-tokens");
    }
    const auto factor = options.embeddingSerializationFactor;
    if (factor != 1) {
        if (!isBert(nameOrPath))
            throw Error(ErrorCode::InvalidOption,
                        "--embedding-serialization-factor applies to BERT's word embedding (bert-base, bert-large, "
                        "bert-base-squad, bert-large-squad); " + model + " has none",
                        {}, "embedding-serialization-factor");
        // optimum's SerializedEmbedding asserts num_embeddings % serialization_factor == 0, and PopART's
        // serializeMatMuls wants the output channels divisible by the factor.
        if (factor < 1 || options.vocabularySize % factor != 0)
            throw Error(ErrorCode::InvalidOption,
                        "--embedding-serialization-factor must divide the vocabulary size (" +
                            std::to_string(options.vocabularySize) + " words), as optimum-graphcore's "
                            "SerializedEmbedding requires; " + std::to_string(factor) + " does not",
                        {}, "embedding-serialization-factor");
    }
}

Model makeBuiltinModel(const std::string& name, const BuiltinOptions& options)
{
    checkModelOptions(name, options);
    if (options.classes && (*options.classes < 1 || *options.classes > (1 << 24)))
        throw Error(ErrorCode::InvalidOption,
                    "number of classes must be between 1 and 16777216, not " + std::to_string(*options.classes));
    if (name.rfind("resnet", 0) == 0 || name.rfind("resnext", 0) == 0) {
        if (isBuiltinModel(name))
            return makeResNet(name, options);
    } else if (isBert(name)) {
        return makeBert(name, options);
    } else if (name == "mnist-pipeline") {
        return makeMnistPipeline(options);
    } else if (name == "mlp") {
        return makeMlp(options);
    }
    throw Error(ErrorCode::InvalidModel, "unknown built-in model '" + name + "' (known: " + knownNames() + ")");
}

Model resolveModel(const std::string& nameOrPath, const BuiltinOptions& options)
{
    if (isBuiltinModel(nameOrPath))
        return makeBuiltinModel(nameOrPath, options);
    checkModelOptions(nameOrPath, options);
    std::error_code ec;
    if (!std::filesystem::exists(nameOrPath, ec))
        throw Error(ErrorCode::FileNotFound,
                    "neither a built-in model (" + knownNames() + ") nor an existing model file" +
                        (ec && ec != std::errc::no_such_file_or_directory ? " (" + ec.message() + ")" : ""),
                    nameOrPath);
    if (isHfConfigFile(nameOrPath))
        return makeHfModel(nameOrPath, options);
    return loadModel(nameOrPath);
}

} // namespace tilescope
