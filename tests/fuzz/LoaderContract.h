#pragma once
// What every loader promises whatever bytes it is given: it returns, or it throws a
// tilescope::Error that names the file and is not an internal error (the CLI's exit code 2).
// Anything else - another exception, an internal error, an error that loses the file name - is
// turned into a crash here, so that libFuzzer reports it and keeps the input.

#include "common/Error.h"

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>
#include <typeinfo>

namespace tilescope::fuzz {

[[noreturn]] inline void breach(const char* what, const std::string& detail)
{
    std::fprintf(stderr, "loader contract broken: %s: %s\n", what, detail.c_str());
    std::abort();
}

/// Runs `load`, which reads an input called `fileName`, and aborts when it breaks the contract.
template <class Load> void expectInputErrorsOnly(const std::string& fileName, Load&& load)
{
    try {
        load();
    } catch (const Error& e) {
        if (e.code() == ErrorCode::Internal)
            breach("internal error", e.what());
        if (e.file() != fileName)
            breach("the error does not name the file", e.what());
    } catch (const std::exception& e) {
        breach(typeid(e).name(), e.what());
    } catch (...) {
        breach("unknown exception", "");
    }
}

} // namespace tilescope::fuzz
