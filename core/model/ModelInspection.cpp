// `inspect`'s figures and its JSON, written op by op.

#include "model/ModelInspection.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <ostream>
#include <string>

namespace tilescope {
namespace {

using ordered_json = nlohmann::ordered_json;

/// `text` (a value dumped with a two-space indent) indented by `depth` more levels, as it reads
/// nested in a document dumped whole.
std::string nested(const std::string& text, int depth)
{
    const std::string indent(std::size_t(2 * depth), ' ');
    std::string result;
    result.reserve(text.size() + indent.size() * std::size_t(std::count(text.begin(), text.end(), '\n')));
    for (const char c : text) {
        result += c;
        if (c == '\n')
            result += indent;
    }
    return result;
}

} // namespace

InspectFigures inspectFigures(const Model& model, std::uint64_t batchSize, std::uint32_t bytesPerElement,
                              std::uint32_t weightBytesPerElement)
{
    InspectFigures f;
    f.batchSize = batchSize;
    f.bytesPerElement = bytesPerElement;
    f.weightBytesPerElement = weightBytesPerElement;
    f.parameters = parameterCount(model);
    f.macsPerSample = macsPerSample(model);
    f.activationBytesPerSample = activationBytesPerSample(model, bytesPerElement);
    return f;
}

std::vector<std::uint64_t> firstUseParameters(const Model& model)
{
    std::vector<bool> seen(model.tensors.size(), false);
    std::vector<std::uint64_t> perOp(model.ops.size(), 0);
    for (std::size_t i = 0; i < model.ops.size(); ++i)
        for (const auto id : model.ops[i].inputs) {
            const auto& tensor = model.tensors[std::size_t(id)];
            if (tensor.parameter && !seen[std::size_t(id)]) {
                seen[std::size_t(id)] = true;
                perOp[i] += std::uint64_t(elementCount(tensor.shape));
            }
        }
    return perOp;
}

void writeInspectJson(const Model& model, const InspectFigures& f, std::ostream& out)
{
    ordered_json j;
    j["name"] = model.name;
    j["batchSize"] = f.batchSize;
    j["bytesPerElement"] = f.bytesPerElement;
    j["parameters"] = f.parameters;
    j["parameterBytes"] = f.parameters * f.weightBytesPerElement;
    j["macsPerSample"] = f.macsPerSample;
    j["macsPerBatch"] = f.macsPerSample * f.batchSize;
    j["activationBytesPerSample"] = f.activationBytesPerSample;
    j["activationBytes"] = f.activationBytesPerSample * f.batchSize;
    // The header as dumped whole, less its closing brace; the ops follow one at a time, each indented
    // as it would be inside the document, so the bytes are those of the document dumped at once.
    std::string header = j.dump(2);
    header.erase(header.size() - 2); // "\n}"
    out << header << ",\n  \"ops\": [";
    const auto parameters = firstUseParameters(model);
    for (std::size_t i = 0; i < model.ops.size(); ++i) {
        const OpView op = model.ops[i];
        ordered_json o;
        o["name"] = op.name;
        o["type"] = opTypeName(op.type);
        o["block"] = op.block;
        o["outputShape"] = model.tensors[std::size_t(op.outputs.front())].shape;
        o["macsPerSample"] = opMacsPerSample(model, op);
        o["parameters"] = parameters[i];
        if (op.pipelineStage)
            o["pipelineStage"] = *op.pipelineStage;
        if (op.ipu)
            o["ipu"] = *op.ipu;
        out << (i ? ",\n    " : "\n    ") << nested(o.dump(2), 2);
    }
    out << (model.ops.empty() ? "]\n}\n" : "\n  ]\n}\n");
}

} // namespace tilescope
