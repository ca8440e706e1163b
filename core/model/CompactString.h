#pragma once
// An immutable string in 16 bytes, for the names a model holds once per op and tensor (op names,
// tensor names, blocks). A std::string takes 32 bytes even for the short names nearly every model
// uses ("layer1.0.conv2", "conv1.weight"); a model of 10^6 layers holds three of them a layer, so
// those 16 bytes each were a sixth of its memory. Up to 15 characters are held in the object
// itself, as std::string does; longer names take one allocation of their exact length.
//
// It reads as a std::string_view and converts to a std::string wherever one is expected, so that
// code written for std::string names (concatenation, comparison, maps keyed by std::string, JSON)
// reads the same.

#include "common/NameView.h"
#include "common/TextOperators.h"

#include <cstdint>
#include <cstring>
#include <functional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>

namespace tilescope {

class CompactString : public TextOperators<CompactString> {
public:
    CompactString() { clearToEmpty(); }
    CompactString(std::string_view text) { assign(text); }           // NOLINT: a name is its text
    CompactString(const std::string& text) { assign(text); }         // NOLINT
    CompactString(const char* text) { assign(std::string_view(text)); } // NOLINT
    CompactString(const CompactString& other) { assign(other.view()); }
    CompactString(CompactString&& other) noexcept
    {
        std::memcpy(bytes_, other.bytes_, sizeof bytes_);
        other.clearToEmpty();
    }
    CompactString& operator=(const CompactString& other)
    {
        if (this != &other)
            *this = CompactString(other);
        return *this;
    }
    CompactString& operator=(CompactString&& other) noexcept
    {
        if (this != &other) {
            release();
            std::memcpy(bytes_, other.bytes_, sizeof bytes_);
            other.clearToEmpty();
        }
        return *this;
    }
    CompactString& operator=(std::string_view text) { return *this = CompactString(text); }
    CompactString& operator=(const std::string& text) { return *this = CompactString(text); }
    CompactString& operator=(const char* text) { return *this = CompactString(text); }
    ~CompactString() { release(); }

    std::size_t size() const { return onHeap() ? heapSize() : kInline - std::size_t(bytes_[kInline]); }
    bool empty() const { return size() == 0; }
    /// The characters, followed by a '\0'.
    const char* data() const { return onHeap() ? heapData() : bytes_; }
    const char* c_str() const { return data(); }
    const char* begin() const { return data(); }
    const char* end() const { return data() + size(); }
    char operator[](std::size_t i) const { return data()[i]; }

    std::string_view view() const { return {data(), size()}; }
    operator std::string_view() const { return view(); }     // NOLINT: reads as its text
    operator std::string() const { return std::string(view()); } // NOLINT
    std::string str() const { return std::string(view()); }

private:
    // Inline: bytes_[0..size) the characters, then '\0's; bytes_[15] holds 15 - size, which is the
    // terminating '\0' itself when the name has 15 characters. On the heap: a pointer to size + 1
    // characters, the size in bytes_[8..12) and kHeap in bytes_[15].
    static constexpr std::size_t kInline = 15;
    static constexpr unsigned char kHeap = 0xFF;

    bool onHeap() const { return static_cast<unsigned char>(bytes_[kInline]) == kHeap; }
    char* heapData() const
    {
        char* pointer = nullptr;
        std::memcpy(&pointer, bytes_, sizeof pointer);
        return pointer;
    }
    std::size_t heapSize() const
    {
        std::uint32_t size = 0;
        std::memcpy(&size, bytes_ + 8, sizeof size);
        return size;
    }

    void clearToEmpty()
    {
        std::memset(bytes_, 0, kInline);
        bytes_[kInline] = char(kInline);
    }

    void assign(std::string_view text)
    {
        if (text.size() <= kInline) {
            std::memset(bytes_, 0, kInline);
            if (!text.empty()) // an empty view may have no data at all, which memcpy must not be given
                std::memcpy(bytes_, text.data(), text.size());
            bytes_[kInline] = char(kInline - text.size());
            return;
        }
        if (text.size() > UINT32_MAX)
            throw std::length_error("a name of " + std::to_string(text.size()) + " characters");
        auto* heap = new char[text.size() + 1];
        std::memcpy(heap, text.data(), text.size());
        heap[text.size()] = '\0';
        const auto size = std::uint32_t(text.size());
        std::memset(bytes_, 0, sizeof bytes_);
        std::memcpy(bytes_, &heap, sizeof heap);
        std::memcpy(bytes_ + 8, &size, sizeof size);
        bytes_[kInline] = char(kHeap);
    }

    void release()
    {
        if (onHeap())
            delete[] heapData();
    }

    alignas(8) char bytes_[16];
};

// A name read from a model's column beside one held by a record (each converts to the other's operands).
inline bool operator==(const NameView& a, const CompactString& b) { return a.view() == b.view(); }
inline std::strong_ordering operator<=>(const NameView& a, const CompactString& b) { return a.view() <=> b.view(); }

/// nlohmann::json writes a CompactString as the string it holds (found by argument-dependent lookup).
template <class Json> void to_json(Json& json, const CompactString& text)
{
    json = std::string(text.view());
}

} // namespace tilescope

template <> struct std::hash<tilescope::CompactString> {
    std::size_t operator()(const tilescope::CompactString& text) const noexcept
    {
        return std::hash<std::string_view>{}(text.view());
    }
};
