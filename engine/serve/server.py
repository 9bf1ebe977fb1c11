"""An OpenAI-compatible HTTP server over the engine core (`python run.py serve`, engine/cli/serve.py).

A Starlette app under uvicorn. The model loads on a thread while the server already
answers (`/health` is 503 "Loading model" until it is ready); then one engine loop
(engine_loop.py) runs every request: HTTP requests join and leave between engine steps,
`--parallel` of them decode together, the rest queue (503 past `--max-queue`).

Endpoints (OpenAI's and llama-server's names): POST /v1/chat/completions,
/v1/completions, /tokenize, /detokenize, /apply-template; GET /v1/models, /health,
/metrics, /props, /slots; and those of protocols.py: llama-server's own /completion (and
/completions, llama_api.py) and /infill (infill.py), /v1/embeddings and /embedding
(embeddings.py), Anthropic's /v1/messages (anthropic_api.py), OpenAI's /v1/responses
(responses_api.py). Errors are OpenAI's JSON (each protocol's own on its endpoints); a
client that disconnects cancels its request; SIGTERM or Ctrl-C stops the server cleanly.
CORS is llama-server's (cors.py): preflights are answered before the API-key check. Each
request is one log line at the info level (the health checks and /metrics at debug).
"""

import asyncio
import os
import contextlib
import dataclasses
import hmac
import logging
import signal
import threading
import time

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from engine.serve import protocols
from engine.serve.chat import plan_chat, template_messages
from engine.serve.cors import Cors
from engine.serve.defaults import MAX_QUEUE
from engine.serve.engine_loop import EngineLoop, QueueFull
from engine.serve.listen import bind, needs_sockets, split_hosts
from engine.serve.llm import LLM
from engine.serve.prefill import read_prefill
from engine.serve.request import TemplateRefused
from engine.serve.metrics import CONTENT_TYPE, Metrics
from engine.serve.openai_api import ApiError, Body, bad, plan_completion, read_json
from engine.serve.responses import ClientGone, Run
from engine.serve.run_plan import compile_grammar, watch_disconnect

log = logging.getLogger("engine.serve")
PUBLIC = {"/health", "/v1/health"}          # answered without an API key
MAX_BODY = 32 * 2**20                        # bytes of a request body


