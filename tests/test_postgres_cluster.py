"""The tests' private PostgreSQL cluster: it starts, keeps data across a restart, and goes away."""

from __future__ import annotations

import pytest

from tests.postgres_cluster import PostgresCluster

pytestmark = pytest.mark.slow


psycopg = pytest.importorskip("psycopg", reason="psycopg is in the team-server extra")


def test_the_cluster_keeps_committed_rows_across_a_restart(own_postgres: PostgresCluster) -> None:
    with psycopg.connect(own_postgres.url) as connection:
        connection.execute("CREATE TABLE marks (name text PRIMARY KEY)")
        connection.execute("INSERT INTO marks VALUES ('before-restart')")
    own_postgres.restart()
    with psycopg.connect(own_postgres.url) as connection:
        rows = connection.execute("SELECT name FROM marks").fetchall()
    assert rows == [("before-restart",)]


def test_the_cluster_listens_on_its_own_socket_only(own_postgres: PostgresCluster) -> None:
    with psycopg.connect(own_postgres.url) as connection:
        listen = connection.execute("SHOW listen_addresses").fetchone()
        sockets = connection.execute("SHOW unix_socket_directories").fetchone()
    assert listen == ("",)
    assert sockets == (str(own_postgres.socket_dir),)
