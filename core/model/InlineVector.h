#pragma once
// A vector of a few integers held in the object itself, for the lists a model holds once per op
// or tensor (IdList, TensorShape): up to kInline values take no memory of their own, and only a
// longer list takes one allocation. A model of 10^6 layers holds millions of these, where a
// std::vector costs 24 bytes plus an allocation of 32 or more for each.
//
// It reads as a std::vector<T> (and converts to one), so that code written for vectors reads the same.

#include <algorithm>
#include <bit>
#include <cstdint>
#include <initializer_list>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

namespace tilescope {

template <class T, std::uint32_t kInline> class InlineVector {
public:
    using value_type = T;
    using size_type = std::size_t;
    using reference = T&;
    using const_reference = const T&;
    using iterator = T*;
    using const_iterator = const T*;

    InlineVector() = default;
    InlineVector(std::initializer_list<T> values) { assign(values.begin(), values.size()); }
    InlineVector(std::span<const T> values) { assign(values.data(), values.size()); }     // NOLINT: a list is its values
    InlineVector(const std::vector<T>& values) { assign(values.data(), values.size()); } // NOLINT
    InlineVector(const InlineVector& other) { assign(other.data(), other.size()); }
    InlineVector(InlineVector&& other) noexcept { take(other); }
    InlineVector& operator=(const InlineVector& other)
    {
        if (this != &other)
            assign(other.data(), other.size());
        return *this;
    }
    InlineVector& operator=(InlineVector&& other) noexcept
    {
        if (this != &other) {
            release();
            take(other);
        }
        return *this;
    }
    ~InlineVector() { release(); }

    operator std::vector<T>() const { return {begin(), end()}; } // NOLINT: reads as a vector
    std::vector<T> vector() const { return {begin(), end()}; }

    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    T* data() { return onHeap() ? heap_ : inline_; }
    const T* data() const { return onHeap() ? heap_ : inline_; }
    iterator begin() { return data(); }
    iterator end() { return data() + size_; }
    const_iterator begin() const { return data(); }
    const_iterator end() const { return data() + size_; }

    T& operator[](std::size_t i) { return data()[i]; }
    T operator[](std::size_t i) const { return data()[i]; }
    T at(std::size_t i) const { return data()[checked(i)]; }
    T& front() { return data()[checked(0)]; }
    T front() const { return at(0); }
    T& back() { return data()[checked(size_ - 1)]; }
    T back() const { return at(size_ - 1); }

    void push_back(T value)
    {
        if (size_ < kInline) {
            inline_[size_++] = value;
            return;
        }
        if (size_ == kInline) {
            moveToHeap(capacityFor(kInline + 1));
        } else if (size_ == capacityFor(size_)) {
            auto* bigger = new T[2 * std::size_t(size_)];
            std::copy_n(heap_, size_, bigger);
            delete[] heap_;
            heap_ = bigger;
        }
        heap_[size_++] = value;
    }
    void clear() { release(); }

    friend bool operator==(const InlineVector& a, const InlineVector& b) { return std::ranges::equal(a, b); }
    friend bool operator==(const InlineVector& a, const std::vector<T>& b) { return std::ranges::equal(a, b); }

private:
    // A list of more than kInline values is on the heap, in a buffer of capacityFor(size_) values:
    // the capacity follows from the size, so that no field holds it and the 4 bytes after size_
    // are padding the owner may fill ([[no_unique_address]], as Op and Tensor do).
    static std::size_t capacityFor(std::size_t size) { return size <= kInline ? kInline : std::bit_ceil(size); }
    bool onHeap() const { return size_ > kInline; }

    std::size_t checked(std::size_t i) const
    {
        if (i >= size_) // also an empty list's front() and back()
            throw std::out_of_range("index " + std::to_string(std::int64_t(i)) + " of a list of " +
                                    std::to_string(size_));
        return i;
    }

    void assign(const T* values, std::size_t count)
    {
        if (count > UINT32_MAX)
            throw std::length_error("a list of " + std::to_string(count) + " values");
        if (count <= kInline) {
            release();
            std::copy_n(values, count, inline_);
        } else {
            auto* buffer = new T[capacityFor(count)];
            std::copy_n(values, count, buffer);
            release();
            heap_ = buffer;
        }
        size_ = std::uint32_t(count);
    }

    void moveToHeap(std::size_t capacity)
    {
        auto* buffer = new T[capacity];
        std::copy_n(inline_, size_, buffer);
        heap_ = buffer;
    }

    void release()
    {
        if (onHeap())
            delete[] heap_;
        size_ = 0;
    }

    void take(InlineVector& other)
    {
        size_ = other.size_;
        if (other.onHeap())
            heap_ = other.heap_;
        else
            std::copy_n(other.inline_, kInline, inline_);
        other.size_ = 0;
    }

    union {
        T inline_[kInline] = {};
        T* heap_;
    };
    std::uint32_t size_ = 0;
};

/// nlohmann::json writes an InlineVector as the array of its values (found by argument-dependent lookup).
template <class Json, class T, std::uint32_t kInline> void to_json(Json& json, const InlineVector<T, kInline>& values)
{
    json = typename Json::array_t(values.begin(), values.end());
}

} // namespace tilescope
