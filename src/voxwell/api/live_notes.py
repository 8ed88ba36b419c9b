"""What a recording keeps of its live monitoring: captions and alerts, read from the events of
``/v1/monitor`` (docs/monitor.md).

A :class:`LiveCaption` is one final transcript of the person's speech with its times on the
take's clock; a :class:`LiveAlert` is one ``POLICY_RESULT`` of the safety policy whose
``classification.level`` is above 0 (level, alert word, the note for the human reviewer, the risk
expressions quoted and when they were said). :class:`LiveNotes` holds both for one take; it is
saved beside the take, in the local history and printed in the report. Parsing only, no I/O.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from voxwell.api.monitor import MonitorEvent, Track, Urgency
from voxwell.i18n import QT_TRANSLATE_NOOP, translate

__all__ = ["LiveAlert", "LiveCaption", "LiveNotes", "QuotedWords", "VoiceCueData"]

_LEVEL_MEANINGS = {
    1: QT_TRANSLATE_NOOP("LiveAlert", "be aware, check in"),
    2: QT_TRANSLATE_NOOP("LiveAlert", "offer support, tell a clinician"),
    3: QT_TRANSLATE_NOOP("LiveAlert", "possible suicide risk"),
}
"""What each level asks of the clinician (the engine's recommended actions, docs/monitor.md),
shown instead of the wire's alert words: "mindful" would understate the highest level."""

_URGENCY_WORDS: dict[str, str] = {
    Urgency.ROUTINE: QT_TRANSLATE_NOOP("LiveAlert", "routine"),
    Urgency.WITHIN_WEEK: QT_TRANSLATE_NOOP("LiveAlert", "follow up within a week"),
    Urgency.WITHIN_48HRS: QT_TRANSLATE_NOOP("LiveAlert", "follow up within 48 hours"),
    Urgency.WITHIN_24HRS: QT_TRANSLATE_NOOP("LiveAlert", "follow up within 24 hours"),
    Urgency.IMMEDIATE: QT_TRANSLATE_NOOP("LiveAlert", "act now"),
}


class LiveCaption(BaseModel):
    """A final transcript of the person's speech; ``start``/``end`` in seconds of the take."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    start: float
    end: float
    text: str

    @classmethod
    def from_event(cls, event: dict[str, Any]) -> LiveCaption | None:
        """The caption of a server ``TRANSCRIPT`` of the user's words (None for any other)."""
        if event.get("type") != MonitorEvent.TRANSCRIPT or not event.get("is_final", True):
            return None
        if event.get("speaker", Track.USER) != Track.USER:
            return None
        text, start, end = event.get("text"), event.get("start"), event.get("end")
        if not isinstance(text, str) or not text.strip():
            return None
        if not isinstance(start, int | float) or not isinstance(end, int | float):
            return None
        return cls(start=float(start), end=float(end), text=text.strip())


class QuotedWords(BaseModel):
    """One risk expression as the person said it (``risk_expressions``, the engine's addition)."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    said: str
    start: float | None = None
    """When the words began, in seconds of the take (None: not given)."""
    category: str = ""
    """The risk list's category key (``suicidal_ideation``, ``self_harm``)."""


class VoiceCueData(BaseModel):
    """One voice cue (``voice_cues``, the engine's addition): a summary field's centile, or a
    disorder's probability beside its prior."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    field: str
    value: float
    prior: float | None = None


class LiveAlert(BaseModel):
    """A safety-policy result above level 0, as the clinician is shown it."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    level: int = Field(ge=1, le=3)
    alert: str
    note: str
    """``recommended_actions.for_human_reviewer``: the words quoted and when they were said."""
    urgency: str = ""
    words: tuple[str, ...] = ()
    """The risk expressions as said."""
    start: float | None = None
    """When the first quoted words began, in seconds of the take (None: voice cues only)."""
    concerns: tuple[str, ...] = ()
    """The result's ``concerns`` (e.g. ``voice: stress at the 97th centile``), as first raised."""
    at_speech_seconds: str = ""
    """The result's own ``timestamp`` (seconds of speech it covers, e.g. ``0-12s of speech``)."""
    quotes: tuple[QuotedWords, ...] = ()
    """The risk expressions as data, when the service sent them (``voxwell.wording`` words them
    in the app's language); alerts stored before they were kept have none."""
    voice_cues: tuple[VoiceCueData, ...] = ()
    """The voice cues as data, when the service sent them."""

    @property
    def heading(self) -> str:
        """The alert in a clinician's words, in the app's language: ``Alert level 3 of 3:
        possible suicide risk (act now)``. Exports keep the wire's words."""
        known = self.urgency in _URGENCY_WORDS
        urgency = self.urgency.replace("_", " ")
        if known:
            urgency = translate("LiveAlert", _URGENCY_WORDS[self.urgency])
        meaning = translate("LiveAlert", _LEVEL_MEANINGS[self.level])
        if urgency:
            text = translate("LiveAlert", "Alert level {level} of 3: {meaning} ({urgency})")
        else:
            text = translate("LiveAlert", "Alert level {level} of 3: {meaning}")
        return text.format(level=self.level, meaning=meaning, urgency=urgency)

    @property
    def reason(self) -> str:
        """Why it was raised, in the service's words: the note for the reviewer, else (an alert
        from the voice measures alone, with no words to quote) its concerns. The app shows
        ``voxwell.wording.alert_reason``, which words the cues in the app's language."""
        if self.note or not self.concerns:
            return self.note
        return translate("LiveAlert", "Concerns: {concerns}.").format(
            concerns="; ".join(self.concerns)
        )

    @classmethod
    def from_event(cls, event: dict[str, Any]) -> LiveAlert | None:
        """The alert of a ``POLICY_RESULT`` whose level is above 0 (None for any other)."""
        if event.get("type") != MonitorEvent.POLICY_RESULT:
            return None
        result = event.get("result")
        if not isinstance(result, dict):
            return None
        classification = result.get("classification") or {}
        level = classification.get("level")
        if not isinstance(level, int) or not 1 <= level <= 3:
            return None
        actions = result.get("recommended_actions") or {}
        risks = [r for r in result.get("risk_expressions") or () if isinstance(r, dict)]
        starts = [float(r["start"]) for r in risks if isinstance(r.get("start"), int | float)]
        quotes = [
            QuotedWords(
                said=str(r["said"]),
                start=float(r["start"]) if isinstance(r.get("start"), int | float) else None,
                category=str(r.get("category") or ""),
            )
            for r in risks
            if isinstance(r.get("said"), str) and r["said"].strip()
        ]
        cues = [
            VoiceCueData(
                field=c["field"],
                value=float(c["value"]),
                prior=float(c["prior"]) if isinstance(c.get("prior"), int | float) else None,
            )
            for c in result.get("voice_cues") or ()
            if isinstance(c, dict)
            and isinstance(c.get("field"), str)
            and isinstance(c.get("value"), int | float)
        ]
        return cls(
            level=level,
            alert=str(classification.get("alert") or ""),
            note=str(actions.get("for_human_reviewer") or ""),
            urgency=str(actions.get("urgency") or ""),
            words=tuple(str(r.get("said") or r.get("expression") or "") for r in risks),
            start=min(starts) if starts else None,
            at_speech_seconds=str(result.get("timestamp") or ""),
            concerns=tuple(str(c) for c in result.get("concerns") or () if c),
            quotes=tuple(quotes),
            voice_cues=tuple(cues),
        )


class LiveNotes(BaseModel):
    """The captions and alerts of one take, in the order they came."""

    model_config = ConfigDict(extra="ignore")

    captions: list[LiveCaption] = Field(default_factory=list)
    alerts: list[LiveAlert] = Field(default_factory=list)

    @property
    def empty(self) -> bool:
        return not self.captions and not self.alerts

    def take_event(self, event: dict[str, Any]) -> bool:
        """Keep what ``event`` adds (a caption or an alert); True when it added one."""
        caption = LiveCaption.from_event(event)
        if caption is not None:
            self.captions.append(caption)
            return True
        alert = LiveAlert.from_event(event)
        if alert is None:
            return False
        # Every later result quotes the words again (a new measure, a new turn): the same level
        # and note is the same alert; new words make a new note.
        if any((a.level, a.note) == (alert.level, alert.note) for a in self.alerts):
            return False
        self.alerts.append(alert)
        return True
