"""Which slice of each weight a rank holds under tensor parallelism (Megatron's split).

Attention: each rank gets whole key/value groups (a KV head and the query heads that read it);
q/k/v are split by output rows along those heads, o_proj by input columns at the same head
boundaries, and one all-reduce sums the ranks' o_proj outputs. With more ranks than KV heads,
each KV head is held by world / n_kv ranks (as vLLM does) and its query heads are divided among
them. Where o_proj's blocks (256 weights for the K-quants) do not fall on those head boundaries,
its input is gathered instead and every rank multiplies the whole o_proj (replicated; said in
the plan's `notes`).

The gated MLP: gate/up split by output rows, down by input columns, at multiples of down's block
(`ffn` ranges), one all-reduce after down. lm_head is split by vocabulary rows and its logits
gathered (with a few layers and a 150k vocabulary it is most of a step's reads); the embedding
(a lookup that reads only the rows it is asked for) and the norms are replicated.

MoE layers (Qwen3-MoE, gpt-oss): the experts are divided among the ranks (`experts` ranges, whole
experts each), the router is replicated, every rank routes every token and runs the experts it
holds, and one all-reduce sums the ranks' shares (an expert's biases travel with it). gpt-oss's
per-head sink logits follow the heads, its o_proj bias is added by rank 0 alone.

Gated DeltaNet layers (Qwen3.5): each rank gets whole key heads and the value heads that read them
(value head h reads key head h % Hk, so a rank's value heads are h = t Hk + k for its keys k and
every t): their rows of the q/k/v, z, beta and alpha projections and of the convolution, their
A and dt_bias, and their recurrent state; out_proj split by those heads' columns (or its input
gathered where dv does not hold whole blocks), one all-reduce after it. Qwen3-Next keeps its
value heads grouped (h reads key head h // (Hv/Hk)): a rank's are one run, and its beta and
alpha rows come in one in_proj_ba, per key head.
Ranks may get unequal shares (SmolLM2's 3 KV heads over 2 ranks: 2 and 1), never a split block.

Layers of their own shape (Gemma 4's global layers: wider heads, fewer key/value heads; its
shared layers' doubled MLP) get the fields that differ in `layers` (`at(layer)` is that layer's
plan). Mamba-2 layers (Granite 4.0 hybrid) split by SSM head as attention splits by query head,
their n_groups B / C groups as its key/value heads (`heads`): each rank its heads' rows of
in_proj's z, x and dt, the B / C rows of its group(s) (replicated where ranks outnumber groups),
the convolution's rows of those x, B and C, its heads' A, D and dt_bias and norm weight, and
out_proj's columns (one all-reduce after it); a norm group spread over ranks sums its squares
over them (engine/parallel/norms.py).

Pure arithmetic on the file's config and tensor types: testable without torch.distributed.
"""
from dataclasses import dataclass, field, replace

from engine.blocks import registry

SUPPORTED = ("llama", "qwen2", "qwen3", "gemma3", "qwen3_moe", "gpt_oss", "qwen3_5", "qwen3_5_moe", "gemma2",
             "smollm3", "phi3", "ernie4_5_moe", "glm4_moe", "lfm2", "olmo2", "minimax_m2")
