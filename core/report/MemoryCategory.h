#pragma once
// The memory categories a tile's bytes belong to, named as libpva names them (docs/SIMULATION.md §3).
// Variables are split by liveness, because always-live and not-always-live variables are laid out
// and reported differently.

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace tilescope {

enum class MemoryCategory : std::uint8_t {
    AlwaysLiveVariable,
    NotAlwaysLiveVariable,
    Constant,
    VertexCode,
    VertexInstanceState,
    VertexFieldData,
    VectorListDescriptor,
    CopyDescriptor,
    ControlCode,
    ControlId,
    ControlTable,
    InternalExchangeCode,
    HostExchangeCode,
    GlobalExchangeCode,
    HostExchangePacketHeader,
    GlobalExchangePacketHeader,
    InstrumentationResults,
    Stack,
    MessageBuffer,
};

inline constexpr std::size_t kMemoryCategoryCount = 19;

/// All categories in declaration order.
const std::array<MemoryCategory, kMemoryCategoryCount>& allMemoryCategories();

/// The libpva-style name ("vertexCode", "alwaysLiveVariable", ...).
std::string_view memoryCategoryName(MemoryCategory category);

/// The category of a name, or nullopt for an unknown one.
std::optional<MemoryCategory> parseMemoryCategory(std::string_view name);

/// True for the categories that hold code (vertex code, control code and all exchange code).
bool isCodeCategory(MemoryCategory category);

/// True for every category but not-always-live variables: code, state and always-live data
/// stay allocated for the whole program.
bool isAlwaysLiveCategory(MemoryCategory category);

/// Index of a category in per-category tables.
constexpr std::size_t categoryIndex(MemoryCategory category) { return static_cast<std::size_t>(category); }

} // namespace tilescope
