"""``voxwell devices``: list the audio inputs (default first) as Voxwell sees them."""

from __future__ import annotations

import argparse
import sys

from voxwell.audio.devices import NO_INPUT_MESSAGE, list_input_devices
from voxwell.errors import AudioDeviceError

__all__ = ["main"]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="voxwell devices", description="List the audio inputs Voxwell can record from."
    )
    parser.parse_args(argv)
    try:
        devices = list_input_devices()
    except AudioDeviceError as exc:
        print(f"voxwell devices: {exc}", file=sys.stderr)
        return 1
    if not devices:
        print(f"voxwell devices: {NO_INPUT_MESSAGE}", file=sys.stderr)
        return 1
    print(f"{'#':>3}  {'channels':>8}  {'rate':>6}  name (host API)")
    for device in devices:
        marker = "*" if device.is_default else " "
        print(
            f"{device.index:>3}{marker} {device.channels:>8}  {device.default_samplerate:>6}  "
            f"{device.name} ({device.hostapi})"
        )
    print("* = default input")
    return 0
