#pragma once
// The tilescope::Error that an action throws, for tests of its code, file, field and words.

#include "common/Error.h"

#include <gtest/gtest.h>

namespace tilescope::test {

/// What `action` throws; fails the test when it throws nothing.
template <class Action> Error errorOf(Action&& action)
{
    try {
        action();
    } catch (const Error& e) {
        return e;
    }
    ADD_FAILURE() << "expected an error";
    return Error(ErrorCode::Internal, "no error");
}

} // namespace tilescope::test
