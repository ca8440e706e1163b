// `compile`: model + options -> report, the simulator's main job. Exit code 0 when the program
// fits, 3 when it is out of memory (the report is still written unless allowOutOfMemory is off).

#include "cli/CliContext.h"
#include "cli/BuiltinFlags.h"

#include "common/Error.h"
#include "driver/Compiler.h"
#include "model/Builtins.h"
#include "onnx/OnnxImport.h"
#include "report/ReportIO.h"
#include "report/ReportSummary.h"

#include <cstdlib>
#include <filesystem>
#include <iomanip>
#include <iostream>

namespace tilescope::cli {
namespace {

struct CompileArguments {
    std::string modelName;
    std::string output;
    double amp = 0.6;
    std::vector<std::string> ampPerIpu; // "IPU1=0.4"
    std::uint32_t batchSize = 1;
    std::string precision = "16.16";
    std::string partialsType = "float";
    bool training = false;
    bool inference = false;
    std::string optimiser = "sgd";
    std::string target = "mk2";
    std::uint32_t ipus = 1;
    std::uint32_t replicas = 1;
    bool noOutlining = false;
    std::string pipeline = "auto";
    std::vector<std::string> pipelineSplit;
    std::uint32_t gradientAccumulation = 1;
    std::uint32_t deviceIterations = 1;
    std::string recompute = "none";
    double lossScaling = 1.0;
    bool replicatedTensorSharding = false;
    bool offloadOptimiserState = false;
    std::uint32_t ioTiles = 0;
    bool eightBitIo = false;
    std::string hostBandwidthGBps; // empty: the target's
    std::uint32_t prefetchDepth = 1;
    std::string engineOptions;
    bool json = false;
    BuiltinFlags model; // built-in generators' knobs, ONNX dimensions
};

std::pair<std::uint32_t, double> parseIpuAmp(const std::string& text)
{
    // "IPU1=0.4" or "1=0.4"
    const auto equals = text.find('=');
    auto ipuText = text.substr(0, equals);
    if (ipuText.rfind("IPU", 0) == 0)
        ipuText = ipuText.substr(3);
    try {
        if (equals == std::string::npos)
            throw std::invalid_argument("no '='");
        std::size_t used = 0;
        const auto ipu = std::stoul(ipuText, &used);
        if (used != ipuText.size())
            throw std::invalid_argument("bad IPU");
        return {std::uint32_t(ipu), std::stod(text.substr(equals + 1))};
    } catch (const std::exception&) {
        throw Error(ErrorCode::InvalidOption, "expected IPU<n>=<proportion>, such as IPU1=0.4, got '" + text + "'",
                    {}, "amp-ipu");
    }
}

CompileOptions toOptions(const CompileArguments& a)
{
    CompileOptions o;
    o.arch = parseArch(a.target);
    o.ipus = a.ipus;
    o.replicas = a.replicas;
    o.batchSize = a.batchSize;
    o.availableMemoryProportion = a.amp;
    for (const auto& text : a.ampPerIpu) {
        const auto [ipu, amp] = parseIpuAmp(text);
        o.availableMemoryProportionPerIpu[ipu] = amp;
    }
    o.precision = Precision::parse(a.precision);
    if (a.partialsType != "half" && a.partialsType != "float")
        throw Error(ErrorCode::InvalidOption, "partials type must be half or float", {}, "partials-type");
    o.halfPartials = a.partialsType == "half";
    o.training = a.training && !a.inference;
    o.optimiser = parseOptimiser(a.optimiser);
    o.outlining = !a.noOutlining;
    o.pipeline = parsePipelineSchedule(a.pipeline);
    o.pipelineSplit = a.pipelineSplit;
    o.gradientAccumulation = a.gradientAccumulation;
    o.deviceIterations = a.deviceIterations;
    o.recompute = parseRecompute(a.recompute);
    o.lossScaling = a.lossScaling;
    o.replicatedTensorSharding = a.replicatedTensorSharding;
    o.offloadOptimiserState = a.offloadOptimiserState;
    o.ioTiles = a.ioTiles;
    o.eightBitIo = a.eightBitIo;
    if (!a.hostBandwidthGBps.empty()) {
        try {
            std::size_t used = 0;
            o.hostBandwidthGBps = std::stod(a.hostBandwidthGBps, &used);
            if (used != a.hostBandwidthGBps.size())
                throw std::invalid_argument("trailing characters");
        } catch (const std::exception&) {
            throw Error(ErrorCode::InvalidOption, "expected a number of GB/s, got '" + a.hostBandwidthGBps + "'", {},
                        "host-bandwidth");
        }
    }
    o.prefetchDepth = a.prefetchDepth;
    std::string engine = a.engineOptions;
    if (engine.empty())
        if (const char* fromEnvironment = std::getenv("POPLAR_ENGINE_OPTIONS"))
            engine = fromEnvironment;
    o.engine = EngineOptions::parse(engine);
    o.validate();
    return o;
}

int runCompile(const CompileArguments& a)
{
    const auto options = toOptions(a);
    auto builtin = a.model.resolved();
    builtin.withLoss = builtin.withLoss && options.training; // an inference program has no loss
    auto model = loadModelInput(a.modelName, builtin, {parseDimensions(a.model.dimensions)});
    const auto report = compile(std::move(model), options);

    std::string output = a.output;
    if (output.empty()) {
        if (!options.engine.autoReportAll)
            throw Error(ErrorCode::InvalidOption,
                        "no output file: give -o REPORT, or set POPLAR_ENGINE_OPTIONS autoReport.all", {}, "output");
        const auto directory = options.engine.autoReportDirectory.empty() ? std::string(".")
                                                                          : options.engine.autoReportDirectory;
        std::filesystem::create_directories(directory);
        output = (std::filesystem::path(directory) / (report.model.name + ".tsr")).string();
    }
    const bool fits = report.fits();
    if (!fits && !options.engine.reportsOutOfMemory()) {
        for (const auto& d : report.diagnostics)
            if (d.severity == Severity::Error)
                std::cerr << d.message << '\n';
        std::cerr << "no report written (debug.allowOutOfMemory is false)\n";
        return kOutOfMemory;
    }
    saveReport(report, output, encodingForPath(output));
    const auto summary = summarize(report);
    if (a.json) {
        std::cout << summaryToJson(summary) << '\n';
    } else {
        for (const auto& w : summary.warnings)
            std::cerr << "PL:POPLIN [W] " << w << '\n';
        for (const auto& e : summary.errors)
            std::cerr << e << '\n';
        for (const auto& note : summary.notes)
            std::cout << "Note: " << note.message << '\n';
        if (summary.hasExecution) {
            std::cout << "Execution: " << summary.cyclesPerIteration << " cycles per iteration ("
                      << summary.samplesPerIteration << " samples), " << std::fixed << std::setprecision(1)
                      << summary.samplesPerSecond << " samples/s\n";
            for (const auto& ipu : summary.ipuExecution)
                std::cout << "  IPU " << ipu.id << ": " << std::setprecision(1) << ipu.utilisation * 100
                          << "% busy, " << ipu.computeCycles << " cycles computing\n";
            std::cout.unsetf(std::ios::fixed);
        } else if (fits) {
            std::cout << "Execution: not profiled (autoReport.outputExecutionProfile is false)\n";
        }
        std::cout << "Report written to " << output << " (" << (fits ? "fits" : "OUT OF MEMORY") << ")\n";
    }
    return fits ? kSuccess : kOutOfMemory;
}

} // namespace

void addCompileCommand(CLI::App& app, int& exitCode)
{
    auto arguments = std::make_shared<CompileArguments>();
    auto& a = *arguments;
    auto* command = app.add_subcommand("compile", "Compile a model for the IPU and write its report");
    command->add_option("MODEL", a.modelName, "A built-in model name (see `models`), a JSON model or an ONNX file")
        ->required();
    command->add_option("-o,--output", a.output,
                        "Report file to write (.tsr binary, .json text); default: autoReport.directory/<model>.tsr");
    command->add_option("--available-memory-proportion,--amp", a.amp,
                        "Temporary memory a convolution or matmul may plan for, as a proportion of tile memory")
        ->capture_default_str();
    command->add_option("--amp-ipu", a.ampPerIpu, "Per-IPU proportion, e.g. IPU1=0.4 (repeatable)");
    command->add_option("--batch-size", a.batchSize, "Samples per batch per replica")->capture_default_str();
    command->add_option("--precision", a.precision, "16.16, 16.32 or 32.32")->capture_default_str();
    command->add_option("--partials-type", a.partialsType, "half or float")->capture_default_str();
    command->add_flag("--training", a.training, "Compile the training step (backward pass and weight update)");
    command->add_flag("--inference", a.inference, "Compile inference only (the default)");
    command->add_option("--optimiser", a.optimiser, "sgd, sgd-momentum, adam or lamb (training)")
        ->capture_default_str();
    command->add_option("--target", a.target, "mk2, mk1 or bow")->capture_default_str();
    command->add_option("--ipus", a.ipus, "IPUs per replica")->capture_default_str();
    command->add_option("--replicas", a.replicas, "Replicas of the graph")->capture_default_str();
    command->add_flag("--no-outlining", a.noOutlining, "Do not share code between identical operations");
    command->add_option("--pipeline", a.pipeline,
                        "How stages on several IPUs run: grouped (the default with several stages), interleaved "
                        "or sharded");
    command->add_option("--pipeline-split", a.pipelineSplit,
                        "With --ipus N: the first block of each stage after the first, as PopTorch's BeginBlock "
                        "(B1,B2,...)")
        ->delimiter(',');
    command->add_option("--gradient-accumulation", a.gradientAccumulation,
                        "Training: micro-batches whose gradients are summed before each weight update")
        ->capture_default_str();
    command->add_option("--device-iterations", a.deviceIterations,
                        "Loops of the program per call from the host")
        ->capture_default_str();
    command->add_option("--recompute", a.recompute,
                        "Training: none, standard (checkpoints where few activations are live) or all "
                        "(recompute everything between stage starts and the model's checkpoints)")
        ->capture_default_str();
    command->add_option("--loss-scaling", a.lossScaling, "Training: the loss scaling factor (recorded)")
        ->capture_default_str();
    command->add_flag("--replicated-tensor-sharding", a.replicatedTensorSharding,
                      "Training with --replicas 2+: split the optimiser state over the replicas");
    command->add_flag("--offload-optimiser-state", a.offloadOptimiserState,
                      "Training: keep the optimiser state in streaming memory, streamed in and out around the "
                      "weight update");
    command->add_option("--io-tiles", a.ioTiles,
                        "Tiles per IPU set aside for host streams, so that stream copies overlap compute")
        ->capture_default_str();
    command->add_flag("--eight-bit-io", a.eightBitIo, "Stream inputs as uint8 and cast them on the IPU");
    command->add_option("--host-bandwidth", a.hostBandwidthGBps,
                        "Host link bandwidth in GB/s (default: the target's)");
    command->add_option("--prefetch-depth", a.prefetchDepth, "Input buffers per stream")->capture_default_str();
    command->add_option("--engine-options", a.engineOptions,
                        "POPLAR_ENGINE_OPTIONS-style JSON (default: the environment variable)");
    a.model.addTo(command);
    command->add_flag("--json", a.json, "Print the report summary as JSON");
    command->callback([arguments, &exitCode] {
        exitCode = runGuarded([&] { return runCompile(*arguments); }, std::cerr);
    });
}

} // namespace tilescope::cli
