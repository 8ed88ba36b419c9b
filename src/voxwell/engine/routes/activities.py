"""The activity pages where a user answers a questionnaire (the ``activityLink`` of the spec).

Plain HTML with native radio buttons in fieldsets (keyboard and screen-reader friendly), inline
styles only and no scripts or external assets, so it works in any browser, offline. Submitting
the form completes the questionnaire once; the token in the URL is the only credential.
"""

from __future__ import annotations

import time
from html import escape
from urllib.parse import parse_qs

import anyio
from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse

from voxwell.engine.deps import State
from voxwell.questionnaires import Definition

__all__ = ["router"]

router = APIRouter(prefix="/activities", include_in_schema=False)

_FORM_CAP = 64 * 1024
# Never shown inside another site's frame (clickjacking): CSP for today's browsers, XFO for old.
_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'"
_STYLE = """
body{font-family:system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;
line-height:1.5;color:#1b1b1b;background:#fff}
fieldset{border:1px solid #8a8a8a;border-radius:6px;margin:0 0 1rem;padding:.75rem 1rem}
legend{font-weight:600;padding:0 .25rem}
label{display:block;padding:.2rem 0;cursor:pointer}
input[type=radio]{margin-right:.5rem;width:1.1rem;height:1.1rem;vertical-align:middle}
input:focus-visible,button:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
button{font-size:1rem;padding:.6rem 1.4rem;border-radius:6px;border:1px solid #0b57d0;
background:#0b57d0;color:#fff;cursor:pointer}
.errors{border:2px solid #b3261e;padding:.5rem 1rem;border-radius:6px;color:#b3261e}
.credit{font-size:.85rem;color:#444;margin-top:2rem}
"""


def _page(title: str, body: str, status: int = 200) -> HTMLResponse:
    html = (
        '<!doctype html><html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{escape(title)}</title><style>{_STYLE}</style></head>"
        f"<body><main>{body}</main></body></html>"
    )
    headers = {
        "Cache-Control": "no-store",
        "Content-Security-Policy": _CSP,
        "X-Frame-Options": "DENY",
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "no-referrer",
    }
    return HTMLResponse(html, status_code=status, headers=headers)


def _form(definition: Definition, action: str, chosen: dict[str, str], problems: list[str]) -> str:
    parts = [f"<h1>{escape(definition.name)}</h1>"]
    if problems:
        items = "".join(f"<li>{escape(p)}</li>" for p in problems)
        parts.append(
            '<div class="errors" role="alert"><p>Please check your answers:</p>'
            f"<ul>{items}</ul></div>"
        )
    parts.append(f"<p>{escape(definition.instructions)}</p>")
    parts.append(f'<form method="post" action="{escape(action)}">')
    for number, question in enumerate(definition.questions, start=1):
        optional = "" if question.required else " (optional)"
        parts.append(
            f'<fieldset id="{escape(question.id)}"><legend>{number}. '
            f"{escape(question.text)}{optional}</legend>"
        )
        for option in question.options:
            option_id = str(option["id"])
            field = f"{question.id}-{option_id}"
            checked = " checked" if chosen.get(question.id) == option_id else ""
            required = " required" if question.required else ""
            parts.append(
                f'<label for="{escape(field)}"><input type="radio" id="{escape(field)}" '
                f'name="{escape(question.id)}" value="{escape(option_id)}"{checked}{required}>'
                f"{escape(str(option['label']))}</label>"
            )
        parts.append("</fieldset>")
    parts.append('<button type="submit">Submit answers</button></form>')
    if definition.credit:
        parts.append(f'<p class="credit">{escape(definition.credit)}</p>')
    return "".join(parts)


def _gone() -> HTMLResponse:
    return _page(
        "Activity not found",
        "<h1>This activity link is not valid</h1><p>Ask for a new link to the questionnaire.</p>",
        404,
    )


def _done(status: int = 200) -> HTMLResponse:
    return _page(
        "Thank you",
        "<h1>Thank you</h1><p>Your answers have been recorded. You can close this page.</p>",
        status,
    )


@router.get("/{token}", name="activity_page", response_class=HTMLResponse)
async def activity_page(token: str, request: Request, state: State) -> HTMLResponse:
    record = await state.questionnaires.by_token(token)
    if record is None or record.type not in state.definitions:
        return _gone()
    if record.completed_at is not None:
        return _done()
    definition = state.definitions[record.type]
    return _page(definition.name, _form(definition, str(request.url.path), {}, []))


@router.post("/{token}", response_class=HTMLResponse)
async def submit_activity(token: str, request: Request, state: State) -> HTMLResponse:
    record = await state.questionnaires.by_token(token)
    if record is None or record.type not in state.definitions:
        return _gone()
    if record.completed_at is not None:
        return _done(409)
    definition = state.definitions[record.type]
    raw = b""
    async for chunk in request.stream():
        raw += chunk
        if len(raw) > _FORM_CAP:
            return _page("Too large", "<h1>The form sent too much data.</h1>", 413)
    fields = parse_qs(raw.decode("utf-8", "replace"), keep_blank_values=True)
    answers = {name: values[-1] for name, values in fields.items() if values}
    kept, problems = definition.check_answers(answers)
    if problems:
        return _page(definition.name, _form(definition, str(request.url.path), kept, problems), 422)
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
    return _done(200 if stored else 409)
