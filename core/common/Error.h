#pragma once
// The one exception type of core/: every bad input names the file, the JSON path of the
// offending field and says what is wrong in plain words. The GUI and the CLI word it for users.

#include <stdexcept>
#include <string>

namespace tilescope {

enum class ErrorCode {
    FileNotFound,     // the path does not exist or cannot be opened
    FileUnreadable,   // empty, truncated or not in a known encoding
    NotAReport,       // parsed, but the `format` field is not ours
    UnsupportedVersion,
    InvalidField,     // a field has the wrong type, a negative or absurd value
    MissingField,
    InvalidModel,     // a model graph that cannot be compiled (unknown op, bad shapes)
    InvalidOption,    // an option out of range or unknown
    WriteFailed,
    Cancelled,        // the caller asked a long operation to stop
    Internal
};

/// A short stable identifier for an error code ("file-not-found", ...), used in --json output.
const char* errorCodeName(ErrorCode code);

class Error : public std::runtime_error {
public:
    /// Builds an error; `what()` reads "file: field: message" with the empty parts left out.
    Error(ErrorCode code, std::string message, std::string file = {}, std::string field = {});

    ErrorCode code() const noexcept { return code_; }
    const std::string& file() const noexcept { return file_; }
    /// JSON pointer of the offending field ("/memory/tiles/3"), empty when not about a field.
    const std::string& field() const noexcept { return field_; }
    /// The plain message, without file and field.
    const std::string& message() const noexcept { return message_; }

    /// The same error attributed to `file` (used when a parser learns the file name late).
    Error withFile(std::string file) const;

private:
    ErrorCode code_;
    std::string message_;
    std::string file_;
    std::string field_;
};

} // namespace tilescope
