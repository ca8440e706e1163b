#include "report/MemoryCategory.h"

namespace tilescope {
namespace {

constexpr std::array<std::string_view, kMemoryCategoryCount> kNames = {
    "alwaysLiveVariable",       "notAlwaysLiveVariable",      "constant",
    "vertexCode",               "vertexInstanceState",        "vertexFieldData",
    "vectorListDescriptor",     "copyDescriptor",             "controlCode",
    "controlId",                "controlTable",               "internalExchangeCode",
    "hostExchangeCode",         "globalExchangeCode",         "hostExchangePacketHeader",
    "globalExchangePacketHeader", "instrumentationResults",   "stack",
    "messageBuffer",
};

} // namespace

const std::array<MemoryCategory, kMemoryCategoryCount>& allMemoryCategories()
{
    static const auto categories = [] {
        std::array<MemoryCategory, kMemoryCategoryCount> all{};
        for (std::size_t i = 0; i < kMemoryCategoryCount; ++i)
            all[i] = static_cast<MemoryCategory>(i);
        return all;
    }();
    return categories;
}

std::string_view memoryCategoryName(MemoryCategory category)
{
    return kNames.at(categoryIndex(category));
}

std::optional<MemoryCategory> parseMemoryCategory(std::string_view name)
{
    for (std::size_t i = 0; i < kNames.size(); ++i)
        if (kNames[i] == name)
            return static_cast<MemoryCategory>(i);
    return std::nullopt;
}

bool isCodeCategory(MemoryCategory category)
{
    switch (category) {
    case MemoryCategory::VertexCode:
    case MemoryCategory::ControlCode:
    case MemoryCategory::InternalExchangeCode:
    case MemoryCategory::HostExchangeCode:
    case MemoryCategory::GlobalExchangeCode:
        return true;
    default:
        return false;
    }
}

bool isAlwaysLiveCategory(MemoryCategory category)
{
    return category != MemoryCategory::NotAlwaysLiveVariable;
}

} // namespace tilescope
