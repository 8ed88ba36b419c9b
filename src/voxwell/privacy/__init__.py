"""Keeping a patient's data on the laptop unreadable to others, erased on request and kept only
as long as needed."""

__all__: list[str] = []
