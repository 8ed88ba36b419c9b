"""moto's standalone S3 server for the tests: the documented stand-in for an S3-compatible
object store (no cloud account, no network). Started in this process on a free loopback port;
the tests inspect its buckets with boto3 directly, as an operator would.
"""

from __future__ import annotations

import os
import secrets
import socket
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import boto3
from moto.server import ThreadedMotoServer

__all__ = ["CREDENTIALS", "SECRET", "S3Server", "free_port", "s3_credentials"]

SECRET = f"secret-{secrets.token_hex(8)}"
CREDENTIALS = {
    "AWS_ACCESS_KEY_ID": "voxwell-test",
    "AWS_SECRET_ACCESS_KEY": SECRET,
    "AWS_DEFAULT_REGION": "us-east-1",
    # Nothing from this machine's own AWS set-up, and no instance-metadata look-up.
    "AWS_CONFIG_FILE": os.devnull,
    "AWS_SHARED_CREDENTIALS_FILE": os.devnull,
    "AWS_EC2_METADATA_DISABLED": "true",
}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


class S3Server:
    """A moto S3 server on loopback that a test can stop and start again on the same port.

    moto keeps its buckets in this process, so they outlive a restart of the server.
    """

    def __init__(self) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self._server: Any = None

    def start(self) -> None:
        self._server = ThreadedMotoServer(ip_address="127.0.0.1", port=self.port, verbose=False)
        self._server.start()

    def stop(self) -> None:
        if self._server is not None:
            self._server.stop()
            self._server = None

    def client(self) -> Any:
        return boto3.session.Session().client("s3", endpoint_url=self.url)

    def new_bucket(self) -> str:
        name = f"vx-{secrets.token_hex(6)}"
        self.client().create_bucket(Bucket=name)
        return name

    def names(self, bucket: str) -> list[str]:
        listed = self.client().list_objects_v2(Bucket=bucket)
        return sorted(item["Key"] for item in listed.get("Contents", []))


@contextmanager
def s3_credentials() -> Iterator[None]:
    """This process's environment holds only the test credentials while the block runs."""
    saved = {name: os.environ.get(name) for name in CREDENTIALS}
    os.environ.update(CREDENTIALS)
    try:
        yield
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
