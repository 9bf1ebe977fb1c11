"""Tensor parallelism (engine/parallel/): a model split over two ranks (torchrun, gloo over
loopback) generates what one process generates, each rank holding only its slices.

One torchrun runs every file (tests/tp_run.py): tiny random models of each split architecture
written as Q8_0 (o_proj split by columns) and Q4_K (its 256-weight blocks do not fall on the
128-wide head groups: o_proj's input gathered instead), and the three real files. With float
activations the two ranks' partial sums differ from one process's only in float rounding
(1e-7 a layer), so greedy tokens must be equal over 64 steps, two prompts batched with padding.
With int8 activations (the command line's default) a 1e-7 change flips some roundings of the
activations' quantization, so the check there is llama.cpp's: the split model's KL from
llama.cpp's logits within the bound the suite holds one process to (test_ch38_load: two
independent roundings of the same size, 1.5x). The fused decode step runs split too (its
collectives are ops of its program); the checks say it ran, and that its last step's logits
are within float rounding of one process's. Architectures whose tiny files llama.cpp's
converter makes (LFM2, DeepSeek-V2, Qwen3-Next, Gemma 4, Granite 4.0 hybrid ...) run
`assert_split_equals_one_process` in their own chapter's tests; a Mamba-2 layer's two ranks
are checked here in one process as well.
"""
import json
import os
import subprocess
import sys

import pytest
import torch

from conftest import ROOT, figure_table, models_dir, real_model_path
from server_process import free_port
from engine.evaluation.logit_quality import kl_divergence
from engine.parallel.plan import plan, split_evenly

TP_RUN = ROOT / "tests" / "tp_run.py"
MAX_TOKENS = 64
WIDE = dict(hidden_size=256, intermediate_size=512, num_attention_heads=4, num_key_value_heads=2, head_dim=64)
ARCHS = ("llama", "qwen2", "qwen3", "gemma3", "qwen3_moe", "gemma2", "smollm3")   # every one tiny_file makes
ARCHS += ("olmo2",)     # q/k norms over the whole projection: squares summed over the ranks, in the fused step too


def tiny_file(tmp, arch, type_name):
    from engine.cli.demo import TRAINING_TEXT
    from engine.gguf.tokenizer import train_bpe
    from engine.layers.decoder import init_random_
    from engine.models import build_model
    from engine.models.tiny import tiny_file_config
    from engine.quantize.export import export_gguf
    tok = train_bpe(TRAINING_TEXT, vocab_size=320, pre="qwen2")
    model = build_model(tiny_file_config(arch, vocab_size=tok.vocab_size, **WIDE))
    init_random_(model, seed=1, std=0.08)
    path = tmp / f"{arch}-{type_name}.gguf"
    export_gguf(model.float().eval(), tok, path, type_name, name=f"tiny {arch}")
    return path, tok


def run_split(jobs: list, tmp) -> list:
    """The jobs (see tests/tp_run.py) through one torchrun of two ranks: (result, logits) each."""
    (tmp / "jobs.json").write_text(json.dumps(jobs))
    out = tmp / "out.json"
    env = dict(os.environ, OMP_NUM_THREADS="1", TP_TIMEOUT="600")
    cmd = [sys.executable, "-m", "torch.distributed.run", "--nproc-per-node", "2", "--master-addr", "127.0.0.1",
           "--master-port", str(free_port()), str(TP_RUN), str(tmp / "jobs.json"), str(out)]
    done = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, env=env, timeout=1500)
    assert done.returncode == 0, done.stderr[-4000:]
    return [(r, torch.load(out.with_suffix(f".{i}.pt"))) for i, r in enumerate(json.loads(out.read_text()))]


