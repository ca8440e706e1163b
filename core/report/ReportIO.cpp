#include "report/ReportIO.h"

#include "common/Error.h"
#include "common/FileRead.h"
#include "report/ReportCodec.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <vector>

namespace tilescope {
namespace {

bool looksLikeJson(std::string_view bytes)
{
    for (char c : bytes) {
        if (c == ' ' || c == '\n' || c == '\r' || c == '\t')
            continue;
        return c == '{' || c == '[';
    }
    return false;
}

bool endsWith(const std::string& text, std::string_view suffix)
{
    return text.size() >= suffix.size() && text.compare(text.size() - suffix.size(), suffix.size(), suffix) == 0;
}

} // namespace

ReportEncoding encodingForPath(const std::string& path)
{
    return endsWith(path, ".json") ? ReportEncoding::Json : ReportEncoding::Binary;
}

ReportEncoding parseEncoding(std::string_view name)
{
    if (name == "json")
        return ReportEncoding::Json;
    if (name == "binary")
        return ReportEncoding::Binary;
    throw Error(ErrorCode::InvalidOption, "unknown encoding '" + std::string(name) + "' (expected json or binary)");
}

std::string serializeReport(const Report& report, ReportEncoding encoding)
{
    if (encoding == ReportEncoding::Json)
        return reportToJson(report, false).dump(1);
    const auto cbor = nlohmann::json::to_cbor(reportToJson(report, true));
    return std::string(cbor.begin(), cbor.end());
}

namespace {

// Fractions of a load's work, measured on large reports: reading, parsing and decoding dominate.
constexpr double kReadDone = 0.25;
constexpr double kParseDone = 0.65;
constexpr double kDecodeDone = 0.9;

void checkpoint(const LoadControl& control, const std::string& fileName, double fraction)
{
    if (control.stop && control.stop->load(std::memory_order_relaxed))
        throw Error(ErrorCode::Cancelled, "loading was cancelled", fileName);
    if (control.progress)
        control.progress(fraction);
}

// Builds the document like nlohmann's DOM parser, but trims each byte string to its size: the
// CBOR reader grows them a byte at a time, which leaves up to twice a packed column's size
// allocated, and packed columns are most of a large report.
class TrimmingDomBuilder {
public:
    using json = nlohmann::json;
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

nlohmann::json parseCbor(std::string_view bytes)
{
    nlohmann::json root;
    TrimmingDomBuilder builder(root);
    // As from_cbor does, with packed columns' subtypes (CBOR tags) kept.
    auto input = nlohmann::detail::input_adapter(bytes.begin(), bytes.end());
    nlohmann::detail::binary_reader<nlohmann::json, decltype(input), TrimmingDomBuilder> reader(
        std::move(input), nlohmann::detail::input_format_t::cbor);
    reader.sax_parse(nlohmann::detail::input_format_t::cbor, &builder, true,
                     nlohmann::detail::cbor_tag_handler_t::store);
    return root;
}

// `owned`, when given, holds `bytes` and is released as soon as they are parsed: the raw file,
// the parsed document and the decoded report are then never all in memory at once.
Report parseReportStaged(std::string_view bytes, const std::string& fileName, const LoadControl& control,
                         std::string* owned = nullptr)
{
    if (bytes.empty())
        throw Error(ErrorCode::FileUnreadable, "the file is empty", fileName);
    nlohmann::json j;
    const bool json = looksLikeJson(bytes);
    try {
        if (json)
            j = nlohmann::json::parse(bytes.begin(), bytes.end());
        else
            j = parseCbor(bytes);
    } catch (const nlohmann::json::parse_error& e) {
        const std::string what = json ? "not valid JSON (truncated or corrupt?): " : "not a readable report: ";
        // nlohmann's message starts with "[json.exception.parse_error.N] "; keep the plain part.
        std::string detail = e.what();
        if (const auto bracket = detail.find("] "); bracket != std::string::npos)
            detail = detail.substr(bracket + 2);
        throw Error(ErrorCode::FileUnreadable, what + detail, fileName);
    }
    if (owned)
        std::string().swap(*owned);
    checkpoint(control, fileName, kParseDone);
    try {
        Report report = reportFromJson(j);
        j = nullptr; // free the document before validating: the peak is the report, not both
        checkpoint(control, fileName, kDecodeDone);
        validateReport(report);
        checkpoint(control, fileName, 1.0);
        return report;
    } catch (const Error& e) {
        if (e.code() == ErrorCode::Cancelled)
            throw;
        throw e.withFile(fileName);
    } catch (const nlohmann::json::exception& e) {
        throw Error(ErrorCode::InvalidField, e.what(), fileName);
    }
}

} // namespace

Report parseReport(std::string_view bytes, const std::string& fileName)
{
    return parseReportStaged(bytes, fileName, {});
}

Report loadReport(const std::string& path)
{
    return loadReport(path, LoadControl{});
}

Report loadReport(const std::string& path, const LoadControl& control)
{
    checkpoint(control, path, 0.0);
    std::string bytes = readFileBytes(path, "report", [&](std::uint64_t read, std::uint64_t size) {
        checkpoint(control, path, size ? kReadDone * double(read) / double(size) : kReadDone);
    });
    return parseReportStaged(bytes, path, control, &bytes);
}

void saveReport(const Report& report, const std::string& path, ReportEncoding encoding)
{
    const std::string bytes = serializeReport(report, encoding);
    const std::string temporary = path + ".partial";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        if (!out)
            throw Error(ErrorCode::WriteFailed, "cannot open the file for writing", path);
        out.write(bytes.data(), std::streamsize(bytes.size()));
        out.flush();
        if (!out) {
            std::remove(temporary.c_str());
            throw Error(ErrorCode::WriteFailed, "write failed (disk full?)", path);
        }
    }
    std::error_code ec;
    std::filesystem::rename(temporary, path, ec);
    if (ec) {
        std::remove(temporary.c_str());
        throw Error(ErrorCode::WriteFailed, "cannot replace the file: " + ec.message(), path);
    }
}

} // namespace tilescope
