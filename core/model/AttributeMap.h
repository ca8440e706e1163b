#pragma once
// An op's attributes by name: a handful at most, and none for most ops (a relu, an add). One
// allocation, made when the first attribute is set, holds their count and the pairs sorted by key:
// 8 bytes and no allocation for an op without attributes, where a std::map takes 48 bytes even then
// (a model of 10^6 layers holds two maps an op). It iterates in key order as a std::map does, so
// files and cache keys read the same. Keys are CompactStrings (every attribute name fits inline): a
// conv's stride and padding take one block of 88 bytes, where std::string keys and std::vector
// values in a std::vector took four allocations and 224 bytes.

#include "model/CompactString.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <new>
#include <type_traits>
#include <string_view>
#include <utility>

namespace tilescope {

template <class Value> class AttributeMap {
public:
    using value_type = std::pair<CompactString, Value>;
    using const_iterator = const value_type*;

    AttributeMap() = default;
    AttributeMap(std::initializer_list<value_type> items)
    {
        for (const auto& [key, value] : items)
            (*this)[key.view()] = value;
    }
    AttributeMap(const AttributeMap& other) { copyFrom(other); }
    AttributeMap(AttributeMap&& other) noexcept : block_(std::exchange(other.block_, nullptr)) {}
    AttributeMap& operator=(const AttributeMap& other)
    {
        if (this != &other) {
            AttributeMap copy(other);
            std::swap(block_, copy.block_);
        }
        return *this;
    }
    AttributeMap& operator=(AttributeMap&& other) noexcept
    {
        std::swap(block_, other.block_); // ours goes with `other`
        return *this;
    }
    ~AttributeMap() { release(block_); }

    /// The value of `key`, added (value-initialised) when absent.
    Value& operator[](std::string_view key)
    {
        const auto at = std::size_t(std::lower_bound(begin(), end(), key, keyBefore) - begin());
        if (at < size() && items()[at].first.view() == key)
            return items()[at].second;
        insertAt(at, key);
        return items()[at].second;
    }

    const_iterator find(std::string_view key) const
    {
        const auto it = std::lower_bound(begin(), end(), key, keyBefore);
        return it != end() && it->first.view() == key ? it : end();
    }
    std::size_t count(std::string_view key) const { return find(key) == end() ? 0 : 1; }

    const_iterator begin() const { return items(); }
    const_iterator end() const { return items() + size(); }
    std::size_t size() const { return block_ ? block_->size : 0; }
    bool empty() const { return size() == 0; }

    friend bool operator==(const AttributeMap& a, const AttributeMap& b) { return std::ranges::equal(a, b); }

private:
    // The block: its count, then the pairs (exactly as many as it holds: an op sets two or three).
    struct Block {
        std::uint32_t size;
    };
    static constexpr std::size_t kItemsOffset =
        (sizeof(Block) + alignof(value_type) - 1) / alignof(value_type) * alignof(value_type);
    static_assert(alignof(value_type) <= __STDCPP_DEFAULT_NEW_ALIGNMENT__, "plain operator new aligns the pairs");
    static_assert(std::is_nothrow_move_constructible_v<value_type>, "a larger block takes the pairs without a throw");

    static bool keyBefore(const value_type& item, std::string_view key) { return item.first.view() < key; }

    static value_type* itemsOf(Block* block)
    {
        return std::launder(reinterpret_cast<value_type*>(reinterpret_cast<std::byte*>(block) + kItemsOffset));
    }
    value_type* items() const { return block_ ? itemsOf(block_) : nullptr; }

    /// A block for `size` pairs, none of them constructed yet.
    static Block* allocate(std::size_t size)
    {
        void* memory = ::operator new(kItemsOffset + size * sizeof(value_type));
        return ::new (memory) Block{std::uint32_t(size)};
    }
    static void release(Block* block) noexcept
    {
        if (!block)
            return;
        std::destroy_n(itemsOf(block), block->size);
        block->~Block();
        ::operator delete(block);
    }

    void copyFrom(const AttributeMap& other)
    {
        if (other.empty())
            return;
        Block* block = allocate(other.size());
        std::size_t built = 0;
        try {
            for (; built < other.size(); ++built)
                ::new (itemsOf(block) + built) value_type(other.items()[built]);
        } catch (...) {
            block->size = std::uint32_t(built);
            release(block);
            throw;
        }
        block_ = block;
    }

    /// Makes a block one pair larger with `key` (and a value-initialised value) at `at`.
    void insertAt(std::size_t at, std::string_view key)
    {
        const std::size_t size = this->size();
        Block* block = allocate(size + 1);
        value_type* to = itemsOf(block);
        value_type* from = items();
        try {
            ::new (to + at) value_type(CompactString(key), Value{});
        } catch (...) {
            block->size = 0;
            release(block);
            throw;
        }
        for (std::size_t i = 0; i < at; ++i)
            ::new (to + i) value_type(std::move(from[i]));
        for (std::size_t i = at; i < size; ++i)
            ::new (to + i + 1) value_type(std::move(from[i]));
        release(block_);
        block_ = block;
    }

    Block* block_ = nullptr; // null while empty
};

} // namespace tilescope
