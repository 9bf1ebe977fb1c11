"""Assistant prefill: a chat that ends with an assistant message is continued, not closed.

    [..., {"role": "user", "content": "Say hi"}, {"role": "assistant", "content": "Whill"}]
    -> "...<|im_start|>user\\nSay hi<|im_end|>\\n<|im_start|>assistant\\nWhill"      (chatml)

as llama-server does by default (`--no-prefill-assistant` turns it off), and as vLLM's
`continue_final_message` / `add_generation_prompt` ask for it. The continuation works with
any chat template, the way llama.cpp builds it: the messages before the last one rendered
without a generation prompt, then the generation prompt (what rendering them *with* one adds:
`<|im_start|>assistant\\n`), then the last message's text as it is, with no end-of-turn.
"""
from engine.serve.openai_api import bad


def read_prefill(data: dict, messages: list, prefill_assistant: bool = True) -> tuple[bool, bool]:
    """(add_generation_prompt, continue_final) of a chat request, by llama-server's rules:
    `continue_final_message` true (or "content") continues the last message; a last assistant
    message is continued anyway when `prefill_assistant`; both that and an
    `add_generation_prompt` true, or two assistant messages at the end, are a 400."""
    add_generation_prompt = data.get("add_generation_prompt", True)
    if not isinstance(add_generation_prompt, bool):
        raise bad("add_generation_prompt", "Invalid type for 'add_generation_prompt': expected a boolean.",
                  "invalid_type")
    given = data.get("continue_final_message")
    if given == "reasoning_content":
        raise bad("continue_final_message", "continue_final_message 'reasoning_content' is not available: this "
                                            "server does not separate reasoning from content.")
    if given is not None and not isinstance(given, (bool, str)):
        raise bad("continue_final_message", "Invalid type for 'continue_final_message': expected a boolean.",
                  "invalid_type")
    continue_final = given is True or given == "content"
    last = messages[-1] if messages else {}
    if not continue_final and prefill_assistant and last.get("role") == "assistant":
        if len(messages) >= 2 and messages[-2].get("role") == "assistant":
            raise bad("messages", "Cannot have 2 or more assistant messages at the end of the list.")
        continue_final, add_generation_prompt = True, False
    if continue_final and add_generation_prompt:
        raise bad("continue_final_message", "Cannot set both add_generation_prompt and continue_final_message "
                                            "to true.")
    if continue_final and last.get("role") != "assistant":
        raise bad("continue_final_message", f"continue_final_message continues the last message, which must be "
                                            f"an assistant message; it is a {last.get('role')!r} message.")
    if continue_final and last.get("tool_calls"):
        raise bad("continue_final_message", "Cannot continue an assistant message that contains tool calls.")
    return add_generation_prompt, continue_final


def render_continued(render, messages: list) -> str:
    """The prompt that continues `messages[-1]`. render(messages, add_generation_prompt) -> str
    is the chat template."""
    head = messages[:-1]
    closed = render(head, False)
    opened = render(head, True)
    common = 0
    while common < min(len(closed), len(opened)) and closed[common] == opened[common]:
        common += 1
    return closed + opened[common:] + messages[-1]["content"]
