#include "report/ReportIO.h"

#include "report/ReportCodec.h"
#include "common/Error.h"

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

Report parseReportStaged(std::string_view bytes, const std::string& fileName, const LoadControl& control)
{
    if (bytes.empty())
        throw Error(ErrorCode::FileUnreadable, "the file is empty", fileName);
    nlohmann::json j;
    const bool json = looksLikeJson(bytes);
    try {
        if (json)
            j = nlohmann::json::parse(bytes.begin(), bytes.end());
        else
            j = nlohmann::json::from_cbor(bytes.begin(), bytes.end(), true, true,
                                           nlohmann::json::cbor_tag_handler_t::store);
    } catch (const nlohmann::json::parse_error& e) {
        const std::string what = json ? "not valid JSON (truncated or corrupt?): " : "not a readable report: ";
        // nlohmann's message starts with "[json.exception.parse_error.N] "; keep the plain part.
        std::string detail = e.what();
        if (const auto bracket = detail.find("] "); bracket != std::string::npos)
            detail = detail.substr(bracket + 2);
        throw Error(ErrorCode::FileUnreadable, what + detail, fileName);
    }
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
    std::error_code ec;
    if (!std::filesystem::exists(path, ec))
        throw Error(ErrorCode::FileNotFound, "no such file", path);
    if (std::filesystem::is_directory(path, ec))
        throw Error(ErrorCode::FileUnreadable, "is a directory, not a report file", path);
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw Error(ErrorCode::FileNotFound, "cannot open the file for reading", path);
    const auto size = std::filesystem::file_size(path, ec);
    std::string bytes;
    if (!ec)
        bytes.reserve(size);
    // Read in chunks so that a large file reports progress and can be abandoned.
    constexpr std::size_t kChunk = std::size_t(8) << 20;
    std::vector<char> chunk(kChunk);
    checkpoint(control, path, 0.0);
    while (in) {
        in.read(chunk.data(), std::streamsize(chunk.size()));
        bytes.append(chunk.data(), std::size_t(in.gcount()));
        checkpoint(control, path, size ? kReadDone * double(bytes.size()) / double(size) : kReadDone);
    }
    if (in.bad())
        throw Error(ErrorCode::FileUnreadable, "read error", path);
    return parseReportStaged(bytes, path, control);
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
