#pragma once
// The columns a model's tables are made of. Each holds one field of every op or tensor end to end,
// so that a model of 10^6 layers holds its names and lists in a few large buffers instead of one
// small object (or allocation) per name and list: a relu chain's op then takes about 40 bytes
// where the struct it was held in took 88.

#include "common/NameView.h"
#include "common/RowIterator.h"
#include "common/TextColumn.h"
#include "model/ListView.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace tilescope::columns {

/// Offsets into a column are 4 bytes: a column of more than 2^32 characters or values is refused
/// (a model that large would not fit this machine's memory many times over).
inline std::uint32_t offsetOf(std::size_t size, const char* what)
{
    if (size > UINT32_MAX)
        throw std::length_error(std::string("more than 2^32 ") + what + " in one model");
    return std::uint32_t(size);
}

/// Lists of values end to end: the i-th list runs from the (i-1)-th end to the i-th.
template <class T> class Lists {
public:
    std::size_t size() const { return ends_.size(); }
    ListView<T> operator[](std::size_t i) const
    {
        const auto begin = i == 0 ? 0 : ends_[i - 1];
        return ListView<T>(std::span<const T>(values_.data() + begin, ends_[i] - begin));
    }
    void push_back(std::span<const T> list)
    {
        values_.insert(values_.end(), list.begin(), list.end());
        ends_.push_back(offsetOf(values_.size(), "list values"));
    }
    void reserve(std::size_t count) { ends_.reserve(count); }

private:
    std::vector<T> values_;
    std::vector<std::uint32_t> ends_;
};

/// Names end to end in one buffer, with 4-byte ends (a column of more than 2^32 characters is
/// refused, as above): the column of a report's texts with the model's smaller offsets.
using Names = BasicTextColumn<std::uint32_t>;

} // namespace tilescope::columns
