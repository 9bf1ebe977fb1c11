"""Built-in chat templates: the turn layout a model was trained on, for a file that carries
no `tokenizer.chat_template` (or for `--chat-template NAME`).

llama.cpp keeps such a table (src/llama-chat.cpp) and chooses from it by the model's special
tokens. Here each format is written as a Jinja template, so it renders in the same sandbox
and through the same code as a file's own (chat_template.py). None of them writes the
leading BOS: the tokenizer adds it when it encodes the prompt (`add_special`), and a second
one would change the model's answer. Later BOS/EOS markers (Llama 2's `</s><s>` between
turns) are written with `bos_token` / `eos_token`, which the renderer passes in.

`choose(vocab, architecture)` picks one: first by a special token only one format uses
(`<|im_start|>` -> chatml, ...), then by `general.architecture`, else chatml, llama.cpp's
default.
"""

TEMPLATES = {
    # Qwen, SmolLM, many fine-tunes: <|im_start|>role\ncontent<|im_end|>\n
    "chatml": (
        "{% for message in messages %}"
        "{{ '<|im_start|>' + message['role'] + '\n' + message['content'] + '<|im_end|>\n' }}"
        "{% endfor %}"
        "{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}{% endif %}"),
    # Llama 3.x: a header per turn, <|eot_id|> after each
    "llama3": (
        "{% for message in messages %}"
        "{{ '<|start_header_id|>' + message['role'] + '<|end_header_id|>\n\n' + message['content'] | trim"
        " + '<|eot_id|>' }}"
        "{% endfor %}"
        "{% if add_generation_prompt %}{{ '<|start_header_id|>assistant<|end_header_id|>\n\n' }}{% endif %}"),
    # Llama 2 chat: [INST] around each user turn, the system prompt inside the first one in
    # <<SYS>> markers, each answer closed by </s> and the next exchange opened by <s>
    "llama2": (
        "{% set ns = namespace(system='', later=false) %}"
        "{% for message in messages %}"
        "{% if message['role'] == 'system' %}"
        "{% set ns.system = '<<SYS>>\n' + message['content'] | trim + '\n<</SYS>>\n\n' %}"
        "{% elif message['role'] == 'user' %}"
        "{% if ns.later %}{{ bos_token }}{% endif %}"
        "{{ '[INST] ' + ns.system + message['content'] | trim + ' [/INST]' }}"
        "{% set ns.system = '' %}{% set ns.later = true %}"
        "{% else %}"
        "{{ ' ' + message['content'] | trim + ' ' + eos_token }}"
        "{% endif %}"
        "{% endfor %}"),
    # Mistral (v0.3 style): [INST] ...[/INST] answer</s>, the system prompt before the first
    # user message
    "mistral": (
        "{% set ns = namespace(system='') %}"
        "{% for message in messages %}"
        "{% if message['role'] == 'system' %}"
        "{% set ns.system = message['content'] | trim + '\n\n' %}"
        "{% elif message['role'] == 'user' %}"
        "{{ '[INST] ' + ns.system + message['content'] | trim + '[/INST]' }}"
        "{% set ns.system = '' %}"
        "{% else %}"
        "{{ ' ' + message['content'] | trim + eos_token }}"
        "{% endif %}"
        "{% endfor %}"),
    # Gemma 1-3: user and model turns only; a system prompt opens the first user turn
    "gemma": (
        "{% set ns = namespace(system='') %}"
        "{% for message in messages %}"
        "{% if message['role'] == 'system' %}"
        "{% set ns.system = message['content'] | trim + '\n\n' %}"
        "{% else %}"
        "{{ '<start_of_turn>' + ('model' if message['role'] == 'assistant' else message['role']) + '\n'"
        " + ns.system + message['content'] | trim + '<end_of_turn>\n' }}"
        "{% set ns.system = '' %}"
        "{% endif %}"
        "{% endfor %}"
        "{% if add_generation_prompt %}{{ '<start_of_turn>model\n' }}{% endif %}"),
    # Phi-3: <|role|>\ncontent<|end|>\n
    "phi3": (
        "{% for message in messages %}"
        "{{ '<|' + message['role'] + '|>\n' + message['content'] + '<|end|>\n' }}"
        "{% endfor %}"
        "{% if add_generation_prompt %}{{ '<|assistant|>\n' }}{% endif %}"),
    # Zephyr: as Phi-3, each turn closed by the EOS token
    "zephyr": (
        "{% for message in messages %}"
        "{{ '<|' + message['role'] + '|>\n' + message['content'] + eos_token + '\n' }}"
        "{% endfor %}"
        "{% if add_generation_prompt %}{{ '<|assistant|>\n' }}{% endif %}"),
}

# token texts that only one format uses -> that format; tried in order, all texts must be
# in the vocab (Phi-3 and Zephyr share <|assistant|>; only Phi-3 has <|end|>)
BY_TOKENS = (
    (("<|im_start|>",), "chatml"),
    (("<start_of_turn>",), "gemma"),
    (("<|start_header_id|>",), "llama3"),
    (("<|assistant|>", "<|end|>"), "phi3"),
    (("[INST]",), "mistral"),
)
# general.architecture -> format, for vocabularies without such tokens (Llama 2's SentencePiece
# vocab writes [INST] as plain text)
BY_ARCHITECTURE = {
    "llama": "llama2",
    "gemma": "gemma", "gemma2": "gemma", "gemma3": "gemma",
    "phi3": "phi3",
    "qwen2": "chatml", "qwen2moe": "chatml", "qwen3": "chatml", "qwen3moe": "chatml",
}
DEFAULT = "chatml"


def template_source(name: str) -> str:
    """The Jinja source of the built-in template `name` (ValueError names the known ones)."""
    if name not in TEMPLATES:
        raise ValueError(f"no built-in chat template {name!r}; known: {', '.join(TEMPLATES)}")
    return TEMPLATES[name]


def choose(vocab, architecture: str | None = None) -> tuple[str, str]:
    """(name, why) of the built-in template for a model: `vocab` is anything that answers
    `text in vocab` (the token texts), `architecture` its `general.architecture`."""
    for texts, name in BY_TOKENS:
        if all(t in vocab for t in texts):
            return name, f"the vocab has {' and '.join(texts)}"
    if architecture in BY_ARCHITECTURE:
        return BY_ARCHITECTURE[architecture], f"architecture {architecture!r}"
    return DEFAULT, "llama.cpp's default"
