#!/usr/bin/python3
"""Exports the ONNX test fixtures of tests/fixtures/onnx/ once, from real PyTorch models.

Needs Debian's python3-torch, python3-torchvision and python3-onnx (the test suite does not:
it reads the committed files). Run from the repository root:

    scripts/dev/export-onnx-fixtures.py [--out tests/fixtures/onnx] [--full DIR] [--all]

Each model is exported by torch.onnx.export in training mode (TrainingMode.TRAINING keeps
BatchNormalization and Dropout, as PopART trains them), then its weight data is stripped: every
floating-point initializer and Constant keeps its name, shape and type but no values, so the
files stay small and say what the importer needs (weights are not needed to plan memory).
Integer and boolean tensors (shape constants, position ids, masks) keep their values.
`manifest.json` records each model's parameter count as PyTorch counts it,
sum(p.numel() for p in model.parameters()), which the importer's tests compare against.

BERT and GPT-2: Hugging Face transformers is not packaged in Debian, so the modules below are
written after transformers' BertModel (modeling_bert.py) and GPT2LMHeadModel (modeling_gpt2.py)
as PyTorch modules, layer for layer, with Hugging Face's parameter names; they are exported by
torch.onnx.export like the real ones, so the graphs hold the same ops.

--full DIR also writes unstripped exports (with weights) of ViT-B/16 and VGG-16 there, for timing
import-onnx + compile on a real file, and a stripped full-size GPT-2 (124M); --all exports every torchvision classification model to
check op coverage (nothing of it is committed).
"""

import argparse
import json
import math
import os
import sys

import onnx
import torch
import torch.nn as nn
import torchvision
from onnx import TensorProto, helper, numpy_helper  # noqa: F401

MAX_KEPT_ELEMENTS = 4096
FLOAT_TYPES = {TensorProto.FLOAT, TensorProto.FLOAT16, TensorProto.DOUBLE, TensorProto.BFLOAT16}


# --- BERT, after transformers' modeling_bert.py ------------------------------------------------

