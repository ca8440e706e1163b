#pragma once
// Encoding of columns for the report codec: in JSON a column is an array; in the binary encoding a
// numeric column is one CBOR byte string of packed little-endian values, tagged with its element kind.
// Reading accepts both forms and names the JSON path of any bad value. The take* readers consume
// what they read (the value is left null), so that a document shrinks as it is decoded.

#include "common/Error.h"
#include "common/TextColumn.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstring>
#include <limits>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace tilescope::codec {

using nlohmann::json;

enum class PackedKind : std::uint8_t { U64 = 1, I32 = 2, U32 = 3, F64 = 4, U8 = 5 };

template <class T> constexpr PackedKind packedKindOf()
{
    if constexpr (std::is_same_v<T, std::uint64_t>) return PackedKind::U64;
    else if constexpr (std::is_same_v<T, std::int32_t>) return PackedKind::I32;
    else if constexpr (std::is_same_v<T, std::uint32_t>) return PackedKind::U32;
    else if constexpr (std::is_same_v<T, double>) return PackedKind::F64;
    else {
        static_assert(std::is_same_v<T, std::uint8_t>, "unsupported column type");
        return PackedKind::U8;
    }
}

/// Thrown-error helper: an invalid field at `path`.
[[noreturn]] inline void invalidField(const std::string& path, const std::string& message)
{
    throw Error(ErrorCode::InvalidField, message, {}, path);
}

[[noreturn]] inline void missingField(const std::string& path)
{
    throw Error(ErrorCode::MissingField, "required field is missing", {}, path);
}

template <class T> json encodeColumn(const std::vector<T>& values, bool packed)
{
    if (!packed)
        return json(values);
    std::vector<std::uint8_t> bytes(values.size() * sizeof(T));
    if (!values.empty())
        std::memcpy(bytes.data(), values.data(), bytes.size()); // x86-64 and AArch64 are little-endian
    return json::binary(std::move(bytes), static_cast<std::uint8_t>(packedKindOf<T>()));
}

/// One number of a JSON array, range-checked into T.
template <class T> T decodeNumber(const json& value, const std::string& path)
{
    if constexpr (std::is_same_v<T, double>) {
        if (!value.is_number())
            invalidField(path, "expected a number");
        return value.get<double>();
    } else {
        if (value.is_number_float())
            invalidField(path, "expected a whole number, found " + value.dump());
        if (!value.is_number())
            invalidField(path, "expected a number, found " + std::string(value.type_name()));
        if (value.is_number_unsigned()) {
            const auto n = value.get<std::uint64_t>();
            if (n > std::uint64_t(std::numeric_limits<T>::max()))
                invalidField(path, "value " + std::to_string(n) + " is too large");
            return static_cast<T>(n);
        }
        const auto n = value.get<std::int64_t>();
        if constexpr (std::is_unsigned_v<T>) {
            if (n < 0)
                invalidField(path, "must not be negative, found " + std::to_string(n));
        } else {
            if (n < std::int64_t(std::numeric_limits<T>::min()) || n > std::int64_t(std::numeric_limits<T>::max()))
                invalidField(path, "value " + std::to_string(n) + " is out of range");
        }
        return static_cast<T>(n);
    }
}

template <class T> std::vector<T> decodeColumn(const json& value, const std::string& path)
{
    std::vector<T> column;
    if (value.is_binary()) {
        const auto& bytes = value.get_binary();
        if (!bytes.has_subtype() || bytes.subtype() != static_cast<std::uint8_t>(packedKindOf<T>()))
            invalidField(path, "packed column has the wrong element kind");
        if (bytes.size() % sizeof(T) != 0)
            invalidField(path, "packed column is truncated");
        column.resize(bytes.size() / sizeof(T));
        if (!column.empty())
            std::memcpy(column.data(), bytes.data(), bytes.size());
        return column;
    }
    if (!value.is_array())
        invalidField(path, "expected an array, found " + std::string(value.type_name()));
    column.reserve(value.size());
    for (std::size_t i = 0; i < value.size(); ++i)
        column.push_back(decodeNumber<T>(value[i], path + "/" + std::to_string(i)));
    return column;
}

/// As decodeColumn, then frees `value` (left null): a packed column is not held twice.
template <class T> std::vector<T> takeColumn(json& value, const std::string& path)
{
    std::vector<T> column = decodeColumn<T>(value, path);
    value = nullptr;
    return column;
}

