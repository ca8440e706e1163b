#pragma once
// A vector of plain data (trivially copyable elements) that grows with realloc. A std::vector grows
// by allocating a new buffer, copying into it and freeing the old one: a column built row by row to
// a size S touches about 2S of fresh memory, and each page of it costs a fault. glibc reallocates a
// large block (one it mapped) by remapping its pages instead (mremap), so the rows already written
// are neither copied nor faulted in again. A long model's lowering builds its steps, variables and
// names this way: hundreds of megabytes at 100,000 layers, where those faults were the largest part
// of the cost per op that grew with the model.
//
// It reads as the std::vector it replaces, for the members a column uses.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <initializer_list>
#include <iterator>
#include <new>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>

namespace tilescope {

template <class T> class PodVector {
    static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>,
                  "PodVector moves its rows with realloc and memcpy");
    static_assert(alignof(T) <= alignof(std::max_align_t), "malloc aligns for max_align_t only");

public:
    using value_type = T;
    using size_type = std::size_t;
    using difference_type = std::ptrdiff_t;
    using reference = T&;
    using const_reference = const T&;
    using pointer = T*;
    using const_pointer = const T*;
    using iterator = T*;
    using const_iterator = const T*;

    PodVector() = default;
    PodVector(std::initializer_list<T> rows) { assign(rows.begin(), rows.end()); }
    explicit PodVector(std::size_t count, const T& value = T{}) { assign(count, value); }
    template <std::forward_iterator It> PodVector(It first, It last) { assign(first, last); }
    PodVector(const PodVector& other) { assign(other.begin(), other.end()); }
    PodVector(PodVector&& other) noexcept
        : data_(std::exchange(other.data_, nullptr)),
          size_(std::exchange(other.size_, 0)),
          capacity_(std::exchange(other.capacity_, 0))
    {
    }
    PodVector& operator=(const PodVector& other)
    {
        if (this != &other)
            assign(other.begin(), other.end());
        return *this;
    }
    PodVector& operator=(PodVector&& other) noexcept
    {
        if (this != &other) {
            std::free(data_);
            data_ = std::exchange(other.data_, nullptr);
            size_ = std::exchange(other.size_, 0);
            capacity_ = std::exchange(other.capacity_, 0);
        }
        return *this;
    }
    PodVector& operator=(std::initializer_list<T> rows)
    {
        assign(rows.begin(), rows.end());
        return *this;
    }
    ~PodVector() { std::free(data_); }

    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    std::size_t capacity() const { return capacity_; }
    T* data() { return data_; }
    const T* data() const { return data_; }

    T& operator[](std::size_t i) { return data_[i]; }
    const T& operator[](std::size_t i) const { return data_[i]; }
    T& at(std::size_t i) { return data_[checked(i)]; }
    const T& at(std::size_t i) const { return data_[checked(i)]; }
    T& front() { return data_[0]; }
    const T& front() const { return data_[0]; }
    T& back() { return data_[size_ - 1]; }
    const T& back() const { return data_[size_ - 1]; }

    T* begin() { return data_; }
    T* end() { return data_ + size_; }
    const T* begin() const { return data_; }
    const T* end() const { return data_ + size_; }
    const T* cbegin() const { return data_; }
    const T* cend() const { return data_ + size_; }

    void push_back(const T& row)
    {
        if (size_ == capacity_) {
            const T copy = row; // `row` may lie in the buffer that is about to move
            grow(size_ + 1);
            data_[size_++] = copy;
            return;
        }
        data_[size_++] = row;
    }
    template <class... Args> T& emplace_back(Args&&... args)
    {
        // Made first: an argument may lie in the buffer. Parentheses, as std::vector does (C++20
        // aggregates too); none at all would declare a function.
        if constexpr (sizeof...(Args) == 0) {
            push_back(T{});
        } else {
            const T row(std::forward<Args>(args)...);
            push_back(row);
        }
        return back();
    }
    void pop_back() { --size_; }
    /// Appends [first, last).
    template <std::forward_iterator It> void append(It first, It last)
    {
        const auto count = std::size_t(std::distance(first, last));
        if (count == 0)
            return;
        // Rows of this type, contiguous: copied as bytes. Anything else is converted row by row.
        if constexpr (std::is_same_v<It, T*> || std::is_same_v<It, const T*>) {
            if (size_ + count > capacity_) {
                // The source may lie in this buffer: take its offset before the buffer moves.
                const auto address = reinterpret_cast<std::uintptr_t>(first);
                const auto base = reinterpret_cast<std::uintptr_t>(data_);
                const bool inside = data_ && address >= base && address < base + size_ * sizeof(T);
                const auto offset = inside ? (address - base) / sizeof(T) : 0;
                grow(size_ + count);
                if (inside) {
                    std::memmove(data_ + size_, data_ + offset, count * sizeof(T));
                    size_ += count;
                    return;
                }
            }
            std::memcpy(data_ + size_, first, count * sizeof(T)); // not in this buffer, or it did not move
            size_ += count;
        } else {
            reserve(size_ + count);
            for (; first != last; ++first)
                data_[size_++] = *first;
        }
    }

    void reserve(std::size_t rows)
    {
        if (rows > capacity_)
            reallocate(rows);
    }
    void resize(std::size_t rows) { resize(rows, T{}); }
    void resize(std::size_t rows, const T& value)
    {
        if (rows > size_) {
            const T copy = value;
            reserve(rows);
            std::fill(data_ + size_, data_ + rows, copy);
        }
        size_ = rows;
    }
    void clear() { size_ = 0; }
    void assign(std::size_t count, const T& value)
    {
        const T copy = value;
        clear();
        resize(count, copy);
    }
    template <std::forward_iterator It> void assign(It first, It last)
    {
        clear();
        append(first, last);
    }
    /// Removes [first, last), moving the rows after it down.
    T* erase(const T* first, const T* last)
    {
        const auto at = std::size_t(first - data_);
        const auto count = std::size_t(last - first);
        std::memmove(data_ + at, last, (size_ - at - count) * sizeof(T));
        size_ -= count;
        return data_ + at;
    }
    void shrink_to_fit()
    {
        if (capacity_ > size_)
            reallocate(size_);
    }

    friend bool operator==(const PodVector& a, const PodVector& b)
    {
        return std::equal(a.begin(), a.end(), b.begin(), b.end());
    }

private:
    std::size_t checked(std::size_t i) const
    {
        if (i >= size_)
            throw std::out_of_range("row " + std::to_string(i) + " of " + std::to_string(size_));
        return i;
    }
    /// Room for at least `rows`, doubling so that appends stay amortised constant.
    void grow(std::size_t rows) { reallocate(std::max({rows, capacity_ * 2, std::size_t(8)})); }
    void reallocate(std::size_t rows)
    {
        if (rows > std::size_t(-1) / sizeof(T))
            throw std::bad_alloc();
        if (rows == 0) {
            std::free(data_);
            data_ = nullptr;
            capacity_ = 0;
            return;
        }
        void* moved = std::realloc(data_, rows * sizeof(T));
        if (!moved)
            throw std::bad_alloc();
        data_ = static_cast<T*>(moved);
        capacity_ = rows;
    }

    T* data_ = nullptr;
    std::size_t size_ = 0;
    std::size_t capacity_ = 0;
};

} // namespace tilescope