def assert_split_equals_one_process(paths, prompts, tmp, rows, max_tokens=24, fused=False) -> list:
    """Each file (float activations) split over two ranks and in one process, in one torchrun:
    the same greedy tokens of `prompts` batched with padding, prompt logits within 1e-4 of one
    process's (each error added to `rows`, a test file's figure table); with `fused`, the fused
    decode step ran on both ranks as in one process (`assert_fused_step_split`). Returns
    run_split's (result, logits) per file."""
    jobs = [{"path": str(p), "activations": "float", "prompts": prompts, "max_tokens": max_tokens} for p in paths]
    results = run_split(jobs, tmp)
    for job, (result, logits) in zip(jobs, results):
        assert result["tokens_tp"] == result["tokens_alone"], job["path"]
        err = ((logits["tp"] - logits["alone"]).norm() / logits["alone"].norm()).item()
        rows.append((f"--tp 2 {job['path'].rsplit('-', 1)[-1]}: rel vs one process", f"{err:.1e}"))
        assert err < 1e-4, (job["path"], err)
        if fused:
            assert assert_fused_step_split(job["path"], job, result, logits), f"{job['path']}: no fused step alone"
            step = ((logits["tp_step"] - logits["alone_step"]).norm() / logits["alone_step"].norm()).item()
            rows.append((f"--tp 2 {job['path'].rsplit('-', 1)[-1]}: fused step's last logits rel vs one process",
                         f"{step:.1e}"))
    return results


def assert_fused_step_split(name, job, result, logits) -> bool:
    """The fused decode step ran on every rank where it ran in one process, every decode step
    of the job; with float activations its last step's logits within 1e-4 of one process's
    (int8 ones may round an activation the other way). Returns whether it ran."""
    alone, ranks = result["fused_alone"], [r["fused"] for r in result["ranks"]]
    assert all((f["report"] == "on") == (alone["report"] == "on") for f in ranks), (name, ranks, alone)
    if alone["report"] != "on":
        return False
    assert all(f["steps"] >= job["max_tokens"] - 1 for f in ranks), (name, ranks)
    if job["activations"] != "float":
        return True
    step = ((logits["tp_step"] - logits["alone_step"]).norm() / logits["alone_step"].norm()).item()
    assert step < 1e-4, f"{name}: the fused step's last logits split {step:.2e} from one process's"
    return True


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    """Every job through one torchrun: (job, result, logits) per name."""
    tmp = tmp_path_factory.mktemp("tp")
    jobs, names = [], []
    for arch in ARCHS:
        for type_name in ("Q8_0", "Q4_K"):
            path, tok = tiny_file(tmp, arch, type_name)
            prompts = [tok.encode("the engine reads the file", add_special=False),
                       tok.encode("blocks of weights", add_special=False)]
            jobs.append({"path": str(path), "activations": "float", "prompts": prompts, "max_tokens": MAX_TOKENS})
            names.append(f"{arch}-{type_name}")
    from engine.gguf.reader import GGUFReader
    from engine.gguf.tokenizer import tokenizer_from_gguf
    for name in ("smollm2", "qwen25", "gemma3"):
        path = models_dir() / {"smollm2": "SmolLM2-135M-Instruct.Q4_1.gguf",
                               "qwen25": "qwen2.5-coder-0.5b-instruct-q4_k_m.gguf",
                               "gemma3": "gemma-3-270m-q4_k_m.gguf"}[name]
        if not path.is_file():
            continue
        tok = tokenizer_from_gguf(GGUFReader(path).metadata)
        prompts = [tok.encode("The capital of France is", add_special=True),
                   tok.encode("def fibonacci(n):\n    ", add_special=True)]
        for act in ("float", "q8"):
            jobs.append({"path": str(path), "activations": act, "prompts": prompts,
                         "max_tokens": MAX_TOKENS if act == "float" else 8})
            names.append(f"{name}-{act}")
    return {n: (j, r, logits) for n, j, (r, logits) in zip(names, jobs, run_split(jobs, tmp))}


TINY = [f"{a}-{t}" for a in ARCHS for t in ("Q8_0", "Q4_K")]


@pytest.mark.parametrize("name", TINY + ["smollm2-float", "qwen25-float", "gemma3-float"])
def test_two_ranks_generate_what_one_process_does(runs, name):
    if name not in runs:
        real_model_path(name.split("-")[0])          # skips, naming the absent file
    job, result, logits = runs[name]
    assert result["tokens_tp"] == result["tokens_alone"], name
    assert all(len(t) == MAX_TOKENS for t in result["tokens_tp"])
    rel = ((logits["tp"] - logits["alone"]).norm() / logits["alone"].norm()).item()
    assert rel < 1e-4, f"{name}: prompt logits of the split model {rel:.2e} from one process's"
    if result["fused_alone"]["report"] == "on":                 # the step ran split
        step = ((logits["tp_step"] - logits["alone_step"]).norm() / logits["alone_step"].norm()).item()
        assert step < 1e-4, f"{name}: the fused step's last logits split {step:.2e} from one process's"


