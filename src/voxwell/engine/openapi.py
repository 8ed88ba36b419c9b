"""The engine's OpenAPI description: FastAPI's, made exact where the code alone cannot say it.

- ``ValidationError`` has exactly ``loc``, ``msg`` and ``type`` (what the engine sends);
- configured values are listed as enums (questionnaire types, user data upload types), since
  anything else is refused with 422;
- links say that a created run or questionnaire is read back by its ``id``;
- every ``/v1`` operation but the signed upload URL requires the ``x-api-key`` scheme (checked by
  the guard middleware, so the routes themselves carry no security dependency).
A test compares the result with a committed snapshot, so the contract cannot drift silently.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi

from voxwell.engine.guard import KEY_HEADER

__all__ = ["install_openapi"]

_SCHEME = "APIKeyHeader"

_READ_BACK = {
    ("/v1/models/mental-wellness", "post"): ("get_mental_wellness_run", "model_run_id"),
    ("/v1/models/apollo", "post"): ("get_apollo_run", "model_run_id"),
    ("/v1/questionnaires", "post"): ("get_questionnaire", "questionnaire_id"),
}


def _operation_ids(schema: dict[str, Any]) -> dict[str, str]:
    """Function name → operationId (FastAPI derives ids from names and paths)."""
    paths = schema["paths"].values()
    op_ids = [operation.get("operationId", "") for ops in paths for operation in ops.values()]
    return {op_id.split("_v1_")[0]: op_id for op_id in op_ids}


def _require_key(schema: dict[str, Any]) -> None:
    schema["components"]["securitySchemes"] = {
        _SCHEME: {"type": "apiKey", "in": "header", "name": KEY_HEADER}
    }
    for path, operations in schema["paths"].items():
        if path.startswith("/v1/") and not path.startswith("/v1/uploads/"):
            for operation in operations.values():
                operation["security"] = [{_SCHEME: []}]


def _patch(schema: dict[str, Any], questionnaire_types: list[str], upload_types: list[str]) -> None:
    _require_key(schema)
    components = schema["components"]["schemas"]
    error = components["ValidationError"]
    error["properties"] = {k: error["properties"][k] for k in ("loc", "msg", "type")}
    create = components["QuestionnaireCreate"]["properties"]["questionnaireType"]
    create["enum"] = questionnaire_types
    upload = schema["paths"]["/v1/user-data/{upload_type}"]["post"]
    for parameter in upload["parameters"]:
        if parameter["name"] == "upload_type":
            parameter["schema"]["enum"] = upload_types
    ids = _operation_ids(schema)
    for (path, method), (target, parameter) in _READ_BACK.items():
        response = schema["paths"][path][method]["responses"]["200"]
        response["links"] = {
            "ReadBack": {
                "operationId": ids[target],
                "parameters": {parameter: "$response.body#/id"},
            }
        }


def install_openapi(
    app: FastAPI, questionnaire_types: Iterable[str], upload_types: Iterable[str]
) -> None:
    """Make ``app.openapi()`` return the patched description (built once)."""
    q_types = sorted(questionnaire_types)
    u_types = list(upload_types)

    def build() -> dict[str, Any]:
        if app.openapi_schema is None:
            schema = get_openapi(
                title=app.title,
                version=app.version,
                openapi_version=app.openapi_version,
                description=app.description,
                routes=app.routes,
            )
            _patch(schema, q_types, u_types)
            app.openapi_schema = schema
        return app.openapi_schema

    setattr(app, "openapi", build)  # noqa: B010  (FastAPI's documented way to customise it)
