#include "common/JsonDocumentBuilder.h"

#include "common/Utf8.h"

namespace tilescope {

std::string jsonPointerToken(const std::string& key)
{
    std::string token;
    for (const char c : key) {
        if (c == '~')
            token += "~0";
        else if (c == '/')
            token += "~1";
        else
            token += c;
    }
    return token;
}

std::string plainJsonMessage(const nlohmann::json::exception& error)
{
    const std::string what = error.what();
    const auto bracket = what.find("] ");
    return bracket == std::string::npos ? what : what.substr(bracket + 2);
}

std::string JsonDocumentBuilder::pointer(std::size_t depth) const
{
    std::string text;
    for (std::size_t i = 0; i < depth; ++i)
        text += "/" + (levels_[i].array ? std::to_string(levels_[i].index) : jsonPointerToken(levels_[i].key));
    return text;
}

bool JsonDocumentBuilder::binary(json::binary_t& v)
{
    v.shrink_to_fit();
    return value(dom_.binary(v));
}

bool JsonDocumentBuilder::open(bool array, std::size_t elements)
{
    bool more = false;
    try {
        more = array ? dom_.start_array(elements) : dom_.start_object(elements);
    } catch (const json::out_of_range&) {
        throw Error(ErrorCode::FileUnreadable,
                    std::string("declares ") + (array ? "an array" : "an object") + " of " +
                        std::to_string(elements) + " elements, more than memory holds (corrupt?)",
                    {}, pointer());
    }
    if (levels_.size() >= kMaxDepth)
        throw Error(ErrorCode::InvalidField,
                    "values nested more than " + std::to_string(kMaxDepth) + " levels deep", {}, pointer());
    levels_.push_back(Level{array, 0, {}});
    return more;
}

bool JsonDocumentBuilder::string(json::string_t& v)
{
    if (!isUtf8(v))
        throw Error(ErrorCode::InvalidField, "the string is not UTF-8 text", {}, pointer());
    return value(dom_.string(v));
}

namespace {

// A text that may hold any bytes, shown with those outside printable ASCII as \xNN.
std::string shownBytes(const std::string& text)
{
    std::string shown;
    for (const unsigned char c : text) {
        if (c >= 0x20 && c < 0x7f && c != '\\') {
            shown += char(c);
        } else {
            static const char digits[] = "0123456789abcdef";
            shown += "\\x";
            shown += digits[c >> 4];
            shown += digits[c & 15];
        }
    }
    return shown;
}

} // namespace

bool JsonDocumentBuilder::key(json::string_t& k)
{
    if (!isUtf8(k)) {
        // Named by the object it is in and the key before it, the one place a key can be found.
        const std::string& previous = levels_.back().key;
        const std::string object = pointer(levels_.size() - 1);
        throw Error(ErrorCode::InvalidField,
                    "the key \"" + shownBytes(k) + "\"" + (object.empty() ? " of the top-level object" : "") +
                        (previous.empty() ? ", its first," : " after \"" + previous + "\"") + " is not UTF-8 text",
                    {}, object);
    }
    levels_.back().key = k;
    return dom_.key(k);
}

void JsonDocumentBuilder::numberOutOfRange(const std::string& token) const
{
    throw Error(ErrorCode::InvalidField, "the number " + token + " is beyond the range of a double (about 1.8e308)",
                {}, pointer());
}

const nlohmann::json& requiredMember(const nlohmann::json& object, const std::string& key, const std::string& pointer)
{
    if (!object.is_object() || !object.contains(key))
        throw Error(ErrorCode::MissingField, "missing", {}, pointer + "/" + jsonPointerToken(key));
    return object.at(key);
}

void invalidField(const std::string& pointer, const std::string& message)
{
    throw Error(ErrorCode::InvalidField, message, {}, pointer);
}

nlohmann::json parseJsonDocument(std::string_view text, const std::string& fileName)
{
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos)
        throw Error(ErrorCode::FileUnreadable, "the file is empty", fileName);
    nlohmann::json root;
    try {
        // Through the builder, so that a number out of range or too deep a nesting names its field.
        JsonDocumentBuilder builder(root);
        nlohmann::json::sax_parse(text.begin(), text.end(), &builder);
    } catch (const Error& e) {
        throw e.withFile(fileName);
    } catch (const nlohmann::json::exception& e) {
        throw Error(ErrorCode::FileUnreadable, "not valid JSON (truncated or corrupt?): " + plainJsonMessage(e), fileName);
    }
    return root;
}

} // namespace tilescope
