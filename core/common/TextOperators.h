#pragma once
// What makes a name type read as text: comparison with, concatenation to and printing beside
// std::string, std::string_view and character strings. CompactString (a name that owns its
// characters) and NameView (one read from a model's column of names) both take them from here, so
// that code written for std::string names reads the same with either. `Text` provides view().

// std::strong_ordering comes with <string>, as the standard has it. <compare> is not named: first
// in a file, it stops Qt's moc, which reads this header through the viewer's.
#include <ostream>
#include <string>
#include <string_view>

namespace tilescope {

template <class Text> class TextOperators {
public:
    friend bool operator==(const Text& a, const Text& b) { return a.view() == b.view(); }
    friend bool operator==(const Text& a, std::string_view b) { return a.view() == b; }
    friend bool operator==(const Text& a, const std::string& b) { return a.view() == std::string_view(b); }
    friend bool operator==(const Text& a, const char* b) { return a.view() == std::string_view(b); }
    friend std::strong_ordering operator<=>(const Text& a, const Text& b) { return a.view() <=> b.view(); }
    friend std::strong_ordering operator<=>(const Text& a, std::string_view b) { return a.view() <=> b; }
    friend std::strong_ordering operator<=>(const Text& a, const std::string& b)
    {
        return a.view() <=> std::string_view(b);
    }
    friend std::strong_ordering operator<=>(const Text& a, const char* b) { return a.view() <=> std::string_view(b); }

    friend std::string operator+(const Text& a, std::string_view b) { return joined(a.view(), b); }
    friend std::string operator+(const Text& a, const std::string& b) { return joined(a.view(), b); }
    friend std::string operator+(const Text& a, const char* b) { return joined(a.view(), b); }
    friend std::string operator+(const Text& a, char b) { return joined(a.view(), std::string_view(&b, 1)); }
    friend std::string operator+(const Text& a, const Text& b) { return joined(a.view(), b.view()); }
    friend std::string operator+(std::string_view a, const Text& b) { return joined(a, b.view()); }
    friend std::string operator+(const std::string& a, const Text& b) { return joined(a, b.view()); }
    friend std::string operator+(std::string&& a, const Text& b) { return std::move(a.append(b.view())); }
    friend std::string operator+(const char* a, const Text& b) { return joined(a, b.view()); }
    friend std::string operator+(char a, const Text& b) { return joined(std::string_view(&a, 1), b.view()); }

    friend std::ostream& operator<<(std::ostream& out, const Text& s) { return out << s.view(); }

private:
    static std::string joined(std::string_view a, std::string_view b)
    {
        std::string text;
        text.reserve(a.size() + b.size());
        text.append(a).append(b);
        return text;
    }
};

} // namespace tilescope
