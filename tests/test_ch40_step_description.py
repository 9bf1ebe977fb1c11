"""Chapter 40: the fused decode step's program as a description (step_desc.py: records whose
weights are the model's tensors) and its CPU materialization (step_cpu.py: decode_step.h's
ctypes records).

Oracle: the records the step emitted before the description stage existed, when `Program`
wrote ctypes records itself. Each case's materialized StepProgram is written out field by
field, every pointer followed (an op's mats, MoE, DeltaNet, latent and SSM records, the
rotary tables, the embedding) and named by the model tensor it points into (name + byte
offset; a tensor the program made itself by its order of first use), and the text's digest
is compared with the digest recorded from that earlier code. A change meant to alter the op
stream (a new op, a new field) changes digests: `python tests/test_ch40_step_description.py`
prints the current ones, to be recorded with the change that explains them.
"""
import ctypes
import hashlib

import pytest
import torch

from engine.layers.decoder import init_random_
from engine.models import build_model
from engine.models.tiny import tiny_config

cpu = pytest.importorskip("engine.kernels.cpu")
try:    # the description reads the library's type table (which GGML types it multiplies)
    cpu.require_library()
except cpu.NoCompiler as e:
    pytest.skip(f"CPU kernels not built: {e}", allow_module_level=True)
from engine.kernels.cpu import step_records as R  # noqa: E402
from engine.kernels.cpu.step_cpu import CpuProgram  # noqa: E402
from engine.kernels.cpu.step_desc import Mat, Op, describe  # noqa: E402
from engine.kernels.cpu.step_program import Program  # noqa: E402

# digests of the records the step emitted before the description stage (module docstring)
RECORDED = {
    "deepseek_v2": "642c77738659f68b",
    "deepseek_v3": "1c10a2b0d28f44d8",
    "ernie4_5_moe": "da3634fcd0ab84e1",
    "gemma2": "2c1d388db958c7b6",
    "gemma3": "27e67a23b109d36e",
    "gemma4": "154980215d343443",
    "glm4_moe": "9fdc7cc6e8972c60",
    "gpt_oss": "658253bed86cb38e",
    "granitemoehybrid": "963a0538f3e2cc8d",
    "lfm2": "30d2ccdeed3416e9",
    "llama": "8282e0063dda965d",
    "minimax_m2": "0d159b9f4865712c",
    "olmo2": "049a66c3a7bc0367",
    "phi3": "160b219b84b514f6",
    "qwen2": "24a4c40b142ba530",
    "qwen3": "ed6320179d89a4fd",
    "qwen3_5": "1b13a1d4ab3f3b80",
    "qwen3_5_moe": "16f2bc19a9069298",
    "qwen3_moe": "445f1f949bb84930",
    "qwen3_next": "d90e6e53c40c3cd2",
    "smollm3": "460e4f9ee3ef3b9c",
    "llama-k-quants-q8": "aa5c71e9fed2e665",
    "qwen3_moe-k-quants-float": "35e41e1eeece64c7",
    "gemma3-legacy-q8": "4140b8a48c74ee07",
    "qwen2-codebook-float": "e7f035b13667314c",
    "gemma4-shared-moe": "3b428a01cfb0c8b2",
    "deepseek_v3-qNone": "f5dad039c134889d",
    "deepseek_v3-q32": "1c10a2b0d28f44d8",
}
# a rank of a split model (an in-process group of one: every collective placed, nothing split)
RECORDED_SPLIT = {
    ("llama", True): "a424d774a4aa225d",
    ("llama", False): "e2991a93be4ff900",
    ("gemma3", True): "a525a1c4841724c9",
    ("gemma3", False): "9b868148142eb144",
    ("qwen3_moe", True): "bc06eb800503336c",
    ("qwen3_moe", False): "bcb3284be7945dd7",
}
QUANTIZED = {"llama-k-quants-q8": ("llama", "k-quants", "q8"), "qwen3_moe-k-quants-float": ("qwen3_moe", "k-quants",
                                                                                            "float"),
             "gemma3-legacy-q8": ("gemma3", "legacy", "q8"), "qwen2-codebook-float": ("qwen2", "codebook", "float")}