# q/k norms over the whole projection (one RMS over every head): each rank's squares summed
# over the ranks (engine/parallel/norms.py)
WHOLE_QK_NORM = ("olmo2", "minimax_m2")
# (phi3's fused attn_qkv and ffn_up are split into q/k/v and gate/up by the loader before a
# rank takes its rows: engine/gguf/targets.py)
GATED_QUERY = ("qwen3_5", "qwen3_5_moe")   # q_proj gives each head its query, then its gate (2 hd rows)
# Qwen3-Next: Qwen3.5-MoE's gated query, its DeltaNet's value heads grouped by key head
SUPPORTED += ("qwen3_next",)
GATED_QUERY += ("qwen3_next",)
GROUPED_VALUE_HEADS = ("qwen3_next",)
# why an architecture is not split, said in its refusal
NOT_SPLIT = {}
# multi-head latent attention (DeepSeek-V2/V3): each rank its query heads (q_proj / q_b_proj rows
# of nope + rope dims), their k_b / v_b and o_proj's columns of v_head_dim; the latent projection
# (kv_a_proj_with_mqa, q_a_proj) and the latent cache whole on every rank, as every head reads them
LATENT = ("deepseek_v2", "deepseek_v3")
SUPPORTED += LATENT
# Gemma 4: each layer kind split by its own heads (the global layers' global_head_dim wide heads
# and num_global_key_value_heads, a single one replicated on every rank as KV heads are) and each
# layer's MLP width (a shared layer's doubled MLP: each rank twice its share of the base width);
# the per-layer inputs (their table, projection and each layer's gate / projection) replicated
PER_LAYER_SHAPES = ("gemma4",)
SUPPORTED += PER_LAYER_SHAPES
# Granite 4.0 hybrid: its Mamba-2 layers split by SSM head, the B / C groups as key/value groups
# (a group held by each rank whose heads read it: _mamba2)
SUPPORTED += ("granitemoehybrid",)


