#include "report/ReportDocumentReader.h"

#include "common/Error.h"
#include "common/JsonDocumentBuilder.h"
#include "report/ReportInput.h"

#include <nlohmann/json.hpp>

namespace tilescope {
namespace {

using nlohmann::json;
using Cursor = ReportInput::Cursor;

enum class Encoding { Empty, Json, Cbor };

// Only the first significant byte tells: CBOR never starts a report with '{' or '[' (a map is 0xa?
// or 0xb?), and JSON text may start with white space. Reads from the start; the caller restarts.
Encoding detectEncoding(ReportInput& input)
{
    Cursor cursor = input.start();
    auto c = cursor.get_character();
    if (c == std::char_traits<char>::eof())
        return Encoding::Empty;
    while (c == ' ' || c == '\n' || c == '\r' || c == '\t')
        c = cursor.get_character();
    return c == '{' || c == '[' ? Encoding::Json : Encoding::Cbor;
}

// As json::parse does, but from the cursor (json::parse only takes nlohmann's own adapters).
json parseJson(Cursor cursor)
{
    json root;
    JsonDocumentBuilder builder(root);
    nlohmann::detail::parser<json, Cursor>(std::move(cursor)).sax_parse(&builder, true);
    return root;
}

// As json::from_cbor does, but from the cursor and with packed columns' subtypes (CBOR tags) kept.
json parseCbor(Cursor cursor)
{
    json root;
    JsonDocumentBuilder builder(root);
    nlohmann::detail::binary_reader<json, Cursor, JsonDocumentBuilder> reader(
        std::move(cursor), nlohmann::detail::input_format_t::cbor);
    reader.sax_parse(nlohmann::detail::input_format_t::cbor, &builder, true,
                     nlohmann::detail::cbor_tag_handler_t::store);
    return root;
}

// Builds the document as JsonDocumentBuilder does until the top-level key `lastKey` has been read,
// then stops the parser at the first event of its value, noting whether that value is null.
class BuilderUntilKey {
public:
    BuilderUntilKey(json& root, std::string lastKey, std::optional<bool>& lastKeyIsNull)
        : builder_(root), lastKey_(std::move(lastKey)), lastKeyIsNull_(lastKeyIsNull)
    {
    }

    bool null() { return atValue(true) && builder_.null(); }
    bool boolean(bool v) { return atValue(false) && builder_.boolean(v); }
    bool number_integer(json::number_integer_t v) { return atValue(false) && builder_.number_integer(v); }
    bool number_unsigned(json::number_unsigned_t v) { return atValue(false) && builder_.number_unsigned(v); }
    bool number_float(json::number_float_t v, const json::string_t& text)
    {
        return atValue(false) && builder_.number_float(v, text);
    }
    bool string(json::string_t& v) { return atValue(false) && builder_.string(v); }
    bool binary(json::binary_t& v) { return atValue(false) && builder_.binary(v); }
    bool start_object(std::size_t elements)
    {
        if (!atValue(false))
            return false;
        ++depth_;
        return builder_.start_object(elements);
    }
    bool key(json::string_t& k)
    {
        if (depth_ == 1 && k == lastKey_)
            found_ = true;
        return builder_.key(k);
    }
    bool end_object()
    {
        --depth_;
        return builder_.end_object();
    }
    bool start_array(std::size_t elements)
    {
        if (!atValue(false))
            return false;
        ++depth_;
        return builder_.start_array(elements);
    }
    bool end_array()
    {
        --depth_;
        return builder_.end_array();
    }
    template <class Exception> bool parse_error(std::size_t position, const std::string& token, const Exception& error)
    {
        return builder_.parse_error(position, token, error);
    }

private:
    // False (stop) at the first event of the last key's value.
    bool atValue(bool isNull)
    {
        if (!found_ || depth_ != 1)
            return true;
        lastKeyIsNull_ = isNull;
        return false;
    }

    JsonDocumentBuilder builder_;
    std::string lastKey_;
    std::optional<bool>& lastKeyIsNull_;
    std::size_t depth_ = 0;
    bool found_ = false;
};

// What `parse` makes of the input in its encoding; an empty input, an error of the builder (which
// names the field) or of the parser are thrown naming `fileName`.
template <class Parse> json parseNamingTheFile(ReportInput& input, const std::string& fileName, Parse&& parse)
{
    const Encoding encoding = detectEncoding(input);
    if (encoding == Encoding::Empty)
        throw Error(ErrorCode::FileUnreadable, "the file is empty", fileName);
    try {
        return parse(encoding);
    } catch (const Error& e) {
        if (!e.file().empty())
            throw; // the input's own (a read error, a cancelled load) name the file already
        throw e.withFile(fileName); // the builder's, which name the field
    } catch (const json::exception& e) {
        const std::string what =
            encoding == Encoding::Json ? "not valid JSON (truncated or corrupt?): " : "not a readable report: ";
        throw Error(ErrorCode::FileUnreadable, what + plainJsonMessage(e), fileName);
    }
}

} // namespace

json readReportDocumentUntil(ReportInput& input, const std::string& fileName, const std::string& lastKey,
                             std::optional<bool>& lastKeyIsNull)
{
    lastKeyIsNull.reset();
    return parseNamingTheFile(input, fileName, [&](Encoding encoding) {
        json root;
        BuilderUntilKey builder(root, lastKey, lastKeyIsNull);
        if (encoding == Encoding::Json) {
            nlohmann::detail::parser<json, Cursor>(input.start()).sax_parse(&builder, true);
        } else {
            nlohmann::detail::binary_reader<json, Cursor, BuilderUntilKey> reader(
                input.start(), nlohmann::detail::input_format_t::cbor);
            reader.sax_parse(nlohmann::detail::input_format_t::cbor, &builder, true,
                             nlohmann::detail::cbor_tag_handler_t::store);
        }
        return root;
    });
}

json readReportDocument(ReportInput& input, const std::string& fileName)
{
    return parseNamingTheFile(input, fileName, [&](Encoding encoding) {
        return encoding == Encoding::Json ? parseJson(input.start()) : parseCbor(input.start());
    });
}

} // namespace tilescope