@pytest.mark.parametrize("name", TINY + ["smollm2-float", "qwen25-float", "gemma3-float", "smollm2-q8"])
def test_the_fused_step_decodes_split_where_it_decodes_alone(runs, name):
    """The fused decode step (its collectives as ops, engine/kernels/cpu/step_parallel.py) runs
    on every rank wherever it runs in one process (a MoE's too, each rank its half of the
    experts), every decode step of the job."""
    if name not in runs:
        real_model_path(name.split("-")[0])
    job, result, logits = runs[name]
    ran = assert_fused_step_split(name, job, result, logits)
    assert ran or not name.startswith("olmo2"), f"{name}: the fused step did not run alone"


ROWS = []
_print_table = figure_table("file | rank | split layers held (MiB) | replicated (MiB) | file pages resident (MiB) "
                            "| one process: split + replicated (MiB)", ROWS)


def test_each_rank_holds_only_its_slices(runs):
    """The split layers (q/k/v/gate/up/down, o_proj where split): the ranks' shares add up to
    what one process holds, none holds more than its heads' and units' share; the rest
    (embedding, lm_head, a gathered o_proj) is replicated; the file's pages resident in a rank
    (/proc/self/smaps) are at most what it holds."""
    for name, (job, result, _) in runs.items():
        alone, ranks = result["held_alone"], result["ranks"]
        split = [r["held"]["split"] for r in ranks]
        assert abs(sum(split) - alone["split"]) <= 0.01 * alone["split"], (name, split, alone)
        assert max(split) <= 0.7 * alone["split"], f"{name}: a rank holds {split} of {alone['split']} split bytes"
        assert all(r["held"]["replicated"] == alone["replicated"] for r in ranks), (name, ranks, alone)
        for rank, r in enumerate(ranks):
            held = r["held"]["split"] + r["held"]["replicated"]
            assert r["file_rss"] <= held + (4 << 20), f"{name} rank {rank}: {r['file_rss']} file bytes resident"
            ROWS.append([name, str(rank), f"{r['held']['split'] / 2**20:.1f}", f"{r['held']['replicated'] / 2**20:.1f}",
                         f"{r['file_rss'] / 2**20:.1f}", f"{(alone['split'] + alone['replicated']) / 2**20:.1f}"])


@pytest.mark.parametrize("name", ["smollm2", "qwen25", "gemma3"])
def test_int8_activations_agree_with_llama_cpp_as_one_process_does(runs, name):
    if f"{name}-q8" not in runs:
        real_model_path(name)
    from conftest import llama_cpp_oracle
    llama_cpp_oracle()
    from engine.evaluation import llama_cpp as oracle
    job, _, logits = runs[f"{name}-q8"]
    theirs = oracle.logits(job["path"], job["prompts"][0])
    split = kl_divergence(theirs, logits["tp"]).mean().item()
    alone = kl_divergence(theirs, logits["alone"]).mean().item()
    assert split <= 1.5 * alone + 1e-4, f"{name}: KL(llama.cpp || split) {split:.2e}, one process {alone:.2e}"


# ---------------------------------------------------------------- the plan, without processes
def test_split_evenly_and_unequal_shares():
    assert split_evenly(9, 2) == [(0, 5), (5, 9)] and split_evenly(4, 4) == [(0, 1), (1, 2), (2, 3), (3, 4)]


def _tensors(types):
    return {f"blk.0.{k}.weight": ([1, 1], t, 0) for k, t in types.items()}


