"""A checked chat Plan on the engine loop, for the protocols that answer chats in their own
shapes (anthropic_api.py, responses_api.py): submit it, then stream its events or wait for
the whole answer, a client that goes away cancelling it, as the OpenAI endpoints do (server.py).
"""
import asyncio

from starlette.responses import Response, StreamingResponse

from engine.serve.engine_loop import QueueFull
from engine.serve.responses import ClientGone, Run


async def submit_plan(server, llm, plan) -> Run:
    """Compile the plan's grammar off the event loop, queue its first prompt's choices and
    return their Run; raises QueueFull when the queue is full."""
    from engine.serve.server import compile_grammar
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
    from engine.serve.server import _watch_disconnect
    watcher = asyncio.create_task(_watch_disconnect(request, run.queue))
    try:
        await run.wait()
    except ClientGone:
        run.cancel()
        return Response(status_code=499)
    finally:
        watcher.cancel()
    server._observe(run)
    return None


__all__ = ["QueueFull", "submit_plan", "stream_response", "wait_run"]
