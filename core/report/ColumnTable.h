#pragma once
// A report table described once: the list of its columns (and scalars), each a JSON key and a
// member pointer, drives both writing and reading, so a field's name is spelled in one place and a
// column added to the list is written and read alike. Internal to core/report.
//
//   constexpr auto kColumns = std::make_tuple(numbers("bytes", &Variables::bytes),
//                                             strings("name", &Variables::name), ...);
//   json j = writeTable(variables, kColumns, packed);
//   readTable(j, variables, kColumns, "/variables", minorVersion);
//
// A column added in a later minor version says so (`since`): readers of an older report leave it
// empty (or the scalar at its default) for the caller to derive, instead of failing.

#include "report/ColumnCodec.h"

#include <algorithm>
#include <cstddef>
#include <functional>
#include <ostream>
#include <string_view>
#include <tuple>
#include <type_traits>

namespace tilescope::codec {

/// A numeric column: std::vector<T>.
template <class Table, class T> struct NumberColumn {
    const char* key;
    std::vector<T> Table::*member;
    std::uint32_t since = 0;
};

/// An enum column: names in JSON, codes in the packed encoding.
template <class Table, class E> struct EnumColumn {
    const char* key;
    std::vector<E> Table::*member;
    std::size_t count;                 // enumerators 0 .. count-1
    std::string_view (*name)(E);
    std::uint32_t since = 0;
};

/// A column of texts (never packed).
template <class Table> struct StringColumn {
    const char* key;
    TextColumn Table::*member;
    std::uint32_t since = 0;
};

/// A list of numeric columns, such as one per IPU: an array of columns.
template <class Table, class T> struct ColumnListColumn {
    const char* key;
    std::vector<std::vector<T>> Table::*member;
    std::uint32_t since = 0;
};

/// One number. `optional`: a reader keeps the member's current value when the key is absent.
template <class Table, class T> struct ScalarField {
    const char* key;
    T Table::*member;
    std::uint32_t since = 0;
    bool optional = false;
};

template <class Table, class T>
constexpr NumberColumn<Table, T> numbers(const char* key, std::vector<T> Table::*member, std::uint32_t since = 0)
{
    return {key, member, since};
}

template <class Table, class E>
constexpr EnumColumn<Table, E> enums(const char* key, std::vector<E> Table::*member, std::size_t count,
                                     std::string_view (*name)(E), std::uint32_t since = 0)
{
    return {key, member, count, name, since};
}

template <class Table>
constexpr StringColumn<Table> strings(const char* key, TextColumn Table::*member,
                                      std::uint32_t since = 0)
{
    return {key, member, since};
}

template <class Table, class T>
constexpr ColumnListColumn<Table, T> columnLists(const char* key, std::vector<std::vector<T>> Table::*member,
                                                 std::uint32_t since = 0)
{
    return {key, member, since};
}

template <class Table, class T>
constexpr ScalarField<Table, T> scalarField(const char* key, T Table::*member, std::uint32_t since = 0)
{
    return {key, member, since, false};
}

/// A scalar that older writers may leave out: the reader keeps the member's current value.
template <class Table, class T>
constexpr ScalarField<Table, T> optionalScalar(const char* key, T Table::*member)
{
    return {key, member, 0, true};
}

// ---- writing ---------------------------------------------------------------------------------

template <class Table, class T> void writeField(json& out, const Table& t, const NumberColumn<Table, T>& c, bool packed)
{
    out[c.key] = encodeColumn(t.*c.member, packed);
}

template <class Table, class E> void writeField(json& out, const Table& t, const EnumColumn<Table, E>& c, bool packed)
{
    out[c.key] = encodeEnumColumn(t.*c.member, packed, c.name);
}

template <class Table> void writeField(json& out, const Table& t, const StringColumn<Table>& c, bool)
{
    out[c.key] = t.*c.member;
}

template <class Table, class T>
void writeField(json& out, const Table& t, const ColumnListColumn<Table, T>& c, bool packed)
{
    json columns = json::array();
    for (const auto& column : t.*c.member)
        columns.push_back(encodeColumn(column, packed));
    out[c.key] = std::move(columns);
}

template <class Table, class T> void writeField(json& out, const Table& t, const ScalarField<Table, T>& c, bool)
{
    out[c.key] = t.*c.member;
}

/// The JSON object of `table`: every field of `fields`, under its key.
template <class Table, class Fields> json writeTable(const Table& table, const Fields& fields, bool packed)
{
    json out = json::object();
    std::apply([&](const auto&... field) { (writeField(out, table, field, packed), ...); }, fields);
    return out;
}

// ---- writing CBOR as it goes -------------------------------------------------------------------

/// The head of a CBOR data item (RFC 8949 §3): `major` type and its argument `n`, in the shortest
/// form, as nlohmann::json::to_cbor writes it.
inline void writeCborHead(std::ostream& out, std::uint8_t major, std::uint64_t n)
{
    const auto type = char(major << 5);
    if (n < 24) {
        out.put(char(type | char(n)));
        return;
    }
    const int bytes = n <= 0xFF ? 1 : n <= 0xFFFF ? 2 : n <= 0xFFFFFFFF ? 4 : 8;
    out.put(char(type | char(bytes == 1 ? 24 : bytes == 2 ? 25 : bytes == 4 ? 26 : 27)));
    for (int shift = 8 * (bytes - 1); shift >= 0; shift -= 8)
        out.put(char((n >> shift) & 0xFF));
}

inline void writeCborText(std::ostream& out, std::string_view text)
{
    writeCborHead(out, 3, text.size());
    out.write(text.data(), std::streamsize(text.size()));
}

/// A column of texts as a CBOR array of text strings, each written from the column as it is.
template <class Table> void writeFieldCbor(std::ostream& out, const Table& t, const StringColumn<Table>& c, bool)
{
    const auto& column = t.*c.member;
    writeCborHead(out, 4, column.size());
    for (const auto text : column)
        writeCborText(out, text);
}

/// Any other field, through its JSON form.
template <class Table, class Field>
void writeFieldCborAsJson(std::ostream& out, const Table& t, const Field& c, bool packed)
{
    json holder = json::object();
    writeField(holder, t, c, packed);
    json::to_cbor(holder[c.key], out);
}

template <class Table, class Field> void writeFieldCbor(std::ostream& out, const Table& t, const Field& c, bool packed)
{
    writeFieldCborAsJson(out, t, c, packed);
}

/// A packed column as to_cbor writes its JSON form (encodeColumn: a byte string with its kind as
/// subtype), straight from the column: the JSON form copied every number column of a long model's
/// report into a zeroed buffer first. nlohmann writes a subtype up to 255 as tag 0xd8 and one
/// byte, even where CBOR has a shorter head.
template <class T> void writePackedColumnCbor(std::ostream& out, const std::vector<T>& column)
{
    out.put(char(0xd8));
    out.put(char(static_cast<std::uint8_t>(packedKindOf<T>())));
    writeCborHead(out, 2, column.size() * sizeof(T));
    out.write(reinterpret_cast<const char*>(column.data()), std::streamsize(column.size() * sizeof(T)));
}

template <class Table, class T>
void writeFieldCbor(std::ostream& out, const Table& t, const NumberColumn<Table, T>& c, bool packed)
{
    if (!packed)
        return writeFieldCborAsJson(out, t, c, packed);
    writePackedColumnCbor(out, t.*c.member);
}

template <class Table, class T>
void writeFieldCbor(std::ostream& out, const Table& t, const ColumnListColumn<Table, T>& c, bool packed)
{
    if (!packed)
        return writeFieldCborAsJson(out, t, c, packed);
    const auto& columns = t.*c.member;
    writeCborHead(out, 4, columns.size());
    for (const auto& column : columns)
        writePackedColumnCbor(out, column);
}

/// Writes the bytes json::to_cbor(writeTable(table, fields, packed)) writes, without making the
/// JSON of the table's texts: a long model's report has millions of names, which became as many
/// JSON strings, each allocated, written and freed. The keys go in the order of a JSON object's.
template <class Table, class Fields>
void writeTableCbor(std::ostream& out, const Table& table, const Fields& fields, bool packed)
{
    std::vector<std::pair<std::string_view, std::function<void()>>> writers;
    std::apply(
        [&](const auto&... field) {
            (writers.emplace_back(field.key, [&out, &table, &field, packed] { writeFieldCbor(out, table, field, packed); }),
             ...);
        },
        fields);
    std::sort(writers.begin(), writers.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    writeCborHead(out, 5, writers.size());
    for (const auto& [key, write] : writers) {
        writeCborText(out, key);
        write();
    }
}

// ---- reading ---------------------------------------------------------------------------------

template <class Table, class T>
void readField(json& in, Table& t, const NumberColumn<Table, T>& c, const std::string& path)
{
    t.*c.member = takeColumnAt<T>(in, c.key, path);
}

template <class Table, class E>
void readField(json& in, Table& t, const EnumColumn<Table, E>& c, const std::string& path)
{
    t.*c.member = takeEnumColumnAt<E>(in, c.key, path, c.count, c.name);
}

template <class Table> void readField(json& in, Table& t, const StringColumn<Table>& c, const std::string& path)
{
    t.*c.member = takeTextColumnAt(in, c.key, path);
}

template <class Table, class T>
void readField(json& in, Table& t, const ColumnListColumn<Table, T>& c, const std::string& path)
{
    auto& columns = member(in, c.key, path);
    const auto listPath = path + "/" + c.key;
    if (!columns.is_array())
        invalidField(listPath, "expected an array of columns");
    auto& out = t.*c.member;
    out.clear();
    out.reserve(columns.size());
    for (std::size_t i = 0; i < columns.size(); ++i)
        out.push_back(takeColumn<T>(columns[i], listPath + "/" + std::to_string(i)));
}

template <class Table, class T>
void readField(json& in, Table& t, const ScalarField<Table, T>& c, const std::string& path)
{
    if (c.optional && !optionalMember(in, c.key))
        return;
    if constexpr (std::is_same_v<T, bool>)
        t.*c.member = boolean(in, c.key, path);
    else if constexpr (std::is_same_v<T, std::string>)
        t.*c.member = text(in, c.key, path);
    else
        t.*c.member = scalar<T>(in, c.key, path);
}

/// Reads every field of `fields` from the object `in` (consuming its columns) into `table`.
/// Fields newer than `minorVersion` are skipped: the caller derives them for an older report.
/// Throws Error(MissingField / InvalidField) with the JSON path of the field.
template <class Table, class Fields>
void readTable(json& in, Table& table, const Fields& fields, const std::string& path, std::uint32_t minorVersion)
{
    if (!in.is_object())
        invalidField(path, "expected an object");
    std::apply(
        [&](const auto&... field) {
            ((field.since <= minorVersion ? readField(in, table, field, path) : void()), ...);
        },
        fields);
}

} // namespace tilescope::codec