def test_plan_splits_by_kv_groups_blocks_and_refuses_what_cannot_split():
    config = dict(model_type="llama", hidden_size=576, num_attention_heads=9, num_key_value_heads=3, vocab_size=1000,
                  head_dim=64, intermediate_size=1536)
    tensors = _tensors({"ffn_down": "Q4_1", "attn_output": "Q4_1"})
    p0, p1 = (plan(config, tensors, r, 2) for r in range(2))
    assert (p0.q_heads, p0.kv_heads, p1.q_heads, p1.kv_heads) == ((0, 6), (0, 2), (6, 9), (2, 3))
    assert p0.ffn == (0, 768) and p1.ffn == (768, 1536) and p0.o_split and p1.vocab[1] == config["vocab_size"]
    assert p1.config["num_attention_heads"] == 3 and p1.config["intermediate_size"] == 768
    # K-quant blocks of 256 that do not fall on 448-wide head groups: o_proj gathered instead
    q = dict(config, num_attention_heads=14, num_key_value_heads=2, hidden_size=896, intermediate_size=4864)
    g = plan(q, _tensors({"ffn_down": "Q6_K", "attn_output": "Q4_K"}), 0, 2)
    assert not g.o_split and g.ffn == (0, 2560) and any("gathered" in n for n in g.notes)
    # more ranks than KV heads: the KV head replicated, its query heads divided
    one_kv = dict(config, num_attention_heads=4, num_key_value_heads=1, head_dim=256, intermediate_size=2048)
    r3 = plan(one_kv, tensors, 3, 4)
    assert r3.q_heads == (3, 4) and r3.kv_heads == (0, 1)
    with pytest.raises(ValueError, match="9 query heads in 3 key/value groups cannot be split over 4 ranks"):
        plan(config, tensors, 0, 4)
    with pytest.raises(ValueError, match="architecture 'mamba' is not split yet"):
        plan(dict(config, model_type="mamba"), tensors, 0, 2)
    for arch in ("olmo2", "minimax_m2"):    # q/k norms over every rank's heads: each replicated KV head counted once
        assert plan(dict(config, model_type=arch), tensors, 0, 2).whole_qk_norm
        assert [plan(dict(one_kv, model_type=arch), tensors, r, 4).counts_kv_heads() for r in range(4)] == \
            [True, False, False, False]
        assert all(plan(dict(config, model_type=arch), tensors, r, 3).counts_kv_heads() for r in range(3))
    delta = plan(dict(config, model_type="qwen3_5", linear_num_key_heads=2, linear_num_value_heads=4,
                      linear_key_head_dim=16, linear_value_head_dim=16), tensors, 1, 2)
    assert delta.value_heads() == [1, 3] and delta.rows("self_attn.q_proj") == [(6 * 128, 9 * 128)]
    assert delta.linear_ranges("qkv") == [(16, 32), (48, 64), (64 + 16, 64 + 32), (64 + 48, 64 + 64)]
    moe = plan(dict(config, model_type="qwen3_moe", num_experts=5), tensors, 1, 2)
    assert moe.experts == (3, 5)
    with pytest.raises(ValueError, match="5 experts cannot be shared by 8 ranks"):
        plan(dict(config, model_type="qwen3_moe", num_experts=5, num_attention_heads=8, num_key_value_heads=8),
             tensors, 0, 8)
    with pytest.raises(ValueError, match="inner units do not split"):
        plan(dict(config, intermediate_size=256), _tensors({"ffn_down": "Q4_K"}), 0, 2)


@pytest.mark.parametrize("holders", [(0, 1), (0, 0, 0, 1)])
def test_a_norm_over_every_ranks_heads_equals_the_whole_norm(holders):
    """RankSplitNorm (OLMo 2's q/k norms split): ranks holding heads of one projection, each
    with its part of the weight, normalise by the whole projection's RMS; a head held by
    several ranks (KV heads replicated) is counted by its first holder only. `holders[r]`: the
    head rank r holds, of two 8-wide heads."""
    from engine.layers import RMSNorm
    from engine.parallel.norms import RankSplitNorm
    torch.manual_seed(0)
    whole = RMSNorm(16, 1e-6)
    whole.weight.data = torch.randn(16)
    x = torch.randn(3, 5, 16)
    want = whole(x)
    first = {h: holders.index(h) for h in set(holders)}
    squares = [x[..., 8 * h:8 * h + 8].pow(2).sum(-1, keepdim=True) if first[h] == r else torch.zeros(3, 5, 1)
               for r, h in enumerate(holders)]
    for r, h in enumerate(holders):
        part = RMSNorm(8, 1e-6)
        part.weight.data = whole.weight.data[8 * h:8 * h + 8]
        def sum_over_ranks(own, r=r):             # the all-reduce: this rank's squares with the others'
            torch.testing.assert_close(own, squares[r], rtol=0, atol=0)
            return sum(squares)
        norm = RankSplitNorm(part, 16, first[h] == r, sum_over_ranks)
        torch.testing.assert_close(norm(x[..., 8 * h:8 * h + 8]), want[..., 8 * h:8 * h + 8], rtol=1e-6, atol=1e-6)


