"""The memory test's child process: one upload and nothing else, so its tracemalloc peak is the
upload's alone (in the test process, threads left by earlier tests on the same worker count too).

Arguments: the service's base URL, an upload URL, the file. Prints the peak in bytes.
"""

from __future__ import annotations

import asyncio
import sys
import tracemalloc
from pathlib import Path

from voxwell.client import AsyncVoiceClient


async def _upload(base_url: str, upload_url: str, path: Path) -> int:
    async with AsyncVoiceClient(base_url) as client:
        tracemalloc.start()
        try:
            await client.upload_file(upload_url, path)
            return tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()


if __name__ == "__main__":
    base_url, upload_url, file = sys.argv[1:4]
    sys.stdout.write(f"{asyncio.run(_upload(base_url, upload_url, Path(file)))}\n")
