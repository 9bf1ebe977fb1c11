"""The fused decode step under tensor parallelism: the collectives of a split model
(engine/parallel/shard.py) as COLLECTIVE ops of the step's program (decode_step.h).

Layer by layer, a rank's model runs its collectives as hooks on the split layers: an
all-reduce after a column-split layer (o_proj, down_proj), a gather before a replicated
o_proj, a gather of the vocabulary-split lm_head's logits. The fused step calls no module,
so no hook runs: `Program` asks the rank's TensorParallel which collective sits on each layer
it emits (`TensorParallel.placed`) and `Collectives.matmul` emits it at the same place:

    column-split, into x:     MATMUL -> tmp;  COLLECTIVE tmp (all-reduce), then x += tmp
    column-split, into tmp:   MATMUL -> tmp;  COLLECTIVE tmp (all-reduce);  NORM tmp -> x (post-norm)
    a rank's experts:         MOE -> tmp (others' experts zeros);  COLLECTIVE tmp, x += tmp;
                              then the (replicated) shared expert's GATED, MATMUL -> x (+=)
    replicated o_proj:        COLLECTIVE att (gather, in head order);  MATMUL att -> out (whole)
    replicated out_proj:      COLLECTIVE att (a DeltaNet's value heads gathered, put in the
                              model's head order; a Mamba-2 layer's heads) or qkv (LFM2's
                              channels);  MATMUL -> out (whole)
    lm_head:                  MATMUL h -> logits (the rank's rows);  COLLECTIVE logits (gather)
    q/k norms over the whole projection (OLMo 2, MiniMax-M2; RankSplitNorm):
                              COLLECTIVE qkv: each row's sums of squares of its q and of its k
                              values (2 numbers) all-reduced, then each rank's q and k scaled by
                              the whole projection's RMS and its slice of the norm weight
    a Mamba-2 group spread over ranks (RankSplitGroupNorm): SSM -> att leaves y * silu(z)
                              unnormalised; COLLECTIVE att: each row's sum of squares put at
                              its group's place among the groups, all-reduced, then the rank's
                              channels scaled by the whole group's RMS and its norm weight

The residual stream x is the same on every rank, so a partial sum joins it only after the
all-reduce (a column-split layer's bias is rank 0's alone, slice_linear: summed once; an
expert's biases travel with it). A DeltaNet or an LFM2 short convolution needs nothing more:
the rank's layer holds its heads' or channels' rows (its sizes, conv weight and recurrent
states are the rank's), and its out_proj is column-split (all-reduced) or gathered like any
other; a Mamba-2 layer likewise (its heads' rows, states and out_proj). Gemma 4's parts
need none of their own: the per-layer inputs (their table, projection, each layer's gate and
projection) are replicated, value norms, k_eq_v values and a shared layer's reads of its
source's cache work per head on the rank's heads, and its MoE block's MLP and experts are
each all-reduced in place before their post-norms. A layer with a collective the step cannot
place is refused by name, and the model keeps the PyTorch path.

The C interpreter runs a COLLECTIVE by calling back into Python (a ctypes callback on the
thread that made the step call, which takes the GIL for it; the other threads wait at a
barrier): the rank's own collective, shared memory or gloo, on a tensor viewing the step's
buffer. A collective that fails (a rank lost, the timeout) makes the step return at once;
`raise_error` raises what the callback caught (RankLost, with its one line).
"""
import ctypes

import torch

from engine.kernels.cpu.step_records import Unsupported, spec

# decode_step.h's StepCollective: (collective number, buffer, rows, row stride) -> 0 or an error
CALLBACK = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_int32, ctypes.c_void_p, ctypes.c_int64, ctypes.c_int64)
# pre-hooks of a replicated out_proj whose gather the callback runs as the hook does (with its order)
HOOK_GATHERS = ("gather_value_heads", "gather_channels", "gather_mamba_heads")