class Server:
    """The app's state and handlers. source: a loaded LLM (`serve` runs its engine on the
    calling thread, `handover` hands it the event loop), or a callable that loads one (run
    on a thread, which then runs the engine, while /health answers 503)."""

    def __init__(self, source, api_key: str | None = None, max_queue: int = MAX_QUEUE, cors: Cors | None = None,
                 slots: bool = True):
        self.source, self.api_key, self.max_queue = source, api_key or None, max_queue
        self.cors, self.slots_endpoint = cors or Cors(), slots
        self.llm: LLM | None = None
        self.loop: EngineLoop | None = None
        self.error: BaseException | None = None
        self.closing = False                 # uvicorn is shutting down
        self.on_fatal = None                 # called when loading or the engine check fails
        self.handover = threading.Event() if isinstance(source, LLM) else None
        self.aloop = None                    # uvicorn's event loop, once it runs (handover)
        self.metrics = Metrics(self)
        self.app = Starlette(routes=self._routes(), lifespan=self._lifespan, exception_handlers={
            ApiError: _api_error, HTTPException: _http_error, Exception: _server_error})
        self.app.add_middleware(_Gate, server=self)

    @property
    def ready_now(self) -> bool:
        return self.loop is not None and self.error is None

    def _routes(self):
        post = [("/v1/chat/completions", self.chat), ("/chat/completions", self.chat),
                ("/v1/completions", self.completions),
                ("/tokenize", self.tokenize), ("/detokenize", self.detokenize),
                ("/apply-template", self.apply_template)]
        get = [("/health", self.health), ("/v1/health", self.health), ("/v1/models", self.models),
               ("/models", self.models), ("/metrics", self.metrics_text), ("/props", self.props),
               ("/slots", self.slots)]
        return ([Route(p, h, methods=["POST"]) for p, h in post] +
                [Route(p, h, methods=["GET"]) for p, h in get] + protocols.routes(self))

    # ------------------------------------------------------------------ lifecycle

    @contextlib.asynccontextmanager
    async def _lifespan(self, app):
        aloop = asyncio.get_running_loop()
        if self.handover is not None:         # serve() runs the engine on its own thread
            self.aloop = aloop
            self.handover.set()
        else:
            threading.Thread(target=self._load, args=(aloop,), name="engine-loop", daemon=True).start()
        yield
        self.closing = True
        if self.loop is not None:
            await asyncio.to_thread(self.loop.stop)

    def _load(self, aloop):
        """The loader thread: load, check, then run the engine loop on this same thread, so
        that one thread (and one OpenMP pool) does all the model's work (engine_loop.py).
        A server stopped while this loads (Ctrl-C) is left alone: nothing is served."""
        try:
            llm = self.source()
            if self.closing:
                return
            loop = self._start(llm)
        except BaseException as e:          # reported by the command, which then exits
            if self.closing:
                return
            self.error = e
            log.error("the model could not be served: %s", e)
            if self.on_fatal is not None:
                self.on_fatal()
            return
        if not self.closing:
            loop.run(aloop)

    def _start(self, llm: LLM) -> EngineLoop:
        """Check the engine and make its loop, which the calling thread then runs."""
        check_engine(llm)
        loop = EngineLoop(llm.engine, self.max_queue)
        self.llm, self.loop = llm, loop
        log.info("serving %s: %d slots of %d tokens", llm.name, llm.engine.n_slots, llm.ctx_size)
        return loop

    def ready(self) -> LLM:
        if self.error is not None:
            raise ApiError(500, f"the model could not be served: {self.error}", None, "server_error")
        if self.loop is None:
            raise ApiError(503, "Loading model", None, "model_loading")
        return self.llm

    # ------------------------------------------------------------------ completions

    async def chat(self, request):
        llm = self.ready()
        plan = plan_chat(await read_json(request), llm)
        return await self._answer(request, llm, plan, "chat")

    async def completions(self, request):
        llm = self.ready()
        data = await read_json(request)
        plan = plan_completion(data, llm)
        prompt = data.get("prompt")
        texts = ([prompt] if isinstance(prompt, str) else prompt if all(isinstance(p, str) for p in prompt)
                 else [llm.tokenizer.decode(ids) for ids in plan.prompts])
        return await self._answer(request, llm, plan, "completion", texts)

    async def _answer(self, request, llm, plan, kind, texts=None):
        grammar = await compile_grammar(llm, plan.grammar)
        prompts = [ids for ids, choices in zip(plan.prompts, plan.params) for _ in choices]
        params = [dataclasses.replace(p, grammar=grammar) for choices in plan.params for p in choices]
        prompt_lps = None
        if kind == "completion" and plan.echo and plan.logprobs is not None:
            prompt_lps = [await self.loop.call(lambda ids=ids, p=choices[0]: llm.prompt_logprobs(
                ids, plan.logprobs, lora=p.lora)) for ids, choices in zip(plan.prompts, plan.params)]
        queue = asyncio.Queue()
        try:
            jobs = self.loop.submit(prompts, params, queue)
        except QueueFull as e:
            raise ApiError(503, f"The server is busy: {e}. Retry later.", None, "queue_full") from None
        run = Run(llm, plan, jobs, queue, kind)
        if plan.stream:
            chunks = run.chat_chunks() if kind == "chat" else run.completion_chunks(texts)
            return StreamingResponse(self._stream(run, chunks), media_type="text/event-stream",
                                     headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})
        watcher = asyncio.create_task(watch_disconnect(request, queue))
        try:
            await run.wait()
        except ClientGone:
            run.cancel()
            return Response(status_code=499)          # nobody is listening any more
        finally:
            watcher.cancel()
        self._observe(run)
        failure = run.failure()
        if failure:
            raise ApiError(500, failure, None, "generation_failed")
        return JSONResponse(run.chat_response() if kind == "chat" else run.completion_response(texts, prompt_lps))

    async def _stream(self, run, chunks):
        try:
            async for event in chunks:
                yield event
        finally:                            # the client went away (or the stream ended)
            if not run.finished:
                run.cancel()
            else:
                self._observe(run)

    def _observe(self, run):
        job = run.jobs[0]
        if job.first_token is not None:
            self.metrics.ttft.observe(job.first_token - job.submitted)
        if job.done is not None:
            self.metrics.latency.observe(job.done - job.submitted)

    # ------------------------------------------------------------------ the rest

    async def health(self, request):
        if self.error is not None:
            return JSONResponse({"error": {"code": 500, "message": f"the model could not be served: {self.error}",
                                           "type": "server_error"}}, 500)
        if self.loop is None:
            return JSONResponse({"error": {"code": 503, "message": "Loading model", "type": "unavailable_error"}},
                                503)
        return JSONResponse({"status": "ok"})

    async def models(self, request):
        llm = self.ready()
        meta = {"n_ctx": llm.ctx_size, "n_vocab": llm.vocab_size, "n_slots": llm.engine.n_slots,
                "size": os.path.getsize(llm.path) if os.path.isfile(llm.path) else None}
        return JSONResponse({"object": "list", "data": [
            {"id": llm.name, "object": "model", "created": llm.created, "owned_by": "engine", "meta": meta}]})

    async def metrics_text(self, request):
        return Response(self.metrics.render(), media_type=CONTENT_TYPE)

    async def props(self, request):
        llm = self.ready()
        return JSONResponse({"model_path": llm.path, "model_alias": llm.name, "total_slots": llm.engine.n_slots,
                             "n_ctx": llm.ctx_size, "chat_template": llm.tokenizer.template.source,
                             "default_generation_settings": {**llm.defaults.sampling(), "n_ctx": llm.ctx_size}})

    async def slots(self, request):
        if not self.slots_endpoint:              # run.py serve --no-slots, as llama-server answers it
            return JSONResponse({"error": {"code": 501, "message": "This server does not support slots endpoint.",
                                           "type": "not_supported_error"}}, 501)
        llm = self.ready()
        engine = llm.engine
        busy = {r.slot: r for r in list(engine.running)}
        return JSONResponse([{"id": s, "n_ctx": llm.ctx_size, "is_processing": s in busy,
                              "n_cached": len(engine.slot_tokens[s]) if s not in busy else None}
                             for s in range(engine.n_slots)])

    async def tokenize(self, request):
        llm = self.ready()
        body = Body(await read_json(request))
        content = body.string("content")
        if content is None:
            raise bad("content", "Missing required parameter: 'content'.", "missing_required_parameter")
        ids = llm.tokenizer.encode(content, add_special=body.boolean("add_special", False),
                                   parse_special=body.boolean("parse_special", True))
        if not body.boolean("with_pieces", False):
            return JSONResponse({"tokens": ids})
        pieces = []
        for t in ids:
            data = llm.tokenizer.token_bytes(t, special=True)
            try:
                piece = data.decode("utf-8")
            except UnicodeDecodeError:
                piece = list(data)
            pieces.append({"id": t, "piece": piece})
        return JSONResponse({"tokens": pieces})

    async def detokenize(self, request):
        llm = self.ready()
        body = Body(await read_json(request))
        ids = body.get("tokens", (list,), "an array of token ids")
        if ids is None:
            raise bad("tokens", "Missing required parameter: 'tokens'.", "missing_required_parameter")
        if not all(isinstance(t, int) and not isinstance(t, bool) and 0 <= t < llm.tokenizer.vocab_size for t in ids):
            raise bad("tokens", f"Invalid value for 'tokens': expected token ids in [0, {llm.tokenizer.vocab_size}).")
        return JSONResponse({"content": llm.tokenizer.decode(ids, special=True)})   # as llama-server

    async def apply_template(self, request):
        llm = self.ready()
        body = Body(await read_json(request))
        messages = template_messages(body.data.get("messages"))
        tools = body.data.get("tools")
        add_generation_prompt, continue_final = read_prefill(body.data, messages, llm.defaults.prefill_assistant)
        try:
            return JSONResponse({"prompt": llm.render_chat(messages, tools if isinstance(tools, list) else None,
                                                           add_generation_prompt, continue_final)})
        except TemplateRefused as e:
            raise bad("messages", f"The chat template could not render these messages: {e}") from None


