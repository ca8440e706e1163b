#pragma once
// The tensor ids an op reads or writes. Most ops read one or two tensors and write one, so up to
// two ids are held in the list itself and only longer lists (a conv with its weight and bias, a
// concat, a split) take memory of their own: a model of 10^6 layers holds two million of these,
// and a std::vector would cost 24 bytes plus a 32-byte allocation for each.

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <vector>

namespace tilescope {

class IdList {
public:
    using value_type = std::int32_t;
    using size_type = std::size_t;
    using reference = std::int32_t&;
    using const_reference = const std::int32_t&;
    using iterator = std::int32_t*;
    using const_iterator = const std::int32_t*;

    IdList() = default;
    IdList(std::initializer_list<std::int32_t> ids) { assign(ids.begin(), ids.size()); }
    IdList(const std::vector<std::int32_t>& ids) { assign(ids.data(), ids.size()); } // NOLINT: a vector is a list of ids
    IdList(const IdList& other) { assign(other.data(), other.size()); }
    IdList(IdList&& other) noexcept { take(other); }
    IdList& operator=(const IdList& other)
    {
        if (this != &other) {
            size_ = 0;
            assign(other.data(), other.size());
        }
        return *this;
    }
    IdList& operator=(IdList&& other) noexcept
    {
        if (this != &other) {
            release();
            take(other);
        }
        return *this;
    }
    ~IdList() { release(); }

    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }

    std::int32_t* data() { return onHeap() ? heap_ : inline_; }
    const std::int32_t* data() const { return onHeap() ? heap_ : inline_; }
    iterator begin() { return data(); }
    iterator end() { return data() + size_; }
    const_iterator begin() const { return data(); }
    const_iterator end() const { return data() + size_; }

    std::int32_t& operator[](std::size_t i) { return data()[i]; }
    std::int32_t operator[](std::size_t i) const { return data()[i]; }
    std::int32_t at(std::size_t i) const
    {
        if (i >= size_)
            throw std::out_of_range("IdList::at: index " + std::to_string(i) + " of " + std::to_string(size_));
        return data()[i];
    }
    std::int32_t front() const { return at(0); }
    std::int32_t back() const { return at(size_ - 1); }

    void push_back(std::int32_t id)
    {
        if (size_ == capacity_)
            grow(2 * capacity_);
        data()[size_++] = id;
    }
    void clear() { size_ = 0; }

    friend bool operator==(const IdList& a, const IdList& b) { return std::ranges::equal(a, b); }

private:
    static constexpr std::uint32_t kInline = 2;

    bool onHeap() const { return capacity_ > kInline; }

    void assign(const std::int32_t* ids, std::size_t count)
    {
        if (count > capacity_)
            grow(std::uint32_t(count));
        std::copy_n(ids, count, data());
        size_ = std::uint32_t(count);
    }

    void grow(std::uint32_t capacity)
    {
        auto* bigger = new std::int32_t[capacity];
        std::copy_n(data(), size_, bigger);
        release();
        heap_ = bigger;
        capacity_ = capacity;
    }

    void release()
    {
        if (onHeap())
            delete[] heap_;
        capacity_ = kInline;
    }

    void take(IdList& other)
    {
        size_ = other.size_;
        capacity_ = other.capacity_;
        if (other.onHeap())
            heap_ = other.heap_;
        else
            std::copy_n(other.inline_, kInline, inline_);
        other.size_ = 0;
        other.capacity_ = kInline;
    }

    std::uint32_t size_ = 0;
    std::uint32_t capacity_ = kInline;
    union {
        std::int32_t inline_[kInline] = {0, 0};
        std::int32_t* heap_;
    };
};

} // namespace tilescope
