#include "report/ReportDocumentReader.h"

#include "common/Error.h"
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

// Builds the document like nlohmann's DOM parser, but trims each byte string to its size: the
// CBOR reader grows them a byte at a time, which leaves up to twice a packed column's size
// allocated, and packed columns are most of a large report.
class TrimmingDomBuilder {
public:
    explicit TrimmingDomBuilder(json& root) : dom_(root, true) {}

    bool null() { return dom_.null(); }
    bool boolean(bool value) { return dom_.boolean(value); }
    bool number_integer(json::number_integer_t value) { return dom_.number_integer(value); }
    bool number_unsigned(json::number_unsigned_t value) { return dom_.number_unsigned(value); }
    bool number_float(json::number_float_t value, const json::string_t& text) { return dom_.number_float(value, text); }
    bool string(json::string_t& value) { return dom_.string(value); }
    bool binary(json::binary_t& value)
    {
        value.shrink_to_fit();
        return dom_.binary(value);
    }
    bool start_object(std::size_t size) { return dom_.start_object(size); }
    bool key(json::string_t& value) { return dom_.key(value); }
    bool end_object() { return dom_.end_object(); }
    bool start_array(std::size_t size) { return dom_.start_array(size); }
    bool end_array() { return dom_.end_array(); }
    template <class Exception> bool parse_error(std::size_t position, const std::string& token, const Exception& error)
    {
        return dom_.parse_error(position, token, error);
    }

private:
    nlohmann::detail::json_sax_dom_parser<json> dom_;
};

// As json::parse does, but from the cursor (json::parse only takes nlohmann's own adapters).
json parseJson(Cursor cursor)
{
    json root;
    nlohmann::detail::parser<json, Cursor>(std::move(cursor)).parse(true, root);
    return root;
}

// As json::from_cbor does, but from the cursor and with packed columns' subtypes (CBOR tags) kept.
json parseCbor(Cursor cursor)
{
    json root;
    TrimmingDomBuilder builder(root);
    nlohmann::detail::binary_reader<json, Cursor, TrimmingDomBuilder> reader(
        std::move(cursor), nlohmann::detail::input_format_t::cbor);
    reader.sax_parse(nlohmann::detail::input_format_t::cbor, &builder, true,
                     nlohmann::detail::cbor_tag_handler_t::store);
    return root;
}

} // namespace

json readReportDocument(ReportInput& input, const std::string& fileName)
{
    const Encoding encoding = detectEncoding(input);
    if (encoding == Encoding::Empty)
        throw Error(ErrorCode::FileUnreadable, "the file is empty", fileName);
    try {
        return encoding == Encoding::Json ? parseJson(input.start()) : parseCbor(input.start());
    } catch (const json::parse_error& e) {
        const std::string what =
            encoding == Encoding::Json ? "not valid JSON (truncated or corrupt?): " : "not a readable report: ";
        // nlohmann's message starts with "[json.exception.parse_error.N] "; keep the plain part.
        std::string detail = e.what();
        if (const auto bracket = detail.find("] "); bracket != std::string::npos)
            detail = detail.substr(bracket + 2);
        throw Error(ErrorCode::FileUnreadable, what + detail, fileName);
    }
}

} // namespace tilescope
