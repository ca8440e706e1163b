#pragma once
// The free address ranges of one tile, ordered by start. Most tiles have a handful (at most 8 on any
// tile of Graphcore's BERT-Large over 4 IPUs): up to kMostScanned they are kept in a sorted array and
// scanned, which 2 KiB of blocks still makes quicker than walking a tree (the fit advisor's search of
// BERT-Large's variants took 18 % less time with 128 than with 32, and no less with 512). Past it
// they move to a tree that also keeps the largest range under each node, so that first fit skips
// every subtree whose ranges are all too small for the request: a tile of a long training model can
// have thousands of holes, and looking through them one by one for each variable made laying that
// tile out quadratic. They move back to the array when few are left.

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace tilescope {

class FreeBlocks {
public:
    struct Block {
        std::uint64_t start = 0;
        std::uint64_t bytes = 0;
        bool operator==(const Block&) const = default;
    };

    /// Blocks held in the array and scanned; one more moves them to the tree.
    static constexpr std::size_t kMostScanned = 128;
    /// In the tree, erasing down to this many moves them back to the array (not at kMostScanned:
    /// a tile hovering about it would move them to and fro).
    static constexpr std::size_t kFewInTree = kMostScanned / 4;

    std::size_t size() const { return inTree_ ? size_ : sorted_.size(); }
    /// Whether the blocks are in the tree (for tests; the answers are the same either way).
    bool inTree() const { return inTree_; }

    /// Adds `block`. It must not overlap a block held (callers coalesce neighbours themselves).
    void insert(Block block);
    /// Removes the block that starts at `start`; does nothing when no block starts there.
    void erase(std::uint64_t start);
    /// Changes the block that starts at `start` into `block`, which must keep its place in address
    /// order (start after the previous block's and before the next one's) and overlap no other
    /// block: what taking bytes off either end of a free block, or growing it into a neighbouring
    /// hole, does. One walk down the tree instead of an erasure and an insertion, each of which
    /// splits and merges it. Returns false, changing nothing, when no block starts at `start`.
    bool replace(std::uint64_t start, Block block);

    /// The first block starting at or after `address`, or nullopt.
    std::optional<Block> atOrAfter(std::uint64_t address) const;
    /// The last block starting before `address`, or nullopt.
    std::optional<Block> before(std::uint64_t address) const;
    /// before(address) and atOrAfter(address), found in one search: the neighbours of a range
    /// being released, which the allocator joins to it.
    std::pair<std::optional<Block>, std::optional<Block>> around(std::uint64_t address) const;
    /// The block with the highest start, or nullopt when there is none.
    std::optional<Block> last() const;
    /// The bytes of the largest block starting before `address` (0 when there is none).
    std::uint64_t largestBefore(std::uint64_t address) const;

    /// The lowest block starting in [from, to) of at least `bytes` for which `fits(block)` holds
    /// (the request's alignment and bounds), or nullopt.
    template <class Fits>
    std::optional<Block> lowestFitting(std::uint64_t from, std::uint64_t to, std::uint64_t bytes, const Fits& fits) const
    {
        if (inTree_)
            return blockAt(search(root_, {from, to, bytes}, true, fits));
        for (auto b = firstAtOrAfter(from); b != sorted_.end() && b->start < to; ++b)
            if (b->bytes >= bytes && fits(*b))
                return *b;
        return std::nullopt;
    }
    /// The highest such block, or nullopt.
    template <class Fits>
    std::optional<Block> highestFitting(std::uint64_t from, std::uint64_t to, std::uint64_t bytes, const Fits& fits) const
    {
        if (inTree_)
            return blockAt(search(root_, {from, to, bytes}, false, fits));
        const auto low = firstAtOrAfter(from);
        for (auto b = firstAtOrAfter(to); b != low;) {
            --b;
            if (b->bytes >= bytes && fits(*b))
                return *b;
        }
        return std::nullopt;
    }

private:
    // A treap: nodes are ordered by start and heaped by a pseudo-random priority, which keeps the
    // tree's depth logarithmic whatever order blocks come and go in.
    using Index = std::int32_t;
    static constexpr Index kNil = -1;
    struct Node {
        Block block;
        std::uint64_t largestBytes = 0; // of the blocks in this node's subtree
        std::uint32_t priority = 0;
        Index left = kNil;
        Index right = kNil;
    };

    void update(Index node);
    /// Cuts `node`'s subtree into the blocks starting before `start` and the others.
    std::pair<Index, Index> split(Index node, std::uint64_t start);
    /// Joins two subtrees, every block of `low` starting before every block of `high`.
    Index merge(Index low, Index high);
    struct Request {
        std::uint64_t from, to, bytes;
    };
    /// The first block of `node`'s subtree, in address order (`lowestFirst`) or the reverse, that
    /// starts in [from, to), holds the bytes and fits. Subtrees whose blocks are all too small, or
    /// all start out of range, are skipped.
    template <class Fits> Index search(Index node, const Request& r, bool lowestFirst, const Fits& fits) const
    {
        if (node == kNil || nodes_[std::size_t(node)].largestBytes < r.bytes)
            return kNil;
        const auto& n = nodes_[std::size_t(node)];
        const auto start = n.block.start;
        // The left subtree's blocks start before this one, the right subtree's after it: either may
        // hold blocks that start in range only when this block's start leaves room on its side.
        const bool lowerInRange = start > r.from;
        const bool higherInRange = start < r.to;
        const auto first = lowestFirst ? n.left : n.right;
        if (lowestFirst ? lowerInRange : higherInRange)
            if (const auto found = search(first, r, lowestFirst, fits); found != kNil)
                return found;
        if (start >= r.from && start < r.to && n.block.bytes >= r.bytes && fits(n.block))
            return node;
        const auto second = lowestFirst ? n.right : n.left;
        return (lowestFirst ? higherInRange : lowerInRange) ? search(second, r, lowestFirst, fits) : kNil;
    }
    std::optional<Block> blockAt(Index node) const;

    // Look-ups in the array: the first block starting at or after `address`; the one starting at `start` (or end).
    std::vector<Block>::const_iterator firstAtOrAfter(std::uint64_t address) const;
    std::vector<Block>::iterator startingAt(std::uint64_t start);
    // Moving between the array and the tree.
    void moveToTree();
    void moveToArray();
    void collect(Index node, std::vector<Block>& into) const;
    void insertInTree(Block block);
    void eraseInTree(std::uint64_t start);

    bool inTree_ = false;
    std::vector<Block> sorted_; // by start, while not in the tree

    std::vector<Node> nodes_;
    std::vector<Index> path_;        // replace()'s walk from the root, kept to reuse its storage
    std::vector<Index> unusedNodes_; // slots of erased blocks, reused by the next insertions
    Index root_ = kNil;
    std::size_t size_ = 0;
    std::uint32_t random_ = 2463534242u; // xorshift32 state: the same tree shapes on every run
};

} // namespace tilescope
