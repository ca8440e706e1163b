#include "common/LoadGuard.h"

#include <filesystem>
#include <new>
#include <stdexcept>

namespace tilescope {

Error errorWhileLoading(const std::exception& cause, const std::string& file)
{
    if (const auto* system = dynamic_cast<const std::filesystem::filesystem_error*>(&cause))
        return Error(ErrorCode::FileUnreadable, "cannot read the file: " + system->code().message(), file);
    if (dynamic_cast<const std::bad_alloc*>(&cause))
        return Error(ErrorCode::FileUnreadable, "too large to load into this machine's memory", file);
    if (dynamic_cast<const std::length_error*>(&cause) || dynamic_cast<const std::out_of_range*>(&cause))
        return Error(ErrorCode::FileUnreadable, std::string("a size or position in the file is out of range (") +
                                                    cause.what() + ")",
                     file);
    return Error(ErrorCode::FileUnreadable, std::string("cannot read the file: ") + cause.what(), file);
}

} // namespace tilescope
