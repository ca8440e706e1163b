#pragma once
// An iterator over a columnar table's rows that reads each row as the table's view of it (by
// value): random access, so that ranges algorithms and index arithmetic work on a table of columns
// (a model's ops and tensors, a report's column of names) as they did on a vector of structs.

#include <cstddef>
#include <iterator>

namespace tilescope::columns {

/// Reads row i of a Table as (*table)[i], a View held by value.
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
