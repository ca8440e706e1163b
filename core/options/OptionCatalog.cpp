#include "options/OptionCatalog.h"

#include "common/Error.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <sstream>

namespace tilescope {
namespace {

[[noreturn]] void refuse(const std::string& option, const std::string& message)
{
    throw Error(ErrorCode::InvalidOption, message, {}, option);
}

std::string formatReal(double value)
{
    std::ostringstream out;
    out << value;
    return out.str();
}

std::string formatNumber(double value)
{
    return value == std::floor(value) && std::abs(value) < 1e15 ? std::to_string(std::int64_t(value))
                                                                : formatReal(value);
}

std::vector<std::string> splitList(const std::string& text)
{
    std::vector<std::string> items;
    std::string item;
    std::istringstream in(text);
    while (std::getline(in, item, ','))
        if (!item.empty())
            items.push_back(item);
    return items;
}

std::string joinList(const std::vector<std::string>& items)
{
    std::string text;
    for (const auto& item : items)
        text += (text.empty() ? "" : ",") + item;
    return text;
}

std::int64_t parseInteger(const std::string& option, const std::string& text)
{
    std::int64_t value = 0;
    const auto* end = text.data() + text.size();
    const auto [last, error] = std::from_chars(text.data(), end, value);
    if (text.empty() || error != std::errc() || last != end)
        refuse(option, "expected a whole number, got '" + text + "'");
    return value;
}

double parseReal(const std::string& option, const std::string& text)
{
    try {
        std::size_t used = 0;
        const double value = std::stod(text, &used);
        if (used == text.size() && std::isfinite(value))
            return value;
    } catch (const std::exception&) {
    }
    refuse(option, "expected a number, got '" + text + "'");
}

// "IPU1=0.4" or "1=0.4".
std::pair<std::uint32_t, double> parseIpuAmp(const std::string& text)
{
    const auto equals = text.find('=');
    auto ipuText = text.substr(0, equals);
    if (ipuText.rfind("IPU", 0) == 0)
        ipuText = ipuText.substr(3);
    try {
        if (equals == std::string::npos)
            throw std::invalid_argument("no '='");
        const auto ipu = parseInteger("amp-ipu", ipuText);
        if (ipu < 0 || ipu > 1023)
            throw std::invalid_argument("bad IPU");
        return {std::uint32_t(ipu), parseReal("amp-ipu", text.substr(equals + 1))};
    } catch (const std::exception&) {
        refuse("amp-ipu", "expected IPU<n>=<proportion>, such as IPU1=0.4, got '" + text + "'");
    }
}

// "sequence=128".
std::pair<std::string, std::int64_t> parseDimension(const std::string& text)
{
    const auto equals = text.find('=');
    try {
        if (equals == std::string::npos || equals == 0)
            throw std::invalid_argument("no name");
        const auto value = parseInteger("dim", text.substr(equals + 1));
        if (value < 1)
            throw std::invalid_argument("bad value");
        return {text.substr(0, equals), value};
    } catch (const std::exception&) {
        refuse("dim", "expected NAME=N with N at least 1, such as sequence=128, got '" + text + "'");
    }
}

std::uint32_t u32(const std::string& text) { return std::uint32_t(std::stoll(text)); }
std::string flagText(bool on) { return on ? "true" : "false"; }

OptionDefinition integer(std::string name, OptionGroup group, std::string help, double minimum, double maximum,
                         std::function<void(SimulationInput&, const std::string&)> assign,
                         std::function<std::string(const SimulationInput&)> read)
{
    OptionDefinition d;
    d.name = std::move(name);
    d.group = group;
    d.kind = OptionKind::Integer;
    d.help = std::move(help);
    d.minimum = minimum;
    d.maximum = maximum;
    d.assign = std::move(assign);
    d.read = std::move(read);
    return d;
}

OptionDefinition withKind(OptionDefinition d, OptionKind kind)
{
    d.kind = kind;
    return d;
}

OptionDefinition choice(std::string name, OptionGroup group, std::string help, std::vector<std::string> choices,
                        std::function<void(SimulationInput&, const std::string&)> assign,
                        std::function<std::string(const SimulationInput&)> read)
{
    auto d = withKind(integer(std::move(name), group, std::move(help), 0, 0, std::move(assign), std::move(read)),
                      OptionKind::Choice);
    d.choices = std::move(choices);
    return d;
}

OptionDefinition flag(std::string name, OptionGroup group, std::string help,
                      std::function<void(SimulationInput&, bool)> assign,
                      std::function<bool(const SimulationInput&)> read)
{
    return withKind(integer(
                        std::move(name), group, std::move(help), 0, 0,
                        [assign](SimulationInput& in, const std::string& text) { assign(in, text == "true"); },
                        [read](const SimulationInput& in) { return flagText(read(in)); }),
                    OptionKind::Flag);
}

// optimum-graphcore's IPUConfig and its trainer's switches (options/IpuConfigInput.h). The Simulate
// panel opens the file with a button of its own, so these are the command line's.
void addIpuConfigOptions(std::vector<OptionDefinition>& c)
{
    using G = OptionGroup;
    using In = SimulationInput;
    const auto text = [](std::string name, std::string help, auto assign, auto read) {
        auto d = withKind(integer(std::move(name), G::Program, std::move(help), 0, 0, assign, read), OptionKind::Text);
        d.inPanel = false;
        return d;
    };
    c.push_back(text(
        "ipu-config", "An optimum-graphcore ipu_config.json the options start from (given options win)",
        [](In& in, const std::string& t) { in.ipuConfig.file = t; }, [](const In& in) { return in.ipuConfig.file; }));
    c.push_back(text("ipu-config-overrides",
                     "With --ipu-config: the trainer's --ipu_config_overrides, e.g. \"ipus_per_replica=8,"
                     "layers_per_ipu=[0 3 3 3 3 4 4 4]\"",
                     [](In& in, const std::string& t) { in.ipuConfig.overrides = t; },
                     [](const In& in) { return in.ipuConfig.overrides; }));
    auto nIpu = integer(
        "n-ipu", G::Program, "With --ipu-config: the trainer's --n_ipu, IPUs in all (replication from it)", 1, 64,
        [](In& in, const std::string& t) { in.ipuConfig.nIpu = t.empty() ? std::nullopt : std::optional(u32(t)); },
        [](const In& in) { return in.ipuConfig.nIpu ? std::to_string(*in.ipuConfig.nIpu) : std::string(); });
    nIpu.optional = true;
    nIpu.inPanel = false;
    c.push_back(nIpu);
    auto pod = choice("pod-type", G::Program,
                      "With --ipu-config in the older form: the entry of its pod-type dictionaries to read",
                      {"default", "pod4", "pod8", "pod16", "pod32", "pod64"},
                      [](In& in, const std::string& t) { in.ipuConfig.podType = t; },
                      [](const In& in) { return in.ipuConfig.podType; });
    pod.inPanel = false;
    c.push_back(pod);
    auto lamb = flag(
        "lamb", G::Program, "With --ipu-config --training: the trainer's LAMB in place of its AdamW",
        [](In& in, bool on) { in.ipuConfig.lamb = on; }, [](const In& in) { return in.ipuConfig.lamb; });
    lamb.inPanel = false;
    c.push_back(lamb);
    auto fp32 = flag(
        "fp32", G::Program, "With --ipu-config: the trainer's --fp32 (no model.half(), fp32 optimiser state)",
        [](In& in, bool on) { in.ipuConfig.fp32 = on; }, [](const In& in) { return in.ipuConfig.fp32; });
    fp32.inPanel = false;
    c.push_back(fp32);
}

// Ranges agree with CompileOptions::validate() and the model builders' own checks, which stay the
// authority for what depends on other options (IO tiles against the target's tiles).
std::vector<OptionDefinition> makeCatalog()
{
    using G = OptionGroup;
    using In = SimulationInput;
    std::vector<OptionDefinition> c;

    // Model: the generators' knobs and ONNX's dimensions.
    c.push_back(integer("image-size", G::Model, "ResNet: input height and width", 32, 1024,
                        [](In& in, const std::string& t) { in.builtin.imageSize = std::stoll(t); },
                        [](const In& in) { return std::to_string(in.builtin.imageSize); }));
    auto classes = integer(
        "classes", G::Model, "Classifier outputs (default 1000 ResNet, 10 MNIST/MLP)", 1, 16777216,
        [](In& in, const std::string& t) { in.builtin.classes = t.empty() ? std::nullopt : std::optional(std::stoll(t)); },
        [](const In& in) { return in.builtin.classes ? std::to_string(*in.builtin.classes) : std::string(); });
    classes.optional = true;
    c.push_back(classes);
    c.push_back(integer("sequence-length", G::Model,
                        "BERT, RoBERTa, GPT-2: tokens per sample (up to the model's position table)", 1, 65536,
                        [](In& in, const std::string& t) { in.builtin.sequenceLength = std::stoll(t); },
                        [](const In& in) { return std::to_string(in.builtin.sequenceLength); }));
    auto layers = integer(
        "layers", G::Model, "BERT: encoder layers (default 12 base, 24 large)", 1, 256,
        [](In& in, const std::string& t) { in.builtin.layers = t.empty() ? std::nullopt : std::optional(std::stoll(t)); },
        [](const In& in) { return in.builtin.layers ? std::to_string(*in.builtin.layers) : std::string(); });
    layers.optional = true;
    c.push_back(layers);
    c.push_back(integer("vocabulary-size", G::Model, "BERT: vocabulary size", 2, 16777216,
                        [](In& in, const std::string& t) { in.builtin.vocabularySize = std::stoll(t); },
                        [](const In& in) { return std::to_string(in.builtin.vocabularySize); }));
    auto maskTokens = integer(
        "mask-tokens", G::Model,
        "BERT pre-training: positions per sequence the masked-LM head decodes, gathered by a one-hot matmul as "
        "Graphcore's BERT does (default: every position)",
        1, 512,
        [](In& in, const std::string& t) {
            in.builtin.maskTokens = t.empty() ? std::nullopt : std::optional(std::stoll(t));
        },
        [](const In& in) { return in.builtin.maskTokens ? std::to_string(*in.builtin.maskTokens) : std::string(); });
    maskTokens.optional = true;
    c.push_back(maskTokens);
    c.push_back(integer("embedding-serialization-factor", G::Model,
                        "BERT: the word embedding and its tied decoder as this many slices of the vocabulary, one "
                        "after another (optimum-graphcore's embedding_serialization_factor)",
                        1, 1024,
                        [](In& in, const std::string& t) { in.builtin.embeddingSerializationFactor = std::stoll(t); },
                        [](const In& in) { return std::to_string(in.builtin.embeddingSerializationFactor); }));
    auto task = choice("task", G::Model,
                       "A Hugging Face config.json: pretraining, masked-lm, question-answering, "
                       "sequence-classification (BERT, RoBERTa), causal-lm (GPT-2), image-classification (ViT); "
                       "default: its architectures",
                       {"pretraining", "masked-lm", "question-answering", "sequence-classification", "causal-lm",
                        "image-classification"},
                       [](In& in, const std::string& t) { in.builtin.task = t; },
                       [](const In& in) { return in.builtin.task; });
    task.optional = true;
    task.inPanel = false;
    c.push_back(task);
    c.push_back(flag(
        "no-loss", G::Model, "Leave out the training loss and its label inputs",
        [](In& in, bool on) { in.builtin.withLoss = !on; }, [](const In& in) { return !in.builtin.withLoss; }));
    c.push_back(withKind(
        integer(
            "dim", G::Model, "ONNX: the value of a symbolic input dimension other than the batch, e.g. sequence=128",
            0, 0,
            [](In& in, const std::string& t) {
                in.dimensions.clear();
                for (const auto& item : splitList(t))
                    in.dimensions.insert(parseDimension(item));
            },
            [](const In& in) {
                std::vector<std::string> items;
                for (const auto& [name, value] : in.dimensions)
                    items.push_back(name + "=" + std::to_string(value));
                return joinList(items);
            }),
        OptionKind::List));

    // Program: what is computed, and in which precision.
    c.push_back(integer("batch-size", G::Program, "Samples per batch per replica", 1, 65536,
                        [](In& in, const std::string& t) { in.options.batchSize = u32(t); },
                        [](const In& in) { return std::to_string(in.options.batchSize); }));
    c.push_back(choice("precision", G::Program, "16.16, 16.32 or 32.32", {"16.16", "16.32", "32.32"},
                       [](In& in, const std::string& t) { in.options.precision = Precision::parse(t); },
                       [](const In& in) { return in.options.precision.name(); }));
    c.push_back(choice("partials-type", G::Program, "half or float", {"float", "half"},
                       [](In& in, const std::string& t) { in.options.halfPartials = t == "half"; },
                       [](const In& in) { return std::string(in.options.halfPartials ? "half" : "float"); }));
    c.push_back(flag(
        "training", G::Program, "Compile the training step (backward pass and weight update)",
        [](In& in, bool on) { in.options.training = on; }, [](const In& in) { return in.options.training; }));
    auto inference = flag(
        "inference", G::Program, "Compile inference only (the default)",
        [](In& in, bool on) { in.options.training = in.options.training && !on; }, [](const In&) { return false; });
    inference.inPanel = false;
    c.push_back(inference);
    c.push_back(choice("optimiser", G::Program,
                       "Training: sgd, sgd-momentum (PopTorch's separate accumulator and velocity), sgd-combined "
                       "(use_combined_accum: one buffer per weight), adam or lamb",
                       {"sgd", "sgd-momentum", "sgd-combined", "adam", "lamb"},
                       [](In& in, const std::string& t) { in.options.optimiser = parseOptimiser(t); },
                       [](const In& in) { return optimiserName(in.options.optimiser); }));
    c.push_back(choice("accumulator-type", G::Program,
                       "Training: the gradient accumulators' type (accum_type); auto: float for sgd-momentum "
                       "(PopTorch's default), the weights' type for adam and lamb (Graphcore's BERT, optimum) and sgd",
                       {"auto", "float", "half"},
                       [](In& in, const std::string& t) { in.options.accumulatorType = parseAccumulatorType(t); },
                       [](const In& in) { return accumulatorTypeName(in.options.accumulatorType); }));
    c.push_back(flag(
        "half-first-order-momentum", G::Program,
        "Training with adam or lamb: keep the first moment in fp16 (first_order_momentum_accum_type, Graphcore "
        "BERT's enable_half_first_order_momentum)",
        [](In& in, bool on) { in.options.halfFirstOrderMomentum = on; },
        [](const In& in) { return in.options.halfFirstOrderMomentum; }));
    auto lossScaling = withKind(integer("loss-scaling", G::Program, "Training: the loss scaling factor (recorded)", 0,
                                        1e30, [](In& in, const std::string& t) { in.options.lossScaling = std::stod(t); },
                                        [](const In& in) { return formatReal(in.options.lossScaling); }),
                                OptionKind::Real);
    lossScaling.minimumExclusive = true;
    c.push_back(lossScaling);

    // Memory: what the planner may use.
    auto amp = withKind(
        integer("available-memory-proportion", G::Memory,
                "Temporary memory a convolution or matmul may plan for, as a proportion of tile memory", 0, 1,
                [](In& in, const std::string& t) { in.options.availableMemoryProportion = std::stod(t); },
                [](const In& in) { return formatReal(in.options.availableMemoryProportion); }),
        OptionKind::Real);
    amp.alias = "amp";
    amp.minimumExclusive = true;
    c.push_back(amp);
    c.push_back(withKind(integer(
                             "amp-ipu", G::Memory, "Per-IPU proportion, e.g. IPU1=0.4", 0, 0,
                             [](In& in, const std::string& t) {
                                 in.options.availableMemoryProportionPerIpu.clear();
                                 for (const auto& item : splitList(t)) {
                                     const auto [ipu, value] = parseIpuAmp(item);
                                     in.options.availableMemoryProportionPerIpu[ipu] = value;
                                 }
                             },
                             [](const In& in) {
                                 std::vector<std::string> items;
                                 for (const auto& [ipu, value] : in.options.availableMemoryProportionPerIpu)
                                     items.push_back("IPU" + std::to_string(ipu) + "=" + formatReal(value));
                                 return joinList(items);
                             }),
                         OptionKind::List));

    // Execution: how the program runs over IPUs and replicas, and its host I/O.
    c.push_back(integer("ipus", G::Execution, "IPUs per replica", 1, 64,
                        [](In& in, const std::string& t) { in.options.ipus = u32(t); },
                        [](const In& in) { return std::to_string(in.options.ipus); }));
    c.push_back(withKind(integer(
                             "pipeline-split", G::Execution,
                             "With --ipus N: the first block of each stage after the first, as PopTorch's "
                             "BeginBlock (B1,B2,...); B@IPU starts that stage on the named IPU",
                             0, 0, [](In& in, const std::string& t) { in.options.pipelineSplit = splitList(t); },
                             [](const In& in) { return joinList(in.options.pipelineSplit); }),
                         OptionKind::List));
    c.push_back(withKind(
        integer(
            "layers-per-ipu", G::Execution,
            "With --ipus N: the model's layers on each IPU as optimum-graphcore's layers_per_ipu (-1: a share of "
            "the rest), the embeddings and heads placed as its parallelize() places them",
            0, 0,
            [](In& in, const std::string& t) {
                in.options.layersPerIpu.clear();
                for (const auto& item : splitList(t)) {
                    const auto count = parseInteger("layers-per-ipu", item);
                    if (count < -1 || count > 1'000'000)
                        refuse("layers-per-ipu", "each count must be between -1 and 1000000, got " + item);
                    in.options.layersPerIpu.push_back(int(count));
                }
            },
            [](const In& in) {
                std::vector<std::string> items;
                for (const int count : in.options.layersPerIpu)
                    items.push_back(std::to_string(count));
                return joinList(items);
            }),
        OptionKind::List));
    c.push_back(choice("pipeline", G::Execution,
                       "How stages on several IPUs run: grouped (the default with several stages), interleaved or "
                       "sharded",
                       {"auto", "grouped", "interleaved", "sharded"},
                       [](In& in, const std::string& t) { in.options.pipeline = parsePipelineSchedule(t); },
                       [](const In& in) { return pipelineScheduleName(in.options.pipeline); }));
    c.push_back(integer("gradient-accumulation", G::Execution,
                        "Training: micro-batches whose gradients are summed before each weight update", 1, 1'000'000,
                        [](In& in, const std::string& t) { in.options.gradientAccumulation = u32(t); },
                        [](const In& in) { return std::to_string(in.options.gradientAccumulation); }));
    c.push_back(integer("device-iterations", G::Execution, "Loops of the program per call from the host", 1,
                        1'000'000, [](In& in, const std::string& t) { in.options.deviceIterations = u32(t); },
                        [](const In& in) { return std::to_string(in.options.deviceIterations); }));
    c.push_back(choice("recompute", G::Execution,
                       "Training: auto (pipeline on several IPUs, as PopTorch; between the checkpoints asked for "
                       "on one), none, standard (checkpoints where few activations are live), all (recompute "
                       "everything between stage starts and checkpoints) or pipeline (each stage from its stash)",
                       {"auto", "none", "standard", "all", "pipeline"},
                       [](In& in, const std::string& t) { in.options.recompute = parseRecompute(t); },
                       [](const In& in) { return recomputeName(in.options.recompute); }));
    c.push_back(flag(
        "recompute-checkpoint-every-layer", G::Execution,
        "Training: a recomputation checkpoint at the output of every block (a BERT encoder layer, a ResNet "
        "bottleneck), as optimum's recompute_checkpoint_every_layer",
        [](In& in, bool on) { in.options.recomputeCheckpointEveryLayer = on; },
        [](const In& in) { return in.options.recomputeCheckpointEveryLayer; }));
    c.push_back(withKind(integer(
                             "recompute-checkpoint", G::Execution,
                             "Training: recomputation checkpoints at the outputs of these blocks (B1,B2,...), as "
                             "poptorch.recomputationCheckpoint",
                             0, 0, [](In& in, const std::string& t) { in.options.recomputeCheckpoints = splitList(t); },
                             [](const In& in) { return joinList(in.options.recomputeCheckpoints); }),
                         OptionKind::List));
    c.push_back(integer("replicas", G::Execution, "Replicas of the graph", 1, 1024,
                        [](In& in, const std::string& t) { in.options.replicas = u32(t); },
                        [](const In& in) { return std::to_string(in.options.replicas); }));
    c.push_back(flag(
        "replicated-tensor-sharding", G::Execution,
        "Training with --replicas 2+: split the optimiser state over the replicas",
        [](In& in, bool on) { in.options.replicatedTensorSharding = on; },
        [](const In& in) { return in.options.replicatedTensorSharding; }));
    c.push_back(flag(
        "offload-optimiser-state", G::Execution,
        "Training: keep the optimiser state in streaming memory, streamed in and out around the weight update",
        [](In& in, bool on) { in.options.offloadOptimiserState = on; },
        [](const In& in) { return in.options.offloadOptimiserState; }));
    c.push_back(flag(
        "no-outlining", G::Execution, "Do not share code between identical operations",
        [](In& in, bool on) { in.options.outlining = !on; }, [](const In& in) { return !in.options.outlining; }));
    c.push_back(flag(
        "conv-dithering", G::Program,
        "Start each convolution and matmul at a tile hashed from its shape (PopLibs' enableConvDithering; off "
        "by default, as in PopLibs)",
        [](In& in, bool on) { in.options.convDithering = on; }, [](const In& in) { return in.options.convDithering; }));
    c.push_back(integer("io-tiles", G::Execution,
                        "Tiles per IPU set aside for host streams, so that stream copies overlap compute", 0, 1471,
                        [](In& in, const std::string& t) { in.options.ioTiles = u32(t); },
                        [](const In& in) { return std::to_string(in.options.ioTiles); }));
    c.push_back(flag(
        "eight-bit-io", G::Execution, "Stream inputs as uint8 and cast them on the IPU",
        [](In& in, bool on) { in.options.eightBitIo = on; }, [](const In& in) { return in.options.eightBitIo; }));
    auto hostBandwidth = withKind(
        integer(
            "host-bandwidth", G::Execution, "Host link bandwidth in GB/s (default: the target's)", 0, 1e6,
            [](In& in, const std::string& t) {
                in.options.hostBandwidthGBps = t.empty() ? std::nullopt : std::optional(std::stod(t));
            },
            [](const In& in) {
                return in.options.hostBandwidthGBps ? formatReal(*in.options.hostBandwidthGBps) : std::string();
            }),
        OptionKind::Real);
    hostBandwidth.minimumExclusive = true;
    hostBandwidth.optional = true;
    c.push_back(hostBandwidth);
    c.push_back(integer("prefetch-depth", G::Execution, "Input buffers per stream", 1, 64,
                        [](In& in, const std::string& t) { in.options.prefetchDepth = u32(t); },
                        [](const In& in) { return std::to_string(in.options.prefetchDepth); }));

    addIpuConfigOptions(c);

    // Target.
    c.push_back(choice("target", G::Target, "mk2, mk1 or bow", {"mk2", "mk1", "bow"},
                       [](In& in, const std::string& t) { in.options.arch = parseArch(t); },
                       [](const In& in) { return std::string(archName(in.options.arch)); }));
    return c;
}

// Checks `text` against the option's kind, range and choices, naming the option.
void checkText(const OptionDefinition& d, const std::string& text)
{
    if (d.optional && text.empty())
        return;
    switch (d.kind) {
    case OptionKind::Integer:
    case OptionKind::Real: {
        const double value = d.kind == OptionKind::Integer ? double(parseInteger(d.name, text)) : parseReal(d.name, text);
        const bool low = d.minimumExclusive ? !(value > d.minimum) : value < d.minimum;
        if (low || value > d.maximum)
            refuse(d.name, "--" + d.name + " must be " +
                               (d.minimumExclusive ? "greater than " + formatNumber(d.minimum) + " and at most "
                                                   : "between " + formatNumber(d.minimum) + " and ") +
                               formatNumber(d.maximum) + ", got " + text);
        return;
    }
    case OptionKind::Choice:
        if (std::find(d.choices.begin(), d.choices.end(), text) == d.choices.end()) {
            std::string expected;
            for (std::size_t i = 0; i < d.choices.size(); ++i)
                expected += (i == 0 ? "" : i + 1 == d.choices.size() ? " or " : ", ") + d.choices[i];
            refuse(d.name, "unknown --" + d.name + " '" + text + "' (expected " + expected + ")");
        }
        return;
    case OptionKind::Flag:
        if (text != "true" && text != "false")
            refuse(d.name, "--" + d.name + " is a flag: true or false, got '" + text + "'");
        return;
    case OptionKind::List:
    case OptionKind::Text:
        return; // each item is checked as it is assigned; text is what it is
    }
}

} // namespace

BuiltinOptions SimulationInput::builtinForCompile() const
{
    BuiltinOptions result = builtin;
    result.withLoss = builtin.withLoss && options.training;
    return result;
}

const std::vector<OptionDefinition>& optionCatalog()
{
    static const std::vector<OptionDefinition> catalog = makeCatalog();
    return catalog;
}

const OptionDefinition* findOption(std::string_view nameOrAlias)
{
    for (const auto& d : optionCatalog())
        if (d.name == nameOrAlias || (!d.alias.empty() && d.alias == nameOrAlias))
            return &d;
    return nullptr;
}

std::string_view optionGroupName(OptionGroup group)
{
    switch (group) {
    case OptionGroup::Model: return "model";
    case OptionGroup::Program: return "program";
    case OptionGroup::Memory: return "memory";
    case OptionGroup::Execution: return "execution";
    case OptionGroup::Target: return "target";
    }
    return "program";
}

void setOption(SimulationInput& input, const std::string& name, const std::string& text)
{
    const OptionDefinition* d = findOption(name);
    if (!d)
        refuse(name, "there is no option --" + name);
    checkText(*d, text);
    d->assign(input, text);
}

std::string optionText(const SimulationInput& input, const std::string& name)
{
    const OptionDefinition* d = findOption(name);
    if (!d)
        refuse(name, "there is no option --" + name);
    return d->read(input);
}

std::string defaultOptionText(const OptionDefinition& option)
{
    return option.read(SimulationInput{});
}

void validateInput(const SimulationInput& input)
{
    // The model options are checked against the catalog's ranges, as the command line would.
    for (const auto& d : optionCatalog())
        if (d.group == OptionGroup::Model && d.kind == OptionKind::Integer)
            checkText(d, d.read(input));
    checkModelOptions(input.model, input.builtin);
    input.options.validate();
}

} // namespace tilescope
