#pragma once
// A list of values read from one of a model's columns (an op's inputs or outputs, a tensor's
// shape): the values stay in the column, which holds every op's or tensor's list end to end. It
// reads as the InlineVector a list was held in before the model was held as columns (a
// std::vector<T> it converts to, with at(), front() and back() that check their index), so that
// code reading lists is unchanged.
//
// It is valid while the model it came from is neither changed nor destroyed.

#include <algorithm>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

namespace tilescope {

template <class T> class ListView {
public:
    using value_type = T;
    using size_type = std::size_t;
    using const_iterator = const T*;
    using iterator = const T*;

    ListView() = default;
    ListView(std::span<const T> values) : values_(values) {} // NOLINT: a list is its values

    operator std::vector<T>() const { return vector(); }          // NOLINT: reads as a vector
    operator std::span<const T>() const { return values_; }        // NOLINT
    std::vector<T> vector() const { return {values_.begin(), values_.end()}; }

    std::size_t size() const { return values_.size(); }
    bool empty() const { return values_.empty(); }
    const T* data() const { return values_.data(); }
    const T* begin() const { return values_.data(); }
    const T* end() const { return values_.data() + values_.size(); }

    T operator[](std::size_t i) const { return values_[i]; }
    T at(std::size_t i) const { return values_[checked(i)]; }
    T front() const { return at(0); }
    T back() const { return at(values_.size() - 1); }

    friend bool operator==(const ListView& a, const ListView& b) { return std::ranges::equal(a, b); }
    friend bool operator==(const ListView& a, const std::vector<T>& b) { return std::ranges::equal(a, b); }

private:
    std::size_t checked(std::size_t i) const
    {
        if (i >= values_.size())
            throw std::out_of_range("index " + std::to_string(std::int64_t(i)) + " of a list of " + std::to_string(values_.size()));
        return i;
    }

    std::span<const T> values_;
};

template <class Json, class T> void to_json(Json& json, const ListView<T>& values)
{
    json = typename Json::array_t(values.begin(), values.end());
}

} // namespace tilescope
