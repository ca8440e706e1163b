#include "options/CompileOptions.h"

#include "common/Error.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

#include <sstream>

namespace tilescope {
namespace {

[[noreturn]] void invalidOption(const std::string& option, const std::string& message)
{
    throw Error(ErrorCode::InvalidOption, message, {}, option);
}

void checkAmp(double amp, const std::string& option)
{
    if (!(amp > 0.0 && amp <= 1.0))
        invalidOption(option, "availableMemoryProportion must be greater than 0 and at most 1, got " +
                                  std::to_string(amp));
}

bool parseBoolText(const nlohmann::json& value, const std::string& key)
{
    if (value.is_boolean())
        return value.get<bool>();
    if (value.is_string()) {
        const auto text = value.get<std::string>();
        if (text == "true")
            return true;
        if (text == "false")
            return false;
    }
    invalidOption("POPLAR_ENGINE_OPTIONS/" + key, "expected \"true\" or \"false\", got " + value.dump());
}

std::string formatReal(double value)
{
    std::ostringstream out;
    out << value;
    return out.str();
}

} // namespace

std::string optimiserName(Optimiser optimiser)
{
    switch (optimiser) {
    case Optimiser::Sgd: return "sgd";
    case Optimiser::SgdMomentum: return "sgd-momentum";
    case Optimiser::SgdCombined: return "sgd-combined";
    case Optimiser::Adam: return "adam";
    case Optimiser::Lamb: return "lamb";
    }
    return "sgd";
}

Optimiser parseOptimiser(const std::string& name)
{
    for (auto optimiser :
         {Optimiser::Sgd, Optimiser::SgdMomentum, Optimiser::SgdCombined, Optimiser::Adam, Optimiser::Lamb})
        if (optimiserName(optimiser) == name)
            return optimiser;
    invalidOption("optimiser",
                  "unknown optimiser '" + name + "' (expected sgd, sgd-momentum, sgd-combined, adam or lamb)");
}

bool hasFirstMoment(Optimiser optimiser)
{
    return optimiser == Optimiser::Adam || optimiser == Optimiser::Lamb;
}

std::string accumulatorTypeName(AccumulatorType type)
{
    switch (type) {
    case AccumulatorType::Auto: return "auto";
    case AccumulatorType::Float: return "float";
    case AccumulatorType::Half: return "half";
    }
    return "auto";
}

AccumulatorType parseAccumulatorType(const std::string& name)
{
    for (auto type : {AccumulatorType::Auto, AccumulatorType::Float, AccumulatorType::Half})
        if (accumulatorTypeName(type) == name)
            return type;
    invalidOption("accumulator-type", "unknown accumulator type '" + name + "' (expected auto, float or half)");
}

std::string pipelineScheduleName(PipelineSchedule schedule)
{
    switch (schedule) {
    case PipelineSchedule::Auto: return "auto";
    case PipelineSchedule::Grouped: return "grouped";
    case PipelineSchedule::Interleaved: return "interleaved";
    case PipelineSchedule::Sharded: return "sharded";
    }
    return "auto";
}

PipelineSchedule parsePipelineSchedule(const std::string& name)
{
    for (auto schedule : {PipelineSchedule::Grouped, PipelineSchedule::Interleaved, PipelineSchedule::Sharded,
                          PipelineSchedule::Auto})
        if (pipelineScheduleName(schedule) == name)
            return schedule;
    invalidOption("pipeline", "unknown pipeline schedule '" + name + "' (expected grouped, interleaved or sharded)");
}

PipelineSchedule effectivePipeline(PipelineSchedule asked, std::uint32_t stages)
{
    if (stages <= 1)
        return PipelineSchedule::Auto;
    return asked == PipelineSchedule::Auto ? PipelineSchedule::Grouped : asked;
}

std::string recomputeName(Recompute recompute)
{
    switch (recompute) {
    case Recompute::None: return "none";
    case Recompute::Standard: return "standard";
    case Recompute::All: return "all";
    case Recompute::Pipeline: return "pipeline";
    case Recompute::Auto: return "auto";
    }
    return "none";
}

Recompute parseRecompute(const std::string& name)
{
    for (auto recompute : {Recompute::None, Recompute::Standard, Recompute::All, Recompute::Pipeline, Recompute::Auto})
        if (recomputeName(recompute) == name)
            return recompute;
    invalidOption("recompute",
                  "unknown recomputation '" + name + "' (expected none, standard, all, pipeline or auto)");
}

SplitPoint parseSplitPoint(const std::string& entry)
{
    const auto at = entry.find('@');
    if (at == std::string::npos)
        return {entry, std::nullopt};
    const auto block = entry.substr(0, at);
    const auto digits = entry.substr(at + 1);
    const bool number = !digits.empty() && digits.size() <= 4 &&
                        std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; });
    if (block.empty() || !number)
        invalidOption("pipeline-split", "'" + entry + "' is not BLOCK or BLOCK@IPU (such as cls.predictions@0)");
    return {block, std::uint32_t(std::stoul(digits))};
}

