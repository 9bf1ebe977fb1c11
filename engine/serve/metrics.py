"""`GET /metrics`: the server's counters in Prometheus' text format.

HTTP requests by endpoint and status and the latency histograms are recorded as requests
end; token counts, throughput, queue depth and busy slots are read from the engine loop
at scrape time (a collector), so they cost nothing between scrapes. The process's own
memory and CPU come from prometheus_client's process collector.
"""
from prometheus_client import CollectorRegistry, Counter, Histogram, generate_latest
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily
from prometheus_client.process_collector import ProcessCollector

CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"
PREFIX = "engine"


class _LoopCollector:
    """Reads the engine loop's counters when Prometheus scrapes."""

    def __init__(self, state):
        self.state = state

    def collect(self):
        loop, llm = self.state.loop, self.state.llm
        values = {
            "prompt_tokens": loop.prompt_tokens if loop else 0,
            "prompt_tokens_cached": loop.cached_tokens if loop else 0,
            "tokens_generated": loop.generated_tokens if loop else 0,
            "engine_steps": loop.steps if loop else 0,
            "engine_steps_failed": loop.failed_steps if loop else 0,
        }
        spec = llm.engine.speculation if llm else None
        if spec is not None:
            values.update(draft_tokens=spec.drafted, draft_tokens_accepted=spec.accepted)
        help_text = {
            "prompt_tokens": "prompt tokens of admitted requests",
            "prompt_tokens_cached": "prompt tokens found in the prompt cache (not computed again)",
            "tokens_generated": "tokens generated",
            "engine_steps": "engine steps run",
            "engine_steps_failed": "engine steps that raised (their requests failed)",
            "draft_tokens": "tokens drafted by speculative decoding",
            "draft_tokens_accepted": "drafted tokens the model accepted",
        }
        for name, value in values.items():
            family = CounterMetricFamily(f"{PREFIX}_{name}", help_text[name])
            family.add_metric([], value)
            yield family
        gauges = {
            "tokens_per_second": ("generated tokens per second over the last 10 s",
                                  loop.tokens_per_second() if loop else 0.0),
            "requests_waiting": ("requests queued for a slot", loop.waiting() if loop else 0),
            "slots_busy": ("slots serving a request", loop.busy_slots() if loop else 0),
            "slots_total": ("slots (--parallel)", llm.engine.n_slots if llm else 0),
            "ready": ("1 once the model is loaded and the engine checked", int(self.state.ready_now)),
        }
        for name, (text, value) in gauges.items():
            family = GaugeMetricFamily(f"{PREFIX}_{name}", text)
            family.add_metric([], value)
            yield family


class Metrics:
    """The server's registry (its own, so several servers in one process do not clash)."""

    def __init__(self, state):
        self.registry = CollectorRegistry()
        self.requests = Counter(f"{PREFIX}_http_requests", "HTTP requests by endpoint and status code",
                                ["endpoint", "status"], registry=self.registry)
        self.ttft = Histogram(f"{PREFIX}_time_to_first_token_seconds", "time from request to first token",
                              buckets=(0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30),
                              registry=self.registry)
        self.latency = Histogram(f"{PREFIX}_request_duration_seconds", "time from request to last token",
                                 buckets=(0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120),
                                 registry=self.registry)
        self.registry.register(_LoopCollector(state))
        ProcessCollector(registry=self.registry)

    def render(self) -> bytes:
        return generate_latest(self.registry)
