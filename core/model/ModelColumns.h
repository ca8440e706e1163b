#pragma once
// The columns a model's tables are made of. Each holds one field of every op or tensor end to end,
// so that a model of 10^6 layers holds its names and lists in a few large buffers instead of one
// small object (or allocation) per name and list: a relu chain's op then takes about 40 bytes
// where the struct it was held in took 88.

#include "model/ListView.h"
#include "model/NameView.h"

#include <cstddef>
#include <cstdint>
#include <iterator>
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

/// Names end to end: a list of characters each.
class Names {
public:
    std::size_t size() const { return characters_.size(); }
    NameView operator[](std::size_t i) const
    {
        const auto name = characters_[i];
        return NameView(std::string_view(name.data(), name.size()));
    }
    void push_back(std::string_view name) { characters_.push_back(std::span<const char>(name.data(), name.size())); }
    void reserve(std::size_t count) { characters_.reserve(count); }

private:
    Lists<char> characters_;
};

/// An iterator over a table's rows that reads each row as the table's view of it (by value):
/// random access, so that ranges algorithms and index arithmetic work on model.ops and
/// model.tensors as they did on vectors.
template <class Table, class View> class RowIterator {
public:
    using iterator_concept = std::random_access_iterator_tag;
    using iterator_category = std::input_iterator_tag;
    using value_type = View;
    using reference = View;
    using difference_type = std::ptrdiff_t;

    /// What operator-> returns: the row's view, held long enough for one member access.
    struct Arrow {
        View view;
        const View* operator->() const { return &view; }
    };

    RowIterator() = default;
    RowIterator(const Table* table, std::size_t row) : table_(table), row_(row) {}

    View operator*() const { return (*table_)[row_]; }
    Arrow operator->() const { return Arrow{(*table_)[row_]}; }
    View operator[](difference_type n) const { return (*table_)[std::size_t(difference_type(row_) + n)]; }

    RowIterator& operator++() { return ++row_, *this; }
    RowIterator operator++(int) { auto old = *this; ++row_; return old; }
    RowIterator& operator--() { return --row_, *this; }
    RowIterator operator--(int) { auto old = *this; --row_; return old; }
    RowIterator& operator+=(difference_type n) { return row_ = std::size_t(difference_type(row_) + n), *this; }
    RowIterator& operator-=(difference_type n) { return *this += -n; }
    friend RowIterator operator+(RowIterator it, difference_type n) { return it += n; }
    friend RowIterator operator+(difference_type n, RowIterator it) { return it += n; }
    friend RowIterator operator-(RowIterator it, difference_type n) { return it -= n; }
    friend difference_type operator-(const RowIterator& a, const RowIterator& b)
    {
        return difference_type(a.row_) - difference_type(b.row_);
    }
    friend bool operator==(const RowIterator& a, const RowIterator& b) { return a.row_ == b.row_; }
    friend auto operator<=>(const RowIterator& a, const RowIterator& b) { return a.row_ <=> b.row_; }

private:
    const Table* table_ = nullptr;
    std::size_t row_ = 0;
};

} // namespace tilescope::columns
