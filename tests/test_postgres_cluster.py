"""The tests' private PostgreSQL cluster: it starts, keeps data across a restart, and goes away."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.postgres_cluster import PostgresCluster, PostgresUnavailable

psycopg = pytest.importorskip("psycopg", reason="psycopg is in the team-server extra")


@pytest.fixture(scope="module")
def cluster() -> Iterator[PostgresCluster]:
    try:
        with PostgresCluster() as running:
            yield running
    except PostgresUnavailable as exc:
        pytest.skip(f"PostgreSQL cannot run here: {exc}")


def test_the_cluster_keeps_committed_rows_across_a_restart(cluster: PostgresCluster) -> None:
    with psycopg.connect(cluster.url) as connection:
        connection.execute("CREATE TABLE marks (name text PRIMARY KEY)")
        connection.execute("INSERT INTO marks VALUES ('before-restart')")
    cluster.restart()
    with psycopg.connect(cluster.url) as connection:
        rows = connection.execute("SELECT name FROM marks").fetchall()
    assert rows == [("before-restart",)]


def test_the_cluster_listens_on_its_own_socket_only(cluster: PostgresCluster) -> None:
    with psycopg.connect(cluster.url) as connection:
        listen = connection.execute("SHOW listen_addresses").fetchone()
        sockets = connection.execute("SHOW unix_socket_directories").fetchone()
    assert listen == ("",)
    assert sockets == (str(cluster.socket_dir),)
