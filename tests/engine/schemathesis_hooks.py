"""Schemathesis hooks for the engine's API run (loaded through ``SCHEMATHESIS_HOOKS``).

The only schema-valid values the engine refuses are birth dates before 1900 or in the future,
which JSON Schema's ``format: date`` cannot express; valid data for that format is therefore
drawn from plausible birth dates. Negative cases (non-dates) are still generated and checked.
"""

from __future__ import annotations

from datetime import date

import schemathesis
from hypothesis import strategies as st

schemathesis.openapi.format(
    "date",
    st.dates(min_value=date(1900, 1, 1), max_value=date.today()).map(date.isoformat),
)
