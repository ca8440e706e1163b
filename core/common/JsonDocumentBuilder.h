#pragma once
// Builds a nlohmann::json document from the events of nlohmann's JSON and CBOR readers, as its
// own DOM builder does, while knowing the JSON pointer of the value being read. So what fails
// while reading, before there is a document to check, still names its field: a number beyond the
// range of a double (1e400), an array or object that declares more elements than memory holds (a
// corrupt length in a binary report), values nested deeper than any Tilescope file nests them
// (which the CBOR reader would follow until the stack overflows), and strings that are not UTF-8
// text (which the CBOR reader does not check, and which no JSON could hold again).

#include "common/Error.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace tilescope {

/// The token of a key in a JSON pointer (RFC 6901: "~" becomes "~0" and "/" becomes "~1").
std::string jsonPointerToken(const std::string& key);

/// nlohmann's message without its "[json.exception.parse_error.101] " prefix.
std::string plainJsonMessage(const nlohmann::json::exception& error);

/// `object[key]`; throws Error(MissingField) with the pointer `pointer`/`key` when `object` is not an
/// object or lacks the key (the readers of sweep and lesson files name fields this way).
const nlohmann::json& requiredMember(const nlohmann::json& object, const std::string& key, const std::string& pointer);

/// Throws Error(InvalidField) for the field at `pointer` with `message`.
[[noreturn]] void invalidField(const std::string& pointer, const std::string& message);

/// The JSON document of a text file's bytes, through JsonDocumentBuilder: throws
/// Error(FileUnreadable) naming `fileName` for an empty file or bad syntax, and the builder's errors
/// (a field's pointer) with `fileName`.
nlohmann::json parseJsonDocument(std::string_view text, const std::string& fileName);

class JsonDocumentBuilder {
public:
    using json = nlohmann::json;

    /// Deeper than any report or model: reports nest 5 levels, models 6.
    static constexpr std::size_t kMaxDepth = 128;

    /// Builds into `root`. The handlers below throw Error(InvalidField) for a number out of range,
    /// nesting past kMaxDepth or a string that is not UTF-8, and Error(FileUnreadable) for an
    /// absurd declared size, each with the field's pointer and no file; syntax errors are thrown
    /// as nlohmann's parse_error.
    explicit JsonDocumentBuilder(json& root) : dom_(root, true) {}

    /// The JSON pointer of the value being read ("/memory/tiles/3"), "" for the root.
    std::string pointer() const { return pointer(levels_.size()); }

    // nlohmann's SAX interface.
    bool null() { return value(dom_.null()); }
    bool boolean(bool v) { return value(dom_.boolean(v)); }
    bool number_integer(json::number_integer_t v) { return value(dom_.number_integer(v)); }
    bool number_unsigned(json::number_unsigned_t v) { return value(dom_.number_unsigned(v)); }
    bool number_float(json::number_float_t v, const json::string_t& text) { return value(dom_.number_float(v, text)); }
    bool string(json::string_t& v);
    /// The CBOR reader grows a byte string a byte at a time, which leaves up to twice a packed
    /// column's size allocated: it is trimmed to its size.
    bool binary(json::binary_t& v);
    bool start_object(std::size_t elements) { return open(false, elements); }
    bool key(json::string_t& k);
    bool end_object() { return close(dom_.end_object()); }
    bool start_array(std::size_t elements) { return open(true, elements); }
    bool end_array() { return close(dom_.end_array()); }

    template <class Exception> bool parse_error(std::size_t position, const std::string& token, const Exception& error)
    {
        // The JSON reader reports a number beyond a double's range (its error 406) here.
        if constexpr (std::is_same_v<Exception, nlohmann::detail::out_of_range>)
            if (error.id == 406)
                numberOutOfRange(token);
        return dom_.parse_error(position, token, error);
    }

private:
    struct Level {
        bool array = false;
        std::size_t index = 0; // of the element being read, in an array
        std::string key;       // of the member being read, in an object
    };

    /// After a complete value: the next one in an array has the next index.
    bool value(bool more)
    {
        if (!levels_.empty() && levels_.back().array)
            ++levels_.back().index;
        return more;
    }
    bool close(bool more)
    {
        levels_.pop_back();
        return value(more);
    }
    /// The pointer of the value read at `depth` (0: the root).
    std::string pointer(std::size_t depth) const;
    /// Enters an object or array of `elements` (or an unknown number); fails at its pointer when
    /// that is absurd or when it nests past kMaxDepth.
    bool open(bool array, std::size_t elements);
    [[noreturn]] void numberOutOfRange(const std::string& token) const;

    nlohmann::detail::json_sax_dom_parser<json> dom_;
    std::vector<Level> levels_;
};

} // namespace tilescope
