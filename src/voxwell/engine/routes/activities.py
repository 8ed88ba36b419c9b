"""The activity pages where a user answers a questionnaire (the ``activityLink`` of the spec).

Pages are Jinja2 templates shipped in the package (``resources/activities``, autoescaped): plain
HTML with native radio buttons in fieldsets (keyboard and screen-reader friendly), inline styles
only and no scripts or external assets, so they work in any browser, offline. A form sent with
answers missing is shown again with each missing answer marked at its item and listed at the top;
the marks and the list clear as the items are answered (CSS ``:has``, no script). Submitting
completes the questionnaire once; a PHQ-9 answer that raises a safety flag (item 9 above 0) is
followed by the site's crisis text (``EngineSettings.crisis_text``). The token in the URL is the
only credential; a link expires when answered or ``activity_link_ttl`` after it was made.

Every page speaks the patient's language, not the clinician's: the page's language is the
``lang`` the patient chose on the page (a visible switch of every page), else the first of the
browser's ``Accept-Language`` that Voxwell writes (``voxwell.locales``); the pages' own words
come from the gettext catalogues beside the templates (``activities/locale``, made with pybabel),
and every page names its language (``lang``). The questionnaire is an instrument in that
language, with its published wording (``voxwell.questionnaires``), never translated by Voxwell;
where the language has none, the page says so and offers the languages that have one. The
answers keep the language they were given in (``questions.language``).
"""

from __future__ import annotations

import re
import time
from collections.abc import Sequence
from functools import cache
from urllib.parse import parse_qs

import anyio
import jinja2
import jinja2.ext
from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse

from voxwell.engine.deps import State
from voxwell.engine.questionnaires import IssuedQuestionnaire
from voxwell.locales import (
    DEFAULT_LANGUAGE,
    UI_LANGUAGES,
    accepted_languages,
    best_language,
    patient_words,
)
from voxwell.paths import resource_path
from voxwell.questionnaires import Definition, Question

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
def templates(language: str = DEFAULT_LANGUAGE) -> jinja2.Environment:
    """The activity pages' templates in ``language``, autoescaped, loaded once per language."""
    environment = jinja2.Environment(
        loader=jinja2.FileSystemLoader(resource_path("activities")),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        extensions=[jinja2.ext.i18n],  # imported, not named: the frozen app must hold it
    )
    environment.install_gettext_translations(patient_words(language), newstyle=True)  # type: ignore[attr-defined]
    environment.filters["css_id"] = _css_id
    return environment


class _Page:
    """One request's page language: its words, and the links of the language switch."""

    def __init__(self, request: Request) -> None:
        chosen = request.query_params.get("lang")
        wanted = ([chosen] if chosen else []) + accepted_languages(
            request.headers.get("accept-language")
        )
        self.language = best_language(wanted, UI_LANGUAGES) or DEFAULT_LANGUAGE
        self.path = str(request.url.path)
        self._ = patient_words(self.language).gettext

    def href(self, language: str) -> str:
        return f"{self.path}?lang={language}"

    @property
    def action(self) -> str:
        """Where the form posts: the same page, in the same language."""
        return self.href(self.language)

    def switch(self) -> list[tuple[str, str, str]]:
        return [(tag, name, self.href(tag)) for tag, name in UI_LANGUAGES.items()]

    def render(self, template: str, status: int = 200, **values: object) -> HTMLResponse:
        html = (
            templates(self.language)
            .get_template(template)
            .render(page_language=self.language, languages=self.switch(), **values)
        )
        return HTMLResponse(html, status_code=status, headers=_HEADERS)

    def message(
        self,
        status: int,
        title: str,
        heading: str,
        text: str,
        crisis: str = "",
        others: list[tuple[str, str, str]] | None = None,
    ) -> HTMLResponse:
        values = {"title": title, "heading": heading, "text": text, "crisis": crisis}
        return self.render("message.html", status, others=others or [], **values)


def _instrument(state: State, kind: str, page: _Page) -> Definition | None:
    """The questionnaire in the page's language, None when it has no published version in it."""
    versions = state.instruments[kind]
    chosen = best_language([page.language], versions)
    return None if chosen is None else versions[chosen]


