"""Fill-in-the-middle: llama-server's /infill for code models (Qwen2.5-Coder, CodeLlama ...).

An editor sends the code before the cursor (`input_prefix`), after it (`input_suffix`),
other files of the project (`input_extra`: [{"filename", "text"}]) and the start of the
middle already typed (`prompt`); the model writes the middle. The prompt is built from the
file's FIM tokens exactly as llama-server's `format_prompt_infill` builds it (repo-level
pattern, https://arxiv.org/pdf/2409.12186):

    [FIM_REP]myproject\\n [FIM_SEP]filename0\\n extra 0 ... [FIM_SEP]filename\\n
    [BOS] [FIM_PRE] prefix [FIM_SUF] suffix [FIM_MID] prompt

with the prefix and suffix cut to fit a batch (3:1) and the extra files to what the context
has left. The FIM token ids come from the file's metadata (`tokenizer.ggml.fim_pre_token_id`
...), else from the token texts llama.cpp recognises (Qwen's `<|fim_prefix|>` ...). The
answer is a llama-server completion (its /completion's fields), streamed or whole.
"""
from engine.serve.llama_api import LlamaApi, error_body  # noqa: F401 (error_body: its errors are /completion's)
from engine.serve.openai_api import ApiError, Body, bad

# role -> (metadata keys, in the order llama.cpp reads them: a later one present wins;
#          the token texts llama.cpp takes for that role when no key names one)
FIM_ROLES = {
    "pre": (("tokenizer.ggml.fim_pre_token_id", "tokenizer.ggml.prefix_token_id"),
            ("<|fim_prefix|>", "<fim-prefix>", "<fim_prefix>", "<｜fim▁begin｜>", "<PRE>", "▁<PRE>",
             "<|code_prefix|>", "<|prefix|>")),
    "suf": (("tokenizer.ggml.fim_suf_token_id", "tokenizer.ggml.suffix_token_id"),
            ("<|fim_suffix|>", "<fim-suffix>", "<fim_suffix>", "<｜fim▁hole｜>", "<SUF>", "▁<SUF>",
             "<|code_suffix|>", "<|suffix|>")),
    "mid": (("tokenizer.ggml.fim_mid_token_id", "tokenizer.ggml.middle_token_id"),
            ("<|fim_middle|>", "<fim-middle>", "<fim_middle>", "<｜fim▁end｜>", "<MID>", "▁<MID>",
             "<|code_middle|>", "<|middle|>")),
    "rep": (("tokenizer.ggml.fim_rep_token_id",),
            ("<|fim_repo|>", "<|repo_name|>", "<fim-repo>", "<REPO>", "<reponame>")),
    "sep": (("tokenizer.ggml.fim_sep_token_id",), ("<|file_sep|>",)),
}
REQUIRED = {"pre": "prefix", "suf": "suffix", "mid": "middle"}
# llama-server's separator between extra chunks when the vocabulary has no file separator
CHUNK_SEPARATOR = "\n\n--- snippet ---\n\n"
PROJECT = "myproject\n"          # llama-server's fixed repository name
CURRENT_FILE = "filename\n"      # and the current file's


def fim_tokens(metadata: dict, tokenizer) -> dict:
    """role (pre, suf, mid, rep, sep) -> token id, or None where the file has none."""
    out = {}
    for role, (keys, texts) in FIM_ROLES.items():
        found = None
        for key in keys:
            value = metadata.get(key)
            if isinstance(value, int) and 0 <= value < tokenizer.vocab_size:
                found = value
        if found is None:
            found = next((tokenizer.vocab[t] for t in texts if t in tokenizer.vocab), None)
        out[role] = found
    return out


def missing_fim(fim: dict) -> str | None:
    """What a file without FIM tokens lacks, in llama-server's words, or None."""
    gone = [f"{REQUIRED[r]} token is missing ({FIM_ROLES[r][0][0]})" for r in REQUIRED if fim.get(r) is None]
    return "; ".join(gone) or None


def tokenize_mixed(tokenizer, value) -> list:
    """llama-server's tokenize_mixed without special tokens: a string, or an array of strings
    and token ids, as ids (text is never parsed for special tokens here)."""
    if isinstance(value, str):
        return tokenizer.encode(value, add_special=False, parse_special=False)
    ids = []
    for piece in value:
        ids += tokenizer.encode(piece, add_special=False) if isinstance(piece, str) else [int(piece)]
    return ids


