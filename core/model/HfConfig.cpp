#include "model/HfConfig.h"

#include "model/BuiltinGenerators.h"

#include "common/Error.h"
#include "common/FileRead.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>

namespace tilescope {
namespace {

using nlohmann::json;

// The largest size a config may give: beyond it a value is a mistake, not a model (and would
// overflow the byte counts); the layer count's bound is the position table's kind of limit.
constexpr std::int64_t kMaxWidth = std::int64_t(1) << 20;
constexpr std::int64_t kMaxLayers = 1024;
constexpr std::int64_t kMaxVocabulary = std::int64_t(1) << 24;

// Each architecture transformers names in "architectures" and the task it is.
const std::vector<std::pair<std::string, std::string>>& architectureTasks()
{
    static const std::vector<std::pair<std::string, std::string>> tasks{
        {"BertForPreTraining", "pretraining"},
        {"BertForMaskedLM", "masked-lm"},
        {"BertForQuestionAnswering", "question-answering"},
        {"BertForSequenceClassification", "sequence-classification"},
        {"RobertaForMaskedLM", "masked-lm"},
        {"RobertaForQuestionAnswering", "question-answering"},
        {"RobertaForSequenceClassification", "sequence-classification"},
        {"GPT2LMHeadModel", "causal-lm"},
        {"ViTForImageClassification", "image-classification"},
    };
    return tasks;
}

struct Fields {
    const json& root;
    const std::string& file;

    [[noreturn]] void fail(const std::string& key, const std::string& message) const
    {
        throw Error(ErrorCode::InvalidField, message, file, "/" + key);
    }

    std::int64_t size(const std::string& key, std::int64_t fallback, std::int64_t maximum = kMaxWidth) const
    {
        const auto it = root.find(key);
        if (it == root.end() || it->is_null())
            return fallback;
        if (!it->is_number_integer())
            fail(key, "must be a whole number, not " + it->dump());
        const auto value = it->get<std::int64_t>();
        if (value < 1 || value > maximum)
            fail(key, "must be between 1 and " + std::to_string(maximum) + ", not " + std::to_string(value));
        return value;
    }

    double real(const std::string& key, double fallback) const
    {
        const auto it = root.find(key);
        if (it == root.end() || it->is_null())
            return fallback;
        if (!it->is_number() || !std::isfinite(it->get<double>()) || it->get<double>() < 0)
            fail(key, "must be a number of at least 0, not " + it->dump());
        return it->get<double>();
    }

    // hidden_act / activation_function: the GELUs (exact and tanh-approximated, one op) or ReLU.
    OpType activation(const std::string& key, const std::string& fallback) const
    {
        const auto it = root.find(key);
        const std::string name = it == root.end() || it->is_null() ? fallback : it->is_string() ? it->get<std::string>() : "";
        if (name == "gelu" || name == "gelu_new" || name == "gelu_fast" || name == "gelu_pytorch_tanh" ||
            name == "quick_gelu")
            return OpType::Gelu;
        if (name == "relu")
            return OpType::Relu;
        fail(key, "an activation Tilescope builds is gelu, gelu_new, gelu_fast, gelu_pytorch_tanh, quick_gelu or "
                  "relu, not " + (it == root.end() ? std::string("none") : it->dump()));
    }

    // num_labels, or the length of id2label, as PretrainedConfig derives it; 2 by default.
    std::int64_t labels(std::int64_t fallback) const
    {
        if (root.contains("num_labels"))
            return size("num_labels", fallback, kMaxVocabulary);
        const auto it = root.find("id2label");
        if (it != root.end() && it->is_object() && !it->empty())
            return std::int64_t(it->size());
        return fallback;
    }

