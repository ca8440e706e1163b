// Elementwise ops beyond the first few (relu, gelu, add, ...): each is a popops vertex over the
// tiles of its largest operand; they differ only in the vertex and in the cycles of one loop
// iteration, which the elementwise cost formula of docs/SIMULATION.md §4 takes.

#include "common/Error.h"
#include "compiler/Lowering.h"

namespace tilescope::detail {
namespace {

struct ElementwiseKind {
    OpType type;
    std::uint32_t cyclesPerLoop; // [I]: one vector of results, loads and stores included
    const char* vertex;
};

// Transcendentals cost a polynomial or a table walk per vector; comparisons, min and max one
// instruction; division and reciprocal use the float divide sequence.
constexpr ElementwiseKind kKinds[] = {
    {OpType::Relu6, 2, "popops::UnaryOp<RELU6>"},
    {OpType::Clip, 2, "popops::TernaryOp<CLAMP>"},
    {OpType::Erf, 10, "popops::UnaryOp<ERF>"},
    {OpType::Sqrt, 5, "popops::UnaryOp<SQRT>"},
    {OpType::Reciprocal, 4, "popops::UnaryOp<INVERSE>"},
    {OpType::Neg, 1, "popops::UnaryOp<NEGATE>"},
    {OpType::Exp, 6, "popops::UnaryOp<EXPONENT>"},
    {OpType::Log, 6, "popops::UnaryOp<LOGARITHM>"},
    {OpType::Abs, 1, "popops::UnaryOp<ABSOLUTE>"},
    {OpType::HardSigmoid, 2, "popops::UnaryOp<HARD_SIGMOID>"},
    {OpType::HardSwish, 3, "popops::UnaryOp<HARD_SWISH>"},
    {OpType::Cast, 1, "popops::Cast"},
    {OpType::Not, 1, "popops::UnaryOp<LOGICAL_NOT>"},
    {OpType::Sub, 1, "popops::BinaryOp<SUBTRACT>"},
    {OpType::Div, 4, "popops::BinaryOp<DIVIDE>"},
    {OpType::Pow, 10, "popops::BinaryOp<POWER>"},
    {OpType::Max, 1, "popops::BinaryOp<MAXIMUM>"},
    {OpType::Min, 1, "popops::BinaryOp<MINIMUM>"},
    {OpType::Equal, 1, "popops::BinaryOp<EQUAL>"},
    {OpType::Less, 1, "popops::BinaryOp<LESS_THAN>"},
    {OpType::Greater, 1, "popops::BinaryOp<GREATER_THAN>"},
    {OpType::Where, 2, "popops::Select"},
};

} // namespace

void Lowering::lowerElementwiseOp(const OpView& op, std::uint32_t ipu)
{
    for (const auto& kind : kKinds)
        if (kind.type == op.type) {
            lowerElementwise(op, ipu, kind.cyclesPerLoop, kind.vertex);
            return;
        }
    throw Error(ErrorCode::Internal, "op '" + op.name + "' (" + opTypeName(op.type) + ") has no lowering");
}

} // namespace tilescope::detail
