"""Sealed blobs and streams: they round-trip, refuse a wrong key, purpose or alteration, and a
stream cut short by a crash keeps every record written before the cut."""

from __future__ import annotations

import os
import struct
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from voxwell.privacy.sealing import (
    KEY_BYTES,
    SealedDataError,
    SealedStreamWriter,
    is_sealed,
    read_sealed,
    read_sealed_stream,
    seal,
    sealed_stream_payload,
    unseal,
    write_sealed,
)

KEY = bytes(range(100, 132))
OTHER_KEY = bytes(range(1, 33))
SECRET = b"I want to kill myself"
WAV_HEAD = b"RIFF\x24\x08\x00\x00WAVEfmt "
HEADER_BYTES = 5 + 16  # magic + stream id
CHUNKS = [SECRET, WAV_HEAD + bytes(300), b"", b"third", b"last one"]


def _key_shown(text: str) -> bool:
    return any(form in text for form in (KEY.hex(), repr(KEY), str(KEY), repr(OTHER_KEY)))


def _write_stream(path: Path, chunks: list[bytes], *, close: bool = True) -> None:
    writer = SealedStreamWriter(path, KEY, purpose="take")
    for chunk in chunks:
        writer.append(chunk)
    if close:
        writer.close()
    else:
        writer.abandon()


def _record_spans(data: bytes) -> list[tuple[int, int]]:
    """(start, end) of each record, read from the length fields independently of the module."""
    spans, position = [], HEADER_BYTES
    while position < len(data):
        (length,) = struct.unpack_from("<I", data, position)
        spans.append((position, position + 4 + 12 + length))
        position = spans[-1][1]
    return spans


def _flipped(data: bytes, index: int) -> bytes:
    return data[:index] + bytes((data[index] ^ 0x01,)) + data[index + 1 :]


# Blobs


@pytest.mark.parametrize(
    "data", [b"", SECRET, bytes(range(256)) * 400], ids=["empty", "words", "100k"]
)
def test_a_blob_round_trips(data: bytes) -> None:
    blob = seal(KEY, data, purpose="history")
    assert blob.startswith(b"VXSB1")
    assert unseal(KEY, blob, purpose="history") == data


def test_the_same_data_seals_differently_each_time() -> None:
    assert seal(KEY, SECRET, purpose="notes") != seal(KEY, SECRET, purpose="notes")


def test_a_blob_hides_its_plaintext() -> None:
    assert SECRET not in seal(KEY, SECRET, purpose="notes")
    assert b"RIFF" not in seal(KEY, WAV_HEAD, purpose="notes")[5:]


def _unseal_error(key: bytes, blob: bytes, purpose: str) -> SealedDataError:
    with pytest.raises(SealedDataError) as caught:
        unseal(key, blob, purpose=purpose)
    return caught.value


def test_a_blob_refuses_another_key_or_purpose() -> None:
    blob = seal(KEY, SECRET, purpose="history")
    for error in (_unseal_error(OTHER_KEY, blob, "history"), _unseal_error(KEY, blob, "notes")):
        assert "data key" in str(error)
        assert SECRET.decode() not in str(error)
        assert not _key_shown(str(error))


def test_a_blob_refuses_any_flipped_byte() -> None:
    blob = seal(KEY, SECRET, purpose="history")
    for index in range(len(blob)):
        error = _unseal_error(KEY, _flipped(blob, index), "history")
        assert SECRET.decode() not in str(error)


def test_a_blob_refuses_being_cut_short() -> None:
    blob = seal(KEY, SECRET, purpose="history")
    for length in range(len(blob)):
        _unseal_error(KEY, blob[:length], "history")


def test_plain_bytes_are_not_a_blob() -> None:
    _unseal_error(KEY, WAV_HEAD + bytes(64), "history")


@pytest.mark.parametrize("length", [0, 16, KEY_BYTES - 1, KEY_BYTES + 1, 64])
def test_a_key_of_the_wrong_length_is_refused(tmp_path: Path, length: int) -> None:
    key = bytes(range(length))
    stream = tmp_path / "take.vxs"
    write_sealed(blob := tmp_path / "history.vxb", KEY, SECRET, purpose="p")
    calls = [
        lambda: seal(key, SECRET, purpose="p"),
        lambda: unseal(key, seal(KEY, SECRET, purpose="p"), purpose="p"),
        lambda: write_sealed(tmp_path / "new.vxb", key, SECRET, purpose="p"),
        lambda: read_sealed(blob, key, purpose="p"),
        lambda: SealedStreamWriter(stream, key, purpose="p"),
        lambda: read_sealed_stream(blob, key, purpose="p"),
    ]
    for call in calls:
        with pytest.raises(ValueError, match=r"^a data key is 32 bytes$"):
            call()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["history.vxb"]


