#include "report/ReportIO.h"

#include "common/AtomicFile.h"
#include "common/Error.h"
#include "common/LoadGuard.h"
#include "common/InputFile.h"
#include "common/JsonDocumentBuilder.h"
#include "report/ReportCodec.h"
#include "report/ReportDocumentReader.h"
#include "report/ReportInput.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <iomanip>
#include <ostream>
#include <sstream>

namespace tilescope {
namespace {

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
    std::ostringstream cbor;
    writeReportCbor(report, cbor);
    return std::move(cbor).str();
}

namespace {

// Fractions of a load's work, measured on a large binary report: reading and parsing the file
// (one pass) take three quarters, decoding and validating share the rest.
constexpr double kParseDone = 0.75;
constexpr double kDecodeDone = 0.85;

void checkpoint(const LoadControl& control, const std::string& fileName, double fraction)
{
    if (control.stop && control.stop->load(std::memory_order_relaxed))
        throw Error(ErrorCode::Cancelled, "loading was cancelled", fileName);
    if (control.progress)
        control.progress(fraction);
}

// The document is taken by value and consumed: each column's storage is released as soon as it
// is decoded, so the document shrinks while the report grows and the two never both exist whole.
Report decodeReport(nlohmann::json document, const std::string& fileName, const LoadControl& control)
{
    try {
        Report report = reportFromJson(std::move(document));
        document = nullptr; // what is left (names, small fields) goes before validating
        checkpoint(control, fileName, kDecodeDone);
        validateReport(report);
        checkpoint(control, fileName, 1.0);
        return report;
    } catch (const Error& e) {
        if (e.code() == ErrorCode::Cancelled)
            throw;
        throw e.withFile(fileName);
    } catch (const nlohmann::json::exception& e) {
        throw Error(ErrorCode::InvalidField, plainJsonMessage(e), fileName);
    }
}

// Parsed straight from the file through a small buffer: the file's bytes are never held whole next
// to the document. Each chunk polls the stop flag and reports progress.
Report loadReportUnguarded(const std::string& path, const LoadControl& control)
{
    checkpoint(control, path, 0.0);
    nlohmann::json document;
    {
        InputFile file(path, "report");
        ReportInput input(file, [&](std::uint64_t readBytes, std::uint64_t sizeBytes) {
            const double read = sizeBytes ? std::min(1.0, double(readBytes) / double(sizeBytes)) : 0.0;
            checkpoint(control, path, kParseDone * read);
        });
        document = readReportDocument(input, path);
    }
    checkpoint(control, path, kParseDone);
    return decodeReport(std::move(document), path, control);
}

} // namespace

Report parseReport(std::string_view bytes, const std::string& fileName)
{
    return guardLoad(fileName, [&] {
        ReportInput input(bytes);
        return decodeReport(readReportDocument(input, fileName), fileName, {});
    });
}

std::optional<Report> loadReportIfWithoutExecution(const std::string& path)
{
    return guardLoad(path, [&]() -> std::optional<Report> {
        std::optional<bool> executionIsNull;
        nlohmann::json head;
        {
            InputFile file(path, "report");
            ReportInput input(file, [](std::uint64_t, std::uint64_t) {});
            head = readReportDocumentUntil(input, path, "execution", executionIsNull);
        }
        if (!executionIsNull.value_or(false) || !head.contains("diagnostics") || !head.contains("engineOptions"))
            return std::nullopt;
        try {
            return reportHeadFromJson(std::move(head));
        } catch (const Error& e) {
            throw e.withFile(path);
        }
    });
}

Report loadReport(const std::string& path)
{
    return loadReport(path, LoadControl{});
}

Report loadReport(const std::string& path, const LoadControl& control)
{
    return guardLoad(path, [&] { return loadReportUnguarded(path, control); });
}

void saveReport(const Report& report, const std::string& path, ReportEncoding encoding)
{
    // Encoded straight into the file: the bytes of a large report (400 MB for a trained chain of
    // 100,000 layers) are never held whole in memory, nor copied from a buffer to a string.
    writeFileAtomically(path, [&](std::ostream& out) {
        if (encoding == ReportEncoding::Json)
            out << std::setw(1) << reportToJson(report, false); // what dump(1) writes
        else
            writeReportCbor(report, out);
    });
}

} // namespace tilescope
