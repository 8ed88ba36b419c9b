"""The engine's routers, one per area of the interface."""
