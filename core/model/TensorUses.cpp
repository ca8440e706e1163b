#include "model/TensorUses.h"

#include "model/ShapeRules.h"

namespace tilescope {

TensorUses::TensorUses(const Model& model)
    : producer_(model.tensors.size(), -1), readerBegin_(model.tensors.size() + 1, 0)
{
    // Compressed rows: count each tensor's readers, turn the counts into offsets, then fill the rows
    // in op order so that each row comes out sorted. An op reading a tensor twice counts once.
    const auto readsEarlier = [](const OpView& op, std::size_t k) {
        for (std::size_t e = 0; e < k; ++e)
            if (op.inputs[e] == op.inputs[k])
                return true;
        return false;
    };
    for (std::size_t i = 0; i < model.ops.size(); ++i) {
        const auto& op = model.ops[i];
        shape_rules::OpCheck(model, op, i).expectTensorIdsInRange();
        for (std::size_t k = 0; k < op.inputs.size(); ++k)
            if (!readsEarlier(op, k))
                ++readerBegin_[std::size_t(op.inputs[k]) + 1];
    }
    for (std::size_t t = 0; t < model.tensors.size(); ++t)
        readerBegin_[t + 1] += readerBegin_[t];
    readers_.resize(readerBegin_.back());
    auto next = readerBegin_;
    for (std::size_t i = 0; i < model.ops.size(); ++i) {
        const auto& op = model.ops[i];
        for (std::size_t k = 0; k < op.inputs.size(); ++k)
            if (!readsEarlier(op, k))
                readers_[next[std::size_t(op.inputs[k])]++] = std::int32_t(i);
        for (const auto id : op.outputs)
            producer_[std::size_t(id)] = std::int32_t(i);
    }
}

std::span<const std::int32_t> TensorUses::readers(std::int32_t tensor) const
{
    const auto t = std::size_t(tensor);
    return {readers_.data() + readerBegin_[t], readers_.data() + readerBegin_[t + 1]};
}

std::int32_t TensorUses::lastReader(std::int32_t tensor) const
{
    const auto row = readers(tensor);
    return row.empty() ? -1 : row.back();
}

} // namespace tilescope
