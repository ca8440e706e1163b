#include "compiler/TensorIpuTable.h"

#include <stdexcept>

namespace tilescope {

TensorIpuTable::TensorIpuTable(std::size_t tensors, std::uint32_t ipus)
    : ipus_(ipus), values_(tensors * ipus, kUnset)
{
}

std::size_t TensorIpuTable::index(std::int32_t tensor, std::uint32_t ipu) const
{
    if (tensor < 0 || ipu >= ipus_)
        throw std::out_of_range("tensor or IPU outside the table");
    return std::size_t(tensor) * ipus_ + ipu; // values_.at() checks the tensor's upper bound
}

std::int32_t* TensorIpuTable::find(std::int32_t tensor, std::uint32_t ipu)
{
    auto& value = values_.at(index(tensor, ipu));
    return value == kUnset ? nullptr : &value;
}

std::int32_t& TensorIpuTable::tryEmplace(std::int32_t tensor, std::uint32_t ipu, std::int32_t value)
{
    auto& stored = values_.at(index(tensor, ipu));
    if (stored == kUnset)
        stored = value;
    return stored;
}

void TensorIpuTable::set(std::int32_t tensor, std::uint32_t ipu, std::int32_t value)
{
    values_.at(index(tensor, ipu)) = value;
}

bool TensorIpuTable::contains(std::int32_t tensor) const
{
    for (std::uint32_t ipu = 0; ipu < ipus_; ++ipu)
        if (values_.at(index(tensor, ipu)) != kUnset)
            return true;
    return false;
}

} // namespace tilescope