def check_engine(llm: LLM) -> None:
    """Before serving: `llm.check()` (the engine's step and the reference sampler, so an
    unwritten exercise stops the server here, naming itself, instead of failing every
    request), then the grammar vocabulary built once."""
    llm.check()
    try:
        llm.grammars.llg_tokenizer            # the grammar vocabulary, so no request waits for it
    except ImportError as e:
        log.warning("structured output is unavailable (%s)", e)


async def _api_error(request, e: ApiError):
    return JSONResponse(e.body(), e.status)


async def _http_error(request, e: HTTPException):
    return JSONResponse(ApiError(e.status_code, f"{e.detail}: {request.method} {request.url.path}").body(),
                        e.status_code)


async def _server_error(request, e: Exception):
    log.exception("request failed")
    return JSONResponse(ApiError(500, f"{type(e).__name__}: {e}", None, "server_error").body(), 500)


class _Gate:
    """ASGI middleware: CORS (preflights answered here, before the key is asked for; cors.py),
    the API key, the body size limit, and per-endpoint request counts."""

    def __init__(self, app, server: Server):
        self.app, self.server = app, server
        self.known = {r.path for r in server.app.routes}

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        path = scope["path"]
        endpoint = path if path in self.known else "other"
        status, start = [500], time.perf_counter()

        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
        preflight = scope["method"] == "OPTIONS"
        cors = [(k.encode("latin-1"), v.encode("latin-1"))
                for k, v in self.server.cors.response_headers(headers.get("origin"), preflight)]

        async def counted(message):
            if message["type"] == "http.response.start":
                status[0] = message["status"]
                message = {**message, "headers": [*message.get("headers", []), *cors]}
            await send(message)
        try:
            if preflight:                  # browsers send no API key with a preflight
                return await Response("", media_type="text/html")(scope, receive, counted)
            error = self._refuse(path, headers)
            if error is not None:
                return await JSONResponse(protocols.error_body(path, error), error.status)(scope, receive, counted)
            await self.app(scope, receive, counted)
        finally:
            self.server.metrics.requests.labels(endpoint, str(status[0])).inc()
            log_request(scope, status[0], time.perf_counter() - start)

    def _refuse(self, path, headers) -> ApiError | None:
        key = self.server.api_key
        if key and path not in PUBLIC:
            given = headers.get("authorization", "")
            given = given[7:].strip() if given.lower().startswith("bearer ") else headers.get("x-api-key", "")
            if not given or not hmac.compare_digest(given.encode(), key.encode()):
                return ApiError(401, "Invalid API key: send it as 'Authorization: Bearer <key>'." if given else
                                "Missing API key: send it as 'Authorization: Bearer <key>'.", None, "invalid_api_key")
        length = headers.get("content-length")
        if length and length.isdigit() and int(length) > MAX_BODY:
            return ApiError(413, f"The request body is {length} bytes; the limit is {MAX_BODY}.", None,
                            "request_too_large")
        return None


