#pragma once
// A value per model tensor and IPU, as the lowering keeps a tensor's gradient on each IPU that made
// part of it. Dense (tensors x IPUs): a long model has hundreds of thousands of gradients, and an
// ordered map of them cost a node allocation each and a search of a deep tree at every use.

#include <cstdint>
#include <limits>
#include <vector>

namespace tilescope {

class TensorIpuTable {
public:
    /// A table of `tensors` tensors on `ipus` IPUs, every entry unset.
    TensorIpuTable(std::size_t tensors, std::uint32_t ipus);

    /// The value of (tensor, ipu), or nullptr when it was never set. Throws std::out_of_range
    /// outside the table.
    std::int32_t* find(std::int32_t tensor, std::uint32_t ipu);
    /// The value of (tensor, ipu), first set to `value` when it was unset. Throws std::out_of_range
    /// outside the table.
    std::int32_t& tryEmplace(std::int32_t tensor, std::uint32_t ipu, std::int32_t value);
    /// Sets (tensor, ipu) to `value`. Throws std::out_of_range outside the table.
    void set(std::int32_t tensor, std::uint32_t ipu, std::int32_t value);
    /// True when some IPU has a value for `tensor` (whatever the value).
    bool contains(std::int32_t tensor) const;

    /// Calls f(ipu, value&) for each IPU that has a value for `tensor`, in IPU order.
    template <class F> void forEach(std::int32_t tensor, F&& f)
    {
        for (std::uint32_t ipu = 0; ipu < ipus_; ++ipu)
            if (auto& value = values_.at(index(tensor, ipu)); value != kUnset)
                f(ipu, value);
    }

private:
    static constexpr std::int32_t kUnset = std::numeric_limits<std::int32_t>::min();
    std::size_t index(std::int32_t tensor, std::uint32_t ipu) const;

    std::uint32_t ipus_;
    std::vector<std::int32_t> values_;
};

} // namespace tilescope
