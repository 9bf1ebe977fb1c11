"""A tensor-parallel rank: joining the group, checking every rank has the same file, cutting
this rank's slices out of the file's weights, and the collectives after the split layers.

    tp = TensorParallel.join(2, "model.gguf")      # under torchrun: RANK, WORLD_SIZE, MASTER_*
    model, tok = load_gguf("model.gguf", ..., shard=tp)

Each rank maps the file itself and reads only its rows (a view of the map) or its columns (a
copy of those bytes of each row); no weight crosses the wire. Transport is torch.distributed:
gloo on CPUs (or the shared-memory collectives of shm.py between ranks of one host), NCCL on
GPUs, each rank on cuda:LOCAL_RANK (`transport`). The collective port is for a trusted
network only: with every rank on this host gloo listens on the loopback interface
(`gloo_interface`), across machines on the one GLOO_SOCKET_IFNAME names.
"""
import datetime
import hashlib
import os
import re
import weakref

import torch

from engine.blocks import registry
from engine.parallel.faults import RankLost
from engine.parallel.norms import RankSplitGroupNorm, RankSplitNorm
from engine.parallel.plan import RankPlan, heads, plan, split_evenly

TIMEOUT_S = float(os.environ.get("TP_TIMEOUT", 30))     # a rank silent this long stops the others


# a Mamba-2 layer's tensors other than its two projections -> their part (RankPlan.mamba_ranges)
MAMBA_PLAIN = {"mamba.A": "scalars", "mamba.D": "scalars", "mamba.dt_bias": "scalars",
               "mamba.conv1d.weight": "conv", "mamba.conv_bias": "conv", "mamba.norm.weight": "heads"}


def layer_of(path: str | None) -> int | None:
    """The layer index in a module path (`model.layers.5.self_attn.o_proj` -> 5), else None."""
    found = re.search(r"layers\.(\d+)\.", path or "")
    return int(found.group(1)) if found else None


def _first_line(error: Exception) -> str:
    """What torch.distributed's error says, in one line (its own name where it says nothing)."""
    text = str(error).strip()
    return text.splitlines()[0] if text else type(error).__name__


def _collective(name: str, fn, *args):
    try:
        return fn(*args)
    except RuntimeError as e:        # gloo: a peer's socket closed, or the timeout passed
        raise RankLost(f"tensor parallel: a rank stopped answering during {name} ({_first_line(e)}); "
                       f"every rank stops") from None


def _dist():
    import torch.distributed as dist
    return dist


class ShardedExperts(torch.nn.Module):
    """A rank's experts of a MoE layer under the model's expert numbers: expert e of
    [e0, e1) is its local e - e0; any other expert's products are zeros (another rank adds
    them in the all-reduce after the layer)."""

    def __init__(self, quant, experts: tuple[int, int], num_experts: int):
        super().__init__()
        self.quant, (self.e0, self.e1), self.num_experts = quant, experts, num_experts
        self.intermediate_size, self.hidden_size = quant.intermediate_size, quant.hidden_size

    @property
    def storage_bytes(self) -> int:
        return self.quant.storage_bytes

    def matmul(self, which: str, e: int, x_e: torch.Tensor) -> torch.Tensor:
        if self.e0 <= e < self.e1:
            return self.quant.matmul(which, e - self.e0, x_e)
        width = 2 * self.intermediate_size if which == "gate_up" else self.hidden_size
        return x_e.new_zeros(x_e.shape[0], width)

    def dense_biases(self):
        return self.quant.dense_biases()

    def dense(self):
        raise ValueError("--tp: a MoE model's experts stay quantized when split (no --dequantize)")


def file_identity(path) -> tuple[int, str]:
    """(size, sha256 of its first MiB): what every rank's copy of the file must agree on."""
    size = os.path.getsize(path)
    with open(path, "rb") as f:
        head = f.read(1 << 20)
    return size, hashlib.sha256(head).hexdigest()