@pytest.mark.parametrize("holders", [(0, 1), (0, 0, 0, 1)])
def test_the_fused_steps_split_qk_norms_are_the_whole_norms(holders):
    """The fused step's COLLECTIVE for q/k norms over a split projection (step_parallel.py):
    in place over a rank's q|k rows, one sum of squares per row and norm all-reduced (a head
    held by several ranks counted by its first holder), each part scaled by the whole RMS and
    its weight: the whole projection's norms. `holders[r]`: the q and the k head rank r holds,
    of two 8-wide heads each."""
    from types import SimpleNamespace

    from engine.kernels.cpu.step_parallel import Collectives
    from engine.layers import RMSNorm
    torch.manual_seed(0)
    whole = [RMSNorm(16, 1e-6), RMSNorm(16, 1e-6)]              # q's, k's
    for norm in whole:
        norm.weight.data = torch.randn(16)
    x = [torch.randn(4, 16), torch.randn(4, 16)]
    want = [norm(v) for norm, v in zip(whole, x)]
    first = {h: holders.index(h) for h in set(holders)}
    squares = [torch.stack([v[:, 8 * h:8 * h + 8].pow(2).sum(-1) if first[h] == r else torch.zeros(4) for v in x], 1)
               for r, h in enumerate(holders)]
    for r, h in enumerate(holders):
        def sum_over_ranks(own, r=r):             # the all-reduce: this rank's squares with the others'
            torch.testing.assert_close(own, squares[r], rtol=0, atol=0)
            return sum(squares)
        rows = torch.cat([v[:, 8 * h:8 * h + 8] for v in x] + [torch.full((4, 3), 7.0)], dim=1)    # q | k | (v)
        norms = [(8 * j, 8, 16, first[h] == r, whole[j].weight.data[8 * h:8 * h + 8], 1e-6) for j in range(2)]
        Collectives(SimpleNamespace(sum_over_ranks=sum_over_ranks))._projection_norms(rows, norms)
        for j in range(2):
            torch.testing.assert_close(rows[:, 8 * j:8 * j + 8], want[j][:, 8 * h:8 * h + 8], rtol=1e-6, atol=1e-6)
        assert torch.equal(rows[:, 16:], torch.full((4, 3), 7.0))