def format_infill(tokenizer, fim: dict, prefix, suffix, extra: list, prompt_ids: list, n_batch: int,
                  n_predict: int, n_ctx: int, spm_infill: bool = False) -> list:
    """The prompt's token ids, as llama-server's format_prompt_infill makes them.

    prefix, suffix: text (or arrays of text and ids); extra: [{"text", "filename"}];
    prompt_ids: the middle's start, already tokens; n_batch, n_predict, n_ctx: the server's
    batch size, default answer length (-1: none) and slot context, which bound each part;
    spm_infill: suffix before prefix (llama-server's --spm-infill)."""
    def encode(text):
        return tokenizer.encode(text, add_special=False, parse_special=False)

    tokens_prefix = tokenize_mixed(tokenizer, prefix)
    tokens_suffix = tokenize_mixed(tokenizer, suffix)
    extra_tokens = []
    if fim.get("rep") is not None:
        extra_tokens += [fim["rep"]] + encode(PROJECT)
    for chunk in extra:
        if fim.get("sep") is not None:
            extra_tokens += [fim["sep"]] + encode(chunk.get("filename", "tmp") + "\n")
        else:
            extra_tokens += encode(CHUNK_SEPARATOR)
        extra_tokens += encode(chunk.get("text", ""))
    if fim.get("sep") is not None:
        extra_tokens += [fim["sep"]] + encode(CURRENT_FILE)

    # the prefix and suffix fit one batch (3:1); the extra chunks fill what the context has left
    n_prefix_take = min(len(tokens_prefix), 3 * (n_batch // 4))
    n_suffix_take = min(len(tokens_suffix), max(0, n_batch // 4 - (2 + len(prompt_ids))))
    n_extra_take = min(max(0, n_ctx - n_batch - 2 * n_predict), len(extra_tokens))

    tokens_prefix = [fim["pre"]] + tokens_prefix[len(tokens_prefix) - n_prefix_take:] + list(prompt_ids)
    tokens_suffix = [fim["suf"]] + tokens_suffix[:n_suffix_take]
    first, second = (tokens_suffix, tokens_prefix) if spm_infill else (tokens_prefix, tokens_suffix)
    if tokenizer.add_bos and tokenizer.bos_id is not None:
        first = [tokenizer.bos_id] + first
    head = extra_tokens[len(extra_tokens) - n_extra_take:]
    return head + first + second + [fim["mid"]]


def read_infill(body: Body, tokenizer) -> tuple:
    """(input_prefix, input_suffix, input_extra, prompt ids) of an /infill body, checked as
    llama-server checks them."""
    prompt = body.data.get("prompt", "")
    if not isinstance(prompt, str):
        raise bad("prompt", "\"prompt\" must be a string", "invalid_type")
    parts = []
    for name in ("input_prefix", "input_suffix"):
        if name not in body.data:
            raise bad(name, f"\"{name}\" is required", "missing_required_parameter")
        value = body.data[name]
        if not (isinstance(value, str) or (isinstance(value, list) and all(
                isinstance(v, str) or (isinstance(v, int) and not isinstance(v, bool)) for v in value))):
            raise bad(name, f"\"{name}\" must be a string (or an array of strings and token ids)", "invalid_type")
        if isinstance(value, list) and any(isinstance(v, int) and not 0 <= v < tokenizer.vocab_size for v in value):
            raise bad(name, f"\"{name}\" holds a token id outside the vocabulary [0, {tokenizer.vocab_size}).")
        parts.append(value)
    extra = body.data.get("input_extra", [])
    if not isinstance(extra, list):
        raise bad("input_extra", "\"input_extra\" must be an array of {\"filename\": string, \"text\": string}",
                  "invalid_type")
    for k, chunk in enumerate(extra):
        if not isinstance(chunk, dict) or not isinstance(chunk.get("text"), str):
            raise bad(f"input_extra[{k}]", "extra_context chunk must contain a \"text\" field with a string value")
        if "filename" in chunk and not isinstance(chunk["filename"], str):
            raise bad(f"input_extra[{k}]", "extra_context chunk's \"filename\" field must be a string")
    prompt_ids = tokenizer.encode(prompt, add_special=False, parse_special=True) if prompt else []
    return parts[0], parts[1], extra, prompt_ids


def infill_prompt(data, llm) -> list:
    """An /infill body -> the prompt's token ids for `llm`, bounded by the server's
    --batch-size, -n and slot context as llama-server's by its own; a 400 naming the metadata
    when the file has no FIM tokens (llama-server answers 501 there)."""
    fim = fim_tokens(llm.metadata, llm.tokenizer)
    missing = missing_fim(fim)
    if missing:
        raise ApiError(400, f"Infill is not supported by this model ({llm.name}): {missing}.", None,
                       "not_supported")
    prefix, suffix, extra, prompt_ids = read_infill(Body(data), llm.tokenizer)
    return format_infill(llm.tokenizer, fim, prefix, suffix, extra, prompt_ids, llm.options.batch_size,
                         llm.defaults.n_predict, llm.ctx_size)


def completion_body(data, llm) -> dict:
    """An /infill body as the /completion body llama-server runs it as: the same fields, its
    `prompt` the infill prompt's token ids."""
    return {**data, "prompt": infill_prompt(data, llm)}


def routes(server):
    """POST /infill on `server` (server.py's Server): llama_api.py's /completion, whose answer
    and errors it shares, with the body rewritten by `completion_body`."""
    from starlette.routing import Route
    api = LlamaApi(server)

    async def infill(request):
        return await api.completion(request, prepare=completion_body)
    return [Route("/infill", infill, methods=["POST"])]


__all__ = ["FIM_ROLES", "completion_body", "error_body", "fim_tokens", "format_infill", "infill_prompt",
           "missing_fim", "read_infill", "routes"]
