#pragma once
// A name read from one of a model's columns of names (an op's name, a tensor's, a block): the
// characters stay in the column, which holds every name of the model end to end. It reads as the
// CompactString a name was held in before the model was held as columns (a std::string_view that
// converts to a std::string wherever one is expected), so that code reading names is unchanged.
//
// It is valid while the model it came from is neither changed nor destroyed.

#include "model/CompactString.h"
#include "model/TextOperators.h"

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

    // A name read from a model beside one held by a record (each converts to the other's operands).
    friend bool operator==(const NameView& a, const CompactString& b) { return a.view() == b.view(); }
    friend std::strong_ordering operator<=>(const NameView& a, const CompactString& b) { return a.view() <=> b.view(); }

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
