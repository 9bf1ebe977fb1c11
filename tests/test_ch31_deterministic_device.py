"""Chapter 31: `run.py serve --deterministic` where its batch-invariant rows come from (the C
library's row kernels on the CPU): "auto" then takes the CPU, and a CUDA device or the Triton
kernels are refused in one line naming the flag, before any weight is read."""
from argparse import Namespace

import pytest
import torch

from engine.cli.options import compute_device
from engine.kernels import backend as backend_module
from engine.kernels.backend import check_batch_invariant
from engine.serve import llm as llm_module


def test_only_the_cpu_and_its_c_kernels_keep_rows_batch_invariant():
    check_batch_invariant("cpu", "c")
    check_batch_invariant("cpu", "auto")
    for device, kernels in (("cuda", "triton"), ("cuda:1", "torch"), ("cpu", "triton")):
        with pytest.raises(ValueError, match="^--deterministic: ") as e:
            check_batch_invariant(device, kernels)
        assert "\n" not in str(e.value)


def test_the_command_line_takes_the_cpu_for_auto_and_refuses_cuda(monkeypatch):
    args = Namespace(device="auto", kernels="auto", deterministic=True)
    asked = []
    real = backend_module.pick_device
    monkeypatch.setattr(backend_module, "pick_device", lambda d: asked.append(d) or real(d))
    assert compute_device(args) == torch.device("cpu") and asked == ["cpu"]
    # as on a machine with a GPU: --device cuda is found, then refused for the flag
    monkeypatch.setattr(backend_module, "pick_device", lambda d: torch.device(d))
    with pytest.raises(ValueError, match="^--deterministic: .*cuda"):
        compute_device(Namespace(device="cuda", kernels="auto", deterministic=True))
    assert compute_device(Namespace(device="cuda", kernels="auto", deterministic=False)) == torch.device("cuda")


def test_llm_loads_a_deterministic_model_on_the_cpu(monkeypatch):
    asked = []

    def stop(device):
        asked.append(device)
        raise RuntimeError("stop before the file")

    monkeypatch.setattr(backend_module, "pick_device", stop)
    for deterministic, want in ((True, "cpu"), (False, "auto")):
        with pytest.raises(RuntimeError, match="stop"):
            llm_module._load_model("absent.gguf", llm_module.LoadOptions(deterministic=deterministic))
        assert asked.pop() == want
