#pragma once
// A name read from a column of names (a model's op and tensor names, a report's program and
// variable names): the characters stay in the column, which holds every name end to end. It reads
// as a std::string_view that converts to a std::string wherever one is expected, so that code
// written for std::string names (concatenation, comparison, maps keyed by std::string, JSON) reads
// the same.
//
// It is valid while the column it came from is neither changed nor destroyed.

#include "common/TextOperators.h"

#include <functional>
#include <string>
#include <string_view>

namespace tilescope {

class NameView : public TextOperators<NameView> {
public:
    NameView() = default;
    explicit NameView(std::string_view text) : text_(text) {}

    std::size_t size() const { return text_.size(); }
    bool empty() const { return text_.empty(); }
    const char* data() const { return text_.data(); }
    const char* begin() const { return text_.data(); }
    const char* end() const { return text_.data() + text_.size(); }
    char operator[](std::size_t i) const { return text_[i]; }

    std::string_view view() const { return text_; }
    operator std::string_view() const { return text_; }          // NOLINT: reads as its text
    operator std::string() const { return std::string(text_); } // NOLINT
    std::string str() const { return std::string(text_); }

    // The searches of std::string, for code written for std::string names.
    std::size_t find(std::string_view text, std::size_t from = 0) const { return text_.find(text, from); }
    std::size_t find(char c, std::size_t from = 0) const { return text_.find(c, from); }
    std::size_t rfind(std::string_view text, std::size_t from = std::string_view::npos) const
    {
        return text_.rfind(text, from);
    }
    std::size_t rfind(char c, std::size_t from = std::string_view::npos) const { return text_.rfind(c, from); }
    bool starts_with(std::string_view text) const { return text_.starts_with(text); }
    bool ends_with(std::string_view text) const { return text_.ends_with(text); }
    std::string substr(std::size_t from, std::size_t count = std::string_view::npos) const
    {
        return std::string(text_.substr(from, count));
    }

private:
    std::string_view text_;
};

template <class Json> void to_json(Json& json, const NameView& text)
{
    json = std::string(text.view());
}

} // namespace tilescope

template <> struct std::hash<tilescope::NameView> {
    std::size_t operator()(const tilescope::NameView& text) const noexcept
    {
        return std::hash<std::string_view>{}(text.view());
    }
};
