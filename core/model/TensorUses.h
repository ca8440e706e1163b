#pragma once
// Which op makes each tensor of a model and which ops read it, indexed once. The lowering asks these
// questions for every op; answered by scanning the ops, they made compiling a long model quadratic.

#include "model/Model.h"

#include <cstdint>
#include <span>
#include <vector>

namespace tilescope {

class TensorUses {
public:
    /// Indexes the ops of `model`. Throws Error(InvalidModel) naming the op ("/ops/12") when one of
    /// its tensor ids is out of range.
    explicit TensorUses(const Model& model);

    /// The op that makes `tensor`, or -1 when no op does (a parameter, a constant).
    std::int32_t producer(std::int32_t tensor) const { return producer_[std::size_t(tensor)]; }
    /// The ops that read `tensor`, in op order, each once even when it reads the tensor twice.
    std::span<const std::int32_t> readers(std::int32_t tensor) const;
    /// The last op that reads `tensor`, or -1 when none does (a model output).
    std::int32_t lastReader(std::int32_t tensor) const;

private:
    std::vector<std::int32_t> producer_;     // tensor -> op
    std::vector<std::uint32_t> readerBegin_; // tensor -> its first entry in readers_ (one more at the end)
    std::vector<std::int32_t> readers_;      // the readers of tensor 0, then of tensor 1, ...
};

} // namespace tilescope