Recompute effectiveRecompute(Recompute asked, bool training, std::uint32_t stages, PipelineSchedule schedule,
                             bool checkpoints)
{
    if (!training)
        return Recompute::None;
    const auto runs = effectivePipeline(schedule, stages);
    const bool pipelined = runs == PipelineSchedule::Grouped || runs == PipelineSchedule::Interleaved;
    if (asked != Recompute::Auto)
        return asked == Recompute::Pipeline && !pipelined ? Recompute::All : asked;
    // [R, poptorch popart_compiler Compiler.cpp]: PopTorch sets autoRecomputation = Pipeline for
    // pipelined execution on more than one IPU unless the user set it.
    if (pipelined)
        return Recompute::Pipeline;
    return checkpoints ? Recompute::All : Recompute::None;
}

Precision Precision::parse(const std::string& text)
{
    if (text == "16.16")
        return {true, true};
    if (text == "16.32")
        return {true, false};
    if (text == "32.32")
        return {false, false};
    invalidOption("precision", "unknown precision '" + text + "' (expected 16.16, 16.32 or 32.32)");
}

std::string Precision::name() const
{
    if (!halfActivations)
        return "32.32";
    return halfWeights ? "16.16" : "16.32";
}

EngineOptions EngineOptions::parse(const std::string& json)
{
    EngineOptions options;
    if (json.find_first_not_of(" \t\r\n") == std::string::npos)
        return options;
    nlohmann::json j;
    try {
        j = nlohmann::json::parse(json);
    } catch (const nlohmann::json::parse_error&) {
        invalidOption("POPLAR_ENGINE_OPTIONS", "not valid JSON: " + json);
    }
    if (!j.is_object())
        invalidOption("POPLAR_ENGINE_OPTIONS", "expected a JSON object such as {\"autoReport.all\":\"true\"}");
    for (const auto& [key, value] : j.items()) {
        if (key == "autoReport.all")
            options.autoReportAll = parseBoolText(value, key);
        else if (key == "autoReport.directory") {
            if (!value.is_string())
                invalidOption("POPLAR_ENGINE_OPTIONS/" + key, "expected a directory name");
            options.autoReportDirectory = value.get<std::string>();
        } else if (key == "debug.allowOutOfMemory")
            options.allowOutOfMemory = parseBoolText(value, key);
        else if (key == "autoReport.outputExecutionProfile")
            options.outputExecutionProfile = parseBoolText(value, key);
        // Other Poplar engine options do not change the simulation: accepted and ignored.
    }
    return options;
}

std::map<std::string, std::string> EngineOptions::asMap() const
{
    std::map<std::string, std::string> map;
    map["autoReport.all"] = autoReportAll ? "true" : "false";
    if (!autoReportDirectory.empty())
        map["autoReport.directory"] = autoReportDirectory;
    map["debug.allowOutOfMemory"] = reportsOutOfMemory() ? "true" : "false";
    map["autoReport.outputExecutionProfile"] = outputExecutionProfile ? "true" : "false";
    return map;
}

