#include "target/Target.h"

#include "common/CheckedCount.h"
#include "common/Error.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace tilescope {
namespace {

constexpr std::uint32_t kMaxIpusOrReplicas = 1024;

std::vector<MemoryElement> makeElements(std::uint32_t nonInterleavedCount, std::uint64_t nonInterleavedSize,
                                        std::uint32_t interleavedCount, std::uint64_t interleavedSize)
{
    std::vector<MemoryElement> elements;
    std::uint64_t address = 0;
    for (std::uint32_t i = 0; i < nonInterleavedCount; ++i) {
        elements.push_back({address, nonInterleavedSize, false});
        address += nonInterleavedSize;
    }
    for (std::uint32_t i = 0; i < interleavedCount; ++i) {
        elements.push_back({address, interleavedSize, true});
        address += interleavedSize;
    }
    return elements;
}

} // namespace

std::uint64_t Target::interleavedStartBytes() const
{
    for (const auto& element : memoryElements)
        if (element.interleaved)
            return element.startBytes;
    return bytesPerTile;
}

std::uint64_t Target::globalSyncCycles() const
{
    const double hops = 1.0 + double(ipus) / 4.0;
    return checkedCount(std::ceil(globalSyncNanosecondsPerHop * 1e-9 * clockHz * hops * 2.0), "a global sync's cycles");
}

double Target::ipuPairBytesPerCycle() const
{
    return ipuLinkGbitPerSecond * 1e9 / 8.0 * ipuLinkEfficiency * double(ipuLinksPerPair) / clockHz;
}

std::uint64_t Target::hostRoundTripCycles() const
{
    return checkedCount(std::ceil(hostRoundTripNanoseconds * 1e-9 * clockHz), "the host round trip's cycles");
}

std::uint64_t Target::hostTransferCycles(std::uint64_t bytes) const
{
    return checkedCount(double(bytes) / hostBytesPerSecond * clockHz, "a host transfer's cycles", "host-bandwidth");
}

std::uint64_t Target::ipuPairTransferCycles(std::uint64_t bytes) const
{
    return checkedCount(double(bytes) / ipuPairBytesPerCycle(), "a transfer between IPUs' cycles");
}

Target makeTarget(Arch arch, std::uint32_t ipus, std::uint32_t replicas)
{
    if (ipus == 0 || ipus > kMaxIpusOrReplicas)
        throw Error(ErrorCode::InvalidOption, "the number of IPUs must be between 1 and 1024", {}, "ipus");
    if (replicas == 0 || replicas > kMaxIpusOrReplicas)
        throw Error(ErrorCode::InvalidOption, "the number of replicas must be between 1 and 1024", {}, "replicas");

    Target target;
    target.arch = arch;
    target.ipus = ipus;
    target.replicas = replicas;
    switch (arch) {
    case Arch::Mk1:
        target.tilesPerIpu = 1216;
        target.bytesPerTile = 262144;
        target.clockHz = 1.6e9;
        target.ampMacsPerCycleHalfHalf = 32;
        target.ampMacsPerCycleHalfFloat = 16;
        target.ampMacsPerCycleFloat = 8;
        target.memoryBankBytes = 32768;
        // 8 x 16 KiB non-interleaved, then 4 x 32 KiB interleaved from 131072 [R].
        target.memoryElements = makeElements(8, 16384, 4, 32768);
        break;
    case Arch::Mk2:
    case Arch::Bow:
        target.tilesPerIpu = 1472;
        target.bytesPerTile = 638976;
        target.clockHz = arch == Arch::Bow ? 1.85e9 : 1.33e9;
        // 13 x 16 KiB non-interleaved (0-208 KiB), 13 x 32 KiB interleaved (208-624 KiB) [I].
        target.memoryElements = makeElements(13, 16384, 13, 32768);
        break;
    }
    return target;
}

std::string_view archName(Arch arch)
{
    switch (arch) {
    case Arch::Mk1: return "mk1";
    case Arch::Mk2: return "mk2";
    case Arch::Bow: return "bow";
    }
    return "mk2";
}

Arch parseArch(std::string_view name)
{
    std::string lower(name);
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    for (Arch arch : {Arch::Mk1, Arch::Mk2, Arch::Bow})
        if (lower == archName(arch))
            return arch;
    throw Error(ErrorCode::InvalidOption, "unknown target '" + std::string(name) + "' (expected mk1, mk2 or bow)", {},
                "target");
}

void validateTarget(const Target& target, const std::string& fieldPrefix)
{
    auto fail = [&](const std::string& field, const std::string& message) {
        throw Error(ErrorCode::InvalidField, message, {}, fieldPrefix + "/" + field);
    };
    if (target.tilesPerIpu == 0 || target.tilesPerIpu > 65536)
        fail("tilesPerIpu", "must be between 1 and 65536");
    if (target.ipus == 0 || target.ipus > kMaxIpusOrReplicas)
        fail("ipus", "must be between 1 and 1024");
    if (target.replicas == 0 || target.replicas > kMaxIpusOrReplicas)
        fail("replicas", "must be between 1 and 1024");
    if (target.bytesPerTile == 0 || target.bytesPerTile > (std::uint64_t(1) << 32))
        fail("bytesPerTile", "must be between 1 and 4 GiB");
    if (!(target.clockHz > 0) || target.clockHz > 1e11)
        fail("clockHz", "must be a positive frequency below 100 GHz");
    // Rates that divide a transfer: zero or nonsense would make times infinite or negative.
    if (!(target.ipuLinkGbitPerSecond > 0) || target.ipuLinkGbitPerSecond > 1e6)
        fail("ipuLinkGbitPerSecond", "must be a positive rate");
    if (!(target.ipuLinkEfficiency > 0) || target.ipuLinkEfficiency > 1)
        fail("ipuLinkEfficiency", "must be in (0, 1]");
    if (target.ipuLinksPerPair == 0 || target.ipuLinksPerPair > 64)
        fail("ipuLinksPerPair", "must be between 1 and 64");
    if (!(target.hostRoundTripNanoseconds >= 0) || target.hostRoundTripNanoseconds > 1e12)
        fail("hostRoundTripNanoseconds", "must be a time of at least 0");
    if (!(target.hostBytesPerSecond > 0) || target.hostBytesPerSecond > 1e15)
        fail("hostBytesPerSecond", "must be a positive rate");
    if (target.exchangeBytesPerCycle == 0)
        fail("exchangeBytesPerCycle", "must be positive");
    std::uint64_t expectedStart = 0;
    for (std::size_t i = 0; i < target.memoryElements.size(); ++i) {
        const auto& element = target.memoryElements[i];
        if (element.startBytes != expectedStart || element.sizeBytes == 0)
            fail("memoryElements/" + std::to_string(i), "memory elements must be non-empty and contiguous from 0");
        expectedStart += element.sizeBytes;
    }
    if (!target.memoryElements.empty() && expectedStart != target.bytesPerTile)
        fail("memoryElements", "memory elements must cover exactly bytesPerTile");
}

} // namespace tilescope