@pytest.mark.parametrize("groups,world", [(1, 2), (2, 4)])
def test_the_fused_steps_split_group_norm_is_the_whole_norm(groups, world):
    """The fused step's COLLECTIVE for a Mamba-2 norm group spread over ranks (step_parallel.py,
    after SSM's unnormalised y * silu(z)): each rank's sum of squares at its group's place,
    all-reduced, its channels scaled by the whole group's RMS and its weight: the whole
    grouped norm's output on those channels."""
    from types import SimpleNamespace

    from engine.kernels.cpu.step_parallel import Collectives
    from engine.layers.mamba2 import GroupedGatedRMSNorm
    torch.manual_seed(0)
    width, per = 16, world // groups                    # a group's channels, ranks a group
    whole = GroupedGatedRMSNorm(groups * width, groups, 1e-6)
    whole.weight.data = torch.randn(groups * width)
    y, z = torch.randn(3, groups * width), torch.randn(3, groups * width)
    want = whole(y, z)
    gated = y * torch.nn.functional.silu(z)
    n = width // per
    squares = [torch.zeros(3, groups).index_copy(1, torch.tensor([r // per]),
                                                  gated[:, r * n:(r + 1) * n].pow(2).sum(-1, keepdim=True))
               for r in range(world)]
    for r in range(world):
        def sum_over_ranks(own, r=r):
            torch.testing.assert_close(own, squares[r], rtol=0, atol=0)
            return sum(squares)
        rows = torch.cat([gated[:, r * n:(r + 1) * n], torch.full((3, 2), 7.0)], dim=1)
        weight = whole.weight.data[r * n:(r + 1) * n]
        Collectives(SimpleNamespace(sum_over_ranks=sum_over_ranks))._group_norm(rows[:, :n], r // per, groups, width,
                                                                                weight, 1e-6)
        torch.testing.assert_close(rows[:, :n], want[:, r * n:(r + 1) * n], rtol=1e-5, atol=1e-6)
        assert torch.equal(rows[:, n:], torch.full((3, 2), 7.0))


@pytest.mark.parametrize("groups", [1, 2], ids=["a group over both ranks", "a group a rank"])
def test_two_ranks_of_a_mamba2_layer_sum_to_the_whole_layer(groups):
    """A Mamba-2 layer (Granite 4.0 hybrid) split by SSM head over two ranks, in two threads
    of one process, their all-reduces an exchange between them: each rank cuts its rows of
    in_proj (z, x, dt of its heads, B / C of its group), of the conv weight and bias, its A, D,
    dt_bias and norm weight and out_proj's columns (TensorParallel's slices of the weights);
    the two out_proj partial sums added equal the whole layer's output, for one B / C group
    (replicated, the grouped norm's squares summed over the ranks) and two (one a rank)."""
    import threading
    from types import SimpleNamespace

    from engine.layers.mamba2 import Mamba2
    from engine.models.granitehybrid import GraniteHybridConfig
    from engine.parallel.shard import TensorParallel
    fields = dict(hidden_size=64, num_hidden_layers=1, num_attention_heads=4, mamba_n_heads=8, mamba_d_head=16,
                  mamba_n_groups=groups, mamba_d_state=8, mamba_d_conv=4, mamba_expand=2, vocab_size=100,
                  intermediate_size=64, shared_intermediate_size=64)
    torch.manual_seed(0)
    whole = Mamba2(GraniteHybridConfig(**fields))
    with torch.no_grad():
        for p in whole.parameters():
            p.copy_(torch.randn(p.shape) * 0.3)
        whole.A.copy_(-torch.rand(8) - 0.2)
        whole.norm.weight.copy_(1 + 0.2 * torch.randn(whole.norm.weight.shape))
    x = torch.randn(2, 7, 64)
    inputs = SimpleNamespace(cache=None, step=None, valid=None)
    with torch.no_grad():
        want = whole(x, 0, inputs)
    config = dict(model_type="granitemoehybrid", **fields)
    tensors = {"blk.0.ssm_out.weight": ([64, 128], "F32", 0)}
    barrier, sums, out = threading.Barrier(2), [None, None], [None, None]

    def rank(r):
        tp = TensorParallel(r, 2)
        tp.plan = plan(config, tensors, r, 2)

        def all_reduce(module, inputs, output):        # the ranks' tensors added, as gloo's would be
            sums[r] = output.clone()
            barrier.wait()
            total = sums[0] + sums[1]
            barrier.wait()
            return total
        tp.all_reduce = all_reduce
        part = Mamba2(GraniteHybridConfig(**{**fields, **{k: v for k, v in tp.plan.config.items() if k in fields},
                                             "mamba_d_inner": tp.plan.config["mamba_d_inner"]}))
        with torch.no_grad():
            for name in ("in_proj", "out_proj"):
                w = getattr(whole, name).weight.detach()
                raw, shape, _, _ = tp.slice_linear(f"mamba.{name}", w.contiguous().view(torch.uint8).reshape(-1), "F32",
                                                   list(w.shape), None, "model.layers.0.mamba." + name)
                getattr(part, name).weight.copy_(raw.view(torch.float32).reshape(shape))
            for name in ("A", "D", "dt_bias", "conv_bias", "conv1d.weight", "norm.weight"):
                part.get_parameter(name).copy_(tp.slice_plain(f"model.layers.0.mamba.{name}",
                                                              whole.get_parameter(name).detach()))
            layer = torch.nn.Module()
            layer.mamba = part
            tp.install(layer)
            out[r] = part(x, 0, inputs)
    threads = [threading.Thread(target=rank, args=(r,)) for r in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert out[0] is not None and out[1] is not None
    torch.testing.assert_close(out[0], want, rtol=1e-5, atol=1e-5)
    torch.testing.assert_close(out[1], want, rtol=1e-5, atol=1e-5)


def test_tp_needs_torchrun_and_the_same_world(tmp_path):
    """`--tp 2` outside torchrun, or with another number of processes: one line, exit 2,
    before any weight is read."""
    path, _ = tiny_file(tmp_path, "llama", "Q8_0")
    alone = subprocess.run([sys.executable, "run.py", "gguf", "-m", str(path), "--tp", "2"], cwd=ROOT,
                           capture_output=True, text=True, timeout=120)
    assert alone.returncode == 2 and "start it with torchrun" in alone.stderr, alone.stderr
    assert "Traceback" not in alone.stderr and len(alone.stderr.strip().splitlines()) == 1, alone.stderr
    for argv in (["gguf", "--tp", "2"], ["bench", "--tp", "2"]):          # nothing to split
        done = subprocess.run([sys.executable, "run.py", *argv], cwd=ROOT, capture_output=True, text=True, timeout=120)
        assert done.returncode == 2 and done.stderr.startswith("error: --tp 2 splits a model file"), done.stderr


def _children(pid: int) -> list[int]:
    out = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = open(f"/proc/{entry}/stat").read()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                out.append(int(entry))
    return out


def _rank_of(pid: int):
    try:
        env = open(f"/proc/{pid}/environ", "rb").read().split(b"\0")
    except OSError:
        return None
    return next((int(e[5:]) for e in env if e.startswith(b"RANK=")), None)


def test_a_rank_killed_mid_stream_stops_every_process():
    """Rank 1 killed (SIGKILL) while the split SmolLM2 generates, the collectives on gloo
    (TP_SHM=0, as between machines): rank 0 stops at its next collective with one line naming
    it, and every process is gone within 30 s. (The serve test below kills a rank with the
    shared-memory collectives.)"""
    import signal
    import time
    path = real_model_path("smollm2")
    cmd = [sys.executable, "-m", "torch.distributed.run", "--nproc-per-node", "2", "--master-addr", "127.0.0.1",
           "--master-port", str(free_port()), "run.py", "gguf", "-m", str(path), "--tp", "2", "--threads", "1",
           "--max-tokens", "4000", "--prompt", "Once upon a time"]
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=dict(os.environ, OMP_NUM_THREADS="1", TP_SHM="0"))
    try:
        assert proc.stdout.readline().startswith("{"), "rank 0 never printed its summary"   # loaded, generating
        time.sleep(1.0)
        ranks = {_rank_of(p): p for p in _children(proc.pid)}
        assert set(ranks) >= {0, 1}, ranks
        os.kill(ranks[1], signal.SIGKILL)
        killed = time.monotonic()
        _, err = proc.communicate(timeout=60)
        took = time.monotonic() - killed
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode != 0 and took < 30, (proc.returncode, took)
    assert not any(os.path.exists(f"/proc/{p}") and _rank_of(p) is not None for p in ranks.values()), \
        "a rank outlived the group"
    lost = [ln for ln in err.splitlines() if "tensor parallel: a rank stopped answering" in ln]
    assert lost or "exitcode" in err, err[-3000:]


# ---------------------------------------------------------------- run.py serve --tp 2
def _start_split_server(path, port, *extra):
    cmd = [sys.executable, "-m", "torch.distributed.run", "--nproc-per-node", "2", "--master-addr", "127.0.0.1",
           "--master-port", str(free_port()), "run.py", "serve", "-m", str(path), "--tp", "2", "--threads", "1",
           "--port", str(port), "--log-level", "warning", *extra]
    return subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=dict(os.environ, OMP_NUM_THREADS="1"))


def _wait_healthy(proc, port, timeout=120):
    import time

    import httpx
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        assert proc.poll() is None, proc.communicate()[1][-3000:]
        try:
            if httpx.get(f"http://127.0.0.1:{port}/health", timeout=2).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.5)
    raise AssertionError("the split server never became healthy")


