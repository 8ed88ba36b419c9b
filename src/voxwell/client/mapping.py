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
    if isinstance(exc, httpx.TimeoutException):
        return ApiTimeoutError(
            f"{where} did not answer in time ({type(exc).__name__}). "
            "Check the connection and try again."
        )
    if not isinstance(exc, httpx.TransportError):  # redirects, undecodable bodies
        return ApiError(f"{where} sent an answer Voxwell cannot use ({type(exc).__name__}).")
    return ApiConnectionError(
        f"{where} could not be reached ({type(exc).__name__}). "
        "Check that it is running and that the address is right."
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
        return AuthError(
            401,
            f"{service} refused the API key{f' ({said})' if said else ''}. Check the key saved for "
            "this service, or pass it with --api-key or the VOXWELL_API_KEY variable.",
        )
    if code == 404:
        return NotFoundError(
            404,
            f"{what} was not found: it does not exist, was created with another API key, "
            "or has been deleted.",
        )
    if code == 422:
        entries = _validation_entries(detail)
        for entry in entries:
            entry["msg"] = scrub(str(entry.get("msg", "")), api_key)
        summary = "; ".join(_describe(entry) for entry in entries) or "no details given"
        return ValidationFailed(f"{service} refused the request as invalid: {summary}.", entries)
    if code >= 500:
        return ServerError(
            code,
            f"{service} failed with status {code}{f' ({said})' if said else ''}. Try again later.",
        )
    return ApiStatusError(
        code, f"{service} answered {what} with status {code}{f': {said}' if said else ''}."
    )


def parse_response(model: type[ModelT], response: httpx.Response, *, service: str) -> ModelT:
    """A successful body parsed with the wire schema; a body that does not fit is an ApiError."""
    try:
        return model.model_validate_json(response.content)
    except pydantic.ValidationError as exc:
        raise ApiError(
            f"{service} sent a {model.__name__} that Voxwell does not understand "
            f"({exc.error_count()} problems, first: {exc.errors()[0]['msg']}). "
            "The service may be newer than this version of Voxwell."
        ) from exc
