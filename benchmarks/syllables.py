"""The syllable detector against the transcripts of ``../shared/real-speech`` (figures printed,
nothing asserted; docs/analysis.md §14).

For every transcribed clip (the LJ reader's nine, the six CMU ARCTIC prompts, the Common Voice
clips of Spanish, Indonesian and Japanese) it counts the syllable nuclei the features count
(``features.count_syllables``) with the intensity smoothed over the voice's own pitch floor (as
before model 1.3) and over fixed windows (de Jong and Wempe's 50 Hz, the model's
``SYLLABLE_WINDOW_PITCH``, 100 Hz), beside the syllables of the transcript. It prints, per corpus,
the count over all its clips as a share of the transcripts' syllables, and the mean relative
error per clip.

The transcripts' syllables are counted from the spelling: English, Spanish and Indonesian by
groups of vowel letters (English: a silent final "e" and "-ed" after a consonant other than t
or d not counted; Spanish: a stressed í or ú beside another vowel splits it), which is close to,
not the same as, a dictionary's count. Japanese has no letters to count: its four sentences are
given below in kana, split into syllables by hand (``JAPANESE``), and the morae are counted too.

    .venv/bin/python benchmarks/syllables.py
"""

from __future__ import annotations

import re
import statistics
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REAL_SPEECH = ROOT.parent / "shared" / "real-speech"
WINDOWS: dict[str, float | None] = {"own floor": None, "50 Hz": 50.0, "model": 0.0, "100 Hz": 100.0}
"""Column -> the intensity window's pitch (None: the voice's floor; 0: the model's own)."""
VOWELS = {"en": "aeiouy", "es": "aeiouáéíóúü", "id": "aeiou"}
JAPANESE = {
    "ja/common_voice_ja_19779202.mp3": (
        "びょう.き.の.た.め.か.れ.は.そ.の.かい.ごう.に.しゅっ.せ.き.で.き.な.かっ.た"
    ),
    "ja/common_voice_ja_19779203.mp3": "か.の.じょ.は.もん.の.と.こ.ろ.に.く.る.ま.を.と.め.た",
    "ja/common_voice_ja_19806589.mp3": "ふ.だん.ぎ.で.お.い.で.く.だ.さい",
    "ja/common_voice_ja_20097369.mp3": "か.の.じょ.は.か.れ.を.ち.ら.り.と.み.た",
}
"""Each Japanese clip's sentence read in kana, split into syllables by hand."""
_SMALL_KANA = set("ゃゅょぁぃぅぇぉ")


def written_syllables(text: str, language: str) -> int:
    """Syllables of ``text`` counted from its spelling (see the module's note)."""
    count = 0
    for word in re.findall(r"[^\W\d_]+", unicodedata.normalize("NFC", text.lower())):
        groups = re.findall(f"[{VOWELS[language]}]+", word)
        syllables = len(groups)
        if language == "en" and syllables > 1:
            if word.endswith("e") and not word.endswith(("le", "ee")):
                syllables -= 1
            if word.endswith("ed") and not word.endswith(("ted", "ded")):
                syllables -= 1
        if language == "es":
            syllables += sum(len(re.findall("[íú][aeo]|[aeo][íú]", g)) for g in groups)
        count += max(syllables, 1)
    return count


def morae(reading: str) -> int:
    return sum(1 for kana in reading if kana != "." and kana not in _SMALL_KANA)


def main() -> int:
    if not (REAL_SPEECH / "transcripts.txt").is_file():
        print(f"the real-speech recordings are not at {REAL_SPEECH}", file=sys.stderr)
        return 1
    from voxwell.analysis import decode, detect_speech
    from voxwell.analysis.features import SYLLABLE_WINDOW_PITCH, count_syllables

    lines = (REAL_SPEECH / "transcripts.txt").read_text(encoding="utf-8").splitlines()
    texts = dict(line.split("|", 1) for line in lines if "|" in line)
    corpora: dict[str, list[tuple[int, list[int]]]] = {}
    japanese_morae = 0
    for clip, text in texts.items():
        folder = clip.split("/")[0]
        language = {"lj": "en", "arctic": "en"}.get(folder, folder)
        if language == "ja":
            reading = JAPANESE[clip]
            written = reading.count(".") + 1
            japanese_morae += morae(reading)
        else:
            written = written_syllables(text, language)
        samples = decode(REAL_SPEECH / clip).samples
        speech = detect_speech(samples).intervals
        counted = [
            count_syllables(samples, speech, SYLLABLE_WINDOW_PITCH if pitch == 0.0 else pitch)
            for pitch in WINDOWS.values()
        ]
        corpora.setdefault(folder, []).append((written, counted))

    print(f"# Syllable nuclei against the transcripts (model's window {SYLLABLE_WINDOW_PITCH} Hz)")
    print("\nCount over a corpus's clips / its transcripts' syllables; mean |error| per clip.\n")
    print("| Corpus | clips | syllables | " + " | ".join(WINDOWS) + " |")
    print("| --- | --- | --- | " + " | ".join("---" for _ in WINDOWS) + " |")
    every: list[tuple[int, list[int]]] = []
    for folder, rows in corpora.items():
        every += rows if folder != "ja" else []
        print(f"| {folder} | {len(rows)} | {sum(w for w, _ in rows)} | " + _cells(rows) + " |")
    print(f"| all but ja | {len(every)} | {sum(w for w, _ in every)} | " + _cells(every) + " |")
    model = list(WINDOWS).index("model")
    found = sum(counted[model] for _, counted in corpora.get("ja", []))
    print(f"\nJapanese: {found} nuclei at the model's window for {japanese_morae} morae", end="")
    print(f" ({found / japanese_morae:.2f})" if japanese_morae else "")
    return 0


def _cells(rows: list[tuple[int, list[int]]]) -> str:
    written = sum(w for w, _ in rows)
    cells = []
    for column in range(len(WINDOWS)):
        total = sum(counted[column] for _, counted in rows)
        error = statistics.mean(abs(counted[column] - w) / w for w, counted in rows)
        cells.append(f"{total / written:.2f}; {error:.0%}")
    return " | ".join(cells)


if __name__ == "__main__":
    sys.exit(main())
