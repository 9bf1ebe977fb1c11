"""Serving a split model: rank 0 runs the server and the engine; the other ranks repeat what its
engine does to the model and the cache, one step behind nothing.

Rank 0's engine decides every step (who joins, who leaves, what is sampled); the work the
other ranks must share is only what touches their slices: each forward call of the model
(token ids, slots, lengths, options) and each change the engine makes to the KV cache between
steps (a slot reset or cut back, a checkpoint taken or restored). `lead` patches rank 0's model
and cache so that each such call is first broadcast; `follow` is the other ranks' loop that
receives and repeats them, with their own slices and their own cache, until rank 0 says stop.
A broadcast and the forward it announces run under one lock, so the collectives of a step
never interleave with the heartbeat that keeps idle ranks inside their timeout.
"""
import itertools
import os
import sys
import threading
import time

import torch

from engine.parallel.faults import RankLost
from engine.parallel.shard import _collective, _dist

HEARTBEAT_S = 5.0                     # an idle leader says so this often (well inside TP_TIMEOUT)
CACHE_CALLS = ("reset", "keep", "restore", "checkpoint")


def _broadcast(message=None):
    box = [message]
    _collective("a broadcast", _dist().broadcast_object_list, box, 0)
    return box[0]


class Leader:
    """Rank 0's side: broadcasts each forward and cache change before making it."""

    def __init__(self, model, cache):
        self.model, self.cache = model, cache
        self.lock = threading.Lock()
        self.last = time.monotonic()
        # the engine keeps one checkpoint a slot (engine.py): slot -> (id of it, its number)
        self.checkpoints, self.ids = {}, itertools.count(1)
        self.stopped = threading.Event()
        forward = model.forward

        def lead_forward(input_ids, *args, **kwargs):
            if args:
                raise TypeError("a split model's forward takes its options by keyword")
            kw = {k: v for k, v in kwargs.items() if k != "cache"}
            with self.lock:
                self._send(("forward", input_ids, kw, "cache" in kwargs and kwargs["cache"] is not None))
                try:
                    return forward(input_ids, **kwargs)
                except RankLost as e:        # a rank died inside the step's collectives
                    self._lost(e)
                    raise
        model.forward = lead_forward
        for name in CACHE_CALLS:
            if hasattr(cache, name):
                setattr(cache, name, self._cache_call(name, getattr(cache, name)))
        self.thread = threading.Thread(target=self._heartbeat, name="tp-heartbeat", daemon=True)
        self.thread.start()

    def _cache_call(self, name, method):
        def call(*args):
            with self.lock:
                if name == "restore":
                    slot, cp = args
                    held, number = self.checkpoints.get(slot, (None, None))
                    if held != id(cp):
                        raise RuntimeError(f"tensor parallel: slot {slot} restores a checkpoint that is not "
                                           f"the last one taken of it")
                    self._send(("cache", name, (slot, number)))
                    return method(*args)
                if name == "checkpoint":
                    slot, number = args[0], next(self.ids)
                    self._send(("cache", name, (*args, number)))
                    cp = method(*args)
                    self.checkpoints[slot] = (id(cp), number)
                    return cp
                self._send(("cache", name, args))
                return method(*args)
        return call

    def _send(self, message):
        try:
            _broadcast(message)
        except RankLost as e:
            self._lost(e)
            raise
        self.last = time.monotonic()

    def _lost(self, error):
        """A rank is gone: say so once and end the server soon (in-flight requests get their
        error first); exit status 3."""
        if not self.stopped.is_set():
            self.stopped.set()
            print(f"error: {error}", file=sys.stderr, flush=True)
            threading.Timer(1.0, os._exit, (3,)).start()

    def _heartbeat(self):
        while not self.stopped.is_set():
            time.sleep(HEARTBEAT_S / 5)
            if time.monotonic() - self.last < HEARTBEAT_S or not self.lock.acquire(blocking=False):
                continue
            try:
                self._send(("ping",))
            except RankLost:
                return
            finally:
                self.lock.release()

    def stop(self):
        """Tell the other ranks to leave their loop (the server is shutting down), and end the
        heartbeat before the process group goes (a thread inside a collective at exit aborts)."""
        with self.lock:
            if not self.stopped.is_set():
                self.stopped.set()
                try:
                    _broadcast(("stop",))
                except RankLost:
                    pass
        self.thread.join(timeout=10)


def _here(model, value):
    """A tensor of rank 0's message on this rank's device (under NCCL rank 0 pickles tensors
    of its own GPU); anything else as it came."""
    backend = getattr(model, "backend", None)
    if isinstance(value, torch.Tensor) and backend is not None and value.device != backend.device:
        return value.to(backend.device)
    return value


def follow(model, cache) -> int:
    """The loop of a rank other than 0: repeat rank 0's forwards and cache changes until it
    says stop (0) or goes silent (RankLost: one line, 3)."""
    checkpoints = {}                    # slot -> (number, this rank's checkpoint): the last one of each
    try:
        with torch.inference_mode():
            while True:
                message = _broadcast()
                kind = message[0]
                if kind == "forward":
                    _, ids, kwargs, with_cache = message
                    ids, kwargs = _here(model, ids), {k: _here(model, v) for k, v in kwargs.items()}
                    model(ids, **kwargs, **({"cache": cache} if with_cache else {}))
                elif kind == "cache":
                    _, name, args = message
                    if name == "checkpoint":
                        *args, number = args
                        checkpoints[args[0]] = (number, cache.checkpoint(*args))
                    elif name == "restore":
                        slot, number = args
                        held, cp = checkpoints[slot]
                        if held != number:
                            raise RuntimeError(f"tensor parallel: rank 0 restores checkpoint {number} of slot "
                                               f"{slot}, this rank holds {held}")
                        cache.restore(slot, cp)
                    else:
                        getattr(cache, name)(*args)
                elif kind == "stop":
                    return 0
    except RankLost as e:
        print(f"error: {e}", file=sys.stderr, flush=True)
        return 3
