#include "models/OptionWords.h"

#include "models/QtText.h"

#include <QLocale>

#include <map>

namespace tilescope::gui {
namespace {

struct Words {
    const char* label;
    const char* help;
};

// QT_TRANSLATE_NOOP marks them for lupdate; OptionWords::tr translates them where they are shown.
const std::map<std::string, Words>& words()
{
    static const std::map<std::string, Words> table{
        {"image-size", {QT_TRANSLATE_NOOP("OptionWords", "Image size"),
                        QT_TRANSLATE_NOOP("OptionWords", "ResNet models: the input's height and width in pixels.")}},
        {"classes", {QT_TRANSLATE_NOOP("OptionWords", "Classes"),
                     QT_TRANSLATE_NOOP("OptionWords", "Outputs of the classifier (the model's own by default).")}},
        {"sequence-length", {QT_TRANSLATE_NOOP("OptionWords", "Sequence length"),
                             QT_TRANSLATE_NOOP("OptionWords", "BERT: tokens per sample.")}},
        {"layers", {QT_TRANSLATE_NOOP("OptionWords", "Layers"),
                    QT_TRANSLATE_NOOP("OptionWords", "BERT: encoder layers (12 for base, 24 for large by default).")}},
        {"vocabulary-size", {QT_TRANSLATE_NOOP("OptionWords", "Vocabulary size"),
                             QT_TRANSLATE_NOOP("OptionWords", "BERT: words in the embedding table.")}},
        {"mask-tokens", {QT_TRANSLATE_NOOP("OptionWords", "Masked tokens"),
                         QT_TRANSLATE_NOOP("OptionWords",
                                           "BERT pre-training: the positions per sequence the masked-LM head "
                                           "decodes, gathered as Graphcore's BERT gathers them (every position "
                                           "when empty).")}},
        {"embedding-serialization-factor",
         {QT_TRANSLATE_NOOP("OptionWords", "Embedding serialisation factor"),
          QT_TRANSLATE_NOOP("OptionWords",
                            "BERT: the word embedding and its tied decoder as this many slices of the vocabulary, "
                            "one after another: less temporary memory, more cycles.")}},
        {"no-loss", {QT_TRANSLATE_NOOP("OptionWords", "No loss"),
                     QT_TRANSLATE_NOOP("OptionWords", "Leave out the training loss and its label inputs.")}},
        {"dim", {QT_TRANSLATE_NOOP("OptionWords", "ONNX dimensions"),
                 QT_TRANSLATE_NOOP("OptionWords",
                                   "ONNX models: values of symbolic input dimensions other than the batch, "
                                   "such as sequence=128 (comma-separated).")}},
        {"task", {QT_TRANSLATE_NOOP("OptionWords", "Task"),
                  QT_TRANSLATE_NOOP("OptionWords",
                                    "A Hugging Face config.json: the head to build (pretraining, masked-lm, "
                                    "question-answering, sequence-classification, causal-lm, image-classification); "
                                    "by default the one its architectures name.")}},
        {"ipu-config", {QT_TRANSLATE_NOOP("OptionWords", "IPU config"),
                        QT_TRANSLATE_NOOP("OptionWords",
                                          "An optimum-graphcore ipu_config.json the options start from; what is "
                                          "changed here wins over the file.")}},
        {"ipu-config-overrides",
         {QT_TRANSLATE_NOOP("OptionWords", "IPU config overrides"),
          QT_TRANSLATE_NOOP("OptionWords", "The trainer's --ipu_config_overrides, such as ipus_per_replica=8.")}},
        {"n-ipu", {QT_TRANSLATE_NOOP("OptionWords", "IPUs in all"),
                   QT_TRANSLATE_NOOP("OptionWords", "The trainer's --n_ipu: the replicas follow from it.")}},
        {"pod-type", {QT_TRANSLATE_NOOP("OptionWords", "Pod type"),
                      QT_TRANSLATE_NOOP("OptionWords",
                                        "An IPU config in the older form: which entry of its pod-type dictionaries "
                                        "to read.")}},
        {"lamb", {QT_TRANSLATE_NOOP("OptionWords", "LAMB"),
                  QT_TRANSLATE_NOOP("OptionWords", "The trainer's --lamb: LAMB in place of AdamW.")}},
        {"fp32", {QT_TRANSLATE_NOOP("OptionWords", "fp32"),
                  QT_TRANSLATE_NOOP("OptionWords", "The trainer's --fp32: the model and optimiser state in fp32.")}},
        {"batch-size", {QT_TRANSLATE_NOOP("OptionWords", "Batch size"),
                        QT_TRANSLATE_NOOP("OptionWords", "Samples per batch on each replica (the micro-batch).")}},
        {"precision", {QT_TRANSLATE_NOOP("OptionWords", "Precision"),
                       QT_TRANSLATE_NOOP("OptionWords",
                                         "16.16: fp16 compute and weights; 16.32: fp16 compute with fp32 master "
                                         "weights; 32.32: fp32.")}},
        {"partials-type", {QT_TRANSLATE_NOOP("OptionWords", "Partials type"),
                           QT_TRANSLATE_NOOP("OptionWords",
                                             "The type of convolution and matmul partial sums: half takes half the "
                                             "memory and runs the AMP units twice as fast.")}},
        {"training", {QT_TRANSLATE_NOOP("OptionWords", "Training"),
                      QT_TRANSLATE_NOOP("OptionWords",
                                        "Compile the training step: backward pass and weight update.")}},
        {"inference", {QT_TRANSLATE_NOOP("OptionWords", "Inference"),
                       QT_TRANSLATE_NOOP("OptionWords", "Compile inference only.")}},
        {"optimiser", {QT_TRANSLATE_NOOP("OptionWords", "Optimiser"),
                       QT_TRANSLATE_NOOP("OptionWords",
                                         "Training: the optimiser, which sets how much state each parameter keeps. "
                                         "sgd-combined is PopTorch's use_combined_accum: one buffer per weight "
                                         "serves as gradient accumulator and velocity.")}},
        {"accumulator-type",
         {QT_TRANSLATE_NOOP("OptionWords", "Accumulator type"),
          QT_TRANSLATE_NOOP("OptionWords",
                            "Training: the type of the gradient accumulators (PopTorch's accum_type). Auto: float "
                            "for SGD with momentum, PopTorch's default; the weights' type for Adam and LAMB, as in "
                            "Graphcore's BERT configurations, and for plain SGD.")}},
        {"half-first-order-momentum",
         {QT_TRANSLATE_NOOP("OptionWords", "Half first-order momentum"),
          QT_TRANSLATE_NOOP("OptionWords",
                            "Training with Adam or LAMB: keep the first moment in fp16, half its bytes.")}},
        {"loss-scaling", {QT_TRANSLATE_NOOP("OptionWords", "Loss scaling"),
                          QT_TRANSLATE_NOOP("OptionWords", "Training: the loss scaling factor (recorded).")}},
        {"available-memory-proportion",
         {QT_TRANSLATE_NOOP("OptionWords", "Available memory proportion"),
          QT_TRANSLATE_NOOP("OptionWords",
                            "The share of each tile's memory a convolution or matmul may plan to use for temporary "
                            "data (availableMemoryProportion).")}},
        {"amp-ipu", {QT_TRANSLATE_NOOP("OptionWords", "Proportion per IPU"),
                     QT_TRANSLATE_NOOP("OptionWords", "Another proportion on some IPUs, such as IPU1=0.4 "
                                                      "(comma-separated).")}},
        {"ipus", {QT_TRANSLATE_NOOP("OptionWords", "IPUs"),
                  QT_TRANSLATE_NOOP("OptionWords",
                                    "IPUs per replica: a model without placements is split into this many "
                                    "pipeline stages.")}},
        {"layers-per-ipu", {QT_TRANSLATE_NOOP("OptionWords", "Layers per IPU"),
                            QT_TRANSLATE_NOOP("OptionWords",
                                              "optimum-graphcore's layers_per_ipu: the model's layers on each IPU "
                                              "(-1: a share of the rest), comma-separated.")}},
        {"pipeline-split", {QT_TRANSLATE_NOOP("OptionWords", "Pipeline split"),
                            QT_TRANSLATE_NOOP("OptionWords",
                                              "The first block of each stage after the first, as PopTorch's "
                                              "BeginBlock (comma-separated); BLOCK@IPU starts that stage on "
                                              "the named IPU.")}},
        {"pipeline", {QT_TRANSLATE_NOOP("OptionWords", "Pipeline schedule"),
                      QT_TRANSLATE_NOOP("OptionWords",
                                        "How stages on several IPUs run: grouped, interleaved or sharded.")}},
        {"gradient-accumulation", {QT_TRANSLATE_NOOP("OptionWords", "Gradient accumulation"),
                                   QT_TRANSLATE_NOOP("OptionWords",
                                                     "Training: micro-batches whose gradients are summed before "
                                                     "each weight update.")}},
        {"device-iterations", {QT_TRANSLATE_NOOP("OptionWords", "Device iterations"),
                               QT_TRANSLATE_NOOP("OptionWords", "Loops of the program per call from the host.")}},
        {"recompute", {QT_TRANSLATE_NOOP("OptionWords", "Recomputation"),
                       QT_TRANSLATE_NOOP("OptionWords",
                                         "Training: recompute activations in the backward pass instead of "
                                         "stashing them. Auto recomputes each pipeline stage from its stash, as "
                                         "PopTorch does on several IPUs.")}},
        {"recompute-checkpoint-every-layer",
         {QT_TRANSLATE_NOOP("OptionWords", "Checkpoint every layer"),
          QT_TRANSLATE_NOOP("OptionWords",
                            "Training: keep each block's output (a BERT encoder layer, a ResNet bottleneck) and "
                            "recompute the rest of the block before its backward pass.")}},
        {"recompute-checkpoint",
         {QT_TRANSLATE_NOOP("OptionWords", "Recomputation checkpoints"),
          QT_TRANSLATE_NOOP("OptionWords",
                            "Training: keep the outputs of these blocks and recompute the rest "
                            "(comma-separated).")}},
        {"replicas", {QT_TRANSLATE_NOOP("OptionWords", "Replicas"),
                      QT_TRANSLATE_NOOP("OptionWords", "Copies of the program, each on its own IPUs.")}},
        {"replicated-tensor-sharding",
         {QT_TRANSLATE_NOOP("OptionWords", "Replicated tensor sharding"),
          QT_TRANSLATE_NOOP("OptionWords", "Training with 2 or more replicas: split the optimiser state over them.")}},
        {"offload-optimiser-state",
         {QT_TRANSLATE_NOOP("OptionWords", "Offload optimiser state"),
          QT_TRANSLATE_NOOP("OptionWords",
                            "Training: keep the optimiser state in streaming memory, streamed in and out around "
                            "the weight update.")}},
        {"no-outlining", {QT_TRANSLATE_NOOP("OptionWords", "No outlining"),
                          QT_TRANSLATE_NOOP("OptionWords", "Do not share code between identical operations.")}},
        {"conv-dithering", {QT_TRANSLATE_NOOP("OptionWords", "Convolution dithering"),
                            QT_TRANSLATE_NOOP("OptionWords",
                                              "Start each convolution and matmul at a tile hashed from its shape "
                                              "(PopLibs' enableConvDithering), instead of at tile 0.")}},
        {"io-tiles", {QT_TRANSLATE_NOOP("OptionWords", "IO tiles"),
                      QT_TRANSLATE_NOOP("OptionWords",
                                        "Tiles per IPU set aside for host streams, so that stream copies overlap "
                                        "compute.")}},
        {"eight-bit-io", {QT_TRANSLATE_NOOP("OptionWords", "8-bit IO"),
                          QT_TRANSLATE_NOOP("OptionWords", "Stream inputs as uint8 and cast them on the IPU.")}},
        {"host-bandwidth", {QT_TRANSLATE_NOOP("OptionWords", "Host bandwidth (GB/s)"),
                            QT_TRANSLATE_NOOP("OptionWords", "The host link's bandwidth (the target's by default).")}},
        {"prefetch-depth", {QT_TRANSLATE_NOOP("OptionWords", "Prefetch depth"),
                            QT_TRANSLATE_NOOP("OptionWords", "Input buffers per host stream.")}},
        {"target", {QT_TRANSLATE_NOOP("OptionWords", "IPU"),
                    QT_TRANSLATE_NOOP("OptionWords", "The IPU: mk2 (GC200, the default), mk1 (GC2) or bow.")}},
    };
    return table;
}

QString number(double value)
{
    return QLocale().toString(value, 'g', 12);
}

} // namespace

QString OptionWords::label(const std::string& name)
{
    const auto it = words().find(name);
    return it == words().end() ? qtText(name) : tr(it->second.label);
}

QString OptionWords::help(const OptionDefinition& option)
{
    const auto it = words().find(option.name);
    return it == words().end() ? qtText(option.help) : tr(it->second.help);
}

QString OptionWords::toolTip(const OptionDefinition& option)
{
    QString tip = help(option) + QStringLiteral("\n\n--") + qtText(option.name);
    if (option.kind == OptionKind::Integer || option.kind == OptionKind::Real)
        tip += QLatin1Char(' ') + (option.minimumExclusive ? tr("(above %1, at most %2)") : tr("(%1 to %2)"))
                                      .arg(number(option.minimum), number(option.maximum));
    const QString defaultText = qtText(defaultOptionText(option));
    if (!defaultText.isEmpty() && option.kind != OptionKind::Flag)
        tip += QLatin1Char('\n') + tr("Default: %1").arg(defaultText);
    return tip;
}

QString OptionWords::groupTitle(OptionGroup group)
{
    switch (group) {
    case OptionGroup::Model: return tr("Model");
    case OptionGroup::Program: return tr("Program");
    case OptionGroup::Memory: return tr("Memory");
    case OptionGroup::Execution: return tr("Execution");
    case OptionGroup::Target: return tr("Target");
    }
    return {};
}

QString OptionWords::defaultWord(const OptionDefinition& option)
{
    return option.group == OptionGroup::Model ? tr("model's own") : tr("target's");
}

bool OptionWords::knows(const std::string& name)
{
    return words().count(name) > 0;
}

} // namespace tilescope::gui
