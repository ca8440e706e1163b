// Report loading: the bytes of a .tsr (CBOR) or .json report, told apart by their content as
// loadReport does, then decoded and validated. A report that loads must also be written again in
// both encodings and read back, as `convert` does.

#include "LoaderContract.h"

#include "report/ReportIO.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace {

void expectReadBack(const tilescope::Report& report)
{
    for (const auto encoding : {tilescope::ReportEncoding::Json, tilescope::ReportEncoding::Binary}) {
        const std::string written = tilescope::serializeReport(report, encoding);
        try {
            tilescope::parseReport(written, "written.tsr");
        } catch (const std::exception& e) {
            tilescope::fuzz::breach("a loaded report does not read back once written", e.what());
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    tilescope::fuzz::expectInputErrorsOnly("fuzz.tsr", [&] { expectReadBack(tilescope::parseReport(bytes, "fuzz.tsr")); });
    return 0;
}
