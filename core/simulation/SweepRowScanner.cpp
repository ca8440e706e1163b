#include "simulation/SweepRowScanner.h"

#include "common/Error.h"
#include "simulation/SweepRowFigures.h"

#include <charconv>
#include <cstring>

namespace tilescope {
namespace {

using CharInt = ReportInput::CharInt;
constexpr CharInt kEnd = std::char_traits<char>::eof();

/// Thrown when the file leaves the written form: the reader of any JSON takes over.
struct NotWrittenForm {};

[[noreturn]] void leave() { throw NotWrittenForm{}; }

/// One character of look-ahead over the input, and the tokens of the written form.
class Scanner {
public:
    explicit Scanner(ReportInput::Cursor cursor) : cursor_(cursor) { next(); }

    CharInt current() const { return c_; }
    void next() { c_ = cursor_.get_character(); }
    void skipSpace()
    {
        while (c_ == ' ' || c_ == '\n' || c_ == '\r' || c_ == '\t')
            next();
    }
    /// Takes `ch` after white space, or says it is not there.
    bool take(char ch)
    {
        skipSpace();
        if (c_ != ch)
            return false;
        next();
        return true;
    }
    void expect(char ch)
    {
        if (!take(ch))
            leave();
    }
    /// `"name":`, the key of the next member.
    void key(const char* name)
    {
        expect('"');
        for (const char* p = name; *p; ++p) {
            if (c_ != *p)
                leave();
            next();
        }
        if (c_ != '"')
            leave();
        next();
        expect(':');
    }
    /// A string of plain ASCII (no escape, no control character); anything else leaves.
    void plainString(std::string& into)
    {
        expect('"');
        into.clear();
        while (c_ != '"') {
            if (c_ < 0x20 || c_ >= 0x7f || c_ == '\\')
                leave();
            into.push_back(char(c_));
            next();
        }
        next();
    }
    /// Compares the next string with `text` without keeping it.
    void stringEqualTo(const std::string& text)
    {
        expect('"');
        for (const char ch : text) {
            if (c_ != std::char_traits<char>::to_int_type(ch) || c_ == '\\' || c_ < 0x20)
                leave();
            next();
        }
        if (c_ != '"')
            leave();
        next();
    }
    bool literal(const char* word)
    {
        skipSpace();
        if (c_ != std::char_traits<char>::to_int_type(*word))
            return false;
        for (const char* p = word; *p; ++p) {
            if (c_ != std::char_traits<char>::to_int_type(*p))
                leave();
            next();
        }
        return true;
    }
    /// A JSON number's text (checked against JSON's grammar), and whether it has a fraction or exponent.
    std::string_view numberText(bool& real)
    {
        skipSpace();
        std::size_t n = 0;
        while ((c_ >= '0' && c_ <= '9') || c_ == '-' || c_ == '+' || c_ == '.' || c_ == 'e' || c_ == 'E') {
            if (n == sizeof number_)
                leave();
            number_[n++] = char(c_);
            next();
        }
        const std::string_view text(number_, n);
        if (!isJsonNumber(text))
            leave();
        real = text.find_first_of(".eE") != std::string_view::npos;
        return text;
    }
    std::uint64_t wholeNumber()
    {
        bool real = false;
        const auto text = numberText(real);
        std::uint64_t value = 0;
        if (real || text[0] == '-' || std::from_chars(text.data(), text.data() + text.size(), value).ec != std::errc())
            leave();
        return value;
    }
    std::int64_t signedNumber()
    {
        bool real = false;
        const auto text = numberText(real);
        std::int64_t value = 0;
        if (real || std::from_chars(text.data(), text.data() + text.size(), value).ec != std::errc())
            leave();
        return value;
    }
    double realNumber()
    {
        bool real = false;
        const auto text = numberText(real);
        double value = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (!real || ec != std::errc() || end != text.data() + text.size())
            leave();
        return value;
    }

private:
    // -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
    static bool isJsonNumber(std::string_view t)
    {
        std::size_t i = 0;
        const auto digits = [&] {
            const std::size_t from = i;
            while (i < t.size() && t[i] >= '0' && t[i] <= '9')
                ++i;
            return i > from;
        };
        if (i < t.size() && t[i] == '-')
            ++i;
        if (i < t.size() && t[i] == '0')
            ++i;
        else if (!digits())
            return false;
        if (i < t.size() && t[i] == '.' && (++i, !digits()))
            return false;
        if (i < t.size() && (t[i] == 'e' || t[i] == 'E')) {
            ++i;
            if (i < t.size() && (t[i] == '+' || t[i] == '-'))
                ++i;
            if (!digits())
                return false;
        }
        return i == t.size();
    }

