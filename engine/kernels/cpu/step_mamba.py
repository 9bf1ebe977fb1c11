"""The fused decode step's Mamba-2 layer (Granite 4.0 hybrid, engine/layers/mamba2.py): the
ops `Program` emits for a block whose step_spec is "mamba2" (decode_step.h's CONV and SSM,
delta_net_step.h and mamba_step.h).

With H heads of P channels (d_inner = H P), G groups of B and C of N values and a K-tap
convolution over C = d_inner + 2 G N channels:

    MATMUL h -> qkv: z [d_inner] | x B C [C] | dt [H]   (in_proj, one matrix)
    CONV   qkv, its C channels from d_inner: the causal convolution, + the conv bias, silu
    SSM    qkv -> att [d_inner]: the selective scan's step per head, + D x, times silu(z),
           RMS-normalised per group of d_inner / G channels
    MATMUL att -> out (out_proj)

The states are the RecurrentCache's own: conv [n_slots, C, K - 1] and SSM [n_slots, H, P, N]
(`GraniteHybridConfig.recurrent_state_shapes`), read and advanced in place, so prompt
caching, checkpoints and batched slots see what the PyTorch path leaves there.

On a rank of a split model (engine/parallel/plan.py's `_mamba2`) the layer holds its heads:
in_proj's z | xBC | dt rows of them and of their group(s), the conv's channels, their A, D,
dt_bias and norm weight, so H, G and the states are the rank's own and the ops above run
as they are; out_proj is column-split (an all-reduce after it) or its input gathered
(step_parallel.py). Where a B / C group spans ranks (more ranks than groups: RankSplitGroupNorm)
SSM leaves y * silu(z) unnormalised and a COLLECTIVE normalises it by the whole group's RMS,
its squares summed over the ranks.
"""
from engine.kernels.cpu.step_desc import Delta, Ssm
from engine.kernels.cpu.step_records import float_vector, spec


def mamba2(program, s: dict, i: int, name: str, out: str, acc: int) -> str | None:
    """Emit the ops of block spec `s` (layer `i`) into `program`, the output into `out`
    (+= when acc). Returns None, or why the step cannot."""
    H, P, G, N = s["heads"]
    inner, D = H * P, program.D
    C = inner + 2 * G * N
    conv = s["conv"]
    if conv.dim() != 2 or conv.shape[0] != C:
        return f"{name}.conv1d: expected a [{C}, kernel] weight, found {list(conv.shape)}"
    K = conv.shape[1]
    norm = spec(s["norm"], f"{name}.norm")
    split_group = norm.get("op") == "rank_split_group_norm" and program.parallel is not None
    if split_group and (G != 1 or not 0 <= norm["group"] < norm["groups"]):
        return (f"{name}.norm: group {norm['group']} of {norm['groups']} spread over ranks, this rank holding "
                f"{G} group(s) (the step normalises a rank's one group)")
    if split_group:
        norm = {**norm, "groups": G}
    elif norm.get("op") != "gated_norm" or norm.get("offset", 0.0) != 0.0 or norm.get("groups") != G:
        return (f"{name}.norm: a {norm.get('op')!r} norm of {norm.get('groups')} groups (the step has the "
                f"gated RMSNorm over the {G} groups of B and C)")
    vectors = [t.detach().reshape(-1) for t in (conv, s["A"], s["D"], s["dt_bias"], norm["weight"])]
    bias = s.get("conv_bias")
    conv_w, A, skip, dt_bias, weight = (float_vector(t, f"{name}.{what}", n) for t, what, n in zip(
        vectors, ("conv1d.weight", "A", "D", "dt_bias", "norm.weight"), (C * K, H, H, H, inner)))
    program._matmul([(s["in"], f"{name}.in_proj", inner + C + H, D)], "h", "qkv", acc=0)
    delta = Delta(0, 0, 0, 0, C, K, conv_w)
    ssm = Ssm(H, P, G, N, A, skip, dt_bias, None if split_group else weight, float(norm["eps"]))
    program._op("conv", "qkv", "qkv", layer=i, at=inner, delta=delta, name=name,
                weight=None if bias is None else float_vector(bias, f"{name}.conv_bias", C))
    program._op("ssm", "qkv", "att", layer=i, ssm=ssm, name=name)
    if split_group:             # the group's squares summed over the ranks (step_parallel.py)
        program.parallel.group_norm(program, vectors[-1], norm, inner)
    program.widths["qkv"] = max(program.widths["qkv"], inner + C + H)
    program.widths["att"] = max(program.widths["att"], inner)
    program._out_matmul(s["out"], f"{name}.out_proj", D, inner, "att", out, acc)
    program.recurrent[i] = ((C, K - 1), (H, P, N))
    return None
