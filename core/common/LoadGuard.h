#pragma once
// The promise of every loader (model, ONNX, report, sweep, lesson): whatever goes wrong reaches the
// caller as an Error naming the file, never as a standard-library exception that a caller would
// not expect (a file system error on a name too long, a failed allocation on an absurd size).

#include "common/Error.h"

#include <exception>
#include <string>

namespace tilescope {

/// The Error that stands for a standard-library exception met while loading `file`.
Error errorWhileLoading(const std::exception& cause, const std::string& file);

/// Runs `load()` and returns what it returns; an Error passes unchanged (given `file` when it names
/// none), any other std::exception becomes errorWhileLoading(cause, file).
template <class Load>
auto guardLoad(const std::string& file, Load&& load) -> decltype(load())
{
    try {
        return load();
    } catch (const Error& e) {
        if (e.file().empty())
            throw e.withFile(file);
        throw;
    } catch (const std::exception& e) {
        throw errorWhileLoading(e, file);
    }
}

} // namespace tilescope