QUIET = {"/health", "/v1/health", "/metrics"}     # polled: logged at debug level only


def log_request(scope, status: int, seconds: float) -> None:
    """One line per request at the info level (the default), as llama-server logs them:
    method, path, client, status and duration (a stream's: until its end)."""
    client = scope.get("client")
    log.log(logging.DEBUG if scope["path"] in QUIET else logging.INFO, "request: %s %s %s %d %.0f ms",
            scope["method"], scope["path"], client[0] if client else "-", status, seconds * 1000)


def serve(llm_or_loader, host: str = "127.0.0.1", port: int = 8080, api_key: str | None = None,
          max_queue: int = MAX_QUEUE, log_level: str = "info", cors: Cors | None = None, slots: bool = True) -> int:
    """Run the server until SIGTERM / Ctrl-C. Returns 0, or raises what stopped the model
    from being served (a load error, an unwritten exercise). host: one address, or several
    ("a,b" or a list; listen.py); cors: llama-server's CORS settings; slots: False answers
    /slots with 501 (--no-slots)."""
    import uvicorn
    server = Server(llm_or_loader, api_key, max_queue, cors, slots)
    hosts = split_hosts(host)
    config = uvicorn.Config(server.app, host=hosts[0], port=port, log_level=log_level, access_log=False,
                            timeout_graceful_shutdown=5, lifespan="on")
    runner = uvicorn.Server(config)
    sockets = bind(hosts, port) if needs_sockets(hosts) else None
    server.on_fatal = lambda: setattr(runner, "should_exit", True)
    if server.handover is not None:
        return _serve_here(server, runner, llm_or_loader, sockets)
    # uvicorn shuts down gracefully on SIGINT/SIGTERM, then re-raises the signal to the
    # handler it found: one that notes it here, so a requested stop ends with status 0, and
    # a Ctrl-C that came before the model was served is the KeyboardInterrupt it would be
    # on any other command.
    caught = []
    noted = {sig: signal.signal(sig, lambda signum, frame: caught.append(signum))
             for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        runner.run(sockets=sockets)
    finally:
        for sig, handler in noted.items():
            signal.signal(sig, handler)
    if server.error is not None:
        raise server.error
    if signal.SIGINT in caught and server.loop is None:
        raise KeyboardInterrupt
    return 0


def _serve_here(server: Server, runner, llm: LLM, sockets=None) -> int:
    """A model loaded on the calling thread is served from it (one OpenMP pool does all
    its work, engine_loop.py) while uvicorn runs on a thread of its own; SIGINT / SIGTERM
    stop uvicorn, whose shutdown then stops the engine loop."""
    exits = []

    def web_run():
        try:
            runner.run(sockets=sockets)
        except SystemExit as e:            # uvicorn's way out when it cannot start (port in use)
            exits.append(e.code)
        finally:                           # however uvicorn ends, the engine loop ends with it
            if server.loop is not None:
                server.loop.stop(timeout=0)
    web = threading.Thread(target=web_run, name="http", daemon=True)

    def stop(*_):
        runner.should_exit = True
    previous = {sig: signal.signal(sig, stop) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        web.start()
        while not server.handover.wait(0.1):
            if not web.is_alive():
                break
        if server.handover.is_set():
            try:
                loop = server._start(llm)
            except BaseException as e:
                server.error = e
                stop()
                raise
            if web.is_alive():             # else it ended before it could see the loop
                loop.run(server.aloop)
    finally:
        runner.should_exit = True
        web.join(30)
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    if exits and exits[0]:
        raise SystemExit(exits[0])
    return 0