    void heads(const std::string& widthKey, std::int64_t width, const std::string& headsKey, std::int64_t heads) const
    {
        if (width % heads != 0)
            fail(headsKey, std::to_string(heads) + " heads do not divide " + widthKey + " " + std::to_string(width));
    }
};

std::string joined(const std::vector<std::string>& words)
{
    std::string text;
    for (const auto& word : words)
        text += (text.empty() ? "" : ", ") + word;
    return text;
}

// The task asked, or the one "architectures" names, or the family's first.
std::string chooseTask(const Fields& f, const std::string& family, const std::vector<std::string>& tasks,
                       const std::string& asked, std::vector<std::string>& notes)
{
    if (!asked.empty()) {
        if (std::find(tasks.begin(), tasks.end(), asked) == tasks.end())
            throw Error(ErrorCode::InvalidOption,
                        "a " + family + " config builds the tasks " + joined(tasks) + ", not '" + asked + "'", f.file,
                        "task");
        return asked;
    }
    const auto it = f.root.find("architectures");
    if (it != f.root.end() && it->is_array())
        for (const auto& architecture : *it)
            for (const auto& [name, task] : architectureTasks())
                if (architecture.is_string() && architecture.get<std::string>() == name &&
                    std::find(tasks.begin(), tasks.end(), task) != tasks.end()) {
                    notes.push_back("--task " + task + ", from the config's architectures (" + name + ")");
                    return task;
                }
    notes.push_back("--task " + tasks.front() + ", the " + family + " family's first: the config names no " +
                    "architecture Tilescope builds (give --task: " + joined(tasks) + ")");
    return tasks.front();
}

Model encoder(const Fields& f, const std::string& name, const std::string& family, const std::string& task,
              BuiltinOptions options)
{
    EncoderConfig c;
    c.roberta = family == "roberta";
    c.hidden = f.size("hidden_size", 768);
    c.layers = f.size("num_hidden_layers", 12, kMaxLayers);
    c.heads = f.size("num_attention_heads", 12);
    f.heads("hidden_size", c.hidden, "num_attention_heads", c.heads);
    c.intermediate = f.size("intermediate_size", 3072);
    c.vocabulary = f.size("vocab_size", c.roberta ? 50265 : 30522, kMaxVocabulary);
    c.maxPositions = f.size("max_position_embeddings", c.roberta ? 514 : 512, 1 << 16);
    c.typeVocabulary = f.size("type_vocab_size", c.roberta ? 1 : 2, 1 << 16);
    c.layerNormEpsilon = f.real("layer_norm_eps", c.roberta ? 1e-5 : 1e-12);
    c.activation = f.activation("hidden_act", "gelu");
    c.labels = options.classes.value_or(f.labels(2));
    c.head = task == "pretraining"          ? EncoderHead::PreTraining
             : task == "masked-lm"          ? EncoderHead::MaskedLm
             : task == "question-answering" ? EncoderHead::QuestionAnswering
                                            : EncoderHead::SequenceClassification;
    if (options.maskTokens && c.head != EncoderHead::PreTraining && c.head != EncoderHead::MaskedLm)
        throw Error(ErrorCode::InvalidOption, "--mask-tokens applies to a masked-LM head (pretraining, masked-lm), not " +
                                                  task, f.file, "mask-tokens");
    if (options.maskTokens && (*options.maskTokens < 1 || *options.maskTokens > options.sequenceLength))
        throw Error(ErrorCode::InvalidOption, "--mask-tokens must be between 1 and the sequence length (" +
                                                  std::to_string(options.sequenceLength) + ")", f.file, "mask-tokens");
    if (options.embeddingSerializationFactor > 1 && c.vocabulary % options.embeddingSerializationFactor != 0)
        throw Error(ErrorCode::InvalidOption,
                    "--embedding-serialization-factor must divide vocab_size (" + std::to_string(c.vocabulary) +
                        "), as optimum-graphcore's SerializedEmbedding requires; " +
                        std::to_string(options.embeddingSerializationFactor) + " does not",
                    f.file, "embedding-serialization-factor");
    return makeEncoder(name, c, options);
}

Model gpt2(const Fields& f, const std::string& name, const BuiltinOptions& options)
{
    DecoderConfig c;
    c.hidden = f.size("n_embd", 768);
    c.layers = f.size("n_layer", 12, kMaxLayers);
    c.heads = f.size("n_head", 12);
    f.heads("n_embd", c.hidden, "n_head", c.heads);
    c.inner = f.size("n_inner", 4 * c.hidden);
    c.vocabulary = f.size("vocab_size", 50257, kMaxVocabulary);
    c.positions = f.size("n_positions", 1024, 1 << 16);
    c.layerNormEpsilon = f.real("layer_norm_epsilon", 1e-5);
    c.activation = f.activation("activation_function", "gelu_new");
    if (options.maskTokens)
        throw Error(ErrorCode::InvalidOption, "--mask-tokens applies to a masked-LM head; GPT-2 predicts every "
                                              "next token", f.file, "mask-tokens");
    return makeGpt2(name, c, options);
}

Model vit(const Fields& f, const std::string& name, const BuiltinOptions& options)
{
    VisionConfig c;
    c.hidden = f.size("hidden_size", 768);
    c.layers = f.size("num_hidden_layers", 12, kMaxLayers);
    c.heads = f.size("num_attention_heads", 12);
    f.heads("hidden_size", c.hidden, "num_attention_heads", c.heads);
    c.intermediate = f.size("intermediate_size", 3072);
    c.imageSize = f.size("image_size", 224, 4096);
    c.patchSize = f.size("patch_size", 16, 4096);
    if (c.imageSize % c.patchSize != 0)
        f.fail("patch_size", "patches of " + std::to_string(c.patchSize) + " do not tile an image of " +
                                 std::to_string(c.imageSize));
    c.channels = f.size("num_channels", 3, 64);
    c.layerNormEpsilon = f.real("layer_norm_eps", 1e-12);
    c.dropout = f.real("hidden_dropout_prob", 0.0);
    c.activation = f.activation("hidden_act", "gelu");
    c.labels = options.classes.value_or(f.labels(1000));
    if (options.maskTokens || options.embeddingSerializationFactor > 1)
        throw Error(ErrorCode::InvalidOption, "a ViT has no vocabulary: --mask-tokens and "
                                              "--embedding-serialization-factor do not apply", f.file,
                    options.maskTokens ? "mask-tokens" : "embedding-serialization-factor");
    return makeVit(name, c, options);
}

} // namespace

const std::vector<std::pair<std::string, std::vector<std::string>>>& hfFamilies()
{
    static const std::vector<std::pair<std::string, std::vector<std::string>>> families{
        {"bert", {"pretraining", "masked-lm", "question-answering", "sequence-classification"}},
        {"roberta", {"masked-lm", "question-answering", "sequence-classification"}},
        {"gpt2", {"causal-lm"}},
        {"vit", {"image-classification"}},
    };
    return families;
}

bool isHfConfigFile(const std::string& path)
{
    std::error_code ec;
    if (std::filesystem::path(path).extension() != ".json" || !std::filesystem::is_regular_file(path, ec))
        return false;
    try {
        const json root = json::parse(readFileBytes(path, "model config"));
        return root.is_object() && root.contains("model_type");
    } catch (const std::exception&) {
        return false; // not JSON: the model loader says what is wrong with it
    }
}

Model makeHfModel(const std::string& path, const BuiltinOptions& options)
{
    json root;
    try {
        root = json::parse(readFileBytes(path, "model config"));
    } catch (const json::parse_error& e) {
        throw Error(ErrorCode::FileUnreadable, std::string("not JSON: ") + e.what(), path);
    }
    const Fields f{root, path};
    const auto type = root.find("model_type");
    if (type == root.end() || !type->is_string())
        f.fail("model_type", "a Hugging Face config names its family in model_type");
    const std::string family = type->get<std::string>();
    const auto known = std::find_if(hfFamilies().begin(), hfFamilies().end(),
                                    [&](const auto& entry) { return entry.first == family; });
    if (known == hfFamilies().end()) {
        std::string supported;
        for (const auto& [name, tasks] : hfFamilies())
            supported += (supported.empty() ? "" : "; ") + name + " (" + joined(tasks) + ")";
        throw Error(ErrorCode::InvalidModel,
                    "Tilescope builds the families " + supported + ", not model_type '" + family + "'", path,
                    "/model_type");
    }
    std::vector<std::string> notes;
    const std::string task = chooseTask(f, family, known->second, options.task, notes);
    const std::string name = std::filesystem::path(path).parent_path().filename().string();
    const std::string modelName = (name.empty() ? family : name) + " (" + task + ")";
    Model model = family == "gpt2"  ? gpt2(f, modelName, options)
                  : family == "vit" ? vit(f, modelName, options)
                                    : encoder(f, modelName, family, task, options);
    model.notes = std::move(notes);
    return model;
}

} // namespace tilescope
