#include "cli/CliContext.h"

#include "common/Error.h"

#include <exception>
#include <ostream>

namespace tilescope::cli {

int runGuarded(const std::function<int()>& body, std::ostream& err)
{
    try {
        return body();
    } catch (const Error& e) {
        err << "error: " << e.what() << '\n';
        return e.code() == ErrorCode::Internal ? kFailure : kUsageOrInput;
    } catch (const std::exception& e) {
        err << "internal error: " << e.what() << '\n';
        return kFailure;
    }
}

} // namespace tilescope::cli
