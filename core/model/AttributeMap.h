#pragma once
// An op's attributes by name: a handful at most, and none for most ops (a relu, an add). A sorted
// vector holds them in 24 bytes and no allocation when empty, where a std::map takes 48 bytes even
// then; it iterates in key order as a std::map does, so files and cache keys are written the same.

#include <algorithm>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

namespace tilescope {

template <class Value> class AttributeMap {
public:
    using value_type = std::pair<std::string, Value>;
    using iterator = typename std::vector<value_type>::iterator;
    using const_iterator = typename std::vector<value_type>::const_iterator;

    AttributeMap() = default;
    AttributeMap(std::initializer_list<value_type> items)
    {
        for (const auto& [key, value] : items)
            (*this)[key] = value;
    }

    /// The value of `key`, added (value-initialised) when absent.
    Value& operator[](const std::string& key)
    {
        const auto it = lowerBound(key);
        if (it != items_.end() && it->first == key)
            return it->second;
        return items_.insert(it, value_type(key, Value{}))->second;
    }

    const_iterator find(const std::string& key) const
    {
        const auto it = std::lower_bound(items_.begin(), items_.end(), key,
                                         [](const value_type& item, const std::string& k) { return item.first < k; });
        return it != items_.end() && it->first == key ? it : items_.end();
    }
    std::size_t count(const std::string& key) const { return find(key) == end() ? 0 : 1; }

    /// Removes `key`; returns how many were removed (0 or 1).
    std::size_t erase(const std::string& key)
    {
        const auto it = lowerBound(key);
        if (it == items_.end() || it->first != key)
            return 0;
        items_.erase(it);
        return 1;
    }

    const_iterator begin() const { return items_.begin(); }
    const_iterator end() const { return items_.end(); }
    std::size_t size() const { return items_.size(); }
    bool empty() const { return items_.empty(); }

    friend bool operator==(const AttributeMap&, const AttributeMap&) = default;

private:
    iterator lowerBound(const std::string& key)
    {
        return std::lower_bound(items_.begin(), items_.end(), key,
                                [](const value_type& item, const std::string& k) { return item.first < k; });
    }

    std::vector<value_type> items_; // sorted by key, keys unique
};

} // namespace tilescope
