#pragma once
// An optional value that takes no more room than the value: one value the type can hold but a
// model never means (INT16_MIN for a pipeline stage or an IPU index, NaN for an available memory
// proportion) stands for "none". Every op carries three such optional placements and nearly none
// sets them: as std::optional they took 32 bytes an op, with a flag and padding each, and 12 here.
// It reads as a std::optional, and converts to and from one.

#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>

namespace tilescope {

/// The value that stands for "none" in a PackedOptional stored as T.
template <class T> struct PackedNone;

template <> struct PackedNone<std::int16_t> {
    static constexpr std::int16_t value = std::numeric_limits<std::int16_t>::min();
    static bool is(std::int16_t v) { return v == value; }
};

template <> struct PackedNone<double> {
    static constexpr double value = std::numeric_limits<double>::quiet_NaN();
    static bool is(double v) { return std::isnan(v); }
};

/// An optional T held as `Stored` (T itself, or a narrower integer when the values a model may
/// give are small: pipeline stages and IPU indices are at most 1023).
template <class T, class Stored = T> class PackedOptional {
public:
    using value_type = T;

    PackedOptional() = default;
    PackedOptional(std::nullopt_t) {} // NOLINT: as std::optional
    /// Throws std::out_of_range for a value `Stored` cannot hold and for the one that stands for
    /// none (INT16_MIN, NaN): no model means them.
    PackedOptional(T value) : stored_(checked(value)) {} // NOLINT: as std::optional
    PackedOptional(const std::optional<T>& value) : stored_(value ? checked(*value) : None::value) {} // NOLINT

    operator std::optional<T>() const { return has_value() ? std::optional<T>(T(stored_)) : std::nullopt; } // NOLINT

    bool has_value() const { return !None::is(stored_); }
    explicit operator bool() const { return has_value(); }
    T operator*() const { return T(stored_); }
    T value() const
    {
        if (!has_value())
            throw std::bad_optional_access();
        return T(stored_);
    }
    T value_or(T fallback) const { return has_value() ? T(stored_) : fallback; }
    void reset() { stored_ = None::value; }

    friend bool operator==(const PackedOptional& a, const PackedOptional& b)
    {
        return a.has_value() == b.has_value() && (!a.has_value() || a.stored_ == b.stored_);
    }
    friend bool operator==(const PackedOptional& a, const std::optional<T>& b)
    {
        return b ? a == *b : !a.has_value();
    }
    friend bool operator==(const PackedOptional& a, std::nullopt_t) { return !a.has_value(); }
    friend bool operator==(const PackedOptional& a, const T& b) { return a.has_value() && T(a.stored_) == b; }

    friend std::ostream& operator<<(std::ostream& out, const PackedOptional& o)
    {
        if (o.has_value())
            return out << T(o.stored_);
        return out << "none";
    }

private:
    using None = PackedNone<Stored>;

    static Stored checked(T value)
    {
        if constexpr (std::is_integral_v<T>) {
            if (!std::in_range<Stored>(value) || None::is(Stored(value)))
                throw std::out_of_range("the value " + std::to_string(value) + " cannot be held here");
        } else if (None::is(value)) {
            throw std::out_of_range("the value " + std::to_string(value) + " cannot be held: it stands for none");
        }
        return Stored(value);
    }

    Stored stored_ = None::value;
};

} // namespace tilescope
