#pragma once
// Whether bytes are UTF-8 text. JSON text is UTF-8 by definition (nlohmann's reader checks it),
// but a binary report's CBOR strings and an ONNX file's names are not checked by their readers,
// and a name that is not text cannot be written to JSON again (convert, import-onnx).

#include <string_view>

namespace tilescope {

/// True when `text` is well-formed UTF-8 (Unicode's table 3-7: no overlong forms, no surrogates,
/// nothing past U+10FFFF).
bool isUtf8(std::string_view text);

} // namespace tilescope
