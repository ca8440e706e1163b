#pragma once
// The IPU being simulated: every hardware constant the simulator uses is a named field here,
// so it can be read in a report and tuned in one place. Values and their sources: docs/SIMULATION.md §1.

#include <compare>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tilescope {

enum class Arch { Mk1, Mk2, Bow };

/// The most IPUs one replica's program may span (--ipus 1 to 64; an op's "ipu" 0 to 63): a POD64,
/// the largest system Graphcore's pipelined examples run one replica over.
inline constexpr std::uint32_t kMaxIpusPerReplica = 64;

/// One memory element of a tile: a contiguous address range of one or two banks.
struct MemoryElement {
    std::uint64_t startBytes = 0;
    std::uint64_t sizeBytes = 0;
    bool interleaved = false; // consecutive words alternate between two banks
    auto operator<=>(const MemoryElement&) const = default;
};

struct Target {
    Arch arch = Arch::Mk2;
    std::uint32_t tilesPerIpu = 1472;
    std::uint32_t ipus = 1;     // IPUs per replica
    std::uint32_t replicas = 1; // copies of the graph; each has its own `ipus`
    std::uint64_t bytesPerTile = 638976;
    double clockHz = 1.33e9;
    std::uint32_t workerContexts = 6;           // hardware threads per tile, besides the supervisor [R]
    double hostBytesPerSecond = 16e9;           // host link of stream copies [I]: PCIe Gen4 x16 after overheads
    // Accumulating matrix product (AMP) unit throughput per tile.
    std::uint32_t ampMacsPerCycleHalfHalf = 64;  // fp16 inputs, fp16 partials
    std::uint32_t ampMacsPerCycleHalfFloat = 32; // fp16 inputs, fp32 partials
    std::uint32_t ampMacsPerCycleFloat = 16;     // fp32 inputs and partials
    std::uint32_t exchangeBytesPerCycle = 4;     // per tile, on-chip
    std::uint32_t sramLoadBytesPerCycle = 16;
    std::uint32_t sramStoreBytesPerCycle = 8;
    std::uint64_t memoryBankBytes = 16384;
    double ipuLinkGbitPerSecond = 128.0;
    double ipuLinkEfficiency = 0.85;
    std::uint32_t ipuLinksPerPair = 2;          // links between two neighbouring IPUs [I]
    double hostRoundTripNanoseconds = 50000.0;  // one call from the host and its return [I]
    std::uint32_t syncCycles = 90;              // internal sync [R]
    std::uint32_t exchangeFixedCycles = 100;    // set-up of one exchange [I]
    double globalSyncNanosecondsPerHop = 15.0;  // [R]
    std::uint32_t minActivationBytesPerTile = 128; // tile mapping grain [R]
    std::uint32_t minWeightBytesPerTile = 256;     // [R]
    std::uint64_t lowAddressLimitBytes = 262144;   // 18-bit vertex-state pointers reach only this far [R]
    std::vector<MemoryElement> memoryElements;     // ascending, covering [0, bytesPerTile)

    // Ordered so that a Target can key a cache: a new field joins the key by itself.
    auto operator<=>(const Target&) const = default;

    /// The address where the interleaved region begins (bytesPerTile when there is none).
    std::uint64_t interleavedStartBytes() const;
    /// Total tiles of one replica (tilesPerIpu x ipus).
    std::uint64_t tilesPerReplica() const { return std::uint64_t(tilesPerIpu) * ipus; }
    /// Bytes of memory of one replica, the "max memory" line of an all-tiles plot.
    std::uint64_t bytesPerReplica() const { return tilesPerReplica() * bytesPerTile; }
    /// Cycles of a global (inter-IPU) sync: ceil(15 ns x clock x hops x 2), hops = 1 + ipus/4.
    std::uint64_t globalSyncCycles() const;
    /// Bytes per cycle between two IPUs: their links' bandwidth after protocol efficiency.
    double ipuPairBytesPerCycle() const;
    /// Cycles of one host round trip (the device-iteration loop's call and return).
    std::uint64_t hostRoundTripCycles() const;
    /// Cycles to move `bytes` over the host link. Throws Error(InvalidOption) naming host-bandwidth
    /// when a link that slow would take more cycles than can be counted.
    std::uint64_t hostTransferCycles(std::uint64_t bytes) const;
    /// Cycles to move `bytes` between two IPUs over their links (checked as hostTransferCycles).
    std::uint64_t ipuPairTransferCycles(std::uint64_t bytes) const;
};

/// The default target of an architecture, with `ipus` IPUs per replica and `replicas` replicas.
/// Throws Error(InvalidOption) when `ipus` or `replicas` is zero or beyond 1024.
Target makeTarget(Arch arch, std::uint32_t ipus = 1, std::uint32_t replicas = 1);

/// "mk1", "mk2" or "bow".
std::string_view archName(Arch arch);

/// Parses an architecture name, case-insensitively; throws Error(InvalidOption) on anything else.
Arch parseArch(std::string_view name);

/// Checks the internal consistency of a target (elements cover the tile, sizes positive);
/// throws Error(InvalidField) naming the field, prefixed with `fieldPrefix`.
void validateTarget(const Target& target, const std::string& fieldPrefix = "/target");

} // namespace tilescope