# Telling sealed files from plain ones


def test_is_sealed_tells_sealed_from_plain(tmp_path: Path) -> None:
    blob = seal(KEY, SECRET, purpose="history")
    stream = tmp_path / "take.vxs"
    _write_stream(stream, [b"x"])
    plain = tmp_path / "take.wav"
    plain.write_bytes(WAV_HEAD + bytes(100))
    sealed_file = tmp_path / "history.vxb"
    write_sealed(sealed_file, KEY, b"", purpose="history")
    assert is_sealed(blob)
    assert is_sealed(blob[:5])
    assert is_sealed(stream.read_bytes()[:5])
    assert is_sealed(stream)
    assert is_sealed(sealed_file)
    assert not is_sealed(WAV_HEAD)
    assert not is_sealed(blob[:4])
    assert not is_sealed(b"")
    assert not is_sealed(plain)
    assert not is_sealed(tmp_path / "missing.vxb")


# Sealed files written atomically


def test_write_sealed_replaces_the_old_file_and_leaves_no_temporary(tmp_path: Path) -> None:
    target = tmp_path / "history.vxb"
    target.write_bytes(b"old plain content")
    write_sealed(target, KEY, b"first", purpose="history")
    write_sealed(target, KEY, SECRET, purpose="history")
    assert read_sealed(target, KEY, purpose="history") == SECRET
    assert SECRET not in target.read_bytes()
    assert [p.name for p in tmp_path.iterdir()] == ["history.vxb"]
    if os.name == "posix":
        assert target.stat().st_mode & 0o777 == 0o600


def test_read_sealed_refuses_another_purpose_or_key(tmp_path: Path) -> None:
    target = tmp_path / "history.vxb"
    write_sealed(target, KEY, SECRET, purpose="history")
    with pytest.raises(SealedDataError):
        read_sealed(target, KEY, purpose="notes")
    with pytest.raises(SealedDataError):
        read_sealed(target, OTHER_KEY, purpose="history")


# Streams


def test_a_closed_stream_round_trips(tmp_path: Path) -> None:
    path = tmp_path / "take.vxs"
    with SealedStreamWriter(path, KEY, purpose="take") as writer:
        for chunk in CHUNKS:
            writer.append(chunk)
        writer.flush(durable=False)
        writer.flush()
        assert writer.records == len(CHUNKS)
        assert not writer.closed
    assert writer.closed
    assert writer.path == path
    assert read_sealed_stream(path, KEY, purpose="take") == (CHUNKS, True)
    assert sealed_stream_payload(path, KEY, purpose="take") == b"".join(CHUNKS)
    if os.name == "posix":
        assert path.stat().st_mode & 0o777 == 0o600


def test_an_empty_closed_stream_is_complete(tmp_path: Path) -> None:
    path = tmp_path / "take.vxs"
    _write_stream(path, [])
    assert read_sealed_stream(path, KEY, purpose="take") == ([], True)


def test_an_abandoned_stream_keeps_its_records_but_is_not_complete(tmp_path: Path) -> None:
    path = tmp_path / "take.vxs"
    _write_stream(path, CHUNKS, close=False)
    assert read_sealed_stream(path, KEY, purpose="take") == (CHUNKS, False)
    header_only = tmp_path / "empty.vxs"
    _write_stream(header_only, [], close=False)
    assert header_only.stat().st_size == HEADER_BYTES
    assert read_sealed_stream(header_only, KEY, purpose="take") == ([], False)


def test_an_error_inside_the_writer_abandons_the_stream(tmp_path: Path) -> None:
    path = tmp_path / "take.vxs"
    writer = SealedStreamWriter(path, KEY, purpose="take")

    def record_then_fail() -> None:
        with writer:
            writer.append(b"kept")
            raise RuntimeError("the recording failed")

    with pytest.raises(RuntimeError):
        record_then_fail()
    assert writer.closed
    assert read_sealed_stream(path, KEY, purpose="take") == ([b"kept"], False)