void CompileOptions::validate() const
{
    if (batchSize < 1 || batchSize > 65536)
        invalidOption("batch-size", "batch size must be between 1 and 65536, got " + std::to_string(batchSize));
    if (ipus < 1 || ipus > kMaxIpusPerReplica)
        invalidOption("ipus", "the number of IPUs must be between 1 and " + std::to_string(kMaxIpusPerReplica) +
                                  ", got " + std::to_string(ipus));
    if (replicas < 1 || replicas > 1024)
        invalidOption("replicas", "the number of replicas must be between 1 and 1024");
    checkAmp(availableMemoryProportion, "available-memory-proportion");
    for (const auto& [ipu, amp] : availableMemoryProportionPerIpu) {
        if (ipu >= ipus)
            invalidOption("amp-ipu", "IPU" + std::to_string(ipu) + " does not exist (" + std::to_string(ipus) +
                                         " IPUs)");
        checkAmp(amp, "amp-ipu");
    }
    if (gradientAccumulation < 1 || gradientAccumulation > 1'000'000)
        invalidOption("gradient-accumulation", "gradient accumulation must be between 1 and 1000000, got " +
                                                   std::to_string(gradientAccumulation));
    if (deviceIterations < 1 || deviceIterations > 1'000'000)
        invalidOption("device-iterations", "device iterations must be between 1 and 1000000, got " +
                                               std::to_string(deviceIterations));
    if (!training && gradientAccumulation > 1)
        invalidOption("gradient-accumulation", "gradients are accumulated only in training (add --training)");
    if (!training && recompute != Recompute::None && recompute != Recompute::Auto)
        invalidOption("recompute", "recomputation applies to the backward pass: it needs --training");
    if (!training && recomputeCheckpointEveryLayer)
        invalidOption("recompute-checkpoint-every-layer",
                      "recomputation checkpoints apply to the backward pass: it needs --training");
    if (!training && !recomputeCheckpoints.empty())
        invalidOption("recompute-checkpoint", "recomputation checkpoints apply to the backward pass: it needs --training");
    if (recompute == Recompute::None && (recomputeCheckpointEveryLayer || !recomputeCheckpoints.empty()))
        invalidOption("recompute", "--recompute none recomputes nothing: checkpoints would mean nothing");
    if (!(lossScaling > 0.0 && lossScaling <= 1e30))
        invalidOption("loss-scaling", "the loss scaling factor must be positive, got " + formatReal(lossScaling));
    if (!training && lossScaling != 1.0)
        invalidOption("loss-scaling", "loss scaling applies to training only (add --training)");
    if (replicatedTensorSharding && replicas < 2)
        invalidOption("replicated-tensor-sharding",
                      "replicated tensor sharding splits tensors over replicas: it needs --replicas 2 or more");
    if (replicatedTensorSharding && !training)
        invalidOption("replicated-tensor-sharding", "it shards the optimiser state: it needs --training");
    if (offloadOptimiserState && !training)
        invalidOption("offload-optimiser-state", "there is no optimiser state in inference (add --training)");
    if (halfFirstOrderMomentum && !training)
        invalidOption("half-first-order-momentum", "there is no optimiser state in inference (add --training)");
    if (halfFirstOrderMomentum && !hasFirstMoment(optimiser))
        invalidOption("half-first-order-momentum", "--optimiser " + optimiserName(optimiser) +
                                                       " keeps no first moment (Adam and LAMB do)");
    if (accumulatorType != AccumulatorType::Auto && !training)
        invalidOption("accumulator-type", "gradients are accumulated only in training (add --training)");
    if (accumulatorType != AccumulatorType::Auto && optimiser == Optimiser::SgdCombined)
        invalidOption("accumulator-type", "sgd-combined accumulates into its one buffer per weight, in the "
                                          "gradient's type (PopTorch ignores accum_type there)");
    const auto tilesPerIpu = makeTarget(arch).tilesPerIpu;
    if (ioTiles >= tilesPerIpu)
        invalidOption("io-tiles", std::to_string(ioTiles) + " IO tiles leave no tile of the " +
                                      std::to_string(tilesPerIpu) + " per IPU to compute on");
    if (hostBandwidthGBps && !(*hostBandwidthGBps > 0.0 && *hostBandwidthGBps <= 1e6))
        invalidOption("host-bandwidth", "the host bandwidth must be a positive number of GB/s, got " +
                                            formatReal(*hostBandwidthGBps));
    if (prefetchDepth < 1 || prefetchDepth > 64)
        invalidOption("prefetch-depth", "the prefetch depth must be between 1 and 64, got " +
                                            std::to_string(prefetchDepth));
    for (const int layers : layersPerIpu)
        if (layers < -1)
            invalidOption("layers-per-ipu", "each IPU's layer count must be at least -1 (a share of the rest), got " +
                                                std::to_string(layers));
    if (!layersPerIpu.empty() && layersPerIpu.size() > ipus)
        invalidOption("layers-per-ipu", std::to_string(layersPerIpu.size()) + " counts for " + std::to_string(ipus) +
                                            " IPU(s) (--ipus)");
    for (std::size_t k = 0; k < pipelineSplit.size(); ++k) {
        const auto split = parseSplitPoint(pipelineSplit[k]);
        if (split.ipu && *split.ipu >= ipus)
            invalidOption("pipeline-split", "'" + pipelineSplit[k] + "' names IPU " + std::to_string(*split.ipu) +
                                                " but --ipus gives " + std::to_string(ipus) + " (IPU 0 to " +
                                                std::to_string(ipus - 1) + ")");
        // Without @IPU the stage a split point starts goes on the IPU of its number.
        if (!split.ipu && k + 1 >= ipus)
            invalidOption("pipeline-split", std::to_string(k + 1) + " split point(s) make " + std::to_string(k + 2) +
                                                " stages, more than the " + std::to_string(ipus) +
                                                " IPU(s) of --ipus (name the IPU of a later stage as BLOCK@IPU)");
    }
}