class Collectives:
    """The COLLECTIVE ops of one rank's program: what each does (`table`), and the callback
    the C step calls for them."""

    def __init__(self, tp):
        self.tp = tp
        self.table = []                  # coll -> (hook name, this rank's values a row, every rank's widths)
        self.emitted = set()             # ids of the layers whose collective is in the program
        self.error = None                # what the last failed callback raised
        self.callback = CALLBACK(self._call)
        self.calls = 0

    def matmul(self, program, layer, what: str, n: int, k: int, src: str, out: str, acc: int) -> str | None:
        """MATMUL src -> out (+= when acc) through `layer` ([n, k] in one process), with the
        collective tensor parallelism puts on it (module docstring). Returns None, or why the
        step cannot place it (the caller refuses the model with it)."""
        kind, rank = self.tp.placed(layer), self.tp.rank
        self.emitted.add(id(layer))
        if kind is None:
            program._matmul([(layer, what, n, k)], src, out, acc)
        elif kind == "all_reduce":
            return self.reduce(program, layer, what, out, acc, n,
                               lambda into, into_acc: program._matmul([(layer, what, n, k)], src, into, into_acc))
        elif kind == "gather_input":  # the ranks' heads side by side (in place, the row widened), whole o_proj
            per = k // program.H      # this layer's head width (Gemma 4's global layers: wider)
            widths = [w // self.tp.plan.head_out * per for w in self.tp.head_widths()]
            self._op(program, kind, src, src, widths[rank], widths, 0)
            program.widths[src] = max(program.widths[src], sum(widths))
            program._matmul([(layer, what, n, sum(widths))], src, out, acc)
        elif kind in HOOK_GATHERS:
            whole = getattr(layer, "in_features", None) or layer.weight.shape[-1]
            self._op(program, kind, src, src, k, None, 0)
            program.widths[src] = max(program.widths[src], whole)
            program._matmul([(layer, what, n, whole)], src, out, acc)
        elif kind == "gather_logits" and out == "logits" and not acc:
            widths = self.tp.vocab_widths()
            program._matmul([(layer, what, widths[rank], k)], src, out, 0)
            self._op(program, kind, out, out, widths[rank], widths, 0)
        else:
            return (f"{what}: tensor parallelism's {kind} on it (the fused step places all-reduces, "
                    f"o_proj's, a DeltaNet's, a short convolution's and a Mamba-2 layer's gathered input and the "
                    f"logits' gather)")
        return None

    def reduce(self, program, layer, what: str, out: str, acc: int, n: int, emit):
        """`emit(buffer, acc)` emits the op of `layer` (a column-split matmul, the MOE op of a
        rank's experts), then its partial sums are all-reduced: in place when it writes `out`
        (acc 0), else it writes tmp and the sum is added into x. Returns None, or why not."""
        self.emitted.add(id(layer))
        if self.tp.placed(layer) != "all_reduce":
            return f"{what}: tensor parallelism's {self.tp.placed(layer)} on it (expected an all-reduce)"
        if not acc:                     # the op's own output buffer, summed in place
            emit(out, 0)
            self._op(program, "all_reduce", out, out, n, None, 0)
        elif out != "x":
            return f"{what}: a column-split layer added into {out} (the step sums a partial into tmp, then into x)"
        else:
            emit("tmp", 0)
            self._op(program, "all_reduce", "tmp", "x", n, None, 1)
        return None

    def projection_norms(self, program, s, name):
        """q/k RMSNorms over the whole projection, each rank holding its heads' part
        (engine/parallel/norms.py's RankSplitNorm): one COLLECTIVE in place over the rank's
        q|k|v rows (module docstring), before ROPE_STORE."""
        H, Hkv, hd = program.H, program.Hkv, program.hd
        norms = []
        for k, at, n in (("q_norm", 0, H * hd), ("k_norm", H * hd, Hkv * hd)):
            norm = spec(s[k], f"{name}.{k}")
            if norm.get("op") != "rank_split_norm":
                raise Unsupported(f"{name}.{k}: a {norm.get('op')!r} norm over the whole projection on a rank "
                                  f"(expected its squares summed over the ranks: RankSplitNorm)")
            weight = norm["weight"].detach().float().reshape(-1).contiguous()
            if weight.numel() != n:
                raise Unsupported(f"{name}.{k}: a norm of {weight.numel()} values over a projection of {n}")
            norms.append((at, n, int(norm["width"]), bool(norm["counted"]), weight, float(norm["eps"])))
        self._op(program, "projection_norms", "qkv", "qkv", H * hd + Hkv * hd, norms, 0)

    def group_norm(self, program, weight, norm: dict, n: int):
        """A Mamba-2 layer's gated norm over a group spread over ranks (RankSplitGroupNorm),
        the rank's n channels of it in att: one COLLECTIVE in place after SSM (module docstring)."""
        self._op(program, "group_norm", "att", "att", n,
                 (int(norm["group"]), int(norm["groups"]), int(norm["width"]), weight, float(norm["eps"])), 0)

    def _op(self, program, kind, src, dst, n, widths, acc):
        self.table.append((kind, n, widths))
        program._op("collective", src, dst, acc, n=n, coll=len(self.table) - 1)

    def missing(self, model) -> str | None:
        """A layer of `model` whose collective the program did not emit (it would compute a
        rank's share as if it were the whole), said as a refusal; None when there is none."""
        for name, module in model.named_modules():
            kind = self.tp.placed(module)
            if kind is not None and id(module) not in self.emitted:
                return f"{name}: its tensor-parallel {kind} has no place in the fused step"
        return None

    def _call(self, coll: int, ptr: int, rows: int, ld: int) -> int:
        """The callback (decode_step.h's StepCollective): collective `coll` on the step's buffer."""
        try:
            kind, n, widths = self.table[coll]
            view = torch.frombuffer((ctypes.c_float * (rows * ld)).from_address(ptr), dtype=torch.float32)
            view = view.view(rows, ld)
            if kind == "all_reduce":
                part = view[:, :n]
                whole = part if part.is_contiguous() else part.contiguous()
                self.tp.all_reduce(None, None, whole)
                if whole is not part:
                    part.copy_(whole)
            elif kind == "projection_norms":
                self._projection_norms(view, widths)
            elif kind == "group_norm":
                self._group_norm(view[:, :n], *widths)
            else:
                part = view[:, :n]
                if kind in HOOK_GATHERS:
                    gathered = getattr(self.tp, kind)(None, (part,))[0]
                else:
                    gathered = self.tp.gather(part, widths)
                view[:, :gathered.shape[-1]].copy_(gathered)
            self.calls += 1
            return 0
        except BaseException as e:       # noqa: BLE001 -- it must not cross into C; raised after the step
            self.error = e
            return 1

    def _projection_norms(self, rows, norms):
        """In place over rows [B, ld]: each norm's values [at, at + n) of each row scaled by the
        RMS of the whole projection (every rank's squares, this rank's when counted), times its
        weight: RankSplitNorm's arithmetic, in its order."""
        squares = torch.stack([rows[:, at:at + n].pow(2).sum(-1) if counted else rows.new_zeros(rows.shape[0])
                               for at, n, _, counted, _, _ in norms], dim=1)
        total = self.tp.sum_over_ranks(squares.contiguous())
        for j, (at, n, width, _, weight, eps) in enumerate(norms):
            part = rows[:, at:at + n]
            part.copy_(weight * (part * torch.rsqrt(total[:, j:j + 1] / width + eps)))

    def _group_norm(self, part, group, groups, width, weight, eps):
        """In place over part [B, n] (the rank's channels of group `group`): scaled by the RMS
        of the whole group (every rank's squares at the group's place, summed), times the
        weight: RankSplitGroupNorm's arithmetic, in its order."""
        squares = part.new_zeros(part.shape[0], groups)
        squares[:, group] = part.pow(2).sum(-1)
        total = self.tp.sum_over_ranks(squares)[:, group:group + 1]
        part.copy_(weight * (part * torch.rsqrt(total / width + eps)))

    def raise_error(self):
        """After a step that returned -4: raise what its failed collective raised."""
        error, self.error = self.error, None
        if error is None:
            raise RuntimeError("decode_step: a collective failed without saying why")
        raise error

