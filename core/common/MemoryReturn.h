#pragma once
// Freed memory goes back to the system at once. glibc's malloc serves a request of 128 KiB or more
// from a mapping of its own, which a free returns, but it raises that threshold to the size of each
// such buffer freed (up to 32 MiB), after which buffers that size come from its heap, and a freed one
// stays in the process. Reading a model of 10^6 layers grows a dozen columns by doubling: the buffers
// they outgrew stayed, 12 MB of a 105 MB peak. Fixing the threshold keeps each large buffer a mapping
// of its own (measured: no slower to compile, as mapping a page costs what first touching it does).

namespace tilescope {

/// Makes every buffer of 128 KiB or more a mapping of its own, returned to the system when freed.
/// Returns false where the C library has no such setting (the policy is then the library's own).
bool returnLargeBuffersWhenFreed();

/// The opposite, for a command that simulates many configurations one after another (advise,
/// sweep): buffers up to 32 MiB come from the heap and stay in the process when freed, so that the
/// next configuration's reuse them instead of mapping pages anew and faulting each one in (the
/// advisor's 119 candidates of BERT-Large: 3.8 s of 22 s CPU in the kernel, 0.5 s so, for 1.25x the
/// peak). Returns false where the C library has no such setting.
bool keepLargeBuffersForReuse();

} // namespace tilescope