def gloo_interface(env=os.environ) -> str | None:
    """The network interface gloo should listen on, where the caller has not named one
    (GLOO_SOCKET_IFNAME): the loopback interface when every rank is on this host (torchrun's
    LOCAL_WORLD_SIZE == WORLD_SIZE), since gloo otherwise binds the address the host name
    resolves to, which may face a network; None across machines or where no loopback is found."""
    import socket
    if env.get("GLOO_SOCKET_IFNAME") or env.get("LOCAL_WORLD_SIZE") != env.get("WORLD_SIZE"):
        return None
    names = [name for _, name in socket.if_nameindex()]
    return next((n for n in names if n in ("lo", "lo0")), None)


def transport(device) -> tuple[str, torch.device, bool]:
    """How the ranks of a model on `device` talk: (torch.distributed backend, this rank's
    device, whether the CPU shared-memory collectives may replace it). CUDA: NCCL, each
    rank on the GPU of its LOCAL_RANK, no shared memory (its collectives add CPU tensors);
    the CPU: gloo, shared memory allowed."""
    device = torch.device(device)
    if device.type == "cuda":
        return "nccl", torch.device("cuda", int(os.environ.get("LOCAL_RANK", "0"))), False
    return "gloo", torch.device("cpu"), True


class TensorParallel:
    """This process's place in the group (rank, world) and its share of one model."""

    def __init__(self, rank: int, world: int):
        self.rank, self.world = rank, world
        self.plan: RankPlan | None = None
        self.shm = None                  # shared-memory collectives (ranks on one host), else gloo
        self.device = torch.device("cpu")  # this rank's device (cuda:LOCAL_RANK under NCCL)
        self._placed = weakref.WeakKeyDictionary()   # module -> the name of the hook install() put on it

    @property
    def main(self) -> bool:
        return self.rank == 0

    @classmethod
    def join(cls, tp: int, path, timeout_s: float = TIMEOUT_S, device="cpu") -> "TensorParallel":
        """Join the torchrun-launched group of `tp` ranks and check that every rank opened the
        same file (size and header hash) before any weight is read. ValueError naming what is
        wrong (not launched by torchrun, another world size, another file). `device`: where
        the model runs (`transport` picks gloo or NCCL; `self.device` is this rank's)."""
        world = int(os.environ.get("WORLD_SIZE", "0"))
        if "RANK" not in os.environ or world == 0:
            raise ValueError(f"--tp {tp}: start it with torchrun, one process per rank: "
                             f"torchrun --nproc-per-node {tp} run.py ...")
        if world != tp:
            raise ValueError(f"--tp {tp}: torchrun started {world} processes; --tp must equal --nproc-per-node "
                             f"x --nnodes ({world})")
        backend, rank_device, shared_memory = transport(device)
        if rank_device.type == "cuda":
            torch.cuda.set_device(rank_device)   # NCCL's object collectives use the current GPU
        dist = _dist()
        mine = file_identity(path)
        if backend == "gloo" and (loopback := gloo_interface()) is not None:
            os.environ["GLOO_SOCKET_IFNAME"] = loopback
        try:
            if not dist.is_initialized():
                dist.init_process_group(backend, timeout=datetime.timedelta(seconds=timeout_s))
            self = cls(dist.get_rank(), dist.get_world_size())
            every = [None] * self.world
            dist.all_gather_object(every, mine)
        except RuntimeError as e:      # a rank that failed before joining (its own output says why)
            raise RankLost(f"--tp {tp}: not every rank joined within {timeout_s:.0f} s ({_first_line(e)}); a "
                           f"rank that stopped before joining says why in its own output") from None
        self.device = rank_device
        differ = [r for r, ident in enumerate(every) if ident != every[0]]
        if differ:
            raise ValueError(f"--tp {tp}: rank(s) {differ} opened a different file than rank 0 "
                             f"({path}: {mine[0]} bytes here; every rank needs the same file)")
        self.shm = self._shared_memory(timeout_s) if shared_memory else None
        return self

    def _shared_memory(self, timeout_s):
        """engine/parallel/shm.py's collectives when every rank is on this host (an x86 CPU),
        else None (gloo). TP_SHM=0 keeps gloo."""
        import platform
        import socket
        import uuid

        from engine.parallel.shm import SharedCollectives
        dist = _dist()
        hosts = [None] * self.world
        dist.all_gather_object(hosts, (socket.gethostname(), platform.machine()))
        same = len(set(hosts)) == 1 and hosts[0][1] in ("x86_64", "AMD64")
        if not same or os.environ.get("TP_SHM", "1") == "0" or not os.path.isdir("/dev/shm"):
            return None
        box = [f"/dev/shm/gguf-engine-tp-{uuid.uuid4().hex}" if self.main else None]
        dist.broadcast_object_list(box, 0)
        if self.main:
            shm = SharedCollectives(box[0], self.rank, self.world, True, timeout_s)
        dist.barrier()
        if not self.main:
            shm = SharedCollectives(box[0], self.rank, self.world, False, timeout_s)
        dist.barrier()
        if self.main:
            os.unlink(box[0])           # the maps keep it; the name goes at once
        return shm

    def plan_for(self, config: dict, tensors: dict) -> RankPlan:
        self.plan = plan(config, tensors, self.rank, self.world)
        return self.plan

    # ------------------------------------------------------------ weights
    def slice_linear(self, kind: str, raw, type_name: str, shape, bias, path: str | None = None):
        """This rank's part of a 2-D weight (bytes uint8, its [out, in] shape and its bias; `path`
        its module's, for a layer of its own shape):
        rows of a row-split layer (a view), columns of a column-split one (a copy of those bytes
        of every row; the bias kept on rank 0 only, as the all-reduce sums it once), the whole
        weight otherwise. Returns (raw, shape, bias, copied)."""
        out, inp = (int(s) for s in shape)
        p = self.plan.at(layer_of(path))
        rows, cols = p.rows(kind), p.columns(kind)
        m = raw.reshape(out, registry.row_bytes(type_name, inp))
        copied = False
        if rows is not None:       # one range: a view of the map; several: a copy of those rows
            m = m[rows[0][0]:rows[0][1]] if len(rows) == 1 else torch.cat([m[a:b] for a, b in rows])
            copied = len(rows) > 1
            out = sum(b - a for a, b in rows)
            bias = None if bias is None else torch.cat([bias[a:b] for a, b in rows])
        if cols is not None:
            t = registry.ggml_type(type_name)
            if any(a % t.weights or b % t.weights for a, b in cols):
                raise ValueError(f"{kind}: columns {cols} do not fall on {type_name}'s {t.weights}-weight blocks")
            per_row = m.reshape(out, inp // t.weights, t.bytes)
            m = torch.cat([per_row[:, a // t.weights:b // t.weights] for a, b in cols], dim=1).reshape(out, -1)
            inp, copied = sum(b - a for a, b in cols), True
            bias = bias if self.main else None
        return m.reshape(-1).contiguous(), [out, inp], bias, copied

    def slice_experts(self, gate, up, down, biases):
        """This rank's experts of a MoE layer's three stacks ((raw, type, [E, rows, cols]) each, a
        view of the whole experts' bytes) and of their biases ([E, rows] each, or None)."""
        e0, e1 = self.plan.experts
        out = []
        for raw, type_name, shape in (gate, up, down):
            E = int(shape[0])
            out.append((raw.reshape(E, -1)[e0:e1].reshape(-1), type_name, [e1 - e0, *shape[1:]]))
        if biases is not None:
            biases = [b[e0:e1] for b in biases]
        return (*out, biases)

    def local_experts(self, quant):
        """`quant` (this rank's experts) seen under the model's expert numbers."""
        return ShardedExperts(quant, self.plan.experts, self.plan.n_experts)

    def slice_plain(self, path: str, value: torch.Tensor) -> torch.Tensor:
        """A per-head tensor (gpt-oss's sink logits) cut to this rank's heads; others whole."""
        p = self.plan
        if path.endswith(("self_attn.sinks", "self_attn.k_b", "self_attn.v_b")):     # per query head
            return value[p.q_heads[0]:p.q_heads[1]]
        if p.whole_qk_norm and path.endswith(("self_attn.q_norm.weight", "self_attn.k_norm.weight")):
            h0, h1 = p.q_heads if path.endswith("q_norm.weight") else p.kv_heads
            return value[h0 * p.head_dim:h1 * p.head_dim]
        if self.plan.conv and path.endswith("conv.conv.weight"):        # LFM2: the rank's channels
            return value[self.plan.conv["c0"]:self.plan.conv["c1"]]
        if self.plan.linear and path.endswith(("linear_attn.A", "linear_attn.dt_bias", "linear_attn.conv1d.weight")):
            part = "conv" if path.endswith("conv1d.weight") else "A"
            return torch.cat([value[a:b] for a, b in self.plan.linear_ranges(part)])
        part = next((part for end, part in MAMBA_PLAIN.items() if path.endswith(end)), None)
        if self.plan.mamba and part:             # a Mamba-2 layer's: its heads' (and its groups' B / C)
            kept = torch.cat([value.reshape(-1)[a:b] if part == "heads" else value[a:b]
                              for a, b in self.plan.mamba_ranges(part)])
            if part == "heads" and value.dim() > 1:      # the norm weight as the file has it: [groups, width]
                kept = kept.reshape(self.plan.mamba["g1"] - self.plan.mamba["g0"], -1)
            return kept
        return value

    # ------------------------------------------------------------ collectives
    def sum_over_ranks(self, t: torch.Tensor) -> torch.Tensor:
        """The ranks' `t` (float32) added, the same sum on every rank."""
        return self.all_reduce(None, None, t)

    def all_reduce(self, module, inputs, output):
        """Forward hook after a column-split layer: the ranks' partial sums added."""
        if self.shm is not None and output.dtype == torch.float32:
            return self.shm.all_reduce(output)
        _collective("an all-reduce", _dist().all_reduce, output)
        return output

    def gather(self, x: torch.Tensor, widths: list[int]) -> torch.Tensor:
        """Every rank's x [..., widths[rank]] concatenated along the last dimension in rank
        order (unequal widths travel padded to the widest)."""
        if x.shape[-1] != widths[self.rank]:
            raise ValueError(f"tensor parallel: expected {widths[self.rank]} columns, got {x.shape[-1]}")
        if self.shm is not None:
            return self.shm.all_gather(x, widths)
        wide = max(widths)
        pad = torch.nn.functional.pad(x.contiguous(), (0, wide - x.shape[-1]))
        parts = [torch.empty_like(pad) for _ in range(self.world)]
        _collective("an all-gather", _dist().all_gather, parts, pad)
        return torch.cat([p[..., :w] for p, w in zip(parts, widths)], dim=-1)

    def head_widths(self) -> list[int]:
        """Each rank's attention output width (its query heads times their width in o_proj's input)."""
        p = self.plan
        return [(q1 - q0) * p.head_out for (q0, q1), _ in (heads(p.n_heads, p.n_kv_heads, self.world, r)
                                                         for r in range(self.world))]

    def gather_input(self, module, inputs):
        """Forward pre-hook before a replicated o_proj: the heads' outputs of every rank,
        concatenated in head order (at the width of this layer's heads: Gemma 4's differ)."""
        widths = self.head_widths()
        per = inputs[0].shape[-1] // (self.plan.q_heads[1] - self.plan.q_heads[0])
        return (self.gather(inputs[0], [w // self.plan.head_out * per for w in widths]),)

    def gather_mamba_heads(self, module, inputs):
        """Forward pre-hook before a replicated Mamba-2 out_proj: every rank's heads, in order."""
        m = self.plan.mamba
        widths = [(h1 - h0) * m["P"] for (h0, h1), _ in (heads(m["H"], m["G"], self.world, r)
                                                          for r in range(self.world))]
        return (self.gather(inputs[0], widths),)

    def gather_value_heads(self, module, inputs):
        """Forward pre-hook before a replicated DeltaNet out_proj: every rank's value heads'
        outputs, put back in the model's head order."""
        d, tile = self.plan.linear, self.plan.linear["n_v"] // self.plan.linear["n_k"]
        order, widths = [], []                       # global value head of each gathered head
        for k0, k1 in split_evenly(d["n_k"], self.world):
            order += self.plan.value_heads((k0, k1))
            widths.append((k1 - k0) * tile * d["dv"])
        x = self.gather(inputs[0], widths)
        heads = x.unflatten(-1, (len(order), d["dv"]))
        inverse = torch.empty(len(order), dtype=torch.long)
        inverse[torch.tensor(order)] = torch.arange(len(order))
        return (heads[..., inverse, :].flatten(-2),)

    def gather_channels(self, module, inputs):
        """Forward pre-hook before a replicated short-conv out_proj (LFM2): every rank's
        channels, in order."""
        D = self.plan.conv["D"]
        widths = [b - a for a, b in split_evenly(D, self.world)]
        return (self.gather(inputs[0], widths),)

    def gather_logits(self, module, inputs, output):
        """Forward hook after the vocabulary-split lm_head: every rank's logits, whole."""
        return self.gather(output, self.vocab_widths())

    def vocab_widths(self) -> list[int]:
        """Each rank's lm_head rows (logits)."""
        return [b - a for a, b in split_evenly(self.plan.config["vocab_size"], self.world)]

    def placed(self, module) -> str | None:
        """The collective `install` put on `module` (the name of its hook: all_reduce,
        gather_input, gather_value_heads, gather_channels, gather_mamba_heads, gather_logits), or
        None. What the fused decode step asks to emit the same collectives
        (engine/kernels/cpu/step_parallel.py)."""
        return self._placed.get(module)

    def _hook(self, module, hook, before=False):
        (module.register_forward_pre_hook if before else module.register_forward_hook)(hook)
        self._placed[module] = hook.__name__

    def install(self, model) -> list[str]:
        """The collectives on the loaded model: an all-reduce after every column-split layer
        (down_proj; o_proj when split, each layer as its plan says; a DeltaNet's, a short conv's
        or a Mamba-2 layer's out_proj), or their input gathered; Mamba-2 norms whose groups span
        ranks summed over them. Returns the plan's notes."""
        for name, module in model.named_modules():
            if (name.endswith(("mlp.down_proj", "mlp.experts"))
                    or (name.endswith("self_attn.o_proj") and self.plan.at(layer_of(name)).o_split)):
                self._hook(module, self.all_reduce)
            elif name.endswith("self_attn.o_proj"):
                self._hook(module, self.gather_input, before=True)
            elif name.endswith("linear_attn.out_proj"):
                if self.plan.linear["out_split"]:
                    self._hook(module, self.all_reduce)
                else:
                    self._hook(module, self.gather_value_heads, before=True)
            elif name.endswith("conv.out_proj"):
                if self.plan.conv["out_split"]:
                    self._hook(module, self.all_reduce)
                else:
                    self._hook(module, self.gather_channels, before=True)
            elif name.endswith("mamba.out_proj"):
                if self.plan.mamba["out_split"]:
                    self._hook(module, self.all_reduce)
                else:
                    self._hook(module, self.gather_mamba_heads, before=True)
            elif name == "lm_head":
                self._hook(module, self.gather_logits)
        if self.plan.whole_qk_norm:
            self._split_qk_norms(model)
        if self.plan.mamba and self.world > self.plan.mamba["G"]:
            self._split_group_norms(model)
        return self.plan.notes

    def _split_qk_norms(self, model):
        """Each attention's whole-projection q/k norms made one RMS over every rank's heads."""
        p = self.plan
        for name, module in list(model.named_modules()):
            if name.endswith("self_attn") and hasattr(module, "q_norm"):
                module.q_norm = RankSplitNorm(module.q_norm, p.n_heads * p.head_dim, True, self.sum_over_ranks)
                module.k_norm = RankSplitNorm(module.k_norm, p.n_kv_heads * p.head_dim, p.counts_kv_heads(),
                                              self.sum_over_ranks)

    def _split_group_norms(self, model):
        """Each Mamba-2 layer's grouped norm made one RMS over its group's heads on every rank
        that holds some (more ranks than groups: a group spans ranks)."""
        m = self.plan.mamba
        width = m["H"] // m["G"] * m["P"]
        for name, module in list(model.named_modules()):
            if name.rsplit(".", 1)[-1] == "mamba":
                module.norm = RankSplitGroupNorm(module.norm, m["g0"], m["G"], width, self.sum_over_ranks)

    def close(self):
        """Leave the group (idempotent): the shared segment unmapped, the process group gone."""
        if self.shm is not None:
            self.shm.close()
            self.shm = None
        dist = _dist()
        if dist.is_initialized():
            try:
                dist.destroy_process_group()
            except RuntimeError:
                pass