def _no_instrument(state: State, kind: str, page: _Page) -> HTMLResponse:
    """The page of a language the questionnaire has no published wording in: said in that
    language, with the languages that have one."""
    versions = state.instruments[kind]
    offered = [
        (tag, name, page.href(tag))
        for tag, name in UI_LANGUAGES.items()
        if best_language([tag], versions) is not None
    ]
    _ = page._
    return page.message(
        200,
        _("Questionnaire"),
        _("This questionnaire is not available in this language"),
        _(
            "It is given only in the wording its authors published, and there is none in "
            "this language yet. Choose a language you can answer in:"
        ),
        others=offered,
    )


def _problem_texts(
    definition: Definition,
    answers: dict[str, str],
    problems: Sequence[tuple[Question, str]],
    page: _Page,
) -> list[dict[str, str]]:
    """Each problem in the page's language, with the item it is about."""
    numbers = {question.id: n for n, question in enumerate(definition.questions, start=1)}
    texts = []
    for question, _text in problems:
        key = question.id
        if answers.get(key):
            said = page._("Question %(number)s has an answer that is not one of its options.")
        else:
            said = page._("Question %(number)s has no answer yet; choose one option.")
        texts.append({"question": key, "text": said % {"number": numbers.get(key, "")}})
    return texts


def _form(
    definition: Definition,
    page: _Page,
    chosen: dict[str, str],
    problems: Sequence[tuple[Question, str]],
    status: int = 200,
    answers: dict[str, str] | None = None,
) -> HTMLResponse:
    """The form; after a send with problems, ``answers`` are what was sent."""
    missing = [question for question, _ in problems]
    return page.render(
        "form.html",
        status,
        title=definition.name,
        definition=definition,
        action=page.action,
        chosen=chosen,
        missing=missing,
        problems=_problem_texts(definition, answers or {}, problems, page),
    )


def _gone(page: _Page) -> HTMLResponse:
    _ = page._
    return page.message(
        404,
        _("Activity not found"),
        _("This activity link is not valid"),
        _(
            "It may have expired (a link lasts a day) or been answered already. "
            "Ask for a new link to the questionnaire."
        ),
    )


def _done(page: _Page, status: int = 200, crisis: str = "") -> HTMLResponse:
    _ = page._
    return page.message(
        status,
        _("Thank you"),
        _("Thank you"),
        _("Your answers have been recorded. You can close this page."),
        crisis,
    )


def _expired(record: IssuedQuestionnaire, state: State) -> bool:
    ttl = state.settings.activity_link_ttl
    return record.completed_at is None and time.time() > record.created_at + ttl


@router.get("/{token}", name="activity_page", response_class=HTMLResponse)
async def activity_page(token: str, request: Request, state: State) -> HTMLResponse:
    page = _Page(request)
    record = await state.questionnaires.by_token(token)
    if record is None or record.type not in state.definitions or _expired(record, state):
        return _gone(page)
    if record.completed_at is not None:
        return _done(page)
    definition = _instrument(state, record.type, page)
    if definition is None:
        return _no_instrument(state, record.type, page)
    return _form(definition, page, {}, [])


@router.post("/{token}", response_class=HTMLResponse)
async def submit_activity(token: str, request: Request, state: State) -> HTMLResponse:
    page = _Page(request)
    record = await state.questionnaires.by_token(token)
    if record is None or record.type not in state.definitions or _expired(record, state):
        return _gone(page)
    if record.completed_at is not None:
        return _done(page, 409)
    definition = _instrument(state, record.type, page)
    if definition is None:
        return _no_instrument(state, record.type, page)
    raw = b""
    async for chunk in request.stream():
        raw += chunk
        if len(raw) > _FORM_CAP:
            _ = page._
            return page.message(
                413,
                _("Too large"),
                _("The form sent too much data."),
                _("Go back and send the form again."),
            )
    fields = parse_qs(raw.decode("utf-8", "replace"), keep_blank_values=True)
    answers = {name: values[-1] for name, values in fields.items() if values}
    kept, problems = definition.answer_problems(answers)
    if problems:
        return _form(definition, page, kept, problems, 422, answers)
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
    crisis = state.settings.crisis_text_in(page.language) if definition.raised_flags(kept) else ""
    return _done(page, 200 if stored else 409, crisis)