class BertEmbeddings(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.word_embeddings = nn.Embedding(c["vocab"], c["hidden"])
        self.position_embeddings = nn.Embedding(c["positions"], c["hidden"])
        self.token_type_embeddings = nn.Embedding(2, c["hidden"])
        self.LayerNorm = nn.LayerNorm(c["hidden"], eps=1e-12)
        self.dropout = nn.Dropout(0.1)
        self.register_buffer("position_ids", torch.arange(c["positions"]).expand((1, -1)))
        self.register_buffer("token_type_ids", torch.zeros((1, c["positions"]), dtype=torch.long),
                             persistent=False)

    def forward(self, input_ids):
        seq_length = input_ids.size(1)
        position_ids = self.position_ids[:, :seq_length]
        token_type_ids = self.token_type_ids[:, :seq_length].expand(input_ids.size(0), seq_length)
        embeddings = self.word_embeddings(input_ids) + self.token_type_embeddings(token_type_ids)
        embeddings = embeddings + self.position_embeddings(position_ids)
        return self.dropout(self.LayerNorm(embeddings))


class BertSelfAttention(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.heads = c["heads"]
        self.head_size = c["hidden"] // c["heads"]
        self.query = nn.Linear(c["hidden"], c["hidden"])
        self.key = nn.Linear(c["hidden"], c["hidden"])
        self.value = nn.Linear(c["hidden"], c["hidden"])
        self.dropout = nn.Dropout(0.1)

    def transpose_for_scores(self, x):
        x = x.view(x.size()[:-1] + (self.heads, self.head_size))
        return x.permute(0, 2, 1, 3)

    def forward(self, hidden, mask):
        q = self.transpose_for_scores(self.query(hidden))
        k = self.transpose_for_scores(self.key(hidden))
        v = self.transpose_for_scores(self.value(hidden))
        scores = torch.matmul(q, k.transpose(-1, -2)) / math.sqrt(self.head_size)
        probs = self.dropout(nn.functional.softmax(scores + mask, dim=-1))
        context = torch.matmul(probs, v).permute(0, 2, 1, 3).contiguous()
        return context.view(context.size()[:-2] + (self.heads * self.head_size,))


class BertLayer(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.attention = nn.Module()
        self.attention.self = BertSelfAttention(c)
        self.attention.output = nn.Module()
        self.attention.output.dense = nn.Linear(c["hidden"], c["hidden"])
        self.attention.output.LayerNorm = nn.LayerNorm(c["hidden"], eps=1e-12)
        self.intermediate = nn.Module()
        self.intermediate.dense = nn.Linear(c["hidden"], c["intermediate"])
        self.output = nn.Module()
        self.output.dense = nn.Linear(c["intermediate"], c["hidden"])
        self.output.LayerNorm = nn.LayerNorm(c["hidden"], eps=1e-12)
        self.dropout = nn.Dropout(0.1)

    def forward(self, hidden, mask):
        a = self.attention.self(hidden, mask)
        a = self.attention.output.LayerNorm(self.dropout(self.attention.output.dense(a)) + hidden)
        i = nn.functional.gelu(self.intermediate.dense(a))
        return self.output.LayerNorm(self.dropout(self.output.dense(i)) + a)


class BertModel(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.embeddings = BertEmbeddings(c)
        self.encoder = nn.Module()
        self.encoder.layer = nn.ModuleList([BertLayer(c) for _ in range(c["layers"])])
        self.pooler = nn.Module()
        self.pooler.dense = nn.Linear(c["hidden"], c["hidden"])

    def forward(self, input_ids, attention_mask):
        # get_extended_attention_mask: [batch, 1, 1, seq], 0 where attended, dtype min elsewhere.
        mask = attention_mask[:, None, None, :].to(torch.float32)
        mask = (1.0 - mask) * torch.finfo(torch.float32).min
        hidden = self.embeddings(input_ids)
        for layer in self.encoder.layer:
            hidden = layer(hidden, mask)
        pooled = torch.tanh(self.pooler.dense(hidden[:, 0]))
        return hidden, pooled


# --- GPT-2, after transformers' modeling_gpt2.py -----------------------------------------------

class Conv1D(nn.Module):
    """transformers.pytorch_utils.Conv1D: a linear layer with its weight stored transposed."""

    def __init__(self, nf, nx):
        super().__init__()
        self.nf = nf
        self.weight = nn.Parameter(torch.empty(nx, nf).normal_(std=0.02))
        self.bias = nn.Parameter(torch.zeros(nf))

    def forward(self, x):
        size_out = x.size()[:-1] + (self.nf,)
        x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        return x.view(size_out)


def gelu_new(x):
    return 0.5 * x * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * torch.pow(x, 3.0))))


class GPT2Attention(nn.Module):
    def __init__(self, c):
        super().__init__()
        n = c["positions"]
        self.register_buffer("bias", torch.tril(torch.ones((n, n), dtype=torch.bool)).view(1, 1, n, n))
        self.heads = c["heads"]
        self.head_dim = c["hidden"] // c["heads"]
        self.split_size = c["hidden"]
        self.c_attn = Conv1D(3 * c["hidden"], c["hidden"])
        self.c_proj = Conv1D(c["hidden"], c["hidden"])
        self.attn_dropout = nn.Dropout(0.1)
        self.resid_dropout = nn.Dropout(0.1)

    def split_heads(self, x):
        x = x.view(x.size()[:-1] + (self.heads, self.head_dim))
        return x.permute(0, 2, 1, 3)

    def forward(self, hidden):
        query, key, value = self.c_attn(hidden).split(self.split_size, dim=2)
        query, key, value = self.split_heads(query), self.split_heads(key), self.split_heads(value)
        w = torch.matmul(query, key.transpose(-1, -2))
        w = w / torch.full([], value.size(-1) ** 0.5, dtype=w.dtype, device=w.device)
        q_len, k_len = query.size(-2), key.size(-2)
        causal = self.bias[:, :, k_len - q_len:k_len, :k_len]
        mask_value = torch.full([], torch.finfo(w.dtype).min, dtype=w.dtype, device=w.device)
        w = torch.where(causal, w, mask_value)
        w = self.attn_dropout(nn.functional.softmax(w, dim=-1))
        a = torch.matmul(w, value).permute(0, 2, 1, 3).contiguous()
        a = a.view(a.size()[:-2] + (self.heads * self.head_dim,))
        return self.resid_dropout(self.c_proj(a))


class GPT2Block(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.ln_1 = nn.LayerNorm(c["hidden"], eps=1e-5)
        self.attn = GPT2Attention(c)
        self.ln_2 = nn.LayerNorm(c["hidden"], eps=1e-5)
        self.mlp = nn.Module()
        self.mlp.c_fc = Conv1D(4 * c["hidden"], c["hidden"])
        self.mlp.c_proj = Conv1D(c["hidden"], 4 * c["hidden"])
        self.mlp.dropout = nn.Dropout(0.1)

    def forward(self, x):
        x = x + self.attn(self.ln_1(x))
        return x + self.mlp.dropout(self.mlp.c_proj(gelu_new(self.mlp.c_fc(self.ln_2(x)))))


class GPT2LMHeadModel(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.transformer = nn.Module()
        self.transformer.wte = nn.Embedding(c["vocab"], c["hidden"])
        self.transformer.wpe = nn.Embedding(c["positions"], c["hidden"])
        self.transformer.drop = nn.Dropout(0.1)
        self.transformer.h = nn.ModuleList([GPT2Block(c) for _ in range(c["layers"])])
        self.transformer.ln_f = nn.LayerNorm(c["hidden"], eps=1e-5)
        self.lm_head = nn.Linear(c["hidden"], c["vocab"], bias=False)
        self.lm_head.weight = self.transformer.wte.weight  # tied, as GPT2LMHeadModel.tie_weights()

    def forward(self, input_ids):
        t = self.transformer
        position_ids = torch.arange(0, input_ids.size(-1), dtype=torch.long).unsqueeze(0)
        x = t.drop(t.wte(input_ids) + t.wpe(position_ids))
        for block in t.h:
            x = block(x)
        return self.lm_head(t.ln_f(x))


BERT_TINY = dict(vocab=1000, positions=64, hidden=128, heads=2, intermediate=512, layers=2)
BERT_BASE = dict(vocab=30522, positions=512, hidden=768, heads=12, intermediate=3072, layers=12)
GPT2_TINY = dict(vocab=1000, positions=64, hidden=128, heads=2, layers=2)
GPT2_SMALL = dict(vocab=50257, positions=1024, hidden=768, heads=12, layers=12)


# --- export and stripping ----------------------------------------------------------------------

def element_count(tensor):
    count = 1
    for dim in tensor.dims:
        count *= dim
    return count


def strip_tensor(tensor):
    # Floating-point values are weights; large integer or boolean tensors are buffers such as
    # GPT-2's causal mask: their shapes are all the importer reads. Small integer tensors are
    # shape constants and position ids, which shape computations need.
    if tensor.data_type in FLOAT_TYPES or element_count(tensor) > MAX_KEPT_ELEMENTS:
        for field in ("raw_data", "float_data", "double_data", "int32_data", "int64_data"):
            tensor.ClearField(field)


def strip_weights(model):
    # Doc strings hold the exporter's Python stack traces: not needed, and most of a file's size.
    model.ClearField("doc_string")
    for node in model.graph.node:
        node.ClearField("doc_string")
    for initializer in model.graph.initializer:
        strip_tensor(initializer)
    for node in model.graph.node:
        for attribute in node.attribute:
            if attribute.type == onnx.AttributeProto.TENSOR and len(attribute.t.dims) > 0:
                strip_tensor(attribute.t)


def parameter_count(module):
    return sum(p.numel() for p in module.parameters())


def export(module, args, path, opset, input_names, dynamic_axes=None, training=True):
    module.train(training)
    mode = torch.onnx.TrainingMode.TRAINING if training else torch.onnx.TrainingMode.EVAL
    torch.onnx.export(module, args, path, opset_version=opset, training=mode, do_constant_folding=not training,
                      input_names=input_names, dynamic_axes=dynamic_axes)


def export_stripped(module, args, path, opset, input_names, dynamic_axes=None):
    export(module, args, path, opset, input_names, dynamic_axes)
    model = onnx.load(path)
    strip_weights(model)
    onnx.save(model, path)
    return model


def write_external_data_fixtures(out, small_model):
    """A model whose weights live in an external file that is not there, and one over 2 GB."""
    external = onnx.ModelProto()
    external.CopyFrom(small_model)
    for initializer in external.graph.initializer:
        if initializer.data_type in FLOAT_TYPES:
            initializer.data_location = TensorProto.EXTERNAL
            del initializer.external_data[:]
            entry = initializer.external_data.add()
            entry.key, entry.value = "location", "missing-weights.bin"
    onnx.save(external, os.path.join(out, "resnet18-external.onnx"))

    # 2**30 fp32 elements per weight: 4 GiB each, 8 GiB in all, in a data file nobody has.
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, ["batch", 32768])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, ["batch", 32768])
    weights = []
    for name in ("w1", "w2"):
        w = TensorProto(name=name, data_type=TensorProto.FLOAT, dims=[32768, 32768])
        w.data_location = TensorProto.EXTERNAL
        for key, value in (("location", "huge.bin"), ("offset", "0" if name == "w1" else "4294967296"),
                           ("length", "4294967296")):
            entry = w.external_data.add()
            entry.key, entry.value = key, value
        weights.append(w)
    nodes = [helper.make_node("MatMul", ["x", "w1"], ["h"], name="fc1"),
             helper.make_node("Relu", ["h"], ["r"], name="relu"),
             helper.make_node("MatMul", ["r", "w2"], ["y"], name="fc2")]
    graph = helper.make_graph(nodes, "huge", [x], [y], weights)
    huge = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    onnx.save(huge, os.path.join(out, "huge-external.onnx"))


def write_bad_fixtures(out):
    """Files the importer must refuse with a clear error: an unsupported op, no graph, not ONNX."""
    bad = os.path.join(out, "bad")
    os.makedirs(bad, exist_ok=True)
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 16])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 16])
    nodes = [helper.make_node("Relu", ["x"], ["r"], name="relu"),
             helper.make_node("Hardmax", ["r"], ["y"], name="pick_one")]
    model = helper.make_model(helper.make_graph(nodes, "unsupported", [x], [y]),
                              opset_imports=[helper.make_opsetid("", 13)])
    onnx.save(model, os.path.join(bad, "unsupported-op.onnx"))
    # Not bad, but needing --dim: a symbolic dimension besides the batch.
    x = helper.make_tensor_value_info("tokens", TensorProto.FLOAT, ["batch", "sequence", 16])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, ["batch", "sequence", 16])
    symbolic = helper.make_model(helper.make_graph([helper.make_node("Relu", ["tokens"], ["y"], name="relu")],
                                                   "symbolic", [x], [y]), opset_imports=[helper.make_opsetid("", 13)])
    onnx.save(symbolic, os.path.join(out, "symbolic-sequence.onnx"))
    # An open-ended slice (end INT64_MAX, as PyTorch writes x[:, 3:]) and pads reversed by a
    # negative-step slice of constants (as torchvision's Swin computes them), both to fold.
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 8, 4])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 7, 4])
    ints = lambda name, values: helper.make_node(  # noqa: E731
        "Constant", [], [name], value=helper.make_tensor(name, TensorProto.INT64, [len(values)], values))
    nodes = [ints("starts", [3]), ints("ends", [2**63 - 1]), ints("axes", [1]),
             helper.make_node("Slice", ["x", "starts", "ends", "axes"], ["tail"], name="tail"),
             ints("forward", [0, 2, 0, 0, 0, 0]), ints("rstart", [-1]), ints("rend", [-(2**63)]),
             ints("raxes", [0]), ints("rsteps", [-1]),
             helper.make_node("Slice", ["forward", "rstart", "rend", "raxes", "rsteps"], ["reversed"], name="flip"),
             helper.make_node("Pad", ["tail", "reversed"], ["y"], name="pad")]
    slices = helper.make_model(helper.make_graph(nodes, "slices", [x], [y]),
                               opset_imports=[helper.make_opsetid("", 13)])
    onnx.save(slices, os.path.join(out, "open-slices.onnx"))
    no_graph = onnx.ModelProto(ir_version=8)
    no_graph.opset_import.add(domain="", version=13)
    onnx.save(no_graph, os.path.join(bad, "no-graph.onnx"))
    with open(os.path.join(bad, "not-onnx.onnx"), "w") as f:
        f.write("This is a text file that only pretends to be an ONNX model.\n")
    with open(os.path.join(out, "resnet18.onnx"), "rb") as f:
        data = f.read()
    with open(os.path.join(bad, "truncated.onnx"), "wb") as f:
        f.write(data[: len(data) // 2])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", default="tests/fixtures/onnx")
    parser.add_argument("--full", help="also write unstripped ViT-B/16 and VGG-16 exports to this folder")
    parser.add_argument("--all", action="store_true", help="export every torchvision classifier to --full")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    torch.manual_seed(0)
    manifest = {}
    image = torch.randn(1, 3, 224, 224)
    batch = {"image": {0: "batch"}}

    def record(name, module, opset, note):
        manifest[name] = {"file": name + ".onnx", "opset": opset, "pytorchParameters": parameter_count(module),
                          "exported": note}
        print(f"{name}: {manifest[name]['pytorchParameters']} parameters", file=sys.stderr)

    tv = torchvision.models
    # Classification models: a residual network with BatchNorm (opset 11), MobileNetV2 with its
    # ReLU6 as Clip (opset 13), ViT-B/16 with LayerNormalization (opset 17). The tiny BERT has a
    # dynamic batch, so its reshapes are computed by Shape/Gather/Concat subgraphs.
    resnet = tv.resnet18()
    small = export_stripped(resnet, image, os.path.join(args.out, "resnet18.onnx"), 11, ["image"])
    record("resnet18", resnet, 11, "torchvision resnet18, training mode")
    mobilenet = tv.mobilenet_v2()
    export_stripped(mobilenet, image, os.path.join(args.out, "mobilenet_v2.onnx"), 13, ["image"])
    record("mobilenet_v2", mobilenet, 13, "torchvision mobilenet_v2, training mode")
    vit = tv.vit_b_16()
    export_stripped(vit, image, os.path.join(args.out, "vit_b_16.onnx"), 17, ["image"])
    record("vit_b_16", vit, 17, "torchvision vit_b_16, training mode")

    ids = torch.randint(0, 1000, (1, 64))
    bert = BertModel(BERT_TINY)
    export_stripped(bert, (ids, torch.ones(1, 64, dtype=torch.long)), os.path.join(args.out, "bert-tiny.onnx"), 14,
                    ["input_ids", "attention_mask"], {"input_ids": {0: "batch"}, "attention_mask": {0: "batch"}})
    record("bert-tiny", bert, 14, "BertModel written after transformers, 2 layers, hidden 128, sequence 64")
    gpt2 = GPT2LMHeadModel(GPT2_TINY)
    export_stripped(gpt2, ids, os.path.join(args.out, "gpt2-tiny.onnx"), 12, ["input_ids"])
    record("gpt2-tiny", gpt2, 12, "GPT2LMHeadModel written after transformers, 2 layers, hidden 128, sequence 64")
    # Full-size language models: their stripped graphs are small, their parameter counts real.
    ids128 = torch.randint(0, 1000, (1, 128))
    bert_base = BertModel(BERT_BASE)
    export_stripped(bert_base, (ids128, torch.ones(1, 128, dtype=torch.long)),
                    os.path.join(args.out, "bert-base.onnx"), 16, ["input_ids", "attention_mask"])
    record("bert-base", bert_base, 16, "BertModel written after transformers, bert-base-uncased, sequence 128")

    write_external_data_fixtures(args.out, small)
    write_bad_fixtures(args.out)
    manifest["resnet18-external"] = dict(manifest["resnet18"], file="resnet18-external.onnx",
                                         exported="resnet18.onnx with its weights in a missing external file")
    manifest["huge-external"] = {"file": "huge-external.onnx", "opset": 13, "pytorchParameters": 2 * 32768 * 32768,
                                 "exported": "onnx.helper: two 32768x32768 fp32 MatMul weights (8 GiB) in a missing file"}
    with open(os.path.join(args.out, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=2, sort_keys=True)
        f.write("\n")

    if args.full:
        os.makedirs(args.full, exist_ok=True)
        export(tv.vit_b_16(), image, os.path.join(args.full, "vit_b_16.onnx"), 17, ["image"], batch, training=False)
        export(tv.vgg16(), image, os.path.join(args.full, "vgg16.onnx"), 13, ["image"], training=False)
        # Full-size GPT-2 (124M): its graph alone is a quarter of a megabyte, so it is not committed.
        gpt2_small = GPT2LMHeadModel(GPT2_SMALL)
        export_stripped(gpt2_small, torch.randint(0, 1000, (1, 128)), os.path.join(args.full, "gpt2.onnx"), 15,
                        ["input_ids"])
        print(f"gpt2: {parameter_count(gpt2_small)} parameters", file=sys.stderr)
        if args.all:
            full_manifest = {}
            for name in CLASSIFIERS:
                module = getattr(tv, name)()
                size = 299 if name.startswith("inception") else 224
                try:
                    export(module, torch.randn(1, 3, size, size), os.path.join(args.full, name + ".onnx"), 14,
                           ["image"])
                    full_manifest[name] = parameter_count(module)
                except Exception as e:  # noqa: BLE001 - report and go on with the next model
                    print(f"{name}: export failed: {e}", file=sys.stderr)
            with open(os.path.join(args.full, "manifest.json"), "w") as f:
                json.dump(full_manifest, f, indent=2, sort_keys=True)


CLASSIFIERS = [
    "alexnet", "vgg11", "vgg16", "vgg19_bn", "resnet18", "resnet50", "resnext50_32x4d", "wide_resnet50_2",
    "squeezenet1_0", "squeezenet1_1", "densenet121", "inception_v3", "googlenet", "shufflenet_v2_x1_0",
    "mobilenet_v2", "mobilenet_v3_large", "mnasnet1_0", "efficientnet_b0", "efficientnet_v2_s", "regnet_y_400mf",
    "regnet_x_400mf", "vit_b_16", "convnext_tiny", "swin_t",
]

if __name__ == "__main__":
    main()