/// Enum columns: names in JSON, packed codes in binary.
template <class E, class NameFn> json encodeEnumColumn(const std::vector<E>& values, bool packed, NameFn name)
{
    if (packed) {
        std::vector<std::uint8_t> codes(values.size());
        for (std::size_t i = 0; i < values.size(); ++i)
            codes[i] = static_cast<std::uint8_t>(values[i]);
        return encodeColumn(codes, true);
    }
    json names = json::array();
    for (E value : values)
        names.push_back(std::string(name(value)));
    return names;
}

/// Decodes an enum column; `count` is the number of enumerators (codes 0..count-1), `name` maps code to name.
template <class E, class NameFn>
std::vector<E> decodeEnumColumn(const json& value, const std::string& path, std::size_t count, NameFn name)
{
    std::vector<E> column;
    if (value.is_binary()) {
        const auto codes = decodeColumn<std::uint8_t>(value, path);
        column.reserve(codes.size());
        for (std::size_t i = 0; i < codes.size(); ++i) {
            if (codes[i] >= count)
                invalidField(path + "/" + std::to_string(i), "unknown code " + std::to_string(codes[i]));
            column.push_back(static_cast<E>(codes[i]));
        }
        return column;
    }
    if (!value.is_array())
        invalidField(path, "expected an array, found " + std::string(value.type_name()));
    column.reserve(value.size());
    for (std::size_t i = 0; i < value.size(); ++i) {
        const auto& item = value[i];
        if (!item.is_string())
            invalidField(path + "/" + std::to_string(i), "expected a name");
        const auto text = item.get<std::string>();
        std::size_t code = 0;
        while (code < count && name(static_cast<E>(code)) != text)
            ++code;
        if (code == count)
            invalidField(path + "/" + std::to_string(i), "unknown value '" + text + "'");
        column.push_back(static_cast<E>(code));
    }
    return column;
}

/// As decodeEnumColumn, then frees `value` (left null).
template <class E, class NameFn>
std::vector<E> takeEnumColumn(json& value, const std::string& path, std::size_t count, NameFn name)
{
    std::vector<E> column = decodeEnumColumn<E>(value, path, count, name);
    value = nullptr;
    return column;
}

/// The strings of an array as a column of texts; `value` is left null.
inline TextColumn takeTextColumn(json& value, const std::string& path)
{
    if (!value.is_array())
        invalidField(path, "expected an array of strings");
    TextColumn texts;
    texts.reserve(value.size());
    for (std::size_t i = 0; i < value.size(); ++i) {
        if (!value[i].is_string())
            invalidField(path + "/" + std::to_string(i), "expected a string");
        texts.push_back(value[i].get_ref<const std::string&>());
        value[i] = nullptr; // the document shrinks as it is read
    }
    value = nullptr;
    return texts;
}

/// A required member of an object.
inline const json& member(const json& object, const char* key, const std::string& path)
{
    if (!object.is_object())
        invalidField(path, "expected an object");
    const auto it = object.find(key);
    if (it == object.end())
        missingField(path + "/" + key);
    return *it;
}

/// A required member of an object, to be consumed by the take* readers.
inline json& member(json& object, const char* key, const std::string& path)
{
    return const_cast<json&>(member(std::as_const(object), key, path));
}

/// The column at `object[key]`, taken (left null): the common case of the readers above.
template <class T> std::vector<T> takeColumnAt(json& object, const char* key, const std::string& path)
{
    return takeColumn<T>(member(object, key, path), path + "/" + key);
}

template <class E, class NameFn>
std::vector<E> takeEnumColumnAt(json& object, const char* key, const std::string& path, std::size_t count, NameFn name)
{
    return takeEnumColumn<E>(member(object, key, path), path + "/" + key, count, name);
}

inline TextColumn takeTextColumnAt(json& object, const char* key, const std::string& path)
{
    return takeTextColumn(member(object, key, path), path + "/" + key);
}

/// An optional member, or nullptr.
inline const json* optionalMember(const json& object, const char* key)
{
    const auto it = object.find(key);
    return it == object.end() ? nullptr : &*it;
}

inline json* optionalMember(json& object, const char* key)
{
    return const_cast<json*>(optionalMember(std::as_const(object), key));
}

template <class T> T scalar(const json& object, const char* key, const std::string& path)
{
    return decodeNumber<T>(member(object, key, path), path + "/" + key);
}

inline std::string text(const json& object, const char* key, const std::string& path)
{
    const auto& value = member(object, key, path);
    if (!value.is_string())
        invalidField(path + "/" + key, "expected a string");
    return value.get<std::string>();
}

inline bool boolean(const json& object, const char* key, const std::string& path)
{
    const auto& value = member(object, key, path);
    if (!value.is_boolean())
        invalidField(path + "/" + key, "expected true or false");
    return value.get<bool>();
}

} // namespace tilescope::codec
