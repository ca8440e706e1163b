#pragma once
// An op's attributes by name: a handful at most, and none for most ops (a relu, an add). A sorted
// vector, allocated only when the first attribute is set, holds them: 8 bytes and no allocation for
// an op without attributes, where a std::map takes 48 bytes even then (a model of 10^6 layers holds
// two maps an op). It iterates in key order as a std::map does, so files and cache keys read the same.

#include <algorithm>
#include <initializer_list>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace tilescope {

template <class Value> class AttributeMap {
public:
    using value_type = std::pair<std::string, Value>;
    using const_iterator = typename std::vector<value_type>::const_iterator;

    AttributeMap() = default;
    AttributeMap(std::initializer_list<value_type> items)
    {
        for (const auto& [key, value] : items)
            (*this)[key] = value;
    }
    AttributeMap(const AttributeMap& other)
        : items_(other.empty() ? nullptr : std::make_unique<std::vector<value_type>>(*other.items_))
    {
    }
    AttributeMap(AttributeMap&&) noexcept = default;
    AttributeMap& operator=(const AttributeMap& other)
    {
        if (this != &other) {
            AttributeMap copy(other);
            items_ = std::move(copy.items_);
        }
        return *this;
    }
    AttributeMap& operator=(AttributeMap&&) noexcept = default;
    ~AttributeMap() = default;

    /// The value of `key`, added (value-initialised) when absent.
    Value& operator[](const std::string& key)
    {
        if (!items_)
            items_ = std::make_unique<std::vector<value_type>>();
        const auto it = std::lower_bound(items_->begin(), items_->end(), key, keyBefore);
        if (it != items_->end() && it->first == key)
            return it->second;
        return items_->insert(it, value_type(key, Value{}))->second;
    }

    const_iterator find(const std::string& key) const
    {
        const auto it = std::lower_bound(begin(), end(), key, keyBefore);
        return it != end() && it->first == key ? it : end();
    }
    std::size_t count(const std::string& key) const { return find(key) == end() ? 0 : 1; }

    const_iterator begin() const { return items_ ? items_->cbegin() : kNone().cbegin(); }
    const_iterator end() const { return items_ ? items_->cend() : kNone().cend(); }
    std::size_t size() const { return items_ ? items_->size() : 0; }
    bool empty() const { return size() == 0; }

    friend bool operator==(const AttributeMap& a, const AttributeMap& b) { return std::ranges::equal(a, b); }

private:
    static bool keyBefore(const value_type& item, const std::string& key) { return item.first < key; }

    /// What an empty map iterates over.
    static const std::vector<value_type>& kNone()
    {
        static const std::vector<value_type> none;
        return none;
    }

    std::unique_ptr<std::vector<value_type>> items_; // sorted by key, keys unique; null while empty
};

} // namespace tilescope
