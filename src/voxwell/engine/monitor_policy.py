"""The engine's safety policy, ``voxwell_wellbeing_awareness``: a ``POLICY_RESULT`` from the cues.

Two kinds of cue, and a fixed rule for each (docs/monitor.md):

- **words**: a risk expression of the reviewed list (``analysis.risk``) in a final transcript of
  the user (the engine's or the caller's) sets ``flags.suicidal_content`` and level 3,
  ``urgency: "immediate"``, and quotes the words and when they were said for the human reviewer;
- **voice**: the local acoustic reference model's summary (``analysis.live_measures``) counts as
  a cue when a wellness measure lies in its top band (90th centile and up) or a disorder's
  probability is at least twice its prior (a likelihood ratio of 2, the model's MILD band). It may
  raise the level by one step, never more: alone it gives at most level 1.

The rationale names the cues used and says that they aid a clinician and diagnose nothing. The
result follows the public client's ``ReasonerResult``; ``risk_expressions`` and ``voice_cues``
(the cues as data, so that the app can word them in its own language) are our additions.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from voxwell.analysis.measures import DISORDER_PRIORS
from voxwell.analysis.risk import RiskMatch, risk_sources
from voxwell.api import REFERENCE_MODEL_NOTE, AlertLevel, MonitorEvent, Urgency

__all__ = ["EXECUTOR", "PolicyInputs", "VoiceCue", "policy_result", "voice_cues"]

EXECUTOR = "safety_analysis"
"""The ``policy`` field: the kind of executor that produced the result."""

_TOP_BAND = 0.9
_LIKELIHOOD_RATIO = 2.0
_FOR_AGENT = (
    "Continue the conversation as planned.",
    "Continue, and check in gently on how the person is feeling.",
    "Slow down: ask how the person is feeling and offer support; tell a clinician.",
    "Stop the current task. Acknowledge what the person said with care, ask directly whether "
    "they are safe now, give the crisis line of their country and bring in a human clinician "
    "now.",
)


@dataclass(frozen=True)
class PolicyInputs:
    """What a session knows when a result is made."""

    risks: Sequence[RiskMatch]
    summary: dict[str, float | str] | None
    speech_seconds: float
    trigger_seconds: float
    user_turns: int
    segment: int


@dataclass(frozen=True)
class VoiceCue:
    """A summary value that counts as a voice cue: a wellness measure's centile (``prior`` None)
    or a disorder's probability beside its prior."""

    field: str
    value: float
    prior: float | None = None

    def words(self) -> str:
        """The cue for the wire's ``concerns`` and the rationale (English)."""
        name = self.field.replace("_", " ")
        if self.prior is not None:
            return f"{name} {self.value:.2f} (prior {self.prior:.3f})"
        return f"{name} at the {_ordinal(round(self.value * 100))} centile"

    def wire(self) -> dict[str, Any]:
        """The cue in the result's ``voice_cues``."""
        return {"field": self.field, "value": self.value, "prior": self.prior}


def voice_cues(summary: dict[str, float | str] | None) -> list[VoiceCue]:
    """The summary's values that count as a voice cue."""
    if summary is None:
        return []
    cues = []
    for name, value in summary.items():
        if not isinstance(value, float):
            continue
        if name.endswith("_probability"):
            prior = DISORDER_PRIORS.get(name.removesuffix("_probability"))
            if prior is not None and value >= _LIKELIHOOD_RATIO * prior:
                cues.append(VoiceCue(name, value, prior))
        elif not name.startswith("symptom_") and value >= _TOP_BAND:
            cues.append(VoiceCue(name, value))
    return cues


def _ordinal(number: int) -> str:
    """``93rd``, ``91st``, ``112th``: the reviewer reads these cues."""
    if 10 <= number % 100 <= 20:
        return f"{number}th"
    return f"{number}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(number % 10, 'th') }"


def _when(match: RiskMatch) -> str:
    return f"{match.start:.1f}-{match.end:.1f} s"


def _reviewer_note(risks: Sequence[RiskMatch]) -> str | None:
    if not risks:
        return None
    sources = risk_sources()
    quotes = [
        f"at {_when(m)} the person said \u201c{m.said}\u201d ({m.expression.label}; "
        f"listed expression \u201c{m.expression.text}\u201d, source: "
        f"{sources[m.expression.source].split(':', 1)[0]})"
        for m in risks
    ]
    return (
        "Risk expression in the person's own words: "
        + "; ".join(quotes)
        + ". Review the recording at these times and assess the person's safety now."
    )


def policy_result(name: str, inputs: PolicyInputs) -> dict[str, Any]:
    """The ``POLICY_RESULT`` message of policy ``name`` for what the session knows now."""
    risks = list(inputs.risks)
    text_level = max((m.expression.level for m in risks), default=0)
    cues = voice_cues(inputs.summary)
    voice = [cue.words() for cue in cues]
    level = min(3, text_level + (1 if voice else 0))
    categories = sorted({m.expression.label for m in risks})
    concerns = [f"{label} in the transcript" for label in categories]
    concerns += [f"voice: {cue}" for cue in voice]
    used = []
    if risks:
        used.append("risk expressions in the transcript (" + ", ".join(categories) + ")")
    else:
        used.append("the transcript (no listed risk expression)")
    if inputs.summary is None:
        used.append(
            f"no voice measures yet ({inputs.speech_seconds:.1f} s of speech of the "
            f"{inputs.trigger_seconds:.0f} s needed)"
        )
    elif voice:
        used.append("voice measures (" + "; ".join(voice) + ")")
    else:
        used.append("voice measures (none beyond their usual range)")
    rationale = (
        "Cues used: " + "; ".join(used) + ". Listed risk expressions set level 3; voice measures "
        "may raise the level by one step at most. " + REFERENCE_MODEL_NOTE + " These cues aid a "
        "clinician's judgement and diagnose nothing."
    )
    end = inputs.speech_seconds
    result: dict[str, Any] = {
        "type": "RESULT",
        "analysis_type": "initial" if inputs.segment <= 1 else "update",
        "segment_number": inputs.segment,
        "timestamp": f"0-{end:.0f}s of speech",
        "user_turn_count": inputs.user_turns,
        "classification": {
            "level": level,
            "alert": AlertLevel.for_level(level).value,
            "confidence": "high" if risks else "low",
        },
        "concerns": concerns,
        "rationale": rationale,
        "biomarker_summary": inputs.summary,
        "conversation_context": None,  # topics are not analysed by this policy
        "concordance_analysis": {
            "scenario": "not_assessed",
            "agreement_level": "n/a",
            "mismatch_type": None,
            "mismatch_severity": "none",
        },
        "flags": {
            "suicidal_content": bool(risks),
            "severe_mismatch": False,
            "critical_symptoms": bool(risks),
        },
        "recommended_actions": {
            "for_agent": _FOR_AGENT[level],
            "for_human_reviewer": _reviewer_note(risks),
            "urgency": Urgency.for_level(level).value,
        },
        "risk_expressions": [
            {
                "said": m.said,
                "start": m.start,
                "end": m.end,
                "expression": m.expression.text,
                "category": m.expression.category,
                "source": m.expression.source,
            }
            for m in risks
        ],
        "voice_cues": [cue.wire() for cue in cues],
    }
    return {
        "type": MonitorEvent.POLICY_RESULT.value,
        "policy": EXECUTOR,
        "policy_name": name,
        "triggered_at_turn": inputs.user_turns,
        "timestamp": time.time(),
        "result": result,
    }
