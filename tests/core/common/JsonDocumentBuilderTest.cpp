// The document builder reads what nlohmann's own reader reads, and names the field of what fails
// before there is a document to check: numbers out of range, absurd declared sizes, deep nesting
// and text that is not UTF-8.

#include "common/JsonDocumentBuilder.h"

#include "../ErrorOf.h"

#include <gtest/gtest.h>

#include <string>

using namespace tilescope;
using nlohmann::json;
using test::errorOf;

namespace {

json parseText(const std::string& text)
{
    json root;
    JsonDocumentBuilder builder(root);
    json::sax_parse(text, &builder);
    return root;
}

json parseCbor(const std::string& bytes)
{
    json root;
    JsonDocumentBuilder builder(root);
    json::sax_parse(bytes, &builder, json::input_format_t::cbor);
    return root;
}

// A CBOR map of one key whose value has the CBOR bytes `value`.
std::string cborMember(const std::string& key, const std::string& value)
{
    return "\xa1" + std::string(1, char(0x60 + key.size())) + key + value;
}

} // namespace

TEST(JsonDocumentBuilder, BuildsWhatNlohmannBuilds)
{
    const std::string text = R"({"a": [1, -2, 3.5, "x", true, null, {"b": []}], "c/d~e": {}})";
    EXPECT_EQ(parseText(text), json::parse(text));
    std::string cbor;
    json::to_cbor(json::parse(text), cbor);
    EXPECT_EQ(parseCbor(cbor), json::parse(text));
}

TEST(JsonDocumentBuilder, ANumberBeyondADoubleNamesItsField)
{
    const auto e = errorOf([] { parseText(R"({"ops": [{"shape": [1, 28, 1e400]}]})"); });
    EXPECT_EQ(e.code(), ErrorCode::InvalidField);
    EXPECT_EQ(e.field(), "/ops/0/shape/2");
    EXPECT_EQ(e.message(), "the number 1e400 is beyond the range of a double (about 1.8e308)");
    EXPECT_TRUE(e.file().empty()); // the caller knows the file
    EXPECT_EQ(errorOf([] { parseText(R"({"a/b": {"~": -1e999}})"); }).field(), "/a~1b/~0");
}

TEST(JsonDocumentBuilder, AnAbsurdDeclaredSizeIsACorruptFile)
{
    // An array, then an object, that claim 2^63 - 1 elements in eight bytes.
    const std::string absurd("\x7f\xff\xff\xff\xff\xff\xff\xff", 8);
    auto e = errorOf([&] { parseCbor(cborMember("memory", "\x9b" + absurd)); });
    EXPECT_EQ(e.code(), ErrorCode::FileUnreadable);
    EXPECT_EQ(e.field(), "/memory");
    EXPECT_EQ(e.message(), "declares an array of 9223372036854775807 elements, more than memory holds (corrupt?)");
    e = errorOf([&] { parseCbor("\xbb" + absurd); });
    EXPECT_EQ(e.field(), "");
    EXPECT_NE(e.message().find("an object of 9223372036854775807"), std::string::npos) << e.what();
}

TEST(JsonDocumentBuilder, NestingIsBoundedInBothEncodings)
{
    const auto depth = JsonDocumentBuilder::kMaxDepth;
    EXPECT_NO_THROW(parseText(std::string(depth, '[') + std::string(depth, ']')));
    const auto e = errorOf([&] { parseText(std::string(depth + 1, '[') + std::string(depth + 1, ']')); });
    EXPECT_EQ(e.code(), ErrorCode::InvalidField);
    EXPECT_EQ(e.message(), "values nested more than 128 levels deep");
    EXPECT_EQ(e.field().size(), 2 * depth); // "/0" for each level above the one refused
    // CBOR's reader recurses: a hundred thousand one-element arrays once overflowed the stack.
    const std::string deep = std::string(100000, '\x81') + '\0';
    EXPECT_EQ(errorOf([&] { parseCbor(deep); }).code(), ErrorCode::InvalidField);
}

TEST(JsonDocumentBuilder, CborTextMustBeUtf8)
{
    // CBOR text strings (major type 3) that JSON could not hold: a lone 0xff byte.
    auto e = errorOf([] { parseCbor(cborMember("name", "\x82\x61" "a" "\x61\xff")); });
    EXPECT_EQ(e.code(), ErrorCode::InvalidField);
    EXPECT_EQ(e.field(), "/name/1");
    EXPECT_EQ(e.message(), "the string is not UTF-8 text");
    e = errorOf([] { parseCbor(cborMember("outer", std::string("\xa1\x61\xff\x00", 4))); });
    EXPECT_EQ(e.field(), "/outer");
    EXPECT_EQ(e.message(), "the key \"\\xff\", its first, is not UTF-8 text");
    // The key before it names the place, the top-level object too.
    e = errorOf([] { parseCbor(std::string("\xa2\x61" "a" "\x01\x62\xc3" "b" "\x02", 9)); });
    EXPECT_EQ(e.field(), "");
    EXPECT_EQ(e.message(), "the key \"\\xc3b\" of the top-level object after \"a\" is not UTF-8 text");
}

TEST(JsonDocumentBuilder, SyntaxErrorsStayNlohmanns)
{
    EXPECT_THROW(parseText(R"({"a": [1, 2)"), json::parse_error);
    try {
        parseText("{oops");
    } catch (const json::parse_error& e) {
        EXPECT_EQ(plainJsonMessage(e).rfind("parse error at line 1, column 2", 0), 0u) << e.what();
    }
}

TEST(JsonDocumentBuilder, PointerTokensAreEscaped)
{
    EXPECT_EQ(jsonPointerToken("layer1/conv~2"), "layer1~1conv~02");
    EXPECT_EQ(jsonPointerToken("plain"), "plain");
}
