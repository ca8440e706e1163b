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

} // namespace

json readReportDocument(ReportInput& input, const std::string& fileName)
{
    const Encoding encoding = detectEncoding(input);
    if (encoding == Encoding::Empty)
        throw Error(ErrorCode::FileUnreadable, "the file is empty", fileName);
    try {
        return encoding == Encoding::Json ? parseJson(input.start()) : parseCbor(input.start());
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

} // namespace tilescope