def test_a_closed_writer_takes_no_more(tmp_path: Path) -> None:
    writer = SealedStreamWriter(tmp_path / "take.vxs", KEY, purpose="take")
    writer.close()
    writer.close()  # closing twice is harmless
    with pytest.raises(ValueError, match="closed"):
        writer.append(b"late")
    assert read_sealed_stream(writer.path, KEY, purpose="take") == ([], True)


@pytest.mark.skipif(os.name != "posix", reason="a file size limit is a POSIX resource limit")
def test_a_failed_write_stops_the_writer_and_keeps_the_earlier_records(tmp_path: Path) -> None:
    # A real failed write: a file size limit in a child process, as a full disk would refuse.
    path = tmp_path / "take.vxs"
    script = textwrap.dedent(
        f"""
        import resource, signal, sys
        from pathlib import Path
        from voxwell.privacy.sealing import SealedStreamWriter
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        path = Path({str(path)!r})
        writer = SealedStreamWriter(path, {KEY!r}, purpose="take")
        writer.append(b"kept")
        limit = path.stat().st_size + 100
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, resource.RLIM_INFINITY))
        try:
            writer.append(bytes(1000))
        except OSError:
            pass
        else:
            sys.exit("the write past the limit did not fail")
        resource.setrlimit(resource.RLIMIT_FSIZE, (resource.RLIM_INFINITY,) * 2)
        assert writer.closed
        try:
            writer.append(b"after the failure")
        except ValueError:
            sys.exit(0)
        sys.exit("the writer took a record after a failed write")
        """
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert path.stat().st_size > HEADER_BYTES + 16 + 4 + 16  # a part of the failed record is there
    assert read_sealed_stream(path, KEY, purpose="take") == ([b"kept"], False)


def test_a_record_over_64_mib_is_refused(tmp_path: Path) -> None:
    with SealedStreamWriter(tmp_path / "take.vxs", KEY, purpose="take") as writer:
        with pytest.raises(ValueError, match="64 MiB"):
            writer.append(bytes(64 * 1024 * 1024 + 1))
        assert writer.records == 0


def test_a_stream_hides_its_plaintext(tmp_path: Path) -> None:
    path = tmp_path / "take.vxs"
    _write_stream(path, [SECRET, WAV_HEAD, SECRET + WAV_HEAD])
    data = path.read_bytes()
    assert SECRET not in data
    assert b"RIFF" not in data
    assert b"WAVE" not in data


def test_the_writer_refuses_an_existing_path(tmp_path: Path) -> None:
    path = tmp_path / "take.vxs"
    path.write_bytes(b"an earlier take")
    with pytest.raises(FileExistsError):
        SealedStreamWriter(path, KEY, purpose="take")
    assert path.read_bytes() == b"an earlier take"


def test_a_stream_cut_anywhere_in_its_last_records_keeps_the_earlier_ones(tmp_path: Path) -> None:
    path = tmp_path / "take.vxs"
    _write_stream(path, CHUNKS)
    data = path.read_bytes()
    spans = _record_spans(data)
    assert len(spans) == len(CHUNKS) + 1  # the ordinary records and the closing one
    last_start, last_end = spans[-2]
    cut = tmp_path / "cut.vxs"
    for length in range(last_start, len(data)):
        cut.write_bytes(data[:length])
        expected = CHUNKS if length >= last_end else CHUNKS[:-1]
        assert read_sealed_stream(cut, KEY, purpose="take") == (expected, False), length


def test_a_stream_cut_inside_its_header_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "take.vxs"
    _write_stream(path, CHUNKS)
    data = path.read_bytes()
    for length in range(HEADER_BYTES):
        path.write_bytes(data[:length])
        with pytest.raises(SealedDataError):
            read_sealed_stream(path, KEY, purpose="take")


def test_a_zero_filled_tail_counts_as_torn(tmp_path: Path) -> None:
    # What a computer crash can leave: the file's size saved, its last blocks never written.
    path = tmp_path / "take.vxs"
    _write_stream(path, CHUNKS, close=False)
    intact = path.read_bytes()
    for zeros in (1, 16, 40, 5000):
        path.write_bytes(intact + bytes(zeros))
        assert read_sealed_stream(path, KEY, purpose="take") == (CHUNKS, False)
    _write_stream(first := tmp_path / "first.vxs", [], close=False)
    first.write_bytes(first.read_bytes() + bytes(4096))
    assert read_sealed_stream(first, KEY, purpose="take") == ([], False)


def _stream_error(path: Path, data: bytes, *, key: bytes = KEY) -> SealedDataError:
    path.write_bytes(data)
    with pytest.raises(SealedDataError) as caught:
        read_sealed_stream(path, key, purpose="take")
    return caught.value


def test_a_flipped_byte_in_a_middle_record_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "take.vxs"
    _write_stream(path, CHUNKS)
    data = path.read_bytes()
    start, end = _record_spans(data)[1]
    for index in range(start + 4, end):  # nonce, ciphertext and tag
        error = _stream_error(path, _flipped(data, index))
        assert SECRET.decode() not in str(error)
    _stream_error(path, _flipped(data, start))  # a length one off


def test_swapped_records_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "take.vxs"
    _write_stream(path, CHUNKS)
    data = path.read_bytes()
    (a_start, a_end), (b_start, b_end) = _record_spans(data)[2:4]
    swapped = data[:a_start] + data[b_start:b_end] + data[a_start:a_end] + data[b_end:]
    assert len(swapped) == len(data)
    _stream_error(path, swapped)


def test_a_dropped_middle_record_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "take.vxs"
    _write_stream(path, CHUNKS)
    data = path.read_bytes()
    start, end = _record_spans(data)[1]
    _stream_error(path, data[:start] + data[end:])


def test_a_record_moved_from_another_stream_is_refused(tmp_path: Path) -> None:
    path, other = tmp_path / "take.vxs", tmp_path / "other.vxs"
    _write_stream(path, CHUNKS)
    _write_stream(other, CHUNKS)  # same key, purpose and payloads: only the stream differs
    data, other_data = path.read_bytes(), other.read_bytes()
    start, end = _record_spans(data)[1]
    o_start, o_end = _record_spans(other_data)[1]
    _stream_error(path, data[:start] + other_data[o_start:o_end] + data[end:])
    _stream_error(path, data[:HEADER_BYTES] + other_data[HEADER_BYTES:])


def test_bytes_after_the_closing_record_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "take.vxs"
    _write_stream(path, CHUNKS)
    data = path.read_bytes()
    start, end = _record_spans(data)[-2]
    _stream_error(path, data + b"x")
    _stream_error(path, data + data[start:end])


def test_a_closing_record_in_the_middle_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "take.vxs"
    _write_stream(path, CHUNKS[:2])
    closed = path.read_bytes()
    closing_start, _ = _record_spans(closed)[-1]
    # A stream whose record 2 is a closing record followed by more records.
    path.unlink()
    _write_stream(path, CHUNKS)
    longer = path.read_bytes()
    record_3_start = _record_spans(longer)[2][0]
    spliced = closed[:closing_start] + longer[record_3_start:]
    assert len(_record_spans(spliced)) == len(CHUNKS) + 1
    _stream_error(path, spliced)


def test_a_stream_refuses_another_key_or_purpose(tmp_path: Path) -> None:
    path = tmp_path / "take.vxs"
    for chunks, close in ((CHUNKS, True), (CHUNKS[:1], False), ([], True)):
        path.unlink(missing_ok=True)
        _write_stream(path, chunks, close=close)
        error = _stream_error(path, path.read_bytes(), key=OTHER_KEY)
        assert SECRET.decode() not in str(error)
        assert not _key_shown(str(error))
        with pytest.raises(SealedDataError):
            read_sealed_stream(path, KEY, purpose="history")


def test_plain_files_are_not_streams(tmp_path: Path) -> None:
    path = tmp_path / "take.wav"
    _stream_error(path, WAV_HEAD + bytes(100))
    _stream_error(path, seal(KEY, SECRET, purpose="take"))


def test_the_key_is_never_shown(tmp_path: Path) -> None:
    path = tmp_path / "take.vxs"
    writer = SealedStreamWriter(path, KEY, purpose="take")
    writer.append(SECRET)
    assert "take.vxs" in repr(writer)
    assert not _key_shown(repr(writer))
    assert SECRET.decode() not in repr(writer)
    writer.close()
    assert not _key_shown(repr(writer))
    assert not _key_shown(repr(vars(writer)))
