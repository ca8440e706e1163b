// Writing the JSON model format: one op per line, each parameter declared inline at its first use,
// so that an exported built-in reads like a hand-written model (docs/MODEL_FORMAT.md).

#include "model/ModelJson.h"

#include <nlohmann/json.hpp>

#include <ostream>
#include <sstream>
#include <vector>

namespace tilescope {
namespace {

using ordered_json = nlohmann::ordered_json;

ordered_json tensorDeclaration(const TensorView& tensor)
{
    ordered_json j;
    j["name"] = tensor.name;
    if (!tensor.shape.empty() || tensor.parameter || tensor.constant)
        j["shape"] = tensor.shape;
    if (tensor.parameter)
        j["parameter"] = true;
    if (tensor.constant)
        j["constant"] = true;
    if (tensor.dataType != DataType::Float)
        j["dataType"] = dataTypeName(tensor.dataType);
    return j;
}

ordered_json attributesJson(const OpAttributes& attributes)
{
    ordered_json j = ordered_json::object();
    for (const auto& [key, values] : attributes.ints) {
        // A one-element list is written as a number ("stride": 2), except a shape, which stays a list.
        if (values.size() == 1 && key != "shape" && key != "perm" && key != "axes" && key != "sizes" && key != "pads")
            j[key] = values.front();
        else
            j[key] = values;
    }
    for (const auto& [key, value] : attributes.reals)
        j[key] = value;
    return j;
}

} // namespace

void writeModelJson(const Model& model, std::ostream& out)
{
    std::vector<bool> declared(model.tensors.size(), false);
    std::vector<bool> produced(model.tensors.size(), false);
    for (const auto& op : model.ops)
        for (const auto id : op.outputs)
            produced[std::size_t(id)] = true;

    // Tensors no op produces and no op reads inline: parameters that are never used, for instance.
    std::vector<bool> readByOp(model.tensors.size(), false);
    for (const auto& op : model.ops)
        for (const auto id : op.inputs)
            readByOp[std::size_t(id)] = true;
    const auto listed = [&](std::size_t id) {
        const auto& tensor = model.tensors[id];
        const bool inline_ = (tensor.parameter || tensor.constant) && readByOp[id];
        return !produced[id] && !inline_;
    };

    out << "{\n";
    out << "  \"format\": " << ordered_json(kModelFormat).dump() << ",\n";
    out << "  \"version\": \"" << kModelMajorVersion << "." << kModelMinorVersion << "\",\n";
    out << "  \"name\": " << ordered_json(model.name).dump() << ",\n";
    // Each line is written as it is made, never the whole file at once: a model of 10^6 layers is
    // written in little more memory than it takes itself.
    bool anyListed = false;
    for (std::size_t id = 0; id < model.tensors.size(); ++id) {
        if (!listed(id))
            continue;
        out << (anyListed ? ",\n" : "  \"tensors\": [\n") << "    " << tensorDeclaration(model.tensors[id]).dump();
        declared[id] = true;
        anyListed = true;
    }
    if (anyListed)
        out << "\n  ],\n";
    out << "  \"ops\": [\n";
    for (std::size_t i = 0; i < model.ops.size(); ++i) {
        const OpView op = model.ops[i];
        ordered_json j;
        j["name"] = op.name;
        j["type"] = opTypeName(op.type);
        if (op.type != OpType::Input) {
            ordered_json inputs = ordered_json::array();
            for (const auto id : op.inputs) {
                const auto& tensor = model.tensors[std::size_t(id)];
                if ((tensor.parameter || tensor.constant) && !declared[std::size_t(id)]) {
                    inputs.push_back(tensorDeclaration(tensor));
                    declared[std::size_t(id)] = true;
                } else {
                    inputs.push_back(tensor.name);
                }
            }
            j["inputs"] = inputs;
        }
        const auto& output = model.tensors[std::size_t(op.outputs.front())];
        const bool declaresType = op.type == OpType::Input || op.type == OpType::Cast;
        if (op.outputs.size() > 1) {
            ordered_json outputs = ordered_json::array();
            for (const auto id : op.outputs)
                outputs.push_back(model.tensors[std::size_t(id)].name);
            j["outputs"] = outputs;
        } else if (declaresType && output.dataType != DataType::Float) {
            j["outputs"] = ordered_json::array({ordered_json{{"name", output.name},
                                                             {"dataType", dataTypeName(output.dataType)}}});
        } else if (output.name != op.name && !declared[std::size_t(op.outputs.front())]) {
            j["outputs"] = ordered_json::array({output.name});
        }
        if (!op.attributes.ints.empty() || !op.attributes.reals.empty())
            j["attributes"] = attributesJson(op.attributes);
        if (!op.block.empty())
            j["block"] = op.block;
        if (op.pipelineStage)
            j["pipelineStage"] = *op.pipelineStage;
        if (op.ipu)
            j["ipu"] = *op.ipu;
        if (op.availableMemoryProportion)
            j["availableMemoryProportion"] = *op.availableMemoryProportion;
        if (op.partialsType)
            j["partialsType"] = dataTypeName(*op.partialsType);
        if (op.checkpoint)
            j["checkpoint"] = true;
        out << "    " << j.dump() << (i + 1 < model.ops.size() ? ",\n" : "\n");
    }
    out << "  ]\n}\n";
}

std::string modelToJson(const Model& model)
{
    std::ostringstream text;
    writeModelJson(model, text);
    return std::move(text).str();
}



} // namespace tilescope
