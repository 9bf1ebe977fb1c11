"""A checked Plan on the engine loop for an HTTP request: its grammar compiled, its prompts
submitted, then its events streamed or the whole answer awaited, a client that goes away
cancelling it. server.py's OpenAI endpoints and llama_api.py use the pieces; the protocols
that answer chats in their own shapes (anthropic_api.py, responses_api.py) the whole.
"""
import asyncio

from starlette.responses import Response, StreamingResponse

from engine.serve.engine_loop import QueueFull
from engine.serve.grammar import GrammarError
from engine.serve.openai_api import ApiError
from engine.serve.responses import ClientGone, Run


async def compile_grammar(llm, spec):
    """The plan's grammar compiled off the event loop; a grammar that fails is a 400."""
    if spec is None:
        return None
    param, kind, source = spec
    compilers = {"json_object": lambda g: g.json_object(), "json_schema": lambda g: g.json_schema(source),
                 "gbnf": lambda g: g.gbnf(source), "lark": lambda g: g.lark(source)}
    try:
        return await asyncio.to_thread(compilers[kind], llm.grammars)
    except GrammarError as e:
        raise ApiError(400, f"Invalid '{param}': {e}", param, "invalid_grammar") from None


async def watch_disconnect(request, queue):
    """Put (None, None) on `queue` when the client of a non-streamed request disconnects."""
    while True:
        message = await request.receive()
        if message["type"] == "http.disconnect":
            queue.put_nowait((None, None))
            return


async def submit_plan(server, llm, plan) -> Run:
    """Compile the plan's grammar off the event loop, queue its first prompt's choices and
    return their Run; raises QueueFull when the queue is full."""
    grammar = await compile_grammar(llm, plan.grammar)
    for p in plan.params[0]:
        p.grammar = grammar
    queue = asyncio.Queue()
    jobs = server.loop.submit(plan.prompts[:1] * len(plan.params[0]), plan.params[0], queue)
    return Run(llm, plan, jobs, queue, "chat")


def stream_response(server, run: Run, events) -> StreamingResponse:
    """The SSE response of `events` (an async generator of strings); the run is cancelled
    if the client leaves before its end."""
    return StreamingResponse(server._stream(run, events), media_type="text/event-stream",
                             headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})


async def wait_run(server, request, run: Run) -> Response | None:
    """Wait for the whole answer; returns None once it is there, or the 499 to send when the
    client went away first (the run is then cancelled)."""
    watcher = asyncio.create_task(watch_disconnect(request, run.queue))
    try:
        await run.wait()
    except ClientGone:
        run.cancel()
        return Response(status_code=499)
    finally:
        watcher.cancel()
    server._observe(run)
    return None


__all__ = ["QueueFull", "compile_grammar", "stream_response", "submit_plan", "wait_run", "watch_disconnect"]
