"""One thread that runs `Engine.step()` while any request is live, for many asyncio clients.

HTTP handlers run on the asyncio event loop; the engine is touched only by this thread.
A handler `submit`s a prompt and gets a `Job`; the thread adds queued jobs to the engine
and applies cancellations between steps (continuous batching: requests join and leave
between steps), runs a step, and hands each job its new tokens through the event loop
(`Job.events`, an asyncio.Queue). With nothing to do the thread sleeps on a condition.

A step that raises fails the requests it was running (each job gets the error) and the
loop goes on serving; a job whose own processing fails gets finish_reason "error" alone.
"""
import asyncio
import collections
import itertools
import logging
import threading
import time
from dataclasses import dataclass, field

from engine.serve.request import Request, SamplingParams, TokenLogprob

log = logging.getLogger("engine.serve")


def settle(future, result, error) -> None:
    """Hand an asyncio future its result or exception (on its event loop's thread), unless
    its waiter has given up on it."""
    if future.cancelled():
        return
    if error is None:
        future.set_result(result)
    else:
        future.set_exception(error)


class QueueFull(RuntimeError):
    """More requests are waiting than the loop accepts (the server's 503)."""


@dataclass
class Delta:
    """What a job got from one step (or its end): new token ids and text, and, on the
    last one, why it finished."""
    tokens: list
    text: str
    logprobs: list | None = None
    finish_reason: str | None = None      # set on the last Delta: stop, length, cancelled, error
    error: str | None = None


@dataclass(eq=False)
class Job:
    """One request as a handler sees it: its Deltas arrive on `events` as (tag, Delta)
    pairs (several jobs may share one queue, e.g. the n choices of one HTTP request)."""
    prompt: list
    params: SamplingParams
    events: asyncio.Queue
    tag: object = None
    request: Request | None = None        # set by the engine thread when added
    submitted: float = field(default_factory=time.perf_counter)
    first_token: float | None = None
    done: float | None = None
    cancelled: bool = False
    _loop: "EngineLoop" = None

    def cancel(self) -> None:
        """Stop this job at the next step boundary (a client went away)."""
        if self._loop is not None and not self.cancelled:
            self.cancelled = True
            self._loop._cancel(self)

    @property
    def cached_tokens(self) -> int:
        return self.request.cached if self.request is not None else 0


