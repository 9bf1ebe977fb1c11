"""Chapter 31: batch-invariant answers (`run.py serve --deterministic`).

A request's greedy answer should not depend on what else the server is doing. By default
it can: prompts batched together take the tiled GEMM (and AMX) where one alone takes the
row kernels or the fused step, and those sum in different orders, so logits differ in the
last bits and a near tie flips a token. In batch-invariant mode every row goes through the
same kernels whatever the batch, so the answers are equal token for token. Checked on the
three real files: 8 prompts served one, four and eight at a time (each kernel copy's rows:
test_ch40_q8_kernels.py, test_batch_invariant_rows_are_the_row_alone).
"""
import pytest

cpu = pytest.importorskip("engine.kernels.cpu")

from conftest import real_model_path  # noqa: E402

PROMPTS = ["The capital of France is", "def fibonacci(n):", "Once upon a time, in a small village,",
           "The three laws of thermodynamics are", "import numpy as np\n\n# compute the mean of",
           "My favourite recipe for pancakes:", "In 1969, the first humans", "SELECT name, COUNT(*) FROM"]


@pytest.fixture
def invariant():
    """Batch-invariant mode for one test (it is process-wide), off again after it."""
    cpu.require_library()
    cpu.set_batch_invariant(True)
    yield
    cpu.set_batch_invariant(False)


def test_the_mode_is_off_by_default_and_switches():
    cpu.require_library()
    assert not cpu.batch_invariant()
    cpu.set_batch_invariant(True)
    try:
        assert cpu.batch_invariant()
    finally:
        cpu.set_batch_invariant(False)
    assert not cpu.batch_invariant()


@pytest.mark.parametrize("model", ["smollm2", "qwen25", "gemma3"])
def test_answers_do_not_depend_on_the_batch(model, invariant):
    """8 prompts, greedy, served 1, 4 and 8 at a time through the server's engine with
    --deterministic's settings: the same tokens every time."""
    path = real_model_path(model)
    from engine.serve.engine import Engine
    from engine.serve.llm import LLM
    from engine.serve.request import SamplingParams
    llm = LLM.load(path, deterministic=True, parallel=8, ctx_size=256)
    assert llm.engine.max_prefill_tokens is None and not llm.engine.prompt_cache
    prompts = [llm.tokenizer.encode(t) for t in PROMPTS]
    params = SamplingParams(max_tokens=10)
    answers = {}
    for n in (1, 4, 8):
        engine = Engine(llm.engine.model, n_slots=n, max_len=256, eos_ids=llm.tokenizer.eos_ids,
                        prompt_cache=False)
        answers[n] = [r.output for i in range(0, len(prompts), n)
                      for r in engine.generate(prompts[i:i + n], params)]
    assert answers[4] == answers[1], f"{model}: 4 at a time differs from alone"
    assert answers[8] == answers[1], f"{model}: 8 at a time differs from alone"


def test_a_batched_prefill_gives_each_prompt_its_logits_alone(invariant):
    """The prompts' last logits from one batched prefill (right-padded rows of 11, 6, 10
    and 8 tokens) equal each prompt's prefilled alone, bit for bit: greedy tokens agree
    unless a near tie flips, the logits always. A padded batch's attention needs a mask,
    which the backend's causal kernel does not take, so each prompt goes alone."""
    path = real_model_path("smollm2")
    import torch
    from engine.serve.engine import Engine
    from engine.serve.llm import LLM
    from engine.serve.request import Request, SamplingParams
    llm = LLM.load(path, deterministic=True, parallel=4, ctx_size=64)
    prompts = [llm.tokenizer.encode(t) for t in PROMPTS[4:]]

    def prefill(batch):
        engine = Engine(llm.engine.model, n_slots=4, max_len=64, prompt_cache=False)
        requests = [Request(i, p, SamplingParams(max_tokens=1), frozenset()) for i, p in enumerate(batch)]
        for slot, r in enumerate(requests):
            r.slot = slot
        logits, _ = engine._forward([(r, r.prompt) for r in requests])
        return logits

    together = prefill(prompts)
    for row, p in enumerate(prompts):
        assert torch.equal(together[row], prefill([p])[0]), f"prompt {row} batched differs from alone"
