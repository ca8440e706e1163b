#pragma once
// A configuration space to sweep: a base simulation and axes over any option of the catalog
// ("--batch-size 1:32", "--amp 0.1:0.9:0.1", "--precision 16.16,32.32"). Its points are the
// axes' product, numbered row-major (the last axis varies fastest), so a point's number names it
// on every machine that runs a part of the sweep.

#include "options/OptionCatalog.h"

#include <cstddef>
#include <string>
#include <vector>

namespace tilescope {

/// More points than this are refused, when a sweep is run and when its file is read: a sweep that large
/// is a mistake in its axes (and its file, over 4 GB, more than the viewer should hold).
inline constexpr std::size_t kMaxSweepPoints = 10'000'000;

struct SweepAxis {
    std::string option;              // the catalog's name ("batch-size"), never an alias
    std::vector<std::string> values; // each as the option's text ("48", "0.35", "32.32")
};

/// True when `spec` asks for several values: a list ("16.16,32.32") or a range ("1:32", "0.1:0.9:0.1").
/// An option whose own values are lists (amp-ipu, pipeline-split, dim) takes ';' between values.
bool isSweepSpec(const OptionDefinition& option, const std::string& spec);

/// The axis over `option` (a name or alias) that `spec` describes: a list of values, or an inclusive
/// range FIRST:LAST[:STEP] of whole numbers (step 1 by default) or of reals (step required). Every
/// value is checked as the option would check it. Throws Error(InvalidOption) naming the option for
/// an unknown option, an empty list, a zero, negative or missing step, a value the option refuses.
SweepAxis parseSweepAxis(const std::string& option, const std::string& spec);

struct SweepSpace {
    SimulationInput base;
    std::vector<SweepAxis> axes;

    /// The number of points (the product of the axes' sizes; 1 without axes).
    std::size_t pointCount() const;
    /// The axes' values at point `index`, one per axis.
    std::vector<std::string> valuesOf(std::size_t index) const;
    /// The base with point `index`'s values set. Throws Error(InvalidOption) for a value refused.
    SimulationInput inputOf(std::size_t index) const;
    /// Checks the space: at least one axis, no option swept twice or swept and set apart from the
    /// base's default, no empty axis, at most kMaxSweepPoints points. Throws Error(InvalidOption)
    /// naming the option (or "axis").
    void validate() const;
};

} // namespace tilescope