bool CompileOptions::halfAccumulator() const
{
    switch (accumulatorType) {
    case AccumulatorType::Float: return false;
    case AccumulatorType::Half: return true;
    case AccumulatorType::Auto: break;
    }
    // [R: poptorch python/optim.py] accum_type defaults to float32, and Graphcore's CNN training
    // (vision/cnns/pytorch/train/train.py) leaves it so for SGD with momentum; Graphcore's BERT
    // (optimization.py) and optimum-graphcore (trainer.py) pass float16 to Adam and LAMB for a half
    // model. Plain SGD keeps the weights' type, as before PopTorch's default was modelled: the
    // replication lesson's figures rest on it (docs/SIMULATION.md §5); --accumulator-type float
    // gives PopTorch's.
    return optimiser != Optimiser::SgdMomentum && precision.halfWeights;
}

double CompileOptions::ampFor(std::optional<double> opAmp, std::uint32_t ipu) const
{
    if (opAmp)
        return *opAmp;
    if (const auto it = availableMemoryProportionPerIpu.find(ipu); it != availableMemoryProportionPerIpu.end())
        return it->second;
    return availableMemoryProportion;
}

std::map<std::string, std::string> CompileOptions::asMap() const
{
    std::map<std::string, std::string> map;
    map["target"] = std::string(archName(arch));
    map["ipus"] = std::to_string(ipus);
    map["replicas"] = std::to_string(replicas);
    map["batchSize"] = std::to_string(batchSize);
    map["availableMemoryProportion"] = formatReal(availableMemoryProportion);
    for (const auto& [ipu, amp] : availableMemoryProportionPerIpu)
        map["availableMemoryProportion.IPU" + std::to_string(ipu)] = formatReal(amp);
    map["precision"] = precision.name();
    map["partialsType"] = halfPartials ? "half" : "float";
    map["mode"] = training ? "training" : "inference";
    if (training) {
        map["optimiser"] = optimiserName(optimiser);
        // Where the accumulator's type means something: it accumulates, or it decides Adam's cast.
        if (optimiser != Optimiser::SgdCombined && (gradientAccumulation > 1 || hasFirstMoment(optimiser)))
            map["accumulatorType"] = halfAccumulator() ? "half" : "float";
        if (halfFirstOrderMomentum)
            map["halfFirstOrderMomentum"] = "true";
    }
    map["outlining"] = outlining ? "true" : "false";
    if (convDithering)
        map["convDithering"] = "true";
    map["deviceIterations"] = std::to_string(deviceIterations);
    if (pipeline != PipelineSchedule::Auto)
        map["pipeline"] = pipelineScheduleName(pipeline);
    if (!pipelineSplit.empty()) {
        std::string blocks;
        for (const auto& block : pipelineSplit)
            blocks += (blocks.empty() ? "" : ",") + block;
        map["pipelineSplit"] = blocks;
    }
    if (!layersPerIpu.empty()) {
        std::string counts;
        for (const int layers : layersPerIpu)
            counts += (counts.empty() ? "" : ",") + std::to_string(layers);
        map["layersPerIpu"] = counts;
    }
    if (ioTiles > 0)
        map["ioTiles"] = std::to_string(ioTiles);
    if (eightBitIo)
        map["eightBitIo"] = "true";
    if (hostBandwidthGBps)
        map["hostBandwidthGBps"] = formatReal(*hostBandwidthGBps);
    if (prefetchDepth != 1)
        map["prefetchDepth"] = std::to_string(prefetchDepth);
    if (training) {
        if (replicatedTensorSharding)
            map["replicatedTensorSharding"] = "true";
        if (offloadOptimiserState)
            map["offloadOptimiserState"] = "true";
        map["gradientAccumulation"] = std::to_string(gradientAccumulation);
        map["recompute"] = recomputeName(recompute);
        if (recomputeCheckpointEveryLayer)
            map["recomputeCheckpointEveryLayer"] = "true";
        if (!recomputeCheckpoints.empty()) {
            std::string blocks;
            for (const auto& block : recomputeCheckpoints)
                blocks += (blocks.empty() ? "" : ",") + block;
            map["recomputeCheckpoints"] = blocks;
        }
        map["lossScaling"] = formatReal(lossScaling);
    }
    return map;
}

} // namespace tilescope