PROMPTS = ["The capital of France is", "def fibonacci(n):", "Once upon a time, there was a"]


def test_split_server_answers_what_one_process_does():
    """Three requests at once (one streamed) to `run.py serve --tp 2`: rank 0 batches them and
    the other rank repeats each step; the greedy texts equal one process's (float activations)."""
    from concurrent.futures import ThreadPoolExecutor

    from openai import OpenAI

    from engine.serve.llm import LLM
    path = real_model_path("smollm2")
    port = free_port()
    proc = _start_split_server(path, port, "--activations", "float", "--parallel", "3")
    try:
        _wait_healthy(proc, port)
        client = OpenAI(base_url=f"http://127.0.0.1:{port}/v1", api_key="x")

        def ask(i):
            if i == 0:
                chunks = client.completions.create(model="m", prompt=PROMPTS[i], max_tokens=MAX_TOKENS,
                                                   temperature=0, stream=True)
                return "".join(c.choices[0].text for c in chunks)
            return client.completions.create(model="m", prompt=PROMPTS[i], max_tokens=MAX_TOKENS,
                                             temperature=0).choices[0].text
        with ThreadPoolExecutor(3) as pool:
            split = list(pool.map(ask, range(3)))
    finally:
        proc.send_signal(__import__("signal").SIGINT)
        try:
            proc.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            proc.kill()
    alone = LLM.load(str(path), activations="float", threads=1, parallel=3)
    assert split == [alone.generate(p, max_tokens=MAX_TOKENS) for p in PROMPTS]
    assert proc.returncode is not None