def case_model(name):
    """The model of a RECORDED case: an architecture's tiny config (float weights), one of
    test_ch40_decode_step's quantized mixes, Gemma 4 with shared key/values and its MoE
    block, or DeepSeek-V3 with or without a low-rank query."""
    if name in QUANTIZED:
        from test_ch40_decode_step import tiny_model
        arch, mix, activations = QUANTIZED[name]
        return tiny_model(arch, mix, activations=activations)
    if name == "gemma4-shared-moe":
        cfg = tiny_config("gemma4", num_hidden_layers=6, num_kv_shared_layers=2, use_double_wide_mlp=True,
                          enable_moe_block=True, num_experts=4, top_k_experts=2, moe_intermediate_size=32)
        return init_random_(build_model(cfg).float(), seed=9, std=0.1).eval()
    if name.startswith("deepseek_v3-q"):
        q = name.removeprefix("deepseek_v3-q")
        cfg = tiny_config("deepseek_v3", q_lora_rank=None if q == "None" else int(q))
        return init_random_(build_model(cfg).float(), seed=5, std=0.05).eval()
    return init_random_(build_model(tiny_config(name)).float(), seed=5, std=0.05).eval()


def split_model(arch, o_split):
    """test_ch40_decode_step's model as the one rank of a split model (the caller has a group)."""
    from test_ch40_decode_step import ARCHS, BASE, tiny_model

    from engine.parallel.plan import plan
    from engine.parallel.shard import TensorParallel
    model = tiny_model(arch, "legacy" if arch != "qwen3_moe" else "k-quants")
    tp = TensorParallel(0, 1)
    tp.plan = plan(dict(BASE, **ARCHS[arch]), {"blk.0.ffn_down.weight": ([1, 1], "Q4_1", 0)}, 0, 1)
    tp.plan.o_split = o_split
    tp.install(model)
    model.tensor_parallel = tp
    return model


def _tensors(model) -> list[tuple[str, int, int]]:
    """(name, address, bytes) of every tensor the model holds: parameters, buffers and
    tensor attributes (a quantized layer's raw blocks)."""
    found = {}
    for name, t in [*model.named_parameters(remove_duplicate=False), *model.named_buffers(remove_duplicate=False)]:
        found.setdefault(name, t)
    for prefix, module in model.named_modules(remove_duplicate=False):
        for attr, value in vars(module).items():
            values = value if isinstance(value, (list, tuple)) else [value]
            for j, t in enumerate(values):
                if isinstance(t, torch.Tensor):
                    found.setdefault(f"{prefix}.{attr}" + (f"[{j}]" if values is value else ""), t)
    return sorted((n, t.data_ptr(), t.numel() * t.element_size()) for n, t in found.items())


def records_text(struct, model) -> str:
    """The StepProgram `struct` written out field by field, pointers followed and named
    (module docstring)."""
    spans, made, seen, lines = _tensors(model), {}, {}, []
    nested = {"moe": R.StepMoe, "delta": R.StepDelta, "mla": R.StepMla, "ssm": R.StepSsm}

    def tensor(p):
        if not p:
            return "null"
        hits = [(p - a, n) for n, a, size in spans if a <= p < a + max(size, 1)]
        if hits:
            off, n = min(hits)
            return f"{n}+{off}"
        return made.setdefault(p, f"anon{len(made)}")

    def array(cls, p, n):
        if not p:
            return "null"
        if p not in seen:
            seen[p] = f"ref{len(seen)}"
            lines.append(f"{seen[p]} = [{'; '.join(record(x) for x in (cls * n).from_address(p))}]")
        return seen[p]

    def pointer(obj, name, v):
        kind = type(obj).__name__
        if kind == "StepProgram":
            if name == "ops":
                return array(R.StepOp, v, obj.n_ops)
            if name == "rope":
                return "[" + ", ".join(tensor(x) for x in (ctypes.c_void_p * obj.n_rope).from_address(v)) + "]"
            if name == "collective":
                return "callback" if v else "null"
            return tensor(v) if name == "embed" else ("null" if not v else "SET")
        if kind == "StepOp" and name == "mats":
            return array(R.StepMat, v, obj.n_mats)
        if kind == "StepOp" and name in nested:
            return array(nested[name], v, 1)
        if kind == "StepMoe" and name == "experts":
            return array(R.StepMat, v, 3 * obj.n_experts)
        return tensor(v)

    def record(obj):
        out = []
        for name, ctype in obj._fields_:
            v = getattr(obj, name)
            if isinstance(v, ctypes.Structure):
                out.append(f"{name}={{{record(v)}}}")
            elif ctype is ctypes.c_void_p:
                out.append(f"{name}={pointer(obj, name, v)}")
            elif isinstance(v, float):
                out.append(f"{name}={v!r}")
            elif hasattr(v, "__len__"):
                out.append(f"{name}={list(v)}")
            else:
                out.append(f"{name}={v}")
        return " ".join(out)

    return "\n".join([record(struct)] + lines)