class EngineLoop:
    """Runs one Engine on the thread that calls `run`. max_queue: the most jobs waiting for a slot."""

    def __init__(self, engine, max_queue: int = 64):
        self.engine = engine
        self.max_queue = max_queue
        self._cond = threading.Condition()
        self._adds: collections.deque = collections.deque()
        self._cancels: collections.deque = collections.deque()
        self._calls: collections.deque = collections.deque()
        self._jobs: dict[int, Job] = {}
        self._ids = itertools.count()
        self._stop = False
        self.fatal: str | None = None           # set if the loop itself died
        self._thread = None
        self._done = threading.Event()          # set when a started loop has returned
        self._aloop = None
        # counters for /metrics (written by the engine thread only)
        self.prompt_tokens = 0
        self.cached_tokens = 0
        self.generated_tokens = 0
        self.steps = 0
        self.failed_steps = 0
        self.recent = collections.deque(maxlen=512)     # (time, tokens made by a step)

    # ------------------------------------------------------------- asyncio side

    def stop(self, timeout: float = 10.0) -> None:
        """Stop the loop after its current step and wait (up to `timeout` s) until it has
        returned (its thread may go on: e.g. the one that called `serve`)."""
        with self._cond:
            self._stop = True
            self._cond.notify()
        if self._thread is not None:
            self._done.wait(timeout)

    def submit(self, prompts: list, params: list, events: asyncio.Queue) -> list[Job]:
        """Queue prompts (job k: prompts[k] with params[k], tagged k on `events`), all or
        none: raises QueueFull when they would make more than max_queue jobs wait."""
        if self.fatal is not None:
            raise RuntimeError(self.fatal)
        if self.waiting() + len(prompts) > max(self.max_queue, len(prompts)):
            raise QueueFull(f"{self.waiting()} requests are already waiting for a slot "
                            f"(the queue holds {self.max_queue})")
        jobs = [Job(list(p), sp, events, k, _loop=self) for k, (p, sp) in enumerate(zip(prompts, params))]
        with self._cond:
            self._adds.extend(jobs)
            self._cond.notify()
        return jobs

    async def call(self, fn):
        """Run fn() on the engine thread between two steps (e.g. a forward pass that must
        not overlap a step); returns its result."""
        future = self._aloop.create_future()
        with self._cond:
            self._calls.append((fn, future))
            self._cond.notify()
        return await future

    def waiting(self) -> int:
        return len(self._adds) + len(self.engine.waiting)

    def busy_slots(self) -> int:
        return len(self.engine.running)

    def tokens_per_second(self, window: float = 10.0) -> float:
        """Generated tokens per second over the last `window` seconds of steps."""
        now = time.perf_counter()
        recent = [(t, n) for t, n in list(self.recent) if now - t <= window]
        if not recent:
            return 0.0
        span = max(now - recent[0][0], 1e-3)
        return sum(n for _, n in recent) / span

    def _cancel(self, job: Job) -> None:
        with self._cond:
            self._cancels.append(job)
            self._cond.notify()

    def _post(self, job: Job, delta: Delta) -> None:
        self._aloop.call_soon_threadsafe(job.events.put_nowait, (job.tag, delta))

    def _post_many(self, items: list) -> None:
        """Hand a step's (job, Delta) pairs to the event loop in one wake-up."""
        if items:
            self._aloop.call_soon_threadsafe(_deliver, items)

    # ------------------------------------------------------------- engine thread

    def run(self, aloop: asyncio.AbstractEventLoop) -> None:
        """Run the loop on the calling thread until `stop`, handing results to `aloop`. The
        server calls it on the thread that loaded the model: OpenMP keeps a pool of workers
        per thread that starts parallel work, and once the process has more of them than
        cores its workers stop spinning between parallel regions and sleep instead (every
        barrier of a decode step then waits on a futex; SmolLM2 streamed at half the speed)."""
        self._aloop = aloop
        self._thread = threading.current_thread()
        try:
            self._run()
        finally:
            self._done.set()

    def _run(self) -> None:
        try:
            self._serve()
        except BaseException as e:      # a bug here must not leave clients waiting forever
            log.exception("the engine loop stopped")
            message = f"the engine loop stopped: {type(e).__name__}: {e}"
            for job in list(self._jobs.values()) + list(self._adds):
                self._post(job, Delta([], "", finish_reason="error", error=message))
            self._jobs.clear()
            self.fatal = message

    def _serve(self) -> None:
        engine = self.engine
        while True:
            with self._cond:
                while not (self._stop or self._adds or self._cancels or self._calls
                           or engine.has_unfinished()):
                    self._cond.wait()
                if self._stop:
                    break
                adds, cancels, calls = list(self._adds), list(self._cancels), list(self._calls)
                self._adds.clear(), self._cancels.clear(), self._calls.clear()
            for fn, future in calls:
                self._call(fn, future)
            for job in adds:
                self._add(job)
            for job in cancels:
                if job.request is not None and not job.request.finished:
                    engine.cancel(job.request)
                    self._end(job, "cancelled")
            if engine.has_unfinished():
                self._step()
        for job in list(self._jobs.values()):               # shutting down: tell whoever waits
            engine.cancel(job.request)
            self._end(job, "cancelled", "the server is shutting down")

    def _call(self, fn, future) -> None:
        try:
            result, error = fn(), None
        except Exception as e:          # handed to the caller
            result, error = None, e

        self._aloop.call_soon_threadsafe(settle, future, result, error)

    def _add(self, job: Job) -> None:
        if job.cancelled:
            return
        try:
            job.request = self.engine.add_request(job.prompt, job.params, request_id=next(self._ids))
        except Exception as e:
            self._post(job, Delta([], "", finish_reason="error", error=f"{type(e).__name__}: {e}"))
            return
        self._jobs[job.request.id] = job

    def _step(self) -> None:
        engine = self.engine
        try:
            outputs = engine.step()
        except Exception as e:
            self.failed_steps += 1
            message = f"{type(e).__name__}: {e}"
            log.exception("engine step failed; failing its requests")
            for request in engine.fail_running(message):
                job = self._jobs.get(request.id)
                if job is not None:
                    self._end(job, "error", message)
            return
        now = time.perf_counter()
        self.steps += 1
        made, posts = 0, []
        for out in outputs:
            job = self._jobs.get(out.request.id)
            if job is None:
                continue
            request = out.request
            if job.first_token is None and (out.tokens or request.finished):
                job.first_token = now
                self.prompt_tokens += len(request.prompt)
                self.cached_tokens += request.cached
            made += len(out.tokens)
            delta = Delta(out.tokens, out.text, out.logprobs)
            if request.finished:
                delta.finish_reason, delta.error = request.finish_reason, request.error
                job.done = now
                self._jobs.pop(request.id, None)
            posts.append((job, delta))
        self._post_many(posts)
        self.generated_tokens += made
        self.recent.append((now, made))

    def _end(self, job: Job, reason: str, error: str | None = None) -> None:
        job.done = time.perf_counter()
        self._jobs.pop(job.request.id, None)
        self._post(job, Delta([], "", finish_reason=reason, error=error))


def _deliver(items) -> None:
    for job, delta in items:
        job.events.put_nowait((job.tag, delta))


__all__ = ["Delta", "EngineLoop", "Job", "QueueFull", "TokenLogprob"]
