#include "common/Error.h"

namespace tilescope {
namespace {

std::string composeWhat(const std::string& message, const std::string& file, const std::string& field)
{
    std::string what;
    if (!file.empty())
        what += file + ": ";
    if (!field.empty())
        what += "field '" + field + "': ";
    return what + message;
}

} // namespace

const char* errorCodeName(ErrorCode code)
{
    switch (code) {
    case ErrorCode::FileNotFound: return "file-not-found";
    case ErrorCode::FileUnreadable: return "file-unreadable";
    case ErrorCode::NotAReport: return "not-a-report";
    case ErrorCode::UnsupportedVersion: return "unsupported-version";
    case ErrorCode::InvalidField: return "invalid-field";
    case ErrorCode::MissingField: return "missing-field";
    case ErrorCode::InvalidModel: return "invalid-model";
    case ErrorCode::InvalidOption: return "invalid-option";
    case ErrorCode::WriteFailed: return "write-failed";
    case ErrorCode::Cancelled: return "cancelled";
    case ErrorCode::Internal: return "internal";
    }
    return "internal";
}

Error::Error(ErrorCode code, std::string message, std::string file, std::string field)
    : std::runtime_error(composeWhat(message, file, field)),
      code_(code),
      message_(std::move(message)),
      file_(std::move(file)),
      field_(std::move(field))
{
}

Error Error::withFile(std::string file) const
{
    return Error(code_, message_, std::move(file), field_);
}

} // namespace tilescope
