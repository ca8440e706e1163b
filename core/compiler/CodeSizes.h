#pragma once
// Sizes of code and state the lowering charges to tiles. All [I]: inferred, calibrated loosely on
// the one public point of docs/SIMULATION.md §3 (a 4096->1024 fp32 dense layer, batch 16, one Mk2:
// vertexCode ~3.4 MiB, internalExchangeCode ~360 KiB, vertexInstanceState ~178 KiB,
// controlCode ~100 KiB). Named here so that they can be tuned in one place.

#include <cstdint>

namespace tilescope::code_sizes {

// Vertex code, once per vertex type per tile.
inline constexpr std::uint64_t kConvVertexCodeBytes = 1600;      // AMP partial-convolution codelet
inline constexpr std::uint64_t kMacVertexCodeBytes = 900;        // horizontal / vertical MAC codelets
inline constexpr std::uint64_t kReduceVertexCodeBytes = 700;
inline constexpr std::uint64_t kCastVertexCodeBytes = 300;
inline constexpr std::uint64_t kElementwiseVertexCodeBytes = 400;
inline constexpr std::uint64_t kNormVertexCodeBytes = 900;       // statistics + whitening
inline constexpr std::uint64_t kPoolVertexCodeBytes = 800;
inline constexpr std::uint64_t kSoftmaxVertexCodeBytes = 700;
inline constexpr std::uint64_t kCopyVertexCodeBytes = 200;
inline constexpr std::uint64_t kEmbeddingVertexCodeBytes = 600;
inline constexpr std::uint64_t kLossVertexCodeBytes = 600;

// Vertex instance state: ~4 B per pointer, 8 B per span [R].
inline constexpr std::uint64_t kConvVertexStateBytes = 48;
inline constexpr std::uint64_t kVertexStateBytes = 16;           // a simple vertex: in, out spans
inline constexpr std::uint64_t kVectorListDescriptorBytes = 8;   // per region a vertex walks

// Exchange code: ~4 B per contiguous region sent or received per tile per exchange [I from R].
inline constexpr std::uint64_t kExchangeBytesPerRegion = 4;
inline constexpr std::uint64_t kExchangeFixedBytes = 48;         // per tile per exchange
inline constexpr std::uint64_t kExchangeRegionBytes = 4096;      // typical contiguous region

// Control code: ~8-16 B per program step per tile [I].
inline constexpr std::uint64_t kControlCodeBytesPerStep = 12;
inline constexpr std::uint64_t kControlIdBytesPerStep = 2;
inline constexpr std::uint64_t kControlTableBytesPerCall = 8;

inline constexpr std::uint64_t kCopyDescriptorBytesPerRegion = 8;
inline constexpr std::uint64_t kStackBytesPerWorker = 48;          // each worker context's stack
inline constexpr std::uint64_t kSupervisorStackBytes = 128;
inline constexpr std::uint64_t kHostExchangeCodeBytesPerStream = 96;
inline constexpr std::uint64_t kHostPacketHeaderBytes = 32;
inline constexpr std::uint64_t kGlobalExchangeCodeBytesPerExchange = 64;
inline constexpr std::uint64_t kGlobalPacketHeaderBytes = 32;
inline constexpr std::uint64_t kMessageBufferBytes = 256;       // exchange staging per tile

// Allocation.
inline constexpr std::uint64_t kDataAlignment = 8;
inline constexpr std::uint64_t kAmpDataAlignment = 16; // 128-bit loads

} // namespace tilescope::code_sizes
