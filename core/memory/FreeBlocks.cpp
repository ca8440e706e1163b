#include "memory/FreeBlocks.h"

#include <algorithm>
#include <iterator>

namespace tilescope {

std::vector<FreeBlocks::Block>::const_iterator FreeBlocks::firstAtOrAfter(std::uint64_t address) const
{
    // Most requests are for the bottom of the tile, below every free block: first fit from the
    // code's end, and the search for a block straddling it.
    if (sorted_.empty() || address <= sorted_.front().start)
        return sorted_.begin();
    return std::lower_bound(sorted_.begin(), sorted_.end(), address,
                            [](const Block& b, std::uint64_t a) { return b.start < a; });
}

std::vector<FreeBlocks::Block>::iterator FreeBlocks::startingAt(std::uint64_t start)
{
    const auto at = sorted_.begin() + (firstAtOrAfter(start) - sorted_.cbegin());
    return at != sorted_.end() && at->start == start ? at : sorted_.end();
}

void FreeBlocks::insert(Block block)
{
    if (!inTree_) {
        if (sorted_.size() < kMostScanned) {
            sorted_.insert(firstAtOrAfter(block.start), block);
            return;
        }
        moveToTree();
    }
    insertInTree(block);
}

void FreeBlocks::erase(std::uint64_t start)
{
    if (!inTree_) {
        if (const auto at = startingAt(start); at != sorted_.end())
            sorted_.erase(at);
        return;
    }
    eraseInTree(start);
    if (size_ <= kFewInTree)
        moveToArray();
}

void FreeBlocks::moveToTree()
{
    inTree_ = true;
    for (const auto& block : sorted_)
        insertInTree(block);
    sorted_.clear();
}

void FreeBlocks::moveToArray()
{
    sorted_.clear();
    collect(root_, sorted_);
    nodes_.clear();
    unusedNodes_.clear();
    root_ = kNil;
    size_ = 0;
    inTree_ = false;
}

void FreeBlocks::collect(Index node, std::vector<Block>& into) const
{
    if (node == kNil)
        return;
    const auto& n = nodes_[std::size_t(node)];
    collect(n.left, into);
    into.push_back(n.block);
    collect(n.right, into);
}

void FreeBlocks::insertInTree(Block block)
{
    random_ ^= random_ << 13;
    random_ ^= random_ >> 17;
    random_ ^= random_ << 5;
    Index node = kNil;
    if (unusedNodes_.empty()) {
        node = Index(nodes_.size());
        nodes_.emplace_back();
    } else {
        node = unusedNodes_.back();
        unusedNodes_.pop_back();
    }
    nodes_[std::size_t(node)] = {block, block.bytes, random_, kNil, kNil};
    const auto [low, high] = split(root_, block.start);
    root_ = merge(merge(low, node), high);
    ++size_;
}

void FreeBlocks::eraseInTree(std::uint64_t start)
{
    const auto [low, rest] = split(root_, start);
    const auto [found, high] = split(rest, start + 1);
    if (found != kNil) {
        unusedNodes_.push_back(found); // one node: starts are distinct
        --size_;
    }
    root_ = merge(low, high);
}

bool FreeBlocks::replace(std::uint64_t start, Block block)
{
    if (!inTree_) {
        const auto at = startingAt(start);
        if (at == sorted_.end())
            return false;
        *at = block;
        return true;
    }
    path_.clear();
    auto node = root_;
    while (node != kNil && nodes_[std::size_t(node)].block.start != start) {
        path_.push_back(node);
        const auto& n = nodes_[std::size_t(node)];
        node = start < n.block.start ? n.left : n.right;
    }
    if (node == kNil)
        return false;
    nodes_[std::size_t(node)].block = block;
    update(node);
    // The largest block under each node above it may have changed (grown or shrunk).
    for (auto above = path_.rbegin(); above != path_.rend(); ++above)
        update(*above);
    return true;
}

std::optional<FreeBlocks::Block> FreeBlocks::atOrAfter(std::uint64_t address) const
{
    if (!inTree_) {
        const auto at = firstAtOrAfter(address);
        return at == sorted_.end() ? std::nullopt : std::optional(*at);
    }
    Index found = kNil;
    for (auto node = root_; node != kNil;) {
        const auto& n = nodes_[std::size_t(node)];
        if (n.block.start >= address) {
            found = node;
            node = n.left;
        } else {
            node = n.right;
        }
    }
    return blockAt(found);
}

std::optional<FreeBlocks::Block> FreeBlocks::before(std::uint64_t address) const
{
    if (!inTree_) {
        const auto at = firstAtOrAfter(address);
        return at == sorted_.begin() ? std::nullopt : std::optional(*std::prev(at));
    }
    Index found = kNil;
    for (auto node = root_; node != kNil;) {
        const auto& n = nodes_[std::size_t(node)];
        if (n.block.start < address) {
            found = node;
            node = n.right;
        } else {
            node = n.left;
        }
    }
    return blockAt(found);
}

std::pair<std::optional<FreeBlocks::Block>, std::optional<FreeBlocks::Block>> FreeBlocks::around(std::uint64_t address) const
{
    if (inTree_)
        return {before(address), atOrAfter(address)};
    const auto at = firstAtOrAfter(address);
    return {at == sorted_.begin() ? std::nullopt : std::optional(*std::prev(at)),
            at == sorted_.end() ? std::nullopt : std::optional(*at)};
}

std::optional<FreeBlocks::Block> FreeBlocks::last() const
{
    if (!inTree_)
        return sorted_.empty() ? std::nullopt : std::optional(sorted_.back());
    auto node = root_;
    while (node != kNil && nodes_[std::size_t(node)].right != kNil)
        node = nodes_[std::size_t(node)].right;
    return blockAt(node);
}

std::uint64_t FreeBlocks::largestBefore(std::uint64_t address) const
{
    std::uint64_t largest = 0;
    if (!inTree_) {
        for (auto b = sorted_.begin(), end = firstAtOrAfter(address); b != end; ++b)
            largest = std::max(largest, b->bytes);
        return largest;
    }
    for (auto node = root_; node != kNil;) {
        const auto& n = nodes_[std::size_t(node)];
        if (n.block.start < address) { // this block and its left subtree all start before `address`
            largest = std::max(largest, n.block.bytes);
            if (n.left != kNil)
                largest = std::max(largest, nodes_[std::size_t(n.left)].largestBytes);
            node = n.right;
        } else {
            node = n.left;
        }
    }
    return largest;
}

void FreeBlocks::update(Index node)
{
    auto& n = nodes_[std::size_t(node)];
    n.largestBytes = n.block.bytes;
    for (const auto child : {n.left, n.right})
        if (child != kNil)
            n.largestBytes = std::max(n.largestBytes, nodes_[std::size_t(child)].largestBytes);
}

std::pair<FreeBlocks::Index, FreeBlocks::Index> FreeBlocks::split(Index node, std::uint64_t start)
{
    if (node == kNil)
        return {kNil, kNil};
    auto& n = nodes_[std::size_t(node)];
    if (n.block.start < start) {
        const auto [low, high] = split(n.right, start);
        n.right = low;
        update(node);
        return {node, high};
    }
    const auto [low, high] = split(n.left, start);
    n.left = high;
    update(node);
    return {low, node};
}

FreeBlocks::Index FreeBlocks::merge(Index low, Index high)
{
    if (low == kNil || high == kNil)
        return low == kNil ? high : low;
    auto& l = nodes_[std::size_t(low)];
    auto& h = nodes_[std::size_t(high)];
    if (l.priority > h.priority) {
        l.right = merge(l.right, high);
        update(low);
        return low;
    }
    h.left = merge(low, h.left);
    update(high);
    return high;
}

std::optional<FreeBlocks::Block> FreeBlocks::blockAt(Index node) const
{
    if (node == kNil)
        return std::nullopt;
    return nodes_[std::size_t(node)].block;
}

} // namespace tilescope
