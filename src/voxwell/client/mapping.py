"""Mapping of HTTP outcomes into ``voxwell.errors``: the one place where httpx errors and error
statuses become Voxwell exceptions.

Messages are plain sentences that say what to do. They carry the service's own ``detail`` where
it helps, scrubbed of the API key in case a service ever echoes it back.
"""

from __future__ import annotations

from typing import Any, TypeVar

import httpx
import pydantic

from voxwell.api import HTTPValidationError
from voxwell.errors import (
    ApiConnectionError,
    ApiError,
    ApiStatusError,
    ApiTimeoutError,
    AuthError,
    NotFoundError,
    ServerError,
    ValidationFailed,
)
from voxwell.i18n import translate

__all__ = [
    "error_detail",
    "is_expired_upload",
    "parse_response",
    "scrub",
    "status_error",
    "transport_error",
]

ModelT = TypeVar("ModelT", bound=pydantic.BaseModel)


def scrub(text: str, secret: str | None) -> str:
    """``text`` with every occurrence of ``secret`` replaced by asterisks."""
    return text.replace(secret, "***") if secret else text


def transport_error(exc: httpx.RequestError, where: str) -> ApiError:
    """The Voxwell error for a request that got no usable answer (``where``: the service)."""
    error = type(exc).__name__
    if isinstance(exc, httpx.TimeoutException):
        return ApiTimeoutError(
            translate(
                "ClientErrors",
                "{service} did not answer in time ({error}). Check the connection and try again.",
            ).format(service=where, error=error)
        )
    if not isinstance(exc, httpx.TransportError):  # redirects, undecodable bodies
        return ApiError(
            translate(
                "ClientErrors", "{service} sent an answer Voxwell cannot use ({error})."
            ).format(service=where, error=error)
        )
    return ApiConnectionError(
        translate(
            "ClientErrors",
            "{service} could not be reached ({error}). "
            "Check that it is running and that the address is right.",
        ).format(service=where, error=error)
    )


def error_detail(response: httpx.Response) -> Any:
    """The ``detail`` member of an error body, or the body's text, or None."""
    try:
        body = response.json()
    except ValueError:
        text = response.text.strip()
        return text[:300] or None
    if isinstance(body, dict):
        return body.get("detail")
    return body


def is_expired_upload(response: httpx.Response) -> bool:
    """A 403 whose detail says the upload URL has expired (the engine and the hosted service)."""
    detail = error_detail(response)
    return response.status_code == 403 and isinstance(detail, str) and "expired" in detail.lower()


def _validation_entries(detail: Any) -> list[dict[str, Any]]:
    if isinstance(detail, list):
        try:
            parsed = HTTPValidationError.model_validate({"detail": detail})
        except pydantic.ValidationError:
            return [entry if isinstance(entry, dict) else {"msg": str(entry)} for entry in detail]
        return [entry.model_dump() for entry in parsed.detail or []]
    if detail:
        return [{"loc": [], "msg": str(detail), "type": "value_error"}]
    return []


def _describe(entry: dict[str, Any]) -> str:
    location = ".".join(str(part) for part in entry.get("loc", []) if part != "body")
    message = str(entry.get("msg", "invalid"))
    return f"{location}: {message}" if location else message


def status_error(
    response: httpx.Response, *, what: str, service: str, api_key: str | None
) -> ApiStatusError:
    """The Voxwell error for an error status (``what``: the resource asked for)."""
    code = response.status_code
    detail = error_detail(response)
    said = scrub(str(detail), api_key) if isinstance(detail, str) and detail else ""
    if code == 401:
        if said:
            refused = translate(
                "ClientErrors",
                "{service} refused the API key ({said}). Check the key saved for this service, "
                "or pass it with {option} or the {variable} variable.",
            )
        else:
            refused = translate(
                "ClientErrors",
                "{service} refused the API key. Check the key saved for this service, "
                "or pass it with {option} or the {variable} variable.",
            )
        said_in_full = refused.format(
            service=service, said=said, option="--api-key", variable="VOXWELL_API_KEY"
        )
        return AuthError(401, said_in_full)
    if code == 404:
        return NotFoundError(
            404,
            translate(
                "ClientErrors",
                "{what} was not found: it does not exist, was created with another API key, "
                "or has been deleted.",
            ).format(what=what),
        )
    if code == 422:
        entries = _validation_entries(detail)
        for entry in entries:
            entry["msg"] = scrub(str(entry.get("msg", "")), api_key)
        summary = "; ".join(_describe(entry) for entry in entries) or translate(
            "ClientErrors", "no details given"
        )
        invalid = translate("ClientErrors", "{service} refused the request as invalid: {summary}.")
        return ValidationFailed(invalid.format(service=service, summary=summary), entries)
    if code >= 500:
        if said:
            failed = translate(
                "ClientErrors", "{service} failed with status {code} ({said}). Try again later."
            )
        else:
            failed = translate(
                "ClientErrors", "{service} failed with status {code}. Try again later."
            )
        return ServerError(code, failed.format(service=service, code=code, said=said))
    if said:
        answered = translate(
            "ClientErrors", "{service} answered {what} with status {code}: {said}."
        )
    else:
        answered = translate("ClientErrors", "{service} answered {what} with status {code}.")
    return ApiStatusError(code, answered.format(service=service, what=what, code=code, said=said))


def parse_response(model: type[ModelT], response: httpx.Response, *, service: str) -> ModelT:
    """A successful body parsed with the wire schema; a body that does not fit is an ApiError."""
    try:
        return model.model_validate_json(response.content)
    except pydantic.ValidationError as exc:
        problems = exc.error_count()  # a plain name: lupdate reads no call as the count
        raise ApiError(
            translate(
                "ClientErrors",
                "{service} sent a {model} that Voxwell does not understand "
                "(%n problem(s), first: {first}). "
                "The service may be newer than this version of Voxwell.",
                None,
                problems,
            ).format(service=service, model=model.__name__, first=exc.errors()[0]["msg"])
        ) from exc