def digest(model) -> str:
    records = CpuProgram(Program(model))      # holds what its struct points to
    return hashlib.sha256(records_text(records.struct, model).encode()).hexdigest()[:16]


@pytest.mark.parametrize("name", sorted(RECORDED))
def test_materialized_records_are_the_ones_the_step_emitted(name):
    """Every architecture's tiny config, quantized mixes (q8 activations, quantized experts),
    Gemma 4's MoE block and shared key/values, DeepSeek's two query paths: the CPU records
    materialized from the description are field for field the ones recorded (module docstring)."""
    assert digest(case_model(name)) == RECORDED[name]


def test_a_split_rank_materializes_the_same_records():
    """One rank of a split model (collectives placed around o_proj, down_proj, the experts and
    the logits; o_proj split or its input gathered): the same records as recorded."""
    import torch.distributed as dist
    assert not dist.is_initialized()
    dist.init_process_group("gloo", store=dist.HashStore(), rank=0, world_size=1)
    try:
        got = {key: digest(split_model(*key)) for key in RECORDED_SPLIT}
    finally:
        dist.destroy_process_group()
    assert got == RECORDED_SPLIT


def _handles(record):
    """The tensors a description record holds, nested records and Mat lists included."""
    if isinstance(record, torch.Tensor):
        yield record
    elif isinstance(record, list):
        for item in record:
            yield from _handles(item)
    elif hasattr(record, "__dataclass_fields__"):
        for name in record.__dataclass_fields__:
            yield from _handles(getattr(record, name))


@pytest.mark.parametrize("name", ["qwen3_next", "granitemoehybrid", "gemma4-shared-moe", "deepseek_v3-q32",
                                  "qwen3_moe-k-quants-float"])
def test_the_description_holds_tensors_and_reads_by_name(name):
    """The description's records are plain Python: no field holds an address, every handle is
    a tensor sharing the model's memory or one the program made (a rotary table of zeros, Gemma
    4's router scale), each matmul's matrices carry the layer's name and GGML type, and
    `describe` prints one line per op naming its module and weights."""
    model = case_model(name)
    program = Program(model)
    assert all(isinstance(op, Op) and isinstance(op.kind, str) and op.src in R.BUFFERS for op in program.ops)
    storages = {t.untyped_storage().data_ptr() for t in [*model.parameters(), *model.buffers()]}
    handles = [t for op in program.ops for t in _handles(op)]
    made = [t for t in handles if t.untyped_storage().data_ptr() not in storages]
    assert len(handles) > 10 and len(made) < len(handles) / 4
    assert all(t.dtype == torch.float32 and t.dim() == 1 for t in made)        # norm weights, scales
    mats = [m for op in program.ops for m in op.mats]
    assert mats and all(isinstance(m, Mat) and m.name and m.type_name and m.w.shape[0] == m.n for m in mats)
    text = describe(program)
    assert len(text.splitlines()) == len(program.ops) + 1           # and the line before the head's ops
    assert "lm_head" in text and f"{mats[0].name} {mats[0].type_name} [{mats[0].n}, {mats[0].k}]" in text
    assert "NORM        x -> h  model.layers.0.block0.pre_norm n=" in text


def test_a_shared_record_is_one_structure_and_handles_stay_alive():
    """CONV and DELTA share their DeltaNet record, MLA_STORE and MLA_ATTEND theirs: each is one
    C structure; the materialized program holds what it points to (a tensor dropped by the
    description's caller is still there)."""
    for name, kinds in (("qwen3_next", ("conv", "delta")), ("deepseek_v3-q32", ("mla_store", "mla_attend"))):
        program = Program(case_model(name))
        records = CpuProgram(program)
        ops = (R.StepOp * len(program.ops)).from_address(records.struct.ops)
        field = "delta" if kinds[0] == "conv" else "mla"
        first = next(j for j, op in enumerate(program.ops) if op.kind == kinds[0])
        assert program.ops[first + 1].kind == kinds[1]
        assert getattr(ops[first], field) == getattr(ops[first + 1], field) != 0
    program = Program(case_model("smollm3"))     # its NoPE layers' table of zeros: made by the program
    records = CpuProgram(program)
    made = [t for t in program._no_rope.values()]
    assert made and all(any(t is k for k in records._keep) for t in made)


if __name__ == "__main__":      # the current digests, for a change meant to alter the op stream
    for case in sorted(RECORDED):
        print(f'    "{case}": "{digest(case_model(case))}",')
