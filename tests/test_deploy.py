"""deploy/: the team server's compose file, Caddyfile and Dockerfile, checked by structure.

Docker is not run here (the test machines have no Docker daemon): the compose file is loaded as
YAML and its wiring checked, as ``docker compose config`` would see it after YAML merges; the
Caddyfile and Dockerfile are checked for the lines the wiring depends on. docs/deploy.md must
name every setting the compose file uses.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
DEPLOY = ROOT / "deploy"
API_NODES = ("api-1", "api-2")
WORKERS = ("worker-1", "worker-2")
ENGINE_SERVICES = ("migrate", *API_NODES, *WORKERS)


@pytest.fixture(scope="module")
def compose() -> dict[str, Any]:
    loaded = yaml.safe_load((DEPLOY / "compose.yaml").read_text(encoding="utf-8"))
    assert isinstance(loaded, dict)
    return loaded


@pytest.fixture(scope="module")
def services(compose: dict[str, Any]) -> dict[str, dict[str, Any]]:
    found = compose["services"]
    assert isinstance(found, dict)
    return found


def _env(service: dict[str, Any]) -> dict[str, str]:
    env = service.get("environment") or {}
    assert isinstance(env, dict), "environment as a mapping, so merges and checks are exact"
    return {str(k): str(v) for k, v in env.items()}


def test_every_part_of_the_team_server_is_there(services: dict[str, dict[str, Any]]) -> None:
    assert set(services) == {"postgres", "proxy", *ENGINE_SERVICES}
    assert services["postgres"]["image"].startswith("postgres:")
    assert services["proxy"]["image"].startswith("caddy:")
    assert services["migrate"]["command"] == ["migrate"]
    assert services["migrate"]["restart"] == "no", "a one-shot service"
    for name in API_NODES:
        assert services[name]["command"] == ["serve"], name
    for name in WORKERS:
        command = services[name]["command"]
        assert command[0] == "worker", name
        assert "--concurrency" in command, name


def test_engine_services_share_one_image_built_with_the_team_extra(
    services: dict[str, dict[str, Any]],
) -> None:
    images = {services[name]["image"] for name in ENGINE_SERVICES}
    builds = {repr(services[name]["build"]) for name in ENGINE_SERVICES}
    assert len(images) == 1
    assert len(builds) == 1
    build = services["migrate"]["build"]
    assert (DEPLOY / build["context"] / build["dockerfile"]).resolve() == DEPLOY / "Dockerfile"
    dockerfile = (DEPLOY / "Dockerfile").read_text(encoding="utf-8")
    assert re.search(r'^RUN pip install "\.\[team\]"$', dockerfile, re.M)
    assert re.search(r'^ENTRYPOINT \["voxwell", "engine"\]$', dockerfile, re.M)
    assert re.search(r"^USER voxwell$", dockerfile, re.M), "not root"
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert "team" in extras["optional-dependencies"]
    # The build context keeps only what the image installs.
    ignore = (DEPLOY / "Dockerfile.dockerignore").read_text(encoding="utf-8").split()
    assert ignore[ignore.index("*") :][:4] == ["*", "!pyproject.toml", "!README.md", "!src"]


def test_nodes_and_workers_use_the_same_database_and_storage(
    services: dict[str, dict[str, Any]],
) -> None:
    databases = {_env(services[name])["VOXWELL_DATABASE"] for name in ENGINE_SERVICES}
    assert len(databases) == 1
    (database,) = databases
    assert re.fullmatch(
        r"postgresql://voxwell:\$\{POSTGRES_PASSWORD:\?[^}]+\}@postgres:5432/voxwell", database
    )
    postgres = _env(services["postgres"])
    assert postgres["POSTGRES_USER"] == "voxwell"
    assert postgres["POSTGRES_DB"] == "voxwell"
    assert postgres["POSTGRES_PASSWORD"].startswith("${POSTGRES_PASSWORD:?")
    storages = {_env(services[name])["VOXWELL_STORAGE"] for name in (*API_NODES, *WORKERS)}
    assert len(storages) == 1
    (storage,) = storages
    mounts = {tuple(services[name]["volumes"]) for name in (*API_NODES, *WORKERS)}
    assert mounts == {(f"recordings:{storage}",)}, "one shared volume, mounted where it is named"


def test_the_proxy_is_the_only_service_with_published_ports(
    services: dict[str, dict[str, Any]],
) -> None:
    published = {name for name, service in services.items() if service.get("ports")}
    assert published == {"proxy"}
    assert "443:443" in services["proxy"]["ports"]
    for name in API_NODES:
        assert services[name]["expose"] == [_env(services[name])["VOXWELL_PORT"]]


def test_health_checks_and_start_order(services: dict[str, dict[str, Any]]) -> None:
    assert "pg_isready" in " ".join(services["postgres"]["healthcheck"]["test"])
    for name in API_NODES:
        port = _env(services[name])["VOXWELL_PORT"]
        assert f"http://127.0.0.1:{port}/health" in " ".join(services[name]["healthcheck"]["test"])
    assert services["migrate"]["depends_on"] == {"postgres": {"condition": "service_healthy"}}
    for name in (*API_NODES, *WORKERS):
        assert services[name]["depends_on"] == {
            "migrate": {"condition": "service_completed_successfully"}
        }, name
    assert services["proxy"]["depends_on"] == {
        name: {"condition": "service_healthy"} for name in API_NODES
    }


def test_the_proxy_balances_both_nodes_checks_their_health_and_terminates_tls(
    services: dict[str, dict[str, Any]],
) -> None:
    caddyfile = (DEPLOY / "Caddyfile").read_text(encoding="utf-8")
    lines = [line.split("#", 1)[0].strip() for line in caddyfile.splitlines()]
    lines = [line for line in lines if line]
    ports = {_env(services[name])["VOXWELL_PORT"] for name in API_NODES}
    assert len(ports) == 1
    (port,) = ports
    assert f"reverse_proxy api-1:{port} api-2:{port} {{" in lines
    assert "health_uri /health/ready" in lines, "the proxy skips a node that is not ready"
    assert "respond @metrics 404" in lines, "metrics stay inside"
    assert "max_size 130MB" in lines, "bodies over a recording's limit stop at the proxy"
    assert "tls {$VOXWELL_TLS:internal}" in lines
    assert lines[0] == "{$VOXWELL_DOMAIN:localhost} {", "the site is the domain the nodes expect"
    assert "Host {$VOXWELL_DOMAIN:localhost}" in lines, "health checks use an allowed host name"
    assert caddyfile.count("{") == caddyfile.count("}")
    mounts = services["proxy"]["volumes"]
    assert "./Caddyfile:/etc/caddy/Caddyfile:ro" in mounts
    # The nodes answer to the proxy's site name and hand out links under it.
    for name in API_NODES:
        env = _env(services[name])
        assert env["VOXWELL_ALLOWED_HOSTS"] == "${VOXWELL_DOMAIN:-localhost}"
        assert env["VOXWELL_PUBLIC_URL"] == "https://${VOXWELL_DOMAIN:-localhost}"
        assert env["VOXWELL_HOST"] == "0.0.0.0"
    assert _env(services["proxy"])["VOXWELL_DOMAIN"] == "${VOXWELL_DOMAIN:-localhost}"


def test_the_deploy_guide_names_every_setting_and_command(compose: dict[str, Any]) -> None:
    guide = (ROOT / "docs" / "deploy.md").read_text(encoding="utf-8")
    text = (DEPLOY / "compose.yaml").read_text(encoding="utf-8")
    used = set(re.findall(r"\b(VOXWELL_[A-Z_]+|POSTGRES_PASSWORD)\b", text))
    used |= set(re.findall(r"\b(VOXWELL_[A-Z_]+)\b", (DEPLOY / ".env.example").read_text()))
    used |= {"VOXWELL_ENGINE_API_KEYS", "VOXWELL_S3_ENDPOINT_URL"}
    missing = sorted(name for name in used if name not in guide)
    assert not missing, f"docs/deploy.md does not explain {missing}"
    for command in (
        "voxwell engine serve",
        "voxwell engine worker",
        "voxwell engine migrate",
        "voxwell engine keys create",
        "voxwell engine keys list",
        "voxwell engine keys revoke",
        'pip install ".[team]"',
        "CREATE ROLE voxwell",
        "Restart=always",
        "/health/ready",
        "pg_dump",
    ):
        assert command in guide, command
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "(docs/deploy.md)" in readme
