#include "model/ModelTables.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace tilescope {
namespace {

const OpAttributes& noAttributes()
{
    static const OpAttributes none;
    return none;
}

std::size_t checkedRow(std::size_t i, std::size_t size, const char* what)
{
    if (i >= size)
        throw std::out_of_range(std::string(what) + " " + std::to_string(std::int64_t(i)) + " of " +
                                std::to_string(size));
    return i;
}

OpFields fieldsOf(const Op& op)
{
    OpFields f;
    f.name = NameView(op.name.view());
    f.inputs = std::span<const std::int32_t>(op.inputs.data(), op.inputs.size());
    f.outputs = std::span<const std::int32_t>(op.outputs.data(), op.outputs.size());
    f.pipelineStage = op.pipelineStage;
    f.ipu = op.ipu;
    f.partialsType = op.partialsType;
    f.type = op.type;
    f.checkpoint = op.checkpoint;
    f.attributes = &op.attributes;
    f.block = NameView(op.block.view());
    f.availableMemoryProportion = op.availableMemoryProportion;
    return f;
}

} // namespace

OpView::OpView(const Op& op) : OpView(fieldsOf(op)) {}

Op OpView::record() const
{
    Op op;
    op.name = name.view();
    op.inputs = std::span<const std::int32_t>(inputs);
    op.outputs = std::span<const std::int32_t>(outputs);
    op.pipelineStage = pipelineStage;
    op.ipu = ipu;
    op.partialsType = partialsType;
    op.type = type;
    op.checkpoint = checkpoint;
    op.attributes = attributes;
    op.block = block.view();
    op.availableMemoryProportion = availableMemoryProportion;
    return op;
}

// --- tensors ---

TensorTable::TensorTable(std::initializer_list<Tensor> tensors)
{
    reserve(tensors.size());
    for (const auto& tensor : tensors)
        push_back(tensor);
}

TensorView TensorTable::operator[](std::size_t i) const
{
    const auto& row = rows_[i];
    return TensorView(names_[i], std::span<const std::int64_t>(dims_.data() + row.shapeBegin, row.rank),
                      (row.flags & kParameter) != 0, row.dataType, (row.flags & kConstant) != 0);
}

TensorView TensorTable::at(std::size_t i) const
{
    return (*this)[checkedRow(i, size(), "tensor")];
}

Tensor TensorTable::record(std::size_t i) const
{
    const auto view = at(i);
    return Tensor{view.name.view(), std::span<const std::int64_t>(view.shape), view.parameter, view.dataType,
                  view.constant};
}

void TensorTable::push_back(const Tensor& tensor)
{
    columns::offsetOf(rows_.size() + 1, "tensors");
    names_.push_back(tensor.name.view());
    rows_.push_back(Row{0, 0, tensor.dataType,
                        std::uint8_t((tensor.parameter ? kParameter : 0) | (tensor.constant ? kConstant : 0))});
    setShape(rows_.size() - 1, std::span<const std::int64_t>(tensor.shape.data(), tensor.shape.size()));
}

void TensorTable::reserve(std::size_t count)
{
    names_.reserve(count);
    rows_.reserve(count);
}

void TensorTable::setShape(std::size_t i, std::span<const std::int64_t> shape)
{
    auto& row = rows_.at(i);
    if (shape.size() > UINT16_MAX)
        throw std::length_error("a shape of " + std::to_string(shape.size()) + " dimensions");
    // A shape no longer than the one held takes its place; a longer one goes at the end (shape
    // inference gives each activation its shape once, in order, so little is left behind).
    if (shape.size() > row.rank) {
        row.shapeBegin = columns::offsetOf(dims_.size(), "dimensions");
        dims_.insert(dims_.end(), shape.begin(), shape.end());
    } else {
        std::copy(shape.begin(), shape.end(), dims_.begin() + row.shapeBegin);
    }
    row.rank = std::uint16_t(shape.size());
}

void TensorTable::setConstant(std::size_t i, bool constant)
{
    auto& row = rows_.at(i);
    row.flags = std::uint8_t(constant ? row.flags | kConstant : row.flags & ~kConstant);
}

// --- ops ---

OpTable::OpTable(std::initializer_list<Op> ops)
{
    reserve(ops.size());
    for (const auto& op : ops)
        push_back(op);
}

OpView OpTable::operator[](std::size_t i) const
{
    const auto& row = rows_[i];
    OpFields f;
    f.name = names_[i];
    f.inputs = inputs_[i];
    f.outputs = outputs_[i];
    f.type = row.type;
    f.checkpoint = row.checkpoint;
    f.attributes = &noAttributes();
    if (row.block != kNone)
        f.block = blocks_[row.block];
    if (row.extras != kNone) {
        const auto& extras = extras_[row.extras];
        f.attributes = &extras.attributes;
        f.partialsType = extras.partialsType;
        f.pipelineStage = extras.pipelineStage;
        f.ipu = extras.ipu;
        f.availableMemoryProportion = extras.availableMemoryProportion;
    }
    f.index = i;
    return OpView(f);
}

OpView OpTable::at(std::size_t i) const
{
    return (*this)[checkedRow(i, size(), "op")];
}

Op OpTable::record(std::size_t i) const
{
    return at(i).record();
}

void OpTable::push_back(const Op& op)
{
    columns::offsetOf(rows_.size() + 1, "ops");
    Row row;
    row.type = op.type;
    row.checkpoint = op.checkpoint;
    if (!op.block.empty())
        row.block = blockIndex(op.block.view());
    const auto& a = op.attributes;
    if (!a.ints.empty() || !a.reals.empty() || op.availableMemoryProportion.has_value() || op.partialsType ||
        op.pipelineStage.has_value() || op.ipu.has_value()) {
        row.extras = columns::offsetOf(extras_.size(), "ops with attributes");
        extras_.push_back(Extras{a, op.availableMemoryProportion, op.pipelineStage, op.ipu, op.partialsType});
    }
    names_.push_back(op.name.view());
    inputs_.push_back(std::span<const std::int32_t>(op.inputs.data(), op.inputs.size()));
    outputs_.push_back(std::span<const std::int32_t>(op.outputs.data(), op.outputs.size()));
    rows_.push_back(row);
}

void OpTable::reserve(std::size_t count)
{
    names_.reserve(count);
    inputs_.reserve(count);
    outputs_.reserve(count);
    rows_.reserve(count);
}

OpAttributes& OpTable::attributesOf(std::size_t i)
{
    auto& row = rows_.at(i);
    if (row.extras == kNone) {
        row.extras = columns::offsetOf(extras_.size(), "ops with attributes");
        extras_.emplace_back();
    }
    return extras_[row.extras].attributes;
}

void OpTable::replace(std::size_t i, const Op& op)
{
    checkedRow(i, size(), "op");
    OpTable made;
    made.reserve(size());
    for (std::size_t j = 0; j < size(); ++j)
        made.push_back(j == i ? op : record(j));
    *this = std::move(made);
}

std::size_t OpTable::keepOnly(const std::vector<bool>& keep)
{
    OpTable kept;
    for (std::size_t i = 0; i < size(); ++i)
        if (keep.at(i))
            kept.push_back(record(i));
    const auto gone = size() - kept.size();
    *this = std::move(kept);
    return gone;
}

std::uint32_t OpTable::blockIndex(std::string_view block)
{
    if (blocks_.size() > 0 && blocks_[blocks_.size() - 1] == block)
        return std::uint32_t(blocks_.size() - 1);
    blocks_.push_back(block);
    return std::uint32_t(blocks_.size() - 1);
}

} // namespace tilescope