def merge(ranges: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Consecutive ranges joined: [(0, 4), (4, 8), (12, 16)] -> [(0, 8), (12, 16)]."""
    out = []
    for a, b in ranges:
        if out and out[-1][1] == a:
            out[-1] = (out[-1][0], b)
        else:
            out.append((a, b))
    return out


def split_evenly(n: int, parts: int) -> list[tuple[int, int]]:
    """[start, stop) of `parts` consecutive shares of n units, sizes differing by at most one
    (the larger first)."""
    base, extra = divmod(n, parts)
    out, start = [], 0
    for p in range(parts):
        stop = start + base + (1 if p < extra else 0)
        out.append((start, stop))
        start = stop
    return out


@dataclass
class RankPlan:
    rank: int
    world: int
    q_heads: tuple[int, int]          # global query heads [h0, h1) this rank computes
    kv_heads: tuple[int, int]         # global key/value heads [k0, k1) it holds
    ffn: tuple[int, int]              # MLP inner units [f0, f1)
    vocab: tuple[int, int]            # lm_head rows [v0, v1)
    experts: tuple[int, int]          # MoE experts [e0, e1) (0, 0 without experts)
    head_dim: int
    n_heads: int                      # the model's query heads, all ranks together
    n_kv_heads: int                   # and its key/value heads
    o_split: bool                     # o_proj split by input columns; else its input is gathered
    config: dict                      # the rank's own config: its heads and MLP width
    notes: list[str] = field(default_factory=list)
    gated_query: bool = False         # q_proj holds 2 hd rows a head (query, then gate)
    linear: dict | None = None        # Gated DeltaNet: k0, k1, n_k, n_v, dk, dv, out_split
    conv: dict | None = None          # LFM2's short convolutions: channels c0, c1 of D, out_split
    whole_qk_norm: bool = False       # q/k norms over the whole projection (WHOLE_QK_NORM)
    q_width: int = 0                  # q_proj rows a head, where not head_dim (latent attention)
    o_width: int = 0                  # o_proj's input columns a head, where not head_dim (v_head_dim)
    n_experts: int = 0                # the model's MoE experts, all ranks together
    layers: dict | None = None        # layer index -> the fields its own shape changes (at(layer))
    mamba: dict | None = None         # Mamba-2: heads h0, h1 of H, groups g0, g1 of G, P, N, out_split

    @property
    def head_out(self) -> int:
        """Each query head's width in o_proj's input."""
        return self.o_width or self.head_dim

    def at(self, layer: int | None) -> "RankPlan":
        """The plan of layer `layer`: this one, with the fields `layers` gives that layer."""
        if layer is None or not self.layers or layer not in self.layers:
            return self
        return replace(self, **self.layers[layer])

    def mamba_ranges(self, part: str) -> list[tuple[int, int]]:
        """Rows (or out_proj's columns) of a Mamba-2 weight this rank holds, as ranges: `in`
        (in_proj: z, x, B, C, dt), `conv` (x, B, C), `heads` (z, out_proj's columns, the norm
        weight), `scalars` (one per head: A, D, dt_bias)."""
        m = self.mamba
        inner, gn = m["H"] * m["P"], m["G"] * m["N"]
        own = (m["h0"] * m["P"], m["h1"] * m["P"])
        groups = (m["g0"] * m["N"], m["g1"] * m["N"])

        def at(base, r):
            return (base + r[0], base + r[1])
        if part == "in":
            ranges = [own, at(inner, own), at(2 * inner, groups), at(2 * inner + gn, groups),
                      at(2 * inner + 2 * gn, (m["h0"], m["h1"]))]
        elif part == "conv":
            ranges = [own, at(inner, groups), at(inner + gn, groups)]
        elif part == "heads":
            ranges = [own]
        else:
            ranges = [(m["h0"], m["h1"])]
        return merge(ranges)

    def counts_kv_heads(self) -> bool:
        """Whether this rank's key/value heads join a sum over the ranks' heads: all but the
        second and later holders of a replicated head."""
        return self.world <= self.n_kv_heads or self.q_heads[0] == self.kv_heads[0] * (self.n_heads // self.n_kv_heads)

    def value_heads(self, keys: tuple[int, int] | None = None) -> list[int]:
        """A DeltaNet layer's value heads this rank holds (or those reading key heads `keys`),
        in its local order: tiled (t, then key), or grouped (key, then t)."""
        d = self.linear
        k0, k1 = keys or (d["k0"], d["k1"])
        tile = d["n_v"] // d["n_k"]
        if d.get("grouped"):
            return list(range(k0 * tile, k1 * tile))
        return [t * d["n_k"] + k for t in range(tile) for k in range(k0, k1)]

    def linear_ranges(self, part: str) -> list[tuple[int, int]]:
        """Rows (or out_proj's columns) of a DeltaNet weight this rank holds, as ranges."""
        d, heads = self.linear, self.value_heads()
        key = d["n_k"] * d["dk"]
        if part in ("qkv", "conv"):
            ranges = [(d["k0"] * d["dk"], d["k1"] * d["dk"]), (key + d["k0"] * d["dk"], key + d["k1"] * d["dk"])]
            ranges += [(2 * key + h * d["dv"], 2 * key + (h + 1) * d["dv"]) for h in heads]
        elif part in ("z", "out"):
            ranges = [(h * d["dv"], (h + 1) * d["dv"]) for h in heads]
        elif part == "ba":                      # per key head: its value heads' b, then their a
            per = 2 * d["n_v"] // d["n_k"]
            ranges = [(d["k0"] * per, d["k1"] * per)]
        else:                                   # b, a, A, dt_bias: one per value head
            ranges = [(h, h + 1) for h in heads]
        return merge(ranges)

    def rows(self, kind: str) -> list[tuple[int, int]] | None:
        """Rows of a row-split weight (`self_attn.q_proj` ...) as ranges, None for the others."""
        hd = self.head_dim
        if kind in ("self_attn.q_proj", "self_attn.q_b_proj"):
            per = self.q_width or (2 * hd if self.gated_query else hd)
            return [(self.q_heads[0] * per, self.q_heads[1] * per)]
        if kind in ("self_attn.k_proj", "self_attn.v_proj"):
            return [(self.kv_heads[0] * hd, self.kv_heads[1] * hd)]
        if kind in ("mlp.gate_proj", "mlp.up_proj"):
            return [self.ffn]
        if kind == "lm_head":
            return [self.vocab]
        if self.conv and kind == "conv.in_proj":      # the rank's channels of B, C and h
            c = self.conv
            return [(t * c["D"] + c["c0"], t * c["D"] + c["c1"]) for t in range(3)]
        if self.linear and kind.startswith("linear_attn.in_proj_"):
            return self.linear_ranges(kind[len("linear_attn.in_proj_"):])
        if self.mamba and kind == "mamba.in_proj":
            return self.mamba_ranges("in")
        return None

    def columns(self, kind: str) -> list[tuple[int, int]] | None:
        """Columns of a column-split weight (o_proj when split, down_proj, a DeltaNet's out_proj
        when split) as ranges, None otherwise."""
        if kind == "self_attn.o_proj" and self.o_split:
            return [(self.q_heads[0] * self.head_out, self.q_heads[1] * self.head_out)]
        if kind == "mlp.down_proj":
            return [self.ffn]
        if kind == "conv.out_proj" and self.conv and self.conv["out_split"]:
            return [(self.conv["c0"], self.conv["c1"])]
        if kind == "linear_attn.out_proj" and self.linear and self.linear["out_split"]:
            return self.linear_ranges("out")
        if kind == "mamba.out_proj" and self.mamba and self.mamba["out_split"]:
            return self.mamba_ranges("heads")
        return None


def _types(tensors: dict, suffix: str) -> set[str]:
    return {t for name, (_, t, _) in tensors.items() if name.endswith(suffix)}


def block_weights(types: set[str]) -> int:
    """The largest block (weights) among tensor types: a split must fall on its multiples."""
    return max((registry.ggml_type(t).weights for t in types), default=1)


def plan(config: dict, tensors: dict, rank: int, world: int) -> RankPlan:
    """The slices of rank `rank` of `world`. `config`: the file's HF-style config;
    `tensors`: the reader's name -> (shape, type, offset). ValueError naming what cannot split."""
    arch = config["model_type"]
    if arch not in SUPPORTED:
        why = f": {NOT_SPLIT[arch]}" if arch in NOT_SPLIT else ""
        raise ValueError(f"--tp {world}: architecture {arch!r} is not split yet{why} (tensor parallelism runs "
                         f"{', '.join(SUPPORTED)})")
    if world < 1 or not 0 <= rank < world:
        raise ValueError(f"--tp: rank {rank} of {world} is not a rank")
    H = config["num_attention_heads"]
    K = config.get("num_key_value_heads") or H
    hd = config.get("head_dim") or config["hidden_size"] // H
    q_width = o_width = 0
    if arch in LATENT:        # every head reads the one latent: the heads split as if each had its own
        K, q_width, o_width = H, config["qk_nope_head_dim"] + config["qk_rope_head_dim"], config["v_head_dim"]
    (q0, q1), (k0, k1) = heads(H, K, world, rank)
    notes = []
    if K % world and world < K:
        notes.append(f"{K} key/value heads over {world} ranks: unequal shares")
    if world > K:
        notes.append(f"{K} key/value head(s) replicated over {world // K} ranks each")

    inner = config.get("intermediate_size") or 0
    if isinstance(inner, list):        # one width a layer (Gemma 4): split by the first layer's
        inner = inner[0]
    block = block_weights(_types(tensors, "ffn_down.weight"))
    n_experts = config.get("num_experts") or config.get("num_local_experts") or config.get("n_routed_experts") or 0
    if n_experts and n_experts < world:
        raise ValueError(f"--tp {world}: {n_experts} experts cannot be shared by {world} ranks")
    e0, e1 = split_evenly(n_experts, world)[rank] if n_experts else (0, 0)
    if not _types(tensors, "ffn_down.weight"):
        f0, f1 = 0, inner                     # no dense MLP: its width is not split
    elif inner % block or inner // block < world:
        raise ValueError(f"--tp {world}: the MLP's {inner} inner units do not split into {world} "
                         f"shares of whole {block}-weight blocks (ffn_down)")
    else:
        f0, f1 = (a * block for a in split_evenly(inner // block, world)[rank])

    o_block = block_weights(_types(tensors, "attn_output.weight"))
    # every rank's boundaries must fall on blocks, or no rank splits (they all gather)
    bounds = [b * (o_width or hd) for r in range(world) for b in heads(H, K, world, r)[0]]
    o_split = all(b % o_block == 0 for b in bounds)
    if not o_split:
        notes.append(f"o_proj's {o_block}-weight blocks do not fall on the head boundaries: its input is "
                     f"gathered and it is replicated")

    local = dict(config, num_attention_heads=q1 - q0, num_key_value_heads=k1 - k0, head_dim=hd)
    if "intermediate_size" in config:
        local["intermediate_size"] = f1 - f0
    vocab = split_evenly(config["vocab_size"], world)[rank]
    linear = None
    if config.get("linear_num_key_heads"):
        n_k, n_v = config["linear_num_key_heads"], config["linear_num_value_heads"]
        dk, dv = config["linear_key_head_dim"], config["linear_value_head_dim"]
        if n_k < world:
            raise ValueError(f"--tp {world}: the DeltaNet layers' {n_k} key heads cannot be shared by {world} ranks")
        lk0, lk1 = split_evenly(n_k, world)[rank]
        out_block = block_weights(_types(tensors, "ssm_out.weight"))
        linear = dict(k0=lk0, k1=lk1, n_k=n_k, n_v=n_v, dk=dk, dv=dv, out_split=dv % out_block == 0,
                      grouped=arch in GROUPED_VALUE_HEADS)
        local.update(linear_num_key_heads=lk1 - lk0, linear_num_value_heads=(n_v // n_k) * (lk1 - lk0))
        if not linear["out_split"]:
            notes.append(f"the DeltaNet's out_proj blocks ({out_block}) do not fall on its {dv}-wide value heads: "
                         f"its input is gathered and it is replicated")
    conv = _short_conv(config, tensors, rank, world, local, notes) if config.get("conv_L_cache") else None
    layers = (_layer_shapes(config, tensors, rank, world, (f0, f1), local, notes) if arch in PER_LAYER_SHAPES
              else None)
    mamba = _mamba2(config, tensors, rank, world, (f0, f1), local, notes) if config.get("mamba_n_heads") else None
    return RankPlan(rank, world, (q0, q1), (k0, k1), (f0, f1), vocab, (e0, e1), hd, H, K, o_split, local, notes,
                    gated_query=arch in GATED_QUERY, linear=linear, conv=conv, whole_qk_norm=arch in WHOLE_QK_NORM,
                    q_width=q_width, o_width=o_width, n_experts=n_experts, layers=layers, mamba=mamba)


def _short_conv(config: dict, tensors: dict, rank: int, world: int, local: dict, notes: list) -> dict:
    """LFM2's short-conv layers split by channels (the convolution is depthwise): each rank
    its channels' rows of B, C and h in in_proj, of the conv weight and of its conv state, and
    out_proj's columns, in whole blocks of out_proj where D holds one per rank (else channels
    split evenly and out_proj's input gathered). Sets the rank's `conv_channels`."""
    D = config["hidden_size"]
    block = block_weights(_types(tensors, "shortconv.out_proj.weight"))
    out_split = D % block == 0 and D // block >= world
    c0, c1 = ((a * block for a in split_evenly(D // block, world)[rank]) if out_split
              else split_evenly(D, world)[rank])
    if not out_split:
        notes.append(f"the short convolutions' out_proj blocks ({block}) do not give each rank whole blocks of "
                     f"its {D} channels: its input is gathered and it is replicated")
    local["conv_channels"] = c1 - c0
    return dict(c0=c0, c1=c1, D=D, out_split=out_split)


def _layer_shapes(config: dict, tensors: dict, rank: int, world: int, ffn: tuple[int, int], local: dict,
                  notes: list) -> dict:
    """Gemma 4's layers of their own shape: the global layers' heads (global_head_dim wide,
    num_global_key_value_heads of them, split as `heads` splits any; the query heads must fall
    on the same ranks as the sliding layers', whose count every layer shares) and the MLP
    widths of one a layer (a doubled width: each rank twice its share). Sets the rank's
    num_global_key_value_heads and per-layer intermediate_size; returns `layers`."""
    H, K = config["num_attention_heads"], config.get("num_key_value_heads") or config["num_attention_heads"]
    hd = config.get("head_dim") or config["hidden_size"] // H
    Kg, hdg = config.get("num_global_key_value_heads") or K, config.get("global_head_dim") or hd
    if any(heads(H, Kg, world, r)[0] != heads(H, K, world, r)[0] for r in range(world)):
        raise ValueError(f"--tp {world}: the global layers' {Kg} key/value heads would give the ranks other query "
                         f"heads than the sliding layers' {K} do (every layer has {H}: one count a rank)")
    gk = heads(H, Kg, world, rank)[1]
    if world > Kg:
        notes.append(f"the global layers' {Kg} key/value head(s) replicated over {world // Kg} ranks each")
    o_block = block_weights(_types(tensors, "attn_output.weight"))
    o_split = all(b * hdg % o_block == 0 for r in range(world) for b in heads(H, Kg, world, r)[0])
    if not o_split:
        notes.append(f"the global layers' o_proj {o_block}-weight blocks do not fall on their head boundaries: "
                     f"its input is gathered and it is replicated")
    local["num_global_key_value_heads"] = gk[1] - gk[0]
    layers = {i: dict(kv_heads=gk, head_dim=hdg, n_kv_heads=Kg, o_split=o_split)
              for i, kind in enumerate(config.get("layer_types") or []) if kind == "full_attention"}
    widths = config.get("intermediate_size")
    if isinstance(widths, list):
        base, (f0, f1) = widths[0], ffn
        if any(w not in (base, 2 * base) for w in widths):
            raise ValueError(f"--tp {world}: MLP widths {sorted(set(widths))} are not one width and its double")
        for i, w in enumerate(widths):
            if w == 2 * base:
                layers.setdefault(i, {})["ffn"] = (2 * f0, 2 * f1)
        local["intermediate_size"] = [(f1 - f0) * (w // base) for w in widths]
    return layers


def _mamba2(config: dict, tensors: dict, rank: int, world: int, ffn: tuple[int, int], local: dict,
            notes: list) -> dict:
    """Granite 4.0 hybrid's Mamba-2 layers split by SSM head, its B / C groups as `heads`
    splits key/value groups (whole groups while world <= G, else each group's heads divided
    among world / G ranks that each hold the group). out_proj split by the heads' columns where
    they fall on its blocks, else its input gathered. Sets the rank's Mamba-2 sizes (and a dense
    model's MLP width); returns `mamba`."""
    H, G, P, N = (config[k] for k in ("mamba_n_heads", "mamba_n_groups", "mamba_d_head", "mamba_d_state"))
    (h0, h1), (g0, g1) = heads(H, G, world, rank)
    if world > G:
        notes.append(f"the Mamba-2 layers' {G} B / C group(s) replicated over {world // G} ranks each, their "
                     f"norm's squares summed over those ranks")
    block = block_weights(_types(tensors, "ssm_out.weight"))
    out_split = all(b * P % block == 0 for r in range(world) for b in heads(H, G, world, r)[0])
    if not out_split:
        notes.append(f"the Mamba-2 out_proj's {block}-weight blocks do not fall on the ranks' heads ({P} channels "
                     f"each): its input is gathered and it is replicated")
    local.update(mamba_n_heads=h1 - h0, mamba_n_groups=g1 - g0, mamba_d_head=P, mamba_d_inner=(h1 - h0) * P)
    if not config.get("num_experts") and "shared_intermediate_size" in config:   # the dense MLP
        local["shared_intermediate_size"] = ffn[1] - ffn[0]
    return dict(h0=h0, h1=h1, g0=g0, g1=g1, H=H, G=G, P=P, N=N, out_split=out_split)


def heads(H: int, K: int, world: int, rank: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """((q0, q1), (k0, k1)): the query heads and key/value heads of `rank`: whole KV groups
    while world <= K, else each KV head held by world / K ranks sharing its query heads."""
    G = H // K
    if world <= K:
        k0, k1 = split_evenly(K, world)[rank]
        return (k0 * G, k1 * G), (k0, k1)
    per = world // K
    if world % K or G % per:
        raise ValueError(f"--tp {world}: {H} query heads in {K} key/value groups cannot be split over "
                         f"{world} ranks (more ranks than KV heads needs a multiple of {K} that divides "
                         f"each group's {G} query heads)")
    k0 = rank // per
    q0 = k0 * G + (rank % per) * (G // per)
    return (q0, q0 + G // per), (k0, k0 + 1)
