"""The engine's Prometheus metrics (``VOXWELL_METRICS``): the series, their labels, where served.

Off unless the setting is on (the desktop engine never turns it on); a team server turns it on
for its API nodes (``GET /metrics``) and its workers (their own listener on
``VOXWELL_WORKER_METRICS_PORT``). One registry per process, made here, nothing at import time.

The series and what they count:

- ``voxwell_http_request_duration_seconds{method, route, status}``: HTTP latency by route
  *template* (``voxwell.engine.observe``), never by path;
- ``voxwell_queue_jobs{state}``: analyses waiting (``todo``) and being analysed (``doing``),
  read when scraped (the team queue's table, or the engine's own runner);
- ``voxwell_job_wait_seconds``: from a run's last upload to the start of its analysis;
- ``voxwell_analysis_duration_seconds{model, language}``: one analysis, by model and language;
- ``voxwell_runs_completed_total{outcome}``: runs ended, by outcome (``COMPLETE_OK`` or the
  error code).

Every label value comes from a bounded set the engine defines (methods, route templates, status
codes, model kinds, language codes, error codes): no API key, user label, run id or path can
appear in a scrape.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Mapping

from prometheus_client import CollectorRegistry, Counter, Histogram, generate_latest
from prometheus_client.core import GaugeMetricFamily, Metric
from prometheus_client.exposition import CONTENT_TYPE_LATEST, start_http_server
from prometheus_client.registry import Collector

__all__ = ["CONTENT_TYPE", "EngineMetrics", "serve_worker_metrics"]

_log = logging.getLogger(__name__)

CONTENT_TYPE = CONTENT_TYPE_LATEST

_FAST = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)
_SLOW = (0.5, 1.0, 2.0, 5.0, 10.0, 20.0, 30.0, 60.0, 120.0, 300.0, 600.0)

Depth = Callable[[], Mapping[str, int]]
"""Jobs by state (``todo``, ``doing``) now; may raise when the store is unreachable."""


class _QueueDepth(Collector):
    """``voxwell_queue_jobs{state}``, read at each scrape; left out while it cannot be read."""

    def __init__(self, depth: Depth) -> None:
        self._depth = depth

    def collect(self) -> Iterable[Metric]:
        family = GaugeMetricFamily(
            "voxwell_queue_jobs",
            "Analyses waiting (todo) and in progress (doing)",
            labels=["state"],
        )
        try:
            found = self._depth()
        except Exception as exc:  # the database is away: the scrape still answers
            _log.warning("The queue depth could not be read for /metrics: %s", type(exc).__name__)
            return []
        for state in ("todo", "doing"):
            family.add_metric([state], found.get(state, 0))
        return [family]


class EngineMetrics:
    """The series of one engine process; also its analysis observer
    (:class:`~voxwell.engine.observe.AnalysisObserver`)."""

    def __init__(self, depth: Depth | None = None) -> None:
        self.registry = CollectorRegistry()
        self._http = Histogram(
            "voxwell_http_request_duration_seconds",
            "HTTP requests by method, route template and status",
            ["method", "route", "status"],
            buckets=_FAST,
            registry=self.registry,
        )
        self._wait = Histogram(
            "voxwell_job_wait_seconds",
            "From a run's last upload to the start of its analysis",
            buckets=_FAST,
            registry=self.registry,
        )
        self._analysis = Histogram(
            "voxwell_analysis_duration_seconds",
            "One analysis, by model and language",
            ["model", "language"],
            buckets=_SLOW,
            registry=self.registry,
        )
        self._outcomes = Counter(
            "voxwell_runs_completed",
            "Runs ended, by outcome (COMPLETE_OK or the error code)",
            ["outcome"],
            registry=self.registry,
        )
        if depth is not None:
            self.registry.register(_QueueDepth(depth))

    def request(self, method: str, route: str, status: int, seconds: float) -> None:
        """One HTTP request (a ``voxwell.engine.observe.RequestSink``)."""
        self._http.labels(method, route, str(status)).observe(seconds)

    def started(self, waited: float) -> None:
        self._wait.observe(waited)

    def finished(self, model: str, language: str, outcome: str, seconds: float) -> None:
        self._analysis.labels(model, language).observe(seconds)
        self._outcomes.labels(outcome).inc()

    def exposition(self) -> bytes:
        """The scrape's body, in Prometheus' text format."""
        return generate_latest(self.registry)


def serve_worker_metrics(metrics: EngineMetrics, host: str, port: int) -> None:
    """Serve ``metrics`` on ``http://host:port/metrics`` from a background thread (a worker)."""
    start_http_server(port, addr=host, registry=metrics.registry)
    _log.info("Metrics on http://%s:%d/metrics", host, port)
