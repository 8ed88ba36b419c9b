"""The activity pages where a user answers a questionnaire (the ``activityLink`` of the spec).

Pages are Jinja2 templates shipped in the package (``resources/activities``, autoescaped): plain
HTML with native radio buttons in fieldsets (keyboard and screen-reader friendly), inline styles
only and no scripts or external assets, so they work in any browser, offline. A form sent with
answers missing is shown again with each missing answer marked at its item and listed at the top;
the marks and the list clear as the items are answered (CSS ``:has``, no script). Submitting
completes the questionnaire once; a PHQ-9 answer that raises a safety flag (item 9 above 0) is
followed by the site's crisis text (``EngineSettings.crisis_text``). The token in the URL is the
only credential; a link expires when answered or ``activity_link_ttl`` after it was made.
"""

from __future__ import annotations

import re
import time
from functools import cache
from urllib.parse import parse_qs

import anyio
import jinja2
from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse

from voxwell.engine.deps import State
from voxwell.engine.questionnaires import IssuedQuestionnaire
from voxwell.paths import resource_path
from voxwell.questionnaires import Definition

__all__ = ["router", "templates"]

router = APIRouter(prefix="/activities", include_in_schema=False)

_FORM_CAP = 64 * 1024
# Never shown inside another site's frame (clickjacking): CSP for today's browsers, XFO for old.
_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'"
_HEADERS = {
    "Cache-Control": "no-store",
    "Content-Security-Policy": _CSP,
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}


def _css_id(name: object) -> str:
    """An HTML id that is also a plain CSS identifier (``q-`` and letters, digits, _ and -)."""
    return "q-" + re.sub(r"[^A-Za-z0-9_-]", "_", str(name))


@cache
def templates() -> jinja2.Environment:
    """The activity pages' templates, autoescaped, loaded once."""
    environment = jinja2.Environment(
        loader=jinja2.FileSystemLoader(resource_path("activities")),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    environment.filters["css_id"] = _css_id
    return environment


def _page(template: str, status: int = 200, **values: object) -> HTMLResponse:
    html = templates().get_template(template).render(**values)
    return HTMLResponse(html, status_code=status, headers=_HEADERS)


def _form(
    definition: Definition,
    action: str,
    chosen: dict[str, str],
    problems: list[tuple[object, str]],
    status: int = 200,
) -> HTMLResponse:
    missing = [question for question, _ in problems]
    return _page(
        "form.html",
        status,
        title=definition.name,
        definition=definition,
        action=action,
        chosen=chosen,
        missing=missing,
        problems=[
            {"question": getattr(question, "id", None), "text": text} for question, text in problems
        ],
    )


def _gone() -> HTMLResponse:
    return _page(
        "message.html",
        404,
        title="Activity not found",
        heading="This activity link is not valid",
        text="It may have expired (a link lasts a day) or been answered already. "
        "Ask for a new link to the questionnaire.",
        crisis="",
    )


def _done(status: int = 200, crisis: str = "") -> HTMLResponse:
    return _page(
        "message.html",
        status,
        title="Thank you",
        heading="Thank you",
        text="Your answers have been recorded. You can close this page.",
        crisis=crisis,
    )


def _expired(record: IssuedQuestionnaire, state: State) -> bool:
    ttl = state.settings.activity_link_ttl
    return record.completed_at is None and time.time() > record.created_at + ttl


@router.get("/{token}", name="activity_page", response_class=HTMLResponse)
async def activity_page(token: str, request: Request, state: State) -> HTMLResponse:
    record = await state.questionnaires.by_token(token)
    if record is None or record.type not in state.definitions or _expired(record, state):
        return _gone()
    if record.completed_at is not None:
        return _done()
    definition = state.definitions[record.type]
    return _form(definition, str(request.url.path), {}, [])


@router.post("/{token}", response_class=HTMLResponse)
async def submit_activity(token: str, request: Request, state: State) -> HTMLResponse:
    record = await state.questionnaires.by_token(token)
    if record is None or record.type not in state.definitions or _expired(record, state):
        return _gone()
    if record.completed_at is not None:
        return _done(409)
    definition = state.definitions[record.type]
    raw = b""
    async for chunk in request.stream():
        raw += chunk
        if len(raw) > _FORM_CAP:
            return _page(
                "message.html",
                413,
                title="Too large",
                heading="The form sent too much data.",
                text="Go back and send the form again.",
                crisis="",
            )
    fields = parse_qs(raw.decode("utf-8", "replace"), keep_blank_values=True)
    answers = {name: values[-1] for name, values in fields.items() if values}
    kept, problems = definition.answer_problems(answers)
    if problems:
        path = str(request.url.path)
        return _form(definition, path, kept, [(q, text) for q, text in problems], 422)
    details = {
        "name": definition.name,
        "questions": definition.questions_wire(),
        "answers": kept,
    }
    score = definition.score(kept)
    if score is not None:
        details["scoreDetails"] = score
    # A durable write: off the event loop, which answers every other request meanwhile.
    stored = await anyio.to_thread.run_sync(
        state.questionnaires.complete, record.id, details, time.time()
    )
    crisis = state.settings.crisis_text if definition.raised_flags(kept) else ""
    return _done(200 if stored else 409, crisis)
