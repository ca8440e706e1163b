#include "report/ReportIO.h"

#include "report/ReportCodec.h"
#include "common/Error.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

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

Report parseReport(std::string_view bytes, const std::string& fileName)
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
    try {
        Report report = reportFromJson(j);
        validateReport(report);
        return report;
    } catch (const Error& e) {
        throw e.withFile(fileName);
    } catch (const nlohmann::json::exception& e) {
        throw Error(ErrorCode::InvalidField, e.what(), fileName);
    }
}

Report loadReport(const std::string& path)
{
    std::error_code ec;
    if (!std::filesystem::exists(path, ec))
        throw Error(ErrorCode::FileNotFound, "no such file", path);
    if (std::filesystem::is_directory(path, ec))
        throw Error(ErrorCode::FileUnreadable, "is a directory, not a report file", path);
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw Error(ErrorCode::FileNotFound, "cannot open the file for reading", path);
    std::ostringstream buffer;
    buffer << in.rdbuf();
    if (in.bad())
        throw Error(ErrorCode::FileUnreadable, "read error", path);
    return parseReport(buffer.str(), path);
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