    ReportInput::Cursor cursor_;
    CharInt c_ = kEnd;
    char number_[64] = {};
};

/// The text before the root's "rows" member, or leaves when there is none.
std::string headerBeforeRows(Scanner& in)
{
    std::string header;
    int depth = 0;
    std::string lastString; // at depth 1
    for (;;) {
        const CharInt c = in.current();
        if (c == kEnd)
            leave();
        if (c == '"') {
            const std::size_t start = header.size();
            header.push_back('"');
            in.next();
            while (in.current() != '"') {
                if (in.current() == kEnd)
                    leave();
                if (in.current() == '\\') {
                    header.push_back('\\');
                    in.next();
                }
                header.push_back(char(in.current()));
                in.next();
            }
            in.next();
            if (depth == 1 && header.compare(start, std::string::npos, "\"rows") == 0) {
                in.skipSpace();
                if (in.current() == ':') {
                    header.resize(start); // up to the key
                    in.next();
                    return header;
                }
            }
            header.push_back('"');
            continue;
        }
        depth += (c == '{' || c == '[') - (c == '}' || c == ']');
        header.push_back(char(c));
        in.next();
    }
}

/// One row in the written form, checked as SweepFileReader's readRow checks it.
/// `positions` is room for the row's value on each axis.
SweepRow scanRow(Scanner& in, const SweepSpace& space, std::size_t pointCount, std::vector<std::size_t>& positions)
{
    static const std::string anywhere; // where a check fails does not matter: the file is read again
    SweepRow row;
    in.expect('{');
    in.key("index");
    row.index = in.wholeNumber();
    if (row.index >= pointCount)
        leave();
    in.expect(',');
    in.key("values");
    in.expect('[');
    std::size_t rest = row.index;
    positions.resize(space.axes.size());
    for (std::size_t a = space.axes.size(); a-- > 0;) {
        positions[a] = rest % space.axes[a].values.size();
        rest /= space.axes[a].values.size();
    }
    for (std::size_t a = 0; a < space.axes.size(); ++a) {
        if (a > 0)
            in.expect(',');
        in.stringEqualTo(space.axes[a].values[positions[a]]);
    }
    in.expect(']');
    in.expect(',');
    in.key("fits");
    if (in.literal("true"))
        row.fits = true;
    else if (!in.literal("false"))
        leave();
    in.expect(',');
    in.key("worstTile");
    const auto worstTile = in.wholeNumber();
    in.expect(',');
    in.key("worstTileBytes");
    row.worstTileBytes = in.wholeNumber();
    in.expect(',');
    in.key("worstTileExcessBytes");
    row.worstTileExcessBytes = in.wholeNumber();
    in.expect(',');
    in.key("roomToSpare");
    in.expect('{');
    in.key("bytes");
    row.roomToSpareBytes = in.signedNumber();
    in.expect(',');
    in.key("tile");
    const auto roomTile = in.wholeNumber();
    in.expect('}');
    in.expect(',');
    in.key("samplesPerSecond");
    row.samplesPerSecond = in.realNumber();
    in.expect(',');
    in.key("cyclesPerIteration");
    row.cyclesPerIteration = in.wholeNumber();
    in.expect(',');
    in.key("totalBytes");
    row.totalBytes = in.wholeNumber();
    in.expect(',');
    in.key("alwaysLiveBytes");
    row.alwaysLiveBytes = in.wholeNumber();
    in.expect(',');
    in.key("peakNotAlwaysLiveBytes");
    row.peakNotAlwaysLiveBytes = in.wholeNumber();
    in.expect(',');
    in.key("codeBytes");
    row.codeBytes = in.wholeNumber();
    in.expect(',');
    in.key("command");
    in.plainString(row.command);
    if (in.take(',')) {
        in.key("error");
        in.plainString(row.error);
        if (row.error.empty())
            leave(); // "error": "" reads as no error, which the written form never states
    }
    in.expect('}');
    try {
        const auto tiles = row.error.empty() ? std::optional(pointTiles(space, row.index)) : std::nullopt;
        row.worstTile = checkedTile(worstTile, tiles, anywhere);
        row.roomToSpareTile = checkedTile(roomTile, tiles, anywhere);
        checkRowFigures(row, tiles, anywhere);
    } catch (const Error&) {
        leave();
    }
    return row;
}

} // namespace

std::optional<SweepResult> scanWrittenSweep(ReportInput& input,
                                            const std::function<SweepResult(const std::string& header)>& readHeader)
{
    try {
        Scanner in(input.start());
        in.skipSpace();
        if (in.current() != '{')
            return std::nullopt;
        std::optional<SweepResult> result;
        try {
            result = readHeader(headerBeforeRows(in) + "\"rows\": []}");
        } catch (const Error&) {
            return std::nullopt;
        }
        const std::size_t pointCount = result->space.pointCount();
        // The rows the file should hold, at most 10^7: room for them at once rather than growing
        // (and copying) the rows up to twice over. Untouched room costs address space, not memory.
        const auto& shard = result->shard;
        result->rows.reserve(shard.index < pointCount ? (pointCount - shard.index + shard.count - 1) / shard.count : 0);
        std::vector<std::size_t> positions;
        in.expect('[');
        if (!in.take(']')) {
            do
                result->rows.push_back(scanRow(in, result->space, pointCount, positions));
            while (in.take(','));
            in.expect(']');
        }
        // The rest: the best point, which is not read (a reader works it out from the rows).
        if (in.take(',')) {
            in.key("best");
            if (!in.literal("null"))
                in.wholeNumber();
        }
        in.expect('}');
        in.skipSpace();
        if (in.current() != kEnd)
            return std::nullopt;
        return result;
    } catch (const NotWrittenForm&) {
        return std::nullopt;
    }
}

} // namespace tilescope
