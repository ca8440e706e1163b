#pragma once
// A column of texts held end to end in one buffer of characters: a report's program, variable,
// compute-set and operation names, vertex types and plans. A std::vector<std::string> took 32
// bytes a row plus an allocation for every text longer than 15 characters (nearly every name in a
// program tree): a trained model of 100,000 layers made some 6 million of them, and the compile
// spent a fifth of its time allocating and freeing them, scattered over a gigabyte.
//
// It reads as the vector it replaces: rows are NameViews (a std::string_view that converts to a
// std::string), with size, iteration, front/back and comparison with a vector of strings. Rows are
// appended, never changed in place, except by set(), which rebuilds the column.
//
// A row's end is an `End`: 8 bytes in a report (TextColumn), 4 in a model (columns::Names), whose
// names must stay small beside its file (a model is held in at most twice its file's size).

#include "common/NameView.h"
#include "common/PodVector.h"
#include "common/RowIterator.h"

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tilescope {

template <class End> class BasicTextColumn {
public:
    using value_type = NameView;
    using size_type = std::size_t;
    using iterator = columns::RowIterator<BasicTextColumn, NameView>;
    using const_iterator = iterator;

    BasicTextColumn() = default;
    BasicTextColumn(std::initializer_list<std::string_view> texts)
    {
        for (const auto text : texts)
            push_back(text);
    }
    explicit BasicTextColumn(const std::vector<std::string>& texts)
    {
        reserve(texts.size());
        for (const auto& text : texts)
            push_back(text);
    }

    std::size_t size() const { return ends_.size(); }
    bool empty() const { return ends_.empty(); }
    /// Rows the column holds before it grows.
    std::size_t capacity() const { return ends_.capacity(); }
    /// Characters over all rows.
    std::size_t characterCount() const { return characters_.size(); }

    NameView operator[](std::size_t row) const
    {
        const auto begin = row == 0 ? 0 : ends_[row - 1];
        return NameView(std::string_view(characters_.data() + begin, ends_[row] - begin));
    }
    NameView at(std::size_t row) const
    {
        if (row >= size())
            throw std::out_of_range("text column row " + std::to_string(row) + " of " + std::to_string(size()));
        return (*this)[row];
    }
    NameView front() const { return (*this)[0]; }
    NameView back() const { return (*this)[size() - 1]; }
    iterator begin() const { return {this, 0}; }
    iterator end() const { return {this, size()}; }

    void push_back(std::string_view text)
    {
        const auto end = endAt(characters_.size() + text.size()); // refused before anything changes
        characters_.append(text.data(), text.data() + text.size());
        ends_.push_back(end);
    }
    void emplace_back(std::string_view text) { push_back(text); }
    void pop_back()
    {
        ends_.pop_back();
        characters_.resize(ends_.empty() ? 0 : ends_.back());
    }
    /// Room for `rows` rows (their characters grow as they come).
    void reserve(std::size_t rows) { ends_.reserve(rows); }
    void reserveCharacters(std::size_t characters) { characters_.reserve(characters); }
    void clear()
    {
        characters_.clear();
        ends_.clear();
    }
    /// Drops rows past `rows`, or appends empty texts up to it.
    void resize(std::size_t rows)
    {
        if (rows < size()) {
            ends_.resize(rows);
            characters_.resize(ends_.empty() ? 0 : ends_.back());
        } else {
            ends_.resize(rows, endAt(characters_.size()));
        }
    }
    /// Replaces row `row`'s text: the rows after it move, so this is for edits, not for building.
    void set(std::size_t row, std::string_view text)
    {
        const auto begin = row == 0 ? 0 : ends_.at(row - 1);
        const std::size_t oldSize = ends_[row] - begin;
        endAt(characters_.size() - oldSize + text.size()); // the last end: refused before anything changes
        PodVector<char> characters;
        characters.reserve(characters_.size() - oldSize + text.size());
        characters.append(characters_.data(), characters_.data() + begin);
        characters.append(text.data(), text.data() + text.size());
        characters.append(characters_.data() + begin + oldSize, characters_.data() + characters_.size());
        for (auto r = row; r < ends_.size(); ++r)
            ends_[r] = End(ends_[r] - oldSize + text.size()); // none past the last, checked above
        characters_ = std::move(characters);
    }
    std::vector<std::string> strings() const { return {begin(), end()}; }

    bool operator==(const BasicTextColumn&) const = default;
    friend bool operator==(const BasicTextColumn& column, const std::vector<std::string>& texts)
    {
        if (column.size() != texts.size())
            return false;
        for (std::size_t i = 0; i < texts.size(); ++i)
            if (column[i] != texts[i])
                return false;
        return true;
    }

private:
    /// `characters` as an end; a column whose characters an End cannot count is refused.
    static End endAt(std::size_t characters)
    {
        if (characters > std::numeric_limits<End>::max())
            throw std::length_error("a column of texts holds at most " +
                                    std::to_string(std::uint64_t(std::numeric_limits<End>::max())) + " characters");
        return End(characters);
    }

    // Both grow by realloc (PodVector.h): a long model's names reach hundreds of megabytes.
    PodVector<char> characters_;
    PodVector<End> ends_; // row i ends at ends_[i] and begins where row i-1 ends
};

/// A report's column of texts.
using TextColumn = BasicTextColumn<std::uint64_t>;

/// nlohmann::json writes a column of texts as an array of strings (found by argument-dependent lookup).
template <class Json, class End> void to_json(Json& json, const BasicTextColumn<End>& column)
{
    json = Json::array();
    for (const auto text : column)
        json.push_back(std::string(text.view()));
}

} // namespace tilescope
