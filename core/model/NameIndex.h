#pragma once
// A table of the indices of named items (a model's tensors or ops) by name, holding no copy of the
// names: it reads them from the items. Used while a model file is read, to find what an op's
// inputs name and to refuse a name given twice.

#include <algorithm>
#include <bit>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tilescope {

/// The indices of `items` (tensors or ops, which have a `name`) by name, holding no copy of the names:
/// for a model of 10^6 layers, two tables of a million names. Open addressing over a power-of-two
/// array of 4-byte indices, at most half full: 8 to 16 bytes a name, where a node-based hash set
/// takes about 40.
template <class Items> class NameIndex {
public:
    explicit NameIndex(const Items& items) : items_(items) {}
    NameIndex(const NameIndex&) = delete;
    NameIndex& operator=(const NameIndex&) = delete;

    void reserve(std::size_t count)
    {
        if (2 * count > slots_.size())
            rehash(std::bit_ceil(2 * count));
    }

    /// The index of the item named `name`, if there is one.
    std::optional<std::size_t> find(std::string_view name) const
    {
        if (slots_.empty())
            return std::nullopt;
        for (auto slot = slotOf(name);; slot = next(slot)) {
            const auto index = slots_[slot];
            if (index == kEmpty)
                return std::nullopt;
            if (nameAt(index) == name)
                return index;
        }
    }

    /// Forgets every name and frees the table.
    void release()
    {
        slots_ = {};
        count_ = 0;
    }

    /// Adds `items[index]` (already in the items) under its name, which is not in the table.
    void add(std::size_t index)
    {
        if (2 * (count_ + 1) > slots_.size())
            rehash(std::max<std::size_t>(16, 2 * slots_.size()));
        place(std::uint32_t(index));
        ++count_;
    }

private:
    static constexpr std::uint32_t kEmpty = UINT32_MAX;

    std::size_t slotOf(std::string_view name) const { return std::hash<std::string_view>{}(name) & (slots_.size() - 1); }
    std::size_t next(std::size_t slot) const { return (slot + 1) & (slots_.size() - 1); }

    void place(std::uint32_t index)
    {
        auto slot = slotOf(nameAt(index));
        while (slots_[slot] != kEmpty)
            slot = next(slot);
        slots_[slot] = index;
    }

    void rehash(std::size_t slotCount)
    {
        auto old = std::exchange(slots_, std::vector<std::uint32_t>(slotCount, kEmpty));
        for (const auto index : old)
            if (index != kEmpty)
                place(index);
    }

    // A model's tables read a name straight from their column of names; other items by their `name`.
    std::string_view nameAt(std::size_t index) const
    {
        if constexpr (requires { items_.nameAt(index); })
            return items_.nameAt(index);
        else
            return items_[index].name;
    }

    std::vector<std::uint32_t> slots_; // item indices; kEmpty where none
    std::size_t count_ = 0;
    const Items& items_;
};

} // namespace tilescope
