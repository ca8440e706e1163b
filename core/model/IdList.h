#pragma once
// The tensor ids an op reads or writes. Most ops read one or two tensors and write one, so up to
// two ids are held in the list itself and only longer lists (a conv with its weight and bias, a
// concat, a split) take memory of their own: a model of 10^6 layers holds two million of these,
// and a std::vector would cost 24 bytes plus a 32-byte allocation for each, where this takes 16.

#include "model/InlineVector.h"

#include <cstdint>

namespace tilescope {

using IdList = InlineVector<std::int32_t, 2>;

} // namespace tilescope