def test_split_server_with_a_rank_killed_fails_the_stream_and_exits():
    """Rank 1 killed while a long answer streams: the client's stream ends in an error, and
    every process is gone within 30 s."""
    import signal
    import time

    import httpx
    path = real_model_path("smollm2")
    port = free_port()
    proc = _start_split_server(path, port)
    try:
        _wait_healthy(proc, port)
        ranks = {_rank_of(p): p for p in _children(proc.pid)}
        body = {"prompt": "Once upon a time", "max_tokens": 3000, "temperature": 0, "stream": True,
                "ignore_eos": True}
        failed, killed = False, None
        try:
            with httpx.stream("POST", f"http://127.0.0.1:{port}/v1/completions", json=body, timeout=60) as r:
                for n, line in enumerate(r.iter_lines()):
                    if n == 5:
                        os.kill(ranks[1], signal.SIGKILL)
                        killed = time.monotonic()
                    if '"error"' in line:
                        failed = True
                        break
        except httpx.HTTPError:
            failed = True
        assert failed and killed is not None, "the stream went on after a rank died"
        proc.communicate(timeout=60)
        assert time.monotonic() - killed < 30 and proc.returncode != 0, proc.returncode
    finally:
        if proc.poll() is None:
            proc.kill()
    assert not any(os.path.exists(f"/proc/{p}") and _rank_of(p) is not None for p in ranks.values())


def test_split_chat_answers_what_one_process_does():
    """`run.py chat --tp 2` (rank 0 reads the terminal): the greedy answer of one process."""
    path = real_model_path("smollm2")
    args = ["chat", "-m", str(path), "--threads", "1", "--temperature", "0", "--max-tokens", "24",
            "--activations", "float"]
    question = "What is the capital of France?\n"
    split = subprocess.run([sys.executable, "-m", "torch.distributed.run", "--nproc-per-node", "2", "--master-addr",
                            "127.0.0.1", "--master-port", str(free_port()), "run.py", *args, "--tp", "2"],
                           cwd=ROOT, input=question, capture_output=True, text=True, timeout=300,
                           env=dict(os.environ, OMP_NUM_THREADS="1"))
    alone = subprocess.run([sys.executable, "run.py", *args], cwd=ROOT, input=question, capture_output=True,
                           text=True, timeout=300)
    assert split.returncode == 0 and alone.returncode == 0, split.stderr[-3000:]
    answer = [ln for ln in alone.stdout.splitlines() if ln.startswith("> ") and len(ln) > 3]
    assert answer and answer[0] in split.stdout, (split.stdout, alone.stdout)
