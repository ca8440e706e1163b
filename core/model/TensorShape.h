#pragma once
// A tensor's dimensions. Nearly every tensor of a model has at most three per sample ([C,H,W],
// [S,D], [N]), so up to three are held in the object itself and only longer shapes (a conv weight's
// four) take memory of their own: a model of 10^6 layers holds a million shapes, and a
// std::vector would cost 24 bytes plus a 32-byte allocation for each, where this takes 32 bytes.

#include "model/InlineVector.h"

#include <cstdint>

namespace tilescope {

using TensorShape = InlineVector<std::int64_t, 3>;

} // namespace tilescope
