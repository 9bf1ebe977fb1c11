"""Chapter 38: the built-in chat templates (engine/tokenizer/builtin_templates.py) a file
without its own gets, written out against each format's known layout; how one is chosen
(the vocab's special tokens, then the architecture); a tokenizer that falls back says so
once it renders and stays quiet once a template is chosen; a file template that does not
compile is reported when used, not when the file loads. External check: where a real file
has a template, the built-in chosen for its vocab renders a conversation as the file's does.
"""
import warnings

import pytest

from conftest import real_model_path
from engine.gguf.reader import GGUFReader
from engine.gguf.tokenizer import tokenizer_from_gguf, tokenizer_to_gguf, train_bpe
from engine.tokenizer.builtin_templates import TEMPLATES, choose, template_source
from engine.tokenizer.chat_template import ChatTemplate, ChatTemplateError

CHAT = [{"role": "system", "content": "You are terse."}, {"role": "user", "content": "Hi"},
        {"role": "assistant", "content": "Hello."}, {"role": "user", "content": "Bye"}]
# each format's layout of CHAT with the generation prompt (BOS "<s>", EOS "</s>"), written
# from the models' documentation; the leading BOS is the tokenizer's, not the template's
RENDERED = {
    "chatml": "<|im_start|>system\nYou are terse.<|im_end|>\n<|im_start|>user\nHi<|im_end|>\n"
              "<|im_start|>assistant\nHello.<|im_end|>\n<|im_start|>user\nBye<|im_end|>\n<|im_start|>assistant\n",
    "llama3": "<|start_header_id|>system<|end_header_id|>\n\nYou are terse.<|eot_id|>"
              "<|start_header_id|>user<|end_header_id|>\n\nHi<|eot_id|>"
              "<|start_header_id|>assistant<|end_header_id|>\n\nHello.<|eot_id|>"
              "<|start_header_id|>user<|end_header_id|>\n\nBye<|eot_id|>"
              "<|start_header_id|>assistant<|end_header_id|>\n\n",
    "llama2": "[INST] <<SYS>>\nYou are terse.\n<</SYS>>\n\nHi [/INST] Hello. </s><s>[INST] Bye [/INST]",
    "mistral": "[INST] You are terse.\n\nHi[/INST] Hello.</s>[INST] Bye[/INST]",
    "gemma": "<start_of_turn>user\nYou are terse.\n\nHi<end_of_turn>\n<start_of_turn>model\nHello.<end_of_turn>\n"
             "<start_of_turn>user\nBye<end_of_turn>\n<start_of_turn>model\n",
    "phi3": "<|system|>\nYou are terse.<|end|>\n<|user|>\nHi<|end|>\n<|assistant|>\nHello.<|end|>\n"
            "<|user|>\nBye<|end|>\n<|assistant|>\n",
    "zephyr": "<|system|>\nYou are terse.</s>\n<|user|>\nHi</s>\n<|assistant|>\nHello.</s>\n"
              "<|user|>\nBye</s>\n<|assistant|>\n",
}


@pytest.mark.parametrize("name", sorted(TEMPLATES))
def test_builtin_template_lays_out_its_format(name):
    template = ChatTemplate(template_source(name), bos_token="<s>", eos_token="</s>", name=name)
    assert template.render(CHAT, add_generation_prompt=True) == RENDERED[name]
    # without the generation prompt: the same turns, nothing after the last one
    without = template.render(CHAT, add_generation_prompt=False)
    assert RENDERED[name].startswith(without) and "Bye" in without


def test_every_builtin_has_its_expected_layout():
    assert set(RENDERED) == set(TEMPLATES)
    with pytest.raises(ValueError, match="no built-in chat template 'vicuna'; known: chatml"):
        template_source("vicuna")


@pytest.mark.parametrize("vocab,architecture,name", [
    ({"<|im_start|>", "<|im_end|>"}, "llama", "chatml"),          # SmolLM2: a llama with ChatML tokens
    ({"<start_of_turn>", "<end_of_turn>"}, None, "gemma"),
    ({"<|start_header_id|>", "<|eot_id|>"}, "llama", "llama3"),
    ({"<|user|>", "<|assistant|>", "<|end|>"}, "phi3", "phi3"),
    ({"<|user|>", "<|assistant|>"}, None, "chatml"),              # no <|end|>: not Phi-3
    ({"[INST]", "[/INST]"}, "llama", "mistral"),
    ({"<s>", "</s>"}, "llama", "llama2"),                        # Llama 2: [INST] is plain text
    ({"<bos>"}, "gemma3", "gemma"),
    ({"<s>"}, "somethingnew", "chatml"),                          # llama.cpp's default
])
def test_choice_by_tokens_then_architecture(vocab, architecture, name):
    assert choose(vocab, architecture)[0] == name


def _tokenizer(template):
    meta = tokenizer_to_gguf(train_bpe(["hello world"], vocab_size=300))
    meta.pop("tokenizer.chat_template")
    if template is not None:
        meta["tokenizer.chat_template"] = template
    return tokenizer_from_gguf(dict(meta, **{"general.architecture": "llama"}))


def test_fallback_warns_until_a_template_is_chosen():
    tok = _tokenizer(None)               # the trained vocab has <|im_start|>: chatml, not llama2
    assert tok.chat_template_is_fallback
    assert tok.chat_template_origin == "the built-in 'chatml' template (the vocab has <|im_start|>)"
    hi = [{"role": "user", "content": "hi"}]
    with pytest.warns(UserWarning, match=r"^tokenizer has no chat template: using the built-in 'chatml'"):
        assert tok.apply_chat_template(hi) == "<|im_start|>user\nhi<|im_end|>\n<|im_start|>assistant\n"
    tok.use_chat_template(template_source("gemma"), "the built-in 'gemma' template")
    with warnings.catch_warnings():
        warnings.simplefilter("error")   # a chosen template renders without a word
        assert tok.apply_chat_template(hi) == "<start_of_turn>user\nhi<end_of_turn>\n<start_of_turn>model\n"
    assert "tokenizer.chat_template" not in tokenizer_to_gguf(tok)   # a built-in is never written


def test_broken_file_template_fails_when_used_and_can_be_replaced():
    tok = _tokenizer("{% for m in messages %}{{ m.content }")
    assert tok.encode("hello", add_special=False)               # the rest of the tokenizer works
    with pytest.raises(ChatTemplateError, match=r"^tokenizer.chat_template does not compile: unexpected '}'"):
        tok.apply_chat_template([{"role": "user", "content": "hi"}])
    with pytest.raises(ChatTemplateError, match=r"^my.jinja does not compile"):
        tok.use_chat_template("{% if %}", "my.jinja")
    tok.use_chat_template(template_source("chatml"), "the built-in 'chatml' template")
    assert tok.apply_chat_template([{"role": "user", "content": "hi"}]).startswith("<|im_start|>user\nhi")


@pytest.mark.parametrize("name", ["smollm2", "qwen25"])
def test_builtin_chosen_for_a_real_vocab_renders_as_its_own_template(name):
    """Both files carry ChatML templates (which add a default system prompt when none is
    given): with a system prompt, the built-in their vocab picks renders the same text."""
    meta = GGUFReader(real_model_path(name)).metadata
    chosen, _ = choose(meta["tokenizer.ggml.tokens"], meta.get("general.architecture"))
    assert chosen == "chatml"
    own = ChatTemplate(meta["tokenizer.chat_template"])
    builtin = ChatTemplate(template_source(chosen))
    for generation in (True, False):
        assert builtin.render(CHAT, generation) == own.render(CHAT, generation)
